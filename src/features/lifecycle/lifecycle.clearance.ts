/**
 * A clearing body's decision on a file, set by the owner (contract section 20), and what it causes, in one write
 * batch: the clearance inserted or replaced (only while the caller owns the live subject), a draft stamped changed
 * (its publish judges the clearance: one that read it before is refused), the `update` entries of
 * the stations fed the file whose restrictions it changes, and, when it newly rejects a published file, `kill` to
 * the stations requiring that body's clearance and `file.clearance_rejected` to the owner. It touches the rights,
 * ingest and webhooks features, so it is here.
 */
import { and, eq, sql } from "drizzle-orm";
import { read, write } from "../../db/batch";
import type { Caller } from "../../http/caller";
import { Problem } from "../../http/problems";
import { clearanceEntries, requiresBody } from "../ingest/ingest.entries";
import { FEED } from "../ingest/ingest.published";
import type { FileTarget } from "../media/media.store";
import {
  type ClearanceInput,
  clearanceRecord,
  clearancesQuery,
  fileParentsQuery,
  setClearance,
} from "../rights/rights.store";
import { fileOfSubject, requireOwner, SUBJECT, subjectQuery, visibleFrom } from "../subjects/subjects";
import { type Emission, outbox, sendEvents } from "../webhooks/webhooks.events";

/** `file.clearance_rejected` to the owner, when this batch (`at`) rejected a file of a published subject. */
function rejectedEvent(t: FileTarget, body: string, at: string): Emission {
  const s = SUBJECT[t.family];
  const parent = FEED[t.family].parent;
  return {
    type: "file.clearance_rejected",
    to: sql`SELECT ${s.owner} AS organization_id FROM ${s.table} WHERE ${s.id} = ${t.subjectId}`,
    data: sql`(SELECT json_object('FileID', f.id, 'OrderID', f.order_id, 'ReleaseID', f.release_id, 'AdID', f.ad_id,
        'ISRC', f.isrc, 'Title', f.title, 'Body', c.body, 'Reference', c.reference, 'DecidedAt', c.decided_at,
        'OrganizationIDs', (SELECT json_group_array(d.organization_id) FROM deliveries d
          WHERE d.file_id = f.id AND ${requiresBody(sql.raw("d.organization_id"), body)}))
      FROM files f JOIN file_clearances c ON c.file_id = f.id AND c.body = ${body} WHERE f.id = ${t.fileId})`,
    when: sql`EXISTS (SELECT 1 FROM file_clearances c JOIN files f ON f.id = c.file_id
        JOIN ${s.table} s ON s.id = f.${parent}
      WHERE c.file_id = ${t.fileId} AND c.body = ${body} AND c.updated_at = ${at} AND c.status = 'Rejected'
        AND s.status <> 'Draft')`,
  };
}

/**
 * `PUT {file}/clearances/{body}`: the owner (403 for a destination; 404 for anyone else, or once cancelled), at
 * any status. Two round trips: the read (the subject, the file, the body's clearance before), then the write.
 */
export async function putClearance(caller: Caller, t: FileTarget, body: string, input: ClearanceInput) {
  const { db, principal } = caller;
  const before = await read(db, {
    subject: subjectQuery(db, principal, t.family, t.subjectId),
    file: fileParentsQuery(db, t.fileId),
    clearances: clearancesQuery(db, t.fileId),
  });
  const access = visibleFrom(principal, t.family, t.subjectId, before.subject[0]);
  requireOwner(access, "set clearances on");
  fileOfSubject(t.family, t.subjectId, t.fileId, before.file[0]);
  const was = before.clearances.find((c) => c.body === body);
  // Told once: when the body's decision becomes a rejection (a rejection set again kills nothing more).
  const rejects = input.Status === "Rejected" && was?.status !== "Rejected";

  const at = new Date().toISOString();
  const done = await write(db, {
    clearance: setClearance(db, t, principal.organizationId, body, input, at),
    // A draft's clearance is what its publish judges: the draft is stamped changed, so that a publish that read
    // the clearance before is refused (409, read again) rather than sending a spot on a decision since replaced.
    draft: db
      .update(SUBJECT[t.family].table)
      .set({ updatedAt: at })
      .where(
        and(
          eq(SUBJECT[t.family].id, t.subjectId),
          eq(SUBJECT[t.family].status, "Draft"),
          sql`EXISTS (SELECT 1 FROM file_clearances c WHERE c.file_id = ${t.fileId} AND c.body = ${body} AND c.updated_at = ${at})`,
        ),
      ),
    entries: clearanceEntries(db, t.fileId, body, at),
    ...outbox(db, rejects ? [rejectedEvent(t, body, at)] : [], at),
  });
  const [row] = done.clearance;
  if (!row) {
    // Cancelled meanwhile: gone (404), as a read now says.
    const again = await read(db, { subject: subjectQuery(db, principal, t.family, t.subjectId) });
    visibleFrom(principal, t.family, t.subjectId, again.subject[0]);
    throw new Problem("conflict", `${SUBJECT[t.family].Label} ${t.subjectId} changed meanwhile; try again.`);
  }
  await sendEvents(caller.env, done.eventDeliveries);
  return clearanceRecord(row);
}
