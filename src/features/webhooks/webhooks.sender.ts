/**
 * Sending events (contract section 10): each queue message is one delivery
 * (an event to an endpoint), signed as the Standard Webhooks specification
 * says and POSTed. A 2xx within 10 s is success; anything else is recorded
 * as an attempt and tried again after the next delay of `RETRY_DELAYS`
 * (about 28 hours in all), then the delivery is Failed. Every way of failing
 * is an attempt like any other: an answer that is not 2xx, no answer within
 * 10 s, a host name that does not resolve, a connection or TLS handshake that
 * fails. An endpoint whose every attempt has failed for 5 days is disabled.
 * The event keeps its id on every attempt, so a receiver drops repeats. The
 * cron sends deliveries whose message was lost and purges old events.
 *
 * A queue message may come more than once: sent again by the queue when an
 * invocation failed (locally, a fetch to a name that does not resolve fails
 * the whole invocation, acks included), or by the cron. So a message says
 * which attempt it is for: a retry carries the attempts made before it
 * (`WebhookRetryMessage`), any other is for an attempt that is due; a
 * message for an attempt already made, or not yet due, changes nothing. And
 * an attempt is recorded only if no other recorded it meanwhile (its write
 * re-asserts the attempt count it read), once, with one line on the console
 * when it failed.
 */
import { and, eq, exists, lt, sql } from "drizzle-orm";
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
/** A message for a due attempt may come this early: clocks differ a little. */
const DUE_TOLERANCE_MS = 2_000;
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
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
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

/** Why a fetch that threw made no exchange, in words a reader of the attempt log can act on. */
function connectionError(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return "no answer within 10 s";
  }
  const message = error instanceof Error ? error.message : String(error);
  // What the runtime says when the name does not resolve or TLS fails: the details go to its own log only.
  if (message.startsWith("internal error")) {
    return "could not connect: the host name did not resolve, or the connection or its TLS handshake failed";
  }
  return `could not connect: ${message}`;
}

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
    return { statusCode: null, error: connectionError(error) };
  }
}

/**
 * Which attempt a queue message is for: the one after `attempts` attempts (a
 * retry), or whichever is due (the first, the cron's, a redelivery's).
 */
export type AttemptFor = { attempts: number } | "due";

/** Whether the delivery, as read, is where the message expects it: else the message is stale or early. */
function expected(d: { attempts: number; nextAttemptAt: string | null }, for_: AttemptFor, now: Date): boolean {
  if (for_ === "due") {
    return d.nextAttemptAt === null || Date.parse(d.nextAttemptAt) <= now.getTime() + DUE_TOLERANCE_MS;
  }
  return d.attempts === for_.attempts;
}

/** How long until the next attempt, as a person reads it. */
const inWords = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;

/** The one console line of a failed attempt. */
function failureLine(d: Delivery, attempts: number, error: string, delay: number | null, disabled: boolean): string {
  const next = disabled
    ? "every attempt failed for 5 days: endpoint disabled"
    : delay === null
      ? "no attempt left: delivery Failed"
      : `next attempt in ${inWords(delay)}`;
  return `webhook ${d.webhookId} ${JSON.stringify(d.url)}: event ${d.eventId} (${d.type}) attempt ${attempts} failed: ${error}; ${next}`;
}

/**
 * One attempt of one delivery, recorded with its outcome in one batch.
 * Answers the delay before the next attempt, or null when there is none (or
 * nothing was attempted: the delivery is settled, or not where `for_`, the
 * message's expectation, says; without one, the attempt is made if Pending).
 */
export async function attempt(db: Db, deliveryId: number, now = new Date(), for_?: AttemptFor) {
  return (await attemptDelivery(db, deliveryId, now, for_))?.retryAfter ?? null;
}

/** `attempt`, answering also how many attempts the delivery has made once the next one is due. */
async function attemptDelivery(
  db: Db,
  deliveryId: number,
  now: Date,
  for_: AttemptFor | undefined,
): Promise<{ retryAfter: number; attempts: number } | null> {
  const [d] = await load(db, deliveryId);
  if (d?.status !== "Pending") return null;
  if (for_ !== undefined && !expected(d, for_, now)) return null;
  const at = now.toISOString();
  // Another attempt of the same delivery (a message delivered twice) may have been recorded, or settled it,
  // meanwhile: the write re-asserts the count read, and records nothing otherwise.
  const asRead = and(
    eq(webhookDeliveries.id, d.id),
    eq(webhookDeliveries.status, "Pending"),
    eq(webhookDeliveries.attempts, d.attempts),
  );
  if (!d.enabled) {
    await db.update(webhookDeliveries).set({ status: "Failed", nextAttemptAt: null, updatedAt: at }).where(asRead);
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
  const recorded = await write(db, {
    // The attempt and the endpoint's failure count before the delivery's update: all three read the delivery as
    // it was before this batch.
    attempt: db.insert(webhookAttempts).select(
      db
        .select({
          id: sql`NULL`.as("id"),
          deliveryId: sql`${d.id}`.as("delivery_id"),
          webhookId: sql`${d.webhookId}`.as("webhook_id"),
          attempt: sql`${attempts}`.as("attempt"),
          statusCode: sql`${statusCode}`.as("status_code"),
          durationMs: sql`${durationMs}`.as("duration_ms"),
          error: sql`${error}`.as("error"),
          at: sql`${at}`.as("at"),
        })
        .from(webhookDeliveries)
        .where(asRead),
    ),
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
      .where(
        and(
          eq(webhooks.id, d.webhookId),
          exists(db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(asRead)),
        ),
      ),
    delivery: db
      .update(webhookDeliveries)
      .set({
        status: succeeded ? "Succeeded" : delay === null ? "Failed" : "Pending",
        attempts,
        nextAttemptAt: delay === null ? null : new Date(now.getTime() + delay * 1000).toISOString(),
        updatedAt: at,
      })
      .where(asRead)
      .returning({ id: webhookDeliveries.id }),
  });
  // Another message's attempt was recorded first: that one goes on.
  if (recorded.delivery.length === 0) return null;
  if (error !== null) console.warn(failureLine(d, attempts, error, delay, disable));
  return disable || delay === null ? null : { retryAfter: delay, attempts };
}

/**
 * A retry's message: for the delivery once it has made `attempts` attempts.
 * A message that finds it otherwise is a copy of one already handled.
 */
export interface WebhookRetryMessage extends WebhookMessage {
  attempts: number;
}

/** Queues the next attempt after `delaySeconds`; if that fails, the cron sends it once it is late. */
async function sendRetry(env: Bindings, deliveryId: number, attempts: number, delaySeconds: number) {
  try {
    await env.WEBHOOK_QUEUE.send({ webhookDeliveryId: deliveryId, attempts } satisfies WebhookRetryMessage, {
      delaySeconds,
    });
  } catch (error) {
    console.error(`webhook delivery ${deliveryId}: queueing its retry failed (${errorText(error)}); the cron sends it`);
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a message says it is for (see `WebhookRetryMessage`). */
function attemptFor(body: WebhookMessage): AttemptFor {
  const attempts = (body as Partial<WebhookRetryMessage>).attempts;
  return typeof attempts === "number" && Number.isSafeInteger(attempts) ? { attempts } : "due";
}

/**
 * The queue consumer: each message one attempt (if it is still the one the
 * message is for); a failed one is queued again with its delay and the count
 * it expects. An error of ours (D1) is one console line, and the message is
 * retried in 30 s.
 */
export async function handleWebhookBatch(batch: MessageBatch<WebhookMessage>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  await Promise.all(
    batch.messages.map(async (message) => {
      const id = message.body.webhookDeliveryId;
      const for_ = attemptFor(message.body);
      try {
        const next = await attemptDelivery(db, id, new Date(), for_);
        if (next) await sendRetry(env, id, next.attempts, next.retryAfter);
        message.ack();
      } catch (error) {
        console.error(`webhook delivery ${id}: the attempt could not be made (${errorText(error)}); retried in 30 s`);
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
