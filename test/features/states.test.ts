import { describe, expect, it } from "vitest";
import { call, json, KEYS } from "../helpers";

describe("Order States List and POD States List", () => {
  it("lists the order states with ids, names and descriptions", async () => {
    const res = await call("/api/v1/ad/orders/orderstates", { key: KEYS.harborlight });
    expect(res.status).toBe(200);
    const states = await json(res);
    expect(states).toHaveLength(5);
    expect(states[0]).toEqual({ StateID: 1, Name: "Draft", Description: expect.any(String) });
    expect(states.map((s: { Name: string }) => s.Name)).toEqual([
      "Draft",
      "Published",
      "In Progress",
      "Delivered",
      "Cancelled",
    ]);
  });

  it("lists the POD states", async () => {
    const states = await json(await call("/api/v1/ad/orders/podstates", { key: KEYS.blueharbor }));
    expect(states.map((s: { Name: string }) => s.Name)).toEqual([
      "Queued",
      "Sending",
      "Delivered",
      "Failed",
      "Cancelled",
    ]);
  });

  it("lists the POD states in XML", async () => {
    const text = await (await call("/api/v1/ad/orders/podstates", { accept: "text/xml" })).text();
    expect(text).toContain("<PodStates><PodState><StateID>1</StateID><Name>Queued</Name><Description>");
    expect(text.match(/<PodState>/g)).toHaveLength(5);
  });
});
