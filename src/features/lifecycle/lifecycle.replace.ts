/**
 * Replace Draft Order and Replace Draft Release (contract section 9): a draft replaced by a whole new input,
 * its files reconciled by their key, in one batch; the media of files that go removed after, with their
 * renditions (contract section 19), and the renditions the new destinations want planned.
 */

import { and, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { SelectedFields } from "drizzle-orm/sqlite-core";
import { read, write } from "../../db/batch";
import { destinations, files } from "../../db/schema";
import type { Caller } from "../../http/caller";
import { validationProblem } from "../../http/problems";
import { removeSubjectMedia, subjectUploads } from "../media/media.store";
import { enqueueRenditionPlan } from "../renditions/renditions.queue";
import { orphanedRenditions, removeRenditionObjects } from "../renditions/renditions.store";
import {
  type Family,
  notFound,
  refusedMeanwhile,
  requireDraft,
  requireOwner,
  SUBJECT,
  type SubjectRow,
  subjectQuery,
  visibleFrom,
} from "../subjects/subjects";
import { notDestinations, organizationsNamed } from "../subjects/subjects.rules";
import {
  destinationsOfSubject,
  type FileInput,
  insertDestinations,
  insertFiles,
  keptCounts,
  stamped,
  stillTheDraft,
} from "../subjects/subjects.store";

/**
 * A draft replaced by a whole new input (contract section 9). Reads the
 * subject (with `more` of its row), the organizations named as destinations
 * and the uploads under way of the files that go; checks that the caller owns
 * it, that it is a draft, that the input `fits` the row (a long form order's
 * must be one) and that every destination is one; then one batch: `update`
 * (the family's UPDATE of its row, under `where`), the files reconciled by
 * their key (`SUBJECT[family].fileKey`): a file whose key stays keeps its
 * FileID and content and takes the new title, length, format, rights and position;
 * the others go (their media after) or come new; the destinations are the
 * new list; the subject read back.
 */
export async function replaceDraft<More extends SelectedFields>(
  caller: Caller,
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
  const { db, principal } = caller;
  const t = SUBJECT[family];
  const key = t.fileKey;
  const at = new Date().toISOString();
  const list = JSON.stringify(input.files);
  const leaving = sql`${key.column} NOT IN (SELECT value ->> ${key.field} FROM json_each(${list}))`;
  /** The new input's `field` (or its index, `key`) for the file of the same key. */
  const given = (field: string) =>
    sql`(SELECT ${field === "key" ? sql`n.key` : sql`n.value ->> ${field}`} FROM json_each(${list}) n WHERE n.value ->> ${key.field} = ${key.column})`;

  const before = await read(db, {
    subject: subjectQuery(db, principal, family, id, { ...more, updatedAt: t.table.updatedAt }),
    named: organizationsNamed(db, input.destinations),
    uploads: subjectUploads(db, family, id, leaving),
    // The content of the files that go: its renditions go with the last file that has it (contract section 19).
    sources: db
      .selectDistinct({ sha256: files.contentSha256 })
      .from(files)
      .where(and(eq(t.filesOf, id), leaving, isNotNull(files.contentSha256))),
  });
  const [row] = before.subject;
  const access = visibleFrom(principal, family, id, row);
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
    orphaned: orphanedRenditions(
      db,
      before.sources.flatMap((f) => (f.sha256 ? [f.sha256] : [])),
    ),
    kept: db
      .update(files)
      .set({
        title: given("Title"),
        lengthSeconds: given("Length"),
        format: given("Format"),
        position: given("key"),
        // A whole new input: a file given without Rights has none.
        airStart: given("$.Rights.AirStart"),
        airEnd: given("$.Rights.AirEnd"),
        rightsNotes: given("$.Rights.Notes"),
      })
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
    counts: keptCounts(db, family, sql`${id}`),
    // The content kept, whose renditions the new destinations' Deliver may want: planned again after.
    contents: db
      .select({ id: files.id, key: files.contentKey })
      .from(files)
      .where(and(eq(t.filesOf, id), isNotNull(files.contentKey), applied)),
    listed: destinationsOfSubject(db, family, id),
    subject: subjectQuery(db, principal, family, id, more),
  });
  const [replaced] = done.subject;
  if (done.updated.meta.changes === 0) {
    throw refusedMeanwhile(principal, family, id, replaced, "replace");
  }
  if (!replaced) throw notFound(family, id);
  if (done.orphaned.length > 0) {
    caller.later(
      removeRenditionObjects(caller.env.MEDIA, done.orphaned).catch((error) =>
        console.error("removing a replaced draft's renditions failed", family, id, error),
      ),
    );
  }
  // An order's stations may want other files now: each plan makes what is missing (a release has no Deliver).
  if (family === "order") {
    for (const f of done.contents) if (f.key) caller.later(enqueueRenditionPlan(caller.env, f.id, f.key));
  }
  if (done.gone.length > 0) {
    caller.later(
      removeSubjectMedia(
        caller.env.MEDIA,
        family,
        id,
        before.uploads,
        done.gone.map((f) => f.id),
      ).catch((error) => console.error("removing a replaced draft's files' media failed", family, id, error)),
    );
  }
  return { row: replaced, access: visibleFrom(principal, family, id, replaced), destinationRows: done.listed };
}
