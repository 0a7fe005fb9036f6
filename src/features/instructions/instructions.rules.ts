/**
 * What the input schema of traffic instructions cannot say (contract section
 * 14): rules across a flight's fields (checked beside the schema, so that one
 * 422 names every failing field), rules against the order (its destinations,
 * its files, and flights that overlap at one destination), the warnings that
 * never block, and the flights as stored.
 */
import * as v from "valibot";
import type { FieldError } from "../../http/problems";
import { isObject } from "../subjects/subjects.rules";
import { DAYS, type Day, dayNumber, type Flight, minutesOf, weekdayOf } from "./instructions.schedule";
import { FlightInput, type FlightInputData } from "./instructions.schemas";

/** Each flight of the input that its schema accepts, with its index. */
export function validFlights(input: unknown): { index: number; flight: FlightInputData }[] {
  const flights = isObject(input) && Array.isArray(input.Flights) ? input.Flights : [];
  const out: { index: number; flight: FlightInputData }[] = [];
  flights.forEach((raw, index) => {
    const parsed = v.safeParse(FlightInput, raw);
    if (parsed.success) out.push({ index, flight: parsed.output });
  });
  return out;
}

const duplicates = <T>(list: readonly T[]) => list.flatMap((item, i) => (list.indexOf(item) < i ? [i] : []));

/**
 * Within each flight: its end not before its start, each daypart's end after
 * its start, no day, destination or spot named twice, and the rotation's
 * weights summing to exactly 100 (`rotation_total`).
 */
export function flightRules(input: unknown): FieldError[] {
  const errors: FieldError[] = [];
  for (const { index, flight } of validFlights(input)) {
    const at = `Flights[${index}]`;
    if (flight.EndDate < flight.StartDate) {
      errors.push({ field: `${at}.EndDate`, code: "out_of_range", message: "must not be before StartDate" });
    }
    (flight.Dayparts ?? []).forEach((part, k) => {
      if (part.Start === "24:00") {
        errors.push({ field: `${at}.Dayparts[${k}].Start`, code: "out_of_range", message: "must be before 24:00" });
      } else if (minutesOf(part.End) <= minutesOf(part.Start)) {
        errors.push({
          field: `${at}.Dayparts[${k}].End`,
          code: "out_of_range",
          message:
            "must be after Start (a daypart does not cross midnight: split it in two, up to 24:00 and from 00:00)",
        });
      }
    });
    for (const k of duplicates(flight.Days ?? [])) {
      errors.push({ field: `${at}.Days[${k}]`, code: "duplicate", message: "names a day already named" });
    }
    for (const k of duplicates(flight.Destinations ?? [])) {
      errors.push({
        field: `${at}.Destinations[${k}]`,
        code: "duplicate",
        message: "names a destination already named",
      });
    }
    for (const k of duplicates(flight.Rotation.map((s) => s.AdID))) {
      errors.push({
        field: `${at}.Rotation[${k}].AdID`,
        code: "duplicate",
        message: "names a spot already in the rotation",
      });
    }
    const total = flight.Rotation.reduce((sum, s) => sum + s.Weight, 0);
    if (total !== 100) {
      errors.push({
        field: `${at}.Rotation`,
        code: "rotation_total",
        message: `the weights sum to ${total}; they must sum to exactly 100`,
      });
    }
  }
  return errors;
}

/** What the rules against the order need of it. */
export interface OrderFacts {
  id: number;
  destinationIds: number[];
  adIds: string[];
  flightStartDate: string | null;
  flightEndDate: string | null;
}

/** The stations a flight is for: those it names, else every destination of the order. */
const stationsOf = (flight: { Destinations?: number[] | null }, order: OrderFacts) =>
  flight.Destinations ?? order.destinationIds;

/** Whether some date both flights run has a weekday both air on. */
function shareADay(a: FlightInputData, b: FlightInputData): boolean {
  const from = a.StartDate > b.StartDate ? a.StartDate : b.StartDate;
  const to = a.EndDate < b.EndDate ? a.EndDate : b.EndDate;
  if (from > to) return false;
  const days = (a.Days ?? DAYS).filter((d: Day) => (b.Days ?? DAYS).includes(d));
  // At most a week of the shared dates, counted as day numbers (right in every year, 9999-12-31 the last).
  const first = dayNumber(from);
  const count = Math.min(7, dayNumber(to) - first + 1);
  for (let n = 0; n < count; n++) if (days.includes(weekdayOf(first + n))) return true;
  return false;
}

const ALL_DAY = [{ Start: "00:00", End: "24:00" }];
const shareADaypart = (a: FlightInputData, b: FlightInputData) =>
  (a.Dayparts ?? ALL_DAY).some((p) =>
    (b.Dayparts ?? ALL_DAY).some((q) => minutesOf(p.Start) < minutesOf(q.End) && minutesOf(q.Start) < minutesOf(p.End)),
  );

/**
 * Against the order: each named destination one of the order's
 * (`not_a_destination`), each spot one of its files (`not_found`), and no two
 * flights for one destination sharing a date, a day and a daypart (`overlap`,
 * on the later flight).
 */
export function orderRules(input: unknown, order: OrderFacts): FieldError[] {
  const errors: FieldError[] = [];
  const flights = validFlights(input);
  for (const { index, flight } of flights) {
    (flight.Destinations ?? []).forEach((id, k) => {
      if (!order.destinationIds.includes(id)) {
        errors.push({
          field: `Flights[${index}].Destinations[${k}]`,
          code: "not_a_destination",
          message: `${id} is not a destination of order ${order.id}`,
        });
      }
    });
    flight.Rotation.forEach((spot, k) => {
      if (!order.adIds.includes(spot.AdID)) {
        errors.push({
          field: `Flights[${index}].Rotation[${k}].AdID`,
          code: "not_found",
          message: `${spot.AdID} is not a file of order ${order.id}`,
        });
      }
    });
  }
  for (const [j, later] of flights.entries()) {
    for (const earlier of flights.slice(0, j)) {
      const shared = stationsOf(later.flight, order).filter((id) => stationsOf(earlier.flight, order).includes(id));
      if (shared.length > 0 && shareADay(earlier.flight, later.flight) && shareADaypart(earlier.flight, later.flight)) {
        errors.push({
          field: `Flights[${later.index}]`,
          code: "overlap",
          message: `shares a date, a day and a daypart with Flights[${earlier.index}] at destination ${shared[0]}`,
        });
        break;
      }
    }
  }
  return errors;
}

/** A flight outside the order's FlightStartDate..FlightEndDate: a warning, never a refusal. */
export function outsideOrderFlight(flights: FlightInputData[], order: OrderFacts) {
  return flights.flatMap((flight, index) => {
    const before = order.flightStartDate !== null && flight.StartDate < order.flightStartDate;
    const after = order.flightEndDate !== null && flight.EndDate > order.flightEndDate;
    if (!before && !after) return [];
    const span = `${order.flightStartDate ?? "…"}..${order.flightEndDate ?? "…"}`;
    return [
      {
        Code: "outside_order_flight" as const,
        Message: `Flights[${index}] runs ${flight.StartDate}..${flight.EndDate}, outside the order's flight ${span}.`,
        Field: `Flights[${index}]`,
      },
    ];
  });
}

/** A flight as stored: every day and all day spelt out, days in week order. */
export const storedFlight = (flight: FlightInputData): Flight => ({
  StartDate: flight.StartDate,
  EndDate: flight.EndDate,
  Destinations: flight.Destinations ?? null,
  Days: flight.Days ? DAYS.filter((d) => flight.Days?.includes(d)) : [...DAYS],
  Dayparts: flight.Dayparts ?? ALL_DAY,
  Rotation: flight.Rotation,
});
