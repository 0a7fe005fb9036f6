/**
 * A `.wasm` import is a compiled WebAssembly.Module: wrangler bundles it as a `CompiledWasm` module and the
 * vitest pool for workerd loads it the same way. (A Worker may not compile WebAssembly from bytes at run time.)
 */
declare module "*.wasm" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
