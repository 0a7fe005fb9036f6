import { and, asc, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { deliveries, destinations, fileStatuses, files, orders, organizations } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { addDays, easternDayOf, easternDayRange, easternToUtc } from "../../http/dates";
import { DEFAULT_LIMIT, decodeCursor, paginate } from "../../http/pagination";
import { Problem } from "../../http/problems";
import { type Access, visibleSubject } from "../subjects/subjects";
import type { ProofOfDeliveryReportsQuery, ReportDate } from "./reports.schemas";

/** The owner sees every destination's rows; a destination only those of the organizations it acts for. */
const visibleTo = (access: Access, column: typeof deliveries.organizationId | typeof destinations.organizationId) =>
  access.isOwner ? undefined : inArray(column, access.actsForDestinations);

/** Proof of delivery rows, with the delivery id for the cursor (left out of the answer). */
function proofOfDeliveryRows(c: Context<AppEnv>, where: SQL | undefined) {
  return c.var.db
    .select({
      DeliveryID: deliveries.id,
      OrderID: orders.id,
      FileID: deliveries.fileId,
      AdID: files.adId,
      OrganizationID: deliveries.organizationId,
      OrganizationName: organizations.name,
      Status: deliveries.status,
      StatusDate: deliveries.statusDate,
      DeliveredAt: deliveries.deliveredAt,
    })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(files, eq(files.id, deliveries.fileId))
    .innerJoin(organizations, eq(organizations.id, deliveries.organizationId))
    .where(where);
}

type ProofOfDeliveryRow = Awaited<ReturnType<typeof proofOfDeliveryRows>>[number];

const answer = ({ DeliveryID: _, ...row }: ProofOfDeliveryRow) => row;

export async function proofOfDeliveryReport(c: Context<AppEnv>, orderId: number) {
  const access = await visibleSubject(c, "order", orderId);
  const rows = await proofOfDeliveryRows(
    c,
    and(eq(deliveries.orderId, orderId), visibleTo(access, deliveries.organizationId)),
  ).orderBy(asc(deliveries.fileId), asc(deliveries.organizationId));
  return rows.map(answer);
}

/**
 * The window on StatusDate as [from, until): a day counts from its start to
 * its end in Eastern Time, an instant is itself (inclusive). Defaults: from
 * the start of the day 7 days before today, to the end of today.
 */
export function reportWindow(fromDate: ReportDate | undefined, toDate: ReportDate | undefined, now: Date) {
  const today = easternDayOf(now);
  const from = fromDate
    ? "day" in fromDate
      ? easternToUtc(fromDate.day)
      : fromDate.at
    : easternToUtc(addDays(today, -7));
  const until = toDate
    ? "day" in toDate
      ? easternDayRange(toDate.day).end
      : new Date(toDate.at.getTime() + 1)
    : easternDayRange(today).end;
  if (from.getTime() >= until.getTime()) {
    throw new Problem(
      "bad_request",
      "fromDate is after toDate (toDate defaults to the end of the current day in Eastern Time).",
      { errors: [{ field: "fromDate", code: "invalid_value", message: "is after toDate" }] },
    );
  }
  return { from, until };
}

/** The (StatusDate, delivery id) after which the next page starts. */
function positionAfter(cursor: string | undefined): [string, number] | undefined {
  const position = decodeCursor(cursor, 2);
  if (!position) return undefined;
  const [statusDate, deliveryId] = position;
  if (typeof statusDate === "string" && typeof deliveryId === "number" && Number.isSafeInteger(deliveryId)) {
    return [statusDate, deliveryId];
  }
  throw new Problem("bad_request", "The cursor is not one this API gave out; start again without it.", {
    errors: [{ field: "cursor", code: "invalid_format", message: "is not a cursor this API gave out" }],
  });
}

export async function proofOfDeliveryReports(
  c: Context<AppEnv>,
  query: v.InferOutput<typeof ProofOfDeliveryReportsQuery>,
) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  let scope: SQL | undefined;
  if (query.orderID !== undefined) {
    const access = await visibleSubject(c, "order", query.orderID);
    scope = and(eq(deliveries.orderId, query.orderID), visibleTo(access, deliveries.organizationId));
  } else {
    const { from, until } = reportWindow(query.fromDate, query.toDate, new Date());
    scope = and(
      eq(deliveries.ownerOrganizationId, principalOf(c).organizationId),
      gte(deliveries.statusDate, from.toISOString()),
      lt(deliveries.statusDate, until.toISOString()),
      isNull(orders.cancelledAt),
    );
  }
  // Newest first; keyset on (StatusDate, id), read along deliveries_owner_date_idx.
  const before = after
    ? sql`${deliveries.statusDate} <= ${after[0]} AND (${deliveries.statusDate} < ${after[0]} OR ${deliveries.id} < ${after[1]})`
    : undefined;
  const rows = await proofOfDeliveryRows(c, and(scope, before))
    .orderBy(desc(deliveries.statusDate), desc(deliveries.id))
    .limit(limit + 1);
  return paginate(c, rows, limit, (row) => [row.StatusDate, row.DeliveryID]).map(answer);
}

export async function trafficConfirmationReport(c: Context<AppEnv>, orderId: number) {
  const access = await visibleSubject(c, "order", orderId);
  const rows = await c.var.db
    .select({
      FileID: files.id,
      AdID: files.adId,
      OrganizationID: destinations.organizationId,
      OrganizationName: organizations.name,
      HouseID: fileStatuses.houseId,
      houseIdUpdatedAt: fileStatuses.houseIdUpdatedAt,
      houseIdSetBy: fileStatuses.houseIdSetBy,
      AssetStatus: fileStatuses.assetStatus,
      assetStatusUpdatedAt: fileStatuses.assetStatusUpdatedAt,
      assetStatusSetBy: fileStatuses.assetStatusSetBy,
    })
    .from(files)
    .innerJoin(destinations, eq(destinations.orderId, files.orderId))
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .leftJoin(
      fileStatuses,
      and(eq(fileStatuses.fileId, files.id), eq(fileStatuses.organizationId, destinations.organizationId)),
    )
    .where(and(eq(files.orderId, orderId), visibleTo(access, destinations.organizationId)))
    .orderBy(asc(files.id), asc(destinations.organizationId));
  return rows.map((row) => {
    // The first of the two confirmations the destination gave.
    const [first] = [
      { value: row.HouseID, at: row.houseIdUpdatedAt, by: row.houseIdSetBy },
      { value: row.AssetStatus, at: row.assetStatusUpdatedAt, by: row.assetStatusSetBy },
    ]
      .filter((mark) => mark.value !== null && mark.at !== null)
      .sort((a, b) => (a.at as string).localeCompare(b.at as string));
    return {
      OrderID: orderId,
      FileID: row.FileID,
      AdID: row.AdID,
      OrganizationID: row.OrganizationID,
      OrganizationName: row.OrganizationName,
      HouseID: row.HouseID,
      AssetStatus: row.AssetStatus,
      Confirmed: row.HouseID !== null || row.AssetStatus !== null,
      ConfirmedAt: first?.at ?? null,
      ConfirmedBy: first?.by ?? null,
    };
  });
}
