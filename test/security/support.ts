/** Shared pieces of the security tests: fresh drafts, row counts, problem checks, logged requests. */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { BASE, call, json, KEYS, settle, withContent, withTrackContent } from "../helpers";
import { loggedEntries } from "../logs";

export const ALL_KEYS = { ...KEYS, cascade: "mds_dev_cascade", lakeshore: "mds_dev_lakeshore" } as const;

let serial = 0;
/** A unique legacy ISCI code (4 letters, 4 digits) for a fresh file. */
export function freshAdId(prefix = "SECU"): string {
  serial += 1;
  return `${prefix}${String(serial % 10000).padStart(4, "0")}`;
}

/** A valid spot order body to the given destinations. */
export function orderBody(destinations: number[] = [200, 201, 202], fileCount = 2) {
  return {
    Advertiser: "Security Test Motors",
    Files: Array.from({ length: fileCount }, (_, i) => ({ AdID: freshAdId(), Title: `Spot ${i + 1}`, Length: 30 })),
    Destinations: destinations,
  };
}

/** A fresh Northwind draft (shaped like 5001: to 200, 201 and 202) and its id. */
export async function freshDraft(destinations: number[] = [200, 201, 202]): Promise<number> {
  const res = await call("/api/v1/ad/orders", { method: "POST", key: KEYS.northwind, body: orderBody(destinations) });
  expect(res.status, await res.clone().text()).toBe(201);
  const id = (await json(res)).OrderID as number;
  // Ready to publish, like 5001: its files have content.
  await withContent(id);
  return id;
}

/** A unique ISRC (2 letters, 3 letters or digits, 2 digits, 5 digits) for a fresh track. */
export function freshIsrc(): string {
  serial += 1;
  return `USSEC26${String(serial % 100000).padStart(5, "0")}`;
}

/** A valid release body to the given destinations. */
export function releaseBody(destinations: number[] = [200, 201, 202], trackCount = 2) {
  return {
    Title: "Security Sessions",
    Artist: "The Test Pattern",
    Files: Array.from({ length: trackCount }, (_, i) => ({ Title: `Track ${i + 1}`, ISRC: freshIsrc(), Length: 200 })),
    Destinations: destinations,
  };
}

/** A fresh Blue Harbor draft release (to 200, 201 and 202 unless told), its tracks with content, and its id. */
export async function freshRelease(destinations: number[] = [200, 201, 202]): Promise<number> {
  const res = await call("/api/v1/music/releases", {
    method: "POST",
    key: KEYS.blueharbor,
    body: releaseBody(destinations),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const id = (await json(res)).ReleaseID as number;
  await withTrackContent(id);
  return id;
}

/** The tables a write operation may touch. */
export const WRITTEN_TABLES = [
  "orders",
  "releases",
  "files",
  "destinations",
  "deliveries",
  "comments",
  "file_statuses",
  "idempotency_keys",
] as const;

/** Row counts of the tables writes touch (the test database is small: counting is cheap). */
export async function rowCounts(): Promise<Record<string, number>> {
  const results = await env.DB.batch(
    WRITTEN_TABLES.map((t) => env.DB.prepare(`SELECT '${t}' AS name, count(*) AS n FROM ${t}`)),
  );
  return Object.fromEntries(results.map((r) => [(r.results[0] as any).name, (r.results[0] as any).n]));
}

/** A fingerprint of every file status: a failed write must not change one. */
export async function fileStatusFingerprint(): Promise<string> {
  const { results } = await env.DB.prepare(
    "SELECT file_id, organization_id, asset_status, asset_status_updated_at, house_id, house_id_updated_at FROM file_statuses ORDER BY file_id, organization_id",
  ).all();
  return JSON.stringify(results);
}

export interface ProblemShape {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  errors?: { field: string; code: string; message: string }[];
}

/**
 * Asserts an RFC 9457 JSON problem with a status in `allowed` (HEAD answers have
 * no body: only the header is checked) and returns it.
 */
export async function expectProblem(res: Response, allowed: readonly number[], context = ""): Promise<ProblemShape> {
  const text = await res.text();
  const where = `${context} → ${res.status} ${text.slice(0, 300)}`;
  expect(allowed, where).toContain(res.status);
  expect(res.headers.get("Content-Type"), where).toMatch(/^application\/problem\+json/);
  const requestId = res.headers.get("X-Request-Id");
  expect(requestId, where).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
  const body = JSON.parse(text) as ProblemShape;
  expect(body, where).toMatchObject({ status: res.status, requestId });
  expect(typeof body.type === "string" && typeof body.title === "string" && typeof body.detail === "string").toBe(true);
  expect(JSON.stringify(body), where).not.toMatch(/SQLITE|D1_ERROR|\bat \S+ \(|\.ts:\d+/);
  return body;
}

/** Sends a request through the worker, reads the answer, and waits for its `waitUntil` work (the request log). */
export async function sendAndSettle(path: string, init: RequestInit = {}) {
  const res = await settle(new Request(`${BASE}${path}`, init));
  return { status: res.status, requestId: res.headers.get("X-Request-Id"), text: await res.text() };
}

/** How many request log rows carry the request id. */
export async function logRowsOf(requestId: string | null): Promise<number> {
  return (await loggedEntries(requestId)).length;
}
