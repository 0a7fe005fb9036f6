import { describe, expect, it } from "vitest";
import { keyPrefix } from "../../src/http/keys";
import { BASE, KEYS, settle } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { loggedEntries } from "../logs";
import { isLogWrite } from "../perf/operations";

const send = (path: string, init: RequestInit = {}) => settle(new Request(`${BASE}${path}`, init));

const logOf = (requestId: string | null) => loggedEntries(requestId ?? "none");

describe("request log", () => {
  it("writes one row per authenticated request with the concrete URL and SPEC.md's template", async () => {
    // An unknown query parameter is a 400: logged with its query all the same.
    const res = await send("/api/v1/ad/account/destinationOrganizationStatus/200?x=1", {
      headers: { "X-API-Key": KEYS.wxyz },
    });
    expect(res.status).toBe(400);
    const results = await logOf(res.headers.get("X-Request-Id"));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      organizationId: 200,
      apiKeyPrefix: await keyPrefix(KEYS.wxyz),
      httpMethod: "GET",
      url: "/api/v1/ad/account/destinationOrganizationStatus/200?x=1",
      path: "/api/v1/ad/account/destinationOrganizationStatus/200",
      query: "?x=1",
      urlTemplate: "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}",
      statusCode: 400,
    });
    expect(results[0]?.requestDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("logs failures too, whatever their status", async () => {
    const notFound = await send("/api/v1/ad/account/destinationOrganizationStatus/4242", {
      headers: { "X-API-Key": KEYS.northwind },
    });
    expect((await logOf(notFound.headers.get("X-Request-Id")))[0]?.statusCode).toBe(404);
    const badId = await send("/api/v1/ad/account/destinationOrganizationStatus/abc", {
      headers: { "X-API-Key": KEYS.northwind },
    });
    expect((await logOf(badId.headers.get("X-Request-Id")))[0]?.statusCode).toBe(400);
    const unknownRoute = await send("/api/v1/nowhere", { headers: { "X-API-Key": KEYS.northwind } });
    const row = (await logOf(unknownRoute.headers.get("X-Request-Id")))[0];
    expect(row).toMatchObject({ statusCode: 404, urlTemplate: null, organizationId: 100 });
  });

  it("keeps the 401s of unknown keys apart, under no account", async () => {
    const res = await send("/api/v1/ad/orders/orderstates", { headers: { "X-API-Key": "mds_dev_stranger_key" } });
    expect(res.status).toBe(401);
    const results = await logOf(res.headers.get("X-Request-Id"));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      organizationId: null,
      statusCode: 401,
      apiKeyPrefix: await keyPrefix("mds_dev_stranger_key"),
    });
  });

  it("does not log requests that presented no key, nor the open routes", async () => {
    const noKey = await send("/api/v1/ad/orders/orderstates");
    expect(await logOf(noKey.headers.get("X-Request-Id"))).toHaveLength(0);
    const health = await send("/health");
    expect(await logOf(health.headers.get("X-Request-Id"))).toHaveLength(0);
  });

  it("never stores the key itself", async () => {
    const entries = await loggedEntries();
    expect(entries.length).toBeGreaterThan(0);
    expect(
      entries.filter((e) => e.apiKeyPrefix?.startsWith("mds_dev_northwind") || e.url.includes("mds_dev_")),
    ).toEqual([]);
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
    const writes = trips.filter(isLogWrite);
    const logged = (await loggedEntries()).filter((e) => ids.includes(e.requestId));
    expect(logged.map((e) => e.requestId).sort()).toEqual([...ids].sort());
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThan(ids.length / 4);
    // D1 binds at most 100 values per statement: the rows travel as one JSON value.
    for (const statement of writes.flatMap((t) => t.statements))
      expect(statement.params.length).toBeLessThanOrEqual(100);
  });

  it("writes each row in its organization's partition, one group per partition", async () => {
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    const keys = [KEYS.northwind, KEYS.wxyz, "mds_dev_unknown_to_all"];
    const sent = Array.from({ length: 30 }, (_, i) => ({
      key: keys[i % keys.length] as string,
      id: `log-partition-${i}-${crypto.randomUUID()}`,
    }));
    try {
      await Promise.all(
        sent.map(({ key, id }) =>
          send("/api/v1/ad/orders/orderstates", { headers: { "X-API-Key": key, "X-Request-Id": id } }),
        ),
      );
    } finally {
      instrument.reset();
    }
    // loggedEntries fails on an entry outside its organization's partition.
    const logged = (await loggedEntries()).filter((e) => e.requestId.startsWith("log-partition-"));
    expect(logged).toHaveLength(sent.length);
    const where = new Map(logged.map((e) => [e.organizationId, e.partition]));
    expect(new Set(where.values()).size, "the demo accounts are in both partitions").toBe(2);
    expect(where.get(null)).toBe("LOGS_0");
    // Every write goes to one partition with its rows only: a group per database.
    const writes = trips.filter(isLogWrite);
    expect(new Set(writes.map((t) => t.database))).toEqual(new Set(where.values()));
    expect(writes.length).toBeLessThan(sent.length / 2);
  });
});
