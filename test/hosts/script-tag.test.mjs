// The script-tag page of the README (script-tag/index.html), with the package's dist/ served as the
// README says (at /docs-nav/), and with a chunk of it missing: what needs that chunk goes, the
// rest of the navigation renders.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hosts, installed, launch, open, serve } from './harness.mjs';

const pageFile = path.join(hosts, 'script-tag/index.html');
const mounts = { '/': path.join(hosts, 'script-tag'), '/docs-nav/': path.join(installed, 'dist') };

describe('script tag: the page of the README, dist/ served as it is', () => {
  let browser;
  before(async () => (browser = await launch()));
  after(async () => browser?.close());

  /** Opens `url` (each page of the site is the same HTML, as a docs site serves them) and waits for the sidebar. */
  async function visit(server, pathname, options) {
    const page = await open(browser, options);
    const warnings = [];
    page.on('console', (m) => m.type() === 'warn' && warnings.push(m.text()));
    await page.goto(`${server.url}${pathname}`);
    await page.waitForFunction(() => ['ready', 'error'].includes(document.querySelector('docs-nav')?.getAttribute('status')), { timeout: 10_000 });
    const state = () =>
      page.evaluate(() => {
        const texts = (tag, selector = 'a') => [...document.querySelector(tag).shadowRoot.querySelectorAll(selector)].map((a) => a.textContent.trim());
        return {
          status: document.querySelector('docs-nav').getAttribute('status'),
          current: document.querySelector('docs-nav').shadowRoot.querySelector('a[aria-current="page"]')?.textContent.trim(),
          tabs: texts('docs-tabs', '[part~="tab"]').map((t) => t.replace(/\s+/g, ' ')),
          methods: texts('docs-nav', '[part~="method"]'),
          bundles: performance.getEntriesByType('resource').filter((r) => /docs-nav\.min\.js/.test(r.name)).length,
          docsJson: performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname === '/docs.json').map((r) => r.initiatorType),
        };
      });
    return { page, warnings, state };
  }

  describe('served whole', () => {
    let server;
    before(async () => (server = await serve({ mounts, fallback: pageFile })));
    after(async () => server?.close());

    it('renders every element, the current page marked', async () => {
      const { page, state } = await visit(server, '/quickstart');
      const s = await state();
      assert.equal(s.status, 'ready');
      assert.equal(s.current, 'Quickstart');
      assert.deepEqual(s.tabs.slice(0, 4), ['Guides', 'API reference', 'Webhooks', 'Realtime']);
      // Fetched once, by the page's preload: the elements' store took that response.
      assert.deepEqual(s.docsJson, ['link']);
      assert.deepEqual(page.errors, []);
    });

    it('a tab is a plain link to its first page, with the pages of the OpenAPI spec (a chunk)', async () => {
      const { page, state } = await visit(server, '/quickstart');
      const tab = await page.evaluateHandle(() => [...document.querySelector('docs-tabs').shadowRoot.querySelectorAll('a')].find((a) => a.textContent.includes('API reference')));
      await Promise.all([page.waitForNavigation(), tab.asElement().click()]);
      assert.equal(new URL(page.url()).pathname, '/api/introduction');
      await page.waitForFunction(() => document.querySelector('docs-nav')?.shadowRoot?.querySelector('[part~="method"]'), { timeout: 10_000 });
      const s = await state();
      assert.equal(s.current, 'Introduction');
      assert.deepEqual(s.methods, ['get', 'post', 'get']);
      assert.equal(s.bundles, 1, 'docs-nav.min.js loaded once');
      assert.deepEqual(page.errors, []);
    });
  });

  describe("without the page's optional preload line", () => {
    let server;
    let dir;
    before(async () => {
      // The same page, the README's `<link rel="preload">` left out.
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nav-no-preload-'));
      const html = fs.readFileSync(pageFile, 'utf8');
      const without = html.replace(/\n\s*<!-- Optional:[^\n]*-->\n\s*<link rel="preload"[^\n]*/, '');
      assert.notEqual(without, html, 'the page of the README has its preload line');
      fs.writeFileSync(path.join(dir, 'index.html'), without);
      server = await serve({ mounts, fallback: path.join(dir, 'index.html') });
    });
    after(async () => {
      await server?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('docs-nav.min.js asks for the docs.json of the elements in the page as it runs (beside its chunk), fetched once', async () => {
      const { page, state } = await visit(server, '/quickstart');
      const s = await state();
      assert.equal(s.status, 'ready');
      assert.equal(s.current, 'Quickstart');
      // A preload (the page has none of its own) whose response the elements' store took.
      assert.deepEqual(s.docsJson, ['link']);
      assert.equal(await page.evaluate(() => document.querySelectorAll('link[rel=preload][as=fetch]').length), 1, 'one preload for the five elements of one docs.json');
      assert.deepEqual(page.errors, []);
    });
  });

  describe('with the chunk of the spec stages missing (a 404)', () => {
    let server;
    const missing = (p) => /^\/docs-nav\/chunks\/openapi-[\w-]+\.js$/.test(p);
    before(async () => (server = await serve({ mounts, fallback: pageFile, missing })));
    after(async () => server?.close());

    it('the rest of the navigation renders; each place that names a spec says why it has no pages', async () => {
      const { page, warnings, state } = await visit(server, '/api/introduction', { allow: [/\/docs-nav\/chunks\/openapi-/, /Failed to fetch dynamically imported module/] });
      const s = await state();
      assert.equal(s.status, 'ready');
      assert.equal(s.current, 'Introduction');
      assert.deepEqual(s.tabs.slice(0, 4), ['Guides', 'API reference', 'Webhooks', 'Realtime']);
      assert.deepEqual(s.methods, [], 'no endpoint pages without the chunk');
      assert.match(warnings.join('\n'), /tabs\[1\]\.openapi: OpenAPI spec not read: the code that reads specs could not be loaded/);
      assert.deepEqual(page.errors, []);
    });
  });
});
