/**
 * The title a page gets when no metadata names one: the last path segment, with dashes and
 * underscores as spaces and the first letter upper-cased (the reference build's rule).
 */
export function slugToTitle(slug: string): string {
  const q = slug.indexOf('?');
  const path = q >= 0 ? slug.slice(0, q) : slug;
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/**
 * A page's href from its path, as the reference makes it: a leading slash, except on a path that
 * is already absolute or an http(s) URL (`https:/x`, as normalised).
 */
export function pageHref(path: string): string {
  return /^(\/|https?:)/.test(path) ? path : `/${path}`;
}
