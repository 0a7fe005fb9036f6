/**
 * The document's examples are the demo world's own answers: each operation
 * is called as its example says (the documented path values, the JSON and the
 * XML request examples) and answers what its examples show, in JSON and in
 * XML, up to what differs from one seeding to the next (times, relative flight
 * dates, and the IDs the service assigns).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { world } from "../fixtures/world";
import { operations } from "../src/app";
import { call, json, KEYS, withContent, withTrackContent } from "./helpers";
import { coverageGaps, nameOf } from "./operation-lists";

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
  createRelease: KEYS.blueharbor,
  listReleases: KEYS.blueharbor,
  getRelease: KEYS.blueharbor,
  replaceRelease: KEYS.blueharbor,
  deleteRelease: KEYS.blueharbor,
  publishRelease: KEYS.blueharbor,
  listReleaseComments: KEYS.blueharbor,
  listReleaseApprovals: KEYS.blueharbor,
  createOrderComment: KEYS.dana,
  createOrderApproval: KEYS.dana,
  createReleaseComment: KEYS.dana,
  createReleaseApproval: KEYS.dana,
  setOrderFileAssetStatus: KEYS.summit,
  setOrderFileHouseId: KEYS.summit,
  setReleaseFileAssetStatus: KEYS.summit,
  setReleaseFileHouseId: KEYS.summit,
  deleteOrderGroup: KEYS.harborlight,
  putDestinationSpec: KEYS.summit,
  getReleaseFileRights: KEYS.blueharbor,
  putReleaseFileRights: KEYS.blueharbor,
  listOrderFileClearances: KEYS.harborlight,
  listReleaseFileClearances: KEYS.blueharbor,
  setReleaseFileClearance: KEYS.blueharbor,
};
/** The list examples are a first page of this size. */
const QUERY_OF: Record<string, string> = {
  listAvailableDestinations: "?limit=3",
  listProofOfDeliveryReports: "?limit=3",
  listOrders: "?limit=3",
  listReleases: "?limit=3",
  getOrderGroupProofOfDelivery: "?limit=3",
};
/** What the service assigns anew in each database: the IDs of what an operation creates. */
const ASSIGNED_OF: Record<string, string[]> = {
  createOrder: ["OrderID", "FileID"],
  createLongFormOrder: ["OrderID", "FileID"],
  replaceOrder: ["FileID"],
  createOrderComment: ["CommentID"],
  createOrderApproval: ["CommentID"],
  createReleaseComment: ["CommentID"],
  createReleaseApproval: ["CommentID"],
  createRelease: ["ReleaseID", "FileID"],
  replaceRelease: ["FileID"],
  publishRelease: ["FileID"],
  createOrderGroup: ["OrderGroupID"],
};
/**
 * The demo world's highest ID of each kind: an assigned ID is above it (the
 * demo world's own, such as a kept FileID, must be what the example shows).
 */
const SEEDED: Record<string, number> = {
  OrderID: Math.max(...world.orders.map((o) => o.id)),
  ReleaseID: Math.max(...world.releases.map((r) => r.id)),
  FileID: Math.max(...[...world.orders, ...world.releases].flatMap((s) => s.files.map((f) => f.id))),
  CommentID: Math.max(...[...world.orders, ...world.releases].flatMap((s) => (s.comments ?? []).map((c) => c.id))),
  OrderGroupID: Math.max(...world.orderGroups.map((g) => g.id)),
};
/** Before the call of its examples: what the operation needs (a release is published once its tracks have content). */
const BEFORE_OF: Record<string, (path: string) => Promise<void>> = {
  publishRelease: (path) => withTrackContent(Number(path.split("/")[5])),
};
/** A draft is published once: the XML examples publish drafts of their own. */
const OWN_DRAFT_OF: Record<string, () => Promise<string>> = {
  publishOrder: async () => `/api/v1/ad/orders/${await newDraft()}/publish`,
  publishRelease: async () => `/api/v1/music/releases/${await newReleaseDraft()}/publish`,
  publishOrderGroup: async () => `/api/v1/ad/ordergroups/${await newGroup()}/publish`,
};
/** After each call of its examples, what lets the next call take the same example: a group made is deleted (its order free again). */
const AFTER_OF: Record<string, (answer: string) => Promise<void>> = {
  createOrderGroup: async (answer) => {
    const id = /"OrderGroupID":(\d+)|<OrderGroupID>(\d+)</.exec(answer)?.slice(1).find(Boolean);
    expect((await call(`/api/v1/ad/ordergroups/${id}`, { method: "DELETE" })).status).toBe(200);
  },
};

/** Times and days differ with the moment the demo world was seeded. */
const comparable = (text: string, assigned: string[] = []) => {
  let out = text
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "<time>")
    .replace(/\d{4}-\d{2}-\d{2}/g, "<day>");
  for (const name of assigned) {
    const seeded = SEEDED[name] ?? 0;
    const anew = (id: string) => (Number(id) > seeded ? "0" : id);
    out = out
      .replace(new RegExp(`"${name}":(\\d+)`, "g"), (_, id) => `"${name}":${anew(id)}`)
      .replace(new RegExp(`<${name}>(\\d+)<`, "g"), (_, id) => `<${name}>${anew(id)}<`);
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

const NOT_YET =
  "not called yet: its examples do not answer as written with the defaults here (key, path values, state)";
const UPLOAD = "not called yet: an upload needs a draft's file and, to complete, its parts";
/** The operations whose examples are not called here, by operationId, and why; a file's bytes (`media`) neither. */
const NOT_CALLED: Record<string, string> = {
  ...Object.fromEntries(
    ["listAsRun", "getProofOfPerformance", "setTrafficInstructions", "acknowledgeTrafficInstructions", "postAsRun"].map(
      (id) => [id, NOT_YET],
    ),
  ),
  getIngestFeed: NOT_YET,
  acknowledgeIngestEntry: NOT_YET,
  ...Object.fromEntries(
    ["Order", "Release"].flatMap((family) =>
      [`start${family}FileUpload`, `complete${family}FileUpload`, `abort${family}FileUpload`].map((id) => [id, UPLOAD]),
    ),
  ),
  ...Object.fromEntries(
    [
      "listWebhooks",
      "getWebhook",
      "updateWebhook",
      "deleteWebhook",
      "listWebhookDeliveries",
      "createWebhook",
      "rotateWebhookSecret",
      "pingWebhook",
      "redeliverWebhookEvent",
      "listKeys",
      "createKey",
      "revokeKey",
    ].map((id) => [id, NOT_YET]),
  ),
  ...Object.fromEntries(operations.filter((op) => op.media).map((op) => [op.operationId, "a file's bytes"])),
};

/** Every other operation of the app (src/app.ts), in its order: a new one is called as its examples say. */
const documented = operations
  .filter((op) => !(op.operationId in NOT_CALLED))
  .map((op) => [op.method, op.path, op.summary] as const);
// The logs hold the requests of the run so far.
const reads = documented.filter(([method, , summary]) => method === "get" && summary !== "Logs");
/** In this order: a release is created (7006), replaced and published; order 5022 and release 7003 deleted. */
const writes = documented.filter(([method]) => method !== "get");

describe("the document's examples", () => {
  it("leaves out only operations of the app, each once", () => {
    expect(coverageGaps(new Set(documented.map(([method, path]) => nameOf(method, path))), NOT_CALLED)).toEqual([]);
  });

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
    await BEFORE_OF[op.operationId]?.(url);
    const sent = body("application/json");
    const asJson = await call(url, { key, method: method.toUpperCase(), body: sent });
    expect(asJson.status, await asJson.clone().text()).toBe(status);
    const answer = await asJson.text();
    await AFTER_OF[op.operationId]?.(answer);
    expect(comparable(answer, assigned)).toBe(comparable(JSON.stringify(example("application/json")), assigned));
    if (method === "delete") return;

    for (const type of ["application/xml", "text/xml"]) {
      const ownDraft = OWN_DRAFT_OF[op.operationId];
      const xmlUrl = ownDraft ? await ownDraft() : url;
      const asXml = await call(xmlUrl, {
        key,
        method: method.toUpperCase(),
        body: body(type) as string,
        contentType: type,
        accept: type,
      });
      expect(asXml.status, await asXml.clone().text()).toBe(status);
      const text = await asXml.text();
      await AFTER_OF[op.operationId]?.(text);
      if (ownDraft) expect(text).toContain("<Status>Published</Status>");
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

async function newReleaseDraft(): Promise<number> {
  const body = {
    Title: "Lakeside Sessions",
    Artist: "Juniper Vale",
    Files: [{ Title: "Lakeside", ISRC: "USBHR2600901", Length: 200 }],
    Destinations: [200],
  };
  const id = (await json(await call("/api/v1/music/releases", { method: "POST", key: KEYS.blueharbor, body })))
    .ReleaseID;
  await withTrackContent(id);
  return id;
}

/** A group of Northwind's own with one fresh draft in it, ready to publish. */
async function newGroup(): Promise<number> {
  const OrderIDs = [await newDraft()];
  return (
    await json(await call("/api/v1/ad/ordergroups", { method: "POST", body: { Name: "Lakeside Dental", OrderIDs } }))
  ).OrderGroupID;
}
