/**
 * Input validation with valibot, written once: shaping a parsed body to its
 * schema (case-insensitive JSON names, XML lists and scalars), turning issues
 * into `{ field, code, message }` errors, and the small schema pieces that
 * carry the contract's rules (lengths in code points after trimming, ids).
 */
import * as v from "valibot";
import { easternToUtc, instantText, type LocalDateTime, parseLocalDateTime } from "./dates";
import { type FieldError, Problem, validationProblem } from "./problems";
import { NOT_XML_CHARACTERS } from "./xml";

type AnySchema = v.GenericSchema & {
  type: string;
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** XSD 1.0's lexical forms of `xs:decimal` (of which `xs:long` is a restriction) and `xs:boolean`. */
const XSD_DECIMAL = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;
const XSD_BOOLEAN = new Map([
  ["true", true],
  ["false", false],
  ["1", true],
  ["0", false],
]);

/** What an array given for an object is shaped to: a value no object schema takes ("must be an object"). */
const NOT_AN_OBJECT = "(a list)";

const WRAPPERS = new Set(["optional", "nullable", "nullish", "exact_optional", "undefinedable", "non_optional"]);

/**
 * Brings a parsed body into the shape its schema expects: property names
 * matched case-insensitively (unknown ones dropped), an XML list element
 * (`<Organizations><Organization>A</Organization></Organizations>`) turned into
 * an array even with a single child, and numeric or boolean text turned into
 * numbers or booleans where the schema wants them, as XSD 1.0 spells them
 * (what the generated XSDs promise, `xs:boolean` and `xs:decimal` or
 * `xs:long`): `true`, `false`, `1` or `0`; digits with an optional sign (`+`
 * too) and decimal point, such as `+30`, `030`, `30.` or `.5`.
 */
export function shapeInput(schema: v.GenericSchema, value: unknown): unknown {
  let s = schema as AnySchema;
  while (WRAPPERS.has(s.type) && s.wrapped) s = s.wrapped;
  switch (s.type) {
    case "object":
    case "loose_object":
    case "strict_object": {
      // valibot's object takes an array (an object to JavaScript) as one without fields: a body `[]` would clear every field.
      if (Array.isArray(value)) return NOT_AN_OBJECT;
      if (!isPlainObject(value) || !s.entries) return value;
      const byLower = new Map(Object.keys(s.entries).map((k) => [k.toLowerCase(), k]));
      const out: Record<string, unknown> = {};
      for (const [key, val] of Object.entries(value)) {
        const canonical = byLower.get(key.toLowerCase());
        if (canonical === undefined || canonical in out) continue;
        const entry = s.entries[canonical];
        out[canonical] = entry ? shapeInput(entry, val) : val;
      }
      return out;
    }
    case "array": {
      let items: unknown = value;
      if (items === "") items = [];
      else if (isPlainObject(items)) {
        const keys = Object.keys(items);
        const only = keys.length === 1 && keys[0] !== undefined ? items[keys[0]] : undefined;
        if (only === undefined) return value;
        items = Array.isArray(only) ? only : [only];
      }
      if (!Array.isArray(items) || !s.item) return items;
      const item = s.item;
      return items.map((i) => shapeInput(item, i));
    }
    case "number":
      return typeof value === "string" && XSD_DECIMAL.test(value) ? Number(value.trim()) : value;
    case "boolean":
      return typeof value === "string" ? (XSD_BOOLEAN.get(value.trim()) ?? value) : value;
    default:
      return value;
  }
}

function fieldOf(issue: v.BaseIssue<unknown>): string {
  const path = issue.path ?? [];
  let out = "";
  for (const item of path) {
    const key = (item as { key: unknown }).key;
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || "body";
}

function codeOf(issue: v.BaseIssue<unknown>): string {
  if (issue.received === "undefined" || issue.type === "non_empty") return "required";
  switch (issue.type) {
    case "max_length":
      return "too_long";
    case "min_length":
      return "too_short";
    case "min_value":
    case "max_value":
    case "integer":
      return "out_of_range";
    case "regex":
      return "invalid_format";
    case "picklist":
    case "literal":
    case "enum":
    case "check":
    case "check_items":
      return "invalid_value";
    default:
      return "invalid_type";
  }
}

export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({ field: fieldOf(issue), code: codeOf(issue), message: issue.message }));
}

/** Validates a shaped body; every failing field at once (with `broken`, those of other rules) in a 422. */
export function parseBody<S extends v.GenericSchema>(
  schema: S,
  raw: unknown,
  broken: FieldError[] = [],
): v.InferOutput<S> {
  return acceptBody(checkBody(schema, shapeInput(schema, raw)), broken);
}

/** The schema's verdict on a shaped body, every failing field at once. */
export const checkBody = <S extends v.GenericSchema>(schema: S, shaped: unknown) =>
  v.safeParse(schema, shaped, { abortEarly: false });

/** The body once `checkBody` and the other rules (`broken`) found nothing wrong; else a 422 naming all. */
export function acceptBody<S extends v.GenericSchema>(
  result: v.SafeParseResult<S>,
  broken: FieldError[] = [],
): v.InferOutput<S> {
  if (!result.success || broken.length > 0) {
    throw validationProblem([...(result.success ? [] : toFieldErrors(result.issues)), ...broken]);
  }
  return result.output;
}

/**
 * Field errors grouped by the field they name (in the order each first
 * appears) and, within a list, by index: `Destinations[1]` before
 * `Destinations[2]`, whichever rule found them.
 */
export function inFieldOrder(errors: FieldError[]): FieldError[] {
  const base = (field: string) => field.split(/[[.]/)[0] ?? field;
  const first = new Map<string, number>();
  errors.forEach((e, i) => {
    if (!first.has(base(e.field))) first.set(base(e.field), i);
  });
  const indexes = (field: string) => [...field.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  const rank = (e: FieldError) => [first.get(base(e.field)) ?? 0, ...indexes(e.field)];
  return errors
    .map((e, i) => ({ e, i, r: rank(e) }))
    .sort((a, b) => {
      for (let k = 0; k < Math.max(a.r.length, b.r.length); k++) {
        const d = (a.r[k] ?? -1) - (b.r[k] ?? -1);
        if (d !== 0) return d;
      }
      return a.i - b.i;
    })
    .map(({ e }) => e);
}

/** Validates query or path values; malformed ones are a 400 that names them. */
export function parseQuery<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw, { abortEarly: false });
  if (!result.success) {
    const errors = toFieldErrors(result.issues);
    throw new Problem("bad_request", errors.map((e) => `${e.field}: ${e.message}`).join("; "), { errors });
  }
  return result.output;
}

const codePoints = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

/**
 * At most `max` characters counted as Unicode code points. It reports itself as
 * valibot's `max_length`, so the OpenAPI document says `maxLength`, which JSON
 * Schema counts in code points too.
 */
export function maxCodePoints(max: number, message?: string) {
  const action = v.maxLength<string, number, string>(max, message ?? `must be at most ${max} characters`);
  return {
    ...action,
    "~run"(dataset, config) {
      if (dataset.typed) {
        const length = codePoints(dataset.value);
        if (length > max) v._addIssue(this, "length", dataset, config, { received: `${length}` });
      }
      return dataset;
    },
  } satisfies typeof action;
}

/** Text that XML can carry: no control characters but tab, line feed and carriage return, no unpaired surrogates. */
const xmlCharacters = () =>
  v.check<string, string>(
    (s) => s.search(NOT_XML_CHARACTERS) === -1,
    "must not contain control characters (other than tab, line feed and carriage return) or unpaired surrogates",
  );

/** A required text: trimmed, not empty, at most `max` code points. */
export const requiredText = (max: number, description = "") =>
  v.pipe(
    v.string("must be a string"),
    v.trim(),
    v.nonEmpty<string, string>("is required"),
    maxCodePoints(max),
    xmlCharacters(),
    v.description<string, string>(description),
  );

/** An optional text: trimmed, an empty value counts as absent, at most `max` code points. */
export const optionalText = (max: number, description = "") =>
  v.optional(
    v.pipe(
      v.string("must be a string"),
      v.trim(),
      maxCodePoints(max),
      xmlCharacters(),
      v.description<string, string>(description),
      v.transform((s: string) => (s === "" ? undefined : s)),
    ),
  );

export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** Parses a path identifier: a positive integer up to 2^53-1, else a 400 naming it. */
export function parseId(name: string, raw: string | undefined): number {
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw) || Number(raw) > MAX_ID) {
    throw new Problem("bad_request", `The path parameter ${name} must be a positive integer up to ${MAX_ID}.`, {
      errors: [{ field: name, code: "invalid_format", message: `must be a positive integer up to ${MAX_ID}` }],
    });
  }
  return Number(raw);
}

/**
 * A query value naming a record by its ID (`what`, e.g. "an organization ID"):
 * digits of a positive integer up to 2^53 - 1, else a 400; not rounded to
 * another ID as a larger number would be.
 */
export const idQueryParam = (what: string, description: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.examples(["200"]),
      v.regex(/^[1-9]\d{0,15}$/, `must be ${what} (a positive integer up to ${MAX_ID})`),
      v.description(description),
      v.transform(Number),
      // Said again after the transform, so that the document gives the range the pattern allows.
      v.maxValue(MAX_ID, `must be ${what} (a positive integer up to ${MAX_ID})`),
    ),
  );

/**
 * `updatedSince` of a list: only what was updated at or after this moment, an
 * ISO 8601 local date-time read in Eastern Time (contract section 6), given
 * to the handler as the UTC instant that it stands for, written as stored
 * timestamps are (`instantText`: one in year 10000, such as 9999-12-31T23:59:59
 * Eastern, comes after every stored one).
 */
export const updatedSinceParam = (what: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => parseLocalDateTime(s) !== null,
        "must be a local date-time in Eastern Time without offset or Z, like 2026-11-01T08:30:00",
      ),
      v.description(
        `Only ${what} updated at or after this moment: an ISO 8601 local date-time without offset (\`YYYY-MM-DDThh:mm:ss\`), read in Eastern Time (America/New_York, daylight saving included).`,
      ),
      v.examples(["2026-11-15T00:00:00"]),
      v.transform((s) => instantText(easternToUtc(parseLocalDateTime(s) as LocalDateTime))),
    ),
  );

/** A missing property is "required"; a value that is not an object "must be an object". */
export const objectMessage: v.ErrorMessage<v.ObjectIssue> = (issue) =>
  issue.received === "undefined" ? "is required" : "must be an object";

export const timestamp = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));

export const nullableText = (description: string) => v.nullable(v.pipe(v.string(), v.description(description)));
