/**
 * The lifecycle's own operations, as the registry (src/app.ts) takes them: those whose effect crosses features
 * (./lifecycle.routes.ts). Publish and the others of orders and releases are declared by those features.
 */
import type { OperationDef } from "../../http/operation";
import {
  putDestinationSpecOperation,
  setOrderFileClearanceOperation,
  setReleaseFileClearanceOperation,
} from "./lifecycle.routes";

export const lifecycleOperations: OperationDef[] = [
  putDestinationSpecOperation,
  setOrderFileClearanceOperation,
  setReleaseFileClearanceOperation,
];
