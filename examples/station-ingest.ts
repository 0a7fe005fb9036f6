/**
 * Journey 8, a station (WXYZ-TV, mds_dev_wxyz): its automation's watch folder, filled by the ingest agent.
 * The agent (client/src/ingest/, the command `mds-ingest`; here called as a library) takes what the station's
 * ingest feed holds, `--once`, into a temporary folder: each file downloaded into a hidden part file, its SHA-256
 * checked, its companion XML written, the media renamed into the folder, the entry acknowledged (the sender's proof
 * of delivery shows IngestedAt). Then what arrived: each media file with its companion's details, its SHA-256
 * checked again here against the companion's, and what was killed.
 *
 *   npx tsx examples/station-ingest.ts      BASE_URL (default http://localhost:8787), API_KEY,
 *                                          FOLDER (default: a new temporary folder), ORGANIZATION (a group's key),
 *                                          FORMAT (bwf: WAV spots as Broadcast Wave)
 *
 * The same from the shell: `MDS_KEY=mds_dev_wxyz npx mds-ingest --once --folder <folder>` (examples/station-ingest.sh).
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runAgent } from "../client/src/ingest/agent.ts";

const folder = process.env.FOLDER ?? (await mkdtemp(path.join(tmpdir(), "station-ingest-")));
const summary = await runAgent({
  url: process.env.BASE_URL ?? "http://localhost:8787",
  key: process.env.API_KEY ?? "mds_dev_wxyz",
  folder,
  organization: process.env.ORGANIZATION ? Number(process.env.ORGANIZATION) : undefined,
  format: process.env.FORMAT === "bwf" ? "bwf" : "plain",
  once: true,
});
console.log(
  `the agent took ${summary.entries} entries into ${folder}: ${summary.ingested} ingested, ${summary.updated} updated, ${summary.killed} killed, ${summary.failed} failed`,
);

/** The fields of a companion file (one element per field of the feed entry), unescaped. */
function fields(xml: string): Record<string, string> {
  const text = (xmlText: string) =>
    xmlText
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&quot;", '"')
      .replaceAll("&apos;", "'")
      .replaceAll("&amp;", "&");
  return Object.fromEntries([...xml.matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((m) => [m[1], text(m[2] ?? "")]));
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

const names = (await readdir(folder)).sort();
const hidden = names.filter((name) => name.startsWith("."));
const companions = names.filter((name) => name.endsWith(".xml"));
console.log(`${companions.length} files in the watch folder; hidden: ${hidden.join(", ") || "none"}`);
for (const name of companions) {
  const entry = fields(await readFile(path.join(folder, name), "utf8"));
  const media = path.join(folder, entry.MediaFile ?? "");
  const subject = entry.Family === "order" ? `order ${entry.OrderID}` : `release ${entry.ReleaseID}`;
  const who = entry.Advertiser ?? entry.Artist ?? "";
  const dates = entry.StartDate ? `, ${entry.StartDate} to ${entry.EndDate || "?"}` : "";
  // A Broadcast Wave rendition is not the bytes the sender uploaded (its Sha256): only plain files are compared.
  const check =
    !existsSync(media) || (process.env.FORMAT === "bwf" && /\.wav$/.test(media))
      ? ""
      : (await sha256Of(media)) === entry.Sha256
        ? ", sha256 matches its companion"
        : ", sha256 DIFFERS from its companion";
  console.log(
    `${entry.MediaFile}: ${subject}, file ${entry.FileID} ${entry.AdID ?? entry.ISRC ?? ""} "${entry.Title}", ` +
      `${who}, house ID ${entry.HouseID || "none"}${dates}, ${entry.Bytes} bytes${check} (${entry.Action} ${entry.EntryID})`,
  );
}
const killed = existsSync(path.join(folder, "killed")) ? await readdir(path.join(folder, "killed")) : [];
console.log(`killed/: ${killed.sort().join(", ") || "empty"}`);
