/**
 * The request log's partitions (src/db/log-partitions.ts): an organization's
 * entries all in one partition, a choice that moves few organizations when
 * LOG_PARTITIONS changes, and the cron moving a moved account's entries to its
 * new partition, after which its Logs answer is whole again.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { logPartitions, moveEntries } from "../../src/db/log-partitions";
import { partitionOf } from "../../src/db/log-placement";
import worker from "../../src/index";
import { BASE, KEYS } from "../helpers";
import { instrument } from "../instrument";
import { type LogEntry, writeEntries } from "../logs";

afterEach(() => instrument.reset());

const IDS = Array.from({ length: 20_000 }, (_, i) => i + 1);

describe("the partition of an organization", () => {
  it("spreads organizations evenly, and keeps the entries of unknown keys in the first", () => {
    for (const count of [2, 3, 5]) {
      const sizes = Array.from({ length: count }, (_, p) => IDS.filter((id) => partitionOf(id, count) === p).length);
      for (const size of sizes) expect(Math.abs(size - IDS.length / count), `${count}: ${sizes}`).toBeLessThan(400);
      expect(partitionOf(null, count)).toBe(0);
    }
    expect(partitionOf(2 ** 53 - 1, 4)).toBeGreaterThanOrEqual(0);
  });

  it("moves only the organizations the new partition wins when one is added, and back when it is given up", () => {
    for (const count of [1, 2, 3, 7]) {
      const moved = IDS.filter((id) => partitionOf(id, count) !== partitionOf(id, count + 1));
      expect(moved.every((id) => partitionOf(id, count + 1) === count)).toBe(true);
      expect(Math.abs(moved.length - IDS.length / (count + 1))).toBeLessThan(400);
    }
  });
});

const NORTHWIND = 100;
const WXYZ = 200;
/** The demo world's two partitions; with one, every account's entries belong in LOGS_0. */
const ONE = { ...env, LOG_PARTITIONS: "1" } as typeof env;

function entries(organizationId: number | null, tag: string, count: number): LogEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    organizationId,
    apiKeyPrefix: "mds_dev_nort",
    requestDate: new Date(Date.UTC(2030, 7, 1, 12, 0, i % 7)).toISOString(),
    httpMethod: i % 3 === 0 ? "POST" : "GET",
    path: `/api/v1/ad/orders/${5000 + (i % 4)}`,
    query: i % 5 === 0 ? "?x=1" : null,
    urlTemplate: "/api/v1/ad/orders/{orderID}",
    statusCode: 200,
    durationMs: i,
    requestId: i % 2 ? crypto.randomUUID() : `${tag}-${i}`,
  }));
}

/**
 * How many entries (or `groups`, rows) of each organization each partition holds, dated from `since` (default: those
 * written here, in 2030).
 */
async function where(since = Date.UTC(2030, 0, 1), what: "entries" | "groups" = "entries") {
  const out: Record<string, Record<string, number>> = {};
  const n = what === "entries" ? "sum(count)" : "count(*)";
  for (const { name, binding } of logPartitions(env)) {
    const { results } = await binding
      .prepare(
        `SELECT CASE a.organization_id WHEN 0 THEN 'none' ELSE a.organization_id END AS org, ${n} AS n
          FROM request_log_groups AS g JOIN log_accounts AS a ON a.id = g.key >> 47
          WHERE ((g.key >> 5) & ${2 ** 42 - 1}) >= ? GROUP BY 1`,
      )
      .bind(since)
      .all<{ org: string; n: number }>();
    out[name] = Object.fromEntries(results.map((r) => [r.org, r.n]));
  }
  return out;
}

/** Northwind's log for August 2030, as the Logs operation answers it under `environment`, every page. */
async function northwindLog(environment: typeof env) {
  const all: { LogID: number }[] = [];
  let next: string | null = "/api/v1/music/account/logs?dateFrom=2030-08-01&dateTo=2030-08-01&limit=40";
  while (next) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${BASE}${next}`, { headers: { "X-API-Key": KEYS.northwind } }),
      environment,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    all.push(...((await res.json()) as { LogID: number }[]));
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get("Link") ?? "")?.[1] ?? null;
  }
  return all;
}

async function cron(environment: typeof env) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }),
    environment,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe("re-partitioning", () => {
  it("moves an account's entries to its new partition when the count changes, and its Logs answer is whole again", async () => {
    await writeEntries([
      ...entries(NORTHWIND, "nw", 120),
      ...entries(WXYZ, "wxyz", 30),
      ...entries(null, "nobody", 10),
    ]);
    expect(await where()).toEqual({ LOGS_0: { [WXYZ]: 30, none: 10 }, LOGS_1: { [NORTHWIND]: 120 } });
    const before = await northwindLog(env);
    expect(before).toHaveLength(120);

    // One partition: Northwind's entries belong in LOGS_0 now, and until the cron has moved them its log is empty.
    expect(await northwindLog(ONE)).toEqual([]);
    await cron(ONE);
    expect(await where()).toEqual({ LOGS_0: { [NORTHWIND]: 120, [WXYZ]: 30, none: 10 }, LOGS_1: {} });
    const moved = await northwindLog(ONE);
    // The same entries in the same order, with the same LogIDs (newest highest): a LogID is its group's first date,
    // slot and its place in it, and LOGS_0 had no group of Northwind's to share a slot with (its account's number
    // there is another: the key is not, the LogID is).
    expect(moved).toEqual(before);
    const ids = moved.map((e) => e.LogID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // Two again: back to LOGS_1; the accounts that stayed were not touched.
    await cron(env);
    expect(await where()).toEqual({ LOGS_0: { [WXYZ]: 30, none: 10 }, LOGS_1: { [NORTHWIND]: 120 } });
    expect(await northwindLog(env)).toEqual(before);
  });

  it("moves in bounded batches of groups, and a batch copied twice (its run died before the delete) lands once", async () => {
    // Every group, those of the requests the test above made included.
    const all = () => where(0, "groups");
    const before = await all();
    // 50 entries over 7 seconds: 7 groups, in the milliseconds of the test above's (the first free slot of each).
    await writeEntries(entries(NORTHWIND, "bounded", 50));
    const northwind = (before.LOGS_1?.[NORTHWIND] ?? 0) + 7;
    expect((await all()).LOGS_1?.[NORTHWIND]).toBe(northwind);
    // The first delete of the source fails: the copy has landed, the source still has it.
    instrument.failWhen((s, at) => at.origin === undefined && /^delete from "request_log_groups"/i.test(s.sql), {
      times: 1,
    });
    await expect(moveEntries(ONE, { batchSize: 4, maxBatches: 10 })).rejects.toThrow();
    const after = await all();
    expect(after.LOGS_0?.[NORTHWIND]).toBe(4);
    expect(after.LOGS_1?.[NORTHWIND]).toBe(northwind);
    // Sent again, the copied batch is not written twice.
    expect(await moveEntries(ONE, { batchSize: 4, maxBatches: 2 })).toBe(8);
    expect((await all()).LOGS_0?.[NORTHWIND]).toBe(8);
    expect(await moveEntries(ONE, { batchSize: 4, maxBatches: 100 })).toBe(northwind - 8);
    expect((await all()).LOGS_0?.[NORTHWIND]).toBe(northwind);
    expect((await all()).LOGS_1?.[NORTHWIND]).toBeUndefined();
    expect(await moveEntries(ONE)).toBe(0);
  });
});
