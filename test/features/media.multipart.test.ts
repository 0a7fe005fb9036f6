/**
 * Resumable upload (contract section 8): start (201 with `UploadID`,
 * `PartSize` 64 MiB, `MaxParts`, `ExpiresAt`), parts (each checked against its
 * `Content-Digest`, at most `PartSize`), complete (the content record with the
 * whole file's SHA-256, the download equal to the parts in order) and abort.
 * A missing part, a part of the wrong size, a part or a whole file that does
 * not match its digest are 422 and change nothing; only a draft's owner may
 * upload. One test sends a real 64 MiB part (about 64 MiB in all).
 *
 * What storage and the service can disagree on, and how each ends: a part
 * sent again with a wrong digest replaces nothing (it is staged first); parts
 * and completions at once answer 200, 404 or 409, never a 500; a completion
 * cut off after R2 joined the parts (its D1 commit failed, or a crash, as R2
 * left it) is finished by sending it again, and an abort or the cron removes
 * the joined object; R2's errors are 4xx that say what to do.
 */

import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { abortExpiredUploads } from "../../src/features/media/media.store";

import { BASE, type CallOptions, call, json, KEYS, problem, requestOf, settle } from "../helpers";
import { instrument, type RoundTrip } from "../instrument";
import { mediaFixture } from "../media-files";
import { isAuthLookup } from "../perf/operations";
import {
  createDraft,
  type Draft,
  digestOf,
  download,
  fieldError,
  hex,
  objectsOf,
  publish,
  releaseContent,
  sha256,
  uploaded,
} from "./media.support";

const HD = mediaFixture("hd-spot.mp4");
const SD = mediaFixture("sd-spot.mp4");
const PART_SIZE = 64 * 1024 * 1024;

interface Upload {
  UploadID: number;
  FileID: number;
  PartSize: number;
  MaxParts: number;
  ExpiresAt: string;
}

const uploadsOf = (content: string) => `${content}/uploads`;

/** Starts a resumable upload of `content` (a file's content path); must answer 201. */
async function start(content: string, key: string = KEYS.northwind): Promise<Upload & { path: string }> {
  const res = await call(uploadsOf(content), { method: "POST", key, body: { ContentType: "video/mp4" } });
  if (res.status !== 201) throw new Error(`start: ${res.status} ${await res.text()}`);
  const upload = await json<Upload>(res);
  return { ...upload, path: `${uploadsOf(content)}/${upload.UploadID}` };
}

function putPart(uploadPath: string, n: number, bytes: Uint8Array, headers: Record<string, string> = {}, key?: string) {
  return call(`${uploadPath}/parts/${n}`, {
    method: "PUT",
    body: bytes,
    contentType: "application/octet-stream",
    headers,
    key,
  });
}

function complete(uploadPath: string, headers: Record<string, string> = {}) {
  return call(`${uploadPath}/complete`, { method: "POST", headers });
}

/** A part PUT built by hand (its `Content-Length` may say what the body does not), run with a waited-on context. */
function rawPart(uploadPath: string, n: number, body: Uint8Array, length: number) {
  return settle(
    new Request(`${BASE}${uploadPath}/parts/${n}`, {
      method: "PUT",
      headers: {
        "X-API-Key": KEYS.northwind,
        "Content-Type": "application/octet-stream",
        "Content-Length": String(length),
      },
      body,
    }),
  );
}

/** Like `call`, with the request's `waitUntil` work (removing objects) done when it answers. */
const settled = (path: string, options: CallOptions) => settle(requestOf(path, options));

/** A part PUT so run: a request made in workerd has no `Content-Length` of its own, so it is given. */
const settledPart = (uploadPath: string, n: number, bytes: Uint8Array, headers: Record<string, string> = {}) =>
  settled(`${uploadPath}/parts/${n}`, {
    method: "PUT",
    body: bytes,
    headers: { "Content-Length": String(bytes.byteLength), ...headers },
  });
const settledComplete = (uploadPath: string, headers: Record<string, string> = {}) =>
  settled(`${uploadPath}/complete`, { method: "POST", headers });

/** The upload's row and its parts as D1 holds them. */
async function uploadRow(uploadId: number) {
  const row = await env.DB.prepare(
    "SELECT object_key AS objectKey, r2_upload_id AS r2UploadId, ended_at AS endedAt FROM content_uploads WHERE id = ?",
  )
    .bind(uploadId)
    .first<{ objectKey: string; r2UploadId: string; endedAt: string | null }>();
  const parts = await env.DB.prepare(
    "SELECT part_number AS partNumber, etag FROM content_upload_parts WHERE upload_id = ? ORDER BY part_number",
  )
    .bind(uploadId)
    .all<{ partNumber: number; etag: string }>();
  return row ? { ...row, parts: parts.results } : null;
}

/**
 * What a crash between R2's completion and the service's commit leaves: R2
 * joined the parts recorded into the upload's object (its multipart upload is
 * spent), D1 still has the upload under way. Answers the object's key.
 */
async function joinedInStorageOnly(uploadId: number): Promise<string> {
  const row = await uploadRow(uploadId);
  if (!row) throw new Error(`no upload ${uploadId}`);
  await env.MEDIA.resumeMultipartUpload(row.objectKey, row.r2UploadId).complete(row.parts);
  return row.objectKey;
}

/** A fresh draft whose file already has the HD spot as its content. */
async function draftWithContent(): Promise<Draft> {
  const draft = await createDraft();
  await uploaded(draft.content(), HD);
  return draft;
}

/** Asserts the owner's download of `content` is `bytes`. */
async function expectContent(content: string, bytes: Uint8Array<ArrayBuffer>) {
  const { res, body } = await download(content);
  expect(res.status).toBe(200);
  expect(res.headers.get("ETag")).toBe(`"${await sha256(bytes)}"`);
  expect(body).toEqual(bytes);
}

describe("starting", () => {
  it("answers 201 with the upload: its id, the file, PartSize 64 MiB, MaxParts, ExpiresAt in 7 days", async () => {
    const draft = await createDraft();
    const res = await call(uploadsOf(draft.content()), { method: "POST", body: { ContentType: "video/mp4" } });
    expect(res.status).toBe(201);
    const upload = await json<Upload>(res);
    expect(upload).toEqual({
      UploadID: expect.any(Number),
      FileID: draft.fileIds[0],
      PartSize: PART_SIZE,
      MaxParts: 10000,
      ExpiresAt: expect.any(String),
    });
    const days = (Date.parse(upload.ExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("refuses a ContentType that is not media (422)", async () => {
    const draft = await createDraft();
    const res = await call(uploadsOf(draft.content()), { method: "POST", body: { ContentType: "text/plain" } });
    await problem(res, 422);
  });

  it("is the owner's, on a draft: 409 once published, 403 for a destination, 404 for a stranger, 409 on a release", async () => {
    const draft = await draftWithContent();
    await problem(await call(uploadsOf(draft.content()), { method: "POST", key: KEYS.wxyz, body: {} }), 404);
    await publish(draft.orderId);
    await problem(await call(uploadsOf(draft.content()), { method: "POST", body: {} }), 409);
    await problem(await call(uploadsOf(draft.content()), { method: "POST", key: KEYS.wxyz, body: {} }), 403);
    await problem(await call(uploadsOf(draft.content()), { method: "POST", key: KEYS.harborlight, body: {} }), 404);
    const release = uploadsOf(releaseContent(7001, 9001));
    await problem(await call(release, { method: "POST", key: KEYS.blueharbor, body: {} }), 409);
  });
});

describe("parts and completion", () => {
  it("completes a single part smaller than PartSize: the content record, the download equal", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    const part = await putPart(upload.path, 1, HD, { "Content-Digest": digestOf(await sha256(HD)) });
    expect(part.status).toBe(200);
    expect(await json(part)).toEqual({ PartNumber: 1, Bytes: HD.byteLength, Sha256: await sha256(HD) });

    const res = await complete(upload.path, { "Content-Digest": digestOf(await sha256(HD)) });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      FileID: draft.fileIds[0],
      ContentType: "video/mp4",
      Bytes: HD.byteLength,
      Sha256: await sha256(HD),
      UploadedAt: expect.any(String),
      // Loudness is measured after the upload completes, in the background (contract section 17).
      Media: {
        DurationSeconds: 5,
        Width: 1920,
        Height: 1080,
        Loudness: null,
        Measurement: { Status: "Pending", Reason: null },
      },
      Warnings: [],
    });
    await expectContent(draft.content(), HD);
    expect(await objectsOf(draft.orderId)).toHaveLength(1);

    // The upload is over: its parts and completion are gone.
    await problem(await putPart(upload.path, 2, SD), 404);
    await problem(await complete(upload.path), 404);
  });

  it("sending a part again replaces it", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    expect((await putPart(upload.path, 1, HD)).status).toBe(200);
    const record = await json(await complete(upload.path));
    expect(record.Sha256).toBe(await sha256(HD));
    await expectContent(draft.content(), HD);
  });

  it("completes a 64 MiB part and a last, smaller one into one file with the whole file's SHA-256", async () => {
    // One 64 MiB part whose bytes repeat with a period (65521, a prime) that is no power of two.
    const big = new Uint8Array(PART_SIZE);
    crypto.getRandomValues(big.subarray(0, 65521));
    for (let n = 65521; n < PART_SIZE; n *= 2) big.copyWithin(n, 0, Math.min(n, PART_SIZE - n));
    const whole = new crypto.DigestStream("SHA-256");
    const writer = whole.getWriter();
    await writer.write(big);
    await writer.write(HD);
    await writer.close();
    const wholeSha = hex(await whole.digest);

    const draft = await createDraft();
    const upload = await start(draft.content());
    const first = await putPart(upload.path, 1, big, { "Content-Digest": digestOf(await sha256(big)) });
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({ PartNumber: 1, Bytes: PART_SIZE });
    expect((await putPart(upload.path, 2, HD)).status).toBe(200);

    const res = await complete(upload.path, { "Content-Digest": digestOf(wholeSha) });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ Bytes: PART_SIZE + HD.byteLength, Sha256: wholeSha });

    const got = await call(draft.content());
    expect(got.status).toBe(200);
    expect(got.headers.get("Content-Length")).toBe(String(PART_SIZE + HD.byteLength));
    const read = new crypto.DigestStream("SHA-256");
    await (got.body as ReadableStream<Uint8Array>).pipeTo(read);
    expect(hex(await read.digest)).toBe(wholeSha);

    // Across the join of the two parts, byte for byte.
    const join = await download(draft.content(), { headers: { Range: `bytes=${PART_SIZE - 5}-${PART_SIZE + 4}` } });
    expect(join.res.status).toBe(206);
    expect(join.body).toEqual(new Uint8Array([...big.subarray(PART_SIZE - 5), ...HD.subarray(0, 5)]));
  }, 120_000);
});

describe("what completion refuses", () => {
  it("a missing part: 422 naming it", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 2, HD)).status).toBe(200);
    await fieldError(await complete(upload.path), "Parts[1]", "missing");
  });

  it("no part at all: 422", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    await fieldError(await complete(upload.path), "Parts", "required");
  });

  it("a part but the last that is not PartSize: 422", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    expect((await putPart(upload.path, 2, HD)).status).toBe(200);
    await fieldError(await complete(upload.path), "Parts[1]", "part_size");
    await problem(await call(draft.content()), 404);
  });

  it("a whole file that does not match its Content-Digest: 422, the content unchanged", async () => {
    const draft = await draftWithContent();
    const kept = await objectsOf(draft.orderId);
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const res = await settle(
      new Request(`${BASE}${upload.path}/complete`, {
        method: "POST",
        headers: { "X-API-Key": KEYS.northwind, "Content-Digest": digestOf(await sha256(HD)) },
      }),
    );
    await fieldError(res, "Content-Digest", "digest_mismatch");
    await expectContent(draft.content(), HD);
    expect(await objectsOf(draft.orderId)).toEqual(kept);

    // R2's upload was spent by completing it: ours is over too (start again), not a 500 on retry.
    await problem(await complete(upload.path, { "Content-Digest": digestOf(await sha256(SD)) }), 404);
    await problem(await putPart(upload.path, 1, SD), 404);
    await expectContent(draft.content(), HD);
  });

  it("a malformed Content-Digest: 400", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, HD)).status).toBe(200);
    await problem(await complete(upload.path, { "Content-Digest": "sha-256=nope" }), 400);
  });
});

describe("a part sent again", { timeout: 30_000 }, () => {
  it("with a wrong Content-Digest replaces nothing: 422, and completing takes the part received before", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, HD)).status).toBe(200);
    // SD's bytes declared as HD's: refused before they touch the part already there.
    const wrong = await settledPart(upload.path, 1, SD, { "Content-Digest": digestOf(await sha256(HD)) });
    await fieldError(wrong, "Content-Digest", "digest_mismatch");
    const res = await settledComplete(upload.path);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ Bytes: HD.byteLength, Sha256: await sha256(HD) });
    await expectContent(draft.content(), HD);
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
  });

  it("with a wrong Content-Digest after one with its digest: the verified part stays", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect((await settledPart(upload.path, 1, HD, { "Content-Digest": digestOf(await sha256(HD)) })).status).toBe(200);
    const wrong = await settledPart(upload.path, 1, SD, { "Content-Digest": digestOf(await sha256(HD)) });
    await fieldError(wrong, "Content-Digest", "digest_mismatch");
    expect(await json(await settledComplete(upload.path))).toMatchObject({ Sha256: await sha256(HD) });
    await expectContent(draft.content(), HD);
    // Nothing staged is left behind: the file's content is the only object.
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
  });

  it("with its right Content-Digest replaces the part", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const again = await settledPart(upload.path, 1, HD, { "Content-Digest": digestOf(await sha256(HD)) });
    expect(await json(again)).toEqual({ PartNumber: 1, Bytes: HD.byteLength, Sha256: await sha256(HD) });
    expect(await json(await settledComplete(upload.path))).toMatchObject({ Sha256: await sha256(HD) });
    await expectContent(draft.content(), HD);
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
  });

  it("while storage holds another version of it than the one recorded (two sends crossed): 409, and sending it again mends it", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, HD)).status).toBe(200);
    // As if a second send of part 1 had reached R2 after the first, and D1 had recorded the first's.
    await env.DB.prepare("UPDATE content_upload_parts SET etag = 'crossed' WHERE upload_id = ?")
      .bind(upload.UploadID)
      .run();
    const res = await settledComplete(upload.path);
    const body = await problem(res, 409);
    expect(body.detail).toMatch(/send .*again/i);
    expect((await putPart(upload.path, 1, HD)).status).toBe(200);
    expect(await json(await settledComplete(upload.path))).toMatchObject({ Sha256: await sha256(HD) });
    await expectContent(draft.content(), HD);
  });
});

describe("parts and completions at once", { timeout: 30_000 }, () => {
  it("completions of one upload at once: one content record, the others 404 or 409, never a 500", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => settledComplete(upload.path)));
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(),
    ).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect([404, 409]).toContain(res.status);
      await problem(res, res.status);
    }
    await expectContent(draft.content(), SD);
    // The new content is the file's only object: the previous one removed, none left of the others.
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
    await problem(await complete(upload.path), 404);
  });

  it("a completion with a wrong Content-Digest beside one with the right one never removes the content made", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const [right, wrong] = await Promise.all([
      settledComplete(upload.path, { "Content-Digest": digestOf(await sha256(SD)) }),
      settledComplete(upload.path, { "Content-Digest": digestOf(await sha256(HD)) }),
    ]);
    expect([200, 404], await right.clone().text()).toContain(right.status);
    await fieldError(wrong, "Content-Digest", "digest_mismatch");
    // Whichever came first, the file's content is whole: the new one if the right one won, else the one before.
    await expectContent(draft.content(), right.status === 200 ? SD : HD);
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
  });

  it("parts sent while it completes: 200, 404 or 409, never a 500, and never stuck", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const answers = await Promise.all([
      settledComplete(upload.path),
      settledPart(upload.path, 2, HD),
      settledComplete(upload.path),
      settledPart(upload.path, 3, HD),
      settledComplete(upload.path),
    ]);
    for (const res of answers) {
      if (res.status === 200) continue;
      // A part recorded before a completion read the parts makes that completion a 422 (a part but the last too small).
      expect([404, 409, 422], await res.clone().text()).toContain(res.status);
      await problem(res, res.status);
    }
    const completed = [answers[0], answers[2], answers[4]].filter((r) => r?.status === 200).length;
    expect(completed).toBeLessThanOrEqual(1);
    if (completed === 0) {
      // Not stuck: without the parts that came too late, it completes.
      await settled(`${upload.path}`, { method: "DELETE" });
      const again = await start(draft.content());
      expect((await putPart(again.path, 1, SD)).status).toBe(200);
      expect((await settledComplete(again.path)).status).toBe(200);
    }
    await expectContent(draft.content(), SD);
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
  });
});

describe("a completion cut off after storage joined the parts", { timeout: 30_000 }, () => {
  afterEach(() => instrument.reset());

  it("whose commit failed: 500, then sending it again completes it", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    instrument.failWhen((s) => /^update "files" set "content_key"/i.test(s.sql), { times: 1 });
    expect((await settledComplete(upload.path)).status).toBe(500);
    await expectContent(draft.content(), HD);

    const res = await settledComplete(upload.path);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ Bytes: SD.byteLength, Sha256: await sha256(SD) });
    await expectContent(draft.content(), SD);
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
  });

  it("by a crash (R2 joined the parts, D1 never heard): sending it again completes it", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    await joinedInStorageOnly(upload.UploadID);

    // The upload is still under way for the service: a part now is refused, saying to complete it.
    await problem(await settledPart(upload.path, 2, SD), 409);
    const res = await settledComplete(upload.path, { "Content-Digest": digestOf(await sha256(SD)) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ Bytes: SD.byteLength, Sha256: await sha256(SD) });
    await expectContent(draft.content(), SD);
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
    await problem(await complete(upload.path), 404);
  });

  it("by a crash, then aborted: the joined object is removed, the content stays", async () => {
    const draft = await draftWithContent();
    const kept = await objectsOf(draft.orderId);
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const joined = await joinedInStorageOnly(upload.UploadID);
    expect(await env.MEDIA.head(joined)).not.toBeNull();

    expect((await settled(upload.path, { method: "DELETE" })).status).toBe(200);
    expect(await env.MEDIA.head(joined)).toBeNull();
    expect(await objectsOf(draft.orderId)).toEqual(kept);
    await expectContent(draft.content(), HD);
    await problem(await complete(upload.path), 404);
  });

  it("by a crash, its abort cut off too: the cron removes the joined object and the upload", async () => {
    const draft = await draftWithContent();
    const kept = await objectsOf(draft.orderId);
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const joined = await joinedInStorageOnly(upload.UploadID);
    // The abort's first step, its D1 write, done; its R2 step never ran.
    await env.DB.prepare("UPDATE content_uploads SET ended_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), upload.UploadID)
      .run();
    await problem(await complete(upload.path), 404);
    await problem(await call(upload.path, { method: "DELETE" }), 404);
    expect(await env.MEDIA.head(joined)).not.toBeNull();

    await abortExpiredUploads(env, createDb(env.DB), new Date());
    expect(await env.MEDIA.head(joined)).toBeNull();
    expect(await objectsOf(draft.orderId)).toEqual(kept);
    expect(await uploadRow(upload.UploadID)).toBeNull();
  });

  it("an upload storage ended on its own (R2 aborts after 7 days): 404 to complete and to parts", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const row = await uploadRow(upload.UploadID);
    await env.MEDIA.resumeMultipartUpload(row?.objectKey ?? "", row?.r2UploadId ?? "").abort();
    const body = await problem(await settledComplete(upload.path), 404);
    expect(body.detail).toMatch(/start/i);
    await problem(await settledPart(upload.path, 1, SD), 404);
    await expectContent(draft.content(), HD);
  });
});

describe("what a part refuses", () => {
  it("a part over PartSize: 422 part_too_large (over 100 MiB: 413)", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    await fieldError(await rawPart(upload.path, 1, HD, PART_SIZE + 1), "Content-Length", "part_too_large");
    await problem(await rawPart(upload.path, 1, HD, 100 * 1024 * 1024 + 1), 413);
    await fieldError(await complete(upload.path), "Parts", "required");
  });

  it("a part that does not match its Content-Digest: 422, not recorded", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    const res = await putPart(upload.path, 1, HD, { "Content-Digest": digestOf(await sha256(SD)) });
    await fieldError(res, "Content-Digest", "digest_mismatch");
    await fieldError(await complete(upload.path), "Parts", "required");
  });

  it("a part whose body is shorter than its Content-Length: 400, not recorded", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    await problem(await rawPart(upload.path, 1, HD, HD.byteLength + 100), 400);
    await fieldError(await complete(upload.path), "Parts", "required");
  });

  it.each([
    ["10001", 400],
    ["0", 400],
    ["-1", 400],
    ["x", 400],
  ])("partNumber %s: %i", async (n, status) => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    await problem(await call(`${upload.path}/parts/${n}`, { method: "PUT", body: HD }), status);
  });

  it("a part that is not media is a 415, as in the upload in one request", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    const part = (contentType: string) => call(`${upload.path}/parts/1`, { method: "PUT", body: HD, contentType });
    await problem(await part("text/plain"), 415);
    expect(await json(await part("video/mp4"))).toMatchObject({ PartNumber: 1 });
  });

  it.each(["gzip", "br", "identity, gzip"])(
    "a part sent with Content-Encoding %s is a 415, not recorded: media is stored as it is sent",
    async (coding) => {
      const draft = await createDraft();
      const upload = await start(draft.content());
      const body = await problem(await putPart(upload.path, 1, HD, { "Content-Encoding": coding }), 415);
      expect(body.detail).toContain("Content-Encoding");
      await fieldError(await complete(upload.path), "Parts", "required");
      expect((await putPart(upload.path, 1, HD, { "Content-Encoding": "identity" })).status).toBe(200);
    },
  );

  it("the document gives partNumber the range the service takes, 1 to 10000", async () => {
    const document = await json(await call("/openapi.json", { key: null }));
    const paths = Object.entries(document.paths as Record<string, { put?: { parameters: unknown[] } }>).filter(
      ([path]) => path.endsWith("/parts/{partNumber}"),
    );
    expect(paths).toHaveLength(2);
    for (const [, item] of paths) {
      expect(item.put?.parameters).toContainEqual(
        expect.objectContaining({ name: "partNumber", schema: { type: "integer", minimum: 1, maximum: 10000 } }),
      );
    }
  });

  it("partNumber 10000 is taken", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    expect(await json(await putPart(upload.path, 10000, HD))).toMatchObject({ PartNumber: 10000 });
  });

  it("a part of an upload that is not the caller's, or of another file: 404", async () => {
    const draft = await createDraft({ files: [{ AdID: "MULT1234" }, { AdID: "MULT1235" }] });
    const upload = await start(draft.content(0));
    await problem(await putPart(upload.path, 1, HD, {}, KEYS.harborlight), 404);
    await problem(await putPart(upload.path, 1, HD, {}, KEYS.wxyz), 404);
    const other = `${uploadsOf(draft.content(1))}/${upload.UploadID}`;
    await problem(await putPart(other, 1, HD), 404);
    await problem(await complete(other), 404);
  });
});

describe("aborting", () => {
  it("answers 200, then its parts, completion and abort are 404; the content stays", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const res = await call(upload.path, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      UploadID: upload.UploadID,
      FileID: draft.fileIds[0],
      AbortedAt: expect.any(String),
    });
    await problem(await putPart(upload.path, 2, SD), 404);
    await problem(await complete(upload.path), 404);
    await problem(await call(upload.path, { method: "DELETE" }), 404);
    await expectContent(draft.content(), HD);
    const pending = await env.MEDIA.list({ prefix: `orders/${draft.orderId}/`, include: ["httpMetadata"] });
    expect(pending.objects).toHaveLength(1);
  });

  it("is the owner's: 404 for anyone else", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    await problem(await call(upload.path, { method: "DELETE", key: KEYS.harborlight }), 404);
    expect((await putPart(upload.path, 1, HD)).status).toBe(200);
  });
});

describe("after publishing", () => {
  it("an upload under way can no longer take parts or complete: 409", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    await publish(draft.orderId);
    await problem(await putPart(upload.path, 1, SD), 409);
    await problem(await complete(upload.path), 409);
    await expectContent(draft.content(), HD);
  });
});

describe("round trips", () => {
  afterEach(() => instrument.reset());

  /** The D1 round trips (DB's) a request makes for itself: not the key's lookup nor its last use, not the log. */
  async function tripsOf(path: string, options: CallOptions) {
    const requestId = `media-trips-${crypto.randomUUID()}`;
    const trips: RoundTrip[] = [];
    instrument.observe((trip) => {
      if (trip.origin === requestId) trips.push(trip);
    });
    const res = await settled(path, { ...options, headers: { ...options.headers, "X-Request-Id": requestId } });
    const own = trips.filter(
      (t) => t.database === "DB" && !isAuthLookup(t) && !t.statements.some((s) => /"last_used_at"/.test(s.sql)),
    );
    return { status: res.status, trips: own.length };
  }

  it("a part (with its digest or without), a completion and an abort make at most two each", async () => {
    const draft = await createDraft();
    const upload = await start(draft.content());
    const part = (headers: Record<string, string> = {}) =>
      tripsOf(`${upload.path}/parts/1`, {
        method: "PUT",
        body: HD,
        headers: { "Content-Length": String(HD.byteLength), ...headers },
      });
    expect(await part()).toEqual({ status: 200, trips: 2 });
    expect(await part({ "Content-Digest": digestOf(await sha256(HD)) })).toEqual({ status: 200, trips: 2 });
    expect(await tripsOf(`${upload.path}/complete`, { method: "POST" })).toEqual({ status: 200, trips: 2 });
    const other = await start(draft.content());
    expect(await tripsOf(other.path, { method: "DELETE" })).toEqual({ status: 200, trips: 2 });
  });
});

describe("the cron", () => {
  it("aborts uploads past their ExpiresAt, and only those", async () => {
    const draft = await draftWithContent();
    const upload = await start(draft.content());
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);
    const db = createDb(env.DB);
    expect(await abortExpiredUploads(env, db, new Date(Date.parse(upload.ExpiresAt) - 60_000))).toBe(0);
    expect((await putPart(upload.path, 1, SD)).status).toBe(200);

    expect(await abortExpiredUploads(env, db, new Date(Date.parse(upload.ExpiresAt) + 60_000))).toBeGreaterThan(0);
    await problem(await putPart(upload.path, 2, SD), 404);
    await problem(await complete(upload.path), 404);
    await expectContent(draft.content(), HD);
  });
});
