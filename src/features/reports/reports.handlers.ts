/**
 * The reports of an order's deliveries: proof of delivery (one order's, or a
 * page of the caller's orders' in a window of dates) and traffic confirmation
 * (what each destination said of each file). Each is one D1 round trip.
 */
import { and, asc, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { read, retried } from "../../db/batch";
import type { Db } from "../../db/client";
import { deliveries, destinations, fileStatuses, files, organizations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { addDays, easternDayOf, easternDayRange, easternToUtc, instantText } from "../../http/dates";
import { DEFAULT_LIMIT, olderThan, paginate, positionAfter } from "../../http/pagination";
import { Problem } from "../../http/problems";
import { subjectQuery, visibleFrom } from "../subjects/subjects";
import type { ProofOfDeliveryReportsQuery, ReportDate } from "./reports.schemas";
import { asProofOfDelivery, type ProofOfDeliveryRow, proofOfDeliveryRows } from "./reports.store";

/**
 * An order's rows the caller may see, whoever it is: all of them for the owner,
 * those of the organizations it acts for for a destination, decided in SQL so
 * that the rows are read in one batch with the subject.
 */
function seenBy(c: Context<AppEnv>, orderId: number): SQL | undefined {
  const { organizationId, actsFor } = principalOf(c);
  return and(
    eq(deliveries.orderId, orderId),
    or(eq(deliveries.ownerOrganizationId, organizationId), sql`${deliveries.organizationId} IN ${jsonList(actsFor)}`),
  );
}

/** The subject and the rows in one batch (one D1 round trip); the rows are shown only once it is visible. */
export async function proofOfDeliveryReport(c: Context<AppEnv>, orderId: number) {
  const { subject, rows } = await read(c.var.db, {
    subject: subjectQuery(c.var.db, principalOf(c), "order", orderId),
    rows: proofOfDeliveryRows(c.var.db, seenBy(c, orderId)).orderBy(
      asc(deliveries.fileId),
      asc(deliveries.organizationId),
    ),
  });
  visibleFrom(principalOf(c), "order", orderId, subject[0]);
  return rows.map(asProofOfDelivery);
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

/**
 * The rows of the caller's orders (not cancelled) with a StatusDate in the
 * window, along deliveries_owner_date_idx. The bounds are compared as stored
 * text (`instantText`: `toDate=9999-12-31` ends in year 10000, after every row).
 */
function ownInWindow(c: Context<AppEnv>, { from, until }: { from: Date; until: Date }): SQL | undefined {
  return and(
    eq(deliveries.ownerOrganizationId, principalOf(c).organizationId),
    gte(deliveries.statusDate, instantText(from)),
    lt(deliveries.statusDate, instantText(until)),
    isNull(deliveries.subjectCancelledAt),
  );
}

/**
 * A page of proof of delivery rows, newest first, keyset on (StatusDate, id):
 * one order's that the caller may see (`seenBy`), or those of the caller's
 * orders in a window of StatusDate (`ownInWindow`); the first page, or the
 * one after a cursor's position.
 */
export async function proofOfDeliveryReports(
  c: Context<AppEnv>,
  query: v.InferOutput<typeof ProofOfDeliveryReportsQuery>,
) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const orderId = query.orderID;
  const scope =
    orderId === undefined ? ownInWindow(c, reportWindow(query.fromDate, query.toDate, new Date())) : seenBy(c, orderId);
  const page = proofOfDeliveryRows(
    c.var.db,
    and(
      scope,
      query.status === undefined ? undefined : eq(deliveries.status, query.status),
      after === undefined ? undefined : olderThan(deliveries.statusDate, deliveries.id, after[0], after[1]),
    ),
  )
    .orderBy(desc(deliveries.statusDate), desc(deliveries.id))
    .limit(limit + 1);
  let rows: ProofOfDeliveryRow[];
  if (orderId === undefined) rows = await retried(() => page);
  else {
    // One order's report: the subject, read in the same batch (one D1 round trip), decides whether it is visible.
    const found = await read(c.var.db, {
      subject: subjectQuery(c.var.db, principalOf(c), "order", orderId),
      rows: page,
    });
    visibleFrom(principalOf(c), "order", orderId, found.subject[0]);
    rows = found.rows;
  }
  return paginate(c, rows, limit, (row) => [row.StatusDate, row.DeliveryID]).map(asProofOfDelivery);
}

/** Every file of an order at every destination, with what the destination said of it. */
const trafficRows = (db: Db, orderId: number) =>
  db
    .select({
      FileID: files.id,
      AdID: files.adId,
      OrganizationID: destinations.organizationId,
      // As the delivery keeps it; a draft's destinations have none yet, and only then is the organization read
      // (coalesce reads its second argument only when the first is null).
      OrganizationName: sql<string>`coalesce(${deliveries.organizationName},
        (SELECT ${organizations.name} FROM ${organizations} WHERE ${organizations.id} = ${destinations.organizationId}))`,
      HouseID: fileStatuses.houseId,
      houseIdUpdatedAt: fileStatuses.houseIdUpdatedAt,
      houseIdSetBy: fileStatuses.houseIdSetBy,
      AssetStatus: fileStatuses.assetStatus,
      assetStatusUpdatedAt: fileStatuses.assetStatusUpdatedAt,
      assetStatusSetBy: fileStatuses.assetStatusSetBy,
      DeliveredAt: deliveries.deliveredAt,
      DeliveredBy: deliveries.deliveredBy,
    })
    .from(files)
    .innerJoin(destinations, eq(destinations.orderId, files.orderId))
    .leftJoin(
      fileStatuses,
      and(eq(fileStatuses.fileId, files.id), eq(fileStatuses.organizationId, destinations.organizationId)),
    )
    .leftJoin(
      deliveries,
      and(eq(deliveries.fileId, files.id), eq(deliveries.organizationId, destinations.organizationId)),
    )
    .where(eq(files.orderId, orderId));

/** The subject and every file at every destination in one batch (one D1 round trip); only what is visible is shown. */
export async function trafficConfirmationReport(c: Context<AppEnv>, orderId: number) {
  const { subject, all } = await read(c.var.db, {
    subject: subjectQuery(c.var.db, principalOf(c), "order", orderId),
    all: trafficRows(c.var.db, orderId),
  });
  const access = visibleFrom(principalOf(c), "order", orderId, subject[0]);
  const rows = access.isOwner ? all : all.filter((row) => access.actsForDestinations.includes(row.OrganizationID));
  // By file, then destination: sorted here, not by SQL (whose sorter reads each row once more: contract section 21).
  rows.sort((a, b) => a.FileID - b.FileID || a.OrganizationID - b.OrganizationID);
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
      DeliveredAt: row.DeliveredAt,
      DeliveredBy: row.DeliveredBy,
    };
  });
}
