/**
 * One log row per request that presented a key, whatever its outcome (a
 * revoked or expired key's under its organization, an unknown key's under
 * none; ./auth.ts says which few are not logged at all), written after the
 * response with `waitUntil` so that it never delays or fails it.
 *
 * Rows are written in groups (a group commit): a request whose row finds no
 * write under way writes it at once, and every row that arrives while that
 * write is in flight waits for the next one, which the same request sends as
 * soon as the first is done: one D1 round trip for all the requests that
 * finished meanwhile, instead of one each. A quiet service writes each row on
 * its own at once; a busy one writes them by the dozen.
 *
 * Only plain data crosses requests: the writing request sends the rows with
 * its own D1 session, inside its own `waitUntil`, which keeps it alive until
 * the rows are written. Should that request vanish mid-write (its
 * `waitUntil` cut off), the next row after `STALLED_MS` takes the writing over.
 */
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { requestLogs } from "../db/schema";
import type { AppEnv } from "../env";

type LogRow = typeof requestLogs.$inferInsert;

/** D1 binds at most 100 parameters per statement; a row binds 11. */
const ROWS_PER_STATEMENT = 9;
/** At most this many rows in one write (one batch of multi-row INSERTs). */
const ROWS_PER_WRITE = 50 * ROWS_PER_STATEMENT;
/** Under load (rows arrived during a write), the wait before the next write to gather more. */
const GATHER_MS = 10;
/** A write in flight for this long is taken to be lost with its request. */
const STALLED_MS = 10_000;

/** Rows not yet sent, oldest first. */
const waiting: LogRow[] = [];
/** The write under way: set while some request's `waitUntil` is sending rows. */
let writing: { since: number } | undefined;

async function write(db: Db, rows: LogRow[]): Promise<void> {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    statements.push(db.insert(requestLogs).values(rows.slice(i, i + ROWS_PER_STATEMENT)));
  }
  const [first, ...rest] = statements;
  if (!first) return;
  if (rest.length === 0) await first.run();
  else await db.batch([first, ...rest]);
}

/** Sends the waiting rows, group after group, until none is left (or another request took over). */
async function drain(db: Db, turn: { since: number }): Promise<void> {
  try {
    let busy = false;
    while (waiting.length > 0 && writing === turn) {
      if (busy) await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
      busy = true;
      const rows = waiting.splice(0, ROWS_PER_WRITE);
      turn.since = Date.now();
      try {
        await write(db, rows);
      } catch (error) {
        console.error(
          "request log write failed",
          rows.map((r) => r.requestId),
          error,
        );
      }
    }
  } finally {
    if (writing === turn) writing = undefined;
  }
}

/** Queues one row; starts the writing in this request's `waitUntil` when no write is under way. */
function enqueue(row: LogRow, db: Db, waitUntil: (promise: Promise<unknown>) => void): void {
  waiting.push(row);
  if (writing && Date.now() - writing.since < STALLED_MS) return;
  const turn = { since: Date.now() };
  writing = turn;
  waitUntil(drain(db, turn));
}

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestDate = new Date().toISOString();
  await next();
  const keyPrefix = c.get("presentedKeyPrefix");
  if (!keyPrefix) return;
  // A revoked or expired key is refused, but its requests are still its organization's (contract section 6).
  const owner = c.get("principal") ?? c.get("refusedKey");
  const url = new URL(c.req.url);
  const row: LogRow = {
    organizationId: owner?.organizationId ?? null,
    apiKeyId: owner?.keyId ?? null,
    apiKeyPrefix: keyPrefix,
    requestDate,
    httpMethod: c.req.method.toUpperCase(),
    url: url.pathname + url.search,
    path: url.pathname,
    urlTemplate: c.get("urlTemplate") ?? null,
    statusCode: c.res.status,
    durationMs: Math.max(0, Math.round(performance.now() - started)),
    requestId: c.get("requestId"),
  };
  let waitUntil: (promise: Promise<unknown>) => void;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    // No execution context (Hono's app.request in a script): write before answering.
    const pending: Promise<unknown>[] = [];
    enqueue(row, c.var.db, (promise) => pending.push(promise));
    await Promise.all(pending);
    return;
  }
  enqueue(row, c.var.db, waitUntil);
};
