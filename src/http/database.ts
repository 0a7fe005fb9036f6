/**
 * The middleware that gives each request its D1 session (../db/client.ts says how a session starts and why):
 * the request's drizzle client on `c.var.db`, the session's latest bookmark on the answer.
 */
import type { MiddlewareHandler } from "hono";
import { BOOKMARK_HEADER, createDb, sessionStart } from "../db/client";
import type { AppEnv } from "../env";

/** Puts the request's drizzle client on `c.var.db` and the session's bookmark on the answer. */
export const database: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.env.DB.withSession(sessionStart(c.req.method, c.req.header(BOOKMARK_HEADER)));
  c.set("db", createDb(session));
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
};
