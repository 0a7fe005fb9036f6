/**
 * Test-only instrumentation of the D1 binding that `createDb` (./client.ts)
 * hands to drizzle. OFF unless a test turns it on: while off, `instrumented`
 * returns the binding itself, so production pays one variable check per
 * request and nothing else.
 *
 * Under @cloudflare/vitest-plugin the worker runs in the tests' isolate, so a
 * test imports this module and uses the same `instrument` object the worker
 * sees:
 *
 *   import { instrument } from "../../src/db/instrument";
 *   const trips: RoundTrip[] = [];
 *   instrument.observe((trip) => trips.push(trip)); // every round trip, as it is sent
 *   instrument.failWhen((s) => /^insert into "comments"/i.test(s.sql)); // it fails in D1
 *   instrument.failWhen((_s, at) => at.method === "batch" && at.index === 2, { times: 1 });
 *   instrument.failWhen((s) => /^select/i.test(s.sql), { times: 1, error: "D1_ERROR: Network connection lost." });
 *   ...
 *   instrument.reset(); // off again (afterEach)
 *
 * A round trip is one call that goes to D1: a statement's `first`, `all`,
 * `run` or `raw`, or a `batch` (all its statements, one transaction). Each
 * carries `origin`, the request id of the request whose `c.var.db` (or
 * request-log partition) made it (undefined for the queue consumer, the cron
 * jobs and direct `env.DB` use), and `database`, the binding it goes to.
 *
 * An injected fault is real: the chosen statement is replaced by one that
 * fails in D1 (`no such table: mds_injected_fault`), so a batch around it is
 * rolled back by D1 itself, exactly as on any other statement failure. A
 * fault with an `error` is a round trip that is lost on its way: nothing is
 * sent, and it fails with that message (as D1's transient errors do).
 */

export type Method = "first" | "all" | "run" | "raw" | "batch";

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface RoundTrip {
  /** The request id of the request that made it; undefined outside a request. */
  origin: string | undefined;
  /** The binding it goes to: `DB`, or a request-log partition (`LOGS_0` …). */
  database: string;
  method: Method;
  /** One statement, or every statement of a batch in order. */
  statements: Statement[];
  /** Indexes of `statements` replaced by an injected fault. */
  faulted: number[];
}

/** Where a statement is sent: its index in the round trip (0 when alone). */
export interface Position {
  origin: string | undefined;
  method: Method;
  index: number;
  size: number;
}

export type FaultPredicate = (statement: Statement, at: Position) => boolean;

/** The statement that replaces a faulted one: it fails in D1 whatever the data. */
export const INJECTED_FAULT_SQL = "SELECT * FROM mds_injected_fault";

interface Fault {
  predicate: FaultPredicate;
  remaining: number;
  error?: string;
}

interface State {
  observers: Set<(trip: RoundTrip) => void>;
  faults: Fault[];
}

/** Undefined while off: the only thing production code ever reads. */
let state: State | undefined;

const on = (): State => {
  state ??= { observers: new Set(), faults: [] };
  return state;
};

export const instrument = {
  /** Calls `observer` with every round trip, before it is sent. Returns a function that stops observing. */
  observe(observer: (trip: RoundTrip) => void): () => void {
    const s = on();
    s.observers.add(observer);
    return () => s.observers.delete(observer);
  },
  /**
   * Makes every statement that matches `predicate` fail in D1 (at most `times`
   * statements; default: until `reset`). Faults are checked in the order they
   * were added; a statement takes the first that matches.
   */
  failWhen(predicate: FaultPredicate, options: { times?: number; error?: string } = {}): void {
    on().faults.push({ predicate, remaining: options.times ?? Number.POSITIVE_INFINITY, error: options.error });
  },
  /** Forgets every observer and fault: instrumentation is off again. */
  reset(): void {
    state = undefined;
  },
  get active(): boolean {
    return state !== undefined;
  },
};

/**
 * The statements faulted in this round trip (each fault counts down once per
 * statement it takes), and the error to fail the whole round trip with, if a
 * fault that takes one has one.
 */
function faultsOf(
  s: State,
  statements: Statement[],
  origin: string | undefined,
  method: Method,
): { faulted: number[]; lost?: string } {
  const faulted: number[] = [];
  let lost: string | undefined;
  statements.forEach((statement, index) => {
    const at = { origin, method, index, size: statements.length };
    const fault = s.faults.find((f) => f.remaining > 0 && f.predicate(statement, at));
    if (fault) {
      fault.remaining -= 1;
      faulted.push(index);
      lost ??= fault.error;
    }
  });
  return { faulted, lost };
}

function announce(s: State, trip: RoundTrip) {
  for (const observer of s.observers) observer(trip);
}

type Database = D1Database | D1DatabaseSession;

/** A statement whose every round trip is lost with `message`. */
const lostStatement = (message: string) => {
  const fail = () => Promise.reject(new Error(message));
  return { first: fail, all: fail, run: fail, raw: fail } as unknown as D1PreparedStatement;
};

/** A prepared statement that remembers its SQL and bound values and reports its round trip. */
class Observed {
  constructor(
    readonly db: Database,
    readonly inner: D1PreparedStatement,
    readonly sql: string,
    readonly params: unknown[],
    readonly origin: string | undefined,
    readonly database: string,
  ) {}

  bind(...values: unknown[]): Observed {
    return new Observed(this.db, this.inner.bind(...values), this.sql, values, this.origin, this.database);
  }

  /** The statement to send: itself, or the failing one when a fault takes it. */
  private send(method: Exclude<Method, "batch">): D1PreparedStatement {
    const s = state;
    if (!s) return this.inner;
    const statements = [{ sql: this.sql, params: this.params }];
    const { faulted, lost } = faultsOf(s, statements, this.origin, method);
    announce(s, { origin: this.origin, database: this.database, method, statements, faulted });
    if (lost) return lostStatement(lost);
    return faulted.length > 0 ? this.db.prepare(INJECTED_FAULT_SQL) : this.inner;
  }

  first<T>(column?: string): Promise<T | null> {
    const statement = this.send("first");
    return column === undefined ? statement.first<T>() : statement.first<T>(column);
  }
  all<T>(): Promise<D1Result<T>> {
    return this.send("all").all<T>();
  }
  run<T>(): Promise<D1Result<T>> {
    return this.send("run").run<T>();
  }
  raw<T>(options?: { columnNames?: boolean }): Promise<unknown> {
    const statement = this.send("raw");
    return options?.columnNames ? statement.raw<T>({ columnNames: true }) : statement.raw<T>();
  }
}

async function batch(
  db: Database,
  statements: (Observed | D1PreparedStatement)[],
  origin: string | undefined,
  database: string,
) {
  const s = state;
  const inner = statements.map((st) => (st instanceof Observed ? st.inner : st));
  if (!s) return db.batch(inner);
  // A statement prepared elsewhere is sent as it is; its SQL is not known here.
  const seen = statements.map((st) =>
    st instanceof Observed ? { sql: st.sql, params: st.params } : { sql: "", params: [] },
  );
  const { faulted, lost } = faultsOf(s, seen, origin, "batch");
  announce(s, { origin, database, method: "batch", statements: seen, faulted });
  if (lost) throw new Error(lost);
  return db.batch(inner.map((st, i) => (faulted.includes(i) ? db.prepare(INJECTED_FAULT_SQL) : st)));
}

/**
 * The binding to give drizzle: `db` itself while instrumentation is off,
 * else a view of it whose `prepare` and `batch` report every round trip
 * (other members, such as a session's `getBookmark`, pass through).
 */
export function instrumented<T extends Database>(db: T, origin?: string, database = "DB"): T {
  if (!state) return db;
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => new Observed(target, target.prepare(sql), sql, [], origin, database);
      }
      if (property === "batch") {
        return (statements: (Observed | D1PreparedStatement)[]) => batch(target, statements, origin, database);
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
