/**
 * RFC 9457 problem details: the one error type of the service, its catalogue of
 * codes and statuses, and its rendering in JSON or XML.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env";
import { toXml } from "./xml";

export const PROBLEMS = {
  bad_request: { status: 400, title: "Malformed request" },
  unauthorized: { status: 401, title: "Missing or invalid API key" },
  forbidden: { status: 403, title: "Not allowed" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  not_acceptable: { status: 406, title: "No acceptable response format" },
  conflict: { status: 409, title: "The current state forbids this" },
  format_unavailable: { status: 409, title: "The content is not available in that format" },
  rendition_pending: { status: 409, title: "The station's file is not ready yet" },
  length_required: { status: 411, title: "Content-Length required" },
  payload_too_large: { status: 413, title: "Request body too large" },
  unsupported_media_type: { status: 415, title: "Unsupported request body type" },
  range_not_satisfiable: { status: 416, title: "Range not satisfiable" },
  validation_failed: { status: 422, title: "The request breaks a rule" },
  rate_limited: { status: 429, title: "Too many requests" },
  internal_error: { status: 500, title: "Internal error" },
} as const satisfies Record<string, { status: ContentfulStatusCode; title: string }>;

export type ProblemCode = keyof typeof PROBLEMS;

/** The namespace of `application/problem+xml` (RFC 7807's, which RFC 9457 keeps). */
export const PROBLEM_NAMESPACE = "urn:ietf:rfc:7807";

/** One failing field of a 422 (or 400 for a query value). */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** The most field errors an answer lists; any more are counted in its detail (a huge list would be a huge answer). */
export const MAX_LISTED_ERRORS = 100;

/** The errors an answer lists, and how many more it leaves out. */
const listed = (errors: FieldError[] | undefined) =>
  errors && errors.length > MAX_LISTED_ERRORS
    ? { errors: errors.slice(0, MAX_LISTED_ERRORS), more: errors.length - MAX_LISTED_ERRORS }
    : { errors, more: 0 };

export class Problem extends Error {
  readonly code: ProblemCode;
  readonly status: ContentfulStatusCode;
  readonly title: string;
  readonly detail: string;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ProblemCode,
    detail?: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    const entry = PROBLEMS[code];
    const { errors, more } = listed(options.errors);
    const said = `${detail ?? entry.title}${more > 0 ? ` (the first ${MAX_LISTED_ERRORS} errors are listed; ${more.toLocaleString("en-US")} more are not)` : ""}`;
    super(said);
    this.name = "Problem";
    this.code = code;
    this.status = entry.status;
    this.title = entry.title;
    this.detail = said;
    this.errors = errors;
    this.headers = options.headers;
  }
}

/** A 422 listing every failing field at once. */
export function validationProblem(errors: FieldError[], detail?: string): Problem {
  const summary =
    detail ??
    (errors.length === 1
      ? `${errors[0]?.field}: ${errors[0]?.message}`
      : `${errors.length.toLocaleString("en-US")} fields break a rule: ${listed(errors)
          .errors?.map((e) => e.field)
          .join(", ")}`);
  return new Problem("validation_failed", summary, { errors });
}

export const problemTypeUri = (code: ProblemCode) => `/problems/${code.replaceAll("_", "-")}`;

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  requestId: string;
  errors?: FieldError[];
}

export function problemBody(c: Context<AppEnv>, problem: Problem): ProblemBody {
  return {
    type: problemTypeUri(problem.code),
    title: problem.title,
    status: problem.status,
    detail: problem.detail,
    instance: new URL(c.req.url).pathname,
    requestId: c.get("requestId") ?? "",
    ...(problem.errors ? { errors: problem.errors } : {}),
  };
}

/** Renders a problem in the caller's negotiated format (JSON unless XML was asked for). */
export function problemResponse(c: Context<AppEnv>, problem: Problem): Response {
  const body = problemBody(c, problem);
  const headers = new Headers(problem.headers);
  const requestId = c.get("requestId");
  if (requestId) headers.set("X-Request-Id", requestId);
  if (c.get("format") === "xml") {
    headers.set("Content-Type", "application/problem+xml; charset=utf-8");
    return new Response(toXml("problem", body, { namespace: PROBLEM_NAMESPACE }), {
      status: problem.status,
      headers,
    });
  }
  headers.set("Content-Type", "application/problem+json; charset=utf-8");
  return new Response(JSON.stringify(body), { status: problem.status, headers });
}
