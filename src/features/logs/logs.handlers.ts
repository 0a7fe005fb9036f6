import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { preparedVariants, type Values } from "../../db/prepared";
import { requestLogs } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { easternDayRange, parseIsoDate } from "../../http/dates";
import { operationTemplates } from "../../http/operation";
import { DEFAULT_LIMIT, decodeCursor, paginate } from "../../http/pagination";
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
export function templatesMatching(template: string): string[] {
  const wanted = placeholderless(template);
  const known = [...operationTemplates()].filter((path) => placeholderless(path) === wanted);
  return known.length > 0 ? known : [template];
}

/**
 * The index a query runs on, named rather than left to SQLite's guess (it has no
 * statistics and would often walk the whole date range of an organization): the
 * most selective filter's index (see `requestLogs` in src/db/schema.ts); each is
 * (organization_id, filter, request_date, id), so the date range, the page
 * position and the order all come from it.
 */
function indexFor(query: LogsQueryOutput): string {
  if (query.url && "path" in query.url) return "request_logs_org_path_idx";
  if (query.url) return "request_logs_org_template_idx";
  if (query.httpMethod) return "request_logs_org_method_idx";
  return "request_logs_org_date_idx";
}

/** The position after a page's last entry: its (RequestDate, LogID). */
function positionOf(cursor: string | undefined): [string, number] | undefined {
  const position = decodeCursor(cursor, 2);
  if (position === undefined) return undefined;
  const [date, id] = position;
  if (typeof date === "string" && Number.isSafeInteger(id)) return [date, id as number];
  throw new Problem("bad_request", "The cursor is not one this API gave out; start again without it.", {
    errors: [{ field: "cursor", code: "invalid_format", message: "is not a cursor this API gave out" }],
  });
}

/** Which filters a Logs query has: each variant is one prepared query (../../db/prepared.ts). */
interface LogsVariant {
  [name: string]: string | number | boolean;
  index: string;
  from: boolean;
  to: boolean;
  method: boolean;
  /** How many stored templates the `url` filter stands for (`templatesMatching`); 0 for none. */
  templates: number;
  url: "path" | "url" | "none";
  after: boolean;
}

/** A page of an organization's entries, newest first, as `variant` filters them. */
const logsPage = preparedVariants((db: Db, variant: LogsVariant) =>
  db
    .select(logColumns)
    .from(sql`${requestLogs} INDEXED BY ${sql.identifier(variant.index)}`)
    .where(
      and(
        eq(requestLogs.organizationId, sql.placeholder("organizationId")),
        variant.from ? gte(requestLogs.requestDate, sql.placeholder("from")) : undefined,
        variant.to ? lt(requestLogs.requestDate, sql.placeholder("to")) : undefined,
        variant.method ? eq(requestLogs.httpMethod, sql.placeholder("method")) : undefined,
        // Each template a placeholder of its own: `IN (?)` is `= ?` to SQLite, which then reads the index in order.
        variant.templates > 0
          ? inArray(
              requestLogs.urlTemplate,
              Array.from({ length: variant.templates }, (_, i) => sql.placeholder(`template${i}`)),
            )
          : undefined,
        variant.url === "path" || variant.url === "url" ? eq(requestLogs.path, sql.placeholder("path")) : undefined,
        variant.url === "url" ? eq(requestLogs.url, sql.placeholder("url")) : undefined,
        variant.after
          ? sql`(${requestLogs.requestDate}, ${requestLogs.id}) < (${sql.placeholder("afterDate")}, ${sql.placeholder("afterId")})`
          : undefined,
      ),
    )
    .orderBy(desc(requestLogs.requestDate), desc(requestLogs.id))
    .limit(sql.placeholder("limit")),
);

/**
 * The one query behind the Logs operation: an organization's entries, filtered,
 * newest first, one more than a page.
 */
export function logsQuery(db: Db, organizationId: number, query: LogsQueryOutput) {
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
  const from = dayOf(query.dateFrom)?.start;
  const to = dayOf(query.dateTo)?.end;
  const url = query.url;
  const after = positionOf(query.cursor);
  const values: Values = { organizationId, limit: limit + 1 };
  if (from) values.from = from.toISOString();
  if (to) values.to = to.toISOString();
  if (query.httpMethod) values.method = query.httpMethod;
  const templates = url && "template" in url ? templatesMatching(url.template) : [];
  templates.forEach((template, i) => {
    values[`template${i}`] = template;
  });
  if (url && "path" in url) values.path = url.path;
  if (url && "path" in url && url.url) values.url = url.url;
  if (after) [values.afterDate, values.afterId] = after;
  // The shape follows from the values bound, so that the two cannot disagree.
  const has = (name: string) => values[name] !== undefined;
  const variant: LogsVariant = {
    index: indexFor(query),
    from: has("from"),
    to: has("to"),
    method: has("method"),
    templates: templates.length,
    url: has("url") ? "url" : has("path") ? "path" : "none",
    after: has("afterDate"),
  };
  return logsPage(db, variant, values);
}

export async function listLogs(c: Context<AppEnv>, query: LogsQueryOutput) {
  const rows = await logsQuery(c.var.db, principalOf(c).organizationId, query);
  return paginate(c, rows, query.limit ?? DEFAULT_LIMIT, (row) => [row.RequestDate, row.LogID]);
}
