/**
 * No request scans a large table: every statement an operation sends to D1
 * (the auth lookup and the request-log write included), captured while it
 * runs with realistic parameters, is explained with `EXPLAIN QUERY PLAN` and
 * fails on `SCAN <table>` of a large table that is not along an index
 * (`USING INDEX`, `USING COVERING INDEX`, `USING INTEGER PRIMARY KEY`).
 * D1 keeps no statistics (no ANALYZE), so the plans here are the plans at any
 * size.
 */
import { afterEach, describe, expect, it } from "vitest";
import { stationsWithoutDeliver } from "../helpers";
import { instrument, type Statement } from "../instrument";
import { databaseOf, OPERATION_CASES, observe } from "./operations";

// A destination's download as it receives the original: WXYZ-TV's Deliver (contract section 19) is set aside.
stationsWithoutDeliver(200);

/** Tables that grow with the business; a scan of any of them grows with it. */
const LARGE_TABLES = new Set([
  "rights_notices",
  "orders",
  "releases",
  "files",
  "destinations",
  "deliveries",
  "file_statuses",
  "comments",
  "request_log_groups",
  "api_keys",
  "instruction_revisions",
  "instruction_acknowledgements",
  "asrun_entries",
  "asrun_discrepancies",
  "asrun_checks",
  "renditions",
]);

const KEYWORDS = new Set([
  "where",
  "on",
  "join",
  "left",
  "inner",
  "cross",
  "natural",
  "using",
  "indexed",
  "not",
  "order",
  "group",
  "limit",
  "set",
  "values",
  "select",
  "union",
  "as",
]);

/** The tables a statement names, by the name or alias its plan shows them under. */
function tablesByName(sql: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of sql.matchAll(/\b(?:from|join|update|into)\s+["`]?(\w+)["`]?(?:\s+(?:as\s+)?["`]?(\w+)["`]?)?/gi)) {
    const table = (m[1] as string).toLowerCase();
    names.set(table, table);
    const alias = m[2]?.toLowerCase();
    if (alias && !KEYWORDS.has(alias)) names.set(alias, table);
  }
  return names;
}

/** The plan lines that scan a large table without an index (a subquery's rows, named as a table, are not one). */
function fullScans(sql: string, plan: string[]): string[] {
  const names = tablesByName(sql);
  const subqueries = new Set(plan.flatMap((detail) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)$/.exec(detail)?.[1] ?? []));
  return plan.filter((detail) => {
    const scan = /^SCAN (\w+)(?: AS (\w+))?(.*)$/.exec(detail);
    if (!scan || subqueries.has(scan[1] as string)) return false;
    const table = names.get((scan[1] as string).toLowerCase()) ?? (scan[1] as string).toLowerCase();
    const alongIndex = /USING (?:COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(scan[3] ?? "");
    return LARGE_TABLES.has(table) && !alongIndex;
  });
}

/** The plan of a statement, in the database it was sent to (DB, or a partition of the request log). */
async function planOf({ sql, params }: Statement, db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/**
 * Scans waiting for a migration (reported, not yet fixed): `deliveries` has no
 * index on `release_id` (an order's deliveries have deliveries_order_idx), so
 * inserting or deleting a release checks its deliveries' foreign key with a
 * scan of every delivery. Once the index exists, the last test below fails:
 * remove the entry.
 */
/** Every full scan a case's statements make, each with the statement it is in. */
async function scansOf(c: (typeof OPERATION_CASES)[number]) {
  const { response, text, trips } = await observe(c);
  expect(response.status, text).toBe(c.status);
  // Each statement explained in the database it went to (the request log's own, or DB).
  const statements = trips.flatMap((t) => t.statements.map((statement) => ({ statement, database: databaseOf(t) })));
  expect(statements.length).toBeGreaterThanOrEqual(2);
  const scans: { line: string; sql: string }[] = [];
  for (const { statement, database } of statements) {
    for (const line of fullScans(statement.sql, await planOf(statement, database))) {
      scans.push({ line, sql: statement.sql });
    }
  }
  return scans;
}

afterEach(() => instrument.reset());

describe("query plans", () => {
  it("recognises a full scan, through an alias too, and lets index walks pass", () => {
    expect(fullScans('select * from "deliveries" where status = ?', ["SCAN deliveries"])).toHaveLength(1);
    expect(fullScans("SELECT * FROM request_log_groups r WHERE r.entries = ?", ["SCAN r"])).toHaveLength(1);
    expect(fullScans("SELECT * FROM orders o JOIN files f ON f.order_id = o.id", ["SCAN f"])).toHaveLength(1);
    expect(fullScans("SELECT * FROM releases r WHERE r.artist = ?", ["SCAN r"])).toHaveLength(1);
    expect(fullScans("SELECT * FROM deliveries d", ["SCAN d USING INDEX deliveries_owner_date_idx"])).toEqual([]);
    expect(fullScans("SELECT * FROM deliveries", ["SCAN deliveries USING COVERING INDEX x"])).toEqual([]);
    expect(fullScans("SELECT * FROM organizations", ["SCAN organizations"])).toEqual([]);
    const page = "SELECT * FROM (SELECT * FROM orders WHERE owner_organization_id = ? LIMIT 5) AS orders";
    expect(
      fullScans(page, ["CO-ROUTINE orders", "SEARCH orders USING INDEX x (owner_organization_id=?)", "SCAN orders"]),
    ).toEqual([]);
    expect(fullScans("SELECT * FROM json_each(?)", ["SCAN json_each VIRTUAL TABLE INDEX 1:"])).toEqual([]);
  });

  it.each(OPERATION_CASES)("$name: no full scan of a large table", async (c) => {
    const scans = (await scansOf(c)).map(({ line, sql }) => `${line}  ←  ${sql.replace(/\s+/g, " ").slice(0, 200)}`);
    expect(scans).toEqual([]);
  });
});
