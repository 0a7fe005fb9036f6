/**
 * The outbox of events (contract section 10). A write that causes events
 * spreads `outbox(db, emissions, at)` into its own D1 batch: one INSERT of
 * `webhook_events` (a row per emission and recipient organization that has an
 * enabled endpoint wanting that type), then one INSERT of the deliveries, an
 * event for each such endpoint. The change and its events commit together or
 * not at all. After the batch, `sendEvents` queues the deliveries; one that
 * is lost is sent by the cron (webhooks.sender.ts).
 *
 * Who receives what is said by the emitter as SQL: `to`, a SELECT of the
 * recipients' `organization_id`s, and `data`, a JSON object expression that
 * may name the recipient as `r.organization_id`.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { destinations, groupAccess, webhookDeliveries, webhookEvents, webhooks } from "../../db/schema";
import type { Bindings } from "../../env";

export const EVENT_TYPES = [
  "order.published",
  "order.received",
  "order.cancelled",
  "order.delivered",
  "release.published",
  "release.received",
  "release.cancelled",
  "release.delivered",
  "delivery.updated",
  "comment.created",
  "approval.created",
  "file.house_id_set",
  "file.asset_status_set",
  "ordergroup.published",
  "order.instructions_revised",
  "order.instructions_acknowledged",
  "asrun.discrepancy",
  "file.compliance_failed",
  "delivery.ingested",
  "file.rights_expiring",
  "file.rights_expired",
  "file.rendition_ready",
  "file.rendition_failed",
  "file.clearance_rejected",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** Sent by `POST …/{webhookID}/test` only: every endpoint receives it whatever it subscribes to. */
export const PING = "ping";

export interface Emission {
  type: EventType | typeof PING;
  /** A SELECT of the recipients' organization ids, as `organization_id`. */
  to: SQL;
  /** The event's `data`: a JSON object expression (`json_object(…)`); `r.organization_id` is the recipient. */
  data: SQL;
  /** Emitted only when this holds, e.g. that the batch's change happened. */
  when?: SQL;
  /** To this endpoint alone, enabled, whatever it subscribes to (a ping). */
  webhookId?: number;
}

/** The webhook's subscription takes events of `type` (a ping, only the endpoint it is for). */
const wants = (type: SQL | SQLiteColumn | string) =>
  sql`(${webhooks.events} = '["*"]' OR EXISTS (SELECT 1 FROM json_each(${webhooks.events}) WHERE value = ${type}))`;

/** Which enabled endpoints of the recipient take the event: the one it is for, or those subscribed to its type. */
const takes = (e: Emission, type: SQL | SQLiteColumn | string) =>
  e.webhookId === undefined ? wants(type) : sql`${webhooks.id} = ${e.webhookId}`;

/** The organizations a subject's destinations are, with every group acting for one of them. */
export const destinationsAndGroups = (parent: SQL) => sql`
  SELECT ${destinations.organizationId} AS organization_id FROM ${destinations} WHERE ${parent}
  UNION SELECT ${groupAccess.groupId} FROM ${groupAccess} WHERE ${groupAccess.organizationId} IN (SELECT ${destinations.organizationId} FROM ${destinations} WHERE ${parent})`;

/** The destinations among a subject's (`parent`) that the recipient `r` acts for (itself, or its stations), as a JSON list. */
export const destinationsActedFor = (parent: SQL) =>
  sql`(SELECT json_group_array(${destinations.organizationId}) FROM ${destinations} WHERE ${parent}
    AND (${destinations.organizationId} = r.organization_id
      OR ${destinations.organizationId} IN (SELECT ${groupAccess.organizationId} FROM ${groupAccess} WHERE ${groupAccess.groupId} = r.organization_id)))`;

/**
 * The outbox of a write: its events and their webhook deliveries, two
 * statements to put (spread) at the end of the write's own batch, so that the
 * change and its events commit together. After the batch, give its
 * `eventDeliveries` (each with its event's id) to `sendEvents`.
 *
 *   const done = await write(db, { changed: …, ...outbox(db, emissions, at) });
 *   await sendEvents(c.env, done.eventDeliveries);
 */
export function outbox(db: Db, emissions: Emission[], at: string) {
  const batchId = newBatchId();
  // A batch's events go by subscription, or all to the one endpoint a ping is for.
  const pinged = emissions.find((e) => e.webhookId !== undefined)?.webhookId;
  const rows = emissions.map(
    (e) => sql`SELECT NULL, ${e.type}, r.organization_id, ${e.data}, ${batchId}, ${at} FROM (${e.to}) r
      WHERE ${and(
        e.when,
        sql`EXISTS (SELECT 1 FROM ${webhooks} WHERE ${webhooks.organizationId} = r.organization_id AND ${webhooks.enabled} = 1 AND ${takes(e, e.type)})`,
      )}`,
  );
  return {
    // Every kind of event in one INSERT, its rows in the table's column order (id, type, organization_id, data, batch_id, created_at).
    events: rows.length > 0 ? db.insert(webhookEvents).select(sql.join(rows, sql` UNION ALL `)) : undefined,
    eventDeliveries: db
      .insert(webhookDeliveries)
      .select(
        db
          .select({
            id: sql`NULL`.as("id"),
            eventId: webhookEvents.id,
            webhookId: webhooks.id,
            status: sql`'Pending'`.as("status"),
            attempts: sql`0`.as("attempts"),
            nextAttemptAt: sql`${at}`.as("next_attempt_at"),
            createdAt: sql`${at}`.as("created_at"),
            updatedAt: sql`${at}`.as("updated_at"),
          })
          .from(webhookEvents)
          .innerJoin(
            webhooks,
            and(
              eq(webhooks.organizationId, webhookEvents.organizationId),
              eq(webhooks.enabled, 1),
              pinged === undefined ? wants(webhookEvents.type) : eq(webhooks.id, pinged),
            ),
          )
          .where(eq(webhookEvents.batchId, batchId)),
      )
      .returning({ id: webhookDeliveries.id, eventId: webhookDeliveries.eventId }),
  };
}

/** The id that ties the events of one batch together, for their deliveries' INSERT. */
export const newBatchId = () => crypto.randomUUID();

export interface WebhookMessage {
  webhookDeliveryId: number;
}

/** What a write's caller does with the deliveries its events made: `sendEvents` with its bindings (`eventSink`). */
export type EventSink = (rows: { id: number }[]) => Promise<void>;
export const eventSink =
  (env: Bindings): EventSink =>
  (rows) =>
    sendEvents(env, rows);

/** Queues the deliveries (after their batch committed); a failure leaves them to the cron. */
export async function sendEvents(env: Bindings, rows: { id: number }[], delaySeconds?: number): Promise<void> {
  if (rows.length === 0) return;
  try {
    for (let i = 0; i < rows.length; i += 100) {
      await env.WEBHOOK_QUEUE.sendBatch(
        rows.slice(i, i + 100).map((r) => ({ body: { webhookDeliveryId: r.id } satisfies WebhookMessage })),
        delaySeconds ? { delaySeconds } : undefined,
      );
    }
  } catch (error) {
    console.error("queueing webhook deliveries failed; the cron sends them", error);
  }
}
