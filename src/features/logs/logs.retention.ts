/** Request log retention (built by the logs issue). */
import type { Bindings } from "../../env";

export async function purgeExpiredLogs(_env: Bindings, _now: Date): Promise<void> {}
