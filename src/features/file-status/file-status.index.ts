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
