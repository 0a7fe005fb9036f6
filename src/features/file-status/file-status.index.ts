import type { OperationDef } from "../../http/operation";

export const fileStatusOperations: OperationDef[] = [];
