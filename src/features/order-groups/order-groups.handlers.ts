/**
 * Order groups (contract section 18): a campaign's orders, put together while
 * drafts and published in one step (../lifecycle/lifecycle.publish-group.ts). A group is its
 * organization's alone: to any other key it is a 404. Each operation reads
 * what its rules need in one batch, checks them, then writes in one batch
 * whose first statement re-asserts the group as read (its `updated_at`, which
 * every membership change moves) and stamps it with this request's moment;
 * the rest applies only to a group that carries the stamp.
 */

import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { read, retried, write } from "../../db/batch";
import type { Db } from "../../db/client";
import { deliveries, idempotencyKeys, orderGroups, orders } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { claimWritten } from "../../http/idempotency";
import { DEFAULT_LIMIT, idsAfter, olderThan, paginate, positionAfter } from "../../http/pagination";
import { type FieldError, Problem, validationProblem } from "../../http/problems";
import {
  found,
  GROUP_COLUMNS,
  type GroupRow,
  groupNotFound,
  groupQuery,
  groupRecord,
  groupStamped,
  IN_NO_GROUP,
  type MemberRow,
  memberColumns,
  membersOf,
  newWriteToken,
  ORDER_GROUPS_PATH,
  orderInGroup,
} from "../lifecycle/lifecycle.groups";
import { asProofOfDelivery, proofOfDeliveryRows } from "../reports/reports.store";
import {
  requireOwner,
  requireSender,
  type SubjectRow,
  subjectQuery,
  visibleFrom,
  type Which,
} from "../subjects/subjects";
import { stillTheDraft } from "../subjects/subjects.store";
import {
  MAX_GROUP_ORDERS,
  type OrderGroupInput,
  type OrderGroupListQuery,
  type OrderGroupProofOfDeliveryQuery,
} from "./order-groups.schemas";

/** The orders `which` (one, or SQL of a list) as a group shows them, by OrderID, with their counts: a query for a batch. */
const ordersQuery = (c: Context<AppEnv>, which: Which) =>
  subjectQuery(c.var.db, principalOf(c), "order", which, {
    ...memberColumns,
    // Kept on the order's row (its create and replace write them): not counted a read.
    fileCount: orders.fileCount,
    destinationCount: orders.destinationCount,
  });

/** The orders of group `id` as it shows them. */
const groupOrdersQuery = (c: Context<AppEnv>, id: number) => ordersQuery(c, membersOf(id));

/** The rows of `groupOrdersQuery` as the group shows them: an order deleted after publish is left out, as every read leaves it. */
const shown = (rows: (MemberRow & { fileCount: number; destinationCount: number })[]) =>
  rows.filter((row) => row.visible).map((row) => orderInGroup(row, row.fileCount, row.destinationCount));

/** The group and its orders: one round trip. */
export async function orderGroupDetail(c: Context<AppEnv>, id: number) {
  const { group, members } = await read(c.var.db, {
    group: groupQuery(c.var.db, principalOf(c).organizationId, id),
    members: groupOrdersQuery(c, id),
  });
  return groupRecord(found(group, id), shown(members));
}

// ---------------------------------------------------------------------------
// Which orders may join a group
// ---------------------------------------------------------------------------

interface Refusal {
  status: "not_found" | "conflict";
  code: string;
  message: string;
}

/**
 * Why the order `id`, read as `row` (`subjectQuery` with `orderGroupId`), may
 * not join a group of the caller's; undefined when it may: it must be a
 * `Draft` of the caller's organization (anything else, a deleted order or
 * another's, is "not an order of" it, as one that does not exist), in no
 * group yet.
 */
function whyNotJoin(
  c: Context<AppEnv>,
  id: number,
  row: (SubjectRow & { orderGroupId: number | null; inNoGroup: number }) | undefined,
): Refusal | undefined {
  const principal = principalOf(c);
  if (!row?.visible || row.ownerOrganizationId !== principal.organizationId) {
    return {
      status: "not_found",
      code: "not_found",
      message: `there is no order ${id} of ${principal.organizationName}`,
    };
  }
  if (row.status !== "Draft") {
    return {
      status: "conflict",
      code: "not_draft",
      message: `order ${id} is ${row.status}: only a Draft order joins a group (it is published with the group)`,
    };
  }
  if (!row.inNoGroup) {
    return {
      status: "conflict",
      code: "in_group",
      message: `order ${id} is in order group ${row.orderGroupId} already: take it out of that group first (DELETE ${ORDER_GROUPS_PATH}/${row.orderGroupId}/orders/${id})`,
    };
  }
  return undefined;
}

/**
 * The refusal of a new group's orders, naming them all: a 409, as Add Order to Group answers, when each
 * refused is an order of the caller's in a state that forbids it (in another group, not a draft); else a 422.
 */
function joinRefusal(errors: FieldError[]): Problem {
  const conflicts = new Set(["in_group", "not_draft"]);
  if (!errors.every((e) => conflicts.has(e.code))) return validationProblem(errors);
  const detail = errors.length === 1 ? `${errors[0]?.field}: ${errors[0]?.message}` : undefined;
  return new Problem("conflict", detail ?? `${errors.length} orders may not join a group now.`, { errors });
}

/** `whyNotJoin` for every order a new group names (`OrderIDs[i]`), and each one named twice: one refusal names them all. */
function joinErrors(
  c: Context<AppEnv>,
  ids: number[],
  rows: (SubjectRow & { orderGroupId: number | null; inNoGroup: number })[],
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const first = new Map<number, number>();
  return ids.flatMap((id, i): FieldError[] => {
    const earlier = first.get(id);
    if (earlier !== undefined)
      return [{ field: `OrderIDs[${i}]`, code: "duplicate", message: `repeats OrderIDs[${earlier}]` }];
    first.set(id, i);
    const refusal = whyNotJoin(c, id, byId.get(id));
    return refusal ? [{ field: `OrderIDs[${i}]`, code: refusal.code, message: refusal.message }] : [];
  });
}

/**
 * That every order of `asRead` (their ids and `updatedAt` as read) is still
 * the live draft of `owner`'s it was, in group `group` (null: in none): one
 * condition over all of them, for the WHERE of the write's first statement.
 */
function stillAsRead(asRead: { id: number; updatedAt: string }[], owner: number, group: number | null): SQL {
  const list = JSON.stringify(asRead.map((row) => ({ id: row.id, updatedAt: row.updatedAt })));
  const unchanged = and(
    stillTheDraft("order", sql`r.value ->> 'id'`, sql`r.value ->> 'updatedAt'`, owner),
    group === null ? IN_NO_GROUP : eq(orders.orderGroupId, group),
  );
  return sql`NOT EXISTS (SELECT 1 FROM json_each(${list}) r WHERE NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${unchanged}))`;
}

/**
 * The first statement of a group write: group `id`, still the caller's draft as read (`readAt`), and `also`,
 * takes this write's `token` (and `at`); the write's later statements apply only to a group carrying it.
 */
const stampDraft = (
  db: Db,
  id: number,
  owner: number,
  readAt: string,
  at: string,
  token: string,
  also: SQL | undefined,
) =>
  db
    .update(orderGroups)
    .set({ updatedAt: at, writeToken: token })
    .where(
      and(
        eq(orderGroups.id, id),
        eq(orderGroups.ownerOrganizationId, owner),
        eq(orderGroups.status, "Draft"),
        eq(orderGroups.updatedAt, readAt),
        also,
      ),
    );

/** How many orders are in group `id`, in SQL. */
const memberCount = (id: number) => sql`(SELECT count(*) FROM ${orders} WHERE ${orders.orderGroupId} = ${id})`;

// ---------------------------------------------------------------------------
// Create, list, rename, delete
// ---------------------------------------------------------------------------

/** The newest group: the one a Create Order Group batch inserted, when it did (AUTOINCREMENT ids only grow; a batch is one transaction). */
const NEW_GROUP = sql`(SELECT max(${orderGroups.id}) FROM ${orderGroups})`;

/**
 * The group a Create Order Group request made, for its `Idempotency-Key`'s
 * mark (in the claim's UPDATE, whose row is `idempotency_keys`): the newest
 * group, when its organization made it since the claim; null when this
 * request's insert was refused.
 */
export const newOrderGroupId = sql`(SELECT g.id FROM ${orderGroups} g WHERE g.id = ${NEW_GROUP}
  AND g.owner_organization_id = ${idempotencyKeys.organizationId} AND g.created_at >= ${idempotencyKeys.createdAt})`;

/**
 * A new group of the caller's organization (only an agency's keys make one:
 * a group holds orders, which only agencies send), with the drafts of
 * `OrderIDs` in it. Reads the orders named, checks each may join
 * (`joinErrors`: one 422 names them all), then one batch: the group, made only
 * if every order is still as read, and the orders put in it; then the answer
 * from what was read (each order's UpdatedAt now this moment). Two round
 * trips (one without orders).
 */
export async function createOrderGroup(c: Context<AppEnv>, body: v.InferOutput<typeof OrderGroupInput>) {
  const principal = principalOf(c);
  requireSender(principal, "order");
  const db = c.var.db;
  const owner = principal.organizationId;
  const ids = body.OrderIDs;
  const named = async () => (ids.length === 0 ? [] : (await read(db, { named: ordersQuery(c, jsonList(ids)) })).named);
  const before = await named();
  const errors = joinErrors(c, ids, before);
  if (errors.length > 0) throw joinRefusal(errors);

  const at = new Date().toISOString();
  const token = newWriteToken();
  const made = await write(db, {
    group: db
      .insert(orderGroups)
      // In the table's column order: id, owner, name, status, created_at, updated_at, published_at, write_token.
      .select(
        sql`SELECT NULL, ${owner}, ${body.Name}, 'Draft', ${at}, ${at}, NULL, ${token} WHERE ${stillAsRead(before, owner, null)}`,
      )
      .returning(),
    joined:
      ids.length === 0
        ? undefined
        : db
            .update(orders)
            .set({ orderGroupId: NEW_GROUP, updatedAt: at })
            .where(and(sql`${orders.id} IN ${jsonList(ids)}`, groupStamped(NEW_GROUP, token))),
    claim: claimWritten(c),
  });
  const [group] = made.group;
  if (!group) {
    // An order changed between the read and the write: the same rules on what it is now say how.
    const now = joinErrors(c, ids, await named());
    if (now.length > 0) throw joinRefusal(now);
    throw new Problem("conflict", "An order named changed meanwhile; try again.");
  }
  c.header("Location", `${ORDER_GROUPS_PATH}/${group.id}`);
  return groupRecord(group, shown(before.map((row) => ({ ...row, updatedAt: at }))));
}

/** The answer of Create Order Group again, read back from the group it made (`OperationDef.idempotency`). */
export async function createdOrderGroupAgain(c: Context<AppEnv>, id: number) {
  c.header("Location", `${ORDER_GROUPS_PATH}/${id}`);
  return orderGroupDetail(c, id);
}

/** A page of the caller's organization's groups, newest UpdatedAt first, keyset on (updated_at, id) along its index. */
export async function listOrderGroups(c: Context<AppEnv>, query: v.InferOutput<typeof OrderGroupListQuery>) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const rows = await retried(() =>
    c.var.db
      .select({
        ...GROUP_COLUMNS,
        orderIds:
          // Aliased: a one-table select names its columns bare, which the subquery would take for its own.
          sql<string>`(SELECT json_group_array(m.id) FROM (SELECT o.id FROM ${orders} o WHERE o.order_group_id = ${orderGroups}.id AND o.cancelled_at IS NULL ORDER BY o.id) m)`.as(
            "order_ids",
          ),
      })
      .from(orderGroups)
      .where(
        and(
          eq(orderGroups.ownerOrganizationId, principalOf(c).organizationId),
          query.status === undefined ? undefined : eq(orderGroups.status, query.status),
          after === undefined ? undefined : olderThan(orderGroups.updatedAt, orderGroups.id, after[0], after[1]),
        ),
      )
      .orderBy(desc(orderGroups.updatedAt), desc(orderGroups.id))
      .limit(limit + 1),
  );
  return paginate(c, rows, limit, (row) => [row.updatedAt, row.id]).map((row) => ({
    OrderGroupID: row.id,
    Name: row.name,
    Status: row.status,
    OrderIDs: JSON.parse(row.orderIds) as number[],
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    PublishedAt: row.publishedAt,
  }));
}

/** A new name, in any status: one round trip (the rename, then the group read back). */
export async function renameOrderGroup(c: Context<AppEnv>, id: number, name: string) {
  const db = c.var.db;
  const at = new Date().toISOString();
  const done = await write(db, {
    renamed: db
      .update(orderGroups)
      .set({ name, updatedAt: at })
      .where(and(eq(orderGroups.id, id), eq(orderGroups.ownerOrganizationId, principalOf(c).organizationId))),
    group: groupQuery(c.var.db, principalOf(c).organizationId, id),
    members: groupOrdersQuery(c, id),
  });
  if (done.renamed.meta.changes === 0) throw groupNotFound(id);
  return groupRecord(found(done.group, id), shown(done.members));
}

/** The orders of group `id` with their status, for the delete's rule: a query for a batch. */
const memberStates = (c: Context<AppEnv>, id: number) =>
  c.var.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.orderGroupId, id))
    .orderBy(asc(orders.id));

/** Deleted only while every order in it is a draft (so never once published); else 409. */
function requireDeletable(group: GroupRow, members: { id: number; status: string }[]) {
  const published = members.find((m) => m.status !== "Draft");
  if (group.status !== "Draft" || published) {
    const why = published ? `its order ${published.id} is ${published.status}` : `it is ${group.status}`;
    throw new Problem(
      "conflict",
      `Order group ${group.id} cannot be deleted: ${why}. A group is deleted only while every order in it is a draft.`,
    );
  }
}

/**
 * Deletes a group while every order in it is a draft: its orders stay, out of
 * any group. One batch: the group stamped if still as read (its orders all
 * drafts), its orders taken out, the group deleted.
 */
export async function deleteOrderGroup(c: Context<AppEnv>, id: number) {
  const db = c.var.db;
  const owner = principalOf(c).organizationId;
  const check = async () => {
    const got = await read(db, {
      group: groupQuery(c.var.db, principalOf(c).organizationId, id),
      members: memberStates(c, id),
    });
    const group = found(got.group, id);
    requireDeletable(group, got.members);
    return { group, members: got.members };
  };
  const { group, members } = await check();
  const at = new Date().toISOString();
  const token = newWriteToken();
  const done = await write(db, {
    stamped: stampDraft(
      db,
      id,
      owner,
      group.updatedAt,
      at,
      token,
      sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.orderGroupId} = ${id} AND ${orders.status} <> 'Draft')`,
    ),
    released: db
      .update(orders)
      .set({ orderGroupId: null, updatedAt: at })
      .where(and(eq(orders.orderGroupId, id), groupStamped(id, token))),
    deleted: db.delete(orderGroups).where(and(eq(orderGroups.id, id), eq(orderGroups.writeToken, token))),
  });
  if (done.stamped.meta.changes === 0) {
    await check();
    throw new Problem("conflict", `Order group ${id} changed meanwhile; try again.`);
  }
  return { OrderGroupID: id, OrderIDs: members.map((m) => m.id), DeletedAt: at };
}

// ---------------------------------------------------------------------------
// An order put in, an order taken out
// ---------------------------------------------------------------------------

/** The group and one order (with its group and moment) in one batch, for the membership operations. */
const groupAndOrder = (c: Context<AppEnv>, id: number, orderId: number) =>
  read(c.var.db, {
    group: groupQuery(c.var.db, principalOf(c).organizationId, id),
    order: subjectQuery(c.var.db, principalOf(c), "order", orderId, {
      orderGroupId: orders.orderGroupId,
      inNoGroup: memberColumns.inNoGroup,
      updatedAt: orders.updatedAt,
    }),
    count: c.var.db.select({ n: sql<number>`count(*)` }).from(orders).where(eq(orders.orderGroupId, id)),
  });

/** Orders join and leave only a `Draft` group: a published one is the record of what went out together. */
function requireOpen(group: GroupRow, doing: string) {
  if (group.status !== "Draft") {
    throw new Problem(
      "conflict",
      `Order group ${group.id} is ${group.status}: its orders went out together and it no longer changes; ${doing}`,
    );
  }
}

/** A refusal's words as a problem's detail. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * The rules of Add Order to Group over what `groupAndOrder` read, in order:
 * the group is the caller's (404), the order one it may see (404) and owns
 * (403); the order in this group already is no change; the group a draft, the
 * order one that may join (`whyNotJoin`), the group not full (409).
 */
function mayJoin(c: Context<AppEnv>, id: number, orderId: number, before: Awaited<ReturnType<typeof groupAndOrder>>) {
  const group = found(before.group, id);
  const [seen] = before.order;
  requireOwner(visibleFrom(principalOf(c), "order", orderId, seen), "group");
  const row = seen as NonNullable<typeof seen>;
  if (row.orderGroupId === id) return { group, row, already: true };
  requireOpen(group, "put a later order in a new group.");
  const refusal = whyNotJoin(c, orderId, row);
  if (refusal) throw new Problem(refusal.status, sentence(refusal.message));
  if ((before.count[0]?.n ?? 0) >= MAX_GROUP_ORDERS) {
    throw new Problem("conflict", `Order group ${id} holds ${MAX_GROUP_ORDERS} orders, the most a group may.`);
  }
  return { group, row, already: false };
}

/**
 * Puts a draft of the caller's into a draft group (an order is in one group
 * at most). Already in it: nothing changes (one round trip). Else one batch:
 * the group stamped if it and the order are still as read (and it has room),
 * the order put in it (its UpdatedAt moves too), the group read back.
 */
export async function addOrderToGroup(c: Context<AppEnv>, id: number, orderId: number) {
  const db = c.var.db;
  const owner = principalOf(c).organizationId;
  const { group, row, already } = mayJoin(c, id, orderId, await groupAndOrder(c, id, orderId));
  if (already) return orderGroupDetail(c, id);
  const at = new Date().toISOString();
  const token = newWriteToken();
  const done = await write(db, {
    stamped: stampDraft(
      db,
      id,
      owner,
      group.updatedAt,
      at,
      token,
      and(stillAsRead([row], owner, null), sql`${memberCount(id)} < ${MAX_GROUP_ORDERS}`),
    ),
    joined: db
      .update(orders)
      .set({ orderGroupId: id, updatedAt: at })
      .where(and(eq(orders.id, orderId), groupStamped(id, token))),
    group: groupQuery(c.var.db, principalOf(c).organizationId, id),
    members: groupOrdersQuery(c, id),
  });
  if (done.stamped.meta.changes === 0) {
    const again = mayJoin(c, id, orderId, await groupAndOrder(c, id, orderId));
    if (again.already) return orderGroupDetail(c, id);
    throw new Problem("conflict", `Order group ${id} or order ${orderId} changed meanwhile; try again.`);
  }
  return groupRecord(found(done.group, id), shown(done.members));
}

/** The rules of Remove Order from Group: the order is in this group (else 404), the group still a draft (else 409). */
function mayLeave(c: Context<AppEnv>, id: number, orderId: number, before: Awaited<ReturnType<typeof groupAndOrder>>) {
  const group = found(before.group, id);
  const [row] = before.order;
  visibleFrom(principalOf(c), "order", orderId, row);
  if (!row || row.orderGroupId !== id) {
    throw new Problem("not_found", `Order ${orderId} is not in order group ${id}.`);
  }
  requireOpen(group, "its orders stay in it.");
  return { group, row };
}

/**
 * Takes an order out of a draft group; it stays a draft, in no group. One
 * batch: the group stamped if it and the order are still as read, the order
 * taken out (its UpdatedAt moves too), the group read back.
 */
export async function removeOrderFromGroup(c: Context<AppEnv>, id: number, orderId: number) {
  const db = c.var.db;
  const owner = principalOf(c).organizationId;
  const { group, row } = mayLeave(c, id, orderId, await groupAndOrder(c, id, orderId));
  const at = new Date().toISOString();
  const token = newWriteToken();
  const done = await write(db, {
    stamped: stampDraft(
      db,
      id,
      owner,
      group.updatedAt,
      at,
      token,
      sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.orderGroupId} = ${id} AND ${orders.updatedAt} = ${row.updatedAt})`,
    ),
    left: db
      .update(orders)
      .set({ orderGroupId: null, updatedAt: at })
      .where(and(eq(orders.id, orderId), eq(orders.orderGroupId, id), groupStamped(id, token))),
    group: groupQuery(c.var.db, principalOf(c).organizationId, id),
    members: groupOrdersQuery(c, id),
  });
  if (done.stamped.meta.changes === 0) {
    mayLeave(c, id, orderId, await groupAndOrder(c, id, orderId));
    throw new Problem("conflict", `Order group ${id} or order ${orderId} changed meanwhile; try again.`);
  }
  return groupRecord(found(done.group, id), shown(done.members));
}

// ---------------------------------------------------------------------------
// The group's proof of delivery
// ---------------------------------------------------------------------------

/**
 * The proof of delivery rows of every order of the group (an order deleted
 * after publish left out), by OrderID, FileID, then OrganizationID, a page at
 * a time, keyset on those three along deliveries_order_idx; the group read in
 * the same batch decides whether any is shown. One round trip.
 */
export async function groupProofOfDelivery(
  c: Context<AppEnv>,
  id: number,
  query: v.InferOutput<typeof OrderGroupProofOfDeliveryQuery>,
) {
  const db = c.var.db;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = idsAfter(query.cursor, 3);
  const got = await read(db, {
    group: groupQuery(c.var.db, principalOf(c).organizationId, id),
    rows: proofOfDeliveryRows(
      db,
      and(
        sql`${deliveries.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderGroupId} = ${id})`,
        eq(deliveries.ownerOrganizationId, principalOf(c).organizationId),
        isNull(deliveries.subjectCancelledAt),
        query.status === undefined ? undefined : eq(deliveries.status, query.status),
        after === undefined
          ? undefined
          : sql`(${deliveries.orderId}, ${deliveries.fileId}, ${deliveries.organizationId}) > (${after[0]}, ${after[1]}, ${after[2]})`,
      ),
    )
      .orderBy(asc(deliveries.orderId), asc(deliveries.fileId), asc(deliveries.organizationId))
      .limit(limit + 1),
  });
  found(got.group, id);
  return paginate(c, got.rows, limit, (row) => [row.OrderID, row.FileID, row.OrganizationID]).map(asProofOfDelivery);
}
