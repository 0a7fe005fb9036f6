/**
 * XML in and out, with fast-xml-parser. In: well-formedness checked, DOCTYPE and
 * entity declarations refused, no entity ever expanded, every value kept as a
 * string (the operation's schema decides types), character references decoded;
 * a reference other than XML's five (`&amp; &lt; &gt; &quot; &apos;`) and
 * character references to characters XML allows is not well-formed (400):
 * `&xxe;` and HTML's `&nbsp;` are neither stored as written nor decoded; an
 * element with `xsi:nil="true"` is a null; one named `__proto__`,
 * `constructor` or `prototype` is an unknown field, ignored as JSON's keys of
 * those names are. Out: a list is an element
 * holding one singular-named child per item, and a null an element with
 * `xsi:nil="true"` (what .NET's XmlSerializer and JAXB read as null; an empty
 * element would be an empty string, or a value they cannot parse).
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

/** Names the parser refuses outright (prototype pollution): read under another name, which no schema has. */
const RESERVED_NAMES = new Set(["__proto__", "constructor", "prototype"]);
const NIL_ATTRIBUTE = "@_nil";

const parser = new XMLParser({
  // Only `xsi:nil` (its prefix removed with the others): a null where the XSD says nillable.
  ignoreAttributes: (name: string) => name !== "nil",
  attributeNamePrefix: "@_",
  // `#` cannot start an XML name, so the renamed element matches no field: it is ignored, as JSON's `__proto__` is.
  transformTagName: (name: string) => (RESERVED_NAMES.has(name) ? `#${name}` : name),
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: true,
  parseTagValue: false,
  // References (&amp; &lt; &#38; …) are decoded once; a DOCTYPE is refused before parsing,
  // so no declared entity can ever be expanded. `htmlEntities` is what turns on character
  // references here; the HTML names it would also decode never get this far (checkStructure).
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
  commentPropName: false,
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  suppressEmptyNode: true,
  // `xsi:nil="true"` keeps its value: `xsi:nil` alone is not XML.
  suppressBooleanAttributes: false,
  processEntities: true,
});

/** Parses an XML request body into its root element's name and content. */
export function parseXml(text: string): { root: string; value: unknown } {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new Problem("bad_request", "XML with a DOCTYPE or entity declaration is refused.");
  }
  // Before the validator: it lets a second root through when that root is self-closing.
  checkStructure(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new Problem(
      "bad_request",
      `The XML body is not well-formed: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col}).`,
    );
  }
  let parsed: Record<string, unknown>;
  try {
    parsed = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    // The parser throws on some input its validator let through: an unterminated comment after the root.
    throw new Problem("bad_request", `The XML body is refused: ${(error as Error).message}`);
  }
  const roots = Object.keys(parsed);
  if (roots.length !== 1 || roots[0] === undefined) {
    throw new Problem("bad_request", "The XML body must have exactly one root element.");
  }
  const root = roots[0];
  const value = withNils(parsed[root]);
  return { root, value: value === "" ? {} : value };
}

/**
 * The parsed tree with each element of `xsi:nil="true"` (or `1`) a null, as
 * the service writes a null and .NET and JAXB write one back; the attribute
 * itself gone from every element.
 */
function withNils(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNils);
  if (typeof node !== "object" || node === null) return node;
  const { [NIL_ATTRIBUTE]: nil, ...rest } = node as Record<string, unknown>;
  if (nil === "true" || nil === "1") return null;
  const keys = Object.keys(rest);
  if (nil !== undefined && keys.length === 0) return "";
  if (nil !== undefined && keys.length === 1 && keys[0] === "#text") return rest["#text"];
  return Object.fromEntries(keys.map((key) => [key, withNils(rest[key])]));
}

const malformed = (why: string) => new Problem("bad_request", `The XML body is not well-formed: ${why}.`);

/** The entities XML predefines: with no DOCTYPE, the only names a reference may carry. */
const XML_ENTITIES = new Set(["amp", "lt", "gt", "quot", "apos"]);

/** XML 1.0's Char production: what a character reference may refer to. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/** Line and column (from 1) of a position, for a message a sender can act on. */
function position(text: string, at: number): string {
  const before = text.slice(0, at);
  const line = before.split("\n").length;
  return `line ${line}, column ${at - before.lastIndexOf("\n")}`;
}

/** Why the reference `&name;` is not XML, or undefined when it is. */
function badReference(name: string): string | undefined {
  const written = name.length > 24 ? `&${name.slice(0, 21)}…` : `&${name};`;
  if (name.startsWith("#")) {
    const hex = name.startsWith("#x");
    const digits = name.slice(hex ? 2 : 1);
    if (!(hex ? /^[0-9A-Fa-f]+$/ : /^[0-9]+$/).test(digits)) {
      return `${written} is not a character reference (&#NNN; or &#xHHH;)`;
    }
    const code = Number.parseInt(digits, hex ? 16 : 10);
    return isXmlChar(code) ? undefined : `${written} refers to a character XML 1.0 cannot carry`;
  }
  if (XML_ENTITIES.has(name)) return undefined;
  return /^[A-Za-z_:][\w.:-]*$/.test(name)
    ? `${written} is not an XML entity (XML has &amp; &lt; &gt; &quot; &apos; and character references such as &#160;; entities are never declared or expanded here)`
    : "a & that starts no reference (write it as &amp;)";
}

/**
 * One pass over the markup, building nothing: refuses a document with more
 * than one root element, text outside its root, or elements nested deeper than
 * MAX_DEPTH, and every `&` in text or in a tag that does not start an XML
 * reference. Comments, CDATA sections and processing instructions are skipped
 * whole (to their first `-->`, `]]>`, `?>`, as the parser reads them), and a
 * tag runs to the first `>` outside a quoted attribute value, so that no `/>`
 * or `>` inside any of them is taken for markup. Text between tags is skipped
 * with `indexOf`, except at the top level; so is text up to the next `&`.
 */
function checkStructure(text: string): void {
  const length = text.length;
  let depth = 0;
  let roots = 0;
  let i = 0;
  // The next `&` at or after the region being checked (`length` when none): it only moves forward.
  let amp = -1;
  const checkReferences = (from: number, to: number) => {
    if (amp < from) amp = text.indexOf("&", from);
    if (amp === -1) amp = length;
    while (amp < to) {
      const semicolon = text.indexOf(";", amp + 1);
      // A name runs to `;` within the region; anything else is a bare `&`.
      const name = semicolon === -1 || semicolon >= to ? "" : text.slice(amp + 1, semicolon);
      const why = badReference(name);
      if (why !== undefined) throw malformed(`${why} (${position(text, amp)})`);
      amp = text.indexOf("&", semicolon + 1);
      if (amp === -1) amp = length;
    }
  };
  for (;;) {
    const open = text.indexOf("<", i);
    if (depth > 0) checkReferences(i, open === -1 ? length : open);
    if (depth === 0) {
      // Only white space (and a byte order mark at the start) may stand outside the root element.
      for (let k = i; k < (open === -1 ? length : open); k++) {
        const ch = text.charCodeAt(k);
        if (ch !== 32 && ch !== 9 && ch !== 10 && ch !== 13 && !(ch === 0xfeff && k === 0)) {
          throw malformed(roots === 0 ? "text before the root element" : "text after the root element");
        }
      }
    }
    if (open === -1) break;
    const next = text.charCodeAt(open + 1);
    if (next === 33 /* ! */) {
      if (text.startsWith("<!--", open)) {
        const end = text.indexOf("-->", open + 4);
        if (end === -1) throw malformed("a comment is not closed");
        i = end + 3;
      } else if (text.startsWith("<![CDATA[", open)) {
        if (depth === 0) throw malformed("a CDATA section outside the root element");
        const end = text.indexOf("]]>", open + 9);
        if (end === -1) throw malformed("a CDATA section is not closed");
        i = end + 3;
      } else {
        throw malformed("unexpected <! markup");
      }
      continue;
    }
    if (next === 63 /* ? */) {
      const end = text.indexOf("?>", open + 2);
      if (end === -1) throw malformed("a processing instruction is not closed");
      i = end + 2;
      continue;
    }
    // A start or end tag: it ends at the first `>` outside a quoted attribute value.
    let end = open + 1;
    let quote = 0;
    for (; end < length; end++) {
      const ch = text.charCodeAt(end);
      if (quote !== 0) {
        if (ch === quote) quote = 0;
      } else if (ch === 34 /* " */ || ch === 39 /* ' */) quote = ch;
      else if (ch === 62 /* > */) break;
    }
    if (end >= length) throw malformed("a tag is not closed");
    checkReferences(open, end);
    i = end + 1;
    if (next === 47 /* / */) {
      if (depth === 0) throw malformed("an end tag without its start tag");
      depth--;
      continue;
    }
    if (depth === 0 && ++roots > 1) {
      throw malformed("it has more than one root element; a document has exactly one");
    }
    if (text.charCodeAt(end - 1) !== 47 /* / */ && ++depth > MAX_DEPTH) {
      throw new Problem("bad_request", `The XML body nests deeper than ${MAX_DEPTH} elements.`);
    }
  }
  if (roots === 0) throw malformed("it has no root element");
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

export const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";
const NIL = { "@_xsi:nil": "true" };

/** `nils.found` is set when a null was written, so that the root declares the xsi namespace. */
function toTree(value: unknown, name: string, options: XmlOptions, nils: { found: boolean }): unknown {
  if (value === undefined) return "";
  if (value === null) {
    nils.found = true;
    return NIL;
  }
  if (Array.isArray(value)) {
    const item = options.items?.[name] ?? singular(name);
    return { [item]: value.map((v) => toTree(v, item, options, nils)) };
  }
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = toTree(v, key, options, nils);
    return out;
  }
  return String(value).replace(NOT_XML_CHARACTERS, "\uFFFD");
}

/** Serializes a plain object (or list) under the given root element. */
export function toXml(root: string, value: unknown, options: XmlOptions = {}): string {
  let tree: unknown;
  const nils = { found: false };
  if (Array.isArray(value)) {
    const item = options.item ?? singular(root);
    tree = { [item]: value.map((v) => toTree(v, item, options, nils)) };
  } else {
    tree = toTree(value, root, options, nils);
  }
  const declarations = {
    ...(options.namespace ? { "@_xmlns": options.namespace } : {}),
    ...(nils.found ? { "@_xmlns:xsi": XSI_NAMESPACE } : {}),
  };
  if (Object.keys(declarations).length > 0) {
    tree = typeof tree === "object" ? { ...declarations, ...tree } : tree;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [root]: tree })}`;
}
