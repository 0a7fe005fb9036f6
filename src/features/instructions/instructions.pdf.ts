/**
 * The printable instruction sheet (contract section 14): the order, its
 * advertiser, the revision, the flights as a table with their rotation, and
 * the notes, on US Letter pages, drawn with pdf-lib (pure JavaScript, runs in
 * workerd) in the PDF standard fonts (Helvetica), so that nothing but text and
 * lines is embedded.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { InstructionsView } from "./instructions.render";

export interface SheetOrder {
  advertiser: string;
  brand: string | null;
  product: string | null;
  purchaseOrder: string | null;
  flightStartDate: string | null;
  flightEndDate: string | null;
  /**
   * The spots with a rights window (no station airs them outside it) or clearance restrictions (contract section
   * 20): `restrictions` a JSON list of `Body: restriction`.
   */
  rights: {
    adId: string | null;
    airStart: string | null;
    airEnd: string | null;
    notes: string | null;
    restrictions: string;
  }[];
}

const PAGE = { width: 612, height: 792, margin: 48 };

/** Pages of text and rules, a new page when the next line would not fit. */
class Sheet {
  private page: PDFPage;
  y = PAGE.height - PAGE.margin;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; shown: Set<number> },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  /** Room for `height` points more on this page, else a new page. */
  room(height: number) {
    if (this.y - height < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  /** Text the standard fonts can show (WinAnsi); any other character as `?`. */
  private shown(text: string) {
    return Array.from(text, (ch) => (this.fonts.shown.has(ch.codePointAt(0) ?? 0) ? ch : "?")).join("");
  }

  private width(text: string, size: number, bold: boolean) {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, size);
  }

  /** The text cut (with `...`) to `width` points. */
  private cut(text: string, width: number, size: number, bold: boolean) {
    if (this.width(text, size, bold) <= width) return text;
    let kept = text;
    while (kept.length > 1 && this.width(`${kept}...`, size, bold) > width) kept = kept.slice(0, -1);
    return `${kept}...`;
  }

  text(x: number, text: string, size = 10, bold = false, width = PAGE.width - PAGE.margin - x) {
    const shown = this.cut(this.shown(text), width, size, bold);
    this.page.drawText(shown, { x, y: this.y, size, font: bold ? this.fonts.bold : this.fonts.regular });
  }

  /** A rule under the row just written, clear of its descenders and of the next row's capitals. */
  rule() {
    const y = this.y + 10;
    this.page.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness: 0.5,
      color: rgb(0, 0, 0),
    });
    this.y -= 3;
  }

  /** A line of text, then down by its leading. */
  line(text: string, size = 10, bold = false) {
    this.room(size + 4);
    this.text(PAGE.margin, text, size, bold);
    this.y -= size + 4;
  }

  /** Words wrapped to the page's width. */
  paragraph(text: string, size = 10) {
    const width = PAGE.width - 2 * PAGE.margin;
    let current = "";
    for (const word of this.shown(text).split(/\s+/).filter(Boolean)) {
      const longer = current ? `${current} ${word}` : word;
      if (current && this.width(longer, size, false) > width) {
        this.line(current, size);
        current = word;
      } else {
        current = longer;
      }
    }
    if (current) this.line(current, size);
  }

  /** One row of a table: each cell's text at its column's x, cut to its width. */
  row(cells: string[], columns: number[], size = 9, bold = false) {
    this.room(size + 5);
    cells.forEach((cell, i) => {
      const x = columns[i] as number;
      const next = columns[i + 1] ?? PAGE.width - PAGE.margin;
      this.text(x, cell, size, bold, next - x - 4);
    });
    this.y -= size + 5;
  }
}

/** The notes as plain text: the kept basic HTML's tags dropped (line breaks kept), its entities read. */
const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

/** The instruction sheet of a revision, as the caller may see it. */
export async function renderInstructionSheet(
  record: InstructionsView,
  order: SheetOrder,
  stations: Map<number, { name: string; timeZone: string }>,
  ownerName: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Traffic instructions, order ${record.OrderID}, revision ${record.Revision}`);
  doc.setAuthor(ownerName);
  doc.setCreationDate(new Date(record.CreatedAt));
  doc.setModificationDate(new Date(record.CreatedAt));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const sheet = new Sheet(doc, { regular, bold, shown: new Set(regular.getCharacterSet()) });

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

  // #, dates, days, dayparts, stations, rotation: wide enough for a line of each ("Mon Tue Wed Thu", "BRSM0004410H 60%").
  const columns = [
    PAGE.margin,
    PAGE.margin + 20,
    PAGE.margin + 100,
    PAGE.margin + 200,
    PAGE.margin + 275,
    PAGE.margin + 375,
  ];
  sheet.line("Flights", 12, true);
  sheet.row(["#", "Dates", "Days", "Dayparts", "Stations", "Rotation"], columns, 9, true);
  sheet.rule();
  for (const flight of record.Flights) {
    const stationNames = flight.Destinations.map((id) => stations.get(id)?.name ?? String(id));
    const rotation = flight.Rotation.map((s) => `${s.AdID} ${s.Weight}%`);
    const dayparts = flight.Dayparts.map((p) => `${p.Start}-${p.End}`);
    // Four days a line: a column stays narrow and no day is cut off.
    const days =
      flight.Days.length === 7
        ? ["Every day"]
        : Array.from({ length: Math.ceil(flight.Days.length / 4) }, (_, i) =>
            flight.Days.slice(i * 4, i * 4 + 4).join(" "),
          );
    const lines = Math.max(stationNames.length, rotation.length, dayparts.length, days.length, 2);
    for (let i = 0; i < lines; i++) {
      sheet.row(
        [
          i === 0 ? String(flight.Index + 1) : "",
          i === 0 ? `${flight.StartDate} to` : i === 1 ? flight.EndDate : "",
          days[i] ?? "",
          dayparts[i] ?? "",
          stationNames[i] ?? "",
          rotation[i] ?? "",
        ],
        columns,
      );
    }
    sheet.rule();
  }
  if (record.Flights.length === 0) sheet.line("No flights for the stations this key acts for.", 10);
  sheet.line("Dates, days and dayparts are each station's local time.", 8);

  const windows = order.rights.filter((r) => r.airStart !== null || r.airEnd !== null);
  if (windows.length > 0) {
    // A flight's dates may run past a spot's rights: the rights win, whatever a flight above says.
    sheet.y -= 6;
    sheet.line("Rights: air each spot only within these dates", 12, true);
    for (const r of windows) {
      const window = `${r.airStart ? `from ${r.airStart}` : ""}${r.airStart && r.airEnd ? " " : ""}${r.airEnd ? `until ${r.airEnd}` : ""}`;
      sheet.paragraph(`${r.adId ?? ""}: ${window}${r.notes ? `. ${r.notes}` : ""}`);
    }
  }

  const restricted = order.rights
    .map((r) => ({ adId: r.adId, restrictions: JSON.parse(r.restrictions) as string[] }))
    .filter((r) => r.restrictions.length > 0);
  if (restricted.length > 0) {
    // A clearing body cleared these spots on conditions: each station airs them only so.
    sheet.y -= 6;
    sheet.line("Clearance restrictions: air each spot only as its clearance allows", 12, true);
    for (const r of restricted) sheet.paragraph(`${r.adId ?? ""}: ${r.restrictions.join("; ")}`);
  }

  sheet.y -= 6;
  sheet.line("Notes", 12, true);
  for (const paragraph of plain(record.Notes ?? "None.").split("\n")) sheet.paragraph(paragraph);
  return doc.save();
}
