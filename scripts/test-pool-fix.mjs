// Mends one known bug of the workers test integration this project pins (@cloudflare/vitest-pool-workers 0.15.1,
// installed as @cloudflare/vitest-plugin: the last release for wrangler 4.86, the last wrangler for Node 20). Each
// SELF.fetch constructed its entrypoint wrapper by wrapping the class's prototype in one more Proxy, so every request
// looked its methods up through all the earlier ones: a suite's thousandth request took a second, and
// test/security/isolation.test.ts timed out. Later releases install the Proxy once (as here); they need Node 22.
// Runs after npm ci/install; changes nothing when the text is not there (another release, or mended already).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const file = path.join(
  import.meta.dirname,
  "..",
  "node_modules/@cloudflare/vitest-plugin/dist/worker/lib/cloudflare/test-internal.mjs",
);
const broken = "\tfunction Class(...args) {\n\t\tClass.prototype = new Proxy(Class.prototype, {";
const mended =
  "\tlet proxyInstalled = false;\n\tfunction Class(...args) {\n\t\tif (!proxyInstalled && (proxyInstalled = true)) Class.prototype = new Proxy(Class.prototype, {";
if (existsSync(file)) {
  const text = readFileSync(file, "utf8");
  if (text.includes(broken)) writeFileSync(file, text.replace(broken, mended));
}
