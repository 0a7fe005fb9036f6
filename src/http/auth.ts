/**
 * API key authentication: `X-API-Key: <key>` or `Authorization: Bearer <key>`,
 * resolved by its SHA-256 hash to the key's organization, contact and group
 * access.
 *
 * Each isolate keeps a key's row for at most 30 seconds (contract section 13):
 * a key it has read lately costs no round trip. So a revoked key stops
 * working within 30 seconds everywhere, and at once in the isolate that
 * revoked it (`forgetKey`); an expired key stops at its `ExpiresAt`, which the
 * kept row knows. An unknown key is never kept: a key made a moment ago works
 * at once.
 */
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { retried } from "../db/batch";
import type { Db } from "../db/client";
import { apiKeys, contacts, groupAccess, organizations } from "../db/schema";
import type { AppEnv, Principal } from "../env";
import { keyPrefix, prefixOf, sha256Hex } from "./keys";
import { Problem } from "./problems";
import { failedAuthentication, failureBlock } from "./rate-limit";

const MAX_KEY_LENGTH = 256;
/** How long an isolate trusts a key's row it has read. */
export const KEY_CACHE_MS = 30_000;
const KEPT_MAX = 10_000;

/** What a key is resolved to: its row, joined with its organization, contact and group access. */
export type KeyRow = Awaited<ReturnType<typeof keyRowOf>>;

/** The key's row by its hash; undefined when there is none. */
async function keyRowOf(db: Db, hash: string) {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      organizationId: apiKeys.organizationId,
      contactId: apiKeys.contactId,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      organizationName: organizations.name,
      organizationKind: organizations.kind,
      contactName: contacts.name,
      groupIds: sql<
        string | null
      >`(SELECT group_concat(${groupAccess.organizationId}) FROM ${groupAccess} WHERE ${groupAccess.groupId} = ${apiKeys.organizationId})`,
    })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .leftJoin(contacts, eq(contacts.id, apiKeys.contactId))
    .where(eq(apiKeys.keyHash, hash));
  return row;
}

/** Rows read lately, by key hash, with the time until which they are trusted. */
const kept = new Map<string, { row: NonNullable<KeyRow>; until: number }>();

/** The kept row of a key, while it is trusted. */
function keptRow(hash: string): NonNullable<KeyRow> | undefined {
  const entry = kept.get(hash);
  if (!entry) return undefined;
  if (entry.until > Date.now()) return entry.row;
  kept.delete(hash);
  return undefined;
}

/** The key's row: kept, or read (and kept) now. */
async function rowOf(c: Context<AppEnv>, hash: string): Promise<KeyRow> {
  const known = keptRow(hash);
  if (known) return known;
  const row = await retried(() => keyRowOf(c.var.db, hash));
  if (row) {
    if (kept.size >= KEPT_MAX) kept.clear();
    kept.set(hash, { row, until: Date.now() + KEY_CACHE_MS });
  }
  return row;
}

/** This isolate stops trusting what it kept of the key (revoked here: the next request reads it again). */
export function forgetKey(keyId: number): void {
  for (const [hash, entry] of kept) if (entry.row.keyId === keyId) kept.delete(hash);
}

/** The key the request presents; `conflict` when X-API-Key and Authorization: Bearer give two different ones. */
function presentedKey(header: (name: string) => string | undefined): string | undefined | { conflict: true } {
  const apiKey = header("X-API-Key")?.trim();
  const authorization = header("Authorization")?.trim();
  const bearer = (authorization && /^Bearer\s+(\S+)$/i.exec(authorization)?.[1]) || undefined;
  // Neither is taken over the other: which one the caller meant is not for us to guess.
  if (apiKey && bearer && apiKey !== bearer) return { conflict: true };
  return apiKey || bearer;
}

const unauthorized = (detail: string) =>
  new Problem("unauthorized", detail, { headers: { "WWW-Authenticate": 'ApiKey realm="media-delivery", Bearer' } });

/** Why a known key is refused (revoked, expired), or undefined when it is valid now. */
function refusalOf(row: NonNullable<KeyRow>): string | undefined {
  const now = new Date().toISOString();
  if (row.revokedAt && row.revokedAt <= now) return "The API key has been revoked.";
  if (row.expiresAt && row.expiresAt <= now) return "The API key has expired.";
  return undefined;
}

function principalFrom(row: NonNullable<KeyRow>, prefix: string): Principal {
  const groupIds = row.groupIds ? row.groupIds.split(",").map(Number) : [];
  return {
    keyId: row.keyId,
    keyPrefix: prefix,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    organizationKind: row.organizationKind,
    contactId: row.contactId,
    contactName: row.contactName,
    actsFor: [row.organizationId, ...groupIds.filter((id) => id !== row.organizationId)],
  };
}

/**
 * Sets `c.var.principal`, the caller whose key the request presents; 401
 * without a valid key. A revoked or expired key is refused all the same, but
 * its request is logged as its organization's (`c.var.refusedKey`).
 *
 * Every refusal counts against the client's address (./rate-limit.ts): once
 * it is over the limit, 429, and a key is no longer looked up, unless this
 * isolate keeps it as valid (a valid key is not held back by the failures of
 * others behind the same address). Requests refused so, without a lookup,
 * are logged only when the key is one kept (as revoked or expired): an
 * unknown key's row would be the flood's cost, for no account.
 */
export async function authenticate(c: Context<AppEnv>): Promise<void> {
  const presented = presentedKey((name) => c.req.header(name));
  if (typeof presented === "object") {
    throw (
      failureBlock(c) ??
      (await failedAuthentication(
        c,
        unauthorized("X-API-Key and Authorization: Bearer carry two different keys; send one key, in one of them."),
      ))
    );
  }
  const key = presented;
  const hash = key && key.length <= MAX_KEY_LENGTH ? await sha256Hex(key) : undefined;
  const block = failureBlock(c);
  if (block) {
    const known = hash ? keptRow(hash) : undefined;
    if (!known || refusalOf(known)) {
      if (key && hash && known) {
        c.set("presentedKeyPrefix", prefixOf(key, hash));
        c.set("refusedKey", { keyId: known.keyId, organizationId: known.organizationId });
      }
      throw block;
    }
  }
  if (!key) {
    throw await failedAuthentication(
      c,
      unauthorized("Send your API key in the X-API-Key header (or as Authorization: Bearer <key>)."),
    );
  }
  const prefix = hash ? prefixOf(key, hash) : await keyPrefix(key);
  c.set("presentedKeyPrefix", prefix);
  if (!hash) throw await failedAuthentication(c, unauthorized("The API key is not valid."));
  const row = await rowOf(c, hash);
  if (!row) throw await failedAuthentication(c, unauthorized("The API key is not valid."));
  const refusal = refusalOf(row);
  if (refusal) {
    c.set("refusedKey", { keyId: row.keyId, organizationId: row.organizationId });
    throw await failedAuthentication(c, unauthorized(refusal));
  }
  c.set("principal", principalFrom(row, prefix));
}

/** The authenticated caller; only for code run after `authenticate`. */
export function principalOf(c: { get(key: "principal"): Principal | undefined }): Principal {
  const principal = c.get("principal");
  if (!principal) throw unauthorized("Send your API key in the X-API-Key header.");
  return principal;
}
