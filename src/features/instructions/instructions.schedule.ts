/**
 * Flights against the clock of a station (contract sections 14 and 15): an
 * instant read in the station's IANA time zone (its date, weekday and minute
 * of the day, daylight saving included, by the runtime's Intl), and whether a
 * flight covers it. No offset arithmetic of our own: Intl says what the wall
 * clock showed. Calendar arithmetic is src/http/dates.ts's, right for every
 * year from 0000 to 9999 (and the day after 9999-12-31).
 */
import { FIRST_STORED_MS, isoDate, LAST_STORED_MS, utcTime } from "../../http/dates";

export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Day = (typeof DAYS)[number];

/** A flight as stored and answered: absent Days and Dayparts are already every day and all day. */
export interface Flight {
  StartDate: string;
  EndDate: string;
  /** The destinations it names; null: every destination of the order. */
  Destinations: number[] | null;
  Days: Day[];
  Dayparts: { Start: string; End: string }[];
  Rotation: { AdID: string; Weight: number }[];
}

/** The wall clock of a station at an instant. */
export interface LocalMoment {
  /** `YYYY-MM-DD` */
  date: string;
  day: Day;
  /** Minutes since local midnight, 0..1439. */
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl's formatter for a zone, made once per isolate; throws a RangeError for a zone Intl does not know. */
function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      weekday: "short",
      // Years before 1 are BC years to Intl: 1 BC is year 0.
      era: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether Intl knows the IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    formatOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock at an instant, its year astronomical (0 is 1 BC, -1 is 2 BC). */
function partsAt(instant: number, zone: string) {
  const p: Record<string, string> = {};
  for (const part of formatOf(zone).formatToParts(new Date(instant))) p[part.type] = part.value;
  const year = p.era === "BC" ? 1 - Number(p.year) : Number(p.year);
  return {
    year,
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: p.weekday as Day,
  };
}

/** The station's wall clock at `instant`. */
export function localMoment(instant: Date, zone: string): LocalMoment {
  const p = partsAt(instant.getTime(), zone);
  return { date: isoDate(p), day: p.weekday, minute: p.hour * 60 + p.minute };
}

const DAY_MS = 86_400_000;

/** Whether the station's day at `instant` is one of years 0000 to 9999 (a flight's dates are). */
export function localYearInRange(instant: Date, zone: string): boolean {
  // No zone is as much as a day from UTC: only an instant within two days of either end needs Intl's answer.
  const t = instant.getTime();
  if (t - FIRST_STORED_MS > 2 * DAY_MS && LAST_STORED_MS - t > 2 * DAY_MS) return true;
  const { year } = partsAt(t, zone);
  return year >= 0 && year <= 9999;
}

/** The offset of the zone from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const p = partsAt(instant, zone);
  const asUtc = utcTime(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** `YYYY-MM-DD` → year, month and day (a year past 9999, such as `nextDate`'s of 9999-12-31, too). */
const partsOf = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

/** The instant a local day (`YYYY-MM-DD`) starts in the zone. */
export function startOfDay(date: string, zone: string): Date {
  const { year, month, day } = partsOf(date);
  const local = utcTime(year, month - 1, day);
  let guess = local - offsetAt(local, zone);
  // Once more from the first guess: the offset may differ across the day's start.
  guess = local - offsetAt(guess, zone);
  return new Date(guess);
}

/** The day after a date, `YYYY-MM-DD` (`10000-01-01` after 9999-12-31). */
export function nextDate(date: string): string {
  const { year, month, day } = partsOf(date);
  const d = new Date(utcTime(year, month - 1, day + 1));
  return isoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** Days since 1970-01-01 of a date, to count and compare days as numbers. */
export const dayNumber = (date: string) => {
  const { year, month, day } = partsOf(date);
  return Math.round(utcTime(year, month - 1, day) / 86_400_000);
};

/** The weekday of a day number (1970-01-01 was a Thursday). */
export const weekdayOf = (n: number) => DAYS[(((n + 3) % 7) + 7) % 7] as Day;

/** `HH:MM` as minutes since midnight (`24:00` is 1440). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether the flight applies to the station: it names it, or names none. */
export const appliesTo = (flight: Flight, organizationId: number) =>
  flight.Destinations === null || flight.Destinations.includes(organizationId);

/** Whether the flight covers the moment: its dates, one of its days, and one of its dayparts (end excluded). */
export function covers(flight: Flight, at: LocalMoment): boolean {
  return (
    flight.StartDate <= at.date &&
    at.date <= flight.EndDate &&
    flight.Days.includes(at.day) &&
    flight.Dayparts.some((p) => minutesOf(p.Start) <= at.minute && at.minute < minutesOf(p.End))
  );
}
