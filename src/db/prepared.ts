/**
 * Queries built once per isolate, then bound to each request's values.
 *
 * Drizzle builds a query's SQL anew every time it runs: it walks the query's
 * tree of columns and fragments, checking each with `is()`. In workerd that
 * cost about 0.5 ms of CPU for an order read, more than the rest of its
 * handler. Drizzle's own prepared queries build once, but they are tied to the
 * client they were made with, and the client here is each request's D1
 * session, which `db.batch` needs too.
 *
 * `prepared((db, p, has) => query)` builds the query the first time it is used
 * with a given shape, `p.name` standing wherever a request's value goes. The
 * values are a typed object: `p` has exactly its names, so a misspelt one is a
 * type error. A value left undefined is absent: `has.name` tells the builder,
 * and each shape of present values (and length of list values, each item a
 * placeholder of its own) is built once. Every use then binds that request's
 * values into the same SQL, on that request's client, and answers an item that
 * stands for the query: it goes into `db.batch([...])` with other queries, or
 * is awaited alone, and its rows are mapped as drizzle maps the query's own.
 *
 * What this needs of drizzle beyond its public API is in ./drizzle-internals.ts.
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { bindTemplate, type QueryTemplate, templateOf } from "./drizzle-internals";

type Scalar = string | number | null;
export type Values = Record<string, Scalar | readonly Scalar[] | undefined>;

/** `p.name`: a value's placeholder, or for a list value an SQL list `(?, ?, …)` of one placeholder an item. */
export type Placeholders<V extends Values> = {
  readonly [K in keyof V & string]-?: NonNullable<V[K]> extends readonly Scalar[] ? SQL : Placeholder<K>;
};

/** `has.name`: whether the value is present (for a list, its length). */
export type Presence<V extends Values> = {
  readonly [K in keyof V & string]-?: NonNullable<V[K]> extends readonly Scalar[] ? number : boolean;
};

const itemName = (name: string, i: number) => `${name}.${i}`;

/** The placeholder of item `i` of list value `name`, where each item needs a statement of its own. */
export const itemOf = (name: string, i: number) => sql.placeholder(itemName(name, i));

/** The values as placeholders fill them: list items each under their own name. */
function flatten(values: Values): Record<string, Scalar> {
  const flat: Record<string, Scalar> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (!Array.isArray(value)) flat[name] = value as Scalar;
    else {
      value.forEach((item, i) => {
        flat[itemName(name, i)] = item as Scalar;
      });
    }
  }
  return flat;
}

function shapeOf(values: Values): { key: string; has: Record<string, boolean | number> } {
  const has: Record<string, boolean | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) has[name] = Array.isArray(value) ? value.length : true;
  }
  return { key: JSON.stringify(has), has };
}

const placeholders = (has: Record<string, boolean | number>) =>
  new Proxy(
    {},
    {
      get: (_, name: string) => {
        const length = has[name];
        if (typeof length !== "number") return sql.placeholder(name);
        return sql`(${sql.join(
          Array.from({ length }, (_, i) => sql.placeholder(itemName(name, i))),
          sql`, `,
        )})`;
      },
    },
  );

/**
 * The query `build` makes (a select, insert, update or delete builder of
 * `db`, or a list of them: the items of a batch), built once per shape:
 * `prepared<{ orderId: number }>()((db, p) => …)`. (Two calls, so that the
 * values are named and the query's type inferred.)
 */
export const prepared =
  <V extends Values = Record<never, never>>() =>
  <Q>(build: (db: Db, p: Placeholders<V>, has: Presence<V>) => Q): ((db: Db, values: V) => Q) => {
    const byShape = new Map<string, QueryTemplate | QueryTemplate[]>();
    return (db, values) => {
      const { key, has } = shapeOf(values);
      let template = byShape.get(key);
      if (!template) {
        const built = build(db, placeholders(has) as Placeholders<V>, has as Presence<V>);
        template = Array.isArray(built) ? built.map(templateOf) : templateOf(built);
        byShape.set(key, template);
      }
      const flat = flatten(values);
      return (
        Array.isArray(template) ? template.map((t) => bindTemplate(t, db, flat)) : bindTemplate(template, db, flat)
      ) as Q;
    };
  };
