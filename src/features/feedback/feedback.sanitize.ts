/**
 * "Basic HTML tags are accepted" (SPEC.md 2): the text of a comment or an
 * approval keeps `b strong i em u br p ul ol li` and `a` (with an http, https
 * or mailto `href` only); every other tag and attribute is removed, the content
 * of script-like elements with it, and comments too. The Workers runtime's
 * HTMLRewriter (lol-html) tokenizes the text; the answer is rebuilt from its
 * events only, so nothing it did not recognise (a stray end tag, a DOCTYPE)
 * reaches the output, and text is re-escaped so that removing a tag can never
 * join two pieces of text into a new tag.
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

/** Elements without an end tag (asking for one is an error in HTMLRewriter). */
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
          const top = stack.at(-1);
          if (top?.kind === "kept" && CLOSES[tag] === top.tag) close(top);
          let attributes = "";
          for (const [name = "", value = ""] of element.attributes) {
            if (tag === "a" && name === "href" && allowedHref(value)) attributes += ` href="${escapeAttribute(value)}"`;
            else removed.add(name);
          }
          out.push(`<${tag}${attributes}>`);
        } else if (dropping === 0) {
          removed.add(`<${tag}>`);
        }
        if (VOID.has(tag)) return;
        const open: Open = { tag, kind };
        stack.push(open);
        if (kind === "dropped") dropping++;
        element.onEndTag(() => close(open));
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
  const leftover = await rewriter.transform(new Response(input)).text();
  if (leftover !== "") removed.add("stray end tags or DOCTYPE");
  if (stack[0]) close(stack[0]);
  return { html: out.join("").trim(), removed: [...removed] };
}
