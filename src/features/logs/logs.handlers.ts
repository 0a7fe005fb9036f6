/**
 * The Logs operation: a page of the caller's account's request-log entries,
 * read from the log partition that holds them (src/db/log-partitions.ts).
 * The log is kept in groups of entries, a row each, with no index
 * (src/db/logs-schema.ts): the page reads the account's groups along the
 * table's own order, newest first within its date window, and the handler
 * unpacks their entries. With no filter but the dates, a page reads at most
 * `limit + 1` groups, and SQLite answers the entries of only as many as hold
 * a page. A filter (method, url) is checked on the entries of at most
 * `LOG_SCAN_GROUPS` groups of the window, so that a filter that matches few
 * never reads the whole window (contract section 21): the page answers what
 * it found and links on from the last group read.
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read } from "../../db/batch";
import type { Db } from "../../db/client";
import { groupParts, groupsAbove, groupsBetween, type StoredLogEntry, unpacked } from "../../db/log-entries";
import { logPartitionOf } from "../../db/log-partitions";
import { GROUP_ENTRIES, GROUP_SPAN_MS, requestLogGroups } from "../../db/logs-schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { easternDayRange, parseIsoDate } from "../../http/dates";
import { DEFAULT_LIMIT, instantAfter, linkNext, paginate } from "../../http/pagination";
import { Problem } from "../../http/problems";
import type { LogsQueryOutput } from "./logs.schemas";

/** A template with every `{name}` replaced by `{}`, so that placeholder names do not matter. */
const placeholderless = (template: string) => template.replace(/\{\w*\}/g, "{}");

/**
 * The stored templates a given one stands for: the operations' paths that are
 * equal to it but for placeholder names (or, when none is, the given one as
 * written).
 */
export function templatesMatching(template: string, templates: readonly string[]): string[] {
  const wanted = placeholderless(template);
  const known = templates.filter((path) => placeholderless(path) === wanted);
  return known.length > 0 ? known : [template];
}

/**
 * Groups of the account's window a filtered page reads at most: a filter the log has no index for is checked on the
 * entries read, and a filter that matches few would otherwise read the whole window. A page reads at most 2 rows
 * per entry it answers plus 50 (contract section 21): one that matches none reads these and no more.
 */
export const LOG_SCAN_GROUPS = 40;

/** What a page answers: the entries of its window, before its cursor, that its filter matches. */
interface Wanted {
  from?: number;
  to?: number;
  /** The cursor's LogID: only entries below it. */
  before?: number;
  /** Null when there is no filter but the dates. */
  matches: ((entry: StoredLogEntry) => boolean) | null;
}

/** The page's window and filter, from its query. */
function wantedOf(query: LogsQueryOutput, templates: readonly string[]): Wanted {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    throw new Problem("bad_request", `dateFrom (${query.dateFrom}) is after dateTo (${query.dateTo}).`, {
      errors: [{ field: "dateFrom", code: "out_of_range", message: "must not be after dateTo" }],
    });
  }
  const dayOf = (date: string | undefined) => {
    const day = date ? parseIsoDate(date) : null;
    return day ? easternDayRange(day) : undefined;
  };
  const method = query.httpMethod;
  const url = query.url;
  const matching = url && "template" in url ? new Set(templatesMatching(url.template, templates)) : undefined;
  const path = url && "path" in url ? url.path : undefined;
  const search = url && "path" in url ? url.query : undefined;
  const filtered = method !== undefined || url !== undefined;
  return {
    from: dayOf(query.dateFrom)?.start.getTime(),
    to: dayOf(query.dateTo)?.end.getTime(),
    before: instantAfter(query.cursor)?.[1],
    matches: filtered
      ? (entry) =>
          (method === undefined || entry.httpMethod === method) &&
          (matching === undefined || (entry.urlTemplate !== null && matching.has(entry.urlTemplate))) &&
          (path === undefined || entry.path === path) &&
          (search === undefined || entry.query === search)
      : null,
  };
}

const t = requestLogGroups;

/** A group of at most this many entries comes whole wherever it is in a page's groups (a quiet account's). */
const SMALL_GROUP = 3;

/**
 * The one query behind the Logs operation: an organization's groups that may hold the page's entries, newest first,
 * one range of the table's key. With no filter, at most `limit + 1` of them (a group holds one entry at least), whole
 * when they are small or among the first `ceil((limit + 1) / 10) + 1` (enough for a page of groups of ten), found by
 * one seek, the others' entries null: a page unpacks a page of entries, not `limit + 1` groups of up to 50. With a
 * filter, `LOG_SCAN_GROUPS` whole.
 */
export function logsQuery(db: Db, organizationId: number, query: LogsQueryOutput, templates: readonly string[]) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const wanted = wantedOf(query, templates);
  // One upper bound of the key, the nearer (SQLite ranges the key on one): below the cursor's group, or dateTo.
  const cursor = wanted.before === undefined ? undefined : groupsAbove(wanted.before);
  const below: [number, number] | undefined =
    cursor && (wanted.to === undefined || cursor[0] < wanted.to)
      ? cursor
      : wanted.to === undefined
        ? undefined
        : [wanted.to, 0];
  // A group's entries are dated from its first to GROUP_SPAN_MS later.
  const window = groupsBetween(
    organizationId,
    wanted.from === undefined ? undefined : wanted.from - GROUP_SPAN_MS,
    below,
  );
  const columns = { firstDate: groupParts.firstDate, slot: groupParts.slot };
  if (wanted.matches !== null) {
    const scan = db
      .select({ ...columns, entries: sql<string | null>`${t.entries}` })
      .from(t)
      .where(window)
      .orderBy(desc(t.key))
      .limit(LOG_SCAN_GROUPS);
    return { wanted, read: LOG_SCAN_GROUPS, query: scan };
  }
  const head = Math.ceil((limit + 1) / 10) + 1;
  const headEnd = db
    .select({ key: t.key })
    .from(t)
    .where(window)
    .orderBy(desc(t.key))
    .limit(1)
    .offset(head - 1);
  const whole = sql`${t.count} <= ${SMALL_GROUP} OR ${t.key} >= coalesce((${headEnd}), 0)`;
  return {
    wanted,
    read: limit + 1,
    query: db
      .select({ ...columns, entries: sql<string | null>`CASE WHEN ${whole} THEN ${t.entries} END` })
      .from(t)
      .where(window)
      .orderBy(desc(t.key))
      .limit(limit + 1),
  };
}

/** A page of the caller's account's entries: one round trip, to the log partition that holds them. */
export async function listLogs(c: Context<AppEnv>, query: LogsQueryOutput, templates: readonly string[]) {
  const { organizationId } = principalOf(c);
  const { db } = logPartitionOf(c.env, organizationId);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const { wanted, read: bound, query: groupsQuery } = logsQuery(db, organizationId, query, templates);
  const { groups } = await read(db, { groups: groupsQuery });
  const { from, to, before, matches } = wanted;
  const entries: StoredLogEntry[] = [];
  // The first LogID of the last group whose entries were read: the next page goes on below it.
  let edge: { id: number; date: number } | undefined;
  let more = groups.length >= bound;
  for (const group of groups) {
    if (group.entries === null) {
      more = true;
      break;
    }
    for (const entry of unpacked({ ...group, organizationId, entries: group.entries }).reverse()) {
      const date = Date.parse(entry.requestDate);
      if (from !== undefined && date < from) continue;
      if (to !== undefined && date >= to) continue;
      if (before !== undefined && entry.id >= before) continue;
      if (matches === null || matches(entry)) entries.push(entry);
    }
    edge = { id: group.firstDate * 1000 + group.slot * GROUP_ENTRIES, date: group.firstDate };
    if (entries.length > limit) break;
  }
  const rows = entries.map((entry) => ({
    LogID: entry.id,
    RequestDate: entry.requestDate,
    HttpMethod: entry.httpMethod,
    Url: entry.path + (entry.query ?? ""),
    UrlTemplate: entry.urlTemplate,
    StatusCode: entry.statusCode,
    DurationMs: entry.durationMs,
    RequestId: entry.requestId,
    ApiKeyPrefix: entry.apiKeyPrefix,
  }));
  // Fewer entries than a page, and groups left unread: the next page goes on below the last group read.
  if (rows.length <= limit && more && edge !== undefined) {
    linkNext(c, [new Date(edge.date).toISOString(), edge.id]);
    return rows;
  }
  return paginate(c, rows, limit, (row) => [row.RequestDate, row.LogID]);
}
