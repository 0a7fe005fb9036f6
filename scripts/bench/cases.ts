/**
 * What the bench measures: the two references (the bare worker answering ok,
 * and the same after one D1 round trip: `bareCases`), then the service:
 * `GET /health`, its own probes, and reads and writes of the API with the demo
 * world's dev keys on the data of ./seed.ts. A case's `next` gives the request
 * to send the n-th time (another order, another draft to publish, another
 * house ID).
 */
import { DRAFT_BASE, FULL, ORDER_BASE } from "./seed";

/**
 * `bare`: the bare worker (./bare-worker/), the references every case is measured against; `baseline`: the
 * service's /health; `reference`: the service's runtime without its code (./service-worker.ts). Reads, writes
 * and downloads (a GET of a file's bytes that, once they are all out, records its delivery) are judged.
 */
export type CaseKind = "bare" | "baseline" | "reference" | "read" | "write" | "download";

export interface Sent {
  path: string;
  body?: string;
}

export interface BenchCase {
  name: string;
  kind: CaseKind;
  method: "GET" | "POST" | "PUT";
  key?: string;
  accept?: string;
  contentType?: string;
  /** The request to send the n-th time (n counts from 0 across warm-up and measurement). */
  next: (n: number) => Sent;
  /** When `next` repeats itself every `period` requests (what ./load.ts needs to prepare for wrk). */
  period?: number;
  /** Statuses that count as a success (default: any 2xx). */
  expect?: number[];
  /** Measured at 1/100 of the data, then at full size: must not slow down with the data. */
  growth?: boolean;
  /** Its share (in percent) of the requests of the bench's mix (./costs.ts), if it is part of it. */
  mix?: number;
  /**
   * A case that reads a whole window by design, to show what that costs: not held to the CPU guard, and no open
   * loop (the rate of the others would pile its requests up).
   */
  heavy?: true;
  /** A page of a list: judged by the list budget, $1.40 plus $0.002 a million per row it answers (./costs.ts). */
  list?: true;
}

/** An order sent to WXYZ-TV (200) and one of its files; `ownerId`, the agency that sent it (the bench data's). */
export interface StationTarget {
  orderId: number;
  fileId: number;
  ownerId?: number;
}

/** Northwind Agency, the organization of the NORTHWIND key. */
export const NORTHWIND_ORGANIZATION = 100;

const NORTHWIND = "mds_dev_northwind";
const WXYZ = "mds_dev_wxyz";

/** Bulk order i belongs to Northwind when i % 10 < 5: 500 of them, spread over the whole range. */
const northwindOrders = Array.from({ length: 500 }, (_, k) => {
  const i = 10 * (1 + ((k * 37) % (FULL.orders / 10 - 1))) + (k % 5);
  return ORDER_BASE + i;
});
const northwindOrder = (n: number) => northwindOrders[n % northwindOrders.length] as number;

const at = <T>(list: T[], n: number) => list[n % list.length] as T;

/** The references, served by the bare worker: the runtime with none of the service's code, alone and with D1. */
export const bareCases: BenchCase[] = [
  { name: "Bare worker: ok", kind: "bare", method: "GET", period: 1, next: () => ({ path: "/health" }) },
  {
    name: "Bare worker: one D1 round trip",
    kind: "bare",
    method: "GET",
    period: 1,
    next: () => ({ path: "/d1" }),
  },
];

const orderBody = JSON.stringify({
  Advertiser: "Brightside Motors",
  Product: "Spring Event",
  PurchaseOrder: "NW-25001",
  Priority: "Rush",
  FlightStartDate: "2030-04-01",
  FlightEndDate: "2030-04-30",
  Files: [
    { AdID: "BRSM0006100H", Title: "Spring Event :30", Length: 30, Format: "HD" },
    { AdID: "BRSM0006115", Title: "Spring Event :15 (Radio)", Length: 15, Format: "Audio" },
  ],
  Destinations: [200, 201, 203],
});

const LOGS_BY_TEMPLATE = `/api/v1/music/account/logs?url=${encodeURIComponent("/api/v1/ad/orders/{orderID}")}`;

/** The Eastern Time day (YYYY-MM-DD) six days before today: with today, a window of 7 days. */
const SIX_DAYS_AGO = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
  new Date(Date.now() - 6 * 86_400_000),
);
const LOGS_WEEK = `/api/v1/music/account/logs?dateFrom=${SIX_DAYS_AGO}`;

export function benchCases(targets: StationTarget[]): BenchCase[] {
  if (targets.length === 0) throw new Error("no order of the bench data is sent to WXYZ-TV (200)");
  return [
    { name: "Health (baseline)", kind: "baseline", method: "GET", period: 1, next: () => ({ path: "/health" }) },
    {
      name: "Probe: no code (the service's runtime)",
      kind: "reference",
      method: "GET",
      period: 1,
      next: () => ({ path: "/_bench/empty" }),
    },
    {
      name: "Probe: one D1 round trip (the service's runtime)",
      kind: "reference",
      method: "GET",
      period: 1,
      next: () => ({ path: "/_bench/d1" }),
    },
    {
      name: "Order Detail",
      mix: 25,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      period: northwindOrders.length,
      next: (n) => ({ path: `/api/v1/ad/orders/${northwindOrder(n)}` }),
    },
    {
      name: "Order Detail (XML)",
      mix: 5,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      accept: "application/xml",
      period: northwindOrders.length,
      next: (n) => ({ path: `/api/v1/ad/orders/${northwindOrder(n)}` }),
    },
    {
      name: "Order with Destinations",
      mix: 5,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      period: northwindOrders.length,
      next: (n) => ({ path: `/api/v1/ad/orders/${northwindOrder(n)}/destinations` }),
    },
    {
      name: "Proof of Delivery Report",
      mix: 4,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      period: northwindOrders.length,
      next: (n) => ({ path: `/api/v1/ad/orders/${northwindOrder(n)}/proofofdelivery` }),
    },
    {
      name: "Proof of Delivery Reports (default window)",
      list: true,
      mix: 3,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      growth: true,
      period: 1,
      next: () => ({ path: "/api/v1/ad/orders/proofofdelivery" }),
    },
    {
      name: "Traffic Confirmation Report",
      mix: 3,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      period: northwindOrders.length,
      next: (n) => ({ path: `/api/v1/ad/orders/${northwindOrder(n)}/trafficconfirmation` }),
    },
    {
      name: "Available Destinations",
      list: true,
      mix: 4,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      period: 1,
      next: () => ({ path: "/api/v1/ad/account/availableDestinations" }),
    },
    {
      name: "Logs (template filter)",
      list: true,
      mix: 2,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      growth: true,
      period: 1,
      next: () => ({ path: LOGS_BY_TEMPLATE }),
    },
    {
      name: "Logs (7 days)",
      list: true,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      period: 1,
      next: () => ({ path: LOGS_WEEK }),
    },
    {
      // No entry is a DELETE: the page reads the newest 1,000 entries of Northwind's week (it read all 40,000 or so,
      // before reads were bounded) and answers none, with a Link to go on.
      name: "Logs (7 days, a method none has)",
      list: true,
      kind: "read",
      heavy: true,
      method: "GET",
      key: NORTHWIND,
      period: 1,
      next: () => ({ path: `${LOGS_WEEK}&httpMethod=DELETE` }),
    },
    {
      name: "Get File Status Information",
      mix: 5,
      kind: "read",
      method: "GET",
      key: "mds_dev_blueharbor",
      period: 2,
      next: (n) => ({ path: `/api/v1/music/releases/7001/files/${9001 + (n % 2)}/filestatusinformation` }),
    },
    {
      name: "Order List (station)",
      list: true,
      mix: 12,
      kind: "read",
      method: "GET",
      key: WXYZ,
      growth: true,
      period: 1,
      next: () => ({ path: "/api/v1/ad/orders" }),
    },
    {
      name: "Order States List",
      list: true,
      mix: 2,
      kind: "read",
      method: "GET",
      key: NORTHWIND,
      period: 1,
      next: () => ({ path: "/api/v1/ad/orders/orderstates" }),
    },
    {
      name: "Station download (GET content)",
      kind: "download",
      mix: 13,
      method: "GET",
      key: WXYZ,
      period: targets.length,
      // The order's spot (119 KB); the first download of each marks its delivery Delivered, later ones change nothing.
      next: (n) => ({ path: `/api/v1/ad/orders/${at(targets, n).orderId}/files/${at(targets, n).fileId}/content` }),
    },
    {
      name: "Create Order",
      mix: 2,
      kind: "write",
      method: "POST",
      key: NORTHWIND,
      contentType: "application/json",
      expect: [201],
      period: 1,
      next: () => ({ path: "/api/v1/ad/orders", body: orderBody }),
    },
    {
      name: "Publish Order",
      mix: 1,
      kind: "write",
      method: "PUT",
      key: NORTHWIND,
      expect: [200],
      // Every request publishes another draft of the pool; past the pool, the 409s count as errors.
      period: FULL.drafts,
      next: (n) => ({ path: `/api/v1/ad/orders/${DRAFT_BASE + 1 + (n % FULL.drafts)}/publish` }),
    },
    {
      name: "Set House ID",
      mix: 10,
      kind: "write",
      method: "PUT",
      key: WXYZ,
      contentType: "application/json",
      expect: [200],
      next: (n) => {
        const t = at(targets, n);
        return {
          path: `/api/v1/ad/orders/${t.orderId}/files/${t.fileId}/houseid`,
          body: JSON.stringify({ HouseID: `WXYZ-CM-${n}` }),
        };
      },
    },
    {
      name: "Create Comment",
      mix: 3,
      kind: "write",
      method: "POST",
      key: WXYZ,
      contentType: "application/json",
      expect: [201],
      period: targets.length,
      next: (n) => ({
        path: `/api/v1/ad/orders/${at(targets, n).orderId}/comments`,
        body: JSON.stringify({ CommentPosterText: "Both spots <b>received</b>; airing from Monday." }),
      }),
    },
    {
      name: "Create Comment (XML)",
      mix: 1,
      kind: "write",
      method: "POST",
      key: WXYZ,
      contentType: "application/xml",
      accept: "application/xml",
      expect: [201],
      period: targets.length,
      next: (n) => ({
        path: `/api/v1/ad/orders/${at(targets, n).orderId}/comments`,
        body: "<Comment><CommentPosterName>Traffic Desk</CommentPosterName><CommentPosterText>Both spots received; airing from Monday.</CommentPosterText></Comment>",
      }),
    },
  ];
}

/** The orders sent to WXYZ-TV, for the station's writes, with the agency that sent each. */
export const STATION_TARGETS_SQL = `SELECT d.order_id AS orderId, 2 * d.order_id AS fileId, o.owner_organization_id AS ownerId
FROM destinations d JOIN orders o ON o.id = d.order_id
WHERE d.organization_id = 200 AND d.order_id BETWEEN ${ORDER_BASE + 1} AND ${ORDER_BASE + FULL.orders}
ORDER BY d.order_id LIMIT 500`;
