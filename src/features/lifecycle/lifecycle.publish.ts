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
import { and, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { type Results, read, write } from "../../db/batch";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { type FieldError, validationProblem } from "../../http/problems";
import {
  CHECKED,
  complianceErrors,
  complianceWarnings,
  lateCopies,
  lateCopyWarnings,
  lateKeys,
} from "../compliance/compliance.rules";
import { enqueueDeliveries } from "../deliveries/deliveries.queue";
import { newDeliveries } from "../deliveries/deliveries.store";
import { publishedEntries, stationWindows } from "../ingest/ingest.entries";
import { localMoment } from "../instructions/instructions.schedule";
import { contentMissingErrors } from "../media/media.rules";
import {
  type Family,
  refusedMeanwhile,
  requireDraft,
  requireOwner,
  SUBJECT,
  type SubjectRow,
  subjectQuery,
  visibleFrom,
  type Which,
} from "../subjects/subjects";
import { rightsErrors, rightsWarnings } from "../subjects/subjects.rights";
import { notDestinations } from "../subjects/subjects.rules";
import { destinationsOfSubject, filesOfSubject, markPublished, stillTheDraft } from "../subjects/subjects.store";
import { outbox, sendEvents } from "../webhooks/webhooks.events";
import { publishedEvents } from "./lifecycle.events";

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
  subjects: subjectQuery(c.var.db, principalOf(c), family, which, {
    ...more,
    updatedAt: SUBJECT[family].table.updatedAt,
  }),
  files: filesOfSubject(c.var.db, family, which),
  destinations: destinationsOfSubject(c.var.db, family, which),
  windows: stationWindows(c.var.db, family, which),
});

/** What `publishReads` answers. */
type PublishRead = Results<ReturnType<typeof publishReads<Record<never, never>>>>;

/**
 * One subject's files, destinations and stations' dates among those `publishReads` read, each station's date
 * today (in its time zone) said at `now`.
 */
export const readOf = (read: Pick<PublishRead, "files" | "destinations" | "windows">, id: number, now: Date) => ({
  files: read.files.filter((f) => f.subjectId === id),
  destinations: read.destinations.filter((d) => d.subjectId === id),
  windows: read.windows
    .filter((w) => w.subjectId === id)
    .map((w) => ({ ...w, today: localMoment(now, w.timeZone).date })),
});

/** Who may publish the subject read as `row`, and in what state: its owner (else 403), a draft (else 409); 404 when the caller may not see it. */
export function requirePublishable(c: Context<AppEnv>, family: Family, id: number, row: SubjectRow | undefined) {
  const access = visibleFrom(principalOf(c), family, id, row);
  requireOwner(access, "publish");
  requireDraft(access, "publish");
  return access;
}

/**
 * The rules of a publish over one subject as read (`readOf`): every file has
 * content, every destination is still a destination organization, each
 * file meets the spec of each destination that airs it (../compliance), and
 * no file's rights end before a station would air it (../subjects/subjects.rights.ts). Field
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
    ...rightsErrors(read.files, read.windows),
  ];
}

/**
 * What a publish warns of, over one subject as read: a file whose loudness is still being measured, a file
 * whose rights end inside a station's flight.
 */
export const publishWarnings = (family: Family, read: ReturnType<typeof readOf>, now: Date) => [
  ...(CHECKED[family] ? complianceWarnings(family, read.files, read.destinations) : []),
  ...rightsWarnings(read.files, read.windows),
  ...(CHECKED[family] ? lateCopyWarnings(read.destinations, publishLate(family, read, now)) : []),
];

/** The files and stations a publish at `now` reaches after the station's copy deadline (../compliance). */
export const publishLate = (family: Family, read: ReturnType<typeof readOf>, now: Date) =>
  CHECKED[family] ? lateCopies(read.windows, read.destinations, now) : [];

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
  const errors = publishErrors(family, id, readOf(before, id, now));
  if (errors.length > 0) throw validationProblem(errors);

  const done = await write(db, {
    published: markPublished(
      db,
      family,
      and(stillTheDraft(family, id, row?.updatedAt ?? "", access.principal.organizationId), fits?.still),
      at,
    ),
    deliveries: newDeliveries(
      db,
      family,
      [id],
      at,
      undefined,
      lateKeys(publishLate(family, readOf(before, id, now), now)),
    ),
    ingestEntries: publishedEntries(db, family, [id], at),
    ...outbox(db, publishedEvents(family, [id], at), at),
  });
  if (done.published.meta.changes === 0) {
    // Changed since it was read: read again, to say how.
    const again = await read(db, { subject: subjectQuery(c.var.db, principalOf(c), family, id, more) });
    throw refusedMeanwhile(principalOf(c), family, id, again.subject[0], "publish", fits?.rule);
  }
  await sendPublished(c, done, `${family} ${id}`);
  // The row as published: what was read, with what this write changed.
  const published = {
    ...(row as NonNullable<typeof row>),
    status: "Published" as const,
    publishedAt: at,
    updatedAt: at,
  };
  const warnings = publishWarnings(family, readOf(before, id, now), now);
  return { row: published, access, destinationRows: before.destinations, now, warnings };
}
