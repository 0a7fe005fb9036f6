import { describe, expect, it } from "vitest";
import { call, KEYS, problem } from "../helpers";

const PATH = "/api/v1/ad/orders/orderstates";

describe("API key authentication", () => {
  it("accepts X-API-Key", async () => {
    expect((await call(PATH, { key: KEYS.wxyz })).status).toBe(200);
  });

  it("accepts Authorization: Bearer", async () => {
    const res = await call(PATH, { key: null, headers: { Authorization: `Bearer ${KEYS.summit}` } });
    expect(res.status).toBe(200);
  });

  it.each([
    ["no key", null, /X-API-Key/],
    ["an unknown key", "mds_dev_nobody", /not valid/],
    ["a revoked key", KEYS.revoked, /revoked/],
    ["an expired key", KEYS.expired, /expired/],
    ["an absurdly long key", "k".repeat(5000), /not valid/],
  ])("answers %s with 401 and WWW-Authenticate", async (_name, key, detail) => {
    const res = await call(PATH, { key });
    expect(res.headers.get("WWW-Authenticate")).toMatch(/^ApiKey/);
    expect((await problem(res, 401)).detail).toMatch(detail);
  });

  it("refuses X-API-Key with a different Authorization: Bearer (two credentials that disagree); takes the same key twice", async () => {
    for (const [apiKey, bearer] of [
      [KEYS.wxyz, KEYS.summit],
      [KEYS.wxyz, "mds_dev_nobody"],
      ["mds_dev_nobody", KEYS.wxyz],
    ]) {
      const res = await call(PATH, { key: apiKey, headers: { Authorization: `Bearer ${bearer}` } });
      expect(res.headers.get("WWW-Authenticate")).toMatch(/^ApiKey/);
      expect((await problem(res, 401)).detail).toMatch(/X-API-Key and Authorization: Bearer/);
    }
    const same = await call(PATH, { key: KEYS.wxyz, headers: { Authorization: `Bearer ${KEYS.wxyz}` } });
    expect(same.status).toBe(200);
  });

  it("refuses a malformed Authorization header", async () => {
    const res = await call(PATH, { key: null, headers: { Authorization: `Basic ${btoa("a:b")}` } });
    await problem(res, 401);
  });

  it("keeps /health, /openapi.json and /docs open", async () => {
    const health = await call("/health", { key: null });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ Status: "ok" });
    expect((await call("/openapi.json", { key: null })).status).toBe(200);
    const docs = await call("/docs", { key: null });
    expect(docs.status).toBe(200);
    expect(docs.headers.get("Content-Type")).toMatch(/text\/html/);
  });

  it("asks for a key before saying a route does not exist", async () => {
    await problem(await call("/api/v1/nothing-here", { key: null }), 401);
  });
});
