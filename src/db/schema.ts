/**
 * The whole domain in D1. Timestamps are ISO 8601 UTC strings with milliseconds
 * and `Z` (they sort as text). Families: a file, destination, delivery or comment
 * belongs to exactly one order or one release (CHECK constraints enforce it), so
 * one implementation serves both families.
 */
import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const oneParent = () => sql.raw("(order_id IS NULL) <> (release_id IS NULL)");
/** The order or the release a row belongs to (exactly one: see `oneParent`); deleted with it. */
const parentColumns = () => ({
  orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
  releaseId: integer("release_id").references(() => releases.id, { onDelete: "cascade" }),
});

/** Agencies, labels, destination stations and station groups. */
export const organizations = sqliteTable(
  "organizations",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    kind: text("kind", { enum: ["agency", "label", "destination", "group"] }).notNull(),
    /** Destinations only. */
    type: text("type", { enum: ["TV", "Radio", "Cable", "Network"] }),
    market: text("market"),
    country: text("country"),
    status: text("status", { enum: ["Online", "Offline"] }),
    statusSince: text("status_since"),
    lastSeenAt: text("last_seen_at"),
    /** The IANA time zone a destination keeps its schedule in (contract section 15): days and dayparts are read in it. */
    timeZone: text("time_zone").notNull().default("America/New_York"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [
    index("organizations_kind_updated_idx").on(t.kind, t.updatedAt, t.id),
    index("organizations_kind_status_idx").on(t.kind, t.status, t.id),
    index("organizations_name_idx").on(sql`${t.name} COLLATE NOCASE`),
  ],
);

/** People of an organization; a key may belong to one. */
export const contacts = sqliteTable("contacts", {
  id: integer("id").primaryKey(),
  organizationId: integer("organization_id")
    .notNull()
    .references(() => organizations.id),
  name: text("name").notNull(),
  email: text("email"),
  createdAt: text("created_at").notNull().default(now),
});

/** API keys, stored only as SHA-256 hashes (hex) with a short visible prefix (../http/keys.ts). */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: integer("id").primaryKey(),
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    contactId: integer("contact_id").references(() => contacts.id),
    label: text("label"),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at"),
    revokedAt: text("revoked_at"),
    /** When the key was last used, to within a minute (../http/key-use.ts). */
    lastUsedAt: text("last_used_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_organization_idx").on(t.organizationId)],
);

/** A group (e.g. a station group) may act for these organizations. */
export const groupAccess = sqliteTable(
  "group_access",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => organizations.id),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.organizationId] }),
    index("group_access_organization_idx").on(t.organizationId),
  ],
);

export const orderStates = sqliteTable("order_states", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
});

export const podStates = sqliteTable("pod_states", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
});

/** The asset statuses a destination may set, in their configured spelling. */
export const assetStatuses = sqliteTable(
  "asset_statuses",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("asset_statuses_name_idx").on(sql`${t.name} COLLATE NOCASE`)],
);

export const ORDER_STATES = ["Draft", "Published", "In Progress", "Delivered", "Cancelled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const POD_STATES = ["Queued", "Sending", "Delivered", "Failed", "Cancelled"] as const;
export type PodState = (typeof POD_STATES)[number];

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderType: text("order_type", { enum: ["Spot", "LongForm"] }).notNull(),
    status: text("status", { enum: ORDER_STATES }).notNull().default("Draft"),
    ownerOrganizationId: integer("owner_organization_id")
      .notNull()
      .references(() => organizations.id),
    /**
     * The owner's name, kept on the row at its creation (an organization's name never changes), so that a list of
     * orders reads no organization's row an order (contract section 21).
     */
    ownerName: text("owner_name").notNull().default(""),
    createdByKeyId: integer("created_by_key_id").references(() => apiKeys.id),
    advertiser: text("advertiser").notNull(),
    brand: text("brand"),
    product: text("product"),
    purchaseOrder: text("purchase_order"),
    priority: text("priority", { enum: ["Standard", "Rush"] })
      .notNull()
      .default("Standard"),
    flightStartDate: text("flight_start_date"),
    flightEndDate: text("flight_end_date"),
    trafficInstructions: text("traffic_instructions"),
    programTitle: text("program_title"),
    episode: text("episode"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
    publishedAt: text("published_at"),
    /** Set when a published order is deleted: it is hidden from every read, its history kept. */
    cancelledAt: text("cancelled_at"),
    /**
     * The order group (contract section 18) it is in, one at most. Deleting a group takes its orders out
     * first, in the same batch (../features/order-groups).
     */
    orderGroupId: integer("order_group_id").references((): AnySQLiteColumn => orderGroups.id),
    /**
     * Its files and destinations, written by the create with its row and counted again by the batches that
     * replace them (`keptCounts`, ../features/subjects/subjects.store.ts), so that a list shows them without
     * counting (contract section 21).
     */
    fileCount: integer("file_count").notNull().default(0),
    destinationCount: integer("destination_count").notNull().default(0),
  },
  (t) => [
    /** Order List (contract section 9): a sender's orders, newest UpdatedAt first, keyset on (updated_at, id). */
    index("orders_owner_updated_idx").on(t.ownerOrganizationId, t.updatedAt, t.id),
    /** A group's orders. */
    index("orders_group_idx").on(t.orderGroupId, t.id).where(sql`${t.orderGroupId} IS NOT NULL`),
  ],
);

export const ORDER_GROUP_STATES = ["Draft", "Published"] as const;

/**
 * A campaign's orders, published together (contract section 18): its
 * organization's alone. `updated_at` changes with its name, its membership
 * (an order added, taken out, or removed as a draft deleted) and its publish.
 */
export const orderGroups = sqliteTable(
  "order_groups",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ownerOrganizationId: integer("owner_organization_id")
      .notNull()
      .references(() => organizations.id),
    name: text("name").notNull(),
    status: text("status", { enum: ORDER_GROUP_STATES }).notNull().default("Draft"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
    publishedAt: text("published_at"),
    /**
     * The token (a random UUID) of the last write that changed the group: the
     * statements of a write's batch after its first apply only to the group
     * that first statement stamped with it, even when two requests share a
     * millisecond (a moment, `updated_at`, could not tell them apart).
     */
    writeToken: text("write_token"),
  },
  /** Order Group List: an organization's groups, newest UpdatedAt first, keyset on (updated_at, id). */
  (t) => [index("order_groups_owner_updated_idx").on(t.ownerOrganizationId, t.updatedAt, t.id)],
);

export const releases = sqliteTable(
  "releases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    labelOrganizationId: integer("label_organization_id")
      .notNull()
      .references(() => organizations.id),
    /** The label's name, kept as an order's owner's is. */
    ownerName: text("owner_name").notNull().default(""),
    /** The same life as an order's (contract section 9): a draft, published, then delivered, or cancelled. */
    status: text("status", { enum: ORDER_STATES }).notNull().default("Draft"),
    createdByKeyId: integer("created_by_key_id").references(() => apiKeys.id),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    upc: text("upc"),
    releaseDate: text("release_date"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
    publishedAt: text("published_at"),
    /** Set when a published release is deleted: it is hidden from every read, its history kept. */
    cancelledAt: text("cancelled_at"),
    /** Its tracks and destinations, kept as an order's are. */
    fileCount: integer("file_count").notNull().default(0),
    destinationCount: integer("destination_count").notNull().default(0),
  },
  (t) => [
    /** Release List: a label's releases, newest UpdatedAt first, keyset on (updated_at, id). */
    index("releases_label_updated_idx").on(t.labelOrganizationId, t.updatedAt, t.id),
  ],
);

/** Files of an order (spots, with an Ad-ID) or of a release (tracks, with an ISRC). */
export const files = sqliteTable(
  "files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ...parentColumns(),
    position: integer("position").notNull().default(0),
    adId: text("ad_id"),
    isrc: text("isrc"),
    title: text("title").notNull(),
    lengthSeconds: integer("length_seconds"),
    format: text("format", { enum: ["HD", "SD", "Audio"] }),
    createdAt: text("created_at").notNull().default(now),
    /**
     * The file's content (contract section 8): its R2 object and what is known of it, all null until an
     * upload completes, then replaced together by the next one.
     */
    contentKey: text("content_key"),
    contentType: text("content_type"),
    contentBytes: integer("content_bytes"),
    /** Lowercase hex. */
    contentSha256: text("content_sha256"),
    contentUploadedAt: text("content_uploaded_at"),
    /** What the service read from the container, as JSON (`MediaFacts`); null when unreadable. */
    contentMedia: text("content_media"),
    /**
     * The content's loudness (contract section 17), as JSON (`LoudnessRecord` of
     * ../features/compliance/compliance.rules.ts): `{"Status":"Pending"}` from the upload until the loudness
     * queue measures it, then Measured (with its values), Unsupported or Failed (with the reason).
     */
    contentLoudness: text("content_loudness"),
    /**
     * The file's rights window (contract section 20): the talent and music usage dates, `YYYY-MM-DD`, each
     * null when unbounded, and notes. A station is never given dates outside it.
     */
    airStart: text("air_start"),
    airEnd: text("air_end"),
    rightsNotes: text("rights_notes"),
  },
  (t) => [
    check("files_one_parent", oneParent()),
    // The parent's indexes hold only its own rows (a release's file has no order): an entry written is one read.
    uniqueIndex("files_order_ad_id_idx").on(t.orderId, t.adId).where(sql`${t.orderId} IS NOT NULL`),
    /** Rights ending (contract section 20): the cron's files whose AirEnd is near. */
    index("files_air_end_idx").on(t.airEnd).where(sql`${t.airEnd} IS NOT NULL`),
    /** As-run matching (contract section 15): the spots of any order with an Ad-ID a station says it aired. */
    index("files_ad_id_idx").on(t.adId).where(sql`${t.adId} IS NOT NULL`),
    index("files_release_idx").on(t.releaseId, t.position).where(sql`${t.releaseId} IS NOT NULL`),
    /** Content whose loudness is still to be measured, oldest first: the cron queues what a lost message left. */
    index("files_loudness_pending_idx")
      .on(t.contentUploadedAt)
      .where(sql`${t.contentLoudness} = '{"Status":"Pending"}'`),
    /**
     * The files whose content is the original of a rendition (contract section 19): its events' recipients, and
     * the files whose stations may be offered it once made.
     */
    index("files_content_sha256_idx").on(t.contentSha256).where(sql`${t.contentSha256} IS NOT NULL`),
  ],
);

/**
 * A destination organization's technical spec (contract section 17), as JSON (`DestinationSpec` of
 * ../features/compliance/compliance.schemas.ts): what the spots sent to it must be. Written by the destination
 * or a group acting for it; a destination without a row checks nothing.
 */
export const destinationSpecs = sqliteTable("destination_specs", {
  organizationId: integer("organization_id")
    .primaryKey()
    .references(() => organizations.id),
  spec: text("spec").notNull(),
  updatedAt: text("updated_at").notNull(),
  /** The organization's name that wrote it (the destination's, or its group's). */
  updatedBy: text("updated_by").notNull(),
});

/**
 * Renditions (contract section 19): the file one Deliver profile asks for, made from one original by the media
 * engine (src/engine). Named by the original's SHA-256 and the profile (its canonical JSON): stations with the
 * same profile share one, and a job done twice finds it done. `Pending` until the engine's answer is stored in
 * R2 (`object_key`), probed and measured: then `Ready`, or `Failed` with the reason (never served).
 */
export const renditions = sqliteTable(
  "renditions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sourceSha256: text("source_sha256").notNull(),
    /** The EngineProfile as canonical JSON (keys in a fixed order, nulls left out). */
    profile: text("profile").notNull(),
    status: text("status", { enum: ["Pending", "Ready", "Failed"] }).notNull(),
    reason: text("reason"),
    objectKey: text("object_key"),
    contentType: text("content_type"),
    extension: text("extension"),
    bytes: integer("bytes"),
    /** Lowercase hex, of the rendition's bytes. */
    sha256: text("sha256"),
    /** What the probe read (`MediaFacts`) and the meter measured (`LoudnessRecord`), as JSON. */
    media: text("media"),
    loudness: text("loudness"),
    /** ffmpeg's user and system CPU seconds for the job (the bench's figure). */
    cpuSeconds: real("cpu_seconds"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("renditions_source_profile_idx").on(t.sourceSha256, t.profile)],
);

/** The organizations an order or a release is sent to. */
export const destinations = sqliteTable(
  "destinations",
  {
    /**
     * The row's own key, read by nothing and given to no one (a destination is named by its organization): no
     * AUTOINCREMENT (migration 0030), whose counter was one more row written by every INSERT of destinations.
     */
    id: integer("id").primaryKey(),
    ...parentColumns(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    position: integer("position").notNull().default(0),
    /**
     * The order's or release's `updated_at` once it is no longer a draft (null
     * while it is one: its destinations do not see it), copied here by
     * triggers (migration 0010) on every insert and every change of the
     * subject's, so that a station's list walks its rows newest first along an
     * index instead of sorting all it was ever sent, and never walks past
     * drafts. Nothing writes it but the triggers.
     */
    subjectUpdatedAt: text("subject_updated_at"),
  },
  (t) => [
    check("destinations_one_parent", oneParent()),
    uniqueIndex("destinations_order_org_idx").on(t.orderId, t.organizationId).where(sql`${t.orderId} IS NOT NULL`),
    uniqueIndex("destinations_release_org_idx")
      .on(t.releaseId, t.organizationId)
      .where(sql`${t.releaseId} IS NOT NULL`),
    /** Order List and Release List as a destination: an organization's orders (releases), newest first. */
    index("destinations_org_order_updated_idx")
      .on(t.organizationId, t.subjectUpdatedAt, t.orderId)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.subjectUpdatedAt} IS NOT NULL`),
    index("destinations_org_release_updated_idx")
      .on(t.organizationId, t.subjectUpdatedAt, t.releaseId)
      .where(sql`${t.releaseId} IS NOT NULL AND ${t.subjectUpdatedAt} IS NOT NULL`),
  ],
);

/** One delivery of one file to one destination. */
export const deliveries = sqliteTable(
  "deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ...parentColumns(),
    /** The sender (order owner or label), denormalized so reports read one index. */
    ownerOrganizationId: integer("owner_organization_id")
      .notNull()
      .references(() => organizations.id),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    status: text("status", { enum: POD_STATES }).notNull().default("Queued"),
    statusDate: text("status_date").notNull().default(now),
    deliveredAt: text("delivered_at"),
    /** Who received the last byte: the key prefix, and the contact's name for a contact key. */
    deliveredBy: text("delivered_by"),
    /**
     * No longer written nor read: the ranges received are rows of `delivery_ranges` (migration 0011 moved the
     * ones of deliveries under way there). Kept until fixtures/seed.ts stops filling it, then to be dropped.
     */
    received: text("received"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: text("created_at").notNull().default(now),
    /**
     * When the station's automation took the file in (contract section 16): the first acknowledgement
     * `Ingested` of an `ingest` entry of the ingest feed for this file and station. Never changed after.
     */
    ingestedAt: text("ingested_at"),
    /**
     * Published later than the station's copy deadline (contract section 20: its spec's `CopyDeadlineHours`
     * before its first airing day), as publish judged it.
     */
    late: integer("late", { mode: "boolean" }).notNull().default(false),
    /**
     * The size and SHA-256 (hex) the proof of delivery gives: the original's from publish, then what the destination
     * received once Delivered (contract section 19: its rendition, or the original).
     */
    bytes: integer("bytes"),
    sha256: text("sha256"),
    /**
     * Kept from publish for the proof of delivery, so that a page of it reads a row a delivery (contract section 21):
     * the file's Ad-ID (null for a track), which a published file keeps, and the destination's name, which never
     * changes.
     */
    adId: text("ad_id"),
    organizationName: text("organization_name").notNull().default(""),
    /** The subject's `cancelled_at`, written with it by Order Delete: a cancelled order leaves every report. */
    subjectCancelledAt: text("subject_cancelled_at"),
    /**
     * When it was found Queued for a destination that was offline (by the queue consumer, the cron, or a Sending
     * one put back): it waits in deliveries_waiting_idx for the cron to take it up once its destination is online.
     */
    waitingSince: text("waiting_since"),
    /**
     * The id of the station's latest ingest entry of the file (contract section 16): the snapshot it holds, which an
     * `update` or a `kill` copies. Kept by a trigger on every entry inserted (migration 0031), and written by Publish
     * Order's own insert, whose entries come first in its batch; read along deliveries_file_org_idx, so that an
     * entry writes no index of its station and file.
     */
    latestEntryId: integer("latest_entry_id"),
  },
  (t) => [
    check("deliveries_one_parent", oneParent()),
    uniqueIndex("deliveries_file_org_idx").on(t.fileId, t.organizationId),
    index("deliveries_order_idx").on(t.orderId, t.fileId, t.organizationId).where(sql`${t.orderId} IS NOT NULL`),
    /** A release's deliveries (its foreign key, and whether all are delivered), as an order's. */
    index("deliveries_release_idx").on(t.releaseId, t.fileId, t.organizationId).where(sql`${t.releaseId} IS NOT NULL`),
    index("deliveries_owner_date_idx").on(t.ownerOrganizationId, t.statusDate, t.id),
    /**
     * The cron's search for Queued deliveries waiting for their destination to come online, oldest first: those
     * alone, so that a publish to online destinations writes no entry of it, and a delivery leaves it when it
     * moves on (an entry deleted is not billed: a row written is a row or entry inserted). The deliveries whose
     * message was lost, and those not collected in time, are found walking the table by id from a mark in
     * `job_marks` (../features/deliveries/deliveries.store.ts `takeUpUnconsumed`, `failUncollected`).
     */
    index("deliveries_waiting_idx")
      .on(t.waitingSince)
      .where(sql`${t.status} = 'Queued' AND ${t.waitingSince} IS NOT NULL`),
  ],
);

/**
 * The bytes of a file its destination has received, one row a range `[start, end)` downloaded in full
 * (../features/deliveries/deliveries.store.ts `recordReceipt`). A delivery is Delivered by the batch whose
 * range makes the rows cover the whole file: ranges are only ever added, so concurrent downloads cannot lose
 * one another's. A range received again is kept once. WITHOUT ROWID (migration 0028, by hand): a range writes its
 * row alone, no key index entry.
 */
export const deliveryRanges = sqliteTable(
  "delivery_ranges",
  {
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    start: integer("range_start").notNull(),
    end: integer("range_end").notNull(),
    /** The download that recorded it (a random id): its batch tells by it whether it added the range itself. */
    receiptId: text("receipt_id").notNull(),
    receivedAt: text("received_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.start, t.end] })],
);

/**
 * Resumable uploads under way (contract section 8): an R2 multipart upload of one file's next content, with
 * the parts received so far. Removed by the batch that makes its object the file's content. One aborted,
 * expired or refused is ended (`endedAt`) first and removed by the cron once its R2 upload and objects are
 * gone, so that a crash in between leaves nothing behind in R2 that no row names.
 */
export const contentUploads = sqliteTable(
  "content_uploads",
  {
    /** The UploadID the caller sees. */
    id: integer("id").primaryKey({ autoIncrement: true }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    objectKey: text("object_key").notNull(),
    /** R2's id of the multipart upload. */
    r2UploadId: text("r2_upload_id").notNull(),
    contentType: text("content_type").notNull(),
    partSize: integer("part_size").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    /** When it was aborted, expired or refused: no longer under way, its R2 upload and objects to be removed. */
    endedAt: text("ended_at"),
  },
  (t) => [
    index("content_uploads_file_idx").on(t.fileId),
    index("content_uploads_expires_idx").on(t.expiresAt),
    /** The cron's sweep of ended uploads. */
    index("content_uploads_ended_idx").on(t.endedAt).where(sql`${t.endedAt} IS NOT NULL`),
  ],
);

/** The parts of a resumable upload received so far; a part sent again replaces its row. */
export const contentUploadParts = sqliteTable(
  "content_upload_parts",
  {
    uploadId: integer("upload_id")
      .notNull()
      .references(() => contentUploads.id, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    /** R2's ETag of the part, needed to complete the upload. */
    etag: text("etag").notNull(),
    bytes: integer("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

/**
 * What one destination organization says of one file: asset status and house ID. WITHOUT ROWID (migration 0026,
 * by hand: drizzle cannot say it): keyed by its primary key alone, its first row writes no key index entry.
 */
export const fileStatuses = sqliteTable(
  "file_statuses",
  {
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    assetStatus: text("asset_status"),
    assetStatusUpdatedAt: text("asset_status_updated_at"),
    assetStatusSetBy: text("asset_status_set_by"),
    houseId: text("house_id"),
    houseIdUpdatedAt: text("house_id_updated_at"),
    houseIdSetBy: text("house_id_set_by"),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.organizationId] }),
    /** As-run matching (contract section 15): the file a station's own house ID names. */
    index("file_statuses_house_id_idx").on(t.organizationId, t.houseId).where(sql`${t.houseId} IS NOT NULL`),
  ],
);

/** Comments and approvals (an approval is a comment that approves), both families. */
export const comments = sqliteTable(
  "comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ...parentColumns(),
    type: text("type", { enum: ["Comment", "Approval"] }).notNull(),
    posterName: text("poster_name").notNull(),
    text: text("text").notNull(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    contactId: integer("contact_id").references(() => contacts.id),
    apiKeyId: integer("api_key_id").references(() => apiKeys.id),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    check("comments_one_parent", oneParent()),
    index("comments_order_idx").on(t.orderId, t.createdAt).where(sql`${t.orderId} IS NOT NULL`),
    index("comments_release_idx").on(t.releaseId, t.createdAt).where(sql`${t.releaseId} IS NOT NULL`),
  ],
);

/** Stored answers of POST requests sent with an `Idempotency-Key`, kept 24 hours. */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    organizationId: integer("organization_id").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    bodyHash: text("body_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    contentType: text("content_type").notNull(),
    headers: text("headers").notNull(),
    body: text("body").notNull(),
    createdAt: text("created_at").notNull().default(now),
    /**
     * Set in the batch of the request's write itself (../db/ride-along.ts): 1 once it committed, with what
     * it created (`writtenRef`, e.g. the new order's id), so that the request is never run twice.
     */
    written: integer("written").notNull().default(0),
    writtenRef: integer("written_ref"),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------
// Events: signed webhooks (contract section 10, src/features/webhooks)
// ---------------------------------------------------------------------------

/** An organization's endpoint for events. */
export const webhooks = sqliteTable(
  "webhooks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    url: text("url").notNull(),
    /** A JSON list of event types, or `["*"]` for every type. */
    events: text("events").notNull(),
    description: text("description"),
    /**
     * The signing secret (`whsec_…`), kept whole because signing needs it; after a rotation the
     * previous one also signs until `previous_secret_until`.
     */
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretUntil: text("previous_secret_until"),
    enabled: integer("enabled").notNull().default(1),
    disabledReason: text("disabled_reason"),
    /** Since when every attempt to this endpoint has failed; null after a success. Five days of it disable it. */
    failingSince: text("failing_since"),
    createdAt: text("created_at").notNull().default(now),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [index("webhooks_org_idx").on(t.organizationId, t.enabled)],
);

/** An event for one organization: the same id (`webhook-id`) on every attempt of every endpoint. */
export const webhookEvents = sqliteTable(
  "webhook_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    type: text("type").notNull(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    /** The event's `data`, JSON. */
    data: text("data").notNull(),
    /** The write (one D1 batch) that caused it: the outbox's deliveries are made for its events. */
    batchId: text("batch_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("webhook_events_batch_idx").on(t.batchId), index("webhook_events_created_idx").on(t.createdAt)],
);

export const WEBHOOK_DELIVERY_STATES = ["Pending", "Succeeded", "Failed"] as const;

/** The outbox: one event to one endpoint, sent until a 2xx or its retries run out. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    eventId: integer("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATES }).notNull().default("Pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due (the queue message carries the delay; the cron sends what was lost). */
    nextAttemptAt: text("next_attempt_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_webhook_idx").on(t.eventId, t.webhookId),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Every attempt to send an event to an endpoint: the log its owner reads. */
export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
    at: text("at").notNull(),
  },
  (t) => [index("webhook_attempts_webhook_idx").on(t.webhookId, t.at, t.id)],
);

// ---------------------------------------------------------------------------
// Traffic instructions, as-run and proof of performance (contract sections 14 and 15, src/features/traffic)
// ---------------------------------------------------------------------------

/**
 * A revision of an order's traffic instructions: its flights as JSON (`Flight[]`, normalised as the
 * service answers them) and its notes. Revision 1 is replaced while the order is a draft; after publish
 * each change is a new revision, the earlier ones kept.
 */
export const instructionRevisions = sqliteTable(
  "instruction_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    flights: text("flights").notNull(),
    notes: text("notes"),
    createdAt: text("created_at").notNull(),
    /** The contact's name for a contact's key, else the organization's. */
    createdBy: text("created_by").notNull(),
  },
  (t) => [uniqueIndex("instruction_revisions_order_revision_idx").on(t.orderId, t.revision)],
);

/** The latest revision a destination acknowledged of an order's instructions. */
export const instructionAcknowledgements = sqliteTable(
  "instruction_acknowledgements",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    revision: integer("revision").notNull(),
    acknowledgedAt: text("acknowledged_at").notNull(),
    acknowledgedBy: text("acknowledged_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.organizationId] })],
);

/**
 * What a station said it aired, before the as-run partitions (contract section 21): nothing writes here any
 * more. Migration 0021 recorded each station that has entries here as moving from the main database
 * (`asrun_placements.moving_from` -1), and the mover (src/features/asrun/asrun.move.ts) copies them to their
 * partition and deletes them here; a later migration drops the table once it is empty. `matched_ad_id` (filled by
 * migration 0021 from the matched file) gives these rows the columns of src/db/asrun-schema.ts.
 */
export const asrunEntries = sqliteTable(
  "asrun_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    /** ISO 8601 UTC with milliseconds and `Z`, whatever offset it was sent with. */
    airedAt: text("aired_at").notNull(),
    adId: text("ad_id").notNull().default(""),
    houseId: text("house_id").notNull().default(""),
    durationSeconds: integer("duration_seconds"),
    /**
     * Plain integers, no foreign keys: a published order and its files are never deleted (only cancelled),
     * and a foreign key would make every new order and file look for entries pointing at it (a scan of
     * this table, or an index more on every entry).
     */
    orderId: integer("order_id"),
    fileId: integer("file_id"),
    matchedAdId: text("matched_ad_id"),
    postedAt: text("posted_at").notNull(),
    /** The key prefix, and the contact's name for a contact's key. */
    postedBy: text("posted_by").notNull(),
  },
  (t) => [
    /** One entry per station, moment and spot; also the station's entries newest first. */
    uniqueIndex("asrun_entries_entry_idx").on(t.organizationId, t.airedAt, t.adId, t.houseId),
    /** Proof of performance: an order's entries by station and time. */
    index("asrun_entries_order_idx").on(t.orderId, t.organizationId, t.airedAt).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/**
 * Which as-run partition (ASRUN_n, src/db/asrun-partitions.ts) holds a station's entries: recorded by its first
 * post, changed by a move. While `moving_from` is set (a partition, or -1 for the main database's old
 * `asrun_entries`), the station's entries are in both: posts write to `partition` and look for duplicates in
 * `moving_from` too, reads read both, and the mover (src/features/asrun/asrun.move.ts) copies and deletes until
 * `moving_from` is empty, then clears it. `moved_at`: when the move began.
 */
export const asrunPlacements = sqliteTable(
  "asrun_placements",
  {
    organizationId: integer("organization_id")
      .primaryKey()
      .references(() => organizations.id),
    partition: integer("partition").notNull(),
    movingFrom: integer("moving_from"),
    movedAt: text("moved_at"),
  },
  // The mover's stations: an entry only while a station moves.
  (t) => [index("asrun_placements_moving_idx").on(t.movingFrom).where(sql`${t.movingFrom} IS NOT NULL`)],
);

/**
 * Each discrepancy announced to an order's owner (`asrun.discrepancy`): its key makes the announcement once.
 * `key` names it within its code: an airing (`AiredAt|AdID`) or a flight's AdID (`r<revision>f<flight>|AdID`).
 */
export const asrunDiscrepancies = sqliteTable(
  "asrun_discrepancies",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    code: text("code").notNull(),
    key: text("key").notNull(),
    announcedAt: text("announced_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.organizationId, t.code, t.key] })],
);

/**
 * When an order's proof of performance at a station is next due for a look by the cron (new entries
 * matched, or a flight ended): the discrepancies found then are announced.
 */
export const asrunChecks = sqliteTable(
  "asrun_checks",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    dueAt: text("due_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.organizationId, t.dueAt] }), index("asrun_checks_due_idx").on(t.dueAt)],
);

// ---------------------------------------------------------------------------
// The ingest feed (contract section 16, src/features/ingest)
// ---------------------------------------------------------------------------

export const INGEST_ACTIONS = ["ingest", "update", "kill"] as const;
export type IngestAction = (typeof INGEST_ACTIONS)[number];
export const INGEST_ACK_STATES = ["Ingested", "Failed"] as const;

/**
 * A station's ingest feed: an entry per file and station each time what the station's automation must do
 * with it changes (`ingest`, `update`, `kill`), written in the batch of the change itself (publish, house ID,
 * instructions revision, cancellation), as the outbox is. Each row is a snapshot of the file as it was then
 * (an `update` carries the new values), so a feed read is one index walk and no join. Its last
 * acknowledgement is kept on the row (no table more: an UPDATE of unindexed columns is one row written).
 * Three rows written an entry (the row and its two indexes). Kept 30 days, except a station's latest entry
 * of a file it still airs (not a `kill`, its EndDate not 30 days past): the snapshot the station holds, which
 * a later `update` or `kill` copies, so that a cancellation on a long flight's day 45 still reaches it (see
 * src/features/ingest/ingest.retention.ts).
 */
export const ingestEntries = sqliteTable(
  "ingest_entries",
  {
    /** EntryID: increasing in the order entries arose (AUTOINCREMENT: never reused after retention). */
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The destination station whose feed it is in. No foreign keys: each would be a lookup per insert. */
    organizationId: integer("organization_id").notNull(),
    action: text("action", { enum: INGEST_ACTIONS }).notNull(),
    createdAt: text("created_at").notNull(),
    orderId: integer("order_id"),
    releaseId: integer("release_id"),
    fileId: integer("file_id").notNull(),
    /** The AdID (an order's file) or ISRC (a release's). */
    code: text("code"),
    title: text("title").notNull(),
    /** The order's advertiser or the release's artist. */
    party: text("party"),
    lengthSeconds: integer("length_seconds"),
    houseId: text("house_id"),
    startDate: text("start_date"),
    endDate: text("end_date"),
    contentType: text("content_type"),
    contentBytes: integer("content_bytes"),
    contentSha256: text("content_sha256"),
    /** The last acknowledgement: `Ingested` or `Failed`, its message and when. */
    ackStatus: text("ack_status", { enum: INGEST_ACK_STATES }),
    ackMessage: text("ack_message"),
    acknowledgedAt: text("acknowledged_at"),
    /**
     * The file's clearance restrictions as the station was given them (contract section 20): a JSON list of
     * texts, each `Body: restriction`; `[]` when there is none.
     */
    restrictions: text("restrictions").notNull().default("[]"),
  },
  (t) => [
    check("ingest_entries_one_parent", oneParent()),
    /**
     * The feed: a station's entries in order from a cursor. A station's latest entry of a file is its delivery's
     * `latest_entry_id` (migration 0031: the index of station and file an entry wrote is gone).
     */
    index("ingest_entries_org_idx").on(t.organizationId, t.id),
  ],
);

/**
 * What the cron told of a file's rights ending (contract section 20), one row each, so that each is told once
 * however often a tick runs: `expired` for each station that held the file when its AirEnd day ended there
 * (with the `kill` written in the same batch), `expiring` (organization 0) to the owner seven days before.
 * `token` names the tick that wrote it: its kills and events are made from its own rows.
 */
export const rightsNotices = sqliteTable(
  "rights_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fileId: integer("file_id").notNull(),
    organizationId: integer("organization_id").notNull(),
    kind: text("kind", { enum: ["expired", "expiring"] }).notNull(),
    airEnd: text("air_end").notNull(),
    token: text("token").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("rights_notices_once_idx").on(t.fileId, t.kind, t.airEnd, t.organizationId)],
);

/**
 * A file's clearance by one clearing body (contract section 20: a network's standards department, Clearcast):
 * its decision, set by the owner. A destination spec's `RequiresClearance` names the bodies it takes.
 * `Restrictions` is a JSON list of short texts.
 */
export const CLEARANCE_STATES = ["Pending", "Approved", "Restricted", "Rejected"] as const;
export const fileClearances = sqliteTable(
  "file_clearances",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    status: text("status", { enum: CLEARANCE_STATES }).notNull(),
    reference: text("reference"),
    restrictions: text("restrictions").notNull().default("[]"),
    decidedAt: text("decided_at"),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [uniqueIndex("file_clearances_file_body_idx").on(t.fileId, t.body)],
);

/**
 * Where a cron job that walks a table in id order has got to (one row a job): every row before `mark` is done
 * with. `uncollected deliveries`: every delivery whose id is below it was created more than 14 days ago and is
 * no longer Queued or Sending (../features/deliveries/deliveries.store.ts `failUncollected`). `queued
 * deliveries`: every delivery below it still Queued was sent again or waits in deliveries_waiting_idx
 * (`takeUpUnconsumed`).
 */
export const jobMarks = sqliteTable("job_marks", {
  job: text("job").primaryKey(),
  mark: integer("mark").notNull(),
});
