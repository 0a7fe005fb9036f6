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
 * other queries, and its rows are mapped as drizzle maps the query's own.
 * Awaited alone, it is a batch of one, so that a request's first round
 * trip still carries the key check (./precondition.ts).
 */
import { Column, fillPlaceholders, is, SQL } from "drizzle-orm";
import type { Db } from "./client";

/** What drizzle's D1 batch uses of a query (drizzle-orm/d1/session.js `batch`). */
interface PreparedQuery {
  executeMethod: string;
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: unknown;
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
    template ??= withFlatRows((build(db) as unknown as Preparable)._prepare());
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

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder drizzle's `mapResultRow` picks for a selected field, picked once. */
const decoderOf = (field: unknown): Decoder =>
  is(field, Column)
    ? field
    : is(field, SQL)
      ? (field as unknown as { decoder: Decoder }).decoder
      : (field as { sql: { decoder: Decoder } }).sql.decoder;

/**
 * A query whose fields are all at the top level (no nested objects, so no
 * nulling of left-joined tables) gets its batch rows mapped as drizzle's
 * `mapResultRow` maps them, but with each field's decoder found once instead
 * of by `is()` checks for every value of every row (about 3 µs a row).
 */
function withFlatRows(template: PreparedQuery): PreparedQuery {
  const { fields } = template;
  if (template.executeMethod !== "all" || template.customResultMapper || !fields?.every((f) => f.path.length === 1)) {
    return template;
  }
  const columns = fields.map(({ path, field }) => ({ key: path[0] as string, decoder: decoderOf(field) }));
  const mapResult = template.mapResult;
  template.mapResult = function (this: PreparedQuery, result, isFromBatch) {
    if (!isFromBatch) return mapResult.call(this, result, isFromBatch);
    // As drizzle's D1 batch reads rows: the values of each row object, in column order.
    return (result as D1Result<Record<string, unknown>>).results.map((row) => {
      const values = Object.values(row);
      const mapped: Record<string, unknown> = {};
      columns.forEach(({ key, decoder }, i) => {
        const value = values[i];
        mapped[key] = value === null ? null : decoder.mapFromDriverValue(value);
      });
      return mapped;
    });
  };
  return template;
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
