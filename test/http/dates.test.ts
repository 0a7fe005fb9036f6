/**
 * Eastern Time (src/http/dates.ts) against Intl itself, around the changes
 * of daylight saving time: the offset each UTC hour keeps is the one Intl
 * gives at every instant of that hour. And the ends of the calendar: years
 * 0000 to 0099 are themselves, and a bound in year 10000 (9999-12-31 in
 * Eastern Time, whose end is in year 10000 UTC) compares after every stored
 * timestamp, in every operation that takes a date.
 */
import { describe, expect, it } from "vitest";
import {
  addDays,
  easternDayOf,
  easternDayRange,
  easternToUtc,
  instantText,
  LAST_STORED_MS,
  parseIsoDate,
  parseLocalDateTime,
  parseUsDate,
} from "../../src/http/dates";
import { call, json, KEYS, problem, send } from "../helpers";

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

describe("every year a caller can write (0000 to 9999) is itself", () => {
  it("reads years 0000 to 0099 as themselves, not as 1900 to 1999", () => {
    expect(parseIsoDate("0000-02-29")).toEqual({ year: 0, month: 2, day: 29 });
    expect(parseIsoDate("0048-02-29")).toEqual({ year: 48, month: 2, day: 29 });
    expect(parseIsoDate("0050-02-29")).toBeNull();
    expect(parseIsoDate("1900-02-29")).toBeNull();
    expect(parseUsDate("12/31/0099")).toEqual({ year: 99, month: 12, day: 31 });
    expect(parseLocalDateTime("0001-01-01T00:00:00")).toMatchObject({ year: 1, month: 1, day: 1 });
    // New York kept its local mean time then (UTC-4:56:02): read as standard time, EST.
    expect(easternToUtc({ year: 1, month: 1, day: 1 }).toISOString()).toBe("0001-01-01T05:00:00.000Z");
    expect(easternDayRange({ year: 99, month: 12, day: 31 }).end.toISOString()).toBe("0100-01-01T05:00:00.000Z");
    expect(addDays({ year: 0, month: 12, day: 31 }, 1)).toEqual({ year: 1, month: 1, day: 1 });
    expect(easternDayOf(new Date("0050-06-01T03:00:00.000Z"))).toEqual({ year: 50, month: 5, day: 31 });
  });

  it("writes an instant as stored timestamps are, and one past year 9999 after every one of them", () => {
    expect(instantText(new Date("2026-11-14T09:30:00Z"))).toBe("2026-11-14T09:30:00.000Z");
    expect(instantText(new Date(LAST_STORED_MS))).toBe("9999-12-31T23:59:59.999Z");
    const end = easternDayRange({ year: 9999, month: 12, day: 31 }).end;
    // toISOString writes year 10000 as +010000-…, which sorts before every stored timestamp.
    expect(end.toISOString()).toBe("+010000-01-01T05:00:00.000Z");
    const past = [end, new Date(LAST_STORED_MS + 1), easternToUtc({ year: 9999, month: 12, day: 31, hour: 23 })];
    const stored = ["0000-01-01T00:00:00.000Z", "2026-11-14T09:30:00.000Z", "9999-12-31T23:59:59.999Z"];
    for (const instant of past) {
      for (const timestamp of stored) expect(instantText(instant) > timestamp, `${instant.getTime()}`).toBe(true);
    }
  });
});

/** Every other date a caller sends, at either end of the calendar, against what is stored. */
describe("dates at either end of the calendar, over HTTP", () => {
  const listed = async (path: string, key: string = KEYS.northwind) => {
    const res = await call(path, { key });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await json<unknown[]>(res)).length;
  };

  it.each([
    ["/api/v1/ad/orders", KEYS.northwind],
    ["/api/v1/music/releases", KEYS.blueharbor],
    ["/api/v1/ad/account/availableDestinations", KEYS.northwind],
  ])("%s?updatedSince: year 9999 (year 10000 in UTC) lists none, year 0001 lists all", async (path, key) => {
    const all = await listed(`${path}?limit=1000`, key);
    expect(all).toBeGreaterThan(0);
    expect(await listed(`${path}?limit=1000&updatedSince=9999-12-31T23:59:59`, key)).toBe(0);
    expect(await listed(`${path}?limit=1000&updatedSince=0001-01-01T00:00:00`, key)).toBe(all);
  });

  it("Logs: dateTo=9999-12-31 keeps today's entries, dateFrom=9999-12-31 none, a day of year 0001 none", async () => {
    const marker = (await send("/api/v1/ad/orders/5002", { key: KEYS.northwind })).headers.get("X-Request-Id");
    const logs = "/api/v1/music/account/logs?limit=1000";
    const ids = async (query: string) => {
      const res = await call(`${logs}${query}`, { key: KEYS.northwind });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await json<{ RequestId: string }[]>(res)).map((e) => e.RequestId);
    };
    expect(await ids("")).toContain(marker);
    expect(await ids("&dateTo=9999-12-31")).toContain(marker);
    expect(await ids("&dateFrom=0000-01-01&dateTo=9999-12-31")).toContain(marker);
    expect(await ids("&dateFrom=9999-12-31")).toEqual([]);
    expect(await ids("&dateFrom=0001-01-01&dateTo=0001-12-31")).toEqual([]);
  });

  it("Create Order and Create Release keep flight and release dates of year 9999 and 0001 as sent", async () => {
    const order = await call("/api/v1/ad/orders", {
      method: "POST",
      body: {
        Advertiser: "Calendar Ends",
        FlightStartDate: "0001-01-01",
        FlightEndDate: "9999-12-31",
        Files: [{ AdID: "CALE0001", Title: "Ends", Length: 30 }],
        Destinations: [200],
      },
    });
    expect(order.status, await order.clone().text()).toBe(201);
    expect(await json(order)).toMatchObject({ FlightStartDate: "0001-01-01", FlightEndDate: "9999-12-31" });
    const backwards = await call("/api/v1/ad/orders", {
      method: "POST",
      body: {
        Advertiser: "Calendar Ends",
        FlightStartDate: "9999-12-31",
        FlightEndDate: "0001-01-01",
        Files: [{ AdID: "CALE0002", Title: "Ends", Length: 30 }],
        Destinations: [200],
      },
    });
    expect((await problem(backwards, 422)).errors).toContainEqual(
      expect.objectContaining({ field: "FlightEndDate", code: "out_of_range" }),
    );
    const release = await call("/api/v1/music/releases", {
      method: "POST",
      key: KEYS.blueharbor,
      body: {
        Title: "Calendar Ends",
        Artist: "The Test Pattern",
        ReleaseDate: "9999-12-31",
        Files: [{ Title: "Ends", ISRC: "USCAL2600001", Length: 200 }],
        Destinations: [200],
      },
    });
    expect(release.status, await release.clone().text()).toBe(201);
    expect(await json(release)).toMatchObject({ ReleaseDate: "9999-12-31" });
  });

  it("Create Key: an ExpiresAt in year 9999 (UTC) is a key that works until then", async () => {
    const res = await call("/api/v1/account/keys", {
      method: "POST",
      body: { Name: "Calendar end", ExpiresAt: "9999-12-31T23:59:59Z" },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const key = await json<{ Key: string; ExpiresAt: string }>(res);
    expect(key.ExpiresAt).toBe("9999-12-31T23:59:59.000Z");
    expect((await call("/api/v1/ad/orders/5002", { key: key.Key })).status).toBe(200);
  });
});
