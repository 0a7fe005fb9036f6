/**
 * Releases as a full subject (contract section 9): a label creates a draft
 * (ISRCs normalised), uploads its tracks, publishes, its stations find it in
 * their list, download it, and it is Delivered; a draft is replaced keeping
 * the content of the tracks that stay; deleting removes a draft and cancels
 * a published release. Release 7001 stays as the demo world has it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, json, KEYS, problem } from "../helpers";
import { mediaFixture } from "../media-files";
import { download, fieldError, releaseContent, uploaded } from "./media.support";

const RELEASES = "/api/v1/music/releases";
const track = mediaFixture("track.m4a");

interface ReleaseAnswer {
  ReleaseID: number;
  Status: string;
  Title: string;
  Files: { FileID: number; ISRC: string; Title: string; Length: number }[];
  Destinations: number[];
  PublishedAt: string | null;
  CreatedBy: string;
  Warnings?: { Code: string; Field: string }[];
}

const input = (over: Record<string, unknown> = {}) => ({
  Title: "Harbor Nights",
  Artist: "Juniper Vale",
  Files: [
    { Title: "Harbor Nights", ISRC: "US-BHR-26-00401", Length: 224 },
    { Title: "Tidewater", ISRC: "isrc usbhr2600402", Length: 201 },
  ],
  Destinations: [200],
  ...over,
});

async function createRelease(
  over: Record<string, unknown> = {},
  key: string = KEYS.blueharbor,
): Promise<ReleaseAnswer> {
  const res = await call(RELEASES, { method: "POST", key, body: input(over) });
  if (res.status !== 201) throw new Error(`create release: ${res.status} ${await res.text()}`);
  return json<ReleaseAnswer>(res);
}

async function withTracks(release: ReleaseAnswer): Promise<void> {
  for (const file of release.Files) {
    await uploaded(releaseContent(release.ReleaseID, file.FileID), track, {
      contentType: "audio/mp4",
      key: KEYS.blueharbor,
    });
  }
}

const publish = (id: number, key: string = KEYS.blueharbor) =>
  call(`${RELEASES}/${id}/publish`, { method: "PUT", key });

describe("Create Release", () => {
  it("creates a draft owned by the label, ISRCs normalised, with Location and FileIDs", async () => {
    const res = await call(RELEASES, { method: "POST", key: KEYS.blueharbor, body: input() });
    expect(res.status).toBe(201);
    const release = await json<ReleaseAnswer>(res);
    expect(res.headers.get("Location")).toBe(`${RELEASES}/${release.ReleaseID}`);
    expect(release).toMatchObject({ Status: "Draft", PublishedAt: null, CreatedBy: "Blue Harbor Records" });
    expect(release.Files.map((f) => f.ISRC)).toEqual(["USBHR2600401", "USBHR2600402"]);
    expect(release.Files.every((f) => Number.isInteger(f.FileID))).toBe(true);
    const row = await env.DB.prepare("SELECT status, label_organization_id AS label FROM releases WHERE id = ?")
      .bind(release.ReleaseID)
      .first();
    expect(row).toEqual({ status: "Draft", label: 110 });
  });

  it("warns about an offline destination without refusing", async () => {
    const release = await createRelease({ Destinations: [200, 202] });
    expect(release.Warnings).toEqual([
      expect.objectContaining({ Code: "destination_offline", Field: "Destinations[1]" }),
    ]);
  });

  it("takes XML with the root Release and answers in XML", async () => {
    const body =
      "<Release><Title>Harbor Nights</Title><Artist>Juniper Vale</Artist><Files><File><Title>One</Title>" +
      "<ISRC>USBHR2600411</ISRC><Length>200</Length></File></Files><Destinations>" +
      "<OrganizationID>200</OrganizationID></Destinations></Release>";
    const res = await call(RELEASES, {
      method: "POST",
      key: KEYS.blueharbor,
      body,
      contentType: "application/xml",
      accept: "application/xml",
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).toMatch(/^<\?xml[^>]*\?>\s*<Release xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance">/);
    expect(text).toContain("<ISRC>USBHR2600411</ISRC>");
    expect(text).toContain("<Destinations><OrganizationID>200</OrganizationID></Destinations>");
  });

  it.each([
    ["too short", "USBHR260040"],
    ["letters where the year goes", "USBHRAB00401"],
    ["a country of digits", "12BHR2600401"],
    ["a stray character", "USBHR26.00401"],
  ])("refuses an ISRC that is not one (%s) with 422 naming it", async (_, isrc) => {
    const res = await call(RELEASES, {
      method: "POST",
      key: KEYS.blueharbor,
      body: input({ Files: [{ Title: "T", ISRC: isrc, Length: 100 }] }),
    });
    const errors = await problem(res, 422);
    expect(errors.errors).toContainEqual(expect.objectContaining({ field: "Files[0].ISRC" }));
  });

  it("refuses the same ISRC twice, however written, and names every failing field at once", async () => {
    const releases = async () => (await env.DB.prepare("SELECT count(*) AS n FROM releases").first())?.n;
    const before = await releases();
    const res = await call(RELEASES, {
      method: "POST",
      key: KEYS.blueharbor,
      body: input({
        Files: [
          { Title: "A", ISRC: "USBHR2600501", Length: 100 },
          { Title: "B", ISRC: "us-bhr-26-00501", Length: 100 },
        ],
        Destinations: [201, 110],
      }),
    });
    const errors = await fieldError(res, "Files[1].ISRC", "duplicate");
    expect(errors).toContainEqual(expect.objectContaining({ field: "Destinations[1]", code: "not_found" }));
    expect(await releases()).toBe(before);
  });

  it.each([
    ["an agency", KEYS.northwind],
    ["a station", KEYS.wxyz],
  ])("is a label's alone: %s gets 403", async (_, key) => {
    const res = await call(RELEASES, { method: "POST", key, body: input() });
    expect((await problem(res, 403)).detail).toContain("Only a record label sends releases");
  });
});

describe("Release Detail and visibility", () => {
  it("shows release 7001 as the demo world has it", async () => {
    const release = await json<ReleaseAnswer>(await call(`${RELEASES}/7001`, { key: KEYS.blueharbor }));
    expect(release).toMatchObject({ ReleaseID: 7001, Title: "Midnight Lanterns", Status: "In Progress" });
    expect(release.Destinations).toEqual([200, 201, 202]);
    expect(release.Files.map((f) => f.FileID)).toEqual([9001, 9002]);
  });

  it("hides a draft from its destinations and from others (404), shows it to its label", async () => {
    const release = await createRelease();
    expect((await call(`${RELEASES}/${release.ReleaseID}`, { key: KEYS.blueharbor })).status).toBe(200);
    for (const key of [KEYS.dana, KEYS.northwind, KEYS.harborlight]) {
      await problem(await call(`${RELEASES}/${release.ReleaseID}`, { key }), 404);
    }
  });

  it("shows a destination only the destinations it acts for", async () => {
    const release = await json<ReleaseAnswer>(await call(`${RELEASES}/7001`, { key: KEYS.dana }));
    expect(release.Destinations).toEqual([200]);
  });
});

describe("Publish Release, and its delivery", () => {
  it("needs every track's content (422 content_missing), then publishes, queues and delivers on download", async () => {
    const release = await createRelease();
    const id = release.ReleaseID;
    await fieldError(await publish(id), "Files[0]", "content_missing");
    await withTracks(release);

    const res = await publish(id);
    expect(res.status).toBe(200);
    const published = await json<ReleaseAnswer>(res);
    expect(published.Status).toBe("Published");
    expect(published.PublishedAt).not.toBeNull();
    const deliveries = await env.DB.prepare("SELECT count(*) AS n FROM deliveries WHERE release_id = ?")
      .bind(id)
      .first();
    expect(deliveries?.n).toBe(2);

    // Published once: the second is a 409.
    await problem(await publish(id), 409);

    // The station (WXYZ-TV, Dana's key) finds it and downloads both tracks: the release is Delivered.
    const listed = await json<{ ReleaseID: number }[]>(
      await call(`${RELEASES}?role=destination&limit=1000`, { key: KEYS.dana }),
    );
    expect(listed.map((r) => r.ReleaseID)).toContain(id);
    for (const file of release.Files) {
      const { res: got, body } = await download(releaseContent(id, file.FileID), { key: KEYS.dana });
      expect(got.status).toBe(200);
      expect(body.byteLength).toBe(track.byteLength);
    }
    const after = await json<ReleaseAnswer>(await call(`${RELEASES}/${id}`, { key: KEYS.blueharbor }));
    expect(after.Status).toBe("Delivered");
  });

  it("is the label's alone: a destination that sees the release gets 403", async () => {
    await problem(await publish(7001, KEYS.dana), 403);
  });

  it("refuses a release past draft with 409", async () => {
    expect((await problem(await publish(7001), 409)).detail).toContain("only a Draft release can be published");
  });
});

describe("Replace Draft Release", () => {
  it("keeps the FileID and content of a track whose ISRC stays, removes the others, adds the new", async () => {
    const release = await createRelease();
    const id = release.ReleaseID;
    await withTracks(release);
    const [kept, gone] = release.Files as [ReleaseAnswer["Files"][0], ReleaseAnswer["Files"][0]];

    const res = await call(`${RELEASES}/${id}`, {
      method: "PUT",
      key: KEYS.blueharbor,
      body: input({
        Title: "Harbor Nights (Deluxe)",
        Files: [
          { Title: "Brand New", ISRC: "USBHR2600409", Length: 180 },
          { Title: "Harbor Nights (Remastered)", ISRC: "usbhr2600401", Length: 225 },
        ],
        Destinations: [201, 200],
      }),
    });
    expect(res.status).toBe(200);
    const replaced = await json<ReleaseAnswer>(res);
    expect(replaced.Title).toBe("Harbor Nights (Deluxe)");
    expect(replaced.Destinations).toEqual([201, 200]);
    expect(replaced.Files[1]).toEqual({
      FileID: kept.FileID,
      ISRC: "USBHR2600401",
      Title: "Harbor Nights (Remastered)",
      Length: 225,
    });
    expect(replaced.Files[0]?.ISRC).toBe("USBHR2600409");
    expect(replaced.Files.map((f) => f.FileID)).not.toContain(gone.FileID);

    const content = await env.DB.prepare(
      "SELECT id, content_sha256 AS sha FROM files WHERE release_id = ? ORDER BY position",
    )
      .bind(id)
      .all<{ id: number; sha: string | null }>();
    expect(content.results.map((r) => r.sha === null)).toEqual([true, false]);
    // The new track still needs its content.
    await fieldError(await publish(id), "Files[0]", "content_missing");
  });

  it("is for drafts only (409), for the label only (403), and changes nothing when refused", async () => {
    await problem(await call(`${RELEASES}/7001`, { method: "PUT", key: KEYS.blueharbor, body: input() }), 409);
    await problem(await call(`${RELEASES}/7001`, { method: "PUT", key: KEYS.dana, body: input() }), 403);
    const release = await createRelease();
    const res = await call(`${RELEASES}/${release.ReleaseID}`, {
      method: "PUT",
      key: KEYS.blueharbor,
      body: input({ Title: "Changed", Destinations: [110] }),
    });
    await fieldError(res, "Destinations[0]", "not_found");
    const after = await json<ReleaseAnswer>(await call(`${RELEASES}/${release.ReleaseID}`, { key: KEYS.blueharbor }));
    expect(after.Title).toBe("Harbor Nights");
  });
});

describe("Release Delete", () => {
  it("removes a draft with its tracks and content", async () => {
    const release = await createRelease();
    await withTracks(release);
    const res = await call(`${RELEASES}/${release.ReleaseID}`, { method: "DELETE", key: KEYS.blueharbor });
    expect(await json(res)).toMatchObject({ ReleaseID: release.ReleaseID, Outcome: "Removed" });
    await problem(await call(`${RELEASES}/${release.ReleaseID}`, { key: KEYS.blueharbor }), 404);
    const files = await env.DB.prepare("SELECT count(*) AS n FROM files WHERE release_id = ?")
      .bind(release.ReleaseID)
      .first();
    expect(files?.n).toBe(0);
  });

  it("is the label's alone: a destination that sees the release gets 403", async () => {
    await problem(await call(`${RELEASES}/7001`, { method: "DELETE", key: KEYS.dana }), 403);
  });

  it("cancels a published release with its open deliveries and hides it from every read", async () => {
    const res = await call(`${RELEASES}/7001`, { method: "DELETE", key: KEYS.blueharbor });
    // 7001's deliveries to 202 (offline) were still queued; those to 200 and 201 were delivered.
    expect(await json(res)).toMatchObject({ ReleaseID: 7001, Outcome: "Cancelled", CancelledDeliveries: 2 });
    await problem(await call(`${RELEASES}/7001`, { key: KEYS.blueharbor }), 404);
    await problem(await call(`${RELEASES}/7001`, { key: KEYS.dana }), 404);
    const listed = await json<{ ReleaseID: number }[]>(await call(RELEASES, { key: KEYS.blueharbor }));
    expect(listed.map((r) => r.ReleaseID)).not.toContain(7001);
  });
});

describe("Release List", () => {
  it("gives a label its releases, drafts included, newest UpdatedAt first", async () => {
    const draft = await createRelease();
    const rows = await json<{ ReleaseID: number; Status: string; UpdatedAt: string; CreatedBy: string }[]>(
      await call(`${RELEASES}?role=sender`, { key: KEYS.blueharbor }),
    );
    expect(rows[0]).toMatchObject({ ReleaseID: draft.ReleaseID, Status: "Draft", CreatedBy: "Blue Harbor Records" });
    const times = rows.map((r) => r.UpdatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(rows.every((r) => r.CreatedBy === "Blue Harbor Records")).toBe(true);
  });

  it("gives a destination what was sent to it, never a draft; a group what it acts for", async () => {
    const draft = await createRelease({ Destinations: [201] });
    // Summit acts for WXYZ-TV (200) and KLMN-FM (201): 7002 was sent to KLMN-FM among others.
    const rows = await json<{ ReleaseID: number; DestinationCount: number }[]>(
      await call(RELEASES, { key: KEYS.summit }),
    );
    expect(rows.map((r) => r.ReleaseID)).toContain(7002);
    expect(rows.find((r) => r.ReleaseID === 7002)?.DestinationCount).toBe(1);
    expect(rows.map((r) => r.ReleaseID)).not.toContain(draft.ReleaseID);
    // 7001 is cancelled above: never listed again.
    expect(rows.map((r) => r.ReleaseID)).not.toContain(7001);
  });

  it("filters by ISRC (normalised), artist (any case) and destination", async () => {
    const byIsrc = await json<{ ReleaseID: number }[]>(
      await call(`${RELEASES}?isrc=us-bhr-26-00201`, { key: KEYS.blueharbor }),
    );
    expect(byIsrc.map((r) => r.ReleaseID)).toEqual([7002]);
    const byArtist = await json<{ Artist: string }[]>(
      await call(`${RELEASES}?artist=JUNIPER%20VALE`, { key: KEYS.blueharbor }),
    );
    expect(byArtist.length).toBeGreaterThan(0);
    expect(byArtist.every((r) => r.Artist === "Juniper Vale")).toBe(true);
    await problem(await call(`${RELEASES}?destination=203`, { key: KEYS.dana }), 403);
    await problem(await call(`${RELEASES}?isrc=nope`, { key: KEYS.dana }), 400);
  });

  it("answers in XML as Releases/Release", async () => {
    const res = await call(`${RELEASES}?limit=1`, { key: KEYS.blueharbor, accept: "application/xml" });
    const text = await res.text();
    expect(text).toMatch(
      /<Releases xmlns:xsi="http:\/\/www.w3.org\/2001\/XMLSchema-instance"><Release><ReleaseID>\d+<\/ReleaseID>/,
    );
    expect(res.headers.get("Link")).toMatch(/rel="next"/);
  });
});
