import { defineConfig } from "drizzle-kit";

/** The request log's own databases (the LOGS_n partitions), apart from the business database of drizzle.config.ts. */
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/logs-schema.ts",
  out: "./migrations-logs",
});
