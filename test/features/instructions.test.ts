/**
 * Traffic instructions (contract section 14): every rule of Set Traffic
 * Instructions, revisions before and after publish, what a destination sees,
 * CSV and the PDF sheet (rendered by poppler), the revisions list,
 * acknowledgements and the events.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { CSV_HEADER } from "../../src/features/instructions/instructions.render";
import { call, json, KEYS, problem, withContent } from "../helpers";
import { newBox, subscribe } from "./webhooks.support";

let serial = 0;
const adId = () => `INST${String(++serial).padStart(4, "0")}`;

/** A new Northwind draft to 200, 201 and 202 with two spots (content given), flight 2030-03-01..2030-03-31. */
async function draft(destinations = [200, 201, 202]) {
  const files = [adId(), adId()];
  const res = await call("/api/v1/ad/orders", {
    method: "POST",
    body: {
      Advertiser: "Lakeside Dental",
      FlightStartDate: "2030-03-01",
      FlightEndDate: "2030-03-31",
      Files: files.map((AdID, i) => ({ AdID, Title: `Smile ${i}`, Length: 30 })),
      Destinations: destinations,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const id = (await json(res)).OrderID as number;
  await withContent(id);
  return { id, files, path: `/api/v1/ad/orders/${id}/instructions` };
}

async function publish(id: number) {
  const res = await call(`/api/v1/ad/orders/${id}/publish`, { method: "PUT" });
  expect(res.status, await res.clone().text()).toBe(200);
}

const flight = (files: string[], extra: Record<string, unknown> = {}) => ({
  StartDate: "2030-03-01",
  EndDate: "2030-03-15",
  Rotation: [
    { AdID: files[0], Weight: 60 },
    { AdID: files[1], Weight: 40 },
  ],
  ...extra,
});

const DAYS_OF_WEEK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

const put = (path: string, body: unknown, key: string = KEYS.northwind) => call(path, { method: "PUT", key, body });

describe("Set Traffic Instructions", () => {
  it("on a draft replaces revision 1; after publish each PUT is a new revision, the earlier ones kept", async () => {
    const order = await draft();
    const first = await put(order.path, { Flights: [flight(order.files)] });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await json(first)).toMatchObject({
      OrderID: order.id,
      Revision: 1,
      CreatedBy: "Northwind Agency",
      Warnings: [],
    });
    const replaced = await json(await put(order.path, { Flights: [flight(order.files, { EndDate: "2030-03-10" })] }));
    expect(replaced.Revision).toBe(1);
    const rows = await env.DB.prepare("SELECT revision FROM instruction_revisions WHERE order_id = ?")
      .bind(order.id)
      .all();
    expect(rows.results).toEqual([{ revision: 1 }]);

    await publish(order.id);
    const second = await json(await put(order.path, { Flights: [flight(order.files, { EndDate: "2030-03-20" })] }));
    const third = await json(await put(order.path, { Flights: [flight(order.files, { EndDate: "2030-03-25" })] }));
    expect([second.Revision, third.Revision]).toEqual([2, 3]);

    const latest = await json(await call(order.path));
    expect([latest.Revision, latest.Flights[0].EndDate]).toEqual([3, "2030-03-25"]);
    const one = await json(await call(`${order.path}?revision=1`));
    expect([one.Revision, one.Flights[0].EndDate]).toEqual([1, "2030-03-10"]);
    const missing = await problem(await call(`${order.path}?revision=9`), 404);
    expect(missing.errors?.[0]).toMatchObject({ field: "revision", code: "instructions_not_found" });
  });

  it("answers each flight normalised: every day and all day spelt out, Destinations the order's when none are named", async () => {
    const order = await draft();
    const body = await json(await put(order.path, { Flights: [flight(order.files)] }));
    expect(body.Flights).toEqual([
      {
        Index: 0,
        StartDate: "2030-03-01",
        EndDate: "2030-03-15",
        Destinations: [200, 201, 202],
        Days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        Dayparts: [{ Start: "00:00", End: "24:00" }],
        Rotation: [
          { AdID: order.files[0], Weight: 60 },
          { AdID: order.files[1], Weight: 40 },
        ],
      },
    ]);
    expect(body.Acknowledgements.map((a: { OrganizationID: number }) => a.OrganizationID)).toEqual([200, 201, 202]);
  });

  it("refuses a rotation that does not sum to exactly 100: 422 rotation_total", async () => {
    const order = await draft();
    for (const weights of [
      [60, 30],
      [60, 50],
    ]) {
      const body = {
        Flights: [flight(order.files, { Rotation: order.files.map((AdID, i) => ({ AdID, Weight: weights[i] })) })],
      };
      const p = await problem(await put(order.path, body), 422);
      expect(p.errors).toEqual([
        {
          field: "Flights[0].Rotation",
          code: "rotation_total",
          message: expect.stringContaining(`${(weights[0] ?? 0) + (weights[1] ?? 0)}`),
        },
      ]);
    }
    const single = { Flights: [flight(order.files, { Rotation: [{ AdID: order.files[0], Weight: 100 }] })] };
    expect((await put(order.path, single)).status).toBe(200);
  });

  it("names every failing field in one 422: schema, flight rules and the order's rules together", async () => {
    const order = await draft([200, 201]);
    const body = {
      Flights: [
        flight(order.files, { Days: ["Mon", "Funday"], Destinations: [200, 202] }),
        flight(order.files, {
          EndDate: "2030-02-01",
          Rotation: [
            { AdID: "NOPE0001", Weight: 50 },
            { AdID: order.files[1], Weight: 40 },
          ],
        }),
        flight(order.files, { Dayparts: [{ Start: "10:00", End: "09:00" }] }),
        {
          StartDate: "2030-03-01",
          EndDate: "2030-03-31",
          Rotation: [{ AdID: order.files[0]?.toLowerCase(), Weight: 100 }],
        },
        flight(order.files, {
          StartDate: "2030-04-01",
          EndDate: "2030-04-05",
          Destinations: [201],
          Dayparts: [{ Start: "06:00", End: "12:00" }],
        }),
        flight(order.files, {
          StartDate: "2030-04-03",
          EndDate: "2030-04-09",
          Destinations: [201],
          Dayparts: [{ Start: "11:00", End: "13:00" }],
        }),
      ],
    };
    const p = await problem(await put(order.path, body), 422);
    expect(p.errors?.map((e) => [e.field, e.code])).toEqual([
      ["Flights[0].Days[1]", "invalid_value"],
      ["Flights[1].EndDate", "out_of_range"],
      ["Flights[1].Rotation", "rotation_total"],
      ["Flights[1].Rotation[0].AdID", "not_found"],
      ["Flights[2].Dayparts[0].End", "out_of_range"],
      ["Flights[3]", "overlap"],
      ["Flights[5]", "overlap"],
    ]);
  });

  it("names a destination that is not the order's, and a spot that is not its file", async () => {
    const order = await draft([200, 201]);
    const body = {
      Flights: [
        flight(order.files, { Destinations: [200, 202] }),
        flight(order.files, {
          StartDate: "2030-03-16",
          EndDate: "2030-03-31",
          Rotation: [
            { AdID: "NOPE0001", Weight: 50 },
            { AdID: order.files[1], Weight: 50 },
          ],
        }),
      ],
    };
    const p = await problem(await put(order.path, body), 422);
    expect(p.errors?.map((e) => [e.field, e.code])).toEqual([
      ["Flights[0].Destinations[1]", "not_a_destination"],
      ["Flights[1].Rotation[0].AdID", "not_found"],
    ]);
  });

  it("refuses two flights for one destination sharing a date, a day and a daypart; lets those that differ in any pass", async () => {
    const order = await draft([200, 201]);
    const base = flight(order.files, { Days: ["Mon", "Wed"], Dayparts: [{ Start: "06:00", End: "10:00" }] });
    const differing = [
      { ...base, Destinations: [201] }, // another destination
      { ...base, StartDate: "2030-03-16", EndDate: "2030-03-31" }, // other dates
      { ...base, Days: ["Tue", "Thu"] }, // other days
      { ...base, Dayparts: [{ Start: "10:00", End: "12:00" }] }, // other hours: 10:00 ends the first
      { ...base, StartDate: "2030-03-12", EndDate: "2030-03-12", Days: ["Mon", "Tue"] }, // shared dates hold a Tuesday only
    ];
    for (const other of differing) {
      const res = await put(order.path, { Flights: [{ ...base, Destinations: [200] }, other] });
      expect(res.status, `${JSON.stringify(other)}: ${await res.clone().text()}`).toBe(200);
    }
    const p = await problem(
      await put(order.path, { Flights: [base, { ...base, Dayparts: [{ Start: "09:30", End: "11:00" }] }] }),
      422,
    );
    expect(p.errors).toEqual([
      { field: "Flights[1]", code: "overlap", message: expect.stringContaining("Flights[0]") },
    ]);
  });

  it("takes dates of every year from 0000 to 9999: a flight ending 9999-12-31, and an overlap refused in 0050 as in 2050", async () => {
    const order = await draft([200]);
    const last = await put(order.path, { Flights: [flight(order.files, { EndDate: "9999-12-31" })] });
    expect(last.status, await last.clone().text()).toBe(200);
    const first = await put(order.path, { Flights: [flight(order.files, { StartDate: "0000-01-01" })] });
    expect(first.status, await first.clone().text()).toBe(200);
    for (const year of ["2050", "0050"]) {
      const dates = { StartDate: `${year}-03-01`, EndDate: `${year}-03-15` };
      const res = await put(order.path, { Flights: [flight(order.files, dates), flight(order.files, dates)] });
      expect(
        (await problem(res, 422)).errors?.map((e) => e.code),
        year,
      ).toEqual(["overlap"]);
    }
    // 9999-12-31 was a Friday: a Friday flight that day overlaps, a Saturday one has no day in it.
    const end = { StartDate: "9999-12-25", EndDate: "9999-12-31" };
    const friday = await put(order.path, {
      Flights: [flight(order.files, { ...end, Days: ["Fri"] }), flight(order.files, { ...end, Days: ["Fri"] })],
    });
    expect((await problem(friday, 422)).errors?.map((e) => e.code)).toEqual(["overlap"]);
    const lastDay = { StartDate: "9999-12-31", EndDate: "9999-12-31" };
    const saturday = await put(order.path, {
      Flights: [flight(order.files, { ...lastDay, Days: ["Sat"] }), flight(order.files, { ...lastDay, Days: ["Sat"] })],
    });
    expect(saturday.status, await saturday.clone().text()).toBe(200);
  });

  it("names at most 100 failing fields of a huge list, saying how many more there were; Days holds at most 7", async () => {
    const order = await draft([200]);
    const res = await put(order.path, { Flights: [flight(order.files, { Days: Array(30_000).fill("Xyz") })] });
    const text = await res.clone().text();
    const body = await problem(res, 422);
    expect(body.errors).toHaveLength(100);
    expect(body.detail).toContain("30,000 fields break a rule");
    expect(body.detail).toContain("29,900 more");
    expect(text.length).toBeLessThan(20_000);
    const eight = await put(order.path, { Flights: [flight(order.files, { Days: [...DAYS_OF_WEEK, "Mon"] })] });
    expect((await problem(eight, 422)).errors?.map((e) => [e.field, e.code])).toEqual([
      ["Flights[0].Days", "too_long"],
    ]);
  });

  it("warns of a flight outside the order's flight, and of notes' HTML removed; never blocks", async () => {
    const order = await draft();
    const res = await put(order.path, {
      Flights: [flight(order.files, { StartDate: "2030-02-20", EndDate: "2030-03-05" })],
      Notes: "Favor the <b>:30</b> <script>x()</script>",
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.Warnings.map((w: { Code: string; Field: string }) => [w.Code, w.Field])).toEqual([
      ["outside_order_flight", "Flights[0]"],
      ["html_removed", "Notes"],
    ]);
    expect(body.Notes).toBe("Favor the <b>:30</b>");
    // Notes of at most 4000 characters, counted as sent.
    const long = await problem(await put(order.path, { Flights: [flight(order.files)], Notes: "é".repeat(4001) }), 422);
    expect(long.errors?.map((e) => [e.field, e.code])).toEqual([["Notes", "too_long"]]);
    expect((await put(order.path, { Flights: [flight(order.files)], Notes: "é".repeat(4000) })).status).toBe(200);
  });

  it("takes XML (root TrafficInstructions) and answers XML", async () => {
    const order = await draft();
    const xml =
      "<TrafficInstructions><Flights><Flight><StartDate>2030-03-01</StartDate><EndDate>2030-03-07</EndDate>" +
      "<Destinations><OrganizationID>200</OrganizationID></Destinations><Days><Day>Sat</Day><Day>Sun</Day></Days>" +
      "<Dayparts><Daypart><Start>06:00</Start><End>09:00</End></Daypart></Dayparts><Rotation><Spot>" +
      `<AdID>${order.files[0]}</AdID><Weight>100</Weight></Spot></Rotation></Flight></Flights>` +
      "<Notes>Weekend mornings.</Notes></TrafficInstructions>";
    const res = await call(order.path, { method: "PUT", body: xml, accept: "application/xml" });
    expect(res.status, await res.clone().text()).toBe(200);
    const text = await res.text();
    expect(text).toContain("<Days><Day>Sat</Day><Day>Sun</Day></Days>");
    expect(text).toContain(`<Rotation><Spot><AdID>${order.files[0]}</AdID><Weight>100</Weight></Spot></Rotation>`);
    expect(text).toContain("<Revision>1</Revision>");
  });

  it("is the owner's alone: a destination 403, a stranger 404; a cancelled order 409 to its owner", async () => {
    const order = await draft();
    await publish(order.id);
    const body = { Flights: [flight(order.files)] };
    await problem(await put(order.path, body, KEYS.wxyz), 403);
    await problem(await put(order.path, body, KEYS.harborlight), 404);
    expect((await call(`/api/v1/ad/orders/${order.id}`, { method: "DELETE" })).status).toBe(200);
    const cancelled = await problem(await put(order.path, body), 409);
    expect(cancelled.detail).toContain("Cancelled");
    await problem(await put(order.path, body, KEYS.wxyz), 404);
  });
});

describe("Traffic Instructions (read)", () => {
  it("is 404 instructions_not_found before any are set; a draft's are its owner's alone", async () => {
    const order = await draft();
    const none = await problem(await call(order.path), 404);
    expect(none.errors?.[0]?.code).toBe("instructions_not_found");
    await put(order.path, { Flights: [flight(order.files)] });
    await problem(await call(order.path, { key: KEYS.wxyz }), 404);
  });

  it("shows a destination only the flights naming an organization it acts for (or none), their Destinations cut to those", async () => {
    const order = await draft();
    await put(order.path, {
      Flights: [
        flight(order.files, { Destinations: [200, 202] }),
        flight(order.files, { Destinations: [201] }),
        flight(order.files, { StartDate: "2030-03-16", EndDate: "2030-03-31" }),
      ],
    });
    await publish(order.id);
    const view = async (key: string) => {
      const body = await json(await call(order.path, { key }));
      return {
        flights: body.Flights.map((f: { Index: number; Destinations: number[] }) => [f.Index, f.Destinations]),
        acks: body.Acknowledgements.map((a: { OrganizationID: number }) => a.OrganizationID),
      };
    };
    expect(await view(KEYS.northwind)).toEqual({
      flights: [
        [0, [200, 202]],
        [1, [201]],
        [2, [200, 201, 202]],
      ],
      acks: [200, 201, 202],
    });
    expect(await view(KEYS.wxyz)).toEqual({
      flights: [
        [0, [200]],
        [2, [200]],
      ],
      acks: [200],
    });
    expect(await view(KEYS.dana)).toEqual({
      flights: [
        [0, [200]],
        [2, [200]],
      ],
      acks: [200],
    });
    expect(await view(KEYS.summit)).toEqual({
      flights: [
        [0, [200]],
        [1, [201]],
        [2, [200, 201]],
      ],
      acks: [200, 201],
    });
    await problem(await call(order.path, { key: KEYS.harborlight }), 404);
  });

  it("answers Accept: text/csv with one line a flight, destination and AdID under the contract's header", async () => {
    const order = await draft([200, 201]);
    await put(order.path, {
      Flights: [
        flight(order.files, {
          Destinations: [200],
          Days: ["Mon", "Fri"],
          Dayparts: [
            { Start: "06:00", End: "10:00" },
            { Start: "16:00", End: "19:00" },
          ],
        }),
        flight(order.files, {
          StartDate: "2030-03-16",
          EndDate: "2030-03-31",
          Rotation: [{ AdID: order.files[1], Weight: 100 }],
        }),
      ],
    });
    await publish(order.id);
    const res = await call(order.path, { accept: "text/csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/csv/);
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe("order_id,revision,organization_id,start_date,end_date,days,dayparts,ad_id,weight");
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines.slice(1)).toEqual(
      [
        `${order.id},2,200,2030-03-01,2030-03-15,Mon Fri,06:00-10:00 16:00-19:00,${order.files[0]},60`,
        `${order.id},2,200,2030-03-01,2030-03-15,Mon Fri,06:00-10:00 16:00-19:00,${order.files[1]},40`,
        `${order.id},2,200,2030-03-16,2030-03-31,Mon Tue Wed Thu Fri Sat Sun,00:00-24:00,${order.files[1]},100`,
        `${order.id},2,201,2030-03-16,2030-03-31,Mon Tue Wed Thu Fri Sat Sun,00:00-24:00,${order.files[1]},100`,
        "",
      ].map((line) => line.replace(",2,", ",1,")),
    );
    // A destination's CSV holds its own lines only.
    const station = (await (await call(order.path, { key: KEYS.wxyz, accept: "text/csv" })).text()).split("\r\n");
    expect(station.filter((l) => l.includes(",201,"))).toEqual([]);
    expect(station).toHaveLength(5);
    // JSON stays the default, and wins a tie listed first.
    expect((await call(order.path, { accept: "*/*" })).headers.get("Content-Type")).toMatch(/^application\/json/);
    expect((await call(order.path, { accept: "application/json, text/csv" })).headers.get("Content-Type")).toMatch(
      /^application\/json/,
    );
    expect((await call(order.path, { accept: "text/html" })).status).toBe(406);
  });

  it("answers Accept: application/pdf with a sheet poppler renders, showing the order, its flights, rotation and notes", async () => {
    const order = await draft([200, 201]);
    await put(order.path, {
      Flights: [
        flight(order.files, {
          Destinations: [200],
          Days: ["Mon", "Fri"],
          Dayparts: [{ Start: "06:00", End: "10:00" }],
        }),
        flight(order.files, { Destinations: [201], StartDate: "2030-03-16", EndDate: "2030-03-31" }),
      ],
      // Helvetica shows Latin-1 (Détroit); what it cannot (東京) is shown as "?" rather than failing the sheet.
      Notes: "Favor the <b>:30</b> in morning drive (Détroit, 東京).",
    });
    const res = await call(order.path, { accept: "application/pdf" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    const rendered = await (await fetch("https://poppler.test/", { method: "POST", body: pdf })).json<{
      pages: number;
      pngBytes: number[];
      text: string;
      errors: string;
      status: number;
    }>();
    expect(rendered.errors).toBe("");
    expect(rendered.status).toBe(0);
    expect(rendered.pages).toBe(1);
    expect(rendered.pngBytes[0]).toBeGreaterThan(2000);
    const text = rendered.text.replace(/\s+/g, " ");
    for (const shown of [
      `Order ${order.id}`,
      "Revision 1",
      "Advertiser: Lakeside Dental",
      "2030-03-01 to",
      "2030-03-15",
      "Mon Fri",
      "06:00-10:00",
      "WXYZ-TV",
      "KLMN-FM",
      `${order.files[0]} 60%`,
      `${order.files[1]} 40%`,
      "Favor the :30 in morning drive (Détroit, ??).",
    ]) {
      expect(text, shown).toContain(shown);
    }
  });
});

describe("Traffic Instructions Revisions", () => {
  it("lists the revisions newest first, paged, with the flights the caller sees", async () => {
    const order = await draft();
    await put(order.path, { Flights: [flight(order.files, { Destinations: [201] })] });
    await publish(order.id);
    await put(order.path, { Flights: [flight(order.files)] });
    await put(order.path, { Flights: [flight(order.files, { Destinations: [202] })] });
    const all = await json(await call(`${order.path}/revisions`));
    expect(all.map((r: { Revision: number; FlightCount: number }) => [r.Revision, r.FlightCount])).toEqual([
      [3, 1],
      [2, 1],
      [1, 1],
    ]);
    const wxyz = await json(await call(`${order.path}/revisions`, { key: KEYS.wxyz }));
    expect(wxyz.map((r: { FlightCount: number }) => r.FlightCount)).toEqual([0, 1, 0]);
    const first = await call(`${order.path}/revisions?limit=2`);
    expect((await json(first)).map((r: { Revision: number }) => r.Revision)).toEqual([3, 2]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("Link") ?? "")?.[1] as string;
    expect((await json(await call(next))).map((r: { Revision: number }) => r.Revision)).toEqual([1]);
    await problem(await call(`${order.path}/revisions`, { key: KEYS.harborlight }), 404);
  });
});

describe("Acknowledge Traffic Instructions", () => {
  const ack = (path: string, body: unknown, key: string) =>
    call(`${path}/acknowledgements`, { method: "POST", key, body });

  it("records a destination's acknowledgement; the same again keeps the first; an older one than acknowledged is 409", async () => {
    const order = await draft();
    await put(order.path, { Flights: [flight(order.files)] });
    await publish(order.id);
    await put(order.path, { Flights: [flight(order.files, { EndDate: "2030-03-20" })] });
    const second = await ack(order.path, { Revision: 2 }, KEYS.dana);
    expect(second.status, await second.clone().text()).toBe(201);
    const recorded = await json(second);
    expect(recorded).toMatchObject({
      OrderID: order.id,
      OrganizationID: 200,
      Revision: 2,
      AcknowledgedBy: "Dana Whitfield",
    });
    const again = await json(await ack(order.path, { Revision: 2 }, KEYS.wxyz));
    expect(again).toEqual(recorded);
    const older = await problem(await ack(order.path, { Revision: 1 }, KEYS.wxyz), 409);
    expect(older.detail).toContain("revision 2");
    const read = await json(await call(order.path));
    expect(read.Acknowledgements[0]).toEqual({
      OrganizationID: 200,
      Revision: 2,
      AcknowledgedAt: recorded.AcknowledgedAt,
      AcknowledgedBy: "Dana Whitfield",
    });
    expect(read.Acknowledgements[1]).toMatchObject({ OrganizationID: 201, Revision: null });
  });

  it("lets a group acknowledge for a station it names; refuses what it may not name", async () => {
    const order = await draft();
    await put(order.path, { Flights: [flight(order.files)] });
    await publish(order.id);
    const unnamed = await problem(await ack(order.path, { Revision: 1 }, KEYS.summit), 422);
    expect(unnamed.errors?.[0]).toMatchObject({ field: "OrganizationID", code: "required" });
    const named = await json(await ack(order.path, { Revision: 1, OrganizationID: 201 }, KEYS.summit));
    expect(named).toMatchObject({ OrganizationID: 201, Revision: 1, AcknowledgedBy: "Summit Broadcasting" });
    await problem(await ack(order.path, { Revision: 1, OrganizationID: 202 }, KEYS.summit), 403);
    await problem(await ack(order.path, { Revision: 1 }, KEYS.northwind), 403);
    const missing = await problem(await ack(order.path, { Revision: 5 }, KEYS.wxyz), 422);
    expect(missing.errors?.[0]).toMatchObject({ field: "Revision", code: "not_found" });
    await problem(await ack(order.path, { Revision: 1 }, KEYS.harborlight), 404);
    const other = await draft([201]);
    await put(other.path, { Flights: [flight(other.files)] });
    await publish(other.id);
    const notOne = await problem(await ack(other.path, { Revision: 1, OrganizationID: 200 }, KEYS.summit), 422);
    expect(notOne.errors?.[0]).toMatchObject({ field: "OrganizationID", code: "not_a_destination" });
    // Summit acts for one destination of that order: named or not, it is KLMN-FM's.
    expect(await json(await ack(other.path, { Revision: 1 }, KEYS.summit))).toMatchObject({ OrganizationID: 201 });
  });
});

describe("the events", () => {
  const eventsOf = async (type: string, orderId: number) =>
    (
      await env.DB.prepare(
        "SELECT organization_id AS org, data FROM webhook_events WHERE type = ? AND json_extract(data, '$.OrderID') = ? ORDER BY id",
      )
        .bind(type, orderId)
        .all<{ org: number; data: string }>()
    ).results.map((r) => ({ org: r.org, data: JSON.parse(r.data) }));

  it("tells the destinations and their groups of a revision after publish (not of a draft's), and the owner of an acknowledgement", async () => {
    await subscribe(KEYS.wxyz, newBox(), ["order.instructions_revised"]);
    await subscribe(KEYS.summit, newBox(), ["*"]);
    await subscribe(KEYS.northwind, newBox(), ["order.instructions_acknowledged"]);
    const order = await draft([200, 201]);
    await put(order.path, { Flights: [flight(order.files)] });
    expect(await eventsOf("order.instructions_revised", order.id)).toEqual([]);
    await publish(order.id);
    await put(order.path, { Flights: [flight(order.files, { EndDate: "2030-03-20" })] });
    const revised = await eventsOf("order.instructions_revised", order.id);
    expect(revised.map((e) => e.org).sort()).toEqual([200, 300]);
    expect(revised.find((e) => e.org === 300)?.data).toMatchObject({
      OrderID: order.id,
      Revision: 2,
      Destinations: [200, 201],
    });
    expect(revised.find((e) => e.org === 200)?.data.Destinations).toEqual([200]);

    await call(`${order.path}/acknowledgements`, { method: "POST", key: KEYS.wxyz, body: { Revision: 2 } });
    await call(`${order.path}/acknowledgements`, { method: "POST", key: KEYS.wxyz, body: { Revision: 2 } });
    const acknowledged = await eventsOf("order.instructions_acknowledged", order.id);
    expect(acknowledged).toEqual([
      {
        org: 100,
        data: expect.objectContaining({
          OrderID: order.id,
          OrganizationID: 200,
          Revision: 2,
          AcknowledgedBy: "WXYZ-TV",
        }),
      },
    ]);
  });
});

describe("concurrent writes and their events", () => {
  const eventsOf = async (type: string, orderId: number, org: number) =>
    (
      await env.DB.prepare(
        "SELECT data FROM webhook_events WHERE type = ? AND organization_id = ? AND json_extract(data, '$.OrderID') = ? ORDER BY id",
      )
        .bind(type, org, orderId)
        .all<{ data: string }>()
    ).results.map((r) => JSON.parse(r.data));

  it("twenty PUTs at once: revisions 1 to 20, and each event names the revision its own write made", async () => {
    await subscribe(KEYS.wxyz, newBox(), ["order.instructions_revised"]);
    const order = await draft([200]);
    await publish(order.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        put(order.path, { Flights: [flight(order.files, { EndDate: `2030-03-${String(i + 10).padStart(2, "0")}` })] }),
      ),
    );
    const made = await Promise.all(answers.map(async (res) => (await json(res)).Revision as number));
    expect([...made].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const events = await eventsOf("order.instructions_revised", order.id, 200);
    expect(events.map((e) => e.Revision).sort((a: number, b: number) => a - b)).toEqual(made.sort((a, b) => a - b));
    // Each event's revision is the one written at its CreatedAt by its write.
    const rows = await env.DB.prepare("SELECT revision, created_at FROM instruction_revisions WHERE order_id = ?")
      .bind(order.id)
      .all<{ revision: number; created_at: string }>();
    const at = new Map(rows.results.map((r) => [r.revision, r.created_at]));
    for (const e of events) expect(e.CreatedAt).toBe(at.get(e.Revision));
  });

  it("twenty first acknowledgements at once, in one millisecond: one AcknowledgedAt, one order.instructions_acknowledged", async () => {
    await subscribe(KEYS.northwind, newBox(), ["order.instructions_acknowledged"]);
    const order = await draft([200]);
    await put(order.path, { Flights: [flight(order.files)] });
    await publish(order.id);
    // The clock stands still: every acknowledgement is made at the same moment, as two in one millisecond are.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(`${order.path}/acknowledgements`, { method: "POST", key: KEYS.wxyz, body: { Revision: 1 } }),
        ),
      );
      const acknowledged = await Promise.all(answers.map(async (res) => (await json(res)).AcknowledgedAt as string));
      expect(new Set(acknowledged).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await eventsOf("order.instructions_acknowledged", order.id, 100)).toHaveLength(1);
  });
});

describe("a fault in the middle of the write", () => {
  it("leaves no revision behind when a later statement of its batch fails", async () => {
    const { instrument } = await import("../instrument");
    const order = await draft();
    await publish(order.id);
    const requestId = `instructions-fault-${crypto.randomUUID()}`;
    instrument.failWhen(
      (s, at) => at.origin === requestId && at.method === "batch" && /^insert into "asrun_checks"/i.test(s.sql),
      { times: 1 },
    );
    const res = await call(order.path, {
      method: "PUT",
      body: { Flights: [flight(order.files)] },
      headers: { "X-Request-Id": requestId },
    });
    instrument.reset();
    expect(res.status).toBe(500);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM instruction_revisions WHERE order_id = ?")
      .bind(order.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
