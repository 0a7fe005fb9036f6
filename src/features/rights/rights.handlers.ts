/**
 * A file's rights window and clearances (contract section 20), both families alike: read by the owner and each
 * destination the file was sent to (one round trip), written by the owner at any status (two: the read, then one
 * batch holding the change and the ingest entries it causes). A clearance's write is the lifecycle's, as it kills
 * and tells (../lifecycle/lifecycle.clearance.ts, declared in ../lifecycle/lifecycle.routes.ts).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read, write } from "../../db/batch";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { Problem } from "../../http/problems";
import { rightsEntries } from "../ingest/ingest.entries";
import type { FileTarget } from "../media/media.store";
import { fileOfSubject, requireOwner, SUBJECT, subjectQuery, visibleFrom } from "../subjects/subjects";
import { clearanceRecord, clearancesQuery, fileParentsQuery } from "./rights.store";

/** The file with its rights. */
const rightsQuery = (db: Db, fileId: number) =>
  db
    .select({
      orderId: files.orderId,
      releaseId: files.releaseId,
      airStart: files.airStart,
      airEnd: files.airEnd,
      rightsNotes: files.rightsNotes,
    })
    .from(files)
    .where(eq(files.id, fileId));

const record = (
  fileId: number,
  row: { airStart: string | null; airEnd: string | null; rightsNotes: string | null },
) => ({
  FileID: fileId,
  AirStart: row.airStart,
  AirEnd: row.airEnd,
  Notes: row.rightsNotes,
});

/** `GET {file}/rights`: the owner, and a destination (or its group) once the subject was sent to it. */
export async function getRights(c: Context<AppEnv>, t: FileTarget) {
  const db = c.var.db;
  const reads = await read(db, {
    subject: subjectQuery(db, principalOf(c), t.family, t.subjectId),
    file: rightsQuery(db, t.fileId),
  });
  visibleFrom(principalOf(c), t.family, t.subjectId, reads.subject[0]);
  return record(t.fileId, fileOfSubject(t.family, t.subjectId, t.fileId, reads.file[0]));
}

/**
 * `PUT {file}/rights`: the owner, at any status but cancelled (a cancelled subject is gone: 404). The whole
 * window is replaced; what is left out is unbounded. Stations that have the file and are not told to kill it
 * get an `update` with their new dates where the window changes them (`rightsEntries`), in the same batch.
 */
export async function putRights(
  c: Context<AppEnv>,
  t: FileTarget,
  body: { AirStart?: string; AirEnd?: string; Notes?: string },
) {
  const db = c.var.db;
  const principal = principalOf(c);
  const before = await read(db, {
    subject: subjectQuery(db, principal, t.family, t.subjectId),
    file: rightsQuery(db, t.fileId),
  });
  const access = visibleFrom(principal, t.family, t.subjectId, before.subject[0]);
  requireOwner(access, "set rights on");
  fileOfSubject(t.family, t.subjectId, t.fileId, before.file[0]);

  const at = new Date().toISOString();
  const s = SUBJECT[t.family];
  const rights = { airStart: body.AirStart ?? null, airEnd: body.AirEnd ?? null, rightsNotes: body.Notes ?? null };
  const done = await write(db, {
    updated: db
      .update(files)
      .set(rights)
      .where(
        and(
          eq(files.id, t.fileId),
          sql`EXISTS (SELECT 1 FROM ${s.table} WHERE ${s.id} = ${t.subjectId} AND ${s.owner} = ${principal.organizationId}
            AND ${isNull(s.cancelledAt)})`,
        ),
      ),
    entries: rightsEntries(db, t.family, t.fileId, at, at.slice(0, 10)),
  });
  if (done.updated.meta.changes === 0) {
    // Cancelled meanwhile: gone (404), as a read now says.
    const again = await read(db, { subject: subjectQuery(db, principal, t.family, t.subjectId) });
    visibleFrom(principal, t.family, t.subjectId, again.subject[0]);
    throw new Problem("conflict", `${s.Label} ${t.subjectId} changed meanwhile; try again.`);
  }
  return record(t.fileId, rights);
}

/** `GET {file}/clearances`: the owner, and a destination (or its group) once the subject was sent to it. */
export async function getClearances(c: Context<AppEnv>, t: FileTarget) {
  const db = c.var.db;
  const reads = await read(db, {
    subject: subjectQuery(db, principalOf(c), t.family, t.subjectId),
    file: fileParentsQuery(db, t.fileId),
    clearances: clearancesQuery(db, t.fileId),
  });
  visibleFrom(principalOf(c), t.family, t.subjectId, reads.subject[0]);
  fileOfSubject(t.family, t.subjectId, t.fileId, reads.file[0]);
  return { FileID: t.fileId, Clearances: reads.clearances.map(clearanceRecord) };
}
