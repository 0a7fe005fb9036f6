/**
 * The operations of signed webhooks (contract section 10): each one's method, path, schemas, answers and docs,
 * declared for the registry (src/http/operation.ts); the handlers do the work.
 */
import * as v from "valibot";
import { defineOperation } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import {
  createWebhook,
  deleteWebhook,
  listAttempts,
  listWebhooks,
  pingWebhook,
  redeliver,
  rotateSecret,
  updateWebhook,
  webhookDetail,
} from "./webhooks.handlers";
import {
  AttemptListQuery,
  EventSent,
  SecretRotation,
  Webhook,
  WebhookAttemptList,
  WebhookInput,
  WebhookList,
  WebhookUpdate,
  WebhookWithSecret,
} from "./webhooks.schemas";

const TAGS = ["Account: webhooks"];
const WEBHOOK_ID = { webhookID: "The webhook's ID." };
const WEBHOOK_XML = { root: "Webhook", items: { Events: "Event" } };

/** What every webhook operation's description says of events. */
export const EVENTS_GUIDE =
  'Events are POSTed as JSON `{"type", "timestamp", "data"}`, signed as the Standard Webhooks specification says: ' +
  "headers `webhook-id` (the event's id, the same on every attempt: drop repeats), `webhook-timestamp` (Unix " +
  "seconds of the attempt) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` with " +
  "the secret's key; two, space-separated, for 24 hours after a rotation). A 2xx within 10 s is success; " +
  "otherwise the event is sent again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (about 28 hours), then " +
  "recorded `Failed`; an endpoint whose every attempt failed for 5 days is disabled. Events, each to the " +
  "organizations that may see what it is about: `order.published` and `release.published` (the sender), " +
  "`order.received` and `release.received` (each destination and each group acting for one: the subject, its " +
  "files and their content URLs, and `Destinations`, those the recipient acts for), `order.cancelled` and " +
  "`release.cancelled` (the destinations that had it, and their groups), `delivery.updated` (the sender: a proof " +
  "of delivery state changed), `order.delivered` and `release.delivered` (the sender: every delivery Delivered), " +
  "`comment.created` and `approval.created` (the other side: the sender's go to the destinations, a " +
  "destination's to the sender), `file.house_id_set` and `file.asset_status_set` (the sender), " +
  "`ordergroup.published` (the sender: an order group published, its orders all at once, each with its own " +
  "`order.published` and `order.received` too), `file.compliance_failed` (the sender, and the destination whose " +
  "spec a spot published while its loudness was still measured turns out to fail, and each group acting for it), " +
  "`delivery.ingested` (the sender: a station's automation acknowledged an `ingest` entry of its ingest feed " +
  "`Ingested`; once a delivery), `file.rights_expiring` (the sender, seven days before a file's AirEnd), " +
  "`file.rights_expired` (the sender and the stations that held the file, and their groups: its AirEnd's day " +
  "ended and it was killed there), `file.clearance_rejected` (the sender: a clearing body rejected a published " +
  "file; it was killed at the stations requiring that body), `file.rendition_ready` and `file.rendition_failed` " +
  "(the sender, and once published the destinations receiving that rendition and their groups: a station's own " +
  "file made from the master, or given up; their data is in the document's `webhooks`).";

const ACCESS =
  "Every key of the organization manages its webhooks (its contacts' keys too); another organization's webhook is a 404.";

const hookExample = {
  WebhookID: 1,
  Url: "https://traffic.wxyz-tv.example/mds-events",
  Events: ["order.received", "order.cancelled"],
  Description: "WXYZ-TV traffic system",
  Enabled: true,
  DisabledReason: null,
  CreatedAt: "2026-11-21T20:13:53.658Z",
  UpdatedAt: "2026-11-21T20:13:53.658Z",
};

const inputExample = {
  Url: "https://traffic.wxyz-tv.example/mds-events",
  Events: ["order.received", "order.cancelled"],
  Description: "WXYZ-TV traffic system",
};

export const createWebhookOperation = defineOperation({
  method: "post",
  path: "/api/v1/account/webhooks",
  operationId: "createWebhook",
  summary: "Create Webhook",
  description:
    "Subscribes an endpoint of the caller's organization to events. The answer carries its signing `Secret`, " +
    "shown only here. `Url` must be `https` on a public host (422 `invalid_format` otherwise). At most 20 " +
    `endpoints an organization (409). ${ACCESS} ${EVENTS_GUIDE}`,
  tags: TAGS,
  body: {
    schema: WebhookInput,
    xmlRoot: "Webhook",
    description: "The endpoint. XML root `Webhook`, events as `<Events><Event>order.received</Event></Events>`.",
    example: inputExample,
  },
  errors: ["conflict"],
  success: {
    status: 201,
    description: "The webhook with its secret.",
    schema: WebhookWithSecret,
    xml: WEBHOOK_XML,
    headers: {
      Location: { description: "The webhook's address.", schema: { type: "string" as const } },
    },
    example: { ...hookExample, Secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8nbs2gUh5Zs=" },
  },
  handler: (c, { body }) => createWebhook(c, body),
});

export const listWebhooksOperation = defineOperation({
  method: "get",
  path: "/api/v1/account/webhooks",
  operationId: "listWebhooks",
  summary: "Webhook List",
  description: `The organization's webhooks, oldest first, never their secrets. ${ACCESS}`,
  tags: TAGS,
  errors: [],
  success: {
    status: 200,
    description: "The webhooks.",
    schema: WebhookList,
    xml: { root: "Webhooks", item: "Webhook", items: { Events: "Event" } },
    example: [hookExample],
  },
  handler: (c) => listWebhooks(c),
});

export const webhookDetailOperation = defineOperation({
  method: "get",
  path: "/api/v1/account/webhooks/{webhookID}",
  operationId: "getWebhook",
  summary: "Webhook Detail",
  description: `One webhook, without its secret. ${ACCESS}`,
  tags: TAGS,
  paramDescriptions: WEBHOOK_ID,
  paramExamples: { webhookID: 1 },
  errors: ["not_found"],
  success: { status: 200, description: "The webhook.", schema: Webhook, xml: WEBHOOK_XML, example: hookExample },
  handler: (c, { params }) => webhookDetail(c, params.webhookID),
});

export const updateWebhookOperation = defineOperation({
  method: "put",
  path: "/api/v1/account/webhooks/{webhookID}",
  operationId: "updateWebhook",
  summary: "Update Webhook",
  description:
    "Replaces the webhook's URL, events and description; `Enabled` pauses it or enables it again (one the service " +
    `disabled too: its failure count starts over). The secret stays (rotate it with its own operation). ${ACCESS}`,
  tags: TAGS,
  paramDescriptions: WEBHOOK_ID,
  paramExamples: { webhookID: 1 },
  body: {
    schema: WebhookUpdate,
    xmlRoot: "Webhook",
    description: "The whole subscription. XML root `Webhook`.",
    example: { ...inputExample, Enabled: true },
  },
  errors: ["not_found"],
  success: { status: 200, description: "The webhook.", schema: Webhook, xml: WEBHOOK_XML, example: hookExample },
  handler: (c, { params, body }) => updateWebhook(c, params.webhookID, body),
});

export const deleteWebhookOperation = defineOperation({
  method: "delete",
  path: "/api/v1/account/webhooks/{webhookID}",
  operationId: "deleteWebhook",
  summary: "Delete Webhook",
  description: `Unsubscribes the endpoint: nothing more is sent to it, its attempt log goes with it. ${ACCESS}`,
  tags: TAGS,
  paramDescriptions: WEBHOOK_ID,
  paramExamples: { webhookID: 1 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The webhook was deleted.",
    schema: v.pipe(
      v.object({ WebhookID: v.pipe(v.number(), v.integer()), Deleted: v.literal(true) }),
      v.metadata({ ref: "WebhookDeletion" }),
    ),
    xml: { root: "WebhookDeletion" },
    example: { WebhookID: 1, Deleted: true },
  },
  handler: (c, { params }) => deleteWebhook(c, params.webhookID),
});

export const rotateSecretOperation = defineOperation({
  method: "post",
  path: "/api/v1/account/webhooks/{webhookID}/secret",
  operationId: "rotateWebhookSecret",
  summary: "Rotate Webhook Secret",
  description:
    "A new signing secret, shown only here. For 24 hours the previous secret also signs every event (a second " +
    `signature in \`webhook-signature\`), so that the receiver can switch without losing an event. ${ACCESS}`,
  tags: TAGS,
  paramDescriptions: WEBHOOK_ID,
  paramExamples: { webhookID: 1 },
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The new secret.",
    schema: SecretRotation,
    xml: { root: "SecretRotation" },
    example: {
      WebhookID: 1,
      Secret: "whsec_4jGfS0rb2Y8LkXxQ1Vw2m0T5oRr8f3Jp9nC6uZq7aKs=",
      PreviousSecretExpiresAt: "2026-11-22T20:13:53.658Z",
    },
  },
  handler: (c, { params }) => rotateSecret(c, params.webhookID),
});

export const pingWebhookOperation = defineOperation({
  method: "post",
  path: "/api/v1/account/webhooks/{webhookID}/test",
  operationId: "pingWebhook",
  summary: "Test Webhook",
  description:
    'Sends the endpoint a `ping` event (`data`: `{"WebhookID"}`), signed, logged and retried as any other; ' +
    `its attempts show in the webhook's deliveries. A disabled webhook is a 409. ${ACCESS}`,
  tags: TAGS,
  paramDescriptions: WEBHOOK_ID,
  paramExamples: { webhookID: 1 },
  errors: ["not_found", "conflict"],
  success: {
    status: 202,
    description: "The ping is on its way.",
    schema: EventSent,
    xml: { root: "EventSent" },
    example: { WebhookID: 1, EventID: 41, Type: "ping" },
  },
  handler: (c, { params }) => pingWebhook(c, params.webhookID),
});

export const listAttemptsOperation = defineOperation({
  method: "get",
  path: "/api/v1/account/webhooks/{webhookID}/deliveries",
  operationId: "listWebhookDeliveries",
  summary: "Webhook Deliveries",
  description:
    "Every attempt to send an event to this endpoint, newest first: the event's id and type, which attempt, the " +
    "status code (null when no answer came), how long it took, why it failed, and where the event's delivery " +
    `stands. Paginated: \`limit\`, \`cursor\`, \`Link\`. ${ACCESS}`,
  tags: TAGS,
  paramDescriptions: WEBHOOK_ID,
  paramExamples: { webhookID: 1 },
  query: AttemptListQuery,
  errors: ["not_found"],
  success: {
    status: 200,
    description: "The attempts.",
    schema: WebhookAttemptList,
    xml: { root: "Deliveries", item: "Delivery" },
    headers: NEXT_PAGE_HEADERS,
    example: [
      {
        EventID: 40,
        EventType: "order.received",
        Attempt: 2,
        StatusCode: 200,
        DurationMs: 84,
        Error: null,
        DeliveryStatus: "Succeeded",
        At: "2026-11-21T20:14:00.120Z",
      },
      {
        EventID: 40,
        EventType: "order.received",
        Attempt: 1,
        StatusCode: 503,
        DurationMs: 112,
        Error: "answered 503",
        DeliveryStatus: "Succeeded",
        At: "2026-11-21T20:13:54.900Z",
      },
    ],
  },
  handler: (c, { params, query }) => listAttempts(c, params.webhookID, query),
});

export const redeliverOperation = defineOperation({
  method: "post",
  path: "/api/v1/account/webhooks/{webhookID}/deliveries/{eventID}/redeliver",
  operationId: "redeliverWebhookEvent",
  summary: "Redeliver Event",
  description:
    "Sends an event this endpoint was sent (or failed to receive) again now, with the same event id, whatever its " +
    "delivery's state; its attempts are counted afresh (from 1), a failure retried as a new event's would be. An " +
    `event never sent to this endpoint is a 404; a disabled webhook a 409. ${ACCESS}`,
  tags: TAGS,
  paramDescriptions: { ...WEBHOOK_ID, eventID: "The event's id (`webhook-id`)." },
  paramExamples: { webhookID: 1, eventID: 40 },
  errors: ["not_found", "conflict"],
  success: {
    status: 202,
    description: "The event is on its way again.",
    schema: EventSent,
    xml: { root: "EventSent" },
    example: { WebhookID: 1, EventID: 40, Type: "order.received" },
  },
  handler: (c, { params }) => redeliver(c, params.webhookID, params.eventID),
});
