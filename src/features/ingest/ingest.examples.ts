/**
 * The ingest operations' examples: WXYZ-TV's feed as the demo world gives it
 * (`?limit=2`: its first two entries, as the seed's publishes made them;
 * times are those of one seeding).
 */
export const ingestFeedExample = {
  Entries: [
    {
      EntryID: 1,
      Action: "ingest",
      CreatedAt: "2026-10-26T06:10:53.211Z",
      Family: "order",
      OrderID: 5021,
      FileID: 8039,
      AdID: "GLHS0000800H",
      Title: "Home Show Weekly Ep. 8 (28:30)",
      Advertiser: "Great Lakes Home Show",
      Length: 1710,
      HouseID: null,
      StartDate: null,
      EndDate: null,
      ContentUrl: "http://localhost:8787/api/v1/ad/orders/5021/files/8039/content",
      ContentType: "video/mp4",
      Bytes: 133237,
      Sha256: "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
      Restrictions: [],
    },
    {
      EntryID: 8,
      Action: "ingest",
      CreatedAt: "2026-11-05T04:10:53.211Z",
      Family: "order",
      OrderID: 5011,
      FileID: 8018,
      AdID: "FHGR0401000H",
      Title: "Fresh Harvest Weekly Deals :30",
      Advertiser: "Fresh Harvest Grocers",
      Length: 30,
      HouseID: "WXYZ-CM-43870",
      StartDate: "2026-11-07",
      EndDate: "2026-11-21",
      ContentUrl: "http://localhost:8787/api/v1/ad/orders/5011/files/8018/content",
      ContentType: "video/mp4",
      Bytes: 133237,
      Sha256: "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
      Restrictions: [],
    },
  ],
  Cursor: "Wzhd",
};

export const ingestAcknowledgementInputExample = { EntryID: 1, Status: "Ingested", Message: "Cart 4410 loaded" };

export const ingestAcknowledgementExample = {
  EntryID: 1,
  Status: "Ingested",
  Message: "Cart 4410 loaded",
  AcknowledgedAt: "2026-11-20T12:00:00.000Z",
};
