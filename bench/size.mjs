/**
 * Size: dist/docs-nav.min.js gzipped (every element, the core and Lit; what a page loads with one
 * script tag), its chunks loaded on demand, and the floor: Lit alone, one empty LitElement built
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

export async function sizes(dist = 'dist') {
  const main = await readFile(path.join(dist, 'docs-nav.min.js'));
  const chunks = {};
  for (const f of (await readdir(path.join(dist, 'chunks'))).filter((f) => f.endsWith('.js'))) {
    const code = await readFile(path.join(dist, 'chunks', f));
    // Named by what they hold: the OpenAPI stage, the YAML parser, the JSON error scanner.
    const name = f.startsWith('js-yaml') ? 'yaml' : f.startsWith('json-scan') ? 'json-scan' : f.startsWith('openapi') ? 'openapi' : f;
    chunks[name] = { file: `chunks/${f}`, bytes: code.length, gzip: gz(code) };
  }
  const classic = await readFile(path.join(dist, 'docs-nav.classic.js'));
  const lit = await litFloor();
  return {
    main: { bytes: main.length, gzip: gz(main) },
    chunks,
    classic: { bytes: classic.length, gzip: gz(classic) },
    lit: { bytes: lit.length, gzip: gz(lit) },
  };
}
