/**
 * The typed client as a package of its own (client/): copied out of the
 * repository (no parent node_modules to lean on), installed from its own
 * lockfile, built by its `prepare`, packed with `npm pack`; the tarball
 * installed into an empty folder, where a TypeScript journey is type-checked
 * against the installed types alone and run against `npm start`, and the
 * package's command, mds-ingest, is run with npx.
 *
 * npm installs with `--prefer-offline`: every package here (the client's
 * openapi-fetch and typescript, the journey's @types/node) is one of the
 * repository's own, in the cache `npm ci` filled, so that a CI machine needs
 * no more of the registry than `npm ci` did.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, inject, it } from "vitest";

const run = promisify(execFile);
const root = path.join(import.meta.dirname, "..", "..");
const work = mkdtempSync(path.join(tmpdir(), "mds-client-package-"));
const NPM_FLAGS = ["--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"];

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The version the repository's lockfile installs of `name`, so that the cache `npm ci` filled holds it. */
function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
  return lock.packages[`node_modules/${name}`].version;
}

async function npm(cwd: string, args: string[]) {
  return run("npm", args, { cwd, timeout: 150_000, env: { ...process.env, npm_config_update_notifier: "false" } });
}

/** A journey of a caller's own project, with nothing but the packed client (and TypeScript) installed. */
const JOURNEY = `import { openAsBlob } from "node:fs";
import {
  createMediaDeliveryClient,
  downloadContent,
  nextCursor,
  type Schemas,
  unwrap,
  uploadContent,
} from "@media-delivery/client";

const baseUrl = process.env.BASE_URL ?? "http://localhost:8787";
const agency = createMediaDeliveryClient({ baseUrl, apiKey: "mds_dev_northwind" });

const order: Schemas["OrderWithWarnings"] = unwrap(
  await agency.POST("/api/v1/ad/orders", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    body: {
      Advertiser: "Packed Client Motors",
      Files: [{ AdID: "PKCL0001000H", Title: "Packed :30", Length: 30 }],
      Destinations: [200],
    },
  }),
);
console.log(\`created order \${order.OrderID} (\${order.Status})\`);
const spot = { orderID: order.OrderID, fileID: order.Files[0]?.FileID ?? 0 };
const media = await openAsBlob(process.env.MEDIA ?? "hd-spot.mp4");
const content = unwrap(await uploadContent(agency, spot, media, { contentType: "video/mp4" }));
console.log(\`uploaded \${content.Bytes} bytes, sha256 \${content.Sha256}\`);
const published = unwrap(await agency.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path: { orderID: order.OrderID } } }));
console.log(\`published order \${published.OrderID} (\${published.Status})\`);

// A query parameter that is a number is typed as one.
const page = await agency.GET("/api/v1/ad/orders", { params: { query: { role: "sender", limit: 1 } } });
console.log(\`a page of \${unwrap(page).length} order, next cursor \${nextCursor(page.response) ? "given" : "none"}\`);
export function typedAsNumber() {
  // @ts-expect-error: limit is a number, not text.
  return agency.GET("/api/v1/ad/orders", { params: { query: { limit: "1" } } });
}

const station = createMediaDeliveryClient({ baseUrl, apiKey: "mds_dev_wxyz" });
const download = await downloadContent(station, spot);
const bytes = new Uint8Array(await new Response(unwrap(download) as ReadableStream).arrayBuffer());
console.log(\`downloaded \${bytes.byteLength} bytes, ETag \${download.response.headers.get("ETag")}\`);

for (let i = 0; i < 50; i++) {
  const rows = unwrap(
    await agency.GET("/api/v1/ad/orders/{orderID}/proofofdelivery", { params: { path: { orderID: order.OrderID } } }),
  );
  const wxyz = rows.find((row) => row.OrganizationID === 200);
  if (wxyz?.Status === "Delivered" || i === 49) {
    console.log(\`WXYZ-TV: \${wxyz?.Status}\`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
`;

describe("@media-delivery/client as a package", () => {
  it("installs and builds on its own, packs, installs from its tarball into an empty folder, and runs a journey", async () => {
    // The package alone, out of the repository: its own lockfile, its own TypeScript; `prepare` builds dist/.
    const source = path.join(work, "client");
    cpSync(path.join(root, "client"), source, {
      recursive: true,
      filter: (from) => !/[/\\](node_modules|dist)$/.test(from),
    });
    await npm(source, ["ci", ...NPM_FLAGS]);
    expect(readdirSync(path.join(source, "dist")).sort()).toEqual(["index.d.ts", "index.js", "ingest", "schema.d.ts"]);
    const packed = JSON.parse((await npm(source, ["pack", "--json", "--pack-destination", work])).stdout)[0];
    const tarball = path.join(work, packed.filename);
    // The typed client, and mds-ingest, the station's ingest agent (the package's bin).
    const agent = ["agent", "cli", "download", "folder", "progress", "service"];
    expect(packed.files.map((f: { path: string }) => f.path).sort()).toEqual([
      "README.md",
      "dist/index.d.ts",
      "dist/index.js",
      ...agent.flatMap((name) => [`dist/ingest/${name}.d.ts`, `dist/ingest/${name}.js`]),
      "dist/schema.d.ts",
      "package.json",
    ]);

    // A caller's project: nothing but the tarball, TypeScript and Node's types.
    const app = path.join(work, "app");
    mkdirSync(app);
    writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "journey", private: true, type: "module" }));
    await npm(app, [
      "install",
      ...NPM_FLAGS,
      tarball,
      `typescript@${lockedVersion("typescript")}`,
      `@types/node@${lockedVersion("@types/node")}`,
    ]);
    expect(existsSync(path.join(app, "node_modules", "openapi-fetch", "package.json"))).toBe(true);
    writeFileSync(path.join(app, "journey.ts"), JOURNEY);
    writeFileSync(
      path.join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2022", "DOM"],
          types: ["node"],
          strict: true,
          noUncheckedIndexedAccess: true,
        },
        files: ["journey.ts"],
      }),
    );
    // Type-checked against the installed declarations only (an unused @ts-expect-error fails it too).
    await run(path.join(app, "node_modules", ".bin", "tsc"), ["-p", "."], { cwd: app, timeout: 120_000 });

    const spot = readFileSync(path.join(root, "fixtures", "media", "hd-spot.mp4"));
    const { stdout } = await run("node", ["journey.js"], {
      cwd: app,
      timeout: 60_000,
      env: { ...process.env, BASE_URL: inject("baseUrl"), MEDIA: path.join(root, "fixtures", "media", "hd-spot.mp4") },
    });
    expect(stdout).toMatch(/^created order \d+ \(Draft\)$/m);
    expect(stdout).toContain(`uploaded ${spot.byteLength} bytes`);
    expect(stdout).toMatch(/^published order \d+ \(Published\)$/m);
    expect(stdout).toContain("a page of 1 order, next cursor given");
    // WXYZ-TV receives its rendition (its Deliver: H.264 1080p, contract section 19), never the master itself.
    const [, bytes, etag] = stdout.match(/^downloaded (\d+) bytes, ETag "([0-9a-f]{64})"$/m) ?? [];
    expect(Number(bytes)).toBeGreaterThan(0);
    expect(etag).toBeDefined();
    expect(etag).not.toBe(createHash("sha256").update(spot).digest("hex"));
    expect(stdout).toContain("WXYZ-TV: Delivered");

    // mds-ingest from the installed package, as a station runs it (--no-install: never a package of that name from
    // the registry), with its key in MDS_KEY: the spot just published lands in its watch folder.
    const help = await run("npx", ["--no-install", "mds-ingest", "--help"], { cwd: app, timeout: 60_000 });
    expect(help.stdout).toContain("--folder <dir>");
    const folder = path.join(work, "watch");
    const ingest = await run("npx", ["--no-install", "mds-ingest", "--once", "--folder", folder], {
      cwd: app,
      timeout: 120_000,
      env: { ...process.env, MDS_KEY: "mds_dev_wxyz", MDS_URL: inject("baseUrl") },
    });
    expect(ingest.stdout).toMatch(/^ingest \d+: order \d+, file \d+ PKCL0001000H .*SHA-256 verified/m);
    expect(readdirSync(folder)).toEqual(expect.arrayContaining(["PKCL0001000H.mp4", "PKCL0001000H.xml"]));
  }, 300_000);
});
