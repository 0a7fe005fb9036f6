/**
 * The delivery pipeline's reads and writes. Every write is conditional on the
 * state it moves from, so a duplicate or concurrent message (queues deliver at
 * least once) changes nothing twice; a delivery's row and its order's status
 * change in one D1 batch. A cancelled order (deleted after publish) is never
 * touched, and its deliveries are never started.
 */
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { retried, write } from "../../db/batch";
import type { Db } from "../../db/client";
import { deliveries, deliveryRanges, destinations, files, jobMarks, organizations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import { type Family, oneOf, SUBJECT } from "../subjects/subjects";
import { parentColumns } from "../subjects/subjects.store";
import { type Emission, type EventSink, outbox } from "../webhooks/webhooks.events";

/** `column IN (ids)` with the ids bound as one JSON parameter (`jsonList`). */
const idIn = (column: SQLiteColumn | SQL, ids: number[]) => sql`${column} IN ${jsonList(ids)}`;

/** The delivery's subject (order or release) is cancelled: deleted after publish. */
const subjectCancelled = sql`(EXISTS (SELECT 1 FROM orders o WHERE o.id = ${deliveries.orderId} AND (o.status = 'Cancelled' OR o.cancelled_at IS NOT NULL))
  OR EXISTS (SELECT 1 FROM releases r WHERE r.id = ${deliveries.releaseId} AND (r.status = 'Cancelled' OR r.cancelled_at IS NOT NULL)))`;
const subjectNotCancelled = sql`NOT ${subjectCancelled}`;

/** The columns of one family's subjects (../subjects/subjects.ts `SUBJECT`): the writes below take one. */
type SubjectTable = (typeof SUBJECT)[Family];

/** The ids of the deliveries a write changed. */
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

export type PipelineDelivery = Awaited<ReturnType<typeof loadDeliveries>>[number];

/**
 * A queue batch's deliveries with their destination's status and their order's state, in one query; and for an
 * order's file sent to a station whose spec has a `Deliver` (contract section 19), the file's content key: its
 * feed is offered the file once what it receives is ready (../renditions/renditions.queue.ts).
 */
export function loadDeliveries(db: Db, ids: number[]) {
  return retried(() =>
    db
      .select({
        id: deliveries.id,
        status: deliveries.status,
        destinationStatus: organizations.status,
        subjectCancelled: sql<number>`${subjectCancelled}`,
        fileId: deliveries.fileId,
        renditionOf: sql<
          string | null
        >`CASE WHEN ${deliveries.orderId} IS NOT NULL AND EXISTS (SELECT 1 FROM destination_specs ds
          WHERE ds.organization_id = ${deliveries.organizationId} AND ds.spec ->> '$.Deliver' IS NOT NULL)
          THEN (SELECT f.content_key FROM files f WHERE f.id = ${deliveries.fileId}) END`,
      })
      .from(deliveries)
      .innerJoin(organizations, eq(organizations.id, deliveries.organizationId))
      .where(idIn(deliveries.id, ids)),
  );
}

/** Published → In Progress, the subjects of one family with a delivery among `ids` now Sending. */
const subjectsInProgress = (db: Db, t: SubjectTable, ids: number[], now: string) =>
  db
    .update(t.table)
    .set({ status: "In Progress", updatedAt: now })
    .where(
      and(
        eq(t.status, "Published"),
        sql`${t.id} IN (SELECT ${t.deliveriesOf} FROM ${deliveries} WHERE ${idIn(deliveries.id, ids)} AND ${deliveries.status} = 'Sending')`,
      ),
    );

/**
 * Queued → Sending (available to its destination), counting the attempt; the
 * order of a delivery that starts moves Published → In Progress. Answers the
 * deliveries that were started.
 */
export async function startSending(db: Db, ids: number[], now: string, events: EventSink): Promise<number[]> {
  const done = await write(db, {
    started: db
      .update(deliveries)
      .set({ status: "Sending", statusDate: now, attempts: sql`${deliveries.attempts} + 1`, lastError: null })
      .where(and(idIn(deliveries.id, ids), eq(deliveries.status, "Queued"), subjectNotCancelled))
      .returning({ id: deliveries.id }),
    ordersInProgress: subjectsInProgress(db, SUBJECT.order, ids, now),
    releasesInProgress: subjectsInProgress(db, SUBJECT.release, ids, now),
    ...outbox(db, deliveryEvents(jsonList(ids), now), now),
  });
  await events(done.eventDeliveries);
  return idsOf(done.started);
}

/** A delivery still under way: the queue, the cron and the dead-letter consumer may fail it. */
const UNFINISHED = ["Queued", "Sending"] as const;

/** A delivery its destination may still complete by fetching the file (a late one too: it did arrive). */
const RECEIVABLE = ["Queued", "Sending", "Failed"] as const;

export interface Receipt {
  fileId: number;
  /** The destination organization that received the bytes. */
  organizationId: number;
  /** The bytes `[start, end)` of the file that were sent in full. */
  range: [number, number];
  /** The size of what the destination receives: the file's, or its rendition's (contract section 19). */
  bytes: number;
  /** Its SHA-256, hex: recorded with the delivery (the proof of delivery's `Sha256`). */
  sha256: string;
  /** Who fetched them (`DeliveredBy`). */
  by: string;
  now: string;
}

/**
 * The delivery `id` (an SQL expression) has received every byte of a file of
 * `bytes` bytes, by its ranges (`delivery_ranges`): byte 0 is in one, and the
 * end of each one short of the file is inside another, so no gap is left.
 */
const everyByteReceived = (id: SQL | SQLiteColumn, bytes: number) => sql`(
  EXISTS (SELECT 1 FROM ${deliveryRanges} r WHERE r.delivery_id = ${id} AND r.range_start = 0)
  AND NOT EXISTS (
    SELECT 1 FROM ${deliveryRanges} r WHERE r.delivery_id = ${id} AND r.range_end < ${bytes}
      AND NOT EXISTS (
        SELECT 1 FROM ${deliveryRanges} n
        WHERE n.delivery_id = r.delivery_id AND n.range_start <= r.range_end AND n.range_end > r.range_end)))`;

/**
 * Adds received bytes to the delivery of a file to a destination, in one
 * batch: the range as a row of its own (a range received before is kept
 * once), then, when the rows now cover every byte, the delivery Delivered
 * with when and by whom, and the order (release) whose deliveries are then
 * all delivered Delivered. Ranges are only ever added, and D1 runs batches
 * one at a time, so concurrent ranges of one delivery (a download manager's)
 * cannot lose one another: the batch whose range completes the file is the
 * one that delivers it, and the only one whose events say so. Answers what
 * the receipt did.
 */
export async function recordReceipt(
  db: Db,
  receipt: Receipt,
  events: EventSink,
): Promise<"delivered" | "partial" | "none"> {
  const at = receipt.now;
  // This receipt's own row, found again by its key and its id: there is one only if this batch added the range.
  // Compared with `=`, found by keys: with `IN`, SQLite read the deliveries by their status index instead
  // (every Queued and Sending one), and a receipt id alone has no index.
  const receiptId = crypto.randomUUID();
  const delivery = sql`(SELECT ${deliveries.id} FROM ${deliveries} WHERE ${deliveries.fileId} = ${receipt.fileId} AND ${deliveries.organizationId} = ${receipt.organizationId})`;
  const ours = sql`(SELECT ${deliveryRanges.deliveryId} FROM ${deliveryRanges} WHERE ${deliveryRanges.deliveryId} = ${delivery}
    AND ${deliveryRanges.start} = ${receipt.range[0]} AND ${deliveryRanges.end} = ${receipt.range[1]} AND ${deliveryRanges.receiptId} = ${receiptId})`;
  const done = await write(db, {
    received: db
      .insert(deliveryRanges)
      .select(
        db
          .select({
            deliveryId: deliveries.id,
            start: sql`${receipt.range[0]}`.as("range_start"),
            end: sql`${receipt.range[1]}`.as("range_end"),
            receiptId: sql`${receiptId}`.as("receipt_id"),
            receivedAt: sql`${at}`.as("received_at"),
          })
          .from(deliveries)
          .where(
            and(
              eq(deliveries.fileId, receipt.fileId),
              eq(deliveries.organizationId, receipt.organizationId),
              inArray(deliveries.status, RECEIVABLE),
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ deliveryId: deliveryRanges.deliveryId }),
    delivered: db
      .update(deliveries)
      .set({
        status: "Delivered",
        statusDate: at,
        deliveredAt: at,
        deliveredBy: receipt.by,
        lastError: null,
        bytes: receipt.bytes,
        sha256: receipt.sha256,
      })
      .where(
        and(
          sql`${deliveries.id} = ${ours}`,
          inArray(deliveries.status, RECEIVABLE),
          everyByteReceived(deliveries.id, receipt.bytes),
        ),
      )
      .returning({ id: deliveries.id }),
    orderDelivered: subjectDelivered(db, SUBJECT.order, receipt),
    releaseDelivered: subjectDelivered(db, SUBJECT.release, receipt),
    // Its range was added while the delivery was receivable and it is Delivered now: this batch delivered it.
    ...outbox(
      db,
      deliveryEvents(sql`(SELECT d.id FROM ${deliveries} d WHERE d.id = ${ours} AND d.status = 'Delivered')`, at),
      at,
    ),
  });
  await events(done.eventDeliveries);
  if (done.delivered.length > 0) return "delivered";
  return done.received.length > 0 ? "partial" : "none";
}

/** Delivered, the subject of one family of the receipt's delivery, once all its deliveries are. */
const subjectDelivered = (db: Db, t: SubjectTable, receipt: Receipt) =>
  db
    .update(t.table)
    .set({ status: "Delivered", updatedAt: receipt.now })
    .where(
      and(
        inArray(t.status, ["Published", "In Progress"]),
        sql`${t.id} = (SELECT ${t.deliveriesOf} FROM ${deliveries} WHERE ${deliveries.fileId} = ${receipt.fileId} AND ${deliveries.organizationId} = ${receipt.organizationId})`,
        sql`NOT EXISTS (SELECT 1 FROM ${deliveries} WHERE ${t.deliveriesOf} = ${t.id} AND ${deliveries.status} <> 'Delivered')`,
      ),
    );

/** The deliveries from a cron job's mark (`job_marks`) on: those it has not walked past yet. */
const fromMark = (job: string) =>
  sql`${deliveries.id} >= coalesce((SELECT ${jobMarks.mark} FROM ${jobMarks} WHERE ${jobMarks.job} = ${job}), 0)`;

/** Moves a cron job's mark on to `mark` (never back: a run that read before another wrote keeps the further one). */
const markAt = (db: Db, job: string, mark: number) =>
  db
    .insert(jobMarks)
    .values({ job, mark })
    .onConflictDoUpdate({ target: jobMarks.job, set: { mark: sql`max(${jobMarks.mark}, excluded.mark)` } });

/** The mark (`job_marks`) of the walk for deliveries not collected in time: every delivery below it is done with. */
export const UNCOLLECTED_JOB = "uncollected deliveries";

/** At most this many deliveries are read a cron run, walking on from the mark. */
const UNCOLLECTED_WALK = 5000;

/**
 * Queued or Sending → Failed for deliveries created before `createdBefore`
 * (their destination never fetched the file), at most `limit`. Answers the
 * deliveries that failed.
 *
 * Found walking the deliveries by id (their primary key) from the job's mark,
 * at most `UNCOLLECTED_WALK` a run, up to the first one created since
 * `createdBefore`: ids grow with `created_at` (AUTOINCREMENT, D1 writes one
 * batch at a time), so no later insert takes an id below one read, and every
 * delivery before that first one is as old. The mark then moves past what was
 * walked: each delivery is looked at once after its 14 days, however long it
 * stays Delivered. No index is kept for it: an index of Queued and Sending
 * deliveries would be written again by the consumer's Sending (D1 bills the
 * entry re-inserted), one row a delivery.
 */
export async function failUncollected(
  db: Db,
  createdBefore: string,
  now: string,
  limit: number,
  events: EventSink,
): Promise<number[]> {
  // Read first (the cron's round trip to spare): the batch then names the same deliveries to its events.
  const walked = await retried(() =>
    db
      .select({ id: deliveries.id, status: deliveries.status, createdAt: deliveries.createdAt })
      .from(deliveries)
      .where(fromMark(UNCOLLECTED_JOB))
      .orderBy(asc(deliveries.id))
      .limit(UNCOLLECTED_WALK),
  );
  const due: number[] = [];
  let next: number | undefined;
  for (const d of walked) {
    if (d.createdAt >= createdBefore) {
      next = d.id;
      break;
    }
    if (!(UNFINISHED as readonly string[]).includes(d.status)) continue;
    if (due.length === limit) {
      next = d.id;
      break;
    }
    due.push(d.id);
  }
  const last = walked.at(-1);
  if (!last) return [];
  // Every delivery read before `next` is done with once this batch is written; past the last one read, if none stopped it.
  const mark = markAt(db, UNCOLLECTED_JOB, next ?? last.id + 1);
  if (due.length === 0) {
    if (next !== walked[0]?.id) await mark;
    return [];
  }
  const done = await write(db, {
    failed: db
      .update(deliveries)
      .set({ status: "Failed", statusDate: now, lastError: UNCOLLECTED })
      .where(and(idIn(deliveries.id, due), inArray(deliveries.status, UNFINISHED)))
      .returning({ id: deliveries.id }),
    ...outbox(db, deliveryEvents(jsonList(due), now), now),
    mark,
  });
  await events(done.eventDeliveries);
  return idsOf(done.failed);
}

const UNCOLLECTED = "Not collected within 14 days of publishing";

/** Sending → Queued for deliveries whose destination went offline: they wait for the cron to take them up again. */
export async function requeue(db: Db, ids: number[], now: string): Promise<number[]> {
  const rows = await db
    .update(deliveries)
    .set({ status: "Queued", statusDate: now, waitingSince: now })
    .where(and(idIn(deliveries.id, ids), eq(deliveries.status, "Sending")))
    .returning({ id: deliveries.id });
  return idsOf(rows);
}

/**
 * Queued deliveries whose destination is offline wait (`waiting_since`), in deliveries_waiting_idx, for the cron
 * to take them up once it is online: written once, the first time one is found so. Answers those it marked.
 */
export async function markWaiting(db: Db, ids: number[], now: string): Promise<number[]> {
  const rows = await db
    .update(deliveries)
    .set({ waitingSince: now })
    .where(and(idIn(deliveries.id, ids), eq(deliveries.status, "Queued"), sql`${deliveries.waitingSince} IS NULL`))
    .returning({ id: deliveries.id });
  return idsOf(rows);
}

/**
 * Keeps the reason of a failed attempt on the delivery, for the dead-letter
 * consumer to report, and counts the attempt (its own write was rolled back).
 */
export async function recordFailures(db: Db, failures: { id: number; error: string }[]): Promise<void> {
  if (failures.length === 0) return;
  await write(
    db,
    Object.fromEntries(
      failures.map(({ id, error }) => [
        `delivery ${id}`,
        db
          .update(deliveries)
          .set({ lastError: error.slice(0, 500), attempts: sql`${deliveries.attempts} + 1` })
          .where(and(eq(deliveries.id, id), inArray(deliveries.status, UNFINISHED))),
      ]),
    ),
  );
}

/** Queued or Sending → Failed once the queue gave up, saying after how many attempts and why. */
export async function markFailed(db: Db, ids: number[], now: string, events: EventSink): Promise<number[]> {
  const done = await write(db, {
    failed: db
      .update(deliveries)
      .set({
        status: "Failed",
        statusDate: now,
        lastError: sql`'Gave up after ' || ${deliveries.attempts} || ' attempt(s)' || coalesce(': ' || ${deliveries.lastError}, '')`,
      })
      .where(and(idIn(deliveries.id, ids), inArray(deliveries.status, UNFINISHED)))
      .returning({ id: deliveries.id }),
    ...outbox(db, deliveryEvents(jsonList(ids), now), now),
  });
  await events(done.eventDeliveries);
  return idsOf(done.failed);
}

/**
 * Queued deliveries waiting since before `queuedBefore` for a destination that
 * is online now, of subjects that are not cancelled. At most `limit`, read by
 * deliveries_waiting_idx (its condition written as literals, so that SQLite
 * knows the partial index applies), oldest first, each with its destination.
 */
export async function findResumable(db: Db, queuedBefore: string, limit: number): Promise<number[]> {
  const rows = await retried(() =>
    db
      .select({ id: deliveries.id })
      .from(deliveries)
      .innerJoin(organizations, eq(organizations.id, deliveries.organizationId))
      .where(
        and(
          sql`${deliveries.status} = 'Queued' AND ${deliveries.waitingSince} IS NOT NULL`,
          sql`${deliveries.waitingSince} <= ${queuedBefore}`,
          eq(organizations.kind, "destination"),
          eq(organizations.status, "Online"),
          subjectNotCancelled,
        ),
      )
      .orderBy(asc(deliveries.waitingSince))
      .limit(limit),
  );
  return idsOf(rows);
}

/** The mark (`job_marks`) of the walk for Queued deliveries whose message never came through. */
export const QUEUED_JOB = "queued deliveries";

/** At most this many deliveries are read a cron run, walking on from the mark. */
const QUEUED_WALK = 5000;

/**
 * Queued deliveries created before `queuedBefore` that no consumer has seen
 * (not waiting: their message was lost, e.g. Publish Order's enqueue failed
 * after its batch, or is still being retried), of subjects not cancelled: of
 * an online destination they are sent again (`send`, at most `limit`), of an
 * offline one marked waiting (`markWaiting`). Found walking the deliveries by
 * id from the job's mark up to the first created since `queuedBefore` (ids
 * grow with created_at, as in `failUncollected`), at most `QUEUED_WALK` a
 * run; the mark then moves past them, once `send` has succeeded. A delivery
 * is so looked at once, 2 minutes after its publish, and a publish writes no
 * index entry for it. Answers how many were sent.
 */
export async function takeUpUnconsumed(
  db: Db,
  queuedBefore: string,
  now: string,
  limit: number,
  send: (ids: number[]) => Promise<void>,
): Promise<number> {
  const unseen = sql`${deliveries.status} = 'Queued' AND ${deliveries.waitingSince} IS NULL`;
  const walked = await retried(() =>
    db
      .select({
        id: deliveries.id,
        createdAt: deliveries.createdAt,
        // For those still to take up alone: whether their destination is online, and their subject cancelled.
        unseen: sql<number>`${unseen}`,
        online: sql<
          number | null
        >`CASE WHEN ${unseen} THEN ${organizations.status} = 'Online' AND ${organizations.kind} = 'destination' END`,
        cancelled: sql<number | null>`CASE WHEN ${unseen} THEN ${subjectCancelled} END`,
      })
      .from(deliveries)
      .innerJoin(organizations, eq(organizations.id, deliveries.organizationId))
      .where(fromMark(QUEUED_JOB))
      .orderBy(asc(deliveries.id))
      .limit(QUEUED_WALK),
  );
  const resend: number[] = [];
  const wait: number[] = [];
  let next: number | undefined;
  for (const d of walked) {
    if (d.createdAt > queuedBefore) {
      next = d.id;
      break;
    }
    if (!d.unseen || d.cancelled) continue;
    if (!d.online) wait.push(d.id);
    else if (resend.length === limit) {
      next = d.id;
      break;
    } else resend.push(d.id);
  }
  const last = walked.at(-1);
  if (!last || next === walked[0]?.id) return 0;
  // Sent first: should that fail, the mark stays, and the next run sends them again.
  if (resend.length > 0) await send(resend);
  await write(db, {
    waiting:
      wait.length > 0
        ? db
            .update(deliveries)
            .set({ waitingSince: now })
            .where(and(idIn(deliveries.id, wait), sql`${unseen}`))
        : undefined,
    mark: markAt(db, QUEUED_JOB, next ?? last.id + 1),
  });
  return resend.length;
}

/**
 * A proof of delivery state changed: to the sender, one event a delivery of
 * `changed` (an SQL list of delivery ids) now in that state since `at`; and
 * the subject delivered, when every delivery of it is (its status Delivered since `at`).
 */
export function deliveryEvents(changed: SQL, at: string): Emission[] {
  const rows = sql`SELECT d.owner_organization_id AS organization_id, d.order_id, d.release_id, d.file_id, d.organization_id AS destination_id, d.status, d.status_date, d.delivered_at, d.delivered_by
    FROM ${deliveries} d WHERE d.id IN ${changed} AND d.status_date = ${at}`;
  const delivered = (family: Family): Emission => ({
    type: `${family}.delivered`,
    to: sql`SELECT s.${sql.identifier(SUBJECT[family].owner.name)} AS organization_id, s.id AS subject_id FROM ${SUBJECT[family].table} s
      WHERE s.status = 'Delivered' AND s.updated_at = ${at}
        AND s.id IN (SELECT d.${sql.identifier(SUBJECT[family].deliveriesOf.name)} FROM ${deliveries} d WHERE d.id IN ${changed})`,
    data: sql`json_object(${sql.raw(`'${SUBJECT[family].idField}'`)}, r.subject_id, 'Status', 'Delivered', 'DeliveredAt', ${at})`,
  });
  return [
    {
      type: "delivery.updated",
      to: rows,
      data: sql`json_object('OrderID', r.order_id, 'ReleaseID', r.release_id, 'FileID', r.file_id,
        'OrganizationID', r.destination_id, 'Status', r.status, 'StatusDate', r.status_date, 'DeliveredAt', r.delivered_at, 'DeliveredBy', r.delivered_by)`,
    },
    delivered("order"),
    delivered("release"),
  ];
}

/**
 * The deliveries of a publish: one per file and destination of each subject
 * of `ids` that carries the stamp of this publish (its `published_at` is
 * `at`; and `stamp`, when the batch's first statement stamped something else,
 * e.g. an order group), none of one that does not; the unique index on file
 * and destination is the last guard. Their events are
 * `publishedEvents(family, ids, at, stamp)`, for the batch's outbox. With
 * `entriesBefore`, the batch wrote their ingest entries before them (at most
 * that many): each delivery names its station's entry (`latest_entry_id`).
 */
export function newDeliveries(
  db: Db,
  family: Family,
  ids: readonly number[],
  at: string,
  stamp?: SQL,
  late: readonly string[] = [],
  entriesBefore?: number,
) {
  const t = SUBJECT[family];
  // The station's entry of the file, when this batch wrote its entries first (at most `entriesBefore` of them,
  // the last ids of the table): sought among those along the station's feed, a few rows. Otherwise the trigger on
  // ingest_entries writes it when they come (migration 0031).
  const latest =
    entriesBefore === undefined
      ? sql`NULL`
      : sql`(SELECT max(e.id) FROM ingest_entries e WHERE e.organization_id = ${destinations.organizationId}
          AND e.file_id = ${files.id} AND e.created_at = ${at}
          AND e.id > coalesce((SELECT max(l.id) FROM ingest_entries l), 0) - ${entriesBefore})`;
  return db
    .insert(deliveries)
    .select(
      db
        .select({
          id: sql`NULL`.as("id"),
          ...parentColumns(family, sql`${t.filesOf}`),
          ownerOrganizationId: sql`${t.owner}`.as("owner_organization_id"),
          fileId: files.id,
          organizationId: destinations.organizationId,
          status: sql`'Queued'`.as("status"),
          statusDate: sql`${at}`.as("status_date"),
          deliveredAt: sql`NULL`.as("delivered_at"),
          deliveredBy: sql`NULL`.as("delivered_by"),
          received: sql`NULL`.as("received"),
          attempts: sql`0`.as("attempts"),
          lastError: sql`NULL`.as("last_error"),
          createdAt: sql`${at}`.as("created_at"),
          ingestedAt: sql`NULL`.as("ingested_at"),
          // Past the station's copy deadline, as publish judged it (`fileId:organizationId`).
          late: sql`(${files.id} || ':' || ${destinations.organizationId}) IN (SELECT value FROM json_each(${JSON.stringify(late)}))`.as(
            "late",
          ),
          // What the proof of delivery shows, kept on the delivery (its original's size and hash until it is Delivered).
          bytes: sql`${files.contentBytes}`.as("bytes"),
          sha256: sql`${files.contentSha256}`.as("sha256"),
          adId: sql`${files.adId}`.as("ad_id"),
          organizationName: sql`${organizations.name}`.as("organization_name"),
          subjectCancelledAt: sql`NULL`.as("subject_cancelled_at"),
          // Not waiting: the consumer marks it so if its destination is offline.
          waitingSince: sql`NULL`.as("waiting_since"),
          latestEntryId: latest.as("latest_entry_id"),
        })
        .from(files)
        .innerJoin(t.table, eq(t.id, t.filesOf))
        .innerJoin(destinations, eq(t.destinationsOf, t.filesOf))
        .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
        .where(and(oneOf(t.filesOf, jsonList(ids)), eq(t.table.publishedAt, at), stamp)),
    )
    .onConflictDoNothing()
    .returning({ id: deliveries.id });
}

/**
 * The order's deliveries that a revision written at `at` gave to a station late (contract section 20): each
 * whose station got an `ingest` entry of the file in that batch with a StartDate on or before the station's
 * `through` day (`lateThrough`: the last first-airing day its copy deadline has passed for), marked `late`.
 * Answers the marked rows.
 */
export function markLateGiven(db: Db, orderId: number, at: string, through: Record<number, string>) {
  return db
    .update(deliveries)
    .set({ late: true })
    .where(
      sql`${deliveries.orderId} = ${orderId} AND EXISTS (SELECT 1 FROM ingest_entries e, json_each(${JSON.stringify(through)}) m
        WHERE e.organization_id = ${deliveries.organizationId} AND e.file_id = ${deliveries.fileId} AND e.created_at = ${at}
          AND e.action = 'ingest' AND m.key = CAST(e.organization_id AS TEXT) AND e.start_date <= m.value)`,
    )
    .returning({ organizationId: deliveries.organizationId, fileId: deliveries.fileId });
}
