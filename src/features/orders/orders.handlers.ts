/**
 * Advertising orders: create (spot or long form), read, read with its
 * destinations and deliveries, delete (a draft is removed, a later order
 * cancelled), and publish (Draft to Published, one delivery per file and
 * destination, atomically). Visibility: `visibleSubject` (contract section 2).
 */
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Context } from "hono";
import * as v from "valibot";
import { prepared } from "../../db/prepared";
import { deliveries, destinations, files, orders, organizations } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { validationProblem } from "../../http/problems";
import { toFieldErrors } from "../../http/validation";
import { notFound, subjectRead, visibleFrom } from "../subjects/subjects";
import {
  deleteSubject,
  destinationsListed,
  insertDestinations,
  insertFiles,
  newSubjectId,
  organizationsListed,
  publishSubject,
  replaceDraft,
  requireSender,
  visibleDestinations,
} from "../subjects/subjects.lifecycle";
import { listSubjects, subjectListPage } from "../subjects/subjects.list";
import { destinationsKnown, offlineWarnings } from "../subjects/subjects.rules";
import { flightWarnings } from "./orders.rules";
import { LongFormOrderInput, type OrderFile, type OrderInputData, type OrderListQuery } from "./orders.schemas";

type OrderRow = typeof orders.$inferSelect;
type FileRecord = v.InferOutput<typeof OrderFile>;

/**
 * What an order's reads select along with its subject (`subjectRead`,
 * one statement): the order's own columns besides the subject's (id, owner,
 * status), and its files as one JSON array (`filesOf`).
 */
const { id: _id, ownerOrganizationId: _owner, status: _status, ...orderColumns } = getTableColumns(orders);
const withFiles = {
  ...orderColumns,
  fileList:
    sql<string>`(SELECT json_group_array(json_object('FileID', id, 'AdID', ad_id, 'Title', title, 'Length', length_seconds, 'Format', format)) FROM (SELECT ${files.id} AS id, ${files.adId} AS ad_id, ${files.title} AS title, ${files.lengthSeconds} AS length_seconds, ${files.format} AS format FROM ${files} WHERE ${files.orderId} = ${orders.id} ORDER BY ${files.position}, ${files.id}))`.as(
      "file_list",
    ),
};
/** The order as a subject, with its row and its files: one statement. */
const orderWithFiles = subjectRead("order", withFiles);
const filesOf = (row: { fileList: string }) => JSON.parse(row.fileList) as FileRecord[];

/** An order's row in the order list (`CreatedBy` the owner, which the list joins); `subjectListPage` adds the counts. */
const orderSummary = {
  OrderID: orders.id,
  OrderType: orders.orderType,
  Status: orders.status,
  Advertiser: orders.advertiser,
  Brand: orders.brand,
  Product: orders.product,
  CreatedBy: organizations.name,
  CreatedAt: orders.createdAt,
  UpdatedAt: orders.updatedAt,
  PublishedAt: orders.publishedAt,
};

/** The order record; `destinations` are what the caller may see of them. */
function orderRecord<D>(row: OrderRow, fileRecords: FileRecord[], createdBy: string, destinationList: D) {
  return {
    OrderID: row.id,
    OrderType: row.orderType,
    Status: row.status,
    Advertiser: row.advertiser,
    Brand: row.brand,
    Product: row.product,
    PurchaseOrder: row.purchaseOrder,
    Priority: row.priority,
    FlightStartDate: row.flightStartDate,
    FlightEndDate: row.flightEndDate,
    TrafficInstructions: row.trafficInstructions,
    ProgramTitle: row.programTitle,
    Episode: row.episode,
    Files: fileRecords,
    Destinations: destinationList,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    PublishedAt: row.publishedAt,
    CreatedBy: createdBy,
  };
}

/** The order a Create Order batch inserted: the idempotency mark's ref. */
export const newOrderId = newSubjectId("order");
type OrderValues = {
  orderType: OrderRow["orderType"];
  ownerOrganizationId: number;
  createdByKeyId: number;
  advertiser: string;
  brand: string | null;
  product: string | null;
  purchaseOrder: string | null;
  priority: OrderRow["priority"];
  flightStartDate: string | null;
  flightEndDate: string | null;
  trafficInstructions: string | null;
  programTitle: string | null;
  episode: string | null;
  at: string;
};

/** The columns an order input gives (but the long form's own), for a new draft or a replaced one. */
const orderFields = (body: OrderInputData) => ({
  advertiser: body.Advertiser,
  brand: body.Brand ?? null,
  product: body.Product ?? null,
  purchaseOrder: body.PurchaseOrder ?? null,
  priority: body.Priority,
  flightStartDate: body.FlightStartDate ?? null,
  flightEndDate: body.FlightEndDate ?? null,
  trafficInstructions: body.TrafficInstructions ?? null,
});

/** A draft's row; answers the row. */
const insertOrder = prepared<OrderValues>()((db, p) =>
  db
    .insert(orders)
    .values({
      orderType: p.orderType,
      status: "Draft",
      ownerOrganizationId: p.ownerOrganizationId,
      createdByKeyId: p.createdByKeyId,
      advertiser: p.advertiser,
      brand: p.brand,
      product: p.product,
      purchaseOrder: p.purchaseOrder,
      priority: p.priority,
      flightStartDate: p.flightStartDate,
      flightEndDate: p.flightEndDate,
      trafficInstructions: p.trafficInstructions,
      programTitle: p.programTitle,
      episode: p.episode,
      createdAt: p.at,
      updatedAt: p.at,
    })
    .returning(),
);

/**
 * Creates a draft with its files and destinations in one batch: a failure
 * leaves nothing behind. The batch first checks that every destination is a
 * destination organization (left to it by `orderInputRules`): when not, it is
 * rolled back and the answer is the 422 the rules would have given.
 */
export async function createOrder(c: Context<AppEnv>, orderType: OrderRow["orderType"], body: OrderInputData) {
  const principal = principalOf(c);
  requireSender(principal, "order");
  const db = c.var.db;
  const now = new Date();
  const at = now.toISOString();
  const fileInputs = body.Files.map((f) => ({ AdID: f.AdID, Title: f.Title, Length: f.Length, Format: f.Format }));
  const listed = { destinations: JSON.stringify(body.Destinations) };
  const [, [order], insertedFiles, , destinationRows] = await destinationsKnown.enforce(
    db,
    listed,
    db.batch([
      destinationsKnown.guard(db, listed),
      insertOrder(db, {
        orderType,
        ownerOrganizationId: principal.organizationId,
        createdByKeyId: principal.keyId,
        ...orderFields(body),
        programTitle: body.ProgramTitle ?? null,
        episode: body.Episode ?? null,
        at,
      }),
      insertFiles.order(db, { files: JSON.stringify(fileInputs), at }),
      insertDestinations.order(db, listed),
      organizationsListed(db, listed),
    ]),
  );
  if (!order) throw new Error("the order insert returned no row");
  const fileIds = new Map(insertedFiles.map((f) => [f.position, f.id]));
  const byId = new Map(destinationRows.map((d) => [d.id, d]));
  const warnings = [
    ...flightWarnings(order, now),
    ...offlineWarnings(body.Destinations.map((id) => byId.get(id) ?? { id, name: null, status: null })),
  ];
  c.header("Location", `/api/v1/ad/orders/${order.id}`);
  return {
    ...orderRecord(
      order,
      fileInputs.map((f, i) => ({ FileID: fileIds.get(i) ?? 0, ...f })),
      principal.organizationName,
      body.Destinations,
    ),
    Warnings: warnings,
  };
}

/** Who may see it and what it holds, read in one batch (one D1 round trip); shown only once visible. */
export async function orderDetail(c: Context<AppEnv>, orderId: number) {
  const [row] = await orderWithFiles(c, orderId);
  const access = visibleFrom(c, "order", orderId, row);
  if (!row) throw notFound("order", orderId);
  return orderRecord(row, filesOf(row), access.subject.ownerName, visibleDestinations(access));
}

/**
 * The answer of Create Order again, read back from the order it created
 * (`OperationDef.idempotency`: a retry after a crash that lost the answer);
 * its warnings as they stand now.
 */
export async function createdOrderAgain(c: Context<AppEnv>, orderId: number) {
  const [[row], destinationRows] = await c.var.db.batch([
    orderWithFiles(c, orderId),
    destinationsListed(c, "order", orderId),
  ]);
  const access = visibleFrom(c, "order", orderId, row);
  if (!row) throw notFound("order", orderId);
  c.header("Location", `/api/v1/ad/orders/${orderId}`);
  return {
    ...orderRecord(row, filesOf(row), access.subject.ownerName, access.subject.destinationIds),
    Warnings: [...flightWarnings(row, new Date()), ...offlineWarnings(destinationRows)],
  };
}

/** An order's destination organizations. */
const destinationOrganizations = prepared<{ orderId: number }>()((db, p) =>
  db
    .select({
      OrganizationID: organizations.id,
      Name: organizations.name,
      DisplayName: organizations.displayName,
      Type: organizations.type,
      Status: organizations.status,
    })
    .from(destinations)
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .where(eq(destinations.orderId, p.orderId)),
);

/** An order's deliveries, in the order of its files. */
const deliveriesByFile = prepared<{ orderId: number }>()((db, p) =>
  db
    .select({
      organizationId: deliveries.organizationId,
      FileID: deliveries.fileId,
      AdID: sql<string>`${files.adId}`,
      Status: deliveries.status,
      StatusDate: deliveries.statusDate,
      DeliveredAt: deliveries.deliveredAt,
    })
    .from(deliveries)
    .innerJoin(files, eq(files.id, deliveries.fileId))
    .where(eq(deliveries.orderId, p.orderId))
    .orderBy(asc(files.position), asc(files.id)),
);

/**
 * The order with each destination and its deliveries, read with the subject in
 * one batch (one D1 round trip): every destination of the order is read, then
 * only those the caller may see are shown.
 */
export async function orderWithDestinations(c: Context<AppEnv>, orderId: number) {
  const db = c.var.db;
  const [[row], organizationRows, deliveryRows] = await db.batch([
    orderWithFiles(c, orderId),
    destinationOrganizations(db, { orderId }),
    deliveriesByFile(db, { orderId }),
  ]);
  const access = visibleFrom(c, "order", orderId, row);
  if (!row) throw notFound("order", orderId);
  const ids = visibleDestinations(access);
  const byId = new Map(organizationRows.map((o) => [o.OrganizationID, o]));
  const destinationList = ids.map((id) => ({
    OrganizationID: id,
    Name: byId.get(id)?.Name ?? null,
    DisplayName: byId.get(id)?.DisplayName ?? null,
    Type: byId.get(id)?.Type ?? null,
    Status: byId.get(id)?.Status ?? null,
    Deliveries: deliveryRows.filter((d) => d.organizationId === id).map(({ organizationId: _, ...d }) => d),
  }));
  return orderRecord(row, filesOf(row), access.subject.ownerName, destinationList);
}

/** Deletes the order (`deleteSubject`): a draft removed, a later order cancelled. */
export const deleteOrder = async (c: Context<AppEnv>, orderId: number) => ({
  OrderID: orderId,
  ...(await deleteSubject(c, "order", orderId)),
});

/** Publishes the draft (`publishSubject`); answers it with the warnings as they stand now. */
export async function publishOrder(c: Context<AppEnv>, orderId: number) {
  const { row, access, destinationRows, now } = await publishSubject(c, "order", orderId, orderWithFiles);
  return {
    ...orderRecord(
      row,
      filesOf(row),
      access.subject.ownerName,
      destinationRows.map((d) => d.id),
    ),
    Warnings: [...flightWarnings(row, now), ...offlineWarnings(destinationRows)],
  };
}

/**
 * Replaces the draft with a whole Create Order (or Long Form) input
 * (`replaceDraft`): the same rules and warnings, the order's type kept, so a
 * long form order's input must be one (ProgramTitle, files of at least 120
 * seconds), which `replaceInputRules` checked before.
 */
export async function replaceOrder(c: Context<AppEnv>, orderId: number, body: OrderInputData) {
  const db = c.var.db;
  const at = new Date().toISOString();
  const longForm = v.safeParse(LongFormOrderInput, body);
  const longFormErrors = longForm.success ? [] : toFieldErrors(longForm.issues);
  const { row, access, destinationRows } = await replaceDraft(
    c,
    "order",
    orderId,
    {
      update: db
        .update(orders)
        .set({
          ...orderFields(body),
          programTitle: sql`CASE WHEN ${orders.orderType} = 'LongForm' THEN ${body.ProgramTitle ?? null} END`,
          episode: sql`CASE WHEN ${orders.orderType} = 'LongForm' THEN ${body.Episode ?? null} END`,
          updatedAt: at,
        })
        .where(eq(orders.id, orderId)),
      files: body.Files.map((f) => ({ AdID: f.AdID, Title: f.Title, Length: f.Length, Format: f.Format })),
      destinations: body.Destinations,
      // A long form order stays one: its input must be a Create Long Form Order input.
      fits: {
        holds: longFormErrors.length === 0 ? sql`1` : sql`${orders.orderType} = 'Spot'`,
        refuse: async () => {
          if (longFormErrors.length === 0) return;
          const [order] = await db.select({ type: orders.orderType }).from(orders).where(eq(orders.id, orderId));
          if (order?.type === "LongForm") throw validationProblem(longFormErrors);
        },
      },
    },
    orderWithFiles,
  );
  return {
    ...orderRecord(row, filesOf(row), access.subject.ownerName, body.Destinations),
    Warnings: [...flightWarnings(row, new Date()), ...offlineWarnings(destinationRows)],
  };
}

// ---------------------------------------------------------------------------
// Order List (contract section 9)
// ---------------------------------------------------------------------------

/**
 * A page of the order list (../subjects/subjects.list.ts): the order's
 * summary, and the filters of orders alone, the advertiser and the Ad-ID
 * (along files_order_ad_id_idx).
 */
const orderListPage = subjectListPage<{ advertiser?: string; adId?: string }, typeof orderSummary>(
  "order",
  orderSummary,
  (p, has) => [
    has.advertiser ? sql`${orders.advertiser} = ${p.advertiser} COLLATE NOCASE` : undefined,
    has.adId
      ? sql`EXISTS (SELECT 1 FROM ${files} WHERE ${files.orderId} = ${orders.id} AND ${files.adId} = ${p.adId})`
      : undefined,
  ],
);

/** A page of the orders the caller may see (one D1 round trip). */
export const listOrders = (c: Context<AppEnv>, query: v.InferOutput<typeof OrderListQuery>) =>
  listSubjects(c, query, orderListPage, { advertiser: query.advertiser, adId: query.adID }, (row) => [
    row.UpdatedAt,
    row.OrderID,
  ]);
