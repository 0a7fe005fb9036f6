/**
 * Drives one case against a server and measures it:
 *
 * - closed loop at the bench's connections (a warm-up, then a measured run):
 *   requests per second, p50 and p99, and the CPU per request of the
 *   server's processes over the run (./cpu.ts);
 * - closed loop at one connection: the same figures for a caller alone;
 * - open loop at a fixed arrival rate: p50 and p99 from each request's
 *   intended send time to its answer (no coordinated omission).
 *
 * The closed loops run on wrk (Debian's `apt-get install wrk`: a C client that
 * leaves the cores to the server) when it is found, else on autocannon (Node,
 * about 5 times wrk's CPU per request, taken from the server on 2 cores);
 * BENCH_LOAD=autocannon chooses autocannon. wrk sends requests prepared here,
 * each case's `next(n)` written to a file its Lua script reads (./wrk.lua).
 * The open loop is Node's own (node:http, keep-alive): wrk here is not wrk2
 * and has no fixed rate; at half the rate of the one-D1-round-trip
 * reference its CPU is modest.
 *
 * Errors: any answer whose status the case does not expect, socket errors and
 * timeouts, and in the open loop a request not answered 30 s after the last
 * was due.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { BenchCase, Sent } from "./cases";
import { cpuBetween, sampleCpu } from "./cpu";

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** The closed loop at one connection (0: not run). */
  singleSeconds: number;
  /** The open loop's measured seconds (after half a second not counted). */
  openSeconds: number;
}

/** A server the bench started: its origin, and the leader of its process group (for its CPU). */
export interface Target {
  origin: string;
  pid: number | undefined;
}

/** One closed-loop run. */
export interface Run {
  connections: number;
  seconds: number;
  responses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with a status the case does not expect, plus socket errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  /** CPU of the server's process group over the run (./cpu.ts), per response. */
  cpuMsPerRequest: number;
  /** CPU ms of each process of the group over the run. */
  cpuMsByProcess: Record<string, number>;
  /** How long after the run the server took to be quiet (counted in the run's CPU). */
  settleMs: number;
}

/** One open-loop run: requests sent on a fixed schedule, latency from the time each was due. */
export interface OpenRun {
  ratePerSecond: number;
  seconds: number;
  /** Requests due in the measured seconds (the first half second is not counted). */
  sent: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  statuses: Record<string, number>;
  /** Socket errors by code, and requests not answered `OPEN_DRAIN_MS` after the last was due (both errors). */
  socketErrors: Record<string, number>;
  unanswered: number;
  /** Requests sent again on a new connection after a kept-alive one was closed under them (not errors). */
  resent: number;
  settleMs: number;
  cpuMsPerRequest: number;
}

/** A run of a case and a run of the reference beside it, on the same machine a few seconds apart. */
export interface Pair {
  run: Run;
  reference: Run;
}

export interface Measurement {
  name: string;
  kind: BenchCase["kind"];
  /** Not held to the CPU guard (`BenchCase.heavy`). */
  heavy?: true;
  /** `full`, or `1/100` for the first measurement of a growth case. */
  data: "full" | "1/100";
  /** At the bench's connections (measured in pairs: the mean of the case's runs). */
  closed: Run;
  /** At one connection (likewise). */
  single?: Run;
  /** Measured in pairs with a reference (`MeasureOptions.against`): each pair, at the bench's connections and at one. */
  pairs?: { closed: Pair[]; single: Pair[] };
  /** At a fixed arrival rate. */
  open?: OpenRun;
  /** Of every run. */
  errors: number;
}

// ---- the load generator -----------------------------------------------------------------------------------------

export interface LoadGenerator {
  name: "wrk" | "autocannon";
  /** What ran, as the report says it. */
  description: string;
  path?: string;
}

function findWrk(): string | undefined {
  const candidates = [process.env.BENCH_WRK, "/usr/bin/wrk", "/usr/local/bin/wrk"];
  try {
    candidates.push(execFileSync("sh", ["-c", "command -v wrk"], { encoding: "utf8" }).trim());
  } catch {
    // not on PATH
  }
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export const GENERATOR: LoadGenerator = (() => {
  const wrk = process.env.BENCH_LOAD === "autocannon" ? undefined : findWrk();
  if (wrk) {
    let version = "";
    try {
      execFileSync(wrk, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      // wrk --version prints its version and usage, then exits 1.
      const out = String((error as { stdout?: string }).stdout ?? "");
      version = /^wrk (\S+)/m.exec(out)?.[1] ?? "";
    }
    return { name: "wrk", path: wrk, description: `wrk ${version} (${wrk}), 1 thread` };
  }
  const why = process.env.BENCH_LOAD === "autocannon" ? "BENCH_LOAD=autocannon" : "wrk not found";
  return { name: "autocannon", description: `autocannon (${why}; apt-get install wrk gives wrk)` };
})();

const expected = (c: BenchCase) => (code: number) => (c.expect ? c.expect.includes(code) : code >= 200 && code < 300);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a run, until the server is quiet again: the work its requests leave behind (the log rows written after the
 * answer, what a queue does with a write's messages) is the run's, and the next run starts from a quiet server.
 * Quiet: a window of `QUIET_WINDOW_MS` in which the server's processes spent at most a tenth of it; after at least
 * one window, at most `QUIET_MAX_MS`.
 */
const QUIET_WINDOW_MS = 200;
const QUIET_MAX_MS = 10_000;

export async function quiet(target: Target): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = sampleCpu(target.pid);
    await sleep(QUIET_WINDOW_MS);
    const spent = cpuBetween(before, sampleCpu(target.pid)).ms;
    const waited = performance.now() - started;
    if (spent <= QUIET_WINDOW_MS / 10 || waited >= QUIET_MAX_MS) return Math.round(waited);
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

function headersOf(c: BenchCase): Record<string, string> {
  const headers: Record<string, string> = {};
  if (c.key) headers["X-API-Key"] = c.key;
  if (c.accept) headers.Accept = c.accept;
  if (c.contentType) headers["Content-Type"] = c.contentType;
  return headers;
}

interface Raw {
  responses: number;
  /** Requests sent, answered or not (how far the case's `next` went). */
  sent: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  socketErrors: number;
  statuses: Record<string, number>;
}

// ---- wrk --------------------------------------------------------------------------------------------------------

const WRK_LUA = fileURLToPath(new URL("./wrk.lua", import.meta.url));
let scratch: string | undefined;
const scratchDir = () => {
  scratch ??= mkdtempSync(join(tmpdir(), "mds-bench-wrk-"));
  return scratch;
};
process.once("exit", () => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** One thread leaves the most to the server, and keeps up with it here. */
const WRK_THREADS = 1;

/** At most this many requests a second are prepared for a case whose requests do not repeat. */
const MAX_RATE = 4000;

/** The requests of `c` from its n-th on, as raw HTTP/1.1, each ended by a NUL (./wrk.lua reads them). */
function requestsFile(origin: string, c: BenchCase, from: number, count: number): string {
  const host = new URL(origin).host;
  const fixed = Object.entries(headersOf(c))
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  const parts: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const sent = c.next(from + i);
    const body = sent.body === undefined ? undefined : Buffer.from(sent.body);
    const length = body ? `Content-Length: ${body.length}\r\n` : "";
    parts.push(Buffer.from(`${c.method} ${sent.path} HTTP/1.1\r\nHost: ${host}\r\n${fixed}${length}\r\n`));
    if (body) parts.push(body);
    parts.push(Buffer.from([0]));
  }
  const file = join(scratchDir(), "requests.bin");
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

function wrk(target: Target, c: BenchCase, seconds: number, connections: number, counter: { n: number }) {
  const path = GENERATOR.path as string;
  const count = Math.min(c.period ?? Number.POSITIVE_INFINITY, Math.ceil(seconds * MAX_RATE));
  const file = requestsFile(target.origin, c, counter.n, count);
  return new Promise<Raw>((resolve, reject) => {
    const child = spawn(
      path,
      [`-t${WRK_THREADS}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", WRK_LUA, target.origin],
      {
        env: { ...process.env, BENCH_REQUESTS: file, BENCH_THREADS: String(WRK_THREADS) },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("BENCH_JSON "));
      if (code !== 0 || !line) {
        reject(new Error(`wrk failed (${code}):\n${out}`));
        return;
      }
      const r = JSON.parse(line.slice("BENCH_JSON ".length)) as {
        requests: number;
        durationUs: number;
        p50Us: number;
        p99Us: number;
        errors: { connect: number; read: number; write: number; timeout: number };
        statuses: Record<string, number>;
      };
      counter.n += r.requests + connections;
      resolve({
        responses: r.requests,
        sent: r.requests + connections,
        seconds: r.durationUs / 1e6,
        p50Ms: r.p50Us / 1000,
        p99Ms: r.p99Us / 1000,
        socketErrors: r.errors.connect + r.errors.read + r.errors.write + r.errors.timeout,
        statuses: r.statuses,
      });
    });
  });
}

// ---- autocannon (when there is no wrk) --------------------------------------------------------------------------

async function cannon(
  target: Target,
  c: BenchCase,
  seconds: number,
  connections: number,
  counter: { n: number },
): Promise<Raw> {
  const start = counter.n;
  const result = await autocannon({
    url: target.origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: c.method,
        headers: headersOf(c),
        setupRequest: (request) => {
          const sent = c.next(counter.n++);
          return { ...request, path: sent.path, ...(sent.body === undefined ? {} : { body: sent.body }) };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  return {
    responses: Object.values(statuses).reduce((a, b) => a + b, 0),
    sent: counter.n - start,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    socketErrors: result.errors + result.timeouts,
    statuses,
  };
}

// ---- the closed loop --------------------------------------------------------------------------------------------

const fire = (target: Target, c: BenchCase, seconds: number, connections: number, counter: { n: number }) =>
  GENERATOR.name === "wrk"
    ? wrk(target, c, seconds, connections, counter)
    : cannon(target, c, seconds, connections, counter);

/** A measured closed-loop run from a quiet server, its CPU read before it and once it is quiet again. */
export async function closedLoop(
  target: Target,
  c: BenchCase,
  seconds: number,
  connections: number,
  counter: { n: number },
): Promise<Run> {
  await quiet(target);
  const before = sampleCpu(target.pid);
  const raw = await fire(target, c, seconds, connections, counter);
  const settleMs = await quiet(target);
  const cpu = cpuBetween(before, sampleCpu(target.pid));
  const ok = expected(c);
  const succeeded = Object.entries(raw.statuses)
    .filter(([code]) => ok(Number(code)))
    .reduce((a, [, n]) => a + n, 0);
  return {
    connections,
    seconds: raw.seconds,
    responses: raw.responses,
    requestsPerSecond: raw.responses / raw.seconds,
    p50Ms: round(raw.p50Ms),
    p99Ms: round(raw.p99Ms),
    errors: raw.responses - succeeded + raw.socketErrors,
    statuses: raw.statuses,
    cpuMsPerRequest: raw.responses > 0 ? cpu.ms / raw.responses : 0,
    cpuMsByProcess: cpu.byProcess,
    settleMs,
  };
}

// ---- the open loop ----------------------------------------------------------------------------------------------

/** The first half second of an open-loop run warms its connections and is not counted. */
const OPEN_WARMUP_SECONDS = 0.5;
/** The open loop's connections at most: a request due while all are busy waits for one (its wait counted). */
const OPEN_CONNECTIONS = 64;
/** A request not answered this long after the last one was due counts as an error. */
const OPEN_DRAIN_MS = 30_000;

/**
 * `rate` requests a second for half a second and then `seconds`, each sent when it is due (node:http, keep-alive,
 * up to `OPEN_CONNECTIONS`; a request due while all are busy waits in the agent's queue, its wait counted);
 * latency from the time each request was due to the end of its answer.
 */
export async function openLoop(
  target: Target,
  c: BenchCase,
  rate: number,
  seconds: number,
  counter: { n: number },
): Promise<OpenRun> {
  const { hostname, port } = new URL(target.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: OPEN_CONNECTIONS });
  const headers = headersOf(c);
  const interval = 1000 / rate;
  const warm = Math.round(rate * OPEN_WARMUP_SECONDS);
  const total = warm + Math.round(rate * seconds);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const socketErrors: Record<string, number> = {};
  let resent = 0;
  let answered = 0;
  // Once the run is over (every request answered, or the drain's time is up), nothing more is counted.
  let over = false;
  await quiet(target);
  let cpuBefore = sampleCpu(target.pid);
  const start = performance.now() + 20;
  await new Promise<void>((resolve) => {
    let i = 0;
    let drain: NodeJS.Timeout | undefined;
    const end = () => {
      over = true;
      clearTimeout(drain);
      resolve();
    };
    const finished = () => {
      answered++;
      if (answered === total) end();
    };
    const send = (k: number, due: number, again?: Sent) => {
      if (k === warm && !again) cpuBefore = sampleCpu(target.pid);
      const sent = again ?? c.next(counter.n++);
      const body = sent.body === undefined ? undefined : Buffer.from(sent.body);
      const req = request(
        {
          host: hostname,
          port,
          path: sent.path,
          method: c.method,
          agent,
          headers: body ? { ...headers, "Content-Length": String(body.length) } : headers,
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (over) return;
            if (k >= warm) {
              latencies.push(performance.now() - due);
              const code = String(res.statusCode ?? 0);
              statuses[code] = (statuses[code] ?? 0) + 1;
            }
            finished();
          });
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        if (over) return;
        // A kept-alive connection the server closed as the request went out: sent again, as a client would.
        if (req.reusedSocket && error.code === "ECONNRESET" && resent < total) {
          resent++;
          send(k, due, sent);
          return;
        }
        const code = error.code ?? error.message;
        if (k >= warm) socketErrors[code] = (socketErrors[code] ?? 0) + 1;
        finished();
      });
      req.end(body);
    };
    const tick = () => {
      const now = performance.now();
      for (; i < total && start + i * interval <= now; i++) send(i, start + i * interval);
      if (i < total) setTimeout(tick, Math.max(0, start + i * interval - performance.now()));
      else drain = setTimeout(end, OPEN_DRAIN_MS);
    };
    setTimeout(tick, 20);
  });
  // Requests still open are given up (they count as unanswered) before the server is let to be quiet.
  agent.destroy();
  const settleMs = await quiet(target);
  const cpu = cpuBetween(cpuBefore, sampleCpu(target.pid));
  const measured = total - warm;
  const ok = expected(c);
  const unexpected = Object.entries(statuses)
    .filter(([code]) => !ok(Number(code)))
    .reduce((a, [, n]) => a + n, 0);
  const failed = Object.values(socketErrors).reduce((a, b) => a + b, 0);
  const unanswered = measured - latencies.length - failed;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    ratePerSecond: rate,
    seconds,
    sent: measured,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    errors: unexpected + failed + unanswered,
    statuses,
    socketErrors,
    unanswered,
    resent,
    settleMs,
    cpuMsPerRequest: latencies.length > 0 ? cpu.ms / latencies.length : 0,
  };
}

// ---- a case -----------------------------------------------------------------------------------------------------

export interface MeasureOptions {
  /** The open loop's arrival rate (none: not run). */
  openRate?: number;
  /** Run the closed loop at one connection too (when `singleSeconds` > 0). */
  single?: boolean;
  /**
   * Measure the closed loop at the bench's connections in `count` pairs of `seconds`-long runs, each pair a run of
   * the case and one of `reference` on `target`, which goes first in every other pair (so that a load rising or
   * falling over the pairs weighs on both alike), instead of one run of `LoadSettings.seconds`. The run at one
   * connection stays one run of `singleSeconds`.
   */
  against?: { target: Target; reference: BenchCase; count: number; seconds: number };
}

export const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** The mean of several runs of one case (requests, errors and CPU by process summed). */
export function meanRun(runs: Run[]): Run {
  const statuses: Record<string, number> = {};
  for (const r of runs) for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
  const byProcess: Record<string, number> = {};
  for (const r of runs) for (const [p, ms] of Object.entries(r.cpuMsByProcess)) byProcess[p] = (byProcess[p] ?? 0) + ms;
  const of = (f: (r: Run) => number) => mean(runs.map(f));
  return {
    connections: runs[0]?.connections ?? 0,
    seconds: runs.reduce((a, r) => a + r.seconds, 0),
    responses: runs.reduce((a, r) => a + r.responses, 0),
    requestsPerSecond: of((r) => r.requestsPerSecond),
    p50Ms: round(of((r) => r.p50Ms)),
    p99Ms: round(of((r) => r.p99Ms)),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    statuses,
    cpuMsPerRequest: of((r) => r.cpuMsPerRequest),
    cpuMsByProcess: byProcess,
    settleMs: of((r) => r.settleMs),
  };
}

/** `against.count` pairs of closed-loop runs at `connections` (see `MeasureOptions.against`). */
async function pairs(
  target: Target,
  c: BenchCase,
  connections: number,
  counter: { n: number },
  against: NonNullable<MeasureOptions["against"]>,
): Promise<Pair[]> {
  const result: Pair[] = [];
  const referenceCounter = { n: 0 };
  const reference = () => closedLoop(against.target, against.reference, against.seconds, connections, referenceCounter);
  const own = () => closedLoop(target, c, against.seconds, connections, counter);
  for (let i = 0; i < against.count; i++) {
    if (i % 2 === 0) {
      const ref = await reference();
      result.push({ reference: ref, run: await own() });
    } else {
      const run = await own();
      result.push({ run, reference: await reference() });
    }
  }
  return result;
}

/** A warm-up, then the closed loop at the bench's connections; then at one connection, then the open loop. */
export async function measure(
  target: Target,
  c: BenchCase,
  settings: LoadSettings,
  data: Measurement["data"],
  counter = { n: 0 },
  options: MeasureOptions = {},
): Promise<Measurement> {
  if (settings.warmupSeconds > 0) await fire(target, c, settings.warmupSeconds, settings.connections, counter);
  const { against } = options;
  const wantSingle = options.single !== false && settings.singleSeconds > 0;
  const paired = against && {
    closed: await pairs(target, c, settings.connections, counter, against),
    single: [],
  };
  const closed = paired
    ? meanRun(paired.closed.map((p) => p.run))
    : await closedLoop(target, c, settings.seconds, settings.connections, counter);
  const single = wantSingle ? await closedLoop(target, c, settings.singleSeconds, 1, counter) : undefined;
  const open =
    options.openRate && settings.openSeconds > 0 && !c.heavy
      ? await openLoop(target, c, options.openRate, settings.openSeconds, counter)
      : undefined;
  return {
    name: c.name,
    kind: c.kind,
    ...(c.heavy ? { heavy: true as const } : {}),
    data,
    closed,
    ...(single ? { single } : {}),
    ...(open ? { open } : {}),
    ...(paired ? { pairs: paired } : {}),
    errors: closed.errors + (single?.errors ?? 0) + (open?.errors ?? 0),
  };
}
