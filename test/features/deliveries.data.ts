/**
 * Orders with files, destinations and deliveries written straight into D1,
 * for the delivery pipeline and report tests (their own ids, apart from the
 * demo world's), and a destination's download run to its end.
 */
import { env } from "cloudflare:test";
import type { OrderState, PodState } from "../../src/db/schema";
import { BASE, runToEnd } from "../helpers";

export interface DeliveryRow {
  id: number;
  order_id: number | null;
  release_id: number | null;
  file_id: number;
  organization_id: number;
  status: PodState;
  status_date: string;
  delivered_at: string | null;
  /** Who received the last byte (key prefix, and the contact's name); null until delivered. */
  delivered_by: string | null;
  /** No longer written: the ranges received are rows of `delivery_ranges` (src/db/schema.ts). */
  received: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  /** When it was found Queued for an offline destination (the cron takes it up from there). */
  waiting_since: string | null;
}

export interface OrderRow {
  id: number;
  status: OrderState;
  updated_at: string;
  cancelled_at: string | null;
}

export interface DeliveryPlan {
  status?: PodState;
  statusDate?: string;
  deliveredAt?: string | null;
  deliveredBy?: string | null;
  attempts?: number;
  lastError?: string | null;
  /** When publish created it (now by default): the 14-day collection window counts from here. */
  createdAt?: string;
}

export interface TestOrder {
  orderId: number;
  fileIds: number[];
  /** Delivery ids by `${fileId}:${organizationId}`. */
  deliveryIds: Map<string, number>;
  /** Every delivery id, by file then destination. */
  allDeliveryIds: number[];
}

let nextOrderId = 60_000;
let nextFileId = 61_000;

/**
 * Inserts an order (Published by default, of Northwind) with `files` files
 * sent to `destinations`; with `deliveries` (Queued, dated now, by default)
 * one per file and destination unless the plan answers null. Its files have
 * content (the demo media of fixture file 8003, as `withContent` gives) unless
 * the order is a draft or `content` is false: a published order always has.
 */
export async function insertOrder(options: {
  destinations: number[];
  owner?: number;
  status?: OrderState;
  cancelledAt?: string;
  files?: number;
  content?: boolean;
  deliveries?: boolean;
  plan?: (fileIndex: number, organizationId: number) => DeliveryPlan | null;
}): Promise<TestOrder> {
  const orderId = nextOrderId++;
  const owner = options.owner ?? 100;
  const status = options.status ?? "Published";
  const now = new Date().toISOString();
  const fileIds = Array.from({ length: options.files ?? 1 }, () => nextFileId++);
  const statements = [
    env.DB.prepare(
      `INSERT INTO orders (id, order_type, status, owner_organization_id, owner_name, advertiser, created_at, updated_at, published_at, cancelled_at)
       VALUES (?1, 'Spot', ?2, ?3, (SELECT name FROM organizations WHERE id = ?3), 'Pipeline Test Advertiser', ?4, ?4, ?5, ?6)`,
    ).bind(orderId, status, owner, now, status === "Draft" ? null : now, options.cancelledAt ?? null),
    ...fileIds.map((fileId, i) =>
      env.DB.prepare(
        `INSERT INTO files (id, order_id, position, ad_id, title, length_seconds, format) VALUES (?, ?, ?, ?, ?, 30, 'HD')`,
      ).bind(fileId, orderId, i, `TEST${String(fileId).slice(-4)}`, `Test spot ${i + 1}`),
    ),
    ...options.destinations.map((organizationId, i) =>
      env.DB.prepare("INSERT INTO destinations (order_id, organization_id, position) VALUES (?, ?, ?)").bind(
        orderId,
        organizationId,
        i,
      ),
    ),
  ];
  if (options.content ?? status !== "Draft") {
    statements.push(
      env.DB.prepare(
        `UPDATE files SET content_key = c.content_key, content_type = c.content_type, content_bytes = c.content_bytes,
           content_sha256 = c.content_sha256, content_uploaded_at = c.content_uploaded_at, content_media = c.content_media, content_loudness = c.content_loudness
         FROM (SELECT * FROM files WHERE id = 8003) c WHERE files.order_id = ?`,
      ).bind(orderId),
    );
  }
  if (options.deliveries ?? status !== "Draft") {
    fileIds.forEach((fileId, i) => {
      for (const organizationId of options.destinations) {
        const plan = options.plan ? options.plan(i, organizationId) : {};
        if (!plan) continue;
        statements.push(
          env.DB.prepare(
            // With what publish keeps on a delivery for the proof of delivery (the file's Ad-ID and content, the
            // station's name, the order's cancellation).
            `INSERT INTO deliveries (order_id, owner_organization_id, file_id, organization_id, status, status_date,
               delivered_at, delivered_by, attempts, last_error, created_at, ad_id, bytes, sha256, organization_name, subject_cancelled_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, f.ad_id, f.content_bytes, f.content_sha256, g.name, o.cancelled_at
             FROM files f, organizations g, orders o WHERE f.id = ?3 AND g.id = ?4 AND o.id = ?1`,
          ).bind(
            orderId,
            owner,
            fileId,
            organizationId,
            plan.status ?? "Queued",
            plan.statusDate ?? now,
            plan.deliveredAt ?? null,
            plan.deliveredBy ?? null,
            plan.attempts ?? 0,
            plan.lastError ?? null,
            plan.createdAt ?? now,
          ),
        );
      }
    });
  }
  await env.DB.batch(statements);
  const { results } = await env.DB.prepare(
    "SELECT id, file_id, organization_id FROM deliveries WHERE order_id = ? ORDER BY file_id, id",
  )
    .bind(orderId)
    .all<{ id: number; file_id: number; organization_id: number }>();
  return {
    orderId,
    fileIds,
    deliveryIds: new Map(results.map((r) => [`${r.file_id}:${r.organization_id}`, r.id])),
    allDeliveryIds: results.map((r) => r.id),
  };
}

export async function deliveriesOf(orderId: number): Promise<DeliveryRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM deliveries WHERE order_id = ? ORDER BY file_id, id")
    .bind(orderId)
    .all<DeliveryRow>();
  return results;
}

export async function deliveryById(id: number): Promise<DeliveryRow> {
  const row = await env.DB.prepare("SELECT * FROM deliveries WHERE id = ?").bind(id).first<DeliveryRow>();
  if (!row) throw new Error(`no delivery ${id}`);
  return row;
}

export async function orderById(id: number): Promise<OrderRow> {
  const row = await env.DB.prepare("SELECT id, status, updated_at, cancelled_at FROM orders WHERE id = ?")
    .bind(id)
    .first<OrderRow>();
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

export async function setDestinationStatus(organizationId: number, status: "Online" | "Offline") {
  await env.DB.prepare("UPDATE organizations SET status = ?, status_since = ? WHERE id = ?")
    .bind(status, new Date().toISOString(), organizationId)
    .run();
}

/**
 * A destination's download of a file's content, as its client makes it: the
 * request through the worker's fetch handler, the whole body read, then the
 * request's `waitUntil` work (recording the delivery) waited for.
 */
export async function downloadFile(
  orderId: number,
  fileId: number,
  key: string,
  options: { organizationId?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
  const query = options.organizationId === undefined ? "" : `?organizationID=${options.organizationId}`;
  const headers = new Headers(options.headers);
  headers.set("X-API-Key", key);
  const request = new Request(`${BASE}/api/v1/ad/orders/${orderId}/files/${fileId}/content${query}`, { headers });
  const { res, body } = await runToEnd(request);
  return { status: res.status, bytes: body, headers: res.headers };
}
