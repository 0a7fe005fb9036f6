/**
 * The operations of music releases (contract section 9): each one's method, path, schemas, answers and docs,
 * declared for the registry (src/http/operation.ts); the handlers do the work.
 */
import * as v from "valibot";
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import { destinationErrors } from "../subjects/subjects.rules";
import {
  createdReleaseAgain,
  createRelease,
  deleteRelease,
  listReleases,
  newReleaseId,
  publishRelease,
  releaseDetail,
  replaceRelease,
} from "./releases.handlers";
import { releaseInputRules } from "./releases.rules";
import {
  Release,
  ReleaseDeletion,
  ReleaseInput,
  ReleaseList,
  ReleaseListQuery,
  ReleaseWithWarnings,
} from "./releases.schemas";

const TAGS = ["Music: releases"];
const RELEASE_ID = { releaseID: "The release's ID." };
const RELEASE_XML = { root: "Release", items: { Files: "File", Destinations: "OrganizationID", Warnings: "Warning" } };

const VISIBILITY =
  "Visible to the label that created the release and, once it is published, to its destinations (directly or " +
  "through group access); a draft has not been sent to anyone yet. To anyone else, and once the release is " +
  "deleted, it is a 404.";

const INPUT_RULES =
  "A 422 names every failing field at once, e.g. `Files[1].ISRC` `invalid_format` (not an ISRC once hyphens, " +
  "spaces and an `ISRC` prefix are removed), `Files[2].ISRC` `duplicate`, `UPC` `invalid_upc` (its GTIN check " +
  "digit is wrong), `Files[0].Rights.AirEnd` `out_of_range` (before AirStart), `Destinations[0]` `not_found` (not a " +
  "known destination organization). Warnings never block: `destination_offline` (its deliveries wait until it is " +
  "back online).";

// Answers as the demo world (fixtures/world.ts) gives them; its times are relative to when it was seeded.

const releaseExample = {
  Title: "Harbor Nights",
  Artist: "Juniper Vale",
  UPC: "850001407021",
  ReleaseDate: "2030-02-14",
  Files: [
    { Title: "Harbor Nights", ISRC: "US-BHR-26-00401", Length: 224 },
    { Title: "Tidewater", ISRC: "usbhr2600402", Length: 201 },
  ],
  Destinations: [201, 202],
};

const offlineWarning = {
  Code: "destination_offline",
  Message: "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
  Field: "Destinations[1]",
};

const createdRelease = {
  ReleaseID: 7006,
  Status: "Draft",
  Title: "Harbor Nights",
  Artist: "Juniper Vale",
  UPC: "850001407021",
  ReleaseDate: "2030-02-14",
  Files: [
    { FileID: 9013, ISRC: "USBHR2600401", Title: "Harbor Nights", Length: 224 },
    { FileID: 9014, ISRC: "USBHR2600402", Title: "Tidewater", Length: 201 },
  ],
  Destinations: [201, 202],
  CreatedAt: "2026-11-21T20:13:53.658Z",
  UpdatedAt: "2026-11-21T20:13:53.658Z",
  PublishedAt: null,
  CreatedBy: "Blue Harbor Records",
  Warnings: [offlineWarning],
};

/** Release 7001, "Midnight Lanterns": delivered to 200 and 201, queued for the offline 202. */
const release7001 = {
  ReleaseID: 7001,
  Status: "In Progress",
  Title: "Midnight Lanterns",
  Artist: "Juniper Vale",
  UPC: "850001407014",
  ReleaseDate: "2026-11-14",
  Files: [
    { FileID: 9001, ISRC: "USBHR2600101", Title: "Midnight Lanterns", Length: 232 },
    { FileID: 9002, ISRC: "USBHR2600102", Title: "Harbor Lights at Dawn", Length: 198 },
  ],
  Destinations: [200, 201, 202],
  CreatedAt: "2026-11-15T20:13:24.054Z",
  UpdatedAt: "2026-11-15T20:13:24.054Z",
  PublishedAt: "2026-11-15T20:13:24.054Z",
  CreatedBy: "Blue Harbor Records",
};

export const createReleaseOperation = defineOperation({
  method: "post",
  path: "/api/v1/music/releases",
  operationId: "createRelease",
  summary: "Create Release",
  description:
    "Creates a music release as a `Draft`: its tracks (`Files`, each with its ISRC) and the destinations to " +
    "send it to. Only a record label sends releases: its keys and its contacts' keys may create one (any other key: " +
    "403), and the key's organization owns it (`CreatedBy`). Upload each track's content, then publish to " +
    "deliver. Files and destinations are stored in one step: a rejected request leaves nothing behind. " +
    `${INPUT_RULES} Answers 201 with \`Location\`.`,
  tags: TAGS,
  body: {
    schema: ReleaseInput,
    xmlRoot: "Release",
    description:
      "The release. XML root `Release`, lists as `<Files><File>…</File></Files>` and " +
      "`<Destinations><OrganizationID>201</OrganizationID></Destinations>` (a single child is still a list). " +
      "Property names match case-insensitively.",
    example: releaseExample,
    rules: releaseInputRules,
    databaseRules: (c, input) => destinationErrors(c.var.db, input),
  },
  errors: ["forbidden"],
  success: {
    status: 201,
    description: "The created release (a `Draft`) with its FileIDs and the validation warnings.",
    schema: ReleaseWithWarnings,
    xml: RELEASE_XML,
    headers: {
      Location: {
        description: "The new release's address, `/api/v1/music/releases/{releaseID}`.",
        schema: { type: "string" as const },
      },
    },
    example: createdRelease,
  },
  idempotency: { created: newReleaseId, again: createdReleaseAgain },
  handler: (c, { body }) => createRelease(c, body),
});

export const releaseDetailOperation = defineOperation({
  method: "get",
  path: "/api/v1/music/releases/{releaseID}",
  operationId: "getRelease",
  summary: "Release Detail",
  description: `The release with its tracks. ${VISIBILITY} \`Destinations\` lists every destination for the label, and only those it acts for to a destination caller.`,
  tags: TAGS,
  paramDescriptions: RELEASE_ID,
  paramExamples: { releaseID: 7001 },
  errors: ["not_found"],
  success: { status: 200, description: "The release.", schema: Release, xml: RELEASE_XML, example: release7001 },
  handler: (c, { params }) => releaseDetail(c, params.releaseID),
});

export const replaceReleaseOperation = defineOperation({
  method: "put",
  path: "/api/v1/music/releases/{releaseID}",
  operationId: "replaceRelease",
  summary: "Replace Draft Release",
  description:
    "Replaces a `Draft` release with a whole new input, as Create Release takes it; the same rules and warnings. " +
    "A track whose `ISRC` stays keeps its `FileID` and its uploaded content; tracks whose ISRC is gone are " +
    "removed with their content; new ISRCs get new files. Atomic. Only the label that created it may replace it " +
    `(403 otherwise); a release past \`Draft\` is a 409. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: RELEASE_ID,
  paramExamples: { releaseID: 7006 },
  body: {
    schema: ReleaseInput,
    xmlRoot: "Release",
    description: "The whole release. XML root `Release`, with the lists of Create Release.",
    example: releaseExample,
    rules: releaseInputRules,
    databaseRules: (c, input) => destinationErrors(c.var.db, input),
  },
  errors: ["forbidden", "not_found", "conflict"],
  success: {
    status: 200,
    description: "The replaced draft with its FileIDs and the validation warnings.",
    schema: ReleaseWithWarnings,
    xml: RELEASE_XML,
    example: { ...createdRelease, UpdatedAt: "2026-11-21T20:13:53.702Z" },
  },
  handler: (c, { params, body }) => replaceRelease(c, params.releaseID, body),
});

export const deleteReleaseOperation = defineOperation({
  method: "delete",
  path: "/api/v1/music/releases/{releaseID}",
  operationId: "deleteRelease",
  summary: "Release Delete",
  description:
    "Deletes the release; only the label that created it may (403 otherwise). A `Draft` is removed with its " +
    "tracks, destinations and content (`Outcome` `Removed`). A release past draft is cancelled (`Outcome` " +
    "`Cancelled`): status `Cancelled`, its open deliveries `Cancelled`, delivered ones kept, its history " +
    `kept. Either way every read answers 404 afterwards. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: RELEASE_ID,
  paramExamples: { releaseID: 7003 },
  errors: ["forbidden", "not_found"],
  success: {
    status: 200,
    description: "The release was deleted.",
    schema: ReleaseDeletion,
    xml: { root: "ReleaseDeletion" },
    example: { ReleaseID: 7003, Outcome: "Cancelled", CancelledDeliveries: 0, DeletedAt: "2026-11-21T20:13:54.090Z" },
  },
  handler: (c, { params }) => deleteRelease(c, params.releaseID),
});

export const publishReleaseOperation = defineOperation({
  method: "put",
  path: "/api/v1/music/releases/{releaseID}/publish",
  operationId: "publishRelease",
  summary: "Publish Release",
  description:
    "Publishes a `Draft` release: it becomes `Published` and one delivery per track and destination is queued. " +
    "Every track needs its content first (422 `content_missing` on each `Files[i]` without). Atomic: of " +
    "concurrent publishes exactly one succeeds, the others get 409, as does publishing a release in any other " +
    "status. Only the label that created it may publish it (403 otherwise). Destinations are checked again (422 " +
    "`Destinations[i]` `not_found`). A track whose rights end before a station would air it: 422 `rights_expired` " +
    `on \`Files[i]\`; one whose rights end after its release date warns \`rights_end_in_flight\`. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: RELEASE_ID,
  paramExamples: { releaseID: 7006 },
  body: {
    schema: v.pipe(
      v.object({}),
      v.description("Publish takes no fields: send no body, or an empty JSON object or XML element."),
      v.metadata({ ref: "PublishReleaseInput" }),
    ),
    xmlName: "Release",
    description: "Nothing: publish takes no fields. An empty body is fine.",
    example: {},
  },
  errors: ["forbidden", "not_found", "conflict"],
  success: {
    status: 200,
    description: "The published release with the validation warnings.",
    schema: ReleaseWithWarnings,
    xml: RELEASE_XML,
    example: {
      ...createdRelease,
      Status: "Published",
      UpdatedAt: "2026-11-21T20:13:54.012Z",
      PublishedAt: "2026-11-21T20:13:54.012Z",
    },
  },
  handler: (c, { params }) => publishRelease(c, params.releaseID),
});

/** Blue Harbor's three newest releases as the demo world has them: 7002, 7001, then 7003. */
const releaseListExample = [
  {
    ReleaseID: 7002,
    Status: "In Progress",
    Title: "Paper Satellites",
    Artist: "The Glass Harbor",
    UPC: "850001407021",
    ReleaseDate: "2026-11-25",
    CreatedBy: "Blue Harbor Records",
    CreatedAt: "2026-11-18T20:13:24.054Z",
    UpdatedAt: "2026-11-18T20:13:24.054Z",
    PublishedAt: "2026-11-18T20:13:24.054Z",
    FileCount: 4,
    DestinationCount: 4,
  },
  {
    ReleaseID: 7001,
    Status: "In Progress",
    Title: "Midnight Lanterns",
    Artist: "Juniper Vale",
    UPC: "850001407014",
    ReleaseDate: "2026-11-14",
    CreatedBy: "Blue Harbor Records",
    CreatedAt: "2026-11-15T20:13:24.054Z",
    UpdatedAt: "2026-11-15T20:13:24.054Z",
    PublishedAt: "2026-11-15T20:13:24.054Z",
    FileCount: 2,
    DestinationCount: 3,
  },
  {
    ReleaseID: 7003,
    Status: "Delivered",
    Title: "Northern Static",
    Artist: "Owen Marsh",
    UPC: "850001407038",
    ReleaseDate: "2026-10-28",
    CreatedBy: "Blue Harbor Records",
    CreatedAt: "2026-10-27T20:13:24.054Z",
    UpdatedAt: "2026-10-27T20:13:24.054Z",
    PublishedAt: "2026-10-27T20:13:24.054Z",
    FileCount: 1,
    DestinationCount: 5,
  },
];

export const listReleasesOperation = defineOperation({
  method: "get",
  path: "/api/v1/music/releases",
  operationId: "listReleases",
  summary: "Release List",
  description:
    "The releases the caller may see. As a sender, the ones its own label created, drafts included; as a " +
    "destination, the published releases sent to the organizations it acts for (itself, or its stations through " +
    "group access), each once. Deleted releases never appear. `role` keeps one of the two (both by default); " +
    "`status`, `updatedSince` (Eastern Time), `artist` (whole name, any case), `isrc` (releases with a track of " +
    "that ISRC) and `destination` (releases sent to that organization; one the caller does not act for is a 403) " +
    "narrow the list. Newest `UpdatedAt` first (then the highest ReleaseID). `DestinationCount` counts the " +
    'destinations the caller sees. Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; ' +
    "the body stays a plain list. In XML: `<Releases><Release>…</Release></Releases>`.",
  tags: TAGS,
  query: ReleaseListQuery,
  errors: ["forbidden"],
  success: {
    status: 200,
    description: "The releases, newest UpdatedAt first.",
    schema: ReleaseList,
    xml: { root: "Releases", item: "Release" },
    headers: NEXT_PAGE_HEADERS,
    example: releaseListExample,
  },
  handler: (c, { query }) => listReleases(c, query),
});
