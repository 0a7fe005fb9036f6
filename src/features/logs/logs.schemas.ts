/**
 * The valibot schemas of an account's request logs (SPEC.md Logs): they validate the requests and make the OpenAPI
 * document and the XSDs.
 */
import * as v from "valibot";
import { parseIsoDate } from "../../http/dates";
import { pageQuery } from "../../http/pagination";

export const HTTP_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"] as const;

export const LogEntry = v.pipe(
  v.object({
    LogID: v.pipe(
      v.number(),
      v.integer(),
      v.description(
        "The entry's id, unique within the account: its group's first date in milliseconds × 1000 plus its place; the list's order.",
      ),
    ),
    RequestDate: v.pipe(v.string(), v.isoTimestamp(), v.description("When the request arrived (UTC).")),
    HttpMethod: v.pipe(v.string(), v.description("The request's method, upper case.")),
    Url: v.pipe(v.string(), v.description("The path and query as requested, e.g. `/api/v1/ad/orders/5001?x=1`.")),
    UrlTemplate: v.pipe(
      v.nullable(v.string()),
      v.description(
        "The operation's path with its placeholders as this document names them, e.g. `/api/v1/ad/orders/{orderID}`; null for a path no operation answers.",
      ),
    ),
    StatusCode: v.pipe(v.number(), v.integer(), v.description("The HTTP status of the answer.")),
    DurationMs: v.pipe(v.number(), v.integer(), v.description("Time taken to answer, in milliseconds.")),
    RequestId: v.pipe(v.string(), v.description("The request's `X-Request-Id`, as in any error body.")),
    ApiKeyPrefix: v.pipe(
      v.nullable(v.string()),
      v.description("The first characters of the API key used, to tell the account's keys apart."),
    ),
  }),
  v.metadata({ ref: "LogEntry" }),
);

export const LogList = v.array(LogEntry);

/** What the `url` filter asks for: a template (placeholder names do not matter) or a concrete path. */
export type UrlFilter = { template: string } | { path: string; query?: string };

const MAX_URL_LENGTH = 2048;
const SCHEME_AND_HOST = /^https?:\/\/[^/?#\s]+/i;
const TEMPLATE_PATH = /^(?:\/(?:[A-Za-z0-9._~!$&'()*+,;=:@%-]|\{\w*\})*)+$/;

/**
 * Reads the `url` filter: scheme and host are dropped; a path with a `{…}`
 * placeholder is a template (and may have no query), otherwise it is a concrete
 * path, with its query when one is given, normalised as the request log stores
 * them. Null when malformed.
 */
export function parseUrlFilter(text: string): UrlFilter | null {
  if (text.length > MAX_URL_LENGTH || /\s/.test(text)) return null;
  const host = SCHEME_AND_HOST.exec(text)?.[0];
  const rest = host ? text.slice(host.length) || "/" : text;
  if (!rest.startsWith("/") || rest.startsWith("//")) return null;
  if (/[{}]/.test(rest.split("?")[0] as string)) return TEMPLATE_PATH.test(rest) ? { template: rest } : null;
  try {
    const parsed = new URL(rest, "http://host");
    return parsed.search ? { path: parsed.pathname, query: parsed.search } : { path: parsed.pathname };
  } catch {
    return null;
  }
}

const day = (description: string, example: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.description(description),
      v.metadata({ format: "date", examples: [example] }),
      v.check((s) => parseIsoDate(s) !== null, "must be a calendar date YYYY-MM-DD"),
    ),
  );

/** A JSON Schema pattern matching these words in any case: `GET` → `^(?:[Gg][Ee][Tt])$`. */
const anyCase = (words: readonly string[]) =>
  `^(?:${words.map((w) => [...w].map((ch) => `[${ch.toUpperCase()}${ch.toLowerCase()}]`).join("")).join("|")})$`;

export const LogsQuery = v.object({
  dateFrom: day(
    "Only entries from the start of this day on (`YYYY-MM-DD`, a day in Eastern Time, America/New_York, daylight saving included). Not after `dateTo`.",
    "2026-03-08",
  ),
  dateTo: day(
    "Only entries up to the end of this day (`YYYY-MM-DD`, a day in Eastern Time, inclusive). Not before `dateFrom`.",
    "2026-03-09",
  ),
  url: v.optional(
    v.pipe(
      v.string(),
      v.description(
        "Only entries of requests to this URL (percent-encode it in the query string). Either a template with " +
          "`{…}` placeholders, matched against `UrlTemplate` whatever the placeholder names " +
          "(`/api/v1/ad/orders/{id}/publish` matches `/api/v1/ad/orders/{orderID}/publish`; a template that is no " +
          "operation's path matches only as written; a template has no query part), or a concrete URL, matched " +
          "exactly against the requested path and, when it has a query, against path and query. Scheme and host may " +
          "be given and are ignored. At most 2048 characters.",
      ),
      v.metadata({ maxLength: MAX_URL_LENGTH }),
      v.examples([
        "/api/v1/ad/orders/{orderID}/publish",
        "/api/v1/ad/orders/5001",
        "https://api.example.com/api/v1/ad/account/availableDestinations?status=online",
      ]),
      v.check(
        (s) => parseUrlFilter(s) !== null,
        "must be a path starting with / (after http(s)://host if given), or a template with {name} placeholders and no query",
      ),
      v.transform((s) => parseUrlFilter(s) as UrlFilter),
    ),
  ),
  httpMethod: v.optional(
    v.pipe(
      v.string(),
      v.description(
        "Only entries of requests made with this method: GET, POST, PUT, DELETE, PATCH, HEAD or OPTIONS, in any case (`get` works too).",
      ),
      // The document takes what the service takes: a pattern in any case, not an enum of upper case names.
      v.metadata({ pattern: anyCase(HTTP_METHODS), examples: ["GET", "DELETE", "put"] }),
      v.transform((s) => s.toUpperCase()),
      v.picklist(HTTP_METHODS, `must be one of ${HTTP_METHODS.join(", ")} (any case)`),
    ),
  ),
  ...pageQuery(["2026-11-21T20:13:53.749Z", 13]),
});

export type LogsQueryOutput = v.InferOutput<typeof LogsQuery>;
