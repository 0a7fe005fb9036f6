/** The worker entry: HTTP requests, the delivery queue, and the Cron Trigger. */
import { buildApp } from "./app";
import type { Bindings } from "./env";
import { type DeliveryMessage, handleDeliveryBatch } from "./features/deliveries/deliveries.queue";
import { runScheduled } from "./scheduled";

const app = buildApp();

export default {
  fetch: app.fetch,
  queue: (batch, env) => handleDeliveryBatch(batch as MessageBatch<DeliveryMessage>, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduled(env, controller.scheduledTime)),
} satisfies ExportedHandler<Bindings>;
