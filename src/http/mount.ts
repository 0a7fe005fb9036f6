/**
 * Mounts the operations (./operation.ts) on the app. Every request under
 * `/api/` is run as its caller (./auth.ts), rate limited, and refused when
 * its Accept allows none of our formats, before the operation itself: path
 * ids parsed, query and body validated, the answer negotiated, the request
 * log's template set.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { authenticate, principalOf } from "./auth";
import { idempotencyKeyOf, idempotent, type Render } from "./idempotency";
import { noteKeyUse } from "./key-use";
import { preferredAlternative, readBody, reply, requireAcceptable } from "./negotiation";
import { type OperationDef, pathParamsOf, rangeOf, type TextParam, textParamOf } from "./operation";
import { describeOperation } from "./operation-docs";
import { Problem } from "./problems";
import { rateLimit } from "./rate-limit";
import type { schemasOf } from "./xsd";

type XsdNames = ReturnType<typeof schemasOf>["byOperation"];

import { acceptBody, checkBody, inFieldOrder, parseId, parseQuery, shapeInput } from "./validation";

/** A route handler of the API: run as the caller, within its rate limit, in a format it accepts. */
const api =
  (handle: (c: Context<AppEnv>) => Promise<Response>, anyAccept = false): MiddlewareHandler<AppEnv> =>
  async (c) => {
    await authenticate(c);
    try {
      await rateLimit(c);
      // A download answers the file's own type, whatever a media player or download tool asks for.
      if (!anyAccept) requireAcceptable(c);
      return await handle(c);
    } finally {
      // After the answer, whatever it is: when the key was last used (at most a write a minute).
      noteKeyUse(c, principalOf(c).keyId);
    }
  };

/** Parses and validates the operation's input, runs its handler and answers its result. */
function run(op: OperationDef) {
  const names = pathParamsOf(op.path);
  const known = Object.keys(op.query?.entries ?? {});
  const alternatives = Object.keys(op.success.alternatives ?? {});
  return async (c: Context<AppEnv>): Promise<Response> => {
    // An operation with representations of its own (CSV, PDF) is acceptable in those too.
    if (alternatives.length > 0 && !preferredAlternative(c.req.header("Accept"), alternatives)) requireAcceptable(c);
    const params: Record<string, number | string> = {};
    for (const name of names) {
      const text = textParamOf(op, name);
      params[name] = text ? parseText(name, text, c.req.param(name)) : parseParam(op, name, c.req.param(name));
    }
    const given = c.req.query();
    refuseUnknown(known, Object.keys(given));
    const query = op.query ? parseQuery(op.query, given) : {};
    const idempotencyKey = op.method === "post" ? idempotencyKeyOf(c) : undefined;
    let body: unknown;
    if (op.body?.schema) {
      const shaped = shapeInput(op.body.schema, await readBody(c, op.body.xmlRoot, op.body.parsers));
      const checked = checkBody(op.body.schema, shaped);
      const broken = op.body.rules?.(shaped) ?? [];
      // Refused anyway: the rules the handler checks against the database are read too, so that one 422 names every field.
      if ((!checked.success || broken.length > 0) && op.body.databaseRules)
        broken.push(...(await op.body.databaseRules(c, shaped)));
      body = acceptBody(checked, inFieldOrder(broken));
    }
    const handle = () => Promise.resolve(op.handler(c, { params, query, body } as never));
    const render: Render = (result, recorded) =>
      result instanceof Response
        ? result
        : reply(c, result, { ...op.success.xml, status: op.success.status, ...recorded });
    if (idempotencyKey) return idempotent(c, idempotencyKey, handle, render, op.idempotency);
    return render(await handle());
  };
}

/** A path parameter: an identifier (./validation.ts `parseId`), within the operation's range for it; else a 400 naming it. */
function parseParam(op: OperationDef, name: string, raw: string | undefined): number {
  const { minimum, maximum } = rangeOf(op, name);
  const value = parseId(name, raw);
  if (value >= minimum && value <= maximum) return value;
  const rule = `must be an integer from ${minimum} to ${maximum}`;
  throw new Problem("bad_request", `The path parameter ${name} ${rule}.`, {
    errors: [{ field: name, code: "out_of_range", message: rule }],
  });
}

/** A path parameter that is a name: its text (Hono has decoded it), trimmed, 1 to `maxLength` characters, no control characters. */
function parseText(name: string, param: TextParam, raw: string | undefined): string {
  const value = (raw ?? "").trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (value.length >= 1 && [...value].length <= param.maxLength && !/[\u0000-\u001f\u007f]/.test(value)) return value;
  const rule = `must be a name of 1 to ${param.maxLength} characters (URL-encoded), without control characters`;
  throw new Problem("bad_request", `The path parameter ${name} ${rule}.`, {
    errors: [{ field: name, code: "invalid_format", message: rule }],
  });
}

/**
 * A query parameter the operation does not know is a 400 naming it: a
 * misspelt filter silently ignored would answer another question.
 */
function refuseUnknown(known: string[], given: string[]) {
  const unknown = given.filter((name) => !known.includes(name));
  if (unknown.length === 0) return;
  const takes = known.length > 0 ? `it takes ${known.join(", ")} (names match exactly)` : "it takes none";
  throw new Problem(
    "bad_request",
    `This operation does not know the query parameter${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; ${takes}.`,
    {
      errors: unknown.map((name) => ({
        field: name,
        code: "unknown_parameter",
        message: "is not a query parameter of this operation",
      })),
    },
  );
}

/** The log template of the operation, set before anything can fail. */
const template =
  (path: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set("urlTemplate", path);
    await next();
  };

const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** The 405 of a path asked with a method it does not answer: `Allow` lists those it does. */
export function methodNotAllowed(allowed: string[]): Problem {
  return new Problem("method_not_allowed", `This path answers ${allowed.join(", ")}.`, {
    headers: { Allow: allowed.join(", ") },
  });
}

/**
 * Registers the operations. Paths with fewer placeholders go first, so that a
 * literal route (`/orders/orderstates`) is never taken for an `{orderID}`; each
 * path then answers any other method with 405 and `Allow` (the document says
 * so once, in its description: a method a path does not have is no operation),
 * and any other path under `/api/` is a 404 (for a caller with a valid key).
 */
export function mount(app: Hono<AppEnv>, operations: OperationDef[], xsd: XsdNames) {
  const byPath = new Map<string, OperationDef[]>();
  for (const op of operations) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  const paths = [...byPath.keys()].sort((a, b) => pathParamsOf(a).length - pathParamsOf(b).length);
  for (const path of paths) {
    const ops = byPath.get(path) ?? [];
    for (const op of ops) {
      app.on(
        op.method.toUpperCase(),
        toHonoPath(path),
        template(path),
        describeOperation(op, xsd.get(op.operationId)),
        api(run(op), !!op.media?.download || !!op.success.alternatives),
      );
    }
    const allowed = ops.map((op) => op.method.toUpperCase());
    if (allowed.includes("GET")) allowed.push("HEAD");
    const notAllowed = api(async () => {
      throw methodNotAllowed(allowed);
    });
    app.all(toHonoPath(path), template(path), notAllowed);
  }
  app.all(
    "/api/*",
    api(async (c) => {
      throw new Problem("not_found", `There is no route ${c.req.method} ${new URL(c.req.url).pathname}.`);
    }),
  );
}
