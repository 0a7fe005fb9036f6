/**
 * The input rules every subject (order or release) shares, beyond what its
 * schema says: destinations named once, each a destination organization
 * (checked against the database, `notDestinations`), and the warning that
 * never blocks, a destination offline now.
 */
import { sql } from "drizzle-orm";
import type * as v from "valibot";
import { retried } from "../../db/batch";
import type { Db } from "../../db/client";
import { organizations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import { easternDayOf, easternToUtc, type LocalDateTime, parseIsoDate } from "../../http/dates";
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

/** A destination named twice. That each is a destination organization is `notDestinations`, checked against the database. */
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

/** The organizations of `ids`, with what the destination rule and the warnings need: a query for a `read` batch. */
export const organizationsNamed = (db: Db, ids: readonly number[]) =>
  db
    .select({ id: organizations.id, name: organizations.name, kind: organizations.kind, status: organizations.status })
    .from(organizations)
    .where(sql`${organizations.id} IN ${jsonList(ids)}`);

type NamedOrganization = Awaited<ReturnType<typeof organizationsNamed>>[number];

/**
 * The rule that destinations are destination organizations: each of `ids`
 * (at its index; null where one is not to be checked) that `found` does not
 * hold as a destination organization is a field error `Destinations[i]`.
 */
export function notDestinations(
  ids: readonly (number | null)[],
  found: readonly Pick<NamedOrganization, "id" | "kind">[],
  wording = "is not a destination organization",
): FieldError[] {
  const destinationIds = new Set(found.filter((o) => o.kind === "destination").map((o) => o.id));
  return ids.flatMap((id, i) =>
    id === null || destinationIds.has(id)
      ? []
      : [{ field: `Destinations[${i}]`, code: "not_found", message: `${id} ${wording}` }],
  );
}

/**
 * `notDestinations` of an input refused for other reasons too
 * (`OperationDef.body.databaseRules`), so that one 422 names every field:
 * each well-formed id at its index, a repeat not checked again.
 */
export async function destinationErrors(db: Db, input: unknown): Promise<FieldError[]> {
  const seen = new Set<unknown>();
  const ids = listOf(isObject(input) ? input.Destinations : undefined).map(([id]) => {
    const check = isOrganizationId(id) && !seen.has(id);
    seen.add(id);
    return check ? id : null;
  });
  const wanted = ids.filter((id) => id !== null);
  if (wanted.length === 0) return [];
  return notDestinations(ids, await retried(() => organizationsNamed(db, wanted)));
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

const HOURS_48 = 48 * 3_600_000;

const dayText = (t: LocalDateTime) => `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
