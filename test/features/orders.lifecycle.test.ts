/**
 * Publish Order and Order Delete: state rules, media required, owner-only,
 * atomic under concurrency, what stays in the database.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, easternDayOf } from "../../src/http/dates";
import worker from "../../src/index";
import { BASE, call, json, KEYS, problem, withContent } from "../helpers";

const ORDERS = "/api/v1/ad/orders";
const publish = (id: number, key?: string) => call(`${ORDERS}/${id}/publish`, { method: "PUT", key });
const remove = (id: number, key?: string) => call(`${ORDERS}/${id}`, { method: "DELETE", key });

let adIdSerial = 0;
/** A fresh Northwind draft (unique AdIDs) sent to the given destinations. */
async function draft(destinations: number[], fileCount = 2, extra: Record<string, unknown> = {}) {
  const files = Array.from({ length: fileCount }, () => ({
    AdID: `LIFE${String(++adIdSerial).padStart(7, "0")}`,
    Title: `Spot ${adIdSerial}`,
    Length: 30,
  }));
  const res = await call(ORDERS, {
    method: "POST",
    body: { Advertiser: "Lifecycle Motors", Files: files, Destinations: destinations, ...extra },
  });
  expect(res.status).toBe(201);
  return json(res);
}

const deliveriesOf = async (orderId: number) =>
  (
    await env.DB.prepare(
      "SELECT id, file_id AS fileId, organization_id AS organizationId, owner_organization_id AS owner, status, " +
        "status_date AS statusDate, delivered_at AS deliveredAt FROM deliveries WHERE order_id = ? ORDER BY " +
        "file_id, organization_id",
    )
      .bind(orderId)
      .all<{
        id: number;
        fileId: number;
        organizationId: number;
        owner: number;
        status: string;
        statusDate: string;
        deliveredAt: string | null;
      }>()
  ).results;

const body422Codes = (body: { errors?: { code: string }[] }) => (body.errors ?? []).map((e) => e.code);

const orderRow = (orderId: number) =>
  env.DB.prepare("SELECT status, cancelled_at AS cancelledAt, published_at AS publishedAt FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ status: string; cancelledAt: string | null; publishedAt: string | null }>();

describe("Publish Order", () => {
  it("publishes a draft: Published, one Queued delivery per file and destination, with warnings", async () => {
    // Offline destinations keep their deliveries Queued, whatever the pipeline does meanwhile.
    const order = await draft([202, 208], 2);
    await withContent(order.OrderID);
    const res = await publish(order.OrderID);
    expect(res.status).toBe(200);
    const published = await json(res);
    expect(published).toMatchObject({
      OrderID: order.OrderID,
      Status: "Published",
      PublishedAt: expect.stringMatching(/Z$/),
      Files: order.Files,
      Destinations: [202, 208],
      CreatedBy: "Northwind Agency",
      Warnings: [
        { Code: "destination_offline", Field: "Destinations[0]", Message: expect.stringContaining("WQRS-AM") },
        { Code: "destination_offline", Field: "Destinations[1]", Message: expect.stringContaining("WATL-FM") },
      ],
    });
    expect(published.UpdatedAt).toBe(published.PublishedAt);
    expect(published.CreatedAt).toBe(order.CreatedAt);

    const rows = await deliveriesOf(order.OrderID);
    expect(rows.map((d) => [d.fileId, d.organizationId, d.status, d.owner])).toEqual(
      order.Files.flatMap((f: { FileID: number }) => [
        [f.FileID, 202, "Queued", 100],
        [f.FileID, 208, "Queued", 100],
      ]),
    );
    expect(rows.every((d) => d.statusDate === published.PublishedAt)).toBe(true);
    // What the proof of delivery shows, kept on each delivery: its file's Ad-ID and content, its station's name.
    const kept = await env.DB.prepare(
      `SELECT count(*) AS n FROM deliveries d JOIN files f ON f.id = d.file_id JOIN organizations g ON g.id = d.organization_id
       WHERE d.order_id = ? AND d.ad_id = f.ad_id AND d.bytes = f.content_bytes AND d.sha256 = f.content_sha256
         AND d.organization_name = g.name AND d.subject_cancelled_at IS NULL`,
    )
      .bind(order.OrderID)
      .first<{ n: number }>();
    expect(kept?.n).toBe(4);

    const detail = await json(await call(`${ORDERS}/${order.OrderID}`));
    expect(detail).toMatchObject({ Status: "Published", PublishedAt: published.PublishedAt });
    const withDestinations = await json(await call(`${ORDERS}/${order.OrderID}/destinations`));
    expect(withDestinations.Destinations[0].Deliveries).toHaveLength(2);
  });

  it("refuses a second publish with a 409 naming the status, and adds no deliveries", async () => {
    const order = await draft([202], 1);
    await withContent(order.OrderID);
    expect((await publish(order.OrderID)).status).toBe(200);
    const body = await problem(await publish(order.OrderID), 409);
    expect(body.detail).toContain("Published");
    expect(await deliveriesOf(order.OrderID)).toHaveLength(1);
  });

  it("refuses an order in any other status with a 409", async () => {
    for (const [id, status] of [
      [5002, "Delivered"],
      [5003, "In Progress"],
      [5004, "Published"],
    ] as const) {
      const body = await problem(await publish(id), 409);
      expect(body.detail).toContain(status);
    }
  });

  it("lets exactly one of ten concurrent publishes win", async () => {
    const order = await draft([200, 201, 202], 3);
    await withContent(order.OrderID);
    const answers = await Promise.all(Array.from({ length: 10 }, () => publish(order.OrderID)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of answers) await r.body?.cancel();
    const rows = await deliveriesOf(order.OrderID);
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((d) => `${d.fileId}/${d.organizationId}`)).size).toBe(9);
  });

  it("lets only the owner publish: a destination that sees the order gets 403, anyone else 404", async () => {
    const order = await draft([200, 201], 1);
    // A draft is not visible to its destinations yet.
    for (const key of [KEYS.wxyz, KEYS.dana, KEYS.summit]) await problem(await publish(order.OrderID, key), 404);
    // A published order is, and publishing it is the owner's alone.
    for (const key of [KEYS.wxyz, KEYS.dana, KEYS.summit]) {
      const body = await problem(await publish(5003, key), 403);
      expect(body.detail).toContain("Northwind Agency");
    }
    await problem(await publish(order.OrderID, KEYS.harborlight), 404);
    await problem(await publish(order.OrderID, KEYS.blueharbor), 404);
    expect((await orderRow(order.OrderID))?.status).toBe("Draft");
    expect(await deliveriesOf(order.OrderID)).toHaveLength(0);
  });

  it("refuses with a 422 a file without content, naming each Files[i], leaving the draft as it was", async () => {
    const order = await draft([200, 202], 3);
    type File = { FileID: number; AdID: string };
    const [f0, f1, f2] = order.Files as [File, File, File];
    const contentPath = (fileId: number) => `/api/v1/ad/orders/${order.OrderID}/files/${fileId}/content`;
    const missing = (i: number, f: { FileID: number; AdID: string }) => ({
      field: `Files[${i}]`,
      code: "content_missing",
      message: `file ${f.FileID} (${f.AdID}) has no content: upload it first with PUT ${contentPath(f.FileID)}`,
    });
    const unchanged = async () => {
      expect(await orderRow(order.OrderID)).toEqual({ status: "Draft", cancelledAt: null, publishedAt: null });
      expect(await deliveriesOf(order.OrderID)).toHaveLength(0);
      expect(await json(await call(`${ORDERS}/${order.OrderID}`))).toMatchObject({
        Status: "Draft",
        PublishedAt: null,
        UpdatedAt: order.UpdatedAt,
      });
    };

    const none = await problem(await publish(order.OrderID), 422);
    expect(body422Codes(none)).toEqual(["content_missing", "content_missing", "content_missing"]);
    expect(none.errors).toEqual([missing(0, f0), missing(1, f1), missing(2, f2)]);
    await unchanged();

    // One file uploaded: the others are still named, by their place in the order.
    await env.DB.prepare(
      `UPDATE files SET content_key = c.content_key, content_type = c.content_type, content_bytes = c.content_bytes,
         content_sha256 = c.content_sha256, content_uploaded_at = c.content_uploaded_at, content_media = c.content_media, content_loudness = c.content_loudness
       FROM (SELECT * FROM files WHERE id = 8003) c WHERE files.id = ?`,
    )
      .bind(f1.FileID)
      .run();
    const some = await problem(await publish(order.OrderID), 422);
    expect(some.errors).toEqual([missing(0, f0), missing(2, f2)]);
    await unchanged();

    await withContent(order.OrderID);
    const res = await publish(order.OrderID);
    expect(res.status).toBe(200);
    expect((await json(res)).Status).toBe("Published");
    expect(await deliveriesOf(order.OrderID)).toHaveLength(6);
  });

  it("refuses with one 422 both a file without content and a destination that is no longer a destination organization", async () => {
    const order = await draft([202, 229], 1);
    const fileId = order.Files[0].FileID;
    await env.DB.prepare("UPDATE organizations SET kind = 'agency' WHERE id = 229").run();
    try {
      const body = await problem(await publish(order.OrderID), 422);
      expect(body.errors).toEqual([
        {
          field: "Files[0]",
          code: "content_missing",
          message: `file ${fileId} (${order.Files[0].AdID}) has no content: upload it first with PUT /api/v1/ad/orders/${order.OrderID}/files/${fileId}/content`,
        },
        { field: "Destinations[1]", code: "not_found", message: "229 is no longer a destination organization" },
      ]);
      expect(await orderRow(order.OrderID)).toEqual({ status: "Draft", cancelledAt: null, publishedAt: null });
      expect(await deliveriesOf(order.OrderID)).toHaveLength(0);

      // With content, the destination alone is refused.
      await withContent(order.OrderID);
      const destinationOnly = await problem(await publish(order.OrderID), 422);
      expect(destinationOnly.errors).toEqual([
        { field: "Destinations[1]", code: "not_found", message: "229 is no longer a destination organization" },
      ]);
      expect(await orderRow(order.OrderID)).toEqual({ status: "Draft", cancelledAt: null, publishedAt: null });
      expect(await deliveriesOf(order.OrderID)).toHaveLength(0);
    } finally {
      await env.DB.prepare("UPDATE organizations SET kind = 'destination' WHERE id = 229").run();
    }
    expect((await publish(order.OrderID)).status).toBe(200);
  });

  it("warns, at publish time, of a flight start that is now past", async () => {
    const t = addDays(easternDayOf(new Date()), -1);
    const yesterday = `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
    const order = await draft([202], 1, { FlightStartDate: yesterday, Priority: "Rush" });
    await withContent(order.OrderID);
    const published = await json(await publish(order.OrderID));
    expect(published.Warnings.map((w: { Code: string }) => w.Code)).toEqual([
      "flight_start_past",
      "destination_offline",
    ]);
  });

  it("takes an empty JSON or XML body, refuses a body type it does not read, and answers in XML", async () => {
    const a = await draft([202], 1);
    await withContent(a.OrderID);
    const json1 = await call(`${ORDERS}/${a.OrderID}/publish`, { method: "PUT", body: {} });
    expect(json1.status).toBe(200);
    const b = await draft([202], 1);
    await withContent(b.OrderID);
    await problem(
      await call(`${ORDERS}/${b.OrderID}/publish`, { method: "PUT", body: "go", contentType: "text/plain" }),
      415,
    );
    const xml = await call(`${ORDERS}/${b.OrderID}/publish`, {
      method: "PUT",
      body: "<Order/>",
      accept: "application/xml",
    });
    expect(xml.status).toBe(200);
    const text = await xml.text();
    expect(text).toMatch(
      /^<\?xml[^>]*\?><Order xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance"><OrderID>\d+<\/OrderID><OrderType>Spot<\/OrderType><Status>Published<\/Status>/,
    );
    expect(text).toContain(
      "<Warnings><Warning><Code>destination_offline</Code><Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message><Field>Destinations[0]</Field></Warning></Warnings>",
    );
  });

  it("answers 200 even when the queue refuses the deliveries: they stay Queued for the scheduled resume", async () => {
    const order = await draft([200, 201], 1);
    await withContent(order.OrderID);
    const failingQueue = {
      sendBatch: async () => {
        throw new Error("queue unavailable");
      },
    };
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${BASE}${ORDERS}/${order.OrderID}/publish`, {
        method: "PUT",
        headers: { "X-API-Key": KEYS.northwind },
      }),
      { ...env, DELIVERY_QUEUE: failingQueue } as unknown as typeof env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect((await json(res)).Status).toBe("Published");
    expect((await deliveriesOf(order.OrderID)).map((d) => d.status)).toEqual(["Queued", "Queued"]);
  });

  it("is a 404 for deleted and unknown orders, a 400 for a bad id, a 401 without a key", async () => {
    await problem(await publish(5005), 404);
    await problem(await publish(999999), 404);
    expect((await problem(await call(`${ORDERS}/abc/publish`, { method: "PUT" }), 400)).errors?.[0]?.field).toBe(
      "orderID",
    );
    await problem(await call(`${ORDERS}/5001/publish`, { method: "PUT", key: null }), 401);
  });
});

describe("Order Delete", () => {
  it("removes a draft with its files and destinations; every read is a 404 afterwards", async () => {
    const order = await draft([200, 201], 2);
    const res = await remove(order.OrderID);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      OrderID: order.OrderID,
      Outcome: "Removed",
      CancelledDeliveries: 0,
      DeletedAt: expect.stringMatching(/Z$/),
    });
    expect(await orderRow(order.OrderID)).toBeNull();
    const left = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM files WHERE order_id = ?1) + (SELECT count(*) FROM destinations WHERE order_id = ?1) AS n",
    )
      .bind(order.OrderID)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    await problem(await call(`${ORDERS}/${order.OrderID}`), 404);
    await problem(await call(`${ORDERS}/${order.OrderID}/destinations`), 404);
    await problem(await publish(order.OrderID), 404);
    await problem(await remove(order.OrderID), 404);
  });

  it("cancels an order past draft and its open deliveries, keeps its history, and hides it", async () => {
    const order = await draft([200, 201], 2);
    // Published by hand (no queue messages), with deliveries in every state.
    const [f1, f2] = order.Files.map((f: { FileID: number }) => f.FileID);
    const at = "2030-01-01T00:00:00.000Z";
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET status = 'In Progress', published_at = ?1 WHERE id = ?2").bind(
        at,
        order.OrderID,
      ),
      env.DB.prepare(
        `INSERT INTO deliveries (order_id, owner_organization_id, file_id, organization_id, status, status_date, delivered_at)
         VALUES (?1, 100, ?2, 200, 'Delivered', ?4, ?4), (?1, 100, ?2, 201, 'Sending', ?4, NULL),
                (?1, 100, ?3, 200, 'Queued', ?4, NULL), (?1, 100, ?3, 201, 'Failed', ?4, NULL)`,
      ).bind(order.OrderID, f1, f2, at),
    ]);
    const res = await remove(order.OrderID);
    expect(res.status).toBe(200);
    const deletion = await json(res);
    expect(deletion).toEqual({
      OrderID: order.OrderID,
      Outcome: "Cancelled",
      CancelledDeliveries: 2,
      DeletedAt: expect.stringMatching(/Z$/),
    });
    expect(await orderRow(order.OrderID)).toEqual({
      status: "Cancelled",
      cancelledAt: deletion.DeletedAt,
      publishedAt: at,
    });
    expect(
      (await deliveriesOf(order.OrderID)).map((d) => [d.fileId, d.organizationId, d.status, d.statusDate]),
    ).toEqual([
      [f1, 200, "Delivered", at],
      [f1, 201, "Cancelled", deletion.DeletedAt],
      [f2, 200, "Cancelled", deletion.DeletedAt],
      [f2, 201, "Failed", at],
    ]);
    for (const key of [KEYS.northwind, KEYS.wxyz, KEYS.summit]) {
      await problem(await call(`${ORDERS}/${order.OrderID}`, { key }), 404);
      await problem(await call(`${ORDERS}/${order.OrderID}/destinations`, { key }), 404);
    }
    await problem(await remove(order.OrderID), 404);
    await problem(await publish(order.OrderID), 404);
  });

  it("cancels a delivered order and keeps its deliveries delivered, out of the proof of delivery reports", async () => {
    const before = await deliveriesOf(5021);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((d) => d.status === "Delivered")).toBe(true);
    const reported = async () => {
      const rows = await json<{ OrderID: number }[]>(
        await call(`${ORDERS}/proofofdelivery?fromDate=2000-01-01&limit=1000`),
      );
      return rows.filter((row) => row.OrderID === 5021).length;
    };
    expect(await reported()).toBe(before.length);
    const deletion = await json(await remove(5021));
    expect(deletion).toMatchObject({ OrderID: 5021, Outcome: "Cancelled", CancelledDeliveries: 0 });
    expect(await deliveriesOf(5021)).toEqual(before);
    expect((await orderRow(5021))?.status).toBe("Cancelled");
    await problem(await call(`${ORDERS}/5021`), 404);
    // The reports read the deliveries alone: each keeps its order's cancellation.
    expect(await reported()).toBe(0);
  });

  it("lets only the owner delete: a destination that sees the order gets 403, anyone else 404", async () => {
    for (const key of [KEYS.wxyz, KEYS.dana, KEYS.summit]) {
      const body = await problem(await remove(5003, key), 403);
      expect(body.detail).toMatch(/Only the organization that created order 5003/);
      // A draft is not visible to its destinations yet.
      await problem(await remove(5001, key), 404);
    }
    await problem(await remove(5001, KEYS.harborlight), 404);
    await problem(await remove(5001, KEYS.blueharbor), 404);
    expect((await call(`${ORDERS}/5001`)).status).toBe(200);
    expect((await call(`${ORDERS}/5003`)).status).toBe(200);
  });

  it("is a 404 for an order already deleted or unknown, a 400 for a bad id", async () => {
    await problem(await remove(5005), 404);
    await problem(await remove(999999), 404);
    expect((await problem(await call(`${ORDERS}/1e3`, { method: "DELETE" }), 400)).errors?.[0]?.field).toBe("orderID");
  });

  it("answers in XML", async () => {
    const order = await draft([201], 1);
    const res = await call(`${ORDERS}/${order.OrderID}`, { method: "DELETE", accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      new RegExp(
        `^<\\?xml[^>]*\\?><OrderDeletion><OrderID>${order.OrderID}</OrderID><Outcome>Removed</Outcome><CancelledDeliveries>0</CancelledDeliveries><DeletedAt>[^<]+Z</DeletedAt></OrderDeletion>$`,
      ),
    );
  });
});
