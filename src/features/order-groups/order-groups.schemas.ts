/**
 * Order groups (contract section 18): what a caller sends to make or rename
 * one, and the records the group operations answer with.
 */

import * as v from "valibot";
import { ORDER_GROUP_STATES, POD_STATES } from "../../db/schema";
import { pageQuery } from "../../http/pagination";
import { MAX_ID, objectMessage, requiredText, timestamp } from "../../http/validation";
import { OrderSummary, orderSummaryEntries } from "../orders/orders.schemas";
import { Warning } from "../subjects/subjects.schemas";

/** At most this many orders in a group (one publish writes them all, their deliveries and events, in one batch). */
export const MAX_GROUP_ORDERS = 100;

const name = requiredText(100, "The group's name (the campaign's, say), at most 100 characters.");

const OrderId = v.pipe(
  v.number("must be an order ID (a positive integer)"),
  v.integer("must be an order ID (a positive integer)"),
  v.minValue(1, "must be an order ID (a positive integer)"),
  v.maxValue(MAX_ID, "must be an order ID (a positive integer)"),
  v.description("An order's ID."),
);

export const OrderGroupInput = v.pipe(
  v.object(
    {
      Name: name,
      OrderIDs: v.optional(
        v.pipe(
          v.array(OrderId, "must be a list of order IDs"),
          v.maxLength(MAX_GROUP_ORDERS, `may hold at most ${MAX_GROUP_ORDERS} orders`),
          v.description(
            `The orders to put in the group at once, 0 to ${MAX_GROUP_ORDERS}: each a \`Draft\` order of the ` +
              "caller's organization, in no other group, named once. XML: " +
              "`<OrderIDs><OrderID>5027</OrderID></OrderIDs>`.",
          ),
        ),
        [],
      ),
    },
    objectMessage,
  ),
  v.description("A new order group. XML root `OrderGroup`."),
  v.metadata({ ref: "OrderGroupInput" }),
);

export const OrderGroupRename = v.pipe(
  v.object({ Name: name }, objectMessage),
  v.description("The group's new name. XML root `OrderGroup`."),
  v.metadata({ ref: "OrderGroupRename" }),
);

const id = (description: string) => v.pipe(v.number(), v.integer(), v.description(description));

const groupEntries = {
  OrderGroupID: id("The group's ID, assigned by the service."),
  Name: v.string(),
  Status: v.pipe(
    v.picklist(ORDER_GROUP_STATES),
    v.description(
      "`Draft` while the group is being put together (orders may be added and taken out; Publish Order Group " +
        "publishes them all), `Published` once it is published: it is then the record of what went out together, " +
        "and its orders no longer change group.",
    ),
  ),
};

const groupTimes = {
  CreatedAt: timestamp("When the group was created."),
  UpdatedAt: timestamp(
    "When the group last changed: renamed, an order added or taken out (or deleted as a draft), published.",
  ),
  PublishedAt: v.nullable(timestamp("When the group (all its orders at once) was published; null until then.")),
};

export const OrderGroup = v.pipe(
  v.object({
    ...groupEntries,
    Orders: v.pipe(
      v.array(OrderSummary),
      v.description(
        "Its orders, by OrderID, as Order List shows them (an order deleted after publish is left out, as every read leaves it out). XML: `<Orders><Order>…</Order></Orders>`.",
      ),
    ),
    ...groupTimes,
  }),
  v.metadata({ ref: "OrderGroup" }),
);

export const PublishedOrderGroup = v.pipe(
  v.object({
    ...groupEntries,
    Orders: v.pipe(
      v.array(
        v.pipe(
          v.object({
            ...orderSummaryEntries,
            Warnings: v.pipe(
              v.array(Warning),
              v.description(
                "This order's validation warnings, as Publish Order gives them (its `Field` the order's own, e.g. " +
                  "`Destinations[1]`), empty when none. XML: `<Warnings><Warning>…</Warning></Warnings>`.",
              ),
            ),
          }),
          v.metadata({ ref: "PublishedOrderInGroup" }),
        ),
      ),
      v.description("Every order of the group, published, by OrderID, each with its warnings."),
    ),
    ...groupTimes,
  }),
  v.metadata({ ref: "PublishedOrderGroup" }),
);

export const OrderGroupSummary = v.pipe(
  v.object({
    ...groupEntries,
    OrderIDs: v.pipe(
      v.array(v.pipe(v.number(), v.integer())),
      v.description("Its orders' IDs, in order. XML: `<OrderIDs><OrderID>5023</OrderID></OrderIDs>`."),
    ),
    ...groupTimes,
  }),
  v.metadata({ ref: "OrderGroupSummary" }),
);

export const OrderGroupList = v.array(OrderGroupSummary);

export const OrderGroupDeletion = v.pipe(
  v.object({
    OrderGroupID: id("The group deleted."),
    OrderIDs: v.pipe(
      v.array(v.pipe(v.number(), v.integer())),
      v.description("The orders it held: they stay, drafts as they were, in no group now."),
    ),
    DeletedAt: timestamp("When the group was deleted."),
  }),
  v.metadata({ ref: "OrderGroupDeletion" }),
);

export const OrderGroupListQuery = v.object({
  status: v.optional(
    v.pipe(
      v.picklist(ORDER_GROUP_STATES, `must be a group status: ${ORDER_GROUP_STATES.join(", ")}`),
      v.description("Only groups in this status: `Draft` or `Published`."),
    ),
  ),
  ...pageQuery(["2026-11-21T18:13:24.054Z", 6002]),
});

export const OrderGroupProofOfDeliveryQuery = v.object({
  status: v.optional(
    v.pipe(
      v.picklist(POD_STATES, `must be a POD state: ${POD_STATES.join(", ")}`),
      v.description("Only the deliveries in this POD state (see POD States List), exactly as it is spelt there."),
    ),
  ),
  ...pageQuery([5023, 8042, 200]),
});
