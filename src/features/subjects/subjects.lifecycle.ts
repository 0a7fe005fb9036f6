/**
 * The life of a subject, written once for orders and releases (contract
 * sections 4 and 9): created as a draft with its files and destinations,
 * replaced while a draft, published (one delivery per file and destination),
 * deleted (a draft removed, a later one cancelled with its open deliveries).
 * Each step is one D1 batch whose own conditions decide, so that concurrent
 * requests and crashes leave either all of it or none.
 */
import { and, asc, eq, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import type { Db } from "../../db/client";
import { fieldErrorsOf, guard, unlessRefused } from "../../db/guard";
import { prepared } from "../../db/prepared";
import { deliveries, destinations, files, organizations } from "../../db/schema";
import type { AppEnv, Principal } from "../../env";
import { principalOf } from "../../http/auth";
import { Problem, validationProblem } from "../../http/problems";
import { enqueueDeliveries } from "../deliveries/deliveries.queue";
import { removeSubjectMedia, subjectUploads } from "../media/media.handlers";
import { contentMissing } from "../media/media.rules";
import { deliveriesOf, eventItems, newBatchId, sendEvents } from "../webhooks/webhooks.events";
import {
  type Access,
  byFamily,
  draftOwnedBy,
  FAMILY,
  type Family,
  isDraft,
  notFound,
  SUBJECT,
  type SubjectRow,
  type subjectRead,
  visibleFrom,
  visibleSubject,
} from "./subjects";
import { cancelledEvents, publishedEvents } from "./subjects.events";
import { destinationsKnown, notDestinations } from "./subjects.rules";

const KIND_NAMES = {
  agency: "an agency",
  label: "a record label",
  destination: "a destination",
  group: "a station group",
};

/** Who sends each family: an agency sends orders, a label releases; its key's organization owns them. */
const SENDER = { order: "agency", release: "label" } as const;

export function requireSender(principal: Principal, family: Family) {
  const kind = SENDER[family];
  if (principal.organizationKind !== kind) {
    throw new Problem(
      "forbidden",
      `Only ${KIND_NAMES[kind]} sends ${FAMILY[family].label}s; this API key is of ${principal.organizationName}, ${KIND_NAMES[principal.organizationKind]}.`,
    );
  }
}

export function requireOwner(access: Access, action: "delete" | "publish" | "replace") {
  if (!access.isOwner) {
    const { family, id } = access.subject;
    throw new Problem(
      "forbidden",
      `Only the organization that created ${FAMILY[family].label} ${id} (${access.subject.ownerName}) may ${action} it.`,
    );
  }
}

/** The owner sees every destination; a destination caller those it acts for. */
export const visibleDestinations = (access: Access) =>
  access.isOwner ? access.subject.destinationIds : access.actsForDestinations;

/** The subject this batch inserted (and the idempotency mark's ref, in the same batch): AUTOINCREMENT ids only grow and a batch is one transaction. */
export const newSubjectId = (family: Family) => sql`(SELECT max(id) FROM ${SUBJECT[family].table})`;

/** A file as a subject's input gives it: an order's spot (AdID, Format) or a release's track (ISRC). */
export interface FileInput {
  AdID?: string;
  ISRC?: string;
  Title: string;
  Length: number;
  Format?: string;
}

/** A parent column's value in an insert: the given subject or the one this batch inserted, if `column` is its family's. */
const parentOf = (column: Family, family: Family, subject: Placeholder | undefined) =>
  column !== family ? sql`NULL` : subject ? sql`${subject}` : newSubjectId(family);

/** What identifies a file within its subject: an order's Ad-ID, a release's ISRC. */
export const FILE_KEY = {
  order: { field: "AdID", column: files.adId },
  release: { field: "ISRC", column: files.isrc },
} as const;

/** The subject's files from the JSON list `files`, under `subject` (SQL of its id); answers each one's id and position. */
function filesInsert(family: Family) {
  const t = SUBJECT[family];
  const key = FILE_KEY[family];
  return prepared<{ files: string; at: string; subject?: number }>()((db, p, has) =>
    db
      .insert(files)
      .select(
        db
          .select({
            id: sql`NULL`.as("id"),
            orderId: parentOf("order", family, has.subject ? p.subject : undefined).as("orderId"),
            releaseId: parentOf("release", family, has.subject ? p.subject : undefined).as("releaseId"),
            position: sql`key`.as("position"),
            adId: sql`value ->> 'AdID'`.as("adId"),
            isrc: sql`value ->> 'ISRC'`.as("isrc"),
            title: sql`value ->> 'Title'`.as("title"),
            lengthSeconds: sql`value ->> 'Length'`.as("lengthSeconds"),
            format: sql`value ->> 'Format'`.as("format"),
            createdAt: sql`${p.at}`.as("createdAt"),
            // No content yet: it is uploaded to the draft (../media).
            contentKey: sql`NULL`.as("contentKey"),
            contentType: sql`NULL`.as("contentType"),
            contentBytes: sql`NULL`.as("contentBytes"),
            contentSha256: sql`NULL`.as("contentSha256"),
            contentUploadedAt: sql`NULL`.as("contentUploadedAt"),
            contentMedia: sql`NULL`.as("contentMedia"),
          })
          .from(sql`json_each(${p.files})`)
          // Into an existing draft (`replaceDraft`): only the files it does not have yet.
          .where(
            has.subject
              ? sql`NOT EXISTS (SELECT 1 FROM ${files} WHERE ${t.filesOf} = ${p.subject} AND ${key.column} = value ->> ${key.field})`
              : undefined,
          ),
      )
      .returning({ id: files.id, position: files.position }),
  );
}

/** The subject's destinations, in the order of the JSON list `destinations`. */
function destinationsInsert(family: Family) {
  return prepared<{ destinations: string; subject?: number }>()((db, p, has) =>
    db.insert(destinations).select(
      db
        .select({
          id: sql`NULL`.as("id"),
          orderId: parentOf("order", family, has.subject ? p.subject : undefined).as("orderId"),
          releaseId: parentOf("release", family, has.subject ? p.subject : undefined).as("releaseId"),
          organizationId: sql`value`.as("organizationId"),
          position: sql`key`.as("position"),
          // Copied from the subject by a trigger (schema.ts).
          subjectUpdatedAt: sql`NULL`.as("subjectUpdatedAt"),
        })
        .from(sql`json_each(${p.destinations})`),
    ),
  );
}

export const insertFiles = byFamily(filesInsert);
export const insertDestinations = byFamily(destinationsInsert);

/** The organizations of the JSON list `destinations`, for the answer's warnings. */
export const organizationsListed = prepared<{ destinations: string }>()((db, p) =>
  db
    .select({ id: organizations.id, name: organizations.name, status: organizations.status })
    .from(organizations)
    .where(sql`${organizations.id} IN (SELECT value FROM json_each(${p.destinations}))`),
);

/** A subject's destinations in their order, with what the warnings need. */
const destinationsOfSubject = (db: Db, family: Family, id: Placeholder) =>
  db
    .select({ id: destinations.organizationId, name: organizations.name, status: organizations.status })
    .from(destinations)
    .leftJoin(organizations, eq(organizations.id, destinations.organizationId))
    .where(eq(SUBJECT[family].destinationsOf, id))
    .orderBy(asc(destinations.position), asc(destinations.organizationId));
const listedOf = (family: Family) => prepared<{ id: number }>()((db, p) => destinationsOfSubject(db, family, p.id));
const DESTINATIONS_LISTED = byFamily(listedOf);
export const destinationsListed = (c: Context<AppEnv>, family: Family, id: number) =>
  DESTINATIONS_LISTED[family](c.var.db, { id });

/** A subject's read with more of its row (`subjectRead`), as publishing reads it back. */
type SubjectReader<More extends SelectedFields> = ReturnType<typeof subjectRead<More>>;

const notDraft = (family: Family, id: number, status: string) =>
  new Problem(
    "conflict",
    `${FAMILY[family].label === "order" ? "Order" : "Release"} ${id} is ${status}; only a Draft ${FAMILY[family].label} can be published.`,
  );

type PublishValues = { id: number; own: number; at: string; batchId: string };

/**
 * The publishing part of Publish's batch, prepared (../../db/prepared.ts):
 * the guarded UPDATE, the deliveries' INSERT, the destinations for the
 * warnings, and the field errors that explain a refusal.
 */
function publishing(family: Family) {
  const t = SUBJECT[family];
  return prepared<PublishValues>()((db, p) => {
    const noLongerDestinations = notDestinations(
      sql`(SELECT json_group_array(organization_id) FROM (SELECT ${destinations.organizationId} AS organization_id FROM ${destinations} WHERE ${t.destinationsOf} = ${p.id} ORDER BY ${destinations.position}, ${destinations.organizationId}))`,
      "is no longer a destination organization",
    );
    const noContent = contentMissing(family, p.id);
    return [
      db
        .update(t.table)
        .set({ status: "Published", publishedAt: sql`${p.at}`, updatedAt: sql`${p.at}` })
        .where(
          and(
            eq(t.id, p.id),
            eq(t.status, "Draft"),
            isNull(t.cancelledAt),
            eq(t.owner, p.own),
            sql`NOT EXISTS (${noLongerDestinations})`,
            sql`NOT EXISTS (${noContent})`,
          ),
        ),
      db
        .insert(deliveries)
        .select(
          db
            .select({
              id: sql`NULL`.as("id"),
              orderId: (family === "order" ? sql`${t.id}` : sql`NULL`).as("orderId"),
              releaseId: (family === "release" ? sql`${t.id}` : sql`NULL`).as("releaseId"),
              ownerOrganizationId: sql`${t.owner}`.as("ownerOrganizationId"),
              fileId: files.id,
              organizationId: destinations.organizationId,
              status: sql`'Queued'`.as("status"),
              statusDate: sql`${p.at}`.as("statusDate"),
              deliveredAt: sql`NULL`.as("deliveredAt"),
              deliveredBy: sql`NULL`.as("deliveredBy"),
              received: sql`NULL`.as("received"),
              attempts: sql`0`.as("attempts"),
              lastError: sql`NULL`.as("lastError"),
              createdAt: sql`${p.at}`.as("createdAt"),
            })
            .from(t.table)
            .innerJoin(files, eq(t.filesOf, t.id))
            .innerJoin(destinations, eq(t.destinationsOf, t.id))
            .where(and(eq(t.id, p.id), sql`${t.status} = 'Published'`, sql`${t.table.publishedAt} = ${p.at}`)),
        )
        .onConflictDoNothing()
        .returning({ id: deliveries.id }),
      destinationsOfSubject(db, family, p.id),
      fieldErrorsOf(db, noLongerDestinations),
      fieldErrorsOf(db, noContent),
    ] as const;
  });
}
const PUBLISHING = byFamily(publishing);

/** Published and received (./subjects.events.ts), last in Publish's batch, prepared. */
const publishedEventItems = (family: Family) =>
  prepared<PublishValues>()((db, p) => eventItems(db, publishedEvents(family, p.id, p.at), p.at, p.batchId));
const PUBLISHED_EVENTS = byFamily(publishedEventItems);

/**
 * Draft to Published in one batch: the guarded UPDATE decides (of concurrent
 * publishes exactly one changes the row), the delivery INSERT only inserts
 * for the request whose `published_at` the row now carries (and the unique
 * index on file and destination is the last guard), then the subject is read
 * back with `read` in the same transaction. Its deliveries are then queued.
 */
export async function publishSubject<More extends SelectedFields>(
  c: Context<AppEnv>,
  family: Family,
  id: number,
  read: SubjectReader<More>,
) {
  const db = c.var.db;
  const now = new Date();
  const values = { id, own: principalOf(c).organizationId, at: now.toISOString(), batchId: newBatchId() };
  const results = await db.batch([
    ...PUBLISHING[family](db, values),
    read(c, id),
    ...PUBLISHED_EVENTS[family](db, values),
  ]);
  const [published, queued, destinationRows, broken, missing, [row]] = results;
  const access = visibleFrom(c, family, id, row as SubjectRow | undefined);
  requireOwner(access, "publish");
  if (!row) throw notFound(family, id);
  if (published.meta.changes === 0) {
    if (access.subject.status !== "Draft") throw notDraft(family, id, access.subject.status);
    if (missing.length + broken.length > 0) throw validationProblem([...missing, ...broken]);
    throw new Problem("conflict", `${FAMILY[family].label} ${id} changed while it was being published; try again.`);
  }
  try {
    await enqueueDeliveries(
      c.env,
      queued.map((d) => d.id),
    );
  } catch (error) {
    // The deliveries stay Queued; the scheduled resume picks them up.
    console.error("enqueueing deliveries failed", c.get("requestId"), family, id, error);
  }
  await sendEvents(c.env, deliveriesOf(results));
  return { row, access, destinationRows, now };
}

/**
 * A draft replaced by a whole new input, in one batch (contract section 9):
 * `update` (the family's UPDATE of its row), then its files reconciled by
 * their key (`FILE_KEY`): a file whose key stays keeps its FileID and
 * content and takes the new title, length, format and position; the others
 * go (their media after) or come new; its destinations are the new list.
 * The batch is led by its guards: the caller owns the draft, and every
 * destination is one (`destinationsKnown`); when one fails nothing is
 * written, and the answer says why (404, 403, 409 or 422). The subject is
 * read back with `read` in the same transaction.
 */
export async function replaceDraft<More extends SelectedFields>(
  c: Context<AppEnv>,
  family: Family,
  id: number,
  input: {
    update: BatchItem<"sqlite">;
    files: FileInput[];
    destinations: number[];
    /** What else the draft's row must satisfy, and the 422 when it does not (e.g. a long form order's input must be one). */
    fits?: { holds: SQL; refuse: () => Promise<void> };
  },
  read: SubjectReader<More>,
) {
  const db = c.var.db;
  const t = SUBJECT[family];
  const key = FILE_KEY[family];
  const at = new Date().toISOString();
  const fileList = JSON.stringify(input.files);
  const listed = { destinations: JSON.stringify(input.destinations) };
  const leaving = sql`${key.column} NOT IN (SELECT value ->> ${key.field} FROM json_each(${fileList}))`;
  /** The new input's `field` (or its index, `key`) for the file of the same key. */
  const given = (field: string) =>
    sql`(SELECT ${field === "key" ? sql`n.key` : sql`n.value ->> ${field}`} FROM json_each(${fileList}) n WHERE n.value ->> ${key.field} = ${key.column})`;
  const write = db.batch([
    guard(db, draftOwnedBy(c, family, id, input.fits?.holds)),
    destinationsKnown.guard(db, listed),
    subjectUploads(db, family, id, leaving),
    input.update,
    db
      .delete(files)
      .where(and(eq(t.filesOf, id), leaving))
      .returning({ id: files.id }),
    db
      .update(files)
      .set({ title: given("Title"), lengthSeconds: given("Length"), format: given("Format"), position: given("key") })
      .where(and(eq(t.filesOf, id), sql`NOT ${leaving}`)),
    insertFiles[family](db, { files: fileList, at, subject: id }),
    db.delete(destinations).where(eq(t.destinationsOf, id)),
    insertDestinations[family](db, { ...listed, subject: id }),
    organizationsListed(db, listed),
    read(c, id),
  ]);
  const [, , uploads, , gone, , , , , destinationRows, [row]] = await unlessRefused(write, async () => {
    const access = await visibleSubject(c, family, id);
    requireOwner(access, "replace");
    if (!isDraft(access.subject)) {
      throw new Problem(
        "conflict",
        `${FAMILY[family].label} ${id} is ${access.subject.status}; only a Draft may be replaced (delete it, or create a new one).`,
      );
    }
    await input.fits?.refuse();
    const errors = await destinationsKnown.check(db, listed);
    if (errors.length > 0) throw validationProblem(errors);
  });
  const access = visibleFrom(c, family, id, row as SubjectRow | undefined);
  if (!row) throw notFound(family, id);
  if (gone.length > 0) {
    c.executionCtx.waitUntil(
      removeSubjectMedia(
        c.env.MEDIA,
        family,
        id,
        uploads,
        gone.map((f) => f.id),
      ).catch((error) => console.error("removing a replaced draft's files' media failed", family, id, error)),
    );
  }
  const byId = new Map(destinationRows.map((d) => [d.id, d]));
  const destinationsNow = input.destinations.map((d) => byId.get(d) ?? { id: d, name: null, status: null });
  return { row, access, destinationRows: destinationsNow };
}

/**
 * One batch whichever the status: a draft is removed (its files, destinations
 * and comments go with it, its media after); a subject past draft is
 * cancelled with its open deliveries and hidden from every read, its history
 * kept. Answers what was done.
 */
export async function deleteSubject(c: Context<AppEnv>, family: Family, id: number) {
  const access = await visibleSubject(c, family, id);
  requireOwner(access, "delete");
  const db = c.var.db;
  const t = SUBJECT[family];
  const at = new Date().toISOString();
  const results = await db.batch([
    subjectUploads(db, family, id),
    db.delete(t.table).where(and(eq(t.id, id), eq(t.status, "Draft"))),
    db
      .update(deliveries)
      .set({ status: "Cancelled", statusDate: at })
      .where(and(eq(t.deliveriesOf, id), inArray(deliveries.status, ["Queued", "Sending"]))),
    db
      .update(t.table)
      .set({ status: "Cancelled", cancelledAt: at, updatedAt: at })
      .where(and(eq(t.id, id), isNull(t.cancelledAt))),
    ...eventItems(db, cancelledEvents(family, id, at), at),
  ]);
  const [uploads, removed, cancelledDeliveries, cancelled] = results;
  if (removed.meta.changes > 0) {
    c.executionCtx.waitUntil(
      removeSubjectMedia(c.env.MEDIA, family, id, uploads).catch((error) =>
        console.error("removing a deleted draft's media failed", family, id, error),
      ),
    );
    return { Outcome: "Removed" as const, CancelledDeliveries: 0, DeletedAt: at };
  }
  // Nothing changed: another request deleted it meanwhile.
  if (cancelled.meta.changes === 0) throw notFound(family, id);
  await sendEvents(c.env, deliveriesOf(results));
  return { Outcome: "Cancelled" as const, CancelledDeliveries: cancelledDeliveries.meta.changes, DeletedAt: at };
}
