/**
 * Hostile input, property-based (fast-check): every operation of SPEC.md gets
 * arbitrary JSON bodies, XML-ish text, query strings, path values and header
 * values. Whatever arrives, the answer is never a 5xx; a refusal is an RFC 9457
 * problem with the status its class calls for; and a refused write leaves every
 * table it could touch exactly as it was (a success changes exactly what it says).
 * Runs are bounded (see NUM_RUNS); a failure prints fast-check's seed and path.
 */
import { SELF } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { BASE, KEYS } from "../helpers";
import { SPEC_OPERATIONS } from "../spec-operations";
import { expectProblem, fileStatusFingerprint, freshDraft, rowCounts } from "./support";

/** Cases per property and operation; the totals are in the report at the end of the file. */
const NUM_RUNS = { json: 40, nearValid: 120, xml: 30, query: 30, path: 20, headers: 150 } as const;
const generated: Record<string, number> = {};
const count = (property: string) => {
  generated[property] = (generated[property] ?? 0) + 1;
};

interface BodyTarget {
  name: string;
  method: "POST" | "PUT";
  /** The path, or a fresh one per case (publish needs a draft each time). */
  path: string | (() => Promise<string>);
  key: string;
  xmlRoot: string;
  fields: string[];
  /** The success status; a success changes exactly these tables: row count deltas, or a [min, max] range. */
  ok: number;
  changes: (answer: any) => Record<string, number | [number, number]>;
  /** Refusals this operation may give on top of 400, 413, 415 and 422. */
  refusals: number[];
}

const ORDERS = "/api/v1/ad/orders";
const RELEASES = "/api/v1/music/releases";
const ORDER_FIELDS = [
  "Advertiser",
  "Brand",
  "Product",
  "PurchaseOrder",
  "Priority",
  "FlightStartDate",
  "FlightEndDate",
  "TrafficInstructions",
  "Files",
  "Destinations",
];
const orderChanges = (answer: any) => ({
  orders: 1,
  files: answer.Files.length,
  destinations: answer.Destinations.length,
});
const commentTarget = (name: string, path: string): BodyTarget => ({
  name,
  method: "POST",
  path,
  key: KEYS.wxyz,
  xmlRoot: "Comment",
  fields: ["CommentPosterName", "CommentPosterText"],
  ok: 201,
  changes: () => ({ comments: 1 }),
  refusals: [],
});
const fileStatusTarget = (name: string, path: string, field: "Status" | "HouseID"): BodyTarget => ({
  name,
  method: "PUT",
  path,
  key: KEYS.summit,
  xmlRoot: field === "Status" ? "OrganizationAssetStatus" : "HouseIDData",
  fields: [field, "Organizations"],
  ok: 200,
  // A first value for an organization adds its row; later ones update it.
  changes: (rows: unknown[]) => ({ file_statuses: [0, rows.length] }),
  refusals: [403],
});

const BODY_TARGETS: BodyTarget[] = [
  {
    name: "Create Order",
    method: "POST",
    path: ORDERS,
    key: KEYS.northwind,
    xmlRoot: "Order",
    fields: ORDER_FIELDS,
    ok: 201,
    changes: orderChanges,
    refusals: [],
  },
  {
    name: "Create Long Form Order",
    method: "POST",
    path: "/api/v1/ad/longformorders",
    key: KEYS.northwind,
    xmlRoot: "Order",
    fields: [...ORDER_FIELDS, "ProgramTitle", "Episode"],
    ok: 201,
    changes: orderChanges,
    refusals: [],
  },
  {
    name: "Publish Order",
    method: "PUT",
    path: async () => `${ORDERS}/${await freshDraft([202])}/publish`,
    key: KEYS.northwind,
    xmlRoot: "Order",
    fields: [],
    ok: 200,
    changes: (answer) => ({ deliveries: answer.Files.length * answer.Destinations.length }),
    refusals: [],
  },
  commentTarget("Create Comment (order)", `${ORDERS}/5002/comments`),
  commentTarget("Create Approval (order)", `${ORDERS}/5002/approvals`),
  commentTarget("Create Comment (release)", `${RELEASES}/7001/comments`),
  commentTarget("Create Approval (release)", `${RELEASES}/7001/approvals`),
  fileStatusTarget(
    "Set Organization Asset Status (order)",
    `${ORDERS}/5003/files/8005/organizationassetstatus`,
    "Status",
  ),
  fileStatusTarget("Set House ID (order)", `${ORDERS}/5003/files/8005/houseid`, "HouseID"),
  fileStatusTarget(
    "Set Organization Asset Status (release)",
    `${RELEASES}/7001/files/9001/organizationassetstatus`,
    "Status",
  ),
  fileStatusTarget("Set House ID (release)", `${RELEASES}/7001/files/9001/houseid`, "HouseID"),
];

// ---------------------------------------------------------------------------
// Sending and judging
// ---------------------------------------------------------------------------

interface Sent {
  method: string;
  path: string;
  key?: string | null;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  contentType?: string;
}

async function send(request: Sent): Promise<Response> {
  const headers = new Headers(request.headers);
  if (request.key) headers.set("X-API-Key", request.key);
  if (request.contentType) headers.set("Content-Type", request.contentType);
  return SELF.fetch(`${BASE}${request.path}`, { method: request.method, headers, body: request.body });
}

/** The status classes a refusal of a body may have. */
const BODY_REFUSALS = [400, 413, 415, 422];

/**
 * Sends a body to a target and checks the contract: a success changes exactly
 * the tables it says, a refusal is a problem of an allowed status and changes
 * nothing at all.
 */
async function judgeBody(target: BodyTarget, request: Omit<Sent, "method" | "path" | "key">, label: string) {
  const path = typeof target.path === "string" ? target.path : await target.path();
  const before = await rowCounts();
  const statusesBefore = await fileStatusFingerprint();
  const res = await send({ ...request, method: target.method, path, key: target.key });
  const where = `${target.name} ${label}`;
  const after = await rowCounts();
  if (res.status === target.ok) {
    const answer = await res.json<any>();
    const expected: Record<string, unknown> = { ...before };
    for (const [table, delta] of Object.entries(target.changes(answer))) {
      const was = before[table] ?? 0;
      expected[table] = Array.isArray(delta)
        ? expect.toSatisfy((n: number) => n >= was + delta[0] && n <= was + delta[1])
        : was + delta;
    }
    expect(after, `${where}: a success changes exactly what it says`).toEqual(expected);
    return res.status;
  }
  await expectProblem(res, [...BODY_REFUSALS, ...target.refusals], where);
  expect(after, `${where}: a refused write leaves nothing behind`).toEqual(before);
  expect(await fileStatusFingerprint(), `${where}: a refused write changes no file status`).toBe(statusesBefore);
  return res.status;
}

// ---------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------

/** A field name in a random case (JSON names match case-insensitively). */
const anyCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(""));

/** Strings that tend to break things: every unit fast-check knows, plus a few sharp ones. */
const sharpString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "\uFFFE",
    "Robert'); DROP TABLE orders;--",
    "' OR 1=1 --",
    '"><script>alert(1)</script>',
    "<b>ok</b>",
    "%",
    "_",
    "\\",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as plain text.
    "${7*7}",
    "{{7*7}}",
    "__proto__",
    "constructor",
    "toString",
    "200",
    "201",
    "202",
    "WXYZ-TV",
    "klmn-fm",
    "Approved",
    "on air",
    "9007199254740993",
    "1e400",
    "-0",
    "NaN",
  ),
  fc.tuple(fc.constantFrom("a", "é", "😀", "<", "&"), fc.integer({ min: 1, max: 6000 })).map(([ch, n]) => ch.repeat(n)),
);

const sharpValue: fc.Arbitrary<unknown> = fc.oneof(
  sharpString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, 200, 201, 202, 100, 300, 99999),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(sharpString, { maxLength: 4 }),
);

/** Bodies made of the target's own field names (any case) with sharp values. */
const fieldBody = (fields: string[]) =>
  fields.length === 0
    ? fc.object({ maxDepth: 2 })
    : fc
        .array(fc.tuple(fc.constantFrom(...fields).chain(anyCase), sharpValue), { maxLength: fields.length + 2 })
        .map((entries) => Object.fromEntries(entries));

const nestedArrays = fc.integer({ min: 1, max: 20_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`);
const nestedObjects = fc.integer({ min: 1, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`);

/** Any JSON text: arbitrary values, the target's fields with sharp values, deep nesting, huge strings. */
const jsonBody = (target: BodyTarget) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.object({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null"),
    fieldBody(target.fields).map((v) => JSON.stringify(v)),
    nestedArrays,
    nestedObjects,
    fc
      .tuple(fc.constantFrom(...(target.fields.length ? target.fields : ["x"])), fc.integer({ min: 0, max: 1_100_000 }))
      .map(([field, n]) => JSON.stringify({ [field]: "x".repeat(n) })),
    fc.string({ unit: "binary", maxLength: 60 }),
  );

/** A valid order: one to three files with distinct AdIDs, distinct destination stations, optional fields. */
const validOrder = (longForm: boolean) =>
  fc
    .record({
      Advertiser: fc.constantFrom("Near Valid Foods", "  Trimmed Advertiser  ", "Ünïcode Ådvertiser 😀"),
      Brand: fc.option(fc.constant("Brand"), { nil: undefined }),
      Priority: fc.option(fc.constantFrom("Standard", "Rush"), { nil: undefined }),
      flight: fc.option(fc.constant(["2031-01-10", "2031-01-20"]), { nil: undefined }),
      Files: fc.uniqueArray(fc.constantFrom("ABCD1234", "WXYZ0000001H", "efgh5678", "IJKL0000002D"), {
        minLength: 1,
        maxLength: 3,
      }),
      Destinations: fc.uniqueArray(fc.constantFrom(200, 201, 202, 203, 205), { minLength: 1, maxLength: 4 }),
    })
    .map(({ flight, Files, ...order }) => ({
      ...order,
      ...(flight ? { FlightStartDate: flight[0], FlightEndDate: flight[1] } : {}),
      ...(longForm ? { ProgramTitle: "Program", Episode: "Pilot" } : {}),
      Files: Files.map((AdID) => ({ AdID, Title: "Spot", Length: longForm ? 1800 : 30, Format: "HD" })),
    }));

type OrderDraft = Record<string, unknown>;
type Mutate = (order: OrderDraft) => OrderDraft;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** One way to break an order: a sharp value in a field, a file or a destination, or a rule across fields. */
const mutation: fc.Arbitrary<Mutate> = fc.oneof(
  fc
    .tuple(fc.constantFrom("Advertiser", "Brand", "Priority", "FlightStartDate", "ProgramTitle", "Files"), sharpValue)
    .map(
      ([field, value]): Mutate =>
        (order) => ({ ...order, [field]: value }),
    ),
  fc.tuple(fc.constantFrom("AdID", "Title", "Length", "Format"), sharpValue).map(
    ([field, value]): Mutate =>
      (order) => {
        const [first, ...rest] = listOf(order.Files);
        return { ...order, Files: [{ ...(first as object), [field]: value }, ...rest] };
      },
  ),
  fc.constantFrom("ABCD1234", "abcd1234", " ABCD1234 ", "0BAD0000000", "ABC").map(
    (AdID): Mutate =>
      (order) => ({ ...order, Files: [...listOf(order.Files), { AdID, Title: "Again", Length: 1800 }] }),
  ),
  fc.constantFrom(200, 100, 300, 99999, 0, -5, 2 ** 53, 2.5, "201", null).map(
    (id): Mutate =>
      (order) => ({ ...order, Destinations: [...listOf(order.Destinations), id] }),
  ),
  fc.constant<Mutate>((order) => ({ ...order, FlightStartDate: "2031-02-01", FlightEndDate: "2031-01-01" })),
  fc.constant<Mutate>((order) => ({ ...order, Files: [] })),
);

/**
 * Orders that are nearly valid: a valid order with none, one or two things
 * broken, so that some pass, most are refused at one field or another, and some
 * only by the database rules (duplicates, unknown or non-destination ids).
 */
const nearValidOrder = (longForm: boolean) =>
  fc
    .tuple(validOrder(longForm), fc.array(mutation, { maxLength: 2 }))
    .map(([order, mutations]) => mutations.reduce<OrderDraft>((o, mutate) => mutate(o), order));

const ELEMENTS = [
  "Order",
  "Files",
  "File",
  "AdID",
  "Title",
  "Length",
  "Destinations",
  "OrganizationID",
  "Advertiser",
  "Comment",
  "CommentPosterText",
  "CommentPosterName",
  "OrganizationAssetStatus",
  "HouseIDData",
  "Status",
  "HouseID",
  "Organizations",
  "Organization",
  "x:Status",
  "__proto__",
  "constructor",
];
const escapeXml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const { xmlNode } = fc.letrec<{ xmlNode: string }>((tie) => ({
  xmlNode: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    sharpString.map(escapeXml),
    sharpString.map((s) => `<![CDATA[${s}]]>`),
    fc
      .tuple(fc.constantFrom(...ELEMENTS), fc.array(tie("xmlNode"), { maxLength: 4 }))
      .map(([name, children]) => `<${name}>${children.join("")}</${name}>`),
  ),
}));
const XML_TOKENS = [
  "<",
  ">",
  "</",
  "/>",
  "&",
  "&amp;",
  "&#0;",
  "&#x1F600;",
  "&#xD800;",
  "&bogus;",
  "<![CDATA[",
  "]]>",
  "<!--",
  "-->",
  '<?xml version="1.0"?>',
  '<?xml version="1.0" encoding="UTF-16"?>',
  "<!DOCTYPE x>",
  '<!ENTITY e "x">',
  "<?pi?>",
  '"',
  "=",
  " ",
  "\n",
  'xmlns:x="urn:x"',
  ' a="1"',
];
/** XML-ish text: well-formed trees of the API's element names, or a soup of XML tokens. */
const xmlBody = (root: string) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(root, "Other", "x:Order"), fc.array(xmlNode, { maxLength: 5 }))
      .map(([r, children]) => `<${r}>${children.join("")}</${r}>`),
    fc.array(fc.oneof(fc.constantFrom(...XML_TOKENS, ...ELEMENTS), xmlNode), { maxLength: 30 }).map((t) => t.join("")),
  );

// ---------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------

describe("hostile bodies", { timeout: 120_000 }, () => {
  it.each(BODY_TARGETS.map((t) => [t.name, t] as const))(
    "%s: arbitrary JSON never breaks it",
    async (_name, target) => {
      await fc.assert(
        fc.asyncProperty(jsonBody(target), async (text) => {
          count("json bodies");
          await judgeBody(target, { body: text, contentType: "application/json" }, `JSON ${text.slice(0, 80)}`);
        }),
        { numRuns: NUM_RUNS.json },
      );
    },
  );

  it.each([
    ["Create Order", false],
    ["Create Long Form Order", true],
  ] as const)("%s: nearly valid orders are stored whole or not at all", async (name, longForm) => {
    const target = BODY_TARGETS.find((t) => t.name === name) as BodyTarget;
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(nearValidOrder(longForm), fc.boolean(), async (order, asXml) => {
        count("nearly valid orders");
        const body = asXml ? orderXml(order) : JSON.stringify(order);
        const contentType = asXml ? "application/xml" : "application/json";
        statuses.add(await judgeBody(target, { body, contentType }, `${contentType} ${body.slice(0, 200)}`));
      }),
      { numRuns: NUM_RUNS.nearValid },
    );
    // The generator reaches both sides of the rules.
    expect([...statuses]).toEqual(expect.arrayContaining([201, 422]));
  });

  it.each(BODY_TARGETS.map((t) => [t.name, t] as const))("%s: arbitrary XML never breaks it", async (_name, target) => {
    await fc.assert(
      fc.asyncProperty(
        xmlBody(target.xmlRoot),
        fc.constantFrom("application/xml", "text/xml", "application/xml; charset=utf-8"),
        async (text, contentType) => {
          count("XML bodies");
          await judgeBody(target, { body: text, contentType }, `XML ${text.slice(0, 120)}`);
        },
      ),
      { numRuns: NUM_RUNS.xml },
    );
  });

  it("Order Delete: any body, of any type, is ignored (the answer is the one without a body)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(jsonBody(BODY_TARGETS[0] as BodyTarget), xmlBody("Order")),
        fc.constantFrom("application/json", "application/xml", "text/plain", "multipart/form-data; boundary=x"),
        async (body, contentType) => {
          count("delete bodies");
          const before = await rowCounts();
          // A destination of 5002 may see it but not delete it: 403, whatever the body says.
          const res = await send({ method: "DELETE", path: `${ORDERS}/5002`, key: KEYS.wxyz, body, contentType });
          await expectProblem(res, [403], `DELETE with ${contentType} ${body.slice(0, 80)}`);
          expect(await rowCounts()).toEqual(before);
        },
      ),
      { numRuns: NUM_RUNS.xml },
    );
  });

  it("refuses a body that is valid but not UTF-8, for every body operation, leaving nothing behind", async () => {
    const bodies = [
      new Uint8Array([0x7b, 0x22, 0x41, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), // {"A":"\xC3("}
      new Uint8Array([0x3c, 0x61, 0x3e, 0xc0, 0xaf, 0x3c, 0x2f, 0x61, 0x3e]), // <a> overlong "/" </a>
      new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), // UTF-16 LE with a BOM
      new Uint8Array([0xed, 0xa0, 0x80]), // an encoded surrogate
    ];
    for (const target of BODY_TARGETS) {
      for (const body of bodies) {
        for (const contentType of ["application/json", "application/xml"]) {
          count("fixed hostile bodies");
          expect(await judgeBody(target, { body, contentType }, `bytes ${body}`)).toBe(400);
        }
      }
    }
  });
});

/** An order as XML, its lists as the contract shapes them (values as text, whatever they are). */
function orderXml(order: Record<string, unknown>): string {
  const text = (value: unknown) => escapeXml(typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  const element = (name: string, value: unknown): string => {
    if (value === undefined) return "";
    if (name === "Files" && Array.isArray(value)) {
      const files = value.map((f) =>
        typeof f === "object" && f !== null
          ? `<File>${Object.entries(f)
              .map(([k, v]) => element(k, v))
              .join("")}</File>`
          : `<File>${text(f)}</File>`,
      );
      return `<Files>${files.join("")}</Files>`;
    }
    if (name === "Destinations" && Array.isArray(value)) {
      return `<Destinations>${value.map((id) => `<OrganizationID>${text(id)}</OrganizationID>`).join("")}</Destinations>`;
    }
    return `<${name}>${text(value)}</${name}>`;
  };
  return `<Order>${Object.entries(order)
    .map(([k, v]) => element(k, v))
    .join("")}</Order>`;
}

// ---------------------------------------------------------------------------
// Query strings, path values, headers
// ---------------------------------------------------------------------------

const GET_OPERATIONS = [
  { path: `${ORDERS}/5003`, key: KEYS.northwind },
  { path: `${ORDERS}/5003/proofofdelivery`, key: KEYS.northwind },
  { path: `${ORDERS}/proofofdelivery`, key: KEYS.northwind },
  { path: `${ORDERS}/5003/trafficconfirmation`, key: KEYS.northwind },
  { path: `${ORDERS}/5003/destinations`, key: KEYS.northwind },
  { path: `${ORDERS}/orderstates`, key: KEYS.northwind },
  { path: `${ORDERS}/podstates`, key: KEYS.northwind },
  { path: "/api/v1/ad/account/availableDestinations", key: KEYS.northwind },
  { path: "/api/v1/ad/account/destinationOrganizationStatus/200", key: KEYS.northwind },
  { path: `${RELEASES}/7001/files/9001/filestatusinformation`, key: KEYS.blueharbor },
  { path: "/api/v1/music/account/logs", key: KEYS.northwind },
];

const QUERY_NAMES = [
  "limit",
  "cursor",
  "fromDate",
  "toDate",
  "orderID",
  "status",
  "updatedSince",
  "dateFrom",
  "dateTo",
  "url",
  "httpMethod",
  "LIMIT",
  "x",
  "",
  "__proto__",
];
const RAW_QUERY_VALUES = [
  "",
  "%",
  "%%",
  "%ZZ",
  "%E0%A4%A",
  "%00",
  "%2F",
  "%C0%AF",
  "+",
  "%26",
  "1",
  "0",
  "-1",
  "1001",
  "99999999999999999999",
  "9007199254740992",
  "2026-02-30",
  "02/30/2026",
  "2026-01-01T00:00:00",
  "2026-01-01T00:00:00Z",
  "all",
  "ONLINE",
  "get",
  "{orderID}",
  "/api/v1/ad/orders/{orderID}",
  "/api/v1/ad/orders/%25",
  "http://x/y?z",
  "WyJhYmMiXQ",
  "WzFlNDAwXQ",
  "W10",
  "eyJ4IjoxfQ",
  "WyIyMDI2LTAxLTAxVDAwOjAwOjAwLjAwMFoiLCJ4Il0",
];
const queryPair = fc.oneof(
  fc.tuple(fc.constantFrom(...QUERY_NAMES), fc.constantFrom(...RAW_QUERY_VALUES)).map(([k, v]) => `${k}=${v}`),
  fc
    .tuple(fc.constantFrom(...QUERY_NAMES), fc.oneof(sharpString, fc.string()))
    .map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, "?"))}`),
  fc.string({ maxLength: 20 }),
);
const queryString = fc.array(queryPair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join("&")}`);

describe("hostile query strings", { timeout: 60_000 }, () => {
  it.each(GET_OPERATIONS.map((op) => [op.path, op] as const))(
    "%s: any query is answered or refused with a 400/404",
    async (_path, op) => {
      await fc.assert(
        fc.asyncProperty(queryString, async (query) => {
          count("query strings");
          const res = await send({ method: "GET", path: `${op.path}${query}`, key: op.key });
          if (res.status === 200) {
            expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
            await res.json();
          } else {
            await expectProblem(res, [400, 404], `${op.path}${query}`);
          }
        }),
        { numRuns: NUM_RUNS.query },
      );
    },
  );
});

/** A path segment: anything, encoded or raw, or one of the classics. */
const pathSegment = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }).map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "?"))),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom(
    "..",
    ".",
    "%2E%2E",
    "%2F",
    "5001%2F..",
    "%00",
    "%E0%A4%A",
    "-1",
    "0",
    "00",
    "05001",
    "1e3",
    "0x10",
    "%201",
    "1%20",
    "+1",
    "9007199254740991",
    "9007199254740992",
    "9".repeat(400),
    "5001;x",
    "5001.0",
    "%35%30%30%31",
    "orderstates",
    "OrderStates",
    "%7BorderID%7D",
    "x".repeat(5000),
  ),
  fc.integer({ min: 1, max: 99_999 }).map(String),
);

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

describe("hostile path values", { timeout: 60_000 }, () => {
  const CANONICAL_ID = /^[1-9]\d{0,15}$/;
  const LITERALS = new Set(["orderstates", "podstates", "proofofdelivery"]);
  // The key of a destination: it may write comments and statuses (harmless here) but publish or delete nothing.
  const withPathValues = SPEC_OPERATIONS.filter(([, path]) => path.includes("{"));
  it.each(withPathValues.map(([m, p]) => [`${m.toUpperCase()} ${p}`, m, p] as const))(
    "%s: any path value is answered or refused with a problem",
    async (_name, method, template) => {
      const placeholders = template.match(/\{\w+\}/g) ?? [];
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathSegment, { minLength: placeholders.length, maxLength: placeholders.length }),
          async (segments) => {
            count("path values");
            let path: string = template;
            placeholders.forEach((p, i) => {
              path = path.replace(p, segments[i] as string);
            });
            const body =
              method === "get" || method === "delete"
                ? undefined
                : JSON.stringify({ CommentPosterText: "Path test", Status: "Received", HouseID: "PATH" });
            const res = await send({
              method: method.toUpperCase(),
              path,
              key: KEYS.wxyz,
              body,
              contentType: body ? "application/json" : undefined,
            });
            const label = `${method} ${path.slice(0, 200)}`;
            if (res.status >= 300) {
              await expectProblem(res, [400, 403, 404, 405, 409, 422], label);
              return;
            }
            await res.body?.cancel();
            // Success only for canonical ids (or a literal route reached by normalising `..`).
            const normalised = new URL(path, BASE).pathname !== path;
            const decoded = segments.map(safeDecode);
            const literal = decoded.some((s) => LITERALS.has(s));
            expect(normalised || literal || decoded.every((s) => CANONICAL_ID.test(s)), label).toBe(true);
          },
        ),
        { numRuns: NUM_RUNS.path },
      );
    },
  );
});

/** Header values a fetch carries as they are: printable ASCII, long or short (workerd re-encodes anything else as UTF-8). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom(
    "",
    "*/*",
    "application/json;q=0",
    "application/xml;q=abc",
    "text/*;q=0.5, application/*",
    "application/problem+json",
    "application/json; charset=utf-16",
    "multipart/form-data; boundary=x",
    "Bearer",
    "Bearer mds_dev_northwind extra",
    "mds_dev_northwind ",
    "MDS_DEV_NORTHWIND",
    "a".repeat(65_536),
    "a/b;q=0.5,".repeat(6_000),
  ),
);
/** A replaced key may be another valid one that cannot see the subject (404); the rest are malformed input. */
const HEADER_REFUSALS = [400, 401, 404, 406, 409, 413, 415, 422];
const HEADER_NAMES = [
  "Accept",
  "Content-Type",
  "X-Request-Id",
  "X-API-Key",
  "Authorization",
  "Idempotency-Key",
  "Origin",
];

describe("hostile header values", { timeout: 60_000 }, () => {
  it("never breaks a read or a write, and never echoes a malformed request id", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue, { maxKeys: 3 }),
        fc.boolean(),
        async (headers, write) => {
          count("header values");
          const request: Sent = write
            ? {
                method: "POST",
                path: `${RELEASES}/7001/comments`,
                key: KEYS.wxyz,
                body: JSON.stringify({ CommentPosterText: "Header test" }),
                contentType: "application/json",
              }
            : { method: "GET", path: `${ORDERS}/5003`, key: KEYS.northwind };
          // The property's own headers win over the defaults above (a key or content type may be replaced).
          const merged = new Headers({
            ...(request.key ? { "X-API-Key": request.key } : {}),
            ...(request.contentType ? { "Content-Type": request.contentType } : {}),
          });
          for (const [name, value] of Object.entries(headers)) merged.set(name, value);
          const res = await SELF.fetch(`${BASE}${request.path}`, {
            method: request.method,
            headers: merged,
            body: request.body,
          });
          const sentId = merged.get("X-Request-Id");
          const echoed = res.headers.get("X-Request-Id") ?? "";
          expect(echoed).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
          if (sentId && /^[A-Za-z0-9._:-]{1,128}$/.test(sentId)) expect(echoed).toBe(sentId);
          const label = `${request.method} ${JSON.stringify(headers).slice(0, 300)}`;
          if (res.status < 300) {
            expect([200, 201], label).toContain(res.status);
            await res.body?.cancel();
          } else if (res.headers.get("Content-Type")?.startsWith("application/problem+xml")) {
            expect(HEADER_REFUSALS, label).toContain(res.status);
            expect(await res.text()).toMatch(/^<\?xml[^>]*\?><problem xmlns="urn:ietf:rfc:7807">/);
          } else {
            await expectProblem(res, HEADER_REFUSALS, label);
          }
        },
      ),
      { numRuns: NUM_RUNS.headers },
    );
  });
});

afterAll(() => console.log("hostile input cases generated:", JSON.stringify(generated)));
