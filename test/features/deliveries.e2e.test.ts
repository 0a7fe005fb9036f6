/**
 * The pipeline end to end over HTTP: create, give content and publish an
 * order; the real queue makes it available to its online destinations
 * (Sending); each destination's download of every byte delivers it; an
 * offline destination is brought back by the cron; an order deleted during
 * its delivery is never delivered; the cron fails what is not collected
 * within 14 days.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  COLLECT_WITHIN_DAYS,
  type DeliveryMessage,
  deliveryIdsOf,
  RESUME_AFTER_MS,
} from "../../src/features/deliveries/deliveries.queue";
import worker from "../../src/index";
import { BASE, call, json, KEYS, problem, stationsWithoutDeliver, withContent } from "../helpers";
import { type DeliveryRow, deliveriesOf, downloadFile, orderById, setDestinationStatus } from "./deliveries.data";
import { type PodRow, pod } from "./media.support";

// The delivery pipeline of the original: WXYZ-TV's Deliver is set aside while it runs.
stationsWithoutDeliver(200);

let nextAdId = 4000;

/** Creates a Northwind draft to the destinations, gives its files content and publishes it; answers its id and files. */
async function publishOrder(destinations: number[], fileCount = 1): Promise<{ orderId: number; fileIds: number[] }> {
  const created = await call("/api/v1/ad/orders", {
    method: "POST",
    body: {
      Advertiser: "Pipeline End To End",
      Files: Array.from({ length: fileCount }, (_, i) => ({
        AdID: `PIPE${nextAdId++}`,
        Title: `Spot ${i + 1}`,
        Length: 30,
      })),
      Destinations: destinations,
    },
  });
  expect(created.status).toBe(201);
  const { OrderID, Files } = await json<{ OrderID: number; Files: { FileID: number }[] }>(created);
  await withContent(OrderID);
  const published = await call(`/api/v1/ad/orders/${OrderID}/publish`, { method: "PUT" });
  expect(published.status).toBe(200);
  return { orderId: OrderID, fileIds: Files.map((f) => f.FileID) };
}

/** Polls the database until the order's deliveries satisfy `done` (the real queue works in the background). */
async function waitFor(orderId: number, done: (rows: DeliveryRow[]) => boolean): Promise<DeliveryRow[]> {
  let rows = await deliveriesOf(orderId);
  for (let i = 0; i < 100 && !done(rows); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    rows = await deliveriesOf(orderId);
  }
  return rows;
}

const at = (rows: DeliveryRow[], organizationId: number) => rows.filter((r) => r.organization_id === organizationId);
const allIn = (rows: DeliveryRow[], status: string) => rows.length > 0 && rows.every((r) => r.status === status);
const one = (rows: DeliveryRow[], fileId: number, organizationId: number) =>
  rows.find((r) => r.file_id === fileId && r.organization_id === organizationId);

async function runCron(scheduledTime: number, environment: Env = env) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), environment, ctx);
  await waitOnExecutionContext(ctx);
}

/** The environment with a queue that only records what it is sent. */
function recordingEnv(): { environment: Env; sent: number[] } {
  const sent: number[] = [];
  const recordingQueue = {
    sendBatch: async (messages: { body: DeliveryMessage }[]) => {
      sent.push(...messages.flatMap((m) => deliveryIdsOf(m.body) ?? []));
    },
  };
  return { environment: { ...env, DELIVERY_QUEUE: recordingQueue } as never, sent };
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The content of fixture file 8003, which `withContent` gives every file. */
async function demoContent(): Promise<{ bytes: number; sha256: string }> {
  const row = await env.DB.prepare("SELECT content_bytes AS bytes, content_sha256 AS sha256 FROM files WHERE id = 8003")
    .bind()
    .first<{ bytes: number; sha256: string }>();
  if (!row) throw new Error("fixture file 8003 has no content");
  return row;
}

describe("delivery pipeline, end to end", () => {
  it("makes the order available, waits for an offline destination, and delivers as each destination downloads", async () => {
    const content = await demoContent();
    await setDestinationStatus(201, "Offline");
    try {
      const { orderId, fileIds } = await publishOrder([200, 201], 2);
      const [first, second] = fileIds as [number, number];

      // The queue makes WXYZ-TV's deliveries available; KLMN-FM's wait; nothing is delivered by itself.
      let rows = await waitFor(orderId, (r) => allIn(at(r, 200), "Sending"));
      expect(at(rows, 200).map((r) => [r.status, r.attempts, r.delivered_at])).toEqual([
        ["Sending", 1, null],
        ["Sending", 1, null],
      ]);
      expect(allIn(at(rows, 201), "Queued")).toBe(true);
      expect((await orderById(orderId)).status).toBe("In Progress");
      expect((await pod(orderId)).map((r) => [r.OrganizationID, r.Status, r.DeliveredBy, r.Bytes, r.Sha256])).toEqual([
        [200, "Sending", null, content.bytes, content.sha256],
        [201, "Queued", null, content.bytes, content.sha256],
        [200, "Sending", null, content.bytes, content.sha256],
        [201, "Queued", null, content.bytes, content.sha256],
      ]);

      // WXYZ-TV fetches the first file with its key, the second with its contact Dana's.
      const got = await downloadFile(orderId, first, KEYS.wxyz);
      expect(got.status).toBe(200);
      expect(got.bytes.byteLength).toBe(content.bytes);
      expect(await sha256Hex(got.bytes as Uint8Array<ArrayBuffer>)).toBe(content.sha256);
      expect((await downloadFile(orderId, second, KEYS.dana)).status).toBe(200);
      rows = await deliveriesOf(orderId);
      expect(one(rows, first, 200)).toMatchObject({ status: "Delivered", delivered_by: "mds_...9529865b" });
      expect(one(rows, second, 200)).toMatchObject({
        status: "Delivered",
        delivered_by: "mds_...091c2686 (Dana Whitfield)",
      });
      for (const row of at(rows, 200)) expect(row.delivered_at).toBe(row.status_date);
      expect((await orderById(orderId)).status).toBe("In Progress");

      // KLMN-FM comes back: the cron, a few minutes later, sends its deliveries through the real queue.
      await setDestinationStatus(201, "Online");
      await runCron(Date.now() + RESUME_AFTER_MS + 60_000);
      rows = await waitFor(orderId, (r) => allIn(at(r, 201), "Sending"));
      expect(at(rows, 201).map((r) => r.status)).toEqual(["Sending", "Sending"]);
      expect((await orderById(orderId)).status).toBe("In Progress");

      // Summit Broadcasting fetches for KLMN-FM: it acts for both destinations, so it names the one.
      await problem(await call(`/api/v1/ad/orders/${orderId}/files/${first}/content`, { key: KEYS.summit }), 400);
      expect((await downloadFile(orderId, first, KEYS.summit, { organizationId: 201 })).status).toBe(200);
      expect(one(await deliveriesOf(orderId), first, 201)).toMatchObject({
        status: "Delivered",
        delivered_by: "mds_de...217219ba",
      });

      // The second file in two ranges: delivered with the last byte, and the order with it.
      const half = Math.floor(content.bytes / 2);
      const head = await downloadFile(orderId, second, KEYS.summit, {
        organizationId: 201,
        headers: { Range: `bytes=0-${half - 1}` },
      });
      expect(head.status).toBe(206);
      expect(one(await deliveriesOf(orderId), second, 201)?.status).toBe("Sending");
      expect((await orderById(orderId)).status).toBe("In Progress");
      const tail = await downloadFile(orderId, second, KEYS.summit, {
        organizationId: 201,
        headers: { Range: `bytes=${half}-` },
      });
      expect(tail.status).toBe(206);
      expect(head.bytes.byteLength + tail.bytes.byteLength).toBe(content.bytes);

      rows = await deliveriesOf(orderId);
      expect(rows.map((r) => r.status)).toEqual(["Delivered", "Delivered", "Delivered", "Delivered"]);
      expect((await orderById(orderId)).status).toBe("Delivered");
      const detail = await json<{ Status: string }>(await call(`/api/v1/ad/orders/${orderId}`));
      expect(detail.Status).toBe("Delivered");
      const report = await pod(orderId);
      expect(report.map((r) => [r.FileID, r.OrganizationID, r.Status, r.DeliveredBy])).toEqual([
        [first, 200, "Delivered", "mds_...9529865b"],
        [first, 201, "Delivered", "mds_de...217219ba"],
        [second, 200, "Delivered", "mds_...091c2686 (Dana Whitfield)"],
        [second, 201, "Delivered", "mds_de...217219ba"],
      ]);
      for (const row of report) {
        expect(row).toMatchObject({ Bytes: content.bytes, Sha256: content.sha256 });
        expect(row.DeliveredAt).toBe(one(rows, row.FileID, row.OrganizationID)?.delivered_at);
      }
    } finally {
      await setDestinationStatus(201, "Online");
    }
  });

  it("never delivers an order deleted during its delivery; its content is then 404 to the destination", async () => {
    const { orderId, fileIds } = await publishOrder([200, 208], 2);
    const [first, second] = fileIds as [number, number];
    await waitFor(orderId, (r) => allIn(at(r, 200), "Sending"));
    expect((await downloadFile(orderId, first, KEYS.wxyz)).status).toBe(200);

    // WXYZ-TV starts fetching the second file; the order is deleted before the last byte goes out.
    const ctx = createExecutionContext();
    const inFlight = await worker.fetch(
      new Request(`${BASE}/api/v1/ad/orders/${orderId}/files/${second}/content`, {
        headers: { "X-API-Key": KEYS.wxyz },
      }),
      env,
      ctx,
    );
    expect(inFlight.status).toBe(200);
    const deleted = await call(`/api/v1/ad/orders/${orderId}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toMatchObject({ Outcome: "Cancelled", CancelledDeliveries: 3 });
    await inFlight.arrayBuffer();
    await waitOnExecutionContext(ctx);

    const rows = await deliveriesOf(orderId);
    expect(one(rows, first, 200)?.status).toBe("Delivered");
    expect(one(rows, second, 200)).toMatchObject({ status: "Cancelled", delivered_at: null, delivered_by: null });
    expect(at(rows, 208).map((r) => r.status)).toEqual(["Cancelled", "Cancelled"]);
    for (const fileId of fileIds) {
      await problem(await call(`/api/v1/ad/orders/${orderId}/files/${fileId}/content`, { key: KEYS.wxyz }), 404);
    }

    await setDestinationStatus(208, "Online");
    try {
      // Neither the cron nor a late duplicate message starts them again.
      const { environment, sent } = recordingEnv();
      await runCron(Date.now() + RESUME_AFTER_MS + 60_000, environment);
      const cancelledIds = rows.filter((r) => r.status === "Cancelled").map((r) => r.id);
      expect(sent.some((id) => cancelledIds.includes(id))).toBe(false);

      const batch = createMessageBatch<DeliveryMessage>(
        "mds-deliveries",
        cancelledIds.map((deliveryId, i) => ({
          id: `late-${i}`,
          timestamp: new Date(),
          attempts: 1,
          body: { deliveryId },
        })),
      );
      await worker.queue(batch, env);
      const result = await getQueueResult(batch, createExecutionContext());
      expect(result.explicitAcks.sort()).toEqual(cancelledIds.map((_, i) => `late-${i}`).sort());
      expect(await deliveriesOf(orderId)).toEqual(rows);
      const order = await orderById(orderId);
      expect(order.status).toBe("Cancelled");
      expect(order.cancelled_at).not.toBeNull();
      expect((await call(`/api/v1/ad/orders/${orderId}/proofofdelivery`)).status).toBe(404);
    } finally {
      await setDestinationStatus(208, "Offline");
    }
  });

  it("shows the caller's delivered order in Proof of Delivery Reports of today, with who fetched what", async () => {
    const content = await demoContent();
    const { orderId, fileIds } = await publishOrder([201]);
    await waitFor(orderId, (r) => allIn(r, "Sending"));
    // Summit acts for KLMN-FM, the order's only destination it acts for: no organizationID needed.
    expect((await downloadFile(orderId, fileIds[0] as number, KEYS.summit)).status).toBe(200);
    const rows = await json<PodRow[]>(await call(`/api/v1/ad/orders/proofofdelivery?limit=1000`));
    expect(rows.filter((r) => r.OrderID === orderId)).toEqual([
      expect.objectContaining({
        Status: "Delivered",
        DeliveredAt: expect.stringMatching(/Z$/),
        DeliveredBy: "mds_de...217219ba",
        Bytes: content.bytes,
        Sha256: content.sha256,
      }),
    ]);
    expect((await orderById(orderId)).status).toBe("Delivered");
    const theirs = await json<{ OrderID: number }[]>(
      await call(`/api/v1/ad/orders/proofofdelivery?limit=1000`, { key: KEYS.harborlight }),
    );
    expect(theirs.some((r) => r.OrderID === orderId)).toBe(false);
  });

  // Runs last: its cron, 15 days ahead, fails every delivery still open in this file's database.
  it(`fails, by the cron, what is not collected within ${COLLECT_WITHIN_DAYS} days, and keeps what was delivered`, async () => {
    const { orderId, fileIds } = await publishOrder([200, 201, 202]);
    const fileId = fileIds[0] as number;
    let rows = await waitFor(orderId, (r) => allIn(at(r, 200), "Sending") && allIn(at(r, 201), "Sending"));
    expect(rows.map((r) => [r.organization_id, r.status])).toEqual([
      [200, "Sending"],
      [201, "Sending"],
      [202, "Queued"],
    ]);
    expect((await downloadFile(orderId, fileId, KEYS.wxyz)).status).toBe(200);
    const delivered = one(await deliveriesOf(orderId), fileId, 200);
    expect(delivered?.status).toBe("Delivered");

    // Within the window nothing fails.
    const { environment } = recordingEnv();
    await runCron(Date.now() + (COLLECT_WITHIN_DAYS - 1) * 86_400_000, environment);
    expect((await deliveriesOf(orderId)).map((r) => r.status)).toEqual(["Delivered", "Sending", "Queued"]);

    const cronAt = Date.now() + (COLLECT_WITHIN_DAYS + 1) * 86_400_000;
    await runCron(cronAt, environment);
    rows = await deliveriesOf(orderId);
    expect(one(rows, fileId, 200)).toEqual(delivered);
    for (const organizationId of [201, 202]) {
      expect(one(rows, fileId, organizationId)).toMatchObject({
        status: "Failed",
        status_date: new Date(cronAt).toISOString(),
        last_error: "Not collected within 14 days of publishing",
        delivered_at: null,
      });
    }
    expect((await pod(orderId)).map((r) => [r.OrganizationID, r.Status])).toEqual([
      [200, "Delivered"],
      [201, "Failed"],
      [202, "Failed"],
    ]);
    expect((await orderById(orderId)).status).not.toBe("Delivered");
  });
});
