/**
 * Prepared queries (src/db/prepared.ts) are built once per isolate and bound
 * to each request's values: every request sends the same SQL text with its own
 * parameters, and nothing of one caller's values carries over to the next.
 */
import { afterEach, describe, expect, it } from "vitest";
import { instrument, type RoundTrip, type Statement } from "../../src/db/instrument";
import { call, json, KEYS } from "../helpers";

afterEach(() => instrument.reset());

/** The subject read of one request: the statement with the `visible` column (src/features/subjects/subjects.ts). */
async function subjectReadOf(path: string, key: string): Promise<{ status: number; body: any; read: Statement }> {
  const trips: RoundTrip[] = [];
  instrument.observe((trip) => trips.push(trip));
  const response = await call(path, { key });
  const body = await json(response);
  instrument.reset();
  const read = trips.flatMap((t) => t.statements).find((s) => /as "visible"/.test(s.sql));
  if (!read) throw new Error(`no subject read for ${path}`);
  return { status: response.status, body, read };
}

describe("prepared queries", () => {
  it("send one SQL text for every order, each request with its own order", async () => {
    const first = await subjectReadOf("/api/v1/ad/orders/5002", KEYS.northwind);
    const second = await subjectReadOf("/api/v1/ad/orders/5003", KEYS.northwind);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.OrderID, second.body.OrderID]).toEqual([5002, 5003]);
    expect(second.read.sql).toBe(first.read.sql);
    expect(first.read.params).toContain(5002);
    expect(second.read.params).toContain(5003);
    expect(second.read.params).not.toContain(5002);
  });

  it("bind each caller's organizations: a draft is the owner's, not its destination's", async () => {
    const owner = await subjectReadOf("/api/v1/ad/orders/5001", KEYS.northwind);
    const destination = await subjectReadOf("/api/v1/ad/orders/5001", KEYS.wxyz);
    const ownerAgain = await subjectReadOf("/api/v1/ad/orders/5001", KEYS.northwind);
    expect([owner.status, destination.status, ownerAgain.status]).toEqual([200, 404, 200]);
    expect(destination.read.sql).toBe(owner.read.sql);
    expect(destination.read.params).toContain("[200]");
    expect(owner.read.params).toContain("[100]");
  });

  it("map their rows as drizzle does: the published order its destination sees", async () => {
    const { status, body } = await subjectReadOf("/api/v1/ad/orders/5002", KEYS.wxyz);
    expect(status).toBe(200);
    expect(body).toMatchObject({ OrderID: 5002, Status: "Delivered", Destinations: [200] });
    expect(body.Files.length).toBeGreaterThan(0);
    for (const file of body.Files) expect(typeof file.FileID).toBe("number");
  });
});
