/**
 * A query parameter an operation does not know is a 400 naming it (contract
 * section 9): a misspelt filter, silently ignored, would answer the wrong
 * question. Proof of Delivery Reports take `status`, a POD state.
 */
import { describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";

describe("unknown query parameters", () => {
  it("are a 400 naming each, on an operation with query parameters", async () => {
    const body = await problem(await call("/api/v1/ad/orders/proofofdelivery?Status=Delivered&fromdate=x"), 400);
    expect(body.errors).toEqual([
      { field: "Status", code: "unknown_parameter", message: "is not a query parameter of this operation" },
      { field: "fromdate", code: "unknown_parameter", message: "is not a query parameter of this operation" },
    ]);
    expect(body.detail).toMatch(/it takes fromDate, toDate, orderID, status, limit, cursor/);
  });

  it("are a 400 on an operation that takes none, and in XML when asked", async () => {
    const body = await problem(await call("/api/v1/ad/orders/5002?expand=files"), 400);
    expect(body.errors?.map((e) => e.field)).toEqual(["expand"]);
    expect(body.detail).toMatch(/it takes none/);
    const xml = await call("/api/v1/ad/orders/5002?expand=files", { accept: "application/xml" });
    expect(xml.status).toBe(400);
    expect(await xml.text()).toContain("<code>unknown_parameter</code>");
  });

  it("leave the known ones alone", async () => {
    expect((await call("/api/v1/ad/orders/proofofdelivery?limit=1")).status).toBe(200);
  });
});

describe("Proof of Delivery Reports by status", () => {
  it("answers only the deliveries in that POD state", async () => {
    const all = await json<{ Status: string }[]>(
      await call("/api/v1/ad/orders/proofofdelivery?fromDate=2020-01-01&toDate=2035-12-31&limit=1000", {
        key: KEYS.northwind,
      }),
    );
    const states = [...new Set(all.map((r) => r.Status))];
    expect(states.length).toBeGreaterThan(1);
    for (const status of states) {
      const rows = await json<{ Status: string }[]>(
        await call(
          `/api/v1/ad/orders/proofofdelivery?fromDate=2020-01-01&toDate=2035-12-31&limit=1000&status=${status}`,
        ),
      );
      expect(rows.length).toBe(all.filter((r) => r.Status === status).length);
      expect(rows.every((r) => r.Status === status)).toBe(true);
    }
  });

  it("refuses a status that is not a POD state, named", async () => {
    const body = await problem(await call("/api/v1/ad/orders/proofofdelivery?status=delivered"), 400);
    expect(body.errors?.[0]).toMatchObject({ field: "status" });
  });
});
