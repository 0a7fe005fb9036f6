/**
 * Orders and releases are the two families of "subjects" that files,
 * destinations, deliveries, comments and file statuses belong to. This module
 * finds one and decides what the caller may see of it (contract section 2):
 * the owner (order creator or label) sees all; a destination, directly or
 * through group access, sees what was sent to it; anyone else gets 404.
 */
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { OrderState } from "../../db/schema";
import type { AppEnv, Principal } from "../../env";
import { principalOf } from "../../http/auth";
import { Problem } from "../../http/problems";

export type Family = "order" | "release";

export const FAMILY = {
  order: { label: "order", idField: "OrderID", column: "order_id" },
  release: { label: "release", idField: "ReleaseID", column: "release_id" },
} as const;

export interface Subject {
  family: Family;
  id: number;
  ownerOrganizationId: number;
  ownerName: string;
  /** Orders only. */
  status: OrderState | null;
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

interface SubjectRow {
  id: number;
  ownerOrganizationId: number;
  ownerName: string;
  status: OrderState | null;
  cancelledAt: string | null;
  destinationIds: string | null;
}

/** Loads a subject with its destinations in one query; undefined when it does not exist. */
export async function loadSubject(
  c: Context<AppEnv>,
  family: Family,
  id: number,
): Promise<(Subject & { hidden: boolean }) | undefined> {
  const row =
    family === "order"
      ? await c.var.db.get<SubjectRow>(sql`
          SELECT o.id, o.owner_organization_id AS ownerOrganizationId, org.name AS ownerName, o.status,
                 o.cancelled_at AS cancelledAt,
                 (SELECT group_concat(d.organization_id) FROM (SELECT organization_id FROM destinations WHERE order_id = o.id ORDER BY position, organization_id) d) AS destinationIds
          FROM orders o JOIN organizations org ON org.id = o.owner_organization_id
          WHERE o.id = ${id}`)
      : await c.var.db.get<SubjectRow>(sql`
          SELECT r.id, r.label_organization_id AS ownerOrganizationId, org.name AS ownerName, NULL AS status,
                 NULL AS cancelledAt,
                 (SELECT group_concat(d.organization_id) FROM (SELECT organization_id FROM destinations WHERE release_id = r.id ORDER BY position, organization_id) d) AS destinationIds
          FROM releases r JOIN organizations org ON org.id = r.label_organization_id
          WHERE r.id = ${id}`);
  if (!row) return undefined;
  return {
    family,
    id: row.id,
    ownerOrganizationId: row.ownerOrganizationId,
    ownerName: row.ownerName,
    status: row.status,
    destinationIds: row.destinationIds ? row.destinationIds.split(",").map(Number) : [],
    hidden: row.cancelledAt !== null,
  };
}

/** What the caller may do with a subject, or null when it may not see it. */
export function accessTo(principal: Principal, subject: Subject): Access | null {
  const isOwner = principal.actsFor.includes(subject.ownerOrganizationId);
  const actsForDestinations = subject.destinationIds.filter((id) => principal.actsFor.includes(id));
  if (!isOwner && actsForDestinations.length === 0) return null;
  return { subject, principal, isOwner, actsForDestinations };
}

export const notFound = (family: Family, id: number) =>
  new Problem("not_found", `There is no ${FAMILY[family].label} ${id}, or it is not visible to this API key.`);

/** The subject as the caller may see it; 404 when it does not exist, is deleted, or is not visible. */
export async function visibleSubject(c: Context<AppEnv>, family: Family, id: number): Promise<Access> {
  const subject = await loadSubject(c, family, id);
  const access = subject && !subject.hidden ? accessTo(principalOf(c), subject) : null;
  if (!access) throw notFound(family, id);
  return access;
}
