/**
 * Eastern Time (src/http/dates.ts) against Intl itself, around the changes
 * of daylight saving time: the offset each UTC hour keeps is the one Intl
 * gives at every instant of that hour.
 */
import { describe, expect, it } from "vitest";
import { easternDayOf, easternToUtc } from "../../src/http/dates";

const intl = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
const partsOf = (t: number) => {
  const parts = intl.formatToParts(new Date(t));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
};

/** Every 7 minutes 13 seconds across a day either side of each change of 2025 to 2027. */
const aroundChanges = [
  Date.UTC(2025, 2, 9, 7),
  Date.UTC(2025, 10, 2, 6),
  Date.UTC(2026, 2, 8, 7),
  Date.UTC(2026, 10, 1, 6),
  Date.UTC(2027, 2, 14, 7),
  Date.UTC(2027, 10, 7, 6),
].flatMap((change) => Array.from({ length: 400 }, (_, i) => change - 86_400_000 + i * 433_000));

describe("Eastern Time", () => {
  it("easternDayOf is the calendar day Intl gives, at every instant around the changes", () => {
    const wrong = aroundChanges.filter((t) => {
      const p = partsOf(t);
      const d = easternDayOf(new Date(t));
      return d.year !== p.year || d.month !== p.month || d.day !== p.day;
    });
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it("easternToUtc of a local time Intl gives is the instant again, but in the autumn's repeated hour", () => {
    const wrong = aroundChanges.filter((t) => {
      const p = partsOf(t);
      const back = easternToUtc({
        year: p.year,
        month: p.month,
        day: p.day,
        hour: p.hour,
        minute: p.minute,
        second: p.second,
      });
      const repeated = p.month === 11 && p.hour === 1;
      return !repeated && back.getTime() !== Math.floor(t / 1000) * 1000;
    });
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  });

  it("takes the daylight (first) 1:30 of the autumn's repeated hour, and the spring's missing 2:30 as standard time", () => {
    expect(easternToUtc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }).toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(easternToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }).toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
  });
});
