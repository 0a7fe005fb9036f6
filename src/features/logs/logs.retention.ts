/** Request log retention: entries older than 90 days are purged by the Cron Trigger, in bounded batches. */
import { inArray, lt } from "drizzle-orm";
import { createDb, type Db } from "../../db/client";
import { requestLogs } from "../../db/schema";
import type { Bindings } from "../../env";

export const RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeBounds {
  /** Entries deleted per statement. */
  batchSize: number;
  /** Statements per run; what is left waits for the next run. */
  maxBatches: number;
}

const DEFAULT_BOUNDS: PurgeBounds = { batchSize: 1000, maxBatches: 20 };

/** One batch: at most `batchSize` entries dated before `cutoff`, found on the request_date index. */
export function purgeBatch(db: Db, cutoff: string, batchSize: number) {
  const expired = db
    .select({ id: requestLogs.id })
    .from(requestLogs)
    .where(lt(requestLogs.requestDate, cutoff))
    .limit(batchSize);
  return db.delete(requestLogs).where(inArray(requestLogs.id, expired));
}

/** Deletes the entries older than 90 days before `now`, batch by batch, up to the bound; returns how many. */
export async function purgeExpiredLogs(
  env: Bindings,
  now: Date,
  bounds: PurgeBounds = DEFAULT_BOUNDS,
): Promise<number> {
  const db = createDb(env.DB);
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * DAY_MS).toISOString();
  let purged = 0;
  for (let batch = 0; batch < bounds.maxBatches; batch++) {
    const { meta } = await purgeBatch(db, cutoff, bounds.batchSize).run();
    purged += meta.changes;
    if (meta.changes < bounds.batchSize) break;
  }
  return purged;
}
