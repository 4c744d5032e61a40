/**
 * The script-tag bundle, dist/docs-nav.min.js:
 *
 *   <script type="module" src="docs-nav.min.js"></script>
 *   <docs-nav src="/docs.json"></docs-nav>
 *
 * This module is only its door: the bundle's code (src/bundle.ts) is a chunk of its own,
 * dist/chunks/docs-nav-[hash].js, which every other chunk imports by that name (so a page may
 * load this file by any URL, `docs-nav.min.js?v=3` or a copy under another name, and the shared
 * code still runs once). What the elements already in the page need is asked for beside that
 * chunk, not once it has come and run (a round trip more for each): the docs.json they show, and
 * the chunks of those loaded on demand (<docs-tabs>, <docs-switcher>, <docs-breadcrumbs>...: the
 * door holds elements/autoload.ts, which finds them, in the page and as it changes).
 */
import type * as Bundle from './bundle.js';
import { discover, LAZY_TAGS, load, watchDocument } from './elements/autoload.js';

export type { DocsToggleDetail, DocsToggleEvent, NavContext, DocsNavigateDetail, DocsNavigateEvent, DocsErrorDetail, DocsErrorEvent } from './bundle.js';

/** The elements of docs-nav that load a navigation of their own: <docs-nav> and those loaded on demand. */
const SOURCES = ['docs-nav', ...LAZY_TAGS].map((tag) => `${tag}[src]`).join();

/**
 * Preloads the files the elements in `doc` will fetch (their `src`, and their `pages` index), as
 * a `<link rel="preload" as="fetch" crossorigin>` in the page would: the store's fetch of the
 * same URL takes that response (same URL, same mode), so each is still fetched once. One link
 * per file (elements of one navigation share it); a file the page preloads too is fetched once
 * as well (browsers keep one preload per URL).
 */
function preloadSources(doc: Document): void {
  const asked = new Set<string>();
  for (const element of doc.querySelectorAll(SOURCES)) {
    for (const name of ['src', 'pages']) {
      const value = element.getAttribute(name);
      if (value === null || asked.has(value)) continue;
      asked.add(value);
      const link = doc.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      // (A value that is no URL makes a link that loads nothing: the element says what is wrong.)
      link.href = value;
      (doc.head ?? doc.documentElement).append(link);
    }
  }
}

const loading = import('./bundle.js');
if (globalThis.document) {
  // The docs.json first: the sidebar waits for it and the shared chunk, the other elements for their chunks too.
  preloadSources(document);
  watchDocument(document);
}
const bundle: typeof Bundle = await loading;

export const { DocsNav, DocsNavElement, NavStore, navContext } = bundle;
export { discover, load };
