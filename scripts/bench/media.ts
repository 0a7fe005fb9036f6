/**
 * The media stage: the service's upload and download of a 100 MiB file beside
 * the bare worker (./bare-worker/) streaming the same bytes to and from a
 * local R2; then a 1 GiB file through the resumable upload and back, beside
 * the bare worker doing the same (a multipart upload of the same part size,
 * the object read back once for its SHA-256, a download); and the workerd
 * memory during each transfer.
 *
 * Throughput: bytes over the time from the request's start to the last byte
 * of the answer (upload) or of the body (download), median of `RUNS` for
 * 100 MiB (one run for 1 GiB), the service's and the bare worker's runs
 * alternating so that a change of the machine's load hits both alike. The
 * bare worker downloads the objects it uploaded itself (the same bytes).
 *
 * The bare worker keeps its local R2 in its own persist directory (beside the
 * service's, on the same disk): two workerd processes on one persist
 * directory share the SQLite files of the local R2's Durable Object, and its
 * multipart upload then failed ("Network connection lost").
 *
 * Memory: every `SAMPLE_MS` during a transfer, the sum of VmRSS (from
 * /proc/<pid>/status) over the workerd processes under the serving worker's
 * process tree (wrangler runs two: the worker's runtime and its proxy); the
 * peak of that sum is the transfer's. Each workerd's VmHWM is reset first
 * (writing 5 to /proc/<pid>/clear_refs) and the sum of the VmHWMs after the
 * transfer is kept too (JSON only): an upper bound that also catches a spike
 * between two samples. The local R2 runs inside the worker's own workerd
 * process, so the bare worker's figures show what the runtime and its local
 * R2 take by themselves (./report.ts judges the service's growth beyond
 * theirs).
 *
 * The bytes: a deterministic pseudo-random stream (a pool of 1 MiB blocks,
 * repeated), generated as it is sent; its SHA-256 is computed before the
 * timing, and every answer's and every download's is checked against it.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { readCounters, settledCounters } from "./costs";
import type { Counters } from "./counters";
import { difference } from "./counters";
import type { Worker } from "./local";

export const MiB = 1024 * 1024;
const SMALL_BYTES = 100 * MiB;
const LARGE_BYTES = 1024 * MiB;
const RUNS = 3;
const SAMPLE_MS = 100;

const NORTHWIND = "mds_dev_northwind";
const WXYZ = "mds_dev_wxyz";
/** WXYZ-TV, an online TV destination of the demo world. */
const WXYZ_ORGANIZATION = 200;

/** Throughput (median of the runs) and workerd memory (see the header comment) of one side of a media case. */
export interface Transfer {
  mibPerSecond: number;
  seconds: number[];
  /** The peak of the sampled sum of VmRSS during the transfers, the sum of VmHWM, the sum of VmRSS just before. */
  peakRssBytes: number;
  hwmBytes: number;
  rssBeforeBytes: number;
  /** Requests sent again after the connection broke (see `resent`). */
  retries: number;
  /**
   * The service's side only: what one transfer cost, from the meter (../costs.ts): R2 class A and B operations,
   * D1 round trips and rows written (the request log's included), and the requests it took.
   */
  operations?: { requests: number; r2ClassA: number; r2ClassB: number; d1RoundTrips: number; rowsWritten: number };
}

/** One row of the media stage: the service, and the bare worker doing the same. */
export interface MediaMeasurement {
  name: string;
  direction: "upload" | "download";
  bytes: number;
  /** The parts of a resumable upload. */
  parts?: number;
  service: Transfer;
  bare: Transfer;
}

// ---- the bytes --------------------------------------------------------------------------------------------------

/** 17 blocks: a period that matches no power of two, so no part of a file repeats at a part's size. */
const POOL = (() => {
  let x = 0x9e3779b9;
  return Array.from({ length: 17 }, () => {
    const words = new Uint32Array(MiB / 4);
    for (let i = 0; i < words.length; i++) {
      // xorshift32
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      words[i] = x >>> 0;
    }
    return new Uint8Array(words.buffer);
  });
})();

/** Bytes [start, end) of the bench file, as views of the pool (at most 1 MiB each). */
function* bytesOf(start: number, end: number): Generator<Uint8Array> {
  for (let at = start; at < end; ) {
    const block = Math.floor(at / MiB);
    const from = at - block * MiB;
    const to = Math.min(MiB, end - block * MiB);
    yield (POOL[block % POOL.length] as Uint8Array).subarray(from, to);
    at += to - from;
  }
}

function sha256Of(bytes: number): string {
  const hash = createHash("sha256");
  for (const chunk of bytesOf(0, bytes)) hash.update(chunk);
  return hash.digest("hex");
}

// ---- HTTP -------------------------------------------------------------------------------------------------------

interface Exchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text (`send`), or its length and SHA-256 (`receive`). */
  text: string;
  bytes: number;
  sha256: string;
  seconds: number;
}

interface Payload {
  send?: { start: number; end: number } | string;
  hash?: boolean;
}

/**
 * Requests sent again because the connection to the worker broke: wrangler's
 * dev proxy answered 503 "Your worker restarted mid-request" (as it does when
 * its own connection to the worker breaks), or our socket was reset. The
 * workerd processes do not restart meanwhile (same pids). Seen with the
 * service's uploads, right after a large one, not with the bare worker's.
 * Counted per side and reported; a retry's time counts in the run's.
 */
let resent = 0;

/** `once`, sent again (up to 3 times) when the connection broke as above. */
async function exchange(url: string, method: string, headers: Record<string, string>, payload: Payload = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      const got = await once(url, method, headers, payload);
      if (got.status !== 503 || !got.text.includes("restarted mid-request") || attempt === 3) return got;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== "ECONNRESET" && code !== "EPIPE") || attempt === 3) throw error;
    }
    resent++;
  }
}

/**
 * One request through node:http (no client buffering): `send`, a text or bytes
 * [start, end) of the bench file written as the socket takes them; the answer
 * read whole, as text or, when `hash` (a download), counted and hashed.
 */
function once(
  url: string,
  method: string,
  headers: Record<string, string>,
  { send, hash = false }: Payload,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const length = send === undefined ? 0 : typeof send === "string" ? Buffer.byteLength(send) : send.end - send.start;
    const sent = request(url, { method, headers: { ...headers, "Content-Length": String(length) } }, (res) => {
      // A 503 of the dev proxy is read as text (see `resent`).
      const digest = hash && res.statusCode === 200 ? createHash("sha256") : undefined;
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (digest) digest.update(chunk);
        else chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
          bytes,
          sha256: digest?.digest("hex") ?? "",
          seconds: (performance.now() - started) / 1000,
        }),
      );
      res.on("error", reject);
    });
    sent.on("error", reject);
    if (send === undefined || typeof send === "string") {
      sent.end(send);
      return;
    }
    const chunks = bytesOf(send.start, send.end);
    const write = () => {
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (!sent.write(next.value)) {
          sent.once("drain", write);
          return;
        }
      }
      sent.end();
    };
    write();
  });
}

function expect(what: string, got: Exchange, status: number): Exchange {
  if (got.status !== status) throw new Error(`${what}: ${got.status}, not ${status}: ${got.text.slice(0, 300)}`);
  return got;
}

const json = <T>(got: Exchange) => JSON.parse(got.text) as T;

// ---- memory -----------------------------------------------------------------------------------------------------

/** The workerd processes under `root` (by parent pid, from /proc/<pid>/stat). */
function workerdUnder(root: number): number[] {
  const parents = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split at the last ")".
      const close = stat.lastIndexOf(")");
      const ppid = Number(stat.slice(close + 2).split(" ")[1]);
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    if (names.get(pid) === "workerd") found.push(pid);
    queue.push(...(parents.get(pid) ?? []));
  }
  return found;
}

/** Sum of one /proc/<pid>/status field (kB) over `pids`, in bytes. */
function sumOf(pids: number[], field: "VmRSS" | "VmHWM"): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb * 1024;
}

/** Samples the workerd memory of `worker` while `work` runs (see the header comment). */
async function sampled<T>(
  worker: Worker,
  work: () => Promise<T>,
): Promise<{ result: T; peak: number; hwm: number; before: number }> {
  const pids = worker.pid ? workerdUnder(worker.pid) : [];
  if (pids.length === 0) throw new Error(`no workerd process found under ${worker.origin}'s process tree`);
  for (const pid of pids) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
    } catch {
      // not allowed here: VmHWM is then the process's lifetime peak, still an upper bound
    }
  }
  const before = sumOf(pids, "VmRSS");
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, sumOf(pids, "VmRSS"));
  }, SAMPLE_MS);
  try {
    const result = await work();
    peak = Math.max(peak, sumOf(pids, "VmRSS"));
    return { result, peak, hwm: sumOf(pids, "VmHWM"), before };
  } finally {
    clearInterval(timer);
  }
}

// ---- the stage --------------------------------------------------------------------------------------------------

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Runs of one side of a case, each timed and its memory sampled; the service's counted by its meter too. */
class Side {
  private readonly runs: Awaited<ReturnType<typeof sampled<number>>>[] = [];
  private retries = 0;
  private readonly counted: Counters[] = [];

  constructor(
    private readonly worker: Worker,
    private readonly metered = false,
  ) {}

  /** `work` answers its seconds; the run's MiB/s is logged. */
  async run(bytes: number, work: () => Promise<number>): Promise<string> {
    const before = resent;
    const counters = this.metered ? await readCounters(this.worker.origin) : undefined;
    const run = await sampled(this.worker, work);
    if (counters) this.counted.push(difference(await settledCounters(this.worker.origin), counters));
    this.runs.push(run);
    const retried = resent - before;
    this.retries += retried;
    return `${(bytes / MiB / run.result).toFixed(0)} MiB/s${retried > 0 ? ` (${retried} sent again)` : ""}`;
  }

  result(bytes: number): Transfer {
    const seconds = this.runs.map((r) => r.result);
    return {
      mibPerSecond: bytes / MiB / median(seconds),
      seconds,
      peakRssBytes: Math.max(...this.runs.map((r) => r.peak)),
      hwmBytes: Math.max(...this.runs.map((r) => r.hwm)),
      rssBeforeBytes: this.runs[0]?.before ?? 0,
      retries: this.retries,
      ...(this.counted.length > 0 ? { operations: this.operations() } : {}),
    };
  }

  /** The meter's figures a transfer: the mean of the runs. */
  private operations(): NonNullable<Transfer["operations"]> {
    const runs = this.counted.length;
    const d1 = (field: "roundTrips" | "rowsWritten") =>
      sum(
        this.counted.flatMap((c) =>
          Object.values(c.d1).flatMap((byPurpose) => Object.values(byPurpose).map((t) => t?.[field] ?? 0)),
        ),
      ) / runs;
    return {
      requests: sum(this.counted.map((c) => c.requests)) / runs,
      r2ClassA: sum(this.counted.map((c) => c.r2.classA)) / runs,
      r2ClassB: sum(this.counted.map((c) => c.r2.classB)) / runs,
      d1RoundTrips: d1("roundTrips"),
      rowsWritten: d1("rowsWritten"),
    };
  }
}

interface Content {
  FileID: number;
  Bytes: number;
  Sha256: string;
}

/**
 * Runs the stage against the service (`service`, started as `npm start` does)
 * and the bare worker (`bare`). Throws when an
 * answer is not the one the contract gives, or bytes come back changed.
 */
export async function mediaStage(
  service: Worker,
  bare: Worker,
  say: (text: string) => void,
): Promise<MediaMeasurement[]> {
  const api = `${service.origin}/api/v1/ad/orders`;
  const northwind = { "X-API-Key": NORTHWIND };
  const video = { ...northwind, "Content-Type": "video/mp4" };
  const asJson = { ...northwind, "Content-Type": "application/json" };
  let adNumber = 0;

  const createOrder = async () => {
    adNumber++;
    const body = JSON.stringify({
      Advertiser: "Bench",
      Files: [{ AdID: `BNCH${String(adNumber).padStart(4, "0")}`, Title: "Bench", Length: 30, Format: "HD" }],
      Destinations: [WXYZ_ORGANIZATION],
    });
    const created = await exchange(api, "POST", asJson, { send: body });
    const order = json<{ OrderID: number; Files: { FileID: number }[] }>(expect("POST order", created, 201));
    const fileId = order.Files[0]?.FileID;
    if (fileId === undefined) throw new Error("the order created has no file");
    return { content: `${api}/${order.OrderID}/files/${fileId}/content`, orderId: order.OrderID, fileId };
  };
  type Order = Awaited<ReturnType<typeof createOrder>>;
  const publish = async (order: Order) =>
    expect("publish", await exchange(`${api}/${order.orderId}/publish`, "PUT", northwind), 200);
  const stored = (what: string, got: Exchange, status: number, bytes: number, sha256: string) => {
    const content = json<Content>(expect(what, got, status));
    if (content.Bytes !== bytes || content.Sha256 !== sha256) {
      throw new Error(`${what}: stored ${content.Bytes} bytes, SHA-256 ${content.Sha256}; sent ${bytes}, ${sha256}`);
    }
    return got;
  };
  const received = (what: string, got: Exchange, bytes: number, sha256: string) => {
    expect(what, got, 200);
    if (got.bytes !== bytes || got.sha256 !== sha256) {
      throw new Error(`${what}: received ${got.bytes} bytes, SHA-256 ${got.sha256}; expected ${bytes}, ${sha256}`);
    }
    return got.seconds;
  };
  const row = (name: string, direction: MediaMeasurement["direction"], bytes: number, s: Side, b: Side) => ({
    name,
    direction,
    bytes,
    service: s.result(bytes),
    bare: b.result(bytes),
  });
  const rows: MediaMeasurement[] = [];

  // 100 MiB, one request each way, the service and the bare worker alternating.
  const smallSha = sha256Of(SMALL_BYTES);
  const all = { start: 0, end: SMALL_BYTES };
  let order: Order | undefined;
  const [upService, upBare] = [new Side(service, true), new Side(bare)];
  for (let run = 1; run <= RUNS; run++) {
    const target = await createOrder();
    order = target;
    const digest = { "Content-Digest": `sha-256=:${Buffer.from(smallSha, "hex").toString("base64")}:` };
    const s = await upService.run(SMALL_BYTES, async () => {
      const got = await exchange(target.content, "PUT", { ...video, ...digest }, { send: all });
      return stored("PUT content", got, 200, SMALL_BYTES, smallSha).seconds;
    });
    const b = await upBare.run(SMALL_BYTES, async () => {
      const got = await exchange(`${bare.origin}/o/bench/${run}`, "PUT", {}, { send: all });
      return expect("bare PUT", got, 200).seconds;
    });
    say(`  upload 100 MiB, run ${run}: service ${s}, bare worker ${b}`);
  }
  if (!order) throw new Error("no upload");
  rows.push(row("Media upload 100 MiB (PUT content)", "upload", SMALL_BYTES, upService, upBare));

  const small = order;
  await publish(small);
  const [downService, downBare] = [new Side(service, true), new Side(bare)];
  for (let run = 1; run <= RUNS; run++) {
    const s = await downService.run(SMALL_BYTES, async () =>
      received(
        "GET content",
        await exchange(small.content, "GET", { "X-API-Key": WXYZ }, { hash: true }),
        SMALL_BYTES,
        smallSha,
      ),
    );
    const b = await downBare.run(SMALL_BYTES, async () =>
      received(
        "bare GET",
        await exchange(`${bare.origin}/o/bench/${RUNS}`, "GET", {}, { hash: true }),
        SMALL_BYTES,
        smallSha,
      ),
    );
    say(`  download 100 MiB, run ${run}: service ${s}, bare worker ${b}`);
  }
  rows.push(row("Media download 100 MiB (GET content)", "download", SMALL_BYTES, downService, downBare));

  // 1 GiB: the resumable upload (its parts one after another), then the bare worker's multipart upload of the
  // same part size; each downloaded once.
  say("  1 GiB: its SHA-256 first…");
  const largeSha = sha256Of(LARGE_BYTES);
  const large = await createOrder();
  const [bigUpService, bigUpBare] = [new Side(service, true), new Side(bare)];
  let partSize = 0;
  const s = await bigUpService.run(LARGE_BYTES, async () => {
    const started = performance.now();
    const created = json<{ UploadID: string; PartSize: number }>(
      expect(
        "POST content/uploads",
        await exchange(`${large.content}/uploads`, "POST", asJson, { send: '{"ContentType":"video/mp4"}' }),
        201,
      ),
    );
    partSize = created.PartSize;
    const upload = `${large.content}/uploads/${created.UploadID}`;
    for (let part = 1; (part - 1) * partSize < LARGE_BYTES; part++) {
      const bytes = { start: (part - 1) * partSize, end: Math.min(LARGE_BYTES, part * partSize) };
      const got = json<{ PartNumber: number }>(
        expect(`PUT part ${part}`, await exchange(`${upload}/parts/${part}`, "PUT", video, { send: bytes }), 200),
      );
      if (got.PartNumber !== part) throw new Error(`PUT part ${part}: answered part ${got.PartNumber}`);
    }
    stored("POST complete", await exchange(`${upload}/complete`, "POST", northwind), 200, LARGE_BYTES, largeSha);
    return (performance.now() - started) / 1000;
  });
  const parts = Math.ceil(LARGE_BYTES / partSize);
  const b = await bigUpBare.run(LARGE_BYTES, async () => {
    const started = performance.now();
    const mpu = `${bare.origin}/mpu/bench/large`;
    const { uploadId } = json<{ uploadId: string }>(expect("bare create", await exchange(mpu, "POST", {}), 200));
    const done: unknown[] = [];
    for (let part = 1; part <= parts; part++) {
      const bytes = { start: (part - 1) * partSize, end: Math.min(LARGE_BYTES, part * partSize) };
      const got = await exchange(`${mpu}?uploadId=${uploadId}&part=${part}`, "PUT", {}, { send: bytes });
      done.push(json(expect(`bare part ${part}`, got, 200)));
    }
    const completed = await exchange(`${mpu}?uploadId=${uploadId}`, "POST", {}, { send: JSON.stringify(done) });
    const { sha256 } = json<{ sha256: string }>(expect("bare complete", completed, 200));
    if (sha256 !== largeSha) throw new Error(`bare complete: SHA-256 ${sha256}, not ${largeSha}`);
    return (performance.now() - started) / 1000;
  });
  say(`  upload 1 GiB in ${parts} parts of ${partSize / MiB} MiB: service ${s}, bare worker ${b}`);
  rows.push({
    ...row(`Media upload 1 GiB (resumable, ${parts} parts)`, "upload", LARGE_BYTES, bigUpService, bigUpBare),
    parts,
  });

  await publish(large);
  const [bigDownService, bigDownBare] = [new Side(service, true), new Side(bare)];
  const ds = await bigDownService.run(LARGE_BYTES, async () =>
    received(
      "GET content",
      await exchange(large.content, "GET", { "X-API-Key": WXYZ }, { hash: true }),
      LARGE_BYTES,
      largeSha,
    ),
  );
  const db = await bigDownBare.run(LARGE_BYTES, async () =>
    received(
      "bare GET",
      await exchange(`${bare.origin}/o/bench/large`, "GET", {}, { hash: true }),
      LARGE_BYTES,
      largeSha,
    ),
  );
  say(`  download 1 GiB: service ${ds}, bare worker ${db}`);
  rows.push(row("Media download 1 GiB (GET content)", "download", LARGE_BYTES, bigDownService, bigDownBare));
  return rows;
}
