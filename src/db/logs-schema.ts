/**
 * The request log, in databases of its own (the partitions LOGS_0 … LOGS_n,
 * ./log-partitions.ts), never in the business database (DB): the log grows
 * fastest, and a full log database must not stop orders. Migrations:
 * migrations-logs/ (drizzle-logs.config.ts). ./log-entries.ts writes and
 * reads entries in this form.
 *
 * A logged request writes one row and nothing else. D1 bills every row
 * written, and every index entry as one: `request_logs` is a table WITHOUT
 * ROWID whose primary key, (organization_id, request_date, id), is the order
 * the Logs operation reads (an account's entries by date), so it has no
 * index at all and no AUTOINCREMENT counter to keep. Every filter of Logs is
 * answered by reading the account's date window in that order, at most one
 * row read per entry in the window (a row read costs a thousandth of a row
 * written). drizzle cannot declare WITHOUT ROWID: the migration that makes the
 * table says it (migrations-logs/0001_one_row_a_request.sql), and
 * test/features/logs.size.test.ts checks that one entry is one row written.
 *
 * A row is kept small, since the capacity of a partition is 10 GB divided by
 * the bytes of a row (the same test measures them): every text that repeats
 * (the method, the URL template) is a small integer naming a row of
 * `log_names`; the date is an integer; path and query are kept apart (the URL
 * is their concatenation); a request id that is a UUID is its 16 bytes.
 */
import { blob, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The texts that repeat in the log (HTTP methods, URL templates), each stored once, named by its id. */
export const logNames = sqliteTable("log_names", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/** One row per request that presented a key (WITHOUT ROWID: see above). */
export const requestLogs = sqliteTable(
  "request_logs",
  {
    /** The organization's id; 0 for a key that was unknown (kept apart, visible to no account; a key has no nulls). */
    organizationId: integer("organization_id").notNull(),
    /** Milliseconds since 1970 (UTC). */
    requestDate: integer("request_date").notNull(),
    /**
     * The entry's number among its organization's entries of the same millisecond, from 0 (almost always 0). The
     * LogID is `request_date × 1000 + id` (./log-entries.ts): unique within an account, newer entries higher.
     */
    id: integer("id").notNull(),
    /** As the key was presented: kept as it was, whatever the key's prefix is later. */
    apiKeyPrefix: text("api_key_prefix"),
    /** A `log_names` id. */
    httpMethod: integer("http_method").notNull(),
    path: text("path").notNull(),
    /** The query with its `?`; null when the URL has none. */
    query: text("query"),
    /** A `log_names` id: the route template in SPEC.md's placeholder names; null for an unknown route. */
    urlTemplate: integer("url_template"),
    statusCode: integer("status_code").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** A lower-case UUID as its 16 bytes, any other request id as text. */
    requestId: blob("request_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.requestDate, t.id] })],
);
