/**
 * One shared, loaded navigation per docs.json URL. Every element with the same `src` reads the same
 * store, so the page fetches and resolves once. A store loads when its first element subscribes,
 * aborts the load when its last one leaves, keeps the last good tree when a reload fails, and
 * never lets a stale answer win.
 */
import type { PageMeta } from '../core/decorate.js';
import { ConfigError, errorMessage, formatDiagnostic, type Diagnostic } from '../core/diagnostics.js';
import { fetchReader, type TextReader } from '../core/load.js';
import { resolveDocs, type Resolved } from '../core/resolve.js';
import { createScoperWith, type OnDemand, type Scoper as IndexedNavigation } from '../core/scope/scoper.js';
import { postTask } from './viewport.js';

export type Scoper = IndexedNavigation;

/**
 * What every store's scoper computes only when asked, installed by the elements that show it,
 * when their module runs: <docs-switcher> where the version and language switches lead,
 * <docs-breadcrumbs> the breadcrumbs (`view.breadcrumbs`). The script-tag bundle so loads that code
 * in their chunks, never for a page showing a sidebar alone. Scopers look it up when read: a view
 * made before an element's module ran answers once it has.
 *
 * @internal
 */
export const onDemand: OnDemand = {};

export interface NavData {
  /**
   * The navigation resolved. Its pages of bare paths are PathPages (core/titles.ts): their
   * `title` and `href` are made when read, and JSON.stringify writes them as `{title, href}`.
   */
  resolved: Resolved;
  scoper: Scoper;
}

export type StoreState =
  | { status: 'idle' }
  | { status: 'loading'; data?: NavData; size?: number }
  | { status: 'ready'; data: NavData }
  | { status: 'error'; message: string; diagnostics: Diagnostic[]; data?: NavData };

export interface StoreOptions {
  /** How the store reads docs.json, `$ref` files and specs; `fetch` by default. */
  read?: TextReader;
  /** Milliseconds before a load is given up (an error state with a retry). */
  timeout?: number;
  /**
   * Page metadata (what `docs-nav index` prints: frontmatter by page path), or the URL of it:
   * the navigation is decorated with it as the CLI decorates it (titles, sidebarTitle, icons…).
   */
  pages?: string | Record<string, PageMeta>;
}

/**
 * A page index's URL against the page. One that does not parse stays as it is: reading it fails,
 * and that is the page index's warning, not the navigation's error.
 */
function indexUrl(pages: string): string {
  try {
    return new URL(pages, document.baseURI).href;
  } catch {
    return pages;
  }
}

/** The page metadata a store was made for, as part of its key: its URL, or an id of the object. */
const pageObjects = new WeakMap<object, number>();
let pageObjectCount = 0;
function pagesKey(pages: StoreOptions['pages']): string {
  if (pages === undefined) return '';
  if (typeof pages === 'string') return indexUrl(pages);
  let id = pageObjects.get(pages);
  if (id === undefined) pageObjects.set(pages, (id = ++pageObjectCount));
  return `#${id}`;
}

const stores = new Map<string, NavStore>();

/** Milliseconds of work after which a task keeps a page from answering input noticeably (what browsers call a long task). */
const LONG_TASK_MS = 50;

/** Milliseconds the store waits, once resolved, for what its elements fetched when told the size of docs.json. */
const NEEDS_WAIT_MS = 50;

/**
 * Resolves in a task of its own, so that the page may paint and answer input in between:
 * `scheduler.yield()` where there is one (the work goes on before other tasks), else a message.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => postTask(resolve));
}

export class NavStore {
  /** The store for a docs.json URL (resolved against the page), shared by every element. */
  static for(src: string, options: StoreOptions = {}): NavStore {
    let url: string;
    let key: string;
    try {
      url = new URL(src, document.baseURI).href;
      key = `${url} ${pagesKey(options.pages)}`;
    } catch {
      // Not a URL (`http://[::1`): a store whose every load fails, saying so.
      url = key = src;
      options = { ...options, read: () => Promise.reject(new Error(`"${src}" is not a valid URL`)) };
    }
    let store = stores.get(key);
    if (!store) stores.set(key, (store = new NavStore(url, options)));
    return store;
  }

  readonly url: string;
  state: StoreState = { status: 'idle' };
  #listeners = new Set<() => unknown>();
  /** The controller of the load under way: a load whose controller is no longer this one is stale, and its answer is dropped. */
  #controller?: AbortController;
  #read: TextReader;
  #timeout: number;
  #pages: StoreOptions['pages'];

  constructor(url: string, options: StoreOptions = {}) {
    this.url = url;
    this.#read = options.read ?? fetchReader();
    this.#timeout = options.timeout ?? 15_000;
    this.#pages = options.pages;
  }

  get data(): NavData | undefined {
    return 'data' in this.state ? this.state.data : undefined;
  }

  /**
   * Calls `listener` on every change; the first subscriber starts the load. Told the size of
   * docs.json, a listener may return what it fetches for it (the code of a long sidebar): the
   * store gives it a moment to come before it says it is ready.
   */
  subscribe(listener: () => unknown): () => void {
    this.#listeners.add(listener);
    if (this.state.status === 'idle') void this.load();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0 && this.state.status === 'loading') {
        // No element uses this navigation any more: stop loading it (the next subscriber loads again).
        this.#controller?.abort();
        this.#controller = undefined;
        this.#set({ status: 'idle' });
      }
    };
  }

  /** (Re)loads; resolves when done, never rejects: failures become the error state. */
  async load(): Promise<void> {
    this.#controller?.abort(); // superseded by this load
    const controller = (this.#controller = new AbortController());
    const previous = this.data;
    this.#set({ status: 'loading', data: previous });
    const timer = setTimeout(() => controller.abort(new DOMException(`no answer from ${this.url} after ${this.#timeout / 1000} s`, 'TimeoutError')), this.#timeout);
    // Resolving, indexing and the elements' first render (when the store is ready) would be one
    // long task on a large navigation: once the work since the last file came in has run as long
    // as a long task, the rest goes on in a new task (a small navigation stays in one: its first
    // paint waits for no other frame).
    let since = performance.now();
    /** What the elements fetch once told the size of docs.json (see subscribe). */
    let needs: unknown[] = [];
    const read: TextReader = async (url, signal) => {
      const text = await this.#read(url, signal);
      since = performance.now();
      // docs.json is in: its size told, and a task for what an element fetches for a large one
      // (the code of long sidebars) to begin, in parallel with its parsing and resolving.
      if (url === this.url && controller === this.#controller) {
        needs = this.#set({ status: 'loading', data: previous, size: text.length });
        await nextTask();
        since = performance.now();
      }
      return text;
    };
    /** False when this load was superseded meanwhile. */
    const breathe = async (): Promise<boolean> => {
      if (performance.now() - since < LONG_TASK_MS) return true;
      await nextTask();
      since = performance.now();
      return controller === this.#controller;
    };
    try {
      // A page index given by its URL is read by the core, beside docs.json. Titles are made when
      // an element shows them (lazyPages): a large site makes a few dozen before its first paint,
      // not one per page.
      const pages = this.#pages;
      const resolved = await resolveDocs(this.url, { read, signal: controller.signal, pages: typeof pages === 'string' ? indexUrl(pages) : pages, lazyPages: true });
      if (controller !== this.#controller) return;
      if (resolved.diagnostics.length) {
        // Tell the author what is wrong; the good parts render regardless.
        console.warn(`docs-nav: ${resolved.diagnostics.length} problem(s) in ${this.url}\n${resolved.diagnostics.map(formatDiagnostic).join('\n')}`);
      }
      if (!(await breathe())) return;
      const scoper = createScoperWith(resolved.navigation, onDemand);
      // What the elements fetched meanwhile has come, as a rule, but runs only once this work
      // lets it: a moment for it (NEEDS_WAIT_MS at most), and the elements show the navigation
      // with it, not a skeleton for a frame first.
      if (needs.length) await Promise.race([Promise.allSettled(needs), new Promise((resolve) => setTimeout(resolve, NEEDS_WAIT_MS))]);
      if (!(await breathe())) return;
      this.#set({ status: 'ready', data: { resolved, scoper } });
    } catch (e) {
      if (controller !== this.#controller) return;
      const reason = controller.signal.aborted ? controller.signal.reason : e;
      const diagnostics = e instanceof ConfigError ? e.diagnostics : [];
      const message =
        diagnostics.length > 0
          ? diagnostics.map((d) => `${d.message}${d.line ? ` (line ${d.line}${d.column ? `, column ${d.column}` : ''})` : ''}`).join('; ')
          : errorMessage(reason); // DOMException (abort, timeout) is an Error
      this.#set({ status: 'error', message, diagnostics, data: previous });
    } finally {
      clearTimeout(timer);
      if (this.#controller === controller) this.#controller = undefined;
    }
  }

  /** Sets the state and tells every listener; returns what they returned (see subscribe). */
  #set(state: StoreState): unknown[] {
    this.state = state;
    return [...this.#listeners].map((l) => l()).filter(Boolean);
  }
}
