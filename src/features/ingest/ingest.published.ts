/**
 * What an `ingest` entry snapshots, and the statement that makes them at
 * publish (contract section 16): apart from ./ingest.entries.ts so that the
 * demo world's seed (fixtures/seed.ts, also run by Node scripts) writes its
 * feed with the very statement publish runs.
 */
import { type SQL, sql } from "drizzle-orm";
import { jsonList } from "../../db/sql";

/**
 * Where each family keeps what an entry snapshots: the subject's table and
 * the files' column naming it, the file's code (AdID or ISRC), the party
 * (advertiser or artist), and the dates a station gets when instructions give
 * none (an order's flight; a release's ReleaseDate as StartDate).
 */
export const FEED = {
  order: {
    table: sql.raw("orders"),
    parent: sql.raw("order_id"),
    code: sql.raw("f.ad_id"),
    party: sql.raw("s.advertiser"),
    start: sql.raw("s.flight_start_date"),
    end: sql.raw("s.flight_end_date"),
    /** Orders have traffic instructions: a station's flights for the file give its dates. */
    flights: true,
    /** A station's spec may ask for its own file (its `Deliver`, contract section 19): offered once it is made. */
    renditions: true,
  },
  release: {
    table: sql.raw("releases"),
    parent: sql.raw("release_id"),
    code: sql.raw("f.isrc"),
    party: sql.raw("s.artist"),
    start: sql.raw("s.release_date"),
    end: sql.raw("NULL"),
    flights: false,
    renditions: false,
  },
} as const;

/** A file's rights window (contract section 20) as SQL: its `AirStart` and `AirEnd` (each NULL when unbounded). */
export interface RightsWindow {
  airStart: SQL;
  airEnd: SQL;
}

/** The rights window of the file the alias `f` names. */
export const RIGHTS_OF_F: RightsWindow = { airStart: sql.raw("f.air_start"), airEnd: sql.raw("f.air_end") };

/**
 * `date` held inside the rights window: a StartDate (`min`) never before AirStart, an EndDate (`max`) never
 * after AirEnd; a date NULL (unbounded) becomes the window's bound. The one place a station's dates meet the
 * file's rights: `stationFlightDate` and `stationDate` use it, so that no entry, `cart` chunk or sheet says
 * more than the rights allow.
 */
export const withinRights = (bound: "min" | "max", date: SQL, rights: RightsWindow): SQL =>
  bound === "min"
    ? sql`nullif(max(coalesce(${date}, ''), coalesce(${rights.airStart}, '')), '')`
    : sql`nullif(min(coalesce(${date}, '~'), coalesce(${rights.airEnd}, '~')), '~')`;

/**
 * The first StartDate (`min`) or last EndDate (`max`) of the flights of the
 * order's instructions revision `revision` (SQL; default the latest) that
 * apply to `station` (they name it, or no destination) and rotate `adId`,
 * held inside the file's `rights` (`withinRights`) when given; NULL when no
 * flight does.
 */
export const stationFlightDate = (
  bound: "min" | "max",
  orderId: SQL,
  station: SQL,
  adId: SQL,
  revision?: SQL,
  rights?: RightsWindow,
): SQL => {
  const field = bound === "min" ? sql.raw("'StartDate'") : sql.raw("'EndDate'");
  const which = revision ?? sql`(SELECT max(r2.revision) FROM instruction_revisions r2 WHERE r2.order_id = ${orderId})`;
  const found = sql`${sql.raw(bound)}(fl.value ->> ${field})`;
  // Inside the aggregate's query, so that no flight stays NULL: a multi-argument max() or min() of a NULL is NULL.
  const held = rights
    ? bound === "min"
      ? sql`max(${found}, coalesce(${rights.airStart}, ''))`
      : sql`min(${found}, coalesce(${rights.airEnd}, '~'))`
    : found;
  return sql`(SELECT ${held} FROM instruction_revisions ir, json_each(ir.flights) fl
    WHERE ir.order_id = ${orderId} AND ir.revision = ${which}
      AND (fl.value ->> 'Destinations' IS NULL OR EXISTS (SELECT 1 FROM json_each(fl.value, '$.Destinations') fd WHERE fd.value = ${station}))
      AND EXISTS (SELECT 1 FROM json_each(fl.value, '$.Rotation') fr WHERE fr.value ->> 'AdID' = ${adId}))`;
};

/**
 * A station's StartDate (`min`) or EndDate (`max`) of a file: its flights for the file in the current
 * instructions (an order's), else `fallback` (the order's flight, a release's date), always inside the file's
 * `rights`. What an `ingest` entry and a `cart` chunk say.
 */
export const stationDate = (
  bound: "min" | "max",
  family: keyof typeof FEED,
  at: { orderId: SQL; station: SQL; adId: SQL; rights: RightsWindow; fallback: SQL },
): SQL =>
  FEED[family].flights
    ? sql`coalesce(${stationFlightDate(bound, at.orderId, at.station, at.adId, undefined, at.rights)}, ${withinRights(bound, at.fallback, at.rights)})`
    : withinRights(bound, at.fallback, at.rights);

/**
 * `stationDate` as an ingest statement says it, of the file `f` of the subject `s` for the destination `d` (the
 * aliases publish, a rights change and an offer all read), inside the file's rights.
 */
export const entryDate = (bound: "min" | "max", family: keyof typeof FEED, fallback: SQL): SQL =>
  stationDate(bound, family, {
    orderId: sql.raw("s.id"),
    station: sql.raw("d.organization_id"),
    adId: sql.raw("f.ad_id"),
    rights: RIGHTS_OF_F,
    fallback,
  });

/**
 * The destination `d` receives the file `f` as it is, ready at publish: its spec has no `Deliver`, or one that does
 * not apply to the file's format (a radio station's to an HD spot: compliance.rules.ts `appliesTo`).
 */
const WITHOUT_DELIVER = sql` AND NOT EXISTS (SELECT 1 FROM destination_specs ds JOIN organizations og ON og.id = ds.organization_id
  WHERE ds.organization_id = d.organization_id AND ds.spec ->> '$.Deliver' IS NOT NULL
    AND coalesce(og.type = 'Radio', 0) = coalesce(f.format = 'Audio', 0))`;

/**
 * The clearance restrictions of the file the alias `f` names, as an entry keeps them (contract section 20): a
 * JSON list of `Body: restriction` texts, those of its `Restricted` clearances, by body then in their order.
 */
export const RESTRICTIONS_OF_F = sql.raw(`(SELECT coalesce(json_group_array(x.text), '[]') FROM (
    SELECT c.body || ': ' || r.value AS text FROM file_clearances c, json_each(c.restrictions) r
    WHERE c.file_id = f.id AND c.status = 'Restricted' ORDER BY c.body, r.key) x)`);

/**
 * The rows of `ingest` entries (in the table's column order) for every file at every destination of the subjects `ids` that
 * this batch published at `at` (and `stamp`, when the batch's first statement
 * stamped something else: an order group), as `newDeliveries` makes their
 * deliveries: HouseID the station's (if it set one), dates the station's
 * flights for the file (their first StartDate and last EndDate) in the
 * current instructions, else the order's flight, inside the file's rights (`stationDate`).
 *
 * A station whose spec has a `Deliver` (contract section 19) is offered an order's file only once what it
 * receives is ready: its entry is not written here but by the rendition queue, when it finds the station's
 * content ready (../renditions/renditions.queue.ts `offerReady`, with ./ingest.entries.ts `offeredEntries`).
 */
export function publishedSelect(family: keyof typeof FEED, ids: readonly number[], at: string, stamp?: SQL): SQL {
  const t = FEED[family];
  return sql`SELECT NULL, d.organization_id, 'ingest', ${at}, f.order_id, f.release_id, f.id, ${t.code}, f.title, ${t.party},
      f.length_seconds, fs.house_id, ${entryDate("min", family, t.start)}, ${entryDate("max", family, t.end)},
      f.content_type, f.content_bytes, f.content_sha256, NULL, NULL, NULL, ${RESTRICTIONS_OF_F}
    FROM files f JOIN ${t.table} s ON s.id = f.${t.parent}
      JOIN destinations d ON d.${t.parent} = f.${t.parent}
      LEFT JOIN file_statuses fs ON fs.file_id = f.id AND fs.organization_id = d.organization_id
    WHERE f.${t.parent} IN ${jsonList(ids)} AND s.published_at = ${at}${stamp ? sql` AND ${stamp}` : sql``}${t.renditions ? WITHOUT_DELIVER : sql``}
    ORDER BY s.id, f.position, f.id, d.position, d.organization_id`;
}
