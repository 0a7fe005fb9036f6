import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { guard, unlessRefused } from "../../db/guard";
import { itemOf, prepared } from "../../db/prepared";
import { assetStatuses, deliveries, destinations, fileStatuses, files, organizations } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { type FieldError, Problem, validationProblem } from "../../http/problems";
import { MAX_ID } from "../../http/validation";
import {
  actsForOf,
  byFamily,
  FAMILY,
  type Family,
  isVisible,
  SUBJECT,
  type Subject,
  subjectQuery,
  visibleFrom,
} from "../subjects/subjects";
import { deliveriesOf, eventItems, newBatchId, sendEvents } from "../webhooks/webhooks.events";

type Value = string | SQL | Placeholder<string>;

/**
 * What a destination says of a file: its asset status or its house ID, each
 * with when it was last changed and by whom, in the columns of file_statuses.
 */
export const FIELDS = {
  Status: {
    value: fileStatuses.assetStatus,
    updatedAt: fileStatuses.assetStatusUpdatedAt,
    setBy: fileStatuses.assetStatusSetBy,
    columns: <V extends Value>(value: V, at: V, by: V) => ({
      assetStatus: value,
      assetStatusUpdatedAt: at,
      assetStatusSetBy: by,
    }),
  },
  HouseID: {
    value: fileStatuses.houseId,
    updatedAt: fileStatuses.houseIdUpdatedAt,
    setBy: fileStatuses.houseIdSetBy,
    columns: <V extends Value>(value: V, at: V, by: V) => ({
      houseId: value,
      houseIdUpdatedAt: at,
      houseIdSetBy: by,
    }),
  },
} as const;

export type Field = keyof typeof FIELDS;

const fileNotFound = (family: Family, subjectId: number, fileId: number) =>
  new Problem("not_found", `There is no file ${fileId} in ${FAMILY[family].label} ${subjectId}.`);

/** An element of `Organizations` made of digits names an organization by ID, anything else by name. */
const isId = (element: string) => /^\d+$/.test(element);
/** The ID an element names; null for digits beyond 2^53-1 (no organization has that ID). */
const idOf = (element: string) => (isId(element) && Number(element) <= MAX_ID ? Number(element) : null);

/** Organization names and statuses match case-insensitively (as `COLLATE NOCASE` found them). */
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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
 * The organizations to write for, by ID with their names, from the elements of
 * `Organizations` (or the default), and the 422 errors of those that are
 * unknown or not a destination. Any the key may not act for: 403.
 */
function targetsOf(
  c: Context<AppEnv>,
  subject: Subject,
  named: string[] | undefined,
  elements: string[],
  found: { id: number; name: string }[],
) {
  const principal = principalOf(c);
  const errors: FieldError[] = [];
  const forbidden: string[] = [];
  const targets = new Map<number, string>();
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
      const message = `${which} is not a destination of ${FAMILY[subject.family].label} ${subject.id}`;
      errors.push({ field: where, code: "not_a_destination", message });
    } else {
      targets.set(org.id, org.name);
    }
  });
  if (forbidden.length > 0) {
    throw new Problem(
      "forbidden",
      `This API key may not act for ${forbidden.join(", ")}: only for its own organization and those it has group access to.`,
    );
  }
  return { targets, errors };
}

type Ids = { subjectId: number; fileId: number };
type Input = { value: string; organizations: string[] | undefined };

/**
 * Sets the asset status or the house ID of a file of an order or a release for
 * the named organizations (default: the key's own), in one batch with the
 * events it causes; answers one row per organization set.
 *
 * The default, the key's own organization, is written in one round trip: the
 * batch is led by a guard of what `checkedTargets` would check (the subject is
 * visible, the file is its, the organization is one of its destinations, the
 * status is configured), and a refused batch is explained by `checkedTargets`
 * itself. Named organizations are read and checked first.
 */
export async function setFileStatus(c: Context<AppEnv>, family: Family, field: Field, ids: Ids, input: Input) {
  const principal = principalOf(c);
  const named = input.organizations && input.organizations.length > 0 ? input.organizations : undefined;
  if (named) {
    const { targets, value } = await checkedTargets(c, family, field, ids, named, input.value);
    return writeStatuses(c, family, field, ids, targets, value, false);
  }
  const own = new Map([[principal.organizationId, principal.organizationName]]);
  return unlessRefused(writeStatuses(c, family, field, ids, own, input.value, true), async () => {
    await checkedTargets(c, family, field, ids, undefined, input.value);
  });
}

/** The configured spelling of an asset status (null when none matches), as SQL. */
const configuredStatus = (value: SQL | Placeholder) =>
  sql`(SELECT ${assetStatuses.name} FROM ${assetStatuses} WHERE ${assetStatuses.name} = ${value} COLLATE NOCASE ORDER BY ${assetStatuses.id} LIMIT 1)`;

/**
 * The organizations to write for (by ID, with their names) and the value to
 * write, once checked: the subject, the file, the named organizations (or the
 * default) and the configured statuses read in one batch. Throws the 404, 403
 * or 422 the request deserves.
 */
async function checkedTargets(
  c: Context<AppEnv>,
  family: Family,
  field: Field,
  { subjectId, fileId }: Ids,
  named: string[] | undefined,
  input: string,
) {
  const principal = principalOf(c);
  const elements = named ?? [String(principal.organizationId)];
  const byId = elements.map(idOf).filter((id) => id !== null);
  const byName = elements.filter((e) => !isId(e));

  const [[subjectRow], [file], found, configured] = await c.var.db.batch([
    subjectQuery(c, family, subjectId),
    c.var.db.select({ orderId: files.orderId, releaseId: files.releaseId }).from(files).where(eq(files.id, fileId)),
    // Two indexed lookups (SQLite would scan for their OR); an empty list reads nothing.
    c.var.db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.id, byId))
      .unionAll(
        c.var.db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inArray(sql`${organizations.name} COLLATE NOCASE`, byName)),
      ),
    // The configured statuses are read for an asset status only.
    c.var.db
      .select({ name: assetStatuses.name })
      .from(assetStatuses)
      .where(field === "Status" ? undefined : sql`0`)
      .orderBy(asc(assetStatuses.id)),
  ]);
  const { subject } = visibleFrom(c, family, subjectId, subjectRow);
  if ((family === "order" ? file?.orderId : file?.releaseId) !== subjectId) {
    throw fileNotFound(family, subjectId, fileId);
  }

  const status = field === "Status" ? configuredSpelling(input, configured) : { value: input };
  const { targets, errors } = targetsOf(c, subject, named, elements, found);
  if (status.error) errors.unshift(status.error);
  if (errors.length > 0) throw validationProblem(errors);
  return { targets, value: status.value };
}

type StatusWriteValues = {
  subjectId: number;
  fileId: number;
  /** The value as given: when `guarded`, an asset status is written in its configured spelling. */
  value: string;
  /** The organizations to write for, a statement each. */
  targets: readonly number[];
  own: number;
  /** The organizations the caller acts for, as a JSON list (`actsForOf`). */
  actsFor: string;
  now: string;
  setBy: string;
  batchId: string;
  /** Led by the guard of what `checkedTargets` checks for the key's own organization. */
  guarded?: 1;
};

/**
 * The batch that writes `value` for each of the targets and the events of the
 * values that changed now, prepared (../../db/prepared.ts).
 */
function statusWrite(family: Family, field: Field) {
  const t = SUBJECT[family];
  const f = FIELDS[field];
  return prepared<StatusWriteValues>()((db, p, has) => {
    const value: SQL | Placeholder<string> = has.guarded && field === "Status" ? configuredStatus(p.value) : p.value;
    const lead = has.guarded
      ? [
          guard(
            db,
            sql`${isVisible(family, p.subjectId, p.own, p.actsFor)}
              AND EXISTS (SELECT 1 FROM ${files} WHERE ${files.id} = ${p.fileId} AND ${t.filesOf} = ${p.subjectId})
              AND EXISTS (SELECT 1 FROM ${destinations} WHERE ${t.destinationsOf} = ${p.subjectId} AND ${destinations.organizationId} = ${p.own})
              AND ${value} IS NOT NULL`,
          ),
        ]
      : [];
    // Setting the same value again keeps when (and by whom) it was set.
    const given = sql`excluded.${sql.identifier(f.value.name)}`;
    const unchanged = sql`${f.value} IS ${given}`;
    const upserts = Array.from({ length: has.targets }, (_, i) =>
      db
        .insert(fileStatuses)
        .values({
          fileId: p.fileId,
          organizationId: itemOf("targets", i),
          ...f.columns<SQL | Placeholder<string>>(value, p.now, p.setBy),
        })
        .onConflictDoUpdate({
          target: [fileStatuses.fileId, fileStatuses.organizationId],
          set: f.columns(
            given,
            sql`CASE WHEN ${unchanged} THEN ${f.updatedAt} ELSE ${p.now} END`,
            sql`CASE WHEN ${unchanged} THEN ${f.setBy} ELSE ${p.setBy} END`,
          ),
        })
        .returning({ organizationId: fileStatuses.organizationId, value: f.value, updatedAt: f.updatedAt }),
    );
    // The sender hears of each value that changed now (`file.house_id_set`, `file.asset_status_set`).
    const changedNow = sql`SELECT (SELECT ${t.owner} FROM ${t.table} WHERE ${t.id} = ${p.subjectId}) AS organization_id,
      ${fileStatuses.organizationId} AS station, ${f.value} AS value
      FROM ${fileStatuses} WHERE ${fileStatuses.fileId} = ${p.fileId} AND ${f.updatedAt} = ${p.now}
      AND ${fileStatuses.organizationId} IN ${p.targets}`;
    const events = eventItems(
      db,
      [
        {
          type: field === "HouseID" ? "file.house_id_set" : "file.asset_status_set",
          to: changedNow,
          data: sql`json_object(${sql.raw(`'${FAMILY[family].idField}'`)}, ${p.subjectId}, 'FileID', ${p.fileId}, 'OrganizationID', r.station, ${sql.raw(`'${field}'`)}, r.value, 'SetBy', ${p.setBy}, 'UpdatedAt', ${p.now})`,
        },
      ],
      p.now,
      p.batchId,
    );
    // A batch's items, in this order (`writeStatuses` finds the upserts' rows by it).
    return [...lead, ...upserts, ...events];
  });
}

const STATUS_WRITES = byFamily((family) => ({
  Status: statusWrite(family, "Status"),
  HouseID: statusWrite(family, "HouseID"),
}));

/**
 * Writes `value` for each of `targets` with its events, in one batch, led by
 * the guard for the key's own organization when `guarded`.
 */
async function writeStatuses(
  c: Context<AppEnv>,
  family: Family,
  field: Field,
  { subjectId, fileId }: Ids,
  targets: Map<number, string>,
  value: string,
  guarded: boolean,
) {
  const principal = principalOf(c);
  const items = STATUS_WRITES[family][field](c.var.db, {
    subjectId,
    fileId,
    value,
    targets: [...targets.keys()],
    own: principal.organizationId,
    actsFor: actsForOf(c),
    now: new Date().toISOString(),
    setBy: principal.contactName ?? principal.organizationName,
    batchId: newBatchId(),
    guarded: guarded ? 1 : undefined,
  });
  const results: unknown[] = await c.var.db.batch(items as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  await sendEvents(c.env, deliveriesOf(results));
  const first = guarded ? 1 : 0;
  const written = results.slice(first, first + targets.size) as {
    organizationId: number;
    value: string;
    updatedAt: string;
  }[][];
  return written.flat().map((row) => ({
    OrganizationID: row.organizationId,
    OrganizationName: targets.get(row.organizationId) ?? "",
    FileID: fileId,
    [field]: row.value,
    UpdatedAt: row.updatedAt,
  }));
}

/** A file, by id. */
const releaseFile = prepared<{ fileId: number }>()((db, p) =>
  db
    .select({ releaseId: files.releaseId, title: files.title, isrc: files.isrc })
    .from(files)
    .where(eq(files.id, p.fileId)),
);

/** Each destination of a release with what it said of one of its files and when it got it. */
const statusesAtDestinations = prepared<{ releaseId: number; fileId: number }>()((db, p) =>
  db
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
      and(eq(fileStatuses.fileId, p.fileId), eq(fileStatuses.organizationId, destinations.organizationId)),
    )
    .leftJoin(
      deliveries,
      and(eq(deliveries.fileId, p.fileId), eq(deliveries.organizationId, destinations.organizationId)),
    )
    .where(eq(destinations.releaseId, p.releaseId))
    .orderBy(asc(destinations.position), asc(destinations.organizationId)),
);

/** The file of a release with its status at each destination the caller may see. */
export async function fileStatusInformation(c: Context<AppEnv>, releaseId: number, fileId: number) {
  const [[subjectRow], [file], rows] = await c.var.db.batch([
    subjectQuery(c, "release", releaseId),
    releaseFile(c.var.db, { fileId }),
    statusesAtDestinations(c.var.db, { releaseId, fileId }),
  ]);
  const access = visibleFrom(c, "release", releaseId, subjectRow);
  if (!file || file.releaseId !== releaseId) throw fileNotFound("release", releaseId, fileId);
  return {
    ReleaseID: releaseId,
    FileID: fileId,
    Title: file.title,
    ISRC: file.isrc,
    Statuses: rows
      .filter((row) => access.isOwner || access.actsForDestinations.includes(row.OrganizationID))
      .map(({ DeliveredAt, ...row }) => ({ ...row, Delivered: DeliveredAt !== null, DeliveredAt })),
  };
}
