/**
 * mds-ingest, the station's ingest agent (client/src/ingest/), run as the
 * station runs it (`node client/dist/ingest/cli.js`, a process of its own,
 * the key in MDS_KEY) against `npm start` on a server of this file's own
 * (its own port and PERSIST_TO):
 *
 * 1. a publish (Northwind to WXYZ-TV, the HD spot uploaded) lands in the
 *    watch folder after `--once`: the media, byte for byte the upload, and
 *    its companion XML; nothing else new, no part or temp file;
 * 2. the agency's proof of delivery shows the delivery `IngestedAt`;
 * 3. a large file (56 MiB generated here, streamed up) with the agent
 *    SIGKILLed mid-download (its part file past two 16 MiB pieces), then run
 *    again: one whole, verified file, no duplicate, no part file; the restart
 *    resumed at the part's last whole piece: the station's request log shows
 *    the requests after the restart, two ranges (four from the start), and
 *    the delivery is Delivered (every byte in a range the service saw go out);
 * 4. the order cancelled: its media and companion move to killed/;
 * 5. `--format bwf` as Summit for KLMN-FM (`--organization 201`): the demo
 *    world's PCM WAV billboard (order 5028, in KLMN-FM's feed from the seed)
 *    arrives with a cart chunk whose CutID is KLMN-FM's house ID for it; the
 *    same WAV in an order of its own arrives with the AdID as CutID (KLMN-FM
 *    set no house ID), the audio the original's byte for byte; KLMN-FM's
 *    house ID set (an `update`) rewrites the same file with it as CutID;
 * 6. `--help`, a key the service refuses (exit 3), a group's key without
 *    `--organization` (exit 2), a service that is not there with `--once`
 *    (exit 1).
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
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
const SUMMIT = "mds_dev_summit";
/** client/src/ingest/download.ts PIECE_BYTES. */
const PIECE = 16 * 1024 * 1024;
/** fixtures/world.ts: order 5028's PCM WAV billboard, sent to KLMN-FM (and WQRS-AM). */
const DEMO_WAV = { order: 5028, file: 8048 };
const LARGE = 3.5 * PIECE;
/** fixtures/world.ts: WXYZ-TV's spec, its Deliver too. */
const WXYZ_TV = world.destinationSpecs.find((d) => d.organizationId === 200)?.spec ?? {};
/** fixtures/world.ts: KLMN-FM's spec, its Deliver too. */
const KLMN_FM = world.destinationSpecs.find((d) => d.organizationId === 201)?.spec ?? {};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The agent as a process of its own; `finished` resolves with what it printed and how it ended. */
function agent(args: string[], env: Record<string, string>): { child: ChildProcess; finished: Promise<Run> } {
  const child = spawn(process.execPath, [CLI, ...args], {
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
  const finished = new Promise<Run>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, finished };
}

/** `--once` to its end, within `timeoutMs`. */
async function once(args: string[], env: Record<string, string>, timeoutMs = 90_000): Promise<Run> {
  const { child, finished } = agent(["--once", ...args], env);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  try {
    return await finished;
  } finally {
    clearTimeout(timer);
  }
}

/** The names in a folder (hidden ones too), sorted; `killed/` as `killed/`. */
const listing = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .map((d) => (d.isDirectory() ? `${d.name}/` : d.name))
    .sort();

/** The elements of a companion file, by name (text unescaped). */
function companion(file: string): Record<string, string> {
  const xml = readFileSync(file, "utf8");
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<IngestEntry>\n')).toBe(true);
  const fields: Record<string, string> = {};
  for (const m of xml.matchAll(/<(\w+)>([^<]*)<\/\1>|<(\w+)\/>/g)) {
    const name = m[1] ?? m[3] ?? "";
    fields[name] = (m[2] ?? "")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&apos;", "'")
      .replaceAll("&amp;", "&");
  }
  return fields;
}

/** The RIFF chunks of a WAV: id, offset of its header, body. */
function chunksOf(bytes: Uint8Array): { id: string; at: number; body: Uint8Array }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number, n: number) => String.fromCharCode(...bytes.subarray(at, at + n));
  expect(text(0, 4)).toBe("RIFF");
  expect(text(8, 4)).toBe("WAVE");
  expect(view.getUint32(4, true)).toBe(bytes.byteLength - 8);
  const chunks: { id: string; at: number; body: Uint8Array }[] = [];
  for (let at = 12; at + 8 <= bytes.byteLength; ) {
    const size = view.getUint32(at + 4, true);
    chunks.push({ id: text(at, 4), at, body: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** An AES46 cart chunk's text field at `offset` (NUL-padded ASCII). */
const cartText = (cart: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...cart.subarray(offset, offset + length)).replace(/\0+$/, "");

describe("mds-ingest against npm start", () => {
  let server: Server | undefined;
  let persistTo: string;
  const work = mkdtempSync(path.join(tmpdir(), "mds-ingest-test-"));
  /** WXYZ-TV's watch folder, through every step. */
  const folder = path.join(work, "wxyz");
  const baseUrl = () => server?.baseUrl ?? "";
  const wxyz = () => ({ MDS_KEY: WXYZ, MDS_URL: baseUrl() });

  async function api(key: string, method: string, route: string, body?: unknown) {
    const res = await fetch(`${baseUrl()}${route}`, {
      method,
      headers: { "X-API-Key": key, Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** The account's log entries of a URL: every page, following `next` (a filtered page reads 40 entries of its window). */
  async function logsOf(key: string, url: string) {
    const entries: { HttpMethod: string; StatusCode: number; RequestDate: string }[] = [];
    let next: string | null = `/api/v1/music/account/logs?url=${encodeURIComponent(url)}&limit=100`;
    while (next) {
      const res: Response = await fetch(new URL(next, baseUrl()), {
        headers: { "X-API-Key": key, Accept: "application/json" },
      });
      expect(res.status).toBe(200);
      entries.push(...((await res.json()) as typeof entries));
      next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("Link") ?? "")?.[1] ?? null;
    }
    return entries;
  }

  /** A Northwind order of one HD spot for WXYZ-TV, created as a draft. */
  async function draft(adId: string, title: string) {
    const made = await api(NORTHWIND, "POST", "/api/v1/ad/orders", {
      Advertiser: "Ingest Agent Motors",
      Files: [{ AdID: adId, Title: title, Length: 30, Format: "HD" }],
      Destinations: [200],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return { order: made.body.OrderID as number, file: made.body.Files[0].FileID as number };
  }

  async function publish(order: number) {
    const res = await api(NORTHWIND, "PUT", `/api/v1/ad/orders/${order}/publish`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /**
   * The agency's proof of delivery row of `file` at WXYZ-TV, once Delivered (the service records a download
   * after its last byte went out, and the agent may have acknowledged it before that).
   */
  async function podRow(order: number, file: number) {
    let row: Record<string, unknown> | undefined;
    for (let i = 0; i < 50 && row?.Status !== "Delivered"; i++) {
      if (i > 0) await sleep(100);
      const pod = await api(NORTHWIND, "GET", `/api/v1/ad/orders/${order}/proofofdelivery`);
      expect(pod.status).toBe(200);
      row = (pod.body as Record<string, unknown>[]).find((r) => r.FileID === file && r.OrganizationID === 200);
    }
    return row;
  }

  beforeAll(async () => {
    // The command as the sources say it (dist/ is built by `npm ci` through the package's prepare).
    await run("npm", ["run", "build"], { cwd: path.join(root, "client"), timeout: 120_000 });
    persistTo = tempPersistDir("mds-ingest-");
    server = await startServer({ port: await freePort(), persistTo });
    // WXYZ-TV as a station that receives the original (contract section 19: its Deliver set aside on this server of
    // the file's own): the agent's steps are checked against the bytes uploaded, the 56 MiB one too, which is no media.
    const { Deliver: _, ...asOriginal } = WXYZ_TV;
    expect((await api(WXYZ, "PUT", "/api/v1/ad/account/destinationSpecs/200", asOriginal)).status).toBe(200);
  });

  afterAll(async () => {
    await server?.stop("SIGTERM", 10_000);
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  it("--help exits 0 and tells a station engineer its options, the folder, the companion and the service", async () => {
    const { stdout } = await run(process.execPath, [CLI, "--help"]);
    for (const option of [
      "--folder",
      "--key",
      "MDS_KEY",
      "--url",
      "--organization",
      "--state",
      "--once",
      "--format bwf",
      "--limit-rate",
    ]) {
      expect(stdout).toContain(option);
    }
    for (const text of ["<name>.xml", "killed/", ".part", "Restart=always", "EnvironmentFile=", "Exit codes"]) {
      expect(stdout).toContain(text);
    }
  });

  let spot = { order: 0, file: 0 };
  const hd = readFileSync(path.join(root, "fixtures", "media", "hd-spot.mp4"));

  it("a publish lands in the watch folder: the verified media and its companion, and nothing half-written", async () => {
    // What the demo world sent WXYZ-TV already, taken first: the run after the publish brings only the new spot.
    const before = await once(["--folder", folder], wxyz());
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toMatch(/the feed is empty; \d+ entr(y|ies) done/);
    const had = listing(folder);

    spot = await draft("INGA0001000H", 'Agent :30 <"Spring" & more>');
    const upload = await fetch(`${baseUrl()}/api/v1/ad/orders/${spot.order}/files/${spot.file}/content`, {
      method: "PUT",
      headers: { "X-API-Key": NORTHWIND, "Content-Type": "video/mp4" },
      body: hd,
    });
    expect(upload.status, await upload.text()).toBe(200);
    await publish(spot.order);

    const after = await once(["--folder", folder], wxyz());
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toMatch(
      new RegExp(
        `^ingest \\d+: order ${spot.order}, file ${spot.file} INGA0001000H .*→ INGA0001000H\\.mp4 .*SHA-256 verified`,
        "m",
      ),
    );
    expect(after.stdout).toContain("1 entry done: 1 ingested");
    const added = listing(folder).filter((name) => !had.includes(name));
    expect(added).toEqual(["INGA0001000H.mp4", "INGA0001000H.xml"]);
    // Nothing hidden but the state file: no part file, no temp file, no lock left.
    expect(listing(folder).filter((name) => name.startsWith("."))).toEqual([".mds-ingest.json"]);
    expect(sha256(readFileSync(path.join(folder, "INGA0001000H.mp4")))).toBe(sha256(hd));

    const fields = companion(path.join(folder, "INGA0001000H.xml"));
    expect(fields).toMatchObject({
      Action: "ingest",
      Family: "order",
      OrderID: String(spot.order),
      FileID: String(spot.file),
      AdID: "INGA0001000H",
      Title: 'Agent :30 <"Spring" & more>',
      Advertiser: "Ingest Agent Motors",
      HouseID: "",
      ContentType: "video/mp4",
      Bytes: String(hd.byteLength),
      Sha256: sha256(hd),
      MediaFile: "INGA0001000H.mp4",
    });
    expect(fields.EntryID).toMatch(/^\d+$/);
    expect(fields.ContentUrl).toBe(`${baseUrl()}/api/v1/ad/orders/${spot.order}/files/${spot.file}/content`);

    // The state file keeps the place: a run now finds nothing new and changes nothing.
    const again = await once(["--folder", folder], wxyz());
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("0 entries done");
    expect(listing(folder)).toEqual([...had, ...added].sort());
  });

  it("the agency's proof of delivery shows the delivery ingested at the station", async () => {
    const row = await podRow(spot.order, spot.file);
    expect(row).toMatchObject({ Status: "Delivered", Sha256: sha256(hd) });
    expect(row?.IngestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });

  it("a kill -9 in the middle of a large download, then a restart: one whole verified file, resumed, no duplicate", async () => {
    const big = await draft("INGA0002000H", "Agent long :60");
    // 56 MiB of random bytes, generated and sent a MiB at a time (with the Content-Length uploads require).
    const hash = createHash("sha256");
    await new Promise<void>((resolve, reject) => {
      const req = request(
        `${baseUrl()}/api/v1/ad/orders/${big.order}/files/${big.file}/content`,
        {
          method: "PUT",
          headers: { "X-API-Key": NORTHWIND, "Content-Type": "video/mp4", "Content-Length": String(LARGE) },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => {
            text += d;
          });
          res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode} ${text}`))));
        },
      );
      req.on("error", reject);
      (async () => {
        for (let sent = 0; sent < LARGE; sent += 1024 * 1024) {
          const chunk = randomBytes(1024 * 1024);
          hash.update(chunk);
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
        }
        req.end();
      })().catch(reject);
    });
    const expected = hash.digest("hex");
    await publish(big.order);

    // Slowed down (8 MiB/s) so that the kill lands mid-file: once the part file is past two whole pieces.
    const part = path.join(folder, ".INGA0002000H.mp4.part");
    const first = agent(["--once", "--folder", folder, "--limit-rate", "8M"], wxyz());
    let size = 0;
    for (let i = 0; i < 1500 && size < 2 * PIECE + 2 * 1024 * 1024; i++) {
      await sleep(20);
      try {
        size = statSync(part).size;
      } catch {
        size = 0;
      }
    }
    first.child.kill("SIGKILL");
    const killed = await first.finished;
    expect(killed.signal).toBe("SIGKILL");
    const left = statSync(part).size;
    expect(left).toBeGreaterThan(2 * PIECE);
    expect(left).toBeLessThan(LARGE);
    expect(listing(folder)).not.toContain("INGA0002000H.mp4");
    const restartedAt = new Date().toISOString();
    await sleep(50);

    const second = await once(["--folder", folder], wxyz());
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      `INGA0002000H.mp4: resumed the download at byte ${2 * PIECE} (the part file had ${left} bytes)`,
    );
    expect(second.stdout).toMatch(
      /^ingest \d+: .*INGA0002000H.mp4 \(58\.7 MB, resumed at 33\.6 MB, SHA-256 verified\)/m,
    );
    expect(listing(folder).filter((n) => n.startsWith("INGA0002000H"))).toEqual([
      "INGA0002000H.mp4",
      "INGA0002000H.xml",
    ]);
    expect(listing(folder).filter((name) => name.startsWith("."))).toEqual([".mds-ingest.json"]);
    const file = path.join(folder, "INGA0002000H.mp4");
    expect(statSync(file).size).toBe(LARGE);
    const landed = createHash("sha256");
    for await (const chunk of createReadStream(file)) landed.update(chunk as Buffer);
    expect(landed.digest("hex")).toBe(expected);

    // What the service saw: after the restart, the two ranges from the last whole piece on (from the start: four).
    const content = `/api/v1/ad/orders/${big.order}/files/${big.file}/content`;
    let resumed: { HttpMethod: string; StatusCode: number; RequestDate: string }[] = [];
    for (let i = 0; i < 50; i++) {
      resumed = (await logsOf(WXYZ, content)).filter((l) => l.RequestDate >= restartedAt && l.HttpMethod === "GET");
      if (resumed.length >= 2) break;
      await sleep(100);
    }
    expect(resumed.map((l) => l.StatusCode)).toEqual([206, 206]);
    // Every byte went out in a range the service saw whole: Delivered, and ingested.
    const row = await podRow(big.order, big.file);
    expect(row).toMatchObject({ Status: "Delivered", Bytes: LARGE, Sha256: expected });
    expect(row?.IngestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  }, 180_000);

  it("a cancelled order's media and companion move to killed/", async () => {
    const cancelled = await api(NORTHWIND, "DELETE", `/api/v1/ad/orders/${spot.order}`);
    expect(cancelled.body).toMatchObject({ Outcome: "Cancelled" });
    const out = await once(["--folder", folder], wxyz());
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(
      new RegExp(
        `^kill \\d+: order ${spot.order}, file ${spot.file} .*: INGA0001000H\\.mp4 and INGA0001000H\\.xml moved to killed/$`,
        "m",
      ),
    );
    expect(listing(folder)).not.toContain("INGA0001000H.mp4");
    expect(listing(folder)).not.toContain("INGA0001000H.xml");
    expect(listing(path.join(folder, "killed"))).toEqual(["INGA0001000H.mp4", "INGA0001000H.xml"]);
    expect(sha256(readFileSync(path.join(folder, "killed", "INGA0001000H.mp4")))).toBe(sha256(hd));
    expect(companion(path.join(folder, "killed", "INGA0001000H.xml"))).toMatchObject({
      Action: "kill",
      FileID: String(spot.file),
    });
    // The large spot's order stands: its file stays.
    expect(listing(folder)).toContain("INGA0002000H.mp4");
  });

  it("--format bwf for KLMN-FM through Summit's key: the demo WAV spot with a cart chunk, CutID the house ID else the AdID, the audio unchanged", async () => {
    const klmn = path.join(work, "klmn");
    const summit = { MDS_KEY: SUMMIT, MDS_URL: baseUrl() };
    const bwf = () => once(["--folder", klmn, "--organization", "201", "--format", "bwf"], summit);
    // KLMN-FM as it was before its Deliver (contract section 19): a station that receives the original, whose
    // Broadcast Wave is made from it and checked against its head; the demo world's spec is put back at the end.
    const specPath = "/api/v1/ad/account/destinationSpecs/201";
    const { Deliver: _, ...asBefore } = KLMN_FM;
    expect((await api(SUMMIT, "PUT", specPath, asBefore)).status).toBe(200);
    // The demo world's PCM WAV billboard, as its owner reads it.
    const demo = await fetch(`${baseUrl()}/api/v1/ad/orders/${DEMO_WAV.order}/files/${DEMO_WAV.file}/content`, {
      headers: { "X-API-Key": NORTHWIND },
    });
    expect(demo.status).toBe(200);
    const original = new Uint8Array(await demo.arrayBuffer());
    const theirs = chunksOf(original);
    expect(theirs[0]?.id).toBe("fmt ");
    expect(new DataView(original.buffer, original.byteOffset + (theirs[0]?.at ?? 0) + 8).getUint16(0, true)).toBe(1);

    // The billboard goes out again, in an order of its own to KLMN-FM, the WAV as it is.
    const made = await api(NORTHWIND, "POST", "/api/v1/ad/orders", {
      Advertiser: "Front Range Outfitters",
      Files: [{ AdID: "INGA0003005", Title: "Agent Billboard :05", Length: 5, Format: "Audio" }],
      Destinations: [201],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const spotOf = { order: made.body.OrderID as number, file: made.body.Files[0].FileID as number };
    const upload = await fetch(`${baseUrl()}/api/v1/ad/orders/${spotOf.order}/files/${spotOf.file}/content`, {
      method: "PUT",
      headers: { "X-API-Key": NORTHWIND, "Content-Type": "audio/wav" },
      body: original,
    });
    expect(upload.status, await upload.text()).toBe(200);
    await publish(spotOf.order);

    /** KLMN-FM's house ID for a file (set through Summit's key: an `update` in KLMN-FM's feed). */
    const setHouseId = async (spot: { order: number; file: number }, houseId: string) => {
      const set = await api(SUMMIT, "PUT", `/api/v1/ad/orders/${spot.order}/files/${spot.file}/houseid`, {
        HouseID: houseId,
        Organizations: [201],
      });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
    };
    /** What KLMN-FM's CutID must be, asked of the service: its house ID for the file, else the file's AdID. */
    const expectedCutId = async (spot: { order: number; file: number }) => {
      const detail = await api(SUMMIT, "GET", `/api/v1/ad/orders/${spot.order}`);
      const adId = (detail.body.Files as { FileID: number; AdID: string }[]).find((f) => f.FileID === spot.file)?.AdID;
      const rows = (await api(SUMMIT, "GET", `/api/v1/ad/orders/${spot.order}/trafficconfirmation`)).body as {
        FileID: number;
        OrganizationID: number;
        HouseID: string | null;
      }[];
      return rows.find((r) => r.FileID === spot.file && r.OrganizationID === 201)?.HouseID ?? adId ?? "";
    };
    /** A spot's companion in the folder (whatever its name), and its media checked against the original. */
    const check = (spot: { order: number; file: number }, cutId: string) => {
      const spots = listing(klmn)
        .filter((name) => name.endsWith(".xml"))
        .map((name) => companion(path.join(klmn, name)))
        .filter((c) => c.OrderID === String(spot.order) && c.FileID === String(spot.file));
      expect(spots).toHaveLength(1);
      const wav = spots[0] as Record<string, string>;
      expect(wav.MediaFile).toMatch(/\.wav$/);
      expect(wav.Sha256).toBe(sha256(original));
      const bytes = new Uint8Array(readFileSync(path.join(klmn, wav.MediaFile ?? "")));
      const chunks = chunksOf(bytes);
      // fmt (the original's, verbatim), bext, cart; the audio from the data chunk on, the original's byte for byte.
      expect(chunks.slice(0, 3).map((c) => c.id)).toEqual(["fmt ", "bext", "cart"]);
      expect(sha256(chunks[0]?.body ?? new Uint8Array())).toBe(sha256(theirs[0]?.body ?? new Uint8Array([1])));
      const data = chunks.find((c) => c.id === "data");
      const source = theirs.find((c) => c.id === "data");
      expect(data && source).toBeTruthy();
      expect(sha256(bytes.subarray(data?.at))).toBe(sha256(original.subarray(source?.at)));
      // AES46: Version (4), Title (64), Artist (64), CutID (64), ClientID (64).
      const cart = chunks[2]?.body ?? new Uint8Array();
      expect(cartText(cart, 0, 4)).toBe("0101");
      expect(cartText(cart, 4, 64)).toBe(wav.Title);
      expect(cartText(cart, 132, 64)).toBe(cutId);
      expect(cartText(cart, 196, 64)).toBe(wav.Advertiser);
      return wav;
    };

    // KLMN-FM has set no house ID for it: the CutID is the AdID.
    const first = await bwf();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      new RegExp(
        `^ingest \\d+: order ${spotOf.order}, file ${spotOf.file} .*→ INGA0003005\\.wav \\(.*Broadcast Wave, SHA-256 verified\\)`,
        "m",
      ),
    );
    expect(await expectedCutId(spotOf)).toBe("INGA0003005");
    const wav = check(spotOf, "INGA0003005");
    // The demo world's billboard itself, from the seeded feed: KLMN-FM's house ID is its CutID.
    expect(check(DEMO_WAV, "KLMN 2611-318")).toMatchObject({ Action: "ingest", HouseID: "KLMN 2611-318" });
    expect(wav).toMatchObject({ Action: "ingest", HouseID: "", MediaFile: "INGA0003005.wav" });
    const wavs = listing(klmn).filter((n) => n.endsWith(".wav"));

    // KLMN-FM numbers it: an update; the same file fetched again with its house ID as CutID, same name, no second file.
    await setHouseId(spotOf, "KLMN 2611-319");
    const again = await bwf();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(
      new RegExp(
        `^update \\d+: order ${spotOf.order}, file ${spotOf.file} .*→ INGA0003005\\.wav \\(.*Broadcast Wave, SHA-256 verified\\)`,
        "m",
      ),
    );
    expect(await expectedCutId(spotOf)).toBe("KLMN 2611-319");
    expect(check(spotOf, "KLMN 2611-319")).toMatchObject({ Action: "update", HouseID: "KLMN 2611-319" });
    expect(listing(klmn).filter((n) => n.endsWith(".wav"))).toEqual(wavs);
    expect(listing(klmn).filter((name) => name.startsWith("."))).toEqual([".mds-ingest.json"]);
    expect((await api(SUMMIT, "PUT", specPath, KLMN_FM)).status).toBe(200);
  });

  it("a key the service refuses stops it at once (exit 3, one line, the key not shown); a group's key without --organization: exit 2; no service with --once: exit 1", async () => {
    const refused = await once(["--folder", path.join(work, "refused")], {
      MDS_KEY: "mds_dev_nosuchkey",
      MDS_URL: baseUrl(),
    });
    expect(refused.code).toBe(3);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toMatch(/^mds-ingest: the service refused the key \(401\)/);
    expect(refused.stdout + refused.stderr).not.toContain("mds_dev_nosuchkey");

    // A group's key must name its station: the service's 400, said in one line, exit 2 (wrong options).
    const group = await once(["--folder", path.join(work, "group")], { MDS_KEY: SUMMIT, MDS_URL: baseUrl() });
    expect(group.code).toBe(2);
    expect(group.stderr).toMatch(/^mds-ingest: the service refused the request \(400\): .*organizationID/);

    const port = await freePort();
    const away = await once(["--folder", path.join(work, "away")], {
      MDS_KEY: WXYZ,
      MDS_URL: `http://127.0.0.1:${port}`,
    });
    expect(away.code).toBe(1);
    expect(away.stderr).toMatch(/trying again in 1 s/);
    expect(away.stderr).toMatch(
      new RegExp(`^mds-ingest: cannot reach http://127\\.0\\.0\\.1:${port}: .*; stopped \\(--once\\)$`, "m"),
    );
  });
});
