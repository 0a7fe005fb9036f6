/**
 * The one place that relies on drizzle-orm beyond its public API, for
 * ./prepared.ts: drizzle offers no public way to put a prepared query into
 * `db.batch([...])`, nor to run one on another client than the one it was
 * made with. So a builder's `_prepare()` (the object drizzle's D1 batch
 * reads, drizzle-orm/d1/session.js `batch`) is taken once as a template, and
 * each use is a copy with its own statement and parameters.
 *
 * drizzle-orm is pinned to an exact version in package.json for this reason;
 * test/perf/drizzle-internals.test.ts fails loudly when an upgrade changes
 * what is used here.
 */
import { Column, fillPlaceholders, is, SQL } from "drizzle-orm";
import type { Db } from "./client";

/** What drizzle's D1 batch uses of a prepared query. */
export interface QueryTemplate {
  executeMethod: string;
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: unknown;
  stmt: D1PreparedStatement;
  query: { sql: string; params: unknown[] };
  getQuery(): { sql: string; params: unknown[] };
  mapResult(result: unknown, isFromBatch?: boolean): unknown;
}

/** The template of a builder (a select, insert, update or delete of drizzle's SQLite dialect). */
export function templateOf(builder: unknown): QueryTemplate {
  const prepare = (builder as { _prepare?: () => QueryTemplate })._prepare;
  if (typeof prepare !== "function") throw new Error("drizzle: a query builder no longer has _prepare()");
  const template = prepare.call(builder);
  for (const member of ["query", "stmt", "mapResult", "getQuery", "executeMethod"] as const) {
    if (!(member in template)) throw new Error(`drizzle: a prepared query no longer has ${member}`);
  }
  return withFlatRows(template);
}

/**
 * The template bound to `values` on `db`: an item that `db.batch` takes as
 * it takes the builder, and that runs as a batch of one when awaited alone.
 */
export function bindTemplate(template: QueryTemplate, db: Db, values: Record<string, unknown>): unknown {
  const bound: QueryTemplate = Object.create(template);
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
  return item;
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
function withFlatRows(template: QueryTemplate): QueryTemplate {
  const { fields } = template;
  if (template.executeMethod !== "all" || template.customResultMapper || !fields?.every((f) => f.path.length === 1)) {
    return template;
  }
  const columns = fields.map(({ path, field }) => ({ key: path[0] as string, decoder: decoderOf(field) }));
  const mapResult = template.mapResult;
  template.mapResult = function (this: QueryTemplate, result, isFromBatch) {
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
