/**
 * Previous and next page: the pages around the current one in the order its sidebar lists them
 * (the sidebar of the current version, language, product and tab/anchor/dropdown), as Mintlify,
 * Starlight and Docusaurus link them at the end of a page.
 */
import type { NavEntry, NavGroup, NavPage, ScopeView } from './scope/types.js';
import { pageTarget } from './titles.js';

export interface PagerLink {
  page: NavPage;
  /** The group the page is listed in, when it is not the current page's group. */
  group?: string;
}

export interface Pager {
  previous?: PagerLink;
  next?: PagerLink;
}

interface Listed {
  page: NavPage;
  /** The innermost group holding the page (for a root page: its group). */
  group?: NavGroup;
}

/** Whether `v` is a group (else a page). */
const isGroup = (e: NavEntry): e is NavGroup => typeof (e as NavGroup).group === 'string' && Array.isArray((e as NavGroup).pages);

/** An href to another site or scheme (`https://…`, `//host`, `mailto:`): not a page of these docs. */
const isExternal = (href: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/** `/a/b/` -> `/a/b`; a query or hash dropped. */
const normalize = (href: string): string => {
  const p = href.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return p.startsWith('/') ? p : `/${p}`;
};

/**
 * The sidebar's pages in reading order: a group's root page before its pages, nested groups where
 * they stand. Hidden pages and groups and external links are left out (a page whose frontmatter
 * `url` leads to another site too: its entry is a link there), and so is a page listed
 * again right after itself (a group's root that is also its first page).
 */
export function readingOrder(sidebar: readonly NavEntry[]): Listed[] {
  return listed(sidebar).order;
}

/** readingOrder, and each page's href normalised (what pagerOf looks the current page up by). */
function listed(sidebar: readonly NavEntry[]): { order: Listed[]; keys: string[] } {
  const out: Listed[] = [];
  const keys: string[] = [];
  const add = (page: NavPage | undefined, group: NavGroup | undefined): void => {
    if (!page) return;
    const href = page.href;
    // (Hidden: any true value, as the sidebar takes it; frontmatter may say `hidden: yes`.)
    if (typeof href !== 'string' || page.hidden || isExternal(href) || isExternal(pageTarget(page))) return;
    const key = normalize(href);
    if (keys.length && keys[keys.length - 1] === key) return;
    out.push({ page, group });
    keys.push(key);
  };
  // A stack instead of recursion: a sidebar may be nested very deep.
  const stack: { entries: readonly NavEntry[]; at: number; group?: NavGroup }[] = [{ entries: sidebar, at: 0 }];
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const entry = top.entries[top.at++];
    if (entry === undefined) {
      stack.pop();
      continue;
    }
    if (!isGroup(entry)) add(entry, top.group);
    else if (entry.hidden !== true) {
      add(entry.root, entry);
      stack.push({ entries: entry.pages, at: 0, group: entry });
    }
  }
  return { order: out, keys };
}

/**
 * The reading order of the sidebars pagerOf was asked about, made once each: views are memoized,
 * so the pages of one sidebar share its list (a navigation from page to page of a 25,000-page
 * site no longer lists its sidebar again).
 */
const orders = new WeakMap<readonly NavEntry[], { order: Listed[]; keys: string[] }>();

/**
 * The previous and next pages of the page at `href` in `view`'s sidebar; none across the
 * sidebar's ends (another tab or version is another order). Nothing for a page the sidebar does
 * not list (a hidden page, a path that is no page).
 */
export function pagerOf(view: ScopeView, href: string): Pager {
  let known = orders.get(view.sidebar);
  if (!known) orders.set(view.sidebar, (known = listed(view.sidebar)));
  const { order, keys } = known;
  const at = keys.indexOf(normalize(href));
  if (at < 0) return {};
  const here = order[at]!.group;
  const link = (l: Listed | undefined): PagerLink | undefined => {
    if (!l) return undefined;
    const group = l.group && l.group !== here && l.group.group.trim() ? l.group.group : undefined;
    return group ? { page: l.page, group } : { page: l.page };
  };
  return { previous: link(order[at - 1]), next: link(order[at + 1]) };
}
