/**
 * Media compliance's operations (contract section 17): a destination's technical spec, read by any key, and a
 * spot's compliance with the spec of each destination of its order. Writing a spec plans renditions again: the
 * lifecycle declares it (../lifecycle/lifecycle.routes.ts), with this file's rules and examples. Examples are the demo world's answers (fixtures/world.ts); its times are relative
 * to when it was seeded.
 */
import { defineOperation } from "../../http/operation";
import { getDestinationSpec, getFileCompliance } from "./compliance.handlers";
import { DestinationSpec, FileCompliance } from "./compliance.schemas";

export const COMPLIANCE_TAGS = ["Advertising: compliance"];
export const SPEC_XML = {
  root: "DestinationSpec",
  items: {
    Containers: "Container",
    VideoCodecs: "VideoCodec",
    FrameRates: "FrameRate",
    AudioSampleRates: "AudioSampleRate",
    AudioChannels: "AudioChannelCount",
    RequiresClearance: "Body",
  },
};

export const A85 = { Standard: "ATSC A/85" as const, TargetLKFS: -24, ToleranceLU: 2, MaxTruePeakDBTP: -2 };
/** How a check of what a station will receive reads while its rendition is made (contract section 19). */
const MADE = " once the rendition is made";
/** The network of the demo world, which wants XDCAM HD422 made from every master (contract section 19). */
const abntSpec = {
  OrganizationID: 235,
  Name: "ABNT",
  Containers: null,
  VideoCodecs: null,
  FrameRates: null,
  MinWidth: null,
  MinHeight: null,
  AudioSampleRates: null,
  AudioChannels: null,
  MaxLengthDifferenceSeconds: null,
  RequiresClearance: ["any"],
  CopyDeadlineHours: 48,
  Loudness: null,
  Deliver: {
    Container: "MXF" as const,
    VideoCodec: "MPEG-2" as const,
    Width: 1920,
    Height: 1080,
    FrameRate: 29.97,
    VideoBitrateMbps: 50,
    AudioCodec: "PCM" as const,
    AudioSampleRate: 48000,
    AudioBitDepth: 24,
    AudioBitrateKbps: null,
    AudioChannels: 2,
    NormalizeLoudness: false,
  },
  UpdatedAt: "2026-10-22T20:13:24.054Z",
  UpdatedBy: "American Broadcast Network",
};
export const klmnInput = {
  Containers: ["Wave", "MPEG Audio"],
  AudioChannels: [1, 2],
  MaxLengthDifferenceSeconds: 1,
  Loudness: { Standard: "ATSC A/85" },
};

export const SPEC_RULES =
  "A spec: `Containers` (MediaInfoLib's names: `MPEG-4`, `QuickTime`, `MXF`, `Wave`, `MPEG Audio`, …), " +
  "`VideoCodecs` (`AVC`, `ProRes`, `MPEG Video`, …), `FrameRates` (within 0.01), `MinWidth`, `MinHeight`, " +
  "`AudioSampleRates`, `AudioChannels`, `MaxLengthDifferenceSeconds`, `RequiresClearance` (clearing bodies, or " +
  '`["any"]`: publishing here needs an `Approved` or `Restricted` clearance from one, else 422 `clearance_missing`, ' +
  "or `clearance_rejected` when one rejected the spot), `CopyDeadlineHours` (0 to 336: hours before " +
  "the station's first airing day it wants the spot; later publishing warns `late_copy`), and `Loudness` (`Standard` `ATSC A/85` or " +
  "`EBU R128`; `TargetLKFS`, `ToleranceLU` and `MaxTruePeakDBTP` default to the standard's: -24 ±2 and -2 dBTP, " +
  "or -23 ±1 and -1). A field left out or null checks nothing. It applies to the spots the destination airs: a " +
  "radio station's to `Audio` spots, a TV, cable or network destination's to `HD` and `SD` spots. `Deliver` " +
  "(contract section 19) is the file the station wants to receive, made from the master: `Container` (`Wave`, " +
  "`MPEG Audio`, `MPEG-4`, `QuickTime`, `MXF`, `MPEG-TS`), `VideoCodec` (`H.264`, `MPEG-2`, `ProRes 422 HQ`), " +
  "`Width` and `Height` (together), `FrameRate`, `VideoBitrateMbps`, `AudioCodec` (`PCM`, `MP3`, `MP2`, `AAC`), " +
  "`AudioSampleRate`, `AudioBitDepth` (PCM only), `AudioBitrateKbps` (compressed only), `AudioChannels`, and " +
  "`NormalizeLoudness` (true: brought to the spec's `Loudness`, which it then needs). A codec the container " +
  "does not carry is refused. Absent: the station receives the original.";

export const getDestinationSpecOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/account/destinationSpecs/{organizationID}",
  operationId: "getDestinationSpec",
  summary: "Destination Spec",
  description:
    "A destination's technical spec: what the spots sent to it must be. Any key may read it (senders check it " +
    "before sending); a destination that has set none answers every field null. Not a destination organization: " +
    `404. ${SPEC_RULES}`,
  tags: COMPLIANCE_TAGS,
  paramDescriptions: { organizationID: "The destination organization." },
  paramExamples: { organizationID: 235 },
  errors: ["not_found"],
  success: { status: 200, description: "The spec.", schema: DestinationSpec, xml: SPEC_XML, example: abntSpec },
  handler: (c, { params }) => getDestinationSpec(c, params.organizationID),
});

export const getOrderFileComplianceOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/files/{fileID}/compliance",
  operationId: "getOrderFileCompliance",
  summary: "File Compliance",
  description:
    "A spot's compliance with the spec of each destination of its order whose spec applies to it (a radio " +
    "station's to `Audio` spots, the others' to `HD` and `SD`): per destination a `Result` and every check " +
    "(`Check`, `Expected`, `Actual`, `Result`). A container, codec, frame rate, picture size, sample rate or " +
    "channel count outside the spec, integrated loudness off the target by more than the tolerance, or a true " +
    "peak above the maximum: `Fail`. A length off by more than the spec allows: `Warn`. What the service could " +
    "not read or measure (an unreadable container, audio it cannot decode) is `Warn` for the checks it could not " +
    "make, never `Fail`; loudness still being measured is `Pending`. `Fail` blocks Publish Order (422 " +
    "`spec_violation` on `Files[i]`, naming the destination); `Pending` publishes with the warning " +
    "`compliance_pending`, and a `Fail` found later is sent as the event `file.compliance_failed` to the owner " +
    "and to that destination. Loudness is measured in the background after each upload (ITU-R BS.1770-4, EBU Tech " +
    "3341/3342, the LFE left out). Values are kept to 0.1 and compared as kept (the tolerance inclusive); audio " +
    "that is all under the -70 LKFS gate (silence) fails the integrated loudness check. A file without content " +
    "yet: every destination `Pending`, no checks. Music releases' tracks are not checked (the specs are stations' " +
    "specs for commercials). The owner sees every destination; a destination (directly or through group access) " +
    "only those it acts for, once the order is published; anyone else: 404.\n\n" +
    "Each destination is judged on what it receives (contract section 19): the original, or the rendition its " +
    "spec's `Deliver` asks for (`Rendition`: `NotNeeded`, `Pending`, `Ready`, `Failed` with its `Reason`, and " +
    "once Ready its `ContentType`, `Bytes`, `Sha256`). A `Ready` rendition is judged by its own probed and " +
    "measured facts. While it is `Pending`, each check it fixes (container, codecs, frame rate, a smaller frame " +
    "size, sample rate, channels, loudness when it normalises) is `Pending`, not `Fail`, and Publish warns " +
    "`rendition_pending`. What no rendition fixes keeps its result: a frame size that would have to be made " +
    "larger is a `Fail` of the `Rendition` check (`upscale_refused`: the service never upscales video), as is a " +
    "rendition that `Failed`; a length off stays a `Warn`.",
  tags: COMPLIANCE_TAGS,
  paramDescriptions: { orderID: "The order.", fileID: "One of its files." },
  paramExamples: { orderID: 5001, fileID: 8001 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The file's loudness and its compliance per destination.",
    schema: FileCompliance,
    xml: { root: "FileCompliance", items: { Destinations: "Destination", Checks: "Check" } },
    example: {
      OrderID: 5001,
      FileID: 8001,
      AdID: "GLCU0012000H",
      Format: "HD",
      Measurement: { Status: "Measured", Reason: null },
      Loudness: {
        IntegratedLKFS: -24.3,
        TruePeakDBTP: -17,
        LoudnessRangeLU: 0.8,
        MeasuredAt: "2026-11-20T17:13:24.054Z",
      },
      Destinations: [
        {
          OrganizationID: 200,
          Name: "WXYZ-TV",
          // Its rendition (its Deliver: H.264 1080p 29.97, AAC 48 kHz stereo, normalised) is being made: what it
          // will receive is checked by what the Deliver promises until the rendition's own facts are read.
          Result: "Pending",
          Rendition: { Status: "Pending", Reason: null, ContentType: null, Bytes: null, Sha256: null },
          Checks: [
            { Check: "Container", Expected: "MPEG-4, QuickTime or MXF", Actual: `MPEG-4${MADE}`, Result: "Pending" },
            { Check: "VideoCodec", Expected: "AVC, ProRes or MPEG Video", Actual: `AVC${MADE}`, Result: "Pending" },
            { Check: "Width", Expected: "at least 1280 pixels", Actual: `1920${MADE}`, Result: "Pending" },
            { Check: "Height", Expected: "at least 720 pixels", Actual: `1080${MADE}`, Result: "Pending" },
            { Check: "AudioSampleRate", Expected: "48000 Hz", Actual: `48000${MADE}`, Result: "Pending" },
            { Check: "AudioChannels", Expected: "1, 2 or 6", Actual: `2${MADE}`, Result: "Pending" },
            { Check: "Length", Expected: "30 s (the declared Length) ±1 s", Actual: "5 s", Result: "Warn" },
            {
              Check: "IntegratedLoudness",
              Expected: "-24 LKFS ±2 LU (ATSC A/85)",
              Actual: `-24.0 LKFS (0.0 LU)${MADE}`,
              Result: "Pending",
            },
            {
              Check: "TruePeak",
              Expected: "at most -2.0 dBTP (ATSC A/85)",
              Actual: `-2.0 dBTP${MADE}`,
              Result: "Pending",
            },
            {
              Check: "Rendition",
              Expected: "MPEG-4 made from the master, H.264 1920×1080, 29.97 fps, AAC 48000 Hz, normalised to -24 LKFS",
              Actual: "being made from the master",
              Result: "Pending",
            },
          ],
        },
      ],
    },
  },
  handler: (c, { params }) => getFileCompliance(c, params.orderID, params.fileID),
});
