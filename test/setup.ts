/**
 * Every test file starts from the real migrations (those of the request log and of the as-run entries in every
 * partition) and the demo world of fixtures/, its media in the local R2.
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { type DemoMediaName, demoContent, seedDemoMedia } from "../fixtures/media";
import { asRunSeedStatements, seedStatements } from "../fixtures/seed";
import { world } from "../fixtures/world";
import { asRunPartitions } from "../src/db/asrun-partitions";
import worker from "../src/index";
import { attachInstrument } from "./instrument";
import { logDatabases } from "./logs";
import { mediaFixture } from "./media-files";

// The D1 instrumentation of the tests (./instrument.ts), on the bindings and the worker of this isolate.
attachInstrument(env as unknown as Record<string, unknown>, worker as { fetch?: unknown });

const read = async (name: DemoMediaName) => mediaFixture(name);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
for (const logs of logDatabases()) await applyD1Migrations(logs, env.TEST_LOGS_MIGRATIONS);
for (const { binding } of asRunPartitions(env)) await applyD1Migrations(binding, env.TEST_ASRUN_MIGRATIONS);
await seedDemoMedia(env.MEDIA, read);
const statements = await seedStatements(world, await demoContent(read));
const asRun = asRunSeedStatements(world, Number(env.ASRUN_PARTITIONS));
await env.DB.batch([...statements, ...asRun.placements].map((s) => env.DB.prepare(s)));
for (const [index, list] of asRun.entries.entries()) {
  const binding = asRunPartitions(env)[index]?.binding as D1Database;
  await binding.batch(list.map((s) => binding.prepare(s)));
}
