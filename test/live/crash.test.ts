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
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
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
      const killAfterAnswers = 40 + Math.floor(Math.random() * 150);
      let readyToKill = () => {};
      const ready = new Promise<void>((resolve) => {
        readyToKill = () => {
          if (answered >= killAfterAnswers && publishesAnswered === publishing.length) resolve();
        };
      });
      const started = Date.now();
      if (round === 0) publishedAt = started;
      const requests = Promise.all([
        pool(
          burst,
          CONCURRENCY,
          async (c) => {
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
      `SELECT * FROM (SELECT o.id, (SELECT count(*) FROM files f WHERE f.order_id = o.id) AS file_count, (SELECT count(*) FROM destinations d WHERE d.order_id = o.id) AS destination_count FROM orders o WHERE o.advertiser LIKE 'Crash %') WHERE file_count <> 1 OR destination_count <> ${ONLINE.length}`,
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
