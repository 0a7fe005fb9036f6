/**
 * The cron's part of rights (contract section 20): when a file's AirEnd day has ended in a station's time zone,
 * every station that holds the file gets a `kill` and the owner and those stations `file.rights_expired`; seven
 * days before, the owner gets `file.rights_expiring`. Each is told once however often (or however many at
 * once) the ticks run: a notice row, unique per file, kind, AirEnd and station, is written in the same batch
 * as its kill and its events, which are made only from the rows this tick wrote (its token).
 */
import { and, asc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import { read, write } from "../../db/batch";
import { createDb } from "../../db/client";
import { deliveries, files, organizations, rightsNotices } from "../../db/schema";
import type { Bindings } from "../../env";
import { addDays, isoDate, parseIsoDate } from "../../http/dates";
import { latestEntry, rightsEndedEntries } from "../ingest/ingest.entries";
import { localMoment, nextDate, startOfDay } from "../instructions/instructions.schedule";
import { type Emission, outbox, sendEvents } from "../webhooks/webhooks.events";

/** Rights that ended this long ago and were never told (the cron down meanwhile) are told still. */
const LOOK_BACK_DAYS = 30;
/** Told seven days before AirEnd. */
const NOTICE_DAYS = 7;
/** At most this many notices a tick; the next tick takes the rest. */
const BATCH = 200;

const utcDate = (now: Date) => now.toISOString().slice(0, 10);

/** The file's owner: the order's creator or the release's label. */
const OWNER = sql`coalesce((SELECT o.owner_organization_id FROM orders o WHERE o.id = f.order_id),
  (SELECT r.label_organization_id FROM releases r WHERE r.id = f.release_id))`;

/** What the events say of the file. */
const fileData = (fileId: number) =>
  sql`(SELECT json_object('FileID', f.id, 'OrderID', f.order_id, 'ReleaseID', f.release_id, 'AdID', f.ad_id, 'ISRC', f.isrc,
    'Title', f.title, 'AirEnd', f.air_end,
    'OrganizationIDs', (SELECT json_group_array(n.organization_id) FROM rights_notices n WHERE n.file_id = f.id AND n.kind = 'expired' AND n.air_end = f.air_end))
    FROM files f WHERE f.id = ${fileId})`;

export async function endRights(env: Bindings, now: Date): Promise<{ killed: number; expiring: number }> {
  const db = createDb(env.DB);
  const today = utcDate(now);
  const easternToday = localMoment(now, "America/New_York").date;
  const latestNotKill = sql`EXISTS (SELECT 1 FROM ingest_entries e
    WHERE e.id = ${latestEntry(sql`${deliveries.organizationId}`, sql`${files.id}`)} AND e.action <> 'kill')`;
  const found = await read(db, {
    // Each station holding a file whose AirEnd is near: whether its day has ended there is said below, in its zone.
    ending: db
      .select({
        fileId: files.id,
        airEnd: sql<string>`${files.airEnd}`,
        organizationId: deliveries.organizationId,
        timeZone: organizations.timeZone,
      })
      .from(files)
      .innerJoin(deliveries, eq(deliveries.fileId, files.id))
      .innerJoin(organizations, eq(organizations.id, deliveries.organizationId))
      .where(
        and(
          isNotNull(files.airEnd),
          gte(files.airEnd, isoDate(addDays(parts(today), -LOOK_BACK_DAYS))),
          lte(files.airEnd, today),
          sql`NOT EXISTS (SELECT 1 FROM ${rightsNotices} n WHERE n.file_id = ${files.id} AND n.kind = 'expired'
            AND n.air_end = ${files.airEnd} AND n.organization_id = ${deliveries.organizationId})`,
          latestNotKill,
        ),
      )
      // The oldest AirEnds first: those surely ended everywhere are not crowded out by today's, ended in some zones.
      .orderBy(asc(files.airEnd))
      .limit(BATCH),
    // Files sent to a station whose AirEnd is within the week (Eastern Time), not yet told to the owner.
    expiring: db
      .selectDistinct({ fileId: files.id, airEnd: sql<string>`${files.airEnd}` })
      .from(files)
      .innerJoin(deliveries, eq(deliveries.fileId, files.id))
      .where(
        and(
          isNotNull(files.airEnd),
          gte(files.airEnd, easternToday),
          lte(files.airEnd, isoDate(addDays(parts(easternToday), NOTICE_DAYS))),
          sql`NOT EXISTS (SELECT 1 FROM ${rightsNotices} n WHERE n.file_id = ${files.id} AND n.kind = 'expiring'
            AND n.air_end = ${files.airEnd})`,
          latestNotKill,
        ),
      )
      // The soonest AirEnds first, should more be near than a batch holds.
      .orderBy(asc(files.airEnd))
      .limit(BATCH),
  });
  const ended = found.ending.filter((r) => now >= startOfDay(nextDate(r.airEnd), r.timeZone));
  const notices = [
    ...ended.map((r) => ({ f: r.fileId, o: r.organizationId, k: "expired", e: r.airEnd })),
    ...found.expiring.map((r) => ({ f: r.fileId, o: 0, k: "expiring", e: r.airEnd })),
  ];
  if (notices.length === 0) return { killed: 0, expiring: 0 };

  const token = crypto.randomUUID();
  const at = now.toISOString();
  const mine = (fileId: number, kind: string) =>
    sql`EXISTS (SELECT 1 FROM rights_notices n WHERE n.token = ${token} AND n.file_id = ${fileId} AND n.kind = ${kind})`;
  const emissions: Emission[] = [
    ...[...new Set(ended.map((r) => r.fileId))].map((fileId) => ({
      type: "file.rights_expired" as const,
      to: sql`SELECT ${OWNER} AS organization_id FROM files f WHERE f.id = ${fileId}
        UNION SELECT n.organization_id FROM rights_notices n WHERE n.token = ${token} AND n.file_id = ${fileId} AND n.kind = 'expired'
        UNION SELECT g.group_id FROM group_access g JOIN rights_notices n ON n.organization_id = g.organization_id
          WHERE n.token = ${token} AND n.file_id = ${fileId} AND n.kind = 'expired'`,
      data: fileData(fileId),
      when: mine(fileId, "expired"),
    })),
    ...found.expiring.map((r) => ({
      type: "file.rights_expiring" as const,
      to: sql`SELECT ${OWNER} AS organization_id FROM files f WHERE f.id = ${r.fileId}`,
      data: fileData(r.fileId),
      when: mine(r.fileId, "expiring"),
    })),
  ];
  const done = await write(db, {
    notices: db
      .insert(rightsNotices)
      .select(
        db
          .select({
            id: sql`NULL`.as("id"),
            fileId: sql`value ->> 'f'`.as("file_id"),
            organizationId: sql`value ->> 'o'`.as("organization_id"),
            kind: sql`value ->> 'k'`.as("kind"),
            airEnd: sql`value ->> 'e'`.as("air_end"),
            token: sql`${token}`.as("token"),
            createdAt: sql`${at}`.as("created_at"),
          })
          .from(sql`json_each(${JSON.stringify(notices)})`)
          // SQLite reads an ON CONFLICT after a bare FROM as a join's ON: a WHERE ends the SELECT.
          .where(sql`true`),
      )
      .onConflictDoNothing(),
    kills: rightsEndedEntries(db, token, at),
    ...outbox(db, emissions, at),
  });
  await sendEvents(env, done.eventDeliveries);
  return { killed: done.kills.meta.changes, expiring: found.expiring.length };
}

/** `YYYY-MM-DD` (a day the service made) as the parts `addDays` takes. */
const parts = (date: string) => parseIsoDate(date) ?? { year: 1970, month: 1, day: 1 };
