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

  it("serves the reference UI's script itself, cacheable, and 304 for a copy the browser has", async () => {
    const res = await call("/reference/scalar.standalone.js", { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect((await res.text()).length).toBeGreaterThan(100_000);
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"scalar-\d+\.\d+\.\d+"$/);
    const again = await call("/reference/scalar.standalone.js", {
      key: null,
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});
