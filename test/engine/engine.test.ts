/**
 * The media engine (contract section 19, engine/server.mjs) through the worker's client (src/engine/engine.ts):
 * media made by ffmpeg's own test sources, rendered by the engine, and read back by ffprobe and ffmpeg's EBU R128
 * meter (https://ffmpeg.test, test/ffmpeg.ts), neither of them written here, and by the service's own meter.
 * The engine is the local process of test/engine.ts, the same file the Container image runs (checked below).
 */

import { env } from "cloudflare:test";
import { Container } from "@cloudflare/containers";
import { describe, expect, it } from "vitest";
import dockerfile from "../../engine/Dockerfile?raw";
import serveTs from "../../scripts/serve.ts?raw";
import startSh from "../../scripts/start.sh?raw";
import { measureObject } from "../../src/audio/measure";
import { ENGINE_PORT, MediaEngine } from "../../src/engine/container";
import { ENGINE_INSTANCES, EngineError, type EngineProfile, render } from "../../src/engine/engine";
import * as entry from "../../src/index";
import wranglerToml from "../../wrangler.toml?raw";
import engineTs from "../engine.ts?raw";
import { ebur128, hdMaster, hotMp3, probe } from "./ffmpeg.support";

const engineEnv = env as unknown as { ENGINE_URL: string };

/** The bodies of wrangler.toml's `[[name]]` tables, each up to its first blank line. */
const tables = (name: string) =>
  wranglerToml
    .split(`[[${name}]]\n`)
    .slice(1)
    .map((table) => table.split("\n\n")[0] ?? "");

function stream(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new Blob([bytes]).stream();
}

async function renderBytes(original: Uint8Array<ArrayBuffer>, profile: EngineProfile) {
  const result = await render(engineEnv, stream(original), original.byteLength, profile);
  const bytes = new Uint8Array(await new Response(result.body).arrayBuffer());
  expect(bytes.byteLength).toBe(result.bytes);
  return { ...result, bytes };
}

async function jobsOnDisk(): Promise<number> {
  const res = await fetch(`${engineEnv.ENGINE_URL}/health`);
  return ((await res.json()) as { jobsOnDisk: number }).jobsOnDisk;
}

const RADIO: EngineProfile = {
  Container: "Wave",
  AudioCodec: "PCM",
  AudioSampleRate: 44100,
  AudioBitDepth: 16,
  AudioChannels: 2,
  NormalizeLoudness: true,
  TargetLKFS: -24,
  MaxTruePeakDBTP: -2,
};

// ffmpeg at work on a machine shared with other jobs: seconds each, more under load.
describe("the media engine", { timeout: 60_000 }, () => {
  it("brings an MP3 at about −16 LUFS to −24 LKFS ±0.5 as WAV 44.1 kHz 16-bit stereo, by ffmpeg's meter and ours", async () => {
    const original = await hotMp3();
    const before = await ebur128(original);
    expect(Math.abs(before.integrated - -16)).toBeLessThan(1);

    const rendition = await renderBytes(original, RADIO);
    expect(rendition).toMatchObject({ contentType: "audio/wav", extension: "wav" });
    expect(rendition.cpuSeconds).toBeGreaterThan(0);
    const { streams, format } = await probe(rendition.bytes);
    expect(format.format_name).toBe("wav");
    expect(streams).toEqual([
      expect.objectContaining({
        codec_type: "audio",
        codec_name: "pcm_s16le",
        sample_rate: "44100",
        channels: 2,
        bits_per_sample: 16,
      }),
    ]);
    const after = await ebur128(rendition.bytes);
    expect(Math.abs(after.integrated - -24)).toBeLessThanOrEqual(0.5);
    expect(after.truePeak).toBeLessThanOrEqual(-2);

    // The service's own meter (src/audio), as a rendition stored in R2 will be measured.
    await env.MEDIA.put("test/engine/radio.wav", rendition.bytes);
    const ours = await measureObject(env.MEDIA, "test/engine/radio.wav");
    expect(ours).toMatchObject({ Status: "Measured", SampleRate: 44100, Channels: 2 });
    if (ours.Status !== "Measured") return;
    expect(Math.abs(ours.IntegratedLKFS! - -24)).toBeLessThanOrEqual(0.5);
    expect(ours.TruePeakDBTP!).toBeLessThanOrEqual(-2);
    expect(await jobsOnDisk()).toBe(0);
  });

  it("makes a 1080p master H.264 1280×720 at 29.97 with AAC 48 kHz, as ffprobe reads it", async () => {
    const rendition = await renderBytes(await hdMaster(), {
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
      NormalizeLoudness: true,
      TargetLKFS: -24,
      MaxTruePeakDBTP: -2,
    });
    expect(rendition).toMatchObject({ contentType: "video/mp4", extension: "mp4" });
    const { streams, format } = await probe(rendition.bytes);
    expect(format.format_name).toContain("mp4");
    const video = streams.find((s) => s.codec_type === "video");
    const audio = streams.find((s) => s.codec_type === "audio");
    expect(video).toMatchObject({
      codec_name: "h264",
      width: 1280,
      height: 720,
      r_frame_rate: "30000/1001",
      pix_fmt: "yuv420p",
    });
    expect(audio).toMatchObject({ codec_name: "aac", sample_rate: "48000", channels: 2 });
    const loudness = await ebur128(rendition.bytes);
    expect(Math.abs(loudness.integrated - -24)).toBeLessThanOrEqual(0.5);
  });

  it("makes XDCAM HD422 in MXF: MPEG-2 4:2:2 at 50 Mbps, 1920×1080 29.97, PCM 48 kHz 24-bit", async () => {
    const rendition = await renderBytes(await hdMaster(), {
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
    });
    expect(rendition).toMatchObject({ contentType: "application/mxf", extension: "mxf" });
    const { streams, format } = await probe(rendition.bytes);
    expect(format.format_name).toBe("mxf");
    expect(streams.find((s) => s.codec_type === "video")).toMatchObject({
      codec_name: "mpeg2video",
      profile: "4:2:2",
      pix_fmt: "yuv422p",
      width: 1920,
      height: 1080,
      r_frame_rate: "30000/1001",
      bit_rate: "50000000",
    });
    expect(streams.find((s) => s.codec_type === "audio")).toMatchObject({
      codec_name: "pcm_s24le",
      sample_rate: "48000",
    });
  });

  it("refuses to make a picture larger, an unknown profile and bytes that are not media, leaving nothing on disk", async () => {
    const master = await hdMaster();
    const failure = (profile: EngineProfile, bytes = master) =>
      render(engineEnv, stream(bytes), bytes.byteLength, profile).then(
        () => undefined,
        (error: unknown) => error,
      );
    const upscale = await failure({ Container: "MPEG-4", VideoCodec: "H.264", Width: 3840, Height: 2160 });
    expect(upscale).toBeInstanceOf(EngineError);
    expect(upscale).toMatchObject({ code: "upscale_refused", status: 422 });
    expect(await failure({ Container: "Betamax" } as unknown as EngineProfile)).toMatchObject({
      code: "profile_invalid",
      status: 400,
    });
    const noise = new Uint8Array(new TextEncoder().encode("not media at all, just words".repeat(100)));
    expect(await failure(RADIO, noise)).toMatchObject({ code: "render_failed", status: 422 });
    expect(await failure({ ...RADIO, TargetLKFS: undefined })).toMatchObject({ code: "profile_invalid" });
    expect(await jobsOnDisk()).toBe(0);
  });

  it("refuses a bad profile with its problem even while the original is still arriving, and keeps answering", async () => {
    // 64 MiB of zeros, made as they are sent: the engine refuses the profile before reading any of it.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const zeros = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const refused = await render(engineEnv, zeros, 64 * chunk.byteLength, { Container: "Betamax" } as never).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(EngineError);
    expect(refused).toMatchObject({ code: "profile_invalid", status: 400 });
    const original = await hotMp3();
    expect((await renderBytes(original, RADIO)).contentType).toBe("audio/wav");
  });

  it("is one server file: the Container image's entry point is the file npm start and the tests run", () => {
    expect(dockerfile).toMatch(/^FROM debian:/m);
    expect(dockerfile).toMatch(/apt-get install [^\n]*\bffmpeg\b/);
    expect(dockerfile).toMatch(/^COPY server\.mjs \/engine\/server\.mjs$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "\/engine\/server\.mjs"\]$/m);
    expect(engineTs).toContain('from "../engine/server.mjs"');
    expect(serveTs).toContain('from "../engine/server.mjs"');
    expect(startSh).toContain("node engine/server.mjs");
  });

  it("is deployed as that image: [[containers]] builds engine/Dockerfile for the exported MediaEngine, on its port", () => {
    const [containers, ...others] = tables("containers");
    expect(others).toEqual([]);
    expect(containers).toContain('class_name = "MediaEngine"\nimage = "./engine/Dockerfile"');
    expect(containers).toMatch(/^instance_type = "standard-2"$/m);
    // Jobs are spread over as many instances as the Container may run.
    expect(containers).toMatch(new RegExp(`^max_instances = ${ENGINE_INSTANCES}$`, "m"));
    expect(tables("durable_objects.bindings")).toEqual(['name = "MEDIA_ENGINE"\nclass_name = "MediaEngine"']);
    expect(tables("migrations").join("\n")).toMatch(/^new_sqlite_classes = \["MediaEngine"\]$/m);
    // The worker's entry exports the class the binding names, a Container-enabled Durable Object.
    expect(entry.MediaEngine).toBe(MediaEngine);
    expect(MediaEngine.prototype).toBeInstanceOf(Container);
    // The Container's port is the one the image's server listens on.
    expect(dockerfile).toMatch(new RegExp(`^ENV ENGINE_PORT=${ENGINE_PORT}$`, "m"));
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${ENGINE_PORT}$`, "m"));
    // Locally the engine is a process at ENGINE_URL: wrangler (npm start, the tests) starts no container.
    expect(wranglerToml).toMatch(/^\[dev\]\nenable_containers = false$/m);
  });

  it("sends a job to one of the MediaEngine instances when no ENGINE_URL is set, and says so when there is neither", async () => {
    const original = await hotMp3();
    // The MEDIA_ENGINE binding as the worker uses it: an instance's id by name, its stub, the job as a request to the
    // stub. Each stub here forwards to the local engine, as the deployed Container forwards to its container's port:
    // the tests' workerd runs no container (wrangler.toml [dev]), and the real class would only refuse to start (the
    // refusal workerd logs as an uncaught exception), so its stubs are not called here.
    const names: string[] = [];
    const sent: Request[] = [];
    const binding = {
      idFromName: (name: string) => {
        names.push(name);
        return env.MEDIA_ENGINE.idFromName(name);
      },
      get: () => ({
        fetch: (request: Request) => {
          sent.push(request);
          return fetch(new Request(`${engineEnv.ENGINE_URL}${new URL(request.url).pathname}`, request));
        },
      }),
    } as unknown as typeof env.MEDIA_ENGINE;
    const job = (to: Parameters<typeof render>[0]) =>
      render(to, stream(original), original.byteLength, RADIO).then(
        async (made) => ({ ...made, bytes: (await new Response(made.body).arrayBuffer()).byteLength }),
        (error: unknown) => error,
      );
    const viaInstance = await job({ ENGINE_URL: "", MEDIA_ENGINE: binding });
    expect(viaInstance).toMatchObject({ contentType: "audio/wav", extension: "wav" });
    expect(names).toEqual([expect.stringMatching(new RegExp(`^instance-[0-${ENGINE_INSTANCES - 1}]$`))]);
    expect(
      sent.map((r) => [r.method, new URL(r.url).pathname, JSON.parse(r.headers.get("Engine-Profile") ?? "")]),
    ).toEqual([["POST", "/render", RADIO]]);
    // ENGINE_URL wins where it is set, as in every other test here; with neither, the job is refused, retried later.
    await job({ ENGINE_URL: engineEnv.ENGINE_URL, MEDIA_ENGINE: binding });
    expect(names).toHaveLength(1);
    expect(await job({ ENGINE_URL: "" })).toMatchObject({ code: "engine_unavailable", status: 503 });
  });
});
