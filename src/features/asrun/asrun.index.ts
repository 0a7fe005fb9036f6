import type { OperationDef } from "../../http/operation";
import { listAsRunOperation, postAsRunOperation, proofOfPerformanceOperation } from "./asrun.routes";

export const asRunOperations: OperationDef[] = [postAsRunOperation, listAsRunOperation, proofOfPerformanceOperation];
