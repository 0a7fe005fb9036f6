import type { OperationDef } from "../../http/operation";

export const reportOperations: OperationDef[] = [];
