/**
 * A crash mid-burst against `npm start`, on a server of this file's own (its
 * own PERSIST_TO and port, its own process group, so that killing it leaves
 * the other live tests' server alone):
 *
 * 1. a burst of order creations with `Idempotency-Key`s (the first also
 *    publishes a few orders) and, while requests are in flight, the server's
 *    whole process group SIGKILLed (`process.kill(-pid)`: bash, tsx, wrangler,
 *    workerd); then `npm start` again on the same PERSIST_TO; five times;
 * 2. every request of the burst sent again, same key, same body: each answers
 *    its order (201, or replayed), or 409 while its claim is still in flight;
 *    those are sent again once a claim without an answer counts as abandoned
 *    (`ABANDONED_CLAIM_MS`, src/http/idempotency.ts) and answer 201 then;
 * 3. through the API: every order whole (its file, its two destinations), a
 *    published order with one delivery per file and destination;
 * 4. the Cron Trigger's handler (wrangler's `/__scheduled`, TEST_SCHEDULED in
 *    scripts/serve.ts), once the publishes are `RESUME_AFTER_MS` old: the
 *    deliveries of online destinations left Queued by the crash are taken up
 *    (Sending);
 * 5. the server stopped, its D1 read with `wrangler d1 execute`: no
 *    advertiser of the burst with two orders (each request has its own
 *    advertiser and key: two orders are a key that wrote twice), no order
 *    without its file or destinations, no (file, destination) delivered
 *    twice, every key answered and pointing at its one order.
 *
 * And a crash in a resumable upload's completion, on a server of its own:
 * a 16 MiB upload's completion sent, the server killed as soon as R2 has
 * joined its parts (local R2's files change), so that it lands between R2's
 * completion and D1's commit (the part sent again tells where it landed;
 * another kill cycle when it did not). After the restart the first
 * upload so caught is completed again (200, its SHA-256, the download equal),
 * the second aborted; with the server stopped, R2 holds the first's object
 * and not the second's.
 */
import { execFile } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type Server, startServer, tempPersistDir } from "./server";

const run = promisify(execFile);

const KEY = "mds_dev_northwind";
/** Bursts, each cut short by a kill; creations in each, and how many are in flight at once. */
const ROUNDS = 5;
const BURST = 200;
const CONCURRENCY = 20;
/** Drafts of this file's own published in the burst, besides the seeded order 5001 (which has its content). */
const PUBLISHED_DRAFTS = 8;
const SEEDED_DRAFT = 5001;
/** The online destinations of the burst's orders (fixtures/world.ts); 202 is offline. */
const ONLINE = [200, 201];
/** src/http/idempotency.ts ABANDONED_CLAIM_MS, and a margin. */
const ABANDONED_AFTER_MS = 60_000 + 2_000;
/** src/features/deliveries/deliveries.queue.ts RESUME_AFTER_MS (the cron takes up deliveries Queued this long), and a margin. */
const RESUMED_AFTER_MS = 2 * 60_000 + 3_000;

interface Answer {
  status: number;
  replayed: boolean;
  body: any;
}

interface Delivery {
  OrderID: number;
  FileID: number;
  OrganizationID: number;
  Status: string;
}

interface Creation {
  n: number;
  key: string;
  body: string;
  /** The answer before the crash, if one came. */
  before?: Answer;
  /** The answers of the same request sent again after the restart. */
  after: Answer[];
}

const adIdOf = (n: number) => `CRSH${String(n).padStart(4, "0")}`;

function creation(n: number): Creation {
  const body = {
    Advertiser: `Crash ${n}`,
    Files: [{ AdID: adIdOf(n), Title: "t", Length: 30, Format: "HD" }],
    Destinations: ONLINE,
  };
  return { n, key: randomUUID(), body: JSON.stringify(body), after: [] };
}

async function call(baseUrl: string, method: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    method,
    headers: { "X-API-Key": KEY, "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, replayed: res.headers.get("Idempotent-Replayed") === "true", body };
}

const create = (baseUrl: string, c: Creation) =>
  call(baseUrl, "POST", "/api/v1/ad/orders", { body: c.body, headers: { "Idempotency-Key": c.key } });

const publish = (baseUrl: string, orderId: number) => call(baseUrl, "PUT", `/api/v1/ad/orders/${orderId}/publish`);

/** Runs `task` over `items`, `concurrency` at a time, until `stopped()`. */
async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>, stopped = () => false) {
  let next = 0;
  const worker = async () => {
    while (!stopped() && next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether any process of the group `pgid` is left. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Rows of each statement, read from the stopped server's local D1 by `wrangler d1 execute`. */
async function queryD1(persistTo: string, statements: string[]): Promise<Record<string, unknown>[][]> {
  const { stdout } = await run(
    "node_modules/.bin/wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", statements.join(";\n")],
    {
      env: { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const results = JSON.parse(stdout) as { results: Record<string, unknown>[] }[];
  return results.map((r) => r.results);
}

describe("a crash mid-burst (npm start killed, started again on the same PERSIST_TO)", () => {
  let persistTo: string;
  let port: number;
  let server: Server | undefined;
  const start = async () => {
    server = await startServer({ port, persistTo, env: { TEST_SCHEDULED: "1" } });
  };

  const creations = Array.from({ length: ROUNDS * BURST }, (_, i) => creation(i + 1));
  /** The orders published in the burst: this file's drafts and the seeded one. */
  let published: number[] = [];
  let killedAt = 0;
  let publishedAt = 0;

  beforeAll(async () => {
    persistTo = tempPersistDir("mds-crash-");
    port = await freePort();
    await start();
  });

  afterAll(async () => {
    await server?.stop("SIGKILL");
    rmSync(persistTo, { recursive: true, force: true });
  });

  it("answers every request of the burst again with its one order: 201, replayed, or 409 until its claim is abandoned", async () => {
    const first = server?.baseUrl ?? "";
    // Drafts to publish, with their content uploaded (publishing needs it).
    const media = readFileSync("fixtures/media/hd-spot.mp4");
    const drafts: number[] = [];
    for (let i = 1; i <= PUBLISHED_DRAFTS; i++) {
      const draft = creation(9000 + i);
      const made = await create(first, draft);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const order = made.body.OrderID as number;
      const file = made.body.Files[0].FileID as number;
      const res = await fetch(`${first}/api/v1/ad/orders/${order}/files/${file}/content`, {
        method: "PUT",
        headers: { "X-API-Key": KEY, "Content-Type": "video/mp4" },
        body: media,
      });
      expect(res.status, await res.text()).toBeLessThan(300);
      drafts.push(order);
    }
    published = [...drafts, SEEDED_DRAFT];

    // The bursts, each cut short by a kill and followed by a restart: the creations, 20 at a time (and, in the
    // first, the publishes at once). The process group is killed at a random point once some creations have
    // answered (and the publishes: their deliveries' queue messages most likely not consumed yet, the consumer
    // waits up to a second to fill a batch), while others are in flight. A crash only writes twice when it falls
    // between a request's write and the recording of its answer (one kill in five or six lands there, for a few
    // requests at once), hence several.
    const report: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const baseUrl = server?.baseUrl ?? "";
      const pgid = server?.child.pid;
      if (!pgid) throw new Error("no server process");
      const burst = creations.slice(round * BURST, (round + 1) * BURST);
      const publishing = round === 0 ? published : [];
      let killed = false;
      let answered = 0;
      let publishesAnswered = 0;
      let publishesOk = 0;
      // At most 159 answered, then at most twice CONCURRENCY more before the kill lands: always fewer than BURST.
      const killAfterAnswers = 40 + Math.floor(Math.random() * 120);
      let readyToKill = () => {};
      const ready = new Promise<void>((resolve) => {
        readyToKill = () => {
          if (answered >= killAfterAnswers && publishesAnswered === publishing.length) resolve();
        };
      });
      // Past the kill's point, creations wait for the publishes (slower: deliveries, ingest entries, events), so
      // that on a busy machine the burst does not run out before the kill.
      let allPublished = () => {};
      const publishesIn = new Promise<void>((resolve) => {
        allPublished = resolve;
      });
      if (publishing.length === 0) allPublished();
      const started = Date.now();
      if (round === 0) publishedAt = started;
      const requests = Promise.all([
        pool(
          burst,
          CONCURRENCY,
          async (c) => {
            if (answered >= killAfterAnswers) await publishesIn;
            if (killed) return;
            c.before = await create(baseUrl, c).catch(() => undefined);
            answered++;
            readyToKill();
          },
          () => killed,
        ),
        ...publishing.map(async (order) => {
          const answer = await publish(baseUrl, order).catch(() => undefined);
          if (answer?.status === 200 && !killed) publishesOk++;
          publishesAnswered++;
          if (publishesAnswered === publishing.length) allPublished();
          readyToKill();
        }),
      ]);
      await Promise.race([ready, sleep(20_000)]);
      await sleep(Math.floor(Math.random() * 30));
      process.kill(-pgid, "SIGKILL");
      killed = true;
      killedAt = Date.now();
      await requests;
      await server?.stop("SIGKILL");
      for (let i = 0; i < 100 && groupAlive(pgid); i++) await sleep(100);
      await expect(fetch(`${baseUrl}/health`)).rejects.toThrow();
      const answeredBefore = burst.filter((c) => c.before).length;
      // The kill came mid-burst: some requests answered, others were cut off or never sent.
      expect(answeredBefore).toBeLessThan(BURST);
      report.push(
        `killed ${killedAt - started} ms into burst ${round + 1}, ${answeredBefore} of ${BURST} creations answered` +
          (publishing.length ? ` and ${publishesOk} of ${publishing.length} publishes` : ""),
      );
      await start();
    }
    const baseUrl = server?.baseUrl ?? "";

    // The same requests again, same key and body.
    await pool(creations, CONCURRENCY, async (c) => {
      c.after.push(await create(baseUrl, c));
    });
    for (const order of published) {
      const again = await publish(baseUrl, order);
      // Published before the crash (409: not a draft any more), or now.
      expect([200, 409], JSON.stringify(again.body)).toContain(again.status);
      if (again.status === 409) expect(again.body.detail).toMatch(/only a Draft order can be published/);
    }
    // Those still in flight: again once their claim counts as abandoned.
    const inFlight = creations.filter((c) => c.after[0]?.status === 409);
    if (inFlight.length > 0) {
      await sleep(Math.max(0, killedAt + ABANDONED_AFTER_MS - Date.now()));
      await pool(inFlight, CONCURRENCY, async (c) => {
        c.after.push(await create(baseUrl, c));
      });
    }
    console.log(
      `crash test: ${report.join("; ")}; after the restarts ${inFlight.length} creations in flight (409, sent again ` +
        `after 60 s: ${inFlight.filter((c) => c.after.at(-1)?.replayed).length} of them answered from what they had ` +
        `written, the others run again), ${creations.filter((c) => c.after.at(-1)?.replayed).length} answered replayed in the end`,
    );

    const wrong: string[] = [];
    for (const c of creations) {
      const last = c.after.at(-1);
      if (last?.status !== 201) {
        wrong.push(`Crash ${c.n}: ${c.after.map((a) => a.status).join(", ")} ${JSON.stringify(last?.body)}`);
        continue;
      }
      if (last.body.Advertiser !== `Crash ${c.n}`) wrong.push(`Crash ${c.n}: answered ${last.body.Advertiser}`);
      // A request answered before the crash is replayed with that very order.
      if (c.before?.status === 201) {
        if (!last.replayed) wrong.push(`Crash ${c.n}: answered before the crash, not replayed after`);
        if (last.body.OrderID !== c.before.body.OrderID) {
          wrong.push(`Crash ${c.n}: order ${c.before.body.OrderID} before the crash, ${last.body.OrderID} after`);
        }
      } else if (c.before) {
        wrong.push(`Crash ${c.n}: ${c.before.status} before the crash ${JSON.stringify(c.before.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 200_000);

  it("leaves no half-written order: each has its file and its destinations, each published one a delivery per file and destination", async () => {
    const baseUrl = server?.baseUrl ?? "";
    const problems: string[] = [];
    const orderIds = creations.map((c) => c.after.at(-1)?.body?.OrderID as number | undefined);
    expect(new Set(orderIds).size, "one order per request").toBe(creations.length);
    await pool(creations, CONCURRENCY, async (c) => {
      const id = c.after.at(-1)?.body?.OrderID;
      const { status, body } = await call(baseUrl, "GET", `/api/v1/ad/orders/${id}`);
      if (status !== 200) {
        problems.push(`order ${id}: ${status}`);
        return;
      }
      if (body.Advertiser !== `Crash ${c.n}`) problems.push(`order ${id}: advertiser ${body.Advertiser}`);
      const adIds = (body.Files as { AdID: string }[]).map((f) => f.AdID);
      if (adIds.join() !== adIdOf(c.n)) problems.push(`order ${id}: files ${adIds.join() || "none"}`);
      if ((body.Destinations as number[]).join() !== ONLINE.join()) {
        problems.push(`order ${id}: destinations ${body.Destinations}`);
      }
    });
    for (const id of published) {
      const order = await call(baseUrl, "GET", `/api/v1/ad/orders/${id}`);
      expect(order.body.Status, `order ${id}`).not.toBe("Draft");
      const pod = await call(baseUrl, "GET", `/api/v1/ad/orders/${id}/proofofdelivery`);
      expect(pod.status).toBe(200);
      const rows = pod.body as { FileID: number; OrganizationID: number }[];
      const pairs = new Set(rows.map((r) => `${r.FileID}/${r.OrganizationID}`));
      const expected = order.body.Files.length * order.body.Destinations.length;
      if (rows.length !== expected || pairs.size !== expected) {
        problems.push(`order ${id}: ${rows.length} deliveries (${pairs.size} distinct), expected ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("takes the deliveries of online destinations left Queued by the crash up again (the Cron Trigger's handler)", async () => {
    const baseUrl = server?.baseUrl ?? "";
    const deliveriesOf = async () => {
      const answers = await Promise.all(
        published.map((id) => call(baseUrl, "GET", `/api/v1/ad/orders/${id}/proofofdelivery`)),
      );
      return answers.flatMap((a) => a.body as Delivery[]);
    };
    const queuedOnline = (rows: Delivery[]) =>
      rows.filter((d) => d.Status === "Queued" && ONLINE.includes(d.OrganizationID));

    // The cron only takes up deliveries Queued RESUME_AFTER_MS (fresher ones may still have their message in flight).
    await sleep(Math.max(0, publishedAt + RESUMED_AFTER_MS - Date.now()));
    const before = await deliveriesOf();
    const res = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
    expect(res.status, await res.text()).toBe(200);
    // The handler runs in waitUntil and the queue consumer after it: wait for the deliveries to move on.
    let after = before;
    for (let i = 0; i < 40 && queuedOnline(after).length > 0; i++) {
      await sleep(500);
      after = await deliveriesOf();
    }
    console.log(
      `crash test: ${queuedOnline(before).length} of ${before.length} deliveries of the published orders were Queued ` +
        `for an online destination before the cron, ${queuedOnline(after).length} after`,
    );
    expect(queuedOnline(after)).toEqual([]);
    for (const d of after) {
      // Online destinations' deliveries are available to them (or fetched already); the offline one's wait.
      expect(ONLINE.includes(d.OrganizationID) ? ["Sending", "Delivered"] : ["Queued"]).toContain(d.Status);
    }
  }, 150_000);

  it("wrote each idempotency key once: one order per request, whole, every key answered with its order (read from D1)", async () => {
    await server?.stop("SIGTERM");
    server = undefined;
    const [twice, partial, deliveredTwice, keys] = await queryD1(persistTo, [
      // Each request of the burst has its own advertiser: two orders are a key that wrote twice.
      `SELECT advertiser, count(*) AS orders, group_concat(id) AS ids FROM orders WHERE advertiser LIKE 'Crash %' GROUP BY advertiser HAVING count(*) > 1`,
      "SELECT * FROM (SELECT o.id, (SELECT count(*) FROM files f WHERE f.order_id = o.id) AS file_count, (SELECT " +
        "count(*) FROM destinations d WHERE d.order_id = o.id) AS destination_count FROM orders o WHERE " +
        `o.advertiser LIKE 'Crash %') WHERE file_count <> 1 OR destination_count <> ${ONLINE.length}`,
      `SELECT file_id, organization_id, count(*) AS deliveries FROM deliveries GROUP BY file_id, organization_id HAVING count(*) > 1`,
      `SELECT k.key, k.status_code, json_extract(k.body, '$.OrderID') AS order_id, json_extract(k.body, '$.Advertiser') AS advertiser FROM idempotency_keys k WHERE k.path = '/api/v1/ad/orders'`,
    ]);
    expect(twice, "advertisers (idempotency keys) with two orders").toEqual([]);
    expect(partial, "orders without their file or destinations").toEqual([]);
    expect(deliveredTwice, "a (file, destination) with two deliveries").toEqual([]);
    const byKey = new Map(keys?.map((k) => [k.key, k]));
    const problems: string[] = [];
    for (const c of creations) {
      const row = byKey.get(c.key);
      const orderId = c.after.at(-1)?.body?.OrderID;
      if (!row) problems.push(`Crash ${c.n}: no key row`);
      else if (row.status_code !== 201 || row.order_id !== orderId || row.advertiser !== `Crash ${c.n}`) {
        problems.push(`Crash ${c.n}: key row ${JSON.stringify(row)}, answered order ${orderId}`);
      }
    }
    expect(problems).toEqual([]);
  }, 90_000);
});

/** One part smaller than PartSize is a whole upload: large enough that reading it back for its SHA-256 takes a while. */
const UPLOAD_BYTES = 16 * 1024 * 1024;
/** Kill cycles tried before the test gives up on landing between R2's completion and D1's commit. */
const CRASH_ATTEMPTS = 5;

/** The files of R2's local storage under `persistTo` with their size and time: what changes when R2 writes. */
function r2State(persistTo: string): string {
  const dir = path.join(persistTo, "v3", "r2", "miniflare-R2BucketObject");
  if (!existsSync(dir)) throw new Error(`no local R2 storage at ${dir}: has wrangler's layout changed?`);
  return readdirSync(dir)
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name}:${stat.size}:${stat.mtimeMs}`;
    })
    .join("|");
}

/** Resolves once R2's local storage differs from `before` (R2 wrote), polling every couple of milliseconds. */
async function r2Wrote(persistTo: string, before: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (r2State(persistTo) === before) {
    if (Date.now() > deadline) throw new Error("R2 wrote nothing: the completion never reached it");
    await sleep(2);
  }
}

/** Whether the stopped server's local R2 holds `key` (`wrangler r2 object get`, which fails for a missing key). */
async function inR2(persistTo: string, key: string): Promise<boolean> {
  const file = path.join(persistTo, "probe.bin");
  try {
    await run(
      "node_modules/.bin/wrangler",
      ["r2", "object", "get", `mds-media/${key}`, "--local", "--persist-to", persistTo, "--file", file],
      {
        env: { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
        timeout: 60_000,
      },
    );
    return true;
  } catch (error) {
    if (/does not exist/.test(String((error as { stderr?: string }).stderr ?? error))) return false;
    throw error;
  } finally {
    rmSync(file, { force: true });
  }
}

interface Upload {
  fileId: number;
  uploadId: number;
  /** `…/content/uploads/{uploadID}`. */
  path: string;
  /** `…/files/{fileID}/content`. */
  content: string;
}

describe("a crash between R2 joining a resumable upload's parts and D1 recording it (npm start killed)", () => {
  let persistTo: string;
  let port: number;
  let server: Server | undefined;
  const baseUrl = () => server?.baseUrl ?? "";
  const start = async () => {
    server = await startServer({ port, persistTo });
  };

  const bytes = new Uint8Array(UPLOAD_BYTES);
  for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (i / 4096) % 251;
  const sha256 = createHash("sha256").update(bytes).digest("hex");

  const send = (method: string, path: string, body?: Uint8Array<ArrayBuffer>) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: { "X-API-Key": KEY, ...(body ? { "Content-Type": "video/mp4" } : {}) },
      body: body && new Blob([body]),
    });

  /** A new draft order with one file, and a resumable upload of it with its one part sent. */
  async function uploadReady(n: number): Promise<Upload> {
    const draft = await call(baseUrl(), "POST", "/api/v1/ad/orders", { body: creation(9500 + n).body });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const fileId = draft.body.Files[0].FileID as number;
    const content = `/api/v1/ad/orders/${draft.body.OrderID}/files/${fileId}/content`;
    const started = await call(baseUrl(), "POST", `${content}/uploads`, { body: '{"ContentType":"video/mp4"}' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const uploadId = started.body.UploadID as number;
    const path = `${content}/uploads/${uploadId}`;
    const part = await send("PUT", `${path}/parts/1`, bytes);
    expect(part.status, await part.text()).toBe(200);
    return { fileId, uploadId, path, content };
  }

  beforeAll(async () => {
    persistTo = tempPersistDir("mds-crash-upload-");
    port = await freePort();
    await start();
  });

  afterAll(async () => {
    await server?.stop("SIGKILL");
    rmSync(persistTo, { recursive: true, force: true });
  });

  it("finishes the completion sent again after the restart, and an abort removes the object R2 joined", async () => {
    /** The uploads caught between R2's completion and D1's commit, by what was done after. */
    const caught: { completedAgain?: Upload; aborted?: Upload } = {};
    const report: string[] = [];
    for (let attempt = 1; attempt <= CRASH_ATTEMPTS && !(caught.completedAgain && caught.aborted); attempt++) {
      const upload = await uploadReady(attempt);
      await sleep(300);
      const pgid = server?.child.pid;
      if (!pgid) throw new Error("no server process");
      // The completion is sent; the server dies as soon as R2 has joined the parts (its local files change).
      const before = r2State(persistTo);
      const completing = send("POST", `${upload.path}/complete`).catch(() => undefined);
      await r2Wrote(persistTo, before);
      process.kill(-pgid, "SIGKILL");
      await completing;
      await server?.stop("SIGKILL");
      for (let i = 0; i < 100 && groupAlive(pgid); i++) await sleep(100);
      await start();
      // Where the kill landed, told by the part sent again: 404 once the completion committed (the upload is
      // over), 200 before R2 joined the parts, 409 in between (D1 has the upload under way, R2 joined its parts).
      const again = (await send("PUT", `${upload.path}/parts/1`, bytes)).status;
      report.push(
        `attempt ${attempt}: ${{ 404: "D1 committed", 409: "R2 joined, D1 not" }[again] ?? `R2 not joined (part ${again})`}`,
      );
      if (again !== 409) continue;

      if (!caught.completedAgain) {
        caught.completedAgain = upload;
        const res = await call(baseUrl(), "POST", `${upload.path}/complete`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({ Bytes: UPLOAD_BYTES, Sha256: sha256 });
        const got = await fetch(`${baseUrl()}${upload.content}`, { headers: { "X-API-Key": KEY } });
        expect(got.status).toBe(200);
        const hash = createHash("sha256");
        for await (const chunk of got.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
        expect(hash.digest("hex")).toBe(sha256);
        expect((await call(baseUrl(), "POST", `${upload.path}/complete`)).status).toBe(404);
      } else {
        caught.aborted = upload;
        const res = await call(baseUrl(), "DELETE", upload.path);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect((await call(baseUrl(), "POST", `${upload.path}/complete`)).status).toBe(404);
        // The file never had content: it still has none.
        expect((await call(baseUrl(), "GET", upload.content)).status).toBe(404);
      }
    }
    console.log(`crash test, resumable completion: ${report.join("; ")}`);
    expect(caught.completedAgain, "an upload caught between R2 and D1, completed again").toBeDefined();
    expect(caught.aborted, "an upload caught between R2 and D1, aborted").toBeDefined();

    // Nothing orphaned in R2: the completed object is the file's content, the aborted one's is gone.
    await server?.stop("SIGTERM");
    server = undefined;
    const [completed, aborted] = await queryD1(persistTo, [
      `SELECT content_key AS object_key FROM files WHERE id = ${caught.completedAgain?.fileId}`,
      `SELECT object_key FROM content_uploads WHERE id = ${caught.aborted?.uploadId}`,
    ]);
    const keyOf = (rows: Record<string, unknown>[] | undefined) => String(rows?.[0]?.object_key);
    expect(await inR2(persistTo, keyOf(completed)), "the object completed again").toBe(true);
    expect(await inR2(persistTo, keyOf(aborted)), "the aborted upload's object").toBe(false);
  }, 600_000);
});
