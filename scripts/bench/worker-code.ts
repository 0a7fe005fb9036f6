/**
 * The worker's own media code run in Node by the benches (./loudness.ts, ./renditions.ts): a module of src/
 * bundled with esbuild (wrangler's) under the Workers build conditions, its `.wasm` imports made compiled modules
 * as wrangler makes them; and a bucket over local files that answers `head` and a ranged `get` as R2 does, so that
 * the code reads exactly as in the queue's consumer. V8, as in workerd, though not the same version.
 */
import { createReadStream, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { build } from "esbuild";

const root = path.join(import.meta.dirname, "..", "..");

/** Bundles `source` (JavaScript importing from src/, resolved from the repository's root) to `outfile`, and imports it. */
export async function loadWorkerCode<T>(source: string, outfile: string): Promise<T> {
  await build({
    stdin: { contents: source, resolveDir: root, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["browser", "module", "main"],
    conditions: ["worker", "browser", "import"],
    outfile,
    logLevel: "error",
    plugins: [
      {
        name: "compiled-wasm",
        setup(b) {
          b.onLoad({ filter: /\.wasm$/ }, (args) => ({
            contents: `export default new WebAssembly.Module(new Uint8Array(${JSON.stringify([...readFileSync(args.path)])}));`,
            loader: "js",
          }));
        },
      },
    ],
  });
  return (await import(outfile)) as T;
}

/** What a file bucket was asked: R2's class B operations (`head`, `get`) and the bytes its answers carried. */
export interface BucketReads {
  classB: number;
  bytes: number;
}

/** A bucket over local files (the key is the path), answering as R2 does for `head` and a ranged `get`; counts both. */
export function fileBucket(reads: BucketReads = { classB: 0, bytes: 0 }) {
  return {
    reads,
    async head(key: string) {
      reads.classB++;
      const size = statSync(key).size;
      return { size, etag: `${size}` };
    },
    async get(key: string, options?: { range?: { offset?: number; length?: number } }) {
      reads.classB++;
      const size = statSync(key).size;
      const offset = options?.range?.offset ?? 0;
      const end = options?.range?.length === undefined ? size : Math.min(size, offset + options.range.length);
      reads.bytes += Math.max(0, end - offset);
      const open = () =>
        Readable.toWeb(
          createReadStream(key, { start: offset, end: end - 1, highWaterMark: 256 * 1024 }),
        ) as ReadableStream<Uint8Array>;
      return {
        size,
        etag: `${size}`,
        body: open(),
        arrayBuffer: async () => new Uint8Array(await new Response(open()).arrayBuffer()).buffer,
      };
    },
  };
}
