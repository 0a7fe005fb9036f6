import type { Context } from "hono";
import type * as v from "valibot";
import { comments } from "../../db/schema";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { validationProblem } from "../../http/problems";
import { FAMILY, type Family, unlessHidden, visibleGuard, visibleSubject } from "../subjects/subjects";
import { sanitizeHtml } from "./feedback.sanitize";
import { BASIC_HTML, type CommentInput, type CommentType } from "./feedback.schemas";

/**
 * Adds a comment or an approval (an approval is a comment that approves) to an
 * order or a release. Anyone who may see it may: the owner and its destinations.
 */
export async function createComment(
  c: Context<AppEnv>,
  family: Family,
  type: CommentType,
  subjectId: number,
  input: v.InferOutput<typeof CommentInput>,
) {
  const principal = principalOf(c);
  const { html, removed } = await sanitizeHtml(input.CommentPosterText);
  if (html === "") {
    // Not visible is answered first.
    await visibleSubject(c, family, subjectId);
    throw validationProblem([
      { field: "CommentPosterText", code: "required", message: "is empty once the HTML that is not kept is removed" },
    ]);
  }
  const posterName = input.CommentPosterName ?? principal.contactName ?? principal.organizationName;
  const createdAt = new Date().toISOString();
  const db = c.var.db;
  // One round trip: the insert is rolled back (and the answer is 404) unless the caller may see the subject.
  const [, [row]] = await unlessHidden(
    c,
    family,
    subjectId,
    db.batch([
      visibleGuard(c, family, subjectId),
      db
        .insert(comments)
        .values({
          orderId: family === "order" ? subjectId : null,
          releaseId: family === "release" ? subjectId : null,
          type,
          posterName,
          text: html,
          organizationId: principal.organizationId,
          contactId: principal.contactId,
          apiKeyId: principal.keyId,
          createdAt,
        })
        .returning({ id: comments.id }),
    ]),
  );
  if (!row) throw new Error("the comment insert returned no row");
  return {
    CommentID: row.id,
    [FAMILY[family].idField]: subjectId,
    Type: type,
    CommentPosterName: posterName,
    CommentPosterText: html,
    CreatedAt: createdAt,
    OrganizationName: principal.organizationName,
    Warnings:
      removed.length === 0
        ? []
        : [
            {
              Code: "html_removed",
              Message: `Removed HTML that is not kept (${removed.join(", ")}); kept: ${BASIC_HTML}.`,
              Field: "CommentPosterText",
            },
          ],
  };
}
