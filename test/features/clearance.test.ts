/**
 * Clearance (contract section 20): a clearing body's decision recorded by the owner (Set File Clearance) and read
 * by the owner and the destinations (File Clearances), both families; a station whose spec requires clearance
 * takes a spot only cleared (`clearance_missing`, `clearance_rejected`); a rejection after publish kills the
 * file at the stations requiring that body and tells the owner; restrictions travel in the ingest entries.
 */
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { world } from "../../fixtures/world";
import { call, json, KEYS, problem, withContent, withTrackContent } from "../helpers";
import { instrument, type RoundTrip, rowsReadOf } from "../instrument";
import { type Entry, entriesAfter, newOrder, ORDERS, RELEASES, tail } from "./ingest.support";
import { newBox, subscribe } from "./webhooks.support";

const SPECS = "/api/v1/ad/account/destinationSpecs";
const clearancesOf = (orderId: number, fileId: number) => `${ORDERS}/${orderId}/files/${fileId}/clearances`;
const clear = (orderId: number, fileId: number, body: string, input: unknown, key: string = KEYS.northwind) =>
  call(`${clearancesOf(orderId, fileId)}/${encodeURIComponent(body)}`, { method: "PUT", key, body: input });
const publishOrder = (id: number) => call(`${ORDERS}/${id}/publish`, { method: "PUT" });
const codes = (body: { errors?: { field: string; code: string }[] }) =>
  (body.errors ?? []).map((e) => `${e.field} ${e.code}`);

/** WXYZ-TV (200) requires its standards department's clearance in this file; KLMN-FM (201, radio) any body's. */
const wxyzSpec = world.destinationSpecs.find((s) => s.organizationId === 200)?.spec;
const klmnSpec = world.destinationSpecs.find((s) => s.organizationId === 201)?.spec;
beforeAll(async () => {
  const wxyz = await call(`${SPECS}/200`, {
    method: "PUT",
    key: KEYS.wxyz,
    body: { RequiresClearance: ["WXYZ Standards", "Clearcast"] },
  });
  expect(wxyz.status, await wxyz.clone().text()).toBe(200);
  expect(await json(wxyz)).toMatchObject({ RequiresClearance: ["WXYZ Standards", "Clearcast"] });
  const klmn = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: { RequiresClearance: ["any"] } });
  expect(klmn.status, await klmn.clone().text()).toBe(200);
});
afterAll(async () => {
  await call(`${SPECS}/200`, { method: "PUT", key: KEYS.wxyz, body: wxyzSpec });
  await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: klmnSpec });
});

describe("Set File Clearance and File Clearances", () => {
  it("records each body's decision, replaces it, and answers them by body in JSON and XML", async () => {
    const order = await newOrder();
    const fileId = order.fileIds[0] as number;
    const updatedAt = async () => (await json(await call(`${ORDERS}/${order.id}`))).UpdatedAt as string;
    const before = await updatedAt();
    const first = await clear(order.id, fileId, "WXYZ Standards", { Status: "Pending", Reference: " WS-1 " });
    expect(first.status, await first.clone().text()).toBe(200);
    // The draft is stamped changed: a publish that read the clearances before is refused, and reads again.
    expect(await updatedAt()).not.toBe(before);
    expect(await json(first)).toMatchObject({
      FileID: fileId,
      Body: "WXYZ Standards",
      Status: "Pending",
      Reference: "WS-1",
      Restrictions: [],
      DecidedAt: null,
    });
    const restricted = await clear(order.id, fileId, "WXYZ Standards", {
      Status: "Restricted",
      Restrictions: ["not before 21:00", "no children's programming"],
      DecidedAt: "2030-04-01T10:00:00+02:00",
    });
    expect(restricted.status, await restricted.clone().text()).toBe(200);
    // A name with a slash and accents, URL-encoded.
    expect((await clear(order.id, fileId, "Clearcast/ÉU", { Status: "Approved" })).status).toBe(200);

    const list = await json(await call(clearancesOf(order.id, fileId)));
    expect(list.FileID).toBe(fileId);
    expect(list.Clearances.map((c: { Body: string; Status: string }) => [c.Body, c.Status])).toEqual([
      ["Clearcast/ÉU", "Approved"],
      ["WXYZ Standards", "Restricted"],
    ]);
    // Replaced whole: the Pending's reference is gone, the decision's moment in UTC.
    expect(list.Clearances[1]).toMatchObject({
      Reference: null,
      Restrictions: ["not before 21:00", "no children's programming"],
      DecidedAt: "2030-04-01T08:00:00.000Z",
    });
    const xml = await call(clearancesOf(order.id, fileId), { accept: "application/xml" });
    const text = await xml.text();
    expect(text).toContain("<Clearance><FileID>");
    expect(text).toContain("<Restrictions><Restriction>not before 21:00</Restriction>");
    // The other file has none.
    expect(await json(await call(clearancesOf(order.id, order.fileIds[1] as number)))).toEqual({
      FileID: order.fileIds[1],
      Clearances: [],
    });
  });

  it("takes XML, and refuses restrictions out of place, a bad moment, a long or empty name", async () => {
    const order = await newOrder();
    const fileId = order.fileIds[0] as number;
    const xml = await call(`${clearancesOf(order.id, fileId)}/WXYZ%20Standards`, {
      method: "PUT",
      body: "<Clearance><Status>Restricted</Status><Restrictions><Restriction>not in news</Restriction></Restrictions></Clearance>",
      contentType: "application/xml",
    });
    expect(xml.status, await xml.clone().text()).toBe(200);
    expect(await json(xml)).toMatchObject({ Status: "Restricted", Restrictions: ["not in news"] });

    const none = await problem(await clear(order.id, fileId, "WXYZ Standards", { Status: "Restricted" }), 422);
    expect(codes(none)).toEqual(["Restrictions required"]);
    const extra = await problem(
      await clear(order.id, fileId, "WXYZ Standards", { Status: "Approved", Restrictions: ["x"] }),
      422,
    );
    expect(codes(extra)).toEqual(["Restrictions not_allowed"]);
    const bad = await problem(
      await clear(order.id, fileId, "WXYZ Standards", { Status: "Cleared", DecidedAt: "2030-02-30T10:00:00Z" }),
      422,
    );
    expect(
      codes(bad)
        .map((c) => c.split(" ")[0])
        .sort(),
    ).toEqual(["DecidedAt", "Status"]);
    const long = await problem(await clear(order.id, fileId, "N".repeat(101), { Status: "Approved" }), 400);
    expect(codes(long)).toEqual(["body invalid_format"]);
    expect((await clear(order.id, fileId, "N".repeat(100), { Status: "Approved" })).status).toBe(200);
    await problem(await clear(order.id, fileId, " ", { Status: "Approved" }), 400);
  });

  it("the owner alone writes (a destination 403, anyone else 404); a destination reads once sent; another order's file 404", async () => {
    const order = await newOrder();
    const fileId = order.fileIds[0] as number;
    await problem(await clear(order.id, fileId, "WXYZ Standards", { Status: "Approved" }, KEYS.blueharbor), 404);
    // A draft is no destination's yet.
    await problem(await call(clearancesOf(order.id, fileId), { key: KEYS.wxyz }), 404);
    await problem(await clear(5004, fileId, "WXYZ Standards", { Status: "Approved" }), 404);
    // Demo order 5004 was sent to WXYZ-TV: it reads the clearances, and may not set one.
    await problem(await clear(5004, 8008, "WXYZ Standards", { Status: "Approved" }, KEYS.wxyz), 403);
    expect(await json(await call(clearancesOf(5004, 8008), { key: KEYS.wxyz }))).toEqual({
      FileID: 8008,
      Clearances: [],
    });
  });
});

describe("publishing to a station that requires clearance", () => {
  it("is 422 clearance_missing on each file until a body it takes approves it; a rejection is clearance_rejected", async () => {
    const order = await newOrder();
    const [a, b] = order.fileIds as [number, number];
    const refused = await problem(await publishOrder(order.id), 422);
    expect(codes(refused)).toEqual(["Files[0] clearance_missing", "Files[1] clearance_missing"]);
    expect(refused.errors?.[0]?.message).toMatch(/WXYZ-TV \(200\) \(WXYZ Standards or Clearcast\)/);
    expect(refused.errors?.[0]?.message).not.toMatch(/KLMN/);

    // Pending, or another body's approval, does not count; a rejection by one it takes refuses.
    await clear(order.id, a, "WXYZ Standards", { Status: "Pending" });
    await clear(order.id, a, "NBC Standards", { Status: "Approved" });
    await clear(order.id, b, "Clearcast", { Status: "Rejected", Reference: "CC-9" });
    await clear(order.id, b, "WXYZ Standards", { Status: "Approved" });
    const again = await problem(await publishOrder(order.id), 422);
    expect(codes(again)).toEqual(["Files[0] clearance_missing", "Files[1] clearance_rejected"]);
    expect(again.errors?.[1]?.message).toMatch(/rejected by Clearcast/);
    expect((await json(await call(`${ORDERS}/${order.id}`))).Status).toBe("Draft");

    await clear(order.id, a, "Clearcast", { Status: "Restricted", Restrictions: ["not before 21:00"] });
    await clear(order.id, b, "Clearcast", { Status: "Approved" });
    const published = await publishOrder(order.id);
    expect(published.status, await published.clone().text()).toBe(200);
  });

  it("a radio station requiring any body's clearance takes an Audio spot only cleared; a TV spot is not its to clear", async () => {
    const files = [
      {
        AdID: `CLRA${String(Date.now() % 100000).padStart(5, "0")}00`,
        Title: "Radio :30",
        Length: 30,
        Format: "Audio",
      },
    ];
    const res = await call(ORDERS, {
      method: "POST",
      body: { Advertiser: "Harbor Hardware", Files: files, Destinations: [201] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const order = await json(res);
    await withContent(order.OrderID);
    expect(codes(await problem(await publishOrder(order.OrderID), 422))).toEqual(["Files[0] clearance_missing"]);
    await clear(order.OrderID, order.Files[0].FileID, "Radio Clearance Centre", { Status: "Approved" });
    expect((await publishOrder(order.OrderID)).status).toBe(200);
  });

  it("a release's tracks need it too (the same rule and operations)", async () => {
    const refused = await call(RELEASES, {
      method: "POST",
      key: KEYS.blueharbor,
      body: {
        Title: "Cleared Lights",
        Artist: "The Ingest Trio",
        ReleaseDate: "2030-06-05",
        Files: [{ Title: "Lantern Song", ISRC: `USBHR30${String(Date.now() % 100000).padStart(5, "0")}`, Length: 200 }],
        Destinations: [200],
      },
    });
    const release = await json(refused);
    await withTrackContent(release.ReleaseID);
    const publish = () => call(`${RELEASES}/${release.ReleaseID}/publish`, { method: "PUT", key: KEYS.blueharbor });
    expect(codes(await problem(await publish(), 422))).toEqual(["Files[0] clearance_missing"]);
    const fileId = release.Files[0].FileID;
    const set = await call(`${RELEASES}/${release.ReleaseID}/files/${fileId}/clearances/WXYZ%20Standards`, {
      method: "PUT",
      key: KEYS.blueharbor,
      body: { Status: "Approved" },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    expect((await publish()).status).toBe(200);
    const seen = await json(
      await call(`${RELEASES}/${release.ReleaseID}/files/${fileId}/clearances`, { key: KEYS.wxyz }),
    );
    expect(seen.Clearances.map((c: { Body: string }) => c.Body)).toEqual(["WXYZ Standards"]);
  });
});

describe("after publish", () => {
  it("restrictions reach each station as an update; a rejection kills the file where that body is required, once, and tells the owner", async () => {
    const order = await newOrder();
    const [a, b] = order.fileIds as [number, number];
    for (const fileId of [a, b]) await clear(order.id, fileId, "WXYZ Standards", { Status: "Approved" });
    const c200 = await tail(200);
    expect((await publishOrder(order.id)).status).toBe(200);
    const mine = (entries: Entry[]) =>
      entries.filter((e) => e.OrderID === order.id).map((e) => [e.Action, e.FileID, e.Restrictions]);
    expect(mine(await entriesAfter(200, c200))).toEqual([
      ["ingest", a, []],
      ["ingest", b, []],
    ]);
    const box = newBox();
    await subscribe(KEYS.northwind, box, ["file.clearance_rejected"]);
    const d200 = await tail(200);
    const d201 = await tail(201);

    // Restricted: every station that has the file is told its restrictions, each naming its body.
    await clear(order.id, a, "WXYZ Standards", { Status: "Restricted", Restrictions: ["not before 21:00"] });
    const told = [["update", a, ["WXYZ Standards: not before 21:00"]]];
    expect(mine(await entriesAfter(200, d200))).toEqual(told);
    expect(mine(await entriesAfter(201, d201))).toEqual(told);
    // The same again changes nothing.
    await clear(order.id, a, "WXYZ Standards", { Status: "Restricted", Restrictions: ["not before 21:00"] });
    expect(mine(await entriesAfter(200, d200))).toEqual(told);

    // Rejected by a body WXYZ-TV requires: killed there; KLMN-FM requires any body, so there too.
    const e200 = await tail(200);
    const e201 = await tail(201);
    const rejected = await clear(order.id, b, "Clearcast", { Status: "Rejected", Reference: "CC-REJ-1" });
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    expect(mine(await entriesAfter(200, e200))).toEqual([["kill", b, []]]);
    expect(mine(await entriesAfter(201, e201))).toEqual([["kill", b, []]]);
    // Told again: no second kill, no second event.
    await clear(order.id, b, "Clearcast", { Status: "Rejected", Reference: "CC-REJ-1" });
    expect(mine(await entriesAfter(200, e200))).toEqual([["kill", b, []]]);
    const events = (
      await env.DB.prepare(
        "SELECT type, organization_id AS o, data FROM webhook_events WHERE type = 'file.clearance_rejected' AND json_extract(data, '$.FileID') = ?",
      )
        .bind(b)
        .all<{ type: string; o: number; data: string }>()
    ).results;
    expect(events.map((e) => e.o)).toEqual([100]);
    expect(JSON.parse(events[0]?.data ?? "{}")).toMatchObject({
      FileID: b,
      OrderID: order.id,
      Body: "Clearcast",
      Reference: "CC-REJ-1",
      OrganizationIDs: [200, 201],
    });
  });

  it("a rejection by a body no station requires kills nothing", async () => {
    const order = await newOrder([200]);
    const fileId = order.fileIds[0] as number;
    for (const id of order.fileIds) await clear(order.id, id, "WXYZ Standards", { Status: "Approved" });
    expect((await publishOrder(order.id)).status).toBe(200);
    const c200 = await tail(200);
    expect((await clear(order.id, fileId, "NBC Standards", { Status: "Rejected" })).status).toBe(200);
    expect((await entriesAfter(200, c200)).filter((e) => e.OrderID === order.id)).toEqual([]);
  });
});

describe("the instruction sheet", () => {
  it("says each spot's clearance restrictions, naming the body; a spot without any is not listed", async () => {
    const order = await newOrder();
    const [a, b] = order.fileIds as [number, number];
    await clear(order.id, a, "WXYZ Standards", { Status: "Restricted", Restrictions: ["not before 21:00", "no news"] });
    await clear(order.id, b, "WXYZ Standards", { Status: "Approved" });
    const instructions = `${ORDERS}/${order.id}/instructions`;
    const put = await call(instructions, {
      method: "PUT",
      body: {
        Flights: [
          {
            StartDate: "2030-05-01",
            EndDate: "2030-05-31",
            Rotation: order.adIds.map((AdID) => ({ AdID, Weight: 50 })),
          },
        ],
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const pdf = new Uint8Array(await (await call(instructions, { accept: "application/pdf" })).arrayBuffer());
    const rendered = await (await fetch("https://poppler.test/", { method: "POST", body: pdf })).json<{
      text: string;
    }>();
    const text = rendered.text.replace(/\s+/g, " ");
    expect(text).toContain("Clearance restrictions: air each spot only as its clearance allows");
    expect(text).toContain(`${order.adIds[0]}: WXYZ Standards: not before 21:00; WXYZ Standards: no news`);
    expect(text).not.toContain(`${order.adIds[1]}: `);
    expect(text).not.toContain("Rights: air each spot");
  });
});

describe("the demo world", () => {
  it("the network ABNT (235) requires any clearance; the spots it was sent are cleared", async () => {
    const spec = await json(await call(`${SPECS}/235`));
    expect(spec).toMatchObject({ RequiresClearance: ["any"], CopyDeadlineHours: 48 });
    const cleared = await json(await call(`${ORDERS}/5020/files/8037/clearances`, { key: KEYS.harborlight }));
    expect(cleared.Clearances).toMatchObject([
      {
        Body: "ABNT Standards",
        Status: "Restricted",
        Restrictions: ["not before 21:00", "not in children's programming"],
      },
    ]);
  });
});

describe("what clearance costs", () => {
  /** The round trips to DB a request made, their statements, and D1's rows read by its reads run again. */
  async function measured(path: string, options: Parameters<typeof call>[1]) {
    const requestId = `clearance-cost-${crypto.randomUUID()}`;
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => {
      if (trip.origin === requestId && trip.database === "DB") trips.push(trip);
    });
    const res = await call(path, { ...options, headers: { "X-Request-Id": requestId } });
    instrument.reset();
    const statements = trips.flatMap((t) => t.statements);
    return { res, trips: trips.length, statements: statements.length, rowsRead: await rowsReadOf(env.DB, statements) };
  }

  it("File Clearances is one round trip, Set File Clearance two, and publish keeps its two (clearances a column of its read)", async () => {
    const order = await newOrder();
    const fileId = order.fileIds[0] as number;
    for (const id of order.fileIds) await clear(order.id, id, "WXYZ Standards", { Status: "Approved" });
    await clear(order.id, fileId, "Clearcast", { Status: "Restricted", Restrictions: ["not before 21:00"] });
    const get = await measured(clearancesOf(order.id, fileId), {});
    expect(get.res.status).toBe(200);
    expect(get.trips).toBe(1);
    const path = `${clearancesOf(order.id, fileId)}/Clearcast`;
    const draftPut = await measured(path, { method: "PUT", body: { Status: "Approved" } });
    expect(draftPut.res.status).toBe(200);
    expect(draftPut.trips).toBe(2);
    const published = await measured(`${ORDERS}/${order.id}/publish`, { method: "PUT" });
    expect(published.res.status, await published.res.clone().text()).toBe(200);
    expect(published.trips).toBe(2);
    const put = await measured(path, { method: "PUT", body: { Status: "Restricted", Restrictions: ["no news"] } });
    expect(put.res.status).toBe(200);
    expect(put.trips).toBe(2);
    console.log(
      `clearance cost: GET {file}/clearances ${get.trips} round trip (${get.rowsRead} rows read); ` +
        `PUT on a draft ${draftPut.trips} (${draftPut.statements} statements, ${draftPut.rowsRead} rows read by its read); ` +
        `PUT after publish ${put.trips} (${put.statements} statements); Publish Order ${published.trips} round trips ` +
        `(${published.statements} statements, ${published.rowsRead} rows read by its read)`,
    );
  });
});
