import { describe, expect, it } from "vitest";
import { call, json } from "./helpers";

/** Every operation of SPEC.md, as method and path. */
const SPEC_OPERATIONS = [
  ["post", "/api/v1/ad/orders"],
  ["post", "/api/v1/ad/longformorders"],
  ["get", "/api/v1/ad/orders/{orderID}"],
  ["delete", "/api/v1/ad/orders/{orderID}"],
  ["put", "/api/v1/ad/orders/{orderID}/publish"],
  ["get", "/api/v1/ad/orders/{orderID}/proofofdelivery"],
  ["get", "/api/v1/ad/orders/proofofdelivery"],
  ["get", "/api/v1/ad/orders/{orderID}/trafficconfirmation"],
  ["get", "/api/v1/ad/orders/{orderID}/destinations"],
  ["post", "/api/v1/ad/orders/{orderID}/comments"],
  ["post", "/api/v1/ad/orders/{releaseID}/approvals"],
  ["put", "/api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus"],
  ["put", "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid"],
  ["get", "/api/v1/ad/orders/orderstates"],
  ["get", "/api/v1/ad/orders/podstates"],
  ["get", "/api/v1/ad/account/availableDestinations"],
  ["get", "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}"],
  ["post", "/api/v1/music/releases/{releaseID}/comments"],
  ["post", "/api/v1/music/releases/{releaseID}/approvals"],
  ["put", "/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus"],
  ["get", "/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation"],
  ["put", "/api/v1/music/releases/{releaseID}/files/{fileID}/houseid"],
  ["get", "/api/v1/music/account/logs"],
] as const;

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with the API key schemes", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.ApiKey).toEqual({ type: "apiKey", in: "header", name: "X-API-Key" });
    expect(doc.components.schemas.Problem.properties).toHaveProperty("requestId");
  });

  it.each(SPEC_OPERATIONS)("declares %s %s with JSON and XML answers and its problems", async (method, path) => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op.summary).toBeTruthy();
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
