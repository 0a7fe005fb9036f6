/**
 * D1 Sessions API (src/db/client.ts): reads start `first-unconstrained` (a
 * replica may answer) or at the caller's `X-D1-Bookmark`; writes start
 * `first-primary`; every answer that reached D1 carries the session's
 * bookmark, so that a caller can read its own writes on a later request.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, createDb, sessionStart } from "../../src/db/client";
import { orders } from "../../src/db/schema";
import worker from "../../src/index";
import { BASE, call, KEYS } from "../helpers";

const BOOKMARK = /^[0-9a-f]+(?:-[0-9a-f]+)+$/;

/** Sends a request to the worker with a DB binding that records where each session starts. */
async function sendRecording(path: string, init: RequestInit) {
  const starts: (string | undefined)[] = [];
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === "withSession") {
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${BASE}${path}`, init), { ...env, DB }, ctx);
  await waitOnExecutionContext(ctx);
  return { res, starts };
}

describe("D1 sessions", () => {
  it("starts a read unconstrained, or at the caller's bookmark; a write on the primary", async () => {
    const headers = { "X-API-Key": KEYS.northwind };
    const read = await sendRecording("/api/v1/ad/orders/5002", { headers });
    expect(read.res.status).toBe(200);
    expect(read.starts).toEqual(["first-unconstrained"]);

    const bookmark = read.res.headers.get(BOOKMARK_HEADER) as string;
    const fresh = await sendRecording("/api/v1/ad/orders/5002", {
      headers: { ...headers, [BOOKMARK_HEADER]: bookmark },
    });
    expect(fresh.starts).toEqual([bookmark]);

    const write = await sendRecording("/api/v1/ad/orders/5002/comments", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", [BOOKMARK_HEADER]: bookmark },
      body: JSON.stringify({ CommentPosterText: "Session check." }),
    });
    expect(write.res.status).toBe(201);
    expect(write.starts).toEqual(["first-primary"]);
  });

  it("reads from the primary when the bookmark is not one D1 gave out", async () => {
    const { res, starts } = await sendRecording("/api/v1/ad/orders/orderstates", {
      headers: { "X-API-Key": KEYS.northwind, [BOOKMARK_HEADER]: "'; DROP TABLE orders; --" },
    });
    expect(res.status).toBe(200);
    expect(starts).toEqual(["first-primary"]);
  });

  it("decides where a session starts from the method and the bookmark", () => {
    const bookmark = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
    expect(sessionStart("GET", undefined)).toBe("first-unconstrained");
    expect(sessionStart("HEAD", "  ")).toBe("first-unconstrained");
    expect(sessionStart("GET", ` ${bookmark} `)).toBe(bookmark);
    expect(sessionStart("GET", "first-unconstrained")).toBe("first-primary");
    expect(sessionStart("GET", "x".repeat(300))).toBe("first-primary");
    for (const method of ["POST", "PUT", "DELETE"]) expect(sessionStart(method, bookmark)).toBe("first-primary");
  });

  it("answers the bookmark of a write, and a read sent with it is at least that fresh", async () => {
    const write = await call("/api/v1/ad/orders/5002/comments", {
      key: KEYS.wxyz,
      method: "POST",
      body: { CommentPosterText: "Read your writes." },
    });
    expect(write.status).toBe(201);
    const written = write.headers.get(BOOKMARK_HEADER) as string;
    expect(written).toMatch(BOOKMARK);

    const read = await call("/api/v1/ad/orders/5002", { key: KEYS.wxyz, headers: { [BOOKMARK_HEADER]: written } });
    expect(read.status).toBe(200);
    const after = read.headers.get(BOOKMARK_HEADER) as string;
    expect(after).toMatch(BOOKMARK);
    expect(after >= written, `${after} >= ${written}`).toBe(true);
  });

  it("answers a bookmark on errors that reached D1 too, and none where D1 was not used", async () => {
    const missing = await call("/api/v1/ad/orders/999999");
    expect(missing.status).toBe(404);
    expect(missing.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK);
    const health = await call("/health", { key: null });
    expect(health.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("tells callers about the bookmark in the OpenAPI document", async () => {
    const doc = (await (await call("/openapi.json", { key: null })).json()) as { info: { description: string } };
    expect(doc.info.description).toContain("**Read your writes.**");
    expect(doc.info.description).toContain("`X-D1-Bookmark`");
  });

  it("runs drizzle over a session: single statements, batches, and the bookmark they leave", async () => {
    const session = env.DB.withSession("first-primary");
    expect(session.getBookmark()).toBeNull();
    const db = createDb(session);
    const [row] = await db.select({ id: orders.id }).from(orders).limit(1);
    expect(row?.id).toBeGreaterThan(0);
    const [first, second] = await db.batch([db.select().from(orders).limit(1), db.select().from(orders).limit(2)]);
    expect([first.length, second.length]).toEqual([1, 2]);
    expect(session.getBookmark()).toMatch(BOOKMARK);
  });
});
