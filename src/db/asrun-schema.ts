/**
 * As-run entries (contract sections 15 and 21), in databases of their own:
 * the partitions ASRUN_0 … ASRUN_n (./asrun-partitions.ts), never the
 * business database (DB), since they grow with stations × days. A station's
 * entries live in the partition its placement names (the main database's
 * `asrun_placements`, src/features/asrun/asrun.placement.ts). Migrations:
 * migrations-asrun/ (drizzle-asrun.config.ts).
 *
 * An entry's id (the API's EntryID) is unique across every partition, so
 * that an entry keeps it when its station moves: partition k numbers its
 * entries from (k + 1) × 2^40 on (`asrun_sequence`, one row, never going
 * back), and ids below 2^40 are those the main database gave before the
 * partitions (kept when the mover brings them over).
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Each partition numbers its entries within its own span of ids (see above). */
const ID_SPAN = 2 ** 40;

/** The first id partition `index` gives (the ids below the first span are the main database's). */
export const firstIdOf = (index: number) => (index + 1) * ID_SPAN;

/**
 * What a station says it aired. `ad_id` and `house_id` are as sent ('' when not sent), so that the unique
 * index keeps a log sent again from being stored twice; `order_id` and `file_id` are the match found when it
 * was stored (null: unmatched), `matched_ad_id` the AdID of the matched file when the entry named it only by
 * house ID (the files are in the main database, which a partition cannot join).
 */
export const asrunEntries = sqliteTable(
  "asrun_entries",
  {
    /** Set by the write from `asrun_sequence` (see above), or kept from where the entry was. */
    id: integer("id").primaryKey(),
    organizationId: integer("organization_id").notNull(),
    /** ISO 8601 UTC with milliseconds and `Z`, whatever offset it was sent with. */
    airedAt: text("aired_at").notNull(),
    adId: text("ad_id").notNull().default(""),
    houseId: text("house_id").notNull().default(""),
    durationSeconds: integer("duration_seconds"),
    orderId: integer("order_id"),
    fileId: integer("file_id"),
    matchedAdId: text("matched_ad_id"),
    postedAt: text("posted_at").notNull(),
    /** The key prefix, and the contact's name for a contact's key. */
    postedBy: text("posted_by").notNull(),
  },
  (t) => [
    /** One entry per station, moment and spot; also the station's entries newest first. */
    uniqueIndex("asrun_entries_entry_idx").on(t.organizationId, t.airedAt, t.adId, t.houseId),
    /** Proof of performance: an order's entries by station and time. */
    index("asrun_entries_order_idx").on(t.orderId, t.organizationId, t.airedAt).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/** The partition's next entry id, one row (id 0), started at (k + 1) × 2^40 by the first write to partition k. */
export const asrunSequence = sqliteTable("asrun_sequence", {
  id: integer("id").primaryKey(),
  next: integer("next").notNull(),
});
