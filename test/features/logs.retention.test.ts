/** Entries older than 90 days are purged by the Cron Trigger, in bounded batches. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { purgeExpiredLogs } from "../../src/features/logs/logs.retention";
import worker from "../../src/index";
import { logDatabases, loggedEntries, writeEntries } from "../logs";

const NOW = Date.parse("2031-01-01T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes `count` entries dated `date`, with request ids `<tag>-1` …, for Northwind and WXYZ-TV by turns (the
 * two partitions), and for no organization (an unknown key's) one in ten.
 */
async function insertMany(count: number, date: string, tag: string) {
  const owners = [100, 200, 100, 200, 100, 200, 100, 200, 100, null];
  await writeEntries(
    Array.from({ length: count }, (_, i) => ({
      organizationId: owners[i % owners.length] ?? null,
      apiKeyPrefix: "mds_dev_nort",
      requestDate: date,
      httpMethod: "GET",
      path: "/api/v1/ad/orders/orderstates",
      query: null,
      urlTemplate: "/api/v1/ad/orders/orderstates",
      statusCode: 200,
      durationMs: 3,
      requestId: `${tag}-${i + 1}`,
    })),
  );
}

async function countOf(tag: string) {
  return (await loggedEntries()).filter((e) => e.requestId.startsWith(`${tag}-`)).length;
}

describe("request log retention", () => {
  beforeEach(async () => {
    for (const logs of logDatabases()) await logs.prepare("DELETE FROM request_log_groups").run();
  });

  it("the Cron Trigger purges entries older than 90 days and keeps the rest", async () => {
    await insertMany(2500, iso(NOW - 400 * DAY), "ancient");
    await insertMany(300, iso(NOW - 90 * DAY - 1), "just-expired");
    await insertMany(3, iso(NOW - 90 * DAY), "exactly-90-days");
    await insertMany(3, iso(NOW - 89 * DAY), "recent");
    await insertMany(3, iso(NOW), "today");
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await countOf("ancient")).toBe(0);
    expect(await countOf("just-expired")).toBe(0);
    expect(await countOf("exactly-90-days")).toBe(3);
    expect(await countOf("recent")).toBe(3);
    expect(await countOf("today")).toBe(3);
  });

  it("deletes at most batchSize × maxBatches groups a run in each partition; the rest wait for the next run", async () => {
    // 1,250 in each partition, 25 groups of 50: Northwind's in one, WXYZ-TV's and the unknown keys' in the other.
    await insertMany(2500, iso(NOW - 100 * DAY), "old");
    await insertMany(5, iso(NOW - DAY), "new");
    const oldIn = async () => {
      const old = (await loggedEntries()).filter((e) => e.requestId.startsWith("old-"));
      return [...new Set(old.map((e) => e.partition))].sort().map((p) => old.filter((e) => e.partition === p).length);
    };
    expect(await oldIn()).toEqual([1250, 1250]);
    const now = new Date(NOW);
    expect(await purgeExpiredLogs(env, now, { batchSize: 10, maxBatches: 2 })).toBe(40);
    expect(await oldIn()).toEqual([250, 250]);
    expect(await purgeExpiredLogs(env, now, { batchSize: 2, maxBatches: 1 })).toBe(4);
    expect(await oldIn()).toEqual([150, 150]);
    expect(await purgeExpiredLogs(env, now, { batchSize: 1000, maxBatches: 2 })).toBe(6);
    expect(await countOf("old")).toBe(0);
    expect(await purgeExpiredLogs(env, now)).toBe(0);
    expect(await countOf("new")).toBe(5);
  });
});
