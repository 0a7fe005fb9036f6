/**
 * The media engine as the worker reaches it (contract section 19): FFmpeg behind engine/server.mjs, which makes
 * every rendition. A job is one request: the original streamed in, the rendition streamed back; the worker never
 * holds either whole. Locally (`npm start`, the tests) the engine is a process on this machine at ENGINE_URL, which
 * only local runs set; deployed, ENGINE_URL is unset and the job goes to an instance of the MediaEngine Container
 * (./container.ts, the image of engine/Dockerfile) through the MEDIA_ENGINE binding. With neither there is no
 * engine, and a job says so instead of pretending.
 */
import type { Bindings } from "../env";

/** How many Container instances jobs are spread over (wrangler.toml's `max_instances` allows as many). */
export const ENGINE_INSTANCES = 4;

/** The file a station wants (a spec's `Deliver`) and, when it is to be normalised, the loudness it wants. */
export interface EngineProfile {
  Container: "Wave" | "MPEG Audio" | "MPEG-4" | "QuickTime" | "MXF" | "MPEG-TS";
  VideoCodec?: "H.264" | "MPEG-2" | "ProRes 422 HQ";
  Width?: number;
  Height?: number;
  FrameRate?: number;
  VideoBitrateMbps?: number;
  AudioCodec?: "PCM" | "MP3" | "MP2" | "AAC";
  AudioSampleRate?: number;
  AudioBitDepth?: number;
  AudioBitrateKbps?: number;
  AudioChannels?: number;
  NormalizeLoudness?: boolean;
  TargetLKFS?: number;
  MaxTruePeakDBTP?: number;
}

/** What the engine made: its bytes as a stream and what describes them. */
export interface EngineResult {
  body: ReadableStream<Uint8Array>;
  bytes: number;
  contentType: string;
  extension: string;
  /** ffmpeg's user and system CPU seconds for the encode (the bench's figure). */
  cpuSeconds: number | undefined;
}

/** Why a job did not give a rendition: the engine's problem code (e.g. `upscale_refused`) and its words. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

type EngineEnv = Pick<Bindings, "ENGINE_URL"> & { MEDIA_ENGINE?: Bindings["MEDIA_ENGINE"] };

/** The engine's address, or undefined where none is configured. */
export function engineUrl(env: Pick<Bindings, "ENGINE_URL">): string | undefined {
  return env.ENGINE_URL || undefined;
}

/** Where a job is sent: ENGINE_URL when a local run sets it, else a Container instance; undefined with neither. */
async function engineOf(
  env: EngineEnv,
): Promise<{ url: string; fetch: (request: Request) => Promise<Response> } | undefined> {
  const url = engineUrl(env);
  if (url) return { url, fetch: (request) => fetch(request) };
  if (!env.MEDIA_ENGINE) return undefined;
  // Imported here: the package imports `cloudflare:workers`, which the Node scripts that load this module lack.
  const { getRandom } = await import("@cloudflare/containers");
  const instance = await getRandom(env.MEDIA_ENGINE, ENGINE_INSTANCES);
  // The Container's fetch starts the instance when it sleeps and passes the request to the engine's port.
  return { url: "http://engine", fetch: (request) => instance.fetch(request) };
}

/** One job: `original` (a stream of `bytes` bytes) made into `profile`. Throws EngineError when it cannot be. */
export async function render(
  env: EngineEnv,
  original: ReadableStream<Uint8Array>,
  bytes: number,
  profile: EngineProfile,
): Promise<EngineResult> {
  const engine = await engineOf(env);
  if (!engine) {
    throw new EngineError("engine_unavailable", 503, "No media engine is configured (ENGINE_URL or MEDIA_ENGINE).");
  }
  // A fixed length lets the stream go out as it is read, with no chunked framing the engine would have to undo.
  const { readable, writable } = new FixedLengthStream(bytes);
  void original.pipeTo(writable).catch(() => {});
  const res = await engine.fetch(
    new Request(`${engine.url}/render`, {
      method: "POST",
      headers: { "Engine-Profile": JSON.stringify(profile), "Content-Type": "application/octet-stream" },
      body: readable,
    }),
  );
  if (!res.ok || !res.body) {
    const problem = (await res.json().catch(() => ({}))) as { code?: string; detail?: string };
    throw new EngineError(
      problem.code ?? "render_failed",
      res.status,
      problem.detail ?? `The engine answered ${res.status}.`,
    );
  }
  const cpu = res.headers.get("Engine-Cpu-Seconds");
  return {
    body: res.body,
    bytes: Number(res.headers.get("Content-Length")),
    contentType: res.headers.get("Content-Type") ?? "application/octet-stream",
    extension: res.headers.get("Engine-Extension") ?? "bin",
    cpuSeconds: cpu === null ? undefined : Number(cpu),
  };
}
