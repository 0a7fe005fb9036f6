/**
 * A list of the subjects the caller may see (contract section 9), written
 * once for orders and releases: as a sender its own organization's (drafts
 * included), as a destination the published, not cancelled ones sent to the
 * organizations it acts for; newest UpdatedAt first, keyset on (updated_at,
 * id), one D1 round trip a page. Each family gives its row's columns and its
 * own filters.
 */
import { and, desc, eq, gte, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { SelectedFields, SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { type Placeholders, type Presence, prepared, type Values } from "../../db/prepared";
import { destinations, files, organizations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { DEFAULT_LIMIT, olderThan, paginate, positionAfter } from "../../http/pagination";
import { Problem } from "../../http/problems";
import { actsForOf, type Family, SUBJECT } from "./subjects";

/** The values every list page binds; a family's filters add their own. */
export type ListValues = {
  limit: number;
  /** The caller's own organization: a sender sees its subjects. */
  own: number;
  /** The organizations the caller acts for, as a JSON list (`actsForOf`: D1 binds at most 100 values a statement). */
  actsFor: string;
  /** The one organization the caller acts for, when it is one: its rows are walked in order along the index. */
  actsForOne?: number;
  asSender?: 1;
  asDestination?: 1;
  /** Only subjects sent to this organization (one the caller acts for). */
  destination?: number;
  status?: string;
  since?: string;
  /** The position (UpdatedAt, ID) after which the page starts. */
  afterDate?: string;
  afterId?: number;
};

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
 * The prepared page query of a family: `columns` its row (the owner's
 * `organizations` row is joined; the shared counts are added as `FileCount`
 * and `DestinationCount`), `filters` its own conditions.
 *
 * The page's IDs come first, from at most two ways in, each walked newest
 * first along an index and filtered as it goes, merged (a UNION with ORDER
 * BY, which SQLite merges) and cut at the limit: a sender's own subjects along
 * the owner's (owner, updated_at, id) index; the published subjects sent to an
 * organization along destinations' (organization, subject_updated_at, id)
 * index, whose subject_updated_at triggers keep equal to the subject's (null
 * for a draft, which no destination sees). So a page reads about a page of
 * rows however much was ever sent, and only its rows are read whole and
 * counted. A group acting for several organizations has its destinations'
 * rows sorted (an organization's index range each).
 */
export function subjectListPage<Extra extends Values, Columns extends SelectedFields>(
  family: Family,
  columns: Columns,
  filters: (p: Placeholders<ListValues & Extra>, has: Presence<ListValues & Extra>) => (SQL | undefined)[],
) {
  const t = SUBJECT[family];
  return prepared<ListValues & Extra>()((db, values, present) => {
    // The shared names, typed: the generic `Extra` hides them from the compiler, not from the values.
    const p = values as unknown as Placeholders<ListValues>;
    const has = present as unknown as Presence<ListValues>;
    const owned = eq(t.owner, p.own);
    const published = ne(t.status, "Draft");
    /** What every subject of the page meets, `at` and `id` its position along the way it came in. */
    const wanted = (at: SQLiteColumn, id: SQLiteColumn) =>
      and(
        isNull(t.cancelledAt),
        has.status ? sql`${t.status} = ${p.status}` : undefined,
        has.since ? gte(at, p.since) : undefined,
        ...filters(values, present),
        has.afterDate ? olderThan(at, id, p.afterDate, p.afterId) : undefined,
      );
    const ways: SQL[] = [];
    if (has.asSender) {
      // The sender's own, drafts included, along its index; with `destination`, those sent there (few: sorted).
      const updatedAt = t.table.updatedAt;
      ways.push(
        has.destination
          ? sql`SELECT ${t.id} AS id, ${updatedAt} AS at FROM ${destinations} JOIN ${t.table} ON ${t.id} = ${t.destinationsOf} WHERE ${and(eq(destinations.organizationId, p.destination), owned, wanted(updatedAt, t.id))}`
          : sql`SELECT ${t.id} AS id, ${updatedAt} AS at FROM ${t.table} WHERE ${and(owned, wanted(updatedAt, t.id))}`,
      );
    }
    if (has.asDestination) {
      // Sent to the organizations the caller acts for (or the one of `destination`), never drafts: their
      // subject_updated_at is null, which keeps them out of the index.
      const one = has.destination ? p.destination : has.actsForOne ? p.actsForOne : undefined;
      const sentTo = one
        ? eq(destinations.organizationId, one)
        : sql`${destinations.organizationId} IN ${jsonList(p.actsFor)}`;
      const at = destinations.subjectUpdatedAt;
      // A subject sent to two of a group's organizations comes twice this way: once is what counts against the limit.
      const once = one ? sql`` : sql`DISTINCT `;
      ways.push(
        sql`SELECT ${once}${t.destinationsOf} AS id, ${at} AS at FROM ${destinations} JOIN ${t.table} ON ${t.id} = ${t.destinationsOf} WHERE ${and(sentTo, isNotNull(t.destinationsOf), isNotNull(at), published, wanted(at, t.destinationsOf))}`,
      );
    }
    const page = sql`SELECT id FROM (${sql.join(ways, sql` UNION `)} ORDER BY at DESC, id DESC LIMIT ${p.limit})`;
    return db
      .select({
        ...columns,
        FileCount: sql<number>`(SELECT count(*) FROM ${files} WHERE ${t.filesOf} = ${t.id})`.as("file_count"),
        DestinationCount:
          sql<number>`(SELECT count(*) FROM ${destinations} WHERE ${t.destinationsOf} = ${t.id} AND (${t.owner} = ${p.own} OR ${destinations.organizationId} IN ${jsonList(p.actsFor)}))`.as(
            "destination_count",
          ),
      })
      .from(t.table)
      .innerJoin(organizations, eq(organizations.id, t.owner))
      .where(sql`${t.id} IN (${page})`)
      .orderBy(desc(t.table.updatedAt), desc(t.id));
  });
}

/**
 * A page of the subjects the caller may see, read by `page` (a
 * `subjectListPage`) with the family's `extra` values; `destination` must be
 * one the caller acts for (else 403). `positionOf` gives a row's (UpdatedAt, ID).
 */
export async function listSubjects<Extra extends Values, Row>(
  c: Context<AppEnv>,
  query: ListQuery,
  page: (db: AppEnv["Variables"]["db"], values: ListValues & Extra) => PromiseLike<Row[]>,
  extra: Extra,
  positionOf: (row: Row) => [string, number],
): Promise<Row[]> {
  const principal = principalOf(c);
  if (query.destination !== undefined && !principal.actsFor.includes(query.destination)) {
    throw new Problem(
      "forbidden",
      `This API key does not act for organization ${query.destination}: it acts for ${principal.actsFor.join(", ")}.`,
    );
  }
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const rows = await page(c.var.db, {
    ...extra,
    limit: limit + 1,
    own: principal.organizationId,
    actsFor: actsForOf(c),
    actsForOne: principal.actsFor.length === 1 ? principal.actsFor[0] : undefined,
    asSender: query.role !== "destination" ? 1 : undefined,
    asDestination: query.role !== "sender" ? 1 : undefined,
    destination: query.destination,
    status: query.status,
    since: query.updatedSince,
    afterDate: after?.[0],
    afterId: after?.[1],
  });
  return paginate(c, rows, limit, positionOf);
}
