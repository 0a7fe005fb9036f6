import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { type Presence, prepared } from "../../db/prepared";
import { requestLogs } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { easternDayRange, parseIsoDate } from "../../http/dates";
import { DEFAULT_LIMIT, paginate, positionAfter } from "../../http/pagination";
import { Problem } from "../../http/problems";
import type { LogsQueryOutput } from "./logs.schemas";

/** A column read as stored; written as SQL because drizzle cannot see the table behind `INDEXED BY`. */
const stored = <T>(column: SQLiteColumn) => sql<T>`${column}`;

const logColumns = {
  LogID: stored<number>(requestLogs.id),
  RequestDate: stored<string>(requestLogs.requestDate),
  HttpMethod: stored<string>(requestLogs.httpMethod),
  Url: stored<string>(requestLogs.url),
  UrlTemplate: stored<string | null>(requestLogs.urlTemplate),
  StatusCode: stored<number>(requestLogs.statusCode),
  DurationMs: stored<number>(requestLogs.durationMs),
  RequestId: stored<string>(requestLogs.requestId),
  ApiKeyPrefix: stored<string | null>(requestLogs.apiKeyPrefix),
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

/** What a Logs query binds; a filter that is not given is left undefined. */
type LogsValues = {
  organizationId: number;
  limit: number;
  from?: string;
  to?: string;
  method?: string;
  /** The stored templates the `url` filter stands for (`templatesMatching`). */
  templates?: readonly string[];
  path?: string;
  url?: string;
  afterDate?: string;
  afterId?: number;
};

/**
 * The index a query runs on, named rather than left to SQLite's guess (it has no
 * statistics and would often walk the whole date range of an organization): the
 * most selective filter's index (see `requestLogs` in src/db/schema.ts); each is
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
        has.method ? eq(requestLogs.httpMethod, p.method) : undefined,
        // Each template a placeholder of its own: `IN (?)` is `= ?` to SQLite, which then reads the index in order.
        has.templates ? sql`${requestLogs.urlTemplate} IN ${p.templates}` : undefined,
        has.path ? eq(requestLogs.path, p.path) : undefined,
        has.url ? eq(requestLogs.url, p.url) : undefined,
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
  const after = positionAfter(query.cursor);
  return logsPage(db, {
    organizationId,
    limit: limit + 1,
    from: dayOf(query.dateFrom)?.start.toISOString(),
    to: dayOf(query.dateTo)?.end.toISOString(),
    method: query.httpMethod,
    templates: url && "template" in url ? templatesMatching(url.template, templates) : undefined,
    path: url && "path" in url ? url.path : undefined,
    url: url && "path" in url ? url.url : undefined,
    afterDate: after?.[0],
    afterId: after?.[1],
  });
}

export async function listLogs(c: Context<AppEnv>, query: LogsQueryOutput, templates: readonly string[]) {
  const rows = await logsQuery(c.var.db, principalOf(c).organizationId, query, templates);
  return paginate(c, rows, query.limit ?? DEFAULT_LIMIT, (row) => [row.RequestDate, row.LogID]);
}
