/**
 * The rights and clearance operations (contract section 20), each with its literal path, for orders' and
 * releases' files alike: a file's rights window, read by the owner and its destinations and set by the owner at
 * any status, and its clearances read. Setting a clearance kills and tells: the lifecycle declares it
 * (../lifecycle/lifecycle.routes.ts), with the rules and tags of this file. Examples are the demo world's
 * (fixtures/world.ts).
 */
import { defineOperation } from "../../http/operation";
import { rightsWindowErrors } from "../subjects/subjects.rights";
import { getClearances, getRights, putRights } from "./rights.handlers";
import { FileClearances, FileRights, SetRightsInput } from "./rights.schemas";

export const RIGHTS_TAGS = ["Rights and clearance"];
const XML = { root: "FileRights" };

const RULES =
  "A station is never given a StartDate before AirStart nor an EndDate after AirEnd: its ingest entries, the " +
  "`cart` chunk of a Broadcast Wave and the instruction sheet say the station's dates inside the window. " +
  "Publishing a file whose AirEnd is before a station's first airing day (its first flight, and never before " +
  "today in its time zone) is 422 `rights_expired` on `Files[i]`; an AirEnd inside a station's flight publishes " +
  "with the warning `rights_end_in_flight`.";

const GET_DESCRIPTION =
  "A file's rights window: the talent and music usage dates (`AirStart`, `AirEnd`, each null when unbounded) " +
  "and `Notes`. The owner, and a destination (directly or through group access) once it was sent to it; anyone " +
  `else: 404. ${RULES}`;

const PUT_DESCRIPTION =
  "Replaces a file's rights window (what is left out is unbounded), at any status: only the owner (403 for a " +
  "destination; 404 for anyone else, or once cancelled). AirEnd before AirStart: 422. Once published, each " +
  "station that has the file (and was not told to kill it) gets an ingest entry `update` with its new dates " +
  "where the window changes them, in the same write; a station whose rights had ended (the cron's `kill`) is " +
  "offered the file again (`ingest`) by a later AirEnd while its flight still runs. When AirEnd's day has ended " +
  "in a station's time zone, the Cron Trigger sends it `kill` and `file.rights_expired` to the owner and the " +
  `stations; seven days before, \`file.rights_expiring\` to the owner. ${RULES}`;

const body = {
  schema: SetRightsInput,
  xmlRoot: "Rights",
  description: "The whole rights window.",
  example: {
    AirStart: "2026-12-01",
    AirEnd: "2030-12-31",
    Notes: "SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.",
  },
  rules: (input: unknown) => rightsWindowErrors(input, ""),
};

export const getOrderFileRightsOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/rights",
  operationId: "getOrderFileRights",
  summary: "File Rights",
  description: GET_DESCRIPTION,
  tags: RIGHTS_TAGS,
  paramDescriptions: { orderID: "The order.", fileID: "One of its files." },
  paramExamples: { orderID: 5002, fileID: 8003 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The file's rights.",
    schema: FileRights,
    xml: XML,
    example: { FileID: 8003, AirStart: null, AirEnd: null, Notes: null },
  },
  handler: (c, { params }) => getRights(c, { family: "order", subjectId: params.orderID, fileId: params.fileID }),
});

export const putOrderFileRightsOperation = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/rights",
  operationId: "putOrderFileRights",
  summary: "Set File Rights",
  description: PUT_DESCRIPTION,
  tags: RIGHTS_TAGS,
  paramDescriptions: { orderID: "The order.", fileID: "One of its files." },
  paramExamples: { orderID: 5001, fileID: 8001 },
  body,
  errors: ["forbidden", "not_found", "conflict", "validation_failed"],
  success: {
    status: 200,
    description: "The file's rights as stored.",
    schema: FileRights,
    xml: XML,
    example: { FileID: 8001, ...body.example },
  },
  handler: (c, { params, body }) =>
    putRights(c, { family: "order", subjectId: params.orderID, fileId: params.fileID }, body),
});

export const getReleaseFileRightsOperation = defineOperation({
  method: "get",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/rights",
  operationId: "getReleaseFileRights",
  summary: "Track Rights",
  description: GET_DESCRIPTION,
  tags: RIGHTS_TAGS,
  paramDescriptions: { releaseID: "The release.", fileID: "One of its tracks." },
  paramExamples: { releaseID: 7001, fileID: 9001 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The track's rights.",
    schema: FileRights,
    xml: XML,
    example: { FileID: 9001, AirStart: null, AirEnd: null, Notes: null },
  },
  handler: (c, { params }) => getRights(c, { family: "release", subjectId: params.releaseID, fileId: params.fileID }),
});

export const putReleaseFileRightsOperation = defineOperation({
  method: "put",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/rights",
  operationId: "putReleaseFileRights",
  summary: "Set Track Rights",
  description: PUT_DESCRIPTION,
  tags: RIGHTS_TAGS,
  paramDescriptions: { releaseID: "The release.", fileID: "One of its tracks." },
  paramExamples: { releaseID: 7001, fileID: 9002 },
  body,
  errors: ["forbidden", "not_found", "conflict", "validation_failed"],
  success: {
    status: 200,
    description: "The track's rights as stored.",
    schema: FileRights,
    xml: XML,
    example: { FileID: 9002, ...body.example },
  },
  handler: (c, { params, body }) =>
    putRights(c, { family: "release", subjectId: params.releaseID, fileId: params.fileID }, body),
});

export const CLEARANCE_RULES =
  'A destination spec\'s `RequiresClearance` (clearing bodies, or `["any"]`) makes publishing to it need an ' +
  "`Approved` or `Restricted` clearance of the file from one of them: else 422 `clearance_missing` on `Files[i]`; " +
  "one of them `Rejected`: 422 `clearance_rejected` (it applies to the spots the destination airs, as its spec " +
  "does: a TV or network destination's `HD` and `SD` spots, a radio station's `Audio`; every track of a release). " +
  "The restrictions of every `Restricted` clearance travel to each station: its ingest entries' `Restrictions` " +
  "(each `Body: restriction`) and the instruction sheet.";

const LIST_DESCRIPTION =
  "A file's clearances: each clearing body's decision (`Status`, `Reference`, `Restrictions`, `DecidedAt`), by " +
  "body name. The owner, and a destination (directly or through group access) once the file was sent to it; " +
  `anyone else: 404. ${CLEARANCE_RULES}`;

const LIST_XML = { root: "FileClearances", items: { Clearances: "Clearance" } };

export const listOrderFileClearancesOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/clearances",
  operationId: "listOrderFileClearances",
  summary: "File Clearances",
  description: LIST_DESCRIPTION,
  tags: RIGHTS_TAGS,
  paramDescriptions: { orderID: "The order.", fileID: "One of its files." },
  paramExamples: { orderID: 5020, fileID: 8037 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The file's clearances.",
    schema: FileClearances,
    xml: LIST_XML,
    example: {
      FileID: 8037,
      Clearances: [
        {
          FileID: 8037,
          Body: "ABNT Standards",
          Status: "Restricted",
          Reference: "ABNT-S-2026-1240",
          Restrictions: ["not before 21:00", "not in children's programming"],
          DecidedAt: "2026-11-27T10:13:24.054Z",
          UpdatedAt: "2026-11-27T10:13:24.054Z",
        },
      ],
    },
  },
  handler: (c, { params }) => getClearances(c, { family: "order", subjectId: params.orderID, fileId: params.fileID }),
});

export const listReleaseFileClearancesOperation = defineOperation({
  method: "get",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/clearances",
  operationId: "listReleaseFileClearances",
  summary: "Track Clearances",
  description: LIST_DESCRIPTION,
  tags: RIGHTS_TAGS,
  paramDescriptions: { releaseID: "The release.", fileID: "One of its tracks." },
  paramExamples: { releaseID: 7001, fileID: 9001 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The track's clearances.",
    schema: FileClearances,
    xml: LIST_XML,
    example: { FileID: 9001, Clearances: [] },
  },
  handler: (c, { params }) =>
    getClearances(c, { family: "release", subjectId: params.releaseID, fileId: params.fileID }),
});
