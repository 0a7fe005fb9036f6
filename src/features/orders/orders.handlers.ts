/**
 * Advertising orders: create (spot or long form), read, read with its
 * destinations and deliveries, delete (a draft is removed, a later order
 * cancelled), and publish (Draft to Published, one delivery per file and
 * destination, atomically). Visibility: `visibleSubject` (contract section 2).
 */
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { fieldErrorsOf, jsonList } from "../../db/guard";
import { prepared } from "../../db/prepared";
import { deliveries, destinations, files, orders, organizations } from "../../db/schema";
import type { AppEnv, Principal } from "../../env";
import { principalOf } from "../../http/auth";
import { DEFAULT_LIMIT, olderThan, paginate, positionAfter } from "../../http/pagination";
import { Problem, validationProblem } from "../../http/problems";
import { enqueueDeliveries } from "../deliveries/deliveries.queue";
import { removeSubjectMedia, subjectUploads } from "../media/media.handlers";
import { contentMissing } from "../media/media.rules";
import { type Access, actsForOf, notFound, orderSubjectRead, visibleFrom, visibleSubject } from "../subjects/subjects";
import { destinationsKnown, flightWarnings, notDestinations, offlineWarnings } from "./orders.rules";
import type { OrderFile, OrderInputData, OrderListQuery } from "./orders.schemas";

type OrderRow = typeof orders.$inferSelect;
type FileRecord = v.InferOutput<typeof OrderFile>;

/**
 * What an order's reads select along with its subject (`orderSubjectRead`,
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
const orderWithFiles = orderSubjectRead(withFiles);
const filesOf = (row: { fileList: string }) => JSON.parse(row.fileList) as FileRecord[];

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

/** The owner sees every destination; a destination caller those it acts for. */
const visibleDestinations = (access: Access) =>
  access.isOwner ? access.subject.destinationIds : access.actsForDestinations;

function requireOwner(access: Access, action: "delete" | "publish") {
  if (!access.isOwner) {
    throw new Problem(
      "forbidden",
      `Only the organization that created order ${access.subject.id} (${access.subject.ownerName}) may ${action} it.`,
    );
  }
}

const KIND_NAMES = {
  agency: "an agency",
  label: "a record label",
  destination: "a destination",
  group: "a station group",
};

/** Only an agency (its contacts too) sends orders; its key's organization owns them. */
function requireAgency(principal: Principal) {
  if (principal.organizationKind !== "agency") {
    throw new Problem(
      "forbidden",
      `Only an agency sends orders; this API key is of ${principal.organizationName}, ${KIND_NAMES[principal.organizationKind]}.`,
    );
  }
}

const notDraft = (orderId: number, status: string) =>
  new Problem("conflict", `Order ${orderId} is ${status}; only a Draft order can be published.`);

/** The order this batch inserted (and the idempotency mark's ref, in the same batch): AUTOINCREMENT ids only grow and a batch is one transaction. */
export const newOrderId = sql`(SELECT max(id) FROM orders)`;
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

/** The new order's files, from the JSON list `files`; answers each one's id and position. */
const insertOrderFiles = prepared<{ files: string; at: string }>()((db, p) =>
  db
    .insert(files)
    .select(
      db
        .select({
          id: sql`NULL`.as("id"),
          orderId: newOrderId.as("orderId"),
          releaseId: sql`NULL`.as("releaseId"),
          position: sql`key`.as("position"),
          adId: sql`value ->> 'AdID'`.as("adId"),
          isrc: sql`NULL`.as("isrc"),
          title: sql`value ->> 'Title'`.as("title"),
          lengthSeconds: sql`value ->> 'Length'`.as("lengthSeconds"),
          format: sql`value ->> 'Format'`.as("format"),
          createdAt: sql`${p.at}`.as("createdAt"),
          // No content yet: it is uploaded to the draft (../media).
          contentKey: sql`NULL`.as("contentKey"),
          contentType: sql`NULL`.as("contentType"),
          contentBytes: sql`NULL`.as("contentBytes"),
          contentSha256: sql`NULL`.as("contentSha256"),
          contentUploadedAt: sql`NULL`.as("contentUploadedAt"),
          contentMedia: sql`NULL`.as("contentMedia"),
        })
        .from(sql`json_each(${p.files})`),
    )
    .returning({ id: files.id, position: files.position }),
);

/** The new order's destinations, in the order of the JSON list `destinations`. */
const insertOrderDestinations = prepared<{ destinations: string }>()((db, p) =>
  db.insert(destinations).select(
    db
      .select({
        id: sql`NULL`.as("id"),
        orderId: newOrderId.as("orderId"),
        releaseId: sql`NULL`.as("releaseId"),
        organizationId: sql`value`.as("organizationId"),
        position: sql`key`.as("position"),
      })
      .from(sql`json_each(${p.destinations})`),
  ),
);

/** The organizations of the JSON list `destinations`, for the answer's warnings. */
const organizationsListed = prepared<{ destinations: string }>()((db, p) =>
  db
    .select({ id: organizations.id, name: organizations.name, status: organizations.status })
    .from(organizations)
    .where(sql`${organizations.id} IN ${jsonList(p.destinations)}`),
);

/**
 * Creates a draft with its files and destinations in one batch: a failure
 * leaves nothing behind. The batch first checks that every destination is a
 * destination organization (left to it by `orderInputRules`): when not, it is
 * rolled back and the answer is the 422 the rules would have given.
 */
export async function createOrder(c: Context<AppEnv>, orderType: OrderRow["orderType"], body: OrderInputData) {
  const principal = principalOf(c);
  requireAgency(principal);
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
        advertiser: body.Advertiser,
        brand: body.Brand ?? null,
        product: body.Product ?? null,
        purchaseOrder: body.PurchaseOrder ?? null,
        priority: body.Priority,
        flightStartDate: body.FlightStartDate ?? null,
        flightEndDate: body.FlightEndDate ?? null,
        trafficInstructions: body.TrafficInstructions ?? null,
        programTitle: body.ProgramTitle ?? null,
        episode: body.Episode ?? null,
        at,
      }),
      insertOrderFiles(db, { files: JSON.stringify(fileInputs), at }),
      insertOrderDestinations(db, listed),
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
  const db = c.var.db;
  const [[row], organizationRows] = await db.batch([
    orderWithFiles(c, orderId),
    destinationOrganizations(db, { orderId }),
  ]);
  const access = visibleFrom(c, "order", orderId, row);
  if (!row) throw notFound("order", orderId);
  const byId = new Map(organizationRows.map((o) => [o.OrganizationID, o]));
  const listed = access.subject.destinationIds.map((id) => ({
    id,
    name: byId.get(id)?.Name ?? null,
    status: byId.get(id)?.Status ?? null,
  }));
  c.header("Location", `/api/v1/ad/orders/${orderId}`);
  return {
    ...orderRecord(row, filesOf(row), access.subject.ownerName, access.subject.destinationIds),
    Warnings: [...flightWarnings(row, new Date()), ...offlineWarnings(listed)],
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

/**
 * One batch whichever the status: a draft is removed (its files, destinations
 * and comments go with it); an order past draft is cancelled with its open
 * deliveries and hidden from every read, its history kept.
 */
export async function deleteOrder(c: Context<AppEnv>, orderId: number) {
  const access = await visibleSubject(c, "order", orderId);
  requireOwner(access, "delete");
  const db = c.var.db;
  const at = new Date().toISOString();
  const [uploads, removed, cancelledDeliveries, cancelled] = await db.batch([
    subjectUploads(db, "order", orderId),
    db.delete(orders).where(and(eq(orders.id, orderId), eq(orders.status, "Draft"))),
    db
      .update(deliveries)
      .set({ status: "Cancelled", statusDate: at })
      .where(and(eq(deliveries.orderId, orderId), inArray(deliveries.status, ["Queued", "Sending"]))),
    db
      .update(orders)
      .set({ status: "Cancelled", cancelledAt: at, updatedAt: at })
      .where(and(eq(orders.id, orderId), isNull(orders.cancelledAt))),
  ]);
  if (removed.meta.changes > 0) {
    // The draft's media goes with it.
    c.executionCtx.waitUntil(
      removeSubjectMedia(c.env.MEDIA, "order", orderId, uploads).catch((error) =>
        console.error("removing a deleted draft's media failed", orderId, error),
      ),
    );
    return { OrderID: orderId, Outcome: "Removed" as const, CancelledDeliveries: 0, DeletedAt: at };
  }
  // Nothing changed: another request deleted it meanwhile.
  if (cancelled.meta.changes === 0) throw notFound("order", orderId);
  return {
    OrderID: orderId,
    Outcome: "Cancelled" as const,
    CancelledDeliveries: cancelledDeliveries.meta.changes,
    DeletedAt: at,
  };
}

/**
 * Draft to Published in one batch: the guarded UPDATE decides (of concurrent
 * publishes exactly one changes the row), the delivery INSERT only inserts
 * for the request whose `published_at` the row now carries (and the unique
 * index on file and destination is the last guard), then the order is read
 * back in the same transaction.
 */
export async function publishOrder(c: Context<AppEnv>, orderId: number) {
  const db = c.var.db;
  const now = new Date();
  const at = now.toISOString();
  // The order with its subject is read in the same batch (one D1 round trip; last, as publishing changes
  // nothing it decides visibility by); the UPDATE only changes an order the caller owns.
  const noLongerDestinations = notDestinations(
    sql`(SELECT json_group_array(organization_id) FROM (SELECT ${destinations.organizationId} AS organization_id FROM ${destinations} WHERE ${destinations.orderId} = ${orderId} ORDER BY ${destinations.position}, ${destinations.organizationId}))`,
    "is no longer a destination organization",
  );
  const noContent = contentMissing("order", orderId);
  const [published, queued, destinationRows, broken, missing, [row]] = await db.batch([
    db
      .update(orders)
      .set({ status: "Published", publishedAt: at, updatedAt: at })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, "Draft"),
          eq(orders.ownerOrganizationId, principalOf(c).organizationId),
          sql`NOT EXISTS (${noLongerDestinations})`,
          sql`NOT EXISTS (${noContent})`,
        ),
      ),
    db
      .insert(deliveries)
      .select(
        db
          .select({
            id: sql`NULL`.as("id"),
            orderId: orders.id,
            releaseId: sql`NULL`.as("releaseId"),
            ownerOrganizationId: orders.ownerOrganizationId,
            fileId: files.id,
            organizationId: destinations.organizationId,
            status: sql`'Queued'`.as("status"),
            statusDate: sql`${at}`.as("statusDate"),
            deliveredAt: sql`NULL`.as("deliveredAt"),
            deliveredBy: sql`NULL`.as("deliveredBy"),
            received: sql`NULL`.as("received"),
            attempts: sql`0`.as("attempts"),
            lastError: sql`NULL`.as("lastError"),
            createdAt: sql`${at}`.as("createdAt"),
          })
          .from(orders)
          .innerJoin(files, eq(files.orderId, orders.id))
          .innerJoin(destinations, eq(destinations.orderId, orders.id))
          .where(and(eq(orders.id, orderId), eq(orders.status, "Published"), eq(orders.publishedAt, at))),
      )
      .onConflictDoNothing()
      .returning({ id: deliveries.id }),
    db
      .select({ id: destinations.organizationId, name: organizations.name, status: organizations.status })
      .from(destinations)
      .leftJoin(organizations, eq(organizations.id, destinations.organizationId))
      .where(eq(destinations.orderId, orderId))
      .orderBy(asc(destinations.position), asc(destinations.organizationId)),
    fieldErrorsOf(db, noLongerDestinations),
    fieldErrorsOf(db, noContent),
    orderWithFiles(c, orderId),
  ]);
  const access = visibleFrom(c, "order", orderId, row);
  requireOwner(access, "publish");
  if (!row) throw notFound("order", orderId);
  if (published.meta.changes === 0) {
    if (row.status !== "Draft") throw notDraft(orderId, row.status);
    if (missing.length + broken.length > 0) throw validationProblem([...missing, ...broken]);
    throw new Problem("conflict", `Order ${orderId} changed while it was being published; try again.`);
  }
  const deliveryIds = queued.map((d) => d.id);
  try {
    await enqueueDeliveries(c.env, deliveryIds);
  } catch (error) {
    // The deliveries stay Queued; the scheduled resume picks them up.
    console.error("enqueueing deliveries failed", c.get("requestId"), orderId, error);
  }
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

// ---------------------------------------------------------------------------
// Order List (contract section 9)
// ---------------------------------------------------------------------------

/**
 * The values of a page of the order list. Each shape of present values is one
 * prepared query (../../db/prepared.ts): `asSender` and `asDestination` say
 * which roles are asked for, the rest are the filters and the position.
 */
type OrderListValues = {
  limit: number;
  /** The caller's own organization: a sender sees its orders. */
  own: number;
  /** The organizations the caller acts for, as a JSON list (`actsForOf`). */
  actsFor: string;
  asSender?: 1;
  asDestination?: 1;
  /** Only orders sent to this organization (one the caller acts for). */
  destination?: number;
  status?: string;
  since?: string;
  advertiser?: string;
  adId?: string;
  /** The position (UpdatedAt, OrderID) after which the page starts. */
  afterDate?: string;
  afterId?: number;
};

/**
 * The orders the caller may see, as `visibleTo` (../subjects/subjects.ts) has
 * it, newest UpdatedAt first: keyset on (updated_at, id). The candidates come
 * along an index: a sender alone walks orders_owner_updated_idx in order; a
 * destination's are its organizations' rows of destinations_org_idx, or the
 * one organization's with `destination`; both roles take the union of the
 * two (the sender's side along the owner's index, `updatedSince` too), then
 * sort what is left of them. Each candidate is then read by its primary key and filtered (the Ad-ID
 * along files_order_ad_id_idx); its counts are read along the order's indexes.
 */
const orderListPage = prepared<OrderListValues>()((db, p, has) => {
  const sentTo = has.destination
    ? sql`SELECT ${destinations.orderId} FROM ${destinations} WHERE ${destinations.organizationId} = ${p.destination}`
    : sql`SELECT ${destinations.orderId} FROM ${destinations} WHERE ${destinations.organizationId} IN ${jsonList(p.actsFor)}`;
  const candidates =
    has.destination || !has.asSender
      ? sql`${orders.id} IN (${sentTo})`
      : has.asDestination
        ? sql`${orders.id} IN (SELECT o.id FROM orders o WHERE o.owner_organization_id = ${p.own}${has.since ? sql` AND o.updated_at >= ${p.since}` : sql``} UNION ${sentTo})`
        : undefined;
  const owned = eq(orders.ownerOrganizationId, p.own);
  const published = ne(orders.status, "Draft");
  const role = has.asSender && has.asDestination ? or(owned, published) : has.asSender ? owned : published;
  const before = has.afterDate ? olderThan(orders.updatedAt, orders.id, p.afterDate, p.afterId) : undefined;
  return db
    .select({
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
      FileCount: sql<number>`(SELECT count(*) FROM ${files} WHERE ${files.orderId} = ${orders.id})`.as("file_count"),
      DestinationCount:
        sql<number>`(SELECT count(*) FROM ${destinations} WHERE ${destinations.orderId} = ${orders.id} AND (${orders.ownerOrganizationId} = ${p.own} OR ${destinations.organizationId} IN ${jsonList(p.actsFor)}))`.as(
          "destination_count",
        ),
    })
    .from(orders)
    .innerJoin(organizations, eq(organizations.id, orders.ownerOrganizationId))
    .where(
      and(
        candidates,
        role,
        isNull(orders.cancelledAt),
        has.status ? sql`${orders.status} = ${p.status}` : undefined,
        has.since ? gte(orders.updatedAt, p.since) : undefined,
        has.advertiser ? sql`${orders.advertiser} = ${p.advertiser} COLLATE NOCASE` : undefined,
        has.adId
          ? sql`EXISTS (SELECT 1 FROM ${files} WHERE ${files.orderId} = ${orders.id} AND ${files.adId} = ${p.adId})`
          : undefined,
        before,
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(p.limit);
});

/** A page of the orders the caller may see (one D1 round trip); `destination` must be one it acts for (else 403). */
export async function listOrders(c: Context<AppEnv>, query: v.InferOutput<typeof OrderListQuery>) {
  const principal = principalOf(c);
  if (query.destination !== undefined && !principal.actsFor.includes(query.destination)) {
    throw new Problem(
      "forbidden",
      `This API key does not act for organization ${query.destination}: it acts for ${principal.actsFor.join(", ")}.`,
    );
  }
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const rows = await orderListPage(c.var.db, {
    limit: limit + 1,
    own: principal.organizationId,
    actsFor: actsForOf(c),
    asSender: query.role !== "destination" ? 1 : undefined,
    asDestination: query.role !== "sender" ? 1 : undefined,
    destination: query.destination,
    status: query.status,
    since: query.updatedSince,
    advertiser: query.advertiser,
    adId: query.adID,
    afterDate: after?.[0],
    afterId: after?.[1],
  });
  return paginate(c, rows, limit, (row) => [row.UpdatedAt, row.OrderID]);
}
