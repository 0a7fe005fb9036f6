/**
 * Journey, an agency's spot for a network (Northwind, mds_dev_northwind; contract section 20): an order for the
 * American Broadcast Network (235) and WXYZ-TV (200), airing from tomorrow. The network requires a clearance
 * (`RequiresClearance: ["any"]`) and its copy 48 hours before the first airing day, and receives XDCAM HD422 made
 * from the master, which must therefore be 1080p (the service never upscales): this makes one with ffmpeg
 * (testsrc2's picture, the demo spot's sound). Publishing is refused (422 `clearance_missing`); the ABNT Standards
 * department's decision, Restricted, is recorded (PUT {file}/clearances/{body}); the order publishes, late
 * (`late_copy`); then the talent's usage window ends before the flight (PUT {file}/rights with an AirEnd), and
 * WXYZ-TV's ingest feed gives it the spot's dates clipped to it, with the network's restrictions. When that AirEnd
 * has passed, the Cron Trigger kills the spot at each station: test/live/rights-ended.test.ts shows it live.
 *
 *   npx tsx examples/agency-clearance.ts      BASE_URL (default http://localhost:8787), API_KEY; needs ffmpeg
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, openAsBlob, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMediaDeliveryClient, unwrap, uploadContent } from "../client/src/index.ts";

const baseUrl = process.env.BASE_URL ?? "http://localhost:8787";
const mds = createMediaDeliveryClient({ baseUrl, apiKey: process.env.API_KEY ?? "mds_dev_northwind" });
const wxyz = createMediaDeliveryClient({ baseUrl, apiKey: "mds_dev_wxyz" });
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);

const order = unwrap(
  await mds.POST("/api/v1/ad/orders", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    body: {
      Advertiser: "Great Lakes Credit Union",
      Product: "Fall Auto Loans",
      PurchaseOrder: "NW-25017",
      FlightStartDate: day(1),
      FlightEndDate: day(28),
      Files: [{ AdID: "GLCU0017000H", Title: "Fall Auto Loans :30", Length: 30, Format: "HD" }],
      Destinations: [235, 200],
    },
  }),
);
const [file] = order.Files as [(typeof order.Files)[number]];
const path = { orderID: order.OrderID, fileID: file.FileID };
console.log(`created order ${order.OrderID} (${order.Status}) for ABNT (235) and WXYZ-TV (200), file ${file.FileID}`);
for (const warning of order.Warnings) console.log(`warning ${warning.Code}: ${warning.Message}`);

// The 1080p master: 5 s of ffmpeg's test picture at 29.97 with the demo spot's sound (-24 LKFS), streamed from disk.
const work = mkdtempSync(join(tmpdir(), "agency-clearance-"));
try {
  const master = join(work, "master-1080p.mp4");
  const demo = new URL("../fixtures/media/hd-spot.mp4", import.meta.url).pathname;
  execFileSync("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=1920x1080:rate=30000/1001:duration=5", "-i", demo],
    ...["-map", "0:v", "-map", "1:a", "-c:v", "libx264", "-preset", "ultrafast", "-crf", "30", "-pix_fmt", "yuv420p"],
    ...["-c:a", "copy", "-shortest", "-movflags", "+faststart", master],
  ]);
  const sha256Base64 = createHash("sha256").update(readFileSync(master)).digest("base64");
  const content = unwrap(
    await uploadContent(mds, path, await openAsBlob(master), { contentType: "video/mp4", sha256Base64 }),
  );
  console.log(
    `uploaded master-1080p.mp4 to file ${file.FileID}: ${content.Bytes} bytes, ${content.Media.Width}×${content.Media.Height}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

// The service measures it first (publishing waits for nothing, but the journey prints what each station receives).
for (let tries = 0; ; tries++) {
  const compliance = unwrap(
    await mds.GET("/api/v1/ad/orders/{orderID}/files/{fileID}/compliance", { params: { path } }),
  );
  if (compliance.Measurement.Status !== "Pending") {
    for (const d of compliance.Destinations) console.log(`  ${d.Name}: ${d.Result}, rendition ${d.Rendition.Status}`);
    break;
  }
  if (tries > 120) throw new Error(`file ${file.FileID} was not measured within 60 s`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

// Refused: the network takes nothing its standards department has not cleared.
const refused = await mds.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path } });
if (refused.response.status !== 422)
  throw new Error(`publishing an uncleared spot answered ${refused.response.status}`);
for (const error of refused.error?.errors ?? []) console.log(`publish refused (422): ${error.code}: ${error.message}`);

// The decision of ABNT's standards department: cleared, with restrictions the stations receive.
const clearance = unwrap(
  await mds.PUT("/api/v1/ad/orders/{orderID}/files/{fileID}/clearances/{body}", {
    params: { path: { ...path, body: "ABNT Standards" } },
    body: {
      Status: "Restricted",
      Reference: "ABNT-S-2026-1311",
      Restrictions: ["not before 21:00"],
      DecidedAt: new Date().toISOString(),
    },
  }),
);
console.log(
  `clearance by ${clearance.Body}: ${clearance.Status} (${clearance.Reference}): ${clearance.Restrictions.join("; ")}`,
);

// Published, late: the network wanted its copy 48 hours before tomorrow's first airing.
const published = unwrap(await mds.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path } }));
console.log(`published order ${published.OrderID} (${published.Status})`);
for (const warning of published.Warnings ?? [])
  console.log(`warning ${warning.Code}: ${warning.Message.slice(0, 160)}`);

// The talent's usage ends two weeks in, before the flight does: no station is given a later EndDate.
const rights = unwrap(
  await mds.PUT("/api/v1/ad/orders/{orderID}/files/{fileID}/rights", {
    params: { path },
    body: { AirEnd: day(14), Notes: "SAG-AFTRA session fee cycle ends; music licence through the same day" },
  }),
);
console.log(`rights of file ${rights.FileID}: AirStart ${rights.AirStart ?? "open"}, AirEnd ${rights.AirEnd}`);

// WXYZ-TV's ingest feed: its latest entry of the file (once its content is ready: a Deliver may make it first).
type Entry = {
  Action: string;
  FileID: number;
  StartDate: string | null;
  EndDate: string | null;
  Restrictions: string[];
};
const deadline = Date.now() + 60_000;
for (;;) {
  let latest: Entry | undefined;
  let cursor: string | undefined;
  for (;;) {
    const page = unwrap(await wxyz.GET("/api/v1/account/ingest", { params: { query: { limit: 1000, cursor } } }));
    latest = (page.Entries as Entry[]).filter((e) => e.FileID === file.FileID).at(-1) ?? latest;
    if (page.Entries.length === 0 || page.Cursor === cursor) break;
    cursor = page.Cursor;
  }
  if (latest?.EndDate === rights.AirEnd) {
    console.log(
      `WXYZ-TV's feed, file ${file.FileID}: ${latest.Action}, ${latest.StartDate} to ${latest.EndDate} ` +
        `(the order's flight ends ${day(28)}), restrictions: ${latest.Restrictions.join("; ")}`,
    );
    break;
  }
  if (Date.now() > deadline) throw new Error(`WXYZ-TV was not given file ${file.FileID}'s dates within 60 s`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.log("when the AirEnd has passed, the Cron Trigger kills it at each station (test/live/rights-ended.test.ts)");
