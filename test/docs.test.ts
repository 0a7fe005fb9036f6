import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "./helpers";

describe("reference page", () => {
  it("serves /docs pointing at the worker's own copy of the reference UI, not a CDN", async () => {
    const res = await call("/docs", { key: null });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('src="/reference/scalar.standalone.js"');
    expect(html).toContain("/openapi.json");
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });

  it("serves the reference UI's script from static assets", async () => {
    // Static assets are served in front of the worker; the binding is what serves them.
    const res = await env.ASSETS.fetch("http://mds.test/reference/scalar.standalone.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/javascript/);
    expect((await res.text()).length).toBeGreaterThan(100_000);
  });
});
