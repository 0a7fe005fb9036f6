/**
 * As-run logs (contract section 15): a station (or a group for its stations)
 * posts what aired; each entry is judged alone, matched to the order it
 * belongs to, and stored once; the station's entries are read back.
 *
 * Post: round trip 1 reads the stations named (and where their entries are:
 * ./asrun.placement.ts) and every published order sent to them with a file
 * of a posted AdID or house ID (with its current flights); the entries are
 * checked and matched here; round trip 2 inserts them into each station's
 * as-run partition (contract section 21; one batch a partition, side by
 * side) in statements of CHUNK entries each bound as one JSON value (D1 binds
 * at most 100 values a statement), the unique index on station, moment, AdID
 * and house ID dropping those already stored; round trip 3 writes to the
 * main database what follows from them: the checks the cron makes of the
 * orders matched, a new station's placement and the Idempotency-Key claim
 * marked written. A station being moved costs one round trip more, before
 * the insert: the partition it leaves is asked which entries it holds.
 *
 * The entries and the claim are in two databases, so not one transaction:
 * the entries go first. Should the main write fail after them, the request
 * is a 500, its claim released, and the same log sent again finds them all
 * stored (Duplicates), its checks written then: nothing lost, nothing twice.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { asRunPartition } from "../../db/asrun-partitions";
import { read, retried, write } from "../../db/batch";
import type { Db } from "../../db/client";
import {
  asrunChecks,
  destinations,
  fileStatuses,
  files,
  instructionRevisions,
  orders,
  organizations,
} from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { easternDayRange, instantText, parseInstant, parseIsoDate, storable } from "../../http/dates";
import { claimWritten } from "../../http/idempotency";
import { DEFAULT_LIMIT, paginate, positionAfter } from "../../http/pagination";
import { type FieldError, Problem, validationProblem } from "../../http/problems";
import { groupBy } from "../../lists";
import { appliesTo, type Flight, localMoment, localYearInRange } from "../instructions/instructions.schedule";
import { type EntryKey, type EntryRow, stationPage, storedOf, writeEntries } from "./asrun.entries";
import {
  type Placement,
  placementRows,
  placementsOf,
  recordPlacements,
  sourceDb,
  stationsBySource,
} from "./asrun.placement";
import type { AsRunQuery, REJECTIONS } from "./asrun.schemas";

export { CHUNK } from "./asrun.entries";

const MAX_AD_ID = 20;
const MAX_HOUSE_ID = 25;
const MAX_DURATION = 86_400;
/** The time zone of a station that has none set. */
const DEFAULT_ZONE = "America/New_York";

type Rejection = (typeof REJECTIONS)[number];
interface Position {
  Index: number;
  Line: number | null;
}
interface Entry extends Position {
  organizationId: number;
  airedAt: string;
  adId: string;
  houseId: string;
  durationSeconds: number | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A property by its name in any case (JSON names match case-insensitively; XML and CSV give strings). */
function property(entry: Record<string, unknown>, name: string): unknown {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(entry)) if (key.toLowerCase() === lower) return value;
  return undefined;
}

const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : undefined;
const wholeNumber = (value: unknown) => {
  const t = text(value);
  return t !== undefined && /^\d{1,15}$/.test(t) ? Number(t) : undefined;
};

/** One entry checked: what is stored, or why it is refused. */
function checked(
  raw: unknown,
  position: Position,
  own: number | undefined,
  known: Map<number, { kind: string; timeZone: string }>,
  actsFor: number[],
): Entry | { Code: Rejection; Message: string } {
  if (!isObject(raw))
    return { Code: "invalid_entry", Message: "an entry is an object of AiredAt, AdID or HouseID, and DurationSeconds" };
  const named = property(raw, "OrganizationID");
  let organizationId = own;
  if (named !== undefined && named !== "") {
    organizationId = wholeNumber(named);
    if (organizationId === undefined || known.get(organizationId)?.kind !== "destination") {
      return { Code: "unknown_organization", Message: `${String(named)} is not a destination organization` };
    }
  }
  if (organizationId === undefined) {
    return { Code: "organization_required", Message: "name the station that aired it in OrganizationID" };
  }
  if (!actsFor.includes(organizationId)) {
    return { Code: "not_acting_for", Message: `this API key may not act for organization ${organizationId}` };
  }
  const airedText = text(property(raw, "AiredAt"));
  const aired = airedText ? parseInstant(airedText) : null;
  if (!aired) {
    return {
      Code: "bad_time",
      Message: airedText ? `AiredAt ${airedText} is not ISO 8601 with Z or an offset` : "AiredAt is required",
    };
  }
  // Stored and answered as RFC 3339 in UTC, and matched to flights by the station's day: both within years 0000 to 9999.
  if (!storable(aired) || !localYearInRange(aired, known.get(organizationId)?.timeZone ?? DEFAULT_ZONE)) {
    return {
      Code: "bad_time",
      Message: `AiredAt ${airedText} is outside years 0000 to 9999, in UTC or the station's time`,
    };
  }
  const adId = (text(property(raw, "AdID")) ?? "").toUpperCase();
  const houseId = text(property(raw, "HouseID")) ?? "";
  if (!adId && !houseId) return { Code: "no_spot", Message: "AdID or HouseID is required" };
  if ([...adId].length > MAX_AD_ID || [...houseId].length > MAX_HOUSE_ID) {
    return { Code: "bad_spot", Message: `AdID is at most ${MAX_AD_ID} characters, HouseID at most ${MAX_HOUSE_ID}` };
  }
  const durationRaw = property(raw, "DurationSeconds");
  let durationSeconds: number | null = null;
  if (durationRaw !== undefined && durationRaw !== "") {
    const n = wholeNumber(durationRaw);
    if (n === undefined || n > MAX_DURATION) {
      return {
        Code: "bad_duration",
        Message: `DurationSeconds must be a whole number of seconds from 0 to ${MAX_DURATION}`,
      };
    }
    durationSeconds = n;
  }
  return { ...position, organizationId, airedAt: aired.toISOString(), adId, houseId, durationSeconds };
}

/** A published order's file sent to a station, with what matching needs. */
interface Candidate {
  fileId: number;
  adId: string | null;
  houseId: string | null;
  orderId: number;
  organizationId: number;
  publishedAt: string | null;
  flightStartDate: string | null;
  flightEndDate: string | null;
  flights: string | null;
}

/** The current revision's flights of the order (`"orders"."id"`), as JSON. */
const currentFlights = sql<
  string | null
>`(SELECT ${instructionRevisions.flights} FROM ${instructionRevisions} WHERE ${instructionRevisions.orderId} = "orders"."id" ORDER BY ${instructionRevisions.revision} DESC LIMIT 1)`;

/** Named apart: D1 answers a batch's rows keyed by column name, and files and orders both have an `id`. */
const candidateColumns = {
  fileId: sql<number>`${files.id}`.as("file_id"),
  adId: sql<string | null>`${files.adId}`.as("ad_id"),
  orderId: sql<number>`${orders.id}`.as("order_id"),
  organizationId: sql<number>`${destinations.organizationId}`.as("organization_id"),
  publishedAt: sql<string | null>`${orders.publishedAt}`.as("published_at"),
  flightStartDate: sql<string | null>`${orders.flightStartDate}`.as("flight_start_date"),
  flightEndDate: sql<string | null>`${orders.flightEndDate}`.as("flight_end_date"),
  flights: currentFlights.as("flights"),
};
/** Sent: published (or later), not cancelled. */
const sent = sql`${orders.status} NOT IN ('Draft', 'Cancelled') AND ${orders.cancelledAt} IS NULL`;

/** The files of sent orders with one of the AdIDs, at one of the stations. */
const byAdId = (db: Db, adIds: string[], stations: number[]) =>
  db
    .select({ ...candidateColumns, houseId: sql<string | null>`NULL`.as("house_id") })
    .from(files)
    .innerJoin(orders, eq(orders.id, files.orderId))
    .innerJoin(
      destinations,
      and(eq(destinations.orderId, files.orderId), sql`${destinations.organizationId} IN ${jsonList(stations)}`),
    )
    .where(and(isNotNull(files.adId), sql`${files.adId} IN ${jsonList(adIds)}`, sent));

/** The files a station numbered with one of the house IDs, of sent orders to it. */
const byHouseId = (db: Db, houseIds: string[], stations: number[]) =>
  db
    .select({ ...candidateColumns, houseId: fileStatuses.houseId })
    .from(fileStatuses)
    .innerJoin(files, eq(files.id, fileStatuses.fileId))
    .innerJoin(orders, eq(orders.id, files.orderId))
    .innerJoin(
      destinations,
      and(eq(destinations.orderId, files.orderId), eq(destinations.organizationId, fileStatuses.organizationId)),
    )
    .where(
      and(
        sql`${fileStatuses.organizationId} IN ${jsonList(stations)}`,
        isNotNull(fileStatuses.houseId),
        sql`${fileStatuses.houseId} IN ${jsonList(houseIds)}`,
        sent,
      ),
    );

/**
 * Whether the order's instructions (or, lacking flights for the station, its
 * flight dates) cover the station's day: from the first StartDate to the last
 * EndDate of the flights that apply to it.
 */
function coversDay(candidate: Candidate, organizationId: number, date: string): boolean {
  const flights = candidate.flights
    ? (JSON.parse(candidate.flights) as Flight[]).filter((f) => appliesTo(f, organizationId))
    : [];
  const start = flights.length > 0 ? flights.map((f) => f.StartDate).sort()[0] : candidate.flightStartDate;
  const end =
    flights.length > 0
      ? flights
          .map((f) => f.EndDate)
          .sort()
          .at(-1)
      : candidate.flightEndDate;
  return (!start || start <= date) && (!end || date <= end);
}

/** The order an entry matches: of the sent orders whose file it names and whose flights cover its day, the latest published. */
function matchOf(entry: Entry, candidates: Candidate[], timeZone: string): Candidate | undefined {
  const date = localMoment(new Date(entry.airedAt), timeZone).date;
  return candidates
    .filter(
      (c) =>
        c.organizationId === entry.organizationId &&
        ((entry.adId !== "" && c.adId === entry.adId && c.houseId === null) ||
          (entry.adId === "" && c.houseId !== null && c.houseId === entry.houseId)),
    )
    .filter((c) => coversDay(c, entry.organizationId, date))
    .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "") || b.orderId - a.orderId)[0];
}

const entryKey = (e: { organizationId: number; airedAt: string; adId: string; houseId: string } | EntryKey) =>
  Array.isArray(e) ? e.join("|") : `${e.organizationId}|${e.airedAt}|${e.adId}|${e.houseId}`;

/** Posts an as-run log: see the module comment. */
export async function postAsRun(c: Context<AppEnv>, body: { AsRun: unknown[] }) {
  const db = c.var.db;
  const principal = principalOf(c);
  if (principal.organizationKind !== "destination" && principal.organizationKind !== "group") {
    throw new Problem(
      "forbidden",
      `Only a destination (or a station group for its stations) posts as-run logs; this API key is of ${principal.organizationName}.`,
    );
  }
  const csv = /^text\/csv/i.test(c.req.header("Content-Type") ?? "");
  const raws = body.AsRun;
  const positions: Position[] = raws.map((raw, Index) => ({
    Index,
    Line: csv && isObject(raw) && typeof raw.Line === "number" ? raw.Line : null,
  }));
  const named = new Set<number>([principal.organizationId]);
  const adIds = new Set<string>();
  const houseIds = new Set<string>();
  for (const raw of raws) {
    if (!isObject(raw)) continue;
    const id = wholeNumber(property(raw, "OrganizationID"));
    if (id !== undefined) named.add(id);
    const adId = text(property(raw, "AdID"))?.toUpperCase();
    if (adId) adIds.add(adId);
    else {
      const houseId = text(property(raw, "HouseID"));
      if (houseId) houseIds.add(houseId);
    }
  }
  const stations = principal.actsFor;
  const found = await read(db, {
    known: db
      .select({ id: organizations.id, kind: organizations.kind, timeZone: organizations.timeZone })
      .from(organizations)
      .where(sql`${organizations.id} IN ${jsonList([...named])}`),
    byAdId: adIds.size > 0 ? byAdId(db, [...adIds], stations) : undefined,
    byHouseId: houseIds.size > 0 ? byHouseId(db, [...houseIds], stations) : undefined,
    placed: placementRows(
      db,
      [...named].filter((id) => stations.includes(id)),
    ),
  });
  const known = new Map(found.known.map((o) => [o.id, o]));
  const own = principal.organizationKind === "destination" ? principal.organizationId : undefined;

  const rejected: (Position & { Code: Rejection; Message: string })[] = [];
  const valid: Entry[] = [];
  raws.forEach((raw, i) => {
    const position = positions[i] as Position;
    const result = checked(raw, position, own, known, principal.actsFor);
    if ("Code" in result) rejected.push({ ...position, ...result });
    else valid.push(result);
  });
  if (valid.length === 0) {
    const errors: FieldError[] = rejected.map((r) => ({
      field: `AsRun[${r.Index}]`,
      code: r.Code,
      message: r.Line === null ? r.Message : `line ${r.Line}: ${r.Message}`,
    }));
    throw validationProblem(
      errors.length > 0 ? errors : [{ field: "AsRun", code: "required", message: "holds no entry" }],
      errors.length > 0 ? `No entry of the log is valid; the first: ${errors[0]?.message}.` : undefined,
    );
  }

  const candidates = [...(found.byAdId ?? []), ...(found.byHouseId ?? [])] as Candidate[];
  const matches = valid.map((entry) =>
    matchOf(entry, candidates, known.get(entry.organizationId)?.timeZone ?? DEFAULT_ZONE),
  );
  const placements = placementsOf(
    c.env,
    valid.map((e) => e.organizationId),
    found.placed,
  );
  const placementOf = (e: Entry) => placements.get(e.organizationId) as Placement;

  // A station being moved: its entries stored in the partition it leaves are duplicates too (one more round trip).
  const elsewhere = new Set<string>();
  const leaving = groupBy(
    valid.filter((e) => placementOf(e).movingFrom !== null),
    (e) => placementOf(e).movingFrom as number,
  );
  await Promise.all(
    [...leaving].map(async ([from, entries]) => {
      const keys = entries.map((e): EntryKey => [e.organizationId, e.airedAt, e.adId, e.houseId]);
      for (const row of await retried(() => storedOf(sourceDb(c.env, db, from), keys))) elsewhere.add(entryKey(row));
    }),
  );

  // Round trip 2: each partition's new entries in one batch (one transaction), the partitions side by side.
  const at = new Date().toISOString();
  const by = `${principal.keyPrefix}${principal.contactName ? ` (${principal.contactName})` : ""}`;
  const fresh = valid.flatMap((e, i) => (elsewhere.has(entryKey(e)) ? [] : [{ e, match: matches[i] }]));
  const stored = new Set<string>();
  await Promise.all(
    [...groupBy(fresh, ({ e }) => placementOf(e).partition)].map(async ([index, list]) => {
      const rows = list.map(
        ({ e, match }): EntryRow => [
          e.organizationId,
          e.airedAt,
          e.adId,
          e.houseId,
          e.durationSeconds,
          match?.orderId ?? null,
          match?.fileId ?? null,
          e.adId === "" ? (match?.adId ?? null) : null,
        ],
      );
      for (const row of await writeEntries(asRunPartition(c.env, index), rows, at, by)) stored.add(entryKey(row));
    }),
  );

  // Round trip 3, in the main database, after the entries are safe: the checks the cron makes of the orders matched,
  // the placements of stations posting for the first time, and the Idempotency-Key claim marked written.
  const due = new Set(
    valid.flatMap((e, i) => (matches[i] ? [JSON.stringify([matches[i]?.orderId, e.organizationId, at])] : [])),
  );
  const main = {
    checks:
      due.size > 0
        ? db
            .insert(asrunChecks)
            .select(
              db
                .select({
                  orderId: sql`value ->> 0`.as("order_id"),
                  organizationId: sql`value ->> 1`.as("organization_id"),
                  dueAt: sql`value ->> 2`.as("due_at"),
                })
                .from(sql`json_each(${`[${[...due].join(",")}]`})`)
                .where(sql`true`),
            )
            .onConflictDoNothing()
        : undefined,
    placed: recordPlacements(db, [...placements.values()]),
    claim: claimWritten(c),
  };
  if (Object.values(main).some((item) => item !== undefined)) await write(db, main);

  // The first of entries repeated in the request is the one stored.
  const firsts = new Map<string, number>();
  valid.forEach((e, i) => {
    if (!firsts.has(entryKey(e))) firsts.set(entryKey(e), i);
  });
  const accepted = valid.filter((e, i) => stored.has(entryKey(e)) && firsts.get(entryKey(e)) === i);
  return {
    Accepted: accepted.length,
    Duplicates: valid.length - accepted.length,
    Rejected: rejected,
    Unmatched: valid.flatMap((e, i) =>
      stored.has(entryKey(e)) && firsts.get(entryKey(e)) === i && !matches[i]
        ? [
            {
              Index: e.Index,
              Line: e.Line,
              OrganizationID: e.organizationId,
              AiredAt: e.airedAt,
              AdID: e.adId || null,
              HouseID: e.houseId || null,
            },
          ]
        : [],
    ),
  };
}

/**
 * A bound of the list: a date is its whole day in Eastern Time (as every date
 * of the API), else an instant; one past year 9999 (the end of 9999-12-31 in
 * Eastern Time) is after every entry.
 */
function bound(name: string, value: string | undefined, edge: "start" | "end"): Date | undefined {
  if (value === undefined) return undefined;
  const day = parseIsoDate(value);
  if (day) {
    const range = easternDayRange(day);
    return edge === "start" ? range.start : new Date(range.end.getTime() - 1);
  }
  const instant = parseInstant(value);
  if (instant) return instant;
  throw new Problem("bad_request", `${name} must be a date YYYY-MM-DD or an ISO 8601 date-time with Z or an offset.`, {
    errors: [
      {
        field: name,
        code: "invalid_format",
        message: "must be a date YYYY-MM-DD or an ISO 8601 date-time with Z or an offset",
      },
    ],
  });
}

/**
 * A page of the stations' entries, newest first (keyset on AiredAt and the
 * entry's id), two round trips: their placements, then each station's newest
 * along its unique index in the partition holding them (and the one it is
 * leaving, while it moves), at most a page of each, merged.
 */
export async function listAsRun(c: Context<AppEnv>, query: v.InferOutput<typeof AsRunQuery>) {
  const db = c.var.db;
  const principal = principalOf(c);
  if (query.organizationID !== undefined && !principal.actsFor.includes(query.organizationID)) {
    throw new Problem(
      "forbidden",
      `This API key may not act for organization ${query.organizationID}: only for its own organization and those it has group access to.`,
    );
  }
  const fromAt = bound("fromDate", query.fromDate, "start");
  const toAt = bound("toDate", query.toDate, "end");
  if (fromAt && toAt && fromAt.getTime() > toAt.getTime()) {
    throw new Problem("bad_request", "fromDate is after toDate.", {
      errors: [{ field: "fromDate", code: "out_of_range", message: "must not be after toDate" }],
    });
  }
  // As stored timestamps are written, to compare with them as text.
  const from = fromAt && instantText(fromAt);
  const to = toAt && instantText(toAt);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const stations = query.organizationID !== undefined ? [query.organizationID] : principal.actsFor;
  // Round trip 1: where each station's entries are; round trip 2: at most a page of each station from each database
  // holding its entries, the databases side by side.
  const { placed } = await read(db, { placed: placementRows(db, stations) });
  const bySource = stationsBySource(placementsOf(c.env, stations, placed).values());
  const filter = { from, to, after, adId: query.adID, limit };
  const pages = await Promise.all(
    [...bySource].map(([source, list]) => {
      const sdb = sourceDb(c.env, db, source);
      return read(sdb, Object.fromEntries(list.map((station) => [`s${station}`, stationPage(sdb, station, filter)])));
    }),
  );
  // An entry being moved may be in both databases at once: the same EntryID, answered once.
  const rows = [
    ...new Map(pages.flatMap((page) => Object.values(page).flat()).map((row) => [row.EntryID, row])).values(),
  ]
    .sort((a, b) => b.AiredAt.localeCompare(a.AiredAt) || b.EntryID - a.EntryID)
    .slice(0, limit + 1);
  return paginate(c, rows, limit, (row) => [row.AiredAt, row.EntryID]);
}
