/**
 * The subject's own rows written and read by the steps of its life (../lifecycle): its files and destinations
 * inserted, the subject a batch inserted, its files and destinations read for publishing, the conditions a
 * write re-asserts (still the draft as read; stamped by this batch), and the UPDATE that publishes it.
 * Queries for a batch: they take `db` and ids, never a request.
 */
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { destinationSpecs, destinations, files, organizations } from "../../db/schema";
import { type Family, oneOf, SUBJECT, type Which } from "./subjects";

/** The subject this batch inserted: AUTOINCREMENT ids only grow and a batch is one transaction. */
export const newSubjectId = (family: Family) => sql`(SELECT max(id) FROM ${SUBJECT[family].table})`;

/** The parent columns of a file, destination or delivery row of the subject `id` (SQL of its id). */
export const parentColumns = (family: Family, id: SQL) => {
  const parents = { orderId: sql`NULL`, releaseId: sql`NULL` };
  parents[SUBJECT[family].fileParent] = id;
  return { orderId: parents.orderId.as("order_id"), releaseId: parents.releaseId.as("release_id") };
};

/** A file's rights window as its record shows it (contract section 20). */
export interface RightsRecord {
  AirStart: string | null;
  AirEnd: string | null;
  Notes: string | null;
}

/** A file as a subject's input gives it: an order's spot (AdID, Format) or a release's track (ISRC), and its rights. */
export interface FileInput {
  AdID?: string;
  ISRC?: string;
  Title: string;
  Length: number;
  Format?: string;
  Rights?: RightsRecord;
}

/** The `Rights` a file input gives, as its record shows them, to spread into the file (nothing when none). */
export const rightsOfInput = (rights: { AirStart?: string; AirEnd?: string; Notes?: string } | undefined) =>
  rights
    ? { Rights: { AirStart: rights.AirStart ?? null, AirEnd: rights.AirEnd ?? null, Notes: rights.Notes ?? null } }
    : {};

/**
 * A file's `Rights` inside a record's JSON (`json_object`), from the columns `air_start`, `air_end` and
 * `rights_notes` of the query it is in: NULL when the file has none (`withRights` then leaves it out).
 */
export const RIGHTS_JSON = sql`CASE WHEN air_start IS NULL AND air_end IS NULL AND rights_notes IS NULL THEN NULL
  ELSE json_object('AirStart', air_start, 'AirEnd', air_end, 'Notes', rights_notes) END`;

/** A record's files as read (`RIGHTS_JSON`): `Rights` only on a file that has some. */
export const withRights = <F extends { Rights?: RightsRecord | null }>(list: F[]) =>
  list.map(({ Rights, ...file }) => (Rights ? { ...file, Rights } : file)) as F[];

/**
 * The files of `list` (their JSON) inserted under the subject `id` (SQL of its
 * id), each at its index, answering each one's id and position; `where` limits
 * which (SQL over `value`, the file's JSON). One statement whatever the count
 * (D1 binds at most 100 values a statement).
 */
export function insertFiles(db: Db, family: Family, list: string, id: SQL, at: string, where?: SQL) {
  return db
    .insert(files)
    .select(
      db
        .select({
          id: sql`NULL`.as("id"),
          ...parentColumns(family, id),
          position: sql`key`.as("position"),
          adId: sql`value ->> 'AdID'`.as("ad_id"),
          isrc: sql`value ->> 'ISRC'`.as("isrc"),
          title: sql`value ->> 'Title'`.as("title"),
          lengthSeconds: sql`value ->> 'Length'`.as("length_seconds"),
          format: sql`value ->> 'Format'`.as("format"),
          createdAt: sql`${at}`.as("created_at"),
          // No content yet: it is uploaded to the draft (../media).
          contentKey: sql`NULL`.as("content_key"),
          contentType: sql`NULL`.as("content_type"),
          contentBytes: sql`NULL`.as("content_bytes"),
          contentSha256: sql`NULL`.as("content_sha256"),
          contentUploadedAt: sql`NULL`.as("content_uploaded_at"),
          contentMedia: sql`NULL`.as("content_media"),
          contentLoudness: sql`NULL`.as("content_loudness"),
          airStart: sql`value ->> '$.Rights.AirStart'`.as("air_start"),
          airEnd: sql`value ->> '$.Rights.AirEnd'`.as("air_end"),
          rightsNotes: sql`value ->> '$.Rights.Notes'`.as("rights_notes"),
        })
        .from(sql`json_each(${list})`)
        .where(where),
    )
    .returning({ id: files.id, position: files.position });
}

/** The destinations of `ids` inserted under the subject `id` (SQL of its id), in their order. */
export function insertDestinations(db: Db, family: Family, ids: readonly number[], id: SQL, where?: SQL) {
  return db.insert(destinations).select(
    db
      .select({
        id: sql`NULL`.as("id"),
        ...parentColumns(family, id),
        organizationId: sql`value`.as("organization_id"),
        position: sql`key`.as("position"),
        // Copied from the subject by a trigger (schema.ts).
        subjectUpdatedAt: sql`NULL`.as("subject_updated_at"),
      })
      .from(sql`json_each(${JSON.stringify(ids)})`)
      .where(where),
  );
}

/**
 * The subject `id`'s counts of files and destinations, counted again at the
 * end of the batch that inserted or replaced them (contract section 21: a list
 * shows counts kept, not recounted per page). One row written, the counted
 * rows read: a seek of each index on the subject.
 */
export function keptCounts(db: Db, family: Family, id: SQL) {
  const t = SUBJECT[family];
  return db
    .update(t.table)
    .set({
      fileCount: sql`(SELECT count(*) FROM ${files} WHERE ${t.filesOf} = ${id})`,
      destinationCount: sql`(SELECT count(*) FROM ${destinations} WHERE ${t.destinationsOf} = ${id})`,
    })
    .where(sql`${t.id} = ${id}`);
}

/**
 * A subject's destinations in their order, with what its rules and warnings
 * need: a query for a `read` batch. Of several subjects (`which`), each row
 * names its own (`subjectId`), subject by subject.
 */
export const destinationsOfSubject = (db: Db, family: Family, which: Which) =>
  db
    .select({
      subjectId: sql<number>`${SUBJECT[family].destinationsOf}`.as("subject_id"),
      id: destinations.organizationId,
      name: organizations.name,
      kind: organizations.kind,
      status: organizations.status,
      // For the compliance rule (../compliance): the station's type and its technical spec.
      type: organizations.type,
      spec: destinationSpecs.spec,
    })
    .from(destinations)
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .leftJoin(destinationSpecs, eq(destinationSpecs.organizationId, destinations.organizationId))
    .where(oneOf(SUBJECT[family].destinationsOf, which))
    .orderBy(asc(SUBJECT[family].destinationsOf), asc(destinations.position), asc(destinations.organizationId));

/** A subject's files in their order, with what publishing checks; of several subjects, as `destinationsOfSubject`. */
export const filesOfSubject = (db: Db, family: Family, which: Which) =>
  db
    .select({
      subjectId: sql<number>`${SUBJECT[family].filesOf}`.as("subject_id"),
      id: files.id,
      adId: files.adId,
      isrc: files.isrc,
      title: files.title,
      contentSha256: files.contentSha256,
      // For the compliance rule (../compliance).
      format: files.format,
      lengthSeconds: files.lengthSeconds,
      contentMedia: files.contentMedia,
      contentLoudness: files.contentLoudness,
      // For the rights rules (./subjects.rights.ts).
      airStart: files.airStart,
      airEnd: files.airEnd,
      // For the clearance rule (../rights/rights.rules.ts): each body's status, `[{"b": body, "s": status}]`.
      clearances: sql<string>`(SELECT json_group_array(json_object('b', c.body, 's', c.status))
        FROM file_clearances c WHERE c.file_id = "files"."id")`.as("clearances"),
    })
    .from(files)
    .where(oneOf(SUBJECT[family].filesOf, which))
    .orderBy(asc(SUBJECT[family].filesOf), asc(files.position), asc(files.id));

/**
 * The subject's row, unchanged since it was read (`updatedAt`), still a live
 * draft of the caller's. Its id and moment may be SQL (a row of a list of
 * subjects as read, in a statement about all of them).
 */
export function stillTheDraft(family: Family, id: number | SQL, updatedAt: string | SQL, owner: number) {
  const t = SUBJECT[family];
  return and(
    eq(t.id, id),
    eq(t.status, "Draft"),
    isNull(t.cancelledAt),
    eq(t.owner, owner),
    eq(t.table.updatedAt, updatedAt),
  );
}

/** That the subject's row carries this request's moment in `column`: the batch's first statement applied. */
export const stamped = (family: Family, id: number, column: "updated_at" | "published_at", at: string) =>
  sql`EXISTS (SELECT 1 FROM ${SUBJECT[family].table} WHERE id = ${id} AND ${sql.identifier(column)} = ${at})`;

/** The UPDATE that publishes the subjects `where` selects at `at`: the stamp the rest of a publish's write applies to. */
export const markPublished = (db: Db, family: Family, where: SQL | undefined, at: string) =>
  db.update(SUBJECT[family].table).set({ status: "Published", publishedAt: at, updatedAt: at }).where(where);
