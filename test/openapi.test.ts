import { describe, expect, it } from "vitest";
import { call, json } from "./helpers";
import { SPEC_OPERATIONS } from "./spec-operations";


describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with the API key schemes", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: "apiKey", in: "header", name: "X-API-Key" });
    expect(doc.components.schemas.Problem.properties).toHaveProperty("requestId");
  });

  it.each(SPEC_OPERATIONS)("declares %s %s (%s) with JSON and XML answers and its problems", async (method, path, summary) => {
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
      const param = op.parameters.find((p: { name: string; in: string }) => p.in === "path" && `{${p.name}}` === name);
      expect(param?.schema).toMatchObject({ type: "integer", minimum: 1 });
    }
    if (method === "post" || method === "put") {
      expect(Object.keys(op.requestBody.content)).toEqual(["application/json", "application/xml", "text/xml"]);
      expect(op.responses).toHaveProperty("422");
      expect(op.responses).toHaveProperty("415");
    }
  });

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
});
