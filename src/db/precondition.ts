/**
 * A precondition that rides on a request's first D1 round trip instead of
 * costing one of its own.
 *
 * The auth middleware (../http/auth.ts) knows most keys from earlier
 * requests. It then trusts what it knows only on condition that the key's row
 * is still the same, and states that condition as one SQL statement that
 * fails (a D1 error) when it does not hold. `guarded` puts that statement in
 * front of the first round trip the request makes:
 *
 * - a `batch` becomes `[precondition, ...statements]`: one transaction, so a
 *   failing precondition rolls the whole batch back and nothing is written;
 * - a lone `first`, `all`, `run` or `raw` becomes a batch of two. A batch
 *   answers rows keyed by column name, so a `raw` read gives back each row's
 *   values in column order, as drizzle reads its own batches: its columns
 *   must have distinct names that are not integers (which an object would put
 *   first), as test/perf/round-trips.test.ts checks of every batched read. Only
 *   `raw({ columnNames: true })` is preceded by the precondition in a round
 *   trip of its own;
 * - a request that reaches D1 not at all checks it at the end (`settle`).
 *
 * When that round trip fails, the precondition is sent alone to tell a
 * failing precondition (the request is then answered as if the key had not
 * been known: see ../http/auth.ts) from any other error, which goes on as it
 * was. Once it held, later round trips go out as they are.
 */

type Database = D1Database | D1DatabaseSession;

export class PreconditionFailed extends Error {
  constructor() {
    super("a precondition of the request no longer holds");
    this.name = "PreconditionFailed";
  }
}

export class Precondition {
  state: "pending" | "held" | "failed" = "pending";

  constructor(
    readonly sql: string,
    readonly params: unknown[],
  ) {}

  statement(db: Database): D1PreparedStatement {
    return db.prepare(this.sql).bind(...this.params);
  }

  /** Sends the precondition alone; true when it holds. */
  async check(db: Database): Promise<boolean> {
    try {
      await this.statement(db).run();
      this.state = "held";
      return true;
    } catch {
      this.state = "failed";
      return false;
    }
  }

  /** Runs `send` with the precondition in front (`true`) or not; sorts out a failure. */
  async around<T>(db: Database, send: (withPrecondition: boolean) => Promise<T>): Promise<T> {
    if (this.state === "failed") throw new PreconditionFailed();
    if (this.state === "held") return send(false);
    let result: T;
    try {
      result = await send(true);
    } catch (error) {
      if (await this.check(db)) throw error;
      throw new PreconditionFailed();
    }
    this.state = "held";
    return result;
  }

  /** Whether it holds, sending it alone if no round trip has carried it yet. */
  async settle(db: Database): Promise<boolean> {
    if (this.state === "pending") return this.check(db);
    return this.state === "held";
  }
}

/** Where the auth middleware leaves the request's precondition for `guarded` to find. */
export class PreconditionSlot {
  precondition?: Precondition;

  constructor(readonly db: Database) {}

  /** At the end of a request: false when its precondition failed, checking it now if no round trip did. */
  async settle(): Promise<boolean> {
    return this.precondition ? this.precondition.settle(this.db) : true;
  }
}

const pending = (slot: PreconditionSlot) =>
  slot.precondition && slot.precondition.state !== "held" ? slot.precondition : undefined;

class Guarded {
  constructor(
    readonly db: Database,
    readonly inner: D1PreparedStatement,
    readonly slot: PreconditionSlot,
  ) {}

  bind(...values: unknown[]): Guarded {
    return new Guarded(this.db, this.inner.bind(...values), this.slot);
  }

  /** The statement's D1 result, the precondition in front of it while pending. */
  private result<T>(): Promise<D1Result<T>> {
    const precondition = pending(this.slot);
    if (!precondition) return this.inner.all<T>();
    return precondition.around(this.db, async (withPrecondition) => {
      if (!withPrecondition) return this.inner.all<T>();
      const [, result] = await this.db.batch<T>([precondition.statement(this.db), this.inner]);
      return result as D1Result<T>;
    });
  }

  async first<T>(column?: string): Promise<T | null> {
    if (!pending(this.slot)) return column === undefined ? this.inner.first<T>() : this.inner.first<T>(column);
    const row = (await this.result<Record<string, unknown>>()).results[0];
    if (!row) return null;
    return (column === undefined ? row : row[column]) as T;
  }
  all<T>(): Promise<D1Result<T>> {
    return this.result<T>();
  }
  run<T>(): Promise<D1Result<T>> {
    return pending(this.slot) ? this.result<T>() : this.inner.run<T>();
  }
  async raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    const precondition = pending(this.slot);
    if (precondition && !options?.columnNames) {
      // A batch answers rows keyed by column name; their values in order are the raw rows (as drizzle reads its own batches).
      const { results } = await this.result<Record<string, unknown>>();
      return results.map((row) => Object.values(row));
    }
    if (precondition && !(await precondition.settle(this.db))) throw new PreconditionFailed();
    return options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>();
  }
}

async function batch(db: Database, statements: (Guarded | D1PreparedStatement)[], slot: PreconditionSlot) {
  const inner = statements.map((st) => (st instanceof Guarded ? st.inner : st));
  const precondition = pending(slot);
  if (!precondition) return db.batch(inner);
  return precondition.around(db, async (withPrecondition) =>
    withPrecondition ? (await db.batch([precondition.statement(db), ...inner])).slice(1) : db.batch(inner),
  );
}

/** A view of the slot's database whose first round trip carries the slot's precondition, if one is set by then. */
export function guarded<T extends Database>(slot: PreconditionSlot & { db: T }): T {
  return new Proxy(slot.db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => new Guarded(target, target.prepare(sql), slot);
      if (property === "batch") {
        return (statements: (Guarded | D1PreparedStatement)[]) => batch(target, statements, slot);
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
