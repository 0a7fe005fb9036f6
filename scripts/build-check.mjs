/**
 * `npm run build:check`: `wrangler deploy --dry-run`, the worker bundled and its configuration checked as a deploy
 * would, nothing uploaded. wrangler builds the media engine's image (engine/Dockerfile, `[[containers]]`) as part of
 * it, which needs a running Docker daemon. Where there is none (these machines), it says so and checks the rest
 * with the image given as a registry reference instead of the Dockerfile: the bundle, the bindings, the Durable
 * Object migration and the `[[containers]]` entry are checked; the image is not built. That the image runs the
 * engine the tests run is test/engine/engine.test.ts's check of the Dockerfile.
 *
 *   node scripts/build-check.mjs
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const wrangler = path.join(root, "node_modules", ".bin", "wrangler");
const args = ["deploy", "--dry-run", "--outdir", ".wrangler/dry-run"];
const DOCKERFILE = /^image = "\.\/engine\/Dockerfile"$/m;
const run = (extra) => spawnSync(wrangler, [...args, ...extra], { cwd: root, stdio: "inherit" }).status ?? 1;

const docker = spawnSync(process.env.WRANGLER_DOCKER_BIN || "docker", ["info"], { stdio: "ignore" });
if (docker.status === 0) process.exit(run([]));

const config = readFileSync(path.join(root, "wrangler.toml"), "utf8");
if (!DOCKERFILE.test(config)) {
  console.error('build:check: wrangler.toml has no `image = "./engine/Dockerfile"` line to stand in for.');
  process.exit(1);
}
console.log(
  "build:check: no Docker daemon here, so the media engine's image (engine/Dockerfile) is not built; the rest is " +
    "checked with the image as a registry reference.",
);
// Beside wrangler.toml, so that its relative paths (main, migrations) mean the same; removed whatever happens.
const standIn = path.join(root, ".wrangler-build-check.toml");
writeFileSync(standIn, config.replace(DOCKERFILE, 'image = "registry.cloudflare.com/mds-engine:build-check"'));
try {
  process.exitCode = run(["--config", standIn]);
} finally {
  rmSync(standIn, { force: true });
}
