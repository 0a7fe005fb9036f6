/**
 * Publish Order Group (contract section 18): every order of a draft group
 * published in one step, all or none, by the parts Publish Order is made of
 * (./lifecycle.publish.ts): the same reads, the same rules (each
 * order's errors named under `Orders[i].`), the same statements of its write.
 *
 * One read batch: the group and its orders' rows, files and destinations. One
 * write batch (one transaction): its first statement stamps the group
 * Published at this request's moment only if the group and every order in it
 * are still exactly as read (the group's `updated_at`, which every membership
 * change moves; each order's `updated_at`, still a draft, still in it; none
 * more), with this request's token (`write_token`); every later statement
 * applies only to a group carrying that token. So of two concurrent publishes
 * one wins and nothing is published twice, even in one millisecond, and a
 * failure anywhere in the batch publishes nothing.
 */

import { and, eq, type SQL, sql } from "drizzle-orm";
import { read, write } from "../../db/batch";
import { orderGroups, orders } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { Principal } from "../../env";
import type { Caller } from "../../http/caller";
import { Problem, validationProblem } from "../../http/problems";
import { lateKeys } from "../compliance/compliance.rules";
import { newDeliveries } from "../deliveries/deliveries.store";
import { publishedEntries } from "../ingest/ingest.entries";
import { flightWarnings, offlineWarnings } from "../subjects/subjects.rules";
import { markPublished, stillTheDraft } from "../subjects/subjects.store";
import type { Emission } from "../webhooks/webhooks.events";
import { outbox } from "../webhooks/webhooks.events";
import { publishedEvents } from "./lifecycle.events";
import {
  found,
  type GroupRow,
  groupQuery,
  groupRecord,
  groupStamped,
  memberColumns,
  membersOf,
  newWriteToken,
  orderInGroup,
} from "./lifecycle.groups";
import {
  publishErrors,
  publishLate,
  publishReads,
  publishWarnings,
  readOf,
  requirePublishable,
  sendPublished,
} from "./lifecycle.publish";

/** The group and what publishing reads of its orders: one batch. */
const groupReads = (caller: Caller, id: number) => ({
  group: groupQuery(caller.db, caller.principal.organizationId, id),
  ...publishReads(caller, "order", membersOf(id), memberColumns),
});

type GroupRead = Awaited<ReturnType<typeof read<ReturnType<typeof groupReads>>>>;

/**
 * The rules of a group's publish over what `groupReads` read: the group is
 * the caller's (404), a draft (409: a group is published once) with orders
 * (409); each order is publishable as Publish Order says (`requirePublishable`),
 * then every error of every order (`publishErrors`) in one 422, each named
 * under its order, `Orders[i].Files[0]`. Answers the group and its orders.
 */
function publishable(principal: Principal, id: number, before: GroupRead, now: Date) {
  const group = found(before.group, id);
  if (group.status !== "Draft") {
    throw new Problem(
      "conflict",
      `Order group ${id} is ${group.status} (at ${group.publishedAt}): a group is published once. Put a later order in a new group.`,
    );
  }
  const members = before.subjects;
  if (members.length === 0) {
    throw new Problem("conflict", `Order group ${id} has no orders to publish; add its orders first.`);
  }
  members.forEach((row, i) => {
    try {
      requirePublishable(principal, "order", row.id, row);
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      throw new Problem(error.code, `Order group ${id}, Orders[${i}]: ${error.detail}`);
    }
  });
  const errors = members.flatMap((row, i) =>
    publishErrors("order", row.id, readOf(before, row.id, now)).map((e) => ({
      ...e,
      field: `Orders[${i}].${e.field}`,
    })),
  );
  if (errors.length > 0) {
    throw validationProblem(
      errors,
      `Order group ${id} is not published: ` +
        `${errors.length === 1 ? "an order breaks" : `${errors.length} fields of its orders break`} a rule ` +
        `(${errors.map((e) => e.field).join(", ")}). Nothing was published.`,
    );
  }
  return { group, members };
}

/**
 * That group `id` is still exactly as read: its `updated_at`, still a draft
 * of `owner`'s, holding exactly the orders `members` (each its own moment,
 * still a live draft of `owner`'s, still in this group), none more.
 */
function stillAsRead(group: GroupRow, members: { id: number; updatedAt: string }[], owner: number): SQL | undefined {
  const asRead = JSON.stringify(members.map((m) => ({ id: m.id, updatedAt: m.updatedAt })));
  const unchanged = and(
    stillTheDraft("order", sql`r.value ->> 'id'`, sql`r.value ->> 'updatedAt'`, owner),
    eq(orders.orderGroupId, group.id),
  );
  return and(
    eq(orderGroups.id, group.id),
    eq(orderGroups.ownerOrganizationId, owner),
    eq(orderGroups.status, "Draft"),
    eq(orderGroups.updatedAt, group.updatedAt),
    sql`(SELECT count(*) FROM ${orders} WHERE ${orders.orderGroupId} = ${group.id}) = ${members.length}`,
    sql`NOT EXISTS (SELECT 1 FROM json_each(${asRead}) r WHERE NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${unchanged}))`,
  );
}

/** `ordergroup.published`, to the group's owner, when this batch published it (it carries the batch's `token`). */
const groupPublishedEvent = (id: number, orderIds: number[], token: string): Emission => ({
  type: "ordergroup.published",
  to: sql`SELECT ${orderGroups.ownerOrganizationId} AS organization_id FROM ${orderGroups} WHERE ${orderGroups.id} = ${id} AND ${orderGroups.writeToken} = ${token}`,
  data: sql`(SELECT json_object('OrderGroupID', g.id, 'Name', g.name, 'Status', g.status, 'PublishedAt', g.published_at, 'OrderIDs', json(${JSON.stringify(orderIds)}))
    FROM ${orderGroups} g WHERE g.id = ${id})`,
});

/**
 * Publishes every order of a draft group in one step (see the module
 * comment): two round trips, a third only to word a refusal found by the
 * write. Its deliveries are then queued and its events sent: each order's
 * `order.published` and `order.received`, as a single publish sends them, and
 * one `ordergroup.published`. The answer: the group, its orders as read and
 * now published, each with its warnings (as Publish Order computes them).
 */
export async function publishOrderGroup(caller: Caller, id: number) {
  const { db, principal } = caller;
  const owner = principal.organizationId;
  const now = new Date();
  const at = now.toISOString();
  const before = await read(db, groupReads(caller, id));
  const { group, members } = publishable(principal, id, before, now);
  const ids = members.map((m) => m.id);
  // Each order's part of what was read, and the files and stations its publish reaches late: worked out once.
  const reads = new Map(
    ids.map((m) => {
      const mine = readOf(before, m, now);
      return [m, { ...mine, late: publishLate("order", mine, now) }];
    }),
  );
  const token = newWriteToken();
  const stamp = groupStamped(id, token);

  const done = await write(db, {
    stamped: db
      .update(orderGroups)
      .set({ status: "Published", publishedAt: at, updatedAt: at, writeToken: token })
      .where(stillAsRead(group, members, owner)),
    published: markPublished(db, "order", and(sql`${orders.id} IN ${jsonList(ids)}`, stamp), at),
    deliveries: newDeliveries(
      db,
      "order",
      ids,
      at,
      stamp,
      ids.flatMap((m) => lateKeys(reads.get(m)!.late)),
    ),
    ingestEntries: publishedEntries(db, "order", ids, at, stamp),
    ...outbox(db, [...publishedEvents("order", ids, at, stamp), groupPublishedEvent(id, ids, token)], at),
  });
  if (done.stamped.meta.changes === 0) {
    // Changed since it was read: the same rules on what it is now say how.
    publishable(principal, id, await read(db, groupReads(caller, id)), now);
    throw new Problem("conflict", `Order group ${id} changed meanwhile; try again.`);
  }
  await sendPublished(caller, done, `order group ${id}`);

  const published = { ...group, status: "Published" as const, updatedAt: at, publishedAt: at };
  return groupRecord(
    published,
    members.map((row) => {
      const read = reads.get(row.id)!;
      const order = { ...row, status: "Published" as const, updatedAt: at, publishedAt: at };
      return {
        ...orderInGroup(order, read.files.length, read.destinations.length),
        Warnings: [
          ...flightWarnings(row, now),
          ...offlineWarnings(read.destinations),
          ...publishWarnings("order", read, read.late),
        ],
      };
    }),
  );
}
