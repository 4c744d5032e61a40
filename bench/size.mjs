/**
 * Size: dist/docs-nav.min.js gzipped with what it imports (the sidebar, the store, the core, Lit,
 * @lit/context, zod: what any page loads with one script tag, eagerly), each chunk loaded on
 * demand, what a page with a whole navigation (sidebar, tabs, switchers, breadcrumbs) downloads,
 * and the floor: Lit alone, one empty LitElement built
 * with the same rollup plugins (node-resolve, terser) and gzipped the same way (level 9).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';

const gz = (code) => gzipSync(code, { level: 9 }).length;

async function litFloor() {
  const entry = '\0lit-floor';
  const bundle = await rollup({
    input: entry,
    plugins: [
      {
        name: 'lit-floor',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry
            ? "import { LitElement, css, html } from 'lit';\n" +
              'class Floor extends LitElement { static styles = css`:host{display:block}`; render() { return html`<slot></slot>`; } }\n' +
              "customElements.define('lit-floor', Floor);\n"
            : null,
      },
      nodeResolve({ browser: true, exportConditions: ['production'] }),
      terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
    ],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output[0].code;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The numbers of one source-map segment (base64 VLQ). */
function vlqs(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64.indexOf(c);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Where a source of the bundle belongs, for the breakdown. */
function owner(source) {
  if (/node_modules\/(lit|lit-html|lit-element|@lit\/reactive-element)\//.test(source)) return 'Lit';
  if (/node_modules\/@lit\/context\//.test(source)) return '@lit/context';
  if (/node_modules\/zod\//.test(source)) return 'zod';
  if (/core\/scope/.test(source)) return 'core: scoping (scope.ts, scope/)';
  if (/core\//.test(source)) return 'core: loading, checks, resolving';
  if (/elements\//.test(source)) return 'elements (docs-nav; base, store, styles, autoload)';
  return 'other';
}

/** Minified characters of the bundle by source file, through its source map. */
function charsBySource(code, map, key = (source) => source) {
  const lines = code.split('\n');
  const chars = {};
  let source = 0;
  map.mappings.split(';').forEach((line, i) => {
    const text = lines[i] ?? '';
    let column = 0;
    const runs = [];
    for (const segment of line ? line.split(',') : []) {
      const v = vlqs(segment);
      column += v[0];
      if (v.length > 1) source += v[1];
      runs.push([column, v.length > 1 ? key(map.sources[source]) : 'other']);
    }
    runs.forEach(([start, who], k) => {
      chars[who] = (chars[who] ?? 0) + ((k + 1 < runs.length ? runs[k + 1][0] : text.length) - start);
    });
  });
  return chars;
}

/**
 * Which sources the minified bundle's bytes come from, through its source map: every mapped run of
 * output characters is credited to its source, and each owner's share of the gzipped size is its
 * share of those characters (gzip does not split by source; this is an estimate, good to ~0.3 KB).
 */
function breakdown(code, map) {
  const chars = charsBySource(code, map, owner);
  const total = Object.values(chars).reduce((a, b) => a + b, 0);
  const gzip = gz(code);
  return Object.fromEntries(
    Object.entries(chars)
      .sort((a, b) => b[1] - a[1])
      .map(([who, n]) => [who, Math.round((n / total) * gzip)]),
  );
}

/**
 * The files a page loads at once with the script tag: docs-nav.min.js, the chunk it imports as it
 * runs (its one dynamic import, awaited: see src/script-tag.ts), and what they import statically,
 * directly or not.
 */
export async function eagerFiles(dist = 'dist') {
  const door = await readFile(path.join(dist, 'docs-nav.min.js'), 'utf8');
  // Its dynamic imports: the shared chunk (docs-nav-[hash].js), and the elements loaded on demand (each when the page holds one).
  const shared = [...door.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => path.posix.join('.', m[1])).filter((file) => /^chunks\/docs-nav-[^/]+\.js$/.test(file) && !file.startsWith('chunks/docs-nav-long-'));
  if (shared.length !== 1) throw new Error(`docs-nav.min.js imports ${shared.length} shared chunks as it runs, not one: ${shared}`);
  return withImports(dist, ['docs-nav.min.js', ...shared]);
}

/** Some files of dist/ and what they import statically, directly or not. */
async function withImports(dist, start) {
  const files = [];
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift();
    if (files.includes(file)) continue;
    files.push(file);
    const code = await readFile(path.join(dist, file), 'utf8');
    // Static imports and re-exports only (`from"./x.js"`, `import"./x.js"`); `import("./x.js")` is loaded on demand.
    for (const [, a, b] of code.matchAll(/\bfrom\s*"([^"]+)"|\bimport\s*"([^"]+)"/g)) queue.push(path.posix.join(path.posix.dirname(file), a ?? b));
  }
  return files;
}

export async function sizes(dist = 'dist') {
  const eager = await eagerFiles(dist);
  const main = { bytes: 0, gzip: 0, files: {}, breakdown: {} };
  for (const file of eager) {
    const code = await readFile(path.join(dist, file), 'utf8');
    const map = JSON.parse(await readFile(path.join(dist, `${file}.map`), 'utf8'));
    main.bytes += Buffer.byteLength(code);
    main.gzip += gz(code);
    main.files[file] = gz(code);
    for (const [who, n] of Object.entries(breakdown(code, map))) main.breakdown[who] = (main.breakdown[who] ?? 0) + n;
  }
  main.breakdown = Object.fromEntries(Object.entries(main.breakdown).sort((a, b) => b[1] - a[1]));
  const chunks = {};
  for (const f of (await readdir(path.join(dist, 'chunks'))).filter((f) => f.endsWith('.js') && !eager.includes(`chunks/${f}`))) {
    const code = await readFile(path.join(dist, 'chunks', f));
    // Named by what they hold: the spec stages (OpenAPI, AsyncAPI, GraphQL), the YAML parser, the description of a JSON error, `$ref` files, an element.
    const name = f.startsWith('js-yaml') ? 'yaml' : (/^(json-error|openapi|refs)-/.exec(f)?.[1] ?? f.replace(/-[\w-]{8}\.js$/, ''));
    chunks[name] = { file: `chunks/${f}`, bytes: code.length, gzip: gz(code) };
  }
  // What a page with a whole navigation downloads before it shows one: the eager files and the
  // chunks of the elements beside the sidebar (the top bar, the switchers, the breadcrumbs).
  const full = { elements: ['docs-tabs', 'docs-switcher', 'docs-breadcrumbs'], gzip: 0 };
  const elementChunks = full.elements.map((tag) => chunks[tag]?.file).filter(Boolean);
  for (const file of await withImports(dist, [...eager, ...elementChunks])) full.gzip += gz(await readFile(path.join(dist, file)));
  const classic = await readFile(path.join(dist, 'docs-nav.classic.js'));
  const lit = await litFloor();
  return {
    main,
    full,
    chunks,
    classic: { bytes: classic.length, gzip: gz(classic) },
    lit: { bytes: lit.length, gzip: gz(lit) },
  };
}

// `node bench/size.mjs [dist]` (after `npm run build`): the size row and the minified characters
// of every source file, largest first: what to look at when the bundle grows.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dist = process.argv[2] ?? 'dist';
  const s = await sizes(dist);
  console.log(`eager (${Object.keys(s.main.files).join(' + ')}): ${s.main.bytes} bytes, ${(s.main.gzip / 1024).toFixed(1)} KB gzipped (Lit alone ${(s.lit.gzip / 1024).toFixed(1)} KB)`);
  for (const [who, gzip] of Object.entries(s.main.breakdown)) console.log(`  ${(gzip / 1024).toFixed(1).padStart(5)} KB gz  ${who}`);
  for (const [name, chunk] of Object.entries(s.chunks)) console.log(`  chunk ${name}: ${(chunk.gzip / 1024).toFixed(1)} KB gz`);
  console.log(`a page with <docs-nav> and ${s.full.elements.map((t) => `<${t}>`).join(', ')}: ${(s.full.gzip / 1024).toFixed(1)} KB gz`);
  console.log('minified characters of the eager files by source:');
  const chars = {};
  for (const file of Object.keys(s.main.files)) {
    const code = await readFile(path.join(dist, file), 'utf8');
    const map = JSON.parse(await readFile(path.join(dist, `${file}.map`), 'utf8'));
    for (const [source, n] of Object.entries(charsBySource(code, map))) chars[source] = (chars[source] ?? 0) + n;
  }
  for (const [file, n] of Object.entries(chars).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(6)}  ${file.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}`);
}
