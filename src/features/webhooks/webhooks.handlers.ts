/**
 * An organization's webhooks (contract section 10): subscribe, read, change,
 * remove, rotate the secret, send a ping, read the attempts, redeliver. Every
 * key of the organization manages them (contacts' too); another
 * organization's webhook is a 404.
 */
import { and, desc, eq, exists, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { read, retried, write } from "../../db/batch";
import { webhookAttempts, webhookDeliveries, webhookEvents, webhooks } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { claimWritten } from "../../http/idempotency";
import { DEFAULT_LIMIT, olderThan, paginate, positionAfter } from "../../http/pagination";
import { Problem, validationProblem } from "../../http/problems";
import { type Emission, outbox, PING, sendEvents } from "./webhooks.events";
import type { AttemptListQuery, WebhookInput, WebhookUpdate } from "./webhooks.schemas";
import { newSecret } from "./webhooks.sender";
import { webhookTarget } from "./webhooks.url";

/** An organization may have this many endpoints. */
export const MAX_WEBHOOKS = 20;
const SECRET_OVERLAP_MS = 24 * 3_600_000;

/** The columns a webhook's record shows: never its secrets. */
const recordColumns = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  description: webhooks.description,
  enabled: webhooks.enabled,
  disabledReason: webhooks.disabledReason,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
};

type WebhookRow = Pick<typeof webhooks.$inferSelect, keyof typeof recordColumns>;

function webhookRecord(row: WebhookRow) {
  return {
    WebhookID: row.id,
    Url: row.url,
    Events: JSON.parse(row.events) as string[],
    Description: row.description,
    Enabled: row.enabled === 1,
    DisabledReason: row.disabledReason,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
  };
}

/** The URL rule, as the 422 of `Url`; answers the URL to store, as the URL parser writes it. */
function checkUrl(c: Context<AppEnv>, url: string): string {
  const target = webhookTarget(url, c.env.WEBHOOK_ALLOW_LOCAL === "1");
  if ("refused" in target) {
    throw validationProblem([{ field: "Url", code: "invalid_format", message: target.refused }]);
  }
  return target.href;
}

/** `*` stands alone; each type is named once. */
function eventsOf(events: string[]): string {
  const unique = [...new Set(events)];
  return JSON.stringify(unique.includes("*") ? ["*"] : unique);
}

const notFound = (id: number) => new Problem("not_found", `There is no webhook ${id} of this API key's organization.`);

/** The caller's organization's webhook `id`. */
const own = (c: Context<AppEnv>, id: number) =>
  and(eq(webhooks.id, id), eq(webhooks.organizationId, principalOf(c).organizationId));

/** Events are sent to an enabled webhook only: the webhook as read must be the caller's (404) and enabled (409). */
function checkEnabled(id: number, webhook: { enabled: number } | undefined) {
  if (!webhook) throw notFound(id);
  if (webhook.enabled !== 1) {
    throw new Problem("conflict", `Webhook ${id} is disabled; enable it (PUT with Enabled true) to send it events.`);
  }
}

/** The webhook was disabled or deleted between the read and the write. */
const changedMeanwhile = (id: number) =>
  new Problem("conflict", `Webhook ${id} was disabled or deleted meanwhile; try again.`);

export async function createWebhook(c: Context<AppEnv>, body: v.InferOutput<typeof WebhookInput>) {
  const url = checkUrl(c, body.Url);
  const db = c.var.db;
  const organizationId = principalOf(c).organizationId;
  const at = new Date().toISOString();
  const secret = newSecret();
  // The limit is the insert's own condition: concurrent requests cannot pass it together.
  const { created } = await write(db, {
    created: db
      .insert(webhooks)
      .select(
        db
          .select({
            id: sql`NULL`.as("id"),
            organizationId: sql`${organizationId}`.as("organization_id"),
            url: sql`${url}`.as("url"),
            events: sql`${eventsOf(body.Events)}`.as("events"),
            description: sql`${body.Description ?? null}`.as("description"),
            secret: sql`${secret}`.as("secret"),
            previousSecret: sql`NULL`.as("previous_secret"),
            previousSecretUntil: sql`NULL`.as("previous_secret_until"),
            enabled: sql`1`.as("enabled"),
            disabledReason: sql`NULL`.as("disabled_reason"),
            failingSince: sql`NULL`.as("failing_since"),
            createdAt: sql`${at}`.as("created_at"),
            updatedAt: sql`${at}`.as("updated_at"),
          })
          .from(sql`(SELECT 1)`)
          .where(
            sql`(SELECT count(*) FROM ${webhooks} WHERE ${webhooks.organizationId} = ${organizationId}) < ${MAX_WEBHOOKS}`,
          ),
      )
      .returning(recordColumns),
    claim: claimWritten(c),
  });
  const [row] = created;
  if (!row) {
    throw new Problem("conflict", `An organization may have at most ${MAX_WEBHOOKS} webhooks; delete one first.`);
  }
  c.header("Location", `/api/v1/account/webhooks/${row.id}`);
  return { ...webhookRecord(row), Secret: secret };
}

export async function listWebhooks(c: Context<AppEnv>) {
  const rows = await retried(() =>
    c.var.db
      .select(recordColumns)
      .from(webhooks)
      .where(eq(webhooks.organizationId, principalOf(c).organizationId))
      .orderBy(webhooks.id),
  );
  return rows.map(webhookRecord);
}

export async function webhookDetail(c: Context<AppEnv>, id: number) {
  const [row] = await retried(() => c.var.db.select(recordColumns).from(webhooks).where(own(c, id)));
  if (!row) throw notFound(id);
  return webhookRecord(row);
}

export async function updateWebhook(c: Context<AppEnv>, id: number, body: v.InferOutput<typeof WebhookUpdate>) {
  const url = checkUrl(c, body.Url);
  // Enabled again, a webhook the service disabled starts counting its failures afresh.
  const enabled =
    body.Enabled === undefined
      ? {}
      : body.Enabled
        ? { enabled: 1, disabledReason: null, failingSince: null }
        : { enabled: 0, disabledReason: null };
  const [row] = await c.var.db
    .update(webhooks)
    .set({
      url,
      events: eventsOf(body.Events),
      description: body.Description ?? null,
      ...enabled,
      updatedAt: new Date().toISOString(),
    })
    .where(own(c, id))
    .returning(recordColumns);
  if (!row) throw notFound(id);
  return webhookRecord(row);
}

/** Removes the endpoint with its outbox and attempt log (they cascade); events to other endpoints stay. */
export async function deleteWebhook(c: Context<AppEnv>, id: number) {
  const [row] = await c.var.db.delete(webhooks).where(own(c, id)).returning({ id: webhooks.id });
  if (!row) throw notFound(id);
  return { WebhookID: id, Deleted: true };
}

/** A new secret; the previous one also signs for 24 hours, so that receivers can switch without losing events. */
export async function rotateSecret(c: Context<AppEnv>, id: number) {
  const db = c.var.db;
  const secret = newSecret();
  const now = new Date();
  const until = new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString();
  const { rotated } = await write(db, {
    rotated: db
      .update(webhooks)
      .set({ previousSecret: webhooks.secret, previousSecretUntil: until, secret, updatedAt: now.toISOString() })
      .where(own(c, id))
      .returning({ id: webhooks.id }),
    claim: claimWritten(c),
  });
  if (rotated.length === 0) throw notFound(id);
  return { WebhookID: id, Secret: secret, PreviousSecretExpiresAt: until };
}

/** A `ping` event to this endpoint alone, sent as any other (signed, retried). */
export async function pingWebhook(c: Context<AppEnv>, id: number) {
  const db = c.var.db;
  const [webhook] = await retried(() => db.select({ enabled: webhooks.enabled }).from(webhooks).where(own(c, id)));
  checkEnabled(id, webhook);
  const ping: Emission = {
    type: PING,
    to: sql`SELECT ${webhooks.organizationId} AS organization_id FROM ${webhooks} WHERE ${own(c, id)}`,
    data: sql`json_object('WebhookID', ${id})`,
    webhookId: id,
  };
  // The outbox sends to enabled webhooks only: no delivery means the webhook changed since the read.
  const done = await write(db, { ...outbox(db, [ping], new Date().toISOString()), claim: claimWritten(c) });
  const [delivery] = done.eventDeliveries;
  if (!delivery) throw changedMeanwhile(id);
  await sendEvents(c.env, done.eventDeliveries);
  return { WebhookID: id, EventID: delivery.eventId, Type: PING };
}

/** The attempts to this endpoint, newest first, keyset on (at, id) along webhook_attempts_webhook_idx. */
export async function listAttempts(c: Context<AppEnv>, id: number, query: v.InferOutput<typeof AttemptListQuery>) {
  const db = c.var.db;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const { webhook, attempts } = await read(db, {
    webhook: db.select({ id: webhooks.id }).from(webhooks).where(own(c, id)),
    attempts: db
      .select({
        id: webhookAttempts.id,
        EventID: webhookDeliveries.eventId,
        EventType: webhookEvents.type,
        Attempt: webhookAttempts.attempt,
        StatusCode: webhookAttempts.statusCode,
        DurationMs: webhookAttempts.durationMs,
        Error: webhookAttempts.error,
        DeliveryStatus: webhookDeliveries.status,
        At: webhookAttempts.at,
      })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(
        and(
          eq(webhookAttempts.webhookId, id),
          after ? olderThan(webhookAttempts.at, webhookAttempts.id, after[0], after[1]) : undefined,
        ),
      )
      .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
      .limit(limit + 1),
  });
  if (!webhook[0]) throw notFound(id);
  const page = paginate(c, attempts, limit, (row) => [row.At, row.id]);
  return page.map(({ id: _, ...row }) => row);
}

/** The event sent to this endpoint again now (the same event id), its attempts counted afresh. */
export async function redeliver(c: Context<AppEnv>, id: number, eventId: number) {
  const db = c.var.db;
  const { webhook, sent } = await read(db, {
    webhook: db.select({ enabled: webhooks.enabled }).from(webhooks).where(own(c, id)),
    sent: db
      .select({ id: webhookDeliveries.id, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(and(eq(webhookDeliveries.webhookId, id), eq(webhookDeliveries.eventId, eventId))),
  });
  checkEnabled(id, webhook[0]);
  const [delivery] = sent;
  if (!delivery) throw new Problem("not_found", `Event ${eventId} was never sent to webhook ${id}.`);
  const at = new Date().toISOString();
  const { redelivered } = await write(db, {
    redelivered: db
      .update(webhookDeliveries)
      .set({ status: "Pending", attempts: 0, nextAttemptAt: at, updatedAt: at })
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          exists(
            db
              .select({ id: webhooks.id })
              .from(webhooks)
              .where(and(eq(webhooks.id, id), eq(webhooks.enabled, 1))),
          ),
        ),
      )
      .returning({ id: webhookDeliveries.id }),
    claim: claimWritten(c),
  });
  if (redelivered.length === 0) throw changedMeanwhile(id);
  await sendEvents(c.env, redelivered);
  return { WebhookID: id, EventID: eventId, Type: delivery.type };
}
