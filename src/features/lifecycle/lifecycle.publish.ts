/**
 * What happens when an order or a release is published (contract section 4), written once for both: read the
 * subject, its files and its destinations (one round trip), check the rules (owner, draft, content, destinations,
 * each station's spec), then one D1 batch (one transaction): the subject stamped Published, one delivery per file
 * and destination, each station's ingest entries, the events into the outbox; then the deliveries queued and the
 * events sent. Publish Order Group (./lifecycle.publish-group.ts) runs the same parts over a group's orders.
 *
 * The batch's first statement re-asserts what was read (the row is still the draft it was: its `updated_at`
 * unchanged) and stamps the row with this request's moment; every later statement applies only to a row that
 * carries it. So of concurrent requests one writes and the others change nothing, and a refusal found then is
 * worded by the same rules, on the row read back. The other steps of a subject's life are this folder's other
 * files: create, replace, delete.
 */
import { and, type SQL, sql } from "drizzle-orm";
import type { SelectedFields, SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type Results, read, write } from "../../db/batch";
import type { Principal } from "../../env";
import type { Caller } from "../../http/caller";
import { type FieldError, type Problem, validationProblem } from "../../http/problems";
import { complianceErrors, complianceWarnings } from "../compliance/compliance.received";
import { CHECKED, lateCopies, lateCopyWarnings, lateKeys } from "../compliance/compliance.rules";
import { renditionFacts } from "../compliance/compliance.store";
import { enqueueDeliveries } from "../deliveries/deliveries.queue";
import { newDeliveries } from "../deliveries/deliveries.store";
import { publishedEntries, stationWindows } from "../ingest/ingest.entries";
import { localMoment } from "../instructions/instructions.schedule";
import { contentMissingErrors } from "../media/media.rules";
import { clearanceErrors } from "../rights/rights.rules";
import {
  type Family,
  oneOf,
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

/**
 * What publishing reads of the subjects `which` (one, or several: a group's
 * orders), for one `read` batch: each subject's row with `more` of it and its
 * `updatedAt` (by id), its files and its destinations (each naming its
 * subject, in the subject's order), and the renditions of its files' content.
 */
export const publishReads = <More extends SelectedFields>(
  caller: Caller,
  family: Family,
  which: Which,
  more: More,
) => ({
  subjects: subjectQuery(caller.db, caller.principal, family, which, {
    ...more,
    updatedAt: SUBJECT[family].table.updatedAt,
  }),
  files: filesOfSubject(caller.db, family, which),
  destinations: destinationsOfSubject(caller.db, family, which),
  windows: stationWindows(caller.db, family, which),
  // What each station receives of each file (contract section 19): a release's tracks are not checked.
  made: CHECKED[family] ? renditionFacts(caller.db, oneOf(SUBJECT[family].filesOf, which)) : undefined,
});

/** What `publishReads` answers. */
type PublishRead = Results<ReturnType<typeof publishReads<Record<never, never>>>>;

/**
 * One subject's files, destinations and stations' dates among those `publishReads` read, each station's date
 * today (in its time zone) said at `now`.
 */
export function readOf(read: Pick<PublishRead, "files" | "destinations" | "windows" | "made">, id: number, now: Date) {
  // A row a file and station: the day is the time zone's, asked of Intl once a zone.
  const today = new Map<string, ReturnType<typeof localMoment>["date"]>();
  const todayIn = (zone: string) => today.get(zone) ?? today.set(zone, localMoment(now, zone).date).get(zone)!;
  const files = read.files.filter((f) => f.subjectId === id);
  const content = new Set(files.map((f) => f.contentSha256));
  return {
    files,
    made: (read.made ?? []).filter((r) => content.has(r.sourceSha256)),
    destinations: read.destinations.filter((d) => d.subjectId === id),
    windows: read.windows.filter((w) => w.subjectId === id).map((w) => ({ ...w, today: todayIn(w.timeZone) })),
  };
}

/** Who may publish the subject read as `row`, and in what state: its owner (else 403), a draft (else 409); 404 when the caller may not see it. */
export function requirePublishable(principal: Principal, family: Family, id: number, row: SubjectRow | undefined) {
  const access = visibleFrom(principal, family, id, row);
  requireOwner(access, "publish");
  requireDraft(access, "publish");
  return access;
}

/**
 * The rules of a publish over one subject as read (`readOf`): every file has
 * content, every destination is still a destination organization, each
 * file meets the spec of each destination that airs it (../compliance), no
 * file's rights end before a station would air it (../subjects/subjects.rights.ts), and each file has the
 * clearance its stations require (../rights/rights.rules.ts). Field
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
    ...(CHECKED[family] ? complianceErrors(family, read.files, read.destinations, read.made) : []),
    ...rightsErrors(read.files, read.windows),
    ...clearanceErrors(family, read.files, read.destinations),
  ];
}

/**
 * What a publish warns of, over one subject as read: a file whose loudness is still being measured or whose
 * rendition for a station is still being made, a file
 * whose rights end inside a station's flight, the files and stations it reaches late (`publishLate`).
 */
export const publishWarnings = (
  family: Family,
  read: ReturnType<typeof readOf>,
  late: ReturnType<typeof publishLate>,
) => [
  ...(CHECKED[family] ? complianceWarnings(family, read.files, read.destinations, read.made) : []),
  ...rightsWarnings(read.files, read.windows),
  ...lateCopyWarnings(read.destinations, late),
];

/** The files and stations a publish at `now` reaches after the station's copy deadline (../compliance). */
export const publishLate = (family: Family, read: ReturnType<typeof readOf>, now: Date) =>
  CHECKED[family] ? lateCopies(read.windows, read.destinations, now) : [];

/** After a publish's batch committed: its deliveries queued (a failure leaves them to the cron), its events sent. */
export async function sendPublished(
  caller: Caller,
  done: { deliveries: { id: number }[]; eventDeliveries: { id: number }[] },
  what: string,
) {
  try {
    await enqueueDeliveries(
      caller.env,
      done.deliveries.map((d) => d.id),
    );
  } catch (error) {
    // The deliveries stay Queued; the scheduled resume picks them up.
    console.error("enqueueing deliveries failed", caller.requestId, what, error);
  }
  await sendEvents(caller.env, done.eventDeliveries);
}

/**
 * What else a family asks of a subject it publishes alone, declared once, in
 * SQL over the subject's row (`holds`): read as the row's `fits` column, then
 * re-asserted by the write's WHERE; `refusal` words it, from the row read with
 * the `columns` it names, when it does not hold.
 */
export interface Fits {
  holds: SQL;
  columns: Record<string, SQLiteColumn>;
  refusal: (row: { id: number } & Record<string, unknown>) => Problem;
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
  caller: Caller,
  family: Family,
  id: number,
  more: More,
  fits?: Fits,
) {
  const { db, principal } = caller;
  const now = new Date();
  const at = now.toISOString();
  // The rule's column and the columns its refusal names, read with the row (`more` keeps its own types).
  const withFits = { ...(fits?.columns as object), ...more, fits: sql<number>`${fits?.holds ?? sql`1`}`.as("fits") };
  const mustFit = (row: SubjectRow & { fits: number }) => {
    if (fits && !row.fits) throw fits.refusal(row as unknown as { id: number } & Record<string, unknown>);
  };
  const before = await read(db, publishReads(caller, family, id, withFits));
  const [row] = before.subjects;
  const access = requirePublishable(principal, family, id, row);
  if (row) mustFit(row);
  const mine = readOf(before, id, now);
  const errors = publishErrors(family, id, mine);
  if (errors.length > 0) throw validationProblem(errors);
  const late = publishLate(family, mine, now);

  const done = await write(db, {
    published: markPublished(
      db,
      family,
      and(stillTheDraft(family, id, row?.updatedAt ?? "", access.principal.organizationId), fits?.holds),
      at,
    ),
    // The entries first: each delivery then names its station's (at most a file and destination each), with no
    // row written more (migration 0031).
    ingestEntries: publishedEntries(db, family, [id], at),
    deliveries: newDeliveries(
      db,
      family,
      [id],
      at,
      undefined,
      lateKeys(late),
      mine.files.length * mine.destinations.length,
    ),
    ...outbox(db, publishedEvents(family, [id], at), at),
  });
  if (done.published.meta.changes === 0) {
    // Changed since it was read: read again, to say how.
    const again = await read(db, { subject: subjectQuery(db, principal, family, id, withFits) });
    throw refusedMeanwhile(principal, family, id, again.subject[0], "publish", mustFit);
  }
  await sendPublished(caller, done, `${family} ${id}`);
  // The row as published: what was read, with what this write changed.
  const published = {
    ...(row as NonNullable<typeof row>),
    status: "Published" as const,
    publishedAt: at,
    updatedAt: at,
  };
  const warnings = publishWarnings(family, mine, late);
  return { row: published, access, destinationRows: before.destinations, now, warnings };
}
