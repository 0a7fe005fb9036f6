/**
 * A list of the subjects the caller may see (contract section 9), written
 * once for orders and releases: as a sender its own organization's (drafts
 * included), as a destination the published, not cancelled ones sent to the
 * organizations it acts for; newest UpdatedAt first, keyset on (updated_at,
 * id), one D1 round trip a page. Each family gives its row's columns and its
 * own filters.
 */
import { and, Column, eq, gte, is, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields, SQLiteColumn } from "drizzle-orm/sqlite-core";
import { retried } from "../../db/batch";
import type { Db } from "../../db/client";
import { destinations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { Principal } from "../../env";
import { DEFAULT_LIMIT, olderThan, positionAfter } from "../../http/pagination";
import { Problem } from "../../http/problems";
import { type Family, SUBJECT } from "./subjects";

/** What a list query takes from the request (its schema's output): role, the shared filters and the page. */
export interface ListQuery {
  role?: "sender" | "destination" | undefined;
  status?: string | undefined;
  updatedSince?: string | undefined;
  destination?: number | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * The family's columns as SQL, decoded as the columns are: drizzle checks that a column's table is in the query,
 * and here the subject's columns are the page's (named as the table), not the table's.
 */
const fromThePage = <Columns extends SelectedFields>(columns: Columns): Columns =>
  Object.fromEntries(
    Object.entries(columns).map(([name, field]) => [name, is(field, Column) ? sql`${field}`.mapWith(field) : field]),
  ) as Columns;

/**
 * A page of the subjects of `family` the caller may see: `columns` its row
 * (the owner's name and the shared counts, `FileCount` and `DestinationCount`,
 * are kept on the subject's row, not looked up or counted), `filters` the family's own conditions
 * (on its table). `destination` must be one the caller acts for (else 403).
 * One statement, answering up to `limit + 1` rows: the handler pages them
 * (`paginate`, on each row's UpdatedAt and ID).
 *
 * The page's subjects come first, whole, from at most two ways in, each
 * walked newest first along an index and filtered as it goes, merged (a UNION
 * ALL with ORDER BY, which SQLite merges; the second way leaves out the
 * caller's own, which the first gives) and cut at the limit: a sender's own
 * subjects along the owner's (owner, updated_at, id) index; the published
 * subjects sent to an organization along destinations' (organization,
 * subject_updated_at, id) index, whose subject_updated_at triggers keep equal
 * to the subject's (null for a draft, which no destination sees). So a page
 * reads about a page of rows however much was ever sent, each subject's row
 * once, as its way read it (its counts kept on it, contract section 21): a
 * sender's page a row a subject (its index entry), a destination's 2 (the
 * destination's index entry, the subject's row). A group acting for several
 * organizations has its destinations' rows sorted (an organization's index
 * range each).
 */
export async function listSubjects<Columns extends SelectedFields, Row = SelectResultFields<Columns>>(
  db: Db,
  principal: Principal,
  family: Family,
  query: ListQuery,
  columns: Columns,
  filters: (SQL | undefined)[],
): Promise<Row[]> {
  if (query.destination !== undefined && !principal.actsFor.includes(query.destination)) {
    throw new Problem(
      "forbidden",
      `This API key does not act for organization ${query.destination}: it acts for ${principal.actsFor.join(", ")}.`,
    );
  }
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const t = SUBJECT[family];
  const own = principal.organizationId;
  const actsFor = jsonList(principal.actsFor);
  /** What every subject of the page meets, `at` and `id` its position along the way it came in. */
  const wanted = (at: SQLiteColumn, id: SQLiteColumn) =>
    and(
      isNull(t.cancelledAt),
      query.status !== undefined ? sql`${t.status} = ${query.status}` : undefined,
      query.updatedSince !== undefined ? gte(at, query.updatedSince) : undefined,
      ...filters,
      after ? olderThan(at, id, after[0], after[1]) : undefined,
    );
  const ways: SQL[] = [];
  if (query.role !== "destination") {
    // The sender's own, drafts included, along its index; with `destination`, those sent there (few: sorted).
    const updatedAt = t.table.updatedAt;
    const owned = eq(t.owner, own);
    ways.push(
      query.destination !== undefined
        ? sql`SELECT ${t.table}.*, ${updatedAt} AS at, ${t.id} AS at_id FROM ${destinations}
            JOIN ${t.table} ON ${t.id} = ${t.destinationsOf}
            WHERE ${and(eq(destinations.organizationId, query.destination), owned, wanted(updatedAt, t.id))}`
        : sql`SELECT ${t.table}.*, ${updatedAt} AS at, ${t.id} AS at_id FROM ${t.table} WHERE ${and(owned, wanted(updatedAt, t.id))}`,
    );
  }
  if (query.role !== "sender") {
    // Sent to the organizations the caller acts for (or the one of `destination`), never drafts: their
    // subject_updated_at is null, which keeps them out of the index.
    const one = query.destination ?? (principal.actsFor.length === 1 ? principal.actsFor[0] : undefined);
    const sentTo =
      one !== undefined ? eq(destinations.organizationId, one) : sql`${destinations.organizationId} IN ${actsFor}`;
    const at = destinations.subjectUpdatedAt;
    // The caller's own subjects come the first way (so the ways never give one twice, and their rows need not be
    // compared: a UNION of whole rows would sort them); one sent to two of a group's organizations comes twice this
    // way: once is what counts against the limit.
    const notOwn = query.role !== "destination" ? ne(t.owner, own) : undefined;
    const once = one !== undefined ? sql`` : sql`DISTINCT `;
    ways.push(
      sql`SELECT ${once}${t.table}.*, ${at} AS at, ${t.destinationsOf} AS at_id FROM ${destinations}
        JOIN ${t.table} ON ${t.id} = ${t.destinationsOf}
        WHERE ${and(sentTo, isNotNull(t.destinationsOf), isNotNull(at), ne(t.status, "Draft"), notOwn, wanted(at, t.destinationsOf))}`,
    );
  }
  // The page's subjects whole, as the ways read them (their filters read each subject's row: no second read of it by
  // its key), under the table's own name, so that the family's columns and the counts below read them there.
  const page = sql`(${sql.join(ways, sql` UNION ALL `)} ORDER BY at DESC, at_id DESC LIMIT ${limit + 1}) AS ${t.table}`;
  const sentToMine = sql`(SELECT count(*) FROM ${destinations}
    WHERE ${t.destinationsOf} = ${t.id} AND ${destinations.organizationId} IN ${actsFor})`;
  const rows = await retried(() =>
    db
      .select({
        ...fromThePage(columns),
        FileCount: sql<number>`${t.table.fileCount}`,
        // The owner sees every destination (the count kept); a destination caller those it acts for: one when
        // it acts for one (the subject is listed because it was sent there, once), else a seek of (subject,
        // organization) each.
        DestinationCount: sql<number>`CASE WHEN ${t.owner} = ${own} THEN ${t.table.destinationCount}
          ELSE ${principal.actsFor.length === 1 ? sql`1` : sentToMine} END`.as("destination_count"),
      })
      .from(page)
      // The page's own order (its `at` is the subject's updated_at either way), which SQLite keeps: sorted again,
      // each row would be read once more, from the sorter (contract section 21).
      .orderBy(sql`at DESC`, sql`at_id DESC`),
  );
  return rows as Row[];
}
