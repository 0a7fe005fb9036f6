/** The Cron Trigger's work: each job runs on its own, so one failing never stops another. */

import { createDb } from "./db/client";
import { moveEntries } from "./db/log-partitions";
import type { Bindings } from "./env";
import { moveAsRun } from "./features/asrun/asrun.move";
import { announceDiscrepancies } from "./features/asrun/asrun.performance";
import { requeueMeasurements } from "./features/compliance/compliance.queue";
import { expireUncollected, resumeQueuedDeliveries } from "./features/deliveries/deliveries.queue";
import { purgeIngestEntries } from "./features/ingest/ingest.retention";
import { endRights } from "./features/lifecycle/lifecycle.rights";
import { purgeExpiredLogs } from "./features/logs/logs.retention";
import { abortExpiredUploads } from "./features/media/media.store";

import { sweepWebhooks } from "./features/webhooks/webhooks.sender";
import { purgeExpiredIdempotencyKeys } from "./http/idempotency";

/** A job's failure is logged with its name; the others go on. */
async function job(name: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`scheduled job failed: ${name}`, error);
  }
}

export async function runScheduled(env: Bindings, scheduledTime: number): Promise<void> {
  const now = new Date(scheduledTime);
  await Promise.all([
    job("resume queued deliveries", () => resumeQueuedDeliveries(env, now)),
    job("fail uncollected deliveries", () => expireUncollected(env, now)),
    job("abort expired uploads", () => abortExpiredUploads(env, createDb(env.DB), now)),
    job("purge expired logs", () => purgeExpiredLogs(env, now)),
    job("move log entries", () => moveEntries(env)),
    job("purge expired idempotency keys", () => purgeExpiredIdempotencyKeys(env, now)),
    job("sweep webhooks", () => sweepWebhooks(env, now)),
    job("announce as-run discrepancies", () => announceDiscrepancies(env, now)),
    job("move as-run entries", () => moveAsRun(env, now)),
    job("queue lost loudness measurements", () => requeueMeasurements(env, now)),
    job("purge old ingest entries", () => purgeIngestEntries(env, now)),
    job("end rights", () => endRights(env, now)),
  ]);
}
