import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/docs-pager.js';
import type { DocsPager } from '../../src/elements/docs-pager.js';
import type { DocsNavigateEvent } from '../../src/elements/base.js';
import { $$, isEmpty, jsonUrl, settled } from '../helpers/elements.js';

const CONFIG = {
  navigation: {
    tabs: [
      {
        tab: 'Guides',
        groups: [
          { group: 'Start', pages: ['intro', 'install'] },
          { group: 'Deploy', pages: ['deploy/vercel'] },
        ],
      },
      { tab: 'API', pages: ['api/list'] },
    ],
  },
};

/** The pager's links as a reader's screen reader names them. */
const names = (el: DocsPager) => $$(el, 'a').map((a) => a.textContent!.replace(/[←→]/g, '').replace(/\s+/g, ' ').trim());

describe('<docs-pager>', () => {
  it('links the previous and the next page, naming the group when it changes', async () => {
    const src = jsonUrl(CONFIG);
    const el = await fixture<DocsPager>(html`<docs-pager src=${src} current-path="/install"></docs-pager>`);
    await settled(el, src);
    expect(names(el)).to.deep.equal(['Previous Intro', 'Next Vercel Deploy']);
    const [prev, next] = $$(el, 'a');
    expect(prev!.getAttribute('href')).to.equal('/intro');
    expect(prev!.getAttribute('rel')).to.equal('prev');
    expect(next!.getAttribute('href')).to.equal('/deploy/vercel');
    expect(next!.getAttribute('part')).to.equal('next');
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal('Previous and next page');
    await expect(el).to.be.accessible();
  });

  it('the first page has only a next link; the last of a tab only a previous one', async () => {
    const src = jsonUrl(CONFIG);
    const first = await fixture<DocsPager>(html`<docs-pager src=${src} current-path="/intro"></docs-pager>`);
    await settled(first, src);
    expect(names(first)).to.deep.equal(['Next Install']);
    first.currentPath = '/deploy/vercel';
    await first.updateComplete;
    expect(names(first)).to.deep.equal(['Previous Install Start']);
  });

  it('a page alone in its section: the element hides itself', async () => {
    const src = jsonUrl(CONFIG);
    const el = await fixture<DocsPager>(html`<docs-pager src=${src} current-path="/api/list"></docs-pager>`);
    await settled(el, src);
    expect($$(el, 'a')).to.have.length(0);
    expect(isEmpty(el)).to.equal(true);
  });

  it('a click announces docs-navigate with reason "pager" and routes with router="history"', async () => {
    const src = jsonUrl(CONFIG);
    const el = await fixture<DocsPager>(html`<docs-pager src=${src} current-path="/intro"></docs-pager>`);
    await settled(el, src);
    let detail: DocsNavigateEvent['detail'] | undefined;
    el.addEventListener('docs-navigate', (e) => {
      detail = e.detail;
      e.preventDefault();
    });
    $$(el, 'a')[0]!.click();
    expect(detail).to.include({ href: '/install', reason: 'pager', external: false, title: 'Install' });
  });

  it('mirrors in a right-to-left language', async () => {
    const src = jsonUrl({ navigation: { languages: [{ language: 'ar', pages: ['ar/one', 'ar/two'] }] } });
    const el = await fixture<DocsPager>(html`<docs-pager src=${src} current-path="/ar/one"></docs-pager>`);
    await settled(el, src);
    expect(el.shadowRoot!.querySelector('nav')!.getAttribute('dir')).to.equal('rtl');
    const arrow = el.shadowRoot!.querySelector('.arrow')!;
    expect(getComputedStyle(arrow).transform).to.not.equal('none');
  });
});
