/**
 * API key authentication: `X-API-Key: <key>` or `Authorization: Bearer <key>`,
 * looked up by its SHA-256 hash in one query that also brings the key's
 * organization, contact and group access.
 */
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { Precondition } from "../db/precondition";
import type { AppEnv, Principal } from "../env";
import { keyPrefix } from "./keys";
import { Problem } from "./problems";

const MAX_KEY_LENGTH = 256;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function presentedKey(header: (name: string) => string | undefined): string | undefined {
  const apiKey = header("X-API-Key")?.trim();
  if (apiKey) return apiKey;
  const authorization = header("Authorization")?.trim();
  const match = authorization && /^Bearer\s+(\S+)$/i.exec(authorization);
  return match ? match[1] : undefined;
}

const unauthorized = (detail: string) =>
  new Problem("unauthorized", detail, { headers: { "WWW-Authenticate": 'ApiKey realm="media-delivery", Bearer' } });

interface KeyRow {
  keyId: number;
  organizationId: number;
  contactId: number | null;
  expiresAt: string | null;
  revokedAt: string | null;
  organizationName: string;
  organizationKind: Principal["organizationKind"];
  contactName: string | null;
  groupIds: string | null;
  /** All of the above as one JSON array: the row is unchanged while this is. */
  fingerprint: string;
}

/** The key's row by its hash (the one `?`), with its fingerprint. */
const KEY_ROW = `
  SELECT *, json_array(keyId, organizationId, contactId, expiresAt, revokedAt,
                       organizationName, organizationKind, contactName, groupIds) AS fingerprint
  FROM (
    SELECT k.id AS keyId, k.organization_id AS organizationId, k.contact_id AS contactId,
           k.expires_at AS expiresAt, k.revoked_at AS revokedAt,
           o.name AS organizationName, o.kind AS organizationKind, ct.name AS contactName,
           (SELECT group_concat(g.organization_id) FROM group_access g WHERE g.group_id = k.organization_id) AS groupIds
    FROM api_keys k
    JOIN organizations o ON o.id = k.organization_id
    LEFT JOIN contacts ct ON ct.id = k.contact_id
    WHERE k.key_hash = ?
  )`;

const [BEFORE_HASH, AFTER_HASH] = KEY_ROW.split("?") as [string, string];

/**
 * The precondition of a known key (params: its fingerprint, its hash): fails
 * in D1 (`json()` of a text that is not JSON) unless the key's row is still
 * the one remembered; gone or changed in any way (revoked, expiry moved,
 * organization renamed, group access changed) it fails.
 */
export const KEY_UNCHANGED = `
  SELECT json(CASE WHEN current IS ? THEN '1' ELSE 'changed:' || ifnull(current, 'gone') END) AS mds_key_unchanged
  FROM (SELECT (SELECT fingerprint FROM (${KEY_ROW})) AS current)`;

/**
 * Key rows this isolate has read, by key hash. A remembered row saves the
 * lookup's round trip: the request goes on with it, and its first round trip
 * carries KEY_UNCHANGED (../db/precondition.ts), so that a revoked or changed
 * key is refused as surely as by a lookup. Unknown keys are not remembered.
 */
const known = new Map<string, KeyRow>();
const KNOWN_MAX = 10_000;

function remember(hash: string, row: KeyRow) {
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(hash, row);
}

/**
 * Requests whose remembered key turned out changed, each with the request to
 * run in its place: nothing they did in D1 holds (the precondition rolled
 * their first round trip back and refused every later one), so the entry
 * (../index.ts) answers them by running them again, and the request log
 * leaves them out.
 */
export const rerun = new WeakMap<Request, Request>();

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = presentedKey((name) => c.req.header(name));
  if (!key) {
    throw unauthorized("Send your API key in the X-API-Key header (or as Authorization: Bearer <key>).");
  }
  c.set("presentedKeyPrefix", keyPrefix(key));
  if (key.length > MAX_KEY_LENGTH) throw unauthorized("The API key is not valid.");
  const hash = await sha256Hex(key);
  const remembered = known.get(hash);
  const row = remembered ?? (await c.var.db.get<KeyRow>(sql`${sql.raw(BEFORE_HASH)}${hash}${sql.raw(AFTER_HASH)}`));
  if (!row) throw unauthorized("The API key is not valid.");
  const now = new Date().toISOString();
  if (row.revokedAt && row.revokedAt <= now) throw unauthorized("The API key has been revoked.");
  if (row.expiresAt && row.expiresAt <= now) throw unauthorized("The API key has expired.");
  if (remembered) c.var.preconditions.precondition = new Precondition(KEY_UNCHANGED, [row.fingerprint, hash]);
  else remember(hash, row);
  const groupIds = row.groupIds ? row.groupIds.split(",").map(Number) : [];
  c.set("principal", {
    keyId: row.keyId,
    keyPrefix: keyPrefix(key),
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    organizationKind: row.organizationKind,
    contactId: row.contactId,
    contactName: row.contactName,
    actsFor: [row.organizationId, ...groupIds.filter((id) => id !== row.organizationId)],
  });
  await next();
  if (remembered && !(await c.var.preconditions.settle())) {
    known.delete(hash);
    // The same request again, with its body as it was read (Hono keeps it) or still unread.
    const raw = c.req.raw;
    rerun.set(raw, raw.body ? new Request(raw, { body: await c.req.arrayBuffer() }) : raw);
  }
};

/** The authenticated caller; only for routes behind `authenticate`. */
export function principalOf(c: { get(key: "principal"): Principal | undefined }): Principal {
  const principal = c.get("principal");
  if (!principal) throw unauthorized("Send your API key in the X-API-Key header.");
  return principal;
}
