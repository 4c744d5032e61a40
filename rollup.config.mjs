// dist/docs-nav.min.js: one ES module (Lit included) for <script type="module" src>, with
// chunks loaded on demand, each only for the configs that need it: the OpenAPI stage (a docs.json
// that names specs or endpoints; never a navigation precomputed by `docs-nav resolve`), the YAML
// parser (a spec that is not JSON), `$ref` files (a docs.json that has a `$ref`) and the
// description of a JSON error (text that is not JSON).
// dist/docs-nav.classic.js: the same as a classic script (IIFE) for pages that cannot load
// modules; it has no chunks, so all of them are inside.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

const plugins = [
  nodeResolve({ browser: true, exportConditions: ['production'] }),
  terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

export default [
  {
    input: 'dist/index.js',
    // The OpenAPI chunk imports what it shares with the rest (titles, path normalising) from the
    // entry: the entry may export more than its own exports, so that it stays one file.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist',
      entryFileNames: 'docs-nav.min.js',
      // The spec stages' chunk (OpenAPI, AsyncAPI, GraphQL; entered through stages.js) is named
      // after its folder. No manualChunks: it would pull the stage's dependencies that the main
      // chunk also uses (titles, normalize) into the chunk, and the main chunk would then import
      // it statically, loading the stage on every page.
      chunkFileNames: (chunk) => (chunk.facadeModuleId && /[\\/]core[\\/]openapi[\\/]stages\.js$/.test(chunk.facadeModuleId) ? 'chunks/openapi-[hash].js' : 'chunks/[name]-[hash].js'),
      format: 'es',
      sourcemap: true,
    },
    plugins,
  },
  {
    input: 'dist/index.js',
    output: { file: 'dist/docs-nav.classic.js', format: 'iife', name: 'DocsNav', inlineDynamicImports: true, sourcemap: true },
    plugins,
  },
];
