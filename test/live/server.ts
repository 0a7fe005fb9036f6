/**
 * Starts the API as `npm start` does, on its own port and its own local
 * database, for the live tests; stops it afterwards. `startServer` is also
 * what a test uses to run a server of its own (./crash.test.ts kills and
 * restarts one).
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A temporary directory for a server's local D1, R2 and queues (PERSIST_TO). */
export function tempPersistDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export interface Server {
  baseUrl: string;
  /** `scripts/start.sh`, the leader of its own process group (wrangler and workerd are in it). */
  child: ChildProcess;
  /** What it printed so far. */
  output(): string;
  /** Ends the whole process group with `signal` and resolves once the leader is gone (or `timeoutMs` passed). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
}

/**
 * `npm start` (scripts/start.sh) on `port` with `persistTo`, in a process
 * group of its own (`detached`); resolves once /health answers.
 */
export async function startServer(options: {
  port: number;
  persistTo: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<Server> {
  const { port, persistTo, env = {}, timeoutMs = 120_000 } = options;
  const child = spawn("bash", ["scripts/start.sh"], {
    env: { ...process.env, PORT: String(port), PERSIST_TO: persistTo, RATE_LIMIT_PER_MINUTE: "0", ...env },
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
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const server: Server = {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = "SIGTERM", stopTimeoutMs = 30_000) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, stopTimeoutMs))]);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    try {
      if ((await fetch(`${server.baseUrl}/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.stop("SIGKILL");
  throw new Error(`the API did not come up on ${server.baseUrl} within ${timeoutMs / 1000} s:\n${output}`);
}

let server: Server | undefined;
let persistTo: string | undefined;

export async function setup(project: TestProject) {
  persistTo = tempPersistDir("mds-browser-");
  server = await startServer({ port: await freePort(), persistTo });
  project.provide("baseUrl", server.baseUrl);
}

export async function teardown() {
  await server?.stop("SIGTERM", 10_000);
  if (persistTo) rmSync(persistTo, { recursive: true, force: true });
}
