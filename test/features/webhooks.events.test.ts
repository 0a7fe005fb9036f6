/**
 * Events end to end (contract section 10): a change writes its events in its
 * own batch, the queue sends them to the subscribed receivers (here the test
 * pool's outbound handler), signed so that the `standardwebhooks` package
 * verifies them, each only to organizations that may see what it is about.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, json, KEYS, withContent } from "../helpers";
import { createDraft, download, publish } from "./media.support";
import { eventually, newBox, received, subscribe } from "./webhooks.support";

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

  it("a download sends delivery.updated and, once every delivery is Delivered, order.delivered to the agency", async () => {
    const agency = await subscribe(KEYS.northwind, newBox(), ["delivery.updated", "order.delivered"]);
    const draft = await createDraft({ destinations: [200] });
    await withContent(draft.orderId);
    await publish(draft.orderId);
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
