/**
 * The budgets, the verdicts, and the three ways the results are shown: one
 * table on stdout, bench/results/latest.json and bench/results/latest.svg.
 */
import type { Measurement } from "./load";
import { type MediaMeasurement, MiB } from "./media";

/**
 * Ratios to `GET /health` in the same run, p99 at the bench's concurrency, growth from 1/100 to full data;
 * media: 100 MiB throughput as a share of the bare worker's, and how much more the workerd peak RSS of a
 * 1 GiB transfer exceeds the 100 MiB one's in the same direction than the bare worker's does (MiB).
 */
export const BUDGETS = {
  readRatio: 0.5,
  writeRatio: 0.33,
  p99Ms: 25,
  growth: 1.5,
  mediaRatio: 0.8,
  mediaMemoryGrowthMiB: 64,
} as const;

export interface Verdict extends Measurement {
  /** Requests per second over those of /health measured around it (for /health itself: null). */
  ratio: number | null;
  /**
   * For a growth case at full data, against its figures at 1/100: p99 (full over 1/100), throughput
   * (1/100 over full), and throughput as a share of /health in each stage (1/100 over full).
   */
  growth?: { p99: number; throughput: number; relativeThroughput: number };
  failures: string[];
}

const fixed = (n: number, digits = 2) => n.toFixed(digits);

/** Judges every measurement; `health` per stage, `small` the 1/100 measurements by case name. */
export function judge(
  measurements: Measurement[],
  health: Record<Measurement["data"], Measurement>,
  small: Map<string, Measurement>,
): Verdict[] {
  return measurements.map((m) => {
    const failures: string[] = [];
    const baseOf = (x: Measurement) => x.healthRequestsPerSecond ?? health[x.data].requestsPerSecond;
    const ratio = m.kind === "baseline" ? null : m.requestsPerSecond / baseOf(m);
    const floor = m.kind === "read" ? BUDGETS.readRatio : m.kind === "write" ? BUDGETS.writeRatio : null;
    if (ratio !== null && floor !== null && ratio < floor) failures.push(`ratio ${fixed(ratio)} < ${floor}`);
    if (m.kind !== "reference" && m.p99Ms >= BUDGETS.p99Ms) failures.push(`p99 ${m.p99Ms} ms ≥ ${BUDGETS.p99Ms} ms`);
    if (m.errors > 0) failures.push(`${m.errors} errors (${JSON.stringify(m.statuses)})`);
    const before = m.data === "full" ? small.get(m.name) : undefined;
    let growth: Verdict["growth"];
    if (before) {
      const share = (x: Measurement) => x.requestsPerSecond / baseOf(x);
      growth = {
        p99: m.p99Ms / Math.max(1, before.p99Ms),
        throughput: before.requestsPerSecond / m.requestsPerSecond,
        relativeThroughput: share(before) / share(m),
      };
      // Within 1.5× in p99, or in throughput as a share of /health (the two stages run minutes apart, on a
      // machine whose load may change meanwhile): either shows the cost does not grow with the data.
      if (growth.p99 > BUDGETS.growth && growth.relativeThroughput > BUDGETS.growth) {
        failures.push(
          `at 100× the data: p99 ${fixed(growth.p99)}× and throughput 1/${fixed(growth.relativeThroughput)} of /health's share (> ${BUDGETS.growth}×)`,
        );
      }
    }
    return { ...m, ratio, ...(growth ? { growth } : {}), failures };
  });
}

function budgetOf(v: Verdict): string {
  const parts: string[] = [];
  if (v.kind === "read") parts.push(`≥${BUDGETS.readRatio}`);
  if (v.kind === "write") parts.push(`≥${BUDGETS.writeRatio}`);
  if (v.kind === "reference") parts.push("none (not the service)");
  if (v.growth)
    parts.push(`at 100× data: p99 ${fixed(v.growth.p99)}×, rps/health 1/${fixed(v.growth.relativeThroughput)}`);
  return parts.join("; ") || "-";
}

/** The one table: every case, at 1/100 data first for the growth cases. */
export function table(verdicts: Verdict[]): string {
  const head = ["Case", "Data", "req/s", "p50 ms", "p99 ms", "errors", "/health req/s", "ratio", "budget", "ok"];
  const rows = verdicts.map((v) => [
    v.name,
    v.data,
    fixed(v.requestsPerSecond, 0),
    String(v.p50Ms),
    String(v.p99Ms),
    String(v.errors),
    fixed(v.healthRequestsPerSecond ?? v.requestsPerSecond, 0),
    v.ratio === null ? "1.00" : fixed(v.ratio),
    budgetOf(v),
    v.failures.length === 0 ? "yes" : "NO",
  ]);
  return grid(head, rows, new Set([2, 3, 4, 5, 6, 7]));
}

/** A Markdown table, the `numeric` columns right-aligned. */
function grid(head: string[], rows: string[][], numeric: Set<number>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (numeric.has(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

export interface MediaVerdict extends MediaMeasurement {
  /** The service's MiB/s over the bare worker's. */
  ratio: number;
  /** Peak RSS over that of the 100 MiB transfer in the same direction, in MiB (1 GiB rows): the service's, the bare worker's. */
  rssGrowthMiB: { service: number; bare: number } | null;
  failures: string[];
}

/**
 * The media stage's budgets: 100 MiB at ≥0.8 of the bare worker's throughput (the 1 GiB ratios are shown, not
 * judged); memory flat with the file's size: the workerd peak RSS of a 1 GiB transfer over the 100 MiB one's in
 * the same direction, less the bare worker's growth for the same, at most 64 MiB. Less the bare worker's, because
 * the local R2 runs inside the same workerd process, and it alone grows with the size (a multipart object read
 * back); R2 in production is not in the worker's memory.
 */
export function judgeMedia(rows: MediaMeasurement[]): MediaVerdict[] {
  return rows.map((m) => {
    const failures: string[] = [];
    const ratio = m.service.mibPerSecond / m.bare.mibPerSecond;
    const small = rows.find((r) => r.direction === m.direction && r.bytes < m.bytes);
    if (!small && ratio < BUDGETS.mediaRatio)
      failures.push(`ratio to the bare worker ${fixed(ratio)} < ${BUDGETS.mediaRatio}`);
    const growth = (side: "service" | "bare") => (small ? (m[side].peakRssBytes - small[side].peakRssBytes) / MiB : 0);
    const rssGrowthMiB = small ? { service: growth("service"), bare: growth("bare") } : null;
    if (rssGrowthMiB && rssGrowthMiB.service - rssGrowthMiB.bare > BUDGETS.mediaMemoryGrowthMiB) {
      failures.push(
        `workerd peak RSS ${fixed(rssGrowthMiB.service, 0)} MiB above the 100 MiB ${m.direction}'s, the bare worker's ${fixed(rssGrowthMiB.bare, 0)}: ${fixed(rssGrowthMiB.service - rssGrowthMiB.bare, 0)} more (> ${BUDGETS.mediaMemoryGrowthMiB})`,
      );
    }
    return { ...m, ratio, rssGrowthMiB, failures };
  });
}

/** The media stage's table: throughput beside the bare worker's, and the workerd peak RSS of each. */
export function mediaTable(verdicts: MediaVerdict[]): string {
  const head = [
    "Media case",
    "MiB/s",
    "bare worker MiB/s",
    "ratio",
    "peak RSS MiB",
    "bare peak RSS MiB",
    "budget",
    "ok",
  ];
  const signed = (n: number) => `${n >= 0 ? "+" : ""}${fixed(n, 0)}`;
  const rows = verdicts.map((v) => [
    v.name,
    fixed(v.service.mibPerSecond, 0),
    fixed(v.bare.mibPerSecond, 0),
    fixed(v.ratio),
    fixed(v.service.peakRssBytes / MiB, 0),
    fixed(v.bare.peakRssBytes / MiB, 0),
    v.rssGrowthMiB
      ? `RSS over 100 MiB's ≤ bare's +${BUDGETS.mediaMemoryGrowthMiB}: ${signed(v.rssGrowthMiB.service)} vs ${signed(v.rssGrowthMiB.bare)}`
      : `ratio ≥${BUDGETS.mediaRatio}`,
    v.failures.length === 0 ? "yes" : "NO",
  ]);
  const retried = verdicts.filter((v) => v.service.retries + v.bare.retries > 0);
  const note = retried.map(
    (v) =>
      `\n${v.name}: ${v.service.retries} requests to the service, ${v.bare.retries} to the bare worker sent again after the connection to the worker broke (see resent in media.ts).`,
  );
  return grid(head, rows, new Set([1, 2, 3, 4, 5])) + note.join("");
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A bar per case at full data: its ratio to /health, red when below its budget
 * line (reads 0.5, writes 0.33), grey for the reference cases; the figures at
 * the right, p99 marked when it misses its budget.
 */
export function chart(verdicts: Verdict[], title: string): string {
  const bars = verdicts.filter((v) => v.data === "full" && v.ratio !== null);
  const label = 300;
  const plot = 440;
  const row = 26;
  const top = 74;
  const bottom = top + bars.length * row;
  const width = label + plot + 260;
  const height = bottom + 48;
  const max = Math.max(1, ...bars.map((b) => b.ratio ?? 0));
  const x = (ratio: number) => label + (ratio / max) * plot;
  const floorOf = (v: Verdict) => (v.kind === "read" ? BUDGETS.readRatio : BUDGETS.writeRatio);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    `<text x="12" y="40" fill="#555">Requests per second as a share of GET /health measured around each case, 16 connections. Blue: read, orange: write, red: below its budget, grey: the runtime without the service's code.</text>`,
    `<text x="12" y="56" fill="#555">At the right: requests per second, p99 (budget &lt; ${BUDGETS.p99Ms} ms; ✗ when missed), errors.</text>`,
  ];
  bars.forEach((b, i) => {
    const y = top + i * row;
    const ratio = b.ratio ?? 0;
    const fill =
      b.kind === "reference" ? "#9a9a9a" : ratio < floorOf(b) ? "#d64545" : b.kind === "read" ? "#3b7dd8" : "#e69b25";
    const p99 = `p99 ${b.p99Ms} ms${b.kind !== "reference" && b.p99Ms >= BUDGETS.p99Ms ? " ✗" : ""}`;
    parts.push(
      `<text x="${label - 8}" y="${y + 16}" text-anchor="end">${escapeXml(b.name)}</text>`,
      `<rect x="${label}" y="${y + 4}" width="${Math.max(1, x(ratio) - label).toFixed(1)}" height="${row - 8}" fill="${fill}"/>`,
      `<text x="${(x(ratio) + 4).toFixed(1)}" y="${y + 16}" fill="#222">${fixed(ratio)}</text>`,
      `<text x="${label + plot + 40}" y="${y + 16}" fill="#333">${fixed(b.requestsPerSecond, 0)}/s · ${p99} · ${b.errors} errors</text>`,
    );
  });
  for (const [ratio, name, dy] of [
    [BUDGETS.writeRatio, "write budget", 14],
    [BUDGETS.readRatio, "read budget", 28],
  ] as const) {
    parts.push(
      `<line x1="${x(ratio).toFixed(1)}" y1="${top - 4}" x2="${x(ratio).toFixed(1)}" y2="${bottom + dy - 10}" stroke="#222" stroke-dasharray="4 3"/>`,
      `<text x="${(x(ratio) + 4).toFixed(1)}" y="${bottom + dy}">${name} ${ratio}</text>`,
    );
  }
  parts.push(
    `<line x1="${label}" y1="${top - 4}" x2="${label}" y2="${bottom + 4}" stroke="#222"/>`,
    `<line x1="${x(1).toFixed(1)}" y1="${top - 4}" x2="${x(1).toFixed(1)}" y2="${bottom + 4}" stroke="#999"/>`,
    `<text x="${x(1).toFixed(1)}" y="${bottom + 42}" text-anchor="middle" fill="#555">1.0 = /health</text>`,
    "</svg>",
  );
  return `${parts.join("\n")}\n`;
}

/**
 * What the reference cases say about the budgets: the share of /health that a
 * request reaches with one D1 round trip and none of the service's code, the
 * most any request that reads D1 can reach on this machine.
 */
export function referenceNote(verdicts: Verdict[]): string | undefined {
  const d1 = verdicts.find((v) => v.kind === "reference" && v.name.includes("D1"));
  if (!d1 || d1.ratio === null) return undefined;
  return `One D1 round trip with none of the service's code reaches ${fixed(d1.ratio)} of /health (${fixed(d1.requestsPerSecond, 0)}/s, p99 ${d1.p99Ms} ms): no request that reads D1 can do better on this machine.`;
}
