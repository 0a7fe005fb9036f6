/**
 * Creates an API key for an organization or a contact, prints it once and
 * stores only its SHA-256 hash (with a short visible prefix).
 *
 *   npm run key:create -- --organization 100 [--contact 7] [--label "CI"] [--expires 2027-12-31] [--remote] [--persist-to DIR]
 *
 * Without --remote it writes to the local D1 of `npm start`; with --remote to
 * the deployed database (wrangler must be logged in).
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { keyPrefix, newKey, sha256Hex } from "../src/http/keys";

const { values } = parseArgs({
  options: {
    organization: { type: "string" },
    contact: { type: "string" },
    label: { type: "string" },
    expires: { type: "string" },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const organization = values.organization;
if (!organization || !/^[1-9]\d*$/.test(organization)) fail("--organization <id> is required (a positive integer).");
const contact = values.contact;
if (contact !== undefined && !/^[1-9]\d*$/.test(contact)) fail("--contact must be a positive integer.");
let expiresAt: string | null = null;
if (values.expires) {
  const date = new Date(values.expires);
  if (Number.isNaN(date.getTime())) fail("--expires must be a date, e.g. 2027-12-31 or 2027-12-31T00:00:00Z.");
  expiresAt = date.toISOString();
}

const environment = values.remote ? "live" : "local";
const key = newKey(environment);
const hash = await sha256Hex(key);
const prefix = await keyPrefix(key);
const literal = (v: string | null) => (v === null ? "NULL" : `'${v.replaceAll("'", "''")}'`);

const owner = contact
  ? `(SELECT organization_id FROM contacts WHERE id = ${contact} AND organization_id = ${organization})`
  : `(SELECT id FROM organizations WHERE id = ${organization})`;
const statement = `INSERT INTO api_keys (key_hash, prefix, organization_id, contact_id, label, expires_at)
SELECT ${literal(hash)}, ${literal(prefix)}, ${owner}, ${contact ?? "NULL"}, ${literal(values.label ?? null)}, ${literal(expiresAt)}
WHERE ${owner} IS NOT NULL RETURNING id`;

const args = ["d1", "execute", "DB", values.remote ? "--remote" : "--local", "--json", "--command", statement];
if (values["persist-to"]) args.push("--persist-to", values["persist-to"]);
const result = spawnSync("node_modules/.bin/wrangler", args, { encoding: "utf8" });
if (result.status !== 0) fail(`wrangler failed:\n${result.stderr || result.stdout}`);
const rows = (JSON.parse(result.stdout) as { results: { id: number }[] }[])[0]?.results ?? [];
if (rows.length === 0) {
  fail(contact ? `No contact ${contact} of organization ${organization}.` : `No organization ${organization}.`);
}
console.log(
  `Created key ${rows[0]?.id} (prefix ${prefix}) for organization ${organization}${contact ? `, contact ${contact}` : ""}.`,
);
console.log("Store it now; it is not shown again:");
console.log(key);
