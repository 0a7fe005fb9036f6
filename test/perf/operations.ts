/**
 * Every operation of the app (src/app.ts) but those MEASURED_ELSEWHERE names, with realistic parameters and
 * a key that may use it (plus the variants that take another path through the code: filters, XML, the
 * destination's view), and a way to run one request while observing the D1 round trips it makes
 * (../instrument.ts). ./round-trips.test.ts fails, naming it, on an operation with no case here.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { requestLogSettled } from "../../src/http/request-log";
import worker from "../../src/index";
import { BASE, call, KEYS, withContent, withTrackContent } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";

export interface OperationCase {
  /** The operation's summary, then the variant. */
  name: string;
  method: "GET" | "HEAD" | "POST" | "PUT" | "DELETE";
  /** The path template of the operation it exercises, as src/app.ts declares it (SPEC.md's, for SPEC.md's). */
  template: string;
  /** The concrete path, or a function that makes what the request needs (e.g. a fresh draft) and answers it. */
  path: string | (() => Promise<string>);
  key: string;
  /** A JSON body, or an XML document as a string. */
  body?: unknown;
  accept?: string;
  status: number;
}

const order = (files: { AdID: string; Length: number }[], extra: Record<string, unknown> = {}) => ({
  Advertiser: "Brightside Motors",
  Product: "Spring Event",
  PurchaseOrder: "NW-25001",
  Priority: "Rush",
  FlightStartDate: "2030-04-01",
  FlightEndDate: "2030-04-30",
  Files: files.map((f, i) => ({ ...f, Title: `Spring Event ${i + 1}`, Format: "HD" })),
  Destinations: [200, 201, 202, 205],
  ...extra,
});

/** A case of a list operation from its variant's name, query and key. */
const listCase =
  (summary: string, path: string) =>
  ([variant, query, key]: readonly [string, string, string]): OperationCase => ({
    name: `${summary} (${variant})`,
    method: "GET",
    template: path,
    path: `${path}${query}`,
    key,
    status: 200,
  });

let adIdSerial = 0;
/** A fresh Ad-ID of 11 characters (4 letters, 7 digits). */
const nextAdId = () => `PERF${String(++adIdSerial).padStart(7, "0")}`;

/** A new Northwind draft (made through the API, its files given content), answered as its id. */
export async function newDraft(): Promise<number> {
  const res = await call("/api/v1/ad/orders", {
    method: "POST",
    body: order([
      { AdID: nextAdId(), Length: 30 },
      { AdID: nextAdId(), Length: 15 },
    ]),
  });
  if (res.status !== 201) throw new Error(`draft not created: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { OrderID: number }).OrderID;
  await withContent(id);
  return id;
}

async function newPublished(): Promise<number> {
  const id = await newDraft();
  const res = await call(`/api/v1/ad/orders/${id}/publish`, { method: "PUT" });
  if (res.status !== 200) throw new Error(`order ${id} not published: ${res.status} ${await res.text()}`);
  return id;
}

const release = (isrcs: string[]) => ({
  Title: "Harbor Nights",
  Artist: "Juniper Vale",
  UPC: "850001407045",
  ReleaseDate: "2030-02-14",
  Files: isrcs.map((ISRC, i) => ({ Title: `Harbor Nights ${i + 1}`, ISRC, Length: 200 + i })),
  Destinations: [200, 201, 202, 206],
});

let isrcSerial = 0;
/** A fresh ISRC (2 letters, 3 characters, 2 digits, 5 digits). */
const nextIsrc = () => `USPRF26${String(++isrcSerial).padStart(5, "0")}`;

/** A new Blue Harbor draft release (made through the API, its tracks given content), answered as its id. */
export async function newReleaseDraft(): Promise<number> {
  const res = await call("/api/v1/music/releases", {
    method: "POST",
    key: KEYS.blueharbor,
    body: release([nextIsrc(), nextIsrc()]),
  });
  if (res.status !== 201) throw new Error(`release not created: ${res.status} ${await res.text()}`);
  const id = ((await res.json()) as { ReleaseID: number }).ReleaseID;
  await withTrackContent(id);
  return id;
}

async function newPublishedRelease(): Promise<number> {
  const id = await newReleaseDraft();
  const res = await call(`/api/v1/music/releases/${id}/publish`, { method: "PUT", key: KEYS.blueharbor });
  if (res.status !== 200) throw new Error(`release ${id} not published: ${res.status} ${await res.text()}`);
  return id;
}

const comment = { CommentPosterText: "Spots <b>received</b>; airing from Monday." };
const xmlComment =
  "<Comment><CommentPosterName>Traffic Desk</CommentPosterName><CommentPosterText>Received, thanks.</CommentPosterText></Comment>";
const logUrl = (url: string) => `/api/v1/music/account/logs?url=${encodeURIComponent(url)}`;

/** A new Northwind group of `count` new drafts, answered as its id. */
async function newGroup(count: number): Promise<number> {
  const OrderIDs: number[] = [];
  for (let i = 0; i < count; i++) OrderIDs.push(await newDraft());
  const res = await call(GROUPS, { method: "POST", body: { Name: "Perf Campaign", OrderIDs } });
  if (res.status !== 201) throw new Error(`group not created: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { OrderGroupID: number }).OrderGroupID;
}

const GROUPS = "/api/v1/ad/ordergroups";
const GROUP = `${GROUPS}/{orderGroupID}`;

/** Contract section 18: order groups, each operation and the variants that take another path through the code. */
export const GROUP_CASES: OperationCase[] = [
  {
    name: "Create Order Group",
    method: "POST",
    template: GROUPS,
    // The demo world's draft 5027, out of whatever group an earlier run of this case put it in.
    path: async () => {
      await env.DB.prepare("UPDATE orders SET order_group_id = NULL WHERE id = 5027").run();
      return GROUPS;
    },
    key: KEYS.northwind,
    body: { Name: "Spring Campaign", OrderIDs: [5027] },
    status: 201,
  },
  {
    name: "Create Order Group (empty, XML)",
    method: "POST",
    template: GROUPS,
    path: GROUPS,
    key: KEYS.harborlight,
    body: "<OrderGroup><Name>Summer Campaign</Name></OrderGroup>",
    accept: "application/xml",
    status: 201,
  },
  ...(
    [
      ["first page", "", KEYS.northwind],
      [
        "status, page 2",
        "?status=Draft&limit=1&cursor=WyIyMDM1LTAxLTAxVDAwOjAwOjAwLjAwMFoiLDk5OTk5OV0",
        KEYS.northwind,
      ],
      ["a station: none", "", KEYS.wxyz],
    ] as const
  ).map(listCase("Order Group List", GROUPS)),
  {
    name: "Order Group List (XML)",
    method: "GET",
    template: GROUPS,
    path: `${GROUPS}?limit=2`,
    key: KEYS.northwind,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Order Group Detail",
    method: "GET",
    template: GROUP,
    path: `${GROUPS}/6001`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Order Group Detail (XML)",
    method: "GET",
    template: GROUP,
    path: `${GROUPS}/6002`,
    key: KEYS.northwind,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Order Group Detail (another's: 404)",
    method: "GET",
    template: GROUP,
    path: `${GROUPS}/6001`,
    key: KEYS.harborlight,
    status: 404,
  },
  {
    name: "Rename Order Group",
    method: "PUT",
    template: GROUP,
    path: `${GROUPS}/6001`,
    key: KEYS.northwind,
    body: { Name: "GLCU Winter Savings" },
    status: 200,
  },
  {
    name: "Order Group Delete",
    method: "DELETE",
    template: GROUP,
    path: async () => `${GROUPS}/${await newGroup(2)}`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Add Order to Group",
    method: "PUT",
    template: `${GROUP}/orders/{orderID}`,
    path: async () => `${GROUPS}/${await newGroup(1)}/orders/${await newDraft()}`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Add Order to Group (in it already)",
    method: "PUT",
    template: `${GROUP}/orders/{orderID}`,
    path: `${GROUPS}/6002/orders/5025`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Remove Order from Group",
    method: "DELETE",
    template: `${GROUP}/orders/{orderID}`,
    path: async () => {
      const order = await newDraft();
      const group = await newGroup(1);
      await call(`${GROUPS}/${group}/orders/${order}`, { method: "PUT" });
      return `${GROUPS}/${group}/orders/${order}`;
    },
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Publish Order Group",
    method: "PUT",
    template: `${GROUP}/publish`,
    path: async () => `${GROUPS}/${await newGroup(3)}/publish`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Publish Order Group (XML)",
    method: "PUT",
    template: `${GROUP}/publish`,
    path: async () => `${GROUPS}/${await newGroup(1)}/publish`,
    key: KEYS.northwind,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Publish Order Group (published: 409)",
    method: "PUT",
    template: `${GROUP}/publish`,
    path: `${GROUPS}/6001/publish`,
    key: KEYS.northwind,
    status: 409,
  },
  {
    name: "Order Group Proof of Delivery",
    method: "GET",
    template: `${GROUP}/proofofdelivery`,
    path: `${GROUPS}/6001/proofofdelivery`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Order Group Proof of Delivery (status, page 2, XML)",
    method: "GET",
    template: `${GROUP}/proofofdelivery`,
    path: `${GROUPS}/6001/proofofdelivery?status=Delivered&limit=2&cursor=WzUwMjMsODA0MiwyMDBd`,
    key: KEYS.northwind,
    accept: "application/xml",
    status: 200,
  },
];

const SPEC_CASES: OperationCase[] = [
  {
    name: "Create Order",
    method: "POST",
    template: "/api/v1/ad/orders",
    path: "/api/v1/ad/orders",
    key: KEYS.northwind,
    body: order([{ AdID: "BRSM0006100H", Length: 30 }]),
    status: 201,
  },
  {
    name: "Create Order (XML)",
    method: "POST",
    template: "/api/v1/ad/orders",
    path: "/api/v1/ad/orders",
    key: KEYS.harborlight,
    body:
      "<Order><Advertiser>Harbor Light Ferries</Advertiser><Files><File><AdID>HLFE0001030H</AdID>" +
      "<Title>Summer Crossings :30</Title><Length>30</Length></File></Files><Destinations>" +
      "<OrganizationID>203</OrganizationID></Destinations></Order>",
    accept: "application/xml",
    status: 201,
  },
  {
    name: "Create Long Form Order",
    method: "POST",
    template: "/api/v1/ad/longformorders",
    path: "/api/v1/ad/longformorders",
    key: KEYS.northwind,
    body: order([{ AdID: "GLHS0001300H", Length: 1680 }], { ProgramTitle: "Home Show Weekly", Episode: "13" }),
    status: 201,
  },
  {
    name: "Order Detail",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}",
    path: "/api/v1/ad/orders/5002",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Order Detail (destination, XML)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}",
    path: "/api/v1/ad/orders/5003",
    key: KEYS.summit,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Order Delete (draft)",
    method: "DELETE",
    template: "/api/v1/ad/orders/{orderID}",
    path: async () => `/api/v1/ad/orders/${await newDraft()}`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Order Delete (published: cancelled)",
    method: "DELETE",
    template: "/api/v1/ad/orders/{orderID}",
    path: async () => `/api/v1/ad/orders/${await newPublished()}`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Publish Order",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/publish",
    path: async () => `/api/v1/ad/orders/${await newDraft()}/publish`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Publish Order (not a draft: 409)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/publish",
    path: "/api/v1/ad/orders/5002/publish",
    key: KEYS.northwind,
    status: 409,
  },
  {
    name: "Proof of Delivery Report",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/proofofdelivery",
    path: "/api/v1/ad/orders/5003/proofofdelivery",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Proof of Delivery Report (destination)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/proofofdelivery",
    path: "/api/v1/ad/orders/5002/proofofdelivery",
    key: KEYS.wxyz,
    status: 200,
  },
  {
    name: "Proof of Delivery Reports (default window)",
    method: "GET",
    template: "/api/v1/ad/orders/proofofdelivery",
    path: "/api/v1/ad/orders/proofofdelivery",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Proof of Delivery Reports (dates, page 2)",
    method: "GET",
    template: "/api/v1/ad/orders/proofofdelivery",
    path: "/api/v1/ad/orders/proofofdelivery?fromDate=01/01/2020&toDate=12/31/2035&limit=2&cursor=WyIyMDM1LTAxLTAxVDAwOjAwOjAwLjAwMFoiLDk5OTk5OV0",
    key: KEYS.harborlight,
    status: 200,
  },
  {
    name: "Proof of Delivery Reports (orderID)",
    method: "GET",
    template: "/api/v1/ad/orders/proofofdelivery",
    path: "/api/v1/ad/orders/proofofdelivery?orderID=5003",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Traffic Confirmation Report",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/trafficconfirmation",
    path: "/api/v1/ad/orders/5002/trafficconfirmation",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Traffic Confirmation Report (group)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/trafficconfirmation",
    path: "/api/v1/ad/orders/5002/trafficconfirmation",
    key: KEYS.summit,
    status: 200,
  },
  {
    name: "Order with Destinations",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/destinations",
    path: "/api/v1/ad/orders/5003/destinations",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Create Comment (order)",
    method: "POST",
    template: "/api/v1/ad/orders/{orderID}/comments",
    path: "/api/v1/ad/orders/5002/comments",
    key: KEYS.dana,
    body: comment,
    status: 201,
  },
  {
    name: "Create Comment (order, XML)",
    method: "POST",
    template: "/api/v1/ad/orders/{orderID}/comments",
    path: "/api/v1/ad/orders/5002/comments",
    key: KEYS.wxyz,
    body: xmlComment,
    accept: "application/xml",
    status: 201,
  },
  {
    name: "Create Approval (order)",
    method: "POST",
    template: "/api/v1/ad/orders/{releaseID}/approvals",
    path: "/api/v1/ad/orders/5002/approvals",
    key: KEYS.summit,
    body: { CommentPosterName: "Elena Ortiz", CommentPosterText: "Approved for air." },
    status: 201,
  },
  {
    name: "Set Organization Asset Status (order)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus",
    path: "/api/v1/ad/orders/5002/files/8004/organizationassetstatus",
    key: KEYS.wxyz,
    body: { Status: "on air" },
    status: 200,
  },
  {
    name: "Set House ID (order, group by name)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid",
    path: "/api/v1/ad/orders/5002/files/8004/houseid",
    key: KEYS.summit,
    body: { houseID: "KLMN-CM-5521", Organizations: ["KLMN-FM", "200"] },
    status: 200,
  },
  {
    name: "Order States List",
    method: "GET",
    template: "/api/v1/ad/orders/orderstates",
    path: "/api/v1/ad/orders/orderstates",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "POD States List",
    method: "GET",
    template: "/api/v1/ad/orders/podstates",
    path: "/api/v1/ad/orders/podstates",
    key: KEYS.wxyz,
    status: 200,
  },
  {
    name: "Available Destination Organizations",
    method: "GET",
    template: "/api/v1/ad/account/availableDestinations",
    path: "/api/v1/ad/account/availableDestinations",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Available Destination Organizations (online, updatedSince, page 2)",
    method: "GET",
    template: "/api/v1/ad/account/availableDestinations",
    path: "/api/v1/ad/account/availableDestinations?status=online&updatedSince=2020-01-01T00:00:00&limit=5&cursor=WzIwNV0",
    key: KEYS.harborlight,
    status: 200,
  },
  {
    name: "Destination Organization Status",
    method: "GET",
    template: "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}",
    path: "/api/v1/ad/account/destinationOrganizationStatus/202",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Destination Spec",
    method: "GET",
    template: "/api/v1/ad/account/destinationSpecs/{organizationID}",
    path: "/api/v1/ad/account/destinationSpecs/200",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Set Destination Spec (a group for its station)",
    method: "PUT",
    template: "/api/v1/ad/account/destinationSpecs/{organizationID}",
    path: "/api/v1/ad/account/destinationSpecs/201",
    key: KEYS.summit,
    body: {
      Containers: ["Wave", "MPEG Audio"],
      AudioChannels: [1, 2],
      MaxLengthDifferenceSeconds: 1,
      Loudness: { Standard: "ATSC A/85" },
    },
    status: 200,
  },
  {
    name: "File Compliance",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/compliance",
    path: "/api/v1/ad/orders/5004/files/8008/compliance",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "File Compliance (a station, in XML)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/compliance",
    path: "/api/v1/ad/orders/5004/files/8008/compliance",
    key: KEYS.wxyz,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "File Rights",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/rights",
    path: "/api/v1/ad/orders/5004/files/8008/rights",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "File Rights (a station, in XML)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/rights",
    path: "/api/v1/ad/orders/5004/files/8008/rights",
    key: KEYS.wxyz,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Set File Rights (published: the stations' dates compared)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/rights",
    path: "/api/v1/ad/orders/5004/files/8008/rights",
    key: KEYS.northwind,
    body: { Notes: "SAG-AFTRA talent, first cycle" },
    status: 200,
  },
  {
    name: "Track Rights",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/rights",
    path: "/api/v1/music/releases/7001/files/9001/rights",
    key: KEYS.blueharbor,
    status: 200,
  },
  {
    name: "Set Track Rights",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/rights",
    path: "/api/v1/music/releases/7001/files/9001/rights",
    key: KEYS.blueharbor,
    body: { Notes: "Master and publishing licensed for broadcast" },
    status: 200,
  },
  {
    name: "File Clearances",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/clearances",
    path: "/api/v1/ad/orders/5020/files/8037/clearances",
    key: KEYS.harborlight,
    status: 200,
  },
  {
    name: "File Clearances (a station, in XML)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/clearances",
    path: "/api/v1/ad/orders/5004/files/8008/clearances",
    key: KEYS.wxyz,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Set File Clearance (published: the stations' restrictions compared)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/clearances/{body}",
    path: "/api/v1/ad/orders/5004/files/8008/clearances/NBC%20Standards",
    key: KEYS.northwind,
    body: { Status: "Restricted", Reference: "NBC-2026-0042", Restrictions: ["not before 21:00"] },
    status: 200,
  },
  {
    name: "Track Clearances",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/clearances",
    path: "/api/v1/music/releases/7001/files/9001/clearances",
    key: KEYS.blueharbor,
    status: 200,
  },
  {
    name: "Set Track Clearance",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/clearances/{body}",
    path: "/api/v1/music/releases/7001/files/9001/clearances/Clearcast",
    key: KEYS.blueharbor,
    body: { Status: "Approved", Reference: "CC-7001-1" },
    status: 200,
  },
  {
    name: "Create Comment (release)",
    method: "POST",
    template: "/api/v1/music/releases/{releaseID}/comments",
    path: "/api/v1/music/releases/7001/comments",
    key: KEYS.blueharbor,
    body: comment,
    status: 201,
  },
  {
    name: "Create Approval (release)",
    method: "POST",
    template: "/api/v1/music/releases/{releaseID}/approvals",
    path: "/api/v1/music/releases/7001/approvals",
    key: KEYS.dana,
    body: { CommentPosterText: "Approved for the <i>Morning Show</i>." },
    status: 201,
  },
  {
    name: "Set Organization Asset Status (release, XML)",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus",
    path: "/api/v1/music/releases/7001/files/9002/organizationassetstatus",
    key: KEYS.summit,
    body: "<OrganizationAssetStatus><Status>Approved</Status><Organizations><Organization>200</Organization><Organization>201</Organization></Organizations></OrganizationAssetStatus>",
    status: 200,
  },
  {
    name: "Get File Status Information",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation",
    path: "/api/v1/music/releases/7001/files/9001/filestatusinformation",
    key: KEYS.blueharbor,
    status: 200,
  },
  {
    name: "Get File Status Information (destination)",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation",
    path: "/api/v1/music/releases/7001/files/9002/filestatusinformation",
    key: KEYS.dana,
    status: 200,
  },
  {
    name: "Set House ID (release)",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/houseid",
    path: "/api/v1/music/releases/7001/files/9002/houseid",
    key: KEYS.wxyz,
    body: { HouseID: "WXYZ-MU-0502" },
    status: 200,
  },
  {
    name: "Logs",
    method: "GET",
    template: "/api/v1/music/account/logs",
    path: "/api/v1/music/account/logs",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Logs (template)",
    method: "GET",
    template: "/api/v1/music/account/logs",
    path: logUrl("/api/v1/ad/orders/{id}"),
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Logs (URL with host and query, dates)",
    method: "GET",
    template: "/api/v1/music/account/logs",
    path: `${logUrl("https://mds.example/api/v1/ad/orders/5002?x=1")}&dateFrom=2020-01-01&dateTo=2035-12-31`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Logs (method, page 2)",
    method: "GET",
    template: "/api/v1/music/account/logs",
    path: "/api/v1/music/account/logs?httpMethod=post&limit=1&cursor=WyIyMDM1LTAxLTAxVDAwOjAwOjAwLjAwMFoiLDk5OTk5OV0",
    key: KEYS.wxyz,
    status: 200,
  },
  // Beyond SPEC.md: the media (contract section 8). A destination's download adds its delivery's one write
  // after the answer (in waitUntil), so only the owner's is a plain read here; test/features/media.* cover the rest.
  {
    name: "Download File Content (owner)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: "/api/v1/ad/orders/5002/files/8003/content",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Download File Content (HEAD, destination)",
    method: "HEAD",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: "/api/v1/ad/orders/5002/files/8003/content",
    key: KEYS.wxyz,
    status: 200,
  },
  // Broadcast Wave (contract section 16): the subject, the file and the station's house IDs in one batch.
  {
    name: "Download File Content (Broadcast Wave, owner)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: "/api/v1/ad/orders/5028/files/8048/content?format=bwf",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Download File Content (Broadcast Wave, HEAD, group for its station)",
    method: "HEAD",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: "/api/v1/ad/orders/5028/files/8048/content?format=bwf",
    key: KEYS.summit,
    status: 200,
  },
  // Beyond SPEC.md: the comments and approvals lists (contract section 9), the subject and the page in one batch.
  {
    name: "List Comments (order)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/comments",
    path: "/api/v1/ad/orders/5002/comments",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "List Comments (order, destination, XML)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/comments",
    path: "/api/v1/ad/orders/5002/comments",
    key: KEYS.wxyz,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "List Approvals (order, group, page 2)",
    method: "GET",
    template: "/api/v1/ad/orders/{releaseID}/approvals",
    path: "/api/v1/ad/orders/5002/approvals?limit=1&cursor=WyIyMDM1LTAxLTAxVDAwOjAwOjAwLjAwMFoiLDk5OTk5OV0",
    key: KEYS.summit,
    status: 200,
  },
  {
    name: "List Comments (order, stranger: 404)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/comments",
    path: "/api/v1/ad/orders/5002/comments",
    key: KEYS.harborlight,
    status: 404,
  },
  {
    name: "List Comments (release)",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}/comments",
    path: "/api/v1/music/releases/7001/comments",
    key: KEYS.blueharbor,
    status: 200,
  },
  {
    name: "List Approvals (release, destination)",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}/approvals",
    path: "/api/v1/music/releases/7001/approvals?limit=1",
    key: KEYS.dana,
    status: 200,
  },
  // Beyond SPEC.md: Order List (contract section 9), a case per role and filter (each its own query shape).
  ...(
    [
      ["sender and destination", "", KEYS.northwind],
      ["sender", "?role=sender", KEYS.northwind],
      ["destination", "?role=destination", KEYS.wxyz],
      ["group, both roles", "", KEYS.summit],
      ["status", "?status=Delivered", KEYS.summit],
      ["updatedSince", "?role=sender&updatedSince=2026-11-01T00:00:00", KEYS.northwind],
      ["advertiser", "?advertiser=brightside%20motors", KEYS.summit],
      ["adID", "?adID=BRSM0004410H", KEYS.northwind],
      ["destination filter", "?destination=201&role=destination", KEYS.summit],
      [
        "every filter, page 2",
        "?status=Delivered&updatedSince=2020-01-01T00:00:00&advertiser=Brightside%20Motors&adID=BRSM0004410H&destination=200&limit=1&cursor=WyIyMDM1LTAxLTAxVDAwOjAwOjAwLjAwMFoiLDk5OTk5OV0",
        KEYS.summit,
      ],
    ] as const
  ).map(listCase("Order List", "/api/v1/ad/orders")),
  {
    name: "Order List (XML)",
    method: "GET",
    template: "/api/v1/ad/orders",
    path: "/api/v1/ad/orders?role=sender&limit=2",
    key: KEYS.northwind,
    accept: "application/xml",
    status: 200,
  },
  // Beyond SPEC.md: a draft replaced, and releases as a subject (contract section 9).
  {
    name: "Replace Draft Order",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}",
    path: async () => `/api/v1/ad/orders/${await newDraft()}`,
    key: KEYS.northwind,
    body: order([{ AdID: "BRSM0006200H", Length: 30 }]),
    status: 200,
  },
  {
    name: "Create Release",
    method: "POST",
    template: "/api/v1/music/releases",
    path: "/api/v1/music/releases",
    key: KEYS.blueharbor,
    body: release(["US-BHR-26-00501", "USBHR2600502"]),
    status: 201,
  },
  {
    name: "Release Detail",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}",
    path: "/api/v1/music/releases/7001",
    key: KEYS.blueharbor,
    status: 200,
  },
  {
    name: "Release Detail (destination, XML)",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}",
    path: "/api/v1/music/releases/7002",
    key: KEYS.summit,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Replace Draft Release",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}",
    path: async () => `/api/v1/music/releases/${await newReleaseDraft()}`,
    key: KEYS.blueharbor,
    body: release(["USBHR2600601"]),
    status: 200,
  },
  {
    name: "Publish Release",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}/publish",
    path: async () => `/api/v1/music/releases/${await newReleaseDraft()}/publish`,
    key: KEYS.blueharbor,
    status: 200,
  },
  {
    name: "Release Delete (draft)",
    method: "DELETE",
    template: "/api/v1/music/releases/{releaseID}",
    path: async () => `/api/v1/music/releases/${await newReleaseDraft()}`,
    key: KEYS.blueharbor,
    status: 200,
  },
  {
    name: "Release Delete (published: cancelled)",
    method: "DELETE",
    template: "/api/v1/music/releases/{releaseID}",
    path: async () => `/api/v1/music/releases/${await newPublishedRelease()}`,
    key: KEYS.blueharbor,
    status: 200,
  },
  // Release List, a case per role and filter, as Order List's.
  ...(
    [
      ["sender and destination", "", KEYS.blueharbor],
      ["sender", "?role=sender", KEYS.blueharbor],
      ["destination", "?role=destination", KEYS.wxyz],
      ["group, both roles", "", KEYS.summit],
      ["status", "?status=Delivered", KEYS.summit],
      ["updatedSince", "?role=sender&updatedSince=2026-11-01T00:00:00", KEYS.blueharbor],
      ["artist", "?artist=juniper%20VALE", KEYS.summit],
      ["isrc", "?isrc=US-BHR-26-00101", KEYS.blueharbor],
      ["destination filter", "?destination=201&role=destination", KEYS.summit],
      [
        "every filter, page 2",
        "?status=In%20Progress&updatedSince=2020-01-01T00:00:00&artist=Juniper%20Vale&isrc=USBHR2600101&destination=200&limit=1&cursor=WyIyMDM1LTAxLTAxVDAwOjAwOjAwLjAwMFoiLDk5OTk5OV0",
        KEYS.summit,
      ],
    ] as const
  ).map(listCase("Release List", "/api/v1/music/releases")),
  {
    name: "Release List (XML)",
    method: "GET",
    template: "/api/v1/music/releases",
    path: "/api/v1/music/releases?role=sender&limit=2",
    key: KEYS.blueharbor,
    accept: "application/xml",
    status: 200,
  },
  ...GROUP_CASES,
];

// Contract sections 14 and 15: traffic instructions, as-run and proof of performance (order 5002 has instructions in the demo world).
const flights = (adIds: string[]) => [
  {
    StartDate: "2030-04-01",
    EndDate: "2030-04-15",
    Destinations: [200, 201],
    Days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
    Dayparts: [{ Start: "06:00", End: "10:00" }],
    Rotation: adIds.map((AdID, i) => ({ AdID, Weight: i === 0 ? 60 : 40 })),
  },
  { StartDate: "2030-04-16", EndDate: "2030-04-30", Rotation: [{ AdID: adIds[0], Weight: 100 }] },
];
/** The AdIDs of a draft made by `newDraft`. */
const adIdsOf = async (id: number) =>
  ((await (await call(`/api/v1/ad/orders/${id}`)).json()) as { Files: { AdID: string }[] }).Files.map((f) => f.AdID);
const instructionsOf = (id: number) => `/api/v1/ad/orders/${id}/instructions`;
/** A draft's instructions set with this case's own body: the draft made first, its AdIDs in the body. */
const putOn = async (id: number) => {
  const res = await call(instructionsOf(id), { method: "PUT", body: { Flights: flights(await adIdsOf(id)) } });
  if (res.status !== 200) throw new Error(`instructions not set: ${res.status} ${await res.text()}`);
  return id;
};
const asRun = (entries: number) => ({
  AsRun: Array.from({ length: entries }, (_, i) => ({
    AiredAt: new Date(Date.UTC(2026, 10, 20, 11) + i * 600_000).toISOString(),
    AdID: i % 2 ? "BRSM0004415H" : "BRSM0004410H",
    DurationSeconds: i % 2 ? 15 : 30,
  })),
});

export const TRAFFIC_CASES: OperationCase[] = [
  {
    name: "Set Traffic Instructions (5002, a revision)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/instructions",
    path: "/api/v1/ad/orders/5002/instructions",
    key: KEYS.northwind,
    body: {
      Flights: [
        {
          StartDate: "2030-04-01",
          EndDate: "2030-04-30",
          Rotation: [
            { AdID: "BRSM0004410H", Weight: 50 },
            { AdID: "BRSM0004415H", Weight: 50 },
          ],
        },
      ],
      Notes: "Even rotation.",
    },
    status: 200,
  },
  {
    name: "Set Traffic Instructions (XML)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/instructions",
    path: "/api/v1/ad/orders/5002/instructions",
    key: KEYS.northwind,
    body:
      "<TrafficInstructions><Flights><Flight><StartDate>2030-05-01</StartDate><EndDate>2030-05-31</EndDate>" +
      "<Destinations><OrganizationID>201</OrganizationID></Destinations><Rotation><Spot><AdID>BRSM0004415H</AdID>" +
      "<Weight>100</Weight></Spot></Rotation></Flight></Flights></TrafficInstructions>",
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Traffic Instructions",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/instructions",
    path: async () => instructionsOf(await putOn(await newDraft())),
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Traffic Instructions (destination, XML, revision 1)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/instructions",
    path: "/api/v1/ad/orders/5002/instructions?revision=1",
    key: KEYS.wxyz,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Traffic Instructions (group, CSV)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/instructions",
    path: "/api/v1/ad/orders/5002/instructions",
    key: KEYS.summit,
    accept: "text/csv",
    status: 200,
  },
  {
    name: "Traffic Instructions (PDF)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/instructions",
    path: "/api/v1/ad/orders/5002/instructions",
    key: KEYS.northwind,
    accept: "application/pdf",
    status: 200,
  },
  {
    name: "Traffic Instructions (none yet: 404)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/instructions",
    path: "/api/v1/ad/orders/5003/instructions",
    key: KEYS.northwind,
    status: 404,
  },
  {
    name: "Traffic Instructions Revisions",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/instructions/revisions",
    path: "/api/v1/ad/orders/5002/instructions/revisions?limit=1&cursor=WzFd",
    key: KEYS.dana,
    status: 200,
  },
  {
    name: "Traffic Instructions Revisions (owner)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/instructions/revisions",
    path: "/api/v1/ad/orders/5002/instructions/revisions",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Acknowledge Traffic Instructions (group)",
    method: "POST",
    template: "/api/v1/ad/orders/{orderID}/instructions/acknowledgements",
    path: "/api/v1/ad/orders/5002/instructions/acknowledgements",
    key: KEYS.summit,
    body: { Revision: 1, OrganizationID: 201 },
    status: 201,
  },
  {
    name: "Acknowledge Traffic Instructions (XML)",
    method: "POST",
    template: "/api/v1/ad/orders/{orderID}/instructions/acknowledgements",
    path: "/api/v1/ad/orders/5002/instructions/acknowledgements",
    key: KEYS.wxyz,
    body: "<Acknowledgement><Revision>1</Revision></Acknowledgement>",
    accept: "application/xml",
    status: 201,
  },
  {
    name: "Post As-Run Log",
    method: "POST",
    template: "/api/v1/ad/asrun",
    path: "/api/v1/ad/asrun",
    key: KEYS.wxyz,
    body: asRun(20),
    status: 200,
  },
  {
    name: "Post As-Run Log (group, XML, house ID)",
    method: "POST",
    template: "/api/v1/ad/asrun",
    path: "/api/v1/ad/asrun",
    key: KEYS.summit,
    body:
      "<AsRunLog><AsRun><Entry><OrganizationID>200</OrganizationID><AiredAt>2026-11-19T14:05:00Z</AiredAt>" +
      "<HouseID>WXYZ-CM-44102</HouseID><DurationSeconds>15</DurationSeconds></Entry><Entry>" +
      "<OrganizationID>201</OrganizationID><AiredAt>2026-11-19T15:05:00-07:00</AiredAt><AdID>BRSM0004415H</AdID>" +
      "</Entry></AsRun></AsRunLog>",
    accept: "application/xml",
    status: 200,
  },
  {
    name: "As-Run Entries",
    method: "GET",
    template: "/api/v1/ad/asrun",
    path: "/api/v1/ad/asrun",
    key: KEYS.wxyz,
    status: 200,
  },
  {
    name: "As-Run Entries (group, every filter, page 2)",
    method: "GET",
    template: "/api/v1/ad/asrun",
    path: "/api/v1/ad/asrun?organizationID=200&fromDate=2020-01-01&toDate=2035-12-31T00:00:00Z&adID=BRSM0004410H&limit=2&cursor=WyIyMDM1LTAxLTAxVDAwOjAwOjAwLjAwMFoiLDk5OTk5OV0",
    key: KEYS.summit,
    status: 200,
  },
  {
    name: "As-Run Entries (group, all its stations)",
    method: "GET",
    template: "/api/v1/ad/asrun",
    path: "/api/v1/ad/asrun?limit=5",
    key: KEYS.summit,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Proof of Performance",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/proofofperformance",
    path: "/api/v1/ad/orders/5002/proofofperformance",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Proof of Performance (destination, XML)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/proofofperformance",
    path: "/api/v1/ad/orders/5002/proofofperformance",
    key: KEYS.dana,
    accept: "application/xml",
    status: 200,
  },
];

/**
 * An entry of a station's ingest feed with a known id (written as publish would write it), for its
 * acknowledgement: an `ingest` of a demo file the station was sent (order 5002's 8003). The ids go down from
 * case to case: an id written here moves the table's AUTOINCREMENT past it, so the entry the rendition queue
 * offers in the background meanwhile takes the next id up, never the next case's.
 */
async function ingestEntry(id: number, station: number): Promise<void> {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO ingest_entries (id, organization_id, action, created_at, order_id, file_id, code, title, party, length_seconds, content_type, content_bytes, content_sha256)
     SELECT ?, ?, 'ingest', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), f.order_id, f.id, f.ad_id, f.title, 'Brightside Motors', f.length_seconds, f.content_type, f.content_bytes, f.content_sha256
     FROM files f WHERE f.id = 8003`,
  )
    .bind(id, station)
    .run();
}

/** The ingest feed (contract section 16). */
const INGEST_CASES: OperationCase[] = [
  {
    name: "Ingest Feed",
    method: "GET",
    template: "/api/v1/account/ingest",
    path: "/api/v1/account/ingest",
    key: KEYS.wxyz,
    status: 200,
  },
  {
    name: "Ingest Feed (group, XML, cursor and limit)",
    method: "GET",
    template: "/api/v1/account/ingest",
    path: "/api/v1/account/ingest?organizationID=201&limit=10&cursor=WzBd",
    key: KEYS.summit,
    accept: "application/xml",
    status: 200,
  },
  {
    name: "Acknowledge Ingest Entry",
    method: "POST",
    template: "/api/v1/account/ingest/acknowledgements",
    path: async () => {
      await ingestEntry(900001, 200);
      return "/api/v1/account/ingest/acknowledgements";
    },
    key: KEYS.wxyz,
    body: { EntryID: 900001, Status: "Ingested", Message: "Cart 4410 loaded" },
    status: 201,
  },
  {
    name: "Acknowledge Ingest Entry (group, XML)",
    method: "POST",
    template: "/api/v1/account/ingest/acknowledgements",
    path: async () => {
      await ingestEntry(890001, 201);
      return "/api/v1/account/ingest/acknowledgements?organizationID=201";
    },
    key: KEYS.summit,
    body: "<IngestAcknowledgement><EntryID>890001</EntryID><Status>Failed</Status><Message>disk full</Message></IngestAcknowledgement>",
    accept: "application/xml",
    status: 201,
  },
];

/** Every case: SPEC.md's and contract section 9's, then sections 14 and 15's, then section 16's. */
export const OPERATION_CASES: OperationCase[] = [...SPEC_CASES, ...TRAFFIC_CASES, ...INGEST_CASES];

const MULTIPART = "test/features/media.multipart.test.ts, round trips";
const NOT_YET = "not measured yet: a file's bytes, which `observe` does not send";
/**
 * The operations of the app (src/app.ts) OPERATION_CASES leaves out, by operationId, each with where its
 * round trips are measured: any other operation without a case fails ./round-trips.test.ts, naming it.
 */
export const MEASURED_ELSEWHERE: Record<string, string> = {
  ...Object.fromEntries(
    ["Order", "Release"].flatMap((family) => [
      [`put${family}FileContent`, NOT_YET],
      [`start${family}FileUpload`, NOT_YET],
      [`put${family}FilePart`, MULTIPART],
      [`complete${family}FileUpload`, MULTIPART],
      [`abort${family}FileUpload`, MULTIPART],
    ]),
  ),
  getReleaseFileContent: "not measured yet: as the order's download (Download File Content above)",
  ...Object.fromEntries(
    [
      "createWebhook",
      "listWebhooks",
      "getWebhook",
      "updateWebhook",
      "deleteWebhook",
      "rotateWebhookSecret",
      "pingWebhook",
      "listWebhookDeliveries",
      "redeliverWebhookEvent",
    ].map((id) => [id, "test/features/webhooks.test.ts, round trips"]),
  ),
  listKeys: "test/security/keys.test.ts, round trips",
  createKey: "test/security/keys.test.ts, round trips",
  revokeKey: "test/security/keys.test.ts, round trips",
};

/** The request's own statements: what is left once the auth lookup and the request-log write are set apart. */
export interface Observed {
  response: Response;
  /** The body, read before the request's `waitUntil` work is awaited. */
  text: string;
  requestId: string;
  /** Every round trip of the request, in the order sent. */
  trips: RoundTrip[];
}

let serial = 0;

/**
 * Sends one request of a case straight to the worker (its `waitUntil` work,
 * the request-log write, awaited too) and answers every D1 round trip made
 * for it: those whose origin is its request id. Whatever the case prepares
 * (a fresh draft) is made before observing starts, under other request ids.
 */
export async function observe(c: OperationCase): Promise<Observed> {
  const path = typeof c.path === "string" ? c.path : await c.path();
  const requestId = `perf-${++serial}-${crypto.randomUUID()}`;
  const headers = new Headers({ "X-API-Key": c.key, "X-Request-Id": requestId });
  if (c.accept) headers.set("Accept", c.accept);
  let body: string | undefined;
  if (c.body !== undefined) {
    body = typeof c.body === "string" ? c.body : JSON.stringify(c.body);
    headers.set("Content-Type", typeof c.body === "string" ? "application/xml" : "application/json");
  }
  // The rows of what was made before go first, so that this request's row has a write of its own to observe.
  await requestLogSettled();
  const trips: RoundTrip[] = [];
  const stop = instrument.observe((trip) => {
    if (trip.origin === requestId) trips.push(trip);
  });
  try {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${BASE}${path}`, { method: c.method, headers, body }), env, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, text, requestId, trips };
  } finally {
    stop();
  }
}

/**
 * The auth lookup: the key by its hash (src/http/auth.ts), one round trip of
 * its own before anything else; made only for a key the isolate has not kept
 * (it keeps a key's row 30 seconds).
 */
export const isAuthLookup = (trip: RoundTrip) =>
  trip.method !== "batch" &&
  trip.statements.length === 1 &&
  /\bfrom "api_keys"[\s\S]*\bwhere "api_keys"."key_hash" = \?/i.test(trip.statements[0]?.sql ?? "");

/** The binding a round trip went to (DB, or a partition of the request log), to explain or run its statements again. */
export const databaseOf = (trip: RoundTrip) =>
  (env as unknown as Record<string, D1Database>)[trip.database] as D1Database;

/** The request-log write (src/http/request-log.ts), sent after the answer with waitUntil to a partition of the log. */
export const isLogWrite = (trip: RoundTrip) =>
  /^LOGS_\d+$/.test(trip.database) &&
  trip.statements.some((s) => /^insert into "request_log_groups"/i.test(s.sql)) &&
  trip.statements.every((s) => /^insert into "(request_log_groups|log_accounts)"/i.test(s.sql));

/** One request with `key`, so that the isolate knows the key from then on. */
export async function introduce(key: string): Promise<void> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${BASE}/api/v1/ad/orders/orderstates`, { headers: { "X-API-Key": key } }),
    env,
    ctx,
  );
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  if (response.status !== 200) throw new Error(`the key was refused: ${response.status}`);
}
