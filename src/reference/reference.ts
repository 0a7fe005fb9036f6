/**
 * The reference page: `/docs` (Scalar, reading `/openapi.json`) and the
 * reference UI's own script, served by the worker itself so that the page
 * needs no internet.
 *
 * The script is a text module (copied from its npm package by
 * scripts/docs-assets.mjs), not a static asset: a Worker with an `[assets]`
 * binding has every request pass the assets router first, which under local
 * workerd cost every API request about 1 ms of CPU (the bench's references
 * measure it) for the sake of one file.
 */
import { Scalar } from "@scalar/hono-api-reference";
import type { Hono } from "hono";
import type { AppEnv } from "../env";
import script from "./scalar.standalone.txt";
import version from "./scalar.version.txt";

export const REFERENCE_SCRIPT_PATH = "/reference/scalar.standalone.js";
/** The script is the package's, byte for byte: its version names it. */
const SCRIPT_TAG = `"scalar-${version.trim()}"`;

export function referencePage(app: Hono<AppEnv>): void {
  app.get(
    "/docs",
    Scalar({
      url: "/openapi.json",
      pageTitle: "Media Delivery Service API",
      cdn: REFERENCE_SCRIPT_PATH,
      withDefaultFonts: false,
      hideClientButton: false,
      authentication: { preferredSecurityScheme: "ApiKey" },
      // Nothing on the page may need the internet: no AI agent, MCP, telemetry or toolbar.
      agent: { disabled: true },
      mcp: { disabled: true },
      telemetry: false,
      showDeveloperTools: "never",
      showToolbar: "never",
    } as Parameters<typeof Scalar>[0]),
  );
  app.get(REFERENCE_SCRIPT_PATH, (c) => {
    const headers = { ETag: SCRIPT_TAG, "Cache-Control": "public, max-age=3600" };
    if (c.req.header("If-None-Match") === SCRIPT_TAG) return c.body(null, 304, headers);
    return c.body(script, 200, { ...headers, "Content-Type": "text/javascript; charset=utf-8" });
  });
}
