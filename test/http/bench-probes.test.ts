/**
 * The bench's reference points (src/bench-probes.ts) answer only while
 * BENCH_PROBES is "1", which wrangler.toml never sets.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";

async function probe(path: string, vars: Record<string, string>, method = "GET") {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://mds.test${path}`, { method }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("bench probes", () => {
  it("are the service's 404 as deployed", async () => {
    for (const path of ["/_bench/empty", "/_bench/d1"]) {
      const res = await SELF.fetch(`http://mds.test${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    }
  });

  it("answer ok when the bench turns them on, with no app code (no request id, no log)", async () => {
    for (const path of ["/_bench/empty", "/_bench/d1"]) {
      const res = await probe(path, { BENCH_PROBES: "1" });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("ok");
      expect(res.headers.get("X-Request-Id")).toBeNull();
    }
  });

  it("take nothing but GET of their two paths, and nothing when the variable is not exactly 1", async () => {
    expect((await probe("/_bench/d1", { BENCH_PROBES: "1" }, "POST")).status).toBe(404);
    expect((await probe("/_bench/other", { BENCH_PROBES: "1" })).status).toBe(404);
    expect((await probe("/_bench/d1", { BENCH_PROBES: "true" })).status).toBe(404);
  });
});
