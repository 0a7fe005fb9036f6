/**
 * Bindings and variables (typed by `wrangler types` in worker-configuration.d.ts),
 * validated once at the entry, and the variables every request carries.
 */
import type { SQL } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "./db/client";

/**
 * WEBHOOK_ALLOW_LOCAL: "1" only under `npm start` (scripts/serve.ts): webhooks may target this machine.
 * ENGINE_URL: the media engine (src/engine/engine.ts), set only by local runs (`npm start`, the tests).
 */
export type Bindings = Env & { WEBHOOK_ALLOW_LOCAL?: string; ENGINE_URL?: string };

const wholeNumber = (name: string, fallback: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d+$/, `${name} must be a whole number`), v.transform(Number)), fallback);

const VarsSchema = v.object({
  RATE_LIMIT_PER_MINUTE: wholeNumber("RATE_LIMIT_PER_MINUTE", "600"),
  AUTH_FAILURE_LIMIT_PER_MINUTE: wholeNumber("AUTH_FAILURE_LIMIT_PER_MINUTE", "60"),
});

export interface Settings {
  /** 0 turns all rate limiting off: per key, and of failed authentication too (load tests, the test suite). */
  rateLimitPerMinute: number;
  /** 0 turns the limit of failed authentication per client address off (src/http/rate-limit.ts). */
  authFailureLimitPerMinute: number;
}

let cached: { env: Bindings; source: unknown; settings: Settings } | undefined;

/** Reads the variables once per isolate; a misconfiguration fails loudly at the entry. */
export function settingsOf(env: Bindings): Settings {
  // The runtime hands every request the same env: its variables are not read again (each read crosses into the runtime).
  if (cached?.env === env) return cached.settings;
  const source = `${env.RATE_LIMIT_PER_MINUTE}/${env.AUTH_FAILURE_LIMIT_PER_MINUTE}`;
  if (cached?.source === source) {
    cached.env = env;
    return cached.settings;
  }
  const vars = v.parse(VarsSchema, {
    RATE_LIMIT_PER_MINUTE: env.RATE_LIMIT_PER_MINUTE,
    AUTH_FAILURE_LIMIT_PER_MINUTE: env.AUTH_FAILURE_LIMIT_PER_MINUTE,
  });
  const settings = {
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    authFailureLimitPerMinute: vars.AUTH_FAILURE_LIMIT_PER_MINUTE,
  };
  cached = { env, source, settings };
  return settings;
}

/** Who is calling: resolved from the API key by the auth middleware. */
export interface Principal {
  keyId: number;
  keyPrefix: string;
  organizationId: number;
  organizationName: string;
  organizationKind: "agency" | "label" | "destination" | "group";
  contactId: number | null;
  contactName: string | null;
  /** The key's organization first, then every organization it has group access to. */
  actsFor: number[];
}

export type ResponseFormat = "json" | "xml";

export interface Variables {
  requestId: string;
  db: Db;
  settings: Settings;
  /** The negotiated response format (JSON when nothing acceptable was asked for). */
  format: ResponseFormat;
  /** False when Accept allows none of our formats (answered 406 once authenticated). */
  acceptable: boolean;
  principal?: Principal;
  /** The key prefix presented, even when the key was unknown. */
  presentedKeyPrefix?: string;
  /** A known key refused as revoked or expired: its log row is its organization's all the same. */
  refusedKey?: { keyId: number; organizationId: number };
  /** The operation's path template in SPEC.md's placeholder names. */
  urlTemplate?: string;
  /** The claim of the request's Idempotency-Key, while its handler runs (./http/idempotency.ts `claimWritten`). */
  idempotencyClaim?: { organizationId: number; key: string; claimedAt: string; created?: SQL };
  /** The request body's bytes as sent, once read (./http/negotiation.ts); the idempotency fingerprint reads them. */
  rawBody?: Uint8Array;
  bodyFormat?: ResponseFormat;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
