/**
 * The bench's build of the service (scripts/serve.ts serves it when
 * BENCH_PROBES is "1"): the worker of src/index.ts as it is, given metered
 * bindings, plus three routes of the bench's own:
 *
 * - `GET /_bench/empty`: an answer straight from the worker's entry.
 * - `GET /_bench/d1`: the same after one D1 round trip (`SELECT 1`): the
 *   least that any request reading D1 costs here.
 * - `GET /_bench/counters`: what the meter has counted since the isolate
 *   started (./counters.ts), which the bench reads before and after a case.
 *
 * The meter: the service's `fetch`, `queue` and `scheduled` are given an
 * `env` whose bindings count what Cloudflare bills. Each D1 binding is a D1
 * client of the runtime's own class over a fetcher that reads, from every
 * answer of the database, D1's own `meta.rows_read` and `meta.rows_written`
 * for each statement (the figures D1 bills), and names the statement's table
 * and purpose from its SQL; the R2 bucket counts its operations by class; a
 * queue, its messages. Which request a round trip belongs to is known from an
 * AsyncLocalStorage around each request (its `waitUntil` work included).
 *
 * Never deployed: wrangler.toml's entry is src/index.ts, where these paths
 * are the service's 404 and the bindings are the runtime's own. Nothing in
 * src/ knows of the meter. (Type-checked with the worker, by tsconfig.json.)
 */
import { AsyncLocalStorage } from "node:async_hooks";
import service from "../../src/index";
import { type Counters, type D1Tally, emptyCounters, type Purpose } from "./counters";

const counters: Counters = emptyCounters();

/** The work a round trip is made for: a request (and how many round trips of its own it made so far), or a consumer. */
interface Work {
  kind: "request" | "queue";
  roundTrips: number;
}
const current = new AsyncLocalStorage<Work>();

const bump = (record: Record<string, number>, key: string, by = 1) => {
  record[key] = (record[key] ?? 0) + by;
};

// ---- D1 -------------------------------------------------------------------------------------------------------

/** The request log's group write: only INSERTs into its two tables (src/db/log-entries.ts `entryWrites`). */
const LOG_WRITE = /^\s*insert into "(request_log_groups|log_accounts)"/i;
/** The key's lookup by its hash (src/http/auth.ts), and the write of its last use (src/http/key-use.ts). */
const KEY_LOOKUP = /\bfrom "api_keys"[\s\S]*"key_hash" = \?/i;
const KEY_USE = /^\s*update "api_keys" set "last_used_at"/i;
/** The table a statement writes. */
const WRITTEN_TABLE = /^\s*(?:insert(?: or \w+)? into|update(?: or \w+)?|delete from)\s+["`]?(\w+)/i;

function purposeOf(statements: string[], work: Work | undefined): Purpose {
  if (statements.length > 0 && statements.every((sql) => LOG_WRITE.test(sql))) return "log";
  if (statements.length === 1 && (KEY_LOOKUP.test(statements[0] ?? "") || KEY_USE.test(statements[0] ?? "")))
    return "key";
  return work?.kind ?? "other";
}

interface Meta {
  rowsRead: number;
  rowsWritten: number;
}

/** Counts one round trip: its statements' SQL and D1's meta of each, in order. */
function countRoundTrip(database: string, statements: string[], metas: Meta[]): void {
  const work = current.getStore();
  const purpose = purposeOf(statements, work);
  if (purpose === "request" && work) work.roundTrips++;
  const byPurpose = counters.d1[database] ?? {};
  counters.d1[database] = byPurpose;
  const tally: D1Tally = byPurpose[purpose] ?? { roundTrips: 0, rowsRead: 0, rowsWritten: 0 };
  byPurpose[purpose] = tally;
  tally.roundTrips++;
  const tables = counters.rowsWrittenByTable[purpose] ?? {};
  counters.rowsWrittenByTable[purpose] = tables;
  metas.forEach((meta, i) => {
    tally.rowsRead += meta.rowsRead;
    tally.rowsWritten += meta.rowsWritten;
    if (meta.rowsWritten > 0)
      bump(tables, WRITTEN_TABLE.exec(statements[i] ?? "")?.[1]?.toLowerCase() ?? "(other)", meta.rowsWritten);
  });
}

/** The SQL of each statement of a request to the database: one `{sql, params}` or a list of them. */
function sqlOf(body: unknown): string[] {
  if (typeof body !== "string") return [];
  const sent = JSON.parse(body) as { sql: string } | { sql: string }[];
  return (Array.isArray(sent) ? sent : [sent]).map((s) => s.sql);
}

/**
 * D1's meta of each statement, in order, from the database's JSON answer: found by their names, which cannot
 * occur unescaped in a value (a value's quote is escaped), rather than by parsing the answer twice.
 */
function metasOf(text: string): Meta[] {
  const metas: Meta[] = [];
  for (const m of text.matchAll(/"rows_read":(\d+),"rows_written":(\d+)/g))
    metas.push({ rowsRead: Number(m[1]), rowsWritten: Number(m[2]) });
  return metas;
}

type D1Fetcher = {
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  query?(request: {
    queries: { sql: string }[];
  }): Promise<{ results: { meta: { rows_read: number; rows_written: number } }[] }>;
};

/** A fetcher that passes every call on to the database's own and counts it. */
function meteredFetcher(real: D1Fetcher, database: string): D1Fetcher {
  return {
    async fetch(input, init) {
      const statements = sqlOf(init?.body);
      const response = await real.fetch(input, init);
      const text = await response.text();
      countRoundTrip(database, statements, metasOf(text));
      return new Response(text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
    // The binding's JSRPC protocol (compatibility flag d1_binding_jsrpc), should it be on.
    async query(request) {
      const result = await (real.query as NonNullable<D1Fetcher["query"]>).call(real, request);
      const metas = result.results.map((r) => ({ rowsRead: r.meta.rows_read, rowsWritten: r.meta.rows_written }));
      countRoundTrip(
        database,
        request.queries.map((q) => q.sql),
        metas,
      );
      return result;
    },
  };
}

/** A D1 client of the runtime's own class (sessions, batches and all) over the metered fetcher. */
function meteredD1(binding: D1Database, database: string): D1Database {
  const real = (binding as unknown as { fetcher: D1Fetcher }).fetcher;
  const D1 = Object.getPrototypeOf(binding).constructor as new (fetcher: D1Fetcher) => D1Database;
  return new D1(meteredFetcher(real, database));
}

// ---- R2 -------------------------------------------------------------------------------------------------------

/** R2's operation classes (Cloudflare's R2 pricing); the rest of an R2 binding's methods make no call. */
const R2_CLASS: Record<string, "classA" | "classB" | "free"> = {
  put: "classA",
  list: "classA",
  createMultipartUpload: "classA",
  uploadPart: "classA",
  complete: "classA",
  get: "classB",
  head: "classB",
  delete: "free",
  abort: "free",
};

function countR2(operation: string): void {
  const kind = R2_CLASS[operation];
  if (!kind) return;
  counters.r2[kind]++;
  bump(counters.r2.byOperation, operation);
}

/** An R2 object (a bucket, or a multipart upload) whose billed calls are counted; an upload it makes is metered too. */
function meteredR2<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, name, receiver) {
      const value = Reflect.get(object, name, receiver);
      if (typeof value !== "function" || typeof name !== "string") return value;
      return (...args: unknown[]) => {
        countR2(name);
        const result = Reflect.apply(value, object, args) as unknown;
        if (name === "resumeMultipartUpload") return meteredR2(result as object);
        if (name === "createMultipartUpload") return (result as Promise<object>).then((upload) => meteredR2(upload));
        return result;
      };
    },
  });
}

// ---- Queues ---------------------------------------------------------------------------------------------------

function meteredQueue(queue: Queue, name: string): Queue {
  return {
    send(message, options) {
      bump(counters.queueMessagesSent, name);
      return queue.send(message, options);
    },
    sendBatch(messages, options) {
      const list = [...messages];
      bump(counters.queueMessagesSent, name, list.length);
      return queue.sendBatch(list, options);
    },
  } as Queue;
}

// ---- the environment ------------------------------------------------------------------------------------------

const isQueue = (value: unknown): value is Queue =>
  typeof (value as Queue | undefined)?.send === "function" &&
  typeof (value as Queue | undefined)?.sendBatch === "function";

const metered = new WeakMap<Env, Env>();

/** The service's environment with every billed binding metered; made once for each environment the runtime gives. */
function meteredEnv(env: Env): Env {
  let wrapped = metered.get(env);
  if (wrapped) return wrapped;
  const bindings: Record<string, unknown> = { ...env };
  for (const [name, value] of Object.entries(env)) {
    if (/^(DB|LOGS_\d+|ASRUN_\d+)$/.test(name)) bindings[name] = meteredD1(value as D1Database, name);
    else if (name === "MEDIA") bindings[name] = meteredR2(value as R2Bucket);
    else if (isQueue(value)) bindings[name] = meteredQueue(value, name);
  }
  wrapped = bindings as unknown as Env;
  metered.set(env, wrapped);
  return wrapped;
}

/** Runs one request as metered work: counted once its answer and all it left to `waitUntil` are done. */
async function meteredFetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const work: Work = { kind: "request", roundTrips: 0 };
  const pending: Promise<unknown>[] = [];
  const context = new Proxy(ctx, {
    get(target, name) {
      if (name === "waitUntil")
        return (promise: Promise<unknown>) => {
          pending.push(promise);
          target.waitUntil(promise);
        };
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const answer = Promise.resolve(current.run(work, () => service.fetch(request, meteredEnv(env), context)));
  // Counted once the answer and everything handed to waitUntil meanwhile are done (a download's receipt waits for
  // its body to be read, so the answer is not held back for it).
  const counted = answer
    .catch(() => undefined)
    .then(async () => {
      for (let seen = 0; seen < pending.length; seen = pending.length) await Promise.allSettled(pending.slice(seen));
      counters.requests++;
      bump(counters.requestsByRoundTrips, String(work.roundTrips));
    });
  ctx.waitUntil(counted);
  return answer;
}

// The production engine's class, which wrangler.toml binds (never started here: ENGINE_URL is set).
export { MediaEngine } from "../../src/index";

export default {
  ...service,
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const { pathname } = new URL(request.url);
    if (request.method === "GET" && pathname === "/_bench/counters") return Response.json(counters);
    if (request.method === "GET" && pathname === "/_bench/empty") {
      counters.requests++;
      return new Response("ok");
    }
    if (request.method === "GET" && pathname === "/_bench/d1") {
      return current.run({ kind: "request", roundTrips: 0 }, () =>
        meteredEnv(env)
          .DB.prepare("SELECT 1 AS one")
          .all()
          .then(() => {
            counters.requests++;
            bump(counters.requestsByRoundTrips, "1");
            return new Response("ok");
          }),
      );
    }
    return meteredFetch(request, env, ctx);
  },
  queue(batch: MessageBatch, env: Env) {
    counters.queueBatches++;
    counters.queueMessagesReceived += batch.messages.length;
    return current.run({ kind: "queue", roundTrips: 0 }, () => service.queue(batch, meteredEnv(env)));
  },
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    return service.scheduled(controller, meteredEnv(env), ctx);
  },
} satisfies ExportedHandler<Env>;
