/**
 * The rights feature's operations, as the registry (src/app.ts) takes them: rights windows and clearance (contract
 * section 20).
 */
import type { OperationDef } from "../../http/operation";
import {
  getOrderFileRightsOperation,
  getReleaseFileRightsOperation,
  listOrderFileClearancesOperation,
  listReleaseFileClearancesOperation,
  putOrderFileRightsOperation,
  putReleaseFileRightsOperation,
} from "./rights.routes";

/** Set File Clearance is the lifecycle's (../lifecycle/lifecycle.index.ts): it may kill the file and tell. */
export const rightsOperations: OperationDef[] = [
  getOrderFileRightsOperation,
  putOrderFileRightsOperation,
  getReleaseFileRightsOperation,
  putReleaseFileRightsOperation,
  listOrderFileClearancesOperation,
  listReleaseFileClearancesOperation,
];
