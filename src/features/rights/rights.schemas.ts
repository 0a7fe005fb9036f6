/**
 * Rights and clearance (contract section 20): what Set File Rights and Set File Clearance take (the rights
 * window of ../subjects; a clearing body's decision) and what the rights and clearance operations answer.
 */
import * as v from "valibot";
import { CLEARANCE_STATES } from "../../db/schema";
import { parseInstant, storable } from "../../http/dates";
import { objectMessage, optionalText, requiredText } from "../../http/validation";
import { RIGHTS_DESCRIPTION, rightsEntries, rightsInputEntries } from "../subjects/subjects.schemas";

/** Set File Rights' body: the whole window (XML root `Rights`). */
export const SetRightsInput = v.pipe(
  v.object(rightsInputEntries, objectMessage),
  v.description(`${RIGHTS_DESCRIPTION} XML root \`Rights\`.`),
  v.metadata({ ref: "SetRightsInput" }),
);

export const FileRights = v.pipe(
  v.object({
    FileID: v.pipe(v.number(), v.integer(), v.description("The file.")),
    ...rightsEntries,
  }),
  v.description("A file's rights window: the talent and music usage dates, and notes. XML root `FileRights`."),
  v.metadata({ ref: "FileRights" }),
);

// ---------------------------------------------------------------------------
// Clearance (contract section 20): a clearing body's decision on a file
// ---------------------------------------------------------------------------

/** A clearing body's name, as the path gives it (`{body}`, URL-encoded). */
export const BODY_NAME = { maxLength: 100 };
export const MAX_RESTRICTIONS = 20;
export const MAX_RESTRICTION = 200;

const CLEARANCE_STATUS = v.pipe(
  v.picklist(CLEARANCE_STATES, `must be one of ${CLEARANCE_STATES.join(", ")}`),
  v.description(
    "`Pending` (submitted, not decided), `Approved`, `Restricted` (approved with restrictions: at least one), " +
      "`Rejected`. Publishing to a station whose spec's RequiresClearance names the body (or `any`) needs " +
      "`Approved` or `Restricted`.",
  ),
);

/** Set File Clearance's body (XML root `Clearance`). */
export const SetClearanceInput = v.pipe(
  v.object(
    {
      Status: CLEARANCE_STATUS,
      Reference: optionalText(100, "The body's reference for its decision (a clearance number), at most 100."),
      Restrictions: v.optional(
        v.pipe(
          v.array(
            requiredText(MAX_RESTRICTION, `A restriction, e.g. "not before 21:00", at most ${MAX_RESTRICTION}.`),
            "must be a list of texts",
          ),
          v.maxLength(MAX_RESTRICTIONS, `must have at most ${MAX_RESTRICTIONS} restrictions`),
          v.description(`What the clearance restricts (${MAX_RESTRICTIONS} at most): given with \`Restricted\` only.`),
        ),
      ),
      DecidedAt: v.optional(
        v.pipe(
          v.string("must be a date-time"),
          v.trim(),
          v.check(
            (s) => parseInstant(s) !== null && storable(parseInstant(s) as Date),
            "must be an ISO 8601 date-time",
          ),
          v.description("When the body decided (ISO 8601 with `Z` or an offset); absent for `Pending`."),
        ),
      ),
    },
    objectMessage,
  ),
  v.description(
    "A clearing body's decision on the file, replacing any before (XML root `Clearance`; `Restrictions` holds " +
      "`Restriction` items).",
  ),
  v.metadata({ ref: "SetClearanceInput" }),
);

/** Restrictions given with a status other than `Restricted`, or none with it. */
export function clearanceRules(input: unknown) {
  if (typeof input !== "object" || input === null) return [];
  const { Status, Restrictions } = input as { Status?: unknown; Restrictions?: unknown };
  const count = Array.isArray(Restrictions) ? Restrictions.length : 0;
  if (Status === "Restricted" && count === 0)
    return [{ field: "Restrictions", code: "required", message: "is required with Status Restricted (at least one)" }];
  if (Status !== "Restricted" && typeof Status === "string" && count > 0)
    return [{ field: "Restrictions", code: "not_allowed", message: "is given with Status Restricted only" }];
  return [];
}

export const Clearance = v.pipe(
  v.object({
    FileID: v.pipe(v.number(), v.integer(), v.description("The file.")),
    Body: v.pipe(v.string(), v.description("The clearing body, e.g. `NBC Standards`, `Clearcast`.")),
    Status: CLEARANCE_STATUS,
    Reference: v.pipe(v.nullable(v.string()), v.description("The body's reference; null when none was given.")),
    Restrictions: v.pipe(v.array(v.string()), v.description("What it restricts; empty unless `Restricted`.")),
    DecidedAt: v.pipe(v.nullable(v.pipe(v.string(), v.isoTimestamp())), v.description("When it was decided.")),
    UpdatedAt: v.pipe(v.string(), v.isoTimestamp(), v.description("When the owner last set it.")),
  }),
  v.description("A clearing body's decision on a file. XML root `Clearance`."),
  v.metadata({ ref: "Clearance" }),
);

export const FileClearances = v.pipe(
  v.object({
    FileID: v.pipe(v.number(), v.integer(), v.description("The file.")),
    Clearances: v.pipe(v.array(Clearance), v.description("Each body's decision, by body name.")),
  }),
  v.description("A file's clearances. XML root `FileClearances`, each item `Clearance`."),
  v.metadata({ ref: "FileClearances" }),
);
