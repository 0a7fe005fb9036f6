/**
 * Journey 4, an account (mds_dev_northwind): its request log for one
 * operation, by URL template, over the last 7 days, page by page.
 *
 *   npx tsx examples/account-logs.ts ['/api/v1/ad/orders/{orderID}/publish']
 *                                         BASE_URL (default http://localhost:8787), API_KEY, LIMIT (page size, default 50)
 */
import { createMediaDeliveryClient, nextCursor, unwrap } from "../client/src/index.ts";

const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_northwind",
});
const template = process.argv[2] ?? "/api/v1/ad/orders/{orderID}/publish";
// Dates are days in Eastern Time.
const easternDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(date);
const dateFrom = easternDay(new Date(Date.now() - 7 * 86_400_000));

let count = 0;
let cursor: string | undefined;
do {
  const page = await mds.GET("/api/v1/music/account/logs", {
    params: {
      query: { url: template, dateFrom, limit: Number(process.env.LIMIT ?? 50), ...(cursor ? { cursor } : {}) },
    },
  });
  for (const entry of unwrap(page)) {
    count++;
    console.log(
      `${entry.RequestDate} ${entry.HttpMethod} ${entry.Url} ${entry.StatusCode} (${entry.DurationMs} ms, key ${entry.ApiKeyPrefix}…, request ${entry.RequestId})`,
    );
  }
  cursor = nextCursor(page.response);
} while (cursor);
console.log(`${count} log entries for ${template} since ${dateFrom}`);
