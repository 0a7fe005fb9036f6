/**
 * Operations as data. Each operation of SPEC.md is declared once with its
 * method, SPEC.md path, input schemas, success and error responses and
 * handler; `mount` turns the declaration into a Hono route (path ids parsed,
 * query and body validated, the answer negotiated, the log template set) and
 * the same declaration feeds the OpenAPI document.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describeRoute, resolver } from "hono-openapi";
import type * as v from "valibot";
import type { AppEnv } from "../env";
import {
  IDEMPOTENCY_DESCRIPTION,
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  idempotent,
  REPLAYED_HEADER,
  type Render,
} from "./idempotency";
import { readBody, reply } from "./negotiation";
import { type FieldError, PROBLEMS, Problem, type ProblemCode } from "./problems";
import { acceptBody, checkBody, parseId, parseQuery, shapeInput } from "./validation";
import { toXml, type XmlOptions } from "./xml";

export type Method = "get" | "post" | "put" | "delete";

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export interface OperationInput<Q extends ObjectSchema | undefined, B extends v.GenericSchema | undefined> {
  params: Record<string, number>;
  query: Q extends ObjectSchema ? v.InferOutput<Q> : Record<string, never>;
  body: B extends v.GenericSchema ? v.InferOutput<B> : undefined;
}

export interface OperationDef<
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  method: Method;
  /** The path exactly as SPEC.md writes it, e.g. `/api/v1/ad/orders/{orderID}`. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** The open operations (health, documents) take no key. */
  open?: boolean;
  /** Path parameters that are identifiers, described for the document; all must appear in `path`. */
  paramDescriptions?: Record<string, string>;
  /** A value of each path parameter from the demo world, for the document (and the reference page's requests). */
  paramExamples?: Record<string, number>;
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
     * Rules the schema cannot check (they need the database or compare fields),
     * run on the shaped input beside the schema so that one 422 names every
     * failing field. `schemaValid`: the schema found nothing wrong. A rule may
     * then leave a database check to the handler's write, which must check it
     * in that same round trip (see `createOrder`): the 422 is the same, a
     * valid request saves a round trip.
     */
    rules?: (c: Context<AppEnv>, input: unknown, verdict: { schemaValid: boolean }) => Promise<FieldError[]>;
  };
  success: {
    status: ContentfulStatusCode;
    description: string;
    schema: v.GenericSchema;
    xml: XmlOptions & { root: string };
    headers?: Record<string, { description: string; schema: { type: "string" } }>;
    example?: unknown;
  };
  /** Problem statuses this operation can answer beyond the ones every operation can. */
  errors: ProblemCode[];
  handler: (c: Context<AppEnv>, input: OperationInput<Q, B>) => Promise<unknown> | unknown;
}

/** Declares an operation, keeping its input types for the handler. */
export function defineOperation<
  Q extends ObjectSchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
>(def: OperationDef<Q, B>): OperationDef {
  return def as unknown as OperationDef;
}

export const pathParamsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
export const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** The problem statuses an operation can answer. */
export function problemCodesOf(op: OperationDef): ProblemCode[] {
  const codes = new Set<ProblemCode>();
  if (!op.open) codes.add("unauthorized");
  if (pathParamsOf(op.path).length > 0 || op.query) codes.add("bad_request");
  if (op.body) {
    for (const c of ["bad_request", "payload_too_large", "unsupported_media_type", "validation_failed"] as const) {
      codes.add(c);
    }
  }
  for (const c of op.errors) codes.add(c);
  // Idempotency-Key: malformed 400, reused for another request 422, first still running 409.
  if (op.method === "post") for (const c of ["bad_request", "validation_failed", "conflict"] as const) codes.add(c);
  if (!op.open) {
    codes.add("not_acceptable");
    codes.add("rate_limited");
  }
  codes.add("internal_error");
  return [...codes].sort((a, b) => PROBLEMS[a].status - PROBLEMS[b].status);
}

const XML_TYPES = ["application/xml", "text/xml"] as const;

function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const out = toJsonSchema(schema, { errorMode: "ignore", typeMode: "input" }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

function unwrapOptional(schema: v.GenericSchema): { schema: v.GenericSchema; required: boolean } {
  const s = schema as v.GenericSchema & { type: string; wrapped?: v.GenericSchema };
  if ((s.type === "optional" || s.type === "nullish") && s.wrapped) return { schema: s.wrapped, required: false };
  return { schema, required: true };
}

/**
 * XML as the service writes it, indented for people: our XML never mixes text
 * and elements, so every tag can start a line.
 */
export function xmlExample(root: string, value: unknown, options: XmlOptions = {}): string {
  let depth = 0;
  return toXml(root, value, options)
    .split(/(?<=>)(?=<)/)
    .map((line) => {
      if (line.startsWith("</")) depth--;
      const indented = `${"  ".repeat(depth)}${line}`;
      if (/^<[^?/!][^>]*>$/.test(line) && !line.endsWith("/>")) depth++;
      return indented;
    })
    .join("\n");
}

/** An example per media type: the JSON value, and the same value as the service renders it in XML. */
function examplesOf(example: unknown, root: string, xml: XmlOptions): Record<string, unknown> {
  if (example === undefined) return {};
  const text = xmlExample(root, example, xml);
  return { "application/json": example, ...Object.fromEntries(XML_TYPES.map((type) => [type, text])) };
}

function contentOf(schema: v.GenericSchema, examples: Record<string, unknown>) {
  return Object.fromEntries(
    ["application/json", ...XML_TYPES].map((type) => [
      type,
      { schema: resolver(schema), ...(examples[type] !== undefined ? { example: examples[type] } : {}) },
    ]),
  );
}

function describe(op: OperationDef) {
  const body = op.body?.schema ? { ...op.body, schema: op.body.schema } : undefined;
  const parameters: Record<string, unknown>[] = pathParamsOf(op.path).map((name) => ({
    name,
    in: "path",
    required: true,
    description: op.paramDescriptions?.[name] ?? `The ${name} (a positive integer).`,
    schema: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    ...(op.paramExamples?.[name] ? { example: op.paramExamples[name] } : {}),
  }));
  if (op.method === "post") {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: "header",
      required: false,
      description: IDEMPOTENCY_DESCRIPTION,
      schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" },
      example: "8e0f6a52-3c1d-4b7a-9f2e-5d4c3b2a1f00",
    });
  }
  for (const [name, entry] of Object.entries(op.query?.entries ?? {})) {
    const { schema, required } = unwrapOptional(entry);
    const json = jsonSchemaOf(schema);
    const description = json.description;
    delete json.description;
    parameters.push({ name, in: "query", required, ...(description ? { description } : {}), schema: json });
  }
  const headers = {
    ...op.success.headers,
    ...(op.method === "post"
      ? {
          [REPLAYED_HEADER]: {
            description: `\`true\` when this is the recorded answer of an earlier request with the same ${IDEMPOTENCY_HEADER}.`,
            schema: { type: "string" as const },
          },
        }
      : {}),
  };
  const responses: Record<string, unknown> = {
    [op.success.status]: {
      description: op.success.description,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      content: contentOf(op.success.schema, examplesOf(op.success.example, op.success.xml.root, op.success.xml)),
    },
  };
  for (const code of problemCodesOf(op)) {
    const ref = { $ref: `#/components/responses/${PROBLEM_RESPONSE_NAMES[code]}` };
    responses[PROBLEMS[code].status] = ref;
  }
  return describeRoute({
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: op.tags,
    ...(op.open ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters: parameters as never } : {}),
    ...(body
      ? {
          requestBody: {
            // A body that takes no fields (publish) may be left out.
            required: Object.keys(jsonSchemaOf(body.schema).properties ?? {}).length > 0,
            description: body.description,
            // Request lists are named as in the answer (`<Destinations><OrganizationID>`), else singular.
            content: contentOf(
              body.schema,
              examplesOf(body.example, body.xmlRoot ?? body.xmlName ?? op.success.xml.root, {
                items: op.success.xml.items,
              }),
            ),
          },
        }
      : {}),
    responses: responses as never,
  });
}

/** Names of the shared problem responses in `components.responses`. */
export const PROBLEM_RESPONSE_NAMES: Record<ProblemCode, string> = {
  bad_request: "BadRequest",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  not_found: "NotFound",
  method_not_allowed: "MethodNotAllowed",
  not_acceptable: "NotAcceptable",
  conflict: "Conflict",
  payload_too_large: "PayloadTooLarge",
  unsupported_media_type: "UnsupportedMediaType",
  validation_failed: "ValidationFailed",
  rate_limited: "RateLimited",
  internal_error: "InternalError",
};

function run(op: OperationDef): MiddlewareHandler<AppEnv> {
  const names = pathParamsOf(op.path);
  return async (c) => {
    const params: Record<string, number> = {};
    for (const name of names) params[name] = parseId(name, c.req.param(name));
    const query = op.query ? parseQuery(op.query, c.req.query()) : {};
    const idempotencyKey = op.method === "post" ? idempotencyKeyOf(c) : undefined;
    let body: unknown;
    if (op.body?.schema) {
      const shaped = shapeInput(op.body.schema, await readBody(c, op.body.xmlRoot));
      const checked = checkBody(op.body.schema, shaped);
      const broken = op.body.rules ? await op.body.rules(c, shaped, { schemaValid: checked.success }) : [];
      body = acceptBody(checked, broken);
    }
    const handle = () => Promise.resolve(op.handler(c, { params, query, body } as never));
    const render: Render = (result, recorded) =>
      result instanceof Response
        ? result
        : reply(c, result, { ...op.success.xml, status: op.success.status, ...recorded });
    if (idempotencyKey) return idempotent(c, idempotencyKey, handle, render);
    return render(await handle());
  };
}

/** The log template of the operation, set before anything can fail. */
const template =
  (path: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set("urlTemplate", path);
    await next();
  };

const methodNotAllowed =
  (allowed: string[]): MiddlewareHandler<AppEnv> =>
  async () => {
    throw new Problem("method_not_allowed", `This path answers ${allowed.join(", ")}.`, {
      headers: { Allow: allowed.join(", ") },
    });
  };

/**
 * Registers the operations. Paths with fewer placeholders go first, so that a
 * literal route (`/orders/orderstates`) is never taken for an `{orderID}`; each
 * path then answers any other method with 405 and `Allow`.
 */
/** Every mounted operation's path (SPEC.md's template), for the request log's template filter. */
const mountedTemplates = new Set<string>();
export const operationTemplates = (): ReadonlySet<string> => mountedTemplates;

export function mount(app: Hono<AppEnv>, operations: OperationDef[]) {
  for (const op of operations) mountedTemplates.add(op.path);
  const byPath = new Map<string, OperationDef[]>();
  for (const op of operations) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  const paths = [...byPath.keys()].sort((a, b) => pathParamsOf(a).length - pathParamsOf(b).length);
  for (const path of paths) {
    const ops = byPath.get(path) ?? [];
    for (const op of ops) {
      app.on(op.method.toUpperCase(), toHonoPath(path), template(path), describe(op), run(op));
    }
    const allowed = ops.map((op) => op.method.toUpperCase());
    if (allowed.includes("GET")) allowed.push("HEAD");
    app.all(toHonoPath(path), template(path), methodNotAllowed(allowed));
  }
}
