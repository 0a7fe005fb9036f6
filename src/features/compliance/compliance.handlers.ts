/**
 * Media compliance's reads (contract section 17): a destination's spec, read by any key (one round trip), and a
 * spot's compliance with the spec of each destination of its order, judged on what each receives (section 19; one
 * round trip: the order, the file, the destinations with their specs and the renditions of its content). Writing a
 * spec re-plans the station's renditions too: it is the lifecycle's (../lifecycle/lifecycle.spec.ts).
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { read } from "../../db/batch";
import type { Db } from "../../db/client";
import { files } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { fileOfSubject, SUBJECT, subjectQuery, visibleDestinations, visibleFrom } from "../subjects/subjects";
import { destinationsOfSubject } from "../subjects/subjects.store";
import { complianceByDestination, receivedCompliance } from "./compliance.received";
import { appliesTo, loudnessFields } from "./compliance.rules";
import { notADestination, renditionFacts, specQuery, specRecord } from "./compliance.store";

/** `GET /api/v1/ad/account/destinationSpecs/{organizationID}`: any key (senders read it before sending). */
export async function getDestinationSpec(c: Context<AppEnv>, organizationId: number) {
  const { spec } = await read(c.var.db, { spec: specQuery(c.var.db, organizationId) });
  const [row] = spec;
  if (!row) throw notADestination(organizationId);
  return specRecord(row);
}

/** A file of an order with what compliance reads. */
const complianceFileQuery = (db: Db, fileId: number) =>
  db
    .select({
      orderId: files.orderId,
      releaseId: files.releaseId,
      adId: files.adId,
      title: files.title,
      format: files.format,
      lengthSeconds: files.lengthSeconds,
      contentSha256: files.contentSha256,
      contentMedia: files.contentMedia,
      contentLoudness: files.contentLoudness,
    })
    .from(files)
    .where(eq(files.id, fileId));

/**
 * `GET /api/v1/ad/orders/{orderID}/files/{fileID}/compliance`: the owner sees every destination whose spec
 * applies to the spot, a destination (or its group) only those it acts for; anyone else gets 404.
 */
export async function getFileCompliance(c: Context<AppEnv>, orderId: number, fileId: number) {
  const db = c.var.db;
  const { subject, file, specs, made } = await read(db, {
    subject: subjectQuery(c.var.db, principalOf(c), "order", orderId),
    file: complianceFileQuery(db, fileId),
    specs: destinationsOfSubject(db, "order", orderId),
    made: renditionFacts(db, eq(files.id, fileId)),
  });
  const access = visibleFrom(principalOf(c), "order", orderId, subject[0]);
  const row = fileOfSubject("order", orderId, fileId, file[0]);
  const shown = new Set(visibleDestinations(access));
  const { Loudness, Measurement } = loudnessFields(row.contentLoudness);
  const hasContent = row.contentSha256 !== null;
  const visible = specs.filter((d) => shown.has(d.id));
  return {
    OrderID: orderId,
    FileID: fileId,
    AdID: row.adId ?? "",
    Format: (row.format ?? "HD") as "HD" | "SD" | "Audio",
    Measurement: hasContent
      ? Measurement
      : {
          Status: "Pending" as const,
          Reason: `no content yet: upload it with PUT ${SUBJECT.order.path}/${orderId}/files/${fileId}/content`,
        },
    Loudness: hasContent ? Loudness : null,
    // Without content nothing is known yet: each destination whose spec applies waits for it.
    Destinations: hasContent
      ? complianceByDestination("order", row, visible, made).map((d) => ({
          OrganizationID: d.destination.id,
          Name: d.destination.name ?? "",
          Result: d.Result,
          Rendition: d.Rendition,
          Checks: d.Checks,
        }))
      : visible
          .filter((d) => appliesTo(d.type, row.format))
          .map((d) => ({
            OrganizationID: d.id,
            Name: d.name ?? "",
            Result: "Pending" as const,
            Rendition: receivedCompliance(row, d, []).Rendition,
            Checks: [],
          })),
  };
}
