// What `npm pack` ships: the builds, types, the CLI and the manifest; no sources, tests or demo.
// Needs `npm run build` (npm test builds first).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(fs.readFileSync(`${root}/package.json`, 'utf8'));

describe('npm pack', () => {
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  const files = new Set(JSON.parse(r.stdout)[0].files.map((f) => f.path));

  it('ships the bundles, the modules with their types, the CLI and the manifest', () => {
    for (const f of ['dist/docs-nav.min.js', 'dist/docs-nav.classic.js', 'dist/index.js', 'dist/index.d.ts', 'dist/core/index.js', 'dist/core/index.d.ts', 'dist/cli.js', 'bin/docs-nav.js', 'custom-elements.json', 'README.md', 'LICENSE', 'package.json', 'dist/react.d.ts', 'dist/vue.d.ts']) {
      assert.ok(files.has(f), `${f} is packed`);
    }
    assert.ok([...files].some((f) => /^dist\/chunks\/js-yaml-.*\.js$/.test(f)), 'the YAML chunk is packed');
    // The command line the bin runs: one module, and the chunks it loads on demand.
    assert.match(fs.readFileSync(`${root}/bin/docs-nav.js`, 'utf8'), /import '\.\.\/dist\/cli\/docs-nav\.js'/);
    assert.ok(files.has('dist/cli/docs-nav.js'), 'the CLI bundle is packed');
    assert.ok([...files].some((f) => /^dist\/cli\/stages-.*\.js$/.test(f)), "the CLI's spec stages are packed");
  });

  it('ships the license package.json names', () => {
    assert.equal(pkg.license, 'MIT');
    assert.match(fs.readFileSync(`${root}/LICENSE`, 'utf8'), /^MIT License\n\nCopyright \(c\) \d{4} /);
  });

  it('ships nothing of the sources, tests, demo or CI', () => {
    const stray = [...files].filter((f) => /^(src|test|demo|scripts|bench|\.ci)\//.test(f));
    assert.deepEqual(stray, []);
  });

  it('every export and the bin point at packed files', () => {
    const targets = [];
    for (const value of Object.values(pkg.exports)) {
      if (typeof value === 'string') targets.push(value);
      else targets.push(value.default, value.types);
    }
    targets.push(pkg.bin['docs-nav'], pkg.main, pkg.types, pkg.customElements);
    for (const t of targets) assert.ok(files.has(t.replace(/^\.\//, '')), `${t} is packed`);
  });

  it('keeps lit as a dependency of the modules, bundled only in the standalone builds', () => {
    assert.ok(pkg.dependencies.lit, 'lit is a dependency');
    const nav = fs.readFileSync(`${root}/dist/elements/docs-nav.js`, 'utf8');
    assert.match(nav, /from 'lit'/);
    assert.ok(pkg.dependencies['@lit/context'], '@lit/context is a dependency');
    assert.match(fs.readFileSync(`${root}/dist/elements/base.js`, 'utf8'), /from '@lit\/context'/);
    const min = fs.readFileSync(`${root}/dist/docs-nav.min.js`, 'utf8');
    assert.doesNotMatch(min, /from\s*["']lit[/"']/);
  });

  it('the standalone bundle loads one chunk up front (what every site needs); specs, YAML, JSON errors, `$ref` files and the elements only some pages show on demand', () => {
    const staticImports = (code) => [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[{*\w][^;]*?from\s*)?["']([^"']+)["']/g)].map((m) => m[1]);
    const dynamicImports = (code) => [...code.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    const min = fs.readFileSync(`${root}/dist/docs-nav.min.js`, 'utf8');
    // The door asks for the shared chunk (awaited: its exports are the chunk's), beside the
    // docs.json of the page's elements and the chunks of the elements loaded on demand it holds.
    assert.deepEqual(staticImports(min), [], 'docs-nav.min.js imports nothing before it has run');
    const fromDoor = dynamicImports(min);
    const eager = fromDoor.filter((u) => /^\.\/chunks\/docs-nav-[\w-]{8}\.js$/.test(u));
    assert.equal(eager.length, 1, `docs-nav.min.js imports ${fromDoor}`);
    assert.match(min, /\bawait\b/);
    const elements = ['docs-tabs', 'docs-switcher', 'docs-breadcrumbs', 'docs-banner', 'docs-pager', 'docs-menu', 'docs-filter'];
    assert.deepEqual(fromDoor.filter((u) => u !== eager[0]).map((u) => /^\.\/chunks\/([\w-]+)-[\w-]{8}\.js$/.exec(u)?.[1]), elements, 'the door loads the other elements on demand');
    const shared = fs.readFileSync(`${root}/dist/${eager[0]}`, 'utf8');
    assert.deepEqual(staticImports(shared), [], 'the shared chunk imports nothing more up front');
    const lazy = dynamicImports(shared);
    for (const name of ['openapi', 'refs', 'json-error', 'json-cut', 'translations']) {
      assert.ok(lazy.some((u) => new RegExp(`^\\./${name}-[\\w-]{8}\\.js$`).test(u)), `${name} is a dynamic import (${lazy})`);
    }
    const openapi = fs.readdirSync(`${root}/dist/chunks`).find((f) => /^openapi-.*\.js$/.test(f));
    assert.match(fs.readFileSync(`${root}/dist/chunks/${openapi}`, 'utf8'), /import\(\s*["']\.\/js-yaml-/, 'js-yaml is loaded from the OpenAPI chunk on demand');
  });

  it('no chunk imports the bundle back: loaded by another URL (`?v=2`), it would run twice', () => {
    for (const f of fs.readdirSync(`${root}/dist/chunks`).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(`${root}/dist/chunks/${f}`, 'utf8');
      const specifiers = [...code.matchAll(/(?:from\s*|import\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]);
      for (const s of specifiers) assert.match(s, /^\.\/[\w-]+\.js$/, `${f} imports ${s}: only chunks beside it`);
    }
  });

  it('declares side effects only for the files that register elements', () => {
    assert.ok(Array.isArray(pkg.sideEffects));
    assert.ok(pkg.sideEffects.includes('./dist/elements/docs-*.js'));
    assert.ok(!pkg.sideEffects.some((s) => s.includes('core')), 'the core is side-effect free');
  });

  it('imports outside a browser (a server render of the host page) without throwing', () => {
    // A fresh process: Node has no HTMLElement, customElements or CSSStyleSheet.
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', "const m = await import('./dist/index.js'); console.log(typeof m.DocsNav, typeof m.resolveDocs);"], { cwd: root, encoding: 'utf8' });
    assert.equal(r.stderr, '');
    assert.equal(r.stdout.trim(), 'function function');
  });
});
