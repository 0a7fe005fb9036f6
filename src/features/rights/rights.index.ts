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
  setOrderFileClearanceOperation,
  setReleaseFileClearanceOperation,
} from "./rights.routes";

export const rightsOperations: OperationDef[] = [
  getOrderFileRightsOperation,
  putOrderFileRightsOperation,
  getReleaseFileRightsOperation,
  putReleaseFileRightsOperation,
  listOrderFileClearancesOperation,
  setOrderFileClearanceOperation,
  listReleaseFileClearancesOperation,
  setReleaseFileClearanceOperation,
];
