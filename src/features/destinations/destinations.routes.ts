/**
 * The operations of destination organizations: Available Destination Organizations and a destination's status
 * (SPEC.md): each one's method, path, schemas, answers and docs, declared for the registry
 * (src/http/operation.ts); the handlers do the work.
 */
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import { destinationStatus, listAvailableDestinations } from "./destinations.handlers";
import { AvailableDestinationsQuery, DestinationList, DestinationStatus } from "./destinations.schemas";

// Answers as the demo world (fixtures/world.ts) gives them; its times are relative to when it was seeded.
const WQRS = {
  OrganizationID: 202,
  Name: "WQRS-AM",
  DisplayName: "WQRS-AM 1250 Philadelphia",
  Type: "Radio",
  Market: "Philadelphia, PA",
  Country: "US",
  Status: "Offline",
  TimeZone: "America/New_York",
  UpdatedAt: "2026-11-12T20:13:24.054Z",
};

export const availableDestinations = defineOperation({
  method: "get",
  path: "/api/v1/ad/account/availableDestinations",
  operationId: "listAvailableDestinations",
  summary: "Available Destination Organizations",
  description:
    "Lists the destination organizations (stations) an order can be sent to, by OrganizationID. `status=online` " +
    "keeps those online now; `updatedSince` (Eastern Time) keeps those updated since then. Paginated: `limit`, " +
    '`cursor`, and `Link: <…>; rel="next"` when there is more.',
  tags: ["Advertising: account"],
  query: AvailableDestinationsQuery,
  errors: [],
  success: {
    status: 200,
    description: "The destinations, by OrganizationID.",
    schema: DestinationList,
    xml: { root: "Destinations", item: "Destination" },
    headers: NEXT_PAGE_HEADERS,
    example: [
      {
        OrganizationID: 200,
        Name: "WXYZ-TV",
        DisplayName: "WXYZ-TV Detroit",
        Type: "TV",
        Market: "Detroit, MI",
        Country: "US",
        Status: "Online",
        TimeZone: "America/Detroit",
        UpdatedAt: "2026-10-31T20:13:24.054Z",
      },
      {
        OrganizationID: 201,
        Name: "KLMN-FM",
        DisplayName: "KLMN-FM 101.9 Denver",
        Type: "Radio",
        Market: "Denver, CO",
        Country: "US",
        Status: "Online",
        TimeZone: "America/Denver",
        UpdatedAt: "2026-11-07T20:13:24.054Z",
      },
      WQRS,
    ],
  },
  handler: (c, { query }) => listAvailableDestinations(c, query),
});

export const destinationOrganizationStatus = defineOperation({
  method: "get",
  path: "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}",
  operationId: "getDestinationOrganizationStatus",
  summary: "Destination Organization Status",
  description:
    "The status of one destination organization: whether it is online, since when, and when it was last seen. A destination that is offline receives its deliveries when it comes back online.",
  tags: ["Advertising: account"],
  paramDescriptions: { organizationID: "The destination organization's ID." },
  paramExamples: { organizationID: 202 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The destination with its status.",
    schema: DestinationStatus,
    xml: { root: "DestinationOrganizationStatus" },
    example: { ...WQRS, StatusSince: "2026-11-12T20:13:24.054Z", LastSeenAt: "2026-11-12T20:13:24.054Z" },
  },
  handler: (c, { params }) => destinationStatus(c, params.organizationID),
});
