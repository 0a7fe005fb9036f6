/**
 * What orders and releases (the subjects) share in their inputs and records:
 * destinations, warnings, timestamps, the answer of a delete.
 */
import * as v from "valibot";
import { parseIsoDate } from "../../http/dates";
import { MAX_ID, nullableText, objectMessage, optionalText, timestamp } from "../../http/validation";

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** An optional calendar date `YYYY-MM-DD`; an empty one is absent. */
export const optionalDate = (description: string) =>
  v.optional(
    v.pipe(
      v.string("must be a date YYYY-MM-DD"),
      v.trim(),
      v.regex(/^(?:\d{4}-\d{2}-\d{2})?$/, "must be a date YYYY-MM-DD"),
      v.check((s) => !DATE_SHAPE.test(s) || parseIsoDate(s) !== null, "must be a real calendar date"),
      v.description(description),
      v.transform((s: string) => (s === "" ? undefined : s)),
    ),
  );

/** A file's rights window as a caller gives it (contract section 20), at create, by Replace, or by Set File Rights. */
export const rightsInputEntries = {
  AirStart: optionalDate("The first day the file may air (talent and music usage), `YYYY-MM-DD`; absent: no limit."),
  AirEnd: optionalDate("The last day the file may air, `YYYY-MM-DD`, not before AirStart; absent: no limit."),
  Notes: optionalText(500, "What the rights are (talent cycle, music licence), at most 500 characters."),
};

export const RIGHTS_DESCRIPTION =
  "The file's rights window: the talent and music usage dates. A station is never given a StartDate before " +
  "AirStart nor an EndDate after AirEnd (ingest entries, the `cart` chunk, the instruction sheet). Publishing " +
  "a file whose AirEnd is before the station's first airing day is 422 `rights_expired`; an AirEnd inside its " +
  "flight warns `rights_end_in_flight`.";

export const RightsInput = v.pipe(
  v.object(rightsInputEntries, objectMessage),
  v.description(RIGHTS_DESCRIPTION),
  v.metadata({ ref: "RightsInput" }),
);

/** The rights window as a record shows it: each value null when not given. */
export const rightsEntries = {
  AirStart: nullableText("`YYYY-MM-DD`: the first day the file may air; null: no limit."),
  AirEnd: nullableText("`YYYY-MM-DD`: the last day the file may air; null: no limit."),
  Notes: nullableText("Null when not given."),
};

export const Rights = v.pipe(
  v.object(rightsEntries),
  v.description("The file's rights window (absent from a file that has none)."),
  v.metadata({ ref: "Rights" }),
);

/** At most this many destinations per subject (one publish makes files × destinations deliveries). */
export const MAX_DESTINATIONS = 200;

const OrganizationId = v.pipe(
  v.number("must be an organization ID (a positive integer)"),
  v.integer("must be an organization ID (a positive integer)"),
  v.minValue(1, "must be an organization ID (a positive integer)"),
  v.maxValue(MAX_ID, "must be an organization ID (a positive integer)"),
  v.description("A destination organization's ID, as listed by Available Destination Organizations."),
);

export const destinationsInput = v.pipe(
  v.array(OrganizationId, "must be a list of organization IDs"),
  v.nonEmpty("needs at least one destination"),
  v.maxLength(MAX_DESTINATIONS, `may hold at most ${MAX_DESTINATIONS} destinations`),
  v.description(
    `The destination organizations to deliver to, 1 to ${MAX_DESTINATIONS}, each a known destination and named once. XML: \`<Destinations><OrganizationID>200</OrganizationID></Destinations>\`.`,
  ),
);

export const WARNING_CODES = [
  "destination_offline",
  "flight_start_past",
  "short_lead_time",
  "compliance_pending",
  "rights_end_in_flight",
  "late_copy",
  "rendition_pending",
] as const;

export const Warning = v.pipe(
  v.object({
    Code: v.pipe(
      v.picklist(WARNING_CODES),
      v.description(
        "`destination_offline`: the destination is offline, its deliveries wait until it is back online. " +
          "`flight_start_past`: FlightStartDate is before today (Eastern Time). `short_lead_time`: a `Standard` " +
          "order whose flight starts within 48 hours (consider `Rush`). `compliance_pending` (Publish Order): a " +
          "file's loudness is still being measured, so its compliance with a destination's spec is not known yet. " +
          "`rights_end_in_flight` (Publish): a file's AirEnd falls inside a station's flight: it stops airing then. " +
          "`late_copy` (Publish): a station gets a file later than its spec's CopyDeadlineHours before its first " +
          "airing day. `rendition_pending` (Publish): the file a station receives (its spec's Deliver) is still " +
          "being made from the master; its download waits for it.",
      ),
    ),
    Message: v.string(),
    Field: v.pipe(v.string(), v.description("The field the warning is about, e.g. `Destinations[2]`.")),
  }),
  v.description("A validation warning: it never blocks the request."),
  v.metadata({ ref: "Warning" }),
);

/** An example of Publish's `rendition_pending` (contract section 19), as its answers word it: `who` receive(s) it. */
export const renditionPendingExample = (field: string, file: string, who: string) => ({
  Code: "rendition_pending",
  Message:
    `The rendition of ${file} that ${who} is still being made from the master: each station's download waits for it ` +
    "(409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.",
  Field: field,
});

export const destinationIds = v.pipe(
  v.array(v.pipe(v.number(), v.integer())),
  v.description(
    "The destination organizations' IDs, in the order given. The owner sees all; a destination caller only those " +
      "it acts for (itself or through group access). XML: " +
      "`<Destinations><OrganizationID>200</OrganizationID></Destinations>`.",
  ),
);

/** The answer of a delete besides the subject's ID. */
export const deletionEntries = (label: string) => ({
  Outcome: v.pipe(
    v.picklist(["Removed", "Cancelled"]),
    v.description(
      `\`Removed\`: the ${label} was a draft and is gone with its files and destinations. \`Cancelled\`: the ${label} was past draft; it is cancelled, its open deliveries too, its history kept.`,
    ),
  ),
  CancelledDeliveries: v.pipe(
    v.number(),
    v.integer(),
    v.description("How many open (`Queued` or `Sending`) deliveries were cancelled; delivered ones stay delivered."),
  ),
  DeletedAt: timestamp(`When the ${label} was deleted.`),
});

// ---------------------------------------------------------------------------
// The query of a list (../subjects/subjects.list.ts)
// ---------------------------------------------------------------------------

export const LIST_ROLES = ["sender", "destination"] as const;

/** `role`: the caller's subjects as their sender, or those sent to it. */
export const roleParam = (label: string, sender: string) =>
  v.optional(
    v.pipe(
      v.picklist(LIST_ROLES, "must be sender or destination"),
      v.description(
        `\`sender\`: only the ${label}s the caller's own ${sender} created (drafts included; group access never ` +
          `makes a group a sender). \`destination\`: only the published ${label}s sent to the organizations it acts ` +
          "for (itself, or its stations through group access). Both by default.",
      ),
    ),
  );

/** `destination`: only the subjects sent to this organization, one the caller acts for. */
export const destinationParam = (what: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.examples(["200"]),
      v.regex(/^[1-9]\d{0,15}$/, `must be an organization ID (a positive integer up to ${MAX_ID})`),
      v.description(
        `Only ${what} sent to this organization, which must be one the caller acts for (itself, or a station through group access); any other is a 403.`,
      ),
      v.transform(Number),
      v.maxValue(MAX_ID, `must be an organization ID (a positive integer up to ${MAX_ID})`),
    ),
  );
