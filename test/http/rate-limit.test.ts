import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { awayFromWindowEdge, BASE, KEYS } from "../helpers";

/** The suite runs with limiting off; these requests turn it on, as a deployment has it. */
const limited = { ...env, RATE_LIMIT_PER_MINUTE: "600" } as typeof env;

async function send(key: string, environment = limited) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${BASE}/api/v1/ad/orders/podstates`, { headers: { "X-API-Key": key } }),
    environment,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("per-key rate limiting", () => {
  it("answers 429 with Retry-After past 600 requests a minute, for that key only", async () => {
    await awayFromWindowEdge(40_000);
    // In one window: sent 20 at a time, so that 600 fit well within a minute.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, () => send(KEYS.dana)))).map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const res = await send(KEYS.dana);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    const body = (await res.json()) as { status: number; detail: string };
    expect(body.status).toBe(429);
    // Another key is not affected.
    expect((await send(KEYS.harborlight)).status).toBe(200);
    // With RATE_LIMIT_PER_MINUTE=0, the same key is served again.
    expect((await send(KEYS.dana, { ...env, RATE_LIMIT_PER_MINUTE: "0" } as typeof env)).status).toBe(200);
  }, 60_000);
});
