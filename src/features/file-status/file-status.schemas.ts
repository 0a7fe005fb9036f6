/**
 * The valibot schemas of a file's asset status and house ID at a destination (SPEC.md): they validate the requests
 * and make the OpenAPI document and the XSDs.
 */
import * as v from "valibot";
import { maxCodePoints, requiredText } from "../../http/validation";

export const MAX_STATUS = 100;
export const MAX_HOUSE_ID = 25;
export const MAX_ORGANIZATIONS = 50;

/** One element of `Organizations`: an organization's ID (all digits) or its name. */
const OrganizationRef = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())], "must be an organization's ID or name"),
  v.transform(String),
  v.trim(),
  v.nonEmpty("is required"),
  maxCodePoints(200),
  v.description(
    "An organization: its numeric ID (all digits) or its name, matched case-insensitively. A JSON number is accepted for an ID.",
  ),
);

const Organizations = v.optional(
  v.pipe(
    v.array(OrganizationRef, "must be a list of organization IDs or names"),
    v.maxLength(MAX_ORGANIZATIONS, `must name at most ${MAX_ORGANIZATIONS} organizations`),
    v.description(
      `The organizations to set it for, at most ${MAX_ORGANIZATIONS}; XML ` +
        "`<Organizations><Organization>200</Organization></Organizations>`. Each must be the key's own " +
        "organization or one it has group access to (else 403), be known (else 422 `not_found`) and be a " +
        "destination of the order or release (else 422 `not_a_destination`). Default, also for an empty list: the " +
        "key's organization (for a contact's key, the contact's organization).",
    ),
  ),
);

export const AssetStatusInput = v.pipe(
  v.object({
    Status: requiredText(
      MAX_STATUS,
      "One of the configured asset statuses (`Received`, `In Review`, `Approved`, `Rejected`, `On Air` " +
        `in the demo), matched case-insensitively and stored in its configured spelling; at most ${MAX_STATUS} characters.`,
    ),
    Organizations,
  }),
  v.metadata({ ref: "OrganizationAssetStatusInput" }),
);

export const HouseIdInput = v.pipe(
  v.object({
    HouseID: requiredText(
      MAX_HOUSE_ID,
      `The destination's own ID for the file, at most ${MAX_HOUSE_ID} characters. \`houseID\` (as the platform's ` +
        "published interface writes it for advertising) works too: names match case-insensitively.",
    ),
    Organizations,
  }),
  // Names match case-insensitively; the document says so for `houseID`, SPEC.md's spelling for advertising.
  v.metadata({
    ref: "HouseIDData",
    required: [],
    anyOf: [
      { required: ["HouseID"] },
      {
        required: ["houseID"],
        properties: {
          houseID: {
            type: "string",
            minLength: 1,
            maxLength: MAX_HOUSE_ID,
            description: "`HouseID`, as the platform's published interface writes it for advertising.",
          },
        },
      },
    ],
  }),
);

const rowEntries = {
  OrganizationID: v.pipe(v.number(), v.integer()),
  OrganizationName: v.string(),
  FileID: v.pipe(v.number(), v.integer()),
};

const UpdatedAt = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.description("When the value was last changed; setting the same value again keeps it."),
);

export const AssetStatusRows = v.array(
  v.pipe(
    v.object({ ...rowEntries, Status: v.string(), UpdatedAt }),
    v.description("The asset status of the file at one organization."),
    v.metadata({ ref: "OrganizationAssetStatus" }),
  ),
);

export const HouseIdRows = v.array(
  v.pipe(
    v.object({ ...rowEntries, HouseID: v.string(), UpdatedAt }),
    v.description("The house ID of the file at one organization."),
    v.metadata({ ref: "OrganizationHouseID" }),
  ),
);

const nullableTimestamp = (description: string) =>
  v.nullable(v.pipe(v.string(), v.isoTimestamp(), v.description(description)));

export const FileStatusInformation = v.pipe(
  v.object({
    ReleaseID: v.pipe(v.number(), v.integer()),
    FileID: v.pipe(v.number(), v.integer()),
    Title: v.string(),
    ISRC: v.nullable(v.string()),
    Statuses: v.pipe(
      v.array(
        v.pipe(
          v.object({
            OrganizationID: v.pipe(v.number(), v.integer()),
            OrganizationName: v.string(),
            AssetStatus: v.pipe(v.nullable(v.string()), v.description("Null until the destination sets one.")),
            AssetStatusUpdatedAt: nullableTimestamp("When AssetStatus was last changed."),
            HouseID: v.pipe(v.nullable(v.string()), v.description("Null until the destination sets one.")),
            HouseIDUpdatedAt: nullableTimestamp("When HouseID was last changed."),
            Delivered: v.pipe(v.boolean(), v.description("True once the file has reached this destination.")),
            DeliveredAt: nullableTimestamp("When the file reached this destination."),
          }),
          v.metadata({ ref: "FileStatus" }),
        ),
      ),
      v.description(
        "One per destination of the release the caller may see: the label sees all; a destination (directly or through group access) those it acts for. In the order the release lists them.",
      ),
    ),
  }),
  v.metadata({ ref: "FileStatusInformation" }),
);
