/**
 * Comments and approvals (an approval is a comment that approves) of orders
 * and releases: Create Comment and Create Approval, and their lists.
 */
import { and, desc, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { read, write } from "../../db/batch";
import { comments, organizations } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { claimWritten } from "../../http/idempotency";
import { DEFAULT_LIMIT, olderThan, paginate, positionAfter } from "../../http/pagination";
import { validationProblem } from "../../http/problems";
import {
  type Family,
  notFound,
  SUBJECT,
  subjectQuery,
  visibleFrom,
  visibleSubject,
  visibleTo,
} from "../subjects/subjects";
import { destinationsAndGroups, type Emission, outbox, sendEvents } from "../webhooks/webhooks.events";
import { sanitizeHtml } from "./feedback.sanitize";
import { BASIC_HTML, type CommentInput, type CommentListQuery, type CommentType } from "./feedback.schemas";

/**
 * Adds a comment or an approval to an order or a release. Anyone who may see
 * it may: the owner and its destinations. One round trip, one rule: the
 * comment is written only while the caller may see the subject (`visibleTo`,
 * the same SQL as the subject read's `visible`), with its events, and the
 * subject is read back in the same batch; no comment written, the read says
 * why (404).
 */
export async function createComment(
  c: Context<AppEnv>,
  family: Family,
  type: CommentType,
  subjectId: number,
  input: v.InferOutput<typeof CommentInput>,
) {
  const db = c.var.db;
  const principal = principalOf(c);
  const { html, removed } = await sanitizeHtml(input.CommentPosterText);
  if (html === "") {
    // A subject the caller may not see is a 404 first, whatever the text.
    await visibleSubject(c.var.db, principalOf(c), family, subjectId);
    throw validationProblem([
      { field: "CommentPosterText", code: "required", message: "is empty once the HTML that is not kept is removed" },
    ]);
  }
  const posterName = input.CommentPosterName ?? principal.contactName ?? principal.organizationName;
  const createdAt = new Date().toISOString();
  const done = await write(db, {
    comment: commentInsert(c, family, type, subjectId, { posterName, text: html, createdAt }),
    claim: claimWritten(c),
    ...outbox(db, feedbackEvents(c, family, type, subjectId, createdAt), createdAt),
    subject: subjectQuery(c.var.db, principalOf(c), family, subjectId),
  });
  const row = done.comment[0];
  if (!row) {
    visibleFrom(principalOf(c), family, subjectId, done.subject[0]);
    throw notFound(family, subjectId);
  }
  await sendEvents(c.env, done.eventDeliveries);
  return {
    CommentID: row.id,
    [SUBJECT[family].idField]: subjectId,
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

/** The insert of a comment, from the subject's row while the caller may still see it (else nothing). */
function commentInsert(
  c: Context<AppEnv>,
  family: Family,
  type: CommentType,
  subjectId: number,
  comment: { posterName: string; text: string; createdAt: string },
) {
  const t = SUBJECT[family];
  const principal = principalOf(c);
  // The comment's column that names a subject of this family takes its id; the other is NULL.
  const parent = (column: SQLWrapper): SQL => (column === t.commentsOf ? sql`${t.id}` : sql`NULL`);
  return c.var.db
    .insert(comments)
    .select(
      // Every column of comments, in its order.
      c.var.db
        .select({
          id: sql`NULL`.as("id"),
          orderId: parent(comments.orderId).as("order_id"),
          releaseId: parent(comments.releaseId).as("release_id"),
          type: sql`${type}`.as("type"),
          posterName: sql`${comment.posterName}`.as("poster_name"),
          text: sql`${comment.text}`.as("text"),
          organizationId: sql`${principal.organizationId}`.as("organization_id"),
          contactId: sql`${principal.contactId}`.as("contact_id"),
          apiKeyId: sql`${principal.keyId}`.as("api_key_id"),
          createdAt: sql`${comment.createdAt}`.as("created_at"),
        })
        .from(t.table)
        .where(and(eq(t.id, subjectId), visibleTo(family, principal.organizationId, jsonList(principal.actsFor)))),
    )
    .returning({ id: comments.id });
}

/**
 * `comment.created` or `approval.created`, to the other side: the owner's to
 * the destinations of a published subject and their groups (they see the
 * owner's comments); a destination's (or group's) to the owner alone (other
 * destinations do not see it). Who the caller is to the subject is decided
 * in SQL, in the write (the subject is not read before it). Its data is the
 * comment as stored, found by the key that wrote it and when; no comment
 * written, no event.
 */
function feedbackEvents(
  c: Context<AppEnv>,
  family: Family,
  type: CommentType,
  subjectId: number,
  at: string,
): Emission[] {
  const t = SUBJECT[family];
  const principal = principalOf(c);
  const eventType = type === "Comment" ? "comment.created" : "approval.created";
  const theComment = sql`FROM ${comments} WHERE ${t.commentsOf} = ${subjectId} AND ${comments.apiKeyId} = ${principal.keyId} AND ${comments.createdAt} = ${at}`;
  const data = sql`(SELECT json_object(${t.idField}, ${subjectId}, 'CommentID', ${comments.id}, 'Type', ${comments.type},
    'CommentPosterName', ${comments.posterName}, 'CommentPosterText', ${comments.text}, 'OrganizationID', ${comments.organizationId}, 'CreatedAt', ${comments.createdAt})
    ${theComment} ORDER BY ${comments.id} DESC LIMIT 1)`;
  const written = sql`EXISTS (SELECT 1 ${theComment})`;
  const byOwner = sql`EXISTS (SELECT 1 FROM ${t.table} WHERE ${t.id} = ${subjectId} AND ${t.owner} = ${principal.organizationId})`;
  return [
    {
      type: eventType,
      to: sql`SELECT ${t.owner} AS organization_id FROM ${t.table} WHERE ${t.id} = ${subjectId}`,
      data,
      when: sql`${written} AND NOT ${byOwner}`,
    },
    {
      type: eventType,
      to: destinationsAndGroups(sql`${t.destinationsOf} = ${subjectId}`),
      data,
      // Destinations hear nothing of a draft.
      when: sql`${written} AND ${byOwner} AND EXISTS (SELECT 1 FROM ${t.table} WHERE ${t.id} = ${subjectId} AND ${t.status} <> 'Draft')`,
    },
  ];
}

/**
 * Lists an order's or a release's comments or approvals, newest first, a page
 * at a time, in one round trip: the subject (404 unless the caller may see it)
 * and the page. The owner sees every one; anyone else the owner's and those of
 * the organizations it acts for, decided in SQL (keyset on created_at, id,
 * along comments_order_idx / comments_release_idx).
 */
export async function listComments(
  c: Context<AppEnv>,
  family: Family,
  type: CommentType,
  subjectId: number,
  query: v.InferOutput<typeof CommentListQuery>,
) {
  const db = c.var.db;
  const t = SUBJECT[family];
  const principal = principalOf(c);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const { subject, page } = await read(db, {
    subject: subjectQuery(c.var.db, principalOf(c), family, subjectId),
    page: db
      .select({
        CommentID: comments.id,
        Type: comments.type,
        CommentPosterName: comments.posterName,
        CommentPosterText: comments.text,
        CreatedAt: comments.createdAt,
        OrganizationName: organizations.name,
      })
      .from(comments)
      .innerJoin(t.table, eq(t.id, t.commentsOf))
      .innerJoin(organizations, eq(organizations.id, comments.organizationId))
      .where(
        and(
          eq(t.commentsOf, subjectId),
          eq(comments.type, type),
          or(
            eq(t.owner, principal.organizationId),
            eq(comments.organizationId, t.owner),
            sql`${comments.organizationId} IN ${jsonList(principal.actsFor)}`,
          ),
          after ? olderThan(comments.createdAt, comments.id, after[0], after[1]) : undefined,
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit + 1),
  });
  visibleFrom(principalOf(c), family, subjectId, subject[0]);
  return paginate(c, page, limit, (row) => [row.CreatedAt, row.CommentID]).map((row) => ({
    CommentID: row.CommentID,
    [t.idField]: subjectId,
    Type: row.Type,
    CommentPosterName: row.CommentPosterName,
    CommentPosterText: row.CommentPosterText,
    CreatedAt: row.CreatedAt,
    OrganizationName: row.OrganizationName,
  }));
}
