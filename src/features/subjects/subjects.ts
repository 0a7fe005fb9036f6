/**
 * Orders and releases are the two families of "subjects" that files,
 * destinations, deliveries, comments and file statuses belong to. This module
 * finds one and decides what the caller may see of it (contract section 2):
 * the owner (order creator or label) sees all; a destination, directly or
 * through group access, sees what was sent to it (so not a draft, and not
 * once deleted);
 * anyone else gets 404. The owner is the key's own organization (its
 * contacts' keys included): group access lets a group act for its stations
 * as destinations, never as a subject's owner.
 */
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { SelectedFields, SQLiteColumn } from "drizzle-orm/sqlite-core";
import { read } from "../../db/batch";
import type { Db } from "../../db/client";
import {
  comments,
  deliveries,
  destinations,
  files,
  type OrderState,
  orders,
  organizations,
  releases,
} from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { Principal } from "../../env";
import { Problem } from "../../http/problems";

export type Family = "order" | "release";

export interface Subject {
  family: Family;
  id: number;
  ownerOrganizationId: number;
  ownerName: string;
  status: OrderState;
  /** Destination organization ids, in the order given. */
  destinationIds: number[];
}

export interface Access {
  subject: Subject;
  principal: Principal;
  /** The caller acts for the owner: it sees everything of the subject. */
  isOwner: boolean;
  /** The subject's destinations the caller may act for. */
  actsForDestinations: number[];
}

export interface SubjectRow {
  id: number;
  ownerOrganizationId: number;
  ownerName: string;
  status: OrderState;
  /** 1 when the caller may see it (`visibleTo`), else 0. */
  visible: number;
  destinationIds: string | null;
}

/** The destination organization ids of a subject, in their order, as `200,201`. */
const destinationIdsOf = (parent: SQLiteColumn, id: SQLiteColumn) =>
  sql<string | null>`(SELECT group_concat(organization_id)
    FROM (SELECT ${destinations.organizationId} AS organization_id
      FROM ${destinations} WHERE ${parent} = ${id} ORDER BY ${destinations.position}, ${destinations.organizationId}))`;

/**
 * Where each family keeps what this module reads: the subject's table, its
 * owner column, and the column by which files, destinations and deliveries
 * point at it. Both tables share the names of the life columns (status,
 * updated_at, published_at, cancelled_at), which raw SQL uses.
 */
export const SUBJECT = {
  order: {
    label: "order",
    Label: "Order",
    idField: "OrderID",
    /** Where its operations live. */
    path: "/api/v1/ad/orders",
    /** Who sends one: the organization kind whose keys create it. */
    sender: "agency",
    /** Its owner, in words. */
    ownerWords: "the organization that created the order",
    /** What identifies a file within it. */
    fileKey: { field: "AdID", column: files.adId },
    /** The column of a file row (as read) that names its parent of this family. */
    fileParent: "orderId",
    table: orders,
    id: orders.id,
    owner: orders.ownerOrganizationId,
    status: orders.status,
    cancelledAt: orders.cancelledAt,
    filesOf: files.orderId,
    destinationsOf: destinations.orderId,
    deliveriesOf: deliveries.orderId,
    commentsOf: comments.orderId,
  },
  release: {
    label: "release",
    Label: "Release",
    idField: "ReleaseID",
    path: "/api/v1/music/releases",
    sender: "label",
    ownerWords: "the label that owns the release",
    fileKey: { field: "ISRC", column: files.isrc },
    fileParent: "releaseId",
    table: releases,
    id: releases.id,
    owner: releases.labelOrganizationId,
    status: releases.status,
    cancelledAt: releases.cancelledAt,
    filesOf: files.releaseId,
    destinationsOf: destinations.releaseId,
    deliveriesOf: deliveries.releaseId,
    commentsOf: comments.releaseId,
  },
} as const;

/**
 * The rule of this module, in SQL, for the row of `orders` or `releases` it
 * is put next to: whether the caller, of organization `own` acting for `mine`
 * (an SQL list of its organizations), may see it. The one statement of the
 * rule: reads take it as the `visible` column of `subjectQuery`, writes that
 * must not outlive it as their condition.
 */
export function visibleTo(family: Family, own: SQL | number, mine: SQL): SQL {
  const t = SUBJECT[family];
  return sql`(${t.cancelledAt} IS NULL AND (${t.owner} = ${own}
    OR (${t.status} <> 'Draft' AND EXISTS (SELECT 1 FROM ${destinations} WHERE ${t.destinationsOf} = ${t.id} AND ${destinations.organizationId} IN ${mine}))))`;
}

/** Whether the caller owns a subject of this owner: its key's own organization. */
export const ownsAs = (principal: Principal, ownerOrganizationId: number) =>
  principal.organizationId === ownerOrganizationId;

/**
 * The other rule of this module: a subject's files (their content) may still
 * change only while it is a draft, and only by its owner.
 */
export const isDraft = (subject: Subject) => subject.status === "Draft";

function toSubject(family: Family, row: SubjectRow): Subject {
  return {
    family,
    id: row.id,
    ownerOrganizationId: row.ownerOrganizationId,
    ownerName: row.ownerName,
    status: row.status,
    destinationIds: row.destinationIds ? row.destinationIds.split(",").map(Number) : [],
  };
}

/** What the caller may do with a subject it may see (`visibleTo`). */
function accessTo(principal: Principal, subject: Subject): Access {
  const isOwner = ownsAs(principal, subject.ownerOrganizationId);
  const actsForDestinations = subject.destinationIds.filter((id) => principal.actsFor.includes(id));
  return { subject, principal, isOwner, actsForDestinations };
}

/** One subject (its id), or several: SQL of a list of ids, e.g. a group's orders (`(SELECT id FROM …)`). */
export type Which = number | SQL;

/** That `column` (a subject's id, or a column naming one) is one of `which`. */
export const oneOf = (column: SQLiteColumn, which: Which): SQL =>
  typeof which === "number" ? eq(column, which) : sql`${column} IN ${which}`;

export const notFound = (family: Family, id: number) =>
  new Problem("not_found", `There is no ${SUBJECT[family].label} ${id}, or it is not visible to this API key.`);

/** Like `visibleSubject`, for the row of a `subjectQuery` read in one batch with other reads. */
export function visibleFrom(principal: Principal, family: Family, id: number, row: SubjectRow | undefined): Access {
  if (!row?.visible) throw notFound(family, id);
  return accessTo(principal, toSubject(family, row));
}

/**
 * The read of a subject: its row with its owner's name, its destinations, and
 * whether the caller may see it (`visibleTo`), with `more` of its own row in
 * the same statement. Put it in a `read` batch; `visibleFrom` judges its row.
 * Of several subjects (`which`), a row each, by id.
 */
export function subjectQuery<More extends SelectedFields = Record<never, never>>(
  db: Db,
  principal: Principal,
  family: Family,
  which: Which,
  more: More = {} as More,
): SubjectQuery<More> {
  const t = SUBJECT[family];
  const query = db
    .select({
      id: t.id,
      ownerOrganizationId: t.owner,
      ownerName: organizations.name,
      status: t.status,
      visible: sql<number>`${visibleTo(family, principal.organizationId, jsonList(principal.actsFor))}`.as("visible"),
      destinationIds: destinationIdsOf(t.destinationsOf, t.id).as("destination_ids"),
      ...more,
    })
    .from(t.table)
    // The owner's name from its row (one row read): with a join, drizzle names each column with its table, as the
    // correlated subqueries of `more` need (in a select of one table it names them alone: `id` would be the files').
    .innerJoin(organizations, eq(organizations.id, t.owner))
    .where(oneOf(t.id, which))
    .orderBy(asc(t.id));
  // Its rows typed once for both families (drizzle types a select of either table as a union it cannot spread).
  return query as unknown as SubjectQuery<More>;
}

/** A `subjectQuery`: its rows are `SubjectRow`s with the `more` columns. */
export type SubjectQuery<More extends SelectedFields> = RunnableQuery<
  (SubjectRow & SelectResultFields<More>)[],
  "sqlite"
> &
  PromiseLike<(SubjectRow & SelectResultFields<More>)[]>;

/** The subject as the caller may see it; 404 when it does not exist, is deleted, or is not visible (one round trip). */
export async function visibleSubject(db: Db, principal: Principal, family: Family, id: number): Promise<Access> {
  const { subject } = await read(db, { subject: subjectQuery(db, principal, family, id) });
  return visibleFrom(principal, family, id, subject[0]);
}

export const fileNotFound = (family: Family, subjectId: number, fileId: number) =>
  new Problem("not_found", `There is no file ${fileId} in ${SUBJECT[family].label} ${subjectId}.`);

/**
 * The file `row` (as read by id, with its `orderId` and `releaseId`) when it
 * is one of the subject's; else 404. Every "this file is this subject's"
 * check is this one.
 */
export function fileOfSubject<Row extends { orderId: number | null; releaseId: number | null }>(
  family: Family,
  subjectId: number,
  fileId: number,
  row: Row | undefined,
): Row {
  if (!row || row[SUBJECT[family].fileParent] !== subjectId) throw fileNotFound(family, subjectId, fileId);
  return row;
}

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

export function requireOwner(
  access: Access,
  action: "delete" | "publish" | "replace" | "group" | "set rights on" | "set clearances on",
) {
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
export function requireDraft(access: Access, action: keyof typeof ONLY_A_DRAFT) {
  const { family, id, status } = access.subject;
  if (status !== "Draft") {
    throw new Problem("conflict", `${SUBJECT[family].Label} ${id} is ${status}; ${ONLY_A_DRAFT[action](family)}`);
  }
}

/** The owner sees every destination; a destination caller those it acts for. */
export const visibleDestinations = (access: Access) =>
  access.isOwner ? access.subject.destinationIds : access.actsForDestinations;

/**
 * A write whose first statement changed nothing: the subject changed between
 * the read and the write. The same rules on the row read back say how (gone:
 * 404; no longer a draft: 409; `fits` no more), else it is a conflict to try
 * again.
 */
export function refusedMeanwhile<Row extends SubjectRow>(
  principal: Principal,
  family: Family,
  id: number,
  row: Row | undefined,
  action: keyof typeof ONLY_A_DRAFT,
  fits?: (row: Row) => void,
) {
  requireDraft(visibleFrom(principal, family, id, row), action);
  if (row) fits?.(row);
  return new Problem("conflict", `${SUBJECT[family].Label} ${id} changed meanwhile; try again.`);
}
