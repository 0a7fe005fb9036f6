/**
 * One log entry per request that presented a key, whatever its outcome (a
 * revoked or expired key's under its organization, an unknown key's under
 * none; ./auth.ts says which few are not logged at all), written after the
 * response with `waitUntil` so that it never delays or fails it.
 *
 * Entries are written in groups (a group commit), at most one write every
 * `GATHER_MS` to each database: an entry that finds its database's last write
 * longer ago than that is written at once; one that comes sooner waits for
 * the rest of the interval, and every entry that arrives meanwhile goes with
 * it, in one D1 round trip and one row an organization (../db/logs-schema.ts).
 * A quiet service writes each entry on its own at once, a row each; a busy
 * one writes them by the dozen, a row a dozen. And a caller sending requests one after
 * another, which never has two in flight, has them share writes too: each
 * would otherwise pay a round trip of its own for its entry, as much as its
 * answer cost (the bench's one-connection figures).
 *
 * Each entry goes to the database of its organization's entries
 * (../db/log-partitions.ts), and each of those databases has its own group.
 *
 * Only plain data crosses requests: the writing request sends the entries with
 * its own binding, inside its own `waitUntil`, which keeps it alive until
 * the entries are written. Should that request vanish mid-write (its
 * `waitUntil` cut off), the next entry after `STALLED_MS` takes the writing over.
 */
import type { MiddlewareHandler } from "hono";
import { write } from "../db/batch";
import type { Db } from "../db/client";
import { entryWrites, type LogEntry } from "../db/log-entries";
import { type LogPartition, logPartitionOf } from "../db/log-partitions";
import type { AppEnv } from "../env";

/** At most this many entries in one write (one statement): what a crash mid-write can lose. */
const ROWS_PER_WRITE = 450;
/** The least time between two writes to one database: the entries of the requests that finish meanwhile go together. */
const GATHER_MS = 50;
/** A write in flight for this long is taken to be lost with its request. */
const STALLED_MS = 10_000;

/** One database's group: the entries not yet sent, oldest first, and the write under way, if any. */
interface Group {
  waiting: LogEntry[];
  /** Set while some request's `waitUntil` is sending entries. */
  writing?: { since: number };
  /** When its last write started (ms). */
  wrote: number;
}

/** By database (its binding's name). */
const groups = new Map<string, Group>();
/** The writes under way or due, in any group. */
const draining = new Set<Promise<void>>();

/**
 * Resolves once every entry queued so far is written (or its write failed): for
 * the tests, which read the log right after their requests, whose entries may
 * still be waiting for their group's write.
 */
export async function requestLogSettled(): Promise<void> {
  while (draining.size > 0) await Promise.all(draining);
}

/** Sends the waiting entries, a write after another, until none is left (or another request took over). */
async function drain(group: Group, db: Db, turn: { since: number }): Promise<void> {
  try {
    while (group.waiting.length > 0 && group.writing === turn) {
      // At most GATHER_MS, even should the clock step back.
      const early = Math.min(GATHER_MS, group.wrote + GATHER_MS - Date.now());
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      const rows = group.waiting.splice(0, ROWS_PER_WRITE);
      turn.since = group.wrote = Date.now();
      try {
        await write(db, entryWrites(db, rows));
      } catch (error) {
        console.error(
          "request log write failed",
          rows.map((r) => r.requestId),
          error,
        );
      }
    }
  } finally {
    if (group.writing === turn) group.writing = undefined;
  }
}

/** Queues one entry; starts the writing in this request's `waitUntil` when no write is under way. */
function enqueue(row: LogEntry, target: LogPartition, waitUntil: (promise: Promise<unknown>) => void): void {
  let group = groups.get(target.name);
  if (!group) {
    group = { waiting: [], wrote: 0 };
    groups.set(target.name, group);
  }
  group.waiting.push(row);
  if (group.writing && Date.now() - group.writing.since < STALLED_MS) return;
  const turn = { since: Date.now() };
  group.writing = turn;
  const writing = drain(group, target.db, turn).finally(() => draining.delete(writing));
  draining.add(writing);
  waitUntil(writing);
}

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestDate = new Date().toISOString();
  await next();
  const keyPrefix = c.get("presentedKeyPrefix");
  if (!keyPrefix) return;
  // A revoked or expired key is refused, but its requests are still its organization's (contract section 6).
  const organizationId = (c.get("principal") ?? c.get("refusedKey"))?.organizationId ?? null;
  const url = new URL(c.req.url);
  const row: LogEntry = {
    organizationId,
    apiKeyPrefix: keyPrefix,
    requestDate,
    httpMethod: c.req.method.toUpperCase(),
    path: url.pathname,
    query: url.search || null,
    urlTemplate: c.get("urlTemplate") ?? null,
    statusCode: c.res.status,
    durationMs: Math.max(0, Math.round(performance.now() - started)),
    requestId: c.get("requestId"),
  };
  let target: LogPartition;
  try {
    target = logPartitionOf(c.env, organizationId);
  } catch (error) {
    // A misconfigured log (LOG_PARTITIONS) fails the Logs operation, never another answer.
    console.error("request log not written", row.requestId, error);
    return;
  }
  let waitUntil: (promise: Promise<unknown>) => void;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    // No execution context (Hono's app.request in a script): write before answering.
    const pending: Promise<unknown>[] = [];
    enqueue(row, target, (promise) => pending.push(promise));
    await Promise.all(pending);
    return;
  }
  enqueue(row, target, waitUntil);
};
