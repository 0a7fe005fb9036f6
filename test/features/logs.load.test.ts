import { describe, expect, it } from "vitest";
import { BASE, KEYS, settle } from "../helpers";

interface Log {
  RequestId: string;
  StatusCode: number;
  HttpMethod: string;
  Url: string;
}

const send = (path: string, init: RequestInit = {}) => settle(new Request(`${BASE}${path}`, init));

/** Requests of every outcome: 200, 400 (bad id, bad query), 404, 405, 406. */
const KINDS: { path: string; init?: RequestInit; status: number }[] = [
  { path: "/api/v1/ad/orders/orderstates", status: 200 },
  { path: "/api/v1/ad/account/destinationOrganizationStatus/201", status: 200 },
  { path: "/api/v1/ad/account/destinationOrganizationStatus/abc", status: 400 },
  { path: "/api/v1/music/account/logs?httpMethod=FETCH", status: 400 },
  { path: "/api/v1/ad/account/destinationOrganizationStatus/4242", status: 404 },
  { path: "/api/v1/nowhere", status: 404 },
  { path: "/api/v1/ad/orders/podstates", init: { method: "DELETE" }, status: 405 },
  { path: "/api/v1/ad/orders/podstates", init: { headers: { Accept: "image/png" } }, status: 406 },
];

describe("Logs under load", () => {
  it("finds each of 100 parallel requests exactly once, with its outcome", async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const sent = Array.from({ length: 100 }, (_, i) => {
      const kind = KINDS[i % KINDS.length] as (typeof KINDS)[number];
      const requestId = `load-${run}-${i}`;
      const headers = new Headers(kind.init?.headers);
      headers.set("X-API-Key", KEYS.harborlight);
      headers.set("X-Request-Id", requestId);
      return { requestId, kind, response: send(kind.path, { ...kind.init, headers }) };
    });
    const responses = await Promise.all(sent.map((s) => s.response));
    responses.forEach((res, i) => {
      expect(res.status).toBe(sent[i]?.kind.status);
      expect(res.headers.get("X-Request-Id")).toBe(sent[i]?.requestId);
    });

    const res = await send("/api/v1/music/account/logs?limit=1000", { headers: { "X-API-Key": KEYS.harborlight } });
    expect(res.status).toBe(200);
    const logs = ((await res.json()) as Log[]).filter((l) => l.RequestId.startsWith(`load-${run}-`));
    expect(logs).toHaveLength(100);
    const byId = new Map(logs.map((l) => [l.RequestId, l]));
    expect(byId.size).toBe(100);
    for (const { requestId, kind } of sent) {
      expect(byId.get(requestId), requestId).toMatchObject({
        StatusCode: kind.status,
        HttpMethod: kind.init?.method ?? "GET",
        Url: kind.path,
      });
    }
  });

  it("logs a request made with a contact's key to its organization's account, once", async () => {
    const requestId = `dana-${crypto.randomUUID()}`;
    // `who` makes the URL this test's own; a parameter the operation does not know is a 400, logged as any.
    const res = await send("/api/v1/ad/orders/orderstates?who=dana", {
      headers: { "X-API-Key": KEYS.dana, "X-Request-Id": requestId },
    });
    expect(res.status).toBe(400);
    const list = await send(
      `/api/v1/music/account/logs?url=${encodeURIComponent("/api/v1/ad/orders/orderstates?who=dana")}`,
      {
        headers: { "X-API-Key": KEYS.wxyz },
      },
    );
    const logs = (await list.json()) as Log[];
    expect(logs.map((l) => l.RequestId)).toEqual([requestId]);
  });
});
