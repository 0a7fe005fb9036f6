/**
 * Journey 5, a station (WXYZ-TV, mds_dev_wxyz): its inbox. The orders sent to
 * it that changed since yesterday (Order List as a destination; `updatedSince`
 * is a local date-time in Eastern Time, here the start of yesterday), each read
 * (Order Detail: its files; nothing is downloaded), and the station's answer: a
 * house ID for each file it has not numbered yet (its traffic confirmation rows
 * say which), set for itself (Set House ID, no `Organizations`: the key's own).
 *
 *   npx tsx examples/station-inbox.ts     BASE_URL (default http://localhost:8787), API_KEY,
 *                                         HOUSE_PREFIX (default WXYZ), LIMIT (page size, default 50)
 */
import { createMediaDeliveryClient, nextCursor, type Schemas, unwrap } from "../client/src/index.ts";

const mds = createMediaDeliveryClient({
  baseUrl: process.env.BASE_URL ?? "http://localhost:8787",
  apiKey: process.env.API_KEY ?? "mds_dev_wxyz",
});
const prefix = process.env.HOUSE_PREFIX ?? "WXYZ";

// Yesterday's date in Eastern Time, and its first second: the service reads updatedSince as Eastern local time.
const easternDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(date);
const updatedSince = `${easternDay(new Date(Date.now() - 86_400_000))}T00:00:00`;

// The inbox: published orders sent to this station (drafts are never sent), newest change first, page by page.
const inbox: Schemas["OrderSummary"][] = [];
let cursor: string | undefined;
do {
  const page = await mds.GET("/api/v1/ad/orders", {
    params: {
      query: {
        role: "destination",
        updatedSince,
        limit: Number(process.env.LIMIT ?? 50),
        ...(cursor ? { cursor } : {}),
      },
    },
  });
  inbox.push(...unwrap(page));
  cursor = nextCursor(page.response);
} while (cursor);
console.log(`${inbox.length} orders arrived or changed since ${updatedSince} (Eastern Time)`);

let set = 0;
for (const row of inbox) {
  const path = { orderID: row.OrderID };
  const order = unwrap(await mds.GET("/api/v1/ad/orders/{orderID}", { params: { path } }));
  console.log(
    `order ${order.OrderID} from ${order.CreatedBy}: ` +
      `${order.Advertiser}${order.Product ? `, ${order.Product}` : ""} (${order.Status}), flight ` +
      `${order.FlightStartDate ?? "?"} to ${order.FlightEndDate ?? "?"}, ${order.Files.length} files`,
  );
  // This station's rows of the traffic confirmation: the house IDs it already gave.
  const confirmation = unwrap(await mds.GET("/api/v1/ad/orders/{orderID}/trafficconfirmation", { params: { path } }));
  for (const file of order.Files) {
    const given = confirmation.find((c) => c.FileID === file.FileID && c.HouseID !== null)?.HouseID;
    if (given) {
      console.log(`  ${file.AdID} "${file.Title}" (${file.Length} s, ${file.Format}): house ID ${given} already`);
      continue;
    }
    const rows = unwrap(
      await mds.PUT("/api/v1/ad/orders/{orderID}/files/{fileID}/houseid", {
        params: { path: { ...path, fileID: file.FileID } },
        body: { HouseID: `${prefix}-${file.AdID}` },
      }),
    );
    for (const r of rows) {
      console.log(
        `  ${file.AdID} "${file.Title}" (${file.Length} s, ${file.Format}): house ID ${r.HouseID} set for ${r.OrganizationName} on file ${r.FileID}`,
      );
    }
    set++;
  }
}
console.log(`${set} house IDs set`);
