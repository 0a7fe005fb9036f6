/**
 * The valibot schemas of the media files themselves: upload, resumable upload, download, Broadcast Wave (contract
 * section 8): they validate the requests and make the OpenAPI document and the XSDs.
 */
import * as v from "valibot";
import { MAX_ID } from "../../http/validation";
import { LoudnessSchema, MeasurementSchema } from "../compliance/compliance.schemas";
import { MAX_PARTS } from "./media.store";

const int = (description: string) => v.pipe(v.number(), v.integer(), v.description(description));
const timestamp = (description: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(description));

export const MediaWarning = v.pipe(
  v.object({
    Code: v.pipe(
      v.picklist(["length_mismatch", "format_mismatch", "media_unverified"]),
      v.description(
        "`length_mismatch`: the declared Length differs from the media's duration by more than 1 second. " +
          "`format_mismatch`: HD declared on video under 1280×720. `media_unverified`: the service could not read " +
          "the container, so Length and Format are unchecked.",
      ),
    ),
    Message: v.string(),
    Field: v.pipe(v.string(), v.description("`Length`, `Format` or `Content`.")),
  }),
  v.description("A warning about the media: it never blocks the upload."),
  v.metadata({ ref: "MediaWarning" }),
);

export const ContentRecord = v.pipe(
  v.object({
    FileID: int("The file."),
    ContentType: v.pipe(v.string(), v.description("The media type it was uploaded with.")),
    Bytes: int("Its size in bytes."),
    Sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/), v.description("Its SHA-256, lowercase hex.")),
    UploadedAt: timestamp("When this content became the file's."),
    Media: v.pipe(
      v.object({
        DurationSeconds: v.pipe(v.nullable(v.number()), v.description("Running time in seconds.")),
        Width: v.pipe(v.nullable(v.number()), v.description("Picture width of the first video stream.")),
        Height: v.pipe(v.nullable(v.number()), v.description("Picture height of the first video stream.")),
        Loudness: LoudnessSchema,
        Measurement: MeasurementSchema,
      }),
      v.description(
        "What the service read from the container (from its first and last bytes), null where it tells nothing " +
          "(all three null when the container could not be read), and the loudness it measures in the background " +
          "after the upload (contract section 17): `Measurement` is `Pending` in the upload's answer.",
      ),
    ),
    Warnings: v.array(MediaWarning),
  }),
  v.description("A file's content: the bytes of the media."),
  v.metadata({ ref: "FileContent" }),
);

export const StartUploadInput = v.pipe(
  v.object({
    ContentType: v.optional(
      v.pipe(
        v.string("must be a string"),
        v.trim(),
        v.toLowerCase(),
        v.regex(
          /^(?:(?:video|audio)\/[\w.+-]+|application\/mxf|application\/octet-stream)$/,
          "must be a media type: video/*, audio/*, application/mxf or application/octet-stream",
        ),
        v.description("The media type of the whole file. Default `application/octet-stream`."),
      ),
    ),
  }),
  v.metadata({ ref: "UploadInput" }),
);

export const UploadRecord = v.pipe(
  v.object({
    UploadID: int("The upload, for its parts, its completion or its abort."),
    FileID: int("The file."),
    PartSize: int(
      "The size of every part but the last, in bytes (64 MiB); the last is at most that. A part is 100 MiB at most in any case.",
    ),
    MaxParts: int(`The most parts (${MAX_PARTS}).`),
    ExpiresAt: timestamp("An upload not completed by then is aborted."),
  }),
  v.metadata({ ref: "Upload" }),
);

export const PartRecord = v.pipe(
  v.object({
    PartNumber: int("The part (1 to 10000)."),
    Bytes: int("Its size in bytes."),
    Sha256: v.pipe(v.string(), v.description("The part's SHA-256, lowercase hex.")),
  }),
  v.metadata({ ref: "UploadPart" }),
);

export const AbortRecord = v.pipe(
  v.object({
    UploadID: int("The upload."),
    FileID: int("The file."),
    AbortedAt: timestamp("When it was aborted."),
  }),
  v.metadata({ ref: "AbortedUpload" }),
);

export const DownloadQuery = v.object({
  organizationID: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,15}$/, "must be an organization's ID"),
      v.transform(Number),
      v.maxValue(MAX_ID, "must be an organization's ID"),
      v.description(
        "The destination receiving the file, for a key that acts for several destinations of the order or release " +
          "(a station group): its delivery is the one this download completes, and with `format=bwf` its house ID " +
          "and flights are the ones written. Without it such a key's GET is a 400 (with `format=bwf`, its HEAD " +
          "too); a key that acts for one destination needs none.",
      ),
    ),
  ),
  format: v.optional(
    v.pipe(
      v.picklist(["bwf"], "must be bwf (Broadcast Wave), or left out for the content as uploaded"),
      v.description(
        "`bwf`: the content as Broadcast Wave, for a station's automation (contract section 16): PCM WAV content " +
          "with a new `bext` chunk (EBU Tech 3285 v2: Description the file's title, Originator the sender's name, " +
          "OriginatorReference the AdID or ISRC, OriginationDate and OriginationTime the upload's, in UTC, Version " +
          "2 with the loudness the service measured, zero where it has none) and an AES46 `cart` chunk (Version " +
          "`0101`, Title, Artist the advertiser (a release's artist), CutID the receiving station's house ID of the " +
          "file, else the AdID or ISRC, ClientID the advertiser (a release's label), StartDate and EndDate the " +
          "station's flights of the spot in the current instructions, else the order's flight (a release's release " +
          "date; AES46's defaults 1900/01/01 and 9999/12/31 where none), StartTime `00:00:00`, EndTime `23:59:59`), " +
          "the audio from the `data` chunk on unchanged. Left out: the content as uploaded.",
      ),
    ),
  ),
});
