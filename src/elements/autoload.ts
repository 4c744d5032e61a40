/**
 * The elements a page may or may not hold (every one but <docs-nav>, the sidebar: <docs-tabs>,
 * <docs-switcher>, <docs-breadcrumbs>, <docs-banner>, <docs-pager>, <docs-menu>, <docs-filter>),
 * defined when a page first holds one: the script-tag bundle (src/script-tag.ts) loads each from a
 * chunk of its own, so a page downloads the code of the elements it shows and no other (a portal
 * that embeds breadcrumbs alone does not download a tab bar).
 *
 * An element is found in the document (watched as it changes), in the root of every docs element
 * that connects (so one in a shadow root beside a <docs-nav> is found too), and in any root given
 * to `discover`: an element alone in a shadow root of the host's own is defined by
 * `discover(shadowRoot)` or by `load(tag)`. Until it is defined, an element is an unknown one: its
 * children show as they are (a <docs-menu>'s navigation, inline) and properties set on it are
 * taken when it upgrades. In the script-tag bundle it runs in the door (src/script-tag.ts), before
 * the chunk of the shared code has come: an element in the page is asked for at once, its chunk
 * fetched beside that one and the docs.json, and defined as soon as the shared code has run (the
 * classic script, src/classic.ts, has every element inside).
 */
import type { ContextEvent } from '@lit/context';

const loaders: Record<string, () => Promise<unknown>> = {
  'docs-tabs': () => import('./docs-tabs.js'),
  'docs-switcher': () => import('./docs-switcher.js'),
  'docs-breadcrumbs': () => import('./docs-breadcrumbs.js'),
  'docs-banner': () => import('./docs-banner.js'),
  'docs-pager': () => import('./docs-pager.js'),
  'docs-menu': () => import('./docs-menu.js'),
  'docs-filter': () => import('./docs-filter.js'),
};

/** The tags of the elements loaded on demand. */
export const LAZY_TAGS = Object.keys(loaders);

const loading = new Map<string, Promise<CustomElementConstructor>>();
const observers: MutationObserver[] = [];
const watched = new WeakSet<Node>();

/** The tags not asked for yet, as one selector ('' when all are). */
const pendingSelector = () => LAZY_TAGS.filter((tag) => !loading.has(tag)).join(',');

/** Loads the chunk that defines `tag` (once); resolves with the element's class when it is defined. */
export function load(tag: string): Promise<CustomElementConstructor> {
  let done = loading.get(tag);
  if (!done) {
    const loader = loaders[tag];
    if (!loader) return Promise.reject(new Error(`<${tag}> is not an element of docs-nav loaded on demand`));
    done = loader().then(() => customElements.whenDefined(tag));
    // A chunk that cannot be fetched leaves its elements undefined, with the reason in the console.
    done.catch((error: unknown) => console.warn(`docs-nav: <${tag}> could not be loaded:`, error));
    loading.set(tag, done);
    if (!pendingSelector()) for (const observer of observers.splice(0)) observer.disconnect();
  }
  return done;
}

/** Loads the elements of docs-nav loaded on demand that `root` holds (or is). */
export function discover(root: ParentNode): void {
  const selector = pendingSelector();
  if (!selector) return;
  if (root instanceof Element && root.matches(selector)) void load(root.localName);
  for (const element of root.querySelectorAll(selector)) void load(element.localName);
}

/** Discovers in `root` now and in whatever is added to it later. */
function watch(root: Document | ShadowRoot): void {
  if (watched.has(root) || !pendingSelector()) return;
  watched.add(root);
  discover(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) discover(node);
  });
  observer.observe(root, { childList: true, subtree: true });
  observers.push(observer);
}

/**
 * Watches `doc`, and the root of every docs element that connects in it, a shadow root of the
 * host's included (open or closed): each asks for the navigation's context as it connects (its
 * ContextConsumer, base.ts), a `context-request` event that crosses shadow roots up to the
 * document, where this hears it first (capture) with the element that asked (`contextTarget`).
 * Called before the bundle's code runs, it hears the elements that code defines too.
 */
export function watchDocument(doc: Document): void {
  watch(doc);
  doc.addEventListener(
    'context-request',
    (event) => {
      // (An event of an older version of the protocol has no contextTarget.)
      const asker = (event as Partial<ContextEvent<never>>).contextTarget;
      if (asker?.localName.startsWith('docs-')) watch(asker.getRootNode() as Document | ShadowRoot);
    },
    true,
  );
}
