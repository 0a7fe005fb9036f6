/// <reference types="vite/types/import-meta.d.ts" />
/**
 * The bytes of the media fixtures (fixtures/media/) for tests, which run inside workerd and cannot read the
 * disk. Vite inlines each file into the test bundle as a base64 `data:` URL (`?url&inline`; `?raw` would
 * decode the bytes as text, and `?inline` alone only works for extensions Vite knows as assets), and
 * mediaFixture() decodes it. No configuration is needed.
 */
const inlined = import.meta.glob<string>("../fixtures/media/*.{mp4,mp3,m4a,wav,bin}", {
  query: "?url&inline",
  import: "default",
  eager: true,
});

const byName = new Map(
  Object.entries(inlined).map(([path, dataUrl]) => [path.slice(path.lastIndexOf("/") + 1), dataUrl] as const),
);

/** The file names in fixtures/media/, e.g. `hd-spot.mp4`. */
export const MEDIA_FIXTURES = [...byName.keys()].sort();

/** The bytes of fixtures/media/`name`. */
export function mediaFixture(name: string): Uint8Array<ArrayBuffer> {
  const dataUrl = byName.get(name);
  if (!dataUrl) throw new Error(`No media fixture ${name}; there are ${MEDIA_FIXTURES.join(", ")}`);
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.slice(0, comma).endsWith(";base64")) throw new Error(`${name} was not inlined as base64`);
  const base64 = dataUrl.slice(comma + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
