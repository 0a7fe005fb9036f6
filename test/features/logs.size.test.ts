/**
 * What a request-log entry costs: the rows D1 bills for writing it (its
 * `meta.rows_written`, every index entry counting as a row: one a group of
 * entries, src/db/logs-schema.ts), and its bytes, data and indexes, from
 * SQLite's own count of the database's pages (D1 reports the database's size
 * after each statement, `meta.size_after`): the same 20,000 realistic entries
 * written into a partition by the service's own writer, as a busy service's
 * group commit gathers them and one by one as a quiet one's, and into the
 * table of migrations/0000_init.sql (the log before it had databases of its
 * own), measured before and after. The capacity figures of docs/capacity.md
 * are these numbers; 186 bytes was the partition's table with its four
 * indexes (migrations-logs/0000_logs.sql), which wrote 6 rows an entry, and
 * about 100 a row an entry (0001), which wrote one.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { write } from "../../src/db/batch";
import { entryWrites, type LogEntry } from "../../src/db/log-entries";
import { logPartitionOf } from "../../src/db/log-partitions";
import { loggedEntries } from "../logs";

const N = 20_000;
/** As the group commit writes them under load. */
const ROWS_PER_WRITE = 450;

/** What requests look like, by n % 8: method, template, path (from an order id), query, as the bench's log has them. */
const SHAPES: [string, string, (order: number) => string, string | null][] = [
  ["GET", "/api/v1/ad/orders/{orderID}", (o) => `/api/v1/ad/orders/${o}`, null],
  ["GET", "/api/v1/ad/orders/{orderID}/proofofdelivery", (o) => `/api/v1/ad/orders/${o}/proofofdelivery`, null],
  ["GET", "/api/v1/ad/orders/proofofdelivery", () => "/api/v1/ad/orders/proofofdelivery", "?fromDate=03/01/2030"],
  ["POST", "/api/v1/ad/orders", () => "/api/v1/ad/orders", null],
  ["PUT", "/api/v1/ad/orders/{orderID}/publish", (o) => `/api/v1/ad/orders/${o}/publish`, null],
  [
    "PUT",
    "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid",
    (o) => `/api/v1/ad/orders/${o}/files/${2 * o}/houseid`,
    null,
  ],
  [
    "GET",
    "/api/v1/ad/account/availableDestinations",
    () => "/api/v1/ad/account/availableDestinations",
    "?status=online",
  ],
  ["GET", "/api/v1/music/account/logs", () => "/api/v1/music/account/logs", "?dateFrom=2030-03-01"],
];
const PREFIXES: Record<number, string> = {
  100: "mds_dev_nort",
  400: "mds_dev_harb",
  200: "mds_dev_wxyz",
  110: "mds_dev_blue",
};

/** Entry n: four accounts, 20,000 orders, a request every few seconds, the service's own UUID request ids. */
function entry(n: number): LogEntry {
  const organizationId = n % 10 < 5 ? 100 : n % 10 < 8 ? 400 : n % 10 === 8 ? 200 : 110;
  const [httpMethod, urlTemplate, path, query] = SHAPES[n % SHAPES.length] as (typeof SHAPES)[number];
  return {
    organizationId,
    apiKeyPrefix: PREFIXES[organizationId] ?? null,
    requestDate: new Date(Date.UTC(2030, 2, 1) + n * 3_900 + ((n * 7919) % 1000)).toISOString(),
    httpMethod,
    path: path(100_001 + ((n * 31) % 20_000)),
    query,
    urlTemplate,
    statusCode: n % 97 === 0 ? 404 : httpMethod === "POST" ? 201 : 200,
    durationMs: 3 + ((n * 37) % 45),
    requestId: crypto.randomUUID(),
  };
}

const ENTRIES = Array.from({ length: N }, (_, n) => entry(n));

const sizeOf = async (db: D1Database) => (await db.prepare("SELECT 1").run()).meta.size_after;

/** Bytes an entry: the growth of the database, in whole pages, over the entries written by `write`. */
async function bytesPerRow(
  db: D1Database,
  write: (chunk: LogEntry[]) => Promise<unknown>,
  entries = ENTRIES,
): Promise<number> {
  const before = await sizeOf(db);
  for (let i = 0; i < N; i += ROWS_PER_WRITE) await write(entries.slice(i, i + ROWS_PER_WRITE));
  return ((await sizeOf(db)) - before) / N;
}

/** The same entries as a busy service's group commit writes them: 25 a second, four accounts. */
const BUSY = ENTRIES.map((e, n) => ({
  ...e,
  requestDate: new Date(Date.UTC(2030, 5, 1) + n * 40 + ((n * 7919) % 25)).toISOString(),
}));

/** The partition's table with its four indexes and AUTOINCREMENT, before migrations-logs/0001: bytes a row. */
const FOUR_INDEXES_BYTES = 186;

/** D1's own count of the rows a statement of a write batch wrote. */
const rowsWritten = (result: unknown) => (result as D1Result).meta.rows_written;

/** The table and indexes of migrations/0000_init.sql, made in DB (where 0008 dropped them). */
async function initialTable(): Promise<void> {
  const init = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0000_"));
  const statements = (init?.queries ?? []).filter((q) => /^CREATE (TABLE|INDEX) `request_logs/m.test(q));
  expect(statements).toHaveLength(6);
  await env.DB.batch(statements.map((q) => env.DB.prepare(q)));
}

describe("what a request-log entry costs", () => {
  it("one row written a group of an account's entries, at most 50 of a second, however many a write carries", async () => {
    const { db } = logPartitionOf(env, 400);
    const fresh = (e: LogEntry) => ({ ...e, organizationId: 400, requestId: crypto.randomUUID() });
    // A write as the group commit sends it: 450 entries of one account, fifty in each millisecond: 9 groups of 50.
    const group = ENTRIES.slice(0, ROWS_PER_WRITE).map((e, i) => ({
      ...fresh(e),
      requestDate: new Date(Date.UTC(2031, 0, 1) + Math.floor(i / 50)).toISOString(),
    }));
    expect(rowsWritten((await write(db, entryWrites(db, group))).groups)).toBe(ROWS_PER_WRITE / 50);
    // The same milliseconds again: the groups take the next free slots; the account is numbered already.
    const again = await write(db, entryWrites(db, group.map(fresh)));
    expect([rowsWritten(again.accounts), rowsWritten(again.groups)]).toEqual([0, ROWS_PER_WRITE / 50]);
    // Alone, an entry is a row; entries more than a second apart are groups of their own.
    const alone = await write(db, entryWrites(db, [fresh(ENTRIES[0] as LogEntry)]));
    expect(rowsWritten(alone.groups)).toBe(1);
    const apart = ENTRIES.slice(0, 3).map((e, i) => ({
      ...fresh(e),
      requestDate: new Date(Date.UTC(2031, 0, 2) + i * 1000).toISOString(),
    }));
    expect(rowsWritten((await write(db, entryWrites(db, apart))).groups)).toBe(3);
    // Every entry is there once, with a LogID of its own.
    const ids = (await loggedEntries())
      .filter((e) => e.organizationId === 400 && e.requestDate >= "2031-01-01")
      .map((e) => e.id);
    expect(ids).toHaveLength(2 * ROWS_PER_WRITE + 3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("takes fewer bytes an entry than 0000_init's table, grouped (a busy service) or alone (a quiet one)", async () => {
    await initialTable();
    const before = await bytesPerRow(env.DB, (chunk) =>
      env.DB.prepare(
        `INSERT INTO request_logs (organization_id, api_key_id, api_key_prefix, request_date, http_method, url, path,
           url_template, status_code, duration_ms, request_id)
         SELECT e.value ->> 0, e.value ->> 1, e.value ->> 2, e.value ->> 3, e.value ->> 4, e.value ->> 5, e.value ->> 6,
           e.value ->> 7, e.value ->> 8, e.value ->> 9, e.value ->> 10 FROM json_each(?) AS e`,
      )
        .bind(
          JSON.stringify(
            chunk.map((e) => [
              e.organizationId,
              1,
              e.apiKeyPrefix,
              e.requestDate,
              e.httpMethod,
              e.path + (e.query ?? ""),
              e.path,
              e.urlTemplate,
              e.statusCode,
              e.durationMs,
              e.requestId,
            ]),
          ),
        )
        .run(),
    );
    await env.DB.prepare("DROP TABLE request_logs").run();

    const { binding, db } = logPartitionOf(env, null);
    const busy = await bytesPerRow(binding, (chunk) => write(db, entryWrites(db, chunk)), BUSY);
    const quiet = await bytesPerRow(binding, (chunk) => write(db, entryWrites(db, chunk)));

    const perDay = (bytes: number) => Math.round(10e9 / bytes / 90);
    console.log(
      `request log, bytes an entry (data and indexes, ${N} entries): ${before.toFixed(1)} in 0000_init's table, ` +
        `${FOUR_INDEXES_BYTES} with four indexes, now ${busy.toFixed(1)} grouped, ${quiet.toFixed(1)} alone; ` +
        `a 10 GB database holds ${Math.round(10e9 / busy / 1e6)} million entries grouped, ${perDay(busy)} requests a day ` +
        `for 90 days (${perDay(quiet)} alone; was ${perDay(before)})`,
    );
    expect(before).toBeGreaterThan(450);
    // A page holds one group of a dozen entries (2 to 3 KB) and the rest of it stays empty: hardly fewer bytes an
    // entry than alone (src/db/logs-schema.ts).
    expect(busy).toBeLessThan(before / 2);
    expect(quiet).toBeLessThan(before / 2);
  });
});
