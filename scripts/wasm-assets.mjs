// The audio decoders' WebAssembly, taken out of their npm packages into src/audio/wasm/ (generated,
// not in git), where the worker imports each as a compiled module: a Worker may not compile WebAssembly from bytes
// at run time, and these packages carry theirs inside their JavaScript. Each binary is the one the package's own
// loader hands to WebAssembly, caught on its way there in Node. Runs after npm ci/install (postinstall).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.join(import.meta.dirname, "..");
const target = path.join(root, "src", "audio", "wasm");
const moduleOf = (file) => pathToFileURL(path.join(root, "node_modules", file)).href;
const isWasm = (bytes) =>
  bytes.length > 8 && bytes[0] === 0 && bytes[1] === 0x61 && bytes[2] === 0x73 && bytes[3] === 0x6d;

/** Runs `load` with WebAssembly's `name` watched; answers the bytes of its largest call. */
async function caught(name, load) {
  const original = WebAssembly[name];
  let largest;
  WebAssembly[name] = (source, ...rest) => {
    if (ArrayBuffer.isView(source) || source instanceof ArrayBuffer) {
      const bytes = new Uint8Array(
        ArrayBuffer.isView(source)
          ? source.buffer.slice(source.byteOffset, source.byteOffset + source.byteLength)
          : source,
      );
      if (!largest || bytes.length > largest.length) largest = bytes;
    }
    return original.call(WebAssembly, source, ...rest);
  };
  try {
    await load();
  } finally {
    WebAssembly[name] = original;
  }
  if (!largest || !isWasm(largest)) throw new Error(`no WebAssembly was passed to WebAssembly.${name}`);
  return largest;
}

mkdirSync(target, { recursive: true });

// FAAD2 (AAC), from @audio/decode-aac: its Emscripten loader instantiates the binary it carries.
const faad2 = await caught("instantiate", async () => {
  const { default: createAAC } = await import(moduleOf("@audio/decode-aac/src/aac.wasm.js"));
  await createAAC();
});
writeFileSync(path.join(target, "faad2.wasm"), faad2);

// mpg123 (MPEG audio), from mpg123-decoder: @wasm-audio-decoders/common inflates and compiles it.
const mpg123 = await caught("compile", async () => {
  const { MPEGDecoder } = await import(moduleOf("mpg123-decoder/index.js"));
  const decoder = new MPEGDecoder();
  await decoder.ready;
  decoder.free();
});
writeFileSync(path.join(target, "mpg123.wasm"), mpg123);
