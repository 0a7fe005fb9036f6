/**
 * The printable instruction sheet (contract section 14): the order, its
 * advertiser, the revision, the flights as a table with their rotation, and
 * the notes, on US Letter pages in the PDF standard fonts (Helvetica), so
 * that nothing but text and lines is embedded.
 *
 * Written by hand: a PDF of text and rules is a few objects and a cross-
 * reference table, and no PDF library was installed in the project when this
 * was written (pdf-lib is the candidate: README, "Traffic instructions").
 */
import type { InstructionsView } from "./instructions.render";

export interface SheetOrder {
  advertiser: string;
  brand: string | null;
  product: string | null;
  purchaseOrder: string | null;
  flightStartDate: string | null;
  flightEndDate: string | null;
}

const PAGE = { width: 612, height: 792, margin: 48 };

/** Text the standard fonts can show (WinAnsi, here Latin-1), escaped for a PDF string. */
function pdfString(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const shown = (code >= 32 && code < 127) || (code >= 160 && code <= 255) ? ch : "?";
    out += shown === "(" || shown === ")" || shown === "\\" ? `\\${shown}` : shown;
  }
  return `(${out})`;
}

/** About how wide Helvetica text is (half an em a character), to cut a cell's text to its column. */
const cut = (text: string, width: number, size: number) => {
  const max = Math.max(1, Math.floor(width / (size * 0.5)));
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 3))}...`;
};

/** Pages of drawing operators, a new page when the next line would not fit. */
class Sheet {
  pages: string[][] = [[]];
  y = PAGE.height - PAGE.margin;

  private get ops() {
    return this.pages[this.pages.length - 1] as string[];
  }

  /** Room for `height` points more on this page, else a new page. */
  room(height: number) {
    if (this.y - height < PAGE.margin) {
      this.pages.push([]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  text(x: number, text: string, size = 10, bold = false) {
    this.ops.push(`BT /${bold ? "F2" : "F1"} ${size} Tf ${x} ${this.y.toFixed(1)} Td ${pdfString(text)} Tj ET`);
  }

  rule() {
    const y = (this.y + 3).toFixed(1);
    this.ops.push(`0.5 w ${PAGE.margin} ${y} m ${PAGE.width - PAGE.margin} ${y} l S`);
  }

  /** A line of text, then down by its leading. */
  line(text: string, size = 10, bold = false, x = PAGE.margin) {
    this.room(size + 4);
    this.text(x, text, size, bold);
    this.y -= size + 4;
  }

  /** Words wrapped to the page's width. */
  paragraph(text: string, size = 10) {
    const width = Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.5));
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      if (current && current.length + 1 + word.length > width) {
        this.line(current, size);
        current = "";
      }
      current = current ? `${current} ${word}` : word;
    }
    if (current) this.line(current, size);
  }

  /** One row of a table: each cell's text at its column's x, cut to its width. */
  row(cells: string[], columns: number[], size = 9, bold = false) {
    this.room(size + 5);
    cells.forEach((cell, i) => {
      const x = columns[i] as number;
      const next = columns[i + 1] ?? PAGE.width - PAGE.margin;
      this.text(x, cut(cell, next - x - 4, size), size, bold);
    });
    this.y -= size + 5;
  }
}

/** The notes as plain text: the kept basic HTML's tags dropped, its entities read. */
const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** Assembles the PDF file: catalog, page tree, the two fonts, each page and its content stream. */
function assemble(pages: string[][]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  pages.forEach((ops, i) => {
    const id = pageIds[i] as number;
    const stream = ops.join("\n");
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${latin1Length(stream)} >>\nstream\n${stream}\nendstream`;
  });
  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = latin1Length(body);
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = latin1Length(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (ch) => ch.charCodeAt(0) & 0xff);
}

/** Every character written is one byte (Latin-1). */
const latin1Length = (text: string) => text.length;

/** The instruction sheet of a revision, as the caller may see it. */
export async function renderInstructionSheet(
  record: InstructionsView,
  order: SheetOrder,
  stations: Map<number, { name: string; timeZone: string }>,
  ownerName: string,
): Promise<Uint8Array> {
  const sheet = new Sheet();
  sheet.line("Traffic Instructions", 18, true);
  sheet.y -= 4;
  sheet.line(`Order ${record.OrderID}   Revision ${record.Revision}`, 12, true);
  sheet.line(`Advertiser: ${order.advertiser}${order.brand ? `   Brand: ${order.brand}` : ""}`);
  if (order.product || order.purchaseOrder) {
    sheet.line(
      [order.product ? `Product: ${order.product}` : "", order.purchaseOrder ? `PO: ${order.purchaseOrder}` : ""]
        .filter(Boolean)
        .join("   "),
    );
  }
  sheet.line(`Order flight: ${order.flightStartDate ?? "-"} to ${order.flightEndDate ?? "-"}   From: ${ownerName}`);
  sheet.line(
    `Revision ${record.Revision} made ${record.CreatedAt.slice(0, 16).replace("T", " ")} UTC by ${record.CreatedBy}`,
  );
  sheet.y -= 6;

  const columns = [
    PAGE.margin,
    PAGE.margin + 34,
    PAGE.margin + 134,
    PAGE.margin + 214,
    PAGE.margin + 334,
    PAGE.margin + 444,
  ];
  sheet.line("Flights", 12, true);
  sheet.row(["#", "Dates", "Days", "Dayparts (station time)", "Stations", "Rotation"], columns, 9, true);
  sheet.rule();
  for (const flight of record.Flights) {
    const stationNames = flight.Destinations.map((id) => stations.get(id)?.name ?? String(id));
    const rotation = flight.Rotation.map((s) => `${s.AdID} ${s.Weight}%`);
    const dayparts = flight.Dayparts.map((p) => `${p.Start}-${p.End}`);
    const days = flight.Days.length === 7 ? "Every day" : flight.Days.join(" ");
    const lines = Math.max(stationNames.length, rotation.length, dayparts.length, 1);
    for (let i = 0; i < lines; i++) {
      sheet.row(
        [
          i === 0 ? String(flight.Index + 1) : "",
          i === 0 ? `${flight.StartDate} to` : i === 1 ? flight.EndDate : "",
          i === 0 ? days : "",
          dayparts[i] ?? "",
          stationNames[i] ?? "",
          rotation[i] ?? "",
        ],
        columns,
      );
    }
    if (lines < 2) sheet.row(["", flight.EndDate, "", "", "", ""], columns);
    sheet.rule();
  }
  if (record.Flights.length === 0) sheet.line("No flights for the stations this key acts for.", 10);

  sheet.y -= 6;
  sheet.line("Notes", 12, true);
  for (const paragraph of plain(record.Notes ?? "None.").split("\n")) sheet.paragraph(paragraph);
  return assemble(sheet.pages);
}
