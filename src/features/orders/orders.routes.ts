import * as v from "valibot";
import { defineOperation } from "../../http/operation";
import { createOrder, deleteOrder, orderDetail, orderWithDestinations, publishOrder } from "./orders.handlers";
import { orderInputRules } from "./orders.rules";
import {
  LongFormOrderInput,
  Order,
  OrderDeletion,
  OrderInput,
  OrderWithDestinations,
  OrderWithWarnings,
} from "./orders.schemas";

const TAGS = ["Advertising: orders"];
const ORDER_ID = { orderID: "The order's ID." };
const ORDER_XML = { root: "Order", items: { Files: "File", Destinations: "OrganizationID", Warnings: "Warning" } };
const LOCATION = {
  Location: {
    description: "The new order's address, `/api/v1/ad/orders/{orderID}`.",
    schema: { type: "string" as const },
  },
};

const VISIBILITY =
  "Visible to the organization that created the order and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the order is deleted, it is a 404.";

const CREATE_RULES =
  "Any organization's key may create an order; the key's organization owns it (`CreatedBy`). The order starts as a `Draft`; publish it to deliver. Files and destinations are stored in one step: a rejected request leaves nothing behind. A 422 names every failing field at once, e.g. `Files[1].AdID` `invalid_format`, `Files[2].AdID` `duplicate`, `Destinations[0]` `not_found` (not a known destination organization), `FlightEndDate` `out_of_range` (before FlightStartDate). Warnings never block: `destination_offline` (its deliveries wait until it is back online), `flight_start_past` (FlightStartDate before today in Eastern Time), `short_lead_time` (a `Standard` order whose flight starts within 48 hours, counted from midnight Eastern Time of FlightStartDate). Answers 201 with `Location`.";

const orderExample = {
  Advertiser: "Great Lakes Credit Union",
  Brand: "GLCU",
  Product: "Holiday Auto Loans",
  PurchaseOrder: "NW-24117",
  Priority: "Standard",
  FlightStartDate: "2030-12-01",
  FlightEndDate: "2030-12-31",
  TrafficInstructions: "Rotate evenly.",
  Files: [{ AdID: "GLCU0012000H", Title: "Holiday Auto Loans :30", Length: 30, Format: "HD" }],
  Destinations: [200, 201],
};

export const createOrderOperation = defineOperation({
  method: "post",
  path: "/api/v1/ad/orders",
  operationId: "createOrder",
  summary: "Create Order",
  description: `Creates a spot order (\`OrderType\` \`Spot\`; its ProgramTitle and Episode are null). ${CREATE_RULES}`,
  tags: TAGS,
  body: {
    schema: OrderInput,
    xmlRoot: "Order",
    description:
      "The order. XML root `Order`, lists as `<Files><File>…</File></Files>` and `<Destinations><OrganizationID>200</OrganizationID></Destinations>` (a single child is still a list). Property names match case-insensitively.",
    example: orderExample,
    rules: orderInputRules,
  },
  errors: [],
  success: {
    status: 201,
    description: "The created order (a `Draft`) with its FileIDs and the validation warnings.",
    schema: OrderWithWarnings,
    xml: ORDER_XML,
    headers: LOCATION,
  },
  handler: (c, { body }) => createOrder(c, "Spot", body),
});

export const createLongFormOrderOperation = defineOperation({
  method: "post",
  path: "/api/v1/ad/longformorders",
  operationId: "createLongFormOrder",
  summary: "Create Long Form Order",
  description: `Creates a long form order (\`OrderType\` \`LongForm\`): the spot order's fields plus \`ProgramTitle\` (required) and \`Episode\`; every file runs at least 120 seconds. ${CREATE_RULES}`,
  tags: TAGS,
  body: {
    schema: LongFormOrderInput,
    xmlRoot: "Order",
    description:
      "The long form order. XML root `Order`, with the same lists as Create Order. Property names match case-insensitively.",
    example: {
      ...orderExample,
      ProgramTitle: "Home Show Weekly",
      Episode: "Episode 12",
      Files: [{ AdID: "GLHS0000120H", Title: "Home Show Weekly: Kitchens", Length: 1680, Format: "HD" }],
    },
    rules: orderInputRules,
  },
  errors: [],
  success: {
    status: 201,
    description: "The created long form order (a `Draft`) with its FileIDs and the validation warnings.",
    schema: OrderWithWarnings,
    xml: ORDER_XML,
    headers: LOCATION,
  },
  handler: (c, { body }) => createOrder(c, "LongForm", body),
});

export const orderDetailOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}",
  operationId: "getOrder",
  summary: "Order Detail",
  description: `The order with its files. ${VISIBILITY} \`Destinations\` lists every destination for the owner, and only those it acts for to a destination caller.`,
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  errors: ["not_found"],
  success: { status: 200, description: "The order.", schema: Order, xml: ORDER_XML },
  handler: (c, { params }) => orderDetail(c, params.orderID as number),
});

export const deleteOrderOperation = defineOperation({
  method: "delete",
  path: "/api/v1/ad/orders/{orderID}",
  operationId: "deleteOrder",
  summary: "Order Delete",
  description: `Deletes the order; only the organization that created it may (a destination that can see it gets 403). A \`Draft\` is removed with its files and destinations (\`Outcome\` \`Removed\`). An order past draft is cancelled (\`Outcome\` \`Cancelled\`): status \`Cancelled\`, its open deliveries (\`Queued\`, \`Sending\`) \`Cancelled\`, delivered ones kept, its history kept. Either way every read answers 404 afterwards. ${VISIBILITY} Answers 200 with what was done.`,
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  errors: ["forbidden", "not_found"],
  success: {
    status: 200,
    description: "The order was deleted.",
    schema: OrderDeletion,
    xml: { root: "OrderDeletion" },
  },
  handler: (c, { params }) => deleteOrder(c, params.orderID as number),
});

export const publishOrderOperation = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/publish",
  operationId: "publishOrder",
  summary: "Publish Order",
  description: `Publishes a \`Draft\` order: it becomes \`Published\` and one delivery per file and destination is queued (\`Queued\`; an offline destination's wait until it is back online). Atomic: of concurrent publishes exactly one succeeds, the others get 409, as does publishing an order in any other status. Only the organization that created the order may publish it (a destination that can see it gets 403). Destinations are checked again: one that is no longer a destination organization is a 422 (\`Destinations[i]\` \`not_found\`). Warnings as for Create Order, computed now. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  body: {
    schema: v.pipe(
      v.object({}),
      v.description("Publish takes no fields: send no body, or an empty JSON object or XML element."),
      v.metadata({ ref: "PublishOrderInput" }),
    ),
    xmlName: "Order",
    description: "Nothing: publish takes no fields. An empty body is fine.",
  },
  errors: ["forbidden", "not_found", "conflict"],
  success: {
    status: 200,
    description: "The published order with the validation warnings.",
    schema: OrderWithWarnings,
    xml: ORDER_XML,
  },
  handler: (c, { params }) => publishOrder(c, params.orderID as number),
});

export const orderWithDestinationsOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/destinations",
  operationId: "getOrderWithDestinations",
  summary: "Order with Destinations",
  description: `The order with, per destination, its name, type, online status and its deliveries (one per file once published: FileID, AdID, Status, StatusDate, DeliveredAt). The owner sees every destination; a destination caller only those it acts for (itself or through group access). ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The order with its destinations and their deliveries.",
    schema: OrderWithDestinations,
    xml: {
      root: "OrderWithDestinations",
      items: { Files: "File", Destinations: "Destination", Deliveries: "Delivery" },
    },
  },
  handler: (c, { params }) => orderWithDestinations(c, params.orderID as number),
});
