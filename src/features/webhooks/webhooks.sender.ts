/**
 * Sending events (contract section 10): each queue message is one delivery
 * (an event to an endpoint), signed as the Standard Webhooks specification
 * says and POSTed. A 2xx within 10 s is success; anything else is recorded
 * as an attempt and tried again after the next delay of `RETRY_DELAYS`
 * (about 28 hours in all), then the delivery is Failed. An endpoint whose
 * every attempt has failed for 5 days is disabled. The event keeps its id on
 * every attempt, so a receiver drops repeats. The cron sends deliveries whose
 * message was lost and purges old events.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { retried, write } from "../../db/batch";
import { createDb, type Db } from "../../db/client";
import { webhookAttempts, webhookDeliveries, webhookEvents, webhooks } from "../../db/schema";
import type { Bindings } from "../../env";
import { sendEvents, type WebhookMessage } from "./webhooks.events";

/** The queue of webhook deliveries (wrangler.toml). */
export const WEBHOOK_QUEUE = "mds-webhooks";

/** Seconds to wait after each failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (then Failed). */
export const RETRY_DELAYS = [5, 300, 1800, 7200, 18000, 36000, 36000];
export const ATTEMPT_TIMEOUT_MS = 10_000;
export const DISABLE_AFTER_MS = 5 * 24 * 3_600_000;
/** A Pending delivery this late is one whose message was lost: the cron sends it again. */
const LOST_AFTER_MS = 10 * 60_000;
const EVENT_RETENTION_MS = 30 * 24 * 3_600_000;

const encoder = new TextEncoder();

const base64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))));

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${base64(crypto.getRandomValues(new Uint8Array(32)))}`;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's key (the base64 after `whsec_`). */
export async function signature(secret: string, id: number | string, timestamp: number, body: string): Promise<string> {
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${id}.${timestamp}.${body}`));
  return `v1,${base64(mac)}`;
}

/** The delivery with its event and endpoint, one query. */
const load = (db: Db, id: number) =>
  retried(() =>
    db
      .select({
        id: webhookDeliveries.id,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
        eventId: webhookEvents.id,
        type: webhookEvents.type,
        data: webhookEvents.data,
        createdAt: webhookEvents.createdAt,
        webhookId: webhooks.id,
        url: webhooks.url,
        secret: webhooks.secret,
        previousSecret: webhooks.previousSecret,
        previousSecretUntil: webhooks.previousSecretUntil,
        enabled: webhooks.enabled,
        failingSince: webhooks.failingSince,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(eq(webhookDeliveries.id, id)),
  );

type Delivery = Awaited<ReturnType<typeof load>>[number];

/** The event's body as sent: `{"type", "timestamp", "data"}`. */
export const eventBody = (d: { type: string; createdAt: string; data: string }) =>
  `{"type":${JSON.stringify(d.type)},"timestamp":${JSON.stringify(d.createdAt)},"data":${d.data}}`;

/** One POST of the event; answers the status code (null when none came) and the error, if any. */
async function post(d: Delivery, now: Date): Promise<{ statusCode: number | null; error: string | null }> {
  const body = eventBody(d);
  const timestamp = Math.floor(now.getTime() / 1000);
  const secrets = [d.secret];
  if (d.previousSecret && d.previousSecretUntil && d.previousSecretUntil > now.toISOString()) {
    secrets.push(d.previousSecret);
  }
  const signatures = await Promise.all(secrets.map((s) => signature(s, d.eventId, timestamp, body)));
  try {
    const res = await fetch(d.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "MediaDeliveryService-Webhooks/1",
        "webhook-id": String(d.eventId),
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signatures.join(" "),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await res.body?.cancel();
    const ok = res.status >= 200 && res.status < 300;
    return { statusCode: res.status, error: ok ? null : `answered ${res.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { statusCode: null, error: timedOut ? "no answer within 10 s" : `could not connect: ${String(error)}` };
  }
}

/**
 * One attempt of one delivery, recorded with its outcome in one batch.
 * Answers the delay before the next attempt, or null when there is none.
 */
export async function attempt(db: Db, deliveryId: number, now = new Date()): Promise<number | null> {
  const [d] = await load(db, deliveryId);
  if (d?.status !== "Pending") return null;
  const at = now.toISOString();
  // Another attempt of the same delivery (a message delivered twice) may have settled it meanwhile.
  const stillPending = and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.status, "Pending"));
  if (!d.enabled) {
    await db
      .update(webhookDeliveries)
      .set({ status: "Failed", nextAttemptAt: null, updatedAt: at })
      .where(stillPending);
    return null;
  }
  const started = Date.now();
  const { statusCode, error } = await post(d, now);
  const durationMs = Date.now() - started;
  const attempts = d.attempts + 1;
  const succeeded = error === null;
  const delay = succeeded ? null : (RETRY_DELAYS[attempts - 1] ?? null);
  const failingSince = succeeded ? null : (d.failingSince ?? at);
  const disable = !succeeded && now.getTime() - Date.parse(failingSince ?? at) >= DISABLE_AFTER_MS;
  await write(db, {
    attempt: db.insert(webhookAttempts).values({
      deliveryId: d.id,
      webhookId: d.webhookId,
      attempt: attempts,
      statusCode,
      durationMs,
      error,
      at,
    }),
    delivery: db
      .update(webhookDeliveries)
      .set({
        status: succeeded ? "Succeeded" : delay === null ? "Failed" : "Pending",
        attempts,
        nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay * 1000).toISOString(),
        updatedAt: at,
      })
      .where(stillPending),
    webhook: db
      .update(webhooks)
      .set(
        disable
          ? {
              failingSince,
              enabled: 0,
              disabledReason: `Every attempt failed for 5 days (last: ${error})`,
              updatedAt: at,
            }
          : { failingSince },
      )
      .where(eq(webhooks.id, d.webhookId)),
  });
  return disable ? null : delay;
}

/** The queue consumer: each message one attempt; a failed one is queued again with its delay. */
export async function handleWebhookBatch(batch: MessageBatch<WebhookMessage>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  await Promise.all(
    batch.messages.map(async (message) => {
      try {
        const delay = await attempt(db, message.body.webhookDeliveryId);
        if (delay !== null) await sendEvents(env, [{ id: message.body.webhookDeliveryId }], delay);
        message.ack();
      } catch (error) {
        console.error("webhook attempt failed on our side", message.body, error);
        message.retry({ delaySeconds: 30 });
      }
    }),
  );
}

/** The cron: deliveries whose message was lost are queued again; events past retention go. */
export async function sweepWebhooks(env: Bindings, now: Date): Promise<number> {
  const db = createDb(env.DB);
  const lostBefore = new Date(now.getTime() - LOST_AFTER_MS).toISOString();
  const { lost } = await write(db, {
    lost: db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now.toISOString() })
      .where(
        sql`${webhookDeliveries.id} IN (SELECT id FROM webhook_deliveries WHERE status = 'Pending' AND next_attempt_at < ${lostBefore} LIMIT 500)`,
      )
      .returning({ id: webhookDeliveries.id }),
    expired: db
      .delete(webhookEvents)
      .where(lt(webhookEvents.createdAt, new Date(now.getTime() - EVENT_RETENTION_MS).toISOString())),
  });
  await sendEvents(env, lost);
  return lost.length;
}
