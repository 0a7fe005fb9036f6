/**
 * mds-ingest's work: follow a station's ingest feed and bring each entry into
 * the watch folder, whole and verified or not at all, acknowledging each and
 * keeping the place in the feed in the state file only once the entry is done
 * and acknowledged. Every step can be done again after a crash: a file
 * already in place and verified is only acknowledged again.
 */
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { downloadInto, FormatUnavailable, plainPrefix, sha256Of } from "./download.js";
import {
  chooseName,
  companionXml,
  type DownloadRecord,
  type Entry,
  extensionOf,
  type FileRecord,
  type Format,
  fileKey,
  isWav,
  loadState,
  lock,
  moveIfThere,
  pathsOf,
  removeIfThere,
  type State,
  saveState,
  sizeOf,
  stemOfName,
  syncFolder,
  writeWhole,
} from "./folder.js";
import { formatBytes, Progress, type ProgressOutput } from "./progress.js";
import {
  acknowledge,
  type Connection,
  feedPage,
  Refused,
  type RetryPolicy,
  retrying,
  retryPolicy,
  ServiceError,
  sleep,
  withOrganization,
} from "./service.js";

export interface AgentOptions {
  /** The service, e.g. `http://localhost:8787`. */
  url: string;
  key: string;
  /** The watch folder (created if missing). */
  folder: string;
  /** With a station group's key: the station to ingest for. */
  organization?: number;
  /** Default `<folder>/.mds-ingest.json`. */
  state?: string;
  /** Take what is waiting and return; else follow the feed until `signal` aborts. */
  once: boolean;
  /** `bwf`: WAV content as Broadcast Wave (`?format=bwf`), other content as it is. */
  format?: Format;
  /** Bytes a second, at most, for downloads. */
  limitRate?: number;
  signal?: AbortSignal;
  /** One line of what was done (default: stdout). */
  log?: (line: string) => void;
  /** One line of what went wrong (default: stderr). */
  warn?: (line: string) => void;
  /** Where the progress of large files goes (default: stderr). */
  progress?: ProgressOutput;
  userAgent?: string;
}

export interface AgentSummary {
  entries: number;
  ingested: number;
  updated: number;
  killed: number;
  failed: number;
}

/** Attempts at a download whose SHA-256 does not match, before the entry is acknowledged `Failed`. */
const VERIFY_ATTEMPTS = 3;
/** Between two empty pages when following (a service that answers at once instead of waiting). */
const MIN_POLL_MS = 2000;

/** An entry that cannot be done (its check fails every time, its content is gone): acknowledged `Failed`. */
class EntryFailed extends Error {}

/** An ingest or update entry: the content's facts are there. */
type WithContent = Entry & { Sha256: string; Bytes: number };

const hasContent = (entry: Entry): entry is WithContent =>
  typeof entry.Sha256 === "string" && /^[0-9a-f]{64}$/.test(entry.Sha256) && typeof entry.Bytes === "number";

export const defaultStateFile = (folder: string) => path.join(folder, ".mds-ingest.json");

export async function runAgent(options: AgentOptions): Promise<AgentSummary> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const warn = options.warn ?? ((line: string) => process.stderr.write(`${line}\n`));
  const signal = options.signal ?? new AbortController().signal;
  const folder = path.resolve(options.folder);
  const stateFile = path.resolve(options.state ?? defaultStateFile(folder));
  const url = options.url.replace(/\/+$/, "");
  const connection: Connection = {
    url,
    key: options.key,
    organization: options.organization,
    userAgent: options.userAgent ?? `mds-ingest (Node ${process.versions.node})`,
  };
  const feed = `${new URL(url).origin} ${options.organization === undefined ? "(the key's own station)" : `organization ${options.organization}`}`;
  const policy = retryPolicy(
    options.once,
    (error, delay) => warn(`mds-ingest: ${error.message}; trying again in ${delay / 1000} s`),
    signal,
  );
  const summary: AgentSummary = { entries: 0, ingested: 0, updated: 0, killed: 0, failed: 0 };

  await mkdir(folder, { recursive: true });
  await mkdir(path.dirname(stateFile), { recursive: true });
  const release = await lock(stateFile);
  try {
    const state = await loadState(stateFile, feed);
    const save = () => saveState(stateFile, state);
    const work = new Work(options, connection, folder, state, save, policy, signal, log, warn);
    log(
      `mds-ingest: ${options.once ? "taking what is waiting in" : "following"} the ingest feed of ${feed} into ` +
        `${folder} (state ${stateFile}${state.LastEntryID ? `, done up to entry ${state.LastEntryID}` : ""})`,
    );
    for (;;) {
      const asked = Date.now();
      const page = await retrying(policy, () => feedPage(connection, state.Cursor, options.once ? 0 : 30, signal));
      for (const entry of page.Entries) {
        // Done before a restart (the state keeps the page's start until the page is through).
        if (entry.EntryID <= state.LastEntryID) continue;
        const outcome = await work.entry(entry);
        const ack = await retrying(policy, () =>
          acknowledge(connection, entry, outcome.status, outcome.message, signal),
        );
        if (!ack.recorded)
          warn(`mds-ingest: the service did not record entry ${entry.EntryID} as ${outcome.status}: ${ack.why}`);
        summary.entries++;
        summary[outcome.counted]++;
        state.LastEntryID = entry.EntryID;
        await save();
      }
      if (page.Cursor && page.Cursor !== state.Cursor) {
        state.Cursor = page.Cursor;
        await save();
      }
      if (page.Entries.length > 0) continue;
      if (options.once) break;
      await sleep(Math.max(0, MIN_POLL_MS - (Date.now() - asked)), signal);
    }
    log(
      `mds-ingest: the feed is empty; ${summary.entries} ${summary.entries === 1 ? "entry" : "entries"} done: ` +
        `${summary.ingested} ingested, ${summary.updated} updated, ${summary.killed} killed, ${summary.failed} failed`,
    );
    return summary;
  } finally {
    await release();
  }
}

interface Outcome {
  status: "Ingested" | "Failed";
  message?: string;
  counted: "ingested" | "updated" | "killed" | "failed";
}

/** One entry's work, with what it needs. */
class Work {
  constructor(
    private readonly options: AgentOptions,
    private readonly connection: Connection,
    private readonly folder: string,
    private readonly state: State,
    private readonly save: () => Promise<void>,
    private readonly policy: RetryPolicy,
    private readonly signal: AbortSignal,
    private readonly log: (line: string) => void,
    private readonly warn: (line: string) => void,
  ) {}

  async entry(entry: Entry): Promise<Outcome> {
    const what = describe(entry);
    try {
      if (entry.Action === "kill") {
        const line = await this.kill(entry);
        this.log(`kill ${entry.EntryID}: ${what}: ${line}`);
        return { status: "Ingested", counted: "killed" };
      }
      if (entry.Action !== "ingest" && entry.Action !== "update") {
        throw new EntryFailed(
          `mds-ingest ${entry.Action ? `does not know the action ${entry.Action}` : "found no Action"}`,
        );
      }
      const record = this.state.Files[fileKey(entry)];
      if (entry.Action === "update" && record?.Killed) {
        // Never back into the watch folder by an update: only an ingest brings a killed file back.
        const { killedCompanion } = pathsOf(this.folder, record.Name);
        await mkdir(path.dirname(killedCompanion), { recursive: true });
        await this.writeCompanion(entry, record.Name, killedCompanion);
        this.log(
          `update ${entry.EntryID}: ${what} → killed/${path.basename(killedCompanion)} written (killed earlier)`,
        );
        return { status: "Ingested", counted: "updated" };
      }
      if (!hasContent(entry)) throw new EntryFailed("the entry names no content to take (no Sha256 or Bytes)");
      const line = await this.deliver(entry);
      this.log(`${entry.Action} ${entry.EntryID}: ${what} → ${line}`);
      return { status: "Ingested", counted: entry.Action === "update" ? "updated" : "ingested" };
    } catch (error) {
      if (error instanceof ServiceError && error.status === 401) {
        throw new Refused(`the service refused the key (401): ${error.detail}`, 3);
      }
      // Anything else (the service unreachable, the folder not writable, a stop) ends the run; the entry is done again
      // by the next, its part file resumed.
      if (!(error instanceof EntryFailed) && !(error instanceof ServiceError && !error.transient)) throw error;
      await this.dropDownload(entry);
      const message =
        error instanceof ServiceError ? `the content answered ${error.status}: ${error.detail}` : error.message;
      this.warn(`${entry.Action} ${entry.EntryID}: ${what}: failed: ${message} (acknowledged Failed)`);
      return { status: "Failed", message, counted: "failed" };
    }
  }

  /** The download of a failed entry's file dropped, its part file too. */
  private async dropDownload(entry: Entry): Promise<void> {
    const key = fileKey(entry);
    const download = this.state.Downloads[key];
    if (!download) return;
    await removeIfThere(pathsOf(this.folder, download.Name).part);
    delete this.state.Downloads[key];
  }

  /** The format asked for this entry's content. */
  private formatOf(entry: Entry): Format {
    return this.options.format === "bwf" && isWav(entry.ContentType) ? "bwf" : "plain";
  }

  private nameOf(entry: Entry, record: FileRecord | undefined): string {
    if (record) return record.Name;
    const extension = this.formatOf(entry) === "bwf" ? "wav" : extensionOf(entry.ContentType);
    return chooseName(entry, this.state, extension);
  }

  /** `ingest` or `update`: the media in place (downloaded unless what is there is this entry's), the companion written. */
  private async deliver(entry: WithContent): Promise<string> {
    const key = fileKey(entry);
    const record = this.state.Files[key];
    const name = this.nameOf(entry, record);
    const paths = pathsOf(this.folder, name);
    const format = this.formatOf(entry);
    if (await this.inPlace(entry, record, format, paths.media)) {
      await this.writeCompanion(entry, name, paths.companion);
      this.state.Files[key] = { ...(this.state.Files[key] as FileRecord), EntryID: entry.EntryID, Killed: false };
      delete this.state.Downloads[key];
      await this.save();
      return `${path.basename(paths.companion)} written (${name} in place already)`;
    }
    const placed = await this.download(entry, name, format);
    this.state.Files[key] = placed.record;
    delete this.state.Downloads[key];
    await this.save();
    return `${name} (${formatBytes(placed.record.Bytes)}${placed.format === "bwf" ? ", Broadcast Wave" : ""}${placed.note}, SHA-256 verified) and ${path.basename(paths.companion)}`;
  }

  /** Whether the folder holds this entry's media already (a restart after the file was placed). */
  private async inPlace(entry: Entry, record: FileRecord | undefined, format: Format, media: string): Promise<boolean> {
    const size = await sizeOf(media);
    if (size === undefined) return false;
    if (record && !record.Killed && record.Sha256 === entry.Sha256 && record.Bytes === size) {
      if (record.Format !== format) return false;
      // The cart chunk carries the entry's details: an update's are new (unless this very entry wrote the file).
      return format === "plain" || entry.Action === "ingest" || record.EntryID === entry.EntryID;
    }
    // Placed, and the crash came before the state said so: the bytes tell.
    if (record === undefined && format === "plain" && size === entry.Bytes) {
      if ((await sha256Of(media)) !== entry.Sha256) return false;
      this.state.Files[fileKey(entry)] = {
        Name: path.basename(media),
        Format: "plain",
        Sha256: entry.Sha256,
        ETag: "",
        Bytes: size,
        EntryID: entry.EntryID,
      };
      return true;
    }
    return false;
  }

  /**
   * Downloads into the part file (resuming a part of the same content),
   * verifies it, writes the companion and renames the media into the folder.
   */
  private async download(
    entry: WithContent,
    name: string,
    wanted: Format,
  ): Promise<{ record: FileRecord; format: Format; note: string }> {
    const key = fileKey(entry);
    const paths = pathsOf(this.folder, name);
    let format = wanted;
    let note = "";
    const fresh = async () => {
      const record: DownloadRecord = { Name: name, Format: format, Sha256: entry.Sha256, ETag: "" };
      this.state.Downloads[key] = record;
      await removeIfThere(paths.part);
      return record;
    };
    let record = this.state.Downloads[key];
    if (!record || record.Name !== name || record.Format !== format || record.Sha256 !== entry.Sha256) {
      record = await fresh();
    }
    for (let attempt = 1; ; attempt++) {
      const url = withOrganization(entry.ContentUrl, this.connection, format === "bwf" ? { format: "bwf" } : {});
      const have = (await sizeOf(paths.part)) ?? 0;
      let got: { resumedAt: number; total: number };
      try {
        got = await downloadInto({
          connection: this.connection,
          url,
          part: paths.part,
          record,
          save: this.save,
          progress: new Progress(name, this.options.progress ?? process.stderr),
          limitRate: this.options.limitRate,
          policy: this.policy,
          signal: this.signal,
        });
      } catch (error) {
        if (!(error instanceof FormatUnavailable)) throw error;
        this.warn(`${name}: no Broadcast Wave for this content (${error.message}); taking the file as it is`);
        format = "plain";
        note = ", as sent: no Broadcast Wave for it";
        record = await fresh();
        continue;
      }
      if (got.resumedAt > 0) {
        this.log(`${name}: resumed the download at byte ${got.resumedAt} (the part file had ${have} bytes)`);
        note += `, resumed at ${formatBytes(got.resumedAt)}`;
      } else if (have > 0) {
        this.log(`${name}: the part file (${have} bytes) was of another version of the file: downloaded it whole`);
      }
      const actual = await this.digestOf(entry, record, paths.part);
      if (actual === entry.Sha256) {
        await this.writeCompanion(entry, name, paths.companion);
        await rename(paths.part, paths.media);
        await syncFolder(this.folder);
        const placed: FileRecord = {
          Name: name,
          Format: format,
          Sha256: entry.Sha256,
          ETag: record.ETag,
          Bytes: got.total,
          EntryID: entry.EntryID,
        };
        return { record: placed, format, note };
      }
      const problem = `SHA-256 ${actual} of what arrived is not the sender's ${entry.Sha256}`;
      // The entry's failure drops the part file and its download (`dropDownload`).
      if (attempt >= VERIFY_ATTEMPTS) {
        throw new EntryFailed(`${problem}, ${VERIFY_ATTEMPTS} downloads in a row`);
      }
      this.warn(`${name}: ${problem}; downloading it again (attempt ${attempt + 1} of ${VERIFY_ATTEMPTS})`);
      record = await fresh();
      await this.save();
    }
  }

  /**
   * The SHA-256 to compare with the sender's: the part file's (plain); for
   * Broadcast Wave, that of the original's bytes before its audio followed
   * by the rendition's from its audio on (INGEST-DECISIONS: the
   * `MDS-Source-Audio-Offset` n and `MDS-Audio-Offset` m of the rendition).
   */
  private async digestOf(entry: WithContent, record: DownloadRecord, part: string): Promise<string> {
    if (record.Format === "plain") return sha256Of(part);
    const n = record.SourceAudioOffset;
    const m = record.AudioOffset;
    if (n === undefined || m === undefined) {
      throw new EntryFailed(
        "the Broadcast Wave answer had no MDS-Source-Audio-Offset or MDS-Audio-Offset to check it by",
      );
    }
    const plain = withOrganization(entry.ContentUrl, this.connection);
    const prefix = await retrying(this.policy, () => plainPrefix(this.connection, plain, n, this.signal));
    return sha256Of(part, m, prefix);
  }

  private writeCompanion(entry: Entry, name: string, file: string): Promise<void> {
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
    return writeWhole(file, companionXml(entry, name), temp);
  }

  /** `kill`: the media and its companion (this entry's) into killed/; a download under way dropped. */
  private async kill(entry: Entry): Promise<string> {
    const key = fileKey(entry);
    const record = this.state.Files[key];
    const name = this.nameOf(entry, record);
    const paths = pathsOf(this.folder, name);
    await removeIfThere(paths.part);
    delete this.state.Downloads[key];
    await mkdir(path.dirname(paths.killedMedia), { recursive: true });
    const moved = await moveIfThere(paths.media, paths.killedMedia);
    await this.writeCompanion(entry, name, paths.killedCompanion);
    await removeIfThere(paths.companion);
    await syncFolder(this.folder);
    this.state.Files[key] = {
      ...(record ?? { Name: name, Format: this.formatOf(entry), Sha256: entry.Sha256 ?? "", ETag: "", Bytes: 0 }),
      EntryID: entry.EntryID,
      Killed: true,
    };
    await this.save();
    const companion = `${stemOfName(name)}.xml`;
    return moved
      ? `${name} and ${companion} moved to killed/`
      : `${name} was not in the folder; ${companion} written to killed/`;
  }
}

/** `order 5004, file 8008 MAPL0020300H "Title"` */
function describe(entry: Entry): string {
  const subject = entry.Family === "order" ? `order ${entry.OrderID}` : `release ${entry.ReleaseID}`;
  const code = entry.AdID ?? entry.ISRC;
  return `${subject}, file ${entry.FileID}${code ? ` ${code}` : ""}${entry.Title ? ` "${entry.Title}"` : ""}`;
}
