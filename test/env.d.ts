import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** The migrations of every request-log partition (migrations-logs/). */
      TEST_LOGS_MIGRATIONS: D1Migration[];
      /** The migrations of every as-run partition (migrations-asrun/). */
      TEST_ASRUN_MIGRATIONS: D1Migration[];
    }
  }
}
