/**
 * Content negotiation, written once for every route: what the caller accepts
 * (JSON or XML, q-values honoured), what it sent (JSON or XML parsed into one
 * plain object), and the answer in the negotiated format.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv, ResponseFormat } from "../env";
import { Problem } from "./problems";
import { parseXml, toXml, type XmlOptions } from "./xml";

export const MAX_BODY_BYTES = 1024 * 1024;

const OFFERS: { type: string; format: ResponseFormat }[] = [
  { type: "application/json", format: "json" },
  { type: "application/xml", format: "xml" },
  { type: "text/xml", format: "xml" },
];

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  order: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  header.split(",").forEach((part, order) => {
    const [range = "", ...params] = part.trim().split(";");
    const [type, subtype] = range.trim().toLowerCase().split("/");
    if (!type || !subtype) return;
    let q = 1;
    for (const param of params) {
      const [k, val] = param.trim().split("=");
      if (k?.trim().toLowerCase() === "q") {
        const n = Number(val?.trim());
        q = Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0;
      }
    }
    ranges.push({ type, subtype, q, order });
  });
  return ranges;
}

/**
 * The format to answer in, or null when the Accept header allows none of ours.
 * The most specific matching range gives each offer its q; the highest q wins,
 * then the range listed first, then JSON.
 */
export function negotiateFormat(accept: string | undefined): ResponseFormat | null {
  if (!accept?.trim()) return "json";
  const ranges = parseAccept(accept);
  if (ranges.length === 0) return "json";
  let best: { format: ResponseFormat; q: number; order: number } | null = null;
  for (const offer of OFFERS) {
    const [type, subtype] = offer.type.split("/");
    let match: MediaRange | undefined;
    let specificity = -1;
    for (const r of ranges) {
      const s =
        r.type === type && r.subtype === subtype
          ? 2
          : r.type === type && r.subtype === "*"
            ? 1
            : r.type === "*"
              ? 0
              : -1;
      if (s > specificity) {
        specificity = s;
        match = r;
      }
    }
    if (!match || match.q <= 0) continue;
    if (!best || match.q > best.q || (match.q === best.q && match.order < best.order)) {
      best = { format: offer.format, q: match.q, order: match.order };
    }
  }
  return best?.format ?? null;
}

/**
 * The representation an operation offers beside JSON and XML (`success.alternatives`, such as
 * `text/csv`) that the Accept header prefers, or undefined for JSON or XML. Only a media type named
 * exactly chooses one (a wildcard is for JSON), with a q at least as high as any JSON or XML offer's;
 * of equal q, the one listed first.
 */
export function preferredAlternative(accept: string | undefined, alternatives: readonly string[]): string | undefined {
  if (!accept?.trim() || alternatives.length === 0) return undefined;
  const ranges = parseAccept(accept);
  const named = ranges
    .filter((r) => r.q > 0 && alternatives.includes(`${r.type}/${r.subtype}`))
    .sort((a, b) => b.q - a.q || a.order - b.order)[0];
  if (!named) return undefined;
  const standard = OFFERS.map((offer) => {
    const [type, subtype] = offer.type.split("/");
    const exact = ranges.find((r) => r.type === type && r.subtype === subtype);
    const match =
      exact ?? ranges.find((r) => r.type === type && r.subtype === "*") ?? ranges.find((r) => r.type === "*");
    return match && match.q > 0 ? match : undefined;
  }).filter((r) => r !== undefined);
  const beaten = standard.some((r) => r.q > named.q || (r.q === named.q && r.order < named.order));
  return beaten ? undefined : `${named.type}/${named.subtype}`;
}

/** Decides the response format first, so that even a 401 answers in the caller's format. */
export const negotiate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const format = negotiateFormat(c.req.header("Accept"));
  c.set("format", format ?? "json");
  c.set("acceptable", format !== null);
  await next();
};

/** Refuses, once the caller is known, an Accept that allows none of our formats. */
export function requireAcceptable(c: Context<AppEnv>): void {
  if (!c.get("acceptable")) {
    throw new Problem(
      "not_acceptable",
      "This API answers application/json, application/xml or text/xml; the Accept header allows none of them.",
    );
  }
}

function bodyFormatOf(contentType: string): ResponseFormat | null {
  const type = contentType.split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/xml" || type === "text/xml") return "xml";
  return null;
}

type Charset = "utf-8" | "utf-16" | "utf-16le" | "utf-16be" | "iso-8859-1";

/** The charsets a body may declare, by the names (any case) that say them. */
const CHARSETS: Record<string, Charset> = {
  "utf-8": "utf-8",
  utf8: "utf-8",
  "utf-16": "utf-16",
  "utf-16le": "utf-16le",
  "utf-16be": "utf-16be",
  "iso-8859-1": "iso-8859-1",
  "iso_8859-1": "iso-8859-1",
  latin1: "iso-8859-1",
  "latin-1": "iso-8859-1",
};

function charsetNamed(name: string, where: string): Charset {
  const charset = CHARSETS[name.toLowerCase()];
  if (!charset) {
    throw new Problem(
      "unsupported_media_type",
      `Send the body in UTF-8, UTF-16 (with its byte order mark) or ISO-8859-1, not ${where} ${name || "(empty)"}.`,
    );
  }
  return charset;
}

/** The `charset` parameter of a Content-Type (any case, quoted or not), if any. */
function declaredCharset(contentType: string): Charset | undefined {
  let found: Charset | undefined;
  for (const param of contentType.split(";").slice(1)) {
    const eq = param.indexOf("=");
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== "charset") continue;
    let value = param.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    const charset = charsetNamed(value, "charset=");
    if (found && found !== charset) {
      throw new Problem("unsupported_media_type", "The Content-Type names two charsets; name one (UTF-8 is best).");
    }
    found = charset;
  }
  return found;
}

/**
 * How an XML body without a charset in its Content-Type is encoded, as XML
 * says (its appendix F): a UTF-16 byte order mark, else the `encoding` of its
 * declaration, read in ASCII, else UTF-8.
 */
function xmlCharset(bytes: Uint8Array): Charset {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return "utf-16";
  let head = "";
  for (let i = 0; i < Math.min(bytes.length, 200); i++) head += String.fromCharCode(bytes[i] as number);
  const declared = /^(?:\xEF\xBB\xBF)?<\?xml\s[^>]*?encoding\s*=\s*["']([^"']*)["']/.exec(head);
  const charset = declared?.[1] ? charsetNamed(declared[1], "encoding=") : "utf-8";
  // A declaration read in ASCII is not UTF-16, whatever it says: .NET writes `encoding="utf-16"`
  // into XML serialized to a string, then sends it in UTF-8.
  return charset.startsWith("utf-16") ? "utf-8" : charset;
}

const decoders = {
  "utf-8": new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }),
  "utf-16le": new TextDecoder("utf-16le", { fatal: true, ignoreBOM: false }),
  "utf-16be": new TextDecoder("utf-16be", { fatal: true, ignoreBOM: false }),
};

/**
 * The body as text, in the charset it declares (its Content-Type, else for
 * XML its byte order mark or declaration; UTF-8 when neither says). UTF-16
 * needs its byte order mark unless the charset names the byte order.
 * ISO-8859-1 is decoded byte for byte: each byte is its code point.
 */
function decodeText(bytes: Uint8Array, contentType: string, format: ResponseFormat): string {
  const declared = declaredCharset(contentType);
  // JSON is UTF-8 (RFC 8259).
  if (format === "json" && declared !== undefined && declared !== "utf-8") {
    throw new Problem("unsupported_media_type", "Send JSON in UTF-8 (charset=utf-8, or no charset at all).");
  }
  const charset = declared ?? (format === "xml" ? xmlCharset(bytes) : "utf-8");
  if (charset === "iso-8859-1") {
    let text = "";
    for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return text;
  }
  let decoder = charset === "utf-16" ? undefined : decoders[charset];
  let body = bytes;
  if (charset === "utf-16") {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) decoder = decoders["utf-16le"];
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) decoder = decoders["utf-16be"];
    else
      throw new Problem(
        "bad_request",
        "A UTF-16 body must start with its byte order mark (or say utf-16le or utf-16be).",
      );
    body = bytes.subarray(2);
  }
  try {
    // The decoders drop a byte order mark of their own encoding.
    return (decoder as TextDecoder).decode(body);
  } catch {
    throw new Problem("bad_request", `The request body is not valid ${charset.toUpperCase()}.`);
  }
}

/**
 * Whether the body is gzip-compressed, from `Content-Encoding`: `gzip` (or its
 * alias `x-gzip`), once at most, and `identity` are understood; anything else is a 415.
 */
function isGzipped(contentEncoding: string | undefined): boolean {
  let gzip = 0;
  for (const part of (contentEncoding ?? "").split(",")) {
    const coding = part.trim().toLowerCase();
    if (coding === "" || coding === "identity") continue;
    if ((coding === "gzip" || coding === "x-gzip") && gzip === 0) {
      gzip++;
      continue;
    }
    throw new Problem(
      "unsupported_media_type",
      `A request body may be sent with Content-Encoding gzip (once) or identity, not ${contentEncoding?.trim()}.`,
    );
  }
  return gzip > 0;
}

const tooLarge = (what = "") =>
  new Problem("payload_too_large", `The request body may be at most ${MAX_BODY_BYTES} bytes${what}.`);

/**
 * Reads a stream into one array, refusing it (413) as soon as it passes
 * MAX_BODY_BYTES: a larger body is never held whole in memory.
 */
async function readAtMost(stream: ReadableStream<Uint8Array>, what = ""): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      reader.cancel().catch(() => {});
      throw tooLarge(what);
    }
    chunks.push(value);
  }
  if (chunks.length === 1 && chunks[0]?.byteLength === chunks[0]?.buffer.byteLength) return chunks[0] as Uint8Array;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's bytes as sent (at most MAX_BODY_BYTES), read once and kept
 * on `c.var.rawBody`: the idempotency fingerprint reads them there.
 */
async function readRaw(c: Context<AppEnv>): Promise<Uint8Array> {
  const request = c.req.raw;
  if (!request.body) return new Uint8Array();
  const bytes = c.var.rawBody ?? (await readAtMost(request.body));
  c.set("rawBody", bytes);
  return bytes;
}

/** Input slices small enough that one cannot decompress into much more than the limit. */
const GZIP_SLICE = 4096;

/** Decompresses a gzip body, refusing it (413) once its decompressed size passes MAX_BODY_BYTES. */
async function gunzip(raw: Uint8Array): Promise<Uint8Array> {
  let at = 0;
  // Fed a slice at a time, on demand: the decompressor never holds much more than it has been asked for.
  const source = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= raw.byteLength) {
          controller.close();
          return;
        }
        controller.enqueue(raw.subarray(at, at + GZIP_SLICE));
        at += GZIP_SLICE;
      },
    },
    { highWaterMark: 0 },
  );
  try {
    return await readAtMost(source.pipeThrough(new DecompressionStream("gzip")), " once decompressed");
  } catch (error) {
    if (error instanceof Problem) throw error;
    throw new Problem("bad_request", "The request body is not valid gzip data (Content-Encoding: gzip).");
  }
}

/**
 * Reads a request body (JSON or XML in a charset it declares, optionally gzip-compressed; at
 * most 1 MiB as sent and as decompressed). An XML body must have the given
 * root element when one is named.
 */
export async function readBody(
  c: Context<AppEnv>,
  xmlRoot?: string,
  parsers: Record<string, { parse: (text: string) => unknown }> = {},
): Promise<unknown> {
  const declared = Number(c.req.header("Content-Length") ?? "NaN");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const raw = await readRaw(c);
  const contentType = c.req.header("Content-Type");
  if (raw.byteLength === 0 && !contentType) return {};
  const format = bodyFormatOf(contentType ?? "");
  // A media type of the operation's own (e.g. text/csv): UTF-8 text, read by its parser.
  const own = parsers[contentType?.split(";")[0]?.trim().toLowerCase() ?? ""];
  if (!format && !own) {
    const types = ["application/json", "application/xml", "text/xml", ...Object.keys(parsers)];
    throw new Problem(
      "unsupported_media_type",
      `Send the body as ${types.slice(0, -1).join(", ")} or ${types.at(-1)}${contentType ? `, not ${contentType}` : ""}.`,
    );
  }
  const bytes = isGzipped(c.req.header("Content-Encoding")) && raw.byteLength > 0 ? await gunzip(raw) : raw;
  if (own || !format) return own?.parse(decodeText(bytes, contentType ?? "", "json"));
  c.set("bodyFormat", format);
  const text = decodeText(bytes, contentType ?? "", format);
  if (text.trim() === "") return {};
  if (format === "json") {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new Problem("bad_request", `The JSON body does not parse: ${(error as Error).message}`);
    }
  }
  const { root, value } = parseXml(text);
  if (xmlRoot && root !== xmlRoot) {
    throw new Problem("bad_request", `The XML body's root element must be <${xmlRoot}>, not <${root}>.`);
  }
  return value;
}

export interface ReplyOptions extends XmlOptions {
  /** The XML root element (for a list, the plural name). */
  root: string;
  status?: ContentfulStatusCode;
  headers?: Record<string, string>;
}

/** Answers a plain object or list in the negotiated format. */
export function reply(c: Context<AppEnv>, data: unknown, options: ReplyOptions): Response {
  const status = options.status ?? 200;
  for (const [k, val] of Object.entries(options.headers ?? {})) c.header(k, val);
  if (c.get("format") === "xml") {
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(toXml(options.root, data, options), status);
  }
  return c.json(data as object, status);
}
