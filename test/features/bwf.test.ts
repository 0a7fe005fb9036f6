/**
 * Broadcast Wave on the fly (contract section 16; layout in the lead's decisions of issue 34): `?format=bwf`
 * on PCM WAV content, through the whole worker. The rendition is read back by readers this project did not
 * write: wavefile (npm: the RIFF chunk index, `fmt `, `bext`, the samples) and MediaInfoLib (the service's
 * probe, on the rendition put back into R2). wavefile does not read `cart`, and no npm package found does:
 * its fields are read here by `cartOf`, written from AES46's table of fields, apart from the service's writer.
 */
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WaveFile } from "wavefile";
import { DEMO_MEDIA, demoWav } from "../../fixtures/media";
import { world } from "../../fixtures/world";
import { measureObject } from "../../src/audio/measure";
import { probeMedia } from "../../src/audio/probe";
import { measureFile } from "../../src/features/compliance/compliance.queue";
import { call, json, KEYS, problem } from "../helpers";
import { mediaFixture } from "../media-files";
import { ALL_KEYS } from "../security/support";
import {
  createDraft,
  download,
  orderContent,
  podRow,
  publish,
  releaseContent,
  sha256,
  uploaded,
} from "./media.support";

const BWF = "?format=bwf";
/** The demo world's PCM WAV billboard, order 5028's file 8048, sent to KLMN-FM (201, through Summit) and WQRS-AM. */
const DEMO = orderContent(5028, 8048);

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The chunks of a RIFF file as wavefile indexes them: id, offset of its header, body size. */
function chunksOf(bytes: Uint8Array) {
  const wave = new WaveFile();
  wave.fromBuffer(bytes);
  const signature = (
    wave as unknown as {
      signature: {
        chunkId: string;
        chunkSize: number;
        format: string;
        subChunks: { chunkId: string; chunkSize: number }[];
      };
    }
  ).signature;
  return {
    wave: wave as unknown as {
      fmt: { audioFormat: number; numChannels: number; sampleRate: number; bitsPerSample: number };
      bext: Record<string, string | number | number[]>;
      data: { samples: Uint8Array };
    },
    riff: signature,
    // Where each chunk wavefile found starts: after the previous one and its pad byte (RIFF).
    chunks: signature.subChunks.map((c, i, all) => ({
      id: c.chunkId,
      at: all.slice(0, i).reduce((at, p) => at + 8 + p.chunkSize + (p.chunkSize % 2), 12),
      size: c.chunkSize,
    })),
  };
}

/** AES46-2002's cart chunk, read from its body: fixed-size ASCII fields NUL-padded, then a level and timers. */
function cartOf(bytes: Uint8Array, at: number) {
  const body = bytes.subarray(at + 8);
  let p = 0;
  const text = (n: number) => {
    const raw = String.fromCharCode(...body.subarray(p, p + n));
    p += n;
    return raw.replace(/\0+$/, "");
  };
  const fields = {
    Version: text(4),
    Title: text(64),
    Artist: text(64),
    CutID: text(64),
    ClientID: text(64),
    Category: text(64),
    Classification: text(64),
    OutCue: text(64),
    StartDate: text(10),
    StartTime: text(8),
    EndDate: text(10),
    EndTime: text(8),
    ProducerAppID: text(64),
    ProducerAppVersion: text(64),
    UserDef: text(64),
    LevelReference: new DataView(body.buffer, body.byteOffset + p, 4).getUint32(0, true),
  };
  return fields;
}

const signed16 = (v: number) => (v > 0x7fff ? v - 0x10000 : v);

/** GET the rendition to its end (the delivery recorded once its last byte is read). */
const rendition = (path: string, key: string, headers: Record<string, string> = {}) =>
  download(`${path}${BWF}`, { key, headers });

/** A published order of Northwind's with the demo WAV, sent to KLMN-FM alone, its loudness measured. */
async function wavOrder(): Promise<{ orderId: number; fileId: number; path: string }> {
  const draft = await createDraft({
    files: [{ AdID: "FRNG0002205", Format: "Audio", Length: 5 }],
    destinations: [201],
  });
  await uploaded(draft.content(), demoWav(), { contentType: "audio/wav" });
  // What the loudness queue's consumer does with the upload's message (the rendition's bext carries it).
  const fileId = draft.fileIds[0] as number;
  const row = await env.DB.prepare("SELECT content_key FROM files WHERE id = ?")
    .bind(fileId)
    .first<{ content_key: string }>();
  await measureFile(env, { fileId, key: row?.content_key ?? "" });
  await publish(draft.orderId);
  return { orderId: draft.orderId, fileId: draft.fileIds[0] as number, path: draft.content() };
}

// KLMN-FM as it was before its Deliver (contract section 19): a station that receives the original, whose
// Broadcast Wave is made from it, as every test here reads it. The demo world's spec is put back after.
const KLMN_FM = world.destinationSpecs.find((d) => d.organizationId === 201)?.spec ?? {};
const setKlmnSpec = (spec: object) =>
  env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = 201").bind(JSON.stringify(spec)).run();
beforeAll(async () => {
  const { Deliver: _, ...original } = KLMN_FM;
  await setKlmnSpec(original);
});
afterAll(async () => {
  await setKlmnSpec(KLMN_FM);
});

describe("Broadcast Wave of the demo billboard, for KLMN-FM (Summit's key)", () => {
  it("lays out RIFF, fmt, bext, cart, the other chunks, then the original from its data chunk, as the decisions say", async () => {
    const original = demoWav();
    expect((await podRow(5028, 8048, 201)).Status).toBe("Sending");
    const { res, body } = await rendition(DEMO, KEYS.summit);
    expect(res.status).toBe(200);
    // Summit's key received it for KLMN-FM: delivered, as the plain content would be; WQRS-AM's is untouched.
    expect(await podRow(5028, 8048, 201)).toMatchObject({
      Status: "Delivered",
      DeliveredBy: expect.any(String),
    });
    expect((await podRow(5028, 8048, 202)).Status).toBe("Queued");
    expect(res.headers.get("Content-Type")).toBe("audio/wav");
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="FRNG0002105.wav"');
    expect(Number(res.headers.get("Content-Length"))).toBe(body.length);

    const n = Number(res.headers.get("MDS-Source-Audio-Offset"));
    const m = Number(res.headers.get("MDS-Audio-Offset"));
    const { riff, chunks, wave } = chunksOf(body);
    expect(riff).toMatchObject({ chunkId: "RIFF", format: "WAVE", chunkSize: body.length - 8 });
    expect(chunks.map((c) => c.id)).toEqual(["fmt ", "bext", "cart", "LIST", "data"]);
    expect(chunks.find((c) => c.id === "bext")?.size).toBe(602);
    expect(chunks.find((c) => c.id === "cart")?.size).toBe(2048);
    expect(chunks.find((c) => c.id === "data")?.at).toBe(m);
    const source = chunksOf(original);
    expect(source.chunks.find((c) => c.id === "data")?.at).toBe(n);
    // fmt and LIST verbatim.
    const fmt = source.chunks[0] as { at: number; size: number };
    expect(equalBytes(body.subarray(12, 12 + 8 + fmt.size), original.subarray(12, 12 + 8 + fmt.size))).toBe(true);
    const list = source.chunks.find((c) => c.id === "LIST") as { at: number; size: number };
    const listAt = chunks.find((c) => c.id === "LIST")?.at as number;
    expect(
      equalBytes(body.subarray(listAt, listAt + 8 + list.size), original.subarray(list.at, list.at + 8 + list.size)),
    ).toBe(true);
    expect(wave.fmt).toMatchObject({ audioFormat: 1, numChannels: 1, sampleRate: 44100, bitsPerSample: 16 });

    // The audio byte for byte, from the data chunk header to the end; and the samples wavefile decodes.
    expect(body.length - m).toBe(original.length - n);
    expect(equalBytes(body.subarray(m), original.subarray(n))).toBe(true);
    expect(equalBytes(wave.data.samples, source.wave.data.samples)).toBe(true);

    // The decisions' verification: sha256(original[0:n] ++ rendition[m:]) is the file's Sha256.
    const head = await call(DEMO, { key: KEYS.summit, headers: { Range: `bytes=0-${n - 1}` } });
    expect(head.status).toBe(206);
    const plainHead = new Uint8Array(await head.arrayBuffer());
    const plainEtag = (await call(DEMO, { key: KEYS.northwind, method: "HEAD" })).headers.get("ETag");
    expect(`"${await sha256(concat(plainHead, body.subarray(m)))}"`).toBe(plainEtag);
    expect(plainEtag).toBe(`"${await sha256(original)}"`);
  });

  it("writes bext (EBU Tech 3285 v2) and cart (AES46) from the order, KLMN-FM's house ID and its flight", async () => {
    const { body } = await rendition(DEMO, KEYS.summit);
    const { wave, chunks } = chunksOf(body);
    const uploadedAt = (
      await env.DB.prepare("SELECT content_uploaded_at AS at FROM files WHERE id = 8048").first<{ at: string }>()
    )?.at as string;
    // wavefile answers the fields with their NUL padding.
    const bext = Object.fromEntries(
      Object.entries(wave.bext).map(([k, v]) => [k, typeof v === "string" ? v.replace(/\0+$/, "") : v]),
    );
    expect(bext).toMatchObject({
      chunkId: "bext",
      description: "Weekend Gear Sale :05 (Billboard)",
      originator: "Northwind Agency",
      originatorReference: "FRNG0002105",
      originationDate: uploadedAt.slice(0, 10),
      originationTime: uploadedAt.slice(11, 19),
      version: 2,
      codingHistory: "",
    });
    // The loudness compliance measured (the seed's: -24 LKFS, -21 dBTP, 0 LU), in hundredths.
    expect(signed16(wave.bext.loudnessValue as number)).toBe(-2400);
    expect(signed16(wave.bext.maxTruePeakLevel as number)).toBe(-2100);
    expect(wave.bext.loudnessRange).toBe(0);

    const flight = (
      await json<{ Flights: { StartDate: string; EndDate: string; Destinations: number[] | null }[] }>(
        await call("/api/v1/ad/orders/5028/instructions"),
      )
    ).Flights.find((f) => f.Destinations?.includes(201));
    expect(flight).toBeDefined();
    const cart = cartOf(body, chunks.find((c) => c.id === "cart")?.at as number);
    expect(cart).toEqual({
      Version: "0101",
      Title: "Weekend Gear Sale :05 (Billboard)",
      Artist: "Front Range Outfitters",
      CutID: "KLMN 2611-318",
      ClientID: "Front Range Outfitters",
      Category: "",
      Classification: "",
      OutCue: "",
      StartDate: flight?.StartDate.replaceAll("-", "/"),
      StartTime: "00:00:00",
      EndDate: flight?.EndDate.replaceAll("-", "/"),
      EndTime: "23:59:59",
      ProducerAppID: "Media Delivery Service",
      ProducerAppVersion: "1",
      UserDef: "",
      LevelReference: 32768,
    });
  });

  it("is at KLMN-FM's loudness as the seed says: the service's meter agrees and compliance passes", async () => {
    const key = `bwf-test/${crypto.randomUUID()}`;
    await env.MEDIA.put(key, demoWav());
    const measured = await measureObject(env.MEDIA, key);
    const declared = DEMO_MEDIA["radio-spot.wav"].loudness;
    if (measured.Status !== "Measured") throw new Error(`not measured: ${measured.Reason}`);
    expect(Math.abs((measured.IntegratedLKFS as number) - declared.IntegratedLKFS)).toBeLessThanOrEqual(0.1);
    expect(Math.abs((measured.TruePeakDBTP as number) - declared.TruePeakDBTP)).toBeLessThanOrEqual(0.1);
    const res = await call("/api/v1/ad/orders/5028/files/8048/compliance");
    expect(res.status).toBe(200);
    const body = await json<{ Destinations: { OrganizationID: number; Result: string }[] }>(res);
    expect(JSON.stringify(body)).toContain('"Result":"Pass"');
    expect(JSON.stringify(body)).not.toMatch(/"Result":"(Fail|Warn)"/);
  });

  it("reads as a Wave of the same audio to MediaInfoLib (the service's probe)", async () => {
    const { body } = await rendition(DEMO, KEYS.summit);
    const key = `bwf-test/${crypto.randomUUID()}`;
    await env.MEDIA.put(key, body);
    const facts = await probeMedia(env.MEDIA, key);
    expect(facts).toMatchObject({
      Container: "Wave",
      AudioCodec: "PCM",
      AudioSampleRate: 44100,
      AudioChannels: 1,
      Kind: "audio",
    });
    expect(facts?.DurationSeconds).toBeCloseTo(5, 2);
  });

  it("answers HEAD with the GET's headers and no body, and delivers only on GET", async () => {
    const order = await wavOrder();
    const { res: got, body } = await rendition(order.path, KEYS.summit);
    const headRes = await call(`${order.path}${BWF}`, { key: KEYS.summit, method: "HEAD" });
    expect(headRes.status).toBe(200);
    for (const name of ["ETag", "Content-Length", "Content-Type", "MDS-Audio-Offset", "MDS-Source-Audio-Offset"]) {
      expect(headRes.headers.get(name), name).not.toBeNull();
      expect(headRes.headers.get(name)).toBe(got.headers.get(name));
    }
    expect(Number(headRes.headers.get("Content-Length"))).toBe(body.length);
    expect((await headRes.arrayBuffer()).byteLength).toBe(0);
    // A HEAD alone delivers nothing.
    const other = await wavOrder();
    await call(`${other.path}${BWF}`, { key: KEYS.summit, method: "HEAD" });
    expect((await podRow(other.orderId, other.fileId, 201)).Status).not.toBe("Delivered");
  });
});

describe("ETag, ranges and conditions on the rendition", () => {
  it("has a strong ETag of its own, stable between requests, that changes with the house ID", async () => {
    const order = await wavOrder();
    const bwfPath = `${order.path}${BWF}`;
    const first = await call(bwfPath, { key: KEYS.summit, method: "HEAD" });
    const again = await call(bwfPath, { key: KEYS.summit, method: "HEAD" });
    const plain = await call(order.path, { key: KEYS.summit, method: "HEAD" });
    const etag = first.headers.get("ETag") as string;
    expect(etag).toMatch(/^"bwf-[0-9a-f]{64}"$/);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(etag).not.toBe(plain.headers.get("ETag"));

    const notModified = await call(bwfPath, { key: KEYS.summit, headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ETag")).toBe(etag);
    expect((await call(bwfPath, { key: KEYS.summit, headers: { "If-None-Match": `W/${etag}` } })).status).toBe(304);

    const house = await call(`/api/v1/ad/orders/${order.orderId}/files/${order.fileId}/houseid`, {
      method: "PUT",
      key: KEYS.summit,
      body: { HouseID: "KLMN 2611-999", Organizations: [201] },
    });
    expect(house.status).toBe(200);
    const changed = await call(bwfPath, { key: KEYS.summit, method: "HEAD" });
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(changed.headers.get("Content-Length")).toBe(first.headers.get("Content-Length"));
    expect((await call(bwfPath, { key: KEYS.summit, headers: { "If-None-Match": etag } })).status).toBe(200);
    const { body } = await rendition(order.path, KEYS.summit);
    const cart = cartOf(body, chunksOf(body).chunks.find((c) => c.id === "cart")?.at as number);
    expect(cart.CutID).toBe("KLMN 2611-999");
  });

  it("answers ranges in the head, across the head and the audio, inside the audio and from the end", async () => {
    const whole = (await rendition(DEMO, KEYS.northwind)).body;
    const m = Number((await call(`${DEMO}${BWF}`, { method: "HEAD" })).headers.get("MDS-Audio-Offset"));
    const total = whole.length;
    for (const [range, start, end] of [
      ["bytes=0-99", 0, 100],
      [`bytes=${m - 100}-${m + 99}`, m - 100, m + 100],
      [`bytes=${m + 1000}-${m + 1999}`, m + 1000, m + 2000],
      [`bytes=${m}-`, m, total],
      ["bytes=-50", total - 50, total],
      [`bytes=${total - 10}-${total + 500}`, total - 10, total],
    ] as const) {
      const res = await call(`${DEMO}${BWF}`, { headers: { Range: range } });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("Content-Range"), range).toBe(`bytes ${start}-${end - 1}/${total}`);
      const got = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get("Content-Length")), range).toBe(end - start);
      expect(equalBytes(got, whole.subarray(start, end)), range).toBe(true);
    }
    const beyond = await problem(await call(`${DEMO}${BWF}`, { headers: { Range: `bytes=${total}-` } }), 416);
    expect(beyond.detail).toContain(String(total));

    // If-Range: the rendition's ETag keeps the range; the plain content's asks for the whole rendition.
    const etag = (await call(`${DEMO}${BWF}`, { method: "HEAD" })).headers.get("ETag") as string;
    const kept = await call(`${DEMO}${BWF}`, { headers: { Range: "bytes=0-9", "If-Range": etag } });
    expect(kept.status).toBe(206);
    const plainEtag = (await call(DEMO, { method: "HEAD" })).headers.get("ETag") as string;
    const dropped = await call(`${DEMO}${BWF}`, { headers: { Range: "bytes=0-9", "If-Range": plainEtag } });
    expect(dropped.status).toBe(200);
    expect(Number(dropped.headers.get("Content-Length"))).toBe(total);
    await dropped.arrayBuffer();
  });
});

describe("downloading the rendition delivers", () => {
  it("a whole GET delivers the file to the station, as the plain content does", async () => {
    const order = await wavOrder();
    expect((await podRow(order.orderId, order.fileId, 201)).Status).not.toBe("Delivered");
    const { res } = await rendition(order.path, KEYS.summit);
    expect(res.status).toBe(200);
    expect(await podRow(order.orderId, order.fileId, 201)).toMatchObject({
      Status: "Delivered",
      DeliveredBy: expect.any(String),
    });
  });

  it("ranges that cover the rendition deliver it, one split inside the head, and not before the last one", async () => {
    const order = await wavOrder();
    const bwfPath = `${order.path}${BWF}`;
    const total = Number((await call(bwfPath, { key: KEYS.summit, method: "HEAD" })).headers.get("Content-Length"));
    const m = Number((await call(bwfPath, { key: KEYS.summit, method: "HEAD" })).headers.get("MDS-Audio-Offset"));
    const cuts = [0, 700, m + 5000, total];
    for (let i = 0; i + 1 < cuts.length; i++) {
      expect((await podRow(order.orderId, order.fileId, 201)).Status).not.toBe("Delivered");
      const { res } = await download(bwfPath, {
        key: KEYS.summit,
        headers: { Range: `bytes=${cuts[i]}-${(cuts[i + 1] as number) - 1}` },
      });
      expect(res.status).toBe(206);
    }
    expect((await podRow(order.orderId, order.fileId, 201)).Status).toBe("Delivered");
  });

  it("the owner's download delivers to nobody", async () => {
    const order = await wavOrder();
    expect((await rendition(order.path, KEYS.northwind)).res.status).toBe(200);
    expect((await podRow(order.orderId, order.fileId, 201)).Status).not.toBe("Delivered");
  });
});

describe("whose rendition: the owner, a station's key, a group naming its station", () => {
  it("gives the owner the AdID as CutID and the order's flight as dates", async () => {
    const { body } = await rendition(DEMO, KEYS.northwind);
    const cart = cartOf(body, chunksOf(body).chunks.find((c) => c.id === "cart")?.at as number);
    const order = await json<{ FlightStartDate: string; FlightEndDate: string }>(await call("/api/v1/ad/orders/5028"));
    expect(cart).toMatchObject({
      CutID: "FRNG0002105",
      StartDate: order.FlightStartDate.replaceAll("-", "/"),
      EndDate: order.FlightEndDate.replaceAll("-", "/"),
    });
  });

  it("takes the station's dates from the current instructions' flights that rotate the spot there", async () => {
    const draft = await createDraft({
      files: [
        { AdID: "FRNG0002505", Format: "Audio", Length: 5 },
        { AdID: "FRNG0002605", Format: "Audio", Length: 5 },
      ],
      destinations: [201],
    });
    for (const i of [0, 1]) await uploaded(draft.content(i), demoWav(), { contentType: "audio/wav" });
    const [a, b] = ["FRNG0002505", "FRNG0002605"];
    const instructions = await call(`/api/v1/ad/orders/${draft.orderId}/instructions`, {
      method: "PUT",
      body: {
        Flights: [
          { StartDate: "2030-05-01", EndDate: "2030-05-10", Rotation: [{ AdID: a, Weight: 100 }] },
          {
            StartDate: "2030-05-11",
            EndDate: "2030-05-20",
            Destinations: [201],
            Rotation: [
              { AdID: a, Weight: 50 },
              { AdID: b, Weight: 50 },
            ],
          },
          { StartDate: "2030-06-01", EndDate: "2030-06-30", Rotation: [{ AdID: b, Weight: 100 }] },
        ],
      },
    });
    expect(instructions.status).toBe(200);
    await publish(draft.orderId);
    const datesOf = async (i: number) => {
      const { body } = await download(`${draft.content(i)}${BWF}`, { key: KEYS.summit });
      const cart = cartOf(body, chunksOf(body).chunks.find((c) => c.id === "cart")?.at as number);
      return [cart.StartDate, cart.EndDate];
    };
    expect(await datesOf(0)).toEqual(["2030/05/01", "2030/05/20"]);
    expect(await datesOf(1)).toEqual(["2030/05/11", "2030/06/30"]);
    // The owner gets the order's own flight: none here, so AES46's defaults.
    const { body } = await download(`${draft.content(0)}${BWF}`);
    const cart = cartOf(body, chunksOf(body).chunks.find((c) => c.id === "cart")?.at as number);
    expect([cart.StartDate, cart.EndDate]).toEqual(["1900/01/01", "9999/12/31"]);
  });

  it("on a release: Artist and ISRC, the station's house ID by its own key, a group's station named, 400 unnamed", async () => {
    const created = await call("/api/v1/music/releases", {
      method: "POST",
      key: KEYS.blueharbor,
      body: {
        Title: "Thin Air",
        Artist: "Juniper Vale",
        ReleaseDate: "2026-12-04",
        Files: [{ Title: "Thin Air (Radio Edit)", ISRC: "USBHR2600901", Length: 5 }],
        Destinations: [200, 201],
      },
    });
    expect(created.status).toBe(201);
    const release = await json<{ ReleaseID: number; Files: { FileID: number }[] }>(created);
    const fileId = release.Files[0]?.FileID as number;
    const path = releaseContent(release.ReleaseID, fileId);
    await uploaded(path, demoWav(), { contentType: "audio/wav", key: KEYS.blueharbor });
    expect(
      (await call(`/api/v1/music/releases/${release.ReleaseID}/publish`, { method: "PUT", key: KEYS.blueharbor }))
        .status,
    ).toBe(200);
    const setHouse = await call(`/api/v1/music/releases/${release.ReleaseID}/files/${fileId}/houseid`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { HouseID: "WXYZ-MU-9001" },
    });
    expect(setHouse.status).toBe(200);

    const cartFor = async (key: string, query = "") => {
      const { res, body } = await download(`${path}${BWF}${query}`, { key });
      expect(res.status).toBe(200);
      return cartOf(body, chunksOf(body).chunks.find((c) => c.id === "cart")?.at as number);
    };
    const base = {
      Title: "Thin Air (Radio Edit)",
      Artist: "Juniper Vale",
      ClientID: "Blue Harbor Records",
      StartDate: "2026/12/04",
      EndDate: "9999/12/31",
    };
    expect(await cartFor(KEYS.wxyz)).toMatchObject({ ...base, CutID: "WXYZ-MU-9001" });
    expect(await cartFor(KEYS.blueharbor)).toMatchObject({ ...base, CutID: "USBHR2600901" });
    expect(await cartFor(KEYS.summit, "&organizationID=200")).toMatchObject({ ...base, CutID: "WXYZ-MU-9001" });
    expect(await cartFor(KEYS.summit, "&organizationID=201")).toMatchObject({ ...base, CutID: "USBHR2600901" });
    // The group acts for both destinations: unnamed, GET and HEAD are 400.
    await problem(await call(`${path}${BWF}`, { key: KEYS.summit }), 400);
    expect((await call(`${path}${BWF}`, { key: KEYS.summit, method: "HEAD" })).status).toBe(400);
    // Its download as KLMN-FM delivered to KLMN-FM; WXYZ-TV's own download to WXYZ-TV.
    const rows = await env.DB.prepare("SELECT organization_id AS org, status FROM deliveries WHERE file_id = ?")
      .bind(fileId)
      .all<{ org: number; status: string }>();
    expect(Object.fromEntries(rows.results.map((r) => [r.org, r.status]))).toEqual({
      200: "Delivered",
      201: "Delivered",
    });
  });
});

describe("what has no Broadcast Wave", () => {
  it("is 409 format_unavailable for MP3, MP4 and a WAV that is not PCM, saying why", async () => {
    for (const path of [orderContent(5003, 8007), orderContent(5002, 8003)]) {
      const body = await problem(await call(`${path}${BWF}`), 409);
      expect(body.type).toBe("/problems/format-unavailable");
      expect(body.detail).toContain("not a RIFF WAVE file");
      expect(body.detail).toContain("without ?format=bwf");
    }
    // A float WAV (format tag 3) and a WAV_FORMAT_EXTENSIBLE whose subformat is float.
    const float = demoWav();
    new DataView(float.buffer).setUint16(20, 3, true);
    const draft = await createDraft({
      files: [{ AdID: "FRNG0002305", Format: "Audio", Length: 5 }],
      destinations: [201],
    });
    await uploaded(draft.content(), float, { contentType: "audio/wav" });
    const notPcm = await problem(await call(`${draft.content()}${BWF}`), 409);
    expect(notPcm.detail).toContain("format tag is 0x0003 (IEEE float), not PCM");
    // The same bytes, its fmt EXTENSIBLE with the float subformat: 409; with the PCM subformat: a rendition.
    const extensible = (subformat: number) => {
      const src = demoWav();
      const fmt = new Uint8Array(8 + 40);
      const v = new DataView(fmt.buffer);
      fmt.set([0x66, 0x6d, 0x74, 0x20]);
      v.setUint32(4, 40, true);
      fmt.set(src.subarray(20, 36), 8);
      v.setUint16(8, 0xfffe, true);
      v.setUint16(24, 22, true);
      v.setUint16(26, 16, true);
      v.setUint32(28, 0x4, true);
      v.setUint16(32, subformat, true);
      fmt.set([0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71], 34);
      const out = concat(src.subarray(0, 12), fmt, src.subarray(36));
      new DataView(out.buffer).setUint32(4, out.length - 8, true);
      return out;
    };
    await uploaded(draft.content(), extensible(3), { contentType: "audio/wav" });
    await problem(await call(`${draft.content()}${BWF}`), 409);
    await uploaded(draft.content(), extensible(1), { contentType: "audio/wav" });
    const ok = await call(`${draft.content()}${BWF}`);
    expect(ok.status).toBe(200);
    const body = new Uint8Array(await ok.arrayBuffer());
    expect(chunksOf(body).chunks.map((c) => c.id)).toEqual(["fmt ", "bext", "cart", "LIST", "data"]);
    // The music fixture WAV (fixtures/media/track.wav) has one too.
    await uploaded(draft.content(), mediaFixture("track.wav"), { contentType: "audio/wav" });
    expect((await call(`${draft.content()}${BWF}`)).status).toBe(200);
  });

  it("is 400 for another format, and 404 as the plain content is for a key that may not see it", async () => {
    const bad = await problem(await call(`${DEMO}?format=mp3`), 400);
    expect(bad.errors).toEqual([expect.objectContaining({ field: "format", message: expect.stringContaining("bwf") })]);
    // WXYZ-TV is not a destination of order 5028; Harbor Light is nobody's.
    for (const key of [KEYS.wxyz, KEYS.harborlight, KEYS.blueharbor]) {
      await problem(await call(DEMO, { key }), 404);
      await problem(await call(`${DEMO}${BWF}`, { key }), 404);
    }
    await problem(await call(`${DEMO}${BWF}`, { key: null }), 401);
  });
});

describe("isolation: the rendition is read by exactly the keys that read the plain content", () => {
  it("every key of the demo world, and none, on a sent WAV, a draft WAV, a cancelled WAV and a release's track", async () => {
    const draft = await createDraft({
      files: [{ AdID: "FRNG0002405", Format: "Audio", Length: 5 }],
      destinations: [201],
    });
    await uploaded(draft.content(), demoWav(), { contentType: "audio/wav" });
    const cancelled = await wavOrder();
    expect((await call(`/api/v1/ad/orders/${cancelled.orderId}`, { method: "DELETE" })).status).toBe(200);
    const wav = new Set([DEMO, draft.content(), cancelled.path]);
    const paths = [...wav, releaseContent(7001, 9001), orderContent(5002, 8003)];
    const keys: (string | null)[] = [...Object.values(ALL_KEYS), null];
    const seen: string[] = [];
    for (const path of paths) {
      for (const key of keys) {
        // One byte of each (Range), so that the plain content's receiver rules apply as the rendition's do.
        const headers = { Range: "bytes=0-0" };
        const plain = await call(path, { key, headers });
        await plain.arrayBuffer();
        const bwf = await call(`${path}${BWF}`, { key, headers });
        await bwf.arrayBuffer();
        const label = `${key} ${path}`;
        // Readable: the rendition too, or 409 when the content is not PCM WAV (the release's M4A, 5002's MP4).
        if (plain.status === 206) expect(bwf.status, label).toBe(wav.has(path) ? 206 : 409);
        else expect(bwf.status, label).toBe(plain.status);
        seen.push(`${plain.status}`);
      }
    }
    // The matrix tried refusals of every kind: not visible, a group that must name its station, no valid key; and
    // WXYZ-TV's first ask for 5002's MP4, which it receives as its Deliver's rendition: 409 until that is made.
    expect(new Set(seen)).toEqual(new Set(["206", "404", "400", "401", "409"]));
  });
});
