#!/usr/bin/env node
/**
 * The filter's keystroke, in Chromium: <docs-filter> on a navigation of 20,000 pages in the
 * current version (40,000 in all, two versions), a reader typing words letter by letter; each
 * keystroke's work timed from the input event to its list laid out (matched, rendered, style and
 * layout done: what must fit in a frame). The first keystroke, which fetches the matcher's chunk
 * and makes the index, is timed apart. Before a time counts, the run checks the element listed what a plain scan of the same
 * pages finds.
 *
 *   node bench/filter.mjs [--runs N]     (after `npm run build`)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bigNavigation } from '../scripts/gen-docs.mjs';
import { withBrowser } from './browser.mjs';
import { median } from './stats.mjs';

export const FILTER_PAGES = 20_000;
// Words found in page titles only (the generated groups are Overview, Big group, Section N, Topic N.M, Deeper N), so a plain scan of the titles counts the matches exactly.
const WORDS = ['page', 'item 12', 'zzz', 'pag', 'item'];

export async function filterKeystrokes({ browser, server }, { runs = 3 } = {}) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  await page.goto(`${server.url}/bench/page.html`);
  await page.waitForFunction(() => window.benchReady === true && customElements.get('docs-nav'));
  const result = await page.evaluate(
    async (url, words, runs) => {
      const el = document.createElement('docs-filter');
      el.setAttribute('src', url);
      el.setAttribute('current-path', '/v2/overview/page-1');
      document.querySelector('#sidebar').append(el);
      // The script-tag bundle defines <docs-filter> from its chunk once the page holds one.
      await customElements.whenDefined('docs-filter');
      const input = await new Promise((resolve) => {
        const poll = () => (el.getAttribute('status') === 'ready' ? resolve(el.shadowRoot.querySelector('input')) : setTimeout(poll, 20));
        poll();
      });
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      const list = () => el.shadowRoot.querySelector('[role=listbox]');
      // The first keystroke: the matcher's chunk fetched, the index made, the first list shown.
      const f0 = performance.now();
      input.focus();
      input.value = words[0][0];
      input.dispatchEvent(new InputEvent('input'));
      await el.updateComplete;
      void list().offsetHeight;
      const firstMs = performance.now() - f0;
      // What the element should list: the pages of v2 whose title holds every word (a plain scan).
      const nav = await (await fetch(url)).json();
      const titles = [];
      // Page paths are the strings of `pages` lists; their titles are their last segment, as words.
      const walk = (n, inV2) => {
        if (Array.isArray(n)) return n.forEach((x) => (typeof x === 'string' ? inV2 && titles.push(x.split('/').pop().replace(/-/g, ' ').toLowerCase()) : walk(x, inV2)));
        if (n && typeof n === 'object') for (const v of Object.values(n)) if (typeof v === 'object') walk(v, inV2 || n.version === 'v2');
      };
      walk(nav.navigation, false);
      const times = [];
      const checks = [];
      for (let run = 0; run < runs; run++) {
        for (const word of words) {
          input.value = '';
          input.dispatchEvent(new InputEvent('input'));
          await el.updateComplete;
          await frame();
          for (let i = 1; i <= word.length; i++) {
            input.value = word.slice(0, i);
            const t0 = performance.now();
            input.dispatchEvent(new InputEvent('input'));
            await el.updateComplete;
            void list().offsetHeight; // style and layout of the list, now
            times.push(performance.now() - t0);
            await frame();
          }
          if (run === 0) {
            const parts = word.split(' ');
            const expected = titles.filter((t) => parts.every((p) => t.includes(p))).length;
            const status = el.shadowRoot.querySelector('[role=status]').textContent;
            const listed = el.shadowRoot.querySelectorAll('[role=option]').length;
            checks.push({ word, expected, status, listed });
          }
        }
      }
      return { times, checks, pages: titles.length, firstMs };
    },
    `${server.url}/bench/.data/nav-filter.json`,
    WORDS,
    runs,
  );
  await page.close();
  for (const c of result.checks) {
    const total = c.expected === 0 ? 'No page matches' : `Results: ${c.expected.toLocaleString('en')}`;
    if (c.status !== total || c.listed !== Math.min(c.expected, 50)) throw new Error(`filter bench: "${c.word}" listed ${c.listed} and said "${c.status}", a plain scan finds ${c.expected}`);
  }
  if (result.pages !== FILTER_PAGES) throw new Error(`filter bench: ${result.pages} pages in v2, not ${FILTER_PAGES}`);
  const sorted = [...result.times].sort((a, b) => a - b);
  return { pages: result.pages, keystrokes: result.times.length, median: median(result.times), p95: sorted[Math.floor(sorted.length * 0.95)], max: sorted.at(-1), firstMs: result.firstMs, checks: result.checks };
}

/** Writes bench/.data/nav-filter.json: 20,000 pages in each of two versions. */
export async function writeFilterData(root) {
  await mkdir(path.join(root, 'bench/.data'), { recursive: true });
  await writeFile(path.join(root, 'bench/.data/nav-filter.json'), JSON.stringify(bigNavigation(2 * FILTER_PAGES)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const runs = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 3;
  await writeFilterData(root);
  const r = await withBrowser(root, (ctx) => filterKeystrokes(ctx, { runs }));
  console.log(JSON.stringify(r, null, 2));
}
