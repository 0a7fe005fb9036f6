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

/** Refuses a `charset` parameter other than UTF-8 (any case, quoted or not); none means UTF-8. */
function requireUtf8(contentType: string): void {
  for (const param of contentType.split(";").slice(1)) {
    const eq = param.indexOf("=");
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== "charset") continue;
    let value = param.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (value.toLowerCase() !== "utf-8") {
      throw new Problem(
        "unsupported_media_type",
        `Send the body in UTF-8 (charset=utf-8, or no charset at all), not charset=${value || "(empty)"}.`,
      );
    }
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
 * on `c.var.rawBody`: a request run again (./known-keys.ts) and the
 * idempotency fingerprint read them there.
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

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * Reads a request body (JSON or XML in UTF-8, optionally gzip-compressed; at
 * most 1 MiB as sent and as decompressed). An XML body must have the given
 * root element when one is named.
 */
export async function readBody(c: Context<AppEnv>, xmlRoot?: string): Promise<unknown> {
  const declared = Number(c.req.header("Content-Length") ?? "NaN");
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const raw = await readRaw(c);
  const contentType = c.req.header("Content-Type");
  if (raw.byteLength === 0 && !contentType) return {};
  const format = bodyFormatOf(contentType ?? "");
  if (!format) {
    throw new Problem(
      "unsupported_media_type",
      `Send the body as application/json, application/xml or text/xml${contentType ? `, not ${contentType}` : ""}.`,
    );
  }
  requireUtf8(contentType ?? "");
  const bytes = isGzipped(c.req.header("Content-Encoding")) && raw.byteLength > 0 ? await gunzip(raw) : raw;
  c.set("bodyFormat", format);
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new Problem("bad_request", "The request body is not valid UTF-8.");
  }
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
