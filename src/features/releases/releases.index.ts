/**
 * The releases feature's operations, as the registry (src/app.ts) takes them: music releases (contract section 9).
 */
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
