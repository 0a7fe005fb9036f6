/**
 * What each station receives of a file, and its compliance judged on that (contract section 19), as plain
 * functions: the engine profile a destination's spec names (its `Deliver`, with the spec's loudness target when it
 * normalises), whether the original already is that file, and so which rendition, if any, a station receives
 * (`profileFor`: the renditions queue makes what it names, a download serves it); then each station's checks
 * on what it receives (`receivedCompliance`) and publishing's rules over them (`complianceErrors`,
 * `complianceWarnings`).
 */
import type { MediaFacts } from "../../audio/probe";
import type { EngineProfile } from "../../engine/engine";
import type { FieldError } from "../../http/problems";
import type { Family } from "../subjects/subjects";
import {
  appliesTo,
  CHECKED,
  type Check,
  type CheckName,
  type ComplianceDestination,
  type ComplianceFile,
  complianceOf,
  named,
  specOf,
  words,
  worst,
} from "./compliance.rules";

/** The profile's fields in one fixed order: its JSON is the rendition's name (with the original's SHA-256). */
const FIELDS = [
  "Container",
  "VideoCodec",
  "Width",
  "Height",
  "FrameRate",
  "VideoBitrateMbps",
  "AudioCodec",
  "AudioSampleRate",
  "AudioBitDepth",
  "AudioBitrateKbps",
  "AudioChannels",
  "NormalizeLoudness",
  "TargetLKFS",
  "MaxTruePeakDBTP",
] as const;

/** The engine profile of a destination's spec, as canonical JSON; null when it has no Deliver. */
export function profileOfSpec(specJson: string | null): string | null {
  const spec = specOf(specJson);
  const deliver = spec?.Deliver;
  if (!deliver) return null;
  const loudness = deliver.NormalizeLoudness && spec.Loudness ? spec.Loudness : undefined;
  const profile: Record<string, unknown> = {
    ...deliver,
    NormalizeLoudness: loudness ? true : undefined,
    TargetLKFS: loudness?.TargetLKFS,
    MaxTruePeakDBTP: loudness?.MaxTruePeakDBTP,
  };
  const canonical = Object.fromEntries(FIELDS.flatMap((f) => (profile[f] == null ? [] : [[f, profile[f]]])));
  return JSON.stringify(canonical);
}

/** The Deliver's codec names as MediaInfoLib reads them in a file (what the probe reports and a spec lists). */
const VIDEO_NAMES: Record<string, string> = { "H.264": "AVC", "MPEG-2": "MPEG Video", "ProRes 422 HQ": "ProRes" };
const AUDIO_NAMES: Record<string, string> = { PCM: "PCM", AAC: "AAC" };

/**
 * Whether the original already is the file the profile asks for, as far as the probe can tell. Conservative:
 * whatever the probe cannot confirm (a bit depth, a bitrate, ProRes's flavour, MP3 from MP2, a loudness to be
 * brought to target) is made, since a station must never receive a file that misses its Deliver.
 */
export function originalMeets(media: MediaFacts | null, profile: EngineProfile): boolean {
  if (!media || media.Container !== profile.Container) return false;
  const unconfirmed = profile.VideoCodec === "ProRes 422 HQ";
  if (
    unconfirmed ||
    profile.NormalizeLoudness ||
    profile.AudioBitDepth ||
    profile.AudioBitrateKbps ||
    profile.VideoBitrateMbps
  ) {
    return false;
  }
  const same = (wanted: unknown, actual: unknown) => wanted == null || wanted === actual;
  if (profile.VideoCodec && VIDEO_NAMES[profile.VideoCodec] !== media.VideoCodec) return false;
  if (profile.AudioCodec && AUDIO_NAMES[profile.AudioCodec] !== media.AudioCodec) return false;
  const rate =
    profile.FrameRate == null || (media.FrameRate != null && Math.abs(media.FrameRate - profile.FrameRate) <= 0.01);
  return (
    rate &&
    same(profile.Width, media.Width) &&
    same(profile.Height, media.Height) &&
    same(profile.AudioSampleRate, media.AudioSampleRate) &&
    same(profile.AudioChannels, media.AudioChannels)
  );
}

/**
 * Which rendition `station` wants of a file: its profile (canonical JSON, and parsed), or null when the station
 * receives the original (its spec does not apply to the file's format, it has no Deliver, or the original already
 * is that file). The one answer to "what does this station receive", for the plan, the download and compliance.
 */
export function profileFor(
  station: { type: string | null; spec: string | null },
  file: { format: string | null; contentMedia: string | null },
): { profile: string; parsed: EngineProfile } | null {
  if (!appliesTo(station.type, file.format)) return null;
  const profile = profileOfSpec(station.spec);
  if (!profile) return null;
  const parsed = JSON.parse(profile) as EngineProfile;
  const media = file.contentMedia ? (JSON.parse(file.contentMedia) as MediaFacts) : null;
  return originalMeets(media, parsed) ? null : { profile, parsed };
}

/** What a station is answered of its rendition (`Rendition` of a destination's compliance). */
export interface RenditionState {
  Status: "NotNeeded" | "Pending" | "Ready" | "Failed";
  Reason: string | null;
  ContentType: string | null;
  Bytes: number | null;
  Sha256: string | null;
}

/** A recorded rendition as compliance reads it (./compliance.store.ts `renditionFacts`). */
export interface RenditionFacts {
  sourceSha256: string;
  profile: string;
  status: "Pending" | "Ready" | "Failed";
  reason: string | null;
  contentType: string | null;
  bytes: number | null;
  sha256: string | null;
  media: string | null;
  loudness: string | null;
}

const NOT_NEEDED: RenditionState = { Status: "NotNeeded", Reason: null, ContentType: null, Bytes: null, Sha256: null };

/** The checks a rendition makes true by what its profile sets (contract section 19: they do not block). */
function fixedBy(profile: EngineProfile): Set<CheckName> {
  const fixed: CheckName[] = ["Container"];
  if (profile.VideoCodec) fixed.push("VideoCodec");
  if (profile.FrameRate) fixed.push("FrameRate");
  if (profile.Width) fixed.push("Width", "Height");
  if (profile.AudioSampleRate) fixed.push("AudioSampleRate");
  if (profile.AudioChannels) fixed.push("AudioChannels");
  if (profile.NormalizeLoudness) fixed.push("IntegratedLoudness", "TruePeak");
  return new Set(fixed);
}

/** The Deliver in words, for its check's `Expected`. */
function described(p: EngineProfile): string {
  const video = p.VideoCodec ? [`${p.VideoCodec}${p.Width ? ` ${p.Width}×${p.Height}` : ""}`] : [];
  const rate = p.FrameRate ? [`${p.FrameRate} fps`] : [];
  const audio = p.AudioCodec ? [`${p.AudioCodec}${p.AudioSampleRate ? ` ${p.AudioSampleRate} Hz` : ""}`] : [];
  const loudness = p.NormalizeLoudness ? [`normalised to ${p.TargetLKFS} LKFS`] : [];
  return [`${p.Container} made from the master`, ...video, ...rate, ...audio, ...loudness].join(", ");
}

/**
 * Whether the profile would have to make the original's picture larger (the engine refuses: it never upscales
 * video; resampling audio either way is fine). Unknown when the original's size could not be read.
 */
function upscaled(media: MediaFacts | null, p: EngineProfile): string | null {
  if (!p.Width || !p.Height || media?.Width == null || media.Height == null) return null;
  if (media.Width >= p.Width && media.Height >= p.Height) return null;
  return `upscale_refused: the master is ${media.Width}×${media.Height}, smaller than ${p.Width}×${p.Height}`;
}

/**
 * The file as the station will receive it while its rendition is not made: the original's facts with what the
 * profile sets (a smaller frame, never a larger one), and its loudness at the target when it is normalised.
 */
function predicted(file: ComplianceFile, p: EngineProfile, upscale: boolean): ComplianceFile {
  const media = file.contentMedia ? (JSON.parse(file.contentMedia) as MediaFacts) : null;
  const made: MediaFacts = {
    ...(media ?? { DurationSeconds: null, Width: null, Height: null, Kind: null }),
    Container: p.Container,
    ...(p.VideoCodec ? { VideoCodec: VIDEO_NAMES[p.VideoCodec] } : {}),
    ...(p.FrameRate ? { FrameRate: p.FrameRate } : {}),
    ...(p.Width && !upscale ? { Width: p.Width, Height: p.Height as number } : {}),
    ...(p.AudioSampleRate ? { AudioSampleRate: p.AudioSampleRate } : {}),
    ...(p.AudioChannels ? { AudioChannels: p.AudioChannels } : {}),
  };
  const loudness = p.NormalizeLoudness
    ? JSON.stringify({ Status: "Measured", IntegratedLKFS: p.TargetLKFS, TruePeakDBTP: p.MaxTruePeakDBTP })
    : file.contentLoudness;
  return { ...file, contentMedia: JSON.stringify(made), contentLoudness: loudness };
}

/**
 * A file's compliance at one station, judged on what the station receives (contract section 19): the original
 * when it needs no rendition (section 17, unchanged); a `Ready` rendition by its own probed and measured facts;
 * while it is `Pending` (or not planned yet), the original's facts with what the rendition will make of them,
 * each check the rendition fixes `Pending` rather than blocking. A `Rendition` check says how the rendition
 * stands: `Fail` when it `Failed` or would have to upscale the picture, `Pending` while it is made.
 */
export function receivedCompliance(file: ComplianceFile, d: ComplianceDestination, made: RenditionFacts[]) {
  const spec = specOf(d.spec);
  const wanted = profileFor(d, file);
  if (!wanted) {
    const judged = complianceOf(file, spec);
    return { Rendition: NOT_NEEDED, ...judged, measuring: judged.Result === "Pending" };
  }
  const p = wanted.parsed;
  const row = made.find((r) => r.sourceSha256 === file.contentSha256 && r.profile === wanted.profile);
  // What the station will download, once there is one.
  const ready = row?.status === "Ready";
  const rendition: RenditionState = {
    Status: row?.status ?? "Pending",
    Reason: row?.status === "Failed" ? row.reason : null,
    ContentType: ready ? row.contentType : null,
    Bytes: ready ? row.bytes : null,
    Sha256: ready ? row.sha256 : null,
  };
  const expected = described(p);
  if (ready) {
    const judged = complianceOf({ ...file, contentMedia: row.media, contentLoudness: row.loudness }, spec);
    const actual = `made: ${row.contentType}, ${row.bytes} bytes`;
    const checks: Check[] = [
      ...judged.Checks,
      { Check: "Rendition", Expected: expected, Actual: actual, Result: "Pass" },
    ];
    return { Rendition: rendition, Result: worst(checks), Checks: checks, measuring: false };
  }
  const upscale = upscaled(file.contentMedia ? (JSON.parse(file.contentMedia) as MediaFacts) : null, p);
  const fixed = fixedBy(p);
  const original = complianceOf(predicted(file, p, upscale !== null), spec).Checks;
  const judged = original.map((c): Check => {
    if (c.Result !== "Pass" || !fixed.has(c.Check) || (upscale && (c.Check === "Width" || c.Check === "Height"))) {
      return c;
    }
    return { ...c, Actual: `${c.Actual} once the rendition is made`, Result: "Pending" };
  });
  const state: Check =
    row?.status === "Failed"
      ? { Check: "Rendition", Expected: expected, Actual: `Failed: ${row.reason}`, Result: "Fail" }
      : upscale
        ? { Check: "Rendition", Expected: expected, Actual: upscale, Result: "Fail" }
        : { Check: "Rendition", Expected: expected, Actual: "being made from the master", Result: "Pending" };
  const checks = [...judged, state];
  // Loudness still measured on the original, for a station whose rendition does not normalise it.
  const measuring = original.some((c) => c.Result === "Pending");
  return { Rendition: rendition, Result: worst(checks), Checks: checks, measuring };
}

/**
 * The file's compliance at each destination whose spec applies to it, judged on what each receives (`made`: the
 * renditions recorded of its content); none for a family not checked, or before the content is stored.
 */
export function complianceByDestination(
  family: Family,
  file: ComplianceFile,
  list: ComplianceDestination[],
  made: RenditionFacts[],
) {
  if (!CHECKED[family] || file.contentSha256 === null) return [];
  return list
    .filter((d) => appliesTo(d.type, file.format))
    .map((d) => ({ destination: d, ...receivedCompliance(file, d, made) }));
}

const fileNamed = (f: { id: number; adId: string | null; title: string | null }) =>
  `file ${f.id} (${f.adId ?? f.title})`;

type PublishFile = ComplianceFile & { id: number; adId: string | null; title: string | null };

/**
 * Publishing's rule: a `spec_violation` on `Files[i]` for each destination file i fails as that station receives
 * it: what no rendition fixes, a rendition that would upscale (`upscale_refused`), one that `Failed`.
 */
export function complianceErrors(
  family: Family,
  files: PublishFile[],
  list: ComplianceDestination[],
  made: RenditionFacts[],
): FieldError[] {
  return files.flatMap((file, i) =>
    complianceByDestination(family, file, list, made)
      .filter((c) => c.Result === "Fail")
      .map((c) => ({
        field: `Files[${i}]`,
        code: "spec_violation",
        message: `${fileNamed(file)} breaks the spec of ${named(c.destination)}: ${c.Checks.filter(
          (k) => k.Result === "Fail",
        )
          .map((k) => `${k.Check} is ${k.Actual}, the spec takes ${k.Expected}`)
          .join("; ")}`,
      })),
  );
}

/**
 * Publishing's warnings on `Files[i]`: `compliance_pending` while its loudness is still measured for a spec that
 * asks (and no rendition normalises it), `rendition_pending` while a station's rendition is still being made.
 */
export function complianceWarnings(
  family: Family,
  files: PublishFile[],
  list: ComplianceDestination[],
  made: RenditionFacts[],
) {
  return files.flatMap((file, i) => {
    const judged = complianceByDestination(family, file, list, made);
    const measuring = judged.filter((c) => c.measuring);
    const making = judged.filter((c) => c.Rendition.Status === "Pending");
    return [
      ...(measuring.length === 0
        ? []
        : [
            {
              Code: "compliance_pending" as const,
              Message:
                `The loudness of ${fileNamed(file)} is still being measured: its compliance with the spec of ` +
                `${words(measuring.map((c) => named(c.destination)))} is not known yet. A Fail found later is sent ` +
                "as the event file.compliance_failed.",
              Field: `Files[${i}]`,
            },
          ]),
      ...(making.length === 0
        ? []
        : [
            {
              Code: "rendition_pending" as const,
              Message:
                `The rendition of ${fileNamed(file)} that ${words(making.map((c) => named(c.destination)))} ` +
                `${making.length === 1 ? "receives is" : "receive is"} still being made from the master: each ` +
                "station's download waits for it (409 rendition_pending). It is sent as the event " +
                "file.rendition_ready, or file.rendition_failed.",
              Field: `Files[${i}]`,
            },
          ]),
    ];
  });
}
