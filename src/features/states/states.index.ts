/**
 * The states feature's operations, as the registry (src/app.ts) takes them: the order and proof of delivery state
 * lists (SPEC.md).
 */
import { orderStatesList, podStatesList } from "./states.routes";

export const stateOperations = [orderStatesList, podStatesList];
