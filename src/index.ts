/**
 * The worker entry: HTTP requests, the delivery, webhook, loudness and rendition queues, and the Cron Trigger; and the
 * media engine's Container class (wrangler.toml `[[containers]]`), which a Durable Object binding must find here.
 */
import { buildApp } from "./app";
import type { Bindings } from "./env";
import { handleLoudnessBatch, LOUDNESS_QUEUE, type LoudnessMessage } from "./features/compliance/compliance.queue";
import {
  DELIVERY_DEAD_LETTER_QUEUE,
  type DeliveryMessage,
  handleDeadLetterBatch,
  handleDeliveryBatch,
} from "./features/deliveries/deliveries.queue";
import {
  handleRenditionBatch,
  handleRenditionDeadLetters,
  RENDITION_DEAD_LETTER_QUEUE,
  RENDITION_QUEUE,
  type RenditionMessage,
} from "./features/renditions/renditions.queue";
import type { WebhookMessage } from "./features/webhooks/webhooks.events";
import { handleWebhookBatch, WEBHOOK_QUEUE } from "./features/webhooks/webhooks.sender";
import { runScheduled } from "./scheduled";

export { MediaEngine } from "./engine/container";

const app = buildApp();

export default {
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => app.fetch(request, env, ctx),
  queue: (batch, env) =>
    batch.queue === WEBHOOK_QUEUE
      ? handleWebhookBatch(batch as MessageBatch<WebhookMessage>, env)
      : batch.queue === DELIVERY_DEAD_LETTER_QUEUE
        ? handleDeadLetterBatch(batch as MessageBatch<DeliveryMessage>, env)
        : batch.queue === LOUDNESS_QUEUE
          ? handleLoudnessBatch(batch as MessageBatch<LoudnessMessage>, env)
          : batch.queue === RENDITION_QUEUE
            ? handleRenditionBatch(batch as MessageBatch<RenditionMessage>, env)
            : batch.queue === RENDITION_DEAD_LETTER_QUEUE
              ? handleRenditionDeadLetters(batch as MessageBatch<RenditionMessage>, env)
              : handleDeliveryBatch(batch as MessageBatch<DeliveryMessage>, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduled(env, controller.scheduledTime)),
} satisfies ExportedHandler<Bindings>;
