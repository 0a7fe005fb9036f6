/**
 * The loudness queue (contract section 17): one message per upload, sent once the content is the file's
 * (../media/media.handlers.ts), and taken up again by the cron when a message was lost. The consumer streams
 * the object from R2 through the meter (../../audio/measure.ts) and writes what it found.
 *
 * At least once, and safe to repeat: the write applies only while the file's content is still the object that
 * was measured and its loudness still `Pending`, so a message measured twice (or one for content replaced
 * since) changes nothing the second time, and its events are written only by the write that applied. A failure
 * to read R2 is retried with backoff; the last attempt records `Failed` with the reason. Media the service
 * cannot decode is `Unsupported`, never a retry.
 *
 * A measurement that makes a spot `Fail` a destination's spec after its order was published (it was
 * published while `Pending`), judged on what the station receives (a rendition normalising it fixes its
 * loudness: ./compliance.received.ts), sends `file.compliance_failed` to the owner and to that destination (and each
 * group acting for it), in the same batch as the measurement.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Outcome } from "../../audio/measure";
import { read, write } from "../../db/batch";
import { createDb, type Db } from "../../db/client";
import { files, groupAccess, orders } from "../../db/schema";
import type { Bindings } from "../../env";
import { destinationsOfSubject } from "../subjects/subjects.store";
import { type Emission, outbox, sendEvents } from "../webhooks/webhooks.events";
import { complianceByDestination } from "./compliance.received";
import type { LoudnessRecord } from "./compliance.rules";
import { renditionFacts } from "./compliance.store";

/**
 * The meter and its decoders, loaded when a message arrives: they bring WebAssembly modules, which Node
 * (scripts/openapi.ts builds the document from this app) cannot import.
 */
const measuring = () => import("../../audio/measure");

/** The queue's name (wrangler.toml). */
export const LOUDNESS_QUEUE = "mds-loudness";

export interface LoudnessMessage {
  fileId: number;
  /** The R2 object measured: the file's content when the message was sent. */
  key: string;
}

/** What an upload's write stores until the measurement: also what the cron looks for. */
export const PENDING = '{"Status":"Pending"}';

/** Attempts before a file whose object cannot be read is recorded `Failed` (the queue's max_retries is higher). */
const ATTEMPTS = 4;
const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 600);

/** Queues the measurement of a file's new content; a failure leaves it to the cron. */
export async function enqueueMeasurement(env: Bindings, message: LoudnessMessage): Promise<void> {
  try {
    await env.LOUDNESS_QUEUE.send(message);
  } catch (error) {
    console.error("queueing a loudness measurement failed; the cron sends it", message, error);
  }
}

/** The consumer of `mds-loudness`: its messages one after another (each streams a whole file). */
export async function handleLoudnessBatch(batch: MessageBatch<LoudnessMessage>, env: Bindings): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body as Partial<LoudnessMessage> | null;
    if (typeof body?.fileId !== "number" || typeof body.key !== "string") {
      console.error("loudness queue: dropping a malformed message", message.id, JSON.stringify(message.body));
      message.ack();
      continue;
    }
    try {
      await measureFile(env, { fileId: body.fileId, key: body.key }, message.attempts >= ATTEMPTS);
      message.ack();
    } catch (error) {
      console.warn("loudness queue: retrying", body.fileId, String(error));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The file's content columns, to tell a message still wanted from a stale one. */
const fileQuery = (db: Db, fileId: number) =>
  db
    .select({
      orderId: files.orderId,
      format: files.format,
      lengthSeconds: files.lengthSeconds,
      contentKey: files.contentKey,
      contentSha256: files.contentSha256,
      contentMedia: files.contentMedia,
      contentLoudness: files.contentLoudness,
    })
    .from(files)
    .where(eq(files.id, fileId));

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** The stored record of an outcome. */
export function recordOf(outcome: Outcome, at: string): LoudnessRecord {
  if (outcome.Status === "Unsupported") return { Status: "Unsupported", Reason: outcome.Reason, MeasuredAt: at };
  return {
    Status: "Measured",
    IntegratedLKFS: round1(outcome.IntegratedLKFS),
    TruePeakDBTP: round1(outcome.TruePeakDBTP),
    LoudnessRangeLU: round1(outcome.LoudnessRangeLU) ?? 0,
    MeasuredAt: at,
  };
}

/** Measures one file's content (see the module comment); throws to be retried. */
export async function measureFile(env: Bindings, message: LoudnessMessage, lastAttempt = false): Promise<void> {
  const db = createDb(env.DB);
  const before = await read(db, { file: fileQuery(db, message.fileId) });
  const file = before.file[0];
  // Replaced, removed, or measured already: nothing to do.
  if (!file || file.contentKey !== message.key || file.contentLoudness !== PENDING) return;
  let record: LoudnessRecord;
  const started = Date.now();
  const { measureObject, ObjectReadError, ObjectGoneError } = await measuring();
  try {
    const outcome = await measureObject(env.MEDIA, message.key);
    record = recordOf(outcome, new Date().toISOString());
    if (outcome.Status === "Measured") {
      const cpu = Date.now() - started;
      console.log(
        `loudness: file ${message.fileId} ${outcome.Codec} ${outcome.Seconds.toFixed(1)} s measured in ${cpu} ms`,
      );
    }
  } catch (error) {
    // Replaced or removed since it was read: the next content has its own message.
    if (error instanceof ObjectGoneError) return;
    if (!(error instanceof ObjectReadError) || !lastAttempt) throw error;
    record = {
      Status: "Failed",
      Reason: `the stored object could not be read: ${error.message}`,
      MeasuredAt: new Date().toISOString(),
    };
  }
  const at = record.MeasuredAt as string;
  const stored = JSON.stringify(record);
  // The order's destinations and specs as they are now, for the events. Whether the order was sent (published
  // while the file was Pending) is asserted by the write itself: one published meanwhile still hears of a Fail.
  // A release's track has no order: no events.
  const now =
    file.orderId === null
      ? undefined
      : await read(db, {
          order: db.select({ owner: orders.ownerOrganizationId }).from(orders).where(eq(orders.id, file.orderId)),
          destinations: destinationsOfSubject(db, "order", file.orderId),
          made: renditionFacts(db, eq(files.id, message.fileId)),
        });
  const order = now?.order[0];
  const failing = order
    ? complianceByDestination(
        "order",
        { ...file, contentLoudness: stored },
        now?.destinations ?? [],
        now?.made ?? [],
      ).filter((d) => d.Result === "Fail")
    : [];
  const applied = sql`EXISTS (SELECT 1 FROM ${files} WHERE ${files.id} = ${message.fileId} AND json_extract(${files.contentLoudness}, '$.MeasuredAt') = ${at})
    AND EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${file.orderId} AND ${orders.status} <> 'Draft' AND ${orders.cancelledAt} IS NULL)`;
  const emissions: Emission[] = failing.map((d) => ({
    type: "file.compliance_failed",
    to: sql`SELECT ${order?.owner} AS organization_id UNION SELECT ${d.destination.id}
      UNION SELECT ${groupAccess.groupId} FROM ${groupAccess} WHERE ${groupAccess.organizationId} = ${d.destination.id}`,
    data: sql`json(${JSON.stringify({
      OrderID: file.orderId,
      FileID: message.fileId,
      OrganizationID: d.destination.id,
      Name: d.destination.name,
      Result: d.Result,
      Checks: d.Checks,
      MeasuredAt: at,
    })})`,
    when: applied,
  }));
  const done = await write(db, {
    measured: db
      .update(files)
      .set({ contentLoudness: stored })
      .where(
        and(
          eq(files.id, message.fileId),
          eq(files.contentKey, message.key),
          sql`${files.contentLoudness} = ${PENDING}`,
        ),
      ),
    ...outbox(db, emissions, at),
  });
  await sendEvents(env, done.eventDeliveries);
}

/** The cron's part: content still `Pending` some minutes after its upload (its message lost) is queued again. */
export async function requeueMeasurements(env: Bindings, now: Date): Promise<number> {
  const db = createDb(env.DB);
  const before = new Date(now.getTime() - 15 * 60_000).toISOString();
  const pending = await db
    .select({ fileId: files.id, key: files.contentKey })
    .from(files)
    .where(and(sql`${files.contentLoudness} = '{"Status":"Pending"}'`, sql`${files.contentUploadedAt} < ${before}`))
    .orderBy(files.contentUploadedAt)
    .limit(50);
  const messages = pending.flatMap((p) => (p.key ? [{ body: { fileId: p.fileId, key: p.key } }] : []));
  if (messages.length > 0) await env.LOUDNESS_QUEUE.sendBatch(messages);
  return messages.length;
}
