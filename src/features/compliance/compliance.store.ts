/**
 * Compliance's statements, each for the caller's batch: a destination's spec (read, and written only for a
 * destination organization) with its record as answered; and what compliance reads besides a file and its
 * destinations' specs (contract section 19): the renditions recorded of the content of some files, with their
 * probed and measured facts, so that each station is judged on what it receives (./compliance.received.ts).
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { destinationSpecs, files, organizations, renditions } from "../../db/schema";
import { Problem } from "../../http/problems";
import { specOf } from "./compliance.rules";
import type { DeliverData, DestinationSpecData, DestinationSpecRecord } from "./compliance.schemas";

export const notADestination = (id: number) =>
  new Problem("not_found", `There is no destination organization ${id}: only a destination has a spec.`);

/** The destination organization `id` with its spec (if it has one). */
export const specQuery = (db: Db, id: number) =>
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

/** Inserts or replaces destination `id`'s whole spec, written by `by` at `at`; nothing for another organization. */
export function specUpsert(db: Db, id: number, body: DestinationSpecData, at: string, by: string) {
  // Stored without the nulls: a field left out checks nothing.
  const stored = JSON.stringify(Object.fromEntries(Object.entries(body).filter(([, value]) => value != null)));
  return db
    .insert(destinationSpecs)
    .select(
      db
        .select({
          organizationId: organizations.id,
          spec: sql`${stored}`.as("spec"),
          updatedAt: sql`${at}`.as("updated_at"),
          updatedBy: sql`${by}`.as("updated_by"),
        })
        .from(organizations)
        .where(and(eq(organizations.id, id), eq(organizations.kind, "destination"))),
    )
    .onConflictDoUpdate({
      target: destinationSpecs.organizationId,
      set: { spec: stored, updatedAt: at, updatedBy: by },
    });
}

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
export function specRecord(row: {
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

/** The renditions recorded of the content of the files `filesWhere` (SQL over `files`) selects. */

export const renditionFacts = (db: Db, filesWhere: SQL) =>
  db
    .select({
      sourceSha256: renditions.sourceSha256,
      profile: renditions.profile,
      status: renditions.status,
      reason: renditions.reason,
      contentType: renditions.contentType,
      bytes: renditions.bytes,
      sha256: renditions.sha256,
      media: renditions.media,
      loudness: renditions.loudness,
    })
    .from(renditions)
    .where(sql`${renditions.sourceSha256} IN (SELECT ${files.contentSha256} FROM ${files} WHERE ${filesWhere})`);
