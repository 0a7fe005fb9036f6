/**
 * The as-run operations (contract section 15): Post As-Run Log (JSON, XML,
 * CSV), As-Run Entries, and an order's Proof of Performance. Examples:
 * ./asrun.examples.ts.
 */
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import { CSV_EXAMPLE, parseAsRunCsv } from "./asrun.csv";
import {
  asRunEntriesExample,
  asRunInputExample,
  asRunResultExample,
  proofOfPerformanceExample,
} from "./asrun.examples";
import { CHUNK, listAsRun, postAsRun } from "./asrun.handlers";
import { proofOfPerformance } from "./asrun.performance";
import { AsRunEntries, AsRunInput, AsRunQuery, AsRunResult, MAX_ENTRIES, ProofOfPerformance } from "./asrun.schemas";

const TAGS = ["Advertising: traffic"];

export const postAsRunOperation = defineOperation({
  method: "post",
  path: "/api/v1/ad/asrun",
  operationId: "postAsRun",
  summary: "Post As-Run Log",
  description:
    "A station's as-run log: what aired. A destination's key posts for itself (an entry may name it in " +
    "`OrganizationID`); a station group names one of its stations on each entry. Any other key: 403. Up to " +
    `${MAX_ENTRIES} entries a request (the 1 MiB body limit holds: CSV or compact JSON carry ${MAX_ENTRIES}), as ` +
    "JSON or XML (root `AsRunLog`, `<AsRun><Entry>…</Entry></AsRun>`), or `Content-Type: text/csv` with a " +
    "header line naming the columns `aired_at`, `ad_id`, `house_id`, `duration_seconds` (and " +
    "`organization_id` for a group) in any order and any case, other columns ignored. Each entry is judged alone: " +
    "a bad one is listed in `Rejected` with its index (and its CSV line) and why, the rest are kept; only a " +
    "request with no valid entry is a 422 (naming each as `AsRun[i]`). An entry equal to one stored (same " +
    "station, `AiredAt` as an instant, AdID and HouseID as sent) is counted in `Duplicates` and never stored " +
    "twice, so a log may be sent again. An entry matches the published order sent to that station with a file of " +
    "that AdID (or the file the station set that house ID on, when no AdID is given) whose instructions (their " +
    "flights for that station, first StartDate to last EndDate; lacking any, the order's " +
    "FlightStartDate..FlightEndDate) cover the day it aired in the station's time zone; of several, the most " +
    "recently published. The match is made when the entry is stored. `Unmatched` lists the entries stored now " +
    `that matched nothing. Answers 200. Stored in the station's as-run database, one D1 batch (${CHUNK} entries a ` +
    "statement); entries of stations in two databases are two batches, and a request that fails between them (a " +
    "500) may have stored some: send it again, and those are counted in `Duplicates`.",
  tags: TAGS,
  body: {
    schema: AsRunInput,
    xmlRoot: "AsRunLog",
    description:
      "The log: JSON `{AsRun: [...]}`, XML root `AsRunLog` with `<AsRun><Entry>…</Entry></AsRun>`, or CSV (`text/csv`, UTF-8) with a header line.",
    example: asRunInputExample,
    parsers: {
      "text/csv": {
        parse: parseAsRunCsv,
        description:
          "A header line naming `aired_at`, `ad_id`, `house_id`, `duration_seconds` (and `organization_id`), any order, other columns ignored; one entry a line.",
        example: CSV_EXAMPLE,
      },
    },
  },
  errors: ["forbidden"],
  success: {
    status: 200,
    description: "What became of each entry.",
    schema: AsRunResult,
    xml: { root: "AsRunResult", items: { AsRun: "Entry", Rejected: "Rejection", Unmatched: "Entry" } },
    example: asRunResultExample,
  },
  handler: (c, { body }) => postAsRun(c, body),
});

export const listAsRunOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/asrun",
  operationId: "listAsRun",
  summary: "As-Run Entries",
  description:
    "The as-run entries of the stations the key acts for (a destination its own; a group its stations'), newest " +
    "AiredAt first. `organizationID` keeps one station (one the key does not act for: 403), `fromDate` and " +
    "`toDate` a period (a date is its whole day in Eastern Time; a date-time with `Z` or an offset an instant), " +
    "`adID` one spot (as posted, or of the file its house ID matched). Paginated: `limit`, `cursor`, and " +
    '`Link: <…>; rel="next"` when there is more. XML: `<AsRunEntries><AsRunEntry>…</AsRunEntry></AsRunEntries>`.',
  tags: TAGS,
  query: AsRunQuery,
  errors: ["forbidden"],
  success: {
    status: 200,
    description: "The entries, newest first.",
    schema: AsRunEntries,
    xml: { root: "AsRunEntries", item: "AsRunEntry" },
    headers: NEXT_PAGE_HEADERS,
    example: asRunEntriesExample,
  },
  handler: (c, { query }) => listAsRun(c, query),
});

export const proofOfPerformanceOperation = defineOperation({
  method: "get",
  path: "/api/v1/ad/orders/{orderID}/proofofperformance",
  operationId: "getProofOfPerformance",
  summary: "Proof of Performance",
  description:
    "What aired of the order, against the current revision of its traffic instructions: per destination (the " +
    "owner every one, a destination those it acts for) and per flight that applies to it, the airings matched to " +
    "the order (`Aired`, with the station's local time), how often each AdID aired against its weight, the " +
    "airings no flight covers, and the `Discrepancies`: `outside_flight` (no flight for the station covers its " +
    "date, day and daypart, in its time zone), `wrong_copy` (the AdID is not in the covering flight's rotation), " +
    "`short_duration` (aired at least 1 second shorter than the file's Length), `not_aired` (a flight has ended, " +
    "in the station's time zone, and an AdID with weight in it never aired), `rotation_skew` (ten or more airings " +
    "in a flight, and an AdID's share of them differs from its weight by more than 10 points). Without " +
    "instructions the order's FlightStartDate..FlightEndDate stand for one flight (Index 0) of every day, all " +
    "day, with no rotation. The owner gets `asrun.discrepancy` once per discrepancy: the cron looks, within 5 " +
    "minutes, at each order and station with new airings or a flight just ended. An order the key may not see: " +
    "404. XML: `<ProofOfPerformance>` with `<Destinations><Destination>`, `<Flights><Flight>`, " +
    "`<Rotation><Spot>`, `<Aired><Airing>`, `<Discrepancies><Discrepancy>`.",
  tags: TAGS,
  paramDescriptions: { orderID: "The order's ID." },
  paramExamples: { orderID: 5002 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The proof of performance.",
    schema: ProofOfPerformance,
    xml: {
      root: "ProofOfPerformance",
      items: {
        Destinations: "Destination",
        Flights: "Flight",
        Rotation: "Spot",
        Aired: "Airing",
        OutsideFlights: "Airing",
        Discrepancies: "Discrepancy",
      },
    },
    example: proofOfPerformanceExample,
  },
  handler: (c, { params }) => proofOfPerformance(c, params.orderID),
});
