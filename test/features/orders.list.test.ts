/**
 * Order List (contract section 9): what each caller sees, each filter, the
 * order and the paging, XML, and the bad values. The expected lists are read
 * from D1 with plain SQL of the rule (`visibleTo` in src/features/subjects).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";

const LIST = "/api/v1/ad/orders";

interface Row {
  OrderID: number;
  OrderType: string;
  Status: string;
  Advertiser: string;
  Brand: string | null;
  Product: string | null;
  CreatedBy: string;
  CreatedAt: string;
  UpdatedAt: string;
  PublishedAt: string | null;
  FileCount: number;
  DestinationCount: number;
}

async function list(query = "", key: string = KEYS.northwind): Promise<Row[]> {
  const res = await call(`${LIST}?limit=1000${query}`, { key });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
}

const ids = (rows: Row[]) => rows.map((r) => r.OrderID);

/** The ids SQL gives for a WHERE on `orders o`, newest UpdatedAt first. */
async function expected(where: string, ...params: unknown[]): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT o.id FROM orders o WHERE o.cancelled_at IS NULL AND (${where}) ORDER BY o.updated_at DESC, o.id DESC`,
  )
    .bind(...params)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

const sentTo = (orgs: number[]) =>
  `o.status <> 'Draft' AND EXISTS (SELECT 1 FROM destinations d WHERE d.order_id = o.id AND d.organization_id IN (${orgs.join(",")}))`;

describe("Order List: who sees what", () => {
  it("a sender sees its own orders, drafts included, not another agency's nor deleted ones", async () => {
    const rows = await list();
    const own = await expected("o.owner_organization_id = 100");
    expect(ids(rows)).toEqual(own);
    expect(ids(rows)).toEqual(expect.arrayContaining([5001, 5002, 5019]));
    // 5005 was cancelled; 5007, 5015 are Harbor Light's.
    for (const hidden of [5005, 5007, 5015]) expect(ids(rows)).not.toContain(hidden);
    expect(rows.find((r) => r.OrderID === 5001)?.Status).toBe("Draft");
    expect(rows.every((r) => r.CreatedBy === "Northwind Agency")).toBe(true);
  });

  it("answers each row's fields, counting files and destinations", async () => {
    const row = (await list()).find((r) => r.OrderID === 5002);
    expect(row).toEqual({
      OrderID: 5002,
      OrderType: "Spot",
      Status: "Delivered",
      Advertiser: "Brightside Motors",
      Brand: null,
      Product: "Year-End Clearance",
      CreatedBy: "Northwind Agency",
      CreatedAt: expect.stringMatching(/Z$/),
      UpdatedAt: expect.stringMatching(/Z$/),
      PublishedAt: expect.stringMatching(/Z$/),
      FileCount: 2,
      DestinationCount: 2,
    });
  });

  it("a station sees the published, not deleted orders sent to it, whoever sent them", async () => {
    const rows = await list("", KEYS.wxyz);
    expect(ids(rows)).toEqual(await expected(sentTo([200])));
    expect(ids(rows)).toEqual(expect.arrayContaining([5002, 5007]));
    // 5001 and 5015 are drafts to 200; 5005 was cancelled; 5009 went to 201, not 200.
    for (const hidden of [5001, 5015, 5005, 5009]) expect(ids(rows)).not.toContain(hidden);
    expect(rows.every((r) => r.Status !== "Draft")).toBe(true);
  });

  it("a destination counts only the destinations it acts for", async () => {
    const row = (await list("", KEYS.wxyz)).find((r) => r.OrderID === 5003);
    expect(row?.DestinationCount).toBe(1);
    expect(row?.FileCount).toBe(3);
  });

  it("a group sees the orders sent to any of its stations, each once", async () => {
    const rows = await list("", KEYS.summit);
    expect(ids(rows)).toEqual(await expected(sentTo([200, 201])));
    expect(new Set(ids(rows)).size).toBe(rows.length);
    expect(ids(rows)).toEqual(expect.arrayContaining([5002, 5009]));
    // 5002 went to both 200 and 201: counted once, with both.
    expect(rows.find((r) => r.OrderID === 5002)?.DestinationCount).toBe(2);
    // The group's own station list does not make it a sender.
    expect(await list("&role=sender", KEYS.summit)).toEqual([]);
  });

  it("role keeps the sender's or the destination's view", async () => {
    expect(ids(await list("&role=sender"))).toEqual(await expected("o.owner_organization_id = 100"));
    expect(await list("&role=destination")).toEqual([]);
    expect(ids(await list("&role=destination", KEYS.wxyz))).toEqual(await expected(sentTo([200])));
    expect(await list("&role=sender", KEYS.wxyz)).toEqual([]);
  });

  it("is newest UpdatedAt first, then the highest OrderID", async () => {
    for (const key of [KEYS.northwind, KEYS.summit]) {
      const rows = await list("", key);
      expect(rows.length).toBeGreaterThan(2);
      const sorted = [...rows].sort((a, b) => b.UpdatedAt.localeCompare(a.UpdatedAt) || b.OrderID - a.OrderID);
      expect(ids(rows)).toEqual(ids(sorted));
    }
  });
});

describe("Order List: filters", () => {
  it("status", async () => {
    const rows = await list("&status=Delivered");
    expect(rows.length).toBeGreaterThan(0);
    expect(ids(rows)).toEqual(await expected("o.owner_organization_id = 100 AND o.status = 'Delivered'"));
    expect(ids(await list("&status=In%20Progress", KEYS.summit))).toEqual(
      await expected(`${sentTo([200, 201])} AND o.status = 'In Progress'`),
    );
    expect(ids(await list("&status=Draft"))).toEqual(expect.arrayContaining([5001, 5019]));
    // A destination never sees a draft; deleted orders never appear.
    expect(await list("&status=Draft", KEYS.wxyz)).toEqual([]);
    expect(await list("&status=Cancelled")).toEqual([]);
  });

  it("updatedSince, read in Eastern Time", async () => {
    const all = await list();
    const pivot = all[Math.floor(all.length / 2)] as Row;
    // The pivot's UpdatedAt as Eastern local time (November: EST, UTC-5), to the second.
    const utc = new Date(pivot.UpdatedAt);
    const eastern = new Date(utc.getTime() - 5 * 3600_000).toISOString().slice(0, 19);
    const since = new Date(`${eastern}Z`).getTime() + 5 * 3600_000;
    const rows = await list(`&updatedSince=${eastern}`);
    expect(ids(rows)).toEqual(ids(all.filter((r) => new Date(r.UpdatedAt).getTime() >= since)));
    expect(ids(rows)).toContain(pivot.OrderID);
    expect(rows.length).toBeLessThan(all.length);
    expect(await list("&updatedSince=2099-01-01T00:00:00")).toEqual([]);
  });

  it("updatedSince at either end of the calendar: year 9999 keeps none, year 0001 keeps all", async () => {
    const all = ids(await list());
    expect(all.length).toBeGreaterThan(0);
    // 23:59:59 Eastern on 9999-12-31 is 04:59:59Z in year 10000, after every timestamp stored.
    expect(await list("&updatedSince=9999-12-31T23:59:59")).toEqual([]);
    expect(await list("&updatedSince=9999-12-31T19:00:00")).toEqual([]);
    expect(await list("&updatedSince=9999-12-31T18:59:59.999")).toEqual([]);
    // Years 0000 to 0099 are themselves (not 1900 to 1999).
    expect(ids(await list("&updatedSince=0001-01-01T00:00:00"))).toEqual(all);
    expect(ids(await list("&updatedSince=0000-02-29T00:00:00"))).toEqual(all);
  });

  it("advertiser: the whole name, any case", async () => {
    const rows = await list("&advertiser=brightside%20MOTORS");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Advertiser === "Brightside Motors")).toBe(true);
    expect(ids(rows)).toEqual(await expected("o.owner_organization_id = 100 AND o.advertiser = 'Brightside Motors'"));
    expect(await list("&advertiser=Brightside")).toEqual([]);
  });

  it("adID: the orders with a file of that Ad-ID, any case", async () => {
    expect(ids(await list("&adID=brsm0004410h"))).toEqual([5002]);
    expect(ids(await list("&adID=BRSM0004410H", KEYS.summit))).toEqual([5002]);
    // Harbor Light sees neither end of Northwind's order.
    expect(await list("&adID=BRSM0004410H", KEYS.harborlight)).toEqual([]);
    expect(await list("&adID=ZZZZ0000000H")).toEqual([]);
  });

  it("destination: the orders sent to one organization the caller acts for", async () => {
    expect(ids(await list("&destination=201", KEYS.summit))).toEqual(await expected(sentTo([201])));
    expect(ids(await list("&destination=200", KEYS.summit))).toEqual(await expected(sentTo([200])));
    expect(ids(await list("&destination=200&role=destination", KEYS.wxyz))).toEqual(await expected(sentTo([200])));
    // Northwind acts for itself only; nothing is sent to it.
    expect(await list("&destination=100")).toEqual([]);
  });

  it("destination the caller does not act for: 403", async () => {
    await problem(await call(`${LIST}?destination=202`, { key: KEYS.summit }), 403);
    await problem(await call(`${LIST}?destination=201`, { key: KEYS.wxyz }), 403);
    await problem(await call(`${LIST}?destination=200`), 403);
  });

  it("filters combine", async () => {
    const rows = await list("&role=destination&status=Delivered&advertiser=brightside%20motors", KEYS.summit);
    expect(ids(rows)).toEqual(
      await expected(`${sentTo([200, 201])} AND o.status = 'Delivered' AND o.advertiser = 'Brightside Motors'`),
    );
    expect(ids(rows)).toContain(5002);
  });
});

describe("Order List: paging, XML, bad values", () => {
  it("pages with limit and the Link cursor to the end, each order once", async () => {
    const all = ids(await list("", KEYS.summit));
    expect(all.length).toBeGreaterThan(3);
    const seen: number[] = [];
    let next: string | null = `${LIST}?limit=2`;
    let pages = 0;
    while (next) {
      const res = await call(next, { key: KEYS.summit });
      expect(res.status).toBe(200);
      const page = (await json(res)) as Row[];
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...ids(page));
      const link = res.headers.get("Link");
      next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      if (next) expect(next).toContain("limit=2");
      pages++;
      expect(pages).toBeLessThan(100);
    }
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 2));
  });

  it("a station, and a group as a destination, page through their orders to the end, each once, in the order of the full list", async () => {
    // A group's order sent to two of its stations is one row of a page, not two (5002 went to 200 and 201).
    for (const [key, role] of [
      [KEYS.wxyz, ""],
      [KEYS.summit, "&role=destination"],
    ] as const) {
      const all = ids(await list(role, key));
      expect(all.length).toBeGreaterThan(3);
      const seen: number[] = [];
      let next: string | null = `${LIST}?limit=1${role}`;
      while (next) {
        const res = await call(next, { key });
        expect(res.status).toBe(200);
        const page = ids((await json(res)) as Row[]);
        expect(page).toHaveLength(1);
        seen.push(...page);
        next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("Link") ?? "")?.[1] ?? null;
        expect(seen.length).toBeLessThanOrEqual(all.length);
      }
      expect(seen).toEqual(all);
    }
  });

  it("a draft sent to a station comes first in its list once published, as its new UpdatedAt says", async () => {
    // 5001 is Northwind's draft to 200: its destination row was written before it was published.
    expect(ids(await list("", KEYS.wxyz))).not.toContain(5001);
    const res = await call(`${LIST}/5001/publish`, { method: "PUT", key: KEYS.northwind });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await list("", KEYS.wxyz);
    expect(ids(after)[0]).toBe(5001);
    expect(ids(after)).toEqual(await expected(sentTo([200])));
    const first = await call(`${LIST}?limit=1`, { key: KEYS.wxyz });
    expect(ids((await json(first)) as Row[])).toEqual([5001]);
  });

  it("a page keeps its filters in the Link", async () => {
    const res = await call(`${LIST}?status=Delivered&limit=1`);
    const link = res.headers.get("Link") ?? "";
    expect(link).toContain("status=Delivered");
    const next = /^<([^>]+)>/.exec(link)?.[1] as string;
    const second = (await json(await call(next))) as Row[];
    expect(second.every((r) => r.Status === "Delivered")).toBe(true);
  });

  it("answers XML: Orders of Order", async () => {
    const res = await call(`${LIST}?adID=BRSM0004410H`, { accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/xml/);
    const text = await res.text();
    expect(text).toMatch(/<Orders xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance">\s*<Order>/);
    expect(text).toContain("<OrderID>5002</OrderID>");
    expect(text).toContain("<FileCount>2</FileCount>");
  });

  it.each([
    ["role=owner", "role"],
    ["status=Shipped", "status"],
    ["status=delivered", "status"],
    ["updatedSince=2026-11-01", "updatedSince"],
    ["updatedSince=2026-11-01T08:30:00Z", "updatedSince"],
    ["advertiser=", "advertiser"],
    ["adID=not-an-ad-id", "adID"],
    ["destination=abc", "destination"],
    ["destination=0", "destination"],
    ["limit=0", "limit"],
    ["cursor=bm90IGEgY3Vyc29y", "cursor"],
    ["orderID=5002", "orderID"],
  ])("%s: 400 naming %s", async (query, field) => {
    const body = await problem(await call(`${LIST}?${query}`), 400);
    expect(JSON.stringify(body)).toContain(field);
  });

  it("Create Order still answers POST on the same path, and other methods 405", async () => {
    const created = await call(LIST, {
      method: "POST",
      body: {
        Advertiser: "Brightside Motors",
        Files: [{ AdID: "BRSM0007700H", Title: "List Test :30", Length: 30 }],
        Destinations: [200],
      },
    });
    expect(created.status).toBe(201);
    const { OrderID } = (await json(created)) as { OrderID: number };
    // The new draft is the sender's newest.
    expect(ids(await list("&role=sender&limit=1"))[0]).toBe(OrderID);
    const res = await call(LIST, { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow") ?? "").toMatch(/GET/);
    expect(res.headers.get("Allow") ?? "").toMatch(/POST/);
  });
});
