/**
 * The file-status operations' prose and examples, as the demo world answers
 * them: order 5002's file 8004 (delivered to WXYZ-TV and KLMN-FM) and
 * release 7001's files (sent to 200, 201 and 202).
 */

import type { ProblemCode } from "../../http/problems";
import { type Family, SUBJECT } from "../subjects/subjects";
import {
  AssetStatusInput,
  AssetStatusRows,
  HouseIdInput,
  HouseIdRows,
  MAX_HOUSE_ID,
  MAX_ORGANIZATIONS,
  MAX_STATUS,
} from "./file-status.schemas";

const ORDER_FILE_IDS = { orderID: "The order's ID.", fileID: "The file's ID (a FileID of that order)." };
export const RELEASE_FILE_IDS = { releaseID: "The release's ID.", fileID: "The file's ID (a file of that release)." };

const RULES = {
  Status: {
    what: "asset status",
    rule: `Status must match a configured asset status case-insensitively (at most ${MAX_STATUS} characters); it is stored in its configured spelling. Otherwise a 422 lists the allowed values.`,
  },
  HouseID: {
    what: "house ID",
    rule: `HouseID is at most ${MAX_HOUSE_ID} characters; \`HouseID\` and \`houseID\` both work (property names match case-insensitively).`,
  },
} as const;

/** What Set Organization Asset Status and Set House ID do, for an order or a release. */
function setDescription(family: Family, field: keyof typeof RULES): string {
  const { what, rule } = RULES[field];
  return (
    `Sets the ${what} of a file of the ${family} for each named organization (\`Organizations\`, at most ` +
    `${MAX_ORGANIZATIONS}; an element is an organization's ID when all digits, else its name, case-insensitively). ` +
    "Default, also for an empty list: the key's organization (for a contact's key, the contact's organization). " +
    `${rule} A destination sets it for itself, a station group for the stations it has group access to. In order: a ` +
    `${family} that does not exist or is not visible to the key, or a file that is not of that ${family}: 404; an ` +
    "organization the key may not act for (neither its own nor one it has group access to): 403; an unknown " +
    `organization (\`not_found\`) or one that is not a destination of the ${family} (\`not_a_destination\`): 422 ` +
    `naming \`Organizations[i]\` (so ${SUBJECT[family].ownerWords}, not itself a destination, gets a 422 by ` +
    "default). All organizations are written in one step or none is. Setting the same value again is not an error " +
    "and keeps its UpdatedAt; concurrent writes: the last one wins. Answers one row per organization set, in the " +
    "order named; an organization named twice (by ID and by name) is set once. Who set it (the contact's name for a " +
    "contact's key, else the organization's name) is recorded for the traffic confirmation report."
  );
}

const ASSET_STATUS_BODY = `XML root \`OrganizationAssetStatus\` (checked), organizations as \`<Organizations><Organization>200</Organization></Organizations>\` (a single child is still a list).`;
const HOUSE_ID_BODY = `XML root \`HouseIDData\` (checked), organizations as \`<Organizations><Organization>200</Organization></Organizations>\` (a single child is still a list).`;

const EXAMPLE_TIME = "2026-11-21T20:13:53.978Z";
const wxyz = (fileId: number) => ({ OrganizationID: 200, OrganizationName: "WXYZ-TV", FileID: fileId });
const klmn = (fileId: number) => ({ OrganizationID: 201, OrganizationName: "KLMN-FM", FileID: fileId });

/** As a station group (mds_dev_summit) sends it: a name or an ID (all digits) per organization. */
const assetStatusExample = { Status: "Approved", Organizations: ["WXYZ-TV", "201"] };
const assetStatusAnswer = (fileId: number) => [
  { ...wxyz(fileId), Status: "Approved", UpdatedAt: EXAMPLE_TIME },
  { ...klmn(fileId), Status: "Approved", UpdatedAt: EXAMPLE_TIME },
];

const houseIdExample = (houseId: string) => ({ HouseID: houseId, Organizations: ["200"] });
const houseIdAnswer = (fileId: number, houseId: string) => [
  { ...wxyz(fileId), HouseID: houseId, UpdatedAt: EXAMPLE_TIME },
];

/** As the label (mds_dev_blueharbor) sees release 7001's first file. */
export const fileStatusInformationExample = {
  ReleaseID: 7001,
  FileID: 9001,
  Title: "Midnight Lanterns",
  ISRC: "USBHR2600101",
  Statuses: [
    {
      OrganizationID: 200,
      OrganizationName: "WXYZ-TV",
      AssetStatus: "Received",
      AssetStatusUpdatedAt: "2026-11-16T00:13:24.054Z",
      HouseID: null,
      HouseIDUpdatedAt: null,
      Delivered: true,
      DeliveredAt: "2026-11-15T22:13:24.054Z",
    },
    {
      OrganizationID: 201,
      OrganizationName: "KLMN-FM",
      AssetStatus: "On Air",
      AssetStatusUpdatedAt: "2026-11-16T20:13:24.054Z",
      HouseID: "KLMN-MU-0417",
      HouseIDUpdatedAt: "2026-11-16T19:13:24.054Z",
      Delivered: true,
      DeliveredAt: "2026-11-15T23:13:24.054Z",
    },
    {
      OrganizationID: 202,
      OrganizationName: "WQRS-AM",
      AssetStatus: null,
      AssetStatusUpdatedAt: null,
      HouseID: null,
      HouseIDUpdatedAt: null,
      Delivered: false,
      DeliveredAt: null,
    },
  ],
};

/** Per family: the document's tag, ids and examples (a file of order 5002, or of release 7001). */
const FAMILIES = {
  order: {
    tags: ["Advertising: orders"],
    paramDescriptions: ORDER_FILE_IDS,
    paramExamples: { orderID: 5002, fileID: 8004 },
    fileId: 8004,
    houseId: "WXYZ-CM-44110",
  },
  release: {
    tags: ["Music: releases"],
    paramDescriptions: RELEASE_FILE_IDS,
    paramExamples: { releaseID: 7001, fileID: 9002 },
    fileId: 9002,
    houseId: "WXYZ-MU-2207",
  },
};

const ERRORS: ProblemCode[] = ["forbidden", "not_found"];

/** Everything but the path and handler of Set Organization Asset Status, for an order's or a release's file. */
export function assetStatusDocs<F extends Family>(family: F) {
  const { fileId, houseId: _, ...docs } = FAMILIES[family as F];
  return {
    summary: "Set Organization Asset Status",
    description: setDescription(family, "Status"),
    ...docs,
    body: {
      schema: AssetStatusInput,
      xmlRoot: "OrganizationAssetStatus",
      description: ASSET_STATUS_BODY,
      example: assetStatusExample,
    },
    errors: ERRORS,
    success: {
      status: 200 as const,
      description: `The asset status at each organization set. XML: \`<OrganizationAssetStatuses><OrganizationAssetStatus>…</OrganizationAssetStatus></OrganizationAssetStatuses>\`.`,
      schema: AssetStatusRows,
      xml: { root: "OrganizationAssetStatuses", item: "OrganizationAssetStatus" },
      example: assetStatusAnswer(fileId),
    },
  };
}

/** Everything but the path and handler of Set House ID, for an order's or a release's file. */
export function houseIdDocs<F extends Family>(family: F) {
  const { fileId, houseId, ...docs } = FAMILIES[family];
  return {
    summary: "Set House ID",
    description: setDescription(family, "HouseID"),
    ...docs,
    body: {
      schema: HouseIdInput,
      xmlRoot: "HouseIDData",
      description: HOUSE_ID_BODY,
      example: houseIdExample(houseId),
    },
    errors: ERRORS,
    success: {
      status: 200 as const,
      description: `The house ID at each organization set. XML: \`<OrganizationHouseIDs><OrganizationHouseID>…</OrganizationHouseID></OrganizationHouseIDs>\`.`,
      schema: HouseIdRows,
      xml: { root: "OrganizationHouseIDs", item: "OrganizationHouseID" },
      example: houseIdAnswer(fileId, houseId),
    },
  };
}
