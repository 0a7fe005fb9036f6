/**
 * The tests' D1 instrumentation, attached in the test setup only
 * (./setup.ts calls `attachInstrument`): the worker's code knows nothing of
 * it. Under @cloudflare/vitest-plugin the worker runs in the tests' isolate,
 * so patching the D1 binding's classes (their prototypes) here reaches every
 * D1 call the worker makes, and wrapping the worker's `fetch` tells which
 * request made each one.
 *
 *   import { instrument } from "../instrument";
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
 * carries `origin`, the request id of the request that made it (undefined for
 * the queue consumer, the cron jobs and the tests' own use of `env`), and
 * `database`, the binding it goes to.
 *
 * An injected fault is real: the chosen statement is replaced by one that
 * fails in D1 (`no such table: mds_injected_fault`), so a batch around it is
 * rolled back by D1 itself, exactly as on any other statement failure. A
 * fault with an `error` is a round trip that is lost on its way: nothing is
 * sent, and it fails with that message (as D1's transient errors do).
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type Method = "first" | "all" | "run" | "raw" | "batch";

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface RoundTrip {
  /** The request id of the request that made it; undefined outside a request. */
  origin: string | undefined;
  /** The binding it goes to: `DB`, a request-log partition (`LOGS_0` …) or an as-run one (`ASRUN_0` …). */
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

/** D1's own `meta.rows_written` of each statement of a round trip that answered it (`batch`, `run`, `all`). */
export type WrittenObserver = (trip: RoundTrip, rowsWritten: number[]) => void;

interface State {
  observers: Set<(trip: RoundTrip) => void>;
  written: Set<WrittenObserver>;
  faults: Fault[];
}

type Database = D1Database | D1DatabaseSession;

/** What a prepared statement is: its SQL, its values, and the database that prepared it. */
interface Prepared {
  db: Database;
  sql: string;
  params: unknown[];
}
/**
 * Kept on the global object: the D1 classes are patched once per isolate, while each test file may load this
 * module again; every copy must see the same state.
 */
const shared = globalThis as typeof globalThis & {
  mdsInstrument?: {
    state: State | undefined;
    currentRequest: AsyncLocalStorage<string>;
    preparedOf: WeakMap<object, Prepared>;
    bindingNames: WeakMap<object, string>;
    wrapped: WeakSet<object>;
    sendingBatch: boolean;
  };
};
shared.mdsInstrument ??= {
  state: undefined,
  currentRequest: new AsyncLocalStorage<string>(),
  preparedOf: new WeakMap(),
  bindingNames: new WeakMap(),
  wrapped: new WeakSet(),
  sendingBatch: false,
};
const global = shared.mdsInstrument;

const on = (): State => {
  global.state ??= { observers: new Set(), written: new Set(), faults: [] };
  return global.state;
};

/**
 * D1's own rows_read of the reads among `statements` (SELECT and WITH), each run again on `db` as it was sent:
 * what a request's reads cost, for the cost tests.
 */
export async function rowsReadOf(db: D1Database, statements: Statement[]): Promise<number> {
  let read = 0;
  for (const s of statements.filter((s) => /^\s*(select|with)\b/i.test(s.sql))) {
    read += (
      await db
        .prepare(s.sql)
        .bind(...s.params)
        .all()
    ).meta.rows_read;
  }
  return read;
}

export const instrument = {
  /** Calls `observer` with every round trip, before it is sent. Returns a function that stops observing. */
  observe(observer: (trip: RoundTrip) => void): () => void {
    const s = on();
    s.observers.add(observer);
    return () => s.observers.delete(observer);
  },
  /**
   * Calls `observer` with every round trip that answered D1's meta (a `batch`, a `run`, an `all`), once it has,
   * with each statement's `rows_written`: what the cost tests count writes by. Returns a function that stops.
   */
  observeWritten(observer: WrittenObserver): () => void {
    const s = on();
    s.written.add(observer);
    return () => s.written.delete(observer);
  },
  /**
   * Makes every statement that matches `predicate` fail in D1 (at most `times`
   * statements; default: until `reset`). Faults are checked in the order they
   * were added; a statement takes the first that matches.
   */
  failWhen(predicate: FaultPredicate, options: { times?: number; error?: string } = {}): void {
    on().faults.push({ predicate, remaining: options.times ?? Number.POSITIVE_INFINITY, error: options.error });
  },
  /** Forgets every observer and fault. */
  reset(): void {
    global.state = undefined;
  },
  get active(): boolean {
    return global.state !== undefined;
  },
};

/** The request id of the request being run (set around the worker's `fetch`). */
const currentRequest = global.currentRequest;

const preparedOf = global.preparedOf;
/** Each binding's name, by its fetcher (a session shares its database's). */
const bindingNames = global.bindingNames;

const nameOf = (db: Database) => bindingNames.get((db as unknown as { fetcher: object }).fetcher) ?? "DB";

/**
 * The statements faulted in this round trip (each fault counts down once per
 * statement it takes), and the error to fail the whole round trip with, if a
 * fault that takes one has one.
 */
function faultsOf(s: State, statements: Statement[], origin: string | undefined, method: Method) {
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

/** Tells the written observers what `sent` answered (its results' `meta.rows_written`), and answers it unchanged. */
function answered<T>(s: State, trip: RoundTrip, sent: Promise<T>): Promise<T> {
  if (s.written.size === 0) return sent;
  return sent.then((result) => {
    const results = (Array.isArray(result) ? result : [result]) as { meta?: { rows_written?: number } }[];
    if (results.every((r) => typeof r?.meta?.rows_written === "number")) {
      const written = results.map((r) => r.meta?.rows_written as number);
      for (const observer of s.written) observer(trip, written);
    }
    return result;
  });
}

type Proto = Record<string, (...args: unknown[]) => unknown>;

/**
 * Patches the D1 classes of `env`'s bindings (once per isolate) and the
 * worker's `fetch`, so that every round trip is seen with its request.
 */
export function attachInstrument(env: Record<string, unknown>, worker: { fetch?: unknown }) {
  // By name: another binding may be a service's stub, whose every property is a remote call.
  const databases = Object.keys(env)
    .filter((name) => /^(DB|LOGS_\d+|ASRUN_\d+)$/.test(name))
    .map((name) => [name, env[name]]) as [string, D1Database][];
  for (const [name, db] of databases) bindingNames.set((db as unknown as { fetcher: object }).fetcher, name);
  const sample = databases[0]?.[1];
  if (!sample) throw new Error("no D1 binding to instrument");
  const databaseProto = Object.getPrototypeOf(sample) as Proto;
  wrapFetch(worker);
  if ((databaseProto as { instrumented?: boolean }).instrumented) return;
  const sessionProto = Object.getPrototypeOf(sample.withSession("first-unconstrained")) as Proto;
  const statementProto = Object.getPrototypeOf(sample.prepare("SELECT 1")) as Proto;
  const prepareOf = { database: databaseProto.prepare, session: sessionProto.prepare } as const;

  for (const [proto, prepare] of [
    [databaseProto, prepareOf.database],
    [sessionProto, prepareOf.session],
  ] as const) {
    proto.prepare = function (this: Database, sql: unknown) {
      const statement = prepare?.call(this, sql) as object;
      preparedOf.set(statement, { db: this, sql: String(sql), params: [] });
      return statement;
    };
    const batch = proto.batch as (this: Database, statements: D1PreparedStatement[]) => Promise<unknown>;
    proto.batch = function (this: Database, statements: unknown) {
      const list = statements as D1PreparedStatement[];
      const s = global.state;
      if (!s || global.sendingBatch) return batch.call(this, list);
      const origin = currentRequest.getStore();
      const seen = list.map((st) => {
        const p = preparedOf.get(st);
        return { sql: p?.sql ?? "", params: p?.params ?? [] };
      });
      const { faulted, lost } = faultsOf(s, seen, origin, "batch");
      const trip: RoundTrip = { origin, database: nameOf(this), method: "batch", statements: seen, faulted };
      announce(s, trip);
      if (lost) return Promise.reject(new Error(lost));
      const sent = list.map((st, i) =>
        faulted.includes(i) ? (prepare?.call(this, INJECTED_FAULT_SQL) as D1PreparedStatement) : st,
      );
      // A binding's batch hands itself to its own session's (patched too): that inner call is the same round trip.
      global.sendingBatch = true;
      try {
        return answered(s, trip, batch.call(this, sent));
      } finally {
        global.sendingBatch = false;
      }
    };
  }

  const bind = statementProto.bind as (this: object, ...values: unknown[]) => object;
  statementProto.bind = function (this: object, ...values: unknown[]) {
    const bound = bind.apply(this, values);
    const p = preparedOf.get(this);
    if (p) preparedOf.set(bound, { ...p, params: values });
    return bound;
  };
  for (const method of ["first", "all", "run", "raw"] as const) {
    const send = statementProto[method] as (this: object, ...args: unknown[]) => Promise<unknown>;
    statementProto[method] = function (this: object, ...args: unknown[]) {
      const s = global.state;
      const p = preparedOf.get(this);
      if (!s || !p) return send.apply(this, args);
      const origin = currentRequest.getStore();
      const statements = [{ sql: p.sql, params: p.params }];
      const { faulted, lost } = faultsOf(s, statements, origin, method);
      const trip: RoundTrip = { origin, database: nameOf(p.db), method, statements, faulted };
      announce(s, trip);
      if (lost) return Promise.reject(new Error(lost));
      if (faulted.length === 0) return answered(s, trip, send.apply(this, args) as Promise<unknown>);
      const prepare = Object.getPrototypeOf(p.db) === sessionProto ? prepareOf.session : prepareOf.database;
      const failing = prepare?.call(p.db, INJECTED_FAULT_SQL) as object;
      return send.apply(failing, args);
    };
  }
  (databaseProto as { instrumented?: boolean }).instrumented = true;
}

/** Runs each of the worker's requests with its id known to the patched classes (once per copy of the worker). */
function wrapFetch(worker: { fetch?: unknown }) {
  if (global.wrapped.has(worker)) return;
  global.wrapped.add(worker);
  // Each request runs with its id known to the patched classes: the caller's X-Request-Id, or one given here
  // (a UUID, as the worker would make). A malformed one is left for the worker to replace: its trips have no origin.
  const fetch = worker.fetch as (request: Request, ...rest: unknown[]) => Promise<Response>;
  worker.fetch = function (this: unknown, request: Request, ...rest: unknown[]) {
    const given = request.headers.get("X-Request-Id");
    if (given !== null) return currentRequest.run(given, () => fetch.call(this, request, ...rest));
    const id = crypto.randomUUID();
    const sent = new Request(request);
    sent.headers.set("X-Request-Id", id);
    return currentRequest.run(id, () => fetch.call(this, sent, ...rest));
  };
}
