/**
 * Broadcast Wave's bytes (contract section 16, layout in the lead's decisions of issue 34): reading a RIFF
 * WAVE file's head as far as its `data` chunk header, and writing the head of its rendition: `RIFF <size>
 * WAVE`, the original's `fmt ` verbatim, a new `bext` (EBU Tech 3285 v2), a new AES46 `cart`, then the
 * original's other chunks before `data` verbatim (its own `bext` and `cart` dropped). The rest of the
 * rendition is the original from its `data` chunk header on, byte for byte (./media.bwf.ts streams it).
 * Pure functions of bytes: no I/O here.
 */

/** What a head holds when it was read far enough: the chunks before the audio and where the audio starts. */
export interface WaveHead {
  /** The original's `fmt ` chunk, header, body and pad byte. */
  fmt: Uint8Array;
  /** Its other chunks before `data` (not `fmt `, `bext`, `cart`), each verbatim with its pad byte, in order. */
  others: Uint8Array[];
  /** The offset of the `data` chunk header in the original. */
  dataOffset: number;
  /** The fmt's bits per sample (for cart's level reference). */
  bitsPerSample: number;
}

/** A head read: complete, or more bytes needed (up to `need`), or not PCM WAV (`reason` in words). */
export type HeadScan =
  | { kind: "head"; head: WaveHead }
  | { kind: "more"; need: number }
  | { kind: "unavailable"; reason: string };

/** Chunks the rendition writes anew: the original's own are dropped. */
const REPLACED = new Set(["bext", "cart"]);

/** The GUID of KSDATAFORMAT_SUBTYPE_PCM after its first two bytes (WAVE_FORMAT_EXTENSIBLE's SubFormat). */
const PCM_GUID_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71];

/** The format tags a WAV carries most often besides PCM, named in the 409's words. */
const FORMAT_NAMES: Record<number, string> = {
  2: "Microsoft ADPCM",
  3: "IEEE float",
  6: "A-law",
  7: "µ-law",
  17: "IMA ADPCM",
  80: "MPEG audio",
  85: "MP3",
  65534: "WAVE_FORMAT_EXTENSIBLE with a non-PCM subformat",
};

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16)) + (bytes[at + 3] ?? 0) * 0x1000000;

/** Why a `fmt ` chunk's body is not PCM, or null when it is (format tag 1, or EXTENSIBLE with the PCM subformat). */
function notPcm(body: Uint8Array): string | null {
  if (body.length < 16) return "its fmt chunk is too short to describe the audio";
  const tag = u16(body, 0);
  if (tag === 0x0001) return null;
  if (tag === 0xfffe && body.length >= 40 && u16(body, 24) === 0x0001) {
    if (PCM_GUID_TAIL.every((b, i) => body[26 + i] === b)) return null;
  }
  const name = FORMAT_NAMES[tag] ?? "not PCM";
  return `its fmt chunk's format tag is 0x${tag.toString(16).padStart(4, "0")} (${name}), not PCM`;
}

/**
 * Reads the head of a WAV of `size` bytes from `bytes` (its first bytes, as many as were read): every chunk
 * before `data` must be whole in `bytes`, then the `data` header's 8 bytes; until then the answer is how far
 * to read (`more`). Not a RIFF WAVE, no `fmt ` before `data`, a `fmt ` that is not PCM, no `data`:
 * `unavailable`, with the reason.
 */
export function scanWaveHead(bytes: Uint8Array, size: number): HeadScan {
  const unavailable = (reason: string): HeadScan => ({ kind: "unavailable", reason });
  if (size < 12) return unavailable("it is too short to be a WAV file");
  if (bytes.length < 12) return { kind: "more", need: 12 };
  const riff = ascii(bytes, 0, 4);
  if (riff === "RF64" || riff === "BW64") return unavailable(`it is an ${riff} file (a WAV over 4 GiB), not RIFF`);
  if (riff !== "RIFF" || ascii(bytes, 8, 4) !== "WAVE") return unavailable("it is not a RIFF WAVE file");
  let fmt: Uint8Array | undefined;
  const others: Uint8Array[] = [];
  let at = 12;
  for (;;) {
    if (at + 8 > size) return unavailable("it has no data chunk");
    if (at + 8 > bytes.length) return { kind: "more", need: at + 8 };
    const id = ascii(bytes, at, 4);
    const length = u32(bytes, at + 4);
    if (id === "data") {
      if (!fmt) return unavailable("it has no fmt chunk before its data");
      const reason = notPcm(fmt.subarray(8));
      if (reason) return unavailable(reason);
      return { kind: "head", head: { fmt, others, dataOffset: at, bitsPerSample: u16(fmt, 8 + 14) } };
    }
    // A chunk of odd length is followed by a pad byte (RIFF); it belongs to the chunk.
    const end = at + 8 + length + (length % 2);
    if (end > size) return unavailable(`its ${JSON.stringify(id)} chunk runs past the end of the file`);
    if (end > bytes.length) return { kind: "more", need: end };
    const chunk = bytes.subarray(at, end);
    if (id === "fmt ") fmt ??= chunk;
    else if (!REPLACED.has(id)) others.push(chunk);
    at = end;
  }
}

/**
 * Text as the fixed-size ASCII fields of `bext` and `cart` take it: accents folded (é → e), anything else
 * outside printable ASCII as `?`, cut to the field.
 */
export function asciiField(text: string, length: number): string {
  const folded = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return folded.replace(/[^\x20-\x7e]/g, "?").slice(0, length);
}

/** A little-endian writer over a fixed buffer. */
class Writer {
  readonly bytes: Uint8Array;
  private readonly view: DataView;
  at = 0;
  constructor(length: number) {
    this.bytes = new Uint8Array(length);
    this.view = new DataView(this.bytes.buffer);
  }
  /** ASCII text in a field of `length` bytes, the rest NUL (EBU 3285 and AES46 both pad with zeros). */
  text(text: string, length: number) {
    const value = asciiField(text, length);
    for (let i = 0; i < value.length; i++) this.bytes[this.at + i] = value.charCodeAt(i);
    this.at += length;
    return this;
  }
  u16(value: number) {
    this.view.setUint16(this.at, value, true);
    this.at += 2;
    return this;
  }
  i16(value: number) {
    this.view.setInt16(this.at, value, true);
    this.at += 2;
    return this;
  }
  u32(value: number) {
    this.view.setUint32(this.at, value, true);
    this.at += 4;
    return this;
  }
  skip(length: number) {
    this.at += length;
    return this;
  }
}

/** The `bext` chunk's fields (EBU Tech 3285 v2). */
export interface BextFields {
  /** The file's title. */
  description: string;
  /** The sender organization's name. */
  originator: string;
  /** The AdID or ISRC. */
  originatorReference: string;
  /** The upload's moment, ISO 8601 UTC: OriginationDate `yyyy-mm-dd` and OriginationTime `hh:mm:ss` (UTC). */
  originatedAt: string;
  /** The service's measurement (contract section 17), when it has one. */
  loudness: { integratedLkfs: number; loudnessRangeLu: number; truePeakDbtp: number | null } | null;
}

/** The fixed part of `bext`'s body (602 bytes); CodingHistory, left empty, follows it. */
export const BEXT_BODY = 602;

/** A loudness field of bext v2: round(100 × value) as a signed 16-bit integer, 0 when unknown. */
const centi = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? 0
    : Math.max(-32768, Math.min(32767, Math.round(value * 100)));

/** The `bext` chunk, header included. */
export function bextChunk(f: BextFields): Uint8Array {
  const w = new Writer(8 + BEXT_BODY);
  w.text("bext", 4).u32(BEXT_BODY);
  w.text(f.description, 256).text(f.originator, 32).text(f.originatorReference, 32);
  w.text(f.originatedAt.slice(0, 10), 10).text(f.originatedAt.slice(11, 19), 8);
  // TimeReference (samples since midnight of the first sample): the spot has no timeline; 0.
  w.u32(0).u32(0);
  // Version 2: the loudness fields are defined (zero where unknown, as in every version-1 file).
  w.u16(2).skip(64);
  w.i16(centi(f.loudness?.integratedLkfs))
    .i16(centi(f.loudness?.loudnessRangeLu))
    .i16(centi(f.loudness?.truePeakDbtp))
    // MaxMomentaryLoudness, MaxShortTermLoudness: not measured by the service.
    .i16(0)
    .i16(0);
  w.skip(180);
  return w.bytes;
}

/** The `cart` chunk's fields (AES46-2002). */
export interface CartFields {
  title: string;
  artist: string;
  cutId: string;
  clientId: string;
  /** `YYYY-MM-DD` or null: AES46's defaults, 1900/01/01 00:00:00 to 9999/12/31 23:59:59. */
  startDate: string | null;
  endDate: string | null;
  /** The sample value of 0 dB full scale (2^(bits−1)). */
  levelReference: number;
  producerAppId: string;
  producerAppVersion: string;
}

/** The fixed part of `cart`'s body (2048 bytes); TagText, left empty, follows it. */
export const CART_BODY = 2048;

/** A date as AES46 writes it: `yyyy/mm/dd`. */
const cartDate = (date: string) => date.replaceAll("-", "/");

/** The `cart` chunk, header included. */
export function cartChunk(f: CartFields): Uint8Array {
  const w = new Writer(8 + CART_BODY);
  w.text("cart", 4).u32(CART_BODY);
  w.text("0101", 4);
  w.text(f.title, 64).text(f.artist, 64).text(f.cutId, 64).text(f.clientId, 64);
  // Category, Classification, OutCue: the service knows none of them.
  w.skip(64).skip(64).skip(64);
  w.text(cartDate(f.startDate ?? "1900-01-01"), 10).text("00:00:00", 8);
  w.text(cartDate(f.endDate ?? "9999-12-31"), 10).text("23:59:59", 8);
  w.text(f.producerAppId, 64).text(f.producerAppVersion, 64).skip(64);
  w.u32(f.levelReference);
  // PostTimer (8 × usage and value), Reserved (276), URL (1024): none.
  w.skip(64).skip(276).skip(1024);
  return w.bytes;
}

/** The rendition's head and its size: the prefix before the original's `data` header, and the whole length. */
export interface Rendition {
  prefix: Uint8Array;
  /** The original's size. */
  sourceBytes: number;
  /** The offset of `data` in the original (`MDS-Source-Audio-Offset`) and in the rendition (`MDS-Audio-Offset`). */
  sourceOffset: number;
  offset: number;
  /** The rendition's size. */
  bytes: number;
}

/** The rendition of a WAV of `size` bytes whose head is `head`; null when it would not fit RIFF's 4 GiB. */
export function rendition(head: WaveHead, size: number, bext: Uint8Array, cart: Uint8Array): Rendition | null {
  const parts = [head.fmt, bext, cart, ...head.others];
  const offset = 12 + parts.reduce((sum, p) => sum + p.length, 0);
  const bytes = offset + (size - head.dataOffset);
  if (bytes - 8 > 0xffffffff) return null;
  const prefix = new Uint8Array(offset);
  const w = new Writer(12);
  w.text("RIFF", 4)
    .u32(bytes - 8)
    .text("WAVE", 4);
  prefix.set(w.bytes, 0);
  let at = 12;
  for (const part of parts) {
    prefix.set(part, at);
    at += part.length;
  }
  return { prefix, sourceBytes: size, sourceOffset: head.dataOffset, offset, bytes };
}
