/**
 * A loudness meter as ITU-R BS.1770-4 and EBU Tech 3341/3342 define it, fed a stream of decoded samples in
 * pieces of any size (nothing of the signal is kept but one 3 s window and one number a 100 ms step):
 *
 * - K-weighting: the shelving pre-filter and the RLB high-pass, as two biquads per channel, their coefficients
 *   derived for the stream's own sample rate (BS.1770-4 gives them for 48 kHz; the derivation is libebur128's,
 *   which reproduces those to the digit).
 * - Integrated loudness: gating blocks of 400 ms every 100 ms (75 % overlap), channel weights (1.0 front,
 *   1.41 surround, 0 for LFE), the absolute gate at -70 LKFS and the relative gate 10 LU under the loudness of
 *   the blocks above the absolute gate.
 * - Loudness range (EBU Tech 3342): short-term loudness (3 s windows) every 100 ms, gated at -70 LKFS and 20 LU
 *   under their mean, the 95th percentile less the 10th.
 * - True peak (BS.1770-4 Annex 2): each channel oversampled four times (twice at 96 kHz and above, not at all
 *   from 192 kHz) through a 129-tap Kaiser-windowed sinc interpolator; the largest magnitude, never below the
 *   largest sample. BS.1770's own 48-tap example (libebur128's 49 taps, Hann) attenuates near Nyquist and read
 *   full-band audio about 1 dB low (issue 45); this one reads white noise within 0.25 dB of a 16x reference.
 *
 * Why our own (docs/performance.md, "Loudness"): the WebAssembly meter on npm (ebur128-wasm) takes the whole signal in
 * one array (an hour of stereo is 1.4 GB of floats), has no loudness range, knows only mono and stereo, and its
 * bundler build does not load in workerd.
 */

/** BS.1770-4 channel weights (Table 3): front channels 1.0, surround channels 1.41, LFE excluded. */
export const CHANNEL_WEIGHT = { front: 1, surround: 1.41, lfe: 0 } as const;

const ABSOLUTE_GATE_LKFS = -70;
const RELATIVE_GATE_LU = -10;
const LRA_RELATIVE_GATE_LU = -20;

export interface LoudnessResult {
  /** Integrated loudness, LKFS (= LUFS); null when no block rose above the absolute gate (silence). */
  integratedLkfs: number | null;
  /** Maximum true peak over the measured channels, dBTP; null for digital silence. */
  truePeakDbtp: number | null;
  /** Loudness range, LU (0 for a programme shorter than one short-term window). */
  loudnessRangeLu: number;
  /** How much audio was measured. */
  seconds: number;
}

/** One biquad section's coefficients (a0 normalised to 1). */
interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The two K-weighting stages for sample rate `fs` (libebur128's derivation; exact at 48 kHz). */
export function kWeighting(fs: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const G = 3.999843853973347;
  let Q = 0.7071752369554196;
  let K = Math.tan((Math.PI * f0) / fs);
  const Vh = 10 ** (G / 20);
  const Vb = Vh ** 0.4996667741545416;
  let a0 = 1 + K / Q + K * K;
  const shelf: Biquad = {
    b0: (Vh + (Vb * K) / Q + K * K) / a0,
    b1: (2 * (K * K - Vh)) / a0,
    b2: (Vh - (Vb * K) / Q + K * K) / a0,
    a1: (2 * (K * K - 1)) / a0,
    a2: (1 - K / Q + K * K) / a0,
  };
  f0 = 38.13547087602444;
  Q = 0.5003270373238773;
  K = Math.tan((Math.PI * f0) / fs);
  a0 = 1 + K / Q + K * K;
  const highPass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (K * K - 1)) / a0, a2: (1 - K / Q + K * K) / a0 };
  return [shelf, highPass];
}

/** Taps of the true-peak interpolator, and its Kaiser window's beta: flat to about 21 kHz at 48 kHz. */
const TRUE_PEAK_TAPS = 129;
const TRUE_PEAK_BETA = 9;

/** The zeroth-order modified Bessel function of the first kind (the Kaiser window's), by its series. */
function bessel0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 40; k++) {
    term *= (x / 2 / k) ** 2;
    sum += term;
  }
  return sum;
}

/**
 * The true-peak interpolator: `factor` phases of a Kaiser-windowed sinc of TRUE_PEAK_TAPS taps. Phase 0
 * is the input sample itself; each other phase's taps are laid out over the last `length` input samples, oldest
 * first, so that one pass over them computes every phase (`TruePeak.run`). `gain` bounds what any phase can
 * reach from samples of magnitude at most 1.
 */
function interpolator(factor: number) {
  const taps = TRUE_PEAK_TAPS;
  const length = Math.ceil(taps / factor);
  const phases = Array.from({ length: factor - 1 }, () => new Float64Array(length));
  for (let j = 0; j < taps; j++) {
    const m = j - (taps - 1) / 2;
    let c = 1;
    if (Math.abs(m) > 1e-6) c = Math.sin((m * Math.PI) / factor) / ((m * Math.PI) / factor);
    const r = (2 * j) / (taps - 1) - 1;
    c *= bessel0(TRUE_PEAK_BETA * Math.sqrt(1 - r * r)) / bessel0(TRUE_PEAK_BETA);
    const phase = j % factor;
    // Phase 0 is the sample itself (its other taps fall on the sinc's zeros).
    if (phase > 0) (phases[phase - 1] as Float64Array)[length - 1 - Math.floor(j / factor)] = c;
  }
  const gain = Math.max(1, ...phases.map((p) => p.reduce((sum, c) => sum + Math.abs(c), 0)));
  return { phases, length, gain };
}

/**
 * The meter: `push` each piece of decoded audio (one Float32Array a channel, equal lengths), then `result`.
 * `weights` are the channels' BS.1770 weights (`CHANNEL_WEIGHT`): a weight of 0 (LFE) leaves that channel out
 * of every measure.
 */
export class LoudnessMeter {
  private readonly channels: number[];
  private readonly weights: number[];
  private readonly filters: [Biquad, Biquad];
  /** Per measured channel: the biquads' state (x1, x2, y1, y2 of each stage). */
  private readonly state: Float64Array[];
  private readonly step: number;
  private stepFill = 0;
  /** The weighted energy summed over the step being filled, and over each of the last 30 steps (3 s). */
  private stepEnergy = 0;
  private readonly recent = new Float64Array(30);
  private steps = 0;
  /** Each gating block's mean energy (400 ms), and each short-term window's (3 s), one a 100 ms step. */
  private blocks: Float64Array = new Float64Array(1024);
  private blockCount = 0;
  private shortTerm: Float64Array = new Float64Array(1024);
  private shortTermCount = 0;
  private readonly tp: ReturnType<typeof interpolator> | null;
  /** Per measured channel: its last samples, twice over (see `truePeak`), and the largest of the last run. */
  private readonly history: Float64Array[];
  private readonly windowPeak: Float64Array;
  private historyAt = 0;
  private peak = 0;
  private samples = 0;

  constructor(
    readonly sampleRate: number,
    weights: readonly number[],
  ) {
    if (!(sampleRate >= 8000 && sampleRate <= 384_000)) throw new RangeError(`sample rate ${sampleRate} Hz`);
    this.channels = [];
    this.weights = [];
    weights.forEach((w, i) => {
      if (w > 0) {
        this.channels.push(i);
        this.weights.push(w);
      }
    });
    this.filters = kWeighting(sampleRate);
    this.state = this.channels.map(() => new Float64Array(8));
    this.step = Math.round(sampleRate / 10);
    const factor = sampleRate < 96_000 ? 4 : sampleRate < 192_000 ? 2 : 1;
    this.tp = factor > 1 ? interpolator(factor) : null;
    this.history = this.channels.map(() => new Float64Array(2 * (this.tp?.length ?? 1)));
    this.windowPeak = new Float64Array(this.channels.length);
  }

  /** Frames (samples of each channel) measured so far. */
  get frames(): number {
    return this.samples;
  }

  /** Measures `frames` samples of each channel (`data[c]`, the stream's channel order). */
  push(data: readonly Float32Array[], frames = data[0]?.length ?? 0): void {
    let done = 0;
    while (done < frames) {
      const n = Math.min(frames - done, this.step - this.stepFill);
      for (let k = 0; k < this.channels.length; k++) {
        const input = data[this.channels[k] as number] as Float32Array;
        this.stepEnergy += (this.weights[k] as number) * this.filter(k, input, done, n);
        this.truePeak(k, input, done, n);
      }
      this.stepFill += n;
      done += n;
      if (this.stepFill === this.step) this.endStep();
    }
    // The interpolator's history advanced by the piece.
    this.historyAt = (this.historyAt + frames) % (this.tp?.length ?? 1);
    this.samples += frames;
  }

  /** K-weights samples [from, from + n) of measured channel `k`; answers the sum of their squares. */
  private filter(k: number, input: Float32Array, from: number, n: number): number {
    const [s, h] = this.filters;
    const st = this.state[k] as Float64Array;
    let x1 = st[0] as number;
    let x2 = st[1] as number;
    let y1 = st[2] as number;
    let y2 = st[3] as number;
    let u1 = st[4] as number;
    let u2 = st[5] as number;
    let z1 = st[6] as number;
    let z2 = st[7] as number;
    let sum = 0;
    for (let i = from, end = from + n; i < end; i++) {
      const x = input[i] as number;
      const y = s.b0 * x + s.b1 * x1 + s.b2 * x2 - s.a1 * y1 - s.a2 * y2;
      x2 = x1;
      x1 = x;
      y2 = y1;
      y1 = y;
      const z = h.b0 * y + h.b1 * u1 + h.b2 * u2 - h.a1 * z1 - h.a2 * z2;
      u2 = u1;
      u1 = y;
      z2 = z1;
      z1 = z;
      sum += z * z;
    }
    // Denormals would slow the filters to a crawl in long silences.
    st[0] = x1;
    st[1] = x2;
    st[2] = Math.abs(y1) < 1e-30 ? 0 : y1;
    st[3] = Math.abs(y2) < 1e-30 ? 0 : y2;
    st[4] = u1;
    st[5] = u2;
    st[6] = Math.abs(z1) < 1e-30 ? 0 : z1;
    st[7] = Math.abs(z2) < 1e-30 ? 0 : z2;
    return sum;
  }

  /**
   * The largest interpolated magnitude of samples [from, from + n) of measured channel `k`. The channel's last
   * `length` samples are kept twice over in a buffer of twice that length, so that the window ending at any
   * sample is one contiguous run. A run of samples too small to reach the peak found so far, even with the
   * interpolator's largest gain, only passes through the window.
   */
  private truePeak(k: number, input: Float32Array, from: number, n: number): void {
    const tp = this.tp;
    const end = from + n;
    let peak = this.peak;
    let largest = 0;
    for (let i = from; i < end; i++) {
      const a = Math.abs(input[i] as number);
      if (a > largest) largest = a;
    }
    if (largest > peak) peak = largest;
    if (!tp) {
      this.peak = peak;
      return;
    }
    const z = this.history[k] as Float64Array;
    const length = tp.length;
    let at = (this.historyAt + from) % length;
    const quiet = Math.max(largest, this.windowPeak[k] as number) * tp.gain <= peak;
    if (quiet) {
      for (let i = from; i < end; i++) {
        const x = input[i] as number;
        z[at] = x;
        z[at + length] = x;
        at = at + 1 === length ? 0 : at + 1;
      }
    } else if (tp.phases.length === 3) {
      const [r1, r2, r3] = tp.phases as [Float64Array, Float64Array, Float64Array];
      for (let i = from; i < end; i++) {
        const x = input[i] as number;
        z[at] = x;
        z[at + length] = x;
        at = at + 1 === length ? 0 : at + 1;
        // The window, oldest first: z[at .. at + length).
        let a1 = 0;
        let a2 = 0;
        let a3 = 0;
        for (let t = 0; t < length; t++) {
          const v = z[at + t] as number;
          a1 += (r1[t] as number) * v;
          a2 += (r2[t] as number) * v;
          a3 += (r3[t] as number) * v;
        }
        if (a1 > peak || -a1 > peak) peak = Math.abs(a1);
        if (a2 > peak || -a2 > peak) peak = Math.abs(a2);
        if (a3 > peak || -a3 > peak) peak = Math.abs(a3);
      }
    } else {
      for (let i = from; i < end; i++) {
        const x = input[i] as number;
        z[at] = x;
        z[at + length] = x;
        at = at + 1 === length ? 0 : at + 1;
        for (const r of tp.phases) {
          let a = 0;
          for (let t = 0; t < length; t++) a += (r[t] as number) * (z[at + t] as number);
          if (Math.abs(a) > peak) peak = Math.abs(a);
        }
      }
    }
    // What the next run's window still holds of this one.
    this.windowPeak[k] = largest;
    this.peak = peak;
  }

  /** A 100 ms step is complete: a gating block ends every step from the fourth, a short-term window from the 30th. */
  private endStep(): void {
    this.recent[this.steps % 30] = this.stepEnergy;
    this.steps++;
    this.stepEnergy = 0;
    this.stepFill = 0;
    if (this.steps >= 4) {
      let e = 0;
      for (let i = 1; i <= 4; i++) e += this.recent[(this.steps - i) % 30] as number;
      this.blocks = append(this.blocks, this.blockCount++, e / (4 * this.step));
    }
    if (this.steps >= 30) {
      let e = 0;
      for (let i = 0; i < 30; i++) e += this.recent[i] as number;
      this.shortTerm = append(this.shortTerm, this.shortTermCount++, e / (30 * this.step));
    }
  }

  result(): LoudnessResult {
    return {
      integratedLkfs: integrated(this.blocks.subarray(0, this.blockCount)),
      truePeakDbtp: this.peak > 0 ? 20 * Math.log10(this.peak) : null,
      loudnessRangeLu: loudnessRange(this.shortTerm.subarray(0, this.shortTermCount)),
      seconds: this.samples / this.sampleRate,
    };
  }
}

function append(list: Float64Array, at: number, value: number): Float64Array {
  let target = list;
  if (at >= list.length) {
    target = new Float64Array(list.length * 2);
    target.set(list);
  }
  target[at] = value;
  return target;
}

const lkfs = (energy: number) => -0.691 + 10 * Math.log10(energy);
const energyOf = (loudness: number) => 10 ** ((loudness + 0.691) / 10);

/** BS.1770-4's gated integration over the gating blocks' energies. */
function integrated(blocks: Float64Array): number | null {
  const absolute = energyOf(ABSOLUTE_GATE_LKFS);
  let sum = 0;
  let count = 0;
  for (const e of blocks) {
    if (e > absolute) {
      sum += e;
      count++;
    }
  }
  if (count === 0) return null;
  const relative = Math.max(absolute, energyOf(lkfs(sum / count) + RELATIVE_GATE_LU));
  sum = 0;
  count = 0;
  for (const e of blocks) {
    if (e > relative) {
      sum += e;
      count++;
    }
  }
  return count === 0 ? null : lkfs(sum / count);
}

/** EBU Tech 3342's loudness range over the short-term windows' energies. */
function loudnessRange(windows: Float64Array): number {
  const absolute = energyOf(ABSOLUTE_GATE_LKFS);
  let sum = 0;
  let count = 0;
  for (const e of windows) {
    if (e > absolute) {
      sum += e;
      count++;
    }
  }
  if (count === 0) return 0;
  const relative = energyOf(lkfs(sum / count) + LRA_RELATIVE_GATE_LU);
  const kept = Array.from(windows)
    .filter((e) => e > absolute && e > relative)
    .sort((a, b) => a - b);
  if (kept.length === 0) return 0;
  const at = (p: number) => lkfs(kept[Math.round((kept.length - 1) * p)] as number);
  return Math.max(0, at(0.95) - at(0.1));
}
