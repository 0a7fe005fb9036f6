/**
 * What the input schema cannot say about an order: rules across fields and
 * against the database (checked beside the schema, so that one 422 names every
 * failing field), and the warnings that never block.
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type * as v from "valibot";
import { rule } from "../../db/guard";
import { organizations } from "../../db/schema";
import { easternDayOf, easternToUtc, type LocalDateTime, parseIsoDate } from "../../http/dates";
import type { FieldError } from "../../http/problems";
import { MAX_ID } from "../../http/validation";
import { AD_ID_PATTERN, type Warning as WarningRecord } from "./orders.schemas";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The items of a list that is well-formed, each with its index. */
const listOf = (value: unknown): [unknown, number][] => (Array.isArray(value) ? value.map((item, i) => [item, i]) : []);

const isOrganizationId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/**
 * Duplicate AdIDs (after upper-casing) and destinations, and a flight that
 * ends before it starts. That each destination is a destination organization
 * is `destinationsKnown`, which the write enforces.
 */
export function orderInputRules(input: unknown): FieldError[] {
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

  const seen = new Map<unknown, number>();
  for (const [id, i] of listOf(body.Destinations)) {
    const first = seen.get(id);
    if (first === undefined) seen.set(id, i);
    else if (isOrganizationId(id)) {
      errors.push({ field: `Destinations[${i}]`, code: "duplicate", message: `repeats Destinations[${first}]` });
    }
  }
  return errors;
}

/**
 * The rule that destinations are destination organizations, as the rows
 * that break it: `list` gives a JSON list of organization ids (null where
 * one is not to be checked), `Destinations[i]` each id at index i that is
 * not one, the message saying so with `wording`.
 */
export const notDestinations = (list: SQL | Placeholder, wording: string) => sql`
  SELECT 'Destinations[' || d.key || ']' AS field, 'not_found' AS code, d.value || ${` ${wording}`} AS message
  FROM json_each(${list}) d
  LEFT JOIN ${organizations} o ON o.id = d.value AND o.kind = 'destination'
  WHERE d.value IS NOT NULL AND o.id IS NULL`;

/** `notDestinations` of a new order's `destinations` (a JSON list): its guard and its 422. */
export const destinationsKnown = rule<{ destinations: string }>((p) =>
  notDestinations(p.destinations, "is not a destination organization"),
);

/** The ids of an unchecked body's destinations to check: each well-formed id at its index, a repeat as null. */
export function destinationsToCheck(input: unknown): string {
  const seen = new Set<unknown>();
  const list = listOf(isObject(input) ? input.Destinations : undefined).map(([id]) => {
    const check = isOrganizationId(id) && !seen.has(id);
    seen.add(id);
    return check ? id : null;
  });
  return JSON.stringify(list);
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
