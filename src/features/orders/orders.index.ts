import type { OperationDef } from "../../http/operation";

export const orderOperations: OperationDef[] = [];
