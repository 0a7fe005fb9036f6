import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import type { Db } from "../../db/client";
import { preparedVariants, type Values } from "../../db/prepared";
import { organizations } from "../../db/schema";
import type { AppEnv } from "../../env";
import { easternToUtc, parseLocalDateTime } from "../../http/dates";
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
  UpdatedAt: organizations.updatedAt,
};

/** A page of the destination organizations, by id, as `variant` filters them. */
const destinationsPage = preparedVariants((db: Db, variant: { online: boolean; since: boolean; after: boolean }) =>
  db
    .select(destinationColumns)
    .from(organizations)
    .where(
      and(
        eq(organizations.kind, "destination"),
        variant.online ? eq(organizations.status, "Online") : undefined,
        variant.since ? gte(organizations.updatedAt, sql.placeholder("since")) : undefined,
        variant.after ? gt(organizations.id, sql.placeholder("after")) : undefined,
      ),
    )
    .orderBy(asc(organizations.id))
    .limit(sql.placeholder("limit")),
);

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
  const since = query.updatedSince ? parseLocalDateTime(query.updatedSince) : null;
  const values: Values = { limit: limit + 1 };
  if (since) values.since = easternToUtc(since).toISOString();
  if (after) values.after = Number(after[0]);
  // The shape follows from the values bound, so that the two cannot disagree.
  const variant = { online: query.status === "online", since: "since" in values, after: "after" in values };
  const rows = await destinationsPage(c.var.db, variant, values);
  return paginate(c, rows, limit, (row) => [row.OrganizationID]);
}

export async function destinationStatus(c: Context<AppEnv>, organizationId: number) {
  const row = await c.var.db
    .select({
      ...destinationColumns,
      StatusSince: organizations.statusSince,
      LastSeenAt: organizations.lastSeenAt,
    })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.kind, "destination")))
    .get();
  if (!row) throw new Problem("not_found", `There is no destination organization ${organizationId}.`);
  return row;
}
