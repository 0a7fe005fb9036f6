/**
 * What the release input schema cannot say: an ISRC named twice (once
 * normalised), a UPC whose check digit is wrong, and the rules of every
 * subject (files' rights windows, destinations).
 */
import type { FieldError } from "../../http/problems";
import { fileRightsRules } from "../subjects/subjects.rights";
import { destinationRules, duplicateFileKeys, isObject } from "../subjects/subjects.rules";
import { ISRC_PATTERN, normaliseIsrc } from "./releases.schemas";

export function releaseInputRules(input: unknown): FieldError[] {
  const body = isObject(input) ? input : {};
  return [
    ...upcErrors(body.UPC),
    ...duplicateFileKeys(body, "ISRC", (raw) => normaliseIsrc(raw.trim()), ISRC_PATTERN),
    ...fileRightsRules(body),
    ...destinationRules(body),
  ];
}

/**
 * GTIN's check digit (GS1 General Specifications 7.9.1): the digits before it, from the right, weighted 3, 1,
 * 3, …; the check digit brings their sum to a multiple of 10.
 */
export function gtinCheckDigitOk(digits: string): boolean {
  const body = digits.slice(0, -1).split("").reverse();
  const sum = body.reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** `invalid_upc` (contract section 20): a UPC of 12 or 13 digits (GTIN-12 or GTIN-13) whose check digit is wrong; other shapes are the schema's. */
function upcErrors(upc: unknown): FieldError[] {
  const digits = typeof upc === "string" ? upc.trim() : "";
  if (!/^\d{12,13}$/.test(digits) || gtinCheckDigitOk(digits)) return [];
  return [
    {
      field: "UPC",
      code: "invalid_upc",
      message: `has a wrong check digit: the GTIN-${digits.length} check digit after ${digits.slice(0, -1)} is ${checkDigit(digits)}`,
    },
  ];
}

const checkDigit = (digits: string) => {
  for (let d = 0; d <= 9; d++) if (gtinCheckDigitOk(`${digits.slice(0, -1)}${d}`)) return d;
  return 0;
};
