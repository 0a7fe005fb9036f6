/**
 * The events of a subject's life (contract section 10), as emissions for the
 * outbox (../webhooks/webhooks.events.ts): who receives each and what it
 * says, written once for orders and releases. Each is emitted only when the
 * batch's own change happened (its `at` is on the row).
 */
import { type SQL, sql } from "drizzle-orm";
import { destinations, files, groupAccess } from "../../db/schema";
import { jsonList } from "../../db/sql";
import { type Family, SUBJECT } from "../subjects/subjects";
import { destinationsActedFor, destinationsAndGroups, type Emission } from "../webhooks/webhooks.events";

const PATH = { order: "/api/v1/ad/orders", release: "/api/v1/music/releases" } as const;

/** A subject's id (or SQL of it, e.g. the recipient row's `r.subject_id`) and a batch's moment. */
type Id = number | SQL;
type At = string;

/** A subject's own fields in its events, besides its id and status. */
const headline = (family: Family): SQL =>
  family === "order"
    ? sql`'OrderType', s.order_type, 'Advertiser', s.advertiser, 'Brand', s.brand, 'Product', s.product, 'FlightStartDate', s.flight_start_date, 'FlightEndDate', s.flight_end_date`
    : sql`'Title', s.title, 'Artist', s.artist, 'UPC', s.upc, 'ReleaseDate', s.release_date`;

const table = (family: Family) => SUBJECT[family].table;
/** The owner column of the family's table by name, for SQL that names its row `s`. */
const ownerColumn = (family: Family) => sql.identifier(SUBJECT[family].owner.name);

/** The subject's row as `s`, for the data of its events. */
const subjectData = (family: Family, id: Id, fields: SQL) =>
  sql`(SELECT json_object(${sql.raw(`'${SUBJECT[family].idField}'`)}, s.id, 'Status', s.status, ${fields}) FROM ${table(family)} s WHERE s.id = ${id})`;

/** The subject's files with the address of their content. */
const filesData = (family: Family, id: Id) => {
  const key = family === "order" ? sql`'AdID', f.ad_id, 'Format', f.format` : sql`'ISRC', f.isrc`;
  return sql`(SELECT json_group_array(json_object('FileID', f.id, ${key}, 'Title', f.title, 'Length', f.length_seconds,
    'ContentUrl', ${`${PATH[family]}/`} || f.${sql.identifier(SUBJECT[family].filesOf.name)} || '/files/' || f.id || '/content',
    'Bytes', f.content_bytes, 'Sha256', f.content_sha256))
    FROM (SELECT * FROM ${files} WHERE ${SUBJECT[family].filesOf} = ${id} ORDER BY ${files.position}, ${files.id}) f)`;
};

/** The subject's row changed by this batch: its `column` carries the batch's moment. */
const changedNow = (family: Family, id: Id, column: string, at: At) =>
  sql`EXISTS (SELECT 1 FROM ${table(family)} WHERE id = ${id} AND ${sql.raw(column)} = ${at})`;

/**
 * Published: to its owner; received: to each destination and each group
 * acting for one (once a subject, whatever how many of its destinations it
 * acts for). For each subject of `ids` that this batch published (its
 * `published_at` is `at`, and `stamp` holds when the batch's first statement
 * stamped something else): one subject, or a group's orders published
 * together, each its own events. The recipients' rows name their subject
 * (`r.subject_id`).
 */
export function publishedEvents(family: Family, ids: readonly number[], at: At, stamp?: SQL): Emission[] {
  const published = sql`SELECT s.id FROM ${table(family)} s WHERE s.id IN ${jsonList(ids)} AND s.published_at = ${at}`;
  const parent = SUBJECT[family].destinationsOf;
  const id = sql`r.subject_id`;
  return [
    {
      type: `${family}.published`,
      to: sql`SELECT s.${ownerColumn(family)} AS organization_id, s.id AS subject_id FROM ${table(family)} s WHERE s.id IN (${published})`,
      data: subjectData(family, id, sql`'PublishedAt', s.published_at`),
      when: stamp,
    },
    {
      type: `${family}.received`,
      to: sql`SELECT ${destinations.organizationId} AS organization_id, ${parent} AS subject_id FROM ${destinations} WHERE ${parent} IN (${published})
        UNION SELECT ${groupAccess.groupId}, ${parent} FROM ${destinations} JOIN ${groupAccess} ON ${groupAccess.organizationId} = ${destinations.organizationId} WHERE ${parent} IN (${published})`,
      data: subjectData(
        family,
        id,
        sql`${headline(family)}, 'PublishedAt', s.published_at, 'Files', json(${filesData(family, id)}), 'Destinations', json(${destinationsActedFor(sql`${parent} = ${id}`)})`,
      ),
      when: stamp,
    },
  ];
}

/** Cancelled (deleted past draft): to each destination that had it and each group acting for one. */
export function cancelledEvents(family: Family, id: Id, at: At): Emission[] {
  const parent = sql`${SUBJECT[family].destinationsOf} = ${id}`;
  return [
    {
      type: `${family}.cancelled`,
      to: destinationsAndGroups(parent),
      data: subjectData(
        family,
        id,
        sql`'CancelledAt', s.cancelled_at, 'Destinations', json(${destinationsActedFor(parent)})`,
      ),
      when: changedNow(family, id, "cancelled_at", at),
    },
  ];
}
