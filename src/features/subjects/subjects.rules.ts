/**
 * The input rules every subject (order or release) shares, beyond what its
 * schema says: destinations named once, each a destination organization
 * (checked against the database by the write itself), and the warning that
 * never blocks, a destination offline now.
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type * as v from "valibot";
import { rule } from "../../db/guard";
import { organizations } from "../../db/schema";
import type { FieldError } from "../../http/problems";
import { MAX_ID } from "../../http/validation";
import type { Warning as WarningRecord } from "./subjects.schemas";

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The items of a list that is well-formed, each with its index. */
export const listOf = (value: unknown): [unknown, number][] =>
  Array.isArray(value) ? value.map((item, i) => [item, i]) : [];

const isOrganizationId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/**
 * A file key (an order's AdID, a release's ISRC) named twice within the
 * subject, once `normalise`d; keys that do not match `pattern` are the
 * schema's to refuse.
 */
export function duplicateFileKeys(
  body: Record<string, unknown>,
  field: "AdID" | "ISRC",
  normalise: (raw: string) => string,
  pattern: RegExp,
): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  for (const [file, i] of listOf(body.Files)) {
    const raw = isObject(file) ? file[field] : undefined;
    const key = typeof raw === "string" ? normalise(raw) : "";
    if (!pattern.test(key)) continue;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else
      errors.push({
        field: `Files[${i}].${field}`,
        code: "duplicate",
        message: `repeats the ${field} of Files[${first}]`,
      });
  }
  return errors;
}

/** A destination named twice. That each is a destination organization is `destinationsKnown`, which the write enforces. */
export function destinationRules(body: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
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
