/**
 * Concurrency: racing writes end in one of the states the requests asked for,
 * never in a mix, and every request is logged exactly once. Requests go through
 * `worker.fetch` with their own execution context, waited on, so that the log
 * write (`waitUntil`) has finished before the log is counted.
 *
 * Ten concurrent publishes of one draft (exactly one wins, the others 409, one
 * delivery per file and destination) are proven in
 * test/features/orders.lifecycle.test.ts ("lets exactly one of ten concurrent
 * publishes win"); this file races publish against delete, and deletes,
 * file status writes, creates and comments among themselves.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { KEYS } from "../helpers";
import { loggedEntries } from "../logs";
import { freshDraft, logRowsOf, orderBody, sendAndSettle } from "./support";

const ORDERS = "/api/v1/ad/orders";

const jsonRequest = (method: string, key: string, body?: unknown): RequestInit => ({
  method,
  headers: { "X-API-Key": key, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** Sends all at once; every answer is read and every log write waited for. */
const race = (requests: [string, RequestInit][]) =>
  Promise.all(requests.map(([path, init]) => sendAndSettle(path, init)));

/** Each request of the race was logged exactly once, with its own status. */
async function expectLoggedOnce(answers: { status: number; requestId: string | null }[]) {
  expect(new Set(answers.map((a) => a.requestId)).size).toBe(answers.length);
  for (const answer of answers) {
    expect(await logRowsOf(answer.requestId), `request ${answer.requestId}`).toBe(1);
    const [entry] = await loggedEntries(answer.requestId);
    expect(entry?.statusCode).toBe(answer.status);
  }
}

/** The first row of a batch result (an empty object when there is none). */
const firstRow = (result: D1Result | undefined): any => result?.results[0] ?? {};

const fileStatus = (fileId: number, organizationId: number) =>
  env.DB.prepare(
    "SELECT asset_status AS status, house_id AS houseId FROM file_statuses WHERE file_id = ? AND organization_id = ?",
  )
    .bind(fileId, organizationId)
    .first<{ status: string | null; houseId: string | null }>();

describe("concurrent writes", { timeout: 60_000 }, () => {
  it("races house ID and asset status writes for one file and organization: the final state is one sent, each logged once", async () => {
    const houseIds = Array.from({ length: 8 }, (_, i) => `RACE-${i}-${crypto.randomUUID().slice(0, 8)}`);
    const statuses = ["Received", "In Review", "Approved", "Rejected", "On Air", "approved", "ON AIR", "received"];
    const file = "/api/v1/music/releases/7001/files/9002";
    const answers = await race([
      ...houseIds.map((HouseID, i): [string, RequestInit] => [
        `${file}/houseid`,
        // Dana and WXYZ-TV's own key write for 200 by default; Summit names it.
        jsonRequest("PUT", [KEYS.wxyz, KEYS.dana, KEYS.summit][i % 3] as string, {
          HouseID,
          ...(i % 3 === 2 ? { Organizations: ["200"] } : {}),
        }),
      ]),
      ...statuses.map((Status, i): [string, RequestInit] => [
        `${file}/organizationassetstatus`,
        jsonRequest("PUT", i % 2 ? KEYS.dana : KEYS.summit, { Status, Organizations: ["WXYZ-TV"] }),
      ]),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const final = await fileStatus(9002, 200);
    // Both fields kept: a house ID write never clobbers the asset status or the other way round.
    expect(houseIds).toContain(final?.houseId);
    expect(["Received", "In Review", "Approved", "Rejected", "On Air"]).toContain(final?.status);
    await expectLoggedOnce(answers);
  });

  it("races a group writing for two stations against each station's own writes: each row ends as one of its writers sent", async () => {
    const file = "/api/v1/ad/orders/5002/files/8004/houseid";
    const answers = await race([
      [file, jsonRequest("PUT", KEYS.summit, { houseID: "GROUP-200-201", Organizations: ["200", "201"] })],
      [file, jsonRequest("PUT", KEYS.wxyz, { HouseID: "OWN-200" })],
      [file, jsonRequest("PUT", KEYS.summit, { HouseID: "GROUP-201", Organizations: ["KLMN-FM"] })],
      [file, jsonRequest("PUT", KEYS.dana, { HouseID: "DANA-200" })],
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(["GROUP-200-201", "OWN-200", "DANA-200"]).toContain((await fileStatus(8004, 200))?.houseId);
    expect(["GROUP-200-201", "GROUP-201"]).toContain((await fileStatus(8004, 201))?.houseId);
    // The group's answer names both stations with what it wrote, whatever came after.
    const group = JSON.parse(answers[0]?.text ?? "[]");
    expect(group.map((r: any) => [r.OrganizationID, r.HouseID])).toEqual([
      [200, "GROUP-200-201"],
      [201, "GROUP-200-201"],
    ]);
    await expectLoggedOnce(answers);
  });

  it("races creates: every order gets its own OrderID and its own files, all with distinct FileIDs", async () => {
    const bodies = Array.from({ length: 12 }, (_, i) => orderBody([200, 201, 202].slice(0, (i % 3) + 1), (i % 4) + 1));
    const answers = await race(
      bodies.map((body, i): [string, RequestInit] => [
        ORDERS,
        jsonRequest("POST", i % 3 ? KEYS.northwind : KEYS.harborlight, body),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const orders = answers.map((a) => JSON.parse(a.text));
    expect(new Set(orders.map((o) => o.OrderID)).size).toBe(orders.length);
    const fileIds = orders.flatMap((o) => o.Files.map((f: any) => f.FileID));
    expect(new Set(fileIds).size).toBe(fileIds.length);
    for (const [i, order] of orders.entries()) {
      const body = bodies[i] as ReturnType<typeof orderBody>;
      expect(order.Files.map((f: any) => f.AdID)).toEqual(body.Files.map((f) => f.AdID));
      expect(order.Destinations).toEqual(body.Destinations);
      const stored = await env.DB.batch([
        env.DB.prepare("SELECT id, ad_id AS adId FROM files WHERE order_id = ? ORDER BY position").bind(order.OrderID),
        env.DB.prepare("SELECT organization_id AS id FROM destinations WHERE order_id = ? ORDER BY position").bind(
          order.OrderID,
        ),
        env.DB.prepare("SELECT owner_organization_id AS owner FROM orders WHERE id = ?").bind(order.OrderID),
      ]);
      expect(stored[0]?.results).toEqual(order.Files.map((f: any) => ({ id: f.FileID, adId: f.AdID })));
      expect(stored[1]?.results.map((r: any) => r.id)).toEqual(body.Destinations);
      expect(firstRow(stored[2]).owner).toBe(i % 3 ? 100 : 400);
    }
    await expectLoggedOnce(answers);
  });

  it("races comments and approvals on one release: distinct CommentIDs, each stored once", async () => {
    const texts = Array.from({ length: 10 }, (_, i) => `Race comment ${i} ${crypto.randomUUID()}`);
    const answers = await race(
      texts.map((CommentPosterText, i): [string, RequestInit] => [
        `/api/v1/music/releases/7001/${i % 2 ? "approvals" : "comments"}`,
        jsonRequest("POST", [KEYS.wxyz, KEYS.dana, KEYS.summit, KEYS.blueharbor][i % 4] as string, {
          CommentPosterText,
        }),
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const ids = answers.map((a) => JSON.parse(a.text).CommentID);
    expect(new Set(ids).size).toBe(ids.length);
    const { results } = await env.DB.prepare(
      "SELECT id, text FROM comments WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id",
    )
      .bind(JSON.stringify(ids))
      .all<{ id: number; text: string }>();
    expect(results.map((r) => r.text).sort()).toEqual([...texts].sort());
    await expectLoggedOnce(answers);
  });
});

describe("concurrent publish and delete", { timeout: 60_000 }, () => {
  const orderState = (id: number) =>
    env.DB.batch([
      env.DB.prepare("SELECT status, cancelled_at AS cancelledAt FROM orders WHERE id = ?").bind(id),
      env.DB.prepare("SELECT status, count(*) AS n FROM deliveries WHERE order_id = ? GROUP BY status").bind(id),
      env.DB.prepare("SELECT count(*) AS n FROM files WHERE order_id = ?").bind(id),
      env.DB.prepare(
        "SELECT count(*) AS n FROM deliveries d LEFT JOIN files f ON f.id = d.file_id WHERE f.id IS NULL OR (d.order_id = ? AND f.order_id IS NOT d.order_id)",
      ).bind(id),
    ]);

  it("races publish against delete of one draft: either it is gone with nothing left behind, or published then cancelled", async () => {
    for (let round = 0; round < 6; round++) {
      const id = await freshDraft([202, 208]);
      // Sent together: publish first in even rounds, delete first in odd ones.
      const sendPublish = () => sendAndSettle(`${ORDERS}/${id}/publish`, jsonRequest("PUT", KEYS.northwind));
      const sendDelete = () => sendAndSettle(`${ORDERS}/${id}`, jsonRequest("DELETE", KEYS.northwind));
      const [publish, remove] =
        round % 2
          ? await Promise.all([sendDelete(), sendPublish()]).then(([d, p]) => [p, d])
          : await Promise.all([sendPublish(), sendDelete()]);
      const [order, deliveries, files, orphans] = await orderState(id);
      const byStatus = Object.fromEntries((deliveries?.results ?? []).map((r: any) => [r.status, r.n]));
      expect(firstRow(orphans).n, "deliveries without their file").toBe(0);
      expect(remove?.status).toBe(200);
      const outcome = JSON.parse(remove?.text ?? "{}").Outcome;
      if (outcome === "Removed") {
        // Delete came first: the draft and everything of it is gone; publish found nothing.
        expect([404, 409]).toContain(publish?.status);
        expect(order?.results).toEqual([]);
        expect(firstRow(files).n).toBe(0);
        expect(byStatus).toEqual({});
      } else {
        // Publish came first: the order was published, then cancelled with all its open deliveries.
        expect(outcome).toBe("Cancelled");
        expect(publish?.status).toBe(200);
        expect(order?.results[0]).toMatchObject({ status: "Cancelled", cancelledAt: expect.any(String) });
        expect(byStatus).toEqual({ Cancelled: 4 });
      }
      await expectLoggedOnce([publish, remove] as { status: number; requestId: string | null }[]);
    }
  });

  it("races deletes of one published order: exactly one cancels it, the others find nothing", async () => {
    const id = await freshDraft([202, 208]);
    expect((await sendAndSettle(`${ORDERS}/${id}/publish`, jsonRequest("PUT", KEYS.northwind))).status).toBe(200);
    const answers = await race(
      Array.from({ length: 6 }, () => [`${ORDERS}/${id}`, jsonRequest("DELETE", KEYS.northwind)]),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    const winner = JSON.parse(answers.find((a) => a.status === 200)?.text ?? "{}");
    expect(winner).toMatchObject({ Outcome: "Cancelled", CancelledDeliveries: 4 });
    await expectLoggedOnce(answers);
  });
});
