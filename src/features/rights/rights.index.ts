import type { OperationDef } from "../../http/operation";
import {
  getOrderFileRightsOperation,
  getReleaseFileRightsOperation,
  putOrderFileRightsOperation,
  putReleaseFileRightsOperation,
} from "./rights.routes";

export const rightsOperations: OperationDef[] = [
  getOrderFileRightsOperation,
  putOrderFileRightsOperation,
  getReleaseFileRightsOperation,
  putReleaseFileRightsOperation,
];
