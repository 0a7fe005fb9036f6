/**
 * Music releases (contract section 9): a label's subject, with the same life
 * as an order's (../lifecycle/): created as a draft,
 * replaced while a draft, published, deleted; listed as orders are
 * (../subjects/subjects.list.ts). Visibility: `visibleSubject`.
 */
import { getTableColumns, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { read } from "../../db/batch";
import { files, releases } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { callerOf } from "../../http/caller";
import { DEFAULT_LIMIT, paginate } from "../../http/pagination";
import { createSubject } from "../lifecycle/lifecycle.create";
import { deleteSubject } from "../lifecycle/lifecycle.delete";
import { publishSubject } from "../lifecycle/lifecycle.publish";
import { replaceDraft } from "../lifecycle/lifecycle.replace";
import { notFound, SUBJECT, subjectQuery, visibleDestinations, visibleFrom } from "../subjects/subjects";
import { listSubjects } from "../subjects/subjects.list";
import { offlineWarnings } from "../subjects/subjects.rules";
import {
  destinationsOfSubject,
  newSubjectId,
  RIGHTS_JSON,
  rightsOfInput,
  withRights,
} from "../subjects/subjects.store";
import type { ReleaseFile, ReleaseInputData, ReleaseListQuery } from "./releases.schemas";

type ReleaseRow = typeof releases.$inferSelect;
type FileRecord = v.InferOutput<typeof ReleaseFile>;

/** What a release's reads select along with its subject: its own columns and its tracks as one JSON array. */
const { id: _id, labelOrganizationId: _owner, status: _status, ...releaseColumns } = getTableColumns(releases);
const withTracks = {
  ...releaseColumns,
  fileList:
    sql<string>`(SELECT json_group_array(json_object('FileID', id, 'ISRC', isrc, 'Title', title, 'Length', length_seconds,
        'Rights', ${RIGHTS_JSON}))
      FROM (SELECT ${files.id} AS id, ${files.isrc} AS isrc, ${files.title} AS title, ${files.lengthSeconds} AS length_seconds,
          ${files.airStart} AS air_start, ${files.airEnd} AS air_end, ${files.rightsNotes} AS rights_notes
        FROM ${files} WHERE ${files.releaseId} = ${releases.id} ORDER BY ${files.position}, ${files.id}))`.as(
      "file_list",
    ),
};
/** The release as a subject, with its row and its tracks: one statement. */
const releaseQuery = (c: Context<AppEnv>, releaseId: number) =>
  subjectQuery(c.var.db, principalOf(c), "release", releaseId, withTracks);
const tracksOf = (row: { fileList: string }) => withRights(JSON.parse(row.fileList) as FileRecord[]);

/** The release record; `destinations` are what the caller may see of them. */
function releaseRecord(
  row: Omit<ReleaseRow, "labelOrganizationId">,
  tracks: FileRecord[],
  createdBy: string,
  destinationList: number[],
) {
  return {
    ReleaseID: row.id,
    Status: row.status,
    Title: row.title,
    Artist: row.artist,
    UPC: row.upc,
    ReleaseDate: row.releaseDate,
    Files: tracks,
    Destinations: destinationList,
    CreatedAt: row.createdAt,
    UpdatedAt: row.updatedAt,
    PublishedAt: row.publishedAt,
    CreatedBy: createdBy,
  };
}

const trackInputs = (body: ReleaseInputData) =>
  body.Files.map((f) => ({ ISRC: f.ISRC, Title: f.Title, Length: f.Length, ...rightsOfInput(f.Rights) }));

/** The release a Create Release batch inserted: the idempotency mark's ref. */
export const newReleaseId = newSubjectId("release");

/** Creates a draft (`createSubject`); answers it with its FileIDs and the warnings. */
export async function createRelease(c: Context<AppEnv>, body: ReleaseInputData) {
  const principal = principalOf(c);
  const at = new Date().toISOString();
  const { row, files, destinationRows } = await createSubject(callerOf(c), "release", {
    row: c.var.db
      .insert(releases)
      .values({
        labelOrganizationId: principal.organizationId,
        ownerName: principal.organizationName,
        status: "Draft",
        createdByKeyId: principal.keyId,
        title: body.Title,
        artist: body.Artist,
        upc: body.UPC ?? null,
        releaseDate: body.ReleaseDate ?? null,
        createdAt: at,
        updatedAt: at,
        // Its kept counts (contract section 21), written with the row: the batch inserts every track and destination.
        fileCount: body.Files.length,
        destinationCount: body.Destinations.length,
      })
      .returning(),
    files: trackInputs(body),
    destinations: body.Destinations,
  });
  c.header("Location", `${SUBJECT.release.path}/${row.id}`);
  return {
    ...releaseRecord(row, files, principal.organizationName, body.Destinations),
    Warnings: offlineWarnings(destinationRows),
  };
}

/** The release with its tracks, once visible: one D1 round trip. */
export async function releaseDetail(c: Context<AppEnv>, releaseId: number) {
  const { release } = await read(c.var.db, { release: releaseQuery(c, releaseId) });
  const [row] = release;
  const access = visibleFrom(principalOf(c), "release", releaseId, row);
  if (!row) throw notFound("release", releaseId);
  return releaseRecord(row, tracksOf(row), access.subject.ownerName, visibleDestinations(access));
}

/** The answer of Create Release again, read back (`OperationDef.idempotency`); its warnings as they stand now. */
export async function createdReleaseAgain(c: Context<AppEnv>, releaseId: number) {
  const db = c.var.db;
  const { release, destinationRows } = await read(db, {
    release: releaseQuery(c, releaseId),
    destinationRows: destinationsOfSubject(db, "release", releaseId),
  });
  const [row] = release;
  const access = visibleFrom(principalOf(c), "release", releaseId, row);
  if (!row) throw notFound("release", releaseId);
  c.header("Location", `/api/v1/music/releases/${releaseId}`);
  return {
    ...releaseRecord(row, tracksOf(row), access.subject.ownerName, access.subject.destinationIds),
    Warnings: offlineWarnings(destinationRows),
  };
}

/** Publishes the draft (`publishSubject`): one delivery per track and destination. */
export async function publishRelease(c: Context<AppEnv>, releaseId: number) {
  const { row, access, destinationRows } = await publishSubject(callerOf(c), "release", releaseId, withTracks);
  return {
    ...releaseRecord(
      row,
      tracksOf(row),
      access.subject.ownerName,
      destinationRows.map((d) => d.id),
    ),
    Warnings: offlineWarnings(destinationRows),
  };
}

/** Replaces the draft with a whole Create Release input (`replaceDraft`): tracks whose ISRC stays keep their FileID and content. */
export async function replaceRelease(c: Context<AppEnv>, releaseId: number, body: ReleaseInputData) {
  const db = c.var.db;
  const { row, access, destinationRows } = await replaceDraft(
    callerOf(c),
    "release",
    releaseId,
    {
      update: (where, at) =>
        db
          .update(releases)
          .set({
            title: body.Title,
            artist: body.Artist,
            upc: body.UPC ?? null,
            releaseDate: body.ReleaseDate ?? null,
            updatedAt: at,
          })
          .where(where),
      files: trackInputs(body),
      destinations: body.Destinations,
    },
    withTracks,
  );
  return {
    ...releaseRecord(row, tracksOf(row), access.subject.ownerName, body.Destinations),
    Warnings: offlineWarnings(destinationRows),
  };
}

/** Deletes the release (`deleteSubject`): a draft removed, a later release cancelled. */
export const deleteRelease = async (c: Context<AppEnv>, releaseId: number) => ({
  ReleaseID: releaseId,
  ...(await deleteSubject(callerOf(c), "release", releaseId)),
});

/** A release's row in the release list (`CreatedBy` the label's name, kept on the row); `listSubjects` adds the counts. */
const releaseSummary = {
  ReleaseID: releases.id,
  Status: releases.status,
  Title: releases.title,
  Artist: releases.artist,
  UPC: releases.upc,
  ReleaseDate: releases.releaseDate,
  CreatedBy: releases.ownerName,
  CreatedAt: releases.createdAt,
  UpdatedAt: releases.updatedAt,
  PublishedAt: releases.publishedAt,
};

/** A page of the releases the caller may see (../subjects/subjects.list.ts), with the filters of releases alone: the artist, and a track's ISRC. */
export async function listReleases(c: Context<AppEnv>, query: v.InferOutput<typeof ReleaseListQuery>) {
  const rows = await listSubjects(c.var.db, principalOf(c), "release", query, releaseSummary, [
    query.artist !== undefined ? sql`${releases.artist} = ${query.artist} COLLATE NOCASE` : undefined,
    query.isrc !== undefined
      ? sql`EXISTS (SELECT 1 FROM ${files} WHERE ${files.releaseId} = ${releases.id} AND ${files.isrc} = ${query.isrc})`
      : undefined,
  ]);
  return paginate(c, rows, query.limit ?? DEFAULT_LIMIT, (row) => [row.UpdatedAt, row.ReleaseID]);
}
