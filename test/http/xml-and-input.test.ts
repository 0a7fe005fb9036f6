import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Problem } from "../../src/http/problems";
import { maxCodePoints, optionalText, parseBody, requiredText, shapeInput } from "../../src/http/validation";
import { parseXml, singular, toXml } from "../../src/http/xml";

const HouseID = v.object({
  HouseID: requiredText(25),
  Organizations: v.optional(v.array(v.string())),
  Count: v.optional(v.number()),
});

describe("XML parsing", () => {
  it("parses a root and keeps values as text", () => {
    const { root, value } = parseXml(
      "<?xml version='1.0'?><HouseIDData><HouseID> H-1 </HouseID><Organizations><Organization>200</Organization></Organizations></HouseIDData>",
    );
    expect(root).toBe("HouseIDData");
    expect(value).toEqual({ HouseID: "H-1", Organizations: { Organization: "200" } });
  });

  it.each([
    ['<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>', /DOCTYPE/],
    ['<!ENTITY a "b"><x/>', /DOCTYPE or entity/],
    ["<x><y></x>", /not well-formed/],
    ["<a/><b/>", /not well-formed|exactly one root/],
    [`${"<a>".repeat(40)}${"</a>".repeat(40)}`, /deeper/],
  ])("refuses %s with a 400", (text, message) => {
    try {
      parseXml(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Problem);
      expect((error as Problem).status).toBe(400);
      expect((error as Problem).detail).toMatch(message);
    }
  });

  it("decodes character references exactly once and never expands declared entities", () => {
    const { value } = parseXml("<x><A>A &amp; B &lt;c&gt;</A><B>&amp;lt;</B><C>&#38;&#x41;</C></x>");
    expect(value).toEqual({ A: "A & B <c>", B: "&lt;", C: "&A" });
  });

  it("decodes XML's five entities and every character reference to a character XML allows", () => {
    const { value } = parseXml(
      "<x a='&quot;&#x41;'><A>&quot;&apos;&gt;&lt;&amp;</A>" +
        "<B>[&#9;&#xA;&#13;&#32;&#xD7FF;&#xE000;&#xFFFD;&#x10000;&#1114111;&#0000065;&#x00a0;]</B><C>" +
        "<![CDATA[&nbsp;&xxe;&]]></C><!-- &nbsp; & --></x>",
    );
    expect(value).toEqual({
      A: "\"'><&",
      B: "[\t\n\r \uD7FF\uE000\uFFFD\u{10000}\u{10FFFF}A\u00A0]",
      C: "&nbsp;&xxe;&",
    });
  });

  it.each([
    ["<Order><Advertiser>&xxe;</Advertiser></Order>", "&xxe; is not an XML entity"],
    ["<Order><Advertiser>Caf&eacute; &nbsp;</Advertiser></Order>", "&eacute; is not an XML entity"],
    ["<x>a&nbsp;b</x>", "&nbsp; is not an XML entity (XML has &amp; &lt; &gt; &quot; &apos; and character references"],
    ["<x>&#x110000;</x>", "&#x110000; refers to a character XML 1.0 cannot carry"],
    ["<x>&#1114112;</x>", "&#1114112; refers to a character XML 1.0 cannot carry"],
    [`<x>&#${"9".repeat(400)};</x>`, "&#99999999999999999999… refers to a character XML 1.0 cannot carry"],
    ["<x>&#0;</x>", "&#0; refers to a character"],
    ["<x>&#x1B;</x>", "&#x1B; refers to a character"],
    ["<x>&#xD800;</x>", "&#xD800; refers to a character"],
    ["<x>&#xFFFE;</x>", "&#xFFFE; refers to a character"],
    ["<x>&#X41;</x>", "&#X41; is not a character reference"],
    ["<x>&#x;</x>", "&#x; is not a character reference"],
    ["<x>&#12a;</x>", "&#12a; is not a character reference"],
    ["<x>AT&T</x>", "a & that starts no reference (write it as &amp;) (line 1, column 6)"],
    ["<x>a & b;</x>", "a & that starts no reference"],
    ["<x>&amp</x>", "a & that starts no reference"],
    ["<x>&;</x>", "a & that starts no reference"],
    ["<x>&amp;\n<y>&lt</y>;</x>", "a & that starts no reference (write it as &amp;) (line 2, column 4)"],
    ["<x a='&nbsp;'/>", "&nbsp; is not an XML entity"],
    ['<x><y a="&b">c;</y></x>', "a & that starts no reference"],
  ])("refuses %s with a 400: not well-formed", (text, detail) => {
    try {
      parseXml(text);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Problem);
      expect((error as Problem).status).toBe(400);
      expect((error as Problem).detail).toContain(`The XML body is not well-formed: ${detail}`);
    }
  });

  it("writes lists with singular children and escapes text", () => {
    const xml = toXml("Order", {
      Title: "A & B <c>",
      Files: [{ FileID: 1 }],
      Empty: [],
      PublishedAt: null,
      Brand: "",
      Ok: true,
    });
    expect(xml).toContain("<Title>A &amp; B &lt;c&gt;</Title>");
    expect(xml).toContain("<Files><File><FileID>1</FileID></File></Files>");
    // A null is xsi:nil, the namespace declared on the root; an empty string stays an empty element.
    expect(xml).toContain('<Order xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">');
    expect(xml).toContain('<PublishedAt xsi:nil="true"/>');
    expect(xml).toContain("<Brand/>");
    expect(xml).toContain("<Ok>true</Ok>");
    expect(toXml("Order", { Title: "x" })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Order><Title>x</Title></Order>',
    );
    expect(singular("Statuses")).toBe("Status");
    expect(singular("Entries")).toBe("Entry");
  });
});

describe("input shaping", () => {
  it("matches JSON property names case-insensitively and ignores unknown ones", () => {
    expect(shapeInput(HouseID, { houseid: "X", organizations: ["200"], extra: 1 })).toEqual({
      HouseID: "X",
      Organizations: ["200"],
    });
  });

  it("turns an XML list with one child into an array, and numeric text into numbers", () => {
    expect(shapeInput(HouseID, { HouseID: "X", Organizations: { Organization: "200" }, Count: "3" })).toEqual({
      HouseID: "X",
      Organizations: ["200"],
      Count: 3,
    });
    expect(shapeInput(HouseID, { Organizations: { Organization: ["1", "2"] } })).toEqual({ Organizations: ["1", "2"] });
    expect(shapeInput(HouseID, { Organizations: "" })).toEqual({ Organizations: [] });
  });

  it("reads numbers and booleans as XSD 1.0 spells them: a leading +, 1 and 0", () => {
    const Flags = v.object({ Count: v.number(), On: v.boolean(), Off: v.boolean() });
    expect(shapeInput(Flags, { Count: "+30", On: "1", Off: "0" })).toEqual({ Count: 30, On: true, Off: false });
    expect(shapeInput(Flags, { Count: "-.5", On: " true ", Off: "false" })).toEqual({
      Count: -0.5,
      On: true,
      Off: false,
    });
    expect(shapeInput(Flags, { Count: "007", On: true, Off: false })).toEqual({ Count: 7, On: true, Off: false });
    // What XSD does not spell so stays text, for the schema to refuse.
    for (const [count, flag] of [
      ["3e1", "yes"],
      ["+-3", "TRUE"],
      ["0x1E", "01"],
      ["", "toString"],
    ]) {
      expect(shapeInput(Flags, { Count: count, On: flag })).toEqual({ Count: count, On: flag });
    }
  });

  it("counts lengths in code points after trimming and reports every field at once", () => {
    expect(parseBody(HouseID, { HouseID: `  ${"😀".repeat(25)}  ` }).HouseID).toBe("😀".repeat(25));
    try {
      parseBody(HouseID, { HouseID: "x".repeat(26), Organizations: "nope" });
      expect.unreachable();
    } catch (error) {
      const p = error as Problem;
      expect(p.status).toBe(422);
      expect(p.errors).toEqual([
        { field: "HouseID", code: "too_long", message: "must be at most 25 characters" },
        expect.objectContaining({ field: "Organizations", code: "invalid_type" }),
      ]);
    }
  });

  it("treats an empty required value like a missing one, and an empty optional one as absent", () => {
    for (const body of [{}, { HouseID: "   " }]) {
      try {
        parseBody(HouseID, body);
        expect.unreachable();
      } catch (error) {
        expect((error as Problem).errors?.[0]).toMatchObject({ field: "HouseID", code: "required" });
      }
    }
    expect(v.parse(v.object({ Brand: optionalText(5) }), { Brand: "  " })).toEqual({ Brand: undefined });
    expect(v.safeParse(v.pipe(v.string(), maxCodePoints(2)), "abc").success).toBe(false);
  });
});
