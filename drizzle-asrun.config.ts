import { defineConfig } from "drizzle-kit";

/** The as-run entries' own databases (the ASRUN_n partitions), apart from the business database of drizzle.config.ts. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/asrun-schema.ts",
  out: "./migrations-asrun",
});
