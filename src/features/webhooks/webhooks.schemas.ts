/**
 * Webhooks (contract section 10): what an organization sends to subscribe an
 * endpoint, and the records the webhook operations answer with.
 */

import * as v from "valibot";
import { pageQuery } from "../../http/pagination";
import { objectMessage, optionalText, timestamp } from "../../http/validation";

import { EVENT_TYPES } from "./webhooks.events";

const EVENTS_DESCRIPTION = `The event types to receive, or \`["*"]\` for all: ${EVENT_TYPES.map((t) => `\`${t}\``).join(", ")}. XML: \`<Events><Event>order.received</Event></Events>\`.`;

const webhookEntries = {
  Url: v.pipe(
    v.string("must be a URL"),
    v.trim(),
    v.nonEmpty("is required"),
    v.maxLength(2000, "must be at most 2000 characters"),
    v.description(
      "Where events are POSTed: an `https` URL of a public host: no loopback, private, link-local, multicast or " +
        "reserved address; no `localhost`, `*.local` or `*.internal` name (a trailing dot changes nothing); an IPv6 " +
        "address only if global unicast (2000::/3) and embedding no IPv4 address (no NAT64, 6to4, Teredo, " +
        "IPv4-mapped or -compatible address). Stored, answered and called as the URL parser writes it (host " +
        "lower-cased, tabs and line breaks removed). Under `npm start`, `http://localhost` and `http://127.0.0.1` work too.",
    ),
  ),
  Events: v.pipe(
    v.array(
      v.picklist([...EVENT_TYPES, "*"], `must be an event type or *: ${EVENT_TYPES.join(", ")}`),
      "must be a list of event types",
    ),
    v.nonEmpty("needs at least one event type, or *"),
    v.maxLength(EVENT_TYPES.length + 1, "names an event type twice"),
    v.description(EVENTS_DESCRIPTION),
  ),
  Description: optionalText(200, "What the endpoint is, at most 200 characters."),
};

export const WebhookInput = v.pipe(
  v.object(webhookEntries, objectMessage),
  v.description("An endpoint to subscribe. XML root `Webhook`."),
  v.metadata({ ref: "WebhookInput" }),
);

export const WebhookUpdate = v.pipe(
  v.object(
    {
      ...webhookEntries,
      Enabled: v.optional(
        v.pipe(
          v.boolean("must be true or false"),
          v.description(
            "`false` pauses the endpoint; `true` enables it again (also one the service disabled after 5 days of failures). Unchanged when absent.",
          ),
        ),
      ),
    },
    objectMessage,
  ),
  v.description("The endpoint's whole subscription, replaced. XML root `Webhook`."),
  v.metadata({ ref: "WebhookUpdate" }),
);

const webhookRecordEntries = {
  WebhookID: v.pipe(v.number(), v.integer()),
  Url: v.string(),
  Events: v.pipe(v.array(v.string()), v.description(EVENTS_DESCRIPTION)),
  Description: v.nullable(v.string()),
  Enabled: v.pipe(v.boolean(), v.description("Whether events are sent to it.")),
  DisabledReason: v.pipe(
    v.nullable(v.string()),
    v.description("Why the service disabled it (every attempt failed for 5 days); null otherwise."),
  ),
  CreatedAt: timestamp("When it was subscribed."),
  UpdatedAt: timestamp("When it last changed."),
};

export const Webhook = v.pipe(v.object(webhookRecordEntries), v.metadata({ ref: "Webhook" }));

export const WebhookWithSecret = v.pipe(
  v.object({
    ...webhookRecordEntries,
    Secret: v.pipe(
      v.string(),
      v.description(
        "The signing secret, `whsec_` and base64: shown only in this answer. Verify each event with it as the Standard Webhooks specification says (any of its libraries does).",
      ),
    ),
  }),
  v.metadata({ ref: "WebhookWithSecret" }),
);

export const WebhookList = v.array(Webhook);

export const SecretRotation = v.pipe(
  v.object({
    WebhookID: v.pipe(v.number(), v.integer()),
    Secret: v.pipe(v.string(), v.description("The new signing secret, shown only here.")),
    PreviousSecretExpiresAt: timestamp(
      "Until when the previous secret also signs each event (a second `v1,` signature in `webhook-signature`): 24 hours.",
    ),
  }),
  v.metadata({ ref: "SecretRotation" }),
);

export const EventSent = v.pipe(
  v.object({
    WebhookID: v.pipe(v.number(), v.integer()),
    EventID: v.pipe(v.number(), v.integer(), v.description("The event's id, sent as `webhook-id`.")),
    Type: v.string(),
  }),
  v.metadata({ ref: "EventSent" }),
);

export const WebhookAttempt = v.pipe(
  v.object({
    EventID: v.pipe(
      v.number(),
      v.integer(),
      v.description("The event's id (`webhook-id`), the same on every attempt."),
    ),
    EventType: v.string(),
    Attempt: v.pipe(v.number(), v.integer(), v.description("1 for the first attempt, then 2, 3, …")),
    StatusCode: v.pipe(v.nullable(v.number()), v.description("The endpoint's answer; null when none came.")),
    DurationMs: v.pipe(v.number(), v.integer()),
    Error: v.pipe(v.nullable(v.string()), v.description("Why the attempt failed; null for a 2xx.")),
    DeliveryStatus: v.pipe(
      v.picklist(["Pending", "Succeeded", "Failed"]),
      v.description("Where the event's delivery to this endpoint stands now: retried while `Pending`."),
    ),
    At: timestamp("When the attempt was made."),
  }),
  v.metadata({ ref: "WebhookAttempt" }),
);

export const WebhookAttemptList = v.array(WebhookAttempt);

export const AttemptListQuery = v.object({ ...pageQuery(["2026-11-21T20:13:54.900Z", 77]) });
