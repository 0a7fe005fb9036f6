/**
 * What the input schema cannot say about an order: rules across fields and
 * against the database (checked beside the schema, so that one 422 names every
 * failing field), and the warnings that never block.
 */
import type * as v from "valibot";
import { easternDayOf, easternToUtc, type LocalDateTime, parseIsoDate } from "../../http/dates";
import type { FieldError } from "../../http/problems";
import { destinationRules, duplicateFileKeys, isObject } from "../subjects/subjects.rules";
import type { Warning as WarningRecord } from "../subjects/subjects.schemas";
import { AD_ID_PATTERN } from "./orders.schemas";

/**
 * Duplicate AdIDs (after upper-casing), a flight that ends before it starts,
 * and the destination rules of every subject (../subjects/subjects.rules.ts).
 */
export function orderInputRules(input: unknown): FieldError[] {
  const body = isObject(input) ? input : {};
  const errors = duplicateFileKeys(body, "AdID", (raw) => raw.trim().toUpperCase(), AD_ID_PATTERN);

  const start = typeof body.FlightStartDate === "string" ? body.FlightStartDate.trim() : "";
  const end = typeof body.FlightEndDate === "string" ? body.FlightEndDate.trim() : "";
  if (parseIsoDate(start) && parseIsoDate(end) && end < start) {
    errors.push({ field: "FlightEndDate", code: "out_of_range", message: "must not be before FlightStartDate" });
  }

  return [...errors, ...destinationRules(body)];
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
