// dist/docs-nav.min.js: one self-contained ES module (Lit included) for <script type="module" src>,
// with the YAML parser in its own chunk, loaded only when a YAML spec is met.
// dist/docs-nav.classic.js: the same as a classic script (IIFE) for pages that cannot load
// modules; it has no chunks, so the YAML parser is inside.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

const plugins = [nodeResolve({ browser: true, exportConditions: ['production'] }), terser({ ecma: 2022, module: true, format: { comments: false } })];

export default [
  {
    input: 'dist/index.js',
    output: { dir: 'dist', entryFileNames: 'docs-nav.min.js', chunkFileNames: 'chunks/[name]-[hash].js', format: 'es', sourcemap: true },
    plugins,
  },
  {
    input: 'dist/index.js',
    output: { file: 'dist/docs-nav.classic.js', format: 'iife', name: 'DocsNav', inlineDynamicImports: true, sourcemap: true },
    plugins,
  },
];
