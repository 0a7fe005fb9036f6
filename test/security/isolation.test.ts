/**
 * Tenant isolation: one table runs every operation of SPEC.md with every kind of
 * dev key and checks the exact status contract section 2 gives it (404 for what
 * the key may not see, 403 for what it sees but may not do or an organization it
 * may not act for, 401 without a valid key), and for the answers that succeed,
 * that per-organization data shows only the organizations the key acts for.
 * Writes that could disturb other cells (publish, delete) get a fresh draft per
 * cell; the other writes are ones any number of cells may repeat.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { buildApp, operations } from "../../src/app";
import { keyPrefix } from "../../src/http/keys";
import { call, KEYS } from "../helpers";
import { SPEC_OPERATIONS } from "../spec-operations";
import { ALL_KEYS, expectProblem, freshDraft, orderBody } from "./support";

type Kind = "owner" | "destination" | "contact" | "group" | "stranger" | "noKey" | "revoked" | "expired";
type Family = "order" | "release";
/** The kinds that hold a valid key; the other three always get 401. */
type Visible = "owner" | "destination" | "contact" | "group" | "stranger";

const KEYS_OF: Record<Family, Record<Kind, (string | null)[]>> = {
  order: {
    owner: [KEYS.northwind],
    destination: [KEYS.wxyz],
    contact: [KEYS.dana],
    group: [KEYS.summit],
    stranger: [KEYS.harborlight, ALL_KEYS.cascade, KEYS.blueharbor],
    noKey: [null],
    revoked: [KEYS.revoked],
    expired: [KEYS.expired],
  },
  release: {
    owner: [KEYS.blueharbor],
    destination: [KEYS.wxyz],
    contact: [KEYS.dana],
    group: [KEYS.summit],
    stranger: [ALL_KEYS.cascade, KEYS.harborlight, KEYS.northwind],
    noKey: [null],
    revoked: [KEYS.revoked],
    expired: [KEYS.expired],
  },
};

const ORGANIZATION_OF_KEY: Record<string, { id: number; name: string }> = {
  [KEYS.northwind]: { id: 100, name: "Northwind Agency" },
  [KEYS.revoked]: { id: 100, name: "Northwind Agency" },
  [KEYS.expired]: { id: 100, name: "Northwind Agency" },
  [KEYS.blueharbor]: { id: 110, name: "Blue Harbor Records" },
  [ALL_KEYS.cascade]: { id: 120, name: "Cascade Sound Recordings" },
  [KEYS.wxyz]: { id: 200, name: "WXYZ-TV" },
  [KEYS.dana]: { id: 200, name: "WXYZ-TV" },
  [KEYS.summit]: { id: 300, name: "Summit Broadcasting" },
  [KEYS.harborlight]: { id: 400, name: "Harbor Light Agency" },
};
/** Each key's prefix (src/http/keys.ts), as the request log records it. */
const PREFIXES = new Map(
  await Promise.all(Object.keys(ORGANIZATION_OF_KEY).map(async (key) => [key, await keyPrefix(key)] as const)),
);
const organizationOf = (key: string | null) => ORGANIZATION_OF_KEY[key ?? ""] as { id: number; name: string };

/** The destinations of order 5003 (200, 201, 202, 203, 204, 206) and release 7001 each kind may see. */
const SEES: Record<Family, Record<"owner" | "destination" | "contact" | "group", number[]>> = {
  order: { owner: [200, 201, 202, 203, 204, 206], destination: [200], contact: [200], group: [200, 201] },
  release: { owner: [200, 201, 202], destination: [200], contact: [200], group: [200, 201] },
};

interface Cell {
  kind: Kind;
  key: string | null;
  family: Family;
  status: number;
  body: any;
}

interface Row {
  what: string;
  /** The operation as SPEC.md lists it: method and path template. */
  op: string;
  family: Family;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
  /** A write that must not disturb other cells: a fresh subject per cell, and what to verify after. */
  fresh?: () => Promise<{ path: string; verify: (status: number) => Promise<void> }>;
  expect: Record<Visible, number>;
  /** Where one key of a kind answers otherwise than its kind (an agency among the strangers). */
  expectOfKey?: Record<string, number>;
  /** Runs on each successful answer. */
  check?: (cell: Cell) => void | Promise<void>;
}

const all = (status: number): Record<Visible, number> => ({
  owner: status,
  destination: status,
  contact: status,
  group: status,
  stranger: status,
});
/** Seen by the owner and the destination kinds, 404 to strangers. */
const seen = (status: number) => ({ ...all(status), stranger: 404 });

const uniqueSorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
const sees = (cell: Cell) => SEES[cell.family][cell.kind as keyof (typeof SEES)["order"]];

const sameOrganizations = (ids: (cell: Cell) => number[]) => (cell: Cell) => {
  expect(uniqueSorted(ids(cell)), `${cell.kind} ${cell.key}`).toEqual(sees(cell));
};

const commentCheck = (family: Family, id: number, type: "Comment" | "Approval") => (cell: Cell) => {
  const organization = organizationOf(cell.key);
  expect(cell.body).toMatchObject({
    [family === "order" ? "OrderID" : "ReleaseID"]: id,
    Type: type,
    OrganizationName: organization.name,
    CommentPosterName: cell.key === KEYS.dana ? "Dana Whitfield" : organization.name,
  });
};

const rowsFor = (organizationIds: number[], field: "Status" | "HouseID", value: string) => (cell: Cell) => {
  expect(cell.body.map((r: any) => [r.OrganizationID, r[field]])).toEqual(organizationIds.map((id) => [id, value]));
};

const orderRow = (id: number) =>
  env.DB.prepare(
    "SELECT status, published_at AS publishedAt, cancelled_at AS cancelledAt, (SELECT count(*) FROM deliveries WHERE order_id = ?1) AS deliveries, (SELECT count(*) FROM deliveries WHERE order_id = ?1 AND status = 'Cancelled') AS cancelledDeliveries FROM orders WHERE id = ?1",
  )
    .bind(id)
    .first<{
      status: string;
      publishedAt: string | null;
      cancelledAt: string | null;
      deliveries: number;
      cancelledDeliveries: number;
    }>();

/** A fresh draft like 5001 for one publish cell; after it, the draft is published only if the cell succeeded. */
const freshDraftToPublish = async () => {
  const id = await freshDraft();
  return {
    path: `/api/v1/ad/orders/${id}/publish`,
    verify: async (status: number) => {
      const row = await orderRow(id);
      if (status < 300) expect(row).toMatchObject({ publishedAt: expect.any(String), deliveries: 6 });
      else
        expect(row, `a refused publish left draft ${id} as it was`).toMatchObject({ status: "Draft", deliveries: 0 });
    },
  };
};

/**
 * A fresh published order like 5001 (a draft is its owner's alone, a published
 * order its destinations' too) for one delete cell; after it, the order is
 * cancelled only if the cell succeeded.
 */
const freshPublishedToDelete = async () => {
  const id = await freshDraft();
  expect((await call(`/api/v1/ad/orders/${id}/publish`, { method: "PUT", key: KEYS.northwind })).status).toBe(200);
  return {
    path: `/api/v1/ad/orders/${id}`,
    verify: async (status: number) => {
      const row = await orderRow(id);
      if (status < 300) expect(row).toMatchObject({ status: "Cancelled", cancelledAt: expect.any(String) });
      else
        expect(row, `a refused delete left order ${id} as it was`).toMatchObject({
          cancelledAt: null,
          cancelledDeliveries: 0,
        });
    },
  };
};

const ORDERS = "/api/v1/ad/orders";
const RELEASES = "/api/v1/music/releases";

const MATRIX: Row[] = [
  {
    what: "Create Order: only an agency's keys (its organization owns the order); any other key 403",
    op: "post /api/v1/ad/orders",
    family: "order",
    method: "POST",
    path: ORDERS,
    body: orderBody([200], 1),
    expect: { ...all(403), owner: 201 },
    expectOfKey: { [KEYS.harborlight]: 201 },
    check: (cell) => expect(cell.body).toMatchObject({ CreatedBy: organizationOf(cell.key).name, Status: "Draft" }),
  },
  {
    what: "Create Long Form Order: only an agency's keys; any other key 403",
    op: "post /api/v1/ad/longformorders",
    family: "order",
    method: "POST",
    path: "/api/v1/ad/longformorders",
    body: {
      ...orderBody([200], 0),
      ProgramTitle: "Security Hour",
      Files: [{ AdID: "LONG0000001H", Title: "Security Hour", Length: 1800 }],
    },
    expect: { ...all(403), owner: 201 },
    expectOfKey: { [KEYS.harborlight]: 201 },
    check: (cell) =>
      expect(cell.body).toMatchObject({ CreatedBy: organizationOf(cell.key).name, OrderType: "LongForm" }),
  },
  {
    what: "Order Detail of draft 5001: a draft is its owner's alone (sent to nobody yet)",
    op: "get /api/v1/ad/orders/{orderID}",
    family: "order",
    method: "GET",
    path: `${ORDERS}/5001`,
    expect: { ...all(404), owner: 200 },
    check: (cell) => expect(cell.body.Destinations).toEqual([200, 201, 202]),
  },
  {
    what: "Order Detail of 5003 (in progress, six destinations)",
    op: "get /api/v1/ad/orders/{orderID}",
    family: "order",
    method: "GET",
    path: `${ORDERS}/5003`,
    expect: seen(200),
    check: sameOrganizations((cell) => cell.body.Destinations),
  },
  {
    what: "Order Detail of deleted order 5005: 404 to everyone, its owner too",
    op: "get /api/v1/ad/orders/{orderID}",
    family: "order",
    method: "GET",
    path: `${ORDERS}/5005`,
    expect: all(404),
  },
  {
    what: "Order Delete of a fresh published order: only the owner; a destination that sees it gets 403",
    op: "delete /api/v1/ad/orders/{orderID}",
    family: "order",
    method: "DELETE",
    path: "",
    fresh: freshPublishedToDelete,
    expect: { owner: 200, destination: 403, contact: 403, group: 403, stranger: 404 },
    check: (cell) => expect(cell.body.Outcome).toBe("Cancelled"),
  },
  {
    what: "Order Delete of a fresh draft: the owner removes it, nobody else sees it",
    op: "delete /api/v1/ad/orders/{orderID}",
    family: "order",
    method: "DELETE",
    path: "",
    fresh: async () => {
      const id = await freshDraft();
      return {
        path: `/api/v1/ad/orders/${id}`,
        verify: async (status: number) => {
          const row = await orderRow(id);
          if (status < 300) expect(row).toBeNull();
          else expect(row, `a refused delete left draft ${id} as it was`).toMatchObject({ status: "Draft" });
        },
      };
    },
    expect: { ...all(404), owner: 200 },
    check: (cell) => expect(cell.body.Outcome).toBe("Removed"),
  },
  {
    what: "Publish Order of a fresh draft: only the owner, nobody else sees it",
    op: "put /api/v1/ad/orders/{orderID}/publish",
    family: "order",
    method: "PUT",
    path: "",
    fresh: freshDraftToPublish,
    expect: { ...all(404), owner: 200 },
    check: (cell) => expect(cell.body.Status).toBe("Published"),
  },
  {
    what: "Publish Order of delivered 5002: 404 before 403 before 409",
    op: "put /api/v1/ad/orders/{orderID}/publish",
    family: "order",
    method: "PUT",
    path: `${ORDERS}/5002/publish`,
    expect: { owner: 409, destination: 403, contact: 403, group: 403, stranger: 404 },
  },
  {
    what: "Proof of Delivery Report of 5003: each sees only the rows of the organizations it acts for",
    op: "get /api/v1/ad/orders/{orderID}/proofofdelivery",
    family: "order",
    method: "GET",
    path: `${ORDERS}/5003/proofofdelivery`,
    expect: seen(200),
    check: sameOrganizations((cell) => cell.body.map((r: any) => r.OrganizationID)),
  },
  {
    what: "Proof of Delivery Reports with orderID=5003: as the single report",
    op: "get /api/v1/ad/orders/proofofdelivery",
    family: "order",
    method: "GET",
    path: `${ORDERS}/proofofdelivery?orderID=5003`,
    expect: seen(200),
    check: sameOrganizations((cell) => cell.body.map((r: any) => r.OrganizationID)),
  },
  {
    what: "Proof of Delivery Reports by date: only the rows of the key's own orders",
    op: "get /api/v1/ad/orders/proofofdelivery",
    family: "order",
    method: "GET",
    path: `${ORDERS}/proofofdelivery?limit=1000`,
    expect: all(200),
    check: async (cell) => {
      const orderIds = uniqueSorted(cell.body.map((r: any) => r.OrderID));
      if (cell.kind === "owner") expect(orderIds).toEqual(expect.arrayContaining([5003, 5004]));
      if (["destination", "contact", "group"].includes(cell.kind)) expect(cell.body).toEqual([]);
      const { results } = await env.DB.prepare(
        "SELECT DISTINCT owner_organization_id AS owner FROM orders WHERE id IN (SELECT value FROM json_each(?))",
      )
        .bind(JSON.stringify(orderIds))
        .all<{ owner: number }>();
      for (const r of results)
        expect(r.owner, `${cell.key} saw another organization's order`).toBe(organizationOf(cell.key).id);
    },
  },
  {
    what: "Traffic Confirmation Report of 5003: only the organizations the key acts for",
    op: "get /api/v1/ad/orders/{orderID}/trafficconfirmation",
    family: "order",
    method: "GET",
    path: `${ORDERS}/5003/trafficconfirmation`,
    expect: seen(200),
    check: sameOrganizations((cell) => cell.body.map((r: any) => r.OrganizationID)),
  },
  {
    what: "Order with Destinations of 5003: only the destinations the key acts for",
    op: "get /api/v1/ad/orders/{orderID}/destinations",
    family: "order",
    method: "GET",
    path: `${ORDERS}/5003/destinations`,
    expect: seen(200),
    check: sameOrganizations((cell) => cell.body.Destinations.map((d: any) => d.OrganizationID)),
  },
  {
    what: "Create Comment on order 5002: the owner and its destinations; the poster defaults to the key's contact or organization",
    op: "post /api/v1/ad/orders/{orderID}/comments",
    family: "order",
    method: "POST",
    path: `${ORDERS}/5002/comments`,
    body: { CommentPosterText: "Isolation matrix comment" },
    expect: seen(201),
    check: commentCheck("order", 5002, "Comment"),
  },
  {
    what: "Create Approval on order 5002",
    op: "post /api/v1/ad/orders/{releaseID}/approvals",
    family: "order",
    method: "POST",
    path: `${ORDERS}/5002/approvals`,
    body: { CommentPosterText: "Isolation matrix approval" },
    expect: seen(201),
    check: commentCheck("order", 5002, "Approval"),
  },
  {
    what: "Set Organization Asset Status on 5003/8006 for 200: the owner may not act for 200 (403)",
    op: "put /api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus",
    family: "order",
    method: "PUT",
    path: `${ORDERS}/5003/files/8006/organizationassetstatus`,
    body: { Status: "Approved", Organizations: ["200"] },
    expect: { owner: 403, destination: 200, contact: 200, group: 200, stranger: 404 },
    check: rowsFor([200], "Status", "Approved"),
  },
  {
    what: "Set Organization Asset Status on 5003/8006 for 202: nobody here may act for 202",
    op: "put /api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus",
    family: "order",
    method: "PUT",
    path: `${ORDERS}/5003/files/8006/organizationassetstatus`,
    body: { Status: "Rejected", Organizations: ["WQRS-AM"] },
    expect: { owner: 403, destination: 403, contact: 403, group: 403, stranger: 404 },
  },
  {
    what: "Set Organization Asset Status on a file of another order (5003/8003): 404 to everyone",
    op: "put /api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus",
    family: "order",
    method: "PUT",
    path: `${ORDERS}/5003/files/8003/organizationassetstatus`,
    body: { Status: "Approved", Organizations: ["200"] },
    expect: all(404),
  },
  {
    what: "Set House ID on 5003/8006 for the key's own organization: the owner and the group are no destination (422)",
    op: "put /api/v1/ad/orders/{orderID}/files/{fileID}/houseid",
    family: "order",
    method: "PUT",
    path: `${ORDERS}/5003/files/8006/houseid`,
    body: { houseID: "ISO-8006" },
    expect: { owner: 422, destination: 200, contact: 200, group: 422, stranger: 404 },
    check: rowsFor([200], "HouseID", "ISO-8006"),
  },
  {
    what: "Order States List: any valid key",
    op: "get /api/v1/ad/orders/orderstates",
    family: "order",
    method: "GET",
    path: `${ORDERS}/orderstates`,
    expect: all(200),
    check: (cell) => expect(cell.body.map((s: any) => s.Name)).toContain("Draft"),
  },
  {
    what: "POD States List: any valid key",
    op: "get /api/v1/ad/orders/podstates",
    family: "order",
    method: "GET",
    path: `${ORDERS}/podstates`,
    expect: all(200),
    check: (cell) => expect(cell.body.map((s: any) => s.Name)).toContain("Queued"),
  },
  {
    what: "Available Destination Organizations: the shared directory, to any valid key",
    op: "get /api/v1/ad/account/availableDestinations",
    family: "order",
    method: "GET",
    path: "/api/v1/ad/account/availableDestinations?status=online",
    expect: all(200),
    check: (cell) => expect(cell.body.map((d: any) => d.OrganizationID)).toContain(200),
  },
  {
    what: "Destination Organization Status of 200: any valid key",
    op: "get /api/v1/ad/account/destinationOrganizationStatus/{organizationID}",
    family: "order",
    method: "GET",
    path: "/api/v1/ad/account/destinationOrganizationStatus/200",
    expect: all(200),
    check: (cell) => expect(cell.body.OrganizationID).toBe(200),
  },
  {
    what: "Destination Organization Status of agency 100: not a destination, 404 to everyone",
    op: "get /api/v1/ad/account/destinationOrganizationStatus/{organizationID}",
    family: "order",
    method: "GET",
    path: "/api/v1/ad/account/destinationOrganizationStatus/100",
    expect: all(404),
  },
  {
    what: "Create Comment on release 7001: the label and its destinations",
    op: "post /api/v1/music/releases/{releaseID}/comments",
    family: "release",
    method: "POST",
    path: `${RELEASES}/7001/comments`,
    body: { CommentPosterText: "Isolation matrix comment" },
    expect: seen(201),
    check: commentCheck("release", 7001, "Comment"),
  },
  {
    what: "Create Approval on release 7001",
    op: "post /api/v1/music/releases/{releaseID}/approvals",
    family: "release",
    method: "POST",
    path: `${RELEASES}/7001/approvals`,
    body: { CommentPosterText: "Isolation matrix approval" },
    expect: seen(201),
    check: commentCheck("release", 7001, "Approval"),
  },
  {
    what: "Set Organization Asset Status on 7001/9002 for 201: only the group acts for it",
    op: "put /api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus",
    family: "release",
    method: "PUT",
    path: `${RELEASES}/7001/files/9002/organizationassetstatus`,
    body: { Status: "on air", Organizations: ["201"] },
    expect: { owner: 403, destination: 403, contact: 403, group: 200, stranger: 404 },
    check: rowsFor([201], "Status", "On Air"),
  },
  {
    what: "Get File Status Information of 7001/9001: each sees only the organizations it acts for",
    op: "get /api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation",
    family: "release",
    method: "GET",
    path: `${RELEASES}/7001/files/9001/filestatusinformation`,
    expect: seen(200),
    check: sameOrganizations((cell) => cell.body.Statuses.map((s: any) => s.OrganizationID)),
  },
  {
    what: "Get File Status Information of a file of another release (7001/9003): 404 to everyone",
    op: "get /api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation",
    family: "release",
    method: "GET",
    path: `${RELEASES}/7001/files/9003/filestatusinformation`,
    expect: all(404),
  },
  {
    what: "Set House ID on 7001/9002 for the key's own organization: the label and the group are no destination (422)",
    op: "put /api/v1/music/releases/{releaseID}/files/{fileID}/houseid",
    family: "release",
    method: "PUT",
    path: `${RELEASES}/7001/files/9002/houseid`,
    body: { HouseID: "ISO-9002" },
    expect: { owner: 422, destination: 200, contact: 200, group: 422, stranger: 404 },
    check: rowsFor([200], "HouseID", "ISO-9002"),
  },
  {
    what: "Set House ID on 7001/9002 for 202: nobody here may act for 202",
    op: "put /api/v1/music/releases/{releaseID}/files/{fileID}/houseid",
    family: "release",
    method: "PUT",
    path: `${RELEASES}/7001/files/9002/houseid`,
    body: { HouseID: "ISO-202", Organizations: ["202"] },
    expect: { owner: 403, destination: 403, contact: 403, group: 403, stranger: 404 },
  },
  {
    what: "Logs: every key reads only its own organization's entries",
    op: "get /api/v1/music/account/logs",
    family: "release",
    method: "GET",
    path: "/api/v1/music/account/logs?limit=1000",
    expect: all(200),
    check: (cell) => {
      const own = Object.keys(ORGANIZATION_OF_KEY)
        .filter((key) => ORGANIZATION_OF_KEY[key]?.id === organizationOf(cell.key).id)
        .map((key) => PREFIXES.get(key));
      const prefixes = new Set(cell.body.map((e: any) => e.ApiKeyPrefix));
      expect(
        [...prefixes].filter((p) => !own.includes(p as string)),
        `${cell.key} read foreign log entries`,
      ).toEqual([]);
    },
  },
];

const KINDS: Kind[] = ["owner", "destination", "contact", "group", "stranger", "noKey", "revoked", "expired"];

async function runCell(row: Row, kind: Kind, key: string | null): Promise<Cell> {
  const fresh = row.fresh ? await row.fresh() : undefined;
  const res = await call(fresh?.path ?? row.path, { method: row.method, key, body: row.body });
  const cell: Cell = { kind, key, family: row.family, status: res.status, body: undefined };
  const label = `${row.method} ${fresh?.path ?? row.path} as ${kind} (${key})`;
  if (res.status < 300) {
    expect(res.headers.get("Content-Type"), label).toMatch(/^application\/json/);
    cell.body = await res.json();
  } else {
    await expectProblem(res, [res.status], label);
    if (res.status === 401) expect(res.headers.get("WWW-Authenticate"), label).toMatch(/^ApiKey/);
  }
  await fresh?.verify(res.status);
  return cell;
}

describe("tenant isolation matrix", { timeout: 30_000 }, () => {
  it("covers every operation of SPEC.md", () => {
    const covered = new Set(MATRIX.map((row) => row.op));
    expect([...covered].sort()).toEqual(SPEC_OPERATIONS.map(([method, path]) => `${method} ${path}`).sort());
    for (const row of MATRIX) {
      expect(row.op.startsWith(`${row.method.toLowerCase()} `), row.what).toBe(true);
    }
  });

  it.each(MATRIX.map((row) => [row.what, row] as const))("%s", async (_what, row) => {
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    const successes: Cell[] = [];
    for (const kind of KINDS) {
      for (const key of KEYS_OF[row.family][kind]) {
        const label = `${kind} ${key ?? "(no key)"}`;
        expected[label] =
          kind === "noKey" || kind === "revoked" || kind === "expired"
            ? 401
            : (row.expectOfKey?.[key ?? ""] ?? row.expect[kind]);
        const cell = await runCell(row, kind, key);
        actual[label] = cell.status;
        if (cell.status < 300) successes.push(cell);
      }
    }
    expect(actual).toEqual(expected);
    for (const cell of successes) await row.check?.(cell);
  });
});

describe("nothing but the open routes answers without a valid key", { timeout: 60_000 }, () => {
  const concrete = (path: string) =>
    path
      .replace("{orderID}", "5001")
      .replace("{releaseID}", path.includes("/music/") ? "7001" : "5001")
      .replace("{fileID}", path.includes("/music/") ? "9001" : "8001")
      .replace("{organizationID}", "200");
  const paths = [...new Set(operations.map((op) => concrete(op.path)))];

  it("answers every operation's path, with every method, 401 without a key or with a revoked, expired or unknown one", async () => {
    expect(paths.length).toBeGreaterThanOrEqual(18);
    const keys: (string | null)[] = [null, KEYS.revoked, KEYS.expired, "mds_dev_nobody"];
    for (const path of paths) {
      const cases = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"].flatMap((method) =>
        keys.map((key) => ({ method, key })),
      );
      await Promise.all(
        cases.map(async ({ method, key }) => {
          const body = method === "GET" || method === "HEAD" ? undefined : { CommentPosterText: "x" };
          const res = await call(path, { method, key, body });
          const label = `${method} ${path} with ${key}`;
          expect(res.status, label).toBe(401);
          expect(res.headers.get("WWW-Authenticate"), label).toMatch(/^ApiKey/);
          if (method !== "HEAD") await expectProblem(res, [401], label);
        }),
      );
    }
  });

  it("answers a bare OPTIONS (a CORS preflight at most) without any data", async () => {
    for (const path of paths) {
      const res = await call(path, { method: "OPTIONS", key: null });
      expect([204, 401], path).toContain(res.status);
      if (res.status === 204) expect(await res.text()).toBe("");
      else await expectProblem(res, [401], path);
    }
  });

  it("gives unknown, odd and traversing paths under /api a 401, and never data outside it", async () => {
    const underApi = [
      "/api/",
      "/api/v1",
      "/api/v1/ad/orders/5001/",
      "/api/v1/ad/orders/5001/files",
      "/api/v2/ad/orders/5001",
      "/api/v1/ad/orders/5001;publish",
      "/api/v1/ad/orders/5001%2Fdestinations",
      "/health/../api/v1/ad/orders/5001",
      "/openapi.json/../api/v1/music/account/logs",
      "/api/v1/music/account/logs?url=/api/v1/ad/orders/{orderID}",
    ];
    for (const path of underApi) {
      const res = await call(path, { key: null });
      await expectProblem(res, [401], path);
    }
    const outside = [
      "/",
      "/API/v1/ad/orders/5001",
      "/Api/v1/music/account/logs",
      "/docs/..%2F..%2Fapi/v1/ad/orders/5001",
      "/health/x",
      "/docs/x",
      "/admin",
    ];
    for (const path of outside) {
      const res = await call(path, { key: null });
      await expectProblem(res, [404], path);
    }
    for (const path of ["/health", "/openapi.json", "/docs"]) {
      expect((await call(path, { key: null })).status, path).toBe(200);
    }
  });

  it("registers no route outside /api/* but /health, /openapi.json, /docs and /schemas/{Name}.xsd (all /api/* go through the key check)", () => {
    const open = new Set(["/health", "/openapi.json", "/docs", "/schemas/:file"]);
    const routes = buildApp().routes.filter((r) => r.path !== "/*" && r.path !== "*");
    const stray = routes.filter((r) => !open.has(r.path) && !r.path.startsWith("/api/"));
    expect(stray.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(routes.some((r) => r.path === "/api/*" && r.method === "ALL")).toBe(true);
  });
});

describe("tenant isolation beyond the matrix", () => {
  it("never replays one organization's answer to another that sends the same Idempotency-Key", async () => {
    const idempotencyKey = `isolation-${crypto.randomUUID()}`;
    const headers = { "Idempotency-Key": idempotencyKey };
    const mine = await call(ORDERS, { method: "POST", key: KEYS.northwind, body: orderBody([200], 1), headers });
    expect(mine.status).toBe(201);
    const theirs = await call(ORDERS, { method: "POST", key: KEYS.harborlight, body: orderBody([200], 1), headers });
    expect(theirs.status).toBe(201);
    const [a, b] = [await mine.json<any>(), await theirs.json<any>()];
    expect(b.OrderID).not.toBe(a.OrderID);
    expect(b.CreatedBy).toBe("Harbor Light Agency");
    await expectProblem(await call(`${ORDERS}/${a.OrderID}`, { key: KEYS.harborlight }), [404]);
  });

  it("answers an order or release that exists but is not visible exactly as one that does not exist", async () => {
    const normalise = (body: { detail: string; instance: string; requestId: string }, id: string) => ({
      ...body,
      detail: body.detail.replaceAll(id, "{id}"),
      instance: body.instance.replaceAll(id, "{id}"),
      requestId: "",
    });
    const cases: [string, string, string, string, unknown?][] = [
      ["GET", `${ORDERS}/{id}`, "5002", KEYS.harborlight],
      ["GET", `${ORDERS}/{id}/proofofdelivery`, "5002", KEYS.harborlight],
      ["PUT", `${ORDERS}/{id}/publish`, "5001", KEYS.wxyz],
      ["POST", `${ORDERS}/{id}/comments`, "5001", KEYS.summit, { CommentPosterText: "x" }],
      ["PUT", `${ORDERS}/{id}/files/8003/houseid`, "5002", ALL_KEYS.cascade, { HouseID: "x" }],
      ["POST", `${RELEASES}/{id}/approvals`, "7001", KEYS.northwind, { CommentPosterText: "x" }],
      ["GET", `${RELEASES}/{id}/files/9001/filestatusinformation`, "7001", ALL_KEYS.cascade],
    ];
    for (const [method, template, hidden, key, body] of cases) {
      const answers = [];
      for (const id of [hidden, "987654321"]) {
        const res = await call(template.replace("{id}", id), { method, key, body });
        answers.push(normalise(await expectProblem(res, [404], `${method} ${template} ${id}`), id));
      }
      expect(answers[0], `${method} ${template}`).toEqual(answers[1]);
    }
  });

  it("matches organizations only exactly: a LIKE wildcard or an organization's other spelling names nobody else", async () => {
    for (const element of ["%", "W%", "_XYZ-TV", "WXYZ-TV%", "*", "200 OR 1=1", "0200"]) {
      const res = await call(`${RELEASES}/7001/files/9001/houseid`, {
        method: "PUT",
        key: KEYS.summit,
        body: { HouseID: "WILDCARD", Organizations: [element] },
      });
      // "0200" is all digits: organization 200, which Summit acts for; anything else names no organization.
      if (element === "0200") expect(res.status, element).toBe(200);
      else expect((await expectProblem(res, [422], element)).errors?.[0]?.code, element).toBe("not_found");
    }
  });

  it("keeps a group's reach to its own stations: Lakeshore sees 5003 (through 204) but not 5001 or 5002", async () => {
    const lakeshore = ALL_KEYS.lakeshore;
    const detail = await call(`${ORDERS}/5003`, { key: lakeshore });
    expect(detail.status).toBe(200);
    expect((await detail.json<any>()).Destinations).toEqual([204]);
    const report = await call(`${ORDERS}/5003/proofofdelivery`, { key: lakeshore });
    expect(uniqueSorted((await report.json<any[]>()).map((r) => r.OrganizationID))).toEqual([204]);
    for (const id of [5001, 5002]) await expectProblem(await call(`${ORDERS}/${id}`, { key: lakeshore }), [404]);
  });
});
