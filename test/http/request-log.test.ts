import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { instrument, type RoundTrip } from "../../src/db/instrument";
import { keyPrefix } from "../../src/http/keys";
import { BASE, KEYS, settle } from "../helpers";

interface LogRow {
  organization_id: number | null;
  api_key_prefix: string | null;
  http_method: string;
  url: string;
  url_template: string | null;
  status_code: number;
  duration_ms: number;
  request_date: string;
}

const send = (path: string, init: RequestInit = {}) => settle(new Request(`${BASE}${path}`, init));

const logOf = (requestId: string | null) =>
  env.DB.prepare("SELECT * FROM request_logs WHERE request_id = ?").bind(requestId).all<LogRow>();

describe("request log", () => {
  it("writes one row per authenticated request with the concrete URL and SPEC.md's template", async () => {
    // An unknown query parameter is a 400: logged with its query all the same.
    const res = await send("/api/v1/ad/account/destinationOrganizationStatus/200?x=1", {
      headers: { "X-API-Key": KEYS.wxyz },
    });
    expect(res.status).toBe(400);
    const { results } = await logOf(res.headers.get("X-Request-Id"));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      organization_id: 200,
      api_key_prefix: await keyPrefix(KEYS.wxyz),
      http_method: "GET",
      url: "/api/v1/ad/account/destinationOrganizationStatus/200?x=1",
      url_template: "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}",
      status_code: 400,
    });
    expect(results[0]?.request_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("logs failures too, whatever their status", async () => {
    const notFound = await send("/api/v1/ad/account/destinationOrganizationStatus/4242", {
      headers: { "X-API-Key": KEYS.northwind },
    });
    expect((await logOf(notFound.headers.get("X-Request-Id"))).results[0]?.status_code).toBe(404);
    const badId = await send("/api/v1/ad/account/destinationOrganizationStatus/abc", {
      headers: { "X-API-Key": KEYS.northwind },
    });
    expect((await logOf(badId.headers.get("X-Request-Id"))).results[0]?.status_code).toBe(400);
    const unknownRoute = await send("/api/v1/nowhere", { headers: { "X-API-Key": KEYS.northwind } });
    const row = (await logOf(unknownRoute.headers.get("X-Request-Id"))).results[0];
    expect(row).toMatchObject({ status_code: 404, url_template: null, organization_id: 100 });
  });

  it("keeps the 401s of unknown keys apart, under no account", async () => {
    const res = await send("/api/v1/ad/orders/orderstates", { headers: { "X-API-Key": "mds_dev_stranger_key" } });
    expect(res.status).toBe(401);
    const { results } = await logOf(res.headers.get("X-Request-Id"));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      organization_id: null,
      status_code: 401,
      api_key_prefix: await keyPrefix("mds_dev_stranger_key"),
    });
  });

  it("does not log requests that presented no key, nor the open routes", async () => {
    const noKey = await send("/api/v1/ad/orders/orderstates");
    expect((await logOf(noKey.headers.get("X-Request-Id"))).results).toHaveLength(0);
    const health = await send("/health");
    expect((await logOf(health.headers.get("X-Request-Id"))).results).toHaveLength(0);
  });

  it("never stores the key itself", async () => {
    const { results } = await env.DB.prepare(
      "SELECT count(*) AS n FROM request_logs WHERE api_key_prefix LIKE 'mds_dev_northwind%' OR url LIKE '%mds_dev_%'",
    ).all<{ n: number }>();
    expect(results[0]?.n).toBe(0);
  });

  it("writes the rows of concurrent requests together (a group commit), each exactly once", async () => {
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    const ids = Array.from({ length: 40 }, (_, i) => `log-group-${i}-${crypto.randomUUID()}`);
    try {
      await Promise.all(
        ids.map((id) =>
          send("/api/v1/ad/orders/orderstates", { headers: { "X-API-Key": KEYS.northwind, "X-Request-Id": id } }),
        ),
      );
    } finally {
      instrument.reset();
    }
    const writes = trips.filter((t) => t.statements.every((s) => /^insert into "request_logs"/i.test(s.sql)));
    const { results } = await env.DB.prepare(
      `SELECT request_id, count(*) AS n FROM request_logs WHERE request_id IN (${ids.map(() => "?").join(",")}) GROUP BY request_id`,
    )
      .bind(...ids)
      .all<{ request_id: string; n: number }>();
    expect(results.map((r) => r.request_id).sort()).toEqual([...ids].sort());
    expect(results.every((r) => r.n === 1)).toBe(true);
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThan(ids.length / 4);
    // D1 binds at most 100 values per statement: the rows are split into statements of 9.
    for (const statement of writes.flatMap((t) => t.statements))
      expect(statement.params.length).toBeLessThanOrEqual(100);
  });
});
