/**
 * The asrun feature's operations, as the registry (src/app.ts) takes them: as-run logs and proof of performance
 * (contract section 15).
 */
import type { OperationDef } from "../../http/operation";
import { listAsRunOperation, postAsRunOperation, proofOfPerformanceOperation } from "./asrun.routes";

export const asRunOperations: OperationDef[] = [postAsRunOperation, listAsRunOperation, proofOfPerformanceOperation];
