/**
 * XML Schemas (XSD 1.0) of every XML body and answer, generated from the same
 * valibot schemas that validate requests and describe answers, for callers
 * that bind XML to classes (.NET's xsd.exe and XmlSerializer, Java's JAXB).
 * One schema per root element and shape, named by the schema's `ref` (else
 * its root): `GET /schemas/{Name}.xsd`.
 *
 * The XML is what ./xml.ts writes: a list is an element holding one child per
 * item, a null an element with `xsi:nil="true"` (so nullable elements are
 * `nillable`). An object's elements may come in any order (`xs:all`): the
 * service reads them so, and writes them in its records' order.
 */
import type * as v from "valibot";
import type { OperationDef } from "./operation";
import { singular, type XmlOptions } from "./xml";

/**
 * A metadata key (a symbol, so that the JSON Schema of the document never lists it) naming the
 * schema an XSD describes a value by, where the value itself is taken as anything.
 */
export const DOCUMENTED_AS = Symbol("documentedAs");

type Node = v.GenericSchema & {
  type: string;
  wrapped?: Node;
  entries?: Record<string, Node>;
  item?: Node;
  options?: Node[];
  pipe?: { type: string; kind: string; requirement?: unknown; metadata?: Record<string | symbol, unknown> }[];
};

const WRAPPERS = new Set(["optional", "nullable", "nullish", "exact_optional", "undefinedable", "non_optional"]);

/** The schema under its wrappers, and whether a wrapper allows null or absence. */
function unwrap(schema: Node): { schema: Node; nullable: boolean; optional: boolean } {
  let s = schema;
  let nullable = false;
  let optional = false;
  while (WRAPPERS.has(s.type) && s.wrapped) {
    if (s.type === "nullable" || s.type === "nullish") nullable = true;
    if (s.type === "optional" || s.type === "nullish" || s.type === "exact_optional") optional = true;
    s = s.wrapped;
  }
  // A pipe's first item is the schema itself (valibot keeps it as the schema's type).
  return { schema: s, nullable, optional };
}

const escapeAttribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const isInteger = (s: Node) => s.pipe?.some((a) => a.type === "integer" || a.type === "safe_integer") ?? false;
const isTimestamp = (s: Node) => s.pipe?.some((a) => a.type === "iso_timestamp") ?? false;

/** The XSD built-in type of a scalar schema, or undefined for a structure. */
function simpleType(s: Node, direction: "in" | "out"): string | undefined {
  switch (s.type) {
    case "string":
      // What a caller sends is read as text (dates in several forms among them); answers are stricter.
      return direction === "out" && isTimestamp(s) ? "xs:dateTime" : "xs:string";
    case "number":
      return isInteger(s) ? "xs:long" : "xs:decimal";
    case "boolean":
      return "xs:boolean";
    case "literal":
      return typeof (s as unknown as { literal: unknown }).literal === "boolean" ? "xs:boolean" : "xs:string";
    case "picklist":
    case "enum":
    case "union":
    case "variant":
      return "xs:string";
    case "object":
    case "loose_object":
    case "strict_object":
    case "array":
      return undefined;
    default:
      return "xs:anyType";
  }
}

interface Writer {
  lines: string[];
  direction: "in" | "out";
  items?: XmlOptions["items"];
}

function element(w: Writer, name: string, schema: Node, depth: number, occurs: string): void {
  const { schema: s, nullable } = unwrap(schema);
  // A value taken as anything and judged by the handler is described as what a valid one is.
  const documented = s.pipe?.find((a) => a.type === "metadata")?.metadata?.[DOCUMENTED_AS] as Node | undefined;
  if (documented) {
    element(w, name, documented, depth, occurs);
    return;
  }
  const pad = "  ".repeat(depth);
  const nil = nullable ? ' nillable="true"' : "";
  const simple = simpleType(s, w.direction);
  if (simple) {
    w.lines.push(`${pad}<xs:element name="${escapeAttribute(name)}" type="${simple}"${nil}${occurs}/>`);
    return;
  }
  w.lines.push(`${pad}<xs:element name="${escapeAttribute(name)}"${nil}${occurs}>`, `${pad}  <xs:complexType>`);
  if (s.type === "array" && s.item) {
    const item = w.items?.[name] ?? singular(name);
    w.lines.push(`${pad}    <xs:sequence>`);
    element(w, item, s.item, depth + 3, ' minOccurs="0" maxOccurs="unbounded"');
    w.lines.push(`${pad}    </xs:sequence>`);
  } else if (s.entries) {
    w.lines.push(`${pad}    <xs:all>`);
    for (const [key, entry] of Object.entries(s.entries)) {
      element(w, key, entry, depth + 3, unwrap(entry).optional ? ' minOccurs="0"' : "");
    }
    w.lines.push(`${pad}    </xs:all>`);
  }
  w.lines.push(`${pad}  </xs:complexType>`, `${pad}</xs:element>`);
}

/** The XSD of one root element whose content is `schema`. */
export function xsdOf(
  root: string,
  schema: v.GenericSchema,
  direction: "in" | "out",
  options: XmlOptions = {},
): string {
  const w: Writer = { lines: [], direction, items: options.items };
  const { schema: s } = unwrap(schema as Node);
  if (s.type === "array" && s.item) {
    // A top-level list: the root holds one `item` per element.
    const item = options.item ?? singular(root);
    w.lines.push(`  <xs:element name="${root}">`, "    <xs:complexType>", "      <xs:sequence>");
    element(w, item, s.item, 4, ' minOccurs="0" maxOccurs="unbounded"');
    w.lines.push("      </xs:sequence>", "    </xs:complexType>", "  </xs:element>");
  } else {
    element(w, root, schema as Node, 1, "");
  }
  const ns = options.namespace ? ` targetNamespace="${options.namespace}" xmlns="${options.namespace}"` : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"${ns} elementFormDefault="qualified">`,
    ...w.lines,
    "</xs:schema>",
    "",
  ].join("\n");
}

export interface XsdEntry {
  name: string;
  root: string;
  text: string;
}

const refOf = (schema: v.GenericSchema) =>
  (schema as Node).pipe?.find((a) => a.type === "metadata")?.metadata?.ref as string | undefined;

/**
 * The schemas of every operation's XML body and answer, by name, and the name
 * of each operation's (`"in"` its body's, `"out"` its answer's).
 */
export function schemasOf(
  operations: OperationDef[],
  others: { root: string; schema: v.GenericSchema; options: XmlOptions }[] = [],
) {
  const byName = new Map<string, XsdEntry>();
  const byOperation = new Map<string, { in?: string; out?: string }>();
  const add = (root: string, schema: v.GenericSchema, direction: "in" | "out", options: XmlOptions) => {
    const text = xsdOf(root, schema, direction, options);
    // Named by the schema's ref, a list by its root. Two shapes of one name are told apart: a
    // list by its items' ref (`ReleaseCommentEntryList`), a ref shared by two roots by the root
    // (a comment and an approval are one shape: `CommentInputAsApproval`).
    const { schema: s } = unwrap(schema as Node);
    const itemRef = s.type === "array" && s.item ? refOf(s.item) : undefined;
    const base = refOf(schema) ?? root;
    const taken = (candidate: string) => byName.has(candidate) && byName.get(candidate)?.text !== text;
    const candidates = [base, ...(itemRef ? [`${itemRef}List`, `${itemRef}ListAs${root}`] : [`${base}As${root}`])];
    let name = candidates.find((candidate) => !taken(candidate)) ?? base;
    for (let n = 2; taken(name); n++) name = `${base}${n}`;
    byName.set(name, { name, root, text });
    return name;
  };
  for (const op of operations) {
    const names: { in?: string; out?: string } = {};
    if (op.body?.schema) {
      const root = op.body.xmlRoot ?? op.body.xmlName ?? op.success.xml.root;
      names.in = add(root, op.body.schema, "in", { items: op.success.xml.items });
    }
    if (!op.media?.download) names.out = add(op.success.xml.root, op.success.schema, "out", op.success.xml);
    byOperation.set(op.operationId, names);
  }
  for (const other of others) add(other.root, other.schema, "out", other.options);
  return { byName, byOperation };
}

export const xsdPath = (name: string) => `/schemas/${name}.xsd`;
