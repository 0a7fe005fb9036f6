/**
 * Journey 1b, an agency's campaign (Northwind, mds_dev_northwind): two orders
 * of one campaign, a TV cut for WXYZ-TV and a radio cut for KLMN-FM and
 * WQRS-AM (offline: a warning), put in one order group and published
 * together, all or none: a publish while the radio spot has no media yet is
 * refused for the whole group (nothing goes out), an order of the group is not
 * published alone, and once every spot has its media the group's one publish
 * sends both. Then the group's proof of delivery, page by page, until every
 * delivery to an online destination is available to its station (Sending).
 *
 *   npx tsx examples/agency-campaign.ts      BASE_URL (default http://localhost:8787), API_KEY
 */
import { createHash } from "node:crypto";
import { openAsBlob } from "node:fs";
import { readFile } from "node:fs/promises";
import { createMediaDeliveryClient, nextCursor, unwrap, uploadContent } from "../client/src/index.ts";

const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_northwind",
});
const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);
const campaign = {
  Advertiser: "Great Lakes Credit Union",
  Product: "Summer Auto Loans",
  FlightStartDate: day(14),
  FlightEndDate: day(44),
};

// Two drafts, one a cut. The Idempotency-Key makes a retry after a network error safe: no second order.
const cuts = [
  {
    name: "TV",
    purchaseOrder: "NW-25010",
    file: { AdID: "GLCU0015000H", Title: "Summer Auto Loans :30", Length: 30, Format: "HD" as const },
    destinations: [200],
    media: ["hd-spot.mp4", "video/mp4"],
  },
  {
    name: "radio",
    purchaseOrder: "NW-25011",
    file: { AdID: "GLCU0015030", Title: "Summer Auto Loans :30 (Radio)", Length: 30, Format: "Audio" as const },
    destinations: [201, 202],
    media: ["radio-spot.mp3", "audio/mpeg"],
  },
] as const;
const orders = [];
for (const cut of cuts) {
  const order = unwrap(
    await mds.POST("/api/v1/ad/orders", {
      params: { header: { "Idempotency-Key": crypto.randomUUID() } },
      body: { ...campaign, PurchaseOrder: cut.purchaseOrder, Files: [cut.file], Destinations: [...cut.destinations] },
    }),
  );
  console.log(`created order ${order.OrderID} (${order.Status}), the ${cut.name} cut, file ${order.Files[0]?.FileID}`);
  orders.push(order);
}

/** A file's media from fixtures/media/, streamed from disk with its digest. */
async function upload(orderID: number, fileID: number, [name, contentType]: readonly [string, string]) {
  const source = new URL(`../fixtures/media/${name}`, import.meta.url);
  const sha256Base64 = createHash("sha256")
    .update(await readFile(source))
    .digest("base64");
  const content = unwrap(
    await uploadContent(mds, { orderID, fileID }, await openAsBlob(source), { contentType, sha256Base64 }),
  );
  console.log(`uploaded ${name} to order ${orderID}, file ${fileID}: ${content.Bytes} bytes`);
}
const [tv, radio] = orders as [(typeof orders)[number], (typeof orders)[number]];
const fileOf = (order: typeof tv) => order.Files[0]?.FileID ?? 0;
await upload(tv.OrderID, fileOf(tv), cuts[0].media);

// The campaign as one group: its orders go out together or not at all.
const group = unwrap(
  await mds.POST("/api/v1/ad/ordergroups", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    body: { Name: `${campaign.Advertiser}: ${campaign.Product}`, OrderIDs: [tv.OrderID, radio.OrderID] },
  }),
);
const path = { orderGroupID: group.OrderGroupID };
console.log(
  `created order group ${group.OrderGroupID} (${group.Status}) "${group.Name}" with orders ${group.Orders.map((o) => o.OrderID).join(", ")}`,
);

// The radio spot has no media yet: the whole group is refused, every error named by its order.
const early = await mds.PUT("/api/v1/ad/ordergroups/{orderGroupID}/publish", { params: { path } });
for (const error of early.error?.errors ?? []) {
  console.log(`publish refused (${early.response.status}): ${error.field} ${error.code}`);
}
const still = unwrap(await mds.GET("/api/v1/ad/ordergroups/{orderGroupID}", { params: { path } }));
console.log(`nothing went out: ${still.Orders.map((o) => `order ${o.OrderID} ${o.Status}`).join(", ")}`);

await upload(radio.OrderID, fileOf(radio), cuts[1].media);

// An order of a group goes out with its group only.
const alone = await mds.PUT("/api/v1/ad/orders/{orderID}/publish", { params: { path: { orderID: tv.OrderID } } });
console.log(`order ${tv.OrderID} alone: ${alone.response.status} ${alone.error?.detail}`);

// One publish sends both: one delivery per file and destination, each order with its own warnings.
const published = unwrap(await mds.PUT("/api/v1/ad/ordergroups/{orderGroupID}/publish", { params: { path } }));
console.log(
  `published order group ${published.OrderGroupID} (${published.Status}): ${published.Orders.map((o) => `order ${o.OrderID} ${o.Status}`).join(", ")}, at ${published.PublishedAt}`,
);
for (const order of published.Orders) {
  for (const w of order.Warnings) console.log(`warning on order ${order.OrderID}: ${w.Code} ${w.Field}: ${w.Message}`);
}

// The group's proof of delivery, two rows a page, until each online station may fetch its spot.
const online = new Set([200, 201]);
const deadline = Date.now() + 60_000;
for (;;) {
  const rows = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await mds.GET("/api/v1/ad/ordergroups/{orderGroupID}/proofofdelivery", {
      params: { path, query: { limit: 2, ...(cursor ? { cursor } : {}) } },
    });
    rows.push(...unwrap(page));
    cursor = nextCursor(page.response);
    pages++;
  } while (cursor);
  const failed = rows.filter((row) => row.Status === "Failed");
  if (failed.length > 0) throw new Error(`failed deliveries: ${failed.map((row) => row.OrganizationName).join(", ")}`);
  if (rows.every((row) => !online.has(row.OrganizationID) || row.Status !== "Queued")) {
    console.log(`proof of delivery of order group ${group.OrderGroupID}: ${rows.length} deliveries in ${pages} pages`);
    for (const row of rows)
      console.log(`  order ${row.OrderID}: ${row.AdID} to ${row.OrganizationName}: ${row.Status}`);
    break;
  }
  if (Date.now() > deadline) throw new Error("deliveries to online destinations were not available within 60 s");
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.log("every delivery of the campaign to an online destination is available");
