// dist/docs-nav.min.js: one ES module (Lit included) for <script type="module" src>, with
// chunks in dist/chunks/ loaded on demand, each only for the configs that need it: the spec stages
// (OpenAPI, AsyncAPI, GraphQL: a docs.json that names specs or endpoints; never a navigation
// precomputed by `docs-nav resolve`), the YAML parser (a spec that is not JSON), `$ref` files (a
// docs.json that has a `$ref`), the description of a JSON error (text that is not JSON) and the
// elements' words in other languages than English (a page read in one of them), and the filter's
// index and matching (a reader who focuses <docs-filter>).
// dist/docs-nav.classic.js: the same as a classic script (IIFE) for pages that cannot load
// modules; it has no chunks, so all of them are inside.
//
// The chunks never import docs-nav.min.js back. A page may load it by any URL
// (`docs-nav.min.js?v=3`, a CDN path); a chunk importing it by its bare URL would make the browser
// fetch and run the whole bundle a second time, as another module. So the chunks are a build of
// their own, run first: each holds what it needs of the core (titles, path normalising: a few KB
// of the chunk), and they share modules only among themselves, by their own hashed names. The
// main build then takes their file names for its dynamic imports. What crosses between the two
// (ConfigError) is recognised by a brand, not by class identity (src/core/diagnostics.ts).
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import path from 'node:path';
import { literalsHtmlCssMinifier } from '@literals/rollup-plugin-html-css-minifier';

const plugins = [
  literalsHtmlCssMinifier({ failOnError: true }),
  nodeResolve({ browser: true, exportConditions: ['production'] }),
  terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

/** The modules loaded on demand, by the name of their chunk. */
const lazy = {
  openapi: 'dist/core/openapi/stages.js',
  refs: 'dist/core/refs.js',
  'json-error': 'dist/core/json-error.js',
  translations: 'dist/elements/translations.js',
  filter: 'dist/core/filter.js',
};
/** Absolute module path -> the chunk's file name, filled in by the chunks' build. */
const chunkFiles = new Map();

export default [
  {
    input: lazy,
    output: {
      dir: 'dist/chunks',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      format: 'es',
      sourcemap: true,
    },
    plugins: [
      ...plugins,
      {
        name: 'chunk-file-names',
        generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) chunkFiles.set(chunk.facadeModuleId, chunk.fileName);
        },
      },
    ],
  },
  {
    input: 'dist/index.js',
    output: { file: 'dist/docs-nav.min.js', format: 'es', sourcemap: true },
    plugins: [
      {
        // A dynamic import of a lazy module becomes an import of its chunk (built just before,
        // by the build above), by a URL relative to this file; the module is not in this build.
        name: 'lazy-chunks',
        resolveDynamicImport(specifier, importer) {
          if (typeof specifier !== 'string' || !importer) return null;
          const id = path.resolve(path.dirname(importer), specifier);
          const lazyFile = Object.values(lazy).find((file) => path.resolve(file) === id);
          if (!lazyFile) return null;
          const chunk = chunkFiles.get(id);
          if (!chunk) throw new Error(`no chunk was built for ${lazyFile}`);
          return { id: path.resolve('dist/chunks', chunk), external: true };
        },
      },
      ...plugins,
    ],
  },
  {
    input: 'dist/index.js',
    output: { file: 'dist/docs-nav.classic.js', format: 'iife', name: 'DocsNav', inlineDynamicImports: true, sourcemap: true },
    plugins,
  },
];
