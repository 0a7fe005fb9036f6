/** Proof of Delivery Reports: the caller's deliveries in a window of Eastern days, paginated. */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, easternDayOf, easternDayRange } from "../../src/http/dates";
import { call, json, KEYS, problem } from "../helpers";
import { insertOrder, type TestOrder } from "./deliveries.data";

const LIST = "/api/v1/ad/orders/proofofdelivery";

interface ProofOfDelivery {
  OrderID: number;
  FileID: number;
  OrganizationID: number;
  Status: string;
  StatusDate: string;
  DeliveredAt: string | null;
  DeliveredBy: string | null;
  Bytes: number | null;
  Sha256: string | null;
}

async function list(query: string, key: string = KEYS.northwind): Promise<ProofOfDelivery[]> {
  const res = await call(`${LIST}?${query}`, { key });
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return json<ProofOfDelivery[]>(res);
}

/** The StatusDates of one order's rows in the answer, in answer order. */
async function datesOf(order: TestOrder, query: string): Promise<string[]> {
  return (await list(`${query}&limit=1000`)).filter((r) => r.OrderID === order.orderId).map((r) => r.StatusDate);
}

/** Every page of a query, following `Link: <…>; rel="next"`. */
async function allPages(path: string, key: string = KEYS.northwind) {
  const pages: ProofOfDelivery[][] = [];
  let next: string | null = path;
  while (next) {
    const res = await call(next, { key });
    expect(res.status).toBe(200);
    pages.push(await json(res));
    const link = res.headers.get("Link");
    next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
    if (link) expect(next).not.toBeNull();
  }
  return pages;
}

/** One file per date, all to WXYZ-TV, fetched by its key (prefix `mds_`) at that date. */
const deliveredAt = (dates: string[], owner = 100) =>
  insertOrder({
    destinations: [200],
    owner,
    status: "Delivered",
    files: dates.length,
    plan: (file) => ({
      status: "Delivered",
      statusDate: dates[file],
      deliveredAt: dates[file],
      deliveredBy: "mds_",
      attempts: 1,
    }),
  });

// Around the switch to daylight saving time on Sunday 2026-03-08 (02:00 EST → 03:00 EDT).
const SAT_2330_EST = "2026-03-08T04:30:00.000Z"; // Eastern day 2026-03-07
const SUN_0030_EST = "2026-03-08T05:30:00.000Z"; // Eastern day 2026-03-08
const SUN_2330_EDT = "2026-03-09T03:30:00.000Z"; // Eastern day 2026-03-08
const MON_0030_EDT = "2026-03-09T04:30:00.000Z"; // Eastern day 2026-03-09

let dst: TestOrder;

beforeAll(async () => {
  dst = await deliveredAt([SAT_2330_EST, SUN_0030_EST, SUN_2330_EDT, MON_0030_EDT]);
});

describe("Proof of Delivery Reports: the window", () => {
  it("covers by default the 7 days before today and today, in Eastern Time", async () => {
    const today = easternDayOf(new Date());
    const start = easternDayRange(addDays(today, -7)).start.getTime();
    const end = easternDayRange(today).end.getTime();
    const at = (ms: number) => new Date(ms).toISOString();
    const anHourAgo = Date.now() - 3_600_000;
    const order = await deliveredAt([
      at(start - 60_000),
      at(start + 60_000),
      at(anHourAgo),
      at(end - 60_000),
      at(end + 60_000),
    ]);
    expect(await datesOf(order, "")).toEqual([at(end - 60_000), at(anHourAgo), at(start + 60_000)].sort().reverse());
  });

  it.each([
    ["MM/DD/YYYY", "fromDate=03/07/2026&toDate=03/07/2026", [SAT_2330_EST]],
    ["M/D/YYYY", "fromDate=3/9/2026&toDate=3/9/2026", [MON_0030_EDT]],
    ["YYYY-MM-DD", "fromDate=2026-03-08&toDate=2026-03-08", [SUN_2330_EDT, SUN_0030_EST]],
    [
      "ISO date-times with Z, both ends inclusive",
      `fromDate=${SAT_2330_EST}&toDate=2026-03-09T03:30:00Z`,
      [SUN_2330_EDT, SUN_0030_EST, SAT_2330_EST],
    ],
    [
      "ISO date-times with offsets",
      "fromDate=2026-03-07T23:30:00-05:00&toDate=2026-03-08T23:29:59-04:00",
      [SUN_0030_EST, SAT_2330_EST],
    ],
    [
      "local date-times, read in Eastern Time",
      "fromDate=2026-03-08T00:30:00&toDate=2026-03-08T23:30:00",
      [SUN_2330_EDT, SUN_0030_EST],
    ],
    [
      "a day and a date-time",
      "fromDate=03/08/2026&toDate=2026-03-09T04:30:00.000Z",
      [MON_0030_EDT, SUN_2330_EDT, SUN_0030_EST],
    ],
  ])("takes %s, a day covering its whole Eastern day across daylight saving", async (_format, query, expected) => {
    expect(await datesOf(dst, query)).toEqual(expected);
  });

  it.each([
    ["a last day in year 9999", "fromDate=2026-03-07&toDate=9999-12-31", 4],
    ["a last day in year 9999, MM/DD/YYYY", "fromDate=2026-03-07&toDate=12/31/9999", 4],
    ["a last local time in year 9999", "fromDate=2026-03-07&toDate=9999-12-31T23:59:59", 4],
    ["a last instant in year 10000", "fromDate=2026-03-07&toDate=9999-12-31T23:59:59-05:00", 4],
    ["the last instant of year 9999", "fromDate=2026-03-07&toDate=9999-12-31T23:59:59.999Z", 4],
    ["a first day in year 0001", "fromDate=0001-01-01&toDate=2026-03-09", 4],
    ["a first day in year 0000", "fromDate=01/01/0000&toDate=03/09/2026", 4],
    ["a window in year 10000", "fromDate=9999-12-31T20:00:00&toDate=9999-12-31", 0],
    ["a window on the last day of year 9999", "fromDate=9999-12-31&toDate=9999-12-31", 0],
    ["a window in year 0099", "fromDate=0099-01-01&toDate=0099-12-31", 0],
  ])("compares %s with every stored StatusDate (%s)", async (_, query, count) => {
    expect(await datesOf(dst, query)).toHaveLength(count);
  });

  it.each([
    ["fromDate=2026-03-09&toDate=2026-03-08", "fromDate"],
    ["fromDate=2026-03-09T04:30:00.001Z&toDate=2026-03-09T04:30:00Z", "fromDate"],
    ["fromDate=12/31/2099", "fromDate"],
    ["toDate=03/08/2026", "fromDate"],
  ])("refuses a window that ends before it starts (%s) with a 400", async (query, field) => {
    const body = await problem(await call(`${LIST}?${query}`), 400);
    expect(body.errors?.[0]?.field).toBe(field);
    expect(body.detail).toContain("after toDate");
  });

  it.each([
    ["fromDate=2026-13-01", "fromDate"],
    ["fromDate=02/30/2026", "fromDate"],
    ["fromDate=03-07-2026", "fromDate"],
    ["fromDate=", "fromDate"],
    ["toDate=yesterday", "toDate"],
    ["toDate=2026-03-08T25:00:00Z", "toDate"],
    ["orderID=abc", "orderID"],
    ["orderID=0", "orderID"],
    ["orderID=99999999999999999", "orderID"],
    ["orderID=9007199254740992", "orderID"],
    ["limit=0", "limit"],
    ["limit=1001", "limit"],
    ["cursor=not-a-cursor", "cursor"],
    [`cursor=${btoa(JSON.stringify(["x", "y"]))}`, "cursor"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const body = await problem(await call(`${LIST}?${query}`), 400);
    expect(body.errors?.map((e) => e.field)).toContain(field);
  });
});

describe("Proof of Delivery Reports: whose rows", () => {
  it("lists only the caller's own orders, without deleted orders or releases", async () => {
    const deleted = await insertOrder({
      destinations: [200],
      status: "Cancelled",
      cancelledAt: new Date().toISOString(),
      plan: () => ({ status: "Cancelled" }),
    });
    const rows = await list("limit=1000");
    expect(rows.length).toBeGreaterThan(0);
    const orderIds = [...new Set(rows.map((r) => r.OrderID))];
    expect(orderIds).not.toContain(deleted.orderId);
    const { results } = await env.DB.prepare(
      "SELECT owner_organization_id AS owner, cancelled_at AS cancelledAt FROM orders WHERE id IN (SELECT value FROM json_each(?))",
    )
      .bind(JSON.stringify(orderIds))
      .all<{ owner: number; cancelledAt: string | null }>();
    expect(results).toHaveLength(orderIds.length);
    expect(results.every((r) => r.owner === 100 && r.cancelledAt === null)).toBe(true);

    const theirs = await list("limit=1000", KEYS.harborlight);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((r) => orderIds.includes(r.OrderID))).toBe(false);
  });

  it("is newest first", async () => {
    const dates = (await list("limit=1000")).map((r) => r.StatusDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("is empty for a destination or a group, which create no orders", async () => {
    expect(await list("", KEYS.wxyz)).toEqual([]);
    expect(await list("", KEYS.summit)).toEqual([]);
  });

  it("with orderID ignores the dates and gives that order's rows", async () => {
    expect(
      (await list(`orderID=${dst.orderId}&fromDate=01/01/2020&toDate=01/02/2020`)).map((r) => r.StatusDate),
    ).toEqual([MON_0030_EDT, SUN_2330_EDT, SUN_0030_EST, SAT_2330_EST]);
    // Even a window that ends before it starts.
    expect(await list(`orderID=${dst.orderId}&fromDate=2026-03-09&toDate=2026-03-08`)).toHaveLength(4);
  });

  it("says who fetched each file and what was delivered: DeliveredBy, Bytes, Sha256", async () => {
    const content = await env.DB.prepare(
      "SELECT content_bytes AS bytes, content_sha256 AS sha256 FROM files WHERE id = 8003",
    ).first<{ bytes: number; sha256: string }>();
    expect(content?.sha256).toMatch(/^[0-9a-f]{64}$/);
    for (const row of await list(`orderID=${dst.orderId}`)) {
      expect(row).toMatchObject({ DeliveredBy: "mds_", Bytes: content?.bytes, Sha256: content?.sha256 });
    }
    const queued = await insertOrder({ destinations: [202] });
    expect(await list(`orderID=${queued.orderId}`)).toEqual([
      expect.objectContaining({ Status: "Queued", DeliveredAt: null, DeliveredBy: null, Bytes: content?.bytes }),
    ]);
  });

  it("with orderID shows a destination only its own rows", async () => {
    const order = await insertOrder({
      destinations: [200, 201, 202],
      plan: () => ({ status: "Delivered", statusDate: SUN_0030_EST, deliveredAt: SUN_0030_EST }),
    });
    expect((await list(`orderID=${order.orderId}`, KEYS.wxyz)).map((r) => r.OrganizationID)).toEqual([200]);
    expect((await list(`orderID=${order.orderId}`, KEYS.summit)).map((r) => r.OrganizationID).sort()).toEqual([
      200, 201,
    ]);
    expect(await list(`orderID=${order.orderId}`)).toHaveLength(3);
  });

  it("with orderID is 404 for an order that is not the caller's to see", async () => {
    const body = await problem(await call(`${LIST}?orderID=${dst.orderId}`, { key: KEYS.harborlight }), 404);
    expect(body.detail).toContain(String(dst.orderId));
    await problem(await call(`${LIST}?orderID=999999999`), 404);
    const deleted = await insertOrder({ destinations: [200], status: "Cancelled", cancelledAt: SUN_0030_EST });
    await problem(await call(`${LIST}?orderID=${deleted.orderId}`), 404);
  });
});

describe("Proof of Delivery Reports: pages and formats", () => {
  it("pages newest first with a Link to the next page", async () => {
    const dates = ["2025-06-10", "2025-06-12", "2025-06-14", "2025-06-16", "2025-06-18"].map(
      (d) => `${d}T15:00:00.000Z`,
    );
    await deliveredAt(dates);
    const pages = await allPages(`${LIST}?fromDate=2025-06-01&toDate=2025-06-30&limit=2`);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((r) => r.StatusDate)).toEqual([...dates].reverse());
  });

  it("keeps rows with the same StatusDate apart, none lost or repeated", async () => {
    const same = "2025-07-04T16:00:00.000Z";
    const order = await deliveredAt([same, same, same]);
    const pages = await allPages(`${LIST}?fromDate=07/04/2025&toDate=07/04/2025&limit=1`);
    expect(pages.map((p) => p.length)).toEqual([1, 1, 1]);
    expect(pages.flat().map((r) => r.FileID)).toEqual([...order.fileIds].reverse());
  });

  it("pages an order's rows too", async () => {
    const pages = await allPages(`${LIST}?orderID=${dst.orderId}&limit=3`);
    expect(pages.map((p) => p.length)).toEqual([3, 1]);
  });

  it("answers in XML with ProofOfDelivery elements under ProofOfDeliveryReports", async () => {
    const res = await call(`${LIST}?orderID=${dst.orderId}`, { accept: "application/xml" });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(/<ProofOfDeliveryReports[^>]*><ProofOfDelivery><OrderID>\d+<\/OrderID><FileID>/);
    expect(xml.match(/<ProofOfDelivery>/g)).toHaveLength(4);
    expect(xml).toContain(
      `<StatusDate>${MON_0030_EDT}</StatusDate><DeliveredAt>${MON_0030_EDT}</DeliveredAt><DeliveredBy>mds_</DeliveredBy><IngestedAt xsi:nil="true"/><Bytes>`,
    );
    expect(xml).toMatch(/<Sha256>[0-9a-f]{64}<\/Sha256>/);
    const empty = await (await call(LIST, { accept: "application/xml", key: KEYS.wxyz })).text();
    expect(empty).toMatch(/<ProofOfDeliveryReports\/>|<ProofOfDeliveryReports><\/ProofOfDeliveryReports>/);
  });

  it("documents its query parameters, formats and defaults in the OpenAPI document", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const op = doc.paths[LIST].get;
    const params = op.parameters as { name: string; in: string; required: boolean; description?: string }[];
    expect(params.map((p) => p.name)).toEqual(["fromDate", "toDate", "orderID", "status", "limit", "cursor"]);
    expect(params.every((p) => p.in === "query" && !p.required && p.description)).toBe(true);
    expect(params[0]?.description).toContain("MM/DD/YYYY");
    expect(params[0]?.description).toContain("7 days before");
    expect(params[1]?.description).toContain("end of the current day");
    expect(op.responses).toHaveProperty("404");
    expect(op.responses["200"].headers).toHaveProperty("Link");
  });
});
