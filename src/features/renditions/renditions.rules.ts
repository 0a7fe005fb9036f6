/**
 * Renditions' rules (contract section 19), plain functions over what the queue read: the engine profile a
 * destination's spec asks for (its `Deliver`, with the spec's loudness target when it normalises), whether the
 * original already is that file, and the distinct profiles a file's destinations want: stations that want the
 * same file share one rendition.
 */
import type { MediaFacts } from "../../audio/probe";
import type { EngineProfile } from "../../engine/engine";
import { appliesTo, type ComplianceDestination, specOf } from "../compliance/compliance.rules";

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

/** The Deliver's codec names as MediaInfoLib reads them in a file (what the probe reports). */
const VIDEO_NAMES: Record<string, string> = { "H.264": "AVC", "MPEG-2": "MPEG Video" };
const AUDIO_NAMES: Record<string, string> = { PCM: "PCM", AAC: "AAC" };

/**
 * Whether the original already is the file the profile asks for, as far as the probe can tell. Conservative:
 * whatever the probe cannot confirm (a bit depth, a bitrate, ProRes's flavour, MP3 from MP2, a loudness to be
 * brought to target) is made, since a station must never receive a file that misses its Deliver.
 */
export function originalMeets(media: MediaFacts | null, profile: EngineProfile): boolean {
  if (!media || media.Container !== profile.Container) return false;
  if (profile.NormalizeLoudness || profile.AudioBitDepth || profile.AudioBitrateKbps || profile.VideoBitrateMbps) {
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

/** The distinct profiles (canonical JSON) a file's destinations want made, each with the destinations wanting it. */
export function wantedProfiles(
  file: { format: string | null; contentMedia: string | null },
  destinations: ComplianceDestination[],
): Map<string, number[]> {
  const wanted = new Map<string, number[]>();
  for (const d of destinations) {
    const profile = profileFor(d, file)?.profile;
    if (profile) wanted.set(profile, [...(wanted.get(profile) ?? []), d.id]);
  }
  return wanted;
}
