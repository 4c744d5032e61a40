/**
 * The README's plain-history recipe, run as written (the code block is read from README.md): the
 * host routes internal links in place, leaves external ones to the browser, and Back brings the
 * elements back to the URL.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { DocsNav } from '../../src/index.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $$, jsonUrl, loaded } from '../helpers/elements.js';

/** The first ```js block after a heading of the README. */
async function recipe(heading: string): Promise<string> {
  const readme = await (await fetch('/README.md')).text();
  const from = readme.indexOf(heading);
  const block = /```js\n([\s\S]*?)```/.exec(readme.slice(from));
  if (from < 0 || !block) throw new Error(`no js block after "${heading}" in README.md`);
  return block[1]!;
}

describe('README: the plain-history recipe, as written', () => {
  const start = location.href;
  let cleanup: (() => void) | undefined;
  afterEach(() => {
    cleanup?.();
    history.replaceState(null, '', start);
  });

  it('routes internal links in place, lets external ones go, and follows Back', async () => {
    // The recipe's listeners are added to the page; they are taken off after the test.
    const added: [EventTarget, string, EventListener][] = [];
    const track = (target: EventTarget) => {
      const add = target.addEventListener.bind(target);
      return (type: string, fn: EventListener) => {
        added.push([target, type, fn]);
        add(type, fn);
      };
    };
    cleanup = () => added.forEach(([t, type, fn]) => t.removeEventListener(type, fn));
    const run = new Function('document', 'addEventListener', 'history', await recipe('### With a SPA router'));
    const doc = Object.create(document, { addEventListener: { value: track(document) }, querySelectorAll: { value: document.querySelectorAll.bind(document) } });
    run(doc, track(window), history);

    const src = jsonUrl({ navigation: { pages: ['one', 'two', 'https://example.com/elsewhere'] } });
    history.replaceState(null, '', '/one');
    const nav = await fixture<DocsNav>(html`<docs-nav src=${src}></docs-nav>`);
    await loaded(nav);
    const [one, two, elsewhere] = $$(nav, 'a[part~=link]') as HTMLAnchorElement[];
    expect(one!.getAttribute('aria-current')).to.equal('page');

    two!.click();
    await nav.updateComplete;
    expect(location.pathname).to.equal('/two');
    expect(two!.getAttribute('aria-current')).to.equal('page');

    // External: announced with external: true and not cancelled by the recipe (on window, after
    // the recipe's listener on document; cancelled there so that the test page opens no window).
    let external: DocsNavigateEvent | undefined;
    let cancelledByRecipe: boolean | undefined;
    const stop = (e: DocsNavigateEvent) => {
      external = e;
      cancelledByRecipe = e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('docs-navigate', stop as EventListener);
    elsewhere!.click();
    window.removeEventListener('docs-navigate', stop as EventListener);
    expect(external?.detail.external).to.equal(true);
    expect(cancelledByRecipe).to.equal(false);
    expect(location.pathname).to.equal('/two');

    history.back();
    await waitUntil(() => location.pathname === '/one', 'Back did not happen');
    await waitUntil(() => one!.getAttribute('aria-current') === 'page', 'after Back, the sidebar does not mark the page of the URL');
    expect(two!.hasAttribute('aria-current')).to.equal(false);
  });
});
