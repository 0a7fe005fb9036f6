/**
 * An organization's API keys (contract section 11): listed, made, revoked by
 * the organization's own keys. A contact's key sees only itself, may revoke
 * only itself and makes none (403). Another organization's key is a 404.
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { apiKeys, contacts } from "../../db/schema";
import type { AppEnv } from "../../env";
import { forgetKey, principalOf } from "../../http/auth";
import { keyPrefix, newKey, sha256Hex } from "../../http/keys";
import { Problem, validationProblem } from "../../http/problems";
import type { KeyInput } from "./keys.schemas";

const record = {
  KeyID: apiKeys.id,
  Prefix: apiKeys.prefix,
  Name: apiKeys.label,
  ContactID: apiKeys.contactId,
  ContactName: contacts.name,
  CreatedAt: apiKeys.createdAt,
  ExpiresAt: apiKeys.expiresAt,
  RevokedAt: apiKeys.revokedAt,
  LastUsedAt: apiKeys.lastUsedAt,
};

/** The keys the caller may see: its organization's, or only its own for a contact's key. */
function visible(c: Context<AppEnv>) {
  const principal = principalOf(c);
  return principal.contactId === null
    ? eq(apiKeys.organizationId, principal.organizationId)
    : eq(apiKeys.id, principal.keyId);
}

const readKeys = (c: Context<AppEnv>, where: SQL | undefined) =>
  c.var.db
    .select(record)
    .from(apiKeys)
    .leftJoin(contacts, eq(contacts.id, apiKeys.contactId))
    .where(where)
    .orderBy(asc(apiKeys.id));

export const listKeys = (c: Context<AppEnv>) => readKeys(c, visible(c));

/** Tries this many keys before giving up on one whose prefix no other key of the organization has. */
const ATTEMPTS = 3;

export async function createKey(c: Context<AppEnv>, body: v.InferOutput<typeof KeyInput>) {
  const principal = principalOf(c);
  if (principal.contactId !== null) {
    throw new Problem("forbidden", "A contact's key may not make keys; ask for one with an organization's key.");
  }
  const contactId = body.ContactID ?? null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const key = newKey("live");
    const prefix = await keyPrefix(key);
    // One statement: the contact is the organization's, and no key of the organization has this prefix.
    const [row] = await c.var.db
      .insert(apiKeys)
      .select(
        c.var.db
          .select({
            id: sql`NULL`.as("id"),
            keyHash: sql`${await sha256Hex(key)}`.as("key_hash"),
            prefix: sql`${prefix}`.as("prefix"),
            organizationId: sql`${principal.organizationId}`.as("organization_id"),
            contactId: sql`${contactId}`.as("contact_id"),
            label: sql`${body.Name}`.as("label"),
            createdAt: sql`${new Date().toISOString()}`.as("created_at"),
            expiresAt: sql`${body.ExpiresAt ?? null}`.as("expires_at"),
            revokedAt: sql`NULL`.as("revoked_at"),
            lastUsedAt: sql`NULL`.as("last_used_at"),
          })
          .from(sql`(SELECT 1)`)
          .where(
            sql`(${contactId} IS NULL OR EXISTS (SELECT 1 FROM ${contacts} WHERE ${contacts.id} = ${contactId} AND ${contacts.organizationId} = ${principal.organizationId}))
              AND NOT EXISTS (SELECT 1 FROM ${apiKeys} WHERE ${apiKeys.organizationId} = ${principal.organizationId} AND ${apiKeys.prefix} = ${prefix})`,
          ),
      )
      .returning({ id: apiKeys.id });
    if (row) {
      const [created] = await readKeys(c, eq(apiKeys.id, row.id));
      c.header("Location", `/api/v1/account/keys/${row.id}`);
      return { ...created, Key: key };
    }
    if (contactId !== null) {
      const [contact] = await c.var.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.organizationId, principal.organizationId)));
      if (!contact) {
        throw validationProblem([
          { field: "ContactID", code: "not_found", message: "is not a contact of this API key's organization" },
        ]);
      }
    }
  }
  throw new Error("no key with a prefix of its own after several attempts");
}

export async function revokeKey(c: Context<AppEnv>, id: number) {
  const mine = and(eq(apiKeys.id, id), visible(c));
  // A key revoked already keeps its time: revoking again changes nothing.
  await c.var.db
    .update(apiKeys)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(mine, sql`${apiKeys.revokedAt} IS NULL`));
  // This isolate stops trusting the key at once; the others within 30 seconds (contract section 13).
  forgetKey(id);
  const [row] = await readKeys(c, mine);
  if (!row) throw new Problem("not_found", `There is no key ${id} that this API key may see.`);
  return row;
}
