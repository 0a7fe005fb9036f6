import { defineOperation, type PathParams } from "../../http/operation";
import { FAMILY, type Family } from "../subjects/subjects";
import { createComment } from "./feedback.handlers";
import {
  BASIC_HTML,
  CommentInput,
  type CommentType,
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
    description: `Adds ${what} to the ${route.family}. ${WHO[route.family]} CommentPosterName defaults to the contact's name for a contact's key, else the key's organization's name; OrganizationName is always the key's organization. CommentPosterText keeps basic HTML (${BASIC_HTML}); every other tag and attribute is removed with the Workers runtime's HTML rewriter, the content of script-like elements (script, style, iframe, object, embed, textarea, svg, …) and HTML comments with them, and the answer then carries an \`html_removed\` warning (\`Warnings\` is always present, empty when nothing was removed). Other tags are unwrapped (their text stays); stray end tags and DOCTYPEs are dropped; tags left open are closed; a \`<\` or \`>\` in the text is stored escaped. CommentPosterName is plain text, stored as sent (trimmed). Limits: CommentPosterName ${MAX_POSTER_NAME}, CommentPosterText ${MAX_POSTER_TEXT} characters (Unicode code points after trimming; the text counted as sent, before HTML is removed); an empty or missing CommentPosterText, or one that is empty once HTML is removed, is a 422. There is no operation that reads a comment back, so the 201 carries no \`Location\`.`,
    tags: [route.tag],
    paramDescriptions: { [route.param]: route.paramDescription } as Record<PathParams<P>, string>,
    paramExamples: { [route.param]: route.paramExample } as Record<PathParams<P>, number>,
    body: {
      schema: CommentInput,
      xmlName: route.type,
      description: `The ${route.type.toLowerCase()}. In XML the root element is not checked (\`<${route.type}>\` shown), and HTML in CommentPosterText is sent escaped (\`Both &lt;b&gt;approved&lt;/b&gt;\`) or in a CDATA section (\`<![CDATA[Both <b>approved</b>]]>\`): unescaped markup would be XML elements, not text (a 422). Property names match case-insensitively; unknown ones are ignored.`,
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
        [FAMILY[route.family].idField]: route.paramExample,
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

export const orderComment = commentOperation({
  family: "order",
  type: "Comment",
  path: "/api/v1/ad/orders/{orderID}/comments",
  param: "orderID",
  paramDescription: ORDER_ID,
  paramExample: 5002,
  operationId: "createOrderComment",
  summary: "Create Comment",
  tag: "Advertising: orders",
});

export const orderApproval = commentOperation({
  family: "order",
  type: "Approval",
  path: "/api/v1/ad/orders/{releaseID}/approvals",
  param: "releaseID",
  paramDescription:
    "The ORDER's ID. SPEC.md names this path variable `releaseID`, but on this advertising path it identifies the order (an orderID).",
  paramExample: 5002,
  operationId: "createOrderApproval",
  summary: "Create Approval",
  tag: "Advertising: orders",
});

export const releaseComment = commentOperation({
  family: "release",
  type: "Comment",
  path: "/api/v1/music/releases/{releaseID}/comments",
  param: "releaseID",
  paramDescription: RELEASE_ID,
  paramExample: 7001,
  operationId: "createReleaseComment",
  summary: "Create Comment",
  tag: "Music: releases",
});

export const releaseApproval = commentOperation({
  family: "release",
  type: "Approval",
  path: "/api/v1/music/releases/{releaseID}/approvals",
  param: "releaseID",
  paramDescription: RELEASE_ID,
  paramExample: 7001,
  operationId: "createReleaseApproval",
  summary: "Create Approval",
  tag: "Music: releases",
});
