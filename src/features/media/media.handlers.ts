/**
 * A file's content (contract section 8), one implementation for orders and
 * releases: the upload in one request, the resumable upload, and the
 * download (./media.download.ts). A file's content columns change only by
 * `contentWrite`, once the new object is whole and its SHA-256 known: until
 * then the previous content stays as it was, and an upload that fails
 * leaves no object behind.
 *
 * Each operation reads what its rules need in one round trip (`readFile`,
 * `readUpload`), checks them in JavaScript (`requireChangeable`), and writes
 * in a second, whose WHERE re-asserts what can have changed since: that the
 * subject is still a draft (`stillDraft`), and that an upload is still under
 * way.
 *
 * R2 and D1 are two steps that a crash or a concurrent request can come
 * between; nothing is lost there, and nothing stays stuck: a part with a
 * digest is checked before it replaces anything, a completion finds R2's
 * part done by its object and finishes D1's, and an upload that ends is
 * ended in D1 before its R2 side is removed (by the request, else the cron).
 */
import { and, asc, eq, exists, isNull, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { MediaFacts, MediaWarning } from "../../audio/probe";
import { read, write } from "../../db/batch";
import type { Db } from "../../db/client";
import { contentUploadParts, contentUploads, files } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { claimWritten } from "../../http/idempotency";
import { Problem, validationProblem } from "../../http/problems";
import { enqueueMeasurement, PENDING } from "../compliance/compliance.queue";
import { loudnessFields } from "../compliance/compliance.rules";
import { enqueueRenditionPlan } from "../renditions/renditions.queue";
import { orphanedRenditions, removeRenditionObjects } from "../renditions/renditions.store";
import {
  type Access,
  type Family,
  fileOfSubject,
  isDraft,
  SUBJECT,
  subjectQuery,
  visibleFrom,
} from "../subjects/subjects";
import {
  bodyLengthOf,
  declaredSha256,
  digestMismatch,
  hashing,
  MAX_REQUEST_BYTES,
  mediaTypeOf,
  newObjectKey,
  R2_INVALID_PART,
  R2_NO_SUCH_UPLOAD,
  r2ErrorCode,
  removeObjects,
  requireUnencoded,
  sha256Of,
  subjectPrefix,
} from "./media.content";
import { type FileTarget, MAX_PARTS, PART_SIZE, removeUploadObjects } from "./media.store";

/**
 * The probe, loaded when content arrives: it brings MediaInfoLib's WebAssembly,
 * which Node (scripts/openapi.ts builds the document from this app) cannot load.
 */
const probe = () => import("../../audio/probe");

/** A resumable upload not completed by then is aborted by the cron (R2 aborts its own after 7 days). */
const UPLOAD_LIFETIME_MS = 7 * 86_400_000;

/** The file, with what its content operations use; `orderId` and `releaseId` for `fileOfSubject`. */
export const fileQuery = (db: Db, fileId: number) =>
  db
    .select({
      orderId: files.orderId,
      releaseId: files.releaseId,
      adId: files.adId,
      isrc: files.isrc,
      lengthSeconds: files.lengthSeconds,
      format: files.format,
      contentKey: files.contentKey,
      contentType: files.contentType,
      contentBytes: files.contentBytes,
      contentSha256: files.contentSha256,
      /** What the probe read: whether the original already is a station's Deliver (contract section 19). */
      contentMedia: files.contentMedia,
    })
    .from(files)
    .where(eq(files.id, fileId));
export type FileRow = Awaited<ReturnType<typeof fileQuery>>[number];

/** The resumable upload `uploadId` of the file, if it is under way (not ended). */
const uploadQuery = (db: Db, uploadId: number, fileId: number) =>
  db
    .select({
      objectKey: contentUploads.objectKey,
      r2UploadId: contentUploads.r2UploadId,
      contentType: contentUploads.contentType,
      partSize: contentUploads.partSize,
    })
    .from(contentUploads)
    .where(and(eq(contentUploads.id, uploadId), eq(contentUploads.fileId, fileId), isNull(contentUploads.endedAt)));

/** The parts received of an upload, in order. */
const partsQuery = (db: Db, uploadId: number) =>
  db
    .select({
      partNumber: contentUploadParts.partNumber,
      etag: contentUploadParts.etag,
      bytes: contentUploadParts.bytes,
    })
    .from(contentUploadParts)
    .where(eq(contentUploadParts.uploadId, uploadId))
    .orderBy(asc(contentUploadParts.partNumber));

/** The subject (as the caller may see it) and the file, read in one round trip; 404 unless both are there. */
export async function readFile(c: Context<AppEnv>, t: FileTarget) {
  const { subject, file } = await read(c.var.db, {
    subject: subjectQuery(c.var.db, principalOf(c), t.family, t.subjectId),
    file: fileQuery(c.var.db, t.fileId),
  });
  const access = visibleFrom(principalOf(c), t.family, t.subjectId, subject[0]);
  return { access, file: fileOfSubject(t.family, t.subjectId, t.fileId, file[0]) };
}

/** How each family says that a subject is past draft: a release is "sent", whatever its status. */
const PAST_DRAFT = {
  order: (status: string) => `is ${status}`,
  release: (_status: string) => "was sent",
} as const;

/** Content changes only by the owner (403 for a destination), and only while a draft (409). */
function requireChangeable(access: Access) {
  const { family, id, ownerName, status } = access.subject;
  const { label, Label } = SUBJECT[family];
  if (!access.isOwner) {
    throw new Problem("forbidden", `Only ${ownerName}, whose ${label} ${id} is, may upload its files' content.`);
  }
  if (!isDraft(access.subject)) {
    throw new Problem(
      "conflict",
      `${Label} ${id} ${PAST_DRAFT[family](status)}: the content of what was delivered does not change. Only a draft's files take new content.`,
    );
  }
}

/**
 * What a write re-asserts of `requireChangeable`: the subject is still a
 * draft. The owner of a subject never changes, and a deleted draft's row is
 * gone, so its status is all that can have changed since the read.
 */
function stillDraft(db: Db, family: Family, subjectId: number): SQL {
  const s = SUBJECT[family];
  return exists(
    db
      .select({ id: s.id })
      .from(s.table)
      .where(and(eq(s.id, subjectId), eq(s.status, "Draft"))),
  );
}

/** A write that `stillDraft` refused: the subject was published or deleted between the read and the write. */
const changedMeanwhile = (t: FileTarget) =>
  new Problem("conflict", `${SUBJECT[t.family].Label} ${t.subjectId} changed meanwhile; try again.`);

/**
 * The content record of contract sections 8 and 17: Media is what the container says (null where it tells
 * nothing) and the loudness the service measures after the upload (`Measurement` says how far it got).
 */
export function contentRecord(
  fileId: number,
  content: {
    type: string;
    bytes: number;
    sha256: string;
    uploadedAt: string;
    media: MediaFacts | null;
    loudness: string | null;
  },
  warnings: MediaWarning[],
) {
  return {
    FileID: fileId,
    ContentType: content.type,
    Bytes: content.bytes,
    Sha256: content.sha256,
    UploadedAt: content.uploadedAt,
    Media: {
      DurationSeconds: content.media?.DurationSeconds ?? null,
      Width: content.media?.Width ?? null,
      Height: content.media?.Height ?? null,
      ...loudnessFields(content.loudness),
    },
    Warnings: warnings,
  };
}

interface NewContent {
  key: string;
  type: string;
  bytes: number;
  /** Known already, or still being read from the stored object (a completed resumable upload). */
  sha256: string | Promise<string>;
  /** The SHA-256 the caller declared in `Content-Digest`, if any. */
  declared?: string;
}

/** The new object checked against its declared digest, and read by the probe. */
async function examine(bucket: R2Bucket, content: NewContent) {
  const sha256 = await content.sha256;
  if (content.declared && content.declared !== sha256) throw digestMismatch(content.declared, sha256);
  const { probeMedia } = await probe();
  // A failed read of R2 is no verdict on the media: the content stands, unverified.
  const media = await probeMedia(bucket, content.key).catch(() => null);
  return { sha256, media };
}

/**
 * The write that makes the examined object the file's content: the file's
 * columns replaced only while the subject is a draft (`stillDraft`) and, for
 * a resumable upload, only while that upload is under way; the file's
 * previous object read with it (another upload may have replaced the content
 * since our read). Completing an upload, the same batch removes the upload,
 * or ends it when the content was refused (its objects are then the cron's
 * to remove, should this request not get to it).
 */
function contentWrite(
  c: Context<AppEnv>,
  t: FileTarget,
  content: NewContent,
  examined: Awaited<ReturnType<typeof examine>>,
  uploadedAt: string,
  before: FileRow,
  uploadId?: number,
) {
  const db = c.var.db;
  const underWay = (id: number) =>
    exists(
      db
        .select({ id: contentUploads.id })
        .from(contentUploads)
        .where(and(eq(contentUploads.id, id), isNull(contentUploads.endedAt))),
    );
  return {
    previous: db.select({ key: files.contentKey }).from(files).where(eq(files.id, t.fileId)),
    stored: db
      .update(files)
      .set({
        contentKey: content.key,
        contentType: content.type,
        contentBytes: content.bytes,
        contentSha256: examined.sha256,
        contentUploadedAt: uploadedAt,
        contentMedia: examined.media ? JSON.stringify(examined.media) : null,
        // Measured in the background (../compliance/compliance.queue.ts), queued once this commits.
        contentLoudness: PENDING,
      })
      .where(
        and(
          eq(files.id, t.fileId),
          stillDraft(db, t.family, t.subjectId),
          uploadId === undefined ? undefined : underWay(uploadId),
        ),
      )
      .returning({ id: files.id }),
    finished:
      uploadId === undefined
        ? undefined
        : db.delete(contentUploads).where(
            and(
              eq(contentUploads.id, uploadId),
              exists(
                db
                  .select({ id: files.id })
                  .from(files)
                  .where(and(eq(files.id, t.fileId), eq(files.contentKey, content.key))),
              ),
            ),
          ),
    ended: uploadId === undefined ? undefined : endUpload(db, uploadId, uploadedAt),
    // The renditions of the content replaced, when no file has it now (contract section 19): the new is planned.
    orphaned: before.contentSha256 ? orphanedRenditions(db, [before.contentSha256]) : undefined,
    claim: claimWritten(c),
  };
}

/** Ends upload `uploadId` if it is under way: no longer taking parts nor completing, its R2 side to be removed. */
const endUpload = (db: Db, uploadId: number, at: string) =>
  db
    .update(contentUploads)
    .set({ endedAt: at })
    .where(and(eq(contentUploads.id, uploadId), isNull(contentUploads.endedAt)))
    .returning({ id: contentUploads.id });

/**
 * The file's previous object removed once the new one is its content, with the objects of its renditions
 * the write removed (`orphanedRenditions`). Only the file's own objects are removed: seeded demo content lives
 * elsewhere and is shared.
 */
function removePrevious(
  c: Context<AppEnv>,
  t: FileTarget,
  previousKey: string | null | undefined,
  key: string,
  renditions: { objectKey: string | null }[] = [],
) {
  if (previousKey?.startsWith(subjectPrefix(t.family, t.subjectId)) && previousKey !== key) {
    c.executionCtx.waitUntil(c.env.MEDIA.delete(previousKey));
  }
  // And the renditions made of it, whose rows the write removed.
  if (renditions.length > 0) c.executionCtx.waitUntil(removeRenditionObjects(c.env.MEDIA, renditions));
}

/** Streams `body` (of `length` bytes) into R2 through `put`; answers its SHA-256. A cut body keeps nothing. */
async function streamIn(
  request: Request,
  length: number,
  put: (stream: ReadableStream<Uint8Array>) => Promise<unknown>,
): Promise<string> {
  const { stream, sha256, received } = hashing(request.body as ReadableStream<Uint8Array>, length);
  try {
    await put(stream);
  } catch (error) {
    // R2 refused it (the upload spent, say): what is left of the body is not read.
    if (error instanceof Problem) throw error;
    if (received() !== length) {
      throw new Problem(
        "bad_request",
        `The body ended after ${received()} of its ${length} bytes (Content-Length); nothing was kept. Send it again.`,
      );
    }
    throw error;
  }
  return sha256;
}

const tooLarge = (path: string) =>
  `One request carries at most ${MAX_REQUEST_BYTES} bytes (100 MiB). Send a larger file with the resumable upload: POST ${path}/uploads, then its parts.`;

/**
 * `PUT {file}/content`: the upload in one request, into an object of its own
 * that becomes the file's content once checked and read; whatever fails
 * before the commit removes the new object.
 */
export async function putContent(c: Context<AppEnv>, t: FileTarget) {
  const { access, file } = await readFile(c, t);
  requireChangeable(access);
  const type = mediaTypeOf(c.req.header("Content-Type"));
  requireUnencoded(c.req.header("Content-Encoding"));
  const length = bodyLengthOf(c.req.raw, tooLarge(new URL(c.req.url).pathname));
  const declared = declaredSha256(c.req.header("Content-Digest"));
  const bucket = c.env.MEDIA;
  const key = newObjectKey(t.family, t.subjectId, t.fileId);
  const sha256 = declared
    ? await storedVerified(bucket, key, c.req.raw.body, length, declared, { httpMetadata: { contentType: type } })
    : await streamIn(c.req.raw, length, (stream) => bucket.put(key, stream, { httpMetadata: { contentType: type } }));
  const content = { key, type, bytes: length, sha256, declared };
  try {
    const examined = await examine(bucket, content);
    const uploadedAt = new Date().toISOString();
    const { previous, stored, orphaned } = await write(
      c.var.db,
      contentWrite(c, t, content, examined, uploadedAt, file),
    );
    if (stored.length === 0) throw changedMeanwhile(t);
    removePrevious(c, t, previous[0]?.key, key, orphaned);
    await enqueueMeasurement(c.env, { fileId: t.fileId, key });
    await enqueueRenditionPlan(c.env, t.fileId, key);
    const warnings = (await probe()).mediaWarnings({ Length: file.lengthSeconds, Format: file.format }, examined.media);
    return contentRecord(t.fileId, { ...content, ...examined, uploadedAt, loudness: PENDING }, warnings);
  } catch (error) {
    c.executionCtx.waitUntil(bucket.delete(key));
    throw error;
  }
}

/**
 * The body stored as it comes, R2 checking it against the declared SHA-256
 * as it stores it (the runtime's own pipe, no JavaScript per chunk): a body
 * that does not match, or is cut off, is not stored.
 */
async function storedVerified(
  bucket: R2Bucket,
  key: string,
  body: ReadableStream | null,
  length: number,
  declared: string,
  options: R2PutOptions = {},
) {
  try {
    await bucket.put(key, body, { ...options, sha256: declared });
  } catch (error) {
    if (/checksum/i.test(error instanceof Error ? error.message : "")) throw digestMismatch(declared);
    throw new Problem(
      "bad_request",
      `The body did not arrive whole (its Content-Length is ${length} bytes); nothing was kept. Send it again.`,
    );
  }
  return declared;
}

/** The record of a resumable upload. */
const uploadRecord = (row: { id: number; partSize: number; expiresAt: string }, fileId: number) => ({
  UploadID: row.id,
  FileID: fileId,
  PartSize: row.partSize,
  MaxParts: MAX_PARTS,
  ExpiresAt: row.expiresAt,
});

/** `POST {file}/content/uploads`: starts a resumable upload. */
export async function startUpload(c: Context<AppEnv>, t: FileTarget, body: { ContentType?: string | undefined }) {
  const { access } = await readFile(c, t);
  requireChangeable(access);
  const type = body.ContentType ?? "application/octet-stream";
  const key = newObjectKey(t.family, t.subjectId, t.fileId);
  const multipart = await c.env.MEDIA.createMultipartUpload(key, { httpMetadata: { contentType: type } });
  const now = Date.now();
  const db = c.var.db;
  // One upload row, inserted only while the subject is still a draft.
  const { upload } = await write(db, {
    upload: db
      .insert(contentUploads)
      .select(
        db
          .select({
            id: sql`NULL`.as("id"),
            fileId: sql`${t.fileId}`.as("fileId"),
            objectKey: sql`${key}`.as("objectKey"),
            r2UploadId: sql`${multipart.uploadId}`.as("r2UploadId"),
            contentType: sql`${type}`.as("contentType"),
            partSize: sql`${PART_SIZE}`.as("partSize"),
            createdAt: sql`${new Date(now).toISOString()}`.as("createdAt"),
            expiresAt: sql`${new Date(now + UPLOAD_LIFETIME_MS).toISOString()}`.as("expiresAt"),
            endedAt: sql`NULL`.as("endedAt"),
          })
          .from(sql`(SELECT 1)`)
          .where(stillDraft(db, t.family, t.subjectId)),
      )
      .returning({ id: contentUploads.id, partSize: contentUploads.partSize, expiresAt: contentUploads.expiresAt }),
    claim: claimWritten(c),
  });
  const row = upload[0];
  if (!row) {
    c.executionCtx.waitUntil(multipart.abort());
    throw changedMeanwhile(t);
  }
  return uploadRecord(row, t.fileId);
}

/** The 404 of an upload that is not (or no longer) under way. */
const noUpload = (uploadId: number, fileId: number) =>
  new Problem("not_found", `There is no upload ${uploadId} of file ${fileId} under way.`);

/**
 * The subject, the file and the upload (and, `withParts`, its parts), read in
 * one round trip; 404 unless all three are there, the upload under way, and
 * the caller owns the subject.
 */
async function readUpload(c: Context<AppEnv>, t: FileTarget, uploadId: number, withParts = false) {
  const db = c.var.db;
  const { subject, file, upload, parts } = await read(db, {
    subject: subjectQuery(c.var.db, principalOf(c), t.family, t.subjectId),
    file: fileQuery(db, t.fileId),
    upload: uploadQuery(db, uploadId, t.fileId),
    parts: withParts ? partsQuery(db, uploadId) : undefined,
  });
  const access = visibleFrom(principalOf(c), t.family, t.subjectId, subject[0]);
  const found = fileOfSubject(t.family, t.subjectId, t.fileId, file[0]);
  const under = upload[0];
  if (!access.isOwner || !under) throw noUpload(uploadId, t.fileId);
  return { access, file: found, upload: under, parts: parts ?? [] };
}

type Upload = Awaited<ReturnType<typeof readUpload>>["upload"];

/**
 * What R2 answers when it has no multipart upload any more while D1 has ours
 * under way: it joined the parts already (a completion under way beside this
 * request, or one cut off between R2 and D1), or it ended it (aborted, or
 * expired). The object under the upload's key tells which.
 */
async function spentInStorage(bucket: R2Bucket, upload: Upload, uploadId: number): Promise<R2Object> {
  const joined = await bucket.head(upload.objectKey);
  if (joined) return joined;
  throw new Problem(
    "not_found",
    `Upload ${uploadId} is over: it was aborted or completed meanwhile, or expired (storage keeps an upload 7 days). Start a new one.`,
  );
}

/**
 * `PUT {file}/content/uploads/{uploadID}/parts/{partNumber}`: one part.
 * Without `Content-Digest` it is streamed straight into R2's part (a part
 * sent again replaces it). With one, it is first stored as an object of its
 * own that R2 checks against the digest (R2 checks no digest of a part): only
 * a part that matches then becomes R2's part, so a wrong one replaces
 * nothing. Recorded in D1 only while the upload is under way.
 */
export async function putPart(c: Context<AppEnv>, t: FileTarget, uploadId: number, partNumber: number) {
  const { access, upload } = await readUpload(c, t, uploadId);
  requireChangeable(access);
  mediaTypeOf(c.req.header("Content-Type"));
  requireUnencoded(c.req.header("Content-Encoding"));
  const length = bodyLengthOf(c.req.raw, `A part carries at most ${upload.partSize} bytes (PartSize).`);
  if (length > upload.partSize) {
    throw validationProblem([
      {
        field: "Content-Length",
        code: "part_too_large",
        message: `a part has at most ${upload.partSize} bytes (PartSize); every part but the last has exactly that many`,
      },
    ]);
  }
  const declared = declaredSha256(c.req.header("Content-Digest"));
  const bucket = c.env.MEDIA;
  const multipart = bucket.resumeMultipartUpload(upload.objectKey, upload.r2UploadId);
  const intoPart = async (body: ReadableStream) => {
    try {
      return (await multipart.uploadPart(partNumber, body)).etag;
    } catch (error) {
      if (r2ErrorCode(error) !== R2_NO_SUCH_UPLOAD) throw error;
      await spentInStorage(bucket, upload, uploadId);
      throw new Problem(
        "conflict",
        `Upload ${uploadId} takes no more parts: its parts were joined already, by a completion under way or one that was cut off. Complete it (POST …/uploads/${uploadId}/complete) or abort it.`,
      );
    }
  };
  let etag = "";
  let sha256: string;
  if (declared) {
    const staged = `${upload.objectKey}/parts/${partNumber}-${crypto.randomUUID()}`;
    sha256 = await storedVerified(bucket, staged, c.req.raw.body, length, declared);
    try {
      const object = await bucket.get(staged);
      if (!object) throw new Error(`the staged part ${staged} vanished`);
      etag = await intoPart(object.body);
    } finally {
      c.executionCtx.waitUntil(bucket.delete(staged));
    }
  } else {
    sha256 = await streamIn(c.req.raw, length, async (stream) => {
      etag = await intoPart(stream);
    });
  }
  const db = c.var.db;
  const written = await db
    .insert(contentUploadParts)
    .select(
      db
        .select({
          uploadId: contentUploads.id,
          partNumber: sql`${partNumber}`.as("part_number"),
          etag: sql`${etag}`.as("etag"),
          bytes: sql`${length}`.as("bytes"),
        })
        .from(contentUploads)
        .where(and(eq(contentUploads.id, uploadId), isNull(contentUploads.endedAt))),
    )
    .onConflictDoUpdate({
      target: [contentUploadParts.uploadId, contentUploadParts.partNumber],
      set: { etag, bytes: length },
    })
    .returning({ partNumber: contentUploadParts.partNumber });
  if (written.length === 0) throw new Problem("not_found", `Upload ${uploadId} was completed or aborted meanwhile.`);
  return { PartNumber: partNumber, Bytes: length, Sha256: sha256 };
}

/** The parts are 1..n, all but the last of exactly `partSize` bytes; else the 422 naming what is wrong. */
function checkParts(parts: { partNumber: number; bytes: number }[], partSize: number) {
  if (parts.length === 0) {
    throw validationProblem([{ field: "Parts", code: "required", message: "no part was uploaded yet" }]);
  }
  // The first part that is missing or of the wrong size is named.
  parts.forEach((part, i) => {
    if (part.partNumber !== i + 1) {
      throw validationProblem([
        { field: `Parts[${i + 1}]`, code: "missing", message: `part ${i + 1} was not uploaded` },
      ]);
    }
    if (i < parts.length - 1 && part.bytes !== partSize) {
      throw validationProblem([
        {
          field: `Parts[${part.partNumber}]`,
          code: "part_size",
          message: `has ${part.bytes} bytes; every part but the last has exactly ${partSize} (PartSize)`,
        },
      ]);
    }
  });
}

/**
 * R2 joins the recorded parts into the upload's object. R2's upload is spent
 * once it has: when R2 has none any more, the object tells whether it was
 * joined already (a completion cut off between R2 and D1, or one under way
 * beside this request; either is finished from here) or ended.
 */
async function joinParts(c: Context<AppEnv>, upload: Upload, uploadId: number, parts: Part[], bytes: number) {
  const bucket = c.env.MEDIA;
  try {
    await bucket
      .resumeMultipartUpload(upload.objectKey, upload.r2UploadId)
      .complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })));
    return;
  } catch (error) {
    const code = r2ErrorCode(error);
    if (code === R2_INVALID_PART) {
      throw new Problem(
        "conflict",
        `Storage holds another version of a part than the one recorded for upload ${uploadId}: a part was sent ` +
          "again while an earlier send of it was still under way, or a send was cut off after storage took it. Send " +
          "again each part you sent more than once (one at a time), then complete.",
      );
    }
    if (code !== R2_NO_SUCH_UPLOAD) throw error;
  }
  const joined = await spentInStorage(bucket, upload, uploadId);
  if (joined.size !== bytes) {
    throw new Problem(
      "conflict",
      `Upload ${uploadId}'s parts were joined into ${joined.size} bytes, not the ${bytes} recorded. Abort it and start again.`,
    );
  }
  console.log(
    `upload ${uploadId}: its parts were joined already (a completion cut off, or one under way); finishing it`,
  );
}

type Part = Awaited<ReturnType<typeof readUpload>>["parts"][number];

/**
 * `POST {file}/content/uploads/{uploadID}/complete`: the parts made one
 * object, its SHA-256 taken, the content replaced. Safe to send again
 * whatever happened to an earlier one: R2 joining the parts and D1 making the
 * object the file's content are two steps, and a completion finds the first
 * done by its object. Only a verdict on the content (a digest that does not
 * match, the subject no longer a draft) ends the upload; anything else leaves
 * it under way for the next attempt.
 */
export async function completeUpload(c: Context<AppEnv>, t: FileTarget, uploadId: number) {
  const { access, file, upload, parts } = await readUpload(c, t, uploadId, true);
  requireChangeable(access);
  checkParts(parts, upload.partSize);
  const declared = declaredSha256(c.req.header("Content-Digest"));
  const bytes = parts.reduce((sum, p) => sum + p.bytes, 0);
  await joinParts(c, upload, uploadId, parts, bytes);

  const bucket = c.env.MEDIA;
  const db = c.var.db;
  const key = upload.objectKey;
  // The whole file's digest, read back once: known before any destination can fetch it.
  const content = { key, type: upload.contentType, bytes, sha256: sha256Of(bucket, key), declared };
  const removeObjectsOfUpload = () => c.executionCtx.waitUntil(removeUploadObjects(bucket, upload));
  let examined: Awaited<ReturnType<typeof examine>>;
  try {
    examined = await examine(bucket, content);
  } catch (error) {
    if (error instanceof Problem) {
      // The content is refused (its digest): R2's upload is spent, so ours ends too (a retry is a 404: start again).
      // Its objects go only if this request ended it: a completion beside it may have made the object the content.
      const { ended } = await write(db, {
        ended: endUpload(db, uploadId, new Date().toISOString()),
        claim: claimWritten(c),
      });
      if (ended.length > 0) removeObjectsOfUpload();
      throw error;
    }
    // The object gone while it was read: the upload was aborted meanwhile.
    if (!(await bucket.head(key))) throw noUpload(uploadId, t.fileId);
    throw error;
  }
  const uploadedAt = new Date().toISOString();
  const { previous, stored, ended, orphaned } = await write(
    db,
    contentWrite(c, t, content, examined, uploadedAt, file, uploadId),
  );
  const previousKey = previous[0]?.key;
  if (stored.length === 0) {
    // Another completion of this upload committed first: the object is the file's content, kept.
    if (previousKey === key) {
      throw new Problem("not_found", `Upload ${uploadId} was completed meanwhile, by another request.`);
    }
    // Aborted or expired meanwhile: whoever ended it removes its objects.
    if (!ended?.length) throw noUpload(uploadId, t.fileId);
    // Ended by this batch, so it was under way: the subject is no longer a draft.
    removeObjectsOfUpload();
    throw changedMeanwhile(t);
  }
  removePrevious(c, t, previousKey, key, orphaned);
  // Parts staged by sends that were cut off.
  c.executionCtx.waitUntil(removeObjects(bucket, `${key}/`));
  await enqueueMeasurement(c.env, { fileId: t.fileId, key });
  await enqueueRenditionPlan(c.env, t.fileId, key);
  const warnings = (await probe()).mediaWarnings({ Length: file.lengthSeconds, Format: file.format }, examined.media);
  return contentRecord(t.fileId, { ...content, ...examined, uploadedAt, loudness: PENDING }, warnings);
}

/**
 * `DELETE {file}/content/uploads/{uploadID}`: aborts the upload; the file's
 * content stays as it was. The upload ends in D1 first (a completion running
 * beside it can then no longer commit its object), then its R2 side goes:
 * the multipart upload, and the object its parts may have been joined into
 * already. What a crash leaves of it, the cron removes.
 */
export async function abortUpload(c: Context<AppEnv>, t: FileTarget, uploadId: number) {
  const { upload } = await readUpload(c, t, uploadId);
  const abortedAt = new Date().toISOString();
  const ended = await endUpload(c.var.db, uploadId, abortedAt);
  if (ended.length === 0) throw noUpload(uploadId, t.fileId);
  // Aborted it is: should R2 fail now, the cron removes what is left.
  await removeUploadObjects(c.env.MEDIA, upload).catch((error) =>
    console.error(`upload ${uploadId}: removing its R2 side failed; the cron will`, error),
  );
  return { UploadID: uploadId, FileID: t.fileId, AbortedAt: abortedAt };
}
