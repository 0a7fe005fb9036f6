/**
 * Order Delete and Release Delete (contract section 4): a draft removed with its media (and its renditions, contract
 * section 19); a subject past draft cancelled with its open deliveries, a `kill` to each station's ingest feed and
 * its events, in one batch.
 */

import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { read, write } from "../../db/batch";
import { deliveries, files } from "../../db/schema";
import type { Caller } from "../../http/caller";
import { cancelledEntries } from "../ingest/ingest.entries";
import { removeSubjectMedia, subjectUploads } from "../media/media.store";
import { orphanedRenditions, removeRenditionObjects } from "../renditions/renditions.store";
import { type Family, notFound, requireOwner, SUBJECT, subjectQuery, visibleFrom } from "../subjects/subjects";
import { outbox, sendEvents } from "../webhooks/webhooks.events";
import { cancelledEvents } from "./lifecycle.events";

/**
 * Deletes the subject, whichever its status: reads it (and its uploads under
 * way), checks that the caller owns it, then one batch: a draft is removed
 * (its files, destinations and comments go with it, its media after); a
 * subject past draft is cancelled with its open deliveries and hidden from
 * every read, its history kept. Answers what was done.
 */
export async function deleteSubject(caller: Caller, family: Family, id: number) {
  const { db, principal } = caller;
  const t = SUBJECT[family];
  const before = await read(db, {
    subject: subjectQuery(db, principal, family, id),
    uploads: subjectUploads(db, family, id),
    // Its files' content: a draft removed takes the renditions no other file's content shares (contract section 19).
    sources: db
      .selectDistinct({ sha256: files.contentSha256 })
      .from(files)
      .where(and(eq(t.filesOf, id), isNotNull(files.contentSha256))),
  });
  requireOwner(visibleFrom(principal, family, id, before.subject[0]), "delete");
  const at = new Date().toISOString();
  const done = await write(db, {
    removed: db.delete(t.table).where(and(eq(t.id, id), eq(t.status, "Draft"))),
    orphaned: orphanedRenditions(
      db,
      before.sources.flatMap((f) => (f.sha256 ? [f.sha256] : [])),
    ),
    cancelledDeliveries: db
      .update(deliveries)
      .set({ status: "Cancelled", statusDate: at })
      .where(and(eq(t.deliveriesOf, id), inArray(deliveries.status, ["Queued", "Sending"]))),
    // Every delivery of it, delivered too, leaves the reports, which read the deliveries alone (contract section 21).
    hidden: db
      .update(deliveries)
      .set({ subjectCancelledAt: at })
      .where(and(eq(t.deliveriesOf, id), isNull(deliveries.subjectCancelledAt))),
    cancelled: db
      .update(t.table)
      .set({ status: "Cancelled", cancelledAt: at, updatedAt: at })
      .where(and(eq(t.id, id), isNull(t.cancelledAt))),
    ingestEntries: cancelledEntries(db, family, id, at),
    ...outbox(db, cancelledEvents(family, id, at), at),
  });
  if (done.removed.meta.changes > 0) {
    caller.later(
      Promise.all([
        removeSubjectMedia(caller.env.MEDIA, family, id, before.uploads),
        removeRenditionObjects(caller.env.MEDIA, done.orphaned),
      ]).catch((error) => console.error("removing a deleted draft's media failed", family, id, error)),
    );
    return { Outcome: "Removed" as const, CancelledDeliveries: 0, DeletedAt: at };
  }
  // Nothing changed: another request deleted it meanwhile.
  if (done.cancelled.meta.changes === 0) throw notFound(family, id);
  await sendEvents(caller.env, done.eventDeliveries);
  return { Outcome: "Cancelled" as const, CancelledDeliveries: done.cancelledDeliveries.meta.changes, DeletedAt: at };
}
