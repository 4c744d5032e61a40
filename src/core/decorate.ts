/**
 * Turns page paths into page objects (`"quickstart"` -> `{title: "Quickstart", href: "/quickstart"}`),
 * group roots too, and drops the consumed `openapi` keys: the last step of resolving, as the
 * reference build's decoration does.
 */
import { keepShape } from './shapes.js';
import { CONTENT_KEYS, isNode } from './schema.js';
import { pageHref, slugToTitle } from './titles.js';

/** Metadata of one page, as a page index or the OpenAPI stage gives it. */
export interface PageMeta {
  title?: string;
  sidebarTitle?: string;
  href?: string;
  [key: string]: unknown;
}

/** A resolved page: what every page reference of the navigation becomes. */
export interface ResolvedPage {
  title: string;
  href: string;
  /** `"/openapi.json get /users/{id}"` for an endpoint page. */
  openapi?: string;
  [key: string]: unknown;
}

type Json = Record<string, unknown>;

export interface DecorateOptions {
  /** Page metadata by page path (`guides/intro`), e.g. from MDX frontmatter; optional. */
  pages?: ReadonlyMap<string, PageMeta>;
  /**
   * Pages the OpenAPI stage generated, by slug; consulted first. Each is a finished page object
   * (title first, href set), placed as it is where it is first listed.
   */
  generated?: ReadonlyMap<string, PageMeta>;
  /** Called for a page the page index lacks (only when a page index was given). */
  onUnknownPage?: (path: string) => void;
}

export function decorateNavigation(navigation: Json, options: DecorateOptions): Json {
  const { global, ...rest } = navigation;
  const decorated = decorateNode(rest, false, newDecorating(options));
  return global === undefined ? decorated : { global, ...decorated };
}

interface Decorating extends DecorateOptions {
  /** Generated page objects already placed in the navigation (a second listing gets a copy). */
  used: Set<PageMeta>;
}

function newDecorating(options: DecorateOptions): Decorating {
  return { generated: options.generated, pages: options.pages, onUnknownPage: options.onUnknownPage, used: new Set() };
}
// One per resolution: see shapes.ts.
keepShape(newDecorating({ generated: new Map(), pages: new Map(), onUnknownPage: () => {} }));

function decorateNode(node: Json, parentHidden: boolean, options: Decorating): Json {
  const hidden = typeof node.hidden === 'boolean' ? node.hidden : parentHidden;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'openapi') continue;
    if (key === 'root' && typeof value === 'string') out.root = decoratePage(value, hidden, options);
    else if ((CONTENT_KEYS as readonly string[]).includes(key) && Array.isArray(value)) {
      // Loops, not map(): a closure made on every call would have its optimized code made anew
      // with every resolution (see shapes.ts).
      const items: unknown[] = [];
      for (const item of value) {
        items.push(key === 'pages' && typeof item === 'string' ? decoratePage(item, hidden, options) : isNode(key, item) ? decorateNode(item, hidden, options) : item);
      }
      out[key] = items;
    } else out[key] = value;
  }
  return out;
}

function decoratePage(path: string, parentHidden: boolean, options: Decorating): ResolvedPage {
  const clean = path.charCodeAt(0) === 47 || path.charCodeAt(path.length - 1) === 47 ? path.replace(/^\/+/, '').replace(/\/$/, '') : path;
  const generated = options.generated?.get(clean) ?? options.generated?.get(path);
  const meta = generated ?? options.pages?.get(clean) ?? options.pages?.get(path);
  if (!meta) {
    if (options.pages) options.onUnknownPage?.(path);
    return { title: slugToTitle(path), href: pageHref(path) };
  }
  // A generated page (title first, href set) is already the object the copy below would make:
  // its first listing takes it as it is.
  if (generated && !(parentHidden && generated.hidden === true)) {
    // One lookup: adding it grows the set only if it was not placed yet.
    const placed = options.used.size;
    if (options.used.add(generated).size > placed) return generated as ResolvedPage;
  }
  // The title from the path only when the metadata has none (it would override it).
  const page = { title: meta.title === undefined ? slugToTitle(clean) : meta.title, ...meta, href: meta.href ?? pageHref(clean) } as ResolvedPage;
  if (parentHidden && page.hidden === true) delete page.hidden;
  return page;
}
