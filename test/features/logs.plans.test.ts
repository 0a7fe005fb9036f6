/**
 * The Logs query stays fast as the log grows to millions of entries: every
 * filter combination of the query the handler issues runs on an index that
 * starts with organization_id, never on a scan of request_logs, in the
 * partition that holds the organization's entries; and so do the cron's log
 * jobs (the retention purge, the move of entries between partitions).
 */
import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { operations } from "../../src/app";
import { createDb } from "../../src/db/client";
import { logPartitionOf } from "../../src/db/log-partitions";
import { logsQuery } from "../../src/features/logs/logs.handlers";
import { purgeBatch } from "../../src/features/logs/logs.retention";
import { LogsQuery } from "../../src/features/logs/logs.schemas";
import { encodeCursor } from "../../src/http/pagination";

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

describe("Logs query plans", () => {
  it.each(combinations)("%s: runs on the filter's organization_id index", async (_name, raw) => {
    const { sql, params } = logsQuery(
      createDb(logs()),
      100,
      v.parse(LogsQuery, raw),
      operations.map((op) => op.path),
    ).toSQL();
    const plan = await planOf(sql, params);
    expect(plan.join("\n")).not.toMatch(/SCAN request_logs(?! USING (COVERING )?INDEX)/);
    const access = plan.filter((d) => /request_logs/.test(d));
    expect(access).toHaveLength(1);
    const index = raw.url?.includes("{")
      ? "org_template"
      : raw.url
        ? "org_path"
        : raw.httpMethod
          ? "org_method"
          : "org_date";
    expect(access[0]).toMatch(
      new RegExp(`^SEARCH request_logs USING (COVERING )?INDEX request_logs_${index}_idx \\(organization_id=\\?`),
    );
    if (raw.dateFrom) expect(access[0]).toContain("request_date>?");
    if (raw.dateTo || raw.cursor) expect(access[0]).toContain("request_date<?");
    expect(plan.join("\n"), "sorted by the index, not afterwards").not.toMatch(/TEMP B-TREE/);
  });

  it("finds expired entries for the retention purge organization by organization, on the date index of each", async () => {
    const { sql, params } = purgeBatch(createDb(logs()), Date.parse("2030-01-01T00:00:00.000Z"), 1000).toSQL();
    const plan = (await planOf(sql, params)).join("\n");
    expect(plan).toMatch(
      /SEARCH l USING COVERING INDEX request_logs_org_date_idx \(organization_id=\? AND request_date<\?\)/,
    );
    // The next organization: one seek, not a walk through the entries of the last.
    expect(plan).toMatch(/SEARCH request_logs USING COVERING INDEX request_logs_org_date_idx \(organization_id>\?\)/);
    expect(plan).not.toMatch(/SCAN (request_logs|l)\b(?! USING (COVERING )?INDEX)/);
  });
});
