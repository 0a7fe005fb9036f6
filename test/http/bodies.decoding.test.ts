/**
 * How a request body's bytes become text and its text a document, end to end:
 * Content-Encoding (gzip, identity, nothing else), the charset parameter
 * (UTF-8 for JSON; UTF-8, UTF-16 or ISO-8859-1 for XML), one root element in XML, and an XML depth limit that markup
 * inside attribute values, comments, CDATA and processing instructions cannot fool.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Problem } from "../../src/http/problems";
import { parseXml } from "../../src/http/xml";
import { BASE, call, json, KEYS, problem } from "../helpers";

const COMMENTS = "/api/v1/ad/orders/5002/comments";
const APPROVALS = "/api/v1/music/releases/7001/approvals";
const MIB = 1024 * 1024;

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Sends bytes with exactly the headers given. */
function post(path: string, body: BodyInit, headers: Record<string, string>, key: string = KEYS.northwind) {
  return SELF.fetch(new Request(`${BASE}${path}`, { method: "POST", headers: { "X-API-Key": key, ...headers }, body }));
}

/** gzip of the given chunks, streamed (a large one is never held uncompressed). */
async function gzip(...chunks: Uint8Array[]): Promise<Uint8Array> {
  let next = 0;
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return new Uint8Array(await new Response(source.pipeThrough(new CompressionStream("gzip"))).arrayBuffer());
}

const countComments = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM comments").first<{ n: number }>())?.n ?? 0;

function refusedByParser(text: string, message: RegExp) {
  try {
    parseXml(text);
    expect.unreachable();
  } catch (error) {
    expect(error).toBeInstanceOf(Problem);
    expect((error as Problem).status).toBe(400);
    expect((error as Problem).detail).toMatch(message);
  }
}

describe("one root element", () => {
  it.each([
    "<Comment><CommentPosterText>a</CommentPosterText></Comment><Comment/>",
    "<Comment/><Comment/>",
    "<Comment><CommentPosterText>a</CommentPosterText></Comment><Comment><CommentPosterText>b</CommentPosterText></Comment>",
    "<Comment><CommentPosterText>a</CommentPosterText></Comment><!-- between --><Comment/>",
    '<?xml version="1.0"?><Comment/>\n<Other a="1"/>',
  ])("refuses %s with a 400 naming the second root", async (raw) => {
    const before = await countComments();
    const body = await problem(await call(COMMENTS, { method: "POST", body: raw }), 400);
    expect(body.detail).toMatch(/more than one root element/);
    expect(await countComments()).toBe(before);
  });

  it.each([
    ["<Comment><CommentPosterText>a</CommentPosterText></Comment>junk", /text after the root/],
    ["junk<Comment/>", /text before the root/],
    ["<Comment/><![CDATA[x]]>", /CDATA/],
    ["", /no root element/],
    ["<!-- only a comment -->", /no root element/],
  ])("refuses %s with a 400", (raw, message) => {
    refusedByParser(raw, message);
  });

  it("takes comments, processing instructions and white space around the one root", async () => {
    const res = await call(COMMENTS, {
      method: "POST",
      body: '<?xml version="1.0" encoding="UTF-8"?>\n<!-- before --><?app hint?>\n<Comment><CommentPosterText>one root</CommentPosterText></Comment>\n<!-- after --><?app done?>\n',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).CommentPosterText).toBe("one root");
  });
});

describe("XML depth", () => {
  const nest = (n: number, open: string, close = "</a>") => `${open.repeat(n)}x${close.repeat(n)}`;

  it("takes 32 levels and refuses 33", () => {
    expect(parseXml(nest(32, "<a>")).root).toBe("a");
    refusedByParser(nest(33, "<a>"), /deeper than 32/);
  });

  it.each([
    ['"/>" in a double-quoted attribute value', '<a b="/>">'],
    ["'/>' in a single-quoted attribute value", "<a b='/>'>"],
    ['">" and "/" in attribute values', '<a b="x>" c="/" d=\'>/\'>'],
    ["attribute values ending in /", '<a b="/" c="/">'],
  ])("counts elements with %s", (_, open) => {
    expect(parseXml(nest(32, open)).root).toBe("a");
    refusedByParser(nest(33, open), /deeper than 32/);
    refusedByParser(nest(200, open), /deeper than 32/);
  });

  it("counts self-closing elements as no level, with or without attributes", () => {
    const leaves = '<b/><c d="1"/><e f=">"/>';
    expect(parseXml(`${"<a>".repeat(32)}${leaves}${"</a>".repeat(32)}`).root).toBe("a");
  });

  it.each([
    ["a comment", (s: string) => `<!--${s}-->`],
    ["a CDATA section", (s: string) => `<![CDATA[${s}]]>`],
    ["a processing instruction", (s: string) => `<?app ${s}?>`],
  ])("does not count tags inside %s", (_, wrap) => {
    const inside = `${"<a>".repeat(40)}${'<a b="/>">'.repeat(40)}`;
    expect(parseXml(`<r>${wrap(inside)}</r>`).root).toBe("r");
    // …and markup in one cannot hide real nesting either.
    refusedByParser(`<r>${wrap("</a></a></a>")}${nest(40, "<a>")}</r>`, /deeper than 32/);
  });

  it("refuses deep nesting hidden behind attribute values through the whole worker", async () => {
    const raw = `<Comment><CommentPosterText>x</CommentPosterText>${nest(100, '<N v="/>">')}</Comment>`;
    const body = await problem(await call(COMMENTS, { method: "POST", body: raw }), 400);
    expect(body.detail).toMatch(/deeper than 32/);
  });

  it.each([
    ['<a b="unclosed>x</a>', /tag is not closed/],
    ["<a><!-- unclosed </a>", /comment is not closed/],
    ["<a><![CDATA[ unclosed </a>", /CDATA section is not closed/],
    ["<a><?pi unclosed </a>", /processing instruction is not closed/],
    ["</a><a/>", /end tag without its start tag/],
  ])("refuses unterminated markup %s", (raw, message) => {
    refusedByParser(raw, message);
  });

  it("checks a large flat document quickly", () => {
    const items = "<Item a=\"1/>\" b='>'>text &amp; more<!-- c --></Item>".repeat(15000);
    const text = `<Items>${items}</Items>`;
    expect(text.length).toBeGreaterThan(700_000);
    const started = performance.now();
    parseXml(text);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("Content-Encoding", () => {
  it.each(["gzip", "GZIP", "x-gzip", "identity, gzip", " gzip "])("decompresses a body sent as %s", async (coding) => {
    const text = `gzip ok ${coding} Grüße 😀`;
    const res = await post(COMMENTS, await gzip(utf8(JSON.stringify({ CommentPosterText: text }))), {
      "Content-Type": "application/json",
      "Content-Encoding": coding,
    });
    expect(res.status).toBe(201);
    expect((await json(res)).CommentPosterText).toBe(text);
  });

  it("decompresses an XML body", async () => {
    const res = await post(
      APPROVALS,
      await gzip(utf8("<Approval><CommentPosterText>gzip xml</CommentPosterText></Approval>")),
      { "Content-Type": "application/xml; charset=utf-8", "Content-Encoding": "gzip" },
      KEYS.blueharbor,
    );
    expect(res.status).toBe(201);
    expect((await json(res)).CommentPosterText).toBe("gzip xml");
  });

  it.each(["identity", "Identity", ""])("reads a body sent with Content-Encoding %j as it is", async (coding) => {
    const res = await post(COMMENTS, JSON.stringify({ CommentPosterText: "plain" }), {
      "Content-Type": "application/json",
      "Content-Encoding": coding,
    });
    expect(res.status).toBe(201);
  });

  it.each(["br", "deflate", "compress", "zstd", "gzip, br", "gzip, gzip", "bogus"])(
    "refuses Content-Encoding %s with a 415 naming what is supported",
    async (coding) => {
      const before = await countComments();
      const res = await post(COMMENTS, JSON.stringify({ CommentPosterText: "x" }), {
        "Content-Type": "application/json",
        "Content-Encoding": coding,
      });
      const body = await problem(res, 415);
      expect(body.detail).toContain("gzip");
      expect(body.detail).toContain("identity");
      expect(await countComments()).toBe(before);
    },
  );

  it("reads a body that decompresses to exactly 1 MiB and refuses one byte more with a 413", async () => {
    const frame = '{"CommentPosterText":""}';
    const ofSize = (bytes: number) => utf8(`{"CommentPosterText":"${"x".repeat(bytes - frame.length)}"}`);
    const atLimit = await post(COMMENTS, await gzip(ofSize(MIB)), {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
    });
    expect((await problem(atLimit, 422)).errors?.[0]).toMatchObject({ field: "CommentPosterText", code: "too_long" });
    const over = await post(COMMENTS, await gzip(ofSize(MIB + 1)), {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
    });
    const body = await problem(over, 413);
    expect(body.detail).toContain(String(MIB));
    expect(body.detail).toContain("decompressed");
  });

  it("stops decompressing a gzip bomb once it passes 1 MiB (413)", async () => {
    const zeros = new Uint8Array(MIB);
    const bomb = await gzip(...Array.from({ length: 64 }, () => zeros));
    expect(bomb.byteLength).toBeLessThan(MIB / 8);
    const res = await post(COMMENTS, bomb, { "Content-Type": "application/xml", "Content-Encoding": "gzip" });
    expect((await problem(res, 413)).detail).toContain("decompressed");
  });

  it("refuses a compressed body over 1 MiB as sent with a 413, declared or streamed", async () => {
    const noise = new Uint8Array(MIB + 4096);
    for (let i = 0; i < noise.byteLength; i += 65536) crypto.getRandomValues(noise.subarray(i, i + 65536));
    const headers = { "Content-Type": "application/json", "Content-Encoding": "gzip" };
    await problem(await post(COMMENTS, noise, headers), 413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(noise);
        controller.close();
      },
    });
    await problem(await post(COMMENTS, streamed, headers), 413);
  });

  it.each([
    ["plain text", async () => utf8('{"CommentPosterText":"not compressed"}')],
    ["a truncated stream", async () => (await gzip(utf8('{"CommentPosterText":"cut short"}'))).subarray(0, 20)],
  ])("refuses %s sent as gzip with a 400", async (_, bytes) => {
    const res = await post(COMMENTS, await bytes(), {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
    });
    expect((await problem(res, 400)).detail).toMatch(/gzip/);
  });

  it("checks the decompressed bytes are UTF-8", async () => {
    const bytes = new Uint8Array([...utf8('{"CommentPosterText":"'), 0xff, 0xfe, ...utf8('"}')]);
    const res = await post(COMMENTS, await gzip(bytes), {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
    });
    expect((await problem(res, 400)).detail).toContain("UTF-8");
  });

  it("keeps the body for Idempotency-Key: the same compressed request again is a replay", async () => {
    const compressed = await gzip(utf8(JSON.stringify({ CommentPosterText: "once only" })));
    const headers = {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
      "Idempotency-Key": `gzip-${crypto.randomUUID()}`,
    };
    const first = await post(COMMENTS, compressed, headers);
    expect(first.status).toBe(201);
    const created = await json(first);
    const again = await post(COMMENTS, compressed, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await json(again)).CommentID).toBe(created.CommentID);
  });
});

describe("charset", () => {
  it.each([
    "application/json; charset=utf-8",
    "application/json; charset=UTF-8",
    'application/json; charset="utf-8"',
    "application/json;charset=Utf-8",
    "application/json",
  ])("accepts %s", async (contentType) => {
    const res = await post(COMMENTS, JSON.stringify({ CommentPosterText: "café" }), { "Content-Type": contentType });
    expect(res.status).toBe(201);
    expect((await json(res)).CommentPosterText).toBe("café");
  });

  it.each([
    "application/json; charset=utf-7",
    "application/xml; charset=UTF-7",
    'application/json; charset="utf-16"',
    "application/json; charset=iso-8859-1",
    "application/json; charset=us-ascii",
    "application/json; charset=",
    "application/json; charset=utf-8; charset=utf-7",
  ])("refuses %s with a 415 asking for UTF-8, and stores nothing", async (contentType) => {
    const before = await countComments();
    const raw = contentType.includes("json")
      ? JSON.stringify({ CommentPosterText: "+AGEAYgBj-" })
      : "<Comment><CommentPosterText>+AGEAYgBj-</CommentPosterText></Comment>";
    const body = await problem(await post(COMMENTS, raw, { "Content-Type": contentType }), 415);
    expect(body.detail).toContain("UTF-8");
    expect(await countComments()).toBe(before);
  });
});

/** UTF-16 bytes with a byte order mark, little- or big-endian. */
function utf16(text: string, order: "le" | "be"): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(order === "le" ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const [hi, lo] = [unit >> 8, unit & 0xff];
    bytes.set(order === "le" ? [lo, hi] : [hi, lo], 2 + i * 2);
  }
  return bytes;
}

/** ISO-8859-1 bytes: each code point (all below 256 here) one byte. */
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe("XML in a declared charset (contract section 12)", () => {
  const comment = (declaration: string) =>
    `${declaration}<Comment><CommentPosterText>Café Ümlaut ñ</CommentPosterText></Comment>`;
  it.each([
    ["charset=utf-16, little-endian with its BOM", utf16(comment(""), "le"), "application/xml; charset=utf-16"],
    ["charset=UTF-16, big-endian with its BOM", utf16(comment(""), "be"), "text/xml; charset=UTF-16"],
    [
      "a BOM and the declaration's encoding=UTF-16, no charset",
      utf16(comment('<?xml version="1.0" encoding="UTF-16"?>'), "le"),
      "application/xml",
    ],
    ["charset=iso-8859-1", latin1(comment("")), "application/xml; charset=iso-8859-1"],
    [
      "the declaration's encoding=ISO-8859-1, no charset",
      latin1(comment('<?xml version="1.0" encoding="ISO-8859-1"?>')),
      "application/xml",
    ],
    [
      "encoding=utf-16 declared in UTF-8 bytes without a BOM (.NET's XML written to a string)",
      utf8(comment('<?xml version="1.0" encoding="utf-16"?>')),
      "application/xml",
    ],
  ])("decodes %s", async (_name, body, contentType) => {
    const res = await post(COMMENTS, body, { "Content-Type": contentType, Accept: "application/json" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await json(res)).CommentPosterText).toBe("Café Ümlaut ñ");
  });

  it("refuses UTF-16 without its byte order mark with a 400, and stores nothing", async () => {
    const before = await countComments();
    const body = utf16(comment(""), "le").subarray(2);
    expect(
      (await problem(await post(COMMENTS, body, { "Content-Type": "application/xml; charset=utf-16" }), 400)).detail,
    ).toContain("byte order mark");
    expect(await countComments()).toBe(before);
  });

  it("refuses a declaration naming a charset it does not take with a 415", async () => {
    const body = utf8(comment('<?xml version="1.0" encoding="Shift_JIS"?>'));
    expect((await problem(await post(COMMENTS, body, { "Content-Type": "application/xml" }), 415)).detail).toContain(
      "Shift_JIS",
    );
  });

  it("refuses UTF-16 JSON with a 415: JSON is UTF-8", async () => {
    const body = utf16(JSON.stringify({ CommentPosterText: "x" }), "le");
    await problem(await post(COMMENTS, body, { "Content-Type": "application/json; charset=utf-16" }), 415);
  });
});
