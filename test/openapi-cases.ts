/**
 * The operations of the document that test/perf/operations.ts has no case of: the health check, the media
 * (contract section 8), webhooks (10) and keys (11), each with realistic parameters and a key that may use
 * it, and the answers of a download other than 200. test/openapi.validation.test.ts runs both lists, and
 * fails ("calls every operation of the document"), naming it, on an operation neither has a case of.
 */
import { call, json, KEYS } from "./helpers";
import { mediaFixture } from "./media-files";
import type { OperationCase } from "./perf/operations";

export interface DocumentedCase extends Omit<OperationCase, "method" | "key"> {
  method: OperationCase["method"] | "PATCH";
  /** Null: no key. */
  key: string | null;
  /** A JSON value, an XML document as a string, or bytes (`contentType`, else application/octet-stream). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

const SPOT = mediaFixture("hd-spot.mp4");
const TRACK = mediaFixture("track.m4a");

async function made(path: string, key: string, body: unknown): Promise<Record<string, any>> {
  const res = await call(path, { method: "POST", key, body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return json(res);
}

let serial = 0;
/** A new Northwind draft order of one spot (no content), answered as its file's path. */
async function orderFile(): Promise<string> {
  const order = await made("/api/v1/ad/orders", KEYS.northwind, {
    Advertiser: "Validator Motors",
    Files: [{ AdID: `VALD${String(++serial).padStart(7, "0")}`, Title: "Spot", Length: 5, Format: "HD" }],
    Destinations: [200],
  });
  return `/api/v1/ad/orders/${order.OrderID}/files/${order.Files[0].FileID}`;
}

/** A new Blue Harbor draft release of one track (no content), answered as its file's path. */
async function releaseFile(): Promise<string> {
  const release = await made("/api/v1/music/releases", KEYS.blueharbor, {
    Title: "Validator Sessions",
    Artist: "Juniper Vale",
    Files: [{ Title: "Track", ISRC: `USVAL26${String(++serial).padStart(5, "0")}`, Length: 5 }],
    Destinations: [200],
  });
  return `/api/v1/music/releases/${release.ReleaseID}/files/${release.Files[0].FileID}`;
}

/** A resumable upload started on a new draft's file, answered as its path. */
async function upload(file: () => Promise<string>, key: string): Promise<string> {
  const content = `${await file()}/content`;
  const started = await made(`${content}/uploads`, key, { ContentType: "video/mp4" });
  return `${content}/uploads/${started.UploadID}`;
}

/** The same, its one part sent. */
async function uploaded(file: () => Promise<string>, key: string, bytes: Uint8Array): Promise<string> {
  const path = await upload(file, key);
  const res = await call(`${path}/parts/1`, { method: "PUT", key, body: bytes });
  if (res.status !== 200) throw new Error(`part: ${res.status} ${await res.text()}`);
  return path;
}

const WEBHOOKS = "/api/v1/account/webhooks";
/** A new webhook of WXYZ-TV's, answered as its path. */
const webhook = async () =>
  `${WEBHOOKS}/${(await made(WEBHOOKS, KEYS.wxyz, { Url: `https://receiver.test/ok/validator-${++serial}`, Events: ["*"] })).WebhookID}`;

/** A new webhook pinged, once its ping was attempted: answered as the path of that event's delivery. */
async function delivered(): Promise<string> {
  const hook = await webhook();
  const res = await call(`${hook}/test`, { method: "POST", key: KEYS.wxyz });
  if (res.status !== 202) throw new Error(`ping: ${res.status} ${await res.text()}`);
  const ping = await json<{ EventID: number }>(res);
  for (let i = 0; i < 100; i++) {
    const log = await json<unknown[]>(await call(`${hook}/deliveries`, { key: KEYS.wxyz }));
    if (log.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `${hook}/deliveries/${ping.EventID}`;
}

const demoSpot = "/api/v1/ad/orders/5002/files/8003/content";

export const DOCUMENTED_CASES: DocumentedCase[] = [
  { name: "Health", method: "GET", template: "/health", path: "/health", key: null, status: 200 },
  // Media (contract section 8), both families.
  {
    name: "Upload File Content (order)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: async () => `${await orderFile()}/content`,
    key: KEYS.northwind,
    body: SPOT,
    contentType: "video/mp4",
    status: 200,
  },
  {
    name: "Upload File Content (release)",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/content",
    path: async () => `${await releaseFile()}/content`,
    key: KEYS.blueharbor,
    body: TRACK,
    contentType: "audio/mp4",
    status: 200,
  },
  {
    name: "Download File Content (release)",
    method: "GET",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/content",
    path: "/api/v1/music/releases/7001/files/9001/content",
    key: KEYS.blueharbor,
    status: 200,
  },
  {
    name: "Download File Content (a range: 206)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: demoSpot,
    key: KEYS.northwind,
    headers: { Range: "bytes=0-99" },
    status: 206,
  },
  {
    name: "Download File Content (unchanged: 304)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: demoSpot,
    key: KEYS.northwind,
    headers: { "If-None-Match": "*" },
    status: 304,
  },
  {
    name: "Download File Content (range not satisfiable: 416)",
    method: "GET",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: demoSpot,
    key: KEYS.northwind,
    headers: { Range: "bytes=999999999-" },
    status: 416,
  },
  ...(
    [
      ["order", "/api/v1/ad/orders/{orderID}/files/{fileID}", orderFile, KEYS.northwind],
      ["release", "/api/v1/music/releases/{releaseID}/files/{fileID}", releaseFile, KEYS.blueharbor],
    ] as const
  ).flatMap(([family, file, make, key]): DocumentedCase[] => [
    {
      name: `Start Upload (${family})`,
      method: "POST",
      template: `${file}/content/uploads`,
      path: async () => `${await make()}/content/uploads`,
      key,
      body: { ContentType: "video/mp4" },
      status: 201,
    },
    {
      name: `Upload Part (${family})`,
      method: "PUT",
      template: `${file}/content/uploads/{uploadID}/parts/{partNumber}`,
      path: async () => `${await upload(make, key)}/parts/1`,
      key,
      body: SPOT,
      status: 200,
    },
    {
      name: `Complete Upload (${family})`,
      method: "POST",
      template: `${file}/content/uploads/{uploadID}/complete`,
      path: async () => `${await uploaded(make, key, SPOT)}/complete`,
      key,
      status: 200,
    },
    {
      name: `Abort Upload (${family})`,
      method: "DELETE",
      template: `${file}/content/uploads/{uploadID}`,
      path: () => upload(make, key),
      key,
      status: 200,
    },
  ]),
  // Webhooks (contract section 10).
  {
    name: "Create Webhook",
    method: "POST",
    template: WEBHOOKS,
    path: WEBHOOKS,
    key: KEYS.wxyz,
    body: {
      Url: "https://receiver.test/ok/validator",
      Events: ["order.received", "comment.created"],
      Description: "Traffic",
    },
    status: 201,
  },
  { name: "Webhook List", method: "GET", template: WEBHOOKS, path: WEBHOOKS, key: KEYS.wxyz, status: 200 },
  {
    name: "Webhook Detail",
    method: "GET",
    template: `${WEBHOOKS}/{webhookID}`,
    path: webhook,
    key: KEYS.dana,
    status: 200,
  },
  {
    name: "Update Webhook",
    method: "PUT",
    template: `${WEBHOOKS}/{webhookID}`,
    path: webhook,
    key: KEYS.wxyz,
    body: { Url: "https://receiver.test/ok/validator-moved", Events: ["*"], Description: "Moved", Enabled: true },
    status: 200,
  },
  {
    name: "Delete Webhook",
    method: "DELETE",
    template: `${WEBHOOKS}/{webhookID}`,
    path: webhook,
    key: KEYS.wxyz,
    status: 200,
  },
  {
    name: "Rotate Webhook Secret",
    method: "POST",
    template: `${WEBHOOKS}/{webhookID}/secret`,
    path: async () => `${await webhook()}/secret`,
    key: KEYS.wxyz,
    status: 200,
  },
  {
    name: "Ping Webhook",
    method: "POST",
    template: `${WEBHOOKS}/{webhookID}/test`,
    path: async () => `${await webhook()}/test`,
    key: KEYS.wxyz,
    status: 202,
  },
  {
    name: "Webhook Deliveries",
    method: "GET",
    template: `${WEBHOOKS}/{webhookID}/deliveries`,
    path: async () => `${(await delivered()).replace(/\/\d+$/, "")}?limit=5`,
    key: KEYS.wxyz,
    status: 200,
  },
  {
    name: "Redeliver Webhook Event",
    method: "POST",
    template: `${WEBHOOKS}/{webhookID}/deliveries/{eventID}/redeliver`,
    path: async () => `${await delivered()}/redeliver`,
    key: KEYS.wxyz,
    status: 202,
  },
  // Keys (contract section 11).
  {
    name: "API Key List",
    method: "GET",
    template: "/api/v1/account/keys",
    path: "/api/v1/account/keys",
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Create API Key",
    method: "POST",
    template: "/api/v1/account/keys",
    path: "/api/v1/account/keys",
    key: KEYS.wxyz,
    body: { Name: "Traffic system", ExpiresAt: "2099-12-31T00:00:00Z", ContactID: 1 },
    status: 201,
  },
  {
    name: "Revoke API Key",
    method: "DELETE",
    template: "/api/v1/account/keys/{keyID}",
    path: async () =>
      `/api/v1/account/keys/${(await made("/api/v1/account/keys", KEYS.northwind, { Name: "Spare" })).KeyID}`,
    key: KEYS.northwind,
    status: 200,
  },
  {
    name: "Set Organization Asset Status (release)",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus",
    path: "/api/v1/music/releases/7001/files/9001/organizationassetstatus",
    key: KEYS.wxyz,
    body: { Status: "Approved" },
    status: 200,
  },
  // Refusals the run over every operation does not make: 403s and a 409.
  {
    name: "Create API Key (a contact's key: 403)",
    method: "POST",
    template: "/api/v1/account/keys",
    path: "/api/v1/account/keys",
    key: KEYS.dana,
    body: { Name: "Not allowed" },
    status: 403,
  },
  {
    name: "Set House ID (an organization not acted for: 403)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid",
    path: "/api/v1/ad/orders/5002/files/8004/houseid",
    key: KEYS.wxyz,
    body: { HouseID: "X-1", Organizations: ["201"] },
    status: 403,
  },
  {
    name: "Upload File Content (a destination: 403)",
    method: "PUT",
    template: "/api/v1/ad/orders/{orderID}/files/{fileID}/content",
    path: demoSpot,
    key: KEYS.wxyz,
    body: SPOT,
    contentType: "video/mp4",
    status: 403,
  },
  {
    name: "Publish Release (not a draft: 409)",
    method: "PUT",
    template: "/api/v1/music/releases/{releaseID}/publish",
    path: "/api/v1/music/releases/7001/publish",
    key: KEYS.blueharbor,
    status: 409,
  },
];
