/**
 * The worker for `BENCH_SERVER=direct`: what `npm start` runs (wrangler's dev
 * server, wrangler.toml, the same local D1 persisted in PERSIST_TO,
 * RATE_LIMIT_PER_MINUTE=0) through wrangler's own API, without the two things
 * of the dev server that are not the service: the DevTools inspector (it
 * reports every D1 call to the wrangler process, about 3 ms of CPU per call)
 * and file watching (a change in the working tree would reload the worker in
 * the middle of a measurement).
 *
 *   tsx scripts/bench/serve.ts <port> <persist-dir>
 */
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";

const [port, persistTo] = process.argv.slice(2);
if (!port || !persistTo) throw new Error("usage: serve.ts <port> <persist-dir>");

const worker = await unstable_startWorker({
  config: fileURLToPath(new URL("../../wrangler.toml", import.meta.url)),
  bindings: { RATE_LIMIT_PER_MINUTE: { type: "plain_text", value: "0" } },
  dev: {
    inspector: false,
    watch: false,
    persist: persistTo,
    server: { hostname: "127.0.0.1", port: Number(port) },
    logLevel: "warn",
  },
});
await worker.ready;
const stop = () => {
  void worker.dispose().finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
