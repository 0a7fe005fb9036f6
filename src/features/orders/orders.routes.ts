/**
 * The operations of advertising orders (SPEC.md, contract sections 4 and 9): each one's method, path, schemas,
 * answers and docs, declared for the registry (src/http/operation.ts); the handlers do the work.
 */
import * as v from "valibot";
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import { destinationErrors } from "../subjects/subjects.rules";
import { renditionPendingExample } from "../subjects/subjects.schemas";
import {
  createdOrderAgain,
  createOrder,
  deleteOrder,
  listOrders,
  newOrderId,
  orderDetail,
  orderWithDestinations,
  publishOrder,
  replaceOrder,
} from "./orders.handlers";
import { orderInputRules } from "./orders.rules";
import {
  LongFormOrderInput,
  Order,
  OrderDeletion,
  OrderInput,
  OrderList,
  OrderListQuery,
  OrderWithDestinations,
  OrderWithWarnings,
  ReplaceOrderInput,
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
  "Visible to the organization that created the order and, once it is published, to its destinations (directly or " +
  "through group access); a draft has not been sent to anyone yet. To anyone else, and once the order is deleted, " +
  "it is a 404.";

const CREATE_RULES =
  "Only an agency sends orders: its keys and its contacts' keys may create one (any other key: 403), and the " +
  "key's organization owns it (`CreatedBy`). Group access never makes a group an order's owner: it acts for its " +
  "stations as destinations only. (Releases, likewise, are their label's alone.) The order starts as a `Draft`; " +
  "publish it to deliver. Files and destinations are stored in one step: a rejected request leaves nothing " +
  "behind. A 422 names every failing field at once, e.g. `Files[1].AdID` `invalid_format`, `Files[2].AdID` " +
  "`duplicate`, `Destinations[0]` `not_found` (not a known destination organization), `FlightEndDate` " +
  "`out_of_range` (before FlightStartDate). Warnings never block: `destination_offline` (its deliveries wait " +
  "until it is back online), `flight_start_past` (FlightStartDate before today in Eastern Time), " +
  "`short_lead_time` (a `Standard` order whose flight starts within 48 hours, counted from midnight Eastern Time " +
  "of FlightStartDate). Answers 201 with `Location`.";

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
  Destinations: [200, 201, 202],
};

// Answers as the demo world (fixtures/world.ts) gives them; its times are relative to when it was seeded.

const offlineWarning = {
  Code: "destination_offline",
  Message: "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
  Field: "Destinations[2]",
};

/** The record of a new order made from the example input, in the fields' order. */
const createdOrder = (
  head: { OrderID: number; OrderType: string },
  input: typeof orderExample & { ProgramTitle?: string; Episode?: string },
  fileIds: number[],
  createdAt: string,
  warnings: (typeof offlineWarning)[],
) => {
  const { Files, Destinations, ProgramTitle, Episode, ...fields } = input;
  return {
    ...head,
    Status: "Draft",
    ...fields,
    ProgramTitle: ProgramTitle ?? null,
    Episode: Episode ?? null,
    Files: Files.map((file, i) => ({ FileID: fileIds[i], ...file })),
    Destinations,
    CreatedAt: createdAt,
    UpdatedAt: createdAt,
    PublishedAt: null,
    CreatedBy: "Northwind Agency",
    Warnings: warnings,
  };
};

const longFormExample = {
  ...orderExample,
  Files: [{ AdID: "GLHS0000120H", Title: "Home Show Weekly: Kitchens", Length: 1680, Format: "HD" }],
  Destinations: [200, 201],
  ProgramTitle: "Home Show Weekly",
  Episode: "Episode 12",
};

/** Order 5002: delivered to WXYZ-TV (200) and KLMN-FM (201). */
const order5002 = {
  OrderID: 5002,
  OrderType: "Spot",
  Status: "Delivered",
  Advertiser: "Brightside Motors",
  Brand: null,
  Product: "Year-End Clearance",
  PurchaseOrder: "NW-24088",
  Priority: "Standard",
  FlightStartDate: "2026-11-16",
  FlightEndDate: "2026-12-16",
  TrafficInstructions: null,
  ProgramTitle: null,
  Episode: null,
  Files: [
    { FileID: 8003, AdID: "BRSM0004410H", Title: "Year-End Clearance :30", Length: 30, Format: "HD" },
    { FileID: 8004, AdID: "BRSM0004415H", Title: "Year-End Clearance :15", Length: 15, Format: "HD" },
  ],
  Destinations: [200, 201],
  CreatedAt: "2026-11-15T18:13:24.054Z",
  UpdatedAt: "2026-11-16T02:43:24.054Z",
  PublishedAt: "2026-11-16T00:13:24.054Z",
  CreatedBy: "Northwind Agency",
};

const delivered = (at: string) => [
  { FileID: 8003, AdID: "BRSM0004410H", Status: "Delivered", StatusDate: at, DeliveredAt: at },
  { FileID: 8004, AdID: "BRSM0004415H", Status: "Delivered", StatusDate: at, DeliveredAt: at },
];

const order5002WithDestinations = {
  ...order5002,
  Destinations: [
    {
      OrganizationID: 200,
      Name: "WXYZ-TV",
      DisplayName: "WXYZ-TV Detroit",
      Type: "TV",
      Status: "Online",
      Deliveries: delivered("2026-11-16T02:13:24.054Z"),
    },
    {
      OrganizationID: 201,
      Name: "KLMN-FM",
      DisplayName: "KLMN-FM 101.9 Denver",
      Type: "Radio",
      Status: "Online",
      Deliveries: delivered("2026-11-16T02:43:24.054Z"),
    },
  ],
};

/** Order 5001, the demo draft to 200, 201 and 202, once published: each of its files goes to a station with a Deliver. */
const published5001 = {
  OrderID: 5001,
  OrderType: "Spot",
  Status: "Published",
  Advertiser: "Great Lakes Credit Union",
  Brand: "GLCU",
  Product: "Holiday Auto Loans",
  PurchaseOrder: "NW-24117",
  Priority: "Standard",
  FlightStartDate: "2026-12-01",
  FlightEndDate: "2026-12-31",
  TrafficInstructions: "Rotate evenly. Radio stations: air the audio version only.",
  ProgramTitle: null,
  Episode: null,
  Files: [
    { FileID: 8001, AdID: "GLCU0012000H", Title: "Holiday Auto Loans :30", Length: 30, Format: "HD" },
    { FileID: 8002, AdID: "GLCU0012030", Title: "Holiday Auto Loans :30 (Radio)", Length: 30, Format: "Audio" },
  ],
  Destinations: [200, 201, 202],
  CreatedAt: "2026-11-20T17:13:24.054Z",
  UpdatedAt: "2026-11-21T20:13:53.763Z",
  PublishedAt: "2026-11-21T20:13:53.763Z",
  CreatedBy: "Northwind Agency",
  Warnings: [
    offlineWarning,
    renditionPendingExample("Files[0]", "file 8001 (GLCU0012000H)", "WXYZ-TV (200) receives"),
    renditionPendingExample("Files[1]", "file 8002 (GLCU0012030)", "KLMN-FM (201) or WQRS-AM (202) receive"),
  ],
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
      "The order. XML root `Order`, lists as `<Files><File>…</File></Files>` and " +
      "`<Destinations><OrganizationID>200</OrganizationID></Destinations>` (a single child is still a list). " +
      "Property names match case-insensitively.",
    example: orderExample,
    rules: orderInputRules,
    databaseRules: (c, input) => destinationErrors(c.var.db, input),
  },
  errors: ["forbidden"],
  success: {
    status: 201,
    description: "The created order (a `Draft`) with its FileIDs and the validation warnings.",
    schema: OrderWithWarnings,
    xml: ORDER_XML,
    headers: LOCATION,
    example: createdOrder({ OrderID: 5029, OrderType: "Spot" }, orderExample, [9013], "2026-11-21T20:13:53.658Z", [
      offlineWarning,
    ]),
  },
  idempotency: { created: newOrderId, again: createdOrderAgain },
  handler: (c, { body }) => createOrder(c, "Spot", body),
});

export const createLongFormOrderOperation = defineOperation({
  method: "post",
  path: "/api/v1/ad/longformorders",
  operationId: "createLongFormOrder",
  summary: "Create Long Form Order",
  description:
    "Creates a long form order (`OrderType` `LongForm`): the spot order's fields plus `ProgramTitle` " +
    `(required) and \`Episode\`; every file runs at least 120 seconds. ${CREATE_RULES}`,
  tags: TAGS,
  body: {
    schema: LongFormOrderInput,
    xmlRoot: "Order",
    description:
      "The long form order. XML root `Order`, with the same lists as Create Order. Property names match case-insensitively.",
    example: longFormExample,
    rules: orderInputRules,
    databaseRules: (c, input) => destinationErrors(c.var.db, input),
  },
  errors: ["forbidden"],
  success: {
    status: 201,
    description: "The created long form order (a `Draft`) with its FileIDs and the validation warnings.",
    schema: OrderWithWarnings,
    xml: ORDER_XML,
    headers: LOCATION,
    example: createdOrder(
      { OrderID: 5029, OrderType: "LongForm" },
      longFormExample,
      [9014],
      "2026-11-21T20:13:53.712Z",
      [],
    ),
  },
  idempotency: { created: newOrderId, again: createdOrderAgain },
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
  paramExamples: { orderID: 5002 },
  errors: ["not_found"],
  success: { status: 200, description: "The order.", schema: Order, xml: ORDER_XML, example: order5002 },
  handler: (c, { params }) => orderDetail(c, params.orderID),
});

export const deleteOrderOperation = defineOperation({
  method: "delete",
  path: "/api/v1/ad/orders/{orderID}",
  operationId: "deleteOrder",
  summary: "Order Delete",
  description:
    "Deletes the order; only the organization that created it may (a destination that can see it gets 403). A " +
    "`Draft` is removed with its files and destinations (`Outcome` `Removed`). An order past draft is " +
    "cancelled (`Outcome` `Cancelled`): status `Cancelled`, its open deliveries (`Queued`, `Sending`) " +
    "`Cancelled`, delivered ones kept, its history kept. Either way every read answers 404 afterwards; a draft in " +
    `an order group leaves it. ${VISIBILITY} Answers 200 with what was done.`,
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  // Not 5004 or another order the demo's journeys use: trying this example deletes its order.
  paramExamples: { orderID: 5022 },
  errors: ["forbidden", "not_found"],
  success: {
    status: 200,
    description: "The order was deleted.",
    schema: OrderDeletion,
    xml: { root: "OrderDeletion" },
    example: { OrderID: 5022, Outcome: "Cancelled", CancelledDeliveries: 10, DeletedAt: "2026-11-21T20:13:54.090Z" },
  },
  handler: (c, { params }) => deleteOrder(c, params.orderID),
});

export const publishOrderOperation = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/publish",
  operationId: "publishOrder",
  summary: "Publish Order",
  description:
    "Publishes a `Draft` order: it becomes `Published` and one delivery per file and destination is queued " +
    "(`Queued`; an offline destination's wait until it is back online). Atomic: of concurrent publishes exactly " +
    "one succeeds, the others get 409, as does publishing an order in any other status. Only the organization that " +
    "created the order may publish it (a destination that can see it gets 403). Destinations are checked again: one " +
    "that is no longer a destination organization is a 422 (`Destinations[i]` `not_found`). Every file needs " +
    "its content (422 `content_missing` on `Files[i]`), and each must meet the spec of each destination that " +
    "airs it (contract section 17, File Compliance): a `Fail` is a 422 `spec_violation` on `Files[i]` naming " +
    "the destination and the checks it fails. A file whose rights (`Rights.AirEnd`) end before a station's first " +
    "airing day (its first flight, never before today in its time zone) is a 422 `rights_expired` on `Files[i]`; " +
    "rights that end inside a station's flight warn `rights_end_in_flight`. An order in an order group is published with its group only (Publish " +
    "Order Group): alone, a 409 (take it out of the group first). Warnings as for Create Order, computed now, and " +
    "`compliance_pending` on `Files[i]` while its loudness is still being measured (a `Fail` found later is " +
    `sent as the event \`file.compliance_failed\`). ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  paramExamples: { orderID: 5001 },
  body: {
    schema: v.pipe(
      v.object({}),
      v.description("Publish takes no fields: send no body, or an empty JSON object or XML element."),
      v.metadata({ ref: "PublishOrderInput" }),
    ),
    xmlName: "Order",
    description: "Nothing: publish takes no fields. An empty body is fine.",
    example: {},
  },
  errors: ["forbidden", "not_found", "conflict"],
  success: {
    status: 200,
    description: "The published order with the validation warnings.",
    schema: OrderWithWarnings,
    xml: ORDER_XML,
    example: published5001,
  },
  handler: (c, { params }) => publishOrder(c, params.orderID),
});

export const orderWithDestinationsOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/destinations",
  operationId: "getOrderWithDestinations",
  summary: "Order with Destinations",
  description:
    "The order with, per destination, its name, type, online status and its deliveries (one per file once " +
    "published: FileID, AdID, Status, StatusDate, DeliveredAt). The owner sees every destination; a destination " +
    `caller only those it acts for (itself or through group access). ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  paramExamples: { orderID: 5002 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The order with its destinations and their deliveries.",
    schema: OrderWithDestinations,
    xml: {
      root: "OrderWithDestinations",
      items: { Files: "File", Destinations: "Destination", Deliveries: "Delivery" },
    },
    example: order5002WithDestinations,
  },
  handler: (c, { params }) => orderWithDestinations(c, params.orderID),
});

/** Northwind's three newest orders as the demo world has them: the draft 5019, then 5009 and 5004. */
const orderListExample = [
  {
    OrderID: 5019,
    OrderType: "Spot",
    Status: "Draft",
    Advertiser: "Riverbend Health",
    Brand: null,
    Product: "Flu Shot Clinics",
    CreatedBy: "Northwind Agency",
    CreatedAt: "2026-11-21T19:43:24.054Z",
    UpdatedAt: "2026-11-21T19:43:24.054Z",
    PublishedAt: null,
    FileCount: 2,
    DestinationCount: 7,
  },
  {
    OrderID: 5009,
    OrderType: "LongForm",
    Status: "Published",
    Advertiser: "Riverbend Health",
    Brand: null,
    Product: "Riverbend Health Hour",
    CreatedBy: "Northwind Agency",
    CreatedAt: "2026-11-20T20:13:24.054Z",
    UpdatedAt: "2026-11-21T19:23:24.054Z",
    PublishedAt: "2026-11-21T19:23:24.054Z",
    FileCount: 1,
    DestinationCount: 4,
  },
  {
    OrderID: 5004,
    OrderType: "Spot",
    Status: "Published",
    Advertiser: "Maple & Oak Furniture",
    Brand: null,
    Product: "Winter Sale",
    CreatedBy: "Northwind Agency",
    CreatedAt: "2026-11-21T15:13:24.054Z",
    UpdatedAt: "2026-11-21T18:13:24.054Z",
    PublishedAt: "2026-11-21T18:13:24.054Z",
    FileCount: 2,
    DestinationCount: 5,
  },
];

export const listOrdersOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders",
  operationId: "listOrders",
  summary: "Order List",
  description:
    "The orders the caller may see. As a sender, the ones its own organization created, drafts included (group " +
    "access never makes a group a sender); as a destination, the published orders sent to the organizations it " +
    "acts for (itself, or its stations through group access), each once. Deleted orders never appear. `role` " +
    "keeps one of the two (both by default); `status`, `updatedSince` (Eastern Time), `advertiser` (whole name, " +
    "any case), `adID` (orders with a file of that Ad-ID) and `destination` (orders sent to that organization; " +
    "one the caller does not act for is a 403) narrow the list. Newest `UpdatedAt` first (then the highest " +
    "OrderID). `DestinationCount` counts the destinations the caller sees, as Order Detail lists them. Paginated: " +
    '`limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: ' +
    "`<Orders><Order>…</Order></Orders>`.",
  tags: TAGS,
  query: OrderListQuery,
  errors: ["forbidden"],
  success: {
    status: 200,
    description: "The orders, newest UpdatedAt first.",
    schema: OrderList,
    xml: { root: "Orders", item: "Order" },
    headers: NEXT_PAGE_HEADERS,
    example: orderListExample,
  },
  handler: (c, { query }) => listOrders(c, query),
});

/** Order 5019, Northwind's demo draft, replaced: its :30 kept (FileID 8035, content too), its :15 gone, a :20 new. */
const replaceExample = {
  Advertiser: "Riverbend Health",
  Product: "Flu Shot Clinics",
  Priority: "Rush",
  FlightStartDate: "2030-12-01",
  FlightEndDate: "2030-12-31",
  TrafficInstructions: "Air weekday mornings only.",
  Files: [
    { AdID: "RVBH0000410H", Title: "Flu Shot Clinics :30 (new cut)", Length: 30, Format: "HD" },
    { AdID: "RVBH0000420H", Title: "Flu Shot Clinics :20", Length: 20, Format: "HD" },
  ],
  Destinations: [200, 203],
};

export const replaceOrderOperation = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}",
  operationId: "replaceOrder",
  summary: "Replace Draft Order",
  description:
    "Replaces a `Draft` order with a whole new input, as Create Order takes it (a long form order's as Create " +
    "Long Form Order takes it: it stays a long form order); the same rules and warnings. A file whose `AdID` " +
    "stays keeps its `FileID` and its uploaded content, and takes the new title, length, format and position; " +
    "files whose AdID is gone are removed with their content; new AdIDs get new files (upload their content before " +
    "publishing). The destinations become the new list. Atomic: a rejected request changes nothing. Only the " +
    "organization that created the order may replace it (a destination that can see it gets 403); an order past " +
    `\`Draft\` is a 409. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  paramExamples: { orderID: 5019 },
  body: {
    schema: ReplaceOrderInput,
    xmlRoot: "Order",
    description:
      "The whole order. XML root `Order`, with the lists of Create Order. Property names match case-insensitively.",
    example: replaceExample,
    rules: orderInputRules,
    databaseRules: (c, input) => destinationErrors(c.var.db, input),
  },
  errors: ["forbidden", "not_found", "conflict"],
  success: {
    status: 200,
    description: "The replaced draft with its FileIDs and the validation warnings.",
    schema: OrderWithWarnings,
    xml: ORDER_XML,
    example: {
      OrderID: 5019,
      OrderType: "Spot",
      Status: "Draft",
      Advertiser: "Riverbend Health",
      Brand: null,
      Product: "Flu Shot Clinics",
      PurchaseOrder: null,
      Priority: "Rush",
      FlightStartDate: "2030-12-01",
      FlightEndDate: "2030-12-31",
      TrafficInstructions: "Air weekday mornings only.",
      ProgramTitle: null,
      Episode: null,
      Files: [
        { FileID: 8035, AdID: "RVBH0000410H", Title: "Flu Shot Clinics :30 (new cut)", Length: 30, Format: "HD" },
        { FileID: 9013, AdID: "RVBH0000420H", Title: "Flu Shot Clinics :20", Length: 20, Format: "HD" },
      ],
      Destinations: [200, 203],
      CreatedAt: "2026-11-21T19:43:24.054Z",
      UpdatedAt: "2026-11-21T20:13:53.658Z",
      PublishedAt: null,
      CreatedBy: "Northwind Agency",
      Warnings: [],
    },
  },
  handler: (c, { params, body }) => replaceOrder(c, params.orderID, body),
});
