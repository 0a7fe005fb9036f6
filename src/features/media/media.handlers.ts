/**
 * A file's content (contract section 8), one implementation for orders and
 * releases: the upload in one request, the resumable upload, and the
 * download (./media.download.ts). A file's content columns change only by
 * `storeContent`, once the new object is whole and its SHA-256 known: until
 * then the previous content stays as it was, and an upload that fails
 * leaves no object behind.
 *
 * Each operation reads what its rules need in one round trip (`readFile`,
 * `readUpload`), checks them in JavaScript (`requireChangeable`), and writes
 * in a second, whose WHERE re-asserts the one thing that can have changed
 * since: that the subject is still a draft (`stillDraft`).
 */
import { and, asc, eq, exists, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read, write } from "../../db/batch";
import type { Db } from "../../db/client";
import { contentUploadParts, contentUploads, files } from "../../db/schema";
import type { AppEnv } from "../../env";
import { claimWritten } from "../../http/idempotency";
import { Problem, validationProblem } from "../../http/problems";
import { enqueueMeasurement, PENDING } from "../compliance/compliance.queue";
import { loudnessFields } from "../compliance/compliance.rules";
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
  removeObjects,
  sha256Of,
  subjectPrefix,
} from "./media.content";
import type { MediaFacts, MediaWarning } from "./media.probe";

/**
 * The probe, loaded when content arrives: it brings MediaInfoLib's WebAssembly,
 * which Node (scripts/openapi.ts builds the document from this app) cannot load.
 */
const probe = () => import("./media.probe");

/** The file of an order or a release that a request names. */
export interface FileTarget {
  family: Family;
  subjectId: number;
  fileId: number;
}

/** Each part of a resumable upload but the last has this size (R2 wants them equal, 5 MiB at least). */
export const PART_SIZE = 64 * 1024 * 1024;
/** The most parts of a resumable upload (R2's limit). */
export const MAX_PARTS = 10_000;
/** A resumable upload not completed by then is aborted by the cron (R2 aborts its own after 7 days). */
const UPLOAD_LIFETIME_MS = 7 * 86_400_000;

/** The file, with what its content operations use; `orderId` and `releaseId` for `fileOfSubject`. */
const fileQuery = (db: Db, fileId: number) =>
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
    })
    .from(files)
    .where(eq(files.id, fileId));
export type FileRow = Awaited<ReturnType<typeof fileQuery>>[number];

/** The resumable upload `uploadId` of the file, if it is under way. */
const uploadQuery = (db: Db, uploadId: number, fileId: number) =>
  db
    .select({
      objectKey: contentUploads.objectKey,
      r2UploadId: contentUploads.r2UploadId,
      contentType: contentUploads.contentType,
      partSize: contentUploads.partSize,
    })
    .from(contentUploads)
    .where(and(eq(contentUploads.id, uploadId), eq(contentUploads.fileId, fileId)));

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
    subject: subjectQuery(c, t.family, t.subjectId),
    file: fileQuery(c.var.db, t.fileId),
  });
  const access = visibleFrom(c, t.family, t.subjectId, subject[0]);
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
  /** The resumable upload it completes, removed in the same batch. */
  uploadId?: number;
}

/**
 * Makes the new object the file's content: checked against its declared
 * digest, read by the probe, then the file's columns replaced in one batch
 * that commits only while the subject is a draft (`stillDraft`), the previous
 * object removed after. Whatever fails before the commit removes the new object.
 */
async function storeContent(c: Context<AppEnv>, t: FileTarget, file: FileRow, content: NewContent) {
  const bucket = c.env.MEDIA;
  const db = c.var.db;
  try {
    const sha256 = await content.sha256;
    if (content.declared && content.declared !== sha256) throw digestMismatch(content.declared, sha256);
    const { probeMedia, mediaWarnings } = await probe();
    // A failed read of R2 is no verdict on the media: the content stands, unverified.
    const media = await probeMedia(bucket, content.key).catch(() => null);
    const uploadedAt = new Date().toISOString();
    const { previous, stored } = await write(db, {
      // Read again with the write: another upload may have replaced the content since our read.
      previous: db.select({ key: files.contentKey }).from(files).where(eq(files.id, t.fileId)),
      stored: db
        .update(files)
        .set({
          contentKey: content.key,
          contentType: content.type,
          contentBytes: content.bytes,
          contentSha256: sha256,
          contentUploadedAt: uploadedAt,
          contentMedia: media ? JSON.stringify(media) : null,
          // Measured in the background (../compliance/compliance.queue.ts), queued once this commits.
          contentLoudness: PENDING,
        })
        .where(and(eq(files.id, t.fileId), stillDraft(db, t.family, t.subjectId)))
        .returning({ id: files.id }),
      upload:
        content.uploadId === undefined
          ? undefined
          : db.delete(contentUploads).where(eq(contentUploads.id, content.uploadId)),
      claim: claimWritten(c),
    });
    if (stored.length === 0) throw changedMeanwhile(t);
    // Only the file's own objects are removed: seeded demo content lives elsewhere and is shared.
    const previousKey = previous[0]?.key;
    if (previousKey?.startsWith(subjectPrefix(t.family, t.subjectId)) && previousKey !== content.key) {
      c.executionCtx.waitUntil(bucket.delete(previousKey));
    }
    await enqueueMeasurement(c.env, { fileId: t.fileId, key: content.key });
    const warnings = mediaWarnings({ Length: file.lengthSeconds, Format: file.format }, media);
    return contentRecord(t.fileId, { ...content, sha256, uploadedAt, media, loudness: PENDING }, warnings);
  } catch (error) {
    c.executionCtx.waitUntil(bucket.delete(content.key));
    throw error;
  }
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

/** `PUT {file}/content`: the upload in one request. */
export async function putContent(c: Context<AppEnv>, t: FileTarget) {
  const { access, file } = await readFile(c, t);
  requireChangeable(access);
  const type = mediaTypeOf(c.req.header("Content-Type"));
  const length = bodyLengthOf(c.req.raw, tooLarge(new URL(c.req.url).pathname));
  const declared = declaredSha256(c.req.header("Content-Digest"));
  const key = newObjectKey(t.family, t.subjectId, t.fileId);
  const sha256 = declared
    ? await storedVerified(c, key, type, length, declared)
    : await streamIn(c.req.raw, length, (stream) =>
        c.env.MEDIA.put(key, stream, { httpMetadata: { contentType: type } }),
      );
  return storeContent(c, t, file, { key, type, bytes: length, sha256, declared });
}

/**
 * The body stored as it comes, R2 checking it against the declared SHA-256
 * as it stores it (the runtime's own pipe, no JavaScript per chunk): a body
 * that does not match, or is cut off, is not stored.
 */
async function storedVerified(c: Context<AppEnv>, key: string, type: string, length: number, declared: string) {
  try {
    await c.env.MEDIA.put(key, c.req.raw.body, { httpMetadata: { contentType: type }, sha256: declared });
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

/**
 * The subject, the file and the upload (and, `withParts`, its parts), read in
 * one round trip; 404 unless all three are there and the caller owns the subject.
 */
async function readUpload(c: Context<AppEnv>, t: FileTarget, uploadId: number, withParts = false) {
  const db = c.var.db;
  const { subject, file, upload, parts } = await read(db, {
    subject: subjectQuery(c, t.family, t.subjectId),
    file: fileQuery(db, t.fileId),
    upload: uploadQuery(db, uploadId, t.fileId),
    parts: withParts ? partsQuery(db, uploadId) : undefined,
  });
  const access = visibleFrom(c, t.family, t.subjectId, subject[0]);
  const found = fileOfSubject(t.family, t.subjectId, t.fileId, file[0]);
  const under = upload[0];
  if (!access.isOwner || !under) {
    throw new Problem("not_found", `There is no upload ${uploadId} of file ${t.fileId} under way.`);
  }
  return { access, file: found, upload: under, parts: parts ?? [] };
}

/** `PUT {file}/content/uploads/{uploadID}/parts/{partNumber}`: one part, streamed on to R2. */
export async function putPart(c: Context<AppEnv>, t: FileTarget, uploadId: number, partNumber: number) {
  if (partNumber > MAX_PARTS) throw new Problem("bad_request", `partNumber must be 1 to ${MAX_PARTS}.`);
  const { access, upload } = await readUpload(c, t, uploadId);
  requireChangeable(access);
  mediaTypeOf(c.req.header("Content-Type"));
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
  const multipart = c.env.MEDIA.resumeMultipartUpload(upload.objectKey, upload.r2UploadId);
  let etag = "";
  const sha256 = await streamIn(c.req.raw, length, async (stream) => {
    etag = (await multipart.uploadPart(partNumber, stream)).etag;
  });
  // A part that does not match its digest is not recorded: completing never uses it, sending it again replaces it.
  if (declared && declared !== sha256) throw digestMismatch(declared, sha256);
  // The upload's row may be gone meanwhile (completed, aborted): the part's foreign key then refuses it.
  const written = await c.var.db
    .insert(contentUploadParts)
    .values({ uploadId, partNumber, etag, bytes: length })
    .onConflictDoUpdate({
      target: [contentUploadParts.uploadId, contentUploadParts.partNumber],
      set: { etag, bytes: length },
    })
    .returning({ partNumber: contentUploadParts.partNumber })
    .catch(() => []);
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

/** `POST {file}/content/uploads/{uploadID}/complete`: the parts made one object, its SHA-256 taken, the content replaced. */
export async function completeUpload(c: Context<AppEnv>, t: FileTarget, uploadId: number) {
  const { access, file, upload, parts } = await readUpload(c, t, uploadId, true);
  requireChangeable(access);
  checkParts(parts, upload.partSize);
  const declared = declaredSha256(c.req.header("Content-Digest"));
  const bucket = c.env.MEDIA;
  await bucket
    .resumeMultipartUpload(upload.objectKey, upload.r2UploadId)
    .complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })));
  const bytes = parts.reduce((sum, p) => sum + p.bytes, 0);
  try {
    return await storeContent(c, t, file, {
      key: upload.objectKey,
      type: upload.contentType,
      bytes,
      // The whole file's digest, read back once: known before any destination can fetch it.
      sha256: sha256Of(bucket, upload.objectKey),
      declared,
      uploadId,
    });
  } catch (error) {
    // R2's upload is spent once completed: a failure from here (a digest mismatch) ends ours too (storeContent
    // removed its object), so that a retry is a 404 (start again), not R2's "no such upload" as a 500.
    const db = c.var.db;
    await write(db, {
      upload: db.delete(contentUploads).where(eq(contentUploads.id, uploadId)),
      claim: claimWritten(c),
    }).catch(() => {});
    throw error;
  }
}

/** `DELETE {file}/content/uploads/{uploadID}`: aborts the upload; the file's content stays as it was. */
export async function abortUpload(c: Context<AppEnv>, t: FileTarget, uploadId: number) {
  const { upload } = await readUpload(c, t, uploadId);
  await c.var.db.delete(contentUploads).where(eq(contentUploads.id, uploadId));
  // R2 may have ended it already (its own expiry): the upload is gone either way.
  await c.env.MEDIA.resumeMultipartUpload(upload.objectKey, upload.r2UploadId)
    .abort()
    .catch(() => {});
  return { UploadID: uploadId, FileID: t.fileId, AbortedAt: new Date().toISOString() };
}

/** The cron's part: aborts resumable uploads past their `ExpiresAt`. Answers how many. */
export async function abortExpiredUploads(env: AppEnv["Bindings"], db: Db, now: Date) {
  const expired = await db
    .delete(contentUploads)
    .where(sql`${contentUploads.expiresAt} < ${now.toISOString()}`)
    .returning({ objectKey: contentUploads.objectKey, r2UploadId: contentUploads.r2UploadId });
  await Promise.allSettled(expired.map((u) => env.MEDIA.resumeMultipartUpload(u.objectKey, u.r2UploadId).abort()));
  return expired.length;
}

/** The resumable uploads under way for a subject's files (`ofFiles`: only those), to read in the batch that removes them. */
export function subjectUploads(db: Db, family: Family, subjectId: number, ofFiles?: SQL) {
  return db
    .select({ objectKey: contentUploads.objectKey, r2UploadId: contentUploads.r2UploadId })
    .from(contentUploads)
    .innerJoin(files, eq(files.id, contentUploads.fileId))
    .where(and(eq(SUBJECT[family].filesOf, subjectId), ofFiles));
}

/**
 * A removed subject's media: its objects (all under its prefix) and the
 * uploads it had under way; with `fileIds`, only those files' (removed from a
 * draft that stays).
 */
export async function removeSubjectMedia(
  bucket: R2Bucket,
  family: Family,
  subjectId: number,
  uploads: { objectKey: string; r2UploadId: string }[],
  fileIds?: number[],
): Promise<void> {
  await Promise.allSettled(uploads.map((u) => bucket.resumeMultipartUpload(u.objectKey, u.r2UploadId).abort()));
  const prefix = subjectPrefix(family, subjectId);
  if (!fileIds) await removeObjects(bucket, prefix);
  else await Promise.all(fileIds.map((fileId) => removeObjects(bucket, `${prefix}files/${fileId}/`)));
}
