/** Entries older than 90 days are purged by the Cron Trigger, in bounded batches. */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { purgeExpiredLogs } from "../../src/features/logs/logs.retention";
import worker from "../../src/index";

const NOW = Date.parse("2031-01-01T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Inserts `count` entries dated `date`, with request ids `<tag>-1` …, in one statement. */
async function insertMany(count: number, date: string, tag: string) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO request_logs (organization_id, api_key_prefix, request_date, http_method, url, path, url_template,
       status_code, duration_ms, request_id)
     SELECT 100, 'mds_dev_nort', ?, 'GET', '/api/v1/ad/orders/orderstates', '/api/v1/ad/orders/orderstates',
       '/api/v1/ad/orders/orderstates', 200, 3, ? || '-' || i FROM n`,
  )
    .bind(count, date, tag)
    .run();
}

async function countOf(tag: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM request_logs WHERE request_id LIKE ?")
    .bind(`${tag}-%`)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

describe("request log retention", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM request_logs").run();
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

  it("deletes at most batchSize × maxBatches entries a run; the rest wait for the next run", async () => {
    await insertMany(2500, iso(NOW - 100 * DAY), "old");
    await insertMany(5, iso(NOW - DAY), "new");
    const now = new Date(NOW);
    expect(await purgeExpiredLogs(env, now, { batchSize: 1000, maxBatches: 2 })).toBe(2000);
    expect(await countOf("old")).toBe(500);
    expect(await purgeExpiredLogs(env, now, { batchSize: 100, maxBatches: 3 })).toBe(300);
    expect(await countOf("old")).toBe(200);
    expect(await purgeExpiredLogs(env, now, { batchSize: 1000, maxBatches: 2 })).toBe(200);
    expect(await countOf("old")).toBe(0);
    expect(await purgeExpiredLogs(env, now)).toBe(0);
    expect(await countOf("new")).toBe(5);
  });
});
