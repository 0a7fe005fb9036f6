/**
 * The OpenAPI document against the live worker: every operation of the
 * document is called, succeeding and failing, in JSON and (where it takes or
 * answers XML) in XML, and each request and answer is handed to a maintained
 * validator, openapi-backend with Ajv in Node (test/openapi-validator.ts):
 * what the service accepts, the document accepts; what the service answers,
 * the document describes (its status, media type, headers and body, objects
 * closed). A request the service refuses for a reason the document states
 * (no key, an unknown query parameter, a body that breaks the schema, a media
 * type it does not list) the document refuses too.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, json, KEYS, requestOf } from "./helpers";
import { DOCUMENTED_CASES, type DocumentedCase } from "./openapi-cases";
import { type Components, type Schema, toXml } from "./openapi-xml";
import { OPERATION_CASES } from "./perf/operations";

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Components & { responses: Record<string, { content?: Record<string, unknown> }> };
}
interface Verdict {
  operationId: string | null;
  request: string[];
  response: string[];
}

const VALIDATOR = "https://openapi-validator.test";
const doc = await json<Document>(await call("/openapi.json", { key: null }));
const documentId = (
  await json<{ id: string }>(await fetch(`${VALIDATOR}/documents`, { method: "POST", body: JSON.stringify(doc) }))
).id;

const operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ template, method: method.toUpperCase(), op })),
);
const operationOf = (method: string, template: string) => {
  const found = operations.find((o) => o.method === method && o.template === template)?.op;
  if (!found) throw new Error(`no operation ${method} ${template} in the document`);
  return found;
};
const responseOf = (op: Operation, status: number) => {
  const given = op.responses[String(status)];
  return given?.$ref ? doc.components.responses[given.$ref.slice(given.$ref.lastIndexOf("/") + 1)] : given;
};
const XML = ["application/xml", "text/xml"];
/** Whether the operation takes or answers XML. */
const speaksXml = (op: Operation) =>
  Object.keys(op.requestBody?.content ?? {}).some((t) => XML.includes(t)) ||
  Object.keys(op.responses)
    .filter((s) => s.startsWith("2"))
    .some((s) => Object.keys(responseOf(op, Number(s))?.content ?? {}).some((t) => XML.includes(t)));

interface Case extends DocumentedCase {
  operationId: string;
  /** Whether it is sent or answered in XML. */
  xml: boolean;
  /** The start of the request error the document must find (the service refused it for a reason the document states). */
  refused?: "security" | "request/query" | "request/requestBody" | "body";
}

const isXml = (c: DocumentedCase) =>
  (c.accept !== undefined && /xml/.test(c.accept)) || (typeof c.body === "string" && c.contentType !== "text/plain");

const caseOf = (c: DocumentedCase): Case => ({
  ...c,
  operationId: operationOf(c.method, c.template).operationId,
  xml: isXml(c),
});

/** The value as the operation's XML body (its `type` schema), written by the document's `xml` annotations. */
function xmlBody(op: Operation, value: unknown, type = "application/xml"): string {
  const schema = op.requestBody?.content[type]?.schema;
  if (!schema) throw new Error(`${op.operationId} takes no ${type}`);
  return toXml(value, schema, doc.components);
}

// ---------------------------------------------------------------- the cases

const given = [...OPERATION_CASES.filter((c) => c.method !== "HEAD"), ...DOCUMENTED_CASES].map((c) => caseOf(c));
const successes = given.filter((c) => c.status < 400);
const firstSuccess = new Map<string, Case>();
for (const c of successes) if (!c.xml && !firstSuccess.has(c.operationId)) firstSuccess.set(c.operationId, c);

/** Each operation's first JSON success again in XML: answered in XML, its JSON body written as XML. */
const inXml = [...firstSuccess.values()]
  .filter((c) => speaksXml(operationOf(c.method, c.template)))
  .map((c, i): Case => {
    const op = operationOf(c.method, c.template);
    const type = XML[i % 2] as string;
    const body =
      c.body !== undefined && !(c.body instanceof Uint8Array) ? xmlBody(op, c.body, type) : (c.body as unknown);
    return {
      ...c,
      name: `${c.name} (as ${type})`,
      accept: type,
      body,
      contentType: typeof body === "string" ? type : c.contentType,
      xml: true,
    };
  });

/** A path of the template with identifiers nothing has. */
const nowhere = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => (name === "partNumber" ? "1" : "987654321"));

/** The refusals every operation can be asked for, each where the document lists its status. */
const refusals = operations
  .filter(({ template }) => template.startsWith("/api/"))
  .flatMap(({ template, method, op }): Case[] => {
    const success = firstSuccess.get(op.operationId);
    const documents = (status: number) => op.responses[String(status)] !== undefined;
    const base = {
      method: method as Case["method"],
      template,
      operationId: op.operationId,
      key: success?.key ?? KEYS.northwind,
      body: success?.body,
      contentType: success?.contentType,
    };
    const asXml = (c: Case): Case => {
      const json = c.body !== undefined && !(c.body instanceof Uint8Array) && typeof c.body !== "string";
      return {
        ...c,
        name: `${c.name} (XML)`,
        accept: "application/xml",
        body: json ? xmlBody(op, c.body) : c.body,
        contentType: json ? "application/xml" : c.contentType,
        xml: true,
      };
    };
    const out: Case[] = [];
    const both = (c: Case) => out.push(c, ...(speaksXml(op) ? [asXml(c)] : []));
    const name = (what: string) => `${op.operationId}: ${what}`;
    both({
      ...base,
      name: name("no key (401)"),
      path: nowhere(template),
      key: null,
      status: 401,
      xml: false,
      refused: "security",
    });
    if (template.includes("{") && documents(404)) {
      both({ ...base, name: name("nothing there (404)"), path: nowhere(template), status: 404, xml: false });
    }
    if (documents(400)) {
      out.push({
        ...base,
        name: name("an unknown query parameter (400)"),
        path: `${nowhere(template)}?unknownParameter=1`,
        status: 400,
        xml: false,
        refused: "request/query",
      });
    }
    if (documents(406)) {
      out.push({
        ...base,
        name: name("no acceptable format (406)"),
        path: nowhere(template),
        accept: "text/html",
        status: 406,
        xml: false,
      });
    }
    if (op.requestBody && documents(415)) {
      out.push({
        ...base,
        name: name("a media type it does not take (415)"),
        // The media are read only once what they are for is found: a path that is there.
        path: success?.path ?? nowhere(template),
        body: "text",
        contentType: "text/plain",
        status: 415,
        xml: false,
        refused: "body",
      });
    }
    // An empty body where the body's schema requires a member (or, through anyOf, one of two spellings).
    type Required = { required?: string[]; anyOf?: Required[] };
    const ref = op.requestBody?.content["application/json"]?.schema?.$ref;
    const schema = ref ? (doc.components.schemas?.[ref.slice(ref.lastIndexOf("/") + 1)] as Required) : undefined;
    const demands = (s: Required | undefined) => Boolean(s?.required?.length || s?.anyOf?.every(demands));
    if (demands(schema) && documents(422)) {
      both({
        ...base,
        name: name("a body missing what it needs (422)"),
        path: nowhere(template),
        body: {},
        contentType: undefined,
        status: 422,
        xml: false,
        refused: "request/requestBody",
      });
    }
    return out;
  });

/**
 * A method a path does not answer is no operation of the document (its description says the 405 once): each
 * path is asked with one such method, in JSON and XML in turn; the service answers 405 with `Allow`, and the
 * validator finds no operation for it.
 */
const notAllowed = Object.entries(doc.paths).flatMap(([template, methods], i) => {
  const method = ["PATCH", "DELETE", "PUT", "POST", "GET"].find((m) => !(m.toLowerCase() in methods));
  if (!method || !template.startsWith("/api/")) return [];
  const accept = i % 2 === 0 ? "application/json" : "application/xml";
  const allowed = Object.keys(methods).map((m) => m.toUpperCase());
  if (allowed.includes("GET")) allowed.push("HEAD");
  return [{ name: `${method} ${template} (405, ${accept})`, method, template, accept, allowed }];
});

// ---------------------------------------------------------------- the run

const textual = (type: string) => /json|xml|^text\//.test(type);

async function exchange(c: Case): Promise<{ status: number; verdict: Verdict; text: string }> {
  const path = typeof c.path === "string" ? c.path : await c.path();
  const request = requestOf(path, {
    method: c.method,
    key: c.key,
    body: c.body,
    contentType: c.contentType,
    accept: c.accept,
    headers: c.headers,
  });
  const sent =
    c.body === undefined
      ? null
      : c.body instanceof Uint8Array
        ? `(${c.body.byteLength} bytes)`
        : typeof c.body === "string"
          ? c.body
          : JSON.stringify(c.body);
  const res = await SELF.fetch(request.clone());
  const type = res.headers.get("Content-Type") ?? "";
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text =
    bytes.byteLength === 0 ? "" : textual(type) ? new TextDecoder().decode(bytes) : `(${bytes.byteLength} bytes)`;
  const check = await fetch(`${VALIDATOR}/check`, {
    method: "POST",
    body: JSON.stringify({
      document: documentId,
      request: { method: c.method, url: path, headers: Object.fromEntries(request.headers), body: sent },
      response: { status: res.status, headers: Object.fromEntries(res.headers), body: text || null },
    }),
  });
  if (check.status !== 200) throw new Error(`the validator: ${check.status} ${await check.text()}`);
  return { status: res.status, verdict: await json<Verdict>(check), text };
}

/** Each case with its whole name first (`$name` would cut it short). */
const named = (cases: Case[]) => cases.map((c) => [c.name, c] as const);

async function expectDocumented(c: Case) {
  const { status, verdict, text } = await exchange(c);
  expect(status, text).toBe(c.status);
  expect(verdict.operationId).toBe(c.operationId);
  expect(verdict.response, `the answer, as the document describes it:\n${text}`).toEqual([]);
  if (c.refused) {
    expect(
      verdict.request.filter((e) => e.startsWith(c.refused as string)),
      `the document refuses it too: ${verdict.request.join("; ")}`,
    ).not.toEqual([]);
  } else {
    expect(verdict.request, "the document accepts the request").toEqual([]);
  }
}

describe("the OpenAPI document against the worker (openapi-backend)", () => {
  it.each(named([...given, ...inXml]))("%s", (_, c) => expectDocumented(c), 20_000);
});

describe("the document's refusals are the service's", () => {
  it.each(named(refusals))("%s", (_, c) => expectDocumented(c));
  it.each(notAllowed.map((c) => [c.name, c] as const))("%s", async (_, c) => {
    const path = nowhere(c.template);
    const res = await SELF.fetch(requestOf(path, { method: c.method, key: KEYS.northwind, accept: c.accept }));
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe(c.allowed.join(", "));
    expect(res.headers.get("Content-Type")).toMatch(c.accept === "application/json" ? /problem\+json/ : /problem\+xml/);
    const check = await fetch(`${VALIDATOR}/check`, {
      method: "POST",
      body: JSON.stringify({
        document: documentId,
        request: { method: c.method, url: path, headers: {}, body: null },
        response: { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() },
      }),
    });
    const verdict = await json<Verdict>(check);
    expect(verdict.operationId).toBeNull();
    expect(verdict.request).toEqual([`no operation of the document is ${c.method} ${path}`]);
  });
});

describe("the run", () => {
  const all = [...given, ...inXml, ...refusals];

  it("calls every operation of the document: a success and a refusal, in JSON and in XML where it speaks XML", () => {
    const missing: string[] = [];
    for (const { template, method, op } of operations) {
      const mine = all.filter((c) => c.operationId === op.operationId);
      const wanted: [string, (c: Case) => boolean][] = [
        ["success in JSON", (c) => c.status < 400 && !c.xml],
        ["refusal in JSON", (c) => c.status >= 400 && !c.xml],
      ];
      if (speaksXml(op)) {
        wanted.push(
          ["success in XML", (c) => c.status < 400 && c.xml],
          ["refusal in XML", (c) => c.status >= 400 && c.xml],
        );
      }
      for (const [what, test] of wanted)
        if (!mine.some(test)) missing.push(`${method} ${template} (${op.operationId}): ${what}`);
    }
    // The health check documents no refusal.
    expect(missing).toEqual(["GET /health (health): refusal in JSON"]);
    // Every path of the API is asked with a method it does not answer.
    expect(new Set(notAllowed.map((c) => c.template))).toEqual(
      new Set(Object.keys(doc.paths).filter((p) => p.startsWith("/api/"))),
    );
  });

  it("has a validator that can say no: an undocumented status, member, type, media type, XML element and root", async () => {
    const state = '{"StateID":1,"Name":"Draft","Description":"Created."}';
    const xmlState = "<StateID>1</StateID><Name>Draft</Name><Description>Created.</Description>";
    const verdict = async (request: Record<string, unknown>, response: Record<string, unknown>) =>
      json<Verdict>(
        await fetch(`${VALIDATOR}/check`, {
          method: "POST",
          body: JSON.stringify({
            document: documentId,
            request: {
              method: "GET",
              url: "/api/v1/ad/orders/orderstates",
              headers: { "X-API-Key": KEYS.northwind },
              body: null,
              ...request,
            },
            response: { status: 200, headers: { "content-type": "application/json" }, body: `[${state}]`, ...response },
          }),
        }),
      );
    const asXml = (body: string) => ({ headers: { "content-type": "application/xml" }, body });
    expect(await verdict({}, {})).toEqual({ operationId: "listOrderStates", request: [], response: [] });
    expect(await verdict({}, asXml(`<OrderStates><OrderState>${xmlState}</OrderState></OrderStates>`))).toEqual({
      operationId: "listOrderStates",
      request: [],
      response: [],
    });
    for (const response of [
      { status: 418 },
      { body: `[${state.replace("}", ',"Secret":"x"}')}]` },
      { body: `[${state.replace('"StateID":1', '"StateID":"one"')}]` },
      { body: `[${state.replace(',"Description":"Created."', "")}]` },
      { headers: { "content-type": "text/html" } },
      { body: null },
      asXml(`<OrderStates><OrderState>${xmlState}<Secret/></OrderState></OrderStates>`),
      asXml(`<OrderStates><OrderState>${xmlState.replace(">1<", ">one<")}</OrderState></OrderStates>`),
      asXml(`<States><OrderState>${xmlState}</OrderState></States>`),
      asXml(`<OrderStates><State>${xmlState}</State></OrderStates>`),
    ]) {
      expect((await verdict({}, response)).response, JSON.stringify(response)).not.toEqual([]);
    }
    expect((await verdict({ headers: {} }, {})).request).not.toEqual([]);
    expect((await verdict({ url: "/api/v1/ad/orders/orderstates?x=1" }, {})).request).not.toEqual([]);
    expect(
      (await verdict({ body: "{}", headers: { "X-API-Key": "k", "Content-Type": "application/json" } }, {})).request,
    ).not.toEqual([]);
  });
});
