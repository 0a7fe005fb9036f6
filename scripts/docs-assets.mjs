// Copies the reference UI's own script from its npm package into the worker's source, where src/reference/
// imports it as a text module, so that /docs works with no internet. Runs after npm ci/install (and deploy).
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const source = path.join(root, "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");
const target = path.join(root, "src", "reference");
mkdirSync(target, { recursive: true });
copyFileSync(source, path.join(target, "scalar.standalone.txt"));
