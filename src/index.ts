/** The worker entry: HTTP requests, the delivery queue, and the Cron Trigger. */
import { buildApp } from "./app";
import { benchProbe } from "./bench-probes";
import type { Bindings } from "./env";
import {
  DELIVERY_DEAD_LETTER_QUEUE,
  type DeliveryMessage,
  handleDeadLetterBatch,
  handleDeliveryBatch,
} from "./features/deliveries/deliveries.queue";
import { rerun } from "./http/auth";
import { runScheduled } from "./scheduled";

const app = buildApp();

export default {
  /**
   * A request whose remembered API key turned out changed mid-way is run once
   * more, now with the key looked up afresh (see `rerun` in ./http/auth.ts);
   * nothing of its first run was kept or logged.
   */
  async fetch(request: Request, env: Bindings, ctx: ExecutionContext) {
    const probe = benchProbe(request, env);
    if (probe) return probe;
    const response = await app.fetch(request, env, ctx);
    const again = rerun.get(request);
    if (!again) return response;
    rerun.delete(request);
    await response.body?.cancel();
    return app.fetch(again, env, ctx);
  },
  queue: (batch, env) =>
    batch.queue === DELIVERY_DEAD_LETTER_QUEUE
      ? handleDeadLetterBatch(batch as MessageBatch<DeliveryMessage>, env)
      : handleDeliveryBatch(batch as MessageBatch<DeliveryMessage>, env),
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduled(env, controller.scheduledTime)),
} satisfies ExportedHandler<Bindings>;
