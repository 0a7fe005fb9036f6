/**
 * XML bodies read and written the way the OpenAPI document's schemas and
 * their `xml` annotations say, for checking XML against the document with a
 * JSON Schema validator (test/openapi-validator.ts). Written from the
 * OpenAPI rules alone, not from the service's XML code, so that the check is
 * independent of what it checks:
 *
 * - an element per property, named by the property's `xml.name` or else its
 *   name; a root named by the media type schema's `xml.name`, or else the
 *   name of the component it refers to (and in its `xml.namespace`, if given);
 * - an array property with `xml.wrapped` is one element holding an element per
 *   item, named by the items' `xml.name` (else the property's name); without
 *   `wrapped`, the item elements stand side by side;
 * - a property with `xml.attribute` is an attribute;
 * - `xsi:nil="true"` is null, an empty element an empty string;
 * - text becomes what the schema's type (or its `const` or `enum`) says:
 *   an integer, number or boolean; left as text when it is not one, for the
 *   validator to refuse;
 * - an element no property names is kept under its own name, so that a
 *   closed schema refuses it.
 *
 * Runs in Node (the validator) and in workerd (the tests write XML requests).
 */
import { XMLParser } from "fast-xml-parser";

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  xml?: { name?: string; wrapped?: boolean; attribute?: boolean; namespace?: string };
}

/** The document's components, to follow `$ref`s. */
export interface Components {
  schemas?: Record<string, Schema>;
}

const XSI = "http://www.w3.org/2001/XMLSchema-instance";

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** `schema` with its `$ref` followed; annotations beside the `$ref` (its `xml`) win. */
function resolve(schema: Schema, components: Components): Schema {
  if (!schema.$ref) return schema;
  const target = components.schemas?.[refName(schema.$ref)];
  if (!target) throw new Error(`no schema at ${schema.$ref}`);
  const { $ref: _, ...beside } = schema;
  return { ...resolve(target, components), ...beside };
}

const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const isNullOnly = (s: Schema) => typesOf(s).length === 1 && typesOf(s)[0] === "null";
const isArray = (s: Schema) => typesOf(s).includes("array");
const isObject = (s: Schema) => typesOf(s).includes("object") || s.properties !== undefined;

/** The name of the root element of a body of `schema`. */
export function rootName(schema: Schema): string | undefined {
  return schema.xml?.name ?? (schema.$ref ? refName(schema.$ref) : undefined);
}

/**
 * The alternatives of an `anyOf`/`oneOf` that are not just null; or the schema itself when it has a type or
 * properties of its own, its branches' properties added (a branch that only requires one of two spellings).
 */
function alternatives(schema: Schema, components: Components): Schema[] {
  const branches = (schema.anyOf ?? schema.oneOf ?? []).map((b) => resolve(b, components));
  if (branches.length === 0) return [schema];
  if (schema.type === undefined && schema.properties === undefined) return branches.filter((b) => !isNullOnly(b));
  const properties = Object.assign({}, schema.properties, ...branches.map((b) => b.properties ?? {}));
  return [{ ...schema, properties }];
}

/** The name of each item element of an array: the items' `xml.name`, else the property's name. */
const itemName = (array: Schema, components: Components, fallback: string) =>
  array.items ? (resolve(array.items, components).xml?.name ?? fallback) : fallback;

// ---------------------------------------------------------------- reading

type Node = Record<string, unknown>;
interface Element {
  name: string;
  attributes: Record<string, string>;
  children: Element[];
  text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
});

function elementOf(node: Node): Element | undefined {
  const name = Object.keys(node).find((k) => k !== ":@" && k !== "#text");
  if (!name || name.startsWith("?")) return undefined;
  const content = (node[name] as Node[]) ?? [];
  const children = content.map(elementOf).filter((e): e is Element => e !== undefined);
  const text = content.map((n) => (typeof n["#text"] === "string" ? n["#text"] : "")).join("");
  return { name, attributes: (node[":@"] as Record<string, string>) ?? {}, children, text };
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

export interface Read {
  value: unknown;
  /** What breaks the rules above before any schema is applied: the root's name or namespace, a repeated element. */
  errors: string[];
}

/** The value an XML body stands for, read by `schema` (a media type's schema). */
export function fromXml(text: string, schema: Schema, components: Components): Read {
  const errors: string[] = [];
  const root = (parser.parse(text) as Node[]).map(elementOf).find((e) => e !== undefined);
  if (!root) return { value: undefined, errors: ["no root element"] };
  const expected = rootName(schema);
  if (expected && localName(root.name) !== expected) errors.push(`root <${root.name}> is not <${expected}>`);
  const namespace = resolve(schema, components).xml?.namespace ?? schema.xml?.namespace;
  if (namespace && root.attributes.xmlns !== namespace) {
    errors.push(`root namespace ${root.attributes.xmlns ?? "(none)"} is not ${namespace}`);
  }
  const xsiPrefix = Object.entries(root.attributes).find(([k, v]) => k.startsWith("xmlns:") && v === XSI)?.[0];
  const nil = (e: Element) => {
    const attribute = Object.entries(e.attributes).find(([k]) => localName(k) === "nil" && k.includes(":"));
    if (!attribute) return false;
    if (!xsiPrefix || attribute[0] !== `${localName(xsiPrefix)}:nil`)
      errors.push(`<${e.name}> ${attribute[0]} without xsi`);
    return attribute[1] === "true";
  };

  const scalar = (text: string, s: Schema): unknown => {
    const options = alternatives(s, components);
    const listed = options.flatMap((o) => ("const" in o ? [o.const] : (o.enum ?? [])));
    const value = listed.find((v) => typeof v !== "string" && String(v) === text);
    if (value !== undefined) return value;
    const types = options.flatMap(typesOf);
    if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) {
      return Number(text);
    }
    if (types.includes("boolean") && (text === "true" || text === "false")) return text === "true";
    return text;
  };

  const read = (e: Element, given: Schema): unknown => {
    if (nil(e)) return null;
    const options = alternatives(resolve(given, components), components);
    const s =
      (e.children.length > 0 ? options.find((o) => isObject(o) || isArray(o)) : undefined) ??
      options.find((o) => !isObject(o) && !isArray(o)) ??
      options[0] ??
      given;
    if (isArray(s)) return items(e.children, s, e.name);
    if (isObject(s)) return object(e, s);
    return scalar(e.text, s);
  };

  const items = (elements: Element[], array: Schema, fallback: string): unknown[] => {
    const name = itemName(array, components, fallback);
    return elements.map((c) => {
      if (localName(c.name) !== name) errors.push(`<${c.name}> in a list of <${name}>`);
      return read(c, array.items ?? {});
    });
  };

  const object = (e: Element, s: Schema): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const used = new Set<Element>();
    for (const [name, given] of Object.entries(s.properties ?? {})) {
      const p = resolve(given, components);
      const xmlName = given.xml?.name ?? p.xml?.name ?? name;
      if (p.xml?.attribute || given.xml?.attribute) {
        const value = e.attributes[xmlName];
        if (value !== undefined) out[name] = scalar(value, p);
        continue;
      }
      const array = alternatives(p, components).find(isArray);
      if (array && !(given.xml?.wrapped || p.xml?.wrapped || array.xml?.wrapped)) {
        const named = e.children.filter((c) => localName(c.name) === itemName(array, components, xmlName));
        for (const c of named) used.add(c);
        if (named.length > 0) out[name] = named.map((c) => read(c, array.items ?? {}));
        continue;
      }
      const named = e.children.filter((c) => localName(c.name) === xmlName);
      if (named.length > 1) errors.push(`<${xmlName}> appears ${named.length} times in <${e.name}>`);
      const [child] = named;
      if (!child) continue;
      used.add(child);
      out[name] = read(child, given);
    }
    for (const c of e.children) if (!used.has(c)) out[localName(c.name)] = c.children.length > 0 ? {} : c.text;
    return out;
  };

  return { value: read(root, schema), errors };
}

// ---------------------------------------------------------------- writing

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** `value` as an XML body of `schema` (a media type's schema), for a request. */
export function toXml(value: unknown, schema: Schema, components: Components): string {
  const root = rootName(schema);
  if (!root) throw new Error("the schema names no root element");

  const pick = (v: unknown, given: Schema): Schema => {
    const options = alternatives(resolve(given, components), components);
    const fits = (o: Schema) =>
      Array.isArray(v) ? isArray(o) : typeof v === "object" && v !== null ? isObject(o) : !isArray(o) && !isObject(o);
    return options.find(fits) ?? options[0] ?? given;
  };

  const element = (name: string, v: unknown, given: Schema): string => {
    if (v === null) return `<${name} xsi:nil="true"/>`;
    return `<${name}>${content(v, pick(v, given), name)}</${name}>`;
  };

  const itemsOf = (list: unknown[], array: Schema, fallback: string) => {
    const name = itemName(array, components, fallback);
    return list.map((item) => element(name, item, array.items ?? {})).join("");
  };

  const content = (v: unknown, s: Schema, name: string): string => {
    if (Array.isArray(v)) return itemsOf(v, s, name);
    if (typeof v !== "object" || v === null) return escapeText(String(v));
    let out = "";
    for (const [key, member] of Object.entries(v)) {
      const given = s.properties?.[key];
      if (!given) throw new Error(`the document names no property ${key} of <${name}>`);
      const p = resolve(given, components);
      const xmlName = given.xml?.name ?? p.xml?.name ?? key;
      const array = Array.isArray(member) ? pick(member, given) : undefined;
      if (array && !(given.xml?.wrapped || p.xml?.wrapped || array.xml?.wrapped)) {
        out += itemsOf(member as unknown[], array, xmlName);
      } else {
        out += element(xmlName, member, given);
      }
    }
    return out;
  };

  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns:xsi="${XSI}">${content(value, pick(value, schema), root)}</${root}>`;
}
