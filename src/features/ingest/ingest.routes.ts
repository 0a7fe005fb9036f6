/**
 * The ingest feed's operations (contract section 16): Ingest Feed (long
 * polling) and Acknowledge Ingest Entry. Examples: ./ingest.examples.ts.
 */
import { defineOperation } from "../../http/operation";
import { DEFAULT_LIMIT, MAX_LIMIT, NEXT_PAGE_HEADERS } from "../../http/pagination";
import { ingestAcknowledgementExample, ingestAcknowledgementInputExample, ingestFeedExample } from "./ingest.examples";
import { acknowledgeEntry, ingestFeed, POLL_INTERVAL_MS } from "./ingest.handlers";
import {
  IngestAcknowledgement,
  IngestAcknowledgementInput,
  IngestAcknowledgementQuery,
  IngestFeed,
  IngestFeedQuery,
  MAX_WAIT_SECONDS,
} from "./ingest.schemas";

const TAGS = ["Stations: ingest"];

const KEYS =
  "A station's key reads its own feed; a station group's key names one of its stations with `organizationID` " +
  "(required of it: 400; a station it does not act for: 404). An agency's or a label's key: 403.";

/**
 * What a waiting request costs, as measured: its reads and rows by test/features/ingest.cost.test.ts (it
 * prints them), its CPU against `npm start` (the server's process group, /proc ticks: 10 requests waiting
 * 20 s at once, less the same 20 s idle).
 */
export const WAIT_COST =
  "What a waiting request costs: it holds no CPU between its reads (it awaits a timer), and makes one D1 round " +
  "trip a second of waiting, each one indexed read that finds nothing (1 row read); measured locally, about 1.8 " +
  "ms of CPU a second of waiting (the whole server with its local D1; a request that answers at once, about 6 " +
  "ms). A page reads one row per entry it answers.";

export const ingestFeedOperation = defineOperation({
  method: "get",
  path: "/api/v1/account/ingest",
  operationId: "getIngestFeed",
  summary: "Ingest Feed",
  description:
    `A station's ingest feed, for its automation system (WideOrbit, ENCO, Zetta, …) or the \`mds-ingest\` ` +
    `agent: an entry per file and change, in the order they arose (\`EntryID\` increasing). \`ingest\`: a ` +
    `file is there to take (the order or release was published to the station; or a revision of the traffic ` +
    `instructions gave a file back to it); \`update\`: its metadata changed (the station set its house ID; ` +
    `a revision changed its dates), the entry carrying the new values; \`kill\`: stop airing it (the order ` +
    `or release was cancelled; a revision took the file off the station: its flights for the station rotate ` +
    `it no more). Each entry is a snapshot of the file as it was then: its AdID or ISRC, title, advertiser ` +
    `or artist, length, this station's HouseID, StartDate and EndDate (the station's flights rotating the ` +
    `file, first StartDate to last EndDate, else the order's flight; a release: its ReleaseDate, no EndDate), ` +
    `and its content (\`ContentUrl\` of the plain content, \`ContentType\`, \`Bytes\`, \`Sha256\`). ${KEYS} ` +
    `From \`cursor\` (absent: the oldest entry kept; entries are kept 30 days, and longer the station's latest ` +
    `entry of each file it still airs, neither killed nor 30 days past its EndDate, so that a later \`update\` ` +
    `or \`kill\` of it still comes and an agent started afresh takes what the station airs now; a cursor ` +
    `older than what is kept starts again at the oldest kept), at most \`limit\` entries (1 to ${MAX_LIMIT}, ` +
    `default ${DEFAULT_LIMIT}). The next cursor is \`Cursor\`, given on every page, an empty one too (the ` +
    `cursor to ask again from, with \`wait\` to wait for what comes next); \`Link: <…>; rel="next"\` (with ` +
    `\`organizationID\` and \`limit\`, without \`wait\`) only when more entries follow the page now, so that ` +
    `a client following \`next\` stops at the end of the feed, and an agent goes on from \`Cursor\`. \`wait\` ` +
    `(0 to ${MAX_WAIT_SECONDS} seconds, default 0): with no entry after the cursor, the answer waits for ` +
    `one, reading the feed again every ${POLL_INTERVAL_MS / 1000} s, and answers as soon as one arrives, ` +
    `or an empty page when \`wait\` has passed. ${WAIT_COST} Acknowledge each entry (Acknowledge Ingest Entry). ` +
    `XML: \`<IngestFeed><Entries><Entry>…</Entry></Entries><Cursor>…</Cursor></IngestFeed>\`.`,
  tags: TAGS,
  query: IngestFeedQuery,
  errors: ["forbidden", "not_found"],
  success: {
    status: 200,
    description: "The entries after the cursor (empty when none arrived within `wait`), and the next cursor.",
    schema: IngestFeed,
    xml: { root: "IngestFeed", items: { Entries: "Entry", Restrictions: "Restriction" } },
    headers: NEXT_PAGE_HEADERS,
    example: ingestFeedExample,
  },
  handler: (c, { query }) => ingestFeed(c, query),
});

export const acknowledgeIngestOperation = defineOperation({
  method: "post",
  path: "/api/v1/account/ingest/acknowledgements",
  operationId: "acknowledgeIngestEntry",
  summary: "Acknowledge Ingest Entry",
  description:
    "The station's automation says what became of an entry of its ingest feed: `Status` `Ingested` or " +
    `\`Failed\`, with a \`Message\` (at most 1000 characters). ${KEYS} An \`ingest\` entry acknowledged ` +
    "`Ingested` sets the delivery's `IngestedAt` (shown in the proof of delivery reports) and sends " +
    "`delivery.ingested` to the order's or release's owner, in the same D1 transaction. Acknowledging again is " +
    "harmless (201 again): the entry keeps the latest acknowledgement, `IngestedAt` its first time, and " +
    "`delivery.ingested` is sent once. `update` and `kill` entries, and `Failed`, are recorded only. An " +
    "entry of another station's feed, or none: 404. XML root `IngestAcknowledgement`.",
  tags: TAGS,
  query: IngestAcknowledgementQuery,
  body: {
    schema: IngestAcknowledgementInput,
    xmlRoot: "IngestAcknowledgement",
    description: "XML root `IngestAcknowledgement`.",
    example: ingestAcknowledgementInputExample,
  },
  errors: ["forbidden", "not_found"],
  success: {
    status: 201,
    description: "The acknowledgement recorded.",
    schema: IngestAcknowledgement,
    xml: { root: "IngestAcknowledgement" },
    example: ingestAcknowledgementExample,
  },
  handler: (c, { query, body }) => acknowledgeEntry(c, query.organizationID, body),
});
