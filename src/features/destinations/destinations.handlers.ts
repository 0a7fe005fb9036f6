/** The destination organizations: the list an order's sender picks from, and one destination's status. */
import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { retried } from "../../db/batch";
import { organizations } from "../../db/schema";
import type { AppEnv } from "../../env";
import { DEFAULT_LIMIT, decodeCursor, paginate } from "../../http/pagination";
import { Problem } from "../../http/problems";
import type { AvailableDestinationsQuery } from "./destinations.schemas";

const destinationColumns = {
  OrganizationID: organizations.id,
  Name: organizations.name,
  DisplayName: organizations.displayName,
  Type: organizations.type,
  Market: organizations.market,
  Country: organizations.country,
  Status: organizations.status,
  TimeZone: organizations.timeZone,
  UpdatedAt: organizations.updatedAt,
};

/** A page of the destination organizations, by id, filtered as the query asks. */
export async function listAvailableDestinations(
  c: Context<AppEnv>,
  query: v.InferOutput<typeof AvailableDestinationsQuery>,
) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = decodeCursor(query.cursor, 1);
  // This list's cursor holds one OrganizationID; anything else was not given out here.
  if (after && !(Number.isSafeInteger(after[0]) && (after[0] as number) > 0)) {
    throw new Problem("bad_request", "The cursor is not one this API gave out; start again without it.", {
      errors: [{ field: "cursor", code: "invalid_format", message: "is not a cursor this API gave out" }],
    });
  }
  const rows = await retried(() =>
    c.var.db
      .select(destinationColumns)
      .from(organizations)
      .where(
        and(
          // With no other filter, along the table's own order (ids), stopping at the page: the (kind, status, id)
          // index would read every destination and sort them (2.8 rows a row answered in the bench, now about 1).
          query.status !== "online" && query.updatedSince === undefined
            ? sql`+${organizations.kind} = 'destination'`
            : eq(organizations.kind, "destination"),
          query.status === "online" ? eq(organizations.status, "Online") : undefined,
          query.updatedSince === undefined ? undefined : gte(organizations.updatedAt, query.updatedSince),
          after ? gt(organizations.id, Number(after[0])) : undefined,
        ),
      )
      .orderBy(asc(organizations.id))
      .limit(limit + 1),
  );
  return paginate(c, rows, limit, (row) => [row.OrganizationID]);
}

/** One destination organization, with since when it has been in its status and when it was last seen. */
export async function destinationStatus(c: Context<AppEnv>, organizationId: number) {
  const row = await retried(() =>
    c.var.db
      .select({
        ...destinationColumns,
        StatusSince: organizations.statusSince,
        LastSeenAt: organizations.lastSeenAt,
      })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), eq(organizations.kind, "destination")))
      .get(),
  );
  if (!row) throw new Problem("not_found", `There is no destination organization ${organizationId}.`);
  return row;
}
