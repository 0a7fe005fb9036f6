/**
 * The OpenAPI document held against the live worker (vitest.config.ts
 * `outboundService`): the tests, in workerd, send each request they made and
 * the answer they got to https://openapi-validator.test, and openapi-backend
 * (with Ajv, JSON Schema 2020-12 as OpenAPI 3.1 has it) judges both against
 * the document, in Node (Ajv compiles with `new Function`, which workerd
 * refuses).
 *
 *   POST /documents  the document (the worker's own `/openapi.json`) → `{ id }`, kept by its SHA-256
 *   POST /check      `{ document: id, request, response }` → a Verdict
 *
 * What is checked, beside what openapi-backend checks (the path, query and
 * header parameters, unknown query parameters, the request body, the
 * response body and headers for the status):
 * - the operation the request reaches, for the test to compare;
 * - the security the operation names: a key in `X-API-Key` or a bearer token;
 * - the request's `Content-Type` is one of the request body's media types;
 * - the answer's status is documented, and its `Content-Type` is one of that
 *   status's media types (a body where the document describes none, or none
 *   where it describes one, is refused);
 * - the answer's objects are closed: a member the document does not name is
 *   an error (`unevaluatedProperties: false` added to the answers' object schemas);
 * - XML bodies are read into values by the document's `xml` annotations
 *   (test/openapi-xml.ts) and validated by the same operation's schema for
 *   that media type. openapi-backend reads only `application/json`, so each
 *   media type is judged by a view of the document in which that media
 *   type's schemas stand under `application/json`.
 */
import { createHash } from "node:crypto";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { OpenAPIBackend, SetMatchType } from "openapi-backend";
import { type Components, fromXml, type Schema } from "./openapi-xml.ts";

export const OPENAPI_VALIDATOR_HOST = "openapi-validator.test";

interface MediaType {
  schema?: Schema;
}
interface DocumentedResponse {
  $ref?: string;
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, DocumentedResponse>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  security?: Record<string, string[]>[];
  components: Components & {
    responses?: Record<string, DocumentedResponse>;
    securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
}

/** An exchange as the test saw it. Bodies are text; a binary body is sent as a placeholder string. */
export interface Exchange {
  request: { method: string; url: string; headers: Record<string, string>; body: string | null };
  response: { status: number; headers: Record<string, string>; body: string | null };
}

export interface Verdict {
  /** The operation the request reaches, or null. */
  operationId: string | null;
  /** What the document refuses in the request. */
  request: string[];
  /** What the document does not describe in the answer. */
  response: string[];
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(";")[0]?.trim().toLowerCase();
const isJson = (type: string) => type === "application/json" || type.endsWith("+json");
const isXml = (type: string) => type === "application/xml" || type === "text/xml" || type.endsWith("+xml");

/** The documented media type `type` falls under (`video/mp4` under `video/*`). */
function documentedKey(content: Record<string, MediaType> | undefined, type: string): string | undefined {
  if (!content) return undefined;
  if (content[type]) return type;
  return Object.keys(content).find((key) => key.endsWith("/*") && type.startsWith(key.slice(0, -1)));
}

class Loaded {
  private readonly views = new Map<string, Promise<OpenAPIBackend>>();

  constructor(readonly doc: Document) {}

  response(given: DocumentedResponse): DocumentedResponse {
    if (!given.$ref) return given;
    const found = this.doc.components.responses?.[given.$ref.slice(given.$ref.lastIndexOf("/") + 1)];
    if (!found) throw new Error(`no response at ${given.$ref}`);
    return found;
  }

  /** The document as openapi-backend is to see it for media type `type`: that type's schemas as JSON's. */
  view(type: string): Promise<OpenAPIBackend> {
    let view = this.views.get(type);
    if (!view) {
      const copy = structuredClone(this.doc);
      for (const methods of Object.values(copy.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          if (!METHODS.includes(method)) continue;
          if (op.requestBody) {
            // A body of bytes (video/*, ...) has nothing for a JSON Schema validator to read.
            const key = documentedKey(op.requestBody.content, type);
            const media = key && (isJson(key) || isXml(key)) ? op.requestBody.content[key] : undefined;
            if (media) op.requestBody.content = { "application/json": media };
            else delete op.requestBody;
          }
          for (const [status, given] of Object.entries(op.responses)) {
            const response = structuredClone(this.response(given));
            const key = documentedKey(response.content, type);
            const media = key ? response.content?.[key] : undefined;
            response.content =
              media?.schema && !key?.includes("*")
                ? { "application/json": { schema: closed(media.schema, this.doc.components) } }
                : undefined;
            op.responses[status] = response;
          }
        }
      }
      const backend = new OpenAPIBackend({
        definition: copy as never,
        // Quick: skips openapi-backend's check of the document against OpenAPI 3.0's schema (this one is 3.1;
        // Redocly lints it in `npm run openapi:check`) and dereferences it in memory.
        quick: true,
        customizeAjv: (_ajv, options) => {
          const ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
          addFormats(ajv);
          ajv.addFormat("binary", true);
          return ajv as never;
        },
      });
      view = backend.init();
      this.views.set(type, view);
    }
    return view;
  }

  operation(method: string, path: string, operationId: string): Operation {
    const op = this.doc.paths[path]?.[method];
    if (!op || op.operationId !== operationId) throw new Error(`no operation ${operationId}`);
    return op;
  }
}

/**
 * A copy of `schema` with every object schema closed (`unevaluatedProperties: false` where it says nothing
 * about other members), `$ref`s followed. The document's schemas are not recursive.
 */
function closed(schema: Schema, components: Components, depth = 0): Schema {
  if (depth > 32) throw new Error("a recursive schema");
  const next = (s: Schema) => closed(s, components, depth + 1);
  let s: Schema & { additionalProperties?: unknown; unevaluatedProperties?: unknown } = schema;
  if (s.$ref) {
    const { $ref, ...beside } = s;
    const target = components.schemas?.[$ref.slice($ref.lastIndexOf("/") + 1)];
    if (!target) throw new Error(`no schema at ${$ref}`);
    s = { ...target, ...beside };
  }
  const out: typeof s = { ...s };
  if (s.properties) {
    out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, next(v)]));
    if (s.additionalProperties === undefined) out.unevaluatedProperties = false;
  }
  if (s.items) out.items = next(s.items);
  if (s.anyOf) out.anyOf = s.anyOf.map(next);
  if (s.oneOf) out.oneOf = s.oneOf.map(next);
  return out;
}

const documents = new Map<string, Loaded>();

type AjvError = { instancePath?: string; message?: string; params?: unknown };
const words = (where: string, errors: AjvError[] | null | undefined) =>
  (errors ?? []).map((e) => `${where}${e.instancePath ?? ""} ${e.message ?? ""} ${JSON.stringify(e.params ?? {})}`);

/** The body as a value of media type `type` with `schema`; pushes what keeps it from being one. */
function bodyValue(
  body: string,
  type: string,
  schema: Schema | undefined,
  components: Components,
  errors: string[],
  where: string,
) {
  if (isJson(type)) {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      errors.push(`${where}: not JSON`);
      return undefined;
    }
  }
  if (isXml(type) && schema) {
    const read = fromXml(body, schema, components);
    errors.push(...read.errors.map((e) => `${where}: ${e}`));
    return read.value;
  }
  return body;
}

async function check(loaded: Loaded, { request, response }: Exchange): Promise<Verdict> {
  const verdict: Verdict = { operationId: null, request: [], response: [] };
  const { doc } = loaded;
  const json = await loaded.view("application/json");
  const url = new URL(request.url, "http://document");
  const method = request.method.toLowerCase();
  const matched = json.matchOperation({ method, path: url.pathname, headers: request.headers });
  if (!matched) {
    verdict.request.push(`no operation of the document is ${request.method} ${url.pathname}`);
    return verdict;
  }
  verdict.operationId = matched.operationId ?? null;
  const op = loaded.operation(matched.method, matched.path, matched.operationId as string);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));

  // The security the operation names.
  const schemes = doc.components.securitySchemes ?? {};
  const requirements = op.security ?? doc.security ?? [];
  const has = (name: string) => {
    const scheme = schemes[name];
    if (scheme?.type === "apiKey" && scheme.in === "header") return Boolean(headers[scheme.name?.toLowerCase() ?? ""]);
    if (scheme?.type === "http" && scheme.scheme === "bearer") return /^Bearer \S+/i.test(headers.authorization ?? "");
    return false;
  };
  if (requirements.length > 0 && !requirements.some((r) => Object.keys(r).every(has))) {
    verdict.request.push(`security: none of ${requirements.map((r) => Object.keys(r).join("+")).join(", ")} is given`);
  }

  // The request's media type and body.
  const requestType = mediaTypeOf(headers["content-type"]);
  let requestView = json;
  let requestBody: unknown;
  if (request.body === null || request.body === "") {
    if (op.requestBody?.required) verdict.request.push("body: required, none sent");
  } else {
    const key = requestType ? documentedKey(op.requestBody?.content, requestType) : undefined;
    if (!op.requestBody) verdict.request.push("body: the operation takes none");
    else if (!key) {
      verdict.request.push(
        `body: Content-Type ${requestType ?? "(none)"} is not one of ${Object.keys(op.requestBody.content).join(", ")}`,
      );
    } else {
      requestView = await loaded.view(key);
      const schema = op.requestBody.content[key]?.schema;
      requestBody = bodyValue(request.body, key, schema, doc.components, verdict.request, "body");
    }
  }
  const validated = requestView.validateRequest(
    { method, path: `${url.pathname}${url.search}`, headers, body: requestBody },
    matched.operationId as string,
  );
  verdict.request.push(...words("request", validated.errors as AjvError[]));

  // The answer: its status, media type, body and headers.
  const status = String(response.status);
  const given = op.responses[status] ?? op.responses[`${status[0]}XX`] ?? op.responses.default;
  if (!given) {
    verdict.response.push(`status ${status} is not documented (${Object.keys(op.responses).join(", ")})`);
    return verdict;
  }
  const documented = loaded.response(given);
  const answered = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const type = mediaTypeOf(answered["content-type"]);
  const hasBody = response.body !== null && response.body !== "";
  const key = type ? documentedKey(documented.content, type) : undefined;
  if (hasBody && !key) {
    verdict.response.push(
      `Content-Type ${type ?? "(none)"} is not one of ${Object.keys(documented.content ?? {}).join(", ") || "(no body)"} for ${status}`,
    );
  }
  if (!hasBody && documented.content && method !== "head")
    verdict.response.push(`${status} documents a body; none came`);
  const view = key ? await loaded.view(key) : json;
  if (hasBody && key && !key.includes("*")) {
    const schema = documented.content?.[key]?.schema;
    if (!schema) verdict.response.push(`${status} ${key} has no schema`);
    const value = bodyValue(response.body as string, key, schema, doc.components, verdict.response, "body");
    verdict.response.push(...words("body", view.validateResponse(value, op.operationId, response.status).errors));
  }
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    if (header.required && answered[name.toLowerCase()] === undefined) verdict.response.push(`header ${name} missing`);
  }
  const checkedHeaders = view.validateResponseHeaders(answered, op.operationId, {
    statusCode: response.status,
    setMatchType: SetMatchType.Any,
  });
  verdict.response.push(...words("headers", checkedHeaders.errors));
  return verdict;
}

export async function openapiValidator(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method === "POST" && pathname === "/documents") {
    const text = await request.text();
    const id = createHash("sha256").update(text).digest("hex");
    if (!documents.has(id)) documents.set(id, new Loaded(JSON.parse(text) as Document));
    return Response.json({ id });
  }
  if (request.method === "POST" && pathname === "/check") {
    const { document, ...exchange } = (await request.json()) as Exchange & { document: string };
    const loaded = documents.get(document);
    if (!loaded) return new Response(`no document ${document}: POST it to /documents first`, { status: 404 });
    return Response.json(await check(loaded, exchange));
  }
  return new Response("POST /documents or /check", { status: 404 });
}
