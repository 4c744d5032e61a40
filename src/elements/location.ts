/**
 * The page the reader is on, shared by every element: `location.pathname`, kept current on
 * `popstate` and on navigations the elements make with `router="history"`.
 */

const listeners = new Set<() => void>();

function notify(): void {
  for (const l of [...listeners]) l();
}

export function onLocationChange(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', notify); // once: the same listener is never added twice
  return () => listeners.delete(listener);
}

/**
 * `history.pushState` to `url` and tell every element. A URL of another origin cannot be pushed
 * (a SecurityError): the browser goes there instead.
 */
export function pushLocation(url: string): void {
  if (isExternal(url)) return location.assign(url);
  history.pushState(history.state, '', url);
  notify();
}

/**
 * Whether a URL leaves the site: read as the browser reads a link's href (against the page), it
 * is on another origin, or has none (`mailto:`, `tel:`). So `//host/x`, `/\\host/x` and
 * `https:host` are external as well as `https://host`; a URL that does not parse is too.
 */
export function isExternal(url: string): boolean {
  // A path of this site (`/guides/x`), the common case, needs no parsing; the parser drops tabs
  // and line breaks, so a path holding one is parsed (`/\t/host` is `//host`).
  if (/^\/(?![/\\])/.test(url) && !/[\t\n\r]/.test(url)) return false;
  try {
    return new URL(url, location.href).origin !== location.origin;
  } catch {
    return true;
  }
}

/** `/a/b/` -> `/a/b`; keeps `/`; drops a query or hash. */
export function normalizePath(path: string): string {
  const p = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}
