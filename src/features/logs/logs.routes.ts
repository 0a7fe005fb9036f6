import { defineOperation } from "../../http/operation";
import { listLogs } from "./logs.handlers";
import { LogList, LogsQuery } from "./logs.schemas";

export const logs = defineOperation({
  method: "get",
  path: "/api/v1/music/account/logs",
  operationId: "listLogs",
  summary: "Logs",
  description: [
    "The request log of the caller's account: one entry per request made with any API key of the caller's organization, whatever its outcome (401s of unknown keys belong to no account and are shown to nobody; group access does not extend to the logs of the organizations a group acts for). Newest first (by `RequestDate`, then `LogID`). Entries are kept 90 days (older ones are purged every few minutes).",
    "Filters combine: `dateFrom` and `dateTo` are whole days in Eastern Time (America/New_York) and both inclusive; `url` is a template (placeholder names do not matter) or a concrete URL; `httpMethod` is any case.",
    'Paginated: `limit` (1 to 1000, default 100), `cursor`, and `Link: <…>; rel="next"` when there is more. In XML the list is `<Logs>` with one `<Log>` per entry.',
  ].join("\n\n"),
  tags: ["Music: account"],
  query: LogsQuery,
  errors: [],
  success: {
    status: 200,
    description: "The log entries, newest first.",
    schema: LogList,
    xml: { root: "Logs", item: "Log" },
    headers: {
      Link: { description: 'The next page, as `<url>; rel="next"`, when there is one.', schema: { type: "string" } },
    },
    // Northwind's publishes (`url=/api/v1/ad/orders/{orderID}/publish`), newest first: delivered order 5002 (409), then draft 5001.
    example: [
      {
        LogID: 21,
        RequestDate: "2026-11-21T20:14:22.064Z",
        HttpMethod: "PUT",
        Url: "/api/v1/ad/orders/5002/publish",
        UrlTemplate: "/api/v1/ad/orders/{orderID}/publish",
        StatusCode: 409,
        DurationMs: 34,
        RequestId: "9a03684e-b9c7-4892-81da-fd9e1c3faa14",
        ApiKeyPrefix: "mds_dev_nort",
      },
      {
        LogID: 13,
        RequestDate: "2026-11-21T20:13:53.749Z",
        HttpMethod: "PUT",
        Url: "/api/v1/ad/orders/5001/publish",
        UrlTemplate: "/api/v1/ad/orders/{orderID}/publish",
        StatusCode: 200,
        DurationMs: 35,
        RequestId: "4a45c9be-6f90-4c42-878b-9c87e3f21973",
        ApiKeyPrefix: "mds_dev_nort",
      },
    ],
  },
  handler: (c, { query }) => listLogs(c, query),
});
