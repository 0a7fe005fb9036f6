/**
 * The operations of an account's request logs (SPEC.md Logs): each one's method, path, schemas, answers and docs,
 * declared for the registry (src/http/operation.ts); the handlers do the work.
 */
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import { logsExample } from "./logs.examples";
import { listLogs } from "./logs.handlers";
import { LogList, LogsQuery } from "./logs.schemas";

/** The Logs operation; `templates` are the paths of every mounted operation, for the `url` filter. */
export const LOGS_PATH = "/api/v1/music/account/logs";

export const logsOperation = (templates: readonly string[]) =>
  defineOperation({
    method: "get",
    path: LOGS_PATH,
    operationId: "listLogs",
    summary: "Logs",
    description: [
      "The request log of the caller's account: one entry per request made with any API key of the caller's " +
        "organization, whatever its outcome (401s of unknown keys belong to no account and are shown to nobody; " +
        "group access does not extend to the logs of the organizations a group acts for). Newest first by `LogID`, " +
        "which follows `RequestDate`: the service writes an account's entries in groups, and entries of two groups " +
        "less than a second apart may come in the order their groups were written. `LogID`s are unique within the " +
        "account. Entries are kept 90 days (older ones are purged every few minutes).",
      "Filters combine: `dateFrom` and `dateTo` are whole days in Eastern Time (America/New_York) and both " +
        "inclusive; `url` is a template (placeholder names do not matter) or a concrete URL; `httpMethod` is any case.",
      'Paginated: `limit` (1 to 1000, default 100), `cursor`, and `Link: <…>; rel="next"` while there may be more. ' +
        "With `httpMethod` or `url`, a page reads at most 40 of the window's groups of entries and answers the " +
        "entries that match (a page reads at most 2 rows per entry it answers, plus 50): it may hold fewer than " +
        "`limit`, even none, and still link on; so may a page without a filter, now and then. Follow `next` until " +
        "it is absent. " +
        "In XML the list is `<Logs>` with one `<Log>` per entry.",
    ].join("\n\n"),
    tags: ["Music: account"],
    query: LogsQuery,
    errors: [],
    success: {
      status: 200,
      description: "The log entries, newest first.",
      schema: LogList,
      xml: { root: "Logs", item: "Log" },
      headers: NEXT_PAGE_HEADERS,
      example: logsExample,
    },
    handler: (c, { query }) => listLogs(c, query, templates),
  });
