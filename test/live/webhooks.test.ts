/**
 * Events against `npm start` with real receivers (examples/webhook-receiver.ts,
 * a Node HTTP server verifying each signature with `standardwebhooks`): the
 * agency's receiver and the station's see the events of a publish, of the
 * station's download and of its house ID, each once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort } from "./server";

interface Receiver {
  child: ChildProcess;
  output(): string;
}

const receivers: Receiver[] = [];

async function receiver(apiKey: string): Promise<Receiver> {
  const port = await freePort();
  const child = spawn("node_modules/.bin/tsx", ["examples/webhook-receiver.ts"], {
    env: { ...process.env, BASE_URL: inject("baseUrl"), API_KEY: apiKey, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const r = { child, output: () => out };
  receivers.push(r);
  await expect.poll(() => out, { timeout: 30_000 }).toMatch(/listening on http:\/\/127\.0\.0\.1/);
  return r;
}

afterAll(async () => {
  for (const r of receivers) r.child.kill("SIGTERM");
});

const api = async (path: string, key: string, init: { method?: string; body?: unknown; type?: string } = {}) => {
  const res = await fetch(`${inject("baseUrl")}${path}`, {
    method: init.method ?? "GET",
    headers: { "X-API-Key": key, "Content-Type": init.type ?? "application/json", Accept: "application/json" },
    body: init.body === undefined ? undefined : init.type ? (init.body as BodyInit) : JSON.stringify(init.body),
  });
  if (res.status >= 300) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
  return res;
};

describe("webhooks against npm start", () => {
  it("the agency and the station each receive the events of a publish, a download and a house ID", async () => {
    const agency = await receiver("mds_dev_northwind");
    const station = await receiver("mds_dev_wxyz");

    const order = (await (
      await api("/api/v1/ad/orders", "mds_dev_northwind", {
        method: "POST",
        body: {
          Advertiser: "Webhook Live Test",
          Files: [{ AdID: "WHLT0001000H", Title: "Live :30", Length: 5, Format: "HD" }],
          Destinations: [200],
        },
      })
    ).json()) as { OrderID: number; Files: { FileID: number }[] };
    const fileId = order.Files[0]?.FileID ?? 0;
    const content = `/api/v1/ad/orders/${order.OrderID}/files/${fileId}/content`;
    await api(content, "mds_dev_northwind", {
      method: "PUT",
      body: new Blob([readFileSync("fixtures/media/hd-spot.mp4")]),
      type: "video/mp4",
    });
    await api(`/api/v1/ad/orders/${order.OrderID}/publish`, "mds_dev_northwind", { method: "PUT" });

    // The station hears of it, downloads it and sets its house ID.
    await expect.poll(() => station.output(), { timeout: 30_000 }).toMatch(/order\.received .*"OrderID":/);
    await (await api(content, "mds_dev_wxyz")).arrayBuffer();
    await api(`/api/v1/ad/orders/${order.OrderID}/files/${fileId}/houseid`, "mds_dev_wxyz", {
      method: "PUT",
      body: { HouseID: "WX-LIVE-1" },
    });

    const id = `"OrderID":${order.OrderID}`;
    for (const type of ["order.published", "delivery.updated", "order.delivered", "file.house_id_set"]) {
      await expect
        .poll(() => agency.output(), { timeout: 30_000 })
        .toMatch(new RegExp(`${type.replace(".", "\\.")} .*${id}`));
    }
    expect(station.output()).toMatch(new RegExp(`order\\.received .*${id}`));
    expect(agency.output()).toMatch(/"HouseID":"WX-LIVE-1"/);
    // Each event once; nothing refused; nothing about this order that the station may not see.
    const lines = agency
      .output()
      .split("\n")
      .filter((l) => l.startsWith("event "));
    const ids = lines.map((l) => l.split(" ")[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(agency.output()).not.toContain("refused");
    expect(station.output()).not.toMatch(new RegExp(`order\\.published .*${id}`));
  });
});
