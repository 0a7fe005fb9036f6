/**
 * A key the isolate knows is not looked up again: the check that its row is
 * unchanged rides on the request's first D1 round trip (src/http/known-keys.ts).
 * These tests change a known key's row between two
 * requests, as an operator would, and hold that the answer is the one a fresh
 * lookup would give: refused at once when revoked or expired, the new details
 * used when the organization changed, and nothing of the refused or stale run
 * written or logged. Each test makes its own key, so no other test's requests
 * make it known.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/http/keys";
import { json, problem, send } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { loggedEntries } from "../logs";
import { isKeyCheck } from "../perf/operations";

/** A new key of WXYZ-TV (200), a destination of the demo order 5002. */
async function newStationKey(): Promise<{ key: string; id: number }> {
  const key = `mds_test_known_${crypto.randomUUID().replaceAll("-", "")}`;
  const row = await env.DB.prepare(
    "INSERT INTO api_keys (organization_id, key_hash, prefix) VALUES (200, ?, 'mds_test_kno') RETURNING id",
  )
    .bind(await sha256Hex(key))
    .first<{ id: number }>();
  if (!row) throw new Error("no key");
  return { key, id: row.id };
}

const COMMENTS = "/api/v1/ad/orders/5002/comments";
const commentCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE order_id = 5002").first<{ n: number }>())?.n;
const logRows = async (requestId: string) =>
  (await loggedEntries(requestId)).map((e) => ({ status_code: e.statusCode, organization_id: e.organizationId }));

describe("a key the isolate knows", () => {
  it("is checked, not looked up, and the check rides on the request's first round trip", async () => {
    const { key } = await newStationKey();
    expect((await send("/api/v1/ad/orders/5002", { key })).status).toBe(200);
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    try {
      expect((await send("/api/v1/ad/orders/5002", { key })).status).toBe(200);
    } finally {
      instrument.reset();
    }
    const checks = trips.flatMap((t) => t.statements).filter(isKeyCheck);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.params).toContain(await sha256Hex(key));
    expect(trips[0]?.method).toBe("batch");
    expect(isKeyCheck(trips[0]?.statements[0] ?? { sql: "" })).toBe(true);
  });

  it("is refused on the next request once revoked, with nothing written", async () => {
    const { key, id } = await newStationKey();
    expect((await send(COMMENTS, { key, method: "POST", body: { CommentPosterText: "Before" } })).status).toBe(201);
    await env.DB.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    const before = await commentCount();
    const res = await send(COMMENTS, {
      key,
      method: "POST",
      body: { CommentPosterText: "After" },
      headers: { "X-Request-Id": "known-key-revoked-write" },
    });
    expect((await problem(res, 401)).detail).toMatch(/revoked/);
    expect(res.headers.get("WWW-Authenticate")).toMatch(/ApiKey/);
    expect(await commentCount()).toBe(before);
    // Refused, yet still its organization's request (contract section 6: revoked keys' logs included).
    expect(await logRows("known-key-revoked-write")).toEqual([{ status_code: 401, organization_id: 200 }]);
    expect((await problem(await send("/api/v1/ad/orders/5002", { key }), 401)).detail).toMatch(/revoked/);
  });

  it("is refused once expired, even by a request that reaches no table (an unknown route)", async () => {
    const { key, id } = await newStationKey();
    expect((await send("/api/v1/nowhere", { key })).status).toBe(404);
    await env.DB.prepare("UPDATE api_keys SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    const res = await send("/api/v1/nowhere", { key, headers: { "X-Request-Id": "known-key-expired-404" } });
    expect((await problem(res, 401)).detail).toMatch(/expired/);
    expect(await logRows("known-key-expired-404")).toEqual([{ status_code: 401, organization_id: 200 }]);
  });

  it("is refused once deleted, even when the request was to fail validation", async () => {
    const { key, id } = await newStationKey();
    expect((await send("/api/v1/ad/orders/5002", { key })).status).toBe(200);
    await env.DB.prepare("DELETE FROM api_keys WHERE id = ?").bind(id).run();
    await problem(await send(COMMENTS, { key, method: "POST", body: { CommentPosterText: "" } }), 401);
  });

  it("answers with its organization's new details once they changed, the stale run leaving no trace", async () => {
    const { key } = await newStationKey();
    expect((await send("/api/v1/ad/orders/5002", { key })).status).toBe(200);
    const renamed = `WXYZ-TV ${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare("UPDATE organizations SET name = ? WHERE id = 200").bind(renamed).run();
    const before = await commentCount();
    const res = await send(COMMENTS, {
      key,
      method: "POST",
      body: { CommentPosterText: "Renamed" },
      headers: { "X-Request-Id": "known-key-renamed" },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await json(res)).CommentPosterName).toBe(renamed);
    expect(await commentCount()).toBe((before ?? 0) + 1);
    expect(await logRows("known-key-renamed")).toEqual([{ status_code: 201, organization_id: 200 }]);
  });
});

describe("a known key that changed", () => {
  it("is run again without any error logged: the first run is handled, not a failure", async () => {
    const { key } = await newStationKey();
    expect((await send("/api/v1/ad/orders/5002", { key })).status).toBe(200);
    const renamed = `WXYZ-TV ${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare("UPDATE organizations SET name = ? WHERE id = 200").bind(renamed).run();
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const res = await send(COMMENTS, { key, method: "POST", body: { CommentPosterText: "Logged?" } });
      expect(res.status).toBe(201);
      expect((await json(res)).CommentPosterName).toBe(renamed);
    } finally {
      console.error = original;
    }
    expect(logged).toEqual([]);
  });
});
