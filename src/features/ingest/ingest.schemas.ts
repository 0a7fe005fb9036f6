/**
 * The ingest feed's inputs and answers (contract section 16): the feed's
 * query, its page of entries, and an acknowledgement. Field names are the
 * lead's decisions shared with the `mds-ingest` agent (issue 34).
 */

import * as v from "valibot";
import { INGEST_ACK_STATES, INGEST_ACTIONS } from "../../db/schema";
import { pageQuery } from "../../http/pagination";
import { idQueryParam, MAX_ID, objectMessage, timestamp } from "../../http/validation";

export const MAX_WAIT_SECONDS = 30;
export const MAX_MESSAGE = 1000;

const integer = (description: string) => v.pipe(v.number(), v.integer(), v.description(description));
const nullableText = (description: string) => v.pipe(v.nullable(v.string()), v.description(description));
const date = (description: string) =>
  v.pipe(v.nullable(v.pipe(v.string(), v.isoDate())), v.description(`${description} (YYYY-MM-DD), or null.`));

const organizationID = idQueryParam(
  "an organization ID",
  "The station whose feed it is: required of a station group's key (one of the stations it acts for; another: 404); a station's key may name itself.",
);

export const IngestFeedQuery = v.object({
  organizationID,
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(512),
      v.description(
        "Opaque position in the feed, as the previous answer gave it (`Cursor`, or the `cursor` of its " +
          '`Link: rel="next"`); absent: the oldest entry kept (30 days, and the station\'s latest entry of each ' +
          "file it still airs).",
      ),
      v.examples(["WzEyXQ"]),
    ),
  ),
  // The growing lists' page size (contract section 1).
  limit: pageQuery([0]).limit,
  wait: v.optional(
    v.pipe(
      v.string(),
      v.description(
        `Seconds to wait for an entry when there is none after the cursor (long polling): 0 to ${MAX_WAIT_SECONDS} (default 0).`,
      ),
      v.examples(["25"]),
      v.regex(/^\d{1,4}$/, `must be a whole number from 0 to ${MAX_WAIT_SECONDS}`),
      v.transform(Number),
      v.number(),
      v.maxValue(MAX_WAIT_SECONDS, `must be a whole number from 0 to ${MAX_WAIT_SECONDS}`),
    ),
  ),
});

export const IngestAcknowledgementQuery = v.object({ organizationID });

export const IngestEntry = v.pipe(
  v.object({
    EntryID: integer("The entry's ID: increasing in the order entries arose."),
    Action: v.pipe(
      v.picklist(INGEST_ACTIONS),
      v.description(
        "`ingest`: a file is there to take; `update`: its metadata changed (a house ID, an instructions " +
          "revision's dates), the entry carries the new values; `kill`: stop airing it (the order was cancelled, or " +
          "a revision took the file off this station, its rights ended, or a clearing body this station requires " +
          "rejected it).",
      ),
    ),
    CreatedAt: timestamp("When the entry arose."),
    Family: v.pipe(v.picklist(["order", "release"]), v.description("What the file belongs to: an order or a release.")),
    OrderID: v.optional(integer("The order (an order's file).")),
    ReleaseID: v.optional(integer("The release (a release's file).")),
    FileID: integer("The file."),
    AdID: v.optional(nullableText("The spot's Ad-ID (an order's file).")),
    ISRC: v.optional(nullableText("The track's ISRC (a release's file).")),
    Title: v.pipe(v.string(), v.description("The file's title.")),
    Advertiser: v.optional(nullableText("The order's advertiser (an order's file).")),
    Artist: v.optional(nullableText("The release's artist (a release's file).")),
    Length: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description("Running time in seconds.")),
    HouseID: nullableText("This station's house ID of the file; null when it set none."),
    StartDate: date(
      "The first day to air it: the first StartDate of this station's flights rotating the file in the order's traffic instructions, else the order's FlightStartDate; a release's ReleaseDate",
    ),
    EndDate: date(
      "The last day to air it: the last EndDate of this station's flights rotating the file, else the order's FlightEndDate; null for a release",
    ),
    ContentUrl: v.pipe(
      v.string(),
      v.description(
        "Absolute URL of the file's plain content (GET it with the same key; `?format=bwf` for Broadcast Wave).",
      ),
    ),
    ContentType: nullableText(
      "The media type of what this station receives, e.g. `audio/wav`: the content, or its rendition when the station's spec has a `Deliver`.",
    ),
    Bytes: v.pipe(
      v.nullable(v.pipe(v.number(), v.integer())),
      v.description("The size in bytes of what this station receives (the content, or its rendition)."),
    ),
    Sha256: nullableText(
      "The SHA-256 of what this station receives plain (the content, or its rendition), lowercase hex.",
    ),
    Restrictions: v.pipe(
      v.array(v.string()),
      v.description(
        "The file's clearance restrictions (contract section 20), each `Body: restriction` (e.g. `ABNT Standards: " +
          "not before 21:00`), from every clearing body that cleared it `Restricted`; empty when none. A change " +
          "after the file was given is an `update`.",
      ),
    ),
  }),
  v.description("One entry of a station's ingest feed: a snapshot of the file as it was when the entry arose."),
  v.metadata({ ref: "IngestEntry" }),
);

export const IngestFeed = v.pipe(
  v.object({
    Entries: v.pipe(v.array(IngestEntry), v.description("The entries after the cursor, in the order they arose.")),
    Cursor: v.pipe(
      v.string(),
      v.description("Where to ask again from (after the last entry of this page; an empty page: the cursor given)."),
    ),
  }),
  v.metadata({ ref: "IngestFeed" }),
);

export const IngestAcknowledgementInput = v.pipe(
  v.object(
    {
      EntryID: v.pipe(
        v.number("must be an entry ID"),
        v.integer("must be an entry ID"),
        v.minValue(1, "must be an entry ID"),
        v.maxValue(MAX_ID, `must be an entry ID (a positive integer up to ${MAX_ID})`),
        v.description("The entry acknowledged."),
      ),
      Status: v.pipe(
        v.picklist(INGEST_ACK_STATES, `must be one of ${INGEST_ACK_STATES.join(", ")}`),
        v.description("`Ingested`: the automation has the file (or took the update or kill); `Failed`: it could not."),
      ),
      Message: v.optional(
        v.pipe(
          v.string("must be text"),
          v.maxLength(MAX_MESSAGE, `must be at most ${MAX_MESSAGE} characters`),
          v.description("What happened, in words (e.g. why it failed)."),
        ),
      ),
    },
    objectMessage,
  ),
  v.description("XML root `IngestAcknowledgement`."),
  v.metadata({ ref: "IngestAcknowledgementInput" }),
);

export const IngestAcknowledgement = v.pipe(
  v.object({
    EntryID: integer("The entry acknowledged."),
    Status: v.pipe(v.picklist(INGEST_ACK_STATES), v.description("As acknowledged.")),
    Message: nullableText("As acknowledged; null when none."),
    AcknowledgedAt: timestamp("When this acknowledgement was recorded."),
  }),
  v.metadata({ ref: "IngestAcknowledgement" }),
);
