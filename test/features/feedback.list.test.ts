/**
 * The comments and approvals lists (contract section 9): GET on the four paths
 * of Create Comment and Create Approval, one implementation for both families
 * and both types. The owner sees all; a destination the owner's and those of
 * the organizations it acts for; newest first, paged.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { LIST_EXAMPLES } from "../../src/features/feedback/feedback.routes";
import { call, json, KEYS, problem } from "../helpers";

interface Row {
  CommentID: number;
  OrderID?: number;
  ReleaseID?: number;
  Type: string;
  CommentPosterName: string;
  CommentPosterText: string;
  CreatedAt: string;
  OrganizationName: string;
}

const orderComments = (id: number | string) => `/api/v1/ad/orders/${id}/comments`;
const orderApprovals = (id: number | string) => `/api/v1/ad/orders/${id}/approvals`;
const releaseComments = (id: number | string) => `/api/v1/music/releases/${id}/comments`;
const releaseApprovals = (id: number | string) => `/api/v1/music/releases/${id}/approvals`;

async function list(path: string, key: string = KEYS.northwind): Promise<Row[]> {
  const res = await call(path, { key });
  if (res.status !== 200) throw new Error(`expected 200 for ${path}, got ${res.status}: ${await res.text()}`);
  return json(res);
}

const ids = (rows: Row[]) => rows.map((row) => row.CommentID);

/** Comments added to order 5002 here, besides the seeded 7 (WXYZ-TV's approval) and 8 (Northwind's comment). */
const ADDED = { klmn: 9001, summit: 9002, harbor: 9003, klmnApproval: 9004 } as const;

beforeAll(async () => {
  // Times after the seeded comment 8's and approval 7's (the seed's times are relative to when it ran).
  const seeded = await env.DB.prepare("SELECT created_at FROM comments WHERE id = 7").first<{ created_at: string }>();
  const at = (hours: number) => new Date(Date.parse(seeded?.created_at ?? "") + hours * 3_600_000).toISOString();
  const insert = env.DB.prepare(
    "INSERT INTO comments (id, order_id, type, poster_name, text, organization_id, created_at) VALUES (?, 5002, ?, ?, ?, ?, ?)",
  );
  await env.DB.batch([
    // KLMN-FM (201), a destination WXYZ-TV does not act for; Summit acts for it.
    insert.bind(ADDED.klmn, "Comment", "Marcus Bell", "KLMN has it.", 201, at(3)),
    // Summit Broadcasting (300), the group itself.
    insert.bind(ADDED.summit, "Comment", "Elena Ortiz", "Group traffic: received.", 300, at(4)),
    // An organization that is neither the owner nor a destination: only the owner sees it.
    insert.bind(ADDED.harbor, "Comment", "Someone Else", "Not for the stations.", 400, at(5)),
    insert.bind(ADDED.klmnApproval, "Approval", "Marcus Bell", "Approved.", 201, at(1)),
  ]);
});

describe("List Comments and List Approvals of an order", () => {
  it("shows the owner every comment, newest first, as the POST answers them without Warnings", async () => {
    const rows = await list(orderComments(5002));
    expect(ids(rows)).toEqual([ADDED.harbor, ADDED.summit, ADDED.klmn, 8]);
    expect(rows[3]).toEqual({
      CommentID: 8,
      OrderID: 5002,
      Type: "Comment",
      CommentPosterName: "Priya Raman",
      CommentPosterText: "Thanks, Dana. Please favor the :15 in morning drive.",
      CreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      OrganizationName: "Northwind Agency",
    });
    expect(Object.keys(rows[0] as Row)).not.toContain("Warnings");
    const times = rows.map((row) => row.CreatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("keeps comments and approvals apart", async () => {
    const approvals = await list(orderApprovals(5002));
    expect(ids(approvals)).toEqual([ADDED.klmnApproval, 7]);
    expect(approvals.every((row) => row.Type === "Approval")).toBe(true);
    const comments = await list(orderComments(5002));
    expect(comments.every((row) => row.Type === "Comment")).toBe(true);
  });

  it("shows a destination the owner's and its own, not another destination's", async () => {
    expect(ids(await list(orderComments(5002), KEYS.wxyz))).toEqual([8]);
    expect(ids(await list(orderApprovals(5002), KEYS.wxyz))).toEqual([7]);
    // A contact's key of WXYZ-TV sees the same.
    expect(ids(await list(orderComments(5002), KEYS.dana))).toEqual([8]);
  });

  it("shows a station group its own and its stations'", async () => {
    expect(ids(await list(orderComments(5002), KEYS.summit))).toEqual([ADDED.summit, ADDED.klmn, 8]);
    expect(ids(await list(orderApprovals(5002), KEYS.summit))).toEqual([ADDED.klmnApproval, 7]);
  });

  it("shows a new comment first, to whom it concerns", async () => {
    const res = await call(orderComments(5002), {
      method: "POST",
      key: KEYS.wxyz,
      body: { CommentPosterText: "Traffic has it." },
    });
    expect(res.status).toBe(201);
    const created = (await json(res)) as Row & { Warnings: unknown[] };
    const { Warnings: _, ...row } = created;
    const [first] = await list(orderComments(5002), KEYS.summit);
    expect(first).toEqual(row);
    expect((await list(orderComments(5002), KEYS.wxyz))[0]).toEqual(row);
    await env.DB.prepare("DELETE FROM comments WHERE id = ?").bind(created.CommentID).run();
  });

  it("is a 404 to a stranger, for a draft to its destinations, and for an unknown order", async () => {
    await problem(await call(orderComments(5002), { key: KEYS.harborlight }), 404);
    await problem(await call(orderApprovals(5002), { key: KEYS.harborlight }), 404);
    await problem(await call(orderComments(5001), { key: KEYS.wxyz }), 404);
    await problem(await call(orderApprovals(5001), { key: KEYS.summit }), 404);
    expect(await list(orderComments(5001))).toEqual([]);
    await problem(await call(orderComments(999999)), 404);
    await problem(await call(orderApprovals(999999)), 404);
  });

  it("pages with limit and the Link cursor", async () => {
    const seen: number[] = [];
    let next: string | undefined = `${orderComments(5002)}?limit=1`;
    while (next) {
      const res = await call(next);
      expect(res.status).toBe(200);
      const rows = (await json(res)) as Row[];
      expect(rows.length).toBeLessThanOrEqual(1);
      seen.push(...ids(rows));
      const link = res.headers.get("Link");
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      if (next) expect(next).toContain("limit=1");
      expect(seen.length).toBeLessThan(10);
    }
    expect(seen).toEqual([ADDED.harbor, ADDED.summit, ADDED.klmn, 8]);

    const first = await call(`${orderComments(5002)}?limit=2`, { key: KEYS.summit });
    expect(ids(await json(first))).toEqual([ADDED.summit, ADDED.klmn]);
    const link = first.headers.get("Link") ?? "";
    const second = await call(/^<([^>]+)>/.exec(link)?.[1] ?? "", { key: KEYS.summit });
    expect(ids(await json(second))).toEqual([8]);
    expect(second.headers.get("Link")).toBeNull();
  });

  it("refuses a bad limit, a foreign cursor and an unknown query parameter", async () => {
    await problem(await call(`${orderComments(5002)}?limit=0`), 400);
    await problem(await call(`${orderComments(5002)}?cursor=nonsense`), 400);
    await problem(await call(`${orderComments(5002)}?cursor=WzFd`), 400);
    await problem(await call(`${orderComments(5002)}?since=2026-01-01`), 400);
  });

  it("answers XML: <Comments><Comment>…", async () => {
    const res = await call(orderComments(5002), { key: KEYS.wxyz, accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("xml");
    const text = await res.text();
    expect(text).toMatch(/<Comments>\s*<Comment>\s*<CommentID>8<\/CommentID>\s*<OrderID>5002<\/OrderID>/);
    expect(text).toContain("<OrganizationName>Northwind Agency</OrganizationName>");
    const approvals = await (await call(orderApprovals(5002), { accept: "application/xml" })).text();
    expect(approvals).toMatch(/<Approvals>\s*<Approval>/);
    expect(approvals).toContain("&lt;b&gt;approved&lt;/b&gt;");
  });
});

describe("List Comments and List Approvals of a release", () => {
  it("shows the label every one, comments and approvals apart, with ReleaseID", async () => {
    const comments = await list(releaseComments(7001), KEYS.blueharbor);
    expect(ids(comments)).toEqual([3, 1]);
    expect(comments[0]).toMatchObject({ ReleaseID: 7001, Type: "Comment", OrganizationName: "Blue Harbor Records" });
    expect(comments[0]).not.toHaveProperty("OrderID");
    expect(ids(await list(releaseApprovals(7001), KEYS.blueharbor))).toEqual([2]);
  });

  it("shows a destination the label's and its own, a group its stations'", async () => {
    expect(ids(await list(releaseComments(7001), KEYS.wxyz))).toEqual([3, 1]);
    // KLMN-FM's approval: not WXYZ-TV's to see, Summit's (it acts for KLMN-FM).
    expect(await list(releaseApprovals(7001), KEYS.wxyz)).toEqual([]);
    expect(ids(await list(releaseApprovals(7001), KEYS.summit))).toEqual([2]);
  });

  it("is a 404 to a stranger and for an unknown release", async () => {
    await problem(await call(releaseComments(7001), { key: KEYS.northwind }), 404);
    await problem(await call(releaseApprovals(7001), { key: KEYS.harborlight }), 404);
    await problem(await call(releaseComments(999999), { key: KEYS.blueharbor }), 404);
  });

  it("answers XML: <Approvals><Approval>…", async () => {
    const res = await call(releaseApprovals(7001), { key: KEYS.summit, accept: "application/xml" });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /<Approvals>\s*<Approval>\s*<CommentID>2<\/CommentID>\s*<ReleaseID>7001<\/ReleaseID>/,
    );
  });
});

describe("the documented examples", () => {
  /** Times differ with the moment the demo world was seeded. */
  const comparable = (rows: unknown) =>
    JSON.stringify(rows).replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "<time>");

  it.each([
    ["order", "Comment", orderComments(5002), KEYS.northwind],
    ["order", "Approval", orderApprovals(5002), KEYS.northwind],
    ["release", "Comment", releaseComments(7001), KEYS.blueharbor],
    ["release", "Approval", releaseApprovals(7001), KEYS.blueharbor],
  ] as const)("the %s %s list's example is what the owner is answered", async (family, type, path, key) => {
    const doc = (await json(await call("/openapi.json", { key: null }))) as {
      paths: Record<string, { get?: { responses: Record<string, { content: Record<string, { example: unknown }> }> } }>;
    };
    const template = Object.keys(doc.paths).find(
      (p) => p.replace(/\{\w+\}/, family === "order" ? "5002" : "7001") === path,
    );
    const example = doc.paths[template ?? ""]?.get?.responses["200"]?.content["application/json"]?.example;
    const rows = await list(path, key);
    // Order 5002 has approvals added above (9004); the example is the demo world's as seeded.
    const seeded = rows.filter((row) => row.CommentID < 9000);
    expect(comparable(seeded)).toBe(comparable(example));
    expect(LIST_EXAMPLES[family][type].length).toBe(seeded.length);
  });
});
