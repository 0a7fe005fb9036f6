import type { OperationDef } from "../../http/operation";
import {
  getDestinationSpecOperation,
  getOrderFileComplianceOperation,
  putDestinationSpecOperation,
} from "./compliance.routes";

export const complianceOperations: OperationDef[] = [
  getDestinationSpecOperation,
  putDestinationSpecOperation,
  getOrderFileComplianceOperation,
];
