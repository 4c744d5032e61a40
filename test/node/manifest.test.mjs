// custom-elements.json is generated from the source (npm run manifest); this fails when it is stale.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('custom-elements.json', () => {
  it('is what the analyzer makes of the source now (run "npm run manifest" after changing an element)', () => {
    const out = 'node_modules/.cache/manifest-check';
    fs.rmSync(`${root}/${out}`, { recursive: true, force: true });
    const r = spawnSync(process.execPath, [`${root}/node_modules/@custom-elements-manifest/analyzer/cem.js`, 'analyze', '--outdir', out], { cwd: root, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const fresh = JSON.parse(fs.readFileSync(`${root}/${out}/custom-elements.json`, 'utf8'));
    const committed = JSON.parse(fs.readFileSync(`${root}/custom-elements.json`, 'utf8'));
    assert.deepEqual(committed, fresh);
  });

  it('matches the element reference in README.md (run "npm run manifest")', () => {
    const r = spawnSync(process.execPath, [`${root}/scripts/readme-api.mjs`, '--check'], { cwd: root, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  });

  it('shows the host recipes as the apps of test/hosts have them (run "npm run recipes")', () => {
    const r = spawnSync(process.execPath, [`${root}/scripts/readme-recipes.mjs`, '--check'], { cwd: root, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  });

  it('documents every element with its attributes, events, parts and custom properties', () => {
    const manifest = JSON.parse(fs.readFileSync(`${root}/custom-elements.json`, 'utf8'));
    const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
    const nav = elements.find((d) => d.tagName === 'docs-nav');
    assert.ok(nav, 'docs-nav is in the manifest');
    for (const a of ['src', 'current-path', 'base', 'router', 'drilldown']) assert.ok(nav.attributes.some((x) => x.name === a), `attribute ${a}`);
    assert.ok(nav.events.some((e) => e.name === 'docs-navigate'));
    assert.ok(nav.cssParts.some((p) => p.name === 'link'));
    assert.ok(nav.cssProperties.some((p) => p.name === '--docs-nav-accent-color'));
    for (const el of elements) {
      assert.ok(el.cssParts?.length, `${el.tagName} documents its parts`);
      for (const p of el.cssParts) assert.ok(p.description, `${el.tagName} part ${p.name} has a description`);
    }
  });
});
