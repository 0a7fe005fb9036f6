/**
 * A progress bar on stderr: redrawn in place on a terminal, one line per
 * update elsewhere (CI logs).
 */
const WIDTH = 30;

export class Progress {
  private done = 0;
  private readonly started = Date.now();

  constructor(
    private readonly title: string,
    private readonly total: number,
  ) {
    this.draw("");
  }

  advance(rows: number, what: string): void {
    this.done = Math.min(this.total, this.done + rows);
    this.draw(what);
  }

  finish(): void {
    if (process.stderr.isTTY) process.stderr.write("\n");
  }

  private draw(what: string): void {
    const share = this.total === 0 ? 1 : this.done / this.total;
    const filled = Math.round(share * WIDTH);
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    const line =
      `${this.title} [${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ` +
      `${this.done.toLocaleString("en-US")}/${this.total.toLocaleString("en-US")} rows ${seconds}s ${what}`;
    if (process.stderr.isTTY)
      process.stderr.write(`\r${line.padEnd(process.stderr.columns ? process.stderr.columns - 1 : 0)}`);
    else process.stderr.write(`${line}\n`);
  }
}
