/**
 * A file's bytes into its hidden part file, piece by piece (`Range`, 16 MiB
 * each, `If-Range` with the ETag first seen), and the check of what arrived
 * against the sender's SHA-256.
 *
 * Why pieces: the service counts a range as received once it has sent all of
 * it, and a delivery as Delivered once every byte was (contract section 8). A
 * download cut off (a crash, kill -9, a broken line) is resumed from the last
 * whole piece, so that every byte in the part file came in a range the
 * service saw go out whole: at most one piece is fetched again, never the
 * file from its start.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import type { DownloadRecord } from "./folder.js";
import type { Progress } from "./progress.js";
import {
  type Connection,
  errorOf,
  isAbort,
  type RetryPolicy,
  request,
  retrying,
  ServiceError,
  sleep,
  Unreachable,
} from "./service.js";

export const PIECE_BYTES = 16 * 1024 * 1024;
/** A download that receives nothing for this long is taken as broken (and tried again). */
const STALLED_MS = 60_000;

/** The rendition asked for is not available for this content (409 `format_unavailable`): take the plain content. */
export class FormatUnavailable extends Error {}

export interface DownloadJob {
  connection: Connection;
  /** The content's URL as asked (with `organizationID`, `format`). */
  url: string;
  part: string;
  /** What a restart needs (the ETag, bwf's offsets); `save` persists it. */
  record: DownloadRecord;
  save: () => Promise<void>;
  progress: Progress;
  /** Bytes a second, at most. */
  limitRate?: number;
  policy: RetryPolicy;
  signal: AbortSignal;
}

export interface Downloaded {
  /** Where this run started: 0, or the part file's last whole piece (a resume that the service honoured). */
  resumedAt: number;
  total: number;
}

const header = (response: Response, name: string) => {
  const value = response.headers.get(name);
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
};

/** Downloads `job.url` into `job.part`, resuming what a part file (of the same ETag) holds. */
export async function downloadInto(job: DownloadJob): Promise<Downloaded> {
  const { record } = job;
  const handle = await open(job.part, "a");
  try {
    const have = (await handle.stat()).size;
    // Without the ETag of what the part holds there is nothing to resume against.
    let start = record.ETag ? Math.floor(have / PIECE_BYTES) * PIECE_BYTES : 0;
    let resumedAt = start;
    let total: number | undefined;
    const rate = { since: Date.now(), bytes: 0 };
    while (total === undefined || start < total) {
      const from = start;
      const step = await retrying(job.policy, () => piece(job, handle, from, rate));
      // The part was of another version of the file (its ETag changed): taken again from the start.
      if (step.restart || step.whole) resumedAt = 0;
      if (step.restart) {
        start = 0;
        total = undefined;
        continue;
      }
      start = step.next;
      total = step.total;
    }
    await handle.sync();
    return { resumedAt, total };
  } finally {
    job.progress.end();
    await handle.close();
  }
}

interface Step {
  /** The part holds `next` bytes of `total`. */
  next: number;
  total: number;
  /** The file is not what the part holds (its ETag changed): start over from 0. */
  restart?: boolean;
  /** The service answered the whole file (200) instead of the range. */
  whole?: boolean;
}

/** One request: the piece at `start` (or, if the service answers 200, the whole file) appended to the part. */
async function piece(
  job: DownloadJob,
  handle: FileHandle,
  start: number,
  rate: { since: number; bytes: number },
): Promise<Step> {
  const { record } = job;
  await handle.truncate(start);
  const headers: Record<string, string> = { Range: `bytes=${start}-${start + PIECE_BYTES - 1}` };
  if (start > 0 && record.ETag) headers["If-Range"] = record.ETag;
  const stalled = new AbortController();
  let timer = setTimeout(() => stalled.abort(), STALLED_MS);
  const signal = AbortSignal.any([job.signal, stalled.signal]);
  try {
    const response = await request(job.connection, job.url, { headers, signal });
    if (response.status === 416) {
      await response.body?.cancel();
      const size = Number(response.headers.get("Content-Range")?.match(/\*\/(\d+)/)?.[1]);
      // The part was whole already (a crash after its last byte); else the file is not what the part holds.
      return start > 0 && size === start ? { next: start, total: size } : restart(job);
    }
    if (response.status === 409 && record.Format === "bwf") {
      const error = await errorOf(response);
      // Only a content that has no Broadcast Wave; the station's rendition still being made is tried again later.
      if (!error.is("rendition-pending")) throw new FormatUnavailable(error.detail);
      throw error;
    }
    if (response.status !== 200 && response.status !== 206) throw await errorOf(response);
    const etag = response.headers.get("ETag") ?? "";
    let first = start;
    let total: number;
    if (response.status === 200) {
      // The whole file: its ETag differs from the one the part was resumed with, or the service ignored the range.
      first = 0;
      await handle.truncate(0);
      total = header(response, "Content-Length") ?? Number.NaN;
    } else {
      const range = response.headers.get("Content-Range")?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
      if (!range || Number(range[1]) !== start) {
        throw new ServiceError(206, `an answer for another range than asked: ${response.headers.get("Content-Range")}`);
      }
      total = Number(range[3]);
      if (start > 0 && etag !== record.ETag) {
        await response.body?.cancel();
        return restart(job);
      }
    }
    if (!Number.isFinite(total)) throw new ServiceError(response.status, "an answer without its length");
    const sourceOffset = header(response, "MDS-Source-Audio-Offset");
    const audioOffset = header(response, "MDS-Audio-Offset");
    if (etag !== record.ETag || sourceOffset !== record.SourceAudioOffset || audioOffset !== record.AudioOffset) {
      record.ETag = etag;
      if (sourceOffset !== undefined) record.SourceAudioOffset = sourceOffset;
      if (audioOffset !== undefined) record.AudioOffset = audioOffset;
      await job.save();
    }
    const expected = response.status === 200 ? total : Math.min(PIECE_BYTES, total - start);
    let received = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      await handle.write(chunk);
      received += chunk.byteLength;
      job.progress.update(first + received, total);
      clearTimeout(timer);
      if (job.limitRate) {
        rate.bytes += chunk.byteLength;
        const ahead = (rate.bytes / job.limitRate) * 1000 - (Date.now() - rate.since);
        if (ahead > 0) await sleep(ahead, job.signal);
      }
      timer = setTimeout(() => stalled.abort(), STALLED_MS);
    }
    if (received !== expected) {
      throw new Unreachable(`the connection broke after ${received} of ${expected} bytes`);
    }
    return { next: first + received, total, whole: response.status === 200 };
  } catch (error) {
    if (isAbort(error) && stalled.signal.aborted && !job.signal.aborted) {
      throw new Unreachable(`the download received nothing for ${STALLED_MS / 1000} s`);
    }
    if (error instanceof TypeError && !job.signal.aborted) {
      // The body's stream broke (the connection closed mid-answer).
      throw new Unreachable(`the connection broke: ${(error.cause as Error | undefined)?.message ?? error.message}`);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function restart(job: DownloadJob): Promise<Step> {
  job.record.ETag = "";
  await job.save();
  return { next: 0, total: 0, restart: true };
}

/** The SHA-256 (hex) of `prefix` followed by `file` from byte `from` on, read as a stream. */
export async function sha256Of(file: string, from = 0, prefix?: Uint8Array): Promise<string> {
  const hash = createHash("sha256");
  if (prefix) hash.update(prefix);
  for await (const chunk of createReadStream(file, { start: from })) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * The first `bytes` of the plain content (`Range: bytes=0-(bytes-1)`): what
 * precedes the audio in the original, to check a Broadcast Wave rendition
 * against the sender's SHA-256.
 */
export async function plainPrefix(
  connection: Connection,
  url: string,
  bytes: number,
  signal: AbortSignal,
): Promise<Uint8Array> {
  if (bytes === 0) return new Uint8Array();
  const response = await request(connection, url, {
    headers: { Range: `bytes=0-${bytes - 1}` },
    signal: AbortSignal.any([signal, AbortSignal.timeout(120_000)]),
  });
  if (response.status !== 206 && response.status !== 200) throw await errorOf(response);
  // Read up to `bytes` and no further (a 200 would be the whole file: never held in memory).
  const body = new Uint8Array(bytes);
  let have = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  while (have < bytes) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = value.subarray(0, bytes - have);
    body.set(take, have);
    have += take.byteLength;
  }
  await reader.cancel().catch(() => {});
  if (have !== bytes) throw new Unreachable(`the original's first ${bytes} bytes came as ${have}`);
  return body;
}
