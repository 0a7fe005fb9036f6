/**
 * The rendition queue (contract section 19). Two kinds of message:
 *
 * - `plan` (sent once a file's content is stored, ../media/media.handlers.ts): reads the file and its order's
 *   destinations with their specs, and for each distinct `Deliver` the original does not already meet, records
 *   a `Pending` rendition (named by the original's SHA-256 and the profile: stations with the same profile share
 *   it, and a plan made twice records nothing new) and queues its `render`;
 * - `render`: streams the original from R2 to the media engine (src/engine) and the engine's answer into R2 as it
 *   comes (a multipart upload, hashed on the way: neither file is ever held whole), probes and measures what was
 *   stored like an upload, and records it `Ready`; or `Failed` with the reason, its object removed, when the
 *   engine refuses the job (an upscale, media it cannot read) or the rendition misses its loudness target;
 * - both then offer the stations whose content is ready their file in their ingest feed (`offerReady`);
 * - `station` (a station's spec written: its Deliver may have changed): a `plan` for each file published to it
 *   and not delivered yet (`planStation`).
 *
 * Either outcome is told, in the same batch, as `file.rendition_ready` or `file.rendition_failed` to each
 * file's owner and to the destinations receiving it (./renditions.events.ts).
 *
 * At least once, and safe to repeat: a rendition no longer `Pending` is not made again, and the write applies
 * only while it is (its events only with it). What fails for a passing reason (R2, the engine unreachable) is retried with backoff; after
 * the last retry the message goes to the dead-letter queue, whose consumer records the rendition `Failed`.
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { read, write } from "../../db/batch";
import { createDb, type Db } from "../../db/client";
import { deliveries, destinations, files, renditions } from "../../db/schema";
import { jsonList } from "../../db/sql";
import { EngineError, type EngineProfile, render } from "../../engine/engine";
import type { Bindings } from "../../env";
import { hexOf, sha256Hex } from "../../http/keys";
import { groupBy } from "../../lists";
import { recordOf } from "../compliance/compliance.queue";
import { type Offer, offeredEntries } from "../ingest/ingest.entries";
import { destinationsOfSubject } from "../subjects/subjects.store";
import { outbox, sendEvents } from "../webhooks/webhooks.events";
import { type Audience, audienceOf, type RenditionOutcome, renditionEvents } from "./renditions.events";
import { wantedProfiles } from "./renditions.rules";
import { receivedBy, renditionsOf } from "./renditions.store";

/** The probe and the meter, loaded when a message arrives: they bring WebAssembly, which Node cannot import. */
const analysis = () => Promise.all([import("../../audio/probe"), import("../../audio/measure")]);

/** The queues' names (wrangler.toml). */
export const RENDITION_QUEUE = "mds-renditions";
export const RENDITION_DEAD_LETTER_QUEUE = "mds-renditions-dlq";

export type RenditionMessage =
  | { kind: "plan"; fileId: number; key: string }
  | { kind: "render"; sha256: string; key: string; profile: string }
  | { kind: "station"; organizationId: number };

/** How far off its target a normalised rendition may land, LU (contract section 19). */
export const LOUDNESS_TOLERANCE_LU = 0.5;
/** Bytes of each part of a rendition's multipart upload (R2: at least 5 MiB, all but the last the same size). */
const PART_BYTES = 8 * 1024 * 1024;

const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 600);

/** Queues the plan of a file's new content; a failure is logged (the content is served as it is meanwhile). */
export async function enqueueRenditionPlan(env: Bindings, fileId: number, key: string): Promise<void> {
  try {
    await env.RENDITION_QUEUE.send({ kind: "plan", fileId, key } satisfies RenditionMessage);
  } catch (error) {
    console.error("queueing a rendition plan failed", fileId, key, error);
  }
}

/**
 * Queues the plans of a station whose spec was written (its Deliver may have changed): `planStation`. A failure
 * is logged: the station's downloads plan what they miss meanwhile (../media/media.download.ts).
 */
export async function enqueueStationPlan(env: Bindings, organizationId: number): Promise<void> {
  try {
    await env.RENDITION_QUEUE.send({ kind: "station", organizationId } satisfies RenditionMessage);
  } catch (error) {
    console.error("queueing a station's rendition plans failed", organizationId, error);
  }
}

/**
 * A station's Deliver written: each order's file published to it and not delivered yet (its delivery Queued,
 * Sending or Failed) is planned again, one `plan` message a file: what its new Deliver wants is made, and once
 * ready its feed has an `update` with the new content (`offerReady`). Read along the orders sent to the station
 * (a spec is written rarely: no index of deliveries by station is kept for it); files delivered already keep what
 * the station received.
 */
export async function planStation(env: Bindings, organizationId: number): Promise<number> {
  const db = createDb(env.DB);
  const { open } = await read(db, {
    open: db
      .selectDistinct({ fileId: files.id, key: files.contentKey })
      .from(destinations)
      .innerJoin(
        deliveries,
        // Along the orders sent to the station, then each one's deliveries (deliveries_order_idx).
        and(eq(deliveries.orderId, destinations.orderId), sql`+${deliveries.organizationId} = ${organizationId}`),
      )
      .innerJoin(files, eq(files.id, deliveries.fileId))
      .where(
        and(
          eq(destinations.organizationId, organizationId),
          isNotNull(destinations.orderId),
          // Published (a draft's is null): along destinations_org_order_updated_idx, as a station's Order List.
          isNotNull(destinations.subjectUpdatedAt),
          sql`+${deliveries.status} IN ('Queued', 'Sending', 'Failed')`,
          isNotNull(files.contentKey),
        ),
      ),
  });
  for (let i = 0; i < open.length; i += 100) {
    await env.RENDITION_QUEUE.sendBatch(
      open.slice(i, i + 100).map((f) => ({
        body: { kind: "plan", fileId: f.fileId, key: f.key as string } satisfies RenditionMessage,
      })),
    );
  }
  return open.length;
}

/** The consumer of `mds-renditions`: one message after another (a render streams a whole file twice). */
export async function handleRenditionBatch(batch: MessageBatch<RenditionMessage>, env: Bindings): Promise<void> {
  for (const message of batch.messages) {
    try {
      const body = message.body;
      if (body?.kind === "plan") await planRenditions(env, body);
      else if (body?.kind === "render") await makeRendition(env, body);
      else if (body?.kind === "station") await planStation(env, body.organizationId);
      else console.error("rendition queue: dropping a malformed message", message.id, JSON.stringify(body));
      message.ack();
    } catch (error) {
      console.warn("rendition queue: retrying", JSON.stringify(message.body), String(error));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The dead-letter queue's consumer: a render that kept failing is recorded `Failed`, visibly. */
export async function handleRenditionDeadLetters(batch: MessageBatch<RenditionMessage>, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const body = message.body;
    if (body?.kind === "render") {
      const { audience } = await read(db, { audience: audienceOf(db, body.sha256) });
      const reason = "the job kept failing (the engine or R2 unavailable) and was given up";
      await failRendition(env, db, body, reason, audience);
    }
    message.ack();
  }
}

const renditionQuery = (db: Db, sha256: string, profile: string) =>
  db
    .select({ id: renditions.id, status: renditions.status })
    .from(renditions)
    .where(and(eq(renditions.sourceSha256, sha256), eq(renditions.profile, profile)));

/** Records a file's renditions to make and queues each (see the module comment). */
export async function planRenditions(env: Bindings, message: { fileId: number; key: string }): Promise<string[]> {
  const db = createDb(env.DB);
  const { file } = await read(db, {
    file: db
      .select({
        orderId: files.orderId,
        format: files.format,
        contentKey: files.contentKey,
        contentSha256: files.contentSha256,
        contentMedia: files.contentMedia,
      })
      .from(files)
      .where(eq(files.id, message.fileId)),
  });
  const row = file[0];
  // Replaced or removed since: the next content has its own plan. A release's track has no order (and no Deliver).
  if (!row || row.contentKey !== message.key || row.contentSha256 === null || row.orderId === null) return [];
  const sha256 = row.contentSha256;
  const { destinations } = await read(db, { destinations: destinationsOfSubject(db, "order", row.orderId) });
  const profiles = [...wantedProfiles(row, destinations).keys()];
  // Published already: the stations whose content is ready (the original meets their Deliver, a rendition made
  // before) are offered it now; the others once their rendition is Ready.
  if (profiles.length === 0) {
    await offerReady(db, sha256, message.fileId);
    return [];
  }
  const at = new Date().toISOString();
  const { recorded } = await write(db, {
    recorded: db
      .insert(renditions)
      .values(
        profiles.map((profile) => ({
          sourceSha256: sha256,
          profile,
          status: "Pending" as const,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: renditions.id, profile: renditions.profile }),
  });
  // Only the renditions this plan recorded are sent to be made: a plan again (another download, a retry) sends none
  // twice. Should sending fail, they are taken back, so that the plan's retry records and sends them again.
  const made = recorded.map((r) => r.profile);
  if (made.length > 0) {
    try {
      await env.RENDITION_QUEUE.sendBatch(
        made.map((profile) => ({
          body: { kind: "render", sha256, key: message.key, profile } satisfies RenditionMessage,
        })),
      );
    } catch (error) {
      await db.delete(renditions).where(sql`${renditions.id} IN ${jsonList(recorded.map((r) => r.id))}`);
      throw error;
    }
  }
  await offerReady(db, sha256, message.fileId);
  return profiles;
}

/**
 * Offers each station of a published order whose content is `sha256` what it receives, once that is ready
 * (contract section 19): the original, or its rendition when Ready (`receivedBy`). Publish offers a station with
 * a Deliver nothing (../ingest/ingest.published.ts); this writes its `ingest` entry, or an `update` when what
 * it receives changed before it received the file (../ingest/ingest.entries.ts `offeredEntries`). Run for one file
 * (`fileId`) when its plan is made (after each publish too: ../deliveries/deliveries.queue.ts), and for every file
 * of the content not wholly delivered when a rendition is Ready; two reads (those files with the renditions, then
 * their orders' destinations and deliveries) and, when some station lacks its entry, one write of
 * `OFFERS_A_STATEMENT` offers a statement: the feed itself stays one indexed read.
 */
export async function offerReady(db: Db, sha256: string, fileId?: number): Promise<void> {
  const { found, made } = await read(db, {
    found: db
      .select({
        id: files.id,
        orderId: files.orderId,
        format: files.format,
        contentMedia: files.contentMedia,
        contentType: files.contentType,
        contentBytes: files.contentBytes,
      })
      .from(files)
      .where(
        and(
          eq(files.contentSha256, sha256),
          isNotNull(files.orderId),
          fileId === undefined
            ? // A file every station has received keeps what it received: a master reused by many orders is read
              // along the files still waiting, not its whole history.
              sql`EXISTS (SELECT 1 FROM ${deliveries} WHERE ${deliveries.fileId} = ${files.id} AND ${deliveries.status} <> 'Delivered')`
            : eq(files.id, fileId),
        ),
      ),
    made: renditionsOf(db, sha256),
  });
  const orders = [...new Set(found.map((f) => f.orderId as number))];
  if (orders.length === 0) return;
  const { stations, delivered } = await read(db, {
    stations: destinationsOfSubject(db, "order", jsonList(orders)),
    delivered: db
      .select({ fileId: deliveries.fileId, organizationId: deliveries.organizationId })
      .from(deliveries)
      .where(sql`${deliveries.fileId} IN ${jsonList(found.map((f) => f.id))}`),
  });
  const stationsOf = groupBy(stations, (s) => s.subjectId);
  const sentTo = new Set(delivered.map((d) => `${d.fileId} ${d.organizationId}`));
  const offers = found.flatMap((file) =>
    (stationsOf.get(file.orderId as number) ?? []).flatMap((station): Offer[] => {
      if (!sentTo.has(`${file.id} ${station.id}`)) return [];
      const receives = receivedBy(station, file, made);
      if (receives.original) {
        const { contentType, contentBytes } = file;
        return contentType && contentBytes !== null
          ? [{ file: file.id, station: station.id, contentType, bytes: contentBytes, sha256 }]
          : [];
      }
      const r = receives.rendition;
      if (r?.status !== "Ready" || !r.sha256 || r.bytes === null) return [];
      return [
        {
          file: file.id,
          station: station.id,
          contentType: r.contentType ?? "application/octet-stream",
          bytes: r.bytes,
          sha256: r.sha256,
        },
      ];
    }),
  );
  if (offers.length === 0) return;
  const at = new Date().toISOString();
  const statements: Record<string, ReturnType<typeof offeredEntries>> = {};
  for (let i = 0; i < offers.length; i += OFFERS_A_STATEMENT) {
    statements[`offered${i}`] = offeredEntries(db, offers.slice(i, i + OFFERS_A_STATEMENT), at);
  }
  await write(db, statements);
}

/** Offers a statement of `offerReady`'s write: their JSON stays far below D1's 100 KB a statement. */
const OFFERS_A_STATEMENT = 200;

/** Where a rendition lives in R2: under its original's digest, named by its profile's. */
async function objectKeyOf(sha256: string, profile: string, extension: string): Promise<string> {
  const digest = await sha256Hex(profile);
  return `renditions/${sha256}/${digest.slice(0, 32)}.${extension}`;
}

/**
 * Streams `body` into R2 as `key` with a multipart upload, hashing it on the way: one part's bytes at most are
 * held. Answers its size and SHA-256; aborts the upload on any failure.
 */
async function storeStreaming(bucket: R2Bucket, key: string, body: ReadableStream<Uint8Array>, contentType: string) {
  const upload = await bucket.createMultipartUpload(key, { httpMetadata: { contentType } });
  const digest = new crypto.DigestStream("SHA-256");
  const hashing = digest.getWriter();
  const parts: R2UploadedPart[] = [];
  let part = new Uint8Array(PART_BYTES);
  let filled = 0;
  let bytes = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await hashing.write(value);
      bytes += value.byteLength;
      for (let offset = 0; offset < value.byteLength; ) {
        const n = Math.min(PART_BYTES - filled, value.byteLength - offset);
        part.set(value.subarray(offset, offset + n), filled);
        filled += n;
        offset += n;
        if (filled === PART_BYTES) {
          parts.push(await upload.uploadPart(parts.length + 1, part));
          part = new Uint8Array(PART_BYTES);
          filled = 0;
        }
      }
    }
    if (filled > 0 || parts.length === 0)
      parts.push(await upload.uploadPart(parts.length + 1, part.subarray(0, filled)));
    await hashing.close();
    await upload.complete(parts);
  } catch (error) {
    await upload.abort().catch(() => {});
    throw error;
  }
  return { bytes, sha256: hexOf(await digest.digest), parts: parts.length };
}

/**
 * Records a rendition `Failed` with its reason, while it is still `Pending`, and tells those who wait for it
 * (`file.rendition_failed`, ./renditions.events.ts) in the same batch.
 */
async function failRendition(
  env: Bindings,
  db: Db,
  message: { sha256: string; profile: string },
  reason: string,
  audience: Audience,
) {
  const at = new Date().toISOString();
  const outcome: RenditionOutcome = { Status: "Failed", Reason: reason, ContentType: null, Bytes: null, Sha256: null };
  const done = await write(db, {
    failed: db
      .update(renditions)
      .set({ status: "Failed", reason, updatedAt: at })
      .where(
        and(
          eq(renditions.sourceSha256, message.sha256),
          eq(renditions.profile, message.profile),
          eq(renditions.status, "Pending"),
        ),
      ),
    ...outbox(db, renditionEvents(audience, message, outcome, at), at),
  });
  await sendEvents(env, done.eventDeliveries);
}

/** Makes one rendition (see the module comment); throws to be retried. */
export async function makeRendition(env: Bindings, message: { sha256: string; key: string; profile: string }) {
  const db = createDb(env.DB);
  // With who hears of it, read now: a job takes seconds, the stations' specs change seldom.
  const { rendition, audience } = await read(db, {
    rendition: renditionQuery(db, message.sha256, message.profile),
    audience: audienceOf(db, message.sha256),
  });
  // Made already: its offer, should the message be retried after recording it Ready, is made again (safely).
  if (rendition[0]?.status === "Ready") return offerReady(db, message.sha256);
  if (rendition[0]?.status !== "Pending") return;
  const original = await env.MEDIA.get(message.key);
  // Replaced or removed since: its renditions are of content no file has now.
  if (!original) return failRendition(env, db, message, "the original is no longer stored", audience);
  const profile = JSON.parse(message.profile) as EngineProfile;
  let made: Awaited<ReturnType<typeof render>>;
  try {
    made = await render(env, original.body, original.size, profile);
  } catch (error) {
    // The engine's verdict on the job is final; an engine out of reach is retried.
    if (error instanceof EngineError && error.status >= 400 && error.status < 500) {
      return failRendition(env, db, message, `${error.code}: ${error.message}`, audience);
    }
    throw error;
  }
  const key = await objectKeyOf(message.sha256, message.profile, made.extension);
  const stored = await storeStreaming(env.MEDIA, key, made.body, made.contentType);
  const [{ probeMedia }, { measureObject }] = await analysis();
  const media = await probeMedia(env.MEDIA, key);
  // What cannot be measured is `Unsupported`; a failure to read R2 throws, and the message is retried.
  const outcome = await measureObject(env.MEDIA, key);
  const at = new Date().toISOString();
  const loudness = recordOf(outcome, at);
  const missed = profile.NormalizeLoudness ? loudnessMiss(outcome, profile) : null;
  if (missed) {
    // Never served: the object goes, the reason stays.
    await env.MEDIA.delete(key);
    return failRendition(env, db, message, missed, audience);
  }
  const told: RenditionOutcome = {
    Status: "Ready",
    Reason: null,
    ContentType: made.contentType,
    Bytes: stored.bytes,
    Sha256: stored.sha256,
  };
  const done = await write(db, {
    ready: db
      .update(renditions)
      .set({
        status: "Ready",
        objectKey: key,
        contentType: made.contentType,
        extension: made.extension,
        bytes: stored.bytes,
        sha256: stored.sha256,
        media: media ? JSON.stringify(media) : null,
        loudness: JSON.stringify(loudness),
        cpuSeconds: made.cpuSeconds ?? null,
        updatedAt: at,
      })
      .where(and(eq(renditions.id, rendition[0].id), sql`${renditions.status} = 'Pending'`))
      .returning({ id: renditions.id }),
    ...outbox(db, renditionEvents(audience, message, told, at), at),
  });
  // Removed meanwhile (its content replaced, no file has it now): what was made is nobody's.
  if (done.ready.length === 0) return env.MEDIA.delete(key);
  await sendEvents(env, done.eventDeliveries);
  await offerReady(db, message.sha256);
  console.log(
    `rendition: ${message.sha256.slice(0, 12)} ${profile.Container} ${stored.bytes} bytes in ${stored.parts} parts, ` +
      `engine ${made.cpuSeconds ?? "?"} CPU s`,
  );
}

/** Why a normalised rendition misses its target by the service's own meter, or null when it lands. */
function loudnessMiss(
  outcome: { Status: string; IntegratedLKFS?: number | null; TruePeakDBTP?: number | null; Reason?: string },
  profile: EngineProfile,
): string | null {
  if (outcome.Status !== "Measured")
    return `loudness_unverified: the rendition could not be measured (${outcome.Reason})`;
  const target = profile.TargetLKFS as number;
  const max = profile.MaxTruePeakDBTP as number;
  const lkfs = outcome.IntegratedLKFS ?? Number.NEGATIVE_INFINITY;
  if (Math.abs(lkfs - target) > LOUDNESS_TOLERANCE_LU) {
    return `loudness_missed: integrated loudness ${lkfs.toFixed(1)} LKFS, not ${target} ±${LOUDNESS_TOLERANCE_LU}`;
  }
  if ((outcome.TruePeakDBTP ?? Number.NEGATIVE_INFINITY) > max) {
    return `loudness_missed: true peak ${outcome.TruePeakDBTP?.toFixed(1)} dBTP, above ${max}`;
  }
  return null;
}
