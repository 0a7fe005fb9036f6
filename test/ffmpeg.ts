/**
 * ffmpeg for the tests (vitest.config.ts `outboundService`), which run inside workerd and cannot run programs:
 * media made from ffmpeg's own test sources and read back by a probe and a loudness meter that this project did
 * not write. At https://ffmpeg.test:
 *
 * - `POST /generate` `{ inputs: ["anoisesrc=d=10:seed=42", …], args: [output options], extension: "mp3" }`:
 *   the file ffmpeg makes from those lavfi inputs;
 * - `POST /probe` (body: a file): ffprobe's `{ streams, format }`;
 * - `POST /ebur128` (body: a file): the EBU R128 meter's `{ integrated, truePeak }` (LUFS, dBTP).
 *
 * Without ffmpeg: 503 naming the package.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const FFMPEG_HOST = "ffmpeg.test";

const MISSING = new Response("ffmpeg is missing: install Debian's ffmpeg (apt-get install ffmpeg).", { status: 503 });

export async function ffmpeg(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const dir = mkdtempSync(path.join(tmpdir(), "mds-ffmpeg-"));
  try {
    if (pathname === "/generate") {
      const { inputs, args, extension } = (await request.json()) as {
        inputs: string[];
        args: string[];
        extension: string;
      };
      const output = path.join(dir, `generated.${extension}`);
      const lavfi = inputs.flatMap((input) => ["-f", "lavfi", "-i", input]);
      const run = spawnSync("ffmpeg", ["-v", "error", "-y", ...lavfi, ...args, output], { encoding: "utf8" });
      if (run.error) return MISSING.clone();
      if (run.status !== 0) return new Response(run.stderr, { status: 422 });
      return new Response(readFileSync(output));
    }
    const input = path.join(dir, "input");
    writeFileSync(input, new Uint8Array(await request.arrayBuffer()));
    if (pathname === "/probe") {
      const run = spawnSync("ffprobe", ["-v", "error", "-show_streams", "-show_format", "-of", "json", input], {
        encoding: "utf8",
      });
      if (run.error) return MISSING.clone();
      return new Response(run.stdout, {
        status: run.status === 0 ? 200 : 422,
        headers: { "Content-Type": "application/json" },
      });
    }
    if (pathname === "/ebur128") {
      const args = ["-hide_banner", "-nostats", "-i", input, "-af", "ebur128=peak=true", "-f", "null", "-"];
      const run = spawnSync("ffmpeg", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      if (run.error) return MISSING.clone();
      // The summary closes the report: "I: -24.0 LUFS" and, under "True peak:", "Peak: -2.3 dBFS".
      const summary = run.stderr.slice(run.stderr.lastIndexOf("Summary:"));
      const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
      const truePeak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
      if (run.status !== 0 || !integrated || !truePeak) return new Response(run.stderr.slice(-2000), { status: 422 });
      return Response.json({ integrated: Number(integrated), truePeak: Number(truePeak) });
    }
    return new Response("Not found", { status: 404 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
