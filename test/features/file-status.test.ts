import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";

const CASCADE = "mds_dev_cascade";
const LAKESHORE = "mds_dev_lakeshore";

/**
 * One implementation, two families. Order 5003 (files 8005-8007) went to 200,
 * 201, 202, 203, 204 and 206; release 7001 (files 9001, 9002) to 200, 201, 202.
 * Summit acts for 200 and 201, not 202.
 */
const FAMILIES = [
  {
    family: "order",
    subject: 5003,
    files: [8005, 8006, 8007],
    otherFiles: [8001, 8003, 9001, 999999],
    base: (id: number, file: number) => `/api/v1/ad/orders/${id}/files/${file}`,
    owner: KEYS.northwind,
    ownerName: "Northwind Agency",
    strangers: [KEYS.harborlight, CASCADE],
  },
  {
    family: "release",
    subject: 7001,
    files: [9001, 9002],
    otherFiles: [9003, 8005, 999999],
    base: (id: number, file: number) => `/api/v1/music/releases/${id}/files/${file}`,
    owner: KEYS.blueharbor,
    ownerName: "Blue Harbor Records",
    strangers: [CASCADE, KEYS.harborlight, LAKESHORE],
  },
] as const;

const STATUS = "organizationassetstatus";
const HOUSE = "houseid";

interface Row {
  OrganizationID: number;
  OrganizationName: string;
  FileID: number;
  Status?: string;
  HouseID?: string;
  UpdatedAt: string;
}

const put = (path: string, body: unknown, key: string = KEYS.wxyz) => call(path, { method: "PUT", key, body });

async function ok(path: string, body: unknown, key?: string): Promise<Row[]> {
  const res = await put(path, body, key);
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return json(res);
}

interface Stored {
  asset_status: string | null;
  asset_status_updated_at: string | null;
  asset_status_set_by: string | null;
  house_id: string | null;
  house_id_updated_at: string | null;
  house_id_set_by: string | null;
}

const stored = (fileId: number, organizationId: number) =>
  env.DB.prepare("SELECT * FROM file_statuses WHERE file_id = ? AND organization_id = ?")
    .bind(fileId, organizationId)
    .first<Stored>();

let serial = 0;
/** A house ID no other test uses, so that "the same value again" never happens by accident. */
const fresh = (prefix = "H") => `${prefix}-${++serial}-${Date.now() % 100000}`;

beforeAll(async () => {
  // A configured status exactly at the limit, in code points (emoji count as one).
  await env.DB.prepare("INSERT INTO asset_statuses (id, name) VALUES (900, ?)").bind("😀".repeat(100)).run();
});

describe.each(FAMILIES)("Set Organization Asset Status and Set House ID on a $family", (f) => {
  const [fileA, fileB] = f.files;
  const statusPath = (file: number = fileA, id: number = f.subject) => `${f.base(id, file)}/${STATUS}`;
  const housePath = (file: number = fileA, id: number = f.subject) => `${f.base(id, file)}/${HOUSE}`;

  it("sets the asset status for the key's own organization by default, with one row per organization", async () => {
    await ok(statusPath(fileB), { Status: "Received" });
    const rows = await ok(statusPath(fileB), { Status: "Rejected" });
    expect(rows).toEqual([
      {
        OrganizationID: 200,
        OrganizationName: "WXYZ-TV",
        FileID: fileB,
        Status: "Rejected",
        UpdatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
    expect(await stored(fileB, 200)).toMatchObject({
      asset_status: "Rejected",
      asset_status_updated_at: rows[0]?.UpdatedAt,
      asset_status_set_by: "WXYZ-TV",
    });
  });

  it("matches the status case-insensitively and stores its configured spelling", async () => {
    const rows = await ok(statusPath(fileA), { status: "  iN rEVIEW " });
    expect(rows[0]?.Status).toBe("In Review");
    expect((await stored(fileA, 200))?.asset_status).toBe("In Review");
    expect((await ok(statusPath(fileA), { Status: "ON AIR" }))[0]?.Status).toBe("On Air");
  });

  it("refuses a status that is not configured with a 422 listing the allowed values", async () => {
    const body = await problem(await put(statusPath(), { Status: "Aired" }), 422);
    expect(body.errors).toEqual([{ field: "Status", code: "invalid_value", message: expect.any(String) }]);
    expect(body.errors?.[0]?.message).toContain("Received, In Review, Approved, Rejected, On Air");
  });

  it("takes a Status of exactly 100 characters (emoji count as one) and refuses 101", async () => {
    const rows = await ok(statusPath(), { Status: "😀".repeat(100) });
    expect(rows[0]?.Status).toBe("😀".repeat(100));
    for (const status of ["😀".repeat(101), "s".repeat(101)]) {
      const body = await problem(await put(statusPath(), { Status: status }), 422);
      expect(body.errors).toEqual([{ field: "Status", code: "too_long", message: expect.stringContaining("100") }]);
    }
  });

  it.each([
    ["missing", {}],
    ["empty", { Status: "" }],
    ["blank", { Status: "   " }],
  ])("refuses a %s Status with a 422", async (_, body) => {
    const res = await problem(await put(statusPath(), body), 422);
    expect(res.errors).toEqual([expect.objectContaining({ field: "Status", code: "required" })]);
  });

  it("sets the house ID, named HouseID or houseID, recording who set it (the contact for a contact key)", async () => {
    const first = fresh();
    const rows = await ok(housePath(fileA), { HouseID: first }, KEYS.dana);
    expect(rows).toEqual([
      {
        OrganizationID: 200,
        OrganizationName: "WXYZ-TV",
        FileID: fileA,
        HouseID: first,
        UpdatedAt: expect.any(String),
      },
    ]);
    expect(await stored(fileA, 200)).toMatchObject({ house_id: first, house_id_set_by: "Dana Whitfield" });
    const second = fresh();
    expect((await ok(housePath(fileA), { houseID: second }))[0]?.HouseID).toBe(second);
    expect(await stored(fileA, 200)).toMatchObject({ house_id: second, house_id_set_by: "WXYZ-TV" });
    const third = fresh();
    expect((await ok(housePath(fileA), { HOUSEID: third }))[0]?.HouseID).toBe(third);
  });

  it("takes a HouseID of exactly 25 characters (emoji count as one) and refuses 26", async () => {
    for (const id of ["H".repeat(25), "🎬".repeat(25), `  ${"x".repeat(25)}  `]) {
      expect((await ok(housePath(fileB), { HouseID: id }))[0]?.HouseID).toBe(id.trim());
    }
    for (const id of ["H".repeat(26), "🎬".repeat(26)]) {
      const body = await problem(await put(housePath(fileB), { HouseID: id }), 422);
      expect(body.errors).toEqual([{ field: "HouseID", code: "too_long", message: expect.stringContaining("25") }]);
    }
    for (const body of [{}, { HouseID: "" }, { houseid: " " }]) {
      const res = await problem(await put(housePath(fileB), body), 422);
      expect(res.errors).toEqual([expect.objectContaining({ field: "HouseID", code: "required" })]);
    }
  });

  it("treats setting the same value again as no change: 200 and the same UpdatedAt", async () => {
    const value = fresh("SAME");
    const [first] = await ok(housePath(fileB), { HouseID: value });
    await new Promise((r) => setTimeout(r, 5));
    const [again] = await ok(housePath(fileB), { HouseID: value }, KEYS.dana);
    expect(again).toEqual(first);
    expect((await stored(fileB, 200))?.house_id_set_by).toBe("WXYZ-TV");
    await new Promise((r) => setTimeout(r, 5));
    const [changed] = await ok(housePath(fileB), { HouseID: fresh("NEW") });
    expect((changed?.UpdatedAt ?? "") > (first?.UpdatedAt ?? "")).toBe(true);
  });

  it("lets a station group set it for the stations it has group access to, by ID or name", async () => {
    const value = fresh("GRP");
    const rows = await ok(housePath(fileA), { HouseID: value, Organizations: ["200", "klmn-fm"] }, KEYS.summit);
    expect(rows.map((r) => [r.OrganizationID, r.OrganizationName, r.HouseID])).toEqual([
      [200, "WXYZ-TV", value],
      [201, "KLMN-FM", value],
    ]);
    expect(await stored(fileA, 201)).toMatchObject({ house_id: value, house_id_set_by: "Summit Broadcasting" });
  });

  it("accepts JSON numbers, drops duplicates and takes an empty list as the default", async () => {
    const rows = await ok(
      statusPath(fileA),
      { Status: "Approved", Organizations: [201, "201", "KLMN-FM"] },
      KEYS.summit,
    );
    expect(rows.map((r) => r.OrganizationID)).toEqual([201]);
    expect((await ok(statusPath(fileA), { Status: "Approved", Organizations: [] }))[0]?.OrganizationID).toBe(200);
  });

  it("is a 403 for an organization the key may not act for, and then writes nothing", async () => {
    const before = await stored(fileA, 200);
    for (const organizations of [["202"], ["WQRS-AM"], ["200", "202"], ["Northwind Agency"], ["100"]]) {
      const body = await problem(
        await put(housePath(fileA), { HouseID: fresh("NO"), Organizations: organizations }, KEYS.summit),
        403,
      );
      expect(body.detail).toContain(`Organizations[${organizations.length - 1}]`);
    }
    await problem(await put(housePath(fileA), { HouseID: fresh("NO"), Organizations: ["201"] }, KEYS.wxyz), 403);
    expect(await stored(fileA, 200)).toEqual(before);
  });

  it("is a 422 `not_a_destination` for the owner's or a group's own organization by default", async () => {
    for (const key of [f.owner, KEYS.summit]) {
      const body = await problem(await put(statusPath(), { Status: "Received" }, key), 422);
      expect(body.errors).toEqual([
        { field: "Organizations", code: "not_a_destination", message: expect.stringContaining("defaults to") },
      ]);
    }
    const named = await problem(await put(statusPath(), { Status: "Received", Organizations: ["200"] }, f.owner), 403);
    expect(named.detail).toContain("Organizations[0]");
  });

  it("is a 422 `not_found` for an unknown organization, naming the element, and writes nothing", async () => {
    const before = await stored(fileA, 200);
    const body = await problem(
      await put(
        housePath(fileA),
        { HouseID: fresh("NO"), Organizations: ["200", "Nowhere FM", "99999", "123456789012345678901"] },
        KEYS.summit,
      ),
      422,
    );
    expect(body.errors).toEqual([
      { field: "Organizations[1]", code: "not_found", message: expect.stringContaining("Nowhere FM") },
      { field: "Organizations[2]", code: "not_found", message: expect.stringContaining("99999") },
      { field: "Organizations[3]", code: "not_found", message: expect.any(String) },
    ]);
    expect(await stored(fileA, 200)).toEqual(before);
  });

  it("names every failing field at once: the status and the organizations", async () => {
    const body = await problem(await put(statusPath(), { Status: "Aired", Organizations: ["Nowhere FM"] }), 422);
    expect(body.errors?.map((e) => [e.field, e.code])).toEqual([
      ["Status", "invalid_value"],
      ["Organizations[0]", "not_found"],
    ]);
  });

  it("refuses malformed Organizations with a 422", async () => {
    for (const organizations of ["200", [""], [{ id: 200 }], [true]]) {
      const body = await problem(await put(statusPath(), { Status: "Received", Organizations: organizations }), 422);
      expect(body.errors?.[0]?.field).toMatch(/^Organizations/);
    }
    const many = Array.from({ length: 51 }, () => "200");
    const body = await problem(await put(statusPath(), { Status: "Received", Organizations: many }), 422);
    expect(body.errors).toEqual([expect.objectContaining({ field: "Organizations", code: "too_long" })]);
  });

  it("is a 404 for a file that is not of this order or release", async () => {
    for (const file of f.otherFiles) {
      for (const path of [statusPath(file), housePath(file)]) {
        const body = await problem(await put(path, { Status: "Received", HouseID: "X" }), 404);
        expect(body.detail).toContain(String(file));
      }
    }
  });

  it("is a 404 for a key that may not see the order or release", async () => {
    for (const key of f.strangers) {
      await problem(await put(statusPath(), { Status: "Received" }, key), 404);
      await problem(await put(housePath(), { HouseID: "X" }, key), 404);
    }
    await problem(await put(statusPath(fileA, 999999), { Status: "Received" }), 404);
  });

  it("is a 400 for a path id that is not a positive integer", async () => {
    for (const path of [statusPath().replace(`/${fileA}/`, "/abc/"), housePath().replace(`/${f.subject}/`, "/0/")]) {
      await problem(await put(path, { Status: "Received", HouseID: "X" }), 400);
    }
  });

  it("keeps the last of concurrent writes: the final value is one of those sent", async () => {
    const file = f.files.at(-1) as number;
    const values = Array.from({ length: 6 }, () => fresh("RACE"));
    const answers = await Promise.all(values.map((HouseID) => put(housePath(file), { HouseID })));
    expect(answers.map((r) => r.status)).toEqual(values.map(() => 200));
    const final = await stored(file, 200);
    expect(values).toContain(final?.house_id);
    const statuses = ["Received", "In Review", "Approved", "Rejected", "On Air"];
    const parallel = await Promise.all(statuses.map((Status) => put(statusPath(file), { Status }, KEYS.wxyz)));
    expect(parallel.every((r) => r.status === 200)).toBe(true);
    expect(statuses).toContain((await stored(file, 200))?.asset_status);
    const count = await env.DB.prepare(
      "SELECT count(*) AS n FROM file_statuses WHERE file_id = ? AND organization_id = 200",
    )
      .bind(file)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("takes XML with a single <Organization> child and answers in XML", async () => {
    const res = await call(statusPath(fileA), {
      method: "PUT",
      key: KEYS.summit,
      accept: "application/xml",
      body: "<OrganizationAssetStatus><Status>on air</Status><Organizations><Organization>201</Organization></Organizations></OrganizationAssetStatus>",
    });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(
      new RegExp(
        '^<\\?xml version="1.0" encoding="UTF-8"\\?><OrganizationAssetStatuses><OrganizationAssetStatus>' +
          `<OrganizationID>201</OrganizationID><OrganizationName>KLMN-FM</OrganizationName><FileID>${fileA}</FileID>` +
          "<Status>On Air</Status><UpdatedAt>[^<]+Z</UpdatedAt></OrganizationAssetStatus>" +
          "</OrganizationAssetStatuses>$",
      ),
    );
    const value = fresh("XML");
    const house = await call(housePath(fileA), {
      method: "PUT",
      key: KEYS.summit,
      accept: "text/xml",
      contentType: "text/xml; charset=utf-8",
      body: `<HouseIDData><houseID>${value}</houseID><Organizations><Organization>WXYZ-TV</Organization><Organization>201</Organization></Organizations></HouseIDData>`,
    });
    expect(house.status).toBe(200);
    const houseXml = await house.text();
    expect(houseXml).toContain("<OrganizationHouseIDs><OrganizationHouseID><OrganizationID>200</OrganizationID>");
    expect(houseXml.match(/<HouseID>([^<]+)<\/HouseID>/g)).toEqual([
      `<HouseID>${value}</HouseID>`,
      `<HouseID>${value}</HouseID>`,
    ]);
  });

  it("checks the XML root: <OrganizationAssetStatus> and <HouseIDData>", async () => {
    const wrong = await call(statusPath(), {
      method: "PUT",
      key: KEYS.wxyz,
      body: "<HouseIDData><Status>Received</Status></HouseIDData>",
    });
    expect((await problem(wrong, 400)).detail).toContain("OrganizationAssetStatus");
    const wrongHouse = await call(housePath(), {
      method: "PUT",
      key: KEYS.wxyz,
      body: "<HouseID><HouseID>X</HouseID></HouseID>",
    });
    expect((await problem(wrongHouse, 400)).detail).toContain("HouseIDData");
  });
});

describe("organizations that are not destinations", () => {
  it("is a 422 `not_a_destination` for an organization the key acts for but that the order was not sent to", async () => {
    // Lakeshore acts for 204 (a destination of 5003) and 212 (not one).
    const body = await problem(
      await put(
        "/api/v1/ad/orders/5003/files/8005/houseid",
        { HouseID: "LK-1", Organizations: ["204", "WCLE-TV"] },
        LAKESHORE,
      ),
      422,
    );
    expect(body.errors).toEqual([
      { field: "Organizations[1]", code: "not_a_destination", message: expect.stringContaining("WCLE-TV (212)") },
    ]);
    expect(await stored(8005, 204)).toBeNull();
    const rows = await ok(
      "/api/v1/ad/orders/5003/files/8005/houseid",
      { HouseID: "LK-1", Organizations: ["204"] },
      LAKESHORE,
    );
    expect(rows[0]).toMatchObject({ OrganizationID: 204, OrganizationName: "WCHI-TV", HouseID: "LK-1" });
  });

  it("is a 422 on a release too: Summit sees release 7002 through 201, but 200 is not one of its destinations", async () => {
    const body = await problem(
      await put(
        "/api/v1/music/releases/7002/files/9003/organizationassetstatus",
        { Status: "Received", Organizations: ["200"] },
        KEYS.summit,
      ),
      422,
    );
    expect(body.errors?.[0]).toMatchObject({ field: "Organizations[0]", code: "not_a_destination" });
  });

  it("hides a deleted order (5005) from its destinations", async () => {
    await problem(await put("/api/v1/ad/orders/5005/files/8010/houseid", { HouseID: "X" }), 404);
  });
});

describe("OpenAPI", () => {
  it("documents the four set operations with their XML roots, rules and examples", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    for (const path of [
      "/api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus",
      "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid",
      "/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus",
      "/api/v1/music/releases/{releaseID}/files/{fileID}/houseid",
    ]) {
      const op = doc.paths[path].put;
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "403", "404", "422"]));
      expect(op.description).toMatch(/403/);
      expect(op.description).toMatch(/not_a_destination/);
      expect(op.requestBody.content["application/json"].example).toHaveProperty("Organizations");
    }
    const schemas = doc.components.schemas;
    expect(schemas.OrganizationAssetStatusInput.properties.Status.maxLength).toBe(100);
    expect(schemas.OrganizationAssetStatusInput.required).toEqual(["Status"]);
    expect(schemas.HouseIDData.properties.HouseID.maxLength).toBe(25);
    expect(schemas.HouseIDData.properties.Organizations.maxItems).toBe(50);
  });
});
