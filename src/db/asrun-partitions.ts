/**
 * Where as-run entries live: the databases bound as ASRUN_0, ASRUN_1 … in
 * wrangler.toml (migrations-asrun/, ./asrun-schema.ts), apart from the
 * business database. Unlike the request log's partitions, a station's is
 * recorded (the main database's `asrun_placements`,
 * src/features/asrun/asrun.placement.ts), so that a station can be moved on
 * purpose and a new partition changes nobody's; this module only knows the
 * bindings, the partition a new station starts in, and the ids each
 * partition gives.
 */
import type { Bindings } from "../env";
import { createDb, type Db } from "./client";
import { partitionOf } from "./log-placement";

/** The main database's old `asrun_entries` (before the partitions), as a `moving_from`: drained by the mover. */
export const MAIN_DATABASE = -1;

export interface AsRunPartition {
  /** Its index, e.g. 1 for `ASRUN_1`. */
  index: number;
  /** Its binding's name. */
  name: string;
  binding: D1Database;
  /** Its client, made when first used. */
  readonly db: Db;
}

const bindingName = (index: number) => `ASRUN_${index}`;

const bound = (env: Bindings, index: number) =>
  (env as unknown as Record<string, D1Database | undefined>)[bindingName(index)];

let checked: { source: string; count: number } | undefined;

/** ASRUN_PARTITIONS, checked once per isolate: a whole number, each of its partitions bound. */
function countOf(env: Bindings): number {
  const source = env.ASRUN_PARTITIONS;
  if (checked?.source === source) return checked.count;
  const count = Number(source);
  if (!/^\d+$/.test(source ?? "") || count < 1) throw new Error("ASRUN_PARTITIONS must be a whole number from 1");
  for (let index = 0; index < count; index++) {
    if (!bound(env, index)) throw new Error(`ASRUN_PARTITIONS is ${count}, but ${bindingName(index)} is not bound`);
  }
  checked = { source, count };
  return count;
}

/** A partition by its index; one not bound is an error (a placement naming it is a misconfiguration). */
export function asRunPartition(env: Bindings, index: number): AsRunPartition {
  const binding = bound(env, index);
  if (!binding) throw new Error(`as-run partition ${bindingName(index)} is not bound`);
  let db: Db | undefined;
  return {
    index,
    name: bindingName(index),
    binding,
    get db() {
      db ??= createDb(binding);
      return db;
    },
  };
}

/** Every partition bound (those new stations may be placed in, then any others still bound). */
export function asRunPartitions(env: Bindings): AsRunPartition[] {
  const all: AsRunPartition[] = [];
  for (let index = 0; index < countOf(env) || bound(env, index); index++) all.push(asRunPartition(env, index));
  return all;
}

/** The partition a station's first entries go to: spread over the first ASRUN_PARTITIONS by its id. */
export const newStationPartition = (env: Bindings, station: number) => partitionOf(station, countOf(env));
