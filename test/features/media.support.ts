/**
 * Shared steps of the media tests (contract section 8): a fresh draft order
 * per test, its files' content paths, uploads, downloads run to their end
 * (their delivery recorded in `waitUntil`), the proof of delivery rows, the
 * R2 objects under an order, and SHA-256 the way RFC 9530 writes it.
 */
import { env } from "cloudflare:test";
import { afterAll, beforeAll, expect } from "vitest";
import { world } from "../../fixtures/world";
import { BASE, type CallOptions, call, json, KEYS, problem, runToEnd } from "../helpers";

export const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );

/** The SHA-256 of `bytes`, lowercase hex. */
export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

/** A SHA-256 (hex) as `Content-Digest` / `Repr-Digest` write it: `sha-256=:<base64>:`. */
export function digestOf(sha256Hex: string): string {
  const raw = String.fromCharCode(...(sha256Hex.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));
  return `sha-256=:${btoa(raw)}:`;
}

export interface DraftFile {
  AdID: string;
  Title?: string;
  Length?: number;
  Format?: "HD" | "SD" | "Audio";
}

export interface Draft {
  orderId: number;
  fileIds: number[];
  /** The content path of the order's i-th file. */
  content: (i?: number) => string;
}

export const orderPath = (orderId: number) => `/api/v1/ad/orders/${orderId}`;
export const orderContent = (orderId: number, fileId: number) => `${orderPath(orderId)}/files/${fileId}/content`;
export const releaseContent = (releaseId: number, fileId: number) =>
  `/api/v1/music/releases/${releaseId}/files/${fileId}/content`;

/** A new draft order of Northwind's (one 5 s HD spot to WXYZ-TV unless told). */
export async function createDraft(
  options: { files?: DraftFile[]; destinations?: number[]; key?: string } = {},
): Promise<Draft> {
  const files = (options.files ?? [{ AdID: "ABCD1234", Format: "HD" }]).map((f) => ({
    Title: "Spot",
    Length: 5,
    ...f,
  }));
  const res = await call("/api/v1/ad/orders", {
    method: "POST",
    key: options.key ?? KEYS.northwind,
    body: { Advertiser: "Media Test", Files: files, Destinations: options.destinations ?? [200] },
  });
  if (res.status !== 201) throw new Error(`creating a draft: ${res.status} ${await res.text()}`);
  const order = await json<{ OrderID: number; Files: { FileID: number }[] }>(res);
  const fileIds = order.Files.map((f) => f.FileID);
  return {
    orderId: order.OrderID,
    fileIds,
    content: (i = 0) => orderContent(order.OrderID, fileIds[i] as number),
  };
}

export interface ContentRecord {
  FileID: number;
  ContentType: string;
  Bytes: number;
  Sha256: string;
  UploadedAt: string;
  Media: { DurationSeconds: number | null; Width: number | null; Height: number | null } | null;
  Warnings: { Code: string; Message: string; Field: string }[];
}

/** `PUT {path}` with `bytes` as they are (the owner's key unless told). */
export function upload(
  path: string,
  bytes: Uint8Array,
  options: { contentType?: string; key?: string; headers?: Record<string, string>; accept?: string } = {},
): Promise<Response> {
  return call(path, {
    method: "PUT",
    body: bytes,
    contentType: options.contentType ?? "video/mp4",
    key: options.key ?? KEYS.northwind,
    headers: options.headers,
    accept: options.accept,
  });
}

/** An upload that must succeed: its content record. */
export async function uploaded(
  path: string,
  bytes: Uint8Array,
  options: Parameters<typeof upload>[2] = {},
): Promise<ContentRecord> {
  const res = await upload(path, bytes, options);
  if (res.status !== 200) throw new Error(`upload to ${path}: ${res.status} ${await res.text()}`);
  return json<ContentRecord>(res);
}

/** Publishes an order as its owner; must succeed. */
export async function publish(orderId: number): Promise<void> {
  const res = await call(`${orderPath(orderId)}/publish`, { method: "PUT" });
  if (res.status !== 200) throw new Error(`publish ${orderId}: ${res.status} ${await res.text()}`);
}

/** A request as `call` would make it, for `runToEnd`. */
export function request(path: string, options: Pick<CallOptions, "key" | "method" | "headers"> = {}): Request {
  const headers = new Headers(options.headers);
  if (options.key !== null) headers.set("X-API-Key", options.key ?? KEYS.northwind);
  return new Request(`${BASE}${path}`, { method: options.method ?? "GET", headers });
}

/** A download (GET unless told) run to its end: the answer and its bytes, the delivery recorded. */
export function download(path: string, options: Pick<CallOptions, "key" | "method" | "headers"> = {}) {
  return runToEnd(request(path, options));
}

/**
 * Waits until the station `organizationId` can download the file at `path`: a station with a `Deliver`
 * (contract section 19) receives its rendition, and its download is 409 `rendition_pending` until the rendition
 * queue has made it. Asked as the owner (`?organizationID=`, a HEAD: it delivers nothing, and plans the rendition
 * should its plan be missing, as for content seeded or copied in). Answers the station's content headers (its
 * ETag is the rendition's SHA-256); fails the test if the rendition failed or never came. A test that waits here
 * needs a timeout of its own (`RENDITION_TIMEOUT`): a rendition takes seconds of ffmpeg.
 */
export async function stationContent(path: string, organizationId: number, key: string = KEYS.northwind) {
  let res: Response | undefined;
  await expect
    .poll(
      async () => {
        res = await call(`${path}?organizationID=${organizationId}`, { key, method: "HEAD" });
        return res.status;
      },
      { timeout: 90_000, interval: 250 },
    )
    .not.toBe(409);
  expect(res?.status).toBe(200);
  return (res as Response).headers;
}

/** The timeout of a test that waits for a rendition (`stationContent`). */
export const RENDITION_TIMEOUT = 120_000;

export interface PodRow {
  OrderID: number;
  FileID: number;
  AdID: string;
  OrganizationID: number;
  Status: string;
  DeliveredAt: string | null;
  DeliveredBy: string | null;
  Bytes: number | null;
  Sha256: string | null;
  Late: boolean;
}

/** The proof of delivery rows of an order, read by its owner. */
export async function pod(orderId: number): Promise<PodRow[]> {
  const res = await call(`${orderPath(orderId)}/proofofdelivery`);
  if (res.status !== 200) throw new Error(`POD of ${orderId}: ${res.status} ${await res.text()}`);
  return json<PodRow[]>(res);
}

/** The POD row of one file at one destination. */
export async function podRow(orderId: number, fileId: number, organizationId: number): Promise<PodRow> {
  const row = (await pod(orderId)).find((r) => r.FileID === fileId && r.OrganizationID === organizationId);
  if (!row) throw new Error(`no POD row of file ${fileId} at ${organizationId} in order ${orderId}`);
  return row;
}

/** The order's status, read by its owner. */
export async function orderStatus(orderId: number): Promise<string> {
  return (await json<{ Status: string }>(await call(orderPath(orderId)))).Status;
}

/** The keys of the R2 objects under an order's prefix. */
export async function objectsOf(orderId: number): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix: `orders/${orderId}/` });
  return listed.objects.map((o) => o.key).sort();
}

/** Asserts a 422 naming `code` on `field` (and returns the errors). */
export async function fieldError(res: Response, field: string, code: string) {
  const body = await problem(res, 422);
  expect(body.errors).toContainEqual(expect.objectContaining({ field, code }));
  return body.errors ?? [];
}
