/**
 * The bench's local world: a separate D1 database in a temporary persist
 * directory, reached with `wrangler d1 execute --local`, and the worker
 * started on it exactly as `npm start` does (scripts/start.sh).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");
const QUIET = { CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" };

/** Runs a command in the project root; rejects with its output when it fails. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...QUIET, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

const WRANGLER_TOML = readFileSync(join(ROOT, "wrangler.toml"), "utf8");

/** The D1 bindings of wrangler.toml: DB, the request log's partitions LOGS_0 … and the as-run ones ASRUN_0 … (as scripts/start.sh finds them). */
const D1_BINDINGS = [...WRANGLER_TOML.matchAll(/^binding = "(DB|LOGS_\d+|ASRUN_\d+)"$/gm)].map((m) => m[1] as string);

/** How many of the LOGS_n partitions the request log uses (LOG_PARTITIONS in wrangler.toml). */
export const LOG_PARTITIONS = Number(/^LOG_PARTITIONS = "(\d+)"$/m.exec(WRANGLER_TOML)?.[1] ?? "1");

/** The local D1 databases (DB and the request log's partitions), in one persist directory. */
export class LocalDatabase {
  constructor(readonly persistTo: string) {}

  /** The migrations of every database and the demo world, as `npm start` applies them. */
  async prepare(): Promise<void> {
    for (const binding of D1_BINDINGS) {
      await run(WRANGLER, ["d1", "migrations", "apply", binding, "--local", "--persist-to", this.persistTo]);
    }
    await run(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/seed-local.ts", "--persist-to", this.persistTo]);
  }

  /** Executes SQL (one or more statements) in a database (DB unless named) through `wrangler d1 execute --file`. */
  async execute(sql: string, database = "DB"): Promise<void> {
    const file = join(this.persistTo, "bench-step.sql");
    writeFileSync(file, sql);
    await run(WRANGLER, ["d1", "execute", database, "--local", "--persist-to", this.persistTo, "--file", file]);
  }

  /** The rows of one query in DB. */
  async query<T>(sql: string): Promise<T[]> {
    const out = await run(WRANGLER, [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      this.persistTo,
      "--json",
      "--command",
      sql,
    ]);
    const parsed = JSON.parse(out.slice(out.indexOf("["))) as { results: T[] }[];
    return parsed[0]?.results ?? [];
  }
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The media stage's bare worker (scripts/bench/bare-worker/), for `Worker`'s `command`. */
export const BARE_WORKER = [join(ROOT, "node_modules", ".bin", "tsx"), "scripts/bench/bare-worker/serve.ts"];

/** The worker on the bench's database, rate limiting off (or, with `command`, another server on it). */
export class Worker {
  private child: ChildProcess | undefined;

  constructor(
    readonly port: number,
    readonly persistTo: string,
    readonly logFile: string,
    readonly command: string[] = ["bash", "scripts/start.sh"],
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The process started (leader of its process group), while running. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(timeoutMs = 120_000): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: "a" });
    await new Promise((resolve) => log.once("open", resolve));
    const [command = "bash", ...args] = this.command;
    this.child = spawn(command, args, {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", log, log],
      env: {
        ...process.env,
        ...QUIET,
        PORT: String(this.port),
        PERSIST_TO: this.persistTo,
        RATE_LIMIT_PER_MINUTE: "0",
        BENCH_PROBES: "1",
        // No Cron Trigger: a tick's writes (deliveries taken up or failed) would be counted to the case it fell in.
        CRON: "0",
      },
    });
    let exited: string | undefined;
    this.child.once("exit", (code) => {
      exited = `${this.command.join(" ")} exited (${code}); see ${this.logFile}`;
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(exited);
      try {
        if ((await fetch(`${this.origin}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`the worker did not answer /health within ${timeoutMs / 1000} s; see ${this.logFile}`);
  }

  /** Ends the worker's process group (wrangler and the workerd it started). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child?.pid || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5_000);
    await gone;
    clearTimeout(timer);
  }
}
