/** Drives one case with autocannon: a warm-up, then a measured run of fixed length. */
import autocannon from "autocannon";
import type { BenchCase } from "./cases";

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface Measurement {
  name: string;
  kind: BenchCase["kind"];
  /** `full`, or `1/100` for the first measurement of a growth case. */
  data: "full" | "1/100";
  responses: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with a status the case does not expect, plus socket errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  /** GET /health's requests per second measured right before and right after this case (their mean). */
  healthRequestsPerSecond?: number;
}

function fire(origin: string, c: BenchCase, seconds: number, connections: number, counter: { n: number }) {
  const headers: Record<string, string> = {};
  if (c.key) headers["X-API-Key"] = c.key;
  if (c.accept) headers.Accept = c.accept;
  if (c.contentType) headers["Content-Type"] = c.contentType;
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: c.method,
        headers,
        setupRequest: (request) => {
          const sent = c.next(counter.n++);
          return { ...request, path: sent.path, ...(sent.body === undefined ? {} : { body: sent.body }) };
        },
      },
    ],
  });
}

export async function measure(
  origin: string,
  c: BenchCase,
  settings: LoadSettings,
  data: Measurement["data"],
  counter = { n: 0 },
): Promise<Measurement> {
  if (settings.warmupSeconds > 0) await fire(origin, c, settings.warmupSeconds, settings.connections, counter);
  const result = await fire(origin, c, settings.seconds, settings.connections, counter);
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const responses = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = (code: number) => (c.expect ? c.expect.includes(code) : code >= 200 && code < 300);
  const succeeded = Object.entries(statuses)
    .filter(([code]) => ok(Number(code)))
    .reduce((a, [, count]) => a + count, 0);
  return {
    name: c.name,
    kind: c.kind,
    data,
    responses,
    requestsPerSecond: responses / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: responses - succeeded + result.errors + result.timeouts,
    statuses,
  };
}
