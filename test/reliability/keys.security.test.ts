/**
 * API keys are stored and compared only as SHA-256 hashes: no key is found in
 * clear anywhere in the database (keys, request logs, idempotency keys), and
 * the lookup binds the hash and never the key. An isolate keeps a key's row
 * for at most 30 seconds (contract section 13): an expired key stops at its
 * `ExpiresAt` all the same, a key revoked through the API stops at once in the
 * isolate that revoked it, and one revoked elsewhere within 30 seconds.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { world } from "../../fixtures/world";
import { KEY_CACHE_MS } from "../../src/http/auth";
import { keyPrefix } from "../../src/http/keys";
import { KEYS, problem } from "../helpers";
import { instrument, type Statement } from "../instrument";
import { logDatabases, loggedEntries } from "../logs";
import { orderBody, send, unique } from "./send";

afterEach(() => instrument.reset());

const DEV_KEYS = world.apiKeys.map((k) => k.key);
const STRANGER_KEY = "mds_live_this_key_is_unknown_0123456789";
/** Shaped as `npm run key:create` makes them: `mds_live_` and 32 random characters. */
const LIVE_KEY = `mds_live_${crypto.randomUUID().replaceAll("-", "")}`;
/** A prefix: at most the key's first 12 characters, `...`, 8 hex digits of its SHA-256 (src/http/keys.ts). */
const PREFIX_SHAPE = /^.{0,12}\.\.\.[0-9a-f]{8}$/;
/** Every key: none is kept whole anywhere, not even a short one (its last 8 characters are never visible). */
const LONG_KEYS = [...DEV_KEYS, STRANGER_KEY, LIVE_KEY];

async function sha256(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The tables of the request log, in every partition of it. */
const LOG_TABLES = ["request_log_groups", "log_accounts"];

/**
 * Every value of every row of a table as stored, as text, but those of `except` (the visible prefix); the
 * request log's tables read in every partition.
 */
async function valuesOf(table: string, except?: string): Promise<string[]> {
  const databases = LOG_TABLES.includes(table) ? logDatabases() : [env.DB];
  const values: string[] = [];
  for (const db of databases) {
    const { results } = await db.prepare(`SELECT * FROM ${table}`).all<Record<string, unknown>>();
    for (const row of results) {
      for (const [column, value] of Object.entries(row)) if (column !== except) values.push(String(value));
    }
  }
  return values;
}

beforeAll(async () => {
  await env.DB.prepare(
    "INSERT INTO api_keys (id, key_hash, prefix, organization_id, label) VALUES (987003, ?, ?, 400, 'live-shaped key')",
  )
    .bind(await sha256(LIVE_KEY), await keyPrefix(LIVE_KEY))
    .run();
  // Traffic with every key, by both headers, plus an unknown key and an idempotent write.
  for (const key of [...DEV_KEYS, LIVE_KEY]) {
    await send("/api/v1/ad/orders/podstates", { key });
    await send("/api/v1/ad/orders/podstates", { key: null, headers: { Authorization: `Bearer ${key}` } });
  }
  await send("/api/v1/ad/orders/podstates", { key: STRANGER_KEY });
  await send("/api/v1/ad/orders", {
    method: "POST",
    key: LIVE_KEY,
    body: orderBody(unique("Keys")),
    headers: { "Idempotency-Key": unique("keys") },
  });
});

describe("keys at rest", () => {
  it("api_keys holds each key's SHA-256 and its visible prefix (at most 12 characters, never the last 8), and the key nowhere else", async () => {
    const { results } = await env.DB.prepare("SELECT key_hash, prefix FROM api_keys").all<{
      key_hash: string;
      prefix: string;
    }>();
    const byHash = new Map(results.map((r) => [r.key_hash, r.prefix]));
    for (const key of [...DEV_KEYS, LIVE_KEY]) expect(byHash.get(await sha256(key)), key).toBe(await keyPrefix(key));
    // Two keys of WXYZ-TV's both start `mds_` (12 characters, the last 8 never shown): the digits tell them apart.
    expect(await keyPrefix("mds_dev_dana")).toMatch(/^mds_\.\.\.[0-9a-f]{8}$/);
    expect(await keyPrefix("mds_dev_dana")).not.toBe(await keyPrefix("mds_dev_wxyz"));
    expect(await keyPrefix("mds_dev_dana")).toBe(`mds_...${(await sha256("mds_dev_dana")).slice(0, 8)}`);
    for (const row of results) expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const values = await valuesOf("api_keys", "prefix");
    for (const key of DEV_KEYS)
      expect(
        values.filter((v) => v.includes(key)),
        key,
      ).toEqual([]);
  });

  it.each(["api_keys", ...LOG_TABLES, "idempotency_keys"])(
    "%s holds no key longer than its prefix in clear, in any column",
    async (table) => {
      const values = await valuesOf(table);
      expect(values.length).toBeGreaterThan(0);
      for (const key of LONG_KEYS)
        expect(
          values.filter((v) => v.includes(key)),
          `${key} in ${table}`,
        ).toEqual([]);
    },
  );

  it.each([
    ["request_log_groups", undefined],
    ["idempotency_keys", undefined],
  ])("%s holds no key in clear beside the visible prefix", async (table, prefixColumn) => {
    const values = await valuesOf(table, prefixColumn);
    for (const key of DEV_KEYS)
      expect(
        values.filter((v) => v.includes(key)),
        `${key} in ${table}`,
      ).toEqual([]);
  });

  it("logs only the presented key's prefix (its first 12 characters at most and 8 hex digits of its hash), known key or not", async () => {
    const prefixes = [...new Set((await loggedEntries()).map((e) => e.apiKeyPrefix ?? ""))];
    expect(prefixes).toEqual(expect.arrayContaining([await keyPrefix(STRANGER_KEY), await keyPrefix(LIVE_KEY)]));
    for (const prefix of prefixes) expect(prefix).toMatch(PREFIX_SHAPE);
  });
});

/** A key of Harbor Light Agency (400) made for one test, in api_keys; none of the isolate has seen it yet. */
async function freshKey(label: string, expiresAt: string | null = null): Promise<{ key: string; id: number }> {
  const key = `mds_test_${crypto.randomUUID()}`;
  const row = await env.DB.prepare(
    "INSERT INTO api_keys (key_hash, prefix, organization_id, label, expires_at) VALUES (?, ?, 400, ?, ?) RETURNING id",
  )
    .bind(await sha256(key), await keyPrefix(key), label, expiresAt)
    .first<{ id: number }>();
  return { key, id: row?.id ?? 0 };
}

const use = (key: string) => send("/api/v1/ad/orders/podstates", { key });

describe("key lookup", () => {
  it("looks the key up by its hash: the key itself is never sent to the database", async () => {
    const { key } = await freshKey("lookup test");
    const statements: Statement[] = [];
    instrument.observe((trip) => statements.push(...trip.statements));
    expect((await use(key)).status).toBe(200);
    const lookup = statements.find((s) => /\bfrom "api_keys"/i.test(s.sql) && /"key_hash" = \?/i.test(s.sql));
    expect(lookup?.params).toContain(await sha256(key));
    const params = statements.flatMap((s) => s.params).map(String);
    expect(params.filter((p) => p.includes(key))).toEqual([]);
  });

  it.each([
    ["the stored hash sent as a key", async () => sha256(KEYS.northwind)],
    ["the key in another case", async () => KEYS.northwind.toUpperCase()],
    ["the key with one character changed", async () => `${KEYS.northwind.slice(0, -1)}X`],
    ["the key with a character more", async () => `${KEYS.northwind}x`],
    ["the prefix alone", async () => await keyPrefix(KEYS.northwind)],
  ])("refuses %s", async (_name, keyOf) => {
    await problem(await send("/api/v1/ad/orders/podstates", { key: await keyOf() }), 401);
  });
});

describe("expiry and revocation", () => {
  afterEach(() => vi.useRealTimers());

  it("an expired key stops at its ExpiresAt, though the isolate keeps its row", async () => {
    const expiresAt = Date.now() + 1500;
    const { key } = await freshKey("expiry test", new Date(expiresAt).toISOString());
    expect((await use(key)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 50));
    expect((await problem(await use(key), 401)).detail).toMatch(/expired/);
  });

  it("a key revoked through the API stops at once in the isolate that revoked it", async () => {
    const { key, id } = await freshKey("revocation test");
    expect((await use(key)).status).toBe(200);
    const res = await send(`/api/v1/account/keys/${id}`, { method: "DELETE", key: KEYS.harborlight });
    expect(res.status).toBe(200);
    expect((await problem(await use(key), 401)).detail).toMatch(/revoked/);
  });

  it("a key revoked elsewhere (another isolate, the shell) stops within 30 seconds", async () => {
    const { key, id } = await freshKey("revoked elsewhere");
    expect((await use(key)).status).toBe(200);
    await env.DB.prepare("UPDATE api_keys SET revoked_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + KEY_CACHE_MS + 1000);
    expect((await problem(await use(key), 401)).detail).toMatch(/revoked/);
  });
});
