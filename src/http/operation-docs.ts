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
import { type OperationDef, pathParamsOf, problemCodesOf, rangeOf, textParamOf } from "./operation";
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

type Action = { type: string; kind: string; operation?: unknown; requirement?: unknown };

/**
 * A query parameter's schema as the service reads it. A value read as a
 * number (its pipe transforms the text with `Number`) is documented as the
 * integer it is, between its `minValue` and `maxValue` (else between what its
 * pattern allows, 0 or 1, and 2^53-1), so that typed clients take a number;
 * any other is the text schema.
 */
function queryParameterSchema(schema: v.GenericSchema): Record<string, unknown> {
  const json = jsonSchemaOf(schema);
  const pipe = ((schema as { pipe?: Action[] }).pipe ?? []).slice(1);
  const read = pipe.findIndex((a) => a.type === "transform" && a.operation === Number);
  if (read < 0) return json;
  const after = pipe.slice(read + 1);
  const requirement = (type: string) => after.find((a) => a.type === type)?.requirement as number | undefined;
  const pattern = pipe.slice(0, read).find((a) => a.type === "regex")?.requirement as RegExp | undefined;
  const examples = json.examples as string[] | undefined;
  return {
    type: "integer",
    minimum: requirement("min_value") ?? (pattern?.test("0") === false ? 1 : 0),
    maximum: requirement("max_value") ?? Number.MAX_SAFE_INTEGER,
    ...(json.description ? { description: json.description } : {}),
    ...(examples ? { examples: examples.map(Number) } : {}),
  };
}

/**
 * The `Idempotency-Key` of an operation's example: a UUID made from its
 * operationId, so that each POST's example is its own (a client replaying the
 * examples one after another would otherwise see the second refused as a key
 * reused for another request) and the document stays the same from one build to the next.
 */
function idempotencyKeyExample(operationId: string): string {
  let hex = "";
  for (let seed = 0; hex.length < 32; seed++) {
    // FNV-1a of the operationId, salted with the round, 8 hex digits a round.
    let hash = 0x811c9dc5 ^ seed;
    for (const ch of operationId) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 0x01000193);
    hex += (hash >>> 0).toString(16).padStart(8, "0");
  }
  // Version 4, variant 10, as a random UUID would be.
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
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
  format_unavailable: "FormatUnavailable",
  rendition_pending: "RenditionPending",
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
  const parameters: Record<string, unknown>[] = pathParamsOf(op.path).map((name) => {
    const text = textParamOf(op, name);
    if (text)
      return {
        name,
        in: "path",
        required: true,
        description: descriptions?.[name] ?? `The ${name} (a name).`,
        schema: { type: "string", minLength: 1, maxLength: text.maxLength },
        example: text.example,
      };
    return {
      name,
      in: "path",
      required: true,
      description: descriptions?.[name] ?? `The ${name} (a positive integer).`,
      schema: { type: "integer", ...rangeOf(op, name) },
      ...(examples?.[name] ? { example: examples[name] } : {}),
    };
  });
  if (op.method === "post") {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: "header",
      required: false,
      description: IDEMPOTENCY_DESCRIPTION,
      schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" },
      example: idempotencyKeyExample(op.operationId),
    });
  }
  for (const [name, entry] of Object.entries(op.query?.entries ?? {})) {
    const { schema, required } = unwrapOptional(entry);
    const json = queryParameterSchema(schema);
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

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  xml?: { name?: string; namespace?: string; wrapped?: boolean };
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
  nameComponents(doc);
  return doc;
}

const XML_CONTENT = [...XML_TYPES, "application/problem+xml"];

/**
 * A component that every reference to it in XML names alike (as a body's or
 * an answer's root, or as a list's items) takes that name itself: a generated
 * client names the element it writes from the component, not from the name
 * beside the reference (it would write a Create Long Form Order body as
 * `<LongFormOrderInput>`). A component referenced under several names, or as
 * a property (whose element is the property's name), keeps none.
 */
function nameComponents(doc: Document) {
  const components = doc.components?.schemas ?? {};
  const names = new Map<string, Set<string>>();
  const note = (schema: JsonSchema) => {
    const ref = schema.$ref?.replace("#/components/schemas/", "");
    if (!ref) return;
    const { name, namespace } = schema.xml ?? {};
    const key = name ? JSON.stringify(namespace ? { name, namespace } : { name }) : "";
    names.set(ref, new Set([...(names.get(ref) ?? []), key]));
  };
  const media = (content: Content["content"]) => {
    for (const type of XML_CONTENT) {
      const schema = content?.[type]?.schema;
      if (schema?.$ref) note(schema);
      else if (schema?.items?.$ref) note(schema.items);
    }
  };
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      media(op.requestBody?.content);
      for (const response of Object.values(op.responses ?? {})) media(response.content);
    }
  }
  for (const response of Object.values(doc.components?.responses ?? {})) media(response.content);
  const inside = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(inside);
    else if (value && typeof value === "object") {
      if ("$ref" in value) note(value as JsonSchema);
      Object.values(value).forEach(inside);
    }
  };
  inside(components);
  for (const [ref, keys] of names) {
    const [only] = keys;
    const component = components[ref];
    if (keys.size === 1 && only && component) component.xml = JSON.parse(only);
  }
}
