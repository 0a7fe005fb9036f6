/** Proof of Delivery Report and Traffic Confirmation Report of one order. */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";
import { insertOrder, type TestOrder } from "./deliveries.data";

const pod = (orderId: number) => `/api/v1/ad/orders/${orderId}/proofofdelivery`;
const traffic = (orderId: number) => `/api/v1/ad/orders/${orderId}/trafficconfirmation`;

const QUEUED_AT = "2026-11-02T15:00:00.000Z";
const DELIVERED_AT = "2026-11-03T16:30:00.000Z";
/** Who fetched (`DeliveredBy`): WXYZ-TV's key prefix; Dana Whitfield's contact key; Summit Broadcasting's key prefix. */
const BY_WXYZ = "mds_...9529865b";
const BY_DANA = "mds_...091c2686 (Dana Whitfield)";
const BY_SUMMIT = "mds_de...217219ba";

let order: TestOrder;
/** What every test order's files hold (`insertOrder` gives them the content of fixture file 8003). */
let content: { bytes: number; sha256: string };

beforeAll(async () => {
  const row = await env.DB.prepare("SELECT content_bytes AS bytes, content_sha256 AS sha256 FROM files WHERE id = 8003")
    .bind()
    .first<{ bytes: number; sha256: string }>();
  if (!row?.sha256) throw new Error("fixture file 8003 has no content");
  content = row;
  // Two files to WXYZ-TV (fetched by its key, then by its contact Dana), KLMN-FM (fetched by Summit, then the
  // second file available but not fetched) and WQRS-AM (offline, queued).
  order = await insertOrder({
    destinations: [200, 201, 202],
    status: "In Progress",
    files: 2,
    plan: (file, organizationId) => {
      if (organizationId === 202) return { status: "Queued", statusDate: QUEUED_AT };
      if (organizationId === 201 && file === 1) return { status: "Sending", statusDate: DELIVERED_AT, attempts: 1 };
      const deliveredBy = organizationId === 201 ? BY_SUMMIT : file === 0 ? BY_WXYZ : BY_DANA;
      return { status: "Delivered", statusDate: DELIVERED_AT, deliveredAt: DELIVERED_AT, deliveredBy, attempts: 1 };
    },
  });
});

interface ProofOfDelivery {
  OrderID: number;
  FileID: number;
  AdID: string;
  OrganizationID: number;
  OrganizationName: string;
  Status: string;
  StatusDate: string;
  DeliveredAt: string | null;
  DeliveredBy: string | null;
  Bytes: number | null;
  Sha256: string | null;
}

interface TrafficConfirmation {
  OrderID: number;
  FileID: number;
  AdID: string;
  OrganizationID: number;
  OrganizationName: string;
  HouseID: string | null;
  AssetStatus: string | null;
  Confirmed: boolean;
  ConfirmedAt: string | null;
  ConfirmedBy: string | null;
  DeliveredAt: string | null;
  DeliveredBy: string | null;
}

async function report<T>(path: string, key: string = KEYS.northwind): Promise<T[]> {
  const res = await call(path, { key });
  expect(res.status).toBe(200);
  return json<T[]>(res);
}

const organizationsOf = (rows: { OrganizationID: number }[]) => [...new Set(rows.map((r) => r.OrganizationID))];

describe("Proof of Delivery Report", () => {
  it("gives the owner one row per delivery, by file then destination", async () => {
    const rows = await report<ProofOfDelivery>(pod(order.orderId));
    const [first, second] = order.fileIds as [number, number];
    expect(rows.map((r) => [r.FileID, r.OrganizationID, r.Status, r.DeliveredBy])).toEqual([
      [first, 200, "Delivered", BY_WXYZ],
      [first, 201, "Delivered", BY_SUMMIT],
      [first, 202, "Queued", null],
      [second, 200, "Delivered", BY_DANA],
      [second, 201, "Sending", null],
      [second, 202, "Queued", null],
    ]);
    expect(rows[0]).toEqual({
      OrderID: order.orderId,
      FileID: first,
      AdID: expect.stringMatching(/^TEST\d{4}$/),
      OrganizationID: 200,
      OrganizationName: "WXYZ-TV",
      Status: "Delivered",
      StatusDate: DELIVERED_AT,
      DeliveredAt: DELIVERED_AT,
      DeliveredBy: BY_WXYZ,
      IngestedAt: null,
      Bytes: content.bytes,
      Sha256: content.sha256,
      Late: false,
    });
    expect(rows[2]).toMatchObject({
      OrganizationName: "WQRS-AM",
      StatusDate: QUEUED_AT,
      DeliveredAt: null,
      DeliveredBy: null,
    });
    // The file's content is known before it is delivered: what the destination will be able to check.
    for (const row of rows) {
      expect(row).toMatchObject({ Bytes: content.bytes, Sha256: content.sha256 });
      expect(row.Sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("names each file's own content", async () => {
    const other = await insertOrder({ destinations: [200], status: "In Progress", files: 2 });
    const [, second] = other.fileIds as [number, number];
    await env.DB.prepare(
      `UPDATE files SET content_key = c.content_key, content_type = c.content_type, content_bytes = c.content_bytes,
         content_sha256 = c.content_sha256 FROM (SELECT * FROM files WHERE id = 8002) c WHERE files.id = ?1`,
    )
      .bind(second)
      .run();
    // As publish keeps it on the file's deliveries (they were written with the first content, by insertOrder).
    await env.DB.prepare(
      "UPDATE deliveries SET bytes = f.content_bytes, sha256 = f.content_sha256 FROM files f WHERE f.id = ?1 AND deliveries.file_id = ?1",
    )
      .bind(second)
      .run();
    const radio = await env.DB.prepare(
      "SELECT content_bytes AS bytes, content_sha256 AS sha256 FROM files WHERE id = 8002",
    )
      .bind()
      .first<{ bytes: number; sha256: string }>();
    expect(radio?.sha256).not.toBe(content.sha256);
    const rows = await report<ProofOfDelivery>(pod(other.orderId));
    expect(rows.map((r) => [r.Bytes, r.Sha256])).toEqual([
      [content.bytes, content.sha256],
      [radio?.bytes, radio?.sha256],
    ]);
  });

  it("shows a destination only the rows of the organizations it acts for", async () => {
    expect(organizationsOf(await report<ProofOfDelivery>(pod(order.orderId), KEYS.wxyz))).toEqual([200]);
    expect(organizationsOf(await report<ProofOfDelivery>(pod(order.orderId), KEYS.dana))).toEqual([200]);
    // Summit Broadcasting acts for 200 and 201, not 202.
    expect(organizationsOf(await report<ProofOfDelivery>(pod(order.orderId), KEYS.summit))).toEqual([200, 201]);
  });

  it.each([
    ["another agency", KEYS.harborlight],
    ["a label", KEYS.blueharbor],
    ["a group with no destination of the order", "mds_dev_lakeshore"],
  ])("is 404 for %s", async (_who, key) => {
    const body = await problem(await call(pod(order.orderId), { key }), 404);
    expect(body.detail).toContain(String(order.orderId));
  });

  it("is 404 for an order that does not exist or was deleted after publish, 400 for a malformed id", async () => {
    await problem(await call(pod(999_999_999)), 404);
    const deleted = await insertOrder({ destinations: [200], status: "Cancelled", cancelledAt: DELIVERED_AT });
    await problem(await call(pod(deleted.orderId)), 404);
    await problem(await call(pod(deleted.orderId), { key: KEYS.wxyz }), 404);
    const bad = await problem(await call("/api/v1/ad/orders/0/proofofdelivery"), 400);
    expect(bad.errors?.[0]?.field).toBe("orderID");
  });

  it("is an empty list for a draft, which has no deliveries yet", async () => {
    const draft = await insertOrder({ destinations: [200, 201], status: "Draft" });
    expect(await report(pod(draft.orderId))).toEqual([]);
  });

  it("answers the demo order 5002 delivered to WXYZ-TV and KLMN-FM", async () => {
    const rows = await report<ProofOfDelivery>(pod(5002));
    expect(rows.length).toBeGreaterThan(0);
    expect(organizationsOf(rows)).toEqual([200, 201]);
    expect(rows.every((r) => r.OrderID === 5002 && r.Status === "Delivered" && r.DeliveredAt !== null)).toBe(true);
    // Fetched by WXYZ-TV's own key; KLMN-FM has none, so by its station group Summit's.
    expect(rows.filter((r) => r.OrganizationID === 200).every((r) => r.DeliveredBy === BY_WXYZ)).toBe(true);
    expect(rows.filter((r) => r.OrganizationID === 201).every((r) => r.DeliveredBy === BY_SUMMIT)).toBe(true);
    const { results: files } = await env.DB.prepare(
      "SELECT id, content_bytes AS bytes, content_sha256 AS sha256 FROM files WHERE order_id = 5002",
    ).all<{ id: number; bytes: number; sha256: string }>();
    for (const row of rows) {
      const file = files.find((f) => f.id === row.FileID);
      expect(file?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row).toMatchObject({ Bytes: file?.bytes, Sha256: file?.sha256 });
    }
  });

  it("answers in XML with ProofOfDelivery elements under ProofOfDeliveryReport", async () => {
    const res = await call(pod(order.orderId), { accept: "application/xml", key: KEYS.summit });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml[^>]*\?><ProofOfDeliveryReport xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance"><ProofOfDelivery><OrderID>\d+<\/OrderID>/,
    );
    expect(xml.match(/<ProofOfDelivery>/g)).toHaveLength(4);
    expect(xml).toContain(
      `<StatusDate>${DELIVERED_AT}</StatusDate><DeliveredAt>${DELIVERED_AT}</DeliveredAt>` +
        `<DeliveredBy>${BY_WXYZ}</DeliveredBy><IngestedAt xsi:nil="true"/><Bytes>${content.bytes}</Bytes>` +
        `<Sha256>${content.sha256}</Sha256>`,
    );
    expect(xml).toContain(`<DeliveredBy>${BY_DANA}</DeliveredBy>`);
    expect(xml).toContain("<Status>Sending</Status>");
    expect(xml).toMatch(/<DeliveredAt xsi:nil="true"\/>/);
    expect(xml).toMatch(/<DeliveredBy xsi:nil="true"\/>/);
    expect(xml.endsWith("</ProofOfDeliveryReport>")).toBe(true);
  });
});

describe("Traffic Confirmation Report", () => {
  let confirmed: TestOrder;

  beforeAll(async () => {
    // Delivered everywhere but the second file at WQRS-AM (still queued).
    confirmed = await insertOrder({
      destinations: [200, 201, 202],
      files: 2,
      status: "In Progress",
      plan: (file, organizationId) =>
        organizationId === 202 && file === 1
          ? { status: "Queued", statusDate: QUEUED_AT }
          : {
              status: "Delivered",
              statusDate: DELIVERED_AT,
              deliveredAt: DELIVERED_AT,
              deliveredBy: organizationId === 200 ? BY_WXYZ : BY_SUMMIT,
              attempts: 1,
            },
    });
    const [first, second] = confirmed.fileIds as [number, number];
    await env.DB.batch([
      // WXYZ-TV: asset status first (by the station), house ID later (by Dana).
      env.DB.prepare(
        `INSERT INTO file_statuses (file_id, organization_id, asset_status, asset_status_updated_at, asset_status_set_by, house_id, house_id_updated_at, house_id_set_by)
         VALUES (?, 200, 'Received', '2026-11-04T10:00:00.000Z', 'WXYZ-TV', 'WXYZ-0001', '2026-11-05T09:00:00.000Z', 'Dana Whitfield')`,
      ).bind(first),
      // KLMN-FM: a house ID only.
      env.DB.prepare(
        `INSERT INTO file_statuses (file_id, organization_id, house_id, house_id_updated_at, house_id_set_by)
         VALUES (?, 201, 'KLMN-77', '2026-11-04T12:00:00.000Z', 'Marcus Bell')`,
      ).bind(first),
      // WQRS-AM: house ID earlier than the asset status.
      env.DB.prepare(
        `INSERT INTO file_statuses (file_id, organization_id, asset_status, asset_status_updated_at, asset_status_set_by, house_id, house_id_updated_at, house_id_set_by)
         VALUES (?, 202, 'On Air', '2026-11-06T08:00:00.000Z', 'WQRS-AM', 'Q-12', '2026-11-05T08:00:00.000Z', 'WQRS traffic')`,
      ).bind(second),
    ]);
  });

  it("gives one row per file and destination, confirmed once the destination set a house ID or an asset status", async () => {
    const rows = await report<TrafficConfirmation>(traffic(confirmed.orderId));
    const [first, second] = confirmed.fileIds as [number, number];
    expect(rows.map((r) => [r.FileID, r.OrganizationID, r.Confirmed])).toEqual([
      [first, 200, true],
      [first, 201, true],
      [first, 202, false],
      [second, 200, false],
      [second, 201, false],
      [second, 202, true],
    ]);
    expect(rows[0]).toEqual({
      OrderID: confirmed.orderId,
      FileID: first,
      AdID: expect.stringMatching(/^TEST\d{4}$/),
      OrganizationID: 200,
      OrganizationName: "WXYZ-TV",
      HouseID: "WXYZ-0001",
      AssetStatus: "Received",
      Confirmed: true,
      ConfirmedAt: "2026-11-04T10:00:00.000Z",
      ConfirmedBy: "WXYZ-TV",
      DeliveredAt: DELIVERED_AT,
      DeliveredBy: BY_WXYZ,
    });
    expect(rows[1]).toMatchObject({
      HouseID: "KLMN-77",
      AssetStatus: null,
      ConfirmedAt: "2026-11-04T12:00:00.000Z",
      ConfirmedBy: "Marcus Bell",
    });
    expect(rows[2]).toMatchObject({
      OrganizationName: "WQRS-AM",
      HouseID: null,
      AssetStatus: null,
      Confirmed: false,
      ConfirmedAt: null,
      ConfirmedBy: null,
    });
    expect(rows[5]).toMatchObject({
      ConfirmedAt: "2026-11-05T08:00:00.000Z",
      ConfirmedBy: "WQRS traffic",
      // Confirmed by the station, though its delivery is still queued.
      DeliveredAt: null,
      DeliveredBy: null,
    });
    expect(rows[1]).toMatchObject({ DeliveredAt: DELIVERED_AT, DeliveredBy: BY_SUMMIT });
  });

  it("confirms as soon as a destination sets a value", async () => {
    const fresh = await insertOrder({ destinations: [201], status: "Delivered" });
    expect((await report<TrafficConfirmation>(traffic(fresh.orderId)))[0]?.Confirmed).toBe(false);
    await env.DB.prepare(
      `INSERT INTO file_statuses (file_id, organization_id, asset_status, asset_status_updated_at, asset_status_set_by)
       VALUES (?, 201, 'Approved', '2026-11-07T07:00:00.000Z', 'KLMN-FM')`,
    )
      .bind(fresh.fileIds[0])
      .run();
    expect((await report<TrafficConfirmation>(traffic(fresh.orderId)))[0]).toMatchObject({
      AssetStatus: "Approved",
      Confirmed: true,
      ConfirmedAt: "2026-11-07T07:00:00.000Z",
      ConfirmedBy: "KLMN-FM",
    });
  });

  it("lists a draft's files at its destinations, unconfirmed", async () => {
    const draft = await insertOrder({ destinations: [200, 203], files: 2, status: "Draft" });
    const rows = await report<TrafficConfirmation>(traffic(draft.orderId));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => !r.Confirmed && r.ConfirmedAt === null)).toBe(true);
    expect(rows.every((r) => r.DeliveredAt === null && r.DeliveredBy === null)).toBe(true);
    // Named though no delivery keeps the names yet.
    expect([...new Set(rows.map((r) => r.OrganizationName))].sort()).toEqual(["WBKT-TV", "WXYZ-TV"]);
  });

  it("shows a destination only its own rows, and hides the order from strangers", async () => {
    const rows = await report<TrafficConfirmation>(traffic(confirmed.orderId), KEYS.summit);
    expect(organizationsOf(rows)).toEqual([200, 201]);
    expect(organizationsOf(await report(traffic(confirmed.orderId), KEYS.wxyz))).toEqual([200]);
    await problem(await call(traffic(confirmed.orderId), { key: KEYS.harborlight }), 404);
    await problem(await call(traffic(999_999_999)), 404);
    await problem(await call("/api/v1/ad/orders/abc/trafficconfirmation"), 400);
  });

  it("answers in XML with TrafficConfirmation elements under TrafficConfirmationReport", async () => {
    const res = await call(traffic(confirmed.orderId), { accept: "text/xml", key: KEYS.wxyz });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(
      /<TrafficConfirmationReport xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance"><TrafficConfirmation><OrderID>\d+<\/OrderID>/,
    );
    expect(xml.match(/<TrafficConfirmation>/g)).toHaveLength(2);
    expect(xml).toContain("<HouseID>WXYZ-0001</HouseID><AssetStatus>Received</AssetStatus><Confirmed>true</Confirmed>");
    expect(xml).toContain("<Confirmed>false</Confirmed>");
  });
});
