/**
 * Order groups (contract section 18), all but their publish
 * (./order-groups.publish.test.ts): create with orders, list, read, rename,
 * delete; an order put in and taken out; the group's proof of delivery; and
 * that a group is its organization's alone.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { call, json, KEYS, problem, send } from "../helpers";
import { instrument } from "../instrument";
import { ALL_KEYS } from "../security/support";
import { draft, GROUPS, groupRow, newGroup, ORDERS, orderRows, publishGroup } from "./order-groups.support";

afterEach(() => instrument.reset());

const codes = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((e) => [e.field, e.code]);

describe("Create Order Group", () => {
  it("makes a draft group of the caller's drafts: 201, Location, each order's row, the orders in it and moved", async () => {
    const [a, b] = [await draft([200]), await draft([201, 202])];
    const [before] = await orderRows([a]);
    const res = await call(GROUPS, { method: "POST", body: { name: "  Spring Push  ", orderIDs: [b, a] } });
    expect(res.status, await res.clone().text()).toBe(201);
    const group = await json(res);
    expect(res.headers.get("Location")).toBe(`${GROUPS}/${group.OrderGroupID}`);
    expect(group).toMatchObject({ Name: "Spring Push", Status: "Draft", PublishedAt: null });
    expect(group.UpdatedAt).toBe(group.CreatedAt);
    // By OrderID, as Order List shows them; each order's UpdatedAt is the group's moment.
    expect(group.Orders.map((o: any) => [o.OrderID, o.Status, o.FileCount, o.DestinationCount, o.UpdatedAt])).toEqual([
      [a, "Draft", 2, 1, group.CreatedAt],
      [b, "Draft", 2, 2, group.CreatedAt],
    ]);
    expect((await orderRows([a, b])).map((r) => r?.groupId)).toEqual([group.OrderGroupID, group.OrderGroupID]);
    expect(before?.updatedAt).not.toBe(group.CreatedAt);
    // What Location names reads back the same.
    expect(await json(await call(`${GROUPS}/${group.OrderGroupID}`))).toEqual(group);
  });

  it("makes an empty group without OrderIDs, and takes XML", async () => {
    const res = await call(GROUPS, {
      method: "POST",
      body: "<OrderGroup><Name>Summer &amp; Fall</Name></OrderGroup>",
      accept: "application/xml",
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).toMatch(
      /^<\?xml[^>]*\?><OrderGroup [^>]*><OrderGroupID>\d+<\/OrderGroupID><Name>Summer &amp; Fall<\/Name>/,
    );
    expect(text).toContain("<Status>Draft</Status><Orders/>");

    const one = await draft();
    const withOrders = await call(GROUPS, {
      method: "POST",
      body: `<OrderGroup><Name>One</Name><OrderIDs><OrderID>${one}</OrderID></OrderIDs></OrderGroup>`,
      accept: "application/xml",
    });
    expect(withOrders.status).toBe(201);
    expect(await withOrders.text()).toMatch(new RegExp(`<Orders><Order><OrderID>${one}</OrderID>`));
  });

  it("refuses, in one 422 naming each OrderIDs[i], what may not join, and writes nothing", async () => {
    const free = await draft();
    const groupsBefore = (await env.DB.prepare("SELECT count(*) AS n FROM order_groups").first<{ n: number }>())?.n;
    const [freeBefore] = await orderRows([free]);
    // 987654321 does not exist; 5015 is Harbor Light's draft; 5002 is delivered; 5025 is in group 6002.
    const res = await call(GROUPS, {
      method: "POST",
      body: { Name: "Bad", OrderIDs: [free, 987654321, 5015, 5002, 5025, free] },
    });
    const body = await problem(res, 422);
    expect(codes(body)).toEqual([
      ["OrderIDs[1]", "not_found"],
      ["OrderIDs[2]", "not_found"],
      ["OrderIDs[3]", "not_draft"],
      ["OrderIDs[4]", "in_group"],
      ["OrderIDs[5]", "duplicate"],
    ]);
    // Another agency's order is not told apart from one that does not exist.
    const [missing, foreign] = body.errors ?? [];
    expect(foreign?.message).toBe(missing?.message.replace("987654321", "5015"));
    expect(body.errors?.[3]?.message).toContain("order group 6002");
    const groupsAfter = (await env.DB.prepare("SELECT count(*) AS n FROM order_groups").first<{ n: number }>())?.n;
    expect(groupsAfter).toBe(groupsBefore);
    expect(await orderRows([free])).toEqual([freeBefore]);
  });

  it("answers 409, as Add Order to Group does, when every order refused is in another group or not a draft", async () => {
    const free = await draft();
    const groupsBefore = (await env.DB.prepare("SELECT count(*) AS n FROM order_groups").first<{ n: number }>())?.n;
    // 5025 is in group 6002; 5002 is delivered.
    for (const [ids, expected] of [
      [[free, 5025], [["OrderIDs[1]", "in_group"]]],
      [
        [5002, 5025],
        [
          ["OrderIDs[0]", "not_draft"],
          ["OrderIDs[1]", "in_group"],
        ],
      ],
    ] as const) {
      const res = await call(GROUPS, { method: "POST", body: { Name: "Taken", OrderIDs: ids } });
      expect(codes(await problem(res, 409))).toEqual(expected);
    }
    const groupsAfter = (await env.DB.prepare("SELECT count(*) AS n FROM order_groups").first<{ n: number }>())?.n;
    expect(groupsAfter).toBe(groupsBefore);
  });

  it("checks its body: Name required and at most 100 characters, at most 100 order IDs, each an ID", async () => {
    const res = await call(GROUPS, {
      method: "POST",
      body: { Name: "x".repeat(101), OrderIDs: [...Array.from({ length: 101 }, (_, i) => i + 1)] },
    });
    expect(codes(await problem(res, 422))).toEqual([
      ["Name", "too_long"],
      ["OrderIDs", "too_long"],
    ]);
    const blank = await call(GROUPS, { method: "POST", body: { Name: " ", OrderIDs: [0, "x"] } });
    expect(codes(await problem(blank, 422))).toEqual([
      ["Name", "required"],
      ["OrderIDs[0]", "out_of_range"],
      ["OrderIDs[1]", "invalid_type"],
    ]);
  });

  it("is an agency's alone: a station's, a group's or a label's key gets 403", async () => {
    for (const key of [KEYS.wxyz, KEYS.summit, KEYS.blueharbor, KEYS.dana]) {
      await problem(await call(GROUPS, { method: "POST", key, body: { Name: "Nope" } }), 403);
    }
  });

  it("answers a request sent again with its Idempotency-Key once, and makes one group", async () => {
    const order = await draft();
    const headers = { "Idempotency-Key": `groups-${crypto.randomUUID()}` };
    const body = { Name: "Once", OrderIDs: [order] };
    const first = await call(GROUPS, { method: "POST", body, headers });
    const again = await call(GROUPS, { method: "POST", body, headers });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await json(again)).toEqual(await json(first));
    const n = await env.DB.prepare("SELECT count(*) AS n FROM order_groups WHERE name = 'Once'").first<{ n: number }>();
    expect(n?.n).toBe(1);
  });
});

describe("Order Group List and Order Group Detail", () => {
  it("lists the organization's own groups, newest UpdatedAt first, with their OrderIDs; status filters", async () => {
    const res = await call(`${GROUPS}?limit=1000`, { key: KEYS.harborlight });
    expect(await json(res)).toEqual([
      expect.objectContaining({ OrderGroupID: 6003, Status: "Draft", OrderIDs: [5008] }),
    ]);
    const own = await json(await call(`${GROUPS}?limit=1000`));
    const { results } = await env.DB.prepare(
      "SELECT id FROM order_groups WHERE owner_organization_id = 100 ORDER BY updated_at DESC, id DESC",
    ).all<{ id: number }>();
    expect(own.map((g: any) => g.OrderGroupID)).toEqual(results.map((r) => r.id));
    expect(own.find((g: any) => g.OrderGroupID === 6001)).toMatchObject({
      Status: "Published",
      OrderIDs: [5023, 5024],
    });
    const published = await json(await call(`${GROUPS}?status=Published&limit=1000`));
    expect(published.length).toBeGreaterThan(0);
    for (const g of published) expect(g.Status).toBe("Published");
    await problem(await call(`${GROUPS}?status=Sent`), 400);
    // A key of a station or a label has no groups.
    for (const key of [KEYS.wxyz, KEYS.summit, KEYS.blueharbor])
      expect(await json(await call(GROUPS, { key }))).toEqual([]);
  });

  it("pages with limit and cursor, announcing the next page in Link", async () => {
    for (let i = 0; i < 3; i++) await newGroup([], `Paged ${i}`);
    const all = await json(await call(`${GROUPS}?limit=1000`));
    const seen: number[] = [];
    let next: string | null = `${GROUPS}?limit=2`;
    while (next) {
      const res = await call(next);
      expect(res.status).toBe(200);
      seen.push(...(await json(res)).map((g: any) => g.OrderGroupID));
      next = res.headers.get("Link")?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
    }
    expect(seen).toEqual(all.map((g: any) => g.OrderGroupID));
    expect(seen.length).toBeGreaterThanOrEqual(5);
    await problem(await call(`${GROUPS}?cursor=nonsense`), 400);
  });

  it("reads a group with its orders as Order List shows them, in JSON and XML", async () => {
    const group = await json(await call(`${GROUPS}/6001`));
    expect(group).toMatchObject({
      OrderGroupID: 6001,
      Name: "Great Lakes Credit Union: Winter Savings",
      Status: "Published",
      PublishedAt: expect.stringMatching(/Z$/),
    });
    const list = await json(await call(`${ORDERS}?role=sender&limit=1000`));
    expect(group.Orders).toEqual(list.filter((o: any) => [5023, 5024].includes(o.OrderID)).reverse());
    const xml = await (await call(`${GROUPS}/6001`, { accept: "application/xml" })).text();
    expect(xml).toMatch(/<Orders><Order><OrderID>5023<\/OrderID>.*<\/Order><Order><OrderID>5024<\/OrderID>/);
  });

  it("is the owner's alone: every other key, a destination of its orders included, gets the 404 of a group that does not exist", async () => {
    const normalised = async (res: Response, id: string) => {
      const body = await problem(res, 404);
      return { ...body, detail: body.detail.replace(id, "{id}"), instance: "", requestId: "" };
    };
    const missing = await normalised(await call(`${GROUPS}/987654321`), "987654321");
    for (const key of [KEYS.wxyz, KEYS.summit, KEYS.dana, KEYS.harborlight, KEYS.blueharbor, ALL_KEYS.lakeshore]) {
      expect(await normalised(await call(`${GROUPS}/6001`, { key }), "6001"), key).toEqual(missing);
    }
    // Its owner's key reads its own.
    expect((await call(`${GROUPS}/6003`, { key: KEYS.harborlight })).status).toBe(200);
  });
});

describe("Rename Order Group", () => {
  it("renames a group in any status, its UpdatedAt moved, its orders untouched", async () => {
    const group = await newGroup([await draft()]);
    const res = await call(`${GROUPS}/${group.OrderGroupID}`, {
      method: "PUT",
      body: { Name: "Renamed", OrderIDs: [] },
    });
    expect(res.status).toBe(200);
    const renamed = await json(res);
    expect(renamed).toMatchObject({ Name: "Renamed", Status: "Draft", Orders: group.Orders });
    expect(renamed.UpdatedAt > group.UpdatedAt).toBe(true);
    const published = await json(await call(`${GROUPS}/6001`, { method: "PUT", body: { Name: "Winter, renamed" } }));
    expect(published).toMatchObject({ Name: "Winter, renamed", Status: "Published" });
    await problem(await call(`${GROUPS}/6001`, { method: "PUT", key: KEYS.harborlight, body: { Name: "Mine" } }), 404);
    expect((await groupRow(6001))?.name).toBe("Winter, renamed");
    expect(codes(await problem(await call(`${GROUPS}/6001`, { method: "PUT", body: {} }), 422))).toEqual([
      ["Name", "required"],
    ]);
  });
});

describe("Add Order to Group and Remove Order from Group", () => {
  it("puts a draft in and takes it out, each time moving the order's and the group's UpdatedAt", async () => {
    const group = await newGroup([await draft()]);
    const id = group.OrderGroupID;
    const order = await draft();
    const added = await json(await call(`${GROUPS}/${id}/orders/${order}`, { method: "PUT" }));
    expect(added.Orders.map((o: any) => o.OrderID)).toEqual([group.Orders[0].OrderID, order]);
    expect(added.UpdatedAt > group.UpdatedAt).toBe(true);
    expect((await orderRows([order]))[0]).toMatchObject({ groupId: id, updatedAt: added.UpdatedAt });

    // Put in again: nothing changes.
    const again = await json(await call(`${GROUPS}/${id}/orders/${order}`, { method: "PUT", body: {} }));
    expect(again).toEqual(added);

    const removed = await json(await call(`${GROUPS}/${id}/orders/${order}`, { method: "DELETE" }));
    expect(removed.Orders.map((o: any) => o.OrderID)).toEqual([group.Orders[0].OrderID]);
    expect((await orderRows([order]))[0]).toMatchObject({
      groupId: null,
      updatedAt: removed.UpdatedAt,
      status: "Draft",
    });
    // Not in it any more: 404.
    await problem(await call(`${GROUPS}/${id}/orders/${order}`, { method: "DELETE" }), 404);
  });

  it("keeps an order in one group at most, and only drafts of the caller's: 409 or 404", async () => {
    const group = (await newGroup([])).OrderGroupID;
    const conflict = async (orderId: number, words: string) =>
      expect(
        (await problem(await call(`${GROUPS}/${group}/orders/${orderId}`, { method: "PUT" }), 409)).detail,
      ).toContain(words);
    await conflict(5025, "is in order group 6002");
    await conflict(5002, "is Delivered");
    // Not the caller's: 404, as one that does not exist.
    await problem(await call(`${GROUPS}/${group}/orders/5015`, { method: "PUT" }), 404);
    await problem(await call(`${GROUPS}/${group}/orders/987654321`, { method: "PUT" }), 404);
    // A group not the caller's: 404 before anything about the order.
    await problem(await call(`${GROUPS}/6003/orders/5027`, { method: "PUT" }), 404);
    await problem(await call(`${GROUPS}/${group}/orders/5027`, { method: "PUT", key: KEYS.harborlight }), 404);
    expect((await orderRows([5025]))[0]?.groupId).toBe(6002);
  });

  it("changes a published group's orders no more: 409 to put one in or take one out", async () => {
    const order = await draft();
    expect((await problem(await call(`${GROUPS}/6001/orders/${order}`, { method: "PUT" }), 409)).detail).toContain(
      "Published",
    );
    await problem(await call(`${GROUPS}/6001/orders/5023`, { method: "DELETE" }), 409);
    expect((await orderRows([order, 5023])).map((r) => r?.groupId)).toEqual([null, 6001]);
  });

  it("holds at most 100 orders: the 101st is a 409", async () => {
    const group = (await newGroup([])).OrderGroupID;
    // A hundred drafts written straight into the group (through the API it would take a while).
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
       INSERT INTO orders (order_type, status, owner_organization_id, owner_name, advertiser, order_group_id)
       SELECT 'Spot', 'Draft', 100, (SELECT name FROM organizations WHERE id = 100), 'Bulk ' || i, ? FROM n`,
    )
      .bind(group)
      .run();
    const order = await draft();
    expect((await problem(await call(`${GROUPS}/${group}/orders/${order}`, { method: "PUT" }), 409)).detail).toContain(
      "100 orders",
    );
  });

  it("publishes an order of a group only with its group: Publish Order on it is a 409 until it is taken out", async () => {
    const order = await draft();
    const group = (await newGroup([order])).OrderGroupID;
    const refused = await problem(await call(`${ORDERS}/${order}/publish`, { method: "PUT" }), 409);
    expect(refused.detail).toContain(`is in order group ${group}`);
    expect((await orderRows([order]))[0]).toMatchObject({ status: "Draft", deliveries: 0 });
    await call(`${GROUPS}/${group}/orders/${order}`, { method: "DELETE" });
    expect((await call(`${ORDERS}/${order}/publish`, { method: "PUT" })).status).toBe(200);
  });

  it("does not publish alone an order put in a group between Publish Order's read and its write, even in the same millisecond", async () => {
    const order = await draft();
    const group = (await newGroup([])).OrderGroupID;
    const requestId = `alone-race-${crypto.randomUUID()}`;
    let changed: Promise<unknown> | undefined;
    instrument.observe((trip) => {
      const write = trip.origin === requestId && /^update "orders" set "status"/i.test(trip.statements[0]?.sql ?? "");
      // Put in as Add Order to Group would in the millisecond of the order's last change: its updated_at unchanged.
      if (write && !changed)
        changed = env.DB.prepare("UPDATE orders SET order_group_id = ?1 WHERE id = ?2").bind(group, order).run();
    });
    const res = await send(`${ORDERS}/${order}/publish`, { method: "PUT", headers: { "X-Request-Id": requestId } });
    await changed;
    expect(changed).toBeDefined();
    expect((await problem(res, 409)).detail).toContain(`is in order group ${group}`);
    expect((await orderRows([order]))[0]).toMatchObject({ status: "Draft", groupId: group, deliveries: 0 });
  });

  it("loses an order deleted as a draft, its UpdatedAt moved", async () => {
    const [a, b] = [await draft(), await draft()];
    const group = await newGroup([a, b]);
    expect((await call(`${ORDERS}/${a}`, { method: "DELETE" })).status).toBe(200);
    const after = await json(await call(`${GROUPS}/${group.OrderGroupID}`));
    expect(after.Orders.map((o: any) => o.OrderID)).toEqual([b]);
    expect(after.UpdatedAt > group.UpdatedAt).toBe(true);
  });
});

describe("Order Group Delete", () => {
  it("deletes a group of drafts: its orders stay, drafts in no group, and may be published alone", async () => {
    const [a, b] = [await draft(), await draft()];
    const id = (await newGroup([a, b])).OrderGroupID;
    const res = await call(`${GROUPS}/${id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ OrderGroupID: id, OrderIDs: [a, b], DeletedAt: expect.stringMatching(/Z$/) });
    expect(await groupRow(id)).toBeNull();
    const rows = await orderRows([a, b]);
    expect(rows.map((r) => [r?.status, r?.groupId])).toEqual([
      ["Draft", null],
      ["Draft", null],
    ]);
    await problem(await call(`${GROUPS}/${id}`), 404);
    expect((await call(`${ORDERS}/${a}/publish`, { method: "PUT" })).status).toBe(200);
  });

  it("refuses while an order in it is not a draft (a published group): 409, nothing changed; another's: 404", async () => {
    const before = await groupRow(6001);
    expect((await problem(await call(`${GROUPS}/6001`, { method: "DELETE" }), 409)).detail).toMatch(/order 5023 is/);
    expect(await groupRow(6001)).toEqual(before);
    await problem(await call(`${GROUPS}/6003`, { method: "DELETE" }), 404);
    expect((await orderRows([5023, 5024, 5008])).map((r) => r?.groupId)).toEqual([6001, 6001, 6003]);
  });
});

describe("Order Group Proof of Delivery", () => {
  it("gives every delivery of the group's orders, by OrderID, FileID, OrganizationID, page by page", async () => {
    const { results } = await env.DB.prepare(
      `SELECT order_id AS OrderID, file_id AS FileID, organization_id AS OrganizationID, status AS Status
       FROM deliveries WHERE order_id IN (5023, 5024) ORDER BY order_id, file_id, organization_id`,
    ).all();
    expect(results).toHaveLength(9);
    const whole = await json(await call(`${GROUPS}/6001/proofofdelivery`));
    expect(
      whole.map((r: any) => ({
        OrderID: r.OrderID,
        FileID: r.FileID,
        OrganizationID: r.OrganizationID,
        Status: r.Status,
      })),
    ).toEqual(results);
    expect(whole[0]).toMatchObject({ AdID: "GLCU0014000H", OrganizationName: "WXYZ-TV", Bytes: expect.any(Number) });

    const pages: any[] = [];
    let next: string | null = `${GROUPS}/6001/proofofdelivery?limit=4`;
    while (next) {
      const res = await call(next);
      pages.push(await json(res));
      next = res.headers.get("Link")?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
    }
    expect(pages.map((p) => p.length)).toEqual([4, 4, 1]);
    expect(pages.flat()).toEqual(whole);

    const queued = await json(await call(`${GROUPS}/6001/proofofdelivery?status=Queued`));
    expect(queued.map((r: any) => [r.OrderID, r.OrganizationID])).toEqual([[5024, 202]]);
    const xml = await (await call(`${GROUPS}/6001/proofofdelivery?limit=1`, { accept: "application/xml" })).text();
    expect(xml).toMatch(/<OrderGroupProofOfDelivery(?: [^>]*)?><ProofOfDelivery><OrderID>5023<\/OrderID>/);
  });

  it("is empty for a draft group, the owner's alone, and refuses a cursor it did not give out", async () => {
    expect(await json(await call(`${GROUPS}/6002/proofofdelivery`))).toEqual([]);
    for (const key of [KEYS.wxyz, KEYS.summit, KEYS.harborlight]) {
      await problem(await call(`${GROUPS}/6001/proofofdelivery`, { key }), 404);
    }
    await problem(await call(`${GROUPS}/6001/proofofdelivery?cursor=WyJhIiwxXQ`), 400);
    await problem(await call(`${GROUPS}/6001/proofofdelivery?status=Lost`), 400);
  });

  it("leaves out an order deleted after the group was published, as every read does", async () => {
    const { groupId, orderIds } = await (async () => {
      const ids = [await draft([202]), await draft([202])];
      const group = await newGroup(ids);
      expect((await publishGroup(group.OrderGroupID)).status).toBe(200);
      return { groupId: group.OrderGroupID as number, orderIds: ids };
    })();
    expect((await call(`${ORDERS}/${orderIds[0]}`, { method: "DELETE" })).status).toBe(200);
    const group = await json(await call(`${GROUPS}/${groupId}`));
    expect(group.Orders.map((o: any) => o.OrderID)).toEqual([orderIds[1]]);
    const rows = await json(await call(`${GROUPS}/${groupId}/proofofdelivery`));
    expect(new Set(rows.map((r: any) => r.OrderID))).toEqual(new Set([orderIds[1]]));
    const listed = await json(await call(`${GROUPS}?status=Published&limit=1000`));
    expect(listed.find((g: any) => g.OrderGroupID === groupId)?.OrderIDs).toEqual([orderIds[1]]);
    // Still a group of orders past draft: it cannot be deleted.
    await problem(await call(`${GROUPS}/${groupId}`, { method: "DELETE" }), 409);
  });
});
