/**
 * An organization's webhooks (contract section 10): subscribe, read, change,
 * remove, rotate the secret, send a ping, read the attempts, redeliver. Every
 * key of the organization manages them (contacts' too); another
 * organization's webhook is a 404.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { prepared } from "../../db/prepared";
import { webhookAttempts, webhookDeliveries, webhookEvents, webhooks } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { DEFAULT_LIMIT, olderThan, paginate, positionAfter } from "../../http/pagination";
import { Problem, validationProblem } from "../../http/problems";
import { deliveriesOf, eventItems, PING, sendEvents } from "./webhooks.events";
import type { AttemptListQuery, WebhookInput, WebhookUpdate } from "./webhooks.schemas";
import { newSecret } from "./webhooks.sender";
import { refusedUrl } from "./webhooks.url";

/** An organization may have this many endpoints. */
export const MAX_WEBHOOKS = 20;
const SECRET_OVERLAP_MS = 24 * 3_600_000;

type WebhookRow = typeof webhooks.$inferSelect;

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

/** The URL rule, as the 422 of `Url`. */
function checkUrl(c: Context<AppEnv>, url: string) {
  const refused = refusedUrl(url, c.env.WEBHOOK_ALLOW_LOCAL === "1");
  if (refused) throw validationProblem([{ field: "Url", code: "invalid_format", message: refused }]);
}

/** `*` stands alone; each type is named once. */
function eventsOf(events: string[]): string {
  const unique = [...new Set(events)];
  return JSON.stringify(unique.includes("*") ? ["*"] : unique);
}

const notFound = (id: number) => new Problem("not_found", `There is no webhook ${id} of this API key's organization.`);

/** The caller's organization's webhook, or 404. */
const own = (c: Context<AppEnv>, id: number) =>
  and(eq(webhooks.id, id), eq(webhooks.organizationId, principalOf(c).organizationId));

export async function createWebhook(c: Context<AppEnv>, body: v.InferOutput<typeof WebhookInput>) {
  checkUrl(c, body.Url);
  const principal = principalOf(c);
  const at = new Date().toISOString();
  const secret = newSecret();
  // The limit is the insert's own condition: concurrent requests cannot pass it together.
  const [row] = await c.var.db
    .insert(webhooks)
    .select(
      c.var.db
        .select({
          id: sql`NULL`.as("id"),
          organizationId: sql`${principal.organizationId}`.as("organization_id"),
          url: sql`${body.Url}`.as("url"),
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
          sql`(SELECT count(*) FROM ${webhooks} WHERE ${webhooks.organizationId} = ${principal.organizationId}) < ${MAX_WEBHOOKS}`,
        ),
    )
    .returning();
  if (!row) {
    throw new Problem("conflict", `An organization may have at most ${MAX_WEBHOOKS} webhooks; delete one first.`);
  }
  c.header("Location", `/api/v1/account/webhooks/${row.id}`);
  return { ...webhookRecord(row), Secret: secret };
}

export async function listWebhooks(c: Context<AppEnv>) {
  const rows = await c.var.db
    .select()
    .from(webhooks)
    .where(eq(webhooks.organizationId, principalOf(c).organizationId))
    .orderBy(webhooks.id);
  return rows.map(webhookRecord);
}

export async function webhookDetail(c: Context<AppEnv>, id: number) {
  const [row] = await c.var.db.select().from(webhooks).where(own(c, id));
  if (!row) throw notFound(id);
  return webhookRecord(row);
}

export async function updateWebhook(c: Context<AppEnv>, id: number, body: v.InferOutput<typeof WebhookUpdate>) {
  checkUrl(c, body.Url);
  const enabled =
    body.Enabled === undefined
      ? {}
      : body.Enabled
        ? { enabled: 1, disabledReason: null, failingSince: null }
        : { enabled: 0, disabledReason: null };
  const [row] = await c.var.db
    .update(webhooks)
    .set({
      url: body.Url,
      events: eventsOf(body.Events),
      description: body.Description ?? null,
      ...enabled,
      updatedAt: new Date().toISOString(),
    })
    .where(own(c, id))
    .returning();
  if (!row) throw notFound(id);
  return webhookRecord(row);
}

/** Removes the endpoint with its outbox and attempt log; events to other endpoints stay. */
export async function deleteWebhook(c: Context<AppEnv>, id: number) {
  const [row] = await c.var.db.delete(webhooks).where(own(c, id)).returning({ id: webhooks.id });
  if (!row) throw notFound(id);
  return { WebhookID: id, Deleted: true };
}

/** A new secret; the previous one also signs for 24 hours, so that receivers can switch without losing events. */
export async function rotateSecret(c: Context<AppEnv>, id: number) {
  const secret = newSecret();
  const now = new Date();
  const until = new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString();
  const [row] = await c.var.db
    .update(webhooks)
    .set({ previousSecret: webhooks.secret, previousSecretUntil: until, secret, updatedAt: now.toISOString() })
    .where(own(c, id))
    .returning({ id: webhooks.id });
  if (!row) throw notFound(id);
  return { WebhookID: id, Secret: secret, PreviousSecretExpiresAt: until };
}

/** A `ping` event to this endpoint alone, sent as any other (signed, retried). */
export async function pingWebhook(c: Context<AppEnv>, id: number) {
  const db = c.var.db;
  const at = new Date().toISOString();
  const results: unknown[] = await db.batch(
    eventItems(
      db,
      [
        {
          type: PING,
          to: sql`SELECT ${webhooks.organizationId} AS organization_id FROM ${webhooks} WHERE ${own(c, id)}`,
          data: sql`json_object('WebhookID', ${id})`,
          webhookId: id,
        },
      ],
      at,
    ),
  );
  const [event] = results[0] as { id: number }[];
  if (!event) {
    await webhookDetail(c, id);
    throw new Problem("conflict", `Webhook ${id} is disabled; enable it (PUT with Enabled true) to send it events.`);
  }
  await sendEvents(c.env, deliveriesOf(results));
  return { WebhookID: id, EventID: event.id, Type: PING };
}

/** A page of the attempts to one endpoint, newest first, keyset on (at, id), along webhook_attempts_webhook_idx. */
const attemptPage = prepared<{ webhookId: number; limit: number; afterAt?: string; afterId?: number }>()((db, p, has) =>
  db
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
        eq(webhookAttempts.webhookId, p.webhookId),
        has.afterAt ? olderThan(webhookAttempts.at, webhookAttempts.id, p.afterAt, p.afterId) : undefined,
      ),
    )
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    .limit(p.limit),
);

/** The attempts to this endpoint, newest first. */
export async function listAttempts(c: Context<AppEnv>, id: number, query: v.InferOutput<typeof AttemptListQuery>) {
  await webhookDetail(c, id);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const rows = await attemptPage(c.var.db, {
    webhookId: id,
    limit: limit + 1,
    afterAt: after?.[0],
    afterId: after?.[1],
  });
  const page = paginate(c, rows, limit, (row) => [row.At, row.id]);
  return page.map(({ id: _, ...row }) => row);
}

/** The event sent to this endpoint again now (the same event id), its attempts counted afresh. */
export async function redeliver(c: Context<AppEnv>, id: number, eventId: number) {
  const at = new Date().toISOString();
  const [row] = await c.var.db
    .update(webhookDeliveries)
    .set({ status: "Pending", attempts: 0, nextAttemptAt: at, updatedAt: at })
    .where(
      and(
        eq(webhookDeliveries.webhookId, id),
        eq(webhookDeliveries.eventId, eventId),
        sql`${webhookDeliveries.webhookId} IN (SELECT ${webhooks.id} FROM ${webhooks} WHERE ${own(c, id)} AND ${webhooks.enabled} = 1)`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (!row) {
    const hook = await webhookDetail(c, id);
    if (!hook.Enabled) throw new Problem("conflict", `Webhook ${id} is disabled; enable it first.`);
    throw new Problem("not_found", `Event ${eventId} was never sent to webhook ${id}.`);
  }
  await sendEvents(c.env, [row]);
  const [event] = await c.var.db
    .select({ type: webhookEvents.type })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, eventId));
  return { WebhookID: id, EventID: eventId, Type: event?.type ?? "" };
}
