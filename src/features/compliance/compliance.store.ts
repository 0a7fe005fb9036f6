/**
 * What compliance reads besides a file and its destinations' specs (contract section 19): the renditions recorded
 * of the content of some files (`filesWhere`, SQL over `files`), with their probed and measured facts, so that each
 * station is judged on what it receives (./compliance.received.ts). A statement of the caller's read batch.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files, renditions } from "../../db/schema";

export const renditionFacts = (db: Db, filesWhere: SQL) =>
  db
    .select({
      sourceSha256: renditions.sourceSha256,
      profile: renditions.profile,
      status: renditions.status,
      reason: renditions.reason,
      contentType: renditions.contentType,
      bytes: renditions.bytes,
      sha256: renditions.sha256,
      media: renditions.media,
      loudness: renditions.loudness,
    })
    .from(renditions)
    .where(sql`${renditions.sourceSha256} IN (SELECT ${files.contentSha256} FROM ${files} WHERE ${filesWhere})`);
