/** The Cron Trigger's work: each job runs on its own, so one failing never stops another. */

import { createDb } from "./db/client";
import { moveEntries } from "./db/log-partitions";
import type { Bindings } from "./env";
import { expireUncollected, resumeQueuedDeliveries } from "./features/deliveries/deliveries.queue";
import { purgeExpiredLogs } from "./features/logs/logs.retention";
import { abortExpiredUploads } from "./features/media/media.handlers";
import { sweepWebhooks } from "./features/webhooks/webhooks.sender";
import { purgeExpiredIdempotencyKeys } from "./http/idempotency";

export async function runScheduled(env: Bindings, scheduledTime: number): Promise<void> {
  const now = new Date(scheduledTime);
  const results = await Promise.allSettled([
    resumeQueuedDeliveries(env, now),
    expireUncollected(env, now),
    abortExpiredUploads(env, createDb(env.DB), now),
    purgeExpiredLogs(env, now),
    moveEntries(env),
    purgeExpiredIdempotencyKeys(env, now),
    sweepWebhooks(env, now),
  ]);
  for (const result of results) {
    if (result.status === "rejected") console.error("scheduled job failed", result.reason);
  }
}
