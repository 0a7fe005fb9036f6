/**
 * What the rights feature offers the lifecycle and its handlers of clearance (contract section 20): a file's
 * clearances read, one set (insert or replace, only while the caller owns the live subject), and a record.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileClearances, files } from "../../db/schema";
import { type Family, SUBJECT } from "../subjects/subjects";

/** The file's parents, for `fileOfSubject`. */
export const fileParentsQuery = (db: Db, fileId: number) =>
  db.select({ orderId: files.orderId, releaseId: files.releaseId }).from(files).where(eq(files.id, fileId));

/** A file's clearances, by body (along `file_clearances_file_body_idx`). */
export const clearancesQuery = (db: Db, fileId: number) =>
  db.select().from(fileClearances).where(eq(fileClearances.fileId, fileId)).orderBy(asc(fileClearances.body));

type ClearanceRow = typeof fileClearances.$inferSelect;

/** A clearance as the API answers it. */
export const clearanceRecord = (row: ClearanceRow) => ({
  FileID: row.fileId,
  Body: row.body,
  Status: row.status,
  Reference: row.reference,
  Restrictions: JSON.parse(row.restrictions) as string[],
  DecidedAt: row.decidedAt,
  UpdatedAt: row.updatedAt,
});

export interface ClearanceInput {
  Status: ClearanceRow["status"];
  Reference?: string;
  Restrictions?: string[];
  DecidedAt?: string;
}

/**
 * The file's clearance by `body` inserted or replaced at `at`, only while `owner` owns its subject and it is not
 * cancelled: zero rows changed is the refusal. Answers the row as stored.
 */
export function setClearance(
  db: Db,
  t: { family: Family; subjectId: number; fileId: number },
  owner: number,
  body: string,
  input: ClearanceInput,
  at: string,
) {
  const s = SUBJECT[t.family];
  const values = {
    status: input.Status,
    reference: input.Reference ?? null,
    restrictions: JSON.stringify(input.Restrictions ?? []),
    decidedAt: input.DecidedAt ? new Date(input.DecidedAt).toISOString() : null,
    updatedAt: at,
  };
  return db
    .insert(fileClearances)
    .select(
      db
        .select({
          id: sql`NULL`.as("id"),
          fileId: sql`${t.fileId}`.as("file_id"),
          body: sql`${body}`.as("body"),
          status: sql`${values.status}`.as("status"),
          reference: sql`${values.reference}`.as("reference"),
          restrictions: sql`${values.restrictions}`.as("restrictions"),
          decidedAt: sql`${values.decidedAt}`.as("decided_at"),
          updatedAt: sql`${at}`.as("updated_at"),
        })
        .from(s.table)
        .where(
          sql`${s.id} = ${t.subjectId} AND ${s.owner} = ${owner} AND ${s.cancelledAt} IS NULL
            AND EXISTS (SELECT 1 FROM ${files} WHERE ${files.id} = ${t.fileId} AND ${s.filesOf} = ${t.subjectId})`,
        ),
    )
    .onConflictDoUpdate({ target: [fileClearances.fileId, fileClearances.body], set: values })
    .returning();
}
