/**
 * Who may download (contract sections 2 and 8) and what a download delivers.
 * The owner always, a draft too; a destination (directly, as a contact, or
 * through group access) once the order is published and not cancelled; a
 * group that acts for several destinations names one with `?organizationID=`;
 * anyone else, or a file without content, 404. A destination's delivery is
 * Delivered only once it has every byte (one GET or ranges that cover the
 * file, however many of them come at once), with `DeliveredBy`, `Bytes` and
 * `Sha256` in the POD row, and its events sent once; the order is
 * Delivered when all its deliveries are. The owner's download and HEAD deliver
 * nothing.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { keyPrefix } from "../../src/http/keys";
import worker from "../../src/index";
import { call, KEYS, problem, stationsWithoutDeliver } from "../helpers";
import { mediaFixture } from "../media-files";
import {
  createDraft,
  download,
  orderPath,
  orderStatus,
  pod,
  podRow,
  publish,
  RENDITION_TIMEOUT,
  request,
  sha256,
  stationContent,
  uploaded,
} from "./media.support";
import { newBox, subscribe, WEBHOOKS } from "./webhooks.support";

const HD = mediaFixture("hd-spot.mp4");

// These are of what a download of the original is and delivers: WXYZ-TV receives it, its Deliver set aside.
stationsWithoutDeliver(200);
const SIZE = HD.byteLength;

/** What DeliveredBy names: the key's visible prefix (src/http/keys.ts). */
const WXYZ_PREFIX = await keyPrefix(KEYS.wxyz);

/** A published order of Northwind's with the HD spot, to `destinations`. */
async function published(destinations: number[] = [200]) {
  const draft = await createDraft({ destinations });
  await uploaded(draft.content(), HD);
  await publish(draft.orderId);
  return { ...draft, fileId: draft.fileIds[0] as number };
}

const status = async (orderId: number, fileId: number, organizationId: number) =>
  (await podRow(orderId, fileId, organizationId)).Status;

describe("who may download", () => {
  it("the owner, a draft too; a destination only once it is published", async () => {
    const draft = await createDraft();
    await uploaded(draft.content(), HD);
    expect((await download(draft.content())).res.status).toBe(200);
    await problem(await call(draft.content(), { key: KEYS.wxyz }), 404);
    await problem(await call(draft.content(), { key: KEYS.dana }), 404);
    await problem(await call(draft.content(), { key: KEYS.summit }), 404);

    await publish(draft.orderId);
    const { res, body } = await download(draft.content(), { key: KEYS.wxyz });
    expect(res.status).toBe(200);
    expect(body).toEqual(HD);
  });

  it("not a stranger, nor a destination of another order", async () => {
    const order = await published([201]);
    await problem(await call(order.content(), { key: KEYS.harborlight }), 404);
    await problem(await call(order.content(), { key: KEYS.blueharbor }), 404);
    await problem(await call(order.content(), { key: KEYS.wxyz }), 404);
    expect((await call(order.content(), { key: KEYS.wxyz, method: "HEAD" })).status).toBe(404);
  });

  it("nobody once the order is cancelled (deleted after publish)", async () => {
    const order = await published([200]);
    expect((await call(orderPath(order.orderId), { method: "DELETE" })).status).toBe(200);
    for (const key of [KEYS.northwind, KEYS.wxyz, KEYS.summit, KEYS.dana]) {
      await problem(await call(order.content(), { key }), 404);
    }
  });

  it("nobody while the file has no content yet (the owner is told to upload)", async () => {
    const draft = await createDraft();
    const body = await problem(await call(draft.content()), 404);
    expect(body.detail).toContain("PUT");
    expect((await call(draft.content(), { method: "HEAD" })).status).toBe(404);
  });

  it("without a key: 401", async () => {
    const order = await published([200]);
    const res = await call(order.content(), { key: null });
    await problem(res, 401);
  });
});

describe("a group acting for several destinations", () => {
  it("needs ?organizationID= (400 without), 403 for one it cannot act for, 400 for one that is no destination", async () => {
    const order = await published([200, 201]);
    const without = await problem(await call(order.content(), { key: KEYS.summit }), 400);
    expect(without.detail).toContain("organizationID");
    await problem(await call(`${order.content()}?organizationID=202`, { key: KEYS.summit }), 403);
    await problem(await call(`${order.content()}?organizationID=400`, { key: KEYS.summit }), 403);
    await problem(await call(`${order.content()}?organizationID=300`, { key: KEYS.summit }), 400);
    await problem(await call(`${order.content()}?organizationID=abc`, { key: KEYS.summit }), 400);
    // HEAD delivers nothing, so it names no destination.
    expect((await download(order.content(), { key: KEYS.summit, method: "HEAD" })).res.status).toBe(200);
  });

  it("delivers to the destination it names, and only to it", async () => {
    const order = await published([200, 201]);
    const { res, body } = await download(`${order.content()}?organizationID=201`, { key: KEYS.summit });
    expect(res.status).toBe(200);
    expect(body).toEqual(HD);
    const row = await podRow(order.orderId, order.fileId, 201);
    expect(row).toMatchObject({
      Status: "Delivered",
      DeliveredBy: await keyPrefix(KEYS.summit),
      Bytes: SIZE,
      Sha256: await sha256(HD),
    });
    expect(await status(order.orderId, order.fileId, 200)).not.toBe("Delivered");
    expect(await orderStatus(order.orderId)).not.toBe("Delivered");
  });

  it("needs no organizationID when it acts for one destination of the order", async () => {
    const order = await published([200, 202]);
    const { res } = await download(order.content(), { key: KEYS.summit });
    expect(res.status).toBe(200);
    expect(await status(order.orderId, order.fileId, 200)).toBe("Delivered");
    expect(await status(order.orderId, order.fileId, 202)).not.toBe("Delivered");
  });

  it("a destination's own key may name itself, not another", async () => {
    const order = await published([200, 201]);
    await problem(await call(`${order.content()}?organizationID=201`, { key: KEYS.wxyz }), 403);
    expect((await download(`${order.content()}?organizationID=200`, { key: KEYS.wxyz })).res.status).toBe(200);
    expect(await status(order.orderId, order.fileId, 200)).toBe("Delivered");
  });
});

describe("what a download delivers", () => {
  it("names the key by its prefix, which tells WXYZ-TV's key from its contact's", async () => {
    expect(WXYZ_PREFIX).toBe("mds_...9529865b");
    expect(WXYZ_PREFIX).not.toBe(await keyPrefix(KEYS.dana));
  });

  it("a complete GET makes the destination's delivery Delivered, with who, when, bytes and digest", async () => {
    const order = await published([200]);
    const before = await podRow(order.orderId, order.fileId, 200);
    expect(before.Status).not.toBe("Delivered");
    expect(before.DeliveredAt).toBeNull();
    expect(before).toMatchObject({ Bytes: SIZE, Sha256: await sha256(HD) });

    await download(order.content(), { key: KEYS.wxyz });
    const row = await podRow(order.orderId, order.fileId, 200);
    expect(row).toMatchObject({
      Status: "Delivered",
      DeliveredBy: WXYZ_PREFIX,
      Bytes: SIZE,
      Sha256: await sha256(HD),
    });
    expect(Date.parse(row.DeliveredAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    // The only delivery of the order: the order is Delivered too.
    expect(await orderStatus(order.orderId)).toBe("Delivered");
  });

  it("a contact's download names the contact in DeliveredBy", async () => {
    const order = await published([200]);
    await download(order.content(), { key: KEYS.dana });
    expect((await podRow(order.orderId, order.fileId, 200)).DeliveredBy).toBe(
      `${await keyPrefix(KEYS.dana)} (Dana Whitfield)`,
    );
  });

  it("a partial range does not deliver; ranges that together cover the file do", async () => {
    const order = await published([200]);
    const first = await download(order.content(), { key: KEYS.wxyz, headers: { Range: "bytes=0-999" } });
    expect(first.res.status).toBe(206);
    expect(await status(order.orderId, order.fileId, 200)).toMatch(/^(Queued|Sending)$/);
    expect(await orderStatus(order.orderId)).not.toBe("Delivered");

    // Overlapping the first, still short of the end.
    await download(order.content(), { key: KEYS.wxyz, headers: { Range: `bytes=500-${SIZE - 2}` } });
    expect(await status(order.orderId, order.fileId, 200)).toMatch(/^(Queued|Sending)$/);

    await download(order.content(), { key: KEYS.wxyz, headers: { Range: "bytes=-1" } });
    const row = await podRow(order.orderId, order.fileId, 200);
    expect(row.Status).toBe("Delivered");
    expect(row.DeliveredBy).toBe(WXYZ_PREFIX);
    expect(await orderStatus(order.orderId)).toBe("Delivered");
  });

  it("two ranges out of order, the tail first, complete it", async () => {
    const order = await published([200]);
    await download(order.content(), { key: KEYS.wxyz, headers: { Range: "bytes=60000-" } });
    expect(await status(order.orderId, order.fileId, 200)).not.toBe("Delivered");
    await download(order.content(), { key: KEYS.wxyz, headers: { Range: "bytes=0-59999" } });
    expect(await status(order.orderId, order.fileId, 200)).toBe("Delivered");
  });

  it("two halves downloaded at once complete it (their receipts merge)", async () => {
    const order = await published([200]);
    const half = Math.floor(SIZE / 2);
    const [a, b] = await Promise.all([
      download(order.content(), { key: KEYS.wxyz, headers: { Range: `bytes=0-${half - 1}` } }),
      download(order.content(), { key: KEYS.wxyz, headers: { Range: `bytes=${half}-` } }),
    ]);
    expect(new Uint8Array([...a.body, ...b.body])).toEqual(HD);
    expect(await status(order.orderId, order.fileId, 200)).toBe("Delivered");
  });

  it("16 ranges downloaded at once deliver it exactly once: one delivery.updated Delivered, one order.delivered", async () => {
    const hook = await subscribe(KEYS.northwind, newBox(), ["delivery.updated", "order.delivered"]);
    try {
      const order = await published([200]);
      const step = Math.ceil(SIZE / 16);
      const ranges = Array.from({ length: 16 }, (_, i) => `bytes=${i * step}-${Math.min(SIZE, (i + 1) * step) - 1}`);
      const parts = await Promise.all(
        ranges.map((range) => download(order.content(), { key: KEYS.wxyz, headers: { Range: range } })),
      );
      expect(parts.map((p) => p.res.status)).toEqual(ranges.map(() => 206));
      expect(new Uint8Array(parts.flatMap((p) => [...p.body]))).toEqual(HD);

      const row = await podRow(order.orderId, order.fileId, 200);
      expect(row.Status).toBe("Delivered");
      expect(row.DeliveredBy).toBe(WXYZ_PREFIX);
      expect(await orderStatus(order.orderId)).toBe("Delivered");
      // The events written for the agency: exactly one of each, by the one receipt that completed the file.
      const events = await env.DB.prepare(
        `SELECT type, json_extract(data, '$.Status') AS status FROM webhook_events
          WHERE json_extract(data, '$.OrderID') = ? AND (type = 'order.delivered' OR json_extract(data, '$.Status') = 'Delivered') ORDER BY id`,
      )
        .bind(order.orderId)
        .all<{ type: string; status: string }>();
      expect(events.results).toEqual([
        { type: "delivery.updated", status: "Delivered" },
        { type: "order.delivered", status: "Delivered" },
      ]);
    } finally {
      await call(`${WEBHOOKS}/${hook.WebhookID}`, { method: "DELETE" });
    }
  }, 30_000);

  it("a range received again adds nothing: the ranges that complete the file deliver it once", async () => {
    const order = await published([200]);
    const half = Math.floor(SIZE / 2);
    for (let i = 0; i < 3; i++) {
      await download(order.content(), { key: KEYS.wxyz, headers: { Range: `bytes=0-${half - 1}` } });
    }
    expect(await status(order.orderId, order.fileId, 200)).not.toBe("Delivered");
    const ranges = await env.DB.prepare(
      "SELECT r.range_start AS start, r.range_end AS end FROM delivery_ranges r JOIN deliveries d ON d.id = r.delivery_id WHERE d.file_id = ? AND d.organization_id = 200",
    )
      .bind(order.fileId)
      .all();
    expect(ranges.results).toEqual([{ start: 0, end: half }]);
    await download(order.content(), { key: KEYS.wxyz, headers: { Range: `bytes=${half}-` } });
    const delivered = await podRow(order.orderId, order.fileId, 200);
    expect(delivered.Status).toBe("Delivered");
    // Downloading again after delivery records nothing more.
    await download(order.content(), { key: KEYS.wxyz, headers: { Range: "bytes=0-9" } });
    expect(await podRow(order.orderId, order.fileId, 200)).toEqual(delivered);
  });

  it("a late download of a Failed delivery (not collected in time) still delivers it", async () => {
    const order = await published([200]);
    await env.DB.prepare("UPDATE deliveries SET status = 'Failed' WHERE file_id = ? AND organization_id = 200")
      .bind(order.fileId)
      .run();
    expect(await status(order.orderId, order.fileId, 200)).toBe("Failed");
    await download(order.content(), { key: KEYS.wxyz });
    expect(await status(order.orderId, order.fileId, 200)).toBe("Delivered");
  });

  it("ranges with a gap do not complete it", async () => {
    const order = await published([200]);
    await download(order.content(), { key: KEYS.wxyz, headers: { Range: "bytes=0-999" } });
    await download(order.content(), { key: KEYS.wxyz, headers: { Range: "bytes=1001-" } });
    expect(await status(order.orderId, order.fileId, 200)).not.toBe("Delivered");
  });

  it("the owner's download, a HEAD and a 304 deliver nothing", async () => {
    const order = await published([200]);
    await download(order.content());
    await download(order.content(), { key: KEYS.wxyz, method: "HEAD" });
    const etag = `"${await sha256(HD)}"`;
    const cached = await download(order.content(), { key: KEYS.wxyz, headers: { "If-None-Match": etag } });
    expect(cached.res.status).toBe(304);
    expect(await status(order.orderId, order.fileId, 200)).not.toBe("Delivered");
    expect(await orderStatus(order.orderId)).not.toBe("Delivered");
  });

  it("a download cut off by the receiver delivers nothing", async () => {
    const order = await published([200]);
    const ctx = createExecutionContext();
    const res = await worker.fetch(request(order.content(), { key: KEYS.wxyz }), env, ctx);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const { value } = await reader.read();
    expect(value?.byteLength ?? 0).toBeLessThan(SIZE);
    await reader.cancel();
    await waitOnExecutionContext(ctx);
    expect(await status(order.orderId, order.fileId, 200)).not.toBe("Delivered");
  });

  it("the order is Delivered only when every delivery is", { timeout: RENDITION_TIMEOUT }, async () => {
    const draft = await createDraft({
      destinations: [200, 201],
      files: [{ AdID: "ALLD1234" }, { AdID: "ALLD1235", Format: "Audio" }],
    });
    await uploaded(draft.content(0), HD);
    await uploaded(draft.content(1), mediaFixture("radio-spot.mp3"), { contentType: "audio/mpeg" });
    await publish(draft.orderId);

    await download(draft.content(0), { key: KEYS.wxyz });
    await download(draft.content(1), { key: KEYS.wxyz });
    await download(`${draft.content(0)}?organizationID=201`, { key: KEYS.summit });
    expect(await orderStatus(draft.orderId)).not.toBe("Delivered");
    expect((await pod(draft.orderId)).filter((r) => r.Status === "Delivered")).toHaveLength(3);

    // KLMN-FM receives the radio spot as its Deliver's WAV, once the rendition queue has made it.
    const wav = await stationContent(draft.content(1), 201);
    const { res } = await download(`${draft.content(1)}?organizationID=201`, { key: KEYS.summit });
    expect(res.headers.get("Content-Type")).toBe("audio/wav");
    expect(res.headers.get("ETag")).toBe(wav.get("ETag"));
    expect((await pod(draft.orderId)).map((r) => r.Status)).toEqual([
      "Delivered",
      "Delivered",
      "Delivered",
      "Delivered",
    ]);
    expect(await orderStatus(draft.orderId)).toBe("Delivered");
  });

  it("downloading again after delivery changes nothing of it", async () => {
    const order = await published([200]);
    await download(order.content(), { key: KEYS.wxyz });
    const first = await podRow(order.orderId, order.fileId, 200);
    await download(order.content(), { key: KEYS.dana });
    expect(await podRow(order.orderId, order.fileId, 200)).toEqual(first);
  });
});
