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
 * asks at most one an entry). Its key is one integer, the table's rowid, in
 * the order the Logs operation reads (an account's groups by date): the
 * organization's number in this partition (`log_accounts`, written once an
 * organization), the first entry's date in milliseconds and the group's slot
 * among those of its millisecond, packed into 63 bits (`GROUP_KEY`), so that
 * there is no index and no counter to keep. A rowid table keeps a row of up
 * to 4 KB (about 20 entries) in its page; a WITHOUT ROWID table, keyed by the
 * three columns, keeps about 1 KB and the rest in an overflow page, mostly
 * empty: test/features/logs.size.test.ts measured 348 bytes an entry grouped
 * that way. The limits of the packing: 65,535 organizations a partition, dates
 * until 2109, 20 groups of an organization beginning in one millisecond.
 * ./log-entries.ts is the one module that packs and unpacks keys; the key
 * itself never reaches JavaScript (it is past 2^53).
 *
 * An entry's LogID is `first date × 1000 + slot × 50 + its place in the
 * group`: unique within an account, and a later group has higher ones.
 */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** At most this many entries in a group (a row). */
export const GROUP_ENTRIES = 50;
/** A group's entries are dated from its first to less than this much later (ms). */
export const GROUP_SPAN_MS = 1000;
/** At most this many groups of an organization begin in one millisecond (slots 0 to 19: 20 × 50 LogIDs). */
export const GROUP_SLOTS = 20;

/** How a group's key packs its parts: account << 47 | first date (ms, 42 bits) << 5 | slot (5 bits). */
export const GROUP_KEY = { accountShift: 47, dateShift: 5, dateMask: 2 ** 42 - 1, slotMask: 31 } as const;

/** The organizations with entries in this partition, each numbered once (the high bits of its groups' keys). */
export const logAccounts = sqliteTable("log_accounts", {
  /** 1 to 65,535: the rowid, the next free one (no AUTOINCREMENT counter to write). */
  id: integer("id").primaryKey(),
  /** The organization's id; 0 for a key that was unknown. */
  organizationId: integer("organization_id").notNull().unique(),
});

/** One row per group of entries (see above). */
export const requestLogGroups = sqliteTable("request_log_groups", {
  /** The rowid: account, first date and slot, packed (`GROUP_KEY`). */
  key: integer("key").primaryKey(),
  /** How many entries it holds. */
  count: integer("count").notNull(),
  /**
   * The entries, oldest first, as a JSON array of arrays (./log-entries.ts `StoredEntry`): the date as
   * milliseconds after the group's first, the method, path, query, template, status, duration, request id, key prefix.
   */
  entries: text("entries").notNull(),
});
