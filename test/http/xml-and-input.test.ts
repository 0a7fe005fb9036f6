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
