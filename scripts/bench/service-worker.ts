/**
 * The bench's build of the service (scripts/serve.ts serves it when
 * BENCH_PROBES is "1"): the worker of src/index.ts as it is, plus two
 * reference points that measure this runtime with none of the service's code,
 * in the same run as the service itself:
 *
 * - `GET /_bench/empty`: an answer straight from the worker's entry.
 * - `GET /_bench/d1`: the same after one D1 round trip (`SELECT 1`): the
 *   least that any request reading D1 costs here.
 *
 * Never deployed: wrangler.toml's entry is src/index.ts, where these paths
 * are the service's 404. (Type-checked with the worker, by tsconfig.json.)
 */
import service from "../../src/index";

export default {
  ...service,
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const { pathname } = new URL(request.url);
    if (request.method === "GET" && pathname === "/_bench/empty") return new Response("ok");
    if (request.method === "GET" && pathname === "/_bench/d1") {
      return env.DB.prepare("SELECT 1 AS one")
        .all()
        .then(() => new Response("ok"));
    }
    return service.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
