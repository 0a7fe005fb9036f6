/**
 * Queries built once per isolate, then bound to each request's values.
 *
 * Drizzle builds a query's SQL anew every time it runs: it walks the query's
 * tree of columns and fragments, checking each with `is()`. In workerd that
 * cost about 0.5 ms of CPU for an order read, more than the rest of its
 * handler. Drizzle's own prepared queries build once, but they are tied to the
 * client they were made with, and the client here is each request's D1 session
 * (./client.ts), which `db.batch` needs too.
 *
 * `prepared(build)` therefore builds the query the first time it is used, with
 * `sql.placeholder(name)` wherever a request's value goes. Every use then binds
 * that request's values into the same SQL, on that request's client, and gives
 * back an item that stands for the query: it goes into `db.batch([...])` with
 * other queries, and its rows are mapped by drizzle as the query's own would
 * be. Awaited alone, it is a batch of one, so that a request's first round
 * trip still carries the key check (./precondition.ts).
 */
import { fillPlaceholders } from "drizzle-orm";
import type { Db } from "./client";

/** What drizzle's D1 batch uses of a query (drizzle-orm/d1/session.js `batch`). */
interface PreparedQuery {
  stmt: D1PreparedStatement;
  query: { sql: string; params: unknown[] };
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
}

interface Preparable {
  _prepare(): PreparedQuery;
}

export type Values = Record<string, string | number | null>;

/**
 * The query `build` makes (a select, insert, update or delete builder of
 * `db`), built once; each call binds `values` to its placeholders for `db`.
 */
export function prepared<V extends Values, Q>(build: (db: Db) => Q): (db: Db, values: V) => Q {
  let template: PreparedQuery | undefined;
  return (db, values) => {
    template ??= (build(db) as unknown as Preparable)._prepare();
    const bound: PreparedQuery = Object.create(template);
    const { sql } = template.query;
    bound.query = { sql, params: fillPlaceholders(template.query.params, values) };
    bound.stmt = db.$client.prepare(sql);
    const item = {
      _prepare: () => bound,
      toSQL: () => ({ sql, params: bound.query.params }),
      // biome-ignore lint/suspicious/noThenProperty: awaited alone, it runs as the builder it stands for would.
      then: (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
        db
          .batch([item as never])
          .then(([rows]) => rows)
          .then(resolve, reject),
    };
    return item as unknown as Q;
  };
}

/**
 * `prepared` for a query whose shape depends on the request (which filters
 * it has, whether it continues from a cursor): one prepared query per
 * variant, built the first time that variant is used.
 */
export function preparedVariants<S extends Record<string, string | number | boolean>, V extends Values, Q>(
  build: (db: Db, variant: S) => Q,
): (db: Db, variant: S, values: V) => Q {
  const byVariant = new Map<string, (db: Db, values: V) => Q>();
  return (db, variant, values) => {
    const key = JSON.stringify(variant);
    let query = byVariant.get(key);
    if (!query) {
      query = prepared<V, Q>((d) => build(d, variant));
      byVariant.set(key, query);
    }
    return query(db, values);
  };
}
