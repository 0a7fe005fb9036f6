/**
 * The OpenAPI document, generated in Node from the app itself (the same
 * declarations that validate requests), and what is made from it:
 *
 *   tsx scripts/openapi.ts check           lint it with Redocly CLI (redocly.yaml) and check that
 *                                           client/src/schema.d.ts is up to date (part of `npm test`)
 *   tsx scripts/openapi.ts client          regenerate client/src/schema.d.ts (`npm run client:generate`)
 *   tsx scripts/openapi.ts write <file>    write the document to a file
 *
 * Everything runs offline: no telemetry, no update check.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const root = path.join(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const SCHEMA_FILE = "client/src/schema.d.ts";

/**
 * The worker imports the reference UI's script as a text module (`.txt`, a rule of wrangler's bundler):
 * Node loads it as such too, so that the app can be built here.
 */
const TEXT_MODULES = `export async function load(url, context, next) {
  if (!url.endsWith(".txt")) return next(url, context);
  const { readFileSync } = await import("node:fs");
  return { format: "module", shortCircuit: true, source: "export default " + JSON.stringify(readFileSync(new URL(url), "utf8")) };
}`;

/** The document as `GET /openapi.json` serves it. */
async function generateDocument(): Promise<Record<string, unknown>> {
  register(`data:text/javascript,${encodeURIComponent(TEXT_MODULES)}`);
  // Imported by path, so that this Node script is not type-checked against the Workers types of src/.
  const source = (file: string) => pathToFileURL(path.join(root, "src", file)).href;
  const app = await import(source("app.ts"));
  const openapi = await import(source("openapi.ts"));
  return (await openapi.openApiDocument(app.buildApp(), app.operations, app.events)) as Record<string, unknown>;
}

/** The client's types, formatted as biome formats the repository. */
async function clientSchema(document: Record<string, unknown>): Promise<string> {
  const source = [
    "// Generated from the OpenAPI document by `npm run client:generate`. Do not edit.",
    astToString(await openapiTS(document as never, { defaultNonNullable: false })),
  ].join("\n");
  const formatted = spawnSync(bin("biome"), ["format", `--stdin-file-path=${SCHEMA_FILE}`], {
    cwd: root,
    input: source,
    encoding: "utf8",
  });
  if (formatted.status !== 0) throw new Error(`biome format failed:\n${formatted.stderr}`);
  return formatted.stdout;
}

function lint(documentFile: string): boolean {
  const result = spawnSync(bin("redocly"), ["lint", documentFile, "--config", "redocly.yaml"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_NOTIFICATIONS: "true" },
  });
  if (result.status === 0) return true;
  process.stderr.write(`${result.stdout}${result.stderr}`);
  return false;
}

async function main(command: string | undefined, arg: string | undefined) {
  const document = await generateDocument();
  const text = `${JSON.stringify(document, null, 2)}\n`;
  if (command === "write" && arg) {
    writeFileSync(arg, text);
    return;
  }
  if (command === "client") {
    writeFileSync(path.join(root, SCHEMA_FILE), await clientSchema(document));
    console.log(`wrote ${SCHEMA_FILE}`);
    return;
  }
  if (command !== "check") throw new Error("usage: tsx scripts/openapi.ts check | client | write <file>");

  const dir = mkdtempSync(path.join(tmpdir(), "mds-openapi-"));
  try {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, text);
    const valid = lint(file);
    const operations = Object.values(document.paths as Record<string, object>).flatMap(Object.keys).length;
    console.log(`OpenAPI document: ${valid ? "valid" : "INVALID"} (Redocly CLI lint, ${operations} operations)`);
    const committed = path.join(root, SCHEMA_FILE);
    const fresh = existsSync(committed) && (await clientSchema(document)) === readFileSync(committed, "utf8");
    console.log(`${SCHEMA_FILE}: ${fresh ? "up to date" : "OUT OF DATE: run `npm run client:generate`"}`);
    if (!valid || !fresh) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main(process.argv[2], process.argv[3]);
