/**
 * The bench's data at scale, generated inside SQLite (recursive CTEs, or
 * INSERT … SELECT from rows generated before) on top of the demo world of
 * fixtures/, in steps small enough for a progress bar.
 *
 * Full size: 100 more destination stations (139 in all), 20,000 published
 * orders with 2 files and 5 destinations each (40,000 files, 100,000
 * destinations, 200,000 deliveries), their house IDs, asset statuses and
 * comments, 1,000,000 request-log entries (each account's in its partition
 * of the log), and a pool of drafts for the
 * Publish Order case. Orders belong to Northwind (100) for half, Harbor Light
 * (400) for 30 %, two more agencies for the rest; created over the last 30
 * days; deliveries follow them (Delivered, Failed 2 %, Sending on the last
 * day, Queued at an offline station); log entries spread over 90 days.
 *
 * The `small` stage is one hundredth of it (orders 1..200, log entries
 * 1..10,000) and `grow` adds the rest; dates are spread by a permutation of
 * the row number, so both stages cover the same days at 1/100 and at full
 * density.
 */

import { partitionOf } from "../../src/db/log-placement";

export const FULL = { orders: 20_000, logs: 1_000_000, drafts: 12_000 } as const;
export const SMALL = { orders: FULL.orders / 100, logs: FULL.logs / 100 } as const;

/** Bulk order i (1-based) has id ORDER_BASE + i; draft j has DRAFT_BASE + j; an order's files are 2·id and 2·id + 1. */
export const ORDER_BASE = 100_000;
export const DRAFT_BASE = 130_000;
const DAY = 86_400;

export interface SeedStep {
  /** What the step adds, for the progress bar. */
  label: string;
  /** Rows it adds (the progress bar's unit). */
  rows: number;
  /** The database it runs in: DB unless it names a partition of the request log (LOGS_n). */
  database?: string;
  sql: string;
}

/** Northwind 50 %, Harbor Light 30 %, two smaller agencies 10 % each. */
const owner = (i: string) => `CASE WHEN ${i} % 10 < 5 THEN 100 WHEN ${i} % 10 < 8 THEN 400 ELSE 410 + ${i} % 2 END`;

/** Destination stations numbered 0..N-1 in id order. */
const STATIONS = `st AS (SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id, status FROM organizations WHERE kind = 'destination'),
  n_st AS (SELECT count(*) AS n FROM st)`;

const iso = (epochSeconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${epochSeconds}, 'unixepoch')`;

const seq = (from: number, to: number) => `seq(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM seq WHERE i < ${to})`;

/**
 * Two more agencies and 100 more stations (10 % offline), idempotent. The demo stations' specs lose their `Deliver`:
 * the bench's 20,000 orders share the demo spots' content, and a rendition of it would be offered to all of them at
 * once; the cases measure the API with stations that take the original (a rendition's cost is bench:renditions').
 */
function organizationsStep(now: number): SeedStep {
  const markets = [
    "Boston, MA",
    "Chicago, IL",
    "Los Angeles, CA",
    "New York, NY",
    "Dallas-Ft. Worth, TX",
    "Atlanta, GA",
    "Seattle-Tacoma, WA",
    "Denver, CO",
    "Miami-Ft. Lauderdale, FL",
    "Detroit, MI",
  ];
  const market = `CASE i % 10 ${markets.map((m, k) => `WHEN ${k} THEN '${m}'`).join(" ")} END`;
  const type = "CASE i % 4 WHEN 0 THEN 'TV' WHEN 1 THEN 'Radio' WHEN 2 THEN 'Cable' ELSE 'Network' END";
  const letters = "char(65 + i % 26) || char(65 + (i / 26) % 26) || char(65 + (i * 7) % 26)";
  const call = `(CASE WHEN i % 2 = 0 THEN 'W' ELSE 'K' END) || ${letters} || CASE i % 4 WHEN 0 THEN '-TV' WHEN 1 THEN '-FM' ELSE '' END`;
  const since = iso(`${now} - (i * 7919 % 60) * ${DAY} - 3600`);
  return {
    label: "organizations",
    rows: 102,
    sql: `INSERT OR IGNORE INTO organizations (id, name, display_name, kind) VALUES
  (410, 'Crescent Media Buying', 'Crescent Media Buying', 'agency'),
  (411, 'Pinecrest Advertising', 'Pinecrest Advertising', 'agency');
WITH RECURSIVE ${seq(1, 100)}
INSERT OR IGNORE INTO organizations
  (id, name, display_name, kind, type, market, country, status, status_since, last_seen_at, created_at, updated_at)
SELECT 1000 + i, ${call} || '-' || (1000 + i), ${call} || ' ' || ${market}, 'destination', ${type}, ${market}, 'US',
  CASE WHEN i % 10 = 3 THEN 'Offline' ELSE 'Online' END, ${since},
  CASE WHEN i % 10 = 3 THEN ${since} ELSE ${iso(`${now} - (i % 9) * 60`)} END, ${since}, ${since}
FROM seq;
UPDATE destination_specs SET spec = json_remove(spec, '$.Deliver');`,
  };
}

/**
 * Orders `from..to` (1-based) with their files, destinations, deliveries,
 * file statuses, comments, then each order's status from its deliveries.
 */
function ordersStep(from: number, to: number, now: number): SeedStep {
  const lo = ORDER_BASE + from;
  const hi = ORDER_BASE + to;
  const advertisers = [
    "Brightside Motors",
    "Great Lakes Credit Union",
    "Riverbend Health",
    "Maple & Oak Furniture",
    "Summit Outdoor Gear",
    "Harbor Light Ferries",
    "Blue Ridge Insurance",
    "Northstar Wireless",
  ];
  const advertiser = `CASE i % 8 ${advertisers.map((a, k) => `WHEN ${k} THEN '${a.replace("'", "''")}'`).join(" ")} END`;
  /** From 6 hours to 30 days old, by a permutation of i so that any range of i spreads over the month. */
  const age = `(6 * 3600 + (i * 7919 % ${FULL.orders}) * ${(30 * DAY) / FULL.orders})`;
  /** A delivery's state: Queued at an offline station, Sending on the first day, else Delivered (2 % Failed). */
  const status = `(CASE WHEN g.status = 'Offline' THEN 'Queued'
    WHEN o.published_at > '${new Date((now - DAY) * 1000).toISOString()}' THEN 'Sending'
    WHEN (o.id + d.organization_id + f.position) % 50 = 0 THEN 'Failed' ELSE 'Delivered' END)`;
  /** Files go out a few minutes apart after publishing. */
  const sentAt =
    "strftime('%Y-%m-%dT%H:%M:%fZ', o.published_at, '+' || (5 + d.position * 3 + f.position) || ' minutes')";
  return {
    label: "orders",
    rows: to - from + 1,
    sql: `WITH RECURSIVE ${seq(from, to)}
INSERT INTO orders (id, order_type, status, owner_organization_id, owner_name, created_by_key_id, advertiser, product, purchase_order,
  priority, flight_start_date, flight_end_date, traffic_instructions, created_at, updated_at, published_at)
SELECT ${ORDER_BASE} + i, CASE WHEN i % 20 = 0 THEN 'LongForm' ELSE 'Spot' END, 'Published', ${owner("i")},
  (SELECT name FROM organizations WHERE id = ${owner("i")}),
  CASE ${owner("i")} WHEN 100 THEN 1 WHEN 400 THEN 5 ELSE NULL END, ${advertiser}, 'Campaign ' || (i % 97),
  'PO-' || (${ORDER_BASE} + i), CASE WHEN i % 7 = 0 THEN 'Rush' ELSE 'Standard' END,
  date(${now} - ${age} + 2 * ${DAY}, 'unixepoch'), date(${now} - ${age} + 30 * ${DAY}, 'unixepoch'),
  CASE WHEN i % 3 = 0 THEN 'Rotate evenly across dayparts.' END,
  ${iso(`${now} - ${age}`)}, ${iso(`${now} - ${age} + 3600`)}, ${iso(`${now} - ${age} + 3600`)}
FROM seq;
INSERT INTO files (id, order_id, position, ad_id, title, length_seconds, format, created_at)
SELECT 2 * o.id + k.k, o.id, k.k, 'BNCH' || printf('%07d', o.id) || CASE k.k WHEN 0 THEN 'H' ELSE '' END,
  o.advertiser || CASE k.k WHEN 0 THEN ' :30' ELSE ' :15 (Radio)' END,
  CASE WHEN o.order_type = 'LongForm' THEN 1680 WHEN k.k = 0 THEN 30 ELSE 15 END,
  CASE k.k WHEN 0 THEN 'HD' ELSE 'Audio' END, o.created_at
FROM orders o, (SELECT 0 AS k UNION ALL SELECT 1) k WHERE o.id BETWEEN ${lo} AND ${hi};
${demoContent(lo, hi)}
WITH ${STATIONS}
INSERT INTO destinations (order_id, organization_id, position)
SELECT o.id, st.id, j.j
FROM orders o, (SELECT 0 AS j UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4) j, n_st
JOIN st ON st.idx = (o.id * 7 + j.j * 13) % n_st.n
WHERE o.id BETWEEN ${lo} AND ${hi};
INSERT INTO deliveries (order_id, owner_organization_id, file_id, organization_id, status, status_date, delivered_at,
  attempts, created_at, ad_id, bytes, sha256, organization_name)
SELECT o.id, o.owner_organization_id, f.id, d.organization_id, ${status},
  CASE WHEN ${status} = 'Queued' THEN o.published_at ELSE ${sentAt} END,
  CASE WHEN ${status} = 'Delivered' THEN ${sentAt} END,
  CASE ${status} WHEN 'Queued' THEN 0 WHEN 'Failed' THEN 5 ELSE 1 END, o.published_at,
  f.ad_id, f.content_bytes, f.content_sha256, g.name
FROM orders o
JOIN files f ON f.order_id = o.id
JOIN destinations d ON d.order_id = o.id
JOIN organizations g ON g.id = d.organization_id
WHERE o.id BETWEEN ${lo} AND ${hi};
INSERT OR IGNORE INTO file_statuses (file_id, organization_id, asset_status, asset_status_updated_at, asset_status_set_by,
  house_id, house_id_updated_at, house_id_set_by)
SELECT d.file_id, d.organization_id,
  CASE (d.file_id + d.organization_id) % 4 WHEN 0 THEN 'Received' WHEN 1 THEN 'Approved' WHEN 2 THEN 'On Air' ELSE 'In Review' END,
  strftime('%Y-%m-%dT%H:%M:%fZ', d.delivered_at, '+2 hours'), g.name,
  CASE WHEN d.file_id % 2 = 0 THEN substr(g.name, 1, 4) || '-' || d.file_id END,
  CASE WHEN d.file_id % 2 = 0 THEN strftime('%Y-%m-%dT%H:%M:%fZ', d.delivered_at, '+3 hours') END,
  CASE WHEN d.file_id % 2 = 0 THEN g.name END
FROM deliveries d JOIN organizations g ON g.id = d.organization_id
WHERE d.order_id BETWEEN ${lo} AND ${hi} AND d.status = 'Delivered' AND (d.file_id + d.organization_id) % 3 = 0;
INSERT INTO comments (order_id, type, poster_name, text, organization_id, created_at)
SELECT d.order_id, CASE WHEN d.order_id % 8 = 0 THEN 'Approval' ELSE 'Comment' END, g.name,
  CASE WHEN d.order_id % 8 = 0 THEN 'Approved for air.' ELSE 'Received, <b>thanks</b>. Airing from Monday.' END,
  d.organization_id, strftime('%Y-%m-%dT%H:%M:%fZ', d.delivered_at, '+1 hours')
FROM deliveries d JOIN organizations g ON g.id = d.organization_id
WHERE d.order_id BETWEEN ${lo} AND ${hi} AND d.order_id % 4 = 0 AND d.status = 'Delivered' AND d.file_id % 2 = 0
  AND d.organization_id = (SELECT min(organization_id) FROM destinations WHERE order_id = d.order_id);
UPDATE orders SET status = CASE
    WHEN NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = orders.id AND d.status <> 'Delivered') THEN 'Delivered'
    WHEN EXISTS (SELECT 1 FROM deliveries d WHERE d.order_id = orders.id AND d.status <> 'Queued') THEN 'In Progress'
    ELSE 'Published' END,
  file_count = (SELECT count(*) FROM files WHERE order_id = orders.id),
  destination_count = (SELECT count(*) FROM destinations WHERE order_id = orders.id)
WHERE id BETWEEN ${lo} AND ${hi};`,
  };
}

/** The files of orders `lo..hi` get the demo world's content of fixture file 8003 (publishing needs content). */
const demoContent = (
  lo: number,
  hi: number,
) => `UPDATE files SET content_key = c.content_key, content_type = c.content_type,
  content_bytes = c.content_bytes, content_sha256 = c.content_sha256, content_uploaded_at = files.created_at,
  content_media = c.content_media, content_loudness = c.content_loudness
FROM (SELECT * FROM files WHERE id = 8003) c WHERE files.order_id BETWEEN ${lo} AND ${hi};`;

/** Northwind drafts `from..to` for the Publish Order case: 2 files, 3 online destinations each, no deliveries yet. */
function draftsStep(from: number, to: number, now: number): SeedStep {
  const lo = DRAFT_BASE + from;
  const hi = DRAFT_BASE + to;
  return {
    label: "drafts",
    rows: to - from + 1,
    sql: `WITH RECURSIVE ${seq(from, to)}
INSERT INTO orders (id, order_type, status, owner_organization_id, owner_name, created_by_key_id, advertiser, product, priority,
  flight_start_date, flight_end_date, created_at, updated_at)
SELECT ${DRAFT_BASE} + i, 'Spot', 'Draft', 100, (SELECT name FROM organizations WHERE id = 100), 1, 'Brightside Motors', 'Spring Event ' || i, 'Rush',
  date(${now} + 10 * ${DAY}, 'unixepoch'), date(${now} + 40 * ${DAY}, 'unixepoch'),
  ${iso(`${now} - i`)}, ${iso(`${now} - i`)}
FROM seq;
INSERT INTO files (id, order_id, position, ad_id, title, length_seconds, format, created_at)
SELECT 2 * o.id + k.k, o.id, k.k, 'DRFT' || printf('%07d', o.id) || CASE k.k WHEN 0 THEN 'H' ELSE '' END,
  'Spring Event :' || CASE k.k WHEN 0 THEN '30' ELSE '15' END, CASE k.k WHEN 0 THEN 30 ELSE 15 END, 'HD', o.created_at
FROM orders o, (SELECT 0 AS k UNION ALL SELECT 1) k WHERE o.id BETWEEN ${lo} AND ${hi};
${demoContent(lo, hi)}
INSERT INTO destinations (order_id, organization_id, position)
SELECT o.id, d.id, d.position
FROM orders o, (SELECT 200 AS id, 0 AS position UNION ALL SELECT 201, 1 UNION ALL SELECT 203, 2) d
WHERE o.id BETWEEN ${lo} AND ${hi};
UPDATE orders SET file_count = 2, destination_count = 3 WHERE id BETWEEN ${lo} AND ${hi};`,
  };
}

/**
 * What a request of the log looks like, by n % 16: method, SPEC.md template, its concrete path in SQL from a value
 * `v`, `v` in SQL (the order, a station, or nothing), query and status in SQL.
 */
const LOG_SHAPES: [string, string, string, string, string, string][] = [
  [
    "GET",
    "/api/v1/ad/orders/{orderID}",
    "'/api/v1/ad/orders/' || v",
    "oid",
    "''",
    "CASE WHEN n % 97 = 0 THEN 404 ELSE 200 END",
  ],
  ["GET", "/api/v1/ad/orders/{orderID}", "'/api/v1/ad/orders/' || v", "oid", "''", "200"],
  ["GET", "/api/v1/ad/orders/{orderID}", "'/api/v1/ad/orders/' || v", "oid", "''", "200"],
  [
    "GET",
    "/api/v1/ad/orders/{orderID}/proofofdelivery",
    "'/api/v1/ad/orders/' || v || '/proofofdelivery'",
    "oid",
    "''",
    "200",
  ],
  [
    "GET",
    "/api/v1/ad/orders/proofofdelivery",
    "'/api/v1/ad/orders/proofofdelivery'",
    "0",
    "'?fromDate=' || strftime('%m/%d/%Y', at - 7 * 86400, 'unixepoch')",
    "200",
  ],
  ["GET", "/api/v1/ad/orders/proofofdelivery", "'/api/v1/ad/orders/proofofdelivery'", "0", "''", "200"],
  [
    "GET",
    "/api/v1/ad/orders/{orderID}/trafficconfirmation",
    "'/api/v1/ad/orders/' || v || '/trafficconfirmation'",
    "oid",
    "''",
    "200",
  ],
  [
    "GET",
    "/api/v1/ad/orders/{orderID}/destinations",
    "'/api/v1/ad/orders/' || v || '/destinations'",
    "oid",
    "''",
    "200",
  ],
  ["POST", "/api/v1/ad/orders", "'/api/v1/ad/orders'", "0", "''", "CASE WHEN n % 23 = 0 THEN 422 ELSE 201 END"],
  [
    "PUT",
    "/api/v1/ad/orders/{orderID}/publish",
    "'/api/v1/ad/orders/' || v || '/publish'",
    "oid",
    "''",
    "CASE WHEN n % 11 = 0 THEN 409 ELSE 200 END",
  ],
  ["POST", "/api/v1/ad/orders/{orderID}/comments", "'/api/v1/ad/orders/' || v || '/comments'", "oid", "''", "201"],
  [
    "PUT",
    "/api/v1/ad/orders/{orderID}/files/{fileID}/houseid",
    "'/api/v1/ad/orders/' || v || '/files/' || (2 * v) || '/houseid'",
    "oid",
    "''",
    "200",
  ],
  [
    "GET",
    "/api/v1/ad/account/availableDestinations",
    "'/api/v1/ad/account/availableDestinations'",
    "0",
    "'?status=online'",
    "200",
  ],
  [
    "GET",
    "/api/v1/ad/account/destinationOrganizationStatus/{organizationID}",
    "'/api/v1/ad/account/destinationOrganizationStatus/' || v",
    "200 + n % 39",
    "''",
    "200",
  ],
  [
    "GET",
    "/api/v1/music/account/logs",
    "'/api/v1/music/account/logs'",
    "0",
    "'?dateFrom=' || strftime('%Y-%m-%d', at - 86400, 'unixepoch')",
    "CASE WHEN n % 53 = 0 THEN 400 ELSE 200 END",
  ],
  ["GET", "/api/v1/ad/orders/orderstates", "'/api/v1/ad/orders/orderstates'", "0", "''", "200"],
];

/** The accounts of the log: Northwind half of it, Harbor Light 30 %, WXYZ-TV 10 %, Blue Harbor 10 %. */
const LOG_ACCOUNTS = [100, 400, 200, 110];

/** Entries a group of the bench's log holds (a busy account's group commit writes about a dozen at once). */
const LOG_GROUP = 10;

/**
 * Log entries `from..to` of the accounts whose partition is `database` (`from - 1` and `to` multiples of
 * LOG_GROUP): organization 100 half of them, 400 30 %, WXYZ-TV 10 %, Blue Harbor 10 %; over 90 days. Stored as the
 * service stores them (src/db/logs-schema.ts): groups of LOG_GROUP entries of one account, 73 ms apart, each group
 * a row keyed by its account's number, its first entry's date in milliseconds and slot 0 (no two groups of an
 * account in one millisecond).
 */
function logsStep(from: number, to: number, now: number, database: string, accounts: number[]): SeedStep {
  const pick = (column: number) =>
    `CASE n % 16 ${LOG_SHAPES.map((shape, k) => `WHEN ${k} THEN ${column < 2 ? `'${shape[column]}'` : shape[column]}`).join(" ")} END`;
  const share = { 100: 0.5, 400: 0.3, 200: 0.1, 110: 0.1 } as Record<number, number>;
  const groups = FULL.logs / LOG_GROUP;
  const uuid = [4, 2, 2, 2, 6].map((bytes) => `hex(randomblob(${bytes}))`).join(" || '-' || ");
  return {
    label: "request logs",
    rows: Math.round(((to - from + 1) / LOG_GROUP) * accounts.reduce((sum, a) => sum + (share[a] ?? 0), 0)),
    database,
    sql: `INSERT OR IGNORE INTO log_accounts (organization_id) VALUES ${accounts.map((a) => `(${a})`).join(", ")};
WITH RECURSIVE seq(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM seq WHERE n < ${to}),
r AS (
  SELECT n, (n - 1) / ${LOG_GROUP} AS k, (n - 1) % ${LOG_GROUP} AS j,
    ${ORDER_BASE} + 1 + (n * 31) % ${FULL.orders} AS oid
  FROM seq),
g AS (
  SELECT r.*,
    CASE WHEN k % 10 < 5 THEN 100 WHEN k % 10 < 8 THEN 400 WHEN k % 10 = 8 THEN 200 ELSE 110 END AS org,
    ${now} - (k * 104729 % ${groups}) * ${(90 * DAY) / groups} - 60 AS at
  FROM r),
p AS (
  SELECT g.*, CAST(round(at * 1000) AS INTEGER) AS first, ${pick(3)} AS v, ${pick(4)} AS query
  FROM g WHERE org IN (${accounts.join(", ")}) ORDER BY n)
INSERT INTO request_log_groups (key, count, entries)
SELECT ((SELECT id FROM log_accounts WHERE organization_id = org) << 47) | (first << 5), count(*), json_group_array(json_array(j * 73, ${pick(0)}, ${pick(2)}, nullif(query, ''), ${pick(1)},
  ${pick(5)}, 3 + (n * 37) % 45, lower(${uuid}),
  CASE org WHEN 100 THEN 'mds_dev_nort' WHEN 400 THEN 'mds_dev_harb' WHEN 200 THEN 'mds_dev_wxyz' ELSE 'mds_dev_blue' END))
FROM p GROUP BY k;`,
  };
}

/** Log entries `from..to` in every partition of the log, each account's in its own. */
function logsSteps(from: number, to: number, now: number, partitions: number): SeedStep[] {
  return Array.from({ length: partitions }, (_, p) => ({
    database: `LOGS_${p}`,
    accounts: LOG_ACCOUNTS.filter((a) => partitionOf(a, partitions) === p),
  }))
    .filter(({ accounts }) => accounts.length > 0)
    .map(({ database, accounts }) => logsStep(from, to, now, database, accounts));
}

/** Splits `from..to` into chunks of at most `size`. */
function chunks(from: number, to: number, size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let lo = from; lo <= to; lo += size) out.push([lo, Math.min(to, lo + size - 1)]);
  return out;
}

/** One hundredth of the data; `partitions`: LOG_PARTITIONS. */
export function smallStage(now: number, partitions: number): SeedStep[] {
  return [
    organizationsStep(now),
    ...chunks(1, SMALL.orders, 2_000).map(([a, b]) => ordersStep(a, b, now)),
    ...chunks(1, SMALL.logs, 100_000).flatMap(([a, b]) => logsSteps(a, b, now, partitions)),
  ];
}

/** The other 99 hundredths, and the drafts to publish. */
export function growStage(now: number, partitions: number): SeedStep[] {
  return [
    ...chunks(SMALL.orders + 1, FULL.orders, 5_000).map(([a, b]) => ordersStep(a, b, now)),
    ...chunks(1, FULL.drafts, FULL.drafts).map(([a, b]) => draftsStep(a, b, now)),
    ...chunks(SMALL.logs + 1, FULL.logs, 330_000).flatMap(([a, b]) => logsSteps(a, b, now, partitions)),
  ];
}
