/**
 * Cross-origin requests: any origin, no credentials (keys travel in headers,
 * never cookies); preflights answer 204 without a key and are not logged;
 * every answer, problems included, lets a browser read the headers it needs.
 */
import { describe, expect, it } from "vitest";
import { CORS_EXPOSED_HEADERS } from "../../src/http/cors";
import { KEYS, problem } from "../helpers";
import { logRowsOf, orderBody, send, unique } from "./send";

const ORIGIN = "https://tools.example.net";
const exposed = (res: Response) => (res.headers.get("Access-Control-Expose-Headers") ?? "").split(",");

describe("CORS preflight", () => {
  it("answers 204 without a key, allowing any origin, our methods and request headers, without credentials", async () => {
    const requestId = unique("preflight");
    const res = await send("/api/v1/ad/orders", {
      method: "OPTIONS",
      key: null,
      headers: {
        Origin: ORIGIN,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-api-key, content-type, idempotency-key",
        "X-Request-Id": requestId,
      },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    expect(res.headers.get("Access-Control-Allow-Methods")?.split(",")).toEqual([
      "GET",
      "HEAD",
      "POST",
      "PUT",
      "DELETE",
    ]);
    const allowed = (res.headers.get("Access-Control-Allow-Headers") ?? "").toLowerCase().split(",");
    for (const name of ["x-api-key", "authorization", "content-type", "accept", "idempotency-key", "x-request-id"]) {
      expect(allowed).toContain(name);
    }
    expect(Number(res.headers.get("Access-Control-Max-Age"))).toBeGreaterThan(0);
    expect(res.headers.get("X-Request-Id")).toBe(requestId);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await logRowsOf(requestId)).toEqual([]);
  });

  it("is not logged even when a key comes along, and never reaches the operation", async () => {
    const requestId = unique("preflight-key");
    const res = await send("/api/v1/ad/orders/5001", {
      method: "OPTIONS",
      key: KEYS.northwind,
      headers: { Origin: ORIGIN, "Access-Control-Request-Method": "DELETE", "X-Request-Id": requestId },
    });
    expect(res.status).toBe(204);
    expect(await logRowsOf(requestId)).toEqual([]);
    // The draft is still there.
    expect((await send("/api/v1/ad/orders/5001")).status).toBe(200);
  });
});

describe("CORS on answers", () => {
  it("lets any origin read a success and the headers it needs", async () => {
    const res = await send("/api/v1/ad/orders", {
      method: "POST",
      body: orderBody(unique("Cors")),
      headers: { Origin: ORIGIN, "Idempotency-Key": unique("cors") },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
    for (const name of ["X-Request-Id", "Location", "Link", "Retry-After", "Idempotent-Replayed", "X-D1-Bookmark"]) {
      expect(exposed(res)).toContain(name);
    }
    expect(exposed(res)).toEqual(CORS_EXPOSED_HEADERS);
  });

  it.each([
    ["a missing key (401)", "/api/v1/ad/orders/orderstates", null, 401],
    ["an invisible order (404)", "/api/v1/ad/orders/5001", KEYS.harborlight, 404],
    ["a malformed id (400)", "/api/v1/ad/orders/abc", KEYS.northwind, 400],
  ])("lets any origin read the problem of %s", async (_name, path, key, status) => {
    const res = await send(path, { key, headers: { Origin: ORIGIN } });
    await problem(res, status);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(exposed(res)).toContain("X-Request-Id");
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await (await send("/openapi.json", { key: null })).json()) as { info: { description: string } };
    expect(doc.info.description).toMatch(/\*\*CORS\.\*\* Any origin/);
  });

  it("covers the open routes, so that a reference page on another host can load the document", async () => {
    for (const path of ["/openapi.json", "/health"]) {
      const res = await send(path, { key: null, headers: { Origin: ORIGIN } });
      expect(res.status).toBe(200);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    }
  });
});
