/**
 * Media compliance's operations (contract section 17): a destination's spec, read by any key and written by
 * the destination or a group acting for it (one round trip each), and a spot's compliance with the spec of
 * each destination of its order, judged on what each receives (section 19; one round trip: the order, the file,
 * the destinations with their specs and the renditions of its content).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { read, write } from "../../db/batch";
import type { Db } from "../../db/client";
import { destinationSpecs, files, organizations } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { Problem } from "../../http/problems";
import { enqueueStationPlan } from "../renditions/renditions.queue";
import { fileOfSubject, SUBJECT, subjectQuery, visibleDestinations, visibleFrom } from "../subjects/subjects";
import { destinationsOfSubject } from "../subjects/subjects.store";
import { complianceByDestination, receivedCompliance } from "./compliance.received";
import { appliesTo, loudnessFields, specOf } from "./compliance.rules";
import type { DeliverData, DestinationSpecData, DestinationSpecRecord } from "./compliance.schemas";
import { renditionFacts } from "./compliance.store";

const notADestination = (id: number) =>
  new Problem("not_found", `There is no destination organization ${id}: only a destination has a spec.`);

/** The destination organization `id` with its spec (if it has one). */
const specQuery = (db: Db, id: number) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      spec: destinationSpecs.spec,
      updatedAt: destinationSpecs.updatedAt,
      updatedBy: destinationSpecs.updatedBy,
    })
    .from(organizations)
    .leftJoin(destinationSpecs, eq(destinationSpecs.organizationId, organizations.id))
    .where(and(eq(organizations.id, id), eq(organizations.kind, "destination")));

/** A spec's Deliver as answered: every field, null where the station leaves it to the original. */
function deliverRecord(deliver: DeliverData | null | undefined): DestinationSpecRecord["Deliver"] {
  if (!deliver) return null;
  return {
    Container: deliver.Container,
    VideoCodec: deliver.VideoCodec ?? null,
    Width: deliver.Width ?? null,
    Height: deliver.Height ?? null,
    FrameRate: deliver.FrameRate ?? null,
    VideoBitrateMbps: deliver.VideoBitrateMbps ?? null,
    AudioCodec: deliver.AudioCodec ?? null,
    AudioSampleRate: deliver.AudioSampleRate ?? null,
    AudioBitDepth: deliver.AudioBitDepth ?? null,
    AudioBitrateKbps: deliver.AudioBitrateKbps ?? null,
    AudioChannels: deliver.AudioChannels ?? null,
    NormalizeLoudness: deliver.NormalizeLoudness ?? false,
  };
}

/** The spec record: every field, null where it checks nothing (a destination without a spec: all null). */
function specRecord(row: {
  id: number;
  name: string;
  spec: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}): DestinationSpecRecord {
  const spec = specOf(row.spec);
  return {
    OrganizationID: row.id,
    Name: row.name,
    Containers: spec?.Containers ?? null,
    VideoCodecs: spec?.VideoCodecs ?? null,
    FrameRates: spec?.FrameRates ?? null,
    MinWidth: spec?.MinWidth ?? null,
    MinHeight: spec?.MinHeight ?? null,
    AudioSampleRates: spec?.AudioSampleRates ?? null,
    AudioChannels: spec?.AudioChannels ?? null,
    MaxLengthDifferenceSeconds: spec?.MaxLengthDifferenceSeconds ?? null,
    RequiresClearance: spec?.RequiresClearance ?? null,
    CopyDeadlineHours: spec?.CopyDeadlineHours ?? null,
    Loudness: (spec?.Loudness as DestinationSpecRecord["Loudness"]) ?? null,
    Deliver: deliverRecord(spec?.Deliver),
    UpdatedAt: row.updatedAt,
    UpdatedBy: row.updatedBy,
  };
}

/** `GET /api/v1/ad/account/destinationSpecs/{organizationID}`: any key (senders read it before sending). */
export async function getDestinationSpec(c: Context<AppEnv>, organizationId: number) {
  const { spec } = await read(c.var.db, { spec: specQuery(c.var.db, organizationId) });
  const [row] = spec;
  if (!row) throw notADestination(organizationId);
  return specRecord(row);
}

/**
 * `PUT …/destinationSpecs/{organizationID}`: the destination itself, or a group acting for it, replaces the
 * whole spec (who acts for whom is the key's, known without a read; any other key: 404 for what is not a
 * destination, else 403). One write: the row is inserted or replaced only for a destination organization, and
 * read back in the same batch.
 */
export async function putDestinationSpec(c: Context<AppEnv>, organizationId: number, body: DestinationSpecData) {
  const principal = principalOf(c);
  const db = c.var.db;
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
  // Stored without the nulls: a field left out checks nothing.
  const stored = JSON.stringify(Object.fromEntries(Object.entries(body).filter(([, value]) => value != null)));
  const { spec } = await write(db, {
    upsert: db
      .insert(destinationSpecs)
      .select(
        db
          .select({
            organizationId: organizations.id,
            spec: sql`${stored}`.as("spec"),
            updatedAt: sql`${at}`.as("updated_at"),
            updatedBy: sql`${principal.organizationName}`.as("updated_by"),
          })
          .from(organizations)
          .where(and(eq(organizations.id, organizationId), eq(organizations.kind, "destination"))),
      )
      .onConflictDoUpdate({
        target: destinationSpecs.organizationId,
        set: { spec: stored, updatedAt: at, updatedBy: principal.organizationName },
      }),
    spec: specQuery(db, organizationId),
  });
  const [row] = spec;
  if (!row) throw notADestination(organizationId);
  // Its Deliver may have changed: what it will receive of the files not delivered to it yet is planned again.
  c.executionCtx.waitUntil(enqueueStationPlan(c.env, organizationId));
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
