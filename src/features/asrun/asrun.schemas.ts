/**
 * As-run logs and proof of performance (contract section 15): what a station
 * posts (each entry judged alone), the answer of a post, a station's entries
 * read back, and the proof of performance of an order.
 */

import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { pageQuery } from "../../http/pagination";
import { idQueryParam, timestamp } from "../../http/validation";
import { DOCUMENTED_AS } from "../../http/xsd";

/** At most this many entries in one request. */
export const MAX_ENTRIES = 10_000;

const integer = (description: string) => v.pipe(v.number(), v.integer(), v.description(description));

/** One entry as a valid one reads: for the document, the XML Schema and the typed client. */
export const AsRunEntryInput = v.pipe(
  v.object({
    OrganizationID: v.optional(
      integer(
        "The station that aired it: default the key's own destination; a station group names one of its stations on each entry.",
      ),
    ),
    AiredAt: v.pipe(
      v.string(),
      v.description(
        "When it aired: ISO 8601 with `Z` or an offset, e.g. `2026-11-20T07:42:15-05:00`; a real day of its month, " +
          "and of years 0000 to 9999 both in UTC and in the station's time zone (else `bad_time`: 2026-02-30 is " +
          "no day, and 9999-12-31T23:00:00-05:00 is year 10000 in UTC).",
      ),
    ),
    AdID: v.optional(v.pipe(v.string(), v.description("The spot's Ad-ID (or ISCI code); AdID or HouseID at least."))),
    HouseID: v.optional(
      v.pipe(v.string(), v.description("The station's own house ID of the spot, as it set it with Set House ID.")),
    ),
    DurationSeconds: v.optional(integer("How long it aired, in whole seconds (0 to 86400).")),
  }),
  v.metadata({ ref: "AsRunEntryInput" }),
);

/**
 * An entry as the body takes it: anything, since each entry is judged alone (a bad one is refused in
 * the answer, never the request); documented as a valid one reads (`AsRunEntryInput`).
 */
const LenientEntry = v.pipe(
  v.unknown(),
  v.metadata({
    ...(toJsonSchema(AsRunEntryInput, { errorMode: "ignore" }) as Record<string, unknown>),
    $schema: undefined,
    ref: "AsRunEntryInput",
    [DOCUMENTED_AS]: AsRunEntryInput,
  }),
);

export const AsRunInput = v.pipe(
  v.object({
    AsRun: v.pipe(
      v.array(LenientEntry, "must be a list of entries"),
      v.maxLength(MAX_ENTRIES, `may hold at most ${MAX_ENTRIES} entries a request`),
      v.description(
        `What aired, up to ${MAX_ENTRIES} entries. XML: \`<AsRun><Entry>…</Entry></AsRun>\`. Each entry is judged alone: a bad one is listed in \`Rejected\`, the rest kept.`,
      ),
    ),
  }),
  v.description("An as-run log. XML root `AsRunLog`; CSV with a header line, see the operation."),
  v.metadata({ ref: "AsRunLog" }),
);

const Position = {
  Index: integer("The entry's position in `AsRun` (from 0), or among the CSV's entries."),
  Line: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer())),
    v.description("The CSV line it was on (the header is line 1); null for JSON and XML."),
  ),
};

export const REJECTIONS = [
  "invalid_entry",
  "organization_required",
  "unknown_organization",
  "not_acting_for",
  "bad_time",
  "no_spot",
  "bad_spot",
  "bad_duration",
] as const;

export const AsRunResult = v.pipe(
  v.object({
    Accepted: integer("Entries stored now."),
    Duplicates: integer(
      "Entries already stored (same station, AiredAt, AdID and HouseID), or repeated in this request: not stored twice.",
    ),
    Rejected: v.pipe(
      v.array(
        v.pipe(
          v.object({
            ...Position,
            Code: v.pipe(
              v.picklist(REJECTIONS),
              v.description(
                "`invalid_entry` (not an object), `organization_required` (a group named no station), `unknown_organization` " +
                  "(no such destination), `not_acting_for` (a station the key may not act for), `bad_time` (AiredAt missing, " +
                  "not ISO 8601 with Z or an offset, not a day of its month, or outside years 0000 to 9999 in UTC or in " +
                  "the station's time), `no_spot` (neither AdID nor HouseID), `bad_spot` (AdID over 20 or HouseID over " +
                  "25 characters), `bad_duration` (DurationSeconds not a whole number of seconds from 0 to 86400).",
              ),
            ),
            Message: v.string(),
          }),
          v.metadata({ ref: "AsRunRejection" }),
        ),
      ),
      v.description("Each entry refused, alone, with why; the others are kept."),
    ),
    Unmatched: v.pipe(
      v.array(
        v.pipe(
          v.object({
            ...Position,
            OrganizationID: integer("The station."),
            AiredAt: timestamp("When it aired, in UTC."),
            AdID: v.nullable(v.string()),
            HouseID: v.nullable(v.string()),
          }),
          v.metadata({ ref: "AsRunUnmatched" }),
        ),
      ),
      v.description(
        "Entries stored now that match no published order sent to that station (no file of that AdID or house ID, or none whose flights cover the day it aired).",
      ),
    ),
  }),
  v.metadata({ ref: "AsRunResult" }),
);

export const AsRunEntry = v.pipe(
  v.object({
    EntryID: integer(
      "The entry: unique across every station, and kept when the service moves a station's entries to another of its " +
        "databases. A large number (up to 2^53 - 1): read it as a 64-bit integer.",
    ),
    OrganizationID: integer("The station that aired it."),
    AiredAt: timestamp("When it aired, in UTC."),
    AdID: v.pipe(
      v.nullable(v.string()),
      v.description("As posted, else the AdID of the file its HouseID matched; null when neither."),
    ),
    HouseID: v.pipe(v.nullable(v.string()), v.description("As posted; null when not.")),
    DurationSeconds: v.nullable(v.pipe(v.number(), v.integer())),
    OrderID: v.pipe(
      v.nullable(v.pipe(v.number(), v.integer())),
      v.description("The order it matched when posted; null: unmatched."),
    ),
    FileID: v.nullable(v.pipe(v.number(), v.integer())),
    PostedAt: timestamp("When it was posted."),
  }),
  v.metadata({ ref: "AsRunEntry" }),
);

export const AsRunEntries = v.array(AsRunEntry);

const dayOrInstant = (what: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.description(
        `${what}: a date \`YYYY-MM-DD\` (its whole day, Eastern Time, as every date of the API) or an ISO 8601 ` +
          `date-time with \`Z\` or an offset; a real day of its month, of years 0000 to 9999 (a bound past the ` +
          `last entry, as the end of 9999-12-31 in Eastern Time, takes in every entry).`,
      ),
    ),
  );

export const AsRunQuery = v.object({
  organizationID: idQueryParam("an organization ID", "Only this station's entries (one the key acts for, else 403)."),
  fromDate: dayOrInstant("Only entries aired at or after"),
  toDate: dayOrInstant("Only entries aired at or before"),
  adID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.nonEmpty("must not be empty"),
      v.maxLength(20, "must be at most 20 characters"),
      v.description("Only entries of this AdID (as posted, or of the file their HouseID matched)."),
    ),
  ),
  ...pageQuery(["2026-11-20T22:31:40.000Z", 3]),
});

// ---------------------------------------------------------------------------
// Proof of performance
// ---------------------------------------------------------------------------

export const DISCREPANCY_CODES = [
  "outside_flight",
  "wrong_copy",
  "short_duration",
  "not_aired",
  "rotation_skew",
] as const;

export const Discrepancy = v.pipe(
  v.object({
    Code: v.pipe(
      v.picklist(DISCREPANCY_CODES),
      v.description(
        "`outside_flight`: aired where no flight for the station covers its date, day and daypart (station time). " +
          "`wrong_copy`: the AdID is not in the covering flight's rotation. `short_duration`: aired at least 1 " +
          "second shorter than the file's Length. `not_aired`: a flight has ended and a spot with weight in it " +
          "never aired. `rotation_skew`: ten or more airings in a flight, and a spot's share differs from its " +
          "weight by more than 10 points.",
      ),
    ),
    AiredAt: v.optional(timestamp("The airing it is about, for the discrepancies of one airing.")),
    AdID: v.optional(v.string()),
    Flight: v.optional(integer("The flight (its Index in the revision) it is about, where it is about one.")),
    Message: v.string(),
  }),
  v.metadata({ ref: "Discrepancy" }),
);

/** An airing; each place that lists airings has a schema of its own (one response never holds one schema twice). */
const airing = (ref: string) =>
  v.pipe(
    v.object({
      AiredAt: timestamp("When it aired, in UTC."),
      LocalTime: v.pipe(v.string(), v.description("When it aired on the station's clock, `YYYY-MM-DD HH:MM Ddd`.")),
      AdID: v.string(),
      DurationSeconds: v.nullable(v.pipe(v.number(), v.integer())),
    }),
    v.metadata({ ref }),
  );

export const ProofOfPerformance = v.pipe(
  v.object({
    OrderID: integer("The order."),
    Revision: v.pipe(
      v.nullable(v.pipe(v.number(), v.integer())),
      v.description("The current revision of its instructions; null: none (the order's flight dates stand for them)."),
    ),
    Destinations: v.array(
      v.pipe(
        v.object({
          OrganizationID: integer("The station."),
          OrganizationName: v.string(),
          TimeZone: v.string(),
          Flights: v.array(
            v.pipe(
              v.object({
                Index: integer("The flight's Index in the revision."),
                StartDate: v.string(),
                EndDate: v.string(),
                Airings: integer("How many airings it covers."),
                Rotation: v.array(
                  v.pipe(
                    v.object({
                      AdID: v.string(),
                      Weight: integer("Its weight in the rotation (0: aired, but not in it)."),
                      Aired: integer("How many times it aired in the flight."),
                      SharePercent: v.pipe(
                        v.number(),
                        v.description("Its share of the flight's airings, in percent (one decimal)."),
                      ),
                    }),
                    v.metadata({ ref: "RotationCount" }),
                  ),
                ),
                Aired: v.array(airing("Airing")),
              }),
              v.metadata({ ref: "FlightPerformance" }),
            ),
          ),
          OutsideFlights: v.pipe(
            v.array(airing("AiringOutsideFlights")),
            v.description("Airings no flight for the station covers."),
          ),
          Discrepancies: v.array(Discrepancy),
        }),
        v.metadata({ ref: "DestinationPerformance" }),
      ),
    ),
  }),
  v.metadata({ ref: "ProofOfPerformance" }),
);
