/** Shared steps of the order group tests: drafts and groups made through the API, rows read back from D1. */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { call, json, KEYS } from "../helpers";
import { freshDraft } from "../security/support";

export const GROUPS = "/api/v1/ad/ordergroups";
export const ORDERS = "/api/v1/ad/orders";

/** A fresh Northwind draft with content, ready to publish (to 200, 201 and 202 unless told), and its id. */
export const draft = (destinations?: number[]) => freshDraft(destinations);

/** A new Northwind group of `orderIds` (it must be made), answered as the API answers it. */
export async function newGroup(orderIds: number[], name = "Test Campaign", key: string = KEYS.northwind) {
  const res = await call(GROUPS, { method: "POST", key, body: { Name: name, OrderIDs: orderIds } });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

/** A group of fresh drafts, and the drafts' ids. */
export async function groupOfDrafts(count: number, destinations?: number[]) {
  const orderIds: number[] = [];
  for (let i = 0; i < count; i++) orderIds.push(await draft(destinations));
  const group = await newGroup(orderIds);
  return { groupId: group.OrderGroupID as number, orderIds };
}

export const publishGroup = (id: number, key?: string) => call(`${GROUPS}/${id}/publish`, { method: "PUT", key });

/** The group's row as stored, or null. */
export const groupRow = (id: number) =>
  env.DB.prepare(
    "SELECT name, status, updated_at AS updatedAt, published_at AS publishedAt FROM order_groups WHERE id = ?",
  )
    .bind(id)
    .first<{ name: string; status: string; updatedAt: string; publishedAt: string | null }>();

/** Each order's row as stored, in the order given. */
export async function orderRows(ids: number[]) {
  const { results } = await env.DB.prepare(
    `SELECT id, status, order_group_id AS groupId, updated_at AS updatedAt, published_at AS publishedAt,
       (SELECT count(*) FROM deliveries WHERE order_id = orders.id) AS deliveries
     FROM orders WHERE id IN (SELECT value FROM json_each(?))`,
  )
    .bind(JSON.stringify(ids))
    .all<{
      id: number;
      status: string;
      groupId: number | null;
      updatedAt: string;
      publishedAt: string | null;
      deliveries: number;
    }>();
  return ids.map((id) => results.find((r) => r.id === id));
}

/** How many events of `type` were written about group `id` (or, for an order's, order `id`). */
export async function eventCount(type: string, field: "OrderGroupID" | "OrderID", id: number) {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM webhook_events WHERE type = ? AND data ->> ('$.' || ?) = ?",
  )
    .bind(type, field, id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
