// Generated from the OpenAPI document by `npm run client:generate`. Do not edit.
export interface paths {
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health
     * @description Says the service is up. No key, no database.
     */
    get: operations["health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/orderstates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order States List
     * @description Lists the states an advertising order can be in: `Draft`, `Published`, `In Progress`, `Delivered`, `Cancelled`. Publish is accepted only for a `Draft`.
     */
    get: operations["listOrderStates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/podstates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * POD States List
     * @description Lists the proof of delivery (POD) states a delivery can be in: `Queued`, `Sending`, `Delivered`, `Failed`, `Cancelled`.
     */
    get: operations["listPodStates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order List
     * @description The orders the caller may see. As a sender, the ones its own organization created, drafts included (group access never makes a group a sender); as a destination, the published orders sent to the organizations it acts for (itself, or its stations through group access), each once. Deleted orders never appear. `role` keeps one of the two (both by default); `status`, `updatedSince` (Eastern Time), `advertiser` (whole name, any case), `adID` (orders with a file of that Ad-ID) and `destination` (orders sent to that organization; one the caller does not act for is a 403) narrow the list. Newest `UpdatedAt` first (then the highest OrderID). `DestinationCount` counts the destinations the caller sees, as Order Detail lists them. Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<Orders><Order>…</Order></Orders>`.
     */
    get: operations["listOrders"];
    put?: never;
    /**
     * Create Order
     * @description Creates a spot order (`OrderType` `Spot`; its ProgramTitle and Episode are null). Only an agency sends orders: its keys and its contacts' keys may create one (any other key: 403), and the key's organization owns it (`CreatedBy`). Group access never makes a group an order's owner: it acts for its stations as destinations only. (Releases, likewise, are their label's alone.) The order starts as a `Draft`; publish it to deliver. Files and destinations are stored in one step: a rejected request leaves nothing behind. A 422 names every failing field at once, e.g. `Files[1].AdID` `invalid_format`, `Files[2].AdID` `duplicate`, `Destinations[0]` `not_found` (not a known destination organization), `FlightEndDate` `out_of_range` (before FlightStartDate). Warnings never block: `destination_offline` (its deliveries wait until it is back online), `flight_start_past` (FlightStartDate before today in Eastern Time), `short_lead_time` (a `Standard` order whose flight starts within 48 hours, counted from midnight Eastern Time of FlightStartDate). Answers 201 with `Location`.
     */
    post: operations["createOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/longformorders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create Long Form Order
     * @description Creates a long form order (`OrderType` `LongForm`): the spot order's fields plus `ProgramTitle` (required) and `Episode`; every file runs at least 120 seconds. Only an agency sends orders: its keys and its contacts' keys may create one (any other key: 403), and the key's organization owns it (`CreatedBy`). Group access never makes a group an order's owner: it acts for its stations as destinations only. (Releases, likewise, are their label's alone.) The order starts as a `Draft`; publish it to deliver. Files and destinations are stored in one step: a rejected request leaves nothing behind. A 422 names every failing field at once, e.g. `Files[1].AdID` `invalid_format`, `Files[2].AdID` `duplicate`, `Destinations[0]` `not_found` (not a known destination organization), `FlightEndDate` `out_of_range` (before FlightStartDate). Warnings never block: `destination_offline` (its deliveries wait until it is back online), `flight_start_past` (FlightStartDate before today in Eastern Time), `short_lead_time` (a `Standard` order whose flight starts within 48 hours, counted from midnight Eastern Time of FlightStartDate). Answers 201 with `Location`.
     */
    post: operations["createLongFormOrder"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/ordergroups": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order Group List
     * @description The order groups of the caller's organization (a key of any other kind has none: an empty list), newest `UpdatedAt` first (then the highest OrderGroupID); `status` keeps the `Draft` or the `Published` ones. A row gives the group's `OrderIDs` (Order Group Detail has its orders). Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<OrderGroups><OrderGroup>…</OrderGroup></OrderGroups>`. An order group is its organization's alone (every key of it, its contacts' too): to any other key, a destination of its orders or a station group included, it is a 404, as one that does not exist.
     */
    get: operations["listOrderGroups"];
    put?: never;
    /**
     * Create Order Group
     * @description Creates an order group, a `Draft`, with the orders of `OrderIDs` in it (none: an empty group, to fill with Add Order to Group). Only an agency's keys (its contacts' too) create one, owned by the key's organization (any other key: 403). Each order named must be a `Draft` order of that organization in no other group: one refusal names every one that is not, `OrderIDs[i]` `not_found` (no such order of the caller's: another organization's is not told apart from one that does not exist), `not_draft`, `in_group` (in another group: take it out of it first) or `duplicate`; a 409 when each is `in_group` or `not_draft` (as Add Order to Group answers them: an order is in one group at most), else a 422. All or nothing: the group and its orders are written in one step, and an order that changed meanwhile refuses the whole. Each order put in a group gets a new `UpdatedAt`. A group is `Draft` while it is put together: orders join it and leave it, and Publish Order Group publishes them all in one step; it is then `Published`, for good: the record of what went out together. Its orders no longer join or leave it, and a later flight goes in a new group. An order is in one group at most, and an order in a group is published with its group only (Publish Order on it alone is a 409: take it out of the group first). At most 100 orders a group. Answers 201 with `Location`.
     */
    post: operations["createOrderGroup"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/asrun": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * As-Run Entries
     * @description The as-run entries of the stations the key acts for (a destination its own; a group its stations'), newest AiredAt first. `organizationID` keeps one station (one the key does not act for: 403), `fromDate` and `toDate` a period (a date is its whole day in Eastern Time; a date-time with `Z` or an offset an instant), `adID` one spot (as posted, or of the file its house ID matched). Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more. XML: `<AsRunEntries><AsRunEntry>…</AsRunEntry></AsRunEntries>`.
     */
    get: operations["listAsRun"];
    put?: never;
    /**
     * Post As-Run Log
     * @description A station's as-run log: what aired. A destination's key posts for itself (an entry may name it in `OrganizationID`); a station group names one of its stations on each entry. Any other key: 403. Up to 10000 entries a request (the 1 MiB body limit holds: CSV or compact JSON carry 10000), as JSON or XML (root `AsRunLog`, `<AsRun><Entry>…</Entry></AsRun>`), or `Content-Type: text/csv` with a header line naming the columns `aired_at`, `ad_id`, `house_id`, `duration_seconds` (and `organization_id` for a group) in any order and any case, other columns ignored. Each entry is judged alone: a bad one is listed in `Rejected` with its index (and its CSV line) and why, the rest are kept; only a request with no valid entry is a 422 (naming each as `AsRun[i]`). An entry equal to one stored (same station, `AiredAt` as an instant, AdID and HouseID as sent) is counted in `Duplicates` and never stored twice, so a log may be sent again. An entry matches the published order sent to that station with a file of that AdID (or the file the station set that house ID on, when no AdID is given) whose instructions (their flights for that station, first StartDate to last EndDate; lacking any, the order's FlightStartDate..FlightEndDate) cover the day it aired in the station's time zone; of several, the most recently published. The match is made when the entry is stored. `Unmatched` lists the entries stored now that matched nothing. Answers 200. Stored in the station's as-run database, one D1 batch (2000 entries a statement); entries of stations in two databases are two batches, and a request that fails between them (a 500) may have stored some: send it again, and those are counted in `Duplicates`.
     */
    post: operations["postAsRun"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/ingest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ingest Feed
     * @description A station's ingest feed, for its automation system (WideOrbit, ENCO, Zetta, …) or the `mds-ingest` agent: an entry per file and change, in the order they arose (`EntryID` increasing). `ingest`: a file is there to take (the order or release was published to the station; or a revision of the traffic instructions gave a file back to it); `update`: its metadata changed (the station set its house ID; a revision changed its dates), the entry carrying the new values; `kill`: stop airing it (the order or release was cancelled; a revision took the file off the station: its flights for the station rotate it no more). Each entry is a snapshot of the file as it was then: its AdID or ISRC, title, advertiser or artist, length, this station's HouseID, StartDate and EndDate (the station's flights rotating the file, first StartDate to last EndDate, else the order's flight; a release: its ReleaseDate, no EndDate), and its content (`ContentUrl` of the plain content, `ContentType`, `Bytes`, `Sha256`). A station's key reads its own feed; a station group's key names one of its stations with `organizationID` (required of it: 400; a station it does not act for: 404). An agency's or a label's key: 403. From `cursor` (absent: the oldest entry kept; entries are kept 30 days, and longer the station's latest entry of each file it still airs, neither killed nor 30 days past its EndDate, so that a later `update` or `kill` of it still comes and an agent started afresh takes what the station airs now; a cursor older than what is kept starts again at the oldest kept), at most `limit` entries (1 to 1000, default 100). The next cursor is `Cursor`, given on every page, an empty one too (the cursor to ask again from, with `wait` to wait for what comes next); `Link: <…>; rel="next"` (with `organizationID` and `limit`, without `wait`) only when more entries follow the page now, so that a client following `next` stops at the end of the feed, and an agent goes on from `Cursor`. `wait` (0 to 30 seconds, default 0): with no entry after the cursor, the answer waits for one, reading the feed again every 1 s, and answers as soon as one arrives, or an empty page when `wait` has passed. What a waiting request costs: it holds no CPU between its reads (it awaits a timer), and makes one D1 round trip a second of waiting, each one indexed read that finds nothing (1 row read); measured locally, about 1.8 ms of CPU a second of waiting (the whole server with its local D1; a request that answers at once, about 6 ms). A page reads one row per entry it answers. Acknowledge each entry (Acknowledge Ingest Entry). XML: `<IngestFeed><Entries><Entry>…</Entry></Entries><Cursor>…</Cursor></IngestFeed>`.
     */
    get: operations["getIngestFeed"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/ingest/acknowledgements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Acknowledge Ingest Entry
     * @description The station's automation says what became of an entry of its ingest feed: `Status` `Ingested` or `Failed`, with a `Message` (at most 1000 characters). A station's key reads its own feed; a station group's key names one of its stations with `organizationID` (required of it: 400; a station it does not act for: 404). An agency's or a label's key: 403. An `ingest` entry acknowledged `Ingested` sets the delivery's `IngestedAt` (shown in the proof of delivery reports) and sends `delivery.ingested` to the order's or release's owner, in the same D1 transaction. Acknowledging again is harmless (201 again): the entry keeps the latest acknowledgement, `IngestedAt` its first time, and `delivery.ingested` is sent once. `update` and `kill` entries, and `Failed`, are recorded only. An entry of another station's feed, or none: 404. XML root `IngestAcknowledgement`.
     */
    post: operations["acknowledgeIngestEntry"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Release List
     * @description The releases the caller may see. As a sender, the ones its own label created, drafts included; as a destination, the published releases sent to the organizations it acts for (itself, or its stations through group access), each once. Deleted releases never appear. `role` keeps one of the two (both by default); `status`, `updatedSince` (Eastern Time), `artist` (whole name, any case), `isrc` (releases with a track of that ISRC) and `destination` (releases sent to that organization; one the caller does not act for is a 403) narrow the list. Newest `UpdatedAt` first (then the highest ReleaseID). `DestinationCount` counts the destinations the caller sees. Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<Releases><Release>…</Release></Releases>`.
     */
    get: operations["listReleases"];
    put?: never;
    /**
     * Create Release
     * @description Creates a music release as a `Draft`: its tracks (`Files`, each with its ISRC) and the destinations to send it to. Only a record label sends releases: its keys and its contacts' keys may create one (any other key: 403), and the key's organization owns it (`CreatedBy`). Upload each track's content, then publish to deliver. Files and destinations are stored in one step: a rejected request leaves nothing behind. A 422 names every failing field at once, e.g. `Files[1].ISRC` `invalid_format` (not an ISRC once hyphens, spaces and an `ISRC` prefix are removed), `Files[2].ISRC` `duplicate`, `UPC` `invalid_upc` (its GTIN check digit is wrong), `Files[0].Rights.AirEnd` `out_of_range` (before AirStart), `Destinations[0]` `not_found` (not a known destination organization). Warnings never block: `destination_offline` (its deliveries wait until it is back online). Answers 201 with `Location`.
     */
    post: operations["createRelease"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/proofofdelivery": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Proof of Delivery Reports
     * @description Proof of delivery rows (one per delivery, as in Proof of Delivery Report) of the caller's own orders, the ones its organization created (orders deleted after publish are left out), whose `StatusDate` (when the delivery entered its current state) falls within `fromDate` to `toDate`, both inclusive. A date alone covers its whole day in Eastern Time (America/New_York, daylight saving included): `fromDate` from the start of its day, `toDate` to the end of its day. Defaults: from the start of the day 7 days before the current date, to the end of the current day (both Eastern Time). `fromDate` after `toDate`: 400. With `orderID` the dates are ignored and the rows are that order's, visible as in Proof of Delivery Report (404 when the order does not exist, was deleted or is not visible; a destination sees only its own rows). Without `orderID`, a key of a destination or station group gets an empty list, as it creates no orders. Newest `StatusDate` first (then the newest delivery). Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<ProofOfDeliveryReports><ProofOfDelivery>…</ProofOfDelivery></ProofOfDeliveryReports>`.
     */
    get: operations["listProofOfDeliveryReports"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/account/availableDestinations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Available Destination Organizations
     * @description Lists the destination organizations (stations) an order can be sent to, by OrganizationID. `status=online` keeps those online now; `updatedSince` (Eastern Time) keeps those updated since then. Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more.
     */
    get: operations["listAvailableDestinations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/webhooks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Webhook List
     * @description The organization's webhooks, oldest first, never their secrets. Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.
     */
    get: operations["listWebhooks"];
    put?: never;
    /**
     * Create Webhook
     * @description Subscribes an endpoint of the caller's organization to events. The answer carries its signing `Secret`, shown only here. `Url` must be `https` on a public host (422 `invalid_format` otherwise). At most 20 endpoints an organization (409). Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404. Events are POSTed as JSON `{"type", "timestamp", "data"}`, signed as the Standard Webhooks specification says: headers `webhook-id` (the event's id, the same on every attempt: drop repeats), `webhook-timestamp` (Unix seconds of the attempt) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` with the secret's key; two, space-separated, for 24 hours after a rotation). A 2xx within 10 s is success; otherwise the event is sent again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (about 28 hours), then recorded `Failed`; an endpoint whose every attempt failed for 5 days is disabled. Events, each to the organizations that may see what it is about: `order.published` and `release.published` (the sender), `order.received` and `release.received` (each destination and each group acting for one: the subject, its files and their content URLs, and `Destinations`, those the recipient acts for), `order.cancelled` and `release.cancelled` (the destinations that had it, and their groups), `delivery.updated` (the sender: a proof of delivery state changed), `order.delivered` and `release.delivered` (the sender: every delivery Delivered), `comment.created` and `approval.created` (the other side: the sender's go to the destinations, a destination's to the sender), `file.house_id_set` and `file.asset_status_set` (the sender), `ordergroup.published` (the sender: an order group published, its orders all at once, each with its own `order.published` and `order.received` too), `file.compliance_failed` (the sender, and the destination whose spec a spot published while its loudness was still measured turns out to fail, and each group acting for it), `delivery.ingested` (the sender: a station's automation acknowledged an `ingest` entry of its ingest feed `Ingested`; once a delivery), `file.rights_expiring` (the sender, seven days before a file's AirEnd), `file.rights_expired` (the sender and the stations that held the file, and their groups: its AirEnd's day ended and it was killed there), `file.clearance_rejected` (the sender: a clearing body rejected a published file; it was killed at the stations requiring that body), `file.rendition_ready` and `file.rendition_failed` (the sender, and once published the destinations receiving that rendition and their groups: a station's own file made from the master, or given up; their data is in the document's `webhooks`).
     */
    post: operations["createWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API Key List
     * @description The organization's API keys, oldest first, revoked and expired ones included, never their secrets. Each `Prefix` is the `ApiKeyPrefix` of the key's requests in the request log. An organization's key sees and revokes every key of its organization (its contacts' too); a contact's key sees and revokes only itself, and makes none (403). Another organization's key is a 404.
     */
    get: operations["listKeys"];
    put?: never;
    /**
     * Create API Key
     * @description Makes a key of the caller's organization, or of one of its contacts (`ContactID`): the answer carries the key itself in `Key`, shown only here (only its SHA-256 is kept). `Idempotency-Key` is not honoured here: an answer holding a key is never kept, so the same request sent again makes another key. An organization's key sees and revokes every key of its organization (its contacts' too); a contact's key sees and revokes only itself, and makes none (403). Another organization's key is a 404.
     */
    post: operations["createKey"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/account/logs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Logs
     * @description The request log of the caller's account: one entry per request made with any API key of the caller's organization, whatever its outcome (401s of unknown keys belong to no account and are shown to nobody; group access does not extend to the logs of the organizations a group acts for). Newest first by `LogID`, which follows `RequestDate`: the service writes an account's entries in groups, and entries of two groups less than a second apart may come in the order their groups were written. `LogID`s are unique within the account. Entries are kept 90 days (older ones are purged every few minutes).
     *
     *     Filters combine: `dateFrom` and `dateTo` are whole days in Eastern Time (America/New_York) and both inclusive; `url` is a template (placeholder names do not matter) or a concrete URL; `httpMethod` is any case.
     *
     *     Paginated: `limit` (1 to 1000, default 100), `cursor`, and `Link: <…>; rel="next"` while there may be more. With `httpMethod` or `url`, a page reads at most 40 of the window's groups of entries and answers the entries that match (a page reads at most 2 rows per entry it answers, plus 50): it may hold fewer than `limit`, even none, and still link on; so may a page without a filter, now and then. Follow `next` until it is absent. In XML the list is `<Logs>` with one `<Log>` per entry.
     */
    get: operations["listLogs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order Detail
     * @description The order with its files. Visible to the organization that created the order and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the order is deleted, it is a 404. `Destinations` lists every destination for the owner, and only those it acts for to a destination caller.
     */
    get: operations["getOrder"];
    /**
     * Replace Draft Order
     * @description Replaces a `Draft` order with a whole new input, as Create Order takes it (a long form order's as Create Long Form Order takes it: it stays a long form order); the same rules and warnings. A file whose `AdID` stays keeps its `FileID` and its uploaded content, and takes the new title, length, format and position; files whose AdID is gone are removed with their content; new AdIDs get new files (upload their content before publishing). The destinations become the new list. Atomic: a rejected request changes nothing. Only the organization that created the order may replace it (a destination that can see it gets 403); an order past `Draft` is a 409. Visible to the organization that created the order and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the order is deleted, it is a 404.
     */
    put: operations["replaceOrder"];
    post?: never;
    /**
     * Order Delete
     * @description Deletes the order; only the organization that created it may (a destination that can see it gets 403). A `Draft` is removed with its files and destinations (`Outcome` `Removed`). An order past draft is cancelled (`Outcome` `Cancelled`): status `Cancelled`, its open deliveries (`Queued`, `Sending`) `Cancelled`, delivered ones kept, its history kept. Either way every read answers 404 afterwards; a draft in an order group leaves it. Visible to the organization that created the order and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the order is deleted, it is a 404. Answers 200 with what was done.
     */
    delete: operations["deleteOrder"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Publish Order
     * @description Publishes a `Draft` order: it becomes `Published` and one delivery per file and destination is queued (`Queued`; an offline destination's wait until it is back online). Atomic: of concurrent publishes exactly one succeeds, the others get 409, as does publishing an order in any other status. Only the organization that created the order may publish it (a destination that can see it gets 403). Destinations are checked again: one that is no longer a destination organization is a 422 (`Destinations[i]` `not_found`). Every file needs its content (422 `content_missing` on `Files[i]`), and each must meet the spec of each destination that airs it (contract section 17, File Compliance): a `Fail` is a 422 `spec_violation` on `Files[i]` naming the destination and the checks it fails. A file whose rights (`Rights.AirEnd`) end before a station's first airing day (its first flight, never before today in its time zone) is a 422 `rights_expired` on `Files[i]`; rights that end inside a station's flight warn `rights_end_in_flight`. An order in an order group is published with its group only (Publish Order Group): alone, a 409 (take it out of the group first). Warnings as for Create Order, computed now, and `compliance_pending` on `Files[i]` while its loudness is still being measured (a `Fail` found later is sent as the event `file.compliance_failed`). Visible to the organization that created the order and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the order is deleted, it is a 404.
     */
    put: operations["publishOrder"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/destinations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order with Destinations
     * @description The order with, per destination, its name, type, online status and its deliveries (one per file once published: FileID, AdID, Status, StatusDate, DeliveredAt). The owner sees every destination; a destination caller only those it acts for (itself or through group access). Visible to the organization that created the order and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the order is deleted, it is a 404.
     */
    get: operations["getOrderWithDestinations"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/ordergroups/{orderGroupID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order Group Detail
     * @description The group with its orders, by OrderID, each as Order List shows it (an order deleted after the group was published is left out, as every read leaves it out). A group is `Draft` while it is put together: orders join it and leave it, and Publish Order Group publishes them all in one step; it is then `Published`, for good: the record of what went out together. Its orders no longer join or leave it, and a later flight goes in a new group. An order is in one group at most, and an order in a group is published with its group only (Publish Order on it alone is a 409: take it out of the group first). At most 100 orders a group. An order group is its organization's alone (every key of it, its contacts' too): to any other key, a destination of its orders or a station group included, it is a 404, as one that does not exist.
     */
    get: operations["getOrderGroup"];
    /**
     * Rename Order Group
     * @description Gives the group a new `Name`, whatever its status (a published group too: the name is the agency's label, not what was sent). Only the name: other fields are ignored (orders join and leave with Add Order to Group and Remove Order from Group). An order group is its organization's alone (every key of it, its contacts' too): to any other key, a destination of its orders or a station group included, it is a 404, as one that does not exist.
     */
    put: operations["renameOrderGroup"];
    post?: never;
    /**
     * Order Group Delete
     * @description Deletes the group, only while every order in it is a draft (so never once published: 409); its orders stay, drafts as they were, in no group (each gets a new `UpdatedAt`). Answers which orders it held. An order group is its organization's alone (every key of it, its contacts' too): to any other key, a destination of its orders or a station group included, it is a 404, as one that does not exist.
     */
    delete: operations["deleteOrderGroup"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/ordergroups/{orderGroupID}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Publish Order Group
     * @description Publishes every order of a `Draft` group in one step, all or none, as Publish Order publishes one: each becomes `Published` with one delivery per file and destination (`Queued`), and the group becomes `Published` with them. Each order is checked as Publish Order checks it, and any order's refusal refuses the whole group: one 422 names every failing field of every order under its place in the group's `Orders`, e.g. `Orders[1].Files[0]` `content_missing`, `Orders[0].Destinations[2]` `not_found`; nothing is published. Atomic: of concurrent publishes of one group exactly one succeeds, the others get 409, and nothing is published twice; a group that is already `Published`, or has no orders: 409. The answer gives each order with its own warnings (as Publish Order gives them, computed now). Events: each order's `order.published` and `order.received`, as for a single publish, and one `ordergroup.published` to the group's organization. An order group is its organization's alone (every key of it, its contacts' too): to any other key, a destination of its orders or a station group included, it is a 404, as one that does not exist.
     */
    put: operations["publishOrderGroup"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/ordergroups/{orderGroupID}/proofofdelivery": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order Group Proof of Delivery
     * @description The proof of delivery rows of every order of the group (one per delivery, as in Proof of Delivery Report; an order deleted after publish is left out), by OrderID, then FileID, then OrganizationID, so that a page's place does not move while deliveries change state. A draft group has none yet. `status` keeps the deliveries in one POD state. Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<OrderGroupProofOfDelivery><ProofOfDelivery>…</ProofOfDelivery></OrderGroupProofOfDelivery>`. An order group is its organization's alone (every key of it, its contacts' too): to any other key, a destination of its orders or a station group included, it is a 404, as one that does not exist.
     */
    get: operations["getOrderGroupProofOfDelivery"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/instructions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Traffic Instructions
     * @description A revision of the order's traffic instructions: the latest, or `?revision=N`. The owner sees every flight; a destination (directly or through group access) sees the order once it is published, and of its instructions only the flights that name an organization it acts for (or name none), each flight's `Destinations` cut to those, and the acknowledgements of those organizations. Anyone else, and a deleted order: 404. No instructions yet (or no such revision): 404 with the code `instructions_not_found`. `Accept: text/csv` answers one line a flight, destination and AdID under the header `order_id,revision,organization_id,start_date,end_date,days,dayparts,ad_id,weight` (days as `Mon Tue`, dayparts as `06:00-10:00 16:00-19:00`, station local time), for traffic systems that import spreadsheets; `Accept: application/pdf` a printable instruction sheet (the order, its advertiser, the revision, the flights as a table with their rotation, the notes). A CSV or PDF is chosen only when the Accept header names it, with a q at least as high as JSON's and XML's.
     */
    get: operations["getTrafficInstructions"];
    /**
     * Set Traffic Instructions
     * @description Sets the order's traffic instructions: what each station airs, when, and in which rotation, as data (the order's free-text `TrafficInstructions` stays, as notes). Only the organization that created the order (a destination that sees it: 403). On a `Draft` it replaces the instructions, which stay revision 1 until the order is published; after publish each call makes a new revision (2, 3, …; the first one ever set after publish is 1), the earlier ones kept, and the order's destinations (and the groups acting for them) get `order.instructions_revised`. A cancelled order: 409. A flight: `StartDate` and `EndDate` (`YYYY-MM-DD`, a real day of years 0000 to 9999, read in the station's time zone; end not before start; a flight ending 9999-12-31 never ends for `not_aired`), `Destinations` (the order's, by ID; absent: all of them), `Days` (`Mon` … `Sun`; absent: every day), `Dayparts` (`{Start, End}`, `HH:MM` in the station's local time, its `TimeZone`, End after Start, up to `24:00`; absent: all day), `Rotation` (`{AdID, Weight}`: each AdID a file of the order, each weight 1..100, summing to exactly 100). A 422 names every failing field: `Flights[1].Rotation` `rotation_total`, `Flights[1].Rotation[0].AdID` `not_found`, `Flights[0].Destinations[1]` `not_a_destination`, `Flights[2]` `overlap` (two flights for one destination that share a date, a day and a daypart), `Flights[0].EndDate` `out_of_range`, `Flights[0].Dayparts[0].End` `out_of_range`. Warnings never block: `outside_order_flight` (a flight outside the order's FlightStartDate..FlightEndDate), `html_removed` (Notes keep basic HTML only, as comments do).
     */
    put: operations["setTrafficInstructions"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/instructions/revisions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Traffic Instructions Revisions
     * @description The revisions of the order's traffic instructions, newest first; `FlightCount` counts the flights the caller sees of each. The owner sees every flight; a destination (directly or through group access) sees the order once it is published, and of its instructions only the flights that name an organization it acts for (or name none), each flight's `Destinations` cut to those, and the acknowledgements of those organizations. Anyone else, and a deleted order: 404. Paginated: `limit`, `cursor`, and `Link: <…>; rel="next"` when there is more. XML: `<Revisions><Revision>…</Revision></Revisions>`.
     */
    get: operations["listTrafficInstructionsRevisions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/instructions/acknowledgements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Acknowledge Traffic Instructions
     * @description A destination says it has taken a revision of the order's traffic instructions into its traffic system. A destination key (or its contact's) acknowledges for itself; a station group names the station with `OrganizationID` (it may leave it out when it acts for only one destination of the order). The order's owner gets `order.instructions_acknowledged`. The same revision again changes nothing (201, the first acknowledgement); a revision older than one already acknowledged: 409. A revision that does not exist: 422 `Revision` `not_found`; an organization the key may not act for: 403; one that is not a destination of the order: 422 `OrganizationID` `not_a_destination`; the owner, no destination: 403. An order the key may not see: 404.
     */
    post: operations["acknowledgeTrafficInstructions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/proofofperformance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Proof of Performance
     * @description What aired of the order, against the current revision of its traffic instructions: per destination (the owner every one, a destination those it acts for) and per flight that applies to it, the airings matched to the order (`Aired`, with the station's local time), how often each AdID aired against its weight, the airings no flight covers, and the `Discrepancies`: `outside_flight` (no flight for the station covers its date, day and daypart, in its time zone), `wrong_copy` (the AdID is not in the covering flight's rotation), `short_duration` (aired at least 1 second shorter than the file's Length), `not_aired` (a flight has ended, in the station's time zone, and an AdID with weight in it never aired), `rotation_skew` (ten or more airings in a flight, and an AdID's share of them differs from its weight by more than 10 points). Without instructions the order's FlightStartDate..FlightEndDate stand for one flight (Index 0) of every day, all day, with no rotation. The owner gets `asrun.discrepancy` once per discrepancy: the cron looks, within 5 minutes, at each order and station with new airings or a flight just ended. An order the key may not see: 404. XML: `<ProofOfPerformance>` with `<Destinations><Destination>`, `<Flights><Flight>`, `<Rotation><Spot>`, `<Aired><Airing>`, `<Discrepancies><Discrepancy>`.
     */
    get: operations["getProofOfPerformance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Release Detail
     * @description The release with its tracks. Visible to the label that created the release and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the release is deleted, it is a 404. `Destinations` lists every destination for the label, and only those it acts for to a destination caller.
     */
    get: operations["getRelease"];
    /**
     * Replace Draft Release
     * @description Replaces a `Draft` release with a whole new input, as Create Release takes it; the same rules and warnings. A track whose `ISRC` stays keeps its `FileID` and its uploaded content; tracks whose ISRC is gone are removed with their content; new ISRCs get new files. Atomic. Only the label that created it may replace it (403 otherwise); a release past `Draft` is a 409. Visible to the label that created the release and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the release is deleted, it is a 404.
     */
    put: operations["replaceRelease"];
    post?: never;
    /**
     * Release Delete
     * @description Deletes the release; only the label that created it may (403 otherwise). A `Draft` is removed with its tracks, destinations and content (`Outcome` `Removed`). A release past draft is cancelled (`Outcome` `Cancelled`): status `Cancelled`, its open deliveries `Cancelled`, delivered ones kept, its history kept. Either way every read answers 404 afterwards. Visible to the label that created the release and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the release is deleted, it is a 404.
     */
    delete: operations["deleteRelease"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/publish": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Publish Release
     * @description Publishes a `Draft` release: it becomes `Published` and one delivery per track and destination is queued. Every track needs its content first (422 `content_missing` on each `Files[i]` without). Atomic: of concurrent publishes exactly one succeeds, the others get 409, as does publishing a release in any other status. Only the label that created it may publish it (403 otherwise). Destinations are checked again (422 `Destinations[i]` `not_found`). A track whose rights end before a station would air it: 422 `rights_expired` on `Files[i]`; one whose rights end after its release date warns `rights_end_in_flight`. Visible to the label that created the release and, once it is published, to its destinations (directly or through group access); a draft has not been sent to anyone yet. To anyone else, and once the release is deleted, it is a 404.
     */
    put: operations["publishRelease"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/proofofdelivery": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Proof of Delivery Report
     * @description The proof of delivery report of one order: one row per delivery (one file at one destination), ordered by FileID, then OrganizationID. `Status` is the delivery's POD state (`Queued`, `Sending`, `Delivered`, `Failed`, `Cancelled`), `StatusDate` when it entered that state. A draft has no deliveries yet: its report is an empty list. Publish queues every delivery; a delivery to an online destination then moves to `Sending` within moments: the file is available to the destination (the order becomes `In Progress`). It is `Delivered` when the destination has received every byte of the file (GET on the file's `/content`, in one download or in ranges): `DeliveredAt` is when the last byte went out, `DeliveredBy` the key that fetched it (its prefix, and the contact's name for a contact's key), `Bytes` and `Sha256` what was delivered, `IngestedAt` when the station's automation took it in (its acknowledgement `Ingested` of the file's `ingest` entry in its ingest feed; null until then); the order is `Delivered` when all its deliveries are. A delivery to an offline destination stays `Queued` until the destination is back online (looked for every 5 minutes). A delivery not collected within 14 days of publishing is `Failed`; so is one whose making available kept failing (retried after 30 s, doubling each time, 6 attempts). Deleting the order cancels its queued deliveries: they are never delivered. The order's creator sees every row; a destination (directly or through group access) sees only the rows of the organizations it acts for. An order that does not exist, was deleted, or is not visible to the caller is a 404. In XML: `<ProofOfDeliveryReport><ProofOfDelivery>…</ProofOfDelivery></ProofOfDeliveryReport>`.
     */
    get: operations["getProofOfDeliveryReport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/trafficconfirmation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Traffic Confirmation Report
     * @description The traffic confirmation report of one order: one row per file and destination (a draft's too), ordered by FileID, then OrganizationID. `Confirmed` is true once that destination has set a house ID or an asset status on the file (Set House ID, Set Organization Asset Status); `ConfirmedAt` is the earliest moment it set either, and `ConfirmedBy` who set that one (the contact's or organization's name). `DeliveredAt` and `DeliveredBy` show when and by which key the destination received the file's last byte (as in the proof of delivery); null until it has. The order's creator sees every row; a destination (directly or through group access) sees only the rows of the organizations it acts for. An order that does not exist, was deleted, or is not visible to the caller is a 404. In XML: `<TrafficConfirmationReport><TrafficConfirmation>…</TrafficConfirmation></TrafficConfirmationReport>`.
     */
    get: operations["getTrafficConfirmationReport"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List Comments
     * @description The order's comments (Create Comment), each as it was stored (the created record without `Warnings`), newest `CreatedAt` first (then the newest CommentID). The order must be visible to the caller: its creator, or a destination (directly or through group access) once it is published; a draft, a deleted order, or one not sent to the caller is a 404. The order's creator sees every one; a destination sees those posted by the creator and by the organizations it acts for (a station group: its own and its stations'), not other destinations'. Paginated: `limit` (1 to 1000, default 100), `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<Comments><Comment>…</Comment></Comments>`.
     */
    get: operations["listOrderComments"];
    put?: never;
    /**
     * Create Comment
     * @description Adds a comment to the order. The order's creator and its destinations (directly or through group access) may post; to anyone else, and for a deleted order, it is a 404. CommentPosterName defaults to the contact's name for a contact's key, else the key's organization's name; OrganizationName is always the key's organization. CommentPosterText keeps basic HTML (b, strong, i, em, u, br, p, ul, ol, li and a (with an http, https or mailto href only)); every other tag and attribute is removed with the Workers runtime's HTML rewriter, the content of script-like elements (script, style, iframe, object, embed, textarea, svg, …) and HTML comments with them, and the answer then carries an `html_removed` warning (`Warnings` is always present, empty when nothing was removed). Other tags are unwrapped (their text stays); stray end tags and DOCTYPEs are dropped; tags left open are closed; a `<` or `>` in the text is stored escaped. CommentPosterName is plain text, stored as sent (trimmed). Limits: CommentPosterName 50, CommentPosterText 4000 characters (Unicode code points after trimming; the text counted as sent, before HTML is removed); an empty or missing CommentPosterText, or one that is empty once HTML is removed, is a 422. There is no operation that reads a comment back, so the 201 carries no `Location`.
     */
    post: operations["createOrderComment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{releaseID}/approvals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List Approvals
     * @description The order's approvals (Create Approval), each as it was stored (the created record without `Warnings`), newest `CreatedAt` first (then the newest CommentID). The order must be visible to the caller: its creator, or a destination (directly or through group access) once it is published; a draft, a deleted order, or one not sent to the caller is a 404. The order's creator sees every one; a destination sees those posted by the creator and by the organizations it acts for (a station group: its own and its stations'), not other destinations'. Paginated: `limit` (1 to 1000, default 100), `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<Approvals><Approval>…</Approval></Approvals>`.
     */
    get: operations["listOrderApprovals"];
    put?: never;
    /**
     * Create Approval
     * @description Adds an approval (a comment that approves) to the order. The order's creator and its destinations (directly or through group access) may post; to anyone else, and for a deleted order, it is a 404. CommentPosterName defaults to the contact's name for a contact's key, else the key's organization's name; OrganizationName is always the key's organization. CommentPosterText keeps basic HTML (b, strong, i, em, u, br, p, ul, ol, li and a (with an http, https or mailto href only)); every other tag and attribute is removed with the Workers runtime's HTML rewriter, the content of script-like elements (script, style, iframe, object, embed, textarea, svg, …) and HTML comments with them, and the answer then carries an `html_removed` warning (`Warnings` is always present, empty when nothing was removed). Other tags are unwrapped (their text stays); stray end tags and DOCTYPEs are dropped; tags left open are closed; a `<` or `>` in the text is stored escaped. CommentPosterName is plain text, stored as sent (trimmed). Limits: CommentPosterName 50, CommentPosterText 4000 characters (Unicode code points after trimming; the text counted as sent, before HTML is removed); an empty or missing CommentPosterText, or one that is empty once HTML is removed, is a 422. There is no operation that reads a comment back, so the 201 carries no `Location`.
     */
    post: operations["createOrderApproval"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List Comments
     * @description The release's comments (Create Comment), each as it was stored (the created record without `Warnings`), newest `CreatedAt` first (then the newest CommentID). The release must be visible to the caller: the label that owns it, or a destination (directly or through group access); to anyone else it is a 404. The label sees every one; a destination sees those posted by the label and by the organizations it acts for (a station group: its own and its stations'), not other destinations'. Paginated: `limit` (1 to 1000, default 100), `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<Comments><Comment>…</Comment></Comments>`.
     */
    get: operations["listReleaseComments"];
    put?: never;
    /**
     * Create Comment
     * @description Adds a comment to the release. The label that owns the release and its destinations (directly or through group access) may post; to anyone else it is a 404. CommentPosterName defaults to the contact's name for a contact's key, else the key's organization's name; OrganizationName is always the key's organization. CommentPosterText keeps basic HTML (b, strong, i, em, u, br, p, ul, ol, li and a (with an http, https or mailto href only)); every other tag and attribute is removed with the Workers runtime's HTML rewriter, the content of script-like elements (script, style, iframe, object, embed, textarea, svg, …) and HTML comments with them, and the answer then carries an `html_removed` warning (`Warnings` is always present, empty when nothing was removed). Other tags are unwrapped (their text stays); stray end tags and DOCTYPEs are dropped; tags left open are closed; a `<` or `>` in the text is stored escaped. CommentPosterName is plain text, stored as sent (trimmed). Limits: CommentPosterName 50, CommentPosterText 4000 characters (Unicode code points after trimming; the text counted as sent, before HTML is removed); an empty or missing CommentPosterText, or one that is empty once HTML is removed, is a 422. There is no operation that reads a comment back, so the 201 carries no `Location`.
     */
    post: operations["createReleaseComment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/approvals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List Approvals
     * @description The release's approvals (Create Approval), each as it was stored (the created record without `Warnings`), newest `CreatedAt` first (then the newest CommentID). The release must be visible to the caller: the label that owns it, or a destination (directly or through group access); to anyone else it is a 404. The label sees every one; a destination sees those posted by the label and by the organizations it acts for (a station group: its own and its stations'), not other destinations'. Paginated: `limit` (1 to 1000, default 100), `cursor`, and `Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: `<Approvals><Approval>…</Approval></Approvals>`.
     */
    get: operations["listReleaseApprovals"];
    put?: never;
    /**
     * Create Approval
     * @description Adds an approval (a comment that approves) to the release. The label that owns the release and its destinations (directly or through group access) may post; to anyone else it is a 404. CommentPosterName defaults to the contact's name for a contact's key, else the key's organization's name; OrganizationName is always the key's organization. CommentPosterText keeps basic HTML (b, strong, i, em, u, br, p, ul, ol, li and a (with an http, https or mailto href only)); every other tag and attribute is removed with the Workers runtime's HTML rewriter, the content of script-like elements (script, style, iframe, object, embed, textarea, svg, …) and HTML comments with them, and the answer then carries an `html_removed` warning (`Warnings` is always present, empty when nothing was removed). Other tags are unwrapped (their text stays); stray end tags and DOCTYPEs are dropped; tags left open are closed; a `<` or `>` in the text is stored escaped. CommentPosterName is plain text, stored as sent (trimmed). Limits: CommentPosterName 50, CommentPosterText 4000 characters (Unicode code points after trimming; the text counted as sent, before HTML is removed); an empty or missing CommentPosterText, or one that is empty once HTML is removed, is a 422. There is no operation that reads a comment back, so the 201 carries no `Location`.
     */
    post: operations["createReleaseApproval"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Destination Organization Status
     * @description The status of one destination organization: whether it is online, since when, and when it was last seen. A destination that is offline receives its deliveries when it comes back online.
     */
    get: operations["getDestinationOrganizationStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/account/destinationSpecs/{organizationID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Destination Spec
     * @description A destination's technical spec: what the spots sent to it must be. Any key may read it (senders check it before sending); a destination that has set none answers every field null. Not a destination organization: 404. A spec: `Containers` (MediaInfoLib's names: `MPEG-4`, `QuickTime`, `MXF`, `Wave`, `MPEG Audio`, …), `VideoCodecs` (`AVC`, `ProRes`, `MPEG Video`, …), `FrameRates` (within 0.01), `MinWidth`, `MinHeight`, `AudioSampleRates`, `AudioChannels`, `MaxLengthDifferenceSeconds`, `RequiresClearance` (clearing bodies, or `["any"]`: publishing here needs an `Approved` or `Restricted` clearance from one, else 422 `clearance_missing`, or `clearance_rejected` when one rejected the spot), `CopyDeadlineHours` (0 to 336: hours before the station's first airing day it wants the spot; later publishing warns `late_copy`), and `Loudness` (`Standard` `ATSC A/85` or `EBU R128`; `TargetLKFS`, `ToleranceLU` and `MaxTruePeakDBTP` default to the standard's: -24 ±2 and -2 dBTP, or -23 ±1 and -1). A field left out or null checks nothing. It applies to the spots the destination airs: a radio station's to `Audio` spots, a TV, cable or network destination's to `HD` and `SD` spots. `Deliver` (contract section 19) is the file the station wants to receive, made from the master: `Container` (`Wave`, `MPEG Audio`, `MPEG-4`, `QuickTime`, `MXF`, `MPEG-TS`), `VideoCodec` (`H.264`, `MPEG-2`, `ProRes 422 HQ`), `Width` and `Height` (together), `FrameRate`, `VideoBitrateMbps`, `AudioCodec` (`PCM`, `MP3`, `MP2`, `AAC`), `AudioSampleRate`, `AudioBitDepth` (PCM only), `AudioBitrateKbps` (compressed only), `AudioChannels`, and `NormalizeLoudness` (true: brought to the spec's `Loudness`, which it then needs). A codec the container does not carry is refused. Absent: the station receives the original.
     */
    get: operations["getDestinationSpec"];
    /**
     * Set Destination Spec
     * @description Replaces a destination's whole spec. Only the destination itself (its keys, its contacts' keys) or a group acting for it may (403 for any other key); not a destination organization: 404. Publishing checks each order's files against it from then on (Publish Order: 422 `spec_violation`). A spec: `Containers` (MediaInfoLib's names: `MPEG-4`, `QuickTime`, `MXF`, `Wave`, `MPEG Audio`, …), `VideoCodecs` (`AVC`, `ProRes`, `MPEG Video`, …), `FrameRates` (within 0.01), `MinWidth`, `MinHeight`, `AudioSampleRates`, `AudioChannels`, `MaxLengthDifferenceSeconds`, `RequiresClearance` (clearing bodies, or `["any"]`: publishing here needs an `Approved` or `Restricted` clearance from one, else 422 `clearance_missing`, or `clearance_rejected` when one rejected the spot), `CopyDeadlineHours` (0 to 336: hours before the station's first airing day it wants the spot; later publishing warns `late_copy`), and `Loudness` (`Standard` `ATSC A/85` or `EBU R128`; `TargetLKFS`, `ToleranceLU` and `MaxTruePeakDBTP` default to the standard's: -24 ±2 and -2 dBTP, or -23 ±1 and -1). A field left out or null checks nothing. It applies to the spots the destination airs: a radio station's to `Audio` spots, a TV, cable or network destination's to `HD` and `SD` spots. `Deliver` (contract section 19) is the file the station wants to receive, made from the master: `Container` (`Wave`, `MPEG Audio`, `MPEG-4`, `QuickTime`, `MXF`, `MPEG-TS`), `VideoCodec` (`H.264`, `MPEG-2`, `ProRes 422 HQ`), `Width` and `Height` (together), `FrameRate`, `VideoBitrateMbps`, `AudioCodec` (`PCM`, `MP3`, `MP2`, `AAC`), `AudioSampleRate`, `AudioBitDepth` (PCM only), `AudioBitrateKbps` (compressed only), `AudioChannels`, and `NormalizeLoudness` (true: brought to the spec's `Loudness`, which it then needs). A codec the container does not carry is refused. Absent: the station receives the original.
     */
    put: operations["putDestinationSpec"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/webhooks/{webhookID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Webhook Detail
     * @description One webhook, without its secret. Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.
     */
    get: operations["getWebhook"];
    /**
     * Update Webhook
     * @description Replaces the webhook's URL, events and description; `Enabled` pauses it or enables it again (one the service disabled too: its failure count starts over). The secret stays (rotate it with its own operation). Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.
     */
    put: operations["updateWebhook"];
    post?: never;
    /**
     * Delete Webhook
     * @description Unsubscribes the endpoint: nothing more is sent to it, its attempt log goes with it. Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.
     */
    delete: operations["deleteWebhook"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/webhooks/{webhookID}/secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate Webhook Secret
     * @description A new signing secret, shown only here. For 24 hours the previous secret also signs every event (a second signature in `webhook-signature`), so that the receiver can switch without losing an event. Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.
     */
    post: operations["rotateWebhookSecret"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/webhooks/{webhookID}/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Test Webhook
     * @description Sends the endpoint a `ping` event (`data`: `{"WebhookID"}`), signed, logged and retried as any other; its attempts show in the webhook's deliveries. A disabled webhook is a 409. Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.
     */
    post: operations["pingWebhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/webhooks/{webhookID}/deliveries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Webhook Deliveries
     * @description Every attempt to send an event to this endpoint, newest first: the event's id and type, which attempt, the status code (null when no answer came), how long it took, why it failed, and where the event's delivery stands. Paginated: `limit`, `cursor`, `Link`. Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.
     */
    get: operations["listWebhookDeliveries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/keys/{keyID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke API Key
     * @description Revokes the key: its next request to the server that revoked it is a 401, and within 30 seconds on every server (each keeps what it read of a key at most that long). A key revoked already keeps its `RevokedAt`. A key may revoke itself. An organization's key sees and revokes every key of its organization (its contacts' too); a contact's key sees and revokes only itself, and makes none (403). Another organization's key is a 404.
     */
    delete: operations["revokeKey"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/ordergroups/{orderGroupID}/orders/{orderID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Add Order to Group
     * @description Puts a `Draft` order of the caller's organization into a `Draft` group. The order must be one the caller may see (else 404, like the group) and own (a destination that sees it: 403); in the group already: nothing changes, 200. A group that is `Published`, an order that is not a draft or is in another group (an order is in one group at most: take it out of the other first), a group of 100 orders: 409. The order gets a new `UpdatedAt`. An order group is its organization's alone (every key of it, its contacts' too): to any other key, a destination of its orders or a station group included, it is a 404, as one that does not exist.
     */
    put: operations["addOrderToGroup"];
    post?: never;
    /**
     * Remove Order from Group
     * @description Takes an order out of a `Draft` group: it stays a draft, in no group (and may be published alone again); it gets a new `UpdatedAt`. An order not in this group: 404. A `Published` group keeps its orders: 409. An order group is its organization's alone (every key of it, its contacts' too): to any other key, a destination of its orders or a station group included, it is a 404, as one that does not exist.
     */
    delete: operations["removeOrderFromGroup"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/organizationassetstatus": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set Organization Asset Status
     * @description Sets the asset status of a file of the order for each named organization (`Organizations`, at most 50; an element is an organization's ID when all digits, else its name, case-insensitively). Default, also for an empty list: the key's organization (for a contact's key, the contact's organization). Status must match a configured asset status case-insensitively (at most 100 characters); it is stored in its configured spelling. Otherwise a 422 lists the allowed values. A destination sets it for itself, a station group for the stations it has group access to. In order: a order that does not exist or is not visible to the key, or a file that is not of that order: 404; an organization the key may not act for (neither its own nor one it has group access to): 403; an unknown organization (`not_found`) or one that is not a destination of the order (`not_a_destination`): 422 naming `Organizations[i]` (so the organization that created the order, not itself a destination, gets a 422 by default). All organizations are written in one step or none is. Setting the same value again is not an error and keeps its UpdatedAt; concurrent writes: the last one wins. Answers one row per organization set, in the order named; an organization named twice (by ID and by name) is set once. Who set it (the contact's name for a contact's key, else the organization's name) is recorded for the traffic confirmation report.
     */
    put: operations["setOrderFileAssetStatus"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set House ID
     * @description Sets the house ID of a file of the order for each named organization (`Organizations`, at most 50; an element is an organization's ID when all digits, else its name, case-insensitively). Default, also for an empty list: the key's organization (for a contact's key, the contact's organization). HouseID is at most 25 characters; `HouseID` and `houseID` both work (property names match case-insensitively). A destination sets it for itself, a station group for the stations it has group access to. In order: a order that does not exist or is not visible to the key, or a file that is not of that order: 404; an organization the key may not act for (neither its own nor one it has group access to): 403; an unknown organization (`not_found`) or one that is not a destination of the order (`not_a_destination`): 422 naming `Organizations[i]` (so the organization that created the order, not itself a destination, gets a 422 by default). All organizations are written in one step or none is. Setting the same value again is not an error and keeps its UpdatedAt; concurrent writes: the last one wins. Answers one row per organization set, in the order named; an organization named twice (by ID and by name) is set once. Who set it (the contact's name for a contact's key, else the organization's name) is recorded for the traffic confirmation report.
     */
    put: operations["setOrderFileHouseId"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/organizationassetstatus": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set Organization Asset Status
     * @description Sets the asset status of a file of the release for each named organization (`Organizations`, at most 50; an element is an organization's ID when all digits, else its name, case-insensitively). Default, also for an empty list: the key's organization (for a contact's key, the contact's organization). Status must match a configured asset status case-insensitively (at most 100 characters); it is stored in its configured spelling. Otherwise a 422 lists the allowed values. A destination sets it for itself, a station group for the stations it has group access to. In order: a release that does not exist or is not visible to the key, or a file that is not of that release: 404; an organization the key may not act for (neither its own nor one it has group access to): 403; an unknown organization (`not_found`) or one that is not a destination of the release (`not_a_destination`): 422 naming `Organizations[i]` (so the label that owns the release, not itself a destination, gets a 422 by default). All organizations are written in one step or none is. Setting the same value again is not an error and keeps its UpdatedAt; concurrent writes: the last one wins. Answers one row per organization set, in the order named; an organization named twice (by ID and by name) is set once. Who set it (the contact's name for a contact's key, else the organization's name) is recorded for the traffic confirmation report.
     */
    put: operations["setReleaseFileAssetStatus"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/houseid": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set House ID
     * @description Sets the house ID of a file of the release for each named organization (`Organizations`, at most 50; an element is an organization's ID when all digits, else its name, case-insensitively). Default, also for an empty list: the key's organization (for a contact's key, the contact's organization). HouseID is at most 25 characters; `HouseID` and `houseID` both work (property names match case-insensitively). A destination sets it for itself, a station group for the stations it has group access to. In order: a release that does not exist or is not visible to the key, or a file that is not of that release: 404; an organization the key may not act for (neither its own nor one it has group access to): 403; an unknown organization (`not_found`) or one that is not a destination of the release (`not_a_destination`): 422 naming `Organizations[i]` (so the label that owns the release, not itself a destination, gets a 422 by default). All organizations are written in one step or none is. Setting the same value again is not an error and keeps its UpdatedAt; concurrent writes: the last one wins. Answers one row per organization set, in the order named; an organization named twice (by ID and by name) is set once. Who set it (the contact's name for a contact's key, else the organization's name) is recorded for the traffic confirmation report.
     */
    put: operations["setReleaseFileHouseId"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get File Status Information
     * @description The statuses of one file of a release: per destination its asset status and house ID (each with when it was last changed) and whether the file was delivered there. The label sees every destination; a destination (directly or through group access) only those it acts for. A release not visible to the key, or a file not of that release: 404.
     */
    get: operations["getReleaseFileStatusInformation"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/content": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download Order File Content
     * @description The file's bytes, streamed. Who may: the organization that created the order, always once uploaded; a destination (directly or through group access) once the order is published (and not cancelled); anyone else, or no content yet: 404. `HEAD` answers the same headers without the bytes. `Range: bytes=first-last`, `bytes=first-` or `bytes=-suffix` (one range) answers 206; a range starting past the end 416 (with `Content-Range: bytes *\/<size>`); several ranges, or an `If-Range` that is not the current ETag, the whole file. `If-None-Match` with the ETag: 304. Any `Accept` is taken; problems are JSON unless XML is asked for. A destination's download is its delivery: once every byte of the file has gone out to it, in one GET or in ranges, its delivery is `Delivered` (the proof of delivery shows when, by which key, the bytes and digest) and the order becomes Delivered when all its deliveries are. A key acting for several destinations of the order (a station group) names the one receiving with `?organizationID=`.
     *
     *     A destination whose spec has a `Deliver` (contract section 19) receives its rendition, made from the master: its bytes, ETag, `Content-Digest`, `Content-Type` and file name's extension; before it is ready, 409 `rendition_pending` with `Retry-After`. The owner downloads the master, and fetches a destination's rendition with `?organizationID=`, which delivers nothing.
     *
     *     `?format=bwf` answers PCM WAV content as Broadcast Wave for a station's automation (contract section 16), made for the station receiving it (its house ID as the cart chunk's CutID, its flights as its dates; for the organization that created the order, the AdID or ISRC and the order's own dates): `RIFF <size> WAVE`, the content's `fmt ` chunk verbatim, a new `bext`, a new AES46 `cart`, the content's other chunks before `data` verbatim and in order (its own `bext` and `cart` dropped), then the content from its `data` chunk header to its end, byte for byte. Ranges, `HEAD`, `If-None-Match` and `If-Range` work on the rendition, with its own strong ETag; downloading it delivers the file as the content as uploaded does (a range of the rendition counts for the bytes of the content it stands for). `MDS-Source-Audio-Offset` (n) and `MDS-Audio-Offset` (m) let a station check it: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. Content that is not PCM WAV (another container, or a `fmt ` whose format tag is not PCM, 1, nor WAVE_FORMAT_EXTENSIBLE with the PCM subformat): 409 `format_unavailable`; another `format`: 400.
     */
    get: operations["getOrderFileContent"];
    /**
     * Upload Order File Content
     * @description Stores the bytes of a file of the order in one request, streamed (the service never holds a whole file). The body is the media; `Content-Type` a media type: `video/*`, `audio/*`, `application/mxf` or `application/octet-stream` (else 415); no `Content-Encoding` but `identity` (415 for `gzip` and any other: media is stored and delivered byte for byte as sent); `Content-Length` required (411 without), at most 104857600 bytes (100 MiB; 413 names the resumable upload for larger files). `Content-Digest: sha-256=:<base64>:` (RFC 9530), when sent, is checked against the bytes received: a mismatch is 422 `digest_mismatch` and keeps nothing. Only the organization that created the order may upload (a destination: 403), only while the order is a Draft (409 once published: what was delivered does not change); a draft's content may be replaced, and the previous content stays whole until the new one is stored. The service reads the container's first and last bytes: a declared Length more than 1 second off the media's duration is a `length_mismatch` warning, HD declared on video under 1280×720 `format_mismatch`, a container it cannot read `media_unverified`. A body cut off midway: 400, nothing kept.
     */
    put: operations["putOrderFileContent"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/content/uploads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start Order File Resumable Upload
     * @description Starts a resumable upload of a file's content, for files larger than 100 MiB (long form runs to many GB) or connections that may drop: send the parts (`PUT …/uploads/{uploadID}/parts/{partNumber}`, each but the last exactly `PartSize` bytes, 64 MiB), in any order and again if one failed, then complete it (`POST …/uploads/{uploadID}/complete`). The file's content changes only on completion. Same rules as the upload in one request: only the organization that created the order, only while the order is a Draft (409 once published: what was delivered does not change). The body is optional; `ContentType` is the whole file's media type.
     */
    post: operations["startOrderFileUpload"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/content": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download Release File Content
     * @description The file's bytes, streamed. Who may: the label that owns the release, always once uploaded; a destination (directly or through group access) of a release sent to it; anyone else, or no content yet: 404. `HEAD` answers the same headers without the bytes. `Range: bytes=first-last`, `bytes=first-` or `bytes=-suffix` (one range) answers 206; a range starting past the end 416 (with `Content-Range: bytes *\/<size>`); several ranges, or an `If-Range` that is not the current ETag, the whole file. `If-None-Match` with the ETag: 304. Any `Accept` is taken; problems are JSON unless XML is asked for. A destination's download is its delivery: once every byte of the file has gone out to it, in one GET or in ranges, its delivery is `Delivered` (the proof of delivery shows when, by which key, the bytes and digest) and the release becomes Delivered when all its deliveries are. A key acting for several destinations of the release (a station group) names the one receiving with `?organizationID=`.
     *
     *     A destination whose spec has a `Deliver` (contract section 19) receives its rendition, made from the master: its bytes, ETag, `Content-Digest`, `Content-Type` and file name's extension; before it is ready, 409 `rendition_pending` with `Retry-After`. The owner downloads the master, and fetches a destination's rendition with `?organizationID=`, which delivers nothing.
     *
     *     `?format=bwf` answers PCM WAV content as Broadcast Wave for a station's automation (contract section 16), made for the station receiving it (its house ID as the cart chunk's CutID, its flights as its dates; for the label that owns the release, the AdID or ISRC and the release's own dates): `RIFF <size> WAVE`, the content's `fmt ` chunk verbatim, a new `bext`, a new AES46 `cart`, the content's other chunks before `data` verbatim and in order (its own `bext` and `cart` dropped), then the content from its `data` chunk header to its end, byte for byte. Ranges, `HEAD`, `If-None-Match` and `If-Range` work on the rendition, with its own strong ETag; downloading it delivers the file as the content as uploaded does (a range of the rendition counts for the bytes of the content it stands for). `MDS-Source-Audio-Offset` (n) and `MDS-Audio-Offset` (m) let a station check it: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. Content that is not PCM WAV (another container, or a `fmt ` whose format tag is not PCM, 1, nor WAVE_FORMAT_EXTENSIBLE with the PCM subformat): 409 `format_unavailable`; another `format`: 400.
     */
    get: operations["getReleaseFileContent"];
    /**
     * Upload Release File Content
     * @description Stores the bytes of a file of the release in one request, streamed (the service never holds a whole file). The body is the media; `Content-Type` a media type: `video/*`, `audio/*`, `application/mxf` or `application/octet-stream` (else 415); no `Content-Encoding` but `identity` (415 for `gzip` and any other: media is stored and delivered byte for byte as sent); `Content-Length` required (411 without), at most 104857600 bytes (100 MiB; 413 names the resumable upload for larger files). `Content-Digest: sha-256=:<base64>:` (RFC 9530), when sent, is checked against the bytes received: a mismatch is 422 `digest_mismatch` and keeps nothing. Only the label that owns the release may upload (a destination: 403), only while the release is a draft (409 once sent: what was delivered does not change; releases sent today are final); a draft's content may be replaced, and the previous content stays whole until the new one is stored. The service reads the container's first and last bytes: a declared Length more than 1 second off the media's duration is a `length_mismatch` warning, HD declared on video under 1280×720 `format_mismatch`, a container it cannot read `media_unverified`. A body cut off midway: 400, nothing kept.
     */
    put: operations["putReleaseFileContent"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/content/uploads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start Release File Resumable Upload
     * @description Starts a resumable upload of a file's content, for files larger than 100 MiB (long form runs to many GB) or connections that may drop: send the parts (`PUT …/uploads/{uploadID}/parts/{partNumber}`, each but the last exactly `PartSize` bytes, 64 MiB), in any order and again if one failed, then complete it (`POST …/uploads/{uploadID}/complete`). The file's content changes only on completion. Same rules as the upload in one request: only the label that owns the release, only while the release is a draft (409 once sent: what was delivered does not change; releases sent today are final). The body is optional; `ContentType` is the whole file's media type.
     */
    post: operations["startReleaseFileUpload"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/compliance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * File Compliance
     * @description A spot's compliance with the spec of each destination of its order whose spec applies to it (a radio station's to `Audio` spots, the others' to `HD` and `SD`): per destination a `Result` and every check (`Check`, `Expected`, `Actual`, `Result`). A container, codec, frame rate, picture size, sample rate or channel count outside the spec, integrated loudness off the target by more than the tolerance, or a true peak above the maximum: `Fail`. A length off by more than the spec allows: `Warn`. What the service could not read or measure (an unreadable container, audio it cannot decode) is `Warn` for the checks it could not make, never `Fail`; loudness still being measured is `Pending`. `Fail` blocks Publish Order (422 `spec_violation` on `Files[i]`, naming the destination); `Pending` publishes with the warning `compliance_pending`, and a `Fail` found later is sent as the event `file.compliance_failed` to the owner and to that destination. Loudness is measured in the background after each upload (ITU-R BS.1770-4, EBU Tech 3341/3342, the LFE left out). Values are kept to 0.1 and compared as kept (the tolerance inclusive); audio that is all under the -70 LKFS gate (silence) fails the integrated loudness check. A file without content yet: every destination `Pending`, no checks. Music releases' tracks are not checked (the specs are stations' specs for commercials). The owner sees every destination; a destination (directly or through group access) only those it acts for, once the order is published; anyone else: 404.
     *
     *     Each destination is judged on what it receives (contract section 19): the original, or the rendition its spec's `Deliver` asks for (`Rendition`: `NotNeeded`, `Pending`, `Ready`, `Failed` with its `Reason`, and once Ready its `ContentType`, `Bytes`, `Sha256`). A `Ready` rendition is judged by its own probed and measured facts. While it is `Pending`, each check it fixes (container, codecs, frame rate, a smaller frame size, sample rate, channels, loudness when it normalises) is `Pending`, not `Fail`, and Publish warns `rendition_pending`. What no rendition fixes keeps its result: a frame size that would have to be made larger is a `Fail` of the `Rendition` check (`upscale_refused`: the service never upscales video), as is a rendition that `Failed`; a length off stays a `Warn`.
     */
    get: operations["getOrderFileCompliance"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/rights": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * File Rights
     * @description A file's rights window: the talent and music usage dates (`AirStart`, `AirEnd`, each null when unbounded) and `Notes`. The owner, and a destination (directly or through group access) once it was sent to it; anyone else: 404. A station is never given a StartDate before AirStart nor an EndDate after AirEnd: its ingest entries, the `cart` chunk of a Broadcast Wave and the instruction sheet say the station's dates inside the window. Publishing a file whose AirEnd is before a station's first airing day (its first flight, and never before today in its time zone) is 422 `rights_expired` on `Files[i]`; an AirEnd inside a station's flight publishes with the warning `rights_end_in_flight`.
     */
    get: operations["getOrderFileRights"];
    /**
     * Set File Rights
     * @description Replaces a file's rights window (what is left out is unbounded), at any status: only the owner (403 for a destination; 404 for anyone else, or once cancelled). AirEnd before AirStart: 422. Once published, each station that has the file (and was not told to kill it) gets an ingest entry `update` with its new dates where the window changes them, in the same write; a station whose rights had ended (the cron's `kill`) is offered the file again (`ingest`) by a later AirEnd while its flight still runs. When AirEnd's day has ended in a station's time zone, the Cron Trigger sends it `kill` and `file.rights_expired` to the owner and the stations; seven days before, `file.rights_expiring` to the owner. A station is never given a StartDate before AirStart nor an EndDate after AirEnd: its ingest entries, the `cart` chunk of a Broadcast Wave and the instruction sheet say the station's dates inside the window. Publishing a file whose AirEnd is before a station's first airing day (its first flight, and never before today in its time zone) is 422 `rights_expired` on `Files[i]`; an AirEnd inside a station's flight publishes with the warning `rights_end_in_flight`.
     */
    put: operations["putOrderFileRights"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/rights": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Track Rights
     * @description A file's rights window: the talent and music usage dates (`AirStart`, `AirEnd`, each null when unbounded) and `Notes`. The owner, and a destination (directly or through group access) once it was sent to it; anyone else: 404. A station is never given a StartDate before AirStart nor an EndDate after AirEnd: its ingest entries, the `cart` chunk of a Broadcast Wave and the instruction sheet say the station's dates inside the window. Publishing a file whose AirEnd is before a station's first airing day (its first flight, and never before today in its time zone) is 422 `rights_expired` on `Files[i]`; an AirEnd inside a station's flight publishes with the warning `rights_end_in_flight`.
     */
    get: operations["getReleaseFileRights"];
    /**
     * Set Track Rights
     * @description Replaces a file's rights window (what is left out is unbounded), at any status: only the owner (403 for a destination; 404 for anyone else, or once cancelled). AirEnd before AirStart: 422. Once published, each station that has the file (and was not told to kill it) gets an ingest entry `update` with its new dates where the window changes them, in the same write; a station whose rights had ended (the cron's `kill`) is offered the file again (`ingest`) by a later AirEnd while its flight still runs. When AirEnd's day has ended in a station's time zone, the Cron Trigger sends it `kill` and `file.rights_expired` to the owner and the stations; seven days before, `file.rights_expiring` to the owner. A station is never given a StartDate before AirStart nor an EndDate after AirEnd: its ingest entries, the `cart` chunk of a Broadcast Wave and the instruction sheet say the station's dates inside the window. Publishing a file whose AirEnd is before a station's first airing day (its first flight, and never before today in its time zone) is 422 `rights_expired` on `Files[i]`; an AirEnd inside a station's flight publishes with the warning `rights_end_in_flight`.
     */
    put: operations["putReleaseFileRights"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/clearances": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * File Clearances
     * @description A file's clearances: each clearing body's decision (`Status`, `Reference`, `Restrictions`, `DecidedAt`), by body name. The owner, and a destination (directly or through group access) once the file was sent to it; anyone else: 404. A destination spec's `RequiresClearance` (clearing bodies, or `["any"]`) makes publishing to it need an `Approved` or `Restricted` clearance of the file from one of them: else 422 `clearance_missing` on `Files[i]`; one of them `Rejected`: 422 `clearance_rejected` (it applies to the spots the destination airs, as its spec does: a TV or network destination's `HD` and `SD` spots, a radio station's `Audio`; every track of a release). The restrictions of every `Restricted` clearance travel to each station: its ingest entries' `Restrictions` (each `Body: restriction`) and the instruction sheet.
     */
    get: operations["listOrderFileClearances"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/clearances": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Track Clearances
     * @description A file's clearances: each clearing body's decision (`Status`, `Reference`, `Restrictions`, `DecidedAt`), by body name. The owner, and a destination (directly or through group access) once the file was sent to it; anyone else: 404. A destination spec's `RequiresClearance` (clearing bodies, or `["any"]`) makes publishing to it need an `Approved` or `Restricted` clearance of the file from one of them: else 422 `clearance_missing` on `Files[i]`; one of them `Rejected`: 422 `clearance_rejected` (it applies to the spots the destination airs, as its spec does: a TV or network destination's `HD` and `SD` spots, a radio station's `Audio`; every track of a release). The restrictions of every `Restricted` clearance travel to each station: its ingest entries' `Restrictions` (each `Body: restriction`) and the instruction sheet.
     */
    get: operations["listReleaseFileClearances"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/account/webhooks/{webhookID}/deliveries/{eventID}/redeliver": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeliver Event
     * @description Sends an event this endpoint was sent (or failed to receive) again now, with the same event id, whatever its delivery's state; its attempts are counted afresh (from 1), a failure retried as a new event's would be. An event never sent to this endpoint is a 404; a disabled webhook a 409. Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.
     */
    post: operations["redeliverWebhookEvent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/content/uploads/{uploadID}/complete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete Order File Resumable Upload
     * @description Joins the parts into the file's content: parts 1 to n must all be there (422 naming the first missing one), every part but the last of `PartSize` bytes. The service then reads the whole file once for its SHA-256, known before any destination can fetch it; `Content-Digest` of the whole file, when sent with this request, is checked against it (422 `digest_mismatch`, nothing kept, the upload over). Answers the content record, as the upload in one request does. Safe to send again whatever became of an earlier attempt: one cut off after the parts were joined is finished by the next; one that completed makes the next a 404. 409 when storage holds another version of a part than the one recorded (a part sent twice at once): send that part again, then complete.
     */
    post: operations["completeOrderFileUpload"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/content/uploads/{uploadID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Abort Order File Resumable Upload
     * @description Aborts a resumable upload: its parts, and the object they were joined into by a completion that was cut off, are discarded; the file's content stays as it was. Only the owner; an upload that is not under way: 404.
     */
    delete: operations["abortOrderFileUpload"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/content/uploads/{uploadID}/complete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete Release File Resumable Upload
     * @description Joins the parts into the file's content: parts 1 to n must all be there (422 naming the first missing one), every part but the last of `PartSize` bytes. The service then reads the whole file once for its SHA-256, known before any destination can fetch it; `Content-Digest` of the whole file, when sent with this request, is checked against it (422 `digest_mismatch`, nothing kept, the upload over). Answers the content record, as the upload in one request does. Safe to send again whatever became of an earlier attempt: one cut off after the parts were joined is finished by the next; one that completed makes the next a 404. 409 when storage holds another version of a part than the one recorded (a part sent twice at once): send that part again, then complete.
     */
    post: operations["completeReleaseFileUpload"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/content/uploads/{uploadID}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Abort Release File Resumable Upload
     * @description Aborts a resumable upload: its parts, and the object they were joined into by a completion that was cut off, are discarded; the file's content stays as it was. Only the owner; an upload that is not under way: 404.
     */
    delete: operations["abortReleaseFileUpload"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/clearances/{body}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set File Clearance
     * @description Records (or replaces) a clearing body's decision on a file, at any status: only the owner (403 for a destination; 404 for anyone else, or once cancelled). `{body}` is the body's name, URL-encoded (1 to 100 characters, matched exactly as a spec's `RequiresClearance` names it), e.g. `NBC%20Standards`. `Restricted` needs at least one restriction; another status takes none (422). Once published, the stations that have the file get an ingest entry `update` with its new `Restrictions` where they change, in the same write; a clearance that becomes `Rejected` sends `kill` to each station that has the file and requires that body's clearance (or any), and `file.clearance_rejected` to the owner. A later approval does not offer the file again. A destination spec's `RequiresClearance` (clearing bodies, or `["any"]`) makes publishing to it need an `Approved` or `Restricted` clearance of the file from one of them: else 422 `clearance_missing` on `Files[i]`; one of them `Rejected`: 422 `clearance_rejected` (it applies to the spots the destination airs, as its spec does: a TV or network destination's `HD` and `SD` spots, a radio station's `Audio`; every track of a release). The restrictions of every `Restricted` clearance travel to each station: its ingest entries' `Restrictions` (each `Body: restriction`) and the instruction sheet.
     */
    put: operations["setOrderFileClearance"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/clearances/{body}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set Track Clearance
     * @description Records (or replaces) a clearing body's decision on a file, at any status: only the owner (403 for a destination; 404 for anyone else, or once cancelled). `{body}` is the body's name, URL-encoded (1 to 100 characters, matched exactly as a spec's `RequiresClearance` names it), e.g. `NBC%20Standards`. `Restricted` needs at least one restriction; another status takes none (422). Once published, the stations that have the file get an ingest entry `update` with its new `Restrictions` where they change, in the same write; a clearance that becomes `Rejected` sends `kill` to each station that has the file and requires that body's clearance (or any), and `file.clearance_rejected` to the owner. A later approval does not offer the file again. A destination spec's `RequiresClearance` (clearing bodies, or `["any"]`) makes publishing to it need an `Approved` or `Restricted` clearance of the file from one of them: else 422 `clearance_missing` on `Files[i]`; one of them `Rejected`: 422 `clearance_rejected` (it applies to the spots the destination airs, as its spec does: a TV or network destination's `HD` and `SD` spots, a radio station's `Audio`; every track of a release). The restrictions of every `Restricted` clearance travel to each station: its ingest entries' `Restrictions` (each `Body: restriction`) and the instruction sheet.
     */
    put: operations["setReleaseFileClearance"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/ad/orders/{orderID}/files/{fileID}/content/uploads/{uploadID}/parts/{partNumber}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Upload Order File Part
     * @description One part of a resumable upload, streamed on to storage. The body is the part's bytes; `Content-Type` a media type: `video/*`, `audio/*`, `application/mxf` or `application/octet-stream` (else 415); no `Content-Encoding` but `identity` (415 for `gzip` and any other: media is stored and delivered byte for byte as sent); `Content-Length` required; at most `PartSize` bytes (422 `part_too_large`), and every part but the last exactly `PartSize`. `Content-Digest: sha-256=:<base64>:` (RFC 9530), when sent, is checked against the bytes received: a mismatch is 422 `digest_mismatch` and keeps nothing. A part sent again replaces the earlier one; one sent with `Content-Digest` replaces it only once checked (a mismatch leaves the part received before as it was). The upload must be under way (404 once completed or aborted); once its parts were joined by a completion (one still running, or one cut off), 409: complete it, or abort it.
     */
    put: operations["putOrderFilePart"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v1/music/releases/{releaseID}/files/{fileID}/content/uploads/{uploadID}/parts/{partNumber}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Upload Release File Part
     * @description One part of a resumable upload, streamed on to storage. The body is the part's bytes; `Content-Type` a media type: `video/*`, `audio/*`, `application/mxf` or `application/octet-stream` (else 415); no `Content-Encoding` but `identity` (415 for `gzip` and any other: media is stored and delivered byte for byte as sent); `Content-Length` required; at most `PartSize` bytes (422 `part_too_large`), and every part but the last exactly `PartSize`. `Content-Digest: sha-256=:<base64>:` (RFC 9530), when sent, is checked against the bytes received: a mismatch is 422 `digest_mismatch` and keeps nothing. A part sent again replaces the earlier one; one sent with `Content-Digest` replaces it only once checked (a mismatch leaves the part received before as it was). The upload must be under way (404 once completed or aborted); once its parts were joined by a completion (one still running, or one cut off), 409: complete it, or abort it.
     */
    put: operations["putReleaseFilePart"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  "file.rendition_ready": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A station's rendition is ready
     * @description The file a station's spec asks for (its `Deliver`) was made from the master, probed and measured (and, normalised, found within 0.5 LU of its target): its download now answers it, and its ingest entry offers it. Sent to the file's owner and, once the order is published, to each destination receiving the rendition and each group acting for one; written in the same batch as the rendition's state, at most once a rendition.
     */
    post: operations["event.file.rendition_ready"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "file.rendition_failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A station's rendition could not be made
     * @description The rendition a station's spec asks for could not be made (`upscale_refused`: the master's picture is smaller than the Deliver's; `loudness_missed`: the rendition missed its target by the service's meter; the engine kept failing): it is never served, its destinations' compliance is `Fail`, and a publish refuses it (`spec_violation`). Replace the content to try again. Sent to the file's owner and, once the order is published, to each destination receiving the rendition and each group acting for one; written in the same batch as the rendition's state, at most once a rendition.
     */
    post: operations["event.file.rendition_failed"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    Problem: {
      /** @description A URI reference naming the kind of problem, e.g. `/problems/validation-failed`. */
      type: string;
      title: string;
      status: number;
      /** @description What went wrong, in words a caller can act on. */
      detail: string;
      /** @description The request path. */
      instance: string;
      /** @description The request's id, as in `X-Request-Id` and the request log. */
      requestId: string;
      errors?: {
        /** @description The failing field, e.g. `Files[0].AdID` or `orderID`. */
        field: string;
        /** @description `required`, `too_long`, `too_short`, `invalid_type`, `invalid_format`, `invalid_value`, `out_of_range`, `duplicate`, `not_found`, … */
        code: string;
        message: string;
      }[];
    };
    /** @description A file's rendition for some of its destinations, made or given up. */
    RenditionEventData: {
      OrderID: number;
      FileID: number;
      AdID: string | null;
      /** @description Where a station downloads its rendition (the owner: add `?organizationID=`, which delivers nothing). */
      ContentUrl: string;
      /** @description The destinations receiving this rendition (stations with the same Deliver share one) that the recipient may see: every one for the owner, itself or its stations for a destination or group. */
      Destinations: number[];
      /** @description As `Rendition` of the file's compliance (File Compliance) now says. */
      Rendition: {
        /** @enum {string} */
        Status: "Ready" | "Failed";
        /** @description Why it Failed (e.g. `upscale_refused: …`); else null. */
        Reason: string | null;
        ContentType: string | null;
        Bytes: number | null;
        /** @description Lowercase hex, of the rendition's bytes; null if Failed. */
        Sha256: string | null;
      };
      /** Format: date-time */
      At: string;
    };
    State: {
      StateID: number;
      Name: string;
      Description: string;
    };
    /** @description The file's rights window (absent from a file that has none). */
    Rights: {
      AirStart: string | null;
      AirEnd: string | null;
      Notes: string | null;
    };
    OrderFile: {
      /** @description The file's ID, assigned by the service. */
      FileID: number;
      /** @description The Ad-ID or ISCI code, upper-cased. */
      AdID: string;
      Title: string;
      /** @description Running time in seconds. */
      Length: number;
      /** @enum {string} */
      Format: "HD" | "SD" | "Audio";
      Rights?: components["schemas"]["Rights"];
    };
    /** @description A validation warning: it never blocks the request. */
    Warning: {
      /**
       * @description `destination_offline`: the destination is offline, its deliveries wait until it is back online. `flight_start_past`: FlightStartDate is before today (Eastern Time). `short_lead_time`: a `Standard` order whose flight starts within 48 hours (consider `Rush`). `compliance_pending` (Publish Order): a file's loudness is still being measured, so its compliance with a destination's spec is not known yet. `rights_end_in_flight` (Publish): a file's AirEnd falls inside a station's flight: it stops airing then. `late_copy` (Publish): a station gets a file later than its spec's CopyDeadlineHours before its first airing day. `rendition_pending` (Publish): the file a station receives (its spec's Deliver) is still being made from the master; its download waits for it.
       * @enum {string}
       */
      Code:
        | "destination_offline"
        | "flight_start_past"
        | "short_lead_time"
        | "compliance_pending"
        | "rights_end_in_flight"
        | "late_copy"
        | "rendition_pending";
      Message: string;
      /** @description The field the warning is about, e.g. `Destinations[2]`. */
      Field: string;
    };
    OrderWithWarnings: {
      OrderID: number;
      /**
       * @description `Spot` or `LongForm`.
       * @enum {string}
       */
      OrderType: "Spot" | "LongForm";
      /**
       * @description The order state (see Order States List).
       * @enum {string}
       */
      Status: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
      Advertiser: string;
      Brand: string | null;
      Product: string | null;
      PurchaseOrder: string | null;
      /** @enum {string} */
      Priority: "Standard" | "Rush";
      FlightStartDate: string | null;
      FlightEndDate: string | null;
      TrafficInstructions: string | null;
      ProgramTitle: string | null;
      Episode: string | null;
      /** @description XML: `<Files><File>…</File></Files>`. */
      Files: components["schemas"]["OrderFile"][];
      /**
       * Format: date-time
       * @description When the order was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the order last changed.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
      /** @description The name of the organization that created (owns) the order. */
      CreatedBy: string;
      /** @description The destination organizations' IDs, in the order given. The owner sees all; a destination caller only those it acts for (itself or through group access). XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations: number[];
      /** @description Validation warnings, empty when none. XML: `<Warnings><Warning>…</Warning></Warnings>`. */
      Warnings: components["schemas"]["Warning"][];
    };
    /** @description The file's rights window: the talent and music usage dates. A station is never given a StartDate before AirStart nor an EndDate after AirEnd (ingest entries, the `cart` chunk, the instruction sheet). Publishing a file whose AirEnd is before the station's first airing day is 422 `rights_expired`; an AirEnd inside its flight warns `rights_end_in_flight`. */
    RightsInput: {
      /** @description The first day the file may air (talent and music usage), `YYYY-MM-DD`; absent: no limit. */
      AirStart?: string;
      /** @description The last day the file may air, `YYYY-MM-DD`, not before AirStart; absent: no limit. */
      AirEnd?: string;
      /** @description What the rights are (talent cycle, music licence), at most 500 characters. */
      Notes?: string;
    };
    OrderFileInput: {
      /** @description The spot's code, unique within the order: an Ad-ID of 11 uppercase letters or digits not starting with `0`, optionally followed by `H` (HD) or `D` (3D), e.g. `GLCU0012000H`; or a legacy ISCI code of 4 letters then 4 digits, e.g. `ABCD1234`. Lowercase letters are upper-cased; surrounding spaces are trimmed. */
      AdID: string;
      /** @description The spot's title, at most 100 characters. */
      Title: string;
      /** @description The running time in whole seconds, 1 to 3600. */
      Length: number;
      /**
       * @description `HD` (default), `SD` or `Audio`.
       * @default HD
       * @enum {string}
       */
      Format?: "HD" | "SD" | "Audio";
      Rights?: components["schemas"]["RightsInput"];
    };
    /** @description A spot order. XML root `Order`. */
    OrderInput: {
      /** @description The advertiser, at most 100 characters. */
      Advertiser: string;
      /** @description The brand, at most 100 characters. */
      Brand?: string;
      /** @description The product, at most 100 characters. */
      Product?: string;
      /** @description The agency's purchase order number, at most 50 characters. */
      PurchaseOrder?: string;
      /**
       * @description `Standard` (default) or `Rush`.
       * @default Standard
       * @enum {string}
       */
      Priority?: "Standard" | "Rush";
      /** @description The first day the spots air, `YYYY-MM-DD` (a day in Eastern Time). */
      FlightStartDate?: string;
      /** @description The last day the spots air, `YYYY-MM-DD`; not before FlightStartDate. */
      FlightEndDate?: string;
      /** @description Instructions for the stations' traffic departments, at most 4000 characters. */
      TrafficInstructions?: string;
      /** @description The spots to deliver, 1 to 50. XML: `<Files><File>…</File></Files>`. The service assigns each its FileID. */
      Files: components["schemas"]["OrderFileInput"][];
      /** @description The destination organizations to deliver to, 1 to 200, each a known destination and named once. XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations: number[];
    };
    OrderSummary: {
      OrderID: number;
      /**
       * @description `Spot` or `LongForm`.
       * @enum {string}
       */
      OrderType: "Spot" | "LongForm";
      /**
       * @description The order state (see Order States List).
       * @enum {string}
       */
      Status: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
      Advertiser: string;
      Brand: string | null;
      Product: string | null;
      /** @description The name of the organization that created (owns) the order. */
      CreatedBy: string;
      /**
       * Format: date-time
       * @description When the order was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the order last changed.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
      /** @description How many files the order has. */
      FileCount: number;
      /** @description How many of the order's destinations the caller sees: all of them for the owner, those it acts for to a destination caller (as in Order Detail). */
      DestinationCount: number;
    };
    LongFormOrderFileInput: {
      /** @description The spot's code, unique within the order: an Ad-ID of 11 uppercase letters or digits not starting with `0`, optionally followed by `H` (HD) or `D` (3D), e.g. `GLCU0012000H`; or a legacy ISCI code of 4 letters then 4 digits, e.g. `ABCD1234`. Lowercase letters are upper-cased; surrounding spaces are trimmed. */
      AdID: string;
      /** @description The spot's title, at most 100 characters. */
      Title: string;
      /** @description The running time in whole seconds, 120 to 3600 for a long form order. */
      Length: number;
      /**
       * @description `HD` (default), `SD` or `Audio`.
       * @default HD
       * @enum {string}
       */
      Format?: "HD" | "SD" | "Audio";
      Rights?: components["schemas"]["RightsInput"];
    };
    /** @description A long form order: the spot order's fields plus ProgramTitle and Episode; every file runs at least 120 seconds. XML root `Order`. */
    LongFormOrderInput: {
      /** @description The advertiser, at most 100 characters. */
      Advertiser: string;
      /** @description The brand, at most 100 characters. */
      Brand?: string;
      /** @description The product, at most 100 characters. */
      Product?: string;
      /** @description The agency's purchase order number, at most 50 characters. */
      PurchaseOrder?: string;
      /**
       * @description `Standard` (default) or `Rush`.
       * @default Standard
       * @enum {string}
       */
      Priority?: "Standard" | "Rush";
      /** @description The first day the spots air, `YYYY-MM-DD` (a day in Eastern Time). */
      FlightStartDate?: string;
      /** @description The last day the spots air, `YYYY-MM-DD`; not before FlightStartDate. */
      FlightEndDate?: string;
      /** @description Instructions for the stations' traffic departments, at most 4000 characters. */
      TrafficInstructions?: string;
      /** @description The spots to deliver, 1 to 50. XML: `<Files><File>…</File></Files>`. The service assigns each its FileID. */
      Files: components["schemas"]["LongFormOrderFileInput"][];
      /** @description The destination organizations to deliver to, 1 to 200, each a known destination and named once. XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations: number[];
      /** @description The program's title, at most 200 characters. */
      ProgramTitle: string;
      /** @description The episode, at most 100 characters. */
      Episode?: string;
    };
    OrderGroup: {
      /** @description The group's ID, assigned by the service. */
      OrderGroupID: number;
      Name: string;
      /**
       * @description `Draft` while the group is being put together (orders may be added and taken out; Publish Order Group publishes them all), `Published` once it is published: it is then the record of what went out together, and its orders no longer change group.
       * @enum {string}
       */
      Status: "Draft" | "Published";
      /** @description Its orders, by OrderID, as Order List shows them (an order deleted after publish is left out, as every read leaves it out). XML: `<Orders><Order>…</Order></Orders>`. */
      Orders: components["schemas"]["OrderSummary"][];
      /**
       * Format: date-time
       * @description When the group was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the group last changed: renamed, an order added or taken out (or deleted as a draft), published.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
    };
    /** @description A new order group. XML root `OrderGroup`. */
    OrderGroupInput: {
      /** @description The group's name (the campaign's, say), at most 100 characters. */
      Name: string;
      /**
       * @description The orders to put in the group at once, 0 to 100: each a `Draft` order of the caller's organization, in no other group, named once. XML: `<OrderIDs><OrderID>5027</OrderID></OrderIDs>`.
       * @default []
       */
      OrderIDs?: number[];
    };
    OrderGroupSummary: {
      /** @description The group's ID, assigned by the service. */
      OrderGroupID: number;
      Name: string;
      /**
       * @description `Draft` while the group is being put together (orders may be added and taken out; Publish Order Group publishes them all), `Published` once it is published: it is then the record of what went out together, and its orders no longer change group.
       * @enum {string}
       */
      Status: "Draft" | "Published";
      /** @description Its orders' IDs, in order. XML: `<OrderIDs><OrderID>5023</OrderID></OrderIDs>`. */
      OrderIDs: number[];
      /**
       * Format: date-time
       * @description When the group was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the group last changed: renamed, an order added or taken out (or deleted as a draft), published.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
    };
    AsRunRejection: {
      /** @description The entry's position in `AsRun` (from 0), or among the CSV's entries. */
      Index: number;
      /** @description The CSV line it was on (the header is line 1); null for JSON and XML. */
      Line: number | null;
      /**
       * @description `invalid_entry` (not an object), `organization_required` (a group named no station), `unknown_organization` (no such destination), `not_acting_for` (a station the key may not act for), `bad_time` (AiredAt missing, not ISO 8601 with Z or an offset, not a day of its month, or outside years 0000 to 9999 in UTC or in the station's time), `no_spot` (neither AdID nor HouseID), `bad_spot` (AdID over 20 or HouseID over 25 characters), `bad_duration` (DurationSeconds not a whole number of seconds from 0 to 86400).
       * @enum {string}
       */
      Code:
        | "invalid_entry"
        | "organization_required"
        | "unknown_organization"
        | "not_acting_for"
        | "bad_time"
        | "no_spot"
        | "bad_spot"
        | "bad_duration";
      Message: string;
    };
    AsRunUnmatched: {
      /** @description The entry's position in `AsRun` (from 0), or among the CSV's entries. */
      Index: number;
      /** @description The CSV line it was on (the header is line 1); null for JSON and XML. */
      Line: number | null;
      /** @description The station. */
      OrganizationID: number;
      /**
       * Format: date-time
       * @description When it aired, in UTC.
       */
      AiredAt: string;
      AdID: string | null;
      HouseID: string | null;
    };
    AsRunResult: {
      /** @description Entries stored now. */
      Accepted: number;
      /** @description Entries already stored (same station, AiredAt, AdID and HouseID), or repeated in this request: not stored twice. */
      Duplicates: number;
      /** @description Each entry refused, alone, with why; the others are kept. */
      Rejected: components["schemas"]["AsRunRejection"][];
      /** @description Entries stored now that match no published order sent to that station (no file of that AdID or house ID, or none whose flights cover the day it aired). */
      Unmatched: components["schemas"]["AsRunUnmatched"][];
    };
    AsRunEntryInput: {
      /** @description The station that aired it: default the key's own destination; a station group names one of its stations on each entry. */
      OrganizationID?: number;
      /** @description When it aired: ISO 8601 with `Z` or an offset, e.g. `2026-11-20T07:42:15-05:00`; a real day of its month, and of years 0000 to 9999 both in UTC and in the station's time zone (else `bad_time`: 2026-02-30 is no day, and 9999-12-31T23:00:00-05:00 is year 10000 in UTC). */
      AiredAt: string;
      /** @description The spot's Ad-ID (or ISCI code); AdID or HouseID at least. */
      AdID?: string;
      /** @description The station's own house ID of the spot, as it set it with Set House ID. */
      HouseID?: string;
      /** @description How long it aired, in whole seconds (0 to 86400). */
      DurationSeconds?: number;
    };
    /** @description An as-run log. XML root `AsRunLog`; CSV with a header line, see the operation. */
    AsRunLog: {
      /** @description What aired, up to 10000 entries. XML: `<AsRun><Entry>…</Entry></AsRun>`. Each entry is judged alone: a bad one is listed in `Rejected`, the rest kept. */
      AsRun: components["schemas"]["AsRunEntryInput"][];
    };
    AsRunEntry: {
      /** @description The entry: unique across every station, and kept when the service moves a station's entries to another of its databases. A large number (up to 2^53 - 1): read it as a 64-bit integer. */
      EntryID: number;
      /** @description The station that aired it. */
      OrganizationID: number;
      /**
       * Format: date-time
       * @description When it aired, in UTC.
       */
      AiredAt: string;
      /** @description As posted, else the AdID of the file its HouseID matched; null when neither. */
      AdID: string | null;
      /** @description As posted; null when not. */
      HouseID: string | null;
      DurationSeconds: number | null;
      /** @description The order it matched when posted; null: unmatched. */
      OrderID: number | null;
      FileID: number | null;
      /**
       * Format: date-time
       * @description When it was posted.
       */
      PostedAt: string;
    };
    /** @description One entry of a station's ingest feed: a snapshot of the file as it was when the entry arose. */
    IngestEntry: {
      /** @description The entry's ID: increasing in the order entries arose. */
      EntryID: number;
      /**
       * @description `ingest`: a file is there to take; `update`: its metadata changed (a house ID, an instructions revision's dates), the entry carries the new values; `kill`: stop airing it (the order was cancelled, or a revision took the file off this station, its rights ended, or a clearing body this station requires rejected it).
       * @enum {string}
       */
      Action: "ingest" | "update" | "kill";
      /**
       * Format: date-time
       * @description When the entry arose.
       */
      CreatedAt: string;
      /**
       * @description What the file belongs to: an order or a release.
       * @enum {string}
       */
      Family: "order" | "release";
      /** @description The order (an order's file). */
      OrderID?: number;
      /** @description The release (a release's file). */
      ReleaseID?: number;
      /** @description The file. */
      FileID: number;
      /** @description The spot's Ad-ID (an order's file). */
      AdID?: string | null;
      /** @description The track's ISRC (a release's file). */
      ISRC?: string | null;
      /** @description The file's title. */
      Title: string;
      /** @description The order's advertiser (an order's file). */
      Advertiser?: string | null;
      /** @description The release's artist (a release's file). */
      Artist?: string | null;
      /** @description Running time in seconds. */
      Length: number | null;
      /** @description This station's house ID of the file; null when it set none. */
      HouseID: string | null;
      /** @description The first day to air it: the first StartDate of this station's flights rotating the file in the order's traffic instructions, else the order's FlightStartDate; a release's ReleaseDate (YYYY-MM-DD), or null. */
      StartDate: string | null;
      /** @description The last day to air it: the last EndDate of this station's flights rotating the file, else the order's FlightEndDate; null for a release (YYYY-MM-DD), or null. */
      EndDate: string | null;
      /** @description Absolute URL of the file's plain content (GET it with the same key; `?format=bwf` for Broadcast Wave). */
      ContentUrl: string;
      /** @description The media type of what this station receives, e.g. `audio/wav`: the content, or its rendition when the station's spec has a `Deliver`. */
      ContentType: string | null;
      /** @description The size in bytes of what this station receives (the content, or its rendition). */
      Bytes: number | null;
      /** @description The SHA-256 of what this station receives plain (the content, or its rendition), lowercase hex. */
      Sha256: string | null;
      /** @description The file's clearance restrictions (contract section 20), each `Body: restriction` (e.g. `ABNT Standards: not before 21:00`), from every clearing body that cleared it `Restricted`; empty when none. A change after the file was given is an `update`. */
      Restrictions: string[];
    };
    IngestFeed: {
      /** @description The entries after the cursor, in the order they arose. */
      Entries: components["schemas"]["IngestEntry"][];
      /** @description Where to ask again from (after the last entry of this page; an empty page: the cursor given). */
      Cursor: string;
    };
    IngestAcknowledgement: {
      /** @description The entry acknowledged. */
      EntryID: number;
      /**
       * @description As acknowledged.
       * @enum {string}
       */
      Status: "Ingested" | "Failed";
      /** @description As acknowledged; null when none. */
      Message: string | null;
      /**
       * Format: date-time
       * @description When this acknowledgement was recorded.
       */
      AcknowledgedAt: string;
    };
    /** @description XML root `IngestAcknowledgement`. */
    IngestAcknowledgementInput: {
      /** @description The entry acknowledged. */
      EntryID: number;
      /**
       * @description `Ingested`: the automation has the file (or took the update or kill); `Failed`: it could not.
       * @enum {string}
       */
      Status: "Ingested" | "Failed";
      /** @description What happened, in words (e.g. why it failed). */
      Message?: string;
    };
    ReleaseFile: {
      /** @description The file's ID, assigned by the service. */
      FileID: number;
      /** @description The ISRC, normalised. */
      ISRC: string;
      Title: string;
      /** @description Running time in seconds. */
      Length: number;
      Rights?: components["schemas"]["Rights"];
    };
    ReleaseWithWarnings: {
      ReleaseID: number;
      /**
       * @description The release's state, as an order's (see Order States List): Draft, Published, In Progress, Delivered.
       * @enum {string}
       */
      Status: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
      Title: string;
      Artist: string;
      UPC: string | null;
      ReleaseDate: string | null;
      /** @description XML: `<Files><File>…</File></Files>`. */
      Files: components["schemas"]["ReleaseFile"][];
      /**
       * Format: date-time
       * @description When the release was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the release last changed.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
      /** @description The name of the label that created (owns) the release. */
      CreatedBy: string;
      /** @description The destination organizations' IDs, in the order given. The owner sees all; a destination caller only those it acts for (itself or through group access). XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations: number[];
      /** @description Validation warnings, empty when none (for a release: `destination_offline`). XML: `<Warnings><Warning>…</Warning></Warnings>`. */
      Warnings: components["schemas"]["Warning"][];
    };
    ReleaseFileInput: {
      /** @description The track's title, at most 200 characters. */
      Title: string;
      /** @description The track's ISRC, unique within the release: 12 characters, 2 letters (country), 3 letters or digits (registrant), 2 digits (year), 5 digits, e.g. `USBHR2600101`. Written with hyphens or spaces (`US-BHR-26-00101`), an `ISRC` prefix, or in lowercase, it is normalised to that form; anything else is a 422. */
      ISRC: string;
      /** @description The running time in whole seconds, 1 to 3600. */
      Length: number;
      Rights?: components["schemas"]["RightsInput"];
    };
    /** @description A music release. XML root `Release`. */
    ReleaseInput: {
      /** @description The release's title, at most 200 characters. */
      Title: string;
      /** @description The artist, at most 200 characters. */
      Artist: string;
      /** @description The release's UPC (GTIN-12, 12 digits) or EAN (GTIN-13, 13 digits); optional. Its check digit is verified: a wrong one is 422 `invalid_upc`. */
      UPC?: string;
      /** @description The day the release comes out, `YYYY-MM-DD`; optional. */
      ReleaseDate?: string;
      /** @description The tracks to deliver, 1 to 100. XML: `<Files><File>…</File></Files>`. The service assigns each its FileID. */
      Files: components["schemas"]["ReleaseFileInput"][];
      /** @description The destination organizations to deliver to, 1 to 200, each a known destination and named once. XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations: number[];
    };
    ReleaseSummary: {
      ReleaseID: number;
      /**
       * @description The release's state, as an order's (see Order States List): Draft, Published, In Progress, Delivered.
       * @enum {string}
       */
      Status: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
      Title: string;
      Artist: string;
      UPC: string | null;
      ReleaseDate: string | null;
      /** @description The name of the label that created (owns) the release. */
      CreatedBy: string;
      /**
       * Format: date-time
       * @description When the release was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the release last changed.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
      /** @description How many tracks the release has. */
      FileCount: number;
      /** @description How many of the release's destinations the caller sees: all for the label, those it acts for to a destination caller. */
      DestinationCount: number;
    };
    /** @description One delivery: one file of an order at one destination. */
    ProofOfDelivery: {
      /** @description The order. */
      OrderID: number;
      /** @description The file (the platform's own file identifier). */
      FileID: number;
      /** @description The file's Ad-ID (or legacy ISCI code). */
      AdID: string;
      /** @description The destination organization. */
      OrganizationID: number;
      /** @description The destination organization's name (call letters). */
      OrganizationName: string;
      /**
       * @description The delivery's proof of delivery (POD) state; see POD States List.
       * @enum {string}
       */
      Status: "Queued" | "Sending" | "Delivered" | "Failed" | "Cancelled";
      /**
       * Format: date-time
       * @description When the delivery entered its current state.
       */
      StatusDate: string;
      /** @description When the destination received the file's last byte (in one download or in ranges); null until it has. */
      DeliveredAt: string | null;
      /** @description Who fetched it: the API key's prefix, and the contact's name in parentheses for a contact's key; null until delivered. */
      DeliveredBy: string | null;
      /** @description When the station's automation took the file in: its first acknowledgement `Ingested` of the file's `ingest` entry in the station's ingest feed (Acknowledge Ingest Entry); null until then. */
      IngestedAt: string | null;
      /** @description The size of the file delivered (the station's rendition, when its spec has a `Deliver`). */
      Bytes: number | null;
      /** @description The SHA-256 (lowercase hex) of the file delivered (the station's rendition, when its spec has a `Deliver`): what the destination can check it by. */
      Sha256: string | null;
      /** @description Published later than the station's copy deadline (its spec's `CopyDeadlineHours` before its first airing day, in its time zone). */
      Late: boolean;
    };
    Destination: {
      OrganizationID: number;
      /** @description Call letters, e.g. WXYZ-TV. */
      Name: string;
      DisplayName: string;
      /** @enum {string} */
      Type: "TV" | "Radio" | "Cable" | "Network";
      Market: string | null;
      Country: string | null;
      /** @enum {string} */
      Status: "Online" | "Offline";
      /** @description The IANA time zone of the station's schedule, e.g. `America/Denver`: the days and dayparts of its traffic instructions, and its as-run log, are read in it. */
      TimeZone: string;
      /** Format: date-time */
      UpdatedAt: string;
    };
    WebhookWithSecret: {
      WebhookID: number;
      Url: string;
      /** @description The event types to receive, or `["*"]` for all: `order.published`, `order.received`, `order.cancelled`, `order.delivered`, `release.published`, `release.received`, `release.cancelled`, `release.delivered`, `delivery.updated`, `comment.created`, `approval.created`, `file.house_id_set`, `file.asset_status_set`, `ordergroup.published`, `order.instructions_revised`, `order.instructions_acknowledged`, `asrun.discrepancy`, `file.compliance_failed`, `delivery.ingested`, `file.rights_expiring`, `file.rights_expired`, `file.rendition_ready`, `file.rendition_failed`, `file.clearance_rejected`. XML: `<Events><Event>order.received</Event></Events>`. */
      Events: string[];
      Description: string | null;
      /** @description Whether events are sent to it. */
      Enabled: boolean;
      /** @description Why the service disabled it (every attempt failed for 5 days); null otherwise. */
      DisabledReason: string | null;
      /**
       * Format: date-time
       * @description When it was subscribed.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When it last changed.
       */
      UpdatedAt: string;
      /** @description The signing secret, `whsec_` and base64: shown only in this answer. Verify each event with it as the Standard Webhooks specification says (any of its libraries does). */
      Secret: string;
    };
    /** @description An endpoint to subscribe. XML root `Webhook`. */
    WebhookInput: {
      /** @description Where events are POSTed: an `https` URL of a public host: no loopback, private, link-local, multicast or reserved address; no `localhost`, `*.local` or `*.internal` name (a trailing dot changes nothing); an IPv6 address only if global unicast (2000::/3) and embedding no IPv4 address (no NAT64, 6to4, Teredo, IPv4-mapped or -compatible address). Stored, answered and called as the URL parser writes it (host lower-cased, tabs and line breaks removed). Under `npm start`, `http://localhost` and `http://127.0.0.1` work too. */
      Url: string;
      /** @description The event types to receive, or `["*"]` for all: `order.published`, `order.received`, `order.cancelled`, `order.delivered`, `release.published`, `release.received`, `release.cancelled`, `release.delivered`, `delivery.updated`, `comment.created`, `approval.created`, `file.house_id_set`, `file.asset_status_set`, `ordergroup.published`, `order.instructions_revised`, `order.instructions_acknowledged`, `asrun.discrepancy`, `file.compliance_failed`, `delivery.ingested`, `file.rights_expiring`, `file.rights_expired`, `file.rendition_ready`, `file.rendition_failed`, `file.clearance_rejected`. XML: `<Events><Event>order.received</Event></Events>`. */
      Events: (
        | "order.published"
        | "order.received"
        | "order.cancelled"
        | "order.delivered"
        | "release.published"
        | "release.received"
        | "release.cancelled"
        | "release.delivered"
        | "delivery.updated"
        | "comment.created"
        | "approval.created"
        | "file.house_id_set"
        | "file.asset_status_set"
        | "ordergroup.published"
        | "order.instructions_revised"
        | "order.instructions_acknowledged"
        | "asrun.discrepancy"
        | "file.compliance_failed"
        | "delivery.ingested"
        | "file.rights_expiring"
        | "file.rights_expired"
        | "file.rendition_ready"
        | "file.rendition_failed"
        | "file.clearance_rejected"
        | "*"
      )[];
      /** @description What the endpoint is, at most 200 characters. */
      Description?: string;
    };
    Webhook: {
      WebhookID: number;
      Url: string;
      /** @description The event types to receive, or `["*"]` for all: `order.published`, `order.received`, `order.cancelled`, `order.delivered`, `release.published`, `release.received`, `release.cancelled`, `release.delivered`, `delivery.updated`, `comment.created`, `approval.created`, `file.house_id_set`, `file.asset_status_set`, `ordergroup.published`, `order.instructions_revised`, `order.instructions_acknowledged`, `asrun.discrepancy`, `file.compliance_failed`, `delivery.ingested`, `file.rights_expiring`, `file.rights_expired`, `file.rendition_ready`, `file.rendition_failed`, `file.clearance_rejected`. XML: `<Events><Event>order.received</Event></Events>`. */
      Events: string[];
      Description: string | null;
      /** @description Whether events are sent to it. */
      Enabled: boolean;
      /** @description Why the service disabled it (every attempt failed for 5 days); null otherwise. */
      DisabledReason: string | null;
      /**
       * Format: date-time
       * @description When it was subscribed.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When it last changed.
       */
      UpdatedAt: string;
    };
    ApiKey: {
      KeyID: number;
      /** @description The key's start, `...` and the first 8 hex digits of its SHA-256: tells it apart from the organization's other keys, and is the `ApiKeyPrefix` of its requests in the request log. */
      Prefix: string;
      /** @description What the key is for; null for a key made without a name. */
      Name: string | null;
      /** @description The contact the key acts as; null for the organization's own key. */
      ContactID: number | null;
      /** @description That contact's name; null for the organization's own key. */
      ContactName: string | null;
      /**
       * Format: date-time
       * @description When the key was made.
       */
      CreatedAt: string;
      /** @description When it stops working; null: never. */
      ExpiresAt: string | null;
      /** @description When it was revoked; null while it is not. */
      RevokedAt: string | null;
      /** @description When it last authenticated a request, whatever the answer (to within a minute); null: never used. */
      LastUsedAt: string | null;
    };
    ApiKeyWithSecret: {
      KeyID: number;
      /** @description The key's start, `...` and the first 8 hex digits of its SHA-256: tells it apart from the organization's other keys, and is the `ApiKeyPrefix` of its requests in the request log. */
      Prefix: string;
      /** @description What the key is for; null for a key made without a name. */
      Name: string | null;
      /** @description The contact the key acts as; null for the organization's own key. */
      ContactID: number | null;
      /** @description That contact's name; null for the organization's own key. */
      ContactName: string | null;
      /**
       * Format: date-time
       * @description When the key was made.
       */
      CreatedAt: string;
      /** @description When it stops working; null: never. */
      ExpiresAt: string | null;
      /** @description When it was revoked; null while it is not. */
      RevokedAt: string | null;
      /** @description When it last authenticated a request, whatever the answer (to within a minute); null: never used. */
      LastUsedAt: string | null;
      /** @description The key itself, shown only in this answer: only its SHA-256 is kept. Send it as `X-API-Key` (or `Authorization: Bearer`). */
      Key: string;
    };
    /** @description A key to make. XML root `ApiKey`. */
    ApiKeyInput: {
      /** @description What the key is for, at most 100 characters (e.g. `Traffic system`). */
      Name: string;
      /** @description When the key stops working: an ISO 8601 date-time with `Z` or an offset, in the future. Never, when absent. */
      ExpiresAt?: string;
      /** @description A contact (person) of the caller's organization: the key acts as that contact. The organization itself, when absent. */
      ContactID?: number;
    };
    LogEntry: {
      /** @description The entry's id, unique within the account: its group's first date in milliseconds × 1000 plus its place; the list's order. */
      LogID: number;
      /**
       * Format: date-time
       * @description When the request arrived (UTC).
       */
      RequestDate: string;
      /** @description The request's method, upper case. */
      HttpMethod: string;
      /** @description The path and query as requested, e.g. `/api/v1/ad/orders/5001?x=1`. */
      Url: string;
      /** @description The operation's path with its placeholders as this document names them, e.g. `/api/v1/ad/orders/{orderID}`; null for a path no operation answers. */
      UrlTemplate: string | null;
      /** @description The HTTP status of the answer. */
      StatusCode: number;
      /** @description Time taken to answer, in milliseconds. */
      DurationMs: number;
      /** @description The request's `X-Request-Id`, as in any error body. */
      RequestId: string;
      /** @description The first characters of the API key used, to tell the account's keys apart. */
      ApiKeyPrefix: string | null;
    };
    Order: {
      OrderID: number;
      /**
       * @description `Spot` or `LongForm`.
       * @enum {string}
       */
      OrderType: "Spot" | "LongForm";
      /**
       * @description The order state (see Order States List).
       * @enum {string}
       */
      Status: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
      Advertiser: string;
      Brand: string | null;
      Product: string | null;
      PurchaseOrder: string | null;
      /** @enum {string} */
      Priority: "Standard" | "Rush";
      FlightStartDate: string | null;
      FlightEndDate: string | null;
      TrafficInstructions: string | null;
      ProgramTitle: string | null;
      Episode: string | null;
      /** @description XML: `<Files><File>…</File></Files>`. */
      Files: components["schemas"]["OrderFile"][];
      /**
       * Format: date-time
       * @description When the order was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the order last changed.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
      /** @description The name of the organization that created (owns) the order. */
      CreatedBy: string;
      /** @description The destination organizations' IDs, in the order given. The owner sees all; a destination caller only those it acts for (itself or through group access). XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations: number[];
    };
    /** @description A whole order input, as Create Order (a spot order) or Create Long Form Order (a long form order: ProgramTitle required, every file at least 120 seconds) takes it; the order keeps its type. XML root `Order`. */
    ReplaceOrderInput: {
      /** @description The advertiser, at most 100 characters. */
      Advertiser: string;
      /** @description The brand, at most 100 characters. */
      Brand?: string;
      /** @description The product, at most 100 characters. */
      Product?: string;
      /** @description The agency's purchase order number, at most 50 characters. */
      PurchaseOrder?: string;
      /**
       * @description `Standard` (default) or `Rush`.
       * @default Standard
       * @enum {string}
       */
      Priority?: "Standard" | "Rush";
      /** @description The first day the spots air, `YYYY-MM-DD` (a day in Eastern Time). */
      FlightStartDate?: string;
      /** @description The last day the spots air, `YYYY-MM-DD`; not before FlightStartDate. */
      FlightEndDate?: string;
      /** @description Instructions for the stations' traffic departments, at most 4000 characters. */
      TrafficInstructions?: string;
      /** @description The spots to deliver, 1 to 50. XML: `<Files><File>…</File></Files>`. The service assigns each its FileID. */
      Files: components["schemas"]["OrderFileInput"][];
      /** @description The destination organizations to deliver to, 1 to 200, each a known destination and named once. XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations: number[];
      /** @description A long form order's program title, at most 200 characters: required for one, ignored for a spot order. */
      ProgramTitle?: string;
      /** @description A long form order's episode, at most 100 characters; ignored for a spot order. */
      Episode?: string;
    };
    OrderDeletion: {
      OrderID: number;
      /**
       * @description `Removed`: the order was a draft and is gone with its files and destinations. `Cancelled`: the order was past draft; it is cancelled, its open deliveries too, its history kept.
       * @enum {string}
       */
      Outcome: "Removed" | "Cancelled";
      /** @description How many open (`Queued` or `Sending`) deliveries were cancelled; delivered ones stay delivered. */
      CancelledDeliveries: number;
      /**
       * Format: date-time
       * @description When the order was deleted.
       */
      DeletedAt: string;
    };
    /** @description Publish takes no fields: send no body, or an empty JSON object or XML element. */
    PublishOrderInput: Record<string, never>;
    OrderDelivery: {
      FileID: number;
      AdID: string;
      /**
       * @description The proof of delivery state (see POD States List).
       * @enum {string}
       */
      Status: "Queued" | "Sending" | "Delivered" | "Failed" | "Cancelled";
      /**
       * Format: date-time
       * @description When the delivery reached its status.
       */
      StatusDate: string;
      DeliveredAt: string | null;
    };
    OrderDestination: {
      OrganizationID: number;
      Name: string | null;
      DisplayName: string | null;
      Type: ("TV" | "Radio" | "Cable" | "Network") | null;
      /** @description Whether the destination is online now; an offline one receives its deliveries once back. */
      Status: ("Online" | "Offline") | null;
      /** @description One delivery per file of the order, once published (empty for a draft). XML: `<Deliveries><Delivery>…</Delivery></Deliveries>`. */
      Deliveries: components["schemas"]["OrderDelivery"][];
    };
    OrderWithDestinations: {
      OrderID: number;
      /**
       * @description `Spot` or `LongForm`.
       * @enum {string}
       */
      OrderType: "Spot" | "LongForm";
      /**
       * @description The order state (see Order States List).
       * @enum {string}
       */
      Status: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
      Advertiser: string;
      Brand: string | null;
      Product: string | null;
      PurchaseOrder: string | null;
      /** @enum {string} */
      Priority: "Standard" | "Rush";
      FlightStartDate: string | null;
      FlightEndDate: string | null;
      TrafficInstructions: string | null;
      ProgramTitle: string | null;
      Episode: string | null;
      /** @description XML: `<Files><File>…</File></Files>`. */
      Files: components["schemas"]["OrderFile"][];
      /**
       * Format: date-time
       * @description When the order was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the order last changed.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
      /** @description The name of the organization that created (owns) the order. */
      CreatedBy: string;
      /** @description The destinations with their deliveries. The owner sees all; a destination caller only those it acts for. XML: `<Destinations><Destination>…</Destination></Destinations>`. */
      Destinations: components["schemas"]["OrderDestination"][];
    };
    /** @description The group's new name. XML root `OrderGroup`. */
    OrderGroupRename: {
      /** @description The group's name (the campaign's, say), at most 100 characters. */
      Name: string;
    };
    OrderGroupDeletion: {
      /** @description The group deleted. */
      OrderGroupID: number;
      /** @description The orders it held: they stay, drafts as they were, in no group now. */
      OrderIDs: number[];
      /**
       * Format: date-time
       * @description When the group was deleted.
       */
      DeletedAt: string;
    };
    PublishedOrderInGroup: {
      OrderID: number;
      /**
       * @description `Spot` or `LongForm`.
       * @enum {string}
       */
      OrderType: "Spot" | "LongForm";
      /**
       * @description The order state (see Order States List).
       * @enum {string}
       */
      Status: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
      Advertiser: string;
      Brand: string | null;
      Product: string | null;
      /** @description The name of the organization that created (owns) the order. */
      CreatedBy: string;
      /**
       * Format: date-time
       * @description When the order was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the order last changed.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
      /** @description How many files the order has. */
      FileCount: number;
      /** @description How many of the order's destinations the caller sees: all of them for the owner, those it acts for to a destination caller (as in Order Detail). */
      DestinationCount: number;
      /** @description This order's validation warnings, as Publish Order gives them (its `Field` the order's own, e.g. `Destinations[1]`), empty when none. XML: `<Warnings><Warning>…</Warning></Warnings>`. */
      Warnings: components["schemas"]["Warning"][];
    };
    PublishedOrderGroup: {
      /** @description The group's ID, assigned by the service. */
      OrderGroupID: number;
      Name: string;
      /**
       * @description `Draft` while the group is being put together (orders may be added and taken out; Publish Order Group publishes them all), `Published` once it is published: it is then the record of what went out together, and its orders no longer change group.
       * @enum {string}
       */
      Status: "Draft" | "Published";
      /** @description Every order of the group, published, by OrderID, each with its warnings. */
      Orders: components["schemas"]["PublishedOrderInGroup"][];
      /**
       * Format: date-time
       * @description When the group was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the group last changed: renamed, an order added or taken out (or deleted as a draft), published.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
    };
    /** @description Takes no fields: send no body, or an empty JSON object or XML element. */
    PublishOrderGroupInput: Record<string, never>;
    DaypartRecord: {
      Start: string;
      End: string;
    };
    RotationSpotRecord: {
      AdID: string;
      /** @description Percent of the flight's airings. */
      Weight: number;
    };
    Flight: {
      /** @description The flight's position in this revision's Flights, from 0 (as a 422 names it: `Flights[1]`). */
      Index: number;
      /** @description `YYYY-MM-DD`, station local time. */
      StartDate: string;
      /** @description `YYYY-MM-DD`, station local time. */
      EndDate: string;
      /** @description The destinations it is for (all of the order's when the input named none), those the caller may see. */
      Destinations: number[];
      /** @description The weekdays it airs, Mon first. */
      Days: ("Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun")[];
      /** @description When in the day, station local time; all day is `00:00`–`24:00`. */
      Dayparts: components["schemas"]["DaypartRecord"][];
      Rotation: components["schemas"]["RotationSpotRecord"][];
    };
    InstructionsAcknowledgement: {
      /** @description The destination. */
      OrganizationID: number;
      /** @description The latest revision it acknowledged; null: none yet. */
      Revision: number | null;
      AcknowledgedAt: string | null;
      /** @description Who acknowledged: the contact's name for a contact's key, else the organization's name. */
      AcknowledgedBy: string | null;
    };
    /** @description A warning: it never blocks the request. */
    InstructionsWarning: {
      /**
       * @description `outside_order_flight`: the flight runs outside the order's FlightStartDate..FlightEndDate. `html_removed`: Notes held HTML that is not kept. `late_copy`: the revision gives a station a file (an ingest entry `ingest`) later than its spec's CopyDeadlineHours before the file's first airing day there; its proof of delivery row says `Late`.
       * @enum {string}
       */
      Code: "outside_order_flight" | "html_removed" | "late_copy";
      Message: string;
      /** @description The field the warning is about, e.g. `Flights[1]`. */
      Field: string;
    };
    TrafficInstructionsWithWarnings: {
      /** @description The order. */
      OrderID: number;
      /** @description The revision: 1 until the order is published (a draft's instructions are replaced), then 2, 3, … for each change. */
      Revision: number;
      /**
       * Format: date-time
       * @description When this revision was made.
       */
      CreatedAt: string;
      /** @description Who made it: the contact's name for a contact's key, else the organization's name. */
      CreatedBy: string;
      /** @description The flights; a destination sees only those that name an organization it acts for (or name none). */
      Flights: components["schemas"]["Flight"][];
      /** @description Null when not given. */
      Notes: string | null;
      /** @description Per destination the caller may see (all of them for the owner), in the order's order. */
      Acknowledgements: components["schemas"]["InstructionsAcknowledgement"][];
      /** @description `outside_order_flight` (a flight outside the order's FlightStartDate..FlightEndDate), `html_removed`, `late_copy` (a station given a file after its copy deadline); empty when none. */
      Warnings: components["schemas"]["InstructionsWarning"][];
    };
    Daypart: {
      /** @description When the daypart starts, `HH:MM` in the station's local time (its `TimeZone`). */
      Start: string;
      /** @description When it ends, `HH:MM`, after Start; `24:00` is the end of the day. The End minute itself is not in it. */
      End: string;
    };
    RotationSpot: {
      /** @description A file of the order, by its Ad-ID (or ISCI code); lowercase letters are upper-cased. */
      AdID: string;
      /** @description Its share of the flight's airings in percent, 1 to 100; a flight's weights sum to exactly 100. */
      Weight: number;
    };
    FlightInput: {
      /** @description The flight's first day, `YYYY-MM-DD`, in the station's local time. */
      StartDate: string;
      /** @description Its last day, `YYYY-MM-DD`, not before StartDate. */
      EndDate: string;
      /** @description The order's destinations this flight is for, by organization ID; absent: all of them. XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations?: number[];
      /** @description The weekdays it airs, `Mon` … `Sun`, in the station's local time; absent: every day. XML: `<Days><Day>Mon</Day></Days>`. */
      Days?: ("Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun")[];
      /** @description When in the day it airs, each `{Start, End}` in the station's local time; absent: all day (`00:00`–`24:00`). XML: `<Dayparts><Daypart>…</Daypart></Dayparts>`. */
      Dayparts?: components["schemas"]["Daypart"][];
      /** @description The spots it rotates, each with its weight; the weights sum to exactly 100 (else 422 `rotation_total`). XML: `<Rotation><Spot>…</Spot></Rotation>`. */
      Rotation: components["schemas"]["RotationSpot"][];
    };
    /** @description Traffic instructions. XML root `TrafficInstructions`. */
    TrafficInstructionsInput: {
      /** @description The flights, 1 to 100. XML: `<Flights><Flight>…</Flight></Flights>`. */
      Flights: components["schemas"]["FlightInput"][];
      /** @description Notes for the traffic department, at most 4000 characters; basic HTML is kept as in comments (`b strong i em u br p ul ol li a`), anything else removed with a warning. */
      Notes?: string;
    };
    TrafficInstructions: {
      /** @description The order. */
      OrderID: number;
      /** @description The revision: 1 until the order is published (a draft's instructions are replaced), then 2, 3, … for each change. */
      Revision: number;
      /**
       * Format: date-time
       * @description When this revision was made.
       */
      CreatedAt: string;
      /** @description Who made it: the contact's name for a contact's key, else the organization's name. */
      CreatedBy: string;
      /** @description The flights; a destination sees only those that name an organization it acts for (or name none). */
      Flights: components["schemas"]["Flight"][];
      /** @description Null when not given. */
      Notes: string | null;
      /** @description Per destination the caller may see (all of them for the owner), in the order's order. */
      Acknowledgements: components["schemas"]["InstructionsAcknowledgement"][];
    };
    InstructionsRevision: {
      /** @description The revision. */
      Revision: number;
      /**
       * Format: date-time
       * @description When it was made.
       */
      CreatedAt: string;
      CreatedBy: string;
      /** @description How many of its flights the caller sees. */
      FlightCount: number;
    };
    InstructionsAcknowledgementRecord: {
      /** @description The order. */
      OrderID: number;
      /** @description The destination that acknowledged. */
      OrganizationID: number;
      /** @description The revision it has acknowledged. */
      Revision: number;
      /**
       * Format: date-time
       * @description When it acknowledged that revision (a repeat keeps the first moment).
       */
      AcknowledgedAt: string;
      AcknowledgedBy: string;
    };
    /** @description XML root `Acknowledgement`. */
    InstructionsAcknowledgementInput: {
      /** @description The revision acknowledged. */
      Revision: number;
      /** @description The destination acknowledging: a station group names the station it acknowledges for; default: the one destination of the order the key acts for. */
      OrganizationID?: number;
    };
    RotationCount: {
      AdID: string;
      /** @description Its weight in the rotation (0: aired, but not in it). */
      Weight: number;
      /** @description How many times it aired in the flight. */
      Aired: number;
      /** @description Its share of the flight's airings, in percent (one decimal). */
      SharePercent: number;
    };
    Airing: {
      /**
       * Format: date-time
       * @description When it aired, in UTC.
       */
      AiredAt: string;
      /** @description When it aired on the station's clock, `YYYY-MM-DD HH:MM Ddd`. */
      LocalTime: string;
      AdID: string;
      DurationSeconds: number | null;
    };
    FlightPerformance: {
      /** @description The flight's Index in the revision. */
      Index: number;
      StartDate: string;
      EndDate: string;
      /** @description How many airings it covers. */
      Airings: number;
      Rotation: components["schemas"]["RotationCount"][];
      Aired: components["schemas"]["Airing"][];
    };
    AiringOutsideFlights: {
      /**
       * Format: date-time
       * @description When it aired, in UTC.
       */
      AiredAt: string;
      /** @description When it aired on the station's clock, `YYYY-MM-DD HH:MM Ddd`. */
      LocalTime: string;
      AdID: string;
      DurationSeconds: number | null;
    };
    Discrepancy: {
      /**
       * @description `outside_flight`: aired where no flight for the station covers its date, day and daypart (station time). `wrong_copy`: the AdID is not in the covering flight's rotation. `short_duration`: aired at least 1 second shorter than the file's Length. `not_aired`: a flight has ended and a spot with weight in it never aired. `rotation_skew`: ten or more airings in a flight, and a spot's share differs from its weight by more than 10 points.
       * @enum {string}
       */
      Code: "outside_flight" | "wrong_copy" | "short_duration" | "not_aired" | "rotation_skew";
      /**
       * Format: date-time
       * @description The airing it is about, for the discrepancies of one airing.
       */
      AiredAt?: string;
      AdID?: string;
      /** @description The flight (its Index in the revision) it is about, where it is about one. */
      Flight?: number;
      Message: string;
    };
    DestinationPerformance: {
      /** @description The station. */
      OrganizationID: number;
      OrganizationName: string;
      TimeZone: string;
      Flights: components["schemas"]["FlightPerformance"][];
      /** @description Airings no flight for the station covers. */
      OutsideFlights: components["schemas"]["AiringOutsideFlights"][];
      Discrepancies: components["schemas"]["Discrepancy"][];
    };
    ProofOfPerformance: {
      /** @description The order. */
      OrderID: number;
      /** @description The current revision of its instructions; null: none (the order's flight dates stand for them). */
      Revision: number | null;
      Destinations: components["schemas"]["DestinationPerformance"][];
    };
    Release: {
      ReleaseID: number;
      /**
       * @description The release's state, as an order's (see Order States List): Draft, Published, In Progress, Delivered.
       * @enum {string}
       */
      Status: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
      Title: string;
      Artist: string;
      UPC: string | null;
      ReleaseDate: string | null;
      /** @description XML: `<Files><File>…</File></Files>`. */
      Files: components["schemas"]["ReleaseFile"][];
      /**
       * Format: date-time
       * @description When the release was created.
       */
      CreatedAt: string;
      /**
       * Format: date-time
       * @description When the release last changed.
       */
      UpdatedAt: string;
      PublishedAt: string | null;
      /** @description The name of the label that created (owns) the release. */
      CreatedBy: string;
      /** @description The destination organizations' IDs, in the order given. The owner sees all; a destination caller only those it acts for (itself or through group access). XML: `<Destinations><OrganizationID>200</OrganizationID></Destinations>`. */
      Destinations: number[];
    };
    ReleaseDeletion: {
      ReleaseID: number;
      /**
       * @description `Removed`: the release was a draft and is gone with its files and destinations. `Cancelled`: the release was past draft; it is cancelled, its open deliveries too, its history kept.
       * @enum {string}
       */
      Outcome: "Removed" | "Cancelled";
      /** @description How many open (`Queued` or `Sending`) deliveries were cancelled; delivered ones stay delivered. */
      CancelledDeliveries: number;
      /**
       * Format: date-time
       * @description When the release was deleted.
       */
      DeletedAt: string;
    };
    /** @description Publish takes no fields: send no body, or an empty JSON object or XML element. */
    PublishReleaseInput: Record<string, never>;
    /** @description One file of an order at one destination, and whether that destination confirmed it. */
    TrafficConfirmation: {
      /** @description The order. */
      OrderID: number;
      /** @description The file (the platform's own file identifier). */
      FileID: number;
      /** @description The file's Ad-ID (or legacy ISCI code). */
      AdID: string;
      /** @description The destination organization. */
      OrganizationID: number;
      /** @description The destination organization's name (call letters). */
      OrganizationName: string;
      /** @description The house ID the destination gave the file; null until it sets one. */
      HouseID: string | null;
      /** @description The asset status the destination set on the file; null until it sets one. */
      AssetStatus: string | null;
      /** @description True once the destination has set a house ID or an asset status on the file. */
      Confirmed: boolean;
      /** @description The earliest moment the destination set the house ID or the asset status; null while not confirmed. */
      ConfirmedAt: string | null;
      /** @description Who set that first value (the contact or organization name of the key used); null while not confirmed. */
      ConfirmedBy: string | null;
      /** @description When the destination received the file's last byte (the delivery's proof); null until it has. */
      DeliveredAt: string | null;
      /** @description Who fetched it (as in the proof of delivery); null until delivered. */
      DeliveredBy: string | null;
    };
    /** @description A warning: it never blocks the request. */
    CommentWarning: {
      /**
       * @description `html_removed`: HTML that is not kept was removed from CommentPosterText.
       * @enum {string}
       */
      Code: "html_removed";
      /** @description What was removed, in words. */
      Message: string;
      /** @description The field the warning is about: `CommentPosterText`. */
      Field: string;
    };
    OrderComment: {
      /** @description The comment's ID, assigned by the service. */
      CommentID: number;
      /** @description The order's ID. */
      OrderID: number;
      /**
       * @description `Comment`, or `Approval` for an approval.
       * @enum {string}
       */
      Type: "Comment" | "Approval";
      CommentPosterName: string;
      /** @description The text as stored: trimmed, with only basic HTML kept. */
      CommentPosterText: string;
      /** Format: date-time */
      CreatedAt: string;
      /** @description The organization of the API key that posted it. */
      OrganizationName: string;
      /** @description Empty when nothing was removed. */
      Warnings: components["schemas"]["CommentWarning"][];
    };
    CommentInput: {
      /** @description The commenter (comment) or approver (approval), plain text, at most 50 characters. Default: the contact's name for a contact's key, else the key's organization's name. */
      CommentPosterName?: string;
      /** @description The text, at most 4000 characters (Unicode code points after trimming, counted as sent). Basic HTML is kept: b, strong, i, em, u, br, p, ul, ol, li and a (with an http, https or mailto href only). Every other tag and attribute is removed, script-like elements (script, style, iframe, object, …) with their content, and HTML comments; the answer then carries a warning. */
      CommentPosterText: string;
    };
    /** @description A comment or an approval of the order, as stored. */
    OrderCommentEntry: {
      /** @description The comment's ID, assigned by the service. */
      CommentID: number;
      /** @description The order's ID. */
      OrderID: number;
      /**
       * @description `Comment`, or `Approval` for an approval.
       * @enum {string}
       */
      Type: "Comment" | "Approval";
      CommentPosterName: string;
      /** @description The text as stored: trimmed, with only basic HTML kept. */
      CommentPosterText: string;
      /** Format: date-time */
      CreatedAt: string;
      /** @description The organization of the API key that posted it. */
      OrganizationName: string;
    };
    ReleaseComment: {
      /** @description The comment's ID, assigned by the service. */
      CommentID: number;
      /** @description The release's ID. */
      ReleaseID: number;
      /**
       * @description `Comment`, or `Approval` for an approval.
       * @enum {string}
       */
      Type: "Comment" | "Approval";
      CommentPosterName: string;
      /** @description The text as stored: trimmed, with only basic HTML kept. */
      CommentPosterText: string;
      /** Format: date-time */
      CreatedAt: string;
      /** @description The organization of the API key that posted it. */
      OrganizationName: string;
      /** @description Empty when nothing was removed. */
      Warnings: components["schemas"]["CommentWarning"][];
    };
    /** @description A comment or an approval of the release, as stored. */
    ReleaseCommentEntry: {
      /** @description The comment's ID, assigned by the service. */
      CommentID: number;
      /** @description The release's ID. */
      ReleaseID: number;
      /**
       * @description `Comment`, or `Approval` for an approval.
       * @enum {string}
       */
      Type: "Comment" | "Approval";
      CommentPosterName: string;
      /** @description The text as stored: trimmed, with only basic HTML kept. */
      CommentPosterText: string;
      /** Format: date-time */
      CreatedAt: string;
      /** @description The organization of the API key that posted it. */
      OrganizationName: string;
    };
    DestinationOrganizationStatus: {
      OrganizationID: number;
      /** @description Call letters, e.g. WXYZ-TV. */
      Name: string;
      DisplayName: string;
      /** @enum {string} */
      Type: "TV" | "Radio" | "Cable" | "Network";
      Market: string | null;
      Country: string | null;
      /** @enum {string} */
      Status: "Online" | "Offline";
      /** @description The IANA time zone of the station's schedule, e.g. `America/Denver`: the days and dayparts of its traffic instructions, and its as-run log, are read in it. */
      TimeZone: string;
      /** Format: date-time */
      UpdatedAt: string;
      StatusSince: string | null;
      LastSeenAt: string | null;
    };
    LoudnessSpec: {
      /** @enum {string} */
      Standard: "ATSC A/85" | "EBU R128";
      TargetLKFS: number;
      ToleranceLU: number;
      MaxTruePeakDBTP: number;
    };
    Deliver: {
      /** @enum {string} */
      Container: "Wave" | "MPEG Audio" | "MPEG-4" | "QuickTime" | "MXF" | "MPEG-TS";
      VideoCodec: ("H.264" | "MPEG-2" | "ProRes 422 HQ") | null;
      Width: number | null;
      Height: number | null;
      FrameRate: number | null;
      VideoBitrateMbps: number | null;
      AudioCodec: ("PCM" | "MP3" | "MP2" | "AAC") | null;
      AudioSampleRate: number | null;
      AudioBitDepth: number | null;
      AudioBitrateKbps: number | null;
      AudioChannels: number | null;
      NormalizeLoudness: boolean;
    };
    /** @description A destination's technical spec: what the spots sent to it must be. A null field checks nothing. */
    DestinationSpec: {
      /** @description The destination. */
      OrganizationID: number;
      /** @description Its call letters. */
      Name: string;
      /** @description Containers taken; null: any. */
      Containers: string[] | null;
      /** @description Video codecs taken; null: any. */
      VideoCodecs: string[] | null;
      /** @description Frame rates taken; null: any. */
      FrameRates: number[] | null;
      MinWidth: number | null;
      MinHeight: number | null;
      /** @description Audio sample rates taken; null: any. */
      AudioSampleRates: number[] | null;
      /** @description Audio channel counts taken; null: any. */
      AudioChannels: number[] | null;
      MaxLengthDifferenceSeconds: number | null;
      /** @description The clearing bodies one of which must clear a spot sent here (`["any"]`: any body); null: none needed. */
      RequiresClearance: string[] | null;
      /** @description Hours before its first airing day the station wants the spot (0 to 336); null: no deadline. */
      CopyDeadlineHours: number | null;
      Loudness: components["schemas"]["LoudnessSpec"] | null;
      /** @description The file the station wants to receive, made from the master; null: the original. */
      Deliver: components["schemas"]["Deliver"] | null;
      /** @description Null: no spec was set. */
      UpdatedAt: string | null;
      /** @description The organization that set it. */
      UpdatedBy: string | null;
    };
    /** @description Loudness as the standard measures it (ITU-R BS.1770-4, gated, the LFE left out). */
    LoudnessSpecInput: {
      /**
       * @description `ATSC A/85` (the CALM Act: -24 LKFS ±2, true peak at most -2 dBTP) or `EBU R128` (-23 ±1, -1).
       * @enum {string}
       */
      Standard: "ATSC A/85" | "EBU R128";
      /** @description Integrated loudness to hit, LKFS. Default: the standard's. */
      TargetLKFS?: number;
      /** @description How far off the target passes, LU. Default: the standard's. */
      ToleranceLU?: number;
      /** @description The highest true peak allowed, dBTP. Default: the standard's. */
      MaxTruePeakDBTP?: number;
    };
    /** @description The file the station wants to receive (contract section 19): the service makes it from the master. Absent: the station receives the original. */
    DeliverInput: {
      /**
       * @description The file's container.
       * @enum {string}
       */
      Container: "Wave" | "MPEG Audio" | "MPEG-4" | "QuickTime" | "MXF" | "MPEG-TS";
      VideoCodec?: ("H.264" | "MPEG-2" | "ProRes 422 HQ") | null;
      Width?: number | null;
      Height?: number | null;
      FrameRate?: number | null;
      VideoBitrateMbps?: number | null;
      AudioCodec?: ("PCM" | "MP3" | "MP2" | "AAC") | null;
      AudioSampleRate?: number | null;
      AudioBitDepth?: number | null;
      AudioBitrateKbps?: number | null;
      AudioChannels?: number | null;
      NormalizeLoudness?: boolean | null;
    };
    DestinationSpecInput: {
      Containers?: ("MPEG-4" | "QuickTime" | "MXF" | "Wave" | "MPEG Audio" | "MPEG-TS" | "Matroska" | "AIFF")[] | null;
      VideoCodecs?: ("AVC" | "HEVC" | "ProRes" | "MPEG Video" | "VC-3" | "JPEG 2000" | "VP9" | "AV1")[] | null;
      FrameRates?: number[] | null;
      MinWidth?: number | null;
      MinHeight?: number | null;
      AudioSampleRates?: number[] | null;
      AudioChannels?: number[] | null;
      MaxLengthDifferenceSeconds?: number | null;
      Loudness?: components["schemas"]["LoudnessSpecInput"] | null;
      Deliver?: components["schemas"]["DeliverInput"] | null;
      RequiresClearance?: string[] | null;
      CopyDeadlineHours?: number | null;
    };
    /** @description The endpoint's whole subscription, replaced. XML root `Webhook`. */
    WebhookUpdate: {
      /** @description Where events are POSTed: an `https` URL of a public host: no loopback, private, link-local, multicast or reserved address; no `localhost`, `*.local` or `*.internal` name (a trailing dot changes nothing); an IPv6 address only if global unicast (2000::/3) and embedding no IPv4 address (no NAT64, 6to4, Teredo, IPv4-mapped or -compatible address). Stored, answered and called as the URL parser writes it (host lower-cased, tabs and line breaks removed). Under `npm start`, `http://localhost` and `http://127.0.0.1` work too. */
      Url: string;
      /** @description The event types to receive, or `["*"]` for all: `order.published`, `order.received`, `order.cancelled`, `order.delivered`, `release.published`, `release.received`, `release.cancelled`, `release.delivered`, `delivery.updated`, `comment.created`, `approval.created`, `file.house_id_set`, `file.asset_status_set`, `ordergroup.published`, `order.instructions_revised`, `order.instructions_acknowledged`, `asrun.discrepancy`, `file.compliance_failed`, `delivery.ingested`, `file.rights_expiring`, `file.rights_expired`, `file.rendition_ready`, `file.rendition_failed`, `file.clearance_rejected`. XML: `<Events><Event>order.received</Event></Events>`. */
      Events: (
        | "order.published"
        | "order.received"
        | "order.cancelled"
        | "order.delivered"
        | "release.published"
        | "release.received"
        | "release.cancelled"
        | "release.delivered"
        | "delivery.updated"
        | "comment.created"
        | "approval.created"
        | "file.house_id_set"
        | "file.asset_status_set"
        | "ordergroup.published"
        | "order.instructions_revised"
        | "order.instructions_acknowledged"
        | "asrun.discrepancy"
        | "file.compliance_failed"
        | "delivery.ingested"
        | "file.rights_expiring"
        | "file.rights_expired"
        | "file.rendition_ready"
        | "file.rendition_failed"
        | "file.clearance_rejected"
        | "*"
      )[];
      /** @description What the endpoint is, at most 200 characters. */
      Description?: string;
      /** @description `false` pauses the endpoint; `true` enables it again (also one the service disabled after 5 days of failures). Unchanged when absent. */
      Enabled?: boolean;
    };
    WebhookDeletion: {
      WebhookID: number;
      /** @constant */
      Deleted: true;
    };
    SecretRotation: {
      WebhookID: number;
      /** @description The new signing secret, shown only here. */
      Secret: string;
      /**
       * Format: date-time
       * @description Until when the previous secret also signs each event (a second `v1,` signature in `webhook-signature`): 24 hours.
       */
      PreviousSecretExpiresAt: string;
    };
    EventSent: {
      WebhookID: number;
      /** @description The event's id, sent as `webhook-id`. */
      EventID: number;
      Type: string;
    };
    WebhookAttempt: {
      /** @description The event's id (`webhook-id`), the same on every attempt. */
      EventID: number;
      EventType: string;
      /** @description 1 for the first attempt, then 2, 3, … */
      Attempt: number;
      /** @description The endpoint's answer; null when none came. */
      StatusCode: number | null;
      DurationMs: number;
      /** @description Why the attempt failed; null for a 2xx. */
      Error: string | null;
      /**
       * @description Where the event's delivery to this endpoint stands now: retried while `Pending`.
       * @enum {string}
       */
      DeliveryStatus: "Pending" | "Succeeded" | "Failed";
      /**
       * Format: date-time
       * @description When the attempt was made.
       */
      At: string;
    };
    /** @description Takes no fields: send no body, or an empty JSON object or XML element. */
    AddOrderToGroupInput: Record<string, never>;
    /** @description The asset status of the file at one organization. */
    OrganizationAssetStatus: {
      OrganizationID: number;
      OrganizationName: string;
      FileID: number;
      Status: string;
      /**
       * Format: date-time
       * @description When the value was last changed; setting the same value again keeps it.
       */
      UpdatedAt: string;
    };
    OrganizationAssetStatusInput: {
      /** @description One of the configured asset statuses (`Received`, `In Review`, `Approved`, `Rejected`, `On Air` in the demo), matched case-insensitively and stored in its configured spelling; at most 100 characters. */
      Status: string;
      /** @description The organizations to set it for, at most 50; XML `<Organizations><Organization>200</Organization></Organizations>`. Each must be the key's own organization or one it has group access to (else 403), be known (else 422 `not_found`) and be a destination of the order or release (else 422 `not_a_destination`). Default, also for an empty list: the key's organization (for a contact's key, the contact's organization). */
      Organizations?: (string | number)[];
    };
    /** @description The house ID of the file at one organization. */
    OrganizationHouseID: {
      OrganizationID: number;
      OrganizationName: string;
      FileID: number;
      HouseID: string;
      /**
       * Format: date-time
       * @description When the value was last changed; setting the same value again keeps it.
       */
      UpdatedAt: string;
    };
    HouseIDData:
      | {
          /** @description The destination's own ID for the file, at most 25 characters. `houseID` (as the platform's published interface writes it for advertising) works too: names match case-insensitively. */
          HouseID?: string;
          /** @description The organizations to set it for, at most 50; XML `<Organizations><Organization>200</Organization></Organizations>`. Each must be the key's own organization or one it has group access to (else 403), be known (else 422 `not_found`) and be a destination of the order or release (else 422 `not_a_destination`). Default, also for an empty list: the key's organization (for a contact's key, the contact's organization). */
          Organizations?: (string | number)[];
        }
      | unknown
      | {
          /** @description `HouseID`, as the platform's published interface writes it for advertising. */
          houseID: string;
        };
    FileStatus: {
      OrganizationID: number;
      OrganizationName: string;
      /** @description Null until the destination sets one. */
      AssetStatus: string | null;
      AssetStatusUpdatedAt: string | null;
      /** @description Null until the destination sets one. */
      HouseID: string | null;
      HouseIDUpdatedAt: string | null;
      /** @description True once the file has reached this destination. */
      Delivered: boolean;
      DeliveredAt: string | null;
    };
    FileStatusInformation: {
      ReleaseID: number;
      FileID: number;
      Title: string;
      ISRC: string | null;
      /** @description One per destination of the release the caller may see: the label sees all; a destination (directly or through group access) those it acts for. In the order the release lists them. */
      Statuses: components["schemas"]["FileStatus"][];
    };
    /** @description Measured by the service after the upload (ITU-R BS.1770-4), the LFE left out; null until then. */
    Loudness: {
      /** @description Integrated loudness, LKFS (= LUFS), to 0.1; null for silence (under the -70 gate). */
      IntegratedLKFS: number | null;
      /** @description Maximum true peak, dBTP, to 0.1. */
      TruePeakDBTP: number | null;
      /** @description Loudness range (EBU Tech 3342), LU, to 0.1. */
      LoudnessRangeLU: number;
      /** Format: date-time */
      MeasuredAt: string;
    } | null;
    Measurement: {
      /**
       * @description `Pending`: queued after the upload. `Measured`: see Loudness. `Unsupported`: the service cannot decode this audio (Reason says why). `Failed`: reading it failed after retries (Reason).
       * @enum {string}
       */
      Status: "Pending" | "Measured" | "Unsupported" | "Failed";
      /** @description Why it is Unsupported or Failed; else null. */
      Reason: string | null;
    };
    /** @description A warning about the media: it never blocks the upload. */
    MediaWarning: {
      /**
       * @description `length_mismatch`: the declared Length differs from the media's duration by more than 1 second. `format_mismatch`: HD declared on video under 1280×720. `media_unverified`: the service could not read the container, so Length and Format are unchecked.
       * @enum {string}
       */
      Code: "length_mismatch" | "format_mismatch" | "media_unverified";
      Message: string;
      /** @description `Length`, `Format` or `Content`. */
      Field: string;
    };
    /** @description A file's content: the bytes of the media. */
    FileContent: {
      /** @description The file. */
      FileID: number;
      /** @description The media type it was uploaded with. */
      ContentType: string;
      /** @description Its size in bytes. */
      Bytes: number;
      /** @description Its SHA-256, lowercase hex. */
      Sha256: string;
      /**
       * Format: date-time
       * @description When this content became the file's.
       */
      UploadedAt: string;
      /** @description What the service read from the container (from its first and last bytes), null where it tells nothing (all three null when the container could not be read), and the loudness it measures in the background after the upload (contract section 17): `Measurement` is `Pending` in the upload's answer. */
      Media: {
        /** @description Running time in seconds. */
        DurationSeconds: number | null;
        /** @description Picture width of the first video stream. */
        Width: number | null;
        /** @description Picture height of the first video stream. */
        Height: number | null;
        Loudness: components["schemas"]["Loudness"];
        Measurement: components["schemas"]["Measurement"];
      };
      Warnings: components["schemas"]["MediaWarning"][];
    };
    Upload: {
      /** @description The upload, for its parts, its completion or its abort. */
      UploadID: number;
      /** @description The file. */
      FileID: number;
      /** @description The size of every part but the last, in bytes (64 MiB); the last is at most that. A part is 100 MiB at most in any case. */
      PartSize: number;
      /** @description The most parts (10000). */
      MaxParts: number;
      /**
       * Format: date-time
       * @description An upload not completed by then is aborted.
       */
      ExpiresAt: string;
    };
    UploadInput: {
      /** @description The media type of the whole file. Default `application/octet-stream`. */
      ContentType?: string;
    };
    RenditionState: {
      /**
       * @description `NotNeeded`: the station receives the original (no Deliver, or the original already is that file). `Pending`: its rendition is being made. `Ready`: made, probed and measured. `Failed`: it could not be made (Reason); the station receives nothing until the content is replaced.
       * @enum {string}
       */
      Status: "NotNeeded" | "Pending" | "Ready" | "Failed";
      /** @description Why it Failed (e.g. `upscale_refused: …`); else null. */
      Reason: string | null;
      /** @description The rendition's media type once Ready; else null. */
      ContentType: string | null;
      /** @description Its size once Ready; else null. */
      Bytes: number | null;
      /** @description Its SHA-256 (lowercase hex) once Ready; else null. */
      Sha256: string | null;
    };
    ComplianceCheck: {
      /**
       * @description What the spec asks of the file the station receives. `Rendition`: the file its Deliver asks for, made from the master (`Fail` when it failed, or would have to make the picture larger: `upscale_refused`).
       * @enum {string}
       */
      Check:
        | "Container"
        | "VideoCodec"
        | "FrameRate"
        | "Width"
        | "Height"
        | "AudioSampleRate"
        | "AudioChannels"
        | "Length"
        | "IntegratedLoudness"
        | "TruePeak"
        | "Rendition";
      /** @description What the spec takes, in words and units. */
      Expected: string;
      /** @description What the file is, or why it is not known. */
      Actual: string;
      /**
       * @description `Fail` blocks publishing; `Warn` does not (a length off, or what could not be read or measured).
       * @enum {string}
       */
      Result: "Pass" | "Warn" | "Fail" | "Pending";
    };
    DestinationCompliance: {
      OrganizationID: number;
      Name: string;
      /**
       * @description `Fail` if any check fails, else `Pending` while loudness is being measured, else `Warn`, else `Pass`.
       * @enum {string}
       */
      Result: "Pass" | "Warn" | "Fail" | "Pending";
      Rendition: components["schemas"]["RenditionState"];
      /** @description The checks of what the station receives: the original, or its rendition once `Ready` (by its own probed and measured facts). While the rendition is `Pending`, each check it fixes (container, codecs, frame rate, a smaller frame size, sample rate, channels, loudness when normalised) is `Pending`, not `Fail`. */
      Checks: components["schemas"]["ComplianceCheck"][];
    };
    /** @description A spot's compliance with the spec of each destination of its order. */
    FileCompliance: {
      OrderID: number;
      FileID: number;
      AdID: string;
      /** @enum {string} */
      Format: "HD" | "SD" | "Audio";
      Measurement: components["schemas"]["Measurement"];
      Loudness: components["schemas"]["Loudness"];
      /** @description Each destination the caller may see whose spec applies to the file: a radio station's to Audio spots, a TV, cable or network destination's to HD and SD spots. */
      Destinations: components["schemas"]["DestinationCompliance"][];
    };
    /** @description A file's rights window: the talent and music usage dates, and notes. XML root `FileRights`. */
    FileRights: {
      /** @description The file. */
      FileID: number;
      AirStart: string | null;
      AirEnd: string | null;
      Notes: string | null;
    };
    /** @description The file's rights window: the talent and music usage dates. A station is never given a StartDate before AirStart nor an EndDate after AirEnd (ingest entries, the `cart` chunk, the instruction sheet). Publishing a file whose AirEnd is before the station's first airing day is 422 `rights_expired`; an AirEnd inside its flight warns `rights_end_in_flight`. XML root `Rights`. */
    SetRightsInput: {
      /** @description The first day the file may air (talent and music usage), `YYYY-MM-DD`; absent: no limit. */
      AirStart?: string;
      /** @description The last day the file may air, `YYYY-MM-DD`, not before AirStart; absent: no limit. */
      AirEnd?: string;
      /** @description What the rights are (talent cycle, music licence), at most 500 characters. */
      Notes?: string;
    };
    /** @description A clearing body's decision on a file. XML root `Clearance`. */
    Clearance: {
      /** @description The file. */
      FileID: number;
      /** @description The clearing body, e.g. `NBC Standards`, `Clearcast`. */
      Body: string;
      /**
       * @description `Pending` (submitted, not decided), `Approved`, `Restricted` (approved with restrictions: at least one), `Rejected`. Publishing to a station whose spec's RequiresClearance names the body (or `any`) needs `Approved` or `Restricted`.
       * @enum {string}
       */
      Status: "Pending" | "Approved" | "Restricted" | "Rejected";
      /** @description The body's reference; null when none was given. */
      Reference: string | null;
      /** @description What it restricts; empty unless `Restricted`. */
      Restrictions: string[];
      /** @description When it was decided. */
      DecidedAt: string | null;
      /**
       * Format: date-time
       * @description When the owner last set it.
       */
      UpdatedAt: string;
    };
    /** @description A file's clearances. XML root `FileClearances`, each item `Clearance`. */
    FileClearances: {
      /** @description The file. */
      FileID: number;
      /** @description Each body's decision, by body name. */
      Clearances: components["schemas"]["Clearance"][];
    };
    AbortedUpload: {
      /** @description The upload. */
      UploadID: number;
      /** @description The file. */
      FileID: number;
      /**
       * Format: date-time
       * @description When it was aborted.
       */
      AbortedAt: string;
    };
    /** @description A clearing body's decision on the file, replacing any before (XML root `Clearance`; `Restrictions` holds `Restriction` items). */
    SetClearanceInput: {
      /**
       * @description `Pending` (submitted, not decided), `Approved`, `Restricted` (approved with restrictions: at least one), `Rejected`. Publishing to a station whose spec's RequiresClearance names the body (or `any`) needs `Approved` or `Restricted`.
       * @enum {string}
       */
      Status: "Pending" | "Approved" | "Restricted" | "Rejected";
      /** @description The body's reference for its decision (a clearance number), at most 100. */
      Reference?: string;
      /** @description What the clearance restricts (20 at most): given with `Restricted` only. */
      Restrictions?: string[];
      /** @description When the body decided (ISO 8601 with `Z` or an offset); absent for `Pending`. */
      DecidedAt?: string;
    };
    UploadPart: {
      /** @description The part (1 to 10000). */
      PartNumber: number;
      /** @description Its size in bytes. */
      Bytes: number;
      /** @description The part's SHA-256, lowercase hex. */
      Sha256: string;
    };
  };
  responses: {
    /** @description 400 Malformed request. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/bad-request",
         *       "title": "Malformed request",
         *       "status": 400,
         *       "detail": "The path parameter orderID must be a positive integer up to 9007199254740991.",
         *       "instance": "/api/v1/ad/orders/abc",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f",
         *       "errors": [
         *         {
         *           "field": "orderID",
         *           "code": "invalid_format",
         *           "message": "must be a positive integer up to 9007199254740991"
         *         }
         *       ]
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/bad-request</type>
         *       <title>Malformed request</title>
         *       <status>400</status>
         *       <detail>The path parameter orderID must be a positive integer up to 9007199254740991.</detail>
         *       <instance>/api/v1/ad/orders/abc</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *       <errors>
         *         <error>
         *           <field>orderID</field>
         *           <code>invalid_format</code>
         *           <message>must be a positive integer up to 9007199254740991</message>
         *         </error>
         *       </errors>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 401 Missing or invalid API key. Missing, unknown, revoked or expired API key. Carries `WWW-Authenticate: ApiKey`. */
    Unauthorized: {
      headers: {
        "WWW-Authenticate"?: string;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/unauthorized",
         *       "title": "Missing or invalid API key",
         *       "status": 401,
         *       "detail": "The API key is not valid.",
         *       "instance": "/api/v1/ad/orders/5002",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/unauthorized</type>
         *       <title>Missing or invalid API key</title>
         *       <status>401</status>
         *       <detail>The API key is not valid.</detail>
         *       <instance>/api/v1/ad/orders/5002</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 403 Not allowed. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/forbidden",
         *       "title": "Not allowed",
         *       "status": 403,
         *       "detail": "This API key may not act for Organizations[0] (\"201\"): only for its own organization and those it has group access to.",
         *       "instance": "/api/v1/ad/orders/5002/files/8004/houseid",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/forbidden</type>
         *       <title>Not allowed</title>
         *       <status>403</status>
         *       <detail>This API key may not act for Organizations[0] (&quot;201&quot;): only for its own organization and those it has group access to.</detail>
         *       <instance>/api/v1/ad/orders/5002/files/8004/houseid</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 404 Not found. Not found, or not visible to the caller (never 403, so that existence does not leak). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/not-found",
         *       "title": "Not found",
         *       "status": 404,
         *       "detail": "There is no order 5002, or it is not visible to this API key.",
         *       "instance": "/api/v1/ad/orders/5002",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/not-found</type>
         *       <title>Not found</title>
         *       <status>404</status>
         *       <detail>There is no order 5002, or it is not visible to this API key.</detail>
         *       <instance>/api/v1/ad/orders/5002</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 406 No acceptable response format. */
    NotAcceptable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/not-acceptable",
         *       "title": "No acceptable response format",
         *       "status": 406,
         *       "detail": "This API answers application/json, application/xml or text/xml; the Accept header allows none of them.",
         *       "instance": "/api/v1/ad/orders/5002",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/not-acceptable</type>
         *       <title>No acceptable response format</title>
         *       <status>406</status>
         *       <detail>This API answers application/json, application/xml or text/xml; the Accept header allows none of them.</detail>
         *       <instance>/api/v1/ad/orders/5002</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 409 The current state forbids this. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/conflict",
         *       "title": "The current state forbids this",
         *       "status": 409,
         *       "detail": "Order 5002 is Delivered; only a Draft order can be published.",
         *       "instance": "/api/v1/ad/orders/5002/publish",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/conflict</type>
         *       <title>The current state forbids this</title>
         *       <status>409</status>
         *       <detail>Order 5002 is Delivered; only a Draft order can be published.</detail>
         *       <instance>/api/v1/ad/orders/5002/publish</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 409 The content is not available in that format. The content cannot be given in the `format` asked for (Broadcast Wave needs PCM WAV content); the plain content, without `format`, can. Or (`rendition_pending`, contract section 19) the station's own file is still being made from the master: `Retry-After` says when to ask again. */
    FormatUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/format-unavailable",
         *       "title": "The content is not available in that format",
         *       "status": 409,
         *       "detail": "Broadcast Wave is made only from PCM WAV content, and this file's content is not: it is not a RIFF WAVE file. Download it as it is, without ?format=bwf.",
         *       "instance": "/api/v1/ad/orders/5003/files/8007/content",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/format-unavailable</type>
         *       <title>The content is not available in that format</title>
         *       <status>409</status>
         *       <detail>Broadcast Wave is made only from PCM WAV content, and this file&apos;s content is not: it is not a RIFF WAVE file. Download it as it is, without ?format=bwf.</detail>
         *       <instance>/api/v1/ad/orders/5003/files/8007/content</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 411 Content-Length required. */
    LengthRequired: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/length-required",
         *       "title": "Content-Length required",
         *       "status": 411,
         *       "detail": "Send the media with a Content-Length (a body of known length).",
         *       "instance": "/api/v1/ad/orders/5001/files/8001/content",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/length-required</type>
         *       <title>Content-Length required</title>
         *       <status>411</status>
         *       <detail>Send the media with a Content-Length (a body of known length).</detail>
         *       <instance>/api/v1/ad/orders/5001/files/8001/content</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 413 Request body too large. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/payload-too-large",
         *       "title": "Request body too large",
         *       "status": 413,
         *       "detail": "The request body may be at most 1048576 bytes.",
         *       "instance": "/api/v1/ad/orders",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/payload-too-large</type>
         *       <title>Request body too large</title>
         *       <status>413</status>
         *       <detail>The request body may be at most 1048576 bytes.</detail>
         *       <instance>/api/v1/ad/orders</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 415 Unsupported request body type. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/unsupported-media-type",
         *       "title": "Unsupported request body type",
         *       "status": 415,
         *       "detail": "Send the body as application/json, application/xml or text/xml, not text/plain.",
         *       "instance": "/api/v1/ad/orders",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/unsupported-media-type</type>
         *       <title>Unsupported request body type</title>
         *       <status>415</status>
         *       <detail>Send the body as application/json, application/xml or text/xml, not text/plain.</detail>
         *       <instance>/api/v1/ad/orders</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 416 Range not satisfiable. */
    RangeNotSatisfiable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/range-not-satisfiable",
         *       "title": "Range not satisfiable",
         *       "status": 416,
         *       "detail": "The file has 133237 bytes; the Range bytes=200000- asks for none of them.",
         *       "instance": "/api/v1/ad/orders/5002/files/8003/content",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/range-not-satisfiable</type>
         *       <title>Range not satisfiable</title>
         *       <status>416</status>
         *       <detail>The file has 133237 bytes; the Range bytes=200000- asks for none of them.</detail>
         *       <instance>/api/v1/ad/orders/5002/files/8003/content</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 422 The request breaks a rule. Well-formed but breaks a rule; `errors` names every failing field at once. */
    ValidationFailed: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/validation-failed",
         *       "title": "The request breaks a rule",
         *       "status": 422,
         *       "detail": "3 fields break a rule: Advertiser, Files[0].AdID, Destinations[1]",
         *       "instance": "/api/v1/ad/orders",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f",
         *       "errors": [
         *         {
         *           "field": "Advertiser",
         *           "code": "required",
         *           "message": "is required"
         *         },
         *         {
         *           "field": "Files[0].AdID",
         *           "code": "invalid_format",
         *           "message": "must be an Ad-ID (11 letters or digits, not starting with 0, optionally followed by H or D) or an ISCI code (4 letters then 4 digits)"
         *         },
         *         {
         *           "field": "Destinations[1]",
         *           "code": "not_found",
         *           "message": "999 is not a destination organization"
         *         }
         *       ]
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/validation-failed</type>
         *       <title>The request breaks a rule</title>
         *       <status>422</status>
         *       <detail>3 fields break a rule: Advertiser, Files[0].AdID, Destinations[1]</detail>
         *       <instance>/api/v1/ad/orders</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *       <errors>
         *         <error>
         *           <field>Advertiser</field>
         *           <code>required</code>
         *           <message>is required</message>
         *         </error>
         *         <error>
         *           <field>Files[0].AdID</field>
         *           <code>invalid_format</code>
         *           <message>must be an Ad-ID (11 letters or digits, not starting with 0, optionally followed by H or D) or an ISCI code (4 letters then 4 digits)</message>
         *         </error>
         *         <error>
         *           <field>Destinations[1]</field>
         *           <code>not_found</code>
         *           <message>999 is not a destination organization</message>
         *         </error>
         *       </errors>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 429 Too many requests. Too many requests with this key; `Retry-After` says when to try again. */
    RateLimited: {
      headers: {
        "Retry-After"?: string;
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/rate-limited",
         *       "title": "Too many requests",
         *       "status": 429,
         *       "detail": "This API key sent more requests in the last minute than its limit allows; retry after the time in Retry-After.",
         *       "instance": "/api/v1/ad/orders/5002",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/rate-limited</type>
         *       <title>Too many requests</title>
         *       <status>429</status>
         *       <detail>This API key sent more requests in the last minute than its limit allows; retry after the time in Retry-After.</detail>
         *       <instance>/api/v1/ad/orders/5002</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
    /** @description 500 Internal error. The service failed; nothing was half-written. Quote the requestId. */
    InternalError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "type": "/problems/internal-error",
         *       "title": "Internal error",
         *       "status": 500,
         *       "detail": "The request failed on our side; nothing was half-written. Quote the requestId when you report it.",
         *       "instance": "/api/v1/ad/orders/5001/publish",
         *       "requestId": "6884b315-4a85-4520-8937-0e339593b72f"
         *     }
         */
        "application/problem+json": components["schemas"]["Problem"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <problem xmlns="urn:ietf:rfc:7807">
         *       <type>/problems/internal-error</type>
         *       <title>Internal error</title>
         *       <status>500</status>
         *       <detail>The request failed on our side; nothing was half-written. Quote the requestId when you report it.</detail>
         *       <instance>/api/v1/ad/orders/5001/publish</instance>
         *       <requestId>6884b315-4a85-4520-8937-0e339593b72f</requestId>
         *     </problem>
         */
        "application/problem+xml": components["schemas"]["Problem"];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @constant */
            Status: "ok";
          };
        };
      };
    };
  };
  listOrderStates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order states, in their lifecycle order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "StateID": 1,
           *         "Name": "Draft",
           *         "Description": "Created and editable; not yet sent to any destination."
           *       },
           *       {
           *         "StateID": 2,
           *         "Name": "Published",
           *         "Description": "Published; its deliveries are queued for the destinations."
           *       },
           *       {
           *         "StateID": 3,
           *         "Name": "In Progress",
           *         "Description": "At least one delivery has started."
           *       },
           *       {
           *         "StateID": 4,
           *         "Name": "Delivered",
           *         "Description": "Every delivery of the order has been delivered."
           *       },
           *       {
           *         "StateID": 5,
           *         "Name": "Cancelled",
           *         "Description": "Deleted after publishing; open deliveries were cancelled."
           *       }
           *     ]
           */
          "application/json": components["schemas"]["State"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderStates>
           *       <OrderState>
           *         <StateID>1</StateID>
           *         <Name>Draft</Name>
           *         <Description>Created and editable; not yet sent to any destination.</Description>
           *       </OrderState>
           *       <OrderState>
           *         <StateID>2</StateID>
           *         <Name>Published</Name>
           *         <Description>Published; its deliveries are queued for the destinations.</Description>
           *       </OrderState>
           *       <OrderState>
           *         <StateID>3</StateID>
           *         <Name>In Progress</Name>
           *         <Description>At least one delivery has started.</Description>
           *       </OrderState>
           *       <OrderState>
           *         <StateID>4</StateID>
           *         <Name>Delivered</Name>
           *         <Description>Every delivery of the order has been delivered.</Description>
           *       </OrderState>
           *       <OrderState>
           *         <StateID>5</StateID>
           *         <Name>Cancelled</Name>
           *         <Description>Deleted after publishing; open deliveries were cancelled.</Description>
           *       </OrderState>
           *     </OrderStates>
           */
          "application/xml": components["schemas"]["State"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderStates>
           *       <OrderState>
           *         <StateID>1</StateID>
           *         <Name>Draft</Name>
           *         <Description>Created and editable; not yet sent to any destination.</Description>
           *       </OrderState>
           *       <OrderState>
           *         <StateID>2</StateID>
           *         <Name>Published</Name>
           *         <Description>Published; its deliveries are queued for the destinations.</Description>
           *       </OrderState>
           *       <OrderState>
           *         <StateID>3</StateID>
           *         <Name>In Progress</Name>
           *         <Description>At least one delivery has started.</Description>
           *       </OrderState>
           *       <OrderState>
           *         <StateID>4</StateID>
           *         <Name>Delivered</Name>
           *         <Description>Every delivery of the order has been delivered.</Description>
           *       </OrderState>
           *       <OrderState>
           *         <StateID>5</StateID>
           *         <Name>Cancelled</Name>
           *         <Description>Deleted after publishing; open deliveries were cancelled.</Description>
           *       </OrderState>
           *     </OrderStates>
           */
          "text/xml": components["schemas"]["State"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listPodStates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The proof of delivery states. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "StateID": 1,
           *         "Name": "Queued",
           *         "Description": "Waiting to be sent (an offline destination's deliveries wait here)."
           *       },
           *       {
           *         "StateID": 2,
           *         "Name": "Sending",
           *         "Description": "Being transferred to the destination."
           *       },
           *       {
           *         "StateID": 3,
           *         "Name": "Delivered",
           *         "Description": "Received by the destination."
           *       },
           *       {
           *         "StateID": 4,
           *         "Name": "Failed",
           *         "Description": "Could not be delivered after repeated attempts."
           *       },
           *       {
           *         "StateID": 5,
           *         "Name": "Cancelled",
           *         "Description": "Cancelled before delivery because its order was deleted."
           *       }
           *     ]
           */
          "application/json": components["schemas"]["State"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <PodStates>
           *       <PodState>
           *         <StateID>1</StateID>
           *         <Name>Queued</Name>
           *         <Description>Waiting to be sent (an offline destination&apos;s deliveries wait here).</Description>
           *       </PodState>
           *       <PodState>
           *         <StateID>2</StateID>
           *         <Name>Sending</Name>
           *         <Description>Being transferred to the destination.</Description>
           *       </PodState>
           *       <PodState>
           *         <StateID>3</StateID>
           *         <Name>Delivered</Name>
           *         <Description>Received by the destination.</Description>
           *       </PodState>
           *       <PodState>
           *         <StateID>4</StateID>
           *         <Name>Failed</Name>
           *         <Description>Could not be delivered after repeated attempts.</Description>
           *       </PodState>
           *       <PodState>
           *         <StateID>5</StateID>
           *         <Name>Cancelled</Name>
           *         <Description>Cancelled before delivery because its order was deleted.</Description>
           *       </PodState>
           *     </PodStates>
           */
          "application/xml": components["schemas"]["State"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <PodStates>
           *       <PodState>
           *         <StateID>1</StateID>
           *         <Name>Queued</Name>
           *         <Description>Waiting to be sent (an offline destination&apos;s deliveries wait here).</Description>
           *       </PodState>
           *       <PodState>
           *         <StateID>2</StateID>
           *         <Name>Sending</Name>
           *         <Description>Being transferred to the destination.</Description>
           *       </PodState>
           *       <PodState>
           *         <StateID>3</StateID>
           *         <Name>Delivered</Name>
           *         <Description>Received by the destination.</Description>
           *       </PodState>
           *       <PodState>
           *         <StateID>4</StateID>
           *         <Name>Failed</Name>
           *         <Description>Could not be delivered after repeated attempts.</Description>
           *       </PodState>
           *       <PodState>
           *         <StateID>5</StateID>
           *         <Name>Cancelled</Name>
           *         <Description>Cancelled before delivery because its order was deleted.</Description>
           *       </PodState>
           *     </PodStates>
           */
          "text/xml": components["schemas"]["State"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listOrders: {
    parameters: {
      query?: {
        /** @description `sender`: only the orders the caller's own organization created (drafts included; group access never makes a group a sender). `destination`: only the published orders sent to the organizations it acts for (itself, or its stations through group access). Both by default. */
        role?: "sender" | "destination";
        /** @description Only orders in this state (see Order States List), spelt exactly, e.g. `In Progress`. */
        status?: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
        /** @description Only orders updated at or after this moment: an ISO 8601 local date-time without offset (`YYYY-MM-DDThh:mm:ss`), read in Eastern Time (America/New_York, daylight saving included). */
        updatedSince?: string;
        /** @description Only orders of this advertiser: the whole name, letters of any case (A to Z). */
        advertiser?: string;
        /** @description Only orders with a file of this Ad-ID (or ISCI code); lowercase letters are upper-cased. */
        adID?: string;
        /** @description Only orders sent to this organization, which must be one the caller acts for (itself, or a station through group access); any other is a 403. */
        destination?: number;
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The orders, newest UpdatedAt first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrderID": 5019,
           *         "OrderType": "Spot",
           *         "Status": "Draft",
           *         "Advertiser": "Riverbend Health",
           *         "Brand": null,
           *         "Product": "Flu Shot Clinics",
           *         "CreatedBy": "Northwind Agency",
           *         "CreatedAt": "2026-11-21T19:43:24.054Z",
           *         "UpdatedAt": "2026-11-21T19:43:24.054Z",
           *         "PublishedAt": null,
           *         "FileCount": 2,
           *         "DestinationCount": 7
           *       },
           *       {
           *         "OrderID": 5009,
           *         "OrderType": "LongForm",
           *         "Status": "Published",
           *         "Advertiser": "Riverbend Health",
           *         "Brand": null,
           *         "Product": "Riverbend Health Hour",
           *         "CreatedBy": "Northwind Agency",
           *         "CreatedAt": "2026-11-20T20:13:24.054Z",
           *         "UpdatedAt": "2026-11-21T19:23:24.054Z",
           *         "PublishedAt": "2026-11-21T19:23:24.054Z",
           *         "FileCount": 1,
           *         "DestinationCount": 4
           *       },
           *       {
           *         "OrderID": 5004,
           *         "OrderType": "Spot",
           *         "Status": "Published",
           *         "Advertiser": "Maple & Oak Furniture",
           *         "Brand": null,
           *         "Product": "Winter Sale",
           *         "CreatedBy": "Northwind Agency",
           *         "CreatedAt": "2026-11-21T15:13:24.054Z",
           *         "UpdatedAt": "2026-11-21T18:13:24.054Z",
           *         "PublishedAt": "2026-11-21T18:13:24.054Z",
           *         "FileCount": 2,
           *         "DestinationCount": 5
           *       }
           *     ]
           */
          "application/json": components["schemas"]["OrderSummary"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Orders xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Order>
           *         <OrderID>5019</OrderID>
           *         <OrderType>Spot</OrderType>
           *         <Status>Draft</Status>
           *         <Advertiser>Riverbend Health</Advertiser>
           *         <Brand xsi:nil="true"/>
           *         <Product>Flu Shot Clinics</Product>
           *         <CreatedBy>Northwind Agency</CreatedBy>
           *         <CreatedAt>2026-11-21T19:43:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-21T19:43:24.054Z</UpdatedAt>
           *         <PublishedAt xsi:nil="true"/>
           *         <FileCount>2</FileCount>
           *         <DestinationCount>7</DestinationCount>
           *       </Order>
           *       <Order>
           *         <OrderID>5009</OrderID>
           *         <OrderType>LongForm</OrderType>
           *         <Status>Published</Status>
           *         <Advertiser>Riverbend Health</Advertiser>
           *         <Brand xsi:nil="true"/>
           *         <Product>Riverbend Health Hour</Product>
           *         <CreatedBy>Northwind Agency</CreatedBy>
           *         <CreatedAt>2026-11-20T20:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-21T19:23:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-21T19:23:24.054Z</PublishedAt>
           *         <FileCount>1</FileCount>
           *         <DestinationCount>4</DestinationCount>
           *       </Order>
           *       <Order>
           *         <OrderID>5004</OrderID>
           *         <OrderType>Spot</OrderType>
           *         <Status>Published</Status>
           *         <Advertiser>Maple &amp; Oak Furniture</Advertiser>
           *         <Brand xsi:nil="true"/>
           *         <Product>Winter Sale</Product>
           *         <CreatedBy>Northwind Agency</CreatedBy>
           *         <CreatedAt>2026-11-21T15:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-21T18:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-21T18:13:24.054Z</PublishedAt>
           *         <FileCount>2</FileCount>
           *         <DestinationCount>5</DestinationCount>
           *       </Order>
           *     </Orders>
           */
          "application/xml": components["schemas"]["OrderSummary"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Orders xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Order>
           *         <OrderID>5019</OrderID>
           *         <OrderType>Spot</OrderType>
           *         <Status>Draft</Status>
           *         <Advertiser>Riverbend Health</Advertiser>
           *         <Brand xsi:nil="true"/>
           *         <Product>Flu Shot Clinics</Product>
           *         <CreatedBy>Northwind Agency</CreatedBy>
           *         <CreatedAt>2026-11-21T19:43:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-21T19:43:24.054Z</UpdatedAt>
           *         <PublishedAt xsi:nil="true"/>
           *         <FileCount>2</FileCount>
           *         <DestinationCount>7</DestinationCount>
           *       </Order>
           *       <Order>
           *         <OrderID>5009</OrderID>
           *         <OrderType>LongForm</OrderType>
           *         <Status>Published</Status>
           *         <Advertiser>Riverbend Health</Advertiser>
           *         <Brand xsi:nil="true"/>
           *         <Product>Riverbend Health Hour</Product>
           *         <CreatedBy>Northwind Agency</CreatedBy>
           *         <CreatedAt>2026-11-20T20:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-21T19:23:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-21T19:23:24.054Z</PublishedAt>
           *         <FileCount>1</FileCount>
           *         <DestinationCount>4</DestinationCount>
           *       </Order>
           *       <Order>
           *         <OrderID>5004</OrderID>
           *         <OrderType>Spot</OrderType>
           *         <Status>Published</Status>
           *         <Advertiser>Maple &amp; Oak Furniture</Advertiser>
           *         <Brand xsi:nil="true"/>
           *         <Product>Winter Sale</Product>
           *         <CreatedBy>Northwind Agency</CreatedBy>
           *         <CreatedAt>2026-11-21T15:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-21T18:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-21T18:13:24.054Z</PublishedAt>
           *         <FileCount>2</FileCount>
           *         <DestinationCount>5</DestinationCount>
           *       </Order>
           *     </Orders>
           */
          "text/xml": components["schemas"]["OrderSummary"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 217be5af-53f9-4fe8-9339-4a8130b58a3a
         */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The order. XML root `Order`, lists as `<Files><File>…</File></Files>` and `<Destinations><OrganizationID>200</OrganizationID></Destinations>` (a single child is still a list). Property names match case-insensitively. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Advertiser": "Great Lakes Credit Union",
         *       "Brand": "GLCU",
         *       "Product": "Holiday Auto Loans",
         *       "PurchaseOrder": "NW-24117",
         *       "Priority": "Standard",
         *       "FlightStartDate": "2030-12-01",
         *       "FlightEndDate": "2030-12-31",
         *       "TrafficInstructions": "Rotate evenly.",
         *       "Files": [
         *         {
         *           "AdID": "GLCU0012000H",
         *           "Title": "Holiday Auto Loans :30",
         *           "Length": 30,
         *           "Format": "HD"
         *         }
         *       ],
         *       "Destinations": [
         *         200,
         *         201,
         *         202
         *       ]
         *     }
         */
        "application/json": components["schemas"]["OrderInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Order>
         *       <Advertiser>Great Lakes Credit Union</Advertiser>
         *       <Brand>GLCU</Brand>
         *       <Product>Holiday Auto Loans</Product>
         *       <PurchaseOrder>NW-24117</PurchaseOrder>
         *       <Priority>Standard</Priority>
         *       <FlightStartDate>2030-12-01</FlightStartDate>
         *       <FlightEndDate>2030-12-31</FlightEndDate>
         *       <TrafficInstructions>Rotate evenly.</TrafficInstructions>
         *       <Files>
         *         <File>
         *           <AdID>GLCU0012000H</AdID>
         *           <Title>Holiday Auto Loans :30</Title>
         *           <Length>30</Length>
         *           <Format>HD</Format>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>200</OrganizationID>
         *         <OrganizationID>201</OrganizationID>
         *         <OrganizationID>202</OrganizationID>
         *       </Destinations>
         *     </Order>
         */
        "application/xml": components["schemas"]["OrderInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Order>
         *       <Advertiser>Great Lakes Credit Union</Advertiser>
         *       <Brand>GLCU</Brand>
         *       <Product>Holiday Auto Loans</Product>
         *       <PurchaseOrder>NW-24117</PurchaseOrder>
         *       <Priority>Standard</Priority>
         *       <FlightStartDate>2030-12-01</FlightStartDate>
         *       <FlightEndDate>2030-12-31</FlightEndDate>
         *       <TrafficInstructions>Rotate evenly.</TrafficInstructions>
         *       <Files>
         *         <File>
         *           <AdID>GLCU0012000H</AdID>
         *           <Title>Holiday Auto Loans :30</Title>
         *           <Length>30</Length>
         *           <Format>HD</Format>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>200</OrganizationID>
         *         <OrganizationID>201</OrganizationID>
         *         <OrganizationID>202</OrganizationID>
         *       </Destinations>
         *     </Order>
         */
        "text/xml": components["schemas"]["OrderInput"];
      };
    };
    responses: {
      /** @description The created order (a `Draft`) with its FileIDs and the validation warnings. */
      201: {
        headers: {
          /** @description The new order's address, `/api/v1/ad/orders/{orderID}`. */
          Location?: string;
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5029,
           *       "OrderType": "Spot",
           *       "Status": "Draft",
           *       "Advertiser": "Great Lakes Credit Union",
           *       "Brand": "GLCU",
           *       "Product": "Holiday Auto Loans",
           *       "PurchaseOrder": "NW-24117",
           *       "Priority": "Standard",
           *       "FlightStartDate": "2030-12-01",
           *       "FlightEndDate": "2030-12-31",
           *       "TrafficInstructions": "Rotate evenly.",
           *       "ProgramTitle": null,
           *       "Episode": null,
           *       "Files": [
           *         {
           *           "FileID": 9013,
           *           "AdID": "GLCU0012000H",
           *           "Title": "Holiday Auto Loans :30",
           *           "Length": 30,
           *           "Format": "HD"
           *         }
           *       ],
           *       "Destinations": [
           *         200,
           *         201,
           *         202
           *       ],
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "PublishedAt": null,
           *       "CreatedBy": "Northwind Agency",
           *       "Warnings": [
           *         {
           *           "Code": "destination_offline",
           *           "Message": "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
           *           "Field": "Destinations[2]"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["OrderWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5029</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Draft</Status>
           *       <Advertiser>Great Lakes Credit Union</Advertiser>
           *       <Brand>GLCU</Brand>
           *       <Product>Holiday Auto Loans</Product>
           *       <PurchaseOrder>NW-24117</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2030-12-01</FlightStartDate>
           *       <FlightEndDate>2030-12-31</FlightEndDate>
           *       <TrafficInstructions>Rotate evenly.</TrafficInstructions>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>9013</FileID>
           *           <AdID>GLCU0012000H</AdID>
           *           <Title>Holiday Auto Loans :30</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[2]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Order>
           */
          "application/xml": components["schemas"]["OrderWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5029</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Draft</Status>
           *       <Advertiser>Great Lakes Credit Union</Advertiser>
           *       <Brand>GLCU</Brand>
           *       <Product>Holiday Auto Loans</Product>
           *       <PurchaseOrder>NW-24117</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2030-12-01</FlightStartDate>
           *       <FlightEndDate>2030-12-31</FlightEndDate>
           *       <TrafficInstructions>Rotate evenly.</TrafficInstructions>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>9013</FileID>
           *           <AdID>GLCU0012000H</AdID>
           *           <Title>Holiday Auto Loans :30</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[2]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Order>
           */
          "text/xml": components["schemas"]["OrderWithWarnings"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createLongFormOrder: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example d8e852fb-ac19-4eb0-b35b-3c65bc60f9c2
         */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The long form order. XML root `Order`, with the same lists as Create Order. Property names match case-insensitively. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Advertiser": "Great Lakes Credit Union",
         *       "Brand": "GLCU",
         *       "Product": "Holiday Auto Loans",
         *       "PurchaseOrder": "NW-24117",
         *       "Priority": "Standard",
         *       "FlightStartDate": "2030-12-01",
         *       "FlightEndDate": "2030-12-31",
         *       "TrafficInstructions": "Rotate evenly.",
         *       "Files": [
         *         {
         *           "AdID": "GLHS0000120H",
         *           "Title": "Home Show Weekly: Kitchens",
         *           "Length": 1680,
         *           "Format": "HD"
         *         }
         *       ],
         *       "Destinations": [
         *         200,
         *         201
         *       ],
         *       "ProgramTitle": "Home Show Weekly",
         *       "Episode": "Episode 12"
         *     }
         */
        "application/json": components["schemas"]["LongFormOrderInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Order>
         *       <Advertiser>Great Lakes Credit Union</Advertiser>
         *       <Brand>GLCU</Brand>
         *       <Product>Holiday Auto Loans</Product>
         *       <PurchaseOrder>NW-24117</PurchaseOrder>
         *       <Priority>Standard</Priority>
         *       <FlightStartDate>2030-12-01</FlightStartDate>
         *       <FlightEndDate>2030-12-31</FlightEndDate>
         *       <TrafficInstructions>Rotate evenly.</TrafficInstructions>
         *       <Files>
         *         <File>
         *           <AdID>GLHS0000120H</AdID>
         *           <Title>Home Show Weekly: Kitchens</Title>
         *           <Length>1680</Length>
         *           <Format>HD</Format>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>200</OrganizationID>
         *         <OrganizationID>201</OrganizationID>
         *       </Destinations>
         *       <ProgramTitle>Home Show Weekly</ProgramTitle>
         *       <Episode>Episode 12</Episode>
         *     </Order>
         */
        "application/xml": components["schemas"]["LongFormOrderInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Order>
         *       <Advertiser>Great Lakes Credit Union</Advertiser>
         *       <Brand>GLCU</Brand>
         *       <Product>Holiday Auto Loans</Product>
         *       <PurchaseOrder>NW-24117</PurchaseOrder>
         *       <Priority>Standard</Priority>
         *       <FlightStartDate>2030-12-01</FlightStartDate>
         *       <FlightEndDate>2030-12-31</FlightEndDate>
         *       <TrafficInstructions>Rotate evenly.</TrafficInstructions>
         *       <Files>
         *         <File>
         *           <AdID>GLHS0000120H</AdID>
         *           <Title>Home Show Weekly: Kitchens</Title>
         *           <Length>1680</Length>
         *           <Format>HD</Format>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>200</OrganizationID>
         *         <OrganizationID>201</OrganizationID>
         *       </Destinations>
         *       <ProgramTitle>Home Show Weekly</ProgramTitle>
         *       <Episode>Episode 12</Episode>
         *     </Order>
         */
        "text/xml": components["schemas"]["LongFormOrderInput"];
      };
    };
    responses: {
      /** @description The created long form order (a `Draft`) with its FileIDs and the validation warnings. */
      201: {
        headers: {
          /** @description The new order's address, `/api/v1/ad/orders/{orderID}`. */
          Location?: string;
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5029,
           *       "OrderType": "LongForm",
           *       "Status": "Draft",
           *       "Advertiser": "Great Lakes Credit Union",
           *       "Brand": "GLCU",
           *       "Product": "Holiday Auto Loans",
           *       "PurchaseOrder": "NW-24117",
           *       "Priority": "Standard",
           *       "FlightStartDate": "2030-12-01",
           *       "FlightEndDate": "2030-12-31",
           *       "TrafficInstructions": "Rotate evenly.",
           *       "ProgramTitle": "Home Show Weekly",
           *       "Episode": "Episode 12",
           *       "Files": [
           *         {
           *           "FileID": 9014,
           *           "AdID": "GLHS0000120H",
           *           "Title": "Home Show Weekly: Kitchens",
           *           "Length": 1680,
           *           "Format": "HD"
           *         }
           *       ],
           *       "Destinations": [
           *         200,
           *         201
           *       ],
           *       "CreatedAt": "2026-11-21T20:13:53.712Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.712Z",
           *       "PublishedAt": null,
           *       "CreatedBy": "Northwind Agency",
           *       "Warnings": []
           *     }
           */
          "application/json": components["schemas"]["OrderWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5029</OrderID>
           *       <OrderType>LongForm</OrderType>
           *       <Status>Draft</Status>
           *       <Advertiser>Great Lakes Credit Union</Advertiser>
           *       <Brand>GLCU</Brand>
           *       <Product>Holiday Auto Loans</Product>
           *       <PurchaseOrder>NW-24117</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2030-12-01</FlightStartDate>
           *       <FlightEndDate>2030-12-31</FlightEndDate>
           *       <TrafficInstructions>Rotate evenly.</TrafficInstructions>
           *       <ProgramTitle>Home Show Weekly</ProgramTitle>
           *       <Episode>Episode 12</Episode>
           *       <Files>
           *         <File>
           *           <FileID>9014</FileID>
           *           <AdID>GLHS0000120H</AdID>
           *           <Title>Home Show Weekly: Kitchens</Title>
           *           <Length>1680</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.712Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.712Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Warnings/>
           *     </Order>
           */
          "application/xml": components["schemas"]["OrderWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5029</OrderID>
           *       <OrderType>LongForm</OrderType>
           *       <Status>Draft</Status>
           *       <Advertiser>Great Lakes Credit Union</Advertiser>
           *       <Brand>GLCU</Brand>
           *       <Product>Holiday Auto Loans</Product>
           *       <PurchaseOrder>NW-24117</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2030-12-01</FlightStartDate>
           *       <FlightEndDate>2030-12-31</FlightEndDate>
           *       <TrafficInstructions>Rotate evenly.</TrafficInstructions>
           *       <ProgramTitle>Home Show Weekly</ProgramTitle>
           *       <Episode>Episode 12</Episode>
           *       <Files>
           *         <File>
           *           <FileID>9014</FileID>
           *           <AdID>GLHS0000120H</AdID>
           *           <Title>Home Show Weekly: Kitchens</Title>
           *           <Length>1680</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.712Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.712Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Warnings/>
           *     </Order>
           */
          "text/xml": components["schemas"]["OrderWithWarnings"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listOrderGroups: {
    parameters: {
      query?: {
        /** @description Only groups in this status: `Draft` or `Published`. */
        status?: "Draft" | "Published";
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The groups, newest UpdatedAt first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrderGroupID": 6002,
           *         "Name": "Riverbend Health: Spring Wellness",
           *         "Status": "Draft",
           *         "OrderIDs": [
           *           5025,
           *           5026
           *         ],
           *         "CreatedAt": "2026-11-19T19:13:24.054Z",
           *         "UpdatedAt": "2026-11-19T19:13:24.054Z",
           *         "PublishedAt": null
           *       },
           *       {
           *         "OrderGroupID": 6001,
           *         "Name": "Great Lakes Credit Union: Winter Savings",
           *         "Status": "Published",
           *         "OrderIDs": [
           *           5023,
           *           5024
           *         ],
           *         "CreatedAt": "2026-11-18T16:13:24.054Z",
           *         "UpdatedAt": "2026-11-18T18:13:24.054Z",
           *         "PublishedAt": "2026-11-18T18:13:24.054Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["OrderGroupSummary"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroups xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroup>
           *         <OrderGroupID>6002</OrderGroupID>
           *         <Name>Riverbend Health: Spring Wellness</Name>
           *         <Status>Draft</Status>
           *         <OrderIDs>
           *           <OrderID>5025</OrderID>
           *           <OrderID>5026</OrderID>
           *         </OrderIDs>
           *         <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-19T19:13:24.054Z</UpdatedAt>
           *         <PublishedAt xsi:nil="true"/>
           *       </OrderGroup>
           *       <OrderGroup>
           *         <OrderGroupID>6001</OrderGroupID>
           *         <Name>Great Lakes Credit Union: Winter Savings</Name>
           *         <Status>Published</Status>
           *         <OrderIDs>
           *           <OrderID>5023</OrderID>
           *           <OrderID>5024</OrderID>
           *         </OrderIDs>
           *         <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-18T18:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *       </OrderGroup>
           *     </OrderGroups>
           */
          "application/xml": components["schemas"]["OrderGroupSummary"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroups xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroup>
           *         <OrderGroupID>6002</OrderGroupID>
           *         <Name>Riverbend Health: Spring Wellness</Name>
           *         <Status>Draft</Status>
           *         <OrderIDs>
           *           <OrderID>5025</OrderID>
           *           <OrderID>5026</OrderID>
           *         </OrderIDs>
           *         <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-19T19:13:24.054Z</UpdatedAt>
           *         <PublishedAt xsi:nil="true"/>
           *       </OrderGroup>
           *       <OrderGroup>
           *         <OrderGroupID>6001</OrderGroupID>
           *         <Name>Great Lakes Credit Union: Winter Savings</Name>
           *         <Status>Published</Status>
           *         <OrderIDs>
           *           <OrderID>5023</OrderID>
           *           <OrderID>5024</OrderID>
           *         </OrderIDs>
           *         <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-18T18:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *       </OrderGroup>
           *     </OrderGroups>
           */
          "text/xml": components["schemas"]["OrderGroupSummary"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createOrderGroup: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example a53e08f6-ea7d-45eb-9982-f5b89f3a390d
         */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The group. XML root `OrderGroup`, its orders as `<OrderIDs><OrderID>5027</OrderID></OrderIDs>` (a single child is still a list). Property names match case-insensitively. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Name": "Riverbend Health: Spring Wellness (Cable)",
         *       "OrderIDs": [
         *         5027
         *       ]
         *     }
         */
        "application/json": components["schemas"]["OrderGroupInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrderGroup>
         *       <Name>Riverbend Health: Spring Wellness (Cable)</Name>
         *       <OrderIDs>
         *         <OrderID>5027</OrderID>
         *       </OrderIDs>
         *     </OrderGroup>
         */
        "application/xml": components["schemas"]["OrderGroupInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrderGroup>
         *       <Name>Riverbend Health: Spring Wellness (Cable)</Name>
         *       <OrderIDs>
         *         <OrderID>5027</OrderID>
         *       </OrderIDs>
         *     </OrderGroup>
         */
        "text/xml": components["schemas"]["OrderGroupInput"];
      };
    };
    responses: {
      /** @description The new group (a `Draft`) with its orders. */
      201: {
        headers: {
          /** @description The new group's address, `/api/v1/ad/ordergroups/{orderGroupID}`. */
          Location?: string;
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderGroupID": 6004,
           *       "Name": "Riverbend Health: Spring Wellness (Cable)",
           *       "Status": "Draft",
           *       "Orders": [
           *         {
           *           "OrderID": 5027,
           *           "OrderType": "Spot",
           *           "Status": "Draft",
           *           "Advertiser": "Riverbend Health",
           *           "Brand": null,
           *           "Product": "Spring Wellness (Cable)",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-20T00:13:24.054Z",
           *           "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *           "PublishedAt": null,
           *           "FileCount": 1,
           *           "DestinationCount": 1
           *         }
           *       ],
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "PublishedAt": null
           *     }
           */
          "application/json": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroupID>6004</OrderGroupID>
           *       <Name>Riverbend Health: Spring Wellness (Cable)</Name>
           *       <Status>Draft</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5027</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Cable)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-20T00:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>1</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *     </OrderGroup>
           */
          "application/xml": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroupID>6004</OrderGroupID>
           *       <Name>Riverbend Health: Spring Wellness (Cable)</Name>
           *       <Status>Draft</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5027</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Cable)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-20T00:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>1</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *     </OrderGroup>
           */
          "text/xml": components["schemas"]["OrderGroup"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listAsRun: {
    parameters: {
      query?: {
        /** @description Only this station's entries (one the key acts for, else 403). */
        organizationID?: number;
        /** @description Only entries aired at or after: a date `YYYY-MM-DD` (its whole day, Eastern Time, as every date of the API) or an ISO 8601 date-time with `Z` or an offset; a real day of its month, of years 0000 to 9999 (a bound past the last entry, as the end of 9999-12-31 in Eastern Time, takes in every entry). */
        fromDate?: string;
        /** @description Only entries aired at or before: a date `YYYY-MM-DD` (its whole day, Eastern Time, as every date of the API) or an ISO 8601 date-time with `Z` or an offset; a real day of its month, of years 0000 to 9999 (a bound past the last entry, as the end of 9999-12-31 in Eastern Time, takes in every entry). */
        toDate?: string;
        /** @description Only entries of this AdID (as posted, or of the file their HouseID matched). */
        adID?: string;
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entries, newest first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "EntryID": 1099511627779,
           *         "OrganizationID": 200,
           *         "AiredAt": "2026-11-20T22:31:40.000Z",
           *         "AdID": "BRSM0004415H",
           *         "HouseID": null,
           *         "DurationSeconds": 14,
           *         "OrderID": 5002,
           *         "FileID": 8004,
           *         "PostedAt": "2026-11-21T20:13:53.978Z"
           *       },
           *       {
           *         "EntryID": 1099511627778,
           *         "OrganizationID": 200,
           *         "AiredAt": "2026-11-20T13:15:00.000Z",
           *         "AdID": "BRSM0004415H",
           *         "HouseID": "WXYZ-CM-44102",
           *         "DurationSeconds": 15,
           *         "OrderID": 5002,
           *         "FileID": 8004,
           *         "PostedAt": "2026-11-21T20:13:53.978Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["AsRunEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <AsRunEntries xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <AsRunEntry>
           *         <EntryID>1099511627779</EntryID>
           *         <OrganizationID>200</OrganizationID>
           *         <AiredAt>2026-11-20T22:31:40.000Z</AiredAt>
           *         <AdID>BRSM0004415H</AdID>
           *         <HouseID xsi:nil="true"/>
           *         <DurationSeconds>14</DurationSeconds>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <PostedAt>2026-11-21T20:13:53.978Z</PostedAt>
           *       </AsRunEntry>
           *       <AsRunEntry>
           *         <EntryID>1099511627778</EntryID>
           *         <OrganizationID>200</OrganizationID>
           *         <AiredAt>2026-11-20T13:15:00.000Z</AiredAt>
           *         <AdID>BRSM0004415H</AdID>
           *         <HouseID>WXYZ-CM-44102</HouseID>
           *         <DurationSeconds>15</DurationSeconds>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <PostedAt>2026-11-21T20:13:53.978Z</PostedAt>
           *       </AsRunEntry>
           *     </AsRunEntries>
           */
          "application/xml": components["schemas"]["AsRunEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <AsRunEntries xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <AsRunEntry>
           *         <EntryID>1099511627779</EntryID>
           *         <OrganizationID>200</OrganizationID>
           *         <AiredAt>2026-11-20T22:31:40.000Z</AiredAt>
           *         <AdID>BRSM0004415H</AdID>
           *         <HouseID xsi:nil="true"/>
           *         <DurationSeconds>14</DurationSeconds>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <PostedAt>2026-11-21T20:13:53.978Z</PostedAt>
           *       </AsRunEntry>
           *       <AsRunEntry>
           *         <EntryID>1099511627778</EntryID>
           *         <OrganizationID>200</OrganizationID>
           *         <AiredAt>2026-11-20T13:15:00.000Z</AiredAt>
           *         <AdID>BRSM0004415H</AdID>
           *         <HouseID>WXYZ-CM-44102</HouseID>
           *         <DurationSeconds>15</DurationSeconds>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <PostedAt>2026-11-21T20:13:53.978Z</PostedAt>
           *       </AsRunEntry>
           *     </AsRunEntries>
           */
          "text/xml": components["schemas"]["AsRunEntry"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  postAsRun: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 4571d674-fb26-486b-a504-57de45bdd37d
         */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The log: JSON `{AsRun: [...]}`, XML root `AsRunLog` with `<AsRun><Entry>…</Entry></AsRun>`, or CSV (`text/csv`, UTF-8) with a header line. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "AsRun": [
         *         {
         *           "AiredAt": "2026-11-20T07:42:15-05:00",
         *           "AdID": "BRSM0004410H",
         *           "DurationSeconds": 30
         *         },
         *         {
         *           "AiredAt": "2026-11-20T08:15:00-05:00",
         *           "HouseID": "WXYZ-CM-44102",
         *           "DurationSeconds": 15
         *         },
         *         {
         *           "AiredAt": "2026-11-20T17:31:40-05:00",
         *           "AdID": "BRSM0004415H",
         *           "DurationSeconds": 14
         *         },
         *         {
         *           "AiredAt": "2026-11-20 17:45",
         *           "AdID": "BRSM0004415H",
         *           "DurationSeconds": 15
         *         },
         *         {
         *           "AiredAt": "2026-11-20T21:05:00-05:00",
         *           "AdID": "GLCU0012000H",
         *           "DurationSeconds": 30
         *         }
         *       ]
         *     }
         */
        "application/json": components["schemas"]["AsRunLog"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <AsRunLog>
         *       <AsRun>
         *         <Entry>
         *           <AiredAt>2026-11-20T07:42:15-05:00</AiredAt>
         *           <AdID>BRSM0004410H</AdID>
         *           <DurationSeconds>30</DurationSeconds>
         *         </Entry>
         *         <Entry>
         *           <AiredAt>2026-11-20T08:15:00-05:00</AiredAt>
         *           <HouseID>WXYZ-CM-44102</HouseID>
         *           <DurationSeconds>15</DurationSeconds>
         *         </Entry>
         *         <Entry>
         *           <AiredAt>2026-11-20T17:31:40-05:00</AiredAt>
         *           <AdID>BRSM0004415H</AdID>
         *           <DurationSeconds>14</DurationSeconds>
         *         </Entry>
         *         <Entry>
         *           <AiredAt>2026-11-20 17:45</AiredAt>
         *           <AdID>BRSM0004415H</AdID>
         *           <DurationSeconds>15</DurationSeconds>
         *         </Entry>
         *         <Entry>
         *           <AiredAt>2026-11-20T21:05:00-05:00</AiredAt>
         *           <AdID>GLCU0012000H</AdID>
         *           <DurationSeconds>30</DurationSeconds>
         *         </Entry>
         *       </AsRun>
         *     </AsRunLog>
         */
        "application/xml": components["schemas"]["AsRunLog"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <AsRunLog>
         *       <AsRun>
         *         <Entry>
         *           <AiredAt>2026-11-20T07:42:15-05:00</AiredAt>
         *           <AdID>BRSM0004410H</AdID>
         *           <DurationSeconds>30</DurationSeconds>
         *         </Entry>
         *         <Entry>
         *           <AiredAt>2026-11-20T08:15:00-05:00</AiredAt>
         *           <HouseID>WXYZ-CM-44102</HouseID>
         *           <DurationSeconds>15</DurationSeconds>
         *         </Entry>
         *         <Entry>
         *           <AiredAt>2026-11-20T17:31:40-05:00</AiredAt>
         *           <AdID>BRSM0004415H</AdID>
         *           <DurationSeconds>14</DurationSeconds>
         *         </Entry>
         *         <Entry>
         *           <AiredAt>2026-11-20 17:45</AiredAt>
         *           <AdID>BRSM0004415H</AdID>
         *           <DurationSeconds>15</DurationSeconds>
         *         </Entry>
         *         <Entry>
         *           <AiredAt>2026-11-20T21:05:00-05:00</AiredAt>
         *           <AdID>GLCU0012000H</AdID>
         *           <DurationSeconds>30</DurationSeconds>
         *         </Entry>
         *       </AsRun>
         *     </AsRunLog>
         */
        "text/xml": components["schemas"]["AsRunLog"];
        /**
         * @example aired_at,ad_id,house_id,duration_seconds,program
         *     2026-11-20T07:42:15-05:00,BRSM0004410H,,30,Morning News
         *     2026-11-20T08:15:00-05:00,,WXYZ-CM-44102,15,Morning News
         *     2026-11-20T17:31:40-05:00,BRSM0004415H,,14,Evening News
         */
        "text/csv": string;
      };
    };
    responses: {
      /** @description What became of each entry. */
      200: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Accepted": 4,
           *       "Duplicates": 0,
           *       "Rejected": [
           *         {
           *           "Index": 3,
           *           "Line": null,
           *           "Code": "bad_time",
           *           "Message": "AiredAt 2026-11-20 17:45 is not ISO 8601 with Z or an offset"
           *         }
           *       ],
           *       "Unmatched": [
           *         {
           *           "Index": 4,
           *           "Line": null,
           *           "OrganizationID": 200,
           *           "AiredAt": "2026-11-21T02:05:00.000Z",
           *           "AdID": "GLCU0012000H",
           *           "HouseID": null
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["AsRunResult"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <AsRunResult xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Accepted>4</Accepted>
           *       <Duplicates>0</Duplicates>
           *       <Rejected>
           *         <Rejection>
           *           <Index>3</Index>
           *           <Line xsi:nil="true"/>
           *           <Code>bad_time</Code>
           *           <Message>AiredAt 2026-11-20 17:45 is not ISO 8601 with Z or an offset</Message>
           *         </Rejection>
           *       </Rejected>
           *       <Unmatched>
           *         <Entry>
           *           <Index>4</Index>
           *           <Line xsi:nil="true"/>
           *           <OrganizationID>200</OrganizationID>
           *           <AiredAt>2026-11-21T02:05:00.000Z</AiredAt>
           *           <AdID>GLCU0012000H</AdID>
           *           <HouseID xsi:nil="true"/>
           *         </Entry>
           *       </Unmatched>
           *     </AsRunResult>
           */
          "application/xml": components["schemas"]["AsRunResult"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <AsRunResult xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Accepted>4</Accepted>
           *       <Duplicates>0</Duplicates>
           *       <Rejected>
           *         <Rejection>
           *           <Index>3</Index>
           *           <Line xsi:nil="true"/>
           *           <Code>bad_time</Code>
           *           <Message>AiredAt 2026-11-20 17:45 is not ISO 8601 with Z or an offset</Message>
           *         </Rejection>
           *       </Rejected>
           *       <Unmatched>
           *         <Entry>
           *           <Index>4</Index>
           *           <Line xsi:nil="true"/>
           *           <OrganizationID>200</OrganizationID>
           *           <AiredAt>2026-11-21T02:05:00.000Z</AiredAt>
           *           <AdID>GLCU0012000H</AdID>
           *           <HouseID xsi:nil="true"/>
           *         </Entry>
           *       </Unmatched>
           *     </AsRunResult>
           */
          "text/xml": components["schemas"]["AsRunResult"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getIngestFeed: {
    parameters: {
      query?: {
        /** @description The station whose feed it is: required of a station group's key (one of the stations it acts for; another: 404); a station's key may name itself. */
        organizationID?: number;
        /** @description Opaque position in the feed, as the previous answer gave it (`Cursor`, or the `cursor` of its `Link: rel="next"`); absent: the oldest entry kept (30 days, and the station's latest entry of each file it still airs). */
        cursor?: string;
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Seconds to wait for an entry when there is none after the cursor (long polling): 0 to 30 (default 0). */
        wait?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entries after the cursor (empty when none arrived within `wait`), and the next cursor. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "Entries": [
           *         {
           *           "EntryID": 1,
           *           "Action": "ingest",
           *           "CreatedAt": "2026-10-26T06:10:53.211Z",
           *           "Family": "order",
           *           "OrderID": 5021,
           *           "FileID": 8039,
           *           "AdID": "GLHS0000800H",
           *           "Title": "Home Show Weekly Ep. 8 (28:30)",
           *           "Advertiser": "Great Lakes Home Show",
           *           "Length": 1710,
           *           "HouseID": null,
           *           "StartDate": null,
           *           "EndDate": null,
           *           "ContentUrl": "http://localhost:8787/api/v1/ad/orders/5021/files/8039/content",
           *           "ContentType": "video/mp4",
           *           "Bytes": 133237,
           *           "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *           "Restrictions": []
           *         },
           *         {
           *           "EntryID": 8,
           *           "Action": "ingest",
           *           "CreatedAt": "2026-11-05T04:10:53.211Z",
           *           "Family": "order",
           *           "OrderID": 5011,
           *           "FileID": 8018,
           *           "AdID": "FHGR0401000H",
           *           "Title": "Fresh Harvest Weekly Deals :30",
           *           "Advertiser": "Fresh Harvest Grocers",
           *           "Length": 30,
           *           "HouseID": "WXYZ-CM-43870",
           *           "StartDate": "2026-11-07",
           *           "EndDate": "2026-11-21",
           *           "ContentUrl": "http://localhost:8787/api/v1/ad/orders/5011/files/8018/content",
           *           "ContentType": "video/mp4",
           *           "Bytes": 133237,
           *           "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *           "Restrictions": []
           *         }
           *       ],
           *       "Cursor": "Wzhd"
           *     }
           */
          "application/json": components["schemas"]["IngestFeed"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <IngestFeed xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Entries>
           *         <Entry>
           *           <EntryID>1</EntryID>
           *           <Action>ingest</Action>
           *           <CreatedAt>2026-10-26T06:10:53.211Z</CreatedAt>
           *           <Family>order</Family>
           *           <OrderID>5021</OrderID>
           *           <FileID>8039</FileID>
           *           <AdID>GLHS0000800H</AdID>
           *           <Title>Home Show Weekly Ep. 8 (28:30)</Title>
           *           <Advertiser>Great Lakes Home Show</Advertiser>
           *           <Length>1710</Length>
           *           <HouseID xsi:nil="true"/>
           *           <StartDate xsi:nil="true"/>
           *           <EndDate xsi:nil="true"/>
           *           <ContentUrl>http://localhost:8787/api/v1/ad/orders/5021/files/8039/content</ContentUrl>
           *           <ContentType>video/mp4</ContentType>
           *           <Bytes>133237</Bytes>
           *           <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *           <Restrictions/>
           *         </Entry>
           *         <Entry>
           *           <EntryID>8</EntryID>
           *           <Action>ingest</Action>
           *           <CreatedAt>2026-11-05T04:10:53.211Z</CreatedAt>
           *           <Family>order</Family>
           *           <OrderID>5011</OrderID>
           *           <FileID>8018</FileID>
           *           <AdID>FHGR0401000H</AdID>
           *           <Title>Fresh Harvest Weekly Deals :30</Title>
           *           <Advertiser>Fresh Harvest Grocers</Advertiser>
           *           <Length>30</Length>
           *           <HouseID>WXYZ-CM-43870</HouseID>
           *           <StartDate>2026-11-07</StartDate>
           *           <EndDate>2026-11-21</EndDate>
           *           <ContentUrl>http://localhost:8787/api/v1/ad/orders/5011/files/8018/content</ContentUrl>
           *           <ContentType>video/mp4</ContentType>
           *           <Bytes>133237</Bytes>
           *           <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *           <Restrictions/>
           *         </Entry>
           *       </Entries>
           *       <Cursor>Wzhd</Cursor>
           *     </IngestFeed>
           */
          "application/xml": components["schemas"]["IngestFeed"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <IngestFeed xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Entries>
           *         <Entry>
           *           <EntryID>1</EntryID>
           *           <Action>ingest</Action>
           *           <CreatedAt>2026-10-26T06:10:53.211Z</CreatedAt>
           *           <Family>order</Family>
           *           <OrderID>5021</OrderID>
           *           <FileID>8039</FileID>
           *           <AdID>GLHS0000800H</AdID>
           *           <Title>Home Show Weekly Ep. 8 (28:30)</Title>
           *           <Advertiser>Great Lakes Home Show</Advertiser>
           *           <Length>1710</Length>
           *           <HouseID xsi:nil="true"/>
           *           <StartDate xsi:nil="true"/>
           *           <EndDate xsi:nil="true"/>
           *           <ContentUrl>http://localhost:8787/api/v1/ad/orders/5021/files/8039/content</ContentUrl>
           *           <ContentType>video/mp4</ContentType>
           *           <Bytes>133237</Bytes>
           *           <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *           <Restrictions/>
           *         </Entry>
           *         <Entry>
           *           <EntryID>8</EntryID>
           *           <Action>ingest</Action>
           *           <CreatedAt>2026-11-05T04:10:53.211Z</CreatedAt>
           *           <Family>order</Family>
           *           <OrderID>5011</OrderID>
           *           <FileID>8018</FileID>
           *           <AdID>FHGR0401000H</AdID>
           *           <Title>Fresh Harvest Weekly Deals :30</Title>
           *           <Advertiser>Fresh Harvest Grocers</Advertiser>
           *           <Length>30</Length>
           *           <HouseID>WXYZ-CM-43870</HouseID>
           *           <StartDate>2026-11-07</StartDate>
           *           <EndDate>2026-11-21</EndDate>
           *           <ContentUrl>http://localhost:8787/api/v1/ad/orders/5011/files/8018/content</ContentUrl>
           *           <ContentType>video/mp4</ContentType>
           *           <Bytes>133237</Bytes>
           *           <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *           <Restrictions/>
           *         </Entry>
           *       </Entries>
           *       <Cursor>Wzhd</Cursor>
           *     </IngestFeed>
           */
          "text/xml": components["schemas"]["IngestFeed"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  acknowledgeIngestEntry: {
    parameters: {
      query?: {
        /** @description The station whose feed it is: required of a station group's key (one of the stations it acts for; another: 404); a station's key may name itself. */
        organizationID?: number;
      };
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example af6e3e81-3cb8-4abc-8f68-7f9f1a85bb72
         */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description XML root `IngestAcknowledgement`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "EntryID": 1,
         *       "Status": "Ingested",
         *       "Message": "Cart 4410 loaded"
         *     }
         */
        "application/json": components["schemas"]["IngestAcknowledgementInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <IngestAcknowledgement>
         *       <EntryID>1</EntryID>
         *       <Status>Ingested</Status>
         *       <Message>Cart 4410 loaded</Message>
         *     </IngestAcknowledgement>
         */
        "application/xml": components["schemas"]["IngestAcknowledgementInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <IngestAcknowledgement>
         *       <EntryID>1</EntryID>
         *       <Status>Ingested</Status>
         *       <Message>Cart 4410 loaded</Message>
         *     </IngestAcknowledgement>
         */
        "text/xml": components["schemas"]["IngestAcknowledgementInput"];
      };
    };
    responses: {
      /** @description The acknowledgement recorded. */
      201: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "EntryID": 1,
           *       "Status": "Ingested",
           *       "Message": "Cart 4410 loaded",
           *       "AcknowledgedAt": "2026-11-20T12:00:00.000Z"
           *     }
           */
          "application/json": components["schemas"]["IngestAcknowledgement"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <IngestAcknowledgement>
           *       <EntryID>1</EntryID>
           *       <Status>Ingested</Status>
           *       <Message>Cart 4410 loaded</Message>
           *       <AcknowledgedAt>2026-11-20T12:00:00.000Z</AcknowledgedAt>
           *     </IngestAcknowledgement>
           */
          "application/xml": components["schemas"]["IngestAcknowledgement"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <IngestAcknowledgement>
           *       <EntryID>1</EntryID>
           *       <Status>Ingested</Status>
           *       <Message>Cart 4410 loaded</Message>
           *       <AcknowledgedAt>2026-11-20T12:00:00.000Z</AcknowledgedAt>
           *     </IngestAcknowledgement>
           */
          "text/xml": components["schemas"]["IngestAcknowledgement"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listReleases: {
    parameters: {
      query?: {
        /** @description `sender`: only the releases the caller's own label created (drafts included; group access never makes a group a sender). `destination`: only the published releases sent to the organizations it acts for (itself, or its stations through group access). Both by default. */
        role?: "sender" | "destination";
        /** @description Only releases in this state, spelt exactly, e.g. `In Progress`. */
        status?: "Draft" | "Published" | "In Progress" | "Delivered" | "Cancelled";
        /** @description Only releases updated at or after this moment: an ISO 8601 local date-time without offset (`YYYY-MM-DDThh:mm:ss`), read in Eastern Time (America/New_York, daylight saving included). */
        updatedSince?: string;
        /** @description Only releases of this artist: the whole name, letters of any case (A to Z). */
        artist?: string;
        isrc?: string;
        /** @description Only releases sent to this organization, which must be one the caller acts for (itself, or a station through group access); any other is a 403. */
        destination?: number;
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The releases, newest UpdatedAt first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "ReleaseID": 7002,
           *         "Status": "In Progress",
           *         "Title": "Paper Satellites",
           *         "Artist": "The Glass Harbor",
           *         "UPC": "850001407021",
           *         "ReleaseDate": "2026-11-25",
           *         "CreatedBy": "Blue Harbor Records",
           *         "CreatedAt": "2026-11-18T20:13:24.054Z",
           *         "UpdatedAt": "2026-11-18T20:13:24.054Z",
           *         "PublishedAt": "2026-11-18T20:13:24.054Z",
           *         "FileCount": 4,
           *         "DestinationCount": 4
           *       },
           *       {
           *         "ReleaseID": 7001,
           *         "Status": "In Progress",
           *         "Title": "Midnight Lanterns",
           *         "Artist": "Juniper Vale",
           *         "UPC": "850001407014",
           *         "ReleaseDate": "2026-11-14",
           *         "CreatedBy": "Blue Harbor Records",
           *         "CreatedAt": "2026-11-15T20:13:24.054Z",
           *         "UpdatedAt": "2026-11-15T20:13:24.054Z",
           *         "PublishedAt": "2026-11-15T20:13:24.054Z",
           *         "FileCount": 2,
           *         "DestinationCount": 3
           *       },
           *       {
           *         "ReleaseID": 7003,
           *         "Status": "Delivered",
           *         "Title": "Northern Static",
           *         "Artist": "Owen Marsh",
           *         "UPC": "850001407038",
           *         "ReleaseDate": "2026-10-28",
           *         "CreatedBy": "Blue Harbor Records",
           *         "CreatedAt": "2026-10-27T20:13:24.054Z",
           *         "UpdatedAt": "2026-10-27T20:13:24.054Z",
           *         "PublishedAt": "2026-10-27T20:13:24.054Z",
           *         "FileCount": 1,
           *         "DestinationCount": 5
           *       }
           *     ]
           */
          "application/json": components["schemas"]["ReleaseSummary"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Releases>
           *       <Release>
           *         <ReleaseID>7002</ReleaseID>
           *         <Status>In Progress</Status>
           *         <Title>Paper Satellites</Title>
           *         <Artist>The Glass Harbor</Artist>
           *         <UPC>850001407021</UPC>
           *         <ReleaseDate>2026-11-25</ReleaseDate>
           *         <CreatedBy>Blue Harbor Records</CreatedBy>
           *         <CreatedAt>2026-11-18T20:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-18T20:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-18T20:13:24.054Z</PublishedAt>
           *         <FileCount>4</FileCount>
           *         <DestinationCount>4</DestinationCount>
           *       </Release>
           *       <Release>
           *         <ReleaseID>7001</ReleaseID>
           *         <Status>In Progress</Status>
           *         <Title>Midnight Lanterns</Title>
           *         <Artist>Juniper Vale</Artist>
           *         <UPC>850001407014</UPC>
           *         <ReleaseDate>2026-11-14</ReleaseDate>
           *         <CreatedBy>Blue Harbor Records</CreatedBy>
           *         <CreatedAt>2026-11-15T20:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-15T20:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-15T20:13:24.054Z</PublishedAt>
           *         <FileCount>2</FileCount>
           *         <DestinationCount>3</DestinationCount>
           *       </Release>
           *       <Release>
           *         <ReleaseID>7003</ReleaseID>
           *         <Status>Delivered</Status>
           *         <Title>Northern Static</Title>
           *         <Artist>Owen Marsh</Artist>
           *         <UPC>850001407038</UPC>
           *         <ReleaseDate>2026-10-28</ReleaseDate>
           *         <CreatedBy>Blue Harbor Records</CreatedBy>
           *         <CreatedAt>2026-10-27T20:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-10-27T20:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-10-27T20:13:24.054Z</PublishedAt>
           *         <FileCount>1</FileCount>
           *         <DestinationCount>5</DestinationCount>
           *       </Release>
           *     </Releases>
           */
          "application/xml": components["schemas"]["ReleaseSummary"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Releases>
           *       <Release>
           *         <ReleaseID>7002</ReleaseID>
           *         <Status>In Progress</Status>
           *         <Title>Paper Satellites</Title>
           *         <Artist>The Glass Harbor</Artist>
           *         <UPC>850001407021</UPC>
           *         <ReleaseDate>2026-11-25</ReleaseDate>
           *         <CreatedBy>Blue Harbor Records</CreatedBy>
           *         <CreatedAt>2026-11-18T20:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-18T20:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-18T20:13:24.054Z</PublishedAt>
           *         <FileCount>4</FileCount>
           *         <DestinationCount>4</DestinationCount>
           *       </Release>
           *       <Release>
           *         <ReleaseID>7001</ReleaseID>
           *         <Status>In Progress</Status>
           *         <Title>Midnight Lanterns</Title>
           *         <Artist>Juniper Vale</Artist>
           *         <UPC>850001407014</UPC>
           *         <ReleaseDate>2026-11-14</ReleaseDate>
           *         <CreatedBy>Blue Harbor Records</CreatedBy>
           *         <CreatedAt>2026-11-15T20:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-11-15T20:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-11-15T20:13:24.054Z</PublishedAt>
           *         <FileCount>2</FileCount>
           *         <DestinationCount>3</DestinationCount>
           *       </Release>
           *       <Release>
           *         <ReleaseID>7003</ReleaseID>
           *         <Status>Delivered</Status>
           *         <Title>Northern Static</Title>
           *         <Artist>Owen Marsh</Artist>
           *         <UPC>850001407038</UPC>
           *         <ReleaseDate>2026-10-28</ReleaseDate>
           *         <CreatedBy>Blue Harbor Records</CreatedBy>
           *         <CreatedAt>2026-10-27T20:13:24.054Z</CreatedAt>
           *         <UpdatedAt>2026-10-27T20:13:24.054Z</UpdatedAt>
           *         <PublishedAt>2026-10-27T20:13:24.054Z</PublishedAt>
           *         <FileCount>1</FileCount>
           *         <DestinationCount>5</DestinationCount>
           *       </Release>
           *     </Releases>
           */
          "text/xml": components["schemas"]["ReleaseSummary"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createRelease: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example fafa1436-e4fe-45cd-a2bf-9884a2ca8263
         */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The release. XML root `Release`, lists as `<Files><File>…</File></Files>` and `<Destinations><OrganizationID>201</OrganizationID></Destinations>` (a single child is still a list). Property names match case-insensitively. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Title": "Harbor Nights",
         *       "Artist": "Juniper Vale",
         *       "UPC": "850001407021",
         *       "ReleaseDate": "2030-02-14",
         *       "Files": [
         *         {
         *           "Title": "Harbor Nights",
         *           "ISRC": "US-BHR-26-00401",
         *           "Length": 224
         *         },
         *         {
         *           "Title": "Tidewater",
         *           "ISRC": "usbhr2600402",
         *           "Length": 201
         *         }
         *       ],
         *       "Destinations": [
         *         201,
         *         202
         *       ]
         *     }
         */
        "application/json": components["schemas"]["ReleaseInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Release>
         *       <Title>Harbor Nights</Title>
         *       <Artist>Juniper Vale</Artist>
         *       <UPC>850001407021</UPC>
         *       <ReleaseDate>2030-02-14</ReleaseDate>
         *       <Files>
         *         <File>
         *           <Title>Harbor Nights</Title>
         *           <ISRC>US-BHR-26-00401</ISRC>
         *           <Length>224</Length>
         *         </File>
         *         <File>
         *           <Title>Tidewater</Title>
         *           <ISRC>usbhr2600402</ISRC>
         *           <Length>201</Length>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>201</OrganizationID>
         *         <OrganizationID>202</OrganizationID>
         *       </Destinations>
         *     </Release>
         */
        "application/xml": components["schemas"]["ReleaseInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Release>
         *       <Title>Harbor Nights</Title>
         *       <Artist>Juniper Vale</Artist>
         *       <UPC>850001407021</UPC>
         *       <ReleaseDate>2030-02-14</ReleaseDate>
         *       <Files>
         *         <File>
         *           <Title>Harbor Nights</Title>
         *           <ISRC>US-BHR-26-00401</ISRC>
         *           <Length>224</Length>
         *         </File>
         *         <File>
         *           <Title>Tidewater</Title>
         *           <ISRC>usbhr2600402</ISRC>
         *           <Length>201</Length>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>201</OrganizationID>
         *         <OrganizationID>202</OrganizationID>
         *       </Destinations>
         *     </Release>
         */
        "text/xml": components["schemas"]["ReleaseInput"];
      };
    };
    responses: {
      /** @description The created release (a `Draft`) with its FileIDs and the validation warnings. */
      201: {
        headers: {
          /** @description The new release's address, `/api/v1/music/releases/{releaseID}`. */
          Location?: string;
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ReleaseID": 7006,
           *       "Status": "Draft",
           *       "Title": "Harbor Nights",
           *       "Artist": "Juniper Vale",
           *       "UPC": "850001407021",
           *       "ReleaseDate": "2030-02-14",
           *       "Files": [
           *         {
           *           "FileID": 9013,
           *           "ISRC": "USBHR2600401",
           *           "Title": "Harbor Nights",
           *           "Length": 224
           *         },
           *         {
           *           "FileID": 9014,
           *           "ISRC": "USBHR2600402",
           *           "Title": "Tidewater",
           *           "Length": 201
           *         }
           *       ],
           *       "Destinations": [
           *         201,
           *         202
           *       ],
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "PublishedAt": null,
           *       "CreatedBy": "Blue Harbor Records",
           *       "Warnings": [
           *         {
           *           "Code": "destination_offline",
           *           "Message": "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
           *           "Field": "Destinations[1]"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["ReleaseWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Release xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ReleaseID>7006</ReleaseID>
           *       <Status>Draft</Status>
           *       <Title>Harbor Nights</Title>
           *       <Artist>Juniper Vale</Artist>
           *       <UPC>850001407021</UPC>
           *       <ReleaseDate>2030-02-14</ReleaseDate>
           *       <Files>
           *         <File>
           *           <FileID>9013</FileID>
           *           <ISRC>USBHR2600401</ISRC>
           *           <Title>Harbor Nights</Title>
           *           <Length>224</Length>
           *         </File>
           *         <File>
           *           <FileID>9014</FileID>
           *           <ISRC>USBHR2600402</ISRC>
           *           <Title>Tidewater</Title>
           *           <Length>201</Length>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Blue Harbor Records</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[1]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Release>
           */
          "application/xml": components["schemas"]["ReleaseWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Release xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ReleaseID>7006</ReleaseID>
           *       <Status>Draft</Status>
           *       <Title>Harbor Nights</Title>
           *       <Artist>Juniper Vale</Artist>
           *       <UPC>850001407021</UPC>
           *       <ReleaseDate>2030-02-14</ReleaseDate>
           *       <Files>
           *         <File>
           *           <FileID>9013</FileID>
           *           <ISRC>USBHR2600401</ISRC>
           *           <Title>Harbor Nights</Title>
           *           <Length>224</Length>
           *         </File>
           *         <File>
           *           <FileID>9014</FileID>
           *           <ISRC>USBHR2600402</ISRC>
           *           <Title>Tidewater</Title>
           *           <Length>201</Length>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Blue Harbor Records</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[1]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Release>
           */
          "text/xml": components["schemas"]["ReleaseWithWarnings"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listProofOfDeliveryReports: {
    parameters: {
      query?: {
        /** @description Start of the window on StatusDate, inclusive: `MM/DD/YYYY` (e.g. `11/14/2026`) or `YYYY-MM-DD`, a whole day in Eastern Time (America/New_York); or an ISO 8601 date-time, e.g. `2026-11-14T09:30:00Z` or `2026-11-14T09:30:00-05:00` (without `Z` or an offset it is Eastern Time). A day counts from its start. Default: the start of the day 7 days before the current date in Eastern Time. Ignored when `orderID` is given. */
        fromDate?: string;
        /** @description End of the window on StatusDate, inclusive: `MM/DD/YYYY` (e.g. `11/14/2026`) or `YYYY-MM-DD`, a whole day in Eastern Time (America/New_York); or an ISO 8601 date-time, e.g. `2026-11-14T09:30:00Z` or `2026-11-14T09:30:00-05:00` (without `Z` or an offset it is Eastern Time). A day counts to its end. Default: the end of the current day in Eastern Time. A `fromDate` after `toDate` is a 400. Ignored when `orderID` is given. */
        toDate?: string;
        /** @description Only this order's rows, whatever their dates (`fromDate` and `toDate` are ignored, though still checked for format). The order must be visible to the caller, else 404; a destination sees only its own rows, as in Proof of Delivery Report. */
        orderID?: number;
        /** @description Only the deliveries in this POD state (see POD States List), exactly as it is spelt there. */
        status?: "Queued" | "Sending" | "Delivered" | "Failed" | "Cancelled";
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deliveries in the window (or of the order), newest StatusDate first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrderID": 5003,
           *         "FileID": 8005,
           *         "AdID": "RVBH0000310H",
           *         "OrganizationID": 204,
           *         "OrganizationName": "WCHI-TV",
           *         "Status": "Sending",
           *         "StatusDate": "2026-11-21T20:03:24.054Z",
           *         "DeliveredAt": null,
           *         "DeliveredBy": null,
           *         "IngestedAt": null,
           *         "Bytes": 133237,
           *         "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *         "Late": false
           *       },
           *       {
           *         "OrderID": 5003,
           *         "FileID": 8007,
           *         "AdID": "RVBH0000360",
           *         "OrganizationID": 201,
           *         "OrganizationName": "KLMN-FM",
           *         "Status": "Sending",
           *         "StatusDate": "2026-11-21T19:48:24.054Z",
           *         "DeliveredAt": null,
           *         "DeliveredBy": null,
           *         "IngestedAt": null,
           *         "Bytes": 20473,
           *         "Sha256": "376e04966ef180fa3d891655e9cb7cd31e0a48e2d15e96efd4634a687f94107c",
           *         "Late": false
           *       },
           *       {
           *         "OrderID": 5016,
           *         "FileID": 8030,
           *         "AdID": "GLCU0011560",
           *         "OrganizationID": 221,
           *         "OrganizationName": "WBMD-FM",
           *         "Status": "Sending",
           *         "StatusDate": "2026-11-21T19:38:24.054Z",
           *         "DeliveredAt": null,
           *         "DeliveredBy": null,
           *         "IngestedAt": null,
           *         "Bytes": 20473,
           *         "Sha256": "376e04966ef180fa3d891655e9cb7cd31e0a48e2d15e96efd4634a687f94107c",
           *         "Late": false
           *       }
           *     ]
           */
          "application/json": components["schemas"]["ProofOfDelivery"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ProofOfDeliveryReports xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ProofOfDelivery>
           *         <OrderID>5003</OrderID>
           *         <FileID>8005</FileID>
           *         <AdID>RVBH0000310H</AdID>
           *         <OrganizationID>204</OrganizationID>
           *         <OrganizationName>WCHI-TV</OrganizationName>
           *         <Status>Sending</Status>
           *         <StatusDate>2026-11-21T20:03:24.054Z</StatusDate>
           *         <DeliveredAt xsi:nil="true"/>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5003</OrderID>
           *         <FileID>8007</FileID>
           *         <AdID>RVBH0000360</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <Status>Sending</Status>
           *         <StatusDate>2026-11-21T19:48:24.054Z</StatusDate>
           *         <DeliveredAt xsi:nil="true"/>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>20473</Bytes>
           *         <Sha256>376e04966ef180fa3d891655e9cb7cd31e0a48e2d15e96efd4634a687f94107c</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5016</OrderID>
           *         <FileID>8030</FileID>
           *         <AdID>GLCU0011560</AdID>
           *         <OrganizationID>221</OrganizationID>
           *         <OrganizationName>WBMD-FM</OrganizationName>
           *         <Status>Sending</Status>
           *         <StatusDate>2026-11-21T19:38:24.054Z</StatusDate>
           *         <DeliveredAt xsi:nil="true"/>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>20473</Bytes>
           *         <Sha256>376e04966ef180fa3d891655e9cb7cd31e0a48e2d15e96efd4634a687f94107c</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *     </ProofOfDeliveryReports>
           */
          "application/xml": components["schemas"]["ProofOfDelivery"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ProofOfDeliveryReports xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ProofOfDelivery>
           *         <OrderID>5003</OrderID>
           *         <FileID>8005</FileID>
           *         <AdID>RVBH0000310H</AdID>
           *         <OrganizationID>204</OrganizationID>
           *         <OrganizationName>WCHI-TV</OrganizationName>
           *         <Status>Sending</Status>
           *         <StatusDate>2026-11-21T20:03:24.054Z</StatusDate>
           *         <DeliveredAt xsi:nil="true"/>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5003</OrderID>
           *         <FileID>8007</FileID>
           *         <AdID>RVBH0000360</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <Status>Sending</Status>
           *         <StatusDate>2026-11-21T19:48:24.054Z</StatusDate>
           *         <DeliveredAt xsi:nil="true"/>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>20473</Bytes>
           *         <Sha256>376e04966ef180fa3d891655e9cb7cd31e0a48e2d15e96efd4634a687f94107c</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5016</OrderID>
           *         <FileID>8030</FileID>
           *         <AdID>GLCU0011560</AdID>
           *         <OrganizationID>221</OrganizationID>
           *         <OrganizationName>WBMD-FM</OrganizationName>
           *         <Status>Sending</Status>
           *         <StatusDate>2026-11-21T19:38:24.054Z</StatusDate>
           *         <DeliveredAt xsi:nil="true"/>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>20473</Bytes>
           *         <Sha256>376e04966ef180fa3d891655e9cb7cd31e0a48e2d15e96efd4634a687f94107c</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *     </ProofOfDeliveryReports>
           */
          "text/xml": components["schemas"]["ProofOfDelivery"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listAvailableDestinations: {
    parameters: {
      query?: {
        /** @description `all` (default) or `online`: only destinations that are online now. */
        status?: "all" | "online";
        /** @description Only destinations updated at or after this moment: an ISO 8601 local date-time without offset (`YYYY-MM-DDThh:mm:ss`), read in Eastern Time (America/New_York, daylight saving included). */
        updatedSince?: string;
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The destinations, by OrganizationID. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrganizationID": 200,
           *         "Name": "WXYZ-TV",
           *         "DisplayName": "WXYZ-TV Detroit",
           *         "Type": "TV",
           *         "Market": "Detroit, MI",
           *         "Country": "US",
           *         "Status": "Online",
           *         "TimeZone": "America/Detroit",
           *         "UpdatedAt": "2026-10-31T20:13:24.054Z"
           *       },
           *       {
           *         "OrganizationID": 201,
           *         "Name": "KLMN-FM",
           *         "DisplayName": "KLMN-FM 101.9 Denver",
           *         "Type": "Radio",
           *         "Market": "Denver, CO",
           *         "Country": "US",
           *         "Status": "Online",
           *         "TimeZone": "America/Denver",
           *         "UpdatedAt": "2026-11-07T20:13:24.054Z"
           *       },
           *       {
           *         "OrganizationID": 202,
           *         "Name": "WQRS-AM",
           *         "DisplayName": "WQRS-AM 1250 Philadelphia",
           *         "Type": "Radio",
           *         "Market": "Philadelphia, PA",
           *         "Country": "US",
           *         "Status": "Offline",
           *         "TimeZone": "America/New_York",
           *         "UpdatedAt": "2026-11-12T20:13:24.054Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["Destination"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Destinations>
           *       <Destination>
           *         <OrganizationID>200</OrganizationID>
           *         <Name>WXYZ-TV</Name>
           *         <DisplayName>WXYZ-TV Detroit</DisplayName>
           *         <Type>TV</Type>
           *         <Market>Detroit, MI</Market>
           *         <Country>US</Country>
           *         <Status>Online</Status>
           *         <TimeZone>America/Detroit</TimeZone>
           *         <UpdatedAt>2026-10-31T20:13:24.054Z</UpdatedAt>
           *       </Destination>
           *       <Destination>
           *         <OrganizationID>201</OrganizationID>
           *         <Name>KLMN-FM</Name>
           *         <DisplayName>KLMN-FM 101.9 Denver</DisplayName>
           *         <Type>Radio</Type>
           *         <Market>Denver, CO</Market>
           *         <Country>US</Country>
           *         <Status>Online</Status>
           *         <TimeZone>America/Denver</TimeZone>
           *         <UpdatedAt>2026-11-07T20:13:24.054Z</UpdatedAt>
           *       </Destination>
           *       <Destination>
           *         <OrganizationID>202</OrganizationID>
           *         <Name>WQRS-AM</Name>
           *         <DisplayName>WQRS-AM 1250 Philadelphia</DisplayName>
           *         <Type>Radio</Type>
           *         <Market>Philadelphia, PA</Market>
           *         <Country>US</Country>
           *         <Status>Offline</Status>
           *         <TimeZone>America/New_York</TimeZone>
           *         <UpdatedAt>2026-11-12T20:13:24.054Z</UpdatedAt>
           *       </Destination>
           *     </Destinations>
           */
          "application/xml": components["schemas"]["Destination"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Destinations>
           *       <Destination>
           *         <OrganizationID>200</OrganizationID>
           *         <Name>WXYZ-TV</Name>
           *         <DisplayName>WXYZ-TV Detroit</DisplayName>
           *         <Type>TV</Type>
           *         <Market>Detroit, MI</Market>
           *         <Country>US</Country>
           *         <Status>Online</Status>
           *         <TimeZone>America/Detroit</TimeZone>
           *         <UpdatedAt>2026-10-31T20:13:24.054Z</UpdatedAt>
           *       </Destination>
           *       <Destination>
           *         <OrganizationID>201</OrganizationID>
           *         <Name>KLMN-FM</Name>
           *         <DisplayName>KLMN-FM 101.9 Denver</DisplayName>
           *         <Type>Radio</Type>
           *         <Market>Denver, CO</Market>
           *         <Country>US</Country>
           *         <Status>Online</Status>
           *         <TimeZone>America/Denver</TimeZone>
           *         <UpdatedAt>2026-11-07T20:13:24.054Z</UpdatedAt>
           *       </Destination>
           *       <Destination>
           *         <OrganizationID>202</OrganizationID>
           *         <Name>WQRS-AM</Name>
           *         <DisplayName>WQRS-AM 1250 Philadelphia</DisplayName>
           *         <Type>Radio</Type>
           *         <Market>Philadelphia, PA</Market>
           *         <Country>US</Country>
           *         <Status>Offline</Status>
           *         <TimeZone>America/New_York</TimeZone>
           *         <UpdatedAt>2026-11-12T20:13:24.054Z</UpdatedAt>
           *       </Destination>
           *     </Destinations>
           */
          "text/xml": components["schemas"]["Destination"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The webhooks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "WebhookID": 1,
           *         "Url": "https://traffic.wxyz-tv.example/mds-events",
           *         "Events": [
           *           "order.received",
           *           "order.cancelled"
           *         ],
           *         "Description": "WXYZ-TV traffic system",
           *         "Enabled": true,
           *         "DisabledReason": null,
           *         "CreatedAt": "2026-11-21T20:13:53.658Z",
           *         "UpdatedAt": "2026-11-21T20:13:53.658Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["Webhook"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Webhooks xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Webhook>
           *         <WebhookID>1</WebhookID>
           *         <Url>https://traffic.wxyz-tv.example/mds-events</Url>
           *         <Events>
           *           <Event>order.received</Event>
           *           <Event>order.cancelled</Event>
           *         </Events>
           *         <Description>WXYZ-TV traffic system</Description>
           *         <Enabled>true</Enabled>
           *         <DisabledReason xsi:nil="true"/>
           *         <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *         <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       </Webhook>
           *     </Webhooks>
           */
          "application/xml": components["schemas"]["Webhook"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Webhooks xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Webhook>
           *         <WebhookID>1</WebhookID>
           *         <Url>https://traffic.wxyz-tv.example/mds-events</Url>
           *         <Events>
           *           <Event>order.received</Event>
           *           <Event>order.cancelled</Event>
           *         </Events>
           *         <Description>WXYZ-TV traffic system</Description>
           *         <Enabled>true</Enabled>
           *         <DisabledReason xsi:nil="true"/>
           *         <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *         <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       </Webhook>
           *     </Webhooks>
           */
          "text/xml": components["schemas"]["Webhook"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 15169fce-b280-4f41-af69-3c782ebfd813
         */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The endpoint. XML root `Webhook`, events as `<Events><Event>order.received</Event></Events>`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Url": "https://traffic.wxyz-tv.example/mds-events",
         *       "Events": [
         *         "order.received",
         *         "order.cancelled"
         *       ],
         *       "Description": "WXYZ-TV traffic system"
         *     }
         */
        "application/json": components["schemas"]["WebhookInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Webhook>
         *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
         *       <Events>
         *         <Event>order.received</Event>
         *         <Event>order.cancelled</Event>
         *       </Events>
         *       <Description>WXYZ-TV traffic system</Description>
         *     </Webhook>
         */
        "application/xml": components["schemas"]["WebhookInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Webhook>
         *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
         *       <Events>
         *         <Event>order.received</Event>
         *         <Event>order.cancelled</Event>
         *       </Events>
         *       <Description>WXYZ-TV traffic system</Description>
         *     </Webhook>
         */
        "text/xml": components["schemas"]["WebhookInput"];
      };
    };
    responses: {
      /** @description The webhook with its secret. */
      201: {
        headers: {
          /** @description The webhook's address. */
          Location?: string;
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "WebhookID": 1,
           *       "Url": "https://traffic.wxyz-tv.example/mds-events",
           *       "Events": [
           *         "order.received",
           *         "order.cancelled"
           *       ],
           *       "Description": "WXYZ-TV traffic system",
           *       "Enabled": true,
           *       "DisabledReason": null,
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "Secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8nbs2gUh5Zs="
           *     }
           */
          "application/json": components["schemas"]["WebhookWithSecret"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Webhook xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <WebhookID>1</WebhookID>
           *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
           *       <Events>
           *         <Event>order.received</Event>
           *         <Event>order.cancelled</Event>
           *       </Events>
           *       <Description>WXYZ-TV traffic system</Description>
           *       <Enabled>true</Enabled>
           *       <DisabledReason xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <Secret>whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8nbs2gUh5Zs=</Secret>
           *     </Webhook>
           */
          "application/xml": components["schemas"]["WebhookWithSecret"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Webhook xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <WebhookID>1</WebhookID>
           *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
           *       <Events>
           *         <Event>order.received</Event>
           *         <Event>order.cancelled</Event>
           *       </Events>
           *       <Description>WXYZ-TV traffic system</Description>
           *       <Enabled>true</Enabled>
           *       <DisabledReason xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <Secret>whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8nbs2gUh5Zs=</Secret>
           *     </Webhook>
           */
          "text/xml": components["schemas"]["WebhookWithSecret"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The keys. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "KeyID": 12,
           *         "Prefix": "mds_live_q3X...5d0c8a41",
           *         "Name": "Traffic system",
           *         "ContactID": null,
           *         "ContactName": null,
           *         "CreatedAt": "2026-11-21T20:13:53.658Z",
           *         "ExpiresAt": "2027-12-31T00:00:00.000Z",
           *         "RevokedAt": null,
           *         "LastUsedAt": "2026-11-22T08:41:00.120Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["ApiKey"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ApiKeys xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ApiKey>
           *         <KeyID>12</KeyID>
           *         <Prefix>mds_live_q3X...5d0c8a41</Prefix>
           *         <Name>Traffic system</Name>
           *         <ContactID xsi:nil="true"/>
           *         <ContactName xsi:nil="true"/>
           *         <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *         <ExpiresAt>2027-12-31T00:00:00.000Z</ExpiresAt>
           *         <RevokedAt xsi:nil="true"/>
           *         <LastUsedAt>2026-11-22T08:41:00.120Z</LastUsedAt>
           *       </ApiKey>
           *     </ApiKeys>
           */
          "application/xml": components["schemas"]["ApiKey"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ApiKeys xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ApiKey>
           *         <KeyID>12</KeyID>
           *         <Prefix>mds_live_q3X...5d0c8a41</Prefix>
           *         <Name>Traffic system</Name>
           *         <ContactID xsi:nil="true"/>
           *         <ContactName xsi:nil="true"/>
           *         <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *         <ExpiresAt>2027-12-31T00:00:00.000Z</ExpiresAt>
           *         <RevokedAt xsi:nil="true"/>
           *         <LastUsedAt>2026-11-22T08:41:00.120Z</LastUsedAt>
           *       </ApiKey>
           *     </ApiKeys>
           */
          "text/xml": components["schemas"]["ApiKey"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createKey: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 2b4d1e74-d5e2-4f8f-b04d-7e962f5a3169
         */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    /** @description The key to make. XML root `ApiKey`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Name": "Traffic system",
         *       "ExpiresAt": "2027-12-31T00:00:00Z"
         *     }
         */
        "application/json": components["schemas"]["ApiKeyInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <ApiKey>
         *       <Name>Traffic system</Name>
         *       <ExpiresAt>2027-12-31T00:00:00Z</ExpiresAt>
         *     </ApiKey>
         */
        "application/xml": components["schemas"]["ApiKeyInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <ApiKey>
         *       <Name>Traffic system</Name>
         *       <ExpiresAt>2027-12-31T00:00:00Z</ExpiresAt>
         *     </ApiKey>
         */
        "text/xml": components["schemas"]["ApiKeyInput"];
      };
    };
    responses: {
      /** @description The key, with its secret. */
      201: {
        headers: {
          /** @description The key's address (revoke it there). */
          Location?: string;
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "KeyID": 12,
           *       "Prefix": "mds_live_q3X...5d0c8a41",
           *       "Name": "Traffic system",
           *       "ContactID": null,
           *       "ContactName": null,
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "ExpiresAt": "2027-12-31T00:00:00.000Z",
           *       "RevokedAt": null,
           *       "LastUsedAt": null,
           *       "Key": "mds_live_q3XbT0kR8vLm2YwQ9sPz4HcJ7nAe5GdF"
           *     }
           */
          "application/json": components["schemas"]["ApiKeyWithSecret"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ApiKey xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <KeyID>12</KeyID>
           *       <Prefix>mds_live_q3X...5d0c8a41</Prefix>
           *       <Name>Traffic system</Name>
           *       <ContactID xsi:nil="true"/>
           *       <ContactName xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <ExpiresAt>2027-12-31T00:00:00.000Z</ExpiresAt>
           *       <RevokedAt xsi:nil="true"/>
           *       <LastUsedAt xsi:nil="true"/>
           *       <Key>mds_live_q3XbT0kR8vLm2YwQ9sPz4HcJ7nAe5GdF</Key>
           *     </ApiKey>
           */
          "application/xml": components["schemas"]["ApiKeyWithSecret"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ApiKey xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <KeyID>12</KeyID>
           *       <Prefix>mds_live_q3X...5d0c8a41</Prefix>
           *       <Name>Traffic system</Name>
           *       <ContactID xsi:nil="true"/>
           *       <ContactName xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <ExpiresAt>2027-12-31T00:00:00.000Z</ExpiresAt>
           *       <RevokedAt xsi:nil="true"/>
           *       <LastUsedAt xsi:nil="true"/>
           *       <Key>mds_live_q3XbT0kR8vLm2YwQ9sPz4HcJ7nAe5GdF</Key>
           *     </ApiKey>
           */
          "text/xml": components["schemas"]["ApiKeyWithSecret"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listLogs: {
    parameters: {
      query?: {
        /** @description Only entries from the start of this day on (`YYYY-MM-DD`, a day in Eastern Time, America/New_York, daylight saving included). Not after `dateTo`. */
        dateFrom?: string;
        /** @description Only entries up to the end of this day (`YYYY-MM-DD`, a day in Eastern Time, inclusive). Not before `dateFrom`. */
        dateTo?: string;
        /** @description Only entries of requests to this URL (percent-encode it in the query string). Either a template with `{…}` placeholders, matched against `UrlTemplate` whatever the placeholder names (`/api/v1/ad/orders/{id}/publish` matches `/api/v1/ad/orders/{orderID}/publish`; a template that is no operation's path matches only as written; a template has no query part), or a concrete URL, matched exactly against the requested path and, when it has a query, against path and query. Scheme and host may be given and are ignored. At most 2048 characters. */
        url?: string;
        /** @description Only entries of requests made with this method: GET, POST, PUT, DELETE, PATCH, HEAD or OPTIONS, in any case (`get` works too). */
        httpMethod?: string;
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The log entries, newest first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "LogID": 1795292062064000,
           *         "RequestDate": "2026-11-21T20:14:22.064Z",
           *         "HttpMethod": "PUT",
           *         "Url": "/api/v1/ad/orders/5002/publish",
           *         "UrlTemplate": "/api/v1/ad/orders/{orderID}/publish",
           *         "StatusCode": 409,
           *         "DurationMs": 34,
           *         "RequestId": "9a03684e-b9c7-4892-81da-fd9e1c3faa14",
           *         "ApiKeyPrefix": "mds_dev_n...6eae99a0"
           *       },
           *       {
           *         "LogID": 1795292033749000,
           *         "RequestDate": "2026-11-21T20:13:53.749Z",
           *         "HttpMethod": "PUT",
           *         "Url": "/api/v1/ad/orders/5001/publish",
           *         "UrlTemplate": "/api/v1/ad/orders/{orderID}/publish",
           *         "StatusCode": 200,
           *         "DurationMs": 35,
           *         "RequestId": "4a45c9be-6f90-4c42-878b-9c87e3f21973",
           *         "ApiKeyPrefix": "mds_dev_n...6eae99a0"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["LogEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Logs>
           *       <Log>
           *         <LogID>1795292062064000</LogID>
           *         <RequestDate>2026-11-21T20:14:22.064Z</RequestDate>
           *         <HttpMethod>PUT</HttpMethod>
           *         <Url>/api/v1/ad/orders/5002/publish</Url>
           *         <UrlTemplate>/api/v1/ad/orders/{orderID}/publish</UrlTemplate>
           *         <StatusCode>409</StatusCode>
           *         <DurationMs>34</DurationMs>
           *         <RequestId>9a03684e-b9c7-4892-81da-fd9e1c3faa14</RequestId>
           *         <ApiKeyPrefix>mds_dev_n...6eae99a0</ApiKeyPrefix>
           *       </Log>
           *       <Log>
           *         <LogID>1795292033749000</LogID>
           *         <RequestDate>2026-11-21T20:13:53.749Z</RequestDate>
           *         <HttpMethod>PUT</HttpMethod>
           *         <Url>/api/v1/ad/orders/5001/publish</Url>
           *         <UrlTemplate>/api/v1/ad/orders/{orderID}/publish</UrlTemplate>
           *         <StatusCode>200</StatusCode>
           *         <DurationMs>35</DurationMs>
           *         <RequestId>4a45c9be-6f90-4c42-878b-9c87e3f21973</RequestId>
           *         <ApiKeyPrefix>mds_dev_n...6eae99a0</ApiKeyPrefix>
           *       </Log>
           *     </Logs>
           */
          "application/xml": components["schemas"]["LogEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Logs>
           *       <Log>
           *         <LogID>1795292062064000</LogID>
           *         <RequestDate>2026-11-21T20:14:22.064Z</RequestDate>
           *         <HttpMethod>PUT</HttpMethod>
           *         <Url>/api/v1/ad/orders/5002/publish</Url>
           *         <UrlTemplate>/api/v1/ad/orders/{orderID}/publish</UrlTemplate>
           *         <StatusCode>409</StatusCode>
           *         <DurationMs>34</DurationMs>
           *         <RequestId>9a03684e-b9c7-4892-81da-fd9e1c3faa14</RequestId>
           *         <ApiKeyPrefix>mds_dev_n...6eae99a0</ApiKeyPrefix>
           *       </Log>
           *       <Log>
           *         <LogID>1795292033749000</LogID>
           *         <RequestDate>2026-11-21T20:13:53.749Z</RequestDate>
           *         <HttpMethod>PUT</HttpMethod>
           *         <Url>/api/v1/ad/orders/5001/publish</Url>
           *         <UrlTemplate>/api/v1/ad/orders/{orderID}/publish</UrlTemplate>
           *         <StatusCode>200</StatusCode>
           *         <DurationMs>35</DurationMs>
           *         <RequestId>4a45c9be-6f90-4c42-878b-9c87e3f21973</RequestId>
           *         <ApiKeyPrefix>mds_dev_n...6eae99a0</ApiKeyPrefix>
           *       </Log>
           *     </Logs>
           */
          "text/xml": components["schemas"]["LogEntry"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5002,
           *       "OrderType": "Spot",
           *       "Status": "Delivered",
           *       "Advertiser": "Brightside Motors",
           *       "Brand": null,
           *       "Product": "Year-End Clearance",
           *       "PurchaseOrder": "NW-24088",
           *       "Priority": "Standard",
           *       "FlightStartDate": "2026-11-16",
           *       "FlightEndDate": "2026-12-16",
           *       "TrafficInstructions": null,
           *       "ProgramTitle": null,
           *       "Episode": null,
           *       "Files": [
           *         {
           *           "FileID": 8003,
           *           "AdID": "BRSM0004410H",
           *           "Title": "Year-End Clearance :30",
           *           "Length": 30,
           *           "Format": "HD"
           *         },
           *         {
           *           "FileID": 8004,
           *           "AdID": "BRSM0004415H",
           *           "Title": "Year-End Clearance :15",
           *           "Length": 15,
           *           "Format": "HD"
           *         }
           *       ],
           *       "Destinations": [
           *         200,
           *         201
           *       ],
           *       "CreatedAt": "2026-11-15T18:13:24.054Z",
           *       "UpdatedAt": "2026-11-16T02:43:24.054Z",
           *       "PublishedAt": "2026-11-16T00:13:24.054Z",
           *       "CreatedBy": "Northwind Agency"
           *     }
           */
          "application/json": components["schemas"]["Order"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5002</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Delivered</Status>
           *       <Advertiser>Brightside Motors</Advertiser>
           *       <Brand xsi:nil="true"/>
           *       <Product>Year-End Clearance</Product>
           *       <PurchaseOrder>NW-24088</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2026-11-16</FlightStartDate>
           *       <FlightEndDate>2026-12-16</FlightEndDate>
           *       <TrafficInstructions xsi:nil="true"/>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>8003</FileID>
           *           <AdID>BRSM0004410H</AdID>
           *           <Title>Year-End Clearance :30</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *         <File>
           *           <FileID>8004</FileID>
           *           <AdID>BRSM0004415H</AdID>
           *           <Title>Year-End Clearance :15</Title>
           *           <Length>15</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-15T18:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-16T02:43:24.054Z</UpdatedAt>
           *       <PublishedAt>2026-11-16T00:13:24.054Z</PublishedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *     </Order>
           */
          "application/xml": components["schemas"]["Order"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5002</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Delivered</Status>
           *       <Advertiser>Brightside Motors</Advertiser>
           *       <Brand xsi:nil="true"/>
           *       <Product>Year-End Clearance</Product>
           *       <PurchaseOrder>NW-24088</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2026-11-16</FlightStartDate>
           *       <FlightEndDate>2026-12-16</FlightEndDate>
           *       <TrafficInstructions xsi:nil="true"/>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>8003</FileID>
           *           <AdID>BRSM0004410H</AdID>
           *           <Title>Year-End Clearance :30</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *         <File>
           *           <FileID>8004</FileID>
           *           <AdID>BRSM0004415H</AdID>
           *           <Title>Year-End Clearance :15</Title>
           *           <Length>15</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-15T18:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-16T02:43:24.054Z</UpdatedAt>
           *       <PublishedAt>2026-11-16T00:13:24.054Z</PublishedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *     </Order>
           */
          "text/xml": components["schemas"]["Order"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  replaceOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5019
         */
        orderID: number;
      };
      cookie?: never;
    };
    /** @description The whole order. XML root `Order`, with the lists of Create Order. Property names match case-insensitively. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Advertiser": "Riverbend Health",
         *       "Product": "Flu Shot Clinics",
         *       "Priority": "Rush",
         *       "FlightStartDate": "2030-12-01",
         *       "FlightEndDate": "2030-12-31",
         *       "TrafficInstructions": "Air weekday mornings only.",
         *       "Files": [
         *         {
         *           "AdID": "RVBH0000410H",
         *           "Title": "Flu Shot Clinics :30 (new cut)",
         *           "Length": 30,
         *           "Format": "HD"
         *         },
         *         {
         *           "AdID": "RVBH0000420H",
         *           "Title": "Flu Shot Clinics :20",
         *           "Length": 20,
         *           "Format": "HD"
         *         }
         *       ],
         *       "Destinations": [
         *         200,
         *         203
         *       ]
         *     }
         */
        "application/json": components["schemas"]["ReplaceOrderInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Order>
         *       <Advertiser>Riverbend Health</Advertiser>
         *       <Product>Flu Shot Clinics</Product>
         *       <Priority>Rush</Priority>
         *       <FlightStartDate>2030-12-01</FlightStartDate>
         *       <FlightEndDate>2030-12-31</FlightEndDate>
         *       <TrafficInstructions>Air weekday mornings only.</TrafficInstructions>
         *       <Files>
         *         <File>
         *           <AdID>RVBH0000410H</AdID>
         *           <Title>Flu Shot Clinics :30 (new cut)</Title>
         *           <Length>30</Length>
         *           <Format>HD</Format>
         *         </File>
         *         <File>
         *           <AdID>RVBH0000420H</AdID>
         *           <Title>Flu Shot Clinics :20</Title>
         *           <Length>20</Length>
         *           <Format>HD</Format>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>200</OrganizationID>
         *         <OrganizationID>203</OrganizationID>
         *       </Destinations>
         *     </Order>
         */
        "application/xml": components["schemas"]["ReplaceOrderInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Order>
         *       <Advertiser>Riverbend Health</Advertiser>
         *       <Product>Flu Shot Clinics</Product>
         *       <Priority>Rush</Priority>
         *       <FlightStartDate>2030-12-01</FlightStartDate>
         *       <FlightEndDate>2030-12-31</FlightEndDate>
         *       <TrafficInstructions>Air weekday mornings only.</TrafficInstructions>
         *       <Files>
         *         <File>
         *           <AdID>RVBH0000410H</AdID>
         *           <Title>Flu Shot Clinics :30 (new cut)</Title>
         *           <Length>30</Length>
         *           <Format>HD</Format>
         *         </File>
         *         <File>
         *           <AdID>RVBH0000420H</AdID>
         *           <Title>Flu Shot Clinics :20</Title>
         *           <Length>20</Length>
         *           <Format>HD</Format>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>200</OrganizationID>
         *         <OrganizationID>203</OrganizationID>
         *       </Destinations>
         *     </Order>
         */
        "text/xml": components["schemas"]["ReplaceOrderInput"];
      };
    };
    responses: {
      /** @description The replaced draft with its FileIDs and the validation warnings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5019,
           *       "OrderType": "Spot",
           *       "Status": "Draft",
           *       "Advertiser": "Riverbend Health",
           *       "Brand": null,
           *       "Product": "Flu Shot Clinics",
           *       "PurchaseOrder": null,
           *       "Priority": "Rush",
           *       "FlightStartDate": "2030-12-01",
           *       "FlightEndDate": "2030-12-31",
           *       "TrafficInstructions": "Air weekday mornings only.",
           *       "ProgramTitle": null,
           *       "Episode": null,
           *       "Files": [
           *         {
           *           "FileID": 8035,
           *           "AdID": "RVBH0000410H",
           *           "Title": "Flu Shot Clinics :30 (new cut)",
           *           "Length": 30,
           *           "Format": "HD"
           *         },
           *         {
           *           "FileID": 9013,
           *           "AdID": "RVBH0000420H",
           *           "Title": "Flu Shot Clinics :20",
           *           "Length": 20,
           *           "Format": "HD"
           *         }
           *       ],
           *       "Destinations": [
           *         200,
           *         203
           *       ],
           *       "CreatedAt": "2026-11-21T19:43:24.054Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "PublishedAt": null,
           *       "CreatedBy": "Northwind Agency",
           *       "Warnings": []
           *     }
           */
          "application/json": components["schemas"]["OrderWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5019</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Draft</Status>
           *       <Advertiser>Riverbend Health</Advertiser>
           *       <Brand xsi:nil="true"/>
           *       <Product>Flu Shot Clinics</Product>
           *       <PurchaseOrder xsi:nil="true"/>
           *       <Priority>Rush</Priority>
           *       <FlightStartDate>2030-12-01</FlightStartDate>
           *       <FlightEndDate>2030-12-31</FlightEndDate>
           *       <TrafficInstructions>Air weekday mornings only.</TrafficInstructions>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>8035</FileID>
           *           <AdID>RVBH0000410H</AdID>
           *           <Title>Flu Shot Clinics :30 (new cut)</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *         <File>
           *           <FileID>9013</FileID>
           *           <AdID>RVBH0000420H</AdID>
           *           <Title>Flu Shot Clinics :20</Title>
           *           <Length>20</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>203</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T19:43:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Warnings/>
           *     </Order>
           */
          "application/xml": components["schemas"]["OrderWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5019</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Draft</Status>
           *       <Advertiser>Riverbend Health</Advertiser>
           *       <Brand xsi:nil="true"/>
           *       <Product>Flu Shot Clinics</Product>
           *       <PurchaseOrder xsi:nil="true"/>
           *       <Priority>Rush</Priority>
           *       <FlightStartDate>2030-12-01</FlightStartDate>
           *       <FlightEndDate>2030-12-31</FlightEndDate>
           *       <TrafficInstructions>Air weekday mornings only.</TrafficInstructions>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>8035</FileID>
           *           <AdID>RVBH0000410H</AdID>
           *           <Title>Flu Shot Clinics :30 (new cut)</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *         <File>
           *           <FileID>9013</FileID>
           *           <AdID>RVBH0000420H</AdID>
           *           <Title>Flu Shot Clinics :20</Title>
           *           <Length>20</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>203</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T19:43:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Warnings/>
           *     </Order>
           */
          "text/xml": components["schemas"]["OrderWithWarnings"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  deleteOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5022
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order was deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5022,
           *       "Outcome": "Cancelled",
           *       "CancelledDeliveries": 10,
           *       "DeletedAt": "2026-11-21T20:13:54.090Z"
           *     }
           */
          "application/json": components["schemas"]["OrderDeletion"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderDeletion>
           *       <OrderID>5022</OrderID>
           *       <Outcome>Cancelled</Outcome>
           *       <CancelledDeliveries>10</CancelledDeliveries>
           *       <DeletedAt>2026-11-21T20:13:54.090Z</DeletedAt>
           *     </OrderDeletion>
           */
          "application/xml": components["schemas"]["OrderDeletion"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderDeletion>
           *       <OrderID>5022</OrderID>
           *       <Outcome>Cancelled</Outcome>
           *       <CancelledDeliveries>10</CancelledDeliveries>
           *       <DeletedAt>2026-11-21T20:13:54.090Z</DeletedAt>
           *     </OrderDeletion>
           */
          "text/xml": components["schemas"]["OrderDeletion"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  publishOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5001
         */
        orderID: number;
      };
      cookie?: never;
    };
    /** @description Nothing: publish takes no fields. An empty body is fine. */
    requestBody?: {
      content: {
        /** @example {} */
        "application/json": components["schemas"]["PublishOrderInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Order/>
         */
        "application/xml": components["schemas"]["PublishOrderInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Order/>
         */
        "text/xml": components["schemas"]["PublishOrderInput"];
      };
    };
    responses: {
      /** @description The published order with the validation warnings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5001,
           *       "OrderType": "Spot",
           *       "Status": "Published",
           *       "Advertiser": "Great Lakes Credit Union",
           *       "Brand": "GLCU",
           *       "Product": "Holiday Auto Loans",
           *       "PurchaseOrder": "NW-24117",
           *       "Priority": "Standard",
           *       "FlightStartDate": "2026-12-01",
           *       "FlightEndDate": "2026-12-31",
           *       "TrafficInstructions": "Rotate evenly. Radio stations: air the audio version only.",
           *       "ProgramTitle": null,
           *       "Episode": null,
           *       "Files": [
           *         {
           *           "FileID": 8001,
           *           "AdID": "GLCU0012000H",
           *           "Title": "Holiday Auto Loans :30",
           *           "Length": 30,
           *           "Format": "HD"
           *         },
           *         {
           *           "FileID": 8002,
           *           "AdID": "GLCU0012030",
           *           "Title": "Holiday Auto Loans :30 (Radio)",
           *           "Length": 30,
           *           "Format": "Audio"
           *         }
           *       ],
           *       "Destinations": [
           *         200,
           *         201,
           *         202
           *       ],
           *       "CreatedAt": "2026-11-20T17:13:24.054Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.763Z",
           *       "PublishedAt": "2026-11-21T20:13:53.763Z",
           *       "CreatedBy": "Northwind Agency",
           *       "Warnings": [
           *         {
           *           "Code": "destination_offline",
           *           "Message": "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
           *           "Field": "Destinations[2]"
           *         },
           *         {
           *           "Code": "rendition_pending",
           *           "Message": "The rendition of file 8001 (GLCU0012000H) that WXYZ-TV (200) receives is still being made from the master: each station's download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.",
           *           "Field": "Files[0]"
           *         },
           *         {
           *           "Code": "rendition_pending",
           *           "Message": "The rendition of file 8002 (GLCU0012030) that KLMN-FM (201) or WQRS-AM (202) receive is still being made from the master: each station's download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.",
           *           "Field": "Files[1]"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["OrderWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5001</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Published</Status>
           *       <Advertiser>Great Lakes Credit Union</Advertiser>
           *       <Brand>GLCU</Brand>
           *       <Product>Holiday Auto Loans</Product>
           *       <PurchaseOrder>NW-24117</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2026-12-01</FlightStartDate>
           *       <FlightEndDate>2026-12-31</FlightEndDate>
           *       <TrafficInstructions>Rotate evenly. Radio stations: air the audio version only.</TrafficInstructions>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>8001</FileID>
           *           <AdID>GLCU0012000H</AdID>
           *           <Title>Holiday Auto Loans :30</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *         <File>
           *           <FileID>8002</FileID>
           *           <AdID>GLCU0012030</AdID>
           *           <Title>Holiday Auto Loans :30 (Radio)</Title>
           *           <Length>30</Length>
           *           <Format>Audio</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-20T17:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.763Z</UpdatedAt>
           *       <PublishedAt>2026-11-21T20:13:53.763Z</PublishedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[2]</Field>
           *         </Warning>
           *         <Warning>
           *           <Code>rendition_pending</Code>
           *           <Message>The rendition of file 8001 (GLCU0012000H) that WXYZ-TV (200) receives is still being made from the master: each station&apos;s download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.</Message>
           *           <Field>Files[0]</Field>
           *         </Warning>
           *         <Warning>
           *           <Code>rendition_pending</Code>
           *           <Message>The rendition of file 8002 (GLCU0012030) that KLMN-FM (201) or WQRS-AM (202) receive is still being made from the master: each station&apos;s download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.</Message>
           *           <Field>Files[1]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Order>
           */
          "application/xml": components["schemas"]["OrderWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5001</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Published</Status>
           *       <Advertiser>Great Lakes Credit Union</Advertiser>
           *       <Brand>GLCU</Brand>
           *       <Product>Holiday Auto Loans</Product>
           *       <PurchaseOrder>NW-24117</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2026-12-01</FlightStartDate>
           *       <FlightEndDate>2026-12-31</FlightEndDate>
           *       <TrafficInstructions>Rotate evenly. Radio stations: air the audio version only.</TrafficInstructions>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>8001</FileID>
           *           <AdID>GLCU0012000H</AdID>
           *           <Title>Holiday Auto Loans :30</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *         <File>
           *           <FileID>8002</FileID>
           *           <AdID>GLCU0012030</AdID>
           *           <Title>Holiday Auto Loans :30 (Radio)</Title>
           *           <Length>30</Length>
           *           <Format>Audio</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-20T17:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.763Z</UpdatedAt>
           *       <PublishedAt>2026-11-21T20:13:53.763Z</PublishedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[2]</Field>
           *         </Warning>
           *         <Warning>
           *           <Code>rendition_pending</Code>
           *           <Message>The rendition of file 8001 (GLCU0012000H) that WXYZ-TV (200) receives is still being made from the master: each station&apos;s download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.</Message>
           *           <Field>Files[0]</Field>
           *         </Warning>
           *         <Warning>
           *           <Code>rendition_pending</Code>
           *           <Message>The rendition of file 8002 (GLCU0012030) that KLMN-FM (201) or WQRS-AM (202) receive is still being made from the master: each station&apos;s download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.</Message>
           *           <Field>Files[1]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Order>
           */
          "text/xml": components["schemas"]["OrderWithWarnings"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getOrderWithDestinations: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order with its destinations and their deliveries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5002,
           *       "OrderType": "Spot",
           *       "Status": "Delivered",
           *       "Advertiser": "Brightside Motors",
           *       "Brand": null,
           *       "Product": "Year-End Clearance",
           *       "PurchaseOrder": "NW-24088",
           *       "Priority": "Standard",
           *       "FlightStartDate": "2026-11-16",
           *       "FlightEndDate": "2026-12-16",
           *       "TrafficInstructions": null,
           *       "ProgramTitle": null,
           *       "Episode": null,
           *       "Files": [
           *         {
           *           "FileID": 8003,
           *           "AdID": "BRSM0004410H",
           *           "Title": "Year-End Clearance :30",
           *           "Length": 30,
           *           "Format": "HD"
           *         },
           *         {
           *           "FileID": 8004,
           *           "AdID": "BRSM0004415H",
           *           "Title": "Year-End Clearance :15",
           *           "Length": 15,
           *           "Format": "HD"
           *         }
           *       ],
           *       "Destinations": [
           *         {
           *           "OrganizationID": 200,
           *           "Name": "WXYZ-TV",
           *           "DisplayName": "WXYZ-TV Detroit",
           *           "Type": "TV",
           *           "Status": "Online",
           *           "Deliveries": [
           *             {
           *               "FileID": 8003,
           *               "AdID": "BRSM0004410H",
           *               "Status": "Delivered",
           *               "StatusDate": "2026-11-16T02:13:24.054Z",
           *               "DeliveredAt": "2026-11-16T02:13:24.054Z"
           *             },
           *             {
           *               "FileID": 8004,
           *               "AdID": "BRSM0004415H",
           *               "Status": "Delivered",
           *               "StatusDate": "2026-11-16T02:13:24.054Z",
           *               "DeliveredAt": "2026-11-16T02:13:24.054Z"
           *             }
           *           ]
           *         },
           *         {
           *           "OrganizationID": 201,
           *           "Name": "KLMN-FM",
           *           "DisplayName": "KLMN-FM 101.9 Denver",
           *           "Type": "Radio",
           *           "Status": "Online",
           *           "Deliveries": [
           *             {
           *               "FileID": 8003,
           *               "AdID": "BRSM0004410H",
           *               "Status": "Delivered",
           *               "StatusDate": "2026-11-16T02:43:24.054Z",
           *               "DeliveredAt": "2026-11-16T02:43:24.054Z"
           *             },
           *             {
           *               "FileID": 8004,
           *               "AdID": "BRSM0004415H",
           *               "Status": "Delivered",
           *               "StatusDate": "2026-11-16T02:43:24.054Z",
           *               "DeliveredAt": "2026-11-16T02:43:24.054Z"
           *             }
           *           ]
           *         }
           *       ],
           *       "CreatedAt": "2026-11-15T18:13:24.054Z",
           *       "UpdatedAt": "2026-11-16T02:43:24.054Z",
           *       "PublishedAt": "2026-11-16T00:13:24.054Z",
           *       "CreatedBy": "Northwind Agency"
           *     }
           */
          "application/json": components["schemas"]["OrderWithDestinations"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderWithDestinations xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5002</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Delivered</Status>
           *       <Advertiser>Brightside Motors</Advertiser>
           *       <Brand xsi:nil="true"/>
           *       <Product>Year-End Clearance</Product>
           *       <PurchaseOrder>NW-24088</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2026-11-16</FlightStartDate>
           *       <FlightEndDate>2026-12-16</FlightEndDate>
           *       <TrafficInstructions xsi:nil="true"/>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>8003</FileID>
           *           <AdID>BRSM0004410H</AdID>
           *           <Title>Year-End Clearance :30</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *         <File>
           *           <FileID>8004</FileID>
           *           <AdID>BRSM0004415H</AdID>
           *           <Title>Year-End Clearance :15</Title>
           *           <Length>15</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <Destination>
           *           <OrganizationID>200</OrganizationID>
           *           <Name>WXYZ-TV</Name>
           *           <DisplayName>WXYZ-TV Detroit</DisplayName>
           *           <Type>TV</Type>
           *           <Status>Online</Status>
           *           <Deliveries>
           *             <Delivery>
           *               <FileID>8003</FileID>
           *               <AdID>BRSM0004410H</AdID>
           *               <Status>Delivered</Status>
           *               <StatusDate>2026-11-16T02:13:24.054Z</StatusDate>
           *               <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *             </Delivery>
           *             <Delivery>
           *               <FileID>8004</FileID>
           *               <AdID>BRSM0004415H</AdID>
           *               <Status>Delivered</Status>
           *               <StatusDate>2026-11-16T02:13:24.054Z</StatusDate>
           *               <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *             </Delivery>
           *           </Deliveries>
           *         </Destination>
           *         <Destination>
           *           <OrganizationID>201</OrganizationID>
           *           <Name>KLMN-FM</Name>
           *           <DisplayName>KLMN-FM 101.9 Denver</DisplayName>
           *           <Type>Radio</Type>
           *           <Status>Online</Status>
           *           <Deliveries>
           *             <Delivery>
           *               <FileID>8003</FileID>
           *               <AdID>BRSM0004410H</AdID>
           *               <Status>Delivered</Status>
           *               <StatusDate>2026-11-16T02:43:24.054Z</StatusDate>
           *               <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *             </Delivery>
           *             <Delivery>
           *               <FileID>8004</FileID>
           *               <AdID>BRSM0004415H</AdID>
           *               <Status>Delivered</Status>
           *               <StatusDate>2026-11-16T02:43:24.054Z</StatusDate>
           *               <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *             </Delivery>
           *           </Deliveries>
           *         </Destination>
           *       </Destinations>
           *       <CreatedAt>2026-11-15T18:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-16T02:43:24.054Z</UpdatedAt>
           *       <PublishedAt>2026-11-16T00:13:24.054Z</PublishedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *     </OrderWithDestinations>
           */
          "application/xml": components["schemas"]["OrderWithDestinations"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderWithDestinations xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5002</OrderID>
           *       <OrderType>Spot</OrderType>
           *       <Status>Delivered</Status>
           *       <Advertiser>Brightside Motors</Advertiser>
           *       <Brand xsi:nil="true"/>
           *       <Product>Year-End Clearance</Product>
           *       <PurchaseOrder>NW-24088</PurchaseOrder>
           *       <Priority>Standard</Priority>
           *       <FlightStartDate>2026-11-16</FlightStartDate>
           *       <FlightEndDate>2026-12-16</FlightEndDate>
           *       <TrafficInstructions xsi:nil="true"/>
           *       <ProgramTitle xsi:nil="true"/>
           *       <Episode xsi:nil="true"/>
           *       <Files>
           *         <File>
           *           <FileID>8003</FileID>
           *           <AdID>BRSM0004410H</AdID>
           *           <Title>Year-End Clearance :30</Title>
           *           <Length>30</Length>
           *           <Format>HD</Format>
           *         </File>
           *         <File>
           *           <FileID>8004</FileID>
           *           <AdID>BRSM0004415H</AdID>
           *           <Title>Year-End Clearance :15</Title>
           *           <Length>15</Length>
           *           <Format>HD</Format>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <Destination>
           *           <OrganizationID>200</OrganizationID>
           *           <Name>WXYZ-TV</Name>
           *           <DisplayName>WXYZ-TV Detroit</DisplayName>
           *           <Type>TV</Type>
           *           <Status>Online</Status>
           *           <Deliveries>
           *             <Delivery>
           *               <FileID>8003</FileID>
           *               <AdID>BRSM0004410H</AdID>
           *               <Status>Delivered</Status>
           *               <StatusDate>2026-11-16T02:13:24.054Z</StatusDate>
           *               <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *             </Delivery>
           *             <Delivery>
           *               <FileID>8004</FileID>
           *               <AdID>BRSM0004415H</AdID>
           *               <Status>Delivered</Status>
           *               <StatusDate>2026-11-16T02:13:24.054Z</StatusDate>
           *               <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *             </Delivery>
           *           </Deliveries>
           *         </Destination>
           *         <Destination>
           *           <OrganizationID>201</OrganizationID>
           *           <Name>KLMN-FM</Name>
           *           <DisplayName>KLMN-FM 101.9 Denver</DisplayName>
           *           <Type>Radio</Type>
           *           <Status>Online</Status>
           *           <Deliveries>
           *             <Delivery>
           *               <FileID>8003</FileID>
           *               <AdID>BRSM0004410H</AdID>
           *               <Status>Delivered</Status>
           *               <StatusDate>2026-11-16T02:43:24.054Z</StatusDate>
           *               <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *             </Delivery>
           *             <Delivery>
           *               <FileID>8004</FileID>
           *               <AdID>BRSM0004415H</AdID>
           *               <Status>Delivered</Status>
           *               <StatusDate>2026-11-16T02:43:24.054Z</StatusDate>
           *               <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *             </Delivery>
           *           </Deliveries>
           *         </Destination>
           *       </Destinations>
           *       <CreatedAt>2026-11-15T18:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-16T02:43:24.054Z</UpdatedAt>
           *       <PublishedAt>2026-11-16T00:13:24.054Z</PublishedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *     </OrderWithDestinations>
           */
          "text/xml": components["schemas"]["OrderWithDestinations"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getOrderGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order group's ID.
         * @example 6001
         */
        orderGroupID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderGroupID": 6001,
           *       "Name": "Great Lakes Credit Union: Winter Savings",
           *       "Status": "Published",
           *       "Orders": [
           *         {
           *           "OrderID": 5023,
           *           "OrderType": "Spot",
           *           "Status": "In Progress",
           *           "Advertiser": "Great Lakes Credit Union",
           *           "Brand": "GLCU",
           *           "Product": "Winter Savings",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-18T15:13:24.054Z",
           *           "UpdatedAt": "2026-11-18T19:13:24.054Z",
           *           "PublishedAt": "2026-11-18T18:13:24.054Z",
           *           "FileCount": 2,
           *           "DestinationCount": 3
           *         },
           *         {
           *           "OrderID": 5024,
           *           "OrderType": "Spot",
           *           "Status": "In Progress",
           *           "Advertiser": "Great Lakes Credit Union",
           *           "Brand": "GLCU",
           *           "Product": "Winter Savings (Radio)",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-18T16:13:24.054Z",
           *           "UpdatedAt": "2026-11-18T22:13:24.054Z",
           *           "PublishedAt": "2026-11-18T18:13:24.054Z",
           *           "FileCount": 1,
           *           "DestinationCount": 3
           *         }
           *       ],
           *       "CreatedAt": "2026-11-18T16:13:24.054Z",
           *       "UpdatedAt": "2026-11-18T18:13:24.054Z",
           *       "PublishedAt": "2026-11-18T18:13:24.054Z"
           *     }
           */
          "application/json": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup>
           *       <OrderGroupID>6001</OrderGroupID>
           *       <Name>Great Lakes Credit Union: Winter Savings</Name>
           *       <Status>Published</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5023</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>In Progress</Status>
           *           <Advertiser>Great Lakes Credit Union</Advertiser>
           *           <Brand>GLCU</Brand>
           *           <Product>Winter Savings</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-18T15:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-18T19:13:24.054Z</UpdatedAt>
           *           <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *           <FileCount>2</FileCount>
           *           <DestinationCount>3</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5024</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>In Progress</Status>
           *           <Advertiser>Great Lakes Credit Union</Advertiser>
           *           <Brand>GLCU</Brand>
           *           <Product>Winter Savings (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-18T22:13:24.054Z</UpdatedAt>
           *           <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>3</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-18T18:13:24.054Z</UpdatedAt>
           *       <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *     </OrderGroup>
           */
          "application/xml": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup>
           *       <OrderGroupID>6001</OrderGroupID>
           *       <Name>Great Lakes Credit Union: Winter Savings</Name>
           *       <Status>Published</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5023</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>In Progress</Status>
           *           <Advertiser>Great Lakes Credit Union</Advertiser>
           *           <Brand>GLCU</Brand>
           *           <Product>Winter Savings</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-18T15:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-18T19:13:24.054Z</UpdatedAt>
           *           <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *           <FileCount>2</FileCount>
           *           <DestinationCount>3</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5024</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>In Progress</Status>
           *           <Advertiser>Great Lakes Credit Union</Advertiser>
           *           <Brand>GLCU</Brand>
           *           <Product>Winter Savings (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-18T22:13:24.054Z</UpdatedAt>
           *           <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>3</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-18T18:13:24.054Z</UpdatedAt>
           *       <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *     </OrderGroup>
           */
          "text/xml": components["schemas"]["OrderGroup"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  renameOrderGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order group's ID.
         * @example 6001
         */
        orderGroupID: number;
      };
      cookie?: never;
    };
    /** @description The new name. XML root `OrderGroup`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Name": "GLCU Winter Savings (TV and radio)"
         *     }
         */
        "application/json": components["schemas"]["OrderGroupRename"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrderGroup>
         *       <Name>GLCU Winter Savings (TV and radio)</Name>
         *     </OrderGroup>
         */
        "application/xml": components["schemas"]["OrderGroupRename"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrderGroup>
         *       <Name>GLCU Winter Savings (TV and radio)</Name>
         *     </OrderGroup>
         */
        "text/xml": components["schemas"]["OrderGroupRename"];
      };
    };
    responses: {
      /** @description The renamed group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderGroupID": 6001,
           *       "Name": "GLCU Winter Savings (TV and radio)",
           *       "Status": "Published",
           *       "Orders": [
           *         {
           *           "OrderID": 5023,
           *           "OrderType": "Spot",
           *           "Status": "In Progress",
           *           "Advertiser": "Great Lakes Credit Union",
           *           "Brand": "GLCU",
           *           "Product": "Winter Savings",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-18T15:13:24.054Z",
           *           "UpdatedAt": "2026-11-18T19:13:24.054Z",
           *           "PublishedAt": "2026-11-18T18:13:24.054Z",
           *           "FileCount": 2,
           *           "DestinationCount": 3
           *         },
           *         {
           *           "OrderID": 5024,
           *           "OrderType": "Spot",
           *           "Status": "In Progress",
           *           "Advertiser": "Great Lakes Credit Union",
           *           "Brand": "GLCU",
           *           "Product": "Winter Savings (Radio)",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-18T16:13:24.054Z",
           *           "UpdatedAt": "2026-11-18T22:13:24.054Z",
           *           "PublishedAt": "2026-11-18T18:13:24.054Z",
           *           "FileCount": 1,
           *           "DestinationCount": 3
           *         }
           *       ],
           *       "CreatedAt": "2026-11-18T16:13:24.054Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "PublishedAt": "2026-11-18T18:13:24.054Z"
           *     }
           */
          "application/json": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup>
           *       <OrderGroupID>6001</OrderGroupID>
           *       <Name>GLCU Winter Savings (TV and radio)</Name>
           *       <Status>Published</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5023</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>In Progress</Status>
           *           <Advertiser>Great Lakes Credit Union</Advertiser>
           *           <Brand>GLCU</Brand>
           *           <Product>Winter Savings</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-18T15:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-18T19:13:24.054Z</UpdatedAt>
           *           <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *           <FileCount>2</FileCount>
           *           <DestinationCount>3</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5024</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>In Progress</Status>
           *           <Advertiser>Great Lakes Credit Union</Advertiser>
           *           <Brand>GLCU</Brand>
           *           <Product>Winter Savings (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-18T22:13:24.054Z</UpdatedAt>
           *           <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>3</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *     </OrderGroup>
           */
          "application/xml": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup>
           *       <OrderGroupID>6001</OrderGroupID>
           *       <Name>GLCU Winter Savings (TV and radio)</Name>
           *       <Status>Published</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5023</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>In Progress</Status>
           *           <Advertiser>Great Lakes Credit Union</Advertiser>
           *           <Brand>GLCU</Brand>
           *           <Product>Winter Savings</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-18T15:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-18T19:13:24.054Z</UpdatedAt>
           *           <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *           <FileCount>2</FileCount>
           *           <DestinationCount>3</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5024</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>In Progress</Status>
           *           <Advertiser>Great Lakes Credit Union</Advertiser>
           *           <Brand>GLCU</Brand>
           *           <Product>Winter Savings (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-18T22:13:24.054Z</UpdatedAt>
           *           <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>3</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-18T16:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt>2026-11-18T18:13:24.054Z</PublishedAt>
           *     </OrderGroup>
           */
          "text/xml": components["schemas"]["OrderGroup"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  deleteOrderGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order group's ID.
         * @example 6003
         */
        orderGroupID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group was deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderGroupID": 6003,
           *       "OrderIDs": [
           *         5008
           *       ],
           *       "DeletedAt": "2026-11-21T20:13:53.658Z"
           *     }
           */
          "application/json": components["schemas"]["OrderGroupDeletion"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroupDeletion>
           *       <OrderGroupID>6003</OrderGroupID>
           *       <OrderIDs>
           *         <OrderID>5008</OrderID>
           *       </OrderIDs>
           *       <DeletedAt>2026-11-21T20:13:53.658Z</DeletedAt>
           *     </OrderGroupDeletion>
           */
          "application/xml": components["schemas"]["OrderGroupDeletion"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroupDeletion>
           *       <OrderGroupID>6003</OrderGroupID>
           *       <OrderIDs>
           *         <OrderID>5008</OrderID>
           *       </OrderIDs>
           *       <DeletedAt>2026-11-21T20:13:53.658Z</DeletedAt>
           *     </OrderGroupDeletion>
           */
          "text/xml": components["schemas"]["OrderGroupDeletion"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  publishOrderGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order group's ID.
         * @example 6002
         */
        orderGroupID: number;
      };
      cookie?: never;
    };
    /** @description Nothing: this operation takes no fields. An empty body is fine. */
    requestBody?: {
      content: {
        /** @example {} */
        "application/json": components["schemas"]["PublishOrderGroupInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrderGroup/>
         */
        "application/xml": components["schemas"]["PublishOrderGroupInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrderGroup/>
         */
        "text/xml": components["schemas"]["PublishOrderGroupInput"];
      };
    };
    responses: {
      /** @description The published group, each order with its warnings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderGroupID": 6002,
           *       "Name": "Riverbend Health: Spring Wellness",
           *       "Status": "Published",
           *       "Orders": [
           *         {
           *           "OrderID": 5025,
           *           "OrderType": "Spot",
           *           "Status": "Published",
           *           "Advertiser": "Riverbend Health",
           *           "Brand": null,
           *           "Product": "Spring Wellness",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-19T18:13:24.054Z",
           *           "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *           "PublishedAt": "2026-11-21T20:13:53.658Z",
           *           "FileCount": 1,
           *           "DestinationCount": 2,
           *           "Warnings": [
           *             {
           *               "Code": "rendition_pending",
           *               "Message": "The rendition of file 8045 (RVBH0000610H) that WXYZ-TV (200) receives is still being made from the master: each station's download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.",
           *               "Field": "Files[0]"
           *             }
           *           ]
           *         },
           *         {
           *           "OrderID": 5026,
           *           "OrderType": "Spot",
           *           "Status": "Published",
           *           "Advertiser": "Riverbend Health",
           *           "Brand": null,
           *           "Product": "Spring Wellness (Radio)",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-19T19:13:24.054Z",
           *           "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *           "PublishedAt": "2026-11-21T20:13:53.658Z",
           *           "FileCount": 1,
           *           "DestinationCount": 2,
           *           "Warnings": [
           *             {
           *               "Code": "destination_offline",
           *               "Message": "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
           *               "Field": "Destinations[1]"
           *             },
           *             {
           *               "Code": "rendition_pending",
           *               "Message": "The rendition of file 8046 (RVBH0000630) that KLMN-FM (201) or WQRS-AM (202) receive is still being made from the master: each station's download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.",
           *               "Field": "Files[0]"
           *             }
           *           ]
           *         }
           *       ],
           *       "CreatedAt": "2026-11-19T19:13:24.054Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "PublishedAt": "2026-11-21T20:13:53.658Z"
           *     }
           */
          "application/json": components["schemas"]["PublishedOrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroupID>6002</OrderGroupID>
           *       <Name>Riverbend Health: Spring Wellness</Name>
           *       <Status>Published</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5025</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Published</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T18:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *           <PublishedAt>2026-11-21T20:13:53.658Z</PublishedAt>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *           <Warnings>
           *             <Warning>
           *               <Code>rendition_pending</Code>
           *               <Message>The rendition of file 8045 (RVBH0000610H) that WXYZ-TV (200) receives is still being made from the master: each station&apos;s download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.</Message>
           *               <Field>Files[0]</Field>
           *             </Warning>
           *           </Warnings>
           *         </Order>
           *         <Order>
           *           <OrderID>5026</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Published</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *           <PublishedAt>2026-11-21T20:13:53.658Z</PublishedAt>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *           <Warnings>
           *             <Warning>
           *               <Code>destination_offline</Code>
           *               <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *               <Field>Destinations[1]</Field>
           *             </Warning>
           *             <Warning>
           *               <Code>rendition_pending</Code>
           *               <Message>The rendition of file 8046 (RVBH0000630) that KLMN-FM (201) or WQRS-AM (202) receive is still being made from the master: each station&apos;s download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.</Message>
           *               <Field>Files[0]</Field>
           *             </Warning>
           *           </Warnings>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt>2026-11-21T20:13:53.658Z</PublishedAt>
           *     </OrderGroup>
           */
          "application/xml": components["schemas"]["PublishedOrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroupID>6002</OrderGroupID>
           *       <Name>Riverbend Health: Spring Wellness</Name>
           *       <Status>Published</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5025</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Published</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T18:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *           <PublishedAt>2026-11-21T20:13:53.658Z</PublishedAt>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *           <Warnings>
           *             <Warning>
           *               <Code>rendition_pending</Code>
           *               <Message>The rendition of file 8045 (RVBH0000610H) that WXYZ-TV (200) receives is still being made from the master: each station&apos;s download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.</Message>
           *               <Field>Files[0]</Field>
           *             </Warning>
           *           </Warnings>
           *         </Order>
           *         <Order>
           *           <OrderID>5026</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Published</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *           <PublishedAt>2026-11-21T20:13:53.658Z</PublishedAt>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *           <Warnings>
           *             <Warning>
           *               <Code>destination_offline</Code>
           *               <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *               <Field>Destinations[1]</Field>
           *             </Warning>
           *             <Warning>
           *               <Code>rendition_pending</Code>
           *               <Message>The rendition of file 8046 (RVBH0000630) that KLMN-FM (201) or WQRS-AM (202) receive is still being made from the master: each station&apos;s download waits for it (409 rendition_pending). It is sent as the event file.rendition_ready, or file.rendition_failed.</Message>
           *               <Field>Files[0]</Field>
           *             </Warning>
           *           </Warnings>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt>2026-11-21T20:13:53.658Z</PublishedAt>
           *     </OrderGroup>
           */
          "text/xml": components["schemas"]["PublishedOrderGroup"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getOrderGroupProofOfDelivery: {
    parameters: {
      query?: {
        /** @description Only the deliveries in this POD state (see POD States List), exactly as it is spelt there. */
        status?: "Queued" | "Sending" | "Delivered" | "Failed" | "Cancelled";
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path: {
        /**
         * @description The order group's ID.
         * @example 6001
         */
        orderGroupID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deliveries of the group's orders, by OrderID, FileID, OrganizationID. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrderID": 5023,
           *         "FileID": 8042,
           *         "AdID": "GLCU0014000H",
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "Status": "Delivered",
           *         "StatusDate": "2026-11-19T00:13:24.054Z",
           *         "DeliveredAt": "2026-11-19T00:13:24.054Z",
           *         "DeliveredBy": "mds_...9529865b",
           *         "IngestedAt": null,
           *         "Bytes": 133237,
           *         "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *         "Late": false
           *       },
           *       {
           *         "OrderID": 5023,
           *         "FileID": 8042,
           *         "AdID": "GLCU0014000H",
           *         "OrganizationID": 203,
           *         "OrganizationName": "WBKT-TV",
           *         "Status": "Delivered",
           *         "StatusDate": "2026-11-19T02:13:24.054Z",
           *         "DeliveredAt": "2026-11-19T02:13:24.054Z",
           *         "DeliveredBy": null,
           *         "IngestedAt": null,
           *         "Bytes": 133237,
           *         "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *         "Late": false
           *       },
           *       {
           *         "OrderID": 5023,
           *         "FileID": 8042,
           *         "AdID": "GLCU0014000H",
           *         "OrganizationID": 204,
           *         "OrganizationName": "WCHI-TV",
           *         "Status": "Sending",
           *         "StatusDate": "2026-11-18T19:13:24.054Z",
           *         "DeliveredAt": null,
           *         "DeliveredBy": null,
           *         "IngestedAt": null,
           *         "Bytes": 133237,
           *         "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *         "Late": false
           *       }
           *     ]
           */
          "application/json": components["schemas"]["ProofOfDelivery"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroupProofOfDelivery xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ProofOfDelivery>
           *         <OrderID>5023</OrderID>
           *         <FileID>8042</FileID>
           *         <AdID>GLCU0014000H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-19T00:13:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-19T00:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5023</OrderID>
           *         <FileID>8042</FileID>
           *         <AdID>GLCU0014000H</AdID>
           *         <OrganizationID>203</OrganizationID>
           *         <OrganizationName>WBKT-TV</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-19T02:13:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-19T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5023</OrderID>
           *         <FileID>8042</FileID>
           *         <AdID>GLCU0014000H</AdID>
           *         <OrganizationID>204</OrganizationID>
           *         <OrganizationName>WCHI-TV</OrganizationName>
           *         <Status>Sending</Status>
           *         <StatusDate>2026-11-18T19:13:24.054Z</StatusDate>
           *         <DeliveredAt xsi:nil="true"/>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *     </OrderGroupProofOfDelivery>
           */
          "application/xml": components["schemas"]["ProofOfDelivery"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroupProofOfDelivery xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ProofOfDelivery>
           *         <OrderID>5023</OrderID>
           *         <FileID>8042</FileID>
           *         <AdID>GLCU0014000H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-19T00:13:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-19T00:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5023</OrderID>
           *         <FileID>8042</FileID>
           *         <AdID>GLCU0014000H</AdID>
           *         <OrganizationID>203</OrganizationID>
           *         <OrganizationName>WBKT-TV</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-19T02:13:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-19T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5023</OrderID>
           *         <FileID>8042</FileID>
           *         <AdID>GLCU0014000H</AdID>
           *         <OrganizationID>204</OrganizationID>
           *         <OrganizationName>WCHI-TV</OrganizationName>
           *         <Status>Sending</Status>
           *         <StatusDate>2026-11-18T19:13:24.054Z</StatusDate>
           *         <DeliveredAt xsi:nil="true"/>
           *         <DeliveredBy xsi:nil="true"/>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *     </OrderGroupProofOfDelivery>
           */
          "text/xml": components["schemas"]["ProofOfDelivery"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getTrafficInstructions: {
    parameters: {
      query?: {
        revision?: number;
      };
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The revision, as the caller may see it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5002,
           *       "Revision": 2,
           *       "CreatedAt": "2026-11-21T20:13:53.978Z",
           *       "CreatedBy": "Northwind Agency",
           *       "Flights": [
           *         {
           *           "Index": 0,
           *           "StartDate": "2026-11-16",
           *           "EndDate": "2026-12-16",
           *           "Destinations": [
           *             200
           *           ],
           *           "Days": [
           *             "Mon",
           *             "Tue",
           *             "Wed",
           *             "Thu",
           *             "Fri"
           *           ],
           *           "Dayparts": [
           *             {
           *               "Start": "06:00",
           *               "End": "10:00"
           *             },
           *             {
           *               "Start": "16:00",
           *               "End": "19:00"
           *             }
           *           ],
           *           "Rotation": [
           *             {
           *               "AdID": "BRSM0004410H",
           *               "Weight": 60
           *             },
           *             {
           *               "AdID": "BRSM0004415H",
           *               "Weight": 40
           *             }
           *           ]
           *         },
           *         {
           *           "Index": 1,
           *           "StartDate": "2026-11-16",
           *           "EndDate": "2026-12-16",
           *           "Destinations": [
           *             201
           *           ],
           *           "Days": [
           *             "Mon",
           *             "Tue",
           *             "Wed",
           *             "Thu",
           *             "Fri",
           *             "Sat",
           *             "Sun"
           *           ],
           *           "Dayparts": [
           *             {
           *               "Start": "00:00",
           *               "End": "24:00"
           *             }
           *           ],
           *           "Rotation": [
           *             {
           *               "AdID": "BRSM0004415H",
           *               "Weight": 100
           *             }
           *           ]
           *         }
           *       ],
           *       "Notes": "Favor the <b>:15</b> in morning drive.",
           *       "Acknowledgements": [
           *         {
           *           "OrganizationID": 200,
           *           "Revision": 1,
           *           "AcknowledgedAt": "2026-11-17T14:02:11.407Z",
           *           "AcknowledgedBy": "Dana Whitfield"
           *         },
           *         {
           *           "OrganizationID": 201,
           *           "Revision": null,
           *           "AcknowledgedAt": null,
           *           "AcknowledgedBy": null
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["TrafficInstructions"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <TrafficInstructions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5002</OrderID>
           *       <Revision>2</Revision>
           *       <CreatedAt>2026-11-21T20:13:53.978Z</CreatedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Flights>
           *         <Flight>
           *           <Index>0</Index>
           *           <StartDate>2026-11-16</StartDate>
           *           <EndDate>2026-12-16</EndDate>
           *           <Destinations>
           *             <OrganizationID>200</OrganizationID>
           *           </Destinations>
           *           <Days>
           *             <Day>Mon</Day>
           *             <Day>Tue</Day>
           *             <Day>Wed</Day>
           *             <Day>Thu</Day>
           *             <Day>Fri</Day>
           *           </Days>
           *           <Dayparts>
           *             <Daypart>
           *               <Start>06:00</Start>
           *               <End>10:00</End>
           *             </Daypart>
           *             <Daypart>
           *               <Start>16:00</Start>
           *               <End>19:00</End>
           *             </Daypart>
           *           </Dayparts>
           *           <Rotation>
           *             <Spot>
           *               <AdID>BRSM0004410H</AdID>
           *               <Weight>60</Weight>
           *             </Spot>
           *             <Spot>
           *               <AdID>BRSM0004415H</AdID>
           *               <Weight>40</Weight>
           *             </Spot>
           *           </Rotation>
           *         </Flight>
           *         <Flight>
           *           <Index>1</Index>
           *           <StartDate>2026-11-16</StartDate>
           *           <EndDate>2026-12-16</EndDate>
           *           <Destinations>
           *             <OrganizationID>201</OrganizationID>
           *           </Destinations>
           *           <Days>
           *             <Day>Mon</Day>
           *             <Day>Tue</Day>
           *             <Day>Wed</Day>
           *             <Day>Thu</Day>
           *             <Day>Fri</Day>
           *             <Day>Sat</Day>
           *             <Day>Sun</Day>
           *           </Days>
           *           <Dayparts>
           *             <Daypart>
           *               <Start>00:00</Start>
           *               <End>24:00</End>
           *             </Daypart>
           *           </Dayparts>
           *           <Rotation>
           *             <Spot>
           *               <AdID>BRSM0004415H</AdID>
           *               <Weight>100</Weight>
           *             </Spot>
           *           </Rotation>
           *         </Flight>
           *       </Flights>
           *       <Notes>Favor the &lt;b&gt;:15&lt;/b&gt; in morning drive.</Notes>
           *       <Acknowledgements>
           *         <Acknowledgement>
           *           <OrganizationID>200</OrganizationID>
           *           <Revision>1</Revision>
           *           <AcknowledgedAt>2026-11-17T14:02:11.407Z</AcknowledgedAt>
           *           <AcknowledgedBy>Dana Whitfield</AcknowledgedBy>
           *         </Acknowledgement>
           *         <Acknowledgement>
           *           <OrganizationID>201</OrganizationID>
           *           <Revision xsi:nil="true"/>
           *           <AcknowledgedAt xsi:nil="true"/>
           *           <AcknowledgedBy xsi:nil="true"/>
           *         </Acknowledgement>
           *       </Acknowledgements>
           *     </TrafficInstructions>
           */
          "application/xml": components["schemas"]["TrafficInstructions"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <TrafficInstructions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5002</OrderID>
           *       <Revision>2</Revision>
           *       <CreatedAt>2026-11-21T20:13:53.978Z</CreatedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Flights>
           *         <Flight>
           *           <Index>0</Index>
           *           <StartDate>2026-11-16</StartDate>
           *           <EndDate>2026-12-16</EndDate>
           *           <Destinations>
           *             <OrganizationID>200</OrganizationID>
           *           </Destinations>
           *           <Days>
           *             <Day>Mon</Day>
           *             <Day>Tue</Day>
           *             <Day>Wed</Day>
           *             <Day>Thu</Day>
           *             <Day>Fri</Day>
           *           </Days>
           *           <Dayparts>
           *             <Daypart>
           *               <Start>06:00</Start>
           *               <End>10:00</End>
           *             </Daypart>
           *             <Daypart>
           *               <Start>16:00</Start>
           *               <End>19:00</End>
           *             </Daypart>
           *           </Dayparts>
           *           <Rotation>
           *             <Spot>
           *               <AdID>BRSM0004410H</AdID>
           *               <Weight>60</Weight>
           *             </Spot>
           *             <Spot>
           *               <AdID>BRSM0004415H</AdID>
           *               <Weight>40</Weight>
           *             </Spot>
           *           </Rotation>
           *         </Flight>
           *         <Flight>
           *           <Index>1</Index>
           *           <StartDate>2026-11-16</StartDate>
           *           <EndDate>2026-12-16</EndDate>
           *           <Destinations>
           *             <OrganizationID>201</OrganizationID>
           *           </Destinations>
           *           <Days>
           *             <Day>Mon</Day>
           *             <Day>Tue</Day>
           *             <Day>Wed</Day>
           *             <Day>Thu</Day>
           *             <Day>Fri</Day>
           *             <Day>Sat</Day>
           *             <Day>Sun</Day>
           *           </Days>
           *           <Dayparts>
           *             <Daypart>
           *               <Start>00:00</Start>
           *               <End>24:00</End>
           *             </Daypart>
           *           </Dayparts>
           *           <Rotation>
           *             <Spot>
           *               <AdID>BRSM0004415H</AdID>
           *               <Weight>100</Weight>
           *             </Spot>
           *           </Rotation>
           *         </Flight>
           *       </Flights>
           *       <Notes>Favor the &lt;b&gt;:15&lt;/b&gt; in morning drive.</Notes>
           *       <Acknowledgements>
           *         <Acknowledgement>
           *           <OrganizationID>200</OrganizationID>
           *           <Revision>1</Revision>
           *           <AcknowledgedAt>2026-11-17T14:02:11.407Z</AcknowledgedAt>
           *           <AcknowledgedBy>Dana Whitfield</AcknowledgedBy>
           *         </Acknowledgement>
           *         <Acknowledgement>
           *           <OrganizationID>201</OrganizationID>
           *           <Revision xsi:nil="true"/>
           *           <AcknowledgedAt xsi:nil="true"/>
           *           <AcknowledgedBy xsi:nil="true"/>
           *         </Acknowledgement>
           *       </Acknowledgements>
           *     </TrafficInstructions>
           */
          "text/xml": components["schemas"]["TrafficInstructions"];
          /**
           * @example order_id,revision,organization_id,start_date,end_date,days,dayparts,ad_id,weight
           *     5002,2,200,2026-11-16,2026-12-16,Mon Tue Wed Thu Fri,06:00-10:00 16:00-19:00,BRSM0004410H,60
           *     5002,2,200,2026-11-16,2026-12-16,Mon Tue Wed Thu Fri,06:00-10:00 16:00-19:00,BRSM0004415H,40
           *     5002,2,201,2026-11-16,2026-12-16,Mon Tue Wed Thu Fri Sat Sun,00:00-24:00,BRSM0004415H,100
           */
          "text/csv": string;
          "application/pdf": string;
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  setTrafficInstructions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    /** @description The instructions. XML root `TrafficInstructions`; lists as `<Flights><Flight>…</Flight></Flights>`, `<Destinations><OrganizationID>200</OrganizationID></Destinations>`, `<Days><Day>Mon</Day></Days>`, `<Dayparts><Daypart><Start>06:00</Start><End>10:00</End></Daypart></Dayparts>`, `<Rotation><Spot><AdID>…</AdID><Weight>60</Weight></Spot></Rotation>`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Flights": [
         *         {
         *           "StartDate": "2026-11-16",
         *           "EndDate": "2026-12-16",
         *           "Destinations": [
         *             200
         *           ],
         *           "Days": [
         *             "Mon",
         *             "Tue",
         *             "Wed",
         *             "Thu",
         *             "Fri"
         *           ],
         *           "Dayparts": [
         *             {
         *               "Start": "06:00",
         *               "End": "10:00"
         *             },
         *             {
         *               "Start": "16:00",
         *               "End": "19:00"
         *             }
         *           ],
         *           "Rotation": [
         *             {
         *               "AdID": "BRSM0004410H",
         *               "Weight": 60
         *             },
         *             {
         *               "AdID": "BRSM0004415H",
         *               "Weight": 40
         *             }
         *           ]
         *         },
         *         {
         *           "StartDate": "2026-11-16",
         *           "EndDate": "2026-12-16",
         *           "Destinations": [
         *             201
         *           ],
         *           "Rotation": [
         *             {
         *               "AdID": "BRSM0004415H",
         *               "Weight": 100
         *             }
         *           ]
         *         }
         *       ],
         *       "Notes": "Favor the <b>:15</b> in morning drive."
         *     }
         */
        "application/json": components["schemas"]["TrafficInstructionsInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <TrafficInstructions>
         *       <Flights>
         *         <Flight>
         *           <StartDate>2026-11-16</StartDate>
         *           <EndDate>2026-12-16</EndDate>
         *           <Destinations>
         *             <OrganizationID>200</OrganizationID>
         *           </Destinations>
         *           <Days>
         *             <Day>Mon</Day>
         *             <Day>Tue</Day>
         *             <Day>Wed</Day>
         *             <Day>Thu</Day>
         *             <Day>Fri</Day>
         *           </Days>
         *           <Dayparts>
         *             <Daypart>
         *               <Start>06:00</Start>
         *               <End>10:00</End>
         *             </Daypart>
         *             <Daypart>
         *               <Start>16:00</Start>
         *               <End>19:00</End>
         *             </Daypart>
         *           </Dayparts>
         *           <Rotation>
         *             <Spot>
         *               <AdID>BRSM0004410H</AdID>
         *               <Weight>60</Weight>
         *             </Spot>
         *             <Spot>
         *               <AdID>BRSM0004415H</AdID>
         *               <Weight>40</Weight>
         *             </Spot>
         *           </Rotation>
         *         </Flight>
         *         <Flight>
         *           <StartDate>2026-11-16</StartDate>
         *           <EndDate>2026-12-16</EndDate>
         *           <Destinations>
         *             <OrganizationID>201</OrganizationID>
         *           </Destinations>
         *           <Rotation>
         *             <Spot>
         *               <AdID>BRSM0004415H</AdID>
         *               <Weight>100</Weight>
         *             </Spot>
         *           </Rotation>
         *         </Flight>
         *       </Flights>
         *       <Notes>Favor the &lt;b&gt;:15&lt;/b&gt; in morning drive.</Notes>
         *     </TrafficInstructions>
         */
        "application/xml": components["schemas"]["TrafficInstructionsInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <TrafficInstructions>
         *       <Flights>
         *         <Flight>
         *           <StartDate>2026-11-16</StartDate>
         *           <EndDate>2026-12-16</EndDate>
         *           <Destinations>
         *             <OrganizationID>200</OrganizationID>
         *           </Destinations>
         *           <Days>
         *             <Day>Mon</Day>
         *             <Day>Tue</Day>
         *             <Day>Wed</Day>
         *             <Day>Thu</Day>
         *             <Day>Fri</Day>
         *           </Days>
         *           <Dayparts>
         *             <Daypart>
         *               <Start>06:00</Start>
         *               <End>10:00</End>
         *             </Daypart>
         *             <Daypart>
         *               <Start>16:00</Start>
         *               <End>19:00</End>
         *             </Daypart>
         *           </Dayparts>
         *           <Rotation>
         *             <Spot>
         *               <AdID>BRSM0004410H</AdID>
         *               <Weight>60</Weight>
         *             </Spot>
         *             <Spot>
         *               <AdID>BRSM0004415H</AdID>
         *               <Weight>40</Weight>
         *             </Spot>
         *           </Rotation>
         *         </Flight>
         *         <Flight>
         *           <StartDate>2026-11-16</StartDate>
         *           <EndDate>2026-12-16</EndDate>
         *           <Destinations>
         *             <OrganizationID>201</OrganizationID>
         *           </Destinations>
         *           <Rotation>
         *             <Spot>
         *               <AdID>BRSM0004415H</AdID>
         *               <Weight>100</Weight>
         *             </Spot>
         *           </Rotation>
         *         </Flight>
         *       </Flights>
         *       <Notes>Favor the &lt;b&gt;:15&lt;/b&gt; in morning drive.</Notes>
         *     </TrafficInstructions>
         */
        "text/xml": components["schemas"]["TrafficInstructionsInput"];
      };
    };
    responses: {
      /** @description The revision made (or the draft's revision 1 replaced), as the owner sees it, with the warnings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5002,
           *       "Revision": 2,
           *       "CreatedAt": "2026-11-21T20:13:53.978Z",
           *       "CreatedBy": "Northwind Agency",
           *       "Flights": [
           *         {
           *           "Index": 0,
           *           "StartDate": "2026-11-16",
           *           "EndDate": "2026-12-16",
           *           "Destinations": [
           *             200
           *           ],
           *           "Days": [
           *             "Mon",
           *             "Tue",
           *             "Wed",
           *             "Thu",
           *             "Fri"
           *           ],
           *           "Dayparts": [
           *             {
           *               "Start": "06:00",
           *               "End": "10:00"
           *             },
           *             {
           *               "Start": "16:00",
           *               "End": "19:00"
           *             }
           *           ],
           *           "Rotation": [
           *             {
           *               "AdID": "BRSM0004410H",
           *               "Weight": 60
           *             },
           *             {
           *               "AdID": "BRSM0004415H",
           *               "Weight": 40
           *             }
           *           ]
           *         },
           *         {
           *           "Index": 1,
           *           "StartDate": "2026-11-16",
           *           "EndDate": "2026-12-16",
           *           "Destinations": [
           *             201
           *           ],
           *           "Days": [
           *             "Mon",
           *             "Tue",
           *             "Wed",
           *             "Thu",
           *             "Fri",
           *             "Sat",
           *             "Sun"
           *           ],
           *           "Dayparts": [
           *             {
           *               "Start": "00:00",
           *               "End": "24:00"
           *             }
           *           ],
           *           "Rotation": [
           *             {
           *               "AdID": "BRSM0004415H",
           *               "Weight": 100
           *             }
           *           ]
           *         }
           *       ],
           *       "Notes": "Favor the <b>:15</b> in morning drive.",
           *       "Acknowledgements": [
           *         {
           *           "OrganizationID": 200,
           *           "Revision": 1,
           *           "AcknowledgedAt": "2026-11-17T14:02:11.407Z",
           *           "AcknowledgedBy": "Dana Whitfield"
           *         },
           *         {
           *           "OrganizationID": 201,
           *           "Revision": null,
           *           "AcknowledgedAt": null,
           *           "AcknowledgedBy": null
           *         }
           *       ],
           *       "Warnings": []
           *     }
           */
          "application/json": components["schemas"]["TrafficInstructionsWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <TrafficInstructions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5002</OrderID>
           *       <Revision>2</Revision>
           *       <CreatedAt>2026-11-21T20:13:53.978Z</CreatedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Flights>
           *         <Flight>
           *           <Index>0</Index>
           *           <StartDate>2026-11-16</StartDate>
           *           <EndDate>2026-12-16</EndDate>
           *           <Destinations>
           *             <OrganizationID>200</OrganizationID>
           *           </Destinations>
           *           <Days>
           *             <Day>Mon</Day>
           *             <Day>Tue</Day>
           *             <Day>Wed</Day>
           *             <Day>Thu</Day>
           *             <Day>Fri</Day>
           *           </Days>
           *           <Dayparts>
           *             <Daypart>
           *               <Start>06:00</Start>
           *               <End>10:00</End>
           *             </Daypart>
           *             <Daypart>
           *               <Start>16:00</Start>
           *               <End>19:00</End>
           *             </Daypart>
           *           </Dayparts>
           *           <Rotation>
           *             <Spot>
           *               <AdID>BRSM0004410H</AdID>
           *               <Weight>60</Weight>
           *             </Spot>
           *             <Spot>
           *               <AdID>BRSM0004415H</AdID>
           *               <Weight>40</Weight>
           *             </Spot>
           *           </Rotation>
           *         </Flight>
           *         <Flight>
           *           <Index>1</Index>
           *           <StartDate>2026-11-16</StartDate>
           *           <EndDate>2026-12-16</EndDate>
           *           <Destinations>
           *             <OrganizationID>201</OrganizationID>
           *           </Destinations>
           *           <Days>
           *             <Day>Mon</Day>
           *             <Day>Tue</Day>
           *             <Day>Wed</Day>
           *             <Day>Thu</Day>
           *             <Day>Fri</Day>
           *             <Day>Sat</Day>
           *             <Day>Sun</Day>
           *           </Days>
           *           <Dayparts>
           *             <Daypart>
           *               <Start>00:00</Start>
           *               <End>24:00</End>
           *             </Daypart>
           *           </Dayparts>
           *           <Rotation>
           *             <Spot>
           *               <AdID>BRSM0004415H</AdID>
           *               <Weight>100</Weight>
           *             </Spot>
           *           </Rotation>
           *         </Flight>
           *       </Flights>
           *       <Notes>Favor the &lt;b&gt;:15&lt;/b&gt; in morning drive.</Notes>
           *       <Acknowledgements>
           *         <Acknowledgement>
           *           <OrganizationID>200</OrganizationID>
           *           <Revision>1</Revision>
           *           <AcknowledgedAt>2026-11-17T14:02:11.407Z</AcknowledgedAt>
           *           <AcknowledgedBy>Dana Whitfield</AcknowledgedBy>
           *         </Acknowledgement>
           *         <Acknowledgement>
           *           <OrganizationID>201</OrganizationID>
           *           <Revision xsi:nil="true"/>
           *           <AcknowledgedAt xsi:nil="true"/>
           *           <AcknowledgedBy xsi:nil="true"/>
           *         </Acknowledgement>
           *       </Acknowledgements>
           *       <Warnings/>
           *     </TrafficInstructions>
           */
          "application/xml": components["schemas"]["TrafficInstructionsWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <TrafficInstructions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5002</OrderID>
           *       <Revision>2</Revision>
           *       <CreatedAt>2026-11-21T20:13:53.978Z</CreatedAt>
           *       <CreatedBy>Northwind Agency</CreatedBy>
           *       <Flights>
           *         <Flight>
           *           <Index>0</Index>
           *           <StartDate>2026-11-16</StartDate>
           *           <EndDate>2026-12-16</EndDate>
           *           <Destinations>
           *             <OrganizationID>200</OrganizationID>
           *           </Destinations>
           *           <Days>
           *             <Day>Mon</Day>
           *             <Day>Tue</Day>
           *             <Day>Wed</Day>
           *             <Day>Thu</Day>
           *             <Day>Fri</Day>
           *           </Days>
           *           <Dayparts>
           *             <Daypart>
           *               <Start>06:00</Start>
           *               <End>10:00</End>
           *             </Daypart>
           *             <Daypart>
           *               <Start>16:00</Start>
           *               <End>19:00</End>
           *             </Daypart>
           *           </Dayparts>
           *           <Rotation>
           *             <Spot>
           *               <AdID>BRSM0004410H</AdID>
           *               <Weight>60</Weight>
           *             </Spot>
           *             <Spot>
           *               <AdID>BRSM0004415H</AdID>
           *               <Weight>40</Weight>
           *             </Spot>
           *           </Rotation>
           *         </Flight>
           *         <Flight>
           *           <Index>1</Index>
           *           <StartDate>2026-11-16</StartDate>
           *           <EndDate>2026-12-16</EndDate>
           *           <Destinations>
           *             <OrganizationID>201</OrganizationID>
           *           </Destinations>
           *           <Days>
           *             <Day>Mon</Day>
           *             <Day>Tue</Day>
           *             <Day>Wed</Day>
           *             <Day>Thu</Day>
           *             <Day>Fri</Day>
           *             <Day>Sat</Day>
           *             <Day>Sun</Day>
           *           </Days>
           *           <Dayparts>
           *             <Daypart>
           *               <Start>00:00</Start>
           *               <End>24:00</End>
           *             </Daypart>
           *           </Dayparts>
           *           <Rotation>
           *             <Spot>
           *               <AdID>BRSM0004415H</AdID>
           *               <Weight>100</Weight>
           *             </Spot>
           *           </Rotation>
           *         </Flight>
           *       </Flights>
           *       <Notes>Favor the &lt;b&gt;:15&lt;/b&gt; in morning drive.</Notes>
           *       <Acknowledgements>
           *         <Acknowledgement>
           *           <OrganizationID>200</OrganizationID>
           *           <Revision>1</Revision>
           *           <AcknowledgedAt>2026-11-17T14:02:11.407Z</AcknowledgedAt>
           *           <AcknowledgedBy>Dana Whitfield</AcknowledgedBy>
           *         </Acknowledgement>
           *         <Acknowledgement>
           *           <OrganizationID>201</OrganizationID>
           *           <Revision xsi:nil="true"/>
           *           <AcknowledgedAt xsi:nil="true"/>
           *           <AcknowledgedBy xsi:nil="true"/>
           *         </Acknowledgement>
           *       </Acknowledgements>
           *       <Warnings/>
           *     </TrafficInstructions>
           */
          "text/xml": components["schemas"]["TrafficInstructionsWithWarnings"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listTrafficInstructionsRevisions: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The revisions, newest first (empty when none). */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "Revision": 2,
           *         "CreatedAt": "2026-11-21T20:13:53.978Z",
           *         "CreatedBy": "Northwind Agency",
           *         "FlightCount": 2
           *       },
           *       {
           *         "Revision": 1,
           *         "CreatedAt": "2026-11-15T18:20:02.114Z",
           *         "CreatedBy": "Priya Raman",
           *         "FlightCount": 1
           *       }
           *     ]
           */
          "application/json": components["schemas"]["InstructionsRevision"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Revisions>
           *       <Revision>
           *         <Revision>2</Revision>
           *         <CreatedAt>2026-11-21T20:13:53.978Z</CreatedAt>
           *         <CreatedBy>Northwind Agency</CreatedBy>
           *         <FlightCount>2</FlightCount>
           *       </Revision>
           *       <Revision>
           *         <Revision>1</Revision>
           *         <CreatedAt>2026-11-15T18:20:02.114Z</CreatedAt>
           *         <CreatedBy>Priya Raman</CreatedBy>
           *         <FlightCount>1</FlightCount>
           *       </Revision>
           *     </Revisions>
           */
          "application/xml": components["schemas"]["InstructionsRevision"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Revisions>
           *       <Revision>
           *         <Revision>2</Revision>
           *         <CreatedAt>2026-11-21T20:13:53.978Z</CreatedAt>
           *         <CreatedBy>Northwind Agency</CreatedBy>
           *         <FlightCount>2</FlightCount>
           *       </Revision>
           *       <Revision>
           *         <Revision>1</Revision>
           *         <CreatedAt>2026-11-15T18:20:02.114Z</CreatedAt>
           *         <CreatedBy>Priya Raman</CreatedBy>
           *         <FlightCount>1</FlightCount>
           *       </Revision>
           *     </Revisions>
           */
          "text/xml": components["schemas"]["InstructionsRevision"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  acknowledgeTrafficInstructions: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 9cfcbf69-99b0-4aa8-8a73-45cf5376a03e
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    /** @description XML root `Acknowledgement`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Revision": 2,
         *       "OrganizationID": 201
         *     }
         */
        "application/json": components["schemas"]["InstructionsAcknowledgementInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Acknowledgement>
         *       <Revision>2</Revision>
         *       <OrganizationID>201</OrganizationID>
         *     </Acknowledgement>
         */
        "application/xml": components["schemas"]["InstructionsAcknowledgementInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Acknowledgement>
         *       <Revision>2</Revision>
         *       <OrganizationID>201</OrganizationID>
         *     </Acknowledgement>
         */
        "text/xml": components["schemas"]["InstructionsAcknowledgementInput"];
      };
    };
    responses: {
      /** @description The destination's acknowledgement as it stands. */
      201: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5002,
           *       "OrganizationID": 201,
           *       "Revision": 2,
           *       "AcknowledgedAt": "2026-11-21T20:14:05.311Z",
           *       "AcknowledgedBy": "Summit Broadcasting"
           *     }
           */
          "application/json": components["schemas"]["InstructionsAcknowledgementRecord"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Acknowledgement>
           *       <OrderID>5002</OrderID>
           *       <OrganizationID>201</OrganizationID>
           *       <Revision>2</Revision>
           *       <AcknowledgedAt>2026-11-21T20:14:05.311Z</AcknowledgedAt>
           *       <AcknowledgedBy>Summit Broadcasting</AcknowledgedBy>
           *     </Acknowledgement>
           */
          "application/xml": components["schemas"]["InstructionsAcknowledgementRecord"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Acknowledgement>
           *       <OrderID>5002</OrderID>
           *       <OrganizationID>201</OrganizationID>
           *       <Revision>2</Revision>
           *       <AcknowledgedAt>2026-11-21T20:14:05.311Z</AcknowledgedAt>
           *       <AcknowledgedBy>Summit Broadcasting</AcknowledgedBy>
           *     </Acknowledgement>
           */
          "text/xml": components["schemas"]["InstructionsAcknowledgementRecord"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getProofOfPerformance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The proof of performance. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5002,
           *       "Revision": 2,
           *       "Destinations": [
           *         {
           *           "OrganizationID": 200,
           *           "OrganizationName": "WXYZ-TV",
           *           "TimeZone": "America/Detroit",
           *           "Flights": [
           *             {
           *               "Index": 0,
           *               "StartDate": "2026-11-16",
           *               "EndDate": "2026-12-16",
           *               "Airings": 3,
           *               "Rotation": [
           *                 {
           *                   "AdID": "BRSM0004410H",
           *                   "Weight": 60,
           *                   "Aired": 1,
           *                   "SharePercent": 33.3
           *                 },
           *                 {
           *                   "AdID": "BRSM0004415H",
           *                   "Weight": 40,
           *                   "Aired": 2,
           *                   "SharePercent": 66.7
           *                 }
           *               ],
           *               "Aired": [
           *                 {
           *                   "AiredAt": "2026-11-20T12:42:15.000Z",
           *                   "LocalTime": "2026-11-20 07:42 Fri",
           *                   "AdID": "BRSM0004410H",
           *                   "DurationSeconds": 30
           *                 },
           *                 {
           *                   "AiredAt": "2026-11-20T13:15:00.000Z",
           *                   "LocalTime": "2026-11-20 08:15 Fri",
           *                   "AdID": "BRSM0004415H",
           *                   "DurationSeconds": 15
           *                 },
           *                 {
           *                   "AiredAt": "2026-11-20T22:31:40.000Z",
           *                   "LocalTime": "2026-11-20 17:31 Fri",
           *                   "AdID": "BRSM0004415H",
           *                   "DurationSeconds": 14
           *                 }
           *               ]
           *             }
           *           ],
           *           "OutsideFlights": [
           *             {
           *               "AiredAt": "2026-11-22T03:10:00.000Z",
           *               "LocalTime": "2026-11-21 22:10 Sat",
           *               "AdID": "BRSM0004410H",
           *               "DurationSeconds": 30
           *             }
           *           ],
           *           "Discrepancies": [
           *             {
           *               "Code": "short_duration",
           *               "AiredAt": "2026-11-20T22:31:40.000Z",
           *               "AdID": "BRSM0004415H",
           *               "Message": "BRSM0004415H aired 14 s of its 15 s at 2026-11-20 17:31 Fri."
           *             },
           *             {
           *               "Code": "outside_flight",
           *               "AiredAt": "2026-11-22T03:10:00.000Z",
           *               "AdID": "BRSM0004410H",
           *               "Message": "BRSM0004410H aired 2026-11-21 22:10 Sat (America/Detroit), where no flight for WXYZ-TV covers its date, day and daypart."
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["ProofOfPerformance"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ProofOfPerformance>
           *       <OrderID>5002</OrderID>
           *       <Revision>2</Revision>
           *       <Destinations>
           *         <Destination>
           *           <OrganizationID>200</OrganizationID>
           *           <OrganizationName>WXYZ-TV</OrganizationName>
           *           <TimeZone>America/Detroit</TimeZone>
           *           <Flights>
           *             <Flight>
           *               <Index>0</Index>
           *               <StartDate>2026-11-16</StartDate>
           *               <EndDate>2026-12-16</EndDate>
           *               <Airings>3</Airings>
           *               <Rotation>
           *                 <Spot>
           *                   <AdID>BRSM0004410H</AdID>
           *                   <Weight>60</Weight>
           *                   <Aired>1</Aired>
           *                   <SharePercent>33.3</SharePercent>
           *                 </Spot>
           *                 <Spot>
           *                   <AdID>BRSM0004415H</AdID>
           *                   <Weight>40</Weight>
           *                   <Aired>2</Aired>
           *                   <SharePercent>66.7</SharePercent>
           *                 </Spot>
           *               </Rotation>
           *               <Aired>
           *                 <Airing>
           *                   <AiredAt>2026-11-20T12:42:15.000Z</AiredAt>
           *                   <LocalTime>2026-11-20 07:42 Fri</LocalTime>
           *                   <AdID>BRSM0004410H</AdID>
           *                   <DurationSeconds>30</DurationSeconds>
           *                 </Airing>
           *                 <Airing>
           *                   <AiredAt>2026-11-20T13:15:00.000Z</AiredAt>
           *                   <LocalTime>2026-11-20 08:15 Fri</LocalTime>
           *                   <AdID>BRSM0004415H</AdID>
           *                   <DurationSeconds>15</DurationSeconds>
           *                 </Airing>
           *                 <Airing>
           *                   <AiredAt>2026-11-20T22:31:40.000Z</AiredAt>
           *                   <LocalTime>2026-11-20 17:31 Fri</LocalTime>
           *                   <AdID>BRSM0004415H</AdID>
           *                   <DurationSeconds>14</DurationSeconds>
           *                 </Airing>
           *               </Aired>
           *             </Flight>
           *           </Flights>
           *           <OutsideFlights>
           *             <Airing>
           *               <AiredAt>2026-11-22T03:10:00.000Z</AiredAt>
           *               <LocalTime>2026-11-21 22:10 Sat</LocalTime>
           *               <AdID>BRSM0004410H</AdID>
           *               <DurationSeconds>30</DurationSeconds>
           *             </Airing>
           *           </OutsideFlights>
           *           <Discrepancies>
           *             <Discrepancy>
           *               <Code>short_duration</Code>
           *               <AiredAt>2026-11-20T22:31:40.000Z</AiredAt>
           *               <AdID>BRSM0004415H</AdID>
           *               <Message>BRSM0004415H aired 14 s of its 15 s at 2026-11-20 17:31 Fri.</Message>
           *             </Discrepancy>
           *             <Discrepancy>
           *               <Code>outside_flight</Code>
           *               <AiredAt>2026-11-22T03:10:00.000Z</AiredAt>
           *               <AdID>BRSM0004410H</AdID>
           *               <Message>BRSM0004410H aired 2026-11-21 22:10 Sat (America/Detroit), where no flight for WXYZ-TV covers its date, day and daypart.</Message>
           *             </Discrepancy>
           *           </Discrepancies>
           *         </Destination>
           *       </Destinations>
           *     </ProofOfPerformance>
           */
          "application/xml": components["schemas"]["ProofOfPerformance"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ProofOfPerformance>
           *       <OrderID>5002</OrderID>
           *       <Revision>2</Revision>
           *       <Destinations>
           *         <Destination>
           *           <OrganizationID>200</OrganizationID>
           *           <OrganizationName>WXYZ-TV</OrganizationName>
           *           <TimeZone>America/Detroit</TimeZone>
           *           <Flights>
           *             <Flight>
           *               <Index>0</Index>
           *               <StartDate>2026-11-16</StartDate>
           *               <EndDate>2026-12-16</EndDate>
           *               <Airings>3</Airings>
           *               <Rotation>
           *                 <Spot>
           *                   <AdID>BRSM0004410H</AdID>
           *                   <Weight>60</Weight>
           *                   <Aired>1</Aired>
           *                   <SharePercent>33.3</SharePercent>
           *                 </Spot>
           *                 <Spot>
           *                   <AdID>BRSM0004415H</AdID>
           *                   <Weight>40</Weight>
           *                   <Aired>2</Aired>
           *                   <SharePercent>66.7</SharePercent>
           *                 </Spot>
           *               </Rotation>
           *               <Aired>
           *                 <Airing>
           *                   <AiredAt>2026-11-20T12:42:15.000Z</AiredAt>
           *                   <LocalTime>2026-11-20 07:42 Fri</LocalTime>
           *                   <AdID>BRSM0004410H</AdID>
           *                   <DurationSeconds>30</DurationSeconds>
           *                 </Airing>
           *                 <Airing>
           *                   <AiredAt>2026-11-20T13:15:00.000Z</AiredAt>
           *                   <LocalTime>2026-11-20 08:15 Fri</LocalTime>
           *                   <AdID>BRSM0004415H</AdID>
           *                   <DurationSeconds>15</DurationSeconds>
           *                 </Airing>
           *                 <Airing>
           *                   <AiredAt>2026-11-20T22:31:40.000Z</AiredAt>
           *                   <LocalTime>2026-11-20 17:31 Fri</LocalTime>
           *                   <AdID>BRSM0004415H</AdID>
           *                   <DurationSeconds>14</DurationSeconds>
           *                 </Airing>
           *               </Aired>
           *             </Flight>
           *           </Flights>
           *           <OutsideFlights>
           *             <Airing>
           *               <AiredAt>2026-11-22T03:10:00.000Z</AiredAt>
           *               <LocalTime>2026-11-21 22:10 Sat</LocalTime>
           *               <AdID>BRSM0004410H</AdID>
           *               <DurationSeconds>30</DurationSeconds>
           *             </Airing>
           *           </OutsideFlights>
           *           <Discrepancies>
           *             <Discrepancy>
           *               <Code>short_duration</Code>
           *               <AiredAt>2026-11-20T22:31:40.000Z</AiredAt>
           *               <AdID>BRSM0004415H</AdID>
           *               <Message>BRSM0004415H aired 14 s of its 15 s at 2026-11-20 17:31 Fri.</Message>
           *             </Discrepancy>
           *             <Discrepancy>
           *               <Code>outside_flight</Code>
           *               <AiredAt>2026-11-22T03:10:00.000Z</AiredAt>
           *               <AdID>BRSM0004410H</AdID>
           *               <Message>BRSM0004410H aired 2026-11-21 22:10 Sat (America/Detroit), where no flight for WXYZ-TV covers its date, day and daypart.</Message>
           *             </Discrepancy>
           *           </Discrepancies>
           *         </Destination>
           *       </Destinations>
           *     </ProofOfPerformance>
           */
          "text/xml": components["schemas"]["ProofOfPerformance"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The release. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ReleaseID": 7001,
           *       "Status": "In Progress",
           *       "Title": "Midnight Lanterns",
           *       "Artist": "Juniper Vale",
           *       "UPC": "850001407014",
           *       "ReleaseDate": "2026-11-14",
           *       "Files": [
           *         {
           *           "FileID": 9001,
           *           "ISRC": "USBHR2600101",
           *           "Title": "Midnight Lanterns",
           *           "Length": 232
           *         },
           *         {
           *           "FileID": 9002,
           *           "ISRC": "USBHR2600102",
           *           "Title": "Harbor Lights at Dawn",
           *           "Length": 198
           *         }
           *       ],
           *       "Destinations": [
           *         200,
           *         201,
           *         202
           *       ],
           *       "CreatedAt": "2026-11-15T20:13:24.054Z",
           *       "UpdatedAt": "2026-11-15T20:13:24.054Z",
           *       "PublishedAt": "2026-11-15T20:13:24.054Z",
           *       "CreatedBy": "Blue Harbor Records"
           *     }
           */
          "application/json": components["schemas"]["Release"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Release>
           *       <ReleaseID>7001</ReleaseID>
           *       <Status>In Progress</Status>
           *       <Title>Midnight Lanterns</Title>
           *       <Artist>Juniper Vale</Artist>
           *       <UPC>850001407014</UPC>
           *       <ReleaseDate>2026-11-14</ReleaseDate>
           *       <Files>
           *         <File>
           *           <FileID>9001</FileID>
           *           <ISRC>USBHR2600101</ISRC>
           *           <Title>Midnight Lanterns</Title>
           *           <Length>232</Length>
           *         </File>
           *         <File>
           *           <FileID>9002</FileID>
           *           <ISRC>USBHR2600102</ISRC>
           *           <Title>Harbor Lights at Dawn</Title>
           *           <Length>198</Length>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-15T20:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-15T20:13:24.054Z</UpdatedAt>
           *       <PublishedAt>2026-11-15T20:13:24.054Z</PublishedAt>
           *       <CreatedBy>Blue Harbor Records</CreatedBy>
           *     </Release>
           */
          "application/xml": components["schemas"]["Release"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Release>
           *       <ReleaseID>7001</ReleaseID>
           *       <Status>In Progress</Status>
           *       <Title>Midnight Lanterns</Title>
           *       <Artist>Juniper Vale</Artist>
           *       <UPC>850001407014</UPC>
           *       <ReleaseDate>2026-11-14</ReleaseDate>
           *       <Files>
           *         <File>
           *           <FileID>9001</FileID>
           *           <ISRC>USBHR2600101</ISRC>
           *           <Title>Midnight Lanterns</Title>
           *           <Length>232</Length>
           *         </File>
           *         <File>
           *           <FileID>9002</FileID>
           *           <ISRC>USBHR2600102</ISRC>
           *           <Title>Harbor Lights at Dawn</Title>
           *           <Length>198</Length>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-15T20:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-15T20:13:24.054Z</UpdatedAt>
           *       <PublishedAt>2026-11-15T20:13:24.054Z</PublishedAt>
           *       <CreatedBy>Blue Harbor Records</CreatedBy>
           *     </Release>
           */
          "text/xml": components["schemas"]["Release"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  replaceRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7006
         */
        releaseID: number;
      };
      cookie?: never;
    };
    /** @description The whole release. XML root `Release`, with the lists of Create Release. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Title": "Harbor Nights",
         *       "Artist": "Juniper Vale",
         *       "UPC": "850001407021",
         *       "ReleaseDate": "2030-02-14",
         *       "Files": [
         *         {
         *           "Title": "Harbor Nights",
         *           "ISRC": "US-BHR-26-00401",
         *           "Length": 224
         *         },
         *         {
         *           "Title": "Tidewater",
         *           "ISRC": "usbhr2600402",
         *           "Length": 201
         *         }
         *       ],
         *       "Destinations": [
         *         201,
         *         202
         *       ]
         *     }
         */
        "application/json": components["schemas"]["ReleaseInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Release>
         *       <Title>Harbor Nights</Title>
         *       <Artist>Juniper Vale</Artist>
         *       <UPC>850001407021</UPC>
         *       <ReleaseDate>2030-02-14</ReleaseDate>
         *       <Files>
         *         <File>
         *           <Title>Harbor Nights</Title>
         *           <ISRC>US-BHR-26-00401</ISRC>
         *           <Length>224</Length>
         *         </File>
         *         <File>
         *           <Title>Tidewater</Title>
         *           <ISRC>usbhr2600402</ISRC>
         *           <Length>201</Length>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>201</OrganizationID>
         *         <OrganizationID>202</OrganizationID>
         *       </Destinations>
         *     </Release>
         */
        "application/xml": components["schemas"]["ReleaseInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Release>
         *       <Title>Harbor Nights</Title>
         *       <Artist>Juniper Vale</Artist>
         *       <UPC>850001407021</UPC>
         *       <ReleaseDate>2030-02-14</ReleaseDate>
         *       <Files>
         *         <File>
         *           <Title>Harbor Nights</Title>
         *           <ISRC>US-BHR-26-00401</ISRC>
         *           <Length>224</Length>
         *         </File>
         *         <File>
         *           <Title>Tidewater</Title>
         *           <ISRC>usbhr2600402</ISRC>
         *           <Length>201</Length>
         *         </File>
         *       </Files>
         *       <Destinations>
         *         <OrganizationID>201</OrganizationID>
         *         <OrganizationID>202</OrganizationID>
         *       </Destinations>
         *     </Release>
         */
        "text/xml": components["schemas"]["ReleaseInput"];
      };
    };
    responses: {
      /** @description The replaced draft with its FileIDs and the validation warnings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ReleaseID": 7006,
           *       "Status": "Draft",
           *       "Title": "Harbor Nights",
           *       "Artist": "Juniper Vale",
           *       "UPC": "850001407021",
           *       "ReleaseDate": "2030-02-14",
           *       "Files": [
           *         {
           *           "FileID": 9013,
           *           "ISRC": "USBHR2600401",
           *           "Title": "Harbor Nights",
           *           "Length": 224
           *         },
           *         {
           *           "FileID": 9014,
           *           "ISRC": "USBHR2600402",
           *           "Title": "Tidewater",
           *           "Length": 201
           *         }
           *       ],
           *       "Destinations": [
           *         201,
           *         202
           *       ],
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.702Z",
           *       "PublishedAt": null,
           *       "CreatedBy": "Blue Harbor Records",
           *       "Warnings": [
           *         {
           *           "Code": "destination_offline",
           *           "Message": "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
           *           "Field": "Destinations[1]"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["ReleaseWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Release xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ReleaseID>7006</ReleaseID>
           *       <Status>Draft</Status>
           *       <Title>Harbor Nights</Title>
           *       <Artist>Juniper Vale</Artist>
           *       <UPC>850001407021</UPC>
           *       <ReleaseDate>2030-02-14</ReleaseDate>
           *       <Files>
           *         <File>
           *           <FileID>9013</FileID>
           *           <ISRC>USBHR2600401</ISRC>
           *           <Title>Harbor Nights</Title>
           *           <Length>224</Length>
           *         </File>
           *         <File>
           *           <FileID>9014</FileID>
           *           <ISRC>USBHR2600402</ISRC>
           *           <Title>Tidewater</Title>
           *           <Length>201</Length>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.702Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Blue Harbor Records</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[1]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Release>
           */
          "application/xml": components["schemas"]["ReleaseWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Release xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ReleaseID>7006</ReleaseID>
           *       <Status>Draft</Status>
           *       <Title>Harbor Nights</Title>
           *       <Artist>Juniper Vale</Artist>
           *       <UPC>850001407021</UPC>
           *       <ReleaseDate>2030-02-14</ReleaseDate>
           *       <Files>
           *         <File>
           *           <FileID>9013</FileID>
           *           <ISRC>USBHR2600401</ISRC>
           *           <Title>Harbor Nights</Title>
           *           <Length>224</Length>
           *         </File>
           *         <File>
           *           <FileID>9014</FileID>
           *           <ISRC>USBHR2600402</ISRC>
           *           <Title>Tidewater</Title>
           *           <Length>201</Length>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.702Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *       <CreatedBy>Blue Harbor Records</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[1]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Release>
           */
          "text/xml": components["schemas"]["ReleaseWithWarnings"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  deleteRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7003
         */
        releaseID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The release was deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ReleaseID": 7003,
           *       "Outcome": "Cancelled",
           *       "CancelledDeliveries": 0,
           *       "DeletedAt": "2026-11-21T20:13:54.090Z"
           *     }
           */
          "application/json": components["schemas"]["ReleaseDeletion"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ReleaseDeletion>
           *       <ReleaseID>7003</ReleaseID>
           *       <Outcome>Cancelled</Outcome>
           *       <CancelledDeliveries>0</CancelledDeliveries>
           *       <DeletedAt>2026-11-21T20:13:54.090Z</DeletedAt>
           *     </ReleaseDeletion>
           */
          "application/xml": components["schemas"]["ReleaseDeletion"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ReleaseDeletion>
           *       <ReleaseID>7003</ReleaseID>
           *       <Outcome>Cancelled</Outcome>
           *       <CancelledDeliveries>0</CancelledDeliveries>
           *       <DeletedAt>2026-11-21T20:13:54.090Z</DeletedAt>
           *     </ReleaseDeletion>
           */
          "text/xml": components["schemas"]["ReleaseDeletion"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  publishRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7006
         */
        releaseID: number;
      };
      cookie?: never;
    };
    /** @description Nothing: publish takes no fields. An empty body is fine. */
    requestBody?: {
      content: {
        /** @example {} */
        "application/json": components["schemas"]["PublishReleaseInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Release/>
         */
        "application/xml": components["schemas"]["PublishReleaseInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Release/>
         */
        "text/xml": components["schemas"]["PublishReleaseInput"];
      };
    };
    responses: {
      /** @description The published release with the validation warnings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ReleaseID": 7006,
           *       "Status": "Published",
           *       "Title": "Harbor Nights",
           *       "Artist": "Juniper Vale",
           *       "UPC": "850001407021",
           *       "ReleaseDate": "2030-02-14",
           *       "Files": [
           *         {
           *           "FileID": 9013,
           *           "ISRC": "USBHR2600401",
           *           "Title": "Harbor Nights",
           *           "Length": 224
           *         },
           *         {
           *           "FileID": 9014,
           *           "ISRC": "USBHR2600402",
           *           "Title": "Tidewater",
           *           "Length": 201
           *         }
           *       ],
           *       "Destinations": [
           *         201,
           *         202
           *       ],
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "UpdatedAt": "2026-11-21T20:13:54.012Z",
           *       "PublishedAt": "2026-11-21T20:13:54.012Z",
           *       "CreatedBy": "Blue Harbor Records",
           *       "Warnings": [
           *         {
           *           "Code": "destination_offline",
           *           "Message": "WQRS-AM (202) is offline; its deliveries wait until it is back online.",
           *           "Field": "Destinations[1]"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["ReleaseWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Release>
           *       <ReleaseID>7006</ReleaseID>
           *       <Status>Published</Status>
           *       <Title>Harbor Nights</Title>
           *       <Artist>Juniper Vale</Artist>
           *       <UPC>850001407021</UPC>
           *       <ReleaseDate>2030-02-14</ReleaseDate>
           *       <Files>
           *         <File>
           *           <FileID>9013</FileID>
           *           <ISRC>USBHR2600401</ISRC>
           *           <Title>Harbor Nights</Title>
           *           <Length>224</Length>
           *         </File>
           *         <File>
           *           <FileID>9014</FileID>
           *           <ISRC>USBHR2600402</ISRC>
           *           <Title>Tidewater</Title>
           *           <Length>201</Length>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:54.012Z</UpdatedAt>
           *       <PublishedAt>2026-11-21T20:13:54.012Z</PublishedAt>
           *       <CreatedBy>Blue Harbor Records</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[1]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Release>
           */
          "application/xml": components["schemas"]["ReleaseWithWarnings"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Release>
           *       <ReleaseID>7006</ReleaseID>
           *       <Status>Published</Status>
           *       <Title>Harbor Nights</Title>
           *       <Artist>Juniper Vale</Artist>
           *       <UPC>850001407021</UPC>
           *       <ReleaseDate>2030-02-14</ReleaseDate>
           *       <Files>
           *         <File>
           *           <FileID>9013</FileID>
           *           <ISRC>USBHR2600401</ISRC>
           *           <Title>Harbor Nights</Title>
           *           <Length>224</Length>
           *         </File>
           *         <File>
           *           <FileID>9014</FileID>
           *           <ISRC>USBHR2600402</ISRC>
           *           <Title>Tidewater</Title>
           *           <Length>201</Length>
           *         </File>
           *       </Files>
           *       <Destinations>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationID>202</OrganizationID>
           *       </Destinations>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:54.012Z</UpdatedAt>
           *       <PublishedAt>2026-11-21T20:13:54.012Z</PublishedAt>
           *       <CreatedBy>Blue Harbor Records</CreatedBy>
           *       <Warnings>
           *         <Warning>
           *           <Code>destination_offline</Code>
           *           <Message>WQRS-AM (202) is offline; its deliveries wait until it is back online.</Message>
           *           <Field>Destinations[1]</Field>
           *         </Warning>
           *       </Warnings>
           *     </Release>
           */
          "text/xml": components["schemas"]["ReleaseWithWarnings"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getProofOfDeliveryReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order's deliveries, by FileID then OrganizationID. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrderID": 5002,
           *         "FileID": 8003,
           *         "AdID": "BRSM0004410H",
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "Status": "Delivered",
           *         "StatusDate": "2026-11-16T02:13:24.054Z",
           *         "DeliveredAt": "2026-11-16T02:13:24.054Z",
           *         "DeliveredBy": "mds_...9529865b",
           *         "IngestedAt": null,
           *         "Bytes": 133237,
           *         "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *         "Late": false
           *       },
           *       {
           *         "OrderID": 5002,
           *         "FileID": 8003,
           *         "AdID": "BRSM0004410H",
           *         "OrganizationID": 201,
           *         "OrganizationName": "KLMN-FM",
           *         "Status": "Delivered",
           *         "StatusDate": "2026-11-16T02:43:24.054Z",
           *         "DeliveredAt": "2026-11-16T02:43:24.054Z",
           *         "DeliveredBy": "mds_de...217219ba",
           *         "IngestedAt": null,
           *         "Bytes": 133237,
           *         "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *         "Late": false
           *       },
           *       {
           *         "OrderID": 5002,
           *         "FileID": 8004,
           *         "AdID": "BRSM0004415H",
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "Status": "Delivered",
           *         "StatusDate": "2026-11-16T02:13:24.054Z",
           *         "DeliveredAt": "2026-11-16T02:13:24.054Z",
           *         "DeliveredBy": "mds_...9529865b",
           *         "IngestedAt": null,
           *         "Bytes": 133237,
           *         "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *         "Late": false
           *       },
           *       {
           *         "OrderID": 5002,
           *         "FileID": 8004,
           *         "AdID": "BRSM0004415H",
           *         "OrganizationID": 201,
           *         "OrganizationName": "KLMN-FM",
           *         "Status": "Delivered",
           *         "StatusDate": "2026-11-16T02:43:24.054Z",
           *         "DeliveredAt": "2026-11-16T02:43:24.054Z",
           *         "DeliveredBy": "mds_de...217219ba",
           *         "IngestedAt": null,
           *         "Bytes": 133237,
           *         "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *         "Late": false
           *       }
           *     ]
           */
          "application/json": components["schemas"]["ProofOfDelivery"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ProofOfDeliveryReport xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ProofOfDelivery>
           *         <OrderID>5002</OrderID>
           *         <FileID>8003</FileID>
           *         <AdID>BRSM0004410H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-16T02:13:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5002</OrderID>
           *         <FileID>8003</FileID>
           *         <AdID>BRSM0004410H</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-16T02:43:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_de...217219ba</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <AdID>BRSM0004415H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-16T02:13:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <AdID>BRSM0004415H</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-16T02:43:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_de...217219ba</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *     </ProofOfDeliveryReport>
           */
          "application/xml": components["schemas"]["ProofOfDelivery"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ProofOfDeliveryReport xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ProofOfDelivery>
           *         <OrderID>5002</OrderID>
           *         <FileID>8003</FileID>
           *         <AdID>BRSM0004410H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-16T02:13:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5002</OrderID>
           *         <FileID>8003</FileID>
           *         <AdID>BRSM0004410H</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-16T02:43:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_de...217219ba</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <AdID>BRSM0004415H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-16T02:13:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *       <ProofOfDelivery>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <AdID>BRSM0004415H</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <Status>Delivered</Status>
           *         <StatusDate>2026-11-16T02:43:24.054Z</StatusDate>
           *         <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_de...217219ba</DeliveredBy>
           *         <IngestedAt xsi:nil="true"/>
           *         <Bytes>133237</Bytes>
           *         <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *         <Late>false</Late>
           *       </ProofOfDelivery>
           *     </ProofOfDeliveryReport>
           */
          "text/xml": components["schemas"]["ProofOfDelivery"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getTrafficConfirmationReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order's files at its destinations, by FileID then OrganizationID. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrderID": 5002,
           *         "FileID": 8003,
           *         "AdID": "BRSM0004410H",
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "HouseID": "WXYZ-CM-44101",
           *         "AssetStatus": "Approved",
           *         "Confirmed": true,
           *         "ConfirmedAt": "2026-11-16T08:13:24.054Z",
           *         "ConfirmedBy": "Dana Whitfield",
           *         "DeliveredAt": "2026-11-16T02:13:24.054Z",
           *         "DeliveredBy": "mds_...9529865b"
           *       },
           *       {
           *         "OrderID": 5002,
           *         "FileID": 8003,
           *         "AdID": "BRSM0004410H",
           *         "OrganizationID": 201,
           *         "OrganizationName": "KLMN-FM",
           *         "HouseID": null,
           *         "AssetStatus": "Received",
           *         "Confirmed": true,
           *         "ConfirmedAt": "2026-11-16T04:13:24.054Z",
           *         "ConfirmedBy": "Summit Broadcasting",
           *         "DeliveredAt": "2026-11-16T02:43:24.054Z",
           *         "DeliveredBy": "mds_de...217219ba"
           *       },
           *       {
           *         "OrderID": 5002,
           *         "FileID": 8004,
           *         "AdID": "BRSM0004415H",
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "HouseID": "WXYZ-CM-44102",
           *         "AssetStatus": "On Air",
           *         "Confirmed": true,
           *         "ConfirmedAt": "2026-11-16T08:13:24.054Z",
           *         "ConfirmedBy": "Dana Whitfield",
           *         "DeliveredAt": "2026-11-16T02:13:24.054Z",
           *         "DeliveredBy": "mds_...9529865b"
           *       },
           *       {
           *         "OrderID": 5002,
           *         "FileID": 8004,
           *         "AdID": "BRSM0004415H",
           *         "OrganizationID": 201,
           *         "OrganizationName": "KLMN-FM",
           *         "HouseID": null,
           *         "AssetStatus": null,
           *         "Confirmed": false,
           *         "ConfirmedAt": null,
           *         "ConfirmedBy": null,
           *         "DeliveredAt": "2026-11-16T02:43:24.054Z",
           *         "DeliveredBy": "mds_de...217219ba"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["TrafficConfirmation"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <TrafficConfirmationReport xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <TrafficConfirmation>
           *         <OrderID>5002</OrderID>
           *         <FileID>8003</FileID>
           *         <AdID>BRSM0004410H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <HouseID>WXYZ-CM-44101</HouseID>
           *         <AssetStatus>Approved</AssetStatus>
           *         <Confirmed>true</Confirmed>
           *         <ConfirmedAt>2026-11-16T08:13:24.054Z</ConfirmedAt>
           *         <ConfirmedBy>Dana Whitfield</ConfirmedBy>
           *         <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *       </TrafficConfirmation>
           *       <TrafficConfirmation>
           *         <OrderID>5002</OrderID>
           *         <FileID>8003</FileID>
           *         <AdID>BRSM0004410H</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <HouseID xsi:nil="true"/>
           *         <AssetStatus>Received</AssetStatus>
           *         <Confirmed>true</Confirmed>
           *         <ConfirmedAt>2026-11-16T04:13:24.054Z</ConfirmedAt>
           *         <ConfirmedBy>Summit Broadcasting</ConfirmedBy>
           *         <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_de...217219ba</DeliveredBy>
           *       </TrafficConfirmation>
           *       <TrafficConfirmation>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <AdID>BRSM0004415H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <HouseID>WXYZ-CM-44102</HouseID>
           *         <AssetStatus>On Air</AssetStatus>
           *         <Confirmed>true</Confirmed>
           *         <ConfirmedAt>2026-11-16T08:13:24.054Z</ConfirmedAt>
           *         <ConfirmedBy>Dana Whitfield</ConfirmedBy>
           *         <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *       </TrafficConfirmation>
           *       <TrafficConfirmation>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <AdID>BRSM0004415H</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <HouseID xsi:nil="true"/>
           *         <AssetStatus xsi:nil="true"/>
           *         <Confirmed>false</Confirmed>
           *         <ConfirmedAt xsi:nil="true"/>
           *         <ConfirmedBy xsi:nil="true"/>
           *         <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_de...217219ba</DeliveredBy>
           *       </TrafficConfirmation>
           *     </TrafficConfirmationReport>
           */
          "application/xml": components["schemas"]["TrafficConfirmation"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <TrafficConfirmationReport xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <TrafficConfirmation>
           *         <OrderID>5002</OrderID>
           *         <FileID>8003</FileID>
           *         <AdID>BRSM0004410H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <HouseID>WXYZ-CM-44101</HouseID>
           *         <AssetStatus>Approved</AssetStatus>
           *         <Confirmed>true</Confirmed>
           *         <ConfirmedAt>2026-11-16T08:13:24.054Z</ConfirmedAt>
           *         <ConfirmedBy>Dana Whitfield</ConfirmedBy>
           *         <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *       </TrafficConfirmation>
           *       <TrafficConfirmation>
           *         <OrderID>5002</OrderID>
           *         <FileID>8003</FileID>
           *         <AdID>BRSM0004410H</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <HouseID xsi:nil="true"/>
           *         <AssetStatus>Received</AssetStatus>
           *         <Confirmed>true</Confirmed>
           *         <ConfirmedAt>2026-11-16T04:13:24.054Z</ConfirmedAt>
           *         <ConfirmedBy>Summit Broadcasting</ConfirmedBy>
           *         <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_de...217219ba</DeliveredBy>
           *       </TrafficConfirmation>
           *       <TrafficConfirmation>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <AdID>BRSM0004415H</AdID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <HouseID>WXYZ-CM-44102</HouseID>
           *         <AssetStatus>On Air</AssetStatus>
           *         <Confirmed>true</Confirmed>
           *         <ConfirmedAt>2026-11-16T08:13:24.054Z</ConfirmedAt>
           *         <ConfirmedBy>Dana Whitfield</ConfirmedBy>
           *         <DeliveredAt>2026-11-16T02:13:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_...9529865b</DeliveredBy>
           *       </TrafficConfirmation>
           *       <TrafficConfirmation>
           *         <OrderID>5002</OrderID>
           *         <FileID>8004</FileID>
           *         <AdID>BRSM0004415H</AdID>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <HouseID xsi:nil="true"/>
           *         <AssetStatus xsi:nil="true"/>
           *         <Confirmed>false</Confirmed>
           *         <ConfirmedAt xsi:nil="true"/>
           *         <ConfirmedBy xsi:nil="true"/>
           *         <DeliveredAt>2026-11-16T02:43:24.054Z</DeliveredAt>
           *         <DeliveredBy>mds_de...217219ba</DeliveredBy>
           *       </TrafficConfirmation>
           *     </TrafficConfirmationReport>
           */
          "text/xml": components["schemas"]["TrafficConfirmation"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listOrderComments: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The comments the caller may see, newest first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "CommentID": 8,
           *         "OrderID": 5002,
           *         "Type": "Comment",
           *         "CommentPosterName": "Priya Raman",
           *         "CommentPosterText": "Thanks, Dana. Please favor the :15 in morning drive.",
           *         "CreatedAt": "2026-11-16T10:13:24.054Z",
           *         "OrganizationName": "Northwind Agency"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["OrderCommentEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Comments>
           *       <Comment>
           *         <CommentID>8</CommentID>
           *         <OrderID>5002</OrderID>
           *         <Type>Comment</Type>
           *         <CommentPosterName>Priya Raman</CommentPosterName>
           *         <CommentPosterText>Thanks, Dana. Please favor the :15 in morning drive.</CommentPosterText>
           *         <CreatedAt>2026-11-16T10:13:24.054Z</CreatedAt>
           *         <OrganizationName>Northwind Agency</OrganizationName>
           *       </Comment>
           *     </Comments>
           */
          "application/xml": components["schemas"]["OrderCommentEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Comments>
           *       <Comment>
           *         <CommentID>8</CommentID>
           *         <OrderID>5002</OrderID>
           *         <Type>Comment</Type>
           *         <CommentPosterName>Priya Raman</CommentPosterName>
           *         <CommentPosterText>Thanks, Dana. Please favor the :15 in morning drive.</CommentPosterText>
           *         <CreatedAt>2026-11-16T10:13:24.054Z</CreatedAt>
           *         <OrganizationName>Northwind Agency</OrganizationName>
           *       </Comment>
           *     </Comments>
           */
          "text/xml": components["schemas"]["OrderCommentEntry"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createOrderComment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 636970d8-6865-451d-8ef0-32a2c8a06ac7
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
      };
      cookie?: never;
    };
    /** @description The comment. In XML the root element is not checked (`<Comment>` shown), and HTML in CommentPosterText is sent escaped (`Both &lt;b&gt;approved&lt;/b&gt;`) or in a CDATA section (`<![CDATA[Both <b>approved</b>]]>`): unescaped markup would be XML elements, not text (a 422). Property names match case-insensitively; unknown ones are ignored. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "CommentPosterName": "Dana Whitfield",
         *       "CommentPosterText": "Received, thanks. Airing from <b>Monday</b>."
         *     }
         */
        "application/json": components["schemas"]["CommentInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Comment>
         *       <CommentPosterName>Dana Whitfield</CommentPosterName>
         *       <CommentPosterText>Received, thanks. Airing from &lt;b&gt;Monday&lt;/b&gt;.</CommentPosterText>
         *     </Comment>
         */
        "application/xml": components["schemas"]["CommentInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Comment>
         *       <CommentPosterName>Dana Whitfield</CommentPosterName>
         *       <CommentPosterText>Received, thanks. Airing from &lt;b&gt;Monday&lt;/b&gt;.</CommentPosterText>
         *     </Comment>
         */
        "text/xml": components["schemas"]["CommentInput"];
      };
    };
    responses: {
      /** @description The created comment as stored, with warnings about removed HTML. XML: `<Comment>` with `<Warnings><Warning>…</Warning></Warnings>`. */
      201: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "CommentID": 22,
           *       "OrderID": 5002,
           *       "Type": "Comment",
           *       "CommentPosterName": "Dana Whitfield",
           *       "CommentPosterText": "Received, thanks. Airing from <b>Monday</b>.",
           *       "CreatedAt": "2026-11-21T20:13:53.826Z",
           *       "OrganizationName": "WXYZ-TV",
           *       "Warnings": []
           *     }
           */
          "application/json": components["schemas"]["OrderComment"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Comment>
           *       <CommentID>22</CommentID>
           *       <OrderID>5002</OrderID>
           *       <Type>Comment</Type>
           *       <CommentPosterName>Dana Whitfield</CommentPosterName>
           *       <CommentPosterText>Received, thanks. Airing from &lt;b&gt;Monday&lt;/b&gt;.</CommentPosterText>
           *       <CreatedAt>2026-11-21T20:13:53.826Z</CreatedAt>
           *       <OrganizationName>WXYZ-TV</OrganizationName>
           *       <Warnings/>
           *     </Comment>
           */
          "application/xml": components["schemas"]["OrderComment"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Comment>
           *       <CommentID>22</CommentID>
           *       <OrderID>5002</OrderID>
           *       <Type>Comment</Type>
           *       <CommentPosterName>Dana Whitfield</CommentPosterName>
           *       <CommentPosterText>Received, thanks. Airing from &lt;b&gt;Monday&lt;/b&gt;.</CommentPosterText>
           *       <CreatedAt>2026-11-21T20:13:53.826Z</CreatedAt>
           *       <OrganizationName>WXYZ-TV</OrganizationName>
           *       <Warnings/>
           *     </Comment>
           */
          "text/xml": components["schemas"]["OrderComment"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listOrderApprovals: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path: {
        /**
         * @description The ORDER's ID. The platform's published interface names this path variable `releaseID`, but on this advertising path it identifies the order (an orderID).
         * @example 5002
         */
        releaseID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The approvals the caller may see, newest first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "CommentID": 7,
           *         "OrderID": 5002,
           *         "Type": "Approval",
           *         "CommentPosterName": "Dana Whitfield",
           *         "CommentPosterText": "Both spots <b>approved</b> for air. House IDs are in.",
           *         "CreatedAt": "2026-11-16T08:13:24.054Z",
           *         "OrganizationName": "WXYZ-TV"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["OrderCommentEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Approvals>
           *       <Approval>
           *         <CommentID>7</CommentID>
           *         <OrderID>5002</OrderID>
           *         <Type>Approval</Type>
           *         <CommentPosterName>Dana Whitfield</CommentPosterName>
           *         <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air. House IDs are in.</CommentPosterText>
           *         <CreatedAt>2026-11-16T08:13:24.054Z</CreatedAt>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *       </Approval>
           *     </Approvals>
           */
          "application/xml": components["schemas"]["OrderCommentEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Approvals>
           *       <Approval>
           *         <CommentID>7</CommentID>
           *         <OrderID>5002</OrderID>
           *         <Type>Approval</Type>
           *         <CommentPosterName>Dana Whitfield</CommentPosterName>
           *         <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air. House IDs are in.</CommentPosterText>
           *         <CreatedAt>2026-11-16T08:13:24.054Z</CreatedAt>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *       </Approval>
           *     </Approvals>
           */
          "text/xml": components["schemas"]["OrderCommentEntry"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createOrderApproval: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example b86320cc-bd4d-4bfb-b11e-d1ca59bfbed9
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The ORDER's ID. The platform's published interface names this path variable `releaseID`, but on this advertising path it identifies the order (an orderID).
         * @example 5002
         */
        releaseID: number;
      };
      cookie?: never;
    };
    /** @description The approval. In XML the root element is not checked (`<Approval>` shown), and HTML in CommentPosterText is sent escaped (`Both &lt;b&gt;approved&lt;/b&gt;`) or in a CDATA section (`<![CDATA[Both <b>approved</b>]]>`): unescaped markup would be XML elements, not text (a 422). Property names match case-insensitively; unknown ones are ignored. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "CommentPosterName": "Dana Whitfield",
         *       "CommentPosterText": "Both spots <b>approved</b> for air."
         *     }
         */
        "application/json": components["schemas"]["CommentInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Approval>
         *       <CommentPosterName>Dana Whitfield</CommentPosterName>
         *       <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air.</CommentPosterText>
         *     </Approval>
         */
        "application/xml": components["schemas"]["CommentInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Approval>
         *       <CommentPosterName>Dana Whitfield</CommentPosterName>
         *       <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air.</CommentPosterText>
         *     </Approval>
         */
        "text/xml": components["schemas"]["CommentInput"];
      };
    };
    responses: {
      /** @description The created approval as stored, with warnings about removed HTML. XML: `<Approval>` with `<Warnings><Warning>…</Warning></Warnings>`. */
      201: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "CommentID": 22,
           *       "OrderID": 5002,
           *       "Type": "Approval",
           *       "CommentPosterName": "Dana Whitfield",
           *       "CommentPosterText": "Both spots <b>approved</b> for air.",
           *       "CreatedAt": "2026-11-21T20:13:53.826Z",
           *       "OrganizationName": "WXYZ-TV",
           *       "Warnings": []
           *     }
           */
          "application/json": components["schemas"]["OrderComment"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Approval>
           *       <CommentID>22</CommentID>
           *       <OrderID>5002</OrderID>
           *       <Type>Approval</Type>
           *       <CommentPosterName>Dana Whitfield</CommentPosterName>
           *       <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air.</CommentPosterText>
           *       <CreatedAt>2026-11-21T20:13:53.826Z</CreatedAt>
           *       <OrganizationName>WXYZ-TV</OrganizationName>
           *       <Warnings/>
           *     </Approval>
           */
          "application/xml": components["schemas"]["OrderComment"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Approval>
           *       <CommentID>22</CommentID>
           *       <OrderID>5002</OrderID>
           *       <Type>Approval</Type>
           *       <CommentPosterName>Dana Whitfield</CommentPosterName>
           *       <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air.</CommentPosterText>
           *       <CreatedAt>2026-11-21T20:13:53.826Z</CreatedAt>
           *       <OrganizationName>WXYZ-TV</OrganizationName>
           *       <Warnings/>
           *     </Approval>
           */
          "text/xml": components["schemas"]["OrderComment"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listReleaseComments: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The comments the caller may see, newest first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "CommentID": 3,
           *         "ReleaseID": 7001,
           *         "Type": "Comment",
           *         "CommentPosterName": "Jordan Ames",
           *         "CommentPosterText": "Thanks! A radio edit of Harbor Lights at Dawn follows this week.",
           *         "CreatedAt": "2026-11-17T00:13:24.054Z",
           *         "OrganizationName": "Blue Harbor Records"
           *       },
           *       {
           *         "CommentID": 1,
           *         "ReleaseID": 7001,
           *         "Type": "Comment",
           *         "CommentPosterName": "Dana Whitfield",
           *         "CommentPosterText": "Received both tracks for the <i>Morning Show</i> music bed.",
           *         "CreatedAt": "2026-11-16T14:13:24.054Z",
           *         "OrganizationName": "WXYZ-TV"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["ReleaseCommentEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Comments>
           *       <Comment>
           *         <CommentID>3</CommentID>
           *         <ReleaseID>7001</ReleaseID>
           *         <Type>Comment</Type>
           *         <CommentPosterName>Jordan Ames</CommentPosterName>
           *         <CommentPosterText>Thanks! A radio edit of Harbor Lights at Dawn follows this week.</CommentPosterText>
           *         <CreatedAt>2026-11-17T00:13:24.054Z</CreatedAt>
           *         <OrganizationName>Blue Harbor Records</OrganizationName>
           *       </Comment>
           *       <Comment>
           *         <CommentID>1</CommentID>
           *         <ReleaseID>7001</ReleaseID>
           *         <Type>Comment</Type>
           *         <CommentPosterName>Dana Whitfield</CommentPosterName>
           *         <CommentPosterText>Received both tracks for the &lt;i&gt;Morning Show&lt;/i&gt; music bed.</CommentPosterText>
           *         <CreatedAt>2026-11-16T14:13:24.054Z</CreatedAt>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *       </Comment>
           *     </Comments>
           */
          "application/xml": components["schemas"]["ReleaseCommentEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Comments>
           *       <Comment>
           *         <CommentID>3</CommentID>
           *         <ReleaseID>7001</ReleaseID>
           *         <Type>Comment</Type>
           *         <CommentPosterName>Jordan Ames</CommentPosterName>
           *         <CommentPosterText>Thanks! A radio edit of Harbor Lights at Dawn follows this week.</CommentPosterText>
           *         <CreatedAt>2026-11-17T00:13:24.054Z</CreatedAt>
           *         <OrganizationName>Blue Harbor Records</OrganizationName>
           *       </Comment>
           *       <Comment>
           *         <CommentID>1</CommentID>
           *         <ReleaseID>7001</ReleaseID>
           *         <Type>Comment</Type>
           *         <CommentPosterName>Dana Whitfield</CommentPosterName>
           *         <CommentPosterText>Received both tracks for the &lt;i&gt;Morning Show&lt;/i&gt; music bed.</CommentPosterText>
           *         <CreatedAt>2026-11-16T14:13:24.054Z</CreatedAt>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *       </Comment>
           *     </Comments>
           */
          "text/xml": components["schemas"]["ReleaseCommentEntry"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createReleaseComment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 96953f7b-57c5-4d76-8012-f6f1b167eee4
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
      };
      cookie?: never;
    };
    /** @description The comment. In XML the root element is not checked (`<Comment>` shown), and HTML in CommentPosterText is sent escaped (`Both &lt;b&gt;approved&lt;/b&gt;`) or in a CDATA section (`<![CDATA[Both <b>approved</b>]]>`): unescaped markup would be XML elements, not text (a 422). Property names match case-insensitively; unknown ones are ignored. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "CommentPosterName": "Dana Whitfield",
         *       "CommentPosterText": "Received, thanks. Airing from <b>Monday</b>."
         *     }
         */
        "application/json": components["schemas"]["CommentInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Comment>
         *       <CommentPosterName>Dana Whitfield</CommentPosterName>
         *       <CommentPosterText>Received, thanks. Airing from &lt;b&gt;Monday&lt;/b&gt;.</CommentPosterText>
         *     </Comment>
         */
        "application/xml": components["schemas"]["CommentInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Comment>
         *       <CommentPosterName>Dana Whitfield</CommentPosterName>
         *       <CommentPosterText>Received, thanks. Airing from &lt;b&gt;Monday&lt;/b&gt;.</CommentPosterText>
         *     </Comment>
         */
        "text/xml": components["schemas"]["CommentInput"];
      };
    };
    responses: {
      /** @description The created comment as stored, with warnings about removed HTML. XML: `<Comment>` with `<Warnings><Warning>…</Warning></Warnings>`. */
      201: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "CommentID": 22,
           *       "ReleaseID": 7001,
           *       "Type": "Comment",
           *       "CommentPosterName": "Dana Whitfield",
           *       "CommentPosterText": "Received, thanks. Airing from <b>Monday</b>.",
           *       "CreatedAt": "2026-11-21T20:13:53.826Z",
           *       "OrganizationName": "WXYZ-TV",
           *       "Warnings": []
           *     }
           */
          "application/json": components["schemas"]["ReleaseComment"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Comment>
           *       <CommentID>22</CommentID>
           *       <ReleaseID>7001</ReleaseID>
           *       <Type>Comment</Type>
           *       <CommentPosterName>Dana Whitfield</CommentPosterName>
           *       <CommentPosterText>Received, thanks. Airing from &lt;b&gt;Monday&lt;/b&gt;.</CommentPosterText>
           *       <CreatedAt>2026-11-21T20:13:53.826Z</CreatedAt>
           *       <OrganizationName>WXYZ-TV</OrganizationName>
           *       <Warnings/>
           *     </Comment>
           */
          "application/xml": components["schemas"]["ReleaseComment"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Comment>
           *       <CommentID>22</CommentID>
           *       <ReleaseID>7001</ReleaseID>
           *       <Type>Comment</Type>
           *       <CommentPosterName>Dana Whitfield</CommentPosterName>
           *       <CommentPosterText>Received, thanks. Airing from &lt;b&gt;Monday&lt;/b&gt;.</CommentPosterText>
           *       <CreatedAt>2026-11-21T20:13:53.826Z</CreatedAt>
           *       <OrganizationName>WXYZ-TV</OrganizationName>
           *       <Warnings/>
           *     </Comment>
           */
          "text/xml": components["schemas"]["ReleaseComment"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listReleaseApprovals: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The approvals the caller may see, newest first. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "CommentID": 2,
           *         "ReleaseID": 7001,
           *         "Type": "Approval",
           *         "CommentPosterName": "Marcus Bell",
           *         "CommentPosterText": "Added <b>Midnight Lanterns</b> to the Hot AC rotation starting Monday.",
           *         "CreatedAt": "2026-11-16T20:13:24.054Z",
           *         "OrganizationName": "KLMN-FM"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["ReleaseCommentEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Approvals>
           *       <Approval>
           *         <CommentID>2</CommentID>
           *         <ReleaseID>7001</ReleaseID>
           *         <Type>Approval</Type>
           *         <CommentPosterName>Marcus Bell</CommentPosterName>
           *         <CommentPosterText>Added &lt;b&gt;Midnight Lanterns&lt;/b&gt; to the Hot AC rotation starting Monday.</CommentPosterText>
           *         <CreatedAt>2026-11-16T20:13:24.054Z</CreatedAt>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *       </Approval>
           *     </Approvals>
           */
          "application/xml": components["schemas"]["ReleaseCommentEntry"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Approvals>
           *       <Approval>
           *         <CommentID>2</CommentID>
           *         <ReleaseID>7001</ReleaseID>
           *         <Type>Approval</Type>
           *         <CommentPosterName>Marcus Bell</CommentPosterName>
           *         <CommentPosterText>Added &lt;b&gt;Midnight Lanterns&lt;/b&gt; to the Hot AC rotation starting Monday.</CommentPosterText>
           *         <CreatedAt>2026-11-16T20:13:24.054Z</CreatedAt>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *       </Approval>
           *     </Approvals>
           */
          "text/xml": components["schemas"]["ReleaseCommentEntry"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  createReleaseApproval: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example f12806ed-7d2c-4c2e-9314-c5bfb2a6bf68
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
      };
      cookie?: never;
    };
    /** @description The approval. In XML the root element is not checked (`<Approval>` shown), and HTML in CommentPosterText is sent escaped (`Both &lt;b&gt;approved&lt;/b&gt;`) or in a CDATA section (`<![CDATA[Both <b>approved</b>]]>`): unescaped markup would be XML elements, not text (a 422). Property names match case-insensitively; unknown ones are ignored. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "CommentPosterName": "Dana Whitfield",
         *       "CommentPosterText": "Both spots <b>approved</b> for air."
         *     }
         */
        "application/json": components["schemas"]["CommentInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Approval>
         *       <CommentPosterName>Dana Whitfield</CommentPosterName>
         *       <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air.</CommentPosterText>
         *     </Approval>
         */
        "application/xml": components["schemas"]["CommentInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Approval>
         *       <CommentPosterName>Dana Whitfield</CommentPosterName>
         *       <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air.</CommentPosterText>
         *     </Approval>
         */
        "text/xml": components["schemas"]["CommentInput"];
      };
    };
    responses: {
      /** @description The created approval as stored, with warnings about removed HTML. XML: `<Approval>` with `<Warnings><Warning>…</Warning></Warnings>`. */
      201: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "CommentID": 22,
           *       "ReleaseID": 7001,
           *       "Type": "Approval",
           *       "CommentPosterName": "Dana Whitfield",
           *       "CommentPosterText": "Both spots <b>approved</b> for air.",
           *       "CreatedAt": "2026-11-21T20:13:53.826Z",
           *       "OrganizationName": "WXYZ-TV",
           *       "Warnings": []
           *     }
           */
          "application/json": components["schemas"]["ReleaseComment"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Approval>
           *       <CommentID>22</CommentID>
           *       <ReleaseID>7001</ReleaseID>
           *       <Type>Approval</Type>
           *       <CommentPosterName>Dana Whitfield</CommentPosterName>
           *       <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air.</CommentPosterText>
           *       <CreatedAt>2026-11-21T20:13:53.826Z</CreatedAt>
           *       <OrganizationName>WXYZ-TV</OrganizationName>
           *       <Warnings/>
           *     </Approval>
           */
          "application/xml": components["schemas"]["ReleaseComment"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Approval>
           *       <CommentID>22</CommentID>
           *       <ReleaseID>7001</ReleaseID>
           *       <Type>Approval</Type>
           *       <CommentPosterName>Dana Whitfield</CommentPosterName>
           *       <CommentPosterText>Both spots &lt;b&gt;approved&lt;/b&gt; for air.</CommentPosterText>
           *       <CreatedAt>2026-11-21T20:13:53.826Z</CreatedAt>
           *       <OrganizationName>WXYZ-TV</OrganizationName>
           *       <Warnings/>
           *     </Approval>
           */
          "text/xml": components["schemas"]["ReleaseComment"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getDestinationOrganizationStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The destination organization's ID.
         * @example 202
         */
        organizationID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The destination with its status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrganizationID": 202,
           *       "Name": "WQRS-AM",
           *       "DisplayName": "WQRS-AM 1250 Philadelphia",
           *       "Type": "Radio",
           *       "Market": "Philadelphia, PA",
           *       "Country": "US",
           *       "Status": "Offline",
           *       "TimeZone": "America/New_York",
           *       "UpdatedAt": "2026-11-12T20:13:24.054Z",
           *       "StatusSince": "2026-11-12T20:13:24.054Z",
           *       "LastSeenAt": "2026-11-12T20:13:24.054Z"
           *     }
           */
          "application/json": components["schemas"]["DestinationOrganizationStatus"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <DestinationOrganizationStatus>
           *       <OrganizationID>202</OrganizationID>
           *       <Name>WQRS-AM</Name>
           *       <DisplayName>WQRS-AM 1250 Philadelphia</DisplayName>
           *       <Type>Radio</Type>
           *       <Market>Philadelphia, PA</Market>
           *       <Country>US</Country>
           *       <Status>Offline</Status>
           *       <TimeZone>America/New_York</TimeZone>
           *       <UpdatedAt>2026-11-12T20:13:24.054Z</UpdatedAt>
           *       <StatusSince>2026-11-12T20:13:24.054Z</StatusSince>
           *       <LastSeenAt>2026-11-12T20:13:24.054Z</LastSeenAt>
           *     </DestinationOrganizationStatus>
           */
          "application/xml": components["schemas"]["DestinationOrganizationStatus"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <DestinationOrganizationStatus>
           *       <OrganizationID>202</OrganizationID>
           *       <Name>WQRS-AM</Name>
           *       <DisplayName>WQRS-AM 1250 Philadelphia</DisplayName>
           *       <Type>Radio</Type>
           *       <Market>Philadelphia, PA</Market>
           *       <Country>US</Country>
           *       <Status>Offline</Status>
           *       <TimeZone>America/New_York</TimeZone>
           *       <UpdatedAt>2026-11-12T20:13:24.054Z</UpdatedAt>
           *       <StatusSince>2026-11-12T20:13:24.054Z</StatusSince>
           *       <LastSeenAt>2026-11-12T20:13:24.054Z</LastSeenAt>
           *     </DestinationOrganizationStatus>
           */
          "text/xml": components["schemas"]["DestinationOrganizationStatus"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getDestinationSpec: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The destination organization.
         * @example 235
         */
        organizationID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The spec. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrganizationID": 235,
           *       "Name": "ABNT",
           *       "Containers": null,
           *       "VideoCodecs": null,
           *       "FrameRates": null,
           *       "MinWidth": null,
           *       "MinHeight": null,
           *       "AudioSampleRates": null,
           *       "AudioChannels": null,
           *       "MaxLengthDifferenceSeconds": null,
           *       "RequiresClearance": [
           *         "any"
           *       ],
           *       "CopyDeadlineHours": 48,
           *       "Loudness": null,
           *       "Deliver": {
           *         "Container": "MXF",
           *         "VideoCodec": "MPEG-2",
           *         "Width": 1920,
           *         "Height": 1080,
           *         "FrameRate": 29.97,
           *         "VideoBitrateMbps": 50,
           *         "AudioCodec": "PCM",
           *         "AudioSampleRate": 48000,
           *         "AudioBitDepth": 24,
           *         "AudioBitrateKbps": null,
           *         "AudioChannels": 2,
           *         "NormalizeLoudness": false
           *       },
           *       "UpdatedAt": "2026-10-22T20:13:24.054Z",
           *       "UpdatedBy": "American Broadcast Network"
           *     }
           */
          "application/json": components["schemas"]["DestinationSpec"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <DestinationSpec xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrganizationID>235</OrganizationID>
           *       <Name>ABNT</Name>
           *       <Containers xsi:nil="true"/>
           *       <VideoCodecs xsi:nil="true"/>
           *       <FrameRates xsi:nil="true"/>
           *       <MinWidth xsi:nil="true"/>
           *       <MinHeight xsi:nil="true"/>
           *       <AudioSampleRates xsi:nil="true"/>
           *       <AudioChannels xsi:nil="true"/>
           *       <MaxLengthDifferenceSeconds xsi:nil="true"/>
           *       <RequiresClearance>
           *         <Body>any</Body>
           *       </RequiresClearance>
           *       <CopyDeadlineHours>48</CopyDeadlineHours>
           *       <Loudness xsi:nil="true"/>
           *       <Deliver>
           *         <Container>MXF</Container>
           *         <VideoCodec>MPEG-2</VideoCodec>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <FrameRate>29.97</FrameRate>
           *         <VideoBitrateMbps>50</VideoBitrateMbps>
           *         <AudioCodec>PCM</AudioCodec>
           *         <AudioSampleRate>48000</AudioSampleRate>
           *         <AudioBitDepth>24</AudioBitDepth>
           *         <AudioBitrateKbps xsi:nil="true"/>
           *         <AudioChannels>2</AudioChannels>
           *         <NormalizeLoudness>false</NormalizeLoudness>
           *       </Deliver>
           *       <UpdatedAt>2026-10-22T20:13:24.054Z</UpdatedAt>
           *       <UpdatedBy>American Broadcast Network</UpdatedBy>
           *     </DestinationSpec>
           */
          "application/xml": components["schemas"]["DestinationSpec"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <DestinationSpec xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrganizationID>235</OrganizationID>
           *       <Name>ABNT</Name>
           *       <Containers xsi:nil="true"/>
           *       <VideoCodecs xsi:nil="true"/>
           *       <FrameRates xsi:nil="true"/>
           *       <MinWidth xsi:nil="true"/>
           *       <MinHeight xsi:nil="true"/>
           *       <AudioSampleRates xsi:nil="true"/>
           *       <AudioChannels xsi:nil="true"/>
           *       <MaxLengthDifferenceSeconds xsi:nil="true"/>
           *       <RequiresClearance>
           *         <Body>any</Body>
           *       </RequiresClearance>
           *       <CopyDeadlineHours>48</CopyDeadlineHours>
           *       <Loudness xsi:nil="true"/>
           *       <Deliver>
           *         <Container>MXF</Container>
           *         <VideoCodec>MPEG-2</VideoCodec>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <FrameRate>29.97</FrameRate>
           *         <VideoBitrateMbps>50</VideoBitrateMbps>
           *         <AudioCodec>PCM</AudioCodec>
           *         <AudioSampleRate>48000</AudioSampleRate>
           *         <AudioBitDepth>24</AudioBitDepth>
           *         <AudioBitrateKbps xsi:nil="true"/>
           *         <AudioChannels>2</AudioChannels>
           *         <NormalizeLoudness>false</NormalizeLoudness>
           *       </Deliver>
           *       <UpdatedAt>2026-10-22T20:13:24.054Z</UpdatedAt>
           *       <UpdatedBy>American Broadcast Network</UpdatedBy>
           *     </DestinationSpec>
           */
          "text/xml": components["schemas"]["DestinationSpec"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  putDestinationSpec: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The destination organization.
         * @example 201
         */
        organizationID: number;
      };
      cookie?: never;
    };
    /** @description The whole spec; what is left out checks nothing. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Containers": [
         *         "Wave",
         *         "MPEG Audio"
         *       ],
         *       "AudioChannels": [
         *         1,
         *         2
         *       ],
         *       "MaxLengthDifferenceSeconds": 1,
         *       "Loudness": {
         *         "Standard": "ATSC A/85"
         *       }
         *     }
         */
        "application/json": components["schemas"]["DestinationSpecInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <DestinationSpec>
         *       <Containers>
         *         <Container>Wave</Container>
         *         <Container>MPEG Audio</Container>
         *       </Containers>
         *       <AudioChannels>
         *         <AudioChannelCount>1</AudioChannelCount>
         *         <AudioChannelCount>2</AudioChannelCount>
         *       </AudioChannels>
         *       <MaxLengthDifferenceSeconds>1</MaxLengthDifferenceSeconds>
         *       <Loudness>
         *         <Standard>ATSC A/85</Standard>
         *       </Loudness>
         *     </DestinationSpec>
         */
        "application/xml": components["schemas"]["DestinationSpecInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <DestinationSpec>
         *       <Containers>
         *         <Container>Wave</Container>
         *         <Container>MPEG Audio</Container>
         *       </Containers>
         *       <AudioChannels>
         *         <AudioChannelCount>1</AudioChannelCount>
         *         <AudioChannelCount>2</AudioChannelCount>
         *       </AudioChannels>
         *       <MaxLengthDifferenceSeconds>1</MaxLengthDifferenceSeconds>
         *       <Loudness>
         *         <Standard>ATSC A/85</Standard>
         *       </Loudness>
         *     </DestinationSpec>
         */
        "text/xml": components["schemas"]["DestinationSpecInput"];
      };
    };
    responses: {
      /** @description The spec as stored, the standard's defaults filled in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrganizationID": 201,
           *       "Name": "KLMN-FM",
           *       "Containers": [
           *         "Wave",
           *         "MPEG Audio"
           *       ],
           *       "VideoCodecs": null,
           *       "FrameRates": null,
           *       "MinWidth": null,
           *       "MinHeight": null,
           *       "AudioSampleRates": null,
           *       "AudioChannels": [
           *         1,
           *         2
           *       ],
           *       "MaxLengthDifferenceSeconds": 1,
           *       "RequiresClearance": null,
           *       "CopyDeadlineHours": null,
           *       "Loudness": {
           *         "Standard": "ATSC A/85",
           *         "TargetLKFS": -24,
           *         "ToleranceLU": 2,
           *         "MaxTruePeakDBTP": -2
           *       },
           *       "Deliver": null,
           *       "UpdatedAt": "2026-11-21T20:13:53.978Z",
           *       "UpdatedBy": "Summit Broadcasting"
           *     }
           */
          "application/json": components["schemas"]["DestinationSpec"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <DestinationSpec xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrganizationID>201</OrganizationID>
           *       <Name>KLMN-FM</Name>
           *       <Containers>
           *         <Container>Wave</Container>
           *         <Container>MPEG Audio</Container>
           *       </Containers>
           *       <VideoCodecs xsi:nil="true"/>
           *       <FrameRates xsi:nil="true"/>
           *       <MinWidth xsi:nil="true"/>
           *       <MinHeight xsi:nil="true"/>
           *       <AudioSampleRates xsi:nil="true"/>
           *       <AudioChannels>
           *         <AudioChannelCount>1</AudioChannelCount>
           *         <AudioChannelCount>2</AudioChannelCount>
           *       </AudioChannels>
           *       <MaxLengthDifferenceSeconds>1</MaxLengthDifferenceSeconds>
           *       <RequiresClearance xsi:nil="true"/>
           *       <CopyDeadlineHours xsi:nil="true"/>
           *       <Loudness>
           *         <Standard>ATSC A/85</Standard>
           *         <TargetLKFS>-24</TargetLKFS>
           *         <ToleranceLU>2</ToleranceLU>
           *         <MaxTruePeakDBTP>-2</MaxTruePeakDBTP>
           *       </Loudness>
           *       <Deliver xsi:nil="true"/>
           *       <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       <UpdatedBy>Summit Broadcasting</UpdatedBy>
           *     </DestinationSpec>
           */
          "application/xml": components["schemas"]["DestinationSpec"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <DestinationSpec xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrganizationID>201</OrganizationID>
           *       <Name>KLMN-FM</Name>
           *       <Containers>
           *         <Container>Wave</Container>
           *         <Container>MPEG Audio</Container>
           *       </Containers>
           *       <VideoCodecs xsi:nil="true"/>
           *       <FrameRates xsi:nil="true"/>
           *       <MinWidth xsi:nil="true"/>
           *       <MinHeight xsi:nil="true"/>
           *       <AudioSampleRates xsi:nil="true"/>
           *       <AudioChannels>
           *         <AudioChannelCount>1</AudioChannelCount>
           *         <AudioChannelCount>2</AudioChannelCount>
           *       </AudioChannels>
           *       <MaxLengthDifferenceSeconds>1</MaxLengthDifferenceSeconds>
           *       <RequiresClearance xsi:nil="true"/>
           *       <CopyDeadlineHours xsi:nil="true"/>
           *       <Loudness>
           *         <Standard>ATSC A/85</Standard>
           *         <TargetLKFS>-24</TargetLKFS>
           *         <ToleranceLU>2</ToleranceLU>
           *         <MaxTruePeakDBTP>-2</MaxTruePeakDBTP>
           *       </Loudness>
           *       <Deliver xsi:nil="true"/>
           *       <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       <UpdatedBy>Summit Broadcasting</UpdatedBy>
           *     </DestinationSpec>
           */
          "text/xml": components["schemas"]["DestinationSpec"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook's ID.
         * @example 1
         */
        webhookID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The webhook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "WebhookID": 1,
           *       "Url": "https://traffic.wxyz-tv.example/mds-events",
           *       "Events": [
           *         "order.received",
           *         "order.cancelled"
           *       ],
           *       "Description": "WXYZ-TV traffic system",
           *       "Enabled": true,
           *       "DisabledReason": null,
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z"
           *     }
           */
          "application/json": components["schemas"]["Webhook"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Webhook xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <WebhookID>1</WebhookID>
           *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
           *       <Events>
           *         <Event>order.received</Event>
           *         <Event>order.cancelled</Event>
           *       </Events>
           *       <Description>WXYZ-TV traffic system</Description>
           *       <Enabled>true</Enabled>
           *       <DisabledReason xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *     </Webhook>
           */
          "application/xml": components["schemas"]["Webhook"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Webhook xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <WebhookID>1</WebhookID>
           *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
           *       <Events>
           *         <Event>order.received</Event>
           *         <Event>order.cancelled</Event>
           *       </Events>
           *       <Description>WXYZ-TV traffic system</Description>
           *       <Enabled>true</Enabled>
           *       <DisabledReason xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *     </Webhook>
           */
          "text/xml": components["schemas"]["Webhook"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook's ID.
         * @example 1
         */
        webhookID: number;
      };
      cookie?: never;
    };
    /** @description The whole subscription. XML root `Webhook`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Url": "https://traffic.wxyz-tv.example/mds-events",
         *       "Events": [
         *         "order.received",
         *         "order.cancelled"
         *       ],
         *       "Description": "WXYZ-TV traffic system",
         *       "Enabled": true
         *     }
         */
        "application/json": components["schemas"]["WebhookUpdate"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Webhook>
         *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
         *       <Events>
         *         <Event>order.received</Event>
         *         <Event>order.cancelled</Event>
         *       </Events>
         *       <Description>WXYZ-TV traffic system</Description>
         *       <Enabled>true</Enabled>
         *     </Webhook>
         */
        "application/xml": components["schemas"]["WebhookUpdate"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Webhook>
         *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
         *       <Events>
         *         <Event>order.received</Event>
         *         <Event>order.cancelled</Event>
         *       </Events>
         *       <Description>WXYZ-TV traffic system</Description>
         *       <Enabled>true</Enabled>
         *     </Webhook>
         */
        "text/xml": components["schemas"]["WebhookUpdate"];
      };
    };
    responses: {
      /** @description The webhook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "WebhookID": 1,
           *       "Url": "https://traffic.wxyz-tv.example/mds-events",
           *       "Events": [
           *         "order.received",
           *         "order.cancelled"
           *       ],
           *       "Description": "WXYZ-TV traffic system",
           *       "Enabled": true,
           *       "DisabledReason": null,
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z"
           *     }
           */
          "application/json": components["schemas"]["Webhook"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Webhook xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <WebhookID>1</WebhookID>
           *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
           *       <Events>
           *         <Event>order.received</Event>
           *         <Event>order.cancelled</Event>
           *       </Events>
           *       <Description>WXYZ-TV traffic system</Description>
           *       <Enabled>true</Enabled>
           *       <DisabledReason xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *     </Webhook>
           */
          "application/xml": components["schemas"]["Webhook"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Webhook xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <WebhookID>1</WebhookID>
           *       <Url>https://traffic.wxyz-tv.example/mds-events</Url>
           *       <Events>
           *         <Event>order.received</Event>
           *         <Event>order.cancelled</Event>
           *       </Events>
           *       <Description>WXYZ-TV traffic system</Description>
           *       <Enabled>true</Enabled>
           *       <DisabledReason xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *     </Webhook>
           */
          "text/xml": components["schemas"]["Webhook"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The webhook's ID.
         * @example 1
         */
        webhookID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The webhook was deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "WebhookID": 1,
           *       "Deleted": true
           *     }
           */
          "application/json": components["schemas"]["WebhookDeletion"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <WebhookDeletion>
           *       <WebhookID>1</WebhookID>
           *       <Deleted>true</Deleted>
           *     </WebhookDeletion>
           */
          "application/xml": components["schemas"]["WebhookDeletion"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <WebhookDeletion>
           *       <WebhookID>1</WebhookID>
           *       <Deleted>true</Deleted>
           *     </WebhookDeletion>
           */
          "text/xml": components["schemas"]["WebhookDeletion"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 3dc78e6b-3d5f-4108-901b-4d190376392e
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The webhook's ID.
         * @example 1
         */
        webhookID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new secret. */
      200: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "WebhookID": 1,
           *       "Secret": "whsec_4jGfS0rb2Y8LkXxQ1Vw2m0T5oRr8f3Jp9nC6uZq7aKs=",
           *       "PreviousSecretExpiresAt": "2026-11-22T20:13:53.658Z"
           *     }
           */
          "application/json": components["schemas"]["SecretRotation"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <SecretRotation>
           *       <WebhookID>1</WebhookID>
           *       <Secret>whsec_4jGfS0rb2Y8LkXxQ1Vw2m0T5oRr8f3Jp9nC6uZq7aKs=</Secret>
           *       <PreviousSecretExpiresAt>2026-11-22T20:13:53.658Z</PreviousSecretExpiresAt>
           *     </SecretRotation>
           */
          "application/xml": components["schemas"]["SecretRotation"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <SecretRotation>
           *       <WebhookID>1</WebhookID>
           *       <Secret>whsec_4jGfS0rb2Y8LkXxQ1Vw2m0T5oRr8f3Jp9nC6uZq7aKs=</Secret>
           *       <PreviousSecretExpiresAt>2026-11-22T20:13:53.658Z</PreviousSecretExpiresAt>
           *     </SecretRotation>
           */
          "text/xml": components["schemas"]["SecretRotation"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  pingWebhook: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example f0b0bb02-cbba-4dd5-ac3b-8e9cb40a2917
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The webhook's ID.
         * @example 1
         */
        webhookID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ping is on its way. */
      202: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "WebhookID": 1,
           *       "EventID": 41,
           *       "Type": "ping"
           *     }
           */
          "application/json": components["schemas"]["EventSent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <EventSent>
           *       <WebhookID>1</WebhookID>
           *       <EventID>41</EventID>
           *       <Type>ping</Type>
           *     </EventSent>
           */
          "application/xml": components["schemas"]["EventSent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <EventSent>
           *       <WebhookID>1</WebhookID>
           *       <EventID>41</EventID>
           *       <Type>ping</Type>
           *     </EventSent>
           */
          "text/xml": components["schemas"]["EventSent"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description Page size, 1 to 1000 (default 100). */
        limit?: number;
        /** @description Opaque position of the next page, as given in the previous page's `Link: <…>; rel="next"`. */
        cursor?: string;
      };
      header?: never;
      path: {
        /**
         * @description The webhook's ID.
         * @example 1
         */
        webhookID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The attempts. */
      200: {
        headers: {
          /** @description The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been read to its end, so that a client following `next` until it is absent stops. A page may be empty and still carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); the link goes on from there. */
          Link?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "EventID": 40,
           *         "EventType": "order.received",
           *         "Attempt": 2,
           *         "StatusCode": 200,
           *         "DurationMs": 84,
           *         "Error": null,
           *         "DeliveryStatus": "Succeeded",
           *         "At": "2026-11-21T20:14:00.120Z"
           *       },
           *       {
           *         "EventID": 40,
           *         "EventType": "order.received",
           *         "Attempt": 1,
           *         "StatusCode": 503,
           *         "DurationMs": 112,
           *         "Error": "answered 503",
           *         "DeliveryStatus": "Succeeded",
           *         "At": "2026-11-21T20:13:54.900Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["WebhookAttempt"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Deliveries xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Delivery>
           *         <EventID>40</EventID>
           *         <EventType>order.received</EventType>
           *         <Attempt>2</Attempt>
           *         <StatusCode>200</StatusCode>
           *         <DurationMs>84</DurationMs>
           *         <Error xsi:nil="true"/>
           *         <DeliveryStatus>Succeeded</DeliveryStatus>
           *         <At>2026-11-21T20:14:00.120Z</At>
           *       </Delivery>
           *       <Delivery>
           *         <EventID>40</EventID>
           *         <EventType>order.received</EventType>
           *         <Attempt>1</Attempt>
           *         <StatusCode>503</StatusCode>
           *         <DurationMs>112</DurationMs>
           *         <Error>answered 503</Error>
           *         <DeliveryStatus>Succeeded</DeliveryStatus>
           *         <At>2026-11-21T20:13:54.900Z</At>
           *       </Delivery>
           *     </Deliveries>
           */
          "application/xml": components["schemas"]["WebhookAttempt"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Deliveries xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <Delivery>
           *         <EventID>40</EventID>
           *         <EventType>order.received</EventType>
           *         <Attempt>2</Attempt>
           *         <StatusCode>200</StatusCode>
           *         <DurationMs>84</DurationMs>
           *         <Error xsi:nil="true"/>
           *         <DeliveryStatus>Succeeded</DeliveryStatus>
           *         <At>2026-11-21T20:14:00.120Z</At>
           *       </Delivery>
           *       <Delivery>
           *         <EventID>40</EventID>
           *         <EventType>order.received</EventType>
           *         <Attempt>1</Attempt>
           *         <StatusCode>503</StatusCode>
           *         <DurationMs>112</DurationMs>
           *         <Error>answered 503</Error>
           *         <DeliveryStatus>Succeeded</DeliveryStatus>
           *         <At>2026-11-21T20:13:54.900Z</At>
           *       </Delivery>
           *     </Deliveries>
           */
          "text/xml": components["schemas"]["WebhookAttempt"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  revokeKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The key's ID (`KeyID`).
         * @example 12
         */
        keyID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The key, revoked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "KeyID": 12,
           *       "Prefix": "mds_live_q3X...5d0c8a41",
           *       "Name": "Traffic system",
           *       "ContactID": null,
           *       "ContactName": null,
           *       "CreatedAt": "2026-11-21T20:13:53.658Z",
           *       "ExpiresAt": "2027-12-31T00:00:00.000Z",
           *       "RevokedAt": "2026-11-22T09:00:00.000Z",
           *       "LastUsedAt": "2026-11-22T08:41:00.120Z"
           *     }
           */
          "application/json": components["schemas"]["ApiKey"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ApiKey xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <KeyID>12</KeyID>
           *       <Prefix>mds_live_q3X...5d0c8a41</Prefix>
           *       <Name>Traffic system</Name>
           *       <ContactID xsi:nil="true"/>
           *       <ContactName xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <ExpiresAt>2027-12-31T00:00:00.000Z</ExpiresAt>
           *       <RevokedAt>2026-11-22T09:00:00.000Z</RevokedAt>
           *       <LastUsedAt>2026-11-22T08:41:00.120Z</LastUsedAt>
           *     </ApiKey>
           */
          "application/xml": components["schemas"]["ApiKey"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <ApiKey xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <KeyID>12</KeyID>
           *       <Prefix>mds_live_q3X...5d0c8a41</Prefix>
           *       <Name>Traffic system</Name>
           *       <ContactID xsi:nil="true"/>
           *       <ContactName xsi:nil="true"/>
           *       <CreatedAt>2026-11-21T20:13:53.658Z</CreatedAt>
           *       <ExpiresAt>2027-12-31T00:00:00.000Z</ExpiresAt>
           *       <RevokedAt>2026-11-22T09:00:00.000Z</RevokedAt>
           *       <LastUsedAt>2026-11-22T08:41:00.120Z</LastUsedAt>
           *     </ApiKey>
           */
          "text/xml": components["schemas"]["ApiKey"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  addOrderToGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order group's ID.
         * @example 6002
         */
        orderGroupID: number;
        /**
         * @description The order to put in it.
         * @example 5027
         */
        orderID: number;
      };
      cookie?: never;
    };
    /** @description Nothing: this operation takes no fields. An empty body is fine. */
    requestBody?: {
      content: {
        /** @example {} */
        "application/json": components["schemas"]["AddOrderToGroupInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrderGroup/>
         */
        "application/xml": components["schemas"]["AddOrderToGroupInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrderGroup/>
         */
        "text/xml": components["schemas"]["AddOrderToGroupInput"];
      };
    };
    responses: {
      /** @description The group with the order in it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderGroupID": 6002,
           *       "Name": "Riverbend Health: Spring Wellness",
           *       "Status": "Draft",
           *       "Orders": [
           *         {
           *           "OrderID": 5025,
           *           "OrderType": "Spot",
           *           "Status": "Draft",
           *           "Advertiser": "Riverbend Health",
           *           "Brand": null,
           *           "Product": "Spring Wellness",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-19T18:13:24.054Z",
           *           "UpdatedAt": "2026-11-19T18:13:24.054Z",
           *           "PublishedAt": null,
           *           "FileCount": 1,
           *           "DestinationCount": 2
           *         },
           *         {
           *           "OrderID": 5026,
           *           "OrderType": "Spot",
           *           "Status": "Draft",
           *           "Advertiser": "Riverbend Health",
           *           "Brand": null,
           *           "Product": "Spring Wellness (Radio)",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-19T19:13:24.054Z",
           *           "UpdatedAt": "2026-11-19T19:13:24.054Z",
           *           "PublishedAt": null,
           *           "FileCount": 1,
           *           "DestinationCount": 2
           *         },
           *         {
           *           "OrderID": 5027,
           *           "OrderType": "Spot",
           *           "Status": "Draft",
           *           "Advertiser": "Riverbend Health",
           *           "Brand": null,
           *           "Product": "Spring Wellness (Cable)",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-20T00:13:24.054Z",
           *           "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *           "PublishedAt": null,
           *           "FileCount": 1,
           *           "DestinationCount": 1
           *         }
           *       ],
           *       "CreatedAt": "2026-11-19T19:13:24.054Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "PublishedAt": null
           *     }
           */
          "application/json": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroupID>6002</OrderGroupID>
           *       <Name>Riverbend Health: Spring Wellness</Name>
           *       <Status>Draft</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5025</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T18:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-19T18:13:24.054Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5026</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-19T19:13:24.054Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5027</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Cable)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-20T00:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>1</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *     </OrderGroup>
           */
          "application/xml": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroupID>6002</OrderGroupID>
           *       <Name>Riverbend Health: Spring Wellness</Name>
           *       <Status>Draft</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5025</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T18:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-19T18:13:24.054Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5026</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-19T19:13:24.054Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5027</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Cable)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-20T00:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>1</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *     </OrderGroup>
           */
          "text/xml": components["schemas"]["OrderGroup"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  removeOrderFromGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order group's ID.
         * @example 6002
         */
        orderGroupID: number;
        /**
         * @description The order to take out.
         * @example 5027
         */
        orderID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group without the order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderGroupID": 6002,
           *       "Name": "Riverbend Health: Spring Wellness",
           *       "Status": "Draft",
           *       "Orders": [
           *         {
           *           "OrderID": 5025,
           *           "OrderType": "Spot",
           *           "Status": "Draft",
           *           "Advertiser": "Riverbend Health",
           *           "Brand": null,
           *           "Product": "Spring Wellness",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-19T18:13:24.054Z",
           *           "UpdatedAt": "2026-11-19T18:13:24.054Z",
           *           "PublishedAt": null,
           *           "FileCount": 1,
           *           "DestinationCount": 2
           *         },
           *         {
           *           "OrderID": 5026,
           *           "OrderType": "Spot",
           *           "Status": "Draft",
           *           "Advertiser": "Riverbend Health",
           *           "Brand": null,
           *           "Product": "Spring Wellness (Radio)",
           *           "CreatedBy": "Northwind Agency",
           *           "CreatedAt": "2026-11-19T19:13:24.054Z",
           *           "UpdatedAt": "2026-11-19T19:13:24.054Z",
           *           "PublishedAt": null,
           *           "FileCount": 1,
           *           "DestinationCount": 2
           *         }
           *       ],
           *       "CreatedAt": "2026-11-19T19:13:24.054Z",
           *       "UpdatedAt": "2026-11-21T20:13:53.658Z",
           *       "PublishedAt": null
           *     }
           */
          "application/json": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroupID>6002</OrderGroupID>
           *       <Name>Riverbend Health: Spring Wellness</Name>
           *       <Status>Draft</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5025</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T18:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-19T18:13:24.054Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5026</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-19T19:13:24.054Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *     </OrderGroup>
           */
          "application/xml": components["schemas"]["OrderGroup"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrderGroup xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderGroupID>6002</OrderGroupID>
           *       <Name>Riverbend Health: Spring Wellness</Name>
           *       <Status>Draft</Status>
           *       <Orders>
           *         <Order>
           *           <OrderID>5025</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T18:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-19T18:13:24.054Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *         </Order>
           *         <Order>
           *           <OrderID>5026</OrderID>
           *           <OrderType>Spot</OrderType>
           *           <Status>Draft</Status>
           *           <Advertiser>Riverbend Health</Advertiser>
           *           <Brand xsi:nil="true"/>
           *           <Product>Spring Wellness (Radio)</Product>
           *           <CreatedBy>Northwind Agency</CreatedBy>
           *           <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *           <UpdatedAt>2026-11-19T19:13:24.054Z</UpdatedAt>
           *           <PublishedAt xsi:nil="true"/>
           *           <FileCount>1</FileCount>
           *           <DestinationCount>2</DestinationCount>
           *         </Order>
           *       </Orders>
           *       <CreatedAt>2026-11-19T19:13:24.054Z</CreatedAt>
           *       <UpdatedAt>2026-11-21T20:13:53.658Z</UpdatedAt>
           *       <PublishedAt xsi:nil="true"/>
           *     </OrderGroup>
           */
          "text/xml": components["schemas"]["OrderGroup"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  setOrderFileAssetStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
        /**
         * @description The file's ID (a FileID of that order).
         * @example 8004
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description XML root `OrganizationAssetStatus` (checked), organizations as `<Organizations><Organization>200</Organization></Organizations>` (a single child is still a list). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Status": "Approved",
         *       "Organizations": [
         *         "WXYZ-TV",
         *         "201"
         *       ]
         *     }
         */
        "application/json": components["schemas"]["OrganizationAssetStatusInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrganizationAssetStatus>
         *       <Status>Approved</Status>
         *       <Organizations>
         *         <Organization>WXYZ-TV</Organization>
         *         <Organization>201</Organization>
         *       </Organizations>
         *     </OrganizationAssetStatus>
         */
        "application/xml": components["schemas"]["OrganizationAssetStatusInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrganizationAssetStatus>
         *       <Status>Approved</Status>
         *       <Organizations>
         *         <Organization>WXYZ-TV</Organization>
         *         <Organization>201</Organization>
         *       </Organizations>
         *     </OrganizationAssetStatus>
         */
        "text/xml": components["schemas"]["OrganizationAssetStatusInput"];
      };
    };
    responses: {
      /** @description The asset status at each organization set. XML: `<OrganizationAssetStatuses><OrganizationAssetStatus>…</OrganizationAssetStatus></OrganizationAssetStatuses>`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "FileID": 8004,
           *         "Status": "Approved",
           *         "UpdatedAt": "2026-11-21T20:13:53.978Z"
           *       },
           *       {
           *         "OrganizationID": 201,
           *         "OrganizationName": "KLMN-FM",
           *         "FileID": 8004,
           *         "Status": "Approved",
           *         "UpdatedAt": "2026-11-21T20:13:53.978Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["OrganizationAssetStatus"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrganizationAssetStatuses>
           *       <OrganizationAssetStatus>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <FileID>8004</FileID>
           *         <Status>Approved</Status>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationAssetStatus>
           *       <OrganizationAssetStatus>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <FileID>8004</FileID>
           *         <Status>Approved</Status>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationAssetStatus>
           *     </OrganizationAssetStatuses>
           */
          "application/xml": components["schemas"]["OrganizationAssetStatus"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrganizationAssetStatuses>
           *       <OrganizationAssetStatus>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <FileID>8004</FileID>
           *         <Status>Approved</Status>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationAssetStatus>
           *       <OrganizationAssetStatus>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <FileID>8004</FileID>
           *         <Status>Approved</Status>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationAssetStatus>
           *     </OrganizationAssetStatuses>
           */
          "text/xml": components["schemas"]["OrganizationAssetStatus"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  setOrderFileHouseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5002
         */
        orderID: number;
        /**
         * @description The file's ID (a FileID of that order).
         * @example 8004
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description XML root `HouseIDData` (checked), organizations as `<Organizations><Organization>200</Organization></Organizations>` (a single child is still a list). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "HouseID": "WXYZ-CM-44110",
         *       "Organizations": [
         *         "200"
         *       ]
         *     }
         */
        "application/json": components["schemas"]["HouseIDData"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <HouseIDData>
         *       <HouseID>WXYZ-CM-44110</HouseID>
         *       <Organizations>
         *         <Organization>200</Organization>
         *       </Organizations>
         *     </HouseIDData>
         */
        "application/xml": components["schemas"]["HouseIDData"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <HouseIDData>
         *       <HouseID>WXYZ-CM-44110</HouseID>
         *       <Organizations>
         *         <Organization>200</Organization>
         *       </Organizations>
         *     </HouseIDData>
         */
        "text/xml": components["schemas"]["HouseIDData"];
      };
    };
    responses: {
      /** @description The house ID at each organization set. XML: `<OrganizationHouseIDs><OrganizationHouseID>…</OrganizationHouseID></OrganizationHouseIDs>`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "FileID": 8004,
           *         "HouseID": "WXYZ-CM-44110",
           *         "UpdatedAt": "2026-11-21T20:13:53.978Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["OrganizationHouseID"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrganizationHouseIDs>
           *       <OrganizationHouseID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <FileID>8004</FileID>
           *         <HouseID>WXYZ-CM-44110</HouseID>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationHouseID>
           *     </OrganizationHouseIDs>
           */
          "application/xml": components["schemas"]["OrganizationHouseID"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrganizationHouseIDs>
           *       <OrganizationHouseID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <FileID>8004</FileID>
           *         <HouseID>WXYZ-CM-44110</HouseID>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationHouseID>
           *     </OrganizationHouseIDs>
           */
          "text/xml": components["schemas"]["OrganizationHouseID"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  setReleaseFileAssetStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9002
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description XML root `OrganizationAssetStatus` (checked), organizations as `<Organizations><Organization>200</Organization></Organizations>` (a single child is still a list). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Status": "Approved",
         *       "Organizations": [
         *         "WXYZ-TV",
         *         "201"
         *       ]
         *     }
         */
        "application/json": components["schemas"]["OrganizationAssetStatusInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrganizationAssetStatus>
         *       <Status>Approved</Status>
         *       <Organizations>
         *         <Organization>WXYZ-TV</Organization>
         *         <Organization>201</Organization>
         *       </Organizations>
         *     </OrganizationAssetStatus>
         */
        "application/xml": components["schemas"]["OrganizationAssetStatusInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <OrganizationAssetStatus>
         *       <Status>Approved</Status>
         *       <Organizations>
         *         <Organization>WXYZ-TV</Organization>
         *         <Organization>201</Organization>
         *       </Organizations>
         *     </OrganizationAssetStatus>
         */
        "text/xml": components["schemas"]["OrganizationAssetStatusInput"];
      };
    };
    responses: {
      /** @description The asset status at each organization set. XML: `<OrganizationAssetStatuses><OrganizationAssetStatus>…</OrganizationAssetStatus></OrganizationAssetStatuses>`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "FileID": 9002,
           *         "Status": "Approved",
           *         "UpdatedAt": "2026-11-21T20:13:53.978Z"
           *       },
           *       {
           *         "OrganizationID": 201,
           *         "OrganizationName": "KLMN-FM",
           *         "FileID": 9002,
           *         "Status": "Approved",
           *         "UpdatedAt": "2026-11-21T20:13:53.978Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["OrganizationAssetStatus"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrganizationAssetStatuses>
           *       <OrganizationAssetStatus>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <FileID>9002</FileID>
           *         <Status>Approved</Status>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationAssetStatus>
           *       <OrganizationAssetStatus>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <FileID>9002</FileID>
           *         <Status>Approved</Status>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationAssetStatus>
           *     </OrganizationAssetStatuses>
           */
          "application/xml": components["schemas"]["OrganizationAssetStatus"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrganizationAssetStatuses>
           *       <OrganizationAssetStatus>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <FileID>9002</FileID>
           *         <Status>Approved</Status>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationAssetStatus>
           *       <OrganizationAssetStatus>
           *         <OrganizationID>201</OrganizationID>
           *         <OrganizationName>KLMN-FM</OrganizationName>
           *         <FileID>9002</FileID>
           *         <Status>Approved</Status>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationAssetStatus>
           *     </OrganizationAssetStatuses>
           */
          "text/xml": components["schemas"]["OrganizationAssetStatus"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  setReleaseFileHouseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9002
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description XML root `HouseIDData` (checked), organizations as `<Organizations><Organization>200</Organization></Organizations>` (a single child is still a list). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "HouseID": "WXYZ-MU-2207",
         *       "Organizations": [
         *         "200"
         *       ]
         *     }
         */
        "application/json": components["schemas"]["HouseIDData"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <HouseIDData>
         *       <HouseID>WXYZ-MU-2207</HouseID>
         *       <Organizations>
         *         <Organization>200</Organization>
         *       </Organizations>
         *     </HouseIDData>
         */
        "application/xml": components["schemas"]["HouseIDData"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <HouseIDData>
         *       <HouseID>WXYZ-MU-2207</HouseID>
         *       <Organizations>
         *         <Organization>200</Organization>
         *       </Organizations>
         *     </HouseIDData>
         */
        "text/xml": components["schemas"]["HouseIDData"];
      };
    };
    responses: {
      /** @description The house ID at each organization set. XML: `<OrganizationHouseIDs><OrganizationHouseID>…</OrganizationHouseID></OrganizationHouseIDs>`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "OrganizationID": 200,
           *         "OrganizationName": "WXYZ-TV",
           *         "FileID": 9002,
           *         "HouseID": "WXYZ-MU-2207",
           *         "UpdatedAt": "2026-11-21T20:13:53.978Z"
           *       }
           *     ]
           */
          "application/json": components["schemas"]["OrganizationHouseID"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrganizationHouseIDs>
           *       <OrganizationHouseID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <FileID>9002</FileID>
           *         <HouseID>WXYZ-MU-2207</HouseID>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationHouseID>
           *     </OrganizationHouseIDs>
           */
          "application/xml": components["schemas"]["OrganizationHouseID"][];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <OrganizationHouseIDs>
           *       <OrganizationHouseID>
           *         <OrganizationID>200</OrganizationID>
           *         <OrganizationName>WXYZ-TV</OrganizationName>
           *         <FileID>9002</FileID>
           *         <HouseID>WXYZ-MU-2207</HouseID>
           *         <UpdatedAt>2026-11-21T20:13:53.978Z</UpdatedAt>
           *       </OrganizationHouseID>
           *     </OrganizationHouseIDs>
           */
          "text/xml": components["schemas"]["OrganizationHouseID"][];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getReleaseFileStatusInformation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9001
         */
        fileID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file with one status per destination the caller may see. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "ReleaseID": 7001,
           *       "FileID": 9001,
           *       "Title": "Midnight Lanterns",
           *       "ISRC": "USBHR2600101",
           *       "Statuses": [
           *         {
           *           "OrganizationID": 200,
           *           "OrganizationName": "WXYZ-TV",
           *           "AssetStatus": "Received",
           *           "AssetStatusUpdatedAt": "2026-11-16T00:13:24.054Z",
           *           "HouseID": null,
           *           "HouseIDUpdatedAt": null,
           *           "Delivered": true,
           *           "DeliveredAt": "2026-11-15T22:13:24.054Z"
           *         },
           *         {
           *           "OrganizationID": 201,
           *           "OrganizationName": "KLMN-FM",
           *           "AssetStatus": "On Air",
           *           "AssetStatusUpdatedAt": "2026-11-16T20:13:24.054Z",
           *           "HouseID": "KLMN-MU-0417",
           *           "HouseIDUpdatedAt": "2026-11-16T19:13:24.054Z",
           *           "Delivered": true,
           *           "DeliveredAt": "2026-11-15T23:13:24.054Z"
           *         },
           *         {
           *           "OrganizationID": 202,
           *           "OrganizationName": "WQRS-AM",
           *           "AssetStatus": null,
           *           "AssetStatusUpdatedAt": null,
           *           "HouseID": null,
           *           "HouseIDUpdatedAt": null,
           *           "Delivered": false,
           *           "DeliveredAt": null
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["FileStatusInformation"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileStatusInformation xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ReleaseID>7001</ReleaseID>
           *       <FileID>9001</FileID>
           *       <Title>Midnight Lanterns</Title>
           *       <ISRC>USBHR2600101</ISRC>
           *       <Statuses>
           *         <Status>
           *           <OrganizationID>200</OrganizationID>
           *           <OrganizationName>WXYZ-TV</OrganizationName>
           *           <AssetStatus>Received</AssetStatus>
           *           <AssetStatusUpdatedAt>2026-11-16T00:13:24.054Z</AssetStatusUpdatedAt>
           *           <HouseID xsi:nil="true"/>
           *           <HouseIDUpdatedAt xsi:nil="true"/>
           *           <Delivered>true</Delivered>
           *           <DeliveredAt>2026-11-15T22:13:24.054Z</DeliveredAt>
           *         </Status>
           *         <Status>
           *           <OrganizationID>201</OrganizationID>
           *           <OrganizationName>KLMN-FM</OrganizationName>
           *           <AssetStatus>On Air</AssetStatus>
           *           <AssetStatusUpdatedAt>2026-11-16T20:13:24.054Z</AssetStatusUpdatedAt>
           *           <HouseID>KLMN-MU-0417</HouseID>
           *           <HouseIDUpdatedAt>2026-11-16T19:13:24.054Z</HouseIDUpdatedAt>
           *           <Delivered>true</Delivered>
           *           <DeliveredAt>2026-11-15T23:13:24.054Z</DeliveredAt>
           *         </Status>
           *         <Status>
           *           <OrganizationID>202</OrganizationID>
           *           <OrganizationName>WQRS-AM</OrganizationName>
           *           <AssetStatus xsi:nil="true"/>
           *           <AssetStatusUpdatedAt xsi:nil="true"/>
           *           <HouseID xsi:nil="true"/>
           *           <HouseIDUpdatedAt xsi:nil="true"/>
           *           <Delivered>false</Delivered>
           *           <DeliveredAt xsi:nil="true"/>
           *         </Status>
           *       </Statuses>
           *     </FileStatusInformation>
           */
          "application/xml": components["schemas"]["FileStatusInformation"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileStatusInformation xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <ReleaseID>7001</ReleaseID>
           *       <FileID>9001</FileID>
           *       <Title>Midnight Lanterns</Title>
           *       <ISRC>USBHR2600101</ISRC>
           *       <Statuses>
           *         <Status>
           *           <OrganizationID>200</OrganizationID>
           *           <OrganizationName>WXYZ-TV</OrganizationName>
           *           <AssetStatus>Received</AssetStatus>
           *           <AssetStatusUpdatedAt>2026-11-16T00:13:24.054Z</AssetStatusUpdatedAt>
           *           <HouseID xsi:nil="true"/>
           *           <HouseIDUpdatedAt xsi:nil="true"/>
           *           <Delivered>true</Delivered>
           *           <DeliveredAt>2026-11-15T22:13:24.054Z</DeliveredAt>
           *         </Status>
           *         <Status>
           *           <OrganizationID>201</OrganizationID>
           *           <OrganizationName>KLMN-FM</OrganizationName>
           *           <AssetStatus>On Air</AssetStatus>
           *           <AssetStatusUpdatedAt>2026-11-16T20:13:24.054Z</AssetStatusUpdatedAt>
           *           <HouseID>KLMN-MU-0417</HouseID>
           *           <HouseIDUpdatedAt>2026-11-16T19:13:24.054Z</HouseIDUpdatedAt>
           *           <Delivered>true</Delivered>
           *           <DeliveredAt>2026-11-15T23:13:24.054Z</DeliveredAt>
           *         </Status>
           *         <Status>
           *           <OrganizationID>202</OrganizationID>
           *           <OrganizationName>WQRS-AM</OrganizationName>
           *           <AssetStatus xsi:nil="true"/>
           *           <AssetStatusUpdatedAt xsi:nil="true"/>
           *           <HouseID xsi:nil="true"/>
           *           <HouseIDUpdatedAt xsi:nil="true"/>
           *           <Delivered>false</Delivered>
           *           <DeliveredAt xsi:nil="true"/>
           *         </Status>
           *       </Statuses>
           *     </FileStatusInformation>
           */
          "text/xml": components["schemas"]["FileStatusInformation"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getOrderFileContent: {
    parameters: {
      query?: {
        organizationID?: number;
        /** @description `bwf`: the content as Broadcast Wave, for a station's automation (contract section 16): PCM WAV content with a new `bext` chunk (EBU Tech 3285 v2: Description the file's title, Originator the sender's name, OriginatorReference the AdID or ISRC, OriginationDate and OriginationTime the upload's, in UTC, Version 2 with the loudness the service measured, zero where it has none) and an AES46 `cart` chunk (Version `0101`, Title, Artist the advertiser (a release's artist), CutID the receiving station's house ID of the file, else the AdID or ISRC, ClientID the advertiser (a release's label), StartDate and EndDate the station's flights of the spot in the current instructions, else the order's flight (a release's release date; AES46's defaults 1900/01/01 and 9999/12/31 where none), StartTime `00:00:00`, EndTime `23:59:59`), the audio from the `data` chunk on unchanged. Left out: the content as uploaded. */
        format?: "bwf";
      };
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5004
         */
        orderID: number;
        /**
         * @description The file's ID (a FileID of that order).
         * @example 8008
         */
        fileID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file, streamed. */
      200: {
        headers: {
          /** @description Strong: the file's SHA-256 in quotes; the same for every answer about this content. With `format=bwf`, the rendition's own (`"bwf-<hex>"`, of the content's digest and the rendition's head: it changes when the house ID or the dates written change). */
          ETag?: string;
          /** @description `bytes`. */
          "Accept-Ranges"?: string;
          /** @description `attachment; filename="<AdID or ISRC>.<ext>"`, the extension by media type (`wav` with `format=bwf`). */
          "Content-Disposition"?: string;
          /** @description `sha-256=:<base64>:`, the digest of the whole file (RFC 9530), on every answer; not with `format=bwf` (see `MDS-Audio-Offset`). */
          "Repr-Digest"?: string;
          /** @description With `format=bwf`: n, the offset of the `data` chunk header in the content as uploaded. */
          "MDS-Source-Audio-Offset"?: number;
          /** @description With `format=bwf`: m, the offset of the same `data` chunk header in this rendition. From it on the rendition is the uploaded content from n on, byte for byte: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. */
          "MDS-Audio-Offset"?: number;
          /** @description The media type it was uploaded with (`audio/wav` with `format=bwf`). */
          "Content-Type"?: string;
          /** @description The file's size (the rendition's with `format=bwf`). */
          "Content-Length"?: number;
          /** @description `sha-256=:<base64>:` of the bytes of this answer: the whole file (RFC 9530); not with `format=bwf`. */
          "Content-Digest"?: string;
          [name: string]: unknown;
        };
        content: {
          "video/*": string;
          "audio/*": string;
          "application/mxf": string;
          "application/octet-stream": string;
        };
      };
      /** @description The one range asked for with `Range: bytes=…`. */
      206: {
        headers: {
          /** @description Strong: the file's SHA-256 in quotes; the same for every answer about this content. With `format=bwf`, the rendition's own (`"bwf-<hex>"`, of the content's digest and the rendition's head: it changes when the house ID or the dates written change). */
          ETag?: string;
          /** @description `bytes`. */
          "Accept-Ranges"?: string;
          /** @description `attachment; filename="<AdID or ISRC>.<ext>"`, the extension by media type (`wav` with `format=bwf`). */
          "Content-Disposition"?: string;
          /** @description `sha-256=:<base64>:`, the digest of the whole file (RFC 9530), on every answer; not with `format=bwf` (see `MDS-Audio-Offset`). */
          "Repr-Digest"?: string;
          /** @description With `format=bwf`: n, the offset of the `data` chunk header in the content as uploaded. */
          "MDS-Source-Audio-Offset"?: number;
          /** @description With `format=bwf`: m, the offset of the same `data` chunk header in this rendition. From it on the rendition is the uploaded content from n on, byte for byte: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. */
          "MDS-Audio-Offset"?: number;
          /** @description The media type it was uploaded with (`audio/wav` with `format=bwf`). */
          "Content-Type"?: string;
          /** @description The range's size. */
          "Content-Length"?: number;
          /** @description `bytes <first>-<last>/<size>`. */
          "Content-Range"?: string;
          [name: string]: unknown;
        };
        content: {
          "video/*": string;
          "audio/*": string;
          "application/mxf": string;
          "application/octet-stream": string;
        };
      };
      /** @description `If-None-Match` names the current ETag: nothing sent. */
      304: {
        headers: {
          /** @description Strong: the file's SHA-256 in quotes; the same for every answer about this content. With `format=bwf`, the rendition's own (`"bwf-<hex>"`, of the content's digest and the rendition's head: it changes when the house ID or the dates written change). */
          ETag?: string;
          /** @description `bytes`. */
          "Accept-Ranges"?: string;
          /** @description `attachment; filename="<AdID or ISRC>.<ext>"`, the extension by media type (`wav` with `format=bwf`). */
          "Content-Disposition"?: string;
          /** @description `sha-256=:<base64>:`, the digest of the whole file (RFC 9530), on every answer; not with `format=bwf` (see `MDS-Audio-Offset`). */
          "Repr-Digest"?: string;
          /** @description With `format=bwf`: n, the offset of the `data` chunk header in the content as uploaded. */
          "MDS-Source-Audio-Offset"?: number;
          /** @description With `format=bwf`: m, the offset of the same `data` chunk header in this rendition. From it on the rendition is the uploaded content from n on, byte for byte: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. */
          "MDS-Audio-Offset"?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      409: components["responses"]["FormatUnavailable"];
      416: components["responses"]["RangeNotSatisfiable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  putOrderFileContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5001
         */
        orderID: number;
        /**
         * @description The file's ID (a FileID of that order).
         * @example 8001
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description The media's bytes. */
    requestBody: {
      content: {
        "video/*": string;
        "audio/*": string;
        "application/mxf": string;
        "application/octet-stream": string;
      };
    };
    responses: {
      /** @description The file's content record: what was stored, its digest, what the service read from the container. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 8001,
           *       "ContentType": "video/mp4",
           *       "Bytes": 133237,
           *       "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *       "UploadedAt": "2026-11-21T20:13:53.978Z",
           *       "Media": {
           *         "DurationSeconds": 5,
           *         "Width": 1920,
           *         "Height": 1080,
           *         "Loudness": null,
           *         "Measurement": {
           *           "Status": "Pending",
           *           "Reason": null
           *         }
           *       },
           *       "Warnings": [
           *         {
           *           "Code": "length_mismatch",
           *           "Message": "The declared Length is 30 s; the media runs 5 s.",
           *           "Field": "Length"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["FileContent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileContent xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8001</FileID>
           *       <ContentType>video/mp4</ContentType>
           *       <Bytes>133237</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *       <UploadedAt>2026-11-21T20:13:53.978Z</UploadedAt>
           *       <Media>
           *         <DurationSeconds>5</DurationSeconds>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <Loudness xsi:nil="true"/>
           *         <Measurement>
           *           <Status>Pending</Status>
           *           <Reason xsi:nil="true"/>
           *         </Measurement>
           *       </Media>
           *       <Warnings>
           *         <Warning>
           *           <Code>length_mismatch</Code>
           *           <Message>The declared Length is 30 s; the media runs 5 s.</Message>
           *           <Field>Length</Field>
           *         </Warning>
           *       </Warnings>
           *     </FileContent>
           */
          "application/xml": components["schemas"]["FileContent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileContent xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8001</FileID>
           *       <ContentType>video/mp4</ContentType>
           *       <Bytes>133237</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *       <UploadedAt>2026-11-21T20:13:53.978Z</UploadedAt>
           *       <Media>
           *         <DurationSeconds>5</DurationSeconds>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <Loudness xsi:nil="true"/>
           *         <Measurement>
           *           <Status>Pending</Status>
           *           <Reason xsi:nil="true"/>
           *         </Measurement>
           *       </Media>
           *       <Warnings>
           *         <Warning>
           *           <Code>length_mismatch</Code>
           *           <Message>The declared Length is 30 s; the media runs 5 s.</Message>
           *           <Field>Length</Field>
           *         </Warning>
           *       </Warnings>
           *     </FileContent>
           */
          "text/xml": components["schemas"]["FileContent"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      411: components["responses"]["LengthRequired"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  startOrderFileUpload: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 020c7b9a-e903-4acb-912b-ddb8b7478f89
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The order's ID.
         * @example 5001
         */
        orderID: number;
        /**
         * @description The file's ID (a FileID of that order).
         * @example 8001
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description The whole file's media type (optional). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "ContentType": "video/mp4"
         *     }
         */
        "application/json": components["schemas"]["UploadInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Upload>
         *       <ContentType>video/mp4</ContentType>
         *     </Upload>
         */
        "application/xml": components["schemas"]["UploadInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Upload>
         *       <ContentType>video/mp4</ContentType>
         *     </Upload>
         */
        "text/xml": components["schemas"]["UploadInput"];
      };
    };
    responses: {
      /** @description The upload: its ID, the size of its parts, when it expires. */
      201: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "UploadID": 12,
           *       "FileID": 8001,
           *       "PartSize": 67108864,
           *       "MaxParts": 10000,
           *       "ExpiresAt": "2026-11-28T20:13:53.978Z"
           *     }
           */
          "application/json": components["schemas"]["Upload"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Upload>
           *       <UploadID>12</UploadID>
           *       <FileID>8001</FileID>
           *       <PartSize>67108864</PartSize>
           *       <MaxParts>10000</MaxParts>
           *       <ExpiresAt>2026-11-28T20:13:53.978Z</ExpiresAt>
           *     </Upload>
           */
          "application/xml": components["schemas"]["Upload"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Upload>
           *       <UploadID>12</UploadID>
           *       <FileID>8001</FileID>
           *       <PartSize>67108864</PartSize>
           *       <MaxParts>10000</MaxParts>
           *       <ExpiresAt>2026-11-28T20:13:53.978Z</ExpiresAt>
           *     </Upload>
           */
          "text/xml": components["schemas"]["Upload"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getReleaseFileContent: {
    parameters: {
      query?: {
        organizationID?: number;
        /** @description `bwf`: the content as Broadcast Wave, for a station's automation (contract section 16): PCM WAV content with a new `bext` chunk (EBU Tech 3285 v2: Description the file's title, Originator the sender's name, OriginatorReference the AdID or ISRC, OriginationDate and OriginationTime the upload's, in UTC, Version 2 with the loudness the service measured, zero where it has none) and an AES46 `cart` chunk (Version `0101`, Title, Artist the advertiser (a release's artist), CutID the receiving station's house ID of the file, else the AdID or ISRC, ClientID the advertiser (a release's label), StartDate and EndDate the station's flights of the spot in the current instructions, else the order's flight (a release's release date; AES46's defaults 1900/01/01 and 9999/12/31 where none), StartTime `00:00:00`, EndTime `23:59:59`), the audio from the `data` chunk on unchanged. Left out: the content as uploaded. */
        format?: "bwf";
      };
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9001
         */
        fileID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file, streamed. */
      200: {
        headers: {
          /** @description Strong: the file's SHA-256 in quotes; the same for every answer about this content. With `format=bwf`, the rendition's own (`"bwf-<hex>"`, of the content's digest and the rendition's head: it changes when the house ID or the dates written change). */
          ETag?: string;
          /** @description `bytes`. */
          "Accept-Ranges"?: string;
          /** @description `attachment; filename="<AdID or ISRC>.<ext>"`, the extension by media type (`wav` with `format=bwf`). */
          "Content-Disposition"?: string;
          /** @description `sha-256=:<base64>:`, the digest of the whole file (RFC 9530), on every answer; not with `format=bwf` (see `MDS-Audio-Offset`). */
          "Repr-Digest"?: string;
          /** @description With `format=bwf`: n, the offset of the `data` chunk header in the content as uploaded. */
          "MDS-Source-Audio-Offset"?: number;
          /** @description With `format=bwf`: m, the offset of the same `data` chunk header in this rendition. From it on the rendition is the uploaded content from n on, byte for byte: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. */
          "MDS-Audio-Offset"?: number;
          /** @description The media type it was uploaded with (`audio/wav` with `format=bwf`). */
          "Content-Type"?: string;
          /** @description The file's size (the rendition's with `format=bwf`). */
          "Content-Length"?: number;
          /** @description `sha-256=:<base64>:` of the bytes of this answer: the whole file (RFC 9530); not with `format=bwf`. */
          "Content-Digest"?: string;
          [name: string]: unknown;
        };
        content: {
          "video/*": string;
          "audio/*": string;
          "application/mxf": string;
          "application/octet-stream": string;
        };
      };
      /** @description The one range asked for with `Range: bytes=…`. */
      206: {
        headers: {
          /** @description Strong: the file's SHA-256 in quotes; the same for every answer about this content. With `format=bwf`, the rendition's own (`"bwf-<hex>"`, of the content's digest and the rendition's head: it changes when the house ID or the dates written change). */
          ETag?: string;
          /** @description `bytes`. */
          "Accept-Ranges"?: string;
          /** @description `attachment; filename="<AdID or ISRC>.<ext>"`, the extension by media type (`wav` with `format=bwf`). */
          "Content-Disposition"?: string;
          /** @description `sha-256=:<base64>:`, the digest of the whole file (RFC 9530), on every answer; not with `format=bwf` (see `MDS-Audio-Offset`). */
          "Repr-Digest"?: string;
          /** @description With `format=bwf`: n, the offset of the `data` chunk header in the content as uploaded. */
          "MDS-Source-Audio-Offset"?: number;
          /** @description With `format=bwf`: m, the offset of the same `data` chunk header in this rendition. From it on the rendition is the uploaded content from n on, byte for byte: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. */
          "MDS-Audio-Offset"?: number;
          /** @description The media type it was uploaded with (`audio/wav` with `format=bwf`). */
          "Content-Type"?: string;
          /** @description The range's size. */
          "Content-Length"?: number;
          /** @description `bytes <first>-<last>/<size>`. */
          "Content-Range"?: string;
          [name: string]: unknown;
        };
        content: {
          "video/*": string;
          "audio/*": string;
          "application/mxf": string;
          "application/octet-stream": string;
        };
      };
      /** @description `If-None-Match` names the current ETag: nothing sent. */
      304: {
        headers: {
          /** @description Strong: the file's SHA-256 in quotes; the same for every answer about this content. With `format=bwf`, the rendition's own (`"bwf-<hex>"`, of the content's digest and the rendition's head: it changes when the house ID or the dates written change). */
          ETag?: string;
          /** @description `bytes`. */
          "Accept-Ranges"?: string;
          /** @description `attachment; filename="<AdID or ISRC>.<ext>"`, the extension by media type (`wav` with `format=bwf`). */
          "Content-Disposition"?: string;
          /** @description `sha-256=:<base64>:`, the digest of the whole file (RFC 9530), on every answer; not with `format=bwf` (see `MDS-Audio-Offset`). */
          "Repr-Digest"?: string;
          /** @description With `format=bwf`: n, the offset of the `data` chunk header in the content as uploaded. */
          "MDS-Source-Audio-Offset"?: number;
          /** @description With `format=bwf`: m, the offset of the same `data` chunk header in this rendition. From it on the rendition is the uploaded content from n on, byte for byte: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. */
          "MDS-Audio-Offset"?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      409: components["responses"]["FormatUnavailable"];
      416: components["responses"]["RangeNotSatisfiable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  putReleaseFileContent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9001
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description The media's bytes. */
    requestBody: {
      content: {
        "video/*": string;
        "audio/*": string;
        "application/mxf": string;
        "application/octet-stream": string;
      };
    };
    responses: {
      /** @description The file's content record: what was stored, its digest, what the service read from the container. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 8001,
           *       "ContentType": "video/mp4",
           *       "Bytes": 133237,
           *       "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *       "UploadedAt": "2026-11-21T20:13:53.978Z",
           *       "Media": {
           *         "DurationSeconds": 5,
           *         "Width": 1920,
           *         "Height": 1080,
           *         "Loudness": null,
           *         "Measurement": {
           *           "Status": "Pending",
           *           "Reason": null
           *         }
           *       },
           *       "Warnings": [
           *         {
           *           "Code": "length_mismatch",
           *           "Message": "The declared Length is 30 s; the media runs 5 s.",
           *           "Field": "Length"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["FileContent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileContent xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8001</FileID>
           *       <ContentType>video/mp4</ContentType>
           *       <Bytes>133237</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *       <UploadedAt>2026-11-21T20:13:53.978Z</UploadedAt>
           *       <Media>
           *         <DurationSeconds>5</DurationSeconds>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <Loudness xsi:nil="true"/>
           *         <Measurement>
           *           <Status>Pending</Status>
           *           <Reason xsi:nil="true"/>
           *         </Measurement>
           *       </Media>
           *       <Warnings>
           *         <Warning>
           *           <Code>length_mismatch</Code>
           *           <Message>The declared Length is 30 s; the media runs 5 s.</Message>
           *           <Field>Length</Field>
           *         </Warning>
           *       </Warnings>
           *     </FileContent>
           */
          "application/xml": components["schemas"]["FileContent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileContent xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8001</FileID>
           *       <ContentType>video/mp4</ContentType>
           *       <Bytes>133237</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *       <UploadedAt>2026-11-21T20:13:53.978Z</UploadedAt>
           *       <Media>
           *         <DurationSeconds>5</DurationSeconds>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <Loudness xsi:nil="true"/>
           *         <Measurement>
           *           <Status>Pending</Status>
           *           <Reason xsi:nil="true"/>
           *         </Measurement>
           *       </Media>
           *       <Warnings>
           *         <Warning>
           *           <Code>length_mismatch</Code>
           *           <Message>The declared Length is 30 s; the media runs 5 s.</Message>
           *           <Field>Length</Field>
           *         </Warning>
           *       </Warnings>
           *     </FileContent>
           */
          "text/xml": components["schemas"]["FileContent"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      411: components["responses"]["LengthRequired"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  startReleaseFileUpload: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 190483d7-4dd3-4256-ac5b-3451af7f4868
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9001
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description The whole file's media type (optional). */
    requestBody: {
      content: {
        /**
         * @example {
         *       "ContentType": "video/mp4"
         *     }
         */
        "application/json": components["schemas"]["UploadInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Upload>
         *       <ContentType>video/mp4</ContentType>
         *     </Upload>
         */
        "application/xml": components["schemas"]["UploadInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Upload>
         *       <ContentType>video/mp4</ContentType>
         *     </Upload>
         */
        "text/xml": components["schemas"]["UploadInput"];
      };
    };
    responses: {
      /** @description The upload: its ID, the size of its parts, when it expires. */
      201: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "UploadID": 12,
           *       "FileID": 8001,
           *       "PartSize": 67108864,
           *       "MaxParts": 10000,
           *       "ExpiresAt": "2026-11-28T20:13:53.978Z"
           *     }
           */
          "application/json": components["schemas"]["Upload"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Upload>
           *       <UploadID>12</UploadID>
           *       <FileID>8001</FileID>
           *       <PartSize>67108864</PartSize>
           *       <MaxParts>10000</MaxParts>
           *       <ExpiresAt>2026-11-28T20:13:53.978Z</ExpiresAt>
           *     </Upload>
           */
          "application/xml": components["schemas"]["Upload"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Upload>
           *       <UploadID>12</UploadID>
           *       <FileID>8001</FileID>
           *       <PartSize>67108864</PartSize>
           *       <MaxParts>10000</MaxParts>
           *       <ExpiresAt>2026-11-28T20:13:53.978Z</ExpiresAt>
           *     </Upload>
           */
          "text/xml": components["schemas"]["Upload"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getOrderFileCompliance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order.
         * @example 5001
         */
        orderID: number;
        /**
         * @description One of its files.
         * @example 8001
         */
        fileID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's loudness and its compliance per destination. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "OrderID": 5001,
           *       "FileID": 8001,
           *       "AdID": "GLCU0012000H",
           *       "Format": "HD",
           *       "Measurement": {
           *         "Status": "Measured",
           *         "Reason": null
           *       },
           *       "Loudness": {
           *         "IntegratedLKFS": -24.3,
           *         "TruePeakDBTP": -17,
           *         "LoudnessRangeLU": 0.8,
           *         "MeasuredAt": "2026-11-20T17:13:24.054Z"
           *       },
           *       "Destinations": [
           *         {
           *           "OrganizationID": 200,
           *           "Name": "WXYZ-TV",
           *           "Result": "Pending",
           *           "Rendition": {
           *             "Status": "Pending",
           *             "Reason": null,
           *             "ContentType": null,
           *             "Bytes": null,
           *             "Sha256": null
           *           },
           *           "Checks": [
           *             {
           *               "Check": "Container",
           *               "Expected": "MPEG-4, QuickTime or MXF",
           *               "Actual": "MPEG-4 once the rendition is made",
           *               "Result": "Pending"
           *             },
           *             {
           *               "Check": "VideoCodec",
           *               "Expected": "AVC, ProRes or MPEG Video",
           *               "Actual": "AVC once the rendition is made",
           *               "Result": "Pending"
           *             },
           *             {
           *               "Check": "Width",
           *               "Expected": "at least 1280 pixels",
           *               "Actual": "1920 once the rendition is made",
           *               "Result": "Pending"
           *             },
           *             {
           *               "Check": "Height",
           *               "Expected": "at least 720 pixels",
           *               "Actual": "1080 once the rendition is made",
           *               "Result": "Pending"
           *             },
           *             {
           *               "Check": "AudioSampleRate",
           *               "Expected": "48000 Hz",
           *               "Actual": "48000 once the rendition is made",
           *               "Result": "Pending"
           *             },
           *             {
           *               "Check": "AudioChannels",
           *               "Expected": "1, 2 or 6",
           *               "Actual": "2 once the rendition is made",
           *               "Result": "Pending"
           *             },
           *             {
           *               "Check": "Length",
           *               "Expected": "30 s (the declared Length) ±1 s",
           *               "Actual": "5 s",
           *               "Result": "Warn"
           *             },
           *             {
           *               "Check": "IntegratedLoudness",
           *               "Expected": "-24 LKFS ±2 LU (ATSC A/85)",
           *               "Actual": "-24.0 LKFS (0.0 LU) once the rendition is made",
           *               "Result": "Pending"
           *             },
           *             {
           *               "Check": "TruePeak",
           *               "Expected": "at most -2.0 dBTP (ATSC A/85)",
           *               "Actual": "-2.0 dBTP once the rendition is made",
           *               "Result": "Pending"
           *             },
           *             {
           *               "Check": "Rendition",
           *               "Expected": "MPEG-4 made from the master, H.264 1920×1080, 29.97 fps, AAC 48000 Hz, normalised to -24 LKFS",
           *               "Actual": "being made from the master",
           *               "Result": "Pending"
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["FileCompliance"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileCompliance xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5001</OrderID>
           *       <FileID>8001</FileID>
           *       <AdID>GLCU0012000H</AdID>
           *       <Format>HD</Format>
           *       <Measurement>
           *         <Status>Measured</Status>
           *         <Reason xsi:nil="true"/>
           *       </Measurement>
           *       <Loudness>
           *         <IntegratedLKFS>-24.3</IntegratedLKFS>
           *         <TruePeakDBTP>-17</TruePeakDBTP>
           *         <LoudnessRangeLU>0.8</LoudnessRangeLU>
           *         <MeasuredAt>2026-11-20T17:13:24.054Z</MeasuredAt>
           *       </Loudness>
           *       <Destinations>
           *         <Destination>
           *           <OrganizationID>200</OrganizationID>
           *           <Name>WXYZ-TV</Name>
           *           <Result>Pending</Result>
           *           <Rendition>
           *             <Status>Pending</Status>
           *             <Reason xsi:nil="true"/>
           *             <ContentType xsi:nil="true"/>
           *             <Bytes xsi:nil="true"/>
           *             <Sha256 xsi:nil="true"/>
           *           </Rendition>
           *           <Checks>
           *             <Check>
           *               <Check>Container</Check>
           *               <Expected>MPEG-4, QuickTime or MXF</Expected>
           *               <Actual>MPEG-4 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>VideoCodec</Check>
           *               <Expected>AVC, ProRes or MPEG Video</Expected>
           *               <Actual>AVC once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>Width</Check>
           *               <Expected>at least 1280 pixels</Expected>
           *               <Actual>1920 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>Height</Check>
           *               <Expected>at least 720 pixels</Expected>
           *               <Actual>1080 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>AudioSampleRate</Check>
           *               <Expected>48000 Hz</Expected>
           *               <Actual>48000 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>AudioChannels</Check>
           *               <Expected>1, 2 or 6</Expected>
           *               <Actual>2 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>Length</Check>
           *               <Expected>30 s (the declared Length) ±1 s</Expected>
           *               <Actual>5 s</Actual>
           *               <Result>Warn</Result>
           *             </Check>
           *             <Check>
           *               <Check>IntegratedLoudness</Check>
           *               <Expected>-24 LKFS ±2 LU (ATSC A/85)</Expected>
           *               <Actual>-24.0 LKFS (0.0 LU) once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>TruePeak</Check>
           *               <Expected>at most -2.0 dBTP (ATSC A/85)</Expected>
           *               <Actual>-2.0 dBTP once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>Rendition</Check>
           *               <Expected>MPEG-4 made from the master, H.264 1920×1080, 29.97 fps, AAC 48000 Hz, normalised to -24 LKFS</Expected>
           *               <Actual>being made from the master</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *           </Checks>
           *         </Destination>
           *       </Destinations>
           *     </FileCompliance>
           */
          "application/xml": components["schemas"]["FileCompliance"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileCompliance xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <OrderID>5001</OrderID>
           *       <FileID>8001</FileID>
           *       <AdID>GLCU0012000H</AdID>
           *       <Format>HD</Format>
           *       <Measurement>
           *         <Status>Measured</Status>
           *         <Reason xsi:nil="true"/>
           *       </Measurement>
           *       <Loudness>
           *         <IntegratedLKFS>-24.3</IntegratedLKFS>
           *         <TruePeakDBTP>-17</TruePeakDBTP>
           *         <LoudnessRangeLU>0.8</LoudnessRangeLU>
           *         <MeasuredAt>2026-11-20T17:13:24.054Z</MeasuredAt>
           *       </Loudness>
           *       <Destinations>
           *         <Destination>
           *           <OrganizationID>200</OrganizationID>
           *           <Name>WXYZ-TV</Name>
           *           <Result>Pending</Result>
           *           <Rendition>
           *             <Status>Pending</Status>
           *             <Reason xsi:nil="true"/>
           *             <ContentType xsi:nil="true"/>
           *             <Bytes xsi:nil="true"/>
           *             <Sha256 xsi:nil="true"/>
           *           </Rendition>
           *           <Checks>
           *             <Check>
           *               <Check>Container</Check>
           *               <Expected>MPEG-4, QuickTime or MXF</Expected>
           *               <Actual>MPEG-4 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>VideoCodec</Check>
           *               <Expected>AVC, ProRes or MPEG Video</Expected>
           *               <Actual>AVC once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>Width</Check>
           *               <Expected>at least 1280 pixels</Expected>
           *               <Actual>1920 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>Height</Check>
           *               <Expected>at least 720 pixels</Expected>
           *               <Actual>1080 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>AudioSampleRate</Check>
           *               <Expected>48000 Hz</Expected>
           *               <Actual>48000 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>AudioChannels</Check>
           *               <Expected>1, 2 or 6</Expected>
           *               <Actual>2 once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>Length</Check>
           *               <Expected>30 s (the declared Length) ±1 s</Expected>
           *               <Actual>5 s</Actual>
           *               <Result>Warn</Result>
           *             </Check>
           *             <Check>
           *               <Check>IntegratedLoudness</Check>
           *               <Expected>-24 LKFS ±2 LU (ATSC A/85)</Expected>
           *               <Actual>-24.0 LKFS (0.0 LU) once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>TruePeak</Check>
           *               <Expected>at most -2.0 dBTP (ATSC A/85)</Expected>
           *               <Actual>-2.0 dBTP once the rendition is made</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *             <Check>
           *               <Check>Rendition</Check>
           *               <Expected>MPEG-4 made from the master, H.264 1920×1080, 29.97 fps, AAC 48000 Hz, normalised to -24 LKFS</Expected>
           *               <Actual>being made from the master</Actual>
           *               <Result>Pending</Result>
           *             </Check>
           *           </Checks>
           *         </Destination>
           *       </Destinations>
           *     </FileCompliance>
           */
          "text/xml": components["schemas"]["FileCompliance"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getOrderFileRights: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order.
         * @example 5002
         */
        orderID: number;
        /**
         * @description One of its files.
         * @example 8003
         */
        fileID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's rights. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 8003,
           *       "AirStart": null,
           *       "AirEnd": null,
           *       "Notes": null
           *     }
           */
          "application/json": components["schemas"]["FileRights"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileRights xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8003</FileID>
           *       <AirStart xsi:nil="true"/>
           *       <AirEnd xsi:nil="true"/>
           *       <Notes xsi:nil="true"/>
           *     </FileRights>
           */
          "application/xml": components["schemas"]["FileRights"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileRights xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8003</FileID>
           *       <AirStart xsi:nil="true"/>
           *       <AirEnd xsi:nil="true"/>
           *       <Notes xsi:nil="true"/>
           *     </FileRights>
           */
          "text/xml": components["schemas"]["FileRights"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  putOrderFileRights: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order.
         * @example 5001
         */
        orderID: number;
        /**
         * @description One of its files.
         * @example 8001
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description The whole rights window. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "AirStart": "2026-12-01",
         *       "AirEnd": "2030-12-31",
         *       "Notes": "SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US."
         *     }
         */
        "application/json": components["schemas"]["SetRightsInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Rights>
         *       <AirStart>2026-12-01</AirStart>
         *       <AirEnd>2030-12-31</AirEnd>
         *       <Notes>SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.</Notes>
         *     </Rights>
         */
        "application/xml": components["schemas"]["SetRightsInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Rights>
         *       <AirStart>2026-12-01</AirStart>
         *       <AirEnd>2030-12-31</AirEnd>
         *       <Notes>SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.</Notes>
         *     </Rights>
         */
        "text/xml": components["schemas"]["SetRightsInput"];
      };
    };
    responses: {
      /** @description The file's rights as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 8001,
           *       "AirStart": "2026-12-01",
           *       "AirEnd": "2030-12-31",
           *       "Notes": "SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US."
           *     }
           */
          "application/json": components["schemas"]["FileRights"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileRights>
           *       <FileID>8001</FileID>
           *       <AirStart>2026-12-01</AirStart>
           *       <AirEnd>2030-12-31</AirEnd>
           *       <Notes>SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.</Notes>
           *     </FileRights>
           */
          "application/xml": components["schemas"]["FileRights"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileRights>
           *       <FileID>8001</FileID>
           *       <AirStart>2026-12-01</AirStart>
           *       <AirEnd>2030-12-31</AirEnd>
           *       <Notes>SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.</Notes>
           *     </FileRights>
           */
          "text/xml": components["schemas"]["FileRights"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  getReleaseFileRights: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description One of its tracks.
         * @example 9001
         */
        fileID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The track's rights. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 9001,
           *       "AirStart": null,
           *       "AirEnd": null,
           *       "Notes": null
           *     }
           */
          "application/json": components["schemas"]["FileRights"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileRights xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>9001</FileID>
           *       <AirStart xsi:nil="true"/>
           *       <AirEnd xsi:nil="true"/>
           *       <Notes xsi:nil="true"/>
           *     </FileRights>
           */
          "application/xml": components["schemas"]["FileRights"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileRights xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>9001</FileID>
           *       <AirStart xsi:nil="true"/>
           *       <AirEnd xsi:nil="true"/>
           *       <Notes xsi:nil="true"/>
           *     </FileRights>
           */
          "text/xml": components["schemas"]["FileRights"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  putReleaseFileRights: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description One of its tracks.
         * @example 9002
         */
        fileID: number;
      };
      cookie?: never;
    };
    /** @description The whole rights window. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "AirStart": "2026-12-01",
         *       "AirEnd": "2030-12-31",
         *       "Notes": "SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US."
         *     }
         */
        "application/json": components["schemas"]["SetRightsInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Rights>
         *       <AirStart>2026-12-01</AirStart>
         *       <AirEnd>2030-12-31</AirEnd>
         *       <Notes>SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.</Notes>
         *     </Rights>
         */
        "application/xml": components["schemas"]["SetRightsInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Rights>
         *       <AirStart>2026-12-01</AirStart>
         *       <AirEnd>2030-12-31</AirEnd>
         *       <Notes>SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.</Notes>
         *     </Rights>
         */
        "text/xml": components["schemas"]["SetRightsInput"];
      };
    };
    responses: {
      /** @description The track's rights as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 9002,
           *       "AirStart": "2026-12-01",
           *       "AirEnd": "2030-12-31",
           *       "Notes": "SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US."
           *     }
           */
          "application/json": components["schemas"]["FileRights"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileRights>
           *       <FileID>9002</FileID>
           *       <AirStart>2026-12-01</AirStart>
           *       <AirEnd>2030-12-31</AirEnd>
           *       <Notes>SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.</Notes>
           *     </FileRights>
           */
          "application/xml": components["schemas"]["FileRights"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileRights>
           *       <FileID>9002</FileID>
           *       <AirStart>2026-12-01</AirStart>
           *       <AirEnd>2030-12-31</AirEnd>
           *       <Notes>SAG-AFTRA talent, buyout through 2030; music licensed for broadcast in the US.</Notes>
           *     </FileRights>
           */
          "text/xml": components["schemas"]["FileRights"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listOrderFileClearances: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order.
         * @example 5020
         */
        orderID: number;
        /**
         * @description One of its files.
         * @example 8037
         */
        fileID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's clearances. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 8037,
           *       "Clearances": [
           *         {
           *           "FileID": 8037,
           *           "Body": "ABNT Standards",
           *           "Status": "Restricted",
           *           "Reference": "ABNT-S-2026-1240",
           *           "Restrictions": [
           *             "not before 21:00",
           *             "not in children's programming"
           *           ],
           *           "DecidedAt": "2026-11-27T10:13:24.054Z",
           *           "UpdatedAt": "2026-11-27T10:13:24.054Z"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["FileClearances"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileClearances>
           *       <FileID>8037</FileID>
           *       <Clearances>
           *         <Clearance>
           *           <FileID>8037</FileID>
           *           <Body>ABNT Standards</Body>
           *           <Status>Restricted</Status>
           *           <Reference>ABNT-S-2026-1240</Reference>
           *           <Restrictions>
           *             <Restriction>not before 21:00</Restriction>
           *             <Restriction>not in children&apos;s programming</Restriction>
           *           </Restrictions>
           *           <DecidedAt>2026-11-27T10:13:24.054Z</DecidedAt>
           *           <UpdatedAt>2026-11-27T10:13:24.054Z</UpdatedAt>
           *         </Clearance>
           *       </Clearances>
           *     </FileClearances>
           */
          "application/xml": components["schemas"]["FileClearances"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileClearances>
           *       <FileID>8037</FileID>
           *       <Clearances>
           *         <Clearance>
           *           <FileID>8037</FileID>
           *           <Body>ABNT Standards</Body>
           *           <Status>Restricted</Status>
           *           <Reference>ABNT-S-2026-1240</Reference>
           *           <Restrictions>
           *             <Restriction>not before 21:00</Restriction>
           *             <Restriction>not in children&apos;s programming</Restriction>
           *           </Restrictions>
           *           <DecidedAt>2026-11-27T10:13:24.054Z</DecidedAt>
           *           <UpdatedAt>2026-11-27T10:13:24.054Z</UpdatedAt>
           *         </Clearance>
           *       </Clearances>
           *     </FileClearances>
           */
          "text/xml": components["schemas"]["FileClearances"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  listReleaseFileClearances: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description One of its tracks.
         * @example 9001
         */
        fileID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The track's clearances. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 9001,
           *       "Clearances": []
           *     }
           */
          "application/json": components["schemas"]["FileClearances"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileClearances>
           *       <FileID>9001</FileID>
           *       <Clearances/>
           *     </FileClearances>
           */
          "application/xml": components["schemas"]["FileClearances"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileClearances>
           *       <FileID>9001</FileID>
           *       <Clearances/>
           *     </FileClearances>
           */
          "text/xml": components["schemas"]["FileClearances"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  redeliverWebhookEvent: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 588af896-11ee-4a65-956b-e5fc1de8a7f3
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The webhook's ID.
         * @example 1
         */
        webhookID: number;
        /**
         * @description The event's id (`webhook-id`).
         * @example 40
         */
        eventID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event is on its way again. */
      202: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "WebhookID": 1,
           *       "EventID": 40,
           *       "Type": "order.received"
           *     }
           */
          "application/json": components["schemas"]["EventSent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <EventSent>
           *       <WebhookID>1</WebhookID>
           *       <EventID>40</EventID>
           *       <Type>order.received</Type>
           *     </EventSent>
           */
          "application/xml": components["schemas"]["EventSent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <EventSent>
           *       <WebhookID>1</WebhookID>
           *       <EventID>40</EventID>
           *       <Type>order.received</Type>
           *     </EventSent>
           */
          "text/xml": components["schemas"]["EventSent"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  completeOrderFileUpload: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 60707fbd-6987-47de-bf88-10df143ecd08
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The order's ID.
         * @example 5001
         */
        orderID: number;
        /**
         * @description The file's ID (a FileID of that order).
         * @example 8001
         */
        fileID: number;
        /**
         * @description The UploadID that starting the upload answered.
         * @example 12
         */
        uploadID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's content record: what was stored, its digest, what the service read from the container. */
      200: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 8001,
           *       "ContentType": "video/mp4",
           *       "Bytes": 133237,
           *       "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *       "UploadedAt": "2026-11-21T20:13:53.978Z",
           *       "Media": {
           *         "DurationSeconds": 5,
           *         "Width": 1920,
           *         "Height": 1080,
           *         "Loudness": null,
           *         "Measurement": {
           *           "Status": "Pending",
           *           "Reason": null
           *         }
           *       },
           *       "Warnings": [
           *         {
           *           "Code": "length_mismatch",
           *           "Message": "The declared Length is 30 s; the media runs 5 s.",
           *           "Field": "Length"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["FileContent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileContent xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8001</FileID>
           *       <ContentType>video/mp4</ContentType>
           *       <Bytes>133237</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *       <UploadedAt>2026-11-21T20:13:53.978Z</UploadedAt>
           *       <Media>
           *         <DurationSeconds>5</DurationSeconds>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <Loudness xsi:nil="true"/>
           *         <Measurement>
           *           <Status>Pending</Status>
           *           <Reason xsi:nil="true"/>
           *         </Measurement>
           *       </Media>
           *       <Warnings>
           *         <Warning>
           *           <Code>length_mismatch</Code>
           *           <Message>The declared Length is 30 s; the media runs 5 s.</Message>
           *           <Field>Length</Field>
           *         </Warning>
           *       </Warnings>
           *     </FileContent>
           */
          "application/xml": components["schemas"]["FileContent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileContent xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8001</FileID>
           *       <ContentType>video/mp4</ContentType>
           *       <Bytes>133237</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *       <UploadedAt>2026-11-21T20:13:53.978Z</UploadedAt>
           *       <Media>
           *         <DurationSeconds>5</DurationSeconds>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <Loudness xsi:nil="true"/>
           *         <Measurement>
           *           <Status>Pending</Status>
           *           <Reason xsi:nil="true"/>
           *         </Measurement>
           *       </Media>
           *       <Warnings>
           *         <Warning>
           *           <Code>length_mismatch</Code>
           *           <Message>The declared Length is 30 s; the media runs 5 s.</Message>
           *           <Field>Length</Field>
           *         </Warning>
           *       </Warnings>
           *     </FileContent>
           */
          "text/xml": components["schemas"]["FileContent"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  abortOrderFileUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5001
         */
        orderID: number;
        /**
         * @description The file's ID (a FileID of that order).
         * @example 8001
         */
        fileID: number;
        /**
         * @description The UploadID that starting the upload answered.
         * @example 12
         */
        uploadID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload, aborted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "UploadID": 12,
           *       "FileID": 8001,
           *       "AbortedAt": "2026-11-21T20:13:53.978Z"
           *     }
           */
          "application/json": components["schemas"]["AbortedUpload"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <AbortedUpload>
           *       <UploadID>12</UploadID>
           *       <FileID>8001</FileID>
           *       <AbortedAt>2026-11-21T20:13:53.978Z</AbortedAt>
           *     </AbortedUpload>
           */
          "application/xml": components["schemas"]["AbortedUpload"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <AbortedUpload>
           *       <UploadID>12</UploadID>
           *       <FileID>8001</FileID>
           *       <AbortedAt>2026-11-21T20:13:53.978Z</AbortedAt>
           *     </AbortedUpload>
           */
          "text/xml": components["schemas"]["AbortedUpload"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  completeReleaseFileUpload: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). Sending the same POST again with the same key within 24 hours answers the first answer (status, body, `Location`) again, rendered in the format you ask for now, with `Idempotent-Replayed: true`, and writes nothing. Keys belong to your organization. The same key with another path, another query string (compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming `Idempotency-Key`; while the first request with that key is still running, a 409. What is kept: the answer of the operation itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) keeps nothing, and a 500 releases the key: send the same request with the same key again. A request that wrote and then died before answering is never carried out again: the same request, once the first has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying it was carried out. A key is forgotten 24 hours after its first use.
         * @example 32782334-9781-4a63-972b-67a257b158e1
         */
        "Idempotency-Key"?: string;
      };
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9001
         */
        fileID: number;
        /**
         * @description The UploadID that starting the upload answered.
         * @example 12
         */
        uploadID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's content record: what was stored, its digest, what the service read from the container. */
      200: {
        headers: {
          /** @description `true` when this is the recorded answer of an earlier request with the same Idempotency-Key. */
          "Idempotent-Replayed"?: string;
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 8001,
           *       "ContentType": "video/mp4",
           *       "Bytes": 133237,
           *       "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2",
           *       "UploadedAt": "2026-11-21T20:13:53.978Z",
           *       "Media": {
           *         "DurationSeconds": 5,
           *         "Width": 1920,
           *         "Height": 1080,
           *         "Loudness": null,
           *         "Measurement": {
           *           "Status": "Pending",
           *           "Reason": null
           *         }
           *       },
           *       "Warnings": [
           *         {
           *           "Code": "length_mismatch",
           *           "Message": "The declared Length is 30 s; the media runs 5 s.",
           *           "Field": "Length"
           *         }
           *       ]
           *     }
           */
          "application/json": components["schemas"]["FileContent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileContent xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8001</FileID>
           *       <ContentType>video/mp4</ContentType>
           *       <Bytes>133237</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *       <UploadedAt>2026-11-21T20:13:53.978Z</UploadedAt>
           *       <Media>
           *         <DurationSeconds>5</DurationSeconds>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <Loudness xsi:nil="true"/>
           *         <Measurement>
           *           <Status>Pending</Status>
           *           <Reason xsi:nil="true"/>
           *         </Measurement>
           *       </Media>
           *       <Warnings>
           *         <Warning>
           *           <Code>length_mismatch</Code>
           *           <Message>The declared Length is 30 s; the media runs 5 s.</Message>
           *           <Field>Length</Field>
           *         </Warning>
           *       </Warnings>
           *     </FileContent>
           */
          "application/xml": components["schemas"]["FileContent"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <FileContent xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
           *       <FileID>8001</FileID>
           *       <ContentType>video/mp4</ContentType>
           *       <Bytes>133237</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *       <UploadedAt>2026-11-21T20:13:53.978Z</UploadedAt>
           *       <Media>
           *         <DurationSeconds>5</DurationSeconds>
           *         <Width>1920</Width>
           *         <Height>1080</Height>
           *         <Loudness xsi:nil="true"/>
           *         <Measurement>
           *           <Status>Pending</Status>
           *           <Reason xsi:nil="true"/>
           *         </Measurement>
           *       </Media>
           *       <Warnings>
           *         <Warning>
           *           <Code>length_mismatch</Code>
           *           <Message>The declared Length is 30 s; the media runs 5 s.</Message>
           *           <Field>Length</Field>
           *         </Warning>
           *       </Warnings>
           *     </FileContent>
           */
          "text/xml": components["schemas"]["FileContent"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  abortReleaseFileUpload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9001
         */
        fileID: number;
        /**
         * @description The UploadID that starting the upload answered.
         * @example 12
         */
        uploadID: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload, aborted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "UploadID": 12,
           *       "FileID": 8001,
           *       "AbortedAt": "2026-11-21T20:13:53.978Z"
           *     }
           */
          "application/json": components["schemas"]["AbortedUpload"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <AbortedUpload>
           *       <UploadID>12</UploadID>
           *       <FileID>8001</FileID>
           *       <AbortedAt>2026-11-21T20:13:53.978Z</AbortedAt>
           *     </AbortedUpload>
           */
          "application/xml": components["schemas"]["AbortedUpload"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <AbortedUpload>
           *       <UploadID>12</UploadID>
           *       <FileID>8001</FileID>
           *       <AbortedAt>2026-11-21T20:13:53.978Z</AbortedAt>
           *     </AbortedUpload>
           */
          "text/xml": components["schemas"]["AbortedUpload"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  setOrderFileClearance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order.
         * @example 5001
         */
        orderID: number;
        /**
         * @description One of its files.
         * @example 8001
         */
        fileID: number;
        /**
         * @description The clearing body's name, URL-encoded (e.g. `ABNT%20Standards`).
         * @example ABNT Standards
         */
        body: string;
      };
      cookie?: never;
    };
    /** @description The body's decision. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Status": "Restricted",
         *       "Reference": "ABNT-S-2026-1302",
         *       "Restrictions": [
         *         "not before 21:00"
         *       ],
         *       "DecidedAt": "2026-11-27T16:00:00Z"
         *     }
         */
        "application/json": components["schemas"]["SetClearanceInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Clearance>
         *       <Status>Restricted</Status>
         *       <Reference>ABNT-S-2026-1302</Reference>
         *       <Restrictions>
         *         <Restriction>not before 21:00</Restriction>
         *       </Restrictions>
         *       <DecidedAt>2026-11-27T16:00:00Z</DecidedAt>
         *     </Clearance>
         */
        "application/xml": components["schemas"]["SetClearanceInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Clearance>
         *       <Status>Restricted</Status>
         *       <Reference>ABNT-S-2026-1302</Reference>
         *       <Restrictions>
         *         <Restriction>not before 21:00</Restriction>
         *       </Restrictions>
         *       <DecidedAt>2026-11-27T16:00:00Z</DecidedAt>
         *     </Clearance>
         */
        "text/xml": components["schemas"]["SetClearanceInput"];
      };
    };
    responses: {
      /** @description The clearance as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 8001,
           *       "Body": "ABNT Standards",
           *       "Status": "Restricted",
           *       "Reference": "ABNT-S-2026-1302",
           *       "Restrictions": [
           *         "not before 21:00"
           *       ],
           *       "DecidedAt": "2026-11-27T16:00:00.000Z",
           *       "UpdatedAt": "2026-11-28T09:12:40.117Z"
           *     }
           */
          "application/json": components["schemas"]["Clearance"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Clearance>
           *       <FileID>8001</FileID>
           *       <Body>ABNT Standards</Body>
           *       <Status>Restricted</Status>
           *       <Reference>ABNT-S-2026-1302</Reference>
           *       <Restrictions>
           *         <Restriction>not before 21:00</Restriction>
           *       </Restrictions>
           *       <DecidedAt>2026-11-27T16:00:00.000Z</DecidedAt>
           *       <UpdatedAt>2026-11-28T09:12:40.117Z</UpdatedAt>
           *     </Clearance>
           */
          "application/xml": components["schemas"]["Clearance"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Clearance>
           *       <FileID>8001</FileID>
           *       <Body>ABNT Standards</Body>
           *       <Status>Restricted</Status>
           *       <Reference>ABNT-S-2026-1302</Reference>
           *       <Restrictions>
           *         <Restriction>not before 21:00</Restriction>
           *       </Restrictions>
           *       <DecidedAt>2026-11-27T16:00:00.000Z</DecidedAt>
           *       <UpdatedAt>2026-11-28T09:12:40.117Z</UpdatedAt>
           *     </Clearance>
           */
          "text/xml": components["schemas"]["Clearance"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  setReleaseFileClearance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description One of its tracks.
         * @example 9002
         */
        fileID: number;
        /**
         * @description The clearing body's name, URL-encoded (e.g. `ABNT%20Standards`).
         * @example ABNT Standards
         */
        body: string;
      };
      cookie?: never;
    };
    /** @description The body's decision. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "Status": "Restricted",
         *       "Reference": "ABNT-S-2026-1302",
         *       "Restrictions": [
         *         "not before 21:00"
         *       ],
         *       "DecidedAt": "2026-11-27T16:00:00Z"
         *     }
         */
        "application/json": components["schemas"]["SetClearanceInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Clearance>
         *       <Status>Restricted</Status>
         *       <Reference>ABNT-S-2026-1302</Reference>
         *       <Restrictions>
         *         <Restriction>not before 21:00</Restriction>
         *       </Restrictions>
         *       <DecidedAt>2026-11-27T16:00:00Z</DecidedAt>
         *     </Clearance>
         */
        "application/xml": components["schemas"]["SetClearanceInput"];
        /**
         * @example <?xml version="1.0" encoding="UTF-8"?>
         *     <Clearance>
         *       <Status>Restricted</Status>
         *       <Reference>ABNT-S-2026-1302</Reference>
         *       <Restrictions>
         *         <Restriction>not before 21:00</Restriction>
         *       </Restrictions>
         *       <DecidedAt>2026-11-27T16:00:00Z</DecidedAt>
         *     </Clearance>
         */
        "text/xml": components["schemas"]["SetClearanceInput"];
      };
    };
    responses: {
      /** @description The track's clearance as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "FileID": 9002,
           *       "Body": "ABNT Standards",
           *       "Status": "Restricted",
           *       "Reference": "ABNT-S-2026-1302",
           *       "Restrictions": [
           *         "not before 21:00"
           *       ],
           *       "DecidedAt": "2026-11-27T16:00:00.000Z",
           *       "UpdatedAt": "2026-11-28T09:12:40.117Z"
           *     }
           */
          "application/json": components["schemas"]["Clearance"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Clearance>
           *       <FileID>9002</FileID>
           *       <Body>ABNT Standards</Body>
           *       <Status>Restricted</Status>
           *       <Reference>ABNT-S-2026-1302</Reference>
           *       <Restrictions>
           *         <Restriction>not before 21:00</Restriction>
           *       </Restrictions>
           *       <DecidedAt>2026-11-27T16:00:00.000Z</DecidedAt>
           *       <UpdatedAt>2026-11-28T09:12:40.117Z</UpdatedAt>
           *     </Clearance>
           */
          "application/xml": components["schemas"]["Clearance"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <Clearance>
           *       <FileID>9002</FileID>
           *       <Body>ABNT Standards</Body>
           *       <Status>Restricted</Status>
           *       <Reference>ABNT-S-2026-1302</Reference>
           *       <Restrictions>
           *         <Restriction>not before 21:00</Restriction>
           *       </Restrictions>
           *       <DecidedAt>2026-11-27T16:00:00.000Z</DecidedAt>
           *       <UpdatedAt>2026-11-28T09:12:40.117Z</UpdatedAt>
           *     </Clearance>
           */
          "text/xml": components["schemas"]["Clearance"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  putOrderFilePart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The order's ID.
         * @example 5001
         */
        orderID: number;
        /**
         * @description The file's ID (a FileID of that order).
         * @example 8001
         */
        fileID: number;
        /**
         * @description The UploadID that starting the upload answered.
         * @example 12
         */
        uploadID: number;
        /**
         * @description The part's number, 1 to 10000; parts may arrive in any order and be sent again.
         * @example 1
         */
        partNumber: number;
      };
      cookie?: never;
    };
    /** @description The part's bytes. */
    requestBody: {
      content: {
        "video/*": string;
        "audio/*": string;
        "application/mxf": string;
        "application/octet-stream": string;
      };
    };
    responses: {
      /** @description The part as received. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "PartNumber": 1,
           *       "Bytes": 67108864,
           *       "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2"
           *     }
           */
          "application/json": components["schemas"]["UploadPart"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <UploadPart>
           *       <PartNumber>1</PartNumber>
           *       <Bytes>67108864</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *     </UploadPart>
           */
          "application/xml": components["schemas"]["UploadPart"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <UploadPart>
           *       <PartNumber>1</PartNumber>
           *       <Bytes>67108864</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *     </UploadPart>
           */
          "text/xml": components["schemas"]["UploadPart"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      411: components["responses"]["LengthRequired"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  putReleaseFilePart: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The release's ID.
         * @example 7001
         */
        releaseID: number;
        /**
         * @description The file's ID (a file of that release).
         * @example 9001
         */
        fileID: number;
        /**
         * @description The UploadID that starting the upload answered.
         * @example 12
         */
        uploadID: number;
        /**
         * @description The part's number, 1 to 10000; parts may arrive in any order and be sent again.
         * @example 1
         */
        partNumber: number;
      };
      cookie?: never;
    };
    /** @description The part's bytes. */
    requestBody: {
      content: {
        "video/*": string;
        "audio/*": string;
        "application/mxf": string;
        "application/octet-stream": string;
      };
    };
    responses: {
      /** @description The part as received. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "PartNumber": 1,
           *       "Bytes": 67108864,
           *       "Sha256": "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2"
           *     }
           */
          "application/json": components["schemas"]["UploadPart"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <UploadPart>
           *       <PartNumber>1</PartNumber>
           *       <Bytes>67108864</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *     </UploadPart>
           */
          "application/xml": components["schemas"]["UploadPart"];
          /**
           * @example <?xml version="1.0" encoding="UTF-8"?>
           *     <UploadPart>
           *       <PartNumber>1</PartNumber>
           *       <Bytes>67108864</Bytes>
           *       <Sha256>7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2</Sha256>
           *     </UploadPart>
           */
          "text/xml": components["schemas"]["UploadPart"];
        };
      };
      400: components["responses"]["BadRequest"];
      401: components["responses"]["Unauthorized"];
      403: components["responses"]["Forbidden"];
      404: components["responses"]["NotFound"];
      406: components["responses"]["NotAcceptable"];
      409: components["responses"]["Conflict"];
      411: components["responses"]["LengthRequired"];
      413: components["responses"]["PayloadTooLarge"];
      415: components["responses"]["UnsupportedMediaType"];
      422: components["responses"]["ValidationFailed"];
      429: components["responses"]["RateLimited"];
      500: components["responses"]["InternalError"];
    };
  };
  "event.file.rendition_ready": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "file.rendition_ready",
         *       "timestamp": "2026-11-28T08:09:21.412Z",
         *       "data": {
         *         "OrderID": 5029,
         *         "FileID": 9013,
         *         "AdID": "REND0001",
         *         "ContentUrl": "/api/v1/ad/orders/5029/files/9013/content",
         *         "Destinations": [
         *           201,
         *           202
         *         ],
         *         "Rendition": {
         *           "Status": "Ready",
         *           "Reason": null,
         *           "ContentType": "audio/wav",
         *           "Bytes": 1764078,
         *           "Sha256": "84eaab0854d9e30eeab0c3c2360fddbf65dbd34a8de9f59eba0914a396d98b02"
         *         },
         *         "At": "2026-11-28T08:09:21.412Z"
         *       }
         *     }
         */
        "application/json": {
          /** @constant */
          type: "file.rendition_ready";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["RenditionEventData"];
        };
      };
    };
    responses: {
      /** @description Received: any 2xx within 10 s (else the event is sent again). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  "event.file.rendition_failed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "file.rendition_failed",
         *       "timestamp": "2026-11-28T08:09:21.412Z",
         *       "data": {
         *         "OrderID": 5029,
         *         "FileID": 9013,
         *         "AdID": "REND0001",
         *         "ContentUrl": "/api/v1/ad/orders/5029/files/9013/content",
         *         "Destinations": [
         *           235
         *         ],
         *         "Rendition": {
         *           "Status": "Failed",
         *           "Reason": "upscale_refused: The original is 1920×1080, smaller than 3840×2160.",
         *           "ContentType": null,
         *           "Bytes": null,
         *           "Sha256": null
         *         },
         *         "At": "2026-11-28T08:09:21.412Z"
         *       }
         *     }
         */
        "application/json": {
          /** @constant */
          type: "file.rendition_failed";
          /** Format: date-time */
          timestamp: string;
          data: components["schemas"]["RenditionEventData"];
        };
      };
    };
    responses: {
      /** @description Received: any 2xx within 10 s (else the event is sent again). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
