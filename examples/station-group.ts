/**
 * Journey 2, a station group (Summit Broadcasting, mds_dev_summit), which acts
 * for its stations WXYZ-TV (200) and KLMN-FM (201), not for WQRS-AM (202):
 * each station's house ID and an asset status on a delivered order's file and
 * on a release's file, then the agency's traffic confirmation report.
 *
 *   npx tsx examples/station-group.ts     BASE_URL (default http://localhost:8787), API_KEY
 */
import { createMediaDeliveryClient, unwrap } from "../client/src/index.ts";

const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_summit",
});

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
