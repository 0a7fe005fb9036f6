/**
 * A view of a D1 binding (or session) whose first round trip that writes
 * carries one more statement at its end, in the same batch. A D1 batch is one
 * transaction: the statement commits if and only if that write commits, and
 * costs no round trip of its own. ../http/idempotency.ts marks its claim of an
 * `Idempotency-Key` as written this way, so that a crash between the write
 * and the recording of its answer cannot let the same request write again.
 * `BatchedStatement`, the statement that sends itself in a batch with the one
 * riding along, also serves the known-keys check (../http/known-keys.ts).
 */
type D1Like = D1Database | D1DatabaseSession;

export interface Rider {
  /** The statement to carry, prepared on the view's binding. */
  statement: (d1: D1Like) => D1PreparedStatement;
  /** Set once a write carried it. */
  carried: boolean;
}

/** What drizzle's writes start with (a CTE-led write is not one of them). */
const WRITE = /^\s*(?:insert|update|delete|replace)\b/i;

/** The view of `d1` that carries `rider` on its first write (see the module comment). */
export function carryingOnFirstWrite(d1: D1Like, rider: Rider): D1Database {
  const batch = async (statements: (Riding | D1PreparedStatement)[]) => {
    const inner = statements.map((st) => (st instanceof Riding ? st.inner : st));
    const writes = statements.some((st) => st instanceof Riding && st.writes);
    if (rider.carried || !writes) return d1.batch(inner);
    const results = await d1.batch([...inner, rider.statement(d1)]);
    rider.carried = true;
    return results.slice(0, -1);
  };
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => new Riding(d1, d1.prepare(sql), WRITE.test(sql), rider);
      if (property === "batch") return batch;
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as D1Database;
}

/**
 * A statement of a view that sends one more statement with it while
 * `pending`: sent alone, it goes in a batch with that statement (`result`),
 * its rows read back as drizzle reads its own batches. Also the base of the
 * known-keys view (../http/known-keys.ts), whose check rides the same way.
 */
export abstract class BatchedStatement {
  constructor(readonly inner: D1PreparedStatement) {}

  protected abstract get pending(): boolean;
  /** The statement's result, sent in a batch with the one that rides along. */
  protected abstract result<T>(): Promise<D1Result<T>>;
  /** Before `raw({ columnNames: true })` is sent alone while pending (a batch cannot answer column names). */
  protected async beforeRawWithNames(): Promise<void> {}

  async first<T>(column?: string): Promise<T | null> {
    if (!this.pending) return column === undefined ? this.inner.first<T>() : this.inner.first<T>(column);
    const row = (await this.result<Record<string, unknown>>()).results[0];
    if (!row) return null;
    return (column === undefined ? row : row[column]) as T;
  }
  all<T>(): Promise<D1Result<T>> {
    return this.pending ? this.result<T>() : this.inner.all<T>();
  }
  run<T>(): Promise<D1Result<T>> {
    return this.pending ? this.result<T>() : this.inner.run<T>();
  }
  async raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    if (this.pending && !options?.columnNames) {
      // A batch answers rows keyed by column name: their values in order are the raw rows, as drizzle reads
      // its own batches. Names must therefore be distinct and not integers (test/perf/round-trips.test.ts).
      const { results } = await this.result<Record<string, unknown>>();
      return results.map((row) => Object.values(row));
    }
    if (this.pending) await this.beforeRawWithNames();
    return options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>();
  }
}

/** A statement of the view: a write sent alone while the rider waits is sent in a batch with it. */
class Riding extends BatchedStatement {
  constructor(
    readonly d1: D1Like,
    inner: D1PreparedStatement,
    readonly writes: boolean,
    readonly rider: Rider,
  ) {
    super(inner);
  }

  bind(...values: unknown[]): Riding {
    return new Riding(this.d1, this.inner.bind(...values), this.writes, this.rider);
  }

  protected get pending() {
    return this.writes && !this.rider.carried;
  }

  protected async result<T>(): Promise<D1Result<T>> {
    const [result] = await this.d1.batch<T>([this.inner, this.rider.statement(this.d1)]);
    this.rider.carried = true;
    return result as D1Result<T>;
  }
}
