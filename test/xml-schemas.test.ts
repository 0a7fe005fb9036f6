/**
 * The XML Schemas (contract section 12): served open, linked from the
 * document, and true: every XML example of the document, and the XML answers
 * of a run over every operation (success and problem), validate against the
 * XSD their media type names, with xmllint (test/xmllint.ts, in Node).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, KEYS } from "./helpers";
import { OPERATION_CASES } from "./perf/operations";

interface Schema {
  $ref?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  xml?: { name?: string; wrapped?: boolean };
}
interface MediaType {
  example?: unknown;
  schema?: Schema;
  "x-xsd"?: string;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType>; $ref?: string }>;
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, MediaType> }>; schemas: Record<string, Schema> };
};

const XML_TYPES = ["application/xml", "text/xml", "application/problem+xml"];
let doc: Doc;
const schemas = new Map<string, string>();

async function schemaText(link: string): Promise<string> {
  const cached = schemas.get(link);
  if (cached) return cached;
  const res = await call(link, { key: null });
  expect(res.status, link).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
  const text = await res.text();
  schemas.set(link, text);
  return text;
}

/** xmllint's verdict on `document` against the XSD at `link`. */
async function lint(link: string, document: string): Promise<{ valid: boolean; output: string }> {
  const name = /^\/schemas\/(\w+)\.xsd$/.exec(link)?.[1];
  expect(name, `${link} is no schema address`).toBeDefined();
  const res = await fetch("https://xmllint.test/", {
    method: "POST",
    body: JSON.stringify({ schemas: { [name as string]: await schemaText(link) }, schema: name, document }),
  });
  if (res.status === 503) throw new Error(await res.text());
  return (await res.json()) as { valid: boolean; output: string };
}

/** Validates `document` against the XSD at `link` with xmllint; fails with xmllint's words. */
async function expectValid(link: string, document: string, what: string) {
  const { valid, output } = await lint(link, document);
  expect(valid, `${what} against ${link}:\n${output}\n${document}`).toBe(true);
}

const operationOf = (method: string, template: string) => doc.paths[template]?.[method.toLowerCase()];

const PROBLEM_XSD = "/schemas/problem.xsd";

beforeAll(async () => {
  doc = await json<Doc>(await call("/openapi.json", { key: null }));
});

describe("XML Schemas", () => {
  it("are served open, as XSD 1.0, for every link of the document; an unknown one is a 404 problem", async () => {
    const links = new Set<string>();
    for (const path of Object.values(doc.paths))
      for (const op of Object.values(path)) {
        for (const m of Object.values(op.requestBody?.content ?? {})) if (m["x-xsd"]) links.add(m["x-xsd"]);
        for (const r of Object.values(op.responses))
          for (const m of Object.values(r.content ?? {})) if (m["x-xsd"]) links.add(m["x-xsd"]);
      }
    expect(links.size).toBeGreaterThan(30);
    for (const link of links) {
      const text = await schemaText(link);
      expect(text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<xs:schema xmlns:xs="http:\/\/www.w3.org\/2001\/XMLSchema"/,
      );
    }
    expect((await call("/schemas/Nothing.xsd", { key: null })).status).toBe(404);
    expect((await call("/schemas/..%2Fopenapi.json", { key: null })).status).toBe(404);
  });

  it("refuse what an answer is not: an unknown element, a null where none may be, a missing element, text for a number", async () => {
    const link = operationOf("get", "/api/v1/account/keys")?.responses["200"]?.content?.["application/xml"]?.[
      "x-xsd"
    ] as string;
    const key = (inner: string) =>
      `<ApiKeys xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><ApiKey>${inner}</ApiKey></ApiKeys>`;
    const fields = {
      KeyID: "<KeyID>1</KeyID>",
      Prefix: "<Prefix>mds_...01234567</Prefix>",
      Name: '<Name xsi:nil="true"/>',
      ContactID: '<ContactID xsi:nil="true"/>',
      ContactName: '<ContactName xsi:nil="true"/>',
      CreatedAt: "<CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>",
      ExpiresAt: '<ExpiresAt xsi:nil="true"/>',
      RevokedAt: '<RevokedAt xsi:nil="true"/>',
      LastUsedAt: '<LastUsedAt xsi:nil="true"/>',
    };
    const all = Object.values(fields).join("");
    await expectValid(link, key(all), "a key");
    for (const wrong of [
      all + "<Secret>x</Secret>",
      all.replace(fields.KeyID, '<KeyID xsi:nil="true"/>'),
      all.replace(fields.Prefix, ""),
      all.replace(fields.KeyID, "<KeyID>one</KeyID>"),
      all.replace(fields.CreatedAt, "<CreatedAt>yesterday</CreatedAt>"),
    ]) {
      expect((await lint(link, key(wrong))).valid, wrong).toBe(false);
    }
  });

  it("are named by every XML media type of every operation that has a body or a JSON/XML answer", async () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith("/api/")) continue;
      for (const [method, op] of Object.entries(methods)) {
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
          if (XML_TYPES.includes(type)) expect(media["x-xsd"], `${method} ${path} body ${type}`).toBeDefined();
        for (const [status, response] of Object.entries(op.responses))
          for (const [type, media] of Object.entries(response.content ?? {}))
            if (XML_TYPES.includes(type)) expect(media["x-xsd"], `${method} ${path} ${status} ${type}`).toBeDefined();
      }
    }
  });

  it("validate every XML example of the document", async () => {
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const media = [
          ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => [`body ${type}`, m] as const),
          ...Object.entries(op.responses).flatMap(([status, r]) =>
            Object.entries(r.content ?? {}).map(([type, m]) => [`${status} ${type}`, m] as const),
          ),
        ];
        for (const [what, m] of media) {
          if (typeof m.example !== "string" || !m["x-xsd"]) continue;
          await expectValid(m["x-xsd"], m.example, `${method} ${path} ${what} example`);
          checked++;
        }
      }
    }
    for (const [name, response] of Object.entries(doc.components.responses)) {
      const m = response.content["application/problem+xml"];
      expect(m?.["x-xsd"]).toBe(PROBLEM_XSD);
      await expectValid(PROBLEM_XSD, m?.example as string, `${name} example`);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);
});

describe("the document's xml annotations", () => {
  it("name each XML body's and answer's root as its example has it, a list wrapped with its items named", async () => {
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const media = [
          ...Object.entries(op.requestBody?.content ?? {}),
          ...Object.entries(op.responses)
            .filter(([status]) => status.startsWith("2"))
            .flatMap(([, r]) => Object.entries(r.content ?? {})),
        ];
        for (const [type, m] of media) {
          if (!XML_TYPES.includes(type) || typeof m.example !== "string") continue;
          const [root, child] = [...m.example.matchAll(/<([A-Za-z]\w*)[\s/>]/g)].map((match) => match[1]);
          expect(m.schema?.xml?.name, `${method} ${path} ${type}`).toBe(root);
          if (m.schema?.type === "array") {
            expect(m.schema.xml?.wrapped).toBe(true);
            if (child) expect(m.schema.items?.xml?.name, `${method} ${path} ${type} items`).toBe(child);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
  });

  it("wrap nested lists and name their items as they are sent", () => {
    const order = doc.components.schemas.Order?.properties ?? {};
    expect(order.Files?.xml).toEqual({ wrapped: true });
    expect(order.Files?.items?.xml).toEqual({ name: "File" });
    expect(order.Destinations?.items?.xml).toEqual({ name: "OrganizationID" });
    expect(doc.components.schemas.OrderWithWarnings?.properties?.Warnings?.items?.xml).toEqual({ name: "Warning" });
  });
});

describe("XML answers of every operation validate against their XSD", () => {
  const cases = OPERATION_CASES.filter((c) => c.method !== "HEAD");
  it.each(cases)("$name", async (c) => {
    const path = typeof c.path === "string" ? c.path : await c.path();
    const res = await call(path, { method: c.method, key: c.key, body: c.body, accept: "application/xml" });
    expect(res.status, await res.clone().text()).toBe(c.status);
    const type = res.headers.get("Content-Type") ?? "";
    // A download answers the file's bytes, whatever Accept says.
    if (!/xml/.test(type)) return;
    const op = operationOf(c.method, c.template);
    const link =
      c.status >= 400 ? PROBLEM_XSD : op?.responses[String(c.status)]?.content?.["application/xml"]?.["x-xsd"];
    expect(link, `${c.method} ${c.template} ${c.status}`).toBeDefined();
    await expectValid(link as string, await res.text(), c.name);
  });

  it.each([
    ["API Key List", "GET", "/api/v1/account/keys", undefined, 200],
    ["Create API Key", "POST", "/api/v1/account/keys", "<ApiKey><Name>XSD</Name></ApiKey>", 201],
    ["Webhook List", "GET", "/api/v1/account/webhooks", undefined, 200],
  ] as const)("%s", async (_name, method, path, body, status) => {
    const res = await call(path, { method, key: KEYS.northwind, body, accept: "application/xml" });
    expect(res.status).toBe(status);
    const link = operationOf(method, path)?.responses[String(status)]?.content?.["application/xml"]?.["x-xsd"];
    await expectValid(link as string, await res.text(), `${method} ${path}`);
  });

  it("every operation's problems (401 and 405 on every path, a 422) validate against problem.xsd", async () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (!path.startsWith("/api/")) continue;
      const concrete = path.replace(/\{\w+\}/g, "987654321");
      for (const method of Object.keys(methods)) {
        const unauthorized = await call(concrete, {
          method: method.toUpperCase(),
          key: null,
          accept: "application/xml",
        });
        expect(unauthorized.status).toBe(401);
        expect(unauthorized.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
        await expectValid(PROBLEM_XSD, await unauthorized.text(), `401 of ${method} ${path}`);
      }
      // A method the path does not answer (the document lists none as an operation) is a 405 problem.
      expect(methods.patch, `patch ${path}`).toBeUndefined();
      const answered = await call(concrete, { method: "PATCH", key: KEYS.northwind, accept: "application/xml" });
      expect(answered.status).toBe(405);
      await expectValid(PROBLEM_XSD, await answered.text(), `405 of PATCH ${path}`);
    }
    const invalid = await call("/api/v1/account/keys", {
      method: "POST",
      key: KEYS.northwind,
      body: "<ApiKey><Name></Name></ApiKey>",
      accept: "application/xml",
    });
    expect(invalid.status).toBe(422);
    await expectValid(PROBLEM_XSD, await invalid.text(), "422 with errors");
  }, 120_000);
});
