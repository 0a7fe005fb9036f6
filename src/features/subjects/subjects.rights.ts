/**
 * A file's rights window (contract section 20): the input rule (AirEnd not before AirStart) and publishing's
 * rules over what a publish read: `rights_expired` (422) when AirEnd is before the first day a station would
 * air the file, `rights_end_in_flight` (a warning) when it falls inside the station's flight. Plain functions
 * over rows: the caller reads the stations' dates (../ingest `stationWindows`) and says each one's today.
 */

import type * as v from "valibot";
import type { FieldError } from "../../http/problems";
import { isObject, listOf } from "./subjects.rules";
import type { Warning } from "./subjects.schemas";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** AirEnd before AirStart in a rights input (`rights`, as sent), named under `field`. */
export function rightsWindowErrors(rights: unknown, field: string): FieldError[] {
  if (!isObject(rights)) return [];
  const start = typeof rights.AirStart === "string" ? rights.AirStart.trim() : "";
  const end = typeof rights.AirEnd === "string" ? rights.AirEnd.trim() : "";
  if (DATE.test(start) && DATE.test(end) && end < start)
    return [{ field: `${field}AirEnd`, code: "out_of_range", message: "must not be before AirStart" }];
  return [];
}

/** The same rule on each file of a subject's input: `Files[i].Rights.AirEnd`. */
export const fileRightsRules = (body: Record<string, unknown>): FieldError[] =>
  listOf(body.Files).flatMap(([file, i]) =>
    rightsWindowErrors(isObject(file) ? file.Rights : undefined, `Files[${i}].Rights.`),
  );

/** A file as publishing's rights rules read it. */
export interface RightsFile {
  id: number;
  adId: string | null;
  isrc: string | null;
  title: string | null;
  airStart: string | null;
  airEnd: string | null;
}

/** A station's dates for one file (before its rights apply), and its day today. */
export interface StationWindow {
  fileId: number;
  organizationId: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  /** `YYYY-MM-DD` in the station's time zone. */
  today: string;
}

const fileNamed = (f: RightsFile) => `file ${f.id} (${f.adId ?? f.isrc ?? f.title})`;
const stationNamed = (w: StationWindow) => `${w.name} (${w.organizationId})`;

/** The first day the station would air the file: its first flight day, and never before today. */
const firstDay = (w: StationWindow) => (w.startDate !== null && w.startDate > w.today ? w.startDate : w.today);

/** Publishing's rule: `rights_expired` on `Files[i]` when its AirEnd is before a station's first airing day. */
export function rightsErrors(files: RightsFile[], windows: StationWindow[]): FieldError[] {
  return files.flatMap((file, i) => {
    const airEnd = file.airEnd;
    if (airEnd === null) return [];
    const ended = windows.filter((w) => w.fileId === file.id && airEnd < firstDay(w));
    if (ended.length === 0) return [];
    return [
      {
        field: `Files[${i}]`,
        code: "rights_expired",
        message:
          `the rights of ${fileNamed(file)} end on ${airEnd}, before ${ended
            .map((w) => `${stationNamed(w)} would air it (from ${firstDay(w)})`)
            .join(", ")}: ` + "set a later AirEnd with PUT …/files/{fileID}/rights, or take the file off",
      },
    ];
  });
}

/** Publishing's warning: `rights_end_in_flight` on `Files[i]` when its AirEnd falls before a station's flight ends. */
export function rightsWarnings(files: RightsFile[], windows: StationWindow[]): v.InferOutput<typeof Warning>[] {
  return files.flatMap((file, i) => {
    const airEnd = file.airEnd;
    if (airEnd === null) return [];
    const cut = windows.filter(
      (w) => w.fileId === file.id && airEnd >= firstDay(w) && (w.endDate === null || airEnd < w.endDate),
    );
    if (cut.length === 0) return [];
    return [
      {
        Code: "rights_end_in_flight" as const,
        Message:
          `The rights of ${fileNamed(file)} end on ${airEnd}, inside the flight of ` +
          `${cut.map(stationNamed).join(", ")}: those stations are given ${airEnd} as its EndDate, and at the end of ` +
          "that day the file is killed at every station that has it.",
        Field: `Files[${i}]`,
      },
    ];
  });
}
