/**
 * What a use case needs of the request that runs it, and nothing of Hono: the request's D1 client, its caller, the
 * bindings it sends to (queues, R2), the Idempotency-Key claim its batch writes with its change, and a way to finish
 * work after the answer. Handlers make it (`callerOf(c)`); the lifecycle (../features/lifecycle) takes it, so that a
 * test can run a step with a `Caller` it makes from `env` itself.
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Db } from "../db/client";
import type { AppEnv, Bindings, Principal } from "../env";
import { principalOf } from "./auth";
import { claimWritten } from "./idempotency";

export interface Caller {
  db: Db;
  principal: Principal;
  env: Bindings;
  /** The statement marking the request's `Idempotency-Key` claim written, for the batch of its write; none without one. */
  claim: () => BatchItem<"sqlite"> | undefined;
  /** Work that goes on after the answer (removing media from R2). */
  later: (work: Promise<unknown>) => void;
  /** The request's id, for the logs. */
  requestId: string;
}

export const callerOf = (c: Context<AppEnv>): Caller => ({
  db: c.var.db,
  principal: principalOf(c),
  env: c.env,
  claim: () => claimWritten(c),
  later: (work) => c.executionCtx.waitUntil(work),
  requestId: c.get("requestId"),
});
