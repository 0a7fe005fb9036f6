/**
 * The operations of order groups, a campaign's orders together (contract section 18): each one's method, path,
 * schemas, answers and docs, declared for the registry (src/http/operation.ts); the handlers do the work.
 */
import * as v from "valibot";
import { callerOf } from "../../http/caller";
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import { ORDER_GROUPS_PATH } from "../lifecycle/lifecycle.groups";
import { publishOrderGroup } from "../lifecycle/lifecycle.publish-group";
import { ProofOfDeliveryList } from "../reports/reports.schemas";
import { renditionPendingExample } from "../subjects/subjects.schemas";
import {
  addOrderToGroup,
  createdOrderGroupAgain,
  createOrderGroup,
  deleteOrderGroup,
  groupProofOfDelivery,
  listOrderGroups,
  newOrderGroupId,
  orderGroupDetail,
  removeOrderFromGroup,
  renameOrderGroup,
} from "./order-groups.handlers";
import {
  MAX_GROUP_ORDERS,
  OrderGroup,
  OrderGroupDeletion,
  OrderGroupInput,
  OrderGroupList,
  OrderGroupListQuery,
  OrderGroupProofOfDeliveryQuery,
  OrderGroupRename,
  PublishedOrderGroup,
} from "./order-groups.schemas";

const TAGS = ["Advertising: order groups"];
const GROUP_ID = { orderGroupID: "The order group's ID." };
const GROUP_XML = { root: "OrderGroup", items: { Orders: "Order", Warnings: "Warning" } };

/** What every group operation says of who sees a group. */
const VISIBILITY =
  "An order group is its organization's alone (every key of it, its contacts' too): to any other key, a " +
  "destination of its orders or a station group included, it is a 404, as one that does not exist.";

/** The life of a group: the decisions contract section 18 leaves open. */
const LIFE =
  "A group is `Draft` while it is put together: orders join it and leave it, and Publish Order Group publishes " +
  "them all in one step; it is then `Published`, for good: the record of what went out together. Its orders no " +
  "longer join or leave it, and a later flight goes in a new group. An order is in one group at most, and an order " +
  "in a group is published with its group only (Publish Order on it alone is a 409: take it out of the group " +
  `first). At most ${MAX_GROUP_ORDERS} orders a group.`;

const NO_BODY = (ref: string) => ({
  schema: v.pipe(
    v.object({}),
    v.description("Takes no fields: send no body, or an empty JSON object or XML element."),
    v.metadata({ ref }),
  ),
  xmlName: "OrderGroup",
  description: "Nothing: this operation takes no fields. An empty body is fine.",
  example: {},
});

// Answers as the demo world (fixtures/world.ts) gives them; its times are relative to when it was seeded.

/** Orders 5025 and 5026, the drafts of Northwind's group 6002, and 5027, its third cut (in no group). */
const spring = (id: number, product: string, fileCount: number, destinationCount: number, createdAt: string) => ({
  OrderID: id,
  OrderType: "Spot",
  Status: "Draft",
  Advertiser: "Riverbend Health",
  Brand: null,
  Product: product,
  CreatedBy: "Northwind Agency",
  CreatedAt: createdAt,
  UpdatedAt: createdAt,
  PublishedAt: null,
  FileCount: fileCount,
  DestinationCount: destinationCount,
});
const order5025 = spring(5025, "Spring Wellness", 1, 2, "2026-11-19T18:13:24.054Z");
const order5026 = spring(5026, "Spring Wellness (Radio)", 1, 2, "2026-11-19T19:13:24.054Z");
const order5027 = spring(5027, "Spring Wellness (Cable)", 1, 1, "2026-11-20T00:13:24.054Z");

/** Northwind's published group 6001: the TV and the radio cut of one campaign. */
const group6001 = {
  OrderGroupID: 6001,
  Name: "Great Lakes Credit Union: Winter Savings",
  Status: "Published",
  Orders: [
    {
      OrderID: 5023,
      OrderType: "Spot",
      Status: "In Progress",
      Advertiser: "Great Lakes Credit Union",
      Brand: "GLCU",
      Product: "Winter Savings",
      CreatedBy: "Northwind Agency",
      CreatedAt: "2026-11-18T15:13:24.054Z",
      UpdatedAt: "2026-11-18T19:13:24.054Z",
      PublishedAt: "2026-11-18T18:13:24.054Z",
      FileCount: 2,
      DestinationCount: 3,
    },
    {
      OrderID: 5024,
      OrderType: "Spot",
      Status: "In Progress",
      Advertiser: "Great Lakes Credit Union",
      Brand: "GLCU",
      Product: "Winter Savings (Radio)",
      CreatedBy: "Northwind Agency",
      CreatedAt: "2026-11-18T16:13:24.054Z",
      UpdatedAt: "2026-11-18T22:13:24.054Z",
      PublishedAt: "2026-11-18T18:13:24.054Z",
      FileCount: 1,
      DestinationCount: 3,
    },
  ],
  CreatedAt: "2026-11-18T16:13:24.054Z",
  UpdatedAt: "2026-11-18T18:13:24.054Z",
  PublishedAt: "2026-11-18T18:13:24.054Z",
};

/** Northwind's draft group 6002. */
const group6002 = {
  OrderGroupID: 6002,
  Name: "Riverbend Health: Spring Wellness",
  Status: "Draft",
  Orders: [order5025, order5026],
  CreatedAt: "2026-11-19T19:13:24.054Z",
  UpdatedAt: "2026-11-19T19:13:24.054Z",
  PublishedAt: null,
};

const NOW = "2026-11-21T20:13:53.658Z";

/** A proof of delivery row of order 5023's :30 (file 8042) at a station, and a delivered one's fields. */
const winterSpot = (organizationId: number, name: string) => ({
  OrderID: 5023,
  FileID: 8042,
  AdID: "GLCU0014000H",
  OrganizationID: organizationId,
  OrganizationName: name,
});
/** The demo media of an HD spot (fixtures/media.ts). */
const HD_SPOT = {
  Bytes: 133237,
  Sha256: "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
  Late: false,
};
const delivered = (at: string, by: string | null) => ({
  Status: "Delivered",
  StatusDate: at,
  DeliveredAt: at,
  DeliveredBy: by,
  IngestedAt: null,
  ...HD_SPOT,
});

export const createOrderGroupOperation = defineOperation({
  method: "post",
  path: ORDER_GROUPS_PATH,
  operationId: "createOrderGroup",
  summary: "Create Order Group",
  description:
    `Creates an order group, a \`Draft\`, with the orders of \`OrderIDs\` in it (none: an empty group, to ` +
    `fill with Add Order to Group). Only an agency's keys (its contacts' too) create one, owned by the key's ` +
    `organization (any other key: 403). Each order named must be a \`Draft\` order of that organization in ` +
    `no other group: one refusal names every one that is not, \`OrderIDs[i]\` \`not_found\` (no such order ` +
    `of the caller's: another organization's is not told apart from one that does not exist), \`not_draft\`, ` +
    `\`in_group\` (in another group: take it out of it first) or \`duplicate\`; a 409 when each is \`in_group\` ` +
    `or \`not_draft\` (as Add Order to Group answers them: an order is in one group at most), else a 422. ` +
    `All or nothing: the group and its orders are written in one step, and an order that changed meanwhile ` +
    `refuses the whole. Each order put in a group gets a new \`UpdatedAt\`. ${LIFE} Answers 201 with \`Location\`.`,
  tags: TAGS,
  body: {
    schema: OrderGroupInput,
    xmlRoot: "OrderGroup",
    description:
      "The group. XML root `OrderGroup`, its orders as `<OrderIDs><OrderID>5027</OrderID></OrderIDs>` (a single child is still a list). Property names match case-insensitively.",
    example: { Name: "Riverbend Health: Spring Wellness (Cable)", OrderIDs: [5027] },
  },
  errors: ["forbidden", "conflict"],
  success: {
    status: 201,
    description: "The new group (a `Draft`) with its orders.",
    schema: OrderGroup,
    xml: GROUP_XML,
    headers: {
      Location: {
        description: "The new group's address, `/api/v1/ad/ordergroups/{orderGroupID}`.",
        schema: { type: "string" as const },
      },
    },
    example: {
      OrderGroupID: 6004,
      Name: "Riverbend Health: Spring Wellness (Cable)",
      Status: "Draft",
      Orders: [{ ...order5027, UpdatedAt: NOW }],
      CreatedAt: NOW,
      UpdatedAt: NOW,
      PublishedAt: null,
    },
  },
  idempotency: { created: newOrderGroupId, again: createdOrderGroupAgain },
  handler: (c, { body }) => createOrderGroup(c, body),
});

export const listOrderGroupsOperation = defineOperation({
  method: "get",
  path: ORDER_GROUPS_PATH,
  operationId: "listOrderGroups",
  summary: "Order Group List",
  description:
    "The order groups of the caller's organization (a key of any other kind has none: an empty list), newest " +
    "`UpdatedAt` first (then the highest OrderGroupID); `status` keeps the `Draft` or the `Published` ones. " +
    "A row gives the group's `OrderIDs` (Order Group Detail has its orders). Paginated: `limit`, `cursor`, " +
    'and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: ' +
    `\`<OrderGroups><OrderGroup>…</OrderGroup></OrderGroups>\`. ${VISIBILITY}`,
  tags: TAGS,
  query: OrderGroupListQuery,
  errors: [],
  success: {
    status: 200,
    description: "The groups, newest UpdatedAt first.",
    schema: OrderGroupList,
    xml: { root: "OrderGroups", item: "OrderGroup", items: { OrderIDs: "OrderID" } },
    headers: NEXT_PAGE_HEADERS,
    example: [
      {
        OrderGroupID: 6002,
        Name: group6002.Name,
        Status: "Draft",
        OrderIDs: [5025, 5026],
        CreatedAt: group6002.CreatedAt,
        UpdatedAt: group6002.UpdatedAt,
        PublishedAt: null,
      },
      {
        OrderGroupID: 6001,
        Name: group6001.Name,
        Status: "Published",
        OrderIDs: [5023, 5024],
        CreatedAt: group6001.CreatedAt,
        UpdatedAt: group6001.UpdatedAt,
        PublishedAt: group6001.PublishedAt,
      },
    ],
  },
  handler: (c, { query }) => listOrderGroups(c, query),
});

export const orderGroupDetailOperation = defineOperation({
  method: "get",
  path: `${ORDER_GROUPS_PATH}/{orderGroupID}`,
  operationId: "getOrderGroup",
  summary: "Order Group Detail",
  description: `The group with its orders, by OrderID, each as Order List shows it (an order deleted after the group was published is left out, as every read leaves it out). ${LIFE} ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: GROUP_ID,
  paramExamples: { orderGroupID: 6001 },
  errors: ["not_found"],
  success: { status: 200, description: "The group.", schema: OrderGroup, xml: GROUP_XML, example: group6001 },
  handler: (c, { params }) => orderGroupDetail(c, params.orderGroupID),
});

export const renameOrderGroupOperation = defineOperation({
  method: "put",
  path: `${ORDER_GROUPS_PATH}/{orderGroupID}`,
  operationId: "renameOrderGroup",
  summary: "Rename Order Group",
  description:
    "Gives the group a new `Name`, whatever its status (a published group too: the name is the agency's label, " +
    "not what was sent). Only the name: other fields are ignored (orders join and leave with Add Order to Group and " +
    `Remove Order from Group). ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: GROUP_ID,
  paramExamples: { orderGroupID: 6001 },
  body: {
    schema: OrderGroupRename,
    xmlRoot: "OrderGroup",
    description: "The new name. XML root `OrderGroup`.",
    example: { Name: "GLCU Winter Savings (TV and radio)" },
  },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The renamed group.",
    schema: OrderGroup,
    xml: GROUP_XML,
    example: { ...group6001, Name: "GLCU Winter Savings (TV and radio)", UpdatedAt: NOW },
  },
  handler: (c, { params, body }) => renameOrderGroup(c, params.orderGroupID, body.Name),
});

export const deleteOrderGroupOperation = defineOperation({
  method: "delete",
  path: `${ORDER_GROUPS_PATH}/{orderGroupID}`,
  operationId: "deleteOrderGroup",
  summary: "Order Group Delete",
  description:
    "Deletes the group, only while every order in it is a draft (so never once published: 409); its orders stay, " +
    `drafts as they were, in no group (each gets a new \`UpdatedAt\`). Answers which orders it held. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: GROUP_ID,
  paramExamples: { orderGroupID: 6003 },
  errors: ["not_found", "conflict"],
  success: {
    status: 200,
    description: "The group was deleted.",
    schema: OrderGroupDeletion,
    xml: { root: "OrderGroupDeletion", items: { OrderIDs: "OrderID" } },
    example: { OrderGroupID: 6003, OrderIDs: [5008], DeletedAt: NOW },
  },
  handler: (c, { params }) => deleteOrderGroup(c, params.orderGroupID),
});

export const addOrderToGroupOperation = defineOperation({
  method: "put",
  path: `${ORDER_GROUPS_PATH}/{orderGroupID}/orders/{orderID}`,
  operationId: "addOrderToGroup",
  summary: "Add Order to Group",
  description:
    "Puts a `Draft` order of the caller's organization into a `Draft` group. The order must be one the caller " +
    "may see (else 404, like the group) and own (a destination that sees it: 403); in the group already: nothing " +
    "changes, 200. A group that is `Published`, an order that is not a draft or is in another group (an order is " +
    `in one group at most: take it out of the other first), a group of ${MAX_GROUP_ORDERS} orders: 409. The order ` +
    `gets a new \`UpdatedAt\`. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: { ...GROUP_ID, orderID: "The order to put in it." },
  paramExamples: { orderGroupID: 6002, orderID: 5027 },
  body: NO_BODY("AddOrderToGroupInput"),
  errors: ["forbidden", "not_found", "conflict"],
  success: {
    status: 200,
    description: "The group with the order in it.",
    schema: OrderGroup,
    xml: GROUP_XML,
    example: { ...group6002, Orders: [order5025, order5026, { ...order5027, UpdatedAt: NOW }], UpdatedAt: NOW },
  },
  handler: (c, { params }) => addOrderToGroup(c, params.orderGroupID, params.orderID),
});

export const removeOrderFromGroupOperation = defineOperation({
  method: "delete",
  path: `${ORDER_GROUPS_PATH}/{orderGroupID}/orders/{orderID}`,
  operationId: "removeOrderFromGroup",
  summary: "Remove Order from Group",
  description:
    "Takes an order out of a `Draft` group: it stays a draft, in no group (and may be published alone again); it " +
    `gets a new \`UpdatedAt\`. An order not in this group: 404. A \`Published\` group keeps its orders: 409. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: { ...GROUP_ID, orderID: "The order to take out." },
  paramExamples: { orderGroupID: 6002, orderID: 5027 },
  errors: ["not_found", "conflict"],
  success: {
    status: 200,
    description: "The group without the order.",
    schema: OrderGroup,
    xml: GROUP_XML,
    example: { ...group6002, UpdatedAt: NOW },
  },
  handler: (c, { params }) => removeOrderFromGroup(c, params.orderGroupID, params.orderID),
});

export const publishOrderGroupOperation = defineOperation({
  method: "put",
  path: `${ORDER_GROUPS_PATH}/{orderGroupID}/publish`,
  operationId: "publishOrderGroup",
  summary: "Publish Order Group",
  description:
    "Publishes every order of a `Draft` group in one step, all or none, as Publish Order publishes one: each " +
    "becomes `Published` with one delivery per file and destination (`Queued`), and the group becomes " +
    "`Published` with them. Each order is checked as Publish Order checks it, and any order's refusal refuses the " +
    "whole group: one 422 names every failing field of every order under its place in the group's `Orders`, e.g. " +
    "`Orders[1].Files[0]` `content_missing`, `Orders[0].Destinations[2]` `not_found`; nothing is published. " +
    "Atomic: of concurrent publishes of one group exactly one succeeds, the others get 409, and nothing is " +
    "published twice; a group that is already `Published`, or has no orders: 409. The answer gives each order " +
    "with its own warnings (as Publish Order gives them, computed now). Events: each order's `order.published` " +
    "and `order.received`, as for a single publish, and one `ordergroup.published` to the group's organization. " +
    `${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: GROUP_ID,
  paramExamples: { orderGroupID: 6002 },
  body: NO_BODY("PublishOrderGroupInput"),
  errors: ["not_found", "conflict"],
  success: {
    status: 200,
    description: "The published group, each order with its warnings.",
    schema: PublishedOrderGroup,
    xml: GROUP_XML,
    example: {
      ...group6002,
      Status: "Published",
      Orders: [
        {
          ...order5025,
          Status: "Published",
          UpdatedAt: NOW,
          PublishedAt: NOW,
          Warnings: [renditionPendingExample("Files[0]", "file 8045 (RVBH0000610H)", "WXYZ-TV (200) receives")],
        },
        {
          ...order5026,
          Status: "Published",
          UpdatedAt: NOW,
          PublishedAt: NOW,
          Warnings: [
            {
              Code: "destination_offline",
              Message: "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
              Field: "Destinations[1]",
            },
            renditionPendingExample("Files[0]", "file 8046 (RVBH0000630)", "KLMN-FM (201) or WQRS-AM (202) receive"),
          ],
        },
      ],
      UpdatedAt: NOW,
      PublishedAt: NOW,
    },
  },
  handler: (c, { params }) => publishOrderGroup(callerOf(c), params.orderGroupID),
});

export const orderGroupProofOfDeliveryOperation = defineOperation({
  method: "get",
  path: `${ORDER_GROUPS_PATH}/{orderGroupID}/proofofdelivery`,
  operationId: "getOrderGroupProofOfDelivery",
  summary: "Order Group Proof of Delivery",
  description:
    "The proof of delivery rows of every order of the group (one per delivery, as in Proof of Delivery Report; an " +
    "order deleted after publish is left out), by OrderID, then FileID, then OrganizationID, so that a page's place " +
    "does not move while deliveries change state. A draft group has none yet. `status` keeps the deliveries in " +
    'one POD state. Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; the body ' +
    "stays a plain list. In XML: " +
    `\`<OrderGroupProofOfDelivery><ProofOfDelivery>…</ProofOfDelivery></OrderGroupProofOfDelivery>\`. ${VISIBILITY}`,
  tags: TAGS,
  paramDescriptions: GROUP_ID,
  paramExamples: { orderGroupID: 6001 },
  query: OrderGroupProofOfDeliveryQuery,
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The deliveries of the group's orders, by OrderID, FileID, OrganizationID.",
    schema: ProofOfDeliveryList,
    xml: { root: "OrderGroupProofOfDelivery", item: "ProofOfDelivery" },
    headers: NEXT_PAGE_HEADERS,
    // Group 6001's first page with `limit=3`: order 5023's :30 at its three stations.
    example: [
      { ...winterSpot(200, "WXYZ-TV"), ...delivered("2026-11-19T00:13:24.054Z", "mds_...9529865b") },
      { ...winterSpot(203, "WBKT-TV"), ...delivered("2026-11-19T02:13:24.054Z", null) },
      {
        ...winterSpot(204, "WCHI-TV"),
        Status: "Sending",
        StatusDate: "2026-11-18T19:13:24.054Z",
        DeliveredAt: null,
        DeliveredBy: null,
        IngestedAt: null,
        ...HD_SPOT,
      },
    ],
  },
  handler: (c, { params, query }) => groupProofOfDelivery(c, params.orderGroupID, query),
});
