/**
 * Reference points for `npm run bench` (scripts/bench/): what this runtime
 * costs with none of the service's code, measured in the same run as the
 * service itself.
 *
 * - `GET /_bench/empty`: an answer straight from the worker's entry.
 * - `GET /_bench/d1`: the same after one D1 round trip (`SELECT 1`): the
 *   least that any request reading D1 costs here.
 *
 * Served only while the variable BENCH_PROBES is "1", which wrangler.toml
 * never sets: the bench sets it for the server it starts. Elsewhere these
 * paths are the service's 404.
 */
import type { Bindings } from "./env";

export function benchProbe(request: Request, env: Bindings): Promise<Response> | undefined {
  if (env.BENCH_PROBES !== "1" || request.method !== "GET") return undefined;
  const { pathname } = new URL(request.url);
  if (pathname === "/_bench/empty") return Promise.resolve(new Response("ok"));
  if (pathname === "/_bench/d1")
    return env.DB.prepare("SELECT 1 AS one")
      .all()
      .then(() => new Response("ok"));
  return undefined;
}
