/**
 * Known keys: a key this isolate has read before is not looked up again.
 *
 * Looking a key up costs a D1 round trip before the request can start. A key
 * whose row this isolate remembers is instead trusted on one condition: that
 * its row is still the one remembered. That condition is one SQL statement
 * (`KEY_UNCHANGED`) which fails in D1 when it does not hold, and it rides in
 * front of the request's first round trip:
 *
 * - a batch becomes `[check, ...statements]`: one transaction, so a failing
 *   check rolls the whole batch back and nothing is written;
 * - a lone statement becomes a batch of two, its rows read back as drizzle
 *   reads its own batches (the values of each row object, in column order);
 * - a request that reaches D1 not at all sends the check alone at its end.
 *
 * When the check fails, nothing of the run holds (its first round trip was
 * rolled back and every later one is refused), so its answer is dropped and
 * the request is run again with the key looked up afresh: a revoked key is
 * refused as surely as by a lookup, and a changed one answers with its new
 * details. Only `withKeyRow` and `rememberedRow` are exported: the rest of the
 * tree never sees the check or the re-run, and never trusts a remembered row
 * (`rememberedRow` only tells whether a key is worth running `withKeyRow` for).
 */
import type { Context } from "hono";
import { dbOver } from "../db/client";
import { BatchedStatement } from "../db/ride-along";
import type { AppEnv } from "../env";

/** What a key is resolved to: its row, joined with its organization, contact and group access. */
export interface KeyRow {
  keyId: number;
  organizationId: number;
  contactId: number | null;
  expiresAt: string | null;
  revokedAt: string | null;
  organizationName: string;
  organizationKind: "agency" | "label" | "destination" | "group";
  contactName: string | null;
  groupIds: string | null;
  /** All of the above as one JSON array: the row is unchanged while this is. */
  fingerprint: string;
}

/** The key's row by its hash (the one `?`), with its fingerprint. */
const KEY_ROW = `
  SELECT *, json_array(keyId, organizationId, contactId, expiresAt, revokedAt,
                       organizationName, organizationKind, contactName, groupIds) AS fingerprint
  FROM (
    SELECT k.id AS keyId, k.organization_id AS organizationId, k.contact_id AS contactId,
           k.expires_at AS expiresAt, k.revoked_at AS revokedAt,
           o.name AS organizationName, o.kind AS organizationKind, ct.name AS contactName,
           (SELECT group_concat(g.organization_id) FROM group_access g WHERE g.group_id = k.organization_id) AS groupIds
    FROM api_keys k
    JOIN organizations o ON o.id = k.organization_id
    LEFT JOIN contacts ct ON ct.id = k.contact_id
    WHERE k.key_hash = ?
  )`;

/**
 * The check (params: the remembered fingerprint, the hash): `json()` of a
 * text that is not JSON fails in D1, unless the key's row is still the one
 * remembered. Gone or changed in any way (revoked, expiry moved, organization
 * renamed, group access changed), it fails.
 */
const KEY_UNCHANGED = `
  SELECT json(CASE WHEN current IS ? THEN '1' ELSE 'changed:' || ifnull(current, 'gone') END) AS mds_key_unchanged
  FROM (SELECT (SELECT fingerprint FROM (${KEY_ROW})) AS current)`;

/** Rows this isolate has read, by key hash; unknown keys are not remembered. */
const known = new Map<string, KeyRow>();
const KNOWN_MAX = 10_000;

/**
 * The row this isolate remembers for the hash, unchecked: a hint (is this a
 * key known to be valid?), never proof; only `withKeyRow` vouches for a row.
 */
export const rememberedRow = (hash: string): KeyRow | undefined => known.get(hash);

/**
 * Runs `use` with the row of the key whose SHA-256 is `hash` (undefined when
 * there is none), and answers what it answers. A remembered row is used
 * without a lookup, under the check above; should the check fail, that run
 * is dropped and `use` runs again with the row as D1 has it now.
 */
export async function withKeyRow(
  c: Context<AppEnv>,
  hash: string,
  use: (row: KeyRow | undefined) => Promise<Response>,
): Promise<Response> {
  const remembered = known.get(hash);
  if (remembered) {
    const answer = await underCheck(c, new Check([remembered.fingerprint, hash]), () => use(remembered));
    if (answer) return answer;
    known.delete(hash);
  }
  const row = (await c.var.db.$client.prepare(KEY_ROW).bind(hash).first<KeyRow>()) ?? undefined;
  if (row) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(hash, row);
  }
  return use(row);
}

/** Thrown by every round trip of a run whose check failed: the run is dropped. */
class KeyChanged extends Error {}

class Check {
  state: "pending" | "held" | "failed" = "pending";

  constructor(readonly params: unknown[]) {}

  statement(d1: D1Like): D1PreparedStatement {
    return d1.prepare(KEY_UNCHANGED).bind(...this.params);
  }

  /** Sends the check alone; true when it holds. */
  async holds(d1: D1Like): Promise<boolean> {
    try {
      await this.statement(d1).run();
      this.state = "held";
    } catch {
      this.state = "failed";
    }
    return this.state === "held";
  }

  /** Sends `send`'s round trip with the check in front while it is pending, and sorts out a failure. */
  async around<T>(d1: D1Like, send: (withCheck: boolean) => Promise<T>): Promise<T> {
    if (this.state === "failed") throw new KeyChanged();
    if (this.state === "held") return send(false);
    let result: T;
    try {
      result = await send(true);
    } catch (error) {
      // The batch failed: the check alone tells a changed key from any other error, which stands.
      if (await this.holds(d1)) throw error;
      throw new KeyChanged();
    }
    this.state = "held";
    return result;
  }
}

/**
 * `run` with the request's database carrying `check` on its first round
 * trip; undefined when the check failed, whether the run answered or threw.
 */
async function underCheck(
  c: Context<AppEnv>,
  check: Check,
  run: () => Promise<Response>,
): Promise<Response | undefined> {
  const db = c.var.db;
  c.set("db", dbOver(carrying(db.$client, check)));
  try {
    const answer = await run();
    return (await settled(db.$client, check)) ? answer : undefined;
  } catch (error) {
    if (error instanceof KeyChanged || !(await settled(db.$client, check))) return undefined;
    throw error;
  } finally {
    c.set("db", db);
  }
}

/** Whether the check holds, sending it alone when no round trip carried it. */
const settled = (d1: D1Like, check: Check) => (check.state === "pending" ? check.holds(d1) : check.state === "held");

type D1Like = D1Database | D1DatabaseSession;

/** A view of `d1` whose first round trip carries `check` (see the module comment). */
function carrying(d1: D1Like, check: Check): D1Database {
  const batch = (statements: (Carried | D1PreparedStatement)[]) => {
    const inner = statements.map((st) => (st instanceof Carried ? st.inner : st));
    return check.around(d1, async (withCheck) =>
      withCheck ? (await d1.batch([check.statement(d1), ...inner])).slice(1) : d1.batch(inner),
    );
  };
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => new Carried(d1, d1.prepare(sql), check);
      if (property === "batch") return batch;
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as D1Database;
}

/** A statement of the view: alone, it is sent in a batch behind the check while the check is pending. */
class Carried extends BatchedStatement {
  constructor(
    readonly d1: D1Like,
    inner: D1PreparedStatement,
    readonly check: Check,
  ) {
    super(inner);
  }

  bind(...values: unknown[]): Carried {
    return new Carried(this.d1, this.inner.bind(...values), this.check);
  }

  protected result<T>(): Promise<D1Result<T>> {
    return this.check.around(this.d1, async (withCheck) => {
      if (!withCheck) return this.inner.all<T>();
      const [, result] = await this.d1.batch<T>([this.check.statement(this.d1), this.inner]);
      return result as D1Result<T>;
    });
  }

  protected get pending() {
    return this.check.state !== "held";
  }

  protected override async beforeRawWithNames(): Promise<void> {
    if (!(await settled(this.d1, this.check))) throw new KeyChanged();
  }
}
