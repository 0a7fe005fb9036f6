/**
 * A key's row is kept by the isolate for at most 30 seconds (contract
 * section 13, src/http/auth.ts): a kept key costs no lookup; a key revoked
 * through the API stops at once in the isolate that revoked it, and within 30
 * seconds anywhere (here: a revocation written to D1 directly, as another
 * isolate or `npm run key:revoke` would); an expired key stops at its
 * ExpiresAt, which the kept row knows. Each test makes its own key, so no
 * other test's requests keep it.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KEY_CACHE_MS } from "../../src/http/auth";
import { sha256Hex } from "../../src/http/keys";
import { json, KEYS, send } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { isAuthLookup } from "../perf/operations";

/** A new key of WXYZ-TV (200), a destination of the demo order 5002. */
async function newStationKey(expiresAt: string | null = null): Promise<{ key: string; id: number }> {
  const key = `mds_test_kept_${crypto.randomUUID().replaceAll("-", "")}`;
  const row = await env.DB.prepare(
    "INSERT INTO api_keys (organization_id, key_hash, prefix, expires_at) VALUES (200, ?, 'mds_test_kep', ?) RETURNING id",
  )
    .bind(await sha256Hex(key), expiresAt)
    .first<{ id: number }>();
  if (!row) throw new Error("no key");
  return { key, id: row.id };
}

const ORDER = "/api/v1/ad/orders/5002";

afterEach(() => {
  vi.useRealTimers();
  instrument.reset();
});

describe("a key kept by the isolate", () => {
  it("is looked up once, then not again while kept", async () => {
    const { key } = await newStationKey();
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    expect((await send(ORDER, { key })).status).toBe(200);
    expect((await send(ORDER, { key })).status).toBe(200);
    expect(trips.filter(isAuthLookup)).toHaveLength(1);
  });

  it("is looked up again once 30 seconds have passed", async () => {
    const { key } = await newStationKey();
    expect((await send(ORDER, { key })).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + KEY_CACHE_MS + 1000);
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    expect((await send(ORDER, { key })).status).toBe(200);
    expect(trips.filter(isAuthLookup)).toHaveLength(1);
  });

  it("stops at once in this isolate when revoked through the API", async () => {
    const { key, id } = await newStationKey();
    expect((await send(ORDER, { key })).status).toBe(200);
    const revoked = await send(`/api/v1/account/keys/${id}`, { key: KEYS.wxyz, method: "DELETE" });
    expect(revoked.status).toBe(200);
    expect((await json<{ RevokedAt: string | null }>(revoked)).RevokedAt).not.toBeNull();
    const res = await send(ORDER, { key });
    expect(res.status).toBe(401);
    expect(res.headers.get("WWW-Authenticate")).toMatch(/^ApiKey/);
  });

  it("stops within 30 seconds when revoked elsewhere", async () => {
    const { key, id } = await newStationKey();
    expect((await send(ORDER, { key })).status).toBe(200);
    await env.DB.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    // Kept: this isolate has not heard of it yet.
    expect((await send(ORDER, { key })).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + KEY_CACHE_MS + 1000);
    expect((await send(ORDER, { key })).status).toBe(401);
  });

  it("stops at its ExpiresAt, kept or not", async () => {
    const expiresAt = new Date(Date.now() + 5000).toISOString();
    const { key } = await newStationKey(expiresAt);
    expect((await send(ORDER, { key })).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse(expiresAt) + 1);
    const res = await send(ORDER, { key });
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/expired/);
  });

  it("is never kept when unknown: a key made a moment later works at once", async () => {
    const key = `mds_test_kept_${crypto.randomUUID().replaceAll("-", "")}`;
    expect((await send(ORDER, { key })).status).toBe(401);
    await env.DB.prepare("INSERT INTO api_keys (organization_id, key_hash, prefix) VALUES (200, ?, 'mds_test_kep')")
      .bind(await sha256Hex(key))
      .run();
    expect((await send(ORDER, { key })).status).toBe(200);
  });
});
