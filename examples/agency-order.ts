/**
 * Journey 1, an agency (Northwind, mds_dev_northwind): create an order, upload
 * each spot's media, publish it, and follow it until every delivery to an
 * online destination is available to its station (Sending). The radio spot is
 * 12 dB too loud (a generated tone at -12 LKFS): the service measures it, and
 * since each radio station's spec normalises what it receives (its Deliver), the
 * spot is not refused: KLMN-FM receives a rendition at -24 LKFS (ATSC A/85),
 * which this waits for and prints. A refusal that no rendition fixes, a missing
 * clearance, is examples/agency-clearance.ts's story. A delivery becomes
 * Delivered only when the station downloads the file: examples/station-group.ts
 * does, for WXYZ-TV, given the order and file this prints at its end.
 * WQRS-AM (202) is offline: its deliveries wait, Queued, until it is back.
 *
 *   npx tsx examples/agency-order.ts      BASE_URL (default http://localhost:8787), API_KEY
 */
import { createHash } from "node:crypto";
import { openAsBlob } from "node:fs";
import { createMediaDeliveryClient, unwrap, uploadContent } from "../client/src/index.ts";

const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_northwind",
});
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);

// Create: a draft. The Idempotency-Key makes a retry after a network error safe: no second order.
const order = unwrap(
  await mds.POST("/api/v1/ad/orders", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    body: {
      Advertiser: "Great Lakes Credit Union",
      Product: "Spring Home Equity",
      PurchaseOrder: "NW-25002",
      FlightStartDate: day(14),
      FlightEndDate: day(44),
      Files: [
        { AdID: "GLCU0013000H", Title: "Spring Home Equity :30", Length: 30, Format: "HD" },
        { AdID: "GLCU0013030", Title: "Spring Home Equity :30 (Radio)", Length: 30, Format: "Audio" },
      ],
      Destinations: [200, 201, 202],
    },
  }),
);
const path = { orderID: order.OrderID };
console.log(`created order ${order.OrderID} (${order.Status}), files ${order.Files.map((f) => f.FileID).join(", ")}`);
for (const warning of order.Warnings) console.log(`warning ${warning.Code}: ${warning.Message}`);

// Upload each file's media (publishing a file without content is 422 content_missing). The body is
// streamed from disk; Content-Digest lets the service refuse bytes damaged on the way (nothing is kept).
async function upload(file: (typeof order.Files)[number], name: string, body: Blob, contentType: string) {
  const sha256Base64 = createHash("sha256")
    .update(new Uint8Array(await body.arrayBuffer()))
    .digest("base64");
  const content = unwrap(
    await uploadContent(mds, { ...path, fileID: file.FileID }, body, { contentType, sha256Base64 }),
  );
  const { DurationSeconds, Width, Height } = content.Media; // null where the container tells nothing
  const size = Width && Height ? `, ${Width}×${Height}` : "";
  console.log(
    `uploaded ${name} to file ${content.FileID} (${file.AdID}): ${content.Bytes} bytes, sha256 ${content.Sha256}, ${DurationSeconds ?? "?"} s${size}`,
  );
  for (const warning of content.Warnings) console.log(`warning ${warning.Code}: ${warning.Message}`);
}

/**
 * A mono 48 kHz 16-bit WAV of a 1 kHz tone at `dbfs` for `seconds`. ITU-R BS.1770 reads a mono 1 kHz tone
 * 3 dB under its level: -9 dBFS is -12 LKFS, -21 dBFS is -24 LKFS (A/85's target).
 */
function tone(dbfs: number, seconds: number): Blob {
  const rate = 48_000;
  const frames = rate * seconds;
  const wav = new DataView(new ArrayBuffer(44 + 2 * frames));
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) wav.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, "RIFF");
  wav.setUint32(4, 36 + 2 * frames, true);
  ascii(8, "WAVEfmt ");
  wav.setUint32(16, 16, true); // the fmt chunk: PCM, 1 channel, 48 kHz, 2 bytes a frame, 16 bits
  wav.setUint16(20, 1, true);
  wav.setUint16(22, 1, true);
  wav.setUint32(24, rate, true);
  wav.setUint32(28, rate * 2, true);
  wav.setUint16(32, 2, true);
  wav.setUint16(34, 16, true);
  ascii(36, "data");
  wav.setUint32(40, 2 * frames, true);
  const amplitude = 32767 * 10 ** (dbfs / 20);
  for (let i = 0; i < frames; i++) {
    wav.setInt16(44 + 2 * i, Math.round(amplitude * Math.sin((2 * Math.PI * 1000 * i) / rate)), true);
  }
  return new Blob([wav.buffer], { type: "audio/wav" });
}

/** The file's compliance once the service has measured its loudness (in the background, after the upload). */
async function measured(fileID: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = unwrap(
      await mds.GET("/api/v1/ad/orders/{orderID}/files/{fileID}/compliance", { params: { path: { ...path, fileID } } }),
    );
    if (answer.Measurement.Status !== "Pending") return answer;
    if (Date.now() > deadline) throw new Error(`file ${fileID} was not measured within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Prints the file's loudness and its result at each destination whose spec applies to it, and why. */
function show(compliance: Awaited<ReturnType<typeof measured>>) {
  const { Loudness, Measurement } = compliance;
  const level = Loudness
    ? `${Loudness.IntegratedLKFS} LKFS, true peak ${Loudness.TruePeakDBTP} dBTP`
    : Measurement.Reason;
  console.log(`loudness of file ${compliance.FileID}: ${level} (${Measurement.Status})`);
  for (const d of compliance.Destinations) {
    console.log(`  ${d.Name}: ${d.Result}`);
    for (const check of d.Checks.filter((c) => c.Result !== "Pass")) {
      console.log(`    ${check.Result} ${check.Check} ${check.Actual}, the spec takes ${check.Expected}`);
    }
  }
}

const [hd, radio] = order.Files as [(typeof order.Files)[number], (typeof order.Files)[number]];
const hdSource = new URL("../fixtures/media/hd-spot.mp4", import.meta.url);
await upload(hd, "hd-spot.mp4", await openAsBlob(hdSource), "video/mp4");
// The radio spot, as delivered by the studio: 12 dB too loud for A/85.
await upload(radio, "spot-too-loud.wav", tone(-9, 30), "audio/wav");
for (const file of order.Files) show(await measured(file.FileID));

// Publish: one delivery per file and destination, Queued. The radio stations normalise what they receive
// (their spec's Deliver), so the loud spot is not refused: while its renditions are made, a warning says so.
const published = unwrap(await mds.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path } }));
console.log(`published order ${published.OrderID} (${published.Status})`);
for (const warning of published.Warnings ?? [])
  console.log(`warning ${warning.Code}: ${warning.Message.slice(0, 120)}`);

// What each station receives, once made: the original, or its rendition where its spec has a Deliver (KLMN-FM:
// Wave PCM 44.1 kHz stereo brought to -24 LKFS). A station's download waits for it (409 rendition_pending).
async function receives(fileID: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answer = unwrap(
      await mds.GET("/api/v1/ad/orders/{orderID}/files/{fileID}/compliance", { params: { path: { ...path, fileID } } }),
    );
    const failed = answer.Destinations.find((d) => d.Rendition.Status === "Failed");
    if (failed) throw new Error(`${failed.Name}'s rendition of file ${fileID} failed: ${failed.Rendition.Reason}`);
    if (answer.Destinations.every((d) => d.Rendition.Status !== "Pending")) {
      for (const { Name, Rendition, Checks } of answer.Destinations) {
        const loudness = Checks.find((c) => c.Check === "IntegratedLoudness");
        const level = loudness ? `, ${loudness.Actual} (${loudness.Result})` : "";
        console.log(
          Rendition.Status === "NotNeeded"
            ? `${Name} receives file ${fileID}: the original`
            : `${Name} receives file ${fileID} as its rendition: ${Rendition.ContentType}, ${Rendition.Bytes} bytes, sha256 ${Rendition.Sha256}${level}`,
        );
      }
      return;
    }
    if (Date.now() > deadline) throw new Error(`the renditions of file ${fileID} were not made within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
for (const file of order.Files) await receives(file.FileID);

// Which destinations are online now: their deliveries are made available at once.
const { Destinations } = unwrap(await mds.GET("/api/v1/ad/orders/{orderID}/destinations", { params: { path } }));
const online = Destinations.filter((d) => d.Status === "Online").map((d) => d.OrganizationID);

// Follow the proof of delivery report until each online station may fetch its files.
const deadline = Date.now() + 60_000;
for (;;) {
  const report = unwrap(await mds.GET("/api/v1/ad/orders/{orderID}/proofofdelivery", { params: { path } }));
  const failed = report.filter((row) => row.Status === "Failed");
  if (failed.length > 0) throw new Error(`failed deliveries: ${failed.map((row) => row.OrganizationName).join(", ")}`);
  if (report.every((row) => !online.includes(row.OrganizationID) || row.Status !== "Queued")) {
    for (const row of report) console.log(`  ${row.AdID} to ${row.OrganizationName}: ${row.Status}`);
    break;
  }
  if (Date.now() > deadline) throw new Error("deliveries to online destinations were not available within 60 s");
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.log("every delivery to an online destination is available: Delivered once the station downloads it");

const detail = unwrap(await mds.GET("/api/v1/ad/orders/{orderID}", { params: { path } }));
console.log(`order ${detail.OrderID} is ${detail.Status}`);
console.log(
  `next, WXYZ-TV fetches its spot: npx tsx examples/station-group.ts ${detail.OrderID} ${order.Files[0]?.FileID}`,
);
