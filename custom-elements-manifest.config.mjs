// `npm run manifest` writes custom-elements.json from the elements' source and JSDoc
// (@summary, @fires, @csspart, @cssprop): the manifest is generated, never written by hand.
// It describes the public surface only: private and protected members are left out, so
// internal changes do not touch it.
export default {
  globs: ['src/elements/*.ts'],
  // Styles are no API: the parts and custom properties they offer are in each element's JSDoc;
  // nor is how <docs-nav> draws its lists (docs-nav.draw.ts, .items.ts, .plain.ts, .long.ts,
  // .blocks.ts).
  exclude: ['**/*.test.ts', '**/*.styles.ts', '**/docs-nav.{blocks,draw,items,plain,long}.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [
    {
      name: 'public-surface-only',
      packageLinkPhase({ customElementsManifest }) {
        for (const mod of customElementsManifest.modules ?? []) {
          for (const decl of mod.declarations ?? []) {
            if (!decl.members) continue;
            decl.members = decl.members.filter((m) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.name.startsWith('#'));
          }
        }
      },
    },
  ],
};
