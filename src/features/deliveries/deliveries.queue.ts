/** The delivery pipeline: one queue message per delivery (built out by the delivery issue). */
import type { Bindings } from "../../env";

export interface DeliveryMessage {
  deliveryId: number;
}

const SEND_BATCH_MAX = 100;

/** Sends deliveries into the pipeline (called by Publish Order after its batch committed). */
export async function enqueueDeliveries(env: Bindings, deliveryIds: number[]): Promise<void> {
  for (let i = 0; i < deliveryIds.length; i += SEND_BATCH_MAX) {
    await env.DELIVERY_QUEUE.sendBatch(
      deliveryIds.slice(i, i + SEND_BATCH_MAX).map((deliveryId) => ({ body: { deliveryId } satisfies DeliveryMessage })),
    );
  }
}

export async function handleDeliveryBatch(batch: MessageBatch<DeliveryMessage>, _env: Bindings): Promise<void> {
  batch.ackAll();
}

/** Takes up queued deliveries of destinations that came back online. */
export async function resumeQueuedDeliveries(_env: Bindings, _now: Date): Promise<void> {}
