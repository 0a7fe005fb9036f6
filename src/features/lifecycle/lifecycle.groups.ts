/**
 * Order groups as the lifecycle knows them (contract section 18): the group's row and its orders' rows, the
 * write token a group write stamps, and the group rule, declared once: an order in a group goes out with it.
 * Publish Order refuses such an order alone; Publish Order Group (./lifecycle.publish-group.ts) sends them all.
 */
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderGroups, orders } from "../../db/schema";
import { Problem } from "../../http/problems";
import type { SubjectRow } from "../subjects/subjects";
import type { Fits } from "./lifecycle.publish";

export const ORDER_GROUPS_PATH = "/api/v1/ad/ordergroups";

export const groupNotFound = (id: number) =>
  new Problem("not_found", `There is no order group ${id}, or it is not visible to this API key.`);

/** What a group's record shows of its row. */
export const GROUP_COLUMNS = {
  id: orderGroups.id,
  name: orderGroups.name,
  status: orderGroups.status,
  createdAt: orderGroups.createdAt,
  updatedAt: orderGroups.updatedAt,
  publishedAt: orderGroups.publishedAt,
};

/** The group `id` when the organization `owner` (the caller's) owns it (only its owner sees a group): a query for a read batch. */
export const groupQuery = (db: Db, owner: number, id: number) =>
  db
    .select(GROUP_COLUMNS)
    .from(orderGroups)
    .where(and(eq(orderGroups.id, id), eq(orderGroups.ownerOrganizationId, owner)));

export type GroupRow = Awaited<ReturnType<typeof groupQuery>>[number];

/**
 * The group rule, declared once, in SQL over an order's row: an order in an
 * order group goes out with its group, all its orders at once (contract
 * section 18), so only an order in no group is published alone or joins a
 * group. Reads take it as a column; writes re-assert it in their WHERE.
 */
export const IN_NO_GROUP = isNull(orders.orderGroupId);

/**
 * `IN_NO_GROUP` for Publish Order (`publishSubject`'s `fits`): read with the
 * order, and again in its write's WHERE, so that an order put in a group after
 * the read (even in the same millisecond, its `updated_at` then unchanged) is
 * not published alone; refused with a 409 that says what to do.
 */
export const publishedAlone: Fits = {
  holds: IN_NO_GROUP,
  columns: { orderGroupId: orders.orderGroupId },
  refusal: (order) => {
    const group = `${ORDER_GROUPS_PATH}/${order.orderGroupId}`;
    return new Problem(
      "conflict",
      `Order ${order.id} is in order group ${order.orderGroupId}: its orders go out together (PUT ` +
        `${group}/publish). To publish it alone, take it out of the group first (DELETE ${group}/orders/${order.id}).`,
    );
  },
};

/** The group's row read, or 404. */
export function found(rows: GroupRow[], id: number): GroupRow {
  const [group] = rows;
  if (!group) throw groupNotFound(id);
  return group;
}

/** The orders in group `id`, as SQL of their ids (a subject list for `subjectQuery`, `publishReads`). */
export const membersOf = (id: number): SQL =>
  sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderGroupId} = ${id})`;

/** What an order of a group shows of its row besides what `subjectQuery` reads of every subject. */
export const memberColumns = {
  orderType: orders.orderType,
  advertiser: orders.advertiser,
  brand: orders.brand,
  product: orders.product,
  priority: orders.priority,
  flightStartDate: orders.flightStartDate,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  publishedAt: orders.publishedAt,
  orderGroupId: orders.orderGroupId,
  /** `IN_NO_GROUP`, as read: 1 when the order is in no group. */
  inNoGroup: sql<number>`${IN_NO_GROUP}`.as("in_no_group"),
};

export type MemberRow = SubjectRow & {
  orderType: "Spot" | "LongForm";
  advertiser: string;
  brand: string | null;
  product: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

/** An order of a group as the group shows it: its Order List row (the owner sees all its destinations). */
export const orderInGroup = (row: MemberRow, fileCount: number, destinationCount: number) => ({
  OrderID: row.id,
  OrderType: row.orderType,
  Status: row.status,
  Advertiser: row.advertiser,
  Brand: row.brand,
  Product: row.product,
  CreatedBy: row.ownerName,
  CreatedAt: row.createdAt,
  UpdatedAt: row.updatedAt,
  PublishedAt: row.publishedAt,
  FileCount: fileCount,
  DestinationCount: destinationCount,
});

/** The group record. */
export const groupRecord = <O>(group: GroupRow, orderList: O[]) => ({
  OrderGroupID: group.id,
  Name: group.name,
  Status: group.status,
  Orders: orderList,
  CreatedAt: group.createdAt,
  UpdatedAt: group.updatedAt,
  PublishedAt: group.publishedAt,
});

/** A write's token, for the group its first statement stamps (`write_token`, schema.ts says why). */
export const newWriteToken = () => crypto.randomUUID();

/** That group `id` carries this write's `token`: the batch's first statement applied. */
export const groupStamped = (id: number | SQL, token: string) =>
  sql`EXISTS (SELECT 1 FROM ${orderGroups} WHERE ${orderGroups.id} = ${id} AND ${orderGroups.writeToken} = ${token})`;
