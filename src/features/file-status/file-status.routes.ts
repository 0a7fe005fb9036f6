import { defineOperation } from "../../http/operation";
import type { Family } from "../subjects/subjects";
import { type Field, fileStatusInformation, setFileStatus } from "./file-status.handlers";
import {
  AssetStatusInput,
  AssetStatusRows,
  FileStatusInformation,
  HouseIdInput,
  HouseIdRows,
  MAX_HOUSE_ID,
  MAX_ORGANIZATIONS,
  MAX_STATUS,
} from "./file-status.schemas";

const FAMILIES = {
  order: {
    prefix: "/api/v1/ad/orders/{orderID}",
    param: "orderID",
    tag: "Advertising: orders",
    ids: { orderID: "The order's ID.", fileID: "The file's ID (a FileID of that order)." },
    name: "Order",
    // The document's examples: a file of order 5002, delivered to WXYZ-TV (200) and KLMN-FM (201).
    examples: { orderID: 5002, fileID: 8004 },
    houseId: "WXYZ-CM-44110",
  },
  release: {
    prefix: "/api/v1/music/releases/{releaseID}",
    param: "releaseID",
    tag: "Music: releases",
    ids: { releaseID: "The release's ID.", fileID: "The file's ID (a file of that release)." },
    name: "Release",
    // The document's examples: a file of release 7001, sent to 200, 201 and 202.
    examples: { releaseID: 7001, fileID: 9002 },
    houseId: "WXYZ-MU-2207",
  },
} as const;

const EXAMPLE_TIME = "2026-11-21T20:13:53.978Z";
const wxyz = (fileId: number) => ({ OrganizationID: 200, OrganizationName: "WXYZ-TV", FileID: fileId });
const klmn = (fileId: number) => ({ OrganizationID: 201, OrganizationName: "KLMN-FM", FileID: fileId });

const SETS = {
  Status: {
    path: "organizationassetstatus",
    schema: AssetStatusInput,
    xmlRoot: "OrganizationAssetStatus",
    rows: AssetStatusRows,
    xml: { root: "OrganizationAssetStatuses", item: "OrganizationAssetStatus" },
    summary: "Set Organization Asset Status",
    operation: "AssetStatus",
    what: "asset status",
    rule: `Status must match a configured asset status case-insensitively (at most ${MAX_STATUS} characters); it is stored in its configured spelling. Otherwise a 422 lists the allowed values.`,
    // As a station group (mds_dev_summit) sends it: a name or an ID (all digits) per organization.
    example: (_houseId: string) => ({ Status: "Approved", Organizations: ["WXYZ-TV", "201"] }),
    answer: (fileId: number, _houseId: string) => [
      { ...wxyz(fileId), Status: "Approved", UpdatedAt: EXAMPLE_TIME },
      { ...klmn(fileId), Status: "Approved", UpdatedAt: EXAMPLE_TIME },
    ],
  },
  HouseID: {
    path: "houseid",
    schema: HouseIdInput,
    xmlRoot: "HouseIDData",
    rows: HouseIdRows,
    xml: { root: "OrganizationHouseIDs", item: "OrganizationHouseID" },
    summary: "Set House ID",
    operation: "HouseId",
    what: "house ID",
    rule: `HouseID is at most ${MAX_HOUSE_ID} characters; \`HouseID\` and \`houseID\` both work (property names match case-insensitively).`,
    example: (houseId: string) => ({ HouseID: houseId, Organizations: ["200"] }),
    answer: (fileId: number, houseId: string) => [{ ...wxyz(fileId), HouseID: houseId, UpdatedAt: EXAMPLE_TIME }],
  },
} as const;

function setOperation(family: Family, field: Field) {
  const fam = FAMILIES[family];
  const set = SETS[field];
  return defineOperation({
    method: "put",
    path: `${fam.prefix}/files/{fileID}/${set.path}`,
    operationId: `set${fam.name}File${set.operation}`,
    summary: set.summary,
    description: `Sets the ${set.what} of a file of the ${family} for each named organization (\`Organizations\`, at most ${MAX_ORGANIZATIONS}; an element is an organization's ID when all digits, else its name, case-insensitively). Default, also for an empty list: the key's organization (for a contact's key, the contact's organization). ${set.rule} A destination sets it for itself, a station group for the stations it has group access to. In order: a ${family} that does not exist or is not visible to the key, or a file that is not of that ${family}: 404; an organization the key may not act for (neither its own nor one it has group access to): 403; an unknown organization (\`not_found\`) or one that is not a destination of the ${family} (\`not_a_destination\`): 422 naming \`Organizations[i]\` (so the ${family === "order" ? "order's creator" : "label"}, not itself a destination, gets a 422 by default). All organizations are written in one step or none is. Setting the same value again is not an error and keeps its UpdatedAt; concurrent writes: the last one wins. Answers one row per organization set, in the order named; an organization named twice (by ID and by name) is set once. Who set it (the contact's name for a contact's key, else the organization's name) is recorded for the traffic confirmation report.`,
    tags: [fam.tag],
    paramDescriptions: fam.ids,
    paramExamples: fam.examples,
    body: {
      schema: set.schema,
      xmlRoot: set.xmlRoot,
      description: `XML root \`${set.xmlRoot}\` (checked), organizations as \`<Organizations><Organization>200</Organization></Organizations>\` (a single child is still a list).`,
      example: set.example(fam.houseId),
    },
    errors: ["forbidden", "not_found"],
    success: {
      status: 200,
      description: `The ${set.what} at each organization set. XML: \`<${set.xml.root}><${set.xml.item}>…</${set.xml.item}></${set.xml.root}>\`.`,
      schema: set.rows,
      xml: set.xml,
      example: set.answer(fam.examples.fileID, fam.houseId),
    },
    handler: (c, { params, body }) => {
      const input = body as { Status?: string; HouseID?: string; Organizations?: string[] };
      return setFileStatus(
        c,
        family,
        field,
        { subjectId: params[fam.param] as number, fileId: params.fileID as number },
        { value: input[field] as string, organizations: input.Organizations },
      );
    },
  });
}

export const setOrderFileAssetStatus = setOperation("order", "Status");
export const setOrderFileHouseId = setOperation("order", "HouseID");
export const setReleaseFileAssetStatus = setOperation("release", "Status");
export const setReleaseFileHouseId = setOperation("release", "HouseID");

export const getFileStatusInformation = defineOperation({
  method: "get",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation",
  operationId: "getReleaseFileStatusInformation",
  summary: "Get File Status Information",
  description:
    "The statuses of one file of a release: per destination its asset status and house ID (each with when it was last changed) and whether the file was delivered there. The label sees every destination; a destination (directly or through group access) only those it acts for. A release not visible to the key, or a file not of that release: 404.",
  tags: ["Music: releases"],
  paramDescriptions: FAMILIES.release.ids,
  paramExamples: { releaseID: 7001, fileID: 9001 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The file with one status per destination the caller may see.",
    schema: FileStatusInformation,
    xml: { root: "FileStatusInformation", items: { Statuses: "Status" } },
    // As the label (mds_dev_blueharbor) sees release 7001's first file.
    example: {
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
    },
  },
  handler: (c, { params }) => fileStatusInformation(c, params.releaseID as number, params.fileID as number),
});
