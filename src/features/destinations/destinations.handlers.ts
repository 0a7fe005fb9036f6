import { and, asc, eq, gt, gte } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { prepared } from "../../db/prepared";
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
  UpdatedAt: organizations.updatedAt,
};

/** A page of the destination organizations, by id, as `variant` filters them. */
type DestinationsValues = { limit: number; online?: 1; since?: string; after?: number };

const destinationsPage = prepared<DestinationsValues>()((db, p, has) =>
  db
    .select(destinationColumns)
    .from(organizations)
    .where(
      and(
        eq(organizations.kind, "destination"),
        has.online ? eq(organizations.status, "Online") : undefined,
        has.since ? gte(organizations.updatedAt, p.since) : undefined,
        has.after ? gt(organizations.id, p.after) : undefined,
      ),
    )
    .orderBy(asc(organizations.id))
    .limit(p.limit),
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
  const rows = await destinationsPage(c.var.db, {
    limit: limit + 1,
    online: query.status === "online" ? 1 : undefined,
    since: query.updatedSince,
    after: after ? Number(after[0]) : undefined,
  });
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
