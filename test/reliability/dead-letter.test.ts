/**
 * A delivery message that keeps failing ends in the dead-letter queue and its
 * delivery shows `Failed`, through the worker's own queue handler.
 *
 * The local Queues broker would wait out the consumer's real backoff (30 s
 * doubling to 15 minutes) between attempts, so the test plays the broker: it
 * hands the worker the same message with attempts 1, 2, … as the broker
 * would, up to the `max_retries` of wrangler.toml, then to the dead-letter
 * queue wrangler.toml names. Every attempt fails for real, in D1, by an
 * injected fault on the write that makes the delivery available to its
 * destination (Queued → Sending).
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { DeliveryMessage } from "../../src/features/deliveries/deliveries.queue";
import worker from "../../src/index";
import wranglerToml from "../../wrangler.toml?raw";
import { deliveryById, insertOrder } from "../features/deliveries.data";
import { json } from "../helpers";
import { instrument } from "../instrument";
import { send } from "./send";

afterEach(() => instrument.reset());

/** The delivery queue's consumer settings, as deployed. */
function consumerOf(queue: string) {
  const sections = wranglerToml.split("[[queues.consumers]]").slice(1);
  const section = sections.find((s) => s.trimStart().startsWith(`queue = "${queue}"`)) ?? "";
  return {
    maxRetries: Number(/max_retries\s*=\s*(\d+)/.exec(section)?.[1]),
    deadLetterQueue: /dead_letter_queue\s*=\s*"([^"]+)"/.exec(section)?.[1],
  };
}

async function consume(queue: string, deliveryId: number, attempts: number) {
  const batch = createMessageBatch<DeliveryMessage>(queue, [
    { id: `dead-letter-${deliveryId}-${queue}-${attempts}`, timestamp: new Date(), attempts, body: { deliveryId } },
  ] as never);
  await worker.queue(batch, env);
  return getQueueResult(batch, createExecutionContext());
}

describe("a delivery that keeps failing", () => {
  it("is retried until the queue gives up, then dead-lettered and shown Failed", async () => {
    const { maxRetries, deadLetterQueue } = consumerOf("mds-deliveries");
    expect(maxRetries).toBeGreaterThan(0);
    expect(deadLetterQueue).toBe("mds-deliveries-dlq");

    const order = await insertOrder({ destinations: [200] });
    const [deliveryId] = order.allDeliveryIds as [number];
    let faults = 0;
    instrument.failWhen((s) => {
      const hit =
        /^update "deliveries" set "status" = \?, "status_date" = \?, "attempts"/i.test(s.sql) &&
        s.params.includes(JSON.stringify([deliveryId]));
      if (hit) faults++;
      return hit;
    });

    // The first attempt and every retry: the delivery never becomes available.
    for (let attempt = 1; attempt <= maxRetries + 1; attempt++) {
      const result = await consume("mds-deliveries", deliveryId, attempt);
      expect(result.retryMessages.map((m) => m.msgId)).toEqual([`dead-letter-${deliveryId}-mds-deliveries-${attempt}`]);
      expect(result.explicitAcks).toEqual([]);
      expect(await deliveryById(deliveryId)).toMatchObject({ status: "Queued" });
      expect(faults).toBe(attempt);
    }
    expect((await deliveryById(deliveryId)).last_error).toMatch(/mds_injected_fault/);

    // The broker then moves the message to the dead-letter queue.
    const dead = await consume(deadLetterQueue as string, deliveryId, 1);
    expect(dead.explicitAcks).toHaveLength(1);
    const failed = await deliveryById(deliveryId);
    expect(failed.status).toBe("Failed");
    expect(failed.last_error).toMatch(
      new RegExp(`^Gave up after ${maxRetries + 1} attempt\\(s\\): .*mds_injected_fault`),
    );

    // And the owner sees it so.
    const detail = await json(await send(`/api/v1/ad/orders/${order.orderId}/destinations`));
    expect(detail.Destinations[0].Deliveries).toEqual([
      expect.objectContaining({ Status: "Failed", DeliveredAt: null }),
    ]);
  });
});
