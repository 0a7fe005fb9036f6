/** Logs: malformed filters are 400 problems that name the field and say what is wrong. */
import { describe, expect, it } from "vitest";
import { encodeCursor } from "../../src/http/pagination";
import { call, KEYS, problem } from "../helpers";

const LOGS = "/api/v1/music/account/logs";
const get = (query: Record<string, string>, key: string = KEYS.northwind) =>
  call(`${LOGS}?${new URLSearchParams(query)}`, { key });

describe("Logs: malformed filters", () => {
  it.each([
    ["dateFrom", "2030-13-01"],
    ["dateFrom", "2030-02-30"],
    ["dateFrom", "03/10/2030"],
    ["dateFrom", "2030-03-10T00:00:00"],
    ["dateFrom", ""],
    ["dateTo", "2030-3-1"],
    ["dateTo", "tomorrow"],
    ["httpMethod", "FETCH"],
    ["httpMethod", "get "],
    ["httpMethod", ""],
    ["url", "api/v1/ad/orders/5001"],
    ["url", "//evil.example/api/v1/ad/orders/5001"],
    ["url", "ftp://host/api/v1/ad/orders/5001"],
    ["url", "/api/v1/ad/orders/{orderID"],
    ["url", "/api/v1/ad/orders/{order-id}"],
    ["url", "/api/v1/ad/orders/{orderID}?x=1"],
    ["url", "/api/v1/ad/orders/5001 x"],
    ["url", `/api/v1/${"a".repeat(2100)}`],
    ["url", ""],
    ["limit", "0"],
    ["limit", "1001"],
    ["cursor", "not-a-cursor"],
    ["cursor", encodeCursor(["2030-01-01T00:00:00.000Z"])],
    ["cursor", encodeCursor(["2030-01-01T00:00:00.000Z", "12"])],
    ["cursor", encodeCursor([12, 12])],
  ])("refuses %s=%s with a 400 naming it", async (field, value) => {
    const body = await problem(await get({ [field]: value }), 400);
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
    expect(body.detail).toContain(field);
    expect(body.instance).toBe(LOGS);
  });

  it("says what a date must look like", async () => {
    const body = await problem(await get({ dateTo: "2030-02-30" }), 400);
    expect(body.detail).toBe("dateTo: must be a calendar date YYYY-MM-DD");
  });

  it("lists the accepted methods", async () => {
    const body = await problem(await get({ httpMethod: "TRACE" }), 400);
    expect(body.errors?.[0]?.message).toContain("GET, POST, PUT, DELETE, PATCH, HEAD, OPTIONS");
  });

  it("refuses dateFrom after dateTo", async () => {
    const body = await problem(await get({ dateFrom: "2030-05-02", dateTo: "2030-05-01" }), 400);
    expect(body.errors).toEqual([{ field: "dateFrom", code: "out_of_range", message: "must not be after dateTo" }]);
    expect(body.detail).toContain("2030-05-02");
  });

  it("names every malformed filter at once", async () => {
    const body = await problem(await get({ dateFrom: "x", httpMethod: "y", url: "z" }), 400);
    expect(body.errors?.map((e) => e.field).sort()).toEqual(["dateFrom", "httpMethod", "url"]);
  });

  it("answers a problem in XML when XML is asked for", async () => {
    const res = await call(`${LOGS}?httpMethod=FETCH`, { accept: "application/xml" });
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
    expect(await res.text()).toContain("httpMethod");
  });
});

describe("Logs: other refusals", () => {
  it("needs a key", async () => {
    const res = await call(LOGS, { key: null });
    await problem(res, 401);
    expect(res.headers.get("WWW-Authenticate")).toMatch(/ApiKey/);
  });

  it.each([KEYS.revoked, KEYS.expired, "mds_dev_nobody"])("refuses the key %s", async (key) => {
    await problem(await call(LOGS, { key }), 401);
  });

  it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s with 405 and Allow", async (method) => {
    const res = await call(LOGS, { method, body: {} });
    await problem(res, 405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("answers 406 to an Accept it cannot satisfy", async () => {
    await problem(await call(LOGS, { accept: "image/png" }), 406);
  });
});
