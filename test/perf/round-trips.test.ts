/**
 * A request makes at most two D1 round trips of its own: reads that belong
 * together go in one `batch`, writes that belong together in one `batch`.
 * Counted apart, exactly one each: the auth lookup (the key by its hash, the
 * first round trip of every authenticated request) and the request-log write
 * (the last, after the answer). A batched read names each column once (D1
 * keys a batch's rows by column name).
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { instrument, type RoundTrip } from "../../src/db/instrument";
import { SPEC_OPERATIONS } from "../spec-operations";
import { isAuthLookup, isLogWrite, OPERATION_CASES, observe } from "./operations";

const MAX_ROUND_TRIPS = 2;

const describeTrip = (trip: RoundTrip) =>
  `${trip.method}: ${trip.statements.map((s) => s.sql.replace(/\s+/g, " ").slice(0, 160)).join(" | ")}`;

afterEach(() => instrument.reset());

describe("D1 round trips per request", () => {
  it("has a case for every operation of SPEC.md", () => {
    const covered = new Set(OPERATION_CASES.map((c) => `${c.method} ${c.template}`));
    const missing = SPEC_OPERATIONS.filter(([method, path]) => !covered.has(`${method.toUpperCase()} ${path}`));
    expect(missing).toEqual([]);
  });

  it.each(OPERATION_CASES)(`$name: at most ${MAX_ROUND_TRIPS} besides the auth lookup and the log write`, async (c) => {
    const { response, text, trips } = await observe(c);
    expect(response.status, text).toBe(c.status);

    expect(trips.filter(isAuthLookup), "one auth lookup").toHaveLength(1);
    expect(isAuthLookup(trips[0] as RoundTrip), "the auth lookup comes first").toBe(true);
    expect(trips.filter(isLogWrite), "one request-log write").toHaveLength(1);
    expect(isLogWrite(trips.at(-1) as RoundTrip), "the log write comes last").toBe(true);

    const own = trips.slice(1, -1);
    expect(own.length, own.map(describeTrip).join("\n")).toBeGreaterThanOrEqual(1);
    expect(own.length, own.map(describeTrip).join("\n")).toBeLessThanOrEqual(MAX_ROUND_TRIPS);

    // In a batch D1 answers rows keyed by column name: two columns of one name would shift the values.
    for (const statement of own.filter((t) => t.method === "batch").flatMap((t) => t.statements)) {
      if (!/^select\b/i.test(statement.sql)) continue;
      const [columns] = await env.DB.prepare(statement.sql)
        .bind(...statement.params)
        .raw({ columnNames: true });
      const names = columns as unknown as string[];
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        statement.sql,
      ).toEqual([]);
    }
  });

  it("counts a batch of many statements as one round trip", async () => {
    const publish = OPERATION_CASES.find((c) => c.name === "Publish Order");
    if (!publish) throw new Error("no Publish Order case");
    const { trips } = await observe(publish);
    const batches = trips.filter((t) => t.method === "batch");
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...batches.map((b) => b.statements.length))).toBeGreaterThan(1);
  });

  it("sees no round trip at all for /health", async () => {
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    const res = await SELF.fetch("http://mds.test/health", { headers: { "X-Request-Id": "perf-health" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-D1-Bookmark")).toBeNull();
    expect(trips.filter((t) => t.origin === "perf-health")).toEqual([]);
  });
});
