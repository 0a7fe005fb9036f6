/**
 * Media compliance (contract section 17), through the whole worker: destination specs (read by any key,
 * written by the destination or its group), a spot's loudness measured after its upload (the queue's consumer
 * called as the queue calls it, and the queue itself), compliance per destination, publishing refused on a
 * `Fail` and warned on a `Pending`, and `file.compliance_failed` when a `Fail` is found after publishing.
 */
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { world } from "../../fixtures/world";
import { measureFile, requeueMeasurements } from "../../src/features/compliance/compliance.queue";
import { call, json, KEYS, problem } from "../helpers";
import { mediaFixture } from "../media-files";
import { sine, wav } from "./compliance.signals";
import { createDraft, orderPath, releaseContent, uploaded } from "./media.support";
import { eventually, newBox, subscribe } from "./webhooks.support";

const SPECS = "/api/v1/ad/account/destinationSpecs";
const KLMN_FM = world.destinationSpecs.find((d) => d.organizationId === 201)?.spec;
const compliancePath = (orderId: number, fileId: number) => `${orderPath(orderId)}/files/${fileId}/compliance`;

/** A generated stereo 1 kHz tone at `dbfs` (which it reads as LUFS), `seconds` long, as a 16-bit WAV. */
const tone = (dbfs: number, seconds = 5) => wav(sine({}, [{ dbfs, seconds }]));

/** A draft radio order with one Audio spot to `destinations`, its content uploaded as `bytes`. */
async function radioSpot(bytes: Uint8Array, destinations = [201], contentType = "audio/wav") {
  const draft = await createDraft({
    files: [{ AdID: `LOUD${String(++serial).padStart(4, "0")}`, Format: "Audio" }],
    destinations,
  });
  const record = await uploaded(draft.content(), bytes, { contentType });
  return { ...draft, fileId: draft.fileIds[0] as number, record };
}
let serial = 0;

/** What the loudness queue's consumer does with the upload's message. */
async function measure(fileId: number) {
  const row = await env.DB.prepare("SELECT content_key FROM files WHERE id = ?")
    .bind(fileId)
    .first<{ content_key: string }>();
  await measureFile(env, { fileId, key: row?.content_key ?? "" });
}

const compliance = async (orderId: number, fileId: number, key: string = KEYS.northwind) => {
  const res = await call(compliancePath(orderId, fileId), { key });
  expect(res.status).toBe(200);
  return json(res);
};

/** A station that receives the original: no Deliver (contract section 19). */
const NOT_NEEDED = { Status: "NotNeeded", Reason: null, ContentType: null, Bytes: null, Sha256: null };

const publish = (orderId: number) => call(`${orderPath(orderId)}/publish`, { method: "PUT" });

describe("destination specs", () => {
  // KLMN-FM's spec as the demo world has it (its Deliver too), put back after.
  const original = KLMN_FM;
  afterAll(async () => {
    await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: original });
  });

  it("any key reads a destination's spec, in JSON and XML; a non-destination is 404", async () => {
    const spec = await json(await call(`${SPECS}/200`, { key: KEYS.harborlight }));
    expect(spec).toMatchObject({
      OrganizationID: 200,
      Name: "WXYZ-TV",
      Containers: ["MPEG-4", "QuickTime", "MXF"],
      MinWidth: 1280,
      FrameRates: null,
      Loudness: { Standard: "ATSC A/85", TargetLKFS: -24, ToleranceLU: 2, MaxTruePeakDBTP: -2 },
      UpdatedBy: "WXYZ-TV",
    });
    const xml = await call(`${SPECS}/202`, { key: KEYS.blueharbor, accept: "application/xml" });
    expect(xml.status).toBe(200);
    const text = await xml.text();
    expect(text).toContain("<DestinationSpec");
    expect(text).toContain("<Containers><Container>MPEG Audio</Container><Container>Wave</Container></Containers>");
    expect(text).toContain("<AudioChannels><AudioChannelCount>1</AudioChannelCount></AudioChannels>");
    await problem(await call(`${SPECS}/100`), 404);
    await problem(await call(`${SPECS}/999999`), 404);
  });

  it("the destination or a group acting for it writes it; anyone else is 403", async () => {
    const input = { Containers: ["Wave"], AudioSampleRates: [48000], Loudness: { Standard: "EBU R128" } };
    await problem(await call(`${SPECS}/201`, { method: "PUT", key: KEYS.northwind, body: input }), 403);
    await problem(await call(`${SPECS}/201`, { method: "PUT", key: KEYS.wxyz, body: input }), 403);
    // Summit acts for 200 and 201, not 202.
    await problem(await call(`${SPECS}/202`, { method: "PUT", key: KEYS.summit, body: input }), 403);
    const res = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: input });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      OrganizationID: 201,
      Containers: ["Wave"],
      AudioSampleRates: [48000],
      AudioChannels: null,
      Loudness: { Standard: "EBU R128", TargetLKFS: -23, ToleranceLU: 1, MaxTruePeakDBTP: -1 },
      UpdatedBy: "Summit Broadcasting",
    });
    expect(await json(await call(`${SPECS}/201`))).toMatchObject({ Containers: ["Wave"], AudioChannels: null });
    // In XML too, by the destination's contact.
    const xml = await call(`${SPECS}/200`, {
      method: "PUT",
      key: KEYS.dana,
      body:
        "<DestinationSpec><Containers><Container>MPEG-4</Container></Containers><MinWidth>1280</MinWidth>" +
        "<MinHeight>720</MinHeight><AudioSampleRates><AudioSampleRate>48000</AudioSampleRate></AudioSampleRates>" +
        "<AudioChannels><AudioChannelCount>1</AudioChannelCount><AudioChannelCount>2</AudioChannelCount>" +
        "<AudioChannelCount>6</AudioChannelCount></AudioChannels><VideoCodecs><VideoCodec>AVC</VideoCodec>" +
        "<VideoCodec>ProRes</VideoCodec><VideoCodec>MPEG Video</VideoCodec></VideoCodecs>" +
        "<MaxLengthDifferenceSeconds>1</MaxLengthDifferenceSeconds><Loudness><Standard>ATSC A/85</Standard>" +
        "</Loudness></DestinationSpec>",
    });
    expect(xml.status).toBe(200);
    expect(await json(await call(`${SPECS}/200`))).toMatchObject({
      Containers: ["MPEG-4"],
      AudioChannels: [1, 2, 6],
      UpdatedBy: "WXYZ-TV",
      Loudness: { TargetLKFS: -24 },
    });
    await call(`${SPECS}/200`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: {
        Containers: ["MPEG-4", "QuickTime", "MXF"],
        VideoCodecs: ["AVC", "ProRes", "MPEG Video"],
        MinWidth: 1280,
        MinHeight: 720,
        AudioSampleRates: [48000],
        AudioChannels: [1, 2, 6],
        MaxLengthDifferenceSeconds: 1,
        Loudness: { Standard: "ATSC A/85" },
      },
    });
  });

  it("takes back its own answer in XML, xsi:nil and all, unchanged", async () => {
    const before = await json(await call(`${SPECS}/201`));
    expect(before.FrameRates).toBeNull();
    const xml = await (await call(`${SPECS}/201`, { key: KEYS.summit, accept: "application/xml" })).text();
    expect(xml).toContain('xsi:nil="true"');
    const res = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: xml });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await json(await call(`${SPECS}/201`));
    expect({ ...after, UpdatedAt: null }).toEqual({ ...before, UpdatedAt: null });
  });

  it("refuses a body that is not an object (a JSON array) and changes nothing", async () => {
    const before = await json(await call(`${SPECS}/201`));
    for (const body of ["[]", "[{}]", '[{"Containers":["Wave"]}]']) {
      const res = await call(`${SPECS}/201`, {
        method: "PUT",
        key: KEYS.summit,
        body,
        contentType: "application/json",
      });
      expect([400, 422], `${body}: ${await res.clone().text()}`).toContain(res.status);
    }
    expect(await json(await call(`${SPECS}/201`))).toEqual(before);
  });

  it("names every field it refuses", async () => {
    const body = await problem(
      await call(`${SPECS}/201`, {
        method: "PUT",
        key: KEYS.summit,
        body: { Containers: ["AVI"], MinWidth: -1, Loudness: { Standard: "CALM" } },
      }),
      422,
    );
    expect((body.errors ?? []).map((e: { field: string }) => e.field).sort()).toEqual([
      "Containers[0]",
      "Loudness.Standard",
      "MinWidth",
    ]);
  });
});

describe("a spec's Deliver (contract section 19)", () => {
  // KLMN-FM's spec as the demo world has it (its Deliver too), put back after.
  const original = KLMN_FM;
  afterAll(async () => {
    await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: original });
  });
  const radio = { Container: "Wave", AudioCodec: "PCM", AudioSampleRate: 44100, AudioBitDepth: 16, AudioChannels: 2 };

  it("answers the network's XDCAM HD422 and keeps a station's Deliver, every field present, in JSON and XML", async () => {
    expect(await json(await call(`${SPECS}/235`, { key: KEYS.northwind }))).toMatchObject({
      OrganizationID: 235,
      Containers: null,
      Deliver: {
        Container: "MXF",
        VideoCodec: "MPEG-2",
        Width: 1920,
        Height: 1080,
        FrameRate: 29.97,
        VideoBitrateMbps: 50,
        AudioCodec: "PCM",
        AudioSampleRate: 48000,
        AudioBitDepth: 24,
        AudioBitrateKbps: null,
        AudioChannels: 2,
        NormalizeLoudness: false,
      },
    });
    expect(await json(await call(`${SPECS}/200`))).toMatchObject({ Deliver: null });

    const body = { ...original, Deliver: { ...radio, NormalizeLoudness: true } };
    const res = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body });
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = await json(res);
    expect(stored.Deliver).toEqual({
      ...radio,
      VideoCodec: null,
      Width: null,
      Height: null,
      FrameRate: null,
      VideoBitrateMbps: null,
      AudioBitrateKbps: null,
      NormalizeLoudness: true,
    });
    const xml = await (await call(`${SPECS}/201`, { key: KEYS.summit, accept: "application/xml" })).text();
    expect(xml).toContain("<Deliver><Container>Wave</Container>");
    expect(xml).toContain("<NormalizeLoudness>true</NormalizeLoudness></Deliver>");
    const back = await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: xml });
    expect(back.status, await back.clone().text()).toBe(200);
    expect((await json(back)).Deliver).toEqual(stored.Deliver);
  });

  it("refuses a Deliver that could never be made, naming each field, and changes nothing", async () => {
    const before = await json(await call(`${SPECS}/201`));
    const cases: [object, string[]][] = [
      [{ Container: "Wave", VideoCodec: "H.264" }, ["Deliver.VideoCodec"]],
      [{ Container: "MXF", AudioCodec: "AAC" }, ["Deliver.AudioCodec"]],
      [{ Container: "MPEG-4", VideoCodec: "H.264", Width: 1280 }, ["Deliver.Height"]],
      [{ Container: "MPEG Audio", AudioCodec: "MP3", AudioBitDepth: 24 }, ["Deliver.AudioBitDepth"]],
      [{ Container: "Wave", AudioCodec: "PCM", AudioBitrateKbps: 192 }, ["Deliver.AudioBitrateKbps"]],
      [{ Container: "AVI", FrameRate: 0 }, ["Deliver.Container", "Deliver.FrameRate"]],
    ];
    for (const [deliver, fields] of cases) {
      const res = await call(`${SPECS}/201`, {
        method: "PUT",
        key: KEYS.summit,
        body: { ...original, Deliver: deliver },
      });
      const body = await problem(res, 422);
      expect((body.errors ?? []).map((e: { field: string }) => e.field).sort(), JSON.stringify(deliver)).toEqual(
        fields,
      );
    }
    // Normalising needs a target: the spec's Loudness.
    const noTarget = { Containers: ["Wave"], Deliver: { ...radio, NormalizeLoudness: true } };
    const body = await problem(await call(`${SPECS}/201`, { method: "PUT", key: KEYS.summit, body: noTarget }), 422);
    expect((body.errors ?? []).map((e: { field: string }) => e.field)).toEqual(["Deliver.NormalizeLoudness"]);
    expect(await json(await call(`${SPECS}/201`))).toEqual(before);
  });
});

/** Sets a station's spec as it is stored, bypassing the API (the demo world's is put back with it). */
const setSpec = (organizationId: number, spec: object) =>
  env.DB.prepare("UPDATE destination_specs SET spec = ? WHERE organization_id = ?")
    .bind(JSON.stringify(spec), organizationId)
    .run();
const worldSpec = (organizationId: number) =>
  world.destinationSpecs.find((d) => d.organizationId === organizationId)?.spec ?? {};

describe("a spot's loudness and compliance", { timeout: 60_000 }, () => {
  // Section 17 on a station that receives the original: KLMN-FM and WQRS-AM as they were before their Deliver
  // (contract section 19), whose rendition would fix what these tests find. The demo world's specs are put back after.
  beforeAll(async () => {
    for (const id of [201, 202]) {
      const { Deliver: _, ...original } = worldSpec(id) as { Deliver?: unknown };
      await setSpec(id, original);
    }
  });
  afterAll(async () => {
    for (const id of [201, 202]) await setSpec(id, worldSpec(id));
  });

  it("measures an upload in the background: Pending in the upload's answer, then Measured", async () => {
    const spot = await radioSpot(tone(-24));
    expect(spot.record.Media).toMatchObject({ Loudness: null, Measurement: { Status: "Pending", Reason: null } });
    await measure(spot.fileId);
    const answer = await compliance(spot.orderId, spot.fileId);
    expect(answer).toMatchObject({
      FileID: spot.fileId,
      Format: "Audio",
      Measurement: { Status: "Measured", Reason: null },
      Loudness: { IntegratedLKFS: -24, LoudnessRangeLU: 0 },
    });
    expect(Math.abs(answer.Loudness.TruePeakDBTP + 24)).toBeLessThanOrEqual(0.1);
    expect(answer.Destinations).toEqual([
      {
        OrganizationID: 201,
        Name: "KLMN-FM",
        Result: "Pass",
        Rendition: NOT_NEEDED,
        Checks: [
          { Check: "Container", Expected: "Wave or MPEG Audio", Actual: "Wave", Result: "Pass" },
          { Check: "AudioChannels", Expected: "1 or 2", Actual: "2", Result: "Pass" },
          { Check: "Length", Expected: "5 s (the declared Length) ±1 s", Actual: "5 s", Result: "Pass" },
          {
            Check: "IntegratedLoudness",
            Expected: "-24 LKFS ±2 LU (ATSC A/85)",
            Actual: "-24.0 LKFS (0.0 LU)",
            Result: "Pass",
          },
          { Check: "TruePeak", Expected: "at most -2.0 dBTP (ATSC A/85)", Actual: "-24.0 dBTP", Result: "Pass" },
        ],
      },
    ]);
    // Measured twice (at least once delivery): the same record, nothing else written.
    const before = await env.DB.prepare("SELECT content_loudness FROM files WHERE id = ?").bind(spot.fileId).first();
    await measure(spot.fileId);
    expect(await env.DB.prepare("SELECT content_loudness FROM files WHERE id = ?").bind(spot.fileId).first()).toEqual(
      before,
    );
  });

  it("refuses to publish a spot too loud for a station's spec (422 spec_violation naming it), then takes a compliant one", async () => {
    const spot = await radioSpot(tone(-12), [201, 202]);
    await measure(spot.fileId);
    const answer = await compliance(spot.orderId, spot.fileId);
    expect(
      answer.Destinations.map((d: { OrganizationID: number; Result: string }) => [d.OrganizationID, d.Result]),
    ).toEqual([
      [201, "Fail"],
      [202, "Fail"],
    ]);
    // WQRS-AM, an AM station, takes mono only: the stereo tone fails its channel count as well.
    expect(
      answer.Destinations[1].Checks.filter((c: { Result: string }) => c.Result === "Fail").map(
        (c: { Check: string }) => c.Check,
      ),
    ).toEqual(["AudioChannels", "IntegratedLoudness"]);
    const refused = await problem(await publish(spot.orderId), 422);
    expect(refused.errors).toEqual([
      {
        field: "Files[0]",
        code: "spec_violation",
        message: expect.stringMatching(
          /^file \d+ \(LOUD\d+\) breaks the spec of KLMN-FM \(201\): IntegratedLoudness is -12\.0 LKFS \(\+12\.0 LU\), the spec takes -24 LKFS ±2 LU \(ATSC A\/85\)$/,
        ),
      },
      {
        field: "Files[0]",
        code: "spec_violation",
        message: expect.stringContaining(
          "WQRS-AM (202): AudioChannels is 2, the spec takes 1; IntegratedLoudness is -12.0",
        ),
      },
    ]);
    expect((await json(await call(orderPath(spot.orderId)))).Status).toBe("Draft");

    // Replaced by a mono tone 12 dB down, for WQRS-AM's sake: the demo's radio spot (an MP3, -24.0 LUFS).
    await uploaded(spot.content(), mediaFixture("radio-spot.mp3"), { contentType: "audio/mpeg" });
    await measure(spot.fileId);
    const fixed = await compliance(spot.orderId, spot.fileId);
    expect(fixed.Destinations.map((d: { Result: string }) => d.Result)).toEqual(["Pass", "Pass"]);
    const published = await publish(spot.orderId);
    expect(published.status).toBe(200);
    expect((await json(published)).Warnings.map((w: { Code: string }) => w.Code)).toEqual(["destination_offline"]);
  });

  it("answers a spot's compliance and the refusal to publish it in XML too", async () => {
    const spot = await radioSpot(tone(-12));
    await measure(spot.fileId);
    const res = await call(compliancePath(spot.orderId, spot.fileId), { accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const text = await res.text();
    expect(text).toMatch(/^<\?xml[^>]*>\s*<FileCompliance/);
    expect(text).toContain("<Measurement><Status>Measured</Status>");
    expect(text).toContain("<IntegratedLKFS>-12</IntegratedLKFS>");
    expect(text).toMatch(
      new RegExp(
        "<Destinations><Destination><OrganizationID>201</OrganizationID><Name>KLMN-FM</Name><Result>Fail</Result>" +
          "<Rendition><Status>NotNeeded</Status>.*?</Rendition><Checks><Check><Check>Container</Check>",
      ),
    );
    expect(text).toContain(
      "<Check><Check>IntegratedLoudness</Check><Expected>-24 LKFS ±2 LU (ATSC A/85)</Expected><Actual>-12.0 LKFS (+12.0 LU)</Actual><Result>Fail</Result></Check>",
    );
    const refused = await call(`${orderPath(spot.orderId)}/publish`, { method: "PUT", accept: "application/xml" });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+xml/);
    const problemXml = await refused.text();
    expect(problemXml).toContain("<field>Files[0]</field><code>spec_violation</code>");
    expect(problemXml).toContain("breaks the spec of KLMN-FM (201): IntegratedLoudness is -12.0 LKFS");
  });

  it("sends no event for a Fail measured while the order is a draft: publishing refuses it instead", async () => {
    const owner = newBox();
    await subscribe(KEYS.northwind, owner, ["file.compliance_failed"]);
    const spot = await radioSpot(tone(-10));
    await measure(spot.fileId);
    expect((await compliance(spot.orderId, spot.fileId)).Destinations[0].Result).toBe("Fail");
    const events = await env.DB.prepare(
      "SELECT count(*) AS n FROM webhook_events WHERE type = 'file.compliance_failed' AND json_extract(data, '$.FileID') = ?",
    )
      .bind(spot.fileId)
      .first<{ n: number }>();
    expect(events?.n).toBe(0);
    await problem(await publish(spot.orderId), 422);
  });

  it("checks a true peak above the maximum as Fail, and a spot the spec does not apply to not at all", async () => {
    // EBU Tech 3341 case 19's signal at -12 dB: -24.0 LUFS... with samples 3 dB under a true peak of -0.5 dBTP.
    const peaky = wav(sine({ frequency: 12_000, phase: Math.PI / 4, fadeIn: 0.1 }, [{ dbfs: -0.5, seconds: 5 }]), 32);
    const spot = await radioSpot(peaky);
    await measure(spot.fileId);
    const answer = await compliance(spot.orderId, spot.fileId);
    const peak = answer.Destinations[0].Checks.find((c: { Check: string }) => c.Check === "TruePeak");
    expect(peak).toMatchObject({ Result: "Fail" });
    // An HD spot to the radio station only: its spec airs Audio spots, so nothing is checked.
    const hd = await createDraft({ files: [{ AdID: "HDTO0201", Format: "HD" }], destinations: [201] });
    await uploaded(hd.content(), mediaFixture("hd-spot.mp4"));
    expect((await compliance(hd.orderId, hd.fileIds[0] as number)).Destinations).toEqual([]);
  });

  it("waits for a file without content (every destination Pending), and fails a silent one on its integrated loudness", async () => {
    const draft = await createDraft({ files: [{ AdID: "NOCN0001", Format: "Audio" }], destinations: [201, 202] });
    const empty = await compliance(draft.orderId, draft.fileIds[0] as number);
    expect(empty.Measurement).toEqual({
      Status: "Pending",
      Reason: expect.stringContaining(`no content yet: upload it with PUT /api/v1/ad/orders/${draft.orderId}/files/`),
    });
    expect(empty.Loudness).toBeNull();
    expect(empty.Destinations).toEqual([
      { OrganizationID: 201, Name: "KLMN-FM", Result: "Pending", Rendition: NOT_NEEDED, Checks: [] },
      { OrganizationID: 202, Name: "WQRS-AM", Result: "Pending", Rendition: NOT_NEEDED, Checks: [] },
    ]);

    const silent = await radioSpot(tone(-120));
    await measure(silent.fileId);
    const answer = await compliance(silent.orderId, silent.fileId);
    expect(answer.Loudness).toMatchObject({ IntegratedLKFS: null, TruePeakDBTP: null });
    expect(answer.Destinations[0].Checks.slice(-2)).toEqual([
      {
        Check: "IntegratedLoudness",
        Expected: "-24 LKFS ±2 LU (ATSC A/85)",
        Actual: "silence (under the -70 LKFS gate)",
        Result: "Fail",
      },
      { Check: "TruePeak", Expected: "at most -2.0 dBTP (ATSC A/85)", Actual: "digital silence", Result: "Pass" },
    ]);
  });

  it("is Warn, never Fail, for what it cannot read or measure, and publishes", async () => {
    const spot = await radioSpot(mediaFixture("not-media.bin"), [201], "application/octet-stream");
    await measure(spot.fileId);
    const answer = await compliance(spot.orderId, spot.fileId);
    expect(answer.Measurement).toEqual({
      Status: "Unsupported",
      Reason: expect.stringContaining("container is not one the service decodes"),
    });
    expect(answer.Loudness).toBeNull();
    expect(answer.Destinations[0].Result).toBe("Warn");
    expect(answer.Destinations[0].Checks.every((c: { Result: string }) => c.Result === "Warn")).toBe(true);
    expect((await publish(spot.orderId)).status).toBe(200);
  });

  it("shows a destination only its own rows, once published; to anyone else the file is 404", async () => {
    const spot = await radioSpot(mediaFixture("radio-spot.mp3"), [201, 202], "audio/mpeg");
    await measure(spot.fileId);
    // A draft is its owner's alone.
    await problem(await call(compliancePath(spot.orderId, spot.fileId), { key: KEYS.summit }), 404);
    expect((await publish(spot.orderId)).status).toBe(200);
    const asSummit = await compliance(spot.orderId, spot.fileId, KEYS.summit);
    expect(asSummit.Destinations.map((d: { OrganizationID: number }) => d.OrganizationID)).toEqual([201]);
    await problem(await call(compliancePath(spot.orderId, spot.fileId), { key: KEYS.wxyz }), 404);
    await problem(await call(compliancePath(spot.orderId, spot.fileId), { key: KEYS.harborlight }), 404);
    const owner = await compliance(spot.orderId, spot.fileId);
    expect(owner.Destinations.map((d: { OrganizationID: number }) => d.OrganizationID)).toEqual([201, 202]);
  });

  it("publishes a spot still being measured with compliance_pending; its Fail, found later, is sent to the owner and the station's group", async () => {
    const owner = newBox();
    const group = newBox();
    const ownerHook = await subscribe(KEYS.northwind, owner, ["file.compliance_failed"]);
    const groupHook = await subscribe(KEYS.summit, group, ["file.compliance_failed"]);
    const spot = await radioSpot(tone(-10));
    // Once the queue has taken its message, the file is made Pending again: as if the queue had not measured it
    // yet (this test measures it itself, below, as the queue would).
    await expect
      .poll(async () => (await compliance(spot.orderId, spot.fileId)).Measurement.Status, { timeout: 30_000 })
      .toBe("Measured");
    await env.DB.prepare(`UPDATE files SET content_loudness = '{"Status":"Pending"}' WHERE id = ?`)
      .bind(spot.fileId)
      .run();
    const res = await publish(spot.orderId);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.Warnings).toContainEqual({
      Code: "compliance_pending",
      Field: "Files[0]",
      Message: expect.stringContaining("KLMN-FM (201)"),
    });
    await measure(spot.fileId);
    for (const [url, hook] of [
      [owner, ownerHook],
      [group, groupHook],
    ] as const) {
      const events = await eventually(url, hook.Secret, (e) => e.some((x) => x.data.FileID === spot.fileId));
      const event = events.find((x) => x.data.FileID === spot.fileId);
      expect(event).toMatchObject({
        type: "file.compliance_failed",
        data: { OrderID: spot.orderId, FileID: spot.fileId, OrganizationID: 201, Name: "KLMN-FM", Result: "Fail" },
      });
    }
  });

  /** A spot the queue has measured, made `Pending` again (as if its message were lost), uploaded `ago` ms ago. */
  async function pendingAgain(ago = 0) {
    const spot = await radioSpot(tone(-24));
    await expect
      .poll(async () => (await compliance(spot.orderId, spot.fileId)).Measurement.Status, { timeout: 30_000 })
      .toBe("Measured");
    const uploadedAt = new Date(Date.now() - ago).toISOString();
    await env.DB.prepare(
      `UPDATE files SET content_loudness = '{"Status":"Pending"}', content_uploaded_at = ? WHERE id = ?`,
    )
      .bind(uploadedAt, spot.fileId)
      .run();
    return spot;
  }

  it("retries a file whose object R2 fails to read, and records it Failed, with the reason, on the last attempt", async () => {
    const spot = await pendingAgain();
    const failing = {
      ...env,
      MEDIA: {
        head: async () => {
          throw new Error("R2 is unavailable");
        },
      } as unknown as R2Bucket,
    };
    const row = await env.DB.prepare("SELECT content_key FROM files WHERE id = ?")
      .bind(spot.fileId)
      .first<{ content_key: string }>();
    const message = { fileId: spot.fileId, key: row?.content_key ?? "" };
    await expect(measureFile(failing, message)).rejects.toThrow("R2 is unavailable");
    expect((await compliance(spot.orderId, spot.fileId)).Measurement.Status).toBe("Pending");
    await measureFile(failing, message, true);
    const answer = await compliance(spot.orderId, spot.fileId);
    expect(answer.Measurement).toEqual({
      Status: "Failed",
      Reason: expect.stringContaining("the stored object could not be read: Error: R2 is unavailable"),
    });
    // Not measured is never a Fail: publishing goes ahead.
    expect(answer.Destinations[0].Result).toBe("Warn");
    expect((await publish(spot.orderId)).status).toBe(200);
  });

  it("queues again, from the cron, content still Pending 15 minutes after its upload (its message lost)", async () => {
    const lost = await pendingAgain(16 * 60_000);
    const recent = await pendingAgain(60_000);
    expect(await requeueMeasurements(env, new Date())).toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => (await compliance(lost.orderId, lost.fileId)).Measurement.Status, { timeout: 30_000 })
      .toBe("Measured");
    // One uploaded a minute ago still has its own message coming: left alone.
    expect((await compliance(recent.orderId, recent.fileId)).Measurement.Status).toBe("Pending");
  });

  it("measures a release's track too (its content's loudness), though no spec checks it", async () => {
    const made = await call("/api/v1/music/releases", {
      method: "POST",
      key: KEYS.blueharbor,
      body: {
        Title: "Loudness Sessions",
        Artist: "Juniper Vale",
        Files: [{ Title: "Tone", ISRC: "USBHR2600951", Length: 5 }],
        Destinations: [201],
      },
    });
    expect(made.status).toBe(201);
    const release = await json(made);
    const fileId = release.Files[0].FileID as number;
    await uploaded(releaseContent(release.ReleaseID, fileId), tone(-20), {
      contentType: "audio/wav",
      key: KEYS.blueharbor,
    });
    await measure(fileId);
    const row = await env.DB.prepare("SELECT content_loudness FROM files WHERE id = ?")
      .bind(fileId)
      .first<{ content_loudness: string }>();
    expect(JSON.parse(row?.content_loudness ?? "null")).toMatchObject({ Status: "Measured", IntegratedLKFS: -20 });
  });

  it("is measured by the loudness queue after an upload, without being asked", async () => {
    const spot = await radioSpot(tone(-20));
    await expect
      .poll(async () => (await compliance(spot.orderId, spot.fileId)).Measurement.Status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe("Measured");
    expect((await compliance(spot.orderId, spot.fileId)).Loudness.IntegratedLKFS).toBe(-20);
  });
});

describe("a station whose Deliver normalises: loudness is what its rendition fixes (contract section 19)", () => {
  interface Judged {
    Result: string;
    Rendition: { Status: string };
    Checks: { Check: string; Actual: string; Result: string }[];
  }
  const checkOf = (d: Judged, name: string) => d.Checks.find((c) => c.Check === name);

  it("judges a spot too loud as it is on what each station receives: Pending while it is made, then Pass, and publishes", async () => {
    // The demo world's KLMN-FM (a WAV) and WQRS-AM (a mono MP3), each normalised to A/85's -24 LKFS.
    const spot = await radioSpot(tone(-12), [201, 202]);
    await measure(spot.fileId);
    await expect
      .poll(
        async () => (await compliance(spot.orderId, spot.fileId)).Destinations.map((d: Judged) => d.Rendition.Status),
        { timeout: 90_000, interval: 250 },
      )
      .toEqual(["Ready", "Ready"]);
    const made = await compliance(spot.orderId, spot.fileId);
    // The master as it is, 12 LU too loud; what each station receives, on target.
    expect(made.Loudness).toMatchObject({ IntegratedLKFS: -12 });
    for (const d of made.Destinations as Judged[]) {
      expect(d.Result).toBe("Pass");
      const loudness = checkOf(d, "IntegratedLoudness");
      expect(loudness).toMatchObject({ Result: "Pass" });
      expect(Math.abs(Number.parseFloat(loudness?.Actual ?? "") + 24)).toBeLessThanOrEqual(0.5);
      expect(checkOf(d, "TruePeak")).toMatchObject({ Result: "Pass" });
    }
    // The stereo master reaches WQRS-AM mono, as its spec takes.
    expect(checkOf(made.Destinations[1], "AudioChannels")).toMatchObject({ Actual: "1", Result: "Pass" });

    // While they are being made (as right after an upload): their loudness Pending, and publishing warns, not refuses.
    const setStatus = (status: string) =>
      env.DB.prepare("UPDATE renditions SET status = ? WHERE source_sha256 = ?").bind(status, spot.record.Sha256).run();
    await setStatus("Pending");
    const pending = await compliance(spot.orderId, spot.fileId);
    for (const d of pending.Destinations as Judged[]) {
      expect(d.Result).toBe("Pending");
      expect(checkOf(d, "IntegratedLoudness")).toMatchObject({ Result: "Pending" });
    }
    const published = await publish(spot.orderId);
    expect(published.status, await published.clone().text()).toBe(200);
    const codes = (await json(published)).Warnings.map((w: { Code: string }) => w.Code);
    expect(codes).toContain("rendition_pending");
    expect(codes).not.toContain("compliance_pending");
    await setStatus("Ready");
  }, 120_000);
});
