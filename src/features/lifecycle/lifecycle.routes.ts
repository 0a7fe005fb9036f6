/**
 * The operations whose effect crosses features, each with its literal path; their use cases are this folder's.
 * Set Destination Spec (contract sections 17 and 19: the spec, then the station's renditions planned again) and
 * Set File Clearance for orders' and releases' files (section 20: the clearance, and the ingest entries, kills and
 * events it causes). Their features (compliance, rights) declare the reads beside them; descriptions and examples
 * are shared with those, and are the demo world's (fixtures/world.ts).
 */
import { callerOf } from "../../http/caller";
import { defineOperation } from "../../http/operation";
import { A85, COMPLIANCE_TAGS, klmnInput, SPEC_RULES, SPEC_XML } from "../compliance/compliance.routes";
import { DestinationSpec, DestinationSpecInput } from "../compliance/compliance.schemas";
import { CLEARANCE_RULES, RIGHTS_TAGS } from "../rights/rights.routes";
import { BODY_NAME, Clearance, clearanceRules, SetClearanceInput } from "../rights/rights.schemas";
import { putClearance } from "./lifecycle.clearance";
import { putDestinationSpec } from "./lifecycle.spec";

export const putDestinationSpecOperation = defineOperation({
  method: "put",
  path: "/api/v1/ad/account/destinationSpecs/{organizationID}",
  operationId: "putDestinationSpec",
  summary: "Set Destination Spec",
  description:
    "Replaces a destination's whole spec. Only the destination itself (its keys, its contacts' keys) or a group " +
    "acting for it may (403 for any other key); not a destination organization: 404. Publishing checks each order's " +
    `files against it from then on (Publish Order: 422 \`spec_violation\`). ${SPEC_RULES}`,
  tags: COMPLIANCE_TAGS,
  paramDescriptions: { organizationID: "The destination organization." },
  paramExamples: { organizationID: 201 },
  body: {
    schema: DestinationSpecInput,
    xmlRoot: "DestinationSpec",
    description: "The whole spec; what is left out checks nothing.",
    example: klmnInput,
  },
  errors: ["forbidden", "not_found"],
  success: {
    status: 200,
    description: "The spec as stored, the standard's defaults filled in.",
    schema: DestinationSpec,
    xml: SPEC_XML,
    example: {
      OrganizationID: 201,
      Name: "KLMN-FM",
      Containers: ["Wave", "MPEG Audio"],
      VideoCodecs: null,
      FrameRates: null,
      MinWidth: null,
      MinHeight: null,
      AudioSampleRates: null,
      AudioChannels: [1, 2],
      MaxLengthDifferenceSeconds: 1,
      RequiresClearance: null,
      CopyDeadlineHours: null,
      Loudness: A85,
      Deliver: null,
      UpdatedAt: "2026-11-21T20:13:53.978Z",
      UpdatedBy: "Summit Broadcasting",
    },
  },
  handler: (c, { params, body }) => putDestinationSpec(callerOf(c), params.organizationID, body),
});

const SET_DESCRIPTION =
  "Records (or replaces) a clearing body's decision on a file, at any status: only the owner (403 for a " +
  "destination; 404 for anyone else, or once cancelled). `{body}` is the body's name, URL-encoded (1 to 100 " +
  "characters, matched exactly as a spec's `RequiresClearance` names it), e.g. `NBC%20Standards`. `Restricted` " +
  "needs at least one restriction; another status takes none (422). Once published, the stations that have the " +
  "file get an ingest entry `update` with its new `Restrictions` where they change, in the same write; a " +
  "clearance that becomes `Rejected` sends `kill` to each station that has the file and requires that body's " +
  "clearance (or any), and `file.clearance_rejected` to the owner. A later approval does not offer the file " +
  `again. ${CLEARANCE_RULES}`;

const CLEARANCE_XML = { root: "Clearance" };
const clearanceBody = {
  schema: SetClearanceInput,
  xmlRoot: "Clearance",
  description: "The body's decision.",
  example: {
    Status: "Restricted",
    Reference: "ABNT-S-2026-1302",
    Restrictions: ["not before 21:00"],
    DecidedAt: "2026-11-27T16:00:00Z",
  },
  rules: clearanceRules,
};

const clearanceExample = (fileId: number) => ({
  FileID: fileId,
  Body: "ABNT Standards",
  Status: "Restricted",
  Reference: "ABNT-S-2026-1302",
  Restrictions: ["not before 21:00"],
  DecidedAt: "2026-11-27T16:00:00.000Z",
  UpdatedAt: "2026-11-28T09:12:40.117Z",
});

const BODY_DESCRIPTION = "The clearing body's name, URL-encoded (e.g. `ABNT%20Standards`).";

export const setOrderFileClearanceOperation = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/clearances/{body}",
  operationId: "setOrderFileClearance",
  summary: "Set File Clearance",
  description: SET_DESCRIPTION,
  tags: RIGHTS_TAGS,
  paramDescriptions: { orderID: "The order.", fileID: "One of its files.", body: BODY_DESCRIPTION },
  paramExamples: { orderID: 5001, fileID: 8001 },
  textParams: { body: { ...BODY_NAME, example: "ABNT Standards" } },
  body: clearanceBody,
  errors: ["forbidden", "not_found", "conflict", "validation_failed"],
  success: {
    status: 200,
    description: "The clearance as stored.",
    schema: Clearance,
    xml: CLEARANCE_XML,
    example: clearanceExample(8001),
  },
  handler: (c, { params, body }) =>
    putClearance(callerOf(c), { family: "order", subjectId: params.orderID, fileId: params.fileID }, params.body, body),
});

export const setReleaseFileClearanceOperation = defineOperation({
  method: "put",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/clearances/{body}",
  operationId: "setReleaseFileClearance",
  summary: "Set Track Clearance",
  description: SET_DESCRIPTION,
  tags: RIGHTS_TAGS,
  paramDescriptions: { releaseID: "The release.", fileID: "One of its tracks.", body: BODY_DESCRIPTION },
  paramExamples: { releaseID: 7001, fileID: 9002 },
  textParams: { body: { ...BODY_NAME, example: "ABNT Standards" } },
  body: clearanceBody,
  errors: ["forbidden", "not_found", "conflict", "validation_failed"],
  success: {
    status: 200,
    description: "The track's clearance as stored.",
    schema: Clearance,
    xml: CLEARANCE_XML,
    example: clearanceExample(9002),
  },
  handler: (c, { params, body }) =>
    putClearance(
      callerOf(c),
      { family: "release", subjectId: params.releaseID, fileId: params.fileID },
      params.body,
      body,
    ),
});
