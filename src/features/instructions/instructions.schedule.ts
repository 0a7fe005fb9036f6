/**
 * Flights against the clock of a station (contract sections 14 and 15): an
 * instant read in the station's IANA time zone (its date, weekday and minute
 * of the day, daylight saving included, by the runtime's Intl), and whether a
 * flight covers it. No offset arithmetic of our own: Intl says what the wall
 * clock showed.
 */

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

function partsAt(instant: number, zone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatOf(zone).formatToParts(new Date(instant))) parts[p.type] = p.value;
  return parts;
}

/** The station's wall clock at `instant`. */
export function localMoment(instant: Date, zone: string): LocalMoment {
  const p = partsAt(instant.getTime(), zone);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    day: p.weekday as Day,
    minute: Number(p.hour) * 60 + Number(p.minute),
  };
}

/** The offset of the zone from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const p = partsAt(instant, zone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a local day (`YYYY-MM-DD`) starts in the zone. */
export function startOfDay(date: string, zone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const local = Date.UTC(year, month - 1, day);
  let guess = local - offsetAt(local, zone);
  // Once more from the first guess: the offset may differ across the day's start.
  guess = local - offsetAt(guess, zone);
  return new Date(guess);
}

/** The day after a date, `YYYY-MM-DD`. */
export function nextDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

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

/** The weekday of a date. */
export function dayOf(date: string): Day {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return DAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] as Day;
}
