/**
 * What other features ask of media (../lifecycle, the cron) without its HTTP handlers: a subject's uploads
 * under way, a removed subject's or file's objects in R2, and the cron's sweep of expired uploads.
 */
import { and, eq, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { write } from "../../db/batch";
import type { Db } from "../../db/client";
import { contentUploads, files } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { type Family, SUBJECT } from "../subjects/subjects";
import { R2_NO_SUCH_UPLOAD, r2ErrorCode, removeObjects, subjectPrefix } from "./media.content";

/**
 * An ended upload's R2 side: its multipart upload aborted (R2 may have ended
 * it already: completed, aborted or expired), the object its parts were
 * joined into, if they were, and parts staged by sends cut off.
 */
export async function removeUploadObjects(bucket: R2Bucket, upload: { objectKey: string; r2UploadId: string }) {
  await bucket
    .resumeMultipartUpload(upload.objectKey, upload.r2UploadId)
    .abort()
    .catch((error) => {
      if (r2ErrorCode(error) !== R2_NO_SUCH_UPLOAD) throw error;
    });
  await bucket.delete(upload.objectKey);
  await removeObjects(bucket, `${upload.objectKey}/`);
}

/** How many ended uploads the cron clears a run. */
const SWEEP_LIMIT = 100;

/**
 * The cron's part: ends the resumable uploads past their `ExpiresAt`, then
 * removes ended uploads (these, and those whose abort or refusal was cut off
 * before its R2 side was gone): their R2 side first, then their rows.
 * Answers how many uploads expired.
 */
export async function abortExpiredUploads(env: AppEnv["Bindings"], db: Db, now: Date) {
  const at = now.toISOString();
  const { expired, ended } = await write(db, {
    expired: db
      .update(contentUploads)
      .set({ endedAt: at })
      .where(and(isNull(contentUploads.endedAt), lt(contentUploads.expiresAt, at)))
      .returning({ id: contentUploads.id }),
    ended: db
      .select({ id: contentUploads.id, objectKey: contentUploads.objectKey, r2UploadId: contentUploads.r2UploadId })
      .from(contentUploads)
      .where(isNotNull(contentUploads.endedAt))
      .limit(SWEEP_LIMIT),
  });
  const removed = await Promise.allSettled(ended.map((u) => removeUploadObjects(env.MEDIA, u)));
  const gone = ended.filter((_, i) => removed[i]?.status === "fulfilled").map((u) => u.id);
  if (gone.length > 0) await db.delete(contentUploads).where(sql`${contentUploads.id} IN ${jsonList(gone)}`);
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
