/**
 * Journey 2, a station group (Summit Broadcasting, mds_dev_summit), which acts
 * for its stations WXYZ-TV (200) and KLMN-FM (201), not for WQRS-AM (202):
 * WXYZ-TV's download of a spot (its digest checked), each station's house ID
 * and an asset status on a delivered order's file and on a release's file,
 * then what the agency (AGENCY_KEY) sees: the traffic confirmation report and
 * the download's delivery, Delivered, in the proof of delivery report.
 *
 *   npx tsx examples/station-group.ts [orderID fileID]     the spot to download (default: order 5004's :30, 8008)
 *                                         BASE_URL (default http://localhost:8787), API_KEY, AGENCY_KEY (mds_dev_northwind)
 */
import { createHash } from "node:crypto";
import { createMediaDeliveryClient, downloadContent, unwrap } from "../client/src/index.ts";

const baseUrl = process.env.BASE_URL ?? "http://localhost:8787";
const mds = createMediaDeliveryClient({ baseUrl, apiKey: process.env.API_KEY ?? "mds_dev_summit" });

// WXYZ-TV downloads its spot (the one examples/agency-order.ts printed, or order 5004's :30). Summit
// acts for two stations, so it names the one receiving; the complete download is the delivery.
// A station whose spec has a Deliver receives its rendition: until it is made, 409 rendition_pending with Retry-After.
const [orderID = 5004, fileID = 8008] = process.argv.slice(2).map(Number);
let download = await downloadContent(mds, { orderID, fileID }, { organizationID: 200 });
for (const started = Date.now(); download.response.status === 409 && Date.now() - started < 60_000; ) {
  const seconds = Number(download.response.headers.get("Retry-After") ?? 1);
  console.log(`WXYZ-TV's rendition is still being made: again in ${seconds} s`);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  download = await downloadContent(mds, { orderID, fileID }, { organizationID: 200 });
}
const body = unwrap(download);
if (!body) throw new Error("no body");
const reader = body.getReader();
const sha256 = createHash("sha256");
let bytes = 0;
for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
  sha256.update(chunk.value);
  bytes += chunk.value.byteLength;
}
const digest = `sha-256=:${sha256.digest("base64")}:`;
const name = download.response.headers.get("Content-Disposition")?.match(/filename="([^"]+)"/)?.[1];
if (download.response.headers.get("Content-Digest") !== digest) throw new Error(`${name}: the bytes do not match`);
console.log(`downloaded ${name} for WXYZ-TV: ${bytes} bytes, Content-Digest ${digest} matches`);

// Order 5002 was delivered to both stations; file 8003 is its :30.
const spot = { orderID: 5002, fileID: 8003 };
for (const [station, houseId] of [
  ["WXYZ-TV", "WXYZ-CM-44101"],
  ["KLMN-FM", "KLMN-SP-0871"],
]) {
  const rows = unwrap(
    await mds.PUT("/api/v1/ad/orders/{orderID}/files/{fileID}/houseid", {
      params: { path: spot },
      body: { HouseID: houseId as string, Organizations: [station as string] },
    }),
  );
  for (const row of rows) console.log(`house ID ${row.HouseID} set for ${row.OrganizationName} on file ${row.FileID}`);
}

// One status for both stations at once (by ID or name; matched case-insensitively, stored as configured).
const statuses = unwrap(
  await mds.PUT("/api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus", {
    params: { path: spot },
    body: { Status: "on air", Organizations: ["200", "201"] },
  }),
);
console.log(`asset status ${statuses[0]?.Status} set for ${statuses.map((row) => row.OrganizationName).join(", ")}`);

// Release 7001, track 9002: KLMN-FM reviews it.
const track = { releaseID: 7001, fileID: 9002 };
const review = unwrap(
  await mds.PUT("/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus", {
    params: { path: track },
    body: { Status: "In Review", Organizations: ["KLMN-FM"] },
  }),
);
console.log(`release 7001 file 9002: ${review[0]?.Status} at ${review[0]?.OrganizationName}`);

// WQRS-AM is not one of Summit's stations: 403, and nothing is written.
const refused = await mds.PUT("/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus", {
  params: { path: track },
  body: { Status: "Received", Organizations: ["WQRS-AM"] },
});
console.log(`WQRS-AM refused: ${refused.response.status} ${refused.error?.detail}`);
if (refused.response.status !== 403) throw new Error("expected a 403 for a station the group does not act for");

// What the agency sees: each file confirmed at each station.
const confirmations = unwrap(
  await mds.GET("/api/v1/ad/orders/{orderID}/trafficconfirmation", { params: { path: { orderID: 5002 } } }),
);
for (const row of confirmations) {
  const state = row.Confirmed ? `confirmed by ${row.ConfirmedBy}` : "not confirmed";
  console.log(
    `  ${row.AdID} at ${row.OrganizationName}: house ID ${row.HouseID ?? "-"}, ${row.AssetStatus ?? "-"}, ${state}`,
  );
}

// The agency's proof of delivery: WXYZ-TV's download made its delivery Delivered (recorded as the last byte goes out).
const agency = createMediaDeliveryClient({ baseUrl, apiKey: process.env.AGENCY_KEY ?? "mds_dev_northwind" });
for (let attempt = 1; ; attempt++) {
  const report = unwrap(
    await agency.GET("/api/v1/ad/orders/{orderID}/proofofdelivery", { params: { path: { orderID } } }),
  );
  const row = report.find((r) => r.FileID === fileID && r.OrganizationID === 200);
  if (row?.Status === "Delivered") {
    console.log(`proof of delivery, order ${orderID}: ${row.AdID} to ${row.OrganizationName}: ${row.Status}`);
    console.log(`  at ${row.DeliveredAt} by ${row.DeliveredBy}, ${row.Bytes} bytes, sha256 ${row.Sha256}`);
    break;
  }
  if (attempt === 20) throw new Error(`the delivery to WXYZ-TV is still ${row?.Status}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}
