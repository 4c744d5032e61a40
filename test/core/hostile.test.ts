// Hostile and extreme input to the core, in the browser (Chromium): what the elements run on a
// reader's page. The same cases through the CLI are in test/node/hostile.test.mjs.
import { expect } from '@open-wc/testing';
import { resolveConfig, resolveDocs } from '../../src/core/resolve.js';
import { createScoper } from '../../src/core/scope.js';
import type { TextReader } from '../../src/core/load.js';
import { memorySite } from '../helpers/memory.js';

/** `n` groups nested in one another (G1 > G2 > ...), as JSON text. */
function nestedGroups(n: number): string {
  let open = '';
  let close = '';
  for (let i = 1; i < n; i++) {
    open += `{"group":"G${i}","pages":["p${i}",`;
    close += ']}';
  }
  return `${open}{"group":"G${n}","pages":["leaf"]}${close}`;
}
function chainDepth(group: any): number {
  let depth = 0;
  for (let g = group; g; g = g.pages.find((p: any) => p.group)) depth++;
  return depth;
}
const elapsed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const out = await f();
  return [out, performance.now() - t0];
};

describe('hostile input in the browser: nesting', () => {
  it('1,000 nested groups resolve whole, and scope', async () => {
    const site = memorySite({ 'docs.json': `{"navigation":{"tabs":[{"tab":"T","groups":[${nestedGroups(1000)}]}]}}` });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics).to.deep.equal([]);
    const group = (navigation.tabs as any[])[0].groups[0];
    expect(chainDepth(group)).to.equal(1000);
    const scoper = createScoper(navigation);
    expect(scoper.view('/leaf').page!.href).to.equal('/leaf');
    expect(scoper.scope('/p3').breadcrumbs).to.deep.equal(['T', 'G1', 'G2', 'G3']);
  });

  it('10,000 nested groups, and a million levels in an unused key, are cut with an error naming the place; the rest resolves', async () => {
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    const site = memorySite({ 'docs.json': `{"x":${deep},"navigation":{"groups":[${nestedGroups(10_000)},{"group":"After","pages":["after"]}]}}` });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect(diagnostics.map((d) => d.path)).to.deep.equal([`x${'[0]'.repeat(2047)}`, `navigation.groups[0]${'.pages[1]'.repeat(1022)}.pages`]);
    expect(diagnostics[1]!.message).to.equal('nested more than 2,048 levels deep: left out');
    const groups = navigation.groups as any[];
    expect(chainDepth(groups[0])).to.equal(1023);
    expect(groups[1]).to.deep.equal({ group: 'After', pages: [{ title: 'After', href: '/after' }] });
    createScoper(navigation).view('/after');
  });

  it('an object in hand nested 10,000 deep is cut in a copy (resolveConfig), and left as it was', async () => {
    let group: any = { group: 'leaf', pages: ['leaf'] };
    for (let i = 0; i < 10_000; i++) group = { group: `g${i}`, pages: [group] };
    const config = { navigation: { groups: [group] } };
    const { navigation, diagnostics } = await resolveConfig(config, 'https://docs.test/docs.json', { read: async () => '' });
    expect(diagnostics).to.have.length(1);
    expect(chainDepth((navigation.groups as any[])[0])).to.equal(1023);
    expect(chainDepth(config.navigation.groups[0])).to.equal(10_001);
  });
});

describe('hostile input in the browser: $ref and specs', () => {
  it('a $ref fan-out bomb is refused past 1,000,000 repeated values, in seconds', async () => {
    const files: Record<string, unknown> = { 'docs.json': { navigation: { groups: [{ group: 'Bomb', pages: [{ $ref: 'f0.json' }] }, { group: 'Kept', pages: ['kept'] }] } } };
    for (let i = 0; i < 9; i++) files[`f${i}.json`] = { group: `F${i}`, pages: Array(10).fill({ $ref: `f${i + 1}.json` }) };
    files['f9.json'] = { group: 'F9', pages: ['leaf'] };
    const site = memorySite(files);
    const [{ navigation, diagnostics }, ms] = await elapsed(() => resolveDocs(site.url, { read: site.read }));
    expect(ms).to.be.below(15_000);
    expect(diagnostics.some((d) => d.message.includes('would repeat more than 1,000,000 values'))).to.equal(true);
    expect((navigation.groups as any[])[1].pages).to.deep.equal([{ title: 'Kept', href: '/kept' }]);
    // Each file was read once.
    expect(new Set(site.reads).size).to.equal(site.reads.length);
  });

  it('a $ref that hangs until the load times out is an error at its place, like a failed one; the rest resolves', async () => {
    const site = memorySite({ 'docs.json': { navigation: { tabs: [{ tab: 'A', pages: ['a'] }, { $ref: 'hang.json' }, { tab: 'C', pages: ['c'] }] } } });
    const read: TextReader = (url, signal) =>
      url.endsWith('hang.json') ? new Promise((_, reject) => signal!.addEventListener('abort', () => reject(signal!.reason))) : site.read(url, signal);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('no answer after 0.1 s', 'TimeoutError')), 100);
    const { navigation, diagnostics } = await resolveDocs(site.url, { read, signal: controller.signal });
    expect(diagnostics.map((d) => [d.path, d.message])).to.deep.equal([['navigation.tabs[1]', '$ref "hang.json": no answer from https://docs.test/hang.json in time']]);
    expect((navigation.tabs as any[]).map((t) => t.tab)).to.deep.equal(['A', 'C']);
  });

  it('a load given up (not timed out) stops: no navigation is made for nobody', async () => {
    const site = memorySite({ 'docs.json': { navigation: { tabs: [{ $ref: 'hang.json' }] } } });
    const read: TextReader = (url, signal) =>
      url.endsWith('hang.json') ? new Promise((_, reject) => signal!.addEventListener('abort', () => reject(signal!.reason))) : site.read(url, signal);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await resolveDocs(site.url, { read, signal: controller.signal }).then(() => undefined, (e: unknown) => e);
    expect((error as Error).name).to.equal('AbortError');
  });

  it('an x-group that is no string falls back to the tag name: every group is named by text', async () => {
    const spec = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      tags: [{ name: 'a', 'x-group': 5 }, { name: 'b', 'x-group': { x: 1 } }, { name: 'c', 'x-group': [] }, { name: 'd', 'x-group': false }],
      paths: Object.fromEntries(['a', 'b', 'c', 'd'].map((t) => [`/${t}`, { get: { tags: [t], summary: t.toUpperCase() } }])),
    };
    const site = memorySite({ 'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json' }] } }, 'openapi.json': spec });
    const { navigation, diagnostics } = await resolveDocs(site.url, { read: site.read });
    expect((navigation.tabs as any[])[0].groups.map((g: any) => g.group)).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(diagnostics.map((d) => d.level)).to.deep.equal(['warning', 'warning', 'warning', 'warning']);
    expect(diagnostics[0]!.message).to.equal('OpenAPI spec "openapi.json": tags[0].x-group must be a string, not a number: the tag name "a" is used');
  });

  it('a YAML alias bomb in x-mint metadata is refused in well under a second; the rest resolves', async () => {
    const bomb = ['a: &a ["l","l","l","l","l","l","l","l","l"]'];
    for (const [x, y] of ['ab', 'bc', 'cd', 'de', 'ef', 'fg', 'gh', 'hi']) bomb.push(`${y}: &${y} [*${x},*${x},*${x},*${x},*${x},*${x},*${x},*${x},*${x}]`);
    const yaml = `openapi: 3.0.0\ninfo: {title: t, version: "1"}\nx-bomb: {${bomb.join(', ')}}\npaths:\n  /a:\n    get:\n      summary: A\n      x-mint: {metadata: {bomb: *i}}\n`;
    const site = memorySite({ 'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'openapi.yaml' }, { tab: 'Guides', pages: ['intro'] }] } }, 'openapi.yaml': yaml });
    const [{ navigation, diagnostics }, ms] = await elapsed(() => resolveDocs(site.url, { read: site.read }));
    expect(ms).to.be.below(3000);
    expect(diagnostics.map((d) => d.path)).to.deep.equal(['navigation.tabs[0].openapi']);
    expect(diagnostics[0]!.message).to.match(/its YAML aliases repeat [\d,]+ values written out, over the limit of 1,000,000/);
    expect((navigation.tabs as any[])[1].pages).to.deep.equal([{ title: 'Intro', href: '/intro' }]);
  });
});
