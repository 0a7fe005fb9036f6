/** Order Detail and Order with Destinations: records, visibility, formats, bad ids. */
import { describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";

const ORDERS = "/api/v1/ad/orders";
const LAKESHORE = "mds_dev_lakeshore";

describe("Order Detail", () => {
  it("gives the owner the whole order", async () => {
    const res = await call(`${ORDERS}/5002`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      OrderID: 5002,
      OrderType: "Spot",
      Status: "Delivered",
      Advertiser: "Brightside Motors",
      Brand: null,
      Product: "Year-End Clearance",
      PurchaseOrder: "NW-24088",
      Priority: "Standard",
      FlightStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      FlightEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      TrafficInstructions: null,
      ProgramTitle: null,
      Episode: null,
      Files: [
        { FileID: 8003, AdID: "BRSM0004410H", Title: "Year-End Clearance :30", Length: 30, Format: "HD" },
        { FileID: 8004, AdID: "BRSM0004415H", Title: "Year-End Clearance :15", Length: 15, Format: "HD" },
      ],
      Destinations: [200, 201],
      CreatedAt: expect.stringMatching(/Z$/),
      UpdatedAt: expect.stringMatching(/Z$/),
      PublishedAt: expect.stringMatching(/Z$/),
      CreatedBy: "Northwind Agency",
    });
  });

  it("gives a long form order its ProgramTitle", async () => {
    const order = await json(await call(`${ORDERS}/5006`));
    expect(order).toMatchObject({ OrderType: "LongForm", ProgramTitle: expect.any(String) });
  });

  it.each([
    ["the owner", KEYS.northwind, [200, 201, 202, 203, 204, 206]],
    ["a destination", KEYS.wxyz, [200]],
    ["a contact of a destination", KEYS.dana, [200]],
    ["a group acting for two of its destinations", KEYS.summit, [200, 201]],
  ])("is visible to %s, showing the destinations it acts for", async (_, key, destinations) => {
    const res = await call(`${ORDERS}/5003`, { key });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ OrderID: 5003, Destinations: destinations, CreatedBy: "Northwind Agency" });
  });

  it("shows a draft to its owner only: it has not been sent to its destinations yet", async () => {
    expect((await call(`${ORDERS}/5001`)).status).toBe(200);
    for (const key of [KEYS.wxyz, KEYS.dana, KEYS.summit]) {
      await problem(await call(`${ORDERS}/5001`, { key }), 404);
      await problem(await call(`${ORDERS}/5001/destinations`, { key }), 404);
    }
  });

  it.each([
    ["another agency", KEYS.harborlight],
    ["a label", KEYS.blueharbor],
    ["a group acting for none of its destinations", LAKESHORE],
  ])("is a 404 to %s", async (_, key) => {
    const body = await problem(await call(`${ORDERS}/5002`, { key }), 404);
    expect(body.detail).toContain("5002");
  });

  it("is a 404 to everyone once deleted (cancelled)", async () => {
    await problem(await call(`${ORDERS}/5005`), 404);
    await problem(await call(`${ORDERS}/5005`, { key: KEYS.wxyz }), 404);
    await problem(await call(`${ORDERS}/5010`, { key: KEYS.harborlight }), 404);
    await problem(await call(`${ORDERS}/5018`, { key: KEYS.harborlight }), 404);
  });

  it("is a 404 for an order that does not exist", async () => {
    await problem(await call(`${ORDERS}/999999`), 404);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999999999"])("refuses the id %s with a 400 naming orderID", async (id) => {
    const body = await problem(await call(`${ORDERS}/${id}`), 400);
    expect(body.errors?.[0]?.field).toBe("orderID");
  });

  it("refuses a missing key with a 401 and an Accept it cannot answer with a 406", async () => {
    await problem(await call(`${ORDERS}/5001`, { key: null }), 401);
    await problem(await call(`${ORDERS}/5001`, { accept: "image/png" }), 406);
  });

  it("answers 405 with Allow for a method the path does not have", async () => {
    const res = await call(`${ORDERS}/5001`, { method: "POST", body: {} });
    await problem(res, 405);
    // PUT replaces a draft (contract section 9).
    expect(res.headers.get("Allow")).toBe("GET, PUT, DELETE, HEAD");
  });

  it("answers in XML with lists as elements of singular children", async () => {
    const res = await call(`${ORDERS}/5002`, { accept: "application/xml" });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /^<\?xml[^>]*\?><Order xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance"><OrderID>5002<\/OrderID><OrderType>Spot<\/OrderType>/,
    );
    expect(text).toContain('<Brand xsi:nil="true"/>');
    expect(text).toContain(
      "<Files><File><FileID>8003</FileID><AdID>BRSM0004410H</AdID><Title>Year-End Clearance :30</Title><Length>30</Length><Format>HD</Format></File><File><FileID>8004</FileID>",
    );
    expect(text).toContain(
      "<Destinations><OrganizationID>200</OrganizationID><OrganizationID>201</OrganizationID></Destinations>",
    );
    expect(text).not.toContain("<Warnings");
  });
});

interface Destination {
  OrganizationID: number;
  Name: string;
  DisplayName: string;
  Type: string;
  Status: string;
  Deliveries: { FileID: number; AdID: string; Status: string; StatusDate: string; DeliveredAt: string | null }[];
}

describe("Order with Destinations", () => {
  const destinationsOf = async (orderId: number, key?: string) => {
    const res = await call(`${ORDERS}/${orderId}/destinations`, { key });
    expect(res.status).toBe(200);
    return json(res);
  };

  it("gives the owner every destination with its status and one delivery per file", async () => {
    const order = await destinationsOf(5003);
    expect(order).toMatchObject({ OrderID: 5003, Status: "In Progress", CreatedBy: "Northwind Agency" });
    expect(order.Files.map((f: { FileID: number }) => f.FileID)).toEqual([8005, 8006, 8007]);
    const destinations: Destination[] = order.Destinations;
    expect(destinations.map((d) => d.OrganizationID)).toEqual([200, 201, 202, 203, 204, 206]);
    expect(destinations[2]).toEqual({
      OrganizationID: 202,
      Name: "WQRS-AM",
      DisplayName: "WQRS-AM 1250 Philadelphia",
      Type: "Radio",
      Status: "Offline",
      Deliveries: [8005, 8006, 8007].map((FileID, i) => ({
        FileID,
        AdID: ["RVBH0000310H", "RVBH0000315H", "RVBH0000360"][i],
        Status: "Queued",
        StatusDate: expect.stringMatching(/Z$/),
        DeliveredAt: null,
      })),
    });
    for (const d of destinations) expect(d.Deliveries.map((x) => x.FileID)).toEqual([8005, 8006, 8007]);
    expect(destinations[0]?.Deliveries.every((x) => x.Status === "Delivered" && x.DeliveredAt !== null)).toBe(true);
    expect(destinations[1]?.Deliveries.map((x) => x.Status)).toEqual(["Delivered", "Delivered", "Sending"]);
    expect(destinations[3]?.Deliveries.every((x) => x.Status === "Failed")).toBe(true);
  });

  it("shows a destination caller only the destinations it acts for", async () => {
    const wxyz = await destinationsOf(5003, KEYS.wxyz);
    expect(wxyz.Destinations.map((d: Destination) => d.OrganizationID)).toEqual([200]);
    const summit = await destinationsOf(5003, KEYS.summit);
    expect(summit.Destinations.map((d: Destination) => d.OrganizationID)).toEqual([200, 201]);
    expect(summit.Destinations[1].Deliveries).toHaveLength(3);
    const lakeshore = await destinationsOf(5003, LAKESHORE);
    expect(lakeshore.Destinations.map((d: Destination) => d.OrganizationID)).toEqual([204]);
  });

  it("lists no deliveries for a draft", async () => {
    const order = await destinationsOf(5001);
    expect(order.Status).toBe("Draft");
    expect(order.Destinations.map((d: Destination) => [d.OrganizationID, d.Deliveries])).toEqual([
      [200, []],
      [201, []],
      [202, []],
    ]);
  });

  it("is a 404 to strangers, for deleted orders and unknown ids; a 400 for a bad id", async () => {
    await problem(await call(`${ORDERS}/5003/destinations`, { key: KEYS.harborlight }), 404);
    await problem(await call(`${ORDERS}/5003/destinations`, { key: KEYS.blueharbor }), 404);
    await problem(await call(`${ORDERS}/5005/destinations`), 404);
    await problem(await call(`${ORDERS}/999999/destinations`), 404);
    const body = await problem(await call(`${ORDERS}/x1/destinations`), 400);
    expect(body.errors?.[0]?.field).toBe("orderID");
  });

  it("answers in XML as <Destinations><Destination>…<Deliveries><Delivery>", async () => {
    const res = await call(`${ORDERS}/5002/destinations`, { key: KEYS.wxyz, accept: "text/xml" });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /^<\?xml[^>]*\?><OrderWithDestinations xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance"><OrderID>5002<\/OrderID>/,
    );
    expect(text).toContain("<Files><File><FileID>8003</FileID>");
    expect(text).toMatch(
      new RegExp(
        "<Destinations><Destination><OrganizationID>200</OrganizationID><Name>WXYZ-TV</Name>" +
          "<DisplayName>WXYZ-TV Detroit</DisplayName><Type>TV</Type><Status>Online</Status><Deliveries><Delivery>" +
          "<FileID>8003</FileID><AdID>BRSM0004410H</AdID><Status>Delivered</Status><StatusDate>[^<]+Z</StatusDate>" +
          "<DeliveredAt>[^<]+Z</DeliveredAt></Delivery><Delivery><FileID>8004</FileID>",
      ),
    );
    expect(text.match(/<Destination>/g)).toHaveLength(1);
    expect(text).toMatch(/<\/Destinations><CreatedAt>/);
  });
});
