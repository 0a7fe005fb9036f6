/**
 * What src/db/drizzle-internals.ts relies on in drizzle-orm beyond its public
 * API. Should an upgrade change it, these fail here, by name, before any
 * feature does: a builder's `_prepare()` with its query, statement and row
 * mapping, and drizzle's D1 batch taking a bound copy as it takes the builder.
 */
import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import pkg from "../../package.json";
import { createDb } from "../../src/db/client";
import { prepared } from "../../src/db/prepared";
import { orders, organizations } from "../../src/db/schema";

describe("drizzle internals used by prepared queries", () => {
  it("are those of the pinned drizzle-orm version", () => {
    // An exact version: a range would let an install move to one these tests have not passed on.
    expect(pkg.dependencies["drizzle-orm"]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("a builder's _prepare() answers the query, its statement and its row mapping", () => {
    const db = createDb(env.DB);
    const builder = db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, sql.placeholder("id")));
    const template = (builder as unknown as { _prepare(): Record<string, unknown> })._prepare();
    expect(typeof template.mapResult).toBe("function");
    expect(typeof template.getQuery).toBe("function");
    expect(template.executeMethod).toBe("all");
    expect(template.stmt).toBeDefined();
    const query = template.query as { sql: string; params: unknown[] };
    expect(query.sql).toMatch(/^select "id" from "orders" where "orders"."id" = \?$/);
    expect(query.params).toHaveLength(1);
  });

  it("a bound copy runs in db.batch, alone and beside builders, its rows mapped as drizzle maps them", async () => {
    const db = createDb(env.DB);
    const organization = prepared<{ id: number }>()((d, p) =>
      d
        .select({ id: organizations.id, name: organizations.name, kind: organizations.kind })
        .from(organizations)
        .where(eq(organizations.id, p.id)),
    );
    expect(await organization(db, { id: 200 })).toEqual([{ id: 200, name: "WXYZ-TV", kind: "destination" }]);
    const [first, second, third] = await db.batch([
      organization(db, { id: 100 }),
      db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, 300)),
      organization(db, { id: 201 }),
    ]);
    expect(first).toEqual([{ id: 100, name: "Northwind Agency", kind: "agency" }]);
    expect(second).toEqual([{ id: 300 }]);
    expect(third).toEqual([{ id: 201, name: "KLMN-FM", kind: "destination" }]);
  });

  it("builds one SQL text a shape: a list value is one placeholder an item", () => {
    const db = createDb(env.DB);
    const named = prepared<{ ids: readonly number[]; kind?: string }>()((d, p, has) =>
      d
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`${organizations.id} IN ${p.ids}${has.kind ? sql` AND ${organizations.kind} = ${p.kind}` : sql``}`),
    );
    const two = (named(db, { ids: [1, 2] }) as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
    const kind = (
      named(db, { ids: [3], kind: "agency" }) as unknown as { toSQL(): { sql: string; params: unknown[] } }
    ).toSQL();
    expect(two.sql).toMatch(/in \(\?, \?\)$/i);
    expect(two.params).toEqual([1, 2]);
    expect(kind.sql).toMatch(/in \(\?\) AND "organizations"."kind" = \?$/i);
    expect(kind.params).toEqual([3, "agency"]);
  });
});
