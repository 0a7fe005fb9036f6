/**
 * The tests' D1 instrumentation (../instrument.ts), attached in the test setup
 * only: it observes every round trip with its SQL, bound values and request,
 * and injects real D1 failures (a batch around one is rolled back by D1).
 */
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { comments, orders } from "../../src/db/schema";
import { call, KEYS, problem } from "../helpers";
import { INJECTED_FAULT_SQL, instrument, type RoundTrip } from "../instrument";

afterEach(() => instrument.reset());

const countOf = async (table: "comments" | "orders") =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? -1;

describe("D1 instrumentation", () => {
  it("is off until a test observes or injects", () => {
    expect(instrument.active).toBe(false);
    instrument.observe(() => {});
    expect(instrument.active).toBe(true);
    instrument.reset();
    expect(instrument.active).toBe(false);
  });

  it("observes each statement call and each batch as one round trip, with SQL, values and binding", async () => {
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    const db = createDb(env.DB.withSession("first-primary"));
    await db.select().from(orders).where(sql`${orders.id} = ${5002}`);
    await db.batch([db.select().from(orders).where(sql`${orders.id} = ${5001}`), db.select().from(comments).limit(1)]);
    await env.LOGS_1.prepare("SELECT ?1 AS x").bind(7).first("x");
    expect(trips.map((t) => [t.origin, t.database, t.method, t.statements.length])).toEqual([
      [undefined, "DB", "raw", 1],
      [undefined, "DB", "batch", 2],
      [undefined, "LOGS_1", "first", 1],
    ]);
    expect(trips[0]?.statements[0]).toMatchObject({ params: [5002] });
    expect(trips[0]?.statements[0]?.sql).toMatch(/^select .* from "orders" where "orders"."id" = \?$/);
    expect(trips[2]?.statements[0]).toEqual({ sql: "SELECT ?1 AS x", params: [7] });
  });

  it("names the request that made each round trip by its request id", async () => {
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    const res = await call("/api/v1/ad/orders/5002", { headers: { "X-Request-Id": "instrument-origin-1" } });
    expect(res.status).toBe(200);
    expect(trips.filter((t) => t.origin === "instrument-origin-1").length).toBeGreaterThanOrEqual(1);
  });

  it("stops observing when asked", async () => {
    const trips: RoundTrip[] = [];
    const stop = instrument.observe((trip) => trips.push(trip));
    await env.DB.prepare("SELECT 1").all();
    stop();
    await env.DB.prepare("SELECT 2").all();
    expect(trips).toHaveLength(1);
  });

  it("fails a matching statement in D1, as many times as asked", async () => {
    instrument.failWhen((s) => s.sql === "SELECT 42 AS answer", { times: 1 });
    await expect(env.DB.prepare("SELECT 42 AS answer").first("answer")).rejects.toThrow(/mds_injected_fault/);
    await expect(env.DB.prepare("SELECT 42 AS answer").first("answer")).resolves.toBe(42);
  });

  it("loses a round trip with the error asked for, sending nothing", async () => {
    instrument.failWhen((s) => s.sql === "SELECT 43 AS answer", {
      times: 1,
      error: "D1_ERROR: Network connection lost.",
    });
    await expect(env.DB.prepare("SELECT 43 AS answer").first("answer")).rejects.toThrow(/Network connection lost/);
  });

  it("fails the Nth statement of a batch, and D1 rolls the whole batch back", async () => {
    const before = await countOf("comments");
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    instrument.failWhen((_s, at) => at.method === "batch" && at.index === 1);
    const insert = env.DB.prepare(
      "INSERT INTO comments (order_id, type, poster_name, text, organization_id) VALUES (5002, 'Comment', 'x', 'y', 100)",
    );
    await expect(env.DB.batch([insert, env.DB.prepare("SELECT 1"), insert])).rejects.toThrow(/mds_injected_fault/);
    expect(await countOf("comments")).toBe(before);
    expect(trips[0]?.faulted).toEqual([1]);
    expect(trips[0]?.statements[1]?.sql).toBe("SELECT 1");
    expect(INJECTED_FAULT_SQL).toContain("mds_injected_fault");
  });

  it("turns a fault inside a request into a 500 that leaves nothing half-written", async () => {
    const before = await countOf("orders");
    instrument.failWhen((s, at) => at.method === "batch" && /^insert into "destinations"/.test(s.sql));
    const res = await call("/api/v1/ad/orders", {
      method: "POST",
      body: {
        Advertiser: "Fault Injection Motors",
        Files: [{ AdID: "FALT0000001H", Title: "Fault :30", Length: 30 }],
        Destinations: [200],
      },
    });
    const body = await problem(res, 500);
    expect(body.detail).not.toMatch(/mds_injected_fault|SQL/i);
    expect(await countOf("orders")).toBe(before);
    instrument.reset();
    const again = await call("/api/v1/ad/orders/5002/comments", {
      key: KEYS.wxyz,
      method: "POST",
      body: { CommentPosterText: "after the fault" },
    });
    expect(again.status).toBe(201);
  });
});
