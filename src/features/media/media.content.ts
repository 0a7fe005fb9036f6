/**
 * The bytes of a file in R2 (contract section 8), for both families: where a
 * file's objects live, which media types are taken (and that they come
 * unencoded), the `Content-Digest` of RFC 9530, a body streamed into R2 while
 * its SHA-256 is computed, and R2's error codes. No
 * function here holds a whole file: every body passes through as a stream.
 */

import { hexOf } from "../../http/keys";
import { Problem, validationProblem } from "../../http/problems";
import type { Family } from "../subjects/subjects";

/** The largest body of one request (the single upload and each part of a resumable one). */
export const MAX_REQUEST_BYTES = 100 * 1024 * 1024;

/**
 * A file's objects are all under `<family>s/<subject>/files/<file>/`: one per
 * upload (a new key each time, so that the previous content stays whole until
 * the new one is complete), found and removed by prefix with their subject.
 */
export const subjectPrefix = (family: Family, subjectId: number) => `${family}s/${subjectId}/`;
export const newObjectKey = (family: Family, subjectId: number, fileId: number) =>
  `${subjectPrefix(family, subjectId)}files/${fileId}/${crypto.randomUUID()}`;

/** The media types of content (contract section 8); anything else is 415. */
export function mediaTypeOf(contentType: string | undefined): string {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (/^(video|audio)\/[\w.+-]+$/.test(type) || type === "application/mxf" || type === "application/octet-stream") {
    return type;
  }
  throw new Problem(
    "unsupported_media_type",
    `Send the media as video/*, audio/*, application/mxf or application/octet-stream${type ? `, not ${type}` : ""}.`,
  );
}

/**
 * Media is stored byte for byte as it is sent, and delivered so: a body with
 * a `Content-Encoding` other than `identity` (a gzip of an MP4) would reach
 * stations still encoded, so it is a 415, as a JSON or XML body in a coding
 * the service does not read is.
 */
export function requireUnencoded(contentEncoding: string | undefined): void {
  const codings = (contentEncoding ?? "").split(",").map((coding) => coding.trim().toLowerCase());
  if (codings.every((coding) => coding === "" || coding === "identity")) return;
  throw new Problem(
    "unsupported_media_type",
    `Media is stored and delivered as it is sent: send it without Content-Encoding (or with identity), not ${contentEncoding?.trim()}. A media file is compressed already.`,
  );
}

/** The file name's extension by media type, for `Content-Disposition`. */
const EXTENSIONS: Record<string, string> = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/mpeg": "mpg",
  "video/mp2t": "ts",
  "video/x-matroska": "mkv",
  "video/webm": "webm",
  "application/mxf": "mxf",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/aac": "aac",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/flac": "flac",
  "audio/ogg": "ogg",
};
export const extensionOf = (contentType: string) => EXTENSIONS[contentType] ?? "bin";

/**
 * The `Content-Length` of a media body: required (R2 stores a body of known
 * length, and a cut connection is then told from a complete one), at most
 * `MAX_REQUEST_BYTES`.
 */
export function bodyLengthOf(request: Request, tooLarge: string): number {
  const header = request.headers.get("Content-Length");
  if (header === null || !request.body) {
    throw new Problem("length_required", "Send the media with a Content-Length (a body of known length).");
  }
  if (!/^\d+$/.test(header)) throw new Problem("bad_request", "Content-Length must be a whole number of bytes.");
  const length = Number(header);
  if (length > MAX_REQUEST_BYTES) throw new Problem("payload_too_large", tooLarge);
  if (length === 0) throw new Problem("bad_request", "The body is empty: send the media's bytes.");
  return length;
}

export const base64OfHex = (sha256: string) =>
  btoa(String.fromCharCode(...(sha256.match(/../g) ?? []).map((h) => Number.parseInt(h, 16))));

/** A SHA-256 as RFC 9530 writes it in `Content-Digest` and `Repr-Digest`. */
export const digestHeader = (sha256: string) => `sha-256=:${base64OfHex(sha256)}:`;

/**
 * The SHA-256 (lowercase hex) a `Content-Digest` header names, or undefined
 * without one. Other algorithms beside `sha-256` are ignored (RFC 9530); a
 * header that names none we check, or is malformed, is a 400.
 */
export function declaredSha256(header: string | null | undefined): string | undefined {
  if (header === null || header === undefined) return undefined;
  for (const member of header.split(",")) {
    const match = /^\s*([\w-]+)\s*=\s*:([A-Za-z0-9+/]*={0,2}):\s*$/.exec(member);
    if (!match) {
      throw new Problem("bad_request", "Content-Digest must be as RFC 9530 writes it, e.g. sha-256=:<base64>:.");
    }
    if (match[1]?.toLowerCase() !== "sha-256") continue;
    let raw: string;
    try {
      raw = atob(match[2] ?? "");
    } catch {
      raw = "";
    }
    if (raw.length !== 32) throw new Problem("bad_request", "Content-Digest's sha-256 must be 32 bytes in base64.");
    return Array.from(raw, (ch) => ch.charCodeAt(0).toString(16).padStart(2, "0")).join("");
  }
  throw new Problem("bad_request", "Content-Digest names no sha-256 digest, the one this service checks.");
}

export const digestMismatch = (declared: string, actual?: string) =>
  validationProblem(
    [
      {
        field: "Content-Digest",
        code: "digest_mismatch",
        message: `the body's SHA-256 is ${actual ?? "another"}, not ${declared} as Content-Digest says; nothing was kept`,
      },
    ],
    "The body does not match its Content-Digest: it was changed or cut on the way. Nothing was kept; send it again.",
  );

/**
 * `body` of `length` bytes as a stream R2 takes (its length known), the
 * SHA-256 of what passed through, known once the stream has ended, and how
 * many bytes came. A body
 * that ends early or runs long errors the stream, so R2 keeps nothing.
 */
export function hashing(body: ReadableStream<Uint8Array>, length: number) {
  const digest = new crypto.DigestStream("SHA-256");
  const writer = digest.getWriter();
  let received = 0;
  const sha256 = digest.digest.then(hexOf);
  // Read only once the stream ended; a stream that failed leaves it rejected, unobserved.
  sha256.catch(() => {});
  const stream = body
    .pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>(
        {
          async transform(chunk, controller) {
            received += chunk.byteLength;
            controller.enqueue(chunk);
            // The digest is fed without waiting chunk by chunk, but never more than its queue holds: memory stays flat.
            writer.write(chunk).catch(() => {});
            if ((writer.desiredSize ?? 1) <= 0) await writer.ready;
          },
          async flush() {
            await writer.close();
          },
        },
        // A few chunks on each side, so that reading the body and storing it overlap.
        { highWaterMark: 4 },
        { highWaterMark: 4 },
      ),
    )
    .pipeThrough(new FixedLengthStream(length));
  return { stream, sha256, received: () => received };
}

/** The SHA-256 of a stored object, read through once (a completed resumable upload). */
export async function sha256Of(bucket: R2Bucket, key: string): Promise<string> {
  const object = await bucket.get(key);
  if (!object) throw new Error(`the object ${key} vanished before its digest was taken`);
  const digest = new crypto.DigestStream("SHA-256");
  await object.body.pipeTo(digest);
  return hexOf(await digest.digest);
}

/**
 * The number R2 ends its error messages with, e.g. 10024 in "uploadPart: The
 * specified multipart upload does not exist. (10024)".
 */
export function r2ErrorCode(error: unknown): number | undefined {
  const match = /\((\d{5})\)\s*$/.exec(error instanceof Error ? error.message : String(error));
  return match ? Number(match[1]) : undefined;
}
/** R2: the multipart upload is not there (completed, aborted, or expired after 7 days). */
export const R2_NO_SUCH_UPLOAD = 10024;
/** R2: a part named in a completion is not the one it holds under that number. */
export const R2_INVALID_PART = 10025;

/** Removes every object under `prefix` (a subject's, see `subjectPrefix`), page by page. */
export async function removeObjects(bucket: R2Bucket, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
