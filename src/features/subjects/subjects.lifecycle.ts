/**
 * The life of a subject, written once for orders and releases (contract
 * sections 4 and 9): created as a draft with its files and destinations,
 * replaced while a draft, published (one delivery per file and destination),
 * deleted (a draft removed, a later one cancelled with its open deliveries).
 *
 * Each step reads what its rules need (one round trip), checks them in
 * JavaScript, then writes in one D1 batch (one transaction). The batch's
 * first statement re-asserts what was read (the row is still the draft it
 * was: its `updated_at` unchanged) and stamps the row with this request's
 * moment; every later statement applies only to a row that carries it. So of
 * concurrent requests one writes and the others change nothing, and a
 * refusal found then is worded by the same rules, on the row read back.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { type Results, read, write } from "../../db/batch";
import type { Db } from "../../db/client";
import { deliveries, destinationSpecs, destinations, files, organizations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv, Principal } from "../../env";
import { principalOf } from "../../http/auth";
import { claimWritten } from "../../http/idempotency";
import { type FieldError, Problem, validationProblem } from "../../http/problems";
import { CHECKED, complianceErrors, complianceWarnings } from "../compliance/compliance.rules";
import { enqueueDeliveries } from "../deliveries/deliveries.queue";
import { cancelledEntries, publishedEntries } from "../ingest/ingest.entries";
import { removeSubjectMedia, subjectUploads } from "../media/media.handlers";
import { contentMissingErrors } from "../media/media.rules";
import { outbox, sendEvents } from "../webhooks/webhooks.events";
import {
  type Access,
  type Family,
  notFound,
  oneOf,
  SUBJECT,
  type SubjectRow,
  subjectQuery,
  visibleFrom,
  type Which,
} from "./subjects";
import { cancelledEvents, publishedEvents } from "./subjects.events";
import { notDestinations, organizationsNamed } from "./subjects.rules";

const KIND_NAMES = {
  agency: "an agency",
  label: "a record label",
  destination: "a destination",
  group: "a station group",
};

/** Only the family's sender (an agency sends orders, a label releases) creates one; its key's organization owns it. */
export function requireSender(principal: Principal, family: Family) {
  const { sender, label } = SUBJECT[family];
  if (principal.organizationKind !== sender) {
    throw new Problem(
      "forbidden",
      `Only ${KIND_NAMES[sender]} sends ${label}s; this API key is of ${principal.organizationName}, ${KIND_NAMES[principal.organizationKind]}.`,
    );
  }
}

export function requireOwner(access: Access, action: "delete" | "publish" | "replace" | "group") {
  if (!access.isOwner) {
    const { family, id } = access.subject;
    throw new Problem(
      "forbidden",
      `Only the organization that created ${SUBJECT[family].label} ${id} (${access.subject.ownerName}) may ${action} it.`,
    );
  }
}

/** What only a draft allows, said after its status when it is not one. */
const ONLY_A_DRAFT = {
  publish: (family: Family) => `only a Draft ${SUBJECT[family].label} can be published.`,
  replace: () => "only a Draft may be replaced (delete it, or create a new one).",
};

/** A draft, for what only a draft allows; else 409. */
function requireDraft(access: Access, action: keyof typeof ONLY_A_DRAFT) {
  const { family, id, status } = access.subject;
  if (status !== "Draft") {
    throw new Problem("conflict", `${SUBJECT[family].Label} ${id} is ${status}; ${ONLY_A_DRAFT[action](family)}`);
  }
}

/** The owner sees every destination; a destination caller those it acts for. */
export const visibleDestinations = (access: Access) =>
  access.isOwner ? access.subject.destinationIds : access.actsForDestinations;

/** The subject this batch inserted: AUTOINCREMENT ids only grow and a batch is one transaction. */
export const newSubjectId = (family: Family) => sql`(SELECT max(id) FROM ${SUBJECT[family].table})`;

/** The parent columns of a file, destination or delivery row of the subject `id` (SQL of its id). */
const parentColumns = (family: Family, id: SQL) => {
  const parents = { orderId: sql`NULL`, releaseId: sql`NULL` };
  parents[SUBJECT[family].fileParent] = id;
  return { orderId: parents.orderId.as("order_id"), releaseId: parents.releaseId.as("release_id") };
};

/** A file as a subject's input gives it: an order's spot (AdID, Format) or a release's track (ISRC). */
export interface FileInput {
  AdID?: string;
  ISRC?: string;
  Title: string;
  Length: number;
  Format?: string;
}

/**
 * The files of `list` (their JSON) inserted under the subject `id` (SQL of its
 * id), each at its index, answering each one's id and position; `where` limits
 * which (SQL over `value`, the file's JSON). One statement whatever the count
 * (D1 binds at most 100 values a statement).
 */
export function insertFiles(db: Db, family: Family, list: string, id: SQL, at: string, where?: SQL) {
  return db
    .insert(files)
    .select(
      db
        .select({
          id: sql`NULL`.as("id"),
          ...parentColumns(family, id),
          position: sql`key`.as("position"),
          adId: sql`value ->> 'AdID'`.as("ad_id"),
          isrc: sql`value ->> 'ISRC'`.as("isrc"),
          title: sql`value ->> 'Title'`.as("title"),
          lengthSeconds: sql`value ->> 'Length'`.as("length_seconds"),
          format: sql`value ->> 'Format'`.as("format"),
          createdAt: sql`${at}`.as("created_at"),
          // No content yet: it is uploaded to the draft (../media).
          contentKey: sql`NULL`.as("content_key"),
          contentType: sql`NULL`.as("content_type"),
          contentBytes: sql`NULL`.as("content_bytes"),
          contentSha256: sql`NULL`.as("content_sha256"),
          contentUploadedAt: sql`NULL`.as("content_uploaded_at"),
          contentMedia: sql`NULL`.as("content_media"),
          contentLoudness: sql`NULL`.as("content_loudness"),
        })
        .from(sql`json_each(${list})`)
        .where(where),
    )
    .returning({ id: files.id, position: files.position });
}

/** The destinations of `ids` inserted under the subject `id` (SQL of its id), in their order. */
export function insertDestinations(db: Db, family: Family, ids: readonly number[], id: SQL, where?: SQL) {
  return db.insert(destinations).select(
    db
      .select({
        id: sql`NULL`.as("id"),
        ...parentColumns(family, id),
        organizationId: sql`value`.as("organization_id"),
        position: sql`key`.as("position"),
        // Copied from the subject by a trigger (schema.ts).
        subjectUpdatedAt: sql`NULL`.as("subject_updated_at"),
      })
      .from(sql`json_each(${JSON.stringify(ids)})`)
      .where(where),
  );
}

/**
 * Creates a draft with its files and destinations (contract sections 4 and
 * 9): only the family's sender may; the organizations named as destinations
 * are read (each must be a destination organization), then the draft (`row`,
 * the family's INSERT, answering its row), its files and its destinations are
 * written in one batch, so that a failure leaves nothing behind. Answers the
 * row, each file with its FileID, and the destinations as read (for the
 * warnings); the answer's `Location` is set.
 */
export async function createSubject<Row extends { id: number }, File extends FileInput>(
  c: Context<AppEnv>,
  family: Family,
  input: { row: RunnableQuery<Row[], "sqlite">; files: File[]; destinations: number[] },
) {
  requireSender(principalOf(c), family);
  const db = c.var.db;
  const at = new Date().toISOString();
  const { named } = await read(db, { named: organizationsNamed(db, input.destinations) });
  const errors = notDestinations(input.destinations, named);
  if (errors.length > 0) throw validationProblem(errors);
  const id = newSubjectId(family);
  const created = await write(db, {
    row: input.row,
    files: insertFiles(db, family, JSON.stringify(input.files), id, at),
    destinations: insertDestinations(db, family, input.destinations, id),
    claim: claimWritten(c),
  });
  const [row] = created.row;
  if (!row) throw new Error(`the ${SUBJECT[family].label} insert returned no row`);
  const fileIds = new Map(created.files.map((f) => [f.position, f.id]));
  const byId = new Map(named.map((d) => [d.id, d]));
  c.header("Location", `${SUBJECT[family].path}/${row.id}`);
  return {
    row,
    files: input.files.map((f, i) => ({ FileID: fileIds.get(i) ?? 0, ...f })),
    destinationRows: input.destinations.map((d) => byId.get(d) ?? { id: d, name: null, status: null }),
  };
}

/**
 * A subject's destinations in their order, with what its rules and warnings
 * need: a query for a `read` batch. Of several subjects (`which`), each row
 * names its own (`subjectId`), subject by subject.
 */
export const destinationsOfSubject = (db: Db, family: Family, which: Which) =>
  db
    .select({
      subjectId: sql<number>`${SUBJECT[family].destinationsOf}`.as("subject_id"),
      id: destinations.organizationId,
      name: organizations.name,
      kind: organizations.kind,
      status: organizations.status,
      // For the compliance rule (../compliance): the station's type and its technical spec.
      type: organizations.type,
      spec: destinationSpecs.spec,
    })
    .from(destinations)
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .leftJoin(destinationSpecs, eq(destinationSpecs.organizationId, destinations.organizationId))
    .where(oneOf(SUBJECT[family].destinationsOf, which))
    .orderBy(asc(SUBJECT[family].destinationsOf), asc(destinations.position), asc(destinations.organizationId));

/** A subject's files in their order, with what publishing checks; of several subjects, as `destinationsOfSubject`. */
const filesOfSubject = (db: Db, family: Family, which: Which) =>
  db
    .select({
      subjectId: sql<number>`${SUBJECT[family].filesOf}`.as("subject_id"),
      id: files.id,
      adId: files.adId,
      isrc: files.isrc,
      title: files.title,
      contentSha256: files.contentSha256,
      // For the compliance rule (../compliance).
      format: files.format,
      lengthSeconds: files.lengthSeconds,
      contentMedia: files.contentMedia,
      contentLoudness: files.contentLoudness,
    })
    .from(files)
    .where(oneOf(SUBJECT[family].filesOf, which))
    .orderBy(asc(SUBJECT[family].filesOf), asc(files.position), asc(files.id));

/**
 * The subject's row, unchanged since it was read (`updatedAt`), still a live
 * draft of the caller's. Its id and moment may be SQL (a row of a list of
 * subjects as read, in a statement about all of them).
 */
export function stillTheDraft(family: Family, id: number | SQL, updatedAt: string | SQL, owner: number) {
  const t = SUBJECT[family];
  return and(
    eq(t.id, id),
    eq(t.status, "Draft"),
    isNull(t.cancelledAt),
    eq(t.owner, owner),
    eq(t.table.updatedAt, updatedAt),
  );
}

/** That the subject's row carries this request's moment in `column`: the batch's first statement applied. */
const stamped = (family: Family, id: number, column: "updated_at" | "published_at", at: string) =>
  sql`EXISTS (SELECT 1 FROM ${SUBJECT[family].table} WHERE id = ${id} AND ${sql.identifier(column)} = ${at})`;

/**
 * A write whose first statement changed nothing: the subject changed between
 * the read and the write. The same rules on the row read back say how (gone:
 * 404; no longer a draft: 409; `fits` no more), else it is a conflict to try
 * again.
 */
function refusedMeanwhile<Row extends SubjectRow>(
  c: Context<AppEnv>,
  family: Family,
  id: number,
  row: Row | undefined,
  action: keyof typeof ONLY_A_DRAFT,
  fits?: (row: Row) => void,
) {
  requireDraft(visibleFrom(c, family, id, row), action);
  if (row) fits?.(row);
  return new Problem("conflict", `${SUBJECT[family].Label} ${id} changed meanwhile; try again.`);
}

// ---------------------------------------------------------------------------
// Publish (contract section 4), in parts: what it reads, its rules, its write.
// Publish Order and Publish Release are one subject's publish; Publish Order
// Group (../order-groups) publishes its orders with the same parts.
// ---------------------------------------------------------------------------

/**
 * What publishing reads of the subjects `which` (one, or several: a group's
 * orders), for one `read` batch: each subject's row with `more` of it and its
 * `updatedAt` (by id), its files and its destinations (each naming its
 * subject, in the subject's order).
 */
export const publishReads = <More extends SelectedFields>(
  c: Context<AppEnv>,
  family: Family,
  which: Which,
  more: More,
) => ({
  subjects: subjectQuery(c, family, which, { ...more, updatedAt: SUBJECT[family].table.updatedAt }),
  files: filesOfSubject(c.var.db, family, which),
  destinations: destinationsOfSubject(c.var.db, family, which),
});

/** What `publishReads` answers. */
type PublishRead = Results<ReturnType<typeof publishReads<Record<never, never>>>>;

/** One subject's files and destinations among those `publishReads` read. */
export const readOf = (read: Pick<PublishRead, "files" | "destinations">, id: number) => ({
  files: read.files.filter((f) => f.subjectId === id),
  destinations: read.destinations.filter((d) => d.subjectId === id),
});

/** Who may publish the subject read as `row`, and in what state: its owner (else 403), a draft (else 409); 404 when the caller may not see it. */
export function requirePublishable(c: Context<AppEnv>, family: Family, id: number, row: SubjectRow | undefined) {
  const access = visibleFrom(c, family, id, row);
  requireOwner(access, "publish");
  requireDraft(access, "publish");
  return access;
}

/**
 * The rules of a publish over one subject as read (`readOf`): every file has
 * content, every destination is still a destination organization, and each
 * file meets the spec of each destination that airs it (../compliance). Field
 * errors named as the subject's own (`Files[i]`, `Destinations[i]`); a group
 * names each order's under `Orders[i].`.
 */
export function publishErrors(family: Family, id: number, read: ReturnType<typeof readOf>): FieldError[] {
  return [
    ...contentMissingErrors(family, id, read.files),
    ...notDestinations(
      read.destinations.map((d) => d.id),
      read.destinations,
      "is no longer a destination organization",
    ),
    ...(CHECKED[family] ? complianceErrors(family, read.files, read.destinations) : []),
  ];
}

/** What a publish warns of, over one subject as read: a file whose loudness is still being measured. */
export const publishWarnings = (family: Family, read: ReturnType<typeof readOf>) =>
  CHECKED[family] ? complianceWarnings(family, read.files, read.destinations) : [];

/** The UPDATE that publishes the subjects `where` selects at `at`: the stamp the rest of a publish's write applies to. */
export const markPublished = (db: Db, family: Family, where: SQL | undefined, at: string) =>
  db.update(SUBJECT[family].table).set({ status: "Published", publishedAt: at, updatedAt: at }).where(where);

/**
 * The deliveries of a publish: one per file and destination of each subject
 * of `ids` that carries the stamp of this publish (its `published_at` is
 * `at`; and `stamp`, when the batch's first statement stamped something else,
 * e.g. an order group), none of one that does not; the unique index on file
 * and destination is the last guard. Their events are
 * `publishedEvents(family, ids, at, stamp)`, for the batch's outbox.
 */
export function newDeliveries(db: Db, family: Family, ids: readonly number[], at: string, stamp?: SQL) {
  const t = SUBJECT[family];
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
        })
        .from(files)
        .innerJoin(t.table, eq(t.id, t.filesOf))
        .innerJoin(destinations, eq(t.destinationsOf, t.filesOf))
        .where(and(oneOf(t.filesOf, jsonList(ids)), eq(t.table.publishedAt, at), stamp)),
    )
    .onConflictDoNothing()
    .returning({ id: deliveries.id });
}

/** After a publish's batch committed: its deliveries queued (a failure leaves them to the cron), its events sent. */
export async function sendPublished(
  c: Context<AppEnv>,
  done: { deliveries: { id: number }[]; eventDeliveries: { id: number }[] },
  what: string,
) {
  try {
    await enqueueDeliveries(
      c.env,
      done.deliveries.map((d) => d.id),
    );
  } catch (error) {
    // The deliveries stay Queued; the scheduled resume picks them up.
    console.error("enqueueing deliveries failed", c.get("requestId"), what, error);
  }
  await sendEvents(c.env, done.eventDeliveries);
}

/**
 * What else a family asks of a subject it publishes alone: a `rule` on the
 * row read (a Problem when it does not fit), and the same rule in SQL
 * (`still`), re-asserted by the write's WHERE.
 */
export interface Fits<Row> {
  rule: (row: Row) => void;
  still: SQL;
}

/**
 * Draft to Published (contract section 4). Reads the subject (with `more` of
 * its row, for the answer), its files and its destinations (`publishReads`);
 * checks that the caller owns it and that it is a draft
 * (`requirePublishable`), what else the family asks of the row (`fits`: an
 * order in an order group is published with its group), then the rules of
 * `publishErrors`; then one batch: the UPDATE, whose WHERE re-asserts the
 * draft as read and `fits` (of concurrent publishes exactly one changes the
 * row), its deliveries (`newDeliveries`) and its events. Its deliveries are
 * then queued; the answer is the row as read, published.
 */
export async function publishSubject<More extends SelectedFields>(
  c: Context<AppEnv>,
  family: Family,
  id: number,
  more: More,
  fits?: Fits<SubjectRow & SelectResultFields<More>>,
) {
  const db = c.var.db;
  const now = new Date();
  const at = now.toISOString();
  const before = await read(db, publishReads(c, family, id, more));
  const [row] = before.subjects;
  const access = requirePublishable(c, family, id, row);
  if (row) fits?.rule(row);
  const errors = publishErrors(family, id, readOf(before, id));
  if (errors.length > 0) throw validationProblem(errors);

  const done = await write(db, {
    published: markPublished(
      db,
      family,
      and(stillTheDraft(family, id, row?.updatedAt ?? "", access.principal.organizationId), fits?.still),
      at,
    ),
    deliveries: newDeliveries(db, family, [id], at),
    ingestEntries: publishedEntries(db, family, [id], at),
    ...outbox(db, publishedEvents(family, [id], at), at),
  });
  if (done.published.meta.changes === 0) {
    // Changed since it was read: read again, to say how.
    const again = await read(db, { subject: subjectQuery(c, family, id, more) });
    throw refusedMeanwhile(c, family, id, again.subject[0], "publish", fits?.rule);
  }
  await sendPublished(c, done, `${family} ${id}`);
  // The row as published: what was read, with what this write changed.
  const published = {
    ...(row as NonNullable<typeof row>),
    status: "Published" as const,
    publishedAt: at,
    updatedAt: at,
  };
  const warnings = publishWarnings(family, readOf(before, id));
  return { row: published, access, destinationRows: before.destinations, now, warnings };
}

/**
 * A draft replaced by a whole new input (contract section 9). Reads the
 * subject (with `more` of its row), the organizations named as destinations
 * and the uploads under way of the files that go; checks that the caller owns
 * it, that it is a draft, that the input `fits` the row (a long form order's
 * must be one) and that every destination is one; then one batch: `update`
 * (the family's UPDATE of its row, under `where`), the files reconciled by
 * their key (`SUBJECT[family].fileKey`): a file whose key stays keeps its
 * FileID and content and takes the new title, length, format and position;
 * the others go (their media after) or come new; the destinations are the
 * new list; the subject read back.
 */
export async function replaceDraft<More extends SelectedFields>(
  c: Context<AppEnv>,
  family: Family,
  id: number,
  input: {
    /** The family's UPDATE of its own columns, `where` the row may be written, setting `updated_at` to `at`. */
    update: (where: SQL | undefined, at: string) => RunnableQuery<D1Result, "sqlite">;
    files: FileInput[];
    destinations: number[];
    /** What else the row read must allow (it throws the 422), e.g. a long form order's input must be one. */
    fits?: (row: SubjectRow & { [K in keyof More]: unknown }) => void;
  },
  more: More,
) {
  const db = c.var.db;
  const t = SUBJECT[family];
  const key = t.fileKey;
  const at = new Date().toISOString();
  const list = JSON.stringify(input.files);
  const leaving = sql`${key.column} NOT IN (SELECT value ->> ${key.field} FROM json_each(${list}))`;
  /** The new input's `field` (or its index, `key`) for the file of the same key. */
  const given = (field: string) =>
    sql`(SELECT ${field === "key" ? sql`n.key` : sql`n.value ->> ${field}`} FROM json_each(${list}) n WHERE n.value ->> ${key.field} = ${key.column})`;

  const before = await read(db, {
    subject: subjectQuery(c, family, id, { ...more, updatedAt: t.table.updatedAt }),
    named: organizationsNamed(db, input.destinations),
    uploads: subjectUploads(db, family, id, leaving),
  });
  const [row] = before.subject;
  const access = visibleFrom(c, family, id, row);
  requireOwner(access, "replace");
  requireDraft(access, "replace");
  if (row) input.fits?.(row as SubjectRow & { [K in keyof More]: unknown });
  const errors = notDestinations(input.destinations, before.named);
  if (errors.length > 0) throw validationProblem(errors);

  const applied = stamped(family, id, "updated_at", at);
  const done = await write(db, {
    updated: input.update(stillTheDraft(family, id, row?.updatedAt ?? "", access.principal.organizationId), at),
    gone: db
      .delete(files)
      .where(and(eq(t.filesOf, id), leaving, applied))
      .returning({ id: files.id }),
    kept: db
      .update(files)
      .set({ title: given("Title"), lengthSeconds: given("Length"), format: given("Format"), position: given("key") })
      .where(and(eq(t.filesOf, id), sql`NOT ${leaving}`, applied)),
    added: insertFiles(
      db,
      family,
      list,
      sql`${id}`,
      at,
      and(
        applied,
        sql`NOT EXISTS (SELECT 1 FROM ${files} WHERE ${t.filesOf} = ${id} AND ${key.column} = value ->> ${key.field})`,
      ),
    ),
    formerDestinations: db.delete(destinations).where(and(eq(t.destinationsOf, id), applied)),
    destinations: insertDestinations(db, family, input.destinations, sql`${id}`, applied),
    listed: destinationsOfSubject(db, family, id),
    subject: subjectQuery(c, family, id, more),
  });
  const [replaced] = done.subject;
  if (done.updated.meta.changes === 0) {
    throw refusedMeanwhile(c, family, id, replaced, "replace");
  }
  if (!replaced) throw notFound(family, id);
  if (done.gone.length > 0) {
    c.executionCtx.waitUntil(
      removeSubjectMedia(
        c.env.MEDIA,
        family,
        id,
        before.uploads,
        done.gone.map((f) => f.id),
      ).catch((error) => console.error("removing a replaced draft's files' media failed", family, id, error)),
    );
  }
  return { row: replaced, access: visibleFrom(c, family, id, replaced), destinationRows: done.listed };
}

/**
 * Deletes the subject, whichever its status: reads it (and its uploads under
 * way), checks that the caller owns it, then one batch: a draft is removed
 * (its files, destinations and comments go with it, its media after); a
 * subject past draft is cancelled with its open deliveries and hidden from
 * every read, its history kept. Answers what was done.
 */
export async function deleteSubject(c: Context<AppEnv>, family: Family, id: number) {
  const db = c.var.db;
  const t = SUBJECT[family];
  const before = await read(db, { subject: subjectQuery(c, family, id), uploads: subjectUploads(db, family, id) });
  requireOwner(visibleFrom(c, family, id, before.subject[0]), "delete");
  const at = new Date().toISOString();
  const done = await write(db, {
    removed: db.delete(t.table).where(and(eq(t.id, id), eq(t.status, "Draft"))),
    cancelledDeliveries: db
      .update(deliveries)
      .set({ status: "Cancelled", statusDate: at })
      .where(and(eq(t.deliveriesOf, id), inArray(deliveries.status, ["Queued", "Sending"]))),
    cancelled: db
      .update(t.table)
      .set({ status: "Cancelled", cancelledAt: at, updatedAt: at })
      .where(and(eq(t.id, id), isNull(t.cancelledAt))),
    ingestEntries: cancelledEntries(db, family, id, at),
    ...outbox(db, cancelledEvents(family, id, at), at),
  });
  if (done.removed.meta.changes > 0) {
    c.executionCtx.waitUntil(
      removeSubjectMedia(c.env.MEDIA, family, id, before.uploads).catch((error) =>
        console.error("removing a deleted draft's media failed", family, id, error),
      ),
    );
    return { Outcome: "Removed" as const, CancelledDeliveries: 0, DeletedAt: at };
  }
  // Nothing changed: another request deleted it meanwhile.
  if (done.cancelled.meta.changes === 0) throw notFound(family, id);
  await sendEvents(c.env, done.eventDeliveries);
  return { Outcome: "Cancelled" as const, CancelledDeliveries: done.cancelledDeliveries.meta.changes, DeletedAt: at };
}
