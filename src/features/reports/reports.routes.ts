/**
 * The operations of proof of delivery and traffic confirmation reports (SPEC.md): each one's method, path,
 * schemas, answers and docs, declared for the registry (src/http/operation.ts); the handlers do the work.
 */
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import { proofOfDeliveryReport, proofOfDeliveryReports, trafficConfirmationReport } from "./reports.handlers";
import { ProofOfDeliveryList, ProofOfDeliveryReportsQuery, TrafficConfirmationList } from "./reports.schemas";

const VISIBILITY =
  "The order's creator sees every row; a destination (directly or through group access) sees only the rows of the " +
  "organizations it acts for. An order that does not exist, was deleted, or is not visible to the caller is a 404.";

// Answers as the demo world (fixtures/world.ts) gives them; its times are relative to when it was seeded.

const row5002 = (fileId: number, adId: string, organizationId: number, name: string) => ({
  OrderID: 5002,
  FileID: fileId,
  AdID: adId,
  OrganizationID: organizationId,
  OrganizationName: name,
});

const AT_200 = "2026-11-16T02:13:24.054Z";
/** Who fetched: WXYZ-TV's key (mds_dev_wxyz); KLMN-FM has none, its station group's (mds_dev_summit). */
const BY_200 = "mds_...9529865b";
const BY_201 = "mds_de...217219ba";
/** The demo media of an HD spot and of a radio spot (fixtures/media.ts). */
const HD_SPOT = {
  Bytes: 133237,
  Sha256: "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
  Late: false,
};
const RADIO_SPOT = {
  Bytes: 20473,
  Sha256: "376e04966ef180fa3d891655e9cb7cd31e0a48e2d15e96efd4634a687f94107c",
  Late: false,
};
const AT_201 = "2026-11-16T02:43:24.054Z";

/** Order 5002, delivered to WXYZ-TV (200) and KLMN-FM (201). */
const proofOfDelivery5002 = [
  {
    ...row5002(8003, "BRSM0004410H", 200, "WXYZ-TV"),
    Status: "Delivered",
    StatusDate: AT_200,
    DeliveredAt: AT_200,
    DeliveredBy: BY_200,
    IngestedAt: null,
    ...HD_SPOT,
  },
  {
    ...row5002(8003, "BRSM0004410H", 201, "KLMN-FM"),
    Status: "Delivered",
    StatusDate: AT_201,
    DeliveredAt: AT_201,
    DeliveredBy: BY_201,
    IngestedAt: null,
    ...HD_SPOT,
  },
  {
    ...row5002(8004, "BRSM0004415H", 200, "WXYZ-TV"),
    Status: "Delivered",
    StatusDate: AT_200,
    DeliveredAt: AT_200,
    DeliveredBy: BY_200,
    IngestedAt: null,
    ...HD_SPOT,
  },
  {
    ...row5002(8004, "BRSM0004415H", 201, "KLMN-FM"),
    Status: "Delivered",
    StatusDate: AT_201,
    DeliveredAt: AT_201,
    DeliveredBy: BY_201,
    IngestedAt: null,
    ...HD_SPOT,
  },
];

export const proofOfDeliveryReportOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/proofofdelivery",
  operationId: "getProofOfDeliveryReport",
  summary: "Proof of Delivery Report",
  description:
    "The proof of delivery report of one order: one row per delivery (one file at one destination), ordered by " +
    "FileID, then OrganizationID. `Status` is the delivery's POD state (`Queued`, `Sending`, `Delivered`, " +
    "`Failed`, `Cancelled`), `StatusDate` when it entered that state. A draft has no deliveries yet: its " +
    "report is an empty list. Publish queues every delivery; a delivery to an online destination then moves to " +
    "`Sending` within moments: the file is available to the destination (the order becomes `In Progress`). It " +
    "is `Delivered` when the destination has received every byte of the file (GET on the file's `/content`, in " +
    "one download or in ranges): `DeliveredAt` is when the last byte went out, `DeliveredBy` the key that " +
    "fetched it (its prefix, and the contact's name for a contact's key), `Bytes` and `Sha256` what was " +
    "delivered, `IngestedAt` when the station's automation took it in (its acknowledgement `Ingested` of the " +
    "file's `ingest` entry in its ingest feed; null until then); the order is `Delivered` when all its " +
    "deliveries are. A delivery to an offline destination stays `Queued` until the destination is back online " +
    "(looked for every 5 minutes). A delivery not collected within 14 days of publishing is `Failed`; so is one " +
    "whose making available kept failing (retried after 30 s, doubling each time, 6 attempts). Deleting the order " +
    `cancels its queued deliveries: they are never delivered. ${VISIBILITY} In XML: ` +
    "`<ProofOfDeliveryReport><ProofOfDelivery>…</ProofOfDelivery></ProofOfDeliveryReport>`.",
  tags: ["Advertising: orders"],
  paramDescriptions: { orderID: "The order." },
  paramExamples: { orderID: 5002 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The order's deliveries, by FileID then OrganizationID.",
    schema: ProofOfDeliveryList,
    xml: { root: "ProofOfDeliveryReport", item: "ProofOfDelivery" },
    example: proofOfDelivery5002,
  },
  handler: (c, { params }) => proofOfDeliveryReport(c, params.orderID),
});

export const proofOfDeliveryReportsOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/proofofdelivery",
  operationId: "listProofOfDeliveryReports",
  summary: "Proof of Delivery Reports",
  description:
    "Proof of delivery rows (one per delivery, as in Proof of Delivery Report) of the caller's own orders, the " +
    "ones its organization created (orders deleted after publish are left out), whose `StatusDate` (when the " +
    "delivery entered its current state) falls within `fromDate` to `toDate`, both inclusive. A date alone covers " +
    "its whole day in Eastern Time (America/New_York, daylight saving included): `fromDate` from the start of its " +
    "day, `toDate` to the end of its day. Defaults: from the start of the day 7 days before the current date, to " +
    "the end of the current day (both Eastern Time). `fromDate` after `toDate`: 400. With `orderID` the dates are " +
    "ignored and the rows are that order's, visible as in Proof of Delivery Report (404 when the order does not " +
    "exist, was deleted or is not visible; a destination sees only its own rows). Without `orderID`, a key of a " +
    "destination or station group gets an empty list, as it creates no orders. Newest `StatusDate` first (then " +
    'the newest delivery). Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; the ' +
    "body stays a plain list. In XML: " +
    "`<ProofOfDeliveryReports><ProofOfDelivery>…</ProofOfDelivery></ProofOfDeliveryReports>`.",
  tags: ["Advertising: orders"],
  query: ProofOfDeliveryReportsQuery,
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The deliveries in the window (or of the order), newest StatusDate first.",
    schema: ProofOfDeliveryList,
    xml: { root: "ProofOfDeliveryReports", item: "ProofOfDelivery" },
    headers: NEXT_PAGE_HEADERS,
    // Northwind's first page with `limit=3`: the newest StatusDate first.
    example: [
      {
        OrderID: 5003,
        FileID: 8005,
        AdID: "RVBH0000310H",
        OrganizationID: 204,
        OrganizationName: "WCHI-TV",
        Status: "Sending",
        StatusDate: "2026-11-21T20:03:24.054Z",
        DeliveredAt: null,
        DeliveredBy: null,
        IngestedAt: null,
        ...HD_SPOT,
      },
      {
        OrderID: 5003,
        FileID: 8007,
        AdID: "RVBH0000360",
        OrganizationID: 201,
        OrganizationName: "KLMN-FM",
        Status: "Sending",
        StatusDate: "2026-11-21T19:48:24.054Z",
        DeliveredAt: null,
        DeliveredBy: null,
        IngestedAt: null,
        ...RADIO_SPOT,
      },
      {
        OrderID: 5016,
        FileID: 8030,
        AdID: "GLCU0011560",
        OrganizationID: 221,
        OrganizationName: "WBMD-FM",
        Status: "Sending",
        StatusDate: "2026-11-21T19:38:24.054Z",
        DeliveredAt: null,
        DeliveredBy: null,
        IngestedAt: null,
        ...RADIO_SPOT,
      },
    ],
  },
  handler: (c, { query }) => proofOfDeliveryReports(c, query),
});

export const trafficConfirmationReportOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/trafficconfirmation",
  operationId: "getTrafficConfirmationReport",
  summary: "Traffic Confirmation Report",
  description:
    "The traffic confirmation report of one order: one row per file and destination (a draft's too), ordered by " +
    "FileID, then OrganizationID. `Confirmed` is true once that destination has set a house ID or an asset status " +
    "on the file (Set House ID, Set Organization Asset Status); `ConfirmedAt` is the earliest moment it set " +
    "either, and `ConfirmedBy` who set that one (the contact's or organization's name). `DeliveredAt` and " +
    "`DeliveredBy` show when and by which key the destination received the file's last byte (as in the proof of " +
    `delivery); null until it has. ${VISIBILITY} In XML: ` +
    "`<TrafficConfirmationReport><TrafficConfirmation>…</TrafficConfirmation></TrafficConfirmationReport>`.",
  tags: ["Advertising: orders"],
  paramDescriptions: { orderID: "The order." },
  paramExamples: { orderID: 5002 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The order's files at its destinations, by FileID then OrganizationID.",
    schema: TrafficConfirmationList,
    xml: { root: "TrafficConfirmationReport", item: "TrafficConfirmation" },
    example: [
      {
        ...row5002(8003, "BRSM0004410H", 200, "WXYZ-TV"),
        HouseID: "WXYZ-CM-44101",
        AssetStatus: "Approved",
        Confirmed: true,
        ConfirmedAt: "2026-11-16T08:13:24.054Z",
        ConfirmedBy: "Dana Whitfield",
        DeliveredAt: AT_200,
        DeliveredBy: BY_200,
      },
      {
        ...row5002(8003, "BRSM0004410H", 201, "KLMN-FM"),
        HouseID: null,
        AssetStatus: "Received",
        Confirmed: true,
        ConfirmedAt: "2026-11-16T04:13:24.054Z",
        ConfirmedBy: "Summit Broadcasting",
        DeliveredAt: AT_201,
        DeliveredBy: BY_201,
      },
      {
        ...row5002(8004, "BRSM0004415H", 200, "WXYZ-TV"),
        HouseID: "WXYZ-CM-44102",
        AssetStatus: "On Air",
        Confirmed: true,
        ConfirmedAt: "2026-11-16T08:13:24.054Z",
        ConfirmedBy: "Dana Whitfield",
        DeliveredAt: AT_200,
        DeliveredBy: BY_200,
      },
      {
        ...row5002(8004, "BRSM0004415H", 201, "KLMN-FM"),
        HouseID: null,
        AssetStatus: null,
        Confirmed: false,
        ConfirmedAt: null,
        ConfirmedBy: null,
        DeliveredAt: AT_201,
        DeliveredBy: BY_201,
      },
    ],
  },
  handler: (c, { params }) => trafficConfirmationReport(c, params.orderID),
});
