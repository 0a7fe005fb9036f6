/**
 * A station's ingest feed (contract section 16): its entries from a cursor,
 * waiting for one when asked (long polling), and their acknowledgements. The
 * entries themselves are written where the changes happen
 * (./ingest.entries.ts).
 *
 * Long polling is short D1 reads about a second apart, the request awaiting a
 * timer in between: it holds no CPU while it waits, and each read is one
 * indexed seek that finds nothing (no row read but the index's edge).
 */
import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read, write } from "../../db/batch";
import { deliveries, type ingestEntries as IngestTable, ingestEntries } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { claimWritten } from "../../http/idempotency";
import { DEFAULT_LIMIT, encodeCursor, idsAfter } from "../../http/pagination";
import { Problem } from "../../http/problems";
import { type Family, SUBJECT } from "../subjects/subjects";
import { outbox, sendEvents } from "../webhooks/webhooks.events";

/** How long a waiting request waits between two reads of the feed. */
export const POLL_INTERVAL_MS = 1000;

/**
 * The station whose feed the key asks for: a station's key its own (it may
 * name itself); a group's key the station it names (required: 400; one it
 * does not act for: 404, as if there were none). Agencies and labels have no
 * feed: 403.
 */
function stationOf(c: Context<AppEnv>, named: number | undefined): number {
  const principal = principalOf(c);
  const kind = principal.organizationKind;
  if (kind !== "destination" && kind !== "group") {
    throw new Problem(
      "forbidden",
      "Only a destination station's key (or a station group's, naming one of its stations with organizationID) has an ingest feed.",
    );
  }
  const stations =
    kind === "destination"
      ? [principal.organizationId]
      : principal.actsFor.filter((id) => id !== principal.organizationId);
  if (named === undefined) {
    if (kind === "destination") return principal.organizationId;
    throw new Problem(
      "bad_request",
      `A station group's key names the station whose feed it reads: ?organizationID= one of ${stations.join(", ")}.`,
      { errors: [{ field: "organizationID", code: "required", message: "is required of a station group's key" }] },
    );
  }
  if (!stations.includes(named)) {
    throw new Problem("not_found", `There is no station ${named} whose ingest feed this API key may read.`);
  }
  return named;
}

type Row = typeof IngestTable.$inferSelect;

/** Where each family's entry says what the file is: its parent's ID, code and party fields. */
const ENTRY_FIELDS = {
  order: { parent: "orderId", code: "AdID", party: "Advertiser" },
  release: { parent: "releaseId", code: "ISRC", party: "Artist" },
} as const;

/** An entry as the feed answers it (`origin`: the service's own, for `ContentUrl`). */
function entryOf(row: Row, origin: string) {
  const family: Family = row.orderId !== null ? "order" : "release";
  const f = ENTRY_FIELDS[family];
  const subjectId = row[f.parent] as number;
  return {
    EntryID: row.id,
    Action: row.action,
    CreatedAt: row.createdAt,
    Family: family,
    [SUBJECT[family].idField]: subjectId,
    FileID: row.fileId,
    [f.code]: row.code,
    Title: row.title,
    [f.party]: row.party,
    Length: row.lengthSeconds,
    HouseID: row.houseId,
    StartDate: row.startDate,
    EndDate: row.endDate,
    ContentUrl: `${origin}${SUBJECT[family].path}/${subjectId}/files/${row.fileId}/content`,
    ContentType: row.contentType,
    Bytes: row.contentBytes,
    Sha256: row.contentSha256,
    Restrictions: JSON.parse(row.restrictions) as string[],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A page of the station's feed after the cursor, in the order entries arose;
 * with `wait`, when there is none, the feed is read again every
 * `POLL_INTERVAL_MS` until one arrives or `wait` seconds pass. The next
 * cursor is in the body, and in `Link: rel="next"` (with `organizationID` and
 * `limit` as given; not `wait`) when there are more entries after the page.
 */
export async function ingestFeed(
  c: Context<AppEnv>,
  query: { organizationID?: number; cursor?: string; limit?: number; wait?: number },
) {
  const station = stationOf(c, query.organizationID);
  const after = idsAfter(query.cursor, 1)?.[0] ?? 0;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const deadline = Date.now() + (query.wait ?? 0) * 1000;
  const db = c.var.db;
  const page = () =>
    read(db, {
      entries: db
        .select()
        .from(ingestEntries)
        .where(and(eq(ingestEntries.organizationId, station), gt(ingestEntries.id, after)))
        .orderBy(asc(ingestEntries.id))
        // One more than a page: whether there is more after it.
        .limit(limit + 1),
    });
  let { entries: found } = await page();
  for (let left = deadline - Date.now(); found.length === 0 && left > 0; left = deadline - Date.now()) {
    await sleep(Math.min(POLL_INTERVAL_MS, left));
    ({ entries: found } = await page());
  }
  const entries = found.slice(0, limit);
  const last = entries[entries.length - 1];
  const cursor = last ? encodeCursor([last.id]) : (query.cursor ?? encodeCursor([0]));
  const url = new URL(c.req.url);
  // The next page only when there is more now (NEXT_PAGE_HEADERS); at the end, the body's Cursor is where to wait from.
  if (found.length > limit) {
    const next = new URLSearchParams();
    if (query.organizationID !== undefined) next.set("organizationID", String(query.organizationID));
    if (query.limit !== undefined) next.set("limit", String(query.limit));
    next.set("cursor", cursor);
    c.header("Link", `<${url.pathname}?${next}>; rel="next"`);
  }
  return { Entries: entries.map((row) => entryOf(row, url.origin)), Cursor: cursor };
}

/**
 * Records a station's acknowledgement of an entry of its feed, in one batch:
 * the entry's acknowledgement (the latest one is kept), and for an `ingest`
 * acknowledged `Ingested` the delivery's `IngestedAt` (only the first time)
 * with `delivery.ingested` to the subject's owner when this batch set it. An
 * entry of another station, or none: 404.
 */
export async function acknowledgeEntry(
  c: Context<AppEnv>,
  named: number | undefined,
  body: { EntryID: number; Status: "Ingested" | "Failed"; Message?: string },
) {
  const station = stationOf(c, named);
  const db = c.var.db;
  const at = new Date().toISOString();
  const entry = and(eq(ingestEntries.id, body.EntryID), eq(ingestEntries.organizationId, station)) as SQL;
  const delivery = sql`${deliveries.fileId} = (SELECT e.file_id FROM ${ingestEntries} e WHERE e.id = ${body.EntryID} AND e.organization_id = ${station} AND e.action = 'ingest')
    AND ${deliveries.organizationId} = ${station}`;
  const ingested = body.Status === "Ingested";
  const done = await write(db, {
    acknowledged: db
      .update(ingestEntries)
      .set({ ackStatus: body.Status, ackMessage: body.Message ?? null, acknowledgedAt: at })
      .where(entry)
      .returning({ id: ingestEntries.id }),
    delivery: ingested
      ? db
          .update(deliveries)
          .set({ ingestedAt: at })
          .where(and(delivery, sql`${deliveries.ingestedAt} IS NULL`))
      : undefined,
    claim: claimWritten(c),
    ...outbox(
      db,
      ingested
        ? [
            {
              type: "delivery.ingested",
              to: sql`SELECT ${deliveries.ownerOrganizationId} AS organization_id, ${deliveries.orderId} AS order_id,
                ${deliveries.releaseId} AS release_id, ${deliveries.fileId} AS file_id
                FROM ${deliveries} WHERE ${delivery} AND ${deliveries.ingestedAt} = ${at}`,
              data: sql`json_object(CASE WHEN r.order_id IS NOT NULL THEN 'OrderID' ELSE 'ReleaseID' END, coalesce(r.order_id, r.release_id),
                'FileID', r.file_id, 'OrganizationID', ${station}, 'EntryID', ${body.EntryID}, 'IngestedAt', ${at})`,
            },
          ]
        : [],
      at,
    ),
  });
  if (done.acknowledged.length === 0) {
    throw new Problem("not_found", `There is no entry ${body.EntryID} in the ingest feed of station ${station}.`);
  }
  await sendEvents(c.env, done.eventDeliveries);
  return { EntryID: body.EntryID, Status: body.Status, Message: body.Message ?? null, AcknowledgedAt: at };
}
