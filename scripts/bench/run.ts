/**
 * npm run bench: the service at scale, against budgets (see docs/performance.md,
 * "The bench" and "Budgets").
 *
 * 1. A separate local D1 database in a temporary directory: the migrations
 *    and the demo world (as `npm start` applies them), then one hundredth of
 *    the bench data (./seed.ts).
 * 2. The bare worker (./bare-worker/, its own local D1 and R2) and the
 *    service (as `npm start` starts it: scripts/start.sh, rate limiting off)
 *    started side by side, both through wrangler's unstable_startWorker
 *    without inspector or watching. The references (the bare worker
 *    answering ok, and after one D1 round trip) measured in a round, then
 *    GET /health and the growth cases at 1/100, a round of references again.
 * 3. The service stopped, the data grown to full size, the service started
 *    again; a round of references, then every case, a round after every
 *    `ROUND_EVERY` cases and at the end (a case's requests a second against
 *    the mean of the rounds just before and just after it). A case: the
 *    meter's counters read (./costs.ts), a warm-up, the closed loop at the
 *    bench's connections in `PAIRS` pairs of runs with bare+D1 (its CPU
 *    judged by the median of the pairs' ratios, so that a change of the
 *    machine's load moves both sides alike), one run at one connection, then
 *    the open loop at half the requests per second of the stage's first
 *    bare+D1 (./load.ts); the CPU of the server's process group over each
 *    (./cpu.ts); the counters read again once its queues are drained.
 *    Then, on that service, the media stage (./media.ts): 100 MiB up and
 *    down beside the bare worker on a local R2 of its own, 1 GiB through the
 *    resumable upload and back, workerd memory during each; then the
 *    webhook stage (./webhooks.ts): the outbox's cost to a write and events
 *    a second to a local receiver.
 * 4. The tables on stdout, bench/results/latest.json, latest.svg and
 *    latest.md (the tables as printed); exit 1 when a budget is missed.
 *
 * Environment: BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1),
 * BENCH_CONNECTIONS (16), BENCH_SINGLE_SECONDS (2, the one-connection run),
 * BENCH_OPEN_SECONDS (3, the open loop), BENCH_PAIRS (3) and
 * BENCH_PAIR_SECONDS (1: a case's closed loop, in pairs with bare+D1),
 * BENCH_PORT (a free one),
 * BENCH_LOAD=autocannon (instead of wrk), BENCH_WRK (wrk's path),
 * BENCH_KEEP=1 keeps the temporary database. Results:
 * bench/results/latest.{json,svg,md}.
 * BENCH_API_ONLY=1 skips the media and webhook stages.
 * BENCH_MEDIA_ONLY=1 runs the media stage alone (the demo world only, no
 * bench data; about 3 minutes): its table, bench/results/media-only.json.
 * BENCH_WEBHOOKS_ONLY=1 runs the webhook stage alone (the demo world; about a
 * minute): bench/results/webhooks-only.json.
 *
 * What each case costs in production (./costs.ts): the service is the bench's
 * build (./service-worker.ts), whose bindings count D1's rows read and
 * written, round trips, R2 and queue operations; the bench reads the counters
 * before and after each case. BENCH_ONLY=<names, comma-separated> measures
 * those cases only (a case's name, or a part of it; `media` and `webhooks`
 * name those stages), at full size (and at 1/100 too for a growth case).
 * BENCH_COST_ONLY=1 measures the cost of every case (or of BENCH_ONLY's)
 * with one closed loop each, no pairs nor references: the cost tables,
 * bench/results/cost-only.{json,md}. BENCH_DATA=<directory> keeps the
 * seeded data there and copies it for each later run (made again when the
 * migrations, the fixtures or the seed change, or after a day): a run of one
 * case then takes about a minute; the growth cases are then measured at full
 * size only.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type BenchCase,
  bareCases,
  benchCases,
  NORTHWIND_ORGANIZATION,
  STATION_TARGETS_SQL,
  type StationTarget,
} from "./cases";
import {
  COST_BUDGETS,
  type CostFigures,
  type CostRow,
  costFailures,
  costOf,
  costTable,
  mixFailures,
  mixOf,
  mixTable,
  PRICES,
  readCounters,
  rowsAnsweredBy,
  settledCounters,
  writesTable,
} from "./costs";
import type { Counters } from "./counters";
import { CLOCK_TICKS } from "./cpu";
import { GENERATOR, type LoadSettings, type Measurement, measure, openLoop, type Pair } from "./load";
import { BARE_WORKER, freePort, LOG_PARTITIONS, LocalDatabase, Worker } from "./local";
import { mediaStage } from "./media";
import { Progress } from "./progress";
import {
  BUDGETS,
  chart,
  costKindOf,
  judge,
  judgeMedia,
  latencyTable,
  type Measured,
  type MediaVerdict,
  mediaTable,
  pairedCpuRatio,
  type ReferenceRound,
  referenceRows,
  referencesOf,
  roundsNote,
  table,
  type Verdict,
} from "./report";
import { FULL, growStage, type SeedStep, SMALL, smallStage } from "./seed";
import { type WebhookResult, webhookStage, webhookTable } from "./webhooks";

const RESULTS = fileURLToPath(new URL("../../bench/results", import.meta.url));

const settings: LoadSettings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
  singleSeconds: Number(process.env.BENCH_SINGLE_SECONDS ?? 2),
  openSeconds: Number(process.env.BENCH_OPEN_SECONDS ?? 3),
};

/**
 * A case's closed loops (at the bench's connections and at one) are measured in this many pairs of runs of this
 * many seconds, each pair a run of the case and a run of bare+D1 beside it (./load.ts, `MeasureOptions.against`):
 * its CPU against bare+D1 is the median of the pairs' ratios. Runs of the same code minutes apart differ by more
 * than a budget's margin (the machine's load moves the references by a fifth within a run); a ratio taken within a
 * pair is moved least by it.
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 1);

/** The references' closed loops are shorter than a case's (wrk takes whole seconds). */
const REFERENCE_SECONDS = Math.min(settings.seconds, 3);

/** A round of references after every this many cases. */
const ROUND_EVERY = 5;

const say = (text: string) => process.stderr.write(`${text}\n`);

/** BENCH_ONLY's names, lower case; undefined when every case runs. */
const ONLY = process.env.BENCH_ONLY?.split(",")
  .map((name) => name.trim().toLowerCase())
  .filter((name) => name !== "");
const COST_ONLY = process.env.BENCH_COST_ONLY === "1";
/** A case's closed loop in BENCH_COST_ONLY (seconds). */
const COST_SECONDS = Number(process.env.BENCH_COST_SECONDS ?? 3);

/** BENCH_DATA: where the seeded data is kept between runs. */
const DATA = process.env.BENCH_DATA;
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DAY_MS = 86_400_000;

/** What the kept data was made from: the migrations, the fixtures and the seed. */
function dataStamp(): string {
  const hash = createHash("sha256");
  for (const dir of ["migrations", "migrations-logs", "migrations-asrun", "fixtures"]) {
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      const file = join(ROOT, dir, name);
      if (/\.(sql|ts)$/.test(name)) hash.update(`${dir}/${name}\n`).update(readFileSync(file));
    }
  }
  hash.update(readFileSync(join(ROOT, "scripts", "bench", "seed.ts")));
  return hash.digest("hex");
}

/**
 * The bench's data at full size in `dir`: made in BENCH_DATA the first time (or when stale) and copied from there,
 * or made in `dir` itself; `now` is when it was made (the seed's dates are relative to it).
 */
async function fullData(db: LocalDatabase, dir: string, now: number): Promise<void> {
  if (!DATA) {
    await seed(db, "full data", growStage(now, LOG_PARTITIONS));
    return;
  }
  const stampFile = join(DATA, "bench-data.json");
  const stamp = dataStamp();
  const kept = existsSync(stampFile)
    ? (JSON.parse(readFileSync(stampFile, "utf8")) as { stamp: string; at: number })
    : undefined;
  if (!kept || kept.stamp !== stamp || Date.now() - kept.at > DAY_MS) {
    say(`BENCH_DATA: making the data in ${DATA} (kept for later runs)…`);
    rmSync(DATA, { recursive: true, force: true });
    mkdirSync(DATA, { recursive: true });
    const keep = new LocalDatabase(DATA);
    await keep.prepare();
    await seed(keep, "1/100 data", smallStage(now, LOG_PARTITIONS));
    await seed(keep, "full data", growStage(now, LOG_PARTITIONS));
    writeFileSync(stampFile, JSON.stringify({ stamp, at: Date.now() }));
  } else {
    say(`BENCH_DATA: the data of ${new Date(kept.at).toISOString().slice(0, 16)}Z, copied from ${DATA}.`);
  }
  rmSync(join(dir, "v3"), { recursive: true, force: true });
  cpSync(join(DATA, "v3"), join(dir, "v3"), { recursive: true });
}

/** The cases BENCH_ONLY names: a name given whole, else every case whose name contains it. */
function selected(cases: BenchCase[], all: BenchCase[] = cases): BenchCase[] {
  if (!ONLY) return cases;
  const names = new Set<string>();
  for (const term of ONLY) {
    if (term === "media" || term === "webhooks") continue;
    const exact = all.filter((c) => c.name.toLowerCase() === term);
    const found = exact.length > 0 ? exact : all.filter((c) => c.name.toLowerCase().includes(term));
    if (found.length === 0)
      throw new Error(`BENCH_ONLY: no case is named "${term}"; the cases: ${all.map((c) => c.name).join(", ")}`);
    for (const c of found) names.add(c.name);
  }
  return cases.filter((c) => names.has(c.name));
}

/** Whether a stage runs: always, unless BENCH_ONLY names cases and not it. */
const stageWanted = (stage: "media" | "webhooks") => !ONLY || ONLY.includes(stage);

async function seed(db: LocalDatabase, title: string, steps: SeedStep[]) {
  const progress = new Progress(
    title,
    steps.reduce((sum, s) => sum + s.rows, 0),
  );
  for (const step of steps) {
    await db.execute(step.sql, step.database);
    progress.advance(step.rows, step.label);
  }
  progress.finish();
}

const f = (n: number, digits = 2) => n.toFixed(digits);

/** A case's cost in one line, as the run goes. */
const costLine = (c: CostFigures) =>
  `trips ${f(c.roundTrips)} (max ${c.maxRoundTrips}), rows read ${f(c.rowsRead, 1)}, written ` +
  `${f(c.rowsWritten.log)} log + ${f(c.rowsWritten.other)}, R2 ${f(c.r2ClassA)}/${f(c.r2ClassB)}, CPU ` +
  `${f(c.cpuMs)} ms over the runtime's: $${f(c.dollars.total, 3)}/M`;

function logLine(m: Measurement & { cost?: CostFigures }): string {
  const closed = pairedCpuRatio(m.pairs?.closed);
  const single = pairedCpuRatio(m.pairs?.single);
  const times = (ratio: number | undefined) => (ratio === undefined ? "" : ` (${f(ratio)}× bare+D1)`);
  const one = m.single ? `  1 conn ${f(m.single.cpuMsPerRequest)} ms${times(single)}, p99 ${m.single.p99Ms}` : "";
  const open = m.open ? `  open ${f(m.open.ratePerSecond, 0)}/s p50 ${m.open.p50Ms} p99 ${m.open.p99Ms}` : "";
  const cost = m.cost ? `\n  ${"".padEnd(48)} ${costLine(m.cost)}` : "";
  return (
    `  ${m.name.padEnd(48)} ${f(m.closed.requestsPerSecond, 0).padStart(6)}/s  CPU ${f(m.closed.cpuMsPerRequest)} ` +
    `ms${times(closed)}  p50 ${m.closed.p50Ms} p99 ${m.closed.p99Ms}${one}${open}  errors ${m.errors}${cost}`
  );
}

/** In the JSON, a case's pairs as their figures only (each run's whole record would quadruple the file). */
function compactPairs(key: string, value: unknown): unknown {
  if (key !== "pairs" || !value || typeof value !== "object") return value;
  const figures = (pairs: Pair[]) =>
    pairs.map(({ run, reference }) => ({
      cpuMsPerRequest: run.cpuMsPerRequest,
      referenceCpuMsPerRequest: reference.cpuMsPerRequest,
      requestsPerSecond: run.requestsPerSecond,
      referenceRequestsPerSecond: reference.requestsPerSecond,
      errors: run.errors,
      referenceErrors: reference.errors,
    }));
  const { closed, single } = value as NonNullable<Measurement["pairs"]>;
  return { closed: figures(closed), single: figures(single) };
}

const [BARE_OK, BARE_D1] = bareCases as [BenchCase, BenchCase];

/** A round of the references on the bare worker; the first of a stage also sets the open loop's rate. */
async function referenceRound(bare: Worker, data: Measurement["data"], rate?: number): Promise<ReferenceRound> {
  const s = { ...settings, seconds: REFERENCE_SECONDS };
  const ok = await measure(bare, BARE_OK, s, data);
  const d1 = await measure(bare, BARE_D1, s, data);
  if (rate === undefined) {
    const open = d1.closed.requestsPerSecond / 2;
    ok.open = await openLoop(bare, BARE_OK, open, settings.openSeconds, { n: 0 });
    d1.open = await openLoop(bare, BARE_D1, open, settings.openSeconds, { n: 0 });
    ok.errors += ok.open.errors;
    d1.errors += d1.open.errors;
  }
  say(logLine(ok));
  say(logLine(d1));
  return { data, bare: ok, d1 };
}

/**
 * One stage: a round of references, then the cases with a round after every `ROUND_EVERY` and at the end; each
 * case against the mean of the round before it and the round after it.
 */
async function measureStage(worker: Worker, bare: Worker, cases: BenchCase[], data: Measurement["data"]) {
  const rounds = [await referenceRound(bare, data)];
  const rate = (rounds[0] as ReferenceRound).d1.closed.requestsPerSecond / 2;
  const measured: Measured[] = [];
  type Counted = { m: Measurement; before: number; counters: [Counters, Counters]; answered: number | undefined };
  let pending: Counted[] = [];
  const against = { target: bare, reference: BARE_D1, count: PAIRS, seconds: PAIR_SECONDS };
  for (const [i, c] of cases.entries()) {
    // A list case's page, counted before its counters are (so that its request is no case's).
    const answered = c.list ? await rowsAnsweredBy(worker.origin, c) : undefined;
    const counted = c.list ? await settledCounters(worker.origin) : await readCounters(worker.origin);
    const m = await measure(worker, c, settings, data, { n: 0 }, { openRate: rate, against });
    const counters: [Counters, Counters] = [counted, await settledCounters(worker.origin)];
    const before = rounds.length - 1;
    // As it goes, against the round before it; in the results, against the rounds before and after it.
    const runtime = (rounds[before] as ReferenceRound).bare.closed.cpuMsPerRequest;
    say(logLine({ ...m, cost: costOf(...counters, m.closed.cpuMsPerRequest, runtime, answered) }));
    pending.push({ m, before, counters, answered });
    if ((i + 1) % ROUND_EVERY === 0 || i === cases.length - 1) {
      rounds.push(await referenceRound(bare, data, rate));
      for (const p of pending) {
        const references = referencesOf(rounds, [p.before, rounds.length - 1]);
        const cost = costOf(...p.counters, p.m.closed.cpuMsPerRequest, references.bare.cpuMsPerRequest, p.answered);
        measured.push({ ...p.m, references, cost });
      }
      pending = [];
    }
  }
  return { data, rounds, rate, measured: [...referenceRows(rounds), ...measured] };
}

/** The media stage on the running `worker`, the bare worker started beside it; an error fails the stage. */
async function measureMedia(worker: Worker, bare: Worker): Promise<{ results: MediaVerdict[]; error?: string }> {
  say(`Media: 100 MiB and 1 GiB files; the bare worker on ${bare.origin}:`);
  try {
    await bare.start();
    return { results: judgeMedia(await mediaStage(worker, bare, say)) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    say(`  media stage failed: ${message}`);
    return { results: [], error: message };
  } finally {
    await bare.stop();
  }
}

const mediaFailures = (media: Awaited<ReturnType<typeof measureMedia>>) => [
  ...(media.error ? [`Media stage: ${media.error}`] : []),
  ...media.results.flatMap((v) => v.failures.map((f) => `${v.name}: ${f}`)),
];

/**
 * The webhook stage (./webhooks.ts) with the Set House ID case on those of `targets` that Northwind sent (its event
 * goes to the agency that sent the order, and the stage subscribes Northwind); an error fails the stage.
 */
async function measureWebhooks(
  worker: Worker,
  targets: StationTarget[],
): Promise<{ result?: WebhookResult; error?: string }> {
  say("Webhooks: the outbox's cost to a write, and events to a local receiver:");
  const northwind = targets.filter((t) => t.ownerId === undefined || t.ownerId === NORTHWIND_ORGANIZATION);
  if (northwind.length === 0) return { error: "no order of Northwind's is sent to WXYZ-TV" };
  const houseId = benchCases(northwind).find((c) => c.name === "Set House ID");
  if (!houseId) return { error: "no Set House ID case" };
  try {
    return { result: await webhookStage(worker, houseId, settings, say) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    say(`  webhook stage failed: ${message}`);
    return { error: message };
  }
}

const webhookReport = (w: Awaited<ReturnType<typeof measureWebhooks>>) => {
  if (!w.result) return { text: "", failures: [`Webhook stage: ${w.error}`] };
  return webhookTable(w.result);
};

/** BENCH_WEBHOOKS_ONLY=1: the webhook stage alone, on the demo world. */
async function webhooksOnly(worker: Worker, title: string): Promise<number> {
  await worker.start();
  const webhooks = await measureWebhooks(worker, [{ orderId: 5002, fileId: 8003, ownerId: NORTHWIND_ORGANIZATION }]);
  await worker.stop();
  const { text, failures } = webhookReport(webhooks);
  console.log(`\n${title} (webhook stage only)\n`);
  if (text) console.log(text);
  console.log(failures.length === 0 ? "\nEvery budget met." : `\nBudgets missed:\n  ${failures.join("\n  ")}`);
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, "webhooks-only.json"), `${JSON.stringify({ title, webhooks }, null, 2)}\n`);
  return failures.length === 0 ? 0 : 1;
}

/** BENCH_MEDIA_ONLY=1: the media stage alone, on the demo world. */
async function mediaOnly(worker: Worker, bare: Worker, title: string): Promise<number> {
  await worker.start();
  const media = await measureMedia(worker, bare);
  await worker.stop();
  const failures = mediaFailures(media);
  console.log(`\n${title} (media stage only)\n`);
  if (media.results.length > 0) console.log(mediaTable(media.results));
  console.log(failures.length === 0 ? "\nEvery budget met." : `\nBudgets missed:\n  ${failures.join("\n  ")}`);
  mkdirSync(RESULTS, { recursive: true });
  const report = { title, passed: failures.length === 0, budgets: BUDGETS, media };
  writeFileSync(join(RESULTS, "media-only.json"), `${JSON.stringify(report, null, 2)}\n`);
  say("\nWrote bench/results/media-only.json.");
  return failures.length === 0 ? 0 : 1;
}

/** The cost table's rows: every case measured at full size with its meter's figures. */
const costRows = (verdicts: Verdict[]): CostRow[] =>
  verdicts
    .filter((v) => v.data === "full" && v.cost)
    .map((v) => ({
      name: v.name,
      kind: costKindOf(v.kind),
      figures: v.cost as NonNullable<Verdict["cost"]>,
      failures: v.failures,
    }));

/** The mix of ./cases.ts (each case's `mix` share) over the cases measured. */
const mixFor = (cases: BenchCase[], rows: CostRow[]) =>
  mixOf(
    cases.filter((c) => c.mix).map((c) => ({ name: c.name, share: c.mix as number })),
    rows,
  );

/** The cost part alone (BENCH_COST_ONLY=1): every case (or BENCH_ONLY's) in one closed loop, counted. */
async function costOnly(
  worker: Worker,
  all: BenchCase[],
  cases: BenchCase[],
  title: string,
  started: number,
): Promise<number> {
  say("Measuring what each case costs (one closed loop each):");
  await worker.start();
  const rows: CostRow[] = [];
  const loop: LoadSettings = { ...settings, seconds: COST_SECONDS, singleSeconds: 0, openSeconds: 0 };
  try {
    // What the runtime takes for an answer with no code, left out of a case's CPU (`CostFigures.cpuMs`).
    const probe = all.find((c) => c.kind === "reference" && c.next(0).path === "/_bench/empty");
    const runtime = probe ? (await measure(worker, probe, loop, "full")).closed.cpuMsPerRequest : 0;
    say(`  the service's runtime with no code: ${f(runtime)} ms of CPU a request`);
    for (const c of cases) {
      // A list case's page, counted before its counters are (so that its request is no case's).
      const answered = c.list ? await rowsAnsweredBy(worker.origin, c) : undefined;
      const before = c.list ? await settledCounters(worker.origin) : await readCounters(worker.origin);
      const m = await measure(worker, c, loop, "full");
      const cost = costOf(before, await settledCounters(worker.origin), m.closed.cpuMsPerRequest, runtime, answered);
      const kind = costKindOf(c.kind);
      const failures = [
        ...costFailures(kind, cost),
        ...(m.errors > 0 ? [`${m.errors} errors (${JSON.stringify(m.closed.statuses)})`] : []),
      ];
      rows.push({ name: c.name, kind, figures: cost, failures });
      say(`  ${c.name.padEnd(48)} ${m.closed.requestsPerSecond.toFixed(0).padStart(6)}/s ${costLine(cost)}`);
    }
  } finally {
    await worker.stop();
  }
  const mix = mixFor(cases, rows);
  const failures = [
    ...rows.flatMap((r) => r.failures.map((f) => `${r.name}: ${f}`)),
    ...(mix.missing.length === 0 ? mixFailures(mix) : []),
  ];
  const printed = [
    `${title} (cost only)`,
    "",
    `Load generator: ${GENERATOR.description}; each case a warm-up of ${settings.warmupSeconds} s and one closed loop of ${COST_SECONDS} s at ${settings.connections} connections.`,
    "",
    costTable(rows),
    "",
    writesTable(rows),
    "",
    mixTable(mix),
    "",
    failures.length === 0 ? "Every cost budget met." : `Budgets missed:\n  ${failures.join("\n  ")}`,
  ].join("\n");
  console.log(`\n${printed}`);
  mkdirSync(RESULTS, { recursive: true });
  const report = { title, seconds: Math.round((Date.now() - started) / 1000), rows, mix, failures };
  writeFileSync(join(RESULTS, "cost-only.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS, "cost-only.md"), `${printed}\n`);
  say(`\nWrote bench/results/cost-only.json and cost-only.md in ${report.seconds} s.`);
  return failures.length === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), "mds-bench-"));
  const db = new LocalDatabase(dir);
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const worker = new Worker(port, dir, join(dir, "worker.log"));
  // Its own local D1 and R2 beside the service's (./media.ts says why not the same).
  const bare = new Worker(await freePort(), join(dir, "bare"), join(dir, "bare-worker.log"), BARE_WORKER);
  const stop = () => {
    void Promise.all([worker.stop(), bare.stop()]).finally(() => process.exit(130));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  const title = () => `Media Delivery Service bench, ${new Date().toISOString().slice(0, 16)}Z`;
  try {
    say(`Bench database: ${dir}`);
    const stageOnly = process.env.BENCH_WEBHOOKS_ONLY === "1" || process.env.BENCH_MEDIA_ONLY === "1";
    // With BENCH_DATA, the kept data comes migrated and seeded (`fullData`).
    if (!DATA || stageOnly) {
      say("Migrations and the demo world…");
      await db.prepare();
    }
    if (process.env.BENCH_WEBHOOKS_ONLY === "1") return await webhooksOnly(worker, title());
    if (process.env.BENCH_MEDIA_ONLY === "1") return await mediaOnly(worker, bare, title());
    const apiOnly = process.env.BENCH_API_ONLY === "1";
    const now = Math.floor(Date.now() / 1000);
    // The names BENCH_ONLY gives are checked before any data is made.
    const named = selected(benchCases([{ orderId: 5002, fileId: 8003 }]));
    if (!DATA) await seed(db, "1/100 data", smallStage(now, LOG_PARTITIONS));
    say(`Load generator: ${GENERATOR.description}; CPU from /proc (${CLOCK_TICKS} ticks a second).`);

    if (COST_ONLY) {
      await fullData(db, dir, now);
      const targets = await db.query<StationTarget>(STATION_TARGETS_SQL);
      const all = benchCases(targets);
      return await costOnly(worker, all, selected(all), title(), started);
    }

    // With BENCH_DATA the data is full size from the start: no stage at 1/100.
    const growing = DATA ? [] : named.filter((c) => c.kind === "baseline" || c.growth);
    let small: Awaited<ReturnType<typeof measureStage>> | undefined;
    if (growing.some((c) => c.growth)) {
      await bare.start();
      say(`Bare worker on ${bare.origin}; the service (npm start) on ${worker.origin}, RATE_LIMIT_PER_MINUTE=0.`);
      say("Measuring at 1/100 of the data:");
      await worker.start();
      small = await measureStage(worker, bare, growing, "1/100");
      await worker.stop();
      await bare.stop();
    }

    await fullData(db, dir, now);
    const targets = await db.query<StationTarget>(STATION_TARGETS_SQL);
    const cases = selected(benchCases(targets));
    await worker.start();
    let full: Awaited<ReturnType<typeof measureStage>> | undefined;
    if (cases.length > 0) {
      await bare.start();
      say(`Measuring at full size (the service on ${worker.origin}, the bare worker on ${bare.origin}):`);
      full = await measureStage(worker, bare, cases, "full");
      await bare.stop();
    }
    const media = apiOnly || !stageWanted("media") ? undefined : await measureMedia(worker, bare);
    const webhooks =
      apiOnly || !stageWanted("webhooks") ? undefined : webhookReport(await measureWebhooks(worker, targets));
    await worker.stop();

    const stages = [small, full].filter((x): x is NonNullable<typeof x> => x !== undefined);
    const smallByName = new Map(
      (small?.measured ?? []).filter((m) => m.kind !== "bare" && m.kind !== "baseline").map((m) => [m.name, m]),
    );
    const verdicts = judge(
      stages.flatMap((x) => x.measured),
      smallByName,
    );
    const rows = costRows(verdicts);
    const mix = mixFor(cases, rows);
    const failures = [
      ...verdicts.flatMap((v) => v.failures.map((x) => `${v.name} (${v.data}): ${x}`)),
      ...(media ? mediaFailures(media) : []),
      ...(webhooks?.failures ?? []),
      ...(rows.length > 0 && mix.missing.length === 0 ? mixFailures(mix) : []),
    ];
    const passed = failures.length === 0;

    const heading = title();
    const rates = stages.map((x) => `${f(x.rate, 0)} req/s (${x.data} data)`).join(" and ");
    const printed = [
      heading,
      ...(ONLY ? ["", `BENCH_ONLY: ${ONLY.join(", ")}.`] : []),
      ...(DATA ? ["", `BENCH_DATA: the data kept in ${DATA} (no stage at 1/100 of the data).`] : []),
      "",
      `Load generator: ${GENERATOR.description}; open loop: node:http at ${rates || "-"}, half of bare+D1's closed-loop rate in the stage's first round.`,
      ...(verdicts.length > 0
        ? [
            "",
            table(verdicts, settings.connections, PAIRS),
            "",
            latencyTable(verdicts, settings.connections),
            "",
            roundsNote(stages),
          ]
        : []),
      ...(rows.length > 0 ? ["", costTable(rows), "", writesTable(rows), "", mixTable(mix)] : []),
      ...(media?.results.length ? ["", mediaTable(media.results)] : []),
      ...(webhooks?.text ? ["", webhooks.text] : []),
      "",
      passed ? "Every budget met." : `Budgets missed:\n  ${failures.join("\n  ")}`,
    ].join("\n");
    console.log(`\n${printed}`);

    mkdirSync(RESULTS, { recursive: true });
    const report = {
      title: heading,
      passed,
      budgets: BUDGETS,
      costBudgets: COST_BUDGETS,
      prices: PRICES,
      ...(ONLY ? { only: ONLY } : {}),
      server:
        "npm start (scripts/start.sh) with the bench's build (scripts/bench/service-worker.ts); references: scripts/bench/bare-worker/",
      loadGenerator: GENERATOR.description,
      cpu: `utime + stime of every process of each server's process group, /proc/<pid>/stat, ${CLOCK_TICKS} ticks a second`,
      settings: {
        ...settings,
        referenceSeconds: REFERENCE_SECONDS,
        roundEvery: ROUND_EVERY,
        pairs: PAIRS,
        pairSeconds: PAIR_SECONDS,
      },
      openLoopRate: Object.fromEntries(stages.map((x) => [x.data, x.rate])),
      ...(apiOnly ? { stages: "API only (BENCH_API_ONLY=1)" } : {}),
      data: {
        destinations: 139,
        orders: FULL.orders,
        draftsToPublish: FULL.drafts,
        deliveries: FULL.orders * 10,
        requestLogs: FULL.logs,
        growthMeasuredAt: { orders: SMALL.orders, deliveries: SMALL.orders * 10, requestLogs: SMALL.logs },
      },
      machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg() },
      seconds: Math.round((Date.now() - started) / 1000),
      references: Object.fromEntries(stages.map((x) => [x.data, x.rounds])),
      results: verdicts,
      costs: rows,
      mix,
      media,
      webhooks,
      failures,
    };
    // A run of some cases only is not the latest full run.
    const name = ONLY ? "only" : "latest";
    writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(report, compactPairs, 2)}\n`);
    if (verdicts.length > 0)
      writeFileSync(
        join(RESULTS, `${name}.svg`),
        chart(
          verdicts,
          heading,
          `${GENERATOR.description}, ${settings.connections} connections. At the right: CPU per request, requests/s, open-loop p99, errors.`,
        ),
      );
    writeFileSync(join(RESULTS, `${name}.md`), `${printed}\n`);
    say(`\nWrote bench/results/${name}.json, ${name}.svg and ${name}.md in ${report.seconds} s.`);
    return passed ? 0 : 1;
  } finally {
    await Promise.all([worker.stop(), bare.stop()]);
    if (process.env.BENCH_KEEP === "1") say(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
