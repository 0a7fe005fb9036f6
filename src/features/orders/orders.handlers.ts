/**
 * Advertising orders: create (spot or long form), read, read with its
 * destinations and deliveries, delete (a draft is removed, a later order
 * cancelled), and publish (Draft to Published, one delivery per file and
 * destination, atomically). Visibility: `visibleSubject` (contract section 2).
 */

import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Context } from "hono";
import * as v from "valibot";
import { read } from "../../db/batch";
import { deliveries, destinations, files, orders, organizations } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { callerOf } from "../../http/caller";
import { DEFAULT_LIMIT, paginate } from "../../http/pagination";
import { validationProblem } from "../../http/problems";
import { toFieldErrors } from "../../http/validation";
import { createSubject } from "../lifecycle/lifecycle.create";
import { deleteSubject } from "../lifecycle/lifecycle.delete";
import { publishedAlone } from "../lifecycle/lifecycle.groups";
import { publishSubject } from "../lifecycle/lifecycle.publish";
import { replaceDraft } from "../lifecycle/lifecycle.replace";
import { notFound, SUBJECT, subjectQuery, visibleDestinations, visibleFrom } from "../subjects/subjects";
import { listSubjects } from "../subjects/subjects.list";
import { flightWarnings, offlineWarnings } from "../subjects/subjects.rules";
import {
  destinationsOfSubject,
  newSubjectId,
  RIGHTS_JSON,
  rightsOfInput,
  withRights,
} from "../subjects/subjects.store";
import { LongFormOrderInput, type OrderFile, type OrderInputData, type OrderListQuery } from "./orders.schemas";

type OrderRow = typeof orders.$inferSelect;
type FileRecord = v.InferOutput<typeof OrderFile>;

/**
 * What an order's reads select along with its subject (`subjectQuery`, one
 * statement): the order's own columns besides the subject's (id, owner,
 * status), and its files as one JSON array (`filesOf`).
 */
const { id: _id, ownerOrganizationId: _owner, status: _status, ...orderColumns } = getTableColumns(orders);
const withFiles = {
  ...orderColumns,
  fileList:
    sql<string>`(SELECT json_group_array(json_object('FileID', id, 'AdID', ad_id, 'Title', title, 'Length', length_seconds, 'Format', format,
        'Rights', ${RIGHTS_JSON}))
      FROM (SELECT ${files.id} AS id, ${files.adId} AS ad_id, ${files.title} AS title, ${files.lengthSeconds} AS length_seconds, ${files.format} AS format,
          ${files.airStart} AS air_start, ${files.airEnd} AS air_end, ${files.rightsNotes} AS rights_notes
        FROM ${files} WHERE ${files.orderId} = ${orders.id} ORDER BY ${files.position}, ${files.id}))`.as("file_list"),
};
/** The order as a subject, with its row and its files: one statement. */
const orderQuery = (c: Context<AppEnv>, orderId: number) =>
  subjectQuery(c.var.db, principalOf(c), "order", orderId, withFiles);
const filesOf = (row: { fileList: string }) => withRights(JSON.parse(row.fileList) as FileRecord[]);

/** The order record; `destinations` are what the caller may see of them. */
function orderRecord<D>(
  row: Omit<OrderRow, "ownerOrganizationId" | "createdByKeyId" | "cancelledAt">,
  fileRecords: FileRecord[],
  createdBy: string,
  destinationList: D,
) {
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

const fileInputs = (body: OrderInputData) =>
  body.Files.map((f) => ({
    AdID: f.AdID,
    Title: f.Title,
    Length: f.Length,
    Format: f.Format,
    ...rightsOfInput(f.Rights),
  }));

/** Creates a draft (`createSubject`) of `orderType`; answers it with its FileIDs and the warnings. */
export async function createOrder(c: Context<AppEnv>, orderType: OrderRow["orderType"], body: OrderInputData) {
  const principal = principalOf(c);
  const at = new Date();
  const { row, files, destinationRows } = await createSubject(callerOf(c), "order", {
    row: c.var.db
      .insert(orders)
      .values({
        orderType,
        status: "Draft",
        ownerOrganizationId: principal.organizationId,
        ownerName: principal.organizationName,
        createdByKeyId: principal.keyId,
        ...orderFields(body),
        programTitle: body.ProgramTitle ?? null,
        episode: body.Episode ?? null,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
        // Its kept counts (contract section 21), written with the row: the batch inserts every file and destination.
        fileCount: body.Files.length,
        destinationCount: body.Destinations.length,
      })
      .returning(),
    files: fileInputs(body),
    destinations: body.Destinations,
  });
  c.header("Location", `${SUBJECT.order.path}/${row.id}`);
  return {
    ...orderRecord(row, files, principal.organizationName, body.Destinations),
    Warnings: [...flightWarnings(row, at), ...offlineWarnings(destinationRows)],
  };
}

/** Who may see it and what it holds: one statement. */
export async function orderDetail(c: Context<AppEnv>, orderId: number) {
  const { order } = await read(c.var.db, { order: orderQuery(c, orderId) });
  const [row] = order;
  const access = visibleFrom(principalOf(c), "order", orderId, row);
  if (!row) throw notFound("order", orderId);
  return orderRecord(row, filesOf(row), access.subject.ownerName, visibleDestinations(access));
}

/**
 * The answer of Create Order again, read back from the order it created
 * (`OperationDef.idempotency`: a retry after a crash that lost the answer);
 * its warnings as they stand now.
 */
export async function createdOrderAgain(c: Context<AppEnv>, orderId: number) {
  const db = c.var.db;
  const { order, destinationRows } = await read(db, {
    order: orderQuery(c, orderId),
    destinationRows: destinationsOfSubject(db, "order", orderId),
  });
  const [row] = order;
  const access = visibleFrom(principalOf(c), "order", orderId, row);
  if (!row) throw notFound("order", orderId);
  c.header("Location", `/api/v1/ad/orders/${orderId}`);
  return {
    ...orderRecord(row, filesOf(row), access.subject.ownerName, access.subject.destinationIds),
    Warnings: [...flightWarnings(row, new Date()), ...offlineWarnings(destinationRows)],
  };
}

/**
 * The order with each destination and its deliveries, read with the subject in
 * one batch (one D1 round trip): every destination of the order is read, then
 * only those the caller may see are shown.
 */
export async function orderWithDestinations(c: Context<AppEnv>, orderId: number) {
  const db = c.var.db;
  const { order, organizationRows, deliveryRows } = await read(db, {
    order: orderQuery(c, orderId),
    organizationRows: db
      .select({
        OrganizationID: organizations.id,
        Name: organizations.name,
        DisplayName: organizations.displayName,
        Type: organizations.type,
        Status: organizations.status,
      })
      .from(destinations)
      .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
      .where(eq(destinations.orderId, orderId)),
    // The deliveries alone, along deliveries_order_idx: their files' order and AdIDs are the order's file list's
    // (read with it), not a join and a sort in SQL (two rows read a delivery more; contract section 21's budget).
    deliveryRows: db
      .select({
        organizationId: deliveries.organizationId,
        FileID: deliveries.fileId,
        Status: deliveries.status,
        StatusDate: deliveries.statusDate,
        DeliveredAt: deliveries.deliveredAt,
      })
      .from(deliveries)
      .where(eq(deliveries.orderId, orderId)),
  });
  const [row] = order;
  const access = visibleFrom(principalOf(c), "order", orderId, row);
  if (!row) throw notFound("order", orderId);
  const ids = visibleDestinations(access);
  const byId = new Map(organizationRows.map((o) => [o.OrganizationID, o]));
  const fileList = filesOf(row);
  const place = new Map(fileList.map((file, i) => [file.FileID, i]));
  const inFileOrder = deliveryRows
    .filter((d) => place.has(d.FileID))
    .sort((a, b) => (place.get(a.FileID) as number) - (place.get(b.FileID) as number));
  const destinationList = ids.map((id) => ({
    OrganizationID: id,
    Name: byId.get(id)?.Name ?? null,
    DisplayName: byId.get(id)?.DisplayName ?? null,
    Type: byId.get(id)?.Type ?? null,
    Status: byId.get(id)?.Status ?? null,
    Deliveries: inFileOrder
      .filter((d) => d.organizationId === id)
      .map((d) => ({
        FileID: d.FileID,
        AdID: fileList[place.get(d.FileID) as number]?.AdID as string,
        Status: d.Status,
        StatusDate: d.StatusDate,
        DeliveredAt: d.DeliveredAt,
      })),
  }));
  return orderRecord(row, fileList, access.subject.ownerName, destinationList);
}

/** Deletes the order (`deleteSubject`): a draft removed, a later order cancelled. */
export const deleteOrder = async (c: Context<AppEnv>, orderId: number) => ({
  OrderID: orderId,
  ...(await deleteSubject(callerOf(c), "order", orderId)),
});

/**
 * Publishes the draft (`publishSubject`), unless it is in an order group (published with its group);
 * answers it with the warnings as they stand now.
 */
export async function publishOrder(c: Context<AppEnv>, orderId: number) {
  const { row, access, destinationRows, now, warnings } = await publishSubject(
    callerOf(c),
    "order",
    orderId,
    withFiles,
    publishedAlone,
  );
  return {
    ...orderRecord(
      row,
      filesOf(row),
      access.subject.ownerName,
      destinationRows.map((d) => d.id),
    ),
    Warnings: [...flightWarnings(row, now), ...offlineWarnings(destinationRows), ...warnings],
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
  const longForm = v.safeParse(LongFormOrderInput, body);
  const longFormErrors = longForm.success ? [] : toFieldErrors(longForm.issues);
  const { row, access, destinationRows } = await replaceDraft(
    callerOf(c),
    "order",
    orderId,
    {
      update: (where, at) =>
        db
          .update(orders)
          .set({
            ...orderFields(body),
            programTitle: sql`CASE WHEN ${orders.orderType} = 'LongForm' THEN ${body.ProgramTitle ?? null} END`,
            episode: sql`CASE WHEN ${orders.orderType} = 'LongForm' THEN ${body.Episode ?? null} END`,
            updatedAt: at,
          })
          .where(where),
      files: fileInputs(body),
      destinations: body.Destinations,
      // A long form order stays one: its input must be a Create Long Form Order input.
      fits: (order) => {
        if (order.orderType === "LongForm" && longFormErrors.length > 0) throw validationProblem(longFormErrors);
      },
    },
    withFiles,
  );
  return {
    ...orderRecord(row, filesOf(row), access.subject.ownerName, body.Destinations),
    Warnings: [...flightWarnings(row, new Date()), ...offlineWarnings(destinationRows)],
  };
}

// ---------------------------------------------------------------------------
// Order List (contract section 9)
// ---------------------------------------------------------------------------

/** An order's row in the order list (`CreatedBy` the owner's name, kept on the row); `listSubjects` adds the counts. */
const orderSummary = {
  OrderID: orders.id,
  OrderType: orders.orderType,
  Status: orders.status,
  Advertiser: orders.advertiser,
  Brand: orders.brand,
  Product: orders.product,
  CreatedBy: orders.ownerName,
  CreatedAt: orders.createdAt,
  UpdatedAt: orders.updatedAt,
  PublishedAt: orders.publishedAt,
};

/** A page of the orders the caller may see (../subjects/subjects.list.ts), with the filters of orders alone: the advertiser, and a file's Ad-ID (along files_order_ad_id_idx). */
export async function listOrders(c: Context<AppEnv>, query: v.InferOutput<typeof OrderListQuery>) {
  const rows = await listSubjects(c.var.db, principalOf(c), "order", query, orderSummary, [
    query.advertiser !== undefined ? sql`${orders.advertiser} = ${query.advertiser} COLLATE NOCASE` : undefined,
    query.adID !== undefined
      ? sql`EXISTS (SELECT 1 FROM ${files} WHERE ${files.orderId} = ${orders.id} AND ${files.adId} = ${query.adID})`
      : undefined,
  ]);
  return paginate(c, rows, query.limit ?? DEFAULT_LIMIT, (row) => [row.UpdatedAt, row.OrderID]);
}
