/**
 * A destination's spec written (contract sections 17 and 19), and what it causes: its station's renditions planned
 * again, since its `Deliver` may have changed what each file not delivered to it yet should be. It touches the
 * compliance and renditions features, so it is here.
 */
import { read, write } from "../../db/batch";
import type { Caller } from "../../http/caller";
import { Problem } from "../../http/problems";
import type { DestinationSpecData } from "../compliance/compliance.schemas";
import { notADestination, specQuery, specRecord, specUpsert } from "../compliance/compliance.store";
import { enqueueStationPlan } from "../renditions/renditions.queue";

/**
 * `PUT …/destinationSpecs/{organizationID}`: the destination itself, or a group acting for it, replaces the
 * whole spec (who acts for whom is the key's, known without a read; any other key: 404 for what is not a
 * destination, else 403). One write: the row is inserted or replaced only for a destination organization, and
 * read back in the same batch; then the station's plans are queued.
 */
export async function putDestinationSpec(caller: Caller, organizationId: number, body: DestinationSpecData) {
  const { db, principal } = caller;
  if (!principal.actsFor.includes(organizationId)) {
    // Any key sees every spec: one that is not there is a 404 before a 403 (read only to word the refusal).
    const { spec } = await read(db, { spec: specQuery(db, organizationId) });
    if (spec.length === 0) throw notADestination(organizationId);
    throw new Problem(
      "forbidden",
      `Only destination ${organizationId} itself, or a group acting for it, may set its spec; this API key is of ${principal.organizationName}.`,
    );
  }
  const at = new Date().toISOString();
  const { spec } = await write(db, {
    upsert: specUpsert(db, organizationId, body, at, principal.organizationName),
    spec: specQuery(db, organizationId),
  });
  const [row] = spec;
  if (!row) throw notADestination(organizationId);
  // Its Deliver may have changed: what it will receive of the files not delivered to it yet is planned again.
  caller.later(enqueueStationPlan(caller.env, organizationId));
  return specRecord(row);
}
