/**
 * The file-status feature's operations, as the registry (src/app.ts) takes them: a file's asset status and house
 * ID at a destination (SPEC.md).
 */
import type { OperationDef } from "../../http/operation";
import {
  getFileStatusInformation,
  setOrderFileAssetStatus,
  setOrderFileHouseId,
  setReleaseFileAssetStatus,
  setReleaseFileHouseId,
} from "./file-status.routes";

export const fileStatusOperations: OperationDef[] = [
  setOrderFileAssetStatus,
  setOrderFileHouseId,
  setReleaseFileAssetStatus,
  setReleaseFileHouseId,
  getFileStatusInformation,
];
