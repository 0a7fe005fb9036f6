/**
 * What other features read of proof of delivery (the order group's report, ../lifecycle): its rows as every
 * report answers them, without the reports' handlers.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deliveries, files, orders, organizations } from "../../db/schema";

export type ProofOfDeliveryRow = Awaited<ReturnType<typeof proofOfDeliveryRows>>[number];

/**
 * Proof of delivery rows, with the delivery id for the cursor (left out of the
 * answer). Every column has its own name: in a batch, D1 answers rows keyed by
 * column name, so two `id` columns would collide.
 */
export function proofOfDeliveryRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      DeliveryID: deliveries.id,
      OrderID: sql<number>`${deliveries.orderId}`,
      FileID: deliveries.fileId,
      AdID: files.adId,
      OrganizationID: deliveries.organizationId,
      OrganizationName: organizations.name,
      Status: deliveries.status,
      StatusDate: deliveries.statusDate,
      DeliveredAt: deliveries.deliveredAt,
      DeliveredBy: deliveries.deliveredBy,
      IngestedAt: deliveries.ingestedAt,
      // What the station received (its rendition, contract section 19) once Delivered; the original's before.
      Bytes: sql<number | null>`coalesce(${deliveries.bytes}, ${files.contentBytes})`,
      Sha256: sql<string | null>`coalesce(${deliveries.sha256}, ${files.contentSha256})`,
      Late: deliveries.late,
    })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(files, eq(files.id, deliveries.fileId))
    .innerJoin(organizations, eq(organizations.id, deliveries.organizationId))
    .where(where);
}

/** A row as the reports answer it: the delivery id (the cursor's) left out. */
export const asProofOfDelivery = ({ DeliveryID: _, ...row }: ProofOfDeliveryRow) => row;
