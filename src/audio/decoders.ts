/**
 * The audio decoders, WebAssembly from npm, loaded the way a Worker allows: FAAD2 (AAC, `@audio/decode-aac`)
 * and mpg123 (MPEG audio, `mpg123-decoder`). Both packages carry their WebAssembly inside their JavaScript and
 * compile it at run time, which workerd refuses ("Wasm code generation disallowed by embedder");
 * scripts/wasm-assets.mjs takes each binary out at install time into ./wasm/, and wrangler imports it here as a
 * compiled module (see ../media/wasm.d.ts). Each package is then handed its module:
 *
 * - mpg123-decoder takes one by its own hook (`MPEGDecoder.module`, how its Web Worker build is fed). Its
 *   package also defines a Web Worker class that extends the global `Worker` when it is evaluated, and a Worker
 *   has none: for exactly the import, `Worker` is a class that cannot be constructed.
 * - @audio/decode-aac's Emscripten loader calls `WebAssembly.instantiate` with its bytes: for exactly the
 *   loading of the first decoder, that call instantiates the compiled module instead.
 *
 * Each isolate loads each decoder once; a decoder instance measures one file.
 */
import faad2Wasm from "./wasm/faad2.wasm";
import mpg123Wasm from "./wasm/mpg123.wasm";

/** Decoded audio: one array per channel. */
export interface Decoded {
  channelData: Float32Array[];
  sampleRate: number;
}

export interface AacDecoder {
  decode(frames: Uint8Array[]): Decoded;
  free(): void;
}

export interface MpegDecoder {
  decode(bytes: Uint8Array): Decoded & { samplesDecoded: number; errors: unknown[] };
  free(): void;
}

type AacPackage = typeof import("@audio/decode-aac");
type MpegPackage = { MPEGDecoder: (new () => MpegDecoder & { ready: Promise<void> }) & { module?: unknown } };

let aacPackage: Promise<AacPackage> | undefined;
let mpegPackage: Promise<MpegPackage> | undefined;

/** A raw AAC decoder for the AudioSpecificConfig `asc` (frames from a container's sample table). */
export async function aacDecoder(asc: Uint8Array): Promise<AacDecoder> {
  // A load that failed is tried again by the next file.
  aacPackage ??= loadAac().catch((error) => {
    aacPackage = undefined;
    throw error;
  });
  const { decoder } = await aacPackage;
  return (await decoder({ asc })) as unknown as AacDecoder;
}

/**
 * The package, its FAAD2 module loaded: the package keeps the module its first decoder loads, so one decoder is
 * made (and freed) here while `WebAssembly.instantiate` turns the package's bytes into the compiled module. Once
 * an isolate (the promise is shared), so that no two loads ever change `WebAssembly.instantiate` at once.
 */
async function loadAac(): Promise<AacPackage> {
  const loaded = await import("@audio/decode-aac");
  const original = WebAssembly.instantiate;
  const instantiate = async (source: unknown, imports?: WebAssembly.Imports) => {
    if (source instanceof WebAssembly.Module) return original(source, imports);
    return { module: faad2Wasm, instance: await original(faad2Wasm, imports) };
  };
  WebAssembly.instantiate = instantiate as typeof WebAssembly.instantiate;
  try {
    (await loaded.decoder()).free();
    return loaded;
  } finally {
    WebAssembly.instantiate = original;
  }
}

/** An MPEG audio (MP3, MP2) decoder: fed the file's bytes as they come, frames found by itself. */
export async function mpegDecoder(): Promise<MpegDecoder> {
  mpegPackage ??= loadMpeg().catch((error) => {
    mpegPackage = undefined;
    throw error;
  });
  const { MPEGDecoder } = await mpegPackage;
  const made = new MPEGDecoder();
  await made.ready;
  return made;
}

async function loadMpeg(): Promise<MpegPackage> {
  const global = globalThis as { Worker?: unknown };
  const had = Object.hasOwn(global, "Worker");
  const previous = global.Worker;
  global.Worker ??= class NoWebWorkers {
    constructor() {
      throw new Error("a Worker runs no Web Workers");
    }
  };
  try {
    const loaded = (await import("mpg123-decoder")) as unknown as MpegPackage;
    loaded.MPEGDecoder.module = mpg123Wasm;
    return loaded;
  } finally {
    if (had) global.Worker = previous;
    else delete global.Worker;
  }
}
