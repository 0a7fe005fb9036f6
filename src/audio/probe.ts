/**
 * What the service reads from a stored file's container (contract section 8): its duration and, for video, its
 * dimensions, read by MediaInfoLib (mediainfo.js, its WebAssembly build) through ranged reads of the R2 object.
 * The object is never loaded whole: the parser asks for the bytes it needs (the head, then typically a jump to
 * the end, where an MP4 whose `moov` was written last keeps its index) and each ask is one ranged `get`, at most
 * `chunkSize` bytes, at most `maxBytes` in all; once that is spent the parser is told the data ended and reports
 * what it found (durations and dimensions come from the container's header or index, not from the essence).
 */
import type { GeneralTrack, MediaInfo, MediaInfoResult, Track } from "mediainfo.js";
// The package's own WebAssembly, imported as a compiled module (see wasm.d.ts).
import mediaInfoWasm from "mediainfo.js/MediaInfoModule.wasm";
// The package's browser build, by path: under wrangler's build conditions (workerd, worker, browser, import) the
// package name resolves to its Node build, which loads the WebAssembly through node:fs; the vitest pool adds the
// `module` condition and gets this file. Naming the file keeps one build in both. It has no types of its own: it is
// the build of the package's index, typed by the package's index.d.ts.
// @ts-expect-error TS7016: the browser build ships without a declaration file of its own.
import browserBuild from "../../node_modules/mediainfo.js/dist/esm-bundle/index.js";

const mediaInfoFactory = browserBuild as typeof import("mediainfo.js").default;

/** The container's facts; a field is null where the container does not tell. */
export interface MediaFacts {
  /** Running time in seconds (millisecond precision). */
  DurationSeconds: number | null;
  /** Stored picture width and height of the first video stream; null for audio. */
  Width: number | null;
  Height: number | null;
  /** `video` when the container holds a video stream, else `audio` when it holds an audio stream. */
  Kind: "video" | "audio" | null;
  /**
   * What a destination's spec checks (contract section 17), in MediaInfoLib's names: the container (`MPEG-4`,
   * `QuickTime`, `MXF`, `Wave`, `MPEG Audio`), the first video stream's codec (`AVC`, `ProRes`, …) and frame
   * rate, the first audio stream's codec, sample rate and channels. Absent from facts read before them.
   */
  Container?: string | null;
  VideoCodec?: string | null;
  FrameRate?: number | null;
  AudioCodec?: string | null;
  AudioSampleRate?: number | null;
  AudioChannels?: number | null;
}

/** The R2 calls the probe makes: `head` for size and ETag, ranged `get`s for the bytes. */
export type MediaBucket = Pick<R2Bucket, "head" | "get">;

export interface ProbeOptions {
  /** The most bytes one ranged read asks for (default 256 KiB, at most 1 MiB). */
  chunkSize?: number;
  /** The most bytes handed to the parser in all, read or served again from the head (default 4 MiB). */
  maxBytes?: number;
  /** The most ranged reads from R2 (default 32). */
  maxReads?: number;
}

const MAX_CHUNK = 1024 * 1024;
const DEFAULTS: Required<ProbeOptions> = { chunkSize: 256 * 1024, maxBytes: 4 * 1024 * 1024, maxReads: 32 };

/** R2 failed or the object changed while it was read: not a verdict on the media, so it is thrown. */
export class MediaReadError extends Error {
  override name = "MediaReadError";
}

/**
 * Reads the container facts of the object `key`. Answers null when the object is missing or empty or its
 * container cannot be read (the `media_unverified` case); never throws for bad media. Throws MediaReadError
 * when R2 fails or the object is replaced while it is read.
 */
export async function probeMedia(
  bucket: MediaBucket,
  key: string,
  options: ProbeOptions = {},
): Promise<MediaFacts | null> {
  const limits = { ...DEFAULTS, ...options };
  const chunkSize = Math.max(1, Math.min(limits.chunkSize, MAX_CHUNK));
  const head = await readOrFail(() => bucket.head(key));
  if (!head || head.size === 0) return null;
  const { size, etag } = head;

  // The head of the object, kept from the first read: parsers come back to it (an MP4 whose index was written
  // last is read from the start, then the index at the end, then the media data after the head).
  let headBytes = new Uint8Array(0);
  let bytesFed = 0;
  let reads = 0;
  let readFailure: MediaReadError | undefined;
  const readChunk = async (length: number, offset: number): Promise<Uint8Array> => {
    const want = Math.min(length, chunkSize, limits.maxBytes - bytesFed, size - offset);
    // Budget spent: an empty chunk tells the parser the data ended, and it finalizes with what it has.
    if (want <= 0) return new Uint8Array(0);
    if (offset < headBytes.length) {
      const cached = headBytes.subarray(offset, offset + want);
      bytesFed += cached.length;
      return cached;
    }
    if (reads >= limits.maxReads) return new Uint8Array(0);
    reads++;
    bytesFed += want;
    try {
      const object = await readOrFail(() =>
        bucket.get(key, { range: { offset, length: want }, onlyIf: { etagMatches: etag } }),
      );
      if (!object) throw new MediaReadError(`The object ${key} disappeared while it was being read.`);
      if (!("body" in object)) throw new MediaReadError(`The object ${key} changed while it was being read.`);
      const bytes = new Uint8Array(await object.arrayBuffer());
      if (offset === 0) headBytes = bytes;
      return bytes;
    } catch (error) {
      readFailure ??= error instanceof MediaReadError ? error : new MediaReadError(String(error), { cause: error });
      throw readFailure;
    }
  };

  const { mediaInfo, loan } = await borrowParser();
  let result: MediaInfoResult;
  try {
    result = await mediaInfo.analyzeData(size, readChunk);
  } catch {
    // A read that failed leaves the parser sound; a parser that failed by itself (a WebAssembly abort leaves
    // the module unusable) is replaced by a new one on the next probe.
    returnParser(mediaInfo, loan, readFailure !== undefined);
    if (readFailure) throw readFailure;
    return null;
  }
  returnParser(mediaInfo, loan, true);
  return factsOf(result.media?.track ?? []);
}

async function readOrFail<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw error instanceof MediaReadError ? error : new MediaReadError(String(error), { cause: error });
  }
}

const seconds = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value * 1000) / 1000 : null;
const pixels = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;

/** The facts of MediaInfoLib's tracks, or null when it recognised no container with a video or audio stream. */
function factsOf(tracks: Track[]): MediaFacts | null {
  const general = tracks.find((t): t is GeneralTrack => t["@type"] === "General");
  const video = tracks.find((t) => t["@type"] === "Video");
  const audio = tracks.find((t) => t["@type"] === "Audio");
  if (!general?.Format || (!video && !audio)) return null;
  const streamDurations = [video, audio].map((t) => seconds(t?.Duration)).filter((d): d is number => d !== null);
  return {
    DurationSeconds: seconds(general.Duration) ?? (streamDurations.length ? Math.max(...streamDurations) : null),
    Width: video && "Width" in video ? pixels(video.Width) : null,
    Height: video && "Height" in video ? pixels(video.Height) : null,
    Kind: video ? "video" : "audio",
    Container: named(general.Format),
    VideoCodec: video ? named(video.Format) : null,
    FrameRate: video && "FrameRate" in video ? rate(video.FrameRate) : null,
    AudioCodec: audio ? named(audio.Format) : null,
    AudioSampleRate: audio && "SamplingRate" in audio ? pixels(audio.SamplingRate) : null,
    AudioChannels: audio && "Channels" in audio ? pixels(audio.Channels) : null,
  };
}

const named = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);
const rate = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value * 1000) / 1000 : null;

// MediaInfoLib's WebAssembly memory starts at about 33 MiB, so an isolate keeps one parser, made on the first
// probe, and lends it to one probe at a time. A probe that finds it lent out waits on its own timer, never on a
// promise of another request: a request cancelled mid-read (its client went away) never settles its promises,
// and would stall every later probe. A loan older than LOAN_LOST_MS is taken for such a lost one and written off.
const LOAN_LOST_MS = 15_000;
const WAIT_MS = 20_000;
const POLL_MS = 20;

let idleParser: MediaInfo<"object"> | undefined;
let loan: { since: number } | undefined;

async function borrowParser(): Promise<{ mediaInfo: MediaInfo<"object">; loan: { since: number } }> {
  const deadline = Date.now() + WAIT_MS;
  while (loan && Date.now() - loan.since < LOAN_LOST_MS) {
    if (Date.now() > deadline) throw new MediaReadError("The media parser stayed busy; try again.");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const mine = { since: Date.now() };
  loan = mine;
  const lent = idleParser;
  idleParser = undefined;
  try {
    return { mediaInfo: lent ?? (await createMediaInfo()), loan: mine };
  } catch (error) {
    if (loan === mine) loan = undefined;
    throw error;
  }
}

/** Back from a probe: kept for the next one when it is still sound (and its loan was not written off). */
function returnParser(mediaInfo: MediaInfo<"object">, mine: { since: number }, sound: boolean) {
  const current = loan === mine;
  if (current) loan = undefined;
  if (sound && current && !idleParser) {
    idleParser = mediaInfo;
    return;
  }
  try {
    mediaInfo.close();
  } catch {
    // Already unusable.
  }
}

/** Never fetched: the hooks below answer for it. `.invalid` cannot resolve, should anything still try. */
const WASM_URL = "https://mediainfo.invalid/MediaInfoModule.wasm";

/**
 * The package's loader fetches its .wasm and compiles it (`WebAssembly.instantiateStreaming`), which a Worker may
 * not do, and it takes no `instantiateWasm` or `wasmBinary` hook. Both calls happen synchronously inside
 * `mediaInfoFactory()`, before its first await, so for exactly that call `fetch` and `instantiateStreaming` are
 * swapped for ones that instantiate the compiled module imported above, and put back before anything else runs.
 */
async function createMediaInfo(): Promise<MediaInfo<"object">> {
  let instantiated = false;
  const realFetch = globalThis.fetch;
  const fetchHook: typeof fetch = (input, init) =>
    String(input instanceof Request ? input.url : input) === WASM_URL
      ? Promise.resolve(new Response(null))
      : realFetch(input, init);
  const instantiateHook = async (_response: unknown, imports: WebAssembly.Imports) => {
    instantiated = true;
    const instance = await WebAssembly.instantiate(mediaInfoWasm, imports);
    return { module: mediaInfoWasm, instance };
  };
  const pending = whilePatched(
    [
      [globalThis, "fetch", fetchHook],
      [WebAssembly, "instantiateStreaming", instantiateHook],
    ],
    () => mediaInfoFactory({ format: "object", chunkSize: MAX_CHUNK, locateFile: () => WASM_URL }),
  );
  const mediaInfo = await pending;
  if (!instantiated) {
    mediaInfo.close();
    throw new Error("mediainfo.js did not load its WebAssembly through instantiateStreaming");
  }
  return mediaInfo;
}

/** Runs `run` with each `target[key]` set to a value, and restores every property exactly (even an absent one). */
function whilePatched<T>(patches: [object, string, unknown][], run: () => T): T {
  const saved = patches.map(([target, key]) => [target, key, Object.getOwnPropertyDescriptor(target, key)] as const);
  try {
    for (const [target, key, value] of patches) {
      Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: false });
    }
    return run();
  } finally {
    for (const [target, key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(target, key, descriptor);
      else Reflect.deleteProperty(target, key);
    }
  }
}

export type MediaWarningCode = "length_mismatch" | "format_mismatch" | "media_unverified";

/** A validation warning, shaped like the service's others (contract section 3): it never blocks. */
export interface MediaWarning {
  Code: MediaWarningCode;
  Message: string;
  Field: string;
}

/** HD is at least this picture (contract section 8). */
export const HD_MIN = { Width: 1280, Height: 720 } as const;
/** A declared Length may differ from the container's duration by this much. */
export const LENGTH_TOLERANCE_SECONDS = 1;

/**
 * The checks of a file's declared Length and Format against what its container says (contract section 8).
 * `media` null (the container could not be read) gives `media_unverified` alone. `fieldPrefix` names the file,
 * e.g. `Files[1].` gives `Files[1].Length`; without it the fields are `Length`, `Format` and `Content`.
 */
export function mediaWarnings(
  declared: { Length?: number | null; Format?: string | null },
  media: MediaFacts | null,
  fieldPrefix = "",
): MediaWarning[] {
  if (!media) {
    return [
      {
        Code: "media_unverified",
        Message: "The service could not read the file's container: its length and format are unverified.",
        Field: `${fieldPrefix}Content`,
      },
    ];
  }
  const warnings: MediaWarning[] = [];
  const { Length, Format } = declared;
  const duration = media.DurationSeconds;
  if (typeof Length === "number" && duration !== null && Math.abs(Length - duration) > LENGTH_TOLERANCE_SECONDS) {
    warnings.push({
      Code: "length_mismatch",
      Message: `The declared Length is ${Length} s; the media runs ${formatSeconds(duration)} s.`,
      Field: `${fieldPrefix}Length`,
    });
  }
  const { Width, Height } = media;
  if (
    Format === "HD" &&
    media.Kind === "video" &&
    Width !== null &&
    Height !== null &&
    (Width < HD_MIN.Width || Height < HD_MIN.Height)
  ) {
    warnings.push({
      Code: "format_mismatch",
      Message: `The declared Format is HD, but the video is ${Width}×${Height} (HD is at least ${HD_MIN.Width}×${HD_MIN.Height}).`,
      Field: `${fieldPrefix}Format`,
    });
  }
  return warnings;
}

const formatSeconds = (s: number) => (Number.isInteger(s) ? String(s) : s.toFixed(3).replace(/0+$/, ""));
