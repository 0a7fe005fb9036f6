/**
 * One log row per request that presented a key, whatever its outcome, written
 * after the response with `waitUntil` so that it never delays or fails it.
 */
import type { MiddlewareHandler } from "hono";
import { requestLogs } from "../db/schema";
import type { AppEnv } from "../env";

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestDate = new Date().toISOString();
  await next();
  const keyPrefix = c.get("presentedKeyPrefix");
  if (!keyPrefix) return;
  const principal = c.get("principal");
  const url = new URL(c.req.url);
  const row = {
    organizationId: principal?.organizationId ?? null,
    apiKeyId: principal?.keyId ?? null,
    apiKeyPrefix: keyPrefix,
    requestDate,
    httpMethod: c.req.method.toUpperCase(),
    url: url.pathname + url.search,
    path: url.pathname,
    urlTemplate: c.get("urlTemplate") ?? null,
    statusCode: c.res.status,
    durationMs: Math.max(0, Math.round(performance.now() - started)),
    requestId: c.get("requestId"),
  };
  const write = c.var.db
    .insert(requestLogs)
    .values(row)
    .run()
    .catch((error: unknown) => console.error("request log write failed", c.get("requestId"), error));
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    await write;
  }
};
