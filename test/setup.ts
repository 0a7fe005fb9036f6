/** Every test file starts from the real migrations and the demo world of fixtures/. */
import { applyD1Migrations, env } from "cloudflare:test";
import { seedStatements } from "../fixtures/seed";
import { world } from "../fixtures/world";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const statements = await seedStatements(world);
await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
