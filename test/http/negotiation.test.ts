import { describe, expect, it } from "vitest";
import { negotiateFormat } from "../../src/http/negotiation";
import { call, json, problem } from "../helpers";

describe("Accept negotiation", () => {
  it.each([
    [undefined, "json"],
    ["", "json"],
    ["*/*", "json"],
    ["application/json", "json"],
    ["application/xml", "xml"],
    ["text/xml", "xml"],
    ["text/*", "xml"],
    ["application/xml;q=0.5, application/json", "json"],
    ["application/json;q=0.2, text/xml;q=0.9", "xml"],
    ["application/json;q=0, */*;q=0.1", "xml"],
    ["application/xml, application/json", "xml"],
    ["text/html, */*;q=0.8", "json"],
    ["text/html", null],
    ["application/json;q=0, application/xml;q=0, text/xml;q=0", null],
  ])("Accept %j answers %s", (accept, expected) => {
    expect(negotiateFormat(accept)).toBe(expected);
  });

  it("answers JSON by default", async () => {
    const res = await call("/api/v1/ad/orders/orderstates");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    const body = await json(res);
    expect(body.map((s: { Name: string }) => s.Name)).toEqual([
      "Draft",
      "Published",
      "In Progress",
      "Delivered",
      "Cancelled",
    ]);
  });

  it("answers XML with a plural root and singular children", async () => {
    const res = await call("/api/v1/ad/orders/orderstates", { accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const text = await res.text();
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><OrderStates><OrderState><StateID>1<\/StateID><Name>Draft<\/Name>/,
    );
    expect(text.match(/<OrderState>/g)).toHaveLength(5);
  });

  it("honours q-values between JSON and XML", async () => {
    const res = await call("/api/v1/ad/orders/podstates", { accept: "application/json;q=0.4, text/xml;q=0.8" });
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    expect(await res.text()).toContain("<PodStates><PodState>");
  });

  it("refuses an Accept that allows none of the formats with 406", async () => {
    const body = await problem(await call("/api/v1/ad/orders/orderstates", { accept: "text/html" }), 406);
    expect(body.detail).toContain("application/json");
  });

  it("renders problems in XML when XML was asked for", async () => {
    const res = await call("/api/v1/ad/account/destinationOrganizationStatus/999999", { accept: "application/xml" });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
    const text = await res.text();
    expect(text).toContain('<problem xmlns="urn:ietf:rfc:7807">');
    expect(text).toContain("<status>404</status>");
    expect(text).toMatch(/<requestId>[^<]+<\/requestId>/);
  });
});
