// The phrases of the field checks (src/core/schema.ts), through the public API: one case per
// shape and failure. They are the phrases the zod/mini schemas gave before the checks became
// plain functions; a change here changes what users read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../dist/core/index.js';

const read = async (url) => {
  throw new Error(`no such file: ${url}`);
};

/** The diagnostics about `field` of a tab (or of a group, for `root` and `expanded`), as `path: message`. */
async function check(field, value) {
  const node = field === 'root' || field === 'expanded' ? { groups: [{ group: 'G', pages: ['a'], [field]: value }] } : { tabs: [{ tab: 'T', pages: ['a'], [field]: value }] };
  const { diagnostics } = await resolveConfig({ navigation: node }, 'file:///virtual/docs.json', { read });
  return diagnostics.filter((d) => d.path.endsWith(`.${field}`) && d.level === 'error').map((d) => d.message);
}

const CASES = [
  ['description', 'text', []],
  ['description', 5, ['must be a string, not a number']],
  ['tag', null, ['must be a string, not null']],
  ['hidden', 'yes', ['must be a boolean, not a string']],
  ['default', [], ['must be a boolean, not an array']],
  ['expanded', {}, ['must be a boolean, not an object']],
  ['icon', 'star', []],
  ['icon', { name: 'star', style: 'solid' }, []],
  ['icon', { name: 5 }, ['has the wrong shape (an object)']],
  ['icon', 3, ['has the wrong shape (a number)']],
  ['color', { light: '#fff' }, []],
  ['color', true, ['has the wrong shape (a boolean)']],
  ['openapi', 'openapi.json', null],
  ['openapi', '', ['Invalid input']],
  ['openapi', { source: '' }, ['Invalid input']],
  ['openapi', ['a.json', { source: '' }], ['Invalid input']],
  ['openapi', { source: 'a.json', directory: 3 }, ['has the wrong shape (an object)']],
  ['openapi', ['', 5], ['has the wrong shape (an array)']],
  ['openapi', [['a.json']], ['has the wrong shape (an array)']],
  ['openapi', null, ['has the wrong shape (null)']],
  ['root', 'start', []],
  ['root', '', ['must be a non-empty string']],
  ['root', { href: '/x', title: 'X' }, []],
  ['root', { href: '/x' }, ['has the wrong shape (an object)']],
  ['href', 5, ['must be a string, not a number']],
];

describe('field checks', () => {
  for (const [field, value, expected] of CASES) {
    it(`${field}: ${JSON.stringify(value)}`, async () => {
      const messages = await check(field, value);
      // `openapi` that is valid sends the OpenAPI stage looking for the spec: only its own errors.
      if (expected === null) assert.ok(!messages.some((m) => /must be|wrong shape|Invalid input/.test(m)), messages.join('; '));
      else assert.deepEqual(messages, expected);
    });
  }

  it('names the type of the whole banner, as the checks always have', async () => {
    const messages = async (banner) => {
      const { diagnostics } = await resolveConfig({ navigation: { languages: [{ language: 'en', pages: ['a'], banner }] } }, 'file:///virtual/docs.json', { read });
      return diagnostics.map((d) => `${d.path}: ${d.message}`);
    };
    assert.deepEqual(await messages({ content: 'Hi', dismissible: true }), []);
    assert.deepEqual(await messages('Hi'), ['navigation.languages[0].banner: must be an object, not a string']);
    assert.deepEqual(await messages({ content: 5 }), ['navigation.languages[0].banner: must be a string, not an object']);
    assert.deepEqual(await messages({ content: '' }), ['navigation.languages[0].banner: must be a non-empty string']);
    assert.deepEqual(await messages({ content: 'Hi', dismissible: 'no' }), ['navigation.languages[0].banner: must be a boolean, not an object']);
    assert.deepEqual(await messages({ content: '', dismissible: 'no' }), ['navigation.languages[0].banner: must be a non-empty string']);
  });

  it('takes no key of Object.prototype for a field: "toString" is kept as it is', async () => {
    const { navigation, diagnostics } = await resolveConfig(
      { navigation: { tabs: [{ tab: 'T', toString: 1, constructor: 'x', pages: ['a'] }] } },
      'file:///virtual/docs.json',
      { read },
    );
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(navigation, { tabs: [{ tab: 'T', toString: 1, constructor: 'x', pages: [{ title: 'A', href: '/a' }] }] });
  });

  it('takes no key of Object.prototype for a list of global links: "toString" is kept as it is', async () => {
    const global = { toString: [{ href: '/x' }], anchors: [{ anchor: 'A', href: '/a' }] };
    const { navigation, diagnostics } = await resolveConfig({ navigation: { global, pages: ['a'] } }, 'file:///virtual/docs.json', { read });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(navigation.global, global);
  });
});
