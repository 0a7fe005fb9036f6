/**
 * The budgets, the verdicts, and the ways the results are shown: the tables
 * on stdout, bench/results/latest.json and bench/results/latest.svg.
 *
 * Every case is measured against two references in the same run, the bare
 * worker (./bare-worker/: the same runtime started the same way, none of the
 * service's code) answering ok, and the same after one D1 round trip
 * (`SELECT 1`): ratios of requests per second to both, and of CPU per request
 * (./cpu.ts) to the one with D1, which is the least any request that reads
 * D1 can cost here.
 */
import { type CostFigures, type CostKind, costFailures } from "./costs";
import { type Measurement, mean, meanRun, type OpenRun, type Pair } from "./load";
import { type MediaMeasurement, MiB } from "./media";

/**
 * CPU per request of a read, a write or a download at most `cpu` times that of the bare worker's one D1 round trip,
 * at the bench's connections and at one (a guard against regressions, not a target: what a request costs in
 * production is ./costs.ts's); growth from 1/100 to full data within 1.5×, in p99 or in requests per second as a
 * share of the bare worker's; media: 100 MiB throughput at least 0.8 of the bare worker's, and the workerd peak RSS
 * of a 1 GiB transfer over the 100 MiB one's in the same direction at most 64 MiB more than the bare worker's; no
 * errors anywhere. The cost budgets (round trips, rows written, dollars) are ./costs.ts's `COST_BUDGETS`.
 */
export const BUDGETS = {
  cpu: 2,
  growth: 1.5,
  mediaRatio: 0.8,
  mediaMemoryGrowthMiB: 64,
} as const;

/** One round of the references: the bare worker answering ok, then after one D1 round trip. */
export interface ReferenceRound {
  data: Measurement["data"];
  bare: Measurement;
  d1: Measurement;
}

interface ReferenceFigures {
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  /** At one connection. */
  singleCpuMsPerRequest: number | null;
}

/** What a case is measured against: the mean of the reference rounds just before and just after it. */
export interface References {
  bare: ReferenceFigures;
  d1: ReferenceFigures;
  /** The rounds' indexes (of the stage's). */
  rounds: number[];
}

export interface Measured extends Measurement {
  references: References;
  /** What it costs in production, from the meter's counters around the case (./costs.ts). */
  cost?: CostFigures;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

function figures(ms: Measurement[]): ReferenceFigures {
  const single = ms.flatMap((m) => (m.single ? [m.single.cpuMsPerRequest] : []));
  return {
    requestsPerSecond: mean(ms.map((m) => m.closed.requestsPerSecond)),
    cpuMsPerRequest: mean(ms.map((m) => m.closed.cpuMsPerRequest)),
    singleCpuMsPerRequest: single.length > 0 ? mean(single) : null,
  };
}

/** The references of rounds `indexes` of `rounds`. */
export function referencesOf(rounds: ReferenceRound[], indexes: number[]): References {
  const picked = indexes.map((i) => rounds[i] as ReferenceRound);
  return { bare: figures(picked.map((r) => r.bare)), d1: figures(picked.map((r) => r.d1)), rounds: indexes };
}

/** A reference as one row of the table: the mean of every round of its stage (each round in the JSON). */
export function referenceRows(rounds: ReferenceRound[]): Measured[] {
  const references = referencesOf(
    rounds,
    rounds.map((_, i) => i),
  );
  return (["bare", "d1"] as const).map((side) => {
    const ms = rounds.map((r) => r[side]);
    const singles = ms.flatMap((m) => (m.single ? [m.single] : []));
    const open = ms.find((m) => m.open)?.open;
    const first = ms[0] as Measurement;
    return {
      name: `${first.name} (mean of ${ms.length} rounds)`,
      kind: first.kind,
      data: first.data,
      closed: meanRun(ms.map((m) => m.closed)),
      ...(singles.length > 0 ? { single: meanRun(singles) } : {}),
      ...(open ? { open } : {}),
      errors: ms.reduce((a, m) => a + m.errors, 0),
      references,
    };
  });
}

export interface Verdict extends Measured {
  ratios: {
    /** Requests per second over the bare worker's, and over the bare worker's with one D1 round trip. */
    requestsToBare: number;
    requestsToD1: number;
    /** CPU per request over the bare worker's with one D1 round trip, at the bench's connections (judged) and at one. */
    cpuToD1: number;
    singleCpuToD1: number | null;
  };
  /**
   * For a growth case at full data, against its figures at 1/100: p99 (full over 1/100), requests per second
   * (1/100 over full), the same as a share of the bare worker's in each stage, and CPU per request (full over 1/100).
   */
  growth?: { p99: number; throughput: number; relativeThroughput: number; cpu: number };
  failures: string[];
}

const fixed = (n: number, digits = 2) => n.toFixed(digits);

const cpuBudgetOf = (kind: Measurement["kind"], heavy?: true) =>
  !heavy && (kind === "read" || kind === "write" || kind === "download") ? BUDGETS.cpu : null;

/** The cost budgets a case is judged by (./costs.ts). */
export const costKindOf = (kind: Measurement["kind"]): CostKind =>
  kind === "read" || kind === "write" || kind === "download" ? kind : undefined;

/** Of a case measured in pairs: the median of the pairs' CPU ratios, which a change of the machine's load moves least. */
export const pairedCpuRatio = (pairs: Pair[] | undefined) =>
  pairs && pairs.length > 0 ? median(pairs.map((p) => p.run.cpuMsPerRequest / p.reference.cpuMsPerRequest)) : undefined;

/** Judges every measurement; `small`: the 1/100 measurements by case name. */
export function judge(measurements: Measured[], small: Map<string, Measured>): Verdict[] {
  return measurements.map((m) => {
    const failures: string[] = [];
    const { bare, d1 } = m.references;
    const ratios: Verdict["ratios"] = {
      requestsToBare: m.closed.requestsPerSecond / bare.requestsPerSecond,
      requestsToD1: m.closed.requestsPerSecond / d1.requestsPerSecond,
      cpuToD1: pairedCpuRatio(m.pairs?.closed) ?? m.closed.cpuMsPerRequest / d1.cpuMsPerRequest,
      singleCpuToD1:
        pairedCpuRatio(m.pairs?.single) ??
        (m.single && d1.singleCpuMsPerRequest ? m.single.cpuMsPerRequest / d1.singleCpuMsPerRequest : null),
    };
    const ceiling = cpuBudgetOf(m.kind, m.heavy);
    if (ceiling !== null) {
      if (ratios.cpuToD1 > ceiling)
        failures.push(
          `CPU ${fixed(ratios.cpuToD1)}× the bare worker's with one D1 round trip > ${ceiling} (${m.closed.connections} connections)`,
        );
    }
    // The references beside a case are the bare worker's: their errors are no case's, but no run may have any.
    const referenceErrors = [...(m.pairs?.closed ?? []), ...(m.pairs?.single ?? [])].reduce(
      (sum, p) => sum + p.reference.errors,
      0,
    );
    if (referenceErrors > 0) failures.push(`${referenceErrors} errors in the bare+D1 runs beside it`);
    if (m.cost) failures.push(...costFailures(costKindOf(m.kind), m.cost));
    if (m.errors > 0) {
      const open = m.open && {
        statuses: m.open.statuses,
        ...(Object.keys(m.open.socketErrors).length > 0 ? { socketErrors: m.open.socketErrors } : {}),
        ...(m.open.unanswered > 0 ? { unanswered: m.open.unanswered } : {}),
      };
      const statuses = { closed: m.closed.statuses, single: m.single?.statuses, open };
      failures.push(`${m.errors} errors (${JSON.stringify(statuses)})`);
    }
    const before = m.data === "full" ? small.get(m.name) : undefined;
    let growth: Verdict["growth"];
    if (before) {
      const share = (x: Measured) => x.closed.requestsPerSecond / x.references.bare.requestsPerSecond;
      growth = {
        p99: m.closed.p99Ms / Math.max(1, before.closed.p99Ms),
        throughput: before.closed.requestsPerSecond / m.closed.requestsPerSecond,
        relativeThroughput: share(before) / share(m),
        cpu: m.closed.cpuMsPerRequest / before.closed.cpuMsPerRequest,
      };
      // Within 1.5× in p99, or in throughput as a share of the bare worker's (the two stages run minutes apart, on
      // a machine whose load may change meanwhile): either shows the cost does not grow with the data.
      if (growth.p99 > BUDGETS.growth && growth.relativeThroughput > BUDGETS.growth) {
        failures.push(
          `at 100× the data: p99 ${fixed(growth.p99)}× and throughput 1/${fixed(growth.relativeThroughput)} of the bare worker's share (> ${BUDGETS.growth}×)`,
        );
      }
    }
    return { ...m, ratios, ...(growth ? { growth } : {}), failures };
  });
}

function budgetOf(v: Verdict): string {
  const parts: string[] = [];
  const ceiling = cpuBudgetOf(v.kind, v.heavy);
  if (ceiling !== null) parts.push(`CPU ≤${ceiling}×`);
  else if (v.heavy) parts.push("CPU not guarded (reads a whole window)");
  if (v.growth)
    parts.push(
      `100× data: p99 ${fixed(v.growth.p99)}×, share 1/${fixed(v.growth.relativeThroughput)} (≤${BUDGETS.growth}); CPU ${fixed(v.growth.cpu)}×`,
    );
  if (parts.length === 0 && v.kind !== "bare") parts.push("not judged");
  return parts.join("; ") || "-";
}

const millis = (n: number) => (n >= 100 ? fixed(n, 0) : n >= 10 ? fixed(n, 1) : fixed(n, 2));

/** The cost table: requests per second and CPU per request, beside the references. */
export function table(verdicts: Verdict[], connections: number, pairs: number): string {
  const head = [
    "Case",
    "Data",
    "req/s",
    "÷ bare",
    "÷ bare+D1",
    "CPU ms/req",
    "CPU × bare+D1",
    "1 conn CPU ms/req",
    "1 conn CPU × bare+D1",
    "errors",
    "budget",
    "ok",
  ];
  const rows = verdicts.map((v) => [
    v.name,
    v.data,
    fixed(v.closed.requestsPerSecond, 0),
    fixed(v.ratios.requestsToBare),
    fixed(v.ratios.requestsToD1),
    fixed(v.closed.cpuMsPerRequest),
    fixed(v.ratios.cpuToD1),
    v.single ? fixed(v.single.cpuMsPerRequest) : "-",
    v.ratios.singleCpuToD1 === null ? "-" : fixed(v.ratios.singleCpuToD1),
    String(v.errors),
    budgetOf(v),
    v.failures.length === 0 ? "yes" : "NO",
  ]);
  return [
    `CPU: closed loop at ${connections} connections unless marked; CPU of the server's process group (/proc) per ` +
      "request; bare: the bare worker answering ok, bare+D1: the same after one D1 round trip. A case's closed loop " +
      `runs in ${pairs} pairs, each a run of the case and a run of bare+D1 beside it: CPU ms/req is the mean of the ` +
      `case's runs, CPU × bare+D1 the median of the pairs' ratios (the guard: at most ${BUDGETS.cpu}). At one ` +
      "connection, one run, against the rounds' bare+D1 (shown, not judged). Requests a second are against the " +
      "rounds of references between the cases (the rounds just before and after it). What a request costs in " +
      "production is the cost table's.",
    "",
    grid(head, rows, new Set([2, 3, 4, 5, 6, 7, 8, 9])),
  ].join("\n");
}

/** The latency table: closed loop at the bench's connections, open loop at a fixed rate, one connection. */
export function latencyTable(verdicts: Verdict[], connections: number): string {
  const head = [
    "Case",
    "Data",
    `${connections} conn p50`,
    `${connections} conn p99`,
    "open loop req/s",
    "open p50",
    "open p99",
    "1 conn req/s",
    "1 conn p50",
    "1 conn p99",
  ];
  const openOf = (o: OpenRun | undefined) =>
    o ? [fixed(o.ratePerSecond, 0), millis(o.p50Ms), millis(o.p99Ms)] : ["-", "-", "-"];
  const rows = verdicts.map((v) => [
    v.name,
    v.data,
    millis(v.closed.p50Ms),
    millis(v.closed.p99Ms),
    ...openOf(v.open),
    v.single ? fixed(v.single.requestsPerSecond, 0) : "-",
    v.single ? millis(v.single.p50Ms) : "-",
    v.single ? millis(v.single.p99Ms) : "-",
  ]);
  return [
    "Latency (ms): closed loop; open loop (requests sent at a fixed rate, half of what bare+D1 sustains, latency from when each was due); one connection.",
    "",
    grid(head, rows, new Set([2, 3, 4, 5, 6, 7, 8, 9])),
  ].join("\n");
}

/** Each reference round, for the drift of the machine during the run. */
export function roundsNote(stages: { data: string; rounds: ReferenceRound[] }[]): string {
  return stages
    .map(
      ({ data, rounds }) =>
        `References at ${data} data, round by round: ` +
        `bare ${rounds.map((r) => `${fixed(r.bare.closed.requestsPerSecond, 0)}/s ${fixed(r.bare.closed.cpuMsPerRequest)} ms`).join(", ")}; ` +
        `bare+D1 ${rounds.map((r) => `${fixed(r.d1.closed.requestsPerSecond, 0)}/s ${fixed(r.d1.closed.cpuMsPerRequest)} ms`).join(", ")}.`,
    )
    .join("\n");
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
        `workerd peak RSS ${fixed(rssGrowthMiB.service, 0)} MiB above the 100 MiB ${m.direction}'s, the bare ` +
          `worker's ${fixed(rssGrowthMiB.bare, 0)}: ${fixed(rssGrowthMiB.service - rssGrowthMiB.bare, 0)} more (> ` +
          `${BUDGETS.mediaMemoryGrowthMiB})`,
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
    "R2 A / B",
    "D1 trips / rows written",
    "budget",
    "ok",
  ];
  const ops = (v: MediaVerdict) => v.service.operations;
  const signed = (n: number) => `${n >= 0 ? "+" : ""}${fixed(n, 0)}`;
  const rows = verdicts.map((v) => [
    v.name,
    fixed(v.service.mibPerSecond, 0),
    fixed(v.bare.mibPerSecond, 0),
    fixed(v.ratio),
    fixed(v.service.peakRssBytes / MiB, 0),
    fixed(v.bare.peakRssBytes / MiB, 0),
    ops(v) ? `${fixed(ops(v)?.r2ClassA ?? 0, 0)} / ${fixed(ops(v)?.r2ClassB ?? 0, 0)}` : "-",
    ops(v) ? `${fixed(ops(v)?.d1RoundTrips ?? 0, 0)} / ${fixed(ops(v)?.rowsWritten ?? 0, 0)}` : "-",
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
  return [
    "Media: the service's throughput beside the bare worker streaming the same bytes to and from R2, workerd's " +
      "peak RSS, and what one transfer cost the service (the meter: R2 class A / B operations, D1 round trips / " +
      "rows written, the request log's included).",
    "",
    grid(head, rows, new Set([1, 2, 3, 4, 5, 6, 7])) + note.join(""),
  ].join("\n");
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A bar per case at full data: its CPU per request over the bare worker's with one D1 round trip, red when above
 * the budget line (2), grey for the cases not judged; the figures at the right.
 */
export function chart(verdicts: Verdict[], title: string, subtitle: string): string {
  const bars = verdicts.filter((v) => v.data === "full");
  const label = 340;
  const plot = 440;
  const row = 26;
  const top = 90;
  const bottom = top + bars.length * row;
  const width = label + plot + 380;
  const height = bottom + 48;
  const max = Math.max(2, ...bars.map((b) => b.ratios.cpuToD1));
  const x = (ratio: number) => label + (ratio / max) * plot;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    `<text x="12" y="40" fill="#555">CPU per request of the server's processes over the bare worker's with one D1 round trip, measured around each case.</text>`,
    `<text x="12" y="56" fill="#555">Blue: read, orange: write or download, red: a budget missed (CPU or cost), grey: not judged.</text>`,
    `<text x="12" y="72" fill="#555">${escapeXml(subtitle)}</text>`,
  ];
  bars.forEach((b, i) => {
    const y = top + i * row;
    const ratio = b.ratios.cpuToD1;
    const ceiling = cpuBudgetOf(b.kind, b.heavy);
    const fill =
      ceiling === null ? "#9a9a9a" : b.failures.length > 0 ? "#d64545" : b.kind === "read" ? "#3b7dd8" : "#e69b25";
    parts.push(
      `<text x="${label - 8}" y="${y + 16}" text-anchor="end">${escapeXml(b.name)}</text>`,
      `<rect x="${label}" y="${y + 4}" width="${Math.max(1, x(ratio) - label).toFixed(1)}" height="${row - 8}" fill="${fill}"/>`,
      `<text x="${(x(ratio) + 4).toFixed(1)}" y="${y + 16}" fill="#222">${fixed(ratio)}</text>`,
      `<text x="${label + plot + 40}" y="${y + 16}" fill="#333">${fixed(b.closed.cpuMsPerRequest)} ms CPU · ` +
        `${fixed(b.closed.requestsPerSecond, 0)}/s · open p99 ${b.open ? millis(b.open.p99Ms) : "-"} ms · ` +
        `${b.errors} errors</text>`,
    );
  });
  for (const [ratio, name, dy] of [[BUDGETS.cpu, "CPU budget", 14]] as const) {
    parts.push(
      `<line x1="${x(ratio).toFixed(1)}" y1="${top - 4}" x2="${x(ratio).toFixed(1)}" y2="${bottom + dy - 10}" stroke="#222" stroke-dasharray="4 3"/>`,
      `<text x="${(x(ratio) + 4).toFixed(1)}" y="${bottom + dy}">${name} ${ratio}</text>`,
    );
  }
  parts.push(
    `<line x1="${label}" y1="${top - 4}" x2="${label}" y2="${bottom + 4}" stroke="#222"/>`,
    `<line x1="${x(1).toFixed(1)}" y1="${top - 4}" x2="${x(1).toFixed(1)}" y2="${bottom + 4}" stroke="#999"/>`,
    `<text x="${x(1).toFixed(1)}" y="${bottom + 42}" text-anchor="middle" fill="#555">1.0 = bare worker + one D1 round trip</text>`,
    "</svg>",
  );
  return `${parts.join("\n")}\n`;
}
