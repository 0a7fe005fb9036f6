/**
 * The loudness bench (`npm run bench:loudness`): how fast the service measures loudness, and in how much
 * memory (docs/performance.md, "Loudness"). The worker's own measuring code (src/audio/measure.ts,
 * its decoders' WebAssembly included) is bundled with esbuild (wrangler's) and run in Node (./worker-code.ts): V8, as
 * in workerd, though not the same version, so CPU seconds per second of audio are the Worker's only roughly. The
 * object is read through a bucket over a local file that answers `head` and ranged `get` as R2 does, so the
 * measuring streams exactly as in the queue's consumer.
 *
 * Cases: a 10-minute and a 60-minute stereo 48 kHz programme, as 16-bit PCM WAV (generated here: a tone
 * whose level moves every few seconds, so that gating and loudness range have work) and as AAC-LC 128 kb/s in
 * M4A (made from that WAV with ffmpeg when the machine has it; skipped otherwise), under .wrangler/. Figures:
 * CPU seconds, wall seconds, seconds of audio measured per CPU second, and the peak of the JavaScript heap and
 * the buffers outside it (ArrayBuffers, WebAssembly memory) above what they were before, sampled every 20 ms,
 * garbage not yet collected included: an upper bound of what a Worker's 128 MB has to hold.
 */
import { execFileSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileBucket, loadWorkerCode } from "./worker-code";

const root = path.join(import.meta.dirname, "..", "..");
const work = path.join(root, ".wrangler", "bench-loudness");
mkdirSync(work, { recursive: true });

/** The measuring code of the service (src/audio/measure.ts), bundled as wrangler bundles it. */
function loadMeasure() {
  return loadWorkerCode<{ measureObject: (bucket: unknown, key: string) => Promise<Outcome> }>(
    'export { measureObject } from "./src/audio/measure.ts";',
    path.join(work, "measure.mjs"),
  );
}

/** What the measuring answers (src/audio/measure.ts `Outcome`). */
type Outcome =
  | {
      Status: "Measured";
      IntegratedLKFS: number | null;
      TruePeakDBTP: number | null;
      LoudnessRangeLU: number;
      Seconds: number;
    }
  | { Status: "Unsupported"; Reason: string };

/** A stereo 48 kHz 16-bit WAV of `minutes`, its level stepping between -30 and -15 dBFS every 7 s. */
async function makeWav(minutes: number): Promise<string> {
  const file = path.join(work, `programme-${minutes}min.wav`);
  const rate = 48_000;
  const frames = minutes * 60 * rate;
  if (existsSync(file) && statSync(file).size === 44 + frames * 4) return file;
  const out = createWriteStream(file);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + frames * 4, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(frames * 4, 40);
  out.write(header);
  const block = rate;
  for (let at = 0; at < frames; at += block) {
    const n = Math.min(block, frames - at);
    const buf = Buffer.alloc(n * 4);
    for (let i = 0; i < n; i++) {
      const t = (at + i) / rate;
      const level = -30 + 15 * (Math.floor(t / 7) % 2 === 0 ? 1 : 0.3);
      const x = Math.round(32767 * 10 ** (level / 20) * Math.sin(2 * Math.PI * 997 * t));
      buf.writeInt16LE(x, 4 * i);
      buf.writeInt16LE(x, 4 * i + 2);
    }
    if (!out.write(buf)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return file;
}

function makeM4a(wav: string): string | null {
  const file = wav.replace(/\.wav$/, ".m4a");
  if (existsSync(file)) return file;
  try {
    execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-i", wav, "-c:a", "aac", "-b:a", "128k", file]);
    return file;
  } catch {
    return null;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function run() {
  const { measureObject } = await loadMeasure();
  console.log("case                      audio      CPU       wall   audio s / CPU s   memory peak  LKFS   dBTP   LRA");
  for (const minutes of [10, 60]) {
    const wav = await makeWav(minutes);
    for (const [label, file] of [
      [`WAV ${minutes} min`, wav],
      [`AAC ${minutes} min`, makeM4a(wav)],
    ] as const) {
      if (!file) {
        console.log(`${label.padEnd(25)} skipped: no ffmpeg to make the AAC file`);
        continue;
      }
      globalThis.gc?.();
      const base = process.memoryUsage();
      const baseline = base.heapUsed + base.external;
      let peak = 0;
      const sampler = setInterval(() => {
        const m = process.memoryUsage();
        peak = Math.max(peak, m.heapUsed + m.external - baseline);
      }, 20);
      const cpu = process.cpuUsage();
      const wall = performance.now();
      const outcome = await measureObject(fileBucket(), file);
      const used = process.cpuUsage(cpu);
      const seconds = (performance.now() - wall) / 1000;
      clearInterval(sampler);
      const cpuSeconds = (used.user + used.system) / 1e6;
      if (outcome.Status !== "Measured") throw new Error(`${label}: ${outcome.Reason}`);
      console.log(
        `${label.padEnd(25)} ${`${outcome.Seconds.toFixed(0)} s`.padEnd(10)} ` +
          `${`${cpuSeconds.toFixed(1)} s`.padEnd(9)} ${`${seconds.toFixed(1)} s`.padEnd(6)} ` +
          `${(outcome.Seconds / cpuSeconds).toFixed(0).padStart(8)}          ${mb(peak).padEnd(12)} ` +
          `${outcome.IntegratedLKFS?.toFixed(1)}  ${outcome.TruePeakDBTP?.toFixed(1)}  ` +
          `${outcome.LoudnessRangeLU.toFixed(1)}`,
      );
    }
  }
}

await run();
