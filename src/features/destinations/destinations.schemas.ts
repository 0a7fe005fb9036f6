import * as v from "valibot";
import { parseLocalDateTime } from "../../http/dates";
import { pageQueryEntries } from "../../http/pagination";

export const Destination = v.pipe(
  v.object({
    OrganizationID: v.pipe(v.number(), v.integer()),
    Name: v.pipe(v.string(), v.description("Call letters, e.g. WXYZ-TV.")),
    DisplayName: v.string(),
    Type: v.picklist(["TV", "Radio", "Cable", "Network"]),
    Market: v.nullable(v.string()),
    Country: v.nullable(v.string()),
    Status: v.picklist(["Online", "Offline"]),
    UpdatedAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  v.metadata({ ref: "Destination" }),
);

export const DestinationList = v.array(Destination);

export const DestinationStatus = v.pipe(
  v.object({
    ...Destination.entries,
    StatusSince: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    LastSeenAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  }),
  v.metadata({ ref: "DestinationOrganizationStatus" }),
);

export const AvailableDestinationsQuery = v.object({
  status: v.optional(
    v.pipe(
      v.picklist(["all", "online"], "must be all or online"),
      v.description("`all` (default) or `online`: only destinations that are online now."),
    ),
    "all",
  ),
  updatedSince: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => parseLocalDateTime(s) !== null,
        "must be a local date-time in Eastern Time without offset or Z, like 2026-11-01T08:30:00",
      ),
      v.description(
        "Only destinations updated at or after this moment: an ISO 8601 local date-time without offset (`YYYY-MM-DDThh:mm:ss`), read in Eastern Time (America/New_York, daylight saving included).",
      ),
    ),
  ),
  ...pageQueryEntries,
});
