/**
 * Journey 1, an agency (Northwind, mds_dev_northwind): create an order, upload
 * each spot's media, publish it, and follow it until every delivery to an
 * online destination is available to its station (Sending). A delivery becomes
 * Delivered only when the station downloads the file: examples/station-group.ts
 * does, for WXYZ-TV, given the order and file this prints at its end.
 * WQRS-AM (202) is offline: its deliveries wait, Queued, until it is back.
 *
 *   npx tsx examples/agency-order.ts      BASE_URL (default http://localhost:8787), API_KEY
 */
import { createHash } from "node:crypto";
import { openAsBlob } from "node:fs";
import { readFile } from "node:fs/promises";
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
const media = { HD: ["hd-spot.mp4", "video/mp4"], Audio: ["radio-spot.mp3", "audio/mpeg"] } as const;
for (const file of order.Files) {
  const [name, contentType] = media[file.Format === "Audio" ? "Audio" : "HD"];
  const source = new URL(`../fixtures/media/${name}`, import.meta.url);
  const sha256Base64 = createHash("sha256")
    .update(await readFile(source))
    .digest("base64");
  const content = unwrap(
    await uploadContent(mds, { ...path, fileID: file.FileID }, await openAsBlob(source), { contentType, sha256Base64 }),
  );
  const { DurationSeconds, Width, Height } = content.Media ?? {}; // null: a container the service cannot read
  const size = Width && Height ? `, ${Width}×${Height}` : "";
  console.log(
    `uploaded ${name} to file ${content.FileID} (${file.AdID}): ${content.Bytes} bytes, sha256 ${content.Sha256}, ${DurationSeconds ?? "?"} s${size}`,
  );
  for (const warning of content.Warnings) console.log(`warning ${warning.Code}: ${warning.Message}`);
}

// Publish: one delivery per file and destination, Queued.
const published = unwrap(await mds.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path } }));
console.log(`published order ${published.OrderID} (${published.Status})`);

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
