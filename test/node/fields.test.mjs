// What docs-nav says about a field that does not fit, through the public API: one case per
// shape and failure, for each kind of node. The rules are the reference build's (its zod schema
// of docs.json); the sentences are ours (src/core/schema/issues.ts). A change here changes what
// users read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../dist/core/index.js';

const read = async (url) => {
  throw new Error(`no such file: ${url}`);
};

const LABEL = { tab: 'T', group: 'G', anchor: 'A', dropdown: 'D', version: 'v1', language: 'en', product: 'P' };

/** The diagnostics about a `kind` node at the top of the navigation with `field` set to `value`, as `level place: message` (the place relative to the node). */
async function check(kind, field, value) {
  const node = { [kind]: LABEL[kind], pages: ['a'], [field]: value };
  const { diagnostics } = await resolveConfig({ navigation: { [`${kind}s`]: [node] } }, 'file:///virtual/docs.json', { read });
  return diagnostics.map((d) => `${d.level} ${d.path.replace(`navigation.${kind}s[0]`, '')}: ${d.message}`);
}

const CASES = [
  ['tab', 'hidden', true, []],
  ['tab', 'hidden', 'yes', ['error .hidden: must be a boolean, not a string']],
  ['tab', 'icon', 'star', []],
  ['tab', 'icon', { name: 'star', style: 'solid', library: 'fontawesome' }, []],
  ['tab', 'icon', 3, ['error .icon: must be an icon name or {name, style, library}, not a number']],
  ['tab', 'icon', { name: 5 }, ['error .icon.name: must be a string, not a number']],
  ['tab', 'icon', 'fa-rocket', ['error .icon: needs no "fa-" prefix: write the icon\'s name alone ("rocket", not "fa-rocket")']],
  ['tab', 'icon', { name: 'x', library: 'heroicons' }, ['error .icon.library: must be one of "fontawesome", "lucide" or "tabler", not "heroicons"']],
  ['tab', 'align', 'center', ['error .align: must be "start" or "end", not "center"']],
  ['tab', 'directory', 'grid', ['error .directory: must be one of "none", "accordion" or "card", not "grid"']],
  // Tabs have no tag: the reference ignores it, and docs-nav keeps it as an unknown key.
  ['tab', 'tag', 5, []],
  ['tab', 'openapi', 'openapi.json', null],
  ['tab', 'openapi', '', ['error .openapi: must be a non-empty string']],
  ['tab', 'openapi', { source: '' }, ['error .openapi.source: must be a non-empty string']],
  ['tab', 'openapi', ['a.json', { source: '' }], ['error .openapi[1].source: must be a non-empty string']],
  ['tab', 'openapi', { source: 'a.json', directory: 3 }, ['error .openapi.directory: must be a string, not a number']],
  ['tab', 'openapi', ['', 5], ['error .openapi[0]: must be a non-empty string', 'error .openapi[1]: must be a path, a URL or {source, directory}, not a number']],
  ['tab', 'openapi', null, ['error .openapi: must be a path, a URL, a list of them or {source, directory}, not null']],
  ['tab', 'openapi', 'ftp://example.com/a.json', ['error .openapi: must be a path or an http(s) URL']],
  // An href that is no link is not the tab's content: its pages are.
  ['tab', 'href', 5, ['warning : keeps "pages": the reference build drops its "href" (not a link)', 'warning .href: must be a string, not a number']],
  ['group', 'expanded', {}, ['error .expanded: must be a boolean, not an object']],
  ['group', 'root', 'start', []],
  ['group', 'root', '', ['error .root: must be a non-empty string']],
  ['group', 'root', 5, ['error .root: must be a string, not a number']],
  ['group', 'tag', null, ['error .tag: must be a string, not null']],
  ['group', 'boost', 'x', ['error .boost: must be a number, not a string']],
  // The reference drops a group's spec that does not fit, and keeps the group.
  ['group', 'openapi', 5, ['warning .openapi: must be a path, a URL, a list of them or {source, directory}, not a number: ignored, as the reference build ignores it']],
  ['anchor', 'color', { light: '#0D9373', dark: '#fff' }, []],
  ['anchor', 'color', true, ['error .color: must be an object, not a boolean']],
  ['anchor', 'color', { light: 'red' }, ['error .color.light: must be a hex colour with a leading # ("#0D9373")']],
  ['anchor', 'color', { light: '#fff', background: '#000' }, ['error .color: has a key the reference build does not allow here: "background"']],
  ['version', 'default', [], ['error .default: must be a boolean, not an array']],
  ['version', 'graphql', 'schema.graphql', ['error .graphql: is not allowed on a version (only on tabs)']],
  ['dropdown', 'description', 5, ['error .description: must be a string, not a number']],
  ['product', 'name', 5, ['error .name: must be a string, not a number']],
  ['language', 'language', 'fr-CA', []],
  ['language', 'language', 'french', ['error .language: must be a language code the reference build knows (en, cn, zh, zh-Hans, zh-Hant, zh-CN, zh-TW, es, fr, fr-CA, fr-ca, ja, jp, ja-jp, ja-JP, pt, pt-BR, de, ko, it, ru, ro, cs, id, ar, tr, hi, sv, no, da, lv, nl, uk, vi, pl, uz, he, ca, fi, hu), not "french"']],
  ['language', 'banner', { content: 'Hi', dismissible: true }, []],
  ['language', 'banner', 'Hi', ['error .banner: must be an object, not a string']],
  ['language', 'banner', { content: 5 }, ['error .banner.content: must be a string, not a number']],
  ['language', 'banner', { content: '' }, ['error .banner.content: must be a non-empty string']],
  ['language', 'banner', { content: 'Hi', dismissible: 'no' }, ['error .banner.dismissible: must be a boolean, not a string']],
  ['language', 'footer', { links: [] }, ['error .footer.links: must hold at least one column']],
  ['language', 'footer', { socials: { myspace: 'https://myspace.com/x' } }, ['error .footer.socials.myspace: is not a network the reference build knows (x, website, facebook, youtube, discord, slack, github, linkedin, instagram, hacker-news, medium, telegram, twitter, x-twitter, earth-americas, bluesky, threads, reddit, podcast)']],
  ['language', 'navbar', { primary: { type: 'link', href: '/x' } }, ['error .navbar.primary.type: must be "button", "github" or "discord", not "link"']],
  ['language', 'navbar', { primary: { type: 'button', href: '/x' } }, ['error .navbar.primary: has no "label", which a "button" requires']],
  ['language', 'navbar', { primary: { type: 'button', label: 'Sign up', href: '/x' } }, []],
  ['language', 'navbar', { primary: { type: 'discord', label: 5, href: '/x' } }, ['error .navbar.primary.label: must be a string, not a number']],
  ['language', 'navbar', { primary: { type: 'github', href: 'github.com/acme' } }, ['error .navbar.primary.href: must be a URL, an absolute path (/...), a #fragment or a mailto: link']],
];

describe('field checks', () => {
  for (const [kind, field, value, expected] of CASES) {
    it(`${kind}.${field}: ${JSON.stringify(value)}`, async () => {
      const messages = await check(kind, field, value);
      // `openapi` that is valid sends the OpenAPI stage looking for the spec: only its own errors.
      if (expected === null) assert.ok(!messages.some((m) => /must be|has a key/.test(m)), messages.join('; '));
      else assert.deepEqual(messages, expected);
    });
  }

  it('takes no key of Object.prototype for a field: "toString" is kept as it is', async () => {
    const { navigation, diagnostics } = await resolveConfig(
      { navigation: { tabs: [{ tab: 'T', toString: 1, constructor: 'x', pages: ['a'] }] } },
      'file:///virtual/docs.json',
      { read },
    );
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(navigation, { tabs: [{ tab: 'T', toString: 1, constructor: 'x', pages: [{ title: 'A', href: '/a' }] }] });
  });

  it('refuses a key of Object.prototype in navigation.global, as any key it does not know, and keeps its links', async () => {
    const global = { toString: [{ href: '/x' }], anchors: [{ anchor: 'A', href: '/a' }] };
    const { navigation, diagnostics } = await resolveConfig({ navigation: { global, pages: ['a'] } }, 'file:///virtual/docs.json', { read });
    assert.deepEqual(
      diagnostics.map((d) => `${d.level} ${d.path}: ${d.message}`),
      ['error navigation.global: has a key the reference build does not allow here: "toString"'],
    );
    assert.deepEqual(navigation.global.anchors, global.anchors);
  });
});
