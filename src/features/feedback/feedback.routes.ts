/**
 * The operations of comments and approvals on orders and releases (SPEC.md, contract section 9): each one's
 * method, path, schemas, answers and docs, declared for the registry (src/http/operation.ts); the handlers do the
 * work.
 */
import { defineOperation, type PathParams } from "../../http/operation";
import { NEXT_PAGE_HEADERS } from "../../http/pagination";
import { type Family, SUBJECT } from "../subjects/subjects";
import { createComment, listComments } from "./feedback.handlers";
import {
  BASIC_HTML,
  CommentInput,
  CommentListQuery,
  type CommentType,
  commentList,
  commentResult,
  MAX_POSTER_NAME,
  MAX_POSTER_TEXT,
} from "./feedback.schemas";

interface CommentRoute<P extends string> {
  family: Family;
  type: CommentType;
  path: P;
  /** The path parameter that carries the order's or release's ID. */
  param: PathParams<P>;
  paramDescription: string;
  /** The order or release of the document's examples: one of the demo world's. */
  paramExample: number;
  operationId: string;
  summary: string;
  tag: string;
}

const WHO = {
  order:
    "The order's creator and its destinations (directly or through group access) may post; to anyone else, and for a deleted order, it is a 404.",
  release:
    "The label that owns the release and its destinations (directly or through group access) may post; to anyone else it is a 404.",
} as const;

const EXAMPLES = {
  Comment: { CommentPosterName: "Dana Whitfield", CommentPosterText: "Received, thanks. Airing from <b>Monday</b>." },
  Approval: { CommentPosterName: "Dana Whitfield", CommentPosterText: "Both spots <b>approved</b> for air." },
} as const;

function commentOperation<P extends string>(route: CommentRoute<P>) {
  const what = route.type === "Comment" ? "a comment" : "an approval (a comment that approves)";
  return defineOperation({
    method: "post",
    path: route.path,
    operationId: route.operationId,
    summary: route.summary,
    description:
      `Adds ${what} to the ${route.family}. ${WHO[route.family]} CommentPosterName defaults to the contact's name ` +
      "for a contact's key, else the key's organization's name; OrganizationName is always the key's organization. " +
      `CommentPosterText keeps basic HTML (${BASIC_HTML}); every other tag and attribute is removed with the ` +
      "Workers runtime's HTML rewriter, the content of script-like elements (script, style, iframe, object, embed, " +
      "textarea, svg, …) and HTML comments with them, and the answer then carries an `html_removed` warning " +
      "(`Warnings` is always present, empty when nothing was removed). Other tags are unwrapped (their text " +
      "stays); stray end tags and DOCTYPEs are dropped; tags left open are closed; a `<` or `>` in the text is " +
      "stored escaped. CommentPosterName is plain text, stored as sent (trimmed). Limits: CommentPosterName " +
      `${MAX_POSTER_NAME}, CommentPosterText ${MAX_POSTER_TEXT} characters (Unicode code points after trimming; the ` +
      "text counted as sent, before HTML is removed); an empty or missing CommentPosterText, or one that is empty " +
      "once HTML is removed, is a 422. There is no operation that reads a comment back, so the 201 carries no `Location`.",
    tags: [route.tag],
    paramDescriptions: { [route.param]: route.paramDescription } as Record<PathParams<P>, string>,
    paramExamples: { [route.param]: route.paramExample } as Record<PathParams<P>, number>,
    body: {
      schema: CommentInput,
      xmlName: route.type,
      description:
        `The ${route.type.toLowerCase()}. In XML the root element is not checked (\`<${route.type}>\` shown), and ` +
        "HTML in CommentPosterText is sent escaped (`Both &lt;b&gt;approved&lt;/b&gt;`) or in a CDATA section " +
        "(`<![CDATA[Both <b>approved</b>]]>`): unescaped markup would be XML elements, not text (a 422). Property " +
        "names match case-insensitively; unknown ones are ignored.",
      example: EXAMPLES[route.type],
    },
    errors: ["not_found"],
    success: {
      status: 201,
      description: `The created ${route.type.toLowerCase()} as stored, with warnings about removed HTML. XML: \`<${route.type}>\` with \`<Warnings><Warning>…</Warning></Warnings>\`.`,
      schema: commentResult(route.family),
      xml: { root: route.type, items: { Warnings: "Warning" } },
      example: {
        CommentID: 22,
        [SUBJECT[route.family].idField]: route.paramExample,
        Type: route.type,
        ...EXAMPLES[route.type],
        CreatedAt: "2026-11-21T20:13:53.826Z",
        OrganizationName: "WXYZ-TV",
        Warnings: [],
      },
    },
    handler: (c, { params, body }) => createComment(c, route.family, route.type, params[route.param], body),
  });
}

const ORDER_ID = "The order's ID.";
const RELEASE_ID = "The release's ID.";

const ORDER_COMMENTS = {
  family: "order",
  type: "Comment",
  path: "/api/v1/ad/orders/{orderID}/comments",
  param: "orderID",
  paramDescription: ORDER_ID,
  paramExample: 5002,
  operationId: "createOrderComment",
  summary: "Create Comment",
  tag: "Advertising: orders",
} as const satisfies CommentRoute<"/api/v1/ad/orders/{orderID}/comments">;

const ORDER_APPROVALS = {
  family: "order",
  type: "Approval",
  path: "/api/v1/ad/orders/{releaseID}/approvals",
  param: "releaseID",
  paramDescription:
    "The ORDER's ID. The platform's published interface names this path variable `releaseID`, but on this advertising path it identifies the order (an orderID).",
  paramExample: 5002,
  operationId: "createOrderApproval",
  summary: "Create Approval",
  tag: "Advertising: orders",
} as const satisfies CommentRoute<"/api/v1/ad/orders/{releaseID}/approvals">;

const RELEASE_COMMENTS = {
  family: "release",
  type: "Comment",
  path: "/api/v1/music/releases/{releaseID}/comments",
  param: "releaseID",
  paramDescription: RELEASE_ID,
  paramExample: 7001,
  operationId: "createReleaseComment",
  summary: "Create Comment",
  tag: "Music: releases",
} as const satisfies CommentRoute<"/api/v1/music/releases/{releaseID}/comments">;

const RELEASE_APPROVALS = {
  family: "release",
  type: "Approval",
  path: "/api/v1/music/releases/{releaseID}/approvals",
  param: "releaseID",
  paramDescription: RELEASE_ID,
  paramExample: 7001,
  operationId: "createReleaseApproval",
  summary: "Create Approval",
  tag: "Music: releases",
} as const satisfies CommentRoute<"/api/v1/music/releases/{releaseID}/approvals">;

export const orderComment = commentOperation(ORDER_COMMENTS);
export const orderApproval = commentOperation(ORDER_APPROVALS);
export const releaseComment = commentOperation(RELEASE_COMMENTS);
export const releaseApproval = commentOperation(RELEASE_APPROVALS);

// The lists: GET on the same four paths (contract section 9).

const LIST_WHO = {
  order:
    "The order must be visible to the caller: its creator, or a destination (directly or through group access) " +
    "once it is published; a draft, a deleted order, or one not sent to the caller is a 404. The order's creator " +
    "sees every one; a destination sees those posted by the creator and by the organizations it acts for (a " +
    "station group: its own and its stations'), not other destinations'.",
  release:
    "The release must be visible to the caller: the label that owns it, or a destination (directly or through " +
    "group access); to anyone else it is a 404. The label sees every one; a destination sees those posted by the " +
    "label and by the organizations it acts for (a station group: its own and its stations'), not other destinations'.",
} as const;

/**
 * What the demo world (fixtures/world.ts) answers the owner on the documented
 * path: its times are relative to when it was seeded, fixed here as in the
 * other examples (test/features/feedback.list.test.ts compares them up to times).
 */
export const LIST_EXAMPLES = {
  order: {
    Comment: [
      {
        CommentID: 8,
        Type: "Comment",
        CommentPosterName: "Priya Raman",
        CommentPosterText: "Thanks, Dana. Please favor the :15 in morning drive.",
        CreatedAt: "2026-11-16T10:13:24.054Z",
        OrganizationName: "Northwind Agency",
      },
    ],
    Approval: [
      {
        CommentID: 7,
        Type: "Approval",
        CommentPosterName: "Dana Whitfield",
        CommentPosterText: "Both spots <b>approved</b> for air. House IDs are in.",
        CreatedAt: "2026-11-16T08:13:24.054Z",
        OrganizationName: "WXYZ-TV",
      },
    ],
  },
  release: {
    Comment: [
      {
        CommentID: 3,
        Type: "Comment",
        CommentPosterName: "Jordan Ames",
        CommentPosterText: "Thanks! A radio edit of Harbor Lights at Dawn follows this week.",
        CreatedAt: "2026-11-17T00:13:24.054Z",
        OrganizationName: "Blue Harbor Records",
      },
      {
        CommentID: 1,
        Type: "Comment",
        CommentPosterName: "Dana Whitfield",
        CommentPosterText: "Received both tracks for the <i>Morning Show</i> music bed.",
        CreatedAt: "2026-11-16T14:13:24.054Z",
        OrganizationName: "WXYZ-TV",
      },
    ],
    Approval: [
      {
        CommentID: 2,
        Type: "Approval",
        CommentPosterName: "Marcus Bell",
        CommentPosterText: "Added <b>Midnight Lanterns</b> to the Hot AC rotation starting Monday.",
        CreatedAt: "2026-11-16T20:13:24.054Z",
        OrganizationName: "KLMN-FM",
      },
    ],
  },
} as const;

const LIST_OPERATION_IDS = {
  order: { Comment: "listOrderComments", Approval: "listOrderApprovals" },
  release: { Comment: "listReleaseComments", Approval: "listReleaseApprovals" },
} as const;

function commentListOperation<P extends string>(route: CommentRoute<P>) {
  const plural = route.type === "Comment" ? "Comments" : "Approvals";
  return defineOperation({
    method: "get",
    path: route.path,
    operationId: LIST_OPERATION_IDS[route.family][route.type],
    summary: `List ${plural}`,
    description:
      `The ${route.family}'s ${plural.toLowerCase()} ` +
      `(${route.type === "Comment" ? "Create Comment" : "Create Approval"}), each as it was stored (the created ` +
      "record without `Warnings`), newest `CreatedAt` first (then the newest CommentID). " +
      `${LIST_WHO[route.family]} Paginated: \`limit\` (1 to 1000, default 100), \`cursor\`, and ` +
      '`Link: <…>; rel="next"` when there is more; the body stays a plain list. In XML: ' +
      `\`<${plural}><${route.type}>…</${route.type}></${plural}>\`.`,
    tags: [route.tag],
    paramDescriptions: { [route.param]: route.paramDescription } as Record<PathParams<P>, string>,
    paramExamples: { [route.param]: route.paramExample } as Record<PathParams<P>, number>,
    query: CommentListQuery,
    errors: ["not_found"],
    success: {
      status: 200,
      description: `The ${plural.toLowerCase()} the caller may see, newest first.`,
      schema: commentList(route.family),
      xml: { root: plural, item: route.type },
      headers: NEXT_PAGE_HEADERS,
      example: LIST_EXAMPLES[route.family][route.type].map(({ CommentID, ...rest }) => ({
        CommentID,
        [SUBJECT[route.family].idField]: route.paramExample,
        ...rest,
      })),
    },
    handler: (c, { params, query }) => listComments(c, route.family, route.type, params[route.param], query),
  });
}

export const listOrderComments = commentListOperation(ORDER_COMMENTS);
export const listOrderApprovals = commentListOperation(ORDER_APPROVALS);
export const listReleaseComments = commentListOperation(RELEASE_COMMENTS);
export const listReleaseApprovals = commentListOperation(RELEASE_APPROVALS);
