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
 *
 * `rule` declares a rule of the input once, as the SQL of what breaks it, and
 * gets from it both the 422's field errors and the guard.
 */
import { type SQL, sql } from "drizzle-orm";
import { type FieldError, validationProblem } from "../http/problems";
import type { Db } from "./client";
import { type Placeholders, prepared, type Values } from "./prepared";

export const guard = (db: Db, holds: SQL) =>
  db.select({ guard: sql<string>`json(CASE WHEN ${holds} THEN '1' ELSE 'guard failed' END)` }).from(sql`(SELECT 1)`);

export async function unlessRefused<T>(write: Promise<T>, explain: () => Promise<void>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    await explain();
    throw error;
  }
}

/** The field errors that `broken` (SQL of rows with `field`, `code`, `message`) selects, as a query of `db`. */
export const fieldErrorsOf = (db: Db, broken: SQL) =>
  db
    .select({
      field: sql<string>`field`.as("field"),
      code: sql<string>`code`.as("code"),
      message: sql<string>`message`.as("message"),
    })
    .from(sql`(${broken})`);

/**
 * A rule of the input, declared once: `broken` is the SQL of the rows that
 * break it, each a field error (columns `field`, `code`, `message`), over
 * the values `V` it binds. From it:
 * - `check(db, values)`: the field errors, read now (for a 422 that names
 *   every failing field);
 * - `guard(db, values)`: the guard that leads a write's batch;
 * - `enforce(db, values, write)`: awaits the write; when it failed and the
 *   rule is broken, the 422 with the rule's field errors.
 */
export function rule<V extends Values>(broken: (p: Placeholders<V>) => SQL) {
  const read = prepared<V>()((db, p) => fieldErrorsOf(db, broken(p)));
  const holds = prepared<V>()((db, p) => guard(db, sql`NOT EXISTS (${broken(p)})`));
  const check = async (db: Db, values: V): Promise<FieldError[]> => await read(db, values);
  return {
    check,
    guard: holds,
    enforce: <T>(db: Db, values: V, write: Promise<T>): Promise<T> =>
      unlessRefused(write, async () => {
        const errors = await check(db, values);
        if (errors.length > 0) throw validationProblem(errors);
      }),
  };
}
