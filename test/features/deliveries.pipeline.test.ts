/**
 * The delivery pipeline through the worker's own queue and cron handlers:
 * batches made with createMessageBatch, outcomes read with getQueueResult.
 * The pipeline makes a delivery available to its destination (Queued →
 * Sending, the order In Progress) and no further: only the destination's
 * download makes it Delivered (deliveries.e2e.test.ts), and one not collected
 * within 14 days fails.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../src/db/client";
import {
  COLLECT_WITHIN_DAYS,
  DELIVERY_DEAD_LETTER_QUEUE,
  type DeliveryMessage,
  deliveryIdsOf,
  enqueueDeliveries,
  RESUME_AFTER_MS,
} from "../../src/features/deliveries/deliveries.queue";
import { startSending } from "../../src/features/deliveries/deliveries.store";
import worker from "../../src/index";
import { KEYS, stationsWithoutDeliver } from "../helpers";
import {
  type DeliveryRow,
  deliveriesOf,
  deliveryById,
  downloadFile,
  insertOrder,
  orderById,
  setDestinationStatus,
} from "./deliveries.data";

// A destination's download as it receives the original: WXYZ-TV's Deliver (contract section 19) is set aside.
stationsWithoutDeliver(200);

const DAY_MS = 86_400_000;

let messageSeq = 0;

/**
 * Runs the worker's queue handler on a batch of messages and answers what it
 * acked and retried, with the delay each retry asked for.
 */
async function consume(bodies: unknown[], options: { queue?: string; attempts?: number } = {}) {
  const messages = bodies.map((body) => ({
    id: `test-message-${++messageSeq}`,
    timestamp: new Date(),
    attempts: options.attempts ?? 1,
    body,
  }));
  const batch = createMessageBatch<DeliveryMessage>(options.queue ?? "mds-deliveries", messages as never);
  const delays: { msgId: string; delaySeconds: number | undefined }[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    vi.spyOn(message, "retry").mockImplementation((retryOptions) => {
      delays.push({ msgId: message.id, delaySeconds: retryOptions?.delaySeconds });
      retry(retryOptions);
    });
  }
  await worker.queue(batch, env);
  const result = await getQueueResult(batch, createExecutionContext());
  expect(result.retryMessages.map((m) => m.msgId)).toEqual(delays.map((d) => d.msgId));
  return { ids: messages.map((m) => m.id), result: { ...result, retryMessages: delays } };
}

const bodiesOf = (ids: number[]) => ids.map((deliveryId) => ({ deliveryId }));

/** Runs the worker's cron handler with a queue that records what it was sent. */
async function runCron(scheduledTime: number): Promise<number[]> {
  const sent: number[] = [];
  const recordingQueue = {
    sendBatch: async (messages: { body: DeliveryMessage }[]) => {
      sent.push(...messages.flatMap((m) => deliveryIdsOf(m.body) ?? []));
    },
  };
  const ctx = createExecutionContext();
  worker.scheduled(
    createScheduledController({ scheduledTime, cron: "*/5 * * * *" }),
    { ...env, DELIVERY_QUEUE: recordingQueue } as unknown as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return sent;
}

const triggers: string[] = [];

/** Makes D1 refuse a status change of one delivery, as an outage of the database would. */
async function failStatusChange(deliveryId: number, toStatus?: string) {
  const name = `test_fail_${deliveryId}_${triggers.length}`;
  const when = toStatus ? `OLD.id = ${deliveryId} AND NEW.status = '${toStatus}'` : `OLD.id = ${deliveryId}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${name} BEFORE UPDATE OF status ON deliveries WHEN ${when} BEGIN SELECT RAISE(ABORT, 'simulated outage'); END`,
  ).run();
  triggers.push(name);
}

/** The database works again. */
async function recover() {
  for (const name of triggers.splice(0)) await env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
}

afterEach(recover);

describe("delivery consumer", () => {
  it("makes an online destination's deliveries available (Sending), keeps an offline one's Queued, and starts the order", async () => {
    const before = new Date().toISOString();
    const order = await insertOrder({ destinations: [200, 202], files: 2 });
    const queuedAt = (await deliveriesOf(order.orderId))[0]?.status_date;

    const { ids, result } = await consume(bodiesOf(order.allDeliveryIds));

    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
    const rows = await deliveriesOf(order.orderId);
    const at200 = rows.filter((r) => r.organization_id === 200);
    expect(at200).toHaveLength(2);
    for (const row of at200) {
      // Available to the destination and announced; not delivered until it fetches the file.
      expect(row).toMatchObject({
        status: "Sending",
        attempts: 1,
        last_error: null,
        delivered_at: null,
        delivered_by: null,
        received: null,
      });
      expect(row.status_date > before).toBe(true);
    }
    for (const row of rows.filter((r) => r.organization_id === 202)) {
      expect(row).toMatchObject({ status: "Queued", attempts: 0, delivered_at: null, status_date: queuedAt });
    }
    const o = await orderById(order.orderId);
    expect(o.status).toBe("In Progress");
    expect(o.updated_at > before).toBe(true);
  });

  it("never makes a delivery Delivered by itself: a Sending delivery stays Sending until its destination downloads", async () => {
    const order = await insertOrder({ destinations: [200] });
    const [id] = order.allDeliveryIds as [number];
    await consume(bodiesOf([id]));
    await consume(bodiesOf([id]), { attempts: 2 });
    expect((await deliveryById(id)).status).toBe("Sending");
    expect((await orderById(order.orderId)).status).toBe("In Progress");

    const { status } = await downloadFile(order.orderId, order.fileIds[0] as number, KEYS.wxyz);
    expect(status).toBe(200);
    expect(await deliveryById(id)).toMatchObject({ status: "Delivered", delivered_by: "mds_...9529865b" });
    expect((await orderById(order.orderId)).status).toBe("Delivered");
  });

  it("makes the deliveries of a destination that came online available once the cron takes them up", async () => {
    const order = await insertOrder({ destinations: [200, 202] });
    const at200 = order.deliveryIds.get(`${order.fileIds[0]}:200`) as number;
    const at202 = order.deliveryIds.get(`${order.fileIds[0]}:202`) as number;
    await consume(bodiesOf(order.allDeliveryIds));
    expect((await orderById(order.orderId)).status).toBe("In Progress");
    expect((await deliveryById(at202)).status).toBe("Queued");

    // Still offline: the cron leaves it where it is.
    expect(await runCron(Date.now() + RESUME_AFTER_MS + 60_000)).not.toContain(at202);

    await setDestinationStatus(202, "Online");
    try {
      // A delivery queued moments ago still has its message in flight: not taken up yet.
      expect(await runCron(Date.now())).not.toContain(at202);
      const resumed = await runCron(Date.now() + RESUME_AFTER_MS + 60_000);
      expect(resumed).toContain(at202);
      // Not the one already Sending.
      expect(resumed).not.toContain(at200);
      // Only Queued deliveries of online destinations and of orders that are not cancelled.
      const { results } = await env.DB.prepare(
        `SELECT d.status, org.status AS destination, o.status AS orderStatus, o.cancelled_at AS cancelledAt
         FROM deliveries d JOIN organizations org ON org.id = d.organization_id LEFT JOIN orders o ON o.id = d.order_id
         WHERE d.id IN (SELECT value FROM json_each(?))`,
      )
        .bind(JSON.stringify(resumed))
        .all<{ status: string; destination: string; orderStatus: string | null; cancelledAt: string | null }>();
      expect(results).toHaveLength(resumed.length);
      for (const row of results) {
        expect(row).toMatchObject({ status: "Queued", destination: "Online", cancelledAt: null });
        expect(row.orderStatus).not.toBe("Cancelled");
      }

      const before = new Date().toISOString();
      const { result } = await consume(bodiesOf([at202]));
      expect(result.retryMessages).toEqual([]);
      const resumedRow = await deliveryById(at202);
      expect(resumedRow).toMatchObject({ status: "Sending", attempts: 1, delivered_at: null });
      expect(resumedRow.status_date >= before).toBe(true);
      // Available everywhere, delivered nowhere yet: the order stays In Progress.
      expect((await orderById(order.orderId)).status).toBe("In Progress");
    } finally {
      await setDestinationStatus(202, "Offline");
    }
  });

  it("sends again, once, the Queued deliveries no consumer saw (their message lost), an offline one's once online", async () => {
    const order = await insertOrder({ destinations: [200, 202] });
    const at200 = order.deliveryIds.get(`${order.fileIds[0]}:200`) as number;
    const at202 = order.deliveryIds.get(`${order.fileIds[0]}:202`) as number;
    // Published moments ago: its message may still be on its way.
    expect(await runCron(Date.now())).not.toContain(at200);
    const later = Date.now() + RESUME_AFTER_MS + 60_000;
    const sent = await runCron(later);
    expect(sent).toContain(at200);
    expect(sent).not.toContain(at202);
    // The offline station's waits for it, in the cron's index; the other is left to its message.
    expect(await deliveryById(at202)).toMatchObject({ status: "Queued", waiting_since: new Date(later).toISOString() });
    expect(await deliveryById(at200)).toMatchObject({ status: "Queued", waiting_since: null });
    // Once: the walk has moved past them.
    expect(await runCron(later + 5 * 60_000)).not.toContain(at200);
    await setDestinationStatus(202, "Online");
    try {
      expect(await runCron(later + 10 * 60_000)).toContain(at202);
    } finally {
      await setDestinationStatus(202, "Offline");
    }
  });

  it("never starts the queued deliveries of an order deleted after publish", async () => {
    const cancelledAt = new Date(Date.now() - 60_000).toISOString();
    const cancelled = await insertOrder({
      destinations: [200, 201],
      status: "Cancelled",
      cancelledAt,
      plan: () => ({ status: "Cancelled", statusDate: cancelledAt }),
    });
    // Deleted while its messages were in flight, before its deliveries were cancelled.
    const racing = await insertOrder({ destinations: [200, 201], status: "Cancelled", cancelledAt });
    const before = await orderById(racing.orderId);

    const { ids, result } = await consume(bodiesOf([...cancelled.allDeliveryIds, ...racing.allDeliveryIds]));

    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    for (const row of await deliveriesOf(cancelled.orderId)) {
      expect(row).toMatchObject({ status: "Cancelled", attempts: 0, status_date: cancelledAt });
    }
    for (const row of await deliveriesOf(racing.orderId)) expect(row).toMatchObject({ status: "Queued", attempts: 0 });
    expect(await orderById(racing.orderId)).toEqual(before);
    expect((await orderById(cancelled.orderId)).status).toBe("Cancelled");
  });

  it("does not start a delivery whose order was cancelled after it was read", async () => {
    const order = await insertOrder({
      destinations: [200],
      status: "Cancelled",
      cancelledAt: new Date().toISOString(),
    });
    const started = await startSending(
      createDb(env.DB),
      order.allDeliveryIds,
      new Date().toISOString(),
      async () => {},
    );
    expect(started).toEqual([]);
    expect((await deliveriesOf(order.orderId))[0]?.status).toBe("Queued");
    expect((await orderById(order.orderId)).status).toBe("Cancelled");
  });

  it("handles duplicate messages within one batch once", async () => {
    const order = await insertOrder({ destinations: [200, 201] });
    const twice = [...order.allDeliveryIds, ...order.allDeliveryIds];
    const { result } = await consume(bodiesOf(twice));
    expect(result.explicitAcks).toHaveLength(4);
    expect(result.retryMessages).toEqual([]);
    expect((await deliveriesOf(order.orderId)).map((r) => [r.status, r.attempts])).toEqual([
      ["Sending", 1],
      ["Sending", 1],
    ]);
    expect((await orderById(order.orderId)).status).toBe("In Progress");
  });

  it("takes a later duplicate of a Sending delivery's message harmlessly: still Sending, nothing delivered or failed", async () => {
    const order = await insertOrder({ destinations: [200, 201] });
    await consume(bodiesOf(order.allDeliveryIds));
    const orderAfterFirst = await orderById(order.orderId);
    expect(orderAfterFirst.status).toBe("In Progress");

    // A copy the queue delivers again (at least once), or a retry of a write that did commit.
    const again = await consume(bodiesOf(order.allDeliveryIds), { attempts: 2 });
    expect(again.result.explicitAcks).toHaveLength(2);
    expect(again.result.retryMessages).toEqual([]);
    for (const row of await deliveriesOf(order.orderId)) {
      expect(row).toMatchObject({ status: "Sending", delivered_at: null, delivered_by: null, last_error: null });
    }
    expect(await orderById(order.orderId)).toEqual(orderAfterFirst);
  });

  it("ends Sending, the order In Progress, when duplicates are consumed at the same time", async () => {
    const order = await insertOrder({ destinations: [200, 201], files: 2 });
    const [a, b] = await Promise.all([
      consume(bodiesOf(order.allDeliveryIds)),
      consume(bodiesOf(order.allDeliveryIds)),
    ]);
    expect([...a.result.retryMessages, ...b.result.retryMessages]).toEqual([]);
    const rows = await deliveriesOf(order.orderId);
    expect(rows.map((r) => r.status)).toEqual(["Sending", "Sending", "Sending", "Sending"]);
    expect((await orderById(order.orderId)).status).toBe("In Progress");
  });

  it("takes a publish's deliveries in one message, and sends again only those that failed, with the backoff", async () => {
    const order = await insertOrder({ destinations: [200, 201, 203] });
    const [failing, ...healthy] = order.allDeliveryIds as [number, number, number];
    await failStatusChange(failing);
    const sent: { ids: number[]; delaySeconds?: number }[] = [];
    const queue = {
      sendBatch: async (messages: MessageSendRequest<DeliveryMessage>[]) => {
        for (const m of messages) sent.push({ ids: deliveryIdsOf(m.body) ?? [], delaySeconds: m.delaySeconds });
      },
    };
    const messageOf = (ids: number[], attempts: number) =>
      createMessageBatch<DeliveryMessage>("mds-deliveries", [
        { id: `several-${ids.join("-")}-${attempts}`, timestamp: new Date(), attempts, body: { deliveryIds: ids } },
      ] as never);

    // Some failed: the message is acked, the failed one sent again alone, after the first attempt's backoff.
    const batch = messageOf(order.allDeliveryIds, 1);
    await worker.queue(batch, { ...env, DELIVERY_QUEUE: queue } as unknown as Env);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks).toEqual([batch.messages[0]?.id]);
    expect(result.retryMessages).toEqual([]);
    expect(sent).toEqual([{ ids: [failing], delaySeconds: 30 }]);
    for (const id of healthy) expect(await deliveryById(id)).toMatchObject({ status: "Sending", attempts: 1 });
    expect(await deliveryById(failing)).toMatchObject({ status: "Queued", attempts: 1 });

    // All failed: the message itself is retried (the queue counts its attempts, then dead-letters it).
    const alone = messageOf([failing], 1);
    await worker.queue(alone, { ...env, DELIVERY_QUEUE: queue } as unknown as Env);
    expect((await getQueueResult(alone, createExecutionContext())).retryMessages.map((m) => m.msgId)).toEqual([
      alone.messages[0]?.id,
    ]);
    expect(sent).toHaveLength(1);
  });

  it("retries a delivery whose write fails, with growing backoff, and starts the others", async () => {
    const order = await insertOrder({ destinations: [200, 201] });
    const [failing, healthy] = order.allDeliveryIds as [number, number];
    await failStatusChange(failing);

    const first = await consume(bodiesOf([failing, healthy]));
    expect(first.result.retryMessages).toEqual([{ msgId: first.ids[0], delaySeconds: 30 }]);
    expect(first.result.explicitAcks).toEqual([first.ids[1]]);
    expect(await deliveryById(healthy)).toMatchObject({ status: "Sending", attempts: 1 });
    const stuck = await deliveryById(failing);
    // The failed attempt is counted, though its own write was rolled back.
    expect(stuck).toMatchObject({ status: "Queued", attempts: 1 });
    expect(stuck.last_error).toContain("simulated outage");
    expect((await orderById(order.orderId)).status).toBe("In Progress");

    const second = await consume(bodiesOf([failing]), { attempts: 2 });
    expect(second.result.retryMessages).toEqual([{ msgId: second.ids[0], delaySeconds: 60 }]);
    const third = await consume(bodiesOf([failing]), { attempts: 3 });
    expect(third.result.retryMessages).toEqual([{ msgId: third.ids[0], delaySeconds: 120 }]);
    // Capped at 15 minutes.
    const tenth = await consume(bodiesOf([failing]), { attempts: 10 });
    expect(tenth.result.retryMessages).toEqual([{ msgId: tenth.ids[0], delaySeconds: 900 }]);
    expect(await deliveryById(failing)).toMatchObject({ status: "Queued", attempts: 4 });

    await recover();
    const recovered = await consume(bodiesOf([failing]), { attempts: 11 });
    expect(recovered.result.explicitAcks).toEqual(recovered.ids);
    expect(recovered.result.retryMessages).toEqual([]);
    expect(await deliveryById(failing)).toMatchObject({ status: "Sending", attempts: 5, last_error: null });

    // Both destinations fetch the file: the deliveries and the order are Delivered.
    const fileId = order.fileIds[0] as number;
    expect((await downloadFile(order.orderId, fileId, KEYS.wxyz)).status).toBe(200);
    expect((await orderById(order.orderId)).status).toBe("In Progress");
    expect((await downloadFile(order.orderId, fileId, KEYS.summit, { organizationId: 201 })).status).toBe(200);
    expect(await deliveryById(failing)).toMatchObject({ status: "Delivered", last_error: null });
    expect(await deliveryById(healthy)).toMatchObject({ status: "Delivered", last_error: null });
    expect((await orderById(order.orderId)).status).toBe("Delivered");
  });

  it("puts a Sending delivery whose destination went offline back in the queue", async () => {
    const order = await insertOrder({
      destinations: [212],
      status: "In Progress",
      plan: () => ({ status: "Sending", attempts: 1, statusDate: "2026-01-01T00:00:00.000Z" }),
    });
    const { ids, result } = await consume(bodiesOf(order.allDeliveryIds), { attempts: 2 });
    expect(result.explicitAcks).toEqual(ids);
    const row = (await deliveriesOf(order.orderId))[0];
    expect(row).toMatchObject({ status: "Queued", attempts: 1 });
    expect((row?.status_date ?? "") > "2026-01-01T00:00:00.000Z").toBe(true);
  });

  it("leaves delivered and failed deliveries alone and drops unknown or malformed messages", async () => {
    const order = await insertOrder({
      destinations: [200, 201],
      status: "In Progress",
      plan: (_file, organizationId) =>
        organizationId === 200
          ? {
              status: "Delivered",
              statusDate: "2026-02-02T10:00:00.000Z",
              deliveredAt: "2026-02-02T10:00:00.000Z",
              deliveredBy: "mds_",
              attempts: 1,
            }
          : {
              status: "Failed",
              statusDate: "2026-02-16T10:00:00.000Z",
              attempts: 1,
              lastError: "Not collected within 14 days of publishing",
            },
    });
    const before = await deliveriesOf(order.orderId);
    const orderBefore = await orderById(order.orderId);
    const { ids, result } = await consume([
      ...bodiesOf(order.allDeliveryIds),
      { deliveryId: 987_654_321 },
      { deliveryId: "12" },
      { something: "else" },
      "not even an object",
      null,
    ]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
    expect(await deliveriesOf(order.orderId)).toEqual(before);
    expect(await orderById(order.orderId)).toEqual(orderBefore);
  });

  it("makes the deliveries of a music release available too", async () => {
    const row = await env.DB.prepare(
      "SELECT id FROM deliveries WHERE release_id = 7002 AND organization_id = 213 AND status = 'Queued'",
    ).first<{ id: number }>();
    expect(row).not.toBeNull();
    const id = row?.id as number;
    const { result } = await consume(bodiesOf([id]));
    expect(result.retryMessages).toEqual([]);
    expect(await deliveryById(id)).toMatchObject({
      status: "Sending",
      attempts: 1,
      release_id: 7002,
      delivered_at: null,
    });
  });

  it("is reached through the real queue that Publish Order sends to", async () => {
    const order = await insertOrder({ destinations: [201, 203], files: 2 });
    await enqueueDeliveries(env, order.allDeliveryIds);
    let rows = await deliveriesOf(order.orderId);
    for (let i = 0; i < 100 && rows.some((r) => r.status !== "Sending"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await deliveriesOf(order.orderId);
    }
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["Sending", 1],
      ["Sending", 1],
      ["Sending", 1],
      ["Sending", 1],
    ]);
    expect((await orderById(order.orderId)).status).toBe("In Progress");
  });
});

describe("the cron's collection deadline", () => {
  it(`fails deliveries still Queued or Sending ${COLLECT_WITHIN_DAYS} days after publish, and only those`, async () => {
    // The cron runs 16 days from now: ids grow with created_at, as publishes write them (the cron walks them in
    // id order), so the deliveries below are dated after every one before them, the old before the recent.
    const cronAt = Date.now() + (COLLECT_WITHIN_DAYS + 2) * DAY_MS;
    const old = new Date(cronAt - (COLLECT_WITHIN_DAYS + 1) * DAY_MS).toISOString();
    const recent = new Date(cronAt - (COLLECT_WITHIN_DAYS - 1) * DAY_MS).toISOString();
    const order = await insertOrder({
      destinations: [200, 201, 202],
      status: "In Progress",
      files: 2,
      plan: (file, organizationId) => {
        const createdAt = file === 0 ? old : recent;
        if (organizationId === 200) {
          return { status: "Delivered", statusDate: createdAt, deliveredAt: createdAt, deliveredBy: "mds_", createdAt };
        }
        if (organizationId === 201) return { status: "Sending", statusDate: createdAt, attempts: 1, createdAt };
        return { status: "Queued", statusDate: createdAt, createdAt };
      },
    });
    const cancelled = await insertOrder({
      destinations: [200],
      status: "Cancelled",
      cancelledAt: old,
      plan: () => ({ status: "Cancelled", statusDate: old, createdAt: old }),
    });
    const before = await deliveriesOf(order.orderId);
    const cancelledBefore = await deliveriesOf(cancelled.orderId);

    await runCron(cronAt);

    const after = await deliveriesOf(order.orderId);
    const [oldFile, recentFile] = order.fileIds as [number, number];
    const byKey = (rows: typeof after) => new Map(rows.map((r) => [`${r.file_id}:${r.organization_id}`, r]));
    const was = byKey(before);
    const now = byKey(after);
    for (const organizationId of [201, 202]) {
      expect(now.get(`${oldFile}:${organizationId}`)).toMatchObject({
        status: "Failed",
        status_date: new Date(cronAt).toISOString(),
        last_error: "Not collected within 14 days of publishing",
        delivered_at: null,
      });
      // Within the window: still collectable (the one at offline WQRS-AM, which no consumer saw, now marked waiting
      // for its destination by the cron's take-up).
      const { waiting_since: waiting, ...recent } = now.get(`${recentFile}:${organizationId}`) as DeliveryRow;
      const { waiting_since: _, ...recentBefore } = was.get(`${recentFile}:${organizationId}`) as DeliveryRow;
      expect(recent).toEqual(recentBefore);
      expect(waiting === null).toBe(organizationId === 201);
    }
    // Delivered stays delivered, however old.
    expect(now.get(`${oldFile}:200`)).toEqual(was.get(`${oldFile}:200`));
    expect(now.get(`${recentFile}:200`)).toEqual(was.get(`${recentFile}:200`));
    expect(await deliveriesOf(cancelled.orderId)).toEqual(cancelledBefore);

    // The next run changes nothing more.
    const settled = await deliveriesOf(order.orderId);
    await runCron(cronAt + 5 * 60_000);
    expect(await deliveriesOf(order.orderId)).toEqual(settled);
  });
});

describe("dead-letter consumer", () => {
  it("marks a delivery Failed when its retries ran out, saying why, and leaves delivered ones alone", async () => {
    const order = await insertOrder({
      destinations: [200, 201],
      status: "In Progress",
      plan: (_file, organizationId) =>
        organizationId === 200
          ? { status: "Sending", attempts: 6, statusDate: "2026-03-01T00:00:00.000Z" }
          : { status: "Delivered", attempts: 1, statusDate: "2026-03-01T00:00:00.000Z" },
    });
    const [sending, delivered] = order.allDeliveryIds as [number, number];
    await env.DB.prepare("UPDATE deliveries SET last_error = 'simulated outage' WHERE id = ?").bind(sending).run();
    const deliveredBefore = await deliveryById(delivered);

    const { ids, result } = await consume(bodiesOf([sending, delivered]), { queue: DELIVERY_DEAD_LETTER_QUEUE });

    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    const failed = await deliveryById(sending);
    expect(failed).toMatchObject({ status: "Failed", last_error: "Gave up after 6 attempt(s): simulated outage" });
    expect(failed.status_date > "2026-03-01T00:00:00.000Z").toBe(true);
    expect(await deliveryById(delivered)).toEqual(deliveredBefore);
    expect((await orderById(order.orderId)).status).toBe("In Progress");

    // A second copy of the dead letter changes nothing.
    await consume(bodiesOf([sending]), { queue: DELIVERY_DEAD_LETTER_QUEUE });
    expect(await deliveryById(sending)).toEqual(failed);
  });

  it("says so when no failure was recorded", async () => {
    const order = await insertOrder({ destinations: [205] });
    await consume(bodiesOf(order.allDeliveryIds), { queue: DELIVERY_DEAD_LETTER_QUEUE });
    expect((await deliveriesOf(order.orderId))[0]).toMatchObject({
      status: "Failed",
      last_error: "Gave up after 0 attempt(s)",
    });
  });
});
