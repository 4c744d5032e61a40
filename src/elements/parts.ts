/** Small render helpers shared by the elements: icons, external-link marks, badges. */
import { html, nothing, type TemplateResult } from 'lit';
import { safeUrl } from './location.js';

/**
 * Icons: a config names them (`"rocket"`, or an image URL). An image URL is shown as an image;
 * a name is shown through `iconUrl` (a template such as `/icons/{name}.svg`) when the element
 * has one, else as an empty, styleable `part="icon"` span with `data-icon`.
 */
export function renderIcon(icon: unknown, iconUrl: string | undefined): TemplateResult | typeof nothing {
  const name = typeof icon === 'string' ? icon : icon && typeof icon === 'object' && typeof (icon as { name?: unknown }).name === 'string' ? (icon as { name: string }).name : undefined;
  if (!name) return nothing;
  const isUrl = /^(https?:)?\/\/|^\/|\.(svg|png|jpe?g|gif|webp)$/i.test(name);
  const src = safeUrl(isUrl ? name : iconUrl ? iconUrl.replace('{name}', encodeURIComponent(name)) : undefined);
  if (src) return html`<img part="icon" class="icon" src=${src} alt="" aria-hidden="true" />`;
  return html`<span part="icon" class="icon" data-icon=${name} aria-hidden="true"></span>`;
}

export function renderExternalMark(): TemplateResult {
  return html`<span part="external" class="external-mark" aria-hidden="true">↗</span><span class="visually-hidden"> (opens in a new tab)</span>`;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace', 'webhook']);

/** The HTTP method of an endpoint page (`"/openapi.json get /users"` -> `get`). */
export function endpointMethod(page: Record<string, unknown>): string | undefined {
  const api = typeof page.openapi === 'string' ? page.openapi : typeof page.api === 'string' ? page.api : undefined;
  if (!api) return undefined;
  for (const token of api.split(/\s+/)) if (METHODS.has(token.toLowerCase())) return token.toLowerCase();
  return undefined;
}

export function asText(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}
