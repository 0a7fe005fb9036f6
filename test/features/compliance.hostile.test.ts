/**
 * Media that lies about its sizes (issue 45): a WAV whose `fmt ` chunk claims 4 GiB, an MP3 whose ID3 tag
 * claims 256 MiB, an M4A whose `stsz` gives one frame of 2 GiB, each a few kilobytes, generated here. Measuring
 * them is `Unsupported` with a reason, within a fixed memory bound (the largest Uint8Array made, the bytes asked
 * of R2 and the WebAssembly memory grown while it runs, all watched here), and the loudness queue goes on to
 * measure the next plain WAV. The container probe (MediaInfo) on the same files stays within its bound too.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { measureObject } from "../../src/audio/measure";
import { probeMedia } from "../../src/audio/probe";
import { call, json, KEYS } from "../helpers";
import { sine, wav } from "./compliance.signals";
import { createDraft, orderPath, uploaded } from "./media.support";

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const u32be = (n: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n);
  return b;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
/** An MP4 box: its size, its type, its body. */
const box = (type: string, ...body: Uint8Array[]) => {
  const inner = concat(...body);
  return concat(u32be(8 + inner.length), ascii(type), inner);
};

/** A 16-bit stereo WAV of 48 KB whose `fmt ` chunk says it holds 0xFFFFFFFF bytes. */
function lyingWav(): Uint8Array {
  const bytes = wav(sine({}, [{ dbfs: -20, seconds: 0.25 }])).slice();
  new DataView(bytes.buffer).setUint32(16, 0xffffffff, true);
  return bytes;
}

/** An MP3 of 2 KB whose ID3v2 tag says it runs 256 MiB (its syncsafe size all ones), then MPEG frame headers. */
function lyingMp3(): Uint8Array {
  const frames = new Uint8Array(2048);
  for (let at = 0; at + 4 <= frames.length; at += 418) frames.set([0xff, 0xfb, 0x90, 0x64], at);
  return concat(ascii("ID3"), Uint8Array.of(3, 0, 0, 0x7f, 0x7f, 0x7f, 0x7f), frames);
}

/** An M4A (AAC LC, 48 kHz stereo) whose sample table gives its one frame 2 GiB; 1 KB of media follows. */
function lyingM4a(): Uint8Array {
  const full = (version: number, ...body: Uint8Array[]) => concat(Uint8Array.of(version, 0, 0, 0), ...body);
  // ES descriptor (id 1), decoder config (AAC, audio stream), decoder specific info: AAC LC, 48 kHz, stereo.
  const esds = box(
    "esds",
    full(
      0,
      Uint8Array.of(3, 25, 0, 1, 0, 4, 17, 0x40, 0x15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 2, 0x11, 0x90, 6, 1, 2),
    ),
  );
  const entry = new Uint8Array(28);
  const e = new DataView(entry.buffer);
  e.setUint16(6, 1);
  e.setUint16(16, 2);
  e.setUint16(18, 16);
  e.setUint32(24, 48_000 * 65536);
  const stbl = (chunkOffset: number) =>
    box(
      "stbl",
      box("stsd", full(0, u32be(1), box("mp4a", entry, esds))),
      box("stts", full(0, u32be(1), u32be(1), u32be(1024))),
      box("stsc", full(0, u32be(1), u32be(1), u32be(1), u32be(1))),
      box("stsz", full(0, u32be(0), u32be(1), u32be(0x80000000))),
      box("stco", full(0, u32be(1), u32be(chunkOffset))),
    );
  const moov = (chunkOffset: number) =>
    box(
      "moov",
      box(
        "trak",
        box("mdia", box("hdlr", full(0, u32be(0), ascii("soun"), new Uint8Array(13))), box("minf", stbl(chunkOffset))),
      ),
    );
  const ftyp = box("ftyp", ascii("M4A "), u32be(0), ascii("M4A mp42isom"));
  const mdatAt = ftyp.length + moov(0).length;
  return concat(ftyp, moov(mdatAt + 8), box("mdat", new Uint8Array(1024).fill(0x21)));
}

const LIARS = [
  { name: "a WAV whose fmt chunk claims 4 GiB", bytes: lyingWav, contentType: "audio/wav" },
  { name: "an MP3 whose ID3 tag claims 256 MiB", bytes: lyingMp3, contentType: "audio/mpeg" },
  { name: "an M4A whose stsz gives one frame of 2 GiB", bytes: lyingM4a, contentType: "audio/mp4" },
] as const;

/** What a run may take: a Uint8Array, R2 bytes asked for, WebAssembly memory grown (the probe's parser's own). */
const BOUND = { array: 1024 * 1024, requested: 1024 * 1024, wasmGrowth: 16 * 1024 * 1024 };
/** Larger than this, an allocation is refused outright so that a failing run does not take the machine's memory. */
const REFUSED = 64 * 1024 * 1024;

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** Watches allocations until restored: the largest Uint8Array allocated and the WebAssembly memory grown. */
function watchMemory() {
  const seen = { array: 0, wasmGrowth: 0 };
  const original = globalThis.Uint8Array;
  const grow = WebAssembly.Memory.prototype.grow;
  // A length allocates; a view over a buffer made elsewhere (R2's, counted as bytes asked for) does not.
  const lengthOf = (arg: unknown) => (typeof arg === "number" ? arg : 0);
  globalThis.Uint8Array = new Proxy(original, {
    construct(target, args, newTarget) {
      const n = lengthOf(args[0]);
      seen.array = Math.max(seen.array, n);
      if (n > REFUSED) throw new RangeError(`a Uint8Array of ${n} bytes was refused by the test`);
      return Reflect.construct(target, args, newTarget);
    },
  });
  WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, pages: number) {
    seen.wasmGrowth += pages * 65536;
    if (seen.wasmGrowth > REFUSED) throw new RangeError("WebAssembly memory growth refused by the test");
    return grow.call(this, pages);
  };
  restore = () => {
    globalThis.Uint8Array = original;
    WebAssembly.Memory.prototype.grow = grow;
    restore = undefined;
  };
  return seen;
}

/** The bucket, counting the bytes asked of R2: a range's length, or the rest of the object from its offset. */
function countingBucket() {
  const counted = { requested: 0, largest: 0 };
  const bucket = {
    head: (key: string) => env.MEDIA.head(key),
    get: async (key: string, options?: R2GetOptions) => {
      const size = (await env.MEDIA.head(key))?.size ?? 0;
      const range = options?.range as { offset?: number; length?: number } | undefined;
      const offset = range?.offset ?? 0;
      const asked = range?.length ?? size - offset;
      counted.requested += asked;
      counted.largest = Math.max(counted.largest, asked);
      return env.MEDIA.get(key, options);
    },
  } as Pick<R2Bucket, "get" | "head">;
  return { bucket, counted };
}

describe("media that lies about its sizes", { timeout: 60_000 }, () => {
  for (const liar of LIARS) {
    it(`measures ${liar.name} as Unsupported, within a fixed bound`, async () => {
      const bytes = liar.bytes();
      const key = `hostile/${crypto.randomUUID()}`;
      await env.MEDIA.put(key, bytes);
      const { bucket, counted } = countingBucket();
      const seen = watchMemory();
      const outcome = await measureObject(bucket, key);
      restore?.();
      expect(outcome).toEqual({ Status: "Unsupported", Reason: expect.any(String) });
      expect(outcome.Status === "Unsupported" && outcome.Reason).not.toMatch(/refused by the test/);
      expect(seen.array).toBeLessThanOrEqual(BOUND.array);
      expect(seen.wasmGrowth).toBeLessThanOrEqual(BOUND.wasmGrowth);
      expect(counted.largest).toBeLessThanOrEqual(BOUND.requested);
      expect(counted.requested).toBeLessThanOrEqual(2 * bytes.length + 4096);
    });

    it(`probes ${liar.name} within the probe's bound`, async () => {
      const key = `hostile/${crypto.randomUUID()}`;
      await env.MEDIA.put(key, liar.bytes());
      // The isolate's parser, made by a first probe, is not the file's doing.
      await probeMedia(env.MEDIA, key);
      const { bucket, counted } = countingBucket();
      const seen = watchMemory();
      await probeMedia(bucket, key);
      restore?.();
      expect(seen.array).toBeLessThanOrEqual(BOUND.array);
      expect(seen.wasmGrowth).toBeLessThanOrEqual(BOUND.wasmGrowth);
      expect(counted.largest).toBeLessThanOrEqual(BOUND.requested);
    });
  }

  it("takes each as Unsupported through the loudness queue, which then measures a plain WAV", async () => {
    let serial = 0;
    const spot = async (bytes: Uint8Array, contentType: string) => {
      const draft = await createDraft({
        files: [{ AdID: `LIAR${String(++serial).padStart(4, "0")}`, Format: "Audio" }],
        destinations: [201],
      });
      // The upload (which probes the container) answers as for any file.
      await uploaded(draft.content(), bytes, { contentType });
      return { orderId: draft.orderId, fileId: draft.fileIds[0] as number };
    };
    const status = async (s: { orderId: number; fileId: number }) => {
      const res = await call(`${orderPath(s.orderId)}/files/${s.fileId}/compliance`, { key: KEYS.northwind });
      return (await json<{ Measurement: { Status: string } }>(res)).Measurement.Status;
    };
    const liars = [];
    for (const liar of LIARS) liars.push(await spot(liar.bytes(), liar.contentType));
    const plain = await spot(wav(sine({}, [{ dbfs: -20, seconds: 2 }])), "audio/wav");
    await expect.poll(() => status(plain), { timeout: 45_000, interval: 250 }).toBe("Measured");
    for (const liar of liars) expect(await status(liar)).toBe("Unsupported");
  });
});
