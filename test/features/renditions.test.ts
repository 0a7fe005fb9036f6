/**
 * Renditions (contract section 19), through the whole worker: a station's spec with a Deliver, an upload, and
 * the rendition queue (its real local consumer) making the station's file with the media engine (engine/server.mjs
 * at https://engine.test), stored in R2, probed and measured; read back by ffprobe and ffmpeg's EBU R128 meter.
 */
import { createMessageBatch, env } from "cloudflare:test";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import * as v from "valibot";
import { afterAll, describe, expect, it } from "vitest";
import { world } from "../../fixtures/world";
import { createDb } from "../../src/db/client";
import { profileFor } from "../../src/features/compliance/compliance.received";
import { renditionEvents } from "../../src/features/renditions/renditions.events";
import {
  handleRenditionDeadLetters,
  makeRendition,
  offerReady,
  planRenditions,
  type RenditionMessage,
} from "../../src/features/renditions/renditions.queue";
import { RENDITION_EVENTS, RenditionEventData } from "../../src/features/renditions/renditions.schemas";
import wranglerToml from "../../wrangler.toml?raw";
import { ebur128, generate, hdMaster, hotMp3, probe } from "../engine/ffmpeg.support";
import { call, json, KEYS, problem, requestOf, runToEnd } from "../helpers";
import { instrument, type RoundTrip, type Statement } from "../instrument";
import { mediaFixture } from "../media-files";
import { entriesAfter, tail } from "./ingest.support";
import { createDraft, orderPath, publish, uploaded } from "./media.support";
import { newBox, subscribe } from "./webhooks.support";

const SPECS = "/api/v1/ad/account/destinationSpecs";
const KLMN = {
  Containers: ["Wave", "MPEG Audio"],
  AudioChannels: [1, 2],
  MaxLengthDifferenceSeconds: 1,
  Loudness: { Standard: "ATSC A/85" },
};
const RADIO_DELIVER = {
  Container: "Wave",
  AudioCodec: "PCM",
  AudioSampleRate: 44100,
  AudioBitDepth: 16,
  AudioChannels: 2,
};

/** A file's compliance, as its owner reads it. */
async function complianceOf(orderId: number, fileId: number) {
  const res = await call(`${orderPath(orderId)}/files/${fileId}/compliance`, { key: KEYS.northwind });
  expect(res.status).toBe(200);
  return json(res);
}
const checkOf = (destination: { Checks: { Check: string }[] }, name: string) =>
  destination.Checks.find((c) => c.Check === name);

interface Row {
  id: number;
  source_sha256: string;
  profile: string;
  status: string;
  reason: string | null;
  object_key: string | null;
  content_type: string | null;
  bytes: number | null;
  sha256: string | null;
  loudness: string | null;
  created_at: string;
  updated_at: string;
}

const renditionsOf = async (sha256: string) =>
  (await env.DB.prepare("SELECT * FROM renditions WHERE source_sha256 = ? ORDER BY id").bind(sha256).all<Row>())
    .results;

/** Waits for the queue's consumer to settle the renditions of `sha256` (of `profile` only, if named): none Pending. */
async function settled(sha256: string, profile?: string): Promise<Row[]> {
  let rows: Row[] = [];
  await expect
    .poll(
      async () => {
        rows = (await renditionsOf(sha256)).filter((r) => profile === undefined || r.profile === profile);
        return rows.length > 0 && rows.every((r) => r.status !== "Pending");
      },
      { timeout: 90_000, interval: 250 },
    )
    .toBe(true);
  return rows;
}

async function stored(key: string): Promise<Uint8Array<ArrayBuffer>> {
  const object = await env.MEDIA.get(key);
  expect(object).not.toBeNull();
  return new Uint8Array(await (object as R2ObjectBody).arrayBuffer());
}

interface EventRow {
  type: string;
  organization_id: number;
  data: string;
}
/** The events written of a file's renditions, by recipient. */
const renditionEventsOf = async (fileId: number) =>
  (
    await env.DB.prepare(
      "SELECT type, organization_id, data FROM webhook_events WHERE type LIKE 'file.rendition_%' AND json_extract(data, '$.FileID') = ? ORDER BY organization_id",
    )
      .bind(fileId)
      .all<EventRow>()
  ).results;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

let serial = 0;
const adId = () => `REND${String(++serial).padStart(4, "0")}`;

describe("renditions", { timeout: 180_000 }, () => {
  // The demo world's specs put back (their Deliver too), for the tests after.
  afterAll(async () => {
    for (const { organizationId, spec } of world.destinationSpecs) {
      await env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = ?")
        .bind(JSON.stringify(spec), organizationId)
        .run();
    }
  });

  it("makes a hot MP3 the radio station's WAV 44.1 kHz 16-bit at −24 LKFS ±0.5, once, shared by stations wanting the same", async () => {
    const deliver = { ...RADIO_DELIVER, NormalizeLoudness: true };
    const put = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: { ...KLMN, Deliver: deliver } });
    expect(put.status, await put.clone().text()).toBe(200);
    // WQRS-AM (202) wants the very same file: one rendition serves both.
    await env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = 202")
      .bind(JSON.stringify({ ...KLMN, Deliver: deliver }))
      .run();

    const draft = await createDraft({ files: [{ AdID: adId(), Format: "Audio" }], destinations: [201, 202] });
    const mp3 = await hotMp3();
    const record = await uploaded(draft.content(), mp3, { contentType: "audio/mpeg" });
    const [rendition, ...more] = await settled(record.Sha256);
    expect(more).toEqual([]);
    expect(rendition).toMatchObject({ status: "Ready", reason: null, content_type: "audio/wav" });
    expect(JSON.parse(rendition?.profile ?? "")).toEqual({ ...deliver, TargetLKFS: -24, MaxTruePeakDBTP: -2 });

    const bytes = await stored(rendition?.object_key as string);
    expect(bytes.byteLength).toBe(rendition?.bytes);
    expect(hex(await crypto.subtle.digest("SHA-256", bytes))).toBe(rendition?.sha256);
    const { streams } = await probe(bytes);
    expect(streams).toEqual([
      expect.objectContaining({ codec_name: "pcm_s16le", sample_rate: "44100", channels: 2, bits_per_sample: 16 }),
    ]);
    const theirs = await ebur128(bytes);
    expect(Math.abs(theirs.integrated - -24)).toBeLessThanOrEqual(0.5);
    expect(theirs.truePeak).toBeLessThanOrEqual(-2);
    // The service's own meter, as the job recorded it.
    const ours = JSON.parse(rendition?.loudness ?? "{}");
    expect(ours.Status).toBe("Measured");
    expect(Math.abs(ours.IntegratedLKFS - -24)).toBeLessThanOrEqual(0.5);

    // Idempotent: planned and made again, nothing new and nothing changed.
    const key = draft.content();
    const fileId = draft.fileIds[0] as number;
    const row = await env.DB.prepare("SELECT content_key FROM files WHERE id = ?")
      .bind(fileId)
      .first<{ content_key: string }>();
    expect(key).toContain(String(fileId));
    await planRenditions(env, { fileId, key: row?.content_key as string });
    await makeRendition(env, {
      sha256: record.Sha256,
      key: row?.content_key as string,
      profile: rendition?.profile as string,
    });
    expect(await renditionsOf(record.Sha256)).toEqual([rendition]);
  });

  it("fails a rendition visibly, and never stores it, when it would upscale or misses its loudness", async () => {
    // A network that wants UHD from an HD master: the engine never makes a picture larger.
    await env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = 235")
      .bind(JSON.stringify({ Deliver: { Container: "MPEG-4", VideoCodec: "H.264", Width: 3840, Height: 2160 } }))
      .run();
    await subscribe(KEYS.northwind, newBox(), ["file.rendition_failed"]);
    const hd = await createDraft({ files: [{ AdID: adId(), Format: "HD" }], destinations: [235] });
    const master = await uploaded(hd.content(), await hdMaster(), { contentType: "video/mp4" });
    const [upscale] = await settled(master.Sha256);
    // The owner hears of it, with the reason; the network does not: the order is a draft.
    const [told, ...others] = await renditionEventsOf(hd.fileIds[0] as number);
    expect(others).toEqual([]);
    expect(told?.type).toBe("file.rendition_failed");
    expect(v.safeParse(RenditionEventData, JSON.parse(told?.data ?? "{}")).issues).toBeUndefined();
    expect(JSON.parse(told?.data ?? "{}")).toMatchObject({
      OrderID: hd.orderId,
      FileID: hd.fileIds[0],
      ContentUrl: `${orderPath(hd.orderId)}/files/${hd.fileIds[0]}/content`,
      Destinations: [235],
      Rendition: { Status: "Failed", Reason: upscale?.reason, Bytes: null },
    });
    expect(upscale).toMatchObject({ status: "Failed", object_key: null });
    expect(upscale?.reason).toMatch(/^upscale_refused: /);
    // Compliance and publish judge what the network would receive: nothing, so a Fail that blocks publishing.
    const failed = (await complianceOf(hd.orderId, hd.fileIds[0] as number)).Destinations[0];
    expect(failed).toMatchObject({ OrganizationID: 235, Result: "Fail", Rendition: { Status: "Failed", Bytes: null } });
    expect(failed.Rendition.Reason).toMatch(/^upscale_refused: /);
    expect(checkOf(failed, "Rendition")).toMatchObject({ Actual: expect.stringMatching(/^Failed: upscale_refused/) });
    const refused = await problem(await call(`${orderPath(hd.orderId)}/publish`, { method: "PUT" }), 422);
    expect(refused.errors).toEqual([
      expect.objectContaining({
        field: "Files[0]",
        code: "spec_violation",
        message: expect.stringContaining("upscale"),
      }),
    ]);
    // Before the engine says so, the same Fail from the master's size: the service never upscales.
    await env.DB.prepare("UPDATE renditions SET status = 'Pending', reason = NULL WHERE id = ?")
      .bind(upscale?.id)
      .run();
    const predicted = (await complianceOf(hd.orderId, hd.fileIds[0] as number)).Destinations[0];
    expect(predicted).toMatchObject({ Result: "Fail", Rendition: { Status: "Pending", Reason: null } });
    expect(checkOf(predicted, "Rendition")).toEqual({
      Check: "Rendition",
      Expected: "MPEG-4 made from the master, H.264 3840×2160",
      Actual: "upscale_refused: the master is 1920×1080, smaller than 3840×2160",
      Result: "Fail",
    });
    await problem(await call(`${orderPath(hd.orderId)}/publish`, { method: "PUT" }), 422);
    await env.DB.prepare("UPDATE renditions SET status = 'Failed', reason = ? WHERE id = ?")
      .bind(upscale?.reason, upscale?.id)
      .run();

    // A target no linear gain can reach under that true peak: the meter finds it missed, and the object is gone.
    const impossible = { ...KLMN, Loudness: { Standard: "ATSC A/85", TargetLKFS: -5, MaxTruePeakDBTP: -9 } };
    const put = await call(`${SPECS}/201`, {
      method: "PUT",
      key: KEYS.summit,
      body: { ...impossible, Deliver: { ...RADIO_DELIVER, NormalizeLoudness: true } },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const radio = await createDraft({ files: [{ AdID: adId(), Format: "Audio" }], destinations: [201] });
    const tone = await generate(["sine=f=1000:d=4:r=48000"], ["-ac", "2", "-c:a", "pcm_s16le"], "wav");
    const record = await uploaded(radio.content(), tone, { contentType: "audio/wav" });
    const [missed] = await settled(record.Sha256);
    expect(missed).toMatchObject({ status: "Failed", object_key: null });
    expect(missed?.reason).toMatch(/^loudness_missed: /);
    const listed = await env.MEDIA.list({ prefix: `renditions/${record.Sha256}/` });
    expect(listed.objects).toEqual([]);
  });

  it("delivers a station its rendition (409 rendition_pending until it is ready); the owner the master, or a station's without delivering it", async () => {
    // A spec that checks nothing and wants WAV: the MP3 master publishes, and KLMN-FM receives WAV.
    const put = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: { Deliver: RADIO_DELIVER } });
    expect(put.status, await put.clone().text()).toBe(200);
    const draft = await createDraft({ files: [{ AdID: adId(), Format: "Audio" }], destinations: [201] });
    const fileId = draft.fileIds[0] as number;
    const record = await uploaded(draft.content(), await hotMp3(), { contentType: "audio/mpeg" });
    // The same master as the first test's, for another profile: a rendition of its own.
    const [rendition] = await settled(record.Sha256, JSON.stringify(RADIO_DELIVER));
    expect(rendition).toMatchObject({ status: "Ready", content_type: "audio/wav" });
    await publish(draft.orderId);
    const path = `${draft.content()}?organizationID=201`;
    const delivery = async () =>
      (
        await env.DB.prepare("SELECT status FROM deliveries WHERE file_id = ? AND organization_id = 201")
          .bind(fileId)
          .first<{ status: string }>()
      )?.status;

    // The owner: the master, and the station's rendition when it names the station, delivering nothing.
    // Each read to its end and its waitUntil work waited on, where a download records its delivery.
    const master = await runToEnd(requestOf(draft.content(), {}));
    expect(master.res.headers.get("ETag")).toBe(`"${record.Sha256}"`);
    expect(master.res.headers.get("Content-Type")).toBe("audio/mpeg");
    const theirs = await runToEnd(requestOf(path, {}));
    expect(theirs.res.status).toBe(200);
    expect(theirs.res.headers.get("ETag")).toBe(`"${rendition?.sha256}"`);
    expect(theirs.body.byteLength).toBe(rendition?.bytes);
    expect(await delivery()).not.toBe("Delivered");

    // Not ready: 409 with Retry-After, for GET and HEAD.
    await env.DB.prepare("UPDATE renditions SET status = 'Pending' WHERE id = ?").bind(rendition?.id).run();
    const pending = await call(path, { key: KEYS.summit });
    expect(pending.headers.get("Retry-After")).toBe("30");
    const body = await problem(pending, 409);
    expect(body.detail).toMatch(/KLMN-FM \(201\) receives \(Wave, PCM\) is still being made/);
    // What mds-ingest tells from a content without Broadcast Wave, and tries again later (client/src/ingest/service.ts).
    expect(body.type).toBe("/problems/rendition-pending");
    expect((await call(path, { key: KEYS.summit, method: "HEAD" })).status).toBe(409);
    await env.DB.prepare("UPDATE renditions SET status = 'Ready' WHERE id = ?").bind(rendition?.id).run();

    // The station: its rendition's headers and bytes, and its download delivers the file.
    const head = await call(path, { key: KEYS.summit, method: "HEAD" });
    expect(head.headers.get("Content-Length")).toBe(String(rendition?.bytes));
    const res = await call(path, { key: KEYS.summit });
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBe(`"${rendition?.sha256}"`);
    expect(res.headers.get("Content-Type")).toBe("audio/wav");
    expect(res.headers.get("Content-Disposition")).toMatch(/\.wav"$/);
    const bytes = await res.arrayBuffer();
    expect(hex(await crypto.subtle.digest("SHA-256", bytes))).toBe(rendition?.sha256);
    expect((await probe(new Uint8Array(bytes))).streams[0]).toMatchObject({
      codec_name: "pcm_s16le",
      sample_rate: "44100",
    });
    await expect.poll(delivery, { timeout: 10_000 }).toBe("Delivered");
  });

  it("judges compliance and publish on what each station receives: Ready by its own facts, Pending not blocking, Failed blocking", async () => {
    // KLMN-FM takes WAV 44.1 kHz at -24 LKFS only: the hot MP3 master fails that as it is; its rendition passes.
    const spec = {
      Containers: ["Wave"],
      AudioSampleRates: [44100],
      AudioChannels: [2],
      Loudness: { Standard: "ATSC A/85" },
      Deliver: { ...RADIO_DELIVER, NormalizeLoudness: true },
    };
    const put = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: spec });
    expect(put.status, await put.clone().text()).toBe(200);
    const draft = await createDraft({ files: [{ AdID: adId(), Format: "Audio" }], destinations: [201] });
    const fileId = draft.fileIds[0] as number;
    const record = await uploaded(draft.content(), await hotMp3(), { contentType: "audio/mpeg" });
    const profile = JSON.stringify({ ...RADIO_DELIVER, NormalizeLoudness: true, TargetLKFS: -24, MaxTruePeakDBTP: -2 });
    const [rendition] = await settled(record.Sha256, profile);
    expect(rendition?.status).toBe("Ready");

    const ready = (await complianceOf(draft.orderId, fileId)).Destinations[0];
    expect(ready).toMatchObject({
      OrganizationID: 201,
      Result: "Pass",
      Rendition: {
        Status: "Ready",
        Reason: null,
        ContentType: "audio/wav",
        Bytes: rendition?.bytes,
        Sha256: rendition?.sha256,
      },
    });
    expect(checkOf(ready, "Container")).toMatchObject({ Actual: "Wave", Result: "Pass" });
    expect(checkOf(ready, "IntegratedLoudness")).toMatchObject({ Result: "Pass" });
    expect(checkOf(ready, "Rendition")).toMatchObject({
      Actual: `made: audio/wav, ${rendition?.bytes} bytes`,
      Result: "Pass",
    });

    // Still being made: what it fixes is Pending, nothing blocks, and publishing warns rendition_pending.
    await env.DB.prepare("UPDATE renditions SET status = 'Pending' WHERE id = ?").bind(rendition?.id).run();
    const pending = (await complianceOf(draft.orderId, fileId)).Destinations[0];
    expect(pending).toMatchObject({ Result: "Pending", Rendition: { Status: "Pending", Bytes: null, Sha256: null } });
    expect(checkOf(pending, "Container")).toEqual({
      Check: "Container",
      Expected: "Wave",
      Actual: "Wave once the rendition is made",
      Result: "Pending",
    });
    expect(checkOf(pending, "AudioSampleRate")).toMatchObject({ Result: "Pending" });
    expect(checkOf(pending, "IntegratedLoudness")).toMatchObject({ Result: "Pending" });
    expect(checkOf(pending, "Rendition")).toMatchObject({ Actual: "being made from the master", Result: "Pending" });
    const published = await call(`${orderPath(draft.orderId)}/publish`, { method: "PUT" });
    expect(published.status, await published.clone().text()).toBe(200);
    const warnings = (await json(published)).Warnings as { Code: string; Field: string; Message: string }[];
    expect(warnings.map((w) => w.Code)).toEqual(["rendition_pending"]);
    expect(warnings[0]).toMatchObject({ Field: "Files[0]", Message: expect.stringContaining("KLMN-FM (201)") });

    // Made now, after the publish: the owner and the group acting for KLMN-FM hear of it, in the same batch.
    await subscribe(KEYS.northwind, newBox(), ["file.rendition_ready"]);
    await subscribe(KEYS.summit, newBox(), ["file.rendition_ready"]);
    const content = await env.DB.prepare("SELECT content_key FROM files WHERE id = ?")
      .bind(fileId)
      .first<{ content_key: string }>();
    await makeRendition(env, { sha256: record.Sha256, key: content?.content_key as string, profile });
    const [remade] = await settled(record.Sha256, profile);
    expect(remade?.status).toBe("Ready");
    const ids = await env.DB.prepare(
      "SELECT owner_organization_id AS owner, (SELECT group_id FROM group_access WHERE organization_id = 201) AS grp FROM orders WHERE id = ?",
    )
      .bind(draft.orderId)
      .first<{ owner: number; grp: number }>();
    const events = await renditionEventsOf(fileId);
    expect(events.map((e) => [e.type, e.organization_id])).toEqual(
      [
        ["file.rendition_ready", ids?.owner],
        ["file.rendition_ready", ids?.grp],
      ].sort((a, b) => (a[1] as number) - (b[1] as number)),
    );
    for (const e of events) {
      // As the OpenAPI document's webhooks describe it.
      expect(v.safeParse(RenditionEventData, JSON.parse(e.data)).issues).toBeUndefined();
      expect(JSON.parse(e.data)).toMatchObject({
        FileID: fileId,
        Destinations: [201],
        Rendition: {
          Status: "Ready",
          Reason: null,
          ContentType: "audio/wav",
          Bytes: remade?.bytes,
          Sha256: remade?.sha256,
        },
      });
    }

    // Failed: the station would receive nothing, which blocks the next order of the same master.
    await env.DB.prepare("UPDATE renditions SET status = 'Failed', reason = 'loudness_missed: a test' WHERE id = ?")
      .bind(rendition?.id)
      .run();
    const again = await createDraft({ files: [{ AdID: adId(), Format: "Audio" }], destinations: [201] });
    await uploaded(again.content(), await hotMp3(), { contentType: "audio/mpeg" });
    const failed = (await complianceOf(again.orderId, again.fileIds[0] as number)).Destinations[0];
    expect(failed).toMatchObject({
      Result: "Fail",
      Rendition: { Status: "Failed", Reason: "loudness_missed: a test" },
    });
    const refused = await problem(await call(`${orderPath(again.orderId)}/publish`, { method: "PUT" }), 422);
    expect(refused.errors).toEqual([
      expect.objectContaining({
        field: "Files[0]",
        code: "spec_violation",
        message: expect.stringContaining("Rendition is Failed: loudness_missed: a test"),
      }),
    ]);
    await env.DB.prepare("UPDATE renditions SET status = 'Ready', reason = NULL WHERE id = ?")
      .bind(rendition?.id)
      .run();
    await publish(again.orderId);
  });

  it("judges a network's XDCAM HD422 on its rendition: an H.264 25 fps master breaks its spec as it is, not as it receives it", async () => {
    const deliver = {
      Container: "MXF",
      VideoCodec: "MPEG-2",
      Width: 1920,
      Height: 1080,
      FrameRate: 29.97,
      VideoBitrateMbps: 50,
      AudioCodec: "PCM",
      AudioSampleRate: 48000,
      AudioBitDepth: 24,
      AudioChannels: 2,
    };
    const spec = {
      Containers: ["MXF"],
      VideoCodecs: ["MPEG Video"],
      FrameRates: [29.97],
      MinWidth: 1920,
      Deliver: deliver,
    };
    await env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = 235")
      .bind(JSON.stringify(spec))
      .run();
    const hd = await createDraft({ files: [{ AdID: adId(), Format: "HD" }], destinations: [235] });
    const fileId = hd.fileIds[0] as number;
    const master = await uploaded(hd.content(), await hdMaster(), { contentType: "video/mp4" });
    const [rendition] = await settled(master.Sha256, JSON.stringify(deliver));
    expect(rendition).toMatchObject({ status: "Ready", content_type: "application/mxf" });

    const ready = (await complianceOf(hd.orderId, fileId)).Destinations[0];
    expect(ready).toMatchObject({ OrganizationID: 235, Result: "Pass", Rendition: { Status: "Ready" } });
    expect(ready.Checks.map((c: { Check: string; Actual: string }) => [c.Check, c.Actual])).toEqual([
      ["Container", "MXF"],
      ["VideoCodec", "MPEG Video"],
      ["FrameRate", "29.97"],
      ["Width", "1920"],
      ["Rendition", `made: application/mxf, ${rendition?.bytes} bytes`],
    ]);

    // While it is made: the master's MPEG-4, AVC and 25 fps would each Fail; what the rendition fixes is Pending.
    await env.DB.prepare("UPDATE renditions SET status = 'Pending' WHERE id = ?").bind(rendition?.id).run();
    const pending = (await complianceOf(hd.orderId, fileId)).Destinations[0];
    expect(pending.Result).toBe("Pending");
    expect(pending.Checks.map((c: { Check: string; Result: string }) => [c.Check, c.Result])).toEqual([
      ["Container", "Pending"],
      ["VideoCodec", "Pending"],
      ["FrameRate", "Pending"],
      ["Width", "Pending"],
      ["Rendition", "Pending"],
    ]);
    const published = await call(`${orderPath(hd.orderId)}/publish`, { method: "PUT" });
    expect(published.status, await published.clone().text()).toBe(200);
    expect((await json(published)).Warnings.map((w: { Code: string }) => w.Code)).toContain("rendition_pending");
    await env.DB.prepare("UPDATE renditions SET status = 'Ready' WHERE id = ?").bind(rendition?.id).run();
  });

  it("tells every file sharing the demo master of its rendition, in statements binding a few variables whatever their number", async () => {
    // The world's spec of KLMN-FM (its Deliver normalises): every demo audio file is this master, dozens of them.
    const klmn = world.destinationSpecs.find((s) => s.organizationId === 201);
    await env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = 201")
      .bind(JSON.stringify(klmn?.spec))
      .run();
    const files = Array.from({ length: 40 }, () => ({ AdID: adId(), Format: "Audio" as const }));
    const draft = await createDraft({ files, destinations: [201] });
    const fileId = draft.fileIds[0] as number;
    const record = await uploaded(draft.content(), mediaFixture("radio-spot.mp3"), { contentType: "audio/mpeg" });
    const [rendition] = await settled(record.Sha256);
    expect(rendition?.status).toBe("Ready");
    // Its 39 other files the same master too, as 39 uploads of it would leave them (quicker).
    await env.DB.prepare(
      `UPDATE files SET (content_key, content_type, content_bytes, content_sha256, content_uploaded_at, content_media, content_loudness) =
        (SELECT content_key, content_type, content_bytes, content_sha256, content_uploaded_at, content_media, content_loudness FROM files WHERE id = ?)
        WHERE order_id = ? AND id <> ?`,
    )
      .bind(fileId, draft.orderId, fileId)
      .run();

    // Made again, watched: each file of the owner's whose order goes to KLMN-FM hears of it.
    await subscribe(KEYS.northwind, newBox(), ["file.rendition_ready"]);
    await env.DB.prepare("UPDATE renditions SET status = 'Pending' WHERE id = ?").bind(rendition?.id).run();
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => trips.push(trip));
    const content = await env.DB.prepare("SELECT content_key FROM files WHERE id = ?")
      .bind(fileId)
      .first<{ content_key: string }>();
    await makeRendition(env, {
      sha256: record.Sha256,
      key: content?.content_key as string,
      profile: rendition?.profile as string,
    });
    instrument.reset();
    expect((await renditionsOf(record.Sha256))[0]?.status).toBe("Ready");
    const expected = (
      await env.DB.prepare(
        `SELECT DISTINCT f.id FROM files f JOIN orders o ON o.id = f.order_id JOIN destinations d ON d.order_id = o.id
          WHERE f.content_sha256 = ? AND d.organization_id = 201
            AND o.owner_organization_id = (SELECT owner_organization_id FROM orders WHERE id = ?) ORDER BY f.id`,
      )
        .bind(record.Sha256, draft.orderId)
        .all<{ id: number }>()
    ).results.map((r) => r.id);
    const sharing = await env.DB.prepare("SELECT count(*) AS n FROM files WHERE content_sha256 = ?")
      .bind(record.Sha256)
      .first<{ n: number }>();
    expect(sharing?.n).toBeGreaterThan(40);
    expect(expected.length).toBeGreaterThanOrEqual(40);
    const owner = await env.DB.prepare(
      `SELECT DISTINCT json_extract(data, '$.FileID') AS id FROM webhook_events WHERE type = 'file.rendition_ready'
        AND organization_id = (SELECT owner_organization_id FROM orders WHERE id = ?) AND json_extract(data, '$.Rendition.Sha256') = ?`,
    )
      .bind(draft.orderId, rendition?.sha256)
      .all<{ id: number }>();
    expect(owner.results.map((r) => r.id)).toEqual(expect.arrayContaining(expected));
    const ours = (await renditionEventsOf(fileId)).find((e) => e.type === "file.rendition_ready");
    expect(JSON.parse(ours?.data as string)).toMatchObject({
      OrderID: draft.orderId,
      FileID: fileId,
      ContentUrl: `/api/v1/ad/orders/${draft.orderId}/files/${fileId}/content`,
      Destinations: [201],
    });

    // The job's round trips (its read, its write, the offer to the stations now ready: other consumers may run
    // meanwhile, so they are told by their statements): the rendition recorded Ready with its events, in one batch.
    const job = trips.filter((t) => t.statements.some((s) => /"renditions"|\brenditions\b/.test(s.sql)));
    const written = job.filter((t) => t.statements.some((s) => /^update "renditions"/i.test(s.sql)));
    expect(written).toHaveLength(1);
    expect(written[0]?.statements.some((s) => /^insert into "webhook_events"/i.test(s.sql))).toBe(true);
    const statements = job.flatMap((t) => t.statements);
    // D1 takes at most 100 variables a statement: the job's stay far under, whatever the files.
    const variables = Math.max(...statements.map((s) => s.params.length));
    expect(variables).toBeLessThanOrEqual(20);
    // Its cost: the rows D1 reads for the audience and the events, each statement run again (the events twice over).
    const audience = statements.find((s) => /from "files"/i.test(s.sql) && /content_sha256/.test(s.sql)) as Statement;
    const events = statements.find((s) => /^insert into "webhook_events"/i.test(s.sql)) as Statement;
    const replay = async (s: Statement) =>
      (
        await env.DB.prepare(s.sql)
          .bind(...s.params)
          .run()
      ).meta;
    const [audienceMeta, eventsMeta] = [await replay(audience), await replay(events)];
    // The events' statement replayed wrote them all again: what it read is what the job's write read.
    expect(eventsMeta.changes).toBeGreaterThanOrEqual(expected.length);
    const read = { audience: audienceMeta.rows_read, events: eventsMeta.rows_read };
    console.log(
      `rendition of a master shared by ${sharing?.n} files (${expected.length} of the owner's to KLMN-FM): ` +
        `at most ${variables} variables a statement; D1 rows read: audience ${read.audience}, events ${read.events}`,
    );
    // Rows in proportion to the files (their orders, destinations, groups, and the recipients' endpoints: this
    // file's tests subscribe a few), never their product.
    expect(read.audience).toBeLessThanOrEqual(10 * (sharing?.n ?? 0));
    expect(read.events).toBeLessThanOrEqual(20 * (sharing?.n ?? 0));
  });

  it("describes both events in the OpenAPI document, with examples their own schema takes", async () => {
    const doc = (await (await call("/openapi.json", { key: null })).json()) as {
      webhooks: Record<string, { post: { requestBody: { content: Record<string, { example: { data: unknown } }> } } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.webhooks)).toEqual(["file.rendition_ready", "file.rendition_failed"]);
    expect(doc.components.schemas.RenditionEventData).toMatchObject({
      required: expect.arrayContaining(["Rendition"]),
    });
    for (const e of RENDITION_EVENTS) {
      const example = doc.webhooks[e.type]?.post.requestBody.content["application/json"]?.example;
      expect(example).toMatchObject({ type: e.type, data: e.example });
      expect(v.safeParse(RenditionEventData, example?.data).issues).toBeUndefined();
    }
  });

  it("offers a station its file in its feed only once its rendition is Ready, as the rendition; Broadcast Wave and proof of delivery of it", async () => {
    const put = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: { Deliver: RADIO_DELIVER } });
    expect(put.status, await put.clone().text()).toBe(200);
    const draft = await createDraft({ files: [{ AdID: adId(), Format: "Audio" }], destinations: [201] });
    const fileId = draft.fileIds[0] as number;
    // A master of this test's own (no rendition of it made before), an MP3: not Broadcast Wave material itself.
    const mp3 = await generate(
      ["anoisesrc=d=3:c=pink:a=0.2:r=44100:seed=7"],
      ["-ac", "2", "-c:a", "libmp3lame"],
      "mp3",
    );
    const record = await uploaded(draft.content(), mp3, { contentType: "audio/mpeg" });
    const profile = JSON.stringify(RADIO_DELIVER);
    // Settled, then taken back to Pending: published while the station's file is still being made.
    const [made] = await settled(record.Sha256, profile);
    expect(made?.status).toBe("Ready");
    await env.DB.prepare("DELETE FROM renditions WHERE id = ?").bind(made?.id).run();
    await env.DB.prepare(
      "INSERT INTO renditions (source_sha256, profile, status, created_at, updated_at) VALUES (?, ?, 'Pending', ?, ?)",
    )
      .bind(record.Sha256, profile, made?.created_at ?? "", made?.updated_at)
      .run();
    const cursor = await tail(201);
    await publish(draft.orderId);
    const ofFile = async () => (await entriesAfter(201, cursor)).filter((e) => e.FileID === fileId);
    expect(await ofFile()).toEqual([]);
    // The delivery pipeline has run (and asked the plan again, which finds it Pending): still nothing offered.
    await expect
      .poll(
        async () =>
          (await env.DB.prepare("SELECT status FROM deliveries WHERE file_id = ?").bind(fileId).first())?.status,
        {
          timeout: 10_000,
        },
      )
      .toBe("Sending");
    expect(await ofFile()).toEqual([]);

    // Made for real now: the queue's render records it Ready and offers it.
    await env.DB.prepare("DELETE FROM renditions WHERE source_sha256 = ? AND profile = ?")
      .bind(record.Sha256, profile)
      .run();
    const key = (
      await env.DB.prepare("SELECT content_key FROM files WHERE id = ?").bind(fileId).first<{ content_key: string }>()
    )?.content_key as string;
    expect(await planRenditions(env, { fileId, key })).toContain(profile);
    const [rendition] = await settled(record.Sha256, profile);
    expect(rendition?.status).toBe("Ready");
    await expect.poll(async () => (await ofFile()).length, { timeout: 10_000 }).toBe(1);
    const [entry] = await ofFile();
    expect(entry).toMatchObject({
      Action: "ingest",
      ContentType: "audio/wav",
      Bytes: rendition?.bytes,
      Sha256: rendition?.sha256,
    });
    expect(entry?.ContentUrl).toMatch(new RegExp(`/files/${fileId}/content$`));
    // Offered once: planned again (a duplicate message, another publish's pipeline), nothing more.
    await planRenditions(env, { fileId, key });
    expect(await ofFile()).toHaveLength(1);

    // What mds-ingest does with the entry (client/src/ingest/download.ts, agent.ts): its ContentUrl for the
    // station in ranges, If-Range the first ETag, the whole checked against the entry's Sha256 and Bytes.
    const url = `${new URL(entry?.ContentUrl as string).pathname}?organizationID=201`;
    const PIECE = 200_000;
    const pieces: Uint8Array[] = [];
    let etag = "";
    for (let from = 0; from < (entry?.Bytes as number); from += PIECE) {
      const headers: Record<string, string> = { Range: `bytes=${from}-${from + PIECE - 1}` };
      if (etag) headers["If-Range"] = etag;
      const got = await runToEnd(requestOf(url, { key: KEYS.summit, headers }));
      expect(got.res.status).toBe(206);
      etag ||= got.res.headers.get("ETag") ?? "";
      pieces.push(got.body);
    }
    const whole = new Uint8Array(pieces.reduce((n, p) => n + p.byteLength, 0));
    let at = 0;
    for (const p of pieces) {
      whole.set(p, at);
      at += p.byteLength;
    }
    expect(pieces.length).toBeGreaterThan(1);
    expect(whole.byteLength).toBe(entry?.Bytes);
    expect(hex(await crypto.subtle.digest("SHA-256", whole))).toBe(entry?.Sha256);

    // With --format bwf (the entry's ContentType is WAV; the MP3 master has none: 409 for its owner): the check is
    // sha256(plain[0:n] ++ bwf[m:]) against Sha256, n and m the answer's MDS-Source-Audio-Offset and MDS-Audio-Offset.
    expect((await call(`${draft.content()}?format=bwf`, {})).status).toBe(409);
    const bwf = await runToEnd(requestOf(`${url}&format=bwf`, { key: KEYS.summit }));
    expect(bwf.res.status).toBe(200);
    const m = Number(bwf.res.headers.get("MDS-Audio-Offset"));
    const n = Number(bwf.res.headers.get("MDS-Source-Audio-Offset"));
    const prefix = await runToEnd(requestOf(url, { key: KEYS.summit, headers: { Range: `bytes=0-${n - 1}` } }));
    const checked = new Uint8Array(n + bwf.body.byteLength - m);
    checked.set(prefix.body, 0);
    checked.set(bwf.body.subarray(m), n);
    expect(hex(await crypto.subtle.digest("SHA-256", checked))).toBe(entry?.Sha256);

    // Its whole download delivered it: the proof of delivery says the rendition's bytes and digest.
    const pod = async () => {
      const res = await call(`/api/v1/ad/orders/${draft.orderId}/proofofdelivery`, {});
      expect(res.status).toBe(200);
      const rows = (await res.json()) as { FileID: number; Status: string; Bytes: number; Sha256: string }[];
      return rows.find((r) => r.FileID === fileId);
    };
    await expect.poll(async () => (await pod())?.Status, { timeout: 10_000 }).toBe("Delivered");
    expect(await pod()).toMatchObject({ Bytes: rendition?.bytes, Sha256: rendition?.sha256 });
    expect(rendition?.sha256).not.toBe(record.Sha256);

    // A rendition's offer to every file of its content passes by a file each of whose stations received it.
    await env.DB.prepare("DELETE FROM ingest_entries WHERE file_id = ?").bind(fileId).run();
    await offerReady(createDb(env.DB), record.Sha256);
    expect(await ofFile()).toEqual([]);
    // What a file's offer costs (its plan's; contract section 13): two reads and one write, of a few rows each.
    const trips: Statement[][] = [];
    instrument.observe((trip) => trips.push(trip.statements));
    await offerReady(createDb(env.DB), record.Sha256, fileId);
    instrument.reset();
    expect(await ofFile()).toEqual([expect.objectContaining({ Action: "ingest", Sha256: rendition?.sha256 })]);
    let read = 0;
    for (const statement of trips.flat()) {
      // An INSERT … SELECT reads what its SELECT reads: run that alone (nothing written twice).
      const select = statement.sql.replace(/^insert into "ingest_entries" \([^)]*\) /i, "");
      const { meta } = await env.DB.prepare(select)
        .bind(...statement.params)
        .all();
      read += meta.rows_read;
    }
    console.log(
      `rendition offer: ${trips.length} D1 round trips, ${trips.flat().length} statements, ${read} rows read, 1 entry written`,
    );
    expect(trips.map((t) => t.length)).toEqual([2, 2, 1]);
    expect(read).toBeLessThanOrEqual(40);
  });

  it("replacing the content or the order remakes the renditions and removes the old ones, rows and objects", async () => {
    const put = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: { Deliver: RADIO_DELIVER } });
    expect(put.status, await put.clone().text()).toBe(200);
    const at48k = { ...RADIO_DELIVER, AudioSampleRate: 48000 };
    await env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = 202")
      .bind(JSON.stringify({ Deliver: at48k }))
      .run();
    const code = adId();
    const draft = await createDraft({ files: [{ AdID: code, Format: "Audio" }], destinations: [201] });
    const master = (seed: number) =>
      generate([`anoisesrc=d=2:c=pink:a=0.2:r=44100:seed=${seed}`], ["-ac", "2", "-c:a", "libmp3lame"], "mp3");
    const first = await uploaded(draft.content(), await master(11), { contentType: "audio/mpeg" });
    const [old] = await settled(first.Sha256);
    expect(old?.status).toBe("Ready");
    const gone = async (key: string) => (await env.MEDIA.head(key)) === null;
    expect(await gone(old?.object_key as string)).toBe(false);

    // The content replaced: the old content's rendition goes (its row with the write, its object after).
    const second = await uploaded(draft.content(), await master(12), { contentType: "audio/mpeg" });
    expect(await renditionsOf(first.Sha256)).toEqual([]);
    await expect.poll(() => gone(old?.object_key as string), { timeout: 10_000 }).toBe(true);
    const [made] = await settled(second.Sha256);
    expect(made).toMatchObject({ status: "Ready", profile: JSON.stringify(RADIO_DELIVER) });

    // The order replaced with WQRS-AM (202) too, which wants 48 kHz: its rendition is made; KLMN-FM's kept.
    const replace = (files: { AdID: string; Format: string }[]) =>
      call(`/api/v1/ad/orders/${draft.orderId}`, {
        method: "PUT",
        body: {
          Advertiser: "Media Test",
          Files: files.map((f) => ({ Title: "Spot", Length: 5, ...f })),
          Destinations: [201, 202],
        },
      });
    expect((await replace([{ AdID: code, Format: "Audio" }])).status).toBe(200);
    await expect
      .poll(async () =>
        (await renditionsOf(second.Sha256)).map((r) => `${JSON.parse(r.profile).AudioSampleRate} ${r.status}`),
      )
      .toEqual(["44100 Ready", expect.stringMatching(/^48000 /)]);
    const both = await settled(second.Sha256);
    expect(both.map((r) => r.status)).toEqual(["Ready", "Ready"]);
    expect(both[0]?.id).toBe(made?.id);

    // The order replaced without the file: no file has that content now, and its renditions go.
    expect((await replace([{ AdID: adId(), Format: "Audio" }])).status).toBe(200);
    expect(await renditionsOf(second.Sha256)).toEqual([]);
    for (const r of both) await expect.poll(() => gone(r.object_key as string), { timeout: 10_000 }).toBe(true);

    // The draft deleted: its files' renditions go with it.
    const order = (await (await call(`/api/v1/ad/orders/${draft.orderId}`, {})).json()) as {
      Files: { FileID: number }[];
    };
    const path = `/api/v1/ad/orders/${draft.orderId}/files/${order.Files[0]?.FileID}/content`;
    const third = await uploaded(path, await master(13), { contentType: "audio/mpeg" });
    const last = await settled(third.Sha256);
    expect(last.map((r) => r.status)).toEqual(["Ready", "Ready"]);
    expect((await call(`/api/v1/ad/orders/${draft.orderId}`, { method: "DELETE" })).status).toBe(200);
    expect(await renditionsOf(third.Sha256)).toEqual([]);
    for (const r of last) await expect.poll(() => gone(r.object_key as string), { timeout: 10_000 }).toBe(true);
  });

  it("a station's changed Deliver remakes its file of what is published to it and not delivered, and updates its feed", async () => {
    const setDeliver = async (deliver?: object) => {
      const res = await call(`${SPECS}/201`, {
        method: "PUT",
        key: KEYS.summit,
        body: deliver ? { Deliver: deliver } : {},
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await setDeliver(RADIO_DELIVER);
    const draft = await createDraft({ files: [{ AdID: adId(), Format: "Audio" }], destinations: [201] });
    const fileId = draft.fileIds[0] as number;
    const mp3 = await generate(
      ["anoisesrc=d=2:c=pink:a=0.2:r=44100:seed=21"],
      ["-ac", "2", "-c:a", "libmp3lame"],
      "mp3",
    );
    const record = await uploaded(draft.content(), mp3, { contentType: "audio/mpeg" });
    const [at44k] = await settled(record.Sha256, JSON.stringify(RADIO_DELIVER));
    const cursor = await tail(201);
    await publish(draft.orderId);
    const ofFile = async () => (await entriesAfter(201, cursor)).filter((e) => e.FileID === fileId);
    await expect
      .poll(async () => (await ofFile()).map((e) => `${e.Action} ${e.Sha256}`), { timeout: 10_000 })
      .toEqual([`ingest ${at44k?.sha256}`]);

    // 48 kHz now: made in the background, and the feed's update carries it; meanwhile the download waits for it.
    const at48k = { ...RADIO_DELIVER, AudioSampleRate: 48000 };
    await setDeliver(at48k);
    const [made] = await settled(record.Sha256, JSON.stringify(at48k));
    expect(made?.status).toBe("Ready");
    await expect
      .poll(async () => (await ofFile()).map((e) => `${e.Action} ${e.Sha256}`), { timeout: 10_000 })
      .toEqual([`ingest ${at44k?.sha256}`, `update ${made?.sha256}`]);
    expect((await ofFile())[1]).toMatchObject({ ContentType: "audio/wav", Bytes: made?.bytes });

    // No Deliver: the original, as an update too.
    await setDeliver();
    await expect
      .poll(async () => (await ofFile()).map((e) => `${e.Action} ${e.Sha256}`), { timeout: 10_000 })
      .toEqual([`ingest ${at44k?.sha256}`, `update ${made?.sha256}`, `update ${record.Sha256}`]);
    expect((await ofFile())[2]).toMatchObject({ ContentType: "audio/mpeg", Bytes: record.Bytes });
  });

  it("records a job that kept failing Failed from the dead-letter queue wrangler.toml names", async () => {
    const consumer = wranglerToml
      .split("[[queues.consumers]]")
      .find((c) => c.trimStart().startsWith('queue = "mds-renditions"\n'));
    expect(consumer).toMatch(/max_retries = \d+/);
    expect(consumer).toContain('dead_letter_queue = "mds-renditions-dlq"');
    const sha256 = "d".repeat(64);
    const at = new Date().toISOString();
    await env.DB.prepare(
      "INSERT INTO renditions (source_sha256, profile, status, created_at, updated_at) VALUES (?, '{}', 'Pending', ?, ?)",
    )
      .bind(sha256, at, at)
      .run();
    const body: RenditionMessage = { kind: "render", sha256, key: "gone", profile: "{}" };
    const batch = createMessageBatch<RenditionMessage>("mds-renditions-dlq", [
      { id: "dead-rendition", timestamp: new Date(), attempts: 1, body },
    ] as never);
    await handleRenditionDeadLetters(batch, env);
    const [row] = await renditionsOf(sha256);
    expect(row).toMatchObject({ status: "Failed" });
    expect(row?.reason).toMatch(/kept failing/);
  });

  it("tells the files of a master shared by hundreds in statements of 300 files, each far below D1's 100 KB", () => {
    const spec = JSON.stringify({ Deliver: RADIO_DELIVER });
    const audience = Array.from({ length: 700 }, (_, i) => ({
      fileId: 100_000 + i,
      orderId: 200_000 + i,
      adId: `BENCH${String(i).padStart(6, "0")}`,
      format: "Audio" as const,
      contentMedia: null,
      owner: 100,
      destinationId: 201,
      type: "Radio" as const,
      spec,
    }));
    const profile = profileFor(audience[0] as (typeof audience)[0], audience[0] as (typeof audience)[0])?.profile;
    expect(profile).toBeTypeOf("string");
    const outcome = {
      Status: "Ready" as const,
      Reason: null,
      ContentType: "audio/wav",
      Bytes: 1,
      Sha256: "b".repeat(64),
    };
    const emissions = renditionEvents(audience, { sha256: "a".repeat(64), profile: profile as string }, outcome, "now");
    expect(emissions).toHaveLength(3);
    const dialect = new SQLiteSyncDialect();
    for (const e of emissions) {
      const { sql, params } = dialect.sqlToQuery(e.to);
      expect(params.length).toBeLessThanOrEqual(13);
      expect(sql.length + JSON.stringify(params).length).toBeLessThan(100_000);
    }
  });
});
