import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";

const LIST = "/api/v1/ad/account/availableDestinations";

interface Destination {
  OrganizationID: number;
  Name: string;
  Status: "Online" | "Offline";
  UpdatedAt: string;
}

async function all(query = ""): Promise<Destination[]> {
  const res = await call(`${LIST}?limit=1000${query}`);
  expect(res.status).toBe(200);
  return json(res);
}

describe("Available Destination Organizations", () => {
  let counts: { total: number; online: number };
  beforeAll(async () => {
    const row = await env.DB.prepare(
      "SELECT count(*) AS total, sum(status = 'Online') AS online FROM organizations WHERE kind = 'destination'",
    ).first<{ total: number; online: number }>();
    counts = row ?? { total: 0, online: 0 };
  });

  it("lists every destination with its fields, by OrganizationID", async () => {
    const list = await all();
    expect(list.length).toBe(counts.total);
    expect(list.length).toBeGreaterThanOrEqual(33);
    const ids = list.map((d) => d.OrganizationID);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list.find((d) => d.OrganizationID === 200)).toEqual({
      OrganizationID: 200,
      Name: "WXYZ-TV",
      DisplayName: expect.any(String),
      Type: "TV",
      Market: expect.any(String),
      Country: "US",
      Status: "Online",
      TimeZone: "America/Detroit",
      UpdatedAt: expect.stringMatching(/Z$/),
    });
    expect(list.some((d) => d.OrganizationID === 100 || d.OrganizationID === 300)).toBe(false);
  });

  it("gives each destination the IANA time zone of its schedule, one the runtime knows (contract section 15)", async () => {
    const list = (await all()) as (Destination & { TimeZone: string })[];
    for (const d of list)
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: d.TimeZone }), d.Name).not.toThrow();
    const zone = (id: number) => list.find((d) => d.OrganizationID === id)?.TimeZone;
    expect([zone(200), zone(201), zone(202), zone(205), zone(210)]).toEqual([
      "America/Detroit",
      "America/Denver",
      "America/New_York",
      "America/Los_Angeles",
      "America/Phoenix",
    ]);
    const status = await json(await call("/api/v1/ad/account/destinationOrganizationStatus/201"));
    expect(status.TimeZone).toBe("America/Denver");
  });

  it("filters by status=online, and status=all is the default", async () => {
    const online = await all("&status=online");
    expect(online.length).toBe(counts.online);
    expect(online.every((d) => d.Status === "Online")).toBe(true);
    expect(online.some((d) => d.OrganizationID === 202)).toBe(false);
    expect((await all("&status=all")).length).toBe(counts.total);
  });

  it.each(["ONLINE", "offline", ""])("refuses status=%s with a 400", async (status) => {
    const body = await problem(await call(`${LIST}?status=${status}`), 400);
    expect(body.errors?.[0]?.field).toBe("status");
  });

  it("pages with limit and a Link to the next page until the end", async () => {
    const seen: number[] = [];
    let next: string | null = `${LIST}?limit=10&status=all`;
    let pages = 0;
    while (next) {
      const res = await call(next);
      expect(res.status).toBe(200);
      const page: Destination[] = await json(res);
      expect(page.length).toBeLessThanOrEqual(10);
      seen.push(...page.map((d) => d.OrganizationID));
      const link = res.headers.get("Link");
      next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      if (next) expect(next).toContain("status=all");
      pages++;
    }
    expect(pages).toBe(Math.ceil(counts.total / 10));
    expect(seen).toEqual((await all()).map((d) => d.OrganizationID));
  });

  it.each(["0", "1001", "x", "-5"])("refuses limit=%s with a 400", async (limit) => {
    await problem(await call(`${LIST}?limit=${limit}`), 400);
  });

  it("refuses a cursor it did not give out", async () => {
    const body = await problem(await call(`${LIST}?cursor=bm9wZQ`), 400);
    expect(body.errors?.[0]?.field).toBe("cursor");
  });

  describe("updatedSince in Eastern Time", () => {
    const setUpdated = (id: number, iso: string) =>
      env.DB.prepare("UPDATE organizations SET updated_at = ? WHERE id = ?").bind(iso, id).run();

    it("reads a summer time as EDT (UTC-4) and a winter time as EST (UTC-5)", async () => {
      await setUpdated(203, "2030-07-01T16:00:00.000Z"); // 12:00 EDT
      await setUpdated(204, "2030-01-15T17:00:00.000Z"); // 12:00 EST
      const summer = await all("&updatedSince=2030-07-01T12:00:00");
      expect(summer.map((d) => d.OrganizationID)).toContain(203);
      const summerLate = await all("&updatedSince=2030-07-01T12:00:01");
      expect(summerLate.map((d) => d.OrganizationID)).not.toContain(203);
      const winter = await all("&updatedSince=2030-01-15T12:00:00");
      expect(winter.map((d) => d.OrganizationID)).toEqual(expect.arrayContaining([203, 204]));
      const winterLate = await all("&updatedSince=2030-01-15T12:00:01");
      expect(winterLate.map((d) => d.OrganizationID)).not.toContain(204);
    });

    it("handles the days daylight saving starts and ends", async () => {
      // 2030-03-10: clocks go from 02:00 EST to 03:00 EDT. 03:30 EDT = 07:30Z.
      await setUpdated(205, "2030-03-10T07:30:00.000Z");
      expect((await all("&updatedSince=2030-03-10T03:30:00")).map((d) => d.OrganizationID)).toContain(205);
      expect((await all("&updatedSince=2030-03-10T03:30:01")).map((d) => d.OrganizationID)).not.toContain(205);
      // 2030-11-03: 01:30 happens twice; the first (EDT, 05:30Z) is meant.
      await setUpdated(206, "2030-11-03T05:30:00.000Z");
      expect((await all("&updatedSince=2030-11-03T01:30:00")).map((d) => d.OrganizationID)).toContain(206);
    });

    it.each(["2030-07-01T12:00:00Z", "2030-07-01T12:00:00-04:00", "2030-07-01", "2030-02-30T12:00:00", "yesterday"])(
      "refuses updatedSince=%s with a 400",
      async (value) => {
        const body = await problem(await call(`${LIST}?updatedSince=${encodeURIComponent(value)}`), 400);
        expect(body.errors?.[0]?.field).toBe("updatedSince");
      },
    );
  });

  it("answers in XML", async () => {
    const text = await (await call(`${LIST}?limit=2`, { accept: "application/xml" })).text();
    expect(text).toMatch(/^<\?xml[^>]*\?><Destinations><Destination><OrganizationID>\d+<\/OrganizationID>/);
    expect(text.match(/<Destination>/g)).toHaveLength(2);
  });
});

describe("Destination Organization Status", () => {
  it("gives the status record of a destination", async () => {
    const res = await call("/api/v1/ad/account/destinationOrganizationStatus/202", { key: KEYS.summit });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      OrganizationID: 202,
      Name: "WQRS-AM",
      Type: "Radio",
      Status: "Offline",
      StatusSince: expect.stringMatching(/Z$/),
      LastSeenAt: expect.stringMatching(/Z$/),
    });
  });

  it("answers 404 for an organization that is not a destination or does not exist", async () => {
    await problem(await call("/api/v1/ad/account/destinationOrganizationStatus/100"), 404);
    await problem(await call("/api/v1/ad/account/destinationOrganizationStatus/123456"), 404);
  });

  it("answers in XML", async () => {
    const text = await (
      await call("/api/v1/ad/account/destinationOrganizationStatus/200", { accept: "application/xml" })
    ).text();
    expect(text).toContain("<DestinationOrganizationStatus><OrganizationID>200</OrganizationID><Name>WXYZ-TV</Name>");
  });
});
