/**
 * The house rule "no line longer than 200 characters", checked (part of `npm run check`): lists file:line of every
 * longer line in the git-tracked code (.ts, .mjs, .js, .sh) and fails if there is one. Generated files are exempt:
 * worker-configuration.d.ts (`npm run types`) and client/src/schema.d.ts (`npm run client:generate`).
 *
 *   node scripts/line-length.mjs
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const MAX = 200;
const CODE = /\.(ts|mjs|js|sh)$/;
const GENERATED = new Set(["worker-configuration.d.ts", "client/src/schema.d.ts"]);

const root = path.join(import.meta.dirname, "..");
const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => CODE.test(file) && !GENERATED.has(file) && existsSync(path.join(root, file)));

const long = [];
for (const file of files) {
  readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .forEach((line, i) => {
      // Characters as an editor counts them (code points), as awk's length does.
      const length = [...line].length;
      if (length > MAX) long.push(`${file}:${i + 1}: ${length} characters`);
    });
}

if (long.length > 0) {
  console.error(`${long.length} line(s) longer than ${MAX} characters (wrap them):\n${long.join("\n")}`);
  process.exit(1);
}
