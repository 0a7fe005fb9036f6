/**
 * What the ingest feed costs (contract section 13): a page reads about one
 * row per entry it answers; a waiting request makes one short D1 read about
 * every second (no CPU held in between: it awaits a timer) and each read of
 * an empty feed reads about one row; an entry writes three rows (itself, the
 * station's feed's index entry, its delivery's latest entry), and its
 * statement one more (AUTOINCREMENT's
 * sqlite_sequence); an acknowledgement one row of the entry and one of the
 * delivery. The figures are printed for the report and the document.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { call, KEYS, stationsWithoutDeliver } from "../helpers";
import { instrument, type Statement } from "../instrument";
import { FEED, newOrder, page, tail } from "./ingest.support";
import { publish } from "./media.support";

// The feed's cost, for WXYZ-TV receiving the original (its Deliver set aside): publish writes its entries.
stationsWithoutDeliver(200);

afterEach(() => instrument.reset());

/** D1's own rows_read and rows_written of a statement, run again as it was sent. */
async function metaOf(statement: Statement) {
  const { meta } = await env.DB.prepare(statement.sql)
    .bind(...statement.params)
    .all();
  return { read: meta.rows_read, written: meta.rows_written };
}

/** The feed's statements a request sent (its reads of ingest_entries). */
function feedReads(requestId: string) {
  const trips: { at: number; statements: Statement[] }[] = [];
  instrument.observe((trip) => {
    if (trip.origin === requestId) trips.push({ at: Date.now(), statements: trip.statements });
  });
  return trips;
}

describe("ingest feed costs", () => {
  it("a page reads about one row per entry it answers", async () => {
    const cursor = await tail(200);
    for (let i = 0; i < 3; i++) await publish((await newOrder([200])).id);
    const requestId = `ingest-page-${crypto.randomUUID()}`;
    const trips = feedReads(requestId);
    const res = await call(`${FEED}?cursor=${cursor}&limit=5`, {
      key: KEYS.wxyz,
      headers: { "X-Request-Id": requestId },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { Entries: unknown[] }).Entries).toHaveLength(5);
    const reads = trips.flatMap((t) => t.statements).filter((s) => /from "ingest_entries"/i.test(s.sql));
    expect(reads).toHaveLength(1);
    const meta = await metaOf(reads[0] as Statement);
    console.log(`ingest feed: a page of 5 entries reads ${meta.read} rows`);
    expect(meta.read).toBeLessThanOrEqual(5 + 1);
  });

  it("a waiting request reads D1 about once a second, about one row each, and answers when wait ends", {
    timeout: 20_000,
  }, async () => {
    const cursor = await tail(200);
    const requestId = `ingest-wait-${crypto.randomUUID()}`;
    const trips = feedReads(requestId);
    const started = Date.now();
    const res = await call(`${FEED}?cursor=${cursor}&wait=5`, {
      key: KEYS.wxyz,
      headers: { "X-Request-Id": requestId },
    });
    const seconds = (Date.now() - started) / 1000;
    expect(res.status).toBe(200);
    const reads = trips.filter((t) => t.statements.some((s) => /from "ingest_entries"/i.test(s.sql)));
    const meta = await metaOf(reads[0]?.statements.find((s) => /from "ingest_entries"/i.test(s.sql)) as Statement);
    const gaps = reads.slice(1).map((t, i) => t.at - (reads[i]?.at ?? 0));
    console.log(
      `ingest feed: wait=5 answered in ${seconds.toFixed(2)} s with ${reads.length} D1 round trips ` +
        `(${(reads.length / seconds).toFixed(2)} a second), ${meta.read} row(s) read each; gaps ${gaps.join(", ")} ms`,
    );
    // The first read, then one a second until wait has passed: 5 or 6 in all.
    expect(reads.length).toBeGreaterThanOrEqual(5);
    expect(reads.length).toBeLessThanOrEqual(7);
    // A second apart, but for the last, which sleeps only what is left of `wait` (on a busy machine, less).
    expect(Math.min(...gaps.slice(0, -1))).toBeGreaterThanOrEqual(900);
    expect(meta.read).toBeLessThanOrEqual(1);
    expect(seconds).toBeGreaterThanOrEqual(4.9);
    // …and not long after it (a busy machine's margin).
    expect(seconds).toBeLessThan(8);
  });

  it("an entry writes three rows; an acknowledgement one of the entry and one of the delivery", async () => {
    const latest = await env.DB.prepare(
      "SELECT latest_entry_id AS id FROM deliveries WHERE file_id = 8003 AND organization_id = 200",
    ).first<{ id: number | null }>();
    const insert = await env.DB.prepare(
      `INSERT INTO ingest_entries (organization_id, action, created_at, order_id, file_id, title)
       VALUES (200, 'update', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 5002, 8003, 'cost probe')`,
    ).run();
    const ack = await env.DB.prepare(
      "UPDATE ingest_entries SET ack_status = 'Ingested', ack_message = NULL, acknowledged_at = 'x' WHERE id = ?",
    )
      .bind(insert.meta.last_row_id)
      .run();
    const was = await env.DB.prepare(
      "SELECT ingested_at AS at FROM deliveries WHERE file_id = 8003 AND organization_id = 200",
    ).first<{ at: string | null }>();
    const delivery = await env.DB.prepare(
      "UPDATE deliveries SET ingested_at = 'x' WHERE file_id = 8003 AND organization_id = 200",
    ).run();
    const two = await env.DB.prepare(
      `INSERT INTO ingest_entries (organization_id, action, created_at, order_id, file_id, title)
       SELECT 200, 'update', 'x', 5002, 8003, 'cost probe' FROM (SELECT 1 UNION ALL SELECT 2)`,
    ).run();
    await env.DB.prepare("DELETE FROM ingest_entries WHERE title = 'cost probe' AND created_at = 'x'").run();
    // The demo delivery as it was (its latest entry too: the probes are removed).
    await env.DB.prepare(
      "UPDATE deliveries SET ingested_at = ?, latest_entry_id = ? WHERE file_id = 8003 AND organization_id = 200",
    )
      .bind(was?.at ?? null, latest?.id ?? null)
      .run();
    console.log(`ingest feed: a statement of two entries writes ${two.meta.rows_written} rows`);
    console.log(
      `ingest feed: an entry writes ${insert.meta.rows_written} rows, its acknowledgement ${ack.meta.rows_written}, IngestedAt ${delivery.meta.rows_written}`,
    );
    // Three rows an entry (the row, its feed's index entry, its delivery's latest_entry_id by the trigger of migration
    // 0031), and AUTOINCREMENT's sqlite_sequence row once a statement.
    expect(insert.meta.rows_written).toBe(4);
    expect(two.meta.rows_written).toBe(7);
    expect(ack.meta.rows_written).toBe(1);
    expect(delivery.meta.rows_written).toBe(1);
    // Clean: the probe is no entry of the demo world.
    await env.DB.prepare("DELETE FROM ingest_entries WHERE id = ?").bind(insert.meta.last_row_id).run();
    expect((await page(200, "limit=1")).res.status).toBe(200);
  });
});
