/**
 * The instructions feature's operations, as the registry (src/app.ts) takes them: traffic instructions, their
 * revisions and acknowledgements (contract section 14).
 */
import type { OperationDef } from "../../http/operation";
import {
  acknowledgeOperation,
  getInstructionsOperation,
  listRevisionsOperation,
  putInstructionsOperation,
} from "./instructions.routes";

export const instructionOperations: OperationDef[] = [
  putInstructionsOperation,
  getInstructionsOperation,
  listRevisionsOperation,
  acknowledgeOperation,
];
