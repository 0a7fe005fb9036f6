/**
 * Advertising orders: what a caller sends to create one (spot or long form)
 * and the records the order operations answer with.
 */

import * as v from "valibot";
import { ORDER_STATES, POD_STATES } from "../../db/schema";
import { pageQuery } from "../../http/pagination";
import {
  nullableText,
  objectMessage,
  optionalText,
  requiredText,
  timestamp,
  updatedSinceParam,
} from "../../http/validation";
import {
  deletionEntries,
  destinationIds,
  destinationParam,
  destinationsInput,
  optionalDate,
  Rights,
  RightsInput,
  roleParam,
  Warning,
} from "../subjects/subjects.schemas";

/** At most this many files per order. */
export const MAX_FILES = 50;
/** Every file of a long form order runs at least this long. */
export const LONG_FORM_MIN_SECONDS = 120;
export const MAX_SECONDS = 3600;

/**
 * An Ad-ID (11 letters or digits not starting with 0, optionally followed by
 * `H` for HD or `D` for 3D) or a legacy ISCI code (4 letters then 4 digits).
 */
export const AD_ID_PATTERN = /^(?:[A-Z1-9][A-Z0-9]{10}[HD]?|[A-Z]{4}[0-9]{4})$/;

const AdId = v.pipe(
  v.string("must be a string"),
  v.trim(),
  v.nonEmpty("is required"),
  v.toUpperCase(),
  v.regex(
    AD_ID_PATTERN,
    "must be an Ad-ID (11 letters or digits, not starting with 0, optionally followed by H or D) or an ISCI code (4 letters then 4 digits)",
  ),
  v.description(
    "The spot's code, unique within the order: an Ad-ID of 11 uppercase letters or digits not starting with `0`, " +
      "optionally followed by `H` (HD) or `D` (3D), e.g. `GLCU0012000H`; or a legacy ISCI code of 4 letters then 4 " +
      "digits, e.g. `ABCD1234`. Lowercase letters are upper-cased; surrounding spaces are trimmed.",
  ),
);

const seconds = (min: number, why: string) =>
  v.pipe(
    v.number("must be a whole number of seconds"),
    v.integer("must be a whole number of seconds"),
    v.minValue(min, `must be from ${min} to ${MAX_SECONDS} seconds${why}`),
    v.maxValue(MAX_SECONDS, `must be from ${min} to ${MAX_SECONDS} seconds${why}`),
    v.description(`The running time in whole seconds, ${min} to ${MAX_SECONDS}${why}.`),
  );

const FORMATS = ["HD", "SD", "Audio"] as const;

const fileInput = (minSeconds: number, why: string) =>
  v.object(
    {
      AdID: AdId,
      Title: requiredText(100, "The spot's title, at most 100 characters."),
      Length: seconds(minSeconds, why),
      Format: v.optional(
        v.pipe(v.picklist(FORMATS, "must be HD, SD or Audio"), v.description("`HD` (default), `SD` or `Audio`.")),
        "HD",
      ),
      Rights: v.optional(RightsInput),
    },
    objectMessage,
  );

const SpotFileInput = v.pipe(fileInput(1, ""), v.metadata({ ref: "OrderFileInput" }));
const LongFormFileInput = v.pipe(
  fileInput(LONG_FORM_MIN_SECONDS, " for a long form order"),
  v.metadata({ ref: "LongFormOrderFileInput" }),
);

const filesOf = <T extends v.GenericSchema>(file: T) =>
  v.pipe(
    v.array(file, "must be a list of files"),
    v.nonEmpty("needs at least one file"),
    v.maxLength(MAX_FILES, `may hold at most ${MAX_FILES} files`),
    v.description(
      `The spots to deliver, 1 to ${MAX_FILES}. XML: \`<Files><File>…</File></Files>\`. The service assigns each its FileID.`,
    ),
  );

const orderEntries = {
  Advertiser: requiredText(100, "The advertiser, at most 100 characters."),
  Brand: optionalText(100, "The brand, at most 100 characters."),
  Product: optionalText(100, "The product, at most 100 characters."),
  PurchaseOrder: optionalText(50, "The agency's purchase order number, at most 50 characters."),
  Priority: v.optional(
    v.pipe(
      v.picklist(["Standard", "Rush"], "must be Standard or Rush"),
      v.description("`Standard` (default) or `Rush`."),
    ),
    "Standard",
  ),
  FlightStartDate: optionalDate("The first day the spots air, `YYYY-MM-DD` (a day in Eastern Time)."),
  FlightEndDate: optionalDate("The last day the spots air, `YYYY-MM-DD`; not before FlightStartDate."),
  TrafficInstructions: optionalText(
    4000,
    "Instructions for the stations' traffic departments, at most 4000 characters.",
  ),
  Files: filesOf(SpotFileInput),
  Destinations: destinationsInput,
};

export const OrderInput = v.pipe(
  v.object(orderEntries, objectMessage),
  v.description("A spot order. XML root `Order`."),
  v.metadata({ ref: "OrderInput" }),
);

export const LongFormOrderInput = v.pipe(
  v.object(
    {
      ...orderEntries,
      ProgramTitle: requiredText(200, "The program's title, at most 200 characters."),
      Episode: optionalText(100, "The episode, at most 100 characters."),
      Files: filesOf(LongFormFileInput),
    },
    objectMessage,
  ),
  v.description(
    `A long form order: the spot order's fields plus ProgramTitle and Episode; every file runs at least ${LONG_FORM_MIN_SECONDS} seconds. XML root \`Order\`.`,
  ),
  v.metadata({ ref: "LongFormOrderInput" }),
);

export const ReplaceOrderInput = v.pipe(
  v.object(
    {
      ...orderEntries,
      ProgramTitle: optionalText(
        200,
        "A long form order's program title, at most 200 characters: required for one, ignored for a spot order.",
      ),
      Episode: optionalText(100, "A long form order's episode, at most 100 characters; ignored for a spot order."),
    },
    objectMessage,
  ),
  v.description(
    "A whole order input, as Create Order (a spot order) or Create Long Form Order (a long form order: " +
      `ProgramTitle required, every file at least ${LONG_FORM_MIN_SECONDS} seconds) takes it; the order keeps its ` +
      "type. XML root `Order`.",
  ),
  v.metadata({ ref: "ReplaceOrderInput" }),
);

export type OrderInputData = v.InferOutput<typeof OrderInput> & { ProgramTitle?: string; Episode?: string };

// ---------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------

export const OrderFile = v.pipe(
  v.object({
    FileID: v.pipe(v.number(), v.integer(), v.description("The file's ID, assigned by the service.")),
    AdID: v.pipe(v.string(), v.description("The Ad-ID or ISCI code, upper-cased.")),
    Title: v.string(),
    Length: v.pipe(v.number(), v.integer(), v.description("Running time in seconds.")),
    Format: v.picklist(FORMATS),
    Rights: v.optional(Rights),
  }),
  v.metadata({ ref: "OrderFile" }),
);

const orderRecordEntries = {
  OrderID: v.pipe(v.number(), v.integer()),
  OrderType: v.pipe(v.picklist(["Spot", "LongForm"]), v.description("`Spot` or `LongForm`.")),
  Status: v.pipe(v.picklist(ORDER_STATES), v.description("The order state (see Order States List).")),
  Advertiser: v.string(),
  Brand: nullableText("Null when not given."),
  Product: nullableText("Null when not given."),
  PurchaseOrder: nullableText("Null when not given."),
  Priority: v.picklist(["Standard", "Rush"]),
  FlightStartDate: nullableText("`YYYY-MM-DD`; null when not given."),
  FlightEndDate: nullableText("`YYYY-MM-DD`; null when not given."),
  TrafficInstructions: nullableText("Null when not given."),
  ProgramTitle: nullableText("Long form orders only; null for a spot order."),
  Episode: nullableText("Long form orders only; null for a spot order or when not given."),
  Files: v.pipe(v.array(OrderFile), v.description("XML: `<Files><File>…</File></Files>`.")),
  CreatedAt: timestamp("When the order was created."),
  UpdatedAt: timestamp("When the order last changed."),
  PublishedAt: v.nullable(timestamp("When the order was published; null until then.")),
  CreatedBy: v.pipe(v.string(), v.description("The name of the organization that created (owns) the order.")),
};

export const Order = v.pipe(
  v.object({ ...orderRecordEntries, Destinations: destinationIds }),
  v.metadata({ ref: "Order" }),
);

export const OrderWithWarnings = v.pipe(
  v.object({
    ...orderRecordEntries,
    Destinations: destinationIds,
    Warnings: v.pipe(
      v.array(Warning),
      v.description("Validation warnings, empty when none. XML: `<Warnings><Warning>…</Warning></Warnings>`."),
    ),
  }),
  v.metadata({ ref: "OrderWithWarnings" }),
);

export const OrderDelivery = v.pipe(
  v.object({
    FileID: v.pipe(v.number(), v.integer()),
    AdID: v.string(),
    Status: v.pipe(v.picklist(POD_STATES), v.description("The proof of delivery state (see POD States List).")),
    StatusDate: timestamp("When the delivery reached its status."),
    DeliveredAt: v.nullable(timestamp("When it was delivered; null until then.")),
  }),
  v.metadata({ ref: "OrderDelivery" }),
);

export const OrderDestination = v.pipe(
  v.object({
    OrganizationID: v.pipe(v.number(), v.integer()),
    Name: nullableText("Call letters, e.g. WXYZ-TV."),
    DisplayName: nullableText("The destination's display name."),
    Type: v.nullable(v.picklist(["TV", "Radio", "Cable", "Network"])),
    Status: v.pipe(
      v.nullable(v.picklist(["Online", "Offline"])),
      v.description("Whether the destination is online now; an offline one receives its deliveries once back."),
    ),
    Deliveries: v.pipe(
      v.array(OrderDelivery),
      v.description(
        "One delivery per file of the order, once published (empty for a draft). XML: `<Deliveries><Delivery>…</Delivery></Deliveries>`.",
      ),
    ),
  }),
  v.metadata({ ref: "OrderDestination" }),
);

export const OrderWithDestinations = v.pipe(
  v.object({
    ...orderRecordEntries,
    Destinations: v.pipe(
      v.array(OrderDestination),
      v.description(
        "The destinations with their deliveries. The owner sees all; a destination caller only those it acts for. XML: `<Destinations><Destination>…</Destination></Destinations>`.",
      ),
    ),
  }),
  v.metadata({ ref: "OrderWithDestinations" }),
);

export const OrderDeletion = v.pipe(
  v.object({ OrderID: v.pipe(v.number(), v.integer()), ...deletionEntries("order") }),
  v.metadata({ ref: "OrderDeletion" }),
);

// ---------------------------------------------------------------------------
// Order List (contract section 9)
// ---------------------------------------------------------------------------

export const OrderListQuery = v.object({
  role: roleParam("order", "organization"),
  status: v.optional(
    v.pipe(
      v.picklist(ORDER_STATES, `must be an order state: ${ORDER_STATES.join(", ")}`),
      v.description("Only orders in this state (see Order States List), spelt exactly, e.g. `In Progress`."),
    ),
  ),
  updatedSince: updatedSinceParam("orders"),
  advertiser: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty("must not be empty"),
      v.maxLength(100, "must be at most 100 characters"),
      v.description("Only orders of this advertiser: the whole name, letters of any case (A to Z)."),
      v.examples(["Brightside Motors"]),
    ),
  ),
  adID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(AD_ID_PATTERN, "must be an Ad-ID (11 letters or digits, optionally followed by H or D) or an ISCI code"),
      v.description("Only orders with a file of this Ad-ID (or ISCI code); lowercase letters are upper-cased."),
      v.examples(["BRSM0004410H"]),
    ),
  ),
  destination: destinationParam("orders"),
  ...pageQuery(["2026-11-21T18:13:24.054Z", 5004]),
});

/** An order's row in Order List (and in an order group's `Orders`). */
export const orderSummaryEntries = {
  OrderID: v.pipe(v.number(), v.integer()),
  OrderType: orderRecordEntries.OrderType,
  Status: orderRecordEntries.Status,
  Advertiser: v.string(),
  Brand: nullableText("Null when not given."),
  Product: nullableText("Null when not given."),
  CreatedBy: orderRecordEntries.CreatedBy,
  CreatedAt: orderRecordEntries.CreatedAt,
  UpdatedAt: orderRecordEntries.UpdatedAt,
  PublishedAt: orderRecordEntries.PublishedAt,
  FileCount: v.pipe(v.number(), v.integer(), v.description("How many files the order has.")),
  DestinationCount: v.pipe(
    v.number(),
    v.integer(),
    v.description(
      "How many of the order's destinations the caller sees: all of them for the owner, those it acts for to a destination caller (as in Order Detail).",
    ),
  ),
};

export const OrderSummary = v.pipe(v.object(orderSummaryEntries), v.metadata({ ref: "OrderSummary" }));

export const OrderList = v.array(OrderSummary);
