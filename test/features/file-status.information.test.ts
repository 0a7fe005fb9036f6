import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";

const CASCADE = "mds_dev_cascade";
const LAKESHORE = "mds_dev_lakeshore";

const info = (releaseId: number, fileId: number) =>
  `/api/v1/music/releases/${releaseId}/files/${fileId}/filestatusinformation`;

interface Status {
  OrganizationID: number;
  OrganizationName: string;
  AssetStatus: string | null;
  AssetStatusUpdatedAt: string | null;
  HouseID: string | null;
  HouseIDUpdatedAt: string | null;
  Delivered: boolean;
  DeliveredAt: string | null;
}

interface Information {
  ReleaseID: number;
  FileID: number;
  Title: string;
  ISRC: string | null;
  Statuses: Status[];
}

async function read(releaseId: number, fileId: number, key: string): Promise<Information> {
  const res = await call(info(releaseId, fileId), { key });
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return json(res);
}

const TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe("Get File Status Information", () => {
  it("shows the label every destination of release 7001 with the fixture's statuses and deliveries", async () => {
    const body = await read(7001, 9001, KEYS.blueharbor);
    expect(body).toEqual({
      ReleaseID: 7001,
      FileID: 9001,
      Title: "Midnight Lanterns",
      ISRC: "USBHR2600101",
      Statuses: [
        {
          OrganizationID: 200,
          OrganizationName: "WXYZ-TV",
          AssetStatus: "Received",
          AssetStatusUpdatedAt: TIMESTAMP,
          HouseID: null,
          HouseIDUpdatedAt: null,
          Delivered: true,
          DeliveredAt: TIMESTAMP,
        },
        {
          OrganizationID: 201,
          OrganizationName: "KLMN-FM",
          AssetStatus: "On Air",
          AssetStatusUpdatedAt: TIMESTAMP,
          HouseID: "KLMN-MU-0417",
          HouseIDUpdatedAt: TIMESTAMP,
          Delivered: true,
          DeliveredAt: TIMESTAMP,
        },
        {
          // WQRS-AM is offline: its delivery is still queued, it has said nothing.
          OrganizationID: 202,
          OrganizationName: "WQRS-AM",
          AssetStatus: null,
          AssetStatusUpdatedAt: null,
          HouseID: null,
          HouseIDUpdatedAt: null,
          Delivered: false,
          DeliveredAt: null,
        },
      ],
    });
  });

  it("shows a destination only its own row, and a station group the rows of the stations it acts for", async () => {
    expect((await read(7001, 9002, KEYS.wxyz)).Statuses.map((s) => [s.OrganizationID, s.AssetStatus])).toEqual([
      [200, "In Review"],
    ]);
    expect((await read(7001, 9002, KEYS.dana)).Statuses.map((s) => s.OrganizationID)).toEqual([200]);
    expect((await read(7001, 9001, KEYS.summit)).Statuses.map((s) => s.OrganizationID)).toEqual([200, 201]);
    // Release 7002 went to 201, 206, 213, 236: Summit sees 201 only.
    const other = await read(7002, 9003, KEYS.summit);
    expect(other).toMatchObject({ ReleaseID: 7002, FileID: 9003, Title: "Paper Satellites", ISRC: "USBHR2600201" });
    expect(other.Statuses.map((s) => [s.OrganizationID, s.AssetStatus])).toEqual([[201, "Approved"]]);
  });

  it("is a 404 for a key that may not see the release", async () => {
    for (const key of [CASCADE, KEYS.harborlight, KEYS.northwind, LAKESHORE]) {
      const body = await problem(await call(info(7001, 9001), { key }), 404);
      expect(body.detail).toContain("7001");
    }
    await problem(await call(info(999999, 9001), { key: KEYS.blueharbor }), 404);
  });

  it("is a 404 for a file that is not of that release", async () => {
    for (const file of [9003, 8003, 999999]) {
      const body = await problem(await call(info(7001, file), { key: KEYS.blueharbor }), 404);
      expect(body.detail).toContain(String(file));
    }
  });

  it("is a 400 for a path id that is not a positive integer, and a 405 for another method", async () => {
    const body = await problem(await call(info(7001, 1).replace("/1/", "/x/"), { key: KEYS.blueharbor }), 400);
    expect(body.errors?.[0]?.field).toBe("fileID");
    const post = await call(info(7001, 9001), { key: KEYS.blueharbor, method: "POST", body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toContain("GET");
  });

  it("reflects what a destination sets, with when it was set", async () => {
    const before = await read(7001, 9002, KEYS.blueharbor);
    expect(before.Statuses.find((s) => s.OrganizationID === 201)?.HouseID).toBeNull();
    const res = await call("/api/v1/music/releases/7001/files/9002/houseid", {
      method: "PUT",
      key: KEYS.summit,
      body: { HouseID: "KLMN-MU-0418", Organizations: ["KLMN-FM"] },
    });
    expect(res.status).toBe(200);
    const [row] = await json(res);
    const after = await read(7001, 9002, KEYS.blueharbor);
    expect(after.Statuses.find((s) => s.OrganizationID === 201)).toMatchObject({
      HouseID: "KLMN-MU-0418",
      HouseIDUpdatedAt: row.UpdatedAt,
      AssetStatus: null,
    });
  });

  it("says Delivered once the delivery to that destination has a delivery time", async () => {
    await env.DB.prepare(
      "UPDATE deliveries SET status = 'Delivered', delivered_at = '2030-01-02T03:04:05.000Z' WHERE file_id = 9002 AND organization_id = 202",
    ).run();
    const status = (await read(7001, 9002, KEYS.blueharbor)).Statuses.find((s) => s.OrganizationID === 202);
    expect(status).toMatchObject({ Delivered: true, DeliveredAt: "2030-01-02T03:04:05.000Z" });
  });

  it("answers XML with <Statuses><Status>", async () => {
    const res = await call(info(7001, 9001), { key: KEYS.summit, accept: "application/xml" });
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toMatch(
      new RegExp(
        '^<\\?xml version="1.0" encoding="UTF-8"\\?>' +
          '<FileStatusInformation xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><ReleaseID>7001</ReleaseID>' +
          "<FileID>9001</FileID><Title>Midnight Lanterns</Title><ISRC>USBHR2600101</ISRC><Statuses><Status>" +
          "<OrganizationID>200</OrganizationID>",
      ),
    );
    expect(xml.match(/<Status>/g)).toHaveLength(2);
    expect(xml).toContain("<Delivered>true</Delivered>");
    expect(xml).toContain("<HouseID>KLMN-MU-0417</HouseID>");
  });

  it("is documented with its schema", async () => {
    const doc = await json(await call("/openapi.json", { key: null }));
    const op = doc.paths["/api/v1/music/releases/{releaseID}/files/{fileID}/filestatusinformation"].get;
    expect(op.operationId).toBe("getReleaseFileStatusInformation");
    expect(op.responses["404"]).toBeDefined();
    const schema = doc.components.schemas.FileStatusInformation;
    expect(Object.keys(schema.properties)).toEqual(["ReleaseID", "FileID", "Title", "ISRC", "Statuses"]);
    expect(Object.keys(doc.components.schemas.FileStatus.properties)).toEqual([
      "OrganizationID",
      "OrganizationName",
      "AssetStatus",
      "AssetStatusUpdatedAt",
      "HouseID",
      "HouseIDUpdatedAt",
      "Delivered",
      "DeliveredAt",
    ]);
  });
});
