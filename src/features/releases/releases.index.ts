import {
  createReleaseOperation,
  deleteReleaseOperation,
  listReleasesOperation,
  publishReleaseOperation,
  releaseDetailOperation,
  replaceReleaseOperation,
} from "./releases.routes";

export const releaseOperations = [
  createReleaseOperation,
  listReleasesOperation,
  releaseDetailOperation,
  replaceReleaseOperation,
  deleteReleaseOperation,
  publishReleaseOperation,
];
