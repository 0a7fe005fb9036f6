/**
 * The runnable examples of examples/ against `npm start`: each journey, in
 * TypeScript (tsx, with the typed client) and with curl, exits 0 and prints
 * what it is about. The station journey downloads the spot the agency
 * journey just uploaded and published, so each run sees its own delivery
 * turn Delivered, and the ingest agent's journey brings it into a watch
 * folder.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

/** The demo media the agency journey uploads (fixtures/media/): size and SHA-256 in hex and base64. */
function media(name: string) {
  const bytes = readFileSync(`fixtures/media/${name}`);
  const hash = (encoding: "hex" | "base64") => createHash("sha256").update(bytes).digest(encoding);
  return { bytes: bytes.byteLength, hex: hash("hex"), base64: hash("base64") };
}

describe.each(["ts", "sh"])("examples/*.%s", (ext) => {
  const hd = media("hd-spot.mp4");
  /** The order and HD file the agency journey created, for the station journey to download. */
  let spot: string[] = [];
  /** What WXYZ-TV receives of it: the HD spot itself, or its rendition if its spec has a Deliver. */
  let received = hd;

  it("an agency creates an order, uploads its media, publishes it and follows it until its online destinations may fetch it", async () => {
    const out = await example(`examples/agency-order.${ext}`);
    expect(out).toMatch(/created order \d+ \(Draft\)/);
    expect(out).toContain("WQRS-AM (202) is offline");
    expect(out).toMatch(new RegExp(`uploaded hd-spot.mp4 to file \\d+.*: ${hd.bytes} bytes, sha256 ${hd.hex}, 5 s`));
    expect(out).toContain("The declared Length is 30 s; the media runs 5 s.");
    // The radio spot, generated 12 dB too loud, is measured; the radio stations normalise what they receive
    // (their Deliver), so it is not refused (Pending while the renditions are made, Pass once made).
    expect(out).toMatch(/uploaded spot-too-loud\.wav to file \d+.*: 2880044 bytes, sha256 [0-9a-f]{64}, 30 s/);
    expect(out).toMatch(
      /loudness of file \d+: -12 LKFS, true peak -9 dBTP \(Measured\)\n {2}KLMN-FM: (Pending|Pass)\n/,
    );
    expect(out).not.toContain("spec_violation");
    // What KLMN-FM receives: its rendition, Wave at A/85's -24 LKFS (±0.5 LU), not the 30 s mono original.
    const klmn = out.match(
      /KLMN-FM receives file \d+ as its rendition: audio\/wav, (\d+) bytes, sha256 [0-9a-f]{64}, (-[\d.]+) LKFS/,
    );
    expect(Number(klmn?.[1])).toBeGreaterThan(2880044);
    expect(Math.abs(Number(klmn?.[2]) + 24)).toBeLessThanOrEqual(0.5);
    // The HD spot meets WXYZ-TV's spec but for its length: a warning, which never blocks.
    // (Pending instead while a rendition is made for it, if its spec has a Deliver: then the length is the master's, 5 s,
    // not the rendition's 5.014 s.)
    expect(out).toMatch(
      / {2}WXYZ-TV: (Warn|Pending)\n( {4}Pending .*\n)* {4}Warn Length 5(\.014)? s, the spec takes 30 s \(the declared Length\) ±1 s\n/,
    );
    expect(out).toMatch(/published order \d+ \(Published\)/);
    expect(out).toMatch(/GLCU0013000H to WXYZ-TV: Sending/);
    expect(out).toMatch(/GLCU0013030 to KLMN-FM: Sending/);
    expect(out).toMatch(/GLCU0013000H to WQRS-AM: Queued/);
    expect(out).not.toMatch(/ to \S+: Delivered/);
    expect(out).toContain("every delivery to an online destination is available");
    expect(out).toMatch(/order \d+ is In Progress/);
    const next = out.match(/station-group\.(?:ts|sh) (\d+) (\d+)/);
    expect(next).not.toBeNull();
    spot = next ? [next[1] ?? "", next[2] ?? ""] : [];
    // Each station's file once made: WXYZ-TV the original (or, with a Deliver, its rendition), the radio stations theirs.
    const tv = out.match(
      /WXYZ-TV receives file \d+(: the original| as its rendition: video\/mp4, (\d+) bytes, sha256 ([0-9a-f]{64}))/,
    );
    expect(tv).not.toBeNull();
    if (tv?.[2] && tv[3]) {
      received = { bytes: Number(tv[2]), hex: tv[3], base64: Buffer.from(tv[3], "hex").toString("base64") };
    }
    expect(out).toMatch(/WQRS-AM receives file \d+ as its rendition: audio\/mpeg, \d+ bytes/);
  });

  it("an agency publishes a two-order campaign as one order group: refused whole while a spot lacks media, never an order alone, then both at once", async () => {
    const out = await example(`examples/agency-campaign.${ext}`);
    const [tv, radio] = [...out.matchAll(/created order (\d+) \(Draft\), the (?:TV|radio) cut/g)].map((m) => m[1]);
    expect(tv).toBeDefined();
    expect(radio).toBeDefined();
    const group = out.match(
      /created order group (\d+) \(Draft\) "Great Lakes Credit Union: Summer Auto Loans" with orders (\d+), (\d+)/,
    );
    expect(group?.slice(2)).toEqual([tv, radio]);
    // The radio cut is the group's second order: its file without media refuses the whole group.
    expect(out).toContain("publish refused (422): Orders[1].Files[0] content_missing");
    expect(out).toContain(`nothing went out: order ${tv} Draft, order ${radio} Draft`);
    expect(out).toMatch(new RegExp(`order ${tv} alone: 409 Order ${tv} is in order group ${group?.[1]}`));
    expect(out).toMatch(
      new RegExp(
        `published order group ${group?.[1]} \\(Published\\): order ${tv} Published, order ${radio} Published, at \\S+Z`,
      ),
    );
    expect(out).toContain("WQRS-AM (202) is offline");
    // Three deliveries (one file each: to 200; to 201 and 202), two a page.
    expect(out).toContain(`proof of delivery of order group ${group?.[1]}: 3 deliveries in 2 pages`);
    expect(out).toMatch(new RegExp(`order ${tv}: GLCU0015000H to WXYZ-TV: Sending`));
    expect(out).toMatch(new RegExp(`order ${radio}: GLCU0015030 to KLMN-FM: Sending`));
    expect(out).toMatch(new RegExp(`order ${radio}: GLCU0015030 to WQRS-AM: Queued`));
    expect(out).toContain("every delivery of the campaign to an online destination is available");
  });

  it("a station group downloads WXYZ-TV's spot, sets house IDs and statuses for its stations, not for another; the agency sees the spot Delivered", async () => {
    // The agency journey's order when it ran, else order 5004's :30 (the journey's default).
    const out = await example(`examples/station-group.${ext}`, spot);
    const [adId, order, file] = spot.length ? ["GLCU0013000H", spot[0], spot[1]] : ["MAPL0020300H", "5004", "8008"];
    expect(out).toContain(
      `downloaded ${adId}.mp4 for WXYZ-TV: ${received.bytes} bytes, Content-Digest sha-256=:${received.base64}: matches`,
    );
    for (const text of ["WXYZ-CM-44101", "KLMN-SP-0871", "On Air", "In Review", "WQRS-AM refused: 403"]) {
      expect(out).toContain(text);
    }
    expect(out).toMatch(
      /KLMN-SP-0871.*On Air.*(confirmed by |"Confirmed":true,"ConfirmedAt":"[^"]+","ConfirmedBy":")Summit/,
    );
    // The proof of delivery row, as the agency reads it: Delivered by Summit's key (its prefix: start, "...", 8 hex
    // digits of its hash), not ingested (no agent took it), with the file's size and digest, not late (WXYZ-TV sets no copy deadline).
    const row =
      ext === "ts"
        ? `proof of delivery, order ${order}: ${adId} to WXYZ-TV: Delivered\\n  at \\S+Z by mds_de\\.\\.\\.[0-9a-f]{8}, ${received.bytes} bytes, sha256 ${received.hex}`
        : `proof of delivery: \\{"OrderID":${order},"FileID":${file},"AdID":"${adId}","OrganizationID":200,` +
          '"OrganizationName":"WXYZ-TV","Status":"Delivered",.*"DeliveredAt":"[^"]+Z",' +
          `"DeliveredBy":"mds_de\\.\\.\\.[0-9a-f]{8}","IngestedAt":null,"Bytes":${received.bytes},"Sha256":"${received.hex}","Late":false\\}`;
    expect(out).toMatch(new RegExp(row));

    // Read back on its own: the delivery stays Delivered, and the order waits for the others.
    const res = await fetch(`${inject("baseUrl")}/api/v1/ad/orders/${order}/proofofdelivery`, {
      headers: { "X-API-Key": "mds_dev_northwind" },
    });
    const rows = (await res.json()) as { FileID: number; OrganizationID: number; Status: string; Sha256: string }[];
    const delivered = rows.find((r) => r.FileID === Number(file) && r.OrganizationID === 200);
    expect(delivered).toMatchObject({ Status: "Delivered", Sha256: received.hex });
  });

  it("a station lists the orders that arrived since yesterday, reads each, and answers with its house IDs", async () => {
    const out = await example(`examples/station-inbox.${ext}`);
    expect(out).toMatch(/\d+ orders arrived or changed since \d{4}-\d{2}-\d{2}T00:00:00 \(Eastern Time\)/);
    // A station's inbox never holds a draft (Northwind's 5001 and 5019 were sent to nobody yet).
    expect(out).not.toMatch(/^order \d+ .*\(Draft\)/m);
    expect(out).not.toMatch(/^order (5001|5019) /m);
    // The order the agency journey published to WXYZ-TV: its spot and its radio version get house IDs.
    const [order, file] = spot;
    expect(out).toMatch(new RegExp(`^order ${order} from Northwind Agency: Great Lakes Credit Union`, "m"));
    expect(out).toMatch(
      new RegExp(
        `GLCU0013000H "Spring Home Equity :30"[^:\n]*: house ID WXYZ-GLCU0013000H set for WXYZ-TV on file ${file}`,
      ),
    );
    expect(out).toMatch(
      /GLCU0013030 "Spring Home Equity :30 \(Radio\)"[^:\n]*: house ID WXYZ-GLCU0013030 set for WXYZ-TV/,
    );
    expect(Number(out.match(/^(\d+) house IDs set$/m)?.[1])).toBeGreaterThanOrEqual(2);

    // The agency reads the answer in its traffic confirmation: WXYZ-TV's house IDs, confirmed.
    const res = await fetch(`${inject("baseUrl")}/api/v1/ad/orders/${order}/trafficconfirmation`, {
      headers: { "X-API-Key": "mds_dev_northwind" },
    });
    const rows = (await res.json()) as {
      AdID: string;
      OrganizationID: number;
      HouseID: string | null;
      Confirmed: boolean;
    }[];
    const wxyz = rows.filter((r) => r.OrganizationID === 200);
    expect(wxyz.map((r) => [r.HouseID, r.Confirmed])).toEqual(wxyz.map((r) => [`WXYZ-${r.AdID}`, true]));
    expect(wxyz).toHaveLength(2);
  });

  it("a station's automation folder: the ingest agent takes WXYZ-TV's feed once; the agency journey's spot arrives verified, with its companion and house ID", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "station-ingest-"));
    try {
      const out = await example(`examples/station-ingest.${ext}`, [], { FOLDER: folder });
      const [order, file] = spot;
      expect(out).toMatch(
        /^mds-ingest: the feed is empty; [1-9]\d* entr(y|ies) done: [1-9]\d* ingested, \d+ updated, \d+ killed, 0 failed$/m,
      );
      // Named by its AdID (the house ID came after it arrived; the sh run sees the ts run's spot of that AdID too).
      expect(out).toMatch(
        new RegExp(
          `^GLCU0013000H(-${file})?\\.mp4: order ${order}, file ${file} GLCU0013000H "Spring Home Equity :30", ` +
            `Great Lakes Credit Union, house ID WXYZ-GLCU0013000H, .*${received.bytes} bytes, sha256 matches its companion`,
          "m",
        ),
      );
      expect(out).not.toContain("DIFFERS");
      expect(out).toMatch(/^\d+ files in the watch folder; hidden: \.mds-ingest\.json$/m);
      expect(readdirSync(folder).filter((name) => name.endsWith(".part"))).toEqual([]);

      // The agency's proof of delivery: the spot ingested at WXYZ-TV.
      const res = await fetch(`${inject("baseUrl")}/api/v1/ad/orders/${order}/proofofdelivery`, {
        headers: { "X-API-Key": "mds_dev_northwind" },
      });
      const rows = (await res.json()) as { FileID: number; OrganizationID: number; IngestedAt: string | null }[];
      expect(rows.find((r) => r.FileID === Number(file) && r.OrganizationID === 200)?.IngestedAt).toMatch(/Z$/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("an agency's spot for the network: refused uncleared, cleared with a restriction, published late, its rights clipping WXYZ-TV's dates", async () => {
    const out = await example(`examples/agency-clearance.${ext}`);
    const file = out.match(/created order \d+ \(Draft\) for ABNT \(235\) and WXYZ-TV \(200\), file (\d+)/)?.[1];
    expect(file).toBeDefined();
    expect(out).toMatch(/uploaded master-1080p\.mp4 to file \d+: \d+ bytes, 1920×1080/);
    // The network receives XDCAM made from the master (Pending until made), WXYZ-TV the master or its own rendition.
    expect(out).toMatch(/ {2}ABNT: (Pending|Pass), rendition (Pending|Ready)\n/);
    expect(out).toMatch(
      new RegExp(`publish refused \\(422\\): clearance_missing: file ${file} \\(GLCU0017000H\\) .*ABNT \\(235\\)`),
    );
    expect(out).toContain("clearance by ABNT Standards: Restricted (ABNT-S-2026-1311): not before 21:00");
    expect(out).toMatch(/published order \d+ \(Published\)/);
    expect(out).toMatch(/warning:? late_copy/);
    // The station's dates end at the AirEnd, not the flight's end, and it carries the network's restriction: an
    // update of the entry it had, or, when its rendition (WXYZ-TV's Deliver) was made after the rights changed, its
    // first entry, offered with those dates.
    const [, start, airEnd, flightEnd] =
      out.match(
        /WXYZ-TV's feed, file \d+: (?:update|ingest), (\S+) to (\S+) \(the order's flight ends (\S+)\), restrictions: ABNT Standards: not before 21:00/,
      ) ?? [];
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(airEnd && flightEnd && airEnd < flightEnd).toBe(true);
    expect(out).toContain(`rights of file ${file}:`);
  });

  it("an agency's hot MP3 and 1080p master: KLMN-FM receives a normalised WAV, the network XDCAM in MXF, each by its digest", async () => {
    const out = await example(`examples/agency-renditions.${ext}`);
    expect(out).toMatch(/uploaded hot-spot\.mp3 to file \d+: audio\/mpeg, \d+ bytes/);
    expect(out).toMatch(/published order \d+ \(Published\)/);
    // What each station receives is its rendition, not the master: the script checks each digest against it.
    const klmn = out.match(
      /KLMN-FM receives file \d+ \(Ready after [\d.]+ s\): audio\/wav, (\d+) bytes, sha-256=:\S+:, (-[\d.]+) LKFS/,
    );
    expect(Number(klmn?.[1])).toBeGreaterThan(5_000_000); // 30 s of 44.1 kHz 16-bit stereo
    expect(Math.abs(Number(klmn?.[2]) + 24)).toBeLessThanOrEqual(0.5);
    expect(out).toMatch(
      /ABNT receives file \d+ \(Ready after [\d.]+ s\): application\/mxf, [1-9]\d{6,} bytes, sha-256=:\S+:/,
    );
  });

  it("a label creates a release, uploads its tracks, publishes it, and reads each track's status at each station", async () => {
    const track = media("track.m4a");
    const out = await example(`examples/label-release.${ext}`);
    const id = out.match(/created release (\d+) "Harbor Nights" \(Draft\)/)?.[1];
    expect(id).toBeDefined();
    // The ISRCs as stored: hyphens removed, upper-cased.
    for (const isrc of ["USBHR2600401", "USBHR2600402"]) expect(out).toContain(isrc);
    expect(out).toContain("WQRS-AM (202) is offline");
    const uploaded = out.match(
      new RegExp(`uploaded track.m4a to file \\d+[^:\\n]*: ${track.bytes} bytes, sha256 ${track.hex}, 5 s`, "g"),
    );
    expect(uploaded).toHaveLength(2);
    expect(out).toContain(`published release ${id} (Published)`);
    // The new release's tracks: sent, not delivered yet; 7001's: received and answered by its stations.
    if (ext === "ts") {
      expect(out).toMatch(
        new RegExp(`release ${id}, file \\d+ "Tidewater" \\(ISRC USBHR2600402\\)\\n  WXYZ-TV: not delivered yet`),
      );
      expect(out).toMatch(/release 7001, file 9001 "Midnight Lanterns" \(ISRC USBHR2600101\)/);
    } else {
      expect(out).toMatch(
        new RegExp(`<ReleaseID>${id}</ReleaseID>.*<ISRC>USBHR2600402</ISRC>.*<Delivered>false</Delivered>`),
      );
      expect(out).toContain("<ReleaseID>7001</ReleaseID><FileID>9001</FileID>");
    }
    for (const text of ["Harbor Lights at Dawn", "KLMN-MU-0417", "WQRS-AM"]) expect(out).toContain(text);
    expect(out).toMatch(
      new RegExp(
        `comment \\d+ on release ${id} by Blue Harbor Records|"ReleaseID":${id},"Type":"Comment","CommentPosterName":"Blue Harbor Records"`,
      ),
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
