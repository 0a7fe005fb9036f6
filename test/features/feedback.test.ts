import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { BASE, call, json, KEYS, problem } from "../helpers";
import { loggedEntries } from "../logs";

const CASCADE = "mds_dev_cascade";
const LAKESHORE = "mds_dev_lakeshore";

/** The four operations: one implementation, two families, two types. */
const ROUTES = [
  { family: "order", type: "Comment", path: (id: number) => `/api/v1/ad/orders/${id}/comments`, id: 5002 },
  { family: "order", type: "Approval", path: (id: number) => `/api/v1/ad/orders/${id}/approvals`, id: 5002 },
  { family: "release", type: "Comment", path: (id: number) => `/api/v1/music/releases/${id}/comments`, id: 7001 },
  { family: "release", type: "Approval", path: (id: number) => `/api/v1/music/releases/${id}/approvals`, id: 7001 },
] as const;

const ORDER_COMMENTS = ROUTES[0];
const RELEASE_APPROVALS = ROUTES[3];

interface CommentResult {
  CommentID: number;
  OrderID?: number;
  ReleaseID?: number;
  Type: string;
  CommentPosterName: string;
  CommentPosterText: string;
  CreatedAt: string;
  OrganizationName: string;
  Warnings: { Code: string; Message: string; Field: string }[];
}

async function post(path: string, body: unknown, key: string = KEYS.northwind) {
  return call(path, { method: "POST", key, body });
}

async function created(path: string, body: unknown, key?: string): Promise<CommentResult> {
  const res = await post(path, body, key);
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return json(res);
}

const storedComment = (id: number) =>
  env.DB.prepare("SELECT * FROM comments WHERE id = ?").bind(id).first<{
    order_id: number | null;
    release_id: number | null;
    type: string;
    poster_name: string;
    text: string;
    organization_id: number;
    contact_id: number | null;
    api_key_id: number | null;
    created_at: string;
  }>();

describe.each(ROUTES)("Create $type on a $family", (route) => {
  const idField = route.family === "order" ? "OrderID" : "ReleaseID";

  it("answers 201 with the stored comment, defaults from the organization key", async () => {
    const owner = route.family === "order" ? KEYS.northwind : KEYS.blueharbor;
    const ownerName = route.family === "order" ? "Northwind Agency" : "Blue Harbor Records";
    const res = await post(route.path(route.id), { CommentPosterText: "  Looks good.  " }, owner);
    expect(res.status).toBe(201);
    expect(res.headers.get("Location")).toBeNull();
    const body: CommentResult = await json(res);
    expect(body).toEqual({
      CommentID: expect.any(Number),
      [idField]: route.id,
      Type: route.type,
      CommentPosterName: ownerName,
      CommentPosterText: "Looks good.",
      CreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      OrganizationName: ownerName,
      Warnings: [],
    });
    expect(Object.keys(body)[1]).toBe(idField);
    const row = await storedComment(body.CommentID);
    expect(row).toMatchObject({
      order_id: route.family === "order" ? route.id : null,
      release_id: route.family === "release" ? route.id : null,
      type: route.type,
      poster_name: ownerName,
      text: "Looks good.",
      organization_id: route.family === "order" ? 100 : 110,
      contact_id: null,
      created_at: body.CreatedAt,
    });
  });

  it("defaults CommentPosterName to the contact's name for a contact key (mds_dev_dana)", async () => {
    const body = await created(route.path(route.id), { CommentPosterText: "Received." }, KEYS.dana);
    expect(body.CommentPosterName).toBe("Dana Whitfield");
    expect(body.OrganizationName).toBe("WXYZ-TV");
    expect(await storedComment(body.CommentID)).toMatchObject({ contact_id: 1, organization_id: 200 });
  });

  it("lets a station group comment through its group access", async () => {
    const body = await created(route.path(route.id), { CommentPosterText: "Noted for both stations." }, KEYS.summit);
    expect(body).toMatchObject({ CommentPosterName: "Summit Broadcasting", OrganizationName: "Summit Broadcasting" });
  });

  it("is a 404 for a key that may not see it", async () => {
    const strangers = route.family === "order" ? [KEYS.harborlight, CASCADE] : [CASCADE, KEYS.harborlight, LAKESHORE];
    for (const key of strangers) {
      const body = await problem(await post(route.path(route.id), { CommentPosterText: "Hi" }, key), 404);
      expect(body.detail).toContain(String(route.id));
    }
    await problem(await post(route.path(999999), { CommentPosterText: "Hi" }), 404);
  });

  it("is a 400 for a path id that is not a positive integer", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999999999"]) {
      const path = route.path(1).replace("/1/", `/${id}/`);
      const body = await problem(await post(path, { CommentPosterText: "Hi" }), 400);
      expect(body.errors?.[0]?.field).toBe(
        route.family === "order" && route.type === "Comment" ? "orderID" : "releaseID",
      );
    }
  });
});

describe("who may comment", () => {
  it("hides a deleted order (5005) and does not take a release id for an order", async () => {
    await problem(await post("/api/v1/ad/orders/5005/comments", { CommentPosterText: "Hi" }, KEYS.wxyz), 404);
    await problem(await post("/api/v1/ad/orders/7001/approvals", { CommentPosterText: "Hi" }, KEYS.blueharbor), 404);
    await problem(await post("/api/v1/music/releases/5002/comments", { CommentPosterText: "Hi" }), 404);
  });

  it("answers an invisible subject with 404 even when the body is fine, and writes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM comments").first<{ n: number }>();
    await problem(await post(RELEASE_APPROVALS.path(7001), { CommentPosterText: "Hi" }, CASCADE), 404);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM comments").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("hides a draft from its destinations (5001 names 200), writing nothing; an empty text on it is still a 404", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM comments").first<{ n: number }>();
    await problem(await post("/api/v1/ad/orders/5001/comments", { CommentPosterText: "Hi" }, KEYS.wxyz), 404);
    await problem(
      await post("/api/v1/ad/orders/5001/comments", { CommentPosterText: "<script>x</script>" }, KEYS.wxyz),
      404,
    );
    await problem(await post("/api/v1/ad/orders/5001/comments", { CommentPosterText: "<script>x</script>" }), 422);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM comments").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("lets every destination of the order comment, not only the owner", async () => {
    // 5003 is in progress to 200, 201, 202, 203, 204, 206; Lakeshore acts for 204.
    const body = await created("/api/v1/ad/orders/5003/comments", { CommentPosterText: "WCHI has it." }, LAKESHORE);
    expect(body.OrganizationName).toBe("Lakeshore Media Group");
  });
});

describe("CommentPosterName and CommentPosterText rules", () => {
  const path = ORDER_COMMENTS.path(5002);

  it("takes a CommentPosterName, trimmed, and treats a blank one as absent", async () => {
    expect(
      (await created(path, { CommentPosterName: "  Priya Raman ", CommentPosterText: "x" })).CommentPosterName,
    ).toBe("Priya Raman");
    expect((await created(path, { CommentPosterName: "   ", CommentPosterText: "x" })).CommentPosterName).toBe(
      "Northwind Agency",
    );
  });

  it("accepts exactly 50 characters of CommentPosterName (emoji count as one) and refuses 51", async () => {
    for (const name of ["n".repeat(50), "😀".repeat(50), `  ${"é".repeat(50)}  `]) {
      expect((await created(path, { CommentPosterName: name, CommentPosterText: "x" })).CommentPosterName).toBe(
        name.trim(),
      );
    }
    for (const name of ["n".repeat(51), "😀".repeat(51)]) {
      const body = await problem(await post(path, { CommentPosterName: name, CommentPosterText: "x" }), 422);
      expect(body.errors).toEqual([
        { field: "CommentPosterName", code: "too_long", message: expect.stringContaining("50") },
      ]);
    }
  });

  it("accepts exactly 4000 characters of CommentPosterText (emoji count as one) and refuses 4001", async () => {
    for (const text of ["t".repeat(4000), "😀".repeat(4000)]) {
      expect((await created(path, { CommentPosterText: text })).CommentPosterText).toBe(text);
    }
    for (const text of ["t".repeat(4001), "😀".repeat(4001)]) {
      const body = await problem(await post(path, { CommentPosterText: text }), 422);
      expect(body.errors).toEqual([
        { field: "CommentPosterText", code: "too_long", message: expect.stringContaining("4000") },
      ]);
    }
  });

  it("counts the limit on the text as sent, before HTML is removed", async () => {
    const text = `<script>${"x".repeat(3990)}</script>ok`;
    expect([...text].length).toBeGreaterThan(4000);
    const body = await problem(await post(path, { CommentPosterText: text }), 422);
    expect(body.errors?.[0]).toMatchObject({ field: "CommentPosterText", code: "too_long" });
  });

  it.each([
    ["missing", { CommentPosterName: "Priya" }, "required"],
    ["empty", { CommentPosterText: "" }, "required"],
    ["whitespace", { CommentPosterText: " \n\t " }, "required"],
    ["null", { CommentPosterText: null }, "invalid_type"],
    ["number", { CommentPosterText: 42 }, "invalid_type"],
  ])("refuses a %s CommentPosterText with a 422", async (_, input, code) => {
    const body = await problem(await post(path, input), 422);
    expect(body.errors).toEqual([{ field: "CommentPosterText", code, message: expect.any(String) }]);
  });

  it("refuses a text that is empty once the HTML that is not kept is removed", async () => {
    const body = await problem(await post(path, { CommentPosterText: "<script>alert(1)</script> <!-- x -->" }), 422);
    expect(body.errors).toEqual([
      { field: "CommentPosterText", code: "required", message: expect.stringContaining("HTML") },
    ]);
  });

  it("reports every failing field at once", async () => {
    const body = await problem(await post(path, { CommentPosterName: "n".repeat(51), CommentPosterText: 42 }), 422);
    expect(body.errors?.map((e) => e.field).sort()).toEqual(["CommentPosterName", "CommentPosterText"]);
  });

  it("refuses a body that is not an object", async () => {
    for (const raw of ["[]", '"text"', "42"]) {
      const res = await call(path, { method: "POST", body: raw, contentType: "application/json" });
      await problem(res, 422);
    }
  });
});

describe("basic HTML", () => {
  const path = RELEASE_APPROVALS.path(7001);
  const html = async (text: string) => created(path, { CommentPosterText: text }, KEYS.blueharbor);

  it("keeps b strong i em u br p ul ol li and a with an http, https or mailto href, without a warning", async () => {
    const text =
      "<p><b>Bold</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u><br>line</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol> " +
      '<a href="https://example.com/a?b=1&amp;c=2">site</a> <a href="http://example.com">plain</a> ' +
      '<a href="mailto:jordan@blueharbor-records.example">mail</a>';
    const body = await html(text);
    expect(body.CommentPosterText).toBe(text);
    expect(body.Warnings).toEqual([]);
    const row = await storedComment(body.CommentID);
    expect(row?.text).toBe(text);
  });

  it("removes script and style with their content, and warns", async () => {
    const body = await html("Before<script>alert('x')</script><style>p{color:red}</style> after <b>ok</b>");
    expect(body.CommentPosterText).toBe("Before after <b>ok</b>");
    expect(body.CommentPosterText).not.toContain("alert");
    expect(body.Warnings).toEqual([
      { Code: "html_removed", Message: expect.stringContaining("<script>"), Field: "CommentPosterText" },
    ]);
    expect(body.Warnings[0]?.Message).toContain("<style>");
    expect((await storedComment(body.CommentID))?.text).toBe("Before after <b>ok</b>");
  });

  it("removes iframe, object, embed and svg content entirely", async () => {
    const body = await html(
      'A<iframe src="https://evil.example">frame text</iframe><object data="x">obj</object><embed src="y"><svg><script>1</script><text>s</text></svg>B',
    );
    expect(body.CommentPosterText).toBe("AB");
    expect(body.Warnings).toHaveLength(1);
  });

  it("removes onclick and every other attribute, keeping the tag", async () => {
    const body = await html('<b onclick="steal()" class="x" style="color:red">bold</b> <p id="p1">para</p>');
    expect(body.CommentPosterText).toBe("<b>bold</b> <p>para</p>");
    expect(body.Warnings[0]?.Message).toContain("onclick");
  });

  it("removes a javascript: (or any other non-http/https/mailto) href but keeps the link text", async () => {
    const body = await html(
      '<a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:alert(1)">js2</a> <a href="&#106;avascript:alert(1)">js3</a> <a href="data:text/html,x">data</a> <a href="/relative">rel</a>',
    );
    expect(body.CommentPosterText).toBe("<a>js</a> <a>js2</a> <a>js3</a> <a>data</a> <a>rel</a>");
    expect(body.CommentPosterText).not.toMatch(/javascript|href/i);
    expect(body.Warnings[0]).toMatchObject({ Code: "html_removed", Field: "CommentPosterText" });
  });

  it("removes other tags but keeps their text, and removes HTML comments", async () => {
    const body = await html(
      '<div class="c"><span>Hello</span> <img src="x" onerror="alert(1)"><!-- secret --> world</div>',
    );
    expect(body.CommentPosterText).toBe("Hello  world");
    expect(body.Warnings[0]?.Message).toMatch(/<div>.*<span>.*<img>.*comments/);
  });

  it("never lets removing a tag assemble a new one out of the text around it", async () => {
    const body = await html("a <<script></script>img src=x onerror=alert(1)> <textarea></p><img src=x></textarea>");
    expect(body.CommentPosterText).not.toContain("<img");
    expect(body.CommentPosterText).toBe("a &lt;img src=x onerror=alert(1)&gt;");
  });

  it("drops stray end tags and DOCTYPEs, and closes what was left open", async () => {
    const body = await html("<!DOCTYPE html><b>bold <i>both</b> plain</div>");
    expect(body.CommentPosterText).toBe("<b>bold <i>both</i></b> plain");
    expect(body.Warnings).toHaveLength(1);
    expect((await html("<b>open")).CommentPosterText).toBe("<b>open</b>");
  });

  it("keeps text as sent, entities and all", async () => {
    const body = await html("Tom &amp; Jerry — 5 > 3 😀");
    expect(body.CommentPosterText).toBe("Tom &amp; Jerry — 5 &gt; 3 😀");
    expect(body.Warnings).toEqual([]);
  });
});

describe("XML", () => {
  it("takes any root element and answers a <Comment> or <Approval> with <Warnings><Warning>", async () => {
    const res = await call("/api/v1/ad/orders/5002/approvals", {
      method: "POST",
      key: KEYS.dana,
      accept: "application/xml",
      body: "<Approval><CommentPosterText>Approved <![CDATA[<b>both</b><script>x</script>]]></CommentPosterText></Approval>",
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><Approval><CommentID>\d+<\/CommentID><OrderID>5002<\/OrderID><Type>Approval<\/Type><CommentPosterName>Dana Whitfield<\/CommentPosterName>/,
    );
    expect(xml).toContain("<CommentPosterText>Approved&lt;b&gt;both&lt;/b&gt;</CommentPosterText>");
    expect(xml).toContain("<OrganizationName>WXYZ-TV</OrganizationName>");
    expect(xml).toMatch(/<Warnings><Warning><Code>html_removed<\/Code><Message>[^<]*&lt;script&gt;/);

    const other = await call("/api/v1/music/releases/7001/comments", {
      method: "POST",
      key: KEYS.wxyz,
      accept: "text/xml",
      body: '<Whatever><commentpostertext><![CDATA[See <span onclick="x">this</span>]]></commentpostertext><CommentPosterName>Night desk</CommentPosterName></Whatever>',
      contentType: "text/xml",
    });
    expect(other.status).toBe(201);
    const text = await other.text();
    expect(text).toContain("<Comment><CommentID>");
    expect(text).toContain("<ReleaseID>7001</ReleaseID>");
    expect(text).toContain("<CommentPosterName>Night desk</CommentPosterName>");
    expect(text).toContain("<CommentPosterText>See this</CommentPosterText>");
    expect(text).toMatch(
      /<Warnings><Warning><Code>html_removed<\/Code><Message>[^<]*&lt;span&gt;[^<]*<\/Message><Field>CommentPosterText<\/Field><\/Warning><\/Warnings>/,
    );
  });

  it("answers an empty <Warnings/> when nothing was removed, and refuses HTML sent as XML elements", async () => {
    const res = await call("/api/v1/music/releases/7001/comments", {
      method: "POST",
      key: KEYS.blueharbor,
      accept: "application/xml",
      body: "<Comment><CommentPosterText>Plain words</CommentPosterText></Comment>",
    });
    expect(res.status).toBe(201);
    expect(await res.text()).toMatch(/<CommentPosterText>Plain words<\/CommentPosterText>.*<Warnings\/><\/Comment>$/);
    // Escaped HTML is decoded once, then sanitized like any other.
    const escaped = await call("/api/v1/music/releases/7001/comments", {
      method: "POST",
      key: KEYS.blueharbor,
      body: "<Comment><CommentPosterText>Both &lt;b&gt;approved&lt;/b&gt;&lt;script&gt;x()&lt;/script&gt; &amp;amp;lt;i&amp;gt;</CommentPosterText></Comment>",
    });
    expect(escaped.status).toBe(201);
    const escapedBody = await json(escaped);
    expect(escapedBody.CommentPosterText).toBe("Both <b>approved</b> &amp;lt;i&gt;");
    expect(escapedBody.Warnings[0].Message).toContain("<script>");
    // Unescaped HTML is XML markup, not text: escape it or send it in a CDATA section.
    const markup = await call("/api/v1/music/releases/7001/comments", {
      method: "POST",
      key: KEYS.blueharbor,
      body: "<Comment><CommentPosterText>See <b>this</b></CommentPosterText></Comment>",
    });
    const body = await problem(markup, 422);
    expect(body.errors).toEqual([expect.objectContaining({ field: "CommentPosterText", code: "invalid_type" })]);
  });
});

describe("request log", () => {
  it("logs each call with SPEC.md's template, whatever its outcome", async () => {
    const send = async (path: string, key: string, body: unknown) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`${BASE}${path}`, {
          method: "POST",
          headers: { "X-API-Key": key, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      const [entry] = await loggedEntries(res.headers.get("X-Request-Id"));
      return entry && { url: entry.url, url_template: entry.urlTemplate, status_code: entry.statusCode };
    };
    expect(await send("/api/v1/ad/orders/5002/approvals", KEYS.wxyz, { CommentPosterText: "Approved" })).toEqual({
      url: "/api/v1/ad/orders/5002/approvals",
      url_template: "/api/v1/ad/orders/{releaseID}/approvals",
      status_code: 201,
    });
    expect(await send("/api/v1/music/releases/7001/comments", CASCADE, { CommentPosterText: "Hi" })).toEqual({
      url: "/api/v1/music/releases/7001/comments",
      url_template: "/api/v1/music/releases/{releaseID}/comments",
      status_code: 404,
    });
  });
});

describe("OpenAPI", () => {
  it("documents the four operations, the releaseID of the order approval as the order's ID", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const approval = doc.paths["/api/v1/ad/orders/{releaseID}/approvals"].post;
    expect(approval.parameters[0]).toMatchObject({ name: "releaseID", in: "path" });
    expect(approval.parameters[0].description).toMatch(/ORDER's ID/);
    expect(approval.responses["201"]).toBeDefined();
    expect(approval.responses["404"]).toBeDefined();
    expect(approval.description).toMatch(/Location/);
    for (const [path, field] of [
      ["/api/v1/ad/orders/{orderID}/comments", "OrderID"],
      ["/api/v1/music/releases/{releaseID}/comments", "ReleaseID"],
      ["/api/v1/music/releases/{releaseID}/approvals", "ReleaseID"],
    ] as const) {
      const op = doc.paths[path].post;
      expect(op.requestBody.content["application/json"].example.CommentPosterText).toBeTruthy();
      expect(JSON.stringify(op.responses["201"])).toContain(field === "OrderID" ? "OrderComment" : "ReleaseComment");
    }
    const schemas = doc.components.schemas;
    expect(schemas.CommentInput.properties.CommentPosterText.maxLength).toBe(4000);
    expect(schemas.CommentInput.properties.CommentPosterName.maxLength).toBe(50);
    expect(schemas.CommentInput.required).toEqual(["CommentPosterText"]);
    expect(schemas.OrderComment.properties).toHaveProperty("OrderID");
    expect(schemas.ReleaseComment.properties).toHaveProperty("ReleaseID");
  });
});
