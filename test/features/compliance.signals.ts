/**
 * The test signals of EBU Tech 3341 (loudness, true peak) and 3342 (loudness range), generated in code: sine
 * waves at a level in dBFS (the sine's peak), in segments, on the channels asked for. Nothing is stored.
 */

export interface Segment {
  /** dBFS of the sine's peak, or null for silence. */
  dbfs: number | null;
  seconds: number;
}

export interface Signal {
  sampleRate: number;
  /** One array per channel. */
  channels: Float32Array[];
}

/** A sine of `frequency` Hz through `segments`, the same on `channels` channels unless `levels` gives each its own. */
export function sine(
  options: {
    sampleRate?: number;
    frequency?: number;
    channels?: number;
    /** Radians added to the phase (the true-peak signals set the samples off the sine's crest). */
    phase?: number;
    /** Per channel, dBFS to add to the segment's level (null: the channel is silent). */
    offsets?: (number | null)[];
    /**
     * Seconds of a raised-cosine fade-in: a sine that starts at full level off its zero crossing is a step, and
     * a band-limited step rings above the sine's peak (as it would on any true-peak meter).
     */
    fadeIn?: number;
  },
  segments: Segment[],
): Signal {
  const sampleRate = options.sampleRate ?? 48_000;
  const frequency = options.frequency ?? 1000;
  const count = options.channels ?? 2;
  const total = segments.reduce((n, s) => n + Math.round(s.seconds * sampleRate), 0);
  const channels = Array.from({ length: count }, () => new Float32Array(total));
  let at = 0;
  for (const segment of segments) {
    const n = Math.round(segment.seconds * sampleRate);
    for (let c = 0; c < count; c++) {
      const offset = options.offsets?.[c] === undefined ? 0 : (options.offsets[c] ?? null);
      if (segment.dbfs === null || offset === null) continue;
      const amplitude = 10 ** ((segment.dbfs + offset) / 20);
      const data = channels[c] as Float32Array;
      const fade = Math.round((options.fadeIn ?? 0) * sampleRate);
      for (let i = 0; i < n; i++) {
        const t = at + i;
        const gain = t < fade ? 0.5 * (1 - Math.cos((Math.PI * t) / fade)) : 1;
        data[t] = gain * amplitude * Math.sin((2 * Math.PI * frequency * t) / sampleRate + (options.phase ?? 0));
      }
    }
    at += n;
  }
  return { sampleRate, channels };
}

/** The signal as a PCM WAV file (16-bit, or 24-bit, or 32-bit float), interleaved, as a station would get it. */
export function wav(
  signal: Signal,
  bits: 16 | 24 | 32 = 16,
  extensible?: { channelMask: number },
): Uint8Array<ArrayBuffer> {
  const channels = signal.channels.length;
  const frames = signal.channels[0]?.length ?? 0;
  const bytesPerSample = bits / 8;
  const dataBytes = frames * channels * bytesPerSample;
  const fmtBytes = extensible ? 40 : 16;
  const out = new Uint8Array(12 + 8 + fmtBytes + 8 + dataBytes);
  const view = new DataView(out.buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) out[at + i] = s.charCodeAt(i);
  };
  text(0, "RIFF");
  view.setUint32(4, out.length - 8, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, fmtBytes, true);
  const float = bits === 32;
  view.setUint16(20, extensible ? 0xfffe : float ? 3 : 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, signal.sampleRate, true);
  view.setUint32(28, signal.sampleRate * channels * bytesPerSample, true);
  view.setUint16(32, channels * bytesPerSample, true);
  view.setUint16(34, bits, true);
  if (extensible) {
    view.setUint16(36, 22, true);
    view.setUint16(38, bits, true);
    view.setUint32(40, extensible.channelMask, true);
    // The sub-format GUID: PCM (1) or IEEE float (3), then the fixed tail.
    view.setUint16(44, float ? 3 : 1, true);
    out.set([0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71], 46);
  }
  const dataAt = 20 + fmtBytes;
  text(dataAt, "data");
  view.setUint32(dataAt + 4, dataBytes, true);
  let at = dataAt + 8;
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < channels; c++) {
      const x = (signal.channels[c] as Float32Array)[i] as number;
      if (bits === 32) view.setFloat32(at, x, true);
      else if (bits === 16) view.setInt16(at, Math.max(-32768, Math.min(32767, Math.round(x * 32768))), true);
      else {
        const v = Math.max(-8388608, Math.min(8388607, Math.round(x * 8388608)));
        view.setUint8(at, v & 0xff);
        view.setUint8(at + 1, (v >> 8) & 0xff);
        view.setUint8(at + 2, (v >> 16) & 0xff);
      }
      at += bytesPerSample;
    }
  }
  return out;
}
