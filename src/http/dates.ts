/**
 * Dates and times as callers send them: local Eastern Time (America/New_York,
 * daylight saving included) for date-times without an offset and for days;
 * and an instant as the text timestamps are stored as, to compare with them.
 * Every year a caller can write (0000 to 9999) means itself.
 */
const ZONE = "America/New_York";

/** Days in 400 Gregorian years: the calendar repeats after them. */
const DAYS_IN_400_YEARS = 146_097;

/**
 * `Date.UTC` for every year from 0000: `Date.UTC` itself reads years 0 to 99
 * as 1900 to 1999, so those are computed 400 years later and moved back.
 */
export function utcTime(
  year: number,
  monthIndex: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): number {
  if (year < 0 || year > 99) return Date.UTC(year, monthIndex, day, hour, minute, second, ms);
  return Date.UTC(year + 400, monthIndex, day, hour, minute, second, ms) - DAYS_IN_400_YEARS * 86_400_000;
}

/** The first and last instants a stored timestamp can hold: RFC 3339 text, with a four-digit year. */
export const FIRST_STORED_MS = utcTime(0, 0, 1);
export const LAST_STORED_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Whether an instant is one a timestamp can hold and an answer write (`toISOString` gives `+010000-…` past 9999). */
export const storable = (instant: Date) => instant.getTime() >= FIRST_STORED_MS && instant.getTime() <= LAST_STORED_MS;

/** `YYYY-MM-DD` of a calendar date of years 0000 to 9999. */
export const isoDate = (t: LocalDateTime) =>
  `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;

/**
 * The first instant past every stored timestamp, as text that sorts after each
 * of them: ISO 8601's end of a day, 24:00.
 */
const AFTER_EVERY_STORED = "9999-12-31T24:00:00.000Z";

/**
 * An instant as timestamps are stored (`toISOString`), to compare with them as
 * text (`gte`, `lt`). Past year 9999 `toISOString` writes `+010000-…`, which
 * sorts before `2…`, so that a bound in year 10000 would take in, or leave
 * out, everything; any such instant is after every stored one, and so is its
 * text here.
 */
export function instantText(instant: Date): string {
  return instant.getTime() > LAST_STORED_MS ? AFTER_EVERY_STORED : instant.toISOString();
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  hourCycle: "h23",
  // Years before 1 are BC years to Intl: 1 BC is year 0.
  era: "short",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * The UTC offset of Eastern Time at an instant, in minutes (-300 or -240).
 * Asking Intl costs about a tenth of a millisecond, so each answer is kept for
 * its UTC hour: the offset is whole hours and changes only at 2:00 local
 * time, on a UTC hour.
 */
const offsets = new Map<number, number>();
function offsetMinutes(utcMs: number): number {
  const hour = Math.floor(utcMs / 3_600_000);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const at = hour * 3_600_000;
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  const asUtc = utcTime(
    parts.era === "BC" ? 1 - Number(parts.year) : Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offset = Math.round((asUtc - at) / 60000);
  if (offsets.size >= 10_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

/**
 * The instant of an Eastern local time. In the spring gap the clock time is
 * taken as standard time (it lands an hour later); in the autumn overlap the
 * first (daylight) occurrence wins.
 */
export function easternToUtc(t: LocalDateTime): Date {
  const local = utcTime(t.year, t.month - 1, t.day, t.hour ?? 0, t.minute ?? 0, t.second ?? 0, t.millisecond ?? 0);
  const valid = [-240, -300]
    .map((offset) => ({ offset, utc: local - offset * 60000 }))
    .filter(({ offset, utc }) => offsetMinutes(utc) === offset)
    .map(({ utc }) => utc);
  return new Date(valid.length > 0 ? Math.min(...valid) : local + 300 * 60000);
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(utcTime(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** `YYYY-MM-DD` → its parts, or null. */
export function parseIsoDate(text: string): LocalDateTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** `MM/DD/YYYY` (as SPEC.md shows) → its parts, or null. */
export function parseUsDate(text: string): LocalDateTime | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** `YYYY-MM-DDThh:mm[:ss[.sss]]` without offset → its parts, or null. */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(text);
  if (!m) return null;
  const t = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: Number(m[6] ?? 0),
    millisecond: Number((m[7] ?? "0").padEnd(3, "0")),
  };
  if (!validCalendarDate(t.year, t.month, t.day) || t.hour > 23 || t.minute > 59 || t.second > 59) return null;
  return t;
}

/**
 * A full ISO 8601 date-time with `Z` or an offset → the instant, or null; its
 * day must be one of its month (the runtime's parser would take 2026-02-30 as
 * 2 March). The instant may leave years 0000 to 9999 by its offset: `storable`
 * says whether it did.
 */
export function parseInstant(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i.exec(text);
  if (!m || !validCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The Eastern day of an instant as parts. */
export function easternDayOf(instant: Date): LocalDateTime {
  const local = new Date(instant.getTime() + offsetMinutes(instant.getTime()) * 60000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Adds days to a calendar date. */
export function addDays(t: LocalDateTime, days: number): LocalDateTime {
  const d = new Date(utcTime(t.year, t.month - 1, t.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** [start, end) in UTC of an Eastern calendar day. */
export function easternDayRange(t: LocalDateTime): { start: Date; end: Date } {
  return { start: easternToUtc(t), end: easternToUtc(addDays(t, 1)) };
}
