// dist/docs-nav.min.js: the script-tag bundle (src/script-tag.ts), ES modules for
// <script type="module" src>. What every page needs for its navigation (Lit, @lit/context, zod,
// the core, the store, <docs-nav>: src/bundle.ts and what it imports) is one chunk,
// dist/chunks/docs-nav-[hash].js, that docs-nav.min.js imports as it asks for the docs.json of
// the elements in the page and the chunks of those loaded on demand (all download side by side);
// everything else is a chunk loaded on demand, each only for the pages or configs that need it:
// the other elements, each when the page holds one (<docs-tabs>, <docs-switcher>,
// <docs-breadcrumbs>, <docs-banner>, <docs-pager>, <docs-menu>, <docs-filter>:
// src/elements/autoload.ts, in docs-nav.min.js itself), the drawing of long
// sidebars in blocks and slices (a sidebar of more than a screenful or two of rows:
// src/elements/docs-nav.long.ts), the spec stages (OpenAPI, AsyncAPI, GraphQL: a docs.json that
// names specs or endpoints; never a navigation precomputed by `docs-nav resolve`), the YAML
// parser (a spec that is not JSON), the decoration of pages from a page index or a spec (any
// other navigation is decorated by the check's walk), `$ref` files (a docs.json that has a
// `$ref`), the description of a JSON error (text that is not JSON), the elements' words in
// other languages than English (a page read in one of them), the filter's index and matching
// (a reader who focuses <docs-filter>), the cutting of what a docs.json nests too deep, and the
// words for what a config gets wrong (a config that has a problem).
//
// Why docs-nav.min.js is only the door to the chunk that holds the shared code: every chunk
// imports the shared code by the chunk's own hashed name, never docs-nav.min.js. A page may load
// the bundle by any URL (`docs-nav.min.js?v=3`, a copy under another name); a chunk importing it
// back by its bare URL would make the browser fetch and run the whole bundle a second time, as
// another module.
// dist/docs-nav.classic.js: the same as a classic script (IIFE, src/classic.ts) for pages that
// cannot load modules; it has no chunks, so everything is inside and every element is defined on
// load.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import path from 'node:path';
import { literalsHtmlCssMinifier } from '@literals/rollup-plugin-html-css-minifier';

// Terser's compressor runs until its output stops shrinking: four passes (a fifth changes
// nothing). The eager bundle's budget needed the room (63 B of gzip against two passes) when
// the door took autoload.ts, which finds the elements loaded on demand before the shared chunk
// has come.
const minify = (preamble) => terser({ ecma: 2022, module: true, compress: { passes: 4 }, format: { comments: false, preamble } });
const plugins = [literalsHtmlCssMinifier({ failOnError: true }), nodeResolve({ browser: true, exportConditions: ['production'] }), minify()];

const entry = path.resolve('dist/script-tag.js');
/** The bundle's code, which the entry loads: the shared chunk. */
const bundle = path.resolve('dist/bundle.js');

/**
 * The core's modules loaded on demand, by the name of their chunk. They are built first, each on
 * its own: each chunk holds all it needs of the core (JSON parsing, titles, path normalising:
 * a few KB of it), so that loading one is one request. Sharing modules, among themselves or with
 * the main chunk, would make it two round trips over a network, one for the chunk and one for
 * what it imports (found only once the chunk has come); the copies cost a page that needs two of
 * these chunks about 1 KB. Sharing the main chunk's modules would also make it export each of
 * them, which costs the page that needs none of these chunks.
 */
const lazy = {
  openapi: 'dist/core/openapi/stages.js',
  overlay: 'dist/core/openapi/overlay.js',
  regex: 'dist/core/openapi/regex.js',
  refs: 'dist/core/refs.js',
  'json-error': 'dist/core/json-error.js',
  'json-cut': 'dist/core/json-cut.js',
  issues: 'dist/core/schema/issues.js',
  'js-yaml': 'dist/core/openapi/yaml.js',
  translations: 'dist/elements/translations.js',
  filter: 'dist/core/filter.js',
  decorate: 'dist/core/decorate.js',
};
/**
 * The order of their builds: a chunk is built before those that import it by its file name
 * (JSON parsing imports json-error, loading docs.json json-cut, the spec stages js-yaml and
 * overlay, which imports regex).
 */
const first = ['json-error', 'json-cut', 'js-yaml', 'regex', 'overlay'];
const lazyOrder = [...first, ...Object.keys(lazy).filter((name) => !first.includes(name))];
/** Absolute module path -> the chunk's file name, filled in by the chunks' build. */
const chunkFiles = new Map();

/** The bundle's code and every module it imports statically, directly or not: the chunk a page loads at once. */
let eager;
function eagerModules(getModuleInfo) {
  const seen = new Set([bundle]);
  const queue = [bundle];
  while (queue.length) {
    const info = getModuleInfo(queue.pop());
    for (const id of info?.importedIds ?? []) if (!seen.has(id)) seen.add(id), queue.push(id);
  }
  return seen;
}

/**
 * A dynamic import of one of the core's lazy modules becomes an import of its chunk (built before,
 * see lazyOrder), by a URL relative to the importing chunk; within the build of that very module,
 * it stays an import of itself. One of a module not built yet may only be in code left out of
 * the chunk (the build fails if it is kept).
 */
const NOT_BUILT = 'not-built-yet:';
const lazyChunks = (self) => ({
  name: 'lazy-chunks',
  resolveDynamicImport(specifier, importer) {
    if (typeof specifier !== 'string' || !importer) return null;
    const id = path.resolve(path.dirname(importer), specifier);
    const lazyFile = Object.values(lazy).find((file) => path.resolve(file) === id);
    if (!lazyFile || (self && path.resolve(self) === id)) return null;
    const chunk = chunkFiles.get(id);
    if (!chunk) return { id: NOT_BUILT + lazyFile, external: true };
    // (beside it when the importer is a chunk too, as every lazy one is)
    return { id: self ? `./${chunk}` : path.resolve('dist/chunks', chunk), external: true };
  },
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      const early = chunk.type === 'chunk' && chunk.dynamicImports.find((id) => id.startsWith(NOT_BUILT));
      if (early) throw new Error(`${chunk.fileName} imports ${early.slice(NOT_BUILT.length)}, whose chunk is not built yet: build it before (lazyOrder)`);
    }
  },
});

export default [
  ...lazyOrder.map((name) => ({
    input: { [name]: lazy[name] },
    output: {
      dir: 'dist/chunks',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      format: 'es',
      sourcemap: true,
    },
    plugins: [
      lazyChunks(lazy[name]),
      ...plugins,
      {
        name: 'chunk-file-names',
        generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) chunkFiles.set(chunk.facadeModuleId, chunk.fileName);
        },
      },
    ],
  })),
  {
    input: { 'docs-nav.min': entry },
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: true,
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks(id, { getModuleInfo }) {
        eager ??= eagerModules(getModuleInfo);
        if (eager.has(id)) return 'docs-nav';
        // The drawing of long sidebars (and the modules only it imports): docs-nav-long-[hash].js.
        if (id === path.resolve('dist/elements/docs-nav.long.js')) return 'docs-nav-long';
      },
    },
    plugins: [
      lazyChunks(),
      // Chromium compiles every function of these files while they download, off the main thread
      // (explicit compile hints); else each is compiled on the main thread when first called,
      // most of them on the way to the first paint.
      ...plugins.slice(0, -1),
      minify('//# allFunctionsCalledOnLoad'),
    ],
  },
  {
    input: 'dist/classic.js',
    output: { file: 'dist/docs-nav.classic.js', format: 'iife', name: 'DocsNav', inlineDynamicImports: true, sourcemap: true },
    plugins,
  },
  // dist/cli/docs-nav.js: the command line (bin/docs-nav.js) as one module, zod and the core
  // inside, its chunks beside it: Node then reads and links one file where dist/cli.js makes it
  // load about a hundred (zod's modules and every one of its locales), a third of a run on a
  // large site. Its npm dependencies stay outside, resolved from node_modules.
  {
    input: 'dist/cli.js',
    output: { dir: 'dist/cli', entryFileNames: 'docs-nav.js', chunkFileNames: '[name]-[hash].js', format: 'es', sourcemap: true },
    external: (id) => id.startsWith('node:') || /^(front-matter|ignore|js-yaml|@scalar\/openapi-parser|graphql)(\/|$)/.test(id),
    plugins: [nodeResolve({ exportConditions: ['node', 'production'] })],
  },
];
