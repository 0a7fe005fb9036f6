/**
 * The progress of a large download: on a terminal one line that updates in
 * place; in a log (systemd's journal, a file) a plain line now and then.
 */

/** Files at least this large show their progress. */
export const PROGRESS_FROM_BYTES = 8 * 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ["kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

export class Progress {
  private shownAt = 0;
  private readonly startedAt = Date.now();
  private startBytes: number | undefined;
  private visible = false;

  constructor(
    private readonly name: string,
    private readonly out: ProgressOutput,
    /** Between plain lines when the output is not a terminal. */
    private readonly everyMs = 10_000,
  ) {}

  update(have: number, total: number | undefined): void {
    if (total === undefined || total < PROGRESS_FROM_BYTES) return;
    this.startBytes ??= have;
    const now = Date.now();
    const tty = this.out.isTTY === true;
    if (now - this.shownAt < (tty ? 200 : this.everyMs)) return;
    // The first plain line waits a moment, so that a file fetched in a few seconds shows none.
    if (!tty && this.shownAt === 0 && now - this.startedAt < this.everyMs) return;
    this.shownAt = now;
    const seconds = (now - this.startedAt) / 1000;
    const rate = seconds > 0 ? (have - this.startBytes) / seconds : 0;
    const speed = seconds >= 1 ? `, ${formatBytes(rate)}/s` : "";
    const line = `${this.name}: ${Math.floor((have / total) * 100)}% ${formatBytes(have)} of ${formatBytes(total)}${speed}`;
    if (tty) {
      this.out.write(`\r\x1b[K${line}`);
      this.visible = true;
    } else {
      this.out.write(`${line}\n`);
    }
  }

  /** Clears the updating line (a terminal), so that the next log line starts clean. */
  end(): void {
    if (this.visible) this.out.write("\r\x1b[K");
    this.visible = false;
  }
}
