import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type Plugin } from "vitest/config";
import { ENGINE_HOST, engine } from "./test/engine.ts";
import { FFMPEG_HOST, ffmpeg } from "./test/ffmpeg.ts";
import { OPENAPI_VALIDATOR_HOST, openapiValidator } from "./test/openapi-validator.ts";
import { POPPLER_HOST, poppler } from "./test/poppler.ts";
import { webhookReceiver } from "./test/webhook-receiver.ts";
import { XMLLINT_HOST, xmllint } from "./test/xmllint.ts";

/**
 * Keeps the runs quiet: a package that ships its `dist/*.js.map` without the sources they name
 * (`@cloudflare/containers`, `standardwebhooks`) makes Vite warn of it on every run, with nothing of ours to fix.
 * Only that warning, and only of node_modules, is dropped; every other goes through.
 */
const quietDependencySourceMaps: Plugin = {
  name: "quiet-dependency-source-maps",
  configResolved(config) {
    const warnOnce = config.logger.warnOnce.bind(config.logger);
    config.logger.warnOnce = (message, options) => {
      if (/^Sourcemap for "[^"]*\/node_modules\/[^"]*" points to missing source files$/.test(message)) return;
      warnOnce(message, options);
    };
  },
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const logsMigrations = await readD1Migrations(path.join(import.meta.dirname, "migrations-logs"));
  const asRunMigrations = await readD1Migrations(path.join(import.meta.dirname, "migrations-asrun"));
  return {
    plugins: [
      quietDependencySourceMaps,
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // Rate limiting is proven by its own test, which turns it back on.
          // ENGINE_URL: the media engine (contract section 19), as only local runs set it.
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_LOGS_MIGRATIONS: logsMigrations,
            TEST_ASRUN_MIGRATIONS: asRunMigrations,
            RATE_LIMIT_PER_MINUTE: "0",
            ENGINE_URL: `https://${ENGINE_HOST}`,
          },
          // The outside world of the tests: webhook receivers at https://receiver.test (test/webhook-receiver.ts),
          // xmllint at https://xmllint.test (test/xmllint.ts) and the OpenAPI validator at
          // https://openapi-validator.test (test/openapi-validator.ts), the media engine at https://engine.test
          // (test/engine.ts) and ffmpeg's test sources, probe and meter at https://ffmpeg.test (test/ffmpeg.ts).
          outboundService: (request: Request) => {
            const host = new URL(request.url).hostname;
            if (host === XMLLINT_HOST) return xmllint(request);
            if (host === OPENAPI_VALIDATOR_HOST) return openapiValidator(request);
            if (host === POPPLER_HOST) return poppler(request);
            if (host === ENGINE_HOST) return engine(request);
            if (host === FFMPEG_HOST) return ffmpeg(request);
            return webhookReceiver(request);
          },
        },
      }),
    ],
    test: {
      setupFiles: ["./test/setup.ts"],
      include: ["test/**/*.test.ts"],
      exclude: ["test/live/**"],
    },
  };
});
