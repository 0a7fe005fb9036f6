import { XMLValidator } from "fast-xml-parser";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { operations } from "../src/app";
import { parseXml } from "../src/http/xml";
import { call, json } from "./helpers";
import { FINDING_OPERATIONS, GROUP_OPERATIONS, SPEC_OPERATIONS } from "./spec-operations";

/** Every operation of SPEC.md and of contract sections 9 and 18. */
const DOCUMENTED = [...SPEC_OPERATIONS, ...FINDING_OPERATIONS, ...GROUP_OPERATIONS];

const XML_TYPES = ["application/xml", "text/xml"];

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with the API key schemes", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: "apiKey", in: "header", name: "X-API-Key" });
    expect(doc.components.schemas.Problem.properties).toHaveProperty("requestId");
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
        expect(param?.schema).toMatchObject({ type: "integer", minimum: 1 });
      }
      if (method === "post" || method === "put") {
        expect(Object.keys(op.requestBody.content)).toEqual(["application/json", "application/xml", "text/xml"]);
        expect(op.responses).toHaveProperty("422");
        expect(op.responses).toHaveProperty("415");
      }
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
        expect(param.example, `example of ${param.name}`).toEqual(expect.any(Number));
      }
    },
  );

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
