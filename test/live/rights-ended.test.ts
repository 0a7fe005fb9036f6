/**
 * The agency journey of contract section 20, live: `npm start` (its own port and PERSIST_TO, the Cron Trigger's
 * handler on `/__scheduled`), mds-ingest as WXYZ-TV runs it. WXYZ-TV's spec requires its standards department's
 * clearance: a Northwind spot is refused (`clearance_missing`), cleared with a restriction, published, and lands
 * in the watch folder with its restriction in the companion; its rights are then set to have ended two days ago
 * (Set File Rights: the station gets an `update` with that EndDate); the Cron Trigger's tick sends the `kill`,
 * and the agent moves the media and its companion to `killed/`. A second tick sends nothing more.
 */
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { world } from "../../fixtures/world";
import { freePort, type Server, startServer, tempPersistDir } from "./server";

const run = promisify(execFile);
const root = path.join(import.meta.dirname, "..", "..");
const CLI = path.join(root, "client", "dist", "ingest", "cli.js");
const NORTHWIND = "mds_dev_northwind";
const WXYZ = "mds_dev_wxyz";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `mds-ingest --once`: what it printed and how it ended. */
function once(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, "--once", ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += d;
  });
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
  return new Promise((resolve) =>
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe("cleared, published, rights ended: the spot leaves the station's automation", () => {
  let server: Server | undefined;
  let persistTo: string;
  const work = mkdtempSync(path.join(tmpdir(), "mds-rights-test-"));
  const folder = path.join(work, "wxyz");
  const baseUrl = () => server?.baseUrl ?? "";
  const wxyz = () => ({ MDS_KEY: WXYZ, MDS_URL: baseUrl() });
  const hd = readFileSync(path.join(root, "fixtures", "media", "hd-spot.mp4"));

  async function api(key: string, method: string, route: string, body?: unknown) {
    const res = await fetch(`${baseUrl()}${route}`, {
      method,
      headers: { "X-API-Key": key, Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  beforeAll(async () => {
    await run("npm", ["run", "build"], { cwd: path.join(root, "client"), timeout: 120_000 });
    persistTo = tempPersistDir("mds-rights-");
    server = await startServer({ port: await freePort(), persistTo, env: { TEST_SCHEDULED: "1" } });
  });

  afterAll(async () => {
    await server?.stop("SIGTERM", 10_000);
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it("refused uncleared, cleared, published, ingested, rights ended, killed by the cron: mds-ingest moves it to killed/", async () => {
    // What the demo world sent WXYZ-TV already, taken first.
    expect((await once(["--folder", folder], wxyz())).code).toBe(0);

    const made = await api(NORTHWIND, "POST", "/api/v1/ad/orders", {
      Advertiser: "Rights Motors",
      Files: [{ AdID: "RGTE0001000H", Title: "Talent :30", Length: 30, Format: "HD", Rights: { Notes: "cycle 1" } }],
      Destinations: [200],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const order = made.body.OrderID as number;
    const file = made.body.Files[0].FileID as number;
    const upload = await fetch(`${baseUrl()}/api/v1/ad/orders/${order}/files/${file}/content`, {
      method: "PUT",
      headers: { "X-API-Key": NORTHWIND, "Content-Type": "video/mp4" },
      body: hd,
    });
    expect(upload.status, await upload.text()).toBe(200);
    // WXYZ-TV now requires its standards department's clearance: the spot is refused until it has it. It receives
    // the original here (its Deliver set aside on this server of the file's own: renditions are another journey's).
    const { Deliver: _, ...spec } = world.destinationSpecs.find((d) => d.organizationId === 200)?.spec ?? {};
    const requires = await api(WXYZ, "PUT", "/api/v1/ad/account/destinationSpecs/200", {
      ...spec,
      RequiresClearance: ["WXYZ Standards"],
    });
    expect(requires.status, JSON.stringify(requires.body)).toBe(200);
    const refused = await api(NORTHWIND, "PUT", `/api/v1/ad/orders/${order}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject([{ field: "Files[0]", code: "clearance_missing" }]);
    const clearance = `/api/v1/ad/orders/${order}/files/${file}/clearances/${encodeURIComponent("WXYZ Standards")}`;
    const cleared = await api(NORTHWIND, "PUT", clearance, {
      Status: "Restricted",
      Reference: "WS-2026-0042",
      Restrictions: ["not before 21:00"],
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);

    const published = await api(NORTHWIND, "PUT", `/api/v1/ad/orders/${order}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const landed = await once(["--folder", folder], wxyz());
    expect(landed.code, landed.stderr).toBe(0);
    expect(sha256(readFileSync(path.join(folder, "RGTE0001000H.mp4")))).toBe(sha256(hd));
    expect(readFileSync(path.join(folder, "RGTE0001000H.xml"), "utf8")).toContain(
      "<Restrictions>\n    <Restriction>WXYZ Standards: not before 21:00</Restriction>\n  </Restrictions>",
    );

    // The talent's rights ended two days ago: WXYZ-TV is told its new EndDate at once, and the cron kills it.
    const ended = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const set = await api(NORTHWIND, "PUT", `/api/v1/ad/orders/${order}/files/${file}/rights`, { AirEnd: ended });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const tick = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
    expect(tick.status, await tick.text()).toBe(200);

    // The tick runs in waitUntil: the agent takes the kill once it is in the feed.
    let out = { code: 0 as number | null, stdout: "", stderr: "" };
    for (let i = 0; i < 30 && !/^kill /m.test(out.stdout); i++) {
      if (i > 0) await sleep(500);
      out = await once(["--folder", folder], wxyz());
      expect(out.code, out.stderr).toBe(0);
    }
    expect(out.stdout).toMatch(
      new RegExp(
        `^kill \\d+: order ${order}, file ${file} .*RGTE0001000H\\.mp4 and RGTE0001000H\\.xml moved to killed/$`,
        "m",
      ),
    );
    expect(readdirSync(folder)).not.toContain("RGTE0001000H.mp4");
    expect(readdirSync(path.join(folder, "killed")).sort()).toEqual(["RGTE0001000H.mp4", "RGTE0001000H.xml"]);
    const companion = readFileSync(path.join(folder, "killed", "RGTE0001000H.xml"), "utf8");
    expect(companion).toContain("<Action>kill</Action>");
    expect(companion).toContain(`<EndDate>${ended}</EndDate>`);

    // Another tick: nothing more for the station.
    expect((await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`)).status).toBe(200);
    await sleep(1500);
    const again = await once(["--folder", folder], wxyz());
    expect(again.stdout).not.toMatch(/^kill /m);
  }, 180_000);
});
