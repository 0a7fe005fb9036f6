/**
 * What a destination says of a file of an order or a release: Set
 * Organization Asset Status and Set House ID (one handler, `setFileStatus`),
 * and Get File Status Information (the label's view of a release's file).
 */
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read, write } from "../../db/batch";
import type { Db } from "../../db/client";
import { assetStatuses, deliveries, destinations, fileStatuses, files, organizations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { type FieldError, Problem, validationProblem } from "../../http/problems";
import { MAX_ID } from "../../http/validation";
import { houseIdEntries } from "../ingest/ingest.entries";
import {
  type Access,
  type Family,
  fileOfSubject,
  notFound,
  SUBJECT,
  subjectQuery,
  visibleFrom,
  visibleTo,
} from "../subjects/subjects";
import { type Emission, outbox, sendEvents } from "../webhooks/webhooks.events";

/**
 * The two things a destination says of a file, each kept in file_statuses
 * with when it last changed and who set it, and the event that tells the
 * sender of a change.
 */
const FIELDS = {
  Status: {
    value: fileStatuses.assetStatus,
    updatedAt: fileStatuses.assetStatusUpdatedAt,
    setBy: fileStatuses.assetStatusSetBy,
    /** Its columns, for the update of a row that exists. */
    columns: (value: SQL, at: SQL, by: SQL) => ({
      assetStatus: value,
      assetStatusUpdatedAt: at,
      assetStatusSetBy: by,
    }),
    event: "file.asset_status_set",
  },
  HouseID: {
    value: fileStatuses.houseId,
    updatedAt: fileStatuses.houseIdUpdatedAt,
    setBy: fileStatuses.houseIdSetBy,
    columns: (value: SQL, at: SQL, by: SQL) => ({ houseId: value, houseIdUpdatedAt: at, houseIdSetBy: by }),
    event: "file.house_id_set",
  },
} as const;

export type Field = keyof typeof FIELDS;

type Ids = { subjectId: number; fileId: number };
type Input = { value: string; organizations: string[] | undefined };
type Organization = { id: number; name: string };

/** An element of `Organizations` made of digits names an organization by ID, anything else by name. */
const isId = (element: string) => /^\d+$/.test(element);
/** The ID an element names; null for digits beyond 2^53-1 (no organization has that ID). */
const idOf = (element: string) => (isId(element) && Number(element) <= MAX_ID ? Number(element) : null);

/** Organization names and statuses match case-insensitively (as `COLLATE NOCASE` found them). */
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The organizations named by the elements of `Organizations`, by ID or by name. */
function organizationsNamed(db: Db, elements: string[]) {
  const byId = elements.map(idOf).filter((id) => id !== null);
  const byName = elements.filter((e) => !isId(e));
  // Two indexed lookups (SQLite would scan for their OR); an empty list reads nothing.
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, byId))
    .unionAll(
      db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(sql`${organizations.name} COLLATE NOCASE`, byName)),
    );
}

/**
 * Sets the asset status or the house ID of a file of an order or a release
 * for the named organizations (default: the key's own), with the events it
 * causes; answers one row per organization set.
 *
 * Round trip 1 reads what the rules need, `checkedTargets` applies them, and
 * round trip 2 writes every organization's row and the events in one
 * transaction. Each row is written only while the caller may still see the
 * subject: none written is the subject's 404, as if it had been read so.
 */
export async function setFileStatus(c: Context<AppEnv>, family: Family, field: Field, ids: Ids, input: Input) {
  const db = c.var.db;
  const principal = principalOf(c);
  const named = input.organizations && input.organizations.length > 0 ? input.organizations : undefined;
  const { subject, file, found, configured } = await read(db, {
    subject: subjectQuery(c.var.db, principalOf(c), family, ids.subjectId),
    file: db.select({ orderId: files.orderId, releaseId: files.releaseId }).from(files).where(eq(files.id, ids.fileId)),
    // The default, the key's own organization, needs no reading.
    found: named ? organizationsNamed(db, named) : undefined,
    configured:
      field === "Status"
        ? db.select({ name: assetStatuses.name }).from(assetStatuses).orderBy(asc(assetStatuses.id))
        : undefined,
  });
  const access = visibleFrom(principalOf(c), family, ids.subjectId, subject[0]);
  fileOfSubject(family, ids.subjectId, ids.fileId, file[0]);
  const { targets, value } = checkedTargets(
    c,
    access,
    named,
    found ?? [{ id: principal.organizationId, name: principal.organizationName }],
    field === "Status" ? configuredSpelling(input.value, configured ?? []) : { value: input.value },
  );

  const now = new Date().toISOString();
  const setBy = principal.contactName ?? principal.organizationName;
  const done = await write(db, {
    statuses: upsert(c, family, field, ids, targets, value, now, setBy),
    // A station's new house ID is an `update` in its own ingest feed (contract section 16).
    ingestEntries:
      field === "HouseID"
        ? houseIdEntries(
            db,
            ids.fileId,
            targets.map((org) => org.id),
            now,
          )
        : undefined,
    ...outbox(db, [changedNow(family, field, ids, access, targets, now, setBy)], now),
  });
  await sendEvents(c.env, done.eventDeliveries);

  if (done.statuses.length === 0) throw notFound(family, ids.subjectId);
  const written = new Map(done.statuses.map((row) => [row.organizationId, row]));
  return targets.map((org) => ({
    OrganizationID: org.id,
    OrganizationName: org.name,
    FileID: ids.fileId,
    [field]: written.get(org.id)?.value,
    UpdatedAt: written.get(org.id)?.updatedAt,
  }));
}

/** The configured spelling of an asset status, or the 422 error listing the allowed ones. */
function configuredSpelling(value: string, configured: { name: string }[]): { value: string; error?: FieldError } {
  const match = configured.find((s) => sameName(s.name, value));
  if (match) return { value: match.name };
  const allowed = configured.map((s) => s.name).join(", ");
  return {
    value,
    error: { field: "Status", code: "invalid_value", message: `must be one of the configured statuses: ${allowed}` },
  };
}

/**
 * The rules of who may set it for whom, once the subject is visible and the
 * file is its: the organizations to write for (by ID, with their names, each
 * once, in the order named) from the elements of `Organizations` (or the
 * default) and the organizations `found` for them. Any the key may not act
 * for: 403; unknown, or not a destination of the subject (or a status that is
 * not configured): 422 naming every failing field.
 */
function checkedTargets(
  c: Context<AppEnv>,
  { subject }: Access,
  named: string[] | undefined,
  found: Organization[],
  status: { value: string; error?: FieldError },
) {
  const principal = principalOf(c);
  const elements = named ?? [String(principal.organizationId)];
  const errors: FieldError[] = status.error ? [status.error] : [];
  const forbidden: string[] = [];
  const targets = new Map<number, Organization>();
  elements.forEach((element, i) => {
    const where = named ? `Organizations[${i}]` : "Organizations";
    const id = idOf(element);
    const matches = found.filter((o) => (isId(element) ? o.id === id : sameName(o.name, element)));
    const org = matches.find((o) => principal.actsFor.includes(o.id)) ?? matches[0];
    if (!org) {
      errors.push({ field: where, code: "not_found", message: `no organization has the ID or name "${element}"` });
    } else if (!principal.actsFor.includes(org.id)) {
      forbidden.push(`${where} ("${element}")`);
    } else if (!subject.destinationIds.includes(org.id)) {
      const which = named
        ? `${org.name} (${org.id})`
        : `defaults to this key's organization, ${org.name} (${org.id}), which`;
      const message = `${which} is not a destination of ${SUBJECT[subject.family].label} ${subject.id}`;
      errors.push({ field: where, code: "not_a_destination", message });
    } else {
      targets.set(org.id, org);
    }
  });
  if (forbidden.length > 0) {
    throw new Problem(
      "forbidden",
      `This API key may not act for ${forbidden.join(", ")}: only for its own organization and those it has group access to.`,
    );
  }
  if (errors.length > 0) throw validationProblem(errors);
  return { targets: [...targets.values()], value: status.value };
}

/**
 * Writes `value` for each of the targets, in one statement, while the caller
 * may still see the subject (else nothing). Setting the same value again
 * keeps when, and by whom, it was set.
 */
function upsert(
  c: Context<AppEnv>,
  family: Family,
  field: Field,
  { subjectId, fileId }: Ids,
  targets: Organization[],
  value: string,
  now: string,
  setBy: string,
) {
  const t = SUBJECT[family];
  const f = FIELDS[field];
  const principal = principalOf(c);
  const given = { value: sql`${value}`, at: sql`${now}`, by: sql`${setBy}` };
  const nothing = { value: sql`NULL`, at: sql`NULL`, by: sql`NULL` };
  const status = field === "Status" ? given : nothing;
  const house = field === "HouseID" ? given : nothing;
  const stillVisible = sql`EXISTS (SELECT 1 FROM ${t.table} WHERE ${t.id} = ${subjectId} AND ${visibleTo(family, principal.organizationId, jsonList(principal.actsFor))})`;
  const unchanged = sql`${f.value} IS ${value}`;
  return c.var.db
    .insert(fileStatuses)
    .select(
      // Every column of file_statuses, in its order; a row per target.
      c.var.db
        .select({
          fileId: sql`${fileId}`.as("file_id"),
          organizationId: sql`target.value`.as("organization_id"),
          assetStatus: status.value.as("asset_status"),
          assetStatusUpdatedAt: status.at.as("asset_status_updated_at"),
          assetStatusSetBy: status.by.as("asset_status_set_by"),
          houseId: house.value.as("house_id"),
          houseIdUpdatedAt: house.at.as("house_id_updated_at"),
          houseIdSetBy: house.by.as("house_id_set_by"),
        })
        .from(sql`json_each(${JSON.stringify(targets.map((org) => org.id))}) AS target`)
        .where(stillVisible),
    )
    .onConflictDoUpdate({
      target: [fileStatuses.fileId, fileStatuses.organizationId],
      set: f.columns(
        sql`${value}`,
        sql`CASE WHEN ${unchanged} THEN ${f.updatedAt} ELSE ${now} END`,
        sql`CASE WHEN ${unchanged} THEN ${f.setBy} ELSE ${setBy} END`,
      ),
    })
    .returning({ organizationId: fileStatuses.organizationId, value: f.value, updatedAt: f.updatedAt });
}

/**
 * The sender hears of each value that changed now (`file.asset_status_set`,
 * `file.house_id_set`): the rows of the targets last changed at `now`.
 */
function changedNow(
  family: Family,
  field: Field,
  { subjectId, fileId }: Ids,
  { subject }: Access,
  targets: Organization[],
  now: string,
  setBy: string,
): Emission {
  const f = FIELDS[field];
  const to: SQL = sql`SELECT ${subject.ownerOrganizationId} AS organization_id,
    ${fileStatuses.organizationId} AS station, ${f.value} AS value
    FROM ${fileStatuses} WHERE ${fileStatuses.fileId} = ${fileId} AND ${f.updatedAt} = ${now}
    AND ${fileStatuses.organizationId} IN ${jsonList(targets.map((org) => org.id))}`;
  return {
    type: f.event,
    to,
    data: sql`json_object(${SUBJECT[family].idField}, ${subjectId}, 'FileID', ${fileId}, 'OrganizationID', r.station, ${field}, r.value, 'SetBy', ${setBy}, 'UpdatedAt', ${now})`,
  };
}

/** The file of a release with its status at each destination the caller may see (one round trip). */
export async function fileStatusInformation(c: Context<AppEnv>, releaseId: number, fileId: number) {
  const db = c.var.db;
  const { subject, file, statuses } = await read(db, {
    subject: subjectQuery(c.var.db, principalOf(c), "release", releaseId),
    file: db
      .select({ orderId: files.orderId, releaseId: files.releaseId, title: files.title, isrc: files.isrc })
      .from(files)
      .where(eq(files.id, fileId)),
    // Each destination of the release with what it said of the file and when it got it.
    statuses: db
      .select({
        OrganizationID: destinations.organizationId,
        OrganizationName: organizations.name,
        AssetStatus: fileStatuses.assetStatus,
        AssetStatusUpdatedAt: fileStatuses.assetStatusUpdatedAt,
        HouseID: fileStatuses.houseId,
        HouseIDUpdatedAt: fileStatuses.houseIdUpdatedAt,
        DeliveredAt: deliveries.deliveredAt,
      })
      .from(destinations)
      .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
      .leftJoin(
        fileStatuses,
        and(eq(fileStatuses.fileId, fileId), eq(fileStatuses.organizationId, destinations.organizationId)),
      )
      .leftJoin(
        deliveries,
        and(eq(deliveries.fileId, fileId), eq(deliveries.organizationId, destinations.organizationId)),
      )
      .where(eq(destinations.releaseId, releaseId))
      .orderBy(asc(destinations.position), asc(destinations.organizationId)),
  });
  const access = visibleFrom(principalOf(c), "release", releaseId, subject[0]);
  const { title, isrc } = fileOfSubject("release", releaseId, fileId, file[0]);
  return {
    ReleaseID: releaseId,
    FileID: fileId,
    Title: title,
    ISRC: isrc,
    Statuses: statuses
      .filter((row) => access.isOwner || access.actsForDestinations.includes(row.OrganizationID))
      .map(({ DeliveredAt, ...row }) => ({ ...row, Delivered: DeliveredAt !== null, DeliveredAt })),
  };
}
