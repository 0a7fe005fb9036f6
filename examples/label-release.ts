/**
 * Journey 3, a label (Blue Harbor Records, mds_dev_blueharbor): the status of
 * each file of release 7001 "Midnight Lanterns" at each station, then a comment.
 *
 *   npx tsx examples/label-release.ts     BASE_URL (default http://localhost:8787), API_KEY
 */
import { createMediaDeliveryClient, unwrap } from "../client/src/index.ts";

const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_blueharbor",
});

for (const fileID of [9001, 9002]) {
  const file = unwrap(
    await mds.GET("/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation", {
      params: { path: { releaseID: 7001, fileID } },
    }),
  );
  console.log(`file ${file.FileID} "${file.Title}" (ISRC ${file.ISRC})`);
  for (const station of file.Statuses) {
    const delivered = station.Delivered ? `delivered ${station.DeliveredAt}` : "not delivered yet";
    console.log(
      `  ${station.OrganizationName}: ${delivered}, status ${station.AssetStatus ?? "-"}, house ID ${station.HouseID ?? "-"}`,
    );
  }
}

// Basic HTML is kept; anything else would be removed, with a warning.
const comment = unwrap(
  await mds.POST("/api/v1/music/releases/{releaseID}/comments", {
    params: { path: { releaseID: 7001 } },
    body: { CommentPosterText: "A radio edit of <b>Harbor Lights at Dawn</b> follows on Friday." },
  }),
);
console.log(`comment ${comment.CommentID} on release ${comment.ReleaseID} by ${comment.CommentPosterName}`);
