/**
 * Round trips to D1 are the latency a caller pays in production (contract
 * section 13): with its key kept by the isolate, a read makes one round trip
 * and a write at most two; a key the isolate has not kept adds one, its
 * lookup, first and alone. The request-log write comes after the answer (to
 * the log's own database), and so does the write of a key's last use, at
 * most once a minute. A batched read names each column once, and never with
 * an integer (D1 keys a batch's rows by column name).
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { world } from "../../fixtures/world";
import { logPartitionOf } from "../../src/db/log-partitions";
import { LOGS_PATH } from "../../src/features/logs/logs.routes";
import { sha256Hex } from "../../src/http/keys";
import { stationsWithoutDeliver } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { coverageGaps, nameOf } from "../operation-lists";
import {
  databaseOf,
  introduce,
  isAuthLookup,
  isLogWrite,
  MEASURED_ELSEWHERE,
  OPERATION_CASES,
  observe,
} from "./operations";

// A destination's download as it receives the original: WXYZ-TV's Deliver (contract section 19) is set aside.
stationsWithoutDeliver(200);

/** The most round trips of a read, and of a write, with the key kept. */
const MOST = { read: 1, write: 2 };

/**
 * The as-run operations (contract section 21): their entries live in the as-run partitions, so a read takes one
 * round trip more (where the entries are, then the entries) and a post one more (its entries, then DB's write).
 */
const AS_RUN = new Set(["/api/v1/ad/asrun", "/api/v1/ad/orders/{orderID}/proofofperformance"]);

/** The organization of a demo key. */
const organizationOf = (key: string) => {
  const found = world.apiKeys.find((k) => k.key === key);
  if (!found) throw new Error(`no demo key ${key}`);
  return found.organizationId;
};

const describeTrip = (trip: RoundTrip) =>
  `${trip.database} ${trip.method}: ${trip.statements.map((s) => s.sql.replace(/\s+/g, " ").slice(0, 160)).join(" | ")}`;

afterEach(() => instrument.reset());

describe("D1 round trips per request", () => {
  it("has a case for every operation of the app but those MEASURED_ELSEWHERE names (./operations.ts)", () => {
    expect(coverageGaps(new Set(OPERATION_CASES.map((c) => nameOf(c.method, c.template))), MEASURED_ELSEWHERE)).toEqual(
      [],
    );
  });

  it.each(OPERATION_CASES)(`$name: a read one round trip, a write at most two`, async (c) => {
    await introduce(c.key);
    const { response, text, trips } = await observe(c);
    expect(response.status, text).toBe(c.status);

    expect(trips.filter(isAuthLookup), "no lookup of a kept key").toHaveLength(0);
    expect(trips.filter(isLogWrite), "one request-log write").toHaveLength(1);
    expect(isLogWrite(trips.at(-1) as RoundTrip), "the log write comes last").toBe(true);

    const own = trips.slice(0, -1);
    const listing = own.map(describeTrip).join("\n");
    const reads = c.method === "GET" || c.method === "HEAD";
    if (AS_RUN.has(c.template)) {
      // The entries are in the stations' partitions (contract section 21): DB (where they are), the partitions side
      // by side (one round trip), and a post's write in DB after them.
      const steps = own
        .map((t) => (/^ASRUN_\d+$/.test(t.database) ? "ASRUN" : t.database))
        .filter((name, i, all) => name !== "ASRUN" || all[i - 1] !== "ASRUN");
      expect(steps, listing).toEqual(reads ? ["DB", "ASRUN"] : ["DB", "ASRUN", "DB"].slice(0, steps.length));
      expect(steps.length, listing).toBeGreaterThanOrEqual(2);
      const side = own.filter((t) => /^ASRUN_/.test(t.database)).map((t) => t.database);
      expect(new Set(side).size, listing).toBe(side.length);
      return;
    }
    expect(own.length, listing).toBeGreaterThanOrEqual(1);
    expect(own.length, listing).toBeLessThanOrEqual(reads ? MOST.read : MOST.write);
    // The account's log is in its own database: Logs reads there alone; everything else reads and writes DB.
    const database = c.template === LOGS_PATH ? logPartitionOf(env, organizationOf(c.key)).name : "DB";
    expect(
      own.map((t) => t.database),
      listing,
    ).toEqual(own.map(() => database));

    // In a batch D1 answers rows keyed by column name: two columns of one name would shift the values,
    // and so would a name that is an integer (an object lists those first).
    for (const trip of own.filter((t) => t.method === "batch")) {
      for (const statement of trip.statements) {
        if (!/^select\b/i.test(statement.sql)) continue;
        const [columns] = await databaseOf(trip)
          .prepare(statement.sql)
          .bind(...statement.params)
          .raw({ columnNames: true });
        const names = columns as unknown as string[];
        expect(
          names.filter((n, i) => names.indexOf(n) !== i || /^\d+$/.test(n)),
          statement.sql,
        ).toEqual([]);
      }
    }
  });

  it("looks a key the isolate has not kept up first, alone; from then on it costs none", async () => {
    const key = `mds_test_roundtrips_${crypto.randomUUID()}`;
    await env.DB.prepare("INSERT INTO api_keys (organization_id, key_hash, prefix) VALUES (100, ?, 'mds_test_rou')")
      .bind(await sha256Hex(key))
      .run();
    const detail = OPERATION_CASES.find((c) => c.name === "Order Detail");
    if (!detail) throw new Error("no Order Detail case");

    const first = await observe({ ...detail, key });
    expect(first.response.status, first.text).toBe(200);
    expect(isAuthLookup(first.trips[0] as RoundTrip), first.trips.map(describeTrip).join("\n")).toBe(true);

    // The key's last use is written after the answer, at most once a minute (src/http/key-use.ts).
    const isKeyUseWrite = (trip: RoundTrip) =>
      trip.statements.some((s) => /update "api_keys" set "last_used_at"/i.test(s.sql));
    expect(first.trips.filter(isKeyUseWrite)).toHaveLength(1);

    const second = await observe({ ...detail, key });
    expect(second.response.status, second.text).toBe(200);
    expect(second.trips.filter(isAuthLookup)).toHaveLength(0);
    expect(second.trips.filter(isKeyUseWrite)).toHaveLength(0);
    expect(second.trips.length).toBe(first.trips.length - 2);
  });

  it.each([
    "Create Comment (order)",
    "Create Comment (order, XML)",
    "Create Approval (order)",
    "Create Comment (release)",
    "Create Approval (release)",
  ])("%s: one round trip, the write led by nothing but its own condition", async (name) => {
    const create = OPERATION_CASES.find((c) => c.name === name);
    if (!create) throw new Error(`no ${name} case`);
    await introduce(create.key);
    const { response, text, trips } = await observe(create);
    expect(response.status, text).toBe(201);
    const own = trips.filter((t) => !isLogWrite(t));
    expect(own.map(describeTrip)).toHaveLength(1);
    expect((own[0] as RoundTrip).statements[0]?.sql).toMatch(/^insert into "comments"/i);
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
