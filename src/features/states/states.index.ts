import { orderStatesList, podStatesList } from "./states.routes";

export const stateOperations = [orderStatesList, podStatesList];
