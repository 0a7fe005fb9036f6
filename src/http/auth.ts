/**
 * API key authentication: `X-API-Key: <key>` or `Authorization: Bearer <key>`,
 * resolved by its SHA-256 hash to the key's organization, contact and group
 * access (./known-keys.ts finds the row).
 */
import type { Context } from "hono";
import type { AppEnv, Principal } from "../env";
import { noteKeyUse } from "./key-use";
import { keyPrefix, prefixOf, sha256Hex } from "./keys";
import { type KeyRow, rememberedRow, withKeyRow } from "./known-keys";
import { Problem } from "./problems";
import { failedAuthentication, failureBlock } from "./rate-limit";

const MAX_KEY_LENGTH = 256;

function presentedKey(header: (name: string) => string | undefined): string | undefined {
  const apiKey = header("X-API-Key")?.trim();
  if (apiKey) return apiKey;
  const authorization = header("Authorization")?.trim();
  const match = authorization && /^Bearer\s+(\S+)$/i.exec(authorization);
  return match ? match[1] : undefined;
}

const unauthorized = (detail: string) =>
  new Problem("unauthorized", detail, { headers: { "WWW-Authenticate": 'ApiKey realm="media-delivery", Bearer' } });

/** Why a known key is refused (revoked, expired), or undefined when it is valid now. */
function refusalOf(row: KeyRow): string | undefined {
  const now = new Date().toISOString();
  if (row.revokedAt && row.revokedAt <= now) return "The API key has been revoked.";
  if (row.expiresAt && row.expiresAt <= now) return "The API key has expired.";
  return undefined;
}

function principalFrom(row: KeyRow, prefix: string): Principal {
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
 * Runs `run` as the caller whose key the request presents (`c.var.principal`);
 * 401 without a valid key. A revoked or expired key is refused all the same,
 * but its request is logged as its organization's (`c.var.refusedKey`).
 *
 * Every refusal counts against the client's address (./rate-limit.ts): once
 * it is over the limit, 429, and a key is no longer looked up, unless this
 * isolate remembers it as valid (a valid key is not held back by the
 * failures of others behind the same address). Requests refused so, without
 * a lookup, are logged only when the key is one remembered (as revoked or
 * expired): an unknown key's row would be the flood's cost, for no account.
 */
export async function asCaller(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
  const key = presentedKey((name) => c.req.header(name));
  const hash = key && key.length <= MAX_KEY_LENGTH ? await sha256Hex(key) : undefined;
  const block = failureBlock(c);
  if (block) {
    const remembered = hash ? rememberedRow(hash) : undefined;
    if (!remembered || refusalOf(remembered)) {
      if (key && hash && remembered) {
        c.set("presentedKeyPrefix", prefixOf(key, hash));
        c.set("refusedKey", { keyId: remembered.keyId, organizationId: remembered.organizationId });
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
  /** The 401 of the last run (`withKeyRow` may run it twice), told apart from anything `run` throws. */
  let refused: Problem | undefined;
  const refuse = (detail: string) => {
    refused = unauthorized(detail);
    return refused;
  };
  try {
    const answer = await withKeyRow(c, hash, async (row) => {
      c.set("principal", undefined);
      c.set("refusedKey", undefined);
      refused = undefined;
      if (!row) throw refuse("The API key is not valid.");
      const refusal = refusalOf(row);
      if (refusal) {
        c.set("refusedKey", { keyId: row.keyId, organizationId: row.organizationId });
        throw refuse(refusal);
      }
      c.set("principal", principalFrom(row, prefix));
      return run();
    });
    noteUse(c);
    return answer;
  } catch (error) {
    if (refused && error === refused) throw await failedAuthentication(c, refused);
    noteUse(c);
    throw error;
  }
}

/** A request answered as its caller used its key, whatever the answer. */
function noteUse(c: Context<AppEnv>) {
  const principal = c.get("principal");
  if (principal) noteKeyUse(c, principal.keyId);
}

/** The authenticated caller; only for code run by `asCaller`. */
export function principalOf(c: { get(key: "principal"): Principal | undefined }): Principal {
  const principal = c.get("principal");
  if (!principal) throw unauthorized("Send your API key in the X-API-Key header.");
  return principal;
}
