/**
 * Logs (GET /api/v1/music/account/logs): the record, the order, every filter
 * and their combinations, Eastern-day boundaries, the account's isolation,
 * pagination and XML. Entries are written straight into the request log in 2030,
 * apart from everything the tests' own requests log today.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { keyPrefix } from "../../src/http/keys";
import { BASE, call, json, KEYS, settle } from "../helpers";
import { loggedEntries, writeEntries } from "../logs";

const LOGS = "/api/v1/music/account/logs";
const STATUS_TEMPLATE = "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}";

interface Log {
  LogID: number;
  RequestDate: string;
  HttpMethod: string;
  Url: string;
  UrlTemplate: string | null;
  StatusCode: number;
  DurationMs: number;
  RequestId: string;
  ApiKeyPrefix: string | null;
}

interface Entry {
  org: number | null;
  date: string;
  url: string;
  method?: string;
  template?: string | null;
  status?: number;
  prefix?: string;
  requestId: string;
}

async function insert(entries: Entry[]) {
  await writeEntries(
    entries.map((e) => {
      const [path = "", query] = e.url.split("?");
      return {
        organizationId: e.org,
        apiKeyPrefix: e.prefix ?? "mds_dev_nort",
        requestDate: e.date,
        httpMethod: e.method ?? "GET",
        path,
        query: query === undefined ? null : `?${query}`,
        urlTemplate: e.template === undefined ? null : e.template,
        statusCode: e.status ?? 200,
        durationMs: 7,
        requestId: e.requestId,
      };
    }),
  );
}

async function logs(query: Record<string, string>, key: string = KEYS.northwind): Promise<Log[]> {
  const res = await call(`${LOGS}?${new URLSearchParams(query)}`, { key });
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return json(res);
}

const ids = (list: Log[]) => list.map((l) => l.RequestId);

/** Sends a request through the worker and waits for its log entry to be written. */
const send = (path: string, init: RequestInit = {}) => settle(new Request(`${BASE}${path}`, init));

// Northwind's entries of 1 to 3 May 2030 (EDT: the Eastern day starts at 04:00Z), plus strangers'.
const MAY = { dateFrom: "2030-05-01", dateTo: "2030-05-03" };

beforeAll(async () => {
  await insert([
    {
      org: 100,
      requestId: "may-1",
      date: "2030-05-01T12:00:00.000Z",
      url: "/api/v1/ad/account/destinationOrganizationStatus/200",
      template: STATUS_TEMPLATE,
    },
    {
      org: 100,
      requestId: "may-2",
      date: "2030-05-01T13:00:00.000Z",
      url: "/api/v1/ad/account/destinationOrganizationStatus/201?verbose=1",
      template: STATUS_TEMPLATE,
      prefix: "mds_live_abc",
    },
    {
      org: 100,
      requestId: "may-3",
      date: "2030-05-02T12:00:00.000Z",
      url: "/api/v1/ad/account/destinationOrganizationStatus/200",
      template: STATUS_TEMPLATE,
      method: "DELETE",
      status: 405,
    },
    {
      org: 100,
      requestId: "may-4",
      date: "2030-05-02T13:00:00.000Z",
      url: "/api/v1/ad/account/availableDestinations?status=online",
      template: "/api/v1/ad/account/availableDestinations",
    },
    {
      org: 100,
      requestId: "may-5",
      date: "2030-05-03T12:00:00.000Z",
      url: "/api/v1/nowhere",
      method: "POST",
      status: 404,
    },
    {
      org: 400,
      requestId: "may-harborlight",
      date: "2030-05-01T12:30:00.000Z",
      url: "/api/v1/ad/account/destinationOrganizationStatus/200",
      template: STATUS_TEMPLATE,
      prefix: "mds_dev_harb",
    },
    {
      org: null,
      requestId: "may-unknown-key",
      date: "2030-05-01T12:45:00.000Z",
      url: "/api/v1/ad/account/destinationOrganizationStatus/200",
      template: STATUS_TEMPLATE,
      status: 401,
      prefix: "mds_dev_stra",
    },
    {
      org: 200,
      requestId: "may-dana",
      date: "2030-05-01T14:00:00.000Z",
      url: "/api/v1/music/releases/7001/files/9001/filestatusinformation",
      template: "/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation",
      prefix: "mds_dev_dana",
    },
  ]);
});

describe("Logs: the record and its order", () => {
  it("gives every field of an entry, and nothing else", async () => {
    const entry = (await logs(MAY)).find((l) => l.RequestId === "may-2");
    expect(entry).toEqual({
      LogID: expect.any(Number),
      RequestDate: "2030-05-01T13:00:00.000Z",
      HttpMethod: "GET",
      Url: "/api/v1/ad/account/destinationOrganizationStatus/201?verbose=1",
      UrlTemplate: STATUS_TEMPLATE,
      StatusCode: 200,
      DurationMs: 7,
      RequestId: "may-2",
      ApiKeyPrefix: "mds_live_abc",
    });
  });

  it("lists newest first, and an unknown route's entry with a null UrlTemplate", async () => {
    const list = await logs(MAY);
    expect(ids(list)).toEqual(["may-5", "may-4", "may-3", "may-2", "may-1"]);
    expect(list[0]).toMatchObject({ Url: "/api/v1/nowhere", UrlTemplate: null, StatusCode: 404, HttpMethod: "POST" });
  });

  it("logs a real request once, with what it was and how it ended, and shows it to its account", async () => {
    const requestId = `real-${crypto.randomUUID()}`;
    // `probe` makes the URL this test's own; a parameter the operation does not know is a 400, logged as any.
    const res = await send("/api/v1/ad/account/destinationOrganizationStatus/202?probe=1", {
      headers: { "X-API-Key": KEYS.northwind, "X-Request-Id": requestId },
    });
    expect(res.status).toBe(400);
    const found = await logs({ url: "/api/v1/ad/account/destinationOrganizationStatus/202?probe=1" });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      RequestId: requestId,
      HttpMethod: "GET",
      Url: "/api/v1/ad/account/destinationOrganizationStatus/202?probe=1",
      UrlTemplate: STATUS_TEMPLATE,
      StatusCode: 400,
      ApiKeyPrefix: await keyPrefix(KEYS.northwind),
    });
    expect(found[0]?.DurationMs).toBeGreaterThanOrEqual(0);
    expect(Date.now() - Date.parse(found[0]?.RequestDate ?? "")).toBeLessThan(60_000);
  });
});

describe("Logs: the url filter", () => {
  it.each([
    STATUS_TEMPLATE,
    "/api/v1/ad/account/destinationOrganizationStatus/{id}",
    "/api/v1/ad/account/destinationOrganizationStatus/{}",
    "https://mds.example.com/api/v1/ad/account/destinationOrganizationStatus/{organization_id}",
  ])("matches the template %s whatever its placeholder's name", async (url) => {
    expect(ids(await logs({ ...MAY, url }))).toEqual(["may-3", "may-2", "may-1"]);
  });

  it("matches a template that names no operation only as written, never as a prefix", async () => {
    expect(await logs({ ...MAY, url: "/api/v1/ad/account/{what}" })).toEqual([]);
    expect(await logs({ ...MAY, url: "/api/v1/ad/account/destinationOrganizationStatus/{id}/x" })).toEqual([]);
  });

  it("matches a concrete path exactly, whatever the query of the request was", async () => {
    expect(ids(await logs({ ...MAY, url: "/api/v1/ad/account/destinationOrganizationStatus/200" }))).toEqual([
      "may-3",
      "may-1",
    ]);
    expect(ids(await logs({ ...MAY, url: "/api/v1/ad/account/destinationOrganizationStatus/201" }))).toEqual(["may-2"]);
    expect(await logs({ ...MAY, url: "/api/v1/ad/account/destinationOrganizationStatus/20" })).toEqual([]);
    expect(await logs({ ...MAY, url: "/api/v1/ad/account/destinationOrganizationStatus/200/" })).toEqual([]);
  });

  it("matches path and query exactly when the url has a query", async () => {
    const url = "/api/v1/ad/account/destinationOrganizationStatus/201?verbose=1";
    expect(ids(await logs({ ...MAY, url }))).toEqual(["may-2"]);
    expect(await logs({ ...MAY, url: `${url}0` })).toEqual([]);
    expect(await logs({ ...MAY, url: "/api/v1/ad/account/destinationOrganizationStatus/200?verbose=1" })).toEqual([]);
  });

  it.each([
    ["https://mds.example.com/api/v1/ad/account/availableDestinations?status=online", ["may-4"]],
    ["http://localhost:8787/api/v1/ad/account/availableDestinations", ["may-4"]],
    ["HTTPS://MDS.EXAMPLE.COM/api/v1/ad/account/destinationOrganizationStatus/200#top", ["may-3", "may-1"]],
  ])("ignores scheme and host in %s", async (url, expected) => {
    expect(ids(await logs({ ...MAY, url }))).toEqual(expected);
  });

  it("takes braces in a concrete URL's query as part of the query", async () => {
    const url = "/api/v1/ad/orders/5999?q={a}";
    await insert([{ org: 100, requestId: "braces", date: "2030-09-01T12:00:00.000Z", url }]);
    expect(ids(await logs({ url }))).toEqual(["braces"]);
    expect(await logs({ url: "/api/v1/ad/orders/5999?q={b}" })).toEqual([]);
  });

  it("matches a literal route given as its path", async () => {
    expect(ids(await logs({ ...MAY, url: "/api/v1/nowhere" }))).toEqual(["may-5"]);
  });
});

describe("Logs: httpMethod and combined filters", () => {
  it.each([
    ["GET", ["may-4", "may-2", "may-1"]],
    ["get", ["may-4", "may-2", "may-1"]],
    ["Delete", ["may-3"]],
    ["POST", ["may-5"]],
    ["put", []],
  ])("httpMethod=%s", async (httpMethod, expected) => {
    expect(ids(await logs({ ...MAY, httpMethod }))).toEqual(expected);
  });

  it("combines url template, method and days", async () => {
    const url = "/api/v1/ad/account/destinationOrganizationStatus/{x}";
    expect(ids(await logs({ ...MAY, url, httpMethod: "GET" }))).toEqual(["may-2", "may-1"]);
    expect(ids(await logs({ dateFrom: "2030-05-02", dateTo: "2030-05-02", url }))).toEqual(["may-3"]);
    expect(ids(await logs({ dateFrom: "2030-05-02", dateTo: "2030-05-02", url, httpMethod: "get" }))).toEqual([]);
  });

  it("combines a concrete url, method and days", async () => {
    const url = "/api/v1/ad/account/destinationOrganizationStatus/200";
    expect(ids(await logs({ ...MAY, url, httpMethod: "DELETE" }))).toEqual(["may-3"]);
    expect(ids(await logs({ dateFrom: "2030-05-01", dateTo: "2030-05-01", url }))).toEqual(["may-1"]);
    expect(ids(await logs({ dateTo: "2030-05-01", url, httpMethod: "GET" }))).toEqual(["may-1"]);
  });

  it("takes dateFrom alone and dateTo alone", async () => {
    expect(ids(await logs({ dateFrom: "2030-05-03", url: "/api/v1/nowhere" }))).toEqual(["may-5"]);
    expect(await logs({ dateFrom: "2030-05-04", url: "/api/v1/nowhere" })).toEqual([]);
    expect(ids(await logs({ dateTo: "2030-05-01", dateFrom: "2030-04-30" }))).toEqual(["may-2", "may-1"]);
  });
});

describe("Logs: days are Eastern Time days, both ends inclusive", () => {
  const PATH = "/api/v1/ad/orders/orderstates";
  const at = (requestId: string, date: string): Entry => ({
    org: 100,
    requestId,
    date,
    url: `${PATH}?day=1`,
    template: PATH,
  });

  beforeAll(async () => {
    await insert([
      // Winter (EST, UTC-5): 15 January 2030 is [05:00Z, 16th 05:00Z).
      at("jan14-last", "2030-01-15T04:59:59.999Z"),
      at("jan15-first", "2030-01-15T05:00:00.000Z"),
      at("jan15-last", "2030-01-16T04:59:59.999Z"),
      at("jan16-first", "2030-01-16T05:00:00.000Z"),
      // Summer (EDT, UTC-4): 4 July 2030 is [04:00Z, 5th 04:00Z).
      at("jul3-last", "2030-07-04T03:59:59.999Z"),
      at("jul4-first", "2030-07-04T04:00:00.000Z"),
      at("jul4-last", "2030-07-05T03:59:59.999Z"),
      at("jul5-first", "2030-07-05T04:00:00.000Z"),
      // Daylight saving starts on 10 March 2030: a 23-hour day, [05:00Z, 11th 04:00Z).
      at("mar9-last", "2030-03-10T04:59:59.999Z"),
      at("mar10-first", "2030-03-10T05:00:00.000Z"),
      at("mar10-last", "2030-03-11T03:59:59.999Z"),
      at("mar11-first", "2030-03-11T04:00:00.000Z"),
      // Daylight saving ends on 3 November 2030: a 25-hour day, [04:00Z, 4th 05:00Z).
      at("nov2-last", "2030-11-03T03:59:59.999Z"),
      at("nov3-first", "2030-11-03T04:00:00.000Z"),
      at("nov3-last", "2030-11-04T04:59:59.999Z"),
      at("nov4-first", "2030-11-04T05:00:00.000Z"),
    ]);
  });

  const day = async (date: string) => ids(await logs({ dateFrom: date, dateTo: date, url: PATH }));

  it("a winter day (EST)", async () => {
    expect(await day("2030-01-15")).toEqual(["jan15-last", "jan15-first"]);
  });

  it("a summer day (EDT)", async () => {
    expect(await day("2030-07-04")).toEqual(["jul4-last", "jul4-first"]);
  });

  it("the day daylight saving starts", async () => {
    expect(await day("2030-03-10")).toEqual(["mar10-last", "mar10-first"]);
    expect(await day("2030-03-09")).toEqual(["mar9-last"]);
    expect(await day("2030-03-11")).toEqual(["mar11-first"]);
  });

  it("the day daylight saving ends", async () => {
    expect(await day("2030-11-03")).toEqual(["nov3-last", "nov3-first"]);
    expect(await day("2030-11-02")).toEqual(["nov2-last"]);
    expect(await day("2030-11-04")).toEqual(["nov4-first"]);
  });

  it("dateFrom starts at the start of its day, dateTo ends at the end of its day", async () => {
    expect(ids(await logs({ dateFrom: "2030-11-03", url: PATH }))).toEqual(["nov4-first", "nov3-last", "nov3-first"]);
    expect(ids(await logs({ dateTo: "2030-01-14", url: PATH }))).toEqual(["jan14-last"]);
    expect(ids(await logs({ dateFrom: "2030-03-10", dateTo: "2030-07-04", url: PATH }))).toEqual([
      "jul4-last",
      "jul4-first",
      "jul3-last",
      "mar11-first",
      "mar10-last",
      "mar10-first",
    ]);
  });
});

describe("Logs: the account's own entries only", () => {
  it("never shows another organization's entries, nor those of unknown keys", async () => {
    const northwind = ids(await logs({ dateFrom: "2030-01-01", dateTo: "2030-12-31", limit: "1000" }));
    expect(northwind).toEqual(expect.arrayContaining(["may-1", "may-5"]));
    expect(northwind).not.toContain("may-harborlight");
    expect(northwind).not.toContain("may-unknown-key");
    expect(northwind).not.toContain("may-dana");
    const harborlight = await logs({ ...MAY }, KEYS.harborlight);
    expect(ids(harborlight)).toEqual(["may-harborlight"]);
    expect(harborlight[0]?.ApiKeyPrefix).toBe("mds_dev_harb");
  });

  it("keeps a stranger's real requests out of the account", async () => {
    const url = `/api/v1/ad/account/destinationOrganizationStatus/201?stranger=${crypto.randomUUID()}`;
    const strangers = await send(url, { headers: { "X-API-Key": KEYS.harborlight } });
    const unknown = await send(url, { headers: { "X-API-Key": "mds_dev_nobody_knows_me" } });
    expect(unknown.status).toBe(401);
    const stored = (await loggedEntries()).filter((e) => e.url === url);
    expect(stored.map((e) => e.organizationId)).toEqual([400, null]);
    expect(await logs({ url })).toEqual([]);
    expect(ids(await logs({ url }, KEYS.harborlight))).toEqual([strangers.headers.get("X-Request-Id")]);
  });

  it("shows every key of the organization: a contact's requests to its organization's keys", async () => {
    const dana = await logs({ ...MAY }, KEYS.dana);
    const wxyz = await logs({ ...MAY }, KEYS.wxyz);
    expect(ids(dana)).toEqual(["may-dana"]);
    expect(wxyz).toEqual(dana);
    expect(wxyz[0]?.ApiKeyPrefix).toBe("mds_dev_dana");
  });

  it("does not extend group access to the logs of the organizations a group acts for", async () => {
    expect(await logs({ ...MAY }, KEYS.summit)).toEqual([]);
  });
});

describe("Logs: pagination", () => {
  const PATH = "/api/v1/ad/orders/podstates";
  // Their day alone: a filtered page reads at most LOG_SCAN_GROUPS groups of its window, and the account's newer
  // entries (other tests') would take them.
  const DAY = { dateFrom: "2030-06-01", dateTo: "2030-06-01" };

  beforeAll(async () => {
    // 25 entries, with pairs sharing a RequestDate so that LogID decides between them.
    await insert(
      Array.from({ length: 25 }, (_, i) => ({
        org: 100,
        requestId: `page-${String(i).padStart(2, "0")}`,
        date: `2030-06-01T12:00:${String(Math.floor(i / 2)).padStart(2, "0")}.000Z`,
        url: PATH,
        template: PATH,
      })),
    );
  });

  it("pages newest first with a Link that keeps the filters, until the end", async () => {
    const expected = Array.from({ length: 25 }, (_, i) => `page-${String(24 - i).padStart(2, "0")}`);
    expect(ids(await logs({ ...DAY, url: PATH, limit: "1000" }))).toEqual(expected);
    const seen: string[] = [];
    let next: string | null = `${LOGS}?${new URLSearchParams({ ...DAY, url: PATH, httpMethod: "get", limit: "10" })}`;
    let pages = 0;
    while (next) {
      const res = await call(next);
      expect(res.status).toBe(200);
      const page: Log[] = await json(res);
      expect(page.length).toBeLessThanOrEqual(10);
      seen.push(...ids(page));
      const link = res.headers.get("Link");
      next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      if (next) {
        const params = new URL(next, BASE).searchParams;
        expect([params.get("url"), params.get("httpMethod"), params.get("limit")]).toEqual([PATH, "get", "10"]);
      }
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it("gives no Link on the last page", async () => {
    const res = await call(`${LOGS}?${new URLSearchParams({ ...DAY, url: PATH, limit: "25" })}`);
    expect(await json(res)).toHaveLength(25);
    expect(res.headers.get("Link")).toBeNull();
  });

  it("defaults to 100 entries a page, filtered or not, and links on", async () => {
    await insert(
      Array.from({ length: 101 }, (_, i) => ({
        org: 100,
        requestId: `default-${i}`,
        date: `2030-08-01T12:00:00.${String(i).padStart(3, "0")}Z`,
        url: "/api/v1/ad/orders/proofofdelivery",
      })),
    );
    const res = await call(`${LOGS}?dateFrom=2030-08-01&dateTo=2030-08-01`);
    expect(await json(res)).toHaveLength(100);
    expect(res.headers.get("Link")).toMatch(/cursor=/);
    const filtered = await call(`${LOGS}?dateFrom=2030-08-01&dateTo=2030-08-01&url=/api/v1/ad/orders/proofofdelivery`);
    expect(await json(filtered)).toHaveLength(100);
    expect(filtered.headers.get("Link")).toMatch(/cursor=/);
  });
});

describe("Logs: XML", () => {
  it("answers a Logs root with one Log per entry", async () => {
    const res = await call(`${LOGS}?${new URLSearchParams({ ...MAY, httpMethod: "POST" })}`, {
      accept: "application/xml",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const text = await res.text();
    expect(text).toMatch(
      new RegExp(
        '^<\\?xml[^>]*\\?><Logs xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><Log><LogID>\\d+</LogID>' +
          "<RequestDate>2030-05-03T12:00:00.000Z</RequestDate><HttpMethod>POST</HttpMethod><Url>/api/v1/nowhere</Url>" +
          '<UrlTemplate xsi:nil="true"/><StatusCode>404</StatusCode><DurationMs>7</DurationMs>' +
          "<RequestId>may-5</RequestId><ApiKeyPrefix>mds_dev_nort</ApiKeyPrefix></Log></Logs>$",
      ),
    );
  });

  it("answers an empty list as an empty Logs element", async () => {
    const text = await (await call(`${LOGS}?dateFrom=2031-01-01&dateTo=2031-01-01`, { accept: "text/xml" })).text();
    expect(text).toMatch(/^<\?xml[^>]*\?><Logs(\/>|><\/Logs>)$/);
  });
});

describe("Logs: OpenAPI declaration", () => {
  it("describes every query parameter with its format and examples", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const op = doc.paths[LOGS].get;
    const params = Object.fromEntries(
      op.parameters.map((p: { name: string; in: string; description?: string; schema: Record<string, unknown> }) => [
        p.name,
        p,
      ]),
    );
    expect(Object.keys(params)).toEqual(["dateFrom", "dateTo", "url", "httpMethod", "limit", "cursor"]);
    for (const p of Object.values(params) as { in: string; required: boolean; description?: string; schema: any }[]) {
      expect(p).toMatchObject({ in: "query", required: false });
      expect(p.description).toBeTruthy();
      expect(p.schema.examples?.length).toBeGreaterThan(0);
    }
    expect(params.dateFrom.schema).toMatchObject({ type: "string", format: "date" });
    expect(params.dateTo.schema).toMatchObject({ type: "string", format: "date" });
    // Any case, as the service takes it: a pattern, not an enum of upper case names.
    const method = new RegExp(params.httpMethod.schema.pattern);
    for (const m of ["GET", "put", "Delete", "pAtCh", "HEAD", "options", "post"]) expect(m).toMatch(method);
    for (const m of ["GETX", "TRACE", "", "get "]) expect(m).not.toMatch(method);
    expect(params.url.schema).toMatchObject({ type: "string", maxLength: 2048 });
    expect(op.responses["200"].headers).toHaveProperty("Link");
    expect(op.responses).toHaveProperty("400");
    expect(op.description).toContain("<Logs>");
    expect(doc.components.schemas.LogEntry.required).toEqual([
      "LogID",
      "RequestDate",
      "HttpMethod",
      "Url",
      "UrlTemplate",
      "StatusCode",
      "DurationMs",
      "RequestId",
      "ApiKeyPrefix",
    ]);
  });
});
