/**
 * The delivery pipeline (contract sections 4 and 8): one queue message a
 * publish, naming its deliveries (at most `MESSAGE_IDS_MAX`; Queues bills 3
 * operations a message, whatever it carries: a message a delivery cost 18 for
 * an order of 2 files and 3 stations).
 *
 * Publish Order inserts its deliveries as Queued and enqueues them. The
 * consumer makes each delivery of an online destination available to it:
 * Queued → Sending, and its order Published → In Progress. The destination
 * then fetches the file (../media/media.download.ts), and its last byte makes
 * the delivery Delivered (`recordReceipt`). A delivery of an offline
 * destination stays Queued, marked waiting (its message is acked), until the
 * cron finds its destination online and enqueues it again (as it does one
 * whose message never came through); one not collected within
 * `COLLECT_WITHIN_DAYS` fails. A delivery that is no longer Queued or Sending
 * (delivered already, or cancelled with its order) is left alone. A failed
 * attempt is retried with backoff; when the queue's retries run out, the
 * dead-letter consumer marks the delivery Failed. Messages arrive at least
 * once: every write is conditional on the state it moves from, so duplicates
 * are harmless. Only what failed is retried: a message whose deliveries all
 * failed is retried itself (its attempts counted, to the dead-letter queue);
 * one of which some failed is acked, its failed deliveries sent again as a
 * message of their own with the same backoff (fewer each time, so the queue's
 * own retries take over).
 */
import { createDb } from "../../db/client";
import type { Bindings } from "../../env";
import { enqueueRenditionPlan } from "../renditions/renditions.queue";
import { eventSink } from "../webhooks/webhooks.events";
import {
  failUncollected,
  findResumable,
  loadDeliveries,
  markFailed,
  markWaiting,
  type PipelineDelivery,
  recordFailures,
  requeue,
  startSending,
  takeUpUnconsumed,
} from "./deliveries.store";

/**
 * A message: the deliveries to move on. One delivery alone (`deliveryId`) was the shape before; a message of it
 * still in the queue at a deploy is read as well.
 */
export type DeliveryMessage = { deliveryIds: number[] } | { deliveryId: number };

/** The deliveries a message names; undefined when it is malformed (no id, or one that is not a positive integer). */
export function deliveryIdsOf(body: unknown): number[] | undefined {
  const message = (body ?? {}) as Partial<{ deliveryIds: unknown; deliveryId: unknown }>;
  const ids = Array.isArray(message.deliveryIds) ? message.deliveryIds : [message.deliveryId];
  const valid = (id: unknown): id is number => typeof id === "number" && Number.isSafeInteger(id) && id >= 1;
  return ids.length > 0 && ids.every(valid) ? ids : undefined;
}

/** The dead-letter queue of `mds-deliveries` (wrangler.toml): messages whose retries ran out. */
export const DELIVERY_DEAD_LETTER_QUEUE = "mds-deliveries-dlq";

/**
 * At most this many deliveries a message: a consumer batch (`max_batch_size` messages, wrangler.toml) then names
 * at most 10,000, what its statements' id lists were sized for.
 */
const MESSAGE_IDS_MAX = 100;
/** At most this many messages a `sendBatch`. */
const SEND_BATCH_MAX = 100;
/** The cron takes up deliveries queued at least this long; fresher ones still have their message in flight. */
export const RESUME_AFTER_MS = 2 * 60_000;
/** At most this many deliveries are enqueued again per cron run; the next run takes the rest. */
const RESUME_BATCH_MAX = 1000;

/** A delivery its destination has not fetched this many days after publishing fails (contract section 8). */
export const COLLECT_WITHIN_DAYS = 14;
/** At most this many deliveries fail per cron run; the next run takes the rest. */
const EXPIRE_BATCH_MAX = 1000;

/** Backoff before retrying a failed attempt: 30 s, doubling with each attempt, at most 15 minutes. */
const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 900);

/** The messages that carry `deliveryIds`, `MESSAGE_IDS_MAX` a message. */
function messagesOf(deliveryIds: number[], delaySeconds?: number): MessageSendRequest<DeliveryMessage>[] {
  const messages: MessageSendRequest<DeliveryMessage>[] = [];
  for (let i = 0; i < deliveryIds.length; i += MESSAGE_IDS_MAX) {
    messages.push({ body: { deliveryIds: deliveryIds.slice(i, i + MESSAGE_IDS_MAX) }, delaySeconds });
  }
  return messages;
}

/** Sends deliveries into the pipeline, a message for all (called by Publish Order after its batch committed). */
export async function enqueueDeliveries(env: Bindings, deliveryIds: number[], delaySeconds?: number): Promise<void> {
  const messages = messagesOf(deliveryIds, delaySeconds);
  for (let i = 0; i < messages.length; i += SEND_BATCH_MAX) {
    await env.DELIVERY_QUEUE.sendBatch(messages.slice(i, i + SEND_BATCH_MAX));
  }
}

type Messages = Map<number, Message<DeliveryMessage>[]>;

/**
 * The batch's messages by delivery: duplicates within a batch are handled
 * once. A malformed message can never succeed, so it is acked and logged.
 */
function messagesByDelivery(batch: MessageBatch<DeliveryMessage>): Messages {
  const byDelivery: Messages = new Map();
  for (const message of batch.messages) {
    const ids = deliveryIdsOf(message.body);
    if (!ids) {
      console.error("delivery queue: dropping a malformed message", message.id, JSON.stringify(message.body));
      message.ack();
      continue;
    }
    for (const id of ids) byDelivery.set(id, [...(byDelivery.get(id) ?? []), message]);
  }
  return byDelivery;
}

interface Failure {
  id: number;
  error: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs a write for all the given deliveries in one D1 batch; if that fails,
 * once per delivery, so that one bad delivery cannot hold back the others.
 */
async function writeEach(
  ids: number[],
  write: (ids: number[]) => Promise<number[]>,
): Promise<{ changed: number[]; failed: Failure[] }> {
  if (ids.length === 0) return { changed: [], failed: [] };
  try {
    return { changed: await write(ids), failed: [] };
  } catch (error) {
    if (ids.length === 1) return { changed: [], failed: ids.map((id) => ({ id, error: errorText(error) })) };
  }
  const results = await Promise.allSettled(ids.map((id) => write([id])));
  const changed: number[] = [];
  const failed: Failure[] = [];
  results.forEach((result, i) => {
    const id = ids[i] as number;
    if (result.status === "fulfilled") changed.push(...result.value);
    else failed.push({ id, error: errorText(result.reason) });
  });
  return { changed, failed };
}

/** What the consumer does with a delivery, from its state when the batch was read. */
function nextStep(delivery: PipelineDelivery | undefined): "send" | "wait" | "requeue" | "leave" {
  if (!delivery || delivery.subjectCancelled) return "leave";
  if (delivery.status !== "Queued" && delivery.status !== "Sending") return "leave";
  if (delivery.destinationStatus !== "Online") return delivery.status === "Sending" ? "requeue" : "wait";
  // Sending already: available to its destination (a duplicate message changes nothing).
  return delivery.status === "Queued" ? "send" : "leave";
}

/** Moves the batch's deliveries on; answers those that failed and must be retried. */
async function deliver(env: Bindings, ids: number[]): Promise<Failure[]> {
  const db = createDb(env.DB);
  let loaded: PipelineDelivery[];
  try {
    loaded = await loadDeliveries(db, ids);
  } catch (error) {
    return ids.map((id) => ({ id, error: errorText(error) }));
  }
  const byId = new Map(loaded.map((d) => [d.id, d]));
  const stepOf = (step: ReturnType<typeof nextStep>) => ids.filter((id) => nextStep(byId.get(id)) === step);

  const now = new Date().toISOString();
  const [requeued, waiting, started] = await Promise.all([
    writeEach(stepOf("requeue"), (some) => requeue(db, some, now)),
    writeEach(stepOf("wait"), (some) => markWaiting(db, some, now)),
    writeEach(stepOf("send"), (some) => startSending(db, some, now, eventSink(env))),
  ]);
  // A station with a Deliver is offered the file in its feed once what it receives is ready: the plan (again)
  // says whether it is, and records what is still to make (contract section 19). Once a file, offline or not.
  const plans = new Map(
    loaded.flatMap((d) => (d.renditionOf && !d.subjectCancelled ? [[d.fileId, d.renditionOf] as const] : [])),
  );
  for (const [fileId, key] of plans) await enqueueRenditionPlan(env, fileId, key);
  return [...requeued.failed, ...waiting.failed, ...started.failed];
}

/**
 * Acks every message whose deliveries all went through; retries, with backoff, each whose deliveries all failed.
 * One of which only some failed is acked once `resend` (when given) has sent those again, with the same backoff;
 * without `resend`, or if it fails, the message is retried whole (its other deliveries then change nothing).
 */
async function settle(
  byDelivery: Messages,
  failures: Failure[],
  resend?: (ids: number[], delaySeconds: number) => Promise<void>,
) {
  const failed = new Set(failures.map((f) => f.id));
  const messages = new Map<Message<DeliveryMessage>, number[]>();
  for (const [id, of] of byDelivery)
    for (const message of of) messages.set(message, [...(messages.get(message) ?? []), id]);
  for (const [message, ids] of messages) {
    const again = ids.filter((id) => failed.has(id));
    const delaySeconds = retryDelaySeconds(message.attempts);
    if (again.length === 0) message.ack();
    else if (again.length === ids.length || !resend) message.retry({ delaySeconds });
    else {
      try {
        await resend(again, delaySeconds);
        message.ack();
      } catch (error) {
        console.error("delivery queue: could not send the failed deliveries again; retrying the message", error);
        message.retry({ delaySeconds });
      }
    }
  }
}

/** The consumer of `mds-deliveries`. */
export async function handleDeliveryBatch(batch: MessageBatch<DeliveryMessage>, env: Bindings): Promise<void> {
  const byDelivery = messagesByDelivery(batch);
  if (byDelivery.size === 0) return;
  const failures = await deliver(env, [...byDelivery.keys()]);
  await settle(byDelivery, failures, (ids, delaySeconds) => enqueueDeliveries(env, ids, delaySeconds));
  if (failures.length === 0) return;
  console.warn("delivery queue: retrying", failures.map((f) => `${f.id}: ${f.error}`).join("; "));
  try {
    await recordFailures(createDb(env.DB), failures);
  } catch (error) {
    console.error("delivery queue: could not record the failures", error);
  }
}

/** The consumer of the dead-letter queue: the delivery failed for good. */
export async function handleDeadLetterBatch(batch: MessageBatch<DeliveryMessage>, env: Bindings): Promise<void> {
  const byDelivery = messagesByDelivery(batch);
  const ids = [...byDelivery.keys()];
  if (ids.length === 0) return;
  try {
    const failed = await markFailed(createDb(env.DB), ids, new Date().toISOString(), eventSink(env));
    if (failed.length > 0) console.warn("delivery queue: deliveries failed for good:", failed.join(", "));
    await settle(byDelivery, []);
  } catch (error) {
    console.error("delivery dead-letter queue: could not mark the deliveries failed", error);
    await settle(
      byDelivery,
      ids.map((id) => ({ id, error: errorText(error) })),
    );
  }
}

/**
 * The cron's part: deliveries still Queued or Sending `COLLECT_WITHIN_DAYS`
 * after they were created (at publish) fail, at most `EXPIRE_BATCH_MAX` per
 * run. Answers how many failed.
 */
export async function expireUncollected(env: Bindings, now: Date): Promise<number> {
  const createdBefore = new Date(now.getTime() - COLLECT_WITHIN_DAYS * 86_400_000).toISOString();
  const failed = await failUncollected(
    createDb(env.DB),
    createdBefore,
    now.toISOString(),
    EXPIRE_BATCH_MAX,
    eventSink(env),
  );
  if (failed.length > 0) console.warn(`delivery queue: ${failed.length} deliveries not collected in time failed`);
  return failed.length;
}

/**
 * The cron's part: takes up Queued deliveries of destinations that are online
 * now: those that waited for their destination (`findResumable`), and those
 * whose message never came through (`takeUpUnconsumed`, which marks those of
 * an offline destination waiting), at most `RESUME_BATCH_MAX` each per run.
 * Answers how many were enqueued.
 */
export async function resumeQueuedDeliveries(env: Bindings, now: Date): Promise<number> {
  const db = createDb(env.DB);
  const queuedBefore = new Date(now.getTime() - RESUME_AFTER_MS).toISOString();
  const ids = await findResumable(db, queuedBefore, RESUME_BATCH_MAX);
  await enqueueDeliveries(env, ids);
  const unconsumed = await takeUpUnconsumed(db, queuedBefore, now.toISOString(), RESUME_BATCH_MAX, (lost) =>
    enqueueDeliveries(env, lost),
  );
  const taken = ids.length + unconsumed;
  if (taken > 0) console.log(`delivery queue: took up ${taken} queued deliveries again`);
  return taken;
}
