/**
 * Journey 3, a label (Blue Harbor Records, mds_dev_blueharbor): create a
 * release for WXYZ-TV, KLMN-FM and WQRS-AM (offline: a warning), upload each
 * track's media from fixtures/media/ (with its digest), publish it, then read
 * the status of each track at each station: the new release's (not delivered
 * yet: a station's download delivers it) beside release 7001's, which the
 * stations received and answered (house IDs, asset statuses); last, a comment.
 *
 *   npx tsx examples/label-release.ts     BASE_URL (default http://localhost:8787), API_KEY
 */
import { createHash } from "node:crypto";
import { openAsBlob } from "node:fs";
import { readFile } from "node:fs/promises";
import { createMediaDeliveryClient, unwrap, uploadContent } from "../client/src/index.ts";

const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_blueharbor",
});
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);

// Create: a draft. ISRCs may be written with hyphens or lowercase: the service stores them normalised.
const release = unwrap(
  await mds.POST("/api/v1/music/releases", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    body: {
      Title: "Harbor Nights",
      Artist: "Juniper Vale",
      UPC: "850001407045",
      ReleaseDate: day(14),
      Files: [
        { Title: "Harbor Nights", ISRC: "US-BHR-26-00401", Length: 224 },
        { Title: "Tidewater", ISRC: "usbhr2600402", Length: 201 },
      ],
      Destinations: [200, 201, 202],
    },
  }),
);
const path = { releaseID: release.ReleaseID };
console.log(
  `created release ${release.ReleaseID} "${release.Title}" (${release.Status}), tracks ${release.Files.map((f) => `${f.FileID} (${f.ISRC})`).join(", ")}`,
);
for (const warning of release.Warnings) console.log(`warning ${warning.Code}: ${warning.Message}`);

// Upload each track (publishing a track without content is 422 content_missing), streamed from disk;
// Content-Digest lets the service refuse bytes damaged on the way (nothing is kept).
const source = new URL("../fixtures/media/track.m4a", import.meta.url);
const sha256Base64 = createHash("sha256")
  .update(await readFile(source))
  .digest("base64");
for (const track of release.Files) {
  const content = unwrap(
    await uploadContent(mds, { ...path, fileID: track.FileID }, await openAsBlob(source), {
      contentType: "audio/mp4",
      sha256Base64,
    }),
  );
  console.log(
    `uploaded track.m4a to file ${content.FileID} (${track.ISRC}): ${content.Bytes} bytes, sha256 ${content.Sha256}, ${content.Media?.DurationSeconds ?? "?"} s`,
  );
  for (const warning of content.Warnings) console.log(`warning ${warning.Code}: ${warning.Message}`);
}

// Publish: one delivery per track and destination; each station may fetch its tracks.
const published = unwrap(await mds.PUT("/api/v1/music/releases/{releaseID}/publish", { params: { path } }));
console.log(`published release ${published.ReleaseID} (${published.Status})`);

// The status of each track at each station: the new release's, and 7001's, answered by its stations.
const tracks = [
  ...published.Files.map((f) => ({ releaseID: published.ReleaseID, fileID: f.FileID })),
  { releaseID: 7001, fileID: 9001 },
  { releaseID: 7001, fileID: 9002 },
];
for (const track of tracks) {
  const file = unwrap(
    await mds.GET("/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation", {
      params: { path: track },
    }),
  );
  console.log(`release ${file.ReleaseID}, file ${file.FileID} "${file.Title}" (ISRC ${file.ISRC})`);
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
    params: { path },
    body: { CommentPosterText: "A radio edit of <b>Tidewater</b> follows on Friday." },
  }),
);
console.log(`comment ${comment.CommentID} on release ${comment.ReleaseID} by ${comment.CommentPosterName}`);
