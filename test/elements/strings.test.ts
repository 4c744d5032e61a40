import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { DocsNav, DocsPager } from '../../src/index.js';
import { ENGLISH, loadTranslations, stringsFor, UI_LANGUAGES } from '../../src/elements/strings.js';
import { $, jsonUrl, settled } from '../helpers/elements.js';

describe('the elements\' words in the reader\'s language', () => {
  // The translations are a chunk fetched on demand: the table tests read them once they are in.
  before(() => loadTranslations());
  it('speak the languages real configs use most, each with every word', () => {
    const wanted = ['en', 'fr', 'de', 'es', 'pt-BR', 'ja', 'ko', 'zh', 'zh-Hant', 'ru', 'it', 'ar', 'he', 'tr', 'id', 'vi', 'pl', 'nl'];
    expect(UI_LANGUAGES).to.include.members(wanted);
    for (const lang of wanted.slice(1)) {
      const words = stringsFor(lang);
      for (const key of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) expect(words[key], `${lang}.${key}`).to.be.a('string').and.not.equal('');
      expect(words.previous, lang).to.not.equal(ENGLISH.previous);
      expect(words.results, `${lang}: the count has its place`).to.contain('{n}');
    }
  });

  it('take docs.json codes and regional tags to the nearest language', () => {
    const cases: [string, string][] = [
      ['cn', '上一页'],
      ['zh-TW', '上一頁'],
      ['zh-Hant', '上一頁'],
      ['jp', '前へ'],
      ['fr-CA', 'Précédent'],
      ['pt', 'Anterior'],
      ['ua', 'Previous'],
      ['xx-nonsense', 'Previous'],
    ];
    for (const [code, previous] of cases) expect(stringsFor(code).previous, code).to.equal(previous);
  });

  const translated = {
    navigation: {
      languages: [
        { language: 'en', groups: [{ group: 'Start', pages: ['en/one', 'en/two'] }] },
        { language: 'ar', groups: [{ group: 'ابدأ', pages: ['ar/one', 'ar/two'] }] },
        { language: 'ja', groups: [] },
      ],
    },
  };

  it('picked by the language of the page being read', async () => {
    const src = jsonUrl(translated);
    const pager = await fixture<DocsPager>(html`<docs-pager src=${src} current-path="/ar/one"></docs-pager>`);
    await settled(pager, src);
    expect($(pager, '[part~=label]').textContent!.trim()).to.contain('التالي');
    expect($(pager, 'nav').getAttribute('aria-label')).to.equal('الصفحة السابقة والتالية');
    pager.currentPath = '/en/one';
    await pager.updateComplete;
    expect($(pager, '[part~=label]').textContent!.trim()).to.contain('Next');
  });

  it('a host overrides any word', async () => {
    const src = jsonUrl(translated);
    const pager = await fixture<DocsPager>(html`<docs-pager src=${src} current-path="/en/one" .strings=${{ next: 'Onward' }}></docs-pager>`);
    await settled(pager, src);
    expect($(pager, '[part~=label]').textContent!.trim()).to.contain('Onward');
    pager.strings = { next: 'Forth' };
    await pager.updateComplete;
    expect($(pager, '[part~=label]').textContent!.trim()).to.contain('Forth');
  });

  it('without languages in the navigation, the page\'s lang decides', async () => {
    const src = jsonUrl({ navigation: { groups: [] } });
    const wrap = await fixture<HTMLDivElement>(html`<div lang="de"><docs-nav src=${src}></docs-nav></div>`);
    const nav = wrap.querySelector<DocsNav>('docs-nav')!;
    await settled(nav, src);
    expect($(nav, '[part=empty]').textContent).to.equal('Keine Seiten in diesem Bereich.');
    expect($(nav, 'nav').getAttribute('aria-label')).to.equal('Dokumentation');
  });

  it('errors and their retry button too', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div lang="ja"><docs-nav src="/test/fixtures/none/docs.json?ja"></docs-nav></div>`);
    const nav = wrap.querySelector<DocsNav>('docs-nav')!;
    await settled(nav, '/test/fixtures/none/docs.json?ja');
    expect($(nav, '[role=alert]').textContent).to.contain('ナビゲーションを読み込めませんでした');
    expect($(nav, '[role=alert] button').textContent).to.equal('再試行');
  });
});
