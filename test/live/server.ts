/**
 * Starts the API as `npm start` does, on its own port and its own local
 * database, for the live tests; stops it afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

let child: ChildProcess | undefined;
let persistTo: string | undefined;

export async function setup(project: TestProject) {
  const port = await freePort();
  persistTo = mkdtempSync(path.join(tmpdir(), "mds-browser-"));
  child = spawn("bash", ["scripts/start.sh"], {
    env: { ...process.env, PORT: String(port), PERSIST_TO: persistTo, RATE_LIMIT_PER_MINUTE: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) {
        project.provide("baseUrl", baseUrl);
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not come up on ${baseUrl} within 120 s:\n${output}`);
}

export async function teardown() {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  if (persistTo) rmSync(persistTo, { recursive: true, force: true });
}
