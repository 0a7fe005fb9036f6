/**
 * Shared steps of the webhook tests: subscribing a receiver box at
 * https://receiver.test (test/webhook-receiver.ts), reading what it received,
 * and verifying each event with the `standardwebhooks` package, so that the
 * signature is checked by code this project did not write.
 */

import { Webhook } from "standardwebhooks";
import { expect } from "vitest";
import { type CallOptions, call, json, send } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";

export const WEBHOOKS = "/api/v1/account/webhooks";

let boxSeq = 0;
/** A receiver box of its own for a test. */
export const newBox = (mode: "ok" | "fail" | "slow" = "ok") =>
  `https://receiver.test/${mode}/box-${Date.now()}-${++boxSeq}`;

export interface Subscription {
  WebhookID: number;
  Secret: string;
  Url: string;
}

/** Subscribes `url` for the key's organization; must succeed. */
export async function subscribe(key: string, url: string, events: string[] = ["*"]): Promise<Subscription> {
  const res = await call(WEBHOOKS, { method: "POST", key, body: { Url: url, Events: events, Description: "test" } });
  if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
  return json<Subscription>(res);
}

export interface ReceivedEvent {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
  headers: Record<string, string>;
}

/** The requests a box received, as they came. */
export async function requestsTo(url: string): Promise<{ headers: Record<string, string>; body: string }[]> {
  const box = new URL(url).pathname.split("/")[2];
  return (await (await fetch(`https://receiver.test/read/${box}`)).json()) as {
    headers: Record<string, string>;
    body: string;
  }[];
}

/** What a box received, each verified with its secret(s) by `standardwebhooks`. */
export async function received(url: string, secret: string): Promise<ReceivedEvent[]> {
  const rows = await requestsTo(url);
  const verifier = new Webhook(secret);
  return rows.map((row) => {
    const event = verifier.verify(row.body, row.headers) as Omit<ReceivedEvent, "id" | "headers">;
    return { ...event, id: row.headers["webhook-id"] ?? "", headers: row.headers };
  });
}

/** Waits until the box holds events matching `until`; answers them all. */
export async function eventually(
  url: string,
  secret: string,
  until: (events: ReceivedEvent[]) => boolean,
): Promise<ReceivedEvent[]> {
  let events: ReceivedEvent[] = [];
  await expect
    .poll(
      async () => {
        events = await received(url, secret);
        return until(events);
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true);
  return events;
}

/**
 * A request, and the D1 round trips it made of its own: not the key's lookup
 * or its last-use write, nor the request-log write (contract section 13).
 */
export async function roundTrips(
  path: string,
  options: CallOptions,
): Promise<{ res: Response; trips: RoundTrip[]; listing: string }> {
  const requestId = `round-trips-${crypto.randomUUID()}`;
  const trips: RoundTrip[] = [];
  const stop = instrument.observe((trip) => {
    if (trip.origin === requestId) trips.push(trip);
  });
  try {
    const res = await send(path, { ...options, headers: { ...options.headers, "X-Request-Id": requestId } });
    const own = trips.filter(
      (t) =>
        t.database === "DB" &&
        !t.statements.some((s) =>
          /\bfrom "api_keys"[\s\S]*"key_hash" = \?|^update "api_keys" set "last_used_at"/i.test(s.sql),
        ),
    );
    const listing = own
      .map((t) => `${t.method}: ${t.statements.map((s) => s.sql.slice(0, 120)).join(" | ")}`)
      .join("\n");
    return { res, trips: own, listing };
  } finally {
    stop();
  }
}
