/**
 * D1's transient errors, retried where retrying is safe, as Cloudflare's D1
 * guidance does ("Retry queries": the errors whose recommended action is to
 * retry, at most five attempts, exponential backoff with jitter).
 *
 * Safe means a round trip that cannot have changed anything: a read, or a
 * batch of reads. A write that failed this way may or may not have been
 * committed, so it is not sent again: its error stands (a 500 that says
 * nothing was half-written, since a batch is one transaction).
 */

const TRANSIENT = [
  "Network connection lost",
  "storage caused object to be reset",
  "reset because its code was updated",
];
const ATTEMPTS = 5;
const FIRST_DELAY_MS = 10;

const isTransient = (error: unknown) => TRANSIENT.some((text) => String(error).includes(text));

/** A statement that reads only: a SELECT (drizzle writes `select`; a CTE that writes is not used here). */
const isRead = (sql: string) => /^\s*\(?\s*select\b/i.test(sql) && !/\breturning\b/i.test(sql);

/** `send`, again after a transient error while `safe`, up to ATTEMPTS in all. */
async function attempt<T>(safe: boolean, send: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await send();
    } catch (error) {
      if (!safe || n >= ATTEMPTS || !isTransient(error)) throw error;
      const delay = FIRST_DELAY_MS * 2 ** (n - 1);
      await new Promise((resolve) => setTimeout(resolve, delay / 2 + Math.random() * delay));
    }
  }
}

type Database = D1Database | D1DatabaseSession;

class Retried {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly read: boolean,
  ) {}

  bind(...values: unknown[]): Retried {
    return new Retried(this.inner.bind(...values), this.read);
  }
  first<T>(column?: string): Promise<T | null> {
    return attempt(this.read, () => (column === undefined ? this.inner.first<T>() : this.inner.first<T>(column)));
  }
  all<T>(): Promise<D1Result<T>> {
    return attempt(this.read, () => this.inner.all<T>());
  }
  run<T>(): Promise<D1Result<T>> {
    return attempt(this.read, () => this.inner.run<T>());
  }
  raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    return attempt<unknown>(this.read, () =>
      options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>(),
    );
  }
}

/** A view of `db` whose read round trips are retried after a transient error. */
export function retrying<T extends Database>(db: T): T {
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => new Retried(target.prepare(sql), isRead(sql));
      if (property === "batch") {
        return (statements: (Retried | D1PreparedStatement)[]) =>
          attempt(
            statements.every((st) => st instanceof Retried && st.read),
            () => target.batch(statements.map((st) => (st instanceof Retried ? st.inner : st))),
          );
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
