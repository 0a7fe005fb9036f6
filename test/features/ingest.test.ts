/**
 * The ingest feed (contract section 16): entries made where the change
 * happens (publish, group publish, release publish, house ID, instructions
 * revision, cancellation), in the change's own batch; the feed read from a
 * cursor, paged, waiting (long polling); acknowledgements setting
 * `IngestedAt` and sending `delivery.ingested`; retention.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { purgeIngestEntries } from "../../src/features/ingest/ingest.retention";
import { BASE, call, json, KEYS, problem, send } from "../helpers";
import { instrument } from "../instrument";
import {
  ACKS,
  acknowledge,
  type Entry,
  entriesAfter,
  FEED,
  newOrder,
  ORDERS,
  page,
  publishedRelease,
  tail,
} from "./ingest.support";
import { publish, receivingTheOriginal } from "./media.support";
import { groupOfDrafts, publishGroup } from "./order-groups.support";

// The feed's entries as publish and later changes write them, for WXYZ-TV receiving the original: its Deliver is
// set aside (with one, its entry waits for its rendition: test/features/renditions.test.ts).
receivingTheOriginal(200);

afterEach(() => instrument.reset());

/** The demo spot every test order's files carry (fixture file 8003's content). */
async function demoContent() {
  return env.DB.prepare(
    "SELECT content_type AS type, content_bytes AS bytes, content_sha256 AS sha FROM files WHERE id = 8003",
  ).first<{ type: string; bytes: number; sha: string }>();
}

const actions = (entries: Entry[]) => entries.map((e) => [e.Action, e.FileID, e.StartDate, e.EndDate]);

describe("entries from publish", () => {
  it("publish gives each station an ingest entry per file, in order, with the file's snapshot", async () => {
    const c200 = await tail(200);
    const c201 = await tail(201);
    const order = await newOrder([200, 201]);
    await publish(order.id);
    const content = await demoContent();

    const at200 = await entriesAfter(200, c200);
    const at201 = await entriesAfter(201, c201);
    expect(at200.map((e) => e.FileID)).toEqual(order.fileIds);
    expect(at201.map((e) => e.FileID)).toEqual(order.fileIds);
    // EntryID increases in the order entries arose.
    const ids = [...at200, ...at201].map((e) => e.EntryID).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(4);
    expect(at200[0]?.EntryID).toBeLessThan(at200[1]?.EntryID as number);

    const [first] = at200;
    expect(first).toEqual({
      EntryID: expect.any(Number),
      Action: "ingest",
      CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      Family: "order",
      OrderID: order.id,
      FileID: order.fileIds[0],
      AdID: order.adIds[0],
      Title: "Spring Tools 1",
      Advertiser: "Harbor Hardware",
      Length: 30,
      HouseID: null,
      StartDate: "2030-05-01",
      EndDate: "2030-05-31",
      ContentUrl: `${BASE}${ORDERS}/${order.id}/files/${order.fileIds[0]}/content`,
      ContentType: content?.type,
      Bytes: content?.bytes,
      Sha256: content?.sha,
      Restrictions: [],
    });
    expect(first).not.toHaveProperty("ReleaseID");
    expect(first).not.toHaveProperty("ISRC");
  });

  it("an order group's publish gives each station an ingest entry per file of each order", async () => {
    const c200 = await tail(200);
    const { groupId, orderIds } = await groupOfDrafts(2, [200, 202]);
    expect((await publishGroup(groupId)).status).toBe(200);
    const entries = await entriesAfter(200, c200);
    expect(entries.map((e) => [e.Action, e.OrderID])).toEqual([
      ["ingest", orderIds[0]],
      ["ingest", orderIds[0]],
      ["ingest", orderIds[1]],
      ["ingest", orderIds[1]],
    ]);
  });

  it("a release's publish gives ingest entries with ReleaseID, ISRC, Artist and the ReleaseDate", async () => {
    const c201 = await tail(201);
    const release = await publishedRelease([200, 201]);
    const [entry, ...rest] = await entriesAfter(201, c201);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      Action: "ingest",
      Family: "release",
      ReleaseID: release.id,
      FileID: release.fileId,
      ISRC: release.isrc,
      Artist: "The Ingest Trio",
      Title: "Lantern Song",
      StartDate: "2030-06-05",
      EndDate: null,
      ContentUrl: `${BASE}/api/v1/music/releases/${release.id}/files/${release.fileId}/content`,
    });
    expect(entry).not.toHaveProperty("OrderID");
    expect(entry).not.toHaveProperty("AdID");
  });

  it("a publish whose batch fails leaves neither the publish nor an entry", async () => {
    const c200 = await tail(200);
    const order = await newOrder([200]);
    const requestId = `ingest-fault-${crypto.randomUUID()}`;
    instrument.failWhen((s, at) => at.origin === requestId && /^insert into "ingest_entries"/i.test(s.sql), {
      times: 1,
    });
    const res = await send(`${ORDERS}/${order.id}/publish`, { method: "PUT", headers: { "X-Request-Id": requestId } });
    expect(res.status).toBe(500);
    const row = await env.DB.prepare("SELECT status FROM orders WHERE id = ?")
      .bind(order.id)
      .first<{ status: string }>();
    expect(row?.status).toBe("Draft");
    expect(await entriesAfter(200, c200)).toEqual([]);
    const deliveries = await env.DB.prepare("SELECT count(*) AS n FROM deliveries WHERE order_id = ?")
      .bind(order.id)
      .first<{ n: number }>();
    expect(deliveries?.n).toBe(0);
  });
});

describe("entries from changes after publish", () => {
  it("a station's house ID is an update for that station only, with the new HouseID", async () => {
    const order = await newOrder([200, 201]);
    await publish(order.id);
    const c200 = await tail(200);
    const c201 = await tail(201);
    const res = await call(`${ORDERS}/${order.id}/files/${order.fileIds[1]}/houseid`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { HouseID: "WXYZ-CM-77001" },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const entries = await entriesAfter(200, c200);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      Action: "update",
      FileID: order.fileIds[1],
      HouseID: "WXYZ-CM-77001",
      AdID: order.adIds[1],
      StartDate: "2030-05-01",
    });
    expect(await entriesAfter(201, c201)).toEqual([]);
    // The same house ID again changes nothing: no entry.
    const c200b = await tail(200);
    await call(`${ORDERS}/${order.id}/files/${order.fileIds[1]}/houseid`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { HouseID: "WXYZ-CM-77001" },
    });
    expect(await entriesAfter(200, c200b)).toEqual([]);
  });

  it("instructions revisions: update for new dates, kill for a file taken off a station, ingest for one given back", async () => {
    const order = await newOrder([200, 201]);
    const [a, b] = order.adIds as [string, string];
    const [fa, fb] = order.fileIds as [number, number];
    await publish(order.id);
    const c200 = await tail(200);
    const c201 = await tail(201);
    const instructions = (flights: unknown[]) =>
      call(`${ORDERS}/${order.id}/instructions`, { method: "PUT", body: { Flights: flights } });
    const flight = (destinations: number[], start: string, end: string, rotation: string[]) => ({
      StartDate: start,
      EndDate: end,
      Destinations: destinations,
      Rotation: rotation.map((AdID, i) => ({ AdID, Weight: rotation.length === 1 ? 100 : i === 0 ? 50 : 50 })),
    });

    // Revision 1: WXYZ airs A 5–10 May; KLMN airs A and B 1–20 May.
    let res = await instructions([
      flight([200], "2030-05-05", "2030-05-10", [a]),
      flight([201], "2030-05-01", "2030-05-20", [a, b]),
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
    let e200 = await entriesAfter(200, c200);
    // B has no flight at WXYZ, before or now: it keeps the order's flight, no entry.
    expect(actions(e200)).toEqual([["update", fa, "2030-05-05", "2030-05-10"]]);
    expect(actions(await entriesAfter(201, c201))).toEqual([
      ["update", fa, "2030-05-01", "2030-05-20"],
      ["update", fb, "2030-05-01", "2030-05-20"],
    ]);

    // Revision 2: WXYZ airs B only: A is taken off WXYZ (kill), B gets its dates (update); KLMN unchanged: nothing.
    const c200b = await tail(200);
    const c201b = await tail(201);
    res = await instructions([
      flight([200], "2030-05-12", "2030-05-18", [b]),
      flight([201], "2030-05-01", "2030-05-20", [a, b]),
    ]);
    expect(res.status).toBe(200);
    e200 = await entriesAfter(200, c200b);
    expect(actions(e200)).toEqual([
      ["kill", fa, "2030-05-05", "2030-05-10"],
      ["update", fb, "2030-05-12", "2030-05-18"],
    ]);
    expect(await entriesAfter(201, c201b)).toEqual([]);

    // Revision 3: A back at WXYZ: ingest, with its new dates.
    const c200c = await tail(200);
    res = await instructions([
      flight([200], "2030-05-12", "2030-05-18", [b, a]),
      flight([201], "2030-05-01", "2030-05-20", [a, b]),
    ]);
    expect(res.status).toBe(200);
    const [back, ...others] = await entriesAfter(200, c200c);
    expect(others).toEqual([]);
    expect(back).toMatchObject({ Action: "ingest", FileID: fa, StartDate: "2030-05-12", EndDate: "2030-05-18" });
    expect(back?.Sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a publish after instructions gives each station its own flights' dates, else the order's", async () => {
    const order = await newOrder([200, 201]);
    const [a] = order.adIds as [string, string];
    const res = await call(`${ORDERS}/${order.id}/instructions`, {
      method: "PUT",
      body: {
        Flights: [
          { StartDate: "2030-05-03", EndDate: "2030-05-09", Destinations: [200], Rotation: [{ AdID: a, Weight: 100 }] },
          { StartDate: "2030-05-11", EndDate: "2030-05-19", Destinations: [200], Rotation: [{ AdID: a, Weight: 100 }] },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const c200 = await tail(200);
    const c201 = await tail(201);
    await publish(order.id);
    expect(actions(await entriesAfter(200, c200))).toEqual([
      ["ingest", order.fileIds[0], "2030-05-03", "2030-05-19"],
      ["ingest", order.fileIds[1], "2030-05-01", "2030-05-31"],
    ]);
    expect(actions(await entriesAfter(201, c201))).toEqual([
      ["ingest", order.fileIds[0], "2030-05-01", "2030-05-31"],
      ["ingest", order.fileIds[1], "2030-05-01", "2030-05-31"],
    ]);
  });

  it("cancellation kills each file at each station that was sent it, once", async () => {
    const order = await newOrder([200, 201]);
    await publish(order.id);
    const house = await call(`${ORDERS}/${order.id}/files/${order.fileIds[0]}/houseid`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { HouseID: "WXYZ-CM-88001" },
    });
    expect(house.status).toBe(200);
    const c200 = await tail(200);
    const c201 = await tail(201);
    const res = await call(`${ORDERS}/${order.id}`, { method: "DELETE" });
    expect(res.status, await res.clone().text()).toBe(200);
    const e200 = await entriesAfter(200, c200);
    expect(e200.map((e) => [e.Action, e.FileID, e.HouseID])).toEqual([
      ["kill", order.fileIds[0], "WXYZ-CM-88001"],
      ["kill", order.fileIds[1], null],
    ]);
    expect((await entriesAfter(201, c201)).map((e) => [e.Action, e.FileID])).toEqual([
      ["kill", order.fileIds[0]],
      ["kill", order.fileIds[1]],
    ]);
  });

  it("a cancellation whose batch fails leaves neither the cancellation nor a kill", async () => {
    const order = await newOrder([200]);
    await publish(order.id);
    const c200 = await tail(200);
    const requestId = `ingest-cancel-fault-${crypto.randomUUID()}`;
    instrument.failWhen((s, at) => at.origin === requestId && /^insert into "ingest_entries"/i.test(s.sql), {
      times: 1,
    });
    const res = await send(`${ORDERS}/${order.id}`, { method: "DELETE", headers: { "X-Request-Id": requestId } });
    expect(res.status).toBe(500);
    const row = await env.DB.prepare("SELECT cancelled_at AS at FROM orders WHERE id = ?").bind(order.id).first();
    expect(row?.at).toBeNull();
    expect(await entriesAfter(200, c200)).toEqual([]);
  });
});

describe("the feed", () => {
  it("pages from a cursor in the order entries arose, with Link: rel=next keeping organizationID and limit, not wait", async () => {
    const c201 = await tail(201);
    const order = await newOrder([201]);
    await publish(order.id);
    const first = await page(201, `limit=1&cursor=${c201}&wait=0`);
    expect(first.body.Entries.map((e) => e.FileID)).toEqual([order.fileIds[0]]);
    const link = first.res.headers.get("Link");
    expect(link).toBe(`<${FEED}?organizationID=201&limit=1&cursor=${first.body.Cursor}>; rel="next"`);
    const url = new URL(link?.slice(1, link.indexOf(">")) ?? "", BASE);
    const second = await call(`${url.pathname}${url.search}`, { key: KEYS.summit });
    const body = await json<{ Entries: Entry[]; Cursor: string }>(second);
    expect(body.Entries.map((e) => e.FileID)).toEqual([order.fileIds[1]]);
    // The last entry: no next link, so a loop following it ends; the body's Cursor is where to wait from.
    expect(second.headers.get("Link")).toBeNull();
    // Past the end: an empty page, its cursor the one given, and no next link.
    const third = await page(201, `limit=1&cursor=${body.Cursor}`);
    expect(third.body).toEqual({ Entries: [], Cursor: body.Cursor });
    expect(third.res.headers.get("Link")).toBeNull();
  });

  it("starts at the oldest entry kept without a cursor, and refuses limits and waits out of bounds", async () => {
    const { body } = await page(200, "limit=1");
    const oldest = await env.DB.prepare("SELECT min(id) AS id FROM ingest_entries WHERE organization_id = 200").first<{
      id: number;
    }>();
    expect(oldest?.id).toEqual(expect.any(Number));
    expect(body.Entries[0]?.EntryID).toBe(oldest?.id);
    for (const bad of ["limit=0", "limit=1001", "limit=x", "wait=31", "wait=-1", "cursor=nonsense"]) {
      const res = await call(`${FEED}?${bad}`, { key: KEYS.wxyz });
      await problem(res, 400);
    }
    // limit holds: three entries after the cursor, two answered, and the next page announced.
    const cursor = await tail(200);
    const order = await newOrder([200, 201]);
    await publish(order.id);
    await publishedRelease([200]);
    const limited = await page(200, `limit=2&cursor=${cursor}`);
    expect(limited.body.Entries).toHaveLength(2);
    expect(limited.res.headers.get("Link")).toContain(`cursor=${limited.body.Cursor}>`);
    expect(await entriesAfter(200, limited.body.Cursor)).toHaveLength(1);
  });

  it("wait answers as soon as a publish arrives during the wait", async () => {
    const cursor = await tail(200);
    const order = await newOrder([200]);
    const started = Date.now();
    const waiting = call(`${FEED}?cursor=${cursor}&wait=20`, { key: KEYS.wxyz });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await publish(order.id);
    const res = await waiting;
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    const body = await json<{ Entries: Entry[] }>(res);
    expect(body.Entries.map((e) => e.OrderID)).toContain(order.id);
    expect(elapsed).toBeGreaterThanOrEqual(1500);
    expect(elapsed).toBeLessThan(8000);
  });

  it("wait answers an empty page with the same cursor once it has passed", async () => {
    const cursor = await tail(200);
    const started = Date.now();
    const res = await call(`${FEED}?cursor=${cursor}&wait=2`, { key: KEYS.wxyz });
    const elapsed = Date.now() - started;
    expect(await json(res)).toEqual({ Entries: [], Cursor: cursor });
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(6000);
  });

  it("keys: an agency or label 403, a group without organizationID 400, a station it does not act for 404", async () => {
    await problem(await call(FEED, { key: KEYS.northwind }), 403);
    await problem(await call(FEED, { key: KEYS.blueharbor }), 403);
    await problem(await call(FEED, { key: KEYS.summit }), 400);
    await problem(await call(`${FEED}?organizationID=202`, { key: KEYS.summit }), 404);
    await problem(await call(`${FEED}?organizationID=300`, { key: KEYS.summit }), 404);
    await problem(await call(`${FEED}?organizationID=201`, { key: KEYS.wxyz }), 404);
    // Past 2^53 - 1, the documented maximum: malformed, not rounded to another ID.
    for (const id of ["9007199254740992", "9007199254740993", "9999999999999999"]) {
      await problem(await call(`${FEED}?organizationID=${id}`, { key: KEYS.summit }), 400);
      await problem(
        await call(`${ACKS}?organizationID=${id}`, {
          method: "POST",
          key: KEYS.summit,
          body: { EntryID: 1, Status: "Ingested" },
        }),
        400,
      );
    }
    expect((await call(`${FEED}?organizationID=200`, { key: KEYS.wxyz })).status).toBe(200);
    expect((await call(FEED, { key: KEYS.dana })).status).toBe(200);
  });

  it("answers XML valid against its XSD", async () => {
    const cursor = await tail(200);
    const order = await newOrder([200]);
    await publish(order.id);
    const res = await call(`${FEED}?cursor=${cursor}`, { key: KEYS.wxyz, accept: "application/xml" });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain("<IngestFeed");
    expect(xml).toContain("<Entries><Entry>");
    await expectValid("getIngestFeed", "200", xml);
  });
});

/** Validates `document` with xmllint against the XSD the document names for the operation's answer. */
async function expectValid(operationId: string, status: string, document: string) {
  const doc = await json(await call("/openapi.json", { key: null }));
  let link: string | undefined;
  for (const path of Object.values(doc.paths) as Record<string, any>[]) {
    for (const op of Object.values(path)) {
      if (op.operationId === operationId) link = op.responses[status].content["application/xml"]["x-xsd"];
    }
  }
  expect(link).toBeDefined();
  const name = /^\/schemas\/(\w+)\.xsd$/.exec(link as string)?.[1] as string;
  const xsd = await (await call(link as string, { key: null })).text();
  const res = await fetch("https://xmllint.test/", {
    method: "POST",
    body: JSON.stringify({ schemas: { [name]: xsd }, schema: name, document }),
  });
  const { valid, output } = (await res.json()) as { valid: boolean; output: string };
  expect(valid, `${output}\n${document}`).toBe(true);
}

describe("acknowledgements", () => {
  it("Ingested on an ingest sets IngestedAt once, shown in the PoD reports, and sends delivery.ingested to the owner once", async () => {
    for (const key of [KEYS.northwind, KEYS.wxyz]) {
      const sub = await call("/api/v1/account/webhooks", {
        method: "POST",
        key,
        body: { Url: `https://receiver.test/ok/ingest-${crypto.randomUUID()}`, Events: ["delivery.ingested"] },
      });
      expect(sub.status).toBe(201);
    }
    const cursor = await tail(200);
    const order = await newOrder([200, 201]);
    await publish(order.id);
    const [entry] = await entriesAfter(200, cursor);
    expect(entry?.Action).toBe("ingest");

    const res = await acknowledge(200, { EntryID: entry?.EntryID, Status: "Ingested", Message: "Cart 7001" });
    expect(res.status, await res.clone().text()).toBe(201);
    const ack = await json(res);
    expect(ack).toEqual({
      EntryID: entry?.EntryID,
      Status: "Ingested",
      Message: "Cart 7001",
      AcknowledgedAt: expect.any(String),
    });
    // Again: 201, harmless: IngestedAt keeps its first time, one event.
    const again = await acknowledge(200, { EntryID: entry?.EntryID, Status: "Ingested" });
    expect(again.status).toBe(201);
    expect((await json(again)).Message).toBeNull();

    const pod = await json<any[]>(await call(`/api/v1/ad/orders/${order.id}/proofofdelivery`));
    const row = pod.find((r) => r.FileID === entry?.FileID && r.OrganizationID === 200);
    expect(row?.IngestedAt).toBe(ack.AcknowledgedAt);
    expect(pod.filter((r) => r.IngestedAt !== null)).toHaveLength(1);
    const xml = await (
      await call(`/api/v1/ad/orders/${order.id}/proofofdelivery`, { accept: "application/xml" })
    ).text();
    expect(xml).toContain(`<IngestedAt>${ack.AcknowledgedAt}</IngestedAt>`);

    const events = await env.DB.prepare(
      "SELECT organization_id AS org, data FROM webhook_events WHERE type = 'delivery.ingested' AND data ->> '$.OrderID' = ?",
    )
      .bind(order.id)
      .all<{ org: number; data: string }>();
    expect(events.results.map((e) => e.org)).toEqual([100]);
    expect(JSON.parse(events.results[0]?.data ?? "{}")).toEqual({
      OrderID: order.id,
      FileID: entry?.FileID,
      OrganizationID: 200,
      EntryID: entry?.EntryID,
      IngestedAt: ack.AcknowledgedAt,
    });
  });

  it("Failed, or an update or kill acknowledged, is recorded without IngestedAt; another station's entry is 404", async () => {
    const cursor = await tail(201);
    const order = await newOrder([200, 201]);
    await publish(order.id);
    const [entry] = await entriesAfter(201, cursor);
    const failed = await acknowledge(201, { EntryID: entry?.EntryID, Status: "Failed", Message: "disk full" });
    expect(failed.status).toBe(201);
    const stored = await env.DB.prepare("SELECT ack_status AS s, ack_message AS m FROM ingest_entries WHERE id = ?")
      .bind(entry?.EntryID)
      .first();
    expect(stored).toEqual({ s: "Failed", m: "disk full" });
    const del = await call(`${ORDERS}/${order.id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    const kills = await entriesAfter(201, (await page(201, `cursor=${cursor}&limit=2`)).body.Cursor);
    expect(kills[0]?.Action).toBe("kill");
    expect((await acknowledge(201, { EntryID: kills[0]?.EntryID, Status: "Ingested" })).status).toBe(201);
    const ingested = await env.DB.prepare(
      "SELECT count(*) AS n FROM deliveries WHERE order_id = ? AND ingested_at IS NOT NULL",
    )
      .bind(order.id)
      .first<{ n: number }>();
    expect(ingested?.n).toBe(0);

    // KLMN's entry acknowledged by WXYZ, an unknown entry: 404; nothing recorded.
    await problem(await acknowledge(200, { EntryID: entry?.EntryID, Status: "Ingested", Message: "not mine" }), 404);
    await problem(await acknowledge(200, { EntryID: 2 ** 40, Status: "Ingested" }), 404);
    // Past 2^53 - 1, the documented maximum: a JSON number there is no longer the one sent.
    const huge = await call(ACKS, {
      method: "POST",
      key: KEYS.wxyz,
      body: '{"EntryID": 9007199254740993, "Status": "Ingested"}',
      contentType: "application/json",
    });
    expect((await problem(huge, 422)).errors?.map((e) => [e.field, e.code])).toEqual([["EntryID", "out_of_range"]]);
    await problem(
      await call(`${ACKS}?organizationID=202`, {
        method: "POST",
        key: KEYS.summit,
        body: { EntryID: 1, Status: "Ingested" },
      }),
      404,
    );
    await problem(
      await call(ACKS, { method: "POST", key: KEYS.northwind, body: { EntryID: 1, Status: "Ingested" } }),
      403,
    );
    const bad = await problem(await acknowledge(200, { EntryID: 1, Status: "Done", Message: "x".repeat(1001) }), 422);
    expect(bad.errors?.map((e) => e.field).sort()).toEqual(["Message", "Status"]);
    const after = await env.DB.prepare("SELECT ack_status AS s, ack_message AS m FROM ingest_entries WHERE id = ?")
      .bind(entry?.EntryID)
      .first();
    expect(after).toEqual({ s: "Failed", m: "disk full" });
  });

  it("takes XML and answers XML valid against its XSD", async () => {
    const cursor = await tail(200);
    const order = await newOrder([200]);
    await publish(order.id);
    const [entry] = await entriesAfter(200, cursor);
    const res = await acknowledge(
      200,
      `<IngestAcknowledgement><EntryID>${entry?.EntryID}</EntryID><Status>Ingested</Status></IngestAcknowledgement>`,
      "application/xml",
    );
    expect(res.status, await res.clone().text()).toBe(201);
    await expectValid("acknowledgeIngestEntry", "201", await res.text());
  });
});

describe("retention", () => {
  /** Entries kept past 30 days that no station needs: superseded, killed, or 30 days past their EndDate. */
  const needlessOld = async (before: number, cutoffDay: string) =>
    (
      await env.DB.prepare(
        `SELECT count(*) AS n FROM ingest_entries e WHERE e.id < ?1 AND (e.action = 'kill' OR e.end_date < ?2
          OR EXISTS (SELECT 1 FROM ingest_entries n WHERE n.organization_id = e.organization_id AND n.file_id = e.file_id AND n.id > e.id))`,
      )
        .bind(before, cutoffDay)
        .first<{ n: number }>()
    )?.n;

  it("the cron removes entries older than 30 days but a station's latest of a file it airs: a cancellation on day 45 still kills", async () => {
    // On air at WXYZ-TV: an order fed, then its first file's house ID set (an update supersedes that ingest).
    const c200 = await tail(200);
    const aired = await newOrder([200]);
    await publish(aired.id);
    const house = await call(`${ORDERS}/${aired.id}/files/${aired.fileIds[0]}/houseid`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { HouseID: "WXYZ-CM-45001" },
    });
    expect(house.status).toBe(200);
    // Off air: an order fed, then cancelled; and one whose flight ended long ago.
    const cancelled = await newOrder([200]);
    await publish(cancelled.id);
    expect((await call(`${ORDERS}/${cancelled.id}`, { method: "DELETE" })).status).toBe(200);
    const ended = await newOrder([200]);
    await publish(ended.id);
    await env.DB.prepare("UPDATE ingest_entries SET end_date = '2000-01-31' WHERE order_id = ?").bind(ended.id).run();
    const ours = await entriesAfter(200, c200);
    expect(ours.map((e) => [e.Action, e.OrderID])).toEqual([
      ["ingest", aired.id],
      ["ingest", aired.id],
      ["update", aired.id],
      ["ingest", cancelled.id],
      ["ingest", cancelled.id],
      ["kill", cancelled.id],
      ["kill", cancelled.id],
      ["ingest", ended.id],
      ["ingest", ended.id],
    ]);

    // All of it (and every entry before it) 31 days old, then the cron.
    const cMarker = await tail(200);
    const marker = await newOrder([200]);
    await publish(marker.id);
    const firstNew = (await entriesAfter(200, cMarker))[0]?.EntryID as number;
    expect(firstNew).toBeGreaterThan(ours.at(-1)?.EntryID as number);
    const now = new Date();
    const old = new Date(now.getTime() - 31 * 24 * 3600 * 1000).toISOString();
    const cutoffDay = new Date(now.getTime() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await env.DB.prepare("UPDATE ingest_entries SET created_at = ? WHERE id < ?").bind(old, firstNew).run();
    expect(await purgeIngestEntries(env, now)).toBeGreaterThan(0);
    expect(await needlessOld(firstNew, cutoffDay)).toBe(0);

    // What WXYZ-TV holds of the aired order stays: its first file's update, its second file's ingest.
    const left = await env.DB.prepare(
      "SELECT id FROM ingest_entries WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id",
    )
      .bind(JSON.stringify(ours.map((e) => e.EntryID)))
      .all<{ id: number }>();
    expect(left.results.map((r) => r.id)).toEqual([ours[1]?.EntryID, ours[2]?.EntryID]);

    // Cancelled now ("day 45"): the station is told, with the snapshot it holds.
    const cTail = await tail(200);
    expect((await call(`${ORDERS}/${aired.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await entriesAfter(200, cTail)).map((e) => [e.Action, e.FileID, e.HouseID, e.StartDate])).toEqual([
      ["kill", aired.fileIds[0], "WXYZ-CM-45001", "2030-05-01"],
      ["kill", aired.fileIds[1], null, "2030-05-01"],
    ]);

    // No cursor: the oldest kept entry; a cursor at an entry no longer kept: the next kept one.
    const oldest = await env.DB.prepare("SELECT min(id) AS id FROM ingest_entries WHERE organization_id = 200").first<{
      id: number;
    }>();
    expect((await page(200, "limit=1")).body.Entries[0]?.EntryID).toBe(oldest?.id);
    const purgedCursor = btoa(JSON.stringify([ours[0]?.EntryID]))
      .replace(/=+$/, "")
      .replaceAll("+", "-")
      .replaceAll("/", "_");
    expect((await page(200, `cursor=${purgedCursor}&limit=1`)).body.Entries[0]?.EntryID).toBe(ours[1]?.EntryID);
    // The next run: the kills just made are new, the held entries they supersede are old: those go.
    expect(await purgeIngestEntries(env, now)).toBe(2);
    expect(await purgeIngestEntries(env, now)).toBe(0);
  });
});
