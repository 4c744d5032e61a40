import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { DocsNavElement } from './base.js';
import { asText, languageDir, languageTag, relOf, renderExternalMark, storage, targetOf } from './parts.js';
import { styles } from './docs-banner.styles.js';

export interface DocsDismissDetail {
  /** The banner text dismissed. */
  content: string;
  /** The language it belongs to. */
  language: string | null;
}

export type DocsDismissEvent = CustomEvent<DocsDismissDetail>;

declare global {
  interface HTMLElementTagNameMap {
    'docs-banner': DocsBanner;
  }
  interface HTMLElementEventMap {
    'docs-dismiss': DocsDismissEvent;
  }
  interface DocumentEventMap {
    'docs-dismiss': DocsDismissEvent;
  }
}

/** `[text](url "title")`, the URL allowed one level of parentheses; text and URL captured. */
const LINK = /\[([^[\]]+)\]\(\s*([^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+"[^"]*")?\s*\)/g;

/**
 * The banner of the current language (`banner.content` of a `languages` entry). Its inline
 * Markdown links become links (safe URLs only); everything else is shown as text, never as HTML.
 * With `banner.dismissible`, a close button hides it, remembered (localStorage) for that text.
 *
 * @summary The language banner.
 *
 * @fires {DocsDismissEvent} docs-dismiss - When the reader dismisses the banner. `detail: {content, language}`.
 * @fires {DocsNavigateEvent} docs-navigate - Before a navigation through a link of the banner (`reason: "link"`). Cancelable.
 * @fires {DocsErrorEvent} docs-error - When the navigation of the element's own `src` cannot be loaded or reloaded. `detail: {src, message, diagnostics, kept}` (`kept`: the last good navigation is still shown).
 * @attr {'loading' | 'ready' | 'error'} status - Set by the element, for the host page's CSS and scripts: the state of its navigation (none before there is one to load).
 *
 * @csspart banner - The banner (`role="region"`).
 * @csspart content - Its text.
 * @csspart link - A link of the text.
 * @csspart dismiss - The close button.
 * @csspart external - The mark of a link that leaves the docs.
 *
 * @cssprop --docs-nav-banner-background - Background.
 * @cssprop --docs-nav-banner-color - Text colour.
 * @cssprop --docs-nav-accent-color - Links.
 * @cssprop --docs-nav-border-color - Border.
 * @cssprop --docs-nav-focus-color - Focus ring.
 * @cssprop --docs-nav-font-family - Font.
 * @cssprop --docs-nav-font-size - Base font size.
 * @cssprop --docs-nav-radius - Corner radius.
 */
export class DocsBanner extends DocsNavElement {
  static override properties = {
    label: {},
  };

  /** Accessible name of the banner region (by default the element's word for it, in the reader's language). */
  declare label: string | undefined;

  static override styles = styles;

  constructor() {
    super();
  }

  /** The current language's banner, unless dismissed: found once per update, for setEmpty and render. */
  #banner?: { content: string; dismissible: boolean; language: string | null };

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const view = this.view;
    const banner = view?.active.language?.node.banner as { content?: unknown; dismissible?: unknown } | undefined;
    const content = asText(banner?.content);
    const dismissible = banner?.dismissible === true;
    this.#banner = view && content && !(dismissible && storage.get(dismissKey(content)) !== null) ? { content, dismissible, language: view.language ?? null } : undefined;
    this.setEmpty(!this.#banner);
  }

  override render(): TemplateResult | typeof nothing {
    const banner = this.#banner;
    if (!banner) return nothing;
    const lang = banner.language ? languageTag(banner.language) : undefined;
    // The text, then label, target and the text after for every link.
    const parts = banner.content.split(LINK);
    // No white space between tags: it would be text nodes.
    return html`<div part="banner" class="banner" role="region" aria-label=${this.label ?? this.t.banner} lang=${lang ?? nothing} dir=${lang ? languageDir(lang) : nothing}><p part="content">${parts.map((part, i) => (i % 3 === 1 ? this.#link(part, parts[i + 1]!) : i % 3 ? '' : part))}</p>${banner.dismissible
      ? html`<button part="dismiss" class="icon-button dismiss" type="button" aria-label=${this.t.dismiss} @click=${() => this.#dismiss(banner)}><span aria-hidden="true">×</span></button>`
      : nothing}</div>`;
  }

  /** A Markdown link of the text as a link; with no URL or an unsafe one, its text. */
  #link(label: string, target: string): TemplateResult | string {
    const { url, external } = this.link(target);
    if (!url) return label;
    return html`<a part="link" href=${url} target=${targetOf(external)} rel=${relOf(external)} @click=${(e: MouseEvent) => this.onLinkClick(e, { href: target, title: label, reason: 'link' })}>${label}${renderExternalMark(external, this.t.newTab)}</a>`;
  }

  #dismiss({ content, language }: DocsDismissDetail): void {
    storage.set(dismissKey(content), '1');
    this.emit<DocsDismissDetail>('docs-dismiss', { content, language });
    this.requestUpdate();
  }
}

/** The localStorage key remembering the dismissal of one banner text. */
function dismissKey(content: string): string {
  let h = 5381;
  for (let i = 0; i < content.length; i++) h = ((h << 5) + h + content.charCodeAt(i)) | 0;
  return `docs-nav:banner-dismissed:${(h >>> 0).toString(36)}:${content.length}`;
}

// Not twice: a page may load the bundle twice (a script tag and an app's import).
if (!customElements.get('docs-banner')) customElements.define('docs-banner', DocsBanner);
