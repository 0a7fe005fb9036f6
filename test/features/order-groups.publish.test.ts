/**
 * Publish Order Group (contract section 18): every order of a draft group
 * published in one step, all or none, by Publish Order's own parts. Its rules
 * (every order's errors in one 422, named `Orders[i]…`), its events (each
 * order's, as a single publish sends them, and one `ordergroup.published`),
 * and that it is atomic: under a race (one of concurrent publishes wins,
 * nothing is published twice), under a change between its read and its write,
 * and under a fault injected in its batch (nothing is published).
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, json, KEYS, problem, send } from "../helpers";
import { instrument } from "../instrument";
import { sendAndSettle } from "../security/support";
import {
  draft,
  eventCount,
  GROUPS,
  groupOfDrafts,
  groupRow,
  newGroup,
  ORDERS,
  orderRows,
  publishGroup,
} from "./order-groups.support";
import { eventually, newBox, subscribe } from "./webhooks.support";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => instrument.reset());

/** The receivers of the events, subscribed before anything is published. */
let agency: Awaited<ReturnType<typeof subscribe>>;
beforeAll(async () => {
  agency = await subscribe(KEYS.northwind, newBox(), ["order.published", "ordergroup.published"]);
  await subscribe(KEYS.wxyz, newBox(), ["order.received"]);
  await subscribe(KEYS.summit, newBox());
});

/** Everything a publish of the group writes: the group's row, its orders' rows, their deliveries and events. */
async function stateOf(groupId: number, orderIds: number[]) {
  const { results: events } = await env.DB.prepare(
    `SELECT type, organization_id, data FROM webhook_events
     WHERE data ->> '$.OrderGroupID' = ?1 OR data ->> '$.OrderID' IN (SELECT value FROM json_each(?2)) ORDER BY id`,
  )
    .bind(groupId, JSON.stringify(orderIds))
    .all();
  return { group: await groupRow(groupId), orders: await orderRows(orderIds), events };
}

describe("Publish Order Group", () => {
  it("publishes every order at once: each Published with its deliveries, the group Published, each order's warnings", async () => {
    // 202 (WQRS-AM) is offline: a warning on the second order's second destination. WXYZ-TV (200) receives its
    // Deliver's rendition of each HD file of the first order: pending at publish (contract section 19).
    const { groupId, orderIds } = await (async () => {
      const ids = [await draft([200, 201]), await draft([201, 202])];
      return { groupId: (await newGroup(ids)).OrderGroupID as number, orderIds: ids };
    })();
    const res = await publishGroup(groupId);
    expect(res.status, await res.clone().text()).toBe(200);
    const group = await json(res);
    expect(group).toMatchObject({ OrderGroupID: groupId, Status: "Published", PublishedAt: group.UpdatedAt });
    expect(group.Orders.map((o: any) => [o.OrderID, o.Status, o.PublishedAt, o.UpdatedAt])).toEqual(
      orderIds.map((id) => [id, "Published", group.PublishedAt, group.PublishedAt]),
    );
    const pending = (i: number) => ({
      Code: "rendition_pending",
      Field: `Files[${i}]`,
      Message: expect.stringContaining("that WXYZ-TV (200) receives is still being made from the master"),
    });
    expect(group.Orders.map((o: any) => o.Warnings)).toEqual([
      [pending(0), pending(1)],
      [{ Code: "destination_offline", Field: "Destinations[1]", Message: expect.stringContaining("WQRS-AM (202)") }],
    ]);
    // Two files each, to two destinations each.
    expect((await orderRows(orderIds)).map((r) => [r?.status, r?.publishedAt, r?.deliveries])).toEqual(
      orderIds.map(() => ["Published", group.PublishedAt, 4]),
    );
    expect(await groupRow(groupId)).toMatchObject({ status: "Published", publishedAt: group.PublishedAt });
    // The group reads back as it answered, but for the warnings.
    const read = await json(await call(`${GROUPS}/${groupId}`));
    expect(read.Status).toBe("Published");
    expect(read.Orders.map((o: any) => o.OrderID)).toEqual(orderIds);
  });

  it("answers in XML, each order's warnings inside it", async () => {
    const { groupId } = await groupOfDrafts(1, [202]);
    const res = await call(`${GROUPS}/${groupId}/publish`, { method: "PUT", accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /<Status>Published<\/Status><Orders><Order><OrderID>\d+<\/OrderID>.*<Warnings><Warning><Code>destination_offline<\/Code>/,
    );
  });

  it("refuses the whole group when any order breaks a rule, naming every error under its order; nothing is published", async () => {
    const ids = [await draft([200]), await draft([200]), await draft([203])];
    const groupId = (await newGroup(ids)).OrderGroupID as number;
    // The first order's second file has no content; the third order's destination is no longer one.
    await env.DB.prepare(
      "UPDATE files SET content_sha256 = NULL WHERE id = (SELECT id FROM files WHERE order_id = ? ORDER BY position LIMIT 1 OFFSET 1)",
    )
      .bind(ids[0])
      .run();
    await env.DB.prepare("UPDATE organizations SET kind = 'group' WHERE id = 203").run();
    try {
      const before = await stateOf(groupId, ids);
      const body = await problem(await publishGroup(groupId), 422);
      expect(body.errors?.map((e) => [e.field, e.code])).toEqual([
        ["Orders[0].Files[1]", "content_missing"],
        ["Orders[2].Destinations[0]", "not_found"],
      ]);
      expect(body.errors?.[0]?.message).toMatch(
        new RegExp(`upload it first with PUT ${ORDERS}/${ids[0]}/files/\\d+/content`),
      );
      expect(body.detail).toContain("Nothing was published");
      expect(await stateOf(groupId, ids)).toEqual(before);
    } finally {
      await env.DB.prepare("UPDATE organizations SET kind = 'destination' WHERE id = 203").run();
    }
  });

  it("publishes a group once (409 after), not an empty one (409); to any key but its owner's it is a 404", async () => {
    const published = await problem(await publishGroup(6001), 409);
    expect(published.detail).toContain("Order group 6001 is Published");
    const empty = (await newGroup([])).OrderGroupID;
    expect((await problem(await publishGroup(empty), 409)).detail).toContain("has no orders");
    const { groupId, orderIds } = await groupOfDrafts(1);
    for (const key of [KEYS.wxyz, KEYS.summit, KEYS.dana, KEYS.harborlight, KEYS.blueharbor]) {
      await problem(await publishGroup(groupId, key), 404);
    }
    await problem(await publishGroup(6003), 404);
    expect((await orderRows(orderIds))[0]).toMatchObject({ status: "Draft", deliveries: 0 });
    expect((await groupRow(6003))?.status).toBe("Draft");
  });

  it("sends each order's events as a single publish does, and one ordergroup.published to the agency", async () => {
    const ids = [await draft([200, 202]), await draft([201])];
    const groupId = (await newGroup(ids, "Events Campaign")).OrderGroupID as number;
    expect((await publishGroup(groupId)).status).toBe(200);

    const { events } = await stateOf(groupId, ids);
    const by = (type: string) =>
      events
        .filter((e: any) => e.type === type)
        .map((e: any) => [JSON.parse(e.data).OrderID ?? JSON.parse(e.data).OrderGroupID, e.organization_id]);
    expect(by("order.published")).toEqual([
      [ids[0], 100],
      [ids[1], 100],
    ]);
    // WXYZ-TV (200) listens for its orders; Summit acts for 200 and 201: once an order, whatever how many.
    expect(by("order.received").sort()).toEqual(
      [
        [ids[0], 200],
        [ids[0], 300],
        [ids[1], 300],
      ].sort(),
    );
    const summitOf = (id: number) =>
      JSON.parse(
        (
          events.find(
            (e: any) => e.type === "order.received" && e.organization_id === 300 && JSON.parse(e.data).OrderID === id,
          ) as any
        ).data,
      );
    expect(summitOf(ids[0] as number).Destinations).toEqual([200]);
    expect(summitOf(ids[1] as number).Destinations).toEqual([201]);
    expect(by("ordergroup.published")).toEqual([[groupId, 100]]);

    // Sent and signed like every event.
    const received = await eventually(agency.Url, agency.Secret, (e) =>
      e.some((x) => x.type === "ordergroup.published" && x.data.OrderGroupID === groupId),
    );
    expect(received.find((x) => x.type === "ordergroup.published" && x.data.OrderGroupID === groupId)?.data).toEqual({
      OrderGroupID: groupId,
      Name: "Events Campaign",
      Status: "Published",
      PublishedAt: expect.stringMatching(/Z$/),
      OrderIDs: ids,
    });
  });
});

describe("Publish Order Group is atomic", () => {
  it("lets one of concurrent publishes of a group win; the others get 409 and nothing is published twice", async () => {
    const { groupId, orderIds } = await groupOfDrafts(3, [202]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendAndSettle(`${GROUPS}/${groupId}/publish`, { method: "PUT", headers: { "X-API-Key": KEYS.northwind } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    // Two files to one destination each: two deliveries an order, once.
    expect((await orderRows(orderIds)).map((r) => [r?.status, r?.deliveries])).toEqual(
      orderIds.map(() => ["Published", 2]),
    );
    expect(await eventCount("ordergroup.published", "OrderGroupID", groupId)).toBe(1);
    for (const id of orderIds) expect(await eventCount("order.published", "OrderID", id)).toBe(1);
  });

  it("publishes nothing twice even when concurrent publishes share one millisecond", async () => {
    const { groupId, orderIds } = await groupOfDrafts(2, [200]);
    // Every request of the race stamps the same moment: only the write's token tells them apart.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          sendAndSettle(`${GROUPS}/${groupId}/publish`, { method: "PUT", headers: { "X-API-Key": KEYS.northwind } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    } finally {
      vi.useRealTimers();
    }
    expect(await eventCount("ordergroup.published", "OrderGroupID", groupId)).toBe(1);
    for (const id of orderIds) {
      expect(await eventCount("order.published", "OrderID", id)).toBe(1);
      // To WXYZ-TV and to Summit, which acts for it.
      expect(await eventCount("order.received", "OrderID", id)).toBe(2);
    }
    expect((await orderRows(orderIds)).map((r) => r?.deliveries)).toEqual([2, 2]);
  });

  it.each([
    ["the orders' UPDATE", /^update "orders" set "status"/i],
    ["the deliveries", /^insert into "deliveries"/i],
    ["the events", /^insert into "webhook_events"/i],
    ["the events' outbox rows", /^insert into "webhook_deliveries"/i],
  ])("publishes nothing when its batch fails at %s, and publishes all when sent again", async (_what, statement) => {
    const { groupId, orderIds } = await groupOfDrafts(2, [200, 202]);
    const before = await stateOf(groupId, orderIds);
    const requestId = `group-fault-${crypto.randomUUID()}`;
    const faulted: number[][] = [];
    instrument.observe((trip) => {
      if (trip.origin === requestId && trip.faulted.length > 0) faulted.push(trip.faulted);
    });
    instrument.failWhen((s, at) => at.origin === requestId && at.method === "batch" && statement.test(s.sql), {
      times: 1,
    });
    const res = await send(`${GROUPS}/${groupId}/publish`, { method: "PUT", headers: { "X-Request-Id": requestId } });
    expect(res.status).toBe(500);
    // Mid-publish: after the group's stamp, the batch's first statement.
    expect(faulted).toHaveLength(1);
    expect(faulted[0]?.[0]).toBeGreaterThan(0);
    expect(await stateOf(groupId, orderIds)).toEqual(before);

    instrument.reset();
    expect((await publishGroup(groupId)).status).toBe(200);
    expect((await orderRows(orderIds)).map((r) => r?.status)).toEqual(["Published", "Published"]);
  });

  /** Runs `change` between the publish's read and its write: as its write batch is sent, before it. */
  async function publishWithChangeBetween(groupId: number, change: string, ...params: unknown[]) {
    const requestId = `group-race-${crypto.randomUUID()}`;
    let changed: Promise<unknown> | undefined;
    instrument.observe((trip) => {
      const write = trip.origin === requestId && /^update "order_groups"/i.test(trip.statements[0]?.sql ?? "");
      if (write && !changed)
        changed = env.DB.prepare(change)
          .bind(...params)
          .run();
    });
    const res = await send(`${GROUPS}/${groupId}/publish`, { method: "PUT", headers: { "X-Request-Id": requestId } });
    await changed;
    expect(changed).toBeDefined();
    return res;
  }

  it("publishes nothing when the group changed between its read and its write (an order put in meanwhile): 409, try again", async () => {
    const { groupId, orderIds } = await groupOfDrafts(2, [202]);
    const late = await draft([202]);
    const res = await publishWithChangeBetween(
      groupId,
      "UPDATE orders SET order_group_id = ?1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?2",
      groupId,
      late,
    );
    expect((await problem(res, 409)).detail).toBe(`Order group ${groupId} changed meanwhile; try again.`);
    expect((await orderRows([...orderIds, late])).map((r) => [r?.status, r?.deliveries])).toEqual([
      ["Draft", 0],
      ["Draft", 0],
      ["Draft", 0],
    ]);
    // Sent again, it publishes the group as it is now: all three.
    const again = await json(await publishGroup(groupId));
    expect(again.Orders.map((o: any) => o.OrderID)).toEqual([...orderIds, late]);
  });

  it("words a refusal found by its write with the same rules, on the group read again (an order published meanwhile)", async () => {
    const { groupId, orderIds } = await groupOfDrafts(2, [202]);
    const res = await publishWithChangeBetween(
      groupId,
      "UPDATE orders SET status = 'Published', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
      orderIds[1],
    );
    expect((await problem(res, 409)).detail).toBe(
      `Order group ${groupId}, Orders[1]: Order ${orderIds[1]} is Published; only a Draft order can be published.`,
    );
    expect((await orderRows(orderIds)).map((r) => r?.deliveries)).toEqual([0, 0]);
    expect((await groupRow(groupId))?.status).toBe("Draft");
  });
});
