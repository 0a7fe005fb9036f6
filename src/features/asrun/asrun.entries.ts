/**
 * The queries of as-run entries in the database that holds them (an ASRUN_n
 * partition, or the main database's old table while the mover drains it: the
 * same columns, so the same SQL), for the post, the reads and the mover.
 * They join nothing of the main database: what an entry needs of its file
 * (the AdID of a house-ID entry) was stored with it.
 */
import { and, asc, desc, lte, type SQL, sql } from "drizzle-orm";
import type { AsRunPartition } from "../../db/asrun-partitions";
import { asrunSequence, asrunEntries as e, firstIdOf } from "../../db/asrun-schema";
import { write } from "../../db/batch";
import type { Db } from "../../db/client";
import { jsonList } from "../../db/sql";
import { olderThan } from "../../http/pagination";

/** Entries a statement: its JSON stays well under D1's 2 MB a value, and 10,000 entries are 5 statements of one batch. */
export const CHUNK = 2000;

/** The entry's spot: its AdID as posted, else its matched file's. */
const spot = sql<string | null>`coalesce(nullif(${e.adId}, ''), ${e.matchedAdId})`;

/** An entry as posted and matched, in the order `insertEntries` reads it from JSON. */
export type EntryRow = [
  organizationId: number,
  airedAt: string,
  adId: string,
  houseId: string,
  durationSeconds: number | null,
  orderId: number | null,
  fileId: number | null,
  matchedAdId: string | null,
];

/** What makes an entry the same as another: station, moment and spot as sent (AdID and house ID, '' when not sent). */
export type EntryKey = [organizationId: number, airedAt: string, adId: string, houseId: string];

/** The same, as columns. */
export const keyColumns = { organizationId: e.organizationId, airedAt: e.airedAt, adId: e.adId, houseId: e.houseId };

/**
 * Takes `count` ids of partition `index` for one post: the statement that
 * starts the partition's sequence at its first id, or moves it on. The
 * post's inserts number their rows from `next - count`, read after it in the
 * same batch.
 */
export const takeIds = (db: Db, index: number, count: number) =>
  db
    .insert(asrunSequence)
    .values({ id: 0, next: firstIdOf(index) + count })
    .onConflictDoUpdate({ target: asrunSequence.id, set: { next: sql`${asrunSequence.next} + ${count}` } });

/**
 * One statement inserting a chunk of entries (their JSON, one bound value),
 * dropping those stored already; each row's id is its place among the
 * post's `count` ids (`offset` + its index in the chunk).
 */
export const insertEntries = (db: Db, rows: EntryRow[], offset: number, count: number, at: string, by: string) =>
  db
    .insert(e)
    .select(
      db
        .select({
          id: sql`(SELECT ${asrunSequence.next} FROM ${asrunSequence} WHERE ${asrunSequence.id} = 0) - ${count} + ${offset} + key`.as(
            "id",
          ),
          organizationId: sql`value ->> 0`.as("organization_id"),
          airedAt: sql`value ->> 1`.as("aired_at"),
          adId: sql`value ->> 2`.as("ad_id"),
          houseId: sql`value ->> 3`.as("house_id"),
          durationSeconds: sql`value ->> 4`.as("duration_seconds"),
          orderId: sql`value ->> 5`.as("order_id"),
          fileId: sql`value ->> 6`.as("file_id"),
          matchedAdId: sql`value ->> 7`.as("matched_ad_id"),
          postedAt: sql`${at}`.as("posted_at"),
          postedBy: sql`${by}`.as("posted_by"),
        })
        .from(sql`json_each(${JSON.stringify(rows)})`)
        .where(sql`true`),
    )
    .onConflictDoNothing()
    .returning(keyColumns);

/**
 * Stores a post's entries in a partition, in one batch (one transaction): the ids taken, then CHUNK entries a
 * statement, those stored already dropped; answers the keys of those written.
 */
export async function writeEntries(partition: AsRunPartition, rows: EntryRow[], at: string, by: string) {
  const { db, index } = partition;
  const chunks: Record<string, ReturnType<typeof insertEntries>> = {};
  for (let i = 0; i < rows.length; i += CHUNK) {
    chunks[`entries${i / CHUNK}`] = insertEntries(db, rows.slice(i, i + CHUNK), i, rows.length, at, by);
  }
  const done = await write(db, { ids: takeIds(db, index, rows.length), ...chunks });
  return Object.keys(chunks).flatMap((name) => (done as unknown as Record<string, EntryKeyRow[]>)[name] ?? []);
}

type EntryKeyRow = { organizationId: number; airedAt: string; adId: string; houseId: string };

/** Which of the entries are stored here: one index lookup each. */
export const storedOf = (db: Db, keys: EntryKey[]) =>
  db
    .select(keyColumns)
    .from(sql`json_each(${JSON.stringify(keys)}) AS k`)
    .innerJoin(
      e,
      sql`${e.organizationId} = k.value ->> 0 AND ${e.airedAt} = k.value ->> 1 AND ${e.adId} = k.value ->> 2 AND ${e.houseId} = k.value ->> 3`,
    );

export interface PageFilter {
  from?: string;
  to?: string;
  after?: [string, number];
  adId?: string;
  limit: number;
}

/** A page of a station's entries, newest first (keyset on AiredAt and EntryID), along its unique index. */
export const stationPage = (db: Db, station: number, f: PageFilter) =>
  db
    .select({
      EntryID: e.id,
      OrganizationID: e.organizationId,
      AiredAt: e.airedAt,
      AdID: spot,
      HouseID: sql<string | null>`nullif(${e.houseId}, '')`,
      DurationSeconds: e.durationSeconds,
      OrderID: e.orderId,
      FileID: e.fileId,
      PostedAt: e.postedAt,
    })
    .from(e)
    .where(
      and(
        sql`${e.organizationId} = ${station}`,
        f.from ? sql`${e.airedAt} >= ${f.from}` : undefined,
        f.to ? lte(e.airedAt, f.to) : undefined,
        f.after ? olderThan(e.airedAt, e.id, f.after[0], f.after[1]) : undefined,
        f.adId !== undefined ? sql`${spot} = ${f.adId}` : undefined,
      ) as SQL,
    )
    .orderBy(desc(e.airedAt), desc(e.id))
    .limit(f.limit + 1);

/** An order's airings at the stations, by station, oldest first, their AdID resolved; with their ids (a move may show one twice). */
export const orderAirings = (db: Db, orderId: number, stations: number[]) =>
  db
    .select({
      id: e.id,
      airedAt: e.airedAt,
      adId: sql<string>`coalesce(${spot}, '')`,
      durationSeconds: e.durationSeconds,
      organizationId: e.organizationId,
      fileId: e.fileId,
    })
    .from(e)
    .where(and(sql`${e.orderId} = ${orderId}`, sql`${e.organizationId} IN ${jsonList(stations)}`))
    .orderBy(asc(e.organizationId), asc(e.airedAt));

/** Up to `limit` of a station's entries, oldest first along its unique index, whole (for the mover). */
export const stationBatch = (db: Db, station: number, limit: number) =>
  db
    .select()
    .from(e)
    .where(sql`${e.organizationId} = ${station}`)
    .orderBy(asc(e.airedAt), asc(e.adId), asc(e.houseId))
    .limit(limit);

/** Entries copied as they are (id included), each written once whatever is there already. */
export const copyEntries = (db: Db, rows: (typeof e.$inferSelect)[]) =>
  db
    .insert(e)
    .select(
      db
        .select({
          id: sql`value ->> 'id'`.as("id"),
          organizationId: sql`value ->> 'organizationId'`.as("organization_id"),
          airedAt: sql`value ->> 'airedAt'`.as("aired_at"),
          adId: sql`value ->> 'adId'`.as("ad_id"),
          houseId: sql`value ->> 'houseId'`.as("house_id"),
          durationSeconds: sql`value ->> 'durationSeconds'`.as("duration_seconds"),
          orderId: sql`value ->> 'orderId'`.as("order_id"),
          fileId: sql`value ->> 'fileId'`.as("file_id"),
          matchedAdId: sql`value ->> 'matchedAdId'`.as("matched_ad_id"),
          postedAt: sql`value ->> 'postedAt'`.as("posted_at"),
          postedBy: sql`value ->> 'postedBy'`.as("posted_by"),
        })
        .from(sql`json_each(${JSON.stringify(rows)})`)
        .where(sql`true`),
    )
    .onConflictDoNothing();

/** Deletes entries by id (their list one JSON value). */
export const deleteEntries = (db: Db, ids: number[]) => db.delete(e).where(sql`${e.id} IN ${jsonList(ids)}`);
