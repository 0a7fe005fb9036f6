/**
 * What the input schema cannot say about an order: rules across fields and
 * against the database (checked beside the schema, so that one 422 names every
 * failing field). Its warnings (the flight) are subjects.rules.ts's, which publish shares.
 */
import { parseIsoDate } from "../../http/dates";
import type { FieldError } from "../../http/problems";
import { fileRightsRules } from "../subjects/subjects.rights";
import { destinationRules, duplicateFileKeys, isObject } from "../subjects/subjects.rules";
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

  return [...errors, ...fileRightsRules(body), ...destinationRules(body)];
}
