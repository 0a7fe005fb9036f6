/**
 * As-run past one database (contract section 21): each station's entries in
 * the partition its placement names, a station moved between partitions
 * while it posts (nothing lost, nothing doubled, every read whole
 * throughout), duplicates and Idempotency-Key across partitions, and the
 * main database's old table drained by the mover.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { asRunPartitions } from "../../src/db/asrun-partitions";
import { createDb } from "../../src/db/client";
import { moveAsRun, POST_GRACE_MS } from "../../src/features/asrun/asrun.move";
import { startMove } from "../../src/features/asrun/asrun.placement";
import { asRunPartitionOf, entriesByDatabase } from "../asrun";
import { call, json, KEYS, withContent } from "../helpers";
import { instrument, type RoundTrip, rowsReadOf } from "../instrument";

afterEach(() => instrument.reset());

const ASRUN = "/api/v1/ad/asrun";
const WXYZ = 200;
const KLMN = 201;
let serial = 0;

/** A published Northwind order of one :30 spot to WXYZ-TV and KLMN-FM, in flight all of 2034. */
async function order(): Promise<{ id: number; adId: string }> {
  const adId = `MOVE${String(++serial).padStart(7, "0")}`;
  const res = await call("/api/v1/ad/orders", {
    method: "POST",
    body: {
      Advertiser: "Harbor Motors",
      FlightStartDate: "2034-01-01",
      FlightEndDate: "2034-12-31",
      Files: [{ AdID: adId, Title: "Spot", Length: 30 }],
      Destinations: [WXYZ, KLMN],
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { OrderID } = await json(res);
  await withContent(OrderID);
  expect((await call(`/api/v1/ad/orders/${OrderID}/publish`, { method: "PUT" })).status).toBe(200);
  return { id: OrderID, adId };
}

/** Entry `n` of a spot: one a minute from `start`. */
const entry = (adId: string, start: number, n: number) => ({
  AiredAt: new Date(start + n * 60_000).toISOString(),
  AdID: adId,
  DurationSeconds: 30,
});

const post = async (entries: unknown[], headers: Record<string, string> = {}, key: string = KEYS.wxyz) => {
  const res = await call(ASRUN, { method: "POST", key, body: { AsRun: entries }, headers });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<{ Accepted: number; Duplicates: number }>(res);
};

/** Every page of the station's entries in a period, following `next`. */
async function listed(
  query: string,
  key: string = KEYS.wxyz,
): Promise<{ EntryID: number; AiredAt: string; AdID: string }[]> {
  const all: { EntryID: number; AiredAt: string; AdID: string }[] = [];
  let next: string | undefined = `${ASRUN}?${query}&limit=25`;
  while (next) {
    const res = await call(next, { key });
    expect(res.status).toBe(200);
    all.push(...(await json(res)));
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get("Link") ?? "")?.[1];
  }
  return all;
}

const placement = (station: number) =>
  env.DB.prepare("SELECT partition, moving_from AS movingFrom FROM asrun_placements WHERE organization_id = ?")
    .bind(station)
    .first<{ partition: number; movingFrom: number | null }>();

describe("the main database's old as-run table (migration 0021)", () => {
  // First in the file: KLMN-FM has no placement yet and no entry in a partition, as before the partitions.
  it("is recorded as moving from DB by the migration, read and checked for duplicates while the mover drains it, each entry moved with its id", async () => {
    const o = await order();
    const file = await env.DB.prepare("SELECT id FROM files WHERE order_id = ?").bind(o.id).first<{ id: number }>();
    const insert = env.DB.prepare(
      "INSERT INTO asrun_entries (organization_id, aired_at, ad_id, house_id, duration_seconds, order_id, file_id, " +
        "posted_at, posted_by) VALUES (?, ?, ?, ?, 30, ?, ?, ?, 'before') RETURNING id",
    );
    const now = new Date().toISOString();
    // Two entries stored before the partitions: one by AdID, one by the station's house ID.
    const byAdId = await insert
      .bind(KLMN, "2034-07-02T12:00:00.000Z", o.adId, "", o.id, file?.id, now)
      .first<{ id: number }>();
    const byHouse = await insert
      .bind(KLMN, "2034-07-03T12:00:00.000Z", "", "KL-1", o.id, file?.id, now)
      .first<{ id: number }>();
    expect(await placement(KLMN)).toBeNull();
    // Migration 0020's own statements on them: the house-ID entry given its file's AdID, the station placed.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0021_"));
    const data = (migration?.queries ?? []).filter((q) => /^(--[^\n]*\n)*\s*(UPDATE|INSERT)/.test(q.trim()));
    expect(data).toHaveLength(2);
    for (const q of data) await env.DB.prepare(q).run();
    expect(await placement(KLMN)).toEqual({ partition: 0, movingFrom: -1 });

    const period = "organizationID=201&fromDate=2034-07-01&toDate=2034-07-31";
    const before = await listed(period, KEYS.summit);
    expect(before.map((e) => [e.EntryID, e.AdID])).toEqual([
      [byHouse?.id, o.adId],
      [byAdId?.id, o.adId],
    ]);
    const again = await post(
      [{ AiredAt: "2034-07-02T12:00:00Z", AdID: o.adId, OrganizationID: KLMN }],
      {},
      KEYS.summit,
    );
    expect(again).toMatchObject({ Accepted: 0, Duplicates: 1 });
    const proof = await json(await call(`/api/v1/ad/orders/${o.id}/proofofperformance`, { key: KEYS.northwind }));
    const klmn = proof.Destinations.find((d: { OrganizationID: number }) => d.OrganizationID === KLMN);
    expect(klmn.Flights[0].Airings).toBe(2);

    expect((await moveAsRun(env, new Date(Date.now() + POST_GRACE_MS))).moved).toBe(2);
    expect(await entriesByDatabase(KLMN)).toMatchObject({ DB: 0, ASRUN_0: 2 });
    expect(await placement(KLMN)).toEqual({ partition: 0, movingFrom: null });
    expect(await listed(period, KEYS.summit)).toEqual(before);
  });
});

describe("the partition of a station's entries", () => {
  it("is recorded by its placement; each station's entries are written there alone, with ids of that partition", async () => {
    const o = await order();
    const start = Date.UTC(2034, 0, 5, 12);
    const group = await post(
      [
        { ...entry(o.adId, start, 0), OrganizationID: WXYZ },
        { ...entry(o.adId, start, 1), OrganizationID: KLMN },
      ],
      {},
      KEYS.summit,
    );
    expect(group).toEqual({ Accepted: 2, Duplicates: 0, Rejected: [], Unmatched: [] });
    for (const station of [WXYZ, KLMN]) {
      const home = await asRunPartitionOf(station);
      expect(await placement(station)).toEqual({ partition: home.index, movingFrom: null });
      const counts = await entriesByDatabase(station);
      const row = await home.binding
        .prepare("SELECT id FROM asrun_entries WHERE organization_id = ? AND order_id = ?")
        .bind(station, o.id)
        .first<{ id: number }>();
      // Partition k numbers from (k + 1) × 2^40: an id says which partition gave it.
      expect(Math.floor((row?.id ?? 0) / 2 ** 40)).toBe(home.index + 1);
      expect(counts.DB).toBe(0);
      for (const p of asRunPartitions(env)) if (p.index !== home.index) expect(counts[p.name]).toBe(0);
    }
  });
});

describe("moving a station's entries to another partition while it posts", () => {
  it("loses none and doubles none: posts during the move count what either partition holds as duplicates", async () => {
    const o = await order();
    const start = Date.UTC(2034, 2, 1, 12);
    const period = "fromDate=2034-03-01&toDate=2034-03-31";
    const first = Array.from({ length: 60 }, (_, n) => entry(o.adId, start, n));
    expect(await post(first)).toMatchObject({ Accepted: 60, Duplicates: 0 });
    const before = await entriesByDatabase(WXYZ);
    const from = (await asRunPartitionOf(WXYZ)).index;
    const to = 1 - from;

    const db = createDb(env.DB);
    expect(await startMove(env, db, WXYZ, to, new Date())).toBe(true);
    expect(await startMove(env, db, WXYZ, from, new Date()), "a second move waits for the first").toBe(false);
    expect(await placement(WXYZ)).toEqual({ partition: to, movingFrom: from });

    // Nothing copied yet: the log sent again is all duplicates, found in the partition the station leaves.
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    expect(await post(first.slice(0, 10))).toMatchObject({ Accepted: 0, Duplicates: 10 });
    expect(trips.some((t) => t.database === `ASRUN_${from}` && /^select/i.test(t.statements[0]?.sql ?? ""))).toBe(true);
    instrument.reset();

    // Posts (10 new entries, 5 sent before) and the mover (7 entries a round) side by side, round after round.
    let accepted = 60;
    let duplicates = 0;
    let posted = 60;
    const poster = async () => {
      for (let round = 0; round < 6; round++) {
        const fresh = Array.from({ length: 10 }, (_, i) => entry(o.adId, start, posted + i));
        const again = Array.from({ length: 5 }, (_, i) => entry(o.adId, start, (round * 11 + i * 7) % posted));
        posted += 10;
        const answer = await post([...fresh, ...again]);
        accepted += answer.Accepted;
        duplicates += answer.Duplicates;
      }
    };
    let moved = 0;
    const mover = async () => {
      for (let round = 0; round < 12; round++) {
        moved += (await moveAsRun(env, new Date(), { batchSize: 7, maxBatches: 1 })).moved;
      }
    };
    const reader = async () => {
      for (let round = 0; round < 3; round++) {
        const seen = await listed(period);
        expect(new Set(seen.map((e) => e.EntryID)).size, "an entry in both partitions is listed once").toBe(
          seen.length,
        );
        expect(new Set(seen.map((e) => e.AiredAt)).size).toBe(seen.length);
      }
    };
    await Promise.all([poster(), mover(), reader()]);
    expect(accepted).toBe(120);
    expect(duplicates).toBe(30);
    expect(moved, "the mover copied while the posts went on").toBeGreaterThan(0);

    // Within the grace a post that read the old placement may still be writing: the move is not finished.
    await moveAsRun(env, new Date());
    expect((await placement(WXYZ))?.movingFrom).toBe(from);
    const done = await moveAsRun(env, new Date(Date.now() + POST_GRACE_MS));
    expect(done.finished).toBe(1);
    expect(await placement(WXYZ)).toEqual({ partition: to, movingFrom: null });

    const after = await entriesByDatabase(WXYZ);
    expect(after[`ASRUN_${from}`]).toBe(0);
    expect(after[`ASRUN_${to}`]).toBe((before[`ASRUN_${from}`] ?? 0) + 60);
    const all = await listed(period);
    expect(all).toHaveLength(120);
    expect(new Set(all.map((e) => e.EntryID)).size).toBe(120);
    const proof = await json(await call(`/api/v1/ad/orders/${o.id}/proofofperformance`, { key: KEYS.northwind }));
    const wxyz = proof.Destinations.find((d: { OrganizationID: number }) => d.OrganizationID === WXYZ);
    expect(wxyz.Flights[0].Airings).toBe(120);
    // And sent again once moved: still all duplicates.
    expect(await post(first.slice(0, 5))).toMatchObject({ Accepted: 0, Duplicates: 5 });
  });
});

describe("Idempotency-Key across the partition and the main database", () => {
  it("replays the first answer and writes nothing; after a failure between the two writes, the same request stores nothing twice", async () => {
    const o = await order();
    const start = Date.UTC(2034, 4, 1, 12);
    const log = Array.from({ length: 8 }, (_, n) => entry(o.adId, start, n));
    const headers = { "Idempotency-Key": `asrun-${crypto.randomUUID()}` };
    const firstAnswer = await post(log, headers);
    expect(firstAnswer).toMatchObject({ Accepted: 8, Duplicates: 0 });
    const replay = await call(ASRUN, { method: "POST", key: KEYS.wxyz, body: { AsRun: log }, headers });
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await json(replay)).toEqual(firstAnswer);
    const counted = async () =>
      (await listed("fromDate=2034-05-01&toDate=2034-05-31")).filter((e) => e.AiredAt >= "2034-05").length;
    expect(await counted()).toBe(8);

    // The main database's write (the checks, the claim marked written) fails after the entries are stored.
    const more = Array.from({ length: 4 }, (_, n) => entry(o.adId, start, 100 + n));
    const key = { "Idempotency-Key": `asrun-${crypto.randomUUID()}` };
    instrument.failWhen((s, at) => at.method === "batch" && /^insert into "asrun_checks"/i.test(s.sql), { times: 1 });
    const failed = await call(ASRUN, { method: "POST", key: KEYS.wxyz, body: { AsRun: more }, headers: key });
    expect(failed.status).toBe(500);
    instrument.reset();
    expect(await counted()).toBe(12);
    // The claim was released: the same request runs again, finds its entries stored, and writes the checks.
    expect(await post(more, key)).toMatchObject({ Accepted: 0, Duplicates: 4 });
    expect(await counted()).toBe(12);
    const checks = await env.DB.prepare("SELECT count(*) AS n FROM asrun_checks WHERE order_id = ?")
      .bind(o.id)
      .first<{ n: number }>();
    expect(checks?.n).toBeGreaterThanOrEqual(1);
  });
});

/** D1's rows_read of the reads a request sent, each run again on the database it went to; and the request's trips. */
async function readCost(path: string, key: string) {
  const requestId = `asrun-cost-${crypto.randomUUID()}`;
  const trips: RoundTrip[] = [];
  instrument.observe((trip) => {
    if (trip.origin === requestId && !/^LOGS_/.test(trip.database)) trips.push(trip);
  });
  const res = await call(path, { key, headers: { "X-Request-Id": requestId } });
  expect(res.status).toBe(200);
  const body = await json(res);
  instrument.reset();
  let read = 0;
  for (const trip of trips) {
    read += await rowsReadOf(
      (env as unknown as Record<string, D1Database>)[trip.database] as D1Database,
      trip.statements,
    );
  }
  return { body, read, trips: trips.filter((t) => !t.statements.some((s) => /api_keys/.test(s.sql))) };
}

describe("what the as-run reads cost across partitions", () => {
  it("a page of As-Run Entries reads at most 2 rows an entry answered plus 50, a proof of performance its airings: two round trips each", async () => {
    const o = await order();
    const start = Date.UTC(2034, 9, 1, 12);
    for (const station of [WXYZ, KLMN]) {
      const log = Array.from({ length: 300 }, (_, n) => ({ ...entry(o.adId, start, n), OrganizationID: station }));
      expect(await post(log, {}, KEYS.summit)).toMatchObject({ Accepted: 300 });
    }
    await call("/api/v1/ad/orders/orderstates", { key: KEYS.summit });
    await call("/api/v1/ad/orders/orderstates", { key: KEYS.northwind });
    const page = await readCost(
      `${ASRUN}?fromDate=2034-10-01&toDate=2034-10-31&limit=25&organizationID=200`,
      KEYS.summit,
    );
    expect(page.body).toHaveLength(25);
    expect(page.trips.map((t) => t.database)).toEqual(["DB", (await asRunPartitionOf(WXYZ)).name]);
    expect(page.read).toBeLessThanOrEqual(2 * 25 + 50);
    // A group's page reads a page of each of its stations (as before the partitions), each in its own partition.
    const group = await readCost(`${ASRUN}?fromDate=2034-10-01&toDate=2034-10-31&limit=25`, KEYS.summit);
    expect(group.body).toHaveLength(25);
    expect(group.read).toBeLessThanOrEqual(2 * (2 * 26) + 20);
    const proof = await readCost(`/api/v1/ad/orders/${o.id}/proofofperformance`, KEYS.northwind);
    const airings = proof.body.Destinations.reduce(
      (n: number, d: { Flights: { Airings: number }[] }) => n + (d.Flights[0]?.Airings ?? 0),
      0,
    );
    expect(airings).toBe(600);
    expect(proof.read).toBeLessThanOrEqual(airings + 50);
    // DB first, then the two partitions side by side: two round trips of latency.
    expect(proof.trips.map((t) => t.database).sort()).toEqual(["ASRUN_0", "ASRUN_1", "DB"]);
    expect(proof.trips[0]?.database).toBe("DB");
    console.log(
      `As-Run Entries (one station, page of 25): ${page.trips.length} D1 calls (${page.trips.map((t) => t.database).join(", ")}), ` +
        `${page.read} rows read; (a group's 2 stations, page of 25): ${group.trips.map((t) => t.database).join(", ")}, ` +
        `${group.read} rows read; Proof of Performance (600 airings): ${proof.trips.length} D1 calls, the partitions side by side ` +
        `(${proof.trips.map((t) => t.database).join(", ")}), ${proof.read} rows read`,
    );
  });
});
