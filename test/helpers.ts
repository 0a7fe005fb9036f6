/** Requests to the whole worker, with the demo world's dev keys. */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll } from "vitest";
import { world } from "../fixtures/world";
import { requestLogSettled } from "../src/http/request-log";
import worker from "../src/index";

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
  /** A plain value is sent as JSON; a string or bytes as they are (set `contentType`). */
  body?: unknown;
  contentType?: string;
  accept?: string;
  headers?: Record<string, string>;
}

export const BASE = "http://mds.test";

export type SendOptions = CallOptions & { env?: Env };

/** The request `call` and `send` make. */
export function requestOf(path: string, options: CallOptions): Request {
  const headers = new Headers(options.headers);
  if (options.key !== null) headers.set("X-API-Key", options.key ?? KEYS.northwind);
  if (options.accept) headers.set("Accept", options.accept);
  let body: string | Uint8Array | undefined;
  if (options.body instanceof Uint8Array) {
    body = options.body;
    headers.set("Content-Type", options.contentType ?? "application/octet-stream");
  } else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set(
      "Content-Type",
      options.contentType ?? (typeof options.body === "string" ? "application/xml" : "application/json"),
    );
  }
  return new Request(`${BASE}${path}`, { method: options.method ?? "GET", headers, body });
}

/** Sends a request to the whole worker, as a caller would. */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  return SELF.fetch(requestOf(path, options));
}

/**
 * Sends a request through the worker's fetch handler with an execution context
 * that is waited on, so that its `waitUntil` work (the request log) is in D1
 * when it returns. `env` replaces the bindings (e.g. to turn rate limiting on).
 */
export async function send(path: string, options: SendOptions = {}): Promise<Response> {
  return settle(requestOf(path, options), options.env);
}

/** Like `send`, for a request built by hand. */
export async function settle(request: Request, bindings: Env = env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, bindings, ctx);
  await waitOnExecutionContext(ctx);
  // Its log row may have joined a write of another request's (src/http/request-log.ts).
  await requestLogSettled();
  return res;
}

/**
 * Runs `request` through the worker with an execution context, reads the
 * whole body, then waits for its `waitUntil` work (a download's delivery is
 * recorded once its last byte is read: waiting before reading never ends).
 */
export async function runToEnd(request: Request): Promise<{ res: Response; body: Uint8Array }> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, env, ctx);
  const body = new Uint8Array(await res.arrayBuffer());
  await waitOnExecutionContext(ctx);
  return { res, body };
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

/**
 * Gives every file of an order content, as if uploaded: the demo media of
 * fixture file 8003 (an HD spot), as the seed gives every fixture file.
 * Publishing needs content; tests about publishing itself start from here.
 */
export function withContent(orderId: number): Promise<void> {
  return copyContent("order_id", orderId, 8003);
}

/** The same for a release: every track gets the demo media of fixture file 9001 (a track of 7001). */
export function withTrackContent(releaseId: number): Promise<void> {
  return copyContent("release_id", releaseId, 9001);
}

async function copyContent(parent: "order_id" | "release_id", id: number, from: number): Promise<void> {
  await env.DB.prepare(
    `UPDATE files SET content_key = c.content_key, content_type = c.content_type, content_bytes = c.content_bytes,
       content_sha256 = c.content_sha256, content_uploaded_at = c.content_uploaded_at, content_media = c.content_media, content_loudness = c.content_loudness
     FROM (SELECT * FROM files WHERE id = ?) c WHERE files.${parent} = ?`,
  )
    .bind(from, id)
    .run();
}

/**
 * The Rate Limiting binding's windows are aligned to the wall clock's
 * minutes: a test that fills one does not start near its end.
 */
export async function awayFromWindowEdge(margin = 25_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/**
 * The specs of `stations` (all when none are named) without their `Deliver` (contract section 19): each is offered
 * the original at publish. Straight into D1, as specs that never had one: nothing is to be planned again.
 */
const dropDelivers = (stations: number[] = []) =>
  env.DB.prepare(
    "UPDATE destination_specs SET spec = json_remove(spec, '$.Deliver') WHERE spec ->> '$.Deliver' IS NOT NULL" +
      (stations.length > 0 ? ` AND organization_id IN (${stations.map(Number).join(", ")})` : ""),
  ).run();
/** The demo world's specs put back. */
const restoreSpecs = () =>
  env.DB.batch(
    world.destinationSpecs.map(({ organizationId, spec }) =>
      env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = ?").bind(
        JSON.stringify(spec),
        organizationId,
      ),
    ),
  );

/**
 * Every station's spec without its `Deliver` while the calling file's tests run, the demo world's put back
 * after: for tests of the feed, its dates, kills and acknowledgements (sections 16 and 20), which read every
 * station as one offered the original at publish (a Deliver station's entry waits for its rendition).
 */
export function stationsWithoutDeliver(...stations: number[]): void {
  beforeAll(() => dropDelivers(stations));
  afterAll(restoreSpecs);
}

/** `run` with every station's spec without its `Deliver` (its entries written at publish), the specs put back after. */
export async function withoutDeliver<T>(run: () => Promise<T>): Promise<T> {
  await dropDelivers();
  try {
    return await run();
  } finally {
    await restoreSpecs();
  }
}
