// iregexp-check's `browser` field names a script (an IIFE), not a module: a bundler that reads
// that field (Vite, rollup's node-resolve for the browser) finds no exports in it. Its ES module,
// imported by its path, is the same code and works in every bundler and in Node.
declare module 'iregexp-check/dist/iregexp-check.esm.js' {
  export { check } from 'iregexp-check';
}
