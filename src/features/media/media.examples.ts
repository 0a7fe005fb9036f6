/**
 * The media operations' prose and examples (contract section 8), written once
 * for both families: ./media.routes.ts spells out each operation with its
 * literal path and takes its documentation from here.
 */

import type { MediaResponse } from "../../http/operation";
import type { ProblemCode } from "../../http/problems";
import { type Family, SUBJECT } from "../subjects/subjects";
import { MAX_REQUEST_BYTES } from "./media.content";
import { AbortRecord, ContentRecord, PartRecord, StartUploadInput, UploadRecord } from "./media.schemas";
import { MAX_PARTS, PART_SIZE } from "./media.store";

const TAGS = ["Media"];

const IDS = {
  order: { orderID: "The order's ID.", fileID: "The file's ID (a FileID of that order)." },
  release: { releaseID: "The release's ID.", fileID: "The file's ID (a file of that release)." },
} as const;
const UPLOAD_ID = { uploadID: "The UploadID that starting the upload answered." };
const PART_NUMBER = { partNumber: "The part's number, 1 to 10000; parts may arrive in any order and be sent again." };

/** A draft's file for uploads, a sent file for downloads, from the demo world. */
const EXAMPLES = {
  order: { upload: { orderID: 5001, fileID: 8001 }, download: { orderID: 5004, fileID: 8008 } },
  release: { upload: { releaseID: 7001, fileID: 9001 }, download: { releaseID: 7001, fileID: 9001 } },
} as const;

/** When content may change, in each family's words (a release sent today is final). */
const WHILE_DRAFT = {
  order: "only while the order is a Draft (409 once published: what was delivered does not change)",
  release:
    "only while the release is a draft (409 once sent: what was delivered does not change; releases sent today are final)",
} as const;

/** When a destination may download, in each family's words. */
const SENT = {
  order: "once the order is published (and not cancelled)",
  release: "of a release sent to it",
} as const;

/** What uploading fixtures/media/hd-spot.mp4 to draft 5001's file 8001 answers. */
const EXAMPLE_SHA = "7ec1805ef7ba5bf266a2cbfa4de9a2c0e43446a755931a994db2e5e7e80646b2";
const contentExample = {
  FileID: 8001,
  ContentType: "video/mp4",
  Bytes: 133237,
  Sha256: EXAMPLE_SHA,
  UploadedAt: "2026-11-21T20:13:53.978Z",
  Media: {
    DurationSeconds: 5,
    Width: 1920,
    Height: 1080,
    Loudness: null,
    Measurement: { Status: "Pending", Reason: null },
  },
  Warnings: [
    {
      Code: "length_mismatch",
      Message: "The declared Length is 30 s; the media runs 5 s.",
      Field: "Length",
    },
  ],
};

const contentSuccess = {
  status: 200 as const,
  description: "The file's content record: what was stored, its digest, what the service read from the container.",
  schema: ContentRecord,
  xml: { root: "FileContent", items: { Warnings: "Warning" } },
  example: contentExample,
};

const DIGEST = `\`Content-Digest: sha-256=:<base64>:\` (RFC 9530), when sent, is checked against the bytes received: a mismatch is 422 \`digest_mismatch\` and keeps nothing.`;
const MEDIA_TYPES =
  "`Content-Type` a media type: `video/*`, `audio/*`, `application/mxf` or `application/octet-stream` (else 415); " +
  "no `Content-Encoding` but `identity` (415 for `gzip` and any other: media is stored and delivered byte for byte as sent)";

export function putContentDocs(family: Family) {
  return {
    summary: `Upload ${SUBJECT[family].Label} File Content`,
    description:
      `Stores the bytes of a file of the ${SUBJECT[family].label} in one request, streamed (the service never holds ` +
      `a whole file). The body is the media; ${MEDIA_TYPES}; \`Content-Length\` required (411 without), at most ` +
      `${MAX_REQUEST_BYTES} bytes (100 MiB; 413 names the resumable upload for larger files). ${DIGEST} Only ` +
      `${SUBJECT[family].ownerWords} may upload (a destination: 403), ${WHILE_DRAFT[family]}; a draft's content may ` +
      "be replaced, and the previous content stays whole until the new one is stored. The service reads the " +
      "container's first and last bytes: a declared Length more than 1 second off the media's duration is a " +
      "`length_mismatch` warning, HD declared on video under 1280×720 `format_mismatch`, a container it cannot " +
      "read `media_unverified`. A body cut off midway: 400, nothing kept.",
    tags: TAGS,
    paramDescriptions: IDS[family],
    paramExamples: EXAMPLES[family].upload,
    errors: ["forbidden", "not_found", "conflict"] as ProblemCode[],
    media: { upload: { description: "The media's bytes." } },
    success: contentSuccess,
  };
}

export function startUploadDocs(family: Family) {
  return {
    summary: `Start ${SUBJECT[family].Label} File Resumable Upload`,
    description:
      "Starts a resumable upload of a file's content, for files larger than 100 MiB (long form runs to many GB) or " +
      "connections that may drop: send the parts (`PUT …/uploads/{uploadID}/parts/{partNumber}`, each but the " +
      `last exactly \`PartSize\` bytes, ${PART_SIZE / 1024 / 1024} MiB), in any order and again if one failed, then ` +
      "complete it (`POST …/uploads/{uploadID}/complete`). The file's content changes only on completion. Same " +
      `rules as the upload in one request: only ${SUBJECT[family].ownerWords}, ${WHILE_DRAFT[family]}. The body is ` +
      "optional; `ContentType` is the whole file's media type.",
    tags: TAGS,
    paramDescriptions: IDS[family],
    paramExamples: EXAMPLES[family].upload,
    errors: ["forbidden", "not_found", "conflict"] as ProblemCode[],
    body: {
      schema: StartUploadInput,
      xmlRoot: "Upload",
      description: "The whole file's media type (optional).",
      example: { ContentType: "video/mp4" },
    },
    success: {
      status: 201 as const,
      description: "The upload: its ID, the size of its parts, when it expires.",
      schema: UploadRecord,
      xml: { root: "Upload" },
      example: {
        UploadID: 12,
        FileID: 8001,
        PartSize: 67108864,
        MaxParts: 10000,
        ExpiresAt: "2026-11-28T20:13:53.978Z",
      },
    },
  };
}

export function putPartDocs(family: Family) {
  return {
    summary: `Upload ${SUBJECT[family].Label} File Part`,
    description:
      `One part of a resumable upload, streamed on to storage. The body is the part's bytes; ${MEDIA_TYPES}; ` +
      "`Content-Length` required; at most `PartSize` bytes (422 `part_too_large`), and every part but the " +
      `last exactly \`PartSize\`. ${DIGEST} A part sent again replaces the earlier one; one sent with ` +
      "`Content-Digest` replaces it only once checked (a mismatch leaves the part received before as it was). The " +
      "upload must be under way (404 once completed or aborted); once its parts were joined by a completion (one " +
      "still running, or one cut off), 409: complete it, or abort it.",
    tags: TAGS,
    paramDescriptions: { ...IDS[family], ...UPLOAD_ID, ...PART_NUMBER },
    paramExamples: { ...EXAMPLES[family].upload, uploadID: 12, partNumber: 1 },
    // R2's part numbers: checked before the handler runs (400), and documented so.
    paramRanges: { partNumber: { minimum: 1, maximum: MAX_PARTS } },
    errors: ["forbidden", "not_found", "conflict"] as ProblemCode[],
    media: { upload: { description: "The part's bytes." } },
    success: {
      status: 200 as const,
      description: "The part as received.",
      schema: PartRecord,
      xml: { root: "UploadPart" },
      example: { PartNumber: 1, Bytes: 67108864, Sha256: EXAMPLE_SHA },
    },
  };
}

export function completeUploadDocs(family: Family) {
  return {
    summary: `Complete ${SUBJECT[family].Label} File Resumable Upload`,
    description:
      "Joins the parts into the file's content: parts 1 to n must all be there (422 naming the first missing one), " +
      "every part but the last of `PartSize` bytes. The service then reads the whole file once for its SHA-256, " +
      "known before any destination can fetch it; `Content-Digest` of the whole file, when sent with this " +
      "request, is checked against it (422 `digest_mismatch`, nothing kept, the upload over). Answers the content " +
      "record, as the upload in one request does. Safe to send again whatever became of an earlier attempt: one cut " +
      "off after the parts were joined is finished by the next; one that completed makes the next a 404. 409 when " +
      "storage holds another version of a part than the one recorded (a part sent twice at once): send that part " +
      "again, then complete.",
    tags: TAGS,
    paramDescriptions: { ...IDS[family], ...UPLOAD_ID },
    paramExamples: { ...EXAMPLES[family].upload, uploadID: 12 },
    errors: ["forbidden", "not_found", "conflict"] as ProblemCode[],
    success: contentSuccess,
  };
}

export function abortUploadDocs(family: Family) {
  return {
    summary: `Abort ${SUBJECT[family].Label} File Resumable Upload`,
    description:
      "Aborts a resumable upload: its parts, and the object they were joined into by a completion that was cut " +
      "off, are discarded; the file's content stays as it was. Only the owner; an upload that is not under way: 404.",
    tags: TAGS,
    paramDescriptions: { ...IDS[family], ...UPLOAD_ID },
    paramExamples: { ...EXAMPLES[family].upload, uploadID: 12 },
    errors: ["not_found"] as ProblemCode[],
    success: {
      status: 200 as const,
      description: "The upload, aborted.",
      schema: AbortRecord,
      xml: { root: "AbortedUpload" },
      example: { UploadID: 12, FileID: 8001, AbortedAt: "2026-11-21T20:13:53.978Z" },
    },
  };
}

const header = (description: string, type: "string" | "integer" = "string") => ({
  description,
  schema: { type },
});
const COMMON_HEADERS = {
  ETag: header(
    "Strong: the file's SHA-256 in quotes; the same for every answer about this content. With `format=bwf`, the " +
      "rendition's own (`\"bwf-<hex>\"`, of the content's digest and the rendition's head: it changes when the " +
      "house ID or the dates written change).",
  ),
  "Accept-Ranges": header("`bytes`."),
  "Content-Disposition": header(
    '`attachment; filename="<AdID or ISRC>.<ext>"`, the extension by media type (`wav` with `format=bwf`).',
  ),
  "Repr-Digest": header(
    "`sha-256=:<base64>:`, the digest of the whole file (RFC 9530), on every answer; not with `format=bwf` (see `MDS-Audio-Offset`).",
  ),
  "MDS-Source-Audio-Offset": header(
    "With `format=bwf`: n, the offset of the `data` chunk header in the content as uploaded.",
    "integer",
  ),
  "MDS-Audio-Offset": header(
    "With `format=bwf`: m, the offset of the same `data` chunk header in this rendition. From it on the rendition " +
      "is the uploaded content from n on, byte for byte: `sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`.",
    "integer",
  ),
};
const DOWNLOAD_RESPONSES: Record<number, MediaResponse> = {
  200: {
    description: "The whole file, streamed.",
    bytes: true,
    headers: {
      ...COMMON_HEADERS,
      "Content-Type": header("The media type it was uploaded with (`audio/wav` with `format=bwf`)."),
      "Content-Length": header("The file's size (the rendition's with `format=bwf`).", "integer"),
      "Content-Digest": header(
        "`sha-256=:<base64>:` of the bytes of this answer: the whole file (RFC 9530); not with `format=bwf`.",
      ),
    },
  },
  206: {
    description: "The one range asked for with `Range: bytes=…`.",
    bytes: true,
    headers: {
      ...COMMON_HEADERS,
      "Content-Type": header("The media type it was uploaded with (`audio/wav` with `format=bwf`)."),
      "Content-Length": header("The range's size.", "integer"),
      "Content-Range": header("`bytes <first>-<last>/<size>`."),
    },
  },
  304: { description: "`If-None-Match` names the current ETag: nothing sent.", bytes: false, headers: COMMON_HEADERS },
};

export function downloadDocs(family: Family) {
  return {
    summary: `Download ${SUBJECT[family].Label} File Content`,
    description:
      `The file's bytes, streamed. Who may: ${SUBJECT[family].ownerWords}, always once uploaded; a destination ` +
      `(directly or through group access) ${SENT[family]}; anyone else, or no content yet: 404. \`HEAD\` answers ` +
      "the same headers without the bytes. `Range: bytes=first-last`, `bytes=first-` or `bytes=-suffix` (one " +
      "range) answers 206; a range starting past the end 416 (with `Content-Range: bytes */<size>`); several " +
      "ranges, or an `If-Range` that is not the current ETag, the whole file. `If-None-Match` with the ETag: " +
      "304. Any `Accept` is taken; problems are JSON unless XML is asked for. A destination's download is its " +
      "delivery: once every byte of the file has gone out to it, in one GET or in ranges, its delivery is " +
      "`Delivered` (the proof of delivery shows when, by which key, the bytes and digest) and the " +
      `${SUBJECT[family].label} becomes Delivered when all its deliveries are. A key acting for several ` +
      `destinations of the ${SUBJECT[family].label} (a station group) names the one receiving with ` +
      "`?organizationID=`.\n\n" +
      "A destination whose spec has a `Deliver` (contract section 19) receives its rendition, made from the master: " +
      "its bytes, ETag, `Content-Digest`, `Content-Type` and file name's extension; before it is ready, 409 " +
      "`rendition_pending` with `Retry-After`. The owner downloads the master, and fetches a destination's " +
      "rendition with `?organizationID=`, which delivers nothing.\n\n" +
      "`?format=bwf` answers PCM WAV content as Broadcast Wave for a station's automation (contract section 16), " +
      "made for the station receiving it (its house ID as the cart chunk's CutID, its flights as its dates; for " +
      `${SUBJECT[family].ownerWords}, the AdID or ISRC and the ${SUBJECT[family].label}'s own dates): ` +
      "`RIFF <size> WAVE`, the content's `fmt ` chunk verbatim, a new `bext`, a new AES46 `cart`, the " +
      "content's other chunks before `data` verbatim and in order (its own `bext` and `cart` dropped), then " +
      "the content from its `data` chunk header to its end, byte for byte. Ranges, `HEAD`, `If-None-Match` " +
      "and `If-Range` work on the rendition, with its own strong ETag; downloading it delivers the file as the " +
      "content as uploaded does (a range of the rendition counts for the bytes of the content it stands for). " +
      "`MDS-Source-Audio-Offset` (n) and `MDS-Audio-Offset` (m) let a station check it: " +
      "`sha256(content[0:n] ++ rendition[m:])` is the file's `Sha256`. Content that is not PCM WAV (another " +
      "container, or a `fmt ` whose format tag is not PCM, 1, nor WAVE_FORMAT_EXTENSIBLE with the PCM subformat): " +
      "409 `format_unavailable`; another `format`: 400.",
    tags: TAGS,
    paramDescriptions: IDS[family],
    paramExamples: EXAMPLES[family].download,
    // A 409 is `format_unavailable` or `rendition_pending`: one response a status, whose words say both.
    errors: ["bad_request", "forbidden", "not_found", "format_unavailable", "range_not_satisfiable"] as ProblemCode[],
    media: { download: { responses: DOWNLOAD_RESPONSES } },
    success: {
      status: 200 as const,
      description: DOWNLOAD_RESPONSES[200]?.description ?? "",
      schema: ContentRecord,
      xml: { root: "FileContent" },
    },
  };
}
