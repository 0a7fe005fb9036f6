/**
 * Request-log entries as the service sees them (`LogEntry`: texts, ISO 8601
 * dates) and as ./logs-schema.ts stores them (names as ids, the date in
 * milliseconds, a UUID as 16 bytes, the path's hash beside it): the one place
 * that turns one into the other, for the request log's writes, the Logs
 * operation's reads and the jobs that purge and move entries.
 */
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { pathKey } from "./log-placement";
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
  return sql<string>`CASE WHEN typeof(${stored}) = 'blob' THEN lower(${bytes(1, 4)} || '-' || ${bytes(5, 2)} || '-' || ${bytes(7, 2)} || '-' || ${bytes(9, 2)} || '-' || ${bytes(11, 6)}) ELSE ${stored} END`;
};

/** The id of a name (a value, or SQL that gives one), or null when it was never stored (so that it matches nothing). */
export const nameId = (name: string | SQL) =>
  sql`(SELECT ${logNames.id} FROM ${logNames} WHERE ${logNames.name} = ${name})`;

/** The ids of several names, those stored. */
export const nameIds = (names: readonly string[]) =>
  sql`(SELECT ${logNames.id} FROM ${logNames} WHERE ${logNames.name} IN ${jsonList(names)})`;

const nameOf = (id: SQLiteColumn) =>
  sql<string>`(SELECT ${logNames.name} FROM ${logNames} WHERE ${logNames.id} = ${id})`;

/**
 * The stored columns as the service reads them, to select (written as SQL:
 * drizzle cannot see the table behind an `INDEXED BY`).
 */
export const readable = {
  id: sql<number>`${requestLogs.id}`,
  organizationId: sql<number | null>`${requestLogs.organizationId}`,
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

/** An entry as the JSON array the INSERT below reads (`e.value ->> n`). */
function stored(entry: LogEntry): unknown[] {
  const hex = uuidHex(entry.requestId);
  return [
    entry.organizationId,
    entry.apiKeyPrefix,
    Date.parse(entry.requestDate),
    entry.httpMethod,
    entry.path,
    pathKey(entry.path),
    entry.query,
    entry.urlTemplate,
    entry.statusCode,
    entry.durationMs,
    hex,
    hex === null ? entry.requestId : null,
  ];
}

const at = (n: number) => sql.raw(`e.value ->> ${n}`);

/**
 * The statements that write `entries`, for one `write` batch: `names`, the
 * texts they name (methods, templates), each stored once in the database,
 * then `entries`, all in one statement whatever their number (one JSON
 * parameter, where D1's 100 parameters a statement would take one statement
 * per 9). `unlessPresent`: an entry already there (same organization, date
 * and request id) is not written again, so that a copy sent twice lands once.
 */
export function entryWrites(db: Db, entries: readonly LogEntry[], options: { unlessPresent?: boolean } = {}) {
  const names = [
    ...new Set(entries.flatMap((e) => (e.urlTemplate === null ? [e.httpMethod] : [e.httpMethod, e.urlTemplate]))),
  ];
  const requestId = sql`coalesce(unhex(${at(10)}), ${at(11)})`;
  const unlessPresent = options.unlessPresent
    ? sql` WHERE NOT EXISTS (SELECT 1 FROM ${requestLogs} AS l
        WHERE l.organization_id IS ${at(0)} AND l.request_date = ${at(2)} AND l.request_id = ${requestId})`
    : sql``;
  return {
    // `WHERE true` tells SQLite that ON CONFLICT belongs to the INSERT, not to a join.
    names: db
      .insert(logNames)
      .select(sql`SELECT NULL, value FROM json_each(${JSON.stringify(names)}) WHERE true`)
      .onConflictDoNothing(),
    // The SELECT gives the table's columns in order, the id first (null: the next one).
    entries: db.insert(requestLogs).select(
      sql`SELECT NULL, ${at(0)}, ${at(1)}, ${at(2)}, ${nameId(at(3))}, ${at(4)}, ${at(5)}, ${at(6)}, ${nameId(at(7))},
          ${at(8)}, ${at(9)}, ${requestId}
        FROM json_each(${JSON.stringify(entries.map(stored))}) AS e${unlessPresent}`,
    ),
  };
}

/**
 * The organizations with entries in a database, each found by one seek on
 * the date index, then null (the entries of unknown keys) last: the head of
 * a statement that goes through an organization at a time (`WITH …`).
 */
export const organizationsWithEntries = sql`WITH RECURSIVE organizations(id) AS (
  SELECT (SELECT min(${requestLogs.organizationId}) FROM ${requestLogs})
  UNION ALL
  SELECT (SELECT min(${requestLogs.organizationId}) FROM ${requestLogs} WHERE ${requestLogs.organizationId} > organizations.id)
  FROM organizations WHERE organizations.id IS NOT NULL)`;
