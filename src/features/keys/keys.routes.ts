/**
 * The operations of API keys, self-service (contract section 11): each one's method, path, schemas, answers and
 * docs, declared for the registry (src/http/operation.ts); the handlers do the work.
 */
import { reply } from "../../http/negotiation";
import { defineOperation } from "../../http/operation";
import { createKey, listKeys, revokeKey } from "./keys.handlers";
import { ApiKey, ApiKeyList, ApiKeyWithSecret, KeyInput } from "./keys.schemas";

const TAGS = ["Account: keys"];

const ACCESS =
  "An organization's key sees and revokes every key of its organization (its contacts' too); a contact's key sees and revokes only itself, and makes none (403). Another organization's key is a 404.";

const keyExample = {
  KeyID: 12,
  Prefix: "mds_live_q3X...5d0c8a41",
  Name: "Traffic system",
  ContactID: null,
  ContactName: null,
  CreatedAt: "2026-11-21T20:13:53.658Z",
  ExpiresAt: "2027-12-31T00:00:00.000Z",
  RevokedAt: null,
  LastUsedAt: "2026-11-22T08:41:00.120Z",
};

export const listKeysOperation = defineOperation({
  method: "get",
  path: "/api/v1/account/keys",
  operationId: "listKeys",
  summary: "API Key List",
  description:
    "The organization's API keys, oldest first, revoked and expired ones included, never their secrets. Each " +
    `\`Prefix\` is the \`ApiKeyPrefix\` of the key's requests in the request log. ${ACCESS}`,
  tags: TAGS,
  errors: [],
  success: {
    status: 200,
    description: "The keys.",
    schema: ApiKeyList,
    xml: { root: "ApiKeys", item: "ApiKey" },
    example: [keyExample],
  },
  handler: (c) => listKeys(c),
});

export const createKeyOperation = defineOperation({
  method: "post",
  path: "/api/v1/account/keys",
  operationId: "createKey",
  summary: "Create API Key",
  description:
    "Makes a key of the caller's organization, or of one of its contacts (`ContactID`): the answer carries the " +
    "key itself in `Key`, shown only here (only its SHA-256 is kept). `Idempotency-Key` is not honoured here: " +
    `an answer holding a key is never kept, so the same request sent again makes another key. ${ACCESS}`,
  tags: TAGS,
  body: {
    schema: KeyInput,
    xmlRoot: "ApiKey",
    description: "The key to make. XML root `ApiKey`.",
    example: { Name: "Traffic system", ExpiresAt: "2027-12-31T00:00:00Z" },
  },
  errors: ["forbidden"],
  success: {
    status: 201,
    description: "The key, with its secret.",
    schema: ApiKeyWithSecret,
    xml: { root: "ApiKey" },
    headers: { Location: { description: "The key's address (revoke it there).", schema: { type: "string" as const } } },
    example: { ...keyExample, LastUsedAt: null, Key: "mds_live_q3XbT0kR8vLm2YwQ9sPz4HcJ7nAe5GdF" },
  },
  // Answered as a response of its own, which the idempotency layer does not record: the key is never kept in clear.
  handler: async (c, { body }) => reply(c, await createKey(c, body), { root: "ApiKey", status: 201 }),
});

export const revokeKeyOperation = defineOperation({
  method: "delete",
  path: "/api/v1/account/keys/{keyID}",
  operationId: "revokeKey",
  summary: "Revoke API Key",
  description:
    "Revokes the key: its next request to the server that revoked it is a 401, and within 30 seconds on every " +
    "server (each keeps what it read of a key at most that long). A key revoked already keeps its `RevokedAt`. A " +
    `key may revoke itself. ${ACCESS}`,
  tags: TAGS,
  paramDescriptions: { keyID: "The key's ID (`KeyID`)." },
  paramExamples: { keyID: 12 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The key, revoked.",
    schema: ApiKey,
    xml: { root: "ApiKey" },
    example: { ...keyExample, RevokedAt: "2026-11-22T09:00:00.000Z" },
  },
  handler: (c, { params }) => revokeKey(c, params.keyID),
});
