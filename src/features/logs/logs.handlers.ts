import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { nameId, nameIds, readable } from "../../db/log-entries";
import { logPartitionOf } from "../../db/log-partitions";
import { pathKey } from "../../db/log-placement";
import { requestLogs } from "../../db/logs-schema";
import { type Presence, prepared } from "../../db/prepared";
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

/** What a Logs query binds; a filter that is not given is left undefined. Dates in milliseconds. */
type LogsValues = {
  organizationId: number;
  limit: number;
  from?: number;
  to?: number;
  method?: string;
  /** The stored templates the `url` filter stands for (`templatesMatching`). */
  templates?: readonly string[];
  path?: string;
  pathKey?: number;
  query?: string;
  afterDate?: number;
  afterId?: number;
};

/**
 * The index a query runs on, named rather than left to SQLite's guess (it has no
 * statistics and would often walk the whole date range of an organization): the
 * most selective filter's index (see `requestLogs` in src/db/logs-schema.ts); each is
 * (organization_id, filter, request_date, id), so the date range, the page
 * position and the order all come from it.
 */
function indexFor(has: Presence<LogsValues>): string {
  if (has.path) return "request_logs_org_path_idx";
  if (has.templates) return "request_logs_org_template_idx";
  if (has.method) return "request_logs_org_method_idx";
  return "request_logs_org_date_idx";
}

/** A page of an organization's entries, newest first, filtered by the values given (one prepared query a shape). */
const logsPage = prepared<LogsValues>()((db, p, has) =>
  db
    .select(logColumns)
    .from(sql`${requestLogs} INDEXED BY ${sql.identifier(indexFor(has))}`)
    .where(
      and(
        eq(requestLogs.organizationId, p.organizationId),
        has.from ? gte(requestLogs.requestDate, p.from) : undefined,
        has.to ? lt(requestLogs.requestDate, p.to) : undefined,
        has.method ? sql`${requestLogs.httpMethod} = ${nameId(p.method)}` : undefined,
        // One template is `= (its id)`, which SQLite then reads in the index's order; several need a sort.
        has.templates === 1 ? sql`${requestLogs.urlTemplate} = ${nameIds(p.templates)}` : undefined,
        (has.templates ?? 0) > 1 ? sql`${requestLogs.urlTemplate} IN ${nameIds(p.templates)}` : undefined,
        has.path ? and(eq(requestLogs.pathKey, p.pathKey), eq(requestLogs.path, p.path)) : undefined,
        has.query ? eq(requestLogs.query, p.query) : undefined,
        has.afterDate
          ? sql`(${requestLogs.requestDate}, ${requestLogs.id}) < (${p.afterDate}, ${p.afterId})`
          : undefined,
      ),
    )
    .orderBy(desc(requestLogs.requestDate), desc(requestLogs.id))
    .limit(p.limit),
);

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
  const url = query.url;
  const path = url && "path" in url ? url.path : undefined;
  const after = instantAfter(query.cursor);
  return logsPage(db, {
    organizationId,
    limit: limit + 1,
    from: dayOf(query.dateFrom)?.start.getTime(),
    to: dayOf(query.dateTo)?.end.getTime(),
    method: query.httpMethod,
    templates: url && "template" in url ? templatesMatching(url.template, templates) : undefined,
    path,
    pathKey: path === undefined ? undefined : pathKey(path),
    query: url && "path" in url ? url.query : undefined,
    afterDate: after?.[0],
    afterId: after?.[1],
  });
}

export async function listLogs(c: Context<AppEnv>, query: LogsQueryOutput, templates: readonly string[]) {
  const { organizationId } = principalOf(c);
  const { db } = logPartitionOf(c.env, organizationId);
  const rows = await logsQuery(db, organizationId, query, templates);
  return paginate(c, rows, query.limit ?? DEFAULT_LIMIT, (row) => [row.RequestDate, row.LogID]);
}
