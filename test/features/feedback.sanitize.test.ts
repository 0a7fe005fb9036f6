/**
 * The sanitizer of comment and approval text (contract section 5): SVG and
 * MathML, self-closing tags in foreign content among them, answer 201 over
 * HTTP (they used to throw "Parser error: No end tag" from HTMLRewriter, a
 * 500); and, property-based (fast-check), `sanitizeHtml` never throws on any
 * mix of markup and never lets out a tag, an attribute or an href that is not
 * kept. A text-only element inside `<select>` or after `<frameset>` (HTMLRewriter:
 * "text content tag … ambiguous", a 500 before) answers 201 with what came before.
 * Runs are bounded (NUM_RUNS); a failure prints fast-check's seed and path.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEPT_TAGS, sanitizeHtml } from "../../src/features/feedback/feedback.sanitize";
import { call, json, KEYS } from "../helpers";

const NUM_RUNS = 200;

const ROUTES = [
  { path: "/api/v1/ad/orders/5002/comments", key: KEYS.northwind },
  { path: "/api/v1/ad/orders/5002/approvals", key: KEYS.northwind },
  { path: "/api/v1/music/releases/7001/comments", key: KEYS.blueharbor },
] as const;

interface CommentResult {
  CommentID: number;
  CommentPosterText: string;
  Warnings: { Code: string; Message: string; Field: string }[];
}

const storedText = async (id: number) =>
  (await env.DB.prepare("SELECT text FROM comments WHERE id = ?").bind(id).first<{ text: string }>())?.text;

describe.each(ROUTES)("SVG and MathML in CommentPosterText, $path", ({ path, key }) => {
  it.each([
    ["<svg/>x", "x"],
    ["<svg />x", "x"],
    ["<svg><path/></svg>x", "x"],
    ['a<svg viewBox="0 0 1 1"><path d="M0 0"/><circle r="1"/></svg>b', "ab"],
    ["<math><mi/></math>x", "x"],
    ["<math><mi>secret</mi><mo/></math>x <b>y</b>", "x <b>y</b>"],
    ["<svg><foreignObject><b/>in</foreignObject></svg>x", "x"],
    ["<p><svg/>one</p><math/>two", "<p>one</p>two"],
  ])("%j answers 201 with %j and an html_removed warning", async (input, expected) => {
    const res = await call(path, { method: "POST", key, body: { CommentPosterText: input } });
    expect(res.status).toBe(201);
    const body = await json<CommentResult>(res);
    expect(body.CommentPosterText).toBe(expected);
    expect(body.Warnings).toEqual([
      { Code: "html_removed", Message: expect.stringMatching(/<svg>|<math>/), Field: "CommentPosterText" },
    ]);
    const stored = await storedText(body.CommentID);
    expect(stored).toBe(expected);
    expect(stored).not.toMatch(/svg|math|path|<mi|secret|in/);
  });

  it("answers 422, not 500, when nothing but SVG or MathML was sent", async () => {
    for (const input of ["<svg><path/></svg>", "<math><mi/></math>", "<svg/>"]) {
      const res = await call(path, { method: "POST", key, body: { CommentPosterText: input } });
      expect(res.status, input).toBe(422);
      const body = await json(res);
      expect(body.errors?.[0]).toMatchObject({ field: "CommentPosterText", code: "required" });
    }
  });
});

/** The text-only elements HTMLRewriter refuses to parse inside a `<select>` or after a `<frameset>` ("ambiguous"). */
const AMBIGUOUS = ["style", "title", "xmp", "iframe", "noembed", "plaintext", "noframes", "noscript"];

describe.each(ROUTES)("a text-only element inside <select> in CommentPosterText, $path", ({ path, key }) => {
  it.each(AMBIGUOUS)("<select><%s> answers 201 with the text before it and a warning, not 500", async (tag) => {
    const input = `Before <b>bold</b> <select><option>o</option><${tag}>x</${tag}></select> after`;
    const res = await call(path, { method: "POST", key, body: { CommentPosterText: input } });
    expect(res.status).toBe(201);
    const body = await json<CommentResult>(res);
    expect(body.CommentPosterText).toBe("Before <b>bold</b>");
    expect(body.Warnings).toEqual([
      {
        Code: "html_removed",
        Message: expect.stringContaining("<select>, the text after a text-only element inside <select>"),
        Field: "CommentPosterText",
      },
    ]);
    expect(await storedText(body.CommentID)).toBe("Before <b>bold</b>");
  });

  it("answers 422, not 500, when nothing comes before it (<select><style>, and after <frameset>)", async () => {
    for (const input of ["<select><style>", "<select><style>x</style></select>y", "<frameset></frameset><title>t"]) {
      const res = await call(path, { method: "POST", key, body: { CommentPosterText: input } });
      expect(res.status, input).toBe(422);
      const body = await json(res);
      expect(body.errors?.[0]).toMatchObject({ field: "CommentPosterText", code: "required" });
    }
  });
});

describe("sanitizeHtml, examples", () => {
  it("stops where HTMLRewriter cannot tell markup from text, keeping what came before", async () => {
    expect(await sanitizeHtml("<i>a</i><select><style>b</style></select>c")).toEqual({
      html: "<i>a</i>",
      removed: ["<select>", "the text after a text-only element inside <select> or after <frameset>"],
    });
    expect((await sanitizeHtml("<p>a<select><title></select><b>c</b>")).html).toBe("<p>a</p>");
    // Elements a <select> may hold, and those that end it, are parsed as ever.
    expect((await sanitizeHtml("a<select><script>b</script><option>c</select>d")).html).toBe("ad");
    expect((await sanitizeHtml("a<select><option>b</option></select>c<style>d</style>e")).html).toBe("ace");
  });

  it("knows self-closing foreign elements have no end tag, and that a slash on an HTML element is ignored", async () => {
    expect(await sanitizeHtml("<svg/>x")).toEqual({ html: "x", removed: ["<svg>"] });
    expect((await sanitizeHtml("<svg><path/><g/></svg>x<math><mi/></math>y")).html).toBe("xy");
    expect((await sanitizeHtml("<b/>x")).html).toBe("<b>x</b>");
    expect((await sanitizeHtml("a<br/>b<img src=x />c")).html).toBe("a<br>bc");
  });

  it("drops what is inside SVG or MathML even where HTML elements break out of it", async () => {
    expect((await sanitizeHtml("<svg><p>in</p>still</svg>out")).html).toBe("out");
    expect((await sanitizeHtml("<math><mtext><b>in</b></mtext></math>out")).html).toBe("out");
    expect((await sanitizeHtml('<svg><a href="https://x.example"/>in</svg>out')).html).toBe("out");
    expect((await sanitizeHtml("<svg><style><b>in</b></style><script>alert(1)</script></svg>out")).html).toBe("out");
  });

  it("keeps what follows a self-closing <svg/> as HTML, closing a kept tag the parser takes for a self-closing one", async () => {
    expect((await sanitizeHtml('<svg/><a href="https://x.example">link</a> after')).html).toBe(
      '<a href="https://x.example">link</a> after',
    );
    expect((await sanitizeHtml("<svg/><a/>x<b>y")).html).toBe("<a></a>x<b>y</b>");
    expect((await sanitizeHtml("<b><svg/><svg/><br>x")).html).toBe("<b><br>x</b>");
    expect((await sanitizeHtml("<svg/><svg/><input>x<frame>y")).html).toBe("xy");
  });

  it("drops everything after an SVG or MathML element left open", async () => {
    expect((await sanitizeHtml("a<svg>b")).html).toBe("a");
    expect((await sanitizeHtml("<b>a<math><mi>b")).html).toBe("<b>a</b>");
  });
});

// ---------------------------------------------------------------------------
// Properties

const KEPT = new Set<string>(KEPT_TAGS);
const SCHEMES = new Set(["http:", "https:", "mailto:"]);

/**
 * The elements and attributes HTMLRewriter finds in `html`, and whether
 * anything else (a comment, a DOCTYPE, a stray end tag, markup it gave up on)
 * was there.
 */
async function parse(html: string) {
  const elements: { tag: string; attributes: [string, string][] }[] = [];
  let other = false;
  const rest = await new HTMLRewriter()
    .on("*", {
      element(element) {
        elements.push({
          tag: element.tagName,
          attributes: [...element.attributes].map(([name = "", value = ""]) => [name, value]),
        });
        element.removeAndKeepContent();
      },
    })
    .onDocument({
      text(text) {
        text.remove();
      },
      comments(comment) {
        other = true;
        comment.remove();
      },
      doctype() {
        other = true;
      },
    })
    .transform(new Response(html))
    .text()
    .catch((error: Error) => {
      if (!error.message.startsWith("Parser error")) throw error;
      return "gave up";
    });
  return { elements, other: other || rest !== "" };
}

const safeHref = (value: string) => {
  try {
    return SCHEMES.has(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};

/**
 * What the sanitizer lets out: kept tags, `href` on `a` only and of a kept
 * scheme (so never `javascript:`), no comment or DOCTYPE, no stray end tag.
 */
async function expectSafe(input: string, html: string) {
  const parsed = await parse(html);
  expect(parsed.other, `${input} -> ${html}`).toBe(false);
  for (const { tag, attributes } of parsed.elements) {
    expect(KEPT.has(tag), `${input} -> ${html}: <${tag}>`).toBe(true);
    for (const [name, value] of attributes) {
      expect(tag === "a" && name === "href" && safeHref(value), `${input} -> ${html}: ${tag} ${name}=${value}`).toBe(
        true,
      );
    }
  }
  // As text (escaped, e.g. what follows a tag closed early) it is only text.
  const values = parsed.elements.flatMap(({ attributes }) => attributes.map(([, value]) => value.toLowerCase()));
  expect(
    values.filter((value) => value.includes("javascript:")),
    `${input} -> ${html}`,
  ).toEqual([]);
}

const FOREIGN = ["svg", "math", "path", "circle", "g", "text", "mi", "mo", "mtext", "annotation-xml", "foreignObject"];
const HTML = ["div", "span", "img", "table", "td", "title", "desc", "textarea", "template", "noscript", "option"];
const DROPPED = ["script", "style", "iframe", "xmp", "plaintext", "noembed", "noframes", "select", "frameset"];
const TAGS = [...KEPT_TAGS, ...FOREIGN, ...HTML, ...DROPPED];

const attributeName = fc.constantFrom("href", "onclick", "style", "xlink:href", "src", "class", "encoding", "d");
const attributeValue = fc.oneof(
  fc.constantFrom(
    "https://example.com/a?b=1&amp;c=2",
    "http://x.example",
    "mailto:a@b.example",
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "&#106;avascript:alert(1)",
    "java&#x09;script:alert(1)",
    "/>",
    "x/>y",
    '"/><script>alert(1)</script>',
    "'/><svg onload=alert(1)>",
    "text/html",
    "&quot;&amp;&lt;",
    "data:text/html,<script>alert(1)</script>",
  ),
  fc.string({ maxLength: 8 }),
);
const attribute = fc
  .tuple(attributeName, attributeValue, fc.constantFrom('"', "'", ""))
  .map(([name, value, quote]) => ` ${name}=${quote}${value}${quote}`);
const startTag = fc
  .tuple(
    fc.constantFrom(...TAGS),
    fc.array(attribute, { maxLength: 3 }),
    fc.constantFrom("", "/", " /", "/ "),
    fc.constantFrom(">", ">", ">", ""),
  )
  .map(([tag, attributes, slash, end]) => `<${tag}${attributes.join("")}${slash}${end}`);
const endTag = fc.constantFrom(...TAGS).map((tag) => `</${tag}>`);
const markup = fc.constantFrom(
  "<!-- c -->",
  "<!--",
  "-->",
  "<![CDATA[<b>x</b>]]>",
  "<!DOCTYPE html>",
  "<",
  ">",
  "</",
  "/>",
  "&amp;",
  "&lt;svg/&gt;",
  "&#60;script&#62;",
  "&",
  '"',
  "'",
  "=",
);
const word = fc.stringMatching(/^[a-z]{1,6}$/);

/** A `<select>` (or `<frameset>`) followed, at once or after options, by a text-only element: HTMLRewriter gives up there. */
const ambiguousParts = fc
  .tuple(
    fc.constantFrom("<select>", "<select multiple>", "<SELECT>", "<frameset>", "<frameset></frameset>"),
    fc.constantFrom("", "<option>", "<option>o</option>", "<optgroup><option>", "x"),
    fc.constantFrom(...AMBIGUOUS),
    fc.constantFrom(">", " a=1>", "/>"),
  )
  // `<noframes>` is at home in a `<frameset>`.
  .filter(([open, , tag]) => !(open.startsWith("<frameset") && tag === "noframes"))
  .map(([open, between, tag, end]) => ({ before: `${open}${between}`, stop: `<${tag}${end}` }));
const ambiguous = ambiguousParts.map(({ before, stop }) => `${before}${stop}`);

/** Arbitrary text mixing foreign and HTML elements, self-closing tags, malformed nesting, unclosed tags and attributes. */
const hostile = fc
  .array(fc.oneof(startTag, startTag, endTag, markup, word, fc.constant(" "), fc.string({ maxLength: 4 }), ambiguous), {
    maxLength: 25,
  })
  .map((parts) => parts.join(""));

/**
 * Text whose words all survive: words in kept and unwrapped HTML elements
 * (closed, or not), around self-closing and closed SVG and MathML, void
 * elements and comments; what is inside SVG and MathML is `SECRET` and goes.
 */
type Piece = string;
const wordPiece = word.map((w): Piece => ` ${w} `);
const foreignPiece = fc.constantFrom<Piece>(
  "<svg/>",
  "<svg />",
  '<svg width="1"/>',
  "<math/>",
  "<svg><path/></svg>",
  '<svg viewBox="0 0 1 1"><path d="M0 0"/><circle r="1"/><g><text>SECRET</text></g></svg>',
  "<math><mi/></math>",
  "<math><mi>SECRET</mi><mo/><mtext>SECRET<b>SECRET</b></mtext></math>",
  "<svg><foreignObject><b/>SECRET</foreignObject></svg>",
  '<svg><a href="https://x.example"/>SECRET</svg>',
  "<svg><style>SECRET</style><script>SECRET</script></svg>",
  "<br/>",
  "<br>",
  '<img src="x" onerror="alert(1)"/>',
  "<!-- SECRET -->",
  "<script>SECRET</script>",
  "<select><option>SECRET</option><script>SECRET</script></select>",
);
const kept: fc.Arbitrary<Piece> = fc.letrec<{ piece: Piece }>((tie) => ({
  piece: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    wordPiece,
    foreignPiece,
    fc
      .tuple(
        fc.constantFrom("b", "strong", "i", "em", "u", "p", "ul", "ol", "li", "a", "span", "div"),
        fc.constantFrom("", ' class="c"', ' href="https://x.example/?a=1&amp;b=2"', ' href="javascript:x"'),
        fc.array(tie("piece"), { maxLength: 4 }),
        fc.boolean(),
      )
      .map(([tag, attributes, inner, closed]) => `<${tag}${attributes}>${inner.join("")}${closed ? `</${tag}>` : ""}`),
  ),
})).piece;

describe("sanitizeHtml, properties", () => {
  it("never throws, and lets out only kept tags, safe hrefs on a, no comment and no javascript:", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostile, hostile, hostile, fc.string({ unit: "binary" })), async (input) => {
        const { html, removed } = await sanitizeHtml(input);
        await expectSafe(input, html);
        // Removed foreign elements are warned about.
        const parsedInput = await parse(input);
        if (parsedInput.elements.some(({ tag }) => !KEPT.has(tag))) expect(removed.length).toBeGreaterThan(0);
      }),
      { numRuns: NUM_RUNS * 2 },
    );
    // 400 inputs take about 2 s alone, more on a machine that is running other suites.
  }, 30_000);

  it("is stable: its output, sanitized again, is the same and removes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (input) => {
        const once = await sanitizeHtml(input);
        const twice = await sanitizeHtml(once.html);
        expect(twice.html, input).toBe(once.html);
        expect(twice.removed, `${input} -> ${once.html}`).toEqual([]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("keeps every word outside SVG, MathML and script-like elements, in order, and none inside", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(kept, { minLength: 1, maxLength: 6 }), async (pieces) => {
        const input = pieces.join("");
        const { html, removed } = await sanitizeHtml(input);
        await expectSafe(input, html);
        expect(html, input).not.toContain("SECRET");
        const words = input
          .replaceAll(/<[^>]*>|SECRET/g, " ")
          .split(" ")
          .filter((w) => w !== "");
        let at = 0;
        for (const w of words) {
          const found = html.indexOf(w, at);
          expect(found, `${w} of ${input} in ${html}`).toBeGreaterThanOrEqual(0);
          at = found + w.length;
        }
        if (/<svg|<math/.test(input)) expect(removed, input).toEqual(expect.arrayContaining([expect.any(String)]));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("where a text-only element follows <select> or <frameset>, keeps what came before as it was and drops the rest", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(kept, { maxLength: 4 }), ambiguousParts, hostile, async (pieces, parts, rest) => {
        const before = `${pieces.join("")}${parts.before}`;
        const input = `${before}${parts.stop}${rest}`;
        const { html, removed } = await sanitizeHtml(input);
        await expectSafe(input, html);
        expect(html, input).toBe((await sanitizeHtml(before)).html);
        expect(removed, input).toContain("the text after a text-only element inside <select> or after <frameset>");
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
