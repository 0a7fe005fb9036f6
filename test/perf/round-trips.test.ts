/**
 * A request makes at most two D1 round trips of its own: reads that belong
 * together go in one `batch`, writes that belong together in one `batch`.
 * The key costs none of its own once the isolate knows it: the check that it
 * is unchanged rides on the first of them to DB (src/http/known-keys.ts), or
 * goes alone at the end for a request that reads only its account's request
 * log (Logs: one round trip to the log's partition); only a key the isolate
 * has not seen is looked up first, alone. The request-log write comes after
 * the answer, and so does the write of a key's last use, at most once a
 * minute. A batched read names each column once, and never with an integer
 * (D1 keys a batch's rows by column name).
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { world } from "../../fixtures/world";
import { logPartitionOf } from "../../src/db/log-partitions";
import { LOGS_PATH } from "../../src/features/logs/logs.routes";
import { sha256Hex } from "../../src/http/keys";
import { instrument, type RoundTrip } from "../instrument";
import { FINDING_OPERATIONS, SPEC_OPERATIONS } from "../spec-operations";
import { databaseOf, introduce, isAuthLookup, isKeyCheck, isLogWrite, OPERATION_CASES, observe } from "./operations";

const MAX_ROUND_TRIPS = 2;

/** The organization of a demo key. */
const organizationOf = (key: string) => {
  const found = world.apiKeys.find((k) => k.key === key);
  if (!found) throw new Error(`no demo key ${key}`);
  return found.organizationId;
};

const describeTrip = (trip: RoundTrip) =>
  `${trip.method}: ${trip.statements.map((s) => s.sql.replace(/\s+/g, " ").slice(0, 160)).join(" | ")}`;

afterEach(() => instrument.reset());

describe("D1 round trips per request", () => {
  it("has a case for every operation of SPEC.md and of contract section 9", () => {
    const covered = new Set(OPERATION_CASES.map((c) => `${c.method} ${c.template}`));
    const missing = [...SPEC_OPERATIONS, ...FINDING_OPERATIONS].filter(
      ([method, path]) => !covered.has(`${method.toUpperCase()} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(OPERATION_CASES)(`$name: at most ${MAX_ROUND_TRIPS}, the key check riding on the first`, async (c) => {
    await introduce(c.key);
    const { response, text, trips } = await observe(c);
    expect(response.status, text).toBe(c.status);

    expect(trips.filter(isAuthLookup), "no lookup of a known key").toHaveLength(0);
    expect(trips.filter(isLogWrite), "one request-log write").toHaveLength(1);
    expect(isLogWrite(trips.at(-1) as RoundTrip), "the log write comes last").toBe(true);

    const own = trips.slice(0, -1);
    const listing = own.map(describeTrip).join("\n");
    expect(own.length, listing).toBeGreaterThanOrEqual(1);
    expect(own.length, listing).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
    const toDb = own.filter((t) => t.database === "DB");
    if (c.template === LOGS_PATH) {
      // The account's log is in its own database: one read there, then the key check alone.
      expect(
        own.map((t) => t.database),
        listing,
      ).toEqual([logPartitionOf(env, organizationOf(c.key)).name, "DB"]);
      expect(toDb[0]?.statements.map(isKeyCheck), listing).toEqual([true]);
    } else {
      // A read's queries go in one batch, the key check first: one round trip, whatever it reads.
      if (c.method === "GET") expect(own.length, listing).toBe(1);
      expect(toDb, listing).toEqual(own);
    }
    expect(
      isKeyCheck(toDb[0]?.statements[0] ?? { sql: "" }),
      `the first round trip to DB starts with the key check\n${listing}`,
    ).toBe(true);
    expect(own.flatMap((t) => t.statements).filter(isKeyCheck), "one key check").toHaveLength(1);

    // In a batch D1 answers rows keyed by column name: two columns of one name would shift the values,
    // and so would a name that is an integer (an object lists those first).
    for (const trip of own.filter((t) => t.method === "batch")) {
      for (const statement of trip.statements) {
        if (!/^select\b/i.test(statement.sql) || isKeyCheck(statement)) continue;
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

  it("looks a key the isolate has not seen up first, alone; from then on it rides along", async () => {
    const key = `mds_test_roundtrips_${crypto.randomUUID()}`;
    await env.DB.prepare("INSERT INTO api_keys (organization_id, key_hash, prefix) VALUES (100, ?, 'mds_test_rou')")
      .bind(await sha256Hex(key))
      .run();
    const detail = OPERATION_CASES.find((c) => c.name === "Order Detail");
    if (!detail) throw new Error("no Order Detail case");

    const first = await observe({ ...detail, key });
    expect(first.response.status, first.text).toBe(200);
    expect(isAuthLookup(first.trips[0] as RoundTrip), first.trips.map(describeTrip).join("\n")).toBe(true);
    expect(first.trips.flatMap((t) => t.statements).filter(isKeyCheck)).toHaveLength(0);

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

  // A guard (src/db/guard.ts): the check a write depends on, first in the write's own batch.
  const isGuard = (sql: string) => /^select json\(CASE WHEN .* THEN '1' ELSE 'guard failed' END\)/is.test(sql);

  it.each([
    ["Create Order", /^insert into "orders"/i],
    ["Create Order (XML)", /^insert into "orders"/i],
    ["Create Long Form Order", /^insert into "orders"/i],
    ["Create Comment (order)", /^insert into "comments"/i],
    ["Create Comment (order, XML)", /^insert into "comments"/i],
    ["Create Approval (order)", /^insert into "comments"/i],
    ["Create Comment (release)", /^insert into "comments"/i],
    ["Create Approval (release)", /^insert into "comments"/i],
    ["Create Release", /^insert into "releases"/i],
  ])("%s: one round trip, its check a guard in front of the write", async (name, write) => {
    const create = OPERATION_CASES.find((c) => c.name === name);
    if (!create) throw new Error(`no ${name} case`);
    await introduce(create.key);
    const { response, text, trips } = await observe(create);
    expect(response.status, text).toBe(201);
    const own = trips.filter((t) => !isLogWrite(t));
    expect(own.map(describeTrip)).toHaveLength(1);
    const statements = (own[0] as RoundTrip).statements.map((s) => s.sql);
    const guardAt = statements.findIndex(isGuard);
    expect(guardAt, statements.join("\n")).toBeGreaterThan(0);
    expect(statements.findIndex((sql) => write.test(sql))).toBe(guardAt + 1);
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
