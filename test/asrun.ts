/**
 * As-run entries as the tests read and write them: in the partition that
 * holds each station's (src/features/asrun/asrun.placement.ts), written by
 * the service's own statements (src/features/asrun/asrun.entries.ts).
 */
import { env } from "cloudflare:test";
import { asRunPartition, asRunPartitions } from "../src/db/asrun-partitions";
import { write } from "../src/db/batch";
import { createDb } from "../src/db/client";
import { type EntryRow, insertEntries, takeIds } from "../src/features/asrun/asrun.entries";
import { placementRows, placementsOf } from "../src/features/asrun/asrun.placement";

/** The partition a station's entries are written to now. */
export async function asRunPartitionOf(station: number) {
  const db = createDb(env.DB);
  const placement = placementsOf(env, [station], await placementRows(db, [station])).get(station);
  return asRunPartition(env, placement?.partition ?? 0);
}

/** The D1 binding holding a station's entries, to read what is stored as it is. */
export const asRunDatabase = async (station: number): Promise<D1Database> => (await asRunPartitionOf(station)).binding;

export interface StoredEntry {
  airedAt: string;
  adId: string;
  orderId: number;
  fileId: number;
  durationSeconds: number | null;
}

/** Stores a station's entries as a post would (for a station with no key of its own), in its partition. */
export async function storeEntries(station: number, entries: StoredEntry[]): Promise<void> {
  const partition = await asRunPartitionOf(station);
  const rows: EntryRow[] = entries.map((e) => [
    station,
    e.airedAt,
    e.adId,
    "",
    e.durationSeconds,
    e.orderId,
    e.fileId,
    null,
  ]);
  const { db } = partition;
  await write(db, {
    ids: takeIds(db, partition.index, rows.length),
    entries: insertEntries(db, rows, 0, rows.length, new Date().toISOString(), "test"),
  });
}

/** How many entries each database holds of a station: the main one's old table (`DB`), then each partition. */
export async function entriesByDatabase(station: number): Promise<Record<string, number>> {
  const count = async (binding: D1Database) =>
    (
      await binding
        .prepare("SELECT count(*) AS n FROM asrun_entries WHERE organization_id = ?")
        .bind(station)
        .first<{ n: number }>()
    )?.n ?? 0;
  const found: Record<string, number> = { DB: await count(env.DB) };
  for (const p of asRunPartitions(env)) found[p.name] = await count(p.binding);
  return found;
}
