import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import { asText, languageDir, languageTag, renderIcon, renderTag, shown, storage } from './parts.js';
import { styles } from './docs-switcher.styles.js';
import type { DivisionOption, ScopeView } from '../core/scope.js';
import { switchTargets } from '../core/scope/targets.js';
import { onDemand } from './store.js';

// Where the version and language options lead is computed by code that comes with this element
// (a page without a switcher does not download it): every store's scoper uses it from now on.
onDemand.targets = switchTargets;

export type SwitcherType = 'version' | 'language' | 'product' | 'dropdown' | 'anchor';

export interface DocsSwitchDetail {
  /** The switcher's `type`. */
  type: SwitcherType;
  /** What was chosen: the version, the language code (`fr`), the product key, or the label. */
  value: string;
  /** Its label as shown. */
  label: string;
  /** Where it leads from the current page. */
  href: string;
  /** True when `auto-language` chose it from the browser's languages. */
  auto: boolean;
}

export type DocsSwitchEvent = CustomEvent<DocsSwitchDetail>;

declare global {
  interface HTMLElementTagNameMap {
    'docs-switcher': DocsSwitcher;
  }
  interface HTMLElementEventMap {
    'docs-switch': DocsSwitchEvent;
  }
  interface DocumentEventMap {
    'docs-switch': DocsSwitchEvent;
  }
}

/** The word that names each type (its accessible name); its options are the scope's list of that type (`versions`). */
const NAMES: Record<SwitcherType, 'version' | 'language' | 'product' | 'section'> = { version: 'version', language: 'language', product: 'product', dropdown: 'section', anchor: 'section' };

/**
 * The first language name a page asks the browser for (Intl.DisplayNames) takes it 10-30 ms: it
 * reads its locale data then, once. A language switcher asks for one while its navigation loads,
 * in a moment the page is idle (waiting for docs.json), not in the render that shows it (and the
 * sidebar with it, in the same frame).
 */
let namesRead = false;
function readLanguageNamesSoon(): void {
  if (namesRead) return;
  namesRead = true;
  const read = () => languageName(document.documentElement.lang || 'en');
  if (typeof requestIdleCallback === 'function') requestIdleCallback(read, { timeout: 500 });
  else setTimeout(read);
}

/** Languages already auto-detected in this page load, per navigation: at most one redirect. */
const autoDone = new Set<string>();

/**
 * One switcher of the navigation: the versions, languages, products, dropdowns or anchors around
 * the page being read, the current one shown. Choosing one goes where the reference build leads
 * from this page (the same page in that version or language when it exists).
 *
 * The control is a native `<select>` (transparent, over a face showing the current choice's
 * icon, label, tag and description): it brings keyboard use, type-ahead, screen-reader support
 * and the platform's picker on touch screens for free, where a custom listbox would have to
 * re-implement them. The options carry tags, the default mark and descriptions in their text.
 *
 * @summary A version, language, product, dropdown or anchor switcher.
 *
 * @fires {DocsSwitchEvent} docs-switch - When the reader (or `auto-language`) chooses an option, before `docs-navigate`. `detail: {type, value, label, href, auto}`.
 * @fires {DocsNavigateEvent} docs-navigate - Then the navigation to the choice (`reason: "switch"`). Cancelable: cancel it to route yourself.
 * @fires {DocsErrorEvent} docs-error - When the navigation of the element's own `src` cannot be loaded or reloaded. `detail: {src, message, diagnostics, kept}` (`kept`: the last good navigation is still shown).
 * @attr {'loading' | 'ready' | 'error'} status - Set by the element, for the host page's CSS and scripts: the state of its navigation (none before there is one to load).
 *
 * @csspart control - The box holding the face and the select.
 * @csspart face - What the control shows: the current choice.
 * @csspart select - The native `<select>` (transparent, over the face).
 * @csspart tag - The tag of the current version.
 * @csspart description - The description of the current product.
 * @csspart chevron - The arrow.
 * @csspart icon - An icon.
 *
 * @cssprop --docs-nav-color - Text colour.
 * @cssprop --docs-nav-muted-color - Tags, descriptions, the arrow.
 * @cssprop --docs-nav-hover-background - Background when hovered.
 * @cssprop --docs-nav-border-color - Border of the control.
 * @cssprop --docs-nav-focus-color - Focus ring.
 * @cssprop --docs-nav-surface - Background of the control.
 * @cssprop --docs-nav-font-family - Font.
 * @cssprop --docs-nav-font-size - Base font size.
 * @cssprop --docs-nav-radius - Corner radius.
 */
export class DocsSwitcher extends DocsNavElement {
  static override properties = {
    type: { reflect: true },
    label: {},
    autoLanguage: { type: Boolean, attribute: 'auto-language' },
    iconUrl: { attribute: 'icon-url' },
  };

  /** What it switches: `version` (default), `language`, `product`, `dropdown` or `anchor`. */
  declare type: SwitcherType;
  /** Accessible name; by default the kind (`Version`, `Language`, `Product`, `Section`). */
  declare label: string | undefined;
  /** Languages: on a first visit (no language chosen yet), go to the best match of the browser's languages among the docs' own (never a global language, a link elsewhere). */
  declare autoLanguage: boolean;
  /** Template of icon image URLs, `{name}` standing for the icon name (`/icons/{name}.svg`). */
  declare iconUrl: string | undefined;

  static override styles = styles;

  constructor() {
    super();
    this.type = 'version';
    this.autoLanguage = false;
  }

  /** The options offered: hidden ones only when current. */
  #options(view: ScopeView | undefined): DivisionOption[] {
    return view && Object.hasOwn(NAMES, this.type) ? view[`${this.type}s`].filter(shown) : [];
  }

  /** The current one of `options` (of the view shown): the active one, else the one of the view's version or language. */
  #current(options: DivisionOption[]): DivisionOption | undefined {
    const view = this.view;
    return options.find((o) => o.active) ?? options.find((o) => (this.type === 'version' ? o.node.version === view?.version : this.type === 'language' && o.node.language === view?.language));
  }

  get #storageKey(): string | undefined {
    return this.store ? `docs-nav:language:${this.store.url}` : undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.setEmpty(this.#options(this.view).length < 2);
    if (this.type === 'language' && this.storeState.status === 'loading') readLanguageNamesSoon();
  }

  protected override updated(): void {
    const view = this.view;
    const key = this.#storageKey;
    if (this.type !== 'language' || !this.autoLanguage || !view || !key || autoDone.has(key)) return;
    autoDone.add(key);
    if (storage.get(key) !== null) return; // the reader chose before: never override it
    // (not a global language: a link out of these docs is the reader's to follow)
    const best = bestLanguage(navigator.languages, this.#options(view).filter((o) => !o.isGlobal));
    if (best && best.node.language !== view.language && best.href !== view.path) this.#choose(best, true);
  }

  override render(): TemplateResult | typeof nothing {
    const view = this.view;
    const options = this.#options(view);
    if (!view || options.length < 2) return nothing;
    const current = this.#current(options);
    const name = this.label || this.t[NAMES[this.type]];
    const lang = current && this.#lang(current);
    const description = this.type === 'product' ? asText(current?.description) : undefined;
    // No white space between tags: it would be text nodes.
    return html`<div part="control" class="control"><span part="face" class="face" aria-hidden="true">${renderIcon(current?.icon, this.iconUrl)}<span class="text"><span lang=${lang ?? nothing} dir=${lang ? languageDir(lang) : nothing}>${current ? this.#text(current) : name}</span>${description ? html`<span part="description" class="description">${description}</span>` : nothing}</span>${this.type === 'version' ? renderTag(current?.node.tag) : nothing}<span part="chevron" class="chevron"></span></span><select part="select" aria-label=${name} @change=${this.#onChange}>${current ? nothing : html`<option value="" disabled selected>${name}</option>`}${options.map((o, i) => {
      const code = this.#lang(o);
      return html`<option value=${i} lang=${code ?? nothing} dir=${code ? languageDir(code) : nothing} .selected=${o === current}>${this.#optionText(o)}</option>`;
      })}</select></div>`;
  }

  /** The language tag of a language option (`cn` -> `zh-Hans`). */
  #lang(o: DivisionOption): string | undefined {
    return this.type === 'language' ? languageTag(String(o.node.language)) : undefined;
  }

  /** The label as the face shows it: a language by its own name. */
  #text(o: DivisionOption): string {
    return this.type === 'language' && typeof o.node.language === 'string' ? languageName(o.node.language) : o.label;
  }

  /** The text of an option: the label, then the version's tag and default mark, or the description. */
  #optionText(o: DivisionOption): string {
    let text = this.#text(o);
    if (this.type === 'version') {
      const tag = asText(o.node.tag);
      if (tag) text += ` (${tag})`;
      if (o.isDefault) text += ` · ${this.t.isDefault}`;
    } else {
      const description = asText(o.description);
      if (description) text += ` — ${description}`;
    }
    return o.external ? `${text} ↗` : text;
  }

  #onChange = (e: Event): void => {
    const select = e.target as HTMLSelectElement;
    const option = this.#options(this.view)[Number(select.value)];
    if (option && !option.active && select.value !== '' && this.#choose(option, false)) return;
    // The page stays (cancelled, or routed in place): the select shows what is current now.
    const options = this.#options(this.view);
    const current = this.#current(options);
    select.value = current ? String(options.indexOf(current)) : '';
    this.requestUpdate();
  };

  /** Announces the choice and goes there; false when the page stays (cancelled, or routed in place). */
  #choose(option: DivisionOption, auto: boolean): boolean {
    const value = String(option.node[this.type] ?? option.label);
    const label = this.#text(option);
    const key = this.#storageKey;
    if (this.type === 'language' && key) storage.set(key, value);
    this.emit<DocsSwitchDetail>('docs-switch', { type: this.type, value, label, href: option.href, auto });
    return this.go({ href: option.href, title: label, reason: 'switch' });
  }
}

/**
 * The option best matching the reader's languages, in their order of preference: the same tag,
 * else the same language and script (`fr-CA` -> `fr`, `zh-TW` -> `zh-Hant`, `pt` -> `pt-BR`).
 */
export function bestLanguage(preferred: readonly string[], options: DivisionOption[]): DivisionOption | undefined {
  const tagged = options.filter((o) => typeof o.node.language === 'string').map((o) => ({ o, tag: languageTag(o.node.language as string) }));
  const loose = (tag: string): string => {
    try {
      const l = new Intl.Locale(tag).maximize();
      return `${l.language}-${l.script ?? ''}`;
    } catch {
      return tag.toLowerCase();
    }
  };
  for (const want of preferred) {
    const exact = tagged.find((t) => t.tag.toLowerCase() === want.toLowerCase());
    if (exact) return exact.o;
    const w = loose(want);
    const near = tagged.find((t) => loose(t.tag) === w);
    if (near) return near.o;
  }
  return undefined;
}

// Not twice: a page may load the bundle twice (a script tag and an app's import).
if (!customElements.get('docs-switcher')) customElements.define('docs-switcher', DocsSwitcher);

/** A language's name in that language (`fr` -> `Français`, `jp` -> `日本語`); the code when unknown. */
function languageName(code: string): string {
  const tag = languageTag(code);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    /* not a valid tag: show the code */
  }
  return code;
}
