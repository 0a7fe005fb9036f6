/**
 * What an operation costs in production, from the meter's counters
 * (./counters.ts, counted inside the service by ./service-worker.ts) and the
 * CPU the bench measured, at Cloudflare's published prices (contract section
 * 13): the per-operation figures and their budgets, the mix, and where a
 * million requests of the mix spend their money.
 *
 * A case's figures are the difference of the counters read before and after
 * it (its warm-up, runs and open loop, once the server is quiet and the
 * queues it fed are drained) over the requests the meter counted, so the
 * request log's group writes, a key's occasional lookup and the queue
 * consumers' work are shared out over the requests that caused them.
 */
import { type Counters, difference, PURPOSES, type Purpose } from "./counters";

/** Dollars a million (contract section 13). */
export const PRICES = {
  request: 0.3,
  cpuMs: 0.02,
  rowRead: 0.001,
  rowWritten: 1.0,
  r2ClassA: 4.5,
  r2ClassB: 0.36,
  queueOperation: 0.4,
} as const;

/** The cost budgets (./report.ts holds the CPU and media ones). */
export const COST_BUDGETS = {
  /** No request reads more rows than this (contract section 21). */
  maxRowsRead: 5000,
  /** A list page: dollars a million reads more for each row it answers (2 rows read at $0.001 a million). */
  listDollarsPerRow: 0.002,
  /** A million requests of the mix. */
  mixDollars: 2.0,
  /** Round trips of its own, with the key kept: a read (a GET), a write. */
  readRoundTrips: 1,
  writeRoundTrips: 2,
  /** Rows written by a read: its log row (a key's last-use write, once a minute, is well within the margin). */
  readRowsWritten: 1.01,
  /** Dollars a million reads of a single record: the request, its CPU, one log row and its rows read. */
  readDollars: 1.4,
} as const;

/** Where an operation's money goes, dollars a million operations. */
export interface Dollars {
  /** The request fee, consumer invocations (billed as requests) included. */
  requests: number;
  cpu: number;
  /** Rows written by the request log. */
  log: number;
  /** Every other row written: the operation's own, its queue consumers', a key's last use. */
  writes: number;
  reads: number;
  r2: number;
  queues: number;
  total: number;
}

export interface CostFigures {
  /** Requests the meter counted over the case. */
  requests: number;
  /** Round trips of the request's own (./counters.ts `request`): the mean and the most any request made. */
  roundTrips: number;
  maxRoundTrips: number;
  /** Per request: the request log's (shared) writes, key lookups and last-use writes, the consumers' round trips. */
  logRoundTrips: number;
  keyRoundTrips: number;
  queueRoundTrips: number;
  /** Per request, D1's `rows_read` / `rows_written`, every database and purpose. */
  rowsRead: number;
  /** The same by purpose (./counters.ts), to tell a request's own reads from its consumers' and the log's. */
  rowsReadBy: Partial<Record<Purpose, number>>;
  rowsWritten: { log: number; other: number; total: number };
  /** Rows written per request by table (index entries and triggers included), the log's tables too. */
  rowsWrittenByTable: Record<string, number>;
  r2ClassA: number;
  r2ClassB: number;
  queueMessages: number;
  /** Queue operations: a write and a delete a message sent, a read a message given to a consumer. */
  queueOperations: number;
  consumerInvocations: number;
  /**
   * CPU ms per request, as Workers would bill it, estimated: the server's process group (./cpu.ts) less what the
   * runtime and its proxy take for an answer with no code (the bare worker's). Still more than Workers bills, which
   * is the isolate's alone: local D1's SQLite runs in the same process.
   */
  cpuMs: number;
  /** A list case's rows answered by a page (one request of the case, counted), to judge it by the list budget. */
  rowsAnswered?: number;
  /** The server's process group's CPU ms per request, and the runtime's that `cpuMs` leaves out. */
  serverCpuMs: number;
  runtimeCpuMs: number;
  dollars: Dollars;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The figures of a case from the counters before and after it, its CPU ms a request (the server's) and the
 * runtime's for an answer with no code.
 */
export function costOf(
  before: Counters,
  after: Counters,
  serverCpuMs: number,
  runtimeCpuMs: number,
  rowsAnswered?: number,
): CostFigures {
  const d = difference(after, before);
  const n = Math.max(1, d.requests);
  const tally = (purpose: Purpose, field: "roundTrips" | "rowsRead" | "rowsWritten") =>
    sum(Object.values(d.d1).map((byPurpose) => byPurpose[purpose]?.[field] ?? 0));
  const all = (field: "rowsRead" | "rowsWritten") => sum(PURPOSES.map((p) => tally(p, field)));
  const counted = Object.entries(d.requestsByRoundTrips).filter(([, count]) => count > 0);
  const requestTrips = sum(counted.map(([trips, count]) => Number(trips) * count));
  const byTable: Record<string, number> = {};
  for (const tables of Object.values(d.rowsWrittenByTable))
    for (const [table, rows] of Object.entries(tables ?? {})) byTable[table] = (byTable[table] ?? 0) + rows / n;
  const logRows = tally("log", "rowsWritten") / n;
  const totalRows = all("rowsWritten") / n;
  const sent = sum(Object.values(d.queueMessagesSent));
  const figures = {
    requests: d.requests,
    roundTrips: requestTrips / n,
    maxRoundTrips: Math.max(0, ...counted.map(([trips]) => Number(trips))),
    logRoundTrips: tally("log", "roundTrips") / n,
    keyRoundTrips: tally("key", "roundTrips") / n,
    queueRoundTrips: tally("queue", "roundTrips") / n,
    rowsRead: all("rowsRead") / n,
    rowsReadBy: Object.fromEntries(PURPOSES.map((p) => [p, tally(p, "rowsRead") / n])),
    rowsWritten: { log: logRows, other: totalRows - logRows, total: totalRows },
    rowsWrittenByTable: byTable,
    r2ClassA: d.r2.classA / n,
    r2ClassB: d.r2.classB / n,
    queueMessages: sent / n,
    queueOperations: (2 * sent + d.queueMessagesReceived) / n,
    consumerInvocations: d.queueBatches / n,
    cpuMs: Math.max(0, serverCpuMs - runtimeCpuMs),
    serverCpuMs,
    runtimeCpuMs,
    ...(rowsAnswered === undefined ? {} : { rowsAnswered }),
  };
  return { ...figures, dollars: dollarsOf(figures) };
}

function dollarsOf(f: Omit<CostFigures, "dollars">): Dollars {
  const parts = {
    requests: (1 + f.consumerInvocations) * PRICES.request,
    cpu: f.cpuMs * PRICES.cpuMs,
    log: f.rowsWritten.log * PRICES.rowWritten,
    writes: f.rowsWritten.other * PRICES.rowWritten,
    reads: f.rowsRead * PRICES.rowRead,
    r2: f.r2ClassA * PRICES.r2ClassA + f.r2ClassB * PRICES.r2ClassB,
    queues: f.queueOperations * PRICES.queueOperation,
  };
  return { ...parts, total: sum(Object.values(parts)) };
}

/** What is judged: `read` (a GET of the API), `write`, `download` (a GET that records its delivery); else nothing. */
export type CostKind = "read" | "write" | "download" | undefined;

/** A read's dollar budget: a single record's, plus, for a list page, $0.002 a million per row it answers. */
export const readDollarsBudget = (f: Pick<CostFigures, "rowsAnswered">) =>
  COST_BUDGETS.readDollars + COST_BUDGETS.listDollarsPerRow * (f.rowsAnswered ?? 0);

/** Rows read per row answered by a list case; undefined for another case. */
export const readPerAnswered = (f: Pick<CostFigures, "rowsAnswered" | "rowsRead">) =>
  f.rowsAnswered === undefined ? undefined : f.rowsRead / Math.max(1, f.rowsAnswered);

/** The cost budgets a case misses. */
export function costFailures(kind: CostKind, f: CostFigures): string[] {
  const failures: string[] = [];
  const most = kind === "read" ? COST_BUDGETS.readRoundTrips : COST_BUDGETS.writeRoundTrips;
  if (kind && f.maxRoundTrips > most)
    failures.push(`a request made ${f.maxRoundTrips} round trips of its own (> ${most}; mean ${fixed(f.roundTrips)})`);
  if (kind === "read" && f.rowsWritten.total > COST_BUDGETS.readRowsWritten)
    failures.push(`${fixed(f.rowsWritten.total)} rows written a read (> 1: its log row)`);
  const readBudget = readDollarsBudget(f);
  if (kind === "read" && f.dollars.total > readBudget)
    failures.push(`$${fixed(f.dollars.total)} a million reads (> $${fixed(readBudget, 3)})`);
  if (kind && f.rowsRead > COST_BUDGETS.maxRowsRead)
    failures.push(`${fixed(f.rowsRead, 0)} rows read a request (> ${COST_BUDGETS.maxRowsRead})`);
  if (kind && f.requests === 0) failures.push("no request counted by the meter");
  return failures;
}

const fixed = (n: number, digits = 2) => n.toFixed(digits);

/** A figure a request, to two decimals, or to the first significant one below that (0.004). */
const small = (n: number) => {
  if (n === 0) return "0";
  if (n >= 0.995 || n === Math.round(n)) return fixed(n, n >= 100 ? 0 : 2);
  const digits = Math.min(4, Math.max(2, 1 - Math.floor(Math.log10(n))));
  return fixed(n, digits);
};

/** One case of the cost table. */
export interface CostRow {
  name: string;
  kind: CostKind;
  figures: CostFigures;
  failures: string[];
}

/** A Markdown table, the `numeric` columns right-aligned. */
export function grid(head: string[], rows: string[][], numeric: Set<number>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (numeric.has(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

const budgetText = (kind: CostKind, f: CostFigures) =>
  kind === "read"
    ? `≤${COST_BUDGETS.readRoundTrips} trip, ≤1 row written, ≤$${fixed(readDollarsBudget(f), 3)}`
    : kind === "write"
      ? `≤${COST_BUDGETS.writeRoundTrips} trips`
      : kind === "download"
        ? `≤${COST_BUDGETS.writeRoundTrips} trips (read, receipt)`
        : "not judged";

/** The per-operation cost table: the meter's figures a request and dollars a million operations. */
export function costTable(rows: CostRow[]): string {
  const head = [
    "Case",
    "requests",
    "D1 trips (max)",
    "log / key trips",
    "rows read",
    "rows answered (read each)",
    "rows written: log",
    "other",
    "R2 A",
    "R2 B",
    "queue msgs",
    "CPU ms (est.)",
    "$ / M ops",
    "of which log",
    "budget",
    "ok",
  ];
  const body = rows.map(({ name, kind, figures: f, failures }) => [
    name,
    String(f.requests),
    `${fixed(f.roundTrips)} (${f.maxRoundTrips})`,
    `${small(f.logRoundTrips)} / ${small(f.keyRoundTrips)}`,
    small(f.rowsRead),
    f.rowsAnswered === undefined ? "-" : `${f.rowsAnswered} (${fixed(readPerAnswered(f) ?? 0)})`,
    small(f.rowsWritten.log),
    small(f.rowsWritten.other),
    small(f.r2ClassA),
    small(f.r2ClassB),
    small(f.queueMessages),
    fixed(f.cpuMs),
    fixed(f.dollars.total, 3),
    fixed(f.dollars.log, 3),
    budgetText(kind, f),
    kind === undefined ? "-" : failures.length === 0 ? "yes" : "NO",
  ]);
  return [
    "What an operation costs in production: a request's own D1 round trips (mean, and the most any made; with its " +
      "key kept), the request log's group writes and key lookups a request, D1's rows_read / rows_written a request " +
      "(index entries and triggers included), R2 class A and B operations and queue messages a request (the queue " +
      "consumers' work shared out over the requests that caused it), CPU ms a request (the server's process group " +
      "less the bare worker's answer with no code: still more than Workers bills, local D1 running in the same " +
      "process), and dollars a million operations at the published prices: Workers $0.30 a million requests (a " +
      "consumer invocation counted as one) and $0.02 a million CPU ms, D1 $0.001 a million rows read and $1.00 a " +
      "million rows written, R2 $4.50 / $0.36 a million class A / B operations, Queues $0.40 a million operations " +
      "(3 a message). Budgets (contract section 21): no request reads more than 5,000 rows; a read of one record " +
      "at most $1.40 a million, a list page $1.40 plus $0.002 per row it answers (rows answered: a page of the " +
      "case, counted once; in brackets, rows read per row answered), the mix $2.00.",
    "",
    grid(head, body, new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])),
  ].join("\n");
}

/** The mix's budget missed, if it is. */
export const mixFailures = (mix: MixResult): string[] =>
  mix.dollars.total > COST_BUDGETS.mixDollars
    ? [`the mix: $${fixed(mix.dollars.total)} a million requests (> $${fixed(COST_BUDGETS.mixDollars)})`]
    : [];

/**
 * The rows a list case's page answers: one request of it (`next(0)`) in JSON, its list counted (an answer that is an
 * object counts its first list).
 */
export async function rowsAnsweredBy(
  origin: string,
  c: { key?: string; next: (n: number) => { path: string } },
): Promise<number> {
  const res = await fetch(`${origin}${c.next(0).path}`, {
    headers: { Accept: "application/json", ...(c.key ? { "X-API-Key": c.key } : {}) },
  });
  const body = (await res.json()) as unknown;
  if (Array.isArray(body)) return body.length;
  const list = Object.values((body ?? {}) as Record<string, unknown>).find(Array.isArray);
  return list ? list.length : 0;
}

/** Rows written by table, a request, for the cases that write more than their log row. */
export function writesTable(rows: CostRow[]): string {
  const writers = rows.filter((r) => r.kind !== undefined && r.figures.rowsWritten.other >= 0.05);
  const lines = writers.map(({ name, figures }) => {
    const tables = Object.entries(figures.rowsWrittenByTable)
      .filter(([, rows]) => rows >= 0.005)
      .sort(([, a], [, b]) => b - a)
      .map(([table, rows]) => `${table} ${small(rows)}`);
    return [name, small(figures.rowsWritten.total), tables.join(", ")];
  });
  return [
    "Rows written a request, by table (each statement's rows_written: its row, each index entry, and what its triggers write):",
    "",
    grid(["Case", "rows written", "by table"], lines, new Set([1])),
  ].join("\n");
}

/** A realistic day's traffic: a case's name and its share of the requests. */
export interface MixPart {
  name: string;
  share: number;
}

export interface MixResult {
  parts: (MixPart & { dollars: Dollars })[];
  /** Dollars a million requests of the mix. */
  dollars: Dollars;
  missing: string[];
}

export function mixOf(mix: MixPart[], rows: CostRow[]): MixResult {
  const total = sum(mix.map((m) => m.share));
  const parts: MixResult["parts"] = [];
  const missing: string[] = [];
  for (const part of mix) {
    const row = rows.find((r) => r.name === part.name);
    if (row) parts.push({ ...part, dollars: row.figures.dollars });
    else missing.push(part.name);
  }
  const weight = sum(parts.map((p) => p.share));
  const keys = ["requests", "cpu", "log", "writes", "reads", "r2", "queues", "total"] as const;
  const dollars = Object.fromEntries(
    keys.map((k) => [k, weight === 0 ? 0 : sum(parts.map((p) => (p.share / weight) * p.dollars[k]))]),
  ) as unknown as Dollars;
  return { parts: parts.map((p) => ({ ...p, share: p.share / total })), dollars, missing };
}

const LABELS: [keyof Omit<Dollars, "total">, string][] = [
  ["log", "request log rows"],
  ["requests", "Workers requests"],
  ["writes", "other rows written"],
  ["cpu", "Workers CPU"],
  ["r2", "R2 operations"],
  ["queues", "Queues operations"],
  ["reads", "D1 rows read"],
];

/** The mix: each part's share and cost, and what a million requests of it cost, with where the money goes. */
export function mixTable(mix: MixResult): string {
  const rows = mix.parts.map((p) => [p.name, `${fixed(p.share * 100, 0)} %`, fixed(p.dollars.total, 3)]);
  const width = 40;
  const most = Math.max(...LABELS.map(([k]) => mix.dollars[k]));
  const bars = LABELS.map(([key, label]) => {
    const value = mix.dollars[key];
    const bar = "█".repeat(Math.round((value / (most || 1)) * width)) || (value > 0 ? "▏" : "");
    const share = mix.dollars.total === 0 ? 0 : (value / mix.dollars.total) * 100;
    return `  ${label.padEnd(20)} ${bar.padEnd(width)} $${fixed(value, 3).padStart(6)}  ${fixed(share, 0).padStart(3)} %`;
  });
  return [
    "The mix (a day of a station-facing service: mostly reads, station downloads and house IDs, a few creates and publishes):",
    "",
    grid(["Case", "share", "$ / M ops"], rows, new Set([1, 2])),
    ...(mix.missing.length > 0
      ? ["", `Not measured in this run (left out of the mix): ${mix.missing.join(", ")}.`]
      : []),
    "",
    `A million requests of the mix: $${fixed(mix.dollars.total, 2)}. Where it goes:`,
    "",
    "```",
    ...bars,
    "```",
  ].join("\n");
}

// ---- reading the meter ----------------------------------------------------------------------------------------

/** The meter's counters of the service at `origin` (./service-worker.ts). */
export async function readCounters(origin: string): Promise<Counters> {
  const res = await fetch(`${origin}/_bench/counters`);
  if (!res.ok) throw new Error(`${origin}/_bench/counters answered ${res.status}: is the service the bench's build?`);
  return (await res.json()) as Counters;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long to wait for the queues a case fed to be drained. */
const DRAIN_MS = 30_000;
const STILL_MS = 250;

/**
 * The counters once the work a case left is done: every message sent has been given to a consumer (or
 * `DRAIN_MS` passed), and no request has finished its work (its answer, and its `waitUntil`: the log write) for
 * `STILL_MS`.
 */
export async function settledCounters(origin: string): Promise<Counters> {
  const deadline = Date.now() + DRAIN_MS;
  let last = await readCounters(origin);
  for (;;) {
    await sleep(STILL_MS);
    const now = await readCounters(origin);
    const drained = now.queueMessagesReceived >= sum(Object.values(now.queueMessagesSent)) || Date.now() > deadline;
    const still = now.requests === last.requests && now.queueBatches === last.queueBatches;
    if (drained && still) return now;
    last = now;
  }
}
