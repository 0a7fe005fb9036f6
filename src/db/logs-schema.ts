/**
 * The request log, in databases of its own (the partitions LOGS_0 … LOGS_n,
 * ./log-partitions.ts), never in the business database (DB): the log grows
 * fastest, and a full log database must not stop orders. Migrations:
 * migrations-logs/ (drizzle-logs.config.ts). ./log-entries.ts writes and
 * reads entries in this form.
 *
 * A row holds a group of entries: those of one organization that one group
 * commit (src/http/request-log.ts) wrote together, at most `GROUP_ENTRIES`
 * of them, their request dates less than `GROUP_SPAN_MS` apart. D1 bills
 * every row written, and every index entry as one: a group is one row, a
 * dozen entries on a busy service, one on a quiet one (contract section 13
 * asks at most one an entry). `request_log_groups` is WITHOUT ROWID, its
 * primary key (organization_id, first_date, slot) the order the Logs
 * operation reads: no index and no AUTOINCREMENT counter to keep. drizzle
 * cannot declare WITHOUT ROWID: the migration that makes the table says it
 * (migrations-logs/0002_groups.sql). What that costs in bytes: SQLite keeps
 * about 1 KB of such a row in its page and the rest in overflow pages, the
 * last one partly empty, so a group of a dozen entries takes more bytes an
 * entry than an entry alone (test/features/logs.size.test.ts measures both,
 * docs/capacity.md says what that means for a partition).
 *
 * An entry's LogID is `first_date × 1000 + slot + its place in the group`:
 * the groups of an organization that begin in the same millisecond take
 * consecutive slots, so LogIDs are unique within an account, and a later
 * group has higher ones.
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** At most this many entries in a group (a row). */
export const GROUP_ENTRIES = 50;
/** A group's entries are dated from its `first_date` to less than this much later (ms). */
export const GROUP_SPAN_MS = 1000;

/** One row per group of entries (see above). */
export const requestLogGroups = sqliteTable(
  "request_log_groups",
  {
    /** The organization's id; 0 for a key that was unknown (kept apart, visible to no account; a key has no nulls). */
    organizationId: integer("organization_id").notNull(),
    /** The oldest entry's request date: milliseconds since 1970 (UTC). */
    firstDate: integer("first_date").notNull(),
    /** The first of the group's LogID slots within its organization's millisecond `first_date` (0 to 999). */
    slot: integer("slot").notNull(),
    /** How many entries it holds. */
    count: integer("count").notNull(),
    /**
     * The entries, oldest first, as a JSON array of arrays (./log-entries.ts `StoredEntry`): the date as
     * milliseconds after `first_date`, the method, path, query, template, status, duration, request id, key prefix.
     */
    entries: text("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.firstDate, t.slot] })],
);
