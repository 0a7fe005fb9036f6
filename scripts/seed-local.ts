/**
 * Seeds the local D1 database with the demo world (idempotent).
 *
 *   npx tsx scripts/seed-local.ts [--persist-to <dir>]
 *
 * Apply the migrations first: npx wrangler d1 migrations apply DB --local
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { seedStatements } from "../fixtures/seed";
import { world } from "../fixtures/world";

function parseArgs(argv: string[]): { persistTo: string | undefined } {
  let persistTo: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--persist-to") {
      persistTo = argv[++i];
      if (!persistTo) throw new Error("--persist-to needs a directory");
    } else if (arg.startsWith("--persist-to=")) {
      persistTo = arg.slice("--persist-to=".length);
    } else {
      throw new Error(`Unknown argument: ${arg} (usage: seed-local.ts [--persist-to <dir>])`);
    }
  }
  return { persistTo };
}

async function main(): Promise<number> {
  const { persistTo } = parseArgs(process.argv.slice(2));
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const sqlFile = join(".wrangler", "seed.sql");

  const statements = await seedStatements(world);
  mkdirSync(join(root, ".wrangler"), { recursive: true });
  writeFileSync(join(root, sqlFile), `${statements.join(";\n")};\n`);
  console.log(`Wrote ${statements.length} statements to ${sqlFile}`);

  const args = ["d1", "execute", "DB", "--local", "--file", sqlFile];
  if (persistTo) args.push("--persist-to", resolve(persistTo));
  const result = spawnSync(join("node_modules", ".bin", "wrangler"), args, {
    cwd: root,
    stdio: "inherit",
    shell: false,
  });
  if (result.error) {
    console.error(`Could not run wrangler: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
