/**
 * Webhook endpoints that fail, against `npm start` on a server of this file's
 * own (so that its console can be read): a host name that does not resolve,
 * a TLS handshake that fails, and a receiver answering 503. Each is a failed
 * attempt like any other: the first at once, the second 5 s later (the
 * documented schedule, src/features/webhooks/webhooks.sender.ts
 * RETRY_DELAYS), each recorded once, and one console line per failed attempt.
 * (Locally, a name that does not resolve failed the queue's whole invocation,
 * acks included: the queue sent the message again every second, 8 attempts in
 * 8 s, each logged twice, then Failed.)
 */

import { rmSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type Server, startServer, tempPersistDir } from "./server";

const KEY = "mds_dev_wxyz";

interface Attempt {
  EventID: number;
  Attempt: number;
  StatusCode: number | null;
  Error: string | null;
  DeliveryStatus: string;
  At: string;
}

let server: Server;
let persistTo: string;
let receiver: HttpServer;
let receiverPort: number;

beforeAll(async () => {
  receiverPort = await freePort();
  // Plain HTTP: a 503 at /fail; an https URL to it fails its TLS handshake.
  receiver = createServer((req, res) => {
    req.resume();
    res.writeHead(503).end("down for maintenance");
  });
  await new Promise<void>((resolve) => receiver.listen(receiverPort, "127.0.0.1", resolve));
  persistTo = tempPersistDir("mds-webhook-failures-");
  server = await startServer({ port: await freePort(), persistTo });
});

afterAll(async () => {
  await server?.stop("SIGTERM", 10_000);
  receiver?.close();
  if (persistTo) rmSync(persistTo, { recursive: true, force: true });
});

async function api<T>(path: string, method = "GET", body?: unknown): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { "X-API-Key": KEY, "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe("webhook endpoints that fail, against npm start", () => {
  it("each failure is an attempt on the schedule, recorded once, with one console line", async () => {
    const targets = {
      dns: "https://no-such-host.invalid/hook",
      tls: `https://127.0.0.1:${receiverPort}/tls`,
      answer503: `http://127.0.0.1:${receiverPort}/fail`,
    };
    const hooks: Record<string, number> = {};
    for (const [name, url] of Object.entries(targets)) {
      const hook = await api<{ WebhookID: number }>("/api/v1/account/webhooks", "POST", {
        Url: url,
        Events: ["comment.created"],
      });
      hooks[name] = hook.WebhookID;
      await api(`/api/v1/account/webhooks/${hook.WebhookID}/test`, "POST");
    }
    const attemptsOf = (id: number | undefined) =>
      api<Attempt[]>(`/api/v1/account/webhooks/${id}/deliveries?limit=100`);

    // The second attempt comes 5 s after the first; then nothing for 5 minutes.
    for (const id of Object.values(hooks)) {
      await expect.poll(async () => (await attemptsOf(id)).length, { timeout: 30_000, interval: 500 }).toBe(2);
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    for (const [name, id] of Object.entries(hooks)) {
      const log = await attemptsOf(id);
      expect(
        log.map((a) => a.Attempt),
        name,
      ).toEqual([2, 1]);
      expect(new Set(log.map((a) => a.DeliveryStatus)), name).toEqual(new Set(["Pending"]));
      const [second, first] = log as [Attempt, Attempt];
      const apart = Date.parse(second.At) - Date.parse(first.At);
      expect(apart, name).toBeGreaterThanOrEqual(5_000);
      expect(apart, name).toBeLessThan(15_000);
    }
    const errors = async (id: number | undefined) => (await attemptsOf(id)).map((a) => a.Error);
    expect(await errors(hooks.dns)).toEqual(Array(2).fill(expect.stringContaining("host name did not resolve")));
    expect(await errors(hooks.tls)).toEqual(Array(2).fill(expect.stringContaining("TLS handshake failed")));
    expect(await errors(hooks.answer503)).toEqual(["answered 503", "answered 503"]);

    // One line of the service's own per failed attempt, naming the next one.
    const lines = server.output().split("\n");
    // workerd's own reports of the failed connections (native stack traces) are not shown.
    expect(server.output(), server.output()).not.toMatch(/DNS lookup failed|OpenSSL error|stack: \S*workerd@/);
    for (const [name, id] of Object.entries(hooks)) {
      const own = lines.filter((line) => line.includes(`webhook ${id} "`));
      expect(own, `${name}:\n${server.output()}`).toHaveLength(2);
      expect(own[0], name).toMatch(/attempt 1 failed: .*; next attempt in 5 s/);
      expect(own[1], name).toMatch(/attempt 2 failed: .*; next attempt in 5 min/);
    }
  }, 120_000);
});
