/** What the tests' instrumentation (./instrument.ts) uses of Node's module, which workerd provides (nodejs_compat). */
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
