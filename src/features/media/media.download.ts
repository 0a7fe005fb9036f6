/**
 * `GET` and `HEAD {file}/content` (contract section 8): the file's bytes
 * streamed from R2, whole or one range, with the headers a download tool
 * relies on. A destination's download is its delivery: once every byte of the
 * file has gone out to it (in one GET or in ranges), the delivery is
 * Delivered (../deliveries/deliveries.store.ts, `recordReceipt`).
 */

import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { Problem } from "../../http/problems";
import { recordReceipt } from "../deliveries/deliveries.store";
import { type Access, SUBJECT } from "../subjects/subjects";
import { eventSink } from "../webhooks/webhooks.events";
import { digestHeader, extensionOf } from "./media.content";
import { readFile } from "./media.handlers";
import type { FileTarget } from "./media.store";

/** `[start, end)` of the file. */
export type ByteRange = [number, number];

/** Whether `If-None-Match` names the ETag (weak comparison, RFC 9110 13.1.2) or is `*`. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/**
 * The one range asked for, or null for the whole file: a `Range` that is not
 * one `bytes=` range, or an `If-Range` that is not the current ETag, asks for
 * the whole file (RFC 9110 14.2 lets a server ignore it). A range that
 * starts past the end: 416.
 */
export function rangeOf(
  header: string | undefined,
  ifRange: string | undefined,
  etag: string,
  size: number,
): ByteRange | null {
  if (!header || (ifRange !== undefined && ifRange.trim() !== etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  let range: ByteRange;
  if (first === "") {
    range = [Math.max(0, size - Number(last)), size];
    if (Number(last) === 0) range = [size, size];
  } else {
    if (last !== "" && Number(last) < Number(first)) return null;
    range = [Number(first), last === "" ? size : Math.min(Number(last) + 1, size)];
  }
  if (range[0] >= size) {
    throw new Problem(
      "range_not_satisfiable",
      `The file has ${size} bytes; the Range ${header.trim()} asks for none of them.`,
      { headers: { "Content-Range": `bytes */${size}` } },
    );
  }
  return range;
}

/**
 * The destination a download delivers to: the one the key acts for among
 * the subject's destinations, or the one `organizationID` names when it acts
 * for several. The owner's own download delivers to nobody.
 */
export function receiverOf(access: Access, organizationId: number | undefined): number | undefined {
  const { actsForDestinations: mine, subject, principal } = access;
  const what = `${SUBJECT[subject.family].label} ${subject.id}`;
  if (organizationId !== undefined) {
    if (mine.includes(organizationId)) return organizationId;
    if (principal.actsFor.includes(organizationId)) {
      throw new Problem("bad_request", `organizationID ${organizationId} is not a destination of ${what}.`);
    }
    throw new Problem(
      "forbidden",
      `This API key may not act for organizationID ${organizationId}: only for its own organization and those it has group access to.`,
    );
  }
  if (mine.length <= 1) return mine[0];
  throw new Problem(
    "bad_request",
    `This API key acts for several destinations of ${what} (${mine.join(", ")}): name the one receiving the file with ?organizationID=.`,
  );
}

/**
 * `prefix` (bytes made here, e.g. a rendition's new head), then `body` passed
 * on unchanged by the runtime's own pipe (no JavaScript per chunk), into a
 * stream of known length (the answer keeps its Content-Length); `done`
 * resolves true once the last byte is written into the answer, false when
 * the download was cut off.
 */
export function watched(length: number, { prefix, body }: { prefix?: Uint8Array; body?: ReadableStream<Uint8Array> }) {
  const { readable, writable } = new FixedLengthStream(length);
  const fed = (async () => {
    if (prefix && prefix.length > 0) {
      const writer = writable.getWriter();
      await writer.write(prefix);
      writer.releaseLock();
    }
    if (body) await body.pipeTo(writable);
    else await writable.close();
  })();
  const done = fed.then(
    () => true,
    () => {
      // A pipe that failed has cancelled its body already; one never started (the prefix's write failed) has not.
      body?.cancel().catch(() => {});
      return false;
    },
  );
  return { stream: readable, done };
}

/** A file without content yet: 404, telling its owner how to upload. */
export const noContentYet = (t: FileTarget, access: Access) =>
  new Problem(
    "not_found",
    `File ${t.fileId} of ${SUBJECT[t.family].label} ${t.subjectId} has no content yet${access.isOwner ? ": upload it with PUT on this path" : ""}.`,
  );

/** `GET` / `HEAD {file}/content`. */
export async function downloadContent(c: Context<AppEnv>, t: FileTarget, organizationId: number | undefined) {
  const { access, file } = await readFile(c, t);
  const { contentKey: key, contentSha256: sha256, contentBytes: size, contentType: type } = file;
  if (!key || !sha256 || size === null || !type) throw noContentYet(t, access);
  const head = c.req.method === "HEAD";
  const receiver = head ? undefined : receiverOf(access, organizationId);
  const etag = `"${sha256}"`;
  const name = `${file.adId ?? file.isrc ?? `file-${t.fileId}`}.${extensionOf(type)}`;
  const headers = new Headers({
    ETag: etag,
    "Accept-Ranges": "bytes",
    "Content-Disposition": `attachment; filename="${name}"`,
    // The digest of the whole file, whatever part of it this answer carries (RFC 9530).
    "Repr-Digest": digestHeader(sha256),
  });
  if (noneMatch(c.req.header("If-None-Match"), etag)) return new Response(null, { status: 304, headers });

  const range = rangeOf(c.req.header("Range"), c.req.header("If-Range"), etag, size);
  const [start, end] = range ?? [0, size];
  headers.set("Content-Type", type);
  headers.set("Content-Length", String(end - start));
  if (range) headers.set("Content-Range", `bytes ${start}-${end - 1}/${size}`);
  else headers.set("Content-Digest", digestHeader(sha256));
  const status = range ? 206 : 200;
  if (head) return new Response(null, { status, headers });

  const object = await c.env.MEDIA.get(key, range ? { range: { offset: start, length: end - start } } : undefined);
  if (!object) throw new Error(`the content object ${key} of file ${t.fileId} is missing from R2`);
  if (receiver === undefined) return new Response(object.body, { status, headers });

  const { stream, done } = watched(end - start, { body: object.body });
  deliverOnceSent(c, t.fileId, receiver, done, [start, end], size);
  return new Response(stream, { status, headers });
}

/**
 * Once `done` says the answer's last byte went out, the bytes `range` of the file (of `bytes` bytes) are
 * received by `receiver` (`recordReceipt`), after the response, in the request's `waitUntil`.
 */
export function deliverOnceSent(
  c: Context<AppEnv>,
  fileId: number,
  receiver: number,
  done: Promise<boolean>,
  range: ByteRange,
  bytes: number,
) {
  const principal = principalOf(c);
  const db = c.var.db;
  c.executionCtx.waitUntil(
    done.then(async (complete) => {
      if (!complete) return;
      try {
        await recordReceipt(
          db,
          {
            fileId,
            organizationId: receiver,
            range,
            bytes,
            by: principal.contactName ? `${principal.keyPrefix} (${principal.contactName})` : principal.keyPrefix,
            now: new Date().toISOString(),
          },
          eventSink(c.env),
        );
      } catch (error) {
        console.error("recording a download failed", c.get("requestId"), fileId, receiver, error);
      }
    }),
  );
}
