/**
 * Rate limiting recovers: a key that got 429 is served again once the window
 * has passed, within the `Retry-After` it was told.
 *
 * The Workers Rate Limiting binding counts per key in windows of its period
 * (60 s in wrangler.toml; the local binding aligns them to the clock minute).
 * Nothing outside the binding can move its clock, so this test really waits
 * for the next window: it takes up to about a minute, hence its timeout.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { keyPrefix } from "../../src/http/keys";
import { send } from "./send";

/** The suite runs with limiting off; these requests turn it on, as a deployment has it. */
const limited = { ...env, RATE_LIMIT_PER_MINUTE: "600" } as typeof env;
const PERIOD_MS = 60_000;
const key = `mds_test_${crypto.randomUUID()}`;

async function sha256(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

beforeAll(async () => {
  // A key of its own (an id far from the others'), so that no other test's requests count against it.
  await env.DB.prepare(
    "INSERT INTO api_keys (id, key_hash, prefix, organization_id, label) VALUES (987002, ?, ?, 400, 'rate limit recovery test')",
  )
    .bind(await sha256(key), await keyPrefix(key))
    .run();
});

const use = () => send("/api/v1/ad/orders/podstates", { key, env: limited });

describe("per-key rate limiting", () => {
  it("serves the key again after the window, within Retry-After", async () => {
    let limitedAt: number | undefined;
    let retryAfter = 0;
    // At most two windows' worth: exhausting may straddle a window boundary.
    for (let i = 0; i < 1300 && limitedAt === undefined; i++) {
      const res = await use();
      if (res.status === 429) {
        limitedAt = Date.now();
        retryAfter = Number(res.headers.get("Retry-After"));
      } else {
        expect(res.status).toBe(200);
      }
      await res.body?.cancel();
    }
    expect(limitedAt).toBeDefined();
    expect(retryAfter).toBeGreaterThan(0);

    // Still limited within the window…
    expect((await use()).status).toBe(429);
    // …and served again once it has passed.
    const nextWindow = Math.ceil(Date.now() / PERIOD_MS) * PERIOD_MS;
    await new Promise((resolve) => setTimeout(resolve, nextWindow - Date.now() + 500));
    const res = await use();
    expect(res.status).toBe(200);
    expect(Date.now() - (limitedAt as number)).toBeLessThanOrEqual(retryAfter * 1000 + 1000);
  }, 180_000);
});
