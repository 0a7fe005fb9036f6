import { describe, expect, it } from "vitest";
import { operations } from "../../src/app";
import { call, json, problem } from "../helpers";

/** Each path of the API and the methods it answers, from the operations themselves. */
const METHODS_OF = new Map<string, string[]>();
for (const op of operations) METHODS_OF.set(op.path, [...(METHODS_OF.get(op.path) ?? []), op.method.toUpperCase()]);

describe("routes, methods and path ids", () => {
  it("answers an unknown route with a 404 problem", async () => {
    const body = await problem(await call("/api/v1/ad/nothing"), 404);
    expect(body.instance).toBe("/api/v1/ad/nothing");
    expect(body.type).toBe("/problems/not-found");
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const res = await call("/api/v1/ad/orders/orderstates", { method: "POST", body: {} });
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    await problem(res, 405);
    const res2 = await call("/api/v1/ad/account/destinationOrganizationStatus/200", { method: "DELETE" });
    expect(res2.headers.get("Allow")).toBe("GET, HEAD");
    await problem(res2, 405);
  });

  it("answers every other method of every path with 405 and Allow, after the key", async () => {
    const asked = [...METHODS_OF].flatMap(([path, methods]) =>
      ["GET", "PUT", "POST", "DELETE", "PATCH"]
        .filter((m) => !methods.includes(m))
        .map((method) => ({ path, methods, method })),
    );
    expect(asked.length).toBeGreaterThan(100);
    await Promise.all(
      asked.map(async ({ path, methods, method }) => {
        const url = path.replace(/\{\w+\}/g, "1");
        const allowed = [...methods, ...(methods.includes("GET") ? ["HEAD"] : [])].join(", ");
        const res = await call(url, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("Allow"), `${method} ${path}`).toBe(allowed);
        expect((await problem(res, 405)).detail).toBe(`This path answers ${allowed}.`);
        expect((await call(url, { method, key: "mds_dev_nobody" })).status, `${method} ${path} without a key`).toBe(
          401,
        );
      }),
    );
  }, 60_000);

  it.each(["/health", "/openapi.json", "/docs", "/schemas/Order.xsd", "/reference/scalar.standalone.js"])(
    "answers another method than GET on the open route %s with 405 and Allow, without a key",
    async (path) => {
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        const res = await call(path, { method, key: null });
        expect(res.headers.get("Allow"), `${method} ${path}`).toBe("GET, HEAD");
        expect((await problem(res, 405)).instance).toBe(path);
      }
      expect((await call(path, { key: null })).status).toBe(200);
      expect((await call(path, { method: "HEAD", key: null })).status).toBe(200);
    },
  );

  it("documents no method a path does not answer", async () => {
    const doc = await json<{ paths: Record<string, Record<string, { operationId: string }>> }>(
      await call("/openapi.json", { key: null }),
    );
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const answered = [...METHODS_OF].flatMap(([path, methods]) => methods.map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual([...answered, "GET /health"].sort());
  });

  it("never takes a literal route for an {orderID}", async () => {
    const res = await call("/api/v1/ad/orders/podstates", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
  });

  it.each(["abc", "0", "-1", "1.5", "9007199254740992", "00012", "1e3"])(
    "answers a path id %s with a 400 naming the parameter",
    async (id) => {
      const body = await problem(await call(`/api/v1/ad/account/destinationOrganizationStatus/${id}`), 400);
      expect(body.detail).toContain("organizationID");
      expect(body.errors?.[0]?.field).toBe("organizationID");
    },
  );

  it("accepts the largest safe integer as an id", async () => {
    await problem(await call("/api/v1/ad/account/destinationOrganizationStatus/9007199254740991"), 404);
  });
});

describe("request ids and headers", () => {
  it("makes a request id and puts it in the header and the problem body", async () => {
    const res = await call("/api/v1/ad/nothing");
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await problem(res, 404)).requestId).toBe(id);
  });

  it("keeps a caller's well-formed request id and replaces a malformed one", async () => {
    const kept = await call("/api/v1/ad/orders/orderstates", { headers: { "X-Request-Id": "my-trace:42" } });
    expect(kept.headers.get("X-Request-Id")).toBe("my-trace:42");
    const replaced = await call("/api/v1/ad/orders/orderstates", { headers: { "X-Request-Id": "bad id <script>" } });
    expect(replaced.headers.get("X-Request-Id")).not.toBe("bad id <script>");
    expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("marks answers nosniff and keeps authenticated data out of caches", async () => {
    const res = await call("/api/v1/ad/orders/orderstates");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});
