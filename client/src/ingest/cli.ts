#!/usr/bin/env node
/**
 * `mds-ingest`, the command: reads its options (and MDS_KEY, MDS_URL), runs
 * the agent (./agent.ts) until the feed is empty (--once) or it is stopped
 * (SIGTERM, Ctrl-C), and says what went wrong in one line with an exit code
 * a service manager can act on.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type AgentOptions, runAgent } from "./agent.js";
import { StateError } from "./folder.js";
import { isAbort, Refused, ServiceError, Unreachable } from "./service.js";

const HELP = `mds-ingest: brings a station's spots and tracks from the Media Delivery Service into the watch folder of
its automation system (WideOrbit, ENCO, Zetta, Rivendell, ...), with nobody clicking anything.

Usage:  MDS_KEY=<key> mds-ingest --folder <watch folder> [options]
        npx mds-ingest ...          from a clone of the repository (after npm ci) or where the package is installed

It follows the station's ingest feed (it asks, and the service answers as soon as something arrives). For each
file sent to the station it:
  1. downloads the media into a hidden part file in the folder, .<name>.part; a download cut off (a restart,
     a crash, a broken line) resumes where it stopped, it does not start again;
  2. checks its SHA-256 against the one the sender uploaded (a file that fails three times is reported to the
     service as Failed and skipped);
  3. writes the companion file <name>.xml, then moves the media into the folder in one rename, so that the
     automation never sees half a file;
  4. tells the service the file is in (the sender's proof of delivery shows IngestedAt), and only then notes in
     its state file that the entry is done. Stopped at any moment (even kill -9, a power cut), it loses and
     repeats nothing: the next run carries on from there.
When the sender cancels an order, or takes a file off the station (its rights ended, a clearing body rejected it),
the media and its companion move to killed/.
When a file's details change (this station's house ID, new dates), its companion is written again.

What lands in the folder:
  <name>.<ext>        the media (mp4, mov, mxf, wav, mp3, ...). <name> is the station's house ID if it has one,
                      else the AdID (or a track's ISRC), else file-<FileID>; only letters, digits, . _ and -.
                      A file keeps its first name, whatever later changes say.
  <name>.xml          the companion: <IngestEntry> with one element per field of the entry: EntryID, Action,
                      CreatedAt, Family, OrderID or ReleaseID, FileID, AdID or ISRC, Title, Advertiser or Artist,
                      Length, HouseID, StartDate, EndDate (the station's flight), ContentUrl, ContentType, Bytes,
                      Sha256 (of the file as the sender uploaded it), Restrictions (one Restriction each: a
                      clearing body's conditions, "Body: text"), and MediaFile (the media's name here)
  killed/             media and companions of files the station must not air any more
  .<name>.part        a download under way (hidden)
  .mds-ingest.json    the state file (hidden): where it is in the feed. Delete it to take everything again.

Options:
  --folder <dir>       the watch folder (created if missing)
  --key <key>          the station's API key, or its station group's; default $MDS_KEY. Prefer MDS_KEY: a
                       command line can be read by every user of the machine (ps). The key is never printed.
  --url <url>          the service; default $MDS_URL, else http://localhost:8787
  --organization <id>  with a station group's key: the station to ingest for (e.g. 201 for KLMN-FM). Run one
                       mds-ingest, with its own folder, for each station.
  --state <file>       the state file; default <folder>/.mds-ingest.json. One state file per station.
  --once               take what is waiting, then exit (0); without it, keep following the feed
  --format bwf         WAV spots as Broadcast Wave: the service adds a bext chunk and an AES46 cart chunk
                       (CutID: the house ID, else the AdID; ClientID: the advertiser; the start and end dates),
                       for automation that reads the cart chunk; the audio is the sender's, byte for byte
                       (checked). Other media, and WAV that is not PCM, come as they were sent.
  --limit-rate <rate>  download at most this many bytes a second (e.g. 500k, 20M; k = 1024, M = 1024 x 1024),
                       to leave room on a shared line
  --help               this text
  --version            the version

Progress: a file of 8 MB or more shows its progress (on a terminal one updating line; in a log, a line every
10 s). Each entry done is one line on standard output; problems go to standard error.

Running it as a service (systemd): the package installed in /opt/mds-ingest (npm install <its tarball>), a user
of its own that may write the watch folder, and the key in a file only root reads (/etc/mds-ingest/wxyz.env,
one line MDS_KEY=..., chmod 600); /etc/systemd/system/mds-ingest-wxyz.service:

  [Unit]
  Description=Media Delivery Service ingest agent (WXYZ-TV)
  After=network-online.target
  Wants=network-online.target

  [Service]
  User=mds-ingest
  WorkingDirectory=/opt/mds-ingest
  EnvironmentFile=/etc/mds-ingest/wxyz.env
  Environment=MDS_URL=https://mds.example.com
  ExecStart=/opt/mds-ingest/node_modules/.bin/mds-ingest --folder /srv/automation/wxyz
  Restart=always
  RestartSec=10
  # A refused key or wrong options (exit 3, 2) wait for a person instead of restarting.
  RestartPreventExitStatus=2 3

  [Install]
  WantedBy=multi-user.target

then: systemctl enable --now mds-ingest-wxyz; journalctl -u mds-ingest-wxyz -f shows what it does.

Exit codes:
  0  --once: everything waiting was taken (entries that failed their check were reported Failed);
     following: stopped by SIGTERM or Ctrl-C
  1  the service could not be reached, or kept failing (--once; following, it keeps trying, backing off to
     once a minute), or the folder could not be written
  2  wrong options, a group's key without --organization, or a state file of another station or service, or
     in use by another mds-ingest
  3  the service refused the key (revoked, expired, mistyped), or it may not read this station's feed
`;

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version?: string;
    };
    return pkg.version ?? "unknown";
  } catch {
    return "unknown";
  }
}

class Usage extends Error {}

/** `500k`, `20M`, `1.5M`, `1000000`: bytes a second. */
function rateOf(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([kKmMgG]?)(?:[bB](?:\/s)?)?$/.exec(text.trim());
  if (!match) throw new Usage(`--limit-rate ${text}: give bytes a second, e.g. 500k or 20M`);
  const unit = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? "").toLowerCase()] ?? 1;
  const rate = Number(match[1]) * unit;
  if (rate < 1024) throw new Usage(`--limit-rate ${text}: at least 1k`);
  return rate;
}

type Command = { kind: "help" } | { kind: "version" } | { kind: "run"; options: AgentOptions };

function command(argv: string[]): Command {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new Usage(`${(error as Error).message.replace(/\. To specify.*$/s, "")}`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw new Usage(`unexpected argument ${positionals[0]}`);
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };
  const folder = values.folder;
  if (!folder) throw new Usage("--folder is missing: the watch folder the files go into");
  const key = values.key ?? process.env.MDS_KEY;
  if (!key) throw new Usage("no key: set MDS_KEY (or give --key)");
  const url = values.url ?? process.env.MDS_URL ?? "http://localhost:8787";
  try {
    const parsedUrl = new URL(url);
    if (!/^https?:$/.test(parsedUrl.protocol)) throw new Error();
  } catch {
    throw new Usage(`--url ${url}: give the service's address, e.g. https://mds.example.com`);
  }
  let organization: number | undefined;
  if (values.organization !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(values.organization)) {
      throw new Usage(`--organization ${values.organization}: give the station's organization ID, e.g. 201`);
    }
    organization = Number(values.organization);
  }
  if (values.format !== undefined && values.format !== "bwf") {
    throw new Usage(`--format ${values.format}: the one format is bwf (Broadcast Wave for WAV spots)`);
  }
  const options: AgentOptions = {
    folder,
    key,
    url,
    organization,
    state: values.state,
    once: values.once === true,
    format: values.format === "bwf" ? "bwf" : "plain",
    limitRate: values["limit-rate"] === undefined ? undefined : rateOf(values["limit-rate"]),
  };
  return { kind: "run", options };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      folder: { type: "string" },
      key: { type: "string" },
      url: { type: "string" },
      organization: { type: "string" },
      state: { type: "string" },
      once: { type: "boolean" },
      format: { type: "string" },
      "limit-rate": { type: "string" },
      help: { type: "boolean", short: "h" },
      version: { type: "boolean" },
    },
  });
}

const fail = (message: string, code: number) => {
  process.stderr.write(`mds-ingest: ${message}\n`);
  process.exitCode = code;
};

async function main(): Promise<void> {
  let chosen: Command;
  try {
    chosen = command(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof Usage)) throw error;
    return fail(`${error.message} (mds-ingest --help says more)`, 2);
  }
  if (chosen.kind === "help") {
    process.stdout.write(HELP);
    return;
  }
  if (chosen.kind === "version") {
    process.stdout.write(`mds-ingest ${version()}\n`);
    return;
  }

  // SIGTERM (systemctl stop) and Ctrl-C stop it between two writes: a download keeps its part file for next time.
  const stop = new AbortController();
  let stopping = false;
  const onSignal = (name: string) => {
    if (stopping) process.exit(130);
    stopping = true;
    process.stderr.write(`mds-ingest: ${name}, stopping (again to stop at once)\n`);
    stop.abort();
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  try {
    await runAgent({
      ...chosen.options,
      signal: stop.signal,
      userAgent: `mds-ingest/${version()} (Node ${process.versions.node})`,
    });
  } catch (error) {
    if (stop.signal.aborted && isAbort(error)) return;
    if (error instanceof Refused) return fail(error.message, error.exitCode);
    if (error instanceof StateError) return fail(error.message, 2);
    if (error instanceof Unreachable) return fail(`${error.message}; stopped (--once)`, 1);
    if (error instanceof ServiceError) return fail(`the service answered ${error.status}: ${error.detail}`, 1);
    const code = (error as NodeJS.ErrnoException).code;
    if (code && /^E[A-Z]+$/.test(code)) return fail(`${(error as Error).message}`, 1);
    return fail(`${(error as Error).stack ?? error}`, 1);
  }
}

await main();
