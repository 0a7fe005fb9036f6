/**
 * The renditions journey (contract section 19, issue 44 "Journey"), through the API as its users call it: an agency
 * uploads one hot MP3 (about −16 LUFS) and one 1080p master (both made by ffmpeg's own test sources), and publishes;
 * the radio station downloads WAV 44.1 kHz 16-bit at −24 LKFS, the TV station H.264 at its Deliver's size and frame
 * rate, and the network XDCAM HD422 in MXF. Each file is read back by ffprobe, the WAV by ffmpeg's EBU R128 meter
 * (https://ffmpeg.test): neither was written here. The renditions are made by the real queue and the media engine
 * (engine/server.mjs at https://engine.test, the file the Container image runs).
 *
 * The stations set their own Deliver here with PUT on their destination spec (KLMN-FM through its group, Summit;
 * WXYZ-TV with its key), so that this test does not depend on the demo world's; the network (235) keeps the
 * demo world's XDCAM Deliver, read first. The network has no dev key: one is made as `npm run key:create` would.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/http/keys";
import { ebur128, hdMaster, hotMp3, type Probe, probe } from "../engine/ffmpeg.support";
import { call, json, KEYS } from "../helpers";
import { createDraft, download, podRow, publish, sha256, uploaded } from "./media.support";

const SPECS = "/api/v1/ad/account/destinationSpecs";
const KLMN = 201;
const WXYZ = 200;
const NETWORK = 235;

/** KLMN-FM: WAV or MP3, normalised to A/85's −24 LKFS. */
const RADIO_SPEC = {
  Containers: ["Wave", "MPEG Audio"],
  AudioChannels: [1, 2],
  // A/85's own ±2 LU: the hot master misses it, its rendition (±0.5 LU of the target, renditions.queue.ts) does not,
  // and publish judges what the station receives.
  Loudness: { Standard: "ATSC A/85", ToleranceLU: 2 },
  Deliver: {
    Container: "Wave",
    AudioCodec: "PCM",
    AudioSampleRate: 44100,
    AudioBitDepth: 16,
    AudioChannels: 2,
    NormalizeLoudness: true,
  },
};
/** WXYZ-TV: H.264 720p at 29.97 with AAC 48 kHz, made from a 1080p 25 fps master (smaller, another rate). */
const TV_SPEC = {
  Deliver: {
    Container: "MPEG-4",
    VideoCodec: "H.264",
    Width: 1280,
    Height: 720,
    FrameRate: 29.97,
    VideoBitrateMbps: 8,
    AudioCodec: "AAC",
    AudioSampleRate: 48000,
    AudioBitrateKbps: 192,
    AudioChannels: 2,
  },
};

/** Waits until the owner can fetch `station`'s file (its rendition made); fails with the service's last word. */
async function renditionReady(path: string, station: number): Promise<void> {
  const deadline = Date.now() + 150_000;
  let last = "";
  while (Date.now() < deadline) {
    // The owner's HEAD naming a station: what that station would receive, delivering nothing.
    const res = await call(`${path}?organizationID=${station}`, { method: "HEAD" });
    if (res.status === 200) return;
    last = `${res.status} ${res.headers.get("Retry-After") ?? ""}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const res = await call(`${path}?organizationID=${station}`);
  throw new Error(`station ${station}'s rendition of ${path} not ready (${last}): ${await res.text()}`);
}

/** A station's download run to its end: its bytes, checked against its own ETag, never the master's. */
async function received(path: string, key: string, master: string) {
  const { res, body } = await download(path, { key });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(body);
  const digest = await sha256(bytes);
  expect(res.headers.get("ETag")).toBe(`"${digest}"`);
  expect(digest).not.toBe(master);
  return { res, bytes, digest };
}

const streamOf = (probed: Probe, type: "audio" | "video") => probed.streams.find((s) => s.codec_type === type);

describe("the renditions journey", { timeout: 300_000 }, () => {
  it("one hot MP3 and one 1080p master: radio gets normalised WAV, TV H.264 at its size and rate, the network XDCAM", async () => {
    // The stations say what they want to receive.
    const radio = await call(`${SPECS}/${KLMN}`, { method: "PUT", key: KEYS.summit, body: RADIO_SPEC });
    expect(radio.status, await radio.clone().text()).toBe(200);
    const tv = await call(`${SPECS}/${WXYZ}`, { method: "PUT", key: KEYS.wxyz, body: TV_SPEC });
    expect(tv.status, await tv.clone().text()).toBe(200);
    const network = await json<{ Deliver: Record<string, unknown> }>(await call(`${SPECS}/${NETWORK}`));
    expect(network.Deliver).toMatchObject({
      Container: "MXF",
      VideoCodec: "MPEG-2",
      Width: 1920,
      Height: 1080,
      FrameRate: 29.97,
      VideoBitrateMbps: 50,
      AudioCodec: "PCM",
      AudioSampleRate: 48000,
      AudioBitDepth: 24,
    });

    // The agency: one order for the radio spot, one for the TV spot to the station and the network; one master each.
    const audioOrder = await createDraft({
      files: [{ AdID: "JRNY0001", Format: "Audio", Length: 10 }],
      destinations: [KLMN],
    });
    const hdOrder = await createDraft({
      files: [{ AdID: "JRNY0002", Format: "HD", Length: 2 }],
      destinations: [WXYZ, NETWORK],
    });
    const mp3 = await hotMp3();
    const before = await ebur128(mp3);
    expect(Math.abs(before.integrated - -16)).toBeLessThan(1);
    const audioMaster = await uploaded(audioOrder.content(), mp3, { contentType: "audio/mpeg" });
    const hdMasterRecord = await uploaded(hdOrder.content(), await hdMaster(), { contentType: "video/mp4" });
    expect(hdMasterRecord.Media).toMatchObject({ Width: 1920, Height: 1080 });

    await renditionReady(audioOrder.content(), KLMN);
    await renditionReady(hdOrder.content(), WXYZ);
    await renditionReady(hdOrder.content(), NETWORK);
    // The network requires a standards department's clearance (contract section 20): the agency records it.
    const cleared = await call(`${hdOrder.content().replace(/\/content$/, "")}/clearances/ABNT%20Standards`, {
      method: "PUT",
      body: { Status: "Approved", Reference: "ABNT-JRNY-0002" },
    });
    expect(cleared.status, await cleared.clone().text()).toBe(200);
    await publish(audioOrder.orderId);
    await publish(hdOrder.orderId);

    // KLMN-FM (through its group, Summit): WAV 44.1 kHz 16-bit stereo at −24 LKFS ±0.5, true peak under −2 dBTP.
    const wav = await received(`${audioOrder.content()}?organizationID=${KLMN}`, KEYS.summit, audioMaster.Sha256);
    expect(wav.res.headers.get("Content-Type")).toBe("audio/wav");
    expect(wav.res.headers.get("Content-Disposition")).toBe('attachment; filename="JRNY0001.wav"');
    const wavProbe = await probe(wav.bytes);
    expect(wavProbe.format.format_name).toBe("wav");
    expect(wavProbe.streams).toEqual([
      expect.objectContaining({ codec_name: "pcm_s16le", sample_rate: "44100", channels: 2, bits_per_sample: 16 }),
    ]);
    const theirs = await ebur128(wav.bytes);
    expect(Math.abs(theirs.integrated - -24)).toBeLessThanOrEqual(0.5);
    expect(theirs.truePeak).toBeLessThanOrEqual(-2);
    // The service's own meter, as the job recorded it before serving the file (it is never served when it misses).
    const measured = await env.DB.prepare("SELECT loudness FROM renditions WHERE sha256 = ?")
      .bind(wav.digest)
      .first<{ loudness: string }>();
    const ours = JSON.parse(measured?.loudness ?? "{}");
    expect(ours.Status).toBe("Measured");
    expect(Math.abs(ours.IntegratedLKFS - -24)).toBeLessThanOrEqual(0.5);
    expect(ours.TruePeakDBTP).toBeLessThanOrEqual(-2);

    // WXYZ-TV: H.264 at its Deliver's 1280×720 and 29.97, AAC 48 kHz.
    const mp4 = await received(hdOrder.content(), KEYS.wxyz, hdMasterRecord.Sha256);
    expect(mp4.res.headers.get("Content-Type")).toBe("video/mp4");
    const mp4Probe = await probe(mp4.bytes);
    expect(mp4Probe.format.format_name).toContain("mp4");
    expect(streamOf(mp4Probe, "video")).toMatchObject({
      codec_name: "h264",
      width: 1280,
      height: 720,
      r_frame_rate: "30000/1001",
    });
    expect(streamOf(mp4Probe, "audio")).toMatchObject({ codec_name: "aac", sample_rate: "48000", channels: 2 });

    // The network, with a key of its own: XDCAM HD422, MPEG-2 4:2:2 50 Mb/s 1920×1080 29.97, PCM 48 kHz 24-bit, in MXF.
    const networkKey = `mds_test_abnt_${crypto.randomUUID().replaceAll("-", "")}`;
    await env.DB.prepare("INSERT INTO api_keys (organization_id, key_hash, prefix, label) VALUES (?, ?, ?, 'journey')")
      .bind(NETWORK, await sha256Hex(networkKey), networkKey.slice(0, 12))
      .run();
    const mxf = await received(hdOrder.content(), networkKey, hdMasterRecord.Sha256);
    expect(mxf.res.headers.get("Content-Type")).toBe("application/mxf");
    const mxfProbe = await probe(mxf.bytes);
    expect(mxfProbe.format.format_name).toBe("mxf");
    expect(streamOf(mxfProbe, "video")).toMatchObject({
      codec_name: "mpeg2video",
      profile: "4:2:2",
      pix_fmt: "yuv422p",
      width: 1920,
      height: 1080,
      r_frame_rate: "30000/1001",
      bit_rate: "50000000",
    });
    expect(streamOf(mxfProbe, "audio")).toMatchObject({ codec_name: "pcm_s24le", sample_rate: "48000" });

    // Each download delivered the station's file.
    const fileOf = (order: typeof audioOrder) => order.fileIds[0] as number;
    await expect
      .poll(async () => [
        (await podRow(audioOrder.orderId, fileOf(audioOrder), KLMN)).Status,
        (await podRow(hdOrder.orderId, fileOf(hdOrder), WXYZ)).Status,
        (await podRow(hdOrder.orderId, fileOf(hdOrder), NETWORK)).Status,
      ])
      .toEqual(["Delivered", "Delivered", "Delivered"]);
  });
});
