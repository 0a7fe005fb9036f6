/**
 * The events of a rendition (contract section 19): `file.rendition_ready` once it is made, `file.rendition_failed`
 * once it cannot be, written in the same batch as the rendition's row (the outbox of ../webhooks/webhooks.events.ts).
 * Each file whose content is the rendition's original tells its order's owner, and, once the order is sent, each
 * destination receiving that rendition (stations with the same Deliver share it) and each group acting for one;
 * a destination is named only to those who may see it (the owner, the destination, its groups).
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { destinationSpecs, destinations, files, groupAccess, orders, organizations, renditions } from "../../db/schema";
import { profileFor } from "../compliance/compliance.received";
import type { Emission } from "../webhooks/webhooks.events";

/** The files whose content is `sha256`, each with its order's owner and each destination's type and spec. */
export const audienceOf = (db: Db, sha256: string) =>
  db
    .select({
      // Each column named once: a batch's rows are keyed by column name.
      fileId: files.id,
      orderId: files.orderId,
      adId: files.adId,
      format: files.format,
      contentMedia: files.contentMedia,
      owner: orders.ownerOrganizationId,
      destinationId: destinations.organizationId,
      type: organizations.type,
      spec: destinationSpecs.spec,
    })
    .from(files)
    .innerJoin(orders, eq(orders.id, files.orderId))
    .innerJoin(destinations, eq(destinations.orderId, orders.id))
    .innerJoin(organizations, eq(organizations.id, destinations.organizationId))
    .leftJoin(destinationSpecs, eq(destinationSpecs.organizationId, destinations.organizationId))
    .where(eq(files.contentSha256, sha256));
export type Audience = Awaited<ReturnType<typeof audienceOf>>;

/** What an event says of the rendition: as `Rendition` of a file's compliance. */
export interface RenditionOutcome {
  Status: "Ready" | "Failed";
  Reason: string | null;
  ContentType: string | null;
  Bytes: number | null;
  Sha256: string | null;
}

/**
 * The emission of the rendition `profile` of `sha256` reaching `outcome` at `at`: one event a file that has a
 * destination receiving it and a recipient, emitted only if the batch's own change to the rendition applied.
 * However many files share the original (a demo master is shared by dozens), each statement binds the same few
 * variables: the files and their receiving destinations go as JSON lists of `FILES_A_STATEMENT` files, read back
 * with `json_each` (a list thrice in a statement stays below D1's 100 KB a statement).
 */
export function renditionEvents(
  audience: Audience,
  rendition: { sha256: string; profile: string },
  outcome: RenditionOutcome,
  at: string,
): Emission[] {
  const byFile = new Map<number, Audience>();
  for (const row of audience) byFile.set(row.fileId, [...(byFile.get(row.fileId) ?? []), row]);
  const told = [...byFile.values()].flatMap((rows) => {
    const [file] = rows;
    if (!file) return [];
    const receiving = rows
      .filter((d) => profileFor(d, file)?.profile === rendition.profile)
      .map((d) => d.destinationId);
    if (receiving.length === 0) return [];
    return [{ f: file.fileId, o: file.orderId, a: file.adId, w: file.owner, d: receiving }];
  });
  const applied = sql`EXISTS (SELECT 1 FROM ${renditions} WHERE ${renditions.sourceSha256} = ${rendition.sha256}
    AND ${renditions.profile} = ${rendition.profile} AND ${renditions.status} = ${outcome.Status} AND ${renditions.updatedAt} = ${at})`;
  // The stations hear of it once the order is sent to them: a draft's destinations do not see it.
  const sent = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = t.value ->> 'o' AND ${orders.status} <> 'Draft'
    AND ${orders.cancelledAt} IS NULL)`;
  // A row a recipient and a file (`file`, its entry of the list); UNION makes each pair once.
  const to = (list: string) => sql`SELECT t.value ->> 'w' AS organization_id, t.value AS file FROM json_each(${list}) t
    UNION SELECT d.value, t.value FROM json_each(${list}) t, json_each(t.value, '$.d') d WHERE ${sent}
    UNION SELECT ${groupAccess.groupId}, t.value FROM json_each(${list}) t, json_each(t.value, '$.d') d
      JOIN ${groupAccess} ON ${groupAccess.organizationId} = d.value WHERE ${sent}`;
  const shown: SQL = sql`(SELECT json_group_array(d.value) FROM json_each(r.file, '$.d') d
    WHERE r.organization_id = r.file ->> 'w' OR d.value = r.organization_id
      OR d.value IN (SELECT ${groupAccess.organizationId} FROM ${groupAccess} WHERE ${groupAccess.groupId} = r.organization_id))`;
  const data = sql`json_object('OrderID', r.file ->> 'o', 'FileID', r.file ->> 'f', 'AdID', r.file ->> 'a',
      'ContentUrl', '/api/v1/ad/orders/' || (r.file ->> 'o') || '/files/' || (r.file ->> 'f') || '/content',
      'Destinations', json(${shown}), 'Rendition', json(${JSON.stringify(outcome)}), 'At', ${at})`;
  const type = outcome.Status === "Ready" ? "file.rendition_ready" : "file.rendition_failed";
  const emissions: Emission[] = [];
  for (let i = 0; i < told.length; i += FILES_A_STATEMENT) {
    emissions.push({ type, to: to(JSON.stringify(told.slice(i, i + FILES_A_STATEMENT))), data, when: applied });
  }
  return emissions;
}

/** Files a statement of the events of a rendition (above). */
const FILES_A_STATEMENT = 300;
