/**
 * The document's examples are the demo world's own answers: each operation
 * is called as its example says (the documented path values, the JSON and the
 * XML request examples) and answers what its examples show, in JSON and in
 * XML, up to what differs from one seeding to the next (times, relative flight
 * dates, and the IDs the service assigns).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, json, KEYS, withContent } from "./helpers";
import { SPEC_OPERATIONS } from "./spec-operations";

interface Documented {
  operationId: string;
  parameters?: { name: string; in: string; example?: number }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
}

let doc: { paths: Record<string, Record<string, Documented>> };
beforeAll(async () => {
  doc = await json(await call("/openapi.json", { key: null }));
});

/** Who the examples are for. */
const KEY_OF: Record<string, string> = {
  getReleaseFileStatusInformation: KEYS.blueharbor,
  createOrderComment: KEYS.dana,
  createOrderApproval: KEYS.dana,
  createReleaseComment: KEYS.dana,
  createReleaseApproval: KEYS.dana,
  setOrderFileAssetStatus: KEYS.summit,
  setOrderFileHouseId: KEYS.summit,
  setReleaseFileAssetStatus: KEYS.summit,
  setReleaseFileHouseId: KEYS.summit,
};
/** The list examples are a first page of this size. */
const QUERY_OF: Record<string, string> = {
  listAvailableDestinations: "?limit=3",
  listProofOfDeliveryReports: "?limit=3",
};
/** What the service assigns anew in each database: the IDs of what an operation creates. */
const ASSIGNED_OF: Record<string, string[]> = {
  createOrder: ["OrderID", "FileID"],
  createLongFormOrder: ["OrderID", "FileID"],
  createOrderComment: ["CommentID"],
  createOrderApproval: ["CommentID"],
  createReleaseComment: ["CommentID"],
  createReleaseApproval: ["CommentID"],
};

/** Times and days differ with the moment the demo world was seeded. */
const comparable = (text: string, assigned: string[] = []) => {
  let out = text
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "<time>")
    .replace(/\d{4}-\d{2}-\d{2}/g, "<day>");
  for (const name of assigned) {
    out = out
      .replace(new RegExp(`"${name}":\\d+`, "g"), `"${name}":0`)
      .replace(new RegExp(`<${name}>\\d+<`, "g"), `<${name}>0<`);
  }
  return out.replace(/>\s+</g, "><");
};

function exampleCall(method: string, path: string) {
  const op = doc.paths[path]?.[method] as Documented;
  const url =
    path.replace(/\{(\w+)\}/g, (_, name) => String(op.parameters?.find((p) => p.name === name)?.example)) +
    (QUERY_OF[op.operationId] ?? "");
  const [status, success] = Object.entries(op.responses).find(([code]) => code.startsWith("2")) ?? [];
  const example = (type: string) => success?.content?.[type]?.example;
  const body = (type: string) => op.requestBody?.content[type]?.example;
  return { op, url, status: Number(status), example, body, key: KEY_OF[op.operationId] ?? KEYS.northwind };
}

const reads = SPEC_OPERATIONS.filter(([method, , summary]) => method === "get" && summary !== "Logs");
const writes = SPEC_OPERATIONS.filter(([method]) => method !== "get");

describe("the document's examples", () => {
  it.each(reads)("%s %s (%s) answers its examples", async (method, path) => {
    const { url, status, example, key } = exampleCall(method, path);
    const asJson = await call(url, { key });
    expect(asJson.status).toBe(status);
    expect(comparable(await asJson.text())).toBe(comparable(JSON.stringify(example("application/json"))));
    const asXml = await call(url, { key, accept: "application/xml" });
    expect(comparable(await asXml.text())).toBe(comparable(example("application/xml") as string));
  });

  it.each(writes)("%s %s (%s) takes its request examples and answers its examples", async (method, path) => {
    const { op, url, status, example, body, key } = exampleCall(method, path);
    const assigned = ASSIGNED_OF[op.operationId];
    const sent = body("application/json");
    const asJson = await call(url, { key, method: method.toUpperCase(), body: sent });
    expect(asJson.status, await asJson.clone().text()).toBe(status);
    expect(comparable(await asJson.text(), assigned)).toBe(
      comparable(JSON.stringify(example("application/json")), assigned),
    );
    if (method === "delete") return;

    for (const type of ["application/xml", "text/xml"]) {
      // A draft is published once: the XML examples publish drafts of their own.
      const xmlUrl = op.operationId === "publishOrder" ? `/api/v1/ad/orders/${await newDraft()}/publish` : url;
      const asXml = await call(xmlUrl, {
        key,
        method: method.toUpperCase(),
        body: body(type) as string,
        contentType: type,
        accept: type,
      });
      expect(asXml.status, await asXml.clone().text()).toBe(status);
      const text = await asXml.text();
      if (op.operationId === "publishOrder") expect(text).toContain("<Status>Published</Status>");
      else expect(comparable(text, assigned)).toBe(comparable(example(type) as string, assigned));
    }
  });
});

async function newDraft(): Promise<number> {
  const body = {
    Advertiser: "Lakeside Dental",
    Files: [{ AdID: "LKSD0001000H", Title: "Smile Week :30", Length: 30 }],
    Destinations: [200],
  };
  const id = (await json(await call("/api/v1/ad/orders", { method: "POST", body }))).OrderID;
  await withContent(id);
  return id;
}
