/**
 * When each key was last used (`api_keys.last_used_at`, the key list's
 * `LastUsedAt`), to within a minute: a key's time is written at most once a
 * minute by each isolate, after the answer (`waitUntil`), so that a busy key
 * does not cost a write on every request.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { apiKeys } from "../db/schema";
import type { AppEnv } from "../env";

const EVERY_MS = 60_000;
const REMEMBERED_MAX = 10_000;
/** Key id → when this isolate last wrote its time. */
const written = new Map<number, number>();

export function noteKeyUse(c: Context<AppEnv>, keyId: number): void {
  const now = Date.now();
  if (now - (written.get(keyId) ?? 0) < EVERY_MS) return;
  if (written.size >= REMEMBERED_MAX) written.clear();
  written.set(keyId, now);
  const write = c.var.db
    .update(apiKeys)
    .set({ lastUsedAt: new Date(now).toISOString() })
    .where(eq(apiKeys.id, keyId))
    .run()
    .catch((error) => {
      written.delete(keyId);
      console.error("key use write failed", keyId, error);
    });
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // No execution context (Hono's app.request in a script): the write runs on its own.
  }
}
