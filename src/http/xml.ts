/**
 * XML in and out, with fast-xml-parser. In: well-formedness checked, DOCTYPE and
 * entity declarations refused, no entity ever expanded, every value kept as a
 * string (the operation's schema decides types), character references decoded. Out: a list is an element
 * holding one singular-named child per item.
 */
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser";
import { Problem } from "./problems";

const MAX_DEPTH = 32;

/**
 * Characters an XML 1.0 document cannot carry, even as a character reference:
 * C0 controls but tab, line feed and carriage return, U+FFFE, U+FFFF, and
 * unpaired surrogates. Text fields refuse them; an answer replaces them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: true,
  parseTagValue: false,
  // Character references (&amp; &lt; &#38; …) are decoded once; a DOCTYPE is refused
  // before parsing, so no declared entity can ever be expanded.
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
  commentPropName: false,
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  suppressEmptyNode: true,
  processEntities: true,
});

/** Parses an XML request body into its root element's name and content. */
export function parseXml(text: string): { root: string; value: unknown } {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new Problem("bad_request", "XML with a DOCTYPE or entity declaration is refused.");
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new Problem(
      "bad_request",
      `The XML body is not well-formed: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col}).`,
    );
  }
  if (depthOf(text) > MAX_DEPTH) {
    throw new Problem("bad_request", `The XML body nests deeper than ${MAX_DEPTH} elements.`);
  }
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    // The parser throws on some input its validator let through: an element named `__proto__` or
    // `constructor`, an unterminated comment after the root.
    throw new Problem("bad_request", `The XML body is refused: ${(error as Error).message}`);
  }
  const roots = Object.keys(parsed);
  if (roots.length !== 1 || roots[0] === undefined) {
    throw new Problem("bad_request", "The XML body must have exactly one root element.");
  }
  const root = roots[0];
  const value = parsed[root];
  return { root, value: value === "" ? {} : value };
}

/** Nesting depth of elements, counted without building anything. */
function depthOf(text: string): number {
  let depth = 0;
  let max = 0;
  for (let i = text.indexOf("<"); i !== -1; i = text.indexOf("<", i + 1)) {
    const next = text.charCodeAt(i + 1);
    if (next === 47 /* / */) depth--;
    else if (next !== 33 /* ! */ && next !== 63 /* ? */) {
      const close = text.indexOf(">", i);
      if (close !== -1 && text.charCodeAt(close - 1) !== 47) {
        depth++;
        if (depth > max) max = depth;
      }
    }
  }
  return max;
}

/** `Statuses` → `Status`, `Entries` → `Entry`, `Files` → `File`. */
export function singular(name: string): string {
  if (/ies$/.test(name)) return `${name.slice(0, -3)}y`;
  if (/(ss|us|x|ch|sh)es$/.test(name)) return name.slice(0, -2);
  if (/s$/.test(name)) return name.slice(0, -1);
  return `${name}Item`;
}

export interface XmlOptions {
  /** The element name of a top-level list's items (default: the singular of the root). */
  item?: string;
  /** Item names for nested lists, by the list's property name. */
  items?: Record<string, string>;
  namespace?: string;
}

function toTree(value: unknown, name: string, options: XmlOptions): unknown {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) {
    const item = options.items?.[name] ?? singular(name);
    return { [item]: value.map((v) => toTree(v, item, options)) };
  }
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = toTree(v, key, options);
    return out;
  }
  return String(value).replace(NOT_XML_CHARACTERS, "\uFFFD");
}

/** Serializes a plain object (or list) under the given root element. */
export function toXml(root: string, value: unknown, options: XmlOptions = {}): string {
  let tree: unknown;
  if (Array.isArray(value)) {
    const item = options.item ?? singular(root);
    tree = { [item]: value.map((v) => toTree(v, item, options)) };
  } else {
    tree = toTree(value, root, options);
  }
  if (options.namespace) {
    tree = typeof tree === "object" ? { "@_xmlns": options.namespace, ...tree } : tree;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [root]: tree })}`;
}
