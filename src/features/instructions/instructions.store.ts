/**
 * What other features read of traffic (as-run's proof of performance): an order's stations with their time zones;
 * and what the instruction sheet says of its spots' rights.
 */
import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { destinations, files, organizations } from "../../db/schema";

/** The order's destinations in its order, with their names and time zones. */
export const stationsOf = (db: Db, orderId: number) =>
  db
    .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
    .from(destinations)
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .where(eq(destinations.orderId, orderId))
    .orderBy(asc(destinations.position), asc(destinations.organizationId));

/** The order's spots that have a rights window (contract section 20), in their order. */
export const rightsOf = (db: Db, orderId: number) =>
  db
    .select({ adId: files.adId, airStart: files.airStart, airEnd: files.airEnd, notes: files.rightsNotes })
    .from(files)
    .where(and(eq(files.orderId, orderId), or(isNotNull(files.airStart), isNotNull(files.airEnd))))
    .orderBy(asc(files.position), asc(files.id));
