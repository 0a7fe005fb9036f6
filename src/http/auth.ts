/**
 * API key authentication: `X-API-Key: <key>` or `Authorization: Bearer <key>`,
 * looked up by its SHA-256 hash in one query that also brings the key's
 * organization, contact and group access.
 */
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
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
}

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = presentedKey((name) => c.req.header(name));
  if (!key) {
    throw unauthorized("Send your API key in the X-API-Key header (or as Authorization: Bearer <key>).");
  }
  c.set("presentedKeyPrefix", keyPrefix(key));
  if (key.length > MAX_KEY_LENGTH) throw unauthorized("The API key is not valid.");
  const hash = await sha256Hex(key);
  const row = await c.var.db.get<KeyRow>(sql`
    SELECT k.id AS keyId, k.organization_id AS organizationId, k.contact_id AS contactId,
           k.expires_at AS expiresAt, k.revoked_at AS revokedAt,
           o.name AS organizationName, o.kind AS organizationKind, ct.name AS contactName,
           (SELECT group_concat(g.organization_id) FROM group_access g WHERE g.group_id = k.organization_id) AS groupIds
    FROM api_keys k
    JOIN organizations o ON o.id = k.organization_id
    LEFT JOIN contacts ct ON ct.id = k.contact_id
    WHERE k.key_hash = ${hash}`);
  if (!row) throw unauthorized("The API key is not valid.");
  const now = new Date().toISOString();
  if (row.revokedAt && row.revokedAt <= now) throw unauthorized("The API key has been revoked.");
  if (row.expiresAt && row.expiresAt <= now) throw unauthorized("The API key has expired.");
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
};

/** The authenticated caller; only for routes behind `authenticate`. */
export function principalOf(c: { get(key: "principal"): Principal | undefined }): Principal {
  const principal = c.get("principal");
  if (!principal) throw unauthorized("Send your API key in the X-API-Key header.");
  return principal;
}
