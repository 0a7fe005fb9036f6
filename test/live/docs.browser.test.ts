/**
 * The reference page in a real browser: Debian's Chromium driven by
 * playwright-core loads /docs from `wrangler dev` with no internet, lists every
 * operation, and sends one authenticated request from the page.
 */
import { mkdirSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SPEC_OPERATIONS } from "../spec-operations";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

afterAll(async () => {
  await browser?.close();
});

describe("/docs in Chromium", () => {
  it("lists every operation, sends an authenticated request, and needs nothing from the internet", async () => {
    const baseUrl = inject("baseUrl");
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith("data:")) outside.push(request.url());
    });
    await page.goto(`${baseUrl}/docs`, { waitUntil: "networkidle" });
    await expect
      .poll(() => page.getByRole("heading", { name: "Media Delivery Service API" }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    // Open every group of the sidebar, then every operation's summary is listed.
    // A group's button is named by its tag, then "Open Group" (Scalar 1.46). The schemas' group holds no operation.
    const openGroup = page.getByRole("button", { name: /Open Group/ }).filter({ hasNotText: "Models" });
    for (let i = 0; i < 20 && (await openGroup.count()) > 0; i++) await openGroup.first().click();
    const text = await page.locator("body").innerText();
    for (const [, , summary] of SPEC_OPERATIONS) expect(text, summary).toContain(summary);
    for (const [, path] of SPEC_OPERATIONS) expect(text, path).toContain(path);

    // Authenticate with a dev key, go to an operation through the sidebar (the page renders an
    // operation when it scrolls into view), and send one request from the page.
    await page.getByLabel("Value").first().fill("mds_dev_northwind");
    await page.locator("nav, aside").getByText("Order States List", { exact: true }).first().click();
    await page.getByRole("button", { name: /Test Request.*\/api\/v1\/ad\/orders\/orderstates/ }).click();
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/ad/orders/orderstates"));
    await page.getByRole("button", { name: /^Send/ }).first().click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().headers()["x-api-key"]).toBe("mds_dev_northwind");
    expect(await response.json()).toHaveLength(5);
    await expect.poll(() => page.getByText("200 OK").count()).toBeGreaterThan(0);

    mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: "test-results/docs.png" });
    expect(outside).toEqual([]);
    // Each group the page opens renders its operations: about 10 s each on a busy machine of two cores.
  }, 300_000);
});
