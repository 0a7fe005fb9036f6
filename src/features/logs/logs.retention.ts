/** Request log retention: entries older than 90 days are purged by the Cron Trigger, in bounded batches of groups. */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { expiredGroups } from "../../db/log-entries";
import { logPartitions } from "../../db/log-partitions";
import { requestLogGroups as t } from "../../db/logs-schema";
import type { Bindings } from "../../env";

export const RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeBounds {
  /** Groups (rows) deleted per statement. */
  batchSize: number;
  /** Statements per run and partition; what is left waits for the next run. */
  maxBatches: number;
}

const DEFAULT_BOUNDS: PurgeBounds = { batchSize: 1000, maxBatches: 20 };

/**
 * One batch: at most `batchSize` groups whose every entry is dated before
 * `cutoff` (milliseconds: an entry outlives the 90 days by less than a second,
 * the most a group spans), found account by account along the table's key,
 * which spares the log an index on the date alone, and deleted by their keys.
 */
export function purgeBatch(db: Db, cutoff: number, batchSize: number) {
  return db.delete(t).where(sql`${t.key} IN (${expiredGroups(cutoff, batchSize)})`);
}

/**
 * Deletes the entries older than 90 days before `now` in every partition,
 * batch by batch, up to the bound of each; returns how many groups.
 */
export async function purgeExpiredLogs(
  env: Bindings,
  now: Date,
  bounds: PurgeBounds = DEFAULT_BOUNDS,
): Promise<number> {
  const cutoff = now.getTime() - RETENTION_DAYS * DAY_MS;
  const purged = await Promise.all(
    logPartitions(env).map(async ({ db }) => {
      let n = 0;
      for (let batch = 0; batch < bounds.maxBatches; batch++) {
        const { meta } = await purgeBatch(db, cutoff, bounds.batchSize);
        n += meta.changes;
        if (meta.changes < bounds.batchSize) break;
      }
      return n;
    }),
  );
  return purged.reduce((a, b) => a + b, 0);
}
