/** Shared steps of the ingest feed tests: orders and releases made through the API, a station's feed read. */
import { expect } from "vitest";
import { call, json, KEYS, withContent, withTrackContent } from "../helpers";
import { freshAdId, freshIsrc } from "../security/support";

export const FEED = "/api/v1/account/ingest";
export const ACKS = "/api/v1/account/ingest/acknowledgements";
export const ORDERS = "/api/v1/ad/orders";
export const RELEASES = "/api/v1/music/releases";

export interface Entry {
  EntryID: number;
  Action: "ingest" | "update" | "kill";
  CreatedAt: string;
  Family: "order" | "release";
  OrderID?: number;
  ReleaseID?: number;
  FileID: number;
  AdID?: string | null;
  ISRC?: string | null;
  Title: string;
  Advertiser?: string | null;
  Artist?: string | null;
  Length: number | null;
  HouseID: string | null;
  StartDate: string | null;
  EndDate: string | null;
  ContentUrl: string;
  ContentType: string | null;
  Bytes: number | null;
  Sha256: string | null;
  /** Clearance restrictions, each `Body: restriction` (contract section 20). */
  Restrictions: string[];
}

/** The key and `organizationID` of each station's feed (KLMN-FM has no key: its group's reads it). */
export const STATION = {
  200: { key: KEYS.wxyz, query: "" },
  201: { key: KEYS.summit, query: "organizationID=201" },
} as const;
export type Station = keyof typeof STATION;

/** One page of a station's feed: status 200 expected. */
export async function page(station: Station, params = "") {
  const { key, query } = STATION[station];
  const q = [query, params].filter(Boolean).join("&");
  const res = await call(`${FEED}${q ? `?${q}` : ""}`, { key });
  expect(res.status, await res.clone().text()).toBe(200);
  return { res, body: await json<{ Entries: Entry[]; Cursor: string }>(res) };
}

/** The cursor at the end of a station's feed now (every entry so far read). */
export async function tail(station: Station): Promise<string> {
  let cursor: string | undefined;
  for (;;) {
    const { body } = await page(station, `limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    cursor = body.Cursor;
    if (body.Entries.length === 0) return cursor;
  }
}

/** The entries of a station's feed after `cursor`. */
export async function entriesAfter(station: Station, cursor: string): Promise<Entry[]> {
  const all: Entry[] = [];
  let at = cursor;
  for (;;) {
    const { body } = await page(station, `limit=100&cursor=${at}`);
    all.push(...body.Entries);
    at = body.Cursor;
    if (body.Entries.length === 0) return all;
  }
}

/** A fresh Northwind draft of two spots with content, flight 2030-05-01..2030-05-31. */
export async function newOrder(destinations: number[] = [200, 201]) {
  const files = [freshAdId("INGS"), freshAdId("INGS")];
  const res = await call(ORDERS, {
    method: "POST",
    body: {
      Advertiser: "Harbor Hardware",
      FlightStartDate: "2030-05-01",
      FlightEndDate: "2030-05-31",
      Files: files.map((AdID, i) => ({ AdID, Title: `Spring Tools ${i + 1}`, Length: 30 })),
      Destinations: destinations,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const order = await json(res);
  await withContent(order.OrderID);
  return {
    id: order.OrderID as number,
    adIds: files,
    fileIds: (order.Files as { FileID: number }[]).map((f) => f.FileID),
  };
}

/** A fresh Blue Harbor release of one track with content, published, with its ids. */
export async function publishedRelease(destinations: number[] = [200, 201]) {
  const isrc = freshIsrc();
  const res = await call(RELEASES, {
    method: "POST",
    key: KEYS.blueharbor,
    body: {
      Title: "Harbor Lights",
      Artist: "The Ingest Trio",
      ReleaseDate: "2030-06-05",
      Files: [{ Title: "Lantern Song", ISRC: isrc, Length: 200 }],
      Destinations: destinations,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const release = await json(res);
  await withTrackContent(release.ReleaseID);
  const published = await call(`${RELEASES}/${release.ReleaseID}/publish`, { method: "PUT", key: KEYS.blueharbor });
  expect(published.status, await published.clone().text()).toBe(200);
  return {
    id: release.ReleaseID as number,
    isrc,
    fileId: (release.Files as { FileID: number }[])[0]?.FileID as number,
  };
}

/** Acknowledges an entry as the station; answers the response. */
export const acknowledge = (station: Station, body: unknown, accept?: string) =>
  call(`${ACKS}${STATION[station].query ? `?${STATION[station].query}` : ""}`, {
    method: "POST",
    key: STATION[station].key,
    body,
    accept,
  });
