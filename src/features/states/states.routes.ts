import { defineOperation } from "../../http/operation";
import { listOrderStates, listPodStates } from "./states.handlers";
import { StateList } from "./states.schemas";

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
  },
  handler: (c) => listPodStates(c),
});
