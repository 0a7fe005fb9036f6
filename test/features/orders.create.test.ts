/** Create Order and Create Long Form Order: JSON and XML, every rule, warnings, nothing written on a 422. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays, easternDayOf, type LocalDateTime } from "../../src/http/dates";
import { call, json, KEYS, problem } from "../helpers";

const ORDERS = "/api/v1/ad/orders";
const LONG_FORM = "/api/v1/ad/longformorders";

const day = (t: LocalDateTime) => `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
/** An Eastern Time day relative to today. */
const easternDay = (offset: number) => day(addDays(easternDayOf(new Date()), offset));

const spot = (overrides: Record<string, unknown> = {}) => ({
  Advertiser: "Great Lakes Credit Union",
  Files: [{ AdID: "GLCU0099000H", Title: "Spring Rates :30", Length: 30 }],
  Destinations: [200, 201],
  ...overrides,
});

async function counts() {
  const row = await env.DB.prepare(
    "SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM files) AS files, (SELECT count(*) FROM destinations) AS destinations",
  ).first<{ orders: number; files: number; destinations: number }>();
  return row;
}

/** Posts a body that must be refused with 422 and answers its `errors`, checking nothing was written. */
async function refused(path: string, body: unknown) {
  const before = await counts();
  const res = await call(path, { method: "POST", body });
  const problemBody = await problem(res, 422);
  expect(await counts()).toEqual(before);
  return problemBody.errors ?? [];
}

describe("Create Order in JSON", () => {
  it("creates a draft and answers 201 with Location, FileIDs, defaults and null for what was not given", async () => {
    const res = await call(ORDERS, {
      method: "POST",
      body: {
        Advertiser: "  Great Lakes Credit Union  ",
        Brand: "GLCU",
        PurchaseOrder: "NW-1",
        FlightStartDate: easternDay(20),
        FlightEndDate: easternDay(40),
        Files: [
          { AdID: "glcu0099001h", Title: "Spring Rates :30", Length: 30 },
          { AdID: "GLCU0099002", Title: "Spring Rates :60 (Radio)", Length: 60, Format: "Audio" },
        ],
        Destinations: [201, 200],
      },
    });
    expect(res.status).toBe(201);
    const order = await json(res);
    expect(res.headers.get("Location")).toBe(`${ORDERS}/${order.OrderID}`);
    expect(order).toEqual({
      OrderID: expect.any(Number),
      OrderType: "Spot",
      Status: "Draft",
      Advertiser: "Great Lakes Credit Union",
      Brand: "GLCU",
      Product: null,
      PurchaseOrder: "NW-1",
      Priority: "Standard",
      FlightStartDate: easternDay(20),
      FlightEndDate: easternDay(40),
      TrafficInstructions: null,
      ProgramTitle: null,
      Episode: null,
      Files: [
        { FileID: expect.any(Number), AdID: "GLCU0099001H", Title: "Spring Rates :30", Length: 30, Format: "HD" },
        {
          FileID: expect.any(Number),
          AdID: "GLCU0099002",
          Title: "Spring Rates :60 (Radio)",
          Length: 60,
          Format: "Audio",
        },
      ],
      Destinations: [201, 200],
      CreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      UpdatedAt: order.CreatedAt,
      PublishedAt: null,
      CreatedBy: "Northwind Agency",
      Warnings: [],
    });
    expect(order.OrderID).toBeGreaterThan(5022);
    expect(order.Files[0].FileID).not.toBe(order.Files[1].FileID);

    const stored = await env.DB.prepare(
      "SELECT owner_organization_id AS owner, created_by_key_id AS keyId, status FROM orders WHERE id = ?",
    )
      .bind(order.OrderID)
      .first();
    expect(stored).toEqual({ owner: 100, keyId: 1, status: "Draft" });
    const { results: destinations } = await env.DB.prepare(
      "SELECT organization_id AS id, position FROM destinations WHERE order_id = ? ORDER BY position",
    )
      .bind(order.OrderID)
      .all();
    expect(destinations).toEqual([
      { id: 201, position: 0 },
      { id: 200, position: 1 },
    ]);

    const { Warnings: _, ...record } = order;
    const detail = await call(res.headers.get("Location") ?? "");
    expect(await json(detail)).toEqual(record);
  });

  it("matches property names case-insensitively and ignores unknown ones", async () => {
    const res = await call(ORDERS, {
      method: "POST",
      body: {
        advertiser: "Lowercase Motors",
        PRIORITY: "Rush",
        unknown: "ignored",
        files: [{ adid: "LOWC0000001", title: "Lower :15", length: "15", format: "SD" }],
        destinations: ["201"],
      },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      Advertiser: "Lowercase Motors",
      Priority: "Rush",
      Files: [{ AdID: "LOWC0000001", Title: "Lower :15", Length: 15, Format: "SD" }],
      Destinations: [201],
    });
  });

  it("lets only an agency's keys create an order, owned by the key's organization", async () => {
    const res = await call(ORDERS, { method: "POST", key: KEYS.harborlight, body: spot() });
    expect(res.status).toBe(201);
    const order = await json(res);
    expect(order.CreatedBy).toBe("Harbor Light Agency");
    const owner = await env.DB.prepare("SELECT owner_organization_id AS id FROM orders WHERE id = ?")
      .bind(order.OrderID)
      .first<{ id: number }>();
    expect(owner?.id).toBe(400);
  });

  it.each([
    ["a station's", KEYS.wxyz, "WXYZ-TV, a destination"],
    ["a station contact's", KEYS.dana, "WXYZ-TV, a destination"],
    ["a station group's", KEYS.summit, "Summit Broadcasting, a station group"],
    ["a label's", KEYS.blueharbor, "Blue Harbor Records, a record label"],
  ])("refuses %s key with a 403 and writes nothing", async (_who, key, says) => {
    const count = () => env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();
    const before = await count();
    for (const path of [ORDERS, "/api/v1/ad/longformorders"]) {
      const body =
        path === ORDERS
          ? spot()
          : { ...spot(), ProgramTitle: "Hour", Files: [{ AdID: "LONG0000009H", Title: "Hour", Length: 1800 }] };
      const refused = await problem(await call(path, { method: "POST", key, body }), 403);
      expect(refused.detail).toBe(`Only an agency sends orders; this API key is of ${says}.`);
    }
    expect(await count()).toEqual(before);
  });

  it("never makes a station group the owner of its stations' orders through group access", async () => {
    // An order a station owned (made before only agencies sent orders): its draft is its own, not its group's.
    const { meta } = await env.DB.prepare(
      "INSERT INTO orders (order_type, status, owner_organization_id, owner_name, advertiser) VALUES ('Spot', 'Draft', 200, 'WXYZ-TV', 'Legacy')",
    ).run();
    const id = meta.last_row_id;
    expect((await call(`${ORDERS}/${id}`, { key: KEYS.wxyz })).status).toBe(200);
    await problem(await call(`${ORDERS}/${id}`, { key: KEYS.summit }), 404);
    await problem(await call(`${ORDERS}/${id}/publish`, { method: "PUT", key: KEYS.summit }), 404);
    await problem(await call(`${ORDERS}/${id}`, { method: "DELETE", key: KEYS.summit }), 404);
  });
});

describe("Create Order in XML", () => {
  it("reads a single <File> and a single <OrganizationID> as lists, with any case of element names", async () => {
    const xml = `<?xml version="1.0"?>
      <Order>
        <advertiser>Harbor Pine Bank</advertiser>
        <Priority>Rush</Priority>
        <FILES><File><AdID>hpbk0000001d</AdID><Title>Open :30</Title><Length>30</Length></File></FILES>
        <Destinations><OrganizationID>202</OrganizationID></Destinations>
      </Order>`;
    const res = await call(ORDERS, { method: "POST", body: xml, contentType: "text/xml; charset=utf-8" });
    expect(res.status).toBe(201);
    const order = await json(res);
    expect(order).toMatchObject({
      Advertiser: "Harbor Pine Bank",
      Priority: "Rush",
      Files: [{ AdID: "HPBK0000001D", Title: "Open :30", Length: 30, Format: "HD" }],
      Destinations: [202],
    });
  });

  it("answers in XML with <Files><File>, <Destinations><OrganizationID> and <Warnings><Warning>", async () => {
    const xml =
      "<Order><Advertiser>Pine Bank</Advertiser><Files><File><AdID>PINE0000001</AdID><Title>T</Title><Length>30</Length></File>" +
      "<File><AdID>PINE1234</AdID><Title>U</Title><Length>15</Length><Format>SD</Format></File></Files>" +
      "<Destinations><OrganizationID>200</OrganizationID><OrganizationID>202</OrganizationID></Destinations></Order>";
    const res = await call(ORDERS, { method: "POST", body: xml, accept: "application/xml" });
    expect(res.status).toBe(201);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const text = await res.text();
    const id = /<OrderID>(\d+)<\/OrderID>/.exec(text)?.[1];
    expect(res.headers.get("Location")).toBe(`${ORDERS}/${id}`);
    expect(text).toMatch(
      /^<\?xml[^>]*\?><Order xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance"><OrderID>\d+<\/OrderID><OrderType>Spot<\/OrderType><Status>Draft<\/Status>/,
    );
    expect(text).toMatch(
      /<Files><File><FileID>\d+<\/FileID><AdID>PINE0000001<\/AdID><Title>T<\/Title><Length>30<\/Length><Format>HD<\/Format><\/File><File><FileID>\d+<\/FileID><AdID>PINE1234<\/AdID>/,
    );
    expect(text).toContain(
      "<Destinations><OrganizationID>200</OrganizationID><OrganizationID>202</OrganizationID></Destinations>",
    );
    expect(text).toContain(
      "<Warnings><Warning><Code>destination_offline</Code><Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message><Field>Destinations[1]</Field></Warning></Warnings>",
    );
    expect(text).toContain('<PublishedAt xsi:nil="true"/>');
    expect(text).toContain("<CreatedBy>Northwind Agency</CreatedBy>");
  });

  it("answers an XML 422 as problem+xml naming the fields", async () => {
    const res = await call(ORDERS, {
      method: "POST",
      body: "<Order><Files><File><AdID>x</AdID><Title>T</Title><Length>30</Length></File></Files><Destinations><OrganizationID>100</OrganizationID></Destinations></Order>",
      accept: "application/xml",
    });
    expect(res.status).toBe(422);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
    const text = await res.text();
    expect(text).toContain("<field>Advertiser</field><code>required</code>");
    expect(text).toContain("<field>Files[0].AdID</field><code>invalid_format</code>");
    expect(text).toContain("<field>Destinations[0]</field><code>not_found</code>");
  });

  it.each([
    ["a wrong root element", "<Orders><Advertiser>A</Advertiser></Orders>", /root element must be <Order>/],
    ["malformed XML", "<Order><Advertiser>A</Order>", /not well-formed/],
    ["a DOCTYPE", '<!DOCTYPE x [<!ENTITY a "b">]><Order><Advertiser>&a;</Advertiser></Order>', /DOCTYPE/],
  ])("refuses %s with a 400", async (_, xml, detail) => {
    const before = await counts();
    const body = await problem(await call(ORDERS, { method: "POST", body: xml }), 400);
    expect(body.detail).toMatch(detail);
    expect(await counts()).toEqual(before);
  });
});

describe("Create Order: validation", () => {
  it("names every failing field at once, schema and database rules together, and writes nothing", async () => {
    const errors = await refused(ORDERS, {
      Brand: "b".repeat(101),
      Priority: "Urgent",
      FlightStartDate: "2030-03-10",
      FlightEndDate: "2030-03-01",
      Files: [
        { AdID: "ABCD1234", Title: "One", Length: 30 },
        { AdID: "0BCD1234567", Title: "Two", Length: 0, Format: "4K" },
        { AdID: "abcd1234", Title: "", Length: 30.5 },
      ],
      Destinations: [200, 100, 200, 987654, "x"],
    });
    expect(errors).toEqual([
      { field: "Advertiser", code: "required", message: "is required" },
      { field: "Brand", code: "too_long", message: "must be at most 100 characters" },
      { field: "Priority", code: "invalid_value", message: "must be Standard or Rush" },
      { field: "Files[1].AdID", code: "invalid_format", message: expect.stringContaining("must be an Ad-ID") },
      { field: "Files[1].Length", code: "out_of_range", message: "must be from 1 to 3600 seconds" },
      { field: "Files[1].Format", code: "invalid_value", message: "must be HD, SD or Audio" },
      { field: "Files[2].Title", code: "required", message: "is required" },
      { field: "Files[2].Length", code: "out_of_range", message: "must be a whole number of seconds" },
      { field: "Destinations[4]", code: "invalid_type", message: "must be an organization ID (a positive integer)" },
      { field: "Files[2].AdID", code: "duplicate", message: "repeats the AdID of Files[0]" },
      { field: "FlightEndDate", code: "out_of_range", message: "must not be before FlightStartDate" },
      { field: "Destinations[1]", code: "not_found", message: "100 is not a destination organization" },
      { field: "Destinations[2]", code: "duplicate", message: "repeats Destinations[0]" },
      { field: "Destinations[3]", code: "not_found", message: "987654 is not a destination organization" },
    ]);
  });

  it.each([
    ["an 11-character Ad-ID", "ABCD0012345", "ABCD0012345"],
    ["an Ad-ID with H for HD", "ABCD0012345H", "ABCD0012345H"],
    ["an Ad-ID with D for 3D", "ABCD0012345D", "ABCD0012345D"],
    ["an Ad-ID of digits not starting with 0", "12345678901", "12345678901"],
    ["an ISCI code", "WXYZ0042", "WXYZ0042"],
    ["lowercase, upper-cased", " abcd0012345h ", "ABCD0012345H"],
  ])("accepts %s", async (_, adId, stored) => {
    const res = await call(ORDERS, {
      method: "POST",
      body: spot({ Files: [{ AdID: adId, Title: "T", Length: 30 }] }),
    });
    expect(res.status).toBe(201);
    expect((await json(res)).Files[0].AdID).toBe(stored);
  });

  it.each([
    ["starting with 0", "0BCD0012345", "invalid_format"],
    ["of 10 characters", "ABCD001234", "invalid_format"],
    ["with a suffix other than H or D", "ABCD0012345X", "invalid_format"],
    ["of 13 characters", "ABCD0012345HH", "invalid_format"],
    ["with a dash", "ABCD-012345", "invalid_format"],
    ["an ISCI with 5 digits", "ABCD12345", "invalid_format"],
    ["an ISCI with 3 letters", "ABC12345", "invalid_format"],
    ["empty", "  ", "required"],
  ])("refuses an AdID %s", async (_, adId, code) => {
    const errors = await refused(ORDERS, spot({ Files: [{ AdID: adId, Title: "T", Length: 30 }] }));
    expect(errors).toEqual([{ field: "Files[0].AdID", code, message: expect.any(String) }]);
  });

  it("finds a duplicate AdID after upper-casing", async () => {
    const errors = await refused(
      ORDERS,
      spot({
        Files: [
          { AdID: "ABCD0012345", Title: "A", Length: 30 },
          { AdID: "WXYZ0042", Title: "B", Length: 30 },
          { AdID: "abcd0012345", Title: "C", Length: 30 },
        ],
      }),
    );
    expect(errors).toEqual([{ field: "Files[2].AdID", code: "duplicate", message: "repeats the AdID of Files[0]" }]);
  });

  it.each([
    [{ Advertiser: "a".repeat(101) }, "Advertiser", "too_long"],
    [{ Advertiser: "   " }, "Advertiser", "required"],
    [{ Product: "p".repeat(101) }, "Product", "too_long"],
    [{ PurchaseOrder: "p".repeat(51) }, "PurchaseOrder", "too_long"],
    [{ TrafficInstructions: "t".repeat(4001) }, "TrafficInstructions", "too_long"],
    [{ FlightStartDate: "03/01/2030" }, "FlightStartDate", "invalid_format"],
    [{ FlightStartDate: "2030-02-30" }, "FlightStartDate", "invalid_value"],
    [{ FlightEndDate: 20300301 }, "FlightEndDate", "invalid_type"],
    [{ Files: [] }, "Files", "required"],
    [{ Files: undefined }, "Files", "required"],
    [{ Files: "none" }, "Files", "invalid_type"],
    [{ Files: [{ AdID: "ABCD1234", Title: "T", Length: 3601 }] }, "Files[0].Length", "out_of_range"],
    [{ Files: [{ AdID: "ABCD1234", Title: "T", Length: "long" }] }, "Files[0].Length", "invalid_type"],
    [{ Files: [{ AdID: "ABCD1234", Title: "T" }] }, "Files[0].Length", "required"],
    [{ Files: [{ AdID: "ABCD1234", Title: "t".repeat(101), Length: 30 }] }, "Files[0].Title", "too_long"],
    [{ Files: ["ABCD1234"] }, "Files[0]", "invalid_type"],
    [{ Destinations: [] }, "Destinations", "required"],
    [{ Destinations: undefined }, "Destinations", "required"],
    [{ Destinations: [0] }, "Destinations[0]", "out_of_range"],
    [{ Destinations: [300] }, "Destinations[0]", "not_found"],
  ])("refuses %j naming %s (%s)", async (overrides, field, code) => {
    const errors = await refused(ORDERS, spot(overrides));
    expect(errors).toEqual([{ field, code, message: expect.any(String) }]);
  });

  it("counts lengths in code points after trimming", async () => {
    const res = await call(ORDERS, { method: "POST", body: spot({ Advertiser: ` ${"😀".repeat(100)} ` }) });
    expect(res.status).toBe(201);
    expect((await json(res)).Advertiser).toBe("😀".repeat(100));
  });

  it("caps the files and destinations of one order", async () => {
    const files = Array.from({ length: 51 }, (_, i) => ({
      AdID: `ABCD${String(i).padStart(7, "0")}`,
      Title: "T",
      Length: 30,
    }));
    expect(await refused(ORDERS, spot({ Files: files }))).toEqual([
      { field: "Files", code: "too_long", message: "may hold at most 50 files" },
    ]);
  });

  it("takes 50 files at once", async () => {
    const files = Array.from({ length: 50 }, (_, i) => ({
      AdID: `ABCD${String(i).padStart(7, "0")}`,
      Title: `T${i}`,
      Length: 30,
    }));
    const res = await call(ORDERS, { method: "POST", body: spot({ Files: files }) });
    expect(res.status).toBe(201);
    const order = await json(res);
    expect(order.Files.map((f: { Title: string }) => f.Title)).toEqual(files.map((f) => f.Title));
    expect(new Set(order.Files.map((f: { FileID: number }) => f.FileID)).size).toBe(50);
  });

  it("refuses a body that is not an object", async () => {
    expect(await refused(ORDERS, 42)).toEqual([{ field: "body", code: "invalid_type", message: "must be an object" }]);
  });
});

describe("Create Order: transport", () => {
  it("refuses a body type it does not read with a 415", async () => {
    await problem(await call(ORDERS, { method: "POST", body: "Advertiser=A", contentType: "text/plain" }), 415);
  });

  it("refuses malformed JSON with a 400", async () => {
    const body = await problem(
      await call(ORDERS, { method: "POST", body: '{"Advertiser": ', contentType: "application/json" }),
      400,
    );
    expect(body.detail).toMatch(/JSON/);
  });

  it("refuses a missing or bad key with a 401 and writes nothing", async () => {
    const before = await counts();
    await problem(await call(ORDERS, { method: "POST", key: null, body: spot() }), 401);
    await problem(await call(ORDERS, { method: "POST", key: KEYS.revoked, body: spot() }), 401);
    expect(await counts()).toEqual(before);
  });

  it("refuses an Accept it cannot answer with a 406 and writes nothing", async () => {
    const before = await counts();
    await problem(await call(ORDERS, { method: "POST", accept: "text/html", body: spot() }), 406);
    expect(await counts()).toEqual(before);
  });
});

describe("Create Order: warnings", () => {
  const codes = async (body: unknown) => {
    const res = await call(ORDERS, { method: "POST", body });
    expect(res.status).toBe(201);
    return (await json(res)).Warnings as { Code: string; Field: string; Message: string }[];
  };

  it("warns of every offline destination, naming it", async () => {
    const warnings = await codes(spot({ Destinations: [200, 202, 201, 208] }));
    expect(warnings).toEqual([
      { Code: "destination_offline", Field: "Destinations[1]", Message: expect.stringContaining("WQRS-AM (202)") },
      { Code: "destination_offline", Field: "Destinations[3]", Message: expect.stringContaining("WATL-FM (208)") },
    ]);
  });

  it("warns of a flight that started before today in Eastern Time, whatever the priority", async () => {
    for (const Priority of ["Standard", "Rush"]) {
      expect(await codes(spot({ Priority, FlightStartDate: easternDay(-1) }))).toEqual([
        { Code: "flight_start_past", Field: "FlightStartDate", Message: expect.stringContaining(easternDay(-1)) },
      ]);
    }
  });

  it("warns of a Standard order whose flight starts within 48 hours, not of a Rush one", async () => {
    for (const offset of [0, 1]) {
      expect(await codes(spot({ FlightStartDate: easternDay(offset) }))).toEqual([
        { Code: "short_lead_time", Field: "FlightStartDate", Message: expect.stringContaining("Rush") },
      ]);
      expect(await codes(spot({ Priority: "Rush", FlightStartDate: easternDay(offset) }))).toEqual([]);
    }
    expect(await codes(spot({ FlightStartDate: easternDay(4) }))).toEqual([]);
    expect(await codes(spot())).toEqual([]);
  });
});

describe("Create Long Form Order", () => {
  const longForm = (overrides: Record<string, unknown> = {}) =>
    spot({
      ProgramTitle: "Home Show Weekly",
      Episode: "Kitchens",
      Files: [{ AdID: "GLHS0000120H", Title: "Home Show Weekly: Kitchens", Length: 1680 }],
      ...overrides,
    });

  it("creates a LongForm draft with ProgramTitle and Episode", async () => {
    const res = await call(LONG_FORM, { method: "POST", body: longForm() });
    expect(res.status).toBe(201);
    const order = await json(res);
    expect(res.headers.get("Location")).toBe(`${ORDERS}/${order.OrderID}`);
    expect(order).toMatchObject({
      OrderType: "LongForm",
      Status: "Draft",
      ProgramTitle: "Home Show Weekly",
      Episode: "Kitchens",
      Files: [{ AdID: "GLHS0000120H", Length: 1680, Format: "HD" }],
      Warnings: [],
    });
    const detail = await json(await call(`${ORDERS}/${order.OrderID}`));
    expect(detail).toMatchObject({ OrderType: "LongForm", ProgramTitle: "Home Show Weekly", Episode: "Kitchens" });
  });

  it("leaves Episode null when not given and takes exactly 120 seconds", async () => {
    const res = await call(LONG_FORM, {
      method: "POST",
      body: longForm({ Episode: undefined, Files: [{ AdID: "GLHS0000121", Title: "Promo", Length: 120 }] }),
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ Episode: null, Files: [{ Length: 120 }] });
  });

  it("requires ProgramTitle and files of at least 120 seconds, naming all at once", async () => {
    const errors = await refused(
      LONG_FORM,
      longForm({
        ProgramTitle: undefined,
        Episode: "e".repeat(101),
        Files: [
          { AdID: "GLHS0000122", Title: "Long", Length: 1800 },
          { AdID: "GLHS0000123", Title: "Short", Length: 119 },
        ],
      }),
    );
    expect(errors).toEqual([
      {
        field: "Files[1].Length",
        code: "out_of_range",
        message: "must be from 120 to 3600 seconds for a long form order",
      },
      { field: "ProgramTitle", code: "required", message: "is required" },
      { field: "Episode", code: "too_long", message: "must be at most 100 characters" },
    ]);
  });

  it("refuses a ProgramTitle over 200 characters", async () => {
    expect(await refused(LONG_FORM, longForm({ ProgramTitle: "p".repeat(201) }))).toEqual([
      { field: "ProgramTitle", code: "too_long", message: "must be at most 200 characters" },
    ]);
  });

  it("reads XML with the root Order and answers XML", async () => {
    const xml =
      "<Order><Advertiser>Home Show</Advertiser><ProgramTitle>Home Show Weekly</ProgramTitle>" +
      "<Files><File><AdID>GLHS0000124</AdID><Title>Gardens</Title><Length>1740</Length></File></Files>" +
      "<Destinations><OrganizationID>201</OrganizationID></Destinations></Order>";
    const res = await call(LONG_FORM, { method: "POST", body: xml, accept: "application/xml" });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).toContain("<OrderType>LongForm</OrderType>");
    expect(text).toContain('<ProgramTitle>Home Show Weekly</ProgramTitle><Episode xsi:nil="true"/>');
    expect(text).toContain("<Destinations><OrganizationID>201</OrganizationID></Destinations>");
  });

  it("ignores ProgramTitle on a spot order", async () => {
    const res = await call(ORDERS, { method: "POST", body: spot({ ProgramTitle: "Not for spots" }) });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ OrderType: "Spot", ProgramTitle: null, Episode: null });
  });
});
