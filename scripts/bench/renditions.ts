/**
 * The renditions bench (`npm run bench:renditions`, contract section 19): for each kind of rendition, what a job
 * costs. The media engine (engine/server.mjs, Debian's ffmpeg) runs in this process, as under `npm start`; each job
 * goes to it over HTTP as the worker sends it: the master streamed in from disk, the answer streamed out into 8 MiB
 * parts as the worker's multipart upload cuts it (src/features/renditions/renditions.queue.ts). The stored rendition
 * is then probed and measured by the worker's own code (src/audio/probe.ts, src/audio/measure.ts, bundled as
 * wrangler bundles them, ./worker-code.ts) through a bucket over the file that counts what it is asked.
 * Masters are made here with ffmpeg's test sources (under .wrangler/bench-renditions): a :30 radio spot (MP3
 * 192 kb/s, about −16 LUFS) and a :30 HD spot (1080p 29.97 H.264 at 40 Mb/s with AAC 48 kHz).
 *
 * Figures per kind: engine CPU seconds (every ffmpeg and ffprobe the job ran: this process's waited-for children,
 * from /proc/self/stat) per second of media, and times real time per core; R2 operations (Class A: the multipart
 * upload's create, parts and complete; Class B: the original's get, the probe's and the meter's heads and gets, as
 * counted) and bytes; dollars per rendition at Cloudflare's published prices (PRICES below).
 *
 *   npm run bench:renditions      prints the table and writes it to bench/results/renditions.md
 */
import { execFileSync } from "node:child_process";
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { startEngine } from "../../engine/server.mjs";
import { type BucketReads, fileBucket, loadWorkerCode } from "./worker-code";

const root = path.join(import.meta.dirname, "..", "..");
const work = path.join(root, ".wrangler", "bench-renditions");
mkdirSync(work, { recursive: true });
const SECONDS = 30;

/**
 * Cloudflare's published prices, as read on 28 November 2026 (developers.cloudflare.com/containers/pricing and
 * /r2/pricing). Containers bill CPU as used (active vCPU-seconds) and memory and disk as provisioned while the
 * instance runs; egress from a container, North America and Europe, beyond the 1 TB a month included.
 */
const PRICES = {
  vcpuSecond: 0.00002,
  gibSecond: 0.0000025,
  gbSecond: 0.00000007,
  egressGB: 0.025,
  r2ClassA: 4.5 / 1e6,
  r2ClassB: 0.36 / 1e6,
};
/** The instance type of wrangler.toml's `[[containers]]`: standard-2. */
const INSTANCE = { name: "standard-2", vcpu: 1, gib: 6, gb: 12 };
/** The worker's multipart part size (renditions.queue.ts PART_BYTES). */
const PART_BYTES = 8 * 1024 * 1024;

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
  ...["-c:v", "libx264", "-preset", "veryfast", "-b:v", "40M", "-pix_fmt", "yuv420p"],
  ...["-c:a", "aac", "-ac", "2", "-shortest"],
]);

const A85 = { NormalizeLoudness: true, TargetLKFS: -24, MaxTruePeakDBTP: -2 };
const KINDS = [
  {
    kind: "audio: normalise, WAV",
    master: radio,
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
    kind: "audio: to MP3, normalised",
    master: radio,
    profile: { Container: "MPEG Audio", AudioCodec: "MP3", AudioBitrateKbps: 192, AudioSampleRate: 44100, ...A85 },
  },
  {
    kind: "HD to H.264 1080p",
    master: hd,
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

/**
 * The engine's answer written to `file` as the worker stores it: cut into PART_BYTES parts, one part held at a
 * time. Answers the bytes and the parts (each an R2 `uploadPart`).
 */
async function storeInParts(body: ReadableStream<Uint8Array>, file: string): Promise<{ bytes: number; parts: number }> {
  const out = await open(file, "w");
  let bytes = 0;
  let filled = 0;
  let parts = 0;
  try {
    const reader = body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      await out.write(chunk);
      bytes += chunk.byteLength;
      filled += chunk.byteLength;
      while (filled >= PART_BYTES) {
        parts++;
        filled -= PART_BYTES;
      }
    }
  } finally {
    await out.close();
  }
  return { bytes, parts: parts + (filled > 0 || parts === 0 ? 1 : 0) };
}

type Analysis = {
  probeMedia: (bucket: unknown, key: string) => Promise<unknown>;
  measureObject: (bucket: unknown, key: string) => Promise<{ Status: string; IntegratedLKFS?: number | null }>;
};
const { probeMedia, measureObject } = await loadWorkerCode<Analysis>(
  'export { probeMedia } from "./src/audio/probe.ts";\nexport { measureObject } from "./src/audio/measure.ts";',
  path.join(work, "analysis.mjs"),
);

const engine = await startEngine(0);
const rows: string[][] = [];
for (const { kind, master: file, profile } of KINDS) {
  const masterBytes = statSync(file).size;
  const before = childCpuSeconds();
  const started = performance.now();
  const res = await fetch(`${engine.url}/render`, {
    method: "POST",
    headers: { "Engine-Profile": JSON.stringify(profile), "Content-Length": String(masterBytes) },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  if (!res.ok || !res.body) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
  const output = path.join(work, `rendition.${res.headers.get("Engine-Extension") ?? "bin"}`);
  const stored = await storeInParts(res.body, output);
  const wall = (performance.now() - started) / 1000;
  const cpu = childCpuSeconds() - before;

  // What the job reads back of what it stored: the probe, then the meter (which refuses what it cannot decode).
  const reads: BucketReads = { classB: 0, bytes: 0 };
  await probeMedia(fileBucket(reads), output);
  const measured = await measureObject(fileBucket(reads), output);
  rmSync(output, { force: true });

  const classA = 1 + stored.parts + 1;
  const classB = 1 + reads.classB;
  // A job is CPU-bound: on the instance's one vCPU it runs for its CPU seconds (the wall time here is this shared
  // machine's, with ffmpeg's threads on two cores and other work beside it).
  const instanceSeconds = cpu / INSTANCE.vcpu;
  const dollars = {
    cpu: cpu * PRICES.vcpuSecond,
    provisioned: instanceSeconds * (INSTANCE.gib * PRICES.gibSecond + INSTANCE.gb * PRICES.gbSecond),
    egress: (stored.bytes / 1e9) * PRICES.egressGB,
    r2: classA * PRICES.r2ClassA + classB * PRICES.r2ClassB,
  };
  const total = dollars.cpu + dollars.provisioned + dollars.egress + dollars.r2;
  const mb = (n: number) => (n / 1e6).toFixed(1);
  rows.push([
    kind,
    `${SECONDS}`,
    cpu.toFixed(2),
    (cpu / SECONDS).toFixed(3),
    (SECONDS / cpu).toFixed(1),
    wall.toFixed(1),
    `${classA} A / ${classB} B`,
    `${mb(masterBytes)} read, ${mb(stored.bytes)} written, ${mb(reads.bytes)} read back`,
    `${measured.Status === "Measured" ? measured.IntegratedLKFS?.toFixed(1) : "—"}`,
    `$${dollars.cpu.toFixed(6)} + $${dollars.provisioned.toFixed(6)} + $${dollars.egress.toFixed(6)} + $${dollars.r2.toFixed(6)}`,
    `$${total.toFixed(6)}`,
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
  "R2 MB",
  "LKFS (ours)",
  "$ CPU + memory, disk + egress + R2",
  "$ / rendition",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
const printed = [
  line(header),
  `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
  ...rows.map(line),
  "",
  `Instance ${INSTANCE.name} (${INSTANCE.vcpu} vCPU, ${INSTANCE.gib} GiB, ${INSTANCE.gb} GB): CPU $0.000020 a vCPU-second used; ` +
    "memory $0.0000025 a GiB-second and disk $0.00000007 a GB-second provisioned, for the job's CPU seconds; " +
    "egress $0.025 a GB of rendition (North America and Europe; an upper bound: the answer goes to the Worker, not " +
    "the internet); R2 $4.50 / $0.36 a million Class A / B.",
  `Not counted: the 5 idle minutes (sleepAfter) an instance stays up after its last job, $${(300 * (INSTANCE.gib * PRICES.gibSecond + INSTANCE.gb * PRICES.gbSecond)).toFixed(4)} ` +
    "a wake; the worker's and the queue's own cost.",
  "Targets (contract section 19): audio at least 50× real time per core; HD at least 0.5× real time per core.",
].join("\n");
console.log(printed);
const results = path.join(root, "bench", "results", "renditions.md");
writeFileSync(results, `# npm run bench:renditions, ${new Date().toISOString()}\n\n${printed}\n`);
console.log(`Written to ${path.relative(root, results)}.`);
