/**
 * The document's parameter rules are the service's (contract section 12: the
 * document accepts what the service accepts, and no more): every example of a
 * query parameter is taken; values drawn from a parameter's documented
 * pattern, enum or integer range are taken (fast-check draws them, as
 * Schemathesis does from /openapi.json); an integer just outside its range is
 * a 400 naming it, for query and path parameters alike.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ISRC_PATTERN, ISRC_WRITTEN, Isrc, normaliseIsrc } from "../src/features/releases/releases.schemas";
import { call, json, KEYS } from "./helpers";

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  example?: unknown;
  schema: {
    type?: string;
    enum?: string[];
    pattern?: string;
    minimum?: number;
    maximum?: number;
    minLength?: number;
    maxLength?: number;
    examples?: unknown[];
  };
}
interface Documented {
  operationId: string;
  parameters?: Parameter[];
}

const doc = await json<{ paths: Record<string, Record<string, Documented>> }>(
  await call("/openapi.json", { key: null }),
);

/** A key that may read what the examples name (the release's label, the webhook's station); else Northwind's. */
const KEY_OF: Record<string, string> = {
  listReleases: KEYS.blueharbor,
  listReleaseComments: KEYS.blueharbor,
  listReleaseApprovals: KEYS.blueharbor,
  listWebhookDeliveries: KEYS.wxyz,
  getReleaseFileContent: KEYS.blueharbor,
  getIngestFeed: KEYS.wxyz,
};

/** The webhook the attempts list is read on (the demo world has none). */
const webhookID = (
  await json<{ WebhookID: number }>(
    await call("/api/v1/account/webhooks", {
      method: "POST",
      key: KEYS.wxyz,
      body: { Url: "https://receiver.test/ok/parameters", Events: ["*"] },
    }),
  )
).WebhookID;

/** An entry in WXYZ-TV's ingest feed (the demo world has none), so that a `wait` drawn answers at once. */
await env.DB.prepare(
  `INSERT INTO ingest_entries (organization_id, action, created_at, order_id, file_id, title)
   VALUES (200, 'ingest', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 5002, 8003, 'Parameters')`,
).run();

/** Every GET of the document that takes query parameters, at the path its examples give. */
const LISTS = Object.entries(doc.paths).flatMap(([template, methods]) => {
  const op = methods.get;
  const query = op?.parameters?.filter((p) => p.in === "query") ?? [];
  if (!op || query.length === 0) return [];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === "webhookID" ? String(webhookID) : String(op.parameters?.find((p) => p.name === name)?.example),
  );
  return [{ op, path, query, key: KEY_OF[op.operationId] ?? KEYS.northwind }];
});

/**
 * Asks `path` (with `name=value` when a name is given): the parameters a 400 refuses, by its `errors`, or by its
 * detail when it has none (`candidates` are the names looked for there); none when it is taken.
 */
async function refused(path: string, key: string, name = "", value = "", method = "GET", candidates = [name]) {
  const url = name ? `${path}?${name}=${encodeURIComponent(value)}` : path;
  // A body-carrying method with a body the service reads, so that the path is what it judges.
  const res = await call(url, { key, method, ...(method === "PUT" || method === "POST" ? { body: {} } : {}) });
  if (res.status !== 400) return [];
  const body = await json<{ errors?: { field: string }[]; detail: string }>(res);
  if (body.errors?.length) return body.errors.map((e) => e.field);
  return candidates.filter((candidate) => candidate && body.detail.includes(candidate));
}

describe("query parameters, as documented and as the service reads them", () => {
  it("covers the lists and the downloads", () => {
    expect(LISTS.map((l) => l.op.operationId)).toEqual(
      expect.arrayContaining([
        "listOrders",
        "listReleases",
        "listAvailableDestinations",
        "listLogs",
        "getOrderFileContent",
      ]),
    );
  });

  it.each(LISTS.map((l) => [l.op.operationId, l] as const))("%s takes every documented example", async (_, list) => {
    for (const param of list.query) {
      const examples = [...(param.schema.examples ?? []), ...(param.example === undefined ? [] : [param.example])];
      for (const example of examples) {
        expect(await refused(list.path, list.key, param.name, String(example)), `${param.name}=${example}`).toEqual([]);
      }
    }
  });

  it.each(LISTS.map((l) => [l.op.operationId, l] as const))(
    "%s takes what its parameters' patterns, enums and ranges allow, and refuses an integer outside its range",
    async (_, list) => {
      for (const param of list.query) {
        const { schema } = param;
        const values: fc.Arbitrary<string> | undefined = schema.enum
          ? fc.constantFrom(...schema.enum)
          : schema.type === "integer"
            ? fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? Number.MAX_SAFE_INTEGER }).map(String)
            : schema.pattern
              ? fc.stringMatching(new RegExp(schema.pattern))
              : undefined;
        if (!values) continue;
        await fc.assert(
          fc.asyncProperty(values, async (value) => {
            expect(
              await refused(list.path, list.key, param.name, value),
              `${param.name}=${JSON.stringify(value)}`,
            ).toEqual([]);
          }),
          { numRuns: 25 },
        );
        if (schema.type === "integer") {
          for (const outside of [(schema.minimum ?? 0) - 1, (schema.maximum ?? 0) + 1]) {
            if (outside >= 0 && outside <= Number.MAX_SAFE_INTEGER) {
              expect(
                await refused(list.path, list.key, param.name, String(outside)),
                `${param.name}=${outside}`,
              ).toEqual([param.name]);
            }
          }
        }
      }
    },
    120_000,
  );

  it("documents limit as the service reads it: 1 to 1000", async () => {
    const limit = LISTS.find((l) => l.op.operationId === "listOrders")?.query.find((p) => p.name === "limit");
    expect(limit?.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 1000 });
    expect(await refused("/api/v1/ad/orders", KEYS.northwind, "limit", "1000")).toEqual([]);
    expect(await refused("/api/v1/ad/orders", KEYS.northwind, "limit", "1001")).toEqual(["limit"]);
    expect(await refused("/api/v1/ad/orders", KEYS.northwind, "limit", "9999")).toEqual(["limit"]);
  });

  it("documents isrc as the service reads it: an ISRC as people write it, and not `0`", async () => {
    const isrc = LISTS.find((l) => l.op.operationId === "listReleases")?.query.find((p) => p.name === "isrc");
    const pattern = new RegExp(isrc?.schema.pattern ?? "");
    for (const written of ["USBHR2600101", "us-bhr-26-00101", "ISRC: US BHR 26 00101", "isrcUSBHR2600101"]) {
      expect(pattern.test(written), written).toBe(true);
    }
    for (const not of ["0", "USBHR260010", "US:BHR2600101", "1SBHR2600101", "USBHR26001011"]) {
      expect(pattern.test(not), not).toBe(false);
      expect(await refused("/api/v1/music/releases", KEYS.blueharbor, "isrc", not), not).toEqual(["isrc"]);
    }
  });

  it("gives each list an example cursor that list takes", async () => {
    for (const list of LISTS) {
      const cursor = list.query.find((p) => p.name === "cursor");
      if (!cursor) continue;
      const example = String(cursor.schema.examples?.[0]);
      const res = await call(`${list.path}?cursor=${example}`, { key: list.key });
      expect([200, 404], `${list.op.operationId}: ${await res.clone().text()}`).toContain(res.status);
    }
  });
});

describe("path parameters, as documented and as the service reads them", () => {
  const paths = Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).flatMap(([method, op]) =>
      (op.parameters ?? [])
        .filter((p) => p.in === "path")
        .map((param) => ({ template, method: method.toUpperCase(), op, param })),
    ),
  );

  /** Whose calls change nothing at the ends of the ranges (another agency: key 1, webhook 1 are not its own). */
  const STRANGER = KEYS.harborlight;

  it("refuses a value just outside each one's documented range with a 400 naming it, and takes its ends", async () => {
    expect(paths.length).toBeGreaterThan(50);
    const checks = paths.flatMap(({ template, method, op, param }) => {
      const { minimum = 1, maximum = Number.MAX_SAFE_INTEGER } = param.schema;
      const at = (value: number | string) =>
        template.replace(/\{(\w+)\}/g, (_, name: string) => (name === param.name ? String(value) : "987654321"));
      const where = `${method} ${template} ${param.name} (${op.operationId})`;
      if (param.schema.type === "string") {
        // A name (a clearing body's): empty or one character too long is a 400 naming it; its longest is taken.
        const longest = param.schema.maxLength ?? 0;
        const name = (n: number) => encodeURIComponent("N".repeat(n));
        return [
          ...[name(longest + 1), "%20", "%07"].map((value) => async () => {
            const names = await refused(at(value), STRANGER, "", "", method, [param.name]);
            expect(names, `${where}=${value}`).toEqual([param.name]);
          }),
          async () => {
            const names = await refused(at(name(longest)), STRANGER, "", "", method, [param.name]);
            expect(names, `${where}=${longest} characters`).not.toContain(param.name);
          },
        ];
      }
      expect(param.schema.type, where).toBe("integer");
      const outside = [minimum - 1, maximum + 1].map((n) => (n > Number.MAX_SAFE_INTEGER ? "9007199254740992" : n));
      return [
        ...outside.map((value) => async () => {
          const names = await refused(at(value), STRANGER, "", "", method, [param.name]);
          expect(names, `${where}=${value}`).toEqual([param.name]);
        }),
        ...[minimum, maximum].map((value) => async () => {
          const names = await refused(at(value), STRANGER, "", "", method, [param.name]);
          expect(names, `${where}=${value}`).not.toContain(param.name);
        }),
      ];
    });
    // A few at a time: each is one request.
    for (let i = 0; i < checks.length; i += 8) await Promise.all(checks.slice(i, i + 8).map((check) => check()));
  }, 180_000);
});

describe("the written form of an ISRC", () => {
  it("is exactly what normalises into an ISRC", () => {
    const piece = fc.oneof(
      fc.constantFrom(" ", "-", ":", "ISRC", "isrc", "IS", "0", "US", "BHR", "26", "00101", "x"),
      fc.string({ unit: fc.constantFrom(..."ACISRUacisru0123456789 -:\t"), maxLength: 4 }),
    );
    // Mostly near misses, and ISRCs written with gaps, a prefix, in any case.
    const gap = fc.constantFrom("", "", "", " ", "-", "\t", " - ");
    const nearIsrc = fc
      .tuple(
        fc.constantFrom("", "ISRC", "isrc:", "ISRC :", "IS-RC", ":"),
        fc.stringMatching(/^[A-Za-z]{2}[A-Za-z0-9]{3}[0-9]{7}$/),
        fc.array(gap, { minLength: 13, maxLength: 13 }),
        fc.constantFrom("", "", "0", "-", "x"),
      )
      .map(
        ([prefix, isrc, gaps, end]) => `${gaps[12]}${prefix}${[...isrc].map((ch, i) => gaps[i] + ch).join("")}${end}`,
      );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(piece, { maxLength: 12 }).map((p) => p.join("")),
          nearIsrc,
        ),
        (written) => {
          const trimmed = written.trim();
          const byService = /^[A-Za-z0-9:\s-]+$/.test(trimmed) && ISRC_PATTERN.test(normaliseIsrc(trimmed));
          expect(ISRC_WRITTEN.test(trimmed), JSON.stringify(written)).toBe(byService);
          expect(v.safeParse(Isrc, written).success, JSON.stringify(written)).toBe(byService);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
