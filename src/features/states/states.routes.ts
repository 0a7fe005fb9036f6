/**
 * The operations of the order and proof of delivery state lists (SPEC.md): each one's method, path, schemas,
 * answers and docs, declared for the registry (src/http/operation.ts); the handlers do the work.
 */
import { defineOperation } from "../../http/operation";
import { listOrderStates, listPodStates } from "./states.handlers";
import { StateList } from "./states.schemas";

// The configured states, as the reference data of the migrations holds them.
const ORDER_STATES_EXAMPLE = [
  { StateID: 1, Name: "Draft", Description: "Created and editable; not yet sent to any destination." },
  { StateID: 2, Name: "Published", Description: "Published; its deliveries are queued for the destinations." },
  { StateID: 3, Name: "In Progress", Description: "At least one delivery has started." },
  { StateID: 4, Name: "Delivered", Description: "Every delivery of the order has been delivered." },
  { StateID: 5, Name: "Cancelled", Description: "Deleted after publishing; open deliveries were cancelled." },
];

const POD_STATES_EXAMPLE = [
  { StateID: 1, Name: "Queued", Description: "Waiting to be sent (an offline destination's deliveries wait here)." },
  { StateID: 2, Name: "Sending", Description: "Being transferred to the destination." },
  { StateID: 3, Name: "Delivered", Description: "Received by the destination." },
  { StateID: 4, Name: "Failed", Description: "Could not be delivered after repeated attempts." },
  { StateID: 5, Name: "Cancelled", Description: "Cancelled before delivery because its order was deleted." },
];

export const orderStatesList = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/orderstates",
  operationId: "listOrderStates",
  summary: "Order States List",
  description:
    "Lists the states an advertising order can be in: `Draft`, `Published`, `In Progress`, `Delivered`, `Cancelled`. Publish is accepted only for a `Draft`.",
  tags: ["Advertising: orders"],
  errors: [],
  success: {
    status: 200,
    description: "The order states, in their lifecycle order.",
    schema: StateList,
    xml: { root: "OrderStates", item: "OrderState" },
    example: ORDER_STATES_EXAMPLE,
  },
  handler: (c) => listOrderStates(c),
});

export const podStatesList = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/podstates",
  operationId: "listPodStates",
  summary: "POD States List",
  description:
    "Lists the proof of delivery (POD) states a delivery can be in: `Queued`, `Sending`, `Delivered`, `Failed`, `Cancelled`.",
  tags: ["Advertising: orders"],
  errors: [],
  success: {
    status: 200,
    description: "The proof of delivery states.",
    schema: StateList,
    xml: { root: "PodStates", item: "PodState" },
    example: POD_STATES_EXAMPLE,
  },
  handler: (c) => listPodStates(c),
});
