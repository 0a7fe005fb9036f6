/**
 * The webhook stage (contract section 10), on the running worker: what the
 * outbox adds to a write, and how fast events reach a local receiver.
 *
 * - Outbox cost: Set House ID (a station's write whose event goes to the
 *   agency that sent the order; on Northwind's orders only, so that every
 *   write makes an event) measured A/B interleaved, without and with the agency subscribed
 *   to every event (a receiver in this process answering 204), two rounds
 *   each: the ratio of the medians of requests per second, with / without,
 *   and of CPU per write of the server's processes (./cpu.ts): without, over
 *   the run; with, from the run's start until every event of it has been
 *   delivered (the outbox's delivery is part of what a write costs).
 * - Delivery: every event of the "with" runs is counted as the receiver
 *   verifies it (its signature checked by the `standardwebhooks` package),
 *   once by its `webhook-id`; events a second is the count over the time from
 *   the first to the last, once the outbox has drained. (A write still in
 *   flight when the load generator stops is not counted but makes its event:
 *   a few more events than counted writes.)
 */
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";
import type { BenchCase } from "./cases";
import { cpuBetween, sampleCpu } from "./cpu";
import { type LoadSettings, measure } from "./load";
import type { Worker } from "./local";

export interface WebhookResult {
  withoutRequestsPerSecond: number;
  withRequestsPerSecond: number;
  ratio: number;
  /** CPU per write (medians of the runs): without; with, its events' delivery included. */
  withoutCpuMsPerRequest: number;
  withCpuMsPerRequest: number;
  cpuRatio: number;
  writes: number;
  eventsReceived: number;
  /** Events received again (the same webhook-id): at least once allows them. */
  repeats: number;
  eventsPerSecond: number;
  unverified: number;
  errors: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export async function webhookStage(
  worker: Worker,
  houseId: BenchCase,
  settings: LoadSettings,
  say: (line: string) => void,
): Promise<WebhookResult> {
  let verifier: Webhook | undefined;
  const arrivals: number[] = [];
  const ids = new Set<string>();
  let repeats = 0;
  let unverified = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        verifier?.verify(Buffer.concat(chunks).toString("utf8"), headers);
        // At least once: a repeat (same webhook-id) is counted apart.
        const id = headers["webhook-id"] ?? "";
        if (ids.has(id)) repeats++;
        else {
          ids.add(id);
          arrivals.push(Date.now());
        }
      } catch {
        unverified++;
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${worker.origin}${path}`, {
      ...init,
      headers: { "X-API-Key": "mds_dev_northwind", "Content-Type": "application/json" },
    });

  const counter = { n: 0 };
  const without: number[] = [];
  const withHook: number[] = [];
  const withoutCpu: number[] = [];
  const withCpu: number[] = [];
  let errors = 0;
  let writes = 0;
  try {
    // A B, then B A: neither side always runs first on a worker that warms up.
    for (const [round, order] of [
      [1, ["without", "with"]],
      [2, ["with", "without"]],
    ] as const) {
      for (const side of order) {
        if (side === "without") {
          const a = await measure(worker, houseId, settings, "full", counter, { single: false });
          without.push(a.closed.requestsPerSecond);
          withoutCpu.push(a.closed.cpuMsPerRequest);
          errors += a.errors;
          continue;
        }
        const created = await api("/api/v1/account/webhooks", {
          method: "POST",
          body: JSON.stringify({ Url: `http://127.0.0.1:${port}/`, Events: ["file.house_id_set"] }),
        });
        if (created.status !== 201) throw new Error(`subscribing: ${created.status} ${await created.text()}`);
        const hook = (await created.json()) as { WebhookID: number; Secret: string };
        verifier = new Webhook(hook.Secret);
        const cpuBefore = sampleCpu(worker.pid);
        const b = await measure(worker, houseId, { ...settings, warmupSeconds: 0 }, "full", counter, {
          single: false,
        });
        withHook.push(b.closed.requestsPerSecond);
        errors += b.errors;
        const runWrites = b.closed.responses;
        writes += runWrites;
        // Drain: every event of this run arrives before the endpoint goes (its deliveries go with it).
        const deadline = Date.now() + 120_000;
        while (arrivals.length + unverified < writes && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
        withCpu.push(cpuBetween(cpuBefore, sampleCpu(worker.pid)).ms / runWrites);
        await api(`/api/v1/account/webhooks/${hook.WebhookID}`, { method: "DELETE" });
      }
      say(
        `  round ${round}: without ${without[without.length - 1]?.toFixed(0)} req/s, with ` +
          `${withHook[withHook.length - 1]?.toFixed(0)} req/s; CPU without ` +
          `${withoutCpu[withoutCpu.length - 1]?.toFixed(2)} ms/req, with ` +
          `${withCpu[withCpu.length - 1]?.toFixed(2)}; ${arrivals.length} events for ${writes} counted writes`,
      );
    }
  } finally {
    server.close();
  }
  const first = arrivals[0] ?? 0;
  const last = arrivals[arrivals.length - 1] ?? 0;
  const w = median(without);
  const h = median(withHook);
  return {
    withoutRequestsPerSecond: w,
    withRequestsPerSecond: h,
    ratio: w > 0 ? h / w : 0,
    withoutCpuMsPerRequest: median(withoutCpu),
    withCpuMsPerRequest: median(withCpu),
    cpuRatio: median(withoutCpu) > 0 ? median(withCpu) / median(withoutCpu) : 0,
    writes,
    eventsReceived: arrivals.length,
    repeats,
    eventsPerSecond: last > first ? arrivals.length / ((last - first) / 1000) : 0,
    unverified,
    errors,
  };
}

/** The stage's table, and what it misses: an error, an event lost or unverified. */
export function webhookTable(r: WebhookResult): { text: string; failures: string[] } {
  const failures = [
    ...(r.errors > 0 ? [`${r.errors} errors`] : []),
    ...(r.eventsReceived < r.writes ? [`${r.writes - r.eventsReceived} events not received`] : []),
    ...(r.unverified > 0 ? [`${r.unverified} events whose signature did not verify`] : []),
  ];
  const text = [
    "| Webhook case | without req/s | with req/s | ratio | without CPU ms/req | with CPU ms/req (delivery included) | CPU ratio | writes counted | events received | repeats | events/s | ok |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    "| Set House ID, the agency subscribed (outbox in the write's batch) | " +
      `${r.withoutRequestsPerSecond.toFixed(0)} | ${r.withRequestsPerSecond.toFixed(0)} | ${r.ratio.toFixed(2)} | ` +
      `${r.withoutCpuMsPerRequest.toFixed(2)} | ${r.withCpuMsPerRequest.toFixed(2)} | ${r.cpuRatio.toFixed(2)} | ` +
      `${r.writes} | ${r.eventsReceived} | ${r.repeats} | ${r.eventsPerSecond.toFixed(0)} | ` +
      `${failures.length === 0 ? "yes" : "no"} |`,
  ].join("\n");
  return { text, failures };
}
