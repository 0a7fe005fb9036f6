/**
 * Every index earns its writes (contract section 13: D1 bills each index
 * entry as a row written). The schemas' indexes, read from the migrated
 * databases (DB, and a partition of the request log), must be exactly those
 * listed in `INDEXES` below, each with what it is for:
 *
 * - `query`: the name of a source below (an operation's case of
 *   ./operations.ts, a variant, or a job: the cron, a queue consumer, the
 *   log's move) one of whose statements, captured while it runs, uses the
 *   index in its `EXPLAIN QUERY PLAN`, in the database it was sent to;
 * - `unique`: a UNIQUE index (or the key of a table that has a rowid), for the
 *   rule it enforces, where no query need read it;
 * - `unused`: no statement of any source uses it, and it is kept only until
 *   the migration that drops it (the main database's migrations are the
 *   lead's: remove the entry with that migration). The test fails if one of
 *   them starts being used, so that it is moved to `query` instead.
 *
 * A new index fails the test until it is listed here with its use. D1's own
 * table (d1_migrations) is not the service's and is left out.
 *
 * Kept counts (contract section 21, migration 0018) are columns, not indexes:
 * `orders` and `releases` `file_count` and `destination_count`, in no index,
 * kept by the create and replace batches (src/features/lifecycle), not by
 * triggers: a create writes them with its row (no row more), a replace with
 * one more statement at the end of the batch, an UPDATE of the subject's own
 * row, so 1 row written a replace (a trigger would
 * write the row once per file and destination inserted or deleted: 5 for an
 * order of 2 files and 3 destinations) and the subject's files and
 * destinations read along files_order_ad_id_idx / files_release_idx and
 * destinations_order_org_idx / destinations_release_org_idx. What it saves:
 * every list page counted each order's files and destinations (one row read
 * each: Order List (station) read 1,521 rows for a page of 100 in the bench,
 * 15 an order; test/features/lists.cost.test.ts measures about 6 now).
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { moveEntries } from "../../src/db/log-partitions";
import { moveAsRun, POST_GRACE_MS } from "../../src/features/asrun/asrun.move";
import { startMove } from "../../src/features/asrun/asrun.placement";
import { offerReady } from "../../src/features/renditions/renditions.queue";
import { requestLogSettled } from "../../src/http/request-log";
import worker from "../../src/index";
import { asRunPartitionOf } from "../asrun";
import { call, json, KEYS, send } from "../helpers";
import { instrument } from "../instrument";
import { logDatabases } from "../logs";
import { newDraft, OPERATION_CASES, observe } from "./operations";

type Use = { query: string } | { unique: string } | { unused: string };

type Schema = "DB" | "LOGS" | "ASRUN";

/** The business database's indexes, the request log's and the as-run entries' (each partition of one has its schema). */
const INDEXES: Record<Schema, Record<string, Use>> = {
  DB: {
    api_keys_hash_idx: { query: "Auth lookup (each demo key, first use)" },
    api_keys_organization_idx: { query: "Keys" },
    asrun_checks_due_idx: { query: "Cron" },
    // The old as-run table (contract section 21): only the mover reads it, by station, until migration 0021's
    // stations are drained and a later migration drops it.
    asrun_entries_entry_idx: { unique: "one entry per station, moment and spot, until the table is dropped" },
    asrun_entries_order_idx: {
      unused:
        "the old as-run table is read by no proof of performance since the partitions (migration 0021); dropped with it",
    },
    asrun_placements_moving_idx: { query: "Cron" },
    asset_statuses_name_idx: {
      unique: "an asset status's name once, in any case (reference data: migrations write it)",
    },
    comments_order_idx: { query: "List Comments (order)" },
    comments_release_idx: { query: "List Comments (release)" },
    content_uploads_ended_idx: { query: "Cron" },
    content_uploads_expires_idx: { query: "Cron" },
    content_uploads_file_idx: { query: "Resumable upload" },
    deliveries_file_org_idx: { query: "Get File Status Information" },
    deliveries_order_idx: { query: "Proof of Delivery Report" },
    deliveries_owner_date_idx: { query: "Proof of Delivery Reports (default window)" },
    deliveries_release_idx: { query: "Publish Release" },
    deliveries_waiting_idx: { query: "Cron" },
    destinations_order_org_idx: { query: "Order Detail" },
    destinations_org_order_updated_idx: { query: "Order List (destination)" },
    destinations_org_release_updated_idx: { query: "Release List (destination)" },
    destinations_release_org_idx: { query: "Release Detail" },
    file_statuses_house_id_idx: { query: "Post As-Run Log (group, XML, house ID)" },
    file_clearances_file_body_idx: { query: "File Clearances" },
    files_ad_id_idx: { query: "Post As-Run Log" },
    files_loudness_pending_idx: { query: "Cron" },
    files_content_sha256_idx: { query: "Rendition offer" },
    files_air_end_idx: { query: "Cron" },
    files_order_ad_id_idx: { query: "Order Detail" },
    files_release_idx: { query: "Release Detail" },
    group_access_organization_idx: { query: "Create Comment (order)" },
    ingest_entries_org_idx: { query: "Ingest Feed" },
    idempotency_keys_created_idx: { query: "Cron" },
    instruction_revisions_order_revision_idx: { query: "Traffic Instructions" },
    order_states_name_unique: { unique: "an order state's name once (reference data: migrations write it)" },
    order_groups_owner_updated_idx: { query: "Order Group List (first page)" },
    orders_group_idx: { query: "Order Group Detail" },
    orders_owner_updated_idx: { query: "Order List (sender)" },
    organizations_kind_status_idx: { query: "Available Destination Organizations (online, updatedSince, page 2)" },
    organizations_kind_updated_idx: { query: "Available Destination Organizations (updatedSince)" },
    organizations_name_idx: { query: "Set House ID (order, group by name)" },
    pod_states_name_unique: { unique: "a POD state's name once (reference data: migrations write it)" },
    releases_label_updated_idx: { query: "Release List (sender)" },
    renditions_source_profile_idx: {
      unique: "a rendition once per original and profile (contract section 19): the queue names a job by both",
    },
    rights_notices_once_idx: {
      unique:
        "a file's rights ending told once per kind, AirEnd and station, however many ticks run (the cron reads it too)",
    },
    sqlite_autoindex_asrun_checks_1: { query: "Cron" },
    sqlite_autoindex_asrun_discrepancies_1: { query: "Cron" },
    sqlite_autoindex_content_upload_parts_1: { query: "Resumable upload" },
    sqlite_autoindex_group_access_1: { query: "Auth lookup (each demo key, first use)" },
    sqlite_autoindex_idempotency_keys_1: { query: "Create Order (Idempotency-Key, sent twice)" },
    sqlite_autoindex_instruction_acknowledgements_1: { query: "Acknowledge Traffic Instructions (group)" },
    sqlite_autoindex_job_marks_1: { query: "Cron" },
    webhook_attempts_webhook_idx: { query: "Webhooks" },
    webhook_deliveries_due_idx: { query: "Cron" },
    webhook_deliveries_event_webhook_idx: { query: "Webhooks" },
    webhook_events_batch_idx: { query: "Publish Order" },
    webhook_events_created_idx: { query: "Cron" },
    webhooks_org_idx: { query: "Publish Order" },
  },
  LOGS: {
    // request_log_groups has none: its key is the order Logs reads (src/db/logs-schema.ts).
    log_accounts_organization_id_unique: { unique: "an organization is numbered once in a partition" },
  },
  ASRUN: {
    asrun_entries_entry_idx: { query: "As-Run Entries" },
    asrun_entries_order_idx: { query: "Proof of Performance" },
  },
};

interface Captured {
  source: string;
  database: string;
  sql: string;
  params: unknown[];
}

const captured: Captured[] = [];
let source = "setup";

/** Runs `work` as `source`: every statement it sends (its log writes too) is captured under that name. */
async function as(name: string, work: () => Promise<unknown>): Promise<void> {
  source = name;
  try {
    await work();
    await requestLogSettled();
  } finally {
    source = "other";
  }
}

const binding = (database: string) => (env as unknown as Record<string, D1Database>)[database] as D1Database;
const schemaOf = (database: string): Schema =>
  database === "DB" ? "DB" : database.startsWith("ASRUN_") ? "ASRUN" : "LOGS";

/** Index names a plan uses. */
const indexesIn = (plan: string[]) =>
  plan.flatMap((line) => [...line.matchAll(/USING (?:COVERING )?INDEX (\w+)/g)].map((m) => m[1] as string));

async function planOf(database: string, sql: string, params: unknown[] = []): Promise<string[]> {
  const { results } = await binding(database)
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** Index → the sources whose statements use it, with one such statement; by schema. */
const usedBy: Record<Schema, Map<string, Map<string, string>>> = { DB: new Map(), LOGS: new Map(), ASRUN: new Map() };

interface Index {
  name: string;
  table: string;
  unique: boolean;
  columns: string[];
}

async function indexesOf(database: string): Promise<Index[]> {
  const db = binding(database);
  const { results } = await db
    .prepare(
      "SELECT name, tbl_name AS tableName FROM sqlite_master WHERE type = 'index' AND tbl_name <> 'd1_migrations' ORDER BY tbl_name, name",
    )
    .all<{ name: string; tableName: string }>();
  const out: Index[] = [];
  for (const { name, tableName } of results) {
    const list = await db.prepare(`PRAGMA index_list(${tableName})`).all<{ name: string; unique: number }>();
    const info = await db.prepare(`PRAGMA index_info(${name})`).all<{ name: string }>();
    out.push({
      name,
      table: tableName,
      unique: list.results.find((i) => i.name === name)?.unique === 1,
      columns: info.results.map((c) => c.name),
    });
  }
  return out;
}

const schemas: Record<Schema, Index[]> = { DB: [], LOGS: [], ASRUN: [] };

beforeAll(async () => {
  instrument.observe((trip) => {
    for (const s of trip.statements) captured.push({ source, database: trip.database, sql: s.sql, params: s.params });
  });
  // The first request of each key looks the key up (later ones find it kept for 30 seconds).
  await as("Auth lookup (each demo key, first use)", async () => {
    for (const key of Object.values(KEYS)) await send("/api/v1/ad/orders/orderstates", { key });
  });
  // Every operation of SPEC.md and of contract section 9, the request log's write after each.
  for (const c of OPERATION_CASES) await as(c.name, () => observe(c));
  // Variants the cases above do not take: a list filtered by date alone, a create sent twice with one key.
  await as("Available Destination Organizations (updatedSince)", () =>
    send("/api/v1/ad/account/availableDestinations?updatedSince=2020-01-01T00:00:00"),
  );
  await as("Create Order (Idempotency-Key, sent twice)", async () => {
    const body = {
      Advertiser: "Brightside Motors",
      Files: [{ AdID: "AUDT0000001H", Title: "Audit :30", Length: 30, Format: "HD" }],
      Destinations: [200],
    };
    const headers = { "Idempotency-Key": `audit-${crypto.randomUUID()}` };
    await send("/api/v1/ad/orders", { method: "POST", body, headers });
    await send("/api/v1/ad/orders", { method: "POST", body, headers });
  });
  // The key and webhook operations (their own tests hold their round trips).
  await as("Keys", async () => {
    await send("/api/v1/account/keys", { key: KEYS.northwind });
    const made = await send("/api/v1/account/keys", { method: "POST", body: { Name: "audit" } });
    const { KeyID } = await json<{ KeyID: number }>(made);
    await send(`/api/v1/account/keys/${KeyID}`, { method: "DELETE" });
  });
  await as("Webhooks", async () => {
    const made = await send("/api/v1/account/webhooks", {
      method: "POST",
      body: { Url: "https://receiver.test/ok/audit", Events: ["*"], Description: "audit" },
    });
    const { WebhookID } = await json<{ WebhookID: number }>(made);
    const one = `/api/v1/account/webhooks/${WebhookID}`;
    await send("/api/v1/account/webhooks");
    await send(one);
    await send(one, { method: "PUT", body: { Url: "https://receiver.test/ok/audit", Events: ["*"], Enabled: true } });
    await send(`${one}/secret`, { method: "POST" });
    await send(`${one}/test`, { method: "POST" });
    const deliveries = await json<{ EventID: string }[]>(await send(`${one}/deliveries`));
    if (deliveries[0]) await send(`${one}/deliveries/${deliveries[0].EventID}/redeliver`, { method: "POST" });
    await send(one, { method: "DELETE" });
  });
  await as("Resumable upload", async () => {
    const orderId = await newDraft();
    const order = await json<{ Files: { FileID: number }[] }>(await call(`/api/v1/ad/orders/${orderId}`));
    const content = `/api/v1/ad/orders/${orderId}/files/${order.Files[0]?.FileID}/content`;
    const made = await send(`${content}/uploads`, { method: "POST", body: { ContentType: "video/mp4" } });
    const { UploadID } = await json<{ UploadID: string }>(made);
    await send(`${content}/uploads/${UploadID}`);
    await send(`${content}/uploads/${UploadID}`, { method: "DELETE" });
  });
  // The delivery consumer, its dead-letter consumer and the webhook consumer, on real rows.
  const { results: queued } = await env.DB.prepare("SELECT id FROM deliveries ORDER BY id DESC LIMIT 3").all<{
    id: number;
  }>();
  const batchOf = (queue: string, bodies: unknown[]) =>
    createMessageBatch(
      queue,
      bodies.map((body, i) => ({ id: `audit-${queue}-${i}`, timestamp: new Date(), attempts: 1, body })) as never,
    );
  await as("Delivery consumer", () =>
    worker.queue(
      batchOf(
        "mds-deliveries",
        queued.map((d) => ({ deliveryId: d.id })),
      ),
      env,
    ),
  );
  await as("Delivery dead letters", () =>
    worker.queue(
      batchOf(
        "mds-deliveries-dlq",
        queued.slice(0, 1).map((d) => ({ deliveryId: d.id })),
      ),
      env,
    ),
  );
  // The rendition dead-letter consumer: who hears that the rendition of a demo file's content failed.
  const content = await env.DB.prepare("SELECT content_sha256 AS sha256 FROM files WHERE id = 8001").first<{
    sha256: string;
  }>();
  await as("Rendition dead letters", () =>
    worker.queue(
      batchOf("mds-renditions-dlq", [{ kind: "render", sha256: content?.sha256, key: "audit", profile: "{}" }]),
      env,
    ),
  );
  // The rendition queue's offer (contract section 19): the files of a content, to offer their stations what is ready.
  // A digest of its own: the queue's consumer, running beside the sources above, offers the demo content's too.
  await as("Rendition offer", () => offerReady(createDb(env.DB), "a".repeat(64)));
  const { results: hooks } = await env.DB.prepare("SELECT id FROM webhook_deliveries ORDER BY id DESC LIMIT 2").all<{
    id: number;
  }>();
  await as("Webhook consumer", () =>
    worker.queue(
      batchOf(
        "mds-webhooks",
        hooks.map((h) => ({ deliveryId: h.id })),
      ),
      env,
    ),
  );
  // The Cron Trigger: deliveries taken up again, webhooks resent, uploads and keys expired, logs and events purged.
  // An as-run check of order 5002 at WXYZ-TV long due (written before the cron's statements are captured), so
  // that the cron announces its discrepancies whatever the time of day the sources above ran at.
  await env.DB.prepare(
    "INSERT OR IGNORE INTO asrun_checks (order_id, organization_id, due_at) VALUES (5002, 200, '2000-01-01T00:00:00.000Z')",
  ).run();
  await as("Cron", async () => {
    const ctx = createExecutionContext();
    const recording = { sendBatch: async () => undefined, send: async () => undefined };
    worker.scheduled(
      createScheduledController({ scheduledTime: Date.now() + 100 * 86_400_000, cron: "*/5 * * * *" }),
      { ...env, DELIVERY_QUEUE: recording, WEBHOOK_QUEUE: recording, LOUDNESS_QUEUE: recording } as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
  });
  // The move of entries between partitions, when LOG_PARTITIONS changes.
  await as("Log move", () =>
    moveEntries({ ...env, LOG_PARTITIONS: "1" } as typeof env, { batchSize: 10, maxBatches: 2 }),
  );
  // A station's as-run entries moved to the other partition (contract section 21), and the move finished.
  await as("As-run move", async () => {
    const from = (await asRunPartitionOf(200)).index;
    await startMove(env, createDb(env.DB), 200, 1 - from, new Date());
    await moveAsRun(env, new Date(Date.now() + POST_GRACE_MS));
  });
  instrument.reset();

  const seen = new Set<string>();
  for (const c of captured) {
    const key = `${c.database}\n${c.sql}\n${JSON.stringify(c.params)}`;
    if (seen.has(key) || c.sql === "" || /^\s*(pragma|explain)\b/i.test(c.sql)) continue;
    seen.add(key);
    let plan: string[];
    try {
      plan = await planOf(c.database, c.sql, c.params);
    } catch {
      continue; // a statement that cannot be planned again on its own (e.g. one an injected fault replaced)
    }
    const users = usedBy[schemaOf(c.database)];
    for (const index of indexesIn(plan)) {
      const sources = users.get(index) ?? new Map<string, string>();
      if (!sources.has(c.source)) sources.set(c.source, c.sql.replace(/\s+/g, " ").slice(0, 240));
      users.set(index, sources);
    }
  }
  schemas.DB = await indexesOf("DB");
  schemas.LOGS = await indexesOf(logDatabases().length > 0 ? "LOGS_0" : "DB");
  schemas.ASRUN = await indexesOf("ASRUN_0");
}, 300_000);

describe.each(["DB", "LOGS", "ASRUN"] as const)("the indexes of %s", (schema) => {
  const listed = Object.entries(INDEXES[schema]);
  const usersOf = (name: string) => usedBy[schema].get(name) ?? new Map<string, string>();

  it("are exactly those listed, each with its use", () => {
    const report = schemas[schema].map((index) => {
      const sources = [...usersOf(index.name).keys()];
      return `${index.name} (${index.table}: ${index.columns.join(", ")}${index.unique ? ", unique" : ""}): ${
        sources.join("; ") || "no query"
      }`;
    });
    expect(
      schemas[schema].map((i) => i.name).sort(),
      `every index, with the sources that use it:\n${report.join("\n")}`,
    ).toEqual(listed.map(([name]) => name).sort());
  });

  it.each(listed.filter(([, use]) => "query" in use))("%s: used by the query of its source", (name, use) => {
    const { query } = use as { query: string };
    expect(
      captured.some((c) => c.source === query),
      `no source is named "${query}"`,
    ).toBe(true);
    expect([...usersOf(name).keys()], `the sources whose plans use ${name}`).toContain(query);
  });

  it.each(listed.filter(([, use]) => "unique" in use))("%s: unique", (name) => {
    expect(schemas[schema].find((i) => i.name === name)?.unique).toBe(true);
  });

  it.each(listed.filter(([, use]) => "unused" in use))("%s: used by no query (awaiting its drop)", (name) => {
    expect(Object.fromEntries(usersOf(name))).toEqual({});
  });
});

// What a row written costs (migration 0024): an index on a parent column holds only that parent's rows (an order's
// delivery, comment, file or destination writes no entry into the release's index, whose key would be null), and the
// indexes no query read are gone. D1's own rows_written of an insert: the row, each index entry, the AUTOINCREMENT
// counter.
describe("an order's rows write only the indexes that read them", () => {
  it("a delivery: its row, 3 index entries and its id's counter (was 8: a release's entry, a station's status, its status)", async () => {
    const d = (await env.DB.prepare(
      "SELECT order_id, owner_organization_id, file_id FROM deliveries WHERE order_id IS NOT NULL LIMIT 1",
    ).first()) as { order_id: number; owner_organization_id: number; file_id: number };
    const station = (await env.DB.prepare(
      "SELECT id FROM organizations WHERE id NOT IN (SELECT organization_id FROM deliveries WHERE file_id = ?) LIMIT 1",
    )
      .bind(d.file_id)
      .first()) as { id: number };
    const { meta } = await env.DB.prepare(
      "INSERT INTO deliveries (order_id, owner_organization_id, file_id, organization_id) VALUES (?, ?, ?, ?)",
    )
      .bind(d.order_id, d.owner_organization_id, d.file_id, station.id)
      .run();
    console.log(`an order's delivery writes ${meta.rows_written} rows`);
    // Not Queued-and-waiting yet: no entry in deliveries_waiting_idx (migration 0029; 6 with the status index).
    expect(meta.rows_written).toBe(5);
  });

  it("a comment: its row, the order's index entry and its id's counter (was 4)", async () => {
    const order = (await env.DB.prepare("SELECT id, owner_organization_id FROM orders LIMIT 1").first()) as {
      id: number;
      owner_organization_id: number;
    };
    const { meta } = await env.DB.prepare(
      "INSERT INTO comments (order_id, type, poster_name, text, organization_id) VALUES (?, 'Comment', 'Index audit', 'Costs', ?)",
    )
      .bind(order.id, order.owner_organization_id)
      .run();
    expect(meta.rows_written).toBe(3);
  });
});
