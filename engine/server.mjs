// @ts-check
/**
 * The media engine (contract section 19): a small HTTP server of ours in front of Debian's ffmpeg and ffprobe, which
 * make every rendition; no DSP of ours. One job: `POST /render` with the original as the body and the profile (a
 * spec's `Deliver` plus its loudness target) as JSON in the `Engine-Profile` header; the answer streams the rendition.
 * The same file runs in the Container image (engine/Dockerfile), under `npm start` (scripts/start.sh) and in the tests
 * (vitest.config.ts). Plain JavaScript with no dependencies, so that the image needs only Node and ffmpeg.
 *
 *   node engine/server.mjs            listens on ENGINE_PORT (8080)
 *
 * The input goes to a directory of the job's own (some containers need a seekable input, and mp4 a seekable
 * output); the directory is removed after the job, whether it succeeded or not: the engine keeps nothing.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, open, readdir, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";

/** What each `Container` of the contract is for ffmpeg: its muxer, the file name's extension, its media type. */
const CONTAINERS = {
  Wave: { format: "wav", extension: "wav", type: "audio/wav" },
  "MPEG Audio": { format: "mp3", extension: "mp3", type: "audio/mpeg" },
  "MPEG-4": { format: "mp4", extension: "mp4", type: "video/mp4" },
  QuickTime: { format: "mov", extension: "mov", type: "video/quicktime" },
  MXF: { format: "mxf", extension: "mxf", type: "application/mxf" },
  "MPEG-TS": { format: "mpegts", extension: "ts", type: "video/mp2t" },
};
const VIDEO_CODECS = ["H.264", "MPEG-2", "ProRes 422 HQ"];
const AUDIO_CODECS = ["PCM", "MP3", "MP2", "AAC"];
/** Broadcast frame rates as ffmpeg's exact fractions (29.97 is 30000/1001, not 2997/100). */
const FRAME_RATES = { 23.976: "24000/1001", 29.97: "30000/1001", 59.94: "60000/1001" };
const NUMBERS = ["Width", "Height", "VideoBitrateMbps", "AudioSampleRate", "AudioBitDepth", "AudioBitrateKbps"];

/**
 * @typedef {{ Container: keyof typeof CONTAINERS, VideoCodec?: string, Width?: number, Height?: number,
 *   FrameRate?: number | string, VideoBitrateMbps?: number, AudioCodec?: string, AudioSampleRate?: number,
 *   AudioBitDepth?: number, AudioBitrateKbps?: number, AudioChannels?: number, NormalizeLoudness?: boolean,
 *   TargetLKFS?: number, MaxTruePeakDBTP?: number }} Profile
 */

class JobError extends Error {
  /** @param {number} status @param {string} code @param {string} detail */
  constructor(status, code, detail) {
    super(detail);
    this.status = status;
    this.code = code;
  }
}

/** The profile of the `Engine-Profile` header, checked: a bad one is a 400 before any byte is read. */
export function parseProfile(/** @type {string | undefined} */ header) {
  if (!header)
    throw new JobError(400, "profile_missing", "The Engine-Profile header (the Deliver as JSON) is required.");
  /** @type {any} */
  let profile;
  try {
    profile = JSON.parse(header);
  } catch {
    throw new JobError(400, "profile_invalid", "Engine-Profile is not JSON.");
  }
  const bad = (/** @type {string} */ detail) => new JobError(400, "profile_invalid", detail);
  if (typeof profile !== "object" || profile === null) throw bad("Engine-Profile must be an object.");
  if (!Object.hasOwn(CONTAINERS, profile.Container))
    throw bad(`Container must be one of ${Object.keys(CONTAINERS).join(", ")}.`);
  if (profile.VideoCodec !== undefined && !VIDEO_CODECS.includes(profile.VideoCodec)) {
    throw bad(`VideoCodec must be one of ${VIDEO_CODECS.join(", ")}.`);
  }
  if (profile.AudioCodec !== undefined && !AUDIO_CODECS.includes(profile.AudioCodec)) {
    throw bad(`AudioCodec must be one of ${AUDIO_CODECS.join(", ")}.`);
  }
  for (const name of [...NUMBERS, "AudioChannels"]) {
    const value = profile[name];
    if (value !== undefined && !(Number.isInteger(value) && value > 0))
      throw bad(`${name} must be a positive integer.`);
  }
  if (profile.FrameRate !== undefined && !(Number(profile.FrameRate) > 0))
    throw bad("FrameRate must be a positive number.");
  if ((profile.Width === undefined) !== (profile.Height === undefined)) throw bad("Width and Height go together.");
  if (profile.NormalizeLoudness) {
    for (const name of ["TargetLKFS", "MaxTruePeakDBTP"]) {
      if (typeof profile[name] !== "number") throw bad(`${name} is required with NormalizeLoudness.`);
    }
  }
  const audioOnly = ["Wave", "MPEG Audio"].includes(profile.Container);
  if (audioOnly && profile.VideoCodec) throw bad(`A ${profile.Container} file carries no video.`);
  return /** @type {Profile} */ (profile);
}

/** Runs a program to its end: its stderr (ffmpeg's report), or a JobError with its last lines. */
function run(/** @type {string} */ program, /** @type {string[]} */ args) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      // Only the end matters (the summary, the error); a long job's progress would otherwise pile up.
      err = (err + chunk).slice(-64_000);
    });
    child.on("error", (error) =>
      reject(new JobError(503, "engine_unavailable", `${program} could not run: ${error.message}`)),
    );
    child.on("close", (code) => {
      if (code === 0) resolve({ out, err });
      else
        reject(
          new JobError(422, "render_failed", `${program} failed: ${err.trim().split("\n").slice(-4).join(" | ")}`),
        );
    });
  });
}

/** The original's streams as ffprobe reads them: the first video (its size) and whether there is audio. */
async function probe(/** @type {string} */ input) {
  const { out } = /** @type {{ out: string }} */ (
    await run("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,width,height", "-of", "json", input])
  );
  const streams = /** @type {{ codec_type: string, width?: number, height?: number }[]} */ (
    JSON.parse(out).streams ?? []
  );
  return { video: streams.find((s) => s.codec_type === "video"), audio: streams.some((s) => s.codec_type === "audio") };
}

/**
 * The first pass: the original's integrated loudness, its gating threshold, loudness range and true peak, as
 * ffmpeg's EBU R128 meter reads them (what loudnorm's own first pass would tell, at a quarter of its CPU: it
 * works at 192 kHz). Frame by frame lines are left out of the report; the summary closes it.
 */
async function measureLoudness(/** @type {string} */ input) {
  const args = [
    "-hide_banner",
    "-nostats",
    "-i",
    input,
    "-vn",
    "-af",
    "ebur128=peak=true:framelog=verbose",
    "-f",
    "null",
    "-",
  ];
  const { err } = /** @type {{ err: string }} */ (await run("ffmpeg", args));
  const summary = err.slice(err.lastIndexOf("Summary:"));
  const value = (/** @type {RegExp} */ pattern) => {
    const found = pattern.exec(summary)?.[1];
    if (found === undefined || !Number.isFinite(Number(found))) {
      throw new JobError(422, "render_failed", "ffmpeg's loudness meter found no audio to measure (silence?).");
    }
    return found;
  };
  return {
    input_i: value(/I:\s+(\S+) LUFS/),
    input_thresh: value(/Threshold:\s+(\S+) LUFS/),
    input_lra: value(/LRA:\s+(\S+) LU/),
    input_tp: value(/Peak:\s+(\S+) dBFS/),
  };
}

/** ffmpeg's video arguments for the profile; a picture is made smaller, never larger (contract section 19). */
function videoArguments(/** @type {Profile} */ profile, /** @type {{ width?: number, height?: number }} */ source) {
  const args = [];
  const filters = [];
  if (profile.Width && profile.Height) {
    if ((source.width ?? 0) < profile.Width || (source.height ?? 0) < profile.Height) {
      throw new JobError(
        422,
        "upscale_refused",
        `The original is ${source.width}×${source.height}, smaller than ${profile.Width}×${profile.Height}.`,
      );
    }
    const { Width: w, Height: h } = profile;
    filters.push(
      `scale=${w}:${h}:force_original_aspect_ratio=decrease:flags=lanczos,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1`,
    );
  }
  if (profile.FrameRate)
    filters.push(`fps=${FRAME_RATES[/** @type {"29.97"} */ (String(profile.FrameRate))] ?? profile.FrameRate}`);
  const mbps = profile.VideoBitrateMbps;
  if (profile.VideoCodec === "H.264") {
    filters.push("format=yuv420p");
    args.push("-c:v", "libx264", "-preset", "fast", "-profile:v", "high");
    args.push(...(mbps ? ["-b:v", `${mbps}M`, "-maxrate", `${mbps}M`, "-bufsize", `${mbps * 2}M`] : ["-crf", "18"]));
  } else if (profile.VideoCodec === "MPEG-2") {
    // XDCAM HD422's shape: 4:2:2, constant bitrate, closed GOPs of 12 with two B frames.
    filters.push("format=yuv422p");
    const rate = `${mbps ?? 50}M`;
    args.push("-c:v", "mpeg2video", "-b:v", rate, "-minrate", rate, "-maxrate", rate, "-bufsize", "17825792");
    args.push(
      "-g",
      "12",
      "-bf",
      "2",
      "-flags",
      "+cgop",
      "-sc_threshold",
      "1000000000",
      "-intra_vlc",
      "1",
      "-non_linear_quant",
      "1",
      "-dc",
      "10",
      "-qmin",
      "1",
      "-qmax",
      "12",
    );
  } else if (profile.VideoCodec === "ProRes 422 HQ") {
    filters.push("format=yuv422p10le");
    args.push("-c:v", "prores_ks", "-profile:v", "3");
  }
  if (filters.length) args.push("-vf", filters.join(","));
  return args;
}

/** ffmpeg's audio encoder arguments for the profile. */
function audioArguments(/** @type {Profile} */ profile) {
  const args = [];
  const kbps = profile.AudioBitrateKbps;
  if (profile.AudioCodec === "PCM") args.push("-c:a", `pcm_s${profile.AudioBitDepth ?? 16}le`);
  else if (profile.AudioCodec === "MP3") args.push("-c:a", "libmp3lame", "-b:a", `${kbps ?? 192}k`);
  else if (profile.AudioCodec === "MP2") args.push("-c:a", "mp2", "-b:a", `${kbps ?? 256}k`);
  else if (profile.AudioCodec === "AAC") args.push("-c:a", "aac", "-b:a", `${kbps ?? 192}k`);
  if (profile.AudioSampleRate) args.push("-ar", String(profile.AudioSampleRate));
  if (profile.AudioChannels) args.push("-ac", String(profile.AudioChannels));
  return args;
}

/**
 * One job, in the job's own directory: the original is on disk as `input`. Returns the rendition's path, its
 * media type and what ffmpeg reported (CPU seconds, the loudness measured by the first pass).
 */
export async function render(/** @type {string} */ dir, /** @type {string} */ input, /** @type {Profile} */ profile) {
  const container = CONTAINERS[profile.Container];
  const source = await probe(input);
  const video = !["Wave", "MPEG Audio"].includes(profile.Container) && source.video;
  const args = ["-hide_banner", "-nostats", "-benchmark", "-y", "-i", input, "-map_metadata", "-1"];
  if (video) args.push("-map", "0:v:0", ...videoArguments(profile, source.video ?? {}));
  else args.push("-vn");
  let measured;
  if (source.audio) {
    args.push("-map", "0:a:0", ...audioArguments(profile));
    if (profile.NormalizeLoudness) {
      // Two passes: measure, then loudnorm's linear mode: one gain to the target (where that gain alone would push
      // the true peak over its maximum, loudnorm limits dynamically). Its 192 kHz working rate is undone after.
      measured = await measureLoudness(input);
      const m = measured;
      const target = `loudnorm=I=${profile.TargetLKFS}:TP=${profile.MaxTruePeakDBTP}:LRA=20`;
      const second = `${target}:measured_I=${m.input_i}:measured_LRA=${m.input_lra}:measured_TP=${m.input_tp}`;
      const rate = profile.AudioSampleRate ?? 48000;
      args.push("-af", `${second}:measured_thresh=${m.input_thresh}:linear=true,aresample=${rate}`);
      if (!profile.AudioSampleRate) args.push("-ar", String(rate));
    }
  } else if (!video) {
    throw new JobError(422, "no_media", "The original has neither audio nor video that ffprobe can read.");
  }
  if (profile.Container === "MPEG-4" || profile.Container === "QuickTime") args.push("-movflags", "+faststart");
  const output = path.join(dir, `rendition.${container.extension}`);
  args.push("-f", container.format, output);
  const { err } = /** @type {{ err: string }} */ (await run("ffmpeg", args));
  const bench = /utime=([\d.]+)s stime=([\d.]+)s/.exec(err);
  const cpuSeconds = bench ? Number(bench[1]) + Number(bench[2]) : undefined;
  return { output, type: video ? container.type : container.type.replace("video/", "audio/"), cpuSeconds, measured };
}

/**
 * Answers `error` as a problem, once the rest of the request is read: an answer sent while the caller is still
 * sending (a bad profile is refused before its body is read) would cut the connection under the caller's upload.
 */
async function problem(
  /** @type {import("node:http").IncomingMessage} */ req,
  /** @type {import("node:http").ServerResponse} */ res,
  /** @type {JobError} */ error,
) {
  if (res.headersSent) return res.destroy(error);
  if (!req.readableEnded && !req.destroyed) {
    req.resume();
    await new Promise((resolve) => {
      req.once("end", resolve);
      req.once("close", resolve);
      req.once("error", resolve);
    });
  }
  res.writeHead(error.status, { "Content-Type": "application/problem+json" });
  res.end(
    JSON.stringify({
      type: `about:blank#${error.code}`,
      title: error.code,
      status: error.status,
      code: error.code,
      detail: error.message,
    }),
  );
}

/** The engine's HTTP server; every job's directory lives under `root`. */
export function createEngine(/** @type {string} */ root) {
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://engine");
    if (req.method === "GET" && url.pathname === "/health") {
      // What a job leaves on disk is a bug: the health answer counts it, and the tests read it.
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ status: "ok", jobsOnDisk: (await readdir(root)).length }));
    }
    if (req.method !== "POST" || url.pathname !== "/render") {
      return problem(req, res, new JobError(404, "not_found", "The engine answers POST /render and GET /health."));
    }
    let dir;
    try {
      const profile = parseProfile(/** @type {string | undefined} */ (req.headers["engine-profile"]));
      dir = await mkdtemp(path.join(root, "job-"));
      const input = path.join(dir, "input");
      await pipeline(req, createWriteStream(input));
      const job = await render(dir, input, profile);
      // The open file outlives its directory: removed before the first byte is sent, the job leaves nothing behind
      // whether or not the caller reads to the end.
      const file = await open(job.output);
      const { size } = await file.stat();
      await rm(dir, { recursive: true, force: true });
      res.writeHead(200, {
        "Content-Type": job.type,
        "Content-Length": size,
        "Engine-Extension": path.extname(job.output).slice(1),
        ...(job.cpuSeconds === undefined ? {} : { "Engine-Cpu-Seconds": job.cpuSeconds.toFixed(3) }),
        ...(job.measured ? { "Engine-Measured-LKFS": job.measured.input_i } : {}),
      });
      await pipeline(file.createReadStream(), res);
    } catch (error) {
      if (dir) await rm(dir, { recursive: true, force: true });
      await problem(req, res, error instanceof JobError ? error : new JobError(500, "engine_error", String(error)));
    }
  });
}

/** Starts an engine on `port` (0: any free one) with a fresh root directory; resolves to its URL. */
export async function startEngine(port = 0) {
  const root = await mkdtemp(path.join(tmpdir(), "mds-engine-"));
  await mkdir(root, { recursive: true });
  const server = createEngine(root);
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { server, root, url: `http://127.0.0.1:${address.port}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.ENGINE_PORT || 8080);
  const root = await mkdtemp(path.join(tmpdir(), "mds-engine-"));
  createEngine(root).listen(port, process.env.ENGINE_HOST || "0.0.0.0", () => {
    console.log(`media engine on port ${port} (jobs in ${root})`);
  });
}
