/**
 * The compliance feature's operations, as the registry (src/app.ts) takes them: destination specs and media
 * compliance (contract section 17).
 */
import type { OperationDef } from "../../http/operation";
import { getDestinationSpecOperation, getOrderFileComplianceOperation } from "./compliance.routes";

/** Set Destination Spec is the lifecycle's (../lifecycle/lifecycle.index.ts): it plans renditions again. */
export const complianceOperations: OperationDef[] = [getDestinationSpecOperation, getOrderFileComplianceOperation];
