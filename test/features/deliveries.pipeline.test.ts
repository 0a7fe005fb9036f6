/**
 * The delivery pipeline through the worker's own queue and cron handlers:
 * batches made with createMessageBatch, outcomes read with getQueueResult.
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
  DELIVERY_DEAD_LETTER_QUEUE,
  type DeliveryMessage,
  enqueueDeliveries,
  RESUME_AFTER_MS,
} from "../../src/features/deliveries/deliveries.queue";
import { startSending } from "../../src/features/deliveries/deliveries.store";
import worker from "../../src/index";
import { deliveriesOf, deliveryById, insertOrder, orderById, setDestinationStatus } from "./deliveries.data";

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
      sent.push(...messages.map((m) => m.body.deliveryId));
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
  it("delivers to an online destination, keeps an offline one Queued, and starts the order", async () => {
    const before = new Date().toISOString();
    const order = await insertOrder({ destinations: [200, 202], files: 2 });
    const queuedAt = (await deliveriesOf(order.orderId))[0]?.status_date;

    const { ids, result } = await consume(bodiesOf(order.allDeliveryIds));

    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
    const rows = await deliveriesOf(order.orderId);
    for (const row of rows.filter((r) => r.organization_id === 200)) {
      expect(row).toMatchObject({ status: "Delivered", attempts: 1, last_error: null });
      expect(row.delivered_at).toBe(row.status_date);
      expect(row.status_date > before).toBe(true);
    }
    for (const row of rows.filter((r) => r.organization_id === 202)) {
      expect(row).toMatchObject({ status: "Queued", attempts: 0, delivered_at: null, status_date: queuedAt });
    }
    const o = await orderById(order.orderId);
    expect(o.status).toBe("In Progress");
    expect(o.updated_at > before).toBe(true);
  });

  it("finishes the order once the cron takes up the deliveries of a destination that came online", async () => {
    const order = await insertOrder({ destinations: [200, 202] });
    const at202 = order.deliveryIds.get(`${order.fileIds[0]}:202`) as number;
    await consume(bodiesOf(order.allDeliveryIds));
    expect((await orderById(order.orderId)).status).toBe("In Progress");

    // Still offline: the cron leaves it where it is.
    expect(await runCron(Date.now() + RESUME_AFTER_MS + 60_000)).not.toContain(at202);

    await setDestinationStatus(202, "Online");
    try {
      // A delivery queued moments ago still has its message in flight: not taken up yet.
      expect(await runCron(Date.now())).not.toContain(at202);
      const resumed = await runCron(Date.now() + RESUME_AFTER_MS + 60_000);
      expect(resumed).toContain(at202);
      expect(resumed).not.toContain(order.deliveryIds.get(`${order.fileIds[0]}:200`));
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
      expect(await deliveryById(at202)).toMatchObject({ status: "Delivered", attempts: 1 });
      const o = await orderById(order.orderId);
      expect(o.status).toBe("Delivered");
      expect(o.updated_at >= before).toBe(true);
    } finally {
      await setDestinationStatus(202, "Offline");
    }
  });

  it("never delivers the queued deliveries of an order deleted after publish", async () => {
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
    const started = await startSending(createDb(env.DB), order.allDeliveryIds, new Date().toISOString());
    expect(started).toEqual([]);
    expect((await deliveriesOf(order.orderId))[0]?.status).toBe("Queued");
    expect((await orderById(order.orderId)).status).toBe("Cancelled");
  });

  it("handles duplicate messages, in one batch or again later, without changing anything twice", async () => {
    const order = await insertOrder({ destinations: [200, 201] });
    const twice = [...order.allDeliveryIds, ...order.allDeliveryIds];
    const first = await consume(bodiesOf(twice));
    expect(first.result.explicitAcks).toHaveLength(4);
    const afterFirst = await deliveriesOf(order.orderId);
    expect(afterFirst.map((r) => [r.status, r.attempts])).toEqual([
      ["Delivered", 1],
      ["Delivered", 1],
    ]);
    const orderAfterFirst = await orderById(order.orderId);
    expect(orderAfterFirst.status).toBe("Delivered");

    const again = await consume(bodiesOf(order.allDeliveryIds), { attempts: 2 });
    expect(again.result.explicitAcks).toHaveLength(2);
    expect(await deliveriesOf(order.orderId)).toEqual(afterFirst);
    expect(await orderById(order.orderId)).toEqual(orderAfterFirst);
  });

  it("ends delivered when duplicates are consumed at the same time", async () => {
    const order = await insertOrder({ destinations: [200, 201], files: 2 });
    await Promise.all([consume(bodiesOf(order.allDeliveryIds)), consume(bodiesOf(order.allDeliveryIds))]);
    expect((await deliveriesOf(order.orderId)).every((r) => r.status === "Delivered")).toBe(true);
    expect((await orderById(order.orderId)).status).toBe("Delivered");
  });

  it("retries a delivery whose write fails, with growing backoff, and delivers the others", async () => {
    const order = await insertOrder({ destinations: [200, 201] });
    const [failing, healthy] = order.allDeliveryIds as [number, number];
    await failStatusChange(failing);

    const first = await consume(bodiesOf([failing, healthy]));
    expect(first.result.retryMessages).toEqual([{ msgId: first.ids[0], delaySeconds: 30 }]);
    expect(first.result.explicitAcks).toEqual([first.ids[1]]);
    expect(await deliveryById(healthy)).toMatchObject({ status: "Delivered" });
    const stuck = await deliveryById(failing);
    expect(stuck).toMatchObject({ status: "Queued", attempts: 0 });
    expect(stuck.last_error).toContain("simulated outage");
    expect((await orderById(order.orderId)).status).toBe("In Progress");

    const third = await consume(bodiesOf([failing]), { attempts: 3 });
    expect(third.result.retryMessages).toEqual([{ msgId: third.ids[0], delaySeconds: 120 }]);

    await recover();
    const recovered = await consume(bodiesOf([failing]), { attempts: 4 });
    expect(recovered.result.explicitAcks).toEqual(recovered.ids);
    expect(await deliveryById(failing)).toMatchObject({ status: "Delivered", attempts: 1, last_error: null });
    expect((await orderById(order.orderId)).status).toBe("Delivered");
  });

  it("retries a delivery that was sent but could not be recorded, and completes it on the retry", async () => {
    const order = await insertOrder({ destinations: [201] });
    const [id] = order.allDeliveryIds as [number];
    await failStatusChange(id, "Delivered");

    const first = await consume(bodiesOf([id]));
    expect(first.result.retryMessages).toEqual([{ msgId: first.ids[0], delaySeconds: 30 }]);
    expect(await deliveryById(id)).toMatchObject({ status: "Sending", attempts: 1 });
    expect((await orderById(order.orderId)).status).toBe("In Progress");

    await recover();
    const retry = await consume(bodiesOf([id]), { attempts: 2 });
    expect(retry.result.explicitAcks).toEqual(retry.ids);
    expect(await deliveryById(id)).toMatchObject({ status: "Delivered", attempts: 2 });
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

  it("leaves delivered deliveries alone and drops unknown or malformed messages", async () => {
    const order = await insertOrder({
      destinations: [200],
      status: "Delivered",
      plan: () => ({ status: "Delivered", statusDate: "2026-02-02T10:00:00.000Z", attempts: 1 }),
    });
    const before = await deliveriesOf(order.orderId);
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
  });

  it("delivers the deliveries of a music release too", async () => {
    const row = await env.DB.prepare(
      "SELECT id FROM deliveries WHERE release_id = 7002 AND organization_id = 213 AND status = 'Queued'",
    ).first<{ id: number }>();
    expect(row).not.toBeNull();
    const id = row?.id as number;
    const { result } = await consume(bodiesOf([id]));
    expect(result.retryMessages).toEqual([]);
    expect(await deliveryById(id)).toMatchObject({ status: "Delivered", attempts: 1, release_id: 7002 });
  });

  it("is reached through the real queue that Publish Order sends to", async () => {
    const order = await insertOrder({ destinations: [201, 203], files: 2 });
    await enqueueDeliveries(env, order.allDeliveryIds);
    let rows = await deliveriesOf(order.orderId);
    for (let i = 0; i < 100 && rows.some((r) => r.status !== "Delivered"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await deliveriesOf(order.orderId);
    }
    expect(rows.map((r) => r.status)).toEqual(["Delivered", "Delivered", "Delivered", "Delivered"]);
    expect((await orderById(order.orderId)).status).toBe("Delivered");
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
