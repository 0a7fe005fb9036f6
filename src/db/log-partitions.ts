/**
 * Where the request log lives: LOG_PARTITIONS databases, bound as LOGS_0 …
 * LOGS_{n-1} in wrangler.toml, apart from the business database (DB). All
 * the entries of one organization are in one partition, so that one Logs
 * query reads one database; the entries of unknown keys (no organization)
 * are in LOGS_0. The rest of the tree asks `logPartitionOf` for an
 * organization's database, or `logPartitions` for every one (the jobs), and
 * knows nothing of how the partition is picked.
 *
 * The partition is a stable function of the organization id
 * (./log-placement.ts `partitionOf`): when LOG_PARTITIONS grows from n to
 * n + 1, only the organizations that the new partition wins move (about 1 in
 * n + 1), all to it; when it shrinks, only the organizations of the partition
 * given up move. `moveEntries` (run by the cron) then copies each moved
 * organization's entries to its new partition, in bounded batches, and
 * deletes them where they were: until it has, the organization's Logs
 * answers lack its older entries. Entries move in their groups (a row each),
 * and keep their LogIDs, unless the new partition already has a group of the
 * same organization in the same millisecond and slot. It reads every LOGS_n
 * bound, in use or not, so that a partition given up is drained before its
 * binding is removed.
 */
import { sql } from "drizzle-orm";
import type { Bindings } from "../env";
import { retried, write } from "./batch";
import { createDb, type Db } from "./client";
import {
  groupCopies,
  groupParts,
  groupsBetween,
  groupsKeyed,
  NO_ORGANIZATION,
  organizationsWithGroups,
} from "./log-entries";
import { partitionOf } from "./log-placement";
import { requestLogGroups } from "./logs-schema";

export interface LogPartition {
  /** Its binding's name, e.g. `LOGS_1`. */
  name: string;
  /** The binding itself. */
  binding: D1Database;
  /** Its client, made when first used (most requests only name the partition their row joins). */
  readonly db: Db;
}

const bindingName = (partition: number) => `LOGS_${partition}`;

const bound = (env: Bindings, partition: number) =>
  (env as unknown as Record<string, D1Database | undefined>)[bindingName(partition)];

let checked: { source: string; count: number } | undefined;

/** LOG_PARTITIONS, checked once per isolate: a whole number, each of its partitions bound. */
function countOf(env: Bindings): number {
  const source = env.LOG_PARTITIONS;
  if (checked?.source === source) return checked.count;
  const count = Number(source);
  if (!/^\d+$/.test(source ?? "") || count < 1) throw new Error("LOG_PARTITIONS must be a whole number from 1");
  for (let partition = 0; partition < count; partition++) {
    if (!bound(env, partition))
      throw new Error(`LOG_PARTITIONS is ${count}, but ${bindingName(partition)} is not bound`);
  }
  checked = { source, count };
  return count;
}

const partition = (env: Bindings, index: number): LogPartition => {
  const name = bindingName(index);
  const binding = bound(env, index) as D1Database;
  let db: Db | undefined;
  return {
    name,
    binding,
    get db() {
      db ??= createDb(binding);
      return db;
    },
  };
};

/** The database of an organization's entries. */
export const logPartitionOf = (env: Bindings, organizationId: number | null): LogPartition =>
  partition(env, partitionOf(organizationId, countOf(env)));

/** Every partition bound, those in use first, then any being given up (LOGS_n past LOG_PARTITIONS). */
export function logPartitions(env: Bindings): LogPartition[] {
  const all: LogPartition[] = [];
  for (let index = 0; index < countOf(env) || bound(env, index); index++) all.push(partition(env, index));
  return all;
}

export interface MoveBounds {
  /** Groups of entries (rows) copied and deleted per round. */
  batchSize: number;
  /** Rounds per run, over all partitions; what is left waits for the next run. */
  maxBatches: number;
}

/** 10,000 groups a run (up to 50 entries each), 2.9 million a day at one run every 5 minutes. */
const DEFAULT_MOVE_BOUNDS: MoveBounds = { batchSize: 200, maxBatches: 50 };

/**
 * Moves the entries of every organization that is not in its partition (after
 * LOG_PARTITIONS changed) to it, oldest first, up to the bounds; returns how
 * many. A round copies a batch (written once even if sent again, should a
 * run die between the copy and the delete), then deletes it where it was.
 */
export async function moveEntries(env: Bindings, bounds: MoveBounds = DEFAULT_MOVE_BOUNDS): Promise<number> {
  const count = countOf(env);
  const partitions = logPartitions(env);
  let moved = 0;
  let rounds = 0;
  for (const [index, from] of partitions.entries()) {
    const organizations = await retried(() => from.db.all<{ id: number | null }>(organizationsWithGroups));
    for (const { id } of organizations) {
      if (id === null) continue;
      const to = partitionOf(id === NO_ORGANIZATION ? null : id, count);
      if (to === index) continue;
      for (;;) {
        if (rounds++ >= bounds.maxBatches) return moved;
        const n = await moveBatch(from.db, (partitions[to] as LogPartition).db, id, bounds.batchSize);
        moved += n;
        if (n < bounds.batchSize) break;
      }
    }
  }
  return moved;
}

/** One round: up to `batchSize` of a stored organization's groups, oldest first, copied, then deleted where they were. */
async function moveBatch(from: Db, to: Db, organizationId: number, batchSize: number): Promise<number> {
  const t = requestLogGroups;
  const groups = await retried(() =>
    from
      .select({ firstDate: groupParts.firstDate, slot: groupParts.slot, entries: t.entries })
      .from(t)
      .where(groupsBetween(organizationId))
      .orderBy(t.key)
      .limit(batchSize),
  );
  if (groups.length === 0) return 0;
  await write(
    to,
    groupCopies(
      to,
      groups.map((g) => ({ ...g, organizationId })),
    ),
  );
  // The keys as one JSON parameter: a batch has more of them than D1 binds to a statement.
  await from.delete(t).where(
    groupsKeyed(
      organizationId,
      groups.map((g) => [g.firstDate, g.slot]),
    ),
  );
  return groups.length;
}
