// dist/docs-nav.min.js: one ES module (Lit included) for <script type="module" src>, with two
// chunks loaded on demand: the OpenAPI stage (only for a docs.json that names specs or
// endpoints; never for a navigation precomputed by `docs-nav resolve`) and the YAML parser
// (only for a spec that is not JSON).
// dist/docs-nav.classic.js: the same as a classic script (IIFE) for pages that cannot load
// modules; it has no chunks, so both are inside.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';

/**
 * Minifies the CSS of Lit `css` templates (comments, white space, last semicolons): terser keeps
 * template literals as they are. Only literals without `${}`; the source map keeps lines.
 */
function minifyLitCss() {
  const minify = (css) =>
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,>]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
      .trim();
  return {
    name: 'minify-lit-css',
    transform(code, id) {
      if (!/[\\/]dist[\\/]elements[\\/][^\\/]+\.js$/.test(id) || !/\bcss\s*`/.test(code)) return null;
      const out = code.replace(/\bcss\s*`([^`$]*)`/g, (_, css) => `css\`${minify(css)}\``);
      return out === code ? null : { code: out, map: lineMap(out, code, id) };
    },
  };
}

/**
 * A source map from `out` back to `code` at line level: every output line maps to the source
 * line holding the same text, or to the line of the template it came from.
 */
function lineMap(out, code, id) {
  const src = code.split('\n');
  const index = new Map();
  src.forEach((l, i) => {
    if (!index.has(l)) index.set(l, []);
    index.get(l).push(i);
  });
  let prev = 0;
  let cursor = 0;
  const segments = out.split('\n').map((l) => {
    const candidates = index.get(l);
    const found = candidates?.find((i) => i >= cursor);
    const target = found ?? cursor;
    cursor = found !== undefined ? found + 1 : cursor;
    const delta = target - prev;
    prev = target;
    return `A${vlq(0)}${vlq(delta)}A`;
  });
  return { version: 3, sources: [id], names: [], mappings: segments.join(';') };
}

function vlq(n) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let s = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    s += chars[digit];
  } while (v > 0);
  return s;
}

const plugins = [
  minifyLitCss(),
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
      // The OpenAPI stage's chunk is named after its folder. No manualChunks: it would pull the
      // stage's dependencies that the main chunk also uses (titles, normalize) into the chunk, and
      // the main chunk would then import it statically, loading the stage on every page.
      chunkFileNames: (chunk) => (chunk.facadeModuleId && /[\\/]core[\\/]openapi[\\/]index\.js$/.test(chunk.facadeModuleId) ? 'chunks/openapi-[hash].js' : 'chunks/[name]-[hash].js'),
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
