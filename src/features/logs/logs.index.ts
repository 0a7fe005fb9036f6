/**
 * The logs feature's operations, as the registry (src/app.ts) takes them: an account's request logs (SPEC.md
 * Logs).
 */
import type { OperationDef } from "../../http/operation";
import { LOGS_PATH, logsOperation } from "./logs.routes";

/** The logs feature, given the other operations: its `url` filter knows their paths as templates. */
export const logOperations = (others: readonly OperationDef[]) => [
  logsOperation([...new Set([...others.map((op) => op.path), LOGS_PATH])]),
];
