/**
 * The media engine of the tests (vitest.config.ts `outboundService`): engine/server.mjs, the very file the
 * Container image runs, started once in the Node process that runs workerd and reached at https://engine.test.
 * The worker's ENGINE_URL points there in the tests, as it points at the local process under `npm start`.
 * Started here rather than as a global setup because the outbound hook is already where the tests' outside
 * world lives (xmllint, poppler, webhook receivers), and it starts only when a test first calls it.
 */
import { startEngine } from "../engine/server.mjs";

export const ENGINE_HOST = "engine.test";

let started: Promise<{ url: string }> | undefined;

export async function engine(request: Request): Promise<Response> {
  started ??= startEngine(0).then((running) => {
    // The test process ends when its tests do, engine or not.
    running.server.unref();
    return running;
  });
  const { url } = await started;
  const { pathname, search } = new URL(request.url);
  const init = { method: request.method, headers: request.headers, body: request.body, duplex: "half" };
  return fetch(`${url}${pathname}${search}`, init as RequestInit);
}
