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
