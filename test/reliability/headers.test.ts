/**
 * Every answer under /api carries `X-Content-Type-Options: nosniff` and
 * `Cache-Control: no-store` (authenticated data, and the problems about it,
 * are never kept by a cache), whatever its status.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { KEYS } from "../helpers";
import { instrument } from "../instrument";
import { type SendOptions, send, unique } from "./send";

afterEach(() => instrument.reset());

/** A deployment's limiter that has run out for every key. */
const exhausted = {
  ...env,
  RATE_LIMIT_PER_MINUTE: "600",
  RATE_LIMITER: { limit: async () => ({ success: false }) },
} as unknown as Env;

const failing = unique("headers-500");

const CASES: [string, string, SendOptions, number][] = [
  ["a success", "/api/v1/ad/orders/5001", {}, 200],
  ["a success in XML", "/api/v1/ad/orders/5001", { accept: "application/xml" }, 200],
  ["a missing key", "/api/v1/ad/orders/5001", { key: null }, 401],
  ["an unknown key", "/api/v1/ad/orders/5001", { key: "mds_dev_nobody" }, 401],
  ["a revoked key", "/api/v1/ad/orders/5001", { key: KEYS.revoked }, 401],
  ["a malformed id", "/api/v1/ad/orders/abc", {}, 400],
  ["an order the caller may not see", "/api/v1/ad/orders/5001", { key: KEYS.harborlight }, 404],
  ["an unknown route", "/api/v1/nowhere", {}, 404],
  ["a method the path does not answer", "/api/v1/ad/orders/orderstates", { method: "DELETE" }, 405],
  ["an Accept we cannot answer", "/api/v1/ad/orders/5001", { accept: "text/csv" }, 406],
  ["a body too large", "/api/v1/ad/orders", { method: "POST", body: { Advertiser: "x".repeat(1_100_000) } }, 413],
  ["a body type we do not read", "/api/v1/ad/orders", { method: "POST", body: "a=b", contentType: "text/plain" }, 415],
  ["a body that breaks a rule", "/api/v1/ad/orders", { method: "POST", body: {} }, 422],
  ["an exhausted rate limit", "/api/v1/ad/orders/5001", { env: exhausted }, 429],
  ["a failure on our side", "/api/v1/ad/orders/5001", { headers: { "X-Request-Id": failing } }, 500],
];

describe("security headers", () => {
  it.each(CASES)("are on %s", async (_name, path, options, status) => {
    instrument.failWhen((_s, at) => at.origin === failing, { times: 1 });
    const res = await send(path, options);
    expect(res.status).toBe(status);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Request-Id")).toBeTruthy();
    if (status >= 400) expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+(json|xml)/);
  });

  it("keep nosniff on the open routes", async () => {
    for (const path of ["/health", "/openapi.json", "/docs"]) {
      const res = await send(path, { key: null });
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });
});
