import { and, desc, eq, or, type Placeholder, sql } from "drizzle-orm";
import type { Context } from "hono";
import type * as v from "valibot";
import { prepared } from "../../db/prepared";
import { comments, orders, organizations, releases } from "../../db/schema";
import { jsonList } from "../../db/sql";
import type { AppEnv } from "../../env";
import { principalOf } from "../../http/auth";
import { DEFAULT_LIMIT, olderThan, paginate, positionAfter } from "../../http/pagination";
import { validationProblem } from "../../http/problems";
import {
  actsForOf,
  byFamily,
  FAMILY,
  type Family,
  SUBJECT,
  subjectQuery,
  unlessHidden,
  visibleFrom,
  visibleGuard,
  visibleSubject,
} from "../subjects/subjects";
import {
  deliveriesOf,
  destinationsAndGroups,
  type Emission,
  eventItems,
  newBatchId,
  sendEvents,
} from "../webhooks/webhooks.events";
import { sanitizeHtml } from "./feedback.sanitize";
import { BASIC_HTML, type CommentInput, type CommentListQuery, type CommentType } from "./feedback.schemas";

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
  // One round trip: the insert is rolled back (and the answer is 404) unless the caller may see the subject.
  const results = await unlessHidden(
    c,
    family,
    subjectId,
    c.var.db.batch(
      COMMENT_WRITES[family][type](c.var.db, {
        subjectId,
        own: principal.organizationId,
        actsFor: actsForOf(c),
        posterName,
        text: html,
        contactId: principal.contactId,
        keyId: principal.keyId,
        createdAt,
        batchId: newBatchId(),
      }),
    ),
  );
  const [row] = results[1];
  if (!row) throw new Error("the comment insert returned no row");
  await sendEvents(c.env, deliveriesOf(results));
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

/**
 * `comment.created` or `approval.created`, to the other side: the sender's to
 * the destinations of a published subject and their groups (they see the
 * sender's comments); a destination's (or group's) to the sender alone (other
 * destinations do not see it).
 */
function feedbackEvents(
  family: Family,
  type: CommentType,
  subjectId: Placeholder,
  poster: Placeholder,
  keyId: Placeholder,
  at: Placeholder,
): Emission[] {
  const t = SUBJECT[family];
  const owner = sql`(SELECT ${t.owner} FROM ${t.table} WHERE ${t.id} = ${subjectId})`;
  const data = sql`(SELECT json_object(${sql.raw(`'${FAMILY[family].idField}'`)}, ${subjectId}, 'CommentID', c.id, 'Type', c.type, 'CommentPosterName', c.poster_name, 'CommentPosterText', c.text, 'OrganizationID', c.organization_id, 'CreatedAt', c.created_at)
    FROM ${comments} c WHERE c.${sql.raw(family === "order" ? "order_id" : "release_id")} = ${subjectId} AND c.api_key_id = ${keyId} AND c.created_at = ${at} ORDER BY c.id DESC LIMIT 1)`;
  const eventType = type === "Comment" ? "comment.created" : "approval.created";
  return [
    {
      type: eventType,
      to: destinationsAndGroups(sql`${t.destinationsOf} = ${subjectId}`),
      data,
      when: sql`${owner} = ${poster} AND EXISTS (SELECT 1 FROM ${t.table} WHERE ${t.id} = ${subjectId} AND ${t.status} <> 'Draft')`,
    },
    { type: eventType, to: sql`SELECT ${owner} AS organization_id`, data, when: sql`${owner} <> ${poster}` },
  ];
}

type CommentWriteValues = {
  subjectId: number;
  own: number;
  /** The organizations the caller acts for, as a JSON list (`actsForOf`). */
  actsFor: string;
  posterName: string;
  text: string;
  contactId: number | null;
  keyId: number;
  createdAt: string;
  batchId: string;
};

/**
 * The batch of a new comment or approval, prepared (../../db/prepared.ts):
 * the guard that the caller may see the subject, the insert, and its events.
 */
function commentWrite(family: Family, type: CommentType) {
  return prepared<CommentWriteValues>()(
    (db, p) =>
      [
        visibleGuard(db, family, p.subjectId, p.own, p.actsFor),
        db
          .insert(comments)
          .values({
            orderId: family === "order" ? p.subjectId : null,
            releaseId: family === "release" ? p.subjectId : null,
            type,
            posterName: p.posterName,
            text: p.text,
            organizationId: p.own,
            contactId: p.contactId,
            apiKeyId: p.keyId,
            createdAt: p.createdAt,
          })
          .returning({ id: comments.id }),
        ...eventItems(
          db,
          feedbackEvents(family, type, p.subjectId, p.own, p.keyId, p.createdAt),
          p.createdAt,
          p.batchId,
        ),
      ] as const,
  );
}

const COMMENT_WRITES = byFamily((family) => ({
  Comment: commentWrite(family, "Comment"),
  Approval: commentWrite(family, "Approval"),
}));

type CommentPageValues = {
  subjectId: number;
  type: CommentType;
  /** The caller's own organization: as the subject's owner it sees every row. */
  own: number;
  /** The organizations the caller acts for, as a JSON list (`actsForOf`). */
  actsFor: string;
  limit: number;
  /** The (CreatedAt, CommentID) after which the page starts. */
  afterDate?: string;
  afterId?: number;
};

/**
 * A page of one subject's comments of one type that the caller may see,
 * newest first, keyset on (created_at, id): all of them for the owner, else
 * the owner's and those of the organizations the caller acts for, decided in
 * SQL so that the rows are read in one batch with the subject. Read along
 * comments_order_idx / comments_release_idx (parent, created_at, and the rowid
 * that is `id`). Every column has its own name: a batch keys rows by column name.
 */
function commentPage(family: Family) {
  const parent = family === "order" ? comments.orderId : comments.releaseId;
  const subject = family === "order" ? orders : releases;
  const owner = family === "order" ? orders.ownerOrganizationId : releases.labelOrganizationId;
  return prepared<CommentPageValues>()((db, p, has) =>
    db
      .select({
        CommentID: comments.id,
        Type: comments.type,
        CommentPosterName: comments.posterName,
        CommentPosterText: comments.text,
        CreatedAt: comments.createdAt,
        OrganizationName: organizations.name,
      })
      .from(comments)
      .innerJoin(subject, eq(subject.id, parent))
      .innerJoin(organizations, eq(organizations.id, comments.organizationId))
      .where(
        and(
          eq(parent, p.subjectId),
          eq(comments.type, p.type),
          or(
            eq(owner, p.own),
            eq(comments.organizationId, owner),
            sql`${comments.organizationId} IN ${jsonList(p.actsFor)}`,
          ),
          has.afterDate ? olderThan(comments.createdAt, comments.id, p.afterDate, p.afterId) : undefined,
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(p.limit),
  );
}

const COMMENT_PAGES = byFamily(commentPage);

/**
 * Lists an order's or a release's comments or approvals, newest first, a page
 * at a time: the subject (404 unless the caller may see it) and the page in one
 * batch (one D1 round trip). The owner sees every one; anyone else the owner's
 * and those of the organizations it acts for.
 */
export async function listComments(
  c: Context<AppEnv>,
  family: Family,
  type: CommentType,
  subjectId: number,
  query: v.InferOutput<typeof CommentListQuery>,
) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const after = positionAfter(query.cursor);
  const db = c.var.db;
  const [[subjectRow], rows] = await db.batch([
    subjectQuery(c, family, subjectId),
    COMMENT_PAGES[family](db, {
      subjectId,
      type,
      own: principalOf(c).organizationId,
      actsFor: actsForOf(c),
      limit: limit + 1,
      afterDate: after?.[0],
      afterId: after?.[1],
    }),
  ]);
  visibleFrom(c, family, subjectId, subjectRow);
  return paginate(c, rows, limit, (row) => [row.CreatedAt, row.CommentID]).map((row) => ({
    CommentID: row.CommentID,
    [FAMILY[family].idField]: subjectId,
    Type: row.Type,
    CommentPosterName: row.CommentPosterName,
    CommentPosterText: row.CommentPosterText,
    CreatedAt: row.CreatedAt,
    OrganizationName: row.OrganizationName,
  }));
}
