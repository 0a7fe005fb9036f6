/**
 * The valibot schemas of destination organizations: Available Destination Organizations and a destination's status
 * (SPEC.md): they validate the requests and make the OpenAPI document and the XSDs.
 */
import * as v from "valibot";
import { pageQuery } from "../../http/pagination";
import { updatedSinceParam } from "../../http/validation";

export const Destination = v.pipe(
  v.object({
    OrganizationID: v.pipe(v.number(), v.integer()),
    Name: v.pipe(v.string(), v.description("Call letters, e.g. WXYZ-TV.")),
    DisplayName: v.string(),
    Type: v.picklist(["TV", "Radio", "Cable", "Network"]),
    Market: v.nullable(v.string()),
    Country: v.nullable(v.string()),
    Status: v.picklist(["Online", "Offline"]),
    TimeZone: v.pipe(
      v.string(),
      v.description(
        "The IANA time zone of the station's schedule, e.g. `America/Denver`: the days and dayparts of its traffic instructions, and its as-run log, are read in it.",
      ),
    ),
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
  updatedSince: updatedSinceParam("destinations"),
  ...pageQuery([202]),
});
