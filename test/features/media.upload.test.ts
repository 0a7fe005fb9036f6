/**
 * Upload in one request (contract section 8): `PUT {file}/content` answers the
 * content record with the real SHA-256 and what the probe read from the
 * container, warns about length and format against the media, checks
 * `Content-Digest`, refuses what is not media or is sent with a
 * `Content-Encoding` (415: media is stored as it is sent), has no length (411) or
 * is too large (413), keeps nothing of a failed or cut upload (the previous
 * content stays, no object is left in R2), replaces a draft's content, and is
 * only the owner's while the order is a draft. Publishing needs content for
 * every file (422 `content_missing` on `Files[i]`).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { contentMissingErrors } from "../../src/features/media/media.rules";
import { BASE, call, json, KEYS, problem, send, settle } from "../helpers";
import { mediaFixture } from "../media-files";
import {
  createDraft,
  digestOf,
  download,
  fieldError,
  objectsOf,
  orderStatus,
  publish,
  releaseContent,
  sha256,
  upload,
  uploaded,
} from "./media.support";

const HD = mediaFixture("hd-spot.mp4");
const SD = mediaFixture("sd-spot.mp4");
const MP3 = mediaFixture("radio-spot.mp3");
const NOT_MEDIA = mediaFixture("not-media.bin");

/**
 * A PUT of `body` built by hand and run with a waited-on context (its
 * `waitUntil` work, such as removing objects, is done when it returns). A
 * request made inside workerd carries no `Content-Length` of its own (one that
 * came over HTTP does): give it in `headers`, where it may also say what the
 * body does not.
 */
async function rawPut(path: string, body: BodyInit, headers: Record<string, string>) {
  const request = new Request(`${BASE}${path}`, {
    method: "PUT",
    headers: { "X-API-Key": KEYS.northwind, "Content-Type": "video/mp4", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return settle(request);
}

/**
 * A stream that sends the first `cut` bytes of `bytes`, then fails (a connection lost midway): a stream of the
 * runtime's own, as a request body is, so that its failure reaches the service alone (a JS stream that errors
 * leaves a rejection of the runtime's pump of it that nothing observes, which vitest reports).
 */
function cutStream(bytes: Uint8Array, cut: number): ReadableStream<Uint8Array> {
  const { readable, writable } = new IdentityTransformStream();
  const writer = writable.getWriter();
  writer
    .write(bytes.slice(0, cut))
    .then(() => writer.abort(new Error("connection lost")))
    .catch(() => {});
  return readable;
}

/** `bytes` compressed with gzip, as a client that sets `Content-Encoding: gzip` would send them. */
async function gzipped(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Asserts the file's content is still `bytes`: the owner's download is exactly them. */
async function expectContent(path: string, bytes: Uint8Array<ArrayBuffer>) {
  const { res, body } = await download(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("ETag")).toBe(`"${await sha256(bytes)}"`);
  expect(body).toEqual(bytes);
}

describe("PUT {file}/content: the content record", () => {
  it("answers 200 with the file's record: type, size, real SHA-256, when, what the container says", async () => {
    const draft = await createDraft();
    const before = Date.now();
    const res = await upload(draft.content(), HD);
    expect(res.status).toBe(200);
    const record = await json(res);
    expect(record).toEqual({
      FileID: draft.fileIds[0],
      ContentType: "video/mp4",
      Bytes: HD.byteLength,
      Sha256: await sha256(HD),
      UploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      // Loudness is measured after the upload, in the background (contract section 17).
      Media: {
        DurationSeconds: 5,
        Width: 1920,
        Height: 1080,
        Loudness: null,
        Measurement: { Status: "Pending", Reason: null },
      },
      Warnings: [],
    });
    expect(Date.parse(record.UploadedAt)).toBeGreaterThanOrEqual(before - 1000);
    await expectContent(draft.content(), HD);
  });

  it("keeps the media type without its parameters, lower-cased", async () => {
    const draft = await createDraft({ files: [{ AdID: "ABCD1235", Format: "Audio" }] });
    const record = await uploaded(draft.content(), MP3, { contentType: "Audio/MPEG; foo=bar" });
    expect(record.ContentType).toBe("audio/mpeg");
    expect(record.Media).toMatchObject({ Width: null, Height: null });
    expect(record.Media?.DurationSeconds).toBeCloseTo(5, 0);
    expect(record.Warnings).toEqual([]);
  });

  it("warns length_mismatch when the declared Length is off by more than a second", async () => {
    const draft = await createDraft({ files: [{ AdID: "ABCD1236", Length: 30 }] });
    const record = await uploaded(draft.content(), HD);
    expect(record.Warnings).toEqual([expect.objectContaining({ Code: "length_mismatch", Field: "Length" })]);
  });

  it("takes a Length within a second of the media's duration without warning", async () => {
    const draft = await createDraft({ files: [{ AdID: "ABCD1241", Length: 6, Format: "SD" }] });
    const record = await uploaded(draft.content(), HD);
    expect(record.Warnings).toEqual([]);
  });

  it("warns format_mismatch for HD declared on SD video", async () => {
    const draft = await createDraft({ files: [{ AdID: "ABCD1237", Format: "HD" }] });
    const record = await uploaded(draft.content(), SD);
    expect(record.Media).toEqual({
      DurationSeconds: 5,
      Width: 640,
      Height: 360,
      Loudness: null,
      Measurement: { Status: "Pending", Reason: null },
    });
    expect(record.Warnings).toEqual([expect.objectContaining({ Code: "format_mismatch", Field: "Format" })]);
  });

  it("warns media_unverified for a container it cannot read, and keeps the bytes", async () => {
    const draft = await createDraft();
    const record = await uploaded(draft.content(), NOT_MEDIA, { contentType: "application/octet-stream" });
    expect(record.Media).toEqual({
      DurationSeconds: null,
      Width: null,
      Height: null,
      Loudness: null,
      Measurement: { Status: "Pending", Reason: null },
    });
    expect(record.Sha256).toBe(await sha256(NOT_MEDIA));
    expect(record.Warnings.map((w) => w.Code)).toEqual(["media_unverified"]);
  });

  it("answers the record as XML when asked", async () => {
    const draft = await createDraft();
    const res = await upload(draft.content(), HD, { accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain("<FileContent");
    expect(xml).toContain(`<Sha256>${await sha256(HD)}</Sha256>`);
    expect(xml).toContain(`<Bytes>${HD.byteLength}</Bytes>`);
    expect(xml).toContain("<Width>1920</Width>");
  });
});

describe("PUT {file}/content: Content-Digest", () => {
  it("accepts a matching digest", async () => {
    const draft = await createDraft();
    const record = await uploaded(draft.content(), HD, { headers: { "Content-Digest": digestOf(await sha256(HD)) } });
    expect(record.Sha256).toBe(await sha256(HD));
  });

  it("accepts a matching sha-256 next to another algorithm", async () => {
    const draft = await createDraft();
    const digest = `sha-512=:${btoa("x".repeat(64))}:, ${digestOf(await sha256(HD))}`;
    const record = await uploaded(draft.content(), HD, { headers: { "Content-Digest": digest } });
    expect(record.Sha256).toBe(await sha256(HD));
  });

  it("refuses a wrong one with 422 digest_mismatch and keeps nothing: the previous content stays", async () => {
    const draft = await createDraft();
    await uploaded(draft.content(), HD);
    const kept = await objectsOf(draft.orderId);
    expect(kept).toHaveLength(1);

    const res = await rawPut(draft.content(), SD, {
      "Content-Length": String(SD.byteLength),
      "Content-Digest": digestOf(await sha256(HD)),
    });
    await fieldError(res, "Content-Digest", "digest_mismatch");
    expect(await objectsOf(draft.orderId)).toEqual(kept);
    await expectContent(draft.content(), HD);
  });

  it.each([
    ["not RFC 9530", "sha-256=abc"],
    ["not 32 bytes", "sha-256=:AAAA:"],
    ["no sha-256", `md5=:${btoa("0123456789abcdef")}:`],
  ])("answers 400 for a malformed digest (%s), keeping nothing", async (_why, header) => {
    const draft = await createDraft();
    const res = await upload(draft.content(), HD, { headers: { "Content-Digest": header } });
    await problem(res, 400);
    expect(await objectsOf(draft.orderId)).toEqual([]);
  });
});

describe("PUT {file}/content: what is refused", () => {
  it("answers 415 for a type that is not media", async () => {
    const draft = await createDraft();
    const res = await upload(draft.content(), HD, { contentType: "text/plain" });
    const body = await problem(res, 415);
    expect(body.detail).toContain("text/plain");
    expect(await objectsOf(draft.orderId)).toEqual([]);
  });

  it.each(["gzip", "x-gzip", "br", "identity, gzip", "deflate"])(
    "answers 415 for a body sent with Content-Encoding %s, keeping nothing: media is stored as it is sent",
    async (coding) => {
      const draft = await createDraft();
      await uploaded(draft.content(), HD);
      const kept = await objectsOf(draft.orderId);
      const res = await upload(draft.content(), await gzipped(HD), { headers: { "Content-Encoding": coding } });
      const body = await problem(res, 415);
      expect(body.detail).toContain("Content-Encoding");
      expect(await objectsOf(draft.orderId)).toEqual(kept);
      await expectContent(draft.content(), HD);
    },
  );

  it.each(["identity", "IDENTITY", ""])("takes a body sent with Content-Encoding %j as it is", async (coding) => {
    const draft = await createDraft();
    const record = await uploaded(draft.content(), HD, { headers: { "Content-Encoding": coding } });
    expect(record.Sha256).toBe(await sha256(HD));
  });

  it("answers 411 for a body without Content-Length (a stream)", async () => {
    const draft = await createDraft();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(HD.slice(0, 1000));
        controller.close();
      },
    });
    const res = await rawPut(draft.content(), stream, {});
    await problem(res, 411);
    expect(await objectsOf(draft.orderId)).toEqual([]);
  });

  it("answers 413 for a Content-Length over 100 MiB, naming the resumable upload", async () => {
    const draft = await createDraft();
    const res = await rawPut(draft.content(), HD.slice(0, 10), { "Content-Length": String(100 * 1024 * 1024 + 1) });
    const body = await problem(res, 413);
    expect(body.detail).toContain(`${draft.content()}/uploads`);
    expect(await objectsOf(draft.orderId)).toEqual([]);
  });

  it("takes a Content-Length of exactly 100 MiB (not 413)", async () => {
    const draft = await createDraft();
    // The body is shorter than it says: the length passes, the body is then found cut (400), nothing kept.
    const res = await rawPut(draft.content(), HD, { "Content-Length": String(100 * 1024 * 1024) });
    await problem(res, 400);
    expect(await objectsOf(draft.orderId)).toEqual([]);
  });

  it("answers 400 for an empty body, built in workerd or sent over HTTP", async () => {
    const draft = await createDraft();
    const res = await rawPut(draft.content(), new Uint8Array(0), { "Content-Length": "0" });
    expect((await problem(res, 400)).detail).toContain("empty");
    const overHttp = await upload(draft.content(), new Uint8Array(0));
    expect((await problem(overHttp, 400)).detail).toContain("empty");
  });

  it("answers 404 for a file of another order", async () => {
    const draft = await createDraft();
    await problem(await upload(`/api/v1/ad/orders/${draft.orderId}/files/8001/content`, HD), 404);
    await problem(await upload(`/api/v1/ad/orders/${draft.orderId}/files/999999/content`, HD), 404);
  });
});

describe("PUT {file}/content: replacing and failing", () => {
  it("replaces a draft's content: new SHA-256, the old object removed from R2", async () => {
    const draft = await createDraft();
    const first = await uploaded(draft.content(), HD);
    const [firstKey] = await objectsOf(draft.orderId);
    const res = await rawPut(draft.content(), SD, { "Content-Length": String(SD.byteLength) });
    expect(res.status).toBe(200);
    const second = await json(res);
    expect(second.Sha256).toBe(await sha256(SD));
    expect(second.Sha256).not.toBe(first.Sha256);
    const keys = await objectsOf(draft.orderId);
    expect(keys).toHaveLength(1);
    expect(keys).not.toContain(firstKey);
    await expectContent(draft.content(), SD);
  });

  it("replaces a fixture draft's seeded content without removing the shared demo object", async () => {
    // Order 5001 (a Northwind draft) is seeded with demo/hd-spot.mp4, shared by many files.
    const res = await rawPut("/api/v1/ad/orders/5001/files/8001/content", SD, {
      "Content-Length": String(SD.byteLength),
    });
    expect(res.status).toBe(200);
    expect(await env.MEDIA.head("demo/hd-spot.mp4")).not.toBeNull();
    await expectContent("/api/v1/ad/orders/5001/files/8001/content", SD);
  });

  it("keeps nothing of an upload cut off midway (a stream that fails): the previous content stays", async () => {
    const draft = await createDraft();
    await uploaded(draft.content(), HD);
    const kept = await objectsOf(draft.orderId);
    const res = await rawPut(draft.content(), cutStream(SD, 1000), { "Content-Length": String(SD.byteLength) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await problem(res, res.status);
    expect(await objectsOf(draft.orderId)).toEqual(kept);
    await expectContent(draft.content(), HD);
  });

  it("keeps nothing of a body shorter than its Content-Length: the previous content stays", async () => {
    const draft = await createDraft();
    await uploaded(draft.content(), HD);
    const kept = await objectsOf(draft.orderId);
    const res = await rawPut(draft.content(), SD.slice(0, 5000), { "Content-Length": String(SD.byteLength) });
    const body = await problem(res, 400);
    expect(body.detail).toContain(`${SD.byteLength}`);
    expect(await objectsOf(draft.orderId)).toEqual(kept);
    await expectContent(draft.content(), HD);
  });

  it("keeps nothing of a first upload cut off: the file still has no content", async () => {
    const draft = await createDraft();
    const res = await rawPut(draft.content(), cutStream(HD, 100), { "Content-Length": String(HD.byteLength) });
    await problem(res, 400);
    expect(await objectsOf(draft.orderId)).toEqual([]);
    await problem(await call(draft.content()), 404);
  });
});

describe("PUT {file}/content: who and when", () => {
  it("is 409 for the owner once the order is published, the content unchanged", async () => {
    const draft = await createDraft();
    await uploaded(draft.content(), HD);
    await publish(draft.orderId);
    await problem(await upload(draft.content(), SD), 409);
    await expectContent(draft.content(), HD);
  });

  it("is 409 when the order is published while the body is on its way: nothing kept, the content unchanged", async () => {
    const draft = await createDraft();
    await uploaded(draft.content(), HD);
    const kept = await objectsOf(draft.orderId);
    // The body is read only once the upload was checked; it arrives once the order is published.
    let reading!: () => void;
    const read = new Promise<void>((resolve) => {
      reading = resolve;
    });
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          reading();
          await arrived;
          controller.enqueue(SD.slice());
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const put = rawPut(draft.content(), body, { "Content-Length": String(SD.byteLength) });
    await read;
    await publish(draft.orderId);
    arrive();
    const refused = await problem(await put, 409);
    expect(refused.detail).toBe(`Order ${draft.orderId} changed meanwhile; try again.`);
    expect(await objectsOf(draft.orderId)).toEqual(kept);
    await expectContent(draft.content(), HD);
  });

  it("is 403 for a destination of a published order (it can see it), 404 for a stranger", async () => {
    const draft = await createDraft();
    await uploaded(draft.content(), HD);
    await publish(draft.orderId);
    await problem(await upload(draft.content(), SD, { key: KEYS.wxyz }), 403);
    await problem(await upload(draft.content(), SD, { key: KEYS.dana }), 403);
    await problem(await upload(draft.content(), SD, { key: KEYS.harborlight }), 404);
    await expectContent(draft.content(), HD);
  });

  it("is 404 for a destination of a draft (not sent to it yet) and for a stranger", async () => {
    const draft = await createDraft();
    await problem(await upload(draft.content(), HD, { key: KEYS.wxyz }), 404);
    await problem(await upload(draft.content(), HD, { key: KEYS.harborlight }), 404);
    expect(await objectsOf(draft.orderId)).toEqual([]);
  });

  it("is 404 once a draft is deleted, whose media goes with it", async () => {
    const draft = await createDraft();
    await uploaded(draft.content(), HD);
    expect(await objectsOf(draft.orderId)).toHaveLength(1);
    expect((await send(`/api/v1/ad/orders/${draft.orderId}`, { method: "DELETE" })).status).toBe(200);
    expect(await objectsOf(draft.orderId)).toEqual([]);
    await problem(await upload(draft.content(), HD), 404);
    await problem(await call(draft.content()), 404);
  });

  it("is 409 for a release's file (a release is sent), 403 for its destination, 404 for a stranger", async () => {
    const path = releaseContent(7001, 9001);
    await problem(await upload(path, MP3, { key: KEYS.blueharbor, contentType: "audio/mp4" }), 409);
    await problem(await upload(path, MP3, { key: KEYS.wxyz, contentType: "audio/mp4" }), 403);
    await problem(await upload(path, MP3, { key: KEYS.northwind, contentType: "audio/mp4" }), 404);
    const listed = await env.MEDIA.list({ prefix: "releases/7001/" });
    expect(listed.objects).toEqual([]);
  });
});

describe("Publish needs media", () => {
  it("is 422 content_missing on Files[i] for each file without content, then 200 once all have it", async () => {
    const draft = await createDraft({
      files: [
        { AdID: "ABCD1238", Format: "HD" },
        { AdID: "ABCD1239", Format: "Audio" },
        { AdID: "ABCD1240", Format: "SD" },
      ],
      // A station without a spec: WXYZ-TV's takes HD alone (contract section 17).
      destinations: [205],
    });
    const publishing = () => call(`/api/v1/ad/orders/${draft.orderId}/publish`, { method: "PUT" });

    const none = await problem(await publishing(), 422);
    expect(none.errors?.map((e) => [e.field, e.code])).toEqual([
      ["Files[0]", "content_missing"],
      ["Files[1]", "content_missing"],
      ["Files[2]", "content_missing"],
    ]);

    await uploaded(draft.content(1), MP3, { contentType: "audio/mpeg" });
    const some = await problem(await publishing(), 422);
    expect(some.errors?.map((e) => [e.field, e.code])).toEqual([
      ["Files[0]", "content_missing"],
      ["Files[2]", "content_missing"],
    ]);
    const first = draft.fileIds[0];
    expect(some.errors?.[0]?.message).toBe(
      `file ${first} (ABCD1238) has no content: upload it first with PUT /api/v1/ad/orders/${draft.orderId}/files/${first}/content`,
    );
    expect(await orderStatus(draft.orderId)).toBe("Draft");

    await uploaded(draft.content(0), HD);
    await uploaded(draft.content(2), SD);
    const res = await publishing();
    expect(res.status).toBe(200);
    expect(await orderStatus(draft.orderId)).toBe("Published");
  });

  it("contentMissingErrors words the rule over the files as read, as publishing answers it", async () => {
    const draft = await createDraft({ files: [{ AdID: "ABCD1241" }, { AdID: "ABCD1242" }, { AdID: "ABCD1243" }] });
    await uploaded(draft.content(1), HD);
    const answered = await problem(await call(`/api/v1/ad/orders/${draft.orderId}/publish`, { method: "PUT" }), 422);
    const { results } = await env.DB.prepare(
      `SELECT id, ad_id AS adId, isrc, title, content_sha256 AS contentSha256 FROM files
       WHERE order_id = ? ORDER BY position, id`,
    )
      .bind(draft.orderId)
      .all<{ id: number; adId: string | null; isrc: string | null; title: string; contentSha256: string | null }>();
    expect(contentMissingErrors("order", draft.orderId, results)).toEqual(answered.errors);
    // A release's track is named by its ISRC, under the release's path.
    const track = { id: 9001, adId: null, isrc: "USBH12600001", title: "Track", contentSha256: null };
    expect(contentMissingErrors("release", 7001, [{ ...track, id: 9000, contentSha256: "00" }, track])).toEqual([
      {
        field: "Files[1]",
        code: "content_missing",
        message:
          "file 9001 (USBH12600001) has no content: upload it first with PUT /api/v1/music/releases/7001/files/9001/content",
      },
    ]);
  });

  it("does not count a failed upload as content", async () => {
    const draft = await createDraft();
    await rawPut(draft.content(), cutStream(HD, 100), { "Content-Length": String(HD.byteLength) });
    await upload(draft.content(), HD, { headers: { "Content-Digest": digestOf(await sha256(SD)) } });
    await fieldError(
      await call(`/api/v1/ad/orders/${draft.orderId}/publish`, { method: "PUT" }),
      "Files[0]",
      "content_missing",
    );
  });
});

describe("the OpenAPI document's media examples", () => {
  it("are what the service answers: the upload example is hd-spot.mp4 uploaded to draft 5001's file 8001", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const op = doc.paths["/api/v1/ad/orders/{orderID}/files/{fileID}/content"].put;
    const example = op.responses["200"].content["application/json"].example;
    const { orderID, fileID } = Object.fromEntries(op.parameters.map((p: any) => [p.name, p.example]));
    const res = await call(`/api/v1/ad/orders/${orderID}/files/${fileID}/content`, {
      method: "PUT",
      body: HD,
      contentType: "video/mp4",
    });
    expect(res.status).toBe(200);
    expect({ ...(await json(res)), UploadedAt: example.UploadedAt }).toEqual(example);
    // The download example is a published order's file its destination may fetch.
    const get = doc.paths["/api/v1/ad/orders/{orderID}/files/{fileID}/content"].get;
    const ids = Object.fromEntries(
      get.parameters.filter((p: any) => p.in === "path").map((p: any) => [p.name, p.example]),
    );
    const head = await call(`/api/v1/ad/orders/${ids.orderID}/files/${ids.fileID}/content`, {
      method: "HEAD",
      key: KEYS.wxyz,
    });
    expect(head.status).toBe(200);
  });
});
