/**
 * The request log as the tests read and write it: each organization's entries
 * in its own partition (src/db/log-partitions.ts), in the service's own
 * encoding (src/db/log-entries.ts). Every entry read is checked to be in the
 * partition of its organization.
 */
import { env } from "cloudflare:test";
import { write } from "../src/db/batch";
import { entryWrites, groupOrganization, groupParts, type LogEntry, unpacked } from "../src/db/log-entries";
import { type LogPartition, logPartitionOf, logPartitions } from "../src/db/log-partitions";
import { requestLogGroups as t } from "../src/db/logs-schema";
import { requestLogSettled } from "../src/http/request-log";

export type { LogEntry };

/** An entry as read back: where it is, its LogID, and its URL (path and query). */
export type LoggedEntry = LogEntry & { id: number; url: string; partition: string };

/** The D1 binding of every partition, to read what is stored as it is. */
export const logDatabases = (): D1Database[] => logPartitions(env).map(({ binding }) => binding);

/**
 * The entries of every partition, oldest first (date, then LogID, in each), or of one request when given its id;
 * once every row the requests so far queued is written.
 */
export async function loggedEntries(requestId?: string | null): Promise<LoggedEntry[]> {
  await requestLogSettled();
  const found: LoggedEntry[] = [];
  for (const { name, db } of logPartitions(env)) {
    const groups = await db
      .select({ organizationId: groupOrganization, ...groupParts, entries: t.entries })
      .from(t)
      .orderBy(t.key);
    const rows = groups
      .flatMap(unpacked)
      .filter((row) => requestId == null || row.requestId === requestId)
      .sort((a, b) => a.requestDate.localeCompare(b.requestDate) || a.id - b.id);
    for (const row of rows) {
      const home = logPartitionOf(env, row.organizationId).name;
      if (home !== name)
        throw new Error(`entry ${row.id} of organization ${row.organizationId} in ${name}, not ${home}`);
      found.push({ ...row, url: row.path + (row.query ?? ""), partition: name });
    }
  }
  return found;
}

/** Writes entries as the request log does, each in its organization's partition. */
export async function writeEntries(entries: LogEntry[]): Promise<void> {
  const byPartition = new Map<string, { partition: LogPartition; list: LogEntry[] }>();
  for (const entry of entries) {
    const partition = logPartitionOf(env, entry.organizationId);
    const group = byPartition.get(partition.name) ?? { partition, list: [] };
    group.list.push(entry);
    byPartition.set(partition.name, group);
  }
  for (const { partition, list } of byPartition.values()) await write(partition.db, entryWrites(partition.db, list));
}
