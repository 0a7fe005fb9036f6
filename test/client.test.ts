/**
 * The typed client of client/ against the whole worker: the same calls a
 * caller's code makes, through `SELF.fetch`.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  createMediaDeliveryClient,
  downloadContent,
  MediaDeliveryError,
  nextCursor,
  type Schemas,
  unwrap,
  uploadContent,
} from "../client/src/index";
import { BASE, KEYS } from "./helpers";
import { mediaFixture } from "./media-files";

const clientFor = (apiKey: string) =>
  createMediaDeliveryClient({ baseUrl: `${BASE}/`, apiKey, fetch: (request) => SELF.fetch(request) });

describe("@media-delivery/client", () => {
  it("creates an order, publishes it, reads it and its proof of delivery report, typed", async () => {
    const agency = clientFor(KEYS.northwind);
    const created = await agency.POST("/api/v1/ad/orders", {
      body: {
        Advertiser: "Lakeside Dental",
        Priority: "Rush",
        FlightStartDate: "2031-03-01",
        Files: [{ AdID: "lksd0001000h", Title: "Smile Week :30", Length: 30 }],
        Destinations: [200, 201],
      },
    });
    expect(created.response.status).toBe(201);
    const order = unwrap(created);
    expectTypeOf(order).toEqualTypeOf<Schemas["OrderWithWarnings"]>();
    expect(order).toMatchObject({ Status: "Draft", OrderType: "Spot", Destinations: [200, 201], Warnings: [] });
    expect(order.Files[0]?.AdID).toBe("LKSD0001000H");
    expect(created.response.headers.get("Location")).toBe(`/api/v1/ad/orders/${order.OrderID}`);

    const path = { orderID: order.OrderID };
    const file = { orderID: order.OrderID, fileID: order.Files[0]?.FileID ?? 0 };
    const bytes = mediaFixture("hd-spot.mp4");
    const sha256 = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const content = unwrap(
      await uploadContent(agency, file, bytes, {
        contentType: "video/mp4",
        sha256Base64: btoa(String.fromCharCode(...sha256)),
      }),
    );
    expectTypeOf(content).toEqualTypeOf<Schemas["FileContent"]>();
    expect(content).toMatchObject({ Bytes: bytes.byteLength, Media: { Width: 1280, Height: 720 } });
    expect(content.Warnings.map((w) => w.Code)).toEqual(["length_mismatch"]);

    const published = unwrap(await agency.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path } }));
    expect(published.Status).toBe("Published");
    expect(published.PublishedAt).not.toBeNull();

    const read = unwrap(await agency.GET("/api/v1/ad/orders/{orderID}", { params: { path } }));
    expectTypeOf(read.Status).toEqualTypeOf<"Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled">();
    expect(read.OrderID).toBe(order.OrderID);
    expect(["Published", "In Progress", "Delivered"]).toContain(read.Status);

    const report = unwrap(await agency.GET("/api/v1/ad/orders/{orderID}/proofofdelivery", { params: { path } }));
    expectTypeOf(report).toEqualTypeOf<Schemas["ProofOfDelivery"][]>();
    expect(report.map((row) => [row.FileID, row.OrganizationID])).toEqual([
      [order.Files[0]?.FileID, 200],
      [order.Files[0]?.FileID, 201],
    ]);
    for (const row of report) expect(["Queued", "Sending"]).toContain(row.Status);

    // The station downloads its spot: the stream is the file, its ETag the digest.
    const station = clientFor(KEYS.wxyz);
    const download = await downloadContent(station, file);
    expect(download.response.status).toBe(200);
    expect(download.response.headers.get("ETag")).toBe(`"${content.Sha256}"`);
    const received = new Uint8Array(await new Response(download.data as ReadableStream).arrayBuffer());
    expect(received).toEqual(bytes);
    const part = await downloadContent(station, file, { range: "bytes=0-7" });
    expect(part.response.status).toBe(206);
    expect(new Uint8Array(await new Response(part.data as ReadableStream).arrayBuffer())).toEqual(bytes.slice(0, 8));
  });

  it("answers a problem as a typed error, and unwrap throws it with the request id", async () => {
    const stranger = clientFor(KEYS.harborlight);
    const result = await stranger.GET("/api/v1/ad/orders/{orderID}", { params: { path: { orderID: 5002 } } });
    expect(result.response.status).toBe(404);
    expect(result.error?.type).toBe("/problems/not-found");
    expect(() => unwrap(result)).toThrowError(MediaDeliveryError);
    try {
      unwrap(result);
    } catch (error) {
      expect((error as MediaDeliveryError).status).toBe(404);
      expect((error as MediaDeliveryError).problem?.requestId).toBe(result.response.headers.get("X-Request-Id"));
    }
  });

  it("sends query parameters and follows pages with nextCursor", async () => {
    const agency = clientFor(KEYS.northwind);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const result = await agency.GET("/api/v1/ad/account/availableDestinations", {
        params: { query: { status: "online", limit: "2", ...(cursor ? { cursor } : {}) } },
      });
      for (const destination of unwrap(result)) {
        expect(destination.Status).toBe("Online");
        seen.push(destination.OrganizationID);
      }
      cursor = nextCursor(result.response);
      expect(cursor).toBeTruthy();
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it("sends the key with every request (a wrong key is a 401)", async () => {
    const result = await clientFor("mds_dev_nobody").GET("/api/v1/ad/orders/orderstates");
    expect(result.response.status).toBe(401);
    expect(result.error?.status).toBe(401);
  });
});
