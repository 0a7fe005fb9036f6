/**
 * The one way features reach D1: a drizzle client on `c.var.db`, over a D1
 * session (the Sessions API) so that reads may be served by a read replica
 * while every caller still reads its own writes:
 *
 * - GET and HEAD start `first-unconstrained` (the nearest copy may answer),
 *   or, when the caller sends `X-D1-Bookmark`, at least as fresh as that
 *   bookmark. A bookmark that is not one D1 gave out is not passed on: the
 *   request reads from the primary, which is at least as fresh as any.
 * - Every other method starts `first-primary`.
 * - Every answer of a request that reached D1 carries the session's latest
 *   bookmark in `X-D1-Bookmark`: sent back on a later read, it makes that read
 *   see this request's writes (or reads) even on a lagging replica.
 *
 * The middleware that opens the session is ../http/database.ts. Within one
 * session D1 keeps the queries sequentially consistent, so a request always
 * sees its own writes. Batches with named results, and the
 * retry of reads after a transient error, are ./batch.ts.
 */
import { drizzle } from "drizzle-orm/d1";

/**
 * A drizzle client over a D1 binding or one of its sessions. Made without
 * drizzle's relational schema: no code uses `db.query`.
 */
export const createDb = (d1: D1Database | D1DatabaseSession) => drizzle(d1 as D1Database);

export type Db = ReturnType<typeof createDb>;

export const BOOKMARK_HEADER = "X-D1-Bookmark";

/** D1 bookmarks: hex fields joined by `-` (e.g. `00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683`). */
const BOOKMARK = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,64}){1,7}$/i;

/** Where a request's session starts: see the module comment. */
export function sessionStart(method: string, bookmark: string | undefined): string {
  if (method !== "GET" && method !== "HEAD") return "first-primary";
  const wanted = bookmark?.trim();
  if (!wanted) return "first-unconstrained";
  return BOOKMARK.test(wanted) ? wanted : "first-primary";
}
