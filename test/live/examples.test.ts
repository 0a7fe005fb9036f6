/**
 * The runnable examples of examples/ against `npm start`: each journey, in
 * TypeScript (tsx, with the typed client) and with curl, exits 0 and prints
 * what it is about.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";

const run = promisify(execFile);

async function example(file: string, args: string[] = [], env: Record<string, string> = {}) {
  const [command, argv] = file.endsWith(".ts") ? ["node_modules/.bin/tsx", [file, ...args]] : ["bash", [file, ...args]];
  const { stdout } = await run(command, argv, {
    env: { ...process.env, BASE_URL: inject("baseUrl"), ...env },
    timeout: 100_000,
  });
  return stdout;
}

describe.each(["ts", "sh"])("examples/*.%s", (ext) => {
  it("an agency creates, publishes and follows an order until its online destinations have it", async () => {
    const out = await example(`examples/agency-order.${ext}`);
    expect(out).toMatch(/created order \d+ \(Draft\)/);
    expect(out).toContain("WQRS-AM (202) is offline");
    expect(out).toMatch(/published order \d+ \(Published\)/);
    expect(out).toMatch(/GLCU0013000H to WXYZ-TV: Delivered/);
    expect(out).toMatch(/GLCU0013030 to KLMN-FM: Delivered/);
    expect(out).toMatch(/GLCU0013000H to WQRS-AM: Queued/);
    expect(out).toContain("all deliveries to online destinations are Delivered");
    expect(out).toMatch(/order \d+ is (In Progress|Delivered)/);
  });

  it("a station group sets house IDs and statuses for its stations, not for another", async () => {
    const out = await example(`examples/station-group.${ext}`);
    for (const text of ["WXYZ-CM-44101", "KLMN-SP-0871", "On Air", "In Review", "WQRS-AM refused: 403"]) {
      expect(out).toContain(text);
    }
    expect(out).toMatch(
      /KLMN-SP-0871.*On Air.*(confirmed by |"Confirmed":true,"ConfirmedAt":"[^"]+","ConfirmedBy":")Summit/,
    );
  });

  it("a label reads the file statuses of release 7001 and comments on it", async () => {
    const out = await example(`examples/label-release.${ext}`);
    for (const text of ["Midnight Lanterns", "USBHR2600101", "Harbor Lights at Dawn", "KLMN-MU-0417", "WQRS-AM"]) {
      expect(out).toContain(text);
    }
    expect(out).toMatch(
      /comment \d+ on release 7001 by Blue Harbor Records|"ReleaseID":7001,"Type":"Comment","CommentPosterName":"Blue Harbor Records"/,
    );
  });

  it("an account reads its logs by template, page by page", async () => {
    const baseUrl = inject("baseUrl");
    for (const id of [5002, 5003]) {
      const res = await fetch(`${baseUrl}/api/v1/ad/orders/${id}`, { headers: { "X-API-Key": "mds_dev_northwind" } });
      expect(res.status).toBe(200);
    }
    // One entry a page (the curl example reads LIMIT), so that it follows `Link: <…>; rel="next"`.
    const out = await example(`examples/account-logs.${ext}`, ["/api/v1/ad/orders/{id}"], { LIMIT: "1" });
    expect(out).toContain("/api/v1/ad/orders/5002");
    expect(out).toContain("/api/v1/ad/orders/5003");
    const count = Number(out.match(/(\d+) log entries for \/api\/v1\/ad\/orders\/\{id\} since \d{4}-\d{2}-\d{2}/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(2);
  });
});
