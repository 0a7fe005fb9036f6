/**
 * ffmpeg for the tests, at https://ffmpeg.test (test/ffmpeg.ts): media made from its own test sources, and read
 * back by ffprobe and its EBU R128 meter, neither written by this project.
 */
import { expect } from "vitest";

export async function generate(inputs: string[], args: string[], extension: string): Promise<Uint8Array<ArrayBuffer>> {
  const res = await fetch("https://ffmpeg.test/generate", {
    method: "POST",
    body: JSON.stringify({ inputs, args, extension }),
  });
  if (!res.ok) throw new Error(`ffmpeg could not generate the ${extension}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
}

export interface Probe {
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    width?: number;
    height?: number;
    r_frame_rate: string;
    sample_rate?: string;
    channels?: number;
    bits_per_sample?: number;
    pix_fmt?: string;
    bit_rate?: string;
  }[];
  format: { format_name: string };
}

export async function probe(bytes: Uint8Array<ArrayBuffer>): Promise<Probe> {
  const res = await fetch("https://ffmpeg.test/probe", { method: "POST", body: bytes });
  expect(res.status).toBe(200);
  return res.json();
}

export async function ebur128(bytes: Uint8Array<ArrayBuffer>): Promise<{ integrated: number; truePeak: number }> {
  const res = await fetch("https://ffmpeg.test/ebur128", { method: "POST", body: bytes });
  expect(res.status).toBe(200);
  return res.json();
}

/** Ten seconds of pink noise under a tone, stereo, as an MP3 at 192k: about −16 LUFS (a hot radio spot). */
export const hotMp3 = () =>
  generate(
    ["anoisesrc=d=10:c=pink:a=0.25:r=44100:seed=42", "sine=f=440:d=10:r=44100"],
    ["-filter_complex", "[0][1]amix=inputs=2,pan=stereo|c0=c0|c1=c0,volume=2.5", "-c:a", "libmp3lame", "-b:a", "192k"],
    "mp3",
  );

/** Two seconds of 1080p at 25 fps with a tone at 48 kHz, H.264 and AAC in MP4 (an HD master). */
export const hdMaster = () =>
  generate(
    ["testsrc2=s=1920x1080:r=25:d=2", "sine=f=1000:d=2:r=48000"],
    ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-ac", "2", "-shortest"],
    "mp4",
  );
