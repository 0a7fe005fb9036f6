/**
 * Journey, what each station receives (Northwind, mds_dev_northwind; contract section 19): an order with a hot radio
 * spot (an MP3 at about -12 LKFS, 12 dB over ATSC A/85) and a small 1080p master, for KLMN-FM (201: Wave PCM 44.1 kHz
 * stereo, normalised) and the American Broadcast Network (235: XDCAM HD422 in MXF; a clearance required, recorded
 * first). Both are made with ffmpeg, which `npm start` needs for its media engine anyway. After publishing, the
 * service makes each station's rendition in the background: this waits for each (its compliance's `Rendition`), then
 * reads it as the owner may, without delivering it (`HEAD {file}/content?organizationID=`), and prints what each
 * station receives: Content-Type, bytes, digest, and for the radio spot its loudness.
 *
 *   npx tsx examples/agency-renditions.ts      BASE_URL (default http://localhost:8787), API_KEY; needs ffmpeg
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, openAsBlob, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMediaDeliveryClient, unwrap, uploadContent } from "../client/src/index.ts";

const baseUrl = process.env.BASE_URL ?? "http://localhost:8787";
const apiKey = process.env.API_KEY ?? "mds_dev_northwind";
const mds = createMediaDeliveryClient({ baseUrl, apiKey });
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);

const order = unwrap(
  await mds.POST("/api/v1/ad/orders", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    body: {
      Advertiser: "Great Lakes Credit Union",
      Product: "Holiday Savings",
      PurchaseOrder: "NW-25021",
      FlightStartDate: day(14),
      FlightEndDate: day(35),
      Files: [
        { AdID: "GLCU0021000H", Title: "Holiday Savings :30", Length: 30, Format: "HD" },
        { AdID: "GLCU0021030", Title: "Holiday Savings :30 (Radio)", Length: 30, Format: "Audio" },
      ],
      Destinations: [201, 235],
    },
  }),
);
const [video, radio] = order.Files as [(typeof order.Files)[number], (typeof order.Files)[number]];
const orderID = order.OrderID;
console.log(`created order ${orderID} (${order.Status}) for KLMN-FM (201) and ABNT (235)`);

/** Makes `name` with ffmpeg from `args` and uploads it, streamed from disk, with its digest. */
async function upload(fileID: number, name: string, contentType: string, args: string[]) {
  const work = mkdtempSync(join(tmpdir(), "agency-renditions-"));
  try {
    const out = join(work, name);
    execFileSync("ffmpeg", ["-v", "error", ...args, out]);
    const sha256Base64 = createHash("sha256").update(readFileSync(out)).digest("base64");
    const content = unwrap(
      await uploadContent(mds, { orderID, fileID }, await openAsBlob(out), { contentType, sha256Base64 }),
    );
    console.log(`uploaded ${name} to file ${fileID}: ${contentType}, ${content.Bytes} bytes, sha256 ${content.Sha256}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
// 30 s of a 1 kHz tone 9 dB over sine's default: about -12 LKFS, as a studio might send it.
await upload(radio.FileID, "hot-spot.mp3", "audio/mpeg", [
  ...["-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=44100:duration=30", "-af", "volume=9dB"],
  ...["-c:a", "libmp3lame", "-b:a", "192k"],
]);
// 5 s of ffmpeg's test picture, 1080p 29.97, with a quiet tone: the network's XDCAM is made from it, never upscaled.
await upload(video.FileID, "master-1080p.mp4", "video/mp4", [
  ...["-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30000/1001:duration=5"],
  ...["-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=48000:duration=5", "-af", "volume=-3dB"],
  ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "30", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"],
]);

// The network takes nothing its standards department has not cleared (examples/agency-clearance.ts tells that story).
unwrap(
  await mds.PUT("/api/v1/ad/orders/{orderID}/files/{fileID}/clearances/{body}", {
    params: { path: { orderID, fileID: video.FileID, body: "ABNT Standards" } },
    body: { Status: "Approved", Reference: "ABNT-S-2026-1322", DecidedAt: new Date().toISOString() },
  }),
);
const published = unwrap(await mds.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path: { orderID } } }));
console.log(`published order ${orderID} (${published.Status})`);
for (const warning of published.Warnings ?? []) console.log(`warning ${warning.Code}`);

/** Waits for `station`'s rendition of the file, then reads its headers as the owner (nothing is delivered). */
async function receives(fileID: number, station: string) {
  const started = Date.now();
  for (;;) {
    const compliance = unwrap(
      await mds.GET("/api/v1/ad/orders/{orderID}/files/{fileID}/compliance", { params: { path: { orderID, fileID } } }),
    );
    const destination = compliance.Destinations.find((d) => d.Name === station);
    if (!destination) throw new Error(`${station} is not a destination of file ${fileID} whose spec applies`);
    const { Rendition } = destination;
    if (Rendition.Status === "Failed") throw new Error(`${station}'s rendition failed: ${Rendition.Reason}`);
    if (Rendition.Status === "Ready" || Rendition.Status === "NotNeeded") {
      const url = `${baseUrl}/api/v1/ad/orders/${orderID}/files/${fileID}/content?organizationID=${destination.OrganizationID}`;
      const head = await fetch(url, { method: "HEAD", headers: { "X-API-Key": apiKey } });
      if (!head.ok) throw new Error(`HEAD of ${station}'s content answered ${head.status}`);
      const loudness = destination.Checks.find((c) => c.Check === "IntegratedLoudness");
      console.log(
        `${station} receives file ${fileID} (${Rendition.Status} after ${((Date.now() - started) / 1000).toFixed(1)} s): ` +
          `${head.headers.get("Content-Type")}, ${head.headers.get("Content-Length")} bytes, ` +
          `${head.headers.get("Content-Digest")}${loudness ? `, ${loudness.Actual}` : ""}`,
      );
      const hex = Rendition.Sha256 ?? "";
      if (hex && head.headers.get("Content-Digest") !== `sha-256=:${Buffer.from(hex, "hex").toString("base64")}:`) {
        throw new Error(`${station}'s Content-Digest is not its rendition's Sha256 ${hex}`);
      }
      return;
    }
    if (Date.now() - started > 90_000) throw new Error(`${station}'s rendition of file ${fileID} was not made in 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
await receives(radio.FileID, "KLMN-FM");
await receives(video.FileID, "ABNT");
