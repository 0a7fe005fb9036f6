/**
 * The media engine deployed (contract section 19): a Container-enabled Durable Object whose container runs the image
 * of engine/Dockerfile (Debian's ffmpeg and engine/server.mjs, the file `npm start` and the tests run). wrangler.toml's
 * `[[containers]]` names this class and the MEDIA_ENGINE binding reaches it; src/engine/engine.ts sends each job to
 * one of its instances when no ENGINE_URL is set. Exported by src/index.ts, as Durable Object classes must be.
 */
import { Container } from "@cloudflare/containers";

/** The port engine/server.mjs listens on in the image (the Dockerfile's ENGINE_PORT and EXPOSE). */
export const ENGINE_PORT = 8080;

export class MediaEngine extends Container {
  override defaultPort = ENGINE_PORT;
  // Memory and disk are billed while an instance runs: an idle one stops after this, and the next job starts it again.
  override sleepAfter = "5m";
  // A job is one request in and its answer out; ffmpeg reaches nothing else.
  override enableInternet = false;
  // Host and path of the readiness check: the engine's own health answer.
  override pingEndpoint = "engine/health";
}
