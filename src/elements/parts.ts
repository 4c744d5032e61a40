/** Small helpers shared by the elements: icons, external links, badges, walks of a sidebar, languages, storage. */
import { html, nothing, type TemplateResult } from 'lit';
import { normalizePath, safeUrl } from './location.js';
import type { DivisionOption, NavEntry, NavGroup, NavPage } from '../core/scope.js';

/** Whether a division is listed: hidden ones only when current. */
export const shown = (o: DivisionOption): boolean => !o.hidden || o.active;

/** Whether a sidebar entry is a group (else a page). */
export const isGroup = (e: NavEntry): e is NavGroup => typeof (e as NavGroup).group === 'string' && Array.isArray((e as NavGroup).pages);

/** A group's root page, when it has one with an href. */
export function rootOf(group: NavGroup): NavPage | undefined {
  return typeof group.root?.href === 'string' ? group.root : undefined;
}

const hrefSets = new WeakMap<NavGroup, Set<string>>();
/** Every page of a group (roots included, nested groups too), normalised: does it hold a page? */
export function hrefsOf(group: NavGroup): Set<string> {
  let set = hrefSets.get(group);
  if (!set) {
    set = new Set();
    const root = rootOf(group);
    if (root) set.add(normalizePath(root.href));
    for (const e of group.pages) {
      if (isGroup(e)) for (const h of hrefsOf(e)) set.add(h);
      else if (typeof e.href === 'string') set.add(normalizePath(e.href));
    }
    hrefSets.set(group, set);
  }
  return set;
}

/**
 * The groups of `entries` that hold the page `target` (normalised) or have it as root, outer
 * first; undefined when `entries` do not hold it. Only into the groups that hold the page: no
 * walk of the whole sidebar.
 */
export function groupsHolding(entries: NavEntry[], target: string): NavGroup[] | undefined {
  for (const e of entries) {
    if (!isGroup(e)) {
      if (normalizePath(e.href) === target) return [];
    } else if (hrefsOf(e).has(target)) {
      const root = rootOf(e);
      const inner = root && normalizePath(root.href) === target ? [] : groupsHolding(e.pages, target);
      if (inner) return [e, ...inner];
    }
  }
  return undefined;
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

export function asText(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/**
 * What a link to a page says: its `sidebarTitle`, else its title; a page whose title is blank (the
 * reference titles `guides/` with nothing) says its path, never an empty link.
 */
export function pageLabel(page: { title?: unknown; sidebarTitle?: unknown; href: string }, sidebar = true): string {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  return (sidebar ? text(page.sidebarTitle) : undefined) ?? text(page.title) ?? page.href;
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

/** A language's name in that language (`fr` -> `Français`, `jp` -> `日本語`); the code when unknown. */
export function languageName(code: string): string {
  const tag = languageTag(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    /* not a valid tag: show the code */
  }
  return code;
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
