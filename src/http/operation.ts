/**
 * Operations as data. Each operation is declared once with its method, its
 * path as SPEC.md writes it, its input schemas, its success and error answers
 * and its handler. ./mount.ts turns the declarations into routes and
 * ./operation-docs.ts into the OpenAPI document's operations.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type * as v from "valibot";
import type { AppEnv } from "../env";
import type { WrittenResult } from "./idempotency";
import { type FieldError, PROBLEMS, type ProblemCode } from "./problems";
import { MAX_ID } from "./validation";
import type { XmlOptions } from "./xml";

export type Method = "get" | "post" | "put" | "delete";

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** The names of a path template's placeholders: `"/orders/{orderID}/files/{fileID}"` → `"orderID" | "fileID"`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

export interface OperationInput<
  P extends string,
  Q extends ObjectSchema | undefined,
  B extends v.GenericSchema | undefined,
  T extends string = never,
> {
  /** Each path parameter, parsed as an identifier; a name (`textParams`) as its decoded text. */
  params: { [K in PathParams<P>]: K extends T ? string : number };
  query: Q extends ObjectSchema ? v.InferOutput<Q> : Record<string, never>;
  body: B extends v.GenericSchema ? v.InferOutput<B> : undefined;
}

/** The integers a path parameter takes, both ends included. */
export interface ParamRange {
  minimum: number;
  maximum: number;
}

/** An answer of a media download, for the document. */
export interface MediaResponse {
  description: string;
  headers: Record<string, { description: string; schema: { type: "string" | "integer" } }>;
  /** Whether it carries the file's bytes. */
  bytes: boolean;
}

/** A path parameter that is a name, not an identifier (e.g. a clearing body's): its decoded text, trimmed. */
export interface TextParam {
  maxLength: number;
  /** A value from the demo world, for the document. */
  example: string;
}

export interface OperationDef<
  P extends string = string,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  T extends string = string,
> {
  method: Method;
  /** The path exactly as SPEC.md writes it, e.g. `/api/v1/ad/orders/{orderID}`. */
  path: P;
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** Path parameters described for the document. */
  paramDescriptions?: Partial<Record<PathParams<P>, string>>;
  /** A value of each path parameter from the demo world, for the document (and the reference page's requests). */
  paramExamples?: Partial<Record<PathParams<P>, number>>;
  /**
   * A path parameter's range when it is narrower than an identifier's (1 to
   * 2^53-1), e.g. a part number's 1 to 10000: checked before the handler runs
   * (400 naming the parameter) and documented as the parameter's minimum and maximum.
   */
  paramRanges?: Partial<Record<PathParams<P>, ParamRange>>;
  /** The path parameters that are names (URL-encoded text of 1 to `maxLength` characters), not identifiers. */
  textParams?: Record<T, TextParam>;
  query?: Q;
  body?: {
    schema: B;
    /** The XML root element; omitted where the root is not checked. */
    xmlRoot?: string;
    /** The root name shown in the document when `xmlRoot` is not checked. */
    xmlName?: string;
    description: string;
    example?: unknown;
    /**
     * Rules the schema cannot check (they compare fields), run on the shaped
     * input beside the schema so that one 422 names every failing field.
     */
    rules?: (input: unknown) => FieldError[];
    /**
     * Rules of the input against the database, which the handler checks
     * itself on what it reads. They are read here too only when the input is
     * refused anyway, so that one 422 names every failing field.
     */
    databaseRules?: (c: Context<AppEnv>, input: unknown) => Promise<FieldError[]>;
    /**
     * Other media types the body may come in (e.g. `text/csv`), each read from its UTF-8 text into the
     * value the schema validates, and documented with its example.
     */
    parsers?: Record<string, { parse: (text: string) => unknown; description: string; example?: string }>;
  };
  /**
   * Media bytes instead of JSON or XML (../features/media): `upload` leaves the
   * request body to the handler, which streams it; `download` answers a file's
   * bytes, whatever the Accept header (its problems then in JSON, or XML when
   * asked for), with more answers than the one success (206, 304, …).
   */
  media?: {
    upload?: { description: string };
    download?: { responses: Record<number, MediaResponse> };
  };
  success: {
    status: ContentfulStatusCode;
    description: string;
    schema: v.GenericSchema;
    xml: XmlOptions & { root: string };
    headers?: Record<string, { description: string; schema: { type: "string" } }>;
    example?: unknown;
    /**
     * Representations beside JSON and XML (e.g. `text/csv`, `application/pdf`), chosen by an Accept
     * header that names one (../http/negotiation.ts `preferredAlternative`): the handler asks which
     * was chosen and answers its Response itself.
     */
    alternatives?: Record<string, { description: string; example?: string; binary?: boolean }>;
  };
  /**
   * A POST that creates: how its answer is read back after a crash between
   * its write and the recording of its answer (./idempotency.ts).
   */
  idempotency?: WrittenResult;
  /** Problem statuses this operation can answer beyond the ones every operation can. */
  errors: ProblemCode[];
  handler: (c: Context<AppEnv>, input: OperationInput<P, Q, B, T>) => Promise<unknown> | unknown;
}

/** Declares an operation, its handler's input typed from its path, query and body. */
export function defineOperation<
  P extends string,
  Q extends ObjectSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  T extends PathParams<P> = never,
>(def: OperationDef<P, Q, B, T>): OperationDef {
  return def as unknown as OperationDef;
}

export const pathParamsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** The range of the operation's path parameter `name`: its own (`paramRanges`), else an identifier's. */
export function rangeOf(op: OperationDef, name: string): ParamRange {
  return (op.paramRanges as Record<string, ParamRange> | undefined)?.[name] ?? { minimum: 1, maximum: MAX_ID };
}

/** The operation's path parameter `name` when it is a name (`textParams`); undefined for an identifier. */
export const textParamOf = (op: OperationDef, name: string): TextParam | undefined =>
  (op.textParams as Record<string, TextParam> | undefined)?.[name];

/** The problem statuses an operation can answer. */
export function problemCodesOf(op: OperationDef): ProblemCode[] {
  const codes = new Set<ProblemCode>(["unauthorized"]);
  // Path ids, query values, and a query parameter the operation does not know.
  codes.add("bad_request");
  if (op.body) {
    for (const c of ["bad_request", "payload_too_large", "unsupported_media_type", "validation_failed"] as const) {
      codes.add(c);
    }
  }
  if (op.media?.upload) {
    for (const c of [
      "bad_request",
      "length_required",
      "payload_too_large",
      "unsupported_media_type",
      "validation_failed",
    ] as const) {
      codes.add(c);
    }
  }
  for (const c of op.errors) codes.add(c);
  // Idempotency-Key: malformed 400, reused for another request 422, first still running 409.
  if (op.method === "post") for (const c of ["bad_request", "validation_failed", "conflict"] as const) codes.add(c);
  if (!op.media?.download) codes.add("not_acceptable");
  codes.add("rate_limited");
  codes.add("internal_error");
  return [...codes].sort((a, b) => PROBLEMS[a].status - PROBLEMS[b].status);
}

/**
 * An event the service POSTs to webhooks (contract section 10), as the OpenAPI document's `webhooks` describe
 * it: its type, what it says (`data`, a valibot schema) and an example of its `data`.
 */
export interface EventDoc {
  type: string;
  summary: string;
  description: string;
  data: v.GenericSchema;
  example: Record<string, unknown>;
}
