/**
 * Seeds the local D1 database with the demo world and the local R2 bucket
 * with its media (idempotent), through wrangler's own local bindings
 * (`getPlatformProxy`): the same database and bucket that `npm start` and
 * `wrangler dev` use, in --persist-to or else wrangler's .wrangler/state.
 * The proxy is given only those bindings of wrangler.toml (DB, the as-run
 * partitions ASRUN_n and their count, MEDIA; in .wrangler/seed-local.json):
 * the whole file would bring the media engine's
 * Container Durable Object, which a platform proxy cannot run and warns about.
 *
 *   npx tsx scripts/seed-local.ts [--persist-to <dir>]
 *
 * Apply the migrations first: npx wrangler d1 migrations apply DB --local
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import { type DemoMediaName, demoContent, seedDemoMedia } from "../fixtures/media";
import { asRunSeedStatements, seedStatements } from "../fixtures/seed";
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

interface LocalD1 {
  prepare(query: string): unknown;
  batch(statements: unknown[]): Promise<unknown>;
}

/** The bindings seeded (DB, the as-run partitions ASRUN_n, the media), as much of their Workers types as this Node script needs. */
type LocalBindings = Record<string, unknown> & {
  DB: LocalD1;
  ASRUN_PARTITIONS: string;
  MEDIA: Parameters<typeof seedDemoMedia>[0];
};

async function main(): Promise<number> {
  const { persistTo } = parseArgs(process.argv.slice(2));
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const read = async (name: DemoMediaName) => new Uint8Array(readFileSync(join(root, "fixtures", "media", name)));

  const config = unstable_readConfig({ config: join(root, "wrangler.toml") });
  const seeded = join(root, ".wrangler", "seed-local.json");
  mkdirSync(dirname(seeded), { recursive: true });
  writeFileSync(
    seeded,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      // What the seed writes: DB, and the as-run partitions ASRUN_n with how many a station may be placed in.
      d1_databases: config.d1_databases.filter((d: { binding: string }) => /^(DB|ASRUN_\d+)$/.test(d.binding)),
      vars: { ASRUN_PARTITIONS: config.vars.ASRUN_PARTITIONS },
      r2_buckets: config.r2_buckets.filter((b: { binding: string }) => b.binding === "MEDIA"),
    }),
  );
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: seeded,
    // wrangler keeps its local state under <persist-to>/v3.
    persist: { path: join(persistTo ? resolve(persistTo) : join(root, ".wrangler", "state"), "v3") },
  });
  try {
    await seedDemoMedia(proxy.env.MEDIA, read);
    const statements = await seedStatements(world, await demoContent(read));
    const asRun = asRunSeedStatements(world, Number(proxy.env.ASRUN_PARTITIONS));
    await proxy.env.DB.batch([...statements, ...asRun.placements].map((s) => proxy.env.DB.prepare(s)));
    for (const [index, list] of asRun.entries.entries()) {
      const partition = proxy.env[`ASRUN_${index}`] as LocalD1;
      await partition.batch(list.map((s) => partition.prepare(s)));
    }
    console.log(`Seeded the demo world (${statements.length} statements) and its media into the local D1 and R2.`);
  } finally {
    await proxy.dispose();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
