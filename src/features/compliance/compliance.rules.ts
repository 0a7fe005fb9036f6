/**
 * Compliance (contract section 17), as plain functions over what a request or the queue read: a file's
 * container facts (`content_media`) and loudness (`content_loudness`) against a destination's spec. Each check
 * `Pass`es or `Fail`s on what was read or measured; what could not be (an unreadable container, audio the
 * service cannot decode) is `Warn`, never `Fail`; loudness not measured yet is `Pending`. A length off by more
 * than the spec allows is `Warn`.
 *
 * A spec applies to the spots a destination airs: a radio station's to `Audio` spots, a TV, cable or network
 * destination's to `HD` and `SD` spots (an order sent to both kinds carries a version for each, and each
 * station airs its own). Music releases are not checked: the specs are the stations' specs for commercials.
 *
 * What each station receives (the original, or the rendition its `Deliver` asks for: contract section 19) is
 * judged by ./compliance.received.ts, with the publish rules (`complianceErrors`, `complianceWarnings`).
 */

import type { MediaFacts } from "../../audio/probe";
import type { FieldError } from "../../http/problems";
import { localMoment, startOfDay } from "../instructions/instructions.schedule";
import type { Family } from "../subjects/subjects";
import { type DestinationSpecData, STANDARD_DEFAULTS } from "./compliance.schemas";

/** Which families' files are checked against the destinations' specs. */
export const CHECKED: Record<Family, boolean> = { order: true, release: false };

export type Result = "Pass" | "Warn" | "Fail" | "Pending";
export type CheckName =
  | "Container"
  | "VideoCodec"
  | "FrameRate"
  | "Width"
  | "Height"
  | "AudioSampleRate"
  | "AudioChannels"
  | "Length"
  | "IntegratedLoudness"
  | "TruePeak"
  | "Rendition";

export interface Check {
  Check: CheckName;
  Expected: string;
  Actual: string;
  Result: Result;
}

/** `content_loudness`, as stored. */
export interface LoudnessRecord {
  Status: "Pending" | "Measured" | "Unsupported" | "Failed";
  Reason?: string | null;
  IntegratedLKFS?: number | null;
  TruePeakDBTP?: number | null;
  LoudnessRangeLU?: number;
  MeasuredAt?: string;
}

/** A file as the rules read it: its declared Format and Length, and its content columns. */
export interface ComplianceFile {
  format: string | null;
  lengthSeconds: number | null;
  contentSha256: string | null;
  contentMedia: string | null;
  contentLoudness: string | null;
}

/** A destination as the rules read it: its type and its spec (`destination_specs.spec`, JSON). */
export interface ComplianceDestination {
  id: number;
  name: string | null;
  type: string | null;
  spec: string | null;
}

const parse = <T>(json: string | null): T | null => {
  if (!json) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
};

export const loudnessOf = (file: Pick<ComplianceFile, "contentLoudness">): LoudnessRecord =>
  parse<LoudnessRecord>(file.contentLoudness) ?? { Status: "Pending" };

/** The loudness half of a content record's Media: `Loudness` (when measured) and `Measurement`. */
export function loudnessFields(contentLoudness: string | null) {
  const l = loudnessOf({ contentLoudness });
  return {
    Loudness:
      l.Status === "Measured"
        ? {
            IntegratedLKFS: l.IntegratedLKFS ?? null,
            TruePeakDBTP: l.TruePeakDBTP ?? null,
            LoudnessRangeLU: l.LoudnessRangeLU ?? 0,
            MeasuredAt: l.MeasuredAt ?? "",
          }
        : null,
    Measurement: { Status: l.Status, Reason: l.Reason ?? null },
  };
}

/** Whether a destination of `type` airs a spot of `format` (see the module comment). */
export const appliesTo = (type: string | null, format: string | null) => (type === "Radio") === (format === "Audio");

/** A spec as stored, with its loudness standard's defaults filled in. */
export function specOf(json: string | null): DestinationSpecData | null {
  const spec = parse<DestinationSpecData>(json);
  if (!spec) return null;
  if (!spec.Loudness) return { ...spec, Loudness: null };
  // The standard first (as it is read), then its values, each given one in place of its default.
  const { Standard, ...given } = spec.Loudness;
  return { ...spec, Loudness: { Standard, ...STANDARD_DEFAULTS[Standard], ...strip(given) } };
}

const strip = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v != null)) as T;

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000));
export const words = (list: readonly (string | number)[]) =>
  list.length === 1 ? String(list[0]) : `${list.slice(0, -1).join(", ")} or ${list[list.length - 1]}`;
const signed = (n: number) => (n > 0 ? `+${n.toFixed(1)}` : n.toFixed(1));

/** Checks a file against one spec; `Result` is the worst of its checks (Fail, then Pending, then Warn). */
export function complianceOf(
  file: ComplianceFile,
  spec: DestinationSpecData | null,
): { Result: Result; Checks: Check[] } {
  const checks: Check[] = [];
  if (spec) {
    const media = parse<MediaFacts>(file.contentMedia);
    const unread = media ? "not read from the container" : "the container could not be read";
    /** A fact the spec constrains: Pass or Fail on it, Warn when it is unknown. */
    const fact = (
      check: CheckName,
      expected: string,
      actual: string | number | null | undefined,
      ok: (value: never) => boolean,
      missing = unread,
    ) => {
      if (actual === null || actual === undefined)
        checks.push({ Check: check, Expected: expected, Actual: missing, Result: "Warn" });
      else
        checks.push({
          Check: check,
          Expected: expected,
          Actual: typeof actual === "number" ? fmt(actual) : actual,
          Result: ok(actual as never) ? "Pass" : "Fail",
        });
    };
    const noVideo = media?.Kind === "audio" ? "no video stream" : unread;
    if (spec.Containers) {
      const taken = spec.Containers.map((c) => c.toLowerCase());
      fact("Container", words(spec.Containers), media?.Container, (c: string) => taken.includes(c.toLowerCase()));
    }
    if (spec.VideoCodecs) {
      const taken = spec.VideoCodecs.map((c) => c.toLowerCase());
      const codec = media?.Kind === "audio" ? "no video stream" : media?.VideoCodec;
      fact("VideoCodec", words(spec.VideoCodecs), codec, (c: string) => taken.includes(c.toLowerCase()));
    }
    if (spec.FrameRates) {
      const rates = spec.FrameRates;
      fact(
        "FrameRate",
        `${words(rates.map(fmt))} fps`,
        media?.FrameRate,
        (r: number) => rates.some((x) => Math.abs(x - r) <= 0.01),
        noVideo,
      );
    }
    if (spec.MinWidth != null) {
      const min = spec.MinWidth;
      fact("Width", `at least ${min} pixels`, media?.Width, (w: number) => w >= min, noVideo);
    }
    if (spec.MinHeight != null) {
      const min = spec.MinHeight;
      fact("Height", `at least ${min} pixels`, media?.Height, (h: number) => h >= min, noVideo);
    }
    if (spec.AudioSampleRates) {
      const rates = spec.AudioSampleRates;
      fact("AudioSampleRate", `${words(rates)} Hz`, media?.AudioSampleRate, (r: number) => rates.includes(r));
    }
    if (spec.AudioChannels) {
      const counts = spec.AudioChannels;
      fact("AudioChannels", words(counts), media?.AudioChannels, (n: number) => counts.includes(n));
    }
    if (spec.MaxLengthDifferenceSeconds != null && file.lengthSeconds !== null) {
      const max = spec.MaxLengthDifferenceSeconds;
      const duration = media?.DurationSeconds;
      const expected = `${file.lengthSeconds} s (the declared Length) ±${fmt(max)} s`;
      if (duration === null || duration === undefined) {
        checks.push({ Check: "Length", Expected: expected, Actual: unread, Result: "Warn" });
      } else {
        const off = Math.abs(duration - file.lengthSeconds) > max;
        checks.push({
          Check: "Length",
          Expected: expected,
          Actual: `${fmt(duration)} s`,
          Result: off ? "Warn" : "Pass",
        });
      }
    }
    if (spec.Loudness)
      checks.push(...loudnessChecks(loudnessOf(file), spec.Loudness as Required<typeof spec.Loudness>));
  }
  return { Result: worst(checks), Checks: checks };
}

/** `Result` of a list of checks: the worst (Fail, then Pending, then Warn, else Pass). */
export const worst = (checks: Check[]): Result =>
  (["Fail", "Pending", "Warn"] as const).find((r) => checks.some((c) => c.Result === r)) ?? "Pass";

function loudnessChecks(
  l: LoudnessRecord,
  spec: { Standard: string; TargetLKFS: number; ToleranceLU: number; MaxTruePeakDBTP: number },
): Check[] {
  const expected = {
    IntegratedLoudness: `${fmt(spec.TargetLKFS)} LKFS ±${fmt(spec.ToleranceLU)} LU (${spec.Standard})`,
    TruePeak: `at most ${spec.MaxTruePeakDBTP.toFixed(1)} dBTP (${spec.Standard})`,
  };
  const both = (actual: string, result: Result): Check[] => [
    { Check: "IntegratedLoudness", Expected: expected.IntegratedLoudness, Actual: actual, Result: result },
    { Check: "TruePeak", Expected: expected.TruePeak, Actual: actual, Result: result },
  ];
  if (l.Status === "Pending") return both("being measured", "Pending");
  if (l.Status !== "Measured") return both(`not measured: ${l.Status} (${l.Reason ?? "no reason given"})`, "Warn");
  const integrated = l.IntegratedLKFS ?? null;
  const peak = l.TruePeakDBTP ?? null;
  // Compared as the meter reports them, to 0.1.
  const off = integrated === null ? Number.POSITIVE_INFINITY : Math.abs(integrated - spec.TargetLKFS);
  return [
    {
      Check: "IntegratedLoudness",
      Expected: expected.IntegratedLoudness,
      Actual:
        integrated === null
          ? "silence (under the -70 LKFS gate)"
          : `${integrated.toFixed(1)} LKFS (${signed(integrated - spec.TargetLKFS)} LU)`,
      Result: off <= spec.ToleranceLU + 1e-9 ? "Pass" : "Fail",
    },
    {
      Check: "TruePeak",
      Expected: expected.TruePeak,
      Actual: peak === null ? "digital silence" : `${peak.toFixed(1)} dBTP`,
      Result: peak === null || peak <= spec.MaxTruePeakDBTP + 1e-9 ? "Pass" : "Fail",
    },
  ];
}

export const named = (d: ComplianceDestination) => `${d.name ?? "destination"} (${d.id})`;

/** A station's dates for a file as publish reads them (../ingest `stationWindows`), for the copy deadline. */
interface AiringWindow {
  fileId: number;
  organizationId: number;
  startDate: string | null;
  timeZone: string;
}

/**
 * The copy deadline (contract section 20): each file and station for which `now` is later than the station's
 * `CopyDeadlineHours` before the start of its first airing day (its first flight for the file, else the order's
 * flight), in its time zone. A station without a deadline, or a file without a first day, is never late.
 */
export function lateCopies(windows: AiringWindow[], list: ComplianceDestination[], now: Date) {
  const hours = new Map(list.map((d) => [d.id, specOf(d.spec)?.CopyDeadlineHours ?? null]));
  // A row a file and station: a day's start in a zone is asked of Intl once a day and zone.
  const starts = new Map<string, number>();
  const startOf = (day: string, zone: string) =>
    starts.get(`${day} ${zone}`) ??
    starts.set(`${day} ${zone}`, startOfDay(day, zone).getTime()).get(`${day} ${zone}`)!;
  return windows.flatMap((w) => {
    const h = hours.get(w.organizationId) ?? null;
    if (h === null || w.startDate === null) return [];
    const deadline = new Date(startOf(w.startDate, w.timeZone) - h * 3_600_000);
    return now > deadline
      ? [{ fileId: w.fileId, organizationId: w.organizationId, firstDay: w.startDate, hours: h }]
      : [];
  });
}

/** Publishing's warning: `late_copy` on `Destinations[i]` for each station some file reaches after its deadline. */
export function lateCopyWarnings(list: ComplianceDestination[], late: ReturnType<typeof lateCopies>) {
  return list.flatMap((d, i) => {
    const mine = late.filter((l) => l.organizationId === d.id);
    const [first] = mine;
    if (!first) return [];
    return [
      {
        Code: "late_copy" as const,
        Message:
          `${named(d)} wants its copy ${first.hours} hours before its first airing day (${first.firstDay}, its ` +
          `time zone): ${mine.length === 1 ? "a file reaches" : `${mine.length} files reach`} it late. Its proof ` +
          "of delivery rows say Late.",
        Field: `Destinations[${i}]`,
      },
    ];
  });
}

/** The deliveries `lateCopies` found late, as `newDeliveries` takes them: `fileId:organizationId`. */
export const lateKeys = (late: ReturnType<typeof lateCopies>) => late.map((l) => `${l.fileId}:${l.organizationId}`);

/**
 * The copy deadline as a day: the last first-airing day (the station's time zone) that a file given at `now`
 * reaches late, for a station wanting its copy `hours` before (`lateCopies`' rule: late while the day starts
 * within `hours` of now). For a statement that compares days (a revision's entries).
 */
export const lateThrough = (hours: number, zone: string, now: Date) =>
  localMoment(new Date(now.getTime() + hours * 3_600_000), zone).date;

/** Each destination's `CopyDeadlineHours`, when it has one: `[id, hours]`. */
export const copyDeadlines = (list: Pick<ComplianceDestination, "id" | "spec">[]) =>
  list.flatMap((d) => {
    const hours = specOf(d.spec)?.CopyDeadlineHours;
    return hours == null ? [] : [[d.id, hours] as const];
  });
