/**
 * D1's transient errors (src/db/batch.ts, `read` and `retried`): a read that meets one is sent
 * again and the request succeeds; one that keeps failing is a clean 500; a
 * write is never sent twice, so its transient error is a clean 500 with
 * nothing written.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";

const LOST = "D1_ERROR: Network connection lost.";
const isOrderRead = (s: { sql: string }) => /^select .*"orders"/i.test(s.sql) && /as "visible"/.test(s.sql);

afterEach(() => instrument.reset());

describe("transient D1 errors", () => {
  it("retries a read that lost its connection, and the request succeeds", async () => {
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    instrument.failWhen(isOrderRead, { times: 2, error: LOST });
    const res = await call("/api/v1/ad/orders/5002", { key: KEYS.northwind });
    expect(res.status).toBe(200);
    expect((await json(res)).OrderID).toBe(5002);
    // Sent three times: twice lost, then answered.
    expect(trips.filter((t) => t.statements.some(isOrderRead))).toHaveLength(3);
  });

  it("answers a clean 500 when a read keeps failing", async () => {
    instrument.failWhen(isOrderRead, { error: LOST });
    const res = await call("/api/v1/ad/orders/5002", { key: KEYS.northwind });
    const body = await problem(res, 500);
    expect(body.detail).toMatch(/nothing was half-written/);
    expect(JSON.stringify(body)).not.toMatch(/Network connection lost|D1_ERROR/);
  });

  it("never sends a write again: its transient error is a clean 500 and nothing is written", async () => {
    const text = `transient-${crypto.randomUUID()}`;
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    instrument.failWhen((s) => /^insert into "comments"/i.test(s.sql), { times: 1, error: LOST });
    const res = await call("/api/v1/ad/orders/5002/comments", {
      key: KEYS.wxyz,
      method: "POST",
      body: { CommentPosterText: text },
    });
    await problem(res, 500);
    expect(trips.filter((t) => t.statements.some((s) => /^insert into "comments"/i.test(s.sql)))).toHaveLength(1);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE text = ?").bind(text).first();
    expect(stored?.n).toBe(0);
  });
});
