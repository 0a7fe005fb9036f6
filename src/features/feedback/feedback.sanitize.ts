/**
 * "Basic HTML tags are accepted" (SPEC.md 2): the text of a comment or an
 * approval keeps `b strong i em u br p ul ol li` and `a` (with an http, https
 * or mailto `href` only); every other tag and attribute is removed, the content
 * of script-like elements with it, and comments too. The Workers runtime's
 * HTMLRewriter (lol-html) tokenizes the text; the answer is rebuilt from its
 * events only, so nothing it did not recognise (a stray end tag, a DOCTYPE)
 * reaches the output, and text is re-escaped so that removing a tag can never
 * join two pieces of text into a new tag.
 *
 * Whether an element has an end tag is the parser's call, not only a list of
 * tag names: an HTML void element (`<br>`, `<img>`) has none, and neither has a
 * self-closing element in foreign content (`<svg/>`, `<svg><path/></svg>`,
 * `<math><mi/></math>`), whereas a trailing slash on any other HTML element
 * is ignored (`<b/>` is an open `<b>`). HTMLRewriter answers that question only
 * by `onEndTag` throwing ("No end tag"): this runtime has no `canHaveContent`
 * or `selfClosing` on an element. Such an element is never put on the stack of
 * open elements, so a self-closing `<svg/>` does not drop the text after it.
 * (HTMLRewriter stays in the SVG namespace after a self-closing `<svg/>`, so
 * that in `<svg/><a/>x` it takes `<a/>` for a self-closing SVG `a`, where a
 * browser sees an HTML `<a>`: which elements are dropped, with their content,
 * is decided here by tag name and the stack, not by namespace.)
 *
 * HTMLRewriter also refuses to go on where it cannot tell whether what follows
 * is markup or text: a text-only element (`<style>`, `<title>`, `<script>`,
 * `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<noscript>`,
 * `<plaintext>`, `<textarea>`) inside a `<select>` or after a `<frameset>`
 * ("text content tag … ambiguous"). Where it stops, so does the text: what
 * came before stands as sanitized, the rest is removed with a warning (it is
 * inside a dropped `<select>`, or after a `<frameset>`, where a browser shows
 * nothing either), never a 500 and never a guess.
 */

export const KEPT_TAGS = ["b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "a"] as const;
const KEPT = new Set<string>(KEPT_TAGS);

/** Elements removed together with their content. */
const DROPPED = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "svg",
  "math",
  "head",
  "select",
]);

/**
 * HTML's void elements: never any content, not even where HTMLRewriter takes
 * one for SVG (after `<svg/>`, see above) and would wait for its end tag.
 */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/** An open start tag implies the end of these open elements (`<p>a<p>b`, `<li>a<li>b`). */
const CLOSES: Record<string, string> = { p: "p", ul: "p", ol: "p", li: "li" };

const HREF_SCHEMES = new Set(["http:", "https:", "mailto:"]);

export interface SanitizedHtml {
  html: string;
  /** What was removed, e.g. `<script>`, `onclick`, `href`, `comments`; empty when nothing was. */
  removed: string[];
}

const escapeText = (text: string) => text.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', "&quot;");

/**
 * Whether an href may stay. The value is as written (entities not decoded), so
 * an entity anywhere before the scheme's colon makes it unparseable and it goes.
 */
function allowedHref(value: string): boolean {
  try {
    return HREF_SCHEMES.has(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/**
 * Calls `handler` at the element's end tag and answers true, or answers false
 * when the element has none (void, or self-closing in SVG or MathML), in which
 * case HTMLRewriter refuses the handler.
 */
function onEndTag(element: Element, handler: () => void): boolean {
  try {
    element.onEndTag(handler);
    return true;
  } catch {
    return false;
  }
}

/** What the warning says when the parser stopped (see the header). */
const AFTER_BAILOUT = "the text after a text-only element inside <select> or after <frameset>";

/**
 * Whether HTMLRewriter stopped parsing the input ("Parser error: …"), as it
 * does on an ambiguous text-only element; any other error is a fault of ours.
 */
const isParserBailout = (error: unknown) => error instanceof TypeError && error.message.startsWith("Parser error");

interface Open {
  tag: string;
  kind: "kept" | "unwrapped" | "dropped";
}

export async function sanitizeHtml(input: string): Promise<SanitizedHtml> {
  const out: string[] = [];
  const removed = new Set<string>();
  const stack: Open[] = [];
  let dropping = 0;

  const close = (open: Open) => {
    const at = stack.lastIndexOf(open);
    if (at === -1) return;
    for (const inner of stack.splice(at).reverse()) {
      if (inner.kind === "kept") out.push(`</${inner.tag}>`);
      if (inner.kind === "dropped") dropping--;
    }
  };

  const rewriter = new HTMLRewriter()
    .on("*", {
      element(element) {
        const tag = element.tagName.toLowerCase();
        element.removeAndKeepContent();
        const kind = DROPPED.has(tag) ? "dropped" : KEPT.has(tag) && dropping === 0 ? "kept" : "unwrapped";
        if (kind === "kept") {
          // The innermost kept element, through unwrapped ones (`<p><span><ul>`).
          const top = [...stack].reverse().find((open) => open.kind === "kept");
          if (top && CLOSES[tag] === top.tag) close(top);
          let attributes = "";
          for (const [name = "", value = ""] of element.attributes) {
            if (tag === "a" && name === "href" && allowedHref(value)) attributes += ` href="${escapeAttribute(value)}"`;
            else removed.add(name);
          }
          out.push(`<${tag}${attributes}>`);
        } else if (dropping === 0) {
          removed.add(`<${tag}>`);
        }
        const open: Open = { tag, kind };
        if (VOID.has(tag)) return;
        if (!onEndTag(element, () => close(open))) {
          // A kept tag (not void) without an end tag was written self-closing
          // where the parser takes it for SVG (see above): closed at once,
          // never left open.
          if (kind === "kept") out.push(`</${tag}>`);
          return;
        }
        stack.push(open);
        if (kind === "dropped") dropping++;
      },
    })
    .onDocument({
      text(text) {
        text.remove();
        if (dropping === 0) out.push(escapeText(text.text));
      },
      comments(comment) {
        comment.remove();
        if (dropping === 0) removed.add("comments");
      },
    });

  // Everything recognised was removed from the stream; what is left over is
  // markup HTMLRewriter passes through untouched (a stray end tag, a DOCTYPE).
  try {
    const leftover = await rewriter.transform(new Response(input)).text();
    if (leftover !== "") removed.add("stray end tags or DOCTYPE");
  } catch (error) {
    if (!isParserBailout(error)) throw error;
    removed.add(AFTER_BAILOUT);
  }
  if (stack[0]) close(stack[0]);
  return { html: out.join("").trim(), removed: [...removed] };
}
