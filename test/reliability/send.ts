/**
 * Requests through the worker's own fetch handler with an execution context
 * that is waited on, so that the request log (written with waitUntil) is in
 * D1 when the request returns.
 */
import { env } from "cloudflare:test";
import { loggedEntries } from "../logs";

export { type SendOptions, send } from "../helpers";

/** The request log rows of one request. */
export async function logRowsOf(requestId: string | null) {
  return (await loggedEntries(requestId)).map((e) => ({ status_code: e.statusCode, url_template: e.urlTemplate }));
}

/** One number out of D1. */
export async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

let seq = 0;
/** A value no other test uses (advertisers, keys, request ids). */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

/** A valid spot order; `advertiser` tells its rows apart. */
export const orderBody = (advertiser: string, destinations: number[] = [200, 201]) => ({
  Advertiser: advertiser,
  Priority: "Rush",
  FlightStartDate: "2030-12-01",
  FlightEndDate: "2030-12-31",
  Files: [
    { AdID: "GLCU0012000H", Title: "Holiday Auto Loans :30", Length: 30, Format: "HD" },
    { AdID: "GLCU0012001H", Title: "Holiday Auto Loans :15", Length: 15, Format: "HD" },
  ],
  Destinations: destinations,
});

/** A valid long form order. */
export const longFormBody = (advertiser: string) => ({
  ...orderBody(advertiser),
  ProgramTitle: "Home Show Weekly",
  Episode: "Episode 12",
  Files: [{ AdID: "GLHS0000120H", Title: "Home Show Weekly: Kitchens", Length: 1680, Format: "HD" }],
});
