/**
 * Which as-run partition holds a station's entries (contract section 21):
 * the main database's `asrun_placements`, read in the same batch as the rest
 * of a request's first round trip. A station without a row has never posted:
 * its first post writes to `newStationPartition` and records it. A move
 * (`startMove`) switches the placement at once and names the partition left
 * in `moving_from`; until the mover (./asrun.move.ts) has emptied that one,
 * posts look for duplicates in both and reads read both.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { asRunPartition, MAIN_DATABASE, newStationPartition } from "../../db/asrun-partitions";
import type { Db } from "../../db/client";
import { asrunPlacements, destinations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { Bindings } from "../../env";

export interface Placement {
  station: number;
  /** Where its entries are written. */
  partition: number;
  /** The partition (or MAIN_DATABASE) its entries are still being moved from; null when none. */
  movingFrom: number | null;
  /** False for a station that has never posted (its placement is recorded by its first post). */
  recorded: boolean;
}

/** The recorded placements of the stations (a list, or an order's destinations), for a read batch. */
export const placementRows = (db: Db, stations: number[] | { orderId: number }) =>
  db
    .select({
      organizationId: asrunPlacements.organizationId,
      partition: asrunPlacements.partition,
      movingFrom: asrunPlacements.movingFrom,
    })
    .from(asrunPlacements)
    .where(
      sql`${asrunPlacements.organizationId} IN ${
        Array.isArray(stations)
          ? jsonList(stations)
          : sql`(SELECT ${destinations.organizationId} FROM ${destinations} WHERE ${destinations.orderId} = ${stations.orderId})`
      }`,
    );

/** Each station's placement: as recorded, else where its first post will write. */
export function placementsOf(
  env: Bindings,
  stations: Iterable<number>,
  rows: { organizationId: number; partition: number; movingFrom: number | null }[],
): Map<number, Placement> {
  const recorded = new Map(rows.map((r) => [r.organizationId, r]));
  const placements = new Map<number, Placement>();
  for (const station of stations) {
    const row = recorded.get(station);
    placements.set(
      station,
      row
        ? { station, partition: row.partition, movingFrom: row.movingFrom, recorded: true }
        : { station, partition: newStationPartition(env, station), movingFrom: null, recorded: false },
    );
  }
  return placements;
}

/** The databases holding a station's entries: its partition, and the one it is moving from. */
export const sourcesOf = (p: Placement): number[] =>
  p.movingFrom === null ? [p.partition] : [p.partition, p.movingFrom];

/** The stations by each database holding their entries (a station being moved: under both). */
export function stationsBySource(placements: Iterable<Placement>): Map<number, number[]> {
  const bySource = new Map<number, number[]>();
  for (const p of placements) {
    for (const source of sourcesOf(p)) bySource.set(source, [...(bySource.get(source) ?? []), p.station]);
  }
  return bySource;
}

/** The database of a source: a partition, or (MAIN_DATABASE) the main one's old table, through `main`. */
export const sourceDb = (env: Bindings, main: Db, source: number): Db =>
  source === MAIN_DATABASE ? main : asRunPartition(env, source).db;

/** Records the placements of stations posting for the first time (a station already recorded keeps its own). */
export const recordPlacements = (db: Db, placements: Placement[]) => {
  const news = placements.filter((p) => !p.recorded);
  return news.length === 0
    ? undefined
    : db
        .insert(asrunPlacements)
        .values(news.map((p) => ({ organizationId: p.station, partition: p.partition })))
        .onConflictDoNothing();
};

/**
 * Starts moving a station's entries to partition `to`: from now on its posts
 * are written there, and the mover copies what the old one holds. Refused
 * (false) while a move of the station is under way, or when it is there already.
 */
export async function startMove(env: Bindings, db: Db, station: number, to: number, at: Date): Promise<boolean> {
  asRunPartition(env, to);
  const movedAt = at.toISOString();
  // A station never placed is recorded where its first post would have written, then moved like any other: a post
  // of it that read no placement may still be writing there.
  await db
    .insert(asrunPlacements)
    .values({ organizationId: station, partition: newStationPartition(env, station) })
    .onConflictDoNothing();
  const { meta } = await db
    .update(asrunPlacements)
    .set({ partition: to, movingFrom: sql`${asrunPlacements.partition}`, movedAt })
    .where(
      and(
        eq(asrunPlacements.organizationId, station),
        isNull(asrunPlacements.movingFrom),
        ne(asrunPlacements.partition, to),
      ),
    )
    .run();
  return meta.changes > 0;
}
