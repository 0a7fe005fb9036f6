/**
 * The Logs operation: a page of the caller's account's request-log entries,
 * read from the log partition that holds them (src/db/log-partitions.ts).
 * The log has no index (src/db/logs-schema.ts): the page is read along the
 * table's own order, the account's entries newest first within its date
 * window. With no filter but the dates, a page reads a page of rows. A filter
 * (method, url) is checked on the rows as they come, over at most
 * `LOG_SCAN_ROWS` rows of the window, so that a filter that matches few never
 * reads the whole window (contract section 21): the page answers what it found
 * (at most that many, whatever its limit) and links on from the last row read. The method and template of each entry
 * are ids, named from what the isolate has read of the partition's names (read
 * in the same batch: only those it has not seen yet), not looked up row by row.
 */
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read } from "../../db/batch";
import type { Db } from "../../db/client";
import { keyOfLogId, nameId, nameIds, namesAfterKnown, namesOf, readable } from "../../db/log-entries";
import { logPartitionOf } from "../../db/log-partitions";
import { requestLogs } from "../../db/logs-schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { easternDayRange, parseIsoDate } from "../../http/dates";
import { DEFAULT_LIMIT, instantAfter, linkNext, paginate } from "../../http/pagination";
import { Problem } from "../../http/problems";
import type { LogsQueryOutput } from "./logs.schemas";

/** An entry's columns; the method and the template as `log_names` ids. */
const logColumns = {
  LogID: readable.id,
  RequestDate: readable.requestDate,
  methodId: requestLogs.httpMethod,
  Url: readable.url,
  templateId: requestLogs.urlTemplate,
  StatusCode: readable.statusCode,
  DurationMs: readable.durationMs,
  RequestId: readable.requestId,
  ApiKeyPrefix: readable.apiKeyPrefix,
};

/** The columns with their names, as a common table expression's must be (an expression has none of its own). */
const aliased = (columns: typeof logColumns) => ({
  ...columns,
  LogID: columns.LogID.as("LogID"),
  RequestDate: columns.RequestDate.as("RequestDate"),
  Url: columns.Url.as("Url"),
  StatusCode: columns.StatusCode.as("StatusCode"),
  DurationMs: columns.DurationMs.as("DurationMs"),
  RequestId: columns.RequestId.as("RequestId"),
  ApiKeyPrefix: columns.ApiKeyPrefix.as("ApiKeyPrefix"),
});

/** A template with every `{name}` replaced by `{}`, so that placeholder names do not matter. */
const placeholderless = (template: string) => template.replace(/\{\w*\}/g, "{}");

/**
 * The stored templates a given one stands for: the operations' paths that are
 * equal to it but for placeholder names (or, when none is, the given one as
 * written), compared by their `log_names` ids.
 */
export function templatesMatching(template: string, templates: readonly string[]): string[] {
  const wanted = placeholderless(template);
  const known = templates.filter((path) => placeholderless(path) === wanted);
  return known.length > 0 ? known : [template];
}

const templateIn = (matching: readonly string[]) =>
  matching.length === 1
    ? sql`${requestLogs.urlTemplate} = ${nameId(matching[0] as string)}`
    : sql`${requestLogs.urlTemplate} IN ${nameIds(matching)}`;

/**
 * Rows of the account's window a filtered page reads at most: a filter the log has no index for is checked on the
 * rows read, and a filter that matches few would otherwise read the whole window. A page reads at most 2 rows per
 * entry it answers plus 50 (contract section 21): one that matches none reads these and the names it has not seen.
 */
export const LOG_SCAN_ROWS = 40;

/** The rows of the account's date window a page reads (before or after its cursor), and the filter of its entries. */
function readOf(organizationId: number, query: LogsQueryOutput, templates: readonly string[]) {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    throw new Problem("bad_request", `dateFrom (${query.dateFrom}) is after dateTo (${query.dateTo}).`, {
      errors: [{ field: "dateFrom", code: "out_of_range", message: "must not be after dateTo" }],
    });
  }
  const dayOf = (date: string | undefined) => {
    const day = date ? parseIsoDate(date) : null;
    return day ? easternDayRange(day) : undefined;
  };
  const from = dayOf(query.dateFrom)?.start.getTime();
  const to = dayOf(query.dateTo)?.end.getTime();
  const method = query.httpMethod;
  const url = query.url;
  const path = url && "path" in url ? url.path : undefined;
  const search = url && "path" in url ? url.query : undefined;
  const matching = url && "template" in url ? templatesMatching(url.template, templates) : undefined;
  const position = instantAfter(query.cursor);
  // One upper bound of the date, the nearer (SQLite ranges the primary key on one): the cursor's, or dateTo's.
  const after = position && (to === undefined || position[0] < to) ? keyOfLogId(position[0], position[1]) : undefined;
  const window = and(
    eq(requestLogs.organizationId, organizationId),
    from === undefined ? undefined : gte(requestLogs.requestDate, from),
    to === undefined || after ? undefined : lt(requestLogs.requestDate, to),
    // Written so that the date bounds the primary key's range (a row value is checked row by row).
    after === undefined
      ? undefined
      : sql`${requestLogs.requestDate} <= ${after[0]} AND (${requestLogs.requestDate} < ${after[0]} OR ${requestLogs.id} < ${after[1]})`,
  );
  const filter = and(
    method === undefined ? undefined : sql`${requestLogs.httpMethod} = ${nameId(method)}`,
    matching === undefined ? undefined : templateIn(matching),
    path === undefined ? undefined : eq(requestLogs.path, path),
    search === undefined ? undefined : eq(requestLogs.query, search),
  );
  return { window, filter };
}

const newestFirst = [desc(requestLogs.requestDate), desc(requestLogs.id)];

/** Entries of the window, newest first, at most `count`. */
const pageOf = (db: Db, window: SQL | undefined, count: number) =>
  db
    .select(logColumns)
    .from(requestLogs)
    .where(window)
    .orderBy(...newestFirst)
    .limit(count);

type LogRow = Awaited<ReturnType<typeof pageOf>>[number];

/**
 * The one query behind the Logs operation: an organization's entries, newest
 * first. `templates`: the operations' paths. With no filter, one more than a
 * page. With a filter (method, url), one row for the window's first
 * `LOG_SCAN_ROWS` rows: those the filter matched (`hits`, JSON), how many
 * were read (`scanned`) and the LogID of the last (`edge`), where the next
 * page goes on when fewer than a page matched: one walk of the window, with
 * no second one for its keys, and only the matches answered.
 */
export function logsQuery(db: Db, organizationId: number, query: LogsQueryOutput, templates: readonly string[]) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const { window, filter } = readOf(organizationId, query, templates);
  if (filter === undefined) return { page: pageOf(db, window, limit + 1), scan: undefined };
  const rows = db
    .select({ ...aliased(logColumns), hit: sql<number>`coalesce(${filter}, 0)`.as("hit") })
    .from(requestLogs)
    .where(window)
    .orderBy(...newestFirst)
    .limit(LOG_SCAN_ROWS)
    .as("scan");
  const scan = db
    .select({
      hits: sql<string>`json_group_array(json_object('LogID', ${rows.LogID}, 'RequestDate', ${rows.RequestDate},
        'methodId', ${rows.methodId}, 'Url', ${rows.Url}, 'templateId', ${rows.templateId}, 'StatusCode', ${rows.StatusCode},
        'DurationMs', ${rows.DurationMs}, 'RequestId', ${rows.RequestId}, 'ApiKeyPrefix', ${rows.ApiKeyPrefix}))
        FILTER (WHERE ${rows.hit} = 1)`.as("hits"),
      scanned: sql<number>`count(*)`.as("scanned"),
      edge: sql<number | null>`min(${rows.LogID})`.as("edge"),
    })
    .from(rows);
  return { page: undefined, scan };
}

/** A filtered scan's entries as a page's rows: newest first, at most `limit + 1`. */
function hitsOf(hits: string, limit: number) {
  const entries = JSON.parse(hits) as ({ RequestDate: number } & Omit<LogRow, "RequestDate">)[];
  return entries
    .map((entry) => ({ ...entry, RequestDate: new Date(entry.RequestDate).toISOString() }))
    .sort((a, b) => b.LogID - a.LogID)
    .slice(0, limit + 1);
}

/** A page of the caller's account's entries: one round trip, to the log partition that holds them. */
export async function listLogs(c: Context<AppEnv>, query: LogsQueryOutput, templates: readonly string[]) {
  const { organizationId } = principalOf(c);
  const { name: partition, db } = logPartitionOf(c.env, organizationId);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const { page: pageQuery, scan: scanQuery } = logsQuery(db, organizationId, query, templates);
  const { page, scan, names } = await read(db, {
    page: pageQuery,
    scan: scanQuery,
    names: namesAfterKnown(db, partition),
  });
  const nameOf = namesOf(partition, names);
  const found = scan?.[0];
  const rows = (found ? hitsOf(found.hits, limit) : (page ?? [])).map((row) => ({
    LogID: row.LogID,
    RequestDate: row.RequestDate,
    HttpMethod: nameOf(row.methodId),
    Url: row.Url,
    UrlTemplate: row.templateId === null ? null : nameOf(row.templateId),
    StatusCode: row.StatusCode,
    DurationMs: row.DurationMs,
    RequestId: row.RequestId,
    ApiKeyPrefix: row.ApiKeyPrefix,
  }));
  // Fewer rows matched than a page, and the scan stopped at its bound: the next page goes on after the last row read.
  if (found && rows.length <= limit && found.scanned >= LOG_SCAN_ROWS && found.edge !== null) {
    linkNext(c, [new Date(Math.floor(found.edge / 1000)).toISOString(), found.edge]);
    return rows;
  }
  return paginate(c, rows, limit, (row) => [row.RequestDate, row.LogID]);
}
