/**
 * Measuring stored media (contract section 17): generated EBU signals as WAV files in R2 read within ±0.1 LU,
 * the demo media in every container the service decodes agree with ffmpeg's ebur128 filter (its readings are in
 * fixtures/media/README.md), and what cannot be measured is `Unsupported` with the reason, never an error.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { measureObject } from "../../src/audio/measure";
import { mediaFixture } from "../media-files";
import { sine, wav } from "./compliance.signals";

const put = async (bytes: Uint8Array, key = `measure/${crypto.randomUUID()}`) => {
  await env.MEDIA.put(key, bytes);
  return key;
};

const measuredOf = async (key: string) => {
  const outcome = await measureObject(env.MEDIA, key);
  if (outcome.Status !== "Measured") throw new Error(`not measured: ${outcome.Reason}`);
  return outcome;
};

describe("measuring a stored file", { timeout: 60_000 }, () => {
  it("reads EBU Tech 3341's 1 kHz stereo sine at -23 dBFS as -23.0 LUFS from a 16-bit WAV, and -33 as -33.0", async () => {
    const at23 = await measuredOf(await put(wav(sine({}, [{ dbfs: -23, seconds: 20 }]))));
    expect(Math.abs((at23.IntegratedLKFS as number) + 23)).toBeLessThanOrEqual(0.1);
    expect(at23).toMatchObject({ Codec: "PCM 16-bit", SampleRate: 48_000, Channels: 2, Seconds: 20 });
    const at33 = await measuredOf(await put(wav(sine({}, [{ dbfs: -33, seconds: 20 }]))));
    expect(Math.abs((at33.IntegratedLKFS as number) + 33)).toBeLessThanOrEqual(0.1);
  });

  it("reads 24-bit and float WAV alike, and a 5.1 WAV without its LFE (by its channel mask)", async () => {
    const signal = sine({}, [{ dbfs: -23, seconds: 10 }]);
    for (const bits of [24, 32] as const) {
      const m = await measuredOf(await put(wav(signal, bits)));
      expect(Math.abs((m.IntegratedLKFS as number) + 23)).toBeLessThanOrEqual(0.1);
    }
    // L R C LFE Ls Rs: the LFE at full scale would read far louder if it were counted.
    const surround = sine({ channels: 6, offsets: [-28, -28, -24, 0, -30, -30] }, [{ dbfs: 0, seconds: 10 }]);
    const m = await measuredOf(await put(wav(surround, 24, { channelMask: 0x3f })));
    expect(Math.abs((m.IntegratedLKFS as number) + 23)).toBeLessThanOrEqual(0.1);
    expect(m.Channels).toBe(6);
  });

  it("reads EBU Tech 3341 case 19's true peak (+3.0 dBTP, every sample at 0 dBFS) from a float WAV", async () => {
    const m = await measuredOf(
      await put(wav(sine({ frequency: 12_000, phase: Math.PI / 4, fadeIn: 0.1 }, [{ dbfs: 3, seconds: 5 }]), 32)),
    );
    expect(m.TruePeakDBTP as number).toBeGreaterThanOrEqual(2.6);
    expect(m.TruePeakDBTP as number).toBeLessThanOrEqual(3.2);
  });

  // ffmpeg 5.1's ebur128 filter (peak=true) on the same files: fixtures/media/README.md.
  const demo = [
    ["hd-spot.mp4", -24.3, "AAC", 1],
    ["sd-spot.mp4", -24.0, "AAC", 1],
    ["radio-spot.mp3", -24.0, "MPEG audio", 1],
    ["track.m4a", -24.0, "AAC", 1],
    ["track.wav", -24.0, "PCM 16-bit", 1],
  ] as const;
  for (const [name, lufs, codec, channels] of demo) {
    it(`reads ${name} as ffmpeg does (${lufs} LUFS)`, async () => {
      const m = await measuredOf(await put(mediaFixture(name)));
      expect(Math.abs((m.IntegratedLKFS as number) - lufs)).toBeLessThanOrEqual(0.2);
      expect(m).toMatchObject({ Codec: codec, Channels: channels });
      expect(m.Seconds).toBeGreaterThan(4.9);
    });
  }

  it("answers Unsupported with the reason for what it cannot decode, never an error", async () => {
    const notMedia = await measureObject(env.MEDIA, await put(mediaFixture("not-media.bin")));
    expect(notMedia).toEqual({ Status: "Unsupported", Reason: expect.stringContaining("container is not one") });
    // A WAV cut off in its header, and one that is not PCM.
    const header = wav(sine({}, [{ dbfs: -23, seconds: 1 }]));
    const cut = await measureObject(env.MEDIA, await put(header.slice(0, 30)));
    expect(cut.Status).toBe("Unsupported");
    const adpcm = header.slice();
    new DataView(adpcm.buffer).setUint16(20, 2, true);
    expect(await measureObject(env.MEDIA, await put(adpcm))).toEqual({
      Status: "Unsupported",
      Reason: "WAV: format 2 is not PCM; only PCM is measured",
    });
    // An MP4 whose audio is garbage: its index is real, its media bytes are not.
    const damaged = mediaFixture("sd-spot.mp4").slice();
    for (let i = 20_000; i < damaged.length; i++) damaged[i] = (i * 7919) & 0xff;
    const broken = await measureObject(env.MEDIA, await put(damaged));
    expect(broken.Status === "Unsupported" || broken.Status === "Measured").toBe(true);
  });
});
