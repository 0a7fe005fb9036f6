/**
 * Failed authentication: the requests of a revoked or expired key are still
 * its organization's in the logs, and failures are limited per client address
 * (AUTH_FAILURE_LIMITER), counting failures only.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { keyPrefix } from "../../src/http/keys";
import { awayFromWindowEdge, json, KEYS, problem, type SendOptions, send } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { loggedEntries } from "../logs";

afterEach(() => instrument.reset());

const PATH = "/api/v1/ad/orders/orderstates";
const NORTHWIND = 100;

const logOf = (res: Response) => loggedEntries(res.headers.get("X-Request-Id"));

let seq = 0;
const marker = () => `${Date.now().toString(36)}-${++seq}`;

describe("the logs of revoked and expired keys", () => {
  it.each([
    ["a revoked", KEYS.revoked],
    ["an expired", KEYS.expired],
  ])(
    "%s key is refused 401, its request logged as its organization's, and shown in the account's logs",
    async (_name, key) => {
      const urls: string[] = [];
      // Twice: looked up, then kept by this isolate for 30 s (../../src/http/auth.ts, `rowOf`), still refused.
      for (let i = 0; i < 2; i++) {
        const url = `${PATH}?probe=${marker()}`;
        urls.push(url);
        const res = await send(url, { key });
        expect(res.status).toBe(401);
        expect(res.headers.get("WWW-Authenticate")).toMatch(/^ApiKey/);
        expect(await logOf(res)).toEqual([
          expect.objectContaining({ organizationId: NORTHWIND, apiKeyPrefix: await keyPrefix(key), statusCode: 401 }),
        ]);
      }
      for (const url of urls) {
        const logs = await json<{ Url: string; StatusCode: number; ApiKeyPrefix: string }[]>(
          await send(`/api/v1/music/account/logs?url=${encodeURIComponent(url)}`, { key: KEYS.northwind }),
        );
        expect(logs).toEqual([
          expect.objectContaining({ Url: url, StatusCode: 401, ApiKeyPrefix: await keyPrefix(key) }),
        ]);
        // Another account does not see them.
        const others = await json<unknown[]>(
          await send(`/api/v1/music/account/logs?url=${encodeURIComponent(url)}`, { key: KEYS.blueharbor }),
        );
        expect(others).toEqual([]);
      }
    },
  );

  it("keeps an unknown key's request under no account", async () => {
    const res = await send(PATH, { key: "mds_dev_nobody_at_all" });
    expect(res.status).toBe(401);
    expect(await logOf(res)).toEqual([
      expect.objectContaining({ organizationId: null, apiKeyPrefix: await keyPrefix("mds_dev_nobody_at_all") }),
    ]);
  });
});

/** The suite runs with limiting off; these requests turn it on, as a deployment has it (60 failures a minute). */
const limited = { ...env, RATE_LIMIT_PER_MINUTE: "600", AUTH_FAILURE_LIMIT_PER_MINUTE: "60" } as typeof env;
const LIMIT = 60;

let address = 0;
/** An address no other test uses. */
const newAddress = () => `198.51.100.${++address}`;

const from = (ip: string, key: string | null, options: SendOptions = {}) =>
  send(PATH, { env: limited, ...options, key, headers: { "CF-Connecting-IP": ip, ...options.headers } });

/** Sends `n` failing requests from `ip`, of every kind of failure; all must be 401. */
async function fail(ip: string, n: number) {
  const kinds = [null, KEYS.revoked, KEYS.expired, "k".repeat(300)];
  for (let i = 0; i < n; i++) {
    const key = i % 5 < kinds.length ? kinds[i % 5] : `mds_live_unknown_${marker()}`;
    expect((await from(ip, key ?? null)).status, `failure ${i + 1}`).toBe(401);
  }
}

/** The key lookups D1 sees while `run` runs. */
async function lookupsDuring(run: () => Promise<unknown>): Promise<number> {
  const trips: RoundTrip[] = [];
  const stop = instrument.observe((trip) => trips.push(trip));
  try {
    await run();
  } finally {
    stop();
  }
  return trips.filter((t) => t.statements.some((s) => /\bFROM api_keys\b/i.test(s.sql))).length;
}

describe("the limit of failed authentication per client address", () => {
  it("answers 429 with Retry-After past 60 failures a minute, then looks no key up for that address", async () => {
    await awayFromWindowEdge();
    const ip = newAddress();
    // A valid key this isolate knows (looked up once).
    expect((await from(newAddress(), KEYS.northwind)).status).toBe(200);
    await fail(ip, LIMIT);
    const over = await from(ip, `mds_live_unknown_${marker()}`);
    const body = await problem(over, 429);
    expect(over.headers.get("Retry-After")).toBe("60");
    expect(body.detail).toMatch(/failed authentication/);

    // Over the limit: refused before any lookup, whatever the key; an unknown key's request is not even logged.
    let blocked: Response | undefined;
    expect(await lookupsDuring(async () => (blocked = await from(ip, `mds_live_unknown_${marker()}`)))).toBe(0);
    expect(blocked?.status).toBe(429);
    expect(Number(blocked?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(blocked?.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    if (blocked) expect(await logOf(blocked)).toEqual([]);
    expect((await from(ip, null)).status).toBe(429);
    // A revoked key this isolate knows is refused without a lookup too, and stays in its account's logs.
    let revoked: Response | undefined;
    expect(await lookupsDuring(async () => (revoked = await from(ip, KEYS.revoked)))).toBe(0);
    expect(revoked?.status).toBe(429);
    if (revoked)
      expect(await logOf(revoked)).toEqual([
        expect.objectContaining({
          organizationId: NORTHWIND,
          statusCode: 429,
          apiKeyPrefix: await keyPrefix(KEYS.revoked),
        }),
      ]);

    // A valid key behind the same address is not held back by the others' failures.
    expect((await from(ip, KEYS.northwind)).status).toBe(200);
    // Another address is not affected.
    expect((await from(newAddress(), `mds_live_unknown_${marker()}`)).status).toBe(401);
    // Off: AUTH_FAILURE_LIMIT_PER_MINUTE=0, or RATE_LIMIT_PER_MINUTE=0 (the suite's default).
    expect(
      (await from(ip, null, { env: { ...limited, AUTH_FAILURE_LIMIT_PER_MINUTE: "0" } as typeof env })).status,
    ).toBe(401);
    expect((await from(ip, null, { env })).status).toBe(401);
  }, 60_000);

  it("counts failures only: valid requests from the same address never count", async () => {
    await awayFromWindowEdge();
    const ip = newAddress();
    await fail(ip, LIMIT - 1);
    for (let i = 0; i < 20; i++) expect((await from(ip, KEYS.harborlight)).status).toBe(200);
    await fail(ip, 1);
    await problem(await from(ip, `mds_live_unknown_${marker()}`), 429);
  }, 60_000);

  it("takes an IPv6 address by its /64", async () => {
    await awayFromWindowEdge();
    await fail("2001:db8:7:42::1", LIMIT);
    await problem(await from("2001:DB8:7:42:ffff:0:0:5", `mds_live_unknown_${marker()}`), 429);
    expect((await from("2001:db8:7:43::1", `mds_live_unknown_${marker()}`)).status).toBe(401);
  }, 60_000);
});
