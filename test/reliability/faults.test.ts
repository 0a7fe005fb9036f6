/**
 * Faults injected into D1 (../instrument.ts) in the middle of every
 * multi-statement write: D1 rolls the whole batch back, so nothing partial
 * remains; the caller gets a 500 problem that names its request id and says
 * nothing of SQL or stacks; the request is still logged. A failing log write
 * never fails the request.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { insertOrder } from "../features/deliveries.data";
import { json, KEYS, withContent } from "../helpers";
import { type FaultPredicate, instrument, type RoundTrip } from "../instrument";
import { count, logRowsOf, longFormBody, orderBody, type SendOptions, send, unique } from "./send";

afterEach(() => instrument.reset());

/** Everything a write of the API can touch (the request log aside). */
const TABLES = [
  "orders",
  "order_groups",
  "files",
  "destinations",
  "deliveries",
  "comments",
  "file_statuses",
  "idempotency_keys",
];

/** The order rows are compared in: their rowid, or the key of a table WITHOUT ROWID (migration 0026). */
const ORDER: Record<string, string> = { file_statuses: "file_id, organization_id" };

async function state() {
  const rows = await env.DB.batch(
    TABLES.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY ${ORDER[table] ?? "rowid"}`)),
  );
  return Object.fromEntries(TABLES.map((table, i) => [table, rows[i]?.results]));
}

const statementIs =
  (pattern: RegExp): FaultPredicate =>
  (s, at) =>
    at.method === "batch" && pattern.test(s.sql);

/**
 * Sends a request with a fault on the first statement `where` matches, and
 * checks what every such failure must show: the fault was injected inside a
 * batch after at least one statement of it ran, a 500 problem naming the
 * request id and nothing else, a request log row with 500, and no change at all.
 */
async function failsCleanly(path: string, options: SendOptions, where: FaultPredicate) {
  const requestId = unique("fault");
  const hits: RoundTrip[] = [];
  instrument.observe((trip) => {
    if (trip.origin === requestId && trip.faulted.length > 0) hits.push(trip);
  });
  instrument.failWhen((s, at) => at.origin === requestId && where(s, at), { times: 1 });
  const before = await state();

  const res = await send(path, { ...options, headers: { ...options.headers, "X-Request-Id": requestId } });

  expect(hits).toHaveLength(1);
  const [trip] = hits as [RoundTrip];
  const text = await res.text();
  expect(res.status, text).toBe(500);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
  expect(res.headers.get("X-Request-Id")).toBe(requestId);
  const body = JSON.parse(text);
  expect(body).toMatchObject({ status: 500, requestId, instance: path, type: "/problems/internal-error" });
  expect(body.detail).toMatch(/requestId/);
  expect(Object.keys(body).sort()).toEqual(["detail", "instance", "requestId", "status", "title", "type"]);
  expect(text).not.toMatch(
    /mds_injected_fault|SQLITE|D1_ERROR|insert into|update "|delete from|select |\.ts:\d+|\bat \w/i,
  );
  expect(await logRowsOf(requestId)).toEqual([{ status_code: 500, url_template: expect.any(String) }]);
  expect(await state()).toEqual(before);
  return { trip, faultedAt: trip.faulted[0] as number };
}

/** Where the statement `pattern` matches sits in the round trip (it must be there). */
function statementIndex(trip: RoundTrip, pattern: RegExp): number {
  const index = trip.statements.findIndex((s) => pattern.test(s.sql));
  expect(index, `${pattern} in the faulted round trip`).toBeGreaterThanOrEqual(0);
  return index;
}

const ORDERS = "/api/v1/ad/orders";
const HOUSE_ID_BODY = { HouseID: "WX-FAULT-1", Organizations: ["200", "201"] };
const STATUS_BODY = { Status: "In Review", Organizations: ["200", "201"] };

let orderFileId: number;
beforeAll(async () => {
  const row = await env.DB.prepare("SELECT id FROM files WHERE order_id = 5002 ORDER BY id LIMIT 1").first<{
    id: number;
  }>();
  orderFileId = row?.id as number;
});

describe("a failing statement in the middle of a write leaves nothing behind", () => {
  it.each([
    ["files", /^insert into "files"/i],
    ["destinations", /^insert into "destinations"/i],
  ])("Create Order (fault on its %s)", async (_name, pattern) => {
    const advertiser = unique("Fault order");
    const { trip, faultedAt } = await failsCleanly(
      ORDERS,
      { method: "POST", body: orderBody(advertiser) },
      statementIs(pattern),
    );
    // After the destination check, in the batch that inserts the order.
    expect(faultedAt).toBeGreaterThan(statementIndex(trip, /^insert into "orders"/i));
    expect(await count("SELECT count(*) AS n FROM orders WHERE advertiser = ?", advertiser)).toBe(0);
  });

  it("Create Long Form Order (fault on its destinations)", async () => {
    const advertiser = unique("Fault long form");
    const { trip, faultedAt } = await failsCleanly(
      "/api/v1/ad/longformorders",
      { method: "POST", body: longFormBody(advertiser) },
      statementIs(/^insert into "destinations"/i),
    );
    expect(faultedAt - statementIndex(trip, /^insert into "orders"/i)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM orders WHERE advertiser = ?", advertiser)).toBe(0);
  });

  it("Create Order with an Idempotency-Key (fault after the key is claimed)", async () => {
    const key = unique("fault-key");
    const { trip } = await failsCleanly(
      ORDERS,
      { method: "POST", body: orderBody(unique("Fault idempotent")), headers: { "Idempotency-Key": key } },
      (s, at) => at.method === "batch" && /^select .* from "idempotency_keys"/i.test(s.sql),
    );
    // The claim was inserted in that batch, before the fault.
    expect(statementIndex(trip, /^insert into "idempotency_keys"/i)).toBe((trip.faulted[0] as number) - 1);
    expect(await count("SELECT count(*) AS n FROM idempotency_keys WHERE key = ?", key)).toBe(0);
  });

  it("Publish Order (fault on its deliveries: the order stays a Draft)", async () => {
    const created = await json(await send(ORDERS, { method: "POST", body: orderBody(unique("Fault publish")) }));
    await withContent(created.OrderID);
    const { trip, faultedAt } = await failsCleanly(
      `${ORDERS}/${created.OrderID}/publish`,
      { method: "PUT" },
      statementIs(/^insert into "deliveries"/i),
    );
    // The order's update comes first: the rest applies only to the row it published.
    expect(trip.statements[0]?.sql).toMatch(/^update "orders"/i);
    expect(trip.statements[faultedAt]?.sql).toMatch(/^insert into "deliveries"/i);
    expect((await json(await send(`${ORDERS}/${created.OrderID}`))).Status).toBe("Draft");
  });

  it("Order Delete of a published order (fault on cancelling the order: its deliveries stay Queued)", async () => {
    const order = await insertOrder({ destinations: [200, 202], files: 2 });
    const { trip, faultedAt } = await failsCleanly(
      `${ORDERS}/${order.orderId}`,
      { method: "DELETE" },
      statementIs(/^update "orders"/i),
    );
    // After removing a draft (and its renditions), right after cancelling the deliveries and taking them out of the
    // reports.
    expect(statementIndex(trip, /^delete from "orders"/i)).toBeLessThan(faultedAt);
    expect(statementIndex(trip, /^delete from "renditions"/i)).toBeLessThan(faultedAt);
    expect(faultedAt).toBe(statementIndex(trip, /^update "deliveries"/i) + 2);
    expect(
      await count("SELECT count(*) AS n FROM deliveries WHERE order_id = ? AND status = 'Queued'", order.orderId),
    ).toBe(4);
    expect(
      await count(
        "SELECT count(*) AS n FROM deliveries WHERE order_id = ? AND subject_cancelled_at IS NULL",
        order.orderId,
      ),
    ).toBe(4);
    expect((await json(await send(`${ORDERS}/${order.orderId}`))).Status).toBe("Published");
  });

  it("Order Delete of a draft (fault after it was removed: it is still there)", async () => {
    const created = await json(await send(ORDERS, { method: "POST", body: orderBody(unique("Fault delete draft")) }));
    const { trip, faultedAt } = await failsCleanly(
      `${ORDERS}/${created.OrderID}`,
      { method: "DELETE" },
      statementIs(/^update "deliveries"/i),
    );
    // The draft's removal, and its renditions', ran before the fault: rolled back with it.
    expect(statementIndex(trip, /^delete from "orders"/i)).toBe(0);
    expect(statementIndex(trip, /^delete from "renditions"/i)).toBeLessThan(faultedAt);
    expect((await send(`${ORDERS}/${created.OrderID}`)).status).toBe(200);
  });

  it.each([
    ["Set House ID", "order", "houseid", HOUSE_ID_BODY],
    ["Set Organization Asset Status", "order", "organizationassetstatus", STATUS_BODY],
    ["Set House ID", "release", "houseid", HOUSE_ID_BODY],
    ["Set Organization Asset Status", "release", "organizationassetstatus", STATUS_BODY],
  ])(
    "%s of an %s for two organizations (fault after both rows were written)",
    async (_name, family, operation, body) => {
      const path =
        family === "order"
          ? `${ORDERS}/5002/files/${orderFileId}/${operation}`
          : `/api/v1/music/releases/7001/files/9001/${operation}`;
      const { trip, faultedAt } = await failsCleanly(
        path,
        { method: "PUT", key: KEYS.summit, body },
        // Every organization's row is one statement; its events follow it (a house ID's ingest feed entries first).
        (s, at) => at.method === "batch" && /^insert into "webhook_events"/i.test(s.sql),
      );
      expect(faultedAt).toBe(operation === "houseid" ? 2 : 1);
      expect(trip.statements[0]?.sql).toMatch(/^insert into "file_statuses"/i);
    },
  );

  describe("order groups", () => {
    const GROUPS = "/api/v1/ad/ordergroups";
    /** A fresh Northwind draft with content, its id. */
    const newDraft = async () => {
      const created = await json(await send(ORDERS, { method: "POST", body: orderBody(unique("Fault group")) }));
      await withContent(created.OrderID);
      return created.OrderID as number;
    };
    const newGroup = async (orderIds: number[]) =>
      (await json(await send(GROUPS, { method: "POST", body: { Name: unique("Fault group"), OrderIDs: orderIds } })))
        .OrderGroupID as number;
    const groupOf = (orderId: number) =>
      count("SELECT count(*) AS n FROM orders WHERE id = ? AND order_group_id IS NOT NULL", orderId);

    it("Create Order Group (fault on putting its orders in: no group, the orders in none)", async () => {
      const ids = [await newDraft(), await newDraft()];
      const { trip, faultedAt } = await failsCleanly(
        GROUPS,
        { method: "POST", body: { Name: "Faulty", OrderIDs: ids } },
        statementIs(/^update "orders"/i),
      );
      expect(trip.statements[0]?.sql).toMatch(/^insert into "order_groups"/i);
      expect(faultedAt).toBe(1);
      expect(await groupOf(ids[0] as number)).toBe(0);
    });

    it.each([
      ["Add Order to Group", "PUT", /^update "orders"/i],
      ["Remove Order from Group", "DELETE", /^update "orders"/i],
    ])("%s (fault after the group was stamped: the order where it was)", async (_name, method, statement) => {
      const [member, other] = [await newDraft(), await newDraft()];
      const group = await newGroup([member]);
      const order = method === "PUT" ? other : member;
      const { trip, faultedAt } = await failsCleanly(
        `${GROUPS}/${group}/orders/${order}`,
        { method },
        statementIs(statement),
      );
      expect(trip.statements[0]?.sql).toMatch(/^update "order_groups"/i);
      expect(faultedAt).toBe(1);
      expect(await groupOf(order)).toBe(method === "PUT" ? 0 : 1);
    });

    it("Order Group Delete (fault on deleting it, its orders already out: they are still in it)", async () => {
      const order = await newDraft();
      const group = await newGroup([order]);
      const { faultedAt } = await failsCleanly(
        `${GROUPS}/${group}`,
        { method: "DELETE" },
        statementIs(/^delete from "order_groups"/i),
      );
      expect(faultedAt).toBe(2);
      expect(await groupOf(order)).toBe(1);
    });

    it("Publish Order Group (fault on its deliveries: the group and every order stay drafts)", async () => {
      const ids = [await newDraft(), await newDraft()];
      const group = await newGroup(ids);
      const { trip, faultedAt } = await failsCleanly(
        `${GROUPS}/${group}/publish`,
        { method: "PUT" },
        statementIs(/^insert into "deliveries"/i),
      );
      // The group's stamp comes first, its orders' update next: the rest applies only to what it published.
      expect(trip.statements[0]?.sql).toMatch(/^update "order_groups"/i);
      expect(trip.statements[1]?.sql).toMatch(/^update "orders"/i);
      expect(faultedAt).toBe(2);
      expect(await count("SELECT count(*) AS n FROM orders WHERE order_group_id = ? AND status = 'Draft'", group)).toBe(
        2,
      );
    });
  });

  it("Create Comment (one statement: nothing is written either)", async () => {
    const text = unique("Fault comment");
    await failsCleanly(
      `${ORDERS}/5002/comments`,
      { method: "POST", key: KEYS.wxyz, body: { CommentPosterText: text } },
      (s) => /^insert into "comments"/i.test(s.sql),
    );
    expect(await count("SELECT count(*) AS n FROM comments WHERE text = ?", text)).toBe(0);
  });

  it("answers the same 500 in XML when XML was asked for", async () => {
    const requestId = unique("fault-xml");
    instrument.failWhen((s, at) => at.origin === requestId && /^insert into "destinations"/i.test(s.sql), { times: 1 });
    const res = await send(ORDERS, {
      method: "POST",
      body: orderBody(unique("Fault xml")),
      accept: "application/xml",
      headers: { "X-Request-Id": requestId },
    });
    expect(res.status).toBe(500);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
    const xml = await res.text();
    expect(xml).toContain(`<requestId>${requestId}</requestId>`);
    expect(xml).not.toMatch(/mds_injected_fault|SQLITE|insert into/i);
  });

  it("writes after the fault is gone: the same request then succeeds", async () => {
    const advertiser = unique("Fault then fine");
    const requestId = unique("fault");
    instrument.failWhen((s, at) => at.origin === requestId && /^insert into "files"/i.test(s.sql), { times: 1 });
    expect(
      (await send(ORDERS, { method: "POST", body: orderBody(advertiser), headers: { "X-Request-Id": requestId } }))
        .status,
    ).toBe(500);
    const res = await send(ORDERS, { method: "POST", body: orderBody(advertiser) });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(await count("SELECT count(*) AS n FROM files WHERE order_id = ?", created.OrderID)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM destinations WHERE order_id = ?", created.OrderID)).toBe(2);
  });
});

describe("the request log", () => {
  it("never fails the request when its own write fails", async () => {
    const requestId = unique("log-fault");
    const hits: RoundTrip[] = [];
    instrument.observe((trip) => {
      if (trip.origin === requestId && trip.faulted.length > 0) hits.push(trip);
    });
    instrument.failWhen((s, at) => at.origin === requestId && /^insert into "request_log_groups"/i.test(s.sql));
    const res = await send("/api/v1/ad/orders/orderstates", { headers: { "X-Request-Id": requestId } });
    expect(res.status).toBe(200);
    expect((await json(res)).length).toBeGreaterThan(0);
    expect(hits).toHaveLength(1);
    expect(await logRowsOf(requestId)).toEqual([]);
  });

  it("never fails a write either: the order is created, only its log row is missing", async () => {
    const advertiser = unique("Log fault order");
    const requestId = unique("log-fault");
    instrument.failWhen((s, at) => at.origin === requestId && /^insert into "request_log_groups"/i.test(s.sql));
    const res = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "X-Request-Id": requestId },
    });
    expect(res.status).toBe(201);
    expect(await count("SELECT count(*) AS n FROM orders WHERE advertiser = ?", advertiser)).toBe(1);
    expect(await logRowsOf(requestId)).toEqual([]);
  });
});
