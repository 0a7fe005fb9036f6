/**
 * What other features read of traffic (as-run's proof of performance): an order's stations with their time zones;
 * their specs (a revision's copy deadlines); and what the instruction sheet says of its spots' rights and clearance
 * restrictions.
 */
import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { destinationSpecs, destinations, files, organizations } from "../../db/schema";
import { RESTRICTIONS_OF_F } from "../ingest/ingest.published";

/** The order's destinations in its order, with their names and time zones. */
export const stationsOf = (db: Db, orderId: number) =>
  db
    .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
    .from(destinations)
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .where(eq(destinations.orderId, orderId))
    .orderBy(asc(destinations.position), asc(destinations.organizationId));

/** The specs of the order's destinations that have one (for their copy deadlines, contract section 20). */
export const specsOf = (db: Db, orderId: number) =>
  db
    .select({ id: destinationSpecs.organizationId, spec: destinationSpecs.spec })
    .from(destinations)
    .innerJoin(destinationSpecs, eq(destinationSpecs.organizationId, destinations.organizationId))
    .where(eq(destinations.orderId, orderId));

/**
 * The order's spots that have a rights window or clearance restrictions (contract section 20), in their order:
 * the restrictions as an ingest entry carries them (`Body: restriction`, a JSON list).
 */
export const rightsOf = (db: Db, orderId: number) => {
  // `f`, as RESTRICTIONS_OF_F names the file.
  const f = alias(files, "f");
  return db
    .select({
      adId: f.adId,
      airStart: f.airStart,
      airEnd: f.airEnd,
      notes: f.rightsNotes,
      restrictions: sql<string>`${RESTRICTIONS_OF_F}`.as("restrictions"),
    })
    .from(f)
    .where(
      and(
        eq(f.orderId, orderId),
        or(
          isNotNull(f.airStart),
          isNotNull(f.airEnd),
          sql`EXISTS (SELECT 1 FROM file_clearances c WHERE c.file_id = f.id AND c.status = 'Restricted')`,
        ),
      ),
    )
    .orderBy(asc(f.position), asc(f.id));
};
