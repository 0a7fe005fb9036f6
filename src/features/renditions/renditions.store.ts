/**
 * Renditions as other features read them (contract section 19): a file's renditions, and which one a station
 * receives. A download reads both in its own batch (../media/media.download.ts): no round trip of its own. And
 * the renditions of content no file has any longer, removed with the change that replaced or removed it.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { destinationSpecs, files, organizations, renditions } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { EngineProfile } from "../../engine/engine";
import { profileFor } from "../compliance/compliance.received";

/** The renditions of content `source` (SQL, or the SHA-256 itself). */
export const renditionsOf = (db: Db, source: SQL | string) =>
  db
    .select({
      profile: renditions.profile,
      status: renditions.status,
      reason: renditions.reason,
      objectKey: renditions.objectKey,
      contentType: renditions.contentType,
      extension: renditions.extension,
      bytes: renditions.bytes,
      sha256: renditions.sha256,
      loudness: renditions.loudness,
    })
    .from(renditions)
    .where(eq(renditions.sourceSha256, source));
export type RenditionRow = Awaited<ReturnType<typeof renditionsOf>>[number];

/** The renditions of the file's current content (named by its SHA-256). */
export const renditionsOfFile = (db: Db, fileId: number) =>
  renditionsOf(db, sql`(SELECT ${files.contentSha256} FROM ${files} WHERE ${files.id} = ${fileId})`);

/** Organizations `ids` with their type and spec: the stations a key may fetch a file for. */
export const specsOf = (db: Db, ids: number[]) =>
  db
    .select({ id: organizations.id, name: organizations.name, type: organizations.type, spec: destinationSpecs.spec })
    .from(organizations)
    .leftJoin(destinationSpecs, eq(destinationSpecs.organizationId, organizations.id))
    .where(inArray(organizations.id, ids.length > 0 ? ids : [-1]));
export type StationSpec = Awaited<ReturnType<typeof specsOf>>[number];

/**
 * What `station` receives of a file: `original`, or the rendition its Deliver asks for (`rendition` when one is
 * recorded, else undefined: not planned yet). A spec that does not apply to the file's format, no Deliver, or
 * an original that already is the Deliver: the original.
 */
export function receivedBy(
  station: StationSpec | undefined,
  file: { format: string | null; contentMedia: string | null },
  made: RenditionRow[],
): { original: true } | { original: false; profile: EngineProfile; rendition: RenditionRow | undefined } {
  const wanted = station ? profileFor(station, file) : null;
  if (!wanted) return { original: true };
  return { original: false, profile: wanted.parsed, rendition: made.find((r) => r.profile === wanted.profile) };
}

/**
 * For a write batch, after the statement that replaced or removed files' content: the renditions of `sources`
 * (the SHA-256s of the content before, as the request read it) that no file has any longer, removed (content
 * another file still has keeps its renditions; a write refused changed no file, so removes nothing). Answers
 * their objects' keys, for `removeRenditionObjects` once the batch committed.
 */
export const orphanedRenditions = (db: Db, sources: readonly string[]) =>
  db
    .delete(renditions)
    .where(
      and(
        sql`${renditions.sourceSha256} IN ${jsonList(sources)}`,
        sql`NOT EXISTS (SELECT 1 FROM ${files} WHERE ${files.contentSha256} = ${renditions.sourceSha256})`,
      ),
    )
    .returning({ objectKey: renditions.objectKey });

/** The R2 objects of renditions `orphanedRenditions` removed (one R2 call; a Pending or Failed one has none). */
export async function removeRenditionObjects(bucket: R2Bucket, removed: { objectKey: string | null }[]) {
  const keys = removed.flatMap((r) => (r.objectKey ? [r.objectKey] : []));
  if (keys.length > 0) await bucket.delete(keys);
}
