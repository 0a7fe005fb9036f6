// Mends known bugs of the local runtime this project pins (wrangler 4.86.0, the last for Node 20, with its miniflare
// 4.20260426.0 and workerd 1.20260426.1; @cloudflare/vitest-pool-workers 0.15.1, installed as
// @cloudflare/vitest-plugin, the release made with it). Later releases need Node 22. Runs after npm ci/install;
// changes nothing when a text is not there (another release, or mended already).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const mends = [
  {
    // Each SELF.fetch constructed its entrypoint wrapper by wrapping the class's prototype in one more Proxy, so every
    // request looked its methods up through all the earlier ones: a suite's thousandth request took a second, and
    // test/security/isolation.test.ts timed out. Later releases install the Proxy once (as here).
    file: "node_modules/@cloudflare/vitest-plugin/dist/worker/lib/cloudflare/test-internal.mjs",
    broken: "\tfunction Class(...args) {\n\t\tClass.prototype = new Proxy(Class.prototype, {",
    mended:
      "\tlet proxyInstalled = false;\n\tfunction Class(...args) {\n\t\tif (!proxyInstalled && (proxyInstalled = true)) Class.prototype = new Proxy(Class.prototype, {",
  },
  {
    // A V8 worker thread compiling (Sparkplug, Maglev) can wait for a garbage collection that workerd's main thread,
    // pumping the cppgc sweeper's tasks while the sweeper waits for that same worker thread, never starts: workerd
    // spins at 100% CPU and answers nothing (within seconds of `npm start` in 5 of 7 starts on a 2-core machine, and
    // once in a test run). `--single-threaded` keeps compilation and GC on the main thread: 0 hangs in 8 starts.
    file: "node_modules/miniflare/dist/src/index.js",
    broken: "  const message = new Message();\n  const struct = message.initRoot(Config);",
    mended:
      '  config.v8Flags = [...config.v8Flags ?? [], "--single-threaded"];\n' +
      "  const message = new Message();\n  const struct = message.initRoot(Config);",
  },
];

for (const { file, broken, mended } of mends) {
  const full = path.join(import.meta.dirname, "..", file);
  if (!existsSync(full)) continue;
  const text = readFileSync(full, "utf8");
  if (text.includes(broken) && !text.includes(mended)) writeFileSync(full, text.replace(broken, mended));
}
