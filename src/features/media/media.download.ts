/**
 * `GET` and `HEAD {file}/content` (contract section 8): the file's bytes
 * streamed from R2, whole or one range, with the headers a download tool
 * relies on. A destination's download is its delivery: once every byte of the
 * file has gone out to it (in one GET or in ranges), the delivery is
 * Delivered (../deliveries/deliveries.store.ts, `recordReceipt`).
 *
 * A destination whose spec has a `Deliver` (contract section 19) receives its rendition instead: its bytes,
 * ETag, digests, type and name; before it is ready, 409 `rendition_pending`. The owner receives the original,
 * or a destination's rendition when it names one with `organizationID` (which delivers nothing).
 */

import type { Context } from "hono";
import { read } from "../../db/batch";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { Problem } from "../../http/problems";
import { recordReceipt } from "../deliveries/deliveries.store";
import { enqueueRenditionPlan } from "../renditions/renditions.queue";
import {
  type RenditionRow,
  receivedBy,
  renditionsOfFile,
  type StationSpec,
  specsOf,
} from "../renditions/renditions.store";
import { type Access, fileOfSubject, SUBJECT, subjectQuery, visibleFrom } from "../subjects/subjects";
import { eventSink } from "../webhooks/webhooks.events";
import { digestHeader, extensionOf } from "./media.content";
import { fileQuery } from "./media.handlers";
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

/** How long a station is told to wait for a rendition being made (a :30 spot takes seconds to a minute). */
const RENDITION_RETRY_SECONDS = 30;

/**
 * The destination whose file this download is: the one it delivers to, or the one the owner names (a destination
 * of the subject, 404 otherwise). A `HEAD` names one as a `GET` would, but one it cannot tell is the original's.
 */
function stationOf(access: Access, organizationId: number | undefined, head: boolean) {
  if (access.isOwner) {
    if (organizationId === undefined) return undefined;
    if (access.subject.destinationIds.includes(organizationId)) return organizationId;
    // A well-formed ID that names no destination of this subject: there is no such station's file (not a bad parameter).
    throw new Problem(
      "not_found",
      `${SUBJECT[access.subject.family].Label} ${access.subject.id} has no destination ${organizationId}: name one of ` +
        `its destinations (${access.subject.destinationIds.join(", ")}) to fetch what that station receives.`,
    );
  }
  if (!head) return receiverOf(access, organizationId);
  try {
    return receiverOf(access, organizationId);
  } catch {
    return undefined;
  }
}

/** What a download serves: the R2 object, its digest, size, media type and the name's extension. */
export interface ServedContent {
  key: string;
  sha256: string;
  size: number;
  type: string;
  extension: string;
}

/**
 * What `station` receives of the file (contract section 19): the original (no station: the owner's own fetch),
 * or the rendition its Deliver asks for once it is Ready; before that, 409 `rendition_pending` with Retry-After
 * (a rendition never planned, for content stored before the Deliver was set, is planned now). `read1` is what
 * the download's batch read: the stations' specs and the content's renditions (none for a release's track).
 */
export function contentFor(
  c: Context<AppEnv>,
  t: FileTarget,
  file: { contentKey: string; contentSha256: string; contentBytes: number; contentType: string } & Parameters<
    typeof receivedBy
  >[1],
  station: number | undefined,
  read1: { specs?: StationSpec[]; made?: RenditionRow[] },
): ServedContent {
  const original = {
    key: file.contentKey,
    sha256: file.contentSha256,
    size: file.contentBytes,
    type: file.contentType,
    extension: extensionOf(file.contentType),
  };
  const spec = read1.specs?.find((s) => s.id === station);
  const receives = receivedBy(spec, file, read1.made ?? []);
  if (receives.original) return original;
  const rendition = receives.rendition;
  if (!rendition) {
    // Content stored before the Deliver was set (or its plan lost): planned now, once.
    c.executionCtx.waitUntil(enqueueRenditionPlan(c.env, t.fileId, file.contentKey));
  }
  if (rendition?.status !== "Ready" || !rendition.objectKey || !rendition.sha256 || rendition.bytes === null) {
    const why =
      rendition?.status === "Failed"
        ? `could not be made from the master (${rendition.reason}); the sender is told`
        : `is still being made from the master; ask again in ${RENDITION_RETRY_SECONDS} seconds`;
    throw new Problem(
      "rendition_pending",
      `The file ${spec?.name ?? "the station"} (${station}) receives (${receives.profile.Container}, ` +
        `${receives.profile.AudioCodec ?? receives.profile.VideoCodec}) ${why}.`,
      { headers: { "Retry-After": String(RENDITION_RETRY_SECONDS) } },
    );
  }
  return {
    key: rendition.objectKey,
    sha256: rendition.sha256,
    size: rendition.bytes,
    type: rendition.contentType ?? "application/octet-stream",
    extension: rendition.extension ?? original.extension,
  };
}

/** `GET` / `HEAD {file}/content`. */
export async function downloadContent(c: Context<AppEnv>, t: FileTarget, organizationId: number | undefined) {
  const principal = principalOf(c);
  const db = c.var.db;
  // The specs of the stations this key could fetch the file for, and the content's renditions, in the same batch.
  const stations = organizationId === undefined ? principal.actsFor : [...principal.actsFor, organizationId];
  const read1 = await read(db, {
    subject: subjectQuery(db, principal, t.family, t.subjectId),
    file: fileQuery(db, t.fileId),
    specs: t.family === "order" ? specsOf(db, stations) : undefined,
    made: t.family === "order" ? renditionsOfFile(db, t.fileId) : undefined,
  });
  const access = visibleFrom(principal, t.family, t.subjectId, read1.subject[0]);
  const file = fileOfSubject(t.family, t.subjectId, t.fileId, read1.file[0]);
  if (!file.contentKey || !file.contentSha256 || file.contentBytes === null || !file.contentType) {
    throw noContentYet(t, access);
  }
  const head = c.req.method === "HEAD";
  const station = stationOf(access, organizationId, head);
  // The owner's fetch of a station's rendition delivers nothing.
  const receiver = head || access.isOwner ? undefined : station;
  const { key, sha256, size, type, extension } = contentFor(
    c,
    t,
    {
      ...file,
      contentKey: file.contentKey,
      contentSha256: file.contentSha256,
      contentBytes: file.contentBytes,
      contentType: file.contentType,
    },
    station,
    read1,
  );
  const etag = `"${sha256}"`;
  const name = `${file.adId ?? file.isrc ?? `file-${t.fileId}`}.${extension}`;
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
  deliverOnceSent(c, t.fileId, receiver, done, [start, end], { bytes: size, sha256 });
  return new Response(stream, { status, headers });
}

/**
 * Once `done` says the answer's last byte went out, the bytes `range` of what the receiver receives (`received`:
 * the original or its rendition, of `bytes` bytes and digest `sha256`) are received by `receiver`
 * (`recordReceipt`), after the response, in the request's `waitUntil`.
 */
export function deliverOnceSent(
  c: Context<AppEnv>,
  fileId: number,
  receiver: number,
  done: Promise<boolean>,
  range: ByteRange,
  received: { bytes: number; sha256: string },
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
            ...received,
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
