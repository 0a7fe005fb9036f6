/**
 * The mover of as-run entries (contract section 21), run by the cron: for
 * each station whose placement names a `moving_from` (a move begun by
 * ./asrun.placement.ts `startMove`, or migration 0021's stations whose
 * entries are still in the main database), it copies the station's entries
 * there to its partition in bounded rounds, deletes them where they were,
 * and, once that database holds none of them and the move is older than any
 * post that read the old placement, clears `moving_from`.
 *
 * Every step may be run again: an entry is copied with its id and written
 * once whatever is there already (the unique key drops one posted meanwhile),
 * and is deleted where it was only after it is copied. While it moves, an
 * entry is in both databases for a moment; the reads answer it once (its id).
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { asRunPartition } from "../../db/asrun-partitions";
import { retried, write } from "../../db/batch";
import { createDb } from "../../db/client";
import { asrunPlacements } from "../../db/schema";
import type { Bindings } from "../../env";
import { copyEntries, deleteEntries, stationBatch } from "./asrun.entries";
import { sourceDb } from "./asrun.placement";

/**
 * How long after a move began the database it left may still receive a post
 * (one that read the placement before the switch): longer than any request
 * runs. The move is not finished before, even when that database is empty.
 */
export const POST_GRACE_MS = 10 * 60_000;

export interface MoveBounds {
  /** Entries copied and deleted per round. */
  batchSize: number;
  /** Rounds per run, over all stations; what is left waits for the next run. */
  maxBatches: number;
}

/** 50,000 entries a run (a year of a station airing 137 spots a day), 14 million a day at one run every 5 minutes. */
const DEFAULT_BOUNDS: MoveBounds = { batchSize: 1000, maxBatches: 50 };

/** Moves what it can within the bounds; answers how many entries it moved and how many moves it finished. */
export async function moveAsRun(
  env: Bindings,
  now: Date,
  bounds: MoveBounds = DEFAULT_BOUNDS,
): Promise<{ moved: number; finished: number }> {
  const main = createDb(env.DB);
  // Along asrun_placements_moving_idx: only the stations being moved.
  const moving = await retried(() =>
    main
      .select()
      .from(asrunPlacements)
      .where(isNotNull(asrunPlacements.movingFrom))
      .orderBy(asc(asrunPlacements.movingFrom))
      .limit(100),
  );
  let moved = 0;
  let finished = 0;
  let rounds = 0;
  for (const p of moving) {
    const from = sourceDb(env, main, p.movingFrom as number);
    const to = asRunPartition(env, p.partition).db;
    for (;;) {
      if (rounds++ >= bounds.maxBatches) return { moved, finished };
      const rows = await retried(() => stationBatch(from, p.organizationId, bounds.batchSize));
      if (rows.length === 0) break;
      await write(to, { copied: copyEntries(to, rows) });
      await deleteEntries(
        from,
        rows.map((r) => r.id),
      );
      moved += rows.length;
    }
    if (now.getTime() - Date.parse(p.movedAt ?? "") < POST_GRACE_MS) continue;
    const { meta } = await main
      .update(asrunPlacements)
      .set({ movingFrom: null, movedAt: null })
      .where(
        and(
          eq(asrunPlacements.organizationId, p.organizationId),
          eq(asrunPlacements.partition, p.partition),
          sql`${asrunPlacements.movingFrom} = ${p.movingFrom}`,
        ),
      )
      .run();
    finished += meta.changes;
  }
  return { moved, finished };
}
