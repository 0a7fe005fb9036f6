/**
 * XML Schema validation for the tests (vitest.config.ts `outboundService`):
 * `POST https://xmllint.test/` with `{ schemas: { Name: xsdText }, schema: Name,
 * document: xmlText }` runs Debian's xmllint (libxml2-utils) in Node, which
 * workerd cannot, and answers `{ valid, output }`. Without xmllint: 503 naming it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const XMLLINT_HOST = "xmllint.test";

export async function xmllint(request: Request): Promise<Response> {
  const { schemas, schema, document } = (await request.json()) as {
    schemas: Record<string, string>;
    schema: string;
    document: string;
  };
  const dir = mkdtempSync(path.join(tmpdir(), "mds-xsd-"));
  try {
    for (const [name, text] of Object.entries(schemas)) writeFileSync(path.join(dir, `${name}.xsd`), text);
    writeFileSync(path.join(dir, "document.xml"), document);
    const run = spawnSync("xmllint", ["--noout", "--nonet", "--schema", `${schema}.xsd`, "document.xml"], {
      cwd: dir,
      encoding: "utf8",
    });
    if (run.error) {
      return new Response("xmllint is missing: install Debian's libxml2-utils (apt-get install libxml2-utils).", {
        status: 503,
      });
    }
    return Response.json({ valid: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
