/**
 * An organization's API keys (contract section 11): listed, made, revoked by
 * the organization's own keys. A contact's key sees only itself, may revoke
 * only itself and makes none (403). Another organization's key is a 404.
 */
import { and, asc, eq, isNull, notExists, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { retried, write } from "../../db/batch";
import { apiKeys, contacts } from "../../db/schema";
import type { AppEnv } from "../../env";
import { forgetKey, principalOf } from "../../http/auth";
import { newKey, prefixOf, sha256Hex } from "../../http/keys";
import { Problem, validationProblem } from "../../http/problems";
import type { KeyInput } from "./keys.schemas";

/** A key's record, as every key operation answers it (never the key itself). */
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

/** The record's columns of the key's own row (an insert returns no contact's name). */
const { ContactName: _, ...ownColumns } = record;

/** The keys the caller may see: its organization's, or only its own for a contact's key. */
function visible(c: Context<AppEnv>) {
  const principal = principalOf(c);
  return principal.contactId === null
    ? eq(apiKeys.organizationId, principal.organizationId)
    : eq(apiKeys.id, principal.keyId);
}

/** The records of the keys `where` picks, oldest first. */
const keyRecords = (c: Context<AppEnv>, where: SQL | undefined) =>
  c.var.db
    .select(record)
    .from(apiKeys)
    .leftJoin(contacts, eq(contacts.id, apiKeys.contactId))
    .where(where)
    .orderBy(asc(apiKeys.id));

export const listKeys = (c: Context<AppEnv>) => retried(() => keyRecords(c, visible(c)));

/** Tries this many keys before giving up on one whose prefix no other key of the organization has. */
const ATTEMPTS = 3;

export async function createKey(c: Context<AppEnv>, body: v.InferOutput<typeof KeyInput>) {
  const principal = principalOf(c);
  if (principal.contactId !== null) {
    throw new Problem("forbidden", "A contact's key may not make keys; ask for one with an organization's key.");
  }
  const db = c.var.db;
  const organizationId = principal.organizationId;
  const contactId = body.ContactID ?? null;
  // The contact must be the organization's. Read once: contacts never change organization, nor go.
  let contactName: string | null = null;
  if (contactId !== null) {
    const [contact] = await retried(() =>
      db
        .select({ name: contacts.name })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.organizationId, organizationId))),
    );
    if (!contact) {
      throw validationProblem([
        { field: "ContactID", code: "not_found", message: "is not a contact of this API key's organization" },
      ]);
    }
    contactName = contact.name;
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const key = newKey("live");
    const hash = await sha256Hex(key);
    const prefix = prefixOf(key, hash);
    // No other key of the organization may have this prefix: the insert's own condition. A clash
    // (all but impossible: 3 random characters and 32 bits of the hash) takes another key.
    const { created } = await write(db, {
      created: db
        .insert(apiKeys)
        .select(
          db
            .select({
              id: sql`NULL`.as("id"),
              keyHash: sql`${hash}`.as("key_hash"),
              prefix: sql`${prefix}`.as("prefix"),
              organizationId: sql`${organizationId}`.as("organization_id"),
              contactId: sql`${contactId}`.as("contact_id"),
              label: sql`${body.Name}`.as("label"),
              createdAt: sql`${new Date().toISOString()}`.as("created_at"),
              expiresAt: sql`${body.ExpiresAt ?? null}`.as("expires_at"),
              revokedAt: sql`NULL`.as("revoked_at"),
              lastUsedAt: sql`NULL`.as("last_used_at"),
            })
            .from(sql`(SELECT 1)`)
            .where(
              notExists(
                db
                  .select({ id: apiKeys.id })
                  .from(apiKeys)
                  .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.prefix, prefix))),
              ),
            ),
        )
        .returning(ownColumns),
      // No `claimWritten`: an answer holding a key is never kept, so Idempotency-Key is not honoured here.
    });
    const [row] = created;
    if (row) {
      c.header("Location", `/api/v1/account/keys/${row.KeyID}`);
      // In the record's order (XML answers keep it): the contact's name after its id.
      const { KeyID, Prefix, Name, ContactID, ...dates } = row;
      return { KeyID, Prefix, Name, ContactID, ContactName: contactName, ...dates, Key: key };
    }
  }
  throw new Error("no key with a prefix of its own after several attempts");
}

export async function revokeKey(c: Context<AppEnv>, id: number) {
  const db = c.var.db;
  const mine = and(eq(apiKeys.id, id), visible(c));
  // A key revoked already keeps its time: revoking again changes nothing. Its record is read after, in the same transaction.
  const { revoked } = await write(db, {
    revocation: db
      .update(apiKeys)
      .set({ revokedAt: new Date().toISOString() })
      .where(and(mine, isNull(apiKeys.revokedAt))),
    revoked: keyRecords(c, mine),
  });
  // This isolate stops trusting the key at once; the others within 30 seconds (contract section 13).
  forgetKey(id);
  const [row] = revoked;
  if (!row) throw new Problem("not_found", `There is no key ${id} that this API key may see.`);
  return row;
}
