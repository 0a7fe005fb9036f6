/**
 * The as-run operations' examples, as the demo world answers them: WXYZ-TV
 * (America/Detroit) airing order 5002's spots (BRSM0004410H :30, and
 * BRSM0004415H :15, house ID WXYZ-CM-44102) under the instructions of
 * ../instructions/instructions.examples.ts; times are those of one seeding.
 */
export const asRunInputExample = {
  AsRun: [
    { AiredAt: "2026-11-20T07:42:15-05:00", AdID: "BRSM0004410H", DurationSeconds: 30 },
    { AiredAt: "2026-11-20T08:15:00-05:00", HouseID: "WXYZ-CM-44102", DurationSeconds: 15 },
    { AiredAt: "2026-11-20T17:31:40-05:00", AdID: "BRSM0004415H", DurationSeconds: 14 },
    { AiredAt: "2026-11-20 17:45", AdID: "BRSM0004415H", DurationSeconds: 15 },
    { AiredAt: "2026-11-20T21:05:00-05:00", AdID: "GLCU0012000H", DurationSeconds: 30 },
  ],
};

export const asRunResultExample = {
  Accepted: 4,
  Duplicates: 0,
  Rejected: [
    {
      Index: 3,
      Line: null,
      Code: "bad_time",
      Message: "AiredAt 2026-11-20 17:45 is not ISO 8601 with Z or an offset",
    },
  ],
  Unmatched: [
    {
      Index: 4,
      Line: null,
      OrganizationID: 200,
      AiredAt: "2026-11-21T02:05:00.000Z",
      AdID: "GLCU0012000H",
      HouseID: null,
    },
  ],
};

export const asRunEntriesExample = [
  {
    EntryID: 1099511627779,
    OrganizationID: 200,
    AiredAt: "2026-11-20T22:31:40.000Z",
    AdID: "BRSM0004415H",
    HouseID: null,
    DurationSeconds: 14,
    OrderID: 5002,
    FileID: 8004,
    PostedAt: "2026-11-21T20:13:53.978Z",
  },
  {
    EntryID: 1099511627778,
    OrganizationID: 200,
    AiredAt: "2026-11-20T13:15:00.000Z",
    AdID: "BRSM0004415H",
    HouseID: "WXYZ-CM-44102",
    DurationSeconds: 15,
    OrderID: 5002,
    FileID: 8004,
    PostedAt: "2026-11-21T20:13:53.978Z",
  },
];

export const proofOfPerformanceExample = {
  OrderID: 5002,
  Revision: 2,
  Destinations: [
    {
      OrganizationID: 200,
      OrganizationName: "WXYZ-TV",
      TimeZone: "America/Detroit",
      Flights: [
        {
          Index: 0,
          StartDate: "2026-11-16",
          EndDate: "2026-12-16",
          Airings: 3,
          Rotation: [
            { AdID: "BRSM0004410H", Weight: 60, Aired: 1, SharePercent: 33.3 },
            { AdID: "BRSM0004415H", Weight: 40, Aired: 2, SharePercent: 66.7 },
          ],
          Aired: [
            {
              AiredAt: "2026-11-20T12:42:15.000Z",
              LocalTime: "2026-11-20 07:42 Fri",
              AdID: "BRSM0004410H",
              DurationSeconds: 30,
            },
            {
              AiredAt: "2026-11-20T13:15:00.000Z",
              LocalTime: "2026-11-20 08:15 Fri",
              AdID: "BRSM0004415H",
              DurationSeconds: 15,
            },
            {
              AiredAt: "2026-11-20T22:31:40.000Z",
              LocalTime: "2026-11-20 17:31 Fri",
              AdID: "BRSM0004415H",
              DurationSeconds: 14,
            },
          ],
        },
      ],
      OutsideFlights: [
        {
          AiredAt: "2026-11-22T03:10:00.000Z",
          LocalTime: "2026-11-21 22:10 Sat",
          AdID: "BRSM0004410H",
          DurationSeconds: 30,
        },
      ],
      Discrepancies: [
        {
          Code: "short_duration",
          AiredAt: "2026-11-20T22:31:40.000Z",
          AdID: "BRSM0004415H",
          Message: "BRSM0004415H aired 14 s of its 15 s at 2026-11-20 17:31 Fri.",
        },
        {
          Code: "outside_flight",
          AiredAt: "2026-11-22T03:10:00.000Z",
          AdID: "BRSM0004410H",
          Message:
            "BRSM0004410H aired 2026-11-21 22:10 Sat (America/Detroit), where no flight for WXYZ-TV covers its date, day and daypart.",
        },
      ],
    },
  ],
};
