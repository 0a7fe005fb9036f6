/**
 * The request id: the caller's well-formed X-Request-Id kept, else a new one, echoed on every answer.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's well-formed `X-Request-Id`, else makes one; echoes it on every response. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header("X-Request-Id");
  const id = given && WELL_FORMED.test(given) ? given : crypto.randomUUID();
  c.set("requestId", id);
  await next();
  c.res.headers.set("X-Request-Id", id);
};
