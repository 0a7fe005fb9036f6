/**
 * The Logs operation: a page of the caller's account's request-log entries,
 * read from the log partition that holds them (src/db/log-partitions.ts).
 * The log has no index (src/db/logs-schema.ts): the page is read along the
 * table's own order, the account's entries newest first within its date
 * window, each filter checked on the rows as they come, until the page is
 * full; at most one row read per entry of the account in the window. The
 * method and template of each entry are ids, named from what the isolate
 * has read of the partition's names (read in the same batch: only those it
 * has not seen yet), not looked up row by row.
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read } from "../../db/batch";
import type { Db } from "../../db/client";
import { keyOfLogId, nameId, nameIds, namesAfterKnown, namesOf, readable } from "../../db/log-entries";
import { logPartitionOf } from "../../db/log-partitions";
import { requestLogs } from "../../db/logs-schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { easternDayRange, parseIsoDate } from "../../http/dates";
import { DEFAULT_LIMIT, instantAfter, paginate } from "../../http/pagination";
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
 * The one query behind the Logs operation: an organization's entries, filtered,
 * newest first, one more than a page. `templates`: the operations' paths.
 */
export function logsQuery(db: Db, organizationId: number, query: LogsQueryOutput, templates: readonly string[]) {
  const limit = query.limit ?? DEFAULT_LIMIT;
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
  return db
    .select(logColumns)
    .from(requestLogs)
    .where(
      and(
        eq(requestLogs.organizationId, organizationId),
        from === undefined ? undefined : gte(requestLogs.requestDate, from),
        to === undefined || after ? undefined : lt(requestLogs.requestDate, to),
        method === undefined ? undefined : sql`${requestLogs.httpMethod} = ${nameId(method)}`,
        matching === undefined ? undefined : templateIn(matching),
        path === undefined ? undefined : eq(requestLogs.path, path),
        search === undefined ? undefined : eq(requestLogs.query, search),
        // Written so that the date bounds the primary key's range (a row value is checked row by row).
        after === undefined
          ? undefined
          : sql`${requestLogs.requestDate} <= ${after[0]} AND (${requestLogs.requestDate} < ${after[0]} OR ${requestLogs.id} < ${after[1]})`,
      ),
    )
    .orderBy(desc(requestLogs.requestDate), desc(requestLogs.id))
    .limit(limit + 1);
}

/** A page of the caller's account's entries: one round trip, to the log partition that holds them. */
export async function listLogs(c: Context<AppEnv>, query: LogsQueryOutput, templates: readonly string[]) {
  const { organizationId } = principalOf(c);
  const { name: partition, db } = logPartitionOf(c.env, organizationId);
  const { page, names } = await read(db, {
    page: logsQuery(db, organizationId, query, templates),
    names: namesAfterKnown(db, partition),
  });
  const nameOf = namesOf(partition, names);
  const rows = page.map((row) => ({
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
  return paginate(c, rows, query.limit ?? DEFAULT_LIMIT, (row) => [row.RequestDate, row.LogID]);
}
