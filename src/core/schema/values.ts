/**
 * Plain helpers about values and links, free of zod: what the elements need of the schema's
 * rules (which URLs may be links) without loading the schemas.
 */

/** `null`, `an array`, `an object`, `a string`...: what a value is, for messages. */
export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

/** Whether `new URL(url)` accepts it: an absolute URL of any scheme. */
export function isAbsoluteUrl(url: string): boolean {
  // Without a scheme it is none, and a thrown error is costly on every relative path. (The URL
  // parser drops tabs and newlines anywhere, and leading control characters and spaces.)
  if (!/^[\u0000-\u0020]*[a-z][a-z\d+.-]*:/i.test(url.replace(/[\t\n\r]/g, ''))) return false;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** Why a URL may not become a link: `javascript:`, `vbscript:` and `data:` run code or make documents; other schemes (`tel:`, `cursor:`) are fine. */
export function unsafeUrl(url: string): string | null {
  // What a browser strips before reading the scheme: ASCII control characters, spaces, tabs and newlines.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''));
  if (!scheme || !/^(javascript|vbscript|data)$/i.test(scheme[1]!)) return null;
  return `"${scheme[1]!.toLowerCase()}:" URLs are not allowed: they run code or make documents`;
}

/** A URL trimmed, when a link may follow it (every one but those unsafeUrl refuses); undefined for any other value. */
export function safeUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  return unsafeUrl(trimmed) ? undefined : trimmed;
}

/**
 * Whether a division's `href` is a link for the reference: an absolute path, a `#fragment`, a
 * `mailto:` link or an absolute URL of any scheme (`https:`, `cursor:`...). `guides/x`, `./x` and
 * `` are not.
 */
export const isLinkHref = (href: string): boolean => /^[/#]|^mailto:/.test(href) || isAbsoluteUrl(href);

/**
 * A link as the reference stores the ones it checks strictly (footer links, socials): the
 * `#fragment` dropped (unless it is the whole link) and the trailing slashes of the path.
 */
export function normalizeUrl(value: string): string {
  const hash = value.indexOf('#');
  let url = hash > 0 ? value.slice(0, hash) : value;
  try {
    const parsed = new URL(url);
    if (parsed.pathname !== '/' && parsed.pathname.endsWith('/')) {
      parsed.pathname = parsed.pathname.replace(/\/+$/, '');
      url = parsed.toString();
    }
  } catch {
    if (!url.startsWith('mailto:')) {
      const query = url.indexOf('?');
      const [path, rest] = query === -1 ? [url, ''] : [url.slice(0, query), url.slice(query)];
      url = (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path) + rest;
    }
  }
  return url;
}
