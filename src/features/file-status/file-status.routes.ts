/**
 * The file-status operations: Set Organization Asset Status and Set House ID
 * for a file of an order or of a release (one handler, `setFileStatus`), and
 * Get File Status Information. Their prose and examples: ./file-status.examples.ts.
 */
import { defineOperation } from "../../http/operation";
import { assetStatusDocs, fileStatusInformationExample, houseIdDocs, RELEASE_FILE_IDS } from "./file-status.examples";
import { fileStatusInformation, setFileStatus } from "./file-status.handlers";
import { FileStatusInformation } from "./file-status.schemas";

export const setOrderFileAssetStatus = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus",
  operationId: "setOrderFileAssetStatus",
  ...assetStatusDocs("order"),
  handler: (c, { params: { orderID, fileID }, body: { Status, Organizations } }) =>
    setFileStatus(
      c,
      "order",
      "Status",
      { subjectId: orderID, fileId: fileID },
      { value: Status, organizations: Organizations },
    ),
});

export const setOrderFileHouseId = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid",
  operationId: "setOrderFileHouseId",
  ...houseIdDocs("order"),
  handler: (c, { params: { orderID, fileID }, body: { HouseID, Organizations } }) =>
    setFileStatus(
      c,
      "order",
      "HouseID",
      { subjectId: orderID, fileId: fileID },
      { value: HouseID, organizations: Organizations },
    ),
});

export const setReleaseFileAssetStatus = defineOperation({
  method: "put",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus",
  operationId: "setReleaseFileAssetStatus",
  ...assetStatusDocs("release"),
  handler: (c, { params: { releaseID, fileID }, body: { Status, Organizations } }) =>
    setFileStatus(
      c,
      "release",
      "Status",
      { subjectId: releaseID, fileId: fileID },
      { value: Status, organizations: Organizations },
    ),
});

export const setReleaseFileHouseId = defineOperation({
  method: "put",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/houseid",
  operationId: "setReleaseFileHouseId",
  ...houseIdDocs("release"),
  handler: (c, { params: { releaseID, fileID }, body: { HouseID, Organizations } }) =>
    setFileStatus(
      c,
      "release",
      "HouseID",
      { subjectId: releaseID, fileId: fileID },
      { value: HouseID, organizations: Organizations },
    ),
});

export const getFileStatusInformation = defineOperation({
  method: "get",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation",
  operationId: "getReleaseFileStatusInformation",
  summary: "Get File Status Information",
  description:
    "The statuses of one file of a release: per destination its asset status and house ID (each with when it was " +
    "last changed) and whether the file was delivered there. The label sees every destination; a destination " +
    "(directly or through group access) only those it acts for. A release not visible to the key, or a file not " +
    "of that release: 404.",
  tags: ["Music: releases"],
  paramDescriptions: RELEASE_FILE_IDS,
  paramExamples: { releaseID: 7001, fileID: 9001 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The file with one status per destination the caller may see.",
    schema: FileStatusInformation,
    xml: { root: "FileStatusInformation", items: { Statuses: "Status" } },
    example: fileStatusInformationExample,
  },
  handler: (c, { params }) => fileStatusInformation(c, params.releaseID, params.fileID),
});
