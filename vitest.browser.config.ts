import { defineConfig } from "vitest/config";

/** The browser test of /docs: Node, not workerd, against `npm start` on a free port. */
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    globalSetup: ["test/browser/server.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
