/**
 * Guards: a check that a write's answer depends on, sent in the write's own
 * batch instead of in a round trip before it.
 *
 * `guard(db, holds)` is a statement that fails in D1 (`json()` of a text that
 * is not JSON) unless `holds`, an SQL condition, is true. First in a batch, a
 * failing guard rolls the whole batch back, so nothing is written. The
 * handler then awaits the batch with `unlessRefused(write, explain)`: when the
 * batch failed, `explain` looks (in a round trip of its own) for what the
 * caller got wrong and throws the problem to answer, such as the 404 or 422
 * that the check would have given up front. When it finds nothing wrong, the
 * batch's own error stands.
 *
 * A valid request thus costs one round trip less; a refused one costs one
 * more, but answers the same.
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { PreconditionFailed } from "./precondition";

export const guard = (db: Db, holds: SQL) =>
  db.select({ guard: sql<string>`json(CASE WHEN ${holds} THEN '1' ELSE 'guard failed' END)` }).from(sql`(SELECT 1)`);

export async function unlessRefused<T>(write: Promise<T>, explain: () => Promise<void>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    // A changed key is answered by the key check (src/http/auth.ts), not here.
    if (error instanceof PreconditionFailed) throw error;
    await explain();
    throw error;
  }
}

/**
 * An SQL list of values, bound as one JSON parameter (D1 binds at most 100
 * parameters a statement); or, in a prepared query (./prepared.ts), of the
 * placeholder that a JSON list is bound to.
 */
export const jsonList = (values: unknown[] | Placeholder) =>
  sql`(SELECT value FROM json_each(${Array.isArray(values) ? JSON.stringify(values) : values}))`;
