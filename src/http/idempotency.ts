/**
 * `Idempotency-Key` on the POST operations: a caller that may not know whether
 * its request went through sends it again with the same key and gets the first
 * answer back, without a second write.
 *
 * - A key belongs to the caller's organization and lives 24 hours.
 * - The key is claimed before the handler runs (one INSERT … ON CONFLICT that
 *   only takes over an expired key, or an abandoned claim of the same request),
 *   and the answer is recorded on it after. The claim and the read of whatever
 *   holds the key are one D1 batch; the record is one statement.
 * - Same key, same request (method, path with its query string, SHA-256 of the body bytes): the
 *   recorded answer, re-rendered in the format this caller negotiated, with
 *   `Idempotent-Replayed: true`. Another request: 422 naming the header. The
 *   first still in flight: 409.
 * - What is recorded: whatever the handler answered, success or 4xx problem
 *   (as Stripe does). A request refused before its handler runs (malformed
 *   body, schema 422, 401, 429…) records nothing, and a 5xx or an unexpected
 *   error releases the claim: the same key may be sent again.
 * - Across a crash: each POST handler puts `claimWritten(c)` in the batch of
 *   its write, so that the claim is marked written in the same transaction,
 *   with what it created (the operation's `idempotency.created`). A claim
 *   abandoned after its write committed is never run again: its answer is
 *   read back from what was written (`idempotency.again`), recorded and
 *   replayed; an operation that cannot read it back answers 409 saying so.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { write } from "../db/batch";
import { createDb } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { AppEnv, Bindings } from "../env";
import { principalOf } from "./auth";
import { hexOf } from "./keys";
import { type FieldError, Problem, type ProblemCode } from "./problems";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

const HOUR_MS = 60 * 60 * 1000;
/** How long a key is remembered. */
export const IDEMPOTENCY_WINDOW_MS = 24 * HOUR_MS;
/** A claim without an answer after this long belongs to a request that died; the same request may take it over. */
export const ABANDONED_CLAIM_MS = 60 * 1000;
/** 1 to 255 visible ASCII characters. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** The answer headers that are recorded and replayed. */
const REPLAYED_HEADERS = ["Location", "Link"];

/** `status_code` of a claim whose request has not answered yet. */
const IN_FLIGHT = 0;
const RESULT = "application/json";
const PROBLEM = "application/problem+json";

export const IDEMPOTENCY_DESCRIPTION =
  `Optional. 1 to 255 visible ASCII characters, unique per request you mean (a UUID is a good choice). ` +
  `Sending the same POST again with the same key within 24 hours answers the first answer (status, body, ` +
  `\`Location\`) again, rendered in the format you ask for now, with \`Idempotent-Replayed: true\`, and ` +
  `writes nothing. Keys belong to your organization. The same key with another path, another query string ` +
  `(compared as sent) or another body (compared byte for byte, by SHA-256) is a 422 naming \`Idempotency-Key\`; ` +
  `while the first request with that key is still running, a 409. What is kept: the answer of the operation ` +
  `itself, success or 4xx problem. A request refused before it ran (malformed or invalid body, 401, 429) ` +
  `keeps nothing, and a 500 releases the key: send the same request with the same key again. A request ` +
  `that wrote and then died before answering is never carried out again: the same request, once the first ` +
  `has been silent a minute, gets the answer read back from what it wrote (Create Order) or a 409 saying ` +
  `it was carried out. A key is forgotten 24 hours after its first use.`;

async function sha256Of(bytes: BufferSource): Promise<string> {
  return hexOf(await crypto.subtle.digest("SHA-256", bytes));
}

/** The caller's key, or undefined when it sent none; a malformed one is a 400. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_FORMAT.test(key)) {
    throw new Problem("bad_request", `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters.`, {
      errors: [
        { field: IDEMPOTENCY_HEADER, code: "invalid_format", message: "must be 1 to 255 visible ASCII characters" },
      ],
    });
  }
  return key;
}

/** How the handler's answer is rendered: the operation's success status and format, or what was recorded. */
export type Render = (
  data: unknown,
  recorded?: { status: ContentfulStatusCode; headers: Record<string, string> },
) => Response;

interface RecordedProblem {
  code: ProblemCode;
  detail: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
}

/** How an operation's result is found again after a crash (`OperationDef.idempotency`). */
export interface WrittenResult {
  /** SQL of the id of what the write created, evaluated in the write's own batch after it. */
  created: SQL;
  /** The operation's answer again, read from what was written. */
  again: (c: Context<AppEnv>, ref: number) => Promise<unknown>;
}

/**
 * Runs `handler` at most once per key and request: see the module comment.
 * `handler` answers the operation's plain result (or a Response of its own,
 * which is answered but not recorded: the claim is released).
 */
export async function idempotent(
  c: Context<AppEnv>,
  key: string,
  handler: () => Promise<unknown>,
  render: Render,
  written?: WrittenResult,
): Promise<Response> {
  const db = c.var.db;
  const principal = principalOf(c);
  const url = new URL(c.req.url);
  const fingerprint = {
    method: c.req.method.toUpperCase(),
    // The query string too, as sent: it makes the request as much as the body does (e.g. `organizationID`).
    path: `${url.pathname}${url.search}`,
    // The bytes the body parser read (as sent), or the body still unread.
    bodyHash: await sha256Of(c.var.rawBody ?? (await c.req.arrayBuffer())),
  };
  const now = Date.now();
  const claimedAt = new Date(now).toISOString();
  const thisKey = and(eq(idempotencyKeys.organizationId, principal.organizationId), eq(idempotencyKeys.key, key));
  const sameRequest = sql`${idempotencyKeys.method} = ${fingerprint.method} AND ${idempotencyKeys.path} = ${fingerprint.path} AND ${idempotencyKeys.bodyHash} = ${fingerprint.bodyHash}`;
  const claim = {
    ...fingerprint,
    statusCode: IN_FLIGHT,
    contentType: "",
    headers: "{}",
    body: "",
    createdAt: claimedAt,
  };
  const { claimed, holding } = await write(db, {
    claimed: db
      .insert(idempotencyKeys)
      .values({ organizationId: principal.organizationId, key, ...claim })
      .onConflictDoUpdate({
        target: [idempotencyKeys.organizationId, idempotencyKeys.key],
        set: claim,
        setWhere: sql`${idempotencyKeys.createdAt} < ${new Date(now - IDEMPOTENCY_WINDOW_MS).toISOString()}
          OR (${idempotencyKeys.statusCode} = ${IN_FLIGHT} AND ${idempotencyKeys.written} = 0 AND ${idempotencyKeys.createdAt} < ${abandonedBefore(now)} AND ${sameRequest})`,
      })
      .returning({ createdAt: idempotencyKeys.createdAt }),
    holding: db.select().from(idempotencyKeys).where(thisKey),
  });

  if (claimed.length === 0) {
    const [held] = holding;
    if (!held) throw new Error("the idempotency key is neither claimed nor held");
    if (
      held.method !== fingerprint.method ||
      held.path !== fingerprint.path ||
      held.bodyHash !== fingerprint.bodyHash
    ) {
      throw new Problem(
        "validation_failed",
        `${IDEMPOTENCY_HEADER} "${key}" was used for another request (${held.method} ${held.path}, or another body); use a new key for a new request.`,
        { errors: [{ field: IDEMPOTENCY_HEADER, code: "reused", message: "was used for another request" }] },
      );
    }
    if (held.statusCode === IN_FLIGHT && held.written === 1 && held.createdAt < abandonedBefore(now)) {
      return answerAgain(c, held, render, written);
    }
    if (held.statusCode === IN_FLIGHT) {
      throw new Problem(
        "conflict",
        `A request with ${IDEMPOTENCY_HEADER} "${key}" is still running; send it again once that one has answered.`,
      );
    }
    return replay(held, render);
  }

  const ours = and(thisKey, eq(idempotencyKeys.createdAt, claimedAt), eq(idempotencyKeys.statusCode, IN_FLIGHT));
  const record = (values: { statusCode: number; contentType: string; headers: string; body: string }) =>
    db
      .update(idempotencyKeys)
      .set(values)
      .where(ours)
      .run()
      // The write is done and the caller gets its answer; the claim stays in flight until abandoned.
      .catch((error: unknown) => console.error("recording an idempotent answer failed", c.get("requestId"), error));
  // Unless the handler's write marked it written (then a retry is answered from what was written).
  const release = () =>
    db
      .delete(idempotencyKeys)
      .where(and(ours, eq(idempotencyKeys.written, 0)))
      .run()
      .catch((error: unknown) => console.error("releasing an idempotency key failed", c.get("requestId"), error));

  c.set("idempotencyClaim", { organizationId: principal.organizationId, key, claimedAt, created: written?.created });
  let data: unknown;
  try {
    data = await handler();
  } catch (error) {
    if (error instanceof Problem && error.status < 500) {
      const problem: RecordedProblem = {
        code: error.code,
        detail: error.detail,
        errors: error.errors,
        headers: error.headers,
      };
      await record({ statusCode: error.status, contentType: PROBLEM, headers: "{}", body: JSON.stringify(problem) });
    } else {
      await release();
    }
    throw error;
  }
  if (data instanceof Response) {
    await release();
    return data;
  }
  const response = render(data);
  const headers = recordedHeaders(response);
  await record({
    statusCode: response.status,
    contentType: RESULT,
    headers: JSON.stringify(headers),
    body: JSON.stringify(data),
  });
  return response;
}

/**
 * The statement that marks the request's claim of its `Idempotency-Key` as
 * written, for the batch of the handler's write: the mark commits with the
 * write or not at all, so a crash between the write and the recording of its
 * answer cannot let the same request write again. Undefined for a request
 * without the header.
 */
export function claimWritten(c: Context<AppEnv>): BatchItem<"sqlite"> | undefined {
  const claim = c.get("idempotencyClaim");
  if (!claim) return undefined;
  return c.var.db
    .update(idempotencyKeys)
    .set({ written: 1, writtenRef: claim.created ?? null })
    .where(
      and(
        eq(idempotencyKeys.organizationId, claim.organizationId),
        eq(idempotencyKeys.key, claim.key),
        eq(idempotencyKeys.createdAt, claim.claimedAt),
        eq(idempotencyKeys.statusCode, IN_FLIGHT),
      ),
    );
}

const abandonedBefore = (now: number) => new Date(now - ABANDONED_CLAIM_MS).toISOString();

/**
 * A claim whose request wrote, then died before recording its answer: the
 * answer is read back from what it wrote, recorded, and replayed.
 */
async function answerAgain(
  c: Context<AppEnv>,
  held: typeof idempotencyKeys.$inferSelect,
  render: Render,
  written: WrittenResult | undefined,
): Promise<Response> {
  if (!written || held.writtenRef === null) {
    throw new Problem(
      "conflict",
      `The first request with ${IDEMPOTENCY_HEADER} "${held.key}" was carried out, but its answer was lost; it is not carried out again. Read the result with the operation's GET.`,
    );
  }
  const data = await written.again(c, held.writtenRef);
  const response = render(data);
  const headers = recordedHeaders(response);
  await c.var.db
    .update(idempotencyKeys)
    .set({
      statusCode: response.status,
      contentType: RESULT,
      headers: JSON.stringify(headers),
      body: JSON.stringify(data),
    })
    .where(
      and(
        eq(idempotencyKeys.organizationId, held.organizationId),
        eq(idempotencyKeys.key, held.key),
        eq(idempotencyKeys.statusCode, IN_FLIGHT),
      ),
    );
  return render(data, {
    status: response.status as ContentfulStatusCode,
    headers: { ...headers, [REPLAYED_HEADER]: "true" },
  });
}

/** The answer headers that are recorded and replayed. */
const recordedHeaders = (response: Response) =>
  Object.fromEntries(
    REPLAYED_HEADERS.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );

function replay(held: typeof idempotencyKeys.$inferSelect, render: Render): Response {
  if (held.contentType === PROBLEM) {
    const problem = JSON.parse(held.body) as RecordedProblem;
    throw new Problem(problem.code, problem.detail, {
      errors: problem.errors,
      headers: { ...problem.headers, [REPLAYED_HEADER]: "true" },
    });
  }
  return render(JSON.parse(held.body), {
    status: held.statusCode as ContentfulStatusCode,
    headers: { ...(JSON.parse(held.headers) as Record<string, string>), [REPLAYED_HEADER]: "true" },
  });
}

/** The Cron Trigger's part: forgets keys older than 24 hours, at most `batchSize` × `maxBatches` per run. */
export async function purgeExpiredIdempotencyKeys(
  env: Bindings,
  now: Date,
  bounds = { batchSize: 1000, maxBatches: 20 },
): Promise<number> {
  const db = createDb(env.DB);
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
  // Found on the created_at index; rowid because the key is a composite primary key.
  const expired: SQL = sql`rowid IN (SELECT rowid FROM ${idempotencyKeys} WHERE ${idempotencyKeys.createdAt} < ${cutoff} LIMIT ${bounds.batchSize})`;
  let purged = 0;
  for (let batch = 0; batch < bounds.maxBatches; batch++) {
    const { meta } = await db.delete(idempotencyKeys).where(expired).run();
    purged += meta.changes;
    if (meta.changes < bounds.batchSize) break;
  }
  return purged;
}
