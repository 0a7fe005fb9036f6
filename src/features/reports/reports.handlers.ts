import { and, asc, desc, eq, gte, isNull, lt, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { deliveries, destinations, fileStatuses, files, orders, organizations, type PodState } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { addDays, easternDayOf, easternDayRange, easternToUtc } from "../../http/dates";
import { DEFAULT_LIMIT, olderThan, paginate, positionAfter } from "../../http/pagination";
import { Problem } from "../../http/problems";
import { actsForOf, subjectQuery, visibleFrom } from "../subjects/subjects";
import type { ProofOfDeliveryReportsQuery, ReportDate } from "./reports.schemas";

/**
 * Proof of delivery rows, with the delivery id for the cursor (left out of the
 * answer). Every column has its own name: in a batch, D1 answers rows keyed by
 * column name, so two `id` columns would collide.
 */
function proofOfDeliveryRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      DeliveryID: deliveries.id,
      OrderID: sql<number>`${deliveries.orderId}`,
      FileID: deliveries.fileId,
      AdID: files.adId,
      OrganizationID: deliveries.organizationId,
      OrganizationName: organizations.name,
      Status: deliveries.status,
      StatusDate: deliveries.statusDate,
      DeliveredAt: deliveries.deliveredAt,
      DeliveredBy: deliveries.deliveredBy,
      Bytes: files.contentBytes,
      Sha256: files.contentSha256,
    })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(files, eq(files.id, deliveries.fileId))
    .innerJoin(organizations, eq(organizations.id, deliveries.organizationId))
    .where(where);
}

type ProofOfDeliveryRow = Awaited<ReturnType<typeof proofOfDeliveryRows>>[number];

const answer = ({ DeliveryID: _, ...row }: ProofOfDeliveryRow) => row;

/**
 * An order's rows the caller may see, whoever it is: all of them for the owner,
 * those of the organizations it acts for for a destination, decided in SQL so
 * that the rows are read in one batch with the subject. Binds `orderId` and
 * `actsFor` (prepared queries, ../../db/prepared.ts).
 */
const seenBy = (orderId: Placeholder, own: Placeholder, actsFor: Placeholder) =>
  and(
    eq(deliveries.orderId, orderId),
    or(eq(orders.ownerOrganizationId, own), sql`${deliveries.organizationId} IN ${jsonList(actsFor)}`),
  );

const orderReportRows = prepared<{ orderId: number; own: number; actsFor: string }>()((db, p) =>
  proofOfDeliveryRows(db, seenBy(p.orderId, p.own, p.actsFor)).orderBy(
    asc(deliveries.fileId),
    asc(deliveries.organizationId),
  ),
);

/** The subject and the rows in one batch (one D1 round trip); the rows are shown only once it is visible. */
export async function proofOfDeliveryReport(c: Context<AppEnv>, orderId: number) {
  const [[subjectRow], rows] = await c.var.db.batch([
    subjectQuery(c, "order", orderId),
    orderReportRows(c.var.db, { orderId, own: principalOf(c).organizationId, actsFor: actsForOf(c) }),
  ]);
  visibleFrom(c, "order", orderId, subjectRow);
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

/**
 * A page of proof of delivery rows, newest first, keyset on (StatusDate, id):
 * one order's that the caller may see (`seenBy`), or those of the caller's
 * orders in a window of StatusDate (read along deliveries_owner_date_idx);
 * the first page, or the one after a cursor's position.
 */
type ReportPageValues = {
  limit: number;
  /** One order's rows that the caller may see (`seenBy`)… */
  orderId?: number;
  actsFor?: string;
  /** The caller's own organization; with `orderId`, the owner's rows are all seen. */
  organizationId: number;
  /** Without `orderId`: the caller's orders' rows in a window of StatusDate. */
  from?: string;
  until?: string;
  /** Only the deliveries in this POD state. */
  status?: PodState;
  /** The position after which the page starts. */
  afterDate?: string;
  afterId?: number;
};

const reportPage = prepared<ReportPageValues>()((db, p, has) => {
  const scope = has.orderId
    ? seenBy(p.orderId, p.organizationId, p.actsFor)
    : and(
        eq(deliveries.ownerOrganizationId, p.organizationId),
        gte(deliveries.statusDate, p.from),
        lt(deliveries.statusDate, p.until),
        isNull(orders.cancelledAt),
      );
  const before = has.afterDate ? olderThan(deliveries.statusDate, deliveries.id, p.afterDate, p.afterId) : undefined;
  const inState = has.status ? eq(deliveries.status, p.status) : undefined;
  return proofOfDeliveryRows(db, and(scope, inState, before))
    .orderBy(desc(deliveries.statusDate), desc(deliveries.id))
    .limit(p.limit);
});

export async function proofOfDeliveryReports(
  c: Context<AppEnv>,
  query: v.InferOutput<typeof ProofOfDeliveryReportsQuery>,
) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const position = { limit: limit + 1, afterDate: after?.[0], afterId: after?.[1], status: query.status };
  const orderId = query.orderID;
  let page: ProofOfDeliveryRow[];
  if (orderId === undefined) {
    const { from, until } = reportWindow(query.fromDate, query.toDate, new Date());
    page = await reportPage(c.var.db, {
      organizationId: principalOf(c).organizationId,
      from: from.toISOString(),
      until: until.toISOString(),
      ...position,
    });
  } else {
    // One order's report: the subject, read in the same batch (one D1 round trip), decides whether it is visible.
    const [[subjectRow], orderRows] = await c.var.db.batch([
      subjectQuery(c, "order", orderId),
      reportPage(c.var.db, {
        orderId,
        organizationId: principalOf(c).organizationId,
        actsFor: actsForOf(c),
        ...position,
      }),
    ]);
    visibleFrom(c, "order", orderId, subjectRow);
    page = orderRows;
  }
  return paginate(c, page, limit, (row) => [row.StatusDate, row.DeliveryID]).map(answer);
}

/** Every file of an order at every destination, with what the destination said of it. Binds `orderId`. */
const trafficRows = prepared<{ orderId: number }>()((db, p) =>
  db
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
      DeliveredAt: deliveries.deliveredAt,
      DeliveredBy: deliveries.deliveredBy,
    })
    .from(files)
    .innerJoin(destinations, eq(destinations.orderId, files.orderId))
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .leftJoin(
      fileStatuses,
      and(eq(fileStatuses.fileId, files.id), eq(fileStatuses.organizationId, destinations.organizationId)),
    )
    .leftJoin(
      deliveries,
      and(eq(deliveries.fileId, files.id), eq(deliveries.organizationId, destinations.organizationId)),
    )
    .where(eq(files.orderId, p.orderId))
    .orderBy(asc(files.id), asc(destinations.organizationId)),
);

/** The subject and every file at every destination in one batch (one D1 round trip); only what is visible is shown. */
export async function trafficConfirmationReport(c: Context<AppEnv>, orderId: number) {
  const [[subjectRow], all] = await c.var.db.batch([
    subjectQuery(c, "order", orderId),
    trafficRows(c.var.db, { orderId }),
  ]);
  const access = visibleFrom(c, "order", orderId, subjectRow);
  const rows = access.isOwner ? all : all.filter((row) => access.actsForDestinations.includes(row.OrganizationID));
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
