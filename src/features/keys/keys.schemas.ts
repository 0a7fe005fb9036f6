/**
 * API keys (contract section 11): what a caller sends to make one, and the
 * record every key operation answers with, never the key's secret but once.
 */

import * as v from "valibot";
import { LAST_STORED_MS, parseInstant } from "../../http/dates";
import { MAX_ID, objectMessage, requiredText, timestamp } from "../../http/validation";

export const KeyInput = v.pipe(
  v.object(
    {
      Name: requiredText(100, "What the key is for, at most 100 characters (e.g. `Traffic system`)."),
      ExpiresAt: v.optional(
        v.pipe(
          v.string("must be a date-time with Z or an offset"),
          v.trim(),
          v.check(
            (s) => parseInstant(s) !== null,
            "must be a date-time with Z or an offset, e.g. 2027-12-31T00:00:00Z",
          ),
          // A stored timestamp is ISO 8601 text, which has four digits of year (src/http/dates.ts).
          v.check(
            (s) => (parseInstant(s)?.getTime() ?? 0) <= LAST_STORED_MS,
            "must be at most 9999-12-31T23:59:59.999Z",
          ),
          v.transform((s) => (parseInstant(s) as Date).toISOString()),
          v.check((s) => s > new Date().toISOString(), "must be in the future"),
          v.description(
            "When the key stops working: an ISO 8601 date-time with `Z` or an offset, in the future. Never, when absent.",
          ),
        ),
      ),
      ContactID: v.optional(
        v.pipe(
          v.number("must be a contact ID (a positive integer)"),
          v.integer("must be a contact ID (a positive integer)"),
          v.minValue(1, "must be a contact ID (a positive integer)"),
          v.maxValue(MAX_ID, "must be a contact ID (a positive integer)"),
          v.description(
            "A contact (person) of the caller's organization: the key acts as that contact. The organization itself, when absent.",
          ),
        ),
      ),
    },
    objectMessage,
  ),
  v.description("A key to make. XML root `ApiKey`."),
  v.metadata({ ref: "ApiKeyInput" }),
);

const keyRecordEntries = {
  KeyID: v.pipe(v.number(), v.integer()),
  Prefix: v.pipe(
    v.string(),
    v.description(
      "The key's start, `...` and the first 8 hex digits of its SHA-256: tells it apart from the organization's other keys, and is the `ApiKeyPrefix` of its requests in the request log.",
    ),
  ),
  Name: v.pipe(v.nullable(v.string()), v.description("What the key is for; null for a key made without a name.")),
  ContactID: v.pipe(
    v.nullable(v.pipe(v.number(), v.integer())),
    v.description("The contact the key acts as; null for the organization's own key."),
  ),
  ContactName: v.pipe(
    v.nullable(v.string()),
    v.description("That contact's name; null for the organization's own key."),
  ),
  CreatedAt: timestamp("When the key was made."),
  ExpiresAt: v.pipe(
    v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    v.description("When it stops working; null: never."),
  ),
  RevokedAt: v.pipe(
    v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    v.description("When it was revoked; null while it is not."),
  ),
  LastUsedAt: v.pipe(
    v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    v.description("When it last authenticated a request, whatever the answer (to within a minute); null: never used."),
  ),
};

export const ApiKey = v.pipe(v.object(keyRecordEntries), v.metadata({ ref: "ApiKey" }));

export const ApiKeyList = v.array(ApiKey);

export const ApiKeyWithSecret = v.pipe(
  v.object({
    ...keyRecordEntries,
    Key: v.pipe(
      v.string(),
      v.description(
        "The key itself, shown only in this answer: only its SHA-256 is kept. Send it as `X-API-Key` (or `Authorization: Bearer`).",
      ),
    ),
  }),
  v.metadata({ ref: "ApiKeyWithSecret" }),
);
