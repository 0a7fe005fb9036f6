/**
 * Request-log entries as the service sees them (`LogEntry`: texts, ISO 8601
 * dates, a LogID) and as ./logs-schema.ts stores them (groups of an
 * organization's entries, one row each, no organization as 0): the one place
 * that turns one into the other, for the request log's writes, the Logs
 * operation's reads and the jobs that purge and move entries.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { GROUP_ENTRIES, GROUP_SPAN_MS, requestLogGroups } from "./logs-schema";

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

/** An entry read back: its LogID, unique within its account. */
export type StoredLogEntry = LogEntry & { id: number };

/** The stored organization of an unknown key's entries (a primary key has no nulls; no organization has id 0). */
export const NO_ORGANIZATION = 0;

/** An organization as stored. */
export const storedOrganization = (organizationId: number | null) => organizationId ?? NO_ORGANIZATION;

/**
 * An entry inside a group's JSON: its date as milliseconds after the group's first, the method, path, query,
 * template, status, duration, request id and key prefix.
 */
type StoredEntry = [number, string, string, string | null, string | null, number, number, string, string | null];

/** A group as stored, its entries oldest first. */
export interface StoredGroup {
  organizationId: number;
  firstDate: number;
  slot: number;
  entries: string;
}

/** The entries of a group as read, oldest first, each with its LogID. */
export function unpacked(group: { organizationId: number; firstDate: number; slot: number; entries: string }) {
  const stored = JSON.parse(group.entries) as StoredEntry[];
  const base = group.firstDate * 1000 + group.slot;
  return stored.map(
    ([offset, httpMethod, path, query, urlTemplate, statusCode, durationMs, requestId, apiKeyPrefix], place) =>
      ({
        id: base + place,
        organizationId: group.organizationId === NO_ORGANIZATION ? null : group.organizationId,
        apiKeyPrefix,
        requestDate: new Date(group.firstDate + offset).toISOString(),
        httpMethod,
        path,
        query,
        urlTemplate,
        statusCode,
        durationMs,
        requestId,
      }) satisfies StoredLogEntry,
  );
}

/** The key [first_date, slot] that a LogID's group is stored under or after: the groups below it hold lower LogIDs. */
export const groupKeyOf = (logId: number): [number, number] => [Math.floor(logId / 1000), logId % 1000];

/**
 * Entries as groups, in the order they came: an organization's, oldest first, cut where one would hold more than
 * `GROUP_ENTRIES` or span `GROUP_SPAN_MS` (a long request's entry, dated when it began, goes on its own).
 */
export function groupsOf(entries: readonly LogEntry[]) {
  const byOrganization = new Map<number, { at: number; entry: LogEntry }[]>();
  for (const entry of entries) {
    const organization = storedOrganization(entry.organizationId);
    const list = byOrganization.get(organization) ?? [];
    list.push({ at: Date.parse(entry.requestDate), entry });
    byOrganization.set(organization, list);
  }
  const groups: { organizationId: number; firstDate: number; entries: StoredEntry[] }[] = [];
  for (const [organizationId, list] of byOrganization) {
    list.sort((a, b) => a.at - b.at);
    let group: (typeof groups)[number] | undefined;
    for (const { at, entry: e } of list) {
      if (!group || group.entries.length >= GROUP_ENTRIES || at - group.firstDate >= GROUP_SPAN_MS) {
        group = { organizationId, firstDate: at, entries: [] };
        groups.push(group);
      }
      group.entries.push([
        at - group.firstDate,
        e.httpMethod,
        e.path,
        e.query,
        e.urlTemplate,
        e.statusCode,
        e.durationMs,
        e.requestId,
        e.apiKeyPrefix,
      ]);
    }
  }
  return groups;
}

const at = (n: number) => sql.raw(`(e.value ->> ${n})`);
const sameMillisecond = sql`g.organization_id = ${at(0)} AND g.first_date = ${at(1)}`;
/** The first free slot of an organization's millisecond: one seek of the primary key. */
const freeSlot = sql`ifnull((SELECT g.slot + g.count FROM ${requestLogGroups} AS g WHERE ${sameMillisecond}
  ORDER BY g.slot DESC LIMIT 1), 0)`;

/**
 * The statements that write `entries`, for one `write` batch: one row per group (`groupsOf`), all in one statement
 * whatever their number (one JSON parameter). A group's slot is the first free one of its organization's
 * millisecond (the SELECT reads the table, so SQLite runs it whole before inserting), after those this write's
 * groups of the same millisecond take. D1 runs one write at a time, so two writes never take the same slot.
 */
export function entryWrites(db: Db, entries: readonly LogEntry[]) {
  const taken = new Map<string, number>();
  const rows = groupsOf(entries).map((g) => {
    const key = `${g.organizationId}/${g.firstDate}`;
    const later = taken.get(key) ?? 0;
    taken.set(key, later + g.entries.length);
    return [g.organizationId, g.firstDate, later, g.entries.length, JSON.stringify(g.entries)];
  });
  return {
    // The SELECT gives the table's columns in order.
    groups: db
      .insert(requestLogGroups)
      .select(
        sql`SELECT ${at(0)}, ${at(1)}, ${freeSlot} + ${at(2)}, ${at(3)}, ${at(4)} FROM json_each(${JSON.stringify(rows)}) AS e`,
      ),
  };
}

/**
 * Copies of groups read from another partition (the log's move): each under its own key, or under the first free
 * slot of its millisecond when another group holds that key; none written again that is there already (same key,
 * same entries), so that a copy sent twice lands once.
 */
export function groupCopies(db: Db, groups: readonly StoredGroup[]) {
  const rows = groups.map((g) => [g.organizationId, g.firstDate, g.slot, g.entries]);
  const sameKey = sql`${sameMillisecond} AND g.slot = ${at(2)}`;
  return db.insert(requestLogGroups).select(
    sql`SELECT ${at(0)}, ${at(1)},
        CASE WHEN EXISTS (SELECT 1 FROM ${requestLogGroups} AS g WHERE ${sameKey}) THEN ${freeSlot} ELSE ${at(2)} END,
        json_array_length(${at(3)}), ${at(3)}
      FROM json_each(${JSON.stringify(rows)}) AS e
      WHERE NOT EXISTS (SELECT 1 FROM ${requestLogGroups} AS g WHERE ${sameKey} AND g.entries = ${at(3)})`,
  );
}

/**
 * The organizations with entries in a database (as stored: 0 for none),
 * each found by one seek of the primary key: the head of a statement that
 * goes through an organization at a time (`WITH …`).
 */
export const organizationsWithEntries = sql`WITH RECURSIVE organizations(id) AS (
  SELECT (SELECT min(${requestLogGroups.organizationId}) FROM ${requestLogGroups})
  UNION ALL
  SELECT (SELECT min(${requestLogGroups.organizationId}) FROM ${requestLogGroups}
    WHERE ${requestLogGroups.organizationId} > organizations.id)
  FROM organizations WHERE organizations.id IS NOT NULL)`;

/** The groups of one stored organization whose [first_date, slot] keys are listed, as one JSON parameter. */
export const groupsKeyed = (organizationId: number, keys: readonly [number, number][]) =>
  sql`${requestLogGroups.organizationId} = ${organizationId} AND (${requestLogGroups.firstDate}, ${requestLogGroups.slot})
    IN (SELECT value ->> 0, value ->> 1 FROM json_each(${JSON.stringify(keys)}))`;
