import { XMLValidator } from "fast-xml-parser";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { operations } from "../src/app";
import { parseXml } from "../src/http/xml";
import { call, json } from "./helpers";
import { operationAt } from "./operation-lists";
import { SPEC_OPERATIONS } from "./spec-operations";

/** Every operation of the app (src/app.ts) but a file's bytes sent or answered (`media`): method, path, summary. */
const DOCUMENTED = operations.filter((op) => !op.media).map((op) => [op.method, op.path, op.summary] as const);
/** The POSTs and PUTs that take no body: they act on what their path names. */
const TAKES_NO_BODY = [
  "completeOrderFileUpload",
  "completeReleaseFileUpload",
  "rotateWebhookSecret",
  "pingWebhook",
  "redeliverWebhookEvent",
];

const XML_TYPES = ["application/xml", "text/xml"];

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with the API key schemes", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: "apiKey", in: "header", name: "X-API-Key" });
    expect(doc.components.schemas.Problem.properties).toHaveProperty("requestId");
  });

  it.each(SPEC_OPERATIONS)("declares SPEC.md's %s %s under its summary, %s", async (method, path, summary) => {
    const doc = await json(await call("/openapi.json", { key: null }));
    expect(doc.paths[path]?.[method]?.summary, `${method} ${path}`).toBe(summary);
  });

  it.each(DOCUMENTED)(
    "declares %s %s (%s) with JSON and XML answers and its problems",
    async (method, path, summary) => {
      const doc = await json(await call("/openapi.json", { key: null }));
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.summary).toBe(summary);
      expect(op.description).toBeTruthy();
      const success = Object.entries(op.responses).find(([status]) => status.startsWith("2"));
      expect(success).toBeDefined();
      const content = (success?.[1] as { content: Record<string, unknown> } | undefined)?.content ?? {};
      expect(Object.keys(content)).toEqual(expect.arrayContaining(["application/json", "application/xml", "text/xml"]));
      for (const status of ["401", "406", "429", "500"]) expect(op.responses).toHaveProperty(status);
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        const param = op.parameters.find(
          (p: { name: string; in: string }) => p.in === "path" && `{${p.name}}` === name,
        );
        // An identifier from 1, or a name (`textParams`: a clearing body's) of at least one character.
        const text = operationAt(method, path).textParams?.[name.slice(1, -1)];
        expect(param?.schema).toMatchObject(
          text ? { type: "string", minLength: 1, maxLength: text.maxLength } : { type: "integer", minimum: 1 },
        );
      }
      // A body in JSON and XML (and any other type the operation parses, e.g. as-run's CSV) where it takes one.
      const declared = operationAt(method, path);
      if ((method === "post" || method === "put") && !TAKES_NO_BODY.includes(declared.operationId)) {
        expect(Object.keys(op.requestBody.content)).toEqual([
          "application/json",
          "application/xml",
          "text/xml",
          ...Object.keys(declared.body?.parsers ?? {}),
        ]);
        expect(op.responses).toHaveProperty("422");
        expect(op.responses).toHaveProperty("415");
      } else expect(op.requestBody, "no body").toBeUndefined();
    },
  );

  it("declares the query parameters of the destinations list from its schema", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const params = doc.paths["/api/v1/ad/account/availableDestinations"].get.parameters;
    expect(params.find((p: { name: string }) => p.name === "status")).toMatchObject({
      in: "query",
      required: false,
      schema: { enum: ["all", "online"] },
    });
    expect(params.map((p: { name: string }) => p.name)).toEqual(["status", "updatedSince", "limit", "cursor"]);
  });

  it.each(DOCUMENTED)(
    "gives %s %s (%s) JSON and XML examples of its request and answer, valid for its schemas",
    async (method, path) => {
      const doc = await json(await call("/openapi.json", { key: null }));
      const documented = doc.paths[path][method];
      const op = operations.find((o) => o.method === method && o.path === path);
      if (!op) throw new Error(`no operation ${method} ${path}`);
      const [status, success] = Object.entries(documented.responses).find(([code]) => code.startsWith("2")) as [
        string,
        { content: Record<string, { example?: unknown }> },
      ];
      expect(Number(status)).toBe(op.success.status);

      const answer = success.content["application/json"]?.example;
      expect(answer, "JSON answer example").toBeDefined();
      expect(v.safeParse(op.success.schema, answer).issues).toBeUndefined();
      for (const type of XML_TYPES) {
        const xml = success.content[type]?.example as string;
        expect(XMLValidator.validate(xml), `${type} answer example`).toBe(true);
        expect(parseXml(xml).root).toBe(op.success.xml.root);
      }

      if (op.body?.schema) {
        const content = documented.requestBody.content as Record<string, { example?: unknown }>;
        const body = content["application/json"]?.example;
        expect(body, "JSON request example").toBeDefined();
        expect(v.safeParse(op.body.schema, body).issues).toBeUndefined();
        for (const type of XML_TYPES) {
          const xml = content[type]?.example as string;
          expect(XMLValidator.validate(xml), `${type} request example`).toBe(true);
          expect(parseXml(xml).root).toBe(op.body.xmlRoot ?? op.body.xmlName);
        }
      }

      for (const param of documented.parameters?.filter((p: { in: string }) => p.in === "path") ?? []) {
        // An identifier's example is a number; a name's (a clearing body's), text.
        const kind = param.schema.type === "string" ? String : Number;
        expect(param.example, `example of ${param.name}`).toEqual(expect.any(kind));
      }
    },
  );

  it("says once, in its description, that another method is a 405 with Allow, and lists no such method as an operation", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    expect(doc.info.description).toMatch(/Any other method is a 405 problem with `Allow`/);
    const all = Object.values(
      doc.paths as Record<string, Record<string, { summary: string; responses: object }>>,
    ).flatMap(Object.values);
    expect(all).toHaveLength(operations.length + 1);
    for (const op of all) {
      expect(op.summary).not.toMatch(/not allowed/i);
      expect(Object.keys(op.responses)).not.toContain("405");
    }
    expect(doc.components.responses).not.toHaveProperty("MethodNotAllowed");
  });

  it("names the root of every XML body and answer in its component, as generated clients write and read it", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const componentOf = (schema: { $ref?: string }) =>
      doc.components.schemas[(schema.$ref ?? "").replace("#/components/schemas/", "")];
    for (const op of operations) {
      const documented = doc.paths[op.path][op.method];
      const roots: [string, string, { $ref?: string }][] = [];
      if (op.body?.xmlRoot) roots.push(["body", op.body.xmlRoot, documented.requestBody.content["text/xml"].schema]);
      const answer = documented.responses[op.success.status]?.content?.["text/xml"]?.schema;
      // Comments and approvals share their records, each under its own root: the name beside the reference says it.
      if (answer?.$ref && !["Comment", "Approval"].includes(op.success.xml.root)) {
        roots.push(["answer", op.success.xml.root, answer]);
      }
      for (const [what, root, schema] of roots) {
        expect(componentOf(schema)?.xml, `${op.operationId} ${what}`).toEqual({ name: root });
      }
    }
    expect(doc.components.schemas.LongFormOrderInput.xml).toEqual({ name: "Order" });
    expect(doc.components.schemas.ReplaceOrderInput.xml).toEqual({ name: "Order" });
  });

  it("gives each POST an Idempotency-Key example of its own", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const posts = operations.filter((op) => op.method === "post");
    const keys = posts.map(
      (op) => doc.paths[op.path].post.parameters.find((p: { name: string }) => p.name === "Idempotency-Key")?.example,
    );
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(posts.length);
  });

  it("documents the query parameters read as numbers as integers in the service's range", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const param = (path: string, name: string) =>
      doc.paths[path].get.parameters.find((p: { name: string }) => p.name === name)?.schema;
    expect(param("/api/v1/ad/orders", "limit")).toEqual({ type: "integer", minimum: 1, maximum: 1000, examples: [50] });
    expect(param("/api/v1/ad/orders", "destination")).toMatchObject({
      type: "integer",
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
    });
    expect(param("/api/v1/ad/orders/proofofdelivery", "orderID")).toMatchObject({ type: "integer", minimum: 1 });
    expect(param("/api/v1/ad/orders/{orderID}/files/{fileID}/content", "organizationID")).toMatchObject({
      type: "integer",
      minimum: 1,
    });
  });

  it("deletes, in the Delete Order example, an order that neither the journeys nor README's Try it use", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const orderID = doc.paths["/api/v1/ad/orders/{orderID}"].delete.parameters[0].example;
    // 5001 (the publish demo), 5002 (delivered, its reports), 5003, 5004 (the download demo): the demo's own.
    expect([5001, 5002, 5003, 5004]).not.toContain(orderID);
    const published = await json(await call(`/api/v1/ad/orders/${orderID}`));
    expect(published.Status).toBe("Published");
  });

  it("gives every problem response a JSON and an XML example", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const responses = Object.entries(doc.components.responses) as [string, { content: Record<string, any> }][];
    expect(responses.length).toBeGreaterThanOrEqual(10);
    for (const [name, response] of responses) {
      const example = response.content["application/problem+json"].example;
      expect(example, name).toMatchObject({
        type: expect.stringMatching(/^\/problems\//),
        requestId: expect.any(String),
      });
      const xml = response.content["application/problem+xml"].example;
      expect(XMLValidator.validate(xml), name).toBe(true);
      expect(xml).toContain(`<status>${example.status}</status>`);
    }
  });
});
