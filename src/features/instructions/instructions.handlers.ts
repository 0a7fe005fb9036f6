/**
 * Traffic instructions of an order (contract section 14): set or revised by
 * the owner (a draft's revision 1 replaced; after publish a new revision each
 * time, the earlier ones kept), read (a revision, as JSON, XML, CSV or PDF),
 * their revisions listed, and acknowledged by the destinations.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read, write } from "../../db/batch";
import type { Db } from "../../db/client";
import {
  asrunChecks,
  destinations,
  files,
  instructionAcknowledgements,
  instructionRevisions,
  orders,
} from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { instantText } from "../../http/dates";
import { claimWritten } from "../../http/idempotency";
import { preferredAlternative } from "../../http/negotiation";
import { DEFAULT_LIMIT, decodeCursor, paginate } from "../../http/pagination";
import { type FieldError, Problem, validationProblem } from "../../http/problems";
import { copyDeadlines, lateThrough } from "../compliance/compliance.rules";
import { markLateGiven } from "../deliveries/deliveries.store";
import { sanitizeHtml } from "../feedback/feedback.sanitize";
import { BASIC_HTML } from "../feedback/feedback.schemas";
import { revisionEntries } from "../ingest/ingest.entries";
import { type Access, notFound, type SubjectRow, subjectQuery, visibleFrom, visibleTo } from "../subjects/subjects";
import { destinationsActedFor, destinationsAndGroups, outbox, sendEvents } from "../webhooks/webhooks.events";
import { instructionsCsv, instructionsPdf, REPRESENTATIONS } from "./instructions.render";
import { type OrderFacts, orderRules, outsideOrderFlight, storedFlight } from "./instructions.rules";
import { appliesTo, type Flight, nextDate, startOfDay } from "./instructions.schedule";
import type { InstructionsInputData } from "./instructions.schemas";
import { rightsOf, specsOf, stationsOf } from "./instructions.store";

/** What the instructions operations read of the order along with its subject (one statement). */
const orderMore = {
  advertiser: orders.advertiser,
  brand: orders.brand,
  product: orders.product,
  purchaseOrder: orders.purchaseOrder,
  flightStartDate: orders.flightStartDate,
  flightEndDate: orders.flightEndDate,
  cancelledAt: orders.cancelledAt,
  adIds: sql<string>`(SELECT json_group_array(${files.adId}) FROM ${files} WHERE ${files.orderId} = ${orders.id})`.as(
    "ad_ids",
  ),
};
const orderQuery = (c: Context<AppEnv>, orderId: number) =>
  subjectQuery(c.var.db, principalOf(c), "order", orderId, orderMore);
type OrderRow = SubjectRow & {
  advertiser: string;
  brand: string | null;
  product: string | null;
  purchaseOrder: string | null;
  flightStartDate: string | null;
  flightEndDate: string | null;
  cancelledAt: string | null;
  adIds: string;
};

type Station = { id: number; name: string; timeZone: string };

const acknowledgementsOf = (db: Db, orderId: number) =>
  db.select().from(instructionAcknowledgements).where(eq(instructionAcknowledgements.orderId, orderId));
type AcknowledgementRow = typeof instructionAcknowledgements.$inferSelect;

const revisionColumns = {
  revision: instructionRevisions.revision,
  flights: instructionRevisions.flights,
  notes: instructionRevisions.notes,
  createdAt: instructionRevisions.createdAt,
  createdBy: instructionRevisions.createdBy,
};
type RevisionRow = { revision: number; flights: string; notes: string | null; createdAt: string; createdBy: string };

/** The revision asked for, or the latest. */
const revisionOf = (db: Db, orderId: number, revision?: number) =>
  db
    .select(revisionColumns)
    .from(instructionRevisions)
    .where(
      and(
        eq(instructionRevisions.orderId, orderId),
        revision === undefined ? undefined : eq(instructionRevisions.revision, revision),
      ),
    )
    .orderBy(desc(instructionRevisions.revision))
    .limit(1);

const who = (c: Context<AppEnv>) => {
  const principal = principalOf(c);
  return principal.contactName ?? principal.organizationName;
};

/** Cancelled (deleted past draft): its owner is told 409; to anyone else it does not exist. */
function refuseCancelled(c: Context<AppEnv>, orderId: number, row: OrderRow | undefined) {
  if (row?.cancelledAt && row.ownerOrganizationId === principalOf(c).organizationId) {
    throw new Problem("conflict", `Order ${orderId} is Cancelled; its traffic instructions can no longer change.`);
  }
}

const factsOf = (orderId: number, row: OrderRow, access: Access): OrderFacts => ({
  id: orderId,
  destinationIds: access.subject.destinationIds,
  adIds: (JSON.parse(row.adIds) as (string | null)[]).filter((a) => a !== null),
  flightStartDate: row.flightStartDate,
  flightEndDate: row.flightEndDate,
});

/** What the caller sees of a revision: the flights for the organizations it acts for, their destinations so trimmed. */
function visibleFlights(access: Access, flights: Flight[]) {
  const seen = access.isOwner ? access.subject.destinationIds : access.actsForDestinations;
  return flights.flatMap((flight, index) => {
    const stations = (flight.Destinations ?? access.subject.destinationIds).filter((id) => seen.includes(id));
    if (!access.isOwner && stations.length === 0) return [];
    return [
      {
        Index: index,
        StartDate: flight.StartDate,
        EndDate: flight.EndDate,
        Destinations: stations,
        Days: flight.Days,
        Dayparts: flight.Dayparts,
        Rotation: flight.Rotation,
      },
    ];
  });
}

/** The instructions record of a revision, as the caller may see it. */
function instructionsRecord(orderId: number, access: Access, revision: RevisionRow, acks: AcknowledgementRow[]) {
  const seen = access.isOwner ? access.subject.destinationIds : access.actsForDestinations;
  const byStation = new Map(acks.map((a) => [a.organizationId, a]));
  return {
    OrderID: orderId,
    Revision: revision.revision,
    CreatedAt: revision.createdAt,
    CreatedBy: revision.createdBy,
    Flights: visibleFlights(access, JSON.parse(revision.flights) as Flight[]),
    Notes: revision.notes,
    Acknowledgements: seen.map((id) => ({
      OrganizationID: id,
      Revision: byStation.get(id)?.revision ?? null,
      AcknowledgedAt: byStation.get(id)?.acknowledgedAt ?? null,
      AcknowledgedBy: byStation.get(id)?.acknowledgedBy ?? null,
    })),
  };
}

/**
 * When the order's proof of performance at each station is due for a look
 * once a flight has ended (the cron announces `not_aired` then): the start of
 * the day after its EndDate in the station's time zone.
 */
function flightEnds(orderId: number, flights: Flight[], stations: Station[]) {
  const due = new Set<string>();
  for (const flight of flights) {
    for (const station of stations.filter((s) => appliesTo(flight, s.id))) {
      due.add(
        // The day after 9999-12-31 starts past every stored timestamp (`instantText`): never due.
        JSON.stringify([orderId, station.id, instantText(startOfDay(nextDate(flight.EndDate), station.timeZone))]),
      );
    }
  }
  return `[${[...due].join(",")}]`;
}

/**
 * Sets the order's traffic instructions (the owner). Round trip 1 reads the
 * order, its stations and acknowledgements; the rules against the order are
 * checked; round trip 2 writes the revision (a draft's revision 1 replaced,
 * else the next number) only while the order is still the owner's, not
 * cancelled, and as much a draft as it was read; with the flight ends the cron
 * looks at, and, past draft, the event to its destinations.
 */
export async function putInstructions(c: Context<AppEnv>, orderId: number, body: InstructionsInputData) {
  const db = c.var.db;
  const principal = principalOf(c);
  const before = await read(db, {
    order: orderQuery(c, orderId),
    stations: stationsOf(db, orderId),
    acks: acknowledgementsOf(db, orderId),
    specs: specsOf(db, orderId),
  });
  const row = before.order[0] as OrderRow | undefined;
  refuseCancelled(c, orderId, row);
  const access = visibleFrom(principalOf(c), "order", orderId, row);
  if (!access.isOwner) {
    throw new Problem(
      "forbidden",
      `Only the organization that created order ${orderId} (${access.subject.ownerName}) sets its traffic instructions; a destination acknowledges them.`,
    );
  }
  const facts = factsOf(orderId, row as OrderRow, access);
  const errors = orderRules(body, facts);
  if (errors.length > 0) throw validationProblem(errors);

  const notes = body.Notes === undefined ? { html: null, removed: [] as string[] } : await sanitizeHtml(body.Notes);
  const flights = body.Flights.map(storedFlight);
  const now = new Date();
  const at = now.toISOString();
  const by = who(c);
  const draft = access.subject.status === "Draft";
  // Each station with a copy deadline: the last first-airing day a file given now reaches it late (section 20).
  const zones = new Map(before.stations.map((s) => [s.id, s.timeZone]));
  const through = Object.fromEntries(
    copyDeadlines(before.specs).flatMap(([id, hours]) => {
      const zone = zones.get(id);
      return zone ? [[id, lateThrough(hours, zone, now)]] : [];
    }),
  );
  // Whether the revision is written: the order is as the INSERT below wants it. Nothing else in the batch (one
  // transaction) changes the order, so this says so after the INSERT too; its time would not (two writes share a
  // millisecond).
  const writable = and(
    eq(orders.id, orderId),
    eq(orders.ownerOrganizationId, principal.organizationId),
    sql`${orders.cancelledAt} IS NULL`,
    draft ? eq(orders.status, "Draft") : sql`${orders.status} NOT IN ('Draft', 'Cancelled')`,
  );
  const written = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${writable})`;
  // The revision this write made, once made: the order's newest (no other write runs inside the batch); else NULL.
  const madeRevision = sql`(SELECT max(ir.revision) FROM ${instructionRevisions} ir WHERE ir.order_id = ${orderId} AND ${written})`;
  const parent = sql`${destinations.orderId} = ${orderId}`;
  const done = await write(db, {
    revision: db
      .insert(instructionRevisions)
      .select(
        db
          .select({
            id: sql`NULL`.as("id"),
            orderId: orders.id,
            // A draft's instructions are revision 1, replaced; past draft each change is the next revision.
            revision:
              sql`CASE WHEN "orders"."status" = 'Draft' THEN 1 ELSE coalesce((SELECT max(r.revision) FROM ${instructionRevisions} r WHERE r.order_id = ${orderId}), 0) + 1 END`.as(
                "revision",
              ),
            flights: sql`${JSON.stringify(flights)}`.as("flights"),
            notes: sql`${notes.html}`.as("notes"),
            createdAt: sql`${at}`.as("created_at"),
            createdBy: sql`${by}`.as("created_by"),
          })
          .from(orders)
          .where(writable),
      )
      .onConflictDoUpdate({
        target: [instructionRevisions.orderId, instructionRevisions.revision],
        set: {
          flights: sql`excluded.flights`,
          notes: sql`excluded.notes`,
          createdAt: sql`excluded.created_at`,
          createdBy: sql`excluded.created_by`,
        },
      })
      .returning({ revision: instructionRevisions.revision }),
    checks: db
      .insert(asrunChecks)
      .select(
        db
          .select({
            orderId: sql`value ->> 0`.as("order_id"),
            organizationId: sql`value ->> 1`.as("organization_id"),
            dueAt: sql`value ->> 2`.as("due_at"),
          })
          .from(sql`json_each(${flightEnds(orderId, flights, before.stations)})`)
          .where(written),
      )
      .onConflictDoNothing(),
    // Past draft, what the revision changes for each station's automation (contract section 16).
    ingestEntries: draft ? undefined : revisionEntries(db, orderId, at, madeRevision),
    // A file the revision gives a station after its copy deadline: its delivery says Late.
    late: draft || Object.keys(through).length === 0 ? undefined : markLateGiven(db, orderId, at, through),
    ...outbox(
      db,
      draft
        ? []
        : [
            {
              type: "order.instructions_revised",
              to: destinationsAndGroups(parent),
              data: sql`json_object('OrderID', ${orderId}, 'Revision', ${madeRevision}, 'CreatedAt', ${at}, 'CreatedBy', ${by},
                'Destinations', json(${destinationsActedFor(parent)}), 'InstructionsUrl', ${`/api/v1/ad/orders/${orderId}/instructions`})`,
              when: written,
            },
          ],
      at,
    ),
  });
  const [made] = done.revision;
  if (!made) {
    // Changed since it was read: read again, to say how.
    const again = await read(db, { order: orderQuery(c, orderId) });
    refuseCancelled(c, orderId, again.order[0] as OrderRow | undefined);
    visibleFrom(principalOf(c), "order", orderId, again.order[0]);
    throw new Problem(
      "conflict",
      `Order ${orderId} changed meanwhile (it was published); send the instructions again.`,
    );
  }
  await sendEvents(c.env, done.eventDeliveries);
  const names = new Map(before.stations.map((s) => [s.id, s.name]));
  const lateAt = [...new Set((done.late ?? []).map((l) => l.organizationId))];
  const warnings = [
    ...outsideOrderFlight(body.Flights, facts),
    ...lateAt.map((id) => {
      const fileIds = (done.late ?? []).filter((l) => l.organizationId === id).map((l) => l.fileId);
      return {
        Code: "late_copy" as const,
        Message:
          `${names.get(id)} (${id}) wants its copy ${copyDeadlines(before.specs).find(([d]) => d === id)?.[1]} hours ` +
          `before its first airing day: this revision gives it file${fileIds.length > 1 ? "s" : ""} ${fileIds.join(", ")} ` +
          "late. Its proof of delivery rows say Late.",
        Field: "Flights",
      };
    }),
    ...(notes.removed.length > 0
      ? [
          {
            Code: "html_removed" as const,
            Message: `Removed HTML that is not kept (${notes.removed.join(", ")}); kept: ${BASIC_HTML}.`,
            Field: "Notes",
          },
        ]
      : []),
  ];
  const revision = {
    revision: made.revision,
    flights: JSON.stringify(flights),
    notes: notes.html,
    createdAt: at,
    createdBy: by,
  };
  return { ...instructionsRecord(orderId, access, revision, before.acks), Warnings: warnings };
}

/**
 * The rules against the order, read for a body refused anyway (so that one 422 names every failing
 * field): nothing when the order is not the caller's to see.
 */
export async function orderRulesRead(c: Context<AppEnv>, input: unknown): Promise<FieldError[]> {
  const orderId = Number(c.req.param("orderID"));
  const { order } = await read(c.var.db, { order: orderQuery(c, orderId) });
  const row = order[0] as OrderRow | undefined;
  if (!row?.visible) return [];
  return orderRules(input, factsOf(orderId, row, visibleFrom(principalOf(c), "order", orderId, row)));
}

export const instructionsNotFound = (orderId: number, revision?: number) =>
  new Problem(
    "not_found",
    revision === undefined
      ? `Order ${orderId} has no traffic instructions yet.`
      : `Order ${orderId} has no revision ${revision} of its traffic instructions.`,
    {
      errors: [
        {
          field: revision === undefined ? "orderID" : "revision",
          code: "instructions_not_found",
          message: revision === undefined ? "has no traffic instructions yet" : `there is no revision ${revision}`,
        },
      ],
    },
  );

/**
 * A revision of the order's instructions (the latest unless `revision`), as
 * the caller may see it, in one round trip: as JSON or XML, or as the CSV or
 * PDF the Accept header names.
 */
export async function getInstructions(c: Context<AppEnv>, orderId: number, revision: number | undefined) {
  const db = c.var.db;
  const representation = preferredAlternative(c.req.header("Accept"), REPRESENTATIONS);
  const { order, stations, found, acks, rights } = await read(db, {
    order: orderQuery(c, orderId),
    stations: stationsOf(db, orderId),
    found: revisionOf(db, orderId, revision),
    acks: acknowledgementsOf(db, orderId),
    // The sheet also says each spot's rights window (contract section 20).
    rights: representation === "application/pdf" ? rightsOf(db, orderId) : undefined,
  });
  const row = order[0] as OrderRow | undefined;
  const access = visibleFrom(principalOf(c), "order", orderId, row);
  const [chosen] = found;
  if (!chosen || !row) throw instructionsNotFound(orderId, revision);
  const record = instructionsRecord(orderId, access, chosen, acks);
  if (representation === "text/csv") return instructionsCsv(record);
  if (representation === "application/pdf") {
    const names = new Map(stations.map((s) => [s.id, s]));
    return instructionsPdf(record, { ...row, rights: rights ?? [] }, names, access.subject.ownerName);
  }
  return record;
}

/** The order's revisions, newest first, paged (cursor: the last revision's number), in one round trip. */
export async function listRevisions(c: Context<AppEnv>, orderId: number, query: { limit?: number; cursor?: string }) {
  const db = c.var.db;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = decodeCursor(query.cursor, 1);
  if (after && !(Number.isSafeInteger(after[0]) && (after[0] as number) > 0)) {
    throw new Problem("bad_request", "The cursor is not one this API gave out; start again without it.", {
      errors: [{ field: "cursor", code: "invalid_format", message: "is not a cursor this API gave out" }],
    });
  }
  const { order, revisions } = await read(db, {
    order: subjectQuery(c.var.db, principalOf(c), "order", orderId),
    revisions: db
      .select(revisionColumns)
      .from(instructionRevisions)
      .where(
        and(
          eq(instructionRevisions.orderId, orderId),
          after ? lt(instructionRevisions.revision, Number(after[0])) : undefined,
        ),
      )
      .orderBy(desc(instructionRevisions.revision))
      .limit(limit + 1),
  });
  const access = visibleFrom(principalOf(c), "order", orderId, order[0]);
  const rows = revisions.map((r) => ({
    Revision: r.revision,
    CreatedAt: r.createdAt,
    CreatedBy: r.createdBy,
    FlightCount: visibleFlights(access, JSON.parse(r.flights) as Flight[]).length,
  }));
  return paginate(c, rows, limit, (r) => [r.Revision]);
}

/**
 * A destination acknowledges a revision (a group names the station it acts
 * for). Round trip 1 reads the order, its latest revision and the station's
 * acknowledgement; round trip 2 writes the acknowledgement only while the
 * caller may see the order and the revision is newer than the one
 * acknowledged (the same one again changes nothing), with the owner's event,
 * and reads it back.
 */
export async function acknowledgeInstructions(
  c: Context<AppEnv>,
  orderId: number,
  body: { Revision: number; OrganizationID?: number },
) {
  const db = c.var.db;
  const principal = principalOf(c);
  const before = await read(db, {
    order: subjectQuery(c.var.db, principalOf(c), "order", orderId),
    latest: revisionOf(db, orderId),
    acks: acknowledgementsOf(db, orderId),
  });
  const access = visibleFrom(principalOf(c), "order", orderId, before.order[0]);
  const station = stationAcknowledging(orderId, access, body.OrganizationID);
  const latest = before.latest[0]?.revision ?? 0;
  if (body.Revision > latest) {
    const message =
      latest === 0
        ? "the order has no traffic instructions yet"
        : `there is no revision ${body.Revision} (the latest is ${latest})`;
    throw validationProblem([{ field: "Revision", code: "not_found", message }]);
  }
  const held = before.acks.find((a) => a.organizationId === station);
  if (held && held.revision > body.Revision) throw olderThanAcknowledged(station, body.Revision, held.revision);

  const at = new Date().toISOString();
  const by = who(c);
  const ack = instructionAcknowledgements;
  const visible = and(
    eq(orders.id, orderId),
    visibleTo("order", principal.organizationId, jsonList(principal.actsFor)),
  );
  const done = await write(db, {
    // First, while the acknowledgement is not written: the event only when the write below will change the row
    // (the order visible, the station's acknowledged revision older or none). The batch is one transaction, so this
    // holds as it finds it; after the write, the row's time could not tell this write from another in its millisecond.
    ...outbox(
      db,
      [
        {
          type: "order.instructions_acknowledged",
          to: sql`SELECT ${orders.ownerOrganizationId} AS organization_id FROM ${orders} WHERE ${orders.id} = ${orderId}`,
          data: sql`json_object('OrderID', ${orderId}, 'OrganizationID', ${station}, 'Revision', ${body.Revision}, 'AcknowledgedAt', ${at}, 'AcknowledgedBy', ${by})`,
          when: sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${visible})
            AND NOT EXISTS (SELECT 1 FROM ${ack} WHERE ${ack.orderId} = ${orderId} AND ${ack.organizationId} = ${station} AND ${ack.revision} >= ${body.Revision})`,
        },
      ],
      at,
    ),
    written: db
      .insert(ack)
      .select(
        db
          .select({
            orderId: orders.id,
            organizationId: sql`${station}`.as("organization_id"),
            revision: sql`${body.Revision}`.as("revision"),
            acknowledgedAt: sql`${at}`.as("acknowledged_at"),
            acknowledgedBy: sql`${by}`.as("acknowledged_by"),
          })
          .from(orders)
          .where(visible),
      )
      .onConflictDoUpdate({
        target: [ack.orderId, ack.organizationId],
        set: {
          revision: sql`excluded.revision`,
          acknowledgedAt: sql`excluded.acknowledged_at`,
          acknowledgedBy: sql`excluded.acknowledged_by`,
        },
        setWhere: sql`excluded.revision > ${ack.revision}`,
      }),
    claim: claimWritten(c),
    now: db
      .select()
      .from(ack)
      .where(and(eq(ack.orderId, orderId), eq(ack.organizationId, station))),
  });
  await sendEvents(c.env, done.eventDeliveries);
  const [now] = done.now;
  if (!now) throw notFound("order", orderId);
  if (now.revision > body.Revision) throw olderThanAcknowledged(station, body.Revision, now.revision);
  return {
    OrderID: orderId,
    OrganizationID: station,
    Revision: now.revision,
    AcknowledgedAt: now.acknowledgedAt,
    AcknowledgedBy: now.acknowledgedBy,
  };
}

const olderThanAcknowledged = (station: number, revision: number, held: number) =>
  new Problem(
    "conflict",
    `Destination ${station} has already acknowledged revision ${held}; revision ${revision} is older.`,
  );

/**
 * The destination that acknowledges: the one named (the key must act for it,
 * else 403; it must be a destination of the order, else 422), or the one
 * destination of the order the key acts for. The owner is no destination.
 */
function stationAcknowledging(orderId: number, access: Access, named: number | undefined): number {
  const principal = access.principal;
  if (named !== undefined) {
    if (!principal.actsFor.includes(named)) {
      throw new Problem(
        "forbidden",
        `This API key may not act for organization ${named}: only for its own organization and those it has group access to.`,
      );
    }
    if (!access.subject.destinationIds.includes(named)) {
      throw validationProblem([
        {
          field: "OrganizationID",
          code: "not_a_destination",
          message: `${named} is not a destination of order ${orderId}`,
        },
      ]);
    }
    return named;
  }
  const [only, ...more] = access.actsForDestinations;
  if (only === undefined) {
    throw new Problem(
      "forbidden",
      `Only a destination of order ${orderId} (directly or through group access) acknowledges its traffic instructions.`,
    );
  }
  if (more.length > 0) {
    const errors: FieldError[] = [
      {
        field: "OrganizationID",
        code: "required",
        message: `name the destination acknowledging: this key acts for ${[only, ...more].join(", ")} of order ${orderId}`,
      },
    ];
    throw validationProblem(errors);
  }
  return only;
}
