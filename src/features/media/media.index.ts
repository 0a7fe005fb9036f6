/**
 * The media feature's operations, as the registry (src/app.ts) takes them: the media files themselves: upload,
 * resumable upload, download, Broadcast Wave (contract section 8).
 */
import type { OperationDef } from "../../http/operation";
import {
  abortOrderFileUpload,
  abortReleaseFileUpload,
  completeOrderFileUpload,
  completeReleaseFileUpload,
  getOrderFileContent,
  getReleaseFileContent,
  putOrderFileContent,
  putOrderFilePart,
  putReleaseFileContent,
  putReleaseFilePart,
  startOrderFileUpload,
  startReleaseFileUpload,
} from "./media.routes";

export const mediaOperations: OperationDef[] = [
  putOrderFileContent,
  getOrderFileContent,
  startOrderFileUpload,
  putOrderFilePart,
  completeOrderFileUpload,
  abortOrderFileUpload,
  putReleaseFileContent,
  getReleaseFileContent,
  startReleaseFileUpload,
  putReleaseFilePart,
  completeReleaseFileUpload,
  abortReleaseFileUpload,
];
