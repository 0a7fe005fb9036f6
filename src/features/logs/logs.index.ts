import type { OperationDef } from "../../http/operation";

export const logOperations: OperationDef[] = [];
