/**
 * The watch folder's side of mds-ingest: what a file is called there, its
 * companion XML, writes that are whole or absent (a temp file, fsync, one
 * rename), the state file that keeps the agent's place in the feed, and the
 * lock that keeps two agents off one state file.
 */
import { open, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { components } from "../schema.js";

/** One entry of the ingest feed (`GET /api/v1/account/ingest`), as the service's document describes it. */
export type Entry = components["schemas"]["IngestEntry"];

/** The media as it lands: the plain content, or the Broadcast Wave rendition (`?format=bwf`). */
export type Format = "plain" | "bwf";

/** A file the agent put into the folder (or moved to killed/), by `<Family>/<FileID>`. */
export interface FileRecord {
  /** The media's name in the folder: stable for the file, whatever its later entries say. */
  Name: string;
  Format: Format;
  /** The plain content's SHA-256 (the entry's). */
  Sha256: string;
  /** The ETag of what was downloaded (the rendition's own for bwf). */
  ETag: string;
  /** The size of the media in the folder. */
  Bytes: number;
  /** The entry that last wrote it. */
  EntryID: number;
  Killed?: boolean;
}

/** A download under way into its part file: what a restart needs to resume it. */
export interface DownloadRecord {
  Name: string;
  Format: Format;
  Sha256: string;
  /** The ETag of the first answer: sent as `If-Range` when resuming, so that a changed file starts over. */
  ETag: string;
  /** bwf: `MDS-Source-Audio-Offset` and `MDS-Audio-Offset` of the rendition. */
  SourceAudioOffset?: number;
  AudioOffset?: number;
}

export interface State {
  Version: 1;
  /** The feed this state belongs to: the service's origin and the station (`own` for a station's own key). */
  Feed: string;
  /** Where to ask the feed from (the start of the page being worked through); null: the beginning. */
  Cursor: string | null;
  /** Entries up to this one are done and acknowledged (EntryIDs increase in the order entries arose). */
  LastEntryID: number;
  Files: Record<string, FileRecord>;
  Downloads: Record<string, DownloadRecord>;
}

export const fileKey = (entry: Pick<Entry, "Family" | "FileID">) => `${entry.Family}/${entry.FileID}`;

/** The extension of a media type, as the service names its downloads (Content-Disposition). */
const EXTENSIONS: Record<string, string> = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/mpeg": "mpg",
  "video/mp2t": "ts",
  "video/x-matroska": "mkv",
  "video/webm": "webm",
  "application/mxf": "mxf",
  "audio/mpeg": "mp3",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/aac": "aac",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/flac": "flac",
  "audio/ogg": "ogg",
};

export const extensionOf = (contentType: string | null) =>
  EXTENSIONS[(contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? ""] ?? "bin";

/** WAV content: the media the service renders as Broadcast Wave. */
export const isWav = (contentType: string | null) => extensionOf(contentType) === "wav";

/**
 * A name that is safe on any file system an automation system reads (a Linux
 * folder shared to Windows over SMB too): letters, digits, `.`, `_` and `-`,
 * never hidden, at most 100 characters.
 */
export function sanitize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._-]+/, "")
    .replace(/[._]+$/, "")
    .slice(0, 100);
}

/** The stem (the name without extension) a media file takes: `HouseID`, else `AdID` or `ISRC`, else `file-<FileID>`. */
export function stemOf(entry: Entry): string {
  for (const candidate of [entry.HouseID, entry.AdID, entry.ISRC]) {
    const stem = typeof candidate === "string" ? sanitize(candidate) : "";
    if (stem) return stem;
  }
  return `file-${entry.FileID}`;
}

export const stemOfName = (name: string) => name.replace(/\.[^.]*$/, "");

/**
 * The name of a file not in the folder yet: from its entry, unless another
 * file of the state already has that stem (the same AdID in two orders):
 * then `-<FileID>` is added.
 */
export function chooseName(entry: Entry, state: State, extension: string): string {
  const key = fileKey(entry);
  const taken = new Set(
    Object.entries(state.Files)
      .filter(([k]) => k !== key)
      .map(([, f]) => stemOfName(f.Name).toLowerCase()),
  );
  let stem = stemOf(entry);
  if (taken.has(stem.toLowerCase())) stem = `${stem}-${entry.FileID}`;
  return `${stem}.${extension}`;
}

/** The paths of one file in the folder. */
export function pathsOf(folder: string, name: string) {
  const stem = stemOfName(name);
  return {
    media: path.join(folder, name),
    companion: path.join(folder, `${stem}.xml`),
    part: path.join(folder, `.${name}.part`),
    killedMedia: path.join(folder, "killed", name),
    killedCompanion: path.join(folder, "killed", `${stem}.xml`),
  };
}

const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;

/** Text as XML 1.0 character data: escaped, without the characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * The companion file: `<IngestEntry>` with one element per field of the
 * entry, in the feed's order (null: an empty element; `Restrictions`, one
 * `Restriction` each), and `MediaFile`, the media's name in the folder.
 */
export function companionXml(entry: Entry, mediaFile: string): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', "<IngestEntry>"];
  for (const [field, value] of Object.entries({ ...entry, MediaFile: mediaFile })) {
    if (!XML_NAME.test(field)) continue;
    // A list of texts (the clearance `Restrictions`): an element a text, named in the singular.
    if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
      const item = field.replace(/s$/, "");
      lines.push(
        value.length === 0
          ? `  <${field}/>`
          : [`  <${field}>`, ...value.map((v) => `    <${item}>${escapeXml(v)}</${item}>`), `  </${field}>`].join("\n"),
      );
      continue;
    }
    if (value !== null && typeof value === "object") continue;
    lines.push(
      value === null || value === undefined ? `  <${field}/>` : `  <${field}>${escapeXml(String(value))}</${field}>`,
    );
  }
  lines.push("</IngestEntry>", "");
  return lines.join("\n");
}

/** Flushes a folder's entries (a rename) to disk; best effort where a platform cannot. */
export async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // not supported here (Windows): the rename itself is still whole
  }
}

/** Writes `text` to `file` whole or not at all: a temp file beside it, fsync, one rename. */
export async function writeWhole(file: string, text: string, temp = `${file}.tmp`): Promise<void> {
  const handle = await open(temp, "w");
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  await syncFolder(path.dirname(file));
}

/** Whether a path exists, and its size. */
export async function sizeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Moves a file if it is there (a rename: the same file system); false if it was not. */
export async function moveIfThere(from: string, to: string): Promise<boolean> {
  try {
    await rename(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

export const removeIfThere = (file: string) => rm(file, { force: true });

/** A problem with the state file that the station engineer must settle (exit 2). */
export class StateError extends Error {}

export function emptyState(feed: string): State {
  return { Version: 1, Feed: feed, Cursor: null, LastEntryID: 0, Files: {}, Downloads: {} };
}

/** The state in `file`, or a new one; refuses a state of another feed (its cursor means nothing here). */
export async function loadState(file: string, feed: string): Promise<State> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptyState(feed);
    throw error;
  }
  let state: State;
  try {
    state = JSON.parse(text) as State;
  } catch {
    throw new StateError(`the state file ${file} is not JSON; move it away to start from the beginning of the feed`);
  }
  if (state?.Version !== 1 || typeof state.LastEntryID !== "number") {
    throw new StateError(`the state file ${file} is not one of mds-ingest's (version 1)`);
  }
  if (state.Feed !== feed) {
    throw new StateError(
      `the state file ${file} keeps the place in the feed of ${state.Feed}, not ${feed}: give each station and service its own --state (or move this one away to start from the beginning of the feed)`,
    );
  }
  state.Files ??= {};
  state.Downloads ??= {};
  return state;
}

export const saveState = (file: string, state: State) => writeWhole(file, `${JSON.stringify(state, null, 2)}\n`);

/**
 * Takes `<state>.lock` for this process: another live mds-ingest on the same
 * state file is refused; a lock left by one that died (kill -9, power cut)
 * is taken over. Answers the release.
 */
export async function lock(stateFile: string): Promise<() => Promise<void>> {
  const file = `${stateFile}.lock`;
  // A few seconds for one that is stopping (a restart right after a stop or a kill).
  for (let attempt = 1; attempt <= 10; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => unlink(file).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = Number((await readFile(file, "utf8").catch(() => "")).trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && (await alive(pid))) {
      if (attempt === 10) {
        throw new StateError(`another mds-ingest (process ${pid}) is using ${stateFile}; stop it first`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    await removeIfThere(file);
  }
  throw new StateError(`could not take the lock ${file}`);
}

/** Whether a process runs (a zombie, dead but not reaped yet, does not). */
async function alive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  return stat === undefined || !/^\d+ \(.*\) Z/s.test(stat);
}
