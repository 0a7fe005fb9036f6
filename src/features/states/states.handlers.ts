/** The configured order and POD states, as the migrations' reference data holds them. */
import { asc } from "drizzle-orm";
import type { Context } from "hono";
import { retried } from "../../db/batch";
import { orderStates, podStates } from "../../db/schema";
import type { AppEnv } from "../../env";

const columns = (t: typeof orderStates | typeof podStates) => ({
  StateID: t.id,
  Name: t.name,
  Description: t.description,
});

export const listOrderStates = (c: Context<AppEnv>) =>
  retried(() => c.var.db.select(columns(orderStates)).from(orderStates).orderBy(asc(orderStates.id)));

export const listPodStates = (c: Context<AppEnv>) =>
  retried(() => c.var.db.select(columns(podStates)).from(podStates).orderBy(asc(podStates.id)));
