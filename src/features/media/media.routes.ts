/**
 * The media operations (contract section 8), each with its literal path:
 * upload in one request, the resumable upload (start, parts, complete,
 * abort) and the download, for a file of an order and of a release alike.
 * One implementation serves both (./media.handlers.ts, ./media.download.ts);
 * their prose and examples: ./media.examples.ts.
 */

import type { Context } from "hono";
import type * as v from "valibot";
import type { AppEnv } from "../../env";
import { defineOperation } from "../../http/operation";
import { downloadBroadcastWave } from "./media.bwf";
import { downloadContent } from "./media.download";
import {
  abortUploadDocs,
  completeUploadDocs,
  downloadDocs,
  putContentDocs,
  putPartDocs,
  startUploadDocs,
} from "./media.examples";
import { abortUpload, completeUpload, putContent, putPart, startUpload } from "./media.handlers";
import { DownloadQuery } from "./media.schemas";
import type { FileTarget } from "./media.store";

/** The content as uploaded, or the rendition `format` names (one implementation each, for both families). */
const RENDITIONS = { bwf: downloadBroadcastWave } as const;
const download = (c: Context<AppEnv>, t: FileTarget, query: v.InferOutput<typeof DownloadQuery>) =>
  (query.format ? RENDITIONS[query.format] : downloadContent)(c, t, query.organizationID);

export const putOrderFileContent = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
  operationId: "putOrderFileContent",
  ...putContentDocs("order"),
  handler: (c, { params }) => putContent(c, { family: "order", subjectId: params.orderID, fileId: params.fileID }),
});

export const getOrderFileContent = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
  operationId: "getOrderFileContent",
  ...downloadDocs("order"),
  query: DownloadQuery,
  handler: (c, { params, query }) =>
    download(c, { family: "order", subjectId: params.orderID, fileId: params.fileID }, query),
});

export const startOrderFileUpload = defineOperation({
  method: "post",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/content/uploads",
  operationId: "startOrderFileUpload",
  ...startUploadDocs("order"),
  handler: (c, { params, body }) =>
    startUpload(c, { family: "order", subjectId: params.orderID, fileId: params.fileID }, body),
});

export const putOrderFilePart = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/content/uploads/{uploadID}/parts/{partNumber}",
  operationId: "putOrderFilePart",
  ...putPartDocs("order"),
  handler: (c, { params }) =>
    putPart(
      c,
      { family: "order", subjectId: params.orderID, fileId: params.fileID },
      params.uploadID,
      params.partNumber,
    ),
});

export const completeOrderFileUpload = defineOperation({
  method: "post",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/content/uploads/{uploadID}/complete",
  operationId: "completeOrderFileUpload",
  ...completeUploadDocs("order"),
  handler: (c, { params }) =>
    completeUpload(c, { family: "order", subjectId: params.orderID, fileId: params.fileID }, params.uploadID),
});

export const abortOrderFileUpload = defineOperation({
  method: "delete",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/content/uploads/{uploadID}",
  operationId: "abortOrderFileUpload",
  ...abortUploadDocs("order"),
  handler: (c, { params }) =>
    abortUpload(c, { family: "order", subjectId: params.orderID, fileId: params.fileID }, params.uploadID),
});

export const putReleaseFileContent = defineOperation({
  method: "put",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/content",
  operationId: "putReleaseFileContent",
  ...putContentDocs("release"),
  handler: (c, { params }) => putContent(c, { family: "release", subjectId: params.releaseID, fileId: params.fileID }),
});

export const getReleaseFileContent = defineOperation({
  method: "get",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/content",
  operationId: "getReleaseFileContent",
  ...downloadDocs("release"),
  query: DownloadQuery,
  handler: (c, { params, query }) =>
    download(c, { family: "release", subjectId: params.releaseID, fileId: params.fileID }, query),
});

export const startReleaseFileUpload = defineOperation({
  method: "post",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/content/uploads",
  operationId: "startReleaseFileUpload",
  ...startUploadDocs("release"),
  handler: (c, { params, body }) =>
    startUpload(c, { family: "release", subjectId: params.releaseID, fileId: params.fileID }, body),
});

export const putReleaseFilePart = defineOperation({
  method: "put",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/content/uploads/{uploadID}/parts/{partNumber}",
  operationId: "putReleaseFilePart",
  ...putPartDocs("release"),
  handler: (c, { params }) =>
    putPart(
      c,
      { family: "release", subjectId: params.releaseID, fileId: params.fileID },
      params.uploadID,
      params.partNumber,
    ),
});

export const completeReleaseFileUpload = defineOperation({
  method: "post",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/content/uploads/{uploadID}/complete",
  operationId: "completeReleaseFileUpload",
  ...completeUploadDocs("release"),
  handler: (c, { params }) =>
    completeUpload(c, { family: "release", subjectId: params.releaseID, fileId: params.fileID }, params.uploadID),
});

export const abortReleaseFileUpload = defineOperation({
  method: "delete",
  path: "/api/v1/music/releases/{releaseID}/files/{fileID}/content/uploads/{uploadID}",
  operationId: "abortReleaseFileUpload",
  ...abortUploadDocs("release"),
  handler: (c, { params }) =>
    abortUpload(c, { family: "release", subjectId: params.releaseID, fileId: params.fileID }, params.uploadID),
});
