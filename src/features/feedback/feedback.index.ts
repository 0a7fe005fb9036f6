import type { OperationDef } from "../../http/operation";

export const feedbackOperations: OperationDef[] = [];
