/**
 * Publishing needs media (contract section 8): every file of the order or
 * release has content. Each file that breaks it is a field error on
 * `Files[i]`, i its index in the subject's file list.
 */
import type { FieldError } from "../../http/problems";
import { type Family, SUBJECT } from "../subjects/subjects";

/** What a file says of itself in the message: its Ad-ID or ISRC, else its title. */
const nameOf = (file: { adId: string | null; isrc: string | null; title: string | null }) =>
  file.adId ?? file.isrc ?? file.title;

/**
 * The rule over the subject's files as read, in the subject's order (by
 * position, then id): a `content_missing` error for each without content.
 */
export function contentMissingErrors(
  family: Family,
  subjectId: number,
  subjectFiles: {
    id: number;
    adId: string | null;
    isrc: string | null;
    title: string | null;
    contentSha256: string | null;
  }[],
): FieldError[] {
  const path = SUBJECT[family].path;
  return subjectFiles.flatMap((file, i) =>
    file.contentSha256 === null
      ? [
          {
            field: `Files[${i}]`,
            code: "content_missing",
            message: `file ${file.id} (${nameOf(file)}) has no content: upload it first with PUT ${path}/${subjectId}/files/${file.id}/content`,
          },
        ]
      : [],
  );
}
