/**
 * What a read of one order and its deliveries reads (contract section 21: a single-record read at most $1.40 a
 * million, so a few dozen rows): D1's own rows_read of each statement a request sent to the business database, run
 * again as it was sent. Beside Order Detail (the order, its files and destinations), each report reads a few rows a
 * delivery more, and none for a sort or a join it can do without.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, KEYS } from "../helpers";
import { instrument, rowsReadOf, type Statement } from "../instrument";

afterEach(() => instrument.reset());

/** D1's rows_read of the reads a request sent to the business database. */
async function rowsReadBy(path: string) {
  const requestId = `read-cost-${crypto.randomUUID()}`;
  const statements: Statement[] = [];
  instrument.observe((trip) => {
    if (trip.origin === requestId) statements.push(...trip.statements);
  });
  const res = await call(path, { key: KEYS.northwind, headers: { "X-Request-Id": requestId } });
  expect(res.status).toBe(200);
  return rowsReadOf(env.DB, statements);
}

describe("a read of one order's deliveries reads a few rows a delivery", () => {
  let order: { id: number; deliveries: number; destinations: number };
  beforeAll(async () => {
    order = (await env.DB.prepare(
      `SELECT o.id, (SELECT count(*) FROM deliveries WHERE order_id = o.id) AS deliveries, o.destination_count AS destinations
       FROM orders o WHERE o.owner_organization_id = 100 AND o.status <> 'Draft' ORDER BY deliveries DESC LIMIT 1`,
    ).first()) as typeof order;
  });

  it("Order with Destinations, Traffic Confirmation and Proof of Delivery against Order Detail", async () => {
    const detail = await rowsReadBy(`/api/v1/ad/orders/${order.id}`);
    const withDestinations = await rowsReadBy(`/api/v1/ad/orders/${order.id}/destinations`);
    const traffic = await rowsReadBy(`/api/v1/ad/orders/${order.id}/trafficconfirmation`);
    const proof = await rowsReadBy(`/api/v1/ad/orders/${order.id}/proofofdelivery`);
    console.log(
      `order ${order.id} (${order.destinations} destinations, ${order.deliveries} deliveries): Order Detail reads ${detail} rows,`,
      `with destinations ${withDestinations}, traffic confirmation ${traffic}, proof of delivery ${proof}`,
    );
    expect(order.deliveries).toBeGreaterThan(0);
    // The order's destinations (an index entry and the station's row each) and its deliveries (an index entry each):
    // no join to their files nor a sort (which read two rows a delivery more: 144 here).
    expect(withDestinations).toBeLessThanOrEqual(detail + 2 * order.destinations + order.deliveries + 2);
    // A file at a destination: what the station said and its delivery, sorted by the handler, not by SQL's sorter
    // (one row a pair more: 146 here).
    expect(traffic).toBeLessThanOrEqual(detail + 3 * order.deliveries);
  });
});
