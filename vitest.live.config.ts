import { defineConfig } from "vitest/config";

/** The live tests: Node, not workerd, against `npm start` on a free port (the /docs page in Chromium, the examples). */
export default defineConfig({
  test: {
    include: ["test/live/**/*.test.ts"],
    globalSetup: ["test/live/server.ts"],
    // One file at a time: the page and the examples share the server and two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
