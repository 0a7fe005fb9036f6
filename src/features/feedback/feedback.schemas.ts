/**
 * The valibot schemas of comments and approvals on orders and releases (SPEC.md, contract section 9): they
 * validate the requests and make the OpenAPI document and the XSDs.
 */
import * as v from "valibot";
import { pageQuery } from "../../http/pagination";
import { optionalText, requiredText } from "../../http/validation";
import { type Family, SUBJECT } from "../subjects/subjects";
import { KEPT_TAGS } from "./feedback.sanitize";

export const COMMENT_TYPES = ["Comment", "Approval"] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

export const MAX_POSTER_NAME = 50;
export const MAX_POSTER_TEXT = 4000;

export const BASIC_HTML = `${KEPT_TAGS.filter((t) => t !== "a").join(", ")} and a (with an http, https or mailto href only)`;

/** The input of a comment and of an approval (SPEC.md 2: the same two fields). */
export const CommentInput = v.pipe(
  v.object({
    CommentPosterName: optionalText(
      MAX_POSTER_NAME,
      `The commenter (comment) or approver (approval), plain text, at most ${MAX_POSTER_NAME} characters. Default: the contact's name for a contact's key, else the key's organization's name.`,
    ),
    CommentPosterText: requiredText(
      MAX_POSTER_TEXT,
      `The text, at most ${MAX_POSTER_TEXT} characters (Unicode code points after trimming, counted as sent). ` +
        `Basic HTML is kept: ${BASIC_HTML}. Every other tag and attribute is removed, script-like elements (script, ` +
        "style, iframe, object, …) with their content, and HTML comments; the answer then carries a warning.",
    ),
  }),
  v.metadata({ ref: "CommentInput" }),
);

export const CommentWarning = v.pipe(
  v.object({
    Code: v.pipe(
      v.picklist(["html_removed"]),
      v.description("`html_removed`: HTML that is not kept was removed from CommentPosterText."),
    ),
    Message: v.pipe(v.string(), v.description("What was removed, in words.")),
    Field: v.pipe(v.string(), v.description("The field the warning is about: `CommentPosterText`.")),
  }),
  v.description("A warning: it never blocks the request."),
  v.metadata({ ref: "CommentWarning" }),
);

/** A comment or approval of one family (OrderID or ReleaseID), as stored. */
const commentEntries = (family: Family) => ({
  CommentID: v.pipe(v.number(), v.integer(), v.description("The comment's ID, assigned by the service.")),
  [SUBJECT[family].idField]: v.pipe(v.number(), v.integer(), v.description(`The ${family}'s ID.`)),
  Type: v.pipe(v.picklist(COMMENT_TYPES), v.description("`Comment`, or `Approval` for an approval.")),
  CommentPosterName: v.string(),
  CommentPosterText: v.pipe(v.string(), v.description("The text as stored: trimmed, with only basic HTML kept.")),
  CreatedAt: v.pipe(v.string(), v.isoTimestamp()),
  OrganizationName: v.pipe(v.string(), v.description("The organization of the API key that posted it.")),
});

/** The created comment or approval of one family, with what the sanitizer removed. */
export const commentResult = (family: Family) =>
  v.pipe(
    v.object({
      ...commentEntries(family),
      Warnings: v.pipe(v.array(CommentWarning), v.description("Empty when nothing was removed.")),
    }),
    v.metadata({ ref: `${SUBJECT[family].Label}Comment` }),
  );

/** A comment or approval as a list shows it: the created one's record, without `Warnings`. */
export const commentRow = (family: Family) =>
  v.pipe(
    v.object(commentEntries(family)),
    v.description(`A comment or an approval of the ${family}, as stored.`),
    v.metadata({ ref: `${SUBJECT[family].Label}CommentEntry` }),
  );

/** A page of an order's or a release's comments or approvals, newest first. */
export const commentList = (family: Family) => v.array(commentRow(family));

/** The query of a comments or approvals list: the page only. */
export const CommentListQuery = v.object({ ...pageQuery(["2026-11-16T10:13:24.054Z", 8]) });
