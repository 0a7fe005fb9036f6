/**
 * Idempotency-Key on the POST operations: a repeated request answers the first
 * answer without a second write; another request with the same key is a 422,
 * one while the first still runs a 409; keys are the organization's, live 24
 * hours and are purged by the cron.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { purgeExpiredIdempotencyKeys } from "../../src/http/idempotency";
import worker from "../../src/index";
import { ACKS, entriesAfter, newOrder, tail } from "../features/ingest.support";
import { publish } from "../features/media.support";
import { json, KEYS, problem, stationsWithoutDeliver } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { count, longFormBody, orderBody, send, unique } from "./send";

// WXYZ-TV receives the original while this runs (its Deliver set aside): publish writes its ingest entries at once.
stationsWithoutDeliver(200);

afterEach(() => instrument.reset());

const ORDERS = "/api/v1/ad/orders";
const ordersOf = (advertiser: string) => count("SELECT count(*) AS n FROM orders WHERE advertiser = ?", advertiser);
const commentsWith = (text: string) => count("SELECT count(*) AS n FROM comments WHERE text LIKE ?", `%${text}%`);

async function sha256(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Writes a row into idempotency_keys as an earlier request would have left it. */
async function seedKey(row: {
  organizationId: number;
  key: string;
  path: string;
  body: string;
  createdAt: string;
  statusCode?: number;
}) {
  await env.DB.prepare(
    `INSERT INTO idempotency_keys (organization_id, key, method, path, body_hash, status_code, content_type, headers, body, created_at)
     VALUES (?, ?, 'POST', ?, ?, ?, ?, '{}', ?, ?)`,
  )
    .bind(
      row.organizationId,
      row.key,
      row.path,
      await sha256(row.body),
      row.statusCode ?? 0,
      row.statusCode ? "application/json" : "",
      row.statusCode ? JSON.stringify({ OrderID: 1 }) : "",
      row.createdAt,
    )
    .run();
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** The statement that records a request's answer on its key (not the mark of its write). */
const RECORDING = /^update "idempotency_keys" set "status_code"/i;

describe("Idempotency-Key: replays", () => {
  it("answers a repeated Create Order with the first answer, marked replayed, and writes it once", async () => {
    const advertiser = unique("Idem replay");
    const key = unique("key");
    const first = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const created = await json(first);

    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    const again = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key, "X-Request-Id": "idem-replay-1" },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(again.headers.get("Location")).toBe(`/api/v1/ad/orders/${created.OrderID}`);
    expect(await json(again)).toEqual(created);
    expect(await ordersOf(advertiser)).toBe(1);
    // The replay touched no order, file, destination or delivery.
    const writes = trips
      .filter((t) => t.origin === "idem-replay-1")
      .flatMap((t) => t.statements.map((s) => s.sql))
      .filter((sql) => /^(insert into|update|delete from) "(orders|files|destinations|deliveries)"/i.test(sql));
    expect(writes).toEqual([]);
  });

  it("re-renders the recorded answer in the format the replaying caller asks for", async () => {
    const advertiser = unique("Idem xml");
    const key = unique("key");
    const first = await json(
      await send(ORDERS, { method: "POST", body: orderBody(advertiser), headers: { "Idempotency-Key": key } }),
    );
    const again = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      accept: "application/xml",
      headers: { "Idempotency-Key": key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("Content-Type")).toMatch(/^application\/xml/);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const xml = await again.text();
    expect(xml).toContain(`<OrderID>${first.OrderID}</OrderID>`);
    expect(xml).toContain(`<Advertiser>${advertiser}</Advertiser>`);
    expect(xml).toMatch(
      /<Destinations><OrganizationID>200<\/OrganizationID><OrganizationID>201<\/OrganizationID><\/Destinations>/,
    );
    expect(await ordersOf(advertiser)).toBe(1);
  });

  it("replays Create Long Form Order", async () => {
    const advertiser = unique("Idem long form");
    const key = unique("key");
    const init = { method: "POST", body: longFormBody(advertiser), headers: { "Idempotency-Key": key } };
    const first = await send("/api/v1/ad/longformorders", init);
    expect(first.status).toBe(201);
    const again = await send("/api/v1/ad/longformorders", init);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await json(again)).toEqual(await json(first));
    expect(await ordersOf(advertiser)).toBe(1);
  });

  it.each([
    ["an order comment", "/api/v1/ad/orders/5001/comments", KEYS.northwind],
    ["an order approval", "/api/v1/ad/orders/5002/approvals", KEYS.wxyz],
    ["a release comment", "/api/v1/music/releases/7001/comments", KEYS.blueharbor],
    ["a release approval", "/api/v1/music/releases/7001/approvals", KEYS.summit],
  ])("replays %s, in JSON or XML bodies", async (_name, path, key) => {
    const text = unique("idempotent feedback");
    for (const [body, contentType] of [
      [JSON.stringify({ CommentPosterText: text }), "application/json"],
      [`<Comment><CommentPosterText>${text} in XML</CommentPosterText></Comment>`, "application/xml"],
    ] as const) {
      const idempotencyKey = unique("key");
      const init = { method: "POST", key, body, contentType, headers: { "Idempotency-Key": idempotencyKey } };
      const first = await send(path, init);
      expect(first.status).toBe(201);
      const again = await send(path, init);
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(await json(again)).toEqual(await json(first));
    }
    expect(await commentsWith(text)).toBe(2);
  });
});

describe("Idempotency-Key: another request with the same key", () => {
  it("is a 422 naming the header for another body, another path or the same data in another format", async () => {
    const advertiser = unique("Idem mismatch");
    const key = unique("key");
    const first = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    expect(first.status).toBe(201);
    const otherBody = await send(ORDERS, {
      method: "POST",
      body: orderBody(`${advertiser} (changed)`),
      headers: { "Idempotency-Key": key },
    });
    const body = await problem(otherBody, 422);
    expect(body.errors).toEqual([{ field: "Idempotency-Key", code: "reused", message: expect.any(String) }]);
    expect(body.detail).toContain("Idempotency-Key");
    const otherPath = await send("/api/v1/ad/longformorders", {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    // Long form input is invalid without ProgramTitle: the key is not even looked at.
    expect((await problem(otherPath, 422)).errors?.map((e) => e.field)).toContain("ProgramTitle");
    const otherPathValid = await send("/api/v1/ad/longformorders", {
      method: "POST",
      body: longFormBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    expect((await problem(otherPathValid, 422)).errors?.[0]?.field).toBe("Idempotency-Key");
    const sameDataOtherBytes = await send(ORDERS, {
      method: "POST",
      body: JSON.stringify(orderBody(advertiser), null, 2),
      contentType: "application/json",
      headers: { "Idempotency-Key": key },
    });
    expect((await problem(sameDataOtherBytes, 422)).errors?.[0]?.field).toBe("Idempotency-Key");
    expect(await ordersOf(advertiser)).toBe(1);
    expect(await ordersOf(`${advertiser} (changed)`)).toBe(0);
  });

  it("is a 422 for the same body with another query string: the key covers the whole request", async () => {
    const cursor = await tail(200);
    const order = await newOrder([200]);
    await publish(order.id);
    const [entry] = await entriesAfter(200, cursor);
    const key = unique("key");
    const ack = (query: string) =>
      send(`${ACKS}${query}`, {
        method: "POST",
        key: KEYS.wxyz,
        body: { EntryID: entry?.EntryID, Status: "Failed", Message: key },
        headers: { "Idempotency-Key": key },
      });
    const first = await ack("?organizationID=200");
    expect(first.status, await first.clone().text()).toBe(201);
    const other = await problem(await ack(""), 422);
    expect(other.errors?.[0]?.field).toBe("Idempotency-Key");
    const again = await ack("?organizationID=200");
    expect([again.status, again.headers.get("Idempotent-Replayed")]).toEqual([201, "true"]);
  });

  it("belongs to the organization: another organization's same key is its own request, a contact's is its organization's", async () => {
    const advertiser = unique("Idem per organization");
    const key = unique("key");
    const init = { method: "POST", body: orderBody(advertiser), headers: { "Idempotency-Key": key } };
    const northwind = await json(await send(ORDERS, { ...init, key: KEYS.northwind }));
    const harborlight = await send(ORDERS, { ...init, key: KEYS.harborlight });
    expect(harborlight.status).toBe(201);
    expect(harborlight.headers.get("Idempotent-Replayed")).toBeNull();
    expect((await json(harborlight)).OrderID).not.toBe(northwind.OrderID);
    expect(await ordersOf(advertiser)).toBe(2);

    // Dana is a contact of WXYZ-TV (200): her key and the station's share the station's keys.
    const text = unique("station comment");
    const comment = {
      method: "POST",
      body: { CommentPosterName: "WXYZ traffic", CommentPosterText: text },
      headers: { "Idempotency-Key": key },
    };
    const station = await send("/api/v1/ad/orders/5002/comments", { ...comment, key: KEYS.wxyz });
    expect(station.status).toBe(201);
    const dana = await send("/api/v1/ad/orders/5002/comments", { ...comment, key: KEYS.dana });
    expect(dana.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await json(dana)).toEqual(await json(station));
    expect(await commentsWith(text)).toBe(1);
  });

  it("is a 409 while the first request with that key is still running, and never runs twice at once", async () => {
    const advertiser = unique("Idem in flight");
    const key = unique("key");
    const body = JSON.stringify(orderBody(advertiser));
    await seedKey({ organizationId: 100, key, path: ORDERS, body, createdAt: ago(5_000) });
    const res = await send(ORDERS, {
      method: "POST",
      body,
      contentType: "application/json",
      headers: { "Idempotency-Key": key },
    });
    expect((await problem(res, 409)).detail).toMatch(/Idempotency-Key .* still running/);
    expect(await ordersOf(advertiser)).toBe(0);

    // Three at once: exactly one runs; each other one finds it running (409) or done (replayed).
    const burst = unique("Idem burst");
    const burstKey = unique("key");
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        send(ORDERS, { method: "POST", body: orderBody(burst), headers: { "Idempotency-Key": burstKey } }),
      ),
    );
    const kinds = answers.map((r) =>
      r.status === 201 ? (r.headers.get("Idempotent-Replayed") ? "replayed" : "created") : r.status,
    );
    expect(kinds.filter((k) => k === "created")).toHaveLength(1);
    expect(kinds.every((k) => k === "created" || k === "replayed" || k === 409)).toBe(true);
    expect(await ordersOf(burst)).toBe(1);
  });

  it("takes over the claim of a request that died (no answer after a minute) for the same request only", async () => {
    const advertiser = unique("Idem abandoned");
    const key = unique("key");
    const body = JSON.stringify(orderBody(advertiser));
    await seedKey({ organizationId: 100, key, path: ORDERS, body, createdAt: ago(2 * 60_000) });
    const other = await send(ORDERS, {
      method: "POST",
      body: orderBody(`${advertiser} (other)`),
      headers: { "Idempotency-Key": key },
    });
    expect((await problem(other, 422)).errors?.[0]?.field).toBe("Idempotency-Key");
    const res = await send(ORDERS, {
      method: "POST",
      body,
      contentType: "application/json",
      headers: { "Idempotency-Key": key },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await ordersOf(advertiser)).toBe(1);
  });

  it("is forgotten after 24 hours: the key then starts a new request", async () => {
    const advertiser = unique("Idem expired");
    const key = unique("key");
    await seedKey({
      organizationId: 100,
      key,
      path: ORDERS,
      body: "{}",
      createdAt: ago(24 * 60 * 60_000 + 60_000),
      statusCode: 201,
    });
    const res = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await ordersOf(advertiser)).toBe(1);
  });
});

describe("Idempotency-Key: what is kept", () => {
  it.each([
    ["empty", ""],
    ["with a space inside", "a b"],
    ["not ASCII", "clé"],
    ["longer than 255 characters", "k".repeat(256)],
  ])("refuses a key %s with 400, before anything is read or written", async (_name, key) => {
    const advertiser = unique("Idem bad key");
    const res = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    const body = await problem(res, 400);
    expect(body.errors?.[0]).toMatchObject({ field: "Idempotency-Key", code: "invalid_format" });
    expect(await ordersOf(advertiser)).toBe(0);
  });

  it("takes a key of 255 visible ASCII characters", async () => {
    const key = `${unique("k")}!~"#`.padEnd(255, "x");
    const advertiser = unique("Idem long key");
    const init = { method: "POST", body: orderBody(advertiser), headers: { "Idempotency-Key": key } };
    expect((await send(ORDERS, init)).status).toBe(201);
    expect((await send(ORDERS, init)).headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("keeps the operation's 4xx answers and replays them", async () => {
    // A stranger to order 5001 gets 404 (it may not see it), and again, replayed.
    const key = unique("key");
    const init = {
      method: "POST",
      key: KEYS.harborlight,
      body: { CommentPosterText: "Hello?" },
      headers: { "Idempotency-Key": key },
    };
    const first = await problem(await send("/api/v1/ad/orders/5001/comments", init), 404);
    const again = await send("/api/v1/ad/orders/5001/comments", init);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await problem(again, 404)).detail).toBe(first.detail);

    // A comment that is empty once its HTML is removed: the handler's 422, kept too.
    const emptyKey = unique("key");
    const empty = {
      method: "POST",
      body: { CommentPosterText: "<script>x</script>" },
      headers: { "Idempotency-Key": emptyKey },
    };
    const refused = await problem(await send("/api/v1/ad/orders/5001/comments", empty), 422);
    const replayed = await send("/api/v1/ad/orders/5001/comments", { ...empty, accept: "application/xml" });
    expect(replayed.status).toBe(422);
    expect(replayed.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await replayed.text()).toContain(refused.detail);
  });

  it("keeps nothing for a request refused before it ran: the corrected request may use the same key", async () => {
    const advertiser = unique("Idem corrected");
    const key = unique("key");
    const { Advertiser: _, ...withoutAdvertiser } = orderBody(advertiser);
    const invalid = await send(ORDERS, {
      method: "POST",
      body: withoutAdvertiser,
      headers: { "Idempotency-Key": key },
    });
    expect((await problem(invalid, 422)).errors?.map((e) => e.field)).toEqual(["Advertiser"]);
    const corrected = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await ordersOf(advertiser)).toBe(1);
  });

  it("releases the key when the request fails on our side, so that the same request can be sent again", async () => {
    const advertiser = unique("Idem released");
    const key = unique("key");
    const requestId = unique("idem-fault");
    instrument.failWhen((s, at) => at.origin === requestId && /^insert into "files"/i.test(s.sql), { times: 1 });
    const failed = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key, "X-Request-Id": requestId },
    });
    await problem(failed, 500);
    expect(await ordersOf(advertiser)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM idempotency_keys WHERE key = ?", key)).toBe(0);
    const retried = await send(ORDERS, {
      method: "POST",
      body: orderBody(advertiser),
      headers: { "Idempotency-Key": key },
    });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await ordersOf(advertiser)).toBe(1);
  });

  it("answers the write even when recording its answer fails; the key then stays taken until it is abandoned", async () => {
    const advertiser = unique("Idem unrecorded");
    const key = unique("key");
    const requestId = unique("idem-record-fault");
    instrument.failWhen((s, at) => at.origin === requestId && RECORDING.test(s.sql), { times: 1 });
    const init = { method: "POST", body: orderBody(advertiser), headers: { "Idempotency-Key": key } };
    const res = await send(ORDERS, { ...init, headers: { ...init.headers, "X-Request-Id": requestId } });
    expect(res.status).toBe(201);
    // Not run a second time: the claim still stands, as for a request still running.
    await problem(await send(ORDERS, init), 409);
    expect(await ordersOf(advertiser)).toBe(1);
  });

  it("marks the claim written in the write's own batch: after a crash that lost the answer, a retry is answered from what was written, never written again", async () => {
    const advertiser = unique("Idem crash");
    const key = unique("key");
    const requestId = unique("idem-crash");
    // The process dies after the write committed, before the answer was recorded.
    instrument.failWhen((s, at) => at.origin === requestId && RECORDING.test(s.sql), { times: 1 });
    const init = { method: "POST", body: orderBody(advertiser), headers: { "Idempotency-Key": key } };
    const first = await json(await send(ORDERS, { ...init, headers: { ...init.headers, "X-Request-Id": requestId } }));
    expect(
      await env.DB.prepare(
        "SELECT written, written_ref AS ref, status_code AS status FROM idempotency_keys WHERE key = ?",
      )
        .bind(key)
        .first(),
    ).toEqual({ written: 1, ref: first.OrderID, status: 0 });
    // The claim is abandoned (a minute without an answer): the same request comes again.
    await env.DB.prepare("UPDATE idempotency_keys SET created_at = ? WHERE key = ?")
      .bind(ago(2 * 60_000), key)
      .run();
    const again = await send(ORDERS, init);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.headers.get("Location")).toBe(`/api/v1/ad/orders/${first.OrderID}`);
    const answer = await json(again);
    expect({ ...answer, Warnings: first.Warnings }).toEqual(first);
    expect(await ordersOf(advertiser)).toBe(1);
    // The answer read back is recorded: the next retry is a plain replay.
    const third = await send(ORDERS, init);
    expect(third.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await json(third)).OrderID).toBe(first.OrderID);
    expect(await ordersOf(advertiser)).toBe(1);
  });

  it("never runs again a written claim it cannot read back: a 409 that says the request was carried out", async () => {
    const text = unique("Idem crash comment");
    const key = unique("key");
    const requestId = unique("idem-crash-comment");
    instrument.failWhen((s, at) => at.origin === requestId && RECORDING.test(s.sql), { times: 1 });
    const path = "/api/v1/ad/orders/5002/comments";
    const init = { method: "POST", body: { CommentPosterText: text }, headers: { "Idempotency-Key": key } };
    expect((await send(path, { ...init, headers: { ...init.headers, "X-Request-Id": requestId } })).status).toBe(201);
    await env.DB.prepare("UPDATE idempotency_keys SET created_at = ? WHERE key = ?")
      .bind(ago(2 * 60_000), key)
      .run();
    const again = await problem(await send(path, init), 409);
    expect(again.detail).toMatch(/was carried out, but its answer was lost/);
    expect(await commentsWith(text)).toBe(1);
  });

  it("is not looked at on the other methods", async () => {
    const res = await send("/api/v1/ad/orders/orderstates", { headers: { "Idempotency-Key": "not a valid key" } });
    expect(res.status).toBe(200);
  });
});

describe("Idempotency-Key: retention", () => {
  const stranger = 990_001;
  const oldRows = async (n: number, organizationId: number) => {
    for (let i = 0; i < n; i++) {
      await seedKey({
        organizationId,
        key: unique("old"),
        path: ORDERS,
        body: "{}",
        createdAt: ago(25 * 60 * 60_000 + i),
        statusCode: 201,
      });
    }
  };

  it("the cron forgets keys older than 24 hours and keeps the others", async () => {
    await oldRows(3, stranger);
    await seedKey({
      organizationId: stranger,
      key: unique("fresh"),
      path: ORDERS,
      body: "{}",
      createdAt: ago(60_000),
      statusCode: 201,
    });
    const ctx = createExecutionContext();
    const quietQueue = { sendBatch: async () => {} };
    worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: "*/5 * * * *" }),
      { ...env, DELIVERY_QUEUE: quietQueue } as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await count("SELECT count(*) AS n FROM idempotency_keys WHERE organization_id = ?", stranger)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM idempotency_keys WHERE created_at < ?", ago(24 * 60 * 60_000))).toBe(
      0,
    );
  });

  it("purges in bounded batches, leaving the rest to the next run", async () => {
    await oldRows(5, stranger + 1);
    const purged = await purgeExpiredIdempotencyKeys(env, new Date(), { batchSize: 2, maxBatches: 2 });
    expect(purged).toBe(4);
    expect(await count("SELECT count(*) AS n FROM idempotency_keys WHERE organization_id = ?", stranger + 1)).toBe(1);
    expect(await purgeExpiredIdempotencyKeys(env, new Date(), { batchSize: 2, maxBatches: 2 })).toBe(1);
  });

  it("finds expired keys by the created_at index", async () => {
    const { results } = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT rowid FROM idempotency_keys WHERE created_at < ? LIMIT 1000",
    )
      .bind(ago(0))
      .all<{ detail: string }>();
    expect(results.map((r) => r.detail).join(" ")).toMatch(/USING (COVERING )?INDEX idempotency_keys_created_idx/);
  });
});

describe("Idempotency-Key in the OpenAPI document", () => {
  it("is a header parameter of every POST operation, with the replay header and the 409 and 422 answers", async () => {
    const doc = await json(await send("/openapi.json", { key: null }));
    const operations = Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((item) =>
      Object.entries(item).map(([method, op]) => ({ method, op })),
    );
    // A path's POST that is only its 405 (src/http/operation-docs.ts) answers no success and runs nothing.
    const answers = (op: { responses: Record<string, unknown> }) =>
      Object.keys(op.responses).some((s) => s.startsWith("2"));
    const posts = operations.filter((o) => o.method === "post" && answers(o.op));
    expect(posts.map((o) => o.op.operationId).sort()).toEqual([
      "acknowledgeIngestEntry",
      "acknowledgeTrafficInstructions",
      "completeOrderFileUpload",
      "completeReleaseFileUpload",
      "createKey",
      "createLongFormOrder",
      "createOrder",
      "createOrderApproval",
      "createOrderComment",
      "createOrderGroup",
      "createRelease",
      "createReleaseApproval",
      "createReleaseComment",
      "createWebhook",
      "pingWebhook",
      "postAsRun",
      "redeliverWebhookEvent",
      "rotateWebhookSecret",
      "startOrderFileUpload",
      "startReleaseFileUpload",
    ]);
    for (const { op } of posts) {
      const param = op.parameters.find((p: { name: string }) => p.name === "Idempotency-Key");
      expect(param).toMatchObject({ in: "header", required: false, schema: { type: "string", maxLength: 255 } });
      expect(param.description).toMatch(/24 hours/);
      const success = Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1] as {
        headers?: object;
      };
      expect(success?.headers).toHaveProperty("Idempotent-Replayed");
      expect(op.responses).toHaveProperty("409");
      expect(op.responses).toHaveProperty("422");
    }
    for (const { op } of operations.filter((o) => o.method !== "post")) {
      expect((op.parameters ?? []).map((p: { name: string }) => p.name)).not.toContain("Idempotency-Key");
    }
  });
});
