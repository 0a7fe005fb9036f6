/**
 * PDF rendering for the tests (vitest.config.ts `outboundService`): `POST
 * https://poppler.test/` with a PDF as the body runs Debian's poppler-utils in
 * Node, which workerd cannot: `pdftoppm` renders every page to a PNG (so the
 * file is one a viewer draws) and `pdftotext -layout` reads its text. Answers
 * `{ pages, pngBytes, text, errors }`. Without poppler-utils: 503 naming it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const POPPLER_HOST = "poppler.test";

export async function poppler(request: Request): Promise<Response> {
  const dir = mkdtempSync(path.join(tmpdir(), "mds-pdf-"));
  try {
    writeFileSync(path.join(dir, "sheet.pdf"), new Uint8Array(await request.arrayBuffer()));
    const render = spawnSync("pdftoppm", ["-png", "-r", "60", "sheet.pdf", "page"], { cwd: dir, encoding: "utf8" });
    if (render.error) {
      return new Response("pdftoppm is missing: install Debian's poppler-utils (apt-get install poppler-utils).", {
        status: 503,
      });
    }
    const text = spawnSync("pdftotext", ["-layout", "sheet.pdf", "-"], { cwd: dir, encoding: "utf8" });
    const pngs = readdirSync(dir).filter((name) => name.endsWith(".png"));
    return Response.json({
      pages: pngs.length,
      pngBytes: pngs.map((name) => statSync(path.join(dir, name)).size),
      text: text.stdout,
      errors: `${render.stderr}${text.stderr}`.trim(),
      status: render.status,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
