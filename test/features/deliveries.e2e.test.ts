/**
 * The pipeline end to end over HTTP: create and publish an order, let the
 * real queue deliver it, bring an offline destination back with the cron,
 * and delete an order in the middle of its delivery.
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
import { type DeliveryMessage, RESUME_AFTER_MS } from "../../src/features/deliveries/deliveries.queue";
import worker from "../../src/index";
import { call, json, KEYS } from "../helpers";
import { type DeliveryRow, deliveriesOf, orderById, setDestinationStatus } from "./deliveries.data";

let nextAdId = 4000;

/** Creates a Northwind draft to the destinations and publishes it; answers its id. */
async function publishOrder(destinations: number[], fileCount = 1): Promise<number> {
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
  const { OrderID } = await json<{ OrderID: number }>(created);
  const published = await call(`/api/v1/ad/orders/${OrderID}/publish`, { method: "PUT" });
  expect(published.status).toBe(200);
  return OrderID;
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

async function runCron(scheduledTime: number, environment: Env = env) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime, cron: "*/5 * * * *" }), environment, ctx);
  await waitOnExecutionContext(ctx);
}

describe("delivery pipeline, end to end", () => {
  it("delivers to the online destination, waits for the offline one, and finishes once it is back", async () => {
    const orderId = await publishOrder([200, 202], 2);

    let rows = await waitFor(orderId, (r) => allIn(at(r, 200), "Delivered"));
    expect(at(rows, 200).map((r) => [r.status, r.attempts])).toEqual([
      ["Delivered", 1],
      ["Delivered", 1],
    ]);
    expect(allIn(at(rows, 202), "Queued")).toBe(true);
    expect((await orderById(orderId)).status).toBe("In Progress");

    const report = await json<{ OrganizationID: number; Status: string }[]>(
      await call(`/api/v1/ad/orders/${orderId}/proofofdelivery`),
    );
    expect(report.map((r) => [r.OrganizationID, r.Status])).toEqual([
      [200, "Delivered"],
      [202, "Queued"],
      [200, "Delivered"],
      [202, "Queued"],
    ]);

    await setDestinationStatus(202, "Online");
    try {
      // The cron runs a few minutes later and sends WQRS-AM's deliveries through the real queue.
      await runCron(Date.now() + RESUME_AFTER_MS + 60_000);
      rows = await waitFor(orderId, (r) => allIn(r, "Delivered"));
      expect(rows.map((r) => r.status)).toEqual(["Delivered", "Delivered", "Delivered", "Delivered"]);
      expect((await orderById(orderId)).status).toBe("Delivered");
      const detail = await json<{ Status: string }>(await call(`/api/v1/ad/orders/${orderId}`));
      expect(detail.Status).toBe("Delivered");
    } finally {
      await setDestinationStatus(202, "Offline");
    }
  });

  it("never delivers the queued deliveries of an order deleted during its delivery", async () => {
    const orderId = await publishOrder([201, 208]);
    await waitFor(orderId, (r) => allIn(at(r, 201), "Delivered"));

    const deleted = await call(`/api/v1/ad/orders/${orderId}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    const rows = await deliveriesOf(orderId);
    expect(at(rows, 201).map((r) => r.status)).toEqual(["Delivered"]);
    expect(at(rows, 208).map((r) => r.status)).toEqual(["Cancelled"]);

    await setDestinationStatus(208, "Online");
    try {
      // Neither the cron nor a late duplicate message delivers them.
      const sent: number[] = [];
      const recordingQueue = {
        sendBatch: async (messages: { body: DeliveryMessage }[]) => {
          sent.push(...messages.map((m) => m.body.deliveryId));
        },
      };
      await runCron(Date.now() + RESUME_AFTER_MS + 60_000, { ...env, DELIVERY_QUEUE: recordingQueue } as never);
      const cancelledIds = at(rows, 208).map((r) => r.id);
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
      expect(result.explicitAcks).toEqual(["late-0"]);
      expect(at(await deliveriesOf(orderId), 208).map((r) => r.status)).toEqual(["Cancelled"]);
      const order = await orderById(orderId);
      expect(order.status).toBe("Cancelled");
      expect(order.cancelled_at).not.toBeNull();
      expect((await call(`/api/v1/ad/orders/${orderId}/proofofdelivery`)).status).toBe(404);
    } finally {
      await setDestinationStatus(208, "Offline");
    }
  });

  it("shows the caller's published order in Proof of Delivery Reports of today", async () => {
    const orderId = await publishOrder([201]);
    await waitFor(orderId, (r) => allIn(r, "Delivered"));
    const rows = await json<{ OrderID: number; Status: string; DeliveredAt: string | null }[]>(
      await call(`/api/v1/ad/orders/proofofdelivery?limit=1000`),
    );
    expect(rows.filter((r) => r.OrderID === orderId)).toEqual([
      expect.objectContaining({ Status: "Delivered", DeliveredAt: expect.stringMatching(/Z$/) }),
    ]);
    const theirs = await json<{ OrderID: number }[]>(
      await call(`/api/v1/ad/orders/proofofdelivery?limit=1000`, { key: KEYS.harborlight }),
    );
    expect(theirs.some((r) => r.OrderID === orderId)).toBe(false);
  });
});
