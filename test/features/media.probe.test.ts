import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEDIA, type DemoMediaName, demoMediaKey } from "../../fixtures/media";
import { type MediaBucket, type MediaFacts, MediaReadError, mediaWarnings, probeMedia } from "../../src/audio/probe";
import { MEDIA_FIXTURES, mediaFixture } from "../media-files";

/** What each fixture is (fixtures/media/README.md), as the probe should read it. */
const EXPECTED: Record<string, (Omit<MediaFacts, "DurationSeconds"> & { duration: number }) | null> = {
  "hd-spot.mp4": { duration: 5, Width: 1920, Height: 1080, Kind: "video" },
  "sd-spot.mp4": { duration: 5, Width: 640, Height: 360, Kind: "video" },
  "radio-spot.mp3": { duration: 5.07, Width: null, Height: null, Kind: "audio" },
  "track.m4a": { duration: 5, Width: null, Height: null, Kind: "audio" },
  "track.wav": { duration: 5, Width: null, Height: null, Kind: "audio" },
  "not-media.bin": null,
};

const keyOf = (name: string) => `test/media-probe/${name}`;

// The probe swaps these for the moment it loads MediaInfoLib's WebAssembly; they must come back unchanged.
const fetchBefore = globalThis.fetch;
const instantiateStreamingBefore = Object.getOwnPropertyDescriptor(WebAssembly, "instantiateStreaming");

/** env.MEDIA, counting what the probe asks of it: every `get` must name an offset and a length. */
function countingBucket(bucket: R2Bucket = env.MEDIA) {
  const ranges: { offset: number; length: number }[] = [];
  let unranged = 0;
  const get = ((key: string, options?: R2GetOptions) => {
    const range = options?.range;
    if (range && !(range instanceof Headers) && "offset" in range && range.offset !== undefined && range.length) {
      ranges.push({ offset: range.offset, length: range.length });
    } else {
      unranged++;
    }
    return bucket.get(key, options);
  }) as MediaBucket["get"];
  const counted: MediaBucket = { head: (key) => bucket.head(key), get };
  return {
    bucket: counted,
    ranges,
    get unranged() {
      return unranged;
    },
    get bytes() {
      return ranges.reduce((sum, r) => sum + r.length, 0);
    },
  };
}

beforeAll(async () => {
  for (const name of MEDIA_FIXTURES) await env.MEDIA.put(keyOf(name), mediaFixture(name));
});

describe("the media fixtures", () => {
  it("are all here, each small", () => {
    expect(MEDIA_FIXTURES).toEqual(Object.keys(EXPECTED).sort());
    for (const name of MEDIA_FIXTURES) expect(mediaFixture(name).length).toBeLessThan(150 * 1024);
  });
});

describe("probeMedia", () => {
  it.each(Object.keys(EXPECTED))("reads %s with ranged reads only", async (name) => {
    const counter = countingBucket();
    const facts = await probeMedia(counter.bucket, keyOf(name));
    const expected = EXPECTED[name];
    if (expected === null || expected === undefined) {
      expect(facts).toBeNull();
    } else {
      const { duration, ...rest } = expected;
      expect(facts).toMatchObject(rest);
      expect(facts?.DurationSeconds).toBeGreaterThanOrEqual(duration - 0.5);
      expect(facts?.DurationSeconds).toBeLessThanOrEqual(duration + 0.5);
    }
    expect(counter.unranged).toBe(0);
    expect(counter.ranges.length).toBeGreaterThan(0);
    // A file smaller than a chunk (256 KiB by default) is one read: what the parser reads again (an MP4's
    // media data after its index) comes from the head already read, not from R2 again.
    const size = mediaFixture(name).length;
    expect(counter.ranges).toEqual([{ offset: 0, length: size }]);
  });

  it("reads only the head and the tail of an MP4 whose index (moov) was written last", async () => {
    const size = mediaFixture("hd-spot.mp4").length;
    const counter = countingBucket();
    const facts = await probeMedia(counter.bucket, keyOf("hd-spot.mp4"), { chunkSize: 4096, maxBytes: 16 * 1024 });
    expect(facts).toMatchObject({ Width: 1920, Height: 1080, Kind: "video" });
    expect(Math.abs((facts?.DurationSeconds ?? 0) - 5)).toBeLessThanOrEqual(0.5);
    expect(counter.unranged).toBe(0);
    expect(counter.bytes).toBeLessThanOrEqual(16 * 1024);
    expect(counter.bytes).toBeLessThan(size / 5);
    expect(counter.ranges[0]).toEqual({ offset: 0, length: 4096 });
    // It jumped over the media data to the index at the end.
    expect(counter.ranges.some((r) => r.offset + r.length === size)).toBe(true);
  });

  // (Not track.m4a: MediaInfoLib reads through media data this small, ~20 KB, rather than jump over it to the
  // index at its end, so that file is read whole whatever the budget.)
  it.each([
    ["sd-spot.mp4", { Width: 640, Height: 360, Kind: "video" }],
    ["radio-spot.mp3", { Kind: "audio" }],
    ["track.wav", { Kind: "audio" }],
  ] as const)("reads %s within a budget far below its size", async (name, expected) => {
    const size = mediaFixture(name).length;
    const counter = countingBucket();
    const facts = await probeMedia(counter.bucket, keyOf(name), { chunkSize: 4096, maxBytes: 8 * 1024 });
    expect(facts).toMatchObject(expected);
    expect(Math.abs((facts?.DurationSeconds ?? 0) - 5)).toBeLessThanOrEqual(0.5);
    expect(counter.unranged).toBe(0);
    expect(counter.bytes).toBeLessThanOrEqual(8 * 1024);
    expect(counter.bytes).toBeLessThan(size / 2);
  });

  it("stops at maxReads", async () => {
    const counter = countingBucket();
    await probeMedia(counter.bucket, keyOf("track.wav"), { chunkSize: 1024, maxReads: 3 });
    expect(counter.ranges.length).toBeLessThanOrEqual(3);
  });

  it("answers null for an MP4 cut off before its index, an empty object and a missing one", async () => {
    await env.MEDIA.put(keyOf("cut.mp4"), mediaFixture("hd-spot.mp4").slice(0, 60_000));
    await env.MEDIA.put(keyOf("empty"), new Uint8Array(0));
    expect(await probeMedia(env.MEDIA, keyOf("cut.mp4"))).toBeNull();
    expect(await probeMedia(env.MEDIA, keyOf("empty"))).toBeNull();
    expect(await probeMedia(env.MEDIA, keyOf("missing"))).toBeNull();
  });

  it("probes concurrently, each call its own answer", async () => {
    const names = Object.keys(EXPECTED);
    const all = await Promise.all(names.map((name) => probeMedia(env.MEDIA, keyOf(name), { chunkSize: 8192 })));
    all.forEach((facts, i) => {
      const expected = EXPECTED[names[i]!];
      if (!expected) expect(facts).toBeNull();
      else expect(facts).toMatchObject({ Width: expected.Width, Height: expected.Height, Kind: expected.Kind });
    });
  });

  it("throws MediaReadError, not null, when R2 fails", async () => {
    const failing: MediaBucket = {
      head: (key) => env.MEDIA.head(key),
      get: (() => Promise.reject(new Error("R2 is down"))) as MediaBucket["get"],
    };
    await expect(probeMedia(failing, keyOf("hd-spot.mp4"))).rejects.toBeInstanceOf(MediaReadError);
    // And the parser is fine afterwards.
    expect(await probeMedia(env.MEDIA, keyOf("sd-spot.mp4"))).toMatchObject({ Width: 640, Height: 360 });
  });

  it("throws MediaReadError when the object is replaced while it is read", async () => {
    const key = keyOf("replaced.mp4");
    await env.MEDIA.put(key, mediaFixture("hd-spot.mp4"));
    let gets = 0;
    const replacing: MediaBucket = {
      head: (k) => env.MEDIA.head(k),
      get: (async (k: string, options?: R2GetOptions) => {
        if (gets++ === 1) await env.MEDIA.put(key, mediaFixture("sd-spot.mp4"));
        return env.MEDIA.get(k, options);
      }) as MediaBucket["get"],
    };
    await expect(probeMedia(replacing, key, { chunkSize: 4096 })).rejects.toBeInstanceOf(MediaReadError);
  });

  it("leaves fetch and WebAssembly.instantiateStreaming as they were", () => {
    expect(globalThis.fetch).toBe(fetchBefore);
    expect(Object.getOwnPropertyDescriptor(WebAssembly, "instantiateStreaming")).toEqual(instantiateStreamingBefore);
  });
});

describe("mediaWarnings", () => {
  const hd: MediaFacts = { DurationSeconds: 5, Width: 1280, Height: 720, Kind: "video" };
  const sd: MediaFacts = { DurationSeconds: 5, Width: 640, Height: 360, Kind: "video" };
  const radio: MediaFacts = { DurationSeconds: 5.067, Width: null, Height: null, Kind: "audio" };

  it("gives none when the media agrees", () => {
    expect(mediaWarnings({ Length: 5, Format: "HD" }, hd)).toEqual([]);
    expect(mediaWarnings({ Length: 5, Format: "SD" }, sd)).toEqual([]);
    expect(mediaWarnings({ Length: 5, Format: "Audio" }, radio)).toEqual([]);
    expect(mediaWarnings({ Length: 6, Format: "Audio" }, radio)).toEqual([]);
    expect(mediaWarnings({ Length: 4, Format: "HD" }, hd)).toEqual([]);
  });

  it("length_mismatch past one second", () => {
    expect(mediaWarnings({ Length: 30, Format: "HD" }, hd)).toEqual([
      { Code: "length_mismatch", Message: "The declared Length is 30 s; the media runs 5 s.", Field: "Length" },
    ]);
    expect(mediaWarnings({ Length: 7 }, radio, "Files[1].")).toEqual([
      {
        Code: "length_mismatch",
        Message: "The declared Length is 7 s; the media runs 5.067 s.",
        Field: "Files[1].Length",
      },
    ]);
  });

  it("format_mismatch for HD declared on video under 1280×720", () => {
    expect(mediaWarnings({ Length: 30, Format: "HD" }, sd).map((w) => [w.Code, w.Field])).toEqual([
      ["length_mismatch", "Length"],
      ["format_mismatch", "Format"],
    ]);
    expect(mediaWarnings({ Format: "HD" }, { ...hd, Width: 1280, Height: 719 })[0]?.Code).toBe("format_mismatch");
    expect(mediaWarnings({ Format: "HD" }, { ...hd, Width: null, Height: null })).toEqual([]);
  });

  it("media_unverified alone when the container could not be read", () => {
    expect(mediaWarnings({ Length: 30, Format: "HD" }, null)).toEqual([
      {
        Code: "media_unverified",
        Message: "The service could not read the file's container: its length and format are unverified.",
        Field: "Content",
      },
    ]);
  });

  it("from the probe, end to end", async () => {
    const facts = await probeMedia(env.MEDIA, keyOf("sd-spot.mp4"));
    expect(mediaWarnings({ Length: 30, Format: "HD" }, facts).map((w) => w.Code)).toEqual([
      "length_mismatch",
      "format_mismatch",
    ]);
    const none = await probeMedia(env.MEDIA, keyOf("not-media.bin"));
    expect(mediaWarnings({ Length: 30, Format: "HD" }, none).map((w) => w.Code)).toEqual(["media_unverified"]);
  });
});

describe("the demo world's media", () => {
  it.each(Object.keys(DEMO_MEDIA) as DemoMediaName[])(
    "%s, as seeded, reads as fixtures/media.ts declares it",
    async (name) => {
      const facts = await probeMedia(env.MEDIA, demoMediaKey(name));
      const declared = DEMO_MEDIA[name].media;
      expect(facts).toMatchObject({ Width: declared.Width, Height: declared.Height });
      expect(Math.abs((facts?.DurationSeconds ?? -1) - declared.DurationSeconds)).toBeLessThan(0.01);
    },
  );
});
