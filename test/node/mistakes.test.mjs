// One-mistake configs labelled by the reference build (made by scripts/gen-mistakes.mjs into
// test/fixtures/mistakes/NAME/): `docs-nav check` must say what the reference says (exit 1 with an
// error at or under each place the reference names, or exit 0), and for what the reference
// accepts, `docs-nav resolve` and `docs-nav scope` must make its navigation and scope, compared as
// ../shared/conformance/check.mjs compares. A deliberate difference (where safety demands one) is
// written in the fixture's verdict.json, with the exact differences it makes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const bin = process.env.DOCS_NAV_BIN ?? fileURLToPath(new URL('../../bin/docs-nav.js', import.meta.url));
const root = fileURLToPath(new URL('../fixtures/mistakes/', import.meta.url));
const run = (args, input) => spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Reference ⊆ actual, as ../shared/conformance/check.mjs compares: objects may carry more keys, arrays match item for item. */
function diff(expected, actual, at, out = []) {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) out.push(`${at}: expected an array, got ${JSON.stringify(actual)}`);
    else {
      if (expected.length !== actual.length) out.push(`${at}: expected ${expected.length} items, got ${actual.length}`);
      for (let i = 0; i < Math.min(expected.length, actual.length); i++) diff(expected[i], actual[i], `${at}[${i}]`, out);
    }
  } else if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) out.push(`${at}: expected an object, got ${JSON.stringify(actual)}`);
    else for (const k of Object.keys(expected)) {
      if (!(k in actual)) out.push(`${at}.${k}: missing (expected ${JSON.stringify(expected[k])})`);
      else diff(expected[k], actual[k], `${at}.${k}`, out);
    }
  } else if (expected !== actual) out.push(`${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  return out;
}

/** Whether our `path` is the reference's `place` or lies under it (`navigation` holds `navigation.tabs[1].hidden`). */
const under = (path, place) => place === '' || path === place || path.startsWith(`${place}.`) || path.startsWith(`${place}[`);

/** Whether an error names a required key missing at `place` (said at its object: `colors: has no "primary"`). */
function missing(error, place) {
  const key = /^has no "([^"]+)"/.exec(error.message)?.[1];
  return key !== undefined && [`${error.path}.${key}`, key].includes(place) && (error.path === '' || place !== key);
}

const names = fs.readdirSync(root).filter((n) => fs.existsSync(path.join(root, n, 'verdict.json'))).sort();

describe('one-mistake configs, as the reference build judges them', () => {
  it('has at least 50 of them', () => assert.ok(names.length >= 50, `${names.length} configs`));

  for (const name of names) {
    const dir = path.join(root, name);
    const verdict = readJson(path.join(dir, 'verdict.json'));
    const docs = path.join(dir, 'docs.json');
    it(`${name}: ${verdict.mistake} (${verdict.verdict}ed)`, () => {
      const check = run(['check', docs]);
      const errors = check.stdout
        .split('\n')
        .filter((l) => l.startsWith('error '))
        .map((l) => /^error (.+?)(?: \([^)]*\))?: (.*)$/.exec(l))
        .map(([, place, message]) => ({ path: place === '(root)' ? '' : place, message }));
      if (verdict.verdict === 'reject') {
        assert.equal(check.status, 1, `the reference refuses it; check said:\n${check.stdout}${check.stderr}`);
        for (const issue of verdict.issues) {
          assert.ok(
            errors.some((e) => under(e.path, issue.path) || missing(e, issue.path)),
            `no error at or under ${issue.path || '(root)'} (${issue.message}); check said:\n${check.stdout}`,
          );
        }
        return;
      }
      assert.equal(check.status, 0, `the reference accepts it; check said:\n${check.stdout}${check.stderr}`);
      const problems = [];
      const nav = run(['resolve', docs]);
      assert.equal(nav.status, 0, nav.stderr);
      diff(readJson(path.join(dir, 'nav.json')), JSON.parse(nav.stdout), 'nav', problems);
      const scopeRef = readJson(path.join(dir, 'scope.json'));
      const scope = run(['scope', docs], Object.keys(scopeRef).join('\n') + '\n');
      assert.equal(scope.status, 0, scope.stderr);
      diff(scopeRef, JSON.parse(scope.stdout), 'scope', problems);
      assert.deepEqual(problems, verdict.deliberate?.differences ?? [], verdict.deliberate?.why);
    });
  }
});
