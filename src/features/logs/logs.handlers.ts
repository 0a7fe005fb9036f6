/**
 * The Logs operation: a page of the caller's account's request-log entries,
 * read from the log partition that holds them (src/db/log-partitions.ts).
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { retried } from "../../db/batch";
import type { Db } from "../../db/client";
import { nameId, nameIds, readable } from "../../db/log-entries";
import { logPartitionOf } from "../../db/log-partitions";
import { pathKey } from "../../db/log-placement";
import { requestLogs } from "../../db/logs-schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { easternDayRange, parseIsoDate } from "../../http/dates";
import { DEFAULT_LIMIT, instantAfter, paginate } from "../../http/pagination";
import { Problem } from "../../http/problems";
import type { LogsQueryOutput } from "./logs.schemas";

const logColumns = {
  LogID: readable.id,
  RequestDate: readable.requestDate,
  HttpMethod: readable.httpMethod,
  Url: readable.url,
  UrlTemplate: readable.urlTemplate,
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
 * written), so that the query compares `url_template` on its index.
 */
export function templatesMatching(template: string, templates: readonly string[]): string[] {
  const wanted = placeholderless(template);
  const known = templates.filter((path) => placeholderless(path) === wanted);
  return known.length > 0 ? known : [template];
}

/**
 * The index a query runs on, named rather than left to SQLite's guess (it has no
 * statistics and would often walk the whole date range of an organization): the
 * most selective filter's index (see `requestLogs` in src/db/logs-schema.ts); each is
 * (organization_id, filter, request_date, id), so the date range, the page
 * position and the order all come from it.
 */
function indexFor(filters: { path?: string; templates?: readonly string[]; method?: string }): string {
  if (filters.path !== undefined) return "request_logs_org_path_idx";
  if (filters.templates) return "request_logs_org_template_idx";
  if (filters.method !== undefined) return "request_logs_org_method_idx";
  return "request_logs_org_date_idx";
}

/** One template is `= (its id)`, which SQLite then reads in the index's order; several need a sort. */
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
  const after = instantAfter(query.cursor);
  return db
    .select(logColumns)
    .from(sql`${requestLogs} INDEXED BY ${sql.identifier(indexFor({ path, templates: matching, method }))}`)
    .where(
      and(
        eq(requestLogs.organizationId, organizationId),
        from === undefined ? undefined : gte(requestLogs.requestDate, from),
        to === undefined ? undefined : lt(requestLogs.requestDate, to),
        method === undefined ? undefined : sql`${requestLogs.httpMethod} = ${nameId(method)}`,
        matching === undefined ? undefined : templateIn(matching),
        path === undefined ? undefined : and(eq(requestLogs.pathKey, pathKey(path)), eq(requestLogs.path, path)),
        search === undefined ? undefined : eq(requestLogs.query, search),
        after === undefined
          ? undefined
          : sql`(${requestLogs.requestDate}, ${requestLogs.id}) < (${after[0]}, ${after[1]})`,
      ),
    )
    .orderBy(desc(requestLogs.requestDate), desc(requestLogs.id))
    .limit(limit + 1);
}

/** A page of the caller's account's entries: one round trip, to the log partition that holds them. */
export async function listLogs(c: Context<AppEnv>, query: LogsQueryOutput, templates: readonly string[]) {
  const { organizationId } = principalOf(c);
  const { db } = logPartitionOf(c.env, organizationId);
  const page = logsQuery(db, organizationId, query, templates);
  const rows = await retried(() => page);
  return paginate(c, rows, query.limit ?? DEFAULT_LIMIT, (row) => [row.RequestDate, row.LogID]);
}
