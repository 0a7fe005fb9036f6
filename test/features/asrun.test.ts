/**
 * As-run logs and proof of performance (contract section 15): posting in
 * JSON, XML and CSV, each entry judged alone, duplicates never stored twice,
 * matching by AdID or house ID in the station's time zone (daylight saving
 * included), the proof of performance with every discrepancy, the event sent
 * once per discrepancy, the entries read back, and what 10,000 entries cost.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CHUNK } from "../../src/features/asrun/asrun.handlers";
import { announceDiscrepancies } from "../../src/features/asrun/asrun.performance";
import worker from "../../src/index";
import { asRunDatabase, asRunPartitionOf, storeEntries } from "../asrun";
import { BASE, call, json, KEYS, problem, withContent } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { newBox, subscribe } from "./webhooks.support";

const ASRUN = "/api/v1/ad/asrun";
let serial = 0;
const adId = () => `ASRN${String(++serial).padStart(4, "0")}`;

interface Made {
  id: number;
  files: string[];
  fileIds: number[];
}

/**
 * A published Northwind order to `destinations` with spots of `lengths`
 * seconds, its flight dates, and (unless null) its instructions.
 */
async function order(
  destinations: number[],
  lengths: number[],
  dates: [string, string],
  flights: ((files: string[]) => unknown[]) | null,
): Promise<Made> {
  const files = lengths.map(() => adId());
  const res = await call("/api/v1/ad/orders", {
    method: "POST",
    body: {
      Advertiser: "Harbor Motors",
      FlightStartDate: dates[0],
      FlightEndDate: dates[1],
      Files: files.map((AdID, i) => ({ AdID, Title: `Spot ${i}`, Length: lengths[i] })),
      Destinations: destinations,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const created = await json(res);
  await withContent(created.OrderID);
  expect((await call(`/api/v1/ad/orders/${created.OrderID}/publish`, { method: "PUT" })).status).toBe(200);
  if (flights) {
    const put = await call(`/api/v1/ad/orders/${created.OrderID}/instructions`, {
      method: "PUT",
      body: { Flights: flights(files) },
    });
    expect(put.status, await put.clone().text()).toBe(200);
  }
  return { id: created.OrderID, files, fileIds: created.Files.map((f: { FileID: number }) => f.FileID) };
}

const post = (body: unknown, key: string = KEYS.wxyz, contentType?: string) =>
  call(ASRUN, { method: "POST", key, body, contentType });

const pop = async (orderId: number, key: string = KEYS.northwind) =>
  json(await call(`/api/v1/ad/orders/${orderId}/proofofperformance`, { key }));

describe("Post As-Run Log", () => {
  it("stores each entry once, matched to its order; a log sent again (any offset) is all duplicates", async () => {
    const o = await order([200, 201], [30, 15], ["2030-05-01", "2030-05-31"], null);
    const entries = [
      { AiredAt: "2030-05-02T07:42:15-04:00", AdID: o.files[0], DurationSeconds: 30 },
      { AiredAt: "2030-05-02T12:00:00Z", adid: o.files[1]?.toLowerCase(), durationseconds: "15" },
    ];
    const first = await json(await post({ AsRun: entries }));
    expect(first).toEqual({ Accepted: 2, Duplicates: 0, Rejected: [], Unmatched: [] });
    const again = await json(
      await post({ AsRun: [{ ...entries[0], AiredAt: "2030-05-02T11:42:15.000Z" }, entries[1], entries[1]] }),
    );
    expect(again).toEqual({ Accepted: 0, Duplicates: 3, Rejected: [], Unmatched: [] });
    const stored = await (await asRunDatabase(200))
      .prepare(
        "SELECT aired_at, ad_id, order_id, file_id, duration_seconds FROM asrun_entries WHERE order_id = ? ORDER BY aired_at",
      )
      .bind(o.id)
      .all();
    expect(stored.results).toEqual([
      {
        aired_at: "2030-05-02T11:42:15.000Z",
        ad_id: o.files[0],
        order_id: o.id,
        file_id: o.fileIds[0],
        duration_seconds: 30,
      },
      {
        aired_at: "2030-05-02T12:00:00.000Z",
        ad_id: o.files[1],
        order_id: o.id,
        file_id: o.fileIds[1],
        duration_seconds: 15,
      },
    ]);
  });

  it("refuses a bad entry alone, with its index and why; keeps the rest; reports what matched nothing", async () => {
    const o = await order([200], [30], ["2030-06-01", "2030-06-30"], null);
    const res = await post({
      AsRun: [
        { AiredAt: "2030-06-02T10:00:00Z", AdID: o.files[0] },
        { AiredAt: "2030-06-02 10:00", AdID: o.files[0] },
        { AiredAt: "2030-06-02T10:05:00Z" },
        { AiredAt: "2030-06-02T10:10:00Z", AdID: o.files[0], OrganizationID: 999 },
        { AiredAt: "2030-06-02T10:15:00Z", AdID: o.files[0], OrganizationID: 202 },
        42,
        { AiredAt: "2030-06-02T10:20:00Z", AdID: o.files[0], DurationSeconds: "thirty" },
        { AiredAt: "2030-06-02T10:25:00Z", AdID: "NOTHING0001" },
        { AiredAt: "2030-07-02T10:25:00Z", AdID: o.files[0] },
        { AiredAt: "2030-06-02T10:30:00Z", AdID: o.files[0], OrganizationID: "200" },
      ],
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.Accepted).toBe(4);
    expect(body.Duplicates).toBe(0);
    expect(body.Rejected.map((r: { Index: number; Line: null; Code: string }) => [r.Index, r.Line, r.Code])).toEqual([
      [1, null, "bad_time"],
      [2, null, "no_spot"],
      [3, null, "unknown_organization"],
      [4, null, "not_acting_for"],
      [5, null, "invalid_entry"],
      [6, null, "bad_duration"],
    ]);
    // Unknown spot, and a day past the order's flight (it has no instructions: its dates stand for them).
    expect(body.Unmatched).toEqual([
      {
        Index: 7,
        Line: null,
        OrganizationID: 200,
        AiredAt: "2030-06-02T10:25:00.000Z",
        AdID: "NOTHING0001",
        HouseID: null,
      },
      {
        Index: 8,
        Line: null,
        OrganizationID: 200,
        AiredAt: "2030-07-02T10:25:00.000Z",
        AdID: o.files[0],
        HouseID: null,
      },
    ]);
  });

  it("is a 422 only when no entry is valid, naming each", async () => {
    const p = await problem(await post({ AsRun: [{ AdID: "X" }, { AiredAt: "2030-01-01T00:00:00Z" }] }), 422);
    expect(p.errors?.map((e) => [e.field, e.code])).toEqual([
      ["AsRun[0]", "bad_time"],
      ["AsRun[1]", "no_spot"],
    ]);
    expect((await problem(await post({ AsRun: [] }), 422)).errors?.[0]).toMatchObject({ field: "AsRun" });
  });

  it("takes at most 10,000 entries a request: one more is a 422 naming AsRun, and nothing is stored", async () => {
    const lines = Array.from(
      { length: 10_001 },
      (_, i) => `2030-09-01T00:00:${String(i % 60).padStart(2, "0")}Z,LIMT${String(i).padStart(7, "0")},,30`,
    );
    const p = await problem(
      await post(["aired_at,ad_id,house_id,duration_seconds", ...lines].join("\n"), KEYS.wxyz, "text/csv"),
      422,
    );
    expect(p.errors?.map((e) => [e.field, e.code])).toEqual([["AsRun", "too_long"]]);
    const stored = await json(await call("/api/v1/ad/asrun?adID=LIMT0000000", { key: KEYS.wxyz }));
    expect(stored).toEqual([]);
  });

  it("takes CSV: columns in any order, extra ones ignored; a bad line refused by its number, a repeated line a duplicate", async () => {
    const o = await order([200], [30, 15], ["2030-08-01", "2030-08-31"], null);
    const csv = [
      "Program,duration_seconds,AD_ID,aired_at,house_id",
      `Morning News,30,${o.files[0]},2030-08-04T07:00:00-04:00,`,
      `"Noon, Live",15,${o.files[1]},2030-08-04T12:00:00-04:00,`,
      `Evening,15,${o.files[1]},yesterday evening,`,
      "",
      `"Noon, Live",15,${o.files[1]},2030-08-04T12:00:00-04:00,`,
      "",
    ].join("\r\n");
    const res = await post(csv, KEYS.wxyz, "text/csv");
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toEqual({
      Accepted: 2,
      Duplicates: 1,
      Rejected: [{ Index: 2, Line: 4, Code: "bad_time", Message: expect.stringContaining("yesterday evening") }],
      Unmatched: [],
    });
    const header = await problem(await post("when,what\n2030-08-04T07:00:00Z,X\n", KEYS.wxyz, "text/csv"), 422);
    expect(header.errors?.[0]).toMatchObject({ field: "AsRun", code: "invalid_header" });
    await problem(await post("aired_at,ad_id\n", KEYS.wxyz, "text/plain"), 415);
  });

  it("takes XML: root AsRunLog, items Entry", async () => {
    const o = await order([200], [30], ["2030-09-01", "2030-09-30"], null);
    const xml =
      `<AsRunLog><AsRun><Entry><AiredAt>2030-09-02T09:00:00Z</AiredAt><AdID>${o.files[0]}</AdID>` +
      `<DurationSeconds>30</DurationSeconds></Entry><Entry><AiredAt>bad</AiredAt><AdID>${o.files[0]}</AdID></Entry>` +
      "</AsRun></AsRunLog>";
    const res = await call(ASRUN, { method: "POST", key: KEYS.wxyz, body: xml, accept: "application/xml" });
    expect(res.status, await res.clone().text()).toBe(200);
    const text = await res.text();
    expect(text).toContain("<Accepted>1</Accepted>");
    expect(text).toContain("<Rejected><Rejection><Index>1</Index>");
  });

  it("lets a group post for the stations it names, and nothing else; an agency not at all", async () => {
    const o = await order([200, 201], [30], ["2030-10-01", "2030-10-31"], null);
    const body = await json(
      await post(
        {
          AsRun: [
            { AiredAt: "2030-10-02T10:00:00Z", AdID: o.files[0], OrganizationID: 201 },
            { AiredAt: "2030-10-02T10:00:00Z", AdID: o.files[0] },
            { AiredAt: "2030-10-02T10:00:00Z", AdID: o.files[0], OrganizationID: 202 },
          ],
        },
        KEYS.summit,
      ),
    );
    expect(body.Accepted).toBe(1);
    expect(body.Rejected.map((r: { Code: string }) => r.Code)).toEqual(["organization_required", "not_acting_for"]);
    await problem(await post({ AsRun: [{ AiredAt: "2030-10-02T10:00:00Z", AdID: o.files[0] }] }, KEYS.northwind), 403);
  });

  it("matches by the station's house ID, and of two orders of one AdID the most recently published covering the day", async () => {
    const older = await order([200], [30], ["2030-11-01", "2030-11-30"], null);
    const house = await call(`/api/v1/ad/orders/${older.id}/files/${older.fileIds[0]}/houseid`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { HouseID: `WX-${older.id}` },
    });
    expect(house.status).toBe(200);
    const res = await json(
      await post({ AsRun: [{ AiredAt: "2030-11-05T15:00:00Z", HouseID: `WX-${older.id}`, DurationSeconds: 30 }] }),
    );
    expect(res).toMatchObject({ Accepted: 1, Unmatched: [] });
    const entry = await (await asRunDatabase(200))
      .prepare("SELECT order_id, file_id FROM asrun_entries WHERE house_id = ?")
      .bind(`WX-${older.id}`)
      .first();
    expect(entry).toEqual({ order_id: older.id, file_id: older.fileIds[0] });

    // A newer order with the same AdID, covering only part of the month.
    const files = older.files;
    const newer = await call("/api/v1/ad/orders", {
      method: "POST",
      body: {
        Advertiser: "Harbor Motors",
        FlightStartDate: "2030-11-20",
        FlightEndDate: "2030-11-30",
        Files: [{ AdID: files[0], Title: "Again", Length: 30 }],
        Destinations: [200],
      },
    });
    const newerId = (await json(newer)).OrderID;
    await withContent(newerId);
    await call(`/api/v1/ad/orders/${newerId}/publish`, { method: "PUT" });
    await post({
      AsRun: [
        { AiredAt: "2030-11-10T15:00:00Z", AdID: files[0] },
        { AiredAt: "2030-11-25T15:00:00Z", AdID: files[0] },
      ],
    });
    const matched = await (await asRunDatabase(200))
      .prepare("SELECT aired_at, order_id FROM asrun_entries WHERE ad_id = ? ORDER BY aired_at")
      .bind(files[0])
      .all();
    expect(matched.results).toEqual([
      { aired_at: "2030-11-10T15:00:00.000Z", order_id: older.id },
      { aired_at: "2030-11-25T15:00:00.000Z", order_id: newerId },
    ]);
  });
});

describe("time zones and daylight saving", () => {
  it("counts a spot aired at 23:30 Pacific on a flight's last day in the flight (07:30 UTC the next day)", async () => {
    const o = await order([205], [30], ["2030-03-01", "2030-03-05"], (files) => [
      {
        StartDate: "2030-03-01",
        EndDate: "2030-03-05",
        Dayparts: [{ Start: "20:00", End: "24:00" }],
        Rotation: [{ AdID: files[0], Weight: 100 }],
      },
    ]);
    const key = KEYS.northwind;
    // KPXR-TV (205) has no dev key of its own: its entries are written as the service would store them.
    const spot = { adId: o.files[0] as string, orderId: o.id, fileId: o.fileIds[0] as number, durationSeconds: 30 };
    await storeEntries(205, [
      { ...spot, airedAt: "2030-03-06T07:30:00.000Z" },
      { ...spot, airedAt: "2030-03-06T08:30:00.000Z" },
    ]);
    const station = (await pop(o.id, key)).Destinations[0];
    expect(station.TimeZone).toBe("America/Los_Angeles");
    expect(station.Flights[0].Aired.map((a: { LocalTime: string }) => a.LocalTime)).toEqual(["2030-03-05 23:30 Tue"]);
    expect(station.OutsideFlights.map((a: { LocalTime: string }) => a.LocalTime)).toEqual(["2030-03-06 00:30 Wed"]);
    expect(station.Discrepancies.map((d: { Code: string; AiredAt: string }) => [d.Code, d.AiredAt])).toEqual([
      ["outside_flight", "2030-03-06T08:30:00.000Z"],
    ]);
  });

  it("matches by the station's day: 23:30 Pacific on a flight's last day is that day, though UTC's next", async () => {
    // WXYZ-TV is Detroit: 23:30 there on 2030-04-10 (EDT) is 03:30 UTC on the 11th.
    const o = await order([200], [30], ["2030-04-01", "2030-04-10"], null);
    const res = await json(
      await post({
        AsRun: [
          { AiredAt: "2030-04-10T23:30:00-04:00", AdID: o.files[0] },
          { AiredAt: "2030-04-11T00:30:00-04:00", AdID: o.files[0] },
        ],
      }),
    );
    expect(res.Unmatched.map((u: { AiredAt: string }) => u.AiredAt)).toEqual(["2030-04-11T04:30:00.000Z"]);
  });

  it("reads the night daylight saving ends (America/New_York, 2030-11-03): 01:30 twice, both in a 01:00–02:00 daypart, 02:00 EST outside", async () => {
    const o = await order([203], [30], ["2030-11-01", "2030-11-05"], (files) => [
      {
        StartDate: "2030-11-01",
        EndDate: "2030-11-05",
        Days: ["Sun"],
        Dayparts: [{ Start: "01:00", End: "02:00" }],
        Rotation: [{ AdID: files[0], Weight: 100 }],
      },
    ]);
    const at = (airedAt: string) => ({
      airedAt,
      adId: o.files[0] as string,
      orderId: o.id,
      fileId: o.fileIds[0] as number,
      durationSeconds: 30,
    });
    await storeEntries(203, [
      at("2030-11-03T05:30:00.000Z"), // 01:30 EDT
      at("2030-11-03T06:30:00.000Z"), // 01:30 EST, the hour again
      at("2030-11-03T06:59:00.000Z"), // 01:59 EST
      at("2030-11-03T07:00:00.000Z"), // 02:00 EST: the daypart has ended
      at("2030-11-03T04:59:00.000Z"), // 00:59 EDT: not yet
    ]);
    const station = (await pop(o.id)).Destinations[0];
    expect(station.Flights[0].Aired.map((a: { LocalTime: string }) => a.LocalTime)).toEqual([
      "2030-11-03 01:30 Sun",
      "2030-11-03 01:30 Sun",
      "2030-11-03 01:59 Sun",
    ]);
    expect(station.OutsideFlights.map((a: { AiredAt: string; LocalTime: string }) => [a.AiredAt, a.LocalTime])).toEqual(
      [
        ["2030-11-03T04:59:00.000Z", "2030-11-03 00:59 Sun"],
        ["2030-11-03T07:00:00.000Z", "2030-11-03 02:00 Sun"],
      ],
    );
  });
});

describe("Proof of Performance", () => {
  /** A past flight (ended) for 200 and 201: WXYZ-TV rotates A 50 / B 50 weekday mornings, KLMN-FM airs B alone. */
  async function ended() {
    return order([200, 201], [30, 15, 30], ["2025-01-01", "2025-01-31"], (files) => [
      {
        StartDate: "2025-01-06",
        EndDate: "2025-01-12",
        Destinations: [200],
        Days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
        Dayparts: [{ Start: "06:00", End: "10:00" }],
        Rotation: [
          { AdID: files[0], Weight: 50 },
          { AdID: files[1], Weight: 50 },
        ],
      },
      {
        StartDate: "2025-01-06",
        EndDate: "2025-01-12",
        Destinations: [201],
        Rotation: [{ AdID: files[1], Weight: 100 }],
      },
    ]);
  }

  it("gives every discrepancy the contract names, per destination and flight, in the station's time zone", async () => {
    const o = await ended();
    const [a, b, c] = o.files;
    // WXYZ-TV (Detroit, EST in January): ten airings in the flight, 9 of A, 1 of B (skew); C is not in its rotation.
    const mornings = Array.from({ length: 9 }, (_, i) => ({
      AiredAt: `2025-01-${String(6 + (i % 5)).padStart(2, "0")}T${String(7 + Math.floor(i / 5)).padStart(2, "0")}:00:00-05:00`,
      AdID: a,
      DurationSeconds: 30,
    }));
    const res = await json(
      await post({
        AsRun: [
          ...mornings,
          { AiredAt: "2025-01-07T09:30:00-05:00", AdID: b, DurationSeconds: 14 },
          { AiredAt: "2025-01-08T09:45:00-05:00", AdID: c, DurationSeconds: 30 },
          { AiredAt: "2025-01-11T08:00:00-05:00", AdID: a, DurationSeconds: 30 },
        ],
      }),
    );
    expect(res).toMatchObject({ Accepted: 12, Rejected: [], Unmatched: [] });
    const report = await pop(o.id);
    expect(report.Revision).toBe(1);
    const [wxyz, klmn] = report.Destinations;
    expect(wxyz.Flights).toHaveLength(1);
    expect(wxyz.Flights[0]).toMatchObject({ Index: 0, Airings: 11 });
    expect(wxyz.Flights[0].Rotation).toEqual([
      { AdID: a, Weight: 50, Aired: 9, SharePercent: 81.8 },
      { AdID: b, Weight: 50, Aired: 1, SharePercent: 9.1 },
      { AdID: c, Weight: 0, Aired: 1, SharePercent: 9.1 },
    ]);
    const codes = (d: { Code: string; AdID?: string; AiredAt?: string }) => [d.Code, d.AdID, d.AiredAt ?? null];
    expect(wxyz.Discrepancies.map(codes)).toEqual([
      ["short_duration", b, "2025-01-07T14:30:00.000Z"],
      ["wrong_copy", c, "2025-01-08T14:45:00.000Z"],
      ["outside_flight", a, "2025-01-11T13:00:00.000Z"],
      ["rotation_skew", a, null],
      ["rotation_skew", b, null],
    ]);
    // KLMN-FM aired nothing of its ended flight.
    expect(klmn.Flights[0]).toMatchObject({ Index: 1, Airings: 0 });
    expect(klmn.Discrepancies.map(codes)).toEqual([["not_aired", b, null]]);
  });

  it("shows a destination its own stations, a group its own; a stranger gets 404", async () => {
    const o = await ended();
    expect((await pop(o.id, KEYS.wxyz)).Destinations.map((d: { OrganizationID: number }) => d.OrganizationID)).toEqual([
      200,
    ]);
    expect(
      (await pop(o.id, KEYS.summit)).Destinations.map((d: { OrganizationID: number }) => d.OrganizationID),
    ).toEqual([200, 201]);
    await problem(await call(`/api/v1/ad/orders/${o.id}/proofofperformance`, { key: KEYS.harborlight }), 404);
  });

  it("sends asrun.discrepancy once per discrepancy, from the cron: again nothing, a new one alone", async () => {
    await subscribe(KEYS.northwind, newBox(), ["asrun.discrepancy"]);
    const o = await ended();
    const [a, b] = o.files;
    await post({ AsRun: [{ AiredAt: "2025-01-06T07:00:00-05:00", AdID: a, DurationSeconds: 20 }] });
    const eventsOf = async () =>
      (
        await env.DB.prepare(
          "SELECT data FROM webhook_events WHERE type = 'asrun.discrepancy' AND json_extract(data, '$.OrderID') = ? ORDER BY id",
        )
          .bind(o.id)
          .all<{ data: string }>()
      ).results.map((r) => JSON.parse(r.data));
    const run = () => announceDiscrepancies(env, new Date());
    await run();
    const first = await eventsOf();
    expect(first.map((e) => [e.OrganizationID, e.Code, e.AdID])).toEqual(
      expect.arrayContaining([
        [200, "short_duration", a],
        [200, "not_aired", b],
        [201, "not_aired", b],
      ]),
    );
    expect(first).toHaveLength(3);
    expect(first[0]).toMatchObject({ OrderID: o.id, Revision: 1, Message: expect.any(String) });
    await run();
    expect(await eventsOf()).toHaveLength(3);
    await post({ AsRun: [{ AiredAt: "2025-01-06T11:00:00-05:00", AdID: a, DurationSeconds: 30 }] });
    await run();
    const later = await eventsOf();
    expect(later.slice(3).map((e) => [e.Code, e.AiredAt])).toEqual([["outside_flight", "2025-01-06T16:00:00.000Z"]]);
  });
});

describe("As-Run Entries", () => {
  it("lists the key's stations' entries newest first, filtered and paged; a station it does not act for is 403", async () => {
    const o = await order([200, 201], [30], ["2031-01-01", "2031-01-31"], null);
    await post({
      AsRun: [
        { AiredAt: "2031-01-02T10:00:00Z", AdID: o.files[0] },
        { AiredAt: "2031-01-03T10:00:00Z", AdID: o.files[0] },
        { AiredAt: "2031-01-04T10:00:00Z", AdID: o.files[0] },
      ],
    });
    await post({ AsRun: [{ AiredAt: "2031-01-03T11:00:00Z", AdID: o.files[0], OrganizationID: 201 }] }, KEYS.summit);
    const query = `adID=${o.files[0]}&fromDate=2031-01-01&toDate=2031-01-31`;
    const mine = await json(await call(`${ASRUN}?${query}`, { key: KEYS.wxyz }));
    expect(
      mine.map((e: { AiredAt: string; OrganizationID: number; OrderID: number }) => [
        e.AiredAt,
        e.OrganizationID,
        e.OrderID,
      ]),
    ).toEqual([
      ["2031-01-04T10:00:00.000Z", 200, o.id],
      ["2031-01-03T10:00:00.000Z", 200, o.id],
      ["2031-01-02T10:00:00.000Z", 200, o.id],
    ]);
    expect(await json(await call(`${ASRUN}?${query}`, { key: KEYS.northwind }))).toEqual([]);
    const group = await call(`${ASRUN}?${query}&limit=2`, { key: KEYS.summit });
    expect((await json(group)).map((e: { AiredAt: string }) => e.AiredAt)).toEqual([
      "2031-01-04T10:00:00.000Z",
      "2031-01-03T11:00:00.000Z",
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(group.headers.get("Link") ?? "")?.[1] as string;
    expect((await json(await call(next, { key: KEYS.summit }))).map((e: { AiredAt: string }) => e.AiredAt)).toEqual([
      "2031-01-03T10:00:00.000Z",
      "2031-01-02T10:00:00.000Z",
    ]);
    const one = await json(await call(`${ASRUN}?${query}&organizationID=201`, { key: KEYS.summit }));
    expect(one.map((e: { OrganizationID: number }) => e.OrganizationID)).toEqual([201]);
    await problem(await call(`${ASRUN}?organizationID=201`, { key: KEYS.wxyz }), 403);
    expect(await json(await call(`${ASRUN}?${query}`, { key: KEYS.harborlight }))).toEqual([]);
    await problem(await call(`${ASRUN}?fromDate=yesterday`), 400);
    // Past 2^53 - 1, the documented maximum: malformed, not rounded to another station.
    await problem(await call(`${ASRUN}?organizationID=9007199254740993`, { key: KEYS.summit }), 400);
  });
});

describe("years 0000 to 9999", () => {
  it("refuses as bad_time a day the month has not, and an instant whose UTC or station day leaves years 0000 to 9999", async () => {
    const spot = adId();
    const res = await post({
      AsRun: [
        { AiredAt: "2026-02-30T10:00:00Z", AdID: spot },
        { AiredAt: "2026-04-31T10:00:00Z", AdID: spot },
        // 10000-01-01T04:00Z in UTC.
        { AiredAt: "9999-12-31T23:00:00-05:00", AdID: spot },
        // In UTC year 0000, but 31 December of year -1 in New York.
        { AiredAt: "0000-01-01T02:00:00Z", AdID: spot },
        { AiredAt: "2028-02-29T10:00:00Z", AdID: spot },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json(res);
    expect(body.Rejected.map((r: { Index: number; Code: string }) => [r.Index, r.Code])).toEqual([
      [0, "bad_time"],
      [1, "bad_time"],
      [2, "bad_time"],
      [3, "bad_time"],
    ]);
    expect(body.Accepted).toBe(1);
  });

  it("answers entries of years 0050 and 9999 as RFC 3339, newest first, within fromDate=0000-01-01 and toDate=9999-12-31", async () => {
    const spot = adId();
    const res = await post({
      AsRun: [
        { AiredAt: "0050-06-01T10:00:00Z", AdID: spot },
        { AiredAt: "9999-12-31T20:00:00Z", AdID: spot },
        { AiredAt: "2030-06-01T10:00:00Z", AdID: spot },
      ],
    });
    expect((await json(res)).Accepted).toBe(3);
    const newestFirst = ["9999-12-31T20:00:00.000Z", "2030-06-01T10:00:00.000Z", "0050-06-01T10:00:00.000Z"];
    for (const range of ["fromDate=0000-01-01&toDate=9999-12-31", "toDate=9999-12-31", "fromDate=0050-06-01"]) {
      const list = await call(`${ASRUN}?adID=${spot}&${range}`, { key: KEYS.wxyz });
      expect(list.status, `${range}: ${await list.clone().text()}`).toBe(200);
      expect(
        (await json(list)).map((e: { AiredAt: string }) => e.AiredAt),
        range,
      ).toEqual(newestFirst);
    }
    const early = await json(await call(`${ASRUN}?adID=${spot}&toDate=0050-06-01`, { key: KEYS.wxyz }));
    expect(early.map((e: { AiredAt: string }) => e.AiredAt)).toEqual(["0050-06-01T10:00:00.000Z"]);
  });
});

describe("what 10,000 entries cost", () => {
  it(`stores 10,000 entries in one request: three round trips (the insert in the station's partition), ${10_000 / CHUNK} statements of ${CHUNK}; the rows written and the time printed`, async () => {
    const o = await order([200], [30, 15], ["2032-01-01", "2032-12-31"], (files) => [
      {
        StartDate: "2032-01-01",
        EndDate: "2032-12-31",
        Dayparts: [{ Start: "05:00", End: "24:00" }],
        Rotation: [
          { AdID: files[0], Weight: 50 },
          { AdID: files[1], Weight: 50 },
        ],
      },
    ]);
    const start = Date.UTC(2032, 0, 1, 12);
    const lines = ["aired_at,ad_id,duration_seconds"];
    for (let i = 0; i < 10_000; i++) {
      lines.push(`${new Date(start + i * 17 * 60_000).toISOString()},${o.files[i % 2]},${i % 2 ? 15 : 30}`);
    }
    const body = `${lines.join("\n")}\n`;
    // The key is known to the isolate first, so that only the request's own round trips are counted.
    await call("/api/v1/ad/orders/orderstates", { key: KEYS.wxyz });
    const trips: RoundTrip[] = [];
    const requestId = `asrun-10000-${crypto.randomUUID()}`;
    const stop = instrument.observe((trip) => {
      if (trip.origin === requestId && !/^LOGS_/.test(trip.database)) trips.push(trip);
    });
    const began = performance.now();
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${BASE}${ASRUN}`, {
        method: "POST",
        headers: { "X-API-Key": KEYS.wxyz, "Content-Type": "text/csv", "X-Request-Id": requestId },
        body,
      }),
      env,
      ctx,
    );
    const answer = await json(res);
    const elapsed = performance.now() - began;
    await waitOnExecutionContext(ctx);
    stop();
    expect(res.status).toBe(200);
    expect(answer).toMatchObject({ Accepted: 10_000, Duplicates: 0, Rejected: [], Unmatched: [] });
    const own = trips.filter((t) => !t.statements.some((s) => /api_keys/.test(s.sql)));
    // The main database's read, the station's partition's insert, the main database's checks.
    const partition = await asRunPartitionOf(200);
    expect(own.map((t) => t.database)).toEqual(["DB", partition.name, "DB"]);
    const writeTrip = own[1] as RoundTrip;
    expect(writeTrip.statements.filter((s) => /^insert into "asrun_entries"/i.test(s.sql))).toHaveLength(
      10_000 / CHUNK,
    );

    // The rows D1 counts as written (index entries included): the same batch again on the entries removed.
    const partitionDb = partition.binding;
    await partitionDb.prepare("DELETE FROM asrun_entries WHERE order_id = ?").bind(o.id).run();
    const replayed = await partitionDb.batch(
      writeTrip.statements.map((s) => partitionDb.prepare(s.sql).bind(...s.params)),
    );
    const rowsWritten = replayed.reduce((sum, r) => sum + (r.meta.rows_written ?? 0), 0);
    const rowsRead = replayed.reduce((sum, r) => sum + (r.meta.rows_read ?? 0), 0);
    console.log(
      `10,000 as-run entries (CSV, ${body.length} bytes): ${elapsed.toFixed(0)} ms for the request (local workerd), ` +
        `${own.length} round trips, ${writeTrip.statements.length} statements in the write; D1 rows written ${rowsWritten}, rows read ${rowsRead}`,
    );
    expect(rowsWritten).toBeGreaterThanOrEqual(10_000);
    expect(rowsWritten).toBeLessThanOrEqual(31_000);
  }, 60_000);
});

describe("a fault in the middle of the write", () => {
  it("leaves nothing of a log behind: a 500, no entry stored, and the same log sent again is all accepted", async () => {
    const o = await order([200], [30], ["2033-01-01", "2033-01-31"], null);
    const log = {
      AsRun: Array.from({ length: CHUNK + 5 }, (_, i) => ({
        AiredAt: new Date(Date.UTC(2033, 0, 2) + i * 60_000).toISOString(),
        AdID: o.files[0],
      })),
    };
    const requestId = `asrun-fault-${crypto.randomUUID()}`;
    let chunks = 0;
    instrument.failWhen(
      (s, at) =>
        at.origin === requestId &&
        at.method === "batch" &&
        /^insert into "asrun_entries"/i.test(s.sql) &&
        ++chunks === 2,
      { times: 1 },
    );
    const res = await call(ASRUN, {
      method: "POST",
      key: KEYS.wxyz,
      body: log,
      headers: { "X-Request-Id": requestId },
    });
    instrument.reset();
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(/insert into|mds_injected_fault/i);
    const stored = await (await asRunDatabase(200))
      .prepare("SELECT count(*) AS n FROM asrun_entries WHERE ad_id = ?")
      .bind(o.files[0])
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect(await json(await post(log))).toMatchObject({ Accepted: CHUNK + 5, Duplicates: 0 });
  });
});
