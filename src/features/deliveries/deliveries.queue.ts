/** The delivery pipeline's queue consumer (built by the orders issue). */
import type { Bindings } from "../../env";

export interface DeliveryMessage {
  deliveryId: number;
}

export async function handleDeliveryBatch(batch: MessageBatch<DeliveryMessage>, _env: Bindings): Promise<void> {
  batch.ackAll();
}

/** Takes up queued deliveries of destinations that came back online. */
export async function resumeQueuedDeliveries(_env: Bindings, _now: Date): Promise<void> {}
