/**
 * Rights (contract section 20): what Set File Rights takes (the rights window of ../subjects) and what the
 * rights operations answer.
 */
import * as v from "valibot";
import { objectMessage } from "../../http/validation";
import { RIGHTS_DESCRIPTION, rightsEntries, rightsInputEntries } from "../subjects/subjects.schemas";

/** Set File Rights' body: the whole window (XML root `Rights`). */
export const SetRightsInput = v.pipe(
  v.object(rightsInputEntries, objectMessage),
  v.description(`${RIGHTS_DESCRIPTION} XML root \`Rights\`.`),
  v.metadata({ ref: "SetRightsInput" }),
);

export const FileRights = v.pipe(
  v.object({
    FileID: v.pipe(v.number(), v.integer(), v.description("The file.")),
    ...rightsEntries,
  }),
  v.description("A file's rights window: the talent and music usage dates, and notes. XML root `FileRights`."),
  v.metadata({ ref: "FileRights" }),
);
