/** Requests to the whole worker, with the demo world's dev keys. */
import { SELF } from "cloudflare:test";

export const KEYS = {
  northwind: "mds_dev_northwind",
  blueharbor: "mds_dev_blueharbor",
  wxyz: "mds_dev_wxyz",
  summit: "mds_dev_summit",
  harborlight: "mds_dev_harborlight",
  dana: "mds_dev_dana",
  revoked: "mds_dev_revoked",
  expired: "mds_dev_expired",
} as const;

export interface CallOptions {
  key?: string | null;
  method?: string;
  /** A plain value is sent as JSON; a string as is (set `contentType`). */
  body?: unknown;
  contentType?: string;
  accept?: string;
  headers?: Record<string, string>;
}

export const BASE = "http://mds.test";

export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.key !== null) headers.set("X-API-Key", options.key ?? KEYS.northwind);
  if (options.accept) headers.set("Accept", options.accept);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set(
      "Content-Type",
      options.contentType ?? (typeof options.body === "string" ? "application/xml" : "application/json"),
    );
  }
  return SELF.fetch(`${BASE}${path}`, { method: options.method ?? "GET", headers, body });
}

export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Asserts an RFC 9457 JSON problem body and returns it. */
export async function problem(response: Response, status: number) {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  }
  if (!response.headers.get("Content-Type")?.startsWith("application/problem+json")) {
    throw new Error(`not a problem+json: ${response.headers.get("Content-Type")}`);
  }
  const body = (await response.json()) as {
    type: string;
    title: string;
    status: number;
    detail: string;
    instance: string;
    requestId: string;
    errors?: { field: string; code: string; message: string }[];
  };
  if (body.status !== status || !body.requestId || !body.type || !body.title || !body.detail) {
    throw new Error(`incomplete problem: ${JSON.stringify(body)}`);
  }
  return body;
}
