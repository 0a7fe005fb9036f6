/**
 * `GET` and `HEAD {file}/content?format=bwf` (contract section 16): PCM WAV content as Broadcast Wave, made
 * on the fly for the station asking, both families alike, of what that station receives (its rendition when its
 * Deliver asks for one, contract section 19: the receipt then records the rendition's bytes and digest). The original's head is read from R2 only as far
 * as its `data` chunk header (in bounded steps), the new head (`bext`, `cart`: ./media.wave.ts) is built from
 * the file, its subject, the station's house ID and its flights, and the rest, the audio, is streamed from
 * R2 unchanged. Ranges, `HEAD`, `If-None-Match` and `If-Range` work on the rendition as on the plain
 * content (./media.download.ts), and a station's download of it delivers the file as the plain one does.
 */

import { eq, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read } from "../../db/batch";
import { files, orders, organizations, releases } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { hexOf } from "../../http/keys";
import { Problem } from "../../http/problems";
import { loudnessOf } from "../compliance/compliance.rules";
import { stationDate } from "../ingest/ingest.published";
import { renditionsOfFile, specsOf } from "../renditions/renditions.store";
import { type Family, fileOfSubject, subjectQuery, visibleFrom } from "../subjects/subjects";
import {
  type ByteRange,
  contentFor,
  deliverOnceSent,
  noContentYet,
  noneMatch,
  rangeOf,
  receiverOf,
  watched,
} from "./media.download";
import type { FileTarget } from "./media.store";
import { bextChunk, cartChunk, type Rendition, rendition, scanWaveHead, type WaveHead } from "./media.wave";

/** The original's head is read in steps of this many bytes… */
const HEAD_STEP = 64 * 1024;
/** …and never beyond this: chunks before the audio that run longer make the rendition unavailable. */
export const MAX_HEAD = 1024 * 1024;

/**
 * Where each family keeps what the `cart` chunk says besides the file's own: Artist, ClientID (an order's
 * advertiser; a release's artist and label), and the dates when no station's flights give them (an order's
 * flight, a release's release date).
 */
const CART_SOURCE = {
  order: {
    artist: sql<string>`${orders.advertiser}`,
    client: sql<string>`${orders.advertiser}`,
    startDate: sql<string | null>`${orders.flightStartDate}`,
    endDate: sql<string | null>`${orders.flightEndDate}`,
    startColumn: sql.raw("flight_start_date"),
    endColumn: sql.raw("flight_end_date"),
  },
  release: {
    artist: sql<string>`${releases.artist}`,
    client: sql<string>`${organizations.name}`,
    startDate: sql<string | null>`${releases.releaseDate}`,
    endDate: sql<string | null>`NULL`,
    startColumn: sql.raw("release_date"),
    endColumn: sql.raw("NULL"),
  },
} as const satisfies Record<Family, Record<string, SQL>>;

/** The file with what its rendition says of it. */
const fileQuery = (c: Context<AppEnv>, fileId: number) =>
  c.var.db
    .select({
      orderId: files.orderId,
      releaseId: files.releaseId,
      adId: files.adId,
      isrc: files.isrc,
      title: files.title,
      contentKey: files.contentKey,
      contentType: files.contentType,
      contentBytes: files.contentBytes,
      contentSha256: files.contentSha256,
      contentUploadedAt: files.contentUploadedAt,
      contentLoudness: files.contentLoudness,
      format: files.format,
      contentMedia: files.contentMedia,
    })
    .from(files)
    .where(eq(files.id, fileId));

/**
 * For each station the key acts for (the receiving one is picked once the subject is read): its house ID of
 * the file, and its dates as its ingest entries say them (`stationDate`: its flights in the current
 * instructions, else the order's flight or the release's date, inside the file's rights).
 */
const stationsQuery = (c: Context<AppEnv>, family: Family, fileId: number) => {
  const station = sql.raw("station.value");
  const ofFile = (column: string) => sql`(SELECT ${sql.raw(column)} FROM files WHERE id = ${fileId})`;
  const orderId = ofFile("order_id");
  const source = CART_SOURCE[family];
  const parent = family === "order" ? orderId : ofFile("release_id");
  const table = family === "order" ? orders : releases;
  const fallback = (column: SQL) => sql`(SELECT ${column} FROM ${table} WHERE ${table.id} = ${parent})`;
  const at = (fallbackDate: SQL) => ({
    orderId,
    station,
    adId: ofFile("ad_id"),
    rights: { airStart: ofFile("air_start"), airEnd: ofFile("air_end") },
    fallback: fallbackDate,
  });
  return c.var.db
    .select({
      organizationId: sql<number>`${station}`.as("organization_id"),
      houseId: sql<
        string | null
      >`(SELECT house_id FROM file_statuses WHERE file_id = ${fileId} AND organization_id = ${station})`.as("house_id"),
      startDate: sql<string | null>`${stationDate("min", family, at(fallback(source.startColumn)))}`.as("start_date"),
      endDate: sql<string | null>`${stationDate("max", family, at(fallback(source.endColumn)))}`.as("end_date"),
    })
    .from(sql`json_each(${JSON.stringify(principalOf(c).actsFor)}) AS station`);
};

/**
 * The original's head, read from R2 from its start in steps of `HEAD_STEP` until the `data` chunk header is
 * in it (usually one read), never past `MAX_HEAD`. 409 when the content is not PCM WAV.
 */
async function readHead(bucket: R2Bucket, key: string, size: number): Promise<WaveHead> {
  let head = new Uint8Array(0);
  for (;;) {
    const scan = scanWaveHead(head, size);
    if (scan.kind === "head") return scan.head;
    if (scan.kind === "unavailable") throw formatUnavailable(scan.reason);
    if (scan.need > MAX_HEAD) {
      throw formatUnavailable(
        `its chunks before the audio run past the first ${MAX_HEAD / 1024 / 1024} MiB, more than this service reads to rewrite them`,
      );
    }
    const until = Math.min(size, MAX_HEAD, Math.max(scan.need, head.length + HEAD_STEP));
    const object = await bucket.get(key, { range: { offset: head.length, length: until - head.length } });
    if (!object) throw new Error(`the content object ${key} is missing from R2`);
    const more = new Uint8Array(await object.arrayBuffer());
    const grown = new Uint8Array(head.length + more.length);
    grown.set(head, 0);
    grown.set(more, head.length);
    head = grown;
  }
}

const formatUnavailable = (reason: string) =>
  new Problem(
    "format_unavailable",
    `Broadcast Wave is made only from PCM WAV content, and this file's content is not: ${reason}. Download it as it is, without ?format=bwf.`,
  );

/**
 * The rendition's strong ETag: of the original's digest and the rendition's head, so it changes with
 * anything the head says (a house ID, the dates) and with the audio, and never equals the plain content's.
 */
async function etagOf(sha256: string, prefix: Uint8Array): Promise<string> {
  const material = new Uint8Array(32 + prefix.length);
  material.set(sha256.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? [], 0);
  material.set(prefix, 32);
  return `"bwf-${hexOf(await crypto.subtle.digest("SHA-256", material))}"`;
}

/**
 * The bytes of the original a range of the rendition stands for, for the delivery's receipt: the audio maps
 * byte for byte (rendition `m + k` is original `n + k`), and the head of the rendition stands for the head of
 * the original in proportion, so that ranges that cover the rendition without a gap cover the original so.
 */
export function sourceRange(r: Rendition, [start, end]: ByteRange): ByteRange {
  const map = (x: number) =>
    x >= r.offset ? x - r.offset + r.sourceOffset : Math.floor((x * r.sourceOffset) / r.offset);
  return [map(start), map(end)];
}

/** `GET` / `HEAD {file}/content?format=bwf`. */
export async function downloadBroadcastWave(c: Context<AppEnv>, t: FileTarget, organizationId: number | undefined) {
  const source = CART_SOURCE[t.family];
  const reads = await read(c.var.db, {
    subject: subjectQuery(c.var.db, principalOf(c), t.family, t.subjectId, {
      cartArtist: source.artist.as("cart_artist"),
      cartClient: source.client.as("cart_client"),
      cartStartDate: source.startDate.as("cart_start_date"),
      cartEndDate: source.endDate.as("cart_end_date"),
    }),
    file: fileQuery(c, t.fileId),
    stations: stationsQuery(c, t.family, t.fileId),
    // What the station receives (contract section 19): its rendition, when its Deliver asks for one.
    specs: t.family === "order" ? specsOf(c.var.db, principalOf(c).actsFor) : undefined,
    made: t.family === "order" ? renditionsOfFile(c.var.db, t.fileId) : undefined,
  });
  const subject = reads.subject[0];
  const access = visibleFrom(principalOf(c), t.family, t.subjectId, subject);
  const file = fileOfSubject(t.family, t.subjectId, t.fileId, reads.file[0]);
  const { contentKey, contentSha256, contentBytes, contentType } = file;
  if (!contentKey || !contentSha256 || contentBytes === null || !contentType || !subject) throw noContentYet(t, access);
  // The station the rendition is for (its house ID, its flights) is the one its download delivers to, HEAD too.
  const station = receiverOf(access, organizationId);
  // Made of what the station receives: its PCM WAV rendition when its Deliver asks for one, else the original.
  const served = contentFor(c, t, { ...file, contentKey, contentSha256, contentBytes, contentType }, station, reads);
  const { key, sha256, size } = served;
  const made = reads.made?.find((r) => r.objectKey === key);

  const head = await readHead(c.env.MEDIA, key, size);
  const reference = file.adId ?? file.isrc ?? "";
  const mine = reads.stations.find((s) => s.organizationId === station);
  const houseId = mine?.houseId ?? null;
  const loudness = loudnessOf(made ? { contentLoudness: made.loudness } : file);
  const bext = bextChunk({
    description: file.title,
    originator: access.subject.ownerName,
    originatorReference: reference,
    originatedAt: file.contentUploadedAt ?? "",
    loudness:
      loudness.Status === "Measured" && typeof loudness.IntegratedLKFS === "number"
        ? {
            integratedLkfs: loudness.IntegratedLKFS,
            loudnessRangeLu: loudness.LoudnessRangeLU ?? 0,
            truePeakDbtp: loudness.TruePeakDBTP ?? null,
          }
        : null,
  });
  const cart = cartChunk({
    title: file.title,
    artist: subject.cartArtist,
    cutId: houseId ?? reference,
    clientId: subject.cartClient,
    startDate: mine?.startDate ?? subject.cartStartDate,
    endDate: mine?.endDate ?? subject.cartEndDate,
    levelReference: 2 ** (Math.max(1, head.bitsPerSample) - 1),
    producerAppId: "Media Delivery Service",
    producerAppVersion: "1",
  });
  const r = rendition(head, size, bext, cart);
  if (!r) throw formatUnavailable("with its new chunks it would pass RIFF's 4 GiB");

  const etag = await etagOf(sha256, r.prefix);
  const headers = new Headers({
    ETag: etag,
    "Accept-Ranges": "bytes",
    "Content-Disposition": `attachment; filename="${reference || `file-${t.fileId}`}.wav"`,
    "MDS-Source-Audio-Offset": String(r.sourceOffset),
    "MDS-Audio-Offset": String(r.offset),
  });
  if (noneMatch(c.req.header("If-None-Match"), etag)) return new Response(null, { status: 304, headers });

  const range = rangeOf(c.req.header("Range"), c.req.header("If-Range"), etag, r.bytes);
  const [start, end] = range ?? [0, r.bytes];
  headers.set("Content-Type", "audio/wav");
  headers.set("Content-Length", String(end - start));
  if (range) headers.set("Content-Range", `bytes ${start}-${end - 1}/${r.bytes}`);
  const status = range ? 206 : 200;
  if (c.req.method === "HEAD") return new Response(null, { status, headers });

  // The part of the head asked for, then the audio from R2: rendition byte m + k is original byte n + k.
  const fromHead = r.prefix.subarray(Math.min(start, r.offset), Math.min(end, r.offset));
  const tailStart = Math.max(start, r.offset);
  const tail =
    end > tailStart
      ? await c.env.MEDIA.get(key, {
          range: { offset: tailStart - r.offset + r.sourceOffset, length: end - tailStart },
        })
      : null;
  if (tail === null && end > tailStart) throw new Error(`the content object ${key} of file ${t.fileId} is missing`);
  const { stream, done } = watched(end - start, { prefix: fromHead, body: tail?.body });
  if (station !== undefined) {
    const received = sourceRange(r, [start, end]);
    if (received[1] > received[0]) deliverOnceSent(c, t.fileId, station, done, received, { bytes: size, sha256 });
  }
  return new Response(stream, { status, headers });
}
