/**
 * The demo world's TV station receives what its spec's Deliver says (contract section 19, issue 44): a seeded
 * HD spot (fixtures/media/hd-spot.mp4, 1080p) reaches WXYZ-TV as H.264 1920×1080 29.97 with AAC 48 kHz stereo,
 * brought to -24 LKFS, as ffprobe and ffmpeg's EBU R128 meter read it; never as the master.
 */
import { describe, expect, it } from "vitest";
import { ebur128, type Probe, probe } from "../engine/ffmpeg.support";
import { mediaFixture } from "../media-files";
import { download, orderContent, RENDITION_TIMEOUT, sha256, stationContent } from "./media.support";

const streamOf = (probed: Probe, type: "audio" | "video") => probed.streams.find((s) => s.codec_type === type);

describe("the demo world's WXYZ-TV (200)", () => {
  it("receives the seeded HD spot as its Deliver: H.264 1080p 29.97, AAC 48 kHz stereo, at -24 LKFS", {
    timeout: RENDITION_TIMEOUT,
  }, async () => {
    // Order 5002's :30 (file 8003), delivered to WXYZ-TV and KLMN-FM: the seed's HD spot, planned when first asked.
    const path = orderContent(5002, 8003);
    const made = await stationContent(path, 200);
    // What WXYZ-TV receives, as its owner fetches it naming the station (which delivers nothing).
    const { res, body } = await download(`${path}?organizationID=200`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("video/mp4");
    const bytes = new Uint8Array(body);
    expect(res.headers.get("ETag")).toBe(made.get("ETag"));
    expect(`"${await sha256(bytes)}"`).toBe(made.get("ETag"));
    expect(await sha256(bytes)).not.toBe(await sha256(mediaFixture("hd-spot.mp4")));

    const probed = await probe(bytes);
    expect(probed.format.format_name).toContain("mp4");
    expect(streamOf(probed, "video")).toMatchObject({
      codec_name: "h264",
      width: 1920,
      height: 1080,
      r_frame_rate: "30000/1001",
    });
    expect(streamOf(probed, "audio")).toMatchObject({ codec_name: "aac", sample_rate: "48000", channels: 2 });
    const loudness = await ebur128(bytes);
    expect(Math.abs(loudness.integrated - -24)).toBeLessThanOrEqual(0.5);
    expect(loudness.truePeak).toBeLessThanOrEqual(-2);
  });
});
