/** Small helpers shared by the elements: icons, external links, badges, walks of a sidebar, languages, storage. */
import { html, nothing, type TemplateResult } from 'lit';
import { normalizePath } from './location.js';
import { safeUrl } from '../core/schema/values.js';
import type { DivisionOption, NavEntry, NavGroup, NavPage } from '../core/scope.js';
import { PathPage } from '../core/titles.js';

/** Whether a division is listed: hidden ones only when current. */
export const shown = (o: DivisionOption): boolean => !o.hidden || o.active;

/** Whether a sidebar entry is a group (else a page). */
export const isGroup = (e: NavEntry): e is NavGroup => typeof (e as NavGroup).group === 'string' && Array.isArray((e as NavGroup).pages);

/** A group's root page, when it has one with an href. */
export function rootOf(group: NavGroup): NavPage | undefined {
  return typeof group.root?.href === 'string' ? group.root : undefined;
}

/**
 * The test of whether a page is the page `target` (a path as normalizePath gives it). A sidebar
 * may hold 100,000 pages: most are told apart by their start, without normalising their hrefs or
 * making a string for each (a PathPage's href is made when read: its path is read instead).
 */
export function pathTest(target: string): (page: NavPage) => boolean {
  // normalizePath drops a query, a fragment and trailing slashes, and adds a leading slash.
  const bare = target.slice(1);
  // A PathPage's href (core/titles.ts) is its path after a slash, or an http(s) URL as it is, or a
  // path beginning with a slash as it is. For any but the last, that href starts like `target`,
  // or like a `bare` neither empty nor beginning with a slash, only if the path starts like `bare`.
  const byPath = bare !== '' && bare.charCodeAt(0) !== 47;
  return (page) => {
    if (!target) return false;
    if (byPath && page instanceof PathPage && page.path.charCodeAt(0) !== 47 && !page.path.startsWith(bare)) return false;
    const href = page.href;
    if (typeof href !== 'string') return false;
    if (href === target) return true;
    if (!href.startsWith(target) && !href.startsWith(bare)) return false;
    return normalizePath(href) === target;
  };
}

/** Where a page is in a sidebar (see locatePage). */
export interface PageLocation {
  /** Its first place: the entry's index at each level, outer first (the last one is the page, or a group whose root it is). */
  path: number[];
  /** The groups around its first place, outer first (with the group whose root it is). */
  groups: NavGroup[];
  /** Every group holding it (as a page or a root), wherever it is listed. */
  holders: Set<NavGroup>;
  /** Per list of entries, the indices of those holding it. */
  lists: Map<NavEntry[], number[]>;
}

/**
 * Where the page `target` (normalised) is in `entries`, in document order (a group's root before
 * its pages), or undefined when it is not there. One walk, nothing kept per group: the sidebar
 * may be 100,000 pages long or 1,000 groups deep.
 */
export function locatePage(entries: NavEntry[], target: string): PageLocation | undefined {
  const found: PageLocation = { path: [], groups: [], holders: new Set(), lists: new Map() };
  const isTarget = pathTest(target);
  const path: number[] = [];
  const groups: NavGroup[] = [];
  let first = false;
  const visit = (list: NavEntry[]): boolean => {
    let holds = false;
    for (let i = 0; i < list.length; i++) {
      const e = list[i]!;
      let here: boolean;
      path.push(i);
      if (isGroup(e)) {
        groups.push(e);
        const root = rootOf(e);
        here = !!root && isTarget(root);
        if (here && !first) [first, found.path, found.groups] = [true, [...path], [...groups]];
        // Not `here || visit()`: every place of the page is found, duplicates too.
        if (visit(e.pages)) here = true;
        if (here) found.holders.add(e);
        groups.pop();
      } else {
        here = isTarget(e);
        if (here && !first) [first, found.path, found.groups] = [true, [...path], [...groups]];
      }
      path.pop();
      if (here) {
        holds = true;
        const at = found.lists.get(list);
        if (at) at.push(i);
        else found.lists.set(list, [i]);
      }
    }
    return holds;
  };
  return visit(entries) ? found : undefined;
}

/** The parts of an item that may be the current one: `link`, or `link link-active`. */
export function partOf(name: string, active: boolean | undefined): string {
  return active ? `${name} ${name}-active` : name;
}

/**
 * Icons: a config names them (`"rocket"`, or an image URL). An image URL is shown as an image;
 * a name is shown through `iconUrl` (a template such as `/icons/{name}.svg`) when the element
 * has one, else as an empty, styleable `part="icon"` span with `data-icon`.
 */
export function renderIcon(icon: unknown, iconUrl: string | undefined): TemplateResult | typeof nothing {
  const name = asText(typeof icon === 'string' ? icon : (icon as { name?: unknown } | null | undefined)?.name);
  if (!name) return nothing;
  const isUrl = /^(https?:)?\/\/|^\/|\.(svg|png|jpe?g|gif|webp)$/i.test(name);
  const src = safeUrl(isUrl ? name : iconUrl?.replace('{name}', encodeURIComponent(name)));
  if (src) return html`<img part="icon" class="icon" src=${src} alt="" aria-hidden="true" />`;
  return html`<span part="icon" class="icon" data-icon=${name} aria-hidden="true"></span>`;
}

/**
 * A link out of the docs opens in a new tab, with neither opener nor referrer: its `target`, its
 * `rel`, and the mark after its text (a visible arrow, and words for screen readers).
 */
export const targetOf = (external: boolean | undefined): string | typeof nothing => (external ? '_blank' : nothing);
export const relOf = (external: boolean | undefined): string | typeof nothing => (external ? 'noopener noreferrer' : nothing);
export function renderExternalMark(external: boolean | undefined, newTab: string): TemplateResult | typeof nothing {
  return external ? html`<span part="external" class="external-mark" aria-hidden="true">↗</span><span class="visually-hidden"> ${newTab}</span>` : nothing;
}

/** A tag (a group's, a page's, a version's), or another badge of the same look (`Deprecated`). */
export function renderTag(tag: unknown, part = 'tag'): TemplateResult | typeof nothing {
  const text = asText(tag);
  return text ? html`<span part=${part} class="tag">${text}</span>` : nothing;
}

/** The HTTP method of an endpoint page (`"/openapi.json get /users"` -> `get`): its first word that is one. */
export function endpointMethod(page: Record<string, unknown>): string | undefined {
  const api = typeof page.openapi === 'string' ? page.openapi : typeof page.api === 'string' ? page.api : '';
  return /(?:^|\s)(get|post|put|patch|delete|head|options|trace|webhook)(?!\S)/i.exec(api)?.[1]!.toLowerCase();
}

/**
 * A value shown as text: a string with more than white space in it, or a number (frontmatter's
 * `title: 2024` is one to YAML; it shows as the reference's pages show it). Anything else: none.
 */
export function asText(v: unknown): string | undefined {
  return typeof v === 'number' ? String(v) : typeof v === 'string' && v.trim() ? v : undefined;
}

/**
 * What a link to a page says: its `sidebarTitle`, else its title; a page whose title is blank (the
 * reference titles `guides/` with nothing) says its path, never an empty link.
 */
export function pageLabel(page: { title?: unknown; sidebarTitle?: unknown; href: string }, sidebar = true): string {
  return (sidebar ? asText(page.sidebarTitle) : undefined) ?? asText(page.title) ?? page.href;
}

/** Mintlify language codes that are no BCP 47 tags (or name a script by region), to the tag. */
const LANGUAGE_TAGS: Record<string, string> = { cn: 'zh-Hans', zh: 'zh-Hans', 'zh-cn': 'zh-Hans', 'zh-tw': 'zh-Hant', jp: 'ja', 'ja-jp': 'ja', ua: 'uk' };
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi']);

/** The BCP 47 tag of a docs.json language code (`cn` -> `zh-Hans`, `jp` -> `ja`, `ua` -> `uk`). */
export function languageTag(code: string): string {
  const mapped = LANGUAGE_TAGS[code.toLowerCase()] ?? code;
  try {
    return Intl.getCanonicalLocales(mapped)[0] ?? mapped;
  } catch {
    return mapped;
  }
}

/** The direction a language is written in (`ar` -> `rtl`, `fr` -> `ltr`). */
export function languageDir(code: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(languageTag(code).split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** localStorage, or sessionStorage with `session`, that never throws (blocked storage, private mode, quota). */
export const storage = {
  get(key: string, session = false): string | null {
    try {
      return (session ? sessionStorage : localStorage).getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string, session = false): void {
    try {
      (session ? sessionStorage : localStorage).setItem(key, value);
    } catch {
      /* not remembered */
    }
  },
};
