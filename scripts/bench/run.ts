/**
 * npm run bench: the service at scale, against budgets (see README.md,
 * "Performance and scale").
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
 *    the mean of the rounds just before and just after it). A case: a
 *    warm-up, the closed loop at the bench's connections, then at one
 *    connection, each in `PAIRS` pairs of runs with bare+D1 (its CPU judged
 *    by the median of the pairs' ratios, so that a change of the machine's
 *    load moves both sides alike), then the open loop at half the requests
 *    per second of the stage's first bare+D1 (./load.ts); the CPU of the
 *    server's process group over each (./cpu.ts).
 *    Then, on that service, the media stage (./media.ts): 100 MiB up and
 *    down beside the bare worker on a local R2 of its own, 1 GiB through the
 *    resumable upload and back, workerd memory during each; then the
 *    webhook stage (./webhooks.ts): the outbox's cost to a write and events
 *    a second to a local receiver.
 * 4. The tables on stdout, bench/results/latest.json, latest.svg and
 *    latest.md (the tables as printed); exit 1 when a budget is missed.
 *
 * Environment: BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1),
 * BENCH_CONNECTIONS (16), BENCH_SINGLE_SECONDS (3, the one-connection run),
 * BENCH_OPEN_SECONDS (3, the open loop), BENCH_PAIRS (5) and
 * BENCH_PAIR_SECONDS (1: a case's closed loops, in pairs with bare+D1),
 * BENCH_PORT (a free one),
 * BENCH_LOAD=autocannon (instead of wrk), BENCH_WRK (wrk's path),
 * BENCH_KEEP=1 keeps the temporary database. Results:
 * bench/results/latest.{json,svg,md}.
 * BENCH_API_ONLY=1 skips the media and webhook stages.
 * BENCH_MEDIA_ONLY=1 runs the media stage alone (the demo world only, no
 * bench data; about 3 minutes): its table, bench/results/media-only.json.
 * BENCH_WEBHOOKS_ONLY=1 runs the webhook stage alone (the demo world; about a
 * minute): bench/results/webhooks-only.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
import { CLOCK_TICKS } from "./cpu";
import { GENERATOR, type LoadSettings, type Measurement, measure, openLoop, type Pair } from "./load";
import { BARE_WORKER, freePort, LOG_PARTITIONS, LocalDatabase, Worker } from "./local";
import { mediaStage } from "./media";
import { Progress } from "./progress";
import {
  BUDGETS,
  chart,
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
} from "./report";
import { FULL, growStage, type SeedStep, SMALL, smallStage } from "./seed";
import { type WebhookResult, webhookStage, webhookTable } from "./webhooks";

const RESULTS = fileURLToPath(new URL("../../bench/results", import.meta.url));

const settings: LoadSettings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
  singleSeconds: Number(process.env.BENCH_SINGLE_SECONDS ?? 3),
  openSeconds: Number(process.env.BENCH_OPEN_SECONDS ?? 3),
};

/**
 * A case's closed loops (at the bench's connections and at one) are measured in this many pairs of runs of this
 * many seconds, each pair a run of the case and a run of bare+D1 beside it (./load.ts, `MeasureOptions.against`):
 * its CPU against bare+D1 is the median of the pairs' ratios. Runs of the same code minutes apart differ by more
 * than a budget's margin (the machine's load moves the references by a fifth within a run); a ratio taken within a
 * pair is moved least by it.
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const PAIR_SECONDS = Number(process.env.BENCH_PAIR_SECONDS ?? 1);

/** The references' closed loops are shorter than a case's (wrk takes whole seconds). */
const REFERENCE_SECONDS = Math.min(settings.seconds, 3);

/** A round of references after every this many cases. */
const ROUND_EVERY = 5;

const say = (text: string) => process.stderr.write(`${text}\n`);

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

function logLine(m: Measurement): string {
  const closed = pairedCpuRatio(m.pairs?.closed);
  const single = pairedCpuRatio(m.pairs?.single);
  const times = (ratio: number | undefined) => (ratio === undefined ? "" : ` (${f(ratio)}× bare+D1)`);
  const one = m.single ? `  1 conn ${f(m.single.cpuMsPerRequest)} ms${times(single)}, p99 ${m.single.p99Ms}` : "";
  const open = m.open ? `  open ${f(m.open.ratePerSecond, 0)}/s p50 ${m.open.p50Ms} p99 ${m.open.p99Ms}` : "";
  return `  ${m.name.padEnd(48)} ${f(m.closed.requestsPerSecond, 0).padStart(6)}/s  CPU ${f(m.closed.cpuMsPerRequest)} ms${times(closed)}  p50 ${m.closed.p50Ms} p99 ${m.closed.p99Ms}${one}${open}  errors ${m.errors}`;
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
  let pending: { m: Measurement; before: number }[] = [];
  const against = { target: bare, reference: BARE_D1, count: PAIRS, seconds: PAIR_SECONDS };
  for (const [i, c] of cases.entries()) {
    const m = await measure(worker, c, settings, data, { n: 0 }, { openRate: rate, against });
    const before = rounds.length - 1;
    say(logLine(m));
    pending.push({ m, before });
    if ((i + 1) % ROUND_EVERY === 0 || i === cases.length - 1) {
      rounds.push(await referenceRound(bare, data, rate));
      for (const p of pending)
        measured.push({ ...p.m, references: referencesOf(rounds, [p.before, rounds.length - 1]) });
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
    say("Migrations and the demo world…");
    await db.prepare();
    if (process.env.BENCH_WEBHOOKS_ONLY === "1") return await webhooksOnly(worker, title());
    if (process.env.BENCH_MEDIA_ONLY === "1") return await mediaOnly(worker, bare, title());
    const apiOnly = process.env.BENCH_API_ONLY === "1";
    const now = Math.floor(Date.now() / 1000);
    await seed(db, "1/100 data", smallStage(now, LOG_PARTITIONS));

    say(`Load generator: ${GENERATOR.description}; CPU from /proc (${CLOCK_TICKS} ticks a second).`);
    const all = benchCases([{ orderId: 5002, fileId: 8003 }]);
    await bare.start();
    say(`Bare worker on ${bare.origin}; the service (npm start) on ${worker.origin}, RATE_LIMIT_PER_MINUTE=0.`);
    say("Measuring at 1/100 of the data:");
    await worker.start();
    const small = await measureStage(
      worker,
      bare,
      all.filter((c) => c.kind === "baseline" || c.growth),
      "1/100",
    );
    await worker.stop();

    await seed(db, "full data", growStage(now, LOG_PARTITIONS));
    const targets = await db.query<StationTarget>(STATION_TARGETS_SQL);
    const cases = benchCases(targets);
    say("Measuring at full size:");
    await worker.start();
    const full = await measureStage(worker, bare, cases, "full");
    await bare.stop();
    const media = apiOnly ? undefined : await measureMedia(worker, bare);
    const webhooks = apiOnly ? undefined : webhookReport(await measureWebhooks(worker, targets));
    await worker.stop();

    const smallByName = new Map(
      small.measured.filter((m) => m.kind === "read" || m.kind === "write").map((m) => [m.name, m]),
    );
    const verdicts = judge([...small.measured, ...full.measured], smallByName);
    const failures = [
      ...verdicts.flatMap((v) => v.failures.map((x) => `${v.name} (${v.data}): ${x}`)),
      ...(media ? mediaFailures(media) : []),
      ...(webhooks?.failures ?? []),
    ];
    const passed = failures.length === 0;

    const heading = title();
    const printed = [
      heading,
      "",
      `Load generator: ${GENERATOR.description}; open loop: node:http at ${f(small.rate, 0)} req/s (1/100 data) and ${f(full.rate, 0)} req/s (full), half of bare+D1's closed-loop rate in the stage's first round.`,
      "",
      table(verdicts, settings.connections, PAIRS),
      "",
      latencyTable(verdicts, settings.connections),
      "",
      roundsNote([small, full]),
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
      server: "npm start (scripts/start.sh); references: scripts/bench/bare-worker/",
      loadGenerator: GENERATOR.description,
      cpu: `utime + stime of every process of each server's process group, /proc/<pid>/stat, ${CLOCK_TICKS} ticks a second`,
      settings: {
        ...settings,
        referenceSeconds: REFERENCE_SECONDS,
        roundEvery: ROUND_EVERY,
        pairs: PAIRS,
        pairSeconds: PAIR_SECONDS,
      },
      openLoopRate: { "1/100": small.rate, full: full.rate },
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
      references: { "1/100": small.rounds, full: full.rounds },
      results: verdicts,
      media,
      webhooks,
      failures,
    };
    const name = "latest";
    writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(report, compactPairs, 2)}\n`);
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
