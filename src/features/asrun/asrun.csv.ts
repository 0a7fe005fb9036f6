/**
 * An as-run log as CSV (contract section 15): a header line naming the
 * columns `aired_at`, `ad_id`, `house_id`, `duration_seconds` (and
 * `organization_id` for a station group), in any order and any case, other
 * columns ignored; then one entry a line. Quoted fields as RFC 4180 has them.
 * Each entry keeps the line it was on, for the answer's `Line`.
 */
import { validationProblem } from "../../http/problems";

export const CSV_COLUMNS = {
  aired_at: "AiredAt",
  ad_id: "AdID",
  house_id: "HouseID",
  duration_seconds: "DurationSeconds",
  organization_id: "OrganizationID",
} as const;

/** Records of a CSV text, each with the line it starts on (from 1). */
function records(text: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = () => {
    fields.push(field);
    field = "";
  };
  const close = () => {
    end();
    if (fields.length > 1 || (fields[0] ?? "").trim() !== "") out.push({ line: start, fields });
    fields = [];
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field.trim() === "") {
      field = "";
      quoted = true;
    } else if (ch === ",") end();
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      close();
      line++;
      start = line;
    } else field += ch;
  }
  if (field !== "" || fields.length > 0) close();
  return out;
}

/**
 * The log as the JSON body would carry it: `{ AsRun: [...] }`, each entry
 * with the columns it has (an empty cell is absent) and its `Line`.
 */
export function parseAsRunCsv(text: string): { AsRun: Record<string, unknown>[] } {
  const [header, ...rows] = records(text);
  if (!header) return { AsRun: [] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const columns = names.map((name) => CSV_COLUMNS[name as keyof typeof CSV_COLUMNS]);
  if (!names.includes("aired_at") || !(names.includes("ad_id") || names.includes("house_id"))) {
    throw validationProblem([
      {
        field: "AsRun",
        code: "invalid_header",
        message: `the CSV's first line must name the columns aired_at and ad_id or house_id (also duration_seconds, organization_id); it names ${names.join(", ") || "none"}`,
      },
    ]);
  }
  return {
    AsRun: rows.map(({ line, fields }) => {
      const entry: Record<string, unknown> = { Line: line };
      columns.forEach((name, i) => {
        const value = fields[i]?.trim();
        if (name && value) entry[name] = value;
      });
      return entry;
    }),
  };
}

export const CSV_EXAMPLE = [
  "aired_at,ad_id,house_id,duration_seconds,program",
  "2026-11-20T07:42:15-05:00,BRSM0004410H,,30,Morning News",
  "2026-11-20T08:15:00-05:00,,WXYZ-CM-44102,15,Morning News",
  "2026-11-20T17:31:40-05:00,BRSM0004415H,,14,Evening News",
  "",
].join("\r\n");
