/**
 * The compliance feature's operations, as the registry (src/app.ts) takes them: destination specs and media
 * compliance (contract section 17).
 */
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
