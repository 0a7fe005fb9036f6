/**
 * Request-log entries as the service sees them (`LogEntry`: texts, ISO 8601
 * dates, a LogID) and as ./logs-schema.ts stores them (names as ids, the date
 * in milliseconds, no organization as 0, a UUID as 16 bytes, the entry's
 * number within its millisecond): the one place that turns one into the
 * other, for the request log's writes, the Logs operation's reads and the
 * jobs that purge and move entries.
 */
import { gt, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { logNames, requestLogs } from "./logs-schema";
import { jsonList } from "./sql";

/** One request's entry. */
export interface LogEntry {
  /** Null for a key that was unknown. */
  organizationId: number | null;
  apiKeyPrefix: string | null;
  /** ISO 8601 UTC with milliseconds, as `Date.toISOString` writes it. */
  requestDate: string;
  httpMethod: string;
  path: string;
  /** With its `?`; null when the URL has none. */
  query: string | null;
  urlTemplate: string | null;
  statusCode: number;
  durationMs: number;
  requestId: string;
}

/** The stored organization of an unknown key's entries (a primary key has no nulls; no organization has id 0). */
export const NO_ORGANIZATION = 0;

/** An organization as stored. */
export const storedOrganization = (organizationId: number | null) => organizationId ?? NO_ORGANIZATION;

/**
 * The LogID of an entry: its date in milliseconds × 1000 + its number within that millisecond. Unique within an
 * account, and newer entries have higher ones; below 2^53 until the year 2255.
 */
export const logId = sql<number>`${requestLogs.requestDate} * 1000 + ${requestLogs.id}`;

/** The stored key of the entry a LogID names, given its date (ms): [request_date, id]. */
export const keyOfLogId = (requestDate: number, id: number): [number, number] => [requestDate, id - requestDate * 1000];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The hex digits of a request id stored as bytes (a lower-case UUID), or null for one stored as text. */
const uuidHex = (requestId: string) => (UUID.test(requestId) ? requestId.replaceAll("-", "") : null);

/** A request id as stored, to find one request's entries. */
export const storedRequestId = (requestId: string) => {
  const hex = uuidHex(requestId);
  return hex === null ? sql`${requestId}` : sql`unhex(${hex})`;
};

/**
 * A stored request id as text again, made by SQLite: 16 bytes are a
 * lower-case UUID (D1 would answer a blob as an array of numbers, slow to
 * carry and to turn back into text); anything else was stored as text.
 */
const requestIdText = (stored: SQLiteColumn) => {
  const bytes = (from: number, length: number) =>
    sql`hex(substr(${stored}, ${sql.raw(String(from))}, ${sql.raw(String(length))}))`;
  return sql<string>`CASE WHEN typeof(${stored}) = 'blob' THEN lower(${bytes(1, 4)} || '-' || ${bytes(5, 2)} || '-'
    || ${bytes(7, 2)} || '-' || ${bytes(9, 2)} || '-' || ${bytes(11, 6)}) ELSE ${stored} END`;
};

/** The id of a name (a value, or SQL that gives one), or null when it was never stored (so that it matches nothing). */
export const nameId = (name: string | SQL) =>
  sql`(SELECT ${logNames.id} FROM ${logNames} WHERE ${logNames.name} = ${name})`;

/** The ids of several names, those stored. */
export const nameIds = (names: readonly string[]) =>
  sql`(SELECT ${logNames.id} FROM ${logNames} WHERE ${logNames.name} IN ${jsonList(names)})`;

const nameOf = (id: SQLiteColumn) =>
  sql<string>`(SELECT ${logNames.name} FROM ${logNames} WHERE ${logNames.id} = ${id})`;

/** A partition's names as far as this isolate has read them: `upTo`, the highest id read. */
interface KnownNames {
  byId: Map<number, string>;
  upTo: number;
}

/** By partition. A name's id never changes and new names get higher ids, so what an isolate has read stays true. */
const knownNames = new Map<string, KnownNames>();

/** The names of a partition (its binding's name) that this isolate has not read yet: one seek once it has them all. */
export const namesAfterKnown = (db: Db, partition: string) =>
  db
    .select({ id: logNames.id, name: logNames.name })
    .from(logNames)
    .where(gt(logNames.id, knownNames.get(partition)?.upTo ?? 0));

/** Keeps the names read (`namesAfterKnown`); answers the text an id names in that partition. */
export function namesOf(partition: string, read: readonly { id: number; name: string }[]) {
  const names = knownNames.get(partition) ?? { byId: new Map<number, string>(), upTo: 0 };
  for (const { id, name } of read) {
    names.byId.set(id, name);
    names.upTo = Math.max(names.upTo, id);
  }
  knownNames.set(partition, names);
  return (id: number): string => {
    const name = names.byId.get(id);
    // The names were read in the same batch as the rows that name them: none can be missing.
    if (name === undefined) throw new Error(`log name ${id} of ${partition} is unknown`);
    return name;
  };
}

/** The stored columns as the service reads them, to select. */
export const readable = {
  id: logId,
  organizationId: sql<number | null>`nullif(${requestLogs.organizationId}, ${NO_ORGANIZATION})`,
  apiKeyPrefix: sql<string | null>`${requestLogs.apiKeyPrefix}`,
  requestDate: sql`${requestLogs.requestDate}`.mapWith((ms: number) => new Date(ms).toISOString()),
  httpMethod: nameOf(requestLogs.httpMethod),
  path: sql<string>`${requestLogs.path}`,
  query: sql<string | null>`${requestLogs.query}`,
  /** Path and query, as requested. */
  url: sql<string>`${requestLogs.path} || ifnull(${requestLogs.query}, '')`,
  urlTemplate: nameOf(requestLogs.urlTemplate) as SQL<string | null>,
  statusCode: sql<number>`${requestLogs.statusCode}`,
  durationMs: sql<number>`${requestLogs.durationMs}`,
  requestId: requestIdText(requestLogs.requestId),
};

/** Every field of a `LogEntry`, to select entries whole (to move them, to read them in tests). */
export const entryFields = {
  organizationId: readable.organizationId,
  apiKeyPrefix: readable.apiKeyPrefix,
  requestDate: readable.requestDate,
  httpMethod: readable.httpMethod,
  path: readable.path,
  query: readable.query,
  urlTemplate: readable.urlTemplate,
  statusCode: readable.statusCode,
  durationMs: readable.durationMs,
  requestId: readable.requestId,
};

/**
 * An entry as the JSON array the INSERT below reads (`e.value ->> n`); `later`: how many entries of the same
 * organization and millisecond come before it in the same write.
 */
function stored(entry: LogEntry, later: number): unknown[] {
  const hex = uuidHex(entry.requestId);
  return [
    storedOrganization(entry.organizationId),
    Date.parse(entry.requestDate),
    later,
    entry.apiKeyPrefix,
    entry.httpMethod,
    entry.path,
    entry.query,
    entry.urlTemplate,
    entry.statusCode,
    entry.durationMs,
    hex,
    hex === null ? entry.requestId : null,
  ];
}

/** Each entry as stored, numbered within its organization and millisecond in this write. */
function storedAll(entries: readonly LogEntry[]): unknown[][] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const key = `${storedOrganization(entry.organizationId)}/${Date.parse(entry.requestDate)}`;
    const later = seen.get(key) ?? 0;
    seen.set(key, later + 1);
    return stored(entry, later);
  });
}

const at = (n: number) => sql.raw(`(e.value ->> ${n})`);

/**
 * The statements that write `entries`, for one `write` batch: `names`, the
 * texts they name (methods, templates), each stored once in the database
 * (nothing written once they are), then `entries`, one row each and nothing
 * else, all in one statement whatever their number (one JSON parameter,
 * where D1's 100 parameters a statement would take one statement per 9).
 *
 * An entry's `id` is the next free number of its organization's millisecond:
 * one seek of the primary key (the SELECT reads the table, so SQLite runs it
 * whole before inserting), plus its place among this write's entries of the
 * same millisecond. D1 runs one write at a time, so two writes never take the
 * same number. `unlessPresent`: an entry already there (same organization,
 * date and request id) is not written again, so that a copy sent twice lands
 * once.
 */
export function entryWrites(db: Db, entries: readonly LogEntry[], options: { unlessPresent?: boolean } = {}) {
  const names = [
    ...new Set(entries.flatMap((e) => (e.urlTemplate === null ? [e.httpMethod] : [e.httpMethod, e.urlTemplate]))),
  ];
  const requestId = sql`coalesce(unhex(${at(10)}), ${at(11)})`;
  const sameMillisecond = sql`l.organization_id = ${at(0)} AND l.request_date = ${at(1)}`;
  const unlessPresent = options.unlessPresent
    ? sql` WHERE NOT EXISTS (SELECT 1 FROM ${requestLogs} AS l WHERE ${sameMillisecond} AND l.request_id = ${requestId})`
    : sql``;
  return {
    // `WHERE true` tells SQLite that ON CONFLICT belongs to the INSERT, not to a join.
    names: db
      .insert(logNames)
      .select(sql`SELECT NULL, value FROM json_each(${JSON.stringify(names)}) WHERE true`)
      .onConflictDoNothing(),
    // The SELECT gives the table's columns in order.
    entries: db.insert(requestLogs).select(
      sql`SELECT ${at(0)}, ${at(1)},
          ifnull((SELECT max(l.id) + 1 FROM ${requestLogs} AS l WHERE ${sameMillisecond}), 0) + ${at(2)},
          ${at(3)}, ${nameId(at(4))}, ${at(5)}, ${at(6)}, ${nameId(at(7))}, ${at(8)}, ${at(9)}, ${requestId}
        FROM json_each(${JSON.stringify(storedAll(entries))}) AS e${unlessPresent}`,
    ),
  };
}

/**
 * The organizations with entries in a database (as stored: 0 for none),
 * each found by one seek of the primary key: the head of a statement that
 * goes through an organization at a time (`WITH …`).
 */
export const organizationsWithEntries = sql`WITH RECURSIVE organizations(id) AS (
  SELECT (SELECT min(${requestLogs.organizationId}) FROM ${requestLogs})
  UNION ALL
  SELECT (SELECT min(${requestLogs.organizationId}) FROM ${requestLogs} WHERE ${requestLogs.organizationId} > organizations.id)
  FROM organizations WHERE organizations.id IS NOT NULL)`;

/** The entries of one stored organization whose [request_date, id] keys are listed, as one JSON parameter. */
export const entriesKeyed = (organizationId: number, keys: readonly [number, number][]) =>
  sql`${requestLogs.organizationId} = ${organizationId} AND (${requestLogs.requestDate}, ${requestLogs.id}) IN (SELECT value ->> 0, value ->> 1 FROM json_each(${JSON.stringify(keys)}))`;
