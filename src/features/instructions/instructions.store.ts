/**
 * What other features read of traffic (as-run's proof of performance): an order's stations with their time zones.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { destinations, organizations } from "../../db/schema";

/** The order's destinations in its order, with their names and time zones. */
export const stationsOf = (db: Db, orderId: number) =>
  db
    .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
    .from(destinations)
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .where(eq(destinations.orderId, orderId))
    .orderBy(asc(destinations.position), asc(destinations.organizationId));
