/** The Logs operation's example, as the demo world answers it (a LogID is its group's first date in milliseconds × 1000 + its place). */
// Northwind's publishes (`url=/api/v1/ad/orders/{orderID}/publish`), newest first: delivered order 5002 (409), then draft 5001.
export const logsExample = [
  {
    LogID: 1795292062064000,
    RequestDate: "2026-11-21T20:14:22.064Z",
    HttpMethod: "PUT",
    Url: "/api/v1/ad/orders/5002/publish",
    UrlTemplate: "/api/v1/ad/orders/{orderID}/publish",
    StatusCode: 409,
    DurationMs: 34,
    RequestId: "9a03684e-b9c7-4892-81da-fd9e1c3faa14",
    ApiKeyPrefix: "mds_dev_n...6eae99a0",
  },
  {
    LogID: 1795292033749000,
    RequestDate: "2026-11-21T20:13:53.749Z",
    HttpMethod: "PUT",
    Url: "/api/v1/ad/orders/5001/publish",
    UrlTemplate: "/api/v1/ad/orders/{orderID}/publish",
    StatusCode: 200,
    DurationMs: 35,
    RequestId: "4a45c9be-6f90-4c42-878b-9c87e3f21973",
    ApiKeyPrefix: "mds_dev_n...6eae99a0",
  },
];
