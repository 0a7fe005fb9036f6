/**
 * What the writes of the bench's mix write (contract section 13: D1 bills each row written, an index entry and an
 * AUTOINCREMENT counter each one), by table, from D1's own `meta.rows_written` of each statement they send: Publish
 * Order (the request, then the delivery queue's consumer on its deliveries, then a station's download), Create
 * Order, Set House ID, Create Comment. The figures are printed for the report and docs/performance.md; the
 * request log's row is not counted.
 */
import { createMessageBatch, env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { type DeliveryMessage, deliveryIdsOf } from "../../src/features/deliveries/deliveries.queue";
import worker from "../../src/index";
import { downloadFile } from "../features/deliveries.data";
import { json, KEYS, send, stationsWithoutDeliver, withContent } from "../helpers";
import { instrument } from "../instrument";

// The bench's stations take the original (their Deliver set aside): the delivery is the file itself.
stationsWithoutDeliver(200, 201, 205);

afterEach(() => instrument.reset());

/** The table a write statement writes (its triggers' rows counted to it, as the bench does). */
const tableOf = (sql: string) =>
  /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i.exec(sql)?.[1]?.toLowerCase();

/** Rows written by table while `work` runs, the DB's statements only (the request log's database is apart). */
async function writtenBy(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const by: Record<string, number> = {};
  const stop = instrument.observeWritten((trip, written) => {
    if (trip.database !== "DB") return;
    trip.statements.forEach((s, i) => {
      const table = tableOf(s.sql);
      // A key's last use (src/http/key-use.ts), written now and then whatever the request, the bench counts apart.
      if (table && table !== "api_keys" && written[i]) by[table] = (by[table] ?? 0) + (written[i] as number);
    });
  });
  try {
    await work();
  } finally {
    stop();
  }
  return by;
}

const total = (by: Record<string, number>) => Object.values(by).reduce((a, b) => a + b, 0);

/** The delivery queue replaced by one that keeps what is sent: the test hands it to the consumer itself. */
function recordingQueue() {
  const sent: DeliveryMessage[] = [];
  const queue = {
    send: async (body: DeliveryMessage) => void sent.push(body),
    sendBatch: async (messages: { body: DeliveryMessage }[]) => void sent.push(...messages.map((m) => m.body)),
  };
  return { sent, env: { ...env, DELIVERY_QUEUE: queue } as unknown as Env };
}

let adIds = 0;
const adId = () => `WCST${String(++adIds).padStart(7, "0")}`;

/** A Northwind draft of the bench's shape: 2 files (with content unless `bare`), 3 online destinations. */
async function benchDraft(bare = false): Promise<{ id: number; files: number[] }> {
  const res = await send("/api/v1/ad/orders", {
    method: "POST",
    key: KEYS.northwind,
    body: {
      Advertiser: "Brightside Motors",
      Product: "Spring Event",
      FlightStartDate: "2030-04-01",
      FlightEndDate: "2030-04-30",
      Files: [
        { AdID: adId(), Title: "Spring Event :30", Length: 30, Format: "HD" },
        { AdID: adId(), Title: "Spring Event :15", Length: 15, Format: "HD" },
      ],
      Destinations: [200, 201, 205],
    },
  });
  expect(res.status).toBe(201);
  const made = await json<{ OrderID: number; Files: { FileID: number }[] }>(res);
  if (!bare) await withContent(made.OrderID);
  return { id: made.OrderID, files: made.Files.map((f) => f.FileID) };
}

describe("rows written by the mix's writes", () => {
  it("Publish Order: the request, then the consumer's Sending", async () => {
    const draft = await benchDraft();
    const queue = recordingQueue();
    const publish = await writtenBy(async () => {
      const res = await send(`/api/v1/ad/orders/${draft.id}/publish`, { method: "PUT", env: queue.env });
      expect(res.status).toBe(200);
    });
    // One message for the 6 deliveries (3 queue operations; was a message a delivery, 18).
    expect(queue.sent.map(deliveryIdsOf).map((ids) => ids?.length)).toEqual([6]);
    const consumer = await writtenBy(() =>
      worker.queue(
        createMessageBatch(
          "mds-deliveries",
          queue.sent.map((body, i) => ({ id: `cost-${i}`, timestamp: new Date(), attempts: 1, body })) as never,
        ),
        env,
      ),
    );
    const { results } = await env.DB.prepare("SELECT status FROM deliveries WHERE order_id = ?")
      .bind(draft.id)
      .all<{ status: string }>();
    expect(results.map((r) => r.status)).toEqual(Array(6).fill("Sending"));
    console.log(
      `Publish Order writes ${total(publish)} rows ${JSON.stringify(publish)}; its consumer ${total(consumer)} ${JSON.stringify(consumer)}`,
    );
    // The order Published, its destinations' list keys (3 × row and entry); 6 deliveries of a row and 3 index
    // entries (its file and station, its order, its owner's status date; none in the cron's index of waiting ones,
    // migration 0029: was 31 with the cron's index of every Queued delivery), and the counter; 6 ingest entries of a
    // row and its station's feed entry, and the counter (was 19 with the index of station and file: each delivery
    // names its entry instead, migration 0031); its event.
    expect(publish).toEqual({
      orders: 8,
      deliveries: 25,
      ingest_entries: 13,
      webhook_events: 1,
      webhook_deliveries: 1,
    });
    // Each delivery Sending: its row and its status date's entry (its Queued entry, deleted, is not billed: was 18
    // with the index of every status, migration 0027); the order In Progress (its row, its owner's list entry, its
    // destinations' list keys).
    expect(consumer).toEqual({ deliveries: 12, orders: 8 });

    // WXYZ-TV downloads the first file whole: its range (WITHOUT ROWID, migration 0028: its row alone, was 2 with the
    // key's autoindex), the delivery Delivered (its row and its status date's entry; was 3 with the status index).
    const download = await writtenBy(async () => {
      expect((await downloadFile(draft.id, draft.files[0] as number, KEYS.wxyz)).status).toBe(200);
    });
    console.log(`a station's download writes ${total(download)} rows ${JSON.stringify(download)}`);
    expect(download).toEqual({ delivery_ranges: 1, deliveries: 2 });
  });

  it("Create Order: its counts written with its row, its destinations without a counter (was 18 rows)", async () => {
    const by = await writtenBy(() => benchDraft(true));
    console.log(`Create Order writes ${total(by)} rows ${JSON.stringify(by)}`);
    // The order, its owner's list entry and the counter (was 4: an UPDATE counted its files and destinations after);
    // 2 files of a row and 2 entries, and the counter; 3 destinations of a row and an entry (was 7 with the
    // AUTOINCREMENT counter, migration 0030).
    expect(by).toEqual({ orders: 3, files: 7, destinations: 6 });
  });

  it("Set House ID: a station's first of a file, then another", async () => {
    const draft = await benchDraft();
    const queue = recordingQueue();
    expect((await send(`/api/v1/ad/orders/${draft.id}/publish`, { method: "PUT", env: queue.env })).status).toBe(200);
    const set = (houseId: string) =>
      writtenBy(async () => {
        const res = await send(`/api/v1/ad/orders/${draft.id}/files/${draft.files[0]}/houseid`, {
          method: "PUT",
          key: KEYS.wxyz,
          body: { HouseID: houseId },
        });
        expect(res.status).toBe(200);
      });
    const first = await set("WXYZ-CM-1");
    const again = await set("WXYZ-CM-2");
    console.log(`Set House ID writes ${JSON.stringify(first)} the first time, ${JSON.stringify(again)} again`);
    // WITHOUT ROWID (migration 0026): the row and its house ID's entry, the first time too (was 3: the rowid
    // table's key index); the station's feed told (an entry: its row, its feed's entry, its delivery's
    // latest_entry_id, and the counter).
    expect(first.file_statuses).toBe(2);
    expect(again.file_statuses).toBe(2);
    expect(first.ingest_entries).toBe(4);
  });

  it("Create Comment", async () => {
    const draft = await benchDraft();
    const by = await writtenBy(async () => {
      const res = await send(`/api/v1/ad/orders/${draft.id}/comments`, {
        method: "POST",
        key: KEYS.northwind,
        body: { CommentPosterText: "Costs" },
      });
      expect(res.status).toBe(201);
    });
    console.log(`Create Comment writes ${total(by)} rows ${JSON.stringify(by)}`);
    // Its row, the order's index entry, the AUTOINCREMENT counter.
    expect(by).toEqual({ comments: 3 });
  });
});
