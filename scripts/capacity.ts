/**
 * The capacity model (docs/performance.md, "Capacity"): from a seeded local
 * database, for each table of the business database, the bytes a row takes
 * (its cell in the table's b-tree and one in each index, from SQLite's
 * `dbstat`: used bytes of the leaf pages over their cells), its index entries
 * a row, and its rows per business event (an order published: counted over
 * the orders there; an as-run line; a request); then, for three sizes of
 * platform, the bytes a year and the day each database reaches D1's 10 GB.
 *
 *   npm run capacity -- [--persist-to <dir>]
 *
 * <dir>: a `--persist-to` of wrangler (default .wrangler/state, `npm start`'s;
 * the bench prints its own: `Bench database: /tmp/mds-bench-…`, with 20,000
 * orders). Reads the SQLite files with the sqlite3 command (apt-get install
 * sqlite3), read-only.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const args = process.argv.slice(2);
const at = args.indexOf("--persist-to");
const persistTo = at >= 0 ? (args[at + 1] ?? "") : ".wrangler/state";
const folder = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
if (!existsSync(folder)) throw new Error(`no local D1 in ${folder}: seed one (npm start, or the bench)`);

const query = <T>(file: string, sql: string): T[] => {
  const out = execFileSync("sqlite3", ["-readonly", "-json", file, sql], { encoding: "utf8" });
  return out.trim() === "" ? [] : (JSON.parse(out) as T[]);
};

const files = readdirSync(folder)
  .filter((f) => f.endsWith(".sqlite"))
  .map((f) => join(folder, f));
const tablesOf = (file: string) =>
  query<{ name: string }>(file, "SELECT name FROM sqlite_schema WHERE type = 'table'").map((t) => t.name);
const business = files.find((f) => tablesOf(f).includes("orders"));
const log = files.find((f) => tablesOf(f).includes("request_log_groups"));
/** The as-run partition holding the most entries (contract section 21: ASRUN_n, src/db/asrun-partitions.ts). */
const asRun = files
  .filter((f) => tablesOf(f).includes("asrun_sequence"))
  .map((f) => ({ f, n: query<{ n: number }>(f, "SELECT count(*) AS n FROM asrun_entries")[0]?.n ?? 0 }))
  .sort((a, b) => b.n - a.n)[0]?.f;
if (!business) throw new Error(`no business database (one with orders) in ${folder}`);

interface Size {
  table: string;
  rows: number;
  /** Bytes a row: its table cell and its index cells, leaf pages' used bytes over their cells. */
  bytes: number;
  indexes: number;
  /** Index entries a row (a partial index holds fewer than one). */
  entries: number;
}

/** Each table's rows, bytes a row (table and indexes) and index entries a row. */
function sizes(file: string): Size[] {
  const cells = query<{ name: string; tbl: string; cells: number; used: number }>(
    file,
    `SELECT s.name, coalesce(m.tbl_name, s.name) AS tbl, sum(s.ncell) AS cells, sum(s.pgsize - s.unused) AS used
     FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name
     WHERE s.pagetype = 'leaf' GROUP BY s.name`,
  );
  const tables = query<{ name: string }>(
    file,
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  );
  return tables.map(({ name }) => {
    const rows = query<{ n: number }>(file, `SELECT count(*) AS n FROM "${name}"`)[0]?.n ?? 0;
    const own = cells.find((c) => c.name === name);
    const indexes = cells.filter((c) => c.tbl === name && c.name !== name);
    const declared = query<{ n: number }>(
      file,
      `SELECT count(*) AS n FROM sqlite_schema WHERE type = 'index' AND tbl_name = '${name}'`,
    )[0]?.n;
    const bytes = rows === 0 ? 0 : ((own?.used ?? 0) + indexes.reduce((s, i) => s + i.used, 0)) / rows;
    const entries = rows === 0 ? 0 : indexes.reduce((s, i) => s + i.cells, 0) / rows;
    return { table: name, rows, bytes, indexes: declared ?? 0, entries };
  });
}

const main = sizes(business);
const orders = main.find((s) => s.table === "orders")?.rows ?? 0;

/** The business event each table grows with: an order (sent and delivered), an as-run line, or none (reference). */
const PER_ORDER = new Set([
  "orders",
  "files",
  "destinations",
  "deliveries",
  "delivery_ranges",
  "file_statuses",
  "comments",
  "ingest_entries",
  "instruction_revisions",
  "instruction_acknowledgements",
  "webhook_events",
  "webhook_deliveries",
  "webhook_attempts",
  "content_uploads",
  "content_upload_parts",
]);
const PER_AIRING = new Set(["asrun_entries", "asrun_checks", "asrun_discrepancies"]);

const fixed = (n: number, d = 1) => n.toFixed(d);
console.log(`Business database: ${business} (${orders} orders)\n`);
console.log("| table | rows | bytes a row (with its index entries) | indexes | index entries a row | rows per event |");
console.log("|---|--:|--:|--:|--:|---|");
for (const s of main.filter((s) => s.rows > 0 || PER_AIRING.has(s.table)).sort((a, b) => b.rows - a.rows)) {
  const event = PER_ORDER.has(s.table)
    ? `${fixed(s.rows / Math.max(1, orders), 2)} an order`
    : PER_AIRING.has(s.table)
      ? s.table === "asrun_entries"
        ? "1 an airing"
        : "a few an as-run log"
      : "reference data";
  console.log(`| ${s.table} | ${s.rows} | ${fixed(s.bytes, 0)} | ${s.indexes} | ${fixed(s.entries, 2)} | ${event} |`);
}

const logSizes = log ? sizes(log) : [];
const logRow = logSizes.find((s) => s.table === "request_log_groups");
// A group holds several entries (src/db/logs-schema.ts): bytes an entry are what the capacity of the log is in.
const logEntries =
  log && logRow ? (query<{ n: number }>(log, "SELECT sum(count) AS n FROM request_log_groups")[0]?.n ?? 0) : 0;
const requestBytes = logRow ? (logRow.bytes * logRow.rows) / Math.max(1, logEntries) : 0;
if (log && logRow) {
  console.log(
    `\nRequest log partition: ${log}: request_log_groups ${logRow.rows} rows holding ${logEntries} entries, ` +
      `${fixed(logRow.bytes, 0)} bytes a row, ${fixed(requestBytes, 0)} bytes an entry.`,
  );
}

const asRunRow = asRun ? sizes(asRun).find((s) => s.table === "asrun_entries") : undefined;
if (asRunRow) {
  console.log(
    `As-run partition: ${asRun}: asrun_entries ${asRunRow.rows} rows, ${fixed(asRunRow.bytes, 0)} bytes a row, ` +
      `${fixed(asRunRow.entries, 2)} index entries a row.`,
  );
}

/** Bytes an order takes in the business database, all its tables. */
const orderBytes =
  main.filter((s) => PER_ORDER.has(s.table)).reduce((sum, s) => sum + s.bytes * s.rows, 0) / Math.max(1, orders);
// An airing's line is in its station's as-run partition; the main database's old table only before the partitions.
const airingBytes = asRunRow?.bytes || main.find((s) => s.table === "asrun_entries")?.bytes || 0;

const GB10 = 10 * 1e9;
const AIRINGS_A_DAY = 200;
/** Requests an order brings (its create, publish, reads, each station's ingest, downloads and status): a model figure. */
const REQUESTS_AN_ORDER = 50;
const platforms = [
  { name: "station group", stations: 50, spots: 20_000 },
  { name: "national network", stations: 1_000, spots: 500_000 },
  { name: "largest", stations: 10_000, spots: 2_000_000 },
];
/** When a database growing by `bytesAYear` reaches 10 GB: in years, or days under a year. */
const reaches = (bytesAYear: number) => {
  if (bytesAYear === 0) return "never";
  const y = GB10 / bytesAYear;
  return y >= 1 ? `${fixed(y, 1)} years` : `${fixed(y * 365, 0)} days`;
};
console.log(
  `\nAn order: ${fixed(orderBytes, 0)} bytes in the business database; an airing's as-run line: ${fixed(airingBytes, 0)} bytes` +
    `${airingBytes === 0 ? " (no as-run line in these databases)" : ""}; a request's log entry: ${fixed(requestBytes, 0)} bytes.`,
);
console.log(
  `Each station airs ${AIRINGS_A_DAY} spots a day (each an as-run line); an order brings ${REQUESTS_AN_ORDER} requests.\n`,
);
console.log(
  "| platform | orders a year | GB a year: orders | GB a year: as-run | one database holding both: 10 GB in | orders alone | as-run alone | request log, 90 days kept |",
);
console.log("|---|--:|--:|--:|--:|--:|--:|--:|");
for (const p of platforms) {
  const ordersAYear = p.spots * orderBytes;
  const asrunAYear = p.stations * AIRINGS_A_DAY * 365 * airingBytes;
  const logKept = (p.spots * REQUESTS_AN_ORDER * requestBytes * 90) / 365;
  console.log(
    `| ${p.name} (${p.stations} stations) | ${p.spots} | ${fixed(ordersAYear / 1e9, 2)} | ${fixed(asrunAYear / 1e9, 2)} | ` +
      `${reaches(ordersAYear + asrunAYear)} | ${reaches(ordersAYear)} | ${reaches(asrunAYear)} | ${fixed(logKept / 1e9, 2)} GB |`,
  );
}
