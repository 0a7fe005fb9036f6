/**
 * Proof of performance (contract section 15): an order's matched as-run
 * entries against its current instructions, per destination and flight, in
 * the station's time zone, with the discrepancies the contract names. One
 * function says what they are (`performanceAt`); the read answers it, and the
 * cron announces each discrepancy once to the order's owner
 * (`asrun.discrepancy`), the table `asrun_discrepancies` remembering which.
 */
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read, retried, write } from "../../db/batch";
import { createDb, type Db } from "../../db/client";
import { asrunChecks, asrunDiscrepancies, files, instructionRevisions, orders, organizations } from "../../db/schema";
import type { AppEnv, Bindings } from "../../env";
import { principalOf } from "../../http/auth";
import {
  appliesTo,
  covers,
  DAYS,
  type Flight,
  type LocalMoment,
  localMoment,
  nextDate,
  startOfDay,
} from "../instructions/instructions.schedule";
import { stationsOf } from "../instructions/instructions.store";
import { subjectQuery, visibleFrom } from "../subjects/subjects";
import { outbox, sendEvents } from "../webhooks/webhooks.events";
import { orderAirings } from "./asrun.entries";
import { placementRows, placementsOf, sourceDb, stationsBySource } from "./asrun.placement";

/** An airing matched to the order, its AdID resolved (as posted, else its file's). */
export interface Airing {
  airedAt: string;
  adId: string;
  durationSeconds: number | null;
  organizationId: number;
  fileId: number | null;
}

interface Station {
  id: number;
  name: string;
  timeZone: string;
}

type Indexed = Flight & { Index: number };

export interface Discrepancy {
  Code: "outside_flight" | "wrong_copy" | "short_duration" | "not_aired" | "rotation_skew";
  AiredAt?: string;
  AdID?: string;
  Flight?: number;
  Message: string;
}

const SKEW_AIRINGS = 10;
const SKEW_POINTS = 10;

const localText = (at: LocalMoment) =>
  `${at.date} ${String(Math.floor(at.minute / 60)).padStart(2, "0")}:${String(at.minute % 60).padStart(2, "0")} ${at.day}`;

/** Without instructions, the order's flight dates stand for one flight of every day, all day, with no rotation. */
const orderFlight = (start: string | null, end: string | null): Indexed => ({
  Index: 0,
  StartDate: start ?? "0000-01-01",
  EndDate: end ?? "9999-12-31",
  Destinations: null,
  Days: [...DAYS],
  Dayparts: [{ Start: "00:00", End: "24:00" }],
  Rotation: [],
});

/**
 * What aired at one station against the flights of the current revision
 * that apply to it: per flight its airings and counts by AdID against the
 * weights, the airings no flight covers, and the discrepancies, each with the
 * key that announces it once.
 */
export function performanceAt(
  station: Station,
  flights: Indexed[],
  airings: Airing[],
  lengths: Map<number, number>,
  now: Date,
  revision: number | null,
) {
  const mine = flights.filter((f) => appliesTo(f, station.id));
  const byFlight = new Map<number, { airing: Airing; at: LocalMoment }[]>(mine.map((f) => [f.Index, []]));
  const outside: { airing: Airing; at: LocalMoment }[] = [];
  const found: (Discrepancy & { key: string })[] = [];
  const one = (d: Discrepancy, key: string) => found.push({ ...d, key });
  const aired = (x: { airing: Airing; at: LocalMoment }) => ({
    AiredAt: x.airing.airedAt,
    LocalTime: localText(x.at),
    AdID: x.airing.adId,
    DurationSeconds: x.airing.durationSeconds,
  });

  for (const airing of airings) {
    const at = localMoment(new Date(airing.airedAt), station.timeZone);
    const flight = mine.find((f) => covers(f, at));
    const key = `${airing.airedAt}|${airing.adId}`;
    if (!flight) {
      outside.push({ airing, at });
      one(
        {
          Code: "outside_flight",
          AiredAt: airing.airedAt,
          AdID: airing.adId,
          Message: `${airing.adId} aired ${localText(at)} (${station.timeZone}), where no flight for ${station.name} covers its date, day and daypart.`,
        },
        key,
      );
    } else {
      byFlight.get(flight.Index)?.push({ airing, at });
      if (flight.Rotation.length > 0 && !flight.Rotation.some((s) => s.AdID === airing.adId)) {
        one(
          {
            Code: "wrong_copy",
            AiredAt: airing.airedAt,
            AdID: airing.adId,
            Flight: flight.Index,
            Message: `${airing.adId} aired ${localText(at)} in flight ${flight.Index}, whose rotation is ${flight.Rotation.map((s) => s.AdID).join(", ")}.`,
          },
          key,
        );
      }
    }
    const length = airing.fileId === null ? undefined : lengths.get(airing.fileId);
    if (length !== undefined && airing.durationSeconds !== null && airing.durationSeconds <= length - 1) {
      one(
        {
          Code: "short_duration",
          AiredAt: airing.airedAt,
          AdID: airing.adId,
          Message: `${airing.adId} aired ${airing.durationSeconds} s of its ${length} s at ${localText(at)}.`,
        },
        key,
      );
    }
  }

  const flightRecords = mine.map((flight) => {
    const list = byFlight.get(flight.Index) ?? [];
    const counts = new Map<string, number>(flight.Rotation.map((s) => [s.AdID, 0]));
    for (const x of list) counts.set(x.airing.adId, (counts.get(x.airing.adId) ?? 0) + 1);
    const weights = new Map(flight.Rotation.map((s) => [s.AdID, s.Weight]));
    const rotation = [...counts].map(([AdID, n]) => ({
      AdID,
      Weight: weights.get(AdID) ?? 0,
      Aired: n,
      SharePercent: list.length === 0 ? 0 : Math.round((n / list.length) * 1000) / 10,
    }));
    const ended = now.getTime() >= startOfDay(nextDate(flight.EndDate), station.timeZone).getTime();
    const flightKey = `r${revision ?? 0}f${flight.Index}`;
    for (const spot of flight.Rotation) {
      const n = counts.get(spot.AdID) ?? 0;
      if (ended && n === 0) {
        one(
          {
            Code: "not_aired",
            AdID: spot.AdID,
            Flight: flight.Index,
            Message: `Flight ${flight.Index} (${flight.StartDate}..${flight.EndDate}) has ended and ${spot.AdID}, weight ${spot.Weight}, never aired on ${station.name}.`,
          },
          `${flightKey}|${spot.AdID}`,
        );
      }
      const share = list.length === 0 ? 0 : (n / list.length) * 100;
      if (list.length >= SKEW_AIRINGS && Math.abs(share - spot.Weight) > SKEW_POINTS) {
        one(
          {
            Code: "rotation_skew",
            AdID: spot.AdID,
            Flight: flight.Index,
            Message: `${spot.AdID} is ${Math.round(share * 10) / 10}% of flight ${flight.Index}'s ${list.length} airings on ${station.name}; its weight is ${spot.Weight}.`,
          },
          `${flightKey}|${spot.AdID}`,
        );
      }
    }
    return {
      Index: flight.Index,
      StartDate: flight.StartDate,
      EndDate: flight.EndDate,
      Airings: list.length,
      Rotation: rotation,
      Aired: list.map(aired),
    };
  });
  return {
    OrganizationID: station.id,
    OrganizationName: station.name,
    TimeZone: station.timeZone,
    Flights: flightRecords,
    OutsideFlights: outside.map(aired),
    found,
  };
}

/** The order's files' lengths, by FileID, as JSON (the order named in full: drizzle leaves a lone table's columns bare). */
const lengthsOf = sql<string>`(SELECT json_group_object(${files.id}, ${files.lengthSeconds}) FROM ${files} WHERE ${files.orderId} = "orders"."id")`;

/** The current revision of the order's instructions. */
const currentRevision = (db: Db, orderId: number) =>
  db
    .select({ revision: instructionRevisions.revision, flights: instructionRevisions.flights })
    .from(instructionRevisions)
    .where(eq(instructionRevisions.orderId, orderId))
    .orderBy(desc(instructionRevisions.revision))
    .limit(1);

/**
 * The order's airings at the stations, by station, oldest first, their AdID
 * resolved: one round trip, to each database holding their entries side by
 * side (a station being moved: both of its, an airing in both answered once).
 */
async function airingsOf(
  env: Bindings,
  main: Db,
  orderId: number,
  stations: number[],
  placed: Parameters<typeof placementsOf>[2],
): Promise<Airing[]> {
  const bySource = stationsBySource(placementsOf(env, stations, placed).values());
  const found = await Promise.all(
    [...bySource].map(([source, list]) => retried(() => orderAirings(sourceDb(env, main, source), orderId, list))),
  );
  return [...new Map(found.flat().map(({ id, ...airing }) => [id, airing])).values()].sort(
    (a, b) => a.organizationId - b.organizationId || a.airedAt.localeCompare(b.airedAt),
  );
}

const flightsOf = (
  revision: { flights: string } | undefined,
  order: { flightStartDate: string | null; flightEndDate: string | null },
): Indexed[] =>
  revision
    ? (JSON.parse(revision.flights) as Flight[]).map((f, Index) => ({ ...f, Index }))
    : [orderFlight(order.flightStartDate, order.flightEndDate)];

const publicOf = ({ key: _key, ...d }: Discrepancy & { key: string }): Discrepancy => d;

/**
 * Proof of Performance: for the owner every destination, for a destination
 * those it acts for; one round trip.
 */
export async function proofOfPerformance(c: Context<AppEnv>, orderId: number) {
  const db = c.var.db;
  const principal = principalOf(c);
  const { order, stations, revision, placed } = await read(db, {
    order: subjectQuery(c.var.db, principal, "order", orderId, {
      flightStartDate: orders.flightStartDate,
      flightEndDate: orders.flightEndDate,
      lengths: lengthsOf.as("lengths"),
    }),
    stations: stationsOf(db, orderId),
    revision: currentRevision(db, orderId),
    placed: placementRows(db, { orderId }),
  });
  const row = order[0];
  const access = visibleFrom(principal, "order", orderId, row);
  if (!row) throw new Error("unreachable");
  // The owner's every station; anyone else's own.
  const seen = access.isOwner ? access.subject.destinationIds : access.actsForDestinations;
  const shown = stations.filter((s) => seen.includes(s.id));
  // Round trip 2: the airings, from the as-run partitions (contract section 21).
  const airings =
    shown.length > 0
      ? await airingsOf(
          c.env,
          db,
          orderId,
          shown.map((s) => s.id),
          placed,
        )
      : [];
  const lengths = new Map(
    Object.entries(JSON.parse(row.lengths ?? "{}") as Record<string, number>).map(([k, n]) => [Number(k), n]),
  );
  const flights = flightsOf(revision[0], row);
  const now = new Date();
  return {
    OrderID: orderId,
    Revision: revision[0]?.revision ?? null,
    Destinations: shown.map((station) => {
      const { found, ...rest } = performanceAt(
        station,
        flights,
        airings.filter((a) => a.organizationId === station.id),
        lengths,
        now,
        revision[0]?.revision ?? null,
      );
      return { ...rest, Discrepancies: found.map(publicOf) };
    }),
  };
}

/** How many (order, station) checks one cron run makes at most. */
const CHECKS_A_RUN = 50;

/**
 * The cron's look at the proofs of performance that are due (new entries
 * matched, or a flight ended): each discrepancy found that was not announced
 * before is recorded and sent to the order's owner as `asrun.discrepancy`, in
 * one batch with the record, which is what keeps it to once.
 */
export async function announceDiscrepancies(env: Bindings, now: Date): Promise<number> {
  const db = createDb(env.DB);
  const at = now.toISOString();
  // The checks due, oldest first along asrun_checks_due_idx (a GROUP BY would walk every check, due or not);
  // each order and station once, at the latest of its checks read (a later one waits for the next run).
  const rows = await db
    .select({ orderId: asrunChecks.orderId, organizationId: asrunChecks.organizationId, dueAt: asrunChecks.dueAt })
    .from(asrunChecks)
    .where(lte(asrunChecks.dueAt, at))
    .orderBy(asc(asrunChecks.dueAt))
    .limit(CHECKS_A_RUN * 4);
  const latest = new Map(rows.map((row) => [`${row.orderId}|${row.organizationId}`, row]));
  const due = [...latest.values()].slice(0, CHECKS_A_RUN);
  let announced = 0;
  for (const check of due) {
    const { order, station, revision, placed } = await read(db, {
      order: db
        .select({
          owner: orders.ownerOrganizationId,
          status: orders.status,
          cancelledAt: orders.cancelledAt,
          flightStartDate: orders.flightStartDate,
          flightEndDate: orders.flightEndDate,
          lengths: lengthsOf.as("lengths"),
        })
        .from(orders)
        .where(eq(orders.id, check.orderId)),
      station: db
        .select({ id: organizations.id, name: organizations.name, timeZone: organizations.timeZone })
        .from(organizations)
        .where(eq(organizations.id, check.organizationId)),
      revision: currentRevision(db, check.orderId),
      placed: placementRows(db, [check.organizationId]),
    });
    const [o] = order;
    const [s] = station;
    const live = o && s && o.status !== "Draft" && o.status !== "Cancelled" && o.cancelledAt === null;
    const airings = live ? await airingsOf(env, db, check.orderId, [check.organizationId], placed) : [];
    const found =
      live && o && s
        ? performanceAt(
            s,
            flightsOf(revision[0], o),
            airings,
            new Map(
              Object.entries(JSON.parse(o.lengths ?? "{}") as Record<string, number>).map(([k, n]) => [Number(k), n]),
            ),
            now,
            revision[0]?.revision ?? null,
          ).found
        : [];
    const list = JSON.stringify(found);
    const d = asrunDiscrepancies;
    const done = await write(db, {
      recorded: db
        .insert(d)
        .select(
          db
            .select({
              orderId: sql`${check.orderId}`.as("order_id"),
              organizationId: sql`${check.organizationId}`.as("organization_id"),
              code: sql`value ->> 'Code'`.as("code"),
              key: sql`value ->> 'key'`.as("key"),
              announcedAt: sql`${at}`.as("announced_at"),
            })
            .from(sql`json_each(${list})`)
            .where(sql`true`),
        )
        .onConflictDoNothing()
        .returning({ code: d.code }),
      ...outbox(
        db,
        [
          {
            type: "asrun.discrepancy",
            to: sql`SELECT ${orders.ownerOrganizationId} AS organization_id, j.value AS discrepancy FROM json_each(${list}) j
              JOIN ${orders} ON ${orders.id} = ${check.orderId}
              JOIN ${d} ON ${d.orderId} = ${check.orderId} AND ${d.organizationId} = ${check.organizationId}
                AND ${d.code} = j.value ->> 'Code' AND ${d.key} = j.value ->> 'key' AND ${d.announcedAt} = ${at}`,
            data: sql`json_patch(json_object('OrderID', ${check.orderId}, 'OrganizationID', ${check.organizationId}, 'Revision', ${revision[0]?.revision ?? null},
              'ProofOfPerformanceUrl', ${`/api/v1/ad/orders/${check.orderId}/proofofperformance`}),
              json_remove(r.discrepancy, '$.key'))`,
          },
        ],
        at,
      ),
      handled: db
        .delete(asrunChecks)
        .where(
          and(
            eq(asrunChecks.orderId, check.orderId),
            eq(asrunChecks.organizationId, check.organizationId),
            lte(asrunChecks.dueAt, check.dueAt),
          ),
        ),
    });
    announced += done.recorded.length;
    await sendEvents(env, done.eventDeliveries);
  }
  return announced;
}
