/**
 * Ingest feed retention (contract section 16): entries older than 30 days are
 * removed by the Cron Trigger, in bounded batches, except a station's latest
 * entry of a file it still airs. That entry is the snapshot the station holds,
 * which a later `update` or `kill` copies (./ingest.entries.ts): without it a
 * cancellation on day 45 of a long flight would reach no station. So an old
 * entry goes once it is superseded (a newer entry of the same file at the
 * same station: its delivery's `latest_entry_id` is newer), or is a `kill`,
 * or its EndDate is more than 30 days past;
 * a release's (no EndDate) stays until superseded or killed. What stays is
 * at most one row a delivery. Entry ids grow with `created_at`
 * (AUTOINCREMENT, never reused), so the old entries are the ones before the
 * first new one in id order, found walking the table from its start (the old
 * rows and one more are read) with no index on the date.
 */
import { sql } from "drizzle-orm";
import { createDb } from "../../db/client";
import { ingestEntries } from "../../db/schema";
import type { Bindings } from "../../env";
import { latestEntry } from "./ingest.entries";

export const INGEST_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;
const MAX_BATCHES = 20;

/** Deletes the entries older than 30 days before `now` that no station needs, up to 20,000 a run; answers how many. */
export async function purgeIngestEntries(env: Bindings, now: Date): Promise<number> {
  const db = createDb(env.DB);
  const cutoff = new Date(now.getTime() - INGEST_RETENTION_DAYS * DAY_MS).toISOString();
  const firstKept = sql`coalesce(
    (SELECT k.id FROM ${ingestEntries} k WHERE k.created_at >= ${cutoff} ORDER BY k.id LIMIT 1),
    (SELECT max(m.id) + 1 FROM ${ingestEntries} m))`;
  // Older than 30 days, and no longer what the station holds of a file it airs.
  const done = sql`SELECT e.id FROM ${ingestEntries} e
    WHERE e.id < ${firstKept}
      AND (e.action = 'kill' OR e.end_date < ${cutoff.slice(0, 10)}
        OR e.id < ${latestEntry(sql`e.organization_id`, sql`e.file_id`)})
    ORDER BY e.id LIMIT ${BATCH}`;
  let purged = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { meta } = await db.delete(ingestEntries).where(sql`${ingestEntries.id} IN (${done})`);
    purged += meta.changes;
    if (meta.changes < BATCH) break;
  }
  return purged;
}
