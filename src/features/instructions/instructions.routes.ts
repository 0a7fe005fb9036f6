/**
 * The traffic instructions operations (contract section 14): Set Traffic
 * Instructions, Traffic Instructions (JSON, XML, CSV, PDF), their revisions,
 * and a destination's acknowledgement. Examples: ./instructions.examples.ts.
 */
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import {
  acknowledgementExample,
  acknowledgementInputExample,
  csvExample,
  instructionsExample,
  instructionsInputExample,
  revisionsExample,
} from "./instructions.examples";
import {
  acknowledgeInstructions,
  getInstructions,
  listRevisions,
  orderRulesRead,
  putInstructions,
} from "./instructions.handlers";
import { CSV_HEADER } from "./instructions.render";
import { flightRules } from "./instructions.rules";
import {
  AcknowledgementInput,
  AcknowledgementRecord,
  InstructionsInput,
  InstructionsQuery,
  RevisionList,
  RevisionListQuery,
  TrafficInstructions,
  TrafficInstructionsWithWarnings,
} from "./instructions.schemas";

const TAGS = ["Advertising: traffic"];
const ORDER_ID = { orderID: "The order's ID." };
/** XML names of the instructions' lists. */
const ITEMS = {
  Flights: "Flight",
  Destinations: "OrganizationID",
  Days: "Day",
  Dayparts: "Daypart",
  Rotation: "Spot",
  Acknowledgements: "Acknowledgement",
  Warnings: "Warning",
};
const VISIBILITY =
  "The owner sees every flight; a destination (directly or through group access) sees the order once it is " +
  "published, and of its instructions only the flights that name an organization it acts for (or name none), each " +
  "flight's `Destinations` cut to those, and the acknowledgements of those organizations. Anyone else, and a " +
  "deleted order: 404.";

export const putInstructionsOperation = defineOperation({
  method: "put",
  path: "/api/v1/ad/orders/{orderID}/instructions",
  operationId: "setTrafficInstructions",
  summary: "Set Traffic Instructions",
  description:
    "Sets the order's traffic instructions: what each station airs, when, and in which rotation, as data " +
    "(the order's free-text `TrafficInstructions` stays, as notes). Only the organization that created the " +
    "order (a destination that sees it: 403). On a `Draft` it replaces the instructions, which stay revision " +
    "1 until the order is published; after publish each call makes a new revision (2, 3, …; the first one " +
    "ever set after publish is 1), the earlier ones kept, and the order's destinations (and the groups acting " +
    "for them) get `order.instructions_revised`. A cancelled order: 409. A flight: `StartDate` and `EndDate` " +
    "(`YYYY-MM-DD`, a real day of years 0000 to 9999, read in the station's time zone; end not before start; " +
    "a flight ending 9999-12-31 never ends for `not_aired`), `Destinations` (the order's, by ID; absent: " +
    "all of them), `Days` (`Mon` … `Sun`; absent: every day), `Dayparts` (`{Start, End}`, `HH:MM` in the " +
    "station's local time, its `TimeZone`, End after Start, up to `24:00`; absent: all day), `Rotation` (`{AdID, " +
    "Weight}`: each AdID a file of the order, each weight 1..100, summing to exactly 100). A 422 names every " +
    "failing field: `Flights[1].Rotation` `rotation_total`, `Flights[1].Rotation[0].AdID` `not_found`, `Flights[0].Destinations[1]` " +
    "`not_a_destination`, `Flights[2]` `overlap` (two flights for one destination that share a date, a day " +
    "and a daypart), `Flights[0].EndDate` `out_of_range`, `Flights[0].Dayparts[0].End` `out_of_range`. Warnings " +
    "never block: `outside_order_flight` (a flight outside the order's FlightStartDate..FlightEndDate), `html_removed` " +
    "(Notes keep basic HTML only, as comments do).",
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  paramExamples: { orderID: 5002 },
  body: {
    schema: InstructionsInput,
    xmlRoot: "TrafficInstructions",
    description:
      "The instructions. XML root `TrafficInstructions`; lists as `<Flights><Flight>…</Flight>" +
      "</Flights>`, `<Destinations><OrganizationID>200</OrganizationID></Destinations>`, `<Days><Day>Mon</Day>" +
      "</Days>`, `<Dayparts><Daypart><Start>06:00</Start><End>10:00</End></Daypart></Dayparts>`, `<Rotation><Spot>" +
      "<AdID>…</AdID><Weight>60</Weight></Spot></Rotation>`.",
    example: instructionsInputExample,
    rules: flightRules,
    databaseRules: orderRulesRead,
  },
  errors: ["forbidden", "not_found", "conflict"],
  success: {
    status: 200,
    description: "The revision made (or the draft's revision 1 replaced), as the owner sees it, with the warnings.",
    schema: TrafficInstructionsWithWarnings,
    xml: { root: "TrafficInstructions", items: ITEMS },
    example: { ...instructionsExample, Warnings: [] },
  },
  handler: (c, { params, body }) => putInstructions(c, params.orderID, body),
});

export const getInstructionsOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/instructions",
  operationId: "getTrafficInstructions",
  summary: "Traffic Instructions",
  description:
    `A revision of the order's traffic instructions: the latest, or \`?revision=N\`. ${VISIBILITY} No instructions ` +
    "yet (or no such revision): 404 with the code `instructions_not_found`. `Accept: text/csv` answers one line " +
    `a flight, destination and AdID under the header \`${CSV_HEADER}\` (days as \`Mon Tue\`, dayparts as ` +
    "`06:00-10:00 16:00-19:00`, station local time), for traffic systems that import spreadsheets; " +
    "`Accept: application/pdf` a printable instruction sheet (the order, its advertiser, the revision, the " +
    "flights as a table with their rotation, the notes). A CSV or PDF is chosen only when the Accept header names " +
    "it, with a q at least as high as JSON's and XML's.",
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  paramExamples: { orderID: 5002 },
  query: InstructionsQuery,
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The revision, as the caller may see it.",
    schema: TrafficInstructions,
    xml: { root: "TrafficInstructions", items: ITEMS },
    example: instructionsExample,
    alternatives: {
      "text/csv": {
        description: `One line a flight, destination and AdID, under the header \`${CSV_HEADER}\`.`,
        example: csvExample,
      },
      "application/pdf": { description: "The printable instruction sheet.", binary: true },
    },
  },
  handler: (c, { params, query }) => getInstructions(c, params.orderID, query.revision),
});

export const listRevisionsOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/instructions/revisions",
  operationId: "listTrafficInstructionsRevisions",
  summary: "Traffic Instructions Revisions",
  description:
    "The revisions of the order's traffic instructions, newest first; `FlightCount` counts the flights the caller " +
    `sees of each. ${VISIBILITY} Paginated: \`limit\`, \`cursor\`, and \`Link: <…>; rel="next"\` when there is ` +
    "more. XML: `<Revisions><Revision>…</Revision></Revisions>`.",
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  paramExamples: { orderID: 5002 },
  query: RevisionListQuery,
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The revisions, newest first (empty when none).",
    schema: RevisionList,
    xml: { root: "Revisions", item: "Revision" },
    headers: NEXT_PAGE_HEADERS,
    example: revisionsExample,
  },
  handler: (c, { params, query }) => listRevisions(c, params.orderID, query),
});

export const acknowledgeOperation = defineOperation({
  method: "post",
  path: "/api/v1/ad/orders/{orderID}/instructions/acknowledgements",
  operationId: "acknowledgeTrafficInstructions",
  summary: "Acknowledge Traffic Instructions",
  description:
    "A destination says it has taken a revision of the order's traffic instructions into its traffic system. A " +
    "destination key (or its contact's) acknowledges for itself; a station group names the station with " +
    "`OrganizationID` (it may leave it out when it acts for only one destination of the order). The order's owner " +
    "gets `order.instructions_acknowledged`. The same revision again changes nothing (201, the first " +
    "acknowledgement); a revision older than one already acknowledged: 409. A revision that does not exist: 422 " +
    "`Revision` `not_found`; an organization the key may not act for: 403; one that is not a destination of the " +
    "order: 422 `OrganizationID` `not_a_destination`; the owner, no destination: 403. An order the key may not see: 404.",
  tags: TAGS,
  paramDescriptions: ORDER_ID,
  paramExamples: { orderID: 5002 },
  body: {
    schema: AcknowledgementInput,
    xmlRoot: "Acknowledgement",
    description: "XML root `Acknowledgement`.",
    example: acknowledgementInputExample,
  },
  errors: ["forbidden", "not_found", "conflict"],
  success: {
    status: 201,
    description: "The destination's acknowledgement as it stands.",
    schema: AcknowledgementRecord,
    xml: { root: "Acknowledgement" },
    example: acknowledgementExample,
  },
  handler: (c, { params, body }) => acknowledgeInstructions(c, params.orderID, body),
});
