/**
 * Publishing needs media (contract section 8): every file of the order or
 * release has content. The rule as the SQL of the files that break it, each a
 * field error on `Files[i]` (i its index in the subject's file list), for
 * `fieldErrorsOf` (the 422) and `NOT EXISTS` (the publishing write's guard).
 */
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { files } from "../../db/schema";
import type { Family } from "../subjects/subjects";

export function contentMissing(family: Family, subjectId: number | Placeholder): SQL {
  const parent = family === "order" ? files.orderId : files.releaseId;
  const path = family === "order" ? "orders" : "releases";
  return sql`SELECT 'Files[' || i || ']' AS field, 'content_missing' AS code,
    'file ' || id || ' (' || name || ') has no content: upload it first with PUT /api/v1/${sql.raw(family === "order" ? "ad" : "music")}/${sql.raw(path)}/' || subject || '/files/' || id || '/content' AS message
    FROM (SELECT ${files.id} AS id, coalesce(${files.adId}, ${files.isrc}, ${files.title}) AS name, ${parent} AS subject,
      ${files.contentSha256} AS sha256, row_number() OVER (ORDER BY ${files.position}, ${files.id}) - 1 AS i
      FROM ${files} WHERE ${parent} = ${subjectId})
    WHERE sha256 IS NULL`;
}
