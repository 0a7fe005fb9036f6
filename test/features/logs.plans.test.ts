/**
 * The request log has no index (src/db/logs-schema.ts): every filter
 * combination of the Logs query is read along the table's primary key, the
 * account's groups of entries in its date window, newest first, never a scan
 * of request_log_groups, in the partition that holds the organization's
 * entries; D1's own `rows_read` of a page is at most 2 rows per entry it
 * answers plus 50 (contract section 21); and so are the log's own
 * statements: its write (the next free slot of a millisecond is one seek),
 * the retention purge and the move of groups between partitions.
 */
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../src/app";
import { createDb } from "../../src/db/client";
import { entryWrites, groupCopies, groupsKeyed, type LogEntry } from "../../src/db/log-entries";
import { logPartitionOf } from "../../src/db/log-partitions";
import { partitionOf } from "../../src/db/log-placement";
import { requestLogGroups } from "../../src/db/logs-schema";
import { LOG_SCAN_GROUPS, logsQuery } from "../../src/features/logs/logs.handlers";
import { purgeBatch } from "../../src/features/logs/logs.retention";
import { LogsQuery } from "../../src/features/logs/logs.schemas";
import { encodeCursor } from "../../src/http/pagination";
import { BASE, call, json } from "../helpers";
import { writeEntries } from "../logs";

const FILTERS: Record<string, string> = {
  dateFrom: "2030-03-10",
  dateTo: "2030-03-12",
  httpMethod: "get",
  cursor: encodeCursor(["2030-03-11T12:00:00.000Z", 42]),
};
const URLS: Record<string, string | undefined> = {
  none: undefined,
  template: "/api/v1/ad/account/destinationOrganizationStatus/{id}",
  path: "/api/v1/ad/orders/5001",
  "path and query": "https://mds.example/api/v1/ad/orders/5001?x=1",
};

/** Every subset of the filters, with each kind of url. */
const combinations = Object.entries(URLS).flatMap(([urlKind, url]) =>
  Array.from({ length: 1 << Object.keys(FILTERS).length }, (_, mask) => {
    const raw: Record<string, string> = url ? { url } : {};
    Object.keys(FILTERS).forEach((name, bit) => {
      if (mask & (1 << bit)) raw[name] = FILTERS[name] as string;
    });
    return [
      `url: ${urlKind}; ${
        Object.keys(raw)
          .filter((k) => k !== "url")
          .join(", ") || "no other filter"
      }`,
      raw,
    ];
  }),
) as [string, Record<string, string>][];

/** Northwind's partition. */
const logs = () => logPartitionOf(env, 100).binding;

async function planOf(sql: string, params: unknown[]) {
  const { results } = await logs()
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

const templates = operations.map((op) => op.path);

/** A Logs query's one statement: the page's groups (no filter: only those holding the page whole) or the scan's. */
const statementOf = (raw: Record<string, string>) =>
  logsQuery(createDb(logs()), 100, v.parse(LogsQuery, raw), templates).query;

describe("Logs query plans", () => {
  it.each(combinations)("%s: reads the account's date window along the primary key", async (_name, raw) => {
    const { sql, params } = statementOf(raw).toSQL();
    const plan = await planOf(sql, params);
    expect(plan.join("\n")).not.toMatch(/SCAN request_log_groups/);
    // The page's groups, and without a filter the seek that finds where the groups answered whole end.
    const access = plan.filter((d) => /request_log_groups/.test(d));
    expect(access).toHaveLength(raw.url || raw.httpMethod ? 1 : 2);
    // One range of the key: the account's number (a seek of log_accounts) and the dates packed into its bounds.
    for (const line of access)
      expect(line).toBe("SEARCH request_log_groups USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)");
    expect(plan.join("\n")).toMatch(/SEARCH log_accounts USING COVERING INDEX log_accounts_organization_id_unique/);
    expect(access.join("\n"), "in the table's order, not sorted afterwards").not.toMatch(/TEMP B-TREE/);
  });

  it("finds expired groups for the retention purge organization by organization, and deletes them by their keys", async () => {
    const { sql, params } = purgeBatch(createDb(logs()), Date.parse("2030-01-01T00:00:00.000Z"), 1000).toSQL();
    const plan = (await planOf(sql, params)).join("\n");
    // Account by account (log_accounts: a row an organization of the partition), each a range of the key.
    expect(plan).toMatch(/SCAN a\b/);
    expect(plan).toMatch(/SEARCH g USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/);
    expect(plan).toMatch(/SEARCH request_log_groups USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(plan).not.toMatch(/SCAN (request_log_groups|g)\b/);
  });

  it("writes a group with one seek for its slot, copies one with seeks by its key, and deletes moved ones by their keys", async () => {
    const db = createDb(logs());
    const entry: LogEntry = {
      organizationId: 100,
      apiKeyPrefix: "mds_dev_nort",
      requestDate: "2030-03-11T12:00:00.000Z",
      httpMethod: "GET",
      path: "/api/v1/ad/orders/5001",
      query: null,
      urlTemplate: "/api/v1/ad/orders/{orderID}",
      statusCode: 200,
      durationMs: 5,
      requestId: crypto.randomUUID(),
    };
    const group = { organizationId: 100, firstDate: 1, slot: 0, entries: "[]" };
    for (const insert of [entryWrites(db, [entry]).groups.toSQL(), groupCopies(db, [group]).groups.toSQL()]) {
      const plan = (await planOf(insert.sql, insert.params)).join("\n");
      expect(plan).toMatch(/SEARCH g USING INTEGER PRIMARY KEY \(rowid>\? AND rowid<\?\)/);
      expect(plan).not.toMatch(/SCAN (request_log_groups|g)\b/);
    }
    const moved = db
      .delete(requestLogGroups)
      .where(
        groupsKeyed(100, [
          [1, 0],
          [2, 0],
        ]),
      )
      .toSQL();
    const plan = (await planOf(moved.sql, moved.params)).join("\n");
    expect(plan).toMatch(/SEARCH request_log_groups USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  });
});

/** An organization of Northwind's partition other than Northwind, for entries that share its database. */
const NEIGHBOUR = (() => {
  for (let id = 101; ; id++) if (partitionOf(id, 2) === partitionOf(100, 2)) return id;
})();

describe("rows read by a Logs page", () => {
  // 10 to 16 December 2032, Eastern Time: Northwind's window of 7 days (EST: the day starts at 05:00Z).
  const WEEK = { dateFrom: "2032-12-10", dateTo: "2032-12-16" };
  const START = Date.parse("2032-12-10T05:00:00.000Z");
  const DAY = 86_400_000;
  const IN_WINDOW = 700;
  // A busy hour the day after the week, alone in its day: 2,000 entries, 20 a second (groups of 20).
  const BUSY = 2000;
  const BUSY_START = START + 7 * DAY + 3_600_000;
  const BUSY_DAY = { dateFrom: "2032-12-17", dateTo: "2032-12-17" };
  const METHODS = ["GET", "GET", "GET", "POST", "PUT"];
  const entry = (organizationId: number, at: number, i: number): LogEntry => ({
    organizationId,
    apiKeyPrefix: "mds_dev_nort",
    requestDate: new Date(at).toISOString(),
    httpMethod: METHODS[i % METHODS.length] as string,
    path: `/api/v1/ad/orders/${5000 + (i % 40)}`,
    query: i % 3 === 0 ? "?x=1" : null,
    urlTemplate: "/api/v1/ad/orders/{orderID}",
    statusCode: 200,
    durationMs: 3,
    requestId: crypto.randomUUID(),
  });

  beforeAll(async () => {
    await writeEntries([
      // Northwind's week: 700 entries (a group each), then 300 the days before and 300 the days after, and a
      // neighbour's 500 inside.
      ...Array.from({ length: IN_WINDOW }, (_, i) => entry(100, START + Math.floor((i * 7 * DAY) / IN_WINDOW), i)),
      ...Array.from({ length: 300 }, (_, i) => entry(100, START - DAY - i * 60_000, i)),
      ...Array.from({ length: 300 }, (_, i) => entry(100, START + 8 * DAY + i * 60_000, i)),
      ...Array.from({ length: 500 }, (_, i) => entry(NEIGHBOUR, START + i * 60_000, i)),
    ]);
    await writeEntries(Array.from({ length: BUSY }, (_, i) => entry(100, BUSY_START + i * 50, i)));
  });

  /** D1's rows_read of the page's one statement, the groups it answered whole, and the page as the API answers it. */
  async function pageOf(raw: Record<string, string>) {
    const { sql, params } = statementOf(raw).toSQL();
    const statement = logs()
      .prepare(sql)
      .bind(...params);
    const { meta } = await statement.all();
    // Its columns by place: the first date and slot, then the entries (null for a group not answered whole).
    const results = await statement.raw<[number, number, string | null]>();
    const res = await call(`/api/v1/music/account/logs?${new URLSearchParams(raw)}`);
    expect(res.status).toBe(200);
    const page = await json<{ LogID: number; RequestDate: string }[]>(res);
    return { rowsRead: meta.rows_read, whole: results.filter((g) => g[2] !== null).length, page, res };
  }

  it.each([
    ["no other filter", {}],
    ["a template", { url: "/api/v1/ad/orders/{id}" }],
    ["a path and query", { url: "/api/v1/ad/orders/5001?x=1" }],
    ["a method", { httpMethod: "put" }],
    ["a method no entry has", { httpMethod: "DELETE" }],
    ["a template no entry has", { url: "/api/v1/ad/orders/{orderID}/publish" }],
    ["a path no entry has, and a page of 1000", { url: "/api/v1/nowhere", limit: "1000" }],
  ])("%s: at most 2 rows per entry answered, plus 50", async (_name, filters) => {
    const { rowsRead, page } = await pageOf({ ...WEEK, ...filters });
    expect(rowsRead, `${page.length} answered`).toBeLessThanOrEqual(2 * page.length + 50);
  });

  it("a busy hour: a page of 100 reads its groups, and unpacks only the few that hold it", async () => {
    const first = await pageOf(BUSY_DAY);
    expect(first.page).toHaveLength(100);
    // The first 12 groups (ceil(101 / 10) + 1): 240 entries, of which the page takes 100.
    expect(first.whole).toBe(12);
    expect(first.rowsRead).toBeLessThanOrEqual(101 + 12 + 4);
    // Newest first: the hour's last entries.
    expect(first.page[0]?.RequestDate).toBe(new Date(BUSY_START + (BUSY - 1) * 50).toISOString());
    const last = first.page[99] as (typeof first.page)[number];
    const next = await pageOf({ ...BUSY_DAY, cursor: encodeCursor([last.RequestDate, last.LogID]) });
    expect(next.page).toHaveLength(100);
    expect(next.page[0]?.LogID).toBeLessThan(last.LogID);
    expect(next.page[0]?.RequestDate).toBe(new Date(BUSY_START + (BUSY - 101) * 50).toISOString());
  });

  it("a quiet week, an entry a group: the page's 101 groups, each read once", async () => {
    const quiet = { dateFrom: "2032-12-10", dateTo: "2032-12-15" };
    const first = await pageOf(quiet);
    expect(first.page).toHaveLength(100);
    expect(first.whole).toBe(101);
    expect(first.rowsRead).toBeLessThanOrEqual(101 + 12 + 4);
  });
});

describe("a filter that matches few entries: a bounded read, and Link to go on", () => {
  // 2034, Northwind: 2,600 entries, one a minute (a group each), of which 3 are DELETEs (the newest, one in the
  // middle, the oldest).
  const START = Date.parse("2034-01-10T12:00:00.000Z");
  const N = 2600;
  const DELETES = new Set([N - 1, 1300, 0]);
  const RANGE = { dateFrom: "2034-01-10", dateTo: "2034-01-13" };

  beforeAll(async () => {
    await writeEntries(
      Array.from({ length: N }, (_, i) => ({
        organizationId: 100,
        apiKeyPrefix: "mds_dev_nort",
        requestDate: new Date(START + i * 60_000).toISOString(),
        httpMethod: DELETES.has(i) ? "DELETE" : "GET",
        path: `/api/v1/ad/orders/${5000 + (i % 40)}`,
        query: null,
        urlTemplate: "/api/v1/ad/orders/{orderID}",
        statusCode: 200,
        durationMs: 3,
        requestId: `bounded-${i}`,
      })),
    );
  });

  /** D1's rows_read of a page's one statement: the filtered scan, which answers where it stopped too. */
  async function rowsReadOf(raw: Record<string, string>) {
    const { sql, params } = statementOf(raw).toSQL();
    const { meta } = await logs()
      .prepare(sql)
      .bind(...params)
      .all();
    return meta.rows_read;
  }

  it("reads at most LOG_SCAN_GROUPS groups of the window (and the account's number), whatever it holds", async () => {
    expect(await rowsReadOf({ ...RANGE, httpMethod: "DELETE" })).toBeLessThanOrEqual(LOG_SCAN_GROUPS + 2);
    expect(await rowsReadOf({ ...RANGE, httpMethod: "PATCH" })).toBeLessThanOrEqual(LOG_SCAN_GROUPS + 2);
    expect(await rowsReadOf({ ...RANGE, url: "/api/v1/nowhere", limit: "1000" })).toBeLessThanOrEqual(
      LOG_SCAN_GROUPS + 2,
    );
  });

  it("answers what it found with a Link to go on, empty pages included, and following next finds every match", async () => {
    let next: string | null =
      `/api/v1/music/account/logs?${new URLSearchParams({ ...RANGE, httpMethod: "delete", limit: "10" })}`;
    const found: string[] = [];
    const sizes: number[] = [];
    while (next) {
      const res = await call(next);
      expect(res.status).toBe(200);
      const page = await json<{ RequestId: string }[]>(res);
      found.push(...page.map((e) => e.RequestId));
      sizes.push(page.length);
      const link = res.headers.get("Link");
      next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      if (next) expect(new URL(next, BASE).searchParams.get("httpMethod")).toBe("delete");
      expect(sizes.length).toBeLessThanOrEqual(Math.floor(N / LOG_SCAN_GROUPS) + 1);
    }
    expect(found).toEqual([`bounded-${N - 1}`, "bounded-1300", "bounded-0"]);
    // 2,600 groups read LOG_SCAN_GROUPS a page; the page after the one that reads the last row finds the window's end.
    expect(sizes).toHaveLength(Math.floor(N / LOG_SCAN_GROUPS) + 1);
  });

  it("gives a page that matched nothing in its scan, and no Link once the window is read", async () => {
    const first = await call(`/api/v1/music/account/logs?${new URLSearchParams({ ...RANGE, httpMethod: "PATCH" })}`);
    expect(await json(first)).toEqual([]);
    expect(first.headers.get("Link")).toMatch(/cursor=/);
    // A day of the window (140 of its entries): empty pages, each linking on, until the day is read.
    let next: string | null =
      `/api/v1/music/account/logs?${new URLSearchParams({ dateFrom: "2034-01-12", dateTo: "2034-01-12", httpMethod: "PATCH" })}`;
    let pages = 0;
    while (next) {
      const res = await call(next);
      expect(await json(res)).toEqual([]);
      const link = res.headers.get("Link");
      next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      pages++;
      expect(pages).toBeLessThanOrEqual(Math.floor(140 / LOG_SCAN_GROUPS) + 1);
    }
    expect(pages).toBe(Math.floor(140 / LOG_SCAN_GROUPS) + 1);
  });
});
