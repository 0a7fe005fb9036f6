/**
 * What the bench's meter counts (./service-worker.ts, inside the service's
 * isolate) and serves at `GET /_bench/counters`: the figures Cloudflare bills,
 * since the isolate started. The bench reads them before and after a case
 * (`difference`) and divides by the requests the meter saw. Plain data only:
 * this file is read by the worker's build and by the bench in Node alike.
 */

/** Why a D1 round trip was made. */
export type Purpose =
  /** The request's own reads and writes, before or after its answer: what the round-trip budget counts. */
  | "request"
  /** The request log's group write (src/http/request-log.ts), after the answer, shared by many requests. */
  | "log"
  /** The key's lookup (a key the isolate has not kept) and its last-use write (src/http/key-use.ts). */
  | "key"
  /** A queue consumer's work (the deliveries, the webhooks). */
  | "queue"
  /** Anything else (no request, no consumer). */
  | "other";

export const PURPOSES: readonly Purpose[] = ["request", "log", "key", "queue", "other"];

/** D1's own figures: round trips (one statement, or one batch), and the sums of `meta.rows_read` / `meta.rows_written`. */
export interface D1Tally {
  roundTrips: number;
  rowsRead: number;
  rowsWritten: number;
}

export interface Counters {
  /** Requests answered (the meter's own route not counted). */
  requests: number;
  /**
   * Requests by the number of round trips of purpose `request` they made, counted once the request and its
   * `waitUntil` work are done ("0", "1", "2", …).
   */
  requestsByRoundTrips: Record<string, number>;
  /** Queue consumer invocations (batches) and the messages they were given. */
  queueBatches: number;
  queueMessagesReceived: number;
  /** By D1 binding (DB, LOGS_0, …), then by purpose. */
  d1: Record<string, Partial<Record<Purpose, D1Tally>>>;
  /**
   * `meta.rows_written` by the table each statement writes (`insert into`, `update`, `delete from`): the rows of
   * its indexes and of the triggers it fires included. By purpose, then table.
   */
  rowsWrittenByTable: Partial<Record<Purpose, Record<string, number>>>;
  /** R2: class A (put, list, multipart create, part upload, complete), class B (get, head), free (delete, abort). */
  r2: { classA: number; classB: number; free: number; byOperation: Record<string, number> };
  /** Messages sent, by queue binding. */
  queueMessagesSent: Record<string, number>;
}

export const emptyCounters = (): Counters => ({
  requests: 0,
  requestsByRoundTrips: {},
  queueBatches: 0,
  queueMessagesReceived: 0,
  d1: {},
  rowsWrittenByTable: {},
  r2: { classA: 0, classB: 0, free: 0, byOperation: {} },
  queueMessagesSent: {},
});

/** `after` less `before`, number by number (a key missing from `before` counts from zero). */
export function difference<T>(after: T, before: T | undefined): T {
  if (typeof after === "number") return (after - ((before as number | undefined) ?? 0)) as T;
  if (after && typeof after === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(after)) {
      out[key] = difference(value, (before as Record<string, unknown> | undefined)?.[key]);
    }
    return out as T;
  }
  return after;
}
