/**
 * The lifecycle and the subject queries called directly, without the app: they take `db`, a principal and ids (a
 * `Caller` for a step), never Hono's Context, so a test runs them against the real local D1 as Cloudflare's D1
 * examples test their queries. The whole worker's answers for the same steps are the other feature tests'.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { read } from "../../src/db/batch";
import { createDb } from "../../src/db/client";
import { deliveries, ingestEntries, orders } from "../../src/db/schema";
import type { Principal } from "../../src/env";
import { createSubject } from "../../src/features/lifecycle/lifecycle.create";
import { deleteSubject } from "../../src/features/lifecycle/lifecycle.delete";
import { publishedAlone } from "../../src/features/lifecycle/lifecycle.groups";
import { publishSubject } from "../../src/features/lifecycle/lifecycle.publish";
import { subjectQuery, visibleFrom, visibleSubject } from "../../src/features/subjects/subjects";
import { destinationsOfSubject } from "../../src/features/subjects/subjects.store";
import type { Caller } from "../../src/http/caller";
import { Problem } from "../../src/http/problems";
import { withoutDeliver } from "../helpers";

const principal = (organizationId: number, kind: Principal["organizationKind"], actsFor = [organizationId]) => ({
  keyId: 1,
  keyPrefix: "mds_test",
  organizationId,
  organizationName: `organization ${organizationId}`,
  organizationKind: kind,
  contactId: null,
  contactName: null,
  actsFor,
});
const NORTHWIND = principal(100, "agency");
const WXYZ = principal(200, "destination");
const SUMMIT = principal(300, "group", [300, 200, 201]);

/** A Caller over the test's own D1, collecting the work a request would finish after its answer. */
function callerFor(who: Principal) {
  const later: Promise<unknown>[] = [];
  const caller: Caller = {
    db: createDb(env.DB),
    principal: who,
    env,
    claim: () => undefined,
    later: (work) => later.push(work),
    requestId: "direct-test",
  };
  return { caller, settled: () => Promise.all(later) };
}

async function refusal(work: Promise<unknown>): Promise<Problem> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Problem);
  return error as Problem;
}

describe("subject queries, called with db and a principal", () => {
  it("the owner sees a draft, its destination does not: visibility is the query's own column", async () => {
    const db = createDb(env.DB);
    const owned = await read(db, {
      mine: subjectQuery(db, NORTHWIND, "order", 5001),
      theirs: subjectQuery(db, WXYZ, "order", 5001),
    });
    expect(owned.mine[0]?.visible).toBe(1);
    expect(owned.theirs[0]?.visible).toBe(0);
    expect(visibleFrom(NORTHWIND, "order", 5001, owned.mine[0]).isOwner).toBe(true);
    expect((await refusal(visibleSubject(db, WXYZ, "order", 5001))).status).toBe(404);
  });

  it("a group acting for a destination of a published order sees it, as that destination", async () => {
    const db = createDb(env.DB);
    const access = await visibleSubject(db, SUMMIT, "order", 5002);
    expect(access.isOwner).toBe(false);
    expect(access.actsForDestinations).toContain(200);
    const listed = await destinationsOfSubject(db, "order", 5002);
    expect(listed.map((d) => d.id)).toContain(200);
  });
});

describe("the lifecycle's steps, called with a Caller", () => {
  it("creates a draft, publishes it (a delivery and an ingest entry a station), then cancels it", async () => {
    const { caller, settled } = callerFor(NORTHWIND);
    const db = caller.db;
    const at = new Date().toISOString();
    const created = await createSubject(caller, "order", {
      row: db
        .insert(orders)
        .values({
          orderType: "Spot",
          status: "Draft",
          ownerOrganizationId: 100,
          ownerName: "Northwind Agency",
          createdByKeyId: 1,
          advertiser: "Direct Test Motors",
          priority: "Rush",
          createdAt: at,
          updatedAt: at,
        })
        .returning(),
      files: [{ AdID: "DRCT0000001", Title: "Direct", Length: 30, Format: "HD" }],
      destinations: [200, 201],
    });
    const id = created.row.id;
    expect(created.files[0]?.FileID).toBeGreaterThan(0);

    // No content yet: publish refuses it, naming the file.
    const missing = await refusal(publishSubject(caller, "order", id, {}, publishedAlone));
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.errors)).toContain("Files[0]");
    const fileId = created.files[0]?.FileID ?? 0;
    await env.DB.prepare(
      "UPDATE files SET content_key = 'direct', content_type = 'video/mp4', content_bytes = 1, content_sha256 = ?, " +
        "content_uploaded_at = ? WHERE id = ?",
    )
      .bind("a".repeat(64), at, fileId)
      .run();

    // A destination may not publish it: it does not even see the draft.
    expect((await refusal(publishSubject(callerFor(WXYZ).caller, "order", id, {}))).status).toBe(404);

    // As to stations without a Deliver: each gets its entry at publish (a Deliver station's waits for its rendition).
    const published = await withoutDeliver(() => publishSubject(caller, "order", id, {}, publishedAlone));
    expect(published.row.status).toBe("Published");
    const sent = await db.select().from(deliveries).where(eq(deliveries.orderId, id));
    expect(sent.map((d) => d.organizationId).sort()).toEqual([200, 201]);
    const entries = await db
      .select()
      .from(ingestEntries)
      .where(and(eq(ingestEntries.fileId, fileId), eq(ingestEntries.action, "ingest")));
    expect(entries.map((e) => e.organizationId).sort()).toEqual([200, 201]);

    const again = await refusal(publishSubject(caller, "order", id, {}, publishedAlone));
    expect(again.status).toBe(409);

    const cancelled = await deleteSubject(caller, "order", id);
    expect(cancelled.Outcome).toBe("Cancelled");
    expect(cancelled.CancelledDeliveries).toBe(2);
    await settled();
  });

  it("refuses to publish alone an order in a group: the group rule read as a column", async () => {
    const { caller } = callerFor(NORTHWIND);
    const [inGroup] = await env.DB.prepare(
      "SELECT id FROM orders WHERE order_group_id IS NOT NULL AND status = 'Draft' AND owner_organization_id = 100",
    )
      .all<{ id: number }>()
      .then((r) => r.results);
    expect(inGroup).toBeDefined();
    const refused = await refusal(publishSubject(caller, "order", inGroup?.id ?? 0, {}, publishedAlone));
    expect(refused.status).toBe(409);
    expect(refused.detail).toMatch(/is in order group \d+: its orders go out together/);
  });
});
