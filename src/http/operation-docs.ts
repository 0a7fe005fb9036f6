/**
 * The OpenAPI description of an operation (./operation.ts), attached to its
 * route for hono-openapi's `generateSpecs` (../openapi.ts): parameters,
 * request body and answers with their examples in JSON and XML, and the
 * problems it can answer.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import { describeRoute, resolver } from "hono-openapi";
import type * as v from "valibot";
import { IDEMPOTENCY_DESCRIPTION, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "./idempotency";
import { type OperationDef, pathParamsOf, problemCodesOf } from "./operation";
import { PROBLEMS, type ProblemCode } from "./problems";
import { singular, toXml, type XmlOptions } from "./xml";
import { xsdPath } from "./xsd";

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

/** Each media type's schema and example; the XML ones name the XSD of their root (`x-xsd`, ./xsd.ts). */
function contentOf(schema: v.GenericSchema, examples: Record<string, unknown>, xsd?: string) {
  return Object.fromEntries(
    ["application/json", ...XML_TYPES].map((type) => [
      type,
      {
        schema: resolver(schema),
        ...(examples[type] !== undefined ? { example: examples[type] } : {}),
        ...(xsd && type !== "application/json" ? { "x-xsd": xsdPath(xsd) } : {}),
      },
    ]),
  );
}

/** Media types an operation takes or answers beside JSON and XML (text, or bytes), with their examples. */
const otherContent = (types: Record<string, { description: string; example?: string; binary?: boolean }> = {}) =>
  Object.fromEntries(
    Object.entries(types).map(([type, t]) => [
      type,
      {
        schema: { type: "string", description: t.description, ...(t.binary ? { format: "binary" } : {}) },
        ...(t.example !== undefined ? { example: t.example } : {}),
      },
    ]),
  );

/** A file's bytes, in any of the media types the service takes (contract section 8). */
const MEDIA_CONTENT = Object.fromEntries(
  ["video/*", "audio/*", "application/mxf", "application/octet-stream"].map((type) => [
    type,
    { schema: { type: "string", format: "binary" } },
  ]),
);

/** Names of the shared problem responses in `components.responses`. */
export const PROBLEM_RESPONSE_NAMES: Record<ProblemCode, string> = {
  bad_request: "BadRequest",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  not_found: "NotFound",
  method_not_allowed: "MethodNotAllowed",
  not_acceptable: "NotAcceptable",
  conflict: "Conflict",
  length_required: "LengthRequired",
  payload_too_large: "PayloadTooLarge",
  unsupported_media_type: "UnsupportedMediaType",
  range_not_satisfiable: "RangeNotSatisfiable",
  validation_failed: "ValidationFailed",
  rate_limited: "RateLimited",
  internal_error: "InternalError",
};

/** The operation's description for the document, as route middleware. */
export function describeOperation(op: OperationDef, xsd: { in?: string; out?: string } = {}) {
  const body = op.body?.schema ? { ...op.body, schema: op.body.schema } : undefined;
  const descriptions = op.paramDescriptions as Record<string, string> | undefined;
  const examples = op.paramExamples as Record<string, number> | undefined;
  const parameters: Record<string, unknown>[] = pathParamsOf(op.path).map((name) => ({
    name,
    in: "path",
    required: true,
    description: descriptions?.[name] ?? `The ${name} (a positive integer).`,
    schema: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    ...(examples?.[name] ? { example: examples[name] } : {}),
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
  const responses: Record<string, unknown> = op.media?.download
    ? Object.fromEntries(
        Object.entries(op.media.download.responses).map(([status, r]) => [
          status,
          { description: r.description, headers: r.headers, ...(r.bytes ? { content: MEDIA_CONTENT } : {}) },
        ]),
      )
    : {
        [op.success.status]: {
          description: op.success.description,
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
          content: {
            ...contentOf(
              op.success.schema,
              examplesOf(op.success.example, op.success.xml.root, op.success.xml),
              xsd.out,
            ),
            ...otherContent(op.success.alternatives),
          } as never,
        },
      };
  for (const code of problemCodesOf(op)) {
    responses[PROBLEMS[code].status] = { $ref: `#/components/responses/${PROBLEM_RESPONSE_NAMES[code]}` };
  }
  return describeRoute({
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: op.tags,
    ...(parameters.length > 0 ? { parameters: parameters as never } : {}),
    ...(op.media?.upload
      ? {
          requestBody: {
            required: true,
            description: op.media.upload.description,
            content: MEDIA_CONTENT as never,
          },
        }
      : {}),
    ...(body
      ? {
          requestBody: {
            // A body that takes no fields (publish) may be left out.
            required: Object.keys(jsonSchemaOf(body.schema).properties ?? {}).length > 0,
            description: body.description,
            // Request lists are named as in the answer (`<Destinations><OrganizationID>`), else singular.
            content: {
              ...contentOf(
                body.schema,
                examplesOf(body.example, body.xmlRoot ?? body.xmlName ?? op.success.xml.root, {
                  items: op.success.xml.items,
                }),
                xsd.in,
              ),
              ...otherContent(body.parsers),
            } as never,
          },
        }
      : {}),
    responses: responses as never,
  });
}

/** The methods a path may be asked with, in the document's order. */
const DOCUMENTED_METHODS = ["get", "put", "post", "delete", "patch"] as const;

/**
 * The methods of `DOCUMENTED_METHODS` a path does not answer, each described
 * as what the service answers it: a 405 with `Allow` (once the key and Accept
 * pass), so that a gateway or a client checking calls against the document
 * takes that answer for one the document describes. Hidden from the
 * reference page (`x-internal`, `x-scalar-ignore`): they are not operations
 * anyone would call.
 */
export function notAllowedMethods(ops: OperationDef[]): string[] {
  const answered = new Set<string>(ops.map((op) => op.method));
  return DOCUMENTED_METHODS.filter((m) => !answered.has(m));
}

export function describeNotAllowed(method: string, path: string, ops: OperationDef[], allowed: string[]) {
  const pascal = path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join("");
  const responses: Record<string, unknown> = {};
  for (const code of [
    "unauthorized",
    "method_not_allowed",
    "not_acceptable",
    "rate_limited",
    "internal_error",
  ] as const) {
    responses[PROBLEMS[code].status] = { $ref: `#/components/responses/${PROBLEM_RESPONSE_NAMES[code]}` };
  }
  return describeRoute({
    operationId: `${method}${pascal}NotAllowed`,
    summary: `${method.toUpperCase()} is not allowed`,
    description: `This path answers ${allowed.join(", ")}; ${method.toUpperCase()} is a 405 with \`Allow\`.`,
    tags: ops[0]?.tags ?? [],
    ...(pathParamsOf(path).length > 0
      ? {
          parameters: pathParamsOf(path).map((name) => ({
            name,
            in: "path" as const,
            required: true,
            schema: { type: "string" as const },
          })) as never,
        }
      : {}),
    responses: responses as never,
    "x-internal": true,
    "x-scalar-ignore": true,
  } as never);
}

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  xml?: { name?: string; wrapped?: boolean };
};
interface Document {
  paths: Record<
    string,
    Record<string, { operationId?: string; requestBody?: Content; responses?: Record<string, Content> }>
  >;
  components?: { schemas?: Record<string, JsonSchema>; responses?: Record<string, Content> };
}
type Content = { content?: Record<string, { schema?: JsonSchema }> };

/**
 * The OpenAPI `xml` of what the service sends and takes, as ./xml.ts writes
 * it: each XML media type's schema names its root element; a list is wrapped,
 * its items named (`<Files><File>`), in the problem answers too
 * (`<errors><error>`). Component schemas are shared with JSON
 * and get no name of their own (it would rename them wherever they are used):
 * the names sit beside the references.
 */
export function annotateXml(doc: Document, operations: OperationDef[]): Document {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const components = doc.components?.schemas ?? {};
  const resolve = (s: JsonSchema) => (s.$ref ? components[s.$ref.replace("#/components/schemas/", "")] : s);
  const isArray = (s: JsonSchema) => s.type === "array" || (Array.isArray(s.type) && s.type.includes("array"));
  const done = new Set<JsonSchema>();
  /** The lists inside `schema`'s properties, wrapped and their items named. */
  const walk = (schema: JsonSchema | undefined, items: XmlOptions["items"]) => {
    const s = schema && resolve(schema);
    if (!s || done.has(s)) return;
    done.add(s);
    for (const variant of s.anyOf ?? []) walk(variant, items);
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      const list = [property, ...(property.anyOf ?? [])].find(isArray);
      if (list?.items) {
        list.xml = { wrapped: true };
        list.items.xml = { name: items?.[name] ?? singular(name) };
        walk(list.items, items);
      } else walk(property, items);
    }
  };
  const annotate = (schema: JsonSchema | undefined, root: string, options: XmlOptions) => {
    if (!schema) return;
    if (isArray(schema) && schema.items) {
      schema.xml = { name: root, wrapped: true };
      schema.items.xml = { name: options.item ?? singular(root) };
      walk(schema.items, options.items);
    } else {
      schema.xml = { name: root };
      walk(schema, options.items);
    }
  };
  for (const methods of Object.values(doc.paths)) {
    for (const documented of Object.values(methods)) {
      const op = documented.operationId ? byId.get(documented.operationId) : undefined;
      if (!op) continue;
      for (const type of XML_TYPES) {
        if (op.body) {
          const root = op.body.xmlRoot ?? op.body.xmlName ?? op.success.xml.root;
          annotate(documented.requestBody?.content?.[type]?.schema, root, { items: op.success.xml.items });
        }
        annotate(
          documented.responses?.[op.success.status]?.content?.[type]?.schema,
          op.success.xml.root,
          op.success.xml,
        );
      }
    }
  }
  for (const response of Object.values(doc.components?.responses ?? {})) {
    walk(response.content?.["application/problem+xml"]?.schema, undefined);
  }
  return doc;
}
