/**
 * Events end to end (contract section 10): a change writes its events in its
 * own batch, the queue sends them to the subscribed receivers (here the test
 * pool's outbound handler), signed so that the `standardwebhooks` package
 * verifies them, each only to organizations that may see what it is about.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, json, KEYS, withContent } from "../helpers";
import { instrument } from "../instrument";
import { mediaFixture } from "../media-files";
import { ALL_KEYS } from "../security/support";
import {
  createDraft,
  download,
  publish,
  RENDITION_TIMEOUT,
  releaseContent,
  stationContent,
  uploaded,
} from "./media.support";
import { eventually, newBox, received, subscribe } from "./webhooks.support";

// Events cross a queue and a receiver: on a loaded machine a test takes seconds, not milliseconds.
vi.setConfig({ testTimeout: 30_000 });

describe("the events of an order's life", () => {
  it("publishing sends order.published to the agency and order.received to each station and its group", async () => {
    const agency = await subscribe(KEYS.northwind, newBox(), ["order.published"]);
    const station = await subscribe(KEYS.wxyz, newBox(), ["order.received"]);
    const group = await subscribe(KEYS.summit, newBox());
    const stranger = await subscribe(KEYS.harborlight, newBox());
    const other = await subscribe(KEYS.blueharbor, newBox());

    const draft = await createDraft({ destinations: [200, 202] });
    await withContent(draft.orderId);
    await publish(draft.orderId);

    const mine = <E extends { data: Record<string, unknown> }>(events: E[]) =>
      events.filter((e) => e.data.OrderID === draft.orderId);
    const [published] = mine(await eventually(agency.Url, agency.Secret, (e) => mine(e).length > 0));
    expect(published).toMatchObject({ type: "order.published", data: { OrderID: draft.orderId, Status: "Published" } });

    const [receivedEvent] = mine(await eventually(station.Url, station.Secret, (e) => mine(e).length > 0));
    expect(receivedEvent?.type).toBe("order.received");
    expect(receivedEvent?.data).toMatchObject({ Advertiser: "Media Test", Destinations: [200] });
    const files = receivedEvent?.data.Files as { FileID: number; ContentUrl: string }[];
    expect(files.map((f) => f.ContentUrl)).toEqual(
      draft.fileIds.map((id) => `/api/v1/ad/orders/${draft.orderId}/files/${id}/content`),
    );

    // Summit acts for WXYZ-TV (200), not for WQRS-AM (202): one event, naming only 200.
    const groupEvents = mine(await eventually(group.Url, group.Secret, (e) => mine(e).length > 0));
    expect(groupEvents.map((e) => [e.type, e.data.Destinations])).toEqual([["order.received", [200]]]);

    // Nobody else hears of it; the agency's subscription to order.published alone got nothing else.
    for (const hook of [stranger, other]) expect(mine(await received(hook.Url, hook.Secret))).toEqual([]);
    expect(mine(await received(agency.Url, agency.Secret)).map((e) => e.type)).toEqual(["order.published"]);
  });

  it("a download sends delivery.updated and, once every delivery is Delivered, order.delivered to the agency", {
    timeout: RENDITION_TIMEOUT,
  }, async () => {
    const agency = await subscribe(KEYS.northwind, newBox(), ["delivery.updated", "order.delivered"]);
    const draft = await createDraft({ destinations: [200] });
    await withContent(draft.orderId);
    await publish(draft.orderId);
    // WXYZ-TV receives its Deliver's rendition (contract section 19): its download waits until it is made.
    await stationContent(draft.content(0), 200);
    const { res } = await download(draft.content(0), { key: KEYS.wxyz });
    expect(res.status).toBe(200);

    const mine = (events: { type: string; data: Record<string, unknown> }[]) =>
      events.filter((e) => e.data.OrderID === draft.orderId);
    const events = mine(
      await eventually(agency.Url, agency.Secret, (e) => mine(e).some((x) => x.type === "order.delivered")),
    );
    const updates = events.filter((e) => e.type === "delivery.updated").map((e) => e.data.Status);
    expect(updates).toContain("Delivered");
    expect(events.find((e) => e.type === "order.delivered")?.data).toMatchObject({ Status: "Delivered" });
  });

  it("the same event keeps its id on every attempt, and the attempts are logged", async () => {
    const url = newBox("fail");
    const hook = await subscribe(KEYS.wxyz, url, ["order.received"]);
    const draft = await createDraft({ destinations: [200] });
    await withContent(draft.orderId);
    await publish(draft.orderId);
    const first = await eventually(url, hook.Secret, (e) => e.length >= 1);
    const eventId = first[0]?.id;
    expect(eventId).toMatch(/^\d+$/);

    // The retry after 5 s carries the same id.
    const again = await eventually(url, hook.Secret, (e) => e.length >= 2);
    expect(again.map((e) => e.id)).toEqual([eventId, eventId]);

    const attempts = await json<{ EventID: number; Attempt: number; StatusCode: number; Error: string }[]>(
      await call(`/api/v1/account/webhooks/${hook.WebhookID}/deliveries`, { key: KEYS.wxyz }),
    );
    expect(attempts.slice(-2)).toEqual([
      expect.objectContaining({ EventID: Number(eventId), Attempt: 2, StatusCode: 503 }),
      expect.objectContaining({ EventID: Number(eventId), Attempt: 1, StatusCode: 503, Error: "answered 503" }),
    ]);
  }, 20_000);
});

describe("the outbox", () => {
  afterEach(() => instrument.reset());

  it.each([
    ["the outbox's own insert", /^insert into "webhook_deliveries"/i],
    ["the events' insert", /^insert into "webhook_events"/i],
    ["the publish's deliveries", /^insert into "deliveries"/i],
  ])("a publish whose batch fails at %s writes neither the change nor its events", async (_, statement) => {
    await subscribe(KEYS.wxyz, newBox(), ["order.received"]);
    await subscribe(KEYS.northwind, newBox(), ["order.published"]);
    const draft = await createDraft({ destinations: [200] });
    await withContent(draft.orderId);
    const events = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM webhook_events WHERE data ->> '$.OrderID' = ?")
          .bind(draft.orderId)
          .first<{ n: number }>()
      )?.n;
    instrument.failWhen((s, at) => at.method === "batch" && statement.test(s.sql), { times: 1 });
    const res = await call(`/api/v1/ad/orders/${draft.orderId}/publish`, { method: "PUT" });
    expect(res.status).toBe(500);
    instrument.reset();
    expect(await events()).toBe(0);
    const order = await env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(draft.orderId).first();
    expect(order?.status).toBe("Draft");
    const deliveries = await env.DB.prepare("SELECT count(*) AS n FROM deliveries WHERE order_id = ?")
      .bind(draft.orderId)
      .first<{ n: number }>();
    expect(deliveries?.n).toBe(0);
    // The same publish, without the fault, writes both.
    expect((await call(`/api/v1/ad/orders/${draft.orderId}/publish`, { method: "PUT" })).status).toBe(200);
    // order.published to the agency, order.received to the station (and to any group acting for it that listens).
    expect(await events()).toBeGreaterThanOrEqual(2);
  });

  it("a publish that fails writes neither the change nor its events", async () => {
    await subscribe(KEYS.wxyz, newBox(), ["order.received"]);
    const draft = await createDraft({ destinations: [200] });
    // No content: the publish is refused, and no event exists.
    const before = await env.DB.prepare("SELECT count(*) AS n FROM webhook_events").first<{ n: number }>();
    const res = await call(`/api/v1/ad/orders/${draft.orderId}/publish`, { method: "PUT" });
    expect(res.status).toBe(422);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM webhook_events").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe("feedback, file statuses and releases", () => {
  it("a comment goes to the other side: the agency's to the stations, a station's to the agency alone", async () => {
    const agency = await subscribe(KEYS.northwind, newBox(), ["comment.created", "approval.created"]);
    const station = await subscribe(KEYS.wxyz, newBox(), ["comment.created"]);
    const other = await subscribe(KEYS.harborlight, newBox(), ["comment.created"]);
    const draft = await createDraft({ destinations: [200] });
    await withContent(draft.orderId);
    await publish(draft.orderId);
    const comments = `/api/v1/ad/orders/${draft.orderId}/comments`;

    await call(comments, { method: "POST", body: { CommentPosterText: "New cut attached." } });
    const fromAgency = await eventually(station.Url, station.Secret, (e) =>
      e.some((x) => x.data.OrderID === draft.orderId),
    );
    expect(fromAgency.find((x) => x.data.OrderID === draft.orderId)).toMatchObject({
      type: "comment.created",
      data: { CommentPosterText: "New cut attached.", OrganizationID: 100 },
    });

    await call(`/api/v1/ad/orders/${draft.orderId}/approvals`, {
      method: "POST",
      key: KEYS.dana,
      body: { CommentPosterText: "Approved for air." },
    });
    const fromStation = await eventually(agency.Url, agency.Secret, (e) =>
      e.some((x) => x.data.OrderID === draft.orderId),
    );
    expect(fromStation.filter((x) => x.data.OrderID === draft.orderId)).toEqual([
      expect.objectContaining({ type: "approval.created", data: expect.objectContaining({ OrganizationID: 200 }) }),
    ]);
    // The agency does not hear of its own comment; the station not of its own approval.
    expect((await received(station.Url, station.Secret)).filter((x) => x.data.OrderID === draft.orderId)).toHaveLength(
      1,
    );
    expect((await received(other.Url, other.Secret)).filter((x) => x.data.OrderID === draft.orderId)).toHaveLength(0);
  });

  it("a house ID set by a station goes to the agency", async () => {
    const agency = await subscribe(KEYS.northwind, newBox(), ["file.house_id_set"]);
    const res = await call("/api/v1/ad/orders/5002/files/8003/houseid", {
      method: "PUT",
      key: KEYS.wxyz,
      body: { HouseID: "WX-88123" },
    });
    expect(res.status).toBe(200);
    const events = await eventually(agency.Url, agency.Secret, (e) => e.length > 0);
    expect(events[0]).toMatchObject({
      type: "file.house_id_set",
      data: { OrderID: 5002, FileID: 8003, OrganizationID: 200, HouseID: "WX-88123" },
    });
  });

  it("a release's life: release.received by its stations, release.cancelled when the label deletes it", async () => {
    const station = await subscribe(KEYS.wxyz, newBox(), ["release.received", "release.cancelled"]);
    const create = await call("/api/v1/music/releases", {
      method: "POST",
      key: KEYS.blueharbor,
      body: {
        Title: "Webhook Sessions",
        Artist: "Juniper Vale",
        Files: [{ Title: "One", ISRC: "USBHR2600901", Length: 180 }],
        Destinations: [200],
      },
    });
    const release = await json<{ ReleaseID: number; Files: { FileID: number }[] }>(create);
    await uploaded(releaseContent(release.ReleaseID, release.Files[0]?.FileID ?? 0), mediaFixture("track.m4a"), {
      contentType: "audio/mp4",
      key: KEYS.blueharbor,
    });
    const published = await call(`/api/v1/music/releases/${release.ReleaseID}/publish`, {
      method: "PUT",
      key: KEYS.blueharbor,
    });
    expect(published.status).toBe(200);
    await call(`/api/v1/music/releases/${release.ReleaseID}`, { method: "DELETE", key: KEYS.blueharbor });
    // Sending promises at least once, not an order of arrival (each event is its own queue message,
    // and the CI run of 2026-11-26 saw them swapped): compare them as a set, then by their own timestamps.
    const events = (await eventually(station.Url, station.Secret, (e) => e.length >= 2)).sort((a, b) =>
      a.type === b.type ? 0 : a.type === "release.received" ? -1 : 1,
    );
    expect(events.map((e) => [e.type, e.data.ReleaseID])).toEqual([
      ["release.received", release.ReleaseID],
      ["release.cancelled", release.ReleaseID],
    ]);
    expect(Date.parse(events[0]?.timestamp ?? "")).toBeLessThanOrEqual(Date.parse(events[1]?.timestamp ?? ""));
    expect(events[0]?.data).toMatchObject({ Title: "Webhook Sessions", Destinations: [200] });
  });
});

describe("isolation of events", () => {
  it("no organization receives an event about something it may not see", async () => {
    // Every organization with a key listens to everything.
    const listeners = await Promise.all(
      Object.values(ALL_KEYS)
        .filter((key) => key !== KEYS.revoked && key !== KEYS.expired)
        .map(async (key) => ({ key, hook: await subscribe(key, newBox()) })),
    );
    // A spread of changes: an order to 200 and 202 published and downloaded, a comment each way, a house ID.
    const draft = await createDraft({ destinations: [200, 202] });
    await withContent(draft.orderId);
    await publish(draft.orderId);
    await download(draft.content(0), { key: KEYS.wxyz });
    await call(`/api/v1/ad/orders/${draft.orderId}/comments`, { method: "POST", body: { CommentPosterText: "Hi" } });
    await call(`/api/v1/ad/orders/${draft.orderId}/comments`, {
      method: "POST",
      key: KEYS.wxyz,
      body: { CommentPosterText: "Got it" },
    });
    await call(`/api/v1/ad/orders/${draft.orderId}/files/${draft.fileIds[0]}/houseid`, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { HouseID: "H-1" },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));

    let seen = 0;
    for (const { key, hook } of listeners) {
      for (const event of await received(hook.Url, hook.Secret)) {
        const orderId = event.data.OrderID as number | undefined;
        const releaseId = event.data.ReleaseID as number | undefined;
        if (!orderId && !releaseId) continue;
        seen++;
        const path = orderId ? `/api/v1/ad/orders/${orderId}` : `/api/v1/music/releases/${releaseId}`;
        const res = await call(path, { key });
        // Cancelled subjects are 404 to everyone now; everything else must be visible to the recipient.
        if (!event.type.endsWith(".cancelled")) expect(res.status, `${key} got ${event.type} of ${path}`).toBe(200);
      }
    }
    expect(seen).toBeGreaterThan(5);
  }, 20_000);
});
