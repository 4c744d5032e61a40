/** Small render helpers shared by the elements: icons, external-link marks, badges. */
import { html, nothing, type TemplateResult } from 'lit';
import { safeUrl } from './location.js';
import type { StoreState } from './store.js';
import type { DivisionOption } from '../core/scope.js';

/** Whether a division is listed: hidden ones only when current. */
export const shown = (o: DivisionOption): boolean => !o.hidden || o.active;

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

export function renderExternalMark(): TemplateResult {
  return html`<span part="external" class="external-mark" aria-hidden="true">↗</span><span class="visually-hidden"> (opens in a new tab)</span>`;
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
 * What an element shows while it has no navigation: a skeleton of `bars` bars while loading, an
 * alert with a retry when the navigation could not be loaded.
 */
export function renderPending(state: StoreState, retry: () => void, bars: number): TemplateResult | typeof nothing {
  if (state.status === 'error') return html`<div part="error" class="alert" role="alert">Could not load the navigation: ${state.message} <button type="button" @click=${retry}>Retry</button></div>`;
  if (state.status !== 'loading') return nothing;
  return html`<div part="skeleton" class="skeleton" aria-hidden="true">${Array.from({ length: bars }, () => html`<span></span>`)}</div>`;
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

/** localStorage that never throws (blocked storage, private mode, quota). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* not remembered */
    }
  },
};
