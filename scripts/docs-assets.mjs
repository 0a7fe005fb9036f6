// Copies the reference UI's own script from its npm package into the worker's source, where src/reference/
// imports it as a text module, so that /docs works with no internet; and the package's version beside it, which
// names that copy (its ETag). Runs after npm ci/install (and deploy).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const pkg = path.join(root, "node_modules", "@scalar", "api-reference");
const target = path.join(root, "src", "reference");
mkdirSync(target, { recursive: true });
copyFileSync(path.join(pkg, "dist", "browser", "standalone.js"), path.join(target, "scalar.standalone.txt"));
writeFileSync(
  path.join(target, "scalar.version.txt"),
  JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8")).version,
);
