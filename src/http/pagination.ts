/**
 * Pagination of growing lists: `limit` (1..1000, default 100) and an opaque
 * `cursor`; the next page is announced in `Link: <…>; rel="next"` while there
 * may be more, and never once the list is read to its end (a loop following
 * it ends). A page cut short by its read's bound, even an empty one, links on.
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../env";
import { Problem } from "./problems";

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;

/**
 * Query entries of a paginated operation. `next` is its example cursor's
 * position (the sort key of the last row of a page, e.g. an UpdatedAt and an
 * OrderID): each list's cursor holds its own key, so that the example is one
 * that list takes.
 */
export const pageQuery = (next: Cursor) => ({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.description(`Page size, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}).`),
      v.examples(["50"]),
      v.regex(/^\d{1,4}$/, `must be a whole number from 1 to ${MAX_LIMIT}`),
      v.transform(Number),
      v.number(),
      v.minValue(1, `must be a whole number from 1 to ${MAX_LIMIT}`),
      v.maxValue(MAX_LIMIT, `must be a whole number from 1 to ${MAX_LIMIT}`),
    ),
  ),
  cursor: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(512),
      v.description('Opaque position of the next page, as given in the previous page\'s `Link: <…>; rel="next"`.'),
      v.examples([encodeCursor(next)]),
    ),
  ),
});

/** The answer header of a paginated operation, for its OpenAPI description. */
export const NEXT_PAGE_HEADERS = {
  Link: {
    description:
      'The next page, as `<url>; rel="next"`, only while there may be more to read: absent once the list has been ' +
      "read to its end, so that a client following `next` until it is absent stops. A page may be empty and still " +
      "carry it, when its read stopped at its bound before the end of the list (a filter that matches few rows); " +
      "the link goes on from there.",
    schema: { type: "string" as const },
  },
};

/**
 * The rows after a position in a newest-first list keyed on a timestamp and
 * an id (`positionAfter`), in SQL a (timestamp, id) index can seek.
 */
export const olderThan = (
  at: SQLiteColumn,
  id: SQLiteColumn,
  afterAt: string | Placeholder,
  afterId: number | Placeholder,
): SQL => sql`${at} <= ${afterAt} AND (${at} < ${afterAt} OR ${id} < ${afterId})`;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64Url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (ch) => ch.charCodeAt(0)),
  );

/** The position after the last row of a page: the values of its sort key. */
export type Cursor = (string | number)[];

export function encodeCursor(position: Cursor): string {
  return toBase64Url(JSON.stringify(position));
}

const foreignCursor = () =>
  new Problem("bad_request", "The cursor is not one this API gave out; start again without it.", {
    errors: [{ field: "cursor", code: "invalid_format", message: "is not a cursor this API gave out" }],
  });

/**
 * The position after which a newest-first page starts, for lists keyed on a
 * timestamp and an id (e.g. StatusDate and the delivery's id); undefined for
 * the first page, a 400 for a cursor this API did not give out.
 */
export function positionAfter(cursor: string | undefined): [string, number] | undefined {
  const position = decodeCursor(cursor, 2);
  if (!position) return undefined;
  const [at, id] = position;
  if (typeof at === "string" && typeof id === "number" && Number.isSafeInteger(id)) return [at, id];
  throw foreignCursor();
}

/**
 * The position after which a page of a list walked in ascending order of ids
 * (e.g. order, file, organization) starts; undefined for the first page, a 400
 * for a cursor this API did not give out.
 */
export function idsAfter(cursor: string | undefined, arity: number): number[] | undefined {
  const position = decodeCursor(cursor, arity);
  if (!position) return undefined;
  if (position.every((p) => typeof p === "number" && Number.isSafeInteger(p))) return position as number[];
  throw foreignCursor();
}

/** `positionAfter` with the timestamp in milliseconds, for a list that stores it so (the request log). */
export function instantAfter(cursor: string | undefined): [number, number] | undefined {
  const position = positionAfter(cursor);
  if (!position) return undefined;
  const at = Date.parse(position[0]);
  if (Number.isNaN(at)) throw foreignCursor();
  return [at, position[1]];
}

/** Decodes a cursor made by `encodeCursor` for a key of `arity` values; a foreign one is a 400. */
export function decodeCursor(cursor: string | undefined, arity: number): Cursor | undefined {
  if (cursor === undefined) return undefined;
  try {
    const position = JSON.parse(fromBase64Url(cursor)) as unknown;
    if (
      Array.isArray(position) &&
      position.length === arity &&
      position.every((p) => typeof p === "string" || typeof p === "number")
    ) {
      return position;
    }
  } catch {
    // fall through to the problem below
  }
  throw foreignCursor();
}

/** Announces the next page in a `Link` header: the same query, with the cursor after `position`. */
export function linkNext(c: Context<AppEnv>, position: Cursor): void {
  const next = new URL(c.req.url);
  next.searchParams.set("cursor", encodeCursor(position));
  c.header("Link", `<${next.pathname}${next.search}>; rel="next"`);
}

/**
 * Given `limit + 1` rows, keeps `limit`, and when there were more announces the
 * next page in a `Link` header with the same query and the next cursor.
 */
export function paginate<T>(c: Context<AppEnv>, rows: T[], limit: number, positionOf: (row: T) => Cursor): T[] {
  if (rows.length <= limit) return rows;
  const page = rows.slice(0, limit);
  linkNext(c, positionOf(page[page.length - 1] as T));
  return page;
}
