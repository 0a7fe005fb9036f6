/**
 * The shared body handling, end to end through the comment, approval and
 * house ID operations: media types, size, syntax, encoding, XML safety and
 * shaping.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, call, json, KEYS, problem } from "../helpers";

const COMMENTS = "/api/v1/ad/orders/5002/comments";
const APPROVALS = "/api/v1/music/releases/7001/approvals";
const HOUSE_ID = "/api/v1/ad/orders/5002/files/8004/houseid";
const MIB = 1024 * 1024;

/** Sends raw bytes, with exactly the headers given (no Content-Type unless named). */
function send(path: string, body: BodyInit, headers: Record<string, string> = {}, method = "POST") {
  return SELF.fetch(`${BASE}${path}`, { method, headers: { "X-API-Key": KEYS.northwind, ...headers }, body });
}

const countComments = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM comments").first<{ n: number }>())?.n ?? 0;

describe("media types", () => {
  it.each([
    "text/plain",
    "text/plain; charset=utf-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonx",
  ])("refuses a body sent as %s with a 415", async (contentType) => {
    const res = await call(COMMENTS, { method: "POST", body: '{"CommentPosterText":"x"}', contentType });
    const body = await problem(res, 415);
    expect(body.detail).toContain("application/json");
  });

  it("refuses a body without a Content-Type with a 415", async () => {
    const res = await send(COMMENTS, new TextEncoder().encode('{"CommentPosterText":"x"}'));
    await problem(res, 415);
  });

  it("takes no body without a Content-Type as an empty one (then the rules say what is missing)", async () => {
    const body = await problem(await send(COMMENTS, new Uint8Array()), 422);
    expect(body.errors).toEqual([expect.objectContaining({ field: "CommentPosterText", code: "required" })]);
  });

  it.each(["application/json; charset=utf-8", "application/json;charset=UTF-8", "Application/JSON"])(
    "accepts %s",
    async (contentType) => {
      const res = await call(COMMENTS, { method: "POST", body: '{"CommentPosterText":"charset ok"}', contentType });
      expect(res.status).toBe(201);
    },
  );

  it.each(["application/xml; charset=utf-8", 'text/xml; charset="UTF-8"', "text/xml"])(
    "accepts %s",
    async (contentType) => {
      const res = await call(APPROVALS, {
        method: "POST",
        key: KEYS.blueharbor,
        body: "<Approval><CommentPosterText>charset ok</CommentPosterText></Approval>",
        contentType,
      });
      expect(res.status).toBe(201);
    },
  );
});

describe("size", () => {
  const jsonOfSize = (bytes: number) => {
    const frame = '{"CommentPosterText":""}';
    return `{"CommentPosterText":"${"x".repeat(bytes - frame.length)}"}`;
  };

  it("reads a body of exactly 1 MiB (then its text is too long: 422) and refuses one byte more with a 413", async () => {
    const exact = jsonOfSize(MIB);
    expect(new TextEncoder().encode(exact).byteLength).toBe(MIB);
    const atLimit = await problem(
      await call(COMMENTS, { method: "POST", body: exact, contentType: "application/json" }),
      422,
    );
    expect(atLimit.errors?.[0]).toMatchObject({ field: "CommentPosterText", code: "too_long" });
    const over = await call(COMMENTS, { method: "POST", body: jsonOfSize(MIB + 1), contentType: "application/json" });
    expect((await problem(over, 413)).detail).toContain(String(MIB));
  });

  it("refuses an oversized body sent without a Content-Length (streamed) with a 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"CommentPosterText":"'));
      },
      pull(controller) {
        if (sent > MIB + chunk.byteLength) {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
    const res = await send(COMMENTS, stream, { "Content-Type": "application/json" });
    await problem(res, 413);
  });

  it("refuses a declared Content-Length over 1 MiB with a 413", async () => {
    const res = await call(APPROVALS, {
      method: "POST",
      key: KEYS.blueharbor,
      body: `<Approval><CommentPosterText>${"y".repeat(MIB)}</CommentPosterText></Approval>`,
    });
    await problem(res, 413);
  });
});

describe("syntax and encoding", () => {
  it.each([
    '{"CommentPosterText": ',
    '{"CommentPosterText": "x",}',
    "{'CommentPosterText': 'x'}",
    "CommentPosterText=x",
  ])("refuses malformed JSON %s with a 400", async (raw) => {
    const body = await problem(
      await call(COMMENTS, { method: "POST", body: raw, contentType: "application/json" }),
      400,
    );
    expect(body.detail).toMatch(/JSON/);
  });

  it.each([
    "<Comment><CommentPosterText>x</Comment>",
    "<Comment><CommentPosterText>x</CommentPosterText>",
    "<Comment>x</Comment><Comment>y</Comment>",
    "not xml at all",
    "<Comment><CommentPosterText a=>x</CommentPosterText></Comment>",
  ])("refuses malformed XML %s with a 400", async (raw) => {
    await problem(await call(COMMENTS, { method: "POST", body: raw }), 400);
  });

  it("refuses a DOCTYPE or an entity declaration with a 400 and never expands an entity", async () => {
    const before = await countComments();
    for (const raw of [
      '<?xml version="1.0"?><!DOCTYPE Comment [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Comment><CommentPosterText>&xxe;</CommentPosterText></Comment>',
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]><Comment><CommentPosterText>&lol2;</CommentPosterText></Comment>',
      '<!ENTITY x "y"><Comment><CommentPosterText>&x;</CommentPosterText></Comment>',
      "<!doctype html><Comment><CommentPosterText>x</CommentPosterText></Comment>",
    ]) {
      const body = await problem(await call(COMMENTS, { method: "POST", body: raw }), 400);
      expect(body.detail).toMatch(/DOCTYPE|entity/);
    }
    expect(await countComments()).toBe(before);
    // An entity reference without a declaration is not well-formed: refused, never stored as written.
    const res = await call(COMMENTS, {
      method: "POST",
      body: "<Comment><CommentPosterText>see &undeclared; here</CommentPosterText></Comment>",
    });
    expect((await problem(res, 400)).detail).toContain("&undeclared; is not an XML entity");
    expect(await countComments()).toBe(before);
  });

  describe("references XML does not have", () => {
    const ORDERS = "/api/v1/ad/orders";
    const countOrders = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())?.n ?? 0;
    const order = (advertiser: string, adId: string) =>
      `<Order><Advertiser>${advertiser}</Advertiser><Files><File><AdID>${adId}</AdID><Title>T</Title><Length>30</Length></File></Files>` +
      "<Destinations><OrganizationID>200</OrganizationID></Destinations></Order>";

    it.each([
      ["an undeclared entity", "&xxe;", "&xxe; is not an XML entity"],
      ["a character reference beyond Unicode", "&#x110000;", "&#x110000; refers to a character XML 1.0 cannot carry"],
      ["HTML's &nbsp;", "Caf&eacute;&nbsp;Bar", "&eacute; is not an XML entity"],
      ["a bare &", "Smith & Sons", "a & that starts no reference (write it as &amp;)"],
    ])("refuses %s in Create Order's Advertiser with a 400, storing nothing", async (_, advertiser, detail) => {
      const before = await countOrders();
      const res = await call(ORDERS, { method: "POST", body: order(advertiser, "XMLR0001") });
      const body = await problem(res, 400);
      expect(body.detail).toContain(`The XML body is not well-formed: ${detail}`);
      expect(body.detail).toMatch(/\(line 1, column \d+\)/);
      expect(await countOrders()).toBe(before);
    });

    it("decodes XML's own references and keeps a CDATA section as written", async () => {
      const res = await call(ORDERS, {
        method: "POST",
        body: order("Smith &amp; Sons &#x2014; &#169;<![CDATA[ &nbsp;]]>", "XMLR0002"),
      });
      expect(res.status).toBe(201);
      expect((await json(res)).Advertiser).toBe("Smith & Sons \u2014 \u00A9 &nbsp;");
    });
  });

  it("refuses a body that is not valid UTF-8 with a 400, in JSON and in XML", async () => {
    const bytes = (prefix: string, suffix: string) =>
      new Uint8Array([...new TextEncoder().encode(prefix), 0xff, 0xfe, 0xc3, ...new TextEncoder().encode(suffix)]);
    const asJson = await send(COMMENTS, bytes('{"CommentPosterText":"', '"}'), { "Content-Type": "application/json" });
    expect((await problem(asJson, 400)).detail).toContain("UTF-8");
    const asXml = await send(COMMENTS, bytes("<Comment><CommentPosterText>", "</CommentPosterText></Comment>"), {
      "Content-Type": "application/xml",
    });
    expect((await problem(asXml, 400)).detail).toContain("UTF-8");
  });

  it("reads UTF-8 text, with or without a byte order mark", async () => {
    const text = "Grüße, café, 日本, 😀";
    const bom = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode(JSON.stringify({ CommentPosterText: text })),
    ]);
    const res = await send(COMMENTS, bom, { "Content-Type": "application/json" });
    expect(res.status).toBe(201);
    expect((await json(res)).CommentPosterText).toBe(text);
  });
});

describe("shaping", () => {
  it("matches JSON property names case-insensitively", async () => {
    const res = await call(COMMENTS, {
      method: "POST",
      body: { commentpostertext: "lower", COMMENTPOSTERNAME: "Upper Name" },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ CommentPosterText: "lower", CommentPosterName: "Upper Name" });
  });

  it("ignores unknown properties, in JSON and in XML", async () => {
    const res = await call(COMMENTS, {
      method: "POST",
      body: { CommentPosterText: "known", Rating: 5, Nested: { a: [1, 2] }, CommentID: 1 },
    });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.CommentPosterText).toBe("known");
    expect(body.CommentID).not.toBe(1);
    expect(body).not.toHaveProperty("Rating");
    const xml = await call(COMMENTS, {
      method: "POST",
      body: "<Comment><Mood>great</Mood><CommentPosterText>known</CommentPosterText><Extra><A>1</A></Extra></Comment>",
    });
    expect(xml.status).toBe(201);
  });

  it("takes a single <Organization> child as a list of one, and several as a list", async () => {
    const one = await call(HOUSE_ID, {
      method: "PUT",
      key: KEYS.wxyz,
      body: "<HouseIDData><HouseID>WXYZ-CM-5</HouseID><Organizations><Organization>200</Organization></Organizations></HouseIDData>",
    });
    expect(one.status).toBe(200);
    expect((await json(one)).map((r: { OrganizationID: number }) => r.OrganizationID)).toEqual([200]);
    const two = await call(HOUSE_ID, {
      method: "PUT",
      key: KEYS.summit,
      body: "<HouseIDData><HouseID>SUM-5</HouseID><Organizations><Organization>201</Organization><Organization>WXYZ-TV</Organization></Organizations></HouseIDData>",
    });
    expect(two.status).toBe(200);
    expect((await json(two)).map((r: { OrganizationID: number }) => r.OrganizationID)).toEqual([201, 200]);
    const empty = await call(HOUSE_ID, {
      method: "PUT",
      key: KEYS.wxyz,
      body: "<HouseIDData><HouseID>WXYZ-CM-6</HouseID><Organizations/></HouseIDData>",
    });
    expect((await json(empty)).map((r: { OrganizationID: number }) => r.OrganizationID)).toEqual([200]);
  });

  it("takes a JSON list of one organization", async () => {
    const res = await call(HOUSE_ID, {
      method: "PUT",
      key: KEYS.wxyz,
      body: { houseid: "J-1", organizations: ["200"] },
    });
    expect(res.status).toBe(200);
  });
});

describe("problem+xml", () => {
  it("answers a 422 as application/problem+xml when the caller asks for XML", async () => {
    const res = await call(COMMENTS, {
      method: "POST",
      accept: "application/xml",
      body: "<Comment><CommentPosterName>x</CommentPosterName></Comment>",
    });
    expect(res.status).toBe(422);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
    const xml = await res.text();
    expect(xml).toContain('<problem xmlns="urn:ietf:rfc:7807">');
    expect(xml).toContain("<status>422</status>");
    expect(xml).toContain("<field>CommentPosterText</field>");
    expect(xml).toContain("<code>required</code>");
    expect(xml).toContain(`<requestId>${res.headers.get("X-Request-Id")}</requestId>`);
  });

  it.each([
    ["a 400 for malformed XML", "<Comment>", "application/xml", 400],
    ["a 415 for text/plain", "plain", "text/plain", 415],
  ])("answers %s in XML too", async (_, raw, contentType, status) => {
    const res = await call(COMMENTS, { method: "POST", accept: "text/xml", body: raw, contentType });
    expect(res.status).toBe(status);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
    expect(await res.text()).toContain(`<status>${status}</status>`);
  });

  it("answers a 413 in XML when XML was asked for", async () => {
    const res = await call(HOUSE_ID, {
      method: "PUT",
      key: KEYS.wxyz,
      accept: "application/xml",
      body: `<HouseIDData><HouseID>${"z".repeat(MIB)}</HouseID></HouseIDData>`,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+xml/);
  });
});

describe("XML values as XSD 1.0 spells them (contract section 12)", () => {
  const WEBHOOKS = "/api/v1/account/webhooks";
  const xmlCall = (path: string, method: string, body: string, key: string = KEYS.northwind) =>
    call(path, { method, key, body, contentType: "application/xml" });

  /** The XSD the document names for an operation's XML request body, and xmllint's verdict on `document`. */
  async function xsdAccepts(path: string, method: string, document: string) {
    const doc = await json(await call("/openapi.json", { key: null }));
    const link: string = doc.paths[path][method].requestBody.content["application/xml"]["x-xsd"];
    const name = /^\/schemas\/(\w+)\.xsd$/.exec(link)?.[1] as string;
    const xsd = await (await call(link, { key: null })).text();
    const res = await fetch("https://xmllint.test/", {
      method: "POST",
      body: JSON.stringify({ schemas: { [name]: xsd }, schema: name, document }),
    });
    if (res.status === 503) throw new Error(await res.text());
    return ((await res.json()) as { valid: boolean }).valid;
  }

  it("takes 1 and 0 for a boolean: <Enabled>1</Enabled> in Update Webhook", async () => {
    const created = await json(
      await call(WEBHOOKS, {
        method: "POST",
        key: KEYS.wxyz,
        body: { Url: "https://receiver.test/ok/xsd-boolean", Events: ["*"] },
      }),
    );
    const path = `${WEBHOOKS}/${created.WebhookID}`;
    const update = (enabled: string) =>
      `<Webhook><Url>https://receiver.test/ok/xsd-boolean</Url><Events><Event>*</Event></Events><Enabled>${enabled}</Enabled></Webhook>`;
    for (const [enabled, expected] of [
      ["0", false],
      [" 1 ", true],
      ["false", false],
      ["true", true],
    ] as const) {
      expect(await xsdAccepts("/api/v1/account/webhooks/{webhookID}", "put", update(enabled)), enabled).toBe(true);
      const res = await xmlCall(path, "PUT", update(enabled), KEYS.wxyz);
      expect(res.status, `${enabled}: ${await res.clone().text()}`).toBe(200);
      expect((await json(res)).Enabled, enabled).toBe(expected);
    }
    for (const enabled of ["yes", "TRUE", "01", "2", ""]) {
      expect(await xsdAccepts("/api/v1/account/webhooks/{webhookID}", "put", update(enabled)), enabled).toBe(false);
      const body = await problem(await xmlCall(path, "PUT", update(enabled), KEYS.wxyz), 422);
      expect(body.errors?.[0]?.field, enabled).toBe("Enabled");
    }
  });

  it("takes a leading + and leading zeros on a number: <Length>+30</Length> in Create Order", async () => {
    const order = (length: string, adId: string) =>
      `<Order><Advertiser>XSD Numbers</Advertiser><Files><File><AdID>${adId}</AdID><Title>T</Title><Length>${length}</Length></File></Files>` +
      "<Destinations><OrganizationID>+200</OrganizationID></Destinations></Order>";
    let n = 0;
    for (const length of ["+30", "030", "+0030", "+15"]) {
      const adId = `XSDN000${++n}`;
      expect(await xsdAccepts("/api/v1/ad/orders", "post", order(length, adId)), length).toBe(true);
      const res = await xmlCall("/api/v1/ad/orders", "POST", order(length, adId));
      expect(res.status, `${length}: ${await res.clone().text()}`).toBe(201);
      const created = await json(res);
      expect(created.Files[0].Length, length).toBe(Number(length));
      expect(created.Destinations, length).toEqual([200]);
    }
    for (const length of ["+-30", "+ 30", "3e1", "thirty", "0x1E"]) {
      const body = await problem(await xmlCall("/api/v1/ad/orders", "POST", order(length, "XSDN0009")), 422);
      expect(
        body.errors?.map((e: { field: string }) => e.field),
        length,
      ).toContain("Files[0].Length");
    }
  });
});
