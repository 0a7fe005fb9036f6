/**
 * D1 batches whose results are named: `read` and `write` take an object of
 * drizzle queries and answer an object of their results under the same names,
 * in one round trip (one D1 batch, one transaction). A query left `undefined`
 * is not sent, and its result is `undefined`.
 *
 *   const { order, files } = await read(db, { order: orderQuery, files: filesQuery });
 *
 * `read` sends the batch again after one of D1's transient errors, as
 * Cloudflare's guidance says ("Retry queries": at most five attempts,
 * exponential backoff with jitter); `write` never does: a write that failed so
 * may have been committed. A single read is `retried(() => query)`.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";

type Items = Record<string, BatchItem<"sqlite"> | undefined>;
/** Each query's result under its name; `undefined` for a query that may not have been sent. */
export type Results<T extends Items> = {
  [K in keyof T]: NonNullable<T[K]> extends BatchItem<"sqlite">
    ? NonNullable<T[K]>["_"]["result"] | (undefined extends T[K] ? undefined : never)
    : undefined;
};

const TRANSIENT = [
  "Network connection lost",
  "storage caused object to be reset",
  "reset because its code was updated",
];
const ATTEMPTS = 5;
const FIRST_DELAY_MS = 10;

const isTransient = (error: unknown) => TRANSIENT.some((text) => String(error).includes(text));

/** `send`, again after a transient D1 error, up to five attempts in all. Only for what changes nothing. */
export async function retried<T>(send: () => PromiseLike<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await send();
    } catch (error) {
      if (n >= ATTEMPTS || !isTransient(error)) throw error;
      const delay = FIRST_DELAY_MS * 2 ** (n - 1);
      await new Promise((resolve) => setTimeout(resolve, delay / 2 + Math.random() * delay));
    }
  }
}

async function named<T extends Items>(db: Db, items: T): Promise<Results<T>> {
  const names = Object.keys(items).filter((name) => items[name] !== undefined);
  const queries = names.map((name) => items[name] as BatchItem<"sqlite">);
  const [first, ...rest] = queries;
  if (!first) throw new Error("a batch needs at least one query");
  const results: unknown[] = await db.batch([first, ...rest]);
  const answer: Record<string, unknown> = {};
  for (const name of Object.keys(items)) answer[name] = undefined;
  names.forEach((name, i) => {
    answer[name] = results[i];
  });
  return answer as Results<T>;
}

/** Reads in one round trip, retried after a transient error; results by name. */
export const read = <T extends Items>(db: Db, items: T): Promise<Results<T>> => retried(() => named(db, items));

/** Writes (and the reads that go with them) in one round trip, one transaction; results by name. */
export const write = <T extends Items>(db: Db, items: T): Promise<Results<T>> => named(db, items);
