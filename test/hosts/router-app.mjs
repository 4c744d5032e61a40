// One check for every router recipe (React, Vue, Angular): the app built from the recipe as the README
// shows it, served with the demo site's docs.json, driven in Chromium as a reader would.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hosts, launch, open, serve, work } from './harness.mjs';

/** Where an app is built. */
export const appBuild = (name) => path.join(work, `${name}-dist`);
/** An app's folder. */
export const appDir = (name) => path.join(hosts, name);

/** Lines of `text` that look like errors, for a failure message. */
const errorsOf = (text) => text.split('\n').filter((l) => /error/i.test(l)).join('\n');

/**
 * `name`: the app's folder in test/hosts; `steps`: how it is type-checked and built into `out`
 * ([title, function]), its type tests (src/types.test-d.*) with it.
 */
export function routerApp(name, steps) {
  describe(`${name}: the README's recipe in an app`, () => {
    let server;
    let browser;
    let page;

    for (const [title, step] of steps) {
      it(title, () => {
        try {
          step();
        } catch (e) {
          assert.fail(errorsOf(e.message) || e.message);
        }
      });
    }

    describe('in Chromium', () => {
      before(async () => {
        const out = appBuild(name);
        server = await serve({ mounts: { '/': out }, fallback: path.join(out, 'index.html') });
        browser = await launch();
        page = await open(browser);
      });
      after(async () => {
        await browser?.close();
        await server?.close();
      });

      /** The text of the link marked aria-current="page" in an element's shadow root. */
      const current = (tag) => page.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('a[aria-current="page"]')?.textContent.trim() ?? null, tag);
      const where = () => page.evaluate(() => ({ path: location.pathname, shown: document.querySelector('#page')?.textContent, loadedOnce: window.loadedOnce === true }));
      /** Clicks the link of an element's shadow root whose text starts with `text`, as a reader would. */
      async function click(tag, text) {
        const link = await page.evaluateHandle((t, x) => [...document.querySelector(t).shadowRoot.querySelectorAll('a')].find((a) => a.textContent.trim().startsWith(x)), tag, text);
        assert.ok(link.asElement(), `no link "${text}" in <${tag}>`);
        await link.asElement().click();
      }
      /** Waits until the app is at `path`, showing it, with no reload since the first page. */
      async function at(to) {
        await page.waitForFunction((p) => location.pathname === p && document.querySelector('#page')?.textContent === p, { timeout: 10_000 }, to).catch(async () => assert.fail(`not at ${to}: ${JSON.stringify(await where())}`));
        assert.deepEqual(await where(), { path: to, shown: to, loadedOnce: true }, 'routed in place (no reload)');
      }
      const waitFor = (fn, what, ...args) => page.waitForFunction(fn, { timeout: 10_000 }, ...args).catch(() => assert.fail(what));

      it('a deep link loads with its page current', async () => {
        await page.goto(`${server.url}/deploy/docker`);
        await waitFor(() => document.querySelector('docs-nav')?.shadowRoot?.querySelector('a[aria-current="page"]'), 'the sidebar never marked a page');
        // Set once, on this load: it survives every navigation in place, and a reload loses it.
        await page.evaluate(() => (window.loadedOnce = true));
        await at('/deploy/docker');
        assert.equal(await current('docs-nav'), 'Docker');
        await waitFor(() => document.querySelector('docs-breadcrumbs')?.shadowRoot?.querySelector('[part~="crumb-current"]'), 'no breadcrumbs');
        assert.equal(await current('docs-breadcrumbs'), 'Docker');
      });

      it('a sidebar link routes in place, aria-current follows', async () => {
        await click('docs-nav', 'Vercel');
        await at('/deploy/vercel');
        assert.equal(await current('docs-nav'), 'Vercel');
      });

      it('a breadcrumb routes in place', async () => {
        await click('docs-breadcrumbs', 'Deploy');
        await at('/deploy/overview');
        assert.equal(await current('docs-nav'), 'Deploy');
      });

      it('a tab routes in place, to its pages made from the OpenAPI spec', async () => {
        await click('docs-tabs', 'API reference');
        await at('/api/introduction');
        assert.equal(await current('docs-nav'), 'Introduction');
        await waitFor(() => document.querySelector('docs-nav').shadowRoot.querySelector('[part~="method"]'), 'no endpoint pages');
        const active = await page.evaluate(() => document.querySelector('docs-tabs').shadowRoot.querySelector('[part~="tab-active"]')?.textContent.trim());
        assert.equal(active, 'API reference');
      });

      it('Back returns to the page before, every element with it', async () => {
        await page.goBack();
        await at('/deploy/overview');
        await waitFor(() => document.querySelector('docs-nav').shadowRoot.querySelector('a[aria-current="page"]')?.textContent.trim() === 'Deploy', 'the sidebar did not follow Back');
        const active = await page.evaluate(() => document.querySelector('docs-tabs').shadowRoot.querySelector('[part~="tab-active"]')?.textContent.trim());
        assert.equal(active, 'Guides');
      });

      it('the version switcher routes in place', async () => {
        const select = await page.evaluateHandle(() => document.querySelector('docs-switcher').shadowRoot.querySelector('select'));
        const value = await select.evaluate((s) => [...s.options].find((o) => o.text.startsWith('1.0.0')).value);
        await select.asElement().select(value);
        await waitFor(() => location.pathname.startsWith('/v1/'), 'the switcher did not lead to version 1.0.0');
        const { path: to } = await where();
        await at(to);
        await waitFor((p) => document.querySelector('docs-nav').shadowRoot.querySelector('a[aria-current="page"]')?.getAttribute('href') === p, 'the sidebar does not mark the page of version 1.0.0', to);
      });

      it('an external link leaves the app normally: a new tab, the app untouched', async () => {
        const before = await where();
        const opened = browser.waitForTarget((t) => t.opener() === page.target(), { timeout: 10_000 });
        await click('docs-nav', 'Community');
        const target = await opened;
        assert.match(target.url(), /^https:\/\/community\.example\.com\/?$/);
        assert.deepEqual(await where(), before, 'the app stayed where it was');
        await (await target.page())?.close();
      });

      it('logged no error', () => {
        assert.deepEqual(page.errors, []);
      });
    });
  });
}
