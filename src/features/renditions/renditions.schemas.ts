/**
 * The renditions' events as the OpenAPI document describes them (contract section 19): what
 * `file.rendition_ready` and `file.rendition_failed` say (./renditions.events.ts writes them), with examples.
 */
import * as v from "valibot";
import type { EventDoc } from "../../http/operation";

export const RenditionEventData = v.pipe(
  v.object({
    OrderID: v.number(),
    FileID: v.number(),
    AdID: v.nullable(v.string()),
    ContentUrl: v.pipe(
      v.string(),
      v.description(
        "Where a station downloads its rendition (the owner: add `?organizationID=`, which delivers nothing).",
      ),
    ),
    Destinations: v.pipe(
      v.array(v.number()),
      v.description(
        "The destinations receiving this rendition (stations with the same Deliver share one) that the recipient " +
          "may see: every one for the owner, itself or its stations for a destination or group.",
      ),
    ),
    Rendition: v.pipe(
      v.object({
        Status: v.picklist(["Ready", "Failed"]),
        Reason: v.pipe(v.nullable(v.string()), v.description("Why it Failed (e.g. `upscale_refused: …`); else null.")),
        ContentType: v.nullable(v.string()),
        Bytes: v.nullable(v.number()),
        Sha256: v.pipe(
          v.nullable(v.string()),
          v.description("Lowercase hex, of the rendition's bytes; null if Failed."),
        ),
      }),
      v.description("As `Rendition` of the file's compliance (File Compliance) now says."),
    ),
    At: v.pipe(v.string(), v.isoTimestamp()),
  }),
  v.description("A file's rendition for some of its destinations, made or given up."),
  v.metadata({ ref: "RenditionEventData" }),
);

const RECIPIENTS =
  "Sent to the file's owner and, once the order is published, to each destination receiving the rendition and " +
  "each group acting for one; written in the same batch as the rendition's state, at most once a rendition.";

export const RENDITION_EVENTS: EventDoc[] = [
  {
    type: "file.rendition_ready",
    summary: "A station's rendition is ready",
    description:
      "The file a station's spec asks for (its `Deliver`) was made from the master, probed and measured (and, " +
      `normalised, found within 0.5 LU of its target): its download now answers it, and its ingest entry offers it. ${RECIPIENTS}`,
    data: RenditionEventData,
    example: {
      OrderID: 5029,
      FileID: 9013,
      AdID: "REND0001",
      ContentUrl: "/api/v1/ad/orders/5029/files/9013/content",
      Destinations: [201, 202],
      Rendition: {
        Status: "Ready",
        Reason: null,
        ContentType: "audio/wav",
        Bytes: 1764078,
        Sha256: "84eaab0854d9e30eeab0c3c2360fddbf65dbd34a8de9f59eba0914a396d98b02",
      },
      At: "2026-11-28T08:09:21.412Z",
    },
  },
  {
    type: "file.rendition_failed",
    summary: "A station's rendition could not be made",
    description:
      "The rendition a station's spec asks for could not be made (`upscale_refused`: the master's picture is " +
      "smaller than the Deliver's; `loudness_missed`: the rendition missed its target by the service's meter; the " +
      "engine kept failing): it is never served, its destinations' compliance is `Fail`, and a publish refuses it " +
      `(\`spec_violation\`). Replace the content to try again. ${RECIPIENTS}`,
    data: RenditionEventData,
    example: {
      OrderID: 5029,
      FileID: 9013,
      AdID: "REND0001",
      ContentUrl: "/api/v1/ad/orders/5029/files/9013/content",
      Destinations: [235],
      Rendition: {
        Status: "Failed",
        Reason: "upscale_refused: The original is 1920×1080, smaller than 3840×2160.",
        ContentType: null,
        Bytes: null,
        Sha256: null,
      },
      At: "2026-11-28T08:09:21.412Z",
    },
  },
];
