/**
 * The bench's reference points live in a bench-only entry
 * (scripts/bench/service-worker.ts), never in the deployed worker: there the
 * paths are the service's 404.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as benchEntry from "../../scripts/bench/service-worker";
import * as deployed from "../../src/index";

const bench = benchEntry.default;

async function viaBench(path: string, method = "GET") {
  const ctx = createExecutionContext();
  const response = await bench.fetch(new Request(`http://mds.test${path}`, { method }), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("bench entry", () => {
  it("is not the deployed worker: there the probes are the service's 404", async () => {
    for (const path of ["/_bench/empty", "/_bench/d1"]) {
      const res = await SELF.fetch(`http://mds.test${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    }
  });

  it("answers its two probes with no app code (no request id, no log)", async () => {
    for (const path of ["/_bench/empty", "/_bench/d1"]) {
      const res = await viaBench(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("ok");
      expect(res.headers.get("X-Request-Id")).toBeNull();
    }
  });

  it("hands everything else to the service", async () => {
    expect((await viaBench("/_bench/d1", "POST")).status).toBe(404);
    const health = await viaBench("/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ Status: "ok" });
    expect(bench.queue).toBeTypeOf("function");
    expect(bench.scheduled).toBeTypeOf("function");
  });

  it("exports every class the deployed worker does (wrangler refuses an entry without its Durable Objects)", () => {
    const classes = Object.entries(deployed).filter(([name]) => name !== "default");
    const exported = new Map(Object.entries(benchEntry));
    expect(classes.map(([name]) => name)).toContain("MediaEngine");
    for (const [name, value] of classes) expect(exported.get(name), name).toBe(value);
  });
});
