/**
 * The Cron Trigger under `npm start` (scripts/serve.ts, scripts/cron-schedule.ts):
 * the crons of wrangler.toml read as Cloudflare reads them, ticks at the times
 * they name (with fake timers), and the running service's scheduled handler
 * run without anyone asking: the seeded deliveries of online destinations,
 * Queued in fixtures/, are taken up once `npm start` is up, the offline
 * destinations' wait.
 */
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { nextTick, parseCron, runSchedule, type Tick } from "../../scripts/cron-schedule.ts";

const at = (iso: string) => new Date(iso);
const next = (cron: string, after: string) => nextTick(parseCron(cron), at(after)).toISOString();

describe("the crons, as Cloudflare reads them (UTC)", () => {
  it("reads wrangler.toml's cron: every five minutes", () => {
    const crons = readFileSync("wrangler.toml", "utf8").match(/^crons = \[(.*)\]$/m)?.[1];
    expect(crons).toBe('"*/5 * * * *"');
    expect(next("*/5 * * * *", "2026-11-21T12:03:10Z")).toBe("2026-11-21T12:05:00.000Z");
    expect(next("*/5 * * * *", "2026-11-21T12:05:00Z")).toBe("2026-11-21T12:10:00.000Z");
    expect(next("*/5 * * * *", "2026-12-31T23:59:59Z")).toBe("2027-01-01T00:00:00.000Z");
  });

  it("reads numbers, ranges, steps, lists and names; a restricted day of month or of week either matches", () => {
    expect(next("30 9 * * MON-FRI", "2026-11-21T10:00:00Z")).toBe("2026-11-23T09:30:00.000Z"); // a Saturday
    expect(next("0 0 1 JAN,jul *", "2026-02-01T00:00:00Z")).toBe("2026-07-01T00:00:00.000Z");
    expect(next("15,45 */6 * * *", "2026-11-21T06:15:00Z")).toBe("2026-11-21T06:45:00.000Z");
    expect(next("10-50/20 0 * * *", "2026-11-21T00:31:00Z")).toBe("2026-11-21T00:50:00.000Z");
    expect(next("0 12 13 * 5", "2026-11-01T00:00:00Z")).toBe("2026-11-06T12:00:00.000Z"); // Friday before the 13th
    expect(next("0 0 29 2 *", "2026-03-01T00:00:00Z")).toBe("2028-02-29T00:00:00.000Z");
    expect(next("0 0 * * 7", "2026-11-21T00:00:00Z")).toBe("2026-11-22T00:00:00.000Z"); // 7 is Sunday too
  });

  it("refuses what it cannot read, by name", () => {
    expect(() => parseCron("0 0 L * *")).toThrow(/"L" is not a day of month/);
    expect(() => parseCron("* * * *")).toThrow(/five fields/);
    expect(() => parseCron("60 * * * *")).toThrow(/"60" is not a minute/);
    expect(() => parseCron("0 0 * * MON#2")).toThrow(/"MON#2" is not a day of week/);
  });
});

describe("the schedule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks once at start, then at each time the cron names, one tick at a time, until stopped", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(at("2026-11-21T12:03:10Z"));
    const ticks: Tick[] = [];
    const stop = runSchedule(["*/5 * * * *"], async (t) => void ticks.push(t), { atStart: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(ticks).toEqual([{ cron: "*/5 * * * *", scheduledTime: at("2026-11-21T12:03:10Z").getTime() }]);
    await vi.advanceTimersByTimeAsync(109_000); // 12:04:59
    expect(ticks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000); // 12:05:00
    await vi.advanceTimersByTimeAsync(600_000); // 12:15:00
    expect(ticks.map((t) => new Date(t.scheduledTime).toISOString())).toEqual([
      "2026-11-21T12:03:10.000Z",
      "2026-11-21T12:05:00.000Z",
      "2026-11-21T12:10:00.000Z",
      "2026-11-21T12:15:00.000Z",
    ]);
    stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(ticks).toHaveLength(4);
  });

  it("goes on after a tick that failed", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(at("2026-11-21T12:04:00Z"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const stop = runSchedule(
      ["*/5 * * * *"],
      async () => {
        calls++;
        throw new Error("the handler is down");
      },
      { atStart: true },
    );
    await vi.advanceTimersByTimeAsync(60_000 + 300_000);
    stop();
    expect(calls).toBe(3);
    expect(errors).toHaveBeenCalledTimes(3);
    expect(String(errors.mock.calls[1]?.[0])).toBe(
      "cron */5 * * * *: the tick due 2026-11-21T12:05:00.000Z failed: Error: the handler is down",
    );
    errors.mockRestore();
  });
});

describe("npm start runs the Cron Trigger's handler", () => {
  it("takes up the seeded Queued deliveries of online destinations without being asked; the offline ones wait", async () => {
    const baseUrl = inject("baseUrl");
    // Order 5022 (fixtures/world.ts): published, every delivery Queued; 202 and 217 are offline.
    type Row = { OrganizationID: number; Status: string };
    const rows = async () =>
      (await (
        await fetch(`${baseUrl}/api/v1/ad/orders/5022/proofofdelivery`, {
          headers: { "X-API-Key": "mds_dev_northwind" },
        })
      ).json()) as Row[];
    let seen: Row[] = [];
    for (let i = 0; i < 120; i++) {
      seen = await rows();
      if (seen.every((r) => r.Status !== "Queued" || [202, 217].includes(r.OrganizationID))) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(seen).toHaveLength(10);
    for (const row of seen) {
      expect(
        [202, 217].includes(row.OrganizationID) ? ["Queued"] : ["Sending", "Delivered"],
        JSON.stringify(row),
      ).toContain(row.Status);
    }
  }, 90_000);
});
