/**
 * Request-log entries as the service sees them (`LogEntry`: texts, ISO 8601
 * dates, a LogID) and as ./logs-schema.ts stores them (groups of an
 * organization's entries, one row each, no organization as 0): the one place
 * that turns one into the other, for the request log's writes, the Logs
 * operation's reads and the jobs that purge and move entries.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { GROUP_ENTRIES, GROUP_KEY, GROUP_SPAN_MS, logAccounts, requestLogGroups } from "./logs-schema";

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

/** A group as read: its organization (as stored), first date (ms), slot and entries (JSON), oldest first. */
export interface StoredGroup {
  organizationId: number;
  firstDate: number;
  slot: number;
  entries: string;
}

const K = GROUP_KEY;
const raw = (n: number) => sql.raw(String(n));
/** An organization's number in the partition (null when it has none yet: then its keys are null and match nothing). */
export const accountOf = (organizationId: number | SQL) =>
  sql`(SELECT ${logAccounts.id} FROM ${logAccounts} WHERE ${logAccounts.organizationId} = ${organizationId})`;
/** The key of a group (SQL), from SQL for its account's number, first date and slot. */
export const keyOf = (account: SQL, firstDate: number | SQL, slot: number | SQL = 0) =>
  sql`((${account} << ${raw(K.accountShift)}) | (${firstDate} << ${raw(K.dateShift)}) | ${slot})`;
/** A group's first date and slot, read from its key (the key itself never reaches JavaScript: it is past 2^53). */
export const groupParts = {
  firstDate: sql<number>`((${requestLogGroups.key} >> ${raw(K.dateShift)}) & ${raw(K.dateMask)})`,
  slot: sql<number>`(${requestLogGroups.key} & ${raw(K.slotMask)})`,
};
/** The stored organization of a group, by the account number in its key. */
export const groupOrganization = sql<number>`(SELECT ${logAccounts.organizationId} FROM ${logAccounts}
  WHERE ${logAccounts.id} = ${requestLogGroups.key} >> ${raw(K.accountShift)})`;

/** The entries of a group as read, oldest first, each with its LogID. */
export function unpacked(group: StoredGroup) {
  const stored = JSON.parse(group.entries) as StoredEntry[];
  const base = group.firstDate * 1000 + group.slot * GROUP_ENTRIES;
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

/**
 * The [first date, slot] of the first group, in the key's order, whose entries are all at or above a LogID: the groups
 * before it hold the lower ones.
 */
export function groupsAbove(logId: number): [number, number] {
  const [date, offset] = [Math.floor(logId / 1000), logId % 1000];
  return [date, Math.ceil(offset / GROUP_ENTRIES)];
}

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
/** The key range of an account's millisecond (SQL for the account's number and the date). */
const millisecond = (account: SQL, firstDate: SQL) => sql`g.key BETWEEN ${keyOf(account, firstDate)}
  AND ${keyOf(account, firstDate, K.slotMask)}`;
/** The first free slot of an account's millisecond: one seek of the key. */
const freeSlot = (account: SQL, firstDate: SQL) => sql`ifnull((SELECT (g.key & ${raw(K.slotMask)}) + 1
  FROM ${requestLogGroups} AS g WHERE ${millisecond(account, firstDate)} ORDER BY g.key DESC LIMIT 1), 0)`;
/**
 * `rows` (a JSON parameter, each row's first value an organization) as `e`, each with its organization's number
 * `a`: read once a row, after `accountsOf` numbered them in the same batch.
 */
const withAccounts = (rows: string) =>
  sql`json_each(${rows}) AS e JOIN ${logAccounts} AS a ON a.${sql.raw(`"organization_id"`)} = ${at(0)}`;
/** The account's number of the row `withAccounts` joined it to. */
const account = sql`a.id`;

/** The organizations among `rows` (their first values, as one JSON parameter) numbered in the partition. */
const accountsOf = (db: Db, rows: string) =>
  db
    .insert(logAccounts)
    .select(sql`SELECT DISTINCT NULL, value ->> 0 FROM json_each(${rows}) WHERE true`)
    .onConflictDoNothing();

/**
 * The statements that write `entries`, for one `write` batch: the organizations new to the partition numbered
 * (nothing written once they are), then one row per group (`groupsOf`), all in one statement whatever their number
 * (one JSON parameter). A group's slot is the first free one of its organization's millisecond (the SELECT reads the
 * table, so SQLite runs it whole before inserting), after those this write's groups of the same millisecond take.
 * D1 runs one write at a time, so two writes never take the same slot.
 */
export function entryWrites(db: Db, entries: readonly LogEntry[]) {
  const taken = new Map<string, number>();
  const rows = JSON.stringify(
    groupsOf(entries).map((g) => {
      const key = `${g.organizationId}/${g.firstDate}`;
      const later = taken.get(key) ?? 0;
      taken.set(key, later + 1);
      return [g.organizationId, g.firstDate, later, g.entries.length, JSON.stringify(g.entries)];
    }),
  );
  return {
    accounts: accountsOf(db, rows),
    // The SELECT gives the table's columns in order.
    groups: db.insert(requestLogGroups).select(
      sql`SELECT ${keyOf(account, at(1), sql`${freeSlot(account, at(1))} + ${at(2)}`)}, ${at(3)}, ${at(4)}
          FROM ${withAccounts(rows)}`,
    ),
  };
}

/**
 * Copies of groups read from another partition (the log's move), for one `write` batch: each under its own first
 * date and slot, or under the first free slot of its millisecond when another group holds that key; none written
 * again that is there already (same key, same entries), so that a copy sent twice lands once.
 */
export function groupCopies(db: Db, groups: readonly StoredGroup[]) {
  const rows = JSON.stringify(groups.map((g) => [g.organizationId, g.firstDate, g.slot, g.entries]));
  const sameKey = sql`g.key = ${keyOf(account, at(1), at(2))}`;
  return {
    accounts: accountsOf(db, rows),
    groups: db.insert(requestLogGroups).select(
      sql`SELECT CASE WHEN EXISTS (SELECT 1 FROM ${requestLogGroups} AS g WHERE ${sameKey})
          THEN ${keyOf(account, at(1), freeSlot(account, at(1)))} ELSE ${keyOf(account, at(1), at(2))} END,
          json_array_length(${at(3)}), ${at(3)}
        FROM ${withAccounts(rows)}
        WHERE NOT EXISTS (SELECT 1 FROM ${requestLogGroups} AS g WHERE ${sameKey} AND g.entries = ${at(3)})`,
    ),
  };
}

/**
 * An organization's groups from the first date `from` (ms) on, below the key of [date, slot] `below`, either end
 * open: one range of the key.
 */
export function groupsBetween(organizationId: number, from?: number, below?: [number, number]) {
  const account = accountOf(organizationId);
  const upper =
    below === undefined ? sql`((${account} + 1) << ${raw(K.accountShift)})` : keyOf(account, below[0], below[1]);
  return sql`${requestLogGroups.key} >= ${keyOf(account, from ?? 0)} AND ${requestLogGroups.key} < ${upper}`;
}

/** The groups of one stored organization whose [first date, slot] are listed, as one JSON parameter. */
export const groupsKeyed = (organizationId: number, keys: readonly [number, number][]) =>
  sql`${requestLogGroups.key} IN (SELECT ${keyOf(accountOf(organizationId), sql`value ->> 0`, sql`value ->> 1`)}
    FROM json_each(${JSON.stringify(keys)}))`;

/** The organizations (as stored: 0 for none) with groups in a partition: a seek of the key for each numbered one. */
export const organizationsWithGroups = sql`SELECT a.${sql.raw(`"organization_id"`)} AS id FROM ${logAccounts} AS a
  WHERE EXISTS (SELECT 1 FROM ${requestLogGroups} AS g WHERE g.key >= (a.id << ${raw(K.accountShift)})
    AND g.key < ((a.id + 1) << ${raw(K.accountShift)}))`;

/**
 * At most `batchSize` keys of groups whose every entry is dated before `cutoff` (ms: the group's first date and its
 * last entry's), account by account along the key: the retention purge's.
 */
export const expiredGroups = (cutoff: number, batchSize: number) => sql`SELECT g.key FROM ${logAccounts} AS a
  JOIN ${requestLogGroups} AS g ON g.key >= (a.id << ${raw(K.accountShift)})
    AND g.key < ${keyOf(sql`a.id`, cutoff)}
    AND ((g.key >> ${raw(K.dateShift)}) & ${raw(K.dateMask)}) + (g.entries ->> '$[#-1][0]') < ${cutoff}
  LIMIT ${batchSize}`;
