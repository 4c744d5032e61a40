import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/docs-nav.js';
import type { DocsNav } from '../../src/elements/docs-nav.js';
import { $, jsonUrl, linkTexts, loaded } from '../helpers/elements.js';

const alertOf = async (el: DocsNav): Promise<HTMLElement> => {
  await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'no alert', { timeout: 5000 });
  return $(el, '[role="alert"]');
};

const unhandled: unknown[] = [];
const onUnhandled = (e: PromiseRejectionEvent) => unhandled.push(e.reason);
before(() => window.addEventListener('unhandledrejection', onUnhandled));
after(() => window.removeEventListener('unhandledrejection', onUnhandled));
afterEach(() => expect(unhandled, 'unhandled rejections').to.deep.equal([]));

describe('bad networks: an error state with a retry, never a blank widget', () => {
  it('404', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/test/fixtures/none/docs.json"></docs-nav>`);
    expect((await alertOf(el)).textContent).to.match(/Could not load the navigation: could not fetch .*none\/docs\.json: HTTP 404/);
  });

  it('500', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/__status/500/docs.json"></docs-nav>`);
    expect((await alertOf(el)).textContent).to.contain('HTTP 500');
  });

  it('an HTML page instead of JSON', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/__html/docs.json"></docs-nav>`);
    expect((await alertOf(el)).textContent).to.contain('answered with an HTML page, not JSON');
  });

  it('a hang: a timeout, then an error with a retry that works', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/__hang/docs.json" timeout="300"></docs-nav>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="skeleton"]'), 'no skeleton while waiting');
    // Still bars (a running animation costs the first paint): this load fails before they pulse.
    expect($(el, '[part="skeleton"] span').getAnimations()).to.have.length(0);
    const alert = await alertOf(el);
    expect(alert.textContent).to.contain('after 0.3 s');
    expect(alert.querySelector('button')!.textContent).to.equal('Retry');
  });

  it('a long load: the skeleton pulses once it has lasted a second', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/__hang/docs.json?long" timeout="5000"></docs-nav>`);
    const bar = () => $(el, '[part="skeleton"] span');
    await waitUntil(() => el.shadowRoot!.querySelector('[part="skeleton"]'), 'no skeleton while waiting');
    expect(bar().getAnimations()).to.have.length(0);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(bar().getAnimations()).to.have.length(0);
    await waitUntil(() => bar().getAnimations().length === 1, 'the skeleton never pulsed', { timeout: 2000 });
    el.remove();
  });

  it('a CORS failure', async () => {
    const other = `http://127.0.0.1:${location.port}/test/fixtures/basic/docs.json`;
    const el = await fixture<DocsNav>(html`<docs-nav src=${other}></docs-nav>`);
    expect((await alertOf(el)).textContent).to.contain('network failure or CORS');
  });

  it('Retry loads again and shows the tree once it can', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/test/fixtures/sidebar/docs.json?retry" current-path="/index"></docs-nav>`);
    await loaded(el);
    expect(linkTexts(el)).to.include('Quickstart');
  });

  it('a failed reload keeps the last good tree and says so', async () => {
    const src = jsonUrl({ navigation: { pages: ['one', 'two'] } });
    const el = await fixture<DocsNav>(html`<docs-nav src=${src}></docs-nav>`);
    await loaded(el);
    URL.revokeObjectURL(src); // the network is gone
    await el.reload();
    await el.updateComplete;
    expect(linkTexts(el)).to.deep.equal(['One', 'Two']);
    expect($(el, '[role="alert"]').textContent).to.contain('Could not refresh the navigation');
  });

  it('src changed while loading: the stale answer never wins', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/__hang/slow.json"></docs-nav>`);
    el.src = jsonUrl({ navigation: { pages: ['fresh'] } });
    await loaded(el);
    expect(linkTexts(el)).to.deep.equal(['Fresh']);
  });

  it('a config error is readable and names the place', async () => {
    const src = jsonUrl('{ "navigation": { "pages": [1,] } }');
    const el = await fixture<DocsNav>(html`<docs-nav src=${src}></docs-nav>`);
    const alert = await alertOf(el);
    expect(alert.textContent).to.match(/invalid JSON.*\(line 1, column 31\)/s);
  });
});

describe('the skeleton: shown once the element has waited a moment', () => {
  it('none at first (a load over by then never flashes one), still bars once the wait has lasted 100 ms', async () => {
    const start = performance.now();
    const el = await fixture<DocsNav>(html`<docs-nav src="/__hang/docs.json?moment" timeout="5000"></docs-nav>`);
    expect(el.getAttribute('status')).to.equal('loading');
    expect($(el, 'nav').getAttribute('aria-busy')).to.equal('true');
    expect(el.shadowRoot!.querySelector('[part~="skeleton"]')).to.equal(null);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="skeleton"]'), 'no skeleton while waiting', { timeout: 2000 });
    expect(performance.now() - start).to.be.at.least(100);
    expect($(el, '[part~="skeleton"] span').getAnimations()).to.have.length(0);
    el.remove();
  });

  it('a wait begins from zero: after a load that showed one, a new src shows none at once', async () => {
    const el = await fixture<DocsNav>(html`<docs-nav src="/__slow/300/test/fixtures/sidebar/docs.json" current-path="/index"></docs-nav>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="skeleton"]'), 'no skeleton while waiting');
    await loaded(el);
    expect(linkTexts(el)).to.include('Quickstart');
    el.src = '/__hang/docs.json?again';
    await el.updateComplete;
    expect(el.getAttribute('status')).to.equal('loading');
    expect(el.shadowRoot!.querySelector('[part~="skeleton"]')).to.equal(null);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="skeleton"]'), 'no skeleton while waiting again', { timeout: 2000 });
    el.remove();
  });
});
