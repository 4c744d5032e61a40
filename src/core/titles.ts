const DASHES = /[-_]/g;

/**
 * The title a page gets when no metadata names one: the last path segment, with dashes and
 * underscores as spaces and the first letter upper-cased (the reference build's rule).
 */
export function slugToTitle(slug: string): string {
  const q = slug.indexOf('?');
  const end = q >= 0 ? q : slug.length;
  const words = slug.slice(end === 0 ? 0 : slug.lastIndexOf('/', end - 1) + 1, end).replace(DASHES, ' ');
  const first = words.charCodeAt(0);
  // a-z, the common case, without a call into the engine's Unicode tables.
  return (first >= 97 && first <= 122 ? String.fromCharCode(first - 32) : words.charAt(0).toUpperCase()) + words.slice(1);
}

/**
 * A page's href from its path, as the reference makes it: a leading slash, except on a path that
 * is already absolute or an http(s) URL (`https:/x`, as normalised).
 */
export function pageHref(path: string): string {
  return path.charCodeAt(0) === 47 || path.startsWith('http:') || path.startsWith('https:') ? path : `/${path}`;
}
