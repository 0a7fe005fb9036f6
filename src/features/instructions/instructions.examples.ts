/**
 * The traffic instructions operations' examples, as the demo world answers
 * them: order 5002 (Brightside Motors, to WXYZ-TV and KLMN-FM, files
 * BRSM0004410H :30 and BRSM0004415H :15) once Northwind has set its
 * instructions; times and dates are those of one seeding.
 */
import { CSV_HEADER } from "./instructions.render";

export const instructionsInputExample = {
  Flights: [
    {
      StartDate: "2026-11-16",
      EndDate: "2026-12-16",
      Destinations: [200],
      Days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
      Dayparts: [
        { Start: "06:00", End: "10:00" },
        { Start: "16:00", End: "19:00" },
      ],
      Rotation: [
        { AdID: "BRSM0004410H", Weight: 60 },
        { AdID: "BRSM0004415H", Weight: 40 },
      ],
    },
    {
      StartDate: "2026-11-16",
      EndDate: "2026-12-16",
      Destinations: [201],
      Rotation: [{ AdID: "BRSM0004415H", Weight: 100 }],
    },
  ],
  Notes: "Favor the <b>:15</b> in morning drive.",
};

const EVERY_DAY = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export const instructionsExample = {
  OrderID: 5002,
  Revision: 2,
  CreatedAt: "2026-11-21T20:13:53.978Z",
  CreatedBy: "Northwind Agency",
  Flights: [
    {
      Index: 0,
      StartDate: "2026-11-16",
      EndDate: "2026-12-16",
      Destinations: [200],
      Days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
      Dayparts: [
        { Start: "06:00", End: "10:00" },
        { Start: "16:00", End: "19:00" },
      ],
      Rotation: [
        { AdID: "BRSM0004410H", Weight: 60 },
        { AdID: "BRSM0004415H", Weight: 40 },
      ],
    },
    {
      Index: 1,
      StartDate: "2026-11-16",
      EndDate: "2026-12-16",
      Destinations: [201],
      Days: EVERY_DAY,
      Dayparts: [{ Start: "00:00", End: "24:00" }],
      Rotation: [{ AdID: "BRSM0004415H", Weight: 100 }],
    },
  ],
  Notes: "Favor the <b>:15</b> in morning drive.",
  Acknowledgements: [
    { OrganizationID: 200, Revision: 1, AcknowledgedAt: "2026-11-17T14:02:11.407Z", AcknowledgedBy: "Dana Whitfield" },
    { OrganizationID: 201, Revision: null, AcknowledgedAt: null, AcknowledgedBy: null },
  ],
};

export const csvExample = [
  CSV_HEADER,
  "5002,2,200,2026-11-16,2026-12-16,Mon Tue Wed Thu Fri,06:00-10:00 16:00-19:00,BRSM0004410H,60",
  "5002,2,200,2026-11-16,2026-12-16,Mon Tue Wed Thu Fri,06:00-10:00 16:00-19:00,BRSM0004415H,40",
  "5002,2,201,2026-11-16,2026-12-16,Mon Tue Wed Thu Fri Sat Sun,00:00-24:00,BRSM0004415H,100",
  "",
].join("\r\n");

export const revisionsExample = [
  { Revision: 2, CreatedAt: "2026-11-21T20:13:53.978Z", CreatedBy: "Northwind Agency", FlightCount: 2 },
  { Revision: 1, CreatedAt: "2026-11-15T18:20:02.114Z", CreatedBy: "Priya Raman", FlightCount: 1 },
];

/** As a station group (mds_dev_summit) acknowledges for KLMN-FM. */
export const acknowledgementInputExample = { Revision: 2, OrganizationID: 201 };

export const acknowledgementExample = {
  OrderID: 5002,
  OrganizationID: 201,
  Revision: 2,
  AcknowledgedAt: "2026-11-21T20:14:05.311Z",
  AcknowledgedBy: "Summit Broadcasting",
};
