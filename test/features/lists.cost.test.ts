/**
 * What a list page reads (contract section 21): its counts are kept on the
 * subject's row, not counted per page, so a page of Order List reads a few
 * rows per order it answers however many files and destinations each has;
 * the counts follow a create and a replace. D1's own rows_read of each
 * statement a request sent, run again as it was sent; printed for the report.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, json, KEYS } from "../helpers";
import { instrument, rowsReadOf, type Statement } from "../instrument";

afterEach(() => instrument.reset());

const FIRST = 950_001;
const ORDERS = 150;
const LAST = FIRST + ORDERS - 1;

/** D1's rows_read of the reads a request sent to the business database. */
async function rowsReadBy(path: string, key: string) {
  const requestId = `list-cost-${crypto.randomUUID()}`;
  const statements: Statement[] = [];
  instrument.observe((trip) => {
    if (trip.origin === requestId) statements.push(...trip.statements);
  });
  const res = await call(path, { key, headers: { "X-Request-Id": requestId } });
  expect(res.status).toBe(200);
  const rows = await json<{ FileCount: number; DestinationCount: number; OrderID: number }[]>(res);
  return { rows, read: await rowsReadOf(env.DB, statements) };
}

describe("Order List: counts kept, a page reads a few rows an order", () => {
  beforeAll(async () => {
    // 150 published orders of Northwind, newer than any other, each with 6 files and 3 destinations (WXYZ-TV among them).
    const at = (i: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', '2031-06-01T00:00:00Z', '+' || (${i}) || ' minutes')`;
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE seq(n) AS (SELECT ${FIRST} UNION ALL SELECT n + 1 FROM seq WHERE n < ${LAST})
         INSERT INTO orders (id, order_type, status, owner_organization_id, owner_name, advertiser, created_at, updated_at, published_at)
         SELECT n, 'Spot', 'Published', 100, (SELECT name FROM organizations WHERE id = 100), 'Kept Counts Co', ${at("n - 950000")},
           ${at("n - 950000")}, ${at("n - 950000")} FROM seq`,
      ),
      env.DB.prepare(
        `INSERT INTO files (order_id, position, ad_id, title, length_seconds, format, created_at)
         SELECT o.id, k.value, 'KEPT' || o.id || '-' || k.value, 'Spot', 30, 'HD', o.created_at
         FROM orders o, json_each('[0,1,2,3,4,5]') k WHERE o.id BETWEEN ${FIRST} AND ${LAST}`,
      ),
      env.DB.prepare(
        `INSERT INTO destinations (order_id, organization_id, position)
         SELECT o.id, d.value, d.key FROM orders o, json_each('[200,201,203]') d WHERE o.id BETWEEN ${FIRST} AND ${LAST}`,
      ),
      env.DB.prepare(
        `UPDATE orders SET file_count = (SELECT count(*) FROM files WHERE order_id = orders.id),
           destination_count = (SELECT count(*) FROM destinations WHERE order_id = orders.id)
         WHERE id BETWEEN ${FIRST} AND ${LAST}`,
      ),
    ]);
  });

  // What a station's page reads an order: the way in, an index entry and the order's row (for its filters and its
  // columns, its sender's name kept on it): 2, whatever the order holds (counted, its 6 files and 3 destinations added 9
  // more; the sender's name looked up, one more; the page sorted again by SQL, one more). Section 21 allows 2 and 50.
  const PER_ORDER = 2;

  it("a station's page of 100 reads a few rows an order, none for its files and destinations", async () => {
    const { rows, read } = await rowsReadBy("/api/v1/ad/orders?limit=100", KEYS.wxyz);
    console.log(
      `Order List (station): a page of ${rows.length} reads ${read} rows (${(read / rows.length).toFixed(2)} a row)`,
    );
    expect(rows).toHaveLength(100);
    expect(rows.every((r) => r.OrderID >= FIRST && r.FileCount === 6 && r.DestinationCount === 1)).toBe(true);
    expect(read).toBeLessThanOrEqual(PER_ORDER * rows.length + 50);
  });

  it("the owner's page shows every destination, from the counts kept", async () => {
    const { rows, read } = await rowsReadBy("/api/v1/ad/orders?limit=100&role=sender", KEYS.northwind);
    console.log(
      `Order List (owner): a page of ${rows.length} reads ${read} rows (${(read / rows.length).toFixed(2)} a row)`,
    );
    expect(rows.every((r) => r.FileCount === 6 && r.DestinationCount === 3)).toBe(true);
    // The owner's: its index entry (the row comes with it, its name on it).
    expect(read).toBeLessThanOrEqual(1.2 * rows.length + 50);
  });

  it("a page of 100 proof of delivery rows reads a row a delivery: each keeps its Ad-ID, station name and bytes", async () => {
    // Their deliveries, as publish writes them (what the report shows kept on each), dated in June 2031.
    await env.DB.prepare(
      `INSERT INTO deliveries (order_id, owner_organization_id, file_id, organization_id, status, status_date, created_at,
         ad_id, bytes, sha256, organization_name)
       SELECT o.id, 100, f.id, d.organization_id, 'Queued', o.published_at, o.published_at, f.ad_id, 1000, 'ab', g.name
       FROM orders o JOIN files f ON f.order_id = o.id JOIN destinations d ON d.order_id = o.id
       JOIN organizations g ON g.id = d.organization_id WHERE o.id BETWEEN ${FIRST} AND ${LAST}`,
    ).run();
    const path = "/api/v1/ad/orders/proofofdelivery?fromDate=2031-05-31&toDate=2031-06-30&limit=100";
    const { rows, read } = await rowsReadBy(path, KEYS.northwind);
    console.log(`Proof of Delivery Reports: a page of ${rows.length} reads ${read} rows`);
    expect(rows).toHaveLength(100);
    expect(rows[0]).toMatchObject({
      AdID: expect.stringMatching(/^KEPT/),
      OrganizationName: expect.any(String),
      Bytes: 1000,
    });
    // Its index entry (the delivery's row comes with it): section 21 allows 2 a row and 50.
    expect(read).toBeLessThanOrEqual(1.2 * rows.length + 50);
  });

  it("keeps the counts through a create and a replace", async () => {
    const draft = {
      Advertiser: "Kept Counts Co",
      Product: "Replace",
      FlightStartDate: "2031-04-01",
      FlightEndDate: "2031-04-30",
      Files: [
        { AdID: "KEPT0000001H", Title: "A :30", Length: 30, Format: "HD" },
        { AdID: "KEPT0000002", Title: "B :15", Length: 15, Format: "Audio" },
      ],
      Destinations: [200, 201, 203],
    };
    const created = await call("/api/v1/ad/orders", { method: "POST", body: draft });
    expect(created.status).toBe(201);
    const { OrderID } = await json<{ OrderID: number }>(created);
    const kept = async () =>
      (await env.DB.prepare("SELECT file_count AS files, destination_count AS destinations FROM orders WHERE id = ?")
        .bind(OrderID)
        .first()) as { files: number; destinations: number };
    expect(await kept()).toEqual({ files: 2, destinations: 3 });
    const replaced = await call(`/api/v1/ad/orders/${OrderID}`, {
      method: "PUT",
      body: { ...draft, Files: [draft.Files[1]], Destinations: [201, 203] },
    });
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    expect(await kept()).toEqual({ files: 1, destinations: 2 });
    const listed = await json<{ OrderID: number; FileCount: number; DestinationCount: number }[]>(
      await call("/api/v1/ad/orders?role=sender&status=Draft&limit=1000"),
    );
    expect(listed.find((r) => r.OrderID === OrderID)).toMatchObject({ FileCount: 1, DestinationCount: 2 });
  });
});

describe("Available Destinations: along the ids, stopping at the page", () => {
  it("reads one row an organization up to the page's last, not every destination and a sort", async () => {
    const { rows, read } = await rowsReadBy("/api/v1/ad/account/availableDestinations?limit=5", KEYS.northwind);
    const ids = (rows as unknown as { OrganizationID: number }[]).map((r) => r.OrganizationID);
    expect(ids).toHaveLength(5);
    const walked = (await env.DB.prepare("SELECT count(*) AS n FROM organizations WHERE id <= ?")
      .bind(ids[4])
      .first()) as { n: number };
    const all = (await env.DB.prepare(
      "SELECT count(*) AS n FROM organizations WHERE kind = 'destination'",
    ).first()) as {
      n: number;
    };
    console.log(`Available Destinations: a page of 5 reads ${read} rows (${all.n} destinations in all)`);
    // The organizations up to the fifth destination and the one after it, plus the key's lookup.
    expect(read).toBeLessThanOrEqual(walked.n + 1 + 2);
    expect(read).toBeLessThan(2 * all.n);
  });
});
