/**
 * Rate limits: a key's requests a minute, and failed authentications a client address (contract section 2).
 */
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

/*
 * Failed authentication per client address: a request with a missing, unknown,
 * revoked or expired key counts against its address in AUTH_FAILURE_LIMITER
 * (`simple.limit` per `period` in wrangler.toml: 60 a minute). Only failures
 * are counted: a request with a valid key never touches the counter.
 *
 * The binding can only count, not peek; so when it says an address is over,
 * this isolate remembers the address as blocked for a period, and its
 * requests are answered 429 before their key is looked up in D1. Another
 * isolate learns it at its own next failure from that address (one lookup).
 * A key this isolate remembers as valid is let through a blocked address all
 * the same (./auth.ts): others' failures behind the same NAT do not stop it.
 *
 * AUTH_FAILURE_LIMIT_PER_MINUTE=0 turns it off, and so does RATE_LIMIT_PER_MINUTE=0.
 */

/** How long an address over the limit stays blocked in this isolate: the binding's period. */
const BLOCK_SECONDS = 60;
/** Blocked addresses, with the time (ms) their block ends. */
const blocked = new Map<string, number>();
const BLOCKED_MAX = 10_000;

const failureLimiterOf = (c: Context<AppEnv>) =>
  c.var.settings.rateLimitPerMinute > 0 && c.var.settings.authFailureLimitPerMinute > 0
    ? c.env.AUTH_FAILURE_LIMITER
    : undefined;

/**
 * The caller's address: `CF-Connecting-IP` (set by Cloudflare, which callers
 * cannot forge), an IPv6 address by its /64 (what one subscriber is usually
 * given); without it (local runs, tests), every caller is one client.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const ip = c.req.header("CF-Connecting-IP")?.trim().toLowerCase();
  if (!ip) return "local";
  return ip.includes(":") ? ipv6Prefix(ip) : ip;
}

/** The first four groups (the /64) of an IPv6 address, `::` expanded. */
function ipv6Prefix(ip: string): string {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

const tooManyFailures = (seconds: number) =>
  new Problem(
    "rate_limited",
    "Too many requests from this address failed authentication in the last minute; retry with a valid API key after the time in Retry-After.",
    { headers: { "Retry-After": String(seconds) } },
  );

/** The 429 for the caller's address while this isolate knows it to be over the limit; undefined otherwise. */
export function failureBlock(c: Context<AppEnv>): Problem | undefined {
  if (!failureLimiterOf(c)) return undefined;
  const address = clientAddress(c);
  const until = blocked.get(address);
  if (until === undefined) return undefined;
  const left = until - Date.now();
  if (left > 0) return tooManyFailures(Math.ceil(left / 1000));
  blocked.delete(address);
  return undefined;
}

/**
 * Counts one failed authentication of the caller's address, and answers what
 * to throw: `refusal` (the 401) while the address is within the limit, the
 * 429 once this failure puts it over (the address is then blocked).
 */
export async function failedAuthentication(c: Context<AppEnv>, refusal: Problem): Promise<Problem> {
  const limiter = failureLimiterOf(c);
  if (!limiter) return refusal;
  const address = clientAddress(c);
  const { success } = await limiter.limit({ key: `address:${address}` });
  if (success) return refusal;
  if (blocked.size >= BLOCKED_MAX) {
    const now = Date.now();
    for (const [other, until] of blocked) if (until <= now) blocked.delete(other);
    // Still full: the oldest block goes (its address fails once more here before it is blocked again).
    if (blocked.size >= BLOCKED_MAX) blocked.delete(blocked.keys().next().value as string);
  }
  blocked.delete(address);
  blocked.set(address, Date.now() + BLOCK_SECONDS * 1000);
  return tooManyFailures(BLOCK_SECONDS);
}
