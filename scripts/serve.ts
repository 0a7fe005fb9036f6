/**
 * `npm start` serves the API with this (scripts/start.sh runs it once the
 * local D1 is migrated and seeded): wrangler's dev server, run through
 * wrangler's own API with wrangler.toml, the local D1 (in PERSIST_TO, else
 * wrangler's .wrangler/state) and the other local bindings exactly as
 * `wrangler dev` has them, without the two things of `wrangler dev` that are
 * for working on the code rather than for calling the API:
 *
 * - the DevTools inspector: it reports every D1 call of the worker to the
 *   wrangler process, about 4 ms of CPU for each, which would more than double
 *   what a request costs;
 * - file watching: a change in the working tree would reload the worker under
 *   a caller (or in the middle of a measurement, see scripts/bench/).
 *
 * `npm run dev` is `wrangler dev` itself, with both.
 *
 * The media engine (contract section 19): engine/server.mjs, the file the Container image runs, started in this
 * process on ENGINE_PORT (any free port unless set) with Debian's ffmpeg; the worker reaches it at ENGINE_URL, which
 * only local runs set. ENGINE_URL given: that engine is used and none is started.
 *
 * Environment: PORT (8787), PERSIST_TO, AUTH_FAILURE_LIMIT_PER_MINUTE (60; 0 turns
 * off the limit of failed authentication per address), RATE_LIMIT_PER_MINUTE (600; 0 turns
 * rate limiting off), BENCH_PROBES (the bench's "1": the service with the bench's reference points,
 * scripts/bench/service-worker.ts),
 * TEST_SCHEDULED ("1": `GET /__scheduled?cron=…` runs the Cron Trigger's
 * handler, as `wrangler dev --test-scheduled` does, with the current time;
 * only test/live/crash.test.ts sets it), CRON ("0": the Cron Trigger is not run on its own).
 *
 * The Cron Trigger: wrangler's dev server runs the scheduled handler only when
 * asked, so this runs it on the schedule of wrangler.toml's `crons` (UTC, as
 * Cloudflare does, ./cron-schedule.ts), and once at start for the ticks missed
 * while the service was stopped: queued deliveries of destinations now online
 * are taken up, uploads and logs swept, as deployed.
 */
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";
import { startEngine } from "../engine/server.mjs";
import { runSchedule } from "./cron-schedule.ts";

// workerd reports a failed outbound connection (a name that does not resolve, a TLS handshake that fails) as an
// internal error with its native stack, three times an attempt; the service logs each failed webhook attempt in
// one line of its own (src/features/webhooks/webhooks.sender.ts), so those reports are left out of the console.
const NATIVE_CONNECT_ERROR = /kj\/(async-io-unix|compat\/tls)\.c\+\+:\d+: failed: (DNS lookup failed|OpenSSL error)/;
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args.some((arg) => typeof arg === "string" && NATIVE_CONNECT_ERROR.test(arg))) return;
  consoleError(...args);
};

const port = Number(process.env.PORT || 8787);
const engineUrl = process.env.ENGINE_URL || (await startEngine(Number(process.env.ENGINE_PORT || 0))).url;
const worker = await unstable_startWorker({
  config: fileURLToPath(new URL("../wrangler.toml", import.meta.url)),
  // Only the bench sets it: the service with its reference points, never deployed.
  ...(process.env.BENCH_PROBES === "1"
    ? { entrypoint: fileURLToPath(new URL("./bench/service-worker.ts", import.meta.url)) }
    : {}),
  bindings: {
    RATE_LIMIT_PER_MINUTE: { type: "plain_text", value: process.env.RATE_LIMIT_PER_MINUTE || "600" },
    AUTH_FAILURE_LIMIT_PER_MINUTE: { type: "plain_text", value: process.env.AUTH_FAILURE_LIMIT_PER_MINUTE || "60" },
    // Locally, webhooks may target a receiver on this machine (http://localhost, http://127.0.0.1); never deployed.
    WEBHOOK_ALLOW_LOCAL: { type: "plain_text", value: "1" },
    ENGINE_URL: { type: "plain_text", value: engineUrl },
  },
  dev: {
    inspector: false,
    watch: false,
    // Only test/live/crash.test.ts sets it: wrangler's /__scheduled route, which no API path can be.
    testScheduled: process.env.TEST_SCHEDULED === "1",
    ...(process.env.PERSIST_TO ? { persist: process.env.PERSIST_TO } : {}),
    server: { hostname: "127.0.0.1", port },
    logLevel: "warn",
  },
});
await worker.ready;
const crons = (worker.config.triggers ?? []).flatMap((t) => (t.type === "cron" ? [t.cron] : []));
// Miniflare's own route for a scheduled event (wrangler's dev server always has it), with the tick's time.
const stopSchedule =
  process.env.CRON === "0"
    ? () => {}
    : runSchedule(
        crons,
        async ({ cron, scheduledTime }) => {
          const url = `http://127.0.0.1:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}&time=${scheduledTime}`;
          const res = await fetch(url);
          if (!res.ok) console.error(`cron ${cron}: the scheduled handler answered ${res.status} ${await res.text()}`);
        },
        { atStart: true },
      );
console.log(
  `Media Delivery Service on http://127.0.0.1:${port} (reference: /docs), media engine on ${engineUrl}` +
    `${process.env.CRON === "0" ? "" : `, cron ${crons.join(", ")} (UTC)`}. Ctrl-C stops it.`,
);
const stop = () => {
  stopSchedule();
  void worker.dispose().finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
