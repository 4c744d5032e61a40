// `npm run manifest` writes custom-elements.json from the elements' source and JSDoc
// (@summary, @fires, @csspart, @cssprop): the manifest is generated, never written by hand.
// It describes the public surface only: private and protected members are left out, so
// internal changes do not touch it.
export default {
  globs: ['src/elements/*.ts'],
  exclude: ['**/*.test.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [
    {
      // The elements register with base.ts's define('docs-nav', DocsNav): the same definition
      // (tag name and export) as a customElements.define('docs-nav', DocsNav) call.
      name: 'define-calls',
      analyzePhase({ ts, node, moduleDoc }) {
        if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'define') return;
        const [tag, element] = node.arguments;
        if (!tag || !element || !ts.isStringLiteral(tag) || !ts.isIdentifier(element)) return;
        moduleDoc.exports = [...(moduleDoc.exports ?? []), { kind: 'custom-element-definition', name: tag.text, declaration: { name: element.text, module: moduleDoc.path } }];
      },
    },
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
