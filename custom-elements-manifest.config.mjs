// `npm run manifest` writes custom-elements.json from the elements' source and JSDoc
// (@summary, @fires, @csspart, @cssprop): the manifest is generated, never written by hand.
export default {
  globs: ['src/elements/*.ts'],
  exclude: ['**/*.test.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
};
