/**
 * The entries of the ingest feed (contract section 16), made where the change
 * happens: each function answers one INSERT … SELECT to put in the change's
 * own write batch (as the outbox is), so that the change and its entries
 * commit together or not at all, with no round trip more. Each applies only
 * when the batch's change did (its `when`: the stamp the change wrote), so a
 * refused write makes no entry.
 *
 * An entry is a snapshot of the file for one station: `ingest` when it is
 * given to the station (publish; a revision that gives it back), `update`
 * with the new values (the station's house ID, a revision's dates), `kill`
 * when it is taken away (cancellation; a revision that takes it off the
 * station). `update` and `kill` copy the station's latest entry of the file
 * (the snapshot it has) with what changed, and are made only while that entry
 * is not a `kill`: a station hears of a file it was given, and of nothing
 * once it was told to stop airing it.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ingestEntries } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { Family } from "../subjects/subjects";
import {
  entryDate,
  FEED,
  publishedSelect,
  RESTRICTIONS_OF_F,
  RIGHTS_OF_F,
  type RightsWindow,
  stationDate,
  stationFlightDate,
} from "./ingest.published";

/**
 * The id of the station's latest entry of the file: its delivery's `latest_entry_id` (kept by a trigger on every
 * entry, migration 0031), read along deliveries_file_org_idx. An entry the retention removed is named no more by
 * any row (AUTOINCREMENT: its id never comes back), so a join to it finds none, as when the station has none.
 */
export const latestEntry = (station: SQL, fileId: SQL) =>
  sql`(SELECT ld.latest_entry_id FROM deliveries ld WHERE ld.file_id = ${fileId} AND ld.organization_id = ${station})`;

/** An entry's columns after its id, in the table's order, from the SELECT of `e` (an entry) and what is given. */
const copied = (
  station: SQL,
  action: SQL,
  at: string,
  over: { houseId?: SQL; start?: SQL; end?: SQL; restrictions?: SQL } = {},
) =>
  sql`SELECT NULL, ${station}, ${action}, ${at}, e.order_id, e.release_id, e.file_id, e.code, e.title, e.party,
    e.length_seconds, ${over.houseId ?? sql.raw("e.house_id")}, ${over.start ?? sql.raw("e.start_date")},
    ${over.end ?? sql.raw("e.end_date")}, e.content_type, e.content_bytes, e.content_sha256, NULL, NULL, NULL,
    ${over.restrictions ?? sql.raw("e.restrictions")}`;

/**
 * `ingest` for every file at every destination of the subjects `ids` that
 * this batch published at `at` (see `publishedSelect`).
 */
export function publishedEntries(db: Db, family: Family, ids: readonly number[], at: string, stamp?: SQL) {
  return db.insert(ingestEntries).select(publishedSelect(family, ids, at, stamp));
}

/**
 * `kill` for every file of the subject at every station whose latest entry
 * of it is not already one, when this batch cancelled it (its `cancelled_at`
 * is `at`).
 */
export function cancelledEntries(db: Db, family: Family, id: number, at: string) {
  const t = FEED[family];
  return db.insert(ingestEntries).select(
    sql`${copied(sql.raw("d.organization_id"), sql`'kill'`, at)}
    FROM deliveries d JOIN ingest_entries e ON e.id = ${latestEntry(sql.raw("d.organization_id"), sql.raw("d.file_id"))}
    WHERE d.${t.parent} = ${id} AND e.action <> 'kill'
      AND EXISTS (SELECT 1 FROM ${t.table} s WHERE s.id = ${id} AND s.cancelled_at = ${at})
    ORDER BY d.file_id, d.organization_id`,
  );
}

/**
 * `update` with the new HouseID for each of the `stations` whose house ID of
 * the file this batch changed (its `house_id_updated_at` is `now`), the rest
 * copied from that station's latest entry (none: the station was never fed
 * the file, nothing to update).
 */
export function houseIdEntries(db: Db, fileId: number, stations: number[], now: string) {
  return db.insert(ingestEntries).select(
    sql`${copied(sql.raw("fs.organization_id"), sql`'update'`, now, { houseId: sql.raw("fs.house_id") })}
    FROM file_statuses fs JOIN ingest_entries e ON e.id = ${latestEntry(sql.raw("fs.organization_id"), sql.raw("fs.file_id"))}
    WHERE fs.file_id = ${fileId} AND fs.organization_id IN ${jsonList(stations)} AND fs.house_id_updated_at = ${now}
      AND e.action <> 'kill'
    ORDER BY fs.organization_id`,
  );
}

/**
 * What a new revision of an order's instructions (`revision`: SQL of the
 * one this batch wrote, NULL when it wrote none) changes for each station and file it was fed, against the
 * station's latest entry of it: a file the station's flights rotate again
 * after a `kill` by a revision: `ingest`; its flights' dates changed:
 * `update`; rotated by the station's flights in the revision before and by
 * none now: `kill` (taken off the station). A file no flight of the station
 * rotates, before or now, keeps the order's flight: nothing.
 */
export function revisionEntries(db: Db, orderId: number, at: string, revision: SQL) {
  const station = sql.raw("d.organization_id");
  const adId = sql.raw("f.ad_id");
  const order = sql`${orderId}`;
  // The new dates inside the file's rights; the revision before only says whether a flight rotated it.
  const now = (bound: "min" | "max") => stationFlightDate(bound, order, station, adId, revision, RIGHTS_OF_F);
  const before = stationFlightDate("min", order, station, adId, sql`${revision} - 1`);
  return db.insert(ingestEntries).select(
    sql`${copied(sql.raw("x.organization_id"), sql.raw("x.action"), at, {
      // A kill keeps the dates the station had; the others carry the new ones.
      start: sql.raw("CASE WHEN x.action = 'kill' THEN e.start_date ELSE x.new_start END"),
      end: sql.raw("CASE WHEN x.action = 'kill' THEN e.end_date ELSE x.new_end END"),
    })}
    FROM (SELECT y.*, CASE
          WHEN y.last_action = 'kill' THEN CASE WHEN y.new_start IS NOT NULL THEN 'ingest' END
          WHEN y.new_start IS NOT NULL THEN
            CASE WHEN y.new_start IS NOT y.last_start OR y.new_end IS NOT y.last_end THEN 'update' END
          WHEN y.before_start IS NOT NULL THEN 'kill'
        END AS action
      FROM (SELECT d.organization_id, e.id AS entry_id, e.action AS last_action, e.start_date AS last_start,
          e.end_date AS last_end, ${now("min")} AS new_start, ${now("max")} AS new_end, ${before} AS before_start
        FROM destinations d JOIN files f ON f.order_id = d.order_id
          JOIN ingest_entries e ON e.id = ${latestEntry(station, sql.raw("f.id"))}
        WHERE d.order_id = ${orderId} AND ${revision} IS NOT NULL) y) x
    JOIN ingest_entries e ON e.id = x.entry_id
    WHERE x.action IS NOT NULL
    ORDER BY e.file_id, x.organization_id`,
  );
}

/**
 * What a change of the file `fileId`'s rights window (as this batch left it) changes for each station fed it
 * (contract section 20), the station's dates as publish gives them (`stationDate`): `update` where they differ
 * from what its latest entry said (not a `kill`); `ingest` again where the rights had ended there (the cron's
 * kill, an `expired` notice of an earlier AirEnd) and the new window still runs on `today` (the subject not
 * cancelled).
 */
export function rightsEntries(db: Db, family: Family, fileId: number, at: string, today: string) {
  const t = FEED[family];
  const station = sql.raw("d.organization_id");
  return db.insert(ingestEntries).select(
    sql`${copied(
      sql.raw("y.organization_id"),
      sql.raw("CASE WHEN e.action = 'kill' THEN 'ingest' ELSE 'update' END"),
      at,
      {
        start: sql.raw("y.new_start"),
        end: sql.raw("y.new_end"),
      },
    )}
    FROM (SELECT d.organization_id, ${latestEntry(station, sql.raw("f.id"))} AS entry_id, f.air_end, s.cancelled_at,
        ${entryDate("min", family, t.start)} AS new_start, ${entryDate("max", family, t.end)} AS new_end,
        EXISTS (SELECT 1 FROM rights_notices n WHERE n.file_id = f.id AND n.organization_id = d.organization_id
          AND n.kind = 'expired' AND (f.air_end IS NULL OR n.air_end < f.air_end)) AS rights_ended
      FROM files f JOIN ${t.table} s ON s.id = f.${t.parent} JOIN destinations d ON d.${t.parent} = f.${t.parent}
      WHERE f.id = ${fileId}) y
    JOIN ingest_entries e ON e.id = y.entry_id
    WHERE CASE WHEN e.action = 'kill'
        THEN y.rights_ended AND y.cancelled_at IS NULL AND (y.new_end IS NULL OR y.new_end >= ${today})
        ELSE y.new_start IS NOT e.start_date OR y.new_end IS NOT e.end_date END
    ORDER BY y.organization_id`,
  );
}

/** No rights window: a station's dates as its flights (or the fallback) give them. */
const UNBOUNDED: RightsWindow = { airStart: sql`NULL`, airEnd: sql`NULL` };

/**
 * For a `read` batch: each file of the subjects `which` (an id, or SQL of a list) at each of their
 * destinations, with the station's own dates for it before its rights apply (`stationDate` with no window: its
 * flights, else the order's flight or the release's date) and the station's time zone, so that publishing's
 * rules (contract section 20) judge the rights against the days the station would air the file.
 */
export function stationWindows(db: Db, family: Family, which: number | SQL) {
  const t = FEED[family];
  const station = sql.raw("d.organization_id");
  const at = (fallback: SQL) => ({
    orderId: sql.raw("s.id"),
    station,
    adId: sql.raw("f.ad_id"),
    rights: UNBOUNDED,
    fallback,
  });
  return db
    .select({
      subjectId: sql<number>`f.${t.parent}`.as("subject_id"),
      fileId: sql<number>`f.id`.as("file_id"),
      organizationId: sql<number>`d.organization_id`.as("organization_id"),
      name: sql<string>`o.name`.as("name"),
      timeZone: sql<string>`o.time_zone`.as("time_zone"),
      startDate: sql<string | null>`${stationDate("min", family, at(t.start))}`.as("start_date"),
      endDate: sql<string | null>`${stationDate("max", family, at(t.end))}`.as("end_date"),
    })
    .from(
      sql`files f JOIN ${t.table} s ON s.id = f.${t.parent} JOIN destinations d ON d.${t.parent} = f.${t.parent}
        JOIN organizations o ON o.id = d.organization_id`,
    )
    .where(typeof which === "number" ? sql`f.${t.parent} = ${which}` : sql`f.${t.parent} IN ${which}`)
    .orderBy(sql`s.id, f.position, f.id, d.position, d.organization_id`);
}

/**
 * `kill` for each station the tick `token` recorded the file's rights as ended at (its `expired` notices,
 * ../../db/schema.ts `rightsNotices`), whose latest entry of the file is not already one (contract section 20).
 */
export function rightsEndedEntries(db: Db, token: string, at: string) {
  return db.insert(ingestEntries).select(
    sql`${copied(sql.raw("n.organization_id"), sql`'kill'`, at)}
    FROM rights_notices n JOIN ingest_entries e ON e.id = ${latestEntry(sql.raw("n.organization_id"), sql.raw("n.file_id"))}
    WHERE n.token = ${token} AND n.kind = 'expired' AND e.action <> 'kill'
    ORDER BY n.file_id, n.organization_id`,
  );
}

/** Whether the spec of the station `station` requires the clearance of `body` (its RequiresClearance names it, or `any`). */
export const requiresBody = (station: SQL, body: SQL | string) =>
  sql`EXISTS (SELECT 1 FROM destination_specs ds, json_each(ds.spec, '$.RequiresClearance') rc
    WHERE ds.organization_id = ${station} AND rc.value IN ('any', ${body}))`;

/**
 * What the clearance of the file `fileId` by `body`, as this batch set it at `at`, changes for each station fed
 * the file (contract section 20), against its latest entry (not a `kill`): `kill` where the body rejected it and
 * the station requires that body's clearance; else `update` where the file's restrictions (`RESTRICTIONS_OF_F`)
 * differ from those the station was given.
 */
export function clearanceEntries(db: Db, fileId: number, body: string, at: string) {
  const station = sql.raw("d.organization_id");
  return db.insert(ingestEntries).select(
    sql`${copied(sql.raw("y.organization_id"), sql.raw("y.action"), at, { restrictions: sql.raw("y.restrictions") })}
    FROM (SELECT d.organization_id, ${latestEntry(station, sql.raw("f.id"))} AS entry_id, ${RESTRICTIONS_OF_F} AS restrictions,
        CASE WHEN c.status = 'Rejected' AND ${requiresBody(station, body)} THEN 'kill' ELSE 'update' END AS action
      FROM files f JOIN file_clearances c ON c.file_id = f.id AND c.body = ${body} AND c.updated_at = ${at}
        JOIN deliveries d ON d.file_id = f.id
      WHERE f.id = ${fileId}) y
    JOIN ingest_entries e ON e.id = y.entry_id
    WHERE e.action <> 'kill' AND (y.action = 'kill' OR y.restrictions <> e.restrictions)
    ORDER BY y.organization_id`,
  );
}

/** What a station receives of a file, ready to offer it (contract section 19): its rendition, or the original. */
export interface Offer {
  file: number;
  station: number;
  contentType: string;
  bytes: number;
  sha256: string;
}

/**
 * What the feeds of order files' stations lack once their content is ready (`offers`, each a file and a station,
 * by the rendition queue; one statement whatever their number): `ingest` for a station with a delivery of the file
 * and no entry of it yet (publish left it to this: ./ingest.published.ts), its house ID and dates as publish gives
 * them; `update` with the new content for a station whose latest entry offered other content (its Deliver
 * changed) and that has not received the file. Nothing for a cancelled order, a station told `kill`, or content
 * offered already: safe to run again.
 */
export function offeredEntries(db: Db, offers: Offer[], at: string) {
  const t = FEED.order;
  const station = sql.raw("d.organization_id");
  const fresh = sql.raw("e.id IS NULL");
  return db.insert(ingestEntries).select(
    sql`SELECT NULL, ${station}, CASE WHEN ${fresh} THEN 'ingest' ELSE 'update' END, ${at}, f.order_id, f.release_id, f.id,
      ${t.code}, f.title, ${t.party}, f.length_seconds, CASE WHEN ${fresh} THEN fs.house_id ELSE e.house_id END,
      CASE WHEN ${fresh} THEN ${entryDate("min", "order", t.start)} ELSE e.start_date END,
      CASE WHEN ${fresh} THEN ${entryDate("max", "order", t.end)} ELSE e.end_date END,
      o.value ->> 'contentType', o.value ->> 'bytes', o.value ->> 'sha256', NULL, NULL, NULL, ${RESTRICTIONS_OF_F}
    FROM json_each(${JSON.stringify(offers)}) o
      JOIN deliveries d ON d.file_id = o.value ->> 'file' AND d.organization_id = o.value ->> 'station'
      JOIN files f ON f.id = d.file_id JOIN ${t.table} s ON s.id = f.order_id
      LEFT JOIN file_statuses fs ON fs.file_id = f.id AND fs.organization_id = d.organization_id
      LEFT JOIN ingest_entries e ON e.id = ${latestEntry(station, sql.raw("f.id"))}
    WHERE s.cancelled_at IS NULL AND (${fresh} OR (e.action <> 'kill' AND d.status <> 'Delivered'
      AND e.content_sha256 IS NOT o.value ->> 'sha256'))
    ORDER BY d.file_id, d.organization_id`,
  );
}
