/**
 * Music releases (contract section 9): what a label sends to create or
 * replace one, and the records the release operations answer with.
 */

import * as v from "valibot";
import { ORDER_STATES } from "../../db/schema";
import { pageQuery } from "../../http/pagination";
import { nullableText, objectMessage, requiredText, timestamp, updatedSinceParam } from "../../http/validation";
import {
  deletionEntries,
  destinationIds,
  destinationParam,
  destinationsInput,
  optionalDate,
  Rights,
  RightsInput,
  roleParam,
  Warning,
} from "../subjects/subjects.schemas";

/** At most this many tracks per release. */
export const MAX_TRACKS = 100;
export const MAX_SECONDS = 3600;

/** An ISRC once normalised: country (2 letters), registrant (3 letters or digits), year (2 digits), designation (5 digits). */
export const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{2}[0-9]{5}$/;

/**
 * An ISRC as people write it (hyphens, spaces, lowercase, an `ISRC` or
 * `ISRC:` prefix) in its stored form; what is not one then fails `ISRC_PATTERN`.
 */
export function normaliseIsrc(raw: string): string {
  const bare = raw.toUpperCase().replace(/[\s-]/g, "");
  return /^ISRC:?[A-Z0-9]{12}$/.test(bare) ? bare.replace(/^ISRC:?/, "") : bare;
}

/**
 * An ISRC as it may be written, exactly what `normaliseIsrc` turns into one
 * (`ISRC_PATTERN`): its 12 characters in either case, optionally after an
 * `ISRC` or `ISRC:` prefix, with spaces and hyphens anywhere. The document
 * states this pattern, so that it accepts what the service accepts and no more.
 */
const GAP = "[\\s-]*";
const spaced = (classes: string[]) => classes.join(GAP);
export const ISRC_WRITTEN = new RegExp(
  `^${GAP}(?:${spaced(["[Ii]", "[Ss]", "[Rr]", "[Cc]"])}${GAP}(?::${GAP})?)?` +
    spaced([
      ...Array<string>(2).fill("[A-Za-z]"),
      ...Array<string>(3).fill("[A-Za-z0-9]"),
      ...Array<string>(7).fill("[0-9]"),
    ]) +
    `${GAP}$`,
);

const ISRC_MESSAGE =
  "must be an ISRC: 2 letters, 3 letters or digits, 2 digits, 5 digits (e.g. USBHR2600101; hyphens, spaces and an ISRC prefix are removed)";

export const Isrc = v.pipe(
  v.string("must be a string"),
  v.trim(),
  v.nonEmpty("is required"),
  v.regex(ISRC_WRITTEN, ISRC_MESSAGE),
  v.transform(normaliseIsrc),
  v.description(
    "The track's ISRC, unique within the release: 12 characters, 2 letters (country), 3 letters or digits " +
      "(registrant), 2 digits (year), 5 digits, e.g. `USBHR2600101`. Written with hyphens or spaces " +
      "(`US-BHR-26-00101`), an `ISRC` prefix, or in lowercase, it is normalised to that form; anything else is a 422.",
  ),
);

const TrackInput = v.pipe(
  v.object(
    {
      Title: requiredText(200, "The track's title, at most 200 characters."),
      ISRC: Isrc,
      Length: v.pipe(
        v.number("must be a whole number of seconds"),
        v.integer("must be a whole number of seconds"),
        v.minValue(1, `must be from 1 to ${MAX_SECONDS} seconds`),
        v.maxValue(MAX_SECONDS, `must be from 1 to ${MAX_SECONDS} seconds`),
        v.description(`The running time in whole seconds, 1 to ${MAX_SECONDS}.`),
      ),
      Rights: v.optional(RightsInput),
    },
    objectMessage,
  ),
  v.metadata({ ref: "ReleaseFileInput" }),
);

export const ReleaseInput = v.pipe(
  v.object(
    {
      Title: requiredText(200, "The release's title, at most 200 characters."),
      Artist: requiredText(200, "The artist, at most 200 characters."),
      UPC: v.optional(
        v.pipe(
          v.string("must be a UPC or EAN barcode of 12 or 13 digits"),
          v.trim(),
          v.regex(/^(?:\d{12,13})?$/, "must be a UPC or EAN barcode of 12 or 13 digits"),
          v.description(
            "The release's UPC (GTIN-12, 12 digits) or EAN (GTIN-13, 13 digits); optional. Its check digit is " +
              "verified: a wrong one is 422 `invalid_upc`.",
          ),
          v.transform((s: string) => (s === "" ? undefined : s)),
        ),
      ),
      ReleaseDate: optionalDate("The day the release comes out, `YYYY-MM-DD`; optional."),
      Files: v.pipe(
        v.array(TrackInput, "must be a list of files"),
        v.nonEmpty("needs at least one file"),
        v.maxLength(MAX_TRACKS, `may hold at most ${MAX_TRACKS} files`),
        v.description(
          `The tracks to deliver, 1 to ${MAX_TRACKS}. XML: \`<Files><File>…</File></Files>\`. The service assigns each its FileID.`,
        ),
      ),
      Destinations: destinationsInput,
    },
    objectMessage,
  ),
  v.description("A music release. XML root `Release`."),
  v.metadata({ ref: "ReleaseInput" }),
);

export type ReleaseInputData = v.InferOutput<typeof ReleaseInput>;

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

export const ReleaseFile = v.pipe(
  v.object({
    FileID: v.pipe(v.number(), v.integer(), v.description("The file's ID, assigned by the service.")),
    ISRC: v.pipe(v.string(), v.description("The ISRC, normalised.")),
    Title: v.string(),
    Length: v.pipe(v.number(), v.integer(), v.description("Running time in seconds.")),
    Rights: v.optional(Rights),
  }),
  v.metadata({ ref: "ReleaseFile" }),
);

const releaseRecordEntries = {
  ReleaseID: v.pipe(v.number(), v.integer()),
  Status: v.pipe(
    v.picklist(ORDER_STATES),
    v.description(
      "The release's state, as an order's (see Order States List): Draft, Published, In Progress, Delivered.",
    ),
  ),
  Title: v.string(),
  Artist: v.string(),
  UPC: nullableText("Null when not given."),
  ReleaseDate: nullableText("`YYYY-MM-DD`; null when not given."),
  Files: v.pipe(v.array(ReleaseFile), v.description("XML: `<Files><File>…</File></Files>`.")),
  CreatedAt: timestamp("When the release was created."),
  UpdatedAt: timestamp("When the release last changed."),
  PublishedAt: v.nullable(timestamp("When the release was published; null until then.")),
  CreatedBy: v.pipe(v.string(), v.description("The name of the label that created (owns) the release.")),
};

export const Release = v.pipe(
  v.object({ ...releaseRecordEntries, Destinations: destinationIds }),
  v.metadata({ ref: "Release" }),
);

export const ReleaseWithWarnings = v.pipe(
  v.object({
    ...releaseRecordEntries,
    Destinations: destinationIds,
    Warnings: v.pipe(
      v.array(Warning),
      v.description(
        "Validation warnings, empty when none (for a release: `destination_offline`). XML: `<Warnings><Warning>…</Warning></Warnings>`.",
      ),
    ),
  }),
  v.metadata({ ref: "ReleaseWithWarnings" }),
);

export const ReleaseDeletion = v.pipe(
  v.object({ ReleaseID: v.pipe(v.number(), v.integer()), ...deletionEntries("release") }),
  v.metadata({ ref: "ReleaseDeletion" }),
);

// ---------------------------------------------------------------------------
// Release List
// ---------------------------------------------------------------------------

export const ReleaseListQuery = v.object({
  role: roleParam("release", "label"),
  status: v.optional(
    v.pipe(
      v.picklist(ORDER_STATES, `must be a state: ${ORDER_STATES.join(", ")}`),
      v.description("Only releases in this state, spelt exactly, e.g. `In Progress`."),
    ),
  ),
  updatedSince: updatedSinceParam("releases"),
  artist: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("must not be empty"),
      v.maxLength(200, "must be at most 200 characters"),
      v.description("Only releases of this artist: the whole name, letters of any case (A to Z)."),
      v.examples(["Juniper Vale"]),
    ),
  ),
  isrc: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(ISRC_WRITTEN, ISRC_MESSAGE),
      v.transform(normaliseIsrc),
      v.description("Only releases with a track of this ISRC (normalised as in Create Release)."),
      v.examples(["USBHR2600101"]),
    ),
  ),
  destination: destinationParam("releases"),
  ...pageQuery(["2026-10-27T20:13:24.054Z", 7003]),
});

export const ReleaseSummary = v.pipe(
  v.object({
    ReleaseID: v.pipe(v.number(), v.integer()),
    Status: releaseRecordEntries.Status,
    Title: v.string(),
    Artist: v.string(),
    UPC: releaseRecordEntries.UPC,
    ReleaseDate: releaseRecordEntries.ReleaseDate,
    CreatedBy: releaseRecordEntries.CreatedBy,
    CreatedAt: releaseRecordEntries.CreatedAt,
    UpdatedAt: releaseRecordEntries.UpdatedAt,
    PublishedAt: releaseRecordEntries.PublishedAt,
    FileCount: v.pipe(v.number(), v.integer(), v.description("How many tracks the release has.")),
    DestinationCount: v.pipe(
      v.number(),
      v.integer(),
      v.description(
        "How many of the release's destinations the caller sees: all for the label, those it acts for to a destination caller.",
      ),
    ),
  }),
  v.metadata({ ref: "ReleaseSummary" }),
);

export const ReleaseList = v.array(ReleaseSummary);
