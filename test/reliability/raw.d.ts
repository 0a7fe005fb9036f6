/** Vite's `?raw` imports (a file's text), as the tests read wrangler.toml. */
declare module "*?raw" {
  const text: string;
  export default text;
}
