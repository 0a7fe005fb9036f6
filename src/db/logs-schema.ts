/**
 * The request log, in databases of its own (the partitions LOGS_0 … LOGS_n,
 * ./log-partitions.ts), never in the business database (DB): the log grows
 * fastest, and a full log database must not stop orders. Migrations:
 * migrations-logs/ (drizzle-logs.config.ts). ./log-entries.ts writes and
 * reads entries in this form.
 *
 * A row is kept small, since the capacity of a partition is 10 GB divided by
 * the bytes of a row and of its index entries (test/features/logs.size.test.ts
 * measures them): every text that repeats (the method, the URL template) is a
 * small integer naming a row of `log_names`; the date is an integer; the
 * path and the query are kept apart (the URL is their concatenation) and the
 * path is indexed by a 4-byte hash; a request id that is a UUID is its 16
 * bytes; each index is exactly a filter of the Logs operation.
 */
import { blob, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The texts that repeat in the log (HTTP methods, URL templates), each stored once, named by its id. */
export const logNames = sqliteTable("log_names", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
});

/**
 * One row per request that presented a key. `organizationId` is null for a key
 * that was unknown (kept apart, visible to no account).
 */
export const requestLogs = sqliteTable(
  "request_logs",
  {
    /** LogID: AUTOINCREMENT, so that an id is never used again once purged (newer entries have higher ids). */
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id"),
    /** As the key was presented: kept as it was, whatever the key's prefix is later. */
    apiKeyPrefix: text("api_key_prefix"),
    /** Milliseconds since 1970 (UTC). */
    requestDate: integer("request_date").notNull(),
    /** A `log_names` id. */
    httpMethod: integer("http_method").notNull(),
    path: text("path").notNull(),
    /** The path's hash (./log-entries.ts `pathKey`): its index key, 4 bytes instead of the path's 30 to 60. */
    pathKey: integer("path_key").notNull(),
    /** The query with its `?`; null when the URL has none. */
    query: text("query"),
    /** A `log_names` id: the route template in SPEC.md's placeholder names; null for an unknown route. */
    urlTemplate: integer("url_template"),
    statusCode: integer("status_code").notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** A lower-case UUID as its 16 bytes, any other request id as text. */
    requestId: blob("request_id").notNull(),
  },
  // The rowid (id) ends every index, so each index gives (…, request_date, id) order for free.
  (t) => [
    index("request_logs_org_date_idx").on(t.organizationId, t.requestDate),
    index("request_logs_org_template_idx").on(t.organizationId, t.urlTemplate, t.requestDate),
    index("request_logs_org_path_idx").on(t.organizationId, t.pathKey, t.requestDate),
    index("request_logs_org_method_idx").on(t.organizationId, t.httpMethod, t.requestDate),
  ],
);
