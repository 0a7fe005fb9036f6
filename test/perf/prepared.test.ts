/**
 * Prepared queries (src/db/prepared.ts) are built once per isolate and bound
 * to each request's values: every request sends the same SQL text with its own
 * parameters, and nothing of one caller's values carries over to the next.
 */
import { afterEach, describe, expect, it } from "vitest";
import { call, json, KEYS } from "../helpers";
import { instrument, type RoundTrip, type Statement } from "../instrument";

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

/** The statements of the batch a write sends (its round trip to DB with most statements). */
async function writeBatchOf(
  path: string,
  key: string,
  body: unknown,
): Promise<{ status: number; body: any; batch: Statement[] }> {
  const trips: RoundTrip[] = [];
  instrument.observe((trip) => trips.push(trip));
  const response = await call(path, {
    key,
    method: path.endsWith("houseid") ? "PUT" : "POST",
    body,
  });
  const answer = await json(response);
  instrument.reset();
  const batch = trips
    .filter((t) => t.database === "DB")
    .map((t) => t.statements)
    .sort((a, b) => b.length - a.length)[0];
  if (!batch) throw new Error(`no batch for ${path}`);
  return { status: response.status, body: answer, batch };
}

describe("prepared batches", () => {
  it("a comment's guard, insert and events: the same SQL texts for two orders, each with its own values and event batch", async () => {
    const first = await writeBatchOf("/api/v1/ad/orders/5002/comments", KEYS.wxyz, { CommentPosterText: "First." });
    const second = await writeBatchOf("/api/v1/ad/orders/5003/comments", KEYS.wxyz, { CommentPosterText: "Second." });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect([first.body.OrderID, second.body.OrderID]).toEqual([5002, 5003]);
    expect(second.batch.map((s) => s.sql)).toEqual(first.batch.map((s) => s.sql));
    expect(first.batch.length).toBeGreaterThan(2);
    const params = (b: Statement[]) => b.flatMap((s) => s.params);
    expect(params(first.batch)).toContain("First.");
    expect(params(second.batch)).toContain("Second.");
    expect(params(second.batch)).not.toContain("First.");
    const batchIds = (b: Statement[]) =>
      params(b).filter((v) => typeof v === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(v));
    expect(batchIds(first.batch).length).toBeGreaterThan(0);
    expect(batchIds(second.batch).some((id) => batchIds(first.batch).includes(id))).toBe(false);
  });

  it("a house ID's guard, upsert and event: the same SQL texts for two files", async () => {
    const first = await writeBatchOf("/api/v1/ad/orders/5002/files/8003/houseid", KEYS.wxyz, { HouseID: "P-1" });
    const second = await writeBatchOf("/api/v1/ad/orders/5002/files/8004/houseid", KEYS.wxyz, { HouseID: "P-2" });
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([200, 200]);
    expect([first.body[0].HouseID, second.body[0].HouseID]).toEqual(["P-1", "P-2"]);
    expect(second.batch.map((s) => s.sql)).toEqual(first.batch.map((s) => s.sql));
    expect(second.batch.flatMap((s) => s.params)).not.toContain("P-1");
  });
});
