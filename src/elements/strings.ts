/**
 * The elements' own words, in the reader's language: picked by the language of the navigation
 * being read (else the page's `lang`), for the languages real docs.json files use most; English
 * for the others. A host changes any of them with the `strings` property of an element. English
 * is here; the other languages are a chunk (translations.ts) fetched when a page needs one,
 * after which the elements render again (their `updateComplete` waits for it).
 */
import { languageTag } from './parts.js';

export interface DocsStrings {
  /** The sidebar's landmark (`<docs-nav>`). */
  sidebar: string;
  /** The tab bar's landmark (`<docs-tabs>`). */
  tabs: string;
  /** The breadcrumbs' landmark. */
  breadcrumbs: string;
  /** The banner's region. */
  banner: string;
  /** The pager's landmark, and its two words. */
  pager: string;
  previous: string;
  next: string;
  /** The switchers' names. */
  version: string;
  language: string;
  product: string;
  section: string;
  /** Said after the default version or language in a switcher. */
  isDefault: string;
  /** The banner's close button. */
  dismiss: string;
  /** Said (not shown) after a link that opens in a new tab. */
  newTab: string;
  /** The badge of a deprecated page. */
  deprecated: string;
  /** Before the reason a navigation could not be loaded, or reloaded. */
  loadError: string;
  refreshError: string;
  retry: string;
  /** A section without pages. */
  empty: string;
  /** The menu button and the dialog's close button (`<docs-menu>`). */
  menu: string;
  close: string;
  /** The filter's name, its placeholder, its count (`{n}`), and what it says when nothing matches. */
  find: string;
  findPlaceholder: string;
  results: string;
  noResults: string;
}

export const ENGLISH: DocsStrings = {
  sidebar: 'Documentation',
  tabs: 'Sections',
  breadcrumbs: 'Breadcrumb',
  banner: 'Announcement',
  pager: 'Previous and next page',
  previous: 'Previous',
  next: 'Next',
  version: 'Version',
  language: 'Language',
  product: 'Product',
  section: 'Section',
  isDefault: 'default',
  dismiss: 'Dismiss',
  newTab: '(opens in a new tab)',
  deprecated: 'Deprecated',
  loadError: 'Could not load the navigation:',
  refreshError: 'Could not refresh the navigation:',
  retry: 'Retry',
  empty: 'No pages in this section.',
  menu: 'Menu',
  close: 'Close',
  find: 'Find a page',
  findPlaceholder: 'Find a page…',
  results: 'Results: {n}',
  noResults: 'No page matches',
};


/** The languages the elements speak, as BCP 47 tags. */
export const UI_LANGUAGES: readonly string[] = ['en', 'fr', 'de', 'es', 'pt-BR', 'ja', 'ko', 'zh', 'zh-Hant', 'ru', 'it', 'ar', 'he', 'tr', 'id', 'vi', 'pl', 'nl'];

let translations: typeof import('./translations.js') | undefined;
let loading: Promise<void> | undefined;
const waiting = new Set<() => void>();

/** Whether `code` is English (or no language): nothing to fetch. */
const isEnglish = (code: string): boolean => /^en(?:-|$)/i.test(languageTag(code));

/**
 * Fetches the translations, once; calls `then` when they are in (at once, not at all, when they
 * are in already). Resolves when they are in, or failed to load (the words stay English).
 */
export function loadTranslations(then?: () => void): Promise<void> {
  if (translations) return Promise.resolve();
  if (then) waiting.add(then);
  loading ??= import('./translations.js').then(
    (m) => {
      translations = m;
      for (const f of [...waiting]) f();
      waiting.clear();
    },
    () => {
      /* the chunk cannot be fetched: English */
    },
  );
  return loading;
}

/** Whether the words for `code` are not in yet: a translation that is still loading, or not asked for. */
export function awaitsTranslation(code: string): boolean {
  return !translations && !isEnglish(code);
}

/**
 * The words for a docs.json language code or a BCP 47 tag (`fr`, `fr-CA`, `cn`, `zh-TW`, `pt`),
 * with a host's own words over them: English until the translations are in (see
 * `loadTranslations`), and for a language the elements do not speak.
 */
export function stringsFor(code: string | undefined, overrides?: Partial<DocsStrings> | null): DocsStrings {
  const base = code && translations ? translations.translation(languageTag(code)) : undefined;
  return overrides || base ? { ...ENGLISH, ...base, ...overrides } : ENGLISH;
}
