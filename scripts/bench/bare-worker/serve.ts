/**
 * Serves the bare worker (./index.ts, ./wrangler.toml) as scripts/serve.ts
 * serves the service: wrangler's dev server without inspector and file
 * watching, its local D1 and R2 in PERSIST_TO, on PORT.
 */
import { fileURLToPath } from "node:url";
import { unstable_startWorker } from "wrangler";

const worker = await unstable_startWorker({
  config: fileURLToPath(new URL("./wrangler.toml", import.meta.url)),
  dev: {
    inspector: false,
    watch: false,
    ...(process.env.PERSIST_TO ? { persist: process.env.PERSIST_TO } : {}),
    server: { hostname: "127.0.0.1", port: Number(process.env.PORT || 8788) },
    logLevel: "warn",
  },
});
await worker.ready;
console.log(`Bench bare worker on port ${process.env.PORT || 8788}`);
const stop = () => {
  void worker.dispose().finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
