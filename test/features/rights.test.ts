/**
 * Rights windows (contract section 20): set at create, by Replace and by Set File Rights; publish refuses a
 * file whose rights end before a station would air it and warns of one that ends inside the flight; a
 * station's dates (ingest entries) stay inside the window; a change after publish updates the stations.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { world } from "../../fixtures/world";
import { endRights } from "../../src/features/lifecycle/lifecycle.rights";
import { call, json, KEYS, problem, stationsWithoutDeliver, withContent, withTrackContent } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { freshAdId, freshIsrc } from "../security/support";
import { type Entry, entriesAfter, ORDERS, RELEASES, tail } from "./ingest.support";
import { podRow } from "./media.support";
import { newBox, subscribe } from "./webhooks.support";

// A station's dates, updates and kills, read as before stations had a Deliver: each is offered the original at
// publish, and KLMN-FM's Broadcast Wave is made from it.
stationsWithoutDeliver();

const rightsOf = (orderId: number, fileId: number) => `${ORDERS}/${orderId}/files/${fileId}/rights`;

/** A Northwind draft of two spots with content, flight 2030-05-01..2030-05-31, the first with `rights`. */
async function draft(rights?: unknown, destinations = [200, 201]) {
  const adIds = [freshAdId("RGHT"), freshAdId("RGHT")];
  const res = await call(ORDERS, {
    method: "POST",
    body: {
      Advertiser: "Harbor Hardware",
      FlightStartDate: "2030-05-01",
      FlightEndDate: "2030-05-31",
      Files: adIds.map((AdID, i) => ({
        AdID,
        Title: `Spring Tools ${i + 1}`,
        Length: 30,
        ...(i === 0 && rights ? { Rights: rights } : {}),
      })),
      Destinations: destinations,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const order = await json(res);
  await withContent(order.OrderID);
  return { id: order.OrderID as number, adIds, files: order.Files as { FileID: number; Rights?: unknown }[] };
}

const publishOrder = (id: number) => call(`${ORDERS}/${id}/publish`, { method: "PUT" });

describe("rights at create and replace", () => {
  it("a file carries the Rights it was created with; one without has none", async () => {
    const rights = { AirStart: "2030-05-10", AirEnd: "2030-12-31", Notes: "  SAG-AFTRA cycle 1  " };
    const order = await draft(rights);
    const expected = { AirStart: "2030-05-10", AirEnd: "2030-12-31", Notes: "SAG-AFTRA cycle 1" };
    expect(order.files[0]?.Rights).toEqual(expected);
    expect(order.files[1]).not.toHaveProperty("Rights");
    const read = await json(await call(`${ORDERS}/${order.id}`));
    expect(read.Files[0].Rights).toEqual(expected);
    expect(read.Files[1]).not.toHaveProperty("Rights");
    const one = await json(await call(rightsOf(order.id, order.files[1]?.FileID as number)));
    expect(one).toEqual({ FileID: order.files[1]?.FileID, AirStart: null, AirEnd: null, Notes: null });
  });

  it("an AirEnd before AirStart, a bad date or long notes are 422 naming the field", async () => {
    const res = await call(ORDERS, {
      method: "POST",
      body: {
        Advertiser: "Harbor Hardware",
        Files: [
          { AdID: freshAdId("RGHT"), Title: "A", Length: 30, Rights: { AirStart: "2030-05-10", AirEnd: "2030-05-09" } },
          { AdID: freshAdId("RGHT"), Title: "B", Length: 30, Rights: { AirEnd: "2030-02-30", Notes: "x".repeat(501) } },
        ],
        Destinations: [200],
      },
    });
    const body = await problem(res, 422);
    const fields = (body.errors ?? []).map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(["Files[0].Rights.AirEnd", "Files[1].Rights.AirEnd", "Files[1].Rights.Notes"]);
  });

  it("Replace sets the rights of kept files from the new input", async () => {
    const order = await draft({ AirEnd: "2030-12-31" });
    const res = await call(`${ORDERS}/${order.id}`, {
      method: "PUT",
      body: {
        Advertiser: "Harbor Hardware",
        Files: [
          { AdID: order.adIds[0], Title: "Spring Tools 1", Length: 30 },
          { AdID: order.adIds[1], Title: "Spring Tools 2", Length: 30, Rights: { AirStart: "2030-01-01" } },
        ],
        Destinations: [200],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const replaced = await json(res);
    expect(replaced.Files.map((f: { FileID: number; Rights?: unknown }) => [f.FileID, f.Rights])).toEqual([
      [order.files[0]?.FileID, undefined],
      [order.files[1]?.FileID, { AirStart: "2030-01-01", AirEnd: null, Notes: null }],
    ]);
  });
});

describe("publish against the rights", () => {
  it("rights that end before the flight starts: 422 rights_expired on Files[i]; nothing published", async () => {
    const order = await draft({ AirEnd: "2030-04-30" });
    const body = await problem(await publishOrder(order.id), 422);
    expect(body.errors).toEqual([
      expect.objectContaining({
        field: "Files[0]",
        code: "rights_expired",
        message: expect.stringContaining("2030-04-30"),
      }),
    ]);
    expect((await json(await call(`${ORDERS}/${order.id}`))).Status).toBe("Draft");
  });

  it("rights that end already (before today) are expired too, whatever the flight", async () => {
    const order = await draft({ AirEnd: "2020-01-31" });
    const replaced = await call(`${ORDERS}/${order.id}`, {
      method: "PUT",
      body: {
        Advertiser: "Harbor Hardware",
        FlightStartDate: "2019-12-01",
        FlightEndDate: "2030-12-31",
        Files: [{ AdID: order.adIds[0], Title: "Spring Tools 1", Length: 30, Rights: { AirEnd: "2020-01-31" } }],
        Destinations: [200],
      },
    });
    // The flight starts before AirEnd: only "never before today" can refuse it.
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    const body = await problem(await publishOrder(order.id), 422);
    expect((body.errors ?? []).map((e: { code: string }) => e.code)).toEqual(["rights_expired"]);
  });

  it("an AirEnd inside the flight warns, and each station's dates stay inside the window", async () => {
    const c200 = await tail(200);
    const c201 = await tail(201);
    const order = await draft({ AirStart: "2030-05-05", AirEnd: "2030-05-20" });
    const res = await publishOrder(order.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const published = await json(res);
    expect(published.Warnings).toContainEqual({
      Code: "rights_end_in_flight",
      Field: "Files[0]",
      Message: expect.stringContaining("2030-05-20"),
    });
    for (const [station, cursor] of [
      [200, c200],
      [201, c201],
    ] as const) {
      const entries = await entriesAfter(station, cursor);
      expect(entries.map((e: Entry) => [e.Action, e.FileID, e.StartDate, e.EndDate])).toEqual([
        ["ingest", order.files[0]?.FileID, "2030-05-05", "2030-05-20"],
        ["ingest", order.files[1]?.FileID, "2030-05-01", "2030-05-31"],
      ]);
    }
  });
});

describe("Set File Rights", () => {
  it("after publish: the owner moves AirEnd, each station gets an update with its new EndDate", async () => {
    const order = await draft();
    expect((await publishOrder(order.id)).status).toBe(200);
    const fileId = order.files[0]?.FileID as number;
    const c200 = await tail(200);
    const c201 = await tail(201);

    const res = await call(rightsOf(order.id, fileId), { method: "PUT", body: { AirEnd: "2030-05-15", Notes: "cut" } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toEqual({ FileID: fileId, AirStart: null, AirEnd: "2030-05-15", Notes: "cut" });
    for (const [station, cursor] of [
      [200, c200],
      [201, c201],
    ] as const) {
      const entries = await entriesAfter(station, cursor);
      expect(entries.map((e: Entry) => [e.Action, e.FileID, e.StartDate, e.EndDate])).toEqual([
        ["update", fileId, "2030-05-01", "2030-05-15"],
      ]);
    }
    // The same window again changes no station's dates: no entry.
    const again = await tail(200);
    expect((await call(rightsOf(order.id, fileId), { method: "PUT", body: { AirEnd: "2030-05-15" } })).status).toBe(
      200,
    );
    expect(await entriesAfter(200, again)).toEqual([]);

    // The station reads it; it may not write it; another agency does not see it.
    const seen = await call(rightsOf(order.id, fileId), { key: KEYS.wxyz });
    expect(await json(seen)).toEqual({ FileID: fileId, AirStart: null, AirEnd: "2030-05-15", Notes: null });
    await problem(await call(rightsOf(order.id, fileId), { method: "PUT", key: KEYS.wxyz, body: {} }), 403);
    await problem(await call(rightsOf(order.id, fileId), { key: KEYS.harborlight }), 404);
    await problem(await call(rightsOf(order.id, 1), {}), 404);
  });

  it("takes XML, refuses AirEnd before AirStart, and answers XML", async () => {
    const order = await draft();
    const fileId = order.files[1]?.FileID as number;
    const xml = "<Rights><AirStart>2030-06-01</AirStart><AirEnd>2030-05-01</AirEnd></Rights>";
    const bad = await problem(await call(rightsOf(order.id, fileId), { method: "PUT", body: xml }), 422);
    expect(bad.errors).toEqual([expect.objectContaining({ field: "AirEnd", code: "out_of_range" })]);
    const res = await call(rightsOf(order.id, fileId), {
      method: "PUT",
      body: "<Rights><AirStart>2030-05-01</AirStart><AirEnd>2030-06-01</AirEnd><Notes>Music: 1 year</Notes></Rights>",
      accept: "application/xml",
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("<FileRights");
    expect(text).toContain("<AirEnd>2030-06-01</AirEnd>");
    expect(text).toContain("<Notes>Music: 1 year</Notes>");
  });

  it("a release's track: set by the label, its EndDate the AirEnd at every station", async () => {
    const isrc = freshIsrc();
    const created = await call(RELEASES, {
      method: "POST",
      key: KEYS.blueharbor,
      body: {
        Title: "Harbor Lights",
        Artist: "The Rights Trio",
        ReleaseDate: "2030-06-05",
        Files: [{ Title: "Lantern Song", ISRC: isrc, Length: 200, Rights: { AirEnd: "2031-06-04" } }],
        Destinations: [200],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const release = await json(created);
    const fileId = release.Files[0].FileID as number;
    expect(release.Files[0].Rights).toEqual({ AirStart: null, AirEnd: "2031-06-04", Notes: null });
    await withTrackContent(release.ReleaseID);
    const c200 = await tail(200);
    const published = await call(`${RELEASES}/${release.ReleaseID}/publish`, { method: "PUT", key: KEYS.blueharbor });
    expect(published.status, await published.clone().text()).toBe(200);
    const entries = await entriesAfter(200, c200);
    expect(entries.map((e: Entry) => [e.Action, e.StartDate, e.EndDate])).toEqual([
      ["ingest", "2030-06-05", "2031-06-04"],
    ]);
    const path = `${RELEASES}/${release.ReleaseID}/files/${fileId}/rights`;
    await problem(await call(path, { method: "PUT", body: {} }), 404);
    const set = await call(path, { method: "PUT", key: KEYS.blueharbor, body: { AirStart: "2030-07-01" } });
    expect(await json(set)).toEqual({ FileID: fileId, AirStart: "2030-07-01", AirEnd: null, Notes: null });
    expect((await entriesAfter(200, c200)).map((e: Entry) => [e.Action, e.StartDate, e.EndDate])).toEqual([
      ["ingest", "2030-06-05", "2031-06-04"],
      ["update", "2030-07-01", null],
    ]);
  });
});

describe("the cart chunk of a Broadcast Wave", () => {
  /** StartDate and EndDate of the `cart` chunk (AES46: Version, then seven 64-byte fields, then the dates). */
  const cartDates = (bytes: Uint8Array) => {
    const text = new TextDecoder("latin1").decode(bytes);
    const body = text.indexOf("cart") + 8;
    return { start: text.slice(body + 452, body + 462), end: text.slice(body + 470, body + 480) };
  };

  it("says KLMN-FM's dates inside the rights window", async () => {
    // The demo world's PCM WAV billboard, order 5028's file 8048, sent to KLMN-FM (201, through Summit).
    const path = `${ORDERS}/5028/files/8048`;
    const before = cartDates(
      new Uint8Array(await (await call(`${path}/content?format=bwf`, { key: KEYS.summit })).arrayBuffer()),
    );
    expect(before.start).toMatch(/^\d{4}\/\d\d\/\d\d$/);
    const dayAfter = (date: string, days: number) =>
      new Date(Date.parse(`${date.replaceAll("/", "-")}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const window = { AirStart: dayAfter(before.start, 1), AirEnd: dayAfter(before.start, 2) };
    expect((await call(`${path}/rights`, { method: "PUT", body: window })).status).toBe(200);
    const after = cartDates(
      new Uint8Array(await (await call(`${path}/content?format=bwf`, { key: KEYS.summit })).arrayBuffer()),
    );
    expect(after).toEqual({ start: window.AirStart.replaceAll("-", "/"), end: window.AirEnd.replaceAll("-", "/") });
  });
});

describe("the instruction sheet", () => {
  it("says each spot's rights window, which wins over a flight's dates", async () => {
    const order = await draft({ AirStart: "2030-05-05", AirEnd: "2030-05-20", Notes: "Talent cycle 1" });
    const instructions = `${ORDERS}/${order.id}/instructions`;
    const put = await call(instructions, {
      method: "PUT",
      body: {
        Flights: [
          {
            StartDate: "2030-05-01",
            EndDate: "2030-05-31",
            Rotation: [
              { AdID: order.adIds[0], Weight: 50 },
              { AdID: order.adIds[1], Weight: 50 },
            ],
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
    expect(text).toContain("Rights: air each spot only within these dates");
    expect(text).toContain(`${order.adIds[0]}: from 2030-05-05 until 2030-05-20. Talent cycle 1`);
    expect(text).not.toContain(`${order.adIds[1]}: `);
  });
});

describe("a release's UPC", () => {
  const release = (UPC: string) => ({
    Title: "Harbor Lights",
    Artist: "The Rights Trio",
    UPC,
    Files: [{ Title: "Lantern Song", ISRC: freshIsrc(), Length: 200 }],
    Destinations: [200],
  });

  it("takes a GTIN-12 or GTIN-13 whose check digit is right", async () => {
    for (const upc of ["850001407021", "4006381333931"]) {
      const res = await call(RELEASES, { method: "POST", key: KEYS.blueharbor, body: release(upc) });
      expect(res.status, await res.clone().text()).toBe(201);
      expect((await json(res)).UPC).toBe(upc);
    }
  });

  it("refuses a wrong check digit with 422 invalid_upc, on create and on replace", async () => {
    for (const upc of ["850001407022", "4006381333932"]) {
      const body = await problem(
        await call(RELEASES, { method: "POST", key: KEYS.blueharbor, body: release(upc) }),
        422,
      );
      expect(body.errors).toEqual([expect.objectContaining({ field: "UPC", code: "invalid_upc" })]);
    }
    const created = await json(
      await call(RELEASES, { method: "POST", key: KEYS.blueharbor, body: release("850001407021") }),
    );
    const replaced = await call(`${RELEASES}/${created.ReleaseID}`, {
      method: "PUT",
      key: KEYS.blueharbor,
      body: {
        ...release("850001407020"),
        Files: [{ Title: "Lantern Song", ISRC: created.Files[0].ISRC, Length: 200 }],
      },
    });
    expect((await problem(replaced, 422)).errors).toEqual([
      expect.objectContaining({ field: "UPC", code: "invalid_upc" }),
    ]);
    // A shape that is no GTIN stays the schema's.
    const short = await problem(
      await call(RELEASES, { method: "POST", key: KEYS.blueharbor, body: release("12345") }),
      422,
    );
    expect(short.errors).toEqual([expect.objectContaining({ field: "UPC", code: "invalid_format" })]);
  });
});

describe("the cron at the end of the rights", () => {
  const notices = async (fileId: number) =>
    (
      await env.DB.prepare(
        "SELECT organization_id AS o, kind AS k, air_end AS e FROM rights_notices WHERE file_id = ? ORDER BY kind, organization_id",
      )
        .bind(fileId)
        .all<{ o: number; k: string; e: string }>()
    ).results;

  it("tells the owner a week before, kills at each station at the end of AirEnd's day there, once; a later AirEnd offers it again", async () => {
    const order = await draft({ AirEnd: "2030-05-20" });
    expect((await publishOrder(order.id)).status).toBe(200);
    const fileId = order.files[0]?.FileID as number;
    // Other tests' files end too: this test reads its own.
    const mine = (entries: Entry[]) => entries.filter((e) => e.FileID === fileId);
    const c200 = await tail(200);
    const c201 = await tail(201);
    await subscribe(KEYS.northwind, newBox(), ["file.rights_expired", "file.rights_expiring"]);
    await subscribe(KEYS.wxyz, newBox(), ["file.rights_expired", "file.rights_expiring"]);
    const events = async () =>
      (
        await env.DB.prepare(
          "SELECT type AS t, organization_id AS o FROM webhook_events WHERE json_extract(data, '$.FileID') = ? ORDER BY id",
        )
          .bind(fileId)
          .all<{ t: string; o: number }>()
      ).results;

    await endRights(env, new Date("2030-05-12T12:00:00Z"));
    expect(await notices(fileId)).toEqual([]);
    await endRights(env, new Date("2030-05-13T12:00:00Z"));
    expect(await notices(fileId)).toEqual([{ o: 0, k: "expiring", e: "2030-05-20" }]);
    await endRights(env, new Date("2030-05-14T12:00:00Z"));
    expect(await events()).toEqual([{ t: "file.rights_expiring", o: 100 }]);

    // WXYZ-TV (Detroit) ends 2030-05-20 at 04:00 UTC the next day, KLMN-FM (Denver) at 06:00.
    await endRights(env, new Date("2030-05-21T03:59:00Z"));
    expect((await entriesAfter(200, c200)).filter((e) => e.FileID === fileId)).toEqual([]);
    await endRights(env, new Date("2030-05-21T04:00:00Z"));
    expect(mine(await entriesAfter(200, c200)).map((e: Entry) => [e.Action, e.FileID])).toEqual([["kill", fileId]]);
    expect(mine(await entriesAfter(201, c201))).toEqual([]);
    // Two ticks at once, and one repeated: KLMN-FM's kill is sent once.
    const at = new Date("2030-05-21T06:00:00Z");
    await Promise.all([endRights(env, at), endRights(env, at)]);
    await endRights(env, at);
    expect(mine(await entriesAfter(201, c201)).map((e: Entry) => [e.Action, e.FileID])).toEqual([["kill", fileId]]);
    expect(mine(await entriesAfter(200, c200)).map((e: Entry) => e.Action)).toEqual(["kill"]);
    // The owner hears of each tick that ended the rights somewhere; WXYZ-TV once, of its own.
    expect(await events()).toEqual([
      { t: "file.rights_expiring", o: 100 },
      { t: "file.rights_expired", o: 100 },
      { t: "file.rights_expired", o: 200 },
      { t: "file.rights_expired", o: 100 },
    ]);
    expect(await notices(fileId)).toEqual([
      { o: 200, k: "expired", e: "2030-05-20" },
      { o: 201, k: "expired", e: "2030-05-20" },
      { o: 0, k: "expiring", e: "2030-05-20" },
    ]);

    // Rights extended: each station is offered the file again, with its new dates.
    const c200b = await tail(200);
    expect((await call(rightsOf(order.id, fileId), { method: "PUT", body: { AirEnd: "2030-05-28" } })).status).toBe(
      200,
    );
    expect(
      mine(await entriesAfter(200, c200b)).map((e: Entry) => [e.Action, e.FileID, e.StartDate, e.EndDate]),
    ).toEqual([["ingest", fileId, "2030-05-01", "2030-05-28"]]);
    // And at the end of the new AirEnd, killed again.
    await endRights(env, new Date("2030-05-29T07:00:00Z"));
    expect(mine(await entriesAfter(200, c200b)).map((e: Entry) => e.Action)).toEqual(["ingest", "kill"]);
  });
});

describe("copy deadlines", () => {
  it("a station's CopyDeadlineHours: publishing later warns late_copy on it, and its proof of delivery rows say Late", async () => {
    const wxyz = world.destinationSpecs.find((d) => d.organizationId === 200)?.spec;
    const set = await call("/api/v1/ad/account/destinationSpecs/200", {
      method: "PUT",
      key: KEYS.wxyz,
      body: { ...wxyz, CopyDeadlineHours: 48 },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    expect((await json(set)).CopyDeadlineHours).toBe(48);
    const bad = await call("/api/v1/ad/account/destinationSpecs/200", {
      method: "PUT",
      key: KEYS.wxyz,
      body: { ...wxyz, CopyDeadlineHours: 337 },
    });
    expect((await problem(bad, 422)).errors).toEqual([expect.objectContaining({ field: "CopyDeadlineHours" })]);

    // A flight starting tomorrow (Eastern Time) is inside WXYZ-TV's 48 hours; KLMN-FM has no deadline.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    const order = await draft();
    const replaced = await call(`${ORDERS}/${order.id}`, {
      method: "PUT",
      body: {
        Advertiser: "Harbor Hardware",
        Priority: "Rush",
        FlightStartDate: tomorrow,
        FlightEndDate: "2030-05-31",
        Files: order.adIds.map((AdID, i) => ({ AdID, Title: `Spring Tools ${i + 1}`, Length: 30 })),
        Destinations: [200, 201],
      },
    });
    expect(replaced.status, await replaced.clone().text()).toBe(200);
    const res = await publishOrder(order.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const warnings = (await json(res)).Warnings.filter((w: { Code: string }) => w.Code === "late_copy");
    expect(warnings).toEqual([
      {
        Code: "late_copy",
        Field: "Destinations[0]",
        Message: expect.stringContaining("WXYZ-TV (200) wants its copy 48 hours"),
      },
    ]);
    for (const fileId of order.files.map((f) => f.FileID)) {
      expect((await podRow(order.id, fileId, 200)).Late).toBe(true);
      expect((await podRow(order.id, fileId, 201)).Late).toBe(false);
    }

    // A flight in 2030 is in time.
    const early = await draft();
    const published = await json(await publishOrder(early.id));
    expect(published.Warnings.map((w: { Code: string }) => w.Code)).not.toContain("late_copy");
    expect((await podRow(early.id, early.files[0]?.FileID as number, 200)).Late).toBe(false);
  });
});

describe("copy deadlines on a revision", () => {
  it("a revision that gives a station a file after its deadline warns late_copy, and that delivery says Late", async () => {
    // WXYZ-TV receiving the original (its Deliver set aside): the revision writes its ingest entries, which say what
    // it was given (a station with a Deliver is offered a file only once its rendition is made).
    const { Deliver: _, ...wxyz } = world.destinationSpecs.find((d) => d.organizationId === 200)?.spec ?? {};
    const set = await call("/api/v1/ad/account/destinationSpecs/200", {
      method: "PUT",
      key: KEYS.wxyz,
      body: { ...wxyz, CopyDeadlineHours: 48 },
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const order = await draft();
    expect((await publishOrder(order.id)).status).toBe(200);
    const [a, b] = order.adIds as [string, string];
    const [fa, fb] = order.files.map((f) => f.FileID) as [number, number];
    const instructions = `${ORDERS}/${order.id}/instructions`;
    const revise = async (flights: unknown[]) => {
      const res = await call(instructions, { method: "PUT", body: { Flights: flights } });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await json(res)).Warnings.filter((w: { Code: string }) => w.Code === "late_copy");
    };
    const may = { StartDate: "2030-05-01", EndDate: "2030-05-31" };
    // Both spots in May 2030, then the second taken off: in time, nothing late.
    expect(
      await revise([
        {
          ...may,
          Rotation: [
            { AdID: a, Weight: 50 },
            { AdID: b, Weight: 50 },
          ],
        },
      ]),
    ).toEqual([]);
    expect(await revise([{ ...may, Rotation: [{ AdID: a, Weight: 100 }] }])).toEqual([]);
    expect((await podRow(order.id, fb, 200)).Late).toBe(false);

    // Both from tomorrow (Eastern), inside WXYZ-TV's 48 hours; KLMN-FM has no deadline.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/New_York" });
    // The first only moves (an update), the second is given (an ingest).
    const late = await revise([
      {
        StartDate: tomorrow,
        EndDate: "2030-05-31",
        Rotation: [
          { AdID: a, Weight: 50 },
          { AdID: b, Weight: 50 },
        ],
      },
    ]);
    expect(late).toEqual([
      {
        Code: "late_copy",
        Field: "Flights",
        Message: expect.stringContaining(
          `WXYZ-TV (200) wants its copy 48 hours before its first airing day: this revision gives it file ${fb} late`,
        ),
      },
    ]);
    expect((await podRow(order.id, fb, 200)).Late).toBe(true);
    expect((await podRow(order.id, fb, 201)).Late).toBe(false);
    expect((await podRow(order.id, fa, 200)).Late).toBe(false);
  });
});

describe("what rights cost", () => {
  /** The round trips to DB a request made, with D1's rows read and written of each (its own result metadata). */
  async function measured(path: string, options: Parameters<typeof call>[1]) {
    const requestId = `rights-cost-${crypto.randomUUID()}`;
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => {
      if (trip.origin === requestId && trip.database === "DB") trips.push(trip);
    });
    const res = await call(path, { ...options, headers: { "X-Request-Id": requestId } });
    instrument.reset();
    return { res, trips: trips.length, statements: trips.flatMap((t) => t.statements).length };
  }

  it("a read is one round trip, Set File Rights two, and publish keeps its two with the rights read in its first", async () => {
    const order = await draft({ AirEnd: "2030-12-31" });
    const fileId = order.files[0]?.FileID as number;
    // The key kept first (a key not yet cached costs one round trip more).
    await call(rightsOf(order.id, fileId));
    const get = await measured(rightsOf(order.id, fileId), {});
    expect(get.res.status).toBe(200);
    expect(get.trips).toBe(1);
    const put = await measured(rightsOf(order.id, fileId), { method: "PUT", body: { AirEnd: "2030-11-30" } });
    expect(put.res.status).toBe(200);
    expect(put.trips).toBe(2);
    const published = await measured(`${ORDERS}/${order.id}/publish`, { method: "PUT" });
    expect(published.res.status).toBe(200);
    expect(published.trips).toBe(2);
    console.log(
      `rights cost: GET {file}/rights ${get.trips} round trip; PUT ${put.trips} (${put.statements} statements); ` +
        `Publish Order ${published.trips} round trips (${published.statements} statements)`,
    );
  });
});
