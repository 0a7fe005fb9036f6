/**
 * The renditions bench (`npm run bench:renditions`, contract section 19): for each kind of rendition, what the
 * media engine (engine/server.mjs, Debian's ffmpeg) costs. The engine runs in this process, as under `npm start`;
 * each job is sent to it over HTTP as the worker sends it. Masters are made here with ffmpeg's test sources
 * (under .wrangler/bench-renditions): a :30 radio spot (MP3 192 kb/s, about −16 LUFS) and a :30 HD spot
 * (1080p 29.97 H.264 at 40 Mb/s with AAC 48 kHz).
 *
 * Figures per kind: engine CPU seconds (every ffmpeg and ffprobe the job ran: this process's waited-for
 * children, from /proc/self/stat) per second of media, and times real time per core; R2 operations and bytes
 * as the worker's job makes them (src/features/renditions/renditions.queue.ts: the original read once, the
 * rendition written in 8 MiB parts, then read back by the probe and, for audio, the meter; counted, not
 * instrumented); dollars per rendition at Cloudflare's published prices: Containers $0.000020 a vCPU-second,
 * $0.0000025 a GiB-second of memory and $0.00000007 a GB-second of disk (a `standard-2` instance, 1 vCPU,
 * 6 GiB, 12 GB, billed for the job's CPU seconds at one vCPU), R2 $4.50 a million Class A and $0.36 a million
 * Class B operations.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { startEngine } from "../../engine/server.mjs";

const root = path.join(import.meta.dirname, "..", "..");
const work = path.join(root, ".wrangler", "bench-renditions");
mkdirSync(work, { recursive: true });
const SECONDS = 30;

function master(name: string, args: string[]): string {
  const file = path.join(work, name);
  if (!existsSync(file)) execFileSync("ffmpeg", ["-v", "error", "-y", ...args, file]);
  return file;
}

const radio = master("radio-master.mp3", [
  ...["-f", "lavfi", "-i", `anoisesrc=d=${SECONDS}:c=pink:a=0.25:r=44100:seed=42`],
  ...["-f", "lavfi", "-i", `sine=f=440:d=${SECONDS}:r=44100`],
  ...["-filter_complex", "[0][1]amix=inputs=2,pan=stereo|c0=c0|c1=c0,volume=2.5", "-c:a", "libmp3lame", "-b:a", "192k"],
]);
const hd = master("hd-master.mp4", [
  ...["-f", "lavfi", "-i", `testsrc2=s=1920x1080:r=30000/1001:d=${SECONDS}`],
  ...["-f", "lavfi", "-i", `sine=f=1000:d=${SECONDS}:r=48000`],
  ...[
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-b:v",
    "40M",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-ac",
    "2",
    "-shortest",
  ],
]);

const A85 = { NormalizeLoudness: true, TargetLKFS: -24, MaxTruePeakDBTP: -2 };
const KINDS = [
  {
    kind: "audio: normalise, WAV",
    master: radio,
    audio: true,
    profile: {
      Container: "Wave",
      AudioCodec: "PCM",
      AudioSampleRate: 44100,
      AudioBitDepth: 16,
      AudioChannels: 2,
      ...A85,
    },
  },
  {
    kind: "audio: normalise, MP3",
    master: radio,
    audio: true,
    profile: { Container: "MPEG Audio", AudioCodec: "MP3", AudioBitrateKbps: 192, AudioSampleRate: 44100, ...A85 },
  },
  {
    kind: "HD to H.264 1080p",
    master: hd,
    audio: false,
    profile: {
      ...{
        Container: "MPEG-4",
        VideoCodec: "H.264",
        Width: 1920,
        Height: 1080,
        FrameRate: 29.97,
        VideoBitrateMbps: 15,
      },
      ...{ AudioCodec: "AAC", AudioSampleRate: 48000, AudioBitrateKbps: 192, AudioChannels: 2, ...A85 },
    },
  },
  {
    kind: "HD to XDCAM HD422",
    master: hd,
    audio: false,
    profile: {
      ...{ Container: "MXF", VideoCodec: "MPEG-2", Width: 1920, Height: 1080, FrameRate: 29.97, VideoBitrateMbps: 50 },
      ...{ AudioCodec: "PCM", AudioSampleRate: 48000, AudioBitDepth: 24, AudioChannels: 2 },
    },
  },
];

/** CPU seconds of this process's waited-for children (ffmpeg, ffprobe): cutime + cstime, in clock ticks. */
function childCpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  // After "pid (comm) ": state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const PART = 8 * 1024 * 1024;
const PRICE = { vcpuSecond: 0.00002, gibSecond: 0.0000025, gbSecond: 0.00000007, classA: 4.5e-6, classB: 0.36e-6 };
const INSTANCE = { gib: 6, gb: 12 };

const engine = await startEngine(0);
const rows: string[][] = [];
for (const { kind, master: file, audio, profile } of KINDS) {
  const body = readFileSync(file);
  const before = childCpuSeconds();
  const started = performance.now();
  const res = await fetch(`${engine.url}/render`, {
    method: "POST",
    headers: { "Engine-Profile": JSON.stringify(profile) },
    body,
  });
  const out = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${kind}: ${res.status} ${out.toString()}`);
  const wall = (performance.now() - started) / 1000;
  const cpu = childCpuSeconds() - before;
  const parts = Math.max(1, Math.ceil(out.byteLength / PART));
  // Class A: create, each part, complete. Class B: the original's get; the probe's head and ranged gets (at most
  // a few for these files); the meter's head and stream, for audio it decodes.
  const classA = 2 + parts;
  const classB = 1 + 3 + (audio ? 2 : 0);
  const bytesRead = body.byteLength + (audio ? out.byteLength : 0);
  const dollars =
    cpu * (PRICE.vcpuSecond + INSTANCE.gib * PRICE.gibSecond + INSTANCE.gb * PRICE.gbSecond) +
    classA * PRICE.classA +
    classB * PRICE.classB;
  rows.push([
    kind,
    `${SECONDS}`,
    cpu.toFixed(2),
    (cpu / SECONDS).toFixed(3),
    (SECONDS / cpu).toFixed(1),
    wall.toFixed(1),
    `${classA} A / ${classB} B`,
    `${(statSync(file).size / 1e6).toFixed(1)} MB in, ${(out.byteLength / 1e6).toFixed(1)} MB out, ${(bytesRead / 1e6).toFixed(1)} MB read`,
    `$${dollars.toFixed(6)}`,
  ]);
}
engine.server.close();

const header = [
  "kind",
  "media s",
  "engine CPU s",
  "CPU s / media s",
  "× real time / core",
  "wall s",
  "R2 ops",
  "R2 bytes",
  "$ / rendition",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of rows) console.log(line(row));
console.log(
  "Targets (contract section 19): audio at least 50× real time per core; HD at least 0.5× real time per core.",
);
