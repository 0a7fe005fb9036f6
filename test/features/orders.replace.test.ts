/**
 * Replace Draft Order (contract section 9): a whole Create Order (or Long
 * Form) input replaces a draft; files whose AdID stays keep their FileID and
 * content; atomic; drafts and their owner only.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";
import { mediaFixture } from "../media-files";
import { createDraft, fieldError, objectsOf, orderPath, uploaded } from "./media.support";

interface OrderAnswer {
  OrderID: number;
  OrderType: string;
  Status: string;
  Advertiser: string;
  ProgramTitle: string | null;
  Files: { FileID: number; AdID: string; Title: string; Length: number; Format: string }[];
  Destinations: number[];
  Warnings: { Code: string; Field: string }[];
}

const spot = mediaFixture("hd-spot.mp4");

const replace = (orderId: number, body: unknown, key: string = KEYS.northwind) =>
  call(orderPath(orderId), { method: "PUT", key, body });

const input = (over: Record<string, unknown> = {}) => ({
  Advertiser: "Media Test Revised",
  Files: [{ AdID: "ABCD1234", Title: "Spot (new cut)", Length: 6, Format: "SD" }],
  Destinations: [201, 202],
  ...over,
});

describe("Replace Draft Order", () => {
  it("replaces the fields and destinations; a file whose AdID stays keeps its FileID and content", async () => {
    const draft = await createDraft({ files: [{ AdID: "ABCD1234" }, { AdID: "EFGH5678" }] });
    await uploaded(draft.content(0), spot);
    await uploaded(draft.content(1), spot);
    const [keptId, goneId] = draft.fileIds as [number, number];

    const res = await replace(
      draft.orderId,
      input({
        Files: [
          { AdID: "WXYZ0000001H", Title: "New", Length: 15 },
          { AdID: "abcd1234", Title: "Spot (new cut)", Length: 6, Format: "SD" },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const order = await json<OrderAnswer>(res);
    expect(order).toMatchObject({ OrderID: draft.orderId, Status: "Draft", Advertiser: "Media Test Revised" });
    expect(order.Destinations).toEqual([201, 202]);
    expect(order.Warnings).toEqual([
      expect.objectContaining({ Code: "destination_offline", Field: "Destinations[1]" }),
    ]);
    expect(order.Files[1]).toEqual({
      FileID: keptId,
      AdID: "ABCD1234",
      Title: "Spot (new cut)",
      Length: 6,
      Format: "SD",
    });
    expect(order.Files[0]?.AdID).toBe("WXYZ0000001H");
    expect(order.Files.map((f) => f.FileID)).not.toContain(goneId);

    // The detail reads the same; the kept file's content stays, the gone file's is removed.
    expect(await json<OrderAnswer>(await call(orderPath(draft.orderId)))).toMatchObject({ Files: order.Files });
    const kept = await env.DB.prepare("SELECT content_sha256 AS sha FROM files WHERE id = ?").bind(keptId).first();
    expect(kept?.sha).toMatch(/^[0-9a-f]{64}$/);
    await expect
      .poll(async () => (await objectsOf(draft.orderId)).some((k) => k.includes(`/files/${goneId}/`)))
      .toBe(false);
    expect((await objectsOf(draft.orderId)).some((k) => k.includes(`/files/${keptId}/`))).toBe(true);
  });

  it("applies Create Order's rules: a 422 names every failing field, and nothing changes", async () => {
    const draft = await createDraft();
    const res = await replace(
      draft.orderId,
      input({
        Files: [
          { AdID: "ABCD1234", Title: "A", Length: 5 },
          { AdID: "abcd1234", Title: "B", Length: 5 },
        ],
        Destinations: [200, 100],
      }),
    );
    const errors = await fieldError(res, "Files[1].AdID", "duplicate");
    expect(errors).toContainEqual(expect.objectContaining({ field: "Destinations[1]", code: "not_found" }));
    const after = await json<OrderAnswer>(await call(orderPath(draft.orderId)));
    expect(after.Advertiser).toBe("Media Test");
    expect(after.Destinations).toEqual([200]);
  });

  it("keeps a long form order one: its input must be a long form input", async () => {
    const created = await json<OrderAnswer>(
      await call("/api/v1/ad/longformorders", {
        method: "POST",
        body: {
          Advertiser: "Long Form Test",
          ProgramTitle: "Home Show Weekly",
          Files: [{ AdID: "LFTS0000001H", Title: "Episode", Length: 1680 }],
          Destinations: [200],
        },
      }),
    );
    const refused = await replace(created.OrderID, input());
    const errors = await fieldError(refused, "ProgramTitle", "required");
    expect(errors).toContainEqual(expect.objectContaining({ field: "Files[0].Length" }));

    const res = await replace(
      created.OrderID,
      input({ ProgramTitle: "Home Show Weekly", Files: [{ AdID: "LFTS0000001H", Title: "Episode 2", Length: 1500 }] }),
    );
    expect(res.status).toBe(200);
    const order = await json<OrderAnswer>(res);
    expect(order).toMatchObject({ OrderType: "LongForm", ProgramTitle: "Home Show Weekly" });
    expect(order.Files[0]?.FileID).toBe(created.Files[0]?.FileID);
  });

  it("ignores a program title for a spot order", async () => {
    const draft = await createDraft();
    const order = await json<OrderAnswer>(await replace(draft.orderId, input({ ProgramTitle: "Not a program" })));
    expect(order).toMatchObject({ OrderType: "Spot", ProgramTitle: null });
  });

  it("is for drafts only: a published order is 409", async () => {
    expect((await problem(await replace(5002, input()), 409)).detail).toContain("only a Draft may be replaced");
  });

  it("is the owner's alone: a destination that sees the order gets 403, anyone else 404", async () => {
    await problem(await replace(5002, input(), KEYS.wxyz), 403);
    const draft = await createDraft();
    await problem(await replace(draft.orderId, input(), KEYS.wxyz), 404);
    await problem(await replace(draft.orderId, input(), KEYS.harborlight), 404);
    await problem(await replace(999999, input()), 404);
  });

  it("takes XML with the root Order", async () => {
    const draft = await createDraft();
    const body =
      "<Order><Advertiser>XML Revised</Advertiser><Files><File><AdID>ABCD1234</AdID><Title>T</Title>" +
      "<Length>5</Length></File></Files><Destinations><OrganizationID>200</OrganizationID></Destinations></Order>";
    const res = await call(orderPath(draft.orderId), {
      method: "PUT",
      body,
      contentType: "application/xml",
      accept: "application/xml",
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("<Advertiser>XML Revised</Advertiser>");
    expect(text).toContain(`<FileID>${draft.fileIds[0]}</FileID>`);
  });
});
