/**
 * The valibot schemas of proof of delivery and traffic confirmation reports (SPEC.md): they validate the requests
 * and make the OpenAPI document and the XSDs.
 */
import * as v from "valibot";
import { POD_STATES } from "../../db/schema";
import {
  easternToUtc,
  type LocalDateTime,
  parseInstant,
  parseIsoDate,
  parseLocalDateTime,
  parseUsDate,
} from "../../http/dates";
import { pageQuery } from "../../http/pagination";
import { MAX_ID } from "../../http/validation";

const id = (description: string) => v.pipe(v.number(), v.integer(), v.description(description));
const text = (description: string) => v.pipe(v.string(), v.description(description));
const nullableText = (description: string) => v.pipe(v.nullable(v.string()), v.description(description));
const timestamp = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));
const nullableTimestamp = (description: string) =>
  v.pipe(v.nullable(v.pipe(v.string(), v.isoTimestamp())), v.description(description));

const reportRow = {
  OrderID: id("The order."),
  FileID: id("The file (the platform's own file identifier)."),
  AdID: text("The file's Ad-ID (or legacy ISCI code)."),
  OrganizationID: id("The destination organization."),
  OrganizationName: text("The destination organization's name (call letters)."),
};

export const ProofOfDelivery = v.pipe(
  v.object({
    ...reportRow,
    Status: v.pipe(
      v.picklist(POD_STATES),
      v.description("The delivery's proof of delivery (POD) state; see POD States List."),
    ),
    StatusDate: timestamp("When the delivery entered its current state."),
    DeliveredAt: nullableTimestamp(
      "When the destination received the file's last byte (in one download or in ranges); null until it has.",
    ),
    DeliveredBy: nullableText(
      "Who fetched it: the API key's prefix, and the contact's name in parentheses for a contact's key; null until delivered.",
    ),
    IngestedAt: nullableTimestamp(
      "When the station's automation took the file in: its first acknowledgement `Ingested` of the file's `ingest` entry in the station's ingest feed (Acknowledge Ingest Entry); null until then.",
    ),
    Bytes: v.pipe(
      v.nullable(v.pipe(v.number(), v.integer())),
      v.description("The size of the file delivered (the station's rendition, when its spec has a `Deliver`)."),
    ),
    Sha256: nullableText(
      "The SHA-256 (lowercase hex) of the file delivered (the station's rendition, when its spec has a `Deliver`): what the destination can check it by.",
    ),
    Late: v.pipe(
      v.boolean(),
      v.description(
        "Published later than the station's copy deadline (its spec's `CopyDeadlineHours` before its first airing day, in its time zone).",
      ),
    ),
  }),
  v.description("One delivery: one file of an order at one destination."),
  v.metadata({ ref: "ProofOfDelivery" }),
);

export const ProofOfDeliveryList = v.array(ProofOfDelivery);

export const TrafficConfirmation = v.pipe(
  v.object({
    ...reportRow,
    HouseID: nullableText("The house ID the destination gave the file; null until it sets one."),
    AssetStatus: nullableText("The asset status the destination set on the file; null until it sets one."),
    Confirmed: v.pipe(
      v.boolean(),
      v.description("True once the destination has set a house ID or an asset status on the file."),
    ),
    ConfirmedAt: nullableTimestamp(
      "The earliest moment the destination set the house ID or the asset status; null while not confirmed.",
    ),
    ConfirmedBy: nullableText(
      "Who set that first value (the contact or organization name of the key used); null while not confirmed.",
    ),
    DeliveredAt: nullableTimestamp(
      "When the destination received the file's last byte (the delivery's proof); null until it has.",
    ),
    DeliveredBy: nullableText("Who fetched it (as in the proof of delivery); null until delivered."),
  }),
  v.description("One file of an order at one destination, and whether that destination confirmed it."),
  v.metadata({ ref: "TrafficConfirmation" }),
);

export const TrafficConfirmationList = v.array(TrafficConfirmation);

/** A bound of the report window: a whole Eastern day, or an instant. */
export type ReportDate = { day: LocalDateTime } | { at: Date };

/**
 * `MM/DD/YYYY` or `YYYY-MM-DD` (a day in Eastern Time), an ISO 8601
 * date-time with `Z` or an offset (that instant), or one without (Eastern
 * Time); null for anything else.
 */
export function parseReportDate(value: string): ReportDate | null {
  const day = parseUsDate(value) ?? parseIsoDate(value);
  if (day) return { day };
  const local = parseLocalDateTime(value);
  if (local) return { at: easternToUtc(local) };
  const at = parseInstant(value);
  return at ? { at } : null;
}

const DATE_FORMATS =
  "`MM/DD/YYYY` (e.g. `11/14/2026`) or `YYYY-MM-DD`, a whole day in Eastern Time (America/New_York); or an ISO " +
  "8601 date-time, e.g. `2026-11-14T09:30:00Z` or `2026-11-14T09:30:00-05:00` (without `Z` or an offset it is Eastern Time)";

const reportDate = (description: string, examples: string[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.examples(examples),
      v.check(
        (value) => parseReportDate(value) !== null,
        "must be MM/DD/YYYY, YYYY-MM-DD or an ISO 8601 date-time such as 2026-11-14T09:30:00Z",
      ),
      v.description(description),
      v.transform((value) => parseReportDate(value) as ReportDate),
    ),
  );

export const ProofOfDeliveryReportsQuery = v.object({
  fromDate: reportDate(
    `Start of the window on StatusDate, inclusive: ${DATE_FORMATS}. A day counts from its start. Default: the ` +
      "start of the day 7 days before the current date in Eastern Time. Ignored when `orderID` is given.",
    ["11/14/2026", "2026-11-14", "2026-11-14T00:00:00-05:00"],
  ),
  toDate: reportDate(
    `End of the window on StatusDate, inclusive: ${DATE_FORMATS}. A day counts to its end. Default: the end of ` +
      "the current day in Eastern Time. A `fromDate` after `toDate` is a 400. Ignored when `orderID` is given.",
    ["11/21/2026", "2026-11-21", "2026-11-21T17:00:00Z"],
  ),
  orderID: v.optional(
    v.pipe(
      v.string(),
      v.examples(["5002"]),
      v.regex(/^[1-9]\d{0,15}$/, `must be a positive integer up to ${MAX_ID}`),
      v.description(
        "Only this order's rows, whatever their dates (`fromDate` and `toDate` are ignored, though still checked " +
          "for format). The order must be visible to the caller, else 404; a destination sees only its own rows, as " +
          "in Proof of Delivery Report.",
      ),
      v.transform(Number),
      v.maxValue(MAX_ID, `must be a positive integer up to ${MAX_ID}`),
    ),
  ),
  status: v.optional(
    v.pipe(
      v.picklist(POD_STATES, `must be a POD state: ${POD_STATES.join(", ")}`),
      v.description("Only the deliveries in this POD state (see POD States List), exactly as it is spelt there."),
    ),
  ),
  ...pageQuery(["2026-11-21T19:38:24.054Z", 412]),
});
