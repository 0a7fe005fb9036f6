/**
 * The request log has no index (src/db/logs-schema.ts): every filter
 * combination of the Logs query is read along the table's primary key, the
 * account's entries in its date window, newest first with no sort, never a
 * scan of request_logs, in the partition that holds the organization's
 * entries; D1's own `rows_read` of a page is at most one row of the log per
 * entry of the account in the window (the names of its methods and templates
 * are read once per isolate, not once per row); and so are the log's own
 * statements: its write (the next number of a millisecond is one seek), the
 * retention purge and the move of entries between partitions.
 */
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../src/app";
import { createDb } from "../../src/db/client";
import { entriesKeyed, entryWrites, type LogEntry, namesAfterKnown } from "../../src/db/log-entries";
import { logPartitionOf } from "../../src/db/log-partitions";
import { partitionOf } from "../../src/db/log-placement";
import { requestLogs } from "../../src/db/logs-schema";
import { LOG_SCAN_ROWS, logsQuery } from "../../src/features/logs/logs.handlers";
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

/** A Logs query's one statement: the page (no filter) or the filtered scan. */
function statementOf(raw: Record<string, string>) {
  const { page, scan } = logsQuery(createDb(logs()), 100, v.parse(LogsQuery, raw), templates);
  return (scan ?? page) as NonNullable<typeof scan> | NonNullable<typeof page>;
}

describe("Logs query plans", () => {
  it.each(combinations)("%s: reads the account's date window along the primary key", async (_name, raw) => {
    const { sql, params } = statementOf(raw).toSQL();
    const plan = await planOf(sql, params);
    expect(plan.join("\n")).not.toMatch(/SCAN request_logs/);
    const access = plan.filter((d) => /request_logs/.test(d));
    expect(access).toHaveLength(1);
    expect(access[0]).toMatch(/^SEARCH request_logs USING PRIMARY KEY \(organization_id=\?/);
    if (raw.dateFrom) expect(access[0]).toContain("request_date>?");
    if (raw.dateTo || raw.cursor) expect(access[0]).toContain("request_date<?");
    expect(plan.join("\n"), "in the table's order, not sorted afterwards").not.toMatch(/TEMP B-TREE/);
  });

  it("finds expired entries for the retention purge organization by organization, and deletes them by their keys", async () => {
    const { sql, params } = purgeBatch(createDb(logs()), Date.parse("2030-01-01T00:00:00.000Z"), 1000).toSQL();
    const plan = (await planOf(sql, params)).join("\n");
    expect(plan).toMatch(/SEARCH l USING PRIMARY KEY \(organization_id=\? AND request_date<\?\)/);
    // The next organization: one seek, not a walk through the entries of the last.
    expect(plan).toMatch(/SEARCH request_logs USING PRIMARY KEY \(organization_id>\?\)/);
    expect(plan).toMatch(/SEARCH request_logs USING PRIMARY KEY \(organization_id=\? AND request_date=\? AND id=\?\)/);
    expect(plan).not.toMatch(/SCAN (request_logs|l)\b/);
  });

  it("reads only the names the isolate has not seen: one seek past the highest id it has", async () => {
    const names = namesAfterKnown(createDb(logs()), "LOGS_1").toSQL();
    expect(await planOf(names.sql, names.params)).toEqual(["SEARCH log_names USING INTEGER PRIMARY KEY (rowid>?)"]);
  });

  it("writes an entry with one seek for its number, and deletes moved entries by their keys", async () => {
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
    for (const unlessPresent of [false, true]) {
      const insert = entryWrites(db, [entry], { unlessPresent }).entries.toSQL();
      const plan = (await planOf(insert.sql, insert.params)).join("\n");
      expect(plan).toMatch(/SEARCH l USING PRIMARY KEY \(organization_id=\? AND request_date=\?\)/);
      expect(plan).not.toMatch(/SCAN (request_logs|l)\b/);
    }
    const moved = db
      .delete(requestLogs)
      .where(
        entriesKeyed(100, [
          [1, 0],
          [2, 0],
        ]),
      )
      .toSQL();
    const plan = (await planOf(moved.sql, moved.params)).join("\n");
    expect(plan).toMatch(/SEARCH request_logs USING PRIMARY KEY \(organization_id=\? AND request_date=\? AND id=\?\)/);
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
      // Northwind's week: 700 entries, then 300 the days before and 300 the days after, and a neighbour's 500 inside.
      ...Array.from({ length: IN_WINDOW }, (_, i) => entry(100, START + Math.floor((i * 7 * DAY) / IN_WINDOW), i)),
      ...Array.from({ length: 300 }, (_, i) => entry(100, START - DAY - i * 60_000, i)),
      ...Array.from({ length: 300 }, (_, i) => entry(100, START + 8 * DAY + i * 60_000, i)),
      ...Array.from({ length: 500 }, (_, i) => entry(NEIGHBOUR, START + i * 60_000, i)),
    ]);
  });

  /** D1's rows_read of the page's query, and the entries it answers (as the handler reads them). */
  async function pageOf(raw: Record<string, string>) {
    const { page, scan } = logsQuery(createDb(logs()), 100, v.parse(LogsQuery, raw), templates);
    const { sql, params } = statementOf(raw).toSQL();
    const { meta } = await logs()
      .prepare(sql)
      .bind(...params)
      .all();
    const rows = page ? await page : [];
    const hits = scan ? (JSON.parse((await scan)[0]?.hits ?? "[]") as unknown[]).length : rows.length;
    return { rowsRead: meta.rows_read, answered: hits, rows };
  }

  it.each([
    ["no other filter", {}],
    ["a template", { url: "/api/v1/ad/orders/{id}" }],
    ["a path and query", { url: "/api/v1/ad/orders/5001?x=1" }],
    ["a method", { httpMethod: "put" }],
    ["a method no entry has", { httpMethod: "DELETE" }],
    ["a template no entry has", { url: "/api/v1/ad/orders/{orderID}/publish" }],
    ["a path no entry has, and a page of 1000", { url: "/api/v1/nowhere", limit: "1000" }],
  ])("%s: at most one row of the log per entry of the account in the window", async (_name, filters) => {
    const { rowsRead, answered } = await pageOf({ ...WEEK, ...filters });
    // A filter's names are looked up (a template's each of the paths it stands for): a few rows more.
    expect(rowsRead, `${answered} answered`).toBeLessThanOrEqual(IN_WINDOW + 8);
  });

  it("stops at the page, and the next page starts at its cursor: each reads about a page of entries", async () => {
    const first = await pageOf(WEEK);
    expect(first.answered).toBe(101);
    expect(first.rowsRead).toBeLessThanOrEqual(first.answered + 4);
    const last = first.rows[99] as (typeof first.rows)[number];
    const next = await pageOf({ ...WEEK, cursor: encodeCursor([last.RequestDate, last.LogID]) });
    expect(next.answered).toBe(101);
    expect(next.rows[0]).not.toEqual(last);
    expect(next.rowsRead).toBeLessThanOrEqual(next.answered + 4);
  });
});

describe("a filter that matches few entries: a bounded read, and Link to go on", () => {
  // 2034, Northwind: 2,600 entries, one a minute, of which 3 are DELETEs (the newest, one in the middle, the oldest).
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

  it("reads at most LOG_SCAN_ROWS rows of the window, once (no second walk for their keys), whatever it holds", async () => {
    expect(await rowsReadOf({ ...RANGE, httpMethod: "DELETE" })).toBeLessThanOrEqual(LOG_SCAN_ROWS + 1);
    expect(await rowsReadOf({ ...RANGE, httpMethod: "PATCH" })).toBeLessThanOrEqual(LOG_SCAN_ROWS + 1);
    expect(await rowsReadOf({ ...RANGE, url: "/api/v1/nowhere", limit: "1000" })).toBeLessThanOrEqual(
      LOG_SCAN_ROWS + 1,
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
      expect(sizes.length).toBeLessThanOrEqual(Math.floor(N / LOG_SCAN_ROWS) + 1);
    }
    expect(found).toEqual([`bounded-${N - 1}`, "bounded-1300", "bounded-0"]);
    // 2,600 rows read LOG_SCAN_ROWS a page; the page after the one that reads the last row finds the window's end.
    expect(sizes).toHaveLength(Math.floor(N / LOG_SCAN_ROWS) + 1);
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
      expect(pages).toBeLessThanOrEqual(Math.floor(140 / LOG_SCAN_ROWS) + 1);
    }
    expect(pages).toBe(Math.floor(140 / LOG_SCAN_ROWS) + 1);
  });
});
