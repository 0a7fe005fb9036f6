/**
 * Download (contract section 8): `GET` and `HEAD {file}/content` stream the
 * exact bytes uploaded with `Content-Type`, `Content-Length`, a strong ETag
 * (the SHA-256), `Content-Digest`/`Repr-Digest`, `Accept-Ranges` and a
 * `Content-Disposition` named by the AdID (an ISRC for a release's track);
 * one `Range` answers 206 with exact bytes, an unsatisfiable one 416, several
 * or a stale `If-Range` the whole file; `If-None-Match` with the ETag 304.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, KEYS, problem, stationsWithoutDeliver } from "../helpers";
import { mediaFixture } from "../media-files";
import {
  createDraft,
  type Draft,
  digestOf,
  download,
  podRow,
  publish,
  releaseContent,
  sha256,
  uploaded,
} from "./media.support";

const HD = mediaFixture("hd-spot.mp4");
const SIZE = HD.byteLength;

// These are of what a download of the original is and delivers: WXYZ-TV receives it, its Deliver set aside.
stationsWithoutDeliver(200);
let HD_SHA = "";
let draft: Draft;
let path = "";

/** One published order to WXYZ-TV with the HD spot, for the tests that only read it. */
beforeAll(async () => {
  HD_SHA = await sha256(HD);
  draft = await createDraft({ files: [{ AdID: "DOWN1234", Format: "HD" }] });
  await uploaded(draft.content(), HD);
  await publish(draft.orderId);
  path = draft.content();
});

function expectFileHeaders(res: Response, filename = "DOWN1234.mp4") {
  expect(res.headers.get("Content-Type")).toBe("video/mp4");
  expect(res.headers.get("ETag")).toBe(`"${HD_SHA}"`);
  expect(res.headers.get("Repr-Digest")).toBe(digestOf(HD_SHA));
  expect(res.headers.get("Accept-Ranges")).toBe("bytes");
  expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="${filename}"`);
}

describe("GET {file}/content: the whole file", () => {
  it("answers 200 with the exact bytes and every header, to a destination", async () => {
    const { res, body } = await download(path, { key: KEYS.wxyz });
    expect(res.status).toBe(200);
    expectFileHeaders(res);
    expect(res.headers.get("Content-Length")).toBe(String(SIZE));
    expect(res.headers.get("Content-Digest")).toBe(digestOf(HD_SHA));
    expect(res.headers.get("Content-Range")).toBeNull();
    expect(body).toEqual(HD);
    expect(await sha256(body as Uint8Array<ArrayBuffer>)).toBe(HD_SHA);
  });

  it("answers the owner the same", async () => {
    const { res, body } = await download(path);
    expect(res.status).toBe(200);
    expectFileHeaders(res);
    expect(body).toEqual(HD);
  });

  it("takes any Accept: the media is what it is", async () => {
    for (const accept of ["video/mp4", "application/octet-stream", "application/xml", "*/*"]) {
      const { res, body } = await download(path, { key: KEYS.wxyz, headers: { Accept: accept } });
      expect(res.status, accept).toBe(200);
      expect(body.byteLength, accept).toBe(SIZE);
    }
  });

  it("answers HEAD with the same headers and no body, recording no delivery", async () => {
    const own = await createDraft({ files: [{ AdID: "HEAD1234" }] });
    await uploaded(own.content(), HD);
    await publish(own.orderId);
    const { res, body } = await download(own.content(), { key: KEYS.wxyz, method: "HEAD" });
    expect(res.status).toBe(200);
    expectFileHeaders(res, "HEAD1234.mp4");
    expect(res.headers.get("Content-Length")).toBe(String(SIZE));
    expect(res.headers.get("Content-Digest")).toBe(digestOf(HD_SHA));
    expect(body.byteLength).toBe(0);
    expect((await podRow(own.orderId, own.fileIds[0] as number, 200)).Status).not.toBe("Delivered");
  });

  it("names a release's track by its ISRC, for the label and for a destination", async () => {
    for (const key of [KEYS.blueharbor, KEYS.wxyz, KEYS.dana]) {
      const { res, body } = await download(releaseContent(7001, 9001), { key });
      expect(res.status, key).toBe(200);
      expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="USBHR2600101.m4a"');
      expect(res.headers.get("Content-Type")).toBe("audio/mp4");
      expect(body).toEqual(mediaFixture("track.m4a"));
    }
  });

  it("names the file's extension by its media type", async () => {
    const own = await createDraft({ files: [{ AdID: "EXTN1234", Format: "Audio" }] });
    await uploaded(own.content(), mediaFixture("radio-spot.mp3"), { contentType: "audio/mpeg" });
    const { res } = await download(own.content());
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="EXTN1234.mp3"');
  });
});

describe("GET {file}/content: ranges and conditions", () => {
  it.each([
    ["bytes=0-9", 0, 10],
    ["bytes=10-", 10, SIZE],
    ["bytes=-5", SIZE - 5, SIZE],
    [`bytes=100-${SIZE + 500}`, 100, SIZE],
    [`bytes=${SIZE - 1}-${SIZE - 1}`, SIZE - 1, SIZE],
  ])("answers %s with 206 and exactly those bytes", async (range, start, end) => {
    const { res, body } = await download(path, { key: KEYS.wxyz, headers: { Range: range } });
    expect(res.status).toBe(206);
    expectFileHeaders(res);
    expect(res.headers.get("Content-Range")).toBe(`bytes ${start}-${end - 1}/${SIZE}`);
    expect(res.headers.get("Content-Length")).toBe(String(end - start));
    expect(body).toEqual(HD.slice(start, end));
  });

  it.each([`bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, "bytes=-0"])(
    "answers %s (none of the file) with 416 and Content-Range bytes */size",
    async (range) => {
      const res = await call(path, { key: KEYS.wxyz, headers: { Range: range } });
      expect(res.headers.get("Content-Range")).toBe(`bytes */${SIZE}`);
      await problem(res, 416);
    },
  );

  it.each(["bytes=0-9,20-29", "bytes=5-2", "items=0-9", "bytes=abc"])(
    "answers a Range it does not serve (%s) with the whole file",
    async (range) => {
      const { res, body } = await download(path, { key: KEYS.wxyz, headers: { Range: range } });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Range")).toBeNull();
      expect(body).toEqual(HD);
    },
  );

  it("answers If-None-Match with the ETag by 304 and no body", async () => {
    for (const tag of [`"${HD_SHA}"`, `W/"${HD_SHA}"`, `"other", "${HD_SHA}"`, "*"]) {
      const { res, body } = await download(path, { key: KEYS.wxyz, headers: { "If-None-Match": tag } });
      expect(res.status, tag).toBe(304);
      expect(res.headers.get("ETag")).toBe(`"${HD_SHA}"`);
      expect(body.byteLength).toBe(0);
    }
  });

  it("answers If-None-Match with another ETag by the file", async () => {
    const { res, body } = await download(path, { key: KEYS.wxyz, headers: { "If-None-Match": '"other"' } });
    expect(res.status).toBe(200);
    expect(body).toEqual(HD);
  });

  it("answers If-Range: the range when it is the ETag, the whole file when not", async () => {
    const same = await download(path, { key: KEYS.wxyz, headers: { Range: "bytes=0-9", "If-Range": `"${HD_SHA}"` } });
    expect(same.res.status).toBe(206);
    expect(same.body).toEqual(HD.slice(0, 10));

    const stale = await download(path, { key: KEYS.wxyz, headers: { Range: "bytes=0-9", "If-Range": '"stale"' } });
    expect(stale.res.status).toBe(200);
    expect(stale.res.headers.get("Content-Range")).toBeNull();
    expect(stale.body).toEqual(HD);
  });

  it("answers HEAD with a Range like the GET, without a body", async () => {
    const { res, body } = await download(path, { key: KEYS.wxyz, method: "HEAD", headers: { Range: "bytes=0-9" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes 0-9/${SIZE}`);
    expect(body.byteLength).toBe(0);
  });
});
