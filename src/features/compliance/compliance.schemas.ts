/**
 * Media compliance's schemas (contract section 17): a destination's technical spec (input and record), the
 * loudness a content record's Media gains, and a file's compliance per destination.
 */
import * as v from "valibot";
import { objectMessage, requiredText } from "../../http/validation";

const list = <T extends v.GenericSchema>(item: T, description: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.array(item, "must be a list"),
        v.minLength(1, "must name at least one; leave it out to check nothing"),
        v.maxLength(20, "names at most 20"),
        v.description(description),
      ),
    ),
  );

/** Container names as MediaInfoLib reads them (what the probe reports). */
export const CONTAINERS = ["MPEG-4", "QuickTime", "MXF", "Wave", "MPEG Audio", "MPEG-TS", "Matroska", "AIFF"] as const;
export const VIDEO_CODECS = ["AVC", "HEVC", "ProRes", "MPEG Video", "VC-3", "JPEG 2000", "VP9", "AV1"] as const;
export const LOUDNESS_STANDARDS = ["ATSC A/85", "EBU R128"] as const;

/** What each standard asks when a spec names only the standard (A/85: -24 LKFS ±2, -2 dBTP; R128: -23 ±1, -1). */
export const STANDARD_DEFAULTS = {
  "ATSC A/85": { TargetLKFS: -24, ToleranceLU: 2, MaxTruePeakDBTP: -2 },
  "EBU R128": { TargetLKFS: -23, ToleranceLU: 1, MaxTruePeakDBTP: -1 },
} as const;

const number = (min: number, max: number, description: string) =>
  v.pipe(
    v.number("must be a number"),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
    v.description(description),
  );
const whole = (min: number, max: number, description: string) =>
  v.pipe(
    v.number("must be a number"),
    v.integer("must be a whole number"),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
    v.description(description),
  );

export const LoudnessSpecInput = v.pipe(
  v.object(
    {
      Standard: v.pipe(
        v.picklist(LOUDNESS_STANDARDS, `must be one of ${LOUDNESS_STANDARDS.join(", ")}`),
        v.description("`ATSC A/85` (the CALM Act: -24 LKFS ±2, true peak at most -2 dBTP) or `EBU R128` (-23 ±1, -1)."),
      ),
      TargetLKFS: v.optional(number(-40, 0, "Integrated loudness to hit, LKFS. Default: the standard's.")),
      ToleranceLU: v.optional(number(0, 10, "How far off the target passes, LU. Default: the standard's.")),
      MaxTruePeakDBTP: v.optional(number(-20, 0, "The highest true peak allowed, dBTP. Default: the standard's.")),
    },
    objectMessage,
  ),
  v.description("Loudness as the standard measures it (ITU-R BS.1770-4, gated, the LFE left out)."),
  v.metadata({ ref: "LoudnessSpecInput" }),
);

/** What a station may ask to receive (contract section 19): the engine's containers and codecs. */
export const DELIVER_CONTAINERS = ["Wave", "MPEG Audio", "MPEG-4", "QuickTime", "MXF", "MPEG-TS"] as const;
export const DELIVER_VIDEO_CODECS = ["H.264", "MPEG-2", "ProRes 422 HQ"] as const;
export const DELIVER_AUDIO_CODECS = ["PCM", "MP3", "MP2", "AAC"] as const;
type DeliverContainer = (typeof DELIVER_CONTAINERS)[number];

/**
 * Which codecs each container carries, as the engine (ffmpeg's muxers) writes them: a Deliver outside this
 * table could never be made, so it is refused when the spec is set rather than failing every rendition later.
 */
export const DELIVER_CODECS: Record<DeliverContainer, { video: readonly string[]; audio: readonly string[] }> = {
  Wave: { video: [], audio: ["PCM"] },
  "MPEG Audio": { video: [], audio: ["MP3", "MP2"] },
  "MPEG-4": { video: ["H.264", "MPEG-2"], audio: ["AAC", "MP3"] },
  QuickTime: { video: ["H.264", "MPEG-2", "ProRes 422 HQ"], audio: ["PCM", "AAC", "MP3"] },
  MXF: { video: ["MPEG-2"], audio: ["PCM"] },
  "MPEG-TS": { video: ["H.264", "MPEG-2"], audio: ["AAC", "MP2", "MP3"] },
};

export const DeliverInput = v.pipe(
  v.object(
    {
      Container: v.pipe(
        v.picklist(DELIVER_CONTAINERS, `must be one of ${DELIVER_CONTAINERS.join(", ")}`),
        v.description("The file's container."),
      ),
      VideoCodec: v.optional(
        v.nullable(
          v.pipe(
            v.picklist(DELIVER_VIDEO_CODECS, `must be one of ${DELIVER_VIDEO_CODECS.join(", ")}`),
            v.description("The video codec (MPEG-2 at 4:2:2 is XDCAM HD422's)."),
          ),
        ),
      ),
      Width: v.optional(v.nullable(whole(16, 16384, "The picture's width, pixels (made smaller, never larger)."))),
      Height: v.optional(v.nullable(whole(16, 16384, "The picture's height, pixels."))),
      FrameRate: v.optional(v.nullable(number(1, 240, "Frames a second, e.g. 29.97 (30000/1001)."))),
      VideoBitrateMbps: v.optional(v.nullable(whole(1, 1000, "The video bitrate, Mb/s."))),
      AudioCodec: v.optional(
        v.nullable(
          v.pipe(
            v.picklist(DELIVER_AUDIO_CODECS, `must be one of ${DELIVER_AUDIO_CODECS.join(", ")}`),
            v.description("The audio codec."),
          ),
        ),
      ),
      AudioSampleRate: v.optional(v.nullable(whole(8000, 192_000, "The audio sample rate, Hz."))),
      AudioBitDepth: v.optional(
        v.nullable(
          v.pipe(
            whole(16, 32, "Bits a sample (PCM): 16, 24 or 32."),
            v.check((bits) => bits % 8 === 0, "must be 16, 24 or 32"),
          ),
        ),
      ),
      AudioBitrateKbps: v.optional(v.nullable(whole(32, 640, "The audio bitrate, kb/s (MP3, MP2, AAC)."))),
      AudioChannels: v.optional(v.nullable(whole(1, 8, "The audio channel count."))),
      NormalizeLoudness: v.optional(
        v.nullable(v.pipe(v.boolean("must be true or false"), v.description("True: brought to the spec's Loudness."))),
      ),
    },
    objectMessage,
  ),
  v.forward(
    v.partialCheck(
      [["Container"], ["VideoCodec"]],
      (d) => !d.VideoCodec || DELIVER_CODECS[d.Container].video.includes(d.VideoCodec),
      "is not one the container carries",
    ),
    ["VideoCodec"],
  ),
  v.forward(
    v.partialCheck(
      [["Container"], ["AudioCodec"]],
      (d) => !d.AudioCodec || DELIVER_CODECS[d.Container].audio.includes(d.AudioCodec),
      "is not one the container carries",
    ),
    ["AudioCodec"],
  ),
  v.forward(
    v.partialCheck([["Width"], ["Height"]], (d) => (d.Width == null) === (d.Height == null), "goes with Width"),
    ["Height"],
  ),
  v.forward(
    v.partialCheck(
      [["AudioCodec"], ["AudioBitDepth"]],
      (d) => d.AudioBitDepth == null || d.AudioCodec === "PCM",
      "is for PCM audio only",
    ),
    ["AudioBitDepth"],
  ),
  v.forward(
    v.partialCheck(
      [["AudioCodec"], ["AudioBitrateKbps"]],
      (d) => d.AudioBitrateKbps == null || (d.AudioCodec != null && d.AudioCodec !== "PCM"),
      "is for compressed audio only (MP3, MP2, AAC)",
    ),
    ["AudioBitrateKbps"],
  ),
  v.description(
    "The file the station wants to receive (contract section 19): the service makes it from the master. " +
      "Absent: the station receives the original.",
  ),
  v.metadata({ ref: "DeliverInput" }),
);
export type DeliverData = v.InferOutput<typeof DeliverInput>;

/** `PUT …/destinationSpecs/{organizationID}`: the whole spec; a field left out (or null) checks nothing. */
export const DestinationSpecInput = v.pipe(
  v.object(
    {
      Containers: list(
        v.picklist(CONTAINERS, `must be one of ${CONTAINERS.join(", ")}`),
        "Containers taken, as MediaInfoLib names them.",
      ),
      VideoCodecs: list(v.picklist(VIDEO_CODECS, `must be one of ${VIDEO_CODECS.join(", ")}`), "Video codecs taken."),
      FrameRates: list(number(1, 240, "A frame rate, e.g. 29.97."), "Frame rates taken (within 0.01)."),
      MinWidth: v.optional(v.nullable(whole(1, 16384, "The narrowest picture taken, pixels."))),
      MinHeight: v.optional(v.nullable(whole(1, 16384, "The lowest picture taken, pixels."))),
      AudioSampleRates: list(whole(8000, 384_000, "A sample rate, Hz."), "Audio sample rates taken."),
      AudioChannels: list(whole(1, 32, "A channel count."), "Audio channel counts taken."),
      MaxLengthDifferenceSeconds: v.optional(
        v.nullable(number(0, 3600, "How far the media's duration may be off the declared Length (a Warn beyond).")),
      ),
      Loudness: v.optional(v.nullable(LoudnessSpecInput)),
      Deliver: v.optional(v.nullable(DeliverInput)),
      RequiresClearance: list(
        requiredText(100, "A clearing body's name (as Set File Clearance names it), or `any`."),
        "The clearing bodies whose clearance a spot needs to be published to this destination (contract section " +
          "20): one of them must have it `Approved` or `Restricted` (else 422 `clearance_missing`; `Rejected`: " +
          '`clearance_rejected`); `["any"]`: any body.',
      ),
      CopyDeadlineHours: v.optional(
        v.nullable(
          whole(
            0,
            336,
            "How many hours before its first airing day (its time zone) the station wants the spot; publishing later warns `late_copy` and its proof of delivery rows say `Late`.",
          ),
        ),
      ),
    },
    objectMessage,
  ),
  v.forward(
    v.partialCheck(
      [["Deliver", "NormalizeLoudness"], ["Loudness"]],
      (spec) => !spec.Deliver?.NormalizeLoudness || spec.Loudness != null,
      "needs the spec's Loudness: its target is what the rendition is brought to",
    ),
    ["Deliver", "NormalizeLoudness"],
  ),
  v.metadata({ ref: "DestinationSpecInput" }),
);
export type DestinationSpecData = v.InferOutput<typeof DestinationSpecInput>;

const nullableList = <T extends v.GenericSchema>(item: T, description: string) =>
  v.pipe(v.nullable(v.array(item)), v.description(description));

/** A spec as stored and answered: every field present, null where it checks nothing. */
export const DestinationSpec = v.pipe(
  v.object({
    OrganizationID: v.pipe(v.number(), v.integer(), v.description("The destination.")),
    Name: v.pipe(v.string(), v.description("Its call letters.")),
    Containers: nullableList(v.string(), "Containers taken; null: any."),
    VideoCodecs: nullableList(v.string(), "Video codecs taken; null: any."),
    FrameRates: nullableList(v.number(), "Frame rates taken; null: any."),
    MinWidth: v.nullable(v.number()),
    MinHeight: v.nullable(v.number()),
    AudioSampleRates: nullableList(v.number(), "Audio sample rates taken; null: any."),
    AudioChannels: nullableList(v.number(), "Audio channel counts taken; null: any."),
    MaxLengthDifferenceSeconds: v.nullable(v.number()),
    RequiresClearance: nullableList(
      v.string(),
      'The clearing bodies one of which must clear a spot sent here (`["any"]`: any body); null: none needed.',
    ),
    CopyDeadlineHours: v.pipe(
      v.nullable(v.number()),
      v.description("Hours before its first airing day the station wants the spot (0 to 336); null: no deadline."),
    ),
    Loudness: v.nullable(
      v.pipe(
        v.object({
          Standard: v.picklist(LOUDNESS_STANDARDS),
          TargetLKFS: v.number(),
          ToleranceLU: v.number(),
          MaxTruePeakDBTP: v.number(),
        }),
        v.metadata({ ref: "LoudnessSpec" }),
      ),
    ),
    Deliver: v.pipe(
      v.nullable(
        v.pipe(
          v.object({
            Container: v.picklist(DELIVER_CONTAINERS),
            VideoCodec: v.nullable(v.picklist(DELIVER_VIDEO_CODECS)),
            Width: v.nullable(v.number()),
            Height: v.nullable(v.number()),
            FrameRate: v.nullable(v.number()),
            VideoBitrateMbps: v.nullable(v.number()),
            AudioCodec: v.nullable(v.picklist(DELIVER_AUDIO_CODECS)),
            AudioSampleRate: v.nullable(v.number()),
            AudioBitDepth: v.nullable(v.number()),
            AudioBitrateKbps: v.nullable(v.number()),
            AudioChannels: v.nullable(v.number()),
            NormalizeLoudness: v.boolean(),
          }),
          v.metadata({ ref: "Deliver" }),
        ),
      ),
      v.description("The file the station wants to receive, made from the master; null: the original."),
    ),
    UpdatedAt: v.pipe(v.nullable(v.pipe(v.string(), v.isoTimestamp())), v.description("Null: no spec was set.")),
    UpdatedBy: v.pipe(v.nullable(v.string()), v.description("The organization that set it.")),
  }),
  v.description("A destination's technical spec: what the spots sent to it must be. A null field checks nothing."),
  v.metadata({ ref: "DestinationSpec" }),
);
export type DestinationSpecRecord = v.InferOutput<typeof DestinationSpec>;

/** The loudness a content record's Media gains. */
export const LoudnessSchema = v.pipe(
  v.nullable(
    v.object({
      IntegratedLKFS: v.pipe(
        v.nullable(v.number()),
        v.description("Integrated loudness, LKFS (= LUFS), to 0.1; null for silence (under the -70 gate)."),
      ),
      TruePeakDBTP: v.pipe(v.nullable(v.number()), v.description("Maximum true peak, dBTP, to 0.1.")),
      LoudnessRangeLU: v.pipe(v.number(), v.description("Loudness range (EBU Tech 3342), LU, to 0.1.")),
      MeasuredAt: v.pipe(v.string(), v.isoTimestamp()),
    }),
  ),
  v.description("Measured by the service after the upload (ITU-R BS.1770-4), the LFE left out; null until then."),
  v.metadata({ ref: "Loudness" }),
);

export const MeasurementSchema = v.pipe(
  v.object({
    Status: v.pipe(
      v.picklist(["Pending", "Measured", "Unsupported", "Failed"]),
      v.description(
        "`Pending`: queued after the upload. `Measured`: see Loudness. `Unsupported`: the service cannot decode this audio (Reason says why). `Failed`: reading it failed after retries (Reason).",
      ),
    ),
    Reason: v.pipe(v.nullable(v.string()), v.description("Why it is Unsupported or Failed; else null.")),
  }),
  v.metadata({ ref: "Measurement" }),
);

export const CheckResult = v.picklist(["Pass", "Warn", "Fail", "Pending"]);

export const ComplianceCheck = v.pipe(
  v.object({
    Check: v.pipe(
      v.picklist([
        "Container",
        "VideoCodec",
        "FrameRate",
        "Width",
        "Height",
        "AudioSampleRate",
        "AudioChannels",
        "Length",
        "IntegratedLoudness",
        "TruePeak",
        "Rendition",
      ]),
      v.description(
        "What the spec asks of the file the station receives. `Rendition`: the file its Deliver asks for, made " +
          "from the master (`Fail` when it failed, or would have to make the picture larger: `upscale_refused`).",
      ),
    ),
    Expected: v.pipe(v.string(), v.description("What the spec takes, in words and units.")),
    Actual: v.pipe(v.string(), v.description("What the file is, or why it is not known.")),
    Result: v.pipe(
      CheckResult,
      v.description("`Fail` blocks publishing; `Warn` does not (a length off, or what could not be read or measured)."),
    ),
  }),
  v.metadata({ ref: "ComplianceCheck" }),
);

/** What a destination receives of a file, as its compliance says (contract section 19). */
export const RenditionStateSchema = v.pipe(
  v.object({
    Status: v.pipe(
      v.picklist(["NotNeeded", "Pending", "Ready", "Failed"]),
      v.description(
        "`NotNeeded`: the station receives the original (no Deliver, or the original already is that file). " +
          "`Pending`: its rendition is being made. `Ready`: made, probed and measured. `Failed`: it could not be " +
          "made (Reason); the station receives nothing until the content is replaced.",
      ),
    ),
    Reason: v.pipe(v.nullable(v.string()), v.description("Why it Failed (e.g. `upscale_refused: …`); else null.")),
    ContentType: v.pipe(v.nullable(v.string()), v.description("The rendition's media type once Ready; else null.")),
    Bytes: v.pipe(v.nullable(v.number()), v.description("Its size once Ready; else null.")),
    Sha256: v.pipe(v.nullable(v.string()), v.description("Its SHA-256 (lowercase hex) once Ready; else null.")),
  }),
  v.metadata({ ref: "RenditionState" }),
);

export const DestinationCompliance = v.pipe(
  v.object({
    OrganizationID: v.number(),
    Name: v.string(),
    Result: v.pipe(
      CheckResult,
      v.description(
        "`Fail` if any check fails, else `Pending` while loudness is being measured, else `Warn`, else `Pass`.",
      ),
    ),
    Rendition: RenditionStateSchema,
    Checks: v.pipe(
      v.array(ComplianceCheck),
      v.description(
        "The checks of what the station receives: the original, or its rendition once `Ready` (by its own " +
          "probed and measured facts). While the rendition is `Pending`, each check it fixes (container, codecs, " +
          "frame rate, a smaller frame size, sample rate, channels, loudness when normalised) is `Pending`, not " +
          "`Fail`.",
      ),
    ),
  }),
  v.metadata({ ref: "DestinationCompliance" }),
);

export const FileCompliance = v.pipe(
  v.object({
    OrderID: v.number(),
    FileID: v.number(),
    AdID: v.string(),
    Format: v.picklist(["HD", "SD", "Audio"]),
    Measurement: MeasurementSchema,
    Loudness: LoudnessSchema,
    Destinations: v.pipe(
      v.array(DestinationCompliance),
      v.description(
        "Each destination the caller may see whose spec applies to the file: a radio station's to Audio spots, a TV, cable or network destination's to HD and SD spots.",
      ),
    ),
  }),
  v.description("A spot's compliance with the spec of each destination of its order."),
  v.metadata({ ref: "FileCompliance" }),
);
