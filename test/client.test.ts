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
  type operations,
  type paths,
  type Schemas,
  unwrap,
  uploadContent,
} from "../client/src/index";
import { hex, orderContent, RENDITION_TIMEOUT, stationContent } from "./features/media.support";
import { BASE, KEYS } from "./helpers";
import { writeEntries } from "./logs";
import { mediaFixture } from "./media-files";

const clientFor = (apiKey: string) =>
  createMediaDeliveryClient({ baseUrl: `${BASE}/`, apiKey, fetch: (request) => SELF.fetch(request) });

describe("@media-delivery/client", () => {
  it(
    "creates an order, publishes it, reads it and its proof of delivery report, typed",
    async () => {
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
      expect(content).toMatchObject({ Bytes: bytes.byteLength, Media: { Width: 1920, Height: 1080 } });
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

      // The station downloads its spot: WXYZ-TV receives its Deliver's rendition (H.264 1080p 29.97, contract
      // section 19), once made; the stream is that file, its ETag that file's digest.
      const made = await stationContent(orderContent(file.orderID, file.fileID), 200);
      const station = clientFor(KEYS.wxyz);
      const download = await downloadContent(station, file);
      expect(download.response.status).toBe(200);
      expect(download.response.headers.get("Content-Type")).toBe("video/mp4");
      expect(download.response.headers.get("ETag")).toBe(made.get("ETag"));
      expect(made.get("ETag")).not.toBe(`"${content.Sha256}"`);
      const received = new Uint8Array(await new Response(download.data as ReadableStream).arrayBuffer());
      expect(`"${hex(await crypto.subtle.digest("SHA-256", received))}"`).toBe(made.get("ETag"));
      const part = await downloadContent(station, file, { range: "bytes=0-7" });
      expect(part.response.status).toBe(206);
      expect(new Uint8Array(await new Response(part.data as ReadableStream).arrayBuffer())).toEqual(
        received.slice(0, 8),
      );
      // An upload, a publish, a rendition made by ffmpeg and two downloads: seconds on a busy machine.
    },
    RENDITION_TIMEOUT,
  );

  it("creates a release, uploads its tracks, publishes it; a station finds it in its list and reads it, typed", async () => {
    const label = clientFor(KEYS.blueharbor);
    const release = unwrap(
      await label.POST("/api/v1/music/releases", {
        body: {
          Title: "Client Sessions",
          Artist: "Juniper Vale",
          Files: [{ Title: "Client Sessions", ISRC: "us-bhr-26-00701", Length: 5 }],
          Destinations: [200, 202],
        },
      }),
    );
    expectTypeOf(release).toEqualTypeOf<Schemas["ReleaseWithWarnings"]>();
    expect(release).toMatchObject({ Status: "Draft", CreatedBy: "Blue Harbor Records" });
    expect(release.Files[0]?.ISRC).toBe("USBHR2600701");
    expect(release.Warnings.map((w) => w.Code)).toEqual(["destination_offline"]);

    const path = { releaseID: release.ReleaseID };
    const track = { ...path, fileID: release.Files[0]?.FileID ?? 0 };
    unwrap(await uploadContent(label, track, mediaFixture("track.m4a"), { contentType: "audio/mp4" }));
    const published = unwrap(await label.PUT("/api/v1/music/releases/{releaseID}/publish", { params: { path } }));
    expect(published.Status).toBe("Published");

    const station = clientFor(KEYS.wxyz);
    const inbox = await station.GET("/api/v1/music/releases", {
      params: { query: { role: "destination", status: "Published", limit: 1000 } },
    });
    const rows = unwrap(inbox);
    expectTypeOf(rows).toEqualTypeOf<Schemas["ReleaseSummary"][]>();
    expect(rows.find((r) => r.ReleaseID === release.ReleaseID)).toMatchObject({ FileCount: 1, DestinationCount: 1 });
    const read = unwrap(await station.GET("/api/v1/music/releases/{releaseID}", { params: { path } }));
    expect(read.Destinations).toEqual([200]);

    const orders = unwrap(
      await station.GET("/api/v1/ad/orders", { params: { query: { role: "destination", limit: 1000 } } }),
    );
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o.Status !== "Draft")).toBe(true);
    const comments = unwrap(
      await station.GET("/api/v1/music/releases/{releaseID}/comments", { params: { path: { releaseID: 7001 } } }),
    );
    expect(comments.map((c) => c.OrganizationName)).not.toContain("KLMN-FM");
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
        params: { query: { status: "online", limit: 2, ...(cursor ? { cursor } : {}) } },
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

  it("follows next until it is absent, through a page that matched nothing but links on", async () => {
    // 2035, Northwind: 60 GETs a minute apart (beyond one page's bounded read of the window, 40), the oldest a DELETE.
    const start = Date.parse("2035-02-01T12:00:00.000Z");
    await writeEntries(
      Array.from({ length: 60 }, (_, i) => ({
        organizationId: 100,
        apiKeyPrefix: "mds_dev_nort",
        requestDate: new Date(start + i * 60_000).toISOString(),
        httpMethod: i === 0 ? "DELETE" : "GET",
        path: "/api/v1/ad/orders/5001",
        query: null,
        urlTemplate: "/api/v1/ad/orders/{orderID}",
        statusCode: 200,
        durationMs: 3,
        requestId: `client-pages-${i}`,
      })),
    );
    const agency = clientFor(KEYS.northwind);
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const result = await agency.GET("/api/v1/music/account/logs", {
        params: {
          query: { dateFrom: "2035-02-01", dateTo: "2035-02-02", httpMethod: "DELETE", ...(cursor ? { cursor } : {}) },
        },
      });
      pages.push(unwrap(result).map((entry) => entry.RequestId));
      cursor = nextCursor(result.response);
    } while (cursor && pages.length < 5);
    expect(cursor).toBeUndefined();
    expect(pages).toEqual([[], ["client-pages-0"]]);
  });

  it("offers only the operations the service has: another method is no call of its own, and the service answers it 405", async () => {
    // The document lists no pseudo-operation ("PUT is not allowed") for a generated client to offer.
    expectTypeOf<NonNullable<paths["/api/v1/ad/orders/orderstates"]["put"]>>().toBeNever();
    expectTypeOf<NonNullable<paths["/api/v1/ad/orders/{orderID}"]["post"]>>().toBeNever();
    expectTypeOf<paths["/api/v1/ad/orders/orderstates"]["get"]>().toEqualTypeOf<operations["listOrderStates"]>();
    // @ts-expect-error: not an operation of the client, though openapi-fetch sends what it is given.
    const result = await clientFor(KEYS.northwind).PUT("/api/v1/ad/orders/orderstates", {});
    expect(result.response.status).toBe(405);
    expect(result.response.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("types a query parameter that is a number as a number", () => {
    type Query<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;
    expectTypeOf<Query<"listOrders">["limit"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<"listOrders">["destination"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<"listProofOfDeliveryReports">["orderID"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<"getOrderFileContent">["organizationID"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Query<"listOrders">["cursor"]>().toEqualTypeOf<string | undefined>();
  });

  it("sends the key with every request (a wrong key is a 401)", async () => {
    const result = await clientFor("mds_dev_nobody").GET("/api/v1/ad/orders/orderstates");
    expect(result.response.status).toBe(401);
    expect(result.error?.status).toBe(401);
  });
});
