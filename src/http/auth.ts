/**
 * API key authentication: `X-API-Key: <key>` or `Authorization: Bearer <key>`,
 * resolved by its SHA-256 hash to the key's organization, contact and group
 * access (./known-keys.ts finds the row).
 */
import type { Context } from "hono";
import type { AppEnv, Principal } from "../env";
import { keyPrefix } from "./keys";
import { type KeyRow, withKeyRow } from "./known-keys";
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

function principalFrom(row: KeyRow, key: string): Principal {
  const now = new Date().toISOString();
  if (row.revokedAt && row.revokedAt <= now) throw unauthorized("The API key has been revoked.");
  if (row.expiresAt && row.expiresAt <= now) throw unauthorized("The API key has expired.");
  const groupIds = row.groupIds ? row.groupIds.split(",").map(Number) : [];
  return {
    keyId: row.keyId,
    keyPrefix: keyPrefix(key),
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    organizationKind: row.organizationKind,
    contactId: row.contactId,
    contactName: row.contactName,
    actsFor: [row.organizationId, ...groupIds.filter((id) => id !== row.organizationId)],
  };
}

/** Runs `run` as the caller whose key the request presents (`c.var.principal`); 401 without a valid key. */
export async function asCaller(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  const key = presentedKey((name) => c.req.header(name));
  if (!key) {
    throw unauthorized("Send your API key in the X-API-Key header (or as Authorization: Bearer <key>).");
  }
  c.set("presentedKeyPrefix", keyPrefix(key));
  if (key.length > MAX_KEY_LENGTH) throw unauthorized("The API key is not valid.");
  return withKeyRow(c, await sha256Hex(key), async (row) => {
    c.set("principal", undefined);
    if (!row) throw unauthorized("The API key is not valid.");
    c.set("principal", principalFrom(row, key));
    return run();
  });
}

/** The authenticated caller; only for code run by `asCaller`. */
export function principalOf(c: { get(key: "principal"): Principal | undefined }): Principal {
  const principal = c.get("principal");
  if (!principal) throw unauthorized("Send your API key in the X-API-Key header.");
  return principal;
}
