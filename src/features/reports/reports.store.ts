/**
 * What other features read of proof of delivery (the order group's report, ../lifecycle): its rows as every
 * report answers them, without the reports' handlers.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deliveries } from "../../db/schema";

export type ProofOfDeliveryRow = Awaited<ReturnType<typeof proofOfDeliveryRows>>[number];

/**
 * Proof of delivery rows, with the delivery id for the cursor (left out of the
 * answer), read from the deliveries alone: each keeps what its row shows (the
 * file's Ad-ID, the station's name, the bytes and hash) and whether its order
 * was cancelled (`subject_cancelled_at`), so that a page reads a row a
 * delivery (contract section 21). Every column has its own name: in a batch,
 * D1 answers rows keyed by column name, so two `id` columns would collide.
 */
export function proofOfDeliveryRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      DeliveryID: deliveries.id,
      OrderID: sql<number>`${deliveries.orderId}`,
      FileID: deliveries.fileId,
      AdID: deliveries.adId,
      OrganizationID: deliveries.organizationId,
      OrganizationName: deliveries.organizationName,
      Status: deliveries.status,
      StatusDate: deliveries.statusDate,
      DeliveredAt: deliveries.deliveredAt,
      DeliveredBy: deliveries.deliveredBy,
      IngestedAt: deliveries.ingestedAt,
      // What the station received (its rendition, contract section 19) once Delivered; the original's before.
      Bytes: deliveries.bytes,
      Sha256: deliveries.sha256,
      Late: deliveries.late,
    })
    .from(deliveries)
    .where(where);
}

/** A row as the reports answer it: the delivery id (the cursor's) left out. */
export const asProofOfDelivery = ({ DeliveryID: _, ...row }: ProofOfDeliveryRow) => row;
