/**
 * Traffic instructions (contract section 14): what the owner sends (flights
 * with days, dayparts and weighted rotations, and notes), and the records the
 * instructions operations answer.
 */

import * as v from "valibot";
import { parseIsoDate } from "../../http/dates";
import { pageQuery } from "../../http/pagination";
import { MAX_ID, objectMessage, optionalText, timestamp } from "../../http/validation";
import { DAYS } from "./instructions.schedule";

export const MAX_FLIGHTS = 100;
export const MAX_ROTATION = 50;
export const MAX_NOTES = 4000;

const integer = (description: string) => v.pipe(v.number(), v.integer(), v.description(description));

const date = (description: string) =>
  v.pipe(
    v.string("must be a date YYYY-MM-DD"),
    v.trim(),
    v.nonEmpty("is required"),
    v.check((s) => parseIsoDate(s) !== null, "must be a date YYYY-MM-DD"),
    v.description(description),
  );

/** `HH:MM` on a 24-hour clock; `24:00` is the end of the day. */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = (description: string) =>
  v.pipe(
    v.string("must be a time HH:MM"),
    v.trim(),
    v.regex(TIME, "must be a time HH:MM from 00:00 to 24:00"),
    v.description(description),
  );

const Daypart = v.pipe(
  v.object(
    {
      Start: time("When the daypart starts, `HH:MM` in the station's local time (its `TimeZone`)."),
      End: time(
        "When it ends, `HH:MM`, after Start; `24:00` is the end of the day. The End minute itself is not in it.",
      ),
    },
    objectMessage,
  ),
  v.metadata({ ref: "Daypart" }),
);

const RotationSpot = v.pipe(
  v.object(
    {
      AdID: v.pipe(
        v.string("must be a string"),
        v.trim(),
        v.nonEmpty("is required"),
        v.toUpperCase(),
        v.maxLength(20, "must be at most 20 characters"),
        v.description("A file of the order, by its Ad-ID (or ISCI code); lowercase letters are upper-cased."),
      ),
      Weight: v.pipe(
        v.number("must be a whole number"),
        v.integer("must be a whole number"),
        v.minValue(1, "must be from 1 to 100"),
        v.maxValue(100, "must be from 1 to 100"),
        v.description("Its share of the flight's airings in percent, 1 to 100; a flight's weights sum to exactly 100."),
      ),
    },
    objectMessage,
  ),
  v.metadata({ ref: "RotationSpot" }),
);

export const FlightInput = v.pipe(
  v.object(
    {
      StartDate: date("The flight's first day, `YYYY-MM-DD`, in the station's local time."),
      EndDate: date("Its last day, `YYYY-MM-DD`, not before StartDate."),
      Destinations: v.optional(
        v.pipe(
          v.array(
            v.pipe(
              v.number("must be an organization ID"),
              v.integer("must be an organization ID"),
              v.maxValue(MAX_ID, `must be an organization ID (a positive integer up to ${MAX_ID})`),
            ),
            "must be a list of organization IDs",
          ),
          v.nonEmpty("names at least one destination (leave it out for all of them)"),
          v.maxLength(200, "may name at most 200 destinations"),
          v.description(
            "The order's destinations this flight is for, by organization ID; absent: all of them. XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`.",
          ),
        ),
      ),
      Days: v.optional(
        v.pipe(
          v.array(v.picklist(DAYS, `must be one of ${DAYS.join(", ")}`), "must be a list of days"),
          v.nonEmpty("names at least one day (leave it out for every day)"),
          v.maxLength(DAYS.length, `may name at most ${DAYS.length} days`),
          v.description(
            "The weekdays it airs, `Mon` … `Sun`, in the station's local time; absent: every day. XML: `<Days><Day>Mon</Day></Days>`.",
          ),
        ),
      ),
      Dayparts: v.optional(
        v.pipe(
          v.array(Daypart, "must be a list of dayparts"),
          v.nonEmpty("names at least one daypart (leave it out for all day)"),
          v.maxLength(24, "may hold at most 24 dayparts"),
          v.description(
            "When in the day it airs, each `{Start, End}` in the station's local time; absent: all day (`00:00`–`24:00`). XML: `<Dayparts><Daypart>…</Daypart></Dayparts>`.",
          ),
        ),
      ),
      Rotation: v.pipe(
        v.array(RotationSpot, "must be a list of spots"),
        v.nonEmpty("needs at least one spot"),
        v.maxLength(MAX_ROTATION, `may hold at most ${MAX_ROTATION} spots`),
        v.description(
          "The spots it rotates, each with its weight; the weights sum to exactly 100 (else 422 `rotation_total`). XML: `<Rotation><Spot>…</Spot></Rotation>`.",
        ),
      ),
    },
    objectMessage,
  ),
  v.metadata({ ref: "FlightInput" }),
);

export const InstructionsInput = v.pipe(
  v.object(
    {
      Flights: v.pipe(
        v.array(FlightInput, "must be a list of flights"),
        v.nonEmpty("needs at least one flight"),
        v.maxLength(MAX_FLIGHTS, `may hold at most ${MAX_FLIGHTS} flights`),
        v.description(`The flights, 1 to ${MAX_FLIGHTS}. XML: \`<Flights><Flight>…</Flight></Flights>\`.`),
      ),
      Notes: optionalText(
        MAX_NOTES,
        `Notes for the traffic department, at most ${MAX_NOTES} characters; basic HTML is kept as in comments (\`b strong i em u br p ul ol li a\`), anything else removed with a warning.`,
      ),
    },
    objectMessage,
  ),
  v.description("Traffic instructions. XML root `TrafficInstructions`."),
  v.metadata({ ref: "TrafficInstructionsInput" }),
);

export type InstructionsInputData = v.InferOutput<typeof InstructionsInput>;
export type FlightInputData = v.InferOutput<typeof FlightInput>;

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

export const FlightRecord = v.pipe(
  v.object({
    Index: integer("The flight's position in this revision's Flights, from 0 (as a 422 names it: `Flights[1]`)."),
    StartDate: v.pipe(v.string(), v.description("`YYYY-MM-DD`, station local time.")),
    EndDate: v.pipe(v.string(), v.description("`YYYY-MM-DD`, station local time.")),
    Destinations: v.pipe(
      v.array(integer("An organization ID.")),
      v.description(
        "The destinations it is for (all of the order's when the input named none), those the caller may see.",
      ),
    ),
    Days: v.pipe(v.array(v.picklist(DAYS)), v.description("The weekdays it airs, Mon first.")),
    Dayparts: v.pipe(
      v.array(v.pipe(v.object({ Start: v.string(), End: v.string() }), v.metadata({ ref: "DaypartRecord" }))),
      v.description("When in the day, station local time; all day is `00:00`–`24:00`."),
    ),
    Rotation: v.array(
      v.pipe(
        v.object({ AdID: v.string(), Weight: integer("Percent of the flight's airings.") }),
        v.metadata({ ref: "RotationSpotRecord" }),
      ),
    ),
  }),
  v.metadata({ ref: "Flight" }),
);

export const Acknowledgement = v.pipe(
  v.object({
    OrganizationID: integer("The destination."),
    Revision: v.pipe(
      v.nullable(v.pipe(v.number(), v.integer())),
      v.description("The latest revision it acknowledged; null: none yet."),
    ),
    AcknowledgedAt: v.nullable(timestamp("When it acknowledged that revision.")),
    AcknowledgedBy: v.pipe(
      v.nullable(v.string()),
      v.description("Who acknowledged: the contact's name for a contact's key, else the organization's name."),
    ),
  }),
  v.metadata({ ref: "InstructionsAcknowledgement" }),
);

const instructionsEntries = {
  OrderID: integer("The order."),
  Revision: integer(
    "The revision: 1 until the order is published (a draft's instructions are replaced), then 2, 3, … for each change.",
  ),
  CreatedAt: timestamp("When this revision was made."),
  CreatedBy: v.pipe(
    v.string(),
    v.description("Who made it: the contact's name for a contact's key, else the organization's name."),
  ),
  Flights: v.pipe(
    v.array(FlightRecord),
    v.description("The flights; a destination sees only those that name an organization it acts for (or name none)."),
  ),
  Notes: v.pipe(v.nullable(v.string()), v.description("Null when not given.")),
  Acknowledgements: v.pipe(
    v.array(Acknowledgement),
    v.description("Per destination the caller may see (all of them for the owner), in the order's order."),
  ),
};

export const TrafficInstructions = v.pipe(v.object(instructionsEntries), v.metadata({ ref: "TrafficInstructions" }));

export const InstructionsWarning = v.pipe(
  v.object({
    Code: v.pipe(
      v.picklist(["outside_order_flight", "html_removed", "late_copy"]),
      v.description(
        "`outside_order_flight`: the flight runs outside the order's FlightStartDate..FlightEndDate. `html_removed`: Notes held HTML that is not kept. " +
          "`late_copy`: the revision gives a station a file (an ingest entry `ingest`) later than its spec's " +
          "CopyDeadlineHours before the file's first airing day there; its proof of delivery row says `Late`.",
      ),
    ),
    Message: v.string(),
    Field: v.pipe(v.string(), v.description("The field the warning is about, e.g. `Flights[1]`.")),
  }),
  v.description("A warning: it never blocks the request."),
  v.metadata({ ref: "InstructionsWarning" }),
);

export const TrafficInstructionsWithWarnings = v.pipe(
  v.object({
    ...instructionsEntries,
    Warnings: v.pipe(
      v.array(InstructionsWarning),
      v.description(
        "`outside_order_flight` (a flight outside the order's FlightStartDate..FlightEndDate), `html_removed`, `late_copy` (a station given a file after its copy deadline); empty when none.",
      ),
    ),
  }),
  v.metadata({ ref: "TrafficInstructionsWithWarnings" }),
);

export const InstructionsQuery = v.object({
  revision: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,8}$/, "must be a revision number from 1 to 999999999"),
      v.transform(Number),
      v.number(),
      // Said again after the transform, so that the document gives the range the pattern allows.
      v.maxValue(999_999_999, "must be a revision number from 1 to 999999999"),
      v.description("An earlier revision, by number; absent: the latest."),
    ),
  ),
});

export const RevisionSummary = v.pipe(
  v.object({
    Revision: integer("The revision."),
    CreatedAt: timestamp("When it was made."),
    CreatedBy: v.string(),
    FlightCount: integer("How many of its flights the caller sees."),
  }),
  v.metadata({ ref: "InstructionsRevision" }),
);

export const RevisionList = v.array(RevisionSummary);

export const RevisionListQuery = v.object({ ...pageQuery([2]) });

export const AcknowledgementInput = v.pipe(
  v.object(
    {
      Revision: v.pipe(
        v.number("must be a revision number"),
        v.integer("must be a revision number"),
        v.minValue(1, "must be a revision number, 1 or more"),
        v.description("The revision acknowledged."),
      ),
      OrganizationID: v.optional(
        v.pipe(
          v.number("must be an organization ID"),
          v.integer("must be an organization ID"),
          v.maxValue(MAX_ID, `must be an organization ID (a positive integer up to ${MAX_ID})`),
          v.description(
            "The destination acknowledging: a station group names the station it acknowledges for; default: the one destination of the order the key acts for.",
          ),
        ),
      ),
    },
    objectMessage,
  ),
  v.description("XML root `Acknowledgement`."),
  v.metadata({ ref: "InstructionsAcknowledgementInput" }),
);

export const AcknowledgementRecord = v.pipe(
  v.object({
    OrderID: integer("The order."),
    OrganizationID: integer("The destination that acknowledged."),
    Revision: integer("The revision it has acknowledged."),
    AcknowledgedAt: timestamp("When it acknowledged that revision (a repeat keeps the first moment)."),
    AcknowledgedBy: v.string(),
  }),
  v.metadata({ ref: "InstructionsAcknowledgementRecord" }),
);
