/**
 * Create Order, Create Long Form Order and Create Release (contract sections 4 and 9): a draft with its files
 * and destinations, in one batch.
 */
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import { read, write } from "../../db/batch";
import type { Caller } from "../../http/caller";
import { validationProblem } from "../../http/problems";
import { type Family, requireSender, SUBJECT } from "../subjects/subjects";
import { notDestinations, organizationsNamed } from "../subjects/subjects.rules";
import { type FileInput, insertDestinations, insertFiles, newSubjectId } from "../subjects/subjects.store";

/**
 * Creates a draft with its files and destinations (contract sections 4 and
 * 9): only the family's sender may; the organizations named as destinations
 * are read (each must be a destination organization), then the draft (`row`,
 * the family's INSERT, answering its row, its kept counts of files and
 * destinations written with it: one row less than counting them again after),
 * its files and its destinations are written in one batch, so that a failure
 * leaves nothing behind. Answers the
 * row, each file with its FileID, and the destinations as read (for the
 * warnings); the handler sets the answer's `Location`.
 */
export async function createSubject<Row extends { id: number }, File extends FileInput>(
  caller: Caller,
  family: Family,
  input: { row: RunnableQuery<Row[], "sqlite">; files: File[]; destinations: number[] },
) {
  requireSender(caller.principal, family);
  const db = caller.db;
  const at = new Date().toISOString();
  const { named } = await read(db, { named: organizationsNamed(db, input.destinations) });
  const errors = notDestinations(input.destinations, named);
  if (errors.length > 0) throw validationProblem(errors);
  const id = newSubjectId(family);
  const created = await write(db, {
    row: input.row,
    files: insertFiles(db, family, JSON.stringify(input.files), id, at),
    destinations: insertDestinations(db, family, input.destinations, id),
    claim: caller.claim(),
  });
  const [row] = created.row;
  if (!row) throw new Error(`the ${SUBJECT[family].label} insert returned no row`);
  const fileIds = new Map(created.files.map((f) => [f.position, f.id]));
  const byId = new Map(named.map((d) => [d.id, d]));
  return {
    row,
    files: input.files.map((f, i) => ({ FileID: fileIds.get(i) ?? 0, ...f })),
    destinationRows: input.destinations.map((d) => byId.get(d) ?? { id: d, name: null, status: null }),
  };
}
