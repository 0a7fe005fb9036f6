/**
 * Ingest feed retention (contract section 16): entries older than 30 days are
 * removed by the Cron Trigger, in bounded batches. Entry ids grow with their
 * `created_at` (AUTOINCREMENT, never reused), so the old entries are the ones
 * before the first new one in id order: found walking the table from its
 * start (the old rows and one more are read), with no index on the date.
 */
import { sql } from "drizzle-orm";
import { createDb } from "../../db/client";
import { ingestEntries } from "../../db/schema";
import type { Bindings } from "../../env";

export const INGEST_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;
const MAX_BATCHES = 20;

/** Deletes the entries older than 30 days before `now`, up to 20,000 a run; answers how many. */
export async function purgeIngestEntries(env: Bindings, now: Date): Promise<number> {
  const db = createDb(env.DB);
  const cutoff = new Date(now.getTime() - INGEST_RETENTION_DAYS * DAY_MS).toISOString();
  const firstKept = sql`coalesce(
    (SELECT k.id FROM ${ingestEntries} k WHERE k.created_at >= ${cutoff} ORDER BY k.id LIMIT 1),
    (SELECT max(m.id) + 1 FROM ${ingestEntries} m))`;
  let purged = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { meta } = await db
      .delete(ingestEntries)
      .where(
        sql`${ingestEntries.id} < ${firstKept} AND ${ingestEntries.id} < (SELECT min(o.id) FROM ${ingestEntries} o) + ${BATCH}`,
      );
    purged += meta.changes;
    if (meta.changes === 0) break;
  }
  return purged;
}
