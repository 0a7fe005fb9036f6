/**
 * Key self-service (contract section 11) for every demo key: who sees which
 * keys, who may make and revoke them, and that a revoked key is refused at
 * its next request; each key's prefix tells it apart in the list and the log.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { world } from "../../fixtures/world";
import { keyPrefix, sha256Hex } from "../../src/http/keys";
import { roundTrips } from "../features/webhooks.support";
import { call, json, KEYS, problem, send } from "../helpers";
import { loggedEntries } from "../logs";

const KEYS_PATH = "/api/v1/account/keys";

interface KeyRecord {
  KeyID: number;
  Prefix: string;
  Name: string | null;
  ContactID: number | null;
  ContactName: string | null;
  CreatedAt: string;
  ExpiresAt: string | null;
  RevokedAt: string | null;
  LastUsedAt: string | null;
  Key?: string;
}

/** The demo keys with the ID the seed gives them (their place in world.apiKeys, from 1) and their prefix. */
const DEMO = await Promise.all(
  world.apiKeys.map(async (k, i) => ({
    ...k,
    id: i + 1,
    prefix: await keyPrefix(k.key),
    usable: k.revokedAt === undefined && k.expiresAt === undefined,
  })),
);

const list = async (key: string) => {
  const res = await call(KEYS_PATH, { key });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<KeyRecord[]>(res);
};

const create = (key: string, body: unknown = { Name: "Integration test" }) =>
  call(KEYS_PATH, { method: "POST", key, body });

async function created(key: string, body?: unknown): Promise<KeyRecord & { Key: string }> {
  const res = await create(key, body);
  expect(res.status, await res.clone().text()).toBe(201);
  const record = await json<KeyRecord & { Key: string }>(res);
  expect(res.headers.get("Location")).toBe(`${KEYS_PATH}/${record.KeyID}`);
  return record;
}

describe.each(DEMO.filter((k) => k.usable))("$key", (demo) => {
  const ownOrganization = DEMO.filter((k) => k.organizationId === demo.organizationId);

  it(
    demo.contactId === undefined
      ? "lists every key of its organization, and only those, without secrets"
      : "lists only itself",
    async () => {
      const keys = await list(demo.key);
      const expected = demo.contactId === undefined ? ownOrganization : [demo];
      expect(keys.map((k) => k.KeyID)).toEqual(expected.map((k) => k.id));
      expect(keys.map((k) => k.Prefix)).toEqual(expected.map((k) => k.prefix));
      for (const k of keys) expect(Object.keys(k)).not.toContain("Key");
      const body = JSON.stringify(keys);
      for (const other of DEMO) expect(body.includes(other.key), other.key).toBe(false);
    },
  );

  it("may not revoke another organization's key: 404, and that key still works", async () => {
    const stranger = DEMO.find((k) => k.organizationId !== demo.organizationId && k.usable);
    if (!stranger) throw new Error("no stranger");
    await problem(await call(`${KEYS_PATH}/${stranger.id}`, { method: "DELETE", key: demo.key }), 404);
    expect((await call("/api/v1/ad/orders/podstates", { key: stranger.key })).status).toBe(200);
  });

  if (demo.contactId === undefined) {
    it("makes a key of its organization, shown once, which authenticates as the organization", async () => {
      const record = await created(demo.key, { Name: `Made by ${demo.key}` });
      expect(record).toMatchObject({
        Name: `Made by ${demo.key}`,
        ContactID: null,
        RevokedAt: null,
        LastUsedAt: null,
        Prefix: await keyPrefix(record.Key),
      });
      expect(record.Key).toMatch(/^mds_live_[A-Za-z0-9]{32}$/);
      const seen = await list(record.Key);
      expect(seen.map((k) => k.KeyID)).toContain(record.KeyID);
      expect(seen.map((k) => k.KeyID)).toEqual(expect.arrayContaining(ownOrganization.map((k) => k.id)));
      const row = await env.DB.prepare("SELECT key_hash, organization_id FROM api_keys WHERE id = ?")
        .bind(record.KeyID)
        .first<{ key_hash: string; organization_id: number }>();
      expect(row).toEqual({ key_hash: await sha256Hex(record.Key), organization_id: demo.organizationId });
    });
  } else {
    it("may not make keys: 403, and none is made", async () => {
      const before = await env.DB.prepare("SELECT count(*) AS n FROM api_keys").first<number>("n");
      await problem(await create(demo.key), 403);
      expect(await env.DB.prepare("SELECT count(*) AS n FROM api_keys").first<number>("n")).toBe(before);
    });

    it("may not revoke its organization's other keys: 404", async () => {
      const sibling = ownOrganization.find((k) => k.id !== demo.id && k.usable);
      if (!sibling) throw new Error("no sibling");
      await problem(await call(`${KEYS_PATH}/${sibling.id}`, { method: "DELETE", key: demo.key }), 404);
      expect((await call("/api/v1/ad/orders/podstates", { key: sibling.key })).status).toBe(200);
    });
  }
});

describe.each(DEMO.filter((k) => !k.usable))("$key (revoked or expired)", (demo) => {
  it.each([
    ["GET", undefined],
    ["POST", { Name: "Never made" }],
  ])("%s is a 401", async (method, body) => {
    await problem(await call(KEYS_PATH, { method, key: demo.key, body }), 401);
  });
});

describe("revocation", () => {
  it("DELETE revokes: the key's next request is a 401, the list shows when, and revoking again keeps that time", async () => {
    const made = await created(KEYS.northwind);
    expect((await call("/api/v1/ad/orders/podstates", { key: made.Key })).status).toBe(200);
    const res = await call(`${KEYS_PATH}/${made.KeyID}`, { method: "DELETE", key: KEYS.northwind });
    expect(res.status).toBe(200);
    const revoked = await json<KeyRecord>(res);
    expect(revoked.KeyID).toBe(made.KeyID);
    expect(Date.now() - Date.parse(revoked.RevokedAt ?? "")).toBeLessThan(60_000);
    await problem(await call("/api/v1/ad/orders/podstates", { key: made.Key }), 401);
    const again = await json<KeyRecord>(
      await call(`${KEYS_PATH}/${made.KeyID}`, { method: "DELETE", key: KEYS.northwind }),
    );
    expect(again.RevokedAt).toBe(revoked.RevokedAt);
    expect((await list(KEYS.northwind)).find((k) => k.KeyID === made.KeyID)?.RevokedAt).toBe(revoked.RevokedAt);
  });

  it("a key may revoke itself", async () => {
    const made = await created(KEYS.harborlight);
    expect((await call(`${KEYS_PATH}/${made.KeyID}`, { method: "DELETE", key: made.Key })).status).toBe(200);
    await problem(await call(KEYS_PATH, { key: made.Key }), 401);
  });

  it("a contact's key may revoke itself", async () => {
    const made = await created(KEYS.wxyz, { Name: "Dana's second key", ContactID: 1 });
    expect(made).toMatchObject({ ContactID: 1, ContactName: "Dana Whitfield" });
    expect((await list(made.Key)).map((k) => k.KeyID)).toEqual([made.KeyID]);
    expect((await call(`${KEYS_PATH}/${made.KeyID}`, { method: "DELETE", key: made.Key })).status).toBe(200);
    await problem(await call("/api/v1/ad/orders/podstates", { key: made.Key }), 401);
  });

  it("an unknown key ID is a 404", async () => {
    await problem(await call(`${KEYS_PATH}/987654321`, { method: "DELETE", key: KEYS.northwind }), 404);
  });
});

describe("making a key", () => {
  it.each([
    ["no Name", {}, "Name", "required"],
    ["an empty Name", { Name: "  " }, "Name", "required"],
    ["an expiry in the past", { Name: "Old", ExpiresAt: "2020-01-01T00:00:00Z" }, "ExpiresAt", "future"],
    ["an expiry that is no date-time", { Name: "Odd", ExpiresAt: "tomorrow" }, "ExpiresAt", "date-time"],
    // Year 10000 in UTC: not a four-digit year, which stored timestamps are (it compared as before 2026).
    ["an expiry past 9999", { Name: "Far", ExpiresAt: "9999-12-31T23:00:00-05:00" }, "ExpiresAt", "9999-12-31"],
    ["another organization's contact", { Name: "Not ours", ContactID: 2 }, "ContactID", "contact"],
    ["a contact that does not exist", { Name: "Nobody", ContactID: 999 }, "ContactID", "contact"],
  ])("refuses %s with a 422 naming the field", async (_name, body, field, words) => {
    const { errors } = await problem(await create(KEYS.wxyz, body), 422);
    expect(errors?.map((e) => e.field)).toEqual([field]);
    expect(errors?.[0]?.message).toContain(words);
  });

  it("takes an expiry: the key works until then", async () => {
    const made = await created(KEYS.northwind, { Name: "Expiring", ExpiresAt: "2099-01-01T00:00:00+01:00" });
    expect(made.ExpiresAt).toBe("2098-12-31T23:00:00.000Z");
    expect((await call("/api/v1/ad/orders/podstates", { key: made.Key })).status).toBe(200);
  });

  it("in XML: root ApiKey in and out", async () => {
    const res = await call(KEYS_PATH, {
      method: "POST",
      key: KEYS.northwind,
      accept: "application/xml",
      body: "<ApiKey><Name>XML key</Name></ApiKey>",
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).toMatch(/<ApiKey[ >].*<Name>XML key<\/Name>.*<Key>mds_live_[A-Za-z0-9]{32}<\/Key>.*<\/ApiKey>$/s);
  });

  it("does not honour an Idempotency-Key (no answer holding a key is kept): the same request again makes another key", async () => {
    const init = {
      method: "POST",
      key: KEYS.northwind,
      body: { Name: `Again ${crypto.randomUUID()}` },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    };
    expect((await send(KEYS_PATH, init)).status).toBe(201);
    expect((await send(KEYS_PATH, init)).status).toBe(201);
    const made = (await list(KEYS.northwind)).filter((k) => k.Name === init.body.Name);
    expect(made).toHaveLength(2);
  });

  it("keeps no answer of an Idempotency-Key request: the key is nowhere in clear", async () => {
    const res = await send(KEYS_PATH, {
      method: "POST",
      key: KEYS.northwind,
      body: { Name: "Idempotent?" },
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    const { Key } = await json<{ Key: string }>(res);
    const { results } = await env.DB.prepare("SELECT * FROM idempotency_keys").all();
    expect(JSON.stringify(results)).not.toContain(Key);
  });
});

describe("prefixes", () => {
  it("tell every key of an organization apart, and are what the request log records", async () => {
    for (const organizationId of new Set(DEMO.map((k) => k.organizationId))) {
      const prefixes = DEMO.filter((k) => k.organizationId === organizationId).map((k) => k.prefix);
      expect(new Set(prefixes).size, `organization ${organizationId}`).toBe(prefixes.length);
    }
    const keys = await list(KEYS.wxyz);
    expect(new Set(keys.map((k) => k.Prefix)).size).toBe(keys.length);
    // WXYZ-TV's own key and its contact Dana's both start `mds_`: the log tells them apart.
    const res = await send("/api/v1/ad/orders/podstates", { key: KEYS.dana });
    const dana = keys.find((k) => k.ContactName === "Dana Whitfield");
    await expect
      .poll(async () => (await loggedEntries(res.headers.get("X-Request-Id"))).map((e) => e.apiKeyPrefix), {
        timeout: 10_000,
      })
      .toEqual([dana?.Prefix]);
    expect(dana?.Prefix).not.toBe(keys.find((k) => k.ContactID === null)?.Prefix);
  });

  it("LastUsedAt is set by a key's use", async () => {
    const made = await created(KEYS.northwind);
    expect((await send("/api/v1/ad/orders/podstates", { key: made.Key })).status).toBe(200);
    const record = (await list(KEYS.northwind)).find((k) => k.KeyID === made.KeyID);
    expect(Date.now() - Date.parse(record?.LastUsedAt ?? "")).toBeLessThan(60_000);
  });
});

describe("round trips (contract section 13)", () => {
  it.each([
    ["API Key List", KEYS_PATH, {}, 200, 1],
    ["Create API Key", KEYS_PATH, { method: "POST", body: { Name: "Counted" } }, 201, 1],
    // The contact is read (422 when it is not the organization's), then the key written.
    ["Create API Key (a contact's)", KEYS_PATH, { method: "POST", body: { Name: "Counted", ContactID: 1 } }, 201, 2],
  ])("%s", async (_name, path, options, status, expected) => {
    const { res, trips, listing } = await roundTrips(path, { key: KEYS.wxyz, ...options });
    expect(res.status, await res.text()).toBe(status);
    expect(trips.length, listing).toBe(expected);
  });

  it("Revoke API Key: 1, the revocation and the record read back in one batch", async () => {
    const made = await created(KEYS.wxyz);
    const { res, trips, listing } = await roundTrips(`${KEYS_PATH}/${made.KeyID}`, {
      method: "DELETE",
      key: KEYS.wxyz,
    });
    expect(res.status, await res.text()).toBe(200);
    expect(trips.length, listing).toBe(1);
  });
});
