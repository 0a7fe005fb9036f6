/**
 * What the input schema cannot say about an order: rules across fields and
 * against the database (checked beside the schema, so that one 422 names every
 * failing field), and the warnings that never block.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import type { Db } from "../../db/client";
import { guard, jsonList, unlessRefused } from "../../db/guard";
import { prepared } from "../../db/prepared";
import { organizations } from "../../db/schema";
import type { AppEnv } from "../../env";
import { easternDayOf, easternToUtc, type LocalDateTime, parseIsoDate } from "../../http/dates";
import { type FieldError, validationProblem } from "../../http/problems";
import { MAX_ID } from "../../http/validation";
import { AD_ID_PATTERN, type Warning as WarningRecord } from "./orders.schemas";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The items of a list that is well-formed, each with its index. */
const listOf = (value: unknown): [unknown, number][] => (Array.isArray(value) ? value.map((item, i) => [item, i]) : []);

const isOrganizationId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/**
 * Duplicate AdIDs (after upper-casing) and destinations, a flight that ends
 * before it starts, and destinations that are not known destination
 * organizations. The last needs a query: when nothing else is wrong, it is
 * left to the write (`destinationsKnown` in the batch of `createOrder`, which
 * answers the same 422 through `destinationErrors`); else it is made here, so
 * that the 422 names every failing field.
 */
export async function orderInputRules(
  c: Context<AppEnv>,
  input: unknown,
  { schemaValid }: { schemaValid: boolean },
): Promise<FieldError[]> {
  const body = isObject(input) ? input : {};
  const errors: FieldError[] = [];

  const adIds = new Map<string, number>();
  for (const [file, i] of listOf(body.Files)) {
    const raw = isObject(file) ? file.AdID : undefined;
    const adId = typeof raw === "string" ? raw.trim().toUpperCase() : "";
    if (!AD_ID_PATTERN.test(adId)) continue;
    const first = adIds.get(adId);
    if (first === undefined) adIds.set(adId, i);
    else errors.push({ field: `Files[${i}].AdID`, code: "duplicate", message: `repeats the AdID of Files[${first}]` });
  }

  const start = typeof body.FlightStartDate === "string" ? body.FlightStartDate.trim() : "";
  const end = typeof body.FlightEndDate === "string" ? body.FlightEndDate.trim() : "";
  if (parseIsoDate(start) && parseIsoDate(end) && end < start) {
    errors.push({ field: "FlightEndDate", code: "out_of_range", message: "must not be before FlightStartDate" });
  }

  const destinations = listOf(body.Destinations).filter((entry): entry is [number, number] =>
    isOrganizationId(entry[0]),
  );
  if (schemaValid && errors.length === 0 && destinationErrors(destinations).length === 0) return [];
  const known = await knownDestinations(
    c,
    destinations.map(([id]) => id),
  );
  return [...errors, ...destinationErrors(destinations, known)];
}

/** Which of `ids` are destination organizations (a batch of one: often the request's first round trip, which the key check rides on). */
async function knownDestinations(c: Context<AppEnv>, ids: number[]): Promise<Set<number>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Set();
  const [rows] = await c.var.db.batch([
    c.var.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.kind, "destination"), sql`${organizations.id} IN ${jsonList(distinct)}`)),
  ]);
  return new Set(rows.map((row) => row.id));
}

/**
 * What is wrong with the destinations (each `[id, index]`): repeats, and,
 * given the `known` destination organizations, the ids not among them.
 */
function destinationErrors(destinations: [number, number][], known?: Set<number>): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Map<number, number>();
  for (const [id, i] of destinations) {
    const first = seen.get(id);
    if (first !== undefined) {
      errors.push({ field: `Destinations[${i}]`, code: "duplicate", message: `repeats Destinations[${first}]` });
    } else if (known && !known.has(id)) {
      errors.push({
        field: `Destinations[${i}]`,
        code: "not_found",
        message: `${id} is not a destination organization`,
      });
    }
    seen.set(id, first ?? i);
  }
  return errors;
}

type Warning = v.InferOutput<typeof WarningRecord>;

const HOURS_48 = 48 * 3_600_000;
const dayText = (t: LocalDateTime) => `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;

/**
 * The flight start against now, in Eastern Time: a start day before today, or
 * a `Standard` order whose start day begins (midnight Eastern) within 48 hours.
 */
export function flightWarnings(
  order: { priority: "Standard" | "Rush"; flightStartDate: string | null },
  now: Date,
): Warning[] {
  const day = order.flightStartDate;
  const start = day ? parseIsoDate(day) : null;
  if (!day || !start) return [];
  const today = dayText(easternDayOf(now));
  if (day < today) {
    return [
      {
        Code: "flight_start_past",
        Message: `The flight starts ${day}, before today (${today}, Eastern Time).`,
        Field: "FlightStartDate",
      },
    ];
  }
  if (order.priority === "Standard" && easternToUtc(start).getTime() - now.getTime() < HOURS_48) {
    return [
      {
        Code: "short_lead_time",
        Message: `The flight starts ${day}, within 48 hours, and the order's priority is Standard; consider Rush.`,
        Field: "FlightStartDate",
      },
    ];
  }
  return [];
}

/** Destinations that are offline now: their deliveries wait until they are back online. */
export function offlineWarnings(destinations: { id: number; name: string | null; status: string | null }[]): Warning[] {
  return destinations.flatMap((d, i): Warning[] =>
    d.status === "Offline"
      ? [
          {
            Code: "destination_offline",
            Message: `${d.name ?? "The destination"} (${d.id}) is offline; its deliveries wait until it is back online.`,
            Field: `Destinations[${i}]`,
          },
        ]
      : [],
  );
}

const destinationsKnownGuard = prepared((db: Db) =>
  guard(
    db,
    sql`(SELECT count(*) FROM ${organizations} WHERE ${organizations.kind} = 'destination' AND ${organizations.id} IN ${jsonList(sql.placeholder("ids"))}) = ${sql.placeholder("count")}`,
  ),
);

/** The guard (../../db/guard.ts) that every one of `ids` (distinct) is a destination organization. */
export const destinationsKnown = (db: Db, ids: number[]) =>
  destinationsKnownGuard(db, { ids: JSON.stringify(ids), count: ids.length });

/** Answers `write`'s failure on `destinationsKnown(ids)` with the 422 naming each destination that is not one. */
export const refuseUnknownDestinations = <T>(c: Context<AppEnv>, ids: number[], write: Promise<T>): Promise<T> =>
  unlessRefused(write, async () => {
    const errors = destinationErrors(
      ids.map((id, i) => [id, i]),
      await knownDestinations(c, ids),
    );
    if (errors.length > 0) throw validationProblem(errors);
  });
