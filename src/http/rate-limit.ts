import type { Context } from "hono";
import type { AppEnv } from "../env";
import { Problem } from "./problems";

/**
 * Per-key limit through the Workers Rate Limiting binding: the limit is the
 * binding's `simple.limit` per `period` in wrangler.toml (600 a minute), static
 * configuration of the binding; RATE_LIMIT_PER_MINUTE=0 turns limiting off.
 */
export async function rateLimit(c: Context<AppEnv>): Promise<void> {
  const principal = c.get("principal");
  if (principal && c.var.settings.rateLimitPerMinute > 0 && c.env.RATE_LIMITER) {
    const { success } = await c.env.RATE_LIMITER.limit({ key: `key:${principal.keyId}` });
    if (!success) {
      throw new Problem(
        "rate_limited",
        "This API key sent more requests in the last minute than its limit allows; retry after the time in Retry-After.",
        { headers: { "Retry-After": "60" } },
      );
    }
  }
}
