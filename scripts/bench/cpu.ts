/**
 * CPU time of a server the bench started, from /proc: the processes of its
 * process group (the child `Worker` spawns is the leader of its own group:
 * bash → tsx → node running wrangler's unstable_startWorker, its esbuild,
 * and the two workerd processes wrangler starts, the proxy that listens on
 * the server's port and the runtime that runs the worker and its local D1
 * and R2), and any descendant of the leader that left the group. utime +
 * stime of /proc/<pid>/stat, in clock ticks (`getconf CLK_TCK`), for each
 * process, every thread included.
 *
 * A request's path locally is the client → workerd (proxy) → workerd
 * (runtime, where D1's SQLite runs too); wrangler's node process is not on it
 * (with the inspector off), but it is in the group and counted, as the
 * issue's "totals of the server's process group" asks; the JSON keeps each
 * process's share.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks a second of /proc/<pid>/stat's utime and stime. */
export const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Process {
  pid: number;
  ppid: number;
  pgrp: number;
  comm: string;
  ticks: number;
}

function readProcess(pid: number): Process | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so split at the last ")".
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    // After the comm: state(0) ppid(1) pgrp(2) … utime(11) stime(12).
    return {
      pid,
      ppid: Number(fields[1]),
      pgrp: Number(fields[2]),
      comm: stat.slice(stat.indexOf("(") + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** What a process is, for the JSON: its name, and for workerd which of the two it is. */
function labelOf(p: Process): string {
  if (p.comm !== "workerd") return p.comm;
  try {
    const args = readFileSync(`/proc/${p.pid}/cmdline`, "utf8");
    // wrangler starts the runtime on a port of its choosing (`entry=127.0.0.1:0`), the proxy on the server's.
    return /entry=[^:\0]+:0\0/.test(args) ? "workerd (runtime)" : "workerd (proxy)";
  } catch {
    return p.comm;
  }
}

/** The processes of `leader`'s group and its descendants. */
export function serverProcesses(leader: number): Process[] {
  const all: Process[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const p = readProcess(Number(entry));
    if (p) all.push(p);
  }
  const children = new Map<number, Process[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const found = new Map<number, Process>(all.filter((p) => p.pgrp === leader).map((p) => [p.pid, p]));
  const queue = [leader];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      if (!found.has(child.pid)) found.set(child.pid, child);
      queue.push(child.pid);
    }
  }
  return [...found.values()];
}

/** The CPU ticks of each process of a server at one moment. */
export interface CpuSample {
  ticks: Map<number, { label: string; ticks: number }>;
}

export function sampleCpu(leader: number | undefined): CpuSample {
  const ticks = new Map<number, { label: string; ticks: number }>();
  if (leader === undefined) return { ticks };
  for (const p of serverProcesses(leader)) ticks.set(p.pid, { label: labelOf(p), ticks: p.ticks });
  return { ticks };
}

/** CPU milliseconds spent between two samples: in all, and by process (label, pid). */
export function cpuBetween(before: CpuSample, after: CpuSample): { ms: number; byProcess: Record<string, number> } {
  const byProcess: Record<string, number> = {};
  let ticks = 0;
  for (const [pid, p] of after.ticks) {
    // A process started in between counts from zero; one that ended in between is lost (none does while serving).
    const spent = p.ticks - (before.ticks.get(pid)?.ticks ?? 0);
    ticks += spent;
    byProcess[`${p.label} ${pid}`] = (spent * 1000) / CLOCK_TICKS;
  }
  return { ms: (ticks * 1000) / CLOCK_TICKS, byProcess };
}
