/**
 * Webhook subscriptions (contract section 10): the operations, the URL rule,
 * secrets shown once and rotated with a 24-hour overlap, the ping, the
 * attempt log, redelivery, the retry schedule, dead letters and disabling.
 */
import { env } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../src/db/client";
import type { WebhookMessage } from "../../src/features/webhooks/webhooks.events";
import { attempt, handleWebhookBatch, RETRY_DELAYS, sweepWebhooks } from "../../src/features/webhooks/webhooks.sender";
import { call, json, KEYS, problem } from "../helpers";
import { ALL_KEYS } from "../security/support";
import { eventually, newBox, received, requestsTo, roundTrips, subscribe, WEBHOOKS } from "./webhooks.support";

// Events cross a queue and a receiver: on a loaded machine a test takes seconds, not milliseconds.
vi.setConfig({ testTimeout: 30_000 });

interface Hook {
  WebhookID: number;
  Url: string;
  Events: string[];
  Description: string | null;
  Enabled: boolean;
  DisabledReason: string | null;
  Secret?: string;
}

/** A ping to the webhook, and the id of the event it made. */
async function ping(id: number, key: string = KEYS.wxyz): Promise<number> {
  const res = await call(`${WEBHOOKS}/${id}/test`, { method: "POST", key });
  expect(res.status).toBe(202);
  return (await json<{ EventID: number }>(res)).EventID;
}

/** A queue batch of these messages, as the consumer receives it, and whether each was acked. */
function queued(...bodies: (WebhookMessage & { attempts?: number })[]) {
  const acked = bodies.map(() => false);
  const messages = bodies.map((body, i) => ({
    id: `m${i}`,
    timestamp: new Date(),
    attempts: 1,
    body,
    ack: () => {
      acked[i] = true;
    },
    retry: () => {},
  }));
  const batch = { queue: "mds-webhooks", messages, ackAll: () => {}, retryAll: () => {} };
  return { batch: batch as unknown as MessageBatch<WebhookMessage>, acked };
}

/** The outbox row of an event to a webhook. */
const deliveryOf = (eventId: number, webhookId: number) =>
  env.DB.prepare("SELECT * FROM webhook_deliveries WHERE event_id = ? AND webhook_id = ?")
    .bind(eventId, webhookId)
    .first<{ id: number; status: string; attempts: number; next_attempt_at: string | null }>();

describe("Create Webhook and the reads", () => {
  it("subscribes, shows the secret once, lists and reads without it", async () => {
    const res = await call(WEBHOOKS, {
      method: "POST",
      key: KEYS.wxyz,
      body: { Url: "https://receiver.test/ok/created", Events: ["order.received", "order.received"] },
    });
    expect(res.status).toBe(201);
    const hook = await json<Hook>(res);
    expect(hook.Secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(hook).toMatchObject({ Events: ["order.received"], Enabled: true, Description: null });
    expect(res.headers.get("Location")).toBe(`${WEBHOOKS}/${hook.WebhookID}`);

    const listed = await json<Hook[]>(await call(WEBHOOKS, { key: KEYS.wxyz }));
    expect(listed.map((h) => h.WebhookID)).toContain(hook.WebhookID);
    expect(listed.every((h) => !("Secret" in h))).toBe(true);
    const one = await json<Hook>(await call(`${WEBHOOKS}/${hook.WebhookID}`, { key: KEYS.dana }));
    expect(one).not.toHaveProperty("Secret");
    expect(one.Url).toBe("https://receiver.test/ok/created");
  });

  it.each([
    ["http://hooks.example.com/x", "https"],
    ["https://localhost/x", "public host"],
    ["https://127.0.0.1/x", "loopback"],
    ["https://10.1.2.3/x", "private"],
    ["https://192.168.0.10/x", "private"],
    ["https://169.254.169.254/latest", "link-local"],
    ["https://[::1]/x", "loopback"],
    ["https://[fd00::1]/x", "private"],
    ["https://[::ffff:7f00:1]/x", "loopback"],
    ["https://printer.local/x", "public host"],
    ["not a url", "absolute URL"],
    // A fully qualified name's trailing dot names the same host.
    ["https://localhost./x", "public host"],
    ["https://LOCALHOST./x", "public host"],
    ["https://metadata.google.internal./computeMetadata/v1/", "public host"],
    ["https://printer.local./x", "public host"],
    ["https://router.home.arpa./x", "public host"],
    ["https://intranet./x", "public host"],
    ["https://localhost../x", "valid host name"],
    ["https://127.0.0.1./x", "loopback"],
    ["https://2130706433/x", "loopback"],
    ["https://0x7f.1/x", "loopback"],
    ["https://192.0.2.1/x", "reserved"],
    // IPv6: only global unicast, and none that embeds an IPv4 address.
    ["https://[64:ff9b::a9fe:a9fe]/latest", "NAT64"],
    ["https://[64:ff9b::10.0.0.1]/x", "NAT64"],
    ["https://[64:ff9b:1::a00:1]/x", "global unicast"],
    ["https://[2002:a9fe:a9fe::1]/x", "6to4"],
    ["https://[2002:808:808::1]/x", "6to4"],
    ["https://[::a9fe:a9fe]/x", "IPv4-compatible"],
    ["https://[::127.0.0.1]/x", "IPv4-compatible"],
    ["https://[::ffff:10.0.0.1]/x", "IPv4-mapped"],
    ["https://[::ffff:8.8.8.8]/x", "IPv4-mapped"],
    ["https://[::ffff:0:a9fe:a9fe]/x", "IPv4-translated"],
    ["https://[fec0::1]/x", "site-local"],
    ["https://[fe80::1]/x", "link-local"],
    ["https://[ff02::1]/x", "multicast"],
    ["https://[ff0e::1]/x", "multicast"],
    ["https://[::]/x", "global unicast"],
    ["https://[100::1]/x", "global unicast"],
    ["https://[2001::a9fe:a9fe]/x", "Teredo"],
    ["https://[2001:db8::1]/x", "special-purpose"],
    ["https://[3fff::1]/x", "special-purpose"],
  ])("refuses %s (422 naming Url)", async (url, words) => {
    const res = await call(WEBHOOKS, { method: "POST", key: KEYS.wxyz, body: { Url: url, Events: ["*"] } });
    const body = await problem(res, 422);
    const error = body.errors?.find((e: { field: string }) => e.field === "Url");
    expect(error?.message).toContain(words);
  });

  it.each([
    ["https://hooks.example.com./mds", "https://hooks.example.com./mds"],
    ["https://[2606:4700::1111]/mds", "https://[2606:4700::1111]/mds"],
    ["https://[2001:4860:4860::8888]/mds", "https://[2001:4860:4860::8888]/mds"],
    ["https://8.8.8.8/mds", "https://8.8.8.8/mds"],
  ])("accepts the public target %s", async (url, stored) => {
    const res = await call(WEBHOOKS, { method: "POST", key: KEYS.wxyz, body: { Url: url, Events: ["*"] } });
    expect(res.status, await res.clone().text()).toBe(201);
    const hook = await json<Hook>(res);
    expect(hook.Url).toBe(stored);
    await call(`${WEBHOOKS}/${hook.WebhookID}`, { method: "DELETE", key: KEYS.wxyz });
  });

  it("stores and shows the URL as the URL parser writes it (the one called), never the text as sent", async () => {
    const storedUrl = async (id: number) =>
      (await env.DB.prepare("SELECT url FROM webhooks WHERE id = ?").bind(id).first<{ url: string }>())?.url;
    const res = await call(WEBHOOKS, {
      method: "POST",
      key: KEYS.wxyz,
      body: { Url: "HTTPS://Receiver.TEST/ok/nor\r\nmal\tised?a=1 2", Events: ["*"] },
    });
    expect(res.status).toBe(201);
    const hook = await json<Hook>(res);
    const normal = "https://receiver.test/ok/normalised?a=1%202";
    expect(hook.Url).toBe(normal);
    expect(await storedUrl(hook.WebhookID)).toBe(normal);
    expect((await json<Hook>(await call(`${WEBHOOKS}/${hook.WebhookID}`, { key: KEYS.wxyz }))).Url).toBe(normal);
    const xml = await call(`${WEBHOOKS}/${hook.WebhookID}`, { key: KEYS.wxyz, accept: "application/xml" });
    expect(await xml.text()).toContain(`<Url>${normal.replace("&", "&amp;")}</Url>`);

    const updated = await call(`${WEBHOOKS}/${hook.WebhookID}`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { Url: "https://receiver.test/ok/up\ndated", Events: ["*"] },
    });
    expect((await json<Hook>(updated)).Url).toBe("https://receiver.test/ok/updated");
    expect(await storedUrl(hook.WebhookID)).toBe("https://receiver.test/ok/updated");
    // The ping goes where the record says.
    await ping(hook.WebhookID);
    await eventually("https://receiver.test/ok/updated", hook.Secret ?? "", (e) => e.length === 1);
  });

  it("refuses an unknown event type, naming it", async () => {
    const res = await call(WEBHOOKS, {
      method: "POST",
      key: KEYS.wxyz,
      body: { Url: "https://receiver.test/ok/x", Events: ["order.recieved"] },
    });
    const body = await problem(res, 422);
    expect(body.errors).toContainEqual(expect.objectContaining({ field: "Events[0]" }));
  });

  it("takes and answers XML", async () => {
    const res = await call(WEBHOOKS, {
      method: "POST",
      key: KEYS.wxyz,
      body: "<Webhook><Url>https://receiver.test/ok/xml</Url><Events><Event>order.received</Event></Events></Webhook>",
      contentType: "application/xml",
      accept: "application/xml",
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toMatch(/<Events><Event>order.received<\/Event><\/Events>/);
  });

  it("keeps organizations apart: another's webhook is a 404 for every operation and every key of the demo world", async () => {
    const hook = await subscribe(KEYS.wxyz, newBox());
    const path = `${WEBHOOKS}/${hook.WebhookID}`;
    const others = Object.values(ALL_KEYS).filter(
      (key) => ![KEYS.wxyz, KEYS.dana, KEYS.revoked, KEYS.expired].includes(key as never),
    );
    // Summit acts for WXYZ-TV as a destination, never for its account.
    expect(others).toContain(KEYS.summit);
    for (const key of others) {
      await problem(await call(path, { key }), 404);
      await problem(await call(path, { method: "PUT", key, body: { Url: hook.Url, Events: ["*"] } }), 404);
      await problem(await call(path, { method: "DELETE", key }), 404);
      await problem(await call(`${path}/secret`, { method: "POST", key }), 404);
      await problem(await call(`${path}/test`, { method: "POST", key }), 404);
      await problem(await call(`${path}/deliveries`, { key }), 404);
      expect((await json<Hook[]>(await call(WEBHOOKS, { key }))).map((h) => h.WebhookID)).not.toContain(hook.WebhookID);
    }
    for (const key of [null, KEYS.revoked, KEYS.expired]) {
      await problem(await call(path, { key }), 401);
      await problem(await call(WEBHOOKS, { method: "POST", key, body: { Url: hook.Url, Events: ["*"] } }), 401);
    }
    // A contact's key (Dana's, of WXYZ-TV) manages its organization's.
    expect((await call(path, { key: KEYS.dana })).status).toBe(200);
  });
});

describe("Update and Delete Webhook", () => {
  it("replaces the subscription, pauses and enables it; delete ends it", async () => {
    const hook = await subscribe(KEYS.wxyz, newBox());
    const path = `${WEBHOOKS}/${hook.WebhookID}`;
    const updated = await json<Hook>(
      await call(path, {
        method: "PUT",
        key: KEYS.wxyz,
        body: { Url: "https://receiver.test/ok/moved", Events: ["*", "order.received"], Enabled: false },
      }),
    );
    expect(updated).toMatchObject({ Url: "https://receiver.test/ok/moved", Events: ["*"], Enabled: false });
    await problem(await call(`${path}/test`, { method: "POST", key: KEYS.wxyz }), 409);

    const deleted = await call(path, { method: "DELETE", key: KEYS.wxyz });
    expect(await json(deleted)).toEqual({ WebhookID: hook.WebhookID, Deleted: true });
    await problem(await call(path, { key: KEYS.wxyz }), 404);
  });
});

describe("Signing, the ping and the secret's rotation", () => {
  it("a ping is signed so that standardwebhooks verifies it, with the event's id in webhook-id", async () => {
    const hook = await subscribe(KEYS.wxyz, newBox());
    const eventId = await ping(hook.WebhookID);
    const [event] = await eventually(hook.Url, hook.Secret, (e) => e.length === 1);
    expect(event).toMatchObject({ id: String(eventId), type: "ping", data: { WebhookID: hook.WebhookID } });
    expect(Math.abs(Number(event?.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    // A wrong secret does not verify.
    expect(() => new Webhook(`whsec_${btoa("x".repeat(32))}`).verify("{}", event?.headers ?? {})).toThrow();
  });

  it("after a rotation both secrets sign for 24 hours; the new one is shown once", async () => {
    const hook = await subscribe(KEYS.wxyz, newBox());
    const res = await call(`${WEBHOOKS}/${hook.WebhookID}/secret`, { method: "POST", key: KEYS.wxyz });
    const rotated = await json<{ Secret: string; PreviousSecretExpiresAt: string }>(res);
    expect(rotated.Secret).not.toBe(hook.Secret);
    const hours = (Date.parse(rotated.PreviousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    await ping(hook.WebhookID);
    const [event] = await eventually(hook.Url, rotated.Secret, (e) => e.length === 1);
    expect(event?.headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    // The receiver still on the old secret verifies it too.
    expect(await received(hook.Url, hook.Secret)).toHaveLength(1);
  });
});

describe("Retries, the attempt log, redelivery and disabling", () => {
  it("retries on the schedule, then records the delivery Failed; the log shows every attempt", async () => {
    const url = newBox("fail");
    const hook = await subscribe(KEYS.wxyz, url);
    const eventId = await ping(hook.WebhookID);
    const delivery = await deliveryOf(eventId, hook.WebhookID);
    if (!delivery) throw new Error("no outbox row");
    const db = createDb(env.DB);
    let now = Date.now() + 60_000;
    const delays: (number | null)[] = [];
    // The queue may already have made the first attempt.
    await expect
      .poll(async () => (await deliveryOf(eventId, hook.WebhookID))?.attempts, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await env.DB.prepare("UPDATE webhook_deliveries SET attempts = 0 WHERE id = ?").bind(delivery.id).run();
    for (let i = 0; i <= RETRY_DELAYS.length; i++) {
      const delay = await attempt(db, delivery.id, new Date(now));
      delays.push(delay);
      now += (delay ?? 0) * 1000;
    }
    expect(delays).toEqual([...RETRY_DELAYS, null]);
    expect(RETRY_DELAYS.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3600);
    expect(await deliveryOf(eventId, hook.WebhookID)).toMatchObject({ status: "Failed", next_attempt_at: null });

    const log = await json<{ Attempt: number; DeliveryStatus: string; StatusCode: number }[]>(
      await call(`${WEBHOOKS}/${hook.WebhookID}/deliveries?limit=3`, { key: KEYS.wxyz }),
    );
    expect(log[0]).toMatchObject({ Attempt: RETRY_DELAYS.length + 1, DeliveryStatus: "Failed", StatusCode: 503 });

    // Redelivery: the same event again, its attempts counted afresh.
    const again = await call(`${WEBHOOKS}/${hook.WebhookID}/deliveries/${eventId}/redeliver`, {
      method: "POST",
      key: KEYS.wxyz,
    });
    expect(again.status).toBe(202);
    // (The attempts above were signed at the moments they stood for: only the redelivery's is fresh.)
    const before = (await requestsTo(url)).length;
    await expect.poll(async () => (await requestsTo(url)).length, { timeout: 15_000 }).toBeGreaterThan(before);
    const latest = (await requestsTo(url))[before];
    expect(latest?.headers["webhook-id"]).toBe(String(eventId));
    expect(new Webhook(hook.Secret).verify(latest?.body ?? "", latest?.headers ?? {})).toMatchObject({ type: "ping" });
    await problem(
      await call(`${WEBHOOKS}/${hook.WebhookID}/deliveries/999999/redeliver`, { method: "POST", key: KEYS.wxyz }),
      404,
    );
  }, 20_000);

  it("a message that comes again, or is not yet due, attempts nothing: each attempt is made and recorded once", async () => {
    const url = newBox("fail");
    const hook = await subscribe(KEYS.wxyz, url);
    const eventId = await ping(hook.WebhookID);
    // The queue's own first attempt, then as if it had not happened, due a moment ago.
    await expect
      .poll(async () => (await deliveryOf(eventId, hook.WebhookID))?.attempts, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const id = (await deliveryOf(eventId, hook.WebhookID))?.id ?? 0;
    await env.DB.prepare("DELETE FROM webhook_attempts WHERE delivery_id = ?").bind(id).run();
    await env.DB.prepare("UPDATE webhook_deliveries SET attempts = 0, next_attempt_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    const attemptsLogged = async () =>
      (
        await env.DB.prepare("SELECT attempt FROM webhook_attempts WHERE delivery_id = ? ORDER BY id")
          .bind(id)
          .all<{ attempt: number }>()
      ).results.map((r) => r.attempt);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      // The queue sends a batch again, acks and all, when its invocation failed (locally: a name that does not
      // resolve); the copy finds its attempt made and the next one not due for 5 s.
      const first = queued({ webhookDeliveryId: id });
      await handleWebhookBatch(first.batch, env);
      expect(await attemptsLogged()).toEqual([1]);
      const again = queued({ webhookDeliveryId: id }, { webhookDeliveryId: id, attempts: 0 });
      await handleWebhookBatch(again.batch, env);
      expect(await attemptsLogged()).toEqual([1]);
      expect([...first.acked, ...again.acked]).toEqual([true, true, true]);
      const row = await deliveryOf(eventId, hook.WebhookID);
      expect(row).toMatchObject({ status: "Pending", attempts: 1 });
      // One line for the failed attempt, naming what comes next.
      expect(warn.mock.calls.map((c) => c.join(" "))).toEqual([
        `webhook ${hook.WebhookID} "${url}": event ${eventId} (ping) attempt 1 failed: answered 503; next attempt in 5 s`,
      ]);

      // Two copies at once (the cron's and the queue's, say): both may call, one records.
      const db = createDb(env.DB);
      const due = new Date(Date.parse(row?.next_attempt_at ?? "") + 1);
      const delays = await Promise.all([attempt(db, id, due, "due"), attempt(db, id, due, { attempts: 1 })]);
      expect(delays.sort()).toEqual([RETRY_DELAYS[1], null]);
      expect(await attemptsLogged()).toEqual([1, 2]);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[1]?.join(" ")).toContain("attempt 2 failed: answered 503; next attempt in 5 min");
      expect(warn.mock.calls.every((c) => !c.join(" ").includes("\n"))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });

  it("disables an endpoint whose every attempt failed for 5 days", async () => {
    const hook = await subscribe(KEYS.wxyz, newBox("fail"));
    const eventId = await ping(hook.WebhookID);
    const delivery = await deliveryOf(eventId, hook.WebhookID);
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE webhooks SET failing_since = ? WHERE id = ?").bind(sixDaysAgo, hook.WebhookID).run();
    await env.DB.prepare("UPDATE webhook_deliveries SET status = 'Pending' WHERE id = ?").bind(delivery?.id).run();
    await attempt(createDb(env.DB), delivery?.id ?? 0);
    const after = await json<Hook>(await call(`${WEBHOOKS}/${hook.WebhookID}`, { key: KEYS.wxyz }));
    expect(after.Enabled).toBe(false);
    expect(after.DisabledReason).toContain("5 days");

    // Enabled again by its owner, the count starts over.
    const enabled = await json<Hook>(
      await call(`${WEBHOOKS}/${hook.WebhookID}`, {
        method: "PUT",
        key: KEYS.wxyz,
        body: { Url: hook.Url, Events: ["*"], Enabled: true },
      }),
    );
    expect(enabled).toMatchObject({ Enabled: true, DisabledReason: null });
  });

  it("a success clears the failure count", async () => {
    const hook = await subscribe(KEYS.wxyz, newBox());
    await env.DB.prepare("UPDATE webhooks SET failing_since = ? WHERE id = ?")
      .bind(new Date(Date.now() - 86_400_000).toISOString(), hook.WebhookID)
      .run();
    await ping(hook.WebhookID);
    await eventually(hook.Url, hook.Secret, (e) => e.length === 1);
    await expect
      .poll(
        async () =>
          (await env.DB.prepare("SELECT failing_since AS f FROM webhooks WHERE id = ?").bind(hook.WebhookID).first())
            ?.f,
        { timeout: 10_000 },
      )
      .toBeNull();
  });

  it("the cron sends a delivery whose queue message was lost", async () => {
    const hook = await subscribe(KEYS.wxyz, newBox());
    const eventId = await ping(hook.WebhookID);
    await eventually(hook.Url, hook.Secret, (e) => e.length === 1);
    // As if the message had been lost: Pending, due an hour ago.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await env.DB.prepare(
      "UPDATE webhook_deliveries SET status = 'Pending', attempts = 0, next_attempt_at = ? WHERE event_id = ?",
    )
      .bind(anHourAgo, eventId)
      .run();
    expect(await sweepWebhooks(env, new Date())).toBeGreaterThanOrEqual(1);
    const events = await eventually(hook.Url, hook.Secret, (e) => e.length === 2);
    expect(events.map((e) => e.id)).toEqual([String(eventId), String(eventId)]);
  });
});

describe("round trips (contract section 13)", () => {
  it("a read makes one D1 round trip, a write at most two", async () => {
    const hook = await subscribe(KEYS.wxyz, newBox());
    const path = `${WEBHOOKS}/${hook.WebhookID}`;
    const eventId = await ping(hook.WebhookID);
    const body = { Url: hook.Url, Events: ["*"] };
    const cases: [string, string, { method?: string; body?: unknown }, number, number][] = [
      ["Create Webhook", WEBHOOKS, { method: "POST", body }, 201, 1],
      ["Webhook List", WEBHOOKS, {}, 200, 1],
      ["Webhook Detail", path, {}, 200, 1],
      ["Update Webhook", path, { method: "PUT", body }, 200, 1],
      ["Rotate Webhook Secret", `${path}/secret`, { method: "POST" }, 200, 1],
      // The rule (the caller's, enabled) is read, then the outbox written.
      ["Test Webhook", `${path}/test`, { method: "POST" }, 202, 2],
      ["Webhook Deliveries", `${path}/deliveries`, {}, 200, 1],
      ["Redeliver Event", `${path}/deliveries/${eventId}/redeliver`, { method: "POST" }, 202, 2],
      ["Delete Webhook", path, { method: "DELETE" }, 200, 1],
    ];
    for (const [name, url, options, status, expected] of cases) {
      const { res, trips, listing } = await roundTrips(url, { key: KEYS.wxyz, ...options });
      expect(res.status, `${name}: ${await res.text()}`).toBe(status);
      expect(trips.length, `${name}\n${listing}`).toBe(expected);
    }
  });
});
