/**
 * npm run bench: the service at scale, against budgets (see README.md,
 * "Performance and scale").
 *
 * 1. A separate local D1 database in a temporary directory: the migrations
 *    and the demo world (as `npm start` applies them), then one hundredth of
 *    the bench data (./seed.ts).
 * 2. The worker started as `npm start` starts it (scripts/start.sh, rate
 *    limiting off); GET /health and the growth cases measured at 1/100.
 * 3. The worker stopped, the data grown to full size, the worker started
 *    again; GET /health and every case measured.
 *    Then, on that worker, the media stage (./media.ts): 100 MiB up and down
 *    beside a bare worker on a local R2 of its own (./bare-worker/), 1 GiB
 *    through the resumable upload and back, workerd memory during each;
 *    then the webhook stage (./webhooks.ts): the outbox's cost to a write
 *    and events a second to a local receiver.
 * 4. One table on stdout (and the media stage's), bench/results/latest.json
 *    and latest.svg; exit 1 when a budget is missed.
 *
 * Environment: BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1),
 * BENCH_CONNECTIONS (16), BENCH_PORT (a free one), BENCH_KEEP=1 keeps the
 * temporary database. Results: bench/results/latest.{json,svg}.
 * BENCH_MEDIA_ONLY=1 runs the media stage alone (the demo world only, no
 * bench data; about 3 minutes): its table, bench/results/media-only.json.
 * BENCH_WEBHOOKS_ONLY=1 runs the webhook stage alone (the demo world; about a
 * minute): bench/results/webhooks-only.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchCase, benchCases, STATION_TARGETS_SQL, type StationTarget } from "./cases";
import { type LoadSettings, type Measurement, measure } from "./load";
import { BARE_WORKER, freePort, LOG_PARTITIONS, LocalDatabase, Worker } from "./local";
import { mediaStage } from "./media";
import { Progress } from "./progress";
import { BUDGETS, chart, judge, judgeMedia, type MediaVerdict, mediaTable, referenceNote, table } from "./report";
import { FULL, growStage, type SeedStep, SMALL, smallStage } from "./seed";
import { type WebhookResult, webhookStage, webhookTable } from "./webhooks";

const RESULTS = fileURLToPath(new URL("../../bench/results", import.meta.url));

const settings: LoadSettings = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
};

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

/** Seconds of each GET /health measurement between two cases. */
const BRACKET_SECONDS = 3;

/**
 * GET /health first, then each case followed by GET /health again: a case's
 * ratio is to the mean of the /health runs just before and just after it, so
 * that a change of the machine's load during the run moves both alike.
 */
async function measureAll(worker: Worker, cases: BenchCase[], data: Measurement["data"]) {
  const log = (m: Measurement) =>
    say(
      `  ${m.name.padEnd(44)} ${m.requestsPerSecond.toFixed(0).padStart(6)}/s  p50 ${m.p50Ms} ms  p99 ${m.p99Ms} ms  errors ${m.errors}${m.healthRequestsPerSecond ? `  (/health ${m.healthRequestsPerSecond.toFixed(0)}/s)` : ""}`,
    );
  const health = cases.find((c) => c.kind === "baseline");
  if (!health) throw new Error("no baseline case");
  const first = await measure(worker.origin, health, settings, data);
  log(first);
  const out: Measurement[] = [first];
  let before = first.requestsPerSecond;
  for (const c of cases.filter((x) => x.kind !== "baseline")) {
    const m = await measure(worker.origin, c, settings, data);
    const after = await measure(
      worker.origin,
      health,
      { ...settings, warmupSeconds: 0, seconds: BRACKET_SECONDS },
      data,
    );
    const measured = { ...m, healthRequestsPerSecond: (before + after.requestsPerSecond) / 2 };
    log(measured);
    out.push(measured);
    before = after.requestsPerSecond;
  }
  return out;
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

/** The webhook stage (./webhooks.ts) with the Set House ID case of `cases`; an error fails the stage. */
async function measureWebhooks(
  worker: Worker,
  cases: BenchCase[],
): Promise<{ result?: WebhookResult; error?: string }> {
  say("Webhooks: the outbox's cost to a write, and events to a local receiver:");
  const houseId = cases.find((c) => c.name === "Set House ID");
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
  const webhooks = await measureWebhooks(worker, benchCases([{ orderId: 5002, fileId: 8003 }]));
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
  // Its own local R2 beside the service's (./media.ts says why not the same).
  const bare = new Worker(await freePort(), join(dir, "bare"), join(dir, "bare-worker.log"), BARE_WORKER);
  const stop = () => {
    void Promise.all([worker.stop(), bare.stop()]).finally(() => process.exit(130));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  try {
    say(`Bench database: ${dir}`);
    say("Migrations and the demo world…");
    await db.prepare();
    if (process.env.BENCH_WEBHOOKS_ONLY === "1") {
      return await webhooksOnly(worker, `Media Delivery Service bench, ${new Date().toISOString().slice(0, 16)}Z`);
    }
    if (process.env.BENCH_MEDIA_ONLY === "1") {
      return await mediaOnly(worker, bare, `Media Delivery Service bench, ${new Date().toISOString().slice(0, 16)}Z`);
    }
    const now = Math.floor(Date.now() / 1000);
    await seed(db, "1/100 data", smallStage(now, LOG_PARTITIONS));

    const all = benchCases([{ orderId: 5002, fileId: 8003 }]);
    const baseline = all.filter((c) => c.kind === "baseline");
    say(`Worker (npm start) on ${worker.origin}, RATE_LIMIT_PER_MINUTE=0; measuring at 1/100 of the data:`);
    await worker.start();
    const small = await measureAll(worker, [...baseline, ...all.filter((c) => c.growth)], "1/100");
    await worker.stop();

    await seed(db, "full data", growStage(now, LOG_PARTITIONS));
    const targets = await db.query<StationTarget>(STATION_TARGETS_SQL);
    const cases = benchCases(targets);
    say("Measuring at full size:");
    await worker.start();
    const full = await measureAll(worker, cases, "full");
    const media = await measureMedia(worker, bare);
    const webhooks = webhookReport(await measureWebhooks(worker, cases));
    await worker.stop();

    const [smallHealth] = small;
    const [fullHealth] = full;
    if (!smallHealth || !fullHealth) throw new Error("no /health measurement");
    const smallByName = new Map(small.filter((m) => m.kind !== "baseline").map((m) => [m.name, m]));
    const verdicts = judge([...small, ...full], { "1/100": smallHealth, full: fullHealth }, smallByName);
    const passed =
      verdicts.every((v) => v.failures.length === 0) &&
      mediaFailures(media).length === 0 &&
      webhooks.failures.length === 0;

    const title = `Media Delivery Service bench, ${new Date().toISOString().slice(0, 16)}Z`;
    console.log(`\n${title}\n`);
    console.log(table(verdicts));
    const reference = referenceNote(verdicts);
    if (reference) console.log(`\n${reference}`);
    if (media.results.length > 0) console.log(`\n${mediaTable(media.results)}`);
    if (webhooks.text) console.log(`\n${webhooks.text}`);
    const failures = [
      ...verdicts.flatMap((v) => v.failures.map((f) => `${v.name} (${v.data}): ${f}`)),
      ...mediaFailures(media),
      ...webhooks.failures,
    ];
    console.log(failures.length === 0 ? "\nEvery budget met." : `\nBudgets missed:\n  ${failures.join("\n  ")}`);

    mkdirSync(RESULTS, { recursive: true });
    const report = {
      title,
      passed,
      budgets: BUDGETS,
      server: "npm start (scripts/start.sh)",
      settings,
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
      reference,
      results: verdicts,
      media,
      webhooks,
    };
    const name = "latest";
    writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(RESULTS, `${name}.svg`), chart(verdicts, title));
    say(`\nWrote bench/results/${name}.json and ${name}.svg in ${report.seconds} s.`);
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
