// The docs.json schema through the CLI, beyond the one-mistake fixtures: deep trees, and the
// repairs that decide switch targets.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const bin = process.env.DOCS_NAV_BIN ?? fileURLToPath(new URL('../../bin/docs-nav.js', import.meta.url));
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 28 });
const SITE = '"theme": "mint", "name": "Deep", "colors": {"primary": "#0D9373"}';

/** Writes docs.json text into a fresh folder and runs `fn` with its path. */
function withDocs(text, fn) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nav-schema-'));
  try {
    fs.writeFileSync(path.join(dir, 'docs.json'), text);
    return fn(path.join(dir, 'docs.json'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the schema on deep trees', () => {
  it('checks and resolves a chain of a thousand nested groups, each node checked by its schema', () => {
    // Written as text: JSON.stringify of such a tree is recursive too.
    const depth = 1000;
    let group = `{"group": "G${depth}", "pages": ["leaf"]}`;
    for (let i = depth - 1; i > 0; i--) group = `{"group": "G${i}", "pages": ["p${i}", ${group}]}`;
    // One mistake at the bottom: the reference refuses it, and says where.
    const bad = group.replace('"pages": ["leaf"]', '"pages": ["leaf"], "expanded": "yes"');
    withDocs(`{${SITE}, "navigation": {"groups": [${group}]}}`, (docs) => {
      const check = run(['check', docs]);
      assert.equal(check.status, 0, check.stdout + check.stderr);
      const resolve = run(['resolve', docs]);
      assert.equal(resolve.status, 0, resolve.stderr);
      let node = JSON.parse(resolve.stdout).groups[0];
      for (let i = 1; i < depth; i++) node = node.pages[1];
      assert.deepEqual(node, { group: `G${depth}`, pages: [{ title: 'Leaf', href: '/leaf' }] });
    });
    withDocs(`{${SITE}, "navigation": {"groups": [${bad}]}}`, (docs) => {
      const check = run(['check', docs]);
      assert.equal(check.status, 1);
      assert.equal(check.stdout.split('\n')[0], `error navigation.groups[0]${'.pages[1]'.repeat(depth - 1)}.expanded: must be a boolean, not a string`);
    });
  });
});
