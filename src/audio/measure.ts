/**
 * The audio floor (src/audio: no HTTP, no D1; compliance uses it, renditions will).
 *
 * Measures the loudness of a stored file (contract section 17): its audio decoded as it streams out of R2 and
 * fed to the meter (./meter.ts), so that no more than a few hundred kilobytes of it are ever held,
 * whatever its length. Containers:
 *
 * - WAV (RIFF/WAVE): PCM 8/16/24/32-bit or IEEE float 32/64, WAVE_FORMAT_EXTENSIBLE's channel mask naming the
 *   LFE and the surrounds; read here (PCM needs no decoder).
 * - MP4, M4A, MOV: the `moov` read by ranged reads wherever it is (before or after the media), the first audio
 *   track's sample table walked in file order over one streamed read of the media: AAC through FAAD2, PCM
 *   (`sowt`, `twos`, `in24`, `in32`, `fl32`, `fl64`) read here.
 * - MPEG audio (MP3, MP2): the bytes streamed into mpg123, which finds its frames (ID3 tags skipped).
 *
 * Anything else, or audio these cannot decode, is `Unsupported` with the reason; a failure to read R2 is
 * thrown (the queue tries again). Never a crash on bad media: every decoder error becomes a reason.
 *
 * A size read from the file (a chunk's, a box's, a tag's, a frame's) never sizes an allocation: what is not
 * needed is skipped (a long skip is a new ranged read, not bytes streamed past), what is needed is read up to a
 * fixed cap, and a size that runs past the end of the file or over its cap makes the file `Unsupported`.
 * The measuring also lets the event loop turn every few milliseconds of CPU (`Pacer`), so that the requests a
 * Worker serves beside it are not held up for the length of a long file.
 */
import { aacDecoder, mpegDecoder } from "./decoders";
import { CHANNEL_WEIGHT, LoudnessMeter } from "./meter";

export type Outcome =
  | {
      Status: "Measured";
      IntegratedLKFS: number | null;
      TruePeakDBTP: number | null;
      LoudnessRangeLU: number;
      /** What was measured: the codec, its sample rate and channel count, and seconds of audio. */
      Codec: string;
      SampleRate: number;
      Channels: number;
      Seconds: number;
    }
  | { Status: "Unsupported"; Reason: string };

/** Media the service cannot measure: answered as `Unsupported` with `message`. */
export class UnsupportedMedia extends Error {
  override name = "UnsupportedMedia";
}

/** R2 failed while the object was read: no verdict on the media (the queue retries). */
export class ObjectReadError extends Error {
  override name = "ObjectReadError";
}

/** The object is no longer there (its content was replaced or removed): nothing to measure. */
export class ObjectGoneError extends Error {
  override name = "ObjectGoneError";
}

export type MeasureBucket = Pick<R2Bucket, "get" | "head">;

/** The largest `moov` read (a few MB for hours of media; beyond this the index is not believed). */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
/** AAC frames handed to FAAD2 at once. */
const AAC_BATCH = 16;
/** Bytes of PCM handed on at once. */
const PIECE_BYTES = 64 * 1024;
/** Bytes of MPEG audio handed to mpg123 at once (up to a second of audio at 128 kb/s). */
const MPEG_PIECE_BYTES = 16 * 1024;
/** The most one read from the stream takes: any single thing the measuring reads is smaller. */
const MAX_READ_BYTES = 64 * 1024;
/** The largest AAC frame believed (6144 bits a channel: this allows 48 channels and more). */
const MAX_AAC_FRAME_BYTES = 64 * 1024;
/** A skip longer than this is a new ranged read from where it lands rather than bytes streamed past. */
const SEEK_BYTES = 256 * 1024;
/** Frames measured between two turns of the event loop: a few milliseconds of CPU (docs/performance.md, "Loudness"). */
const SLICE_FRAMES = 4096;

/** Measures the object `key`; see the module comment. */
export async function measureObject(bucket: MeasureBucket, key: string): Promise<Outcome> {
  const head = await r2(() => bucket.head(key));
  if (!head) throw new ObjectGoneError(`the object ${key} is gone`);
  const size = head.size;
  try {
    const start = await readRange(bucket, key, 0, Math.min(size, 64), head.etag);
    const kind = containerOf(start);
    const object = { bucket, key, etag: head.etag, size };
    if (kind === "wav") return await measureWav(object);
    if (kind === "mp4") return await measureMp4(object);
    if (kind === "mpeg") return await measureMpeg(object, start);
    throw new UnsupportedMedia(
      "the container is not one the service decodes for loudness (WAV, MP4/M4A/MOV with AAC or PCM audio, MP3)",
    );
  } catch (error) {
    if (error instanceof ObjectReadError || error instanceof ObjectGoneError) throw error;
    const reason =
      error instanceof UnsupportedMedia ? error.message : `the audio could not be decoded (${String(error)})`;
    return { Status: "Unsupported", Reason: reason };
  }
}

const text = (bytes: Uint8Array, at: number, n = 4) => String.fromCharCode(...bytes.subarray(at, at + n));

function containerOf(start: Uint8Array): "wav" | "mp4" | "mpeg" | null {
  if (start.length >= 12 && text(start, 0) === "RIFF" && text(start, 8) === "WAVE") return "wav";
  if (start.length >= 8 && ["ftyp", "moov", "mdat", "free", "wide", "skip"].includes(text(start, 4))) return "mp4";
  if (text(start, 0, 3) === "ID3") return "mpeg";
  if (start.length >= 2 && start[0] === 0xff && ((start[1] as number) & 0xe0) === 0xe0) return "mpeg";
  return null;
}

async function r2<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new ObjectReadError(String(error), { cause: error });
  }
}

/** `length` bytes at `offset` (fewer at the end), read while the object is still the one measured. */
async function readRange(bucket: MeasureBucket, key: string, offset: number, length: number, etag: string) {
  if (length <= 0) return new Uint8Array(0);
  const object = await r2(() => bucket.get(key, { range: { offset, length }, onlyIf: { etagMatches: etag } }));
  if (!object || !("body" in object)) throw new ObjectReadError(`the object ${key} changed while it was measured`);
  return new Uint8Array(await r2(() => object.arrayBuffer()));
}

/** The object measured: its bucket, key, ETag (every read is of this version) and size. */
interface Stored {
  bucket: MeasureBucket;
  key: string;
  etag: string;
  size: number;
}

/**
 * The object from `offset` on as a stream read in exact amounts: `read(n)` answers the next n bytes (fewer at
 * the end), `skip(n)` passes over n (a long skip opens a new ranged read where it lands). At most one stream
 * chunk and the bytes asked for (at most MAX_READ_BYTES) are held.
 */
class ByteReader {
  private chunk: Uint8Array = new Uint8Array(0);
  private at = 0;
  private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;

  private constructor(
    private readonly object: Stored,
    public position: number,
  ) {}

  static async open(object: Stored, offset = 0) {
    const reader = new ByteReader(object, offset);
    await reader.seek(offset);
    return reader;
  }

  /** Reads on from `offset`: a new ranged read (none past the end). */
  private async seek(offset: number) {
    this.cancel();
    this.chunk = new Uint8Array(0);
    this.at = 0;
    this.position = offset;
    this.reader = null;
    const { bucket, key, etag, size } = this.object;
    if (offset >= size) return;
    const found = await r2(() => bucket.get(key, { range: { offset }, onlyIf: { etagMatches: etag } }));
    if (!found || !("body" in found)) throw new ObjectReadError(`the object ${key} changed while it was measured`);
    this.reader = found.body.getReader();
  }

  private async fill(): Promise<boolean> {
    while (this.at >= this.chunk.length) {
      if (!this.reader) return false;
      const reader = this.reader;
      const next = await r2(() => reader.read());
      if (next.done) return false;
      this.chunk = next.value;
      this.at = 0;
    }
    return true;
  }

  async read(n: number): Promise<Uint8Array> {
    // Every caller caps what it asks for; this holds the line should one not.
    if (n > MAX_READ_BYTES) throw new UnsupportedMedia(`a read of ${n} bytes is more than the service reads at once`);
    if (!(await this.fill())) return new Uint8Array(0);
    if (this.chunk.length - this.at >= n) {
      const out = this.chunk.subarray(this.at, this.at + n);
      this.at += n;
      this.position += n;
      return out;
    }
    const out = new Uint8Array(n);
    let got = 0;
    while (got < n && (await this.fill())) {
      const take = Math.min(n - got, this.chunk.length - this.at);
      out.set(this.chunk.subarray(this.at, this.at + take), got);
      this.at += take;
      got += take;
    }
    this.position += got;
    return got === n ? out : out.subarray(0, got);
  }

  async skip(n: number): Promise<void> {
    if (n > this.chunk.length - this.at + SEEK_BYTES) return await this.seek(this.position + n);
    let left = n;
    while (left > 0 && (await this.fill())) {
      const take = Math.min(left, this.chunk.length - this.at);
      this.at += take;
      left -= take;
      this.position += take;
    }
  }

  cancel() {
    this.reader?.cancel().catch(() => {});
  }
}

/**
 * Lets the event loop turn once every SLICE_FRAMES frames measured: the measuring is CPU for tens of seconds
 * on a long file, and the requests an isolate serves beside it would otherwise wait for all of it (issue 45).
 * A macrotask (a timer), not a microtask: the reads from R2 resolve as microtasks when their bytes are there.
 */
class Pacer {
  private next = SLICE_FRAMES;
  async after(meter: LoudnessMeter | undefined): Promise<void> {
    if (!meter || meter.frames < this.next) return;
    this.next = meter.frames + SLICE_FRAMES;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Channels and PCM
// ---------------------------------------------------------------------------------------------------------------

/** WAVE_FORMAT_EXTENSIBLE speaker bits: LFE, and the surround (side and back) pairs. */
const SPEAKER_LFE = 0x8;
const SPEAKER_SURROUNDS = 0x10 | 0x20 | 0x200 | 0x400;

/**
 * BS.1770 weights of `channels` channels: by the WAVE channel mask when there is one, else by the usual order
 * (L R C LFE Ls Rs: WAV's, and AAC's as FAAD2's decoder hands it over), 5 channels as L R C Ls Rs.
 */
export function weightsOf(channels: number, mask?: number): number[] {
  const w = CHANNEL_WEIGHT;
  if (mask) {
    const weights: number[] = [];
    for (let bit = 1; weights.length < channels && bit <= 0x80000000; bit *= 2) {
      if (!(mask & bit)) continue;
      weights.push(bit === SPEAKER_LFE ? w.lfe : bit & SPEAKER_SURROUNDS ? w.surround : w.front);
    }
    while (weights.length < channels) weights.push(w.front);
    return weights;
  }
  if (channels === 6) return [w.front, w.front, w.front, w.lfe, w.surround, w.surround];
  if (channels === 5) return [w.front, w.front, w.front, w.surround, w.surround];
  return Array.from({ length: channels }, () => w.front);
}

interface PcmFormat {
  channels: number;
  bits: number;
  float: boolean;
  littleEndian: boolean;
}

/** Interleaved PCM bytes (whole frames) to one Float32Array per channel. */
function deinterleave(bytes: Uint8Array, f: PcmFormat): Float32Array[] {
  const size = f.bits / 8;
  const frames = Math.floor(bytes.length / (size * f.channels));
  const out = Array.from({ length: f.channels }, () => new Float32Array(frames));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const le = f.littleEndian;
  let at = 0;
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < f.channels; c++) {
      let x: number;
      if (f.float) x = size === 4 ? view.getFloat32(at, le) : view.getFloat64(at, le);
      else if (size === 2) x = view.getInt16(at, le) / 32768;
      else if (size === 3) {
        const b0 = bytes[at] as number;
        const b1 = bytes[at + 1] as number;
        const b2 = bytes[at + 2] as number;
        const v = le ? b0 | (b1 << 8) | (b2 << 16) : b2 | (b1 << 8) | (b0 << 16);
        x = ((v << 8) >> 8) / 8388608;
      } else if (size === 4) x = view.getInt32(at, le) / 2147483648;
      else x = ((bytes[at] as number) - 128) / 128;
      (out[c] as Float32Array)[i] = x;
      at += size;
    }
  }
  return out;
}

/** The most channels measured (a frame of PCM is then a few hundred bytes at most). */
const MAX_CHANNELS = 64;

function checkPcm(f: PcmFormat, what: string) {
  const ok = f.float ? f.bits === 32 || f.bits === 64 : [8, 16, 24, 32].includes(f.bits);
  if (!ok || f.channels < 1) {
    throw new UnsupportedMedia(`${what}: ${f.float ? "float" : "integer"} PCM of ${f.bits} bits is not decoded`);
  }
  if (f.channels > MAX_CHANNELS)
    throw new UnsupportedMedia(`${what}: ${f.channels} channels; at most ${MAX_CHANNELS} are measured`);
}

const measured = (meter: LoudnessMeter, codec: string, channels: number): Outcome => {
  const r = meter.result();
  if (r.seconds === 0) throw new UnsupportedMedia("the file holds no audio samples");
  return {
    Status: "Measured",
    IntegratedLKFS: r.integratedLkfs,
    TruePeakDBTP: r.truePeakDbtp,
    LoudnessRangeLU: r.loudnessRangeLu,
    Codec: codec,
    SampleRate: meter.sampleRate,
    Channels: channels,
    Seconds: r.seconds,
  };
};

/** Feeds PCM bytes to the meter in pieces of whole frames; a partial frame waits for the next bytes. */
class PcmFeed {
  private rest = new Uint8Array(0);
  constructor(
    private readonly meter: LoudnessMeter,
    private readonly format: PcmFormat,
  ) {}
  push(bytes: Uint8Array) {
    const frame = (this.format.bits / 8) * this.format.channels;
    let data = bytes;
    if (this.rest.length > 0) {
      data = new Uint8Array(this.rest.length + bytes.length);
      data.set(this.rest);
      data.set(bytes, this.rest.length);
    }
    const whole = data.length - (data.length % frame);
    if (whole > 0) this.meter.push(deinterleave(data.subarray(0, whole), this.format));
    this.rest = data.slice(whole);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// WAV
// ---------------------------------------------------------------------------------------------------------------

async function measureWav(object: Stored): Promise<Outcome> {
  const reader = await ByteReader.open(object);
  const pacer = new Pacer();
  try {
    await reader.skip(12);
    let format: (PcmFormat & { rate: number; mask?: number }) | undefined;
    for (;;) {
      const header = await reader.read(8);
      if (header.length < 8) throw new UnsupportedMedia("the WAV file has no data chunk");
      const id = text(header, 0);
      const size = new DataView(header.buffer, header.byteOffset, 8).getUint32(4, true);
      const end = reader.position + size + (size % 2);
      // The audio may be cut short (a recording never finished); any other chunk must be there whole.
      if (id !== "data" && end > object.size) {
        throw new UnsupportedMedia(
          `WAV: its ${JSON.stringify(id)} chunk claims ${size} bytes, past the end of the file`,
        );
      }
      if (id === "fmt ") {
        if (size < 16) throw new UnsupportedMedia(`WAV: its fmt chunk is ${size} bytes, too short for a format`);
        // The format is in its first 16 bytes, WAVE_FORMAT_EXTENSIBLE's channel mask and sub-format in 40.
        const body = (await reader.read(Math.min(size, 40))).slice();
        await reader.skip(end - reader.position);
        const v = new DataView(body.buffer);
        let tag = v.getUint16(0, true);
        const channels = v.getUint16(2, true);
        const rate = v.getUint32(4, true);
        const bits = v.getUint16(14, true);
        let mask: number | undefined;
        if (tag === 0xfffe && body.length >= 40) {
          mask = v.getUint32(20, true);
          tag = v.getUint16(24, true);
        }
        if (tag !== 1 && tag !== 3) throw new UnsupportedMedia(`WAV: format ${tag} is not PCM; only PCM is measured`);
        format = { channels, bits, float: tag === 3, littleEndian: true, rate, mask };
        checkPcm(format, "WAV");
        continue;
      }
      if (id !== "data") {
        await reader.skip(end - reader.position);
        continue;
      }
      if (!format) throw new UnsupportedMedia("the WAV file's data comes before its format (fmt) chunk");
      const meter = new LoudnessMeter(format.rate, weightsOf(format.channels, format.mask));
      const feed = new PcmFeed(meter, format);
      // A size of 0 or 0xFFFFFFFF (a recorder that never finished, or RF64's placeholder): to the end.
      let left = size === 0 || size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
      while (left > 0) {
        const piece = await reader.read(Math.min(PIECE_BYTES, left));
        if (piece.length === 0) break;
        feed.push(piece);
        left -= piece.length;
        await pacer.after(meter);
      }
      return measured(meter, `PCM ${format.float ? "float " : ""}${format.bits}-bit`, format.channels);
    }
  } finally {
    reader.cancel();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// MP4 / MOV
// ---------------------------------------------------------------------------------------------------------------

interface Box {
  type: string;
  /** The box's body (after its header). */
  body: Uint8Array;
}

/** The boxes laid one after another in `bytes`. */
function boxes(bytes: Uint8Array): Box[] {
  const out: Box[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1 && at + 16 <= bytes.length) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header || at + size > bytes.length) break;
    out.push({ type: text(bytes, at + 4), body: bytes.subarray(at + header, at + size) });
    at += size;
  }
  return out;
}

const child = (box: Box | undefined, type: string) => (box ? boxes(box.body).find((b) => b.type === type) : undefined);
const path = (box: Box | undefined, ...types: string[]) => types.reduce((b, t) => child(b, t), box);
const viewOf = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** Finds the top-level `moov` by ranged reads of the box headers, and reads it whole (up to MAX_MOOV_BYTES). */
async function readMoov({ bucket, key, size, etag }: Stored): Promise<Box> {
  let at = 0;
  for (let n = 0; at + 8 <= size && n < 1000; n++) {
    const head = await readRange(bucket, key, at, Math.min(16, size - at), etag);
    const v = viewOf(head);
    let boxSize = v.getUint32(0);
    let header = 8;
    if (boxSize === 1 && head.length >= 16) {
      boxSize = Number(v.getBigUint64(8));
      header = 16;
    } else if (boxSize === 0) boxSize = size - at;
    if (boxSize < header) break;
    if (text(head, 4) === "moov") {
      if (boxSize > MAX_MOOV_BYTES) throw new UnsupportedMedia(`MP4: its index (moov) is over ${MAX_MOOV_BYTES} bytes`);
      if (at + boxSize > size)
        throw new UnsupportedMedia(`MP4: its index (moov) claims ${boxSize} bytes, past the end of the file`);
      const body = await readRange(bucket, key, at + header, boxSize - header, etag);
      return { type: "moov", body };
    }
    at += boxSize;
  }
  throw new UnsupportedMedia("MP4: no index (moov box) was found");
}

/** The AudioSpecificConfig in an `esds` box body (its ES, decoder config and decoder specific descriptors). */
function ascOf(esds: Uint8Array): { objectType: number; asc: Uint8Array } | null {
  let at = 4;
  let objectType = 0;
  const length = () => {
    let n = 0;
    for (let i = 0; i < 4; i++) {
      const b = esds[at++] as number;
      n = (n << 7) | (b & 0x7f);
      if (!(b & 0x80)) break;
    }
    return n;
  };
  while (at < esds.length) {
    const tag = esds[at++] as number;
    const size = length();
    if (tag === 3) {
      const flags = esds[at + 2] as number;
      at += 3 + (flags & 0x80 ? 2 : 0) + (flags & 0x40 ? 1 + (esds[at + 3] as number) : 0) + (flags & 0x20 ? 2 : 0);
    } else if (tag === 4) {
      objectType = esds[at] as number;
      at += 13;
    } else if (tag === 5) return { objectType, asc: esds.slice(at, at + size) };
    else at += size;
  }
  return null;
}

/** PCM sample entries of QuickTime and ISO BMFF, by their four-character code. */
const PCM_ENTRIES: Record<string, Omit<PcmFormat, "channels"> | undefined> = {
  sowt: { bits: 16, float: false, littleEndian: true },
  twos: { bits: 16, float: false, littleEndian: false },
  in24: { bits: 24, float: false, littleEndian: false },
  in32: { bits: 32, float: false, littleEndian: false },
  fl32: { bits: 32, float: true, littleEndian: false },
  fl64: { bits: 64, float: true, littleEndian: false },
};

interface AudioTrack {
  codec: string;
  channels: number;
  rate: number;
  /** AAC's config, or the PCM layout. */
  asc?: Uint8Array;
  pcm?: PcmFormat;
  sizes: (i: number) => number;
  sampleCount: number;
  chunkCount: number;
  chunkOffset: (c: number) => number;
  /** Chunk c's number of samples, asked of chunks in order (0, 1, 2 …). */
  chunkSamples: (c: number) => number;
}

function audioTrack(moov: Box): AudioTrack {
  const traks = boxes(moov.body).filter((b) => b.type === "trak");
  const sound = traks.find((t) => {
    const hdlr = path(t, "mdia", "hdlr");
    return hdlr && text(hdlr.body, 8) === "soun";
  });
  if (!sound) throw new UnsupportedMedia("MP4: the file has no audio track");
  const stbl = path(sound, "mdia", "minf", "stbl");
  const stsd = child(stbl, "stsd");
  if (!stbl || !stsd) throw new UnsupportedMedia("MP4: the audio track has no sample table");
  // stsd: version/flags, entry count, then the first sample entry (a box).
  const entry = boxes(stsd.body.subarray(8))[0];
  if (!entry) throw new UnsupportedMedia("MP4: the audio track has no sample description");
  const e = viewOf(entry.body);
  const version = e.getUint16(8);
  let channels = e.getUint16(16);
  const bits = e.getUint16(18);
  let rate = e.getUint32(24) / 65536;
  // QuickTime sound description version 1 adds 16 bytes, version 2 36 (its rate a float64, its channels 32 bits).
  const extra = version === 1 ? 16 : version === 2 ? 36 : 0;
  if (version === 2) {
    rate = e.getFloat64(32);
    channels = e.getUint32(40);
  }
  const children = boxes(entry.body.subarray(28 + extra));
  const codec = entry.type;
  let asc: Uint8Array | undefined;
  let pcm: PcmFormat | undefined;
  if (codec === "mp4a") {
    const esds =
      children.find((b) => b.type === "esds") ??
      child(
        children.find((b) => b.type === "wave"),
        "esds",
      );
    const config = esds ? ascOf(esds.body) : null;
    if (!config) throw new UnsupportedMedia("MP4: the mp4a track has no decoder configuration (esds)");
    if (config.objectType !== 0x40 && config.objectType !== 0x66 && config.objectType !== 0x67) {
      throw new UnsupportedMedia(
        `MP4: audio of object type 0x${config.objectType.toString(16)} is not decoded (AAC is)`,
      );
    }
    asc = config.asc;
  } else {
    const layout =
      PCM_ENTRIES[codec] ??
      (codec === "raw " && bits === 8 ? { bits: 8, float: false, littleEndian: true } : undefined);
    if (!layout) throw new UnsupportedMedia(`MP4: the audio codec ${codec.trim()} is not decoded (AAC and PCM are)`);
    pcm = { ...layout, channels };
  }
  const stsz = child(stbl, "stsz");
  const stsc = child(stbl, "stsc");
  const stco = child(stbl, "stco") ?? child(stbl, "co64");
  if (!stsz || !stsc || !stco) throw new UnsupportedMedia("MP4: the audio track's sample table is incomplete");
  // Every table is read where it lies, one entry at a time: the counts it claims must fit in its box.
  const entries = (table: Box, header: number, width: number, count: number) => {
    if (header + width * count > table.body.length) {
      throw new UnsupportedMedia(`MP4: its ${table.type} table claims ${count} entries, more than the box holds`);
    }
    return count;
  };
  if (stsz.body.length < 12 || stsc.body.length < 8 || stco.body.length < 8) {
    throw new UnsupportedMedia("MP4: the audio track's sample table is cut short");
  }
  const sz = viewOf(stsz.body);
  const uniform = sz.getUint32(4);
  const sampleCount = uniform !== 0 ? sz.getUint32(8) : entries(stsz, 12, 4, sz.getUint32(8));
  const sizes = (i: number) => (uniform !== 0 ? uniform : sz.getUint32(12 + 4 * i));
  const co = viewOf(stco.body);
  const wide = stco.type === "co64";
  const chunkCount = entries(stco, 8, wide ? 8 : 4, co.getUint32(4));
  const chunkOffset = (c: number) => (wide ? Number(co.getBigUint64(8 + 8 * c)) : co.getUint32(8 + 4 * c));
  const sc = viewOf(stsc.body);
  const runs = entries(stsc, 8, 12, sc.getUint32(4));
  // stsc's runs: from its first chunk (1-based) on, each chunk holds its samples per chunk, until the next run.
  let run = -1;
  const chunkSamples = (c: number) => {
    while (run + 1 < runs && sc.getUint32(8 + 12 * (run + 1)) - 1 <= c) run++;
    return run < 0 ? 0 : sc.getUint32(12 + 12 * run);
  };
  return { codec, channels, rate, asc, pcm, sizes, sampleCount, chunkCount, chunkOffset, chunkSamples };
}

async function measureMp4(object: Stored): Promise<Outcome> {
  const track = audioTrack(await readMoov(object));
  if (track.chunkCount === 0 || track.sampleCount === 0) throw new UnsupportedMedia("MP4: the audio track is empty");
  const reader = await ByteReader.open(object, track.chunkOffset(0));
  try {
    if (track.pcm) return await measureMp4Pcm(reader, track, track.pcm);
    return await measureMp4Aac(reader, track, track.asc as Uint8Array);
  } finally {
    reader.cancel();
  }
}

/** Moves `reader` to chunk c of the track; its chunks must be in file order (one streamed read). */
async function toChunk(reader: ByteReader, track: AudioTrack, c: number) {
  const offset = track.chunkOffset(c);
  if (c > 0 && offset < track.chunkOffset(c - 1)) {
    throw new UnsupportedMedia("MP4: the audio chunks are not in file order");
  }
  await reader.skip(offset - reader.position);
}

async function measureMp4Pcm(reader: ByteReader, track: AudioTrack, format: PcmFormat): Promise<Outcome> {
  checkPcm(format, "MP4");
  if (!(track.rate >= 8000 && track.rate <= 384_000))
    throw new UnsupportedMedia("MP4: the PCM track has no sample rate");
  const meter = new LoudnessMeter(track.rate, weightsOf(format.channels));
  const feed = new PcmFeed(meter, format);
  const pacer = new Pacer();
  const frame = (format.bits / 8) * format.channels;
  for (let c = 0; c < track.chunkCount; c++) {
    await toChunk(reader, track, c);
    // QuickTime PCM counts a sample per frame.
    let left = track.chunkSamples(c) * frame;
    while (left > 0) {
      const piece = await reader.read(Math.min(PIECE_BYTES, left));
      if (piece.length === 0) break;
      feed.push(piece);
      left -= piece.length;
      await pacer.after(meter);
    }
  }
  return measured(meter, `PCM ${format.bits}-bit (${track.codec})`, format.channels);
}

async function measureMp4Aac(reader: ByteReader, track: AudioTrack, asc: Uint8Array): Promise<Outcome> {
  const decoder = await aacDecoder(asc);
  const pacer = new Pacer();
  let meter: LoudnessMeter | undefined;
  let channels = 0;
  const decode = (frames: Uint8Array[]) => {
    let out: { channelData: Float32Array[]; sampleRate: number };
    try {
      out = decoder.decode(frames);
    } catch (error) {
      throw new UnsupportedMedia(`MP4: the AAC audio could not be decoded (${String(error)})`);
    }
    if (out.channelData.length === 0) return;
    if (!meter) {
      channels = out.channelData.length;
      meter = new LoudnessMeter(out.sampleRate, weightsOf(channels));
    }
    meter.push(out.channelData);
  };
  try {
    let sample = 0;
    let batch: Uint8Array[] = [];
    for (let c = 0; c < track.chunkCount && sample < track.sampleCount; c++) {
      await toChunk(reader, track, c);
      const inChunk = track.chunkSamples(c);
      for (let s = 0; s < inChunk && sample < track.sampleCount; s++, sample++) {
        const size = track.sizes(sample);
        if (size > MAX_AAC_FRAME_BYTES) {
          throw new UnsupportedMedia(
            `MP4: its sample table gives frame ${sample + 1} ${size} bytes, more than an AAC frame holds`,
          );
        }
        const frame = await reader.read(size);
        if (frame.length === 0) break;
        batch.push(frame);
        if (batch.length === AAC_BATCH) {
          decode(batch);
          batch = [];
          await pacer.after(meter);
        }
      }
    }
    if (batch.length > 0) decode(batch);
  } finally {
    decoder.free();
  }
  if (!meter) throw new UnsupportedMedia("MP4: no AAC frame could be decoded");
  return measured(meter, "AAC", channels);
}

// ---------------------------------------------------------------------------------------------------------------
// MPEG audio
// ---------------------------------------------------------------------------------------------------------------

/** The size of the ID3v2 tag at the start of `start` (its header included), or 0 when there is none. */
function id3Size(start: Uint8Array): number {
  if (text(start, 0, 3) !== "ID3" || start.length < 10) return 0;
  const syncsafe = start.subarray(6, 10).reduce((n, b) => n * 128 + (b & 0x7f), 0);
  // A footer (flag 0x10) adds 10 bytes.
  return 10 + syncsafe + (((start[5] as number) & 0x10) !== 0 ? 10 : 0);
}

/** Whether the first MPEG audio frame in `bytes` is single channel (its mode bits 11); null when none is found. */
function isMono(bytes: Uint8Array): boolean | null {
  for (let at = 0; at + 4 <= bytes.length; at++) {
    if (bytes[at] === 0xff && ((bytes[at + 1] as number) & 0xe0) === 0xe0) return (bytes[at + 3] as number) >> 6 === 3;
  }
  return null;
}

async function measureMpeg(object: Stored, start: Uint8Array): Promise<Outcome> {
  // The tag is skipped by a ranged read from its end, never read: it may be large (pictures), or lie.
  const audioAt = id3Size(start);
  if (audioAt >= object.size) {
    throw new UnsupportedMedia(`MPEG audio: its ID3 tag claims ${audioAt} bytes, to or past the end of the file`);
  }
  // The first frame's header tells mono from stereo (mpg123 hands out two channels either way).
  const window = await readRange(
    object.bucket,
    object.key,
    audioAt,
    Math.min(4096, object.size - audioAt),
    object.etag,
  );
  const mono = isMono(window) === true;
  const decoder = await mpegDecoder();
  const reader = await ByteReader.open(object, audioAt);
  const pacer = new Pacer();
  let meter: LoudnessMeter | undefined;
  try {
    for (;;) {
      const piece = await reader.read(MPEG_PIECE_BYTES);
      if (piece.length === 0) break;
      let out: ReturnType<typeof decoder.decode>;
      try {
        out = decoder.decode(piece.slice());
      } catch (error) {
        throw new UnsupportedMedia(`MPEG audio could not be decoded (${String(error)})`);
      }
      if (out.samplesDecoded === 0) continue;
      meter ??= new LoudnessMeter(out.sampleRate, mono ? [CHANNEL_WEIGHT.front, 0] : weightsOf(2));
      meter.push(out.channelData, out.samplesDecoded);
      await pacer.after(meter);
    }
  } finally {
    reader.cancel();
    decoder.free();
  }
  if (!meter) throw new UnsupportedMedia("no MPEG audio frame could be decoded");
  return measured(meter, "MPEG audio", mono ? 1 : 2);
}
