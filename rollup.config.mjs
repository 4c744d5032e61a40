// dist/docs-nav.min.js: one self-contained ES module (Lit included) for <script type="module" src>.
// The YAML parser stays in its own chunk, loaded only when a YAML spec is met.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

export default {
  input: 'dist/index.js',
  output: {
    dir: 'dist',
    entryFileNames: 'docs-nav.min.js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    format: 'es',
    sourcemap: true,
  },
  plugins: [
    nodeResolve({ browser: true, exportConditions: ['production'] }),
    terser({ ecma: 2022, module: true, format: { comments: false } }),
  ],
};
