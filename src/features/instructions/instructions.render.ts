/**
 * Traffic instructions for traffic systems and people (contract section 14):
 * a CSV with one line a flight, destination and AdID, for systems that import
 * spreadsheets; and a printable PDF instruction sheet.
 */
import { renderInstructionSheet, type SheetOrder } from "./instructions.pdf";

export const CSV = "text/csv";
export const PDF = "application/pdf";
export const REPRESENTATIONS = [CSV, PDF];

export const CSV_HEADER = "order_id,revision,organization_id,start_date,end_date,days,dayparts,ad_id,weight";

/** What the renderings need of an instructions record. */
export interface InstructionsView {
  OrderID: number;
  Revision: number;
  CreatedAt: string;
  CreatedBy: string;
  Notes: string | null;
  Flights: {
    Index: number;
    StartDate: string;
    EndDate: string;
    Destinations: number[];
    Days: string[];
    Dayparts: { Start: string; End: string }[];
    Rotation: { AdID: string; Weight: number }[];
  }[];
}

/** A CSV field, quoted when it must be (RFC 4180). */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Days as `Mon Tue Wed`, dayparts as `06:00-10:00 16:00-19:00`: no commas, nothing to quote. */
export function instructionsCsvText(record: InstructionsView): string {
  const lines = [CSV_HEADER];
  for (const flight of record.Flights) {
    const days = flight.Days.join(" ");
    const dayparts = flight.Dayparts.map((p) => `${p.Start}-${p.End}`).join(" ");
    for (const station of flight.Destinations) {
      for (const spot of flight.Rotation) {
        lines.push(
          [
            record.OrderID,
            record.Revision,
            station,
            flight.StartDate,
            flight.EndDate,
            days,
            dayparts,
            spot.AdID,
            spot.Weight,
          ]
            .map(field)
            .join(","),
        );
      }
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}

const fileName = (record: InstructionsView, extension: string) =>
  `order-${record.OrderID}-instructions-r${record.Revision}.${extension}`;

export function instructionsCsv(record: InstructionsView): Response {
  return new Response(instructionsCsvText(record), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${fileName(record, "csv")}"`,
    },
  });
}

export async function instructionsPdf(
  record: InstructionsView,
  order: SheetOrder,
  stations: Map<number, { name: string; timeZone: string }>,
  ownerName: string,
): Promise<Response> {
  const bytes = await renderInstructionSheet(record, order, stations, ownerName);
  return new Response(bytes, {
    headers: {
      "Content-Type": PDF,
      "Content-Disposition": `inline; filename="${fileName(record, "pdf")}"`,
    },
  });
}
