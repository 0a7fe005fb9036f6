/**
 * Revokes an API key, as DELETE /api/v1/account/keys/{keyID} does: its next
 * request is a 401. The key is named by its ID (`KeyID` of the key list,
 * printed by key:create) or by the key itself (looked up by its SHA-256).
 *
 *   npm run key:revoke -- --id 12 [--remote] [--persist-to DIR]
 *   npm run key:revoke -- --key mds_live_… [--remote] [--persist-to DIR]
 *
 * Without --remote it writes to the local D1 of `npm start`; with --remote to
 * the deployed database (wrangler must be logged in). A key revoked already
 * keeps its revocation time.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { sha256Hex } from "../src/http/keys";

const { values } = parseArgs({
  options: {
    id: { type: "string" },
    key: { type: "string" },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if ((values.id === undefined) === (values.key === undefined)) fail("Name the key by --id <KeyID> or by --key <key>.");
if (values.id !== undefined && !/^[1-9]\d*$/.test(values.id)) fail("--id must be a positive integer.");
if (values.key !== undefined && !/^[\x21-\x7e]{1,256}$/.test(values.key)) fail("--key must be the key itself.");

const which = values.id !== undefined ? `id = ${values.id}` : `key_hash = '${await sha256Hex(values.key ?? "")}'`;
const now = new Date().toISOString();
const statement = `UPDATE api_keys SET revoked_at = coalesce(revoked_at, '${now}') WHERE ${which}
RETURNING id, prefix, organization_id, revoked_at`;

const args = ["d1", "execute", "DB", values.remote ? "--remote" : "--local", "--json", "--command", statement];
if (values["persist-to"]) args.push("--persist-to", values["persist-to"]);
const result = spawnSync("node_modules/.bin/wrangler", args, { encoding: "utf8" });
if (result.status !== 0) fail(`wrangler failed:\n${result.stderr || result.stdout}`);
const rows =
  (
    JSON.parse(result.stdout) as {
      results: { id: number; prefix: string; organization_id: number; revoked_at: string }[];
    }[]
  )[0]?.results ?? [];
const row = rows[0];
if (!row) fail(values.id !== undefined ? `No key ${values.id}.` : "No such key.");
console.log(
  row.revoked_at === now
    ? `Revoked key ${row.id} (prefix ${row.prefix}) of organization ${row.organization_id}: its next request is a 401.`
    : `Key ${row.id} (prefix ${row.prefix}) of organization ${row.organization_id} was revoked already, at ${row.revoked_at}.`,
);
