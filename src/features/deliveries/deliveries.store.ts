/**
 * The delivery pipeline's reads and writes. Every write is conditional on the
 * state it moves from, so a duplicate or concurrent message (queues deliver at
 * least once) changes nothing twice; a delivery's row and its order's status
 * change in one D1 batch. A cancelled order (deleted after publish) is never
 * touched, and its deliveries are never started.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { jsonList } from "../../db/guard";
import { deliveries, orders, organizations } from "../../db/schema";

/** `column IN (ids)` with the ids bound as one JSON parameter (`jsonList`). */
const idIn = (column: SQLiteColumn | SQL, ids: number[]) => sql`${column} IN ${jsonList(ids)}`;

/** The delivery belongs to a release, or to an order that is not cancelled. */
const orderNotCancelled = sql`NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = ${deliveries.orderId}
  AND (o.status = 'Cancelled' OR o.cancelled_at IS NOT NULL))`;

/** The ids of the deliveries a write changed. */
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

export type PipelineDelivery = Awaited<ReturnType<typeof loadDeliveries>>[number];

/** A queue batch's deliveries with their destination's status and their order's state, in one query. */
export function loadDeliveries(db: Db, ids: number[]) {
  return db
    .select({
      id: deliveries.id,
      status: deliveries.status,
      orderId: deliveries.orderId,
      releaseId: deliveries.releaseId,
      fileId: deliveries.fileId,
      organizationId: deliveries.organizationId,
      destinationStatus: organizations.status,
      orderCancelled: sql<number>`coalesce(${orders.status} = 'Cancelled' OR ${orders.cancelledAt} IS NOT NULL, 0)`,
    })
    .from(deliveries)
    .innerJoin(organizations, eq(organizations.id, deliveries.organizationId))
    .leftJoin(orders, eq(orders.id, deliveries.orderId))
    .where(idIn(deliveries.id, ids));
}

/**
 * Queued (or Sending again, on a retry) → Sending, counting the attempt; the
 * order of a delivery that starts moves Published → In Progress. Answers the
 * deliveries that were started.
 */
export async function startSending(db: Db, ids: number[], now: string): Promise<number[]> {
  const [started] = await db.batch([
    db
      .update(deliveries)
      .set({ status: "Sending", statusDate: now, attempts: sql`${deliveries.attempts} + 1` })
      .where(and(idIn(deliveries.id, ids), inArray(deliveries.status, ["Queued", "Sending"]), orderNotCancelled))
      .returning({ id: deliveries.id }),
    db
      .update(orders)
      .set({ status: "In Progress", updatedAt: now })
      .where(
        and(
          eq(orders.status, "Published"),
          sql`${orders.id} IN (SELECT order_id FROM deliveries WHERE ${idIn(sql`id`, ids)} AND status = 'Sending')`,
        ),
      ),
  ]);
  return idsOf(started);
}

/**
 * Sending → Delivered; the order whose deliveries are now all delivered moves
 * to Delivered. Answers the deliveries that were delivered.
 */
export async function markDelivered(db: Db, ids: number[], now: string): Promise<number[]> {
  const [delivered] = await db.batch([
    db
      .update(deliveries)
      .set({ status: "Delivered", statusDate: now, deliveredAt: now, lastError: null })
      .where(and(idIn(deliveries.id, ids), eq(deliveries.status, "Sending")))
      .returning({ id: deliveries.id }),
    db
      .update(orders)
      .set({ status: "Delivered", updatedAt: now })
      .where(
        and(
          inArray(orders.status, ["Published", "In Progress"]),
          sql`${orders.id} IN (SELECT order_id FROM deliveries WHERE ${idIn(sql`id`, ids)})`,
          sql`NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = ${orders.id} AND d.status <> 'Delivered')`,
        ),
      ),
  ]);
  return idsOf(delivered);
}

/** Sending → Queued for deliveries whose destination went offline: the cron takes them up again. */
export async function requeue(db: Db, ids: number[], now: string): Promise<number[]> {
  const rows = await db
    .update(deliveries)
    .set({ status: "Queued", statusDate: now })
    .where(and(idIn(deliveries.id, ids), eq(deliveries.status, "Sending")))
    .returning({ id: deliveries.id });
  return idsOf(rows);
}

/** Keeps the reason of a failed attempt on the delivery, for the dead-letter consumer to report. */
export async function recordFailures(db: Db, failures: { id: number; error: string }[]): Promise<void> {
  const [first, ...rest] = failures.map(({ id, error }) =>
    db
      .update(deliveries)
      .set({ lastError: error.slice(0, 500) })
      .where(and(eq(deliveries.id, id), inArray(deliveries.status, ["Queued", "Sending"]))),
  );
  if (first) await db.batch([first, ...rest]);
}

/** Queued or Sending → Failed once the queue gave up, saying after how many attempts and why. */
export async function markFailed(db: Db, ids: number[], now: string): Promise<number[]> {
  const rows = await db
    .update(deliveries)
    .set({
      status: "Failed",
      statusDate: now,
      lastError: sql`'Gave up after ' || ${deliveries.attempts} || ' attempt(s)' || coalesce(': ' || ${deliveries.lastError}, '')`,
    })
    .where(and(idIn(deliveries.id, ids), inArray(deliveries.status, ["Queued", "Sending"])))
    .returning({ id: deliveries.id });
  return idsOf(rows);
}

/**
 * Queued deliveries, unchanged since `queuedBefore`, of destinations that are
 * online now and orders that are not cancelled: those that waited for an
 * offline destination (or whose message was lost). At most `limit`, read by
 * the (destination, status) index from the online destinations.
 */
export async function findResumable(db: Db, queuedBefore: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: deliveries.id })
    .from(organizations)
    .innerJoin(deliveries, and(eq(deliveries.organizationId, organizations.id), eq(deliveries.status, "Queued")))
    .where(
      and(
        eq(organizations.kind, "destination"),
        eq(organizations.status, "Online"),
        sql`${deliveries.statusDate} <= ${queuedBefore}`,
        orderNotCancelled,
      ),
    )
    .limit(limit);
  return idsOf(rows);
}
