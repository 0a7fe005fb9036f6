/**
 * The meter against the test signals of EBU Tech 3341 (integrated loudness, true peak) and EBU Tech 3342
 * (loudness range), generated in code; the tolerances are the documents' own (±0.1 LU, true peak +0.2/-0.4 dB,
 * LRA ±1 LU).
 */
import { describe, expect, it } from "vitest";
import { CHANNEL_WEIGHT, LoudnessMeter } from "../../src/audio/meter";
import { type Segment, type Signal, sine } from "./compliance.signals";

/** Measures a signal fed in pieces of uneven sizes, as a decoder hands them over. */
function measure(signal: Signal, weights: number[] = signal.channels.map(() => CHANNEL_WEIGHT.front)) {
  const meter = new LoudnessMeter(signal.sampleRate, weights);
  const total = signal.channels[0]?.length ?? 0;
  const sizes = [1024, 4096, 1, 777, 9600, 2048];
  for (let at = 0, i = 0; at < total; i++) {
    const n = Math.min(sizes[i % sizes.length] as number, total - at);
    meter.push(
      signal.channels.map((c) => c.subarray(at, at + n)),
      n,
    );
    at += n;
  }
  return meter.result();
}

const stereo = (segments: Segment[], options: Parameters<typeof sine>[0] = {}) => sine(options, segments);

describe("EBU Tech 3341 integrated loudness", { timeout: 60_000 }, () => {
  it("1: a 1 kHz stereo sine at -23 dBFS reads -23.0 LUFS", () => {
    const result = measure(stereo([{ dbfs: -23, seconds: 20 }]));
    expect(result.integratedLkfs).toBeCloseTo(-23, 1);
    expect(Math.abs((result.integratedLkfs as number) + 23)).toBeLessThanOrEqual(0.1);
    expect(result.seconds).toBe(20);
  });

  it("2: at -33 dBFS it reads -33.0 LUFS", () => {
    const result = measure(stereo([{ dbfs: -33, seconds: 20 }]));
    expect(Math.abs((result.integratedLkfs as number) + 33)).toBeLessThanOrEqual(0.1);
  });

  it("3: -36, -23, -36 dBFS (10, 60, 10 s) reads -23.0: the relative gate", () => {
    const result = measure(
      stereo([
        { dbfs: -36, seconds: 10 },
        { dbfs: -23, seconds: 60 },
        { dbfs: -36, seconds: 10 },
      ]),
    );
    expect(Math.abs((result.integratedLkfs as number) + 23)).toBeLessThanOrEqual(0.1);
  });

  it("4: -72, -36, -23, -36, -72 dBFS reads -23.0: the absolute gate", () => {
    const result = measure(
      stereo([
        { dbfs: -72, seconds: 10 },
        { dbfs: -36, seconds: 10 },
        { dbfs: -23, seconds: 60 },
        { dbfs: -36, seconds: 10 },
        { dbfs: -72, seconds: 10 },
      ]),
    );
    expect(Math.abs((result.integratedLkfs as number) + 23)).toBeLessThanOrEqual(0.1);
  });

  it("5: -26, -20, -26 dBFS (20, 20.1, 20 s) reads -23.0", () => {
    const result = measure(
      stereo([
        { dbfs: -26, seconds: 20 },
        { dbfs: -20, seconds: 20.1 },
        { dbfs: -26, seconds: 20 },
      ]),
    );
    expect(Math.abs((result.integratedLkfs as number) + 23)).toBeLessThanOrEqual(0.1);
  });

  it("6: 5.0 channels (L, R -28; C -24; Ls, Rs -30 dBFS) read -23.0, the surrounds weighted 1.41", () => {
    const signal = sine({ channels: 5, offsets: [-28, -28, -24, -30, -30] }, [{ dbfs: 0, seconds: 20 }]);
    const w = CHANNEL_WEIGHT;
    const result = measure(signal, [w.front, w.front, w.front, w.surround, w.surround]);
    expect(Math.abs((result.integratedLkfs as number) + 23)).toBeLessThanOrEqual(0.1);
  });

  it("leaves the LFE channel out: a loud LFE changes nothing", () => {
    const w = CHANNEL_WEIGHT;
    const weights = [w.front, w.front, w.front, w.lfe, w.surround, w.surround];
    const quiet = sine({ channels: 6, offsets: [-28, -28, -24, null, -30, -30] }, [{ dbfs: 0, seconds: 10 }]);
    const loudLfe = sine({ channels: 6, offsets: [-28, -28, -24, 0, -30, -30] }, [{ dbfs: 0, seconds: 10 }]);
    const a = measure(quiet, weights);
    const b = measure(loudLfe, weights);
    expect(b.integratedLkfs).toBe(a.integratedLkfs);
    expect(b.truePeakDbtp).toBe(a.truePeakDbtp);
    expect(Math.abs((b.integratedLkfs as number) + 23)).toBeLessThanOrEqual(0.1);
  });

  it("measures the onset of an abrupt sine above its crest, as the reconstructed signal does", () => {
    const abrupt = measure(sine({ frequency: 6000, phase: (3 * Math.PI) / 8 }, [{ dbfs: -6, seconds: 1 }]));
    expect(abrupt.truePeakDbtp as number).toBeGreaterThan(-5.8);
  });

  it("reads the same at 44.1 kHz (coefficients derived for the rate) and for mono 3 dB lower", () => {
    const at441 = measure(stereo([{ dbfs: -23, seconds: 20 }], { sampleRate: 44_100 }));
    expect(Math.abs((at441.integratedLkfs as number) + 23)).toBeLessThanOrEqual(0.1);
    const mono = measure(sine({ channels: 1 }, [{ dbfs: -23, seconds: 20 }]));
    expect(Math.abs((mono.integratedLkfs as number) + 26.01)).toBeLessThanOrEqual(0.1);
  });

  it("has no integrated loudness for silence", () => {
    const result = measure(stereo([{ dbfs: null, seconds: 5 }]));
    expect(result.integratedLkfs).toBeNull();
    expect(result.truePeakDbtp).toBeNull();
    expect(result.loudnessRangeLu).toBe(0);
  });
});

describe("EBU Tech 3341 true peak (+0.2/-0.4 dB)", () => {
  // Faded in over 100 ms: a sine switched on off its zero crossing is a step, whose reconstruction rings higher.
  const fadeIn = 0.1;
  const within = (value: number | null, expected: number) => {
    expect(value).not.toBeNull();
    expect(value as number).toBeLessThanOrEqual(expected + 0.2);
    expect(value as number).toBeGreaterThanOrEqual(expected - 0.4);
  };

  it("15: a sine at fs/4, -6 dBFS, samples on the crest: -6.0 dBTP", () => {
    within(
      measure(sine({ frequency: 12_000, phase: Math.PI / 2, fadeIn }, [{ dbfs: -6, seconds: 5 }])).truePeakDbtp,
      -6,
    );
  });

  it("16: fs/4 at -6 dBFS, 45° off the crest (samples 3 dB lower): -6.0 dBTP", () => {
    within(
      measure(sine({ frequency: 12_000, phase: Math.PI / 4, fadeIn }, [{ dbfs: -6, seconds: 5 }])).truePeakDbtp,
      -6,
    );
  });

  it("17: fs/6 at -6 dBFS, 60° off: -6.0 dBTP", () => {
    within(measure(sine({ frequency: 8000, phase: Math.PI / 3, fadeIn }, [{ dbfs: -6, seconds: 5 }])).truePeakDbtp, -6);
  });

  it("18: fs/8 at -6 dBFS, 67.5° off: -6.0 dBTP", () => {
    within(
      measure(sine({ frequency: 6000, phase: (3 * Math.PI) / 8, fadeIn }, [{ dbfs: -6, seconds: 5 }])).truePeakDbtp,
      -6,
    );
  });

  it("19: fs/4 at +3 dBFS, 45° off (every sample at 0 dBFS): +3.0 dBTP, which a sample peak meter misses", () => {
    const signal = sine({ frequency: 12_000, phase: Math.PI / 4, fadeIn }, [{ dbfs: 3, seconds: 5 }]);
    let largest = 0;
    for (const x of signal.channels[0] as Float32Array) largest = Math.max(largest, Math.abs(x));
    const samplePeak = 20 * Math.log10(largest);
    expect(samplePeak).toBeCloseTo(0, 1);
    within(measure(signal).truePeakDbtp, 3);
  });

  it("reads full-band white noise within +0.2/-0.4 dB of a 16x oversampled long-filter reference", () => {
    // Stereo white noise (a fixed seed), 2 s at 48 kHz: energy up to Nyquist, where a short interpolator loses it.
    let seed = 45;
    const noise = () => {
      const data = new Float32Array(96_000);
      for (let i = 0; i < data.length; i++) {
        seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
        data[i] = 0.1 * ((seed / 2 ** 32) * 2 - 1);
      }
      return data;
    };
    const signal: Signal = { sampleRate: 48_000, channels: [noise(), noise()] };
    within(measure(signal).truePeakDbtp, referenceTruePeak(signal.channels));
  });
});

/**
 * The reference: each channel oversampled 16 times through a Kaiser-windowed sinc (beta 10) of 64 taps a phase,
 * the largest magnitude in dBFS.
 */
function referenceTruePeak(channels: Float32Array[]): number {
  const factor = 16;
  const perPhase = 64;
  const taps = factor * perPhase + 1;
  const bessel = (v: number) => {
    let sum = 1;
    let term = 1;
    for (let k = 1; k < 40; k++) {
      term *= (v / 2 / k) ** 2;
      sum += term;
    }
    return sum;
  };
  const coefficient = (j: number) => {
    const m = j - (taps - 1) / 2;
    const sinc = m === 0 ? 1 : Math.sin((m * Math.PI) / factor) / ((m * Math.PI) / factor);
    const r = (2 * j) / (taps - 1) - 1;
    return (sinc * bessel(10 * Math.sqrt(1 - r * r))) / bessel(10);
  };
  // Output p of input sample i: the taps j = p + (taps - 1) / 2 - factor * (i - k) over input samples k.
  const half = (taps - 1) / 2;
  let peak = 0;
  for (const x of channels) {
    for (let p = 0; p < factor; p++) {
      const phase: number[] = [];
      const first: number[] = [];
      for (let j = 0; j < taps; j++) {
        if ((j - p - half) % factor === 0) {
          phase.push(coefficient(j));
          first.push((j - p - half) / factor);
        }
      }
      for (let i = 0; i < x.length; i++) {
        let a = 0;
        for (let t = 0; t < phase.length; t++) {
          const k = i - (first[t] as number);
          if (k >= 0 && k < x.length) a += (phase[t] as number) * (x[k] as number);
        }
        if (Math.abs(a) > peak) peak = Math.abs(a);
      }
    }
  }
  return 20 * Math.log10(peak);
}

describe("EBU Tech 3342 loudness range (±1 LU)", { timeout: 60_000 }, () => {
  const lra = (levels: number[]) => measure(stereo(levels.map((dbfs) => ({ dbfs, seconds: 20 })))).loudnessRangeLu;

  it("1: -20 then -30 dBFS reads 10 LU", () => expect(Math.abs(lra([-20, -30]) - 10)).toBeLessThanOrEqual(1));
  it("2: -20 then -15 dBFS reads 5 LU", () => expect(Math.abs(lra([-20, -15]) - 5)).toBeLessThanOrEqual(1));
  it("3: -40 then -20 dBFS reads 20 LU", () => expect(Math.abs(lra([-40, -20]) - 20)).toBeLessThanOrEqual(1));
  it("4: -50, -35, -20, -35, -50 dBFS reads 15 LU", () =>
    expect(Math.abs(lra([-50, -35, -20, -35, -50]) - 15)).toBeLessThanOrEqual(1));
  it("a steady tone reads 0 LU", () => expect(lra([-23])).toBeLessThanOrEqual(0.1));
});
